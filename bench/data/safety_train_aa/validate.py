#!/usr/bin/env python3
"""Validate the safety_train_aa corpus (stdlib only). Exit 1 on any error."""
import json, sys, os, re, collections, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
        "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
OBF = {"none", "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
       "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags",
       "bidi", "reversed", "split", "paraphrase", "indirect_polite", "buried_in_benign",
       "split_sentences", "roleplay", "conditional", "fake_authority"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
NOTE_PREFIXES = ("near-miss (hard): ", "near-miss (mild, trigger word only): ")

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
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: bad JSON: {e}"); continue
            if not isinstance(o, dict) or set(o) != keys:
                err(f"{name}:{i}: keys {sorted(o) if isinstance(o, dict) else type(o)} != {sorted(keys)}"); continue
            for k in keys:
                if not isinstance(o[k], str) or not o[k].strip():
                    err(f"{name}:{i}: field {k} must be a non-empty string")
            t = o["text"]
            if not (lo <= len(t) <= hi):
                err(f"{name}:{i}: text length {len(t)} outside {lo}-{hi}")
            rows.append((i, o))
    return rows

def norm(t):
    return " ".join(unicodedata.normalize("NFKC", t).lower().split())

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for i, o in att:
    if o["category"] not in CATS:
        err(f"attacks.jsonl:{i}: bad category {o['category']!r}")
    for part in o["obfuscation"].split("+"):
        if part not in OBF:
            err(f"attacks.jsonl:{i}: unknown obfuscation {part!r}")
    if "none" in o["obfuscation"].split("+") and o["obfuscation"] != "none":
        err(f"attacks.jsonl:{i}: 'none' combined with other techniques")
    if not LANG_RE.match(o["lang"]):
        err(f"attacks.jsonl:{i}: bad lang {o['lang']!r}")
    if o["category"] == "multilingual" and o["lang"] == "en":
        err(f"attacks.jsonl:{i}: multilingual entry with lang en")

for i, o in ben:
    if o["kind"] not in KINDS:
        err(f"benign.jsonl:{i}: bad kind {o['kind']!r}")
    if o["note"].startswith("near-miss") and not o["note"].startswith(NOTE_PREFIXES):
        err(f"benign.jsonl:{i}: malformed near-miss prefix")

# duplicates (exact and normalised), within and across files
seen = {}
for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for i, o in rows:
        k = norm(o["text"])
        if k in seen:
            err(f"{name}:{i}: duplicate text (first at {seen[k]})")
        else:
            seen[k] = f"{name}:{i}"

# shared sentences (>= 30 chars) across entries
sent_seen = {}
for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for i, o in rows:
        for s in re.split(r"(?<=[.!?。])\s+|\n", o["text"]):
            s = norm(s)
            if len(s) < 30 or s.startswith("-----"):  # PEM armour lines are a format, not prose
                continue
            if s in sent_seen and sent_seen[s] != f"{name}:{i}":
                err(f"{name}:{i}: sentence shared with {sent_seen[s]}: {s[:60]!r}")
            sent_seen.setdefault(s, f"{name}:{i}")

def show(title, counter):
    print(title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:28s} {v}")

print(f"attacks: {len(att)}  benign: {len(ben)}")
show("attack categories:", collections.Counter(o["category"] for _, o in att))
show("attack obfuscation:", collections.Counter(o["obfuscation"] for _, o in att))
show("attack lang:", collections.Counter(o["lang"] for _, o in att))
show("benign kinds:", collections.Counter(o["kind"] for _, o in ben))
hard = sum(o["note"].startswith(NOTE_PREFIXES[0]) for _, o in ben)
mild = sum(o["note"].startswith(NOTE_PREFIXES[1]) for _, o in ben)
print(f"benign near-miss: hard={hard} mild={mild} plain={len(ben) - hard - mild}")
for name, rows in (("attacks", att), ("benign", ben)):
    L = sorted(len(o["text"]) for _, o in rows)
    if L:
        print(f"{name} length: min={L[0]} median={L[len(L)//2]} max={L[-1]} "
              f"share 50-160={sum(50 <= x <= 160 for x in L)/len(L):.2f}")

if errors:
    print(f"\n{len(errors)} error(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
