#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

This script does exactly three things:
  (a) applies a REAL encoding to spans marked  ⟪label⟫ ... ⟪/⟫  inside hand-written attack
      texts, adds the label to the entry's obfuscation field and appends the plain payload
      to the note after "| plain: ";
  (b) fills credential placeholders  ⟦KIND⟧  with random strings in real key formats drawn
      from a fixed seed (never documentation placeholders);
  (c) writes attacks.jsonl and benign.jsonl.
Batch files: a??.py (attacks) and b??.py (benign), each defining ENTRIES (a list of dicts) and
optionally CATEGORY / KIND used when an entry does not set its own.
"""
import base64
import glob
import json
import os
import random
import re
import runpy
import string
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240612)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = {"sub": str(rng.randint(10000, 99999)), "role": rng.choice(["admin", "service", "ops"]),
            "iat": rng.randint(1700000000, 1730000000)}
    payload = b64url(json.dumps(body, separators=(",", ":")).encode())
    return f"{head}.{payload}.{r(B64URL, 43)}"


def pem_ec():
    raw = bytes([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]) + bytes(rng.randrange(256) for _ in range(32)) \
        + bytes([0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0xa1, 0x44, 0x03, 0x42, 0x00, 0x04]) \
        + bytes(rng.randrange(256) for _ in range(64))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def pem_openssh():
    raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " \
        + bytes(rng.randrange(256) for _ in range(120))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def password():
    return r(ALNUM, 10) + rng.choice("!#%*_-") + r(ALNUM, 5)


GEN = {
    "AKIA": lambda: "AKIA" + r(UP + "234567", 16),
    "ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(ALNUM, 36),
    "GHO": lambda: "gho_" + r(ALNUM, 36),
    "GHPAT": lambda: "github_pat_11" + r(UP + DIG, 20) + "_" + r(ALNUM, 59),
    "OPENAI": lambda: "sk-proj-" + r(B64URL, 74) + "T3BlbkFJ" + r(B64URL, 74),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(B64URL, 93) + "AA",
    "XOXB": lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(ALNUM, 24)}",
    "XOXP": lambda: f"xoxp-{rng.randint(10**10, 10**11)}-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_51" + r(ALNUM, 96),
    "STRIPE_RK": lambda: "rk_live_51" + r(ALNUM, 96),
    "GOOGLE": lambda: "AIza" + r(B64URL, 35),
    "SENDGRID": lambda: "SG." + r(B64URL, 22) + "." + r(B64URL, 43),
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "TWILIO_TOKEN": lambda: r(HEX, 32),
    "NPM": lambda: "npm_" + r(ALNUM, 36),
    "GLPAT": lambda: "glpat-" + r(B64URL, 20),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA" + r(B64URL, 33),
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmcCJD" + r(B64URL, 60),
    "AZURE_KEY": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM_EC": pem_ec,
    "PEM_SSH": pem_openssh,
    "PASS": password,
    "HEX32": lambda: r(HEX, 32),
    "HEX40": lambda: r(HEX, 40),
    "DISCORD": lambda: b64url(str(rng.randint(10**17, 10**18)).encode()) + "." + r(B64URL, 6) + "." + r(B64URL, 38),
}

# ---- encoders -----------------------------------------------------------------------------
HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К",
        "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х", "I": "І", "S": "Ѕ"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7", "g": "9", "b": "8"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def enc_zero_width(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " ":
            out.append(rng.choice(ZW))
    return "".join(out)


def enc_html(s):
    out = []
    for ch in s:
        k = rng.random()
        if k < 0.5:
            out.append(f"&#{ord(ch)};")
        else:
            out.append(f"&#x{ord(ch):x};")
    return "".join(out)


def enc_mixed(s):
    return "".join(ch.upper() if rng.random() < 0.5 else ch.lower() for ch in s)


def enc_punct(s):
    out = []
    for w in s.split(" "):
        if len(w) > 2:
            pieces = [w[0]]
            for ch in w[1:]:
                if rng.random() < 0.5 and pieces[-1][-1:].isalnum() and ch.isalnum():
                    pieces.append(".")
                pieces.append(ch)
            out.append("".join(pieces))
        else:
            out.append(w)
    return " ".join(out)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: s.translate(str.maketrans(
        LO + UP, LO[13:] + LO[:13] + UP[13:] + UP[:13])),
    "url_encoding": lambda s: "".join(f"%{b:02X}" for b in s.encode()),
    "html_entities": enc_html,
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": enc_zero_width,
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) < 0x7F else c for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": enc_mixed,
    "spacing": lambda s: "  ".join(" ".join(w) for w in s.split(" ")),
    "punctuation": enc_punct,
}

SPAN = re.compile(r"⟪(\w+)⟫(.*?)⟪/⟫", re.S)
PH = re.compile(r"⟦(\w+)⟧")


def fill(text):
    def sub(m):
        k = m.group(1)
        if k not in GEN:
            sys.exit(f"unknown placeholder {k}")
        return GEN[k]()
    return PH.sub(sub, text)


def load(prefix, default_key):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, f"{prefix}[0-9][0-9].py"))):
        ns = runpy.run_path(path)
        dflt = ns.get(default_key.upper())
        for i, e in enumerate(ns["ENTRIES"]):
            e = dict(e)
            if default_key not in e:
                e[default_key] = dflt
            e["_src"] = f"{os.path.basename(path)}#{i}"
            rows.append(e)
    return rows


def build_attack(e):
    text, note = e["text"], e["note"]
    obf = [t for t in e.get("obfuscation", "none").split("+") if t and t != "none"]
    plains = []

    def sub(m):
        label, payload = m.group(1), fill(m.group(2))
        if label not in ENC:
            sys.exit(f"{e['_src']}: unknown encoding {label}")
        plains.append(payload)
        if label not in obf:
            obf.append(label)
        return ENC[label](payload)

    text = SPAN.sub(sub, text)
    text = fill(text)
    if plains:
        note = note + " | plain: " + " / ".join(plains)
    out = {"text": text, "category": e["category"], "obfuscation": "+".join(obf) or "none",
           "lang": e["lang"], "note": note}
    if not 40 <= len(text) <= 500:
        sys.exit(f"{e['_src']}: attack length {len(text)}: {text[:80]!r}")
    return out


def build_benign(e):
    if "⟪" in e["text"] or "⟦" in e["text"]:
        sys.exit(f"{e['_src']}: markers in benign entry")
    out = {"text": e["text"], "kind": e["kind"], "note": e["note"]}
    if not 20 <= len(out["text"]) <= 500:
        sys.exit(f"{e['_src']}: benign length {len(out['text'])}: {out['text'][:80]!r}")
    return out


def main():
    attacks = [build_attack(e) for e in load("a", "category")]
    benign = [build_benign(e) for e in load("b", "kind")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
