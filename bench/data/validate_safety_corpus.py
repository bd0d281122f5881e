#!/usr/bin/env python3
"""Validate a labelled safety corpus (stdlib only): python validate_safety_corpus.py DIR.

Shared by the corpora whose own validate.py is a two-line shim to it.

Checks keys, allowed values, text lengths, exact and normalised duplicates,
and sentences shared between entries; prints counts; exits 1 on any error.
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.getcwd()
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
        "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs",
         "secrets_topic", "web_markup", "memory_management", "multilingual",
         "everyday_language", "emoji_math_code"}
OBFS = {"none", "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak",
        "mixed_case", "fullwidth", "base64", "hex", "rot13", "url_encoding",
        "html_entities", "unicode_tags", "bidi", "reversed", "split", "paraphrase",
        "indirect_polite", "buried_in_benign", "split_sentences", "roleplay",
        "conditional", "fake_authority"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
A_KEYS = {"text", "category", "obfuscation", "lang", "note"}
B_KEYS = {"text", "kind", "note"}
NOTE_PREFIXES = ("near-miss (hard): ", "near-miss (mild, trigger word only): ")

errors = []


def err(msg):
    errors.append(msg)


def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{i}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: bad JSON ({e})")
                continue
            if not isinstance(obj, dict) or set(obj) != keys:
                err(f"{name}:{i}: keys {sorted(obj) if isinstance(obj, dict) else type(obj)} != {sorted(keys)}")
                continue
            if not all(isinstance(obj[k], str) for k in keys):
                err(f"{name}:{i}: non-string value")
                continue
            n = len(obj["text"])
            if not lo <= n <= hi:
                err(f"{name}:{i}: text length {n} outside {lo}-{hi}")
            if not obj["note"].strip():
                err(f"{name}:{i}: empty note")
            rows.append((i, obj))
    return rows


def norm(t):
    t = unicodedata.normalize("NFKC", t).lower()
    return re.sub(r"\W+", " ", t).strip()


def sentences(t):
    for s in re.split(r"(?<=[.!?。！？])\s+|\n+", t):
        s = norm(s)
        if len(s) >= 25:
            yield s


# A benign-only set (a development set of hard ordinary notes) has no attacks file.
attacks = load("attacks.jsonl", A_KEYS, 40, 500) if os.path.exists(os.path.join(HERE, "attacks.jsonl")) else []
benign = load("benign.jsonl", B_KEYS, 20, 500)

for i, o in attacks:
    if o["category"] not in CATS:
        err(f"attacks.jsonl:{i}: unknown category {o['category']!r}")
    for t in o["obfuscation"].split("+"):
        if t not in OBFS:
            err(f"attacks.jsonl:{i}: unknown obfuscation {t!r}")
    if "none" in o["obfuscation"].split("+") and o["obfuscation"] != "none":
        err(f"attacks.jsonl:{i}: 'none' combined with other techniques")
    if not LANG_RE.match(o["lang"]):
        err(f"attacks.jsonl:{i}: bad lang {o['lang']!r}")
for i, o in benign:
    if o["kind"] not in KINDS:
        err(f"benign.jsonl:{i}: unknown kind {o['kind']!r}")
    if o["note"].startswith("near-miss") and not o["note"].startswith(NOTE_PREFIXES):
        err(f"benign.jsonl:{i}: malformed near-miss prefix")

# duplicates (exact and normalised), within and across files
seen = {}
for fname, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    for i, o in rows:
        k = norm(o["text"])
        if k in seen:
            err(f"{fname}:{i}: duplicate of {seen[k]}")
        else:
            seen[k] = f"{fname}:{i}"

# shared sentences between entries
sent_owner = {}
shared = 0
for fname, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    for i, o in rows:
        for s in set(sentences(o["text"])):
            where = f"{fname}:{i}"
            if s in sent_owner and sent_owner[s] != where:
                err(f"{where}: shares a sentence with {sent_owner[s]}")
                shared += 1
            else:
                sent_owner.setdefault(s, where)


def show(title, counter):
    print(title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:28s} {v}")


A = [o for _, o in attacks]
Bn = [o for _, o in benign]
print(f"attacks: {len(A)}  benign: {len(Bn)}")
show("attack categories:", collections.Counter(o["category"] for o in A))
show("obfuscation techniques (per technique):",
     collections.Counter(t for o in A for t in o["obfuscation"].split("+")))
print(f"  attacks with any obfuscation != none: {sum(o['obfuscation'] != 'none' for o in A)}")
show("attack langs:", collections.Counter(o["lang"] for o in A))
show("benign kinds:", collections.Counter(o["kind"] for o in Bn))
hard = sum(o["note"].startswith(NOTE_PREFIXES[0]) for o in Bn)
mild = sum(o["note"].startswith(NOTE_PREFIXES[1]) for o in Bn)
print(f"benign near-miss hard: {hard} ({100*hard/max(1,len(Bn)):.1f}%), mild: {mild}")
for name, rows in (("attacks", A), ("benign", Bn)):
    b = collections.Counter(min(len(o["text"]) // 100, 4) for o in rows)
    print(f"{name} length buckets (x100 chars): " + ", ".join(f"{k*100}-{k*100+99 if k<4 else 500}: {b[k]}" for k in sorted(b)))

if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
