"""Collect the hand-written batches, fill credential placeholders, write JSONL."""
import glob, importlib, json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from enc import fill
OUT = os.path.dirname(HERE)

def rows(prefix):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, prefix + "0*.py"))):
        mod = importlib.import_module(os.path.basename(p)[:-3])
        out.extend(mod.ROWS)
    return out

with open(os.path.join(OUT, "attacks.jsonl"), "w", encoding="utf-8") as f:
    for text, cat, obf, lang, note in rows("a"):
        f.write(json.dumps({"text": fill(text), "category": cat, "obfuscation": obf,
                            "lang": lang, "note": note}, ensure_ascii=False) + "\n")
with open(os.path.join(OUT, "benign.jsonl"), "w", encoding="utf-8") as f:
    for text, kind, note in rows("b"):
        f.write(json.dumps({"text": text, "kind": kind, "note": note}, ensure_ascii=False) + "\n")
