#!/usr/bin/env python3
"""Assemble safety_train_bf from the hand-written batch files (stdlib only).

The script only (a) applies real encodings to the region marked with
\u27e6...\u27e7 in a minority of hand-written payloads (the technique is named in
the entry's obfuscation field), (b) fills credential placeholders such as
{AWS_ID} with randomly generated strings in real key formats (never real
secrets, never documentation placeholders), and (c) writes the JSONL files.
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
rng = random.Random(20240611)

AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
B64 = AL + "+/"
URLSAFE = AL + "-_"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def jwt():
    head = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    body = json.dumps({"sub": str(rng.randint(10**6, 10**7)), "role": "service",
                       "iat": rng.randint(1700000000, 1730000000)}, separators=(",", ":"))
    body = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def ssh_key():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + r(B64, 150)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


GEN = {
    "AWS_ID": lambda: "AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AL, 36),
    "GHPAT": lambda: "github_pat_" + r(UP, 22) + "_" + r(AL, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 64),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "SLACK": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(AL, 24)}",
    "STRIPE": lambda: "sk_live_" + r(AL, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "GITLAB": lambda: "glpat-" + r(URLSAFE, 20),
    "TELEGRAM": lambda: f"{rng.randint(1000000000, 7999999999)}:AA{r(URLSAFE, 33)}",
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "TWILIO": lambda: "SK" + r("0123456789abcdef", 32),
    "NPM": lambda: "npm_" + r(AL, 36),
    "DO": lambda: "dop_v1_" + r("0123456789abcdef", 64),
    "JWT": jwt,
    "PW": lambda: r(AL, 10) + rng.choice("!#%*") + r(AL, 4),
    "SSHKEY": ssh_key,
}

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "K": "\u041a",
        "M": "\u041c", "H": "\u041d", "B": "\u0412", "s": "\u0455", "j": "\u0458"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def zero_width(s):
    out = []
    for i, ch in enumerate(s):
        out.append(ch)
        if ch != " " and i % 2 == 1:
            out.append(rng.choice(["\u200b", "\u200c", "\u2060"]))
    return "".join(out)


def tags(s):
    assert all(32 <= ord(c) < 127 for c in s), s
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def mixed_case(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": zero_width,
    "unicode_tags": tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
}


def fill(text):
    for k, g in GEN.items():
        while "{" + k + "}" in text:
            text = text.replace("{" + k + "}", g(), 1)
    return text


def encode(text, obf):
    if "\u27e6" not in text:
        assert not any(t in ENC for t in obf.split("+")), ("encoding named but no region", text)
        return text
    pre, rest = text.split("\u27e6", 1)
    mid, post = rest.split("\u27e7", 1)
    techs = [t for t in obf.split("+") if t in ENC]
    assert techs, ("region but no encoding", text)
    for t in techs:
        mid = ENC[t](mid)
    return pre + mid + post


def load(pattern, var):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", pattern))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(getattr(mod, var))
    return rows


def main():
    with open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8") as f:
        for cat, obf, lang, note, text in load("a*.py", "A"):
            text = encode(fill(text), obf)
            f.write(json.dumps({"text": text, "category": cat, "obfuscation": obf,
                                "lang": lang, "note": note}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for kind, note, text in load("b*.py", "B"):
            f.write(json.dumps({"text": text, "kind": kind, "note": note},
                               ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
