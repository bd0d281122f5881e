#!/usr/bin/env python3
"""Validate safety_train_ac (stdlib only). Exit 1 on any error."""
import json, os, re, sys, unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
        "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal",
         "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
         "web_markup", "memory_management", "multilingual", "everyday_language",
         "emoji_math_code"}
OBF = {"homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
       "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags",
       "bidi", "reversed", "split", "paraphrase", "indirect_polite", "buried_in_benign",
       "split_sentences", "roleplay", "conditional", "fake_authority"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
errors = []

def err(msg):
    errors.append(msg)

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    return re.sub(r"\s+", " ", t).strip().lower()

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line"); continue
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: bad JSON ({e})"); continue
            if not isinstance(o, dict) or set(o) != set(keys):
                err(f"{name}:{n}: keys {sorted(o) if isinstance(o, dict) else type(o)} != {sorted(keys)}"); continue
            if not all(isinstance(o[k], str) and o[k] for k in keys):
                err(f"{name}:{n}: every field must be a non-empty string"); continue
            if not lo <= len(o["text"]) <= hi:
                err(f"{name}:{n}: text length {len(o['text'])} outside {lo}-{hi}")
            rows.append((n, o))
    return rows

att = load("attacks.jsonl", ["text", "category", "obfuscation", "lang", "note"], 40, 500)
ben = load("benign.jsonl", ["text", "kind", "note"], 20, 500)

for n, o in att:
    if o["category"] not in CATS:
        err(f"attacks.jsonl:{n}: unknown category {o['category']!r}")
    if o["obfuscation"] != "none":
        for part in o["obfuscation"].split("+"):
            if part not in OBF:
                err(f"attacks.jsonl:{n}: unknown obfuscation {part!r}")
    if not LANG_RE.match(o["lang"]):
        err(f"attacks.jsonl:{n}: bad lang {o['lang']!r}")
    if o["category"] == "multilingual" and o["lang"] == "en":
        err(f"attacks.jsonl:{n}: multilingual entry with lang=en")
for n, o in ben:
    if o["kind"] not in KINDS:
        err(f"benign.jsonl:{n}: unknown kind {o['kind']!r}")
    if o["note"].lower().startswith("near-miss") and not (
            o["note"].startswith("near-miss (hard): ") or
            o["note"].startswith("near-miss (mild, trigger word only): ")):
        err(f"benign.jsonl:{n}: malformed near-miss prefix")

seen = {}
for fname, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for n, o in rows:
        k = norm(o["text"])
        if k in seen:
            err(f"{fname}:{n}: duplicate text (first at {seen[k]})")
        else:
            seen[k] = f"{fname}:{n}"

# shared sentences (>= 40 chars) across entries indicate template reuse
sent_seen = {}
for fname, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for n, o in rows:
        for s in re.split(r"(?<=[.!?。])\s+", norm(o["text"])):
            if len(s) >= 40:
                if s in sent_seen and sent_seen[s] != f"{fname}:{n}":
                    err(f"{fname}:{n}: sentence shared with {sent_seen[s]}: {s[:60]!r}")
                sent_seen.setdefault(s, f"{fname}:{n}")

def show(title, c):
    print(f"{title}:")
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(att)}   benign: {len(ben)}")
show("category", Counter(o["category"] for _, o in att))
show("obfuscation", Counter(o["obfuscation"] for _, o in att))
show("lang", Counter(o["lang"] for _, o in att))
show("kind", Counter(o["kind"] for _, o in ben))
nm = Counter("hard" if o["note"].startswith("near-miss (hard)") else
             "mild" if o["note"].startswith("near-miss (mild") else "plain" for _, o in ben)
show("benign near-miss", nm)
lens = sorted(len(o["text"]) for _, o in att + ben)
print(f"text length: min {lens[0]}  median {lens[len(lens)//2]}  max {lens[-1]}")

if errors:
    print(f"\n{len(errors)} error(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
