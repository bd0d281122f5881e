#!/usr/bin/env python3
"""Validate safety_train_j: schema, lengths, duplicates; print counts. Exit 1 on any error."""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence",
              "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
ATTACK_KEYS = ["text", "category", "obfuscation", "lang", "note"]
BENIGN_KEYS = ["text", "kind", "note"]
NEAR_HARD = "near-miss (hard): "
NEAR_MILD = "near-miss (mild, trigger word only): "


def load(name, keys, lo, hi, errors):
    rows = []
    with open(HERE / name, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = f"{name}:{n}"
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                errors.append(f"{where}: bad JSON ({exc})")
                continue
            if not isinstance(obj, dict) or sorted(obj) != sorted(keys):
                errors.append(f"{where}: keys must be exactly {keys}")
                continue
            if not all(isinstance(obj[k], str) and obj[k] for k in keys):
                errors.append(f"{where}: every value must be a non-empty string")
                continue
            if not lo <= len(obj["text"]) <= hi:
                errors.append(f"{where}: text length {len(obj['text'])} outside {lo}-{hi}")
            rows.append((where, obj))
    return rows


def main():
    errors = []
    attacks = load("attacks.jsonl", ATTACK_KEYS, 40, 500, errors)
    benign = load("benign.jsonl", BENIGN_KEYS, 20, 500, errors)
    for where, a in attacks:
        if a["category"] not in CATEGORIES:
            errors.append(f"{where}: unknown category {a['category']!r}")
        if a["obfuscation"] != "none" and any(not p for p in a["obfuscation"].split("+")):
            errors.append(f"{where}: malformed obfuscation {a['obfuscation']!r}")
    for where, b in benign:
        if b["kind"] not in KINDS:
            errors.append(f"{where}: unknown kind {b['kind']!r}")
    seen = {}
    for where, obj in attacks + benign:
        key = obj["text"]
        if key in seen:
            errors.append(f"{where}: duplicate text (first at {seen[key]})")
        else:
            seen[key] = where

    print(f"attacks: {len(attacks)}   benign: {len(benign)}")
    for title, counter in (
        ("category", Counter(a["category"] for _, a in attacks)),
        ("obfuscation (technique)", Counter(t for _, a in attacks for t in a["obfuscation"].split("+"))),
        ("lang", Counter(a["lang"] for _, a in attacks)),
        ("kind", Counter(b["kind"] for _, b in benign)),
    ):
        print(f"\n{title}:")
        for k, v in counter.most_common():
            print(f"  {k:28s} {v}")
    hard = sum(b["note"].startswith(NEAR_HARD) for _, b in benign)
    mild = sum(b["note"].startswith(NEAR_MILD) for _, b in benign)
    print(f"\nbenign near-miss: hard {hard} ({hard / max(len(benign), 1):.0%}), mild {mild}")

    if errors:
        print(f"\n{len(errors)} error(s):", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
