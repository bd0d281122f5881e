#!/usr/bin/env python3
"""Assemble safety_train_bi from hand-written chunk files (stdlib only).

Only (a) applies real encodings to [[technique:payload]] markers, (b) fills
{PLACEHOLDER} credential slots with random strings in real key formats, and
(c) writes the JSONL files. Every text itself is hand-written in the chunks.
"""
import base64, codecs, glob, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
rng = random.Random(20250917)

AN = string.ascii_letters + string.digits
def r(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))

def ssh_priv():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + r(210, AN + "+/")
    return "\n".join(body[i:i + 70] for i in range(0, len(body), 70))

CRED = {
    "AWS_AKID": lambda: "AKIA" + r(16, string.ascii_uppercase + "234567"),
    "AWS_SECRET": lambda: r(40, AN + "+/"),
    "GH_PAT": lambda: "ghp_" + r(36),
    "SLACK_BOT": lambda: "xoxb-" + r(11, string.digits) + "-" + r(13, string.digits) + "-" + r(24),
    "OPENAI_KEY": lambda: "sk-proj-" + r(64, AN + "_-"),
    "STRIPE_LIVE": lambda: "sk_live_51" + r(60),
    "DB_PASS": lambda: r(18, AN + "!#%"),
    "SSH_PRIV": ssh_priv,
    "ANTHROPIC_KEY": lambda: "sk-ant-api03-" + r(93, AN + "_-") + "AA",
    "SENDGRID_KEY": lambda: "SG." + r(22, AN + "_-") + "." + r(43, AN + "_-"),
    "GOOGLE_KEY": lambda: "AIza" + r(35, AN + "_-"),
    "GITLAB_PAT": lambda: "glpat-" + r(20, AN + "_-"),
    "NPM_TOKEN": lambda: "npm_" + r(36),
    "SLACK_HOOK": lambda: "T" + r(10, string.ascii_uppercase + string.digits) + "/B" + r(10, string.ascii_uppercase + string.digits) + "/" + r(24),
    "HF_TOKEN": lambda: "hf_" + r(34, string.ascii_letters),
    "TWILIO_SID": lambda: "AC" + r(32, "0123456789abcdef"),
    "TWILIO_TOKEN": lambda: r(32, "0123456789abcdef"),
}

LAT2CYR = dict(zip("aeopcxiyAEOPCXHKMBT", "аеорсхіуАЕОРСХНКМВТ"))
CYR2LAT = {v: k for k, v in LAT2CYR.items()}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]

def homoglyph(s):
    table = CYR2LAT if sum(0x400 <= ord(c) < 0x500 for c in s) > len(s) / 4 else LAT2CYR
    return "".join(table[c] if c in table and rng.random() < 0.6 else c for c in s)

def zero_width(s):
    out = []
    for c in s:
        out.append(c)
        if c.isalpha() and rng.random() < 0.35:
            out.append(rng.choice(ZW))
    return "".join(out)

def mixed_case(s):
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in s)

LEET = dict(zip("aeiostAEIOST", "431057431057"))
ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c not in " " else c for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 0x7F),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
}

def fill(t):
    return re.sub(r"\{([A-Z_]+)\}", lambda m: CRED[m.group(1)]() if m.group(1) in CRED else m.group(0), t)

def encode(t):
    def rep(m):
        s = m.group(2)
        for tech in m.group(1).split("+"):
            s = ENC[tech](s)
        return s
    return re.sub(r"\[\[([a-z0-9_+]+):(.*?)\]\]", rep, t, flags=re.S)

def chunks(prefix, var):
    rows = []
    for p in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        exec(open(p, encoding="utf-8").read(), ns)
        rows.extend(ns[var])
    return rows

with open(os.path.join(OUT, "attacks.jsonl"), "w", encoding="utf-8") as f:
    for text, cat, obf, lang, note in chunks("a", "A"):
        text = encode(fill(text))
        f.write(json.dumps({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note}, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "benign.jsonl"), "w", encoding="utf-8") as f:
    for text, kind, note in chunks("b", "B"):
        f.write(json.dumps({"text": text, "kind": kind, "note": note}, ensure_ascii=False) + "\n")
print("written")
