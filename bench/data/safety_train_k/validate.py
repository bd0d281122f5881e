#!/usr/bin/env python3
"""Validate safety_train_k: attacks.jsonl and benign.jsonl (stdlib only).

Checks keys, value types, allowed labels, text lengths, duplicates (exact and
whitespace/case-normalised, within and across files) and prints counts.
Exits 1 on any error.
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))

ATTACK_KEYS = {"text", "category", "obfuscation", "lang", "note"}
BENIGN_KEYS = {"text", "kind", "note"}
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
              "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language",
         "emoji_math_code"}
OBF_RE = re.compile(r"^(none|[a-z0-9_]+(\+[a-z0-9_]+)*)$")
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
NEAR_MISS_PREFIXES = ("near-miss (hard): ", "near-miss (mild, trigger word only): ")


def norm(t):
    t = unicodedata.normalize("NFKC", t).lower()
    return re.sub(r"\s+", " ", t).strip()


def load(name, errors):
    path = os.path.join(HERE, name)
    rows = []
    try:
        fh = open(path, encoding="utf-8")
    except OSError as e:
        errors.append(f"{name}: cannot open: {e}")
        return rows
    with fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                errors.append(f"{name}:{i}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{i}: bad JSON: {e}")
                continue
            if not isinstance(obj, dict):
                errors.append(f"{name}:{i}: not an object")
                continue
            rows.append((i, obj))
    return rows


def main():
    errors = []
    attacks = load("attacks.jsonl", errors)
    benign = load("benign.jsonl", errors)
    seen = {}

    def dup_check(fname, i, text):
        for key in (("exact", text), ("norm", norm(text))):
            if key in seen:
                errors.append(f"{fname}:{i}: duplicate ({key[0]}) of {seen[key]}")
            else:
                seen[key] = f"{fname}:{i}"

    cat_c, obf_c, tech_c, lang_c = (collections.Counter() for _ in range(4))
    for i, o in attacks:
        if set(o) != ATTACK_KEYS:
            errors.append(f"attacks.jsonl:{i}: keys {sorted(o)} != {sorted(ATTACK_KEYS)}")
            continue
        if not all(isinstance(o[k], str) for k in ATTACK_KEYS):
            errors.append(f"attacks.jsonl:{i}: non-string value")
            continue
        n = len(o["text"])
        if not 40 <= n <= 500:
            errors.append(f"attacks.jsonl:{i}: text length {n} outside 40-500")
        if o["category"] not in CATEGORIES:
            errors.append(f"attacks.jsonl:{i}: bad category {o['category']!r}")
        if not OBF_RE.match(o["obfuscation"]):
            errors.append(f"attacks.jsonl:{i}: bad obfuscation {o['obfuscation']!r}")
        if not LANG_RE.match(o["lang"]):
            errors.append(f"attacks.jsonl:{i}: bad lang {o['lang']!r}")
        if o["category"] == "multilingual" and o["lang"] == "en":
            errors.append(f"attacks.jsonl:{i}: multilingual entry with lang=en")
        if not o["note"].strip():
            errors.append(f"attacks.jsonl:{i}: empty note")
        dup_check("attacks.jsonl", i, o["text"])
        cat_c[o["category"]] += 1
        obf_c[o["obfuscation"]] += 1
        for t in o["obfuscation"].split("+"):
            tech_c[t] += 1
        lang_c[o["lang"]] += 1

    kind_c, nm_c = collections.Counter(), collections.Counter()
    for i, o in benign:
        if set(o) != BENIGN_KEYS:
            errors.append(f"benign.jsonl:{i}: keys {sorted(o)} != {sorted(BENIGN_KEYS)}")
            continue
        if not all(isinstance(o[k], str) for k in BENIGN_KEYS):
            errors.append(f"benign.jsonl:{i}: non-string value")
            continue
        n = len(o["text"])
        if not 20 <= n <= 500:
            errors.append(f"benign.jsonl:{i}: text length {n} outside 20-500")
        if o["kind"] not in KINDS:
            errors.append(f"benign.jsonl:{i}: bad kind {o['kind']!r}")
        note = o["note"]
        if not note.strip():
            errors.append(f"benign.jsonl:{i}: empty note")
        if note.startswith("near-miss") and not note.startswith(NEAR_MISS_PREFIXES):
            errors.append(f"benign.jsonl:{i}: malformed near-miss prefix")
        nm_c["hard" if note.startswith(NEAR_MISS_PREFIXES[0]) else
             "mild" if note.startswith(NEAR_MISS_PREFIXES[1]) else "plain"] += 1
        dup_check("benign.jsonl", i, o["text"])
        kind_c[o["kind"]] += 1

    def show(title, c):
        print(f"{title}:")
        for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"  {k:40s} {v}")

    print(f"attacks: {len(attacks)}  benign: {len(benign)}")
    show("attack categories", cat_c)
    show("attack obfuscation (full labels)", obf_c)
    show("attack obfuscation techniques", tech_c)
    show("attack languages", lang_c)
    show("benign kinds", kind_c)
    show("benign near-miss level", nm_c)
    if benign:
        print(f"  hard near-miss share: {nm_c['hard'] / len(benign):.1%}")

    if errors:
        print(f"\n{len(errors)} error(s):", file=sys.stderr)
        for e in errors[:200]:
            print("  " + e, file=sys.stderr)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
