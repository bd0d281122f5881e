#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Only three things happen here:
  (a) a marked span  <<ENC:label|payload>>  inside a hand-written attack is replaced by a
      real encoding of the payload; the plain payload is appended to the note after
      "| plain: ".  The entry's obfuscation field must already name that label.
  (b) credential placeholders {{AWS_ID}} etc. are filled with random strings in the real
      key formats, from a fixed seed.
  (c) the rows are written out as JSON lines.
"""
import base64, codecs, glob, json, os, random, re, runpy, string, sys

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240611)

# ---------------------------------------------------------------- encodings
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
        "A": "\u0410", "B": "\u0412", "E": "\u0415", "K": "\u041a", "M": "\u041c",
        "H": "\u041d", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422",
        "X": "\u0425"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def enc(label, s):
    if label == "base64":
        return base64.b64encode(s.encode()).decode()
    if label == "hex":
        return s.encode().hex()
    if label == "rot13":
        return codecs.encode(s, "rot13")
    if label == "url_encoding":
        return "".join("%%%02X" % b for b in s.encode())
    if label == "html_entities":
        return "".join("&#x%x;" % ord(ch) for ch in s)
    if label == "homoglyph":
        return "".join(HOMO.get(ch, ch) for ch in s)
    if label == "zero_width":
        return "\u200b".join(s)
    if label == "unicode_tags":
        return "".join(chr(0xE0000 + ord(ch)) if 0x20 <= ord(ch) < 0x7F else ch for ch in s)
    if label == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if label == "fullwidth":
        return "".join(chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else
                       ("\u3000" if ch == " " else ch) for ch in s)
    if label == "leetspeak":
        return "".join(LEET.get(ch, ch) for ch in s)
    if label == "reversed":
        return s[::-1]
    if label == "mixed_case":
        out, up = [], False
        for ch in s:
            if ch.isalpha():
                out.append(ch.upper() if up else ch.lower())
                up = not up
            else:
                out.append(ch)
        return "".join(out)
    if label == "spacing":
        return "   ".join(" ".join(w) for w in s.split(" "))
    if label == "punctuation":
        return " ".join(".".join(w) if len(w) > 2 else w for w in s.split(" "))
    raise ValueError(label)


MARK = re.compile(r"<<ENC:(\w+)\|(.*?)>>", re.S)

# ---------------------------------------------------------------- credentials
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LOWHEX = "0123456789abcdef"


def r(alpha, n):
    return "".join(RNG.choice(alpha) for _ in range(n))


def b64url(n):
    return r(AN + "-_", n)


def pem():
    body = base64.b64encode(bytes(RNG.randrange(256) for _ in range(180))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(('{"sub":"%d","role":"admin","iat":%d}' % (
        RNG.randrange(10**5, 10**6), RNG.randrange(1700000000, 1720000000))).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64url(43)}"


GEN = {
    "AWS_ID": lambda: "AKIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_TMP": lambda: "ASIA" + r(string.ascii_uppercase + "234567", 16),
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GHP": lambda: "ghp_" + r(AN, 36),
    "GHO": lambda: "gho_" + r(AN, 36),
    "GHPAT": lambda: "github_pat_" + r(UP, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + b64url(48) + "T3BlbkFJ" + b64url(48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + b64url(93) + "AA",
    "SLACK_BOT": lambda: "xoxb-%d-%d-%s" % (RNG.randrange(10**11, 10**12), RNG.randrange(10**12, 10**13), r(AN, 24)),
    "SLACK_USER": lambda: "xoxp-%d-%d-%d-%s" % (RNG.randrange(10**11, 10**12), RNG.randrange(10**11, 10**12), RNG.randrange(10**12, 10**13), r(LOWHEX, 32)),
    "STRIPE": lambda: "sk_live_" + r(AN, 99),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 99),
    "GOOGLE": lambda: "AIza" + r(AN + "-_", 35),
    "SENDGRID": lambda: "SG." + b64url(22) + "." + b64url(43),
    "TWILIO_AC": lambda: "AC" + r(LOWHEX, 32),
    "TWILIO_SK": lambda: "SK" + r(LOWHEX, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "GITLAB": lambda: "glpat-" + r(AN + "-_", 20),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "TELEGRAM": lambda: "%d:AA%s" % (RNG.randrange(10**9, 8 * 10**9), r(AN + "-_", 33)),
    "MAILGUN": lambda: "key-" + r(LOWHEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(LOWHEX, 32),
    "DO": lambda: "dop_v1_" + r(LOWHEX, 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + b64url(60),
    "AZURE": lambda: base64.b64encode(bytes(RNG.randrange(256) for _ in range(64))).decode(),
    "JWT": jwt,
    "PEM": pem,
    "PASSWORD": lambda: r(AN, 10) + RNG.choice("!#%*") + r(AN, 5),
}
PH = re.compile(r"\{\{(" + "|".join(GEN) + r")\}\}")


def fill(text):
    return PH.sub(lambda m: GEN[m.group(1)](), text)


# ---------------------------------------------------------------- build
def load(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        rows.extend(runpy.run_path(path)["ENTRIES"])
    return rows


def main():
    out_a = []
    for e in load("a"):
        text, note, obf = e["t"], e["n"], e["o"]
        plains = []

        def sub(m):
            label, payload = m.group(1), m.group(2)
            if label not in obf.split("+"):
                sys.exit(f"label {label} missing from obfuscation {obf!r}: {text[:60]}")
            plains.append(payload)
            return enc(label, payload)
        text = MARK.sub(sub, text)
        if plains:
            note = note + " | plain: " + " / ".join(plains)
        text = fill(text)
        out_a.append({"text": text, "category": e["c"], "obfuscation": obf,
                      "lang": e["l"], "note": note})
    out_b = [{"text": fill(e["t"]), "kind": e["k"], "note": e["n"]} for e in load("b")]
    for name, rows in (("attacks.jsonl", out_a), ("benign.jsonl", out_b)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(out_a)} attacks, {len(out_b)} benign")


if __name__ == "__main__":
    main()
