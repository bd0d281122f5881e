#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only:
 (a) applies a REAL encoding to the span marked with ⟦ ⟧ in attack entries that carry an
     "enc" key (the encoding label is added to `obfuscation`, the plain span is kept in the
     note after "| plain: ");
 (b) fills credential placeholders @@NAME@@ in attack entries with random strings in real
     key formats, from a fixed seed;
 (c) writes attacks.jsonl and benign.jsonl.
"""
import base64, codecs, glob, importlib.util, json, os, random, re, string, sys, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG
B32 = UP + "234567"
HEX = "0123456789abcdef"
URLSAFE = AN + "-_"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps({"sub": str(rng.randint(10000, 99999)), "role": "admin",
                         "iat": rng.randint(1700000000, 1730000000)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(bytes(rng.getrandbits(8) for _ in range(32)))}"


def pem_ec():
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(121))).decode()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{lines}\n-----END EC PRIVATE KEY-----"


def pem_openssh():
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(180))).decode()
    lines = "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{lines}\n-----END OPENSSH PRIVATE KEY-----"


FILL = {
    "AWS_ID": lambda: "AKIA" + r(B32, 16),
    "AWS_STS": lambda: "ASIA" + r(B32, 16),
    "AWS_SECRET": lambda: r(AN + "+/", 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GH_PAT": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 74),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "SLACK_USER": lambda: f"xoxp-{r(DG, 12)}-{r(DG, 12)}-{r(DG, 13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_" + r(AN, 48),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 48),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: f"SG.{r(URLSAFE, 22)}.{r(URLSAFE, 43)}",
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "TWILIO_TOKEN": lambda: r(HEX, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GITLAB": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM": lambda: f"{rng.randint(100000000, 9999999999)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZURE_KEY": lambda: base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode(),
    "JWT": jwt,
    "PEM_EC": pem_ec,
    "PEM_SSH": pem_openssh,
    "PW": lambda: r(AN, 6) + rng.choice("!#%*") + r(AN, 7),
}

HOMO = dict(zip("aeopcxyisjAEOPCXHKMTB", "аеорсхуіѕјАЕОРСХНКМТВ"))
LEET = dict(zip("aeiost", "431057"))


def mixed(s):
    out, k = [], 0
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if k % 2 == 0 else ch.lower())
            k += 1
        else:
            out.append(ch)
    return "".join(out)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c.lower(), c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: "  ".join(" ".join(w) for w in s.split()),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split()),
}

SPAN = re.compile(r"⟦(.*?)⟧", re.S)
PH = re.compile(r"@@([A-Z_]+)@@")


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(mod.ENTRIES)
    return rows


def build_attack(e):
    e = dict(e)
    enc = e.pop("enc", None)
    text = PH.sub(lambda m: FILL[m.group(1)](), e["text"])
    if enc:
        labels = enc.split("+")
        m = SPAN.search(text)
        if not m:
            sys.exit(f"no ⟦span⟧ for enc entry: {text[:60]}")
        plain = m.group(1)
        coded = plain
        for lab in labels:
            coded = ENC[lab](coded)
        text = text[:m.start()] + coded + text[m.end():]
        obf = [] if e["obfuscation"] == "none" else e["obfuscation"].split("+")
        e["obfuscation"] = "+".join(labels + [o for o in obf if o not in labels])
        e["note"] = f"{e['note']} | plain: {plain}"
    elif "⟦" in text:
        sys.exit(f"span without enc: {text[:60]}")
    e["text"] = text
    return e


def main():
    attacks = [build_attack(e) for e in load("a")]
    benign = load("b")
    for name, rows, keys in (("attacks.jsonl", attacks, ("text", "category", "obfuscation", "lang", "note")),
                             ("benign.jsonl", benign, ("text", "kind", "note"))):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for e in rows:
                f.write(json.dumps({k: e[k] for k in keys}, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
