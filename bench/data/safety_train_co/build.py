#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only (a) applies a real encoding to the span marked [[...]] in an attack whose
dict carries "enc", recording the plain span in the note after "| plain: ", (b) fills
credential placeholders {{NAME}} with random strings in real key formats (fixed seed;
filled before encoding, so an encoded span may carry a generated key),
(c) writes the two JSONL files. It never creates, combines or paraphrases entries.
"""
import base64, codecs, glob, json, os, random, re, string, sys

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
URLSAFE = AN + "-_"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt():
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": str(rng.randint(10**6, 10**7)), "role": "service",
                              "iat": rng.randint(1700000000, 1730000000)},
                             separators=(",", ":")).encode())
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem():
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(121))).decode()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{lines}\n-----END EC PRIVATE KEY-----"


GEN = {
    "AWS_AKID": lambda: "AKIA" + r(UP, 16),
    "AWS_ASIA": lambda: "ASIA" + r(UP, 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GHPAT": lambda: "github_pat_" + r(UP, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 40) + "T3BlbkFJ" + r(URLSAFE, 40),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "XOXB": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(AN, 24)}",
    "XOXP": lambda: f"xoxp-{r(string.digits, 12)}-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(HEX, 32)}",
    "SK_LIVE": lambda: "sk_live_" + r(AN, 24),
    "RK_LIVE": lambda: "rk_live_" + r(AN, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "TWILIO_AC": lambda: "AC" + r(HEX, 32),
    "TWILIO_SK": lambda: "SK" + r(HEX, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{rng.randint(10**8, 10**10 - 1)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60),
    "AZURE": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "AN24": lambda: r(AN, 24),
    "PW": lambda: r(AN, 10) + rng.choice("!#%*") + r(AN, 5),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


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
    "url_encoding": lambda s: "".join("%%%02X" % b for b in s.encode()),
    "html_entities": lambda s: "".join("&#%d;" % ord(c) if c != " " else " " for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: "  ".join(" ".join(w) for w in s.split(" ")),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split(" ")),
}

SPAN = re.compile(r"\[\[(.+?)\]\]", re.S)
PH = re.compile(r"\{\{([A-Z_]+)\}\}")


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)](), text)


def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        exec(open(path, encoding="utf-8").read(), ns)
        for e in ns["ENTRIES"]:
            e = dict(e)
            e["_src"] = os.path.basename(path)
            rows.append(e)
    return rows


def main():
    out_a, out_b = [], []
    for e in load("a"):
        text, obf, note = e["text"], e["obfuscation"], e["note"]
        text = fill(text)
        enc = e.get("enc")
        if enc:
            spans = SPAN.findall(text)
            assert spans, f"{e['_src']}: enc without [[span]]: {text[:60]}"
            plain = " / ".join(spans)
            text = SPAN.sub(lambda m: ENC[enc](m.group(1)), text)
            obf = enc if obf == "none" else obf + "+" + enc
            note = f"{note} | plain: {plain}"
        else:
            assert "[[" not in text, f"{e['_src']}: span but no enc: {text[:60]}"
        out_a.append({"text": text, "category": e["category"], "obfuscation": obf,
                      "lang": e["lang"], "note": note})
    for e in load("b"):
        assert not PH.search(e["text"]), f"{e['_src']}: placeholder in benign"
        out_b.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    for name, rows in (("attacks.jsonl", out_a), ("benign.jsonl", out_b)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(out_a)} attacks, {len(out_b)} benign")


if __name__ == "__main__":
    main()
