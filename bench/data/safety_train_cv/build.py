#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

(a) fills credential placeholders (%%NAME%%) in attack texts with random strings in real key
formats; (b) applies the encoding named in an entry's `enc` field to the span marked
with ⟦…⟧, records it in `obfuscation` and keeps the plain span in the note; (c) writes JSONL.
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
rng = random.Random(20261204)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


GEN = {
    "AWS_KEY_ID": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GITHUB_PAT": lambda: "ghp_" + r(AN, 36),
    "GITHUB_FINE": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "GITLAB_PAT": lambda: "glpat-" + r(AN + "-_", 20),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "SLACK_BOT": lambda: "xoxb-" + r(DG, 12) + "-" + r(DG, 13) + "-" + r(AN, 24),
    "SLACK_HOOK": lambda: "https://hooks.slack.com/services/T" + r(UP + DG, 8) + "/B" + r(UP + DG, 10) + "/" + r(AN, 24),
    "STRIPE_LIVE": lambda: "sk_live_" + r(AN, 24),
    "GOOGLE_API": lambda: "AIza" + r(AN + "-_", 35),
    "NPM": lambda: "npm_" + r(AN, 36),
    "HF": lambda: "hf_" + r(AN, 34),
    "TELEGRAM_BOT": lambda: r(DG, 10) + ":AA" + r(AN + "-_", 33),
    "SENDGRID": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "TWILIO_SID": lambda: "AC" + r("0123456789abcdef", 32),
    "TWILIO_TOKEN": lambda: r("0123456789abcdef", 32),
    "DO_PAT": lambda: "dop_v1_" + r("0123456789abcdef", 64),
    "PG_PASS": lambda: r(AN, 10) + rng.choice("!#%") + r(AN, 8),
    "JWT": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + base64.urlsafe_b64encode(
        json.dumps({"sub": r(DG, 8), "role": "admin", "iat": 1760000000 + rng.randrange(10**7)}).encode()
    ).decode().rstrip("=") + "." + r(AN + "-_", 43),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def mixed(s):
    out, up = [], False
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower())
            up = not up
        else:
            out.append(c)
    return "".join(out)


def punct(s):
    return " ".join(".".join(w) if len(w) > 2 and w.isalpha() else w for w in s.split(" "))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() else c for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: " ".join(s),
    "punctuation": punct,
}


def fill(text):
    while "%%" in text:
        a = text.index("%%")
        b = text.index("%%", a + 2)
        name = text[a + 2:b]
        text = text[:a] + GEN[name]() + text[b + 2:]
    return text


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(mod.ENTRIES)
    return rows


def build_attack(e):
    e = dict(e)
    text = e["text"]
    enc = e.pop("enc", None)
    if enc:
        a = text.index("⟦")
        b = text.index("⟧")
        plain = text[a + 1:b]
        text = text[:a] + ENC[enc](fill(plain)) + text[b + 1:]
        obf = e["obfuscation"]
        e["obfuscation"] = enc if obf == "none" else enc + "+" + obf
        e["note"] = e["note"] + " | plain: " + plain.replace("\n", " ")
    assert "⟦" not in text and "⟧" not in text, text
    e["text"] = fill(text)
    return {k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")}


def main():
    attacks = [build_attack(e) for e in load("a")]
    benign = [{k: e[k] for k in ("text", "kind", "note")} for e in load("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
