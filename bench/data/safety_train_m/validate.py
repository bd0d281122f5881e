#!/usr/bin/env python3
"""Validate safety_train_m: schema, lengths, enums, duplicates; print counts. Exit 1 on any error. stdlib only."""
import json, os, re, sys, unicodedata
from collections import Counter

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
UNDERLYING = CATS - {"multilingual"}
LANG_RE = re.compile(r"^[a-z]{2}(\+[a-z]{2})*$")
HARD = "near-miss (hard): "
MILD = "near-miss (mild, trigger word only): "
INVIS = re.compile("[\u200b-\u200f\u2060-\u2064\u202a-\u202e\ufeff\U000e0000-\U000e007f]")

errors = []
def err(msg): errors.append(msg)

def norm(t):
    t = INVIS.sub("", unicodedata.normalize("NFKC", t)).casefold()
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

att = load("attacks.jsonl", {"text", "category", "obfuscation", "lang", "note"}, 40, 500)
ben = load("benign.jsonl", {"text", "kind", "note"}, 20, 500)

for i, o in att:
    if o["category"] not in CATS: err(f"attacks:{i}: bad category {o['category']}")
    toks = o["obfuscation"].split("+")
    if any(t not in OBF for t in toks) or ("none" in toks and len(toks) > 1):
        err(f"attacks:{i}: bad obfuscation {o['obfuscation']}")
    if not LANG_RE.match(o["lang"]): err(f"attacks:{i}: bad lang {o['lang']}")
    if o["lang"] != "en" and o["category"] != "multilingual":
        err(f"attacks:{i}: non-English entry must use category multilingual")
    if o["lang"] == "en" and o["category"] == "multilingual":
        err(f"attacks:{i}: English entry labelled multilingual")
    if o["category"] == "multilingual":
        u = o["note"].split(":", 1)[0]
        if u not in UNDERLYING: err(f"attacks:{i}: multilingual note must start with underlying category, got {u!r}")

for i, o in ben:
    if o["kind"] not in KINDS: err(f"benign:{i}: bad kind {o['kind']}")
    rest = o["note"]
    for p in (HARD, MILD):
        if rest.startswith(p): rest = rest[len(p):]
    if not re.match(r"^\[[a-z]{2}(\+[a-z]{2})*\] ", rest): err(f"benign:{i}: note lacks [lang] tag")

seen = {}
for fname, rows in (("attacks", att), ("benign", ben)):
    for i, o in rows:
        for key in (o["text"], "N:" + norm(o["text"])):
            if key in seen:
                err(f"{fname}:{i}: duplicate of {seen[key]}")
                break
            seen[key] = f"{fname}:{i}"

def show(title, c):
    print(f"\n{title}:")
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {k:28s} {v}")

print(f"attacks: {len(att)}   benign: {len(ben)}")
A = [o for _, o in att]; B = [o for _, o in ben]
show("attack category", Counter(o["category"] for o in A))
show("attack underlying category (multilingual notes)", Counter(o["note"].split(":", 1)[0] for o in A if o["category"] == "multilingual"))
show("attack obfuscation technique", Counter(t for o in A for t in o["obfuscation"].split("+")))
show("attack lang", Counter(o["lang"] for o in A))
show("benign kind", Counter(o["kind"] for o in B))
blang = Counter(re.search(r"\[([a-z+]+)\]", o["note"]).group(1) for o in B if re.search(r"\[([a-z+]+)\]", o["note"]))
show("benign lang (from note tag)", blang)
hard = sum(o["note"].startswith(HARD) for o in B); mild = sum(o["note"].startswith(MILD) for o in B)
print(f"\nbenign near-miss: hard {hard} ({hard/len(B):.0%}), mild {mild} ({mild/len(B):.0%}), plain {len(B)-hard-mild}")
na = sum(o["lang"] != "en" for o in A); nb = sum(blang[k] for k in blang if k != "en")
print(f"non-English share: attacks {na/len(A):.0%}, benign {nb/len(B):.0%}")

if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for e in errors[:200]: print("  " + e)
    sys.exit(1)
print("\nOK")
