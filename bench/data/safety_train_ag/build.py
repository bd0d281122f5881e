#!/usr/bin/env python3
"""Assemble the hand-written batches (a*.py, b*.py) into attacks.jsonl / benign.jsonl.

This script only (a) applies real encodings to [[enc:...]] segments of a minority of
hand-written payloads, (b) fills {PLACEHOLDER} slots in credential entries with random
strings in real key formats (never real secrets), and (c) writes the JSONL files.
"""
import base64, binascii, codecs, glob, json, os, random, re, secrets, string, struct, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.SystemRandom()
AN = string.ascii_letters + string.digits

def rs(n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))

def hexs(n):
    return secrets.token_hex(n // 2)

def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()

def pem_lines(b, width=64):
    s = base64.b64encode(b).decode()
    return [s[i:i + width] for i in range(0, len(s), width)]

def ec_sec1():
    der = bytes.fromhex("307702010104 20".replace(" ", "")) + os.urandom(32) + \
        bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + os.urandom(64)
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(pem_lines(der)) + "\n-----END EC PRIVATE KEY-----"

def ec_pkcs8_inline():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + \
        os.urandom(32) + bytes.fromhex("a144034200") + b"\x04" + os.urandom(64)
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(pem_lines(der)) + "\\n-----END PRIVATE KEY-----\\n"

def sshstr(b):
    return struct.pack(">I", len(b)) + b

def openssh_ed25519():
    pub = os.urandom(32); seed = os.urandom(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = os.urandom(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(b"")
    i = 1
    while len(priv) % 8:
        priv += bytes([i]); i += 1
    blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + \
        struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(pem_lines(blob, 70)) + "\n-----END OPENSSH PRIVATE KEY-----"

def jwt():
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps({"sub": str(rng.randint(10**5, 10**7)), "role": "admin",
                         "iat": 1717000000 + rng.randint(0, 10**6), "exp": 1719600000 + rng.randint(0, 10**6)},
                        separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(os.urandom(32))}"

B32 = string.ascii_uppercase + "234567"
URLSAFE = AN + "-_"
GEN = {
    "AKID": lambda: "AKIA" + rs(16, B32),
    "AWSSEC": lambda: rs(40, AN + "/+"),
    "GHP": lambda: "ghp_" + rs(36),
    "GHO": lambda: "gho_" + rs(36),
    "GHFG": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "GLPAT": lambda: "glpat-" + rs(20, URLSAFE),
    "GLRT": lambda: "glrt-" + rs(20, URLSAFE),
    "SLACKB": lambda: f"xoxb-{rs(11, string.digits)}-{rs(13, string.digits)}-{rs(24)}",
    "SLACKU": lambda: f"xoxp-{rs(11, string.digits)}-{rs(11, string.digits)}-{rs(13, string.digits)}-{hexs(32)}",
    "STRIPE": lambda: "sk_live_" + rs(48),
    "STRIPERK": lambda: "rk_live_" + rs(48),
    "OPENAI": lambda: "sk-" + rs(48),
    "OPENAIPROJ": lambda: "sk-proj-" + rs(74, URLSAFE) + "T3BlbkFJ" + rs(74, URLSAFE)[:40],
    "ANTH": lambda: "sk-ant-api03-" + rs(93, URLSAFE) + "AA",
    "GOOG": lambda: "AIza" + rs(35, URLSAFE),
    "NPM": lambda: "npm_" + rs(36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(70, URLSAFE),
    "HF": lambda: "hf_" + rs(34, string.ascii_letters),
    "PW": lambda: rs(10) + rng.choice("!*_.~") + rs(5),
    "SENDGRID": lambda: "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE),
    "TWSID": lambda: "AC" + hexs(32),
    "TWTOK": lambda: hexs(32),
    "DISCORD": lambda: base64.b64encode(str(rng.randint(10**17, 10**18 - 1)).encode()).decode().rstrip("=") + "." + rs(6, URLSAFE) + "." + rs(38, URLSAFE),
    "JWT": jwt,
    "DOTOK": lambda: "dop_v1_" + hexs(64),
    "AZKEY": lambda: base64.b64encode(os.urandom(64)).decode(),
    "MAILGUN": lambda: "key-" + hexs(32),
    "TELEGRAM": lambda: f"{rng.randint(10**9, 7 * 10**9)}:AA{rs(33, URLSAFE)}",
    "SHOPIFY": lambda: "shpat_" + hexs(32),
    "SENTRY": lambda: hexs(64),
    "PEM": ec_sec1,
    "PEMINLINE": ec_pkcs8_inline,
    "PEMED": openssh_ed25519,
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у", "A": "А", "E": "Е", "O": "О", "C": "С"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}

def fullwidth(s):
    return "".join("\u3000" if ch == " " else chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in s)

def mixed(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower()); up = not up
        else:
            out.append(ch)
    return "".join(out)

ENC = {
    "b64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: binascii.hexlify(s.encode()).decode(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url": lambda s: urllib.parse.quote(s, safe=""),
    "html": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homo": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zw": lambda s: "\u200b".join(s),
    "tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "full": fullwidth,
    "leet": lambda s: "".join(LEET.get(c.lower(), c) for c in s),
    "rev": lambda s: s[::-1],
    "mixed": mixed,
}
SEG = re.compile(r"\[\[(\w+):(.*?)\]\]", re.S)

def encode_segments(t):
    return SEG.sub(lambda m: ENC[m.group(1)](m.group(2)), t)

def fill(t):
    return re.sub(r"\{([A-Z0-9]+)\}", lambda m: GEN[m.group(1)]() if m.group(1) in GEN else m.group(0), t)

def load(prefix, var):
    rows = []
    for p in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9]*.py"))):
        ns = {}
        exec(open(p, encoding="utf-8").read(), ns)
        rows.extend(ns[var])
    return rows

attacks = []
for cat, obf, lang, note, text in load("a", "A"):
    t = encode_segments(text)
    if cat == "credentials":
        t = fill(t)
    attacks.append({"text": t, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
benign = [{"text": text, "kind": kind, "note": note} for kind, note, text in load("b", "B")]

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
