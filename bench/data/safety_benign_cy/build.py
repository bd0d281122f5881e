#!/usr/bin/env python3
"""Build benign.jsonl from the hand-written batch files b01.py ... b08.py (stdlib only).

This set is benign only: there are no attack entries, so there are no credential
placeholders to fill and no encodings to apply. The fixed seed is kept for parity
with the other corpora; nothing here is random.
"""
import glob
import json
import os
import random
import runpy

random.seed(20261204)
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ("text", "kind", "note")

rows = []
for path in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
    for e in runpy.run_path(path)["ENTRIES"]:
        rows.append({k: e[k] for k in KEYS})

with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(f"wrote {len(rows)} benign entries")
