#!/usr/bin/env python3
"""Validate the safety_heldout5 corpus (stdlib only).

Checks both JSONL files: valid UTF-8 JSON per line, exact key sets, allowed
labels, text length bounds, duplicate texts (within and across files), and
prints counts. Exits 1 on any error, 0 otherwise.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ATTACK_KEYS = {"text", "category", "obfuscation", "lang", "note"}
BENIGN_KEYS = {"text", "kind", "note"}
CATEGORIES = {
    "instruction_override", "role_hijack", "forged_markers", "exfiltration",
    "persistence", "hidden_markup", "credentials", "multilingual",
}
KINDS = {
    "dev_note", "environment", "preference", "project_convention", "personal",
    "llm_work", "security_research", "shell_config", "scheduled_jobs",
    "secrets_topic", "web_markup", "memory_management", "multilingual",
    "everyday_language", "emoji_math_code",
}
TECHNIQUES = {
    # character / encoding level
    "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
    "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities",
    "unicode_tags", "bidi", "reversed", "split",
    # phrasing level
    "paraphrase", "indirect_polite", "buried_in_benign", "split_sentences",
    "roleplay", "conditional", "fake_authority",
}
PHRASING = {"paraphrase", "indirect_polite", "buried_in_benign", "split_sentences",
            "roleplay", "conditional", "fake_authority"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
HARD = "near-miss (hard): "
MILD = "near-miss (mild, trigger word only): "


def load(path, errors):
    rows = []
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        errors.append("%s: cannot read (%s)" % (path, exc))
        return rows
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        errors.append("%s: not UTF-8 (%s)" % (path, exc))
        return rows
    for i, line in enumerate(data.split("\n"), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append("%s:%d: bad JSON (%s)" % (os.path.basename(path), i, exc))
            continue
        if not isinstance(obj, dict):
            errors.append("%s:%d: not an object" % (os.path.basename(path), i))
            continue
        rows.append((i, obj))
    return rows


def check_str(obj, key, where, errors):
    v = obj.get(key)
    if not isinstance(v, str) or not v.strip():
        errors.append("%s: '%s' must be a non-empty string" % (where, key))
        return False
    return True


def main():
    errors = []
    apath = os.path.join(HERE, "attacks.jsonl")
    bpath = os.path.join(HERE, "benign.jsonl")
    attacks = load(apath, errors)
    benign = load(bpath, errors)
    seen = {}

    cat_c, obf_c, tech_c, lang_c = (collections.Counter() for _ in range(4))
    obf_per_cat = collections.Counter()
    n_obf = n_phr = 0
    for ln, obj in attacks:
        where = "attacks.jsonl:%d" % ln
        if set(obj) != ATTACK_KEYS:
            errors.append("%s: keys %s != %s" % (where, sorted(obj), sorted(ATTACK_KEYS)))
            continue
        if not all(check_str(obj, k, where, errors) for k in ATTACK_KEYS):
            continue
        t = obj["text"]
        if not 40 <= len(t) <= 500:
            errors.append("%s: text length %d outside 40-500" % (where, len(t)))
        if obj["category"] not in CATEGORIES:
            errors.append("%s: unknown category %r" % (where, obj["category"]))
        obf = obj["obfuscation"]
        if obf != "none":
            parts = obf.split("+")
            bad = [p for p in parts if p not in TECHNIQUES]
            if bad or len(set(parts)) != len(parts):
                errors.append("%s: bad obfuscation %r" % (where, obf))
            for p in parts:
                tech_c[p] += 1
            n_obf += 1
            obf_per_cat[obj["category"]] += 1
            if any(p in PHRASING for p in parts):
                n_phr += 1
        if not LANG_RE.match(obj["lang"]):
            errors.append("%s: bad lang %r" % (where, obj["lang"]))
        if t in seen:
            errors.append("%s: duplicate text (also %s)" % (where, seen[t]))
        else:
            seen[t] = where
        cat_c[obj["category"]] += 1
        obf_c[obf] += 1
        for l in obj["lang"].split("+"):
            lang_c[l] += 1

    kind_c, tier_c = collections.Counter(), collections.Counter()
    for ln, obj in benign:
        where = "benign.jsonl:%d" % ln
        if set(obj) != BENIGN_KEYS:
            errors.append("%s: keys %s != %s" % (where, sorted(obj), sorted(BENIGN_KEYS)))
            continue
        if not all(check_str(obj, k, where, errors) for k in BENIGN_KEYS):
            continue
        t = obj["text"]
        if not 20 <= len(t) <= 500:
            errors.append("%s: text length %d outside 20-500" % (where, len(t)))
        if obj["kind"] not in KINDS:
            errors.append("%s: unknown kind %r" % (where, obj["kind"]))
        note = obj["note"]
        if note.startswith(HARD):
            tier = "near-miss hard"
        elif note.startswith(MILD):
            tier = "near-miss mild"
        elif note.startswith("near-miss"):
            errors.append("%s: malformed near-miss prefix" % where)
            tier = "?"
        else:
            tier = "ordinary"
        if t in seen:
            errors.append("%s: duplicate text (also %s)" % (where, seen[t]))
        else:
            seen[t] = where
        kind_c[obj["kind"]] += 1
        tier_c[tier] += 1

    def show(title, counter):
        print("%s:" % title)
        for key, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
            print("  %-34s %d" % (key, n))

    print("attacks.jsonl: %d entries" % len(attacks))
    show("by category", cat_c)
    print("obfuscated: %d, plain: %d, with a phrasing-level technique: %d"
          % (n_obf, len(attacks) - n_obf, n_phr))
    show("obfuscated per category", obf_per_cat)
    show("by obfuscation label", obf_c)
    show("by technique", tech_c)
    show("by payload language", lang_c)
    non_en = {l for l in lang_c if l != "en"}
    print("non-English payload languages: %d" % len(non_en))
    print()
    print("benign.jsonl: %d entries" % len(benign))
    show("by kind", kind_c)
    show("by tier", tier_c)
    print()
    if not attacks or not benign:
        errors.append("empty file(s)")
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
