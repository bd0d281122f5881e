#!/usr/bin/env python3
"""Assemble safety_train_ai JSONL files from hand-written chunk files (stdlib only).

The script only (a) applies real encodings to the payload of the minority of
hand-written attacks that request one, (b) fills @@KIND@@ credential slots with
freshly generated random strings in real key formats, (c) writes the JSONL files.
"""
import base64, codecs, glob, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def enc_one(kind, p):
    if kind == "base64":
        return base64.b64encode(p.encode()).decode()
    if kind == "hex":
        return p.encode().hex()
    if kind == "rot13":
        return codecs.encode(p, "rot13")
    if kind == "url_encoding":
        return urllib.parse.quote(p, safe="")
    if kind == "html_entities":
        return "".join(f"&#{ord(c)};" if c.isalpha() else c for c in p)
    if kind == "homoglyph":
        return "".join(HOMO.get(c, c) if rng.random() < 0.7 else c for c in p)
    if kind == "zero_width":
        return "".join(c + ("\u200b" if c.isalpha() and rng.random() < 0.5 else "") for c in p)
    if kind == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in p if 0x20 <= ord(c) < 0x7F)
    if kind == "bidi":
        return "\u202e" + p[::-1] + "\u202c"
    if kind == "fullwidth":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in p)
    if kind == "leetspeak":
        return "".join(LEET.get(c, c) for c in p)
    if kind == "reversed":
        return p[::-1]
    if kind == "mixed_case":
        return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in p)
    raise ValueError(kind)


def encode(kinds, p):
    for k in kinds.split("+"):
        p = enc_one(k, p)
    return p


AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
URLB64 = string.ascii_letters + string.digits + "-_"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = json.dumps({"sub": str(rng.randint(10**5, 10**6)), "role": "service",
                       "iat": rng.randint(1700000000, 1720000000)}, separators=(",", ":"))
    b = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
    return f"{h}.{b}.{r(URLB64, 43)}"


def pem(kind):
    body = "\n".join(r(B64, 64) for _ in range(3))
    if kind == "rsa":
        return f"-----BEGIN RSA PRIVATE KEY-----\nMIIEow{r(B64, 58)}\n{body}\n-----END RSA PRIVATE KEY-----"
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA{r(B64, 40)}\n{body}\n-----END OPENSSH PRIVATE KEY-----"


GEN = {
    "AWS_ID": lambda: "AKIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AL, 36),
    "GHPAT": lambda: "github_pat_" + r(UP, 22) + "_" + r(AL, 59),
    "GHO": lambda: "gho_" + r(AL, 36),
    "OPENAI": lambda: "sk-proj-" + r(URLB64, 48) + "T3BlbkFJ" + r(URLB64, 48),
    "ANTH": lambda: "sk-ant-api03-" + r(URLB64, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(AL, 24)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(UP, 8)}/B{r(UP, 10)}/{r(AL, 24)}",
    "STRIPE": lambda: "sk_live_" + r(AL, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(AL, 24),
    "GOOGLE": lambda: "AIza" + r(URLB64, 35),
    "JWT": jwt,
    "PEM_RSA": lambda: pem("rsa"),
    "PEM_SSH": lambda: pem("ssh"),
    "PASS": lambda: r(AL, 10) + rng.choice("!#%*") + r(AL, 5),
    "TWILIO": lambda: "SK" + r(HX, 32),
    "SENDGRID": lambda: "SG." + r(URLB64, 22) + "." + r(URLB64, 43),
    "NPM": lambda: "npm_" + r(AL, 36),
    "GLPAT": lambda: "glpat-" + r(URLB64, 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{rng.randint(10**9, 10**10)}:AA{r(URLB64, 33)}",
    "AZURE": lambda: r(B64, 86) + "==",
    "MAILGUN": lambda: "key-" + r(HX, 32),
    "DD": lambda: r(HX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HX, 32),
    "DO": lambda: "dop_v1_" + r(HX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLB64, 50),
    "DISCORD": lambda: f"M{r(AL, 23)}.{r(URLB64, 6)}.{r(URLB64, 38)}",
    "GCP_SA": lambda: f"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{r(B64, 40)}",
}


def fill(t):
    return re.sub(r"@@([A-Z_]+)@@", lambda m: GEN[m.group(1)](), t)


def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "chunks", "a*.py"))):
        ns = {}
        exec(open(path, encoding="utf-8").read(), ns)
        for e in ns["A"]:
            cat, obf, lang, note, text = e[:5]
            if len(e) > 5:
                kinds, payload = e[5], e[6]
                assert "{P}" in text, text
                text = text.replace("{P}", encode(kinds, fill(payload)))
                obf = kinds if obf == "none" else obf + "+" + kinds
            text = fill(text)
            attacks.append({"text": text, "category": cat, "obfuscation": obf,
                            "lang": lang, "note": note})
    for path in sorted(glob.glob(os.path.join(HERE, "chunks", "b*.py"))):
        ns = {}
        exec(open(path, encoding="utf-8").read(), ns)
        for kind, note, text in ns["B"]:
            benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(attacks), len(benign))


if __name__ == "__main__":
    main()
