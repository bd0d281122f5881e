#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

(a) fills credential placeholders like %%GITHUB_PAT%% with random values in real key formats;
(b) for attack entries with an `enc` field, encodes the span marked with ⟦...⟧, records the
    technique in `obfuscation` and the plain span in `note` after "| plain: ";
(c) writes attacks.jsonl and benign.jsonl.
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
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20261204)
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def jwt():
    def b(o):
        return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).rstrip(b"=").decode()
    return b({"alg": "HS256", "typ": "JWT"}) + "." + b({"sub": rs(DG, 9), "role": "admin", "iat": 1796000000 + R.randint(0, 9999999)}) + "." + rs(AN + "-_", 43)


CREDS = {
    "AWS_KEY_ID": lambda: "AKIA" + rs(UP + "234567", 16),
    "AWS_SECRET": lambda: rs(AN + "+/", 40),
    "GITHUB_PAT": lambda: "ghp_" + rs(AN, 36),
    "GITHUB_FINE": lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59),
    "OPENAI": lambda: "sk-proj-" + rs(AN + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(AN + "-_", 93) + "AA",
    "SLACK_BOT": lambda: "xoxb-" + rs(DG, 12) + "-" + rs(DG, 13) + "-" + rs(AN, 24),
    "SLACK_HOOK": lambda: "https://hooks.slack.com/services/T" + rs(UP + DG, 10) + "/B" + rs(UP + DG, 10) + "/" + rs(AN, 24),
    "STRIPE_LIVE": lambda: "sk_live_" + rs(AN, 24),
    "GOOGLE_API": lambda: "AIza" + rs(AN + "-_", 35),
    "GITLAB": lambda: "glpat-" + rs(AN + "-_", 20),
    "NPM": lambda: "npm_" + rs(AN, 36),
    "HF": lambda: "hf_" + rs(AN, 34),
    "SENDGRID": lambda: "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43),
    "TWILIO_SID": lambda: "AC" + rs("0123456789abcdef", 32),
    "TWILIO_TOKEN": lambda: rs("0123456789abcdef", 32),
    "TELEGRAM": lambda: str(R.randint(1000000000, 7999999999)) + ":AA" + rs(AN + "-_", 33),
    "DISCORD_HOOK": lambda: "https://discord.com/api/webhooks/" + rs(DG, 19) + "/" + rs(AN + "-_", 68),
    "JWT": jwt,
    "PASSWORD": lambda: rs(LO, 4) + rs(DG, 2) + R.choice("!#$%&*") + rs(UP, 2) + rs(LO + DG, 5),
    "DO_TOKEN": lambda: "dop_v1_" + rs("0123456789abcdef", 64),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 60),
}
PH = re.compile(r"%%([A-Z_]+)%%")

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c != " " else " " for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) if " " <= c <= "~" else c for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": lambda s: "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s)),
    "spacing": lambda s: " ".join(s.replace(" ", "  ")),
    "punctuation": lambda s: ".".join(s.replace(" ", " / ")),
}
SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(dict(e) for e in mod.ENTRIES)
    return out


def build_attack(e):
    text = PH.sub(lambda m: CREDS[m.group(1)](), e["text"])
    enc = e.pop("enc", None)
    if enc:
        m = SPAN.search(text)
        if not m:
            raise SystemExit("enc without span: " + text[:60])
        plain = m.group(1)
        text = text[:m.start()] + ENC[enc](plain) + text[m.end():]
        ob = [t for t in e["obfuscation"].split("+") if t != "none"]
        e["obfuscation"] = "+".join([enc] + [t for t in ob if t != enc])
        e["note"] = e["note"] + " | plain: " + plain
    if "⟦" in text or "%%" in text:
        raise SystemExit("leftover marker: " + text[:60])
    e["text"] = text
    return {k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")}


def main():
    attacks = [build_attack(e) for e in load("a")]
    benign = [{k: e[k] for k in ("text", "kind", "note")} for e in load("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
