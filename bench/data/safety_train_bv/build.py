#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only:
  (a) applies a real encoding to the span marked with the pair of brackets
      U+27EA / U+27EB in an attack whose dict carries "enc"; the plain span is
      appended to the note after "| plain: " and the encoding label is
      prefixed to the hand-given phrasing labels;
  (b) fills @@NAME@@ credential placeholders in attacks with random strings in
      real key formats from a fixed seed;
  (c) writes attacks.jsonl and benign.jsonl.
Batch files: aNN.py / bNN.py, each defining ENTRIES = [dict, ...] with keys
  attacks: text, cat, obf, lang, note [, enc]
  benign:  text, kind, note
"""
import base64, codecs, glob, json, os, random, re, runpy, string

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240917)
OPEN, CLOSE = "\u27ea", "\u27eb"

AL = string.ascii_letters + string.digits
UP32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"
URLSAFE = AL + "-_"
B64 = AL + "+/"


def r(chars, n):
    return "".join(RNG.choice(chars) for _ in range(n))


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt():
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    uid = RNG.randint(10000, 99999)
    iat = RNG.randint(1700000000, 1730000000)
    body = b64url(json.dumps({"sub": f"u{uid}", "role": "service", "iat": iat}).encode())
    return f"{head}.{body}.{r(URLSAFE, 43)}"


def pem():
    raw = bytes(RNG.getrandbits(8) for _ in range(180))
    b = base64.b64encode(b"openssh-key-v1\x00" + raw).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines)
            + "\n-----END OPENSSH PRIVATE KEY-----")


GEN = {
    "AKIA": lambda: "AKIA" + r(UP32, 16),
    "ASIA": lambda: "ASIA" + r(UP32, 16),
    "AWSSECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AL, 36),
    "GHO": lambda: "gho_" + r(AL, 36),
    "GHPAT": lambda: "github_pat_" + r(AL, 22) + "_" + r(AL, 59),
    "OPENAI": lambda: "sk-proj-" + r(URLSAFE, 56) + "T3BlbkFJ" + r(URLSAFE, 24),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(URLSAFE, 93) + "AA",
    "XOXB": lambda: f"xoxb-{RNG.randint(10**10, 10**12)}-{RNG.randint(10**11, 10**13)}-{r(AL, 24)}",
    "XOXP": lambda: f"xoxp-{RNG.randint(10**10, 10**12)}-{RNG.randint(10**10, 10**12)}-{RNG.randint(10**11, 10**13)}-{r(HEX, 32)}",
    "STRIPE": lambda: "sk_live_" + r(AL, 24),
    "RKLIVE": lambda: "rk_live_" + r(AL, 24),
    "GOOGLE": lambda: "AIza" + r(URLSAFE, 35),
    "SENDGRID": lambda: "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43),
    "TWILIOAC": lambda: "AC" + r(HEX, 32),
    "TWILIOSK": lambda: "SK" + r(HEX, 32),
    "NPM": lambda: "npm_" + r(AL, 36),
    "GLPAT": lambda: "glpat-" + r(URLSAFE, 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: f"{RNG.randint(10**8, 10**10)}:AA{r(URLSAFE, 33)}",
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 64),
    "AZURE": lambda: r(B64, 86) + "==",
    "JWT": jwt,
    "PEM": pem,
    "PASS": lambda: r(AL, 10) + RNG.choice("!*_-") + r(AL, 5),
}
PH = re.compile(r"@@([A-Z0-9]+)@@")

HOMO = str.maketrans({"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440",
                      "c": "\u0441", "x": "\u0445", "y": "\u0443", "i": "\u0456",
                      "A": "\u0410", "E": "\u0415", "O": "\u041e", "T": "\u0422"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
                      "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"})


def fullwidth(s):
    return "".join("\u3000" if ch == " " else chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch
                   for ch in s)


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
    "url_encoding": lambda s: "".join(f"%{b:02X}" for b in s.encode()),
    "html_entities": lambda s: "".join(f"&#x{ord(c):x};" for c in s),
    "homoglyph": lambda s: s.translate(HOMO),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: s.translate(LEET),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: " ".join(s),
    "punctuation": lambda s: " ".join(".".join(w) for w in s.split(" ")),
}


def build_attack(e, src):
    text, note, obf = e["text"], e["note"], e["obf"]
    text = PH.sub(lambda m: GEN[m.group(1)](), text)
    if "enc" in e:
        i, j = text.index(OPEN), text.index(CLOSE)
        plain = text[i + 1:j]
        text = text[:i] + ENC[e["enc"]](plain) + text[j + 1:]
        note = f"{note} | plain: {plain}"
        obf = e["enc"] if obf == "none" else e["enc"] + "+" + obf
    assert OPEN not in text and CLOSE not in text, src
    assert "@@" not in text, src
    return {"text": text, "category": e["cat"], "obfuscation": obf,
            "lang": e["lang"], "note": note}


def main():
    attacks, benign = [], []
    for p in sorted(glob.glob(os.path.join(HERE, "a[0-9][0-9].py"))):
        for k, e in enumerate(runpy.run_path(p)["ENTRIES"]):
            attacks.append(build_attack(e, f"{os.path.basename(p)}#{k}"))
    for p in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
        for k, e in enumerate(runpy.run_path(p)["ENTRIES"]):
            assert set(e) == {"text", "kind", "note"}, (p, k)
            assert OPEN not in e["text"] and not PH.search(e["text"]), (p, k)
            benign.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
