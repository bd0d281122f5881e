#!/usr/bin/env python3
"""Assemble hand-written batches into attacks.jsonl / benign.jsonl (stdlib only).

The script only (a) applies real encodings to the span between the delimiters in a
minority of hand-written payloads, (b) fills <<KEY:fmt>> markers in credential entries with
randomly generated strings in real key formats, (c) writes the JSONL files.
"""
import base64, codecs, glob, importlib.util, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240611)
L, U, D = string.ascii_lowercase, string.ascii_uppercase, string.digits
AN = L + U + D
HEX = "0123456789abcdef"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    p = b64url(json.dumps({"sub": r(D, 9), "role": "service_role", "iat": 1700000000 + rng.randint(0, 9**7)}).encode())
    return f"{h}.{p}.{r(AN + '-_', 43)}"


KEYS = {
    "aws_id": lambda: "AKIA" + r(U + "234567", 16),
    "aws_secret": lambda: r(AN + "/+", 40),
    "ghp": lambda: "ghp_" + r(AN, 36),
    "gh_fine": lambda: "github_pat_11" + r(U + D, 20) + "_" + r(AN, 59),
    "gho": lambda: "gho_" + r(AN, 36),
    "glpat": lambda: "glpat-" + r(AN + "-_", 20),
    "slack_bot": lambda: f"xoxb-{r(D, 12)}-{r(D, 13)}-{r(AN, 24)}",
    "slack_user": lambda: f"xoxp-{r(D, 12)}-{r(D, 12)}-{r(D, 13)}-{r(HEX, 32)}",
    "slack_hook": lambda: f"https://hooks.slack.com/services/T{r(U + D, 8)}/B{r(U + D, 10)}/{r(AN, 24)}",
    "stripe": lambda: "sk_live_" + r(AN, 99),
    "stripe_rk": lambda: "rk_live_" + r(AN, 99),
    "openai": lambda: "sk-proj-" + r(AN + "-_", 74) + "T3BlbkFJ" + r(AN + "-_", 74),
    "openai_short": lambda: "sk-" + r(AN, 48),
    "anthropic": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "google": lambda: "AIza" + r(AN + "-_", 35),
    "npm": lambda: "npm_" + r(AN, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + r(AN + "-_", 70),
    "hf": lambda: "hf_" + r(L + U, 34),
    "sendgrid": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "twilio_sid": lambda: "AC" + r(HEX, 32),
    "twilio_key": lambda: "SK" + r(HEX, 32),
    "twilio_tok": lambda: r(HEX, 32),
    "discord": lambda: b64url(r(D, 18).encode()) + "." + r(AN + "-_", 6) + "." + r(AN + "-_", 38),
    "telegram": lambda: r(D, 10) + ":AA" + r(AN + "-_", 33),
    "do": lambda: "dop_v1_" + r(HEX, 64),
    "shopify": lambda: "shpat_" + r(HEX, 32),
    "jwt": jwt,
    "pw": lambda: r(AN, 6) + rng.choice("!#%*") + r(AN, 7),
    "azure_key": lambda: base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode(),
    "mailgun": lambda: "key-" + r(HEX, 32),
    "datadog": lambda: r(HEX, 32),
    "vault": lambda: "hvs." + r(AN + "_-", 90),
    "doppler": lambda: "dp.st.prd." + r(AN, 40),
    "linear": lambda: "lin_api_" + r(AN, 40),
    "postman": lambda: f"PMAK-{r(HEX, 24)}-{r(HEX, 34)}",
    "flyio": lambda: "fo1_" + r(AN + "-_", 43),
    "netlify": lambda: "nfp_" + r(AN, 36),
    "cf": lambda: r(AN + "-_", 40),
    "uuid": lambda: f"{r(HEX, 8)}-{r(HEX, 4)}-4{r(HEX, 3)}-{rng.choice('89ab')}{r(HEX, 3)}-{r(HEX, 12)}",
    "gcp_keyid": lambda: r(HEX, 40),
    "ssh_ed": lambda: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + r(AN + "+/", 70) + "\n" + r(AN + "+/", 70) + "\n" + r(AN + "+/", 58),
    "rsa_body": lambda: "MIIEowIBAAKCAQEA" + r(AN + "+/", 48) + "\n" + r(AN + "+/", 64) + "\n" + r(AN + "+/", 64),
    "tfc": lambda: r(AN, 14) + ".atlasv1." + r(AN, 67),
    "docker": lambda: "dckr_pat_" + r(AN + "-_", 27),
    "sentry_auth": lambda: "sntrys_" + r(AN, 60),
    "age": lambda: "AGE-SECRET-KEY-1" + r(U.replace("B", "").replace("I", "").replace("O", "") + "023456789", 58),
}


def fill(t):
    return re.sub(r"<<KEY:(\w+)>>", lambda m: KEYS[m.group(1)](), t)


HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
                      "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
                      "I": "1", "O": "0", "S": "5", "T": "7"})


def mixed(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return "".join(out)


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() or c == " " else f"&#x{ord(c):x};" for c in s),
    "homoglyph": lambda s: s.translate(HOMO),
    "zero_width": lambda s: "\u200b".join(s) if len(s) < 120 else s.replace(" ", " \u200b\u200c").replace("e", "e\u200d"),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: s.translate(LEET),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
}


def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    if "⟦" not in text:
        assert not techs, (text, obf)
        return text
    def sub(m):
        s = m.group(1)
        for t in techs:
            s = ENC[t](s)
        return s
    assert techs, (text, obf)
    return re.sub(r"⟦(.*?)⟧", sub, text, flags=re.S)


def load(prefix, var):
    rows = []
    for p in sorted(glob.glob(os.path.join(HERE, "batches", prefix + "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        rows.extend(getattr(m, var))
    return rows


def main():
    with open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8") as f:
        for text, cat, obf, lang, note in load("a", "A"):
            t = encode(fill(text), obf)
            f.write(json.dumps({"text": t, "category": cat, "obfuscation": obf, "lang": lang, "note": note},
                               ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for text, kind, note in load("b", "B"):
            assert "⟦" not in text and "<<KEY" not in text
            f.write(json.dumps({"text": text, "kind": kind, "note": note}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
