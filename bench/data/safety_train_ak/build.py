#!/usr/bin/env python3
"""Assemble safety_train_ak from the hand-written batch files (stdlib only).

This script does only three things:
 (a) applies real encodings to the minority of hand-written payloads that are marked for it,
 (b) fills <<KIND>> slots in credential entries with freshly generated random strings in
     real key formats (never real secrets, never documentation placeholders),
 (c) writes attacks.jsonl and benign.jsonl.

Batch files (batches/a*.py, batches/b*.py) define A = [...] or B = [...] with entries:
  attack: (category, obfuscation, lang, note, text)                 plain
          (category, obfuscation, lang, note, wrapper, payload)     payload is encoded by the
          encoding techniques named in `obfuscation` (in order) and put at {P} in wrapper
  benign: (kind, note, text)
"""
import base64
import glob
import json
import os
import random
import re
import string
import urllib.parse
import codecs
import html

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(0x5AFE_A4)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HX = "0123456789abcdef"
B64 = AN + "+/"
URLSAFE = AN + "-_"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def jwt():
    def seg(d):
        return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    head = seg({"alg": "HS256", "typ": "JWT"})
    body = seg({"sub": str(rng.randint(10**8, 10**9)), "iat": rng.randint(1.70e9, 1.75e9),
                "role": rng.choice(["admin", "service", "ops"])})
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem_body(n):
    raw = r(B64, n)
    return "\n".join(raw[i:i + 64] for i in range(0, len(raw), 64))


GEN = {
    "AWS_AK": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWS_SK": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GHPAT": lambda: "github_pat_11" + r(UP + DG, 20) + "_" + r(AN, 59),
    "GLPAT": lambda: "glpat-" + r(AN + "-_", 20),
    "SLACK_B": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "SLACK_P": lambda: f"xoxp-{r(DG, 12)}-{r(DG, 12)}-{r(DG, 13)}-{r(HX, 32)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(UP + DG, 8)}/B{r(UP + DG, 10)}/{r(AN, 24)}",
    "STRIPE": lambda: "sk_live_51" + r(AN, 97),
    "STRIPE_RK": lambda: "rk_live_51" + r(AN, 60),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 74) + "T3BlbkFJ" + r(URLSAFE, 74),
    "ANTH": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "GOOG": lambda: "AIza" + r(URLSAFE, 35),
    "JWT": jwt,
    "TWILIO": lambda: "SK" + r(HX, 32),
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "NPM": lambda: "npm_" + r(AN, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmcCJ" + r(URLSAFE, 60),
    "HF": lambda: "hf_" + r(AN, 34),
    "DO": lambda: "dop_v1_" + r(HX, 64),
    "SHOPIFY": lambda: "shpat_" + r(HX, 32),
    "TG": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HX, 32),
    "HVS": lambda: "hvs." + r(AN, 24),
    "DOPPLER": lambda: "dp.st.prd." + r(AN, 43),
    "LINEAR": lambda: "lin_api_" + r(AN, 40),
    "NOTION": lambda: "ntn_" + r(DG, 11) + r(AN, 35),
    "AZ_KEY": lambda: r(B64, 86) + "==",
    "DISCORD": lambda: r("MNO", 1) + r(AN, 23) + "." + r(URLSAFE, 6) + "." + r(URLSAFE, 38),
    "PW": lambda: r(AN, 6) + rng.choice("!#%*") + r(AN, 7) + rng.choice(DG) + r(LO, 3),
    "HEX32": lambda: r(HX, 32),
    "HEX40": lambda: r(HX, 40),
    "DD_API": lambda: r(HX, 32),
    "PEM_RSA": lambda: pem_body(192),
    "PEM_OSSH": lambda: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + pem_body(150),
    "PEM_EC": lambda: "MHcCAQEEI" + pem_body(140),
    "CF": lambda: r(URLSAFE, 40),
    "FIGMA": lambda: "figd_" + r(URLSAFE, 40),
    "SQUARE": lambda: "EAAA" + r(URLSAFE, 60),
    "NEWRELIC": lambda: "NRAK-" + r(UP + DG, 27),
    "GCP_SA_ID": lambda: r(HX, 40),
    "UUID": lambda: f"{r(HX, 8)}-{r(HX, 4)}-4{r(HX, 3)}-{rng.choice('89ab')}{r(HX, 3)}-{r(HX, 12)}",
    "SENTRY": lambda: r(HX, 32),
    "GROQ": lambda: "gsk_" + r(AN, 52),
    "REPLICATE": lambda: "r8_" + r(AN, 37),
    "OKTA": lambda: "00" + r(URLSAFE, 40),
}

# ---------------------------------------------------------------- encodings
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т",
        "H": "Н", "K": "К", "M": "М", "B": "В", "X": "Х", "I": "І"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def homoglyph(s):
    return "".join(HOMO.get(ch, ch) if rng.random() < 0.6 else ch for ch in s)


def zero_width(s):
    zw = ["\u200b", "\u200c", "\u200d", "\u2060"]
    out = []
    for ch in s:
        out.append(ch)
        if ch.isalpha() and rng.random() < 0.5:
            out.append(rng.choice(zw))
    return "".join(out)


def mixed_case(s):
    return "".join(ch.upper() if rng.random() < 0.5 else ch.lower() for ch in s)


def fullwidth(s):
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ("\u3000" if ch == " " else ch) for ch in s)


def leet(s):
    return "".join(LEET.get(ch, ch) for ch in s)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalpha() and rng.random() < 0.7 else html.escape(c) for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": leet,
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
}

SLOT = re.compile(r"<<([A-Z0-9_]+)>>")


def fill(text):
    return SLOT.sub(lambda m: GEN[m.group(1)]() if m.group(1) in GEN else m.group(0), text)


def load(prefix, var):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        for e in ns[var]:
            out.append((os.path.basename(path), e))
    return out


def main():
    attacks = []
    for src, e in load("a", "A"):
        if len(e) == 5:
            cat, obf, lang, note, text = e
        else:
            cat, obf, lang, note, wrapper, payload = e
            payload = fill(payload)
            for t in obf.split("+"):
                if t in ENC:
                    payload = ENC[t](payload)
            assert "{P}" in wrapper, (src, wrapper)
            text = wrapper.replace("{P}", payload)
        text = fill(text)
        attacks.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    benign = []
    for src, e in load("b", "B"):
        kind, note, text = e
        benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(attacks), "attacks,", len(benign), "benign")


if __name__ == "__main__":
    main()
