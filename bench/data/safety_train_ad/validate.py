#!/usr/bin/env python3
"""Validate the safety_train_ad training corpus (stdlib only). Exit 1 on any error."""
import collections, json, os, re, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"instruction_override", "role_hijack", "forged_markers", "exfiltration",
              "persistence", "hidden_markup", "credentials", "multilingual"}
KINDS = {"dev_note", "environment", "preference", "project_convention", "personal", "llm_work",
         "security_research", "shell_config", "scheduled_jobs", "secrets_topic", "web_markup",
         "memory_management", "multilingual", "everyday_language", "emoji_math_code"}
OBFUSCATIONS = {"homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
                "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities",
                "unicode_tags", "bidi", "reversed", "split", "paraphrase", "indirect_polite",
                "buried_in_benign", "split_sentences", "roleplay", "conditional",
                "fake_authority", "typos"}
NOTE_PREFIXES = ("near-miss (hard): ", "near-miss (mild, trigger word only): ")
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
errors = []

def err(msg):
    errors.append(msg)

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = re.sub(r"[\u200b-\u200f\u2060\u202a-\u202e\U000e0000-\U000e007f]", "", t)
    return re.sub(r"\s+", " ", t).strip().lower()

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{name}:{n}: blank line"); continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{name}:{n}: bad JSON: {e}"); continue
            if not isinstance(obj, dict) or set(obj) != keys:
                err(f"{name}:{n}: keys {sorted(obj) if isinstance(obj, dict) else type(obj)} != {sorted(keys)}"); continue
            if not all(isinstance(obj[k], str) for k in keys):
                err(f"{name}:{n}: all values must be strings"); continue
            if not lo <= len(obj["text"]) <= hi:
                err(f"{name}:{n}: text length {len(obj['text'])} not in [{lo},{hi}]")
            if not obj["note"].strip():
                err(f"{name}:{n}: empty note")
            rows.append((n, obj))
    return rows

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for n, a in att:
    if a["category"] not in CATEGORIES:
        err(f"attacks.jsonl:{n}: unknown category {a['category']!r}")
    if a["obfuscation"] != "none":
        for part in a["obfuscation"].split("+"):
            if part not in OBFUSCATIONS:
                err(f"attacks.jsonl:{n}: unknown obfuscation {part!r}")
    if not LANG_RE.match(a["lang"]):
        err(f"attacks.jsonl:{n}: bad lang {a['lang']!r}")
    if a["category"] == "multilingual" and a["lang"] == "en":
        err(f"attacks.jsonl:{n}: multilingual entry with lang 'en'")
for n, b in ben:
    if b["kind"] not in KINDS:
        err(f"benign.jsonl:{n}: unknown kind {b['kind']!r}")
    if b["note"].startswith("near-miss") and not b["note"].startswith(NOTE_PREFIXES):
        err(f"benign.jsonl:{n}: malformed near-miss prefix in note")

seen = {}
for name, rows in (("attacks.jsonl", att), ("benign.jsonl", ben)):
    for n, o in rows:
        for key, label in ((o["text"], "exact"), (norm(o["text"]), "normalised")):
            k = (label, key)
            if k in seen:
                err(f"{name}:{n}: duplicate ({label}) of {seen[k]}")
            else:
                seen[k] = f"{name}:{n}"

def show(title, counter):
    print(f"{title}:")
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:40s} {v}")

print(f"attacks: {len(att)}   benign: {len(ben)}")
show("attack categories", collections.Counter(a["category"] for _, a in att))
show("attack obfuscation", collections.Counter(a["obfuscation"] for _, a in att))
show("attack lang", collections.Counter(a["lang"] for _, a in att))
show("benign kinds", collections.Counter(b["kind"] for _, b in ben))
show("benign near-miss", collections.Counter(
    "hard" if b["note"].startswith(NOTE_PREFIXES[0]) else
    "mild" if b["note"].startswith(NOTE_PREFIXES[1]) else "plain" for _, b in ben))
if errors:
    print(f"\n{len(errors)} error(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
