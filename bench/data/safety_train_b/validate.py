#!/usr/bin/env python3
"""Validate safety_train_b (stdlib only).

Parses benign.jsonl and attacks.jsonl, checks keys, value sets, text lengths and
duplicates (within and across files, exact and whitespace/case-normalised), prints
counts, and exits 1 on any error.
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
CHAR_OBF = {"homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
            "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities",
            "unicode_tags", "bidi", "reversed", "split"}
PHRASE_OBF = {"paraphrase", "indirect_polite", "buried_in_benign", "split_sentences",
              "roleplay", "conditional", "fake_authority"}
HARD = "near-miss (hard): "
MILD = "near-miss (mild, trigger word only): "
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
NOTE_LANG_RE = re.compile(r" \[lang: ([a-z]{2}(?:\+[a-z]{2})*)\]$")
INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\u202a-\u202e\U000e0000-\U000e007f]")

errors = []


def err(msg):
    errors.append(msg)


def norm(t):
    t = INVISIBLE.sub("", unicodedata.normalize("NFKC", t))
    return re.sub(r"\s+", " ", t).strip().casefold()


def load(name, keys):
    path = os.path.join(HERE, name)
    rows = []
    try:
        f = open(path, encoding="utf-8")
    except OSError as e:
        err("%s: cannot open (%s)" % (name, e))
        return rows
    with f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err("%s:%d: blank line" % (name, n))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err("%s:%d: bad JSON (%s)" % (name, n, e))
                continue
            if not isinstance(obj, dict):
                err("%s:%d: not an object" % (name, n))
                continue
            if set(obj) != keys:
                err("%s:%d: keys %s != %s" % (name, n, sorted(obj), sorted(keys)))
                continue
            bad = [k for k, v in obj.items() if not isinstance(v, str) or not v.strip()]
            if bad:
                err("%s:%d: empty or non-string values for %s" % (name, n, bad))
                continue
            rows.append((n, obj))
    return rows


def check_dups(name, rows, seen_exact, seen_norm):
    for n, r in rows:
        t = r["text"]
        if t in seen_exact:
            err("%s:%d: duplicate text (also %s)" % (name, n, seen_exact[t]))
        else:
            seen_exact[t] = "%s:%d" % (name, n)
        k = norm(t)
        if k in seen_norm and seen_norm[k] != seen_exact.get(t):
            err("%s:%d: near-duplicate text (normalised) of %s" % (name, n, seen_norm[k]))
        else:
            seen_norm.setdefault(k, "%s:%d" % (name, n))


def show(title, counter):
    print(title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-28s %d" % (k, v))


def main():
    attacks = load("attacks.jsonl", ATTACK_KEYS)
    benign = load("benign.jsonl", BENIGN_KEYS)

    for n, r in attacks:
        t = r["text"]
        if not 40 <= len(t) <= 500:
            err("attacks.jsonl:%d: text length %d outside 40-500" % (n, len(t)))
        if r["category"] not in CATEGORIES:
            err("attacks.jsonl:%d: unknown category %r" % (n, r["category"]))
        obf = r["obfuscation"]
        if obf != "none":
            parts = obf.split("+")
            unknown = [p for p in parts if p not in CHAR_OBF | PHRASE_OBF]
            if unknown or len(set(parts)) != len(parts):
                err("attacks.jsonl:%d: bad obfuscation %r" % (n, obf))
        if not LANG_RE.match(r["lang"]):
            err("attacks.jsonl:%d: bad lang %r" % (n, r["lang"]))
        if r["category"] == "multilingual" and r["lang"] == "en":
            err("attacks.jsonl:%d: multilingual entry with lang=en" % n)

    for n, r in benign:
        t = r["text"]
        if not 20 <= len(t) <= 500:
            err("benign.jsonl:%d: text length %d outside 20-500" % (n, len(t)))
        if r["kind"] not in KINDS:
            err("benign.jsonl:%d: unknown kind %r" % (n, r["kind"]))
        note = r["note"]
        if note.lower().startswith("near-miss") and not (note.startswith(HARD) or note.startswith(MILD)):
            err("benign.jsonl:%d: malformed near-miss prefix" % n)
        if INVISIBLE.search(t) and "\u200d" not in t:
            err("benign.jsonl:%d: invisible/bidi characters in benign text" % n)

    seen_exact, seen_norm = {}, {}
    check_dups("attacks.jsonl", attacks, seen_exact, seen_norm)
    check_dups("benign.jsonl", benign, seen_exact, seen_norm)

    # ---------------------------------------------------------------- counts
    print("attacks.jsonl: %d entries" % len(attacks))
    show("by category:", collections.Counter(r["category"] for _, r in attacks))
    show("by obfuscation (full label):", collections.Counter(r["obfuscation"] for _, r in attacks))
    tech = collections.Counter()
    group = collections.Counter()
    for _, r in attacks:
        parts = set(r["obfuscation"].split("+"))
        for p in parts:
            tech[p] += 1
        if parts == {"none"}:
            group["none"] += 1
        else:
            if parts & PHRASE_OBF:
                group["phrasing-level"] += 1
            if parts & CHAR_OBF:
                group["character/encoding"] += 1
    show("by obfuscation technique:", tech)
    show("by obfuscation group (combos count in each):", group)
    show("by lang:", collections.Counter(r["lang"] for _, r in attacks))

    print()
    print("benign.jsonl: %d entries" % len(benign))
    show("by kind:", collections.Counter(r["kind"] for _, r in benign))
    diff = collections.Counter()
    langs = collections.Counter()
    for _, r in benign:
        note = r["note"]
        diff["hard near-miss" if note.startswith(HARD) else
             "mild near-miss" if note.startswith(MILD) else "plain"] += 1
        m = NOTE_LANG_RE.search(note)
        langs[m.group(1) if m else "en"] += 1
    show("by difficulty:", diff)
    if benign:
        print("  hard share: %.1f%%" % (100.0 * diff["hard near-miss"] / len(benign)))
    show("by language (from note tag; en = untagged):", langs)
    print("  distinct languages: %d" % len({l for k in langs for l in k.split("+")}))

    print()
    if errors:
        print("ERRORS (%d):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("OK: no errors")
    return 0


if __name__ == "__main__":
    sys.exit(main())
