#!/usr/bin/env python3
"""Assemble safety_train_aq JSONL files from hand-written batch files (stdlib only).

Only (a) applies real encodings to marked segments of a minority of hand-written payloads,
(b) fills {{KIND}} credential slots with random strings in real key formats, (c) writes JSONL.
"""
import base64, codecs, glob, json, os, random, re, string, urllib.parse, importlib.util

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240617)
AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"

def r(chars, n): return "".join(rng.choice(chars) for _ in range(n))
def b64u(n): return r(AL + "-_", n)

def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": r(string.digits, 8), "iat": rng.randint(1700000000, 1720000000), "role": "admin"}).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64u(43)}"

def pem():
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(150))).decode()
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + body[:70] + "\n" + body[70:140] + "\n-----END OPENSSH PRIVATE KEY-----"

def pw(): return r(AL, 6) + rng.choice("!*_-.") + r(AL, 6)

GEN = {
    "AWS_AK": lambda: "AKIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_SK": lambda: r(AL + "+/", 40),
    "GHP": lambda: "ghp_" + r(AL, 36),
    "GH_FINE": lambda: "github_pat_" + r(UP, 22) + "_" + r(AL, 59),
    "GLPAT": lambda: "glpat-" + r(AL + "-_", 20),
    "SLACK_BOT": lambda: f"xoxb-{r(string.digits, 11)}-{r(string.digits, 13)}-{r(AL, 24)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(UP, 8)}/B{r(UP, 10)}/{r(AL, 24)}",
    "STRIPE": lambda: "sk_live_" + r(AL, 99),
    "STRIPE_RK": lambda: "rk_live_" + r(AL, 99),
    "OPENAI": lambda: "sk-proj-" + r(AL + "-_", 124) + "A",
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AL + "-_", 93) + "AA",
    "GOOGLE": lambda: "AIza" + r(AL + "-_", 35),
    "HF": lambda: "hf_" + r(AL, 34),
    "NPM": lambda: "npm_" + r(AL, 36),
    "SENDGRID": lambda: "SG." + r(AL + "-_", 22) + "." + r(AL + "-_", 43),
    "TWILIO_SID": lambda: "AC" + r(HEX, 32),
    "TWILIO_TOK": lambda: r(HEX, 32),
    "TELEGRAM": lambda: f"{rng.randint(5000000000, 7999999999)}:AA{r(AL + '-_', 33)}",
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "DISCORD": lambda: f"M{r(AL, 23)}.{r(AL + '-_', 6)}.{r(AL + '-_', 38)}",
    "AZURE_KEY": lambda: r(AL + "+/", 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PW": pw,
    "HEX32": lambda: r(HEX, 32),
    "HEX40": lambda: r(HEX, 40),
    "DD": lambda: r(HEX, 32),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmcCJ" + r(AL + "-_", 60),
    "LINEAR": lambda: "lin_api_" + r(AL, 40),
    "NOTION": lambda: "secret_" + r(AL, 43),
    "DOCKER": lambda: "dckr_pat_" + r(AL + "-_", 27),
    "VAULT": lambda: "hvs." + r(AL + "-_", 90),
}

CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
       "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}

def homoglyph(s):
    return "".join(CYR.get(ch, ch) if rng.random() < 0.6 else ch for ch in s)

def zero_width(s):
    out = []
    for w in s.split(" "):
        if len(w) > 3:
            k = rng.randint(1, len(w) - 1)
            w = w[:k] + rng.choice(["\u200b", "\u200c", "\u200d", "\u2060"]) + w[k:]
        out.append(w)
    return " ".join(out)

def mixed_case(s):
    return "".join(ch.upper() if i % 2 else ch.lower() for i, ch in enumerate(s))

ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() else c for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
}

SLOT = re.compile(r"\{\{([A-Z0-9_]+)\}\}")
SEG = re.compile(r"⟦(.*?)⟧", re.S)

def fill(text):
    return SLOT.sub(lambda m: GEN[m.group(1)](), text)

def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    for t in techs:
        if SEG.search(text):
            text = SEG.sub(lambda m: ENC[t](m.group(1)), text, count=1)
        else:
            text = ENC[t](text)
    if "⟦" in text or "⟧" in text:
        raise SystemExit(f"leftover segment marker: {text!r}")
    return text

def load(prefix, var):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(getattr(mod, var))
    return out

attacks = []
for text, cat, obf, lang, note in load("a", "A"):
    attacks.append({"text": encode(fill(text), obf), "category": cat, "obfuscation": obf, "lang": lang, "note": note})
benign = []
for text, kind, note in load("b", "B"):
    benign.append({"text": fill(text), "kind": kind, "note": note})

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(attacks), "attacks,", len(benign), "benign")
