#!/usr/bin/env python3
"""Build the benign-only development set (stdlib only).

Copies the hand-written batches b01.py ... b05.py verbatim into benign.jsonl
(one JSON object per line, ensure_ascii=False) and writes a zero-byte
attacks.jsonl so the shared validator runs. There are no credential
placeholders and no encodings in this set, so nothing is random or filled in.
"""
import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BATCHES = ["b01.py", "b02.py", "b03.py", "b04.py", "b05.py"]
KEYS = {"text", "kind", "note"}


def load(name):
    spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(HERE, name))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.ENTRIES


def main():
    rows = []
    for name in BATCHES:
        for i, e in enumerate(load(name), 1):
            if set(e) != KEYS:
                raise SystemExit(f"{name} entry {i}: keys {sorted(e)} != {sorted(KEYS)}")
            rows.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    open(os.path.join(HERE, "attacks.jsonl"), "w").close()
    print(f"wrote benign.jsonl ({len(rows)} entries) and an empty attacks.jsonl")


if __name__ == "__main__":
    main()
