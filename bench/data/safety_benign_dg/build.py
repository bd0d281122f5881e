#!/usr/bin/env python3
"""Build benign.jsonl from the hand-written batches b01.py ... b05.py (stdlib only).

Benign-only development set: the batch texts are copied verbatim (no placeholders to fill,
no encodings to apply), and an empty attacks.jsonl is written so the shared validator runs.
"""
import importlib.util
import json
import os
import random

random.seed(20240601)  # fixed seed, kept for parity with the other builders; nothing is random here

HERE = os.path.dirname(os.path.abspath(__file__))
BATCHES = ["b01", "b02", "b03", "b04", "b05"]
KEYS = ("text", "kind", "note")


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.ENTRIES


def main():
    rows = []
    for b in BATCHES:
        for e in load(b):
            if set(e) != set(KEYS):
                raise SystemExit(f"{b}: entry with keys {sorted(e)}")
            rows.append({k: e[k] for k in KEYS})
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8").close()
    print(f"wrote benign.jsonl ({len(rows)} entries) and an empty attacks.jsonl")


if __name__ == "__main__":
    main()
