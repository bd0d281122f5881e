#!/usr/bin/env python3
"""Validate safety_train_p (stdlib only). Exit 1 on any error."""
import collections, json, os, sys

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
            try:
                r = json.loads(line)
            except Exception as e:
                errors.append(f"{name}:{i}: bad JSON ({e})"); continue
            if not isinstance(r, dict) or set(r) != keys:
                errors.append(f"{name}:{i}: keys {sorted(r) if isinstance(r, dict) else type(r)}"); continue
            if not all(isinstance(r[k], str) and r[k] for k in keys):
                errors.append(f"{name}:{i}: empty or non-string field"); continue
            if not lo <= len(r["text"]) <= hi:
                errors.append(f"{name}:{i}: text length {len(r['text'])} outside {lo}-{hi}")
            rows.append(r)
    return rows

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)
for i, r in enumerate(att, 1):
    if r["category"] not in CATS:
        errors.append(f"attacks #{i}: bad category {r['category']}")
for i, r in enumerate(ben, 1):
    if r["kind"] not in KINDS:
        errors.append(f"benign #{i}: bad kind {r['kind']}")
seen = {}
for src, rows in (("attacks", att), ("benign", ben)):
    for i, r in enumerate(rows, 1):
        key = r["text"].strip()
        if key in seen:
            errors.append(f"{src} #{i}: duplicate text (also {seen[key]})")
        seen[key] = f"{src} #{i}"

def show(title, c):
    print(f"{title}:")
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(att)}  benign: {len(ben)}")
show("attack category", collections.Counter(r["category"] for r in att))
show("attack obfuscation", collections.Counter(r["obfuscation"] for r in att))
show("attack lang", collections.Counter(r["lang"] for r in att))
show("benign kind", collections.Counter(r["kind"] for r in ben))
nm = collections.Counter("hard" if r["note"].startswith("near-miss (hard)") else
                         "mild" if r["note"].startswith("near-miss (mild") else "plain" for r in ben)
show("benign near-miss", nm)
if errors:
    print(f"\n{len(errors)} error(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
