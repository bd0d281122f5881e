#!/usr/bin/env python3
"""Assemble safety_train_ay from the hand-written batch files (stdlib only).

Batch files (batches/a*.txt, batches/b*.txt) hold one hand-written entry per line:
  attacks: category|obfuscation|lang|note|text
  benign:  kind|note|text
Lines starting with '#' and blank lines are skipped. In text, the two characters
backslash-n stand for a newline.

This script only
  (a) applies the real encoding named in `obfuscation` to the span marked with
      «...» inside a hand-written attack text,
  (b) replaces {PLACEHOLDER} names in credential entries with randomly generated
      strings in real key formats (random, never real secrets, never doc examples),
  (c) writes attacks.jsonl and benign.jsonl.
"""
import base64
import codecs
import glob
import json
import os
import random
import re
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240917)

ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"


def rs(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def pw():
    return rs(ALNUM, 14) + rng.choice("!#%*") + rs(ALNUM, 5)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = b64url(json.dumps({"sub": str(rng.randint(10000, 99999)), "role": "admin",
                              "iat": rng.randint(1700000000, 1730000000)}).encode())
    return f"{head}.{body}.{rs(B64URL, 43)}"


def pem():
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
    lines += [rs(ALNUM + "+/", 70) for _ in range(3)]
    lines.append(rs(ALNUM + "+/", 24) + "=")
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines)
            + "\n-----END OPENSSH PRIVATE KEY-----")


GEN = {
    "AWS_ID": lambda: "AKIA" + rs(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: rs(ALNUM + "/+", 40),
    "GH_PAT": lambda: "ghp_" + rs(ALNUM, 36),
    "GH_FINE": lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59),
    "SLACK_BOT": lambda: f"xoxb-{rs(string.digits, 12)}-{rs(string.digits, 13)}-{rs(ALNUM, 24)}",
    "SLACK_WEBHOOK": lambda: ("https://hooks.slack.com/services/T" + rs(string.ascii_uppercase + string.digits, 8)
                              + "/B" + rs(string.ascii_uppercase + string.digits, 10) + "/" + rs(ALNUM, 24)),
    "OPENAI": lambda: "sk-" + rs(ALNUM, 48),
    "OPENAI_PROJ": lambda: "sk-proj-" + rs(B64URL, 64),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA",
    "STRIPE_LIVE": lambda: "sk_live_" + rs(ALNUM, 48),
    "STRIPE_RK": lambda: "rk_live_" + rs(ALNUM, 48),
    "GOOGLE_API": lambda: "AIza" + rs(B64URL, 35),
    "TWILIO_SID": lambda: "AC" + rs(HEXL, 32),
    "TWILIO_TOKEN": lambda: rs(HEXL, 32),
    "SENDGRID": lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43),
    "NPM": lambda: "npm_" + rs(ALNUM, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 60),
    "GITLAB": lambda: "glpat-" + rs(B64URL, 20),
    "DISCORD_BOT": lambda: rng.choice("MN") + rs(ALNUM, 23) + "." + rs(B64URL, 6) + "." + rs(B64URL, 27),
    "TELEGRAM_BOT": lambda: str(rng.randint(1000000000, 7999999999)) + ":AA" + rs(B64URL, 33),
    "HF": lambda: "hf_" + rs(ALNUM, 34),
    "JWT": jwt,
    "JWT_SECRET": lambda: rs(HEXL, 64),
    "PEM": pem,
    "PG_URL": lambda: f"postgres://app_user:{pw()}@db-prod-3.internal:5432/billing",
    "MONGO_URL": lambda: f"mongodb+srv://admin:{pw()}@cluster0.{rs(string.ascii_lowercase + string.digits, 5)}.mongodb.net/shop",
    "REDIS_URL": lambda: f"redis://default:{pw()}@redis-prod.internal:6379/0",
    "MYSQL_URL": lambda: f"mysql://root:{pw()}@10.0.3.14:3306/app",
    "AZURE_CONN": lambda: ("DefaultEndpointsProtocol=https;AccountName=imgstore01;AccountKey="
                           + rs(ALNUM + "+/", 86) + "==;EndpointSuffix=core.windows.net"),
    "MAILGUN": lambda: "key-" + rs(HEXL, 32),
    "DO_PAT": lambda: "dop_v1_" + rs(HEXL, 64),
    "SHOPIFY": lambda: "shpat_" + rs(HEXL, 32),
    "DD_API": lambda: rs(HEXL, 32),
    "VERCEL": lambda: rs(ALNUM, 24),
}

# ---- real encodings -------------------------------------------------------
HOMO = dict(zip("aeopcxyiAEOPCTHKMB", "аеорсхуіАЕОРСТНКМВ"))
LEET = dict(zip("aeiost", "431057"))
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def enc_homoglyph(s):
    return "".join(HOMO.get(c, c) if rng.random() < 0.7 else c for c in s)


def enc_zero_width(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha() and i % 2 == 1:
            out.append(rng.choice(ZW))
    return "".join(out)


def enc_unicode_tags(s):
    assert all(ord(c) < 128 for c in s), s
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def enc_bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def enc_fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def enc_mixed_case(s):
    out, up = [], False
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower())
            up = not up
        else:
            out.append(c)
    return "".join(out)


def enc_html(s):
    if len(s) <= 75:
        return "".join(f"&#{ord(c)};" for c in s)
    return "".join(f"&#x{ord(c):x};" if (not c.isalnum() and c != " ") or c in "aeiou" else c for c in s)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": enc_html,
    "homoglyph": enc_homoglyph,
    "zero_width": enc_zero_width,
    "unicode_tags": enc_unicode_tags,
    "bidi": enc_bidi,
    "fullwidth": enc_fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": enc_mixed_case,
}

SPAN = re.compile("«(.*?)»", re.S)
PH = re.compile(r"\{([A-Z_]+)\}")


def render(text, obf):
    text = text.replace("\\n", "\n")
    text = PH.sub(lambda m: GEN[m.group(1)]() if m.group(1) in GEN else m.group(0), text)
    techs = [t for t in obf.split("+") if t in ENC]
    if "«" in text:
        assert techs, f"marked span but no encoding: {text}"

        def sub(m):
            s = m.group(1)
            for t in techs:
                s = ENC[t](s)
            return s
        text = SPAN.sub(sub, text)
    else:
        assert not techs, f"encoding {techs} but no marked span: {text}"
    return text


def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", "a*.txt"))):
        for n, line in enumerate(open(path, encoding="utf-8"), 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cat, obf, lang, note, text = line.split("|", 4)
            attacks.append({"text": render(text.strip(), obf.strip()), "category": cat.strip(),
                            "obfuscation": obf.strip(), "lang": lang.strip(), "note": note.strip()})
    for path in sorted(glob.glob(os.path.join(HERE, "batches", "b*.txt"))):
        for n, line in enumerate(open(path, encoding="utf-8"), 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            kind, note, text = line.split("|", 2)
            benign.append({"text": text.strip().replace("\\n", "\n"), "kind": kind.strip(), "note": note.strip()})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
