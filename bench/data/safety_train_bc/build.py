#!/usr/bin/env python3
"""Assemble safety_train_bc from hand-written batch files (stdlib only).

The script only (a) applies real encodings to the segment marked with
U+27E6/U+27E7 (or the whole text when unmarked) for entries whose obfuscation
label names an encoding, (b) fills {{placeholder}} credential slots with
randomly generated strings in real key formats, and (c) writes the JSONL files.
"""
import base64, codecs, glob, html, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rnd = random.Random(20240917)
A_ = string.ascii_letters + string.digits
def r(n, alpha=A_): return "".join(rnd.choice(alpha) for _ in range(n))
UP = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"

def b64body(n):
    return base64.b64encode(bytes(rnd.getrandbits(8) for _ in range(n))).decode()

def pem_ec():
    body = b64body(121)
    lines = [body[i:i+64] for i in range(0, len(body), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"

def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(('{"sub":"%d","role":"admin","iat":%d}' % (rnd.randint(1000, 99999), rnd.randint(1690000000, 1720000000))).encode()).decode().rstrip("=")
    return f"{h}.{p}.{r(43, A_ + '-_')}"

def pw():
    return r(6) + rnd.choice("!#%*") + r(5) + str(rnd.randint(10, 99))

GEN = {
    "aws_id": lambda: "AKIA" + r(16, string.ascii_uppercase + "234567"),
    "aws_secret": lambda: r(40, A_ + "/+"),
    "ghp": lambda: "ghp_" + r(36),
    "gho": lambda: "gho_" + r(36),
    "github_pat": lambda: "github_pat_" + r(22) + "_" + r(59),
    "glpat": lambda: "glpat-" + r(20, A_ + "-_"),
    "openai": lambda: "sk-proj-" + r(48, A_ + "-_"),
    "anthropic": lambda: "sk-ant-api03-" + r(93, A_ + "-_") + "AA",
    "slack_bot": lambda: f"xoxb-{rnd.randint(10**10, 10**11)}-{rnd.randint(10**11, 10**12)}-{r(24)}",
    "slack_hook": lambda: f"https://hooks.slack.com/services/T{r(10, string.ascii_uppercase + string.digits)}/B{r(10, string.ascii_uppercase + string.digits)}/{r(24)}",
    "stripe": lambda: "sk_live_" + r(24),
    "stripe_rk": lambda: "rk_live_" + r(24),
    "google": lambda: "AIza" + r(35, A_ + "-_"),
    "hf": lambda: "hf_" + r(34),
    "npm": lambda: "npm_" + r(36),
    "sendgrid": lambda: "SG." + r(22, A_ + "-_") + "." + r(43, A_ + "-_"),
    "twilio": lambda: "SK" + r(32, HEX),
    "telegram": lambda: f"{rnd.randint(10**9, 10**10 - 1)}:AA{r(33, A_ + '-_')}",
    "discord_hook": lambda: f"https://discord.com/api/webhooks/{rnd.randint(10**17, 10**18)}/{r(68, A_ + '-_')}",
    "pw": pw,
    "jwt": jwt,
    "pem": pem_ec,
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + r(60, A_ + "-_"),
    "doctl": lambda: "dop_v1_" + r(64, HEX),
    "mailgun": lambda: "key-" + r(32, HEX),
    "azure_sas": lambda: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-01-01T00:00:00Z&sig=" + urllib.parse.quote(base64.b64encode(bytes(rnd.getrandbits(8) for _ in range(32))).decode(), safe=""),
}

def fill(text):
    return re.sub(r"\{\{(\w+)\}\}", lambda m: GEN[m.group(1)](), text)

# ---- encodings -------------------------------------------------------------
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В",
        # Greek -> Latin look-alikes
        "ο": "o", "α": "a", "ν": "v", "ι": "i", "κ": "k", "τ": "t", "Α": "A", "Ε": "E", "Ο": "O", "Τ": "T",
        # Arabic <-> Persian letter variants, Armenian o
        "ي": "ی", "ك": "ک", "ی": "ي", "ک": "ك", "օ": "o", "ս": "u", "հ": "h"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8", "ı": "1", "l": "1"}
ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(c if c == " " else "&#x%x;" % ord(c) for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) if i % 2 == 0 or c in "ركیياοα" else c for i, c in enumerate(s)),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) if ord(c) < 128 else c for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": lambda s: "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s)),
}
MARK = re.compile("\u27e6(.*?)\u27e7", re.S)

def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    if not techs:
        assert "\u27e6" not in text, text
        return text
    def apply(s):
        for t in techs:
            s = ENC[t](s)
        return s
    if MARK.search(text):
        return MARK.sub(lambda m: apply(m.group(1)), text)
    return apply(text)

def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", "*.py"))):
        ns = {}
        exec(open(path, encoding="utf-8").read(), ns)
        lang = ns.get("LANG", "en")
        for e in ns.get("A", []):
            cat, obf, text, note = e[:4]
            lg = e[4] if len(e) > 4 else lang
            attacks.append({"text": encode(fill(text), obf), "category": cat,
                            "obfuscation": obf, "lang": lg, "note": note})
        for e in ns.get("B", []):
            kind, text, note = e
            benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(attacks), "attacks,", len(benign), "benign")

if __name__ == "__main__":
    main()
