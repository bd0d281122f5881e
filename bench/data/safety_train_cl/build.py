#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a*.py / b*.py each define ENTRIES, a list of dicts with short keys:
  attacks: t (text), c (category), o (obfuscation labels, phrasing-level), l (lang), n (note),
           optional e (encoding name) -> the span between ⟦ and ⟧ in t is encoded for real,
           the encoding label is added to the obfuscation and the note gets "| plain: <span>".
  benign:  t (text), k (kind), n (note)
build.py only (a) applies real encodings to marked spans, (b) fills credential placeholders
{{NAME}} with random strings in real key formats from a fixed seed, (c) writes the JSONL files.
"""
import base64, codecs, glob, json, os, random, runpy, string, sys, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)
AZ09 = string.ascii_letters + string.digits
UP09 = string.ascii_uppercase + string.digits
HEXL = "0123456789abcdef"


def r(n, alphabet=AZ09):
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps({"sub": str(rng.randint(10**6, 10**7)), "role": "service",
                           "iat": rng.randint(1700000000, 1730000000)}, separators=(",", ":")).encode())
    s = b64url(bytes(rng.getrandbits(8) for _ in range(32)))
    return f"{h}.{p}.{s}"


def pem():
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(121))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def pw():
    return r(6) + rng.choice("!#%*-_") + r(7)


GEN = {
    "AWS_AKIA": lambda: "AKIA" + r(16, UP09.replace("0", "").replace("1", "")),
    "AWS_ASIA": lambda: "ASIA" + r(16, UP09.replace("0", "").replace("1", "")),
    "AWS_SECRET": lambda: r(40, AZ09 + "/+"),
    "GHP": lambda: "ghp_" + r(36),
    "GHO": lambda: "gho_" + r(36),
    "GH_PAT": lambda: "github_pat_" + r(22) + "_" + r(59),
    "OPENAI": lambda: "sk-proj-" + r(48, AZ09 + "-_"),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(93, AZ09 + "-_") + "AA",
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(24)}",
    "SLACK_USER": lambda: f"xoxp-{rng.randint(10**10, 10**11)}-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{r(32, HEXL)}",
    "STRIPE_SK": lambda: "sk_live_" + r(24),
    "STRIPE_RK": lambda: "rk_live_" + r(24),
    "GOOGLE": lambda: "AIza" + r(35, AZ09 + "-_"),
    "SENDGRID": lambda: "SG." + r(22, AZ09 + "-_") + "." + r(43, AZ09 + "-_"),
    "TWILIO_AC": lambda: "AC" + r(32, HEXL),
    "TWILIO_SK": lambda: "SK" + r(32, HEXL),
    "NPM": lambda: "npm_" + r(36),
    "GLPAT": lambda: "glpat-" + r(20, AZ09 + "-_"),
    "HF": lambda: "hf_" + r(34),
    "TELEGRAM": lambda: f"{rng.randint(10**8, 10**10)}:AA{r(33, AZ09 + '-_')}",
    "MAILGUN": lambda: "key-" + r(32, HEXL),
    "SHOPIFY": lambda: "shpat_" + r(32, HEXL),
    "DO": lambda: "dop_v1_" + r(64, HEXL),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(60, AZ09 + "-_"),
    "AZURE_KEY": lambda: base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode(),
    "JWT": jwt,
    "PEM": pem,
    "PW": pw,
}

HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і",
                      "y": "у", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т",
                      "H": "Н", "K": "К", "M": "М", "B": "В", "s": "ѕ", "j": "ј"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
                      "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"})


def enc(name, s):
    if name == "base64":
        return base64.b64encode(s.encode()).decode()
    if name == "hex":
        return s.encode().hex()
    if name == "rot13":
        return codecs.encode(s, "rot13")
    if name == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if name == "html_entities":
        return "".join(f"&#{ord(ch)};" if ch.isalpha() else ch for ch in s)
    if name == "homoglyph":
        return s.translate(HOMO)
    if name == "zero_width":
        return "\u200b".join(s)
    if name == "unicode_tags":
        return "".join(chr(0xE0000 + ord(ch)) for ch in s if ord(ch) < 128)
    if name == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if name == "fullwidth":
        return "".join("\u3000" if ch == " " else chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else ch for ch in s)
    if name == "leetspeak":
        return s.translate(LEET)
    if name == "reversed":
        return s[::-1]
    if name == "mixed_case":
        out, up = [], True
        for ch in s:
            if ch.isalpha():
                out.append(ch.upper() if up else ch.lower())
                up = not up
            else:
                out.append(ch)
        return "".join(out)
    if name == "spacing":
        return "  ".join(" ".join(w) for w in s.split(" "))
    if name == "punctuation":
        return " ".join(".".join(w) for w in s.split(" "))
    raise SystemExit(f"unknown encoding {name}")


def fill(text):
    out = text
    while "{{" in out:
        a = out.index("{{")
        b = out.index("}}", a)
        key = out[a + 2:b]
        if key not in GEN:
            raise SystemExit(f"unknown placeholder {key}")
        out = out[:a] + GEN[key]() + out[b + 2:]
    return out


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ents = runpy.run_path(path)["ENTRIES"]
        for i, e in enumerate(ents):
            rows.append((os.path.basename(path), i, e))
    return rows


attacks = []
for fn, i, e in load("a"):
    t, note, obf = e["t"], e["n"], e["o"]
    if "e" in e:
        a, b = t.index("⟦"), t.index("⟧")
        span = t[a + 1:b]
        t = t[:a] + enc(e["e"], span) + t[b + 1:]
        labels = [e["e"]] + [x for x in obf.split("+") if x != "none" and x != e["e"]]
        obf = "+".join(labels)
        note = f"{note} | plain: {span}"
    elif "⟦" in t:
        raise SystemExit(f"{fn}[{i}]: marker without encoding")
    t = fill(t)
    if not 40 <= len(t) <= 500:
        print(f"WARN {fn}[{i}] attack length {len(t)}", file=sys.stderr)
    attacks.append({"text": t, "category": e["c"], "obfuscation": obf, "lang": e["l"], "note": note})

benign = []
for fn, i, e in load("b"):
    if "{{" in e["t"]:
        raise SystemExit(f"{fn}[{i}]: benign entries carry no live credentials")
    if not 20 <= len(e["t"]) <= 500:
        print(f"WARN {fn}[{i}] benign length {len(e['t'])}", file=sys.stderr)
    benign.append({"text": e["t"], "kind": e["k"], "note": e["n"]})

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
