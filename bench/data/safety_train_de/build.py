#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

It does only three things:
  (a) fills credential placeholders (%%NAME%%) in attack texts with random strings in the
      real key formats (fixed seed, so the output is reproducible);
  (b) for attack entries with an `enc` field, applies that real encoding to every span
      marked with ⟦…⟧, adds the encoding to `obfuscation` and appends the plain span to
      the note after "| plain: ";
  (c) writes attacks.jsonl and benign.jsonl (one JSON object per line, ensure_ascii=False).
"""
import base64
import codecs
import glob
import importlib.util
import json
import os
import random
import re
import string

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(0xDE2024)

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"


def rs(n, alphabet=ALNUM):
    return "".join(RNG.choice(alphabet) for _ in range(n))


PLACEHOLDERS = {
    "AWS_KEY_ID": lambda: "AKIA" + rs(16, UPPER_DIG),
    "AWS_SECRET": lambda: rs(40, ALNUM + "+/"),
    "GITHUB_PAT": lambda: "ghp_" + rs(36),
    "GITHUB_FINE": lambda: "github_pat_11" + rs(20, UPPER_DIG) + "_" + rs(59),
    "OPENAI": lambda: "sk-proj-" + rs(48, ALNUM + "-_"),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(93, ALNUM + "-_") + "AA",
    "SLACK_BOT": lambda: "xoxb-" + rs(12, string.digits) + "-" + rs(13, string.digits) + "-" + rs(24),
    "SLACK_WEBHOOK": lambda: "https://hooks.slack.com/services/T" + rs(8, UPPER_DIG) + "/B" + rs(10, UPPER_DIG) + "/" + rs(24),
    "STRIPE_LIVE": lambda: "sk_live_" + rs(24),
    "GOOGLE_API": lambda: "AIza" + rs(35, ALNUM + "-_"),
    "HF_TOKEN": lambda: "hf_" + rs(34),
    "NPM_TOKEN": lambda: "npm_" + rs(36),
    "GITLAB_PAT": lambda: "glpat-" + rs(20, ALNUM + "-_"),
    "SENDGRID": lambda: "SG." + rs(22, ALNUM + "-_") + "." + rs(43, ALNUM + "-_"),
    "TELEGRAM_BOT": lambda: rs(10, string.digits) + ":AA" + rs(33, ALNUM + "-_"),
    "TWILIO_SID": lambda: "AC" + rs(32, "0123456789abcdef"),
    "TWILIO_TOKEN": lambda: rs(32, "0123456789abcdef"),
    "DISCORD_WEBHOOK": lambda: "https://discord.com/api/webhooks/" + rs(18, string.digits) + "/" + rs(68, ALNUM + "-_"),
    "JWT": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + rs(60, ALNUM + "-_") + "." + rs(43, ALNUM + "-_"),
    "PG_PASSWORD": lambda: rs(20, ALNUM + "!#%^*"),
    "SSH_ED25519": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64),
    "PRIVKEY_BODY": lambda: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(70, B64),
    "DATADOG": lambda: rs(32, "0123456789abcdef"),
    "AZURE_CONN": lambda: "DefaultEndpointsProtocol=https;AccountName=" + rs(10, string.ascii_lowercase) + ";AccountKey=" + rs(86, B64) + "==",
}


def fill(text):
    def sub(m):
        name = m.group(1)
        if name not in PLACEHOLDERS:
            raise KeyError("unknown placeholder " + name)
        return PLACEHOLDERS[name]()
    return re.sub(r"%%([A-Z0-9_]+)%%", sub, text)


# ---- encodings -------------------------------------------------------------------------

HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К",
        "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def e_base64(s):
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def e_hex(s):
    return s.encode("utf-8").hex()


def e_rot13(s):
    return codecs.encode(s, "rot13")


def e_url(s):
    return "".join("%%%02X" % b for b in s.encode("utf-8"))


def e_html(s):
    return "".join(("&#x%x;" % ord(c)) if RNG.random() < 0.5 else ("&#%d;" % ord(c)) for c in s)


def e_homoglyph(s):
    return "".join(HOMO[c] if c in HOMO and RNG.random() < 0.7 else c for c in s)


def e_zero_width(s):
    out = []
    for c in s:
        out.append(c)
        if c != " ":
            out.append(RNG.choice(ZW))
    return "".join(out)


def e_tags(s):
    return "".join(chr(0xE0000 + ord(c)) if 0x20 <= ord(c) < 0x7F else c for c in s)


def e_bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def e_fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def e_leet(s):
    return "".join(LEET.get(c, c) for c in s)


def e_reversed(s):
    return s[::-1]


def e_mixed_case(s):
    return "".join(c.upper() if RNG.random() < 0.5 else c.lower() for c in s)


def e_spacing(s):
    return "  ".join(" ".join(w) for w in s.split(" "))


def e_punct(s):
    marks = ".-_·"
    m = RNG.choice(marks)
    return " ".join(m.join(w) for w in s.split(" "))


ENCODERS = {
    "base64": e_base64, "hex": e_hex, "rot13": e_rot13, "url_encoding": e_url,
    "html_entities": e_html, "homoglyph": e_homoglyph, "zero_width": e_zero_width,
    "unicode_tags": e_tags, "bidi": e_bidi, "fullwidth": e_fullwidth,
    "leetspeak": e_leet, "reversed": e_reversed, "mixed_case": e_mixed_case,
    "spacing": e_spacing, "punctuation": e_punct,
}

SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def encode_entry(e):
    encs = e.pop("enc").split("+")
    plains = []

    def sub(m):
        plain = m.group(1)
        plains.append(plain)
        out = plain
        for name in encs:
            out = ENCODERS[name](out)
        return out

    text = SPAN.sub(sub, e["text"])
    if not plains:
        raise ValueError("enc given but no ⟦…⟧ span: " + e["text"][:60])
    e["text"] = text
    techs = [t for t in e["obfuscation"].split("+") if t != "none"]
    for name in encs:
        if name not in techs:
            techs.append(name)
    e["obfuscation"] = "+".join(techs)
    e["note"] = e["note"] + " | plain: " + " / ".join(plains)
    return e


def load_batches(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(dict(x) for x in mod.ENTRIES)
    return out


def main():
    attacks = []
    for e in load_batches("a"):
        e["text"] = fill(e["text"])
        if "enc" in e:
            e = encode_entry(e)
        elif "⟦" in e["text"]:
            raise ValueError("span marker without enc: " + e["text"][:60])
        attacks.append({k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")})
    benign = []
    for e in load_batches("b"):
        if "%%" in e["text"] and re.search(r"%%[A-Z0-9_]+%%", e["text"]):
            raise ValueError("placeholder in benign entry: " + e["text"][:60])
        benign.append({k: e[k] for k in ("text", "kind", "note")})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
