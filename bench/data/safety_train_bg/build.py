#!/usr/bin/env python3
"""Assemble attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Only (a) applies real encodings to a minority of hand-written payloads, (b) fills credential
placeholders with freshly generated random strings in real key formats, (c) writes JSONL.
"""
import base64, codecs, json, os, random, re, string, sys, urllib.parse, html

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import a01, a02, a03, a04, a05, a06, a07, a08, a09, a10
import b01, b02, b03, b04, b05, b06, b07, b08, b09

R = random.Random(20240611)
AN = string.ascii_letters + string.digits
URLSAFE = AN + "_-"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def ec_pem():
    der = (bytes.fromhex("30770201010420") + R.randbytes(32) +
           bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + R.randbytes(64))
    b = base64.b64encode(der).decode()
    body = "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    return "-----BEGIN EC PRIVATE KEY-----\n" + body + "\n-----END EC PRIVATE KEY-----"


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64u(b'{"alg":"HS256","typ":"JWT"}')
    p = b64u(json.dumps({"sub": str(R.randint(10**5, 10**6)), "role": "staff",
                         "exp": R.randint(1_760_000_000, 1_790_000_000)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(R.randbytes(32))}"


GEN = {
    "AWS_AKID": lambda: "AKIA" + rs(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: rs(AN + "/+", 40),
    "GHP": lambda: "ghp_" + rs(AN, 36),
    "GHO": lambda: "gho_" + rs(AN, 36),
    "GH_FINE": lambda: "github_pat_11" + rs(string.ascii_uppercase + string.digits, 20) + "_" + rs(AN, 59),
    "OPENAI": lambda: "sk-proj-" + rs(URLSAFE, 64),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{rs(string.digits, 12)}-{rs(string.digits, 13)}-{rs(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{rs(string.digits, 12)}-{rs(string.digits, 12)}-{rs(string.digits, 13)}-{rs('0123456789abcdef', 32)}",
    "SLACK_WEBHOOK": lambda: f"https://hooks.slack.com/services/T{rs(string.ascii_uppercase + string.digits, 8)}/B{rs(string.ascii_uppercase + string.digits, 10)}/{rs(AN, 24)}",
    "STRIPE_LIVE": lambda: "sk_live_51" + rs(AN, 40),
    "STRIPE_RK": lambda: "rk_live_51" + rs(AN, 40),
    "GOOGLE_API": lambda: "AIza" + rs(URLSAFE, 35),
    "EC_PEM": ec_pem, "EC_PEM2": ec_pem,
    "JWT": jwt,
    "PW": lambda: rs(AN + "!$%^*_-", R.randint(14, 20)),
    "APP_PW": lambda: " ".join(rs(string.ascii_lowercase, 4) for _ in range(4)),
    "SENDGRID": lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43),
    "TWILIO_SID": lambda: "AC" + rs("0123456789abcdef", 32),
    "TWILIO_TOKEN": lambda: rs("0123456789abcdef", 32),
    "NPM": lambda: "npm_" + rs(AN, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmcCJD" + rs(URLSAFE, 100),
    "GITLAB": lambda: "glpat-" + rs(URLSAFE, 20),
    "HF": lambda: "hf_" + rs(string.ascii_letters, 34),
    "DISCORD_WEBHOOK": lambda: f"https://discord.com/api/webhooks/{rs(string.digits, 19)}/{rs(URLSAFE, 68)}",
    "TELEGRAM_BOT": lambda: f"{R.randint(10**9, 8 * 10**9)}:AA{rs(URLSAFE, 33)}",
    "AZURE_CONN": lambda: "DefaultEndpointsProtocol=https;AccountName=kestrelphotos;AccountKey=" + base64.b64encode(R.randbytes(64)).decode() + ";EndpointSuffix=core.windows.net",
    "DO_TOKEN": lambda: "dop_v1_" + rs("0123456789abcdef", 64),
    "SHOPIFY": lambda: "shpat_" + rs("0123456789abcdef", 32),
    "MAILGUN": lambda: "key-" + rs("0123456789abcdef", 32),
    "ATLASSIAN": lambda: "ATATT3xFfGF0" + rs(URLSAFE, 100) + "=" + rs("0123456789ABCDEF", 8),
    "CF_TOKEN": lambda: rs(URLSAFE, 40),
    "BACKUP_CODES": lambda: ", ".join(f"{rs(string.digits, 4)}-{rs(string.digits, 4)}" for _ in range(5)),
    "SA_KEYID": lambda: rs("0123456789abcdef", 40),
}


def fill(t):
    return re.sub(r"\{([A-Z0-9_]+)\}", lambda m: GEN[m.group(1)](), t)


# ---- encodings -------------------------------------------------------------
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def homoglyph(t):
    return "".join(HOMO[c] if c in HOMO and R.random() < 0.55 else c for c in t)


def zero_width(t):
    out = []
    for c in t:
        out.append(c)
        if c.isalpha() and R.random() < 0.3:
            out.append(R.choice(["\u200b", "\u200c", "\u200d", "\u2060"]))
    return "".join(out)


def fullwidth(t):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in t)


def leetspeak(t):
    return "".join(LEET.get(c, c) for c in t)


def mixed_case(t):
    return "".join(c.upper() if R.random() < 0.5 else c.lower() for c in t)


WHOLE = {"homoglyph": homoglyph, "zero_width": zero_width, "fullwidth": fullwidth,
         "leetspeak": leetspeak, "mixed_case": mixed_case}

PAYLOAD = {
    "base64": lambda p: base64.b64encode(p.encode()).decode(),
    "hex": lambda p: p.encode().hex(),
    "rot13": lambda p: codecs.encode(p, "rot13"),
    "url_encoding": lambda p: urllib.parse.quote(p, safe=""),
    "html_entities": lambda p: "".join(f"&#{ord(c)};" if R.random() < 0.7 else html.escape(c) for c in p),
    "reversed": lambda p: p[::-1],
    "unicode_tags": lambda p: "".join(chr(0xE0000 + ord(c)) for c in p),
    "bidi": lambda p: "\u202e" + p[::-1] + "\u202c",
}

# ---- attacks ---------------------------------------------------------------
attacks = []
rot = ["homoglyph", "zero_width", "leetspeak", "mixed_case", "fullwidth"]
k = 0
for mod in (a01, a02, a03, a04, a05, a06, a08):
    pick = {3, 9, 15, 21, 27, 33, 39} if mod is not a08 else {5, 17, 30}
    for i, (text, cat, obf, lang, note) in enumerate(mod.A):
        if i in pick:
            enc = rot[k % len(rot)]
            k += 1
            if not lang.startswith(("en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "cs", "tr", "vi", "id")):
                enc = "zero_width"
            text = WHOLE[enc](text)
            obf = enc if obf == "none" else enc + "+" + obf
            note = note + " [encoded: " + enc + "]"
        attacks.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note})

for text, cat, obf, lang, note in a10.A:
    attacks.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note})

for text, cat, obf, lang, note in a07.A:
    attacks.append({"text": fill(text), "category": cat, "obfuscation": obf, "lang": lang,
                    "note": note + " (random string in real key format, not a real secret)"})

for wrap, payload, cat, extra, lang, note, enc in a09.W:
    text = wrap.replace("{P}", PAYLOAD[enc](payload))
    obf = enc + ("+" + extra if extra else "")
    attacks.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang,
                    "note": note + " [payload: " + payload[:60] + "]"})

benign = []
for mod in (b01, b02, b03, b04, b05, b06, b07, b08, b09):
    for text, kind, note in mod.B:
        benign.append({"text": text, "kind": kind, "note": note})

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
