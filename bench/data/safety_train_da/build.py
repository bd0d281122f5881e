#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

(a) fills credential placeholders (%%NAME%%) in attack texts with random strings in the
    real key formats (fixed seed, never documentation placeholders);
(b) for attack entries with an `enc` field, applies that encoding to the span marked
    with ⟦…⟧, records the encoding in `obfuscation` and keeps the plain span in the note;
(c) writes attacks.jsonl and benign.jsonl (ensure_ascii=False).
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
rng = random.Random(20240611)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64URL = AN + "-_"
HEX = "0123456789abcdef"


def r(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def jwt():
    def b64u(obj):
        raw = json.dumps(obj, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    head = b64u({"alg": "HS256", "typ": "JWT"})
    body = b64u({"sub": str(rng.randint(10**6, 10**7)), "role": "service",
                 "iat": rng.randint(1700000000, 1730000000)})
    return f"{head}.{body}.{r(B64URL, 43)}"


def aws_key_id():
    while True:
        k = "AKIA" + r(UP + "234567", 16)
        if "EXAMPLE" not in k:
            return k


PLACEHOLDERS = {
    "AWS_KEY_ID": aws_key_id,
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GITHUB_PAT": lambda: "ghp_" + r(AN, 36),
    "GITHUB_FINE": lambda: "github_pat_" + r(UP + DG, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(B64URL, 56) + "T3BlbkFJ" + r(B64URL, 20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(B64URL, 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}",
    "SLACK_WEBHOOK": lambda: f"https://hooks.slack.com/services/T{r(UP + DG, 8)}/B{r(UP + DG, 10)}/{r(AN, 24)}",
    "STRIPE_LIVE": lambda: "sk_live_" + r(AN, 48),
    "GOOGLE_API": lambda: "AIza" + r(B64URL, 35),
    "GITLAB_PAT": lambda: "glpat-" + r(B64URL, 20),
    "HF_TOKEN": lambda: "hf_" + r(UP + LO, 34),
    "TELEGRAM_BOT": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{r(B64URL, 33)}",
    "SENDGRID": lambda: f"SG.{r(B64URL, 22)}.{r(B64URL, 43)}",
    "NPM_TOKEN": lambda: "npm_" + r(AN, 36),
    "TWILIO_SID": lambda: "AC" + r(HEX, 32),
    "TWILIO_TOKEN": lambda: r(HEX, 32),
    "JWT": jwt,
    "DISCORD_BOT": lambda: f"{r(AN, 24)}.{r(B64URL, 6)}.{r(B64URL, 38)}",
    "PASSWORD": lambda: r(AN, 10) + rng.choice("!#%&*@") + r(AN, 7),
    "AZURE_KEY": lambda: r(HEX, 32),
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "DATADOG": lambda: r(HEX, 32),
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "DO_TOKEN": lambda: "dop_v1_" + r(HEX, 64),
}
PH_RE = re.compile(r"%%([A-Z0-9_]+)%%")

# --- encodings -----------------------------------------------------------------------
LAT2CYR = dict(zip("aeopcxyiAEOPCTHKMBX", "аеорсхуіАЕОРСТНКМВХ"))
CYR2LAT = dict(zip("аеорсхуіАЕОРСТНКМВХ", "aeopcxyiAEOPCTHKMBX"))
GRK2LAT = dict(zip("οαρνκιΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "oapvkiABEZHIKMNOPTYX"))
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7",
        "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def homoglyph(s):
    out = []
    for c in s:
        out.append(LAT2CYR.get(c) or CYR2LAT.get(c) or GRK2LAT.get(c) or c)
    return "".join(out)


def zero_width(s):
    zw = "\u200b\u200c\u200d"
    return "".join(c + (zw[i % 3] if i < len(s) - 1 else "") for i, c in enumerate(s))


def unicode_tags(s):
    assert all(ord(c) < 128 for c in s), "unicode_tags needs an ASCII span"
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def mixed_case(s):
    out, k = [], 0
    for c in s:
        if c.lower() != c.upper():
            out.append(c.upper() if k % 2 else c.lower())
            k += 1
        else:
            out.append(c)
    return "".join(out)


def spacing(s):
    return "  ".join(" ".join(w) for w in s.split(" "))


def punctuation(s):
    return " ".join(".".join(w) if len(w) > 2 else w for w in s.split(" "))


ENCODERS = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(c if c == " " else f"&#{ord(c)};" for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": unicode_tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": spacing,
    "punctuation": punctuation,
}
SPAN_RE = re.compile(r"⟦(.*?)⟧", re.S)


def load_batches(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(dict(e) for e in mod.ENTRIES)
    return rows


def build_attack(e):
    text = PH_RE.sub(lambda m: PLACEHOLDERS[m.group(1)](), e["text"])
    enc = e.pop("enc", None)
    if enc:
        spans = SPAN_RE.findall(text)
        assert spans, f"enc without ⟦…⟧ span: {e['note']}"
        text = SPAN_RE.sub(lambda m: ENCODERS[enc](m.group(1)), text)
        obf = e["obfuscation"]
        e["obfuscation"] = enc if obf == "none" else enc + "+" + obf
        e["note"] = e["note"] + " | plain: " + " … ".join(spans)
    assert "⟦" not in text and "⟧" not in text and "%%" not in text, e["note"]
    e["text"] = text
    return {k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")}


def build_benign(e):
    assert "⟦" not in e["text"] and "enc" not in e, e["note"]
    return {k: e[k] for k in ("text", "kind", "note")}


def write(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    attacks = [build_attack(e) for e in load_batches("a")]
    benign = [build_benign(e) for e in load_batches("b")]
    write("attacks.jsonl", attacks)
    write("benign.jsonl", benign)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
