#!/usr/bin/env python3
"""Assemble hand-written batches into attacks.jsonl / benign.jsonl (stdlib only).

Only (a) applies real encodings to segments marked with ⟦...⟧ in a minority of
hand-written attacks, (b) fills @@TYPE@@ credential slots with random strings in
real key formats, (c) writes the JSONL files.
"""
import base64, codecs, glob, importlib.util, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
rng = random.Random(20240611)
AN = string.ascii_letters + string.digits


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


PEM_KINDS = ["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY",
             "ENCRYPTED PRIVATE KEY", "DSA PRIVATE KEY"]
_pem_i = [0]


def pem():
    kind = PEM_KINDS[_pem_i[0] % len(PEM_KINDS)]
    _pem_i[0] += 1
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(96))).decode()
    return ("-----BEGIN " + kind + "-----\n" + body[:64] + "\n" + body[64:] +
            "\n-----END " + kind + "-----")


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(('{"sub":"%d","iat":%d}' % (rng.randint(10**6, 10**7), rng.randint(1.6e9, 1.75e9))).encode()).decode().rstrip("=")
    return h + "." + p + "." + r(AN + "-_", 43)


FILL = {
    "AWSID": lambda: "AKIA" + r(string.ascii_uppercase + "234567", 16),
    "AWSSECRET": lambda: r(AN + "/+", 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHPAT": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "GLPAT": lambda: "glpat-" + r(AN + "-_", 20),
    "SLACK": lambda: "xoxb-" + r(string.digits, 12) + "-" + r(string.digits, 13) + "-" + r(AN, 24),
    "SLACKHOOK": lambda: "https://hooks.slack.com/services/T" + r(string.ascii_uppercase + string.digits, 8) + "/B" + r(string.ascii_uppercase + string.digits, 10) + "/" + r(AN, 24),
    "STRIPE": lambda: "sk_live_" + r(AN, 24),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AN + "-_", 86) + "AA",
    "GOOGLE": lambda: "AIza" + r(AN + "-_", 35),
    "TWILIO": lambda: "SK" + r("0123456789abcdef", 32),
    "SENDGRID": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "NPM": lambda: "npm_" + r(AN, 36),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TG": lambda: str(rng.randint(10**9, 7 * 10**9)) + ":AA" + r(AN + "-_", 33),
    "PWD": lambda: r(AN, 6) + rng.choice("!#%*") + r(AN, 7),
    "PEM": pem,
    "JWT": jwt,
}

LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
                      "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"})
HOMO = {
    "latin": str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х",
                            "y": "у", "i": "і", "A": "А", "E": "Е", "O": "О", "T": "Т"}),
    "ar": str.maketrans({"ي": "ی", "ك": "ک", "ه": "ہ"}),
    "fa": str.maketrans({"ی": "ي", "ک": "ك", "ه": "ە"}),
    "el": str.maketrans({"ο": "o", "ρ": "p", "ν": "v", "ι": "i", "Α": "A", "Ε": "E",
                         "Ο": "O", "Τ": "T", "Κ": "K", "Μ": "M", "Ν": "N", "Ρ": "P"}),
}


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def zero_width(s):
    zw = ["\u200b", "\u2060", "\u200c"]
    return "".join(c + (zw[i % 3] if c != " " else "") for i, c in enumerate(s))


def mixed_case(s):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))


def encode(tech, seg, lang):
    if tech == "base64":
        return base64.b64encode(seg.encode()).decode()
    if tech == "hex":
        return seg.encode().hex()
    if tech == "rot13":
        return codecs.encode(seg, "rot13")
    if tech == "url_encoding":
        return urllib.parse.quote(seg, safe=":/")
    if tech == "html_entities":
        return "".join("&#%d;" % ord(c) if c != " " else " " for c in seg)
    if tech == "homoglyph":
        base = lang.split("+")[0]
        t = HOMO.get(base, HOMO["latin"])
        return seg.translate(t).translate(HOMO["latin"])
    if tech == "zero_width":
        return zero_width(seg)
    if tech == "unicode_tags":
        assert all(ord(c) < 128 for c in seg), seg
        return "".join(chr(0xE0000 + ord(c)) for c in seg)
    if tech == "bidi":
        return "\u202e" + seg[::-1] + "\u202c"
    if tech == "fullwidth":
        return fullwidth(seg)
    if tech == "leetspeak":
        return seg.translate(LEET)
    if tech == "reversed":
        return seg[::-1]
    if tech == "mixed_case":
        return mixed_case(seg)
    raise ValueError(tech)


def apply(text, enc, lang):
    if not enc:
        assert "⟦" not in text, text
        return text
    m = re.search("⟦(.*?)⟧", text, re.S)
    if not m:
        return encode(enc, text, lang)
    return text[:m.start()] + encode(enc, m.group(1), lang) + text[m.end():]


def fill(text):
    return re.sub(r"@@([A-Z]+)@@", lambda m: FILL[m.group(1)](), text)


def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return getattr(mod, "A", []), getattr(mod, "B", [])


attacks, benign = [], []
for p in sorted(glob.glob(os.path.join(HERE, "batch_*.py"))):
    A, B = load(p)
    for row in A:
        text, cat, phr, lang, note = row[:5]
        enc = row[5] if len(row) > 5 else ""
        t = fill(apply(text, enc, lang))
        parts = [x for x in phr.split("+") if x and x != "none"]
        if enc:
            parts.append(enc)
        obf = "+".join(parts) or "none"
        if enc:
            note = note + " [encoded: " + enc + "]"
        attacks.append({"text": t, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    for row in B:
        text, kind, note = row
        benign.append({"text": text, "kind": kind, "note": note})

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
