#!/usr/bin/env python3
"""Assemble attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

The script only (a) applies real encodings to payload spans marked [[ENC:tech|payload]]
in hand-written entries, (b) fills {{KIND}} credential slots with random strings in real
key formats, (c) writes the JSONL files. Entries themselves are all hand-written.
"""
import base64
import codecs
import glob
import importlib.util
import json
import os
import random
import re
import secrets
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.SystemRandom()

A62 = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEXC = "0123456789abcdef"


def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(n):
    return base64.urlsafe_b64encode(secrets.token_bytes(n)).decode().rstrip("=")


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = json.dumps({"sub": str(rng.randint(10000, 99999)), "iat": rng.randint(1700000000, 1760000000)})
    p = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64url(32)}"


def pem():
    lines = [base64.b64encode(secrets.token_bytes(48)).decode() for _ in range(2)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def pem_rsa():
    lines = [base64.b64encode(secrets.token_bytes(48)).decode() for _ in range(2)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


def pem_typed(label):
    def f():
        lines = [base64.b64encode(secrets.token_bytes(48)).decode() for _ in range(2)]
        return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
    return f


def password():
    return rs(A62, 6) + rng.choice("!#%*-_") + rs(A62, 5) + rng.choice("!#%*-_") + rs(string.digits, 2)


GEN = {
    "AWS_AKID": lambda: "AKIA" + rs(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: rs(A62 + "/+", 40),
    "GH_PAT": lambda: "ghp_" + rs(A62, 36),
    "GH_FINE": lambda: "github_pat_11" + rs(UP, 20) + "_" + rs(A62, 59),
    "GITLAB": lambda: "glpat-" + rs(A62 + "-_", 20),
    "OPENAI": lambda: "sk-proj-" + rs(A62 + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(A62 + "-_", 86) + "AA",
    "STRIPE_LIVE": lambda: "sk_live_" + rs(A62, 24),
    "STRIPE_RK": lambda: "rk_live_" + rs(A62, 24),
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**11, 10**12)}-{rs(A62, 24)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{rs(UP, 8)}/B{rs(UP, 10)}/{rs(A62, 24)}",
    "GOOGLE_API": lambda: "AIza" + rs(A62 + "-_", 35),
    "JWT": jwt,
    "PEM": pem,
    "PEM_RSA": pem_rsa,
    "PEM_EC": pem_typed("EC PRIVATE KEY"),
    "PEM_P8": pem_typed("PRIVATE KEY"),
    "PASS": password,
    "HEX32": lambda: rs(HEXC, 32),
    "HEX40": lambda: rs(HEXC, 40),
    "SENDGRID": lambda: "SG." + rs(A62 + "-_", 22) + "." + rs(A62 + "-_", 43),
    "TWILIO_SID": lambda: "AC" + rs(HEXC, 32),
    "NPM": lambda: "npm_" + rs(A62, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(A62 + "-_", 60),
    "DISCORD": lambda: f"{rs(A62, 24)}.{rs(A62 + '-_', 6)}.{rs(A62 + '-_', 27)}",
    "TELEGRAM": lambda: f"{rng.randint(10**9, 10**10)}:AA{rs(A62 + '-_', 33)}",
    "HF": lambda: "hf_" + rs(A62, 34),
    "DIGITS6": lambda: rs(string.digits, 6),
    "SHOPIFY": lambda: "shpat_" + rs(HEXC, 32),
    "DO": lambda: "dop_v1_" + rs(HEXC, 64),
    "AZURE_SAS": lambda: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-12-31T23:59:59Z&sig=" + urllib.parse.quote(base64.b64encode(secrets.token_bytes(32)).decode(), safe=""),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "M": "М", "K": "К", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def homoglyph(s):
    return "".join(HOMO.get(ch, ch) if rng.random() < 0.7 else ch for ch in s)


def zero_width(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch.isalpha() and rng.random() < 0.35:
            out.append(rng.choice(["\u200b", "\u200c", "\u200d", "\u2060"]))
    return "".join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def unicode_tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)


def mixed_case(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


def leet(s):
    return "".join(LEET.get(c.lower(), c) for c in s)


def html_ent(s):
    return "".join(f"&#{ord(c)};" if c.isalnum() else c for c in s)


def spacing(s):
    return " ".join(s)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": html_ent,
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": unicode_tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": leet,
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": spacing,
}

ENC_RE = re.compile(r"\[\[ENC:([a-z0-9_]+)\|(.*?)\]\]", re.S)
SLOT_RE = re.compile(r"\{\{([A-Z0-9_]+)\}\}")


def render(text, obf):
    used = []

    def enc(m):
        used.append(m.group(1))
        return ENC[m.group(1)](m.group(2))

    text = ENC_RE.sub(enc, text)
    for u in used:
        assert u in obf.split("+"), (u, obf, text[:60])
    text = SLOT_RE.sub(lambda m: GEN[m.group(1)](), text)
    return text


def load(pattern, var):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, pattern))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(getattr(mod, var))
    return rows


def main():
    attacks = []
    for cat, obf, lang, note, text in load("batch_a_*.py", "A"):
        attacks.append({"text": render(text, obf), "category": cat, "obfuscation": obf,
                        "lang": lang, "note": note})
    benign = []
    for kind, note, text in load("batch_b_*.py", "B"):
        benign.append({"text": render(text, "none"), "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(attacks), len(benign))


if __name__ == "__main__":
    main()
