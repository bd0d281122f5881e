#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

It does only three things:
  (a) fills credential placeholders such as %%AWS_SECRET%% in attack texts with random
      strings in the real key formats (fixed seed, never documentation placeholders);
  (b) for attack entries with an `enc` field, applies that real encoding to the span the
      writer marked with ⟦…⟧, puts the encoding in `obfuscation` and keeps the plain span in
      the note after `| plain: `;
  (c) writes attacks.jsonl and benign.jsonl (one JSON object per line, ensure_ascii=False).
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
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240917)

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
B32 = string.ascii_uppercase + "234567"


def rs(alphabet, n):
    return "".join(RNG.choice(alphabet) for _ in range(n))


def ssh_ed25519_pub():
    blob = (b"\x00\x00\x00\x0bssh-ed25519" + b"\x00\x00\x00\x20"
            + bytes(RNG.randrange(256) for _ in range(32)))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


GEN = {
    "AWS_KEY_ID": lambda: "AKIA" + rs(B32, 16),
    "AWS_SECRET": lambda: rs(ALNUM + "/+", 40),
    "GITHUB_PAT": lambda: "ghp_" + rs(ALNUM, 36),
    "OPENAI": lambda: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: "xoxb-" + rs(string.digits, 12) + "-" + rs(string.digits, 13) + "-" + rs(ALNUM, 24),
    "STRIPE_LIVE": lambda: "sk_live_" + rs(ALNUM, 24),
    "GOOGLE_API": lambda: "AIza" + rs(URLSAFE, 35),
    "GITLAB_PAT": lambda: "glpat-" + rs(URLSAFE, 20),
    "NPM_TOKEN": lambda: "npm_" + rs(ALNUM, 36),
    "HF_TOKEN": lambda: "hf_" + rs(string.ascii_letters, 34),
    "SENDGRID": lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43),
    "TELEGRAM": lambda: rs(string.digits, 10) + ":AA" + rs(URLSAFE, 33),
    "ALIYUN_ID": lambda: "LTAI" + rs(ALNUM, 20),
    "ALIYUN_SECRET": lambda: rs(ALNUM, 30),
    "DB_PASSWORD": lambda: rs(ALNUM, 14) + rs("!_.", 1) + rs(ALNUM, 5),
    "SSH_ED25519_PUB": ssh_ed25519_pub,
}

HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К",
        "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
        "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def mixed_case(s):
    out = []
    for ch in s:
        out.append(ch.upper() if ch.isalpha() and RNG.random() < 0.5 else ch.lower())
    return "".join(out)


def unicode_tags(s):
    if any(ord(c) > 0x7E for c in s):
        raise ValueError("unicode_tags span must be ASCII: " + s)
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: "".join("%%%02X" % b for b in s.encode()),
    "html_entities": lambda s: "".join(c if c == " " else "&#%d;" % ord(c) for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": unicode_tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": lambda s: "   ".join(" ".join(w) for w in s.split(" ")),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split(" ")),
}

PH = re.compile(r"%%([A-Z0-9_]+)%%")
SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def load(pattern):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, pattern))):
        name = os.path.splitext(os.path.basename(path))[0]
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(mod.ENTRIES)
    return rows


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)](), text)


def build_attack(e):
    e = dict(e)
    text = fill(e["text"])
    enc = e.pop("enc", None)
    obf = e["obfuscation"]
    note = e["note"]
    if enc:
        m = SPAN.search(text)
        if not m or len(SPAN.findall(text)) != 1:
            raise ValueError("enc entry needs exactly one ⟦…⟧ span: " + text[:60])
        plain = m.group(1)
        text = text[:m.start()] + ENC[enc](plain) + text[m.end():]
        obf = enc if obf == "none" else enc + "+" + obf
        note = note + " | plain: " + plain.replace("\n", "\\n")
    if "⟦" in text or "⟧" in text or "%%" in text:
        raise ValueError("unprocessed marker in: " + text[:60])
    return {"text": text, "category": e["category"], "obfuscation": obf,
            "lang": e["lang"], "note": note}


def build_benign(e):
    if set(e) != {"text", "kind", "note"}:
        raise ValueError("benign keys: " + repr(sorted(e)))
    return {"text": e["text"], "kind": e["kind"], "note": e["note"]}


def write(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    attacks = [build_attack(e) for e in load("a[0-9][0-9].py")]
    benign = [build_benign(e) for e in load("b[0-9][0-9].py")]
    write("attacks.jsonl", attacks)
    write("benign.jsonl", benign)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign", file=sys.stderr)


if __name__ == "__main__":
    main()
