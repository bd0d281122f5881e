#!/usr/bin/env python3
"""Assemble the hand-written batches into attacks.jsonl / benign.jsonl (stdlib only).

This script only (a) applies real encodings to a minority of hand-written payloads,
(b) fills credential placeholders with randomly generated strings in real key formats,
(c) writes the JSONL files. Every entry's wording is in the batch files.
"""
import base64
import codecs
import glob
import importlib.util
import json
import os
import random
import string
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(90909)

A_ = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LO = string.ascii_lowercase + string.digits
HX = "0123456789abcdef"


def r(n, alpha=A_):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(n):
    return r(n, A_ + "-_")


def pem_ec():
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(121))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def pem_openssh_short():
    body = base64.b64encode(b"openssh-key-v1\x00" + bytes(rng.randrange(256) for _ in range(90))).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(('{"sub":"%d","role":"admin","iat":%d}' % (rng.randrange(10**6), 1700000000 + rng.randrange(10**7))).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64url(43)}"


def pw():
    return r(6, string.ascii_letters) + rng.choice("!*-_") + r(4, string.digits) + r(5, string.ascii_letters)


GEN = {
    "AWS_AKID": lambda: "AKIA" + r(16, string.ascii_uppercase + "234567"),
    "AWS_ASIA": lambda: "ASIA" + r(16, string.ascii_uppercase + "234567"),
    "AWS_SECRET": lambda: r(40, A_ + "/+"),
    "GH_PAT": lambda: "ghp_" + r(36),
    "GH_FINE": lambda: "github_pat_" + r(22) + "_" + r(59),
    "GHO": lambda: "gho_" + r(36),
    "GL_PAT": lambda: "glpat-" + r(20, A_ + "-_"),
    "OPENAI": lambda: "sk-proj-" + r(48, A_ + "-_"),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(93, A_ + "-_") + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(11, string.digits)}-{r(13, string.digits)}-{r(24)}",
    "SLACK_USER": lambda: f"xoxp-{r(11, string.digits)}-{r(11, string.digits)}-{r(13, string.digits)}-{r(32, HX)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(8, UP)}/B{r(10, UP)}/{r(24)}",
    "STRIPE_LIVE": lambda: "sk_live_" + r(24),
    "STRIPE_RK": lambda: "rk_live_" + r(24),
    "GOOGLE_API": lambda: "AIza" + r(35, A_ + "-_"),
    "SENDGRID": lambda: "SG." + r(22, A_ + "-_") + "." + r(43, A_ + "-_"),
    "TWILIO_SID": lambda: "AC" + r(32, HX),
    "TWILIO_TOK": lambda: r(32, HX),
    "NPM": lambda: "npm_" + r(36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(60, A_ + "-_"),
    "HF": lambda: "hf_" + r(34, string.ascii_letters),
    "DISCORD": lambda: r(24, A_) + "." + r(6, A_ + "-_") + "." + r(27, A_ + "-_"),
    "TG_BOT": lambda: f"{rng.randrange(10**9, 10**10)}:AA{r(33, A_ + '-_')}",
    "DO_PAT": lambda: "dop_v1_" + r(64, HX),
    "MAILGUN": lambda: "key-" + r(32, HX),
    "SHOPIFY": lambda: "shpat_" + r(32, HX),
    "LINEAR": lambda: "lin_api_" + r(40),
    "DOCKER_PAT": lambda: "dckr_pat_" + r(27, A_ + "-_"),
    "VAULT": lambda: "hvs." + r(90, A_ + "-_"),
    "GROQ": lambda: "gsk_" + r(52),
    "JWT": jwt,
    "PEM_EC": pem_ec,
    "PEM_SSH": pem_openssh_short,
    "PW": pw,
    "HEX32": lambda: r(32, HX),
    "HEX64": lambda: r(64, HX),
    "AZURE_KEY": lambda: r(32, HX),
    "AZURE_CONN": lambda: "DefaultEndpointsProtocol=https;AccountName=st" + r(8, string.ascii_lowercase) + ";AccountKey=" + base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode() + ";EndpointSuffix=core.windows.net",
}


def fill(text):
    out = text
    while "⟦" in out:
        s = out.index("⟦")
        e = out.index("⟧", s)
        key = out[s + 1:e]
        out = out[:s] + GEN[key]() + out[e + 1:]
    return out


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "M": "М", "K": "К", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def encode(kind, s):
    if kind == "base64":
        return base64.b64encode(s.encode()).decode()
    if kind == "hex":
        return s.encode().hex()
    if kind == "rot13":
        return codecs.encode(s, "rot13")
    if kind == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if kind == "html_entities":
        return "".join(f"&#{ord(c)};" if c.isalpha() else c for c in s)
    if kind == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if kind == "zero_width":
        zw = ["\u200b", "\u200c", "\u200d", "\u2060"]
        return "".join(c + (zw[i % 4] if c.isalpha() and i % 2 == 0 else "") for i, c in enumerate(s))
    if kind == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)
    if kind == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if kind == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
    if kind == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if kind == "reversed":
        return s[::-1]
    if kind == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if kind == "spacing":
        return " ".join(s)
    if kind == "punctuation":
        return ".".join(s.replace(" ", "_"))
    raise KeyError(kind)


def load_batches(prefix, name):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(getattr(mod, name))
    return rows


def build_attack(e):
    if isinstance(e, dict):
        payload = fill(e["p"])
        for k in e["enc"].split("+"):
            payload = encode(k, payload)
        text = e["w"].replace("{E}", payload)
        return {"text": fill(text), "category": e["cat"], "obfuscation": e["obf"],
                "lang": e["lang"], "note": e["note"]}
    text, cat, obf, lang, note = e
    return {"text": fill(text), "category": cat, "obfuscation": obf, "lang": lang, "note": note}


def main():
    bad = 0
    attacks = [build_attack(e) for e in load_batches("a", "ATTACKS")]
    benign = []
    for e in load_batches("b", "BENIGN"):
        text, kind, note = e
        benign.append({"text": text, "kind": kind, "note": note})
    for name, rows, lo in (("attacks", attacks, 40), ("benign", benign, 20)):
        for i, o in enumerate(rows, 1):
            if not lo <= len(o["text"]) <= 500:
                print(f"{name}:{i}: length {len(o['text'])}: {o['text'][:70]!r}")
                bad += 1
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign; {bad} length problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
