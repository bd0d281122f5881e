#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

Each a??.py holds ATTACKS, a list of dicts with keys text, category, obf, lang, note and
optionally enc. When enc is set, the span between the markers U+27EA and U+27EB is replaced
by a real encoding of that span, the technique is appended to the obfuscation label and the
plain payload is kept in the note after "| plain: ". b??.py holds BENIGN (text, kind, note).
Nothing is generated: every entry is written by hand in the batch files.
"""
import base64, codecs, glob, json, os, runpy, urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
L, R = "\u27ea", "\u27eb"

LAT2CYR = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
           "x": "\u0445", "y": "\u0443", "i": "\u0456", "A": "\u0410", "B": "\u0412",
           "E": "\u0415", "K": "\u041a", "M": "\u041c", "H": "\u041d", "O": "\u041e",
           "P": "\u0420", "C": "\u0421", "T": "\u0422", "X": "\u0425", "s": "\u0455",
           "j": "\u0458"}
CYR2LAT = {v: k for k, v in LAT2CYR.items()}
GRK2LAT = {"\u03bf": "o", "\u03b1": "a", "\u03c1": "p", "\u03bd": "v", "\u039f": "O",
           "\u0391": "A", "\u0392": "B", "\u0395": "E", "\u0397": "H", "\u0399": "I",
           "\u039a": "K", "\u039c": "M", "\u039d": "N", "\u03a1": "P", "\u03a4": "T",
           "\u03a7": "X", "\u03b9": "i", "\u03ba": "k"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def homoglyph(s):
    out = []
    for ch in s:
        if ch in LAT2CYR:
            out.append(LAT2CYR[ch])
        elif ch in CYR2LAT:
            out.append(CYR2LAT[ch])
        elif ch in GRK2LAT:
            out.append(GRK2LAT[ch])
        else:
            out.append(ch)
    return "".join(out)


def fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c
                   for c in s)


def unicode_tags(s):
    assert all(ord(c) < 0x80 for c in s), s
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def mixed_case(s):
    out, up = [], False
    for c in s:
        if c.isalpha():
            out.append(c.upper() if up else c.lower())
            up = not up
        else:
            out.append(c)
    return "".join(out)


def spacing(s):
    return "  ".join(" ".join(w) for w in s.split(" "))


def punctuation(s):
    return " ".join(".".join(w) for w in s.split(" "))


ENC = {
    "base64": lambda s: base64.b64encode(s.encode()).decode(),
    "hex": lambda s: s.encode().hex(),
    "rot13": lambda s: codecs.encode(s, "rot13"),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(c if c == " " else f"&#{ord(c)};" for c in s),
    "homoglyph": homoglyph,
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": unicode_tags,
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": fullwidth,
    "leetspeak": lambda s: "".join(LEET.get(c, c) for c in s),
    "reversed": lambda s: s[::-1],
    "mixed_case": mixed_case,
    "spacing": spacing,
    "punctuation": punctuation,
}


def attack(d, src):
    text, obf, note = d["text"], d["obf"], d["note"]
    enc = d.get("enc")
    if enc:
        a, b = text.index(L), text.index(R)
        span = text[a + 1:b]
        plain = text.replace(L, "").replace(R, "")
        new = ENC[enc](span)
        assert new != span, (src, span)
        text = text[:a] + new + text[b + 1:]
        obf = enc if obf == "none" else obf + "+" + enc
        note = f"{note} | plain: {plain}"
    assert L not in text and R not in text, src
    return {"text": text, "category": d["category"], "obfuscation": obf,
            "lang": d["lang"], "note": note}


def main():
    att, ben = [], []
    for p in sorted(glob.glob(os.path.join(HERE, "a[0-9][0-9].py"))):
        for d in runpy.run_path(p)["ATTACKS"]:
            att.append(attack(d, os.path.basename(p)))
    for p in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
        for d in runpy.run_path(p)["BENIGN"]:
            assert set(d) == {"text", "kind", "note"}, (p, d)
            ben.append(dict(d))
    for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(att)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
