#!/usr/bin/env python3
"""Assemble safety_train_au JSONL files from hand-written batch files (stdlib only).

The script only (a) applies real encodings to marked spans of hand-written payloads,
(b) fills credential slots with freshly generated random strings in real key formats,
(c) writes attacks.jsonl / benign.jsonl.  It never generates entry wording.

Markup inside a hand-written text:
  <<technique|payload>>  -> payload encoded with `technique`
  {{slot}}               -> random credential of that format
"""
import base64
import glob
import importlib.util
import json
import os
import random
import re
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.SystemRandom()

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "s": "\u0455", "A": "\u0410",
        "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422",
        "H": "\u041d", "M": "\u041c", "K": "\u041a", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def enc(tech, s):
    if tech == "base64":
        return base64.b64encode(s.encode()).decode()
    if tech == "hex":
        return s.encode().hex()
    if tech == "rot13":
        return s.translate(str.maketrans(
            string.ascii_lowercase + string.ascii_uppercase,
            string.ascii_lowercase[13:] + string.ascii_lowercase[:13]
            + string.ascii_uppercase[13:] + string.ascii_uppercase[:13]))
    if tech == "url_encoding":
        return "".join("%%%02X" % b for b in s.encode())
    if tech == "html_entities":
        return "".join("&#%d;" % ord(c) if c.isalpha() else c for c in s)
    if tech == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if tech == "zero_width":
        return "\u200b".join(s)
    if tech == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)
    if tech == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if tech == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else
                       ("\u3000" if c == " " else c) for c in s)
    if tech == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if tech == "reversed":
        return s[::-1]
    if tech == "mixed_case":
        out, up = [], False
        for c in s:
            if c.isalpha():
                out.append(c.upper() if up else c.lower())
                up = not up
            else:
                out.append(c)
        return "".join(out)
    if tech == "spacing":
        return " ".join(s)
    if tech == "punctuation":
        return ".".join(s)
    raise ValueError(tech)


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


UP = string.ascii_uppercase
AN = string.ascii_letters + string.digits
UPD = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
URLS = string.ascii_letters + string.digits + "-_"


def b64body(n):
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(n))).decode()


CRED = {
    "aws_akid": lambda: "AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "aws_asia": lambda: "ASIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "aws_secret": lambda: r(B64, 40),
    "ghp": lambda: "ghp_" + r(AN, 36),
    "gho": lambda: "gho_" + r(AN, 36),
    "ghpat": lambda: "github_pat_" + r(UPD, 22) + "_" + r(AN, 59),
    "glpat": lambda: "glpat-" + r(AN + "-_", 20),
    "slack_bot": lambda: "xoxb-%s-%s-%s" % (r(string.digits, 12), r(string.digits, 13), r(AN, 24)),
    "slack_user": lambda: "xoxp-%s-%s-%s-%s" % (r(string.digits, 12), r(string.digits, 12), r(string.digits, 13), r(HEX, 32)),
    "slack_hook": lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (r(UPD, 10), r(UPD, 10), r(AN, 24)),
    "stripe_live": lambda: "sk_live_51" + r(AN, 60),
    "stripe_rk": lambda: "rk_live_" + r(AN, 24),
    "openai": lambda: "sk-proj-" + r(URLS, 48) + "T3BlbkFJ" + r(URLS, 20),
    "anthropic": lambda: "sk-ant-api03-" + r(URLS, 93) + "AA",
    "google": lambda: "AIza" + r(URLS, 35),
    "sendgrid": lambda: "SG." + r(URLS, 22) + "." + r(URLS, 43),
    "twilio": lambda: "SK" + r(HEX, 32),
    "npm": lambda: "npm_" + r(AN, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLS, 60),
    "hf": lambda: "hf_" + r(string.ascii_letters, 34),
    "do": lambda: "dop_v1_" + r(HEX, 64),
    "mailgun": lambda: "key-" + r(HEX, 32),
    "telegram": lambda: "%d:%s" % (rng.randint(1000000000, 7999999999), "AA" + r(URLS, 33)),
    "discord": lambda: "%s.%s.%s" % (base64.b64encode(str(rng.randint(10**17, 10**18)).encode()).decode().rstrip("="), r(URLS, 6), r(URLS, 38)),
    "jwt": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + base64.urlsafe_b64encode(json.dumps({"sub": str(rng.randint(10**5, 10**6)), "role": "admin", "iat": rng.randint(1700000000, 1760000000)}).encode()).decode().rstrip("=") + "." + r(URLS, 43),
    "pw": lambda: r(AN, 10) + rng.choice("!#%*") + r(AN, 5),
    "pw_short": lambda: r(AN, 12),
    "hex32": lambda: r(HEX, 32),
    "hex40": lambda: r(HEX, 40),
    "hex64": lambda: r(HEX, 64),
    "azure_key": lambda: r(B64, 86) + "==",
    "ec_key": lambda: b64body(121),
    "ssh_ed": lambda: "AAAAC3NzaC1lZDI1NTE5AAAAI" + r(B64, 43),
    "age": lambda: "AGE-SECRET-KEY-1" + r("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58).upper(),
    "linear": lambda: "lin_api_" + r(AN, 40),
    "shopify": lambda: "shpat_" + r(HEX, 32),
    "datadog": lambda: r(HEX, 32),
    "gcp_sa_id": lambda: str(rng.randint(10**20, 10**21)),
    "uuid": lambda: "%s-%s-4%s-%s-%s" % (r(HEX, 8), r(HEX, 4), r(HEX, 3), rng.choice("89ab") + r(HEX, 3), r(HEX, 12)),
    "tfc": lambda: r(AN, 14) + ".atlasv1." + r(AN, 67),
    "vault": lambda: "hvs." + r(AN, 24),
    "netlify": lambda: "nfp_" + r(AN, 36),
    "vercel": lambda: r(AN, 24),
    "pulumi": lambda: "pul-" + r(HEX, 40),
    "doppler": lambda: "dp.st.prd." + r(AN, 43),
}

MARK = re.compile(r"<<([a-z0-9_]+)\|(.*?)>>(?!>)", re.S)
SLOT = re.compile(r"\{\{([a-z0-9_]+)\}\}")


def render(text, obf=None):
    def m(mo):
        tech = mo.group(1)
        if obf is not None and tech not in obf.split("+"):
            raise SystemExit(f"encoding {tech} not in label {obf!r}: {text[:60]}")
        return enc(tech, mo.group(2))
    text = SLOT.sub(lambda mo: CRED[mo.group(1)](), text)
    text = MARK.sub(m, text)
    return text


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(mod.E)
    return out


def main():
    atk = []
    for cat, obf, lang, note, text in load("a"):
        atk.append({"text": render(text.strip(), obf), "category": cat,
                    "obfuscation": obf, "lang": lang, "note": note})
    ben = []
    for kind, note, text in load("b"):
        ben.append({"text": render(text.strip()), "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(atk), len(ben))


if __name__ == "__main__":
    main()
