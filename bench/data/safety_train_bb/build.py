#!/usr/bin/env python3
"""Assemble attacks.jsonl / benign.jsonl from the hand-written batches (stdlib only).

This script does only three things:
 (a) applies real encodings to payload spans marked [[technique|text]] in a minority of
     hand-written entries,
 (b) fills credential slots marked <<KIND>> with freshly generated random strings in real
     key formats (never real secrets, never documentation placeholders),
 (c) writes the JSONL files.
"""
import base64
import glob
import json
import os
import random
import re
import string
import sys
import unicodedata
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(0xBB5AFE)

AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEXL = "0123456789abcdef"
B64 = AL + "+/"
URLSAFE = AL + "-_"


def r(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": str(RNG.randint(10**6, 10**7)), "role": RNG.choice(["admin", "service", "deploy"]),
                              "iat": RNG.randint(1700000000, 1730000000)}, separators=(",", ":")).encode())
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem(kind):
    lines = ["MII" + r(B64, 61)] + [r(B64, 64) for _ in range(2)]
    return f"-----BEGIN {kind} PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind} PRIVATE KEY-----"


GEN = {
    "AWSID": lambda: "AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "AWSSECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AL, 36),
    "GHPAT": lambda: "github_pat_11" + r(UP, 20) + "_" + r(AL, 59),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "SLACKBOT": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(AL, 24)}",
    "SLACKHOOK": lambda: f"https://hooks.slack.com/services/T{r(UP, 10)}/B{r(UP, 10)}/{r(AL, 24)}",
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 64),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 86) + "-" + r(URLSAFE, 6) + "AA",
    "STRIPE": lambda: "sk_live_51" + r(AL, 32),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "JWT": jwt,
    "RSA": lambda: pem("RSA"),
    "EC": lambda: pem("EC"),
    "OPENSSH": lambda: pem("OPENSSH"),
    "PW": lambda: r(AL, 6) + RNG.choice("!*_-") + r(AL, 7),
    "SG": lambda: f"SG.{r(URLSAFE, 22)}.{r(URLSAFE, 43)}",
    "TG": lambda: f"{RNG.randint(5000000000, 7999999999)}:AA{r(URLSAFE, 33)}",
    "NPM": lambda: "npm_" + r(AL, 36),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TWILIO": lambda: "SK" + r(HEXL, 32),
    "AZKEY": lambda: r(B64, 86) + "==",
    "MAILGUN": lambda: "key-" + r(HEXL, 32),
    "DOTOKEN": lambda: "dop_v1_" + r(HEXL, 64),
    "SHOPIFY": lambda: "shpat_" + r(HEXL, 32),
    "HEX40": lambda: r(HEXL, 40),
}

# ---- encodings ------------------------------------------------------------------------
L2C = dict(zip("aeopcxyiAEOPCXTHKMB", "аеорсхуіАЕОРСХТНКМВ"))
C2L = {v: k for k, v in L2C.items()}
C2L.update({"і": "i", "у": "y"})


def homoglyph(s):
    return "".join(L2C.get(c) or C2L.get(c) or c for c in s)


ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def zero_width(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha():
            out.append(ZW[i % 4])
    return "".join(out)


def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def unicode_tags(s):
    s = strip_accents(s)
    assert all(ord(c) < 128 for c in s), s
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
        "о": "0", "з": "3", "ч": "4", "б": "6", "а": "@"}


def leet(s):
    return "".join(LEET.get(c.lower(), c) for c in s)


def mixed_case(s):
    out, k = [], 0
    for c in s:
        if c.isalpha():
            out.append(c.upper() if k % 2 else c.lower())
            k += 1
        else:
            out.append(c)
    return "".join(out)


def rot13(s):
    return s.translate(str.maketrans(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
        "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm"))


ENC = {
    "b64": ("base64", lambda s: base64.b64encode(s.encode()).decode()),
    "hex": ("hex", lambda s: s.encode().hex()),
    "rot13": ("rot13", rot13),
    "url": ("url_encoding", lambda s: urllib.parse.quote(s, safe="")),
    "html": ("html_entities", lambda s: "".join(c if c == " " else f"&#{ord(c)};" for c in s)),
    "tags": ("unicode_tags", unicode_tags),
    "zw": ("zero_width", zero_width),
    "homo": ("homoglyph", homoglyph),
    "bidi": ("bidi", lambda s: "\u202e" + s[::-1] + "\u202c"),
    "fw": ("fullwidth", fullwidth),
    "leet": ("leetspeak", leet),
    "rev": ("reversed", lambda s: s[::-1]),
    "mix": ("mixed_case", mixed_case),
}
MARK = re.compile(r"\[\[(\w+)\|(.*?)\]\]", re.S)
SLOT = re.compile(r"<<([A-Z0-9]+)>>")


def render(text):
    used = []

    def enc(m):
        name, fn = ENC[m.group(1)]
        if name not in used:
            used.append(name)
        return fn(m.group(2))

    text = MARK.sub(enc, text)
    text = SLOT.sub(lambda m: GEN[m.group(1)]() if m.group(1) in GEN else m.group(0), text)
    return text, used


def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", "*.py"))):
        ns = {}
        exec(compile(open(path, encoding="utf-8").read(), path, "exec"), ns)
        lang = ns.get("LANG")
        for row in ns.get("A", []):
            if len(row) == 4:
                cat, obf, text, note = row
                lg = lang
            else:
                cat, obf, text, note, lg = row
            text, used = render(text)
            labels = used + [t for t in obf.split("+") if t and t != "none" and t not in used]
            attacks.append({"text": text, "category": cat,
                            "obfuscation": "+".join(labels) or "none", "lang": lg, "note": note})
        for kind, text, note in ns.get("B", []):
            benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    sys.exit(main())
