#!/usr/bin/env python3
"""Assemble safety_train_aw from hand-written batch files (stdlib only).

The script only (a) applies real encodings to a minority of hand-written payloads
(the span between ⟦ and ⟧, or the whole text when no span is marked), (b) fills
credential placeholders like {ghp} with random strings in real key formats, and
(c) writes attacks.jsonl / benign.jsonl.
"""
import base64, codecs, glob, importlib.util, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240617)
U, L, D = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = U + L + D


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def hexs(n):
    return r("0123456789abcdef", n)


def pem_body(n):
    return r(AN + "+/", n)


CRED = {
    "aws_akid": lambda: "AKIA" + r(U + "234567", 16),
    "aws_asia": lambda: "ASIA" + r(U + "234567", 16),
    "aws_secret": lambda: r(AN + "+/", 40),
    "ghp": lambda: "ghp_" + r(AN, 36),
    "gho": lambda: "gho_" + r(AN, 36),
    "ghpat": lambda: "github_pat_11" + r(U + D, 20) + "_" + r(AN, 59),
    "glpat": lambda: "glpat-" + r(AN + "-_", 20),
    "openai": lambda: "sk-proj-" + r(AN + "-_", 48) + "T3BlbkFJ" + r(AN + "-_", 20),
    "anthropic": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "slack_bot": lambda: "xoxb-" + r(D, 12) + "-" + r(D, 13) + "-" + r(AN, 24),
    "slack_user": lambda: "xoxp-" + r(D, 12) + "-" + r(D, 12) + "-" + r(D, 13) + "-" + hexs(32),
    "slack_hook": lambda: "https://hooks.slack.com/services/T" + r(U + D, 10) + "/B" + r(U + D, 10) + "/" + r(AN, 24),
    "stripe_live": lambda: "sk_live_" + r(AN, 24),
    "stripe_rk": lambda: "rk_live_" + r(AN, 24),
    "google": lambda: "AIza" + r(AN + "-_", 35),
    "hf": lambda: "hf_" + r(AN, 34),
    "npm": lambda: "npm_" + r(AN, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + r(AN + "-_", 60),
    "sendgrid": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "twilio_sk": lambda: "SK" + hexs(32),
    "mailgun": lambda: "key-" + hexs(32),
    "do": lambda: "dop_v1_" + hexs(64),
    "telegram": lambda: str(rng.randint(1000000000, 7999999999)) + ":AA" + r(AN + "-_", 33),
    "discord": lambda: r("MNO", 1) + r(AN, 23) + "." + r(AN + "-_", 6) + "." + r(AN + "-_", 38),
    "shopify": lambda: "shpat_" + hexs(32),
    "datadog": lambda: hexs(32),
    "jwt": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + base64.urlsafe_b64encode(json.dumps({"sub": r(D, 8), "iat": rng.randint(1700000000, 1730000000)}).encode()).decode().rstrip("=") + "." + r(AN + "-_", 43),
    "pw": lambda: r(AN, 6) + rng.choice("!#%*") + r(AN, 7),
    "hex40": lambda: hexs(40),
    "pem_rsa": lambda: "-----BEGIN RSA PRIVATE KEY-----\nMIIEow" + pem_body(58) + "\n" + pem_body(64) + "\n" + pem_body(40) + "\n-----END RSA PRIVATE KEY-----",
    "pem_ossh": lambda: "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACB" + pem_body(50) + "\n-----END OPENSSH PRIVATE KEY-----",
    "azure_sas": lambda: "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-01-01T00:00:00Z&sig=" + urllib.parse.quote(base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode(), safe=""),
    "gcp_sa_key": lambda: "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + pem_body(60) + "\\n-----END PRIVATE KEY-----\\n",
    "vault": lambda: "hvs." + r(AN + "_-", 24),
    "linear": lambda: "lin_api_" + r(AN, 40),
    "notion": lambda: "secret_" + r(AN, 43),
    "atlassian": lambda: "ATATT3xFfGF0" + r(AN + "-_=", 60),
    "sentry": lambda: "https://" + hexs(32) + "@o" + r(D, 6) + ".ingest.sentry.io/" + r(D, 7),
    "square": lambda: "EAAA" + r(AN + "-_", 60),
    "doppler": lambda: "dp.st.prd." + r(AN, 43),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def mixed(s):
    out, up = [], False
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower()); up = not up
        else:
            out.append(c)
    return "".join(out)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalnum() and i % 2 == 0 else
                                       (f"&#x{ord(c):x};" if c.isalnum() else c) for i, c in enumerate(s)),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "".join(c + ("\u200b" if c.isalpha() and i % 2 == 0 else "") for i, c in enumerate(s)),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
}
SPAN = re.compile("⟦(.*?)⟧", re.S)


def encode(text, obf):
    techs = [t for t in obf.split("+") if t in ENC]
    if not techs:
        if "⟦" in text:
            raise SystemExit("span marker without encoding: " + text[:60])
        return text
    def apply(s):
        for t in techs:
            s = ENC[t](s)
        return s
    if "⟦" in text:
        return SPAN.sub(lambda m: apply(m.group(1)), text)
    return apply(text)


def fill(text):
    return re.sub(r"\{([a-z0-9_]+)\}", lambda m: CRED[m.group(1)]() if m.group(1) in CRED else m.group(0), text)


def main():
    attacks, benign = [], []
    for path in sorted(glob.glob(os.path.join(HERE, "batches", "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
        for text, cat, obf, lang, note in getattr(mod, "A", []):
            t = encode(text, obf)
            if cat == "credentials" or "{" in t:
                t = fill(t)
            attacks.append({"text": t, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
        for text, kind, note in getattr(mod, "B", []):
            benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(attacks), "attacks,", len(benign), "benign")


if __name__ == "__main__":
    main()
