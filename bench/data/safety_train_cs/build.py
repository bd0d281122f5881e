#!/usr/bin/env python3
"""Build attacks.jsonl / benign.jsonl from the hand-written batch files (stdlib only).

build.py only (a) fills public-key placeholders (%%SSH_ED25519%% etc.) with random
strings in real public-key formats from a fixed seed, (b) applies a real encoding to
the span marked <<...>> in the attack entries that carry an "enc" field (the plain
span is appended to the note after "| plain: "), and (c) writes the two JSONL files.
"""
import base64
import glob
import json
import os
import random
import re
import runpy
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(20240611)
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
HEXU = "0123456789ABCDEF"


def rb64(n):
    return "".join(RNG.choice(B64) for _ in range(n))


def gpg():
    return "".join(RNG.choice(HEXU) for _ in range(40))


FILL = {
    # ed25519 blob = 51 bytes -> 68 base64 chars
    "SSH_ED25519": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rb64(43),
    # 2048-bit RSA blob -> 372 base64 chars
    "SSH_RSA": lambda: "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + rb64(342),
    # nistp256 blob = 104 bytes -> 140 chars incl. one '='
    "SSH_ECDSA": lambda: "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB" + rb64(87) + "=",
    # sk-ssh-ed25519 blob = 74 bytes -> 100 chars incl. one '='
    "SSH_SK": lambda: "sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29t" + rb64(59) + "=",
    "SSH_FP": lambda: "SHA256:" + rb64(43),
    "GPG_FP": gpg,
    "GPG_FP_SPACED": lambda: " ".join(gpg()[i:i + 4] for i in range(0, 40, 4)),
    "GPG_LONGID": lambda: gpg()[:16],
    "AGE": lambda: "age1" + "".join(RNG.choice(BECH32) for _ in range(58)),
    "WG": lambda: rb64(42) + RNG.choice("AEIMQUYcgkosw048") + "=",
    # minisign / signify public key: "RW" + 54 base64 chars
    "MINISIGN": lambda: "RW" + RNG.choice("QST") + rb64(53),
}
PH = re.compile(r"%%([A-Z0-9_]+)%%")


def fill(text):
    return PH.sub(lambda m: FILL[m.group(1)](), text)


HOMO = str.maketrans({"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і"})
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def enc_mixed(s):
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
    "rot13": lambda s: s.translate(str.maketrans(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
        "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")),
    "url_encoding": lambda s: urllib.parse.quote(s, safe=""),
    "html_entities": lambda s: "".join(f"&#{ord(c)};" for c in s),
    "homoglyph": lambda s: s.translate(HOMO),
    "zero_width": lambda s: "\u200b".join(s),
    "unicode_tags": lambda s: "".join(chr(0xE0000 + ord(c)) if ord(c) < 128 else c for c in s),
    "bidi": lambda s: "\u202e" + s[::-1] + "\u202c",
    "fullwidth": lambda s: "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s),
    "leetspeak": lambda s: s.translate(LEET),
    "reversed": lambda s: s[::-1],
    "mixed_case": enc_mixed,
    "spacing": lambda s: " ".join(s),
    "punctuation": lambda s: ".".join(s.replace(" ", "")),
}
SPAN = re.compile(r"<<(.+?)>>", re.S)


def build_attack(e):
    text = fill(e["text"])
    note = e["note"]
    enc = e.get("enc")
    if enc:
        assert enc in e["obfuscation"].split("+"), e
        m = SPAN.search(text)
        assert m, e
        plain = m.group(1)
        text = text[:m.start()] + ENC[enc](plain) + text[m.end():]
        note = f"{note} | plain: {plain}"
    else:
        assert "<<" not in text, e
    return {"text": text, "category": e["category"], "obfuscation": e["obfuscation"],
            "lang": e["lang"], "note": note}


def build_benign(e):
    return {"text": fill(e["text"]), "kind": e["kind"], "note": e["note"]}


def load(prefix):
    rows = []
    for p in sorted(glob.glob(os.path.join(HERE, prefix + "[0-9][0-9].py"))):
        rows.extend(runpy.run_path(p)["ENTRIES"])
    return rows


def main():
    att = [build_attack(e) for e in load("a")]
    ben = [build_benign(e) for e in load("b")]
    for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(att)} attacks, {len(ben)} benign")


if __name__ == "__main__":
    main()
