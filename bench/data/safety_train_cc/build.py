#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a*.py / b*.py each define ENTRIES, a list of dicts written by hand.
Attack dicts use short keys: t (text), c (category), o (obfuscation), l (lang), n (note).
Benign dicts: t (text), k (kind), n (note).

build.py only does three mechanical things:
  1. fills credential placeholders <<NAME>> with random strings in real key formats
     (fixed seed, fresh value per occurrence);
  2. applies a REAL encoding to a marked span [[enc:payload]] in an attack text, adds the
     encoding's label to the obfuscation field and appends "| plain: payload" to the note;
  3. writes attacks.jsonl and benign.jsonl.
"""
import base64
import glob
import json
import os
import random
import re
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)

UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": str(rng.randint(10000, 99999)), "role": "service",
                              "iat": rng.randint(1700000000, 1730000000)},
                             separators=(",", ":")).encode())
    sig = b64url(bytes(rng.randrange(256) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem():
    raw = b"openssh-key-v1\x00" + bytes(rng.randrange(256) for _ in range(150))
    body = base64.b64encode(raw).decode()
    lines = "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{lines}\n-----END OPENSSH PRIVATE KEY-----"


def pw():
    return r(ALNUM, 10) + rng.choice("!#%*-_") + r(ALNUM, 5)


GEN = {
    "AKIA": lambda: "AKIA" + r(UP + "234567", 16),
    "ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(ALNUM, 36),
    "GHO": lambda: "gho_" + r(ALNUM, 36),
    "GH_PAT": lambda: "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 40) + "T3BlbkFJ" + r(URLSAFE, 40),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(ALNUM, 24)}",
    "XOXP": lambda: f"xoxp-{r(string.digits, 12)}-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(HEX, 32)}",
    "STRIPE_SK": lambda: "sk_live_" + r(ALNUM, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(ALNUM, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "HEX32": lambda: r(HEX, 32),
    "NPM": lambda: "npm_" + r(ALNUM, 36),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{rng.randint(1000000000, 7999999999)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 50),
    "AZURE_KEY": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PW": pw,
}
PH_RE = re.compile(r"<<([A-Z0-9_]+)>>")


def fill(text):
    def sub(m):
        name = m.group(1)
        if name not in GEN:  # e.g. Llama-2 "<<SYS>>" markers are literal text
            return m.group(0)
        return GEN[name]()
    return PH_RE.sub(sub, text)


# ---- real encodings --------------------------------------------------------
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d",
        "K": "\u041a", "M": "\u041c", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def zero_width(s):
    marks = ["\u200b", "\u200c", "\u200d", "\u2060"]
    out = []
    for i, ch in enumerate(s):
        out.append(ch)
        if ch != " " and i + 1 < len(s) and s[i + 1] != " ":
            out.append(marks[i % 4])
    return "".join(out)


def mixed(s):
    out, k = [], 0
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if k % 2 else ch.lower())
            k += 1
        else:
            out.append(ch)
    return "".join(out)


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c
                   for c in s)


def punct(s):
    words = []
    for w in s.split(" "):
        words.append(".".join(w[i:i + 2] for i in range(0, len(w), 2)) if len(w) > 3 else w)
    return " ".join(words)


ENC = {
    "b64": ("base64", lambda s: base64.b64encode(s.encode()).decode()),
    "hex": ("hex", lambda s: s.encode().hex()),
    "rot13": ("rot13", lambda s: s.translate(str.maketrans(
        string.ascii_letters,
        string.ascii_lowercase[13:] + string.ascii_lowercase[:13] +
        string.ascii_uppercase[13:] + string.ascii_uppercase[:13]))),
    "url": ("url_encoding", lambda s: urllib.parse.quote(s, safe="")),
    "ent": ("html_entities", lambda s: "".join(f"&#{ord(c)};" if c != " " else " " for c in s)),
    "homo": ("homoglyph", lambda s: "".join(HOMO.get(c, c) for c in s)),
    "zw": ("zero_width", zero_width),
    "tags": ("unicode_tags", lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)),
    "bidi": ("bidi", lambda s: "\u202e" + s[::-1] + "\u202c"),
    "fw": ("fullwidth", fullwidth),
    "leet": ("leetspeak", lambda s: "".join(LEET.get(c, c) for c in s)),
    "rev": ("reversed", lambda s: s[::-1]),
    "mixed": ("mixed_case", mixed),
    "space": ("spacing", lambda s: "  ".join(" ".join(w) for w in s.split(" "))),
    "punct": ("punctuation", punct),
}
SPAN_RE = re.compile(r"\[\[(\w+):(.*?)\]\]", re.S)


def encode_spans(entry):
    text, obf, note = entry["text"], entry["obfuscation"], entry["note"]
    labels = [x for x in obf.split("+") if x != "none"]
    plains = []

    def sub(m):
        kind, payload = m.group(1), m.group(2)
        if kind not in ENC:
            raise SystemExit(f"unknown encoding {kind}")
        label, fn = ENC[kind]
        if label not in labels:
            labels.insert(0, label)
        plains.append(payload)
        return fn(payload)

    text = SPAN_RE.sub(sub, text)
    if plains:
        note = note + " | plain: " + " / ".join(plains)
    entry["text"] = text
    entry["obfuscation"] = "+".join(labels) if labels else "none"
    entry["note"] = note
    return entry


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        for e in ns["ENTRIES"]:
            out.append((os.path.basename(path), e))
    return out


def main():
    attacks = []
    for src, e in load("a"):
        row = {"text": fill(e["t"]), "category": e["c"], "obfuscation": e.get("o", "none"),
               "lang": e.get("l", "en"), "note": e["n"]}
        attacks.append(encode_spans(row))
    benign = []
    for src, e in load("b"):
        if "[[" in e["t"] and SPAN_RE.search(e["t"]):
            raise SystemExit(f"{src}: encoding span in benign entry")
        benign.append({"text": e["t"], "kind": e["k"], "note": e["n"]})
    with open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8") as f:
        for row in attacks:
            f.write(json.dumps({k: row[k] for k in ("text", "category", "obfuscation", "lang", "note")},
                               ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for row in benign:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
