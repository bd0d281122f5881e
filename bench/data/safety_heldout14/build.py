#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

(a) fills credential placeholders %%NAME%% in attack texts with random strings in real key formats;
(b) for attack entries with an `enc` field, encodes the span marked with ⟦…⟧, appends the
    technique to `obfuscation` and keeps the plain span in the note after `| plain: `;
(c) writes attacks.jsonl and benign.jsonl.
"""
import base64, glob, importlib.util, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(14014)
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


CREDS = {
    "AWS_KEY": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GITHUB_PAT": lambda: "ghp_" + r(AN, 36),
    "GITHUB_FINE": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "SLACK_BOT": lambda: "xoxb-" + r(DG, 12) + "-" + r(DG, 13) + "-" + r(AN, 24),
    "SLACK_WEBHOOK": lambda: "https://hooks.slack.com/services/T" + r(UP + DG, 10) + "/B" + r(UP + DG, 10) + "/" + r(AN, 24),
    "STRIPE": lambda: "sk_live_" + r(AN, 24),
    "GOOGLE": lambda: "AIza" + r(AN + "-_", 35),
    "HF": lambda: "hf_" + r(AN, 34),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GITLAB": lambda: "glpat-" + r(AN + "-_", 20),
    "SENDGRID": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "TWILIO": lambda: "SK" + r("0123456789abcdef", 32),
    "TELEGRAM": lambda: r(DG, 10) + ":AA" + r(AN + "-_", 33),
    "DISCORD": lambda: r("MNO", 1) + r(AN, 23) + "." + r(AN, 6) + "." + r(AN + "-_", 27),
    "JWT": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + base64.urlsafe_b64encode(json.dumps({"sub": r(DG, 8), "role": "admin", "iat": 1790000000 + rng.randint(0, 9999999)}).encode()).decode().rstrip("=") + "." + r(AN + "-_", 43),
    "PASSWORD": lambda: r(LO, 3) + r(UP, 2) + r(DG, 3) + rng.choice("!#$%&*") + r(AN, 7),
    "HEX32": lambda: r("0123456789abcdef", 32),
    "DO": lambda: "dop_v1_" + r("0123456789abcdef", 64),
    "SHOPIFY": lambda: "shpat_" + r("0123456789abcdef", 32),
    "MAILGUN": lambda: "key-" + r("0123456789abcdef", 32),
    "AZURE_CONN": lambda: "DefaultEndpointsProtocol=https;AccountName=" + r(LO + DG, 10) + ";AccountKey=" + base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode() + ";EndpointSuffix=core.windows.net",
}


def fill(text):
    def sub(m):
        name = m.group(1)
        if name not in CREDS:
            raise SystemExit(f"unknown credential placeholder {name}")
        return CREDS[name]()
    return re.sub(r"%%([A-Z0-9_]+)%%", sub, text)


HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "s": "ѕ", "j": "ј",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def enc(kind, s):
    if kind == "base64":
        return base64.b64encode(s.encode()).decode()
    if kind == "hex":
        return s.encode().hex()
    if kind == "rot13":
        return s.translate(str.maketrans(LO + UP, LO[13:] + LO[:13] + UP[13:] + UP[:13]))
    if kind == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if kind == "html_entities":
        return "".join(f"&#{ord(c)};" if c not in " " else c for c in s)
    if kind == "homoglyph":
        return "".join(HOMO.get(c, c) if rng.random() < 0.7 else c for c in s)
    if kind == "zero_width":
        return "".join(c + (rng.choice(ZW) if c.isalpha() and rng.random() < 0.6 else "") for c in s)
    if kind == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) if ord(c) < 128 else c for c in s)
    if kind == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if kind == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)
    if kind == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if kind == "reversed":
        return s[::-1]
    if kind == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if kind == "spacing":
        return " ".join(s.replace(" ", "  ")) if len(s) < 60 else " ".join(c for c in s)
    if kind == "punctuation":
        return ".".join(w for w in s) if " " not in s else " ".join("-".join(w) for w in s.split(" "))
    raise SystemExit(f"unknown encoding {kind}")


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(mod.ENTRIES)
    return out


def build_attack(e):
    e = dict(e)
    kind = e.pop("enc", None)
    text = fill(e["text"])
    if kind:
        m = re.search(r"⟦(.*?)⟧", text, re.S)
        if not m:
            raise SystemExit(f"enc without span: {e['text'][:60]}")
        plain = m.group(1)
        text = text[:m.start()] + enc(kind, plain) + text[m.end():]
        obf = e["obfuscation"]
        e["obfuscation"] = kind if obf == "none" else obf + "+" + kind
        e["note"] = e["note"] + " | plain: " + plain
    elif "⟦" in text:
        raise SystemExit(f"span without enc: {e['text'][:60]}")
    e["text"] = text
    return {k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")}


def main():
    attacks = [build_attack(e) for e in load("a")]
    benign = [{k: e[k] for k in ("text", "kind", "note")} for e in load("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
