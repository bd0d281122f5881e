#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Only three things happen here:
  (a) a span marked with \u27e6 ... \u27e7 in an attack whose dict has an "enc" key is
      replaced by a REAL encoding of that span; the plain span is appended to the note
      after "| plain: " and the encoding label is prepended to the obfuscation field;
  (b) credential placeholders @@NAME@@ are filled with random strings in real key formats
      (fixed seed);
  (c) the two jsonl files are written.
"""
import base64
import codecs
import glob
import json
import os
import random
import runpy
import string
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240611)
OPEN, CLOSE = "\u27e6", "\u27e7"

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
URLSAFE = AN + "-_"
HEX = "0123456789abcdef"


def r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": r(DG, 8), "role": "service", "iat": 1717000000 + RNG.randint(0, 9999999)},
                             separators=(",", ":")).encode())
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem():
    body = base64.b64encode(bytes(RNG.getrandbits(8) for _ in range(121))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


CRED = {
    "AWS_AK": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWS_SK": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GH_PAT": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 64),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{r(DG, 12)}-{r(DG, 12)}-{r(DG, 13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: f"SG.{r(URLSAFE, 22)}.{r(URLSAFE, 43)}",
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GITLAB": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM": lambda: f"{RNG.randint(100000000, 9999999999)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmcCJD" + r(URLSAFE, 50),
    "AZURE": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PASS": lambda: r(AN, 10) + RNG.choice("!#%*") + r(AN, 5),
}

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e",
        "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c",
        "B": "\u0412", "X": "\u0425"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def mixed(s):
    out, k = [], 0
    for c in s:
        if c.isalpha():
            out.append(c.upper() if k % 2 else c.lower())
            k += 1
        else:
            out.append(c)
    return "".join(out)


def punct(s):
    words = []
    for w in s.split(" "):
        words.append(".".join(w[i:i + 2] for i in range(0, len(w), 2)) if len(w) > 3 else w)
    return " ".join(words)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c != " " else " " for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000E007F",
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: " ".join(s.replace(" ", "")) if len(s) < 30 else "  ".join(" ".join(w) for w in s.split()),
    "punctuation": punct,
}


def fill_creds(text):
    while "@@" in text:
        a = text.index("@@")
        b = text.index("@@", a + 2)
        name = text[a + 2:b]
        text = text[:a] + CRED[name]() + text[b + 2:]
    return text


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            e = dict(e)
            e["_src"] = os.path.basename(path)
            rows.append(e)
    return rows


def main():
    bad = 0
    out_a = []
    for e in load("a"):
        text, enc = e["text"], e.get("enc")
        if enc:
            a, b = text.index(OPEN), text.index(CLOSE)
            span = text[a + 1:b]
            text = text[:a] + ENC[enc](span) + text[b + 1:]
            obf = enc if e["obfuscation"] == "none" else enc + "+" + e["obfuscation"]
            note = e["note"] + " | plain: " + span
        else:
            if OPEN in text or CLOSE in text:
                print("marker without enc:", e["_src"], text[:60]); bad += 1
            obf, note = e["obfuscation"], e["note"]
        text = fill_creds(text)
        if not 40 <= len(text) <= 500:
            print("attack length", len(text), e["_src"], repr(text[:70])); bad += 1
        out_a.append({"text": text, "category": e["category"], "obfuscation": obf,
                      "lang": e["lang"], "note": note})
    out_b = []
    for e in load("b"):
        if "@@" in e["text"] or OPEN in e["text"]:
            print("placeholder in benign:", e["_src"], e["text"][:60]); bad += 1
        if not 20 <= len(e["text"]) <= 500:
            print("benign length", len(e["text"]), e["_src"], repr(e["text"][:70])); bad += 1
        out_b.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    for name, rows in (("attacks.jsonl", out_a), ("benign.jsonl", out_b)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(out_a)} attacks, {len(out_b)} benign")
    if bad:
        sys.exit(1)


if __name__ == "__main__":
    main()
