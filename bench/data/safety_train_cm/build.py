#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Does only three things:
 (a) applies a real encoding to the span marked with ⟦ ⟧ in entries that carry an
     `enc` field (the plain payload is kept in the note after `| plain: `);
 (b) fills credential placeholders <<KIND>> with random strings in real key formats
     from a fixed seed;
 (c) writes attacks.jsonl and benign.jsonl.
"""
import base64, codecs, glob, json, os, random, re, runpy, string, sys, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)
UP = string.ascii_uppercase
AL = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps({"sub": str(rng.randint(10**6, 10**7)), "role": "service",
                            "iat": rng.randint(1700000000, 1720000000)},
                           separators=(",", ":")).encode())
    return f"{head}.{body}.{r(AL + '-_', 43)}"


def pem():
    body = "MIIEpAIBAAKCAQEA" + r(AL + "+/", 48) + "\n" + r(AL + "+/", 64) + "\n" + r(AL + "+/", 40)
    return "-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----"


def sshpem():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ" + r(AL + "+/", 22) + "\n" + r(AL + "+/", 64)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"


GEN = {
    "AKIA": lambda: "AKIA" + r(UP + "234567", 16),
    "ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(AL + "/+", 40),
    "GHP": lambda: "ghp_" + r(AL, 36),
    "GHO": lambda: "gho_" + r(AL, 36),
    "GHPAT": lambda: "github_pat_11" + r(UP + string.digits, 20) + "_" + r(AL, 59),
    "OPENAI": lambda: "sk-proj-" + r(AL + "-_", 56),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AL + "-_", 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(AL, 24)}",
    "XOXP": lambda: f"xoxp-{r(string.digits, 12)}-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_51" + r(AL, 40),
    "RK_LIVE": lambda: "rk_live_51" + r(AL, 40),
    "GOOGLE": lambda: "AIza" + r(AL + "-_", 35),
    "SENDGRID": lambda: "SG." + r(AL + "-_", 22) + "." + r(AL + "-_", 43),
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "TWILIO_TOKEN": lambda: r(HEX, 32),
    "NPM": lambda: "npm_" + r(AL, 36),
    "GLPAT": lambda: "glpat-" + r(AL + "-_", 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{r(AL + '-_', 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmcCJD" + r(AL + "-_", 60),
    "AZURE": lambda: r(AL + "+/", 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "SSHPEM": sshpem,
    "PASS": lambda: r(AL, 10) + rng.choice("!#%*") + r(AL, 5),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def mixed(s):
    return "".join(ch.upper() if rng.random() < 0.5 else ch.lower() for ch in s)


def per_word(s, sep):
    return " ".join(sep.join(w) for w in s.split(" "))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalpha() else c for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: "   ".join(" ".join(w) for w in s.split(" ")),
    "punctuation": lambda s: per_word(s, "."),
}

SPAN = re.compile(r"⟦(.+?)⟧", re.S)
PH = re.compile(r"<<(" + "|".join(sorted(GEN, key=len, reverse=True)) + r")>>")


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)](), text)


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = runpy.run_path(path)
        for e in ns["ENTRIES"]:
            e = dict(e)
            e["_src"] = os.path.basename(path)
            out.append(e)
    return out


def main():
    attacks, benign = [], []
    for e in load("a"):
        text, note, obf = e["text"], e["note"], e["obf"]
        enc = e.get("enc")
        if enc:
            m = SPAN.search(text)
            assert m, f"{e['_src']}: enc without span: {text[:60]}"
            plain = m.group(1)
            text = text[:m.start()] + ENC[enc](plain) + text[m.end():]
            obf = enc if obf == "none" else enc + "+" + obf
            note = f"{note} | plain: {plain}"
        else:
            assert "⟦" not in text, f"{e['_src']}: span without enc"
        text = fill(text)
        attacks.append({"text": text, "category": e["cat"], "obfuscation": obf,
                        "lang": e["lang"], "note": note})
    for e in load("b"):
        assert "<<" not in e["text"] or not PH.search(e["text"]), e["text"][:60]
        benign.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
