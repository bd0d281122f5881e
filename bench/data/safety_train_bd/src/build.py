#!/usr/bin/env python3
"""Assemble hand-written batches into attacks.jsonl / benign.jsonl (stdlib only).

Only does: (a) apply a real encoding to the segment marked with ⟪ ⟫ in a hand-written
entry, (b) fill ⟦NAME⟧ slots in credential entries with random strings in real key
formats, (c) write JSONL.
"""
import base64, codecs, glob, importlib.util, json, os, random, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
R = random.Random(20240611)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"


def rs(n, al=AN):
    return "".join(R.choice(al) for _ in range(n))


def pem(kind="OPENSSH"):
    body = base64.b64encode(bytes(R.getrandbits(8) for _ in range(144))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind} PRIVATE KEY-----\n" + "\n".join(lines) + f"\n-----END {kind} PRIVATE KEY-----"


def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(('{"sub":"%d","role":"admin","iat":%d}' % (R.randint(1000, 99999), R.randint(1700000000, 1730000000))).encode()).decode().rstrip("=")
    return f"{h}.{p}.{rs(43, AN + '-_')}"


GEN = {
    "AWS_ID": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "AWS_SECRET": lambda: rs(40, AN + "+/"),
    "GHP": lambda: "ghp_" + rs(36),
    "GH_FINE": lambda: "github_pat_" + rs(22, UP) + "_" + rs(59),
    "OPENAI": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(93, AN + "-_") + "AA",
    "SLACK_BOT": lambda: f"xoxb-{rs(12, '0123456789')}-{rs(13, '0123456789')}-{rs(24)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{rs(8, UP)}/B{rs(10, UP)}/{rs(24)}",
    "STRIPE": lambda: "sk_live_" + rs(24),
    "GOOGLE": lambda: "AIza" + rs(35, AN + "-_"),
    "PEM": pem,
    "PEM_RSA": lambda: pem("RSA"),
    "PEM_EC": lambda: pem("EC"),
    "PASS": lambda: rs(6) + R.choice("!#%*") + rs(5) + R.choice("@$^&") + rs(3),
    "JWT": jwt,
    "TWILIO": lambda: "SK" + rs(32, HX),
    "SENDGRID": lambda: "SG." + rs(22, AN + "-_") + "." + rs(43, AN + "-_"),
    "NPM": lambda: "npm_" + rs(36),
    "HF": lambda: "hf_" + rs(34),
    "GITLAB": lambda: "glpat-" + rs(20, AN + "-_"),
    "TG_BOT": lambda: f"{R.randint(1000000000, 7999999999)}:AA{rs(33, AN + '-_')}",
    "ALIYUN_ID": lambda: "LTAI5t" + rs(18),
    "ALIYUN_SECRET": lambda: rs(30),
    "TENCENT_ID": lambda: "AKID" + rs(32),
    "TENCENT_KEY": lambda: rs(32),
    "HEX32": lambda: rs(32, HX),
    "DISCORD": lambda: rs(24, AN) + "." + rs(6, AN + "-_") + "." + rs(38, AN + "-_"),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


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
        return "".join(f"&#x{ord(c):x};" if not c.isspace() else c for c in s)
    if name == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if name == "zero_width":
        return "\u200b".join(s)
    if name == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) < 0x7F else c for c in s)
    if name == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if name == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
    if name == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if name == "reversed":
        return s[::-1]
    if name == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    raise KeyError(name)


ENCODINGS = {"base64", "hex", "rot13", "url_encoding", "html_entities", "homoglyph", "zero_width",
             "unicode_tags", "bidi", "fullwidth", "leetspeak", "reversed", "mixed_case"}


def fill(t):
    while "⟦" in t:
        a = t.index("⟦"); b = t.index("⟧", a)
        t = t[:a] + GEN[t[a + 1:b]]() + t[b + 1:]
    return t


def encode_marked(t, techs):
    encs = [x for x in techs if x in ENCODINGS]
    if "⟪" not in t:
        assert not encs, ("encoding label without marked segment", t)
        return t
    assert encs, ("marked segment without encoding label", t)
    a = t.index("⟪"); b = t.index("⟫", a)
    seg = t[a + 1:b]
    for e in encs:
        new = enc(e, seg)
        assert new != seg, (e, seg)
        seg = new
    return t[:a] + seg + t[b + 1:]


def load(prefix):
    rows = []
    for p in sorted(glob.glob(os.path.join(HERE, prefix + "_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
        rows.extend(m.E)
    return rows


def main():
    atk = []
    for cat, lang, obf, note, text in load("a"):
        text = fill(encode_marked(text.strip(), obf.split("+")))
        atk.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    ben = []
    for kind, note, text in load("b"):
        assert "⟪" not in text
        ben.append({"text": text.strip(), "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(atk), len(ben))


if __name__ == "__main__":
    main()
