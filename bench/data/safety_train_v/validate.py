#!/usr/bin/env python3
"""Validate the safety_train_v corpus (stdlib only). Exit 1 on any error."""
import json, os, re, sys, unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
              "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language",
         "emoji_math_code"}
OBFS = {"none", "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
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
                err(f"{name}:{i}: empty line"); continue
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: bad JSON: {e}"); continue
            if not isinstance(r, dict) or set(r) != keys:
                err(f"{name}:{i}: keys {sorted(r) if isinstance(r, dict) else type(r)} != {sorted(keys)}"); continue
            for k in keys:
                if not isinstance(r[k], str) or not r[k].strip():
                    err(f"{name}:{i}: field {k} must be a non-empty string")
            t = r["text"]
            if isinstance(t, str) and not (lo <= len(t) <= hi):
                err(f"{name}:{i}: text length {len(t)} outside {lo}-{hi}")
            rows.append((i, r))
    return rows

attacks = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
benign = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for i, r in attacks:
    if r["category"] not in CATEGORIES:
        err(f"attacks.jsonl:{i}: unknown category {r['category']!r}")
    for part in r["obfuscation"].split("+"):
        if part not in OBFS:
            err(f"attacks.jsonl:{i}: unknown obfuscation {part!r}")
    if "none" in r["obfuscation"].split("+") and r["obfuscation"] != "none":
        err(f"attacks.jsonl:{i}: 'none' combined with other techniques")
    if not LANG_RE.match(r["lang"]):
        err(f"attacks.jsonl:{i}: bad lang {r['lang']!r}")
for i, r in benign:
    if r["kind"] not in KINDS:
        err(f"benign.jsonl:{i}: unknown kind {r['kind']!r}")
    if r["note"].startswith("near-miss") and not r["note"].startswith(NOTE_PREFIXES):
        err(f"benign.jsonl:{i}: malformed near-miss prefix")

# duplicates: exact and normalised, within and across files
def norm(s):
    s = unicodedata.normalize("NFKC", s).lower()
    return re.sub(r"\s+", " ", s).strip()
seen = {}
for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    for i, r in rows:
        key = norm(r["text"])
        if key in seen:
            err(f"{name}:{i}: duplicate of {seen[key]}")
        else:
            seen[key] = f"{name}:{i}"

def show(title, c):
    print(f"{title}:")
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(attacks)}   benign: {len(benign)}")
show("attack category", Counter(r["category"] for _, r in attacks))
show("attack obfuscation technique", Counter(p for _, r in attacks for p in r["obfuscation"].split("+")))
show("attack lang", Counter(r["lang"] for _, r in attacks))
base_langs = Counter(p for _, r in attacks for p in r["lang"].split("+"))
print(f"distinct attack languages (incl. mixed parts): {len(base_langs)}")
show("benign kind", Counter(r["kind"] for _, r in benign))
hard = sum(r["note"].startswith(NOTE_PREFIXES[0]) for _, r in benign)
mild = sum(r["note"].startswith(NOTE_PREFIXES[1]) for _, r in benign)
print(f"benign near-miss: hard {hard} ({100*hard/max(1,len(benign)):.0f}%), mild {mild}, plain {len(benign)-hard-mild}")

if errors:
    print(f"\n{len(errors)} error(s):", file=sys.stderr)
    for e in errors:
        print("  " + e, file=sys.stderr)
    sys.exit(1)
print("OK")
