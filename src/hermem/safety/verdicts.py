"""Remembered verdicts: the blocking findings of texts that are shown again and again.

Every snapshot scans the same few memory entries (each session start, each HTTP
snapshot), and every search scans the hits it shows. The scan is a pure function of the
text, so the blocking findings of texts of ordinary size are kept in a bounded LRU memo
(at most 4,096 texts of at most 4,096 characters: a few MB). Longer texts are scanned
each time.
"""

from __future__ import annotations

import functools

from hermem.safety.findings import Finding
from hermem.safety.scanner import blocking, scan

MEMO_TEXTS = 4096
MEMO_CHARS = 4096


def blocking_findings(text: str, *, learned: bool = True) -> tuple[Finding, ...]:
    """``blocking(scan(text, learned=learned))``, remembered for texts of ordinary size."""
    if len(text) <= MEMO_CHARS:
        return _remembered(text) if learned else _remembered_by_rows(text)
    return tuple(blocking(scan(text, learned=learned)))


@functools.lru_cache(maxsize=MEMO_TEXTS)
def _remembered(text: str) -> tuple[Finding, ...]:
    return tuple(blocking(scan(text)))


@functools.lru_cache(maxsize=MEMO_TEXTS)
def _remembered_by_rows(text: str) -> tuple[Finding, ...]:
    return tuple(blocking(scan(text, learned=False)))
