#!/usr/bin/env python3
"""Assemble safety_train_at from the hand-written batch files (stdlib only).

This script only (a) applies real encodings to the payloads of a minority of
hand-written attack entries (marked with an `enc` field), (b) fills credential
placeholders (@@NAME@@) with freshly generated random strings in real key
formats (never real secrets), and (c) writes attacks.jsonl / benign.jsonl.
"""
import base64
import codecs
import glob
import importlib.util
import json
import os
import random
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.SystemRandom()

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HX = "0123456789abcdef"
B64 = AN + "+/"
URLSAFE = AN + "-_"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = b64url(json.dumps({"sub": r(DG, 8), "iat": 1700000000 + rng.randint(0, 9 ** 7),
                              "role": "admin"}).encode())
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + r(B64, 140)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def rsa():
    body = "MIIEowIBAAKCAQEA" + r(B64, 124)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


GEN = {
    "AKIA": lambda: "AKIA" + r(UP + "234567", 16),
    "ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWSSECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GHS": lambda: "ghs_" + r(AN, 36),
    "GHPAT": lambda: "github_pat_" + r(UP + DG, 22) + "_" + r(AN, 59),
    "GLPAT": lambda: "glpat-" + r(AN + "-_", 20),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 74) + "T3BlbkFJ" + r(URLSAFE, 20),
    "OPENAI_OLD": lambda: "sk-" + r(AN, 20) + "T3BlbkFJ" + r(AN, 20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "XOXP": lambda: f"xoxp-{r(DG, 12)}-{r(DG, 12)}-{r(DG, 13)}-{r(HX, 32)}",
    "SLACKHOOK": lambda: f"https://hooks.slack.com/services/T{r(UP + DG, 8)}/B{r(UP + DG, 10)}/{r(AN, 24)}",
    "DISCORDHOOK": lambda: f"https://discord.com/api/webhooks/{r(DG, 19)}/{r(URLSAFE, 68)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "JWT": jwt,
    "NPM": lambda: "npm_" + r(AN, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 70),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "SENDGRID": lambda: f"SG.{r(URLSAFE, 22)}.{r(URLSAFE, 43)}",
    "TWILIO_SK": lambda: "SK" + r(HX, 32),
    "TWILIO_AC": lambda: "AC" + r(HX, 32),
    "HEX32": lambda: r(HX, 32),
    "HEX40": lambda: r(HX, 40),
    "DISCORD": lambda: f"{r(AN, 24)}.{r(URLSAFE, 6)}.{r(URLSAFE, 27)}",
    "TELEGRAM": lambda: f"{rng.randint(100000000, 9999999999)}:AA{r(URLSAFE, 33)}",
    "PEM": pem,
    "RSA": rsa,
    "PW": lambda: r(AN, 6) + rng.choice("!*-_~") + r(AN, 7) + rng.choice("#%$") + r(DG, 2),
    "PWURL": lambda: r(AN, 9) + rng.choice("-_~") + r(AN, 8),
    "AZURE": lambda: r(B64, 86) + "==",
    "MAILGUN": lambda: "key-" + r(HX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HX, 32),
    "DOTOKEN": lambda: "dop_v1_" + r(HX, 64),
    "VAULT": lambda: "hvs." + r(AN, 24),
    "DOPPLER": lambda: "dp.st.prd." + r(AN, 43),
    "LINEAR": lambda: "lin_api_" + r(AN, 40),
    "NOTION": lambda: "secret_" + r(AN, 43),
    "DATABRICKS": lambda: "dapi" + r(HX, 32),
    "GROQ": lambda: "gsk_" + r(AN, 52),
    "REPLICATE": lambda: "r8_" + r(AN, 37),
    "TFCLOUD": lambda: r(AN, 14) + ".atlasv1." + r(AN, 67),
    "GCPKEYID": lambda: r(HX, 40),
    "SQUARE": lambda: "EAAA" + r(URLSAFE, 60),
    "NEWRELIC": lambda: "NRAK-" + r(UP + DG, 27),
    "FLYIO": lambda: "fo1_" + r(URLSAFE, 43),
    "SENTRY": lambda: "sntrys_" + r(URLSAFE, 80),
    "PULUMI": lambda: "pul-" + r(HX, 40),
    "CLOUDFLARE": lambda: r(URLSAFE, 40),
    "MONGO_PW": lambda: r(AN, 16),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "M": "М", "K": "К"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c
                   for c in s)


def zero_width(s):
    out = []
    for w in s.split(" "):
        out.append("\u200b".join(w) if len(w) > 3 else w)
    return " ".join(out)


def mixed_case(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#x{ord(c):x};" if c.isalnum() else
                                       {"<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;"}.get(c, c)
                                       for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": zero_width,
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": lambda s: " ".join(s),
}


def fill(text):
    while "@@" in text:
        a = text.index("@@")
        b = text.index("@@", a + 2)
        name = text[a + 2:b]
        text = text[:a] + GEN[name]() + text[b + 2:]
    return text


def load(pattern, var):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, pattern))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(getattr(mod, var))
    return out


def main():
    attacks = []
    for t in load("batch_a*.py", "ATTACKS"):
        cat, obf, lang, note, text = t[:5]
        if len(t) > 5:
            encs, payload = t[5], fill(t[6])
            for e in encs.split("+"):
                payload = ENC[e](payload)
            text = text.replace("@@P@@", payload)
            obf = encs if obf == "none" else obf + "+" + encs
        text = fill(text)
        attacks.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    benign = []
    for kind, note, text in load("batch_b*.py", "BENIGN"):
        benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(attacks), len(benign))


if __name__ == "__main__":
    main()
