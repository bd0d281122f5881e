#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only:
  (a) applies a REAL encoding to the span marked with ⟦ ⟧ in attack entries that carry an
      "enc" key (the plain span is kept in the note after "| plain: "), and adds the
      encoding label to the entry's obfuscation field;
  (b) fills credential placeholders {{NAME}} with random strings in real key formats
      (fixed seed);
  (c) writes attacks.jsonl and benign.jsonl.
"""
import base64
import glob
import json
import os
import random
import re
import runpy
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = ALNUM + "+/"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def jwt():
    head = b64url('{"alg":"HS256","typ":"JWT"}')
    sub = r(string.digits, 6)
    iat = 1700000000 + rng.randrange(30000000)
    body = b64url('{"sub":"%s","role":"service","iat":%d}' % (sub, iat))
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem():
    lines = [r(B64, 64) for _ in range(3)] + [r(B64, 28) + "="]
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines)
            + "\n-----END OPENSSH PRIVATE KEY-----")


GEN = {
    "AKIA": lambda: "AKIA" + r(B32[:26] + "234567", 16),
    "ASIA": lambda: "ASIA" + r(B32[:26] + "234567", 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(ALNUM, 36),
    "GHO": lambda: "gho_" + r(ALNUM, 36),
    "GHPAT": lambda: "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 64),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(ALNUM, 24)}",
    "XOXP": lambda: f"xoxp-{r(string.digits, 12)}-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_" + r(ALNUM, 48),
    "RKLIVE": lambda: "rk_live_" + r(ALNUM, 48),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: f"SG.{r(URLSAFE, 22)}.{r(URLSAFE, 43)}",
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "NPM": lambda: "npm_" + r(ALNUM, 36),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{rng.randrange(10**9, 10**10)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZURE": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PW": lambda: r(ALNUM, 10) + rng.choice("!#%*") + r(ALNUM, 5),
    "SSHPUB": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r(B64, 43),
    "RSAPUB": lambda: "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + r(B64, 60),
}


def fill(text):
    return re.sub(r"\{\{([A-Z0-9_]+)\}\}", lambda m: GEN[m.group(1)](), text)


# ---- encodings -------------------------------------------------------------
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н",
        "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8",
        "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c)
                   for c in s)


def spaced(s, sep):
    return "  ".join(sep.join(w) for w in s.split(" ")) if sep == " " else \
        " ".join(sep.join(w) for w in s.split(" "))


def mixed(s):
    out, up = [], False
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower())
            up = not up
        else:
            out.append(c)
    return "".join(out)


def zero_width(s):
    zw = ["\u200b", "\u200c", "\u200d", "\u2060"]
    return "".join(c + (rng.choice(zw) if c.isalnum() and i % 2 == 0 else "")
                   for i, c in enumerate(s))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: s.translate(str.maketrans(
        string.ascii_lowercase + string.ascii_uppercase,
        string.ascii_lowercase[13:] + string.ascii_lowercase[:13]
        + string.ascii_uppercase[13:] + string.ascii_uppercase[:13])),
    "url_encoding": lambda s: "".join("%%%02X" % b for b in s.encode()),
    "html_entities": lambda s: "".join("&#%d;" % ord(c) if c.isalnum() else c for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": zero_width,
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: spaced(s, " "),
    "punctuation": lambda s: spaced(s, "."),
}

SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def build_attack(e, src):
    e = dict(e)
    enc = e.pop("enc", None)
    text = e["text"]
    if enc:
        m = SPAN.search(text)
        assert m, f"{src}: enc without span: {text[:60]}"
        plain = m.group(1)
        text = text[:m.start()] + ENC[enc](plain) + text[m.end():]
        e["note"] = e["note"] + " | plain: " + plain
        labels = [t for t in e["obfuscation"].split("+") if t != "none"]
        e["obfuscation"] = "+".join([enc] + labels)
    else:
        assert "⟦" not in text, f"{src}: span without enc: {text[:60]}"
    e["text"] = fill(text)
    e["note"] = fill(e["note"])
    assert set(e) == {"text", "category", "obfuscation", "lang", "note"}, (src, sorted(e))
    return e


def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "a[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            attacks.append(build_attack(e, os.path.basename(path)))
    for path in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            assert set(e) == {"text", "kind", "note"}, (path, sorted(e))
            assert not re.search(r"\{\{[A-Z0-9_]+\}\}", e["text"]) and "⟦" not in e["text"], path
            benign.append(dict(e))
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
