#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py does only three things:
  (a) applies a REAL encoding to the span marked with ⟦...⟧ in an attack entry whose dict
      carries "enc": <label>; the label is appended to the entry's obfuscation and the plain
      span is kept in the note after " | plain: ";
  (b) replaces credential placeholders @@NAME@@ with random strings in real key formats,
      drawn from a fixed seed;
  (c) writes attacks.jsonl and benign.jsonl.
"""
import base64
import glob
import json
import os
import random
import re
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240611)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEXL = "0123456789abcdef"
B64 = AN + "+/"
URLSAFE = AN + "-_"


def r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": str(RNG.randint(10**6, 10**7)), "role": "service",
                              "iat": RNG.randint(1700000000, 1720000000)},
                             separators=(",", ":")).encode())
    sig = b64url(bytes(RNG.randrange(256) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem():
    raw = b"openssh-key-v1\x00" + bytes(RNG.randrange(256) for _ in range(150))
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) +
            "\n-----END OPENSSH PRIVATE KEY-----")


GEN = {
    "AWS_AKIA": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GH_PAT": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 48) + "T3BlbkFJ" + r(URLSAFE, 24),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{r(DG, 12)}-{r(DG, 12)}-{r(DG, 13)}-{r(HEXL, 32)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 48),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 48),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "TWILIO_AC": lambda: "AC" + r(HEXL, 32),
    "TWILIO_SK": lambda: "SK" + r(HEXL, 32),
    "TWILIO_TOKEN": lambda: r(HEXL, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GITLAB": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM": lambda: f"{RNG.randint(10**9, 7 * 10**9)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEXL, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEXL, 32),
    "DO": lambda: "dop_v1_" + r(HEXL, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZURE": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PW": lambda: r(AN, 10) + RNG.choice("!#%*") + r(AN, 6),
}
PH = re.compile(r"@@([A-Z_]+)@@")

# --- real encodings -------------------------------------------------------------------
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т",
        "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1", "g": "9"}
ROT = str.maketrans(LO + UP, LO[13:] + LO[:13] + UP[13:] + UP[:13])


def homoglyph(s):
    return "".join(HOMO.get(c, c) if RNG.random() < 0.7 else c for c in s)


def zero_width(s):
    out = []
    for c in s:
        out.append(c)
        if c.isalpha() and RNG.random() < 0.45:
            out.append(RNG.choice("\u200b\u200c\u200d\u2060"))
    return "".join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c)
                   for c in s)


def mixed_case(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


def spacing(s):
    return " ".join(" ".join(w) for w in s.split(" ")).replace("   ", "  ")


def punctuation(s):
    return " ".join(".".join(w) for w in s.split(" "))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: s.translate(ROT),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() else c for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": lambda s: "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in s
                                                      if 0x20 <= ord(c) < 0x7F) + "\U000E007F",
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c.lower(), c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": spacing,
    "punctuation": punctuation,
}
SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        for e in ns["ENTRIES"]:
            rows.append((os.path.basename(path), e))
    return rows


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)](), text)


def build_attack(src, e):
    e = dict(e)
    enc = e.pop("enc", None)
    text = fill(e["text"])
    if enc:
        m = SPAN.search(text)
        assert m, (src, text[:60])
        plain = m.group(1)
        text = text[:m.start()] + ENC[enc](plain) + text[m.end():]
        obf = e["obfuscation"]
        e["obfuscation"] = enc if obf == "none" else enc + "+" + obf
        e["note"] = e["note"] + " | plain: " + plain
    assert "⟦" not in text, (src, text[:60])
    e["text"] = text
    assert set(e) == {"text", "category", "obfuscation", "lang", "note"}, (src, sorted(e))
    return e


def main():
    attacks = [build_attack(s, e) for s, e in load("a")]
    benign = []
    for s, e in load("b"):
        assert set(e) == {"text", "kind", "note"}, (s, sorted(e))
        assert "@@" not in e["text"], (s, e["text"][:60])
        benign.append(dict(e))
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
