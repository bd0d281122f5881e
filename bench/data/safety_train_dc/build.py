#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

(a) fills %%NAME%% credential placeholders in attack texts with random strings in the
    real key formats (fixed seed, so the output is reproducible);
(b) for attack entries with an `enc` field, applies that encoding to the span marked
    with ⟦…⟧, records the encoding in `obfuscation` and keeps the plain span in the note
    after `| plain: `;
(c) writes attacks.jsonl and benign.jsonl (ensure_ascii=False).
"""
import base64
import codecs
import glob
import json
import os
import random
import re
import string
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI
B32 = UP + "234567"
HEXL = "0123456789abcdef"


def r(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def jwt():
    def b64u(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")
    head = b64u({"alg": "HS256", "typ": "JWT"})
    body = b64u({"sub": r(DI, 8), "role": "service", "iat": 1712000000 + rng.randrange(10**6)})
    return f"{head}.{body}.{r(AN + '-_', 43)}"


GEN = {
    "AWS_KEY_ID": lambda: "AKIA" + r(B32, 16),
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GITHUB_PAT": lambda: "ghp_" + r(AN, 36),
    "GITHUB_FG": lambda: "github_pat_11" + r(B32, 20) + "_" + r(AN, 59),
    "GITHUB_OAUTH": lambda: "gho_" + r(AN, 36),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 56) + "T3BlbkFJ" + r(AN + "-_", 20),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{r(DI, 12)}-{r(DI, 13)}-{r(AN, 24)}",
    "SLACK_WEBHOOK": lambda: f"https://hooks.slack.com/services/T{r(UP + DI, 8)}/B{r(UP + DI, 10)}/{r(AN, 24)}",
    "STRIPE_LIVE": lambda: "sk_live_51" + r(AN, 97),
    "GITLAB_PAT": lambda: "glpat-" + r(AN + "-_", 20),
    "NPM_TOKEN": lambda: "npm_" + r(AN, 36),
    "PYPI_TOKEN": lambda: "pypi-AgEIcHlwaS5vcmcCJG" + r(AN + "-_", 60),
    "GOOGLE_API": lambda: "AIza" + r(AN + "-_", 35),
    "HF_TOKEN": lambda: "hf_" + r(UP + LO, 34),
    "SENDGRID": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "DOCKERHUB": lambda: "dckr_pat_" + r(AN + "-_", 27),
    "DIGITALOCEAN": lambda: "dop_v1_" + r(HEXL, 64),
    "TWILIO_SID": lambda: "AC" + r(HEXL, 32),
    "TWILIO_TOKEN": lambda: r(HEXL, 32),
    "JWT": jwt,
    "DB_PASSWORD": lambda: r(AN + "!#%*+-", 22),
    "DISCORD_WEBHOOK": lambda: f"https://discord.com/api/webhooks/{r(DI, 19)}/{r(AN + '-_', 68)}",
    "VAULT_TOKEN": lambda: "hvs." + r(AN + "_-", 90),
    "DATADOG_API": lambda: r(HEXL, 32),
    "CLOUDFLARE": lambda: r(AN + "_-", 40),
    "SHOPIFY": lambda: "shpat_" + r(HEXL, 32),
    "AZURE_CONN": lambda: "DefaultEndpointsProtocol=https;AccountName=" + r(LO + DI, 12)
    + ";AccountKey=" + base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode()
    + ";EndpointSuffix=core.windows.net",
    "GCP_SA_KEY_ID": lambda: r(HEXL, 40),
    "CIRCLECI": lambda: "CCIPAT_" + r(AN, 22) + "_" + r(HEXL, 40),
    "SENTRY_DSN": lambda: f"https://{r(HEXL, 32)}@o{r(DI, 6)}.ingest.sentry.io/{r(DI, 7)}",
    "LINEAR": lambda: "lin_api_" + r(AN, 40),
    "TELEGRAM_BOT": lambda: f"{r(DI, 10)}:AA{r(AN + '-_', 33)}",
}

PLACEHOLDER = re.compile(r"%%([A-Z0-9_]+)%%")


def fill(text):
    def sub(m):
        name = m.group(1)
        if name not in GEN:
            sys.exit(f"unknown placeholder {name}")
        return GEN[name]()
    return PLACEHOLDER.sub(sub, text)


HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К",
        "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def enc_homoglyph(s):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in s)


def enc_zero_width(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if c.isalnum() and i + 1 < len(s) and s[i + 1].isalnum() and rng.random() < 0.5:
            out.append(rng.choice(["\u200b", "\u200c", "\u200d", "\u2060"]))
    return "".join(out)


def enc_spacing(s):
    return "   ".join(" ".join(w) for w in s.split(" "))


def enc_punctuation(s):
    words = []
    for w in s.split(" "):
        if len(w) > 3 and w.isalpha():
            sep = rng.choice([".", "-", "_", "*"])
            w = sep.join(w)
        words.append(w)
    return " ".join(words)


def enc_leetspeak(s):
    return "".join(LEET.get(c, c) for c in s)


def enc_mixed_case(s):
    return "".join((c.upper() if rng.random() < 0.5 else c.lower()) for c in s)


def enc_fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def enc_unicode_tags(s):
    return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128) + "\U000E007F"


def enc_bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def enc_html_entities(s):
    return "".join(f"&#{ord(c)};" if rng.random() < 0.5 else f"&#x{ord(c):x};" for c in s)


ENCODERS = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": enc_html_entities,
    "homoglyph": enc_homoglyph,
    "zero_width": enc_zero_width,
    "unicode_tags": enc_unicode_tags,
    "bidi": enc_bidi,
    "fullwidth": enc_fullwidth,
    "leetspeak": enc_leetspeak,
    "reversed": lambda s: s[::-1],
    "mixed_case": enc_mixed_case,
    "spacing": enc_spacing,
    "punctuation": enc_punctuation,
}

SPAN = re.compile(r"⟦(.*?)⟧", re.S)
A_KEYS = ("text", "category", "obfuscation", "lang", "note")
B_KEYS = ("text", "kind", "note")


def load_batches(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        for j, e in enumerate(ns["ENTRIES"], 1):
            out.append((f"{os.path.basename(path)}#{j}", dict(e)))
    return out


def build_attack(where, e):
    text = fill(e["text"])
    enc = e.pop("enc", None)
    if enc:
        m = SPAN.search(text)
        if not m or len(SPAN.findall(text)) != 1:
            sys.exit(f"{where}: enc {enc!r} needs exactly one ⟦…⟧ span")
        plain = m.group(1)
        text = text[:m.start()] + ENCODERS[enc](plain) + text[m.end():]
        obf = e["obfuscation"]
        e["obfuscation"] = enc if obf == "none" else enc + "+" + obf
        e["note"] = e["note"] + " | plain: " + plain
    elif "⟦" in text or "⟧" in text:
        sys.exit(f"{where}: span marker without enc")
    e["text"] = text
    if set(e) != set(A_KEYS):
        sys.exit(f"{where}: keys {sorted(e)}")
    return {k: e[k] for k in A_KEYS}


def build_benign(where, e):
    if "%%" in e["text"] or "⟦" in e["text"]:
        sys.exit(f"{where}: placeholder or span in a benign entry")
    if set(e) != set(B_KEYS):
        sys.exit(f"{where}: keys {sorted(e)}")
    return {k: e[k] for k in B_KEYS}


def write(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    attacks = [build_attack(w, e) for w, e in load_batches("a")]
    benign = [build_benign(w, e) for w, e in load_batches("b")]
    write("attacks.jsonl", attacks)
    write("benign.jsonl", benign)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
