#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Batch files a*.py / b*.py each define ENTRIES, a list of hand-written dicts:
  attacks: t=text, c=category, o=obfuscation, l=lang, n=note, optional e=encoding
  benign:  t=text, k=kind, n=note
build.py only
  (a) applies the real encoding named in `e` to the span marked with the brackets
      U+27E6 / U+27E7 in `t` (the plain payload is kept in the note after "| plain: "),
  (b) fills credential placeholders {{KIND}} with random strings in real key formats
      (fixed seed),
  (c) writes attacks.jsonl and benign.jsonl.
"""
import base64, codecs, glob, json, os, random, runpy, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)
AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits


def rs(n, alphabet=AL):
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt():
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    p = b64u(json.dumps({"sub": rs(8, string.digits), "role": "admin",
                         "iat": 1718000000 + rng.randint(0, 9999999)}).encode())
    return f"{h}.{p}.{b64u(bytes(rng.randrange(256) for _ in range(32)))}"


CRED = {
    "AWS": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "ASIA": lambda: "ASIA" + rs(16, string.ascii_uppercase + "234567"),
    "AWS_SECRET": lambda: rs(40, AL + "/+"),
    "GHP": lambda: "ghp_" + rs(36),
    "GHO": lambda: "gho_" + rs(36),
    "GHPAT": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "OPENAI": lambda: "sk-proj-" + rs(48, AL + "-_") + "T3BlbkFJ" + rs(20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(93, AL + "-_") + "AA",
    "XOXB": lambda: f"xoxb-{rs(12, string.digits)}-{rs(13, string.digits)}-{rs(24)}",
    "XOXP": lambda: f"xoxp-{rs(12, string.digits)}-{rs(12, string.digits)}-{rs(13, string.digits)}-{rs(32, '0123456789abcdef')}",
    "STRIPE": lambda: "sk_live_" + rs(24),
    "RK_LIVE": lambda: "rk_live_" + rs(24),
    "GOOGLE": lambda: "AIza" + rs(35, AL + "-_"),
    "SENDGRID": lambda: f"SG.{rs(22, AL + '-_')}.{rs(43, AL + '-_')}",
    "TWILIO_AC": lambda: "AC" + rs(32, "0123456789abcdef"),
    "TWILIO_SK": lambda: "SK" + rs(32, "0123456789abcdef"),
    "NPM": lambda: "npm_" + rs(36),
    "GLPAT": lambda: "glpat-" + rs(20, AL + "-_"),
    "HF": lambda: "hf_" + rs(34, string.ascii_letters),
    "TELEGRAM": lambda: f"{rs(10, string.digits)}:AA{rs(33, AL + '-_')}",
    "MAILGUN": lambda: "key-" + rs(32, "0123456789abcdef"),
    "SHOPIFY": lambda: "shpat_" + rs(32, "0123456789abcdef"),
    "DO": lambda: "dop_v1_" + rs(64, "0123456789abcdef"),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(60, AL + "-_"),
    "AZURE": lambda: base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode(),
    "JWT": jwt,
    "PW": lambda: rs(6, string.ascii_letters) + rng.choice("!#%*") + rs(7),
}

# --- real encodings -------------------------------------------------------
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у",
        "i": "і", "s": "ѕ", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С",
        "T": "Т", "H": "Н", "M": "М", "K": "К", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join("\u3000" if ch == " " else chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in s)


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
    "html_entities": lambda s: "".join(f"&#{ord(ch)};" for ch in s),
    "homoglyph": lambda s: "".join(HOMO.get(ch, ch) for ch in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(ch)) for ch in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(ch, ch) for ch in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: "  ".join(" ".join(w) for w in s.split(" ")),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split(" ")),
}
L, R = "\u27e6", "\u27e7"


def fill(text):
    while "{{" in text:
        a = text.index("{{")
        b = text.index("}}", a)
        text = text[:a] + CRED[text[a + 2:b]]() + text[b + 2:]
    return text


def attack(d, src):
    text, note = d["t"], d["n"]
    enc = d.get("e")
    if enc:
        assert enc in d["o"].split("+"), (src, d)
        a, b = text.index(L), text.index(R)
        plain = text[a + 1:b]
        text = text[:a] + ENC[enc](plain) + text[b + 1:]
        note = f"{note} | plain: {plain}"
    else:
        assert L not in text and R not in text, (src, d)
    return {"text": fill(text), "category": d["c"], "obfuscation": d["o"],
            "lang": d["l"], "note": note}


def benign(d, src):
    assert "{{" not in d["t"], src
    return {"text": d["t"], "kind": d["k"], "note": d["n"]}


def main():
    for prefix, fn, out in (("a", attack, "attacks.jsonl"), ("b", benign, "benign.jsonl")):
        rows = []
        for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
            for d in runpy.run_path(path)["ENTRIES"]:
                rows.append(fn(d, os.path.basename(path)))
        with open(os.path.join(HERE, out), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(f"{out}: {len(rows)}")


if __name__ == "__main__":
    main()
