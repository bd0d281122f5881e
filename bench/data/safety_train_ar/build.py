#!/usr/bin/env python3
"""Assemble safety_train_ar from the hand-written batch files (stdlib only).

The script only (a) applies real encodings to the [[...]] region of the minority of
hand-written attack payloads whose obfuscation label names an encoding, (b) fills
<<KIND>> placeholders in credential entries with randomly generated strings in real
key formats (never real secrets, never documentation placeholders), and (c) writes the
JSONL files.
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

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def enc_base64(s): return base64.b64encode(s.encode()).decode()
def enc_hex(s): return s.encode().hex()
def enc_rot13(s): return codecs.encode(s, "rot13")
def enc_url(s): return urllib.parse.quote(s, safe="")
def enc_html(s): return "".join(c if c == " " else f"&#{ord(c)};" for c in s)
def enc_homoglyph(s): return "".join(HOMO.get(c, c) for c in s)
def enc_leet(s): return "".join(LEET.get(c, c) for c in s)
def enc_reversed(s): return s[::-1]
def enc_bidi(s): return "\u202e" + s[::-1] + "\u202c"
def enc_tags(s): return "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) < 0x7F else c for c in s)
def enc_spacing(s): return " ".join(s).replace("   ", "  ")
def enc_punct(s): return ".".join(w for w in s)


def enc_zero_width(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha() and i % 2 == 1:
            out.append(rng.choice(["\u200b", "\u200c", "\u200d", "\u2060"]))
    return "".join(out)


def enc_fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c
                   for c in s)


def enc_mixed(s):
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in s)


ENC = {"base64": enc_base64, "hex": enc_hex, "rot13": enc_rot13, "url_encoding": enc_url,
       "html_entities": enc_html, "homoglyph": enc_homoglyph, "leetspeak": enc_leet,
       "reversed": enc_reversed, "bidi": enc_bidi, "unicode_tags": enc_tags,
       "zero_width": enc_zero_width, "fullwidth": enc_fullwidth, "mixed_case": enc_mixed,
       "spacing": enc_spacing, "punctuation": enc_punct}

# ---- random credential material in real formats ----
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG


def r(chars, n): return "".join(rng.choice(chars) for _ in range(n))


def b64url(n): return r(AN + "-_", n)


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": r(DG, 8), "iat": rng.randint(1700000000, 1730000000)}).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64url(43)}"


def ssh_ed25519_priv():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA" + r(AN + "+/", 150)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def rsa_priv_fragment():
    body = "MIIEpAIBAAKCAQEA" + r(AN + "+/", 180)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


def pw():
    return r(LO, 4) + r(UP, 2) + r(DG, 3) + rng.choice("!*-_.") + r(AN, 5)


CRED = {
    "AWS_AKID": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(AN + "+/", 40),
    "GH_PAT": lambda: "ghp_" + r(AN, 36),
    "GH_FINE": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "GH_OAUTH": lambda: "gho_" + r(AN, 36),
    "GL_PAT": lambda: "glpat-" + r(AN + "-_", 20),
    "OPENAI": lambda: "sk-proj-" + b64url(48) + "T3BlbkFJ" + b64url(48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + b64url(93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{r(DG, 12)}-{r(DG, 12)}-{r(DG, 13)}-{r(LO + DG, 32)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(UP + DG, 8)}/B{r(UP + DG, 10)}/{r(AN, 24)}",
    "STRIPE_LIVE": lambda: "sk_live_" + r(AN, 99),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 99),
    "GOOGLE_API": lambda: "AIza" + r(AN + "-_", 35),
    "NPM": lambda: "npm_" + r(AN, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + b64url(60),
    "HF": lambda: "hf_" + r(AN, 34),
    "SENDGRID": lambda: "SG." + b64url(22) + "." + b64url(43),
    "TWILIO_SID": lambda: "AC" + r("0123456789abcdef", 32),
    "TWILIO_TOKEN": lambda: r("0123456789abcdef", 32),
    "DISCORD_HOOK": lambda: f"https://discord.com/api/webhooks/{r(DG, 19)}/{b64url(68)}",
    "DISCORD_BOT": lambda: f"{r(AN, 24)}.{r(AN + '-_', 6)}.{r(AN + '-_', 38)}",
    "JWT": jwt,
    "SSH_PRIV": ssh_ed25519_priv,
    "RSA_PRIV": rsa_priv_fragment,
    "PW": pw,
    "HEX32": lambda: r("0123456789abcdef", 32),
    "HEX40": lambda: r("0123456789abcdef", 40),
    "DO_PAT": lambda: "dop_v1_" + r("0123456789abcdef", 64),
    "SHOPIFY": lambda: "shpat_" + r("0123456789abcdef", 32),
    "TELEGRAM": lambda: f"{rng.randint(100000000, 7999999999)}:AA{r(AN + '-_', 33)}",
    "MAILGUN": lambda: "key-" + r("0123456789abcdef", 32),
    "DD_API": lambda: r("0123456789abcdef", 32),
    "AZURE_SAS": lambda: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlacx&se=2026-01-01T00:00:00Z&sig=" + urllib.parse.quote(base64.b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode(), safe=""),
    "GCP_SA_KEYID": lambda: r("0123456789abcdef", 40),
    "LINEAR": lambda: "lin_api_" + r(AN, 40),
    "NOTION": lambda: "secret_" + r(AN, 43),
    "VAULT": lambda: "hvs." + r(AN + "-_", 90),
    "DOCKER_PAT": lambda: "dckr_pat_" + b64url(27),
    "ATLASSIAN": lambda: "ATATT3xFfGF0" + b64url(180)[:170] + "=" + r("0123456789ABCDEF", 8),
    "FIGMA": lambda: "figd_" + b64url(40),
    "SQUARE": lambda: "EAAA" + b64url(60),
    "POSTMAN": lambda: "PMAK-" + r("0123456789abcdef", 24) + "-" + r("0123456789abcdef", 34),
}

PH = re.compile(r"<<([A-Z0-9_]+)>>")
ENC_RE = re.compile(r"\[\[(.+?)\]\]", re.S)


def fill(text):
    return PH.sub(lambda m: CRED[m.group(1)]() if m.group(1) in CRED else m.group(0), text)


def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    if not techs:
        assert "[[" not in text, text
        return text

    def apply(s):
        for t in techs:
            s = ENC[t](s)
        return s
    if "[[" in text:
        return ENC_RE.sub(lambda m: apply(m.group(1)), text)
    return apply(text)


def load_batches(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(mod.ROWS)
    return rows


def main():
    attacks = []
    for cat, obf, lang, note, text in load_batches("a"):
        attacks.append({"text": encode(fill(text), obf), "category": cat,
                        "obfuscation": obf, "lang": lang, "note": note})
    benign = []
    for kind, note, text in load_batches("b"):
        assert "[[" not in text
        benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(attacks), len(benign))


if __name__ == "__main__":
    main()
