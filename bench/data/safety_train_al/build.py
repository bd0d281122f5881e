#!/usr/bin/env python3
"""Assemble safety_train_al from the hand-written batch files (stdlib only).

The script only (a) applies real encodings to the payload segment marked with
[[...]] in a minority of hand-written attacks, (b) fills {PLACEHOLDER} slots in
credential entries with freshly generated random strings in real key formats,
and (c) writes the JSONL files.  Every text itself is written by hand in batches/.
"""
import base64
import codecs
import glob
import importlib.util
import json
import os
import random
import re
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)

# ---------------------------------------------------------------- encodings
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у",
        "i": "і", "s": "ѕ", "j": "ј", "A": "А", "E": "Е", "O": "О", "P": "Р",
        "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def homoglyph(s):
    return "".join(HOMO[ch] if ch in HOMO and rng.random() < 0.6 else ch for ch in s)


def zero_width(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch.isalpha() and rng.random() < 0.35:
            out.append(rng.choice(["\u200b", "\u200c", "\u200d", "\u2060"]))
    return "".join(out)


def unicode_tags(s):
    return "".join(chr(0xE0000 + ord(ch)) for ch in s if 0x20 <= ord(ch) < 0x7F)


def bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def fullwidth(s):
    return "".join(chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else
                   ("\u3000" if ch == " " else ch) for ch in s)


def leet(s):
    return "".join(LEET.get(ch.lower(), ch) for ch in s)


def mixed(s):
    return "".join(ch.upper() if i % 2 else ch.lower() for i, ch in enumerate(s))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": unicode_tags,
    "bidi": bidi,
    "fullwidth": fullwidth,
    "leetspeak": leet,
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
}
SEG = re.compile(r"\[\[(.+?)\]\]", re.S)


def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    if not techs:
        assert "[[" not in text, text
        return text

    def apply(s):
        for t in techs:
            s = ENC[t](s)
        return s
    if SEG.search(text):
        return SEG.sub(lambda m: apply(m.group(1)), text)
    return apply(text)


# ---------------------------------------------------------- fake credentials
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"


def r(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(n):
    return r(n, AN + "-_")


def pem():
    body = "".join(r(64, AN + "+/") + "\n" for _ in range(2))
    return "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA" + r(48, AN + "+/") + "\n" + body + "-----END RSA PRIVATE KEY-----"


def ossh():
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + r(46, AN + "+/") + "\n" + r(70, AN + "+/") + "\n-----END OPENSSH PRIVATE KEY-----"


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": str(rng.randint(10**5, 10**6)), "iat": rng.randint(1.6e9, 1.75e9)}).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64url(43)}"


def pw():
    return r(6) + rng.choice("!#%*") + r(5) + str(rng.randint(10, 99))


GEN = {
    "AWS_AKID": lambda: "AKIA" + r(16, string.ascii_uppercase + "234567"),
    "AWS_ASIA": lambda: "ASIA" + r(16, string.ascii_uppercase + "234567"),
    "AWS_SECRET": lambda: r(40, AN + "/+"),
    "GH_PAT": lambda: "ghp_" + r(36),
    "GH_FINE": lambda: "github_pat_" + r(22) + "_" + r(59),
    "GH_OAUTH": lambda: "gho_" + r(36),
    "GL_PAT": lambda: "glpat-" + r(20, AN + "-_"),
    "OPENAI": lambda: "sk-proj-" + b64url(48) + "T3BlbkFJ" + b64url(48),
    "OPENAI_OLD": lambda: "sk-" + r(20) + "T3BlbkFJ" + r(20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + b64url(93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(24)}",
    "SLACK_USER": lambda: f"xoxp-{rng.randint(10**10, 10**11)}-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(32, HX)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(8, UP)}/B{r(10, UP)}/{r(24)}",
    "STRIPE_LIVE": lambda: "sk_live_" + r(24),
    "STRIPE_RK": lambda: "rk_live_" + r(24),
    "GOOGLE_API": lambda: "AIza" + r(35, AN + "-_"),
    "HF": lambda: "hf_" + r(34),
    "NPM": lambda: "npm_" + r(36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmcCJ" + b64url(60),
    "SENDGRID": lambda: "SG." + b64url(22) + "." + b64url(43),
    "TWILIO_SID": lambda: "AC" + r(32, HX),
    "TWILIO_TOKEN": lambda: r(32, HX),
    "DISCORD": lambda: r(24, AN) + "." + r(6, AN + "-_") + "." + r(38, AN + "-_"),
    "TELEGRAM": lambda: f"{rng.randint(10**9, 10**10)}:AA{r(33, AN + '-_')}",
    "JWT": jwt,
    "PEM": pem,
    "OSSH": ossh,
    "PW": pw,
    "PW2": pw,
    "DO": lambda: "dop_v1_" + r(64, HX),
    "MAILGUN": lambda: "key-" + r(32, HX),
    "SHOPIFY": lambda: "shpat_" + r(32, HX),
    "DOCKER": lambda: "dckr_pat_" + r(27, AN + "-_"),
    "LINEAR": lambda: "lin_api_" + r(40),
    "HEX32": lambda: r(32, HX),
    "HEX40": lambda: r(40, HX),
    "AZURE_SAS": lambda: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-01-01T00:00:00Z&sig=" + urllib.parse.quote(r(43, AN + "+/") + "=", safe=""),
    "GCP_SA": lambda: r(40, HX),
    "VAULT": lambda: "hvs." + r(24),
    "TF": lambda: r(14) + ".atlasv1." + r(60),
    "DATADOG": lambda: r(32, HX),
    "NOTION": lambda: "secret_" + r(43),
    "AIRTABLE": lambda: "pat" + r(14) + "." + r(64, HX),
}
PH = re.compile(r"\{([A-Z0-9_]+)\}")


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)]() if m.group(1) in GEN else m.group(0), text)


# ---------------------------------------------------------------- assemble
def load(prefix, var):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(getattr(mod, var))
    return out


def main():
    attacks = []
    for text, cat, obf, lang, note in load("a", "A"):
        t = encode(fill(text), obf) if cat == "credentials" else fill(encode(text, obf))
        attacks.append({"text": t, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    benign = [{"text": t, "kind": k, "note": n} for t, k, n in load("b", "B")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(attacks), "attacks,", len(benign), "benign")


if __name__ == "__main__":
    main()
