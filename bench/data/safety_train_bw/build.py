#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

It only: (a) applies a real encoding to the span marked with ⟦...⟧ in an attack whose
obfuscation field names that encoding, keeping the plain span in the note after
'| plain: '; (b) fills {{PLACEHOLDER}} credential slots with random strings in real key
formats from a fixed seed; (c) writes the two JSONL files.
"""
import base64, codecs, glob, json, os, random, re, runpy, string, sys, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(0xB3)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
URLS = string.ascii_letters + string.digits + "-_"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url(json.dumps({"sub": r(string.digits, 8), "role": "service",
                           "iat": 1717000000 + rng.randrange(10**6)}).encode())
    return f"{h}.{p}.{r(URLS, 43)}"


def pem():
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(120))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


FILL = {
    "AWS_AKID": lambda: "AKIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_ASIA": lambda: "ASIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GH_PAT": lambda: "github_pat_" + r(UP, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLS, 48) + "T3BlbkFJ" + r(URLS, 24),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLS, 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(AN, 24)}",
    "XOXP": lambda: f"xoxp-{r(string.digits, 12)}-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(HX, 32)}",
    "STRIPE": lambda: "sk_live_51" + r(AN, 96),
    "STRIPE_RK": lambda: "rk_live_51" + r(AN, 60),
    "GOOGLE": lambda: "AIza" + r(URLS, 35),
    "SENDGRID": lambda: "SG." + r(URLS, 22) + "." + r(URLS, 43),
    "TWILIO_AC": lambda: "AC" + r(HX, 32),
    "TWILIO_SK": lambda: "SK" + r(HX, 32),
    "TWILIO_TOKEN": lambda: r(HX, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GLPAT": lambda: "glpat-" + r(URLS, 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{rng.randrange(10**9, 8 * 10**9)}:AA{r(URLS, 33)}",
    "MAILGUN": lambda: "key-" + r(HX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HX, 32),
    "DO": lambda: "dop_v1_" + r(HX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLS, 60),
    "AZURE": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PW": lambda: r(AN, 6) + rng.choice("!*-_") + r(AN, 7),
}

HOMO = dict(zip("aeopcxyiAEOPCXHKMT", "аеорсхуіАЕОРСХНКМТ"))
LEET = dict(zip("aeiostAEIOST", "431057431057"))


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
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if i % 2 == 0 else f"&#x{ord(c):x};" for i, c in enumerate(s)),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) < 0x7F else c for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: "   ".join(" ".join(w) for w in s.split(" ")),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split(" ")),
}
SPAN = re.compile(r"⟦(.+?)⟧", re.S)
SLOT = re.compile(r"\{\{([A-Z0-9_]+)\}\}")


def fill(text):
    return SLOT.sub(lambda m: FILL[m.group(1)](), text)


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            rows.append((os.path.basename(path), e))
    return rows


def main():
    attacks, benign = [], []
    for fn, e in load("a"):
        text, obf, note = e["t"], e["o"], e["n"]
        m = SPAN.search(text)
        encs = [x for x in obf.split("+") if x in ENC]
        if m:
            if len(encs) != 1:
                sys.exit(f"{fn}: marked span needs exactly one encoding label: {text[:60]}")
            plain = m.group(1)
            text = text[:m.start()] + ENC[encs[0]](plain) + text[m.end():]
            note = f"{note} | plain: {plain}"
        elif encs:
            sys.exit(f"{fn}: encoding label without marked span: {text[:60]}")
        attacks.append({"text": fill(text), "category": e["c"], "obfuscation": obf,
                        "lang": e["l"], "note": note})
    for fn, e in load("b"):
        if "⟦" in e["t"] or SLOT.search(e["t"]):
            sys.exit(f"{fn}: benign entries carry no spans or live slots")
        benign.append({"text": e["t"], "kind": e["k"], "note": e["n"]})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
