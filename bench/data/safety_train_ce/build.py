#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

It only (a) applies a real encoding to the span marked [[...]] in entries that name one
in key "e" (the plain span is kept in the note after "| plain: "), (b) fills credential
placeholders <<KIND>> with random strings in real key formats from a fixed seed, and
(c) writes the two JSONL files.

Batch files: aNN.py define ATTACKS, a list of dicts with keys
  t (text), c (category), o (phrasing-level obfuscation labels or "none"), l (lang), n (note),
  optional e (encoding label);
bNN.py define BENIGN, a list of dicts with keys t (text), k (kind), n (note).
"""
import base64
import glob
import html
import json
import os
import random
import re
import string
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20261205)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEXL = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": str(RNG.randint(10**6, 10**7)), "role": "service",
                              "iat": RNG.randint(1_700_000_000, 1_760_000_000)},
                             separators=(",", ":")).encode())
    sig = b64url(bytes(RNG.getrandbits(8) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem():
    body = base64.b64encode(bytes(RNG.getrandbits(8) for _ in range(144))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


GEN = {
    "AWS": lambda: "AKIA" + r(UP + "234567", 16),
    "ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWSSECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(ALNUM, 36),
    "GHO": lambda: "gho_" + r(ALNUM, 36),
    "GHPAT": lambda: "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 64),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(DIG, 12)}-{r(DIG, 13)}-{r(ALNUM, 24)}",
    "XOXP": lambda: f"xoxp-{r(DIG, 12)}-{r(DIG, 12)}-{r(DIG, 13)}-{r(HEXL, 32)}",
    "STRIPE": lambda: "sk_live_" + r(ALNUM, 34),
    "RKLIVE": lambda: "rk_live_" + r(ALNUM, 34),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "TWILIO_AC": lambda: "AC" + r(HEXL, 32),
    "TWILIO_SK": lambda: "SK" + r(HEXL, 32),
    "NPM": lambda: "npm_" + r(ALNUM, 36),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM": lambda: f"{RNG.randint(10**8 * 5, 10**10 - 1)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEXL, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEXL, 32),
    "DO": lambda: "dop_v1_" + r(HEXL, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZURE": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PW": lambda: r(ALNUM, 6) + RNG.choice("!#%*-_") + r(ALNUM, 7),
}

# ---- real encodings (applied to the [[...]] span) ----
HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М",
        "O": "О", "P": "Р", "T": "Т", "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def rot13(s):
    return s.translate(str.maketrans(UP + LO, UP[13:] + UP[:13] + LO[13:] + LO[:13]))


def homoglyph(s):
    return "".join(HOMO.get(ch, ch) if RNG.random() < 0.6 else ch for ch in s)


def zero_width(s):
    out = []
    for w in s.split(" "):
        if len(w) > 3:
            k = RNG.randint(1, len(w) - 1)
            w = w[:k] + RNG.choice(["\u200b", "\u200c", "\u200d", "\u2060"]) + w[k:]
        out.append(w)
    return " ".join(out)


def unicode_tags(s):
    return "".join(chr(0xE0000 + ord(ch)) if ord(ch) < 128 else ch for ch in s)


def bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def fullwidth(s):
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ("\u3000" if ch == " " else ch) for ch in s)


def leetspeak(s):
    return "".join(LEET.get(ch, ch) for ch in s)


def mixed_case(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return "".join(out)


def spacing(s):
    return "   ".join(" ".join(w) for w in s.split(" "))


def punctuation(s):
    out = []
    for w in s.split(" "):
        if len(w) > 3 and w.isalpha():
            w = ".".join(w[i:i + 2] for i in range(0, len(w), 2))
        out.append(w)
    return " ".join(out)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": rot13,
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(ch)};" if ch != " " or RNG.random() < 0.5 else ch for ch in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": unicode_tags,
    "bidi": bidi,
    "fullwidth": fullwidth,
    "leetspeak": leetspeak,
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": spacing,
    "punctuation": punctuation,
}

SPAN = re.compile(r"\[\[(.+?)\]\]", re.S)
PH = re.compile(r"<<([A-Z_]+)>>")


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)](), text)


def load(prefix, var):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        for j, d in enumerate(ns[var]):
            out.append((os.path.basename(path), j, d))
    return out


def main():
    problems = []
    attacks, benign = [], []
    for fn, j, d in load("a", "ATTACKS"):
        assert set(d) <= {"t", "c", "o", "l", "n", "e"}, (fn, j, d)
        text, note, obf = fill(d["t"]), d["n"], d["o"]
        if "e" in d:
            m = SPAN.search(text)
            if not m:
                problems.append(f"{fn}[{j}]: encoding {d['e']} but no [[span]]")
                continue
            plain = m.group(1)
            text = text[:m.start()] + ENC[d["e"]](plain) + text[m.end():]
            obf = d["e"] if obf == "none" else d["e"] + "+" + obf
            note = f"{note} | plain: {plain}"
        elif SPAN.search(text):
            problems.append(f"{fn}[{j}]: [[span]] without encoding")
        if not 40 <= len(text) <= 500:
            problems.append(f"{fn}[{j}]: attack length {len(text)}")
        attacks.append({"text": text, "category": d["c"], "obfuscation": obf,
                        "lang": d["l"], "note": note})
    for fn, j, d in load("b", "BENIGN"):
        assert set(d) == {"t", "k", "n"}, (fn, j, d)
        text = d["t"]
        if PH.search(text) or SPAN.search(text):
            problems.append(f"{fn}[{j}]: placeholder/span in benign")
        if not 20 <= len(text) <= 500:
            problems.append(f"{fn}[{j}]: benign length {len(text)}")
        benign.append({"text": text, "kind": d["k"], "note": d["n"]})
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
