#!/usr/bin/env python3
"""Validate safety_train_w (stdlib only). Exit 1 on any error."""
import json, os, re, sys, unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
        "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
OBF = {"none", "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
       "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags",
       "bidi", "reversed", "split", "paraphrase", "indirect_polite", "buried_in_benign",
       "split_sentences", "roleplay", "conditional", "fake_authority"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
A_KEYS = ["text", "category", "obfuscation", "lang", "note"]
B_KEYS = ["text", "kind", "note"]
errors = []

def norm(t):
    t = unicodedata.normalize("NFKC", t).casefold()
    return re.sub(r"\s+", " ", t).strip()

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
            if not isinstance(o, dict) or sorted(o) != sorted(keys):
                errors.append(f"{name}:{i}: keys {sorted(o) if isinstance(o, dict) else type(o)} != {sorted(keys)}"); continue
            if not all(isinstance(o[k], str) for k in keys):
                errors.append(f"{name}:{i}: non-string value"); continue
            n = len(o["text"])
            if not lo <= n <= hi:
                errors.append(f"{name}:{i}: text length {n} outside {lo}-{hi}")
            if not o["note"].strip():
                errors.append(f"{name}:{i}: empty note")
            rows.append((i, o))
    return rows

attacks = load("attacks.jsonl", A_KEYS, 40, 500)
benign = load("benign.jsonl", B_KEYS, 20, 500)

for i, o in attacks:
    if o["category"] not in CATS:
        errors.append(f"attacks.jsonl:{i}: bad category {o['category']!r}")
    parts = o["obfuscation"].split("+")
    if any(p not in OBF for p in parts) or ("none" in parts and len(parts) > 1):
        errors.append(f"attacks.jsonl:{i}: bad obfuscation {o['obfuscation']!r}")
    if not LANG_RE.match(o["lang"]):
        errors.append(f"attacks.jsonl:{i}: bad lang {o['lang']!r}")
    if o["category"] == "multilingual" and o["lang"] == "en":
        errors.append(f"attacks.jsonl:{i}: multilingual entry with lang en")
for i, o in benign:
    if o["kind"] not in KINDS:
        errors.append(f"benign.jsonl:{i}: bad kind {o['kind']!r}")
    if o["note"].startswith("near-miss") and not (
            o["note"].startswith("near-miss (hard): ") or
            o["note"].startswith("near-miss (mild, trigger word only): ")):
        errors.append(f"benign.jsonl:{i}: malformed near-miss prefix")

seen = {}
for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    for i, o in rows:
        k = norm(o["text"])
        if k in seen:
            errors.append(f"{name}:{i}: duplicate of {seen[k]}")
        else:
            seen[k] = f"{name}:{i}"

def show(title, c):
    print(title)
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(attacks)}   benign: {len(benign)}")
show("attack categories:", Counter(o["category"] for _, o in attacks))
show("attack obfuscation:", Counter(o["obfuscation"] for _, o in attacks))
show("attack lang:", Counter(o["lang"] for _, o in attacks))
show("benign kinds:", Counter(o["kind"] for _, o in benign))
hard = sum(o["note"].startswith("near-miss (hard)") for _, o in benign)
mild = sum(o["note"].startswith("near-miss (mild") for _, o in benign)
print(f"benign near-miss: hard {hard} ({hard / max(len(benign), 1):.0%}), mild {mild}")

if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
