#!/usr/bin/env python3
"""Assemble hand-written batches into JSONL (stdlib only).
Only: (a) apply real encodings to the marked segment of a minority of payloads,
(b) fill <<KIND>> credential slots with random strings in real key formats,
(c) write the JSONL files."""
import base64, glob, importlib.util, json, os, random, string, urllib.parse, codecs

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
rng = random.Random(20240917)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"

def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))

def b64url(n):
    return r(string.ascii_letters + string.digits + "-_", n)

CRED = {
    "AWS_ID": lambda: "AKIA" + r(UP.replace("0", "").replace("1", ""), 16),
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GH_PAT": lambda: "github_pat_11" + r(UP, 20) + "_" + r(AN, 59),
    "GLPAT": lambda: "glpat-" + r(AN + "-_", 20),
    "OPENAI": lambda: "sk-proj-" + b64url(48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + b64url(93) + "AA",
    "SLACK_BOT": lambda: "xoxb-" + r(string.digits, 12) + "-" + r(string.digits, 13) + "-" + r(AN, 24),
    "SLACK_HOOK": lambda: "https://hooks.slack.com/services/T" + r(UP, 8) + "/B" + r(UP, 10) + "/" + r(AN, 24),
    "STRIPE": lambda: "sk_live_" + r(AN, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 24),
    "GOOGLE": lambda: "AIza" + r(AN + "-_", 35),
    "TWILIO": lambda: "SK" + r(HX, 32),
    "SENDGRID": lambda: "SG." + b64url(22) + "." + b64url(43),
    "TELEGRAM": lambda: str(rng.randint(1000000000, 7999999999)) + ":AA" + r(AN + "-_", 33),
    "NPM": lambda: "npm_" + r(AN, 36),
    "MAILGUN": lambda: "key-" + r(HX, 32),
    "RAZORPAY": lambda: "rzp_live_" + r(AN, 14),
    "RAZORPAY_SECRET": lambda: r(AN, 24),
    "XENDIT": lambda: "xnd_production_" + r(AN, 50),
    "MIDTRANS": lambda: "Mid-server-" + r(AN + "-_", 24),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "DISCORD": lambda: r(AN, 24) + "." + r(AN + "-_", 6) + "." + r(AN + "-_", 38),
    "JWT": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + base64.urlsafe_b64encode(
        json.dumps({"sub": r(string.digits, 8), "role": "admin", "iat": rng.randint(1700000000, 1760000000)}).encode()
    ).decode().rstrip("=") + "." + b64url(43),
    "PASS": lambda: r(AN, 6) + rng.choice("!@#%*") + r(AN, 5) + rng.choice("!@#%*") + r(string.digits, 2),
    "HEX32": lambda: r(HX, 32),
    "HEX40": lambda: r(HX, 40),
    "PEM_RSA": lambda: "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + r(AN + "+/", 64) + "\n" + r(AN + "+/", 64) + "\n-----END RSA PRIVATE KEY-----",
    "PEM_SSH": lambda: "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACB" + r(AN + "+/", 40) + "\n-----END OPENSSH PRIVATE KEY-----",
    "AZURE_SAS": lambda: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-01-01T00:00:00Z&sig=" + urllib.parse.quote(r(AN + "+/", 43) + "="),
    "DO": lambda: "dop_v1_" + r(HX, 64),
    "SHOPIFY": lambda: "shpat_" + r(HX, 32),
    "PAYMONGO": lambda: "sk_live_" + r(AN, 24),
    "OMISE": lambda: "skey_" + r(string.ascii_lowercase + string.digits, 19),
    "VNPAY": lambda: r(UP, 32),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}

def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)

ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c != " " else " " for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c.lower(), c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": lambda s: "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s)),
    "spacing": lambda s: " ".join(s),
}

def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    if not techs:
        assert "⟦" not in text, text
        return text
    a, b = text.index("⟦"), text.index("⟧")
    seg = text[a + 1:b]
    for t in techs:
        if t == "unicode_tags":
            assert seg.isascii(), seg
        seg = ENC[t](seg)
    return text[:a] + seg + text[b + 1:]

import re
def fill(text):
    return re.sub(r"<<([A-Z0-9_]+)>>", lambda m: CRED[m.group(1)]() if m.group(1) in CRED else m.group(0), text)

def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    return m

PFX = {"H: ": "near-miss (hard): ", "M: ": "near-miss (mild, trigger word only): "}
attacks, benign = [], []
for p in sorted(glob.glob(os.path.join(HERE, "a_*.py"))):
    m = load(p)
    for e in m.A:
        cat, obf, text, note = e[:4]
        lang = e[4] if len(e) > 4 else m.L
        attacks.append({"text": encode(fill(text), obf), "category": cat, "obfuscation": obf, "lang": lang, "note": note})
for p in sorted(glob.glob(os.path.join(HERE, "b_*.py"))):
    m = load(p)
    blang = os.path.basename(p)[2:-3]
    for kind, note, text in m.B:
        note = (note or "ordinary entry, no attack content") + f" [lang={blang}]"
        for k, v in PFX.items():
            if note.startswith(k):
                note = v + note[len(k):]
        benign.append({"text": fill(text), "kind": kind, "note": note})
for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
