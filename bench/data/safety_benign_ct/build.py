#!/usr/bin/env python3
"""Build benign.jsonl from the hand-written batch files b01.py ... and write an EMPTY attacks.jsonl.

Benign-only development set: no encodings are applied and no credentials are generated;
every entry is copied verbatim from the batch files.
"""
import glob
import json
import os
import runpy

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, "b[0-9][0-9].py"))):
        for e in runpy.run_path(path)["ENTRIES"]:
            rows.append({"text": e["text"], "kind": e["kind"], "note": e["note"]})
    with open(os.path.join(HERE, "benign.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # zero-byte attacks file so the shared validator can open it
    open(os.path.join(HERE, "attacks.jsonl"), "w", encoding="utf-8").close()
    print(f"wrote {len(rows)} benign entries, 0 attacks")


if __name__ == "__main__":
    main()
