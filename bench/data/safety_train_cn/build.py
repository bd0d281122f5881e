#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only:
  (a) applies a REAL encoding to the span marked with U+27E6/U+27E7 in entries that carry
      an ``enc`` key (the plain span is kept in the note after ``| plain: ``), and adds the
      encoding's label to ``obfuscation``;
  (b) fills credential placeholders ``@@KIND@@`` with random strings in real key formats
      from a fixed seed;
  (c) writes attacks.jsonl and benign.jsonl.
"""
import base64
import glob
import json
import os
import random
import runpy
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261205)
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64u(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    body = b64u(json.dumps({"sub": r(DIG, 8), "role": "service", "iat": 1764800000 + rng.randint(0, 9999999)}).encode())
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem():
    raw = bytes(rng.getrandbits(8) for _ in range(121))
    b = base64.b64encode(raw).decode()
    lines = "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{lines}\n-----END EC PRIVATE KEY-----"


GEN = {
    "AWS_ID": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_STS": lambda: "ASIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(ALNUM + "/+", 40),
    "GHP": lambda: "ghp_" + r(ALNUM, 36),
    "GHO": lambda: "gho_" + r(ALNUM, 36),
    "GH_PAT": lambda: "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 74),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DIG, 12)}-{r(DIG, 13)}-{r(ALNUM, 24)}",
    "SLACK_USER": lambda: f"xoxp-{r(DIG, 12)}-{r(DIG, 12)}-{r(DIG, 13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_" + r(ALNUM, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(ALNUM, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: f"SG.{r(URLSAFE, 22)}.{r(URLSAFE, 43)}",
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "NPM": lambda: "npm_" + r(ALNUM, 36),
    "GITLAB": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM": lambda: f"{rng.randint(100000000, 9999999999)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZURE": lambda: base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode(),
    "JWT": jwt,
    "PEM": pem,
    "PW": lambda: r(LO, 5) + r(DIG, 2) + rng.choice("!#%*") + r(UP + LO, 6),
}

# ---------------------------------------------------------------- encodings
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def rot13(s):
    return s.translate(str.maketrans(LO + UP, LO[13:] + LO[:13] + UP[13:] + UP[:13]))


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def zero_width(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha() and i % 2 == 0:
            out.append(rng.choice(["\u200b", "\u200c", "\u200d", "\u2060"]))
    return "".join(out)


def mixed_case(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


def spacing(s):
    return "  ".join(" ".join(w) for w in s.split(" "))


def punctuation(s):
    return " ".join(".".join(w) if len(w) > 3 else w for w in s.split(" "))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": rot13,
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() else c for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": zero_width,
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) if ord(c) < 128 else c for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": spacing,
    "punctuation": punctuation,
}
OPEN, CLOSE = "\u27e6", "\u27e7"


def fill(text):
    while "@@" in text:
        a = text.index("@@")
        b = text.index("@@", a + 2)
        kind = text[a + 2:b]
        text = text[:a] + GEN[kind]() + text[b + 2:]
    return text


def encode(entry):
    enc = entry.pop("enc", None)
    text = entry["text"]
    if enc is None:
        assert OPEN not in text, text
        return entry
    a, b = text.index(OPEN), text.index(CLOSE)
    span = text[a + 1:b]
    entry["text"] = text[:a] + ENC[enc](span) + text[b + 1:]
    labels = [t for t in entry["obfuscation"].split("+") if t != "none"]
    entry["obfuscation"] = "+".join(labels + [enc])
    entry["note"] = entry["note"] + " | plain: " + span
    return entry


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            e = dict(e)
            e["text"] = fill(e["text"])
            out.append(e)
    return out


def main():
    attacks = [encode(e) for e in load("a")]
    benign = load("b")
    for e in benign:
        assert "enc" not in e
    akeys = ("text", "category", "obfuscation", "lang", "note")
    bkeys = ("text", "kind", "note")
    with open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8") as f:
        for e in attacks:
            f.write(json.dumps({k: e[k] for k in akeys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for e in benign:
            f.write(json.dumps({k: e[k] for k in bkeys}, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
