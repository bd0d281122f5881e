#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a*.py (attacks) and b*.py (benign) each define ENTRIES, a list of dicts:
  attacks: t=text, c=category, o=obfuscation ('none' or '+'-joined), l=lang, n=note,
           optional e=encoding label applied to the span marked with ⟦ ... ⟧
  benign:  t=text, k=kind, n=note
build.py only (a) applies real encodings to a marked span (the plain span is kept
in the note after '| plain: '), (b) fills @@NAME@@ credential placeholders with
random strings in real key formats from a fixed seed, (c) writes the JSONL files.
"""
import base64
import codecs
import glob
import json
import os
import random
import re
import runpy
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)

UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG


def r(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(n):
    return r(n, AN + "-_")


def jwt():
    hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = json.dumps({"sub": r(10, DG), "role": "service", "iat": 1717000000 + rng.randint(0, 9999999)})
    bd = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
    return f"{hdr}.{bd}.{b64url(43)}"


def pem():
    raw = bytes(rng.getrandbits(8) for _ in range(121))
    b = base64.b64encode(raw).decode()
    lines = "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{lines}\n-----END EC PRIVATE KEY-----"


FILL = {
    "AKIA": lambda: "AKIA" + r(16, UP + "234567"),
    "ASIA": lambda: "ASIA" + r(16, UP + "234567"),
    "AWS_SECRET": lambda: r(40, AN + "+/"),
    "GHP": lambda: "ghp_" + r(36),
    "GHO": lambda: "gho_" + r(36),
    "GITHUB_PAT": lambda: "github_pat_" + r(22) + "_" + r(59),
    "OPENAI": lambda: "sk-proj-" + b64url(48) + "T3BlbkFJ" + b64url(48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + b64url(93) + "AA",
    "XOXB": lambda: f"xoxb-{r(12, DG)}-{r(13, DG)}-{r(24)}",
    "XOXP": lambda: f"xoxp-{r(12, DG)}-{r(12, DG)}-{r(13, DG)}-{r(32, DG + 'abcdef')}",
    "STRIPE": lambda: "sk_live_" + r(99)[:24 + rng.randint(0, 75)],
    "RK_LIVE": lambda: "rk_live_" + r(24),
    "GOOGLE": lambda: "AIza" + r(35, AN + "-_"),
    "SENDGRID": lambda: f"SG.{b64url(22)}.{b64url(43)}",
    "TWILIO_AC": lambda: "AC" + r(32, DG + "abcdef"),
    "TWILIO_SK": lambda: "SK" + r(32, DG + "abcdef"),
    "TWILIO_TOKEN": lambda: r(32, DG + "abcdef"),
    "NPM": lambda: "npm_" + r(36),
    "GLPAT": lambda: "glpat-" + r(20, AN + "-_"),
    "HF": lambda: "hf_" + r(34, UP + LO),
    "TELEGRAM": lambda: f"{rng.randint(100000000, 7999999999)}:AA{r(33, AN + '-_')}",
    "MAILGUN": lambda: "key-" + r(32, DG + "abcdef"),
    "SHOPIFY": lambda: "shpat_" + r(32, DG + "abcdef"),
    "DO": lambda: "dop_v1_" + r(64, DG + "abcdef"),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + b64url(60),
    "AZURE_KEY": lambda: base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode(),
    "JWT": jwt,
    "PEM": pem,
    "PASS": lambda: r(6, LO) + rng.choice("!#%*") + r(7, AN),
}


def fill(text):
    return re.sub(r"@@([A-Z_]+)@@", lambda m: FILL[m.group(1)](), text)


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def enc(label, s):
    if label == "base64":
        return base64.b64encode(s.encode()).decode()
    if label == "hex":
        return s.encode().hex()
    if label == "rot13":
        return codecs.encode(s, "rot13")
    if label == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if label == "html_entities":
        return "".join(f"&#{ord(ch)};" if ch.isalnum() else ch for ch in s)
    if label == "homoglyph":
        return "".join(HOMO.get(ch, ch) for ch in s)
    if label == "zero_width":
        return "\u200b".join(s)
    if label == "unicode_tags":
        return "".join(chr(0xE0000 + ord(ch)) if 0x20 <= ord(ch) < 0x7F else ch for ch in s)
    if label == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if label == "fullwidth":
        return "".join(chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else ("\u3000" if ch == " " else ch) for ch in s)
    if label == "leetspeak":
        return "".join(LEET.get(ch, ch) for ch in s)
    if label == "reversed":
        return s[::-1]
    if label == "mixed_case":
        return "".join(ch.upper() if i % 2 else ch.lower() for i, ch in enumerate(s))
    if label == "spacing":
        return " ".join(s)
    if label == "punctuation":
        return ".".join(s.replace(" ", ""))
    raise ValueError(label)


SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def build_attack(d):
    text, obf, note = d["t"], d["o"], d["n"]
    if "e" in d:
        m = SPAN.search(text)
        assert m, d
        plain = m.group(1)
        text = text[:m.start()] + enc(d["e"], plain) + text[m.end():]
        obf = d["e"] if obf == "none" else obf + "+" + d["e"]
        note = f"{note} | plain: {plain}"
    assert "⟦" not in text and "⟧" not in text, d
    return {"text": fill(text), "category": d["c"], "obfuscation": obf, "lang": d["l"], "note": note}


def build_benign(d):
    assert "@@" not in d["t"], d
    return {"text": d["t"], "kind": d["k"], "note": d["n"]}


def main():
    A, B = [], []
    for p in sorted(glob.glob(os.path.join(HERE, "a[0-9][0-9].py"))):
        A += [build_attack(d) for d in runpy.run_path(p)["ENTRIES"]]
    for p in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
        B += [build_benign(d) for d in runpy.run_path(p)["ENTRIES"]]
    for name, rows in (("attacks.jsonl", A), ("benign.jsonl", B)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(A)} attacks, {len(B)} benign")


if __name__ == "__main__":
    main()
