#!/usr/bin/env python3
"""Assemble safety_train_av from hand-written batch files (stdlib only).

The script only (a) applies real encodings to the payload marker @@P@@ of a minority of
hand-written attacks, (b) fills credential markers such as @@GHP@@ with freshly generated
random strings in real key formats (never real secrets), and (c) writes the JSONL files.
"""
import base64, codecs, glob, importlib.util, json, os, random, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(0xA7A7)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410",
        "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422",
        "M": "\u041c", "H": "\u041d", "K": "\u041a", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def enc_one(t, p):
    if t == "base64":
        return base64.b64encode(p.encode()).decode()
    if t == "hex":
        return p.encode().hex()
    if t == "rot13":
        return codecs.encode(p, "rot13")
    if t == "url_encoding":
        return urllib.parse.quote(p, safe="")
    if t == "html_entities":
        return "".join(f"&#{ord(c)};" if c.isalnum() else c for c in p)
    if t == "homoglyph":
        return "".join(HOMO.get(c, c) for c in p)
    if t == "zero_width":
        return "\u200b".join(p[i:i + 2] for i in range(0, len(p), 2))
    if t == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in p)
    if t == "bidi":
        return "\u202e" + p[::-1] + "\u202c"
    if t == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else "\u3000" if c == " " else c for c in p)
    if t == "leetspeak":
        return "".join(LEET.get(c, c) for c in p)
    if t == "reversed":
        return p[::-1]
    if t == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(p))
    return p  # phrasing-level labels do not transform


def encode(obf, p):
    for t in obf.split("+"):
        p = enc_one(t, p)
    return p


def jwt():
    def b(s):
        return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")
    head = b('{"alg":"HS256","typ":"JWT"}')
    body = b('{"sub":"%d","name":"%s","iat":%d}' % (R.randint(10**6, 10**7), rs(string.ascii_lowercase, 6), R.randint(1.6e9, 1.75e9)))
    return f"{head}.{body}.{rs(AN + '-_', 43)}"


def ed25519():
    body = base64.b64encode(b"openssh-key-v1\x00" + bytes(R.getrandbits(8) for _ in range(160))).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


GEN = {
    "AKID": lambda: "AKIA" + rs(string.ascii_uppercase + "234567", 16),
    "AWSSECRET": lambda: rs(AN + "+/", 40),
    "GHP": lambda: "ghp_" + rs(AN, 36),
    "GHO": lambda: "gho_" + rs(AN, 36),
    "GHPAT": lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59),
    "OPENAI": lambda: "sk-proj-" + rs(AN + "-_", 48) + "T3BlbkFJ" + rs(AN, 20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(AN + "-_", 93) + "AA",
    "SLACKB": lambda: f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13)}-{rs(AN, 24)}",
    "SLACKHOOK": lambda: f"https://hooks.slack.com/services/T{rs(UP, 8)}/B{rs(UP, 10)}/{rs(AN, 24)}",
    "STRIPE": lambda: "sk_live_" + rs(AN, 24),
    "GOOGLE": lambda: "AIza" + rs(AN + "-_", 35),
    "JWT": jwt,
    "GLPAT": lambda: "glpat-" + rs(AN + "-_", 20),
    "NPM": lambda: "npm_" + rs(AN, 36),
    "SG": lambda: "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43),
    "HF": lambda: "hf_" + rs(string.ascii_letters, 34),
    "TG": lambda: f"{R.randint(10**9, 7 * 10**9)}:AA{rs(AN + '-_', 33)}",
    "TWILIO": lambda: "SK" + rs(HX, 32),
    "PW": lambda: rs(AN, 6) + R.choice("!*-_.") + rs(AN, 7),
    "PEM": ed25519,
    "DISCORD": lambda: "M" + rs(AN, 23) + "." + rs(AN + "-_", 6) + "." + rs(AN + "-_", 38),
    "DOPPLER": lambda: "dp.st.prd." + rs(AN, 43),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 60),
    "HEX32": lambda: rs(HX, 32),
}


def fill(text):
    for k, g in GEN.items():
        m = f"@@{k}@@"
        while m in text:
            text = text.replace(m, g(), 1)
    return text


def load_batches(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(mod.ROWS)
    return out


def main():
    attacks = []
    for row in load_batches("a"):
        if len(row) == 6:
            text, cat, obf, lang, note, payload = row
            text = text.replace("@@P@@", encode(obf, fill(payload)))
        else:
            text, cat, obf, lang, note = row
        attacks.append({"text": fill(text), "category": cat, "obfuscation": obf,
                        "lang": lang, "note": note})
    benign = [{"text": fill(t), "kind": k, "note": n} for t, k, n in load_batches("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(attacks), "attacks,", len(benign), "benign")


if __name__ == "__main__":
    main()
