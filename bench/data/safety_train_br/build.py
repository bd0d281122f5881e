#!/usr/bin/env python3
"""Assemble attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).
Only (a) applies real encodings to the ENC payloads in a08.py, (b) fills credential
placeholders with random strings in real key formats, (c) writes JSONL."""
import base64, codecs, glob, json, os, random, string
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20250611)
AN = string.ascii_letters + string.digits
def r(n, alpha=AN): return "".join(rng.choice(alpha) for _ in range(n))
UP = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
URL = string.ascii_letters + string.digits + "-_"
def pem():
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(121))).decode()
    lines = [body[i:i+64] for i in range(0, len(body), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
def pw():
    return r(5) + rng.choice("!#%*-_") + r(4) + rng.choice("23456789") + r(3)
def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": str(rng.randrange(10**6)), "role": "admin", "exp": 1767225600 + rng.randrange(10**6)}).encode()).decode().rstrip("=")
    return f"{h}.{p}.{r(43, URL)}"
FILL = {
 "AKIA": lambda: "AKIA" + r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
 "AWSSEC": lambda: r(40, B64),
 "GHP": lambda: "ghp_" + r(36),
 "GHFG": lambda: "github_pat_11" + r(20, UP) + "_" + r(59),
 "SKPROJ": lambda: "sk-proj-" + r(48, URL),
 "SKANT": lambda: "sk-ant-api03-" + r(86, URL) + "-" + r(6, URL) + "AA",
 "STRIPE": lambda: "sk_live_51" + r(60),
 "PW": pw,
 "SLACKB": lambda: f"xoxb-{rng.randrange(10**11, 10**12)}-{rng.randrange(10**12, 10**13)}-{r(24)}",
 "PEM": pem,
 "AIZA": lambda: "AIza" + r(35, URL),
 "GLPAT": lambda: "glpat-" + r(20, URL),
 "NPM": lambda: "npm_" + r(36),
 "HF": lambda: "hf_" + r(34, string.ascii_letters),
 "SENDGRID": lambda: "SG." + r(22, URL) + "." + r(43, URL),
 "JWT": jwt,
 "HEX32": lambda: r(32, HEX), "HEX32B": lambda: r(32, HEX),
 "TGBOT": lambda: f"{rng.randrange(10**9, 10**10)}:AA{r(33, URL)}",
 "DIG8": lambda: r(8, string.digits), "DIG18": lambda: r(18, string.digits),
 "DWH": lambda: r(68, URL),
}
def fill(t):
    for k, f in FILL.items():
        while "{" + k + "}" in t:
            t = t.replace("{" + k + "}", f(), 1)
    return t
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "M": "М", "H": "Н", "K": "К"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
def enc(p, how):
    if how == "base64": return base64.b64encode(p.encode()).decode()
    if how == "hex": return p.encode().hex()
    if how == "rot13": return codecs.encode(p, "rot13")
    if how == "url_encoding": return "".join("%%%02X" % b for b in p.encode())
    if how == "html_entities": return "".join("&#x%x;" % ord(ch) for ch in p)
    if how == "homoglyph": return "".join(HOMO.get(ch, ch) if rng.random() < 0.6 else ch for ch in p)
    if how == "zero_width": return "".join(ch + ("\u200b" if ch.isalpha() and rng.random() < 0.5 else "") for ch in p)
    if how == "unicode_tags": return "".join(chr(0xE0000 + ord(ch)) for ch in p)
    if how == "bidi": return "\u202e" + p[::-1] + "\u202c"
    if how == "fullwidth": return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ("\u3000" if ch == " " else ch) for ch in p)
    if how == "leetspeak": return "".join(LEET.get(ch, ch) for ch in p)
    if how == "reversed": return p[::-1]
    if how == "mixed_case": return "".join(ch.upper() if rng.random() < 0.5 else ch.lower() for ch in p)
    if "+" in how:
        for h in how.split("+"): p = enc(p, h)
        return p
    raise ValueError(how)
attacks = []
for fn in sorted(glob.glob(os.path.join(HERE, "a0*.py"))):
    ns = {}; exec(open(fn, encoding="utf-8").read(), ns)
    for cat, obf, lang, note, text in ns.get("ATT", []):
        attacks.append({"text": fill(text), "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    for cat, obf, lang, note, payload, how, wrap in ns.get("ENC", []):
        o = how if obf == "none" else how + "+" + obf
        attacks.append({"text": wrap.replace("{}", enc(payload, how)), "category": cat, "obfuscation": o, "lang": lang, "note": note + " | plain: " + payload})
benign = []
for fn in sorted(glob.glob(os.path.join(HERE, "b0*.py"))):
    ns = {}; exec(open(fn, encoding="utf-8").read(), ns)
    for kind, note, text in ns["BEN"]:
        benign.append({"text": text, "kind": kind, "note": note})
for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for o in rows: f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
