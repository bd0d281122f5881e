"""Helpers for the hand-written batches: real encodings and random key fillers (stdlib only)."""
import base64
import codecs
import random
import string
import urllib.parse

R = random.Random(20240611)

# ---------- encodings applied to hand-written payloads ----------

def b64(s):
    return base64.b64encode(s.encode()).decode()


def hexe(s):
    return s.encode().hex()


def rot13(s):
    return codecs.encode(s, "rot13")


def urlenc(s):
    return urllib.parse.quote(s, safe="")


def htmlent(s):
    return "".join(f"&#{ord(c)};" if c.isalnum() or c == " " else c for c in s)


_HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
         "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
         "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421",
         "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}


def homo(s):
    return "".join(_HOMO.get(c, c) for c in s)


def zw(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c.isalpha() and i % 2 == 0:
            out.append("\u200b")
    return "".join(out)


def tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)


def bidi(s):
    # right-to-left override around a reversed payload, so it renders forwards
    return "\u202e" + s[::-1] + "\u202c"


def fullw(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)


_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def leet(s):
    return "".join(_LEET.get(c.lower(), c) for c in s)


def rev(s):
    return s[::-1]


def mixc(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


# ---------- random strings in real credential formats (never real secrets) ----------

U = string.ascii_uppercase
L = string.ascii_lowercase
D = string.digits
AN = U + L + D
HEX = "0123456789abcdef"
B64C = AN + "+/"
URLS = AN + "-_"


def rs(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def aws_id():
    return "AKIA" + rs(U + "234567", 16)


def aws_sts():
    return "ASIA" + rs(U + "234567", 16)


def aws_secret():
    return rs(B64C, 40)


def ghp():
    return "ghp_" + rs(AN, 36)


def gho():
    return "gho_" + rs(AN, 36)


def ghs():
    return "ghs_" + rs(AN, 36)


def gh_fine():
    return "github_pat_11" + rs(U + D, 20) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(URLS, 20)


def openai():
    return "sk-proj-" + rs(URLS, 74) + "T3BlbkFJ" + rs(URLS, 20)


def openai_old():
    return "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)


def anthropic():
    return "sk-ant-api03-" + rs(URLS, 93) + "AA"


def slack_bot():
    return f"xoxb-{rs(D, 12)}-{rs(D, 13)}-{rs(AN, 24)}"


def slack_user():
    return f"xoxp-{rs(D, 12)}-{rs(D, 12)}-{rs(D, 13)}-{rs(HEX, 32)}"


def slack_hook():
    return f"https://hooks.slack.com/services/T{rs(U + D, 8)}/B{rs(U + D, 10)}/{rs(AN, 24)}"


def discord_hook():
    return f"https://discord.com/api/webhooks/{rs(D, 19)}/{rs(URLS, 68)}"


def stripe_live():
    return "sk_live_51" + rs(AN, 97)


def stripe_rk():
    return "rk_live_51" + rs(AN, 97)


def google_api():
    return "AIza" + rs(URLS, 35)


def twilio_sid():
    return "AC" + rs(HEX, 32)


def twilio_key():
    return "SK" + rs(HEX, 32)


def sendgrid():
    return "SG." + rs(URLS, 22) + "." + rs(URLS, 43)


def npm():
    return "npm_" + rs(AN, 36)


def pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(URLS, 150)


def hf():
    return "hf_" + rs(U + L, 34)


def mailgun():
    return "key-" + rs(HEX, 32)


def dop():
    return "dop_v1_" + rs(HEX, 64)


def shopify():
    return "shpat_" + rs(HEX, 32)


def hex32():
    return rs(HEX, 32)


def hex40():
    return rs(HEX, 40)


def uuid4():
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:32]}"


def sq():
    return "sq0atp-" + rs(URLS, 22)


def age():
    return "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)


def vault():
    return "hvs." + rs(URLS, 90)


def dckr():
    return "dckr_pat_" + rs(URLS, 27)


def linear():
    return "lin_api_" + rs(AN, 40)


def notion():
    return "ntn_" + rs(D, 11) + rs(AN, 35)


def replicate():
    return "r8_" + rs(AN, 37)


def groq():
    return "gsk_" + rs(AN, 52)


def telegram():
    return f"{rs(D, 10)}:AA{rs(URLS, 33)}"


def discord_bot():
    uid = base64.b64encode(rs(D, 18).encode()).decode().rstrip("=")
    return f"{uid}.{rs(URLS, 6)}.{rs(URLS, 38)}"


def b64url(n):
    return rs(URLS, n)


def jwt():
    import json
    hdr = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}).encode()).decode().rstrip("=")
    body = base64.urlsafe_b64encode(json.dumps({"sub": rs(D, 8), "role": "service_role", "iat": 17 * 10 ** 8 + R.randint(0, 99999999)}).encode()).decode().rstrip("=")
    return f"{hdr}.{body}.{rs(URLS, 43)}"


def pw(n=16):
    return rs(AN + "!#%*_-", n)


def azure_key():
    return rs(B64C, 86) + "=="


def ssh_priv_body(lines=3):
    head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    body = [head] + [rs(B64C, 70) for _ in range(lines - 1)]
    return "\n".join(body)


def rsa_body(lines=3):
    return "\n".join(["MIIEpAIBAAKCAQEA" + rs(B64C, 48)] + [rs(B64C, 64) for _ in range(lines - 1)])


def gcp_pk_id():
    return rs(HEX, 40)


def datadog():
    return rs(HEX, 32)


def sentry_dsn():
    return f"https://{rs(HEX, 32)}@o{rs(D, 6)}.ingest.sentry.io/{rs(D, 7)}"


def ntfy():
    return "tk_" + rs(L + D, 29)


def cf_token():
    return rs(URLS, 40)


def pscale():
    return "pscale_pw_" + rs(URLS, 43)


def doppler():
    return "dp.st.prd." + rs(AN, 43)


def fly():
    return "fo1_" + rs(URLS, 43)


def pulumi():
    return "pul-" + rs(HEX, 40)


def tfc():
    return rs(AN, 14) + ".atlasv1." + rs(AN, 67)
