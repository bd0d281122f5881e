#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a*.py / b*.py each define ENTRIES, a list of dicts written by hand:
  attacks: t=text, c=category, o=phrasing-level obfuscation ("none" or labels), l=lang,
           n=note, optional e=encoding applied to the span marked with ⟪ ... ⟫.
  benign:  t=text, k=kind, n=note.
build.py only (a) applies the real encoding named in `e` to the marked span and records the
plain payload in the note after "| plain: ", (b) fills @@NAME@@ credential placeholders with
seeded random strings in real key formats, (c) writes the two JSONL files.
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
RNG = random.Random(20250817)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEXD = "0123456789abcdef"


def r(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


def pem():
    body = base64.b64encode(bytes(RNG.randrange(256) for _ in range(120))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


def jwt():
    def b64(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")
    head = b64({"alg": "HS256", "typ": "JWT"})
    body = b64({"sub": r(string.digits, 8), "role": "service", "iat": 1700000000 + RNG.randrange(10**7)})
    sig = base64.urlsafe_b64encode(bytes(RNG.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{head}.{body}.{sig}"


GEN = {
    "AWS_AKID": lambda: "AKIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_ASIA": lambda: "ASIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GH_PAT": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{r(string.digits, 12)}-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(HEXD, 32)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 24),
    "GOOGLE": lambda: "AIza" + r(AN + "-_", 35),
    "SENDGRID": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "TWILIO_AC": lambda: "AC" + r(HEXD, 32),
    "TWILIO_SK": lambda: "SK" + r(HEXD, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GITLAB": lambda: "glpat-" + r(AN + "-_", 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{RNG.randrange(10**9, 10**10)}:AA{r(AN + '-_', 33)}",
    "MAILGUN": lambda: "key-" + r(HEXD, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEXD, 32),
    "DO": lambda: "dop_v1_" + r(HEXD, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(AN + "-_", 50),
    "AZURE": lambda: base64.b64encode(bytes(RNG.randrange(256) for _ in range(64))).decode(),
    "JWT": jwt,
    "PEM": pem,
    "DBPASS": lambda: r(AN, 14) + RNG.choice("!#%*") + r(AN, 3),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ("\u3000" if ch == " " else ch) for ch in s)


def mixed(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return "".join(out)


def punct(s):
    return " ".join(".".join(w) if len(w) > 2 else w for w in s.split(" "))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: s.translate(str.maketrans(
        string.ascii_lowercase + string.ascii_uppercase,
        string.ascii_lowercase[13:] + string.ascii_lowercase[:13] + string.ascii_uppercase[13:] + string.ascii_uppercase[:13])),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(ch)};" if ch.isalnum() else ch for ch in s),
    "homoglyph": lambda s: "".join(HOMO.get(ch, ch) for ch in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(ch)) if ord(ch) < 128 else ch for ch in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(ch, ch) for ch in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: " ".join(s),
    "punctuation": punct,
}
OPEN, CLOSE = "⟪", "⟫"


def fill(text):
    while "@@" in text:
        a = text.index("@@")
        b = text.index("@@", a + 2)
        name = text[a + 2:b]
        text = text[:a] + GEN[name]() + text[b + 2:]
    return text


def build_attack(d, src):
    text, obf, note = d["t"], d["o"], d["n"]
    enc = d.get("e")
    if enc:
        a, b = text.index(OPEN), text.index(CLOSE)
        plain = text[a + 1:b]
        text = text[:a] + ENC[enc](plain) + text[b + 1:]
        obf = enc if obf == "none" else obf + "+" + enc
        note = f"{note} | plain: {plain}"
    else:
        assert OPEN not in text and CLOSE not in text, (src, text)
    return {"text": fill(text), "category": d["c"], "obfuscation": obf, "lang": d["l"], "note": note}


def build_benign(d, src):
    assert OPEN not in d["t"], src
    return {"text": fill(d["t"]), "kind": d["k"], "note": d["n"]}


def main():
    out = {}
    for prefix, fn, name in (("a", build_attack, "attacks.jsonl"), ("b", build_benign, "benign.jsonl")):
        rows = []
        for path in sorted(glob.glob(os.path.join(HERE, f"{prefix}[0-9][0-9].py"))):
            for d in runpy.run_path(path)["ENTRIES"]:
                rows.append(fn(d, os.path.basename(path)))
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        out[name] = len(rows)
    print(out)


if __name__ == "__main__":
    main()
