#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a*.py hold ENTRIES = [(text, category, obfuscation, lang, note), ...];
batch files b*.py hold ENTRIES = [(text, kind, note), ...].

build.py only
  (a) applies a real encoding to a span marked <<ENC:label>>payload<</ENC>> inside an
      attack text, adds the label to the obfuscation field and appends
      ' | plain: payload' to the note;
  (b) fills {{CRED:kind}} placeholders with random strings in real key formats
      (fixed seed);
  (c) writes attacks.jsonl and benign.jsonl.
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
RNG = random.Random(20261204)

A = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEXL = "0123456789abcdef"


def r(n, alphabet=A):
    return "".join(RNG.choice(alphabet) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    body = b64url(json.dumps({"sub": r(10, string.digits), "role": "service",
                              "iat": 1764000000 + RNG.randrange(10**6)}).encode())
    return f"{head}.{body}.{b64url(bytes(RNG.randrange(256) for _ in range(32)))}"


def pem():
    body = base64.b64encode(bytes(RNG.randrange(256) for _ in range(180))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + \
        "\n-----END OPENSSH PRIVATE KEY-----"


CREDS = {
    "aws_akid": lambda: "AKIA" + r(16, string.ascii_uppercase + "234567"),
    "aws_asia": lambda: "ASIA" + r(16, string.ascii_uppercase + "234567"),
    "aws_secret": lambda: r(40, A + "/+"),
    "ghp": lambda: "ghp_" + r(36),
    "gho": lambda: "gho_" + r(36),
    "github_pat": lambda: "github_pat_" + r(22, UP) + "_" + r(59),
    "openai": lambda: "sk-proj-" + r(48, A + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + r(93, A + "-_") + "AA",
    "xoxb": lambda: f"xoxb-{r(12, string.digits)}-{r(13, string.digits)}-{r(24)}",
    "xoxp": lambda: f"xoxp-{r(12, string.digits)}-{r(12, string.digits)}-{r(13, string.digits)}-{r(32, HEXL)}",
    "stripe": lambda: "sk_live_" + r(99),
    "stripe_rk": lambda: "rk_live_" + r(99),
    "google": lambda: "AIza" + r(35, A + "-_"),
    "sendgrid": lambda: f"SG.{r(22, A + '-_')}.{r(43, A + '-_')}",
    "twilio_ac": lambda: "AC" + r(32, HEXL),
    "twilio_sk": lambda: "SK" + r(32, HEXL),
    "npm": lambda: "npm_" + r(36),
    "gitlab": lambda: "glpat-" + r(20, A + "-_"),
    "hf": lambda: "hf_" + r(34),
    "telegram": lambda: f"{RNG.randrange(10**9, 10**10)}:AA{r(33, A + '-_')}",
    "mailgun": lambda: "key-" + r(32, HEXL),
    "shopify": lambda: "shpat_" + r(32, HEXL),
    "do": lambda: "dop_v1_" + r(64, HEXL),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + r(60, A + "-_"),
    "azure": lambda: base64.b64encode(bytes(RNG.randrange(256) for _ in range(64))).decode(),
    "jwt": jwt,
    "pem": pem,
    "pw": lambda: r(14, A + "!#%^*"),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def enc(label, s):
    if label == "base64":
        return base64.b64encode(s.encode()).decode()
    if label == "hex":
        return s.encode().hex()
    if label == "rot13":
        return s.translate(str.maketrans(
            string.ascii_lowercase + string.ascii_uppercase,
            string.ascii_lowercase[13:] + string.ascii_lowercase[:13] +
            string.ascii_uppercase[13:] + string.ascii_uppercase[:13]))
    if label == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if label == "html_entities":
        return "".join(f"&#{ord(ch)};" for ch in s)
    if label == "homoglyph":
        return "".join(HOMO.get(ch, ch) for ch in s)
    if label == "zero_width":
        return "\u200b".join(s)
    if label == "unicode_tags":
        return "".join(chr(0xE0000 + ord(ch)) if ord(ch) < 0x80 else ch for ch in s)
    if label == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if label == "fullwidth":
        return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ("\u3000" if ch == " " else ch) for ch in s)
    if label == "leetspeak":
        return "".join(LEET.get(ch.lower(), ch) for ch in s)
    if label == "reversed":
        return s[::-1]
    if label == "mixed_case":
        return "".join(ch.upper() if i % 2 else ch.lower() for i, ch in enumerate(s))
    if label == "spacing":
        return " ".join(s)
    if label == "punctuation":
        return ".".join(s.replace(" ", "_"))
    raise ValueError(label)


ENC_RE = re.compile(r"<<ENC:([a-z_0-9]+)>>(.*?)<</ENC>>", re.S)
CRED_RE = re.compile(r"\{\{CRED:([a-z_0-9]+)\}\}")


def load(pattern):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, pattern))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        for e in ns["ENTRIES"]:
            out.append((os.path.basename(path), e))
    return out


def build_attack(src, e):
    text, cat, obf, lang, note = e
    labels = [] if obf == "none" else obf.split("+")
    plains = []

    def sub(m):
        label, payload = m.group(1), m.group(2)
        labels.insert(0, label) if label not in labels else None
        plains.append(payload)
        return enc(label, payload)

    text = ENC_RE.sub(sub, text)
    text = CRED_RE.sub(lambda m: CREDS[m.group(1)](), text)
    if plains:
        note = note + " | plain: " + " / ".join(plains)
    return {"text": text, "category": cat, "obfuscation": "+".join(labels) or "none",
            "lang": lang, "note": f"{note} [{src}]"}


def build_benign(src, e):
    text, kind, note = e
    assert "{{CRED:" not in text and "<<ENC:" not in text, text
    return {"text": text, "kind": kind, "note": f"{note} [{src}]"}


def main():
    attacks = [build_attack(s, e) for s, e in load("a[0-9]*.py")]
    benign = [build_benign(s, e) for s, e in load("b[0-9]*.py")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
