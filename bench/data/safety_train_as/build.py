#!/usr/bin/env python3
"""Assemble safety_train_as JSONL files from the hand-written batch files (stdlib only).

Only (a) applies real encodings to marked hand-written payloads, (b) fills credential
placeholders with random strings in real key formats, (c) writes the JSONL files.
Attack tuple: (text, category, phrasing_obf, lang, note, encoding_or_None)
  if encoding is set, the span between [[ and ]] is encoded (whole text if no markers).
Benign tuple: (text, kind, note)
"""
import base64, codecs, glob, html, importlib.util, json, os, random, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240917)
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def pem():
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(144))).decode()
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\n-----END OPENSSH PRIVATE KEY-----"


def jwt():
    b = lambda s: base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")
    return b('{"alg":"HS256","typ":"JWT"}') + "." + b('{"sub":"%d","name":"%s","iat":%d}' % (rng.randrange(10**6, 10**7), r(LO, 6), rng.randrange(1700000000, 1730000000))) + "." + r(AN + "-_", 43)


GEN = {
    "AWS_AK": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_SK": lambda: r(AN + "+/", 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHPAT": lambda: "github_pat_11" + r(UP + DG, 20) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48),
    "ANTH": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "STRIPE": lambda: "sk_live_" + r(AN, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 24),
    "SLACK": lambda: "xoxb-%d-%d-%s" % (rng.randrange(10**11, 10**12), rng.randrange(10**12, 10**13), r(AN, 24)),
    "SLACK_HOOK": lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (r(UP + DG, 8), r(UP + DG, 10), r(AN, 24)),
    "GOOGLE": lambda: "AIza" + r(AN + "-_", 35),
    "TWILIO": lambda: "SK" + r("0123456789abcdef", 32),
    "SENDGRID": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "TG": lambda: "%d:AA%s" % (rng.randrange(10**9, 10**10), r(AN + "-_", 33)),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GLPAT": lambda: "glpat-" + r(AN + "-_", 20),
    "SHOPIFY": lambda: "shpat_" + r("0123456789abcdef", 32),
    "MAILCHIMP": lambda: r("0123456789abcdef", 32) + "-us" + str(rng.randrange(2, 22)),
    "HF": lambda: "hf_" + r(AN, 34),
    "SQUARE": lambda: "EAAA" + r(AN + "-_", 60),
    "DISCORD_HOOK": lambda: "https://discord.com/api/webhooks/%d/%s" % (rng.randrange(10**17, 10**18), r(AN + "-_", 68)),
    "JWT": jwt,
    "PEM": pem,
    "PW": lambda: r(AN, 6) + rng.choice("!#%*") + r(AN, 5),
    "HEX32": lambda: r("0123456789abcdef", 32),
    "DO": lambda: "dop_v1_" + r("0123456789abcdef", 64),
    "PAYPAL": lambda: "access_token$production$" + r(LO + DG, 16) + "$" + r("0123456789abcdef", 32),
}


def fill(t):
    for k, g in GEN.items():
        tag = "{" + k + "}"
        while tag in t:
            t = t.replace(tag, g(), 1)
    return t


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456", "y": "\u0443",
        "A": "\u0391", "E": "\u0395", "O": "\u039f", "P": "\u03a1", "T": "\u03a4", "H": "\u0397", "I": "\u0399", "K": "\u039a"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def enc(s, how):
    if how == "base64":
        return base64.b64encode(s.encode()).decode()
    if how == "hex":
        return s.encode().hex()
    if how == "rot13":
        return codecs.encode(s, "rot13")
    if how == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if how == "html_entities":
        return "".join("&#%d;" % ord(c) for c in s)
    if how == "homoglyph":
        return "".join(HOMO.get(c, c) if rng.random() < 0.6 else c for c in s)
    if how == "zero_width":
        return "".join(c + ("\u200b" if c.isalpha() and rng.random() < 0.5 else "") for c in s)
    if how == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) < 0x7F else c for c in s)
    if how == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if how == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
    if how == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if how == "reversed":
        return s[::-1]
    if how == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if how == "spacing":
        return " ".join(s)
    raise ValueError(how)


def load(pattern, var):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, pattern))):
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        out.extend(getattr(m, var))
    return out


attacks = []
for t in load("a_batch*.py", "A"):
    text, cat, pobf, lang, note, how = t
    text = fill(text)
    obf = [x for x in pobf.split("+") if x and x != "none"]
    if how:
        if "[[" in text:
            pre, rest = text.split("[[", 1)
            mid, post = rest.split("]]", 1)
            text = pre + enc(mid, how) + post
        else:
            text = enc(text, how)
        obf.append(how)
    attacks.append({"text": text, "category": cat, "obfuscation": "+".join(obf) or "none", "lang": lang, "note": note})

benign = [{"text": fill(t), "kind": k, "note": n} for t, k, n in load("b_batch*.py", "B")]

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
