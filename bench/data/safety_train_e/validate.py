#!/usr/bin/env python3
"""Validate safety_train_e (stdlib only). Exits 1 on any error."""
import collections, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"instruction_override", "role_hijack", "forged_markers", "exfiltration", "persistence",
        "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
OBF = {"none", "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case", "fullwidth",
       "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags", "bidi", "reversed", "split",
       "paraphrase", "indirect_polite", "buried_in_benign", "split_sentences", "roleplay", "conditional",
       "fake_authority"}
CHAR_OBF = {"homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case", "fullwidth",
            "base64", "hex", "rot13", "url_encoding", "html_entities", "unicode_tags", "bidi", "reversed", "split"}
errors = []

def load(name, keys, lo):
    items = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                errors.append(f"{name}:{i}: blank line"); continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{i}: bad JSON: {e}"); continue
            if not isinstance(obj, dict) or set(obj) != keys:
                errors.append(f"{name}:{i}: keys {sorted(obj) if isinstance(obj, dict) else type(obj)} != {sorted(keys)}"); continue
            if not all(isinstance(v, str) and v for v in obj.values()):
                errors.append(f"{name}:{i}: empty or non-string value"); continue
            n = len(obj["text"])
            if not lo <= n <= 500:
                errors.append(f"{name}:{i}: text length {n} outside {lo}-500")
            items.append((i, obj))
    return items

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20)

for i, a in att:
    if a["category"] not in CATS:
        errors.append(f"attacks.jsonl:{i}: bad category {a['category']}")
    for t in a["obfuscation"].split("+"):
        if t not in OBF or (t == "none" and a["obfuscation"] != "none"):
            errors.append(f"attacks.jsonl:{i}: bad obfuscation {a['obfuscation']}")
    for l in a["lang"].split("+"):
        if not (len(l) == 2 and l.isalpha() and l.islower()):
            errors.append(f"attacks.jsonl:{i}: bad lang {a['lang']}")
    if a["category"] == "multilingual" and a["lang"] == "en":
        errors.append(f"attacks.jsonl:{i}: multilingual entry with lang en")
for i, b in ben:
    if b["kind"] not in KINDS:
        errors.append(f"benign.jsonl:{i}: bad kind {b['kind']}")
    if b["note"].startswith("near-miss") and not (b["note"].startswith("near-miss (hard): ")
                                                 or b["note"].startswith("near-miss (mild, trigger word only): ")):
        errors.append(f"benign.jsonl:{i}: malformed near-miss prefix")

texts = collections.Counter([a["text"] for _, a in att] + [b["text"] for _, b in ben])
for t, c in texts.items():
    if c > 1:
        errors.append(f"duplicate text ({c}x): {t[:70]!r}")

def show(title, counter):
    print(f"{title}:")
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:28s} {v}")

A = [a for _, a in att]; B = [b for _, b in ben]
print(f"attacks: {len(A)}   benign: {len(B)}")
show("attack category", collections.Counter(a["category"] for a in A))
show("attack obfuscation", collections.Counter(a["obfuscation"] for a in A))
show("attack lang", collections.Counter(a["lang"] for a in A))
show("benign kind", collections.Counter(b["kind"] for b in B))
char = sum(1 for a in A if set(a["obfuscation"].split("+")) & CHAR_OBF)
non_en_att = sum(1 for a in A if a["lang"] != "en")
langs_att = {l for a in A for l in a["lang"].split("+")} - {"en"}
hard = sum(b["note"].startswith("near-miss (hard)") for b in B)
mild = sum(b["note"].startswith("near-miss (mild") for b in B)
ml_ben = sum(b["kind"] == "multilingual" for b in B)
print(f"char/encoding obfuscation: {char} ({100*char/max(len(A),1):.1f}%)")
print(f"non-English attacks: {non_en_att} across {len(langs_att)} languages")
print(f"benign near-miss hard: {hard} ({100*hard/max(len(B),1):.1f}%), mild: {mild}, multilingual: {ml_ben}")
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors[:50]:
        print("  " + e)
    sys.exit(1)
print("OK")
