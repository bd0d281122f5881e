#!/usr/bin/env python3
"""Assemble safety_train_an from hand-written batch files (stdlib only).

The script only (a) applies real encodings to the segment marked with ⟪...⟫ in the
minority of hand-written attacks whose obfuscation names an encoding, (b) fills
credential placeholders like ⟦GH_PAT⟧ with freshly generated random strings in real
key formats, and (c) writes the JSONL files. Every text is written by hand in batches/.
"""
import base64, codecs, glob, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.SystemRandom()
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG

def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))

def hexs(n):
    return r("0123456789abcdef", n)

def b64s(n):
    return r(AN + "+/", n)

def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": str(rng.randint(10**5, 10**6)), "iat": rng.randint(1.7e9, 1.75e9)}).encode()).decode().rstrip("=")
    return f"{h}.{p}.{r(AN + '-_', 43)}"

GEN = {
    "AWS_ID": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(AN + "+/", 40),
    "GH_PAT": lambda: "ghp_" + r(AN, 36),
    "GH_FINE": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "GLPAT": lambda: "glpat-" + r(AN + "-_", 20),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(UP + DG, 10)}/B{r(UP + DG, 10)}/{r(AN, 24)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 24),
    "GOOGLE": lambda: "AIza" + r(AN + "-_", 35),
    "JWT": jwt,
    "TG_BOT": lambda: f"{rng.randint(10**9, 7*10**9)}:AA{r(AN + '-_', 33)}",
    "TWILIO_SID": lambda: "AC" + hexs(32),
    "TWILIO_TOKEN": lambda: hexs(32),
    "SENDGRID": lambda: f"SG.{r(AN + '-_', 22)}.{r(AN + '-_', 43)}",
    "NPM": lambda: "npm_" + r(AN, 36),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "DO": lambda: "dop_v1_" + hexs(64),
    "MAILGUN": lambda: "key-" + hexs(32),
    "SHOPIFY": lambda: "shpat_" + hexs(32),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(AN + "-_", 60),
    "DISCORD": lambda: f"{r('MN', 1)}{r(AN, 23)}.{r(AN + '-_', 6)}.{r(AN + '-_', 38)}",
    "AZURE_KEY": lambda: r(AN + "+/", 86) + "==",
    "PW": lambda: r(LO, 3) + r(UP, 2) + r(DG, 3) + r("!#%*", 1) + r(AN, 7),
    "PEM_BODY": lambda: "\n".join(b64s(64) for _ in range(3)),
    "OPENSSH_BODY": lambda: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + "\n".join(b64s(70) for _ in range(2)),
    "HEX32": lambda: hexs(32),
    "HEX40": lambda: hexs(40),
    "GCP_KEYID": lambda: hexs(40),
    "VAULT": lambda: "hvs." + r(AN + "-_", 24),
    "DATADOG": lambda: hexs(32),
    "LINEAR": lambda: "lin_api_" + r(AN, 40),
    "NOTION": lambda: "secret_" + r(AN, 43),
    "GROQ": lambda: "gsk_" + r(AN, 52),
}

def fill(text):
    return re.sub(r"⟦([A-Z0-9_]+)⟧", lambda m: GEN[m.group(1)](), text)

HOMO = dict(zip("aeopcxyiAEOPCXHTBMK", "аеорсхуіАЕОРСХНТВМК"))
HOMO_REV = {v: k for k, v in HOMO.items()}
def homoglyph(s):
    if re.search(r"[A-Za-z]", s):
        return "".join(HOMO.get(c, c) if rng.random() < 0.7 else c for c in s)
    return "".join(HOMO_REV.get(c, c) for c in s)

def zero_width(s):
    zw = "\u200b\u200c\u200d\u2060"
    return "".join(c + (zw[i % 4] if c != " " else "") for i, c in enumerate(s))

def unicode_tags(s):
    assert all(0x20 <= ord(c) < 0x7f for c in s), s
    return "".join(chr(0xE0000 + ord(c)) for c in s)

def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)

LEET = dict(zip("aeiostAEIOST", "431057431057"))
def leetspeak(s):
    return "".join(LEET.get(c, c) for c in s)

def mixed_case(s):
    out, k = [], 0
    for c in s:
        if c.isalpha() and c.lower() != c.upper():
            out.append(c.upper() if k % 2 else c.lower()); k += 1
        else:
            out.append(c)
    return "".join(out)

ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(c if c == " " else f"&#x{ord(c):x};" for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": unicode_tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": leetspeak,
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
}

def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    if not techs:
        assert "⟪" not in text, text
        return text
    m = re.search(r"⟪(.*?)⟫", text, re.S)
    assert m, f"encoding {obf} but no ⟪⟫ segment: {text[:60]}"
    seg = m.group(1)
    for t in techs:
        seg = ENC[t](seg)
    return text[:m.start()] + seg + text[m.end():]

attacks, benign = [], []
for path in sorted(glob.glob(os.path.join(HERE, "batches", "*.py"))):
    ns = {}
    exec(open(path, encoding="utf-8").read(), ns)
    for cat, lang, obf, note, text in ns.get("A", []):
        attacks.append({"text": encode(fill(text), obf), "category": cat,
                        "obfuscation": obf, "lang": lang, "note": note})
    for kind, note, text in ns.get("B", []):
        benign.append({"text": text, "kind": kind, "note": note})

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(attacks), "attacks,", len(benign), "benign")
