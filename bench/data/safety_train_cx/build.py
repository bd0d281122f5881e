#!/usr/bin/env python3
"""Build attacks.jsonl and benign.jsonl from the hand-written batch files (stdlib only).

(a) fills credential placeholders like %%GITHUB_PAT%% with random strings in real key formats;
(b) for attack entries with an `enc` field, encodes the span marked with ⟦…⟧, records the
    encoding in `obfuscation` and keeps the plain span in `note` after "| plain: ";
(c) writes attacks.jsonl / benign.jsonl (ensure_ascii=False).
"""
import base64, codecs, glob, importlib.util, json, os, random, re, string, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261204)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits


def rs(n, alphabet=AN):
    return "".join(rng.choice(alphabet) for _ in range(n))


SECRETS = {
    "AWS_KEY_ID": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
    "AWS_SECRET": lambda: rs(40, AN + "/+"),
    "GITHUB_PAT": lambda: "ghp_" + rs(36),
    "GITHUB_FINE": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "GITLAB": lambda: "glpat-" + rs(20, AN + "-_"),
    "OPENAI": lambda: "sk-proj-" + rs(48, AN + "-_"),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(93, AN + "-_") + "AA",
    "SLACK_BOT": lambda: "xoxb-" + rs(12, string.digits) + "-" + rs(13, string.digits) + "-" + rs(24),
    "SLACK_WEBHOOK": lambda: "https://hooks.slack.com/services/T" + rs(10, UP) + "/B" + rs(10, UP) + "/" + rs(24),
    "STRIPE_LIVE": lambda: "sk_live_" + rs(24),
    "GOOGLE_API": lambda: "AIza" + rs(35, AN + "-_"),
    "TELEGRAM_BOT": lambda: rs(10, string.digits) + ":AA" + rs(33, AN + "-_"),
    "HF": lambda: "hf_" + rs(34, string.ascii_letters),
    "NPM": lambda: "npm_" + rs(36),
    "SENDGRID": lambda: "SG." + rs(22, AN + "-_") + "." + rs(43, AN + "-_"),
    "DISCORD_WEBHOOK": lambda: "https://discord.com/api/webhooks/" + rs(18, string.digits) + "/" + rs(68, AN + "-_"),
    "PASSWORD": lambda: rs(6, string.ascii_letters) + rng.choice("!#%&*") + rs(5, string.digits) + rs(3, string.ascii_letters),
    "JWT": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + base64.urlsafe_b64encode(
        json.dumps({"sub": rs(8, string.digits), "role": "admin", "iat": 1764800000 + rng.randint(0, 10**6)}).encode()
    ).decode().rstrip("=") + "." + rs(43, AN + "-_"),
}

HOMO = dict(zip("aceopxyiAEOPCHKMTBjs", "асеорхуіАЕОРСНКМТВјѕ"))
LEET = dict(zip("aeiostlAEIOSTL", "43105714310571"))


def enc_one(kind, s):
    if kind == "base64":
        return base64.b64encode(s.encode()).decode()
    if kind == "hex":
        return s.encode().hex()
    if kind == "rot13":
        return codecs.encode(s, "rot13")
    if kind == "url_encoding":
        return urllib.parse.quote(s, safe="")
    if kind == "html_entities":
        return "".join(f"&#{ord(c)};" if c != " " else " " for c in s)
    if kind == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if kind == "zero_width":
        return "\u200b".join(s)
    if kind == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) if ord(c) < 128 else c for c in s)
    if kind == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if kind == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)
    if kind == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if kind == "reversed":
        return s[::-1]
    if kind == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if kind == "spacing":
        return " ".join(s)
    if kind == "punctuation":
        return ".".join(s)
    raise ValueError(kind)


SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def fill(text):
    return re.sub(r"%%([A-Z_]+)%%", lambda m: SECRETS[m.group(1)](), text)


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        out.extend(mod.ENTRIES)
    return out


def build_attack(e):
    e = dict(e)
    enc = e.pop("enc", None)
    text = e["text"]
    if enc:
        m = SPAN.search(text)
        assert m, e
        plain = m.group(1)
        text = text[:m.start()] + enc_one(enc, plain) + text[m.end():]
        obf = [t for t in e["obfuscation"].split("+") if t != "none"]
        if enc not in obf:
            obf.insert(0, enc)
        e["obfuscation"] = "+".join(obf)
        e["note"] = e["note"] + " | plain: " + plain.replace("\n", " ")
    else:
        assert "⟦" not in text, e
    e["text"] = fill(text)
    return {k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")}


def main():
    attacks = [build_attack(e) for e in load("a")]
    benign = [{k: e[k] for k in ("text", "kind", "note")} for e in load("b")]
    for e in benign:
        assert "%%" not in e["text"] and "⟦" not in e["text"], e
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
