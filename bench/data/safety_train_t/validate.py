#!/usr/bin/env python3
"""Validate attacks.jsonl / benign.jsonl in this directory (stdlib only)."""
import json, os, sys, collections
D = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override","role_hijack","forged_markers","exfiltration","persistence","hidden_markup","credentials","multilingual"}
KINDS = {"dev_note","environment","preference","project_convention","personal","llm_work","security_research","shell_config","scheduled_jobs","secrets_topic","web_markup","memory_management","multilingual","everyday_language","emoji_math_code"}
errors = []
def load(fn, keys, lo, hi):
    rows = []
    with open(os.path.join(D, fn), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except Exception as e:
                errors.append(f"{fn}:{i}: bad json {e}"); continue
            if not isinstance(r, dict) or set(r) != keys:
                errors.append(f"{fn}:{i}: keys {sorted(r) if isinstance(r, dict) else type(r)}"); continue
            if not all(isinstance(v, str) and v for v in r.values()):
                errors.append(f"{fn}:{i}: empty or non-string value")
            if not lo <= len(r["text"]) <= hi:
                errors.append(f"{fn}:{i}: text length {len(r['text'])} outside {lo}-{hi}")
            rows.append((i, r))
    return rows
att = load("attacks.jsonl", {"text","category","obfuscation","lang","note"}, 40, 500)
ben = load("benign.jsonl", {"text","kind","note"}, 20, 500)
seen = {}
for fn, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for i, r in rows:
        t = r["text"]
        if t in seen: errors.append(f"{fn}:{i}: duplicate text (also {seen[t]})")
        seen[t] = f"{fn}:{i}"
for i, r in att:
    if r["category"] not in CATS: errors.append(f"attacks.jsonl:{i}: bad category {r['category']}")
    if r["obfuscation"] != "none" and ("none" in r["obfuscation"].split("+") or " " in r["obfuscation"]):
        errors.append(f"attacks.jsonl:{i}: bad obfuscation {r['obfuscation']}")
    if not all(p.isalpha() and p.islower() and len(p) == 2 for p in r["lang"].split("+")):
        errors.append(f"attacks.jsonl:{i}: bad lang {r['lang']}")
for i, r in ben:
    if r["kind"] not in KINDS: errors.append(f"benign.jsonl:{i}: bad kind {r['kind']}")
def show(title, c):
    print(title); [print(f"  {k:28s} {v}") for k, v in c.most_common()]
print(f"attacks: {len(att)}  benign: {len(ben)}")
show("category:", collections.Counter(r["category"] for _, r in att))
show("obfuscation:", collections.Counter(r["obfuscation"] for _, r in att))
show("lang:", collections.Counter(r["lang"] for _, r in att))
show("kind:", collections.Counter(r["kind"] for _, r in ben))
hard = sum(r["note"].startswith("near-miss (hard): ") for _, r in ben)
mild = sum(r["note"].startswith("near-miss (mild, trigger word only): ") for _, r in ben)
print(f"near-miss hard: {hard} ({100*hard/max(1,len(ben)):.0f}%)  mild: {mild}")
if errors:
    print(f"{len(errors)} ERROR(S):"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
