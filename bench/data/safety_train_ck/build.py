#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

What this script does, and nothing more:
  (a) for attack entries carrying an "enc" key, applies that REAL encoding to the span
      marked with ⟦ … ⟧ in the hand-written text, prefixes the encoding label to the
      entry's obfuscation and keeps the plain payload in the note after "| plain: ";
  (b) fills credential placeholders §NAME§ with random strings in real key formats
      from a fixed seed (never documentation placeholders);
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
RNG = random.Random(20261204)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B32 = UP + "234567"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"


def r(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


def b64url(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url({"alg": "HS256", "typ": "JWT"})
    body = b64url({"sub": str(RNG.randint(10**6, 10**7)), "role": "service",
                   "iat": 1796000000 + RNG.randint(0, 10**6)})
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem():
    body = "\n".join(r(B64, 64) for _ in range(3))
    return f"-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA{r(B64, 48)}\n{body}\n-----END RSA PRIVATE KEY-----"


SECRETS = {
    "AKIA": lambda: "AKIA" + r(B32, 16),
    "ASIA": lambda: "ASIA" + r(B32, 16),
    "AWSSECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(ALNUM, 36),
    "GHO": lambda: "gho_" + r(ALNUM, 36),
    "GHPAT": lambda: "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 40) + "T3BlbkFJ" + r(URLSAFE, 40),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(DIG, 12)}-{r(DIG, 13)}-{r(ALNUM, 24)}",
    "XOXP": lambda: f"xoxp-{r(DIG, 12)}-{r(DIG, 12)}-{r(DIG, 13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_" + r(ALNUM, 24),
    "RKLIVE": lambda: "rk_live_" + r(ALNUM, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "TWILIOAC": lambda: "AC" + r(HEX, 32),
    "TWILIOSK": lambda: "SK" + r(HEX, 32),
    "NPM": lambda: "npm_" + r(ALNUM, 36),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM": lambda: f"{RNG.randint(10**9, 7 * 10**9)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZUREKEY": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PW": lambda: r(ALNUM, 6) + RNG.choice("!#%*") + r(ALNUM, 7),
}


def fill(text):
    while "§" in text:
        a = text.index("§")
        b = text.index("§", a + 1)
        name = text[a + 1:b]
        text = text[:a] + SECRETS[name]() + text[b + 1:]
    return text


# --- real encodings -------------------------------------------------------

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def rot13(s):
    return s.translate(str.maketrans(
        LO + UP, LO[13:] + LO[:13] + UP[13:] + UP[:13]))


def zero_width(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch.isalpha() and RNG.random() < 0.5:
            out.append(RNG.choice(["\u200b", "\u200c", "\u200d", "\u2060"]))
    return "".join(out)


def tags(s):
    return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128) + "\U000E007F"


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def mixed_case(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


def spacing(s):
    return " ".join(" ".join(w) for w in s.split(" "))


def punctuation(s):
    return " ".join(".".join(w) for w in s.split(" "))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": rot13,
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": zero_width,
    "unicode_tags": tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": spacing,
    "punctuation": punctuation,
}


def encode(entry):
    enc = entry.pop("enc", None)
    text = entry["text"]
    if enc is None:
        assert "⟦" not in text, text
        return entry
    a, b = text.index("⟦"), text.index("⟧")
    plain = text[a + 1:b]
    entry["text"] = text[:a] + ENC[enc](plain) + text[b + 1:]
    ob = entry["obfuscation"]
    entry["obfuscation"] = enc if ob == "none" else enc + "+" + ob
    entry["note"] = entry["note"] + " | plain: " + plain
    return entry


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        rows.extend(runpy.run_path(path)["ENTRIES"])
    return rows


def main():
    attacks = []
    for e in load("a"):
        e = dict(e)
        e["text"] = fill(e["text"])
        e = encode(e)
        attacks.append({k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")})
    benign = [{k: dict(e)[k] for k in ("text", "kind", "note")} for e in load("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
