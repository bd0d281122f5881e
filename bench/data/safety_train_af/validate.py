#!/usr/bin/env python3
"""Validate the safety_train_af corpus (stdlib only). Exit 1 on any error."""
import json, os, re, sys, unicodedata
from collections import Counter

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
                "conditional", "fake_authority"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
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
                r = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{name}:{i}: bad JSON: {e}"); continue
            if not isinstance(r, dict) or set(r) != keys:
                err(f"{name}:{i}: keys {sorted(r) if isinstance(r, dict) else type(r)} != {sorted(keys)}"); continue
            if not all(isinstance(r[k], str) for k in keys):
                err(f"{name}:{i}: non-string field"); continue
            if not lo <= len(r["text"]) <= hi:
                err(f"{name}:{i}: text length {len(r['text'])} outside {lo}-{hi}")
            if not r["note"].strip():
                err(f"{name}:{i}: empty note")
            rows.append((i, r))
    return rows

attacks = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
benign = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for i, r in attacks:
    if r["category"] not in CATEGORIES:
        err(f"attacks.jsonl:{i}: unknown category {r['category']!r}")
    for part in r["obfuscation"].split("+"):
        if part not in OBFUSCATIONS:
            err(f"attacks.jsonl:{i}: unknown obfuscation {part!r}")
    if "none" in r["obfuscation"].split("+") and r["obfuscation"] != "none":
        err(f"attacks.jsonl:{i}: 'none' combined with other techniques")
    if not LANG_RE.match(r["lang"]):
        err(f"attacks.jsonl:{i}: bad lang {r['lang']!r}")
for i, r in benign:
    if r["kind"] not in KINDS:
        err(f"benign.jsonl:{i}: unknown kind {r['kind']!r}")
    n = r["note"]
    if n.startswith("near-miss") and not (n.startswith("near-miss (hard): ") or
                                          n.startswith("near-miss (mild, trigger word only): ")):
        err(f"benign.jsonl:{i}: malformed near-miss prefix")

seen = {}
for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    for i, r in rows:
        k = norm(r["text"])
        if k in seen:
            err(f"{name}:{i}: duplicate of {seen[k]}")
        else:
            seen[k] = f"{name}:{i}"

def show(title, counter):
    print(f"{title}:")
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(attacks)}   benign: {len(benign)}")
show("attack categories", Counter(r["category"] for _, r in attacks))
show("attack obfuscation", Counter(r["obfuscation"] for _, r in attacks))
show("attack lang", Counter(r["lang"] for _, r in attacks))
show("benign kinds", Counter(r["kind"] for _, r in benign))
hard = sum(r["note"].startswith("near-miss (hard)") for _, r in benign)
mild = sum(r["note"].startswith("near-miss (mild") for _, r in benign)
print(f"benign near-miss: hard={hard} mild={mild} plain={len(benign) - hard - mild}")
lens = sorted(len(r["text"]) for _, r in attacks + benign)
print(f"text length: min={lens[0]} median={lens[len(lens)//2]} max={lens[-1]}")

if errors:
    print(f"\n{len(errors)} error(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
