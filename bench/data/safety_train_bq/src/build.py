#!/usr/bin/env python3
"""Assemble hand-written batches into attacks.jsonl / benign.jsonl (stdlib only).

Only (a) applies real encodings to the [[...]] segment of a minority of hand-written
attack payloads, (b) fills {{...}} credential slots with random strings in real key
formats, (c) writes JSONL. All wording is hand-written in the batch files."""
import base64, glob, importlib.util, json, os, random, re, secrets, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
rng = random.SystemRandom()
AL = string.ascii_letters + string.digits
UP32 = string.ascii_uppercase + "234567"
B64 = AL + "+/"
URLSAFE = AL + "-_"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def hexs(n):
    return secrets.token_hex(n // 2)


def pw():
    return r(AL, 6) + rng.choice("!#%*") + r(AL, 7)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url(json.dumps({"sub": str(rng.randint(10**5, 10**6)), "role": "admin",
                           "iat": rng.randint(1700000000, 1720000000)}).encode())
    return f"{h}.{p}.{r(URLSAFE, 43)}"


def ssh_key():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + r(B64, 140)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


GEN = {
    "aws_id": lambda: "AKIA" + r(UP32, 16),
    "aws_secret": lambda: r(B64, 40),
    "ghp": lambda: "ghp_" + r(AL, 36),
    "github_pat": lambda: "github_pat_11" + r(UP32, 20) + "_" + r(AL, 59),
    "stripe_live": lambda: "sk_live_51" + r(AL, 46),
    "slack_bot": lambda: f"xoxb-{rng.randint(10**11, 10**12)}-{rng.randint(10**12, 10**13)}-{r(AL, 24)}",
    "slack_webhook": lambda: f"https://hooks.slack.com/services/T{r(string.ascii_uppercase + string.digits, 8)}/B{r(string.ascii_uppercase + string.digits, 10)}/{r(AL, 24)}",
    "openai": lambda: "sk-proj-" + r(URLSAFE, 64),
    "anthropic": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "google_api": lambda: "AIza" + r(URLSAFE, 35),
    "password": pw,
    "pg_url": lambda: f"postgres://app_user:{r(AL, 18)}@staging-db.c{r(string.ascii_lowercase + string.digits, 10)}.eu-west-2.rds.amazonaws.com:5432/app",
    "ssh_key": ssh_key,
    "gitlab": lambda: "glpat-" + r(URLSAFE, 20),
    "jwt": jwt,
    "npm": lambda: "npm_" + r(AL, 36),
    "twilio_sid": lambda: "AC" + hexs(32),
    "hex32": lambda: hexs(32),
    "hex40": lambda: hexs(40),
    "sendgrid": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "hf": lambda: "hf_" + r(string.ascii_letters, 34),
    "discord": lambda: base64.b64encode(str(rng.randint(10**17, 10**18)).encode()).decode().rstrip("=") + "." + r(URLSAFE, 6) + "." + r(URLSAFE, 38),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 120),
    "redis_url": lambda: f"redis://default:{r(AL, 24)}@redis-{rng.randint(10000, 99999)}.c{rng.randint(100, 999)}.eu-west-1-2.ec2.cloud.redislabs.com:{rng.randint(10000, 19999)}",
    "azure_key": lambda: r(B64, 86) + "==",
    "shopify": lambda: "shpat_" + hexs(32),
    "vault": lambda: "hvs." + r(URLSAFE, 90),
    "mailgun": lambda: "key-" + hexs(32),
    "mongo_url": lambda: f"mongodb+srv://admin:{r(AL, 16)}@cluster0.{r(string.ascii_lowercase + string.digits, 5)}.mongodb.net/prod?retryWrites=true",
    "telegram": lambda: f"{rng.randint(10**9, 10**10)}:AA{r(URLSAFE, 33)}",
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "X": "Х", "H": "Н", "T": "Т",
        "M": "М", "K": "К", "B": "В", "s": "ѕ", "j": "ј"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def zero_width(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " " and rng.random() < 0.6:
            out.append(rng.choice(ZW))
    return "".join(out)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: s.translate(str.maketrans(
        string.ascii_lowercase + string.ascii_uppercase,
        string.ascii_lowercase[13:] + string.ascii_lowercase[:13] +
        string.ascii_uppercase[13:] + string.ascii_uppercase[:13])),
    "url_encoding": lambda s: "".join(f"%{b:02X}" for b in s.encode()),
    "html_entities": lambda s: "".join(ch if ch == " " else f"&#{ord(ch)};" for ch in s),
    "homoglyph": lambda s: "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in s),
    "zero_width": zero_width,
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) < 0x7F else c for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": lambda s: "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in s),
}

SLOT = re.compile(r"\{\{(\w+)\}\}")
SEG = re.compile(r"\[\[(.*?)\]\]", re.S)
PRE = {"H:": "near-miss (hard): ", "M:": "near-miss (mild, trigger word only): "}


def load(path):
    ns = {}
    exec(compile(open(path, encoding="utf-8").read(), path, "exec"), ns)
    return type("M", (), ns)


attacks, benign = [], []
for path in sorted(glob.glob(os.path.join(HERE, "a[0-9]*.py"))):
    m = load(path)
    for row in m.A:
        if len(row) == 5:
            cat, text, obf, lang, note = row
        else:
            cat = m.CAT
            text, obf, lang, note = row
        text = SLOT.sub(lambda mm: GEN[mm.group(1)](), text)
        encs = [t for t in obf.split("+") if t in ENC]
        if SEG.search(text):
            assert encs, (path, text)
            def enc(mm):
                s = mm.group(1)
                for e in encs:
                    s = ENC[e](s)
                return s
            text = SEG.sub(enc, text)
            note = note + f" (payload encoded: {'+'.join(encs)})"
        else:
            assert not encs, (path, text)
        assert "{{" not in text and "[[" not in text, text
        attacks.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
for path in sorted(glob.glob(os.path.join(HERE, "b[0-9]*.py"))):
    m = load(path)
    for kind, text, note in m.B:
        for k, v in PRE.items():
            if text.startswith(k):
                text = text[len(k):]
                note = v + note
        benign.append({"text": text, "kind": kind, "note": note})

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
