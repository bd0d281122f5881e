#!/usr/bin/env python3
"""Assemble hand-written batches into JSONL (stdlib only).
Only (a) applies real encodings to marked segments, (b) fills credential slots with random
strings in real key formats, (c) writes the JSONL files."""
import base64, glob, importlib.util, json, os, random, re, string, urllib.parse
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.SystemRandom()
def rs(alpha, n): return "".join(rng.choice(alpha) for _ in range(n))
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + "234567"
HX = "0123456789abcdef"
B64 = AN + "+/"
def jwtpart(n): return rs(AN + "-_", n)
SLOTS = {
 "AWS": lambda: "AKIA" + rs(string.ascii_uppercase + string.digits, 16),
 "AWSSECRET": lambda: rs(AN + "/+", 40),
 "GHP": lambda: "ghp_" + rs(AN, 36),
 "GHO": lambda: "gho_" + rs(AN, 36),
 "GLPAT": lambda: "glpat-" + rs(AN + "-_", 20),
 "SLACK": lambda: "xoxb-" + rs(string.digits, 12) + "-" + rs(string.digits, 13) + "-" + rs(AN, 24),
 "SLACKHOOK": lambda: "https://hooks.slack.com/services/T" + rs(UP[:26] + "0123456789", 8) + "/B" + rs(UP[:26] + "0123456789", 10) + "/" + rs(AN, 24),
 "OPENAI": lambda: "sk-proj-" + rs(AN + "-_", 48),
 "ANTH": lambda: "sk-ant-api03-" + rs(AN + "-_", 93) + "AA",
 "STRIPE": lambda: "sk_live_" + rs(AN, 24),
 "RKSTRIPE": lambda: "rk_live_" + rs(AN, 24),
 "GOOGLE": lambda: "AIza" + rs(AN + "-_", 35),
 "TWILIO": lambda: "SK" + rs(HX, 32),
 "SENDGRID": lambda: "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43),
 "TELEGRAM": lambda: str(rng.randint(100000000, 9999999999)) + ":AA" + rs(AN + "-_", 33),
 "NPM": lambda: "npm_" + rs(AN, 36),
 "HF": lambda: "hf_" + rs(string.ascii_letters, 34),
 "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 50),
 "JWT": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + jwtpart(46) + "." + jwtpart(43),
 "PW": lambda: rs(AN, 6) + rng.choice("!#%*") + rs(AN, 5),
 "HEX32": lambda: rs(HX, 32),
 "HEX40": lambda: rs(HX, 40),
 "DISCORD": lambda: "M" + rs(AN, 23) + "." + rs(AN + "-_", 6) + "." + rs(AN + "-_", 38),
 "SHOPIFY": lambda: "shpat_" + rs(HX, 32),
 "MAILGUN": lambda: "key-" + rs(HX, 32),
 "DO": lambda: "dop_v1_" + rs(HX, 64),
 "PRIVKEY": lambda: "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(B64, 60) + "\n-----END OPENSSH PRIVATE KEY-----",
 "RSAKEY": lambda: "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + rs(B64, 64) + "\n-----END RSA PRIVATE KEY-----",
 "AZSAS": lambda: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-01-01T00:00:00Z&sig=" + urllib.parse.quote(rs(B64, 43) + "="),
}
def fill(t):
    return re.sub(r"\{([A-Z0-9]+)\}", lambda m: SLOTS[m.group(1)]() if m.group(1) in SLOTS else m.group(0), t)
HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "c": "с", "p": "р", "x": "х", "i": "і", "y": "у", "A": "А", "E": "Е", "O": "О", "C": "С", "P": "Р", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"})
def zw(s): return "\u200b".join(s) if len(s) < 60 else re.sub(r"(\w)(\w)", "\\1\u200b\\2", s)
def mixed(s): return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
def full(s): return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)
ENC = {
 "base64": lambda s: base64.b64encode(s.encode()).decode(),
 "hex": lambda s: s.encode().hex(),
 "rot13": lambda s: s.translate(str.maketrans(string.ascii_lowercase + string.ascii_uppercase, string.ascii_lowercase[13:] + string.ascii_lowercase[:13] + string.ascii_uppercase[13:] + string.ascii_uppercase[:13])),
 "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
 "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() and rng.random() < 0.6 else c for c in s),
 "homoglyph": lambda s: s.translate(HOMO),
 "zero_width": zw,
 "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
 "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
 "fullwidth": full,
 "leetspeak": lambda s: s.translate(LEET),
 "reversed": lambda s: s[::-1],
 "mixed_case": mixed,
}
def encode(text, obf):
    for t in obf.split("+"):
        if t in ENC:
            if "⟦" in text:
                text = re.sub(r"⟦(.*?)⟧", lambda m: ENC[t](m.group(1)), text, flags=re.S)
            else:
                text = ENC[t](text)
    return text.replace("⟦", "").replace("⟧", "")
def load(prefix):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
        out += m.E
    return out
import sys; sys.path.insert(0, os.path.join(HERE, "batches")); from enc_extra import X
used = set()
att = []
for text, cat, obf, lang, note in load("a"):
    for pre, tech in X.items():
        if text.startswith(pre):
            obf = tech if obf == "none" else obf + "+" + tech; used.add(pre)
            if tech == "unicode_tags":  # keep the lead-in visible, hide the rest
                m = re.search(r"[,:] ", text)
                text = text[:m.end()] + "⟦" + text[m.end():] + "⟧"
    att.append({"text": encode(fill(text), obf), "category": cat, "obfuscation": obf, "lang": lang, "note": note})
ben = []
for text, kind, note in load("b"):
    ben.append({"text": text, "kind": kind, "note": note})
for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
assert used == set(X), set(X) - used
print(len(att), len(ben))
