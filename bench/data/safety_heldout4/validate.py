"""Validate safety_heldout4 JSONL files and print counts (stdlib only, cheap)."""

import collections
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
ATTACK_KEYS = {"text", "category", "obfuscation", "lang", "note"}
BENIGN_KEYS = {"text", "kind", "note"}


def load(name, keys, lo, hi):
    rows, errors = [], []
    for i, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"{name}:{i}: bad JSON ({e})")
            continue
        if set(r) != keys:
            errors.append(f"{name}:{i}: keys {sorted(r)}")
        if not all(isinstance(r.get(k), str) and r.get(k) for k in keys):
            errors.append(f"{name}:{i}: empty/non-string field")
        if not lo <= len(r.get("text", "")) <= hi:
            errors.append(f"{name}:{i}: len {len(r.get('text', ''))} outside {lo}-{hi}")
        rows.append(r)
    texts = [r["text"] for r in rows]
    if len(texts) != len(set(texts)):
        errors.append(f"{name}: {len(texts) - len(set(texts))} duplicate texts")
    return rows, errors


def stats():
    atk, e1 = load("attacks.jsonl", ATTACK_KEYS, 40, 500)
    ben, e2 = load("benign.jsonl", BENIGN_KEYS, 20, 500)
    cat = collections.Counter(r["category"] for r in atk)
    cat_obf = collections.Counter(r["category"] for r in atk if r["obfuscation"] != "none")
    obf = collections.Counter(r["obfuscation"] for r in atk)
    tech = collections.Counter(t for r in atk for t in r["obfuscation"].split("+") if t != "none")
    lang = collections.Counter(r["lang"] for r in atk)
    kind = collections.Counter(r["kind"] for r in ben)
    hard = collections.Counter(r["kind"] for r in ben if r["note"].startswith("near-miss (hard)"))
    mild = collections.Counter(r["kind"] for r in ben if r["note"].startswith("near-miss (mild"))
    return dict(
        atk=atk,
        ben=ben,
        errors=e1 + e2,
        cat=cat,
        cat_obf=cat_obf,
        obf=obf,
        tech=tech,
        lang=lang,
        kind=kind,
        hard=hard,
        mild=mild,
    )


if __name__ == "__main__":
    s = stats()
    for e in s["errors"]:
        print("ERROR", e)
    print(f"attacks: {len(s['atk'])}  benign: {len(s['ben'])}")
    print("\ncategory (total / obfuscated):")
    for c, n in sorted(s["cat"].items()):
        print(f"  {c:22s} {n:3d} / {s['cat_obf'][c]:3d}")
    print("\nobfuscation labels:")
    for o, n in s["obf"].most_common():
        print(f"  {o:28s} {n}")
    print("\nattack languages:", dict(s["lang"].most_common()))
    print("\nbenign kind (total / hard near-miss / mild):")
    for k, n in sorted(s["kind"].items()):
        print(f"  {k:20s} {n:3d} / {s['hard'][k]:3d} / {s['mild'][k]:3d}")
    print(f"\nhard near-misses: {sum(s['hard'].values())}  mild: {sum(s['mild'].values())}")
    sys.exit(1 if s["errors"] else 0)
