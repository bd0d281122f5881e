#!/usr/bin/env python3
"""Assemble safety_train_ap from the hand-written batches (stdlib only).

Only does: (a) real encodings on marked payloads ({{enc|...}}) and on a short,
hand-picked list of existing entries (ENCODE_WHOLE); (b) random credential strings in
real key formats ({{cred|type}}); (c) writing the JSONL files.
"""
import base64, codecs, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH = os.path.join(HERE, "batches")
rng = random.Random(0xA9)  # random strings; seeded only so rebuilds are stable

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"
HEXD = "0123456789abcdef"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def cred(kind):
    if kind == "aws_akid":
        return "AKIA" + r(string.ascii_uppercase + "234567", 16)
    if kind == "aws_secret":
        return r(B64, 40)
    if kind == "ghp":
        return "ghp_" + r(ALNUM, 36)
    if kind == "ghfg":
        return "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59)
    if kind == "openai":
        return "sk-proj-" + r(URLSAFE, 74)
    if kind == "anthropic":
        return "sk-ant-api03-" + r(URLSAFE, 93) + "AA"
    if kind == "slack":
        return "xoxb-%s-%s-%s" % (r(string.digits, 12), r(string.digits, 13), r(ALNUM, 24))
    if kind == "slack_user":
        return "xoxp-%s-%s-%s-%s" % (r(string.digits, 12), r(string.digits, 12), r(string.digits, 13), r(HEXD, 32))
    if kind == "stripe":
        return "sk_live_" + r(ALNUM, 24)
    if kind == "pw":
        return r(ALNUM, 10) + rng.choice("!*~-_") + r(ALNUM, 5)
    if kind == "google":
        return "AIza" + r(URLSAFE, 35)
    if kind == "gitlab":
        return "glpat-" + r(URLSAFE, 20)
    if kind == "npm":
        return "npm_" + r(ALNUM, 36)
    if kind == "hf":
        return "hf_" + r(string.ascii_letters, 34)
    if kind == "sendgrid":
        return "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43)
    if kind == "twilio_sid":
        return "AC" + r(HEXD, 32)
    if kind == "hex32":
        return r(HEXD, 32)
    if kind == "mailgun":
        return "key-" + r(HEXD, 32)
    if kind == "cf":
        return r(URLSAFE, 40)
    if kind == "azure":
        return r(B64, 86) + "=="
    if kind == "discord":
        uid = str(rng.randint(10**17, 10**18 - 1)).encode()
        return b64url(uid) + "." + r(URLSAFE, 6) + "." + r(URLSAFE, 38)
    if kind == "jwt":
        h = b64url(b'{"alg":"HS256","typ":"JWT"}')
        p = b64url(json.dumps({"sub": str(rng.randint(1000, 99999)), "role": "admin",
                               "iat": rng.randint(1700000000, 1720000000)}).encode())
        return h + "." + p + "." + r(URLSAFE, 43)
    if kind == "sshkey":
        body = base64.b64encode(b"openssh-key-v1\x00" + bytes(rng.getrandbits(8) for _ in range(190))).decode()
        return "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
    raise KeyError(kind)


HG = dict(zip("aceopxyisACEHKMOPTXB", "асеорхуіѕАСЕНКМОРТХВ"))
LEET = dict(zip("aeiostAEIOST", "4310574310$7"))


def enc(tech, s, budget=480):
    if tech == "b64":
        return base64.b64encode(s.encode()).decode()
    if tech == "hex":
        return s.encode().hex()
    if tech == "rot13":
        return codecs.encode(s, "rot13")
    if tech == "url":
        return urllib.parse.quote(s, safe="")
    if tech == "html":
        for k in range(1, 6):
            out = "".join("&#%d;" % ord(c) if (c.isalnum() and i % k == 0) else c for i, c in enumerate(s))
            if len(out) <= budget:
                return out
        return out
    if tech == "hg":
        return "".join(HG.get(c, c) for c in s)
    if tech == "zw":
        for k in range(1, 6):
            out = "".join(c + ("\u200b" if (c.isalpha() and i % k == 0) else "") for i, c in enumerate(s))
            if len(out) <= budget:
                return out
        return out
    if tech == "tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)
    if tech == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if tech == "fw":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)
    if tech == "leet":
        return "".join(LEET.get(c, c) for c in s)
    if tech == "rev":
        return s[::-1]
    if tech == "mixed":
        return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in s)
    raise KeyError(tech)


LABEL = {"b64": "base64", "hex": "hex", "rot13": "rot13", "url": "url_encoding", "html": "html_entities",
         "hg": "homoglyph", "zw": "zero_width", "tags": "unicode_tags", "bidi": "bidi", "fw": "fullwidth",
         "leet": "leetspeak", "rev": "reversed", "mixed": "mixed_case"}

# hand-picked existing (hand-written) attacks that get a whole-text encoding
ENCODE_WHOLE = {
    ("a4", 3): "hg", ("a4", 9): "fw", ("a4", 21): "b64", ("a4", 27): "zw", ("a4", 32): "url",
    ("a4", 39): "mixed", ("a4", 41): "leet",
    ("a5", 1): "hg", ("a5", 11): "rot13", ("a5", 15): "zw", ("a5", 18): "hex", ("a5", 23): "html",
    ("a5", 29): "b64", ("a5", 33): "bidi", ("a5", 41): "fw", ("a5", 44): "mixed",
    ("a6", 2): "hg", ("a6", 12): "fw", ("a6", 17): "url", ("a6", 27): "b64",
    ("a1", 13): "zw", ("a1", 26): "hg", ("a1", 38): "fw", ("a1", 45): "rot13",
    ("a2", 13): "leet", ("a2", 28): "hex", ("a2", 31): "bidi", ("a2", 39): "mixed", ("a2", 42): "hg",
}

MARK = re.compile(r"\{\{(\w+)\|(.*?)\}\}", re.S)


def fill(text):
    def sub(m):
        tech, arg = m.group(1), m.group(2)
        if tech == "cred":
            return cred(arg)
        if tech == "b64cred":
            return base64.b64encode(cred(arg).encode()).decode()
        return enc(tech, arg, budget=480 - (len(text) - len(m.group(0))))
    return MARK.sub(sub, text)


def add_label(obf, tech):
    lab = LABEL[tech]
    return lab if obf == "none" else obf + "+" + lab


def load(name, var):
    ns = {}
    exec(open(os.path.join(BATCH, name + ".py"), encoding="utf-8").read(), ns)
    return ns[var]


attacks, benign = [], []
for b in ("a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"):
    for i, (text, cat, obf, lang, note) in enumerate(load(b, "A")):
        text = fill(text)
        tech = ENCODE_WHOLE.get((b, i))
        if tech:
            text = enc(tech, text)
            obf = add_label(obf, tech)
            note += f" ({LABEL[tech]} applied to whole text)"
        attacks.append({"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
for b in ("b1", "b2", "b3", "b4", "b5", "b6", "b7"):
    for text, kind, note in load(b, "B"):
        benign.append({"text": text, "kind": kind, "note": note})

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
