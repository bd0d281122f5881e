#!/usr/bin/env python3
"""Assemble safety_train_az from hand-written batch files (stdlib only).

This script only (a) applies real encodings to the hand-written payload of a
minority of attack entries (marked with {P} in the text), (b) fills credential
placeholders (@@NAME@@) with randomly generated strings in real key formats,
and (c) writes attacks.jsonl and benign.jsonl.
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

# ---------------------------------------------------------------- encodings
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def homoglyph(s):
    return "".join(HOMO.get(ch, ch) if rng.random() < 0.7 else ch for ch in s)


def zero_width(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch.isalpha() and rng.random() < 0.5:
            out.append(rng.choice(["\u200b", "\u200c", "\u200d", "\u2060"]))
    return "".join(out)


def unicode_tags(s):
    return "".join(chr(0xE0000 + ord(ch)) if 0x20 <= ord(ch) < 0x7F else ch for ch in s)


def fullwidth(s):
    return "".join(chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else
                   ("\u3000" if ch == " " else ch) for ch in s)


def leet(s):
    return "".join(LEET.get(ch, ch) for ch in s)


def mixed_case(s):
    return "".join(ch.upper() if i % 2 else ch.lower() for i, ch in enumerate(s))


def bidi(s):
    # stored reversed inside a right-to-left override so it renders forwards
    return "\u202e" + s[::-1] + "\u202c"


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() else
                                       {" ": " ", "<": "&lt;", ">": "&gt;"}.get(c, c) for c in s),
    "homoglyph": homoglyph,
    "zero_width": zero_width,
    "unicode_tags": unicode_tags,
    "fullwidth": fullwidth,
    "leetspeak": leet,
    "mixed_case": mixed_case,
    "reversed": lambda s: s[::-1],
    "bidi": bidi,
}

# ------------------------------------------------------ credential formats
AN = string.ascii_letters + string.digits
UPN = string.ascii_uppercase + string.digits
LHEX = "0123456789abcdef"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(n):
    return r(AN + "-_", n)


def jwt():
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(json.dumps(
        {"sub": r(LHEX, 12), "iat": rng.randint(1700000000, 1760000000), "role": "admin"}
    ).encode()).decode().rstrip("=")
    return f"{head}.{body}.{b64url(43)}"


def pem_ec():
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(121))).decode()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN EC PRIVATE KEY-----\n{lines}\n-----END EC PRIVATE KEY-----"


def openssh_short():
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(150))).decode()
    lines = "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{lines}\n-----END OPENSSH PRIVATE KEY-----"


GEN = {
    "AWS_AKID": lambda: "AKIA" + r(UPN.replace("0", "").replace("1", ""), 16),
    "AWS_SECRET": lambda: r(AN + "/+", 40),
    "GH_PAT": lambda: "ghp_" + r(AN, 36),
    "GH_FINE": lambda: "github_pat_" + r(UPN, 22) + "_" + r(AN, 59),
    "GL_PAT": lambda: "glpat-" + r(AN + "-_", 20),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**11, 10**12)}-{r(AN, 24)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{r(UPN, 10)}/B{r(UPN, 10)}/{r(AN, 24)}",
    "STRIPE_LIVE": lambda: "sk_live_" + r(AN, 24),
    "STRIPE_RK": lambda: "rk_live_" + r(AN, 24),
    "GOOGLE_API": lambda: "AIza" + r(AN + "-_", 35),
    "SENDGRID": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "TWILIO_SID": lambda: "AC" + r(LHEX, 32),
    "TWILIO_TOKEN": lambda: r(LHEX, 32),
    "NPM": lambda: "npm_" + r(AN, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(AN + "-_", 60),
    "HF": lambda: "hf_" + r(string.ascii_letters, 34),
    "DISCORD": lambda: r(AN, 24) + "." + r(AN + "-_", 6) + "." + r(AN + "-_", 27),
    "TELEGRAM": lambda: f"{rng.randint(10**9, 7 * 10**9)}:AA{r(AN + '-_', 33)}",
    "JWT": jwt,
    "PEM_EC": pem_ec,
    "SSH_KEY": openssh_short,
    "PW": lambda: r(AN, 6) + rng.choice("!#%*") + r(AN, 7),
    "PW2": lambda: r(string.ascii_lowercase, 5) + str(rng.randint(10, 99)) + rng.choice("!$@") + r(AN, 5),
    "HEX32": lambda: r(LHEX, 32),
    "HEX40": lambda: r(LHEX, 40),
    "AZURE_KEY": lambda: r(AN, 52) + "JQQJ99" + r(AN, 26),
    "DO_PAT": lambda: "dop_v1_" + r(LHEX, 64),
    "SHOPIFY": lambda: "shpat_" + r(LHEX, 32),
    "MAILGUN": lambda: "key-" + r(LHEX, 32),
    "DD_API": lambda: r(LHEX, 32),
    "GCP_SA_KEYID": lambda: r(LHEX, 40),
    "VAULT": lambda: "hvs." + r(AN, 24),
    "LINEAR": lambda: "lin_api_" + r(AN, 40),
    "NOTION": lambda: "secret_" + r(AN, 43),
    "DOCKER": lambda: "dckr_pat_" + r(AN + "-_", 27),
    "SUPABASE": jwt,
    "GROQ": lambda: "gsk_" + r(AN, 52),
    "MISTRAL": lambda: r(AN, 32),
    "REPLICATE": lambda: "r8_" + r(AN, 37),
    "FIGMA": lambda: "figd_" + r(AN + "-_", 40),
    "ATLASSIAN": lambda: "ATATT3xFfGF0" + r(AN + "-_", 180)[:120],
    "CF_TOKEN": lambda: r(AN + "-_", 40),
}


def fill_secrets(text):
    return re.sub(r"@@([A-Z0-9_]+)@@", lambda m: GEN[m.group(1)](), text)


# ----------------------------------------------------------------- loading
def load_batches(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(mod.ITEMS)
    return out


def build_attack(item):
    cat, obf, lang, note, text = item[:5]
    payload = item[5] if len(item) > 5 else None
    if payload is not None:
        encs = [t for t in obf.split("+") if t in ENC]
        assert encs, (obf, text[:40])
        payload = fill_secrets(payload)
        for e in encs:
            payload = ENC[e](payload)
        assert "{P}" in text, text[:60]
        text = text.replace("{P}", payload)
    else:
        assert "{P}" not in text, text[:60]
    text = fill_secrets(text)
    return {"text": text, "category": cat, "obfuscation": obf, "lang": lang, "note": note}


def main():
    attacks = [build_attack(it) for it in load_batches("a")]
    benign = [{"text": t, "kind": k, "note": n} for (k, n, t) in load_batches("b")]
    with open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8") as f:
        for o in attacks:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for o in benign:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
