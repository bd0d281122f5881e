#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a*.py (attacks) and b*.py (benign) each define a list E of dicts:
  attacks: t=text, c=category, o=obfuscation (phrasing labels or 'none'), l=lang, n=note,
           optional enc=<encoding label>; the span to encode is marked with ⟪ ⟫ in t.
  benign:  t=text, k=kind, n=note.
build.py only (a) applies real encodings to the marked span of hand-written attack payloads
(the plain span is kept in the note after '| plain: '), (b) fills credential placeholders
⟦NAME⟧ with random strings in real key formats from a fixed seed, (c) writes the JSONL files.
"""
import base64, codecs, glob, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20240611)
UP = string.ascii_uppercase
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = AN + "+/"
URLSAFE = AN + "-_"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    head = b64u(b'{"alg":"HS256","typ":"JWT"}')
    sub = rs(string.digits, 7)
    body = b64u(json.dumps({"sub": sub, "name": rs(string.ascii_lowercase, 6),
                            "iat": 1700000000 + R.randrange(9000000)}, separators=(",", ":")).encode())
    return f"{head}.{body}.{rs(URLSAFE, 43)}"


def pem():
    body = "\n".join(rs(B64, 64) for _ in range(3))
    return f"-----BEGIN RSA PRIVATE KEY-----\nMIIEow{rs(B64, 58)}\n{body}\n-----END RSA PRIVATE KEY-----"


def openssh():
    body = "\n".join(rs(B64, 70) for _ in range(2))
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
            f"{body}\n-----END OPENSSH PRIVATE KEY-----")


GEN = {
    "AWS_AKID": lambda: "AKIA" + rs(UP + "234567", 16),
    "AWS_ASIA": lambda: "ASIA" + rs(UP + "234567", 16),
    "AWS_SECRET": lambda: rs(B64, 40),
    "GH_PAT": lambda: "ghp_" + rs(AN, 36),
    "GH_OAUTH": lambda: "gho_" + rs(AN, 36),
    "GH_FINE": lambda: "github_pat_11" + rs(UP + string.digits, 20) + "_" + rs(AN, 59),
    "OPENAI": lambda: "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{rs(string.digits, 12)}-{rs(string.digits, 13)}-{rs(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{rs(string.digits, 12)}-{rs(string.digits, 12)}-{rs(string.digits, 13)}-{rs(HEX, 32)}",
    "STRIPE_LIVE": lambda: "sk_live_51" + rs(AN, 60),
    "STRIPE_RK": lambda: "rk_live_51" + rs(AN, 60),
    "GOOGLE": lambda: "AIza" + rs(URLSAFE, 35),
    "SENDGRID": lambda: f"SG.{rs(URLSAFE, 22)}.{rs(URLSAFE, 43)}",
    "TWILIO_SID": lambda: "AC" + rs(HEX, 32),
    "TWILIO_KEY": lambda: "SK" + rs(HEX, 32),
    "TWILIO_TOKEN": lambda: rs(HEX, 32),
    "NPM": lambda: "npm_" + rs(AN, 36),
    "GITLAB": lambda: "glpat-" + rs(URLSAFE, 20),
    "HF": lambda: "hf_" + rs(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{R.randrange(5000000000, 7999999999)}:AA{rs(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + rs(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + rs(HEX, 32),
    "DO": lambda: "dop_v1_" + rs(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 60),
    "AZURE_KEY": lambda: rs(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "OPENSSH": openssh,
    "PW": lambda: rs(AN, 10) + R.choice("!#%*-_") + rs(AN, 5),
}


def fill(text):
    return re.sub(r"⟦([A-Z_]+)⟧", lambda m: GEN[m.group(1)](), text)


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def mixed(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return "".join(out)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() or c == " " else c for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) if ord(c) < 128 else c for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: " ".join(s),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split(" ")),
}


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        for e in ns["E"]:
            e["_src"] = os.path.basename(path)
            out.append(e)
    return out


def main():
    attacks = []
    for e in load("a"):
        text, note, obf = e["t"], e["n"], e["o"]
        if "enc" in e:
            m = re.search(r"⟪(.*?)⟫", text, re.S)
            assert m, (e["_src"], text[:60])
            plain = m.group(1)
            text = text[:m.start()] + ENC[e["enc"]](plain) + text[m.end():]
            obf = e["enc"] if obf == "none" else obf + "+" + e["enc"]
            note = f"{note} | plain: {plain}"
        else:
            assert "⟪" not in text, (e["_src"], text[:60])
        attacks.append({"text": fill(text), "category": e["c"], "obfuscation": obf,
                        "lang": e["l"], "note": note})
    benign = [{"text": e["t"], "kind": e["k"], "note": e["n"]} for e in load("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
