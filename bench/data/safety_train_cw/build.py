#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

(a) fills credential placeholders such as %%AWS_SECRET%% with random strings in real key
formats; (b) for attack entries with an `enc` field, applies that encoding to the span
marked with ⟦...⟧, prepends it to `obfuscation` and appends '| plain: SPAN' to the note;
(c) writes the two JSONL files.
"""
import base64, codecs, glob, json, os, random, re, string, sys, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261204)
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


CREDS = {
    "AWS_KEY_ID": lambda: "AKIA" + r(UP + "234567", 16),
    "AWS_SECRET": lambda: r(AN + "+/", 40),
    "GITHUB_PAT": lambda: "ghp_" + r(AN, 36),
    "GITHUB_FINE": lambda: "github_pat_" + r(AN, 22) + "_" + r(AN, 59),
    "OPENAI": lambda: "sk-proj-" + r(AN + "-_", 48),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(AN + "-_", 93) + "AA",
    "SLACK_BOT": lambda: "xoxb-" + r(DG, 12) + "-" + r(DG, 13) + "-" + r(AN, 24),
    "SLACK_WEBHOOK": lambda: "https://hooks.slack.com/services/T" + r(UP + DG, 8) + "/B" + r(UP + DG, 10) + "/" + r(AN, 24),
    "STRIPE_LIVE": lambda: "sk_live_" + r(AN, 24),
    "GOOGLE_API": lambda: "AIza" + r(AN + "-_", 35),
    "GITLAB": lambda: "glpat-" + r(AN + "-_", 20),
    "NPM": lambda: "npm_" + r(AN, 36),
    "SENDGRID": lambda: "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43),
    "HF": lambda: "hf_" + r(AN, 34),
    "TWILIO_SID": lambda: "AC" + r("0123456789abcdef", 32),
    "TWILIO_TOKEN": lambda: r("0123456789abcdef", 32),
    "PASSWORD": lambda: r(AN, 6) + rng.choice("!#%&*") + r(AN, 7),
    "DB_PASS": lambda: r(AN, 18),
    "JWT": lambda: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + r(AN + "-_", 60) + "." + r(AN + "-_", 43),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def mixed(s):
    out, up = [], False
    for ch in s:
        if ch.isalpha():
            out.append(ch.upper() if up else ch.lower())
            up = not up
        else:
            out.append(ch)
    return "".join(out)


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" if c.isalpha() else c for c in s),
    "homoglyph": lambda s: "".join(HOMO.get(c, c) for c in s),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s),
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed,
    "spacing": lambda s: " ".join(s),
    "punctuation": lambda s: ".".join(s.replace(" ", "")) if len(s) < 40 else "-".join(s.split(" ")),
}

SPAN = re.compile(r"⟦(.*?)⟧", re.S)


def fill(text):
    def sub(m):
        return CREDS[m.group(1)]()
    return re.sub(r"%%([A-Z_]+)%%", sub, text)


def load(prefix):
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        ns = {}
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        for e in ns["ENTRIES"]:
            out.append((os.path.basename(path), dict(e)))
    return out


def build_attack(src, e):
    text = e["text"]
    if "enc" in e:
        enc = e.pop("enc")
        m = SPAN.search(text)
        if not m:
            sys.exit(f"{src}: enc without ⟦⟧ span: {text[:60]}")
        plain = m.group(1)
        text = text[:m.start()] + ENC[enc](plain) + text[m.end():]
        obf = e.get("obfuscation", "none")
        e["obfuscation"] = enc if obf == "none" else enc + "+" + obf
        e["note"] = e["note"] + " | plain: " + fill(plain).replace("\n", " ")
    elif "⟦" in text:
        sys.exit(f"{src}: span without enc: {text[:60]}")
    e["text"] = fill(text)
    return {k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")}


def main():
    attacks = [build_attack(s, e) for s, e in load("a")]
    benign = []
    for s, e in load("b"):
        if "%%" in e["text"] or "⟦" in e["text"]:
            sys.exit(f"{s}: placeholder in benign entry")
        benign.append({k: e[k] for k in ("text", "kind", "note")})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for o in rows:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
