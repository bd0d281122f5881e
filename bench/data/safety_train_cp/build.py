#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only (a) applies a real encoding to the span marked with the brackets
U+27E6 / U+27E7 in attack entries that carry an "e" key (the plain span is kept in
the note after "| plain: "), (b) fills {{PLACEHOLDER}} credential slots with random
strings in real key formats from a fixed seed, (c) writes the two JSONL files.
"""
import base64
import glob
import json
import os
import random
import re
import string
import urllib.parse
import runpy

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261204)
A = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LO = string.ascii_lowercase + string.digits
HEXL = "0123456789abcdef"


def r(n, alpha=A):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    p = b64url(json.dumps({"sub": r(10, LO), "iat": rng.randint(1700000000, 1790000000),
                           "role": "service"}).encode())
    return f"{h}.{p}.{b64url(bytes(rng.getrandbits(8) for _ in range(32)))}"


def pem():
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(180))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


GEN = {
    "AWS_ID": lambda: "AKIA" + r(16, string.ascii_uppercase + "234567"),
    "AWS_STS": lambda: "ASIA" + r(16, string.ascii_uppercase + "234567"),
    "AWS_SECRET": lambda: r(40, A + "/+"),
    "GHP": lambda: "ghp_" + r(36),
    "GHO": lambda: "gho_" + r(36),
    "GH_PAT": lambda: "github_pat_" + r(22) + "_" + r(59),
    "OPENAI": lambda: "sk-proj-" + r(48, A + "-_"),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(93, A + "-_") + "AA",
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(24)}",
    "SLACK_USER": lambda: f"xoxp-{rng.randint(10**10, 10**11)}-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(32, HEXL)}",
    "STRIPE": lambda: "sk_live_" + r(99)[:rng.randint(24, 99)],
    "STRIPE_RK": lambda: "rk_live_" + r(40),
    "GOOGLE": lambda: "AIza" + r(35, A + "-_"),
    "SENDGRID": lambda: "SG." + r(22, A + "-_") + "." + r(43, A + "-_"),
    "TWILIO_AC": lambda: "AC" + r(32, HEXL),
    "TWILIO_SK": lambda: "SK" + r(32, HEXL),
    "TWILIO_TOKEN": lambda: r(32, HEXL),
    "NPM": lambda: "npm_" + r(36),
    "GITLAB": lambda: "glpat-" + r(20, A + "-_"),
    "HF": lambda: "hf_" + r(34),
    "TELEGRAM": lambda: f"{rng.randint(10**9, 10**10)}:AA{r(33, A + '-_')}",
    "MAILGUN": lambda: "key-" + r(32, HEXL),
    "SHOPIFY": lambda: "shpat_" + r(32, HEXL),
    "DO": lambda: "dop_v1_" + r(64, HEXL),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(60, A + "-_"),
    "AZURE_KEY": lambda: base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode(),
    "JWT": jwt,
    "PEM": pem,
    "PASS": lambda: r(6, LO) + rng.choice("!*_-") + r(5) + str(rng.randint(10, 99)),
}
PH = re.compile(r"\{\{([A-Z_]+)\}\}")


def fill(text):
    def sub(m):
        k = m.group(1)
        return GEN[k]() if k in GEN else m.group(0)
    return PH.sub(sub, text)


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def enc(kind, s):
    if kind == "base64":
        return base64.b64encode(s.encode()).decode()
    if kind == "hex":
        return s.encode().hex()
    if kind == "rot13":
        return s.translate(str.maketrans(
            string.ascii_lowercase + string.ascii_uppercase,
            string.ascii_lowercase[13:] + string.ascii_lowercase[:13]
            + string.ascii_uppercase[13:] + string.ascii_uppercase[:13]))
    if kind == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if kind == "html_entities":
        return "".join(f"&#x{ord(ch):x};" if ch != " " else " " for ch in s)
    if kind == "homoglyph":
        return "".join(HOMO.get(ch, ch) for ch in s)
    if kind == "zero_width":
        return "\u200b".join(s)
    if kind == "unicode_tags":
        return "".join(chr(0xE0000 + ord(ch)) if 0x20 <= ord(ch) < 0x7F else ch for ch in s)
    if kind == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if kind == "fullwidth":
        return "".join("\u3000" if ch == " " else chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else ch for ch in s)
    if kind == "leetspeak":
        return "".join(LEET.get(ch, ch) for ch in s)
    if kind == "reversed":
        return s[::-1]
    if kind == "mixed_case":
        out, up = [], False
        for ch in s:
            if ch.isalpha():
                out.append(ch.upper() if up else ch.lower())
                up = not up
            else:
                out.append(ch)
        return "".join(out)
    if kind == "spacing":
        return "   ".join(" ".join(w) for w in s.split(" "))
    if kind == "punctuation":
        return " ".join(".".join(w) for w in s.split(" "))
    raise ValueError(kind)


SPAN = re.compile("\u27e6(.*?)\u27e7", re.S)


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = runpy.run_path(path)
        rows.extend(ns["ENTRIES"])
    return rows


def main():
    out_a = []
    for d in load("a"):
        text, obf, note = d["t"], d["o"], d["n"]
        if "e" in d:
            m = SPAN.search(text)
            assert m, text
            plain = m.group(1)
            text = text[:m.start()] + enc(d["e"], plain) + text[m.end():]
            obf = d["e"] if obf == "none" else obf + "+" + d["e"]
            note = note + " | plain: " + plain
        else:
            assert "\u27e6" not in text, text
        text = fill(text)
        out_a.append({"text": text, "category": d["c"], "obfuscation": obf,
                      "lang": d["l"], "note": note})
    out_b = []
    for d in load("b"):
        assert not PH.search(d["t"]) or all(k not in GEN for k in PH.findall(d["t"])), d["t"]
        out_b.append({"text": d["t"], "kind": d["k"], "note": d["n"]})
    for name, rows in (("attacks.jsonl", out_a), ("benign.jsonl", out_b)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(out_a)} attacks, {len(out_b)} benign")


if __name__ == "__main__":
    main()
