"""The project's labelled safety corpus, as the pattern rows see it."""

from __future__ import annotations

import json
from pathlib import Path

CORPUS = Path(__file__).resolve().parent.parent / "data" / "safety"


def row_subjects() -> list[str]:
    """Every corpus entry, folded, as rows run on it: as is (cased rows) and lower-cased."""
    subjects: list[str] = []
    from hermem.safety.normalize import normalize

    for name in ("attacks.jsonl", "benign.jsonl"):
        for line in (CORPUS / name).read_text(encoding="utf-8").splitlines():
            if line.strip():
                folded = normalize(json.loads(line)["text"])
                subjects += [folded.text, folded.lowered]
    return subjects
