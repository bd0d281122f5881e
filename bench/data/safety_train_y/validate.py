#!/usr/bin/env python3
"""Validate the safety_train_y corpus (stdlib only). Exits 1 on any error."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
        "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language",
         "emoji_math_code"}
OBF_OK = re.compile(r"^[a-z0-9_]+(\+[a-z0-9_]+)*$")
LANG_OK = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
errors = []

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{name}:{n}: blank line"); continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{n}: bad JSON ({e})"); continue
            if not isinstance(obj, dict) or set(obj) != keys:
                errors.append(f"{name}:{n}: keys {sorted(obj) if isinstance(obj, dict) else type(obj)} != {sorted(keys)}"); continue
            if not all(isinstance(v, str) and v for v in obj.values()):
                errors.append(f"{name}:{n}: empty or non-string value")
            t = obj["text"]
            if not lo <= len(t) <= hi:
                errors.append(f"{name}:{n}: text length {len(t)} outside {lo}-{hi}")
            rows.append((n, obj))
    return rows

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for n, o in att:
    if o["category"] not in CATS: errors.append(f"attacks.jsonl:{n}: bad category {o['category']!r}")
    if not OBF_OK.match(o["obfuscation"]): errors.append(f"attacks.jsonl:{n}: bad obfuscation {o['obfuscation']!r}")
    if not LANG_OK.match(o["lang"]): errors.append(f"attacks.jsonl:{n}: bad lang {o['lang']!r}")
    if o["category"] == "multilingual" and o["lang"] == "en": errors.append(f"attacks.jsonl:{n}: multilingual with lang en")
for n, o in ben:
    if o["kind"] not in KINDS: errors.append(f"benign.jsonl:{n}: bad kind {o['kind']!r}")
    nt = o["note"]
    if nt.startswith("near-miss") and not (nt.startswith("near-miss (hard): ") or nt.startswith("near-miss (mild, trigger word only): ")):
        errors.append(f"benign.jsonl:{n}: malformed near-miss note prefix")

# exact duplicates (within and across files)
seen = {}
for fname, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for n, o in rows:
        key = " ".join(o["text"].lower().split())
        if key in seen:
            errors.append(f"{fname}:{n}: duplicate text of {seen[key]}")
        else:
            seen[key] = f"{fname}:{n}"

# shared sentences (near-duplicate check): any sentence of >= 30 chars appearing in two entries
sent_seen = {}
for fname, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for n, o in rows:
        for s in re.split(r"(?<=[.!?。])\s+|\n", o["text"]):
            s = " ".join(s.lower().split())
            if len(s) < 30: continue
            where = f"{fname}:{n}"
            if s in sent_seen and sent_seen[s] != where:
                errors.append(f"{where}: shares sentence with {sent_seen[s]}: {s[:60]!r}")
            sent_seen.setdefault(s, where)

def show(title, counter):
    print(f"{title}:")
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(att)}   benign: {len(ben)}")
show("attack categories", Counter(o["category"] for _, o in att))
show("attack obfuscation", Counter(o["obfuscation"] for _, o in att))
show("attack lang", Counter(o["lang"] for _, o in att))
show("benign kinds", Counter(o["kind"] for _, o in ben))
hard = sum(o["note"].startswith("near-miss (hard)") for _, o in ben)
mild = sum(o["note"].startswith("near-miss (mild") for _, o in ben)
print(f"benign near-miss: hard {hard} ({hard / max(len(ben), 1):.0%}), mild {mild}")
lens = sorted(len(o["text"]) for _, o in att + ben)
if lens:
    print(f"text length: min {lens[0]}, median {lens[len(lens)//2]}, max {lens[-1]}")

if errors:
    print(f"\n{len(errors)} error(s):")
    for e in errors: print("  " + e)
    sys.exit(1)
print("\nOK")
