#!/usr/bin/env python3
"""Validate safety_train_ab (stdlib only). Exits 1 on any error."""
import json, os, re, sys, unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
        "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language",
         "emoji_math_code"}
OBF = {"none", "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
       "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags",
       "bidi", "reversed", "split", "paraphrase", "indirect_polite", "buried_in_benign",
       "split_sentences", "roleplay", "conditional_trigger", "fake_authority"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
errors = []

def err(msg):
    errors.append(msg)

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{i}: blank line"); continue
            try:
                o = json.loads(line)
            except Exception as e:
                err(f"{name}:{i}: bad json: {e}"); continue
            if not isinstance(o, dict) or set(o) != keys:
                err(f"{name}:{i}: keys {sorted(o) if isinstance(o, dict) else type(o)} != {sorted(keys)}"); continue
            if not all(isinstance(v, str) for v in o.values()):
                err(f"{name}:{i}: non-string value"); continue
            n = len(o["text"])
            if not lo <= n <= hi:
                err(f"{name}:{i}: text length {n} outside {lo}-{hi}")
            if not o["note"].strip():
                err(f"{name}:{i}: empty note")
            rows.append((i, o))
    return rows

def norm(t):
    t = unicodedata.normalize("NFKC", t).lower()
    return re.sub(r"\W+", " ", t).strip()

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for i, o in att:
    if o["category"] not in CATS:
        err(f"attacks.jsonl:{i}: bad category {o['category']}")
    for part in o["obfuscation"].split("+"):
        if part not in OBF:
            err(f"attacks.jsonl:{i}: unknown obfuscation {part}")
    if "none" in o["obfuscation"].split("+") and o["obfuscation"] != "none":
        err(f"attacks.jsonl:{i}: 'none' combined with others")
    if not LANG_RE.match(o["lang"]):
        err(f"attacks.jsonl:{i}: bad lang {o['lang']}")
    if o["category"] == "multilingual" and o["lang"] == "en":
        err(f"attacks.jsonl:{i}: multilingual entry with lang en")
for i, o in ben:
    if o["kind"] not in KINDS:
        err(f"benign.jsonl:{i}: bad kind {o['kind']}")

seen = {}
for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for i, o in rows:
        k = norm(o["text"])
        if k in seen:
            err(f"{name}:{i}: duplicate of {seen[k]}")
        else:
            seen[k] = f"{name}:{i}"

# no sentence (>= 40 chars) shared between two entries
sent_seen = {}
for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for i, o in rows:
        for s in re.split(r"(?<=[.!?])\s+|\n", o["text"]):
            s = norm(s)
            if len(s) < 40:
                continue
            where = f"{name}:{i}"
            if s in sent_seen and sent_seen[s] != where:
                err(f"{where}: shares a sentence with {sent_seen[s]}: {s[:60]!r}")
            sent_seen.setdefault(s, where)

def show(title, c):
    print(title)
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(att)}  benign: {len(ben)}")
show("category:", Counter(o["category"] for _, o in att))
show("obfuscation:", Counter(o["obfuscation"] for _, o in att))
show("lang:", Counter(o["lang"] for _, o in att))
show("kind:", Counter(o["kind"] for _, o in ben))
hard = sum(o["note"].startswith("near-miss (hard): ") for _, o in ben)
mild = sum(o["note"].startswith("near-miss (mild, trigger word only): ") for _, o in ben)
print(f"benign near-miss hard: {hard} ({100*hard/max(1,len(ben)):.0f}%), mild: {mild}")
lens = sorted(len(o["text"]) for _, o in att + ben)
if lens:
    print(f"text length min/median/max: {lens[0]}/{lens[len(lens)//2]}/{lens[-1]}")

if errors:
    print(f"\n{len(errors)} error(s):", file=sys.stderr)
    for e in errors:
        print("  " + e, file=sys.stderr)
    sys.exit(1)
print("OK")
