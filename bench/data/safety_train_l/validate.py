#!/usr/bin/env python3
"""Validate safety_train_l (stdlib only). Exit 1 on any error."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
              "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
OBFUSCATIONS = {"homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
                "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities",
                "unicode_tags", "bidi", "reversed", "split", "paraphrase", "indirect_polite",
                "buried_in_benign", "split_sentences", "roleplay", "conditional", "fake_authority"}
CHAR_LEVEL = {"homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
              "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities",
              "unicode_tags", "bidi", "reversed", "split"}
ATTACK_KEYS = {"text", "category", "obfuscation", "lang", "note"}
BENIGN_KEYS = {"text", "kind", "note"}
HARD = "near-miss (hard): "
MILD = "near-miss (mild, trigger word only): "
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")


def load(name, errors):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errors.append("%s:%d empty line" % (name, n))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append("%s:%d invalid JSON: %s" % (name, n, e))
                continue
            if not isinstance(obj, dict):
                errors.append("%s:%d not an object" % (name, n))
                continue
            rows.append((n, obj))
    return rows


def main():
    errors = []
    attacks = load("attacks.jsonl", errors)
    benign = load("benign.jsonl", errors)
    seen = {}

    def check_text(name, n, obj, lo, hi):
        t = obj.get("text")
        if not isinstance(t, str):
            errors.append("%s:%d text not a string" % (name, n))
            return
        if not lo <= len(t) <= hi:
            errors.append("%s:%d text length %d outside %d-%d" % (name, n, len(t), lo, hi))
        key = t.strip()
        if key in seen:
            errors.append("%s:%d duplicate text (first at %s)" % (name, n, seen[key]))
        else:
            seen[key] = "%s:%d" % (name, n)
        note = obj.get("note")
        if not isinstance(note, str) or not note.strip():
            errors.append("%s:%d empty note" % (name, n))

    for n, obj in attacks:
        if set(obj) != ATTACK_KEYS:
            errors.append("attacks.jsonl:%d keys %s" % (n, sorted(obj)))
            continue
        check_text("attacks.jsonl", n, obj, 40, 500)
        if obj["category"] not in CATEGORIES:
            errors.append("attacks.jsonl:%d bad category %r" % (n, obj["category"]))
        obf = obj["obfuscation"]
        if obf != "none":
            for part in obf.split("+"):
                if part not in OBFUSCATIONS:
                    errors.append("attacks.jsonl:%d bad obfuscation part %r" % (n, part))
        if not isinstance(obj["lang"], str) or not LANG_RE.match(obj["lang"]):
            errors.append("attacks.jsonl:%d bad lang %r" % (n, obj["lang"]))

    for n, obj in benign:
        if set(obj) != BENIGN_KEYS:
            errors.append("benign.jsonl:%d keys %s" % (n, sorted(obj)))
            continue
        check_text("benign.jsonl", n, obj, 20, 500)
        if obj["kind"] not in KINDS:
            errors.append("benign.jsonl:%d bad kind %r" % (n, obj["kind"]))
        note = obj["note"]
        if note.startswith("near-miss") and not (note.startswith(HARD) or note.startswith(MILD)):
            errors.append("benign.jsonl:%d malformed near-miss prefix" % n)

    A = [o for _, o in attacks if set(o) == ATTACK_KEYS]
    B = [o for _, o in benign if set(o) == BENIGN_KEYS]
    print("attacks: %d   benign: %d" % (len(A), len(B)))
    print("\n== attacks per category")
    for k, v in sorted(collections.Counter(o["category"] for o in A).items()):
        print("  %-22s %d" % (k, v))
    print("\n== attacks per obfuscation (full label)")
    for k, v in collections.Counter(o["obfuscation"] for o in A).most_common():
        print("  %-40s %d" % (k, v))
    print("\n== attacks per obfuscation technique")
    for k, v in collections.Counter(p for o in A for p in o["obfuscation"].split("+")).most_common():
        print("  %-22s %d" % (k, v))
    char = sum(1 for o in A if set(o["obfuscation"].split("+")) & CHAR_LEVEL)
    print("  character/encoding-level: %d (%.1f%%)" % (char, 100.0 * char / max(1, len(A))))
    print("\n== attacks per lang")
    for k, v in collections.Counter(o["lang"] for o in A).most_common():
        print("  %-8s %d" % (k, v))
    nonen = sum(1 for o in A if o["lang"] != "en")
    print("  non-English: %d (%.1f%%)" % (nonen, 100.0 * nonen / max(1, len(A))))
    print("\n== benign per kind")
    for k, v in sorted(collections.Counter(o["kind"] for o in B).items()):
        print("  %-22s %d" % (k, v))
    hard = sum(1 for o in B if o["note"].startswith(HARD))
    mild = sum(1 for o in B if o["note"].startswith(MILD))
    print("  near-miss hard: %d (%.1f%%)   mild: %d" % (hard, 100.0 * hard / max(1, len(B)), mild))

    if errors:
        print("\nERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
