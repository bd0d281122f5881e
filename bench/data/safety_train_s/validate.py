#!/usr/bin/env python3
"""Stdlib-only validator for safety_train_s (training corpus)."""
import json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence",
        "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
errors = []

def load(name, keys, lo, hi):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                errors.append("%s:%d empty line" % (name, i)); continue
            try:
                o = json.loads(line)
            except Exception as e:
                errors.append("%s:%d bad json: %s" % (name, i, e)); continue
            if not isinstance(o, dict) or set(o) != keys:
                errors.append("%s:%d wrong keys %s" % (name, i, sorted(o) if isinstance(o, dict) else o)); continue
            if not all(isinstance(v, str) and v for v in o.values()):
                errors.append("%s:%d empty/non-string value" % (name, i))
            if not lo <= len(o["text"]) <= hi:
                errors.append("%s:%d text length %d" % (name, i, len(o["text"])))
            rows.append(o)
    return rows

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)
for i, a in enumerate(att, 1):
    if a["category"] not in CATS:
        errors.append("attacks.jsonl:%d bad category %r" % (i, a["category"]))
for i, b in enumerate(ben, 1):
    if b["kind"] not in KINDS:
        errors.append("benign.jsonl:%d bad kind %r" % (i, b["kind"]))
seen = Counter(r["text"] for r in att + ben)
for t, n in seen.items():
    if n > 1:
        errors.append("duplicate text x%d: %r" % (n, t[:60]))

def show(title, c):
    print(title)
    for k, v in c.most_common():
        print("  %-40s %d" % (k, v))

print("attacks:", len(att), " benign:", len(ben))
show("category:", Counter(a["category"] for a in att))
show("obfuscation:", Counter(a["obfuscation"] for a in att))
show("lang:", Counter(a["lang"] for a in att))
show("kind:", Counter(b["kind"] for b in ben))
show("benign near-miss:", Counter(b["note"].split(":")[0] if b["note"].startswith("near-miss") else "regular" for b in ben))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors[:50]:
        print("  " + e)
    sys.exit(1)
print("OK")
