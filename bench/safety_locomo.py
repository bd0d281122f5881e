"""The threat scanner's false positives on LoCoMo (a benchmark, not a test).

The safety corpora's benign notes are what users tell an assistant to remember: preferences,
environment facts, conventions. A memory provider stores something else as well: facts
about people drawn from conversations ("Gina combines her passion for dance and fashion
to show creativity and share love with others"), and summaries of what was said. LoCoMo
holds both, written with no thought of attacks, so every block on it is a false positive:

- ``turns``: the conversation's messages ("You'd be a great counselor! ..."): scanned as
  past messages are, by the rows alone, and also with the phrasing model for comparison;
- ``observations``: the per-session facts about each speaker, as a fact-extracting
  provider would store them (`providers.local` refuses a fact the write gate blocks, and
  recalled context drops it);
- ``summaries``: the per-session summaries.

For each kind: how many texts, how many the rows alone block, how many the full scanner
(rows, context, the phrasing model and its second opinion) blocks, and which finding ids.
``--show N`` prints up to N blocked texts of each kind (the development split may be read).

    python bench/safety_locomo.py PATH [--show 5]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from hermem.safety import blocking, scan


def texts(path: Path) -> dict[str, list[str]]:
    """The turns, observations and session summaries of a LoCoMo-format file."""
    kinds: dict[str, list[str]] = {"turns": [], "observations": [], "summaries": []}
    for sample in json.loads(path.read_text(encoding="utf-8")):
        for key, session in sample.get("conversation", {}).items():
            if key.startswith("session_") and isinstance(session, list):
                kinds["turns"] += [
                    t["text"] for t in session if isinstance(t, dict) and t.get("text")
                ]
        for per_session in (sample.get("observation") or {}).values():
            if isinstance(per_session, dict):
                for facts in per_session.values():
                    kinds["observations"] += [
                        f[0] if isinstance(f, list) else str(f) for f in facts
                    ]
        kinds["summaries"] += [str(s) for s in (sample.get("session_summary") or {}).values()]
    return kinds


def measure(kinds: dict[str, list[str]], show: int) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for kind, items in kinds.items():
        rows = sum(1 for text in items if blocking(scan(text, learned=False)))
        ids: Counter[str] = Counter()
        blocked: list[str] = []
        for text in items:
            found = blocking(scan(text))
            if found:
                blocked.append(text)
                ids.update({finding.id for finding in found})
        result[kind] = {"n": len(items), "rows": rows, "full": len(blocked), "ids": dict(ids)}
        print(
            f"{kind:13} {len(items):6} texts   rows alone block {rows:4} ({rows / len(items):.1%})"
            f"   full scanner {len(blocked):4} ({len(blocked) / len(items):.1%})   {dict(ids)}"
        )
        for text in blocked[:show]:
            print(f"    {text[:160]!r}")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path, help="a LoCoMo-format JSON file")
    parser.add_argument("--show", type=int, default=0, help="blocked texts to print per kind")
    args = parser.parse_args()
    measure(texts(args.path), args.show)


if __name__ == "__main__":
    main()
