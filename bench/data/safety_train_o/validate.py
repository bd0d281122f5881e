#!/usr/bin/env python3
"""Validate safety_train_o (stdlib only). Exits 1 on any error."""
import collections, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence",
        "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
NOTE_PREFIXES = ("near-miss (hard): ", "near-miss (mild, trigger word only): ")
errors = []

def load(name, keys, lo, hi):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{i}: bad JSON: {e}"); continue
            if not isinstance(obj, dict) or set(obj) != keys:
                errors.append(f"{name}:{i}: keys {sorted(obj) if isinstance(obj, dict) else type(obj)} != {sorted(keys)}"); continue
            if not all(isinstance(v, str) and v for v in obj.values()):
                errors.append(f"{name}:{i}: empty or non-string value")
            if not lo <= len(obj["text"]) <= hi:
                errors.append(f"{name}:{i}: text length {len(obj['text'])} outside {lo}-{hi}")
            rows.append(obj)
    return rows

attacks = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
benign = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for i, a in enumerate(attacks, 1):
    if a.get("category") not in CATS:
        errors.append(f"attacks.jsonl:{i}: unknown category {a.get('category')!r}")
    if a.get("obfuscation", "").strip() != a.get("obfuscation") or "" in a.get("obfuscation", "").split("+"):
        errors.append(f"attacks.jsonl:{i}: malformed obfuscation")
for i, b in enumerate(benign, 1):
    if b.get("kind") not in KINDS:
        errors.append(f"benign.jsonl:{i}: unknown kind {b.get('kind')!r}")
    if b.get("note", "").startswith("near-miss") and not b["note"].startswith(NOTE_PREFIXES):
        errors.append(f"benign.jsonl:{i}: malformed near-miss prefix")

seen = {}
for name, rows in (("attacks", attacks), ("benign", benign)):
    for i, r in enumerate(rows, 1):
        t = r.get("text")
        if t in seen:
            errors.append(f"{name}:{i}: duplicate text (also {seen[t]})")
        seen[t] = f"{name}:{i}"

def show(title, counter):
    print(title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(attacks)}  benign: {len(benign)}")
show("attack category:", collections.Counter(a.get("category") for a in attacks))
show("attack obfuscation:", collections.Counter(a.get("obfuscation") for a in attacks))
show("attack lang:", collections.Counter(a.get("lang") for a in attacks))
show("benign kind:", collections.Counter(b.get("kind") for b in benign))
nm = collections.Counter("hard" if b["note"].startswith(NOTE_PREFIXES[0]) else
                         "mild" if b["note"].startswith(NOTE_PREFIXES[1]) else "plain" for b in benign)
show("benign near-miss:", nm)

if errors:
    print(f"\n{len(errors)} error(s):", file=sys.stderr)
    for e in errors[:200]:
        print("  " + e, file=sys.stderr)
    sys.exit(1)
print("\nOK")
