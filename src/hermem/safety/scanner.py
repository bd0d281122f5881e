"""`scan`: every write to agent memory passes through here before it can reach a prompt."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from hermem.safety.credentials import CREDENTIAL_PATTERNS
from hermem.safety.findings import Finding
from hermem.safety.invisible import find_invisible
from hermem.safety.normalize import normalize
from hermem.safety.patterns import THREAT_PATTERNS, ThreatPattern

MAX_SCAN_CHARS = 65_536

PATTERNS: tuple[ThreatPattern, ...] = THREAT_PATTERNS + CREDENTIAL_PATTERNS
# Every anchor of every row; the ones present in a text decide which rows run.
_ANCHORS = frozenset().union(*(pattern.anchors for pattern in PATTERNS))


def scan(text: str) -> list[Finding]:
    """Every threat in ``text``, sorted by position; ``[]`` when the text is clean.

    Only the first :data:`MAX_SCAN_CHARS` characters are scanned. Invisible characters are
    looked for in the raw text; patterns run case-insensitively on an NFKC-folded copy and
    their spans are mapped back onto ``text``. Never raises for any ``str``.
    """
    text = text[:MAX_SCAN_CHARS]
    findings = find_invisible(text)
    folded = normalize(text)
    present = {anchor for anchor in _ANCHORS if anchor in folded.lowered}
    for pattern in PATTERNS:
        if pattern.anchors and pattern.anchors.isdisjoint(present):
            continue
        subject = folded.text if pattern.cased else folded.lowered
        for match in pattern.regex.finditer(subject):
            start, end = folded.original_span(match.start(), match.end())
            findings.append(
                Finding(
                    id=pattern.id,
                    category=pattern.category,
                    severity=pattern.severity,
                    start=start,
                    end=end,
                    description=pattern.description,
                )
            )
    findings = _drop_shadowed(findings)
    findings.sort(key=lambda f: (f.start, f.end, not f.blocks, f.id))
    return findings


def blocking(findings: Sequence[Finding]) -> list[Finding]:
    """The findings that must block a write (severity ``"high"``), in their given order."""
    return [finding for finding in findings if finding.blocks]


def _drop_shadowed(findings: list[Finding]) -> list[Finding]:
    # A high row and a low row of one id often match the same words; report the span once,
    # at the stronger severity.
    by_id: dict[str, list[Finding]] = {}
    for finding in findings:
        by_id.setdefault(finding.id, []).append(finding)
    kept: list[Finding] = []
    for group in by_id.values():
        if len(group) == 1:
            kept.extend(group)
            continue
        group.sort(key=lambda f: (not f.blocks, f.start, f.end))
        starts: list[int] = []
        ends: list[int] = []
        for finding in group:
            index = bisect_right(starts, finding.start)
            if index and ends[index - 1] > finding.start:
                continue
            if index < len(starts) and starts[index] < finding.end:
                continue
            starts.insert(index, finding.start)
            ends.insert(index, finding.end)
            kept.append(finding)
    return kept
