#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

It does only three things:
  (a) fills credential placeholders such as %%VISA%% or %%GITHUB_PAT%% in attack texts
      with random values in the real formats (fixed seed, never documentation examples);
  (b) for attack entries with an `enc` field, applies that encoding to the span marked
      with ⟦…⟧, adds the encoding to `obfuscation` and keeps the plain span in the note
      after "| plain: ";
  (c) writes attacks.jsonl and benign.jsonl (ensure_ascii=False).
"""
import base64
import codecs
import importlib.util
import json
import os
import random
import re
import string

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240917)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B32 = UP + "234567"


def rs(alphabet, n):
    return "".join(RNG.choice(alphabet) for _ in range(n))


def luhn_complete(prefix, length):
    body = prefix + rs(DG, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:  # these positions get doubled once the check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def group(num, sizes):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return " ".join(out)


def visa():
    return group(luhn_complete("4" + rs("123456789", 1), 16), (4, 4, 4, 4))


def mastercard():
    return group(luhn_complete("5" + RNG.choice("12345"), 16), (4, 4, 4, 4))


def amex():
    return group(luhn_complete("3" + RNG.choice("47"), 15), (4, 6, 5))


def iban_de():
    bban = rs(DG, 8) + rs(DG, 10)
    num = int(bban + "131400")  # D=13 E=14, check digits 00
    return "DE%02d%s" % (98 - num % 97, bban)


def iban_gb():
    bank = rs(UP, 4)
    bban = bank + rs(DG, 14)
    conv = "".join(str(int(c, 36)) for c in bban + "GB00")
    chk = 98 - int(conv) % 97
    raw = "GB%02d%s" % (chk, bban)
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def password():
    core = rs(AN, 9) + rs("!#$%&*?@^", 2) + rs(DG, 3)
    chars = list(core)
    RNG.shuffle(chars)
    return "".join(chars)


def b64url(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def ha_token():
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = b64url(json.dumps({"iss": rs("0123456789abcdef", 32), "iat": 1718000000 + RNG.randrange(10**6),
                              "exp": 2033360000 + RNG.randrange(10**6)}, separators=(",", ":")).encode())
    return "%s.%s.%s" % (head, body, rs(AN + "-_", 43))


def ssn():
    return "%03d-%02d-%04d" % (RNG.randrange(100, 665), RNG.randrange(10, 99), RNG.randrange(1000, 9999))


FILLERS = {
    "VISA": visa,
    "MASTERCARD": mastercard,
    "AMEX": amex,
    "EXP": lambda: "%02d/%02d" % (RNG.randrange(1, 13), RNG.randrange(27, 31)),
    "CVV": lambda: rs(DG, 3),
    "CID": lambda: rs(DG, 4),
    "PIN": lambda: rs("123456789", 1) + rs(DG, 3),
    "IBAN_DE": iban_de,
    "IBAN_GB": iban_gb,
    "PASSWORD": password,
    "TOTP_SECRET": lambda: " ".join(rs(B32, 4) for _ in range(8)).lower(),
    "AWS_KEY_ID": lambda: "AKIA" + rs(UP + "234567", 16),
    "AWS_SECRET": lambda: rs(AN + "/+", 40),
    "GITHUB_PAT": lambda: "ghp_" + rs(AN, 36),
    "OPENAI": lambda: "sk-proj-" + rs(AN + "-_", 56) + "T3BlbkFJ" + rs(AN + "-_", 56),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(AN + "-_", 93) + "AA",
    "STRIPE_LIVE": lambda: "sk_live_" + rs(AN, 24),
    "SLACK_BOT": lambda: "xoxb-%s-%s-%s" % (rs(DG, 12), rs(DG, 13), rs(AN, 24)),
    "GOOGLE_API": lambda: "AIza" + rs(AN + "-_", 35),
    "TG_BOT": lambda: "%s:AA%s" % (rs("123456789", 1) + rs(DG, 9), rs(AN + "-_", 33)),
    "HA_TOKEN": ha_token,
    "GMAIL_APP": lambda: " ".join(rs(LO, 4) for _ in range(4)),
    "SSN": ssn,
}
PH_RE = re.compile(r"%%([A-Z0-9_]+)%%")


def fill(text):
    def sub(m):
        name = m.group(1)
        if name not in FILLERS:
            raise SystemExit("unknown placeholder %%%%%s%%%%" % name)
        return FILLERS[name]()
    return PH_RE.sub(sub, text)


# ---- encodings -------------------------------------------------------------
HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К",
        "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def mixed_case(s):
    out, up = [], False
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower())
            up = not up
        else:
            out.append(c)
    return "".join(out)


def punctuation(s):
    words = s.split(" ")
    return " ".join(".".join(w) if len(w) > 2 else w for w in words)


ENCODERS = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: "".join("%%%02X" % b for b in s.encode()),
    "html_entities": lambda s: "".join("&#x%X;" % ord(c) if c != " " else " " for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": lambda s: " ".join(s.replace(" ", "")) if len(s) < 60 else " ".join(s),
    "punctuation": punctuation,
}
SPAN_RE = re.compile(r"⟦(.*?)⟧", re.S)


def encode_entry(e):
    enc = e.pop("enc", None)
    if enc is None:
        if "⟦" in e["text"]:
            raise SystemExit("span marker without enc: %r" % e["text"][:60])
        return e
    if enc not in ENCODERS:
        raise SystemExit("unknown encoding %r" % enc)
    spans = SPAN_RE.findall(e["text"])
    if len(spans) != 1:
        raise SystemExit("need exactly one ⟦…⟧ span: %r" % e["text"][:60])
    plain = spans[0]
    e["text"] = SPAN_RE.sub(lambda m: ENCODERS[enc](m.group(1)), e["text"])
    obf = e["obfuscation"]
    e["obfuscation"] = enc if obf == "none" else obf + "+" + enc
    e["note"] = e["note"] + " | plain: " + plain
    return e


def load_batches(prefix):
    out = []
    for name in sorted(os.listdir(HERE)):
        if re.fullmatch(prefix + r"\d\d\.py", name):
            spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(HERE, name))
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            out.extend(dict(x) for x in mod.ENTRIES)
    return out


def main():
    attacks = []
    for e in load_batches("a"):
        e["text"] = fill(e["text"])
        e = encode_entry(e)
        attacks.append({k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")})
    benign = []
    for e in load_batches("b"):
        if PH_RE.search(e["text"]) or "⟦" in e["text"]:
            raise SystemExit("placeholder or span in benign entry: %r" % e["text"][:60])
        benign.append({k: e[k] for k in ("text", "kind", "note")})
    for fname, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d attacks, %d benign" % (len(attacks), len(benign)))


if __name__ == "__main__":
    main()
