#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Only two transformations are applied:
  (a) real encodings to spans marked <<ENC:technique>>...<</ENC>> in attack texts
      (the plain span is kept in the note after '| plain: ');
  (b) {{KIND}} credential placeholders are filled with random strings in real key formats
      from a fixed seed.
"""
import base64, binascii, codecs, glob, importlib.util, json, os, random, re, string

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261204)

A = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits


def r(n, alphabet=A):
    return "".join(rng.choice(alphabet) for _ in range(n))


CRED = {
    "AWS_ID": lambda: "AKIA" + r(16, string.ascii_uppercase + "234567"),
    "AWS_SECRET": lambda: r(40, A + "/+"),
    "GHP": lambda: "ghp_" + r(36),
    "STRIPE": lambda: "sk_live_" + r(24),
    "SLACK": lambda: "xoxb-" + r(12, string.digits) + "-" + r(13, string.digits) + "-" + r(24),
    "OPENAI": lambda: "sk-proj-" + r(48, A + "-_"),
    "PASSWORD": lambda: r(10) + "!" + r(4),
}

HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у"}
LEET = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "5", "t": "7"}


def enc(tech, s):
    if tech == "base64":
        return base64.b64encode(s.encode()).decode()
    if tech == "hex":
        return binascii.hexlify(s.encode()).decode()
    if tech == "rot13":
        return codecs.encode(s, "rot13")
    if tech == "zero_width":
        return "\u200b".join(s)
    if tech == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)
    if tech == "spacing":
        return " ".join(s)
    if tech == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if tech == "reversed":
        return s[::-1]
    if tech == "leetspeak":
        return "".join(LEET.get(c.lower(), c) for c in s)
    raise ValueError(tech)


ENC_RE = re.compile(r"<<ENC:(\w+)>>(.*?)<</ENC>>", re.S)


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
    m = ENC_RE.search(e["text"])
    if m:
        tech, plain = m.group(1), m.group(2)
        e["text"] = e["text"][:m.start()] + enc(tech, plain) + e["text"][m.end():]
        obf = [t for t in e["obfuscation"].split("+") if t != "none"]
        e["obfuscation"] = "+".join([tech] + obf)
        e["note"] = e["note"] + " | plain: " + plain
    e["text"] = re.sub(r"\{\{(\w+)\}\}", lambda mm: CRED[mm.group(1)](), e["text"])
    return {k: e[k] for k in ("text", "category", "obfuscation", "lang", "note")}


def main():
    attacks = [build_attack(e) for e in load("a")]
    benign = [{k: e[k] for k in ("text", "kind", "note")} for e in load("b")]
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
