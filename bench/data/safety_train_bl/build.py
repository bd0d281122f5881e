#!/usr/bin/env python3
"""Assemble attacks.jsonl / benign.jsonl from the hand-written chunk files (stdlib only).

Chunk format: a header line '@ category | obfuscation | lang | note' (attacks, files a_*.txt)
or '@ kind | note' (benign, files b_*.txt), followed by the entry text (may span lines).
The script only (a) applies real encodings to payload spans marked [[enc:...]]
(written by hand), (b) fills credential slots <<KIND>> with random strings in real key
formats, (c) writes the JSONL files.
"""
import base64, glob, json, os, random, re, string, unicodedata, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)
AZ = string.ascii_letters + string.digits

def rs(n, alpha=AZ):
    return "".join(rng.choice(alpha) for _ in range(n))

def b64url(n):
    return rs(n, AZ + "-_")

CRED = {
    "AWS": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "AWSSECRET": lambda: rs(40, AZ + "+/"),
    "GHP": lambda: "ghp_" + rs(36),
    "GHPAT": lambda: "github_pat_" + rs(22, string.ascii_uppercase + string.digits) + "_" + rs(59),
    "OPENAI": lambda: "sk-proj-" + b64url(40) + "T3BlbkFJ" + b64url(40),
    "ANTHROPIC": lambda: "sk-ant-api03-" + b64url(93) + "AA",
    "SLACK": lambda: "xoxb-" + rs(12, string.digits) + "-" + rs(13, string.digits) + "-" + rs(24),
    "STRIPE": lambda: "sk_live_" + rs(24) + rs(75),
    "GOOGLE": lambda: "AIza" + b64url(35),
    "GITLAB": lambda: "glpat-" + b64url(20),
    "NPM": lambda: "npm_" + rs(36),
    "HF": lambda: "hf_" + rs(34, string.ascii_letters),
    "TG": lambda: rs(10, string.digits) + ":AA" + b64url(33),
    "JWT": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b64url(rng.randint(60, 90)) + "." + b64url(43),
    "SENDGRID": lambda: "SG." + b64url(22) + "." + b64url(43),
    "DO": lambda: "dop_v1_" + rs(64, "0123456789abcdef"),
    "PW": lambda: rs(6) + rng.choice("!#%*") + rs(7),
    "SSHPUB": lambda: "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, AZ + "+/"),
    "PEM": lambda: "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + rs(46, AZ + "+/") + "\n"
                   + "\n".join(rs(70, AZ + "+/") for _ in range(2)) + "\n-----END OPENSSH PRIVATE KEY-----",
    "RSAPEM": lambda: "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA" + rs(48, AZ + "+/") + "\n"
                   + "\n".join(rs(64, AZ + "+/") for _ in range(2)) + "\n-----END RSA PRIVATE KEY-----",
    "TWILIO": lambda: "SK" + rs(32, "0123456789abcdef"),
    "MAILGUN": lambda: "key-" + rs(32, "0123456789abcdef"),
    "AZSAS": lambda: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-01-01T00:00:00Z&sig=" + urllib.parse.quote(rs(43, AZ + "+/") + "="),
}

HOMO_L2C = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
HOMO_C2L = {v: k for k, v in HOMO_L2C.items()}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7",
        "о": "0", "з": "3", "ч": "4", "б": "6", "О": "0", "З": "3", "Ч": "4", "Б": "6", "а": "@", "А": "@"}

def ascii_fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if ord(c) < 128)

def enc(kind, s):
    if kind == "base64":
        return base64.b64encode(s.encode()).decode()
    if kind == "hex":
        return s.encode().hex()
    if kind == "rot13":
        return s.translate(str.maketrans(string.ascii_lowercase + string.ascii_uppercase,
                                         string.ascii_lowercase[13:] + string.ascii_lowercase[:13] + string.ascii_uppercase[13:] + string.ascii_uppercase[:13]))
    if kind == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if kind == "html_entities":
        return "".join(f"&#{ord(c)};" if c != " " else " " for c in s)
    if kind == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(s))
    if kind == "zero_width":
        return "\u200b".join(s)
    if kind == "homoglyph":
        cyr = sum("\u0400" <= c <= "\u04ff" for c in s) > len(s) / 4
        m = HOMO_C2L if cyr else HOMO_L2C
        return "".join(m.get(c, c) if rng.random() < 0.7 else c for c in s)
    if kind == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if kind == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
    if kind == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if kind == "reversed":
        return s[::-1]
    if kind == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if kind == "spacing":
        return " ".join(s)
    raise ValueError(kind)

ENC_RE = re.compile(r"\[\[(\w+):(.*?)\]\]", re.S)
CRED_RE = re.compile(r"<<([A-Z]+)>>")

def render(text):
    used = []
    def sub(m):
        used.append(m.group(1))
        return enc(m.group(1), m.group(2))
    text = ENC_RE.sub(sub, text)
    text = CRED_RE.sub(lambda m: CRED[m.group(1)](), text)
    return text, used

def parse(path):
    out, head, buf = [], None, []
    def flush():
        if head is not None:
            out.append((head, "\n".join(buf).strip("\n")))
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("@ "):
            flush()
            head, buf = [p.strip() for p in line[2:].split(" | ")], []
        else:
            buf.append(line.rstrip())
    flush()
    return out

attacks, benign = [], []
for p in sorted(glob.glob(os.path.join(HERE, "chunks", "a_*.txt"))):
    for (cat, obf, lang, note), raw in parse(p):
        text, used = render(raw)
        labels = [t for t in obf.split("+") if t != "none"]
        for u in used:
            if u not in labels:
                labels.append(u)
        attacks.append({"text": text, "category": cat, "obfuscation": "+".join(labels) or "none", "lang": lang, "note": note})
for p in sorted(glob.glob(os.path.join(HERE, "chunks", "b_*.txt"))):
    for (kind, note), raw in parse(p):
        text, _ = render(raw)
        benign.append({"text": text, "kind": kind, "note": note})
for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
