#!/usr/bin/env python3
"""Validate safety_train_n: schema, lengths, enums, duplicates. Stdlib only.

Usage: python3 validate.py [DIR]   (defaults to the directory of this file)
Exits 1 on any error.
"""
import collections
import json
import os
import re
import sys

CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
              "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language",
         "emoji_math_code"}
OBFUSCATIONS = {
    # character / encoding level
    "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
    "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags",
    "bidi", "reversed", "split",
    # phrasing level
    "paraphrase", "indirect_polite", "buried_in_benign", "split_sentences", "roleplay",
    "conditional", "fake_authority",
}
CHAR_LEVEL = {"homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
              "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities",
              "unicode_tags", "bidi", "reversed", "split"}
ATTACK_KEYS = ["text", "category", "obfuscation", "lang", "note"]
BENIGN_KEYS = ["text", "kind", "note"]
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
NM_HARD = "near-miss (hard): "
NM_MILD = "near-miss (mild, trigger word only): "


def load(path, errors):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                errors.append("%s:%d: blank line" % (path, i))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append("%s:%d: bad JSON (%s)" % (path, i, e))
                continue
            if not isinstance(obj, dict):
                errors.append("%s:%d: not an object" % (path, i))
                continue
            rows.append((i, obj))
    return rows


def check_common(path, i, obj, keys, lo, hi, errors):
    if list(obj.keys()) != keys and sorted(obj.keys()) != sorted(keys):
        errors.append("%s:%d: keys %s != %s" % (path, i, sorted(obj.keys()), keys))
        return False
    for k in keys:
        if not isinstance(obj[k], str) or not obj[k].strip():
            errors.append("%s:%d: field %r must be a non-empty string" % (path, i, k))
            return False
    n = len(obj["text"])
    if not lo <= n <= hi:
        errors.append("%s:%d: text length %d outside %d-%d" % (path, i, n, lo, hi))
    return True


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors = []
    apath = os.path.join(root, "attacks.jsonl")
    bpath = os.path.join(root, "benign.jsonl")
    attacks = load(apath, errors)
    benign = load(bpath, errors)

    seen = {}
    cat_c, obf_c, tech_c, lang_c = (collections.Counter() for _ in range(4))
    char_obf = 0
    non_en = 0
    for i, o in attacks:
        if not check_common(apath, i, o, ATTACK_KEYS, 40, 500, errors):
            continue
        if o["category"] not in CATEGORIES:
            errors.append("%s:%d: unknown category %r" % (apath, i, o["category"]))
        techs = o["obfuscation"].split("+")
        if o["obfuscation"] != "none":
            bad = [t for t in techs if t not in OBFUSCATIONS]
            if bad or len(set(techs)) != len(techs):
                errors.append("%s:%d: bad obfuscation %r" % (apath, i, o["obfuscation"]))
            if any(t in CHAR_LEVEL for t in techs):
                char_obf += 1
            for t in techs:
                tech_c[t] += 1
        if not LANG_RE.match(o["lang"]):
            errors.append("%s:%d: bad lang %r" % (apath, i, o["lang"]))
        if o["lang"] != "en":
            non_en += 1
        key = o["text"]
        if key in seen:
            errors.append("%s:%d: duplicate text (first at %s)" % (apath, i, seen[key]))
        seen[key] = "attacks:%d" % i
        cat_c[o["category"]] += 1
        obf_c[o["obfuscation"]] += 1
        lang_c[o["lang"]] += 1

    kind_c, nm_c = collections.Counter(), collections.Counter()
    for i, o in benign:
        if not check_common(bpath, i, o, BENIGN_KEYS, 20, 500, errors):
            continue
        if o["kind"] not in KINDS:
            errors.append("%s:%d: unknown kind %r" % (bpath, i, o["kind"]))
        note = o["note"]
        if note.startswith(NM_HARD):
            nm_c["hard"] += 1
        elif note.startswith(NM_MILD):
            nm_c["mild"] += 1
        elif note.lower().startswith("near-miss"):
            errors.append("%s:%d: malformed near-miss prefix" % (bpath, i))
        else:
            nm_c["plain"] += 1
        key = o["text"]
        if key in seen:
            errors.append("%s:%d: duplicate text (first at %s)" % (bpath, i, seen[key]))
        seen[key] = "benign:%d" % i
        kind_c[o["kind"]] += 1

    na, nb = len(attacks), len(benign)
    print("attacks: %d   benign: %d" % (na, nb))
    print("\nattacks per category:")
    for k, v in sorted(cat_c.items()):
        print("  %-22s %4d" % (k, v))
    print("\nattacks per obfuscation value:")
    for k, v in sorted(obf_c.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-22s %4d" % (k, v))
    print("\nobfuscation techniques (split on '+'):")
    for k, v in sorted(tech_c.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-22s %4d" % (k, v))
    if na:
        print("\ncharacter/encoding-obfuscated attacks: %d (%.1f%%)" % (char_obf, 100.0 * char_obf / na))
        print("non-English attacks: %d (%.1f%%)" % (non_en, 100.0 * non_en / na))
    print("\nattacks per lang:")
    for k, v in sorted(lang_c.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-8s %4d" % (k, v))
    print("\nbenign per kind:")
    for k, v in sorted(kind_c.items()):
        print("  %-20s %4d" % (k, v))
    if nb:
        print("\nbenign near-miss: hard %d (%.1f%%), mild %d (%.1f%%), plain %d" % (
            nm_c["hard"], 100.0 * nm_c["hard"] / nb, nm_c["mild"], 100.0 * nm_c["mild"] / nb,
            nm_c["plain"]))

    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
