#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from hand-written batch files (stdlib only).
Only applies real encodings to marked payload segments and fills credential
placeholders with random strings in real key formats."""
import base64, glob, json, os, random, re, string, urllib.parse, html, codecs, runpy

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
rng = random.Random(1010)
AN = string.ascii_letters + string.digits

def r(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "M": "М", "K": "К", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}

def enc(kind, s):
    if kind == "b64": return base64.b64encode(s.encode()).decode()
    if kind == "hex": return s.encode().hex()
    if kind == "rot13": return codecs.encode(s, "rot13")
    if kind == "url": return urllib.parse.quote(s, safe="")
    if kind == "html": return "".join(f"&#{ord(c)};" if c.isalnum() else c for c in s)
    if kind == "tags": return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)
    if kind == "bidi": return "\u202e" + s[::-1] + "\u202c"
    if kind == "rev": return s[::-1]
    if kind == "zw": return "\u200b".join(s)
    if kind == "zwj": return "".join(c + ("\u200d" if c.isalpha() and i % 2 else "") for i, c in enumerate(s))
    if kind == "homo": return "".join(HOMO.get(c, c) for c in s)
    if kind == "full": return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
    if kind == "leet": return "".join(LEET.get(c, c) for c in s)
    if kind == "mixed": return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if kind == "spacing": return " ".join(s)
    raise ValueError(kind)

def cred(kind):
    if kind == "AWS": return "AKIA" + r(16, string.ascii_uppercase + "234567")
    if kind == "AWSSECRET": return r(40, AN + "/+")
    if kind == "GHP": return "ghp_" + r(36)
    if kind == "GHPAT": return "github_pat_" + r(22) + "_" + r(59)
    if kind == "GLPAT": return "glpat-" + r(20, AN + "-_")
    if kind == "OPENAI": return "sk-proj-" + r(48, AN + "-_")
    if kind == "ANTH": return "sk-ant-api03-" + r(93, AN + "-_") + "AA"
    if kind == "SLACKB": return f"xoxb-{r(12, string.digits)}-{r(13, string.digits)}-{r(24)}"
    if kind == "SLACKP": return f"xoxp-{r(12, string.digits)}-{r(12, string.digits)}-{r(13, string.digits)}-{r(32, '0123456789abcdef')}"
    if kind == "SLACKHOOK": return f"https://hooks.slack.com/services/T{r(10, string.ascii_uppercase + string.digits)}/B{r(10, string.ascii_uppercase + string.digits)}/{r(24)}"
    if kind == "STRIPE": return "sk_live_" + r(24) + r(75)[:0]
    if kind == "STRIPER": return "rk_live_" + r(24)
    if kind == "GOOG": return "AIza" + r(35, AN + "-_")
    if kind == "NPM": return "npm_" + r(36)
    if kind == "PYPI": return "pypi-AgEIcHlwaS5vcmc" + r(50, AN + "-_")
    if kind == "SENDGRID": return "SG." + r(22, AN + "-_") + "." + r(43, AN + "-_")
    if kind == "TWILIO": return "SK" + r(32, "0123456789abcdef")
    if kind == "HF": return "hf_" + r(34, string.ascii_letters)
    if kind == "DISCORD": return r(24) + "." + r(6) + "." + r(27, AN + "-_")
    if kind == "TELEGRAM": return f"{r(10, string.digits)}:AA{r(33, AN + '-_')}"
    if kind == "JWT":
        h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        p = base64.urlsafe_b64encode(json.dumps({"sub": r(8, string.digits), "role": "admin", "iat": 1718000000 + rng.randint(0, 9999999)}).encode()).decode().rstrip("=")
        return f"{h}.{p}.{r(43, AN + '-_')}"
    if kind == "PW": return r(14, AN + "!#%^*")
    if kind == "PEM":
        body = r(64, AN + "+/")
        return f"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA{body}\n{r(70, AN + '+/')}\n-----END OPENSSH PRIVATE KEY-----"
    if kind == "RSA":
        return f"-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA{r(60, AN + '+/')}\n{r(64, AN + '+/')}\n-----END RSA PRIVATE KEY-----"
    if kind == "HEX32": return r(32, "0123456789abcdef")
    if kind == "HEX40": return r(40, "0123456789abcdef")
    if kind == "DOTOKEN": return "dop_v1_" + r(64, "0123456789abcdef")
    if kind == "SHOPIFY": return "shpat_" + r(32, "0123456789abcdef")
    if kind == "MAILGUN": return "key-" + r(32, "0123456789abcdef")
    if kind == "AZURE": return r(52, AN) + "=="
    if kind == "GCPSA": return r(40, "0123456789abcdef")
    if kind == "LINEAR": return "lin_api_" + r(40)
    if kind == "NOTION": return "secret_" + r(43)
    if kind == "DOCKER": return "dckr_pat_" + r(27, AN + "-_")
    if kind == "VAULT": return "hvs." + r(90, AN + "-_")
    raise ValueError(kind)

MARK = re.compile(r"\{\{(\w+)\|(.*?)\}\}", re.S)
CRED = re.compile(r"\{\{([A-Z0-9]+)\}\}")

def render(t):
    t = CRED.sub(lambda m: cred(m.group(1)), t)
    t = MARK.sub(lambda m: enc(m.group(1), m.group(2)), t)
    return t

def main():
    attacks, benign = [], []
    for f in sorted(glob.glob(os.path.join(HERE, "atk_*.py"))):
        for row in runpy.run_path(f)["A"]:
            text, cat, obf, lang, note = row
            attacks.append({"text": render(text), "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    for f in sorted(glob.glob(os.path.join(HERE, "ben_*.py"))):
        for row in runpy.run_path(f)["B"]:
            text, kind, note = row
            benign.append({"text": render(text), "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as fh:
            for o in rows:
                fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(attacks), len(benign))

main()
