#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a??.py / b??.py each define ENTRIES, a list of dicts written by hand.
Attack dict keys: text, cat, obf, lang, note, and optionally enc.
Benign dict keys: text, kind, note.

This script only:
 (a) applies the REAL encoding named in `enc` to the span marked with the
     brackets U+27EA / U+27EB in a hand-written attack payload, adds the encoding
     label to the obfuscation field and keeps the plain span in the note
     after "| plain: ";
 (b) fills credential placeholders {{NAME}} with random strings in real key
     formats from a fixed seed;
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
RNG = random.Random(20240611)
OPEN, CLOSE = "\u27ea", "\u27eb"

A_UP = string.ascii_uppercase
AN = string.ascii_letters + string.digits
AN_UP = A_UP + string.digits
LOWHEX = "0123456789abcdef"
B64 = AN + "+/"
URLSAFE = AN + "-_"


def r(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": str(RNG.randint(10**6, 10**7)), "role": "service",
                              "iat": RNG.randint(1700000000, 1730000000)},
                             separators=(",", ":")).encode())
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem():
    raw = bytes(RNG.getrandbits(8) for _ in range(121))
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def azure():
    return base64.b64encode(bytes(RNG.getrandbits(8) for _ in range(64))).decode()


def telegram():
    return f"{RNG.randint(10**9, 7 * 10**9)}:AA{r(URLSAFE, 33)}"


def password():
    return r(AN, 10) + RNG.choice("!#%*-_") + r(AN, 5)


GEN = {
    "AWS_AKID": lambda: "AKIA" + r(AN_UP, 16),
    "AWS_ASIA": lambda: "ASIA" + r(AN_UP, 16),
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GH_PAT": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 48) + "T3BlbkFJ" + r(URLSAFE, 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{RNG.randint(10**10, 10**11)}-{RNG.randint(10**12, 10**13)}-{r(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{RNG.randint(10**10, 10**11)}-{RNG.randint(10**10, 10**11)}-{RNG.randint(10**12, 10**13)}-{r(LOWHEX, 32)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 99)[:24 + RNG.randint(0, 75)],
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "TWILIO_SID": lambda: "AC" + r(LOWHEX, 32),
    "TWILIO_KEY": lambda: "SK" + r(LOWHEX, 32),
    "TWILIO_TOKEN": lambda: r(LOWHEX, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(AN, 34),
    "TELEGRAM": telegram,
    "MAILGUN": lambda: "key-" + r(LOWHEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(LOWHEX, 32),
    "DO": lambda: "dop_v1_" + r(LOWHEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZURE": azure,
    "JWT": jwt,
    "PEM": pem,
    "PASS": password,
}

# ---- real encodings -------------------------------------------------------
HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410",
        "B": "\u0412", "C": "\u0421", "E": "\u0415", "H": "\u041d", "K": "\u041a",
        "M": "\u041c", "O": "\u041e", "P": "\u0420", "T": "\u0422", "X": "\u0425"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def rot13(s):
    return s.translate(str.maketrans(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
        "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm"))


def mixed(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return "".join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": rot13,
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() or c == " " else c for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 0x80),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: " ".join(s),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split(" ")),
}


PLACEHOLDER = re.compile(r"\{\{([A-Z_]+)\}\}")


def fill(text):
    return PLACEHOLDER.sub(lambda m: GEN[m.group(1)](), text)


def build_attack(e, src):
    text, obf, note = e["text"], e["obf"], e["note"]
    enc = e.get("enc")
    if enc:
        a, b = text.index(OPEN), text.index(CLOSE)
        span = text[a + 1:b]
        text = text[:a] + ENC[enc](span) + text[b + 1:]
        obf = enc if obf == "none" else obf + "+" + enc
        note = f"{note} | plain: {span}"
    elif OPEN in text or CLOSE in text:
        raise SystemExit(f"{src}: span marker without enc: {text[:60]}")
    return {"text": fill(text), "category": e["cat"], "obfuscation": obf,
            "lang": e["lang"], "note": note}


def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "a[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            attacks.append(build_attack(e, os.path.basename(path)))
    for path in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            if PLACEHOLDER.search(e["text"]):
                raise SystemExit(f"{path}: placeholder in benign entry")
            benign.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
