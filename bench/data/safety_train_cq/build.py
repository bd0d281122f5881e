#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

What this script does, and nothing more:
  (a) fills credential placeholders %%KIND%% in attack texts with random strings in real
      key formats (fixed seed; never a documentation placeholder);
  (b) applies a REAL encoding to the marked span(s) ⟦...⟧ of the attack entries that carry
      an "enc" field, keeping the plain span in the note after "| plain: ";
  (c) writes attacks.jsonl and benign.jsonl.
Batch files a*.py / b*.py each define ENTRIES, a list of hand-written dicts.
"""
import base64
import codecs
import glob
import json
import os
import random
import re
import runpy
import string

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20261205)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI
HEXL = "0123456789abcdef"
B32 = UP + "234567"
B64 = AN + "+/"
URLSAFE = AN + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
PWCH = AN + "!#$%&*+-=?@^_~"

# a short list of genuine BIP-39 words, used only to fill wallet-seed placeholders
BIP = ("abandon ability absorb access acid across actor adapt admit advice afford agent "
       "alarm album alley amateur anchor ancient anger ankle arena armor arrow aspect "
       "auction august autumn avocado badge bamboo banner barrel basket beach believe "
       "bicycle blanket blossom border bounce bracket brave breeze bridge brisk bronze "
       "cabin cactus camera canal canyon carbon cargo castle cattle cereal chalk cherry "
       "circle citizen clever cliff clock cloud cobalt coconut comet copper coral cousin "
       "crater cricket crystal cushion daring dawn debris decade desert diesel dolphin "
       "donkey dragon drift eagle echo elbow ember engine enrich estate fabric falcon "
       "fiber filter flame fossil galaxy garlic gentle giraffe glacier gravity harbor "
       "hazard hollow horizon humble island ivory jaguar jungle kettle kidney ladder "
       "lantern lemon lizard lumber magnet maple marble meadow mercy mirror monkey "
       "motion muscle napkin nephew noodle oblige ocean olive orbit oyster paddle panther "
       "pepper pigeon planet pluck pony powder pulse puzzle quantum rabbit radar raven "
       "ribbon rocket saddle salmon scatter shadow silver sketch sniff solar spider "
       "squirrel stadium sunset swamp talent tattoo thunder timber tornado trophy tunnel "
       "turtle umbrella uncle velvet venture violin volcano walnut whisper window wisdom "
       "wolf yellow zebra").split()


def r(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": str(RNG.randint(10000, 999999)),
                              "role": RNG.choice(["admin", "service", "user", "ops"]),
                              "iat": RNG.randint(1760000000, 1790000000)},
                             separators=(",", ":")).encode())
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem(kind):
    n = {"RSA": 4, "EC": 3, "OPENSSH": 4, "PRIVATE": 4}[kind]
    lines = []
    if kind == "OPENSSH":
        lines.append("b3BlbnNzaC1rZXktdjEAAAAA" + r(B64, 46))
        lines += [r(B64, 70) for _ in range(n - 1)]
        body = "\n".join(lines)
        return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"
    lines = [("MII" if kind != "EC" else "MHcCAQEE") + r(B64, 61 if kind != "EC" else 56)]
    lines += [r(B64, 64) for _ in range(n - 1)]
    body = "\n".join(lines)
    label = {"RSA": "RSA PRIVATE KEY", "EC": "EC PRIVATE KEY", "PRIVATE": "PRIVATE KEY"}[kind]
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def pgp():
    body = "\n".join(["lQOYBF" + r(B64, 58)] + [r(B64, 64) for _ in range(2)] + ["=" + r(AN, 4)])
    return f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{body}\n-----END PGP PRIVATE KEY BLOCK-----"


def password():
    while True:
        p = r(PWCH, RNG.randint(12, 18))
        if any(c in DI for c in p) and any(c in "!#$%&*+-=?@^_~" for c in p):
            return p


GEN = {
    "AWS": lambda: "AKIA" + r(UP + "234567", 16),
    "ASIA": lambda: "ASIA" + r(UP + "234567", 16),
    "AWSSECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GHS": lambda: "ghs_" + r(AN, 36),
    "GHPAT": lambda: "github_pat_11" + r(UP + DI, 20) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 40) + "T3BlbkFJ" + r(URLSAFE, 40),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "SLACKB": lambda: f"xoxb-{r(DI, 12)}-{r(DI, 13)}-{r(AN, 24)}",
    "SLACKP": lambda: f"xoxp-{r(DI, 12)}-{r(DI, 12)}-{r(DI, 13)}-{r(HEXL, 32)}",
    "SLACKHOOK": lambda: f"https://hooks.slack.com/services/T{r(UP + DI, 8)}/B{r(UP + DI, 10)}/{r(AN, 24)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 99 if RNG.random() < 0.3 else 24),
    "STRIPERK": lambda: "rk_live_" + r(AN, 24),
    "STRIPEWH": lambda: "whsec_" + r(AN, 32),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "GREFRESH": lambda: "1//0" + r(URLSAFE, 2) + r(URLSAFE, 99),
    "GACCESS": lambda: "ya29.a0" + r(URLSAFE, 110),
    "SENDGRID": lambda: f"SG.{r(URLSAFE, 22)}.{r(URLSAFE, 43)}",
    "TWILIOAC": lambda: "AC" + r(HEXL, 32),
    "TWILIOSK": lambda: "SK" + r(HEXL, 32),
    "HEX32": lambda: r(HEXL, 32),
    "HEX40": lambda: r(HEXL, 40),
    "HEX64": lambda: r(HEXL, 64),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(AN, 34),
    "TELEGRAM": lambda: f"{RNG.randint(100000000, 7999999999)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEXL, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEXL, 32),
    "DO": lambda: "dop_v1_" + r(HEXL, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZUREKEY": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "RSA": lambda: pem("RSA"),
    "EC": lambda: pem("EC"),
    "PKCS8": lambda: pem("PRIVATE"),
    "OPENSSH": lambda: pem("OPENSSH"),
    "PGP": pgp,
    "PW": password,
    "TOTP": lambda: r(B32, 32),
    "TOTP16": lambda: r(B32, 16),
    "BIP12": lambda: " ".join(RNG.choice(BIP) for _ in range(12)),
    "BIP24": lambda: " ".join(RNG.choice(BIP) for _ in range(24)),
    "ETHKEY": lambda: "0x" + r(HEXL, 64),
    "WIF": lambda: RNG.choice("KL") + r(B58, 51),
    "DISCORD": lambda: RNG.choice("MN") + r(AN, 23) + "." + r(URLSAFE, 6) + "." + r(URLSAFE, 38),
    "VAULT": lambda: "hvs." + r(URLSAFE, 24),
    "AZSECRET": lambda: r(AN, 3) + RNG.choice(DI) + "Q~" + r(URLSAFE, 34),
    "DOCKERPAT": lambda: "dckr_pat_" + r(URLSAFE, 27),
    "TAILSCALE": lambda: f"tskey-auth-k{r(AN, 11)}CNTRL-{r(AN, 33)}",
    "LINEAR": lambda: "lin_api_" + r(AN, 40),
    "NOTION": lambda: "ntn_" + r(AN, 46),
    "POSTMAN": lambda: f"PMAK-{r(HEXL, 24)}-{r(HEXL, 34)}",
    "DATABRICKS": lambda: "dapi" + r(HEXL, 32),
    "SUPABASE": lambda: "sbp_" + r(HEXL, 40),
    "PULUMI": lambda: "pul-" + r(HEXL, 40),
    "TFC": lambda: f"{r(AN, 14)}.atlasv1.{r(URLSAFE, 67)}",
    "AGE": lambda: "AGE-SECRET-KEY-1" + r(BECH, 58),
    "GRAFANA": lambda: "glsa_" + r(AN, 32) + "_" + r(HEXL, 8),
    "FIGMA": lambda: "figd_" + r(URLSAFE, 40),
    "ATLASSIAN": lambda: "ATATT3xFfGF0" + r(URLSAFE, 180)[:120] + "=" + r(HEXL.upper(), 8),
    "SESSION": lambda: r(AN, 40),
    "COOKIE": lambda: "s%3A" + r(URLSAFE, 32) + "." + r(AN, 43),
    "RECOVERY": lambda: "-".join(r(LO + DI, 5) for _ in range(2)),
    "MAPBOX": lambda: "sk.eyJ1Ijoi" + r(AN, 40) + "." + r(URLSAFE, 22),
    "HEROKU": lambda: "HRKU-" + r(URLSAFE, 60),
    "CLOUDFLARE": lambda: r(URLSAFE, 40),
    "NEWRELIC": lambda: "NRAK-" + r(UP + DI, 27),
    "SQUARE": lambda: "EAAA" + r(URLSAFE, 60),
    "DATADOG": lambda: r(HEXL, 32),
    "OKTA": lambda: "00" + r(URLSAFE, 40),
}

PH = re.compile(r"%%([A-Z0-9]+)(?:#(\d+))?%%")


def fill(text):
    memo = {}

    def sub(m):
        kind, tag = m.group(1), m.group(2)
        if kind not in GEN:
            raise SystemExit(f"unknown placeholder {kind}")
        if tag is not None:
            key = (kind, tag)
            if key not in memo:
                memo[key] = GEN[kind]()
            return memo[key]
        return GEN[kind]()

    return PH.sub(sub, text)


HOMO = dict(zip("aeopcxyiABEKMHOPCTXj", "аеорсхуіАВЕКМНОРСТХј"))
LEET = dict(zip("aeiostAEIOST", "431057431057"))


def enc_span(kind, s):
    if kind == "base64":
        return base64.b64encode(s.encode()).decode()
    if kind == "hex":
        return s.encode().hex()
    if kind == "rot13":
        return codecs.encode(s, "rot13")
    if kind == "url_encoding":
        return "".join(f"%{b:02X}" for b in s.encode())
    if kind == "html_entities":
        return "".join(f"&#x{ord(c):x};" if RNG.random() < 0.5 else f"&#{ord(c)};" for c in s)
    if kind == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if kind == "zero_width":
        out = []
        for c in s:
            out.append(c)
            if c != " " and RNG.random() < 0.6:
                out.append(RNG.choice("\u200b\u200c\u200d\u2060"))
        return "".join(out)
    if kind == "unicode_tags":
        return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F) + "\U000E007F"
    if kind == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if kind == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
    if kind == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if kind == "reversed":
        return s[::-1]
    if kind == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if kind == "spacing":
        return " ".join(s)
    if kind == "punctuation":
        return ".".join(s)
    raise SystemExit(f"unknown encoding {kind}")


SPAN = re.compile(r"⟦(.+?)⟧", re.S)


def build_attack(e):
    text = fill(e["text"])
    note = e["note"]
    enc = e.get("enc")
    if enc:
        if enc not in e["obf"].split("+"):
            raise SystemExit(f"enc {enc} not in obfuscation {e['obf']}: {e['text'][:60]}")
        plains = SPAN.findall(text)
        if not plains:
            raise SystemExit(f"enc without ⟦span⟧: {e['text'][:60]}")
        text = SPAN.sub(lambda m: enc_span(enc, m.group(1)), text)
        note = f"{note} | plain: {' / '.join(plains)}"
    elif "⟦" in text:
        raise SystemExit(f"span without enc: {e['text'][:60]}")
    return {"text": text, "category": e["cat"], "obfuscation": e["obf"],
            "lang": e["lang"], "note": note}


def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "a[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            attacks.append(build_attack(e))
    for path in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            if "%%" in e["text"] and PH.search(e["text"]):
                raise SystemExit(f"placeholder in benign entry: {e['text'][:60]}")
            benign.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
