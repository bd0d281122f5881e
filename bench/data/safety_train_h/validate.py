#!/usr/bin/env python3
"""Validate safety_train_h: schema, lengths, duplicates; print counts. Exit 1 on any error. stdlib only."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence",
              "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
OBF = {"none", "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case", "fullwidth",
       "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags", "bidi", "reversed", "split",
       "paraphrase", "indirect_polite", "buried_in_benign", "split_sentences", "roleplay",
       "conditional_trigger", "fake_authority"}
A_KEYS = {"text", "category", "obfuscation", "lang", "note"}
B_KEYS = {"text", "kind", "note"}

errors = []


def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                errors.append("%s:%d empty line" % (name, i))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                errors.append("%s:%d bad json: %s" % (name, i, exc))
                continue
            if not isinstance(obj, dict) or set(obj) != keys:
                errors.append("%s:%d keys %s" % (name, i, sorted(obj) if isinstance(obj, dict) else type(obj)))
                continue
            if not all(isinstance(obj[k], str) and obj[k] for k in keys):
                errors.append("%s:%d empty or non-string field" % (name, i))
                continue
            n = len(obj["text"])
            if not lo <= n <= hi:
                errors.append("%s:%d text length %d outside %d-%d" % (name, i, n, lo, hi))
            rows.append((i, obj))
    return rows


attacks = load("attacks.jsonl", A_KEYS, 40, 500)
benign = load("benign.jsonl", B_KEYS, 20, 500)

for i, o in attacks:
    if o["category"] not in CATEGORIES:
        errors.append("attacks.jsonl:%d unknown category %r" % (i, o["category"]))
    for part in o["obfuscation"].split("+"):
        if part not in OBF:
            errors.append("attacks.jsonl:%d unknown obfuscation %r" % (i, part))
    for part in o["lang"].split("+"):
        if not (len(part) == 2 and part.isalpha() and part.islower()):
            errors.append("attacks.jsonl:%d bad lang %r" % (i, o["lang"]))
    if o["category"] == "multilingual" and o["lang"] == "en":
        errors.append("attacks.jsonl:%d multilingual entry with lang en" % i)
for i, o in benign:
    if o["kind"] not in KINDS:
        errors.append("benign.jsonl:%d unknown kind %r" % (i, o["kind"]))
    if o["note"].startswith("near-miss") and not (o["note"].startswith("near-miss (hard): ")
                                                   or o["note"].startswith("near-miss (mild, trigger word only): ")):
        errors.append("benign.jsonl:%d malformed near-miss prefix" % i)

seen = {}
for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    for i, o in rows:
        t = o["text"]
        if t in seen:
            errors.append("%s:%d duplicate text (first at %s)" % (name, i, seen[t]))
        else:
            seen[t] = "%s:%d" % (name, i)


def show(title, counter):
    print(title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-40s %d" % (k, v))


A = [o for _, o in attacks]
Bn = [o for _, o in benign]
print("attacks: %d  benign: %d" % (len(A), len(Bn)))
show("attack categories:", Counter(o["category"] for o in A))
show("attack obfuscation:", Counter(o["obfuscation"] for o in A))
show("attack lang:", Counter(o["lang"] for o in A))
show("benign kinds:", Counter(o["kind"] for o in Bn))
show("benign near-miss level:", Counter(
    "hard" if o["note"].startswith("near-miss (hard)") else
    "mild" if o["note"].startswith("near-miss (mild") else "plain" for o in Bn))
lens = [len(o["text"]) for o in A + Bn]
print("text length: min %d, max %d, under 150: %d/%d" % (min(lens), max(lens), sum(n < 150 for n in lens), len(lens)))

if errors:
    print("\nERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
