#!/usr/bin/env python3
"""Build the benign-only development set (stdlib only).

Copies the hand-written entries of b01.py ... b05.py verbatim into benign.jsonl
(one JSON object per line, ensure_ascii=False) and writes a zero-byte attacks.jsonl
so the shared validator runs. No randomness, no placeholders, no encodings.
"""
import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BATCHES = ["b01", "b02", "b03", "b04", "b05"]


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.ENTRIES


rows = []
for b in BATCHES:
    for e in load(b):
        rows.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})

with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8").close()
print(f"wrote {len(rows)} benign entries, 0 attacks")
