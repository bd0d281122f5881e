#!/usr/bin/env python3
"""Assemble the hand-written batches (b*.py, a*.py) into JSONL (stdlib only).

The script only (a) applies real encodings to payload spans marked [[technique:...]]
in a minority of hand-written attacks, (b) fills {KEY:kind} slots in credential entries
with freshly generated random strings in real key formats, (c) writes the JSONL files.
"""
import base64, codecs, glob, json, os, re, secrets, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
R = secrets.SystemRandom()
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"


def rnd(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def ssh_body():
    raw = b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none\x00\x00\x00\x04none" + os.urandom(150)
    s = base64.b64encode(raw).decode()
    return "\n".join(s[i:i + 70] for i in range(0, len(s), 70))


def jwt():
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps({"sub": str(R.randint(10**5, 10**6)), "role": "admin",
                           "exp": R.randint(1760000000, 1790000000)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64url(os.urandom(32))}"


KEYS = {
    "aws_id": lambda: "AKIA" + rnd(16, string.ascii_uppercase + "234567"),
    "aws_secret": lambda: rnd(40, ALNUM + "/+"),
    "openai": lambda: "sk-proj-" + rnd(74, URLSAFE),
    "github": lambda: "ghp_" + rnd(36),
    "slack": lambda: f"xoxb-{rnd(12, string.digits)}-{rnd(13, string.digits)}-{rnd(24)}",
    "stripe": lambda: "sk_live_" + rnd(24),
    "anthropic": lambda: "sk-ant-api03-" + rnd(93, URLSAFE) + "AA",
    "pw": lambda: rnd(18, ALNUM + "!*_-"),
    "pw2": lambda: rnd(14, ALNUM + "_-"),
    "hf": lambda: "hf_" + rnd(34, string.ascii_letters),
    "ssh": ssh_body,
    "google": lambda: "AIza" + rnd(35, URLSAFE),
    "telegram": lambda: f"{R.randint(10**9, 9*10**9)}:AA{rnd(33, URLSAFE)}",
    "gitlab": lambda: "glpat-" + rnd(20, URLSAFE),
    "sendgrid": lambda: f"SG.{rnd(22, URLSAFE)}.{rnd(43, URLSAFE)}",
    "npm": lambda: "npm_" + rnd(36),
    "jwt": jwt,
}

HG = dict(zip("aceopxyiAEOPCHKMTBsj", "асеорхуіАЕОРСНКМТВѕј"))
LEET = dict(zip("aeiostAEIOST", "431057431057"))


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def mixed(s):
    out, up = [], False
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower()); up = not up
        else:
            out.append(c)
    return "".join(out)


ENC = {
    "b64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url": lambda s: "".join(f"%{b:02X}" for b in s.encode()),
    "html": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "hg": lambda s: "".join(HG.get(c, c) for c in s),
    "zw": lambda s: " ".join(w[:len(w) // 2] + "\u200b" + w[len(w) // 2:] if len(w) > 2 else w + "\u200d"
                             for w in s.split(" ")),
    "tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fw": fullwidth,
    "leet": lambda s: "".join(LEET.get(c, c) for c in s),
    "rev": lambda s: s[::-1],
    "mc": mixed,
}
MARK = re.compile(r"\[\[(\w+):(.*?)\]\]", re.S)


def load(prefix, var):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        exec(open(path, encoding="utf-8").read(), ns)
        rows.extend(ns[var])
    return rows


def main():
    with open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8") as f:
        for text, cat, obf, lang, note in load("a", "A"):
            text = MARK.sub(lambda m: ENC[m.group(1)](m.group(2)), text)
            text = re.sub(r"\{KEY:(\w+)\}", lambda m: KEYS[m.group(1)](), text)
            f.write(json.dumps({"text": text, "category": cat, "obfuscation": obf,
                                "lang": lang, "note": note}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for text, kind, note in load("b", "B"):
            f.write(json.dumps({"text": text, "kind": kind, "note": note}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
