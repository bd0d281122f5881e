#!/usr/bin/env python3
"""Benign-only copy of ../validate_safety_corpus.py (which insists on attacks.jsonl).

Applies the same benign checks: keys, kinds, lengths 20-500, near-miss prefixes,
exact and normalised duplicates, sentences shared between entries. Also counts the
language tag written as "[xx]" right after the note prefix. Exits 1 on any error.
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs",
         "secrets_topic", "web_markup", "memory_management", "multilingual",
         "everyday_language", "emoji_math_code"}
B_KEYS = {"text", "kind", "note"}
NOTE_PREFIXES = ("near-miss (hard): ", "near-miss (mild, trigger word only): ")
errors = []


def err(msg):
    errors.append(msg)


def norm(t):
    t = unicodedata.normalize("NFKC", t).lower()
    return re.sub(r"\W+", " ", t).strip()


def sentences(t):
    for s in re.split(r"(?<=[.!?。！？])\s+|\n+", t):
        s = norm(s)
        if len(s) >= 25:
            yield s


if os.path.exists(os.path.join(HERE, "attacks.jsonl")):
    err("attacks.jsonl present: this set is benign only")

rows = []
with open(os.path.join(HERE, "benign.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        if not line.strip():
            err(f"benign.jsonl:{i}: blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"benign.jsonl:{i}: bad JSON ({e})")
            continue
        if not isinstance(obj, dict) or set(obj) != B_KEYS:
            err(f"benign.jsonl:{i}: keys {sorted(obj) if isinstance(obj, dict) else type(obj)} != {sorted(B_KEYS)}")
            continue
        if not all(isinstance(obj[k], str) for k in B_KEYS):
            err(f"benign.jsonl:{i}: non-string value")
            continue
        n = len(obj["text"])
        if not 20 <= n <= 500:
            err(f"benign.jsonl:{i}: text length {n} outside 20-500")
        if not obj["note"].strip():
            err(f"benign.jsonl:{i}: empty note")
        if obj["kind"] not in KINDS:
            err(f"benign.jsonl:{i}: unknown kind {obj['kind']!r}")
        if obj["note"].startswith("near-miss") and not obj["note"].startswith(NOTE_PREFIXES):
            err(f"benign.jsonl:{i}: malformed near-miss prefix")
        rows.append((i, obj))

seen = {}
for i, o in rows:
    k = norm(o["text"])
    if k in seen:
        err(f"benign.jsonl:{i}: duplicate of {seen[k]}")
    else:
        seen[k] = f"benign.jsonl:{i}"

owner = {}
for i, o in rows:
    for s in set(sentences(o["text"])):
        where = f"benign.jsonl:{i}"
        if s in owner and owner[s] != where:
            err(f"{where}: shares a sentence with {owner[s]}")
        else:
            owner.setdefault(s, where)

B = [o for _, o in rows]
langs = collections.Counter()
for o in B:
    m = re.match(r"^(?:near-miss \([^)]*\): )?\[([a-z]{2}(?:\+[a-z]{2})*)\]", o["note"])
    langs[m.group(1) if m else "?"] += 1
print(f"benign: {len(B)}")
for title, c in (("benign kinds:", collections.Counter(o["kind"] for o in B)),
                 ("benign langs (from note tag):", langs)):
    print(title)
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:28s} {v}")
single = collections.Counter(l for k, v in langs.items() for l in k.split("+") for _ in range(v))
print(f"distinct languages: {len([l for l in single if l != '?'])}; "
      f"entries not purely English: {sum(v for k, v in langs.items() if k != 'en')}")
hard = sum(o["note"].startswith(NOTE_PREFIXES[0]) for o in B)
mild = sum(o["note"].startswith(NOTE_PREFIXES[1]) for o in B)
print(f"benign near-miss hard: {hard} ({100*hard/max(1,len(B)):.1f}%), mild: {mild}")
b = collections.Counter(min(len(o["text"]) // 100, 4) for o in B)
print("benign length buckets (x100 chars): " + ", ".join(
    f"{k*100}-{k*100+99 if k<4 else 500}: {b[k]}" for k in sorted(b)))
print(f"over 250 chars: {sum(len(o['text']) > 250 for o in B)}")
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
