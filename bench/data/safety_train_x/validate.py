#!/usr/bin/env python3
"""Validate safety_train_x (stdlib only). Exits 1 on any error."""
import json, os, re, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
        "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language",
         "emoji_math_code"}
ATT_KEYS = {"text", "category", "obfuscation", "lang", "note"}
BEN_KEYS = {"text", "kind", "note"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
OBF_RE = re.compile(r"^[a-z0-9_]+(\+[a-z0-9_]+)*$")
errors = []

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{name}:{i}: blank line"); continue
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{i}: bad JSON: {e}"); continue
            if not isinstance(o, dict) or set(o) != keys:
                errors.append(f"{name}:{i}: keys {sorted(o) if isinstance(o, dict) else type(o)} != {sorted(keys)}"); continue
            if not all(isinstance(v, str) and v for v in o.values()):
                errors.append(f"{name}:{i}: empty or non-string value"); continue
            n = len(o["text"])
            if not lo <= n <= hi:
                errors.append(f"{name}:{i}: text length {n} outside {lo}-{hi}")
            rows.append((i, o))
    return rows

att = load("attacks.jsonl", ATT_KEYS, 40, 500)
ben = load("benign.jsonl", BEN_KEYS, 20, 500)

for i, o in att:
    if o["category"] not in CATS: errors.append(f"attacks.jsonl:{i}: bad category {o['category']}")
    if not OBF_RE.match(o["obfuscation"]): errors.append(f"attacks.jsonl:{i}: bad obfuscation {o['obfuscation']}")
    if not LANG_RE.match(o["lang"]): errors.append(f"attacks.jsonl:{i}: bad lang {o['lang']}")
for i, o in ben:
    if o["kind"] not in KINDS: errors.append(f"benign.jsonl:{i}: bad kind {o['kind']}")

seen = {}
for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for i, o in rows:
        key = " ".join(o["text"].lower().split())
        if key in seen:
            errors.append(f"{name}:{i}: duplicate of {seen[key]}")
        else:
            seen[key] = f"{name}:{i}"

def show(title, counter):
    print(f"{title}:")
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(att)}   benign: {len(ben)}")
show("attack category", collections.Counter(o["category"] for _, o in att))
show("attack obfuscation (techniques split on +)",
     collections.Counter(t for _, o in att for t in o["obfuscation"].split("+")))
show("attack lang", collections.Counter(o["lang"] for _, o in att))
show("benign kind", collections.Counter(o["kind"] for _, o in ben))
nm = collections.Counter(
    "hard" if o["note"].startswith("near-miss (hard): ") else
    "mild" if o["note"].startswith("near-miss (mild, trigger word only): ") else "plain"
    for _, o in ben)
show("benign near-miss", nm)
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors: print("  " + e)
    sys.exit(1)
print("\nOK")
