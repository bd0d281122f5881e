"""Real encodings applied to a minority of hand-written payloads, plus random
credential fillers in real key formats (random, never real secrets)."""
import base64, codecs, random, string, unicodedata, urllib.parse, json, re

R = random.Random(731)

def b64(s): return base64.b64encode(s.encode("utf-8")).decode()
def hexe(s): return s.encode("utf-8").hex()
def rot13(s): return codecs.encode(s, "rot13")
def url(s): return urllib.parse.quote(s, safe="")
def html_ent(s): return "".join(f"&#{ord(c)};" if c.isalpha() else c for c in s)
_HG = dict(zip("aeopcxyiAEOPCHKMTBX", "аеорсхуіАЕОРСНКМТВХ"))
def homoglyph(s): return "".join(_HG.get(c, c) for c in s)
def zero_width(s):
    out, zw = [], ["\u200b", "\u200c", "\u200d"]
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha() and i + 1 < len(s) and s[i + 1].isalpha():
            out.append(zw[i % 3])
    return "".join(out)
def _ascii(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
def unicode_tags(s): return "".join(chr(0xE0000 + ord(c)) for c in _ascii(s) if 0x20 <= ord(c) < 0x7F)
def bidi(s): return "\u202e" + s[::-1] + "\u202c"
def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)
_LEET = dict(zip("aeiostAEIOST", "431057431057"))
def leet(s): return "".join(_LEET.get(c, c) for c in s)
def rev(s): return s[::-1]
def mixed(s):
    out, k = [], 0
    for c in s:
        if c.isalpha():
            out.append(c.upper() if k % 2 else c.lower()); k += 1
        else:
            out.append(c)
    return "".join(out)
def spaced(s): return " ".join(s)

AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"
B64U = AN + "-_"
def rs(a, n): return "".join(R.choice(a) for _ in range(n))
def digits(n): return str(R.randint(1, 9)) + rs(string.digits, n - 1)
def _b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def _jwt():
    h = _b64u(b'{"alg":"HS256","typ":"JWT"}')
    p = _b64u(json.dumps({"sub": digits(8), "role": "admin", "iat": R.randint(1700000000, 1760000000)}).encode())
    return f"{h}.{p}.{rs(B64U, 43)}"
def _pem():
    raw = base64.b64encode(bytes(R.getrandbits(8) for _ in range(121))).decode()
    body = "\n".join(raw[i:i + 64] for i in range(0, len(raw), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{body}\n-----END EC PRIVATE KEY-----"

GEN = {
    "AWS_AKID": lambda: "AKIA" + rs(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: rs(AN + "/+", 40),
    "GHP": lambda: "ghp_" + rs(AN, 36),
    "GH_FINE": lambda: "github_pat_11" + rs(UP, 20) + "_" + rs(AN, 59),
    "GLPAT": lambda: "glpat-" + rs(AN + "-_", 20),
    "OPENAI": lambda: "sk-proj-" + rs(B64U, 58) + "T3BlbkFJ" + rs(B64U, 58),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{digits(12)}-{digits(13)}-{rs(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{rs(HX, 32)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{rs(UP, 10)}/B{rs(UP, 10)}/{rs(AN, 24)}",
    "STRIPE_LIVE": lambda: "sk_live_" + rs(AN, 24),
    "STRIPE_RK": lambda: "rk_live_" + rs(AN, 24),
    "GOOGLE": lambda: "AIza" + rs(B64U, 35),
    "GOCSPX": lambda: "GOCSPX-" + rs(B64U, 28),
    "SENDGRID": lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43),
    "NPM": lambda: "npm_" + rs(AN, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 60),
    "HF": lambda: "hf_" + rs(string.ascii_letters, 34),
    "TWILIO_SID": lambda: "AC" + rs(HX, 32),
    "HEX32": lambda: rs(HX, 32),
    "HEX40": lambda: rs(HX, 40),
    "TELEGRAM": lambda: f"{digits(10)}:AA{rs(B64U, 33)}",
    "DO": lambda: "dop_v1_" + rs(HX, 64),
    "SHOPIFY": lambda: "shpat_" + rs(HX, 32),
    "MAILGUN": lambda: "key-" + rs(HX, 32),
    "VAULT": lambda: "hvs." + rs(AN, 24),
    "DISCORD_HOOK": lambda: f"https://discord.com/api/webhooks/{digits(18)}/{rs(B64U, 68)}",
    "JWT": _jwt,
    "PASS": lambda: rs(AN, 6) + R.choice("-_.~") + rs(AN, 7),
    "PEM": _pem,
    "AZURE": lambda: base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode(),
    "DOPPLER": lambda: "dp.st.prd." + rs(AN, 40),
    "LINEAR": lambda: "lin_api_" + rs(AN, 40),
    "NOTION": lambda: "secret_" + rs(AN, 43),
    "DIGITS6": lambda: digits(6),
    "SSHPUB": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(AN + "+/", 43),
}
_PH = re.compile(r"\{\{([A-Z0-9_]+)\}\}")
def fill(text): return _PH.sub(lambda m: GEN[m.group(1)](), text)
