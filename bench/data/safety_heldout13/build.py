#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only:
  (a) applies a REAL encoding to the span marked with U+27E6 ... U+27E7 in entries that
      carry an "enc" field, prepends the encoding label to the obfuscation field and
      appends "| plain: <span>" to the note;
  (b) fills @@NAME@@ credential placeholders with random strings in real key formats
      (fixed seed);
  (c) writes attacks.jsonl and benign.jsonl.
"""
import base64
import glob
import json
import os
import random
import runpy
import string
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(1313)
L, U, D = string.ascii_lowercase, string.ascii_uppercase, string.digits
AN = L + U + D
B64 = AN + "+/"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def jwt():
    def seg(d):
        return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    h = seg({"alg": "HS256", "typ": "JWT"})
    p = seg({"sub": str(rng.randint(10**6, 10**7)), "role": "service", "iat": rng.randint(1.6e9, 1.75e9)})
    s = base64.urlsafe_b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode().rstrip("=")
    return f"{h}.{p}.{s}"


def pem():
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(121))).decode()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{lines}\n-----END EC PRIVATE KEY-----"


def azure():
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()


CRED = {
    "AWS": lambda: "AKIA" + r(U + "234567", 16),
    "ASIA": lambda: "ASIA" + r(U + "234567", 16),
    "AWSSECRET": lambda: r(AN + "/+", 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GHPAT": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48) + "T3BlbkFJ" + r(AN + "-_", 24),
    "ANTH": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(D, 12)}-{r(D, 13)}-{r(AN, 24)}",
    "XOXP": lambda: f"xoxp-{r(D, 12)}-{r(D, 12)}-{r(D, 13)}-{r('abcdef' + D, 32)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 24) + r(AN, 75),
    "RK": lambda: "rk_live_" + r(AN, 99),
    "GOOG": lambda: "AIza" + r(AN + "-_", 35),
    "SG": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "TWAC": lambda: "AC" + r("abcdef" + D, 32),
    "TWSK": lambda: "SK" + r("abcdef" + D, 32),
    "TWAUTH": lambda: r("abcdef" + D, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GLPAT": lambda: "glpat-" + r(AN + "-_", 20),
    "HF": lambda: "hf_" + r(AN, 34),
    "TG": lambda: f"{rng.randint(10**8, 10**10 - 1)}:AA{r(AN + '-_', 33)}",
    "MG": lambda: "key-" + r("abcdef" + D, 32),
    "SHP": lambda: "shpat_" + r("abcdef" + D, 32),
    "DO": lambda: "dop_v1_" + r("abcdef" + D, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(AN + "-_", 60),
    "AZ": azure,
    "JWT": jwt,
    "PEM": pem,
    "PW": lambda: r(AN, 6) + rng.choice("!#%*") + r(AN, 7),
}


def fill(text):
    out, i = [], 0
    while True:
        j = text.find("@@", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        k = text.find("@@", j + 2)
        name = text[j + 2:k]
        if k < 0 or name not in CRED:
            raise SystemExit(f"bad placeholder near {text[j:j+20]!r}")
        out.append(text[i:j])
        out.append(CRED[name]())
        i = k + 2


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т",
        "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def homoglyph(s):
    return "".join(HOMO.get(ch, ch) if rng.random() < 0.7 else ch for ch in s)


def zero_width(s):
    zw = ["\u200b", "\u200c", "\u200d", "\u2060"]
    return "".join(ch + (rng.choice(zw) if ch.isalpha() and rng.random() < 0.5 else "") for ch in s)


def unicode_tags(s):
    return "".join(chr(0xE0000 + ord(ch)) if ord(ch) < 128 else ch for ch in s)


def fullwidth(s):
    return "".join(chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else ("\u3000" if ch == " " else ch) for ch in s)


def mixed_case(s):
    return "".join(ch.upper() if k % 2 else ch.lower() for k, ch in enumerate(s))


def rot13(s):
    return s.translate(str.maketrans(L + U, L[13:] + L[:13] + U[13:] + U[:13]))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": rot13,
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(ch)};" if ch != " " else " " for ch in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": unicode_tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(ch, ch) for ch in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": lambda s: " ".join(s),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split(" ")),
}


def build_attack(d):
    d = dict(d)
    enc = d.pop("enc", None)
    text = fill(d["text"])
    if enc:
        a, b = text.index("\u27e6"), text.index("\u27e7")
        span = text[a + 1:b]
        text = text[:a] + ENC[enc](span) + text[b + 1:]
        obf = d["obfuscation"]
        d["obfuscation"] = enc if obf == "none" else enc + "+" + obf
        d["note"] = d["note"] + " | plain: " + span
    elif "\u27e6" in text:
        raise SystemExit("marker without enc: " + text[:60])
    d["text"] = text
    assert set(d) == {"text", "category", "obfuscation", "lang", "note"}, d
    return d


def load(prefix):
    rows = []
    for p in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        rows.extend(runpy.run_path(p)["ENTRIES"])
    return rows


attacks = [build_attack(d) for d in load("a")]
benign = load("b")
for d in benign:
    assert "@@" not in d["text"] and set(d) == {"text", "kind", "note"}, d
with open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8") as f:
    for d in attacks:
        f.write(json.dumps(d, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
    for d in benign:
        f.write(json.dumps(d, ensure_ascii=False) + "\n")
print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
