#!/usr/bin/env python3
"""Collect the hand-written batch files and write attacks.jsonl / benign.jsonl (stdlib only)."""
import glob, importlib, json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "batches"))
A, B = [], []
for p in sorted(glob.glob(os.path.join(HERE, "batches", "a*.py"))):
    m = importlib.import_module(os.path.basename(p)[:-3])
    for t, c, o, l, n in m.ENTRIES:
        A.append({"text": t, "category": c, "obfuscation": o, "lang": l, "note": n})
for p in sorted(glob.glob(os.path.join(HERE, "batches", "b*.py"))):
    m = importlib.import_module(os.path.basename(p)[:-3])
    for t, k, n in m.ENTRIES:
        B.append({"text": t, "kind": k, "note": n})
for name, rows in (("attacks.jsonl", A), ("benign.jsonl", B)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(A), "attacks,", len(B), "benign")
