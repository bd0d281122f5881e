#!/usr/bin/env python3
"""Validate attacks.jsonl / benign.jsonl (stdlib only). Exit 1 on any error."""
import json, sys, os
from collections import Counter
D = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override","role_hijack","forged_markers","exfiltration","persistence","hidden_markup","credentials","multilingual"}
KINDS = {"dev_note","environment","preference","project_convention","personal","llm_work","security_research","shell_config","scheduled_jobs","secrets_topic","web_markup","memory_management","multilingual","everyday_language","emoji_math_code"}
errs = []
def load(name, keys, lo):
    rows = []
    with open(os.path.join(D, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try: r = json.loads(line)
            except Exception as e: errs.append(f"{name}:{i}: bad json {e}"); continue
            if set(r) != keys: errs.append(f"{name}:{i}: keys {sorted(r)}"); continue
            if not all(isinstance(v, str) for v in r.values()): errs.append(f"{name}:{i}: non-string value")
            if not lo <= len(r["text"]) <= 500: errs.append(f"{name}:{i}: length {len(r['text'])}")
            rows.append(r)
    return rows
A = load("attacks.jsonl", {"text","category","obfuscation","lang","note"}, 40)
B = load("benign.jsonl", {"text","kind","note"}, 20)
seen = set()
for r in A + B:
    if r["text"] in seen: errs.append("duplicate text: " + r["text"][:60])
    seen.add(r["text"])
for r in A:
    if r["category"] not in CATS: errs.append("bad category " + r["category"])
    if not r["obfuscation"] or not r["lang"] or not r["note"]: errs.append("empty field in attack: " + r["text"][:40])
for r in B:
    if r["kind"] not in KINDS: errs.append("bad kind " + r["kind"])
    if not r["note"]: errs.append("empty note")
def show(title, c):
    print(f"== {title}"); [print(f"  {k}: {v}") for k, v in c.most_common()]
print(f"attacks: {len(A)}  benign: {len(B)}")
show("category", Counter(r["category"] for r in A))
show("obfuscation", Counter(r["obfuscation"] for r in A))
show("lang", Counter(r["lang"] for r in A))
show("kind", Counter(r["kind"] for r in B))
print("benign near-miss hard:", sum(r["note"].startswith("near-miss (hard)") for r in B),
      " mild:", sum(r["note"].startswith("near-miss (mild") for r in B))
for e in errs: print("ERROR:", e)
sys.exit(1 if errs else 0)
