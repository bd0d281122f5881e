#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a*.py / b*.py each define ENTRIES, a list of dicts written by hand.
This script only:
  (a) applies a REAL encoding to spans marked  <<enc:LABEL|payload>>  in attack texts
      (the label is added to the entry's obfuscation field and the plain payload is
      appended to the note after "| plain: ");
  (b) fills credential placeholders  <<cred:KIND>>  with random strings in real key
      formats from a fixed seed;
  (c) writes attacks.jsonl and benign.jsonl.
"""
import base64, codecs, glob, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240611)
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
URLSAFE = AN + "-_"
HEXL = "0123456789abcdef"


def r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url(json.dumps({"sub": str(RNG.randint(10**6, 10**7)), "role": "service",
                           "iat": RNG.randint(1700000000, 1720000000)}).encode())
    return f"{h}.{p}.{r(URLSAFE, 43)}"


def pem():
    body = base64.b64encode(bytes(RNG.getrandbits(8) for _ in range(121))).decode()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{lines}\n-----END EC PRIVATE KEY-----"


CRED = {
    "aws": lambda: "AKIA" + r(UP + "234567", 16),
    "asia": lambda: "ASIA" + r(UP + "234567", 16),
    "aws_secret": lambda: r(B64, 40),
    "ghp": lambda: "ghp_" + r(AN, 36),
    "gho": lambda: "gho_" + r(AN, 36),
    "github_pat": lambda: "github_pat_" + r(UP + DG, 22) + "_" + r(AN, 59),
    "openai": lambda: "sk-proj-" + r(URLSAFE, 74),
    "anthropic": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "xoxb": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "xoxp": lambda: f"xoxp-{r(DG, 12)}-{r(DG, 12)}-{r(DG, 13)}-{r(HEXL, 32)}",
    "stripe": lambda: "sk_live_" + r(AN, 48),
    "stripe_rk": lambda: "rk_live_" + r(AN, 48),
    "google": lambda: "AIza" + r(URLSAFE, 35),
    "sendgrid": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "twilio_ac": lambda: "AC" + r(HEXL, 32),
    "twilio_sk": lambda: "SK" + r(HEXL, 32),
    "twilio_tok": lambda: r(HEXL, 32),
    "npm": lambda: "npm_" + r(AN, 36),
    "gitlab": lambda: "glpat-" + r(URLSAFE, 20),
    "hf": lambda: "hf_" + r(UP + LO, 34),
    "telegram": lambda: f"{RNG.randint(10**8, 10**10 - 1)}:AA{r(URLSAFE, 33)}",
    "mailgun": lambda: "key-" + r(HEXL, 32),
    "shopify": lambda: "shpat_" + r(HEXL, 32),
    "do": lambda: "dop_v1_" + r(HEXL, 64),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 70),
    "azure": lambda: r(B64, 86) + "==",
    "jwt": jwt,
    "pem": pem,
    "pw": lambda: r(AN, 6) + RNG.choice("!#%*") + r(AN, 9),
}

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
        "A": "\u0391", "E": "\u0395", "O": "\u039f", "P": "\u03a1", "T": "\u03a4",
        "I": "\u0399", "H": "\u0397", "K": "\u039a", "M": "\u039c", "B": "\u0392"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def html_ent(s):
    out = []
    for k, ch in enumerate(s):
        if ch == " ":
            out.append(" ")
        elif k % 2:
            out.append(f"&#x{ord(ch):x};")
        else:
            out.append(f"&#{ord(ch)};")
    return "".join(out)


def spacing(s):
    return "   ".join(" ".join(w) for w in s.split(" "))


def punct(s):
    words = []
    for w in s.split(" "):
        words.append(".".join(w[i:i + 2] for i in range(0, len(w), 2)))
    return " ".join(words)


def mixed(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return "".join(out)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": html_ent,
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "".join(c + (ZW[k % 4] if k < len(s) - 1 else "") for k, c in enumerate(s)),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": spacing,
    "punctuation": punct,
}

CRED_RE = re.compile(r"<<cred:([a-z_]+)>>")
ENC_RE = re.compile(r"<<enc:([a-z_0-9]+)\|(.*?)>>(?!>)", re.S)


def fill_creds(t):
    return CRED_RE.sub(lambda m: CRED[m.group(1)](), t)


def build_attack(e, src):
    text = fill_creds(e["text"])
    labels, plains = [], []

    def sub(m):
        lab, payload = m.group(1), m.group(2)
        if lab not in ENC:
            raise SystemExit(f"{src}: unknown encoding {lab}")
        labels.append(lab)
        plains.append(payload)
        return ENC[lab](payload)

    text = ENC_RE.sub(sub, text)
    if "<<" in text and (">>" in text) and ("<<enc:" in text or "<<cred:" in text):
        raise SystemExit(f"{src}: unresolved marker in {text[:60]!r}")
    obf = [o for o in e.get("obf", "none").split("+") if o and o != "none"]
    for lab in labels:
        if lab not in obf:
            obf.insert(0, lab)
    note = e["note"]
    if plains:
        note += " | plain: " + " / ".join(plains)
    return {"text": text, "category": e["cat"], "obfuscation": "+".join(obf) or "none",
            "lang": e.get("lang", "en"), "note": note}


def load(pattern):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, pattern))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        out.extend((os.path.basename(path), e) for e in ns["ENTRIES"])
    return out


def main():
    attacks = [build_attack(e, src) for src, e in load("a[0-9][0-9].py")]
    benign = []
    for src, e in load("b[0-9][0-9].py"):
        if "<<enc:" in e["text"] or "<<cred:" in e["text"]:
            raise SystemExit(f"{src}: markers are not allowed in benign entries")
        benign.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
