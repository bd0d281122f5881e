#!/usr/bin/env python3
"""Validate safety_train_ae (stdlib only). Exit 1 on any error."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence",
        "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
OBF_RE = re.compile(r"^[a-z0-9_]+(\+[a-z0-9_]+)*$")
errors = []

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                errors.append(f"{name}:{i}: blank line"); continue
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{i}: bad JSON ({e})"); continue
            if not isinstance(r, dict) or set(r) != keys:
                errors.append(f"{name}:{i}: keys {sorted(r) if isinstance(r, dict) else r!r} != {sorted(keys)}"); continue
            if not all(isinstance(v, str) and v for v in r.values()):
                errors.append(f"{name}:{i}: empty or non-string value"); continue
            if not lo <= len(r["text"]) <= hi:
                errors.append(f"{name}:{i}: text length {len(r['text'])} outside {lo}-{hi}")
            rows.append((i, r))
    return rows

atk = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for i, r in atk:
    if r["category"] not in CATS: errors.append(f"attacks.jsonl:{i}: bad category {r['category']}")
    if not OBF_RE.match(r["obfuscation"]): errors.append(f"attacks.jsonl:{i}: bad obfuscation {r['obfuscation']}")
    if r["obfuscation"] != "none" and "none" in r["obfuscation"].split("+"):
        errors.append(f"attacks.jsonl:{i}: 'none' combined with techniques")
    if not LANG_RE.match(r["lang"]): errors.append(f"attacks.jsonl:{i}: bad lang {r['lang']}")
for i, r in ben:
    if r["kind"] not in KINDS: errors.append(f"benign.jsonl:{i}: bad kind {r['kind']}")
    n = r["note"]
    if n.startswith("near-miss") and not (n.startswith("near-miss (hard): ") or n.startswith("near-miss (mild, trigger word only): ")):
        errors.append(f"benign.jsonl:{i}: malformed near-miss prefix")

# exact duplicates (within and across files)
seen = {}
for name, rows in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
    for i, r in rows:
        key = " ".join(r["text"].split()).casefold()
        if key in seen: errors.append(f"{name}:{i}: duplicate text of {seen[key]}")
        else: seen[key] = f"{name}:{i}"

# shared sentences (>= 40 chars) between entries
SPLIT = re.compile(r"(?<=[.!?。！？])\s*|\n+")
sent_seen = {}
for name, rows in (("attacks.jsonl", atk), ("benign.jsonl", ben)):
    for i, r in rows:
        for s in SPLIT.split(r["text"]):
            s = " ".join(s.split()).casefold()
            if len(s) < 40: continue
            where = f"{name}:{i}"
            if s in sent_seen and sent_seen[s] != where:
                errors.append(f"{where}: shares a sentence with {sent_seen[s]}: {s[:60]!r}")
            sent_seen.setdefault(s, where)

def show(title, c):
    print(f"{title}:")
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])): print(f"  {k:45s} {v}")

print(f"attacks: {len(atk)}  benign: {len(ben)}")
show("attack categories", Counter(r["category"] for _, r in atk))
show("attack obfuscation (per technique)", Counter(t for _, r in atk for t in r["obfuscation"].split("+")))
show("attack lang", Counter(r["lang"] for _, r in atk))
show("benign kinds", Counter(r["kind"] for _, r in ben))
hard = sum(r["note"].startswith("near-miss (hard)") for _, r in ben)
mild = sum(r["note"].startswith("near-miss (mild") for _, r in ben)
print(f"benign near-miss: hard {hard} ({hard/max(1,len(ben)):.0%}), mild {mild}")
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors[:200]: print("  " + e)
    sys.exit(1)
print("OK")
