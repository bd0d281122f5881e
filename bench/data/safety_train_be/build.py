#!/usr/bin/env python3
"""Assemble safety_train_be JSONL files from the hand-written batch files (stdlib only).

The builder only (a) applies real encodings to the part of a hand-written payload marked
with [[ ... ]] (or to the whole text when there is no mark), (b) fills @@NAME@@ credential
slots with random strings in real key formats, (c) writes attacks.jsonl / benign.jsonl.
"""
import base64, glob, html, importlib.util, json, os, random, string, unicodedata, urllib.parse, codecs

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20240611)
AL = string.ascii_letters + string.digits
def rs(n, alphabet=AL): return "".join(R.choice(alphabet) for _ in range(n))
B64 = string.ascii_letters + string.digits + "+/"
URLSAFE = AL + "-_"
B32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"

def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": str(R.randint(10**5, 10**6)), "role": "admin",
        "iat": R.randint(1700000000, 1730000000)}).encode()).decode().rstrip("=")
    return f"{h}.{p}.{rs(43, URLSAFE)}"

def pw():
    return rs(6) + R.choice("!#%*-_") + rs(5) + str(R.randint(10, 99))

SLOTS = {
    "AWS_AK": lambda: "AKIA" + rs(16, B32),
    "AWS_SK": lambda: rs(40, B64),
    "GHP": lambda: "ghp_" + rs(36),
    "GH_FG": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "OPENAI": lambda: "sk-proj-" + rs(48, URLSAFE),
    "ANTH": lambda: "sk-ant-api03-" + rs(93, URLSAFE) + "AA",
    "STRIPE": lambda: "sk_live_" + rs(24),
    "STRIPE_RK": lambda: "rk_live_" + rs(24),
    "SLACK_B": lambda: f"xoxb-{R.randint(10**10, 10**11-1)}-{R.randint(10**11, 10**12-1)}-{rs(24)}",
    "SLACK_WH": lambda: f"https://hooks.slack.com/services/T{rs(8, string.ascii_uppercase+string.digits)}/B{rs(10, string.ascii_uppercase+string.digits)}/{rs(24)}",
    "GOOG": lambda: "AIza" + rs(35, URLSAFE),
    "GLPAT": lambda: "glpat-" + rs(20, URLSAFE),
    "NPM": lambda: "npm_" + rs(36),
    "HF": lambda: "hf_" + rs(34),
    "TG": lambda: f"{R.randint(10**9, 10**10-1)}:AA{rs(33, URLSAFE)}",
    "SG": lambda: "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE),
    "TWILIO": lambda: "SK" + rs(32, HEX),
    "PW": pw,
    "JWT": jwt,
    "AZ_KEY": lambda: rs(86, B64) + "==",
    "DISCORD_WH": lambda: f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18-1)}/{rs(68, URLSAFE)}",
    "SSHKEY": lambda: "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA"
                      + rs(120, B64) + "\n-----END OPENSSH PRIVATE KEY-----",
    "RSAKEY": lambda: "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + rs(150, B64) + "\n-----END RSA PRIVATE KEY-----",
    "DO": lambda: "dop_v1_" + rs(64, HEX),
    "SHOPIFY": lambda: "shpat_" + rs(32, HEX),
    "MAILGUN": lambda: "key-" + rs(32, HEX),
    "DD": lambda: rs(32, HEX),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(60, URLSAFE),
}

def fill(t):
    for k, f in SLOTS.items():
        tag = f"@@{k}@@"
        while tag in t:
            t = t.replace(tag, f(), 1)
    return t

HOMO = {"a": "а", "e": "е", "o": "о", "c": "с", "p": "р", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "C": "С", "P": "Р", "T": "Т", "H": "Н", "K": "К", "M": "М"}
def strip_acc(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalpha() else html.escape(c) for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) if R.random() < 0.6 else c for c in s),
    "zero_width": lambda s: "".join(c + ("\u200b" if c.isalpha() and R.random() < 0.5 else "") for c in s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in strip_acc(s) if 0x20 <= ord(c) < 0x7F),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s),
    "leetspeak": lambda s: s.translate(str.maketrans("aeiostAEIOST", "431057431057")),
    "mixed_case": lambda s: "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s)),
    "reversed": lambda s: s[::-1],
    "spacing": lambda s: " ".join(s),
}

def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    if not techs:
        return text
    if "[[" in text:
        pre, rest = text.split("[[", 1)
        mid, post = rest.split("]]", 1)
    else:
        pre, mid, post = "", text, ""
    for t in techs:
        mid = ENC[t](mid)
    return pre + mid + post

def load(prefix):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
        out.extend(m.E)
    return out

def main():
    with open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8") as f:
        for text, cat, obf, lang, note in load("a"):
            t = encode(fill(text), obf)
            f.write(json.dumps({"text": t, "category": cat, "obfuscation": obf, "lang": lang, "note": note}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for text, kind, note in load("b"):
            f.write(json.dumps({"text": text, "kind": kind, "note": note}, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    main()
