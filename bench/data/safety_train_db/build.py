#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

(a) fills credential placeholders (%%NAME%%) in attack texts with random strings in the
    real key formats (fixed seed);
(b) for attack entries with an ``enc`` field, applies that encoding to the span marked
    with ⟦…⟧, adds the encoding to ``obfuscation`` and keeps the plain span in the note
    after ``| plain: ``;
(c) writes one JSON object per line, ensure_ascii=False.
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

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "_-"
HEX = "0123456789abcdef"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# real key formats (random values, never documentation placeholders)
SECRETS = {
    "AWS_KEY_ID": lambda: "AKIA" + rs(UP + "234567", 16),
    "AWS_SECRET": lambda: rs(B64, 40),
    "GITHUB_PAT": lambda: "ghp_" + rs(ALNUM, 36),
    "GITHUB_FINE": lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59),
    "GITLAB_PAT": lambda: "glpat-" + rs(URLSAFE, 20),
    "OPENAI": lambda: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
    "OPENAI_PROJ": lambda: "sk-proj-" + rs(URLSAFE, 56),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: "xoxb-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + rs(ALNUM, 24),
    "SLACK_WEBHOOK": lambda: "https://hooks.slack.com/services/T" + rs(UP + DIG, 8)
    + "/B" + rs(UP + DIG, 10) + "/" + rs(ALNUM, 24),
    "STRIPE_LIVE": lambda: "sk_live_" + rs(ALNUM, 24),
    "GOOGLE_API": lambda: "AIza" + rs(URLSAFE, 35),
    "NPM": lambda: "npm_" + rs(ALNUM, 36),
    "SENDGRID": lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43),
    "TWILIO_SID": lambda: "AC" + rs(HEX, 32),
    "TWILIO_TOKEN": lambda: rs(HEX, 32),
    "HF": lambda: "hf_" + rs(UP + LO, 34),
    "TELEGRAM": lambda: rs(DIG, 10) + ":AA" + rs(URLSAFE, 33),
    "DISCORD_BOT": lambda: rs(ALNUM, 24) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38),
    "PASSWORD": lambda: rs(ALNUM, 10) + rng.choice("!#%*") + rs(ALNUM, 5),
    "HEX32": lambda: rs(HEX, 32),
    "DO_TOKEN": lambda: "dop_v1_" + rs(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 50),
    "MAILGUN": lambda: "key-" + rs(HEX, 32),
}
PLACEHOLDER = re.compile(r"%%([A-Z0-9_]+)%%")


def fill(text):
    return PLACEHOLDER.sub(lambda m: SECRETS[m.group(1)](), text)


# encodings applied to the ⟦…⟧ span
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т",
        "H": "Н", "K": "К", "M": "М", "B": "В", "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c
                   for c in s)


def mixed_case(s):
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in s)


def spacing(s):
    return "  ".join(" ".join(w) for w in s.split(" "))


def punctuation(s):
    return " ".join(".".join(w) for w in s.split(" "))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": spacing,
    "punctuation": punctuation,
}
SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def load_batches(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(mod.ENTRIES)
    return out


def build_attack(e):
    e = dict(e)
    text = fill(e["text"])
    enc = e.pop("enc", None)
    if enc:
        m = SPAN.search(text)
        if not m:
            raise SystemExit(f"enc without ⟦…⟧ span: {e['note']}")
        plain = m.group(1)
        text = text[:m.start()] + ENC[enc](plain) + text[m.end():]
        obf = e["obfuscation"]
        e["obfuscation"] = enc if obf == "none" else obf + "+" + enc
        e["note"] = e["note"] + " | plain: " + plain
    if "⟦" in text or "⟧" in text or "%%" in text:
        raise SystemExit(f"leftover marker: {e['note']}")
    e["text"] = text
    return {k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")}


def build_benign(e):
    return {k: e[k] for k in ("text", "kind", "note")}


def write(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    attacks = [build_attack(e) for e in load_batches("a")]
    benign = [build_benign(e) for e in load_batches("b")]
    write("attacks.jsonl", attacks)
    write("benign.jsonl", benign)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
