#!/usr/bin/env python3
"""Validate attacks.jsonl / benign.jsonl in this directory (stdlib only). Exit 1 on any error."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence",
              "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work", "security_research",
         "shell_config", "scheduled_jobs", "secrets_topic", "web_markup", "memory_management", "multilingual",
         "everyday_language", "emoji_math_code"}
A_KEYS = ["text", "category", "obfuscation", "lang", "note"]
B_KEYS = ["text", "kind", "note"]
PREFIXES = ("near-miss (hard): ", "near-miss (mild, trigger word only): ")
OBF_RE = re.compile(r"^[a-z0-9_]+(\+[a-z0-9_]+)*$")
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
errors = []

def err(msg):
    errors.append(msg)

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    try:
        fh = open(path, encoding="utf-8")
    except OSError as e:
        err("%s: cannot open (%s)" % (name, e)); return rows
    with fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                err("%s:%d: empty line" % (name, i)); continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err("%s:%d: bad JSON (%s)" % (name, i, e)); continue
            if not isinstance(obj, dict) or sorted(obj) != sorted(keys):
                err("%s:%d: keys must be exactly %s, got %s" % (name, i, keys, list(obj) if isinstance(obj, dict) else type(obj)))
                continue
            for k in keys:
                if not isinstance(obj[k], str) or not obj[k].strip():
                    err("%s:%d: field %r must be a non-empty string" % (name, i, k))
            t = obj["text"]
            if isinstance(t, str) and not (lo <= len(t) <= hi):
                err("%s:%d: text length %d outside %d-%d" % (name, i, len(t), lo, hi))
            rows.append((i, obj))
    return rows

attacks = load("attacks.jsonl", A_KEYS, 40, 500)
benign = load("benign.jsonl", B_KEYS, 20, 500)

for i, a in attacks:
    if a["category"] not in CATEGORIES: err("attacks.jsonl:%d: unknown category %r" % (i, a["category"]))
    if not OBF_RE.match(a["obfuscation"]): err("attacks.jsonl:%d: bad obfuscation %r" % (i, a["obfuscation"]))
    if a["obfuscation"] != "none" and "none" in a["obfuscation"].split("+"): err("attacks.jsonl:%d: 'none' combined" % i)
    if not LANG_RE.match(a["lang"]): err("attacks.jsonl:%d: bad lang %r" % (i, a["lang"]))
    if a["category"] == "multilingual" and a["lang"] == "en": err("attacks.jsonl:%d: multilingual entry with lang en" % i)
for i, b in benign:
    if b["kind"] not in KINDS: err("benign.jsonl:%d: unknown kind %r" % (i, b["kind"]))
    if b["note"].startswith("near-miss") and not b["note"].startswith(PREFIXES):
        err("benign.jsonl:%d: malformed near-miss prefix" % i)

def norm(t): return " ".join(t.split()).casefold()
seen = {}
for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    for i, o in rows:
        for key in (("exact", o["text"]), ("normalised", norm(o["text"]))):
            if key in seen:
                err("%s:%d: duplicate (%s) of %s:%d" % (name, i, key[0], *seen[key])); break
            seen[key] = (name, i)

def show(title, cnt):
    print("%s:" % title)
    for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-40s %4d" % (k, v))

print("attacks: %d   benign: %d" % (len(attacks), len(benign)))
show("attack categories", Counter(a["category"] for _, a in attacks))
show("attack obfuscation techniques (each +part counted)", Counter(p for _, a in attacks for p in a["obfuscation"].split("+")))
show("attack lang", Counter(a["lang"] for _, a in attacks))
show("benign kinds", Counter(b["kind"] for _, b in benign))
hard = sum(b["note"].startswith(PREFIXES[0]) for _, b in benign)
mild = sum(b["note"].startswith(PREFIXES[1]) for _, b in benign)
print("benign near-miss: hard %d, mild %d, other %d" % (hard, mild, len(benign) - hard - mild))
for name, rows in (("attacks", attacks), ("benign", benign)):
    ls = [len(o["text"]) for _, o in rows]
    if ls:
        out = sum(not (250 <= l <= 500) for l in ls)
        print("%s length: min %d, max %d, mean %.0f; outside this set's 250-500 target: %d" % (name, min(ls), max(ls), sum(ls) / len(ls), out))

if errors:
    print("\nERRORS (%d):" % len(errors))
    for e in errors[:50]: print("  " + e)
    sys.exit(1)
print("\nOK")
