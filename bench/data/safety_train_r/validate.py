#!/usr/bin/env python3
"""Validate safety_train_r corpus (stdlib only). Exit 1 on any error."""
import json, os, sys
from collections import Counter
D = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work", "security_research", "shell_config",
         "scheduled_jobs", "secrets_topic", "web_markup", "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
errs = []
def load(name, keys, lo):
    rows = []
    with open(os.path.join(D, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except Exception as e:
                errs.append("%s:%d bad json %s" % (name, i, e)); continue
            if set(r) != keys:
                errs.append("%s:%d keys %s" % (name, i, sorted(r)))
                continue
            if not all(isinstance(v, str) and v for v in r.values()):
                errs.append("%s:%d empty/non-string field" % (name, i))
            if not (lo <= len(r["text"]) <= 500):
                errs.append("%s:%d text length %d" % (name, i, len(r["text"])))
            rows.append(r)
    return rows
A = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40)
B = load("benign.jsonl", {"text", "kind", "note"}, 20)
for r in A:
    if r["category"] not in CATS: errs.append("bad category %r" % r["category"])
for r in B:
    if r["kind"] not in KINDS: errs.append("bad kind %r" % r["kind"])
texts = Counter(r["text"] for r in A + B)
for t, c in texts.items():
    if c > 1: errs.append("duplicate text: %r" % t[:60])
def show(title, c):
    print(title)
    for k, v in sorted(c.items(), key=lambda x: (-x[1], x[0])): print("  %-40s %d" % (k, v))
print("attacks: %d  benign: %d" % (len(A), len(B)))
show("category", Counter(r["category"] for r in A))
show("obfuscation", Counter(r["obfuscation"] for r in A))
show("attack lang", Counter(r["lang"] for r in A))
show("benign kind", Counter(r["kind"] for r in B))
hard = sum(r["note"].startswith("near-miss (hard): ") for r in B)
mild = sum(r["note"].startswith("near-miss (mild, trigger word only): ") for r in B)
print("benign near-miss hard: %d (%.0f%%), mild: %d" % (hard, 100.0 * hard / max(1, len(B)), mild))
if errs:
    print("ERRORS (%d):" % len(errs)); [print("  " + e) for e in errs[:50]]
    sys.exit(1)
print("OK")
