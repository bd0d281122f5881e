#!/usr/bin/env python3
"""Assemble safety_train_ah from the hand-written batch files (stdlib only).

This script only (a) applies real encodings to the minority of hand-written payloads
that are marked for it, (b) fills credential placeholders with freshly generated random
strings in real key formats (never real secrets, never documentation placeholders), and
(c) writes attacks.jsonl / benign.jsonl.

Attack rows: (text, category, obfuscation, lang, note) or
             (carrier, category, obfuscation, lang, note, payload) -- the encodings named
             in `obfuscation` are applied to `payload` in order and the result replaces
             {ENC} in `carrier`.
Benign rows: (text, kind, note).
"""
import base64
import codecs
import glob
import html
import importlib.util
import json
import os
import random
import re
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К",
        "M": "М", "B": "В", "s": "ѕ", "j": "ј"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def homoglyph(s):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.6 else c for c in s)


def zero_width(s):
    zw = ["\u200b", "\u200c", "\u200d", "\u2060"]
    out = []
    for c in s:
        out.append(c)
        if c.isalpha() and rng.random() < 0.35:
            out.append(rng.choice(zw))
    return "".join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c)
                   for c in s)


def leet(s):
    return "".join(LEET.get(c, c) for c in s)


def mixed_case(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


def unicode_tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)


def bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "fullwidth": fullwidth,
    "leetspeak": leet,
    "mixed_case": mixed_case,
    "unicode_tags": unicode_tags,
    "bidi": bidi,
    "reversed": lambda s: s[::-1],
}

B62 = string.ascii_letters + string.digits


def r(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def pem_ec():
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(121))).decode()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return "-----BEGIN EC PRIVATE KEY-----\n" + lines + "\n-----END EC PRIVATE KEY-----"


def jwt():
    def seg(d):
        return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    head = seg({"alg": "HS256", "typ": "JWT"})
    body = seg({"sub": str(rng.randrange(10**6, 10**7)), "iat": rng.randrange(1700000000, 1730000000),
                "scope": "admin"})
    sig = base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{head}.{body}.{sig}"


def password():
    return r(B62, 6) + rng.choice("!#%*-_") + r(B62, 7)


GEN = {
    "AKID": lambda: "AKIA" + r(string.ascii_uppercase + "234567", 16),
    "ASIA": lambda: "ASIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: r(B62 + "+/", 40),
    "GHP": lambda: "ghp_" + r(B62, 36),
    "GHO": lambda: "gho_" + r(B62, 36),
    "GHPAT": lambda: "github_pat_" + r(B62, 22) + "_" + r(B62, 59),
    "GLPAT": lambda: "glpat-" + r(B62 + "-_", 20),
    "SK_OPENAI": lambda: "sk-proj-" + r(B62 + "-_", 48),
    "SK_ANT": lambda: "sk-ant-api03-" + r(B62 + "-_", 93) + "AA",
    "XOXB": lambda: f"xoxb-{rng.randrange(10**11, 10**12)}-{rng.randrange(10**12, 10**13)}-{r(B62, 24)}",
    "XOXP": lambda: f"xoxp-{rng.randrange(10**11, 10**12)}-{rng.randrange(10**11, 10**12)}-{rng.randrange(10**12, 10**13)}-{r('0123456789abcdef', 32)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(string.ascii_uppercase + string.digits, 10)}/B{r(string.ascii_uppercase + string.digits, 10)}/{r(B62, 24)}",
    "SK_LIVE": lambda: "sk_live_" + r(B62, 99),
    "RK_LIVE": lambda: "rk_live_" + r(B62, 99),
    "AIZA": lambda: "AIza" + r(B62 + "-_", 35),
    "TWILIO": lambda: "SK" + r("0123456789abcdef", 32),
    "SENDGRID": lambda: "SG." + r(B62 + "-_", 22) + "." + r(B62 + "-_", 43),
    "NPM": lambda: "npm_" + r(B62, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(B62 + "-_", 60),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "JWT": jwt,
    "PEM": pem_ec,
    "PASS": password,
    "DISCORD": lambda: r(B62, 24) + "." + r(B62 + "-_", 6) + "." + r(B62 + "-_", 38),
    "TELEGRAM": lambda: f"{rng.randrange(10**9, 10**10)}:AA{r(B62 + '-_', 33)}",
    "MAILGUN": lambda: "key-" + r("0123456789abcdef", 32),
    "SHOPIFY": lambda: "shpat_" + r("0123456789abcdef", 32),
    "DO": lambda: "dop_v1_" + r("0123456789abcdef", 64),
    "GCP_SA": lambda: r("0123456789abcdef", 40),
    "AZ_CONN": lambda: r(B62 + "+/", 86) + "==",
    "DD": lambda: r("0123456789abcdef", 32),
    "LINEAR": lambda: "lin_api_" + r(B62, 40),
    "NOTION": lambda: "secret_" + r(B62, 43),
    "HEX32": lambda: r("0123456789abcdef", 32),
    "HEX64": lambda: r("0123456789abcdef", 64),
}
PH = re.compile(r"\{(" + "|".join(GEN) + r")\}")


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)](), text)


def load_rows(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(mod.ROWS)
    return rows


def main():
    attacks = []
    for row in load_rows("a"):
        if len(row) == 6:
            carrier, cat, obf, lang, note, payload = row
            payload = fill(payload)
            for t in obf.split("+"):
                if t in ENC:
                    payload = ENC[t](payload)
            text = carrier.replace("{ENC}", payload)
        else:
            text, cat, obf, lang, note = row
        text = fill(text)
        attacks.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    benign = [{"text": t, "kind": k, "note": n} for t, k, n in load_rows("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
