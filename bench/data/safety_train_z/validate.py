#!/usr/bin/env python3
"""Validate safety_train_z (stdlib only). Exit 1 on any error."""
import json, os, re, sys, collections, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
              "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
OBFUSCATIONS = {"none", "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak",
                "mixed_case", "fullwidth", "base64", "hex", "rot13", "url_encoding",
                "html_entities", "unicode_tags", "bidi", "reversed", "split", "paraphrase",
                "indirect_polite", "buried_in_benign", "split_sentences", "roleplay",
                "conditional", "fake_authority",
                # research-style phrasing techniques emphasised in this corpus
                "hypothetical", "refusal_suppression", "prefix_injection", "fake_completion",
                "few_shot", "question_form"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
NOTE_PREFIXES = ("near-miss (hard): ", "near-miss (mild, trigger word only): ")

errors = []

def err(msg):
    errors.append(msg)

def norm(t):
    t = unicodedata.normalize("NFKC", t).lower()
    return re.sub(r"\s+", " ", t).strip()

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
            if not all(isinstance(o[k], str) and o[k] for k in keys):
                err(f"{name}:{i}: all values must be non-empty strings"); continue
            n = len(o["text"])
            if not lo <= n <= hi:
                err(f"{name}:{i}: text length {n} outside {lo}-{hi}")
            rows.append((i, o))
    return rows

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for i, o in att:
    if o["category"] not in CATEGORIES:
        err(f"attacks.jsonl:{i}: unknown category {o['category']!r}")
    parts = o["obfuscation"].split("+")
    if any(p not in OBFUSCATIONS for p in parts) or ("none" in parts and len(parts) > 1):
        err(f"attacks.jsonl:{i}: bad obfuscation {o['obfuscation']!r}")
    if not LANG_RE.match(o["lang"]):
        err(f"attacks.jsonl:{i}: bad lang {o['lang']!r}")
    if o["category"] == "multilingual" and o["lang"] == "en":
        err(f"attacks.jsonl:{i}: multilingual entry with lang en")

for i, o in ben:
    if o["kind"] not in KINDS:
        err(f"benign.jsonl:{i}: unknown kind {o['kind']!r}")
    if o["note"].startswith("near-miss") and not o["note"].startswith(NOTE_PREFIXES):
        err(f"benign.jsonl:{i}: malformed near-miss note prefix")

seen = {}
for fname, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for i, o in rows:
        k = norm(o["text"])
        if k in seen:
            err(f"{fname}:{i}: duplicate text (first at {seen[k]})")
        else:
            seen[k] = f"{fname}:{i}"

# shared sentences (warning level: reported, counted as error if long sentence repeats)
sent_seen = {}
for fname, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for i, o in rows:
        for s in re.split(r"(?<=[.!?])\s+|\n", o["text"]):
            s = norm(s)
            if len(s) < 35:
                continue
            if s in sent_seen and sent_seen[s] != f"{fname}:{i}":
                err(f"{fname}:{i}: sentence shared with {sent_seen[s]}: {s[:60]!r}")
            sent_seen.setdefault(s, f"{fname}:{i}")

def show(title, counter):
    print(f"{title}:")
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:32s} {v}")

print(f"attacks: {len(att)}   benign: {len(ben)}")
show("category", collections.Counter(o["category"] for _, o in att))
show("obfuscation", collections.Counter(o["obfuscation"] for _, o in att))
show("lang", collections.Counter(o["lang"] for _, o in att))
show("kind", collections.Counter(o["kind"] for _, o in ben))
hard = sum(o["note"].startswith(NOTE_PREFIXES[0]) for _, o in ben)
mild = sum(o["note"].startswith(NOTE_PREFIXES[1]) for _, o in ben)
print(f"near-miss hard: {hard} ({100*hard/max(1,len(ben)):.1f}%)   mild: {mild}")
la = [len(o["text"]) for _, o in att]; lb = [len(o["text"]) for _, o in ben]
if la and lb:
    print(f"length attacks min/median/max: {min(la)}/{sorted(la)[len(la)//2]}/{max(la)}")
    print(f"length benign  min/median/max: {min(lb)}/{sorted(lb)[len(lb)//2]}/{max(lb)}")

if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
