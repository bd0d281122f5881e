#!/usr/bin/env python3
"""Assemble safety_train_ba from hand-written chunk files (stdlib only).

The script only (a) applies real encodings to payloads marked [[tech:payload]]
in hand-written entries, (b) fills {{kind}} credential slots with random strings
in real key formats (never real secrets, never documentation placeholders),
(c) writes the JSONL files.
"""
import base64, codecs, glob, json, os, random, re, string, unicodedata, urllib.parse, importlib.util

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(0xBA2024)
AL = string.ascii_letters + string.digits

def rs(n, alpha=AL):
    return "".join(R.choice(alpha) for _ in range(n))

def strip_marks(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "C": "\u0421", "P": "\u0420", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}

def enc(tech, p):
    if tech == "b64":
        return base64.b64encode(p.encode()).decode()
    if tech == "hex":
        return p.encode().hex()
    if tech == "rot13":
        return codecs.encode(p, "rot13")
    if tech == "url":
        return urllib.parse.quote(p, safe="")
    if tech == "html":
        return "".join(f"&#{ord(c)};" if c != " " else " " for c in p)
    if tech == "homo":
        return "".join(HOMO.get(c, c) for c in p)
    if tech == "zw":
        return "\u200b".join(p)
    if tech == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in strip_marks(p) if 0x20 <= ord(c) < 0x7f)
    if tech == "bidi":
        return "\u202e" + p[::-1] + "\u202c"
    if tech == "fw":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in p)
    if tech == "leet":
        return "".join(LEET.get(c, c) for c in p)
    if tech == "rev":
        return p[::-1]
    if tech == "mixed":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(p))
    raise ValueError(tech)

def jwt():
    b = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    h = b({"alg": "HS256", "typ": "JWT"})
    pl = b({"sub": str(R.randint(10**6, 10**7)), "name": rs(7, string.ascii_lowercase), "iat": R.randint(1700000000, 1730000000)})
    return f"{h}.{pl}.{rs(43, AL + '-_')}"

def pem():
    body = "\n".join(rs(64, AL + "+/") for _ in range(3))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ{rs(22, AL)}\n{body}\n-----END OPENSSH PRIVATE KEY-----"

KEYS = {
    "aws_id": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "aws_secret": lambda: rs(40, AL + "/+"),
    "ghp": lambda: "ghp_" + rs(36),
    "gh_fine": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "openai": lambda: "sk-proj-" + rs(64, AL + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + rs(93, AL + "-_") + "AA",
    "slack_bot": lambda: f"xoxb-{rs(11, string.digits)}-{rs(13, string.digits)}-{rs(24)}",
    "slack_hook": lambda: f"https://hooks.slack.com/services/T{rs(8, string.ascii_uppercase + string.digits)}/B{rs(10, string.ascii_uppercase + string.digits)}/{rs(24)}",
    "stripe": lambda: "sk_live_" + rs(24),
    "google": lambda: "AIza" + rs(35, AL + "-_"),
    "gitlab": lambda: "glpat-" + rs(20, AL + "-_"),
    "npm": lambda: "npm_" + rs(36),
    "hf": lambda: "hf_" + rs(34, string.ascii_letters),
    "sendgrid": lambda: "SG." + rs(22, AL + "-_") + "." + rs(43, AL + "-_"),
    "twilio": lambda: "SK" + rs(32, "0123456789abcdef"),
    "telegram": lambda: f"{R.randint(10**9, 7*10**9)}:AA{rs(33, AL + '-_')}",
    "jwt": jwt,
    "pem": pem,
    "pw": lambda: rs(6, string.ascii_letters) + R.choice("!%+-") + rs(7) + R.choice("$&*") + rs(2, string.digits),
    "do": lambda: "dop_v1_" + rs(64, "0123456789abcdef"),
    "azure": lambda: rs(86, AL + "+/") + "==",
    "discord": lambda: f"{rs(24, AL)}.{rs(6, AL)}.{rs(38, AL + '-_')}",
    "mailgun": lambda: "key-" + rs(32, "0123456789abcdef"),
    "shopify": lambda: "shpat_" + rs(32, "0123456789abcdef"),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(60, AL + "-_"),
}

ENC_RE = re.compile(r"\[\[(\w+):(.*?)\]\]", re.S)
KEY_RE = re.compile(r"\{\{(\w+)\}\}")

def render(t):
    t = ENC_RE.sub(lambda m: enc(m.group(1), m.group(2)), t)
    return KEY_RE.sub(lambda m: KEYS[m.group(1)](), t)

def load(pattern, var):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, "chunks", pattern))):
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        out.extend(getattr(m, var))
    return out

att = [dict(text=render(t), category=c, obfuscation=o, lang=l, note=n) for t, c, o, l, n in load("a_*.py", "ATT")]
ben = [dict(text=render(t), kind=k, note=n) for t, k, n in load("b_*.py", "BEN")]
for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(att), len(ben))
