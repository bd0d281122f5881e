#!/usr/bin/env python3
"""Validate safety_train_c (stdlib only). Exit 1 on any error."""
import json, os, sys, unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence",
        "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
CHAR_OBF = {"homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case", "fullwidth",
            "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags", "bidi", "reversed", "split"}
PHRASE_OBF = {"paraphrase", "indirect_polite", "buried_in_benign", "split_sentences", "roleplay",
              "conditional", "fake_authority"}
errors = []

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                errors.append(f"{name}:{i}: blank line"); continue
            try:
                o = json.loads(line)
            except Exception as e:
                errors.append(f"{name}:{i}: bad JSON {e}"); continue
            if not isinstance(o, dict) or set(o) != keys:
                errors.append(f"{name}:{i}: keys {sorted(o) if isinstance(o, dict) else type(o)} != {sorted(keys)}"); continue
            if not all(isinstance(v, str) and v for v in o.values()):
                errors.append(f"{name}:{i}: empty or non-string value")
            n = len(o["text"])
            if not lo <= n <= hi:
                errors.append(f"{name}:{i}: text length {n} not in [{lo},{hi}]")
            rows.append((i, o))
    return rows

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

seen = {}
for name, rows in (("attacks", att), ("benign", ben)):
    for i, o in rows:
        key = unicodedata.normalize("NFC", o["text"]).strip().lower()
        if key in seen:
            errors.append(f"{name}:{i}: duplicate text (first at {seen[key]})")
        else:
            seen[key] = f"{name}:{i}"

n_char = 0
for i, o in att:
    if o["category"] not in CATS:
        errors.append(f"attacks:{i}: bad category {o['category']}")
    ob = o["obfuscation"]
    if ob != "none":
        parts = ob.split("+")
        for p in parts:
            if p not in CHAR_OBF | PHRASE_OBF:
                errors.append(f"attacks:{i}: unknown obfuscation {p}")
        if any(p in CHAR_OBF for p in parts):
            n_char += 1
    if not all(len(l) == 2 and l.isalpha() and l.islower() for l in o["lang"].split("+")):
        errors.append(f"attacks:{i}: bad lang {o['lang']}")
for i, o in ben:
    if o["kind"] not in KINDS:
        errors.append(f"benign:{i}: bad kind {o['kind']}")

# corpus-level targets from the brief
ml = [o for _, o in att if o["lang"] != "en"]
ml_langs = {p for o in ml for p in o["lang"].split("+") if p != "en"}
if len(ml) < 90: errors.append(f"only {len(ml)} multilingual attacks (<90)")
if len(ml_langs) < 20: errors.append(f"only {len(ml_langs)} non-English attack languages (<20)")
if att and n_char / len(att) > 0.15: errors.append(f"character/encoding obfuscation {n_char}/{len(att)} > 15%")
ben_ml_langs = set()
for _, o in ben:
    if o["kind"] == "multilingual" and o["note"].endswith(")"):
        ben_ml_langs.update(p for p in o["note"].rsplit("(", 1)[-1][:-1].split("+") if p != "en")
missing = ml_langs - ben_ml_langs
if missing: errors.append(f"attack languages without benign counterpart: {sorted(missing)}")

def show(title, c):
    print(f"{title}:")
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks.jsonl: {len(att)} entries")
show("attacks by category", Counter(o["category"] for _, o in att))
show("attacks by obfuscation", Counter(o["obfuscation"] for _, o in att))
show("attacks by lang", Counter(o["lang"] for _, o in att))
print(f"attacks with character/encoding obfuscation: {n_char} ({100*n_char/max(1,len(att)):.1f}%)")
print(f"multilingual attacks (lang != en): {len(ml)} across {len(ml_langs)} non-English languages")
print(f"benign.jsonl: {len(ben)} entries")
show("benign by kind", Counter(o["kind"] for _, o in ben))
hard = sum(o["note"].startswith("near-miss (hard): ") for _, o in ben)
mild = sum(o["note"].startswith("near-miss (mild, trigger word only): ") for _, o in ben)
print(f"benign near-miss hard: {hard} ({100*hard/max(1,len(ben)):.1f}%), mild: {mild}, other: {len(ben)-hard-mild}")
print(f"benign multilingual languages: {len(ben_ml_langs)}")

if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors[:200]:
        print("  " + e)
    sys.exit(1)
print("\nOK")
