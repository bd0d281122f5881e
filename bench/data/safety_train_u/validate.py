#!/usr/bin/env python3
"""Validate safety_train_u (stdlib only). Exit 1 on any error."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
              "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language",
         "emoji_math_code"}
ATT_KEYS = {"text", "category", "obfuscation", "lang", "note"}
BEN_KEYS = {"text", "kind", "note"}


def load(name, keys, lo, hi, errors):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{name}:{n}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{n}: bad JSON ({e})")
                continue
            if not isinstance(obj, dict) or set(obj) != keys:
                errors.append(f"{name}:{n}: keys {sorted(obj) if isinstance(obj, dict) else type(obj)} != {sorted(keys)}")
                continue
            for k in keys:
                if not isinstance(obj[k], str) or not obj[k].strip():
                    errors.append(f"{name}:{n}: field {k!r} empty or not a string")
            if not lo <= len(obj["text"]) <= hi:
                errors.append(f"{name}:{n}: text length {len(obj['text'])} outside {lo}-{hi}")
            rows.append((n, obj))
    return rows


def main():
    errors = []
    att = load("attacks.jsonl", ATT_KEYS, 40, 500, errors)
    ben = load("benign.jsonl", BEN_KEYS, 20, 500, errors)
    for n, a in att:
        if a["category"] not in CATEGORIES:
            errors.append(f"attacks.jsonl:{n}: unknown category {a['category']!r}")
        if not all(p and p.replace("_", "").isalnum() for p in a["obfuscation"].split("+")):
            errors.append(f"attacks.jsonl:{n}: malformed obfuscation {a['obfuscation']!r}")
        if not all(len(p) == 2 and p.isalpha() and p.islower() for p in a["lang"].split("+")):
            errors.append(f"attacks.jsonl:{n}: malformed lang {a['lang']!r}")
        if a["category"] == "multilingual" and a["lang"] == "en":
            errors.append(f"attacks.jsonl:{n}: multilingual entry with lang en")
    for n, b in ben:
        if b["kind"] not in KINDS:
            errors.append(f"benign.jsonl:{n}: unknown kind {b['kind']!r}")
        if b["note"].startswith("near-miss") and not (
                b["note"].startswith("near-miss (hard): ") or
                b["note"].startswith("near-miss (mild, trigger word only): ")):
            errors.append(f"benign.jsonl:{n}: malformed near-miss prefix")
    seen = {}
    for fname, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
        for n, obj in rows:
            key = " ".join(obj["text"].split()).lower()
            if key in seen:
                errors.append(f"{fname}:{n}: duplicate text (first at {seen[key]})")
            else:
                seen[key] = f"{fname}:{n}"

    print(f"attacks: {len(att)}  benign: {len(ben)}")
    for title, counter in (
            ("category", collections.Counter(a["category"] for _, a in att)),
            ("obfuscation (per technique)", collections.Counter(
                p for _, a in att for p in a["obfuscation"].split("+"))),
            ("lang", collections.Counter(a["lang"] for _, a in att)),
            ("kind", collections.Counter(b["kind"] for _, b in ben)),
            ("benign note class", collections.Counter(
                "hard" if b["note"].startswith("near-miss (hard)") else
                "mild" if b["note"].startswith("near-miss (mild") else "plain" for _, b in ben))):
        print(f"\n{title}:")
        for k, v in counter.most_common():
            print(f"  {k:32s} {v}")
    for label, rows in (("attacks", att), ("benign", ben)):
        lens = sorted(len(o["text"]) for _, o in rows)
        if lens:
            print(f"\n{label} length: min {lens[0]}, median {lens[len(lens) // 2]}, max {lens[-1]}, "
                  f">=250 chars: {sum(l >= 250 for l in lens)}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
