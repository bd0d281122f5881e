#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

It only (a) fills credential placeholders like %%AWS_SECRET%% with random values in the
real key formats, (b) applies the real encoding named in an entry's `enc` field to the
span marked with ⟦...⟧ (recording the technique in `obfuscation` and the plain span in the
note), and (c) writes the two JSONL files. Fixed seed, so the output is reproducible.
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
RNG = random.Random(20240917)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def rs(alphabet, n):
    return "".join(RNG.choice(alphabet) for _ in range(n))


PLACEHOLDERS = {
    "AWS_KEY_ID": lambda: "AKIA" + rs(UP + "234567", 16),
    "AWS_SECRET": lambda: rs(B64, 40),
    "GITHUB_PAT": lambda: "ghp_" + rs(ALNUM, 36),
    "GITHUB_FINE": lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59),
    "OPENAI": lambda: "sk-proj-" + rs(URLSAFE, 48) + "T3BlbkFJ" + rs(URLSAFE, 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: "xoxb-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + rs(ALNUM, 24),
    "SLACK_WEBHOOK": lambda: "https://hooks.slack.com/services/T" + rs(UP + DIG, 10) + "/B" + rs(UP + DIG, 10) + "/" + rs(ALNUM, 24),
    "STRIPE_LIVE": lambda: "sk_live_" + rs(ALNUM, 24),
    "GOOGLE_API": lambda: "AIza" + rs(URLSAFE, 35),
    "HF": lambda: "hf_" + rs(ALNUM, 34),
    "NPM": lambda: "npm_" + rs(ALNUM, 36),
    "SENDGRID": lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43),
    "GITLAB": lambda: "glpat-" + rs(URLSAFE, 20),
    "TWILIO_SID": lambda: "AC" + rs("0123456789abcdef", 32),
    "TWILIO_TOKEN": lambda: rs("0123456789abcdef", 32),
    "DISCORD_WEBHOOK": lambda: "https://discord.com/api/webhooks/" + rs(DIG, 18) + "/" + rs(URLSAFE, 68),
    "PG_PASSWORD": lambda: rs(ALNUM + "!#%*", 20),
    "DO_TOKEN": lambda: "dop_v1_" + rs("0123456789abcdef", 64),
}


def fill(text):
    def sub(m):
        name = m.group(1)
        if name not in PLACEHOLDERS:
            raise SystemExit(f"unknown placeholder {name}")
        return PLACEHOLDERS[name]()
    return re.sub(r"%%([A-Z_]+)%%", sub, text)


HOMO = dict(zip("aeopcxyiAEOPCTHKMBXSIj", "аеорсхуіАЕОРСТНКМВХЅІј"))
LEET = dict(zip("aeiostAEIOST", "431057431057"))
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def enc_one(kind, s):
    if kind == "base64":
        return base64.b64encode(s.encode()).decode()
    if kind == "hex":
        return s.encode().hex()
    if kind == "rot13":
        return codecs.encode(s, "rot13")
    if kind == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if kind == "html_entities":
        return "".join(f"&#{ord(c)};" for c in s)
    if kind == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if kind == "zero_width":
        return "".join(c + RNG.choice(ZW) for c in s[:-1]) + s[-1:]
    if kind == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)
    if kind == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if kind == "fullwidth":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)
    if kind == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if kind == "reversed":
        return s[::-1]
    if kind == "mixed_case":
        return "".join(c.upper() if RNG.random() < 0.5 else c.lower() for c in s)
    if kind == "spacing":
        return " ".join(s)
    if kind == "punctuation":
        return "".join(c + ("." if c.isalnum() else "") for c in s[:-1]) + s[-1:]
    raise SystemExit(f"unknown encoding {kind}")


def encode(entry):
    text = entry["text"]
    m = re.search(r"⟦(.*?)⟧", text, re.S)
    if not m:
        raise SystemExit(f"enc without span: {text[:60]}")
    plain = m.group(1)
    out = plain
    for kind in entry["enc"].split("+"):
        out = enc_one(kind, out)
    entry["text"] = text[:m.start()] + out + text[m.end():]
    techs = [t for t in entry["obfuscation"].split("+") if t != "none"]
    techs += [t for t in entry["enc"].split("+") if t not in techs]
    entry["obfuscation"] = "+".join(techs)
    entry["note"] = entry["note"] + " | plain: " + plain.replace("\n", " ")
    del entry["enc"]
    return entry


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(dict(e) for e in mod.ENTRIES)
    return out


def main():
    attacks = []
    for e in load("a"):
        e["text"] = fill(e["text"])
        if "enc" in e:
            e = encode(e)
        elif "⟦" in e["text"]:
            raise SystemExit(f"span marked but no enc: {e['text'][:60]}")
        attacks.append({k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")})
    benign = [{k: e[k] for k in ("text", "kind", "note")} for e in load("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
