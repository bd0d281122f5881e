#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only
  (a) applies a real encoding to the span marked with ⟦ ⟧ in entries that name
      an `enc` (the plain span is kept in the note after "| plain: "),
  (b) fills credential placeholders §KIND§ with random strings in real key
      formats from a fixed seed,
  (c) writes attacks.jsonl and benign.jsonl.
"""
import base64
import glob
import json
import os
import random
import re
import runpy
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20261205)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
B32 = UP + "234567"
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"


def r(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


def b64u(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps({"sub": str(RNG.randint(10**6, 10**7)),
                            "role": RNG.choice(["service", "admin", "user"]),
                            "iat": RNG.randint(1.70e9, 1.79e9)},
                           separators=(",", ":")).encode())
    sig = b64u(bytes(RNG.getrandbits(8) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem(kind):
    lines = [r(B64, 64) for _ in range(3)] + [r(B64, 40) + "=="]
    return f"-----BEGIN {kind} PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind} PRIVATE KEY-----"


def password():
    return r(LO, 4) + r(DIG, 2) + RNG.choice("!*-_") + r(UP, 3) + r(ALNUM, 4)


GEN = {
    "AWS_ID": lambda: "AKIA" + r(B32, 16),
    "AWS_STS": lambda: "ASIA" + r(B32, 16),
    "AWS_SECRET": lambda: r(ALNUM + "+/", 40),
    "GHP": lambda: "ghp_" + r(ALNUM, 36),
    "GHO": lambda: "gho_" + r(ALNUM, 36),
    "GHPAT": lambda: "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59),
    "OPENAI": lambda: "sk-proj-" + r(B64U, 74) + "T3BlbkFJ" + r(B64U, 20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(B64U, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DIG, 12)}-{r(DIG, 13)}-{r(ALNUM, 24)}",
    "SLACK_USER": lambda: f"xoxp-{r(DIG, 12)}-{r(DIG, 12)}-{r(DIG, 13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_" + r(ALNUM, 99),
    "STRIPE_R": lambda: "rk_live_" + r(ALNUM, 99),
    "GOOGLE": lambda: "AIza" + r(B64U, 35),
    "SENDGRID": lambda: "SG." + r(B64U, 22) + "." + r(B64U, 43),
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "NPM": lambda: "npm_" + r(ALNUM, 36),
    "GITLAB": lambda: "glpat-" + r(B64U, 20),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM": lambda: f"{RNG.randint(10**8, 10**10 - 1)}:AA{r(B64U, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(B64U, 60),
    "AZURE": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM_RSA": lambda: pem("RSA"),
    "PEM_SSH": lambda: pem("OPENSSH"),
    "PEM_EC": lambda: pem("EC"),
    "PASS": password,
    "HEX32": lambda: r(HEX, 32),
}
PH = re.compile(r"§([A-Z0-9_]+)§")


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)](), text)


# ---- encodings (real transformations of the marked span) ----
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у",
        "i": "і", "s": "ѕ", "j": "ј", "A": "А", "E": "Е", "O": "О", "P": "Р",
        "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В", "I": "І"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def mixed(s):
    return "".join(c.upper() if RNG.random() < 0.5 else c.lower() for c in s)


def spacing(s):
    return "  ".join(" ".join(w) for w in s.split(" "))


def punct(s):
    out = []
    for w in s.split(" "):
        if len(w) > 3:
            w = ".".join(w[i:i + 2] for i in range(0, len(w), 2))
        out.append(w)
    return " ".join(out)


def zw(s):
    return "\u200b".join(s)


def tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: s.translate(str.maketrans(LO + UP, LO[13:] + LO[:13] + UP[13:] + UP[:13])),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": zw,
    "unicode_tags": tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": spacing,
    "punctuation": punct,
}
SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def encode(e):
    enc = e.pop("enc", None)
    if not enc:
        assert "⟦" not in e["text"], e["text"]
        return e
    m = SPAN.search(e["text"])
    assert m, e["text"]
    plain = m.group(1)
    e["text"] = e["text"][:m.start()] + ENC[enc](plain) + e["text"][m.end():]
    e["obfuscation"] = enc if e["obfuscation"] == "none" else enc + "+" + e["obfuscation"]
    e["note"] = f"{e['note']} | plain: {plain}"
    return e


def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "a[0-9][0-9].py"))):
        ns = runpy.run_path(path)
        for t in ns["ENTRIES"]:
            text, obf, lang, note = t[:4]
            e = {"text": fill(text), "category": ns["CAT"], "obfuscation": obf,
                 "lang": lang, "note": note}
            if len(t) > 4:
                e["enc"] = t[4]
            e = encode(e)
            attacks.append({k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")})
    for path in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
        ns = runpy.run_path(path)
        for text, kind, note in ns["ENTRIES"]:
            benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
