"""What the scanner reports: one `Finding` per suspicious span of the scanned text."""

from __future__ import annotations

from dataclasses import dataclass

HIGH = "high"
LOW = "low"

CATEGORIES = frozenset(
    {
        "injection",
        "role_hijack",
        "c2",
        "exfiltration",
        "persistence",
        "secret",
        "invisible",
        "hidden_markup",
        "forged_marker",
    }
)


@dataclass(frozen=True, slots=True)
class Finding:
    """One threat found in scanned text.

    ``start``/``end`` index the original string passed to :func:`hermem.safety.scan`.
    ``severity`` is ``"high"`` (the write must be refused) or ``"low"`` (report only).
    ``description`` is a fixed sentence per pattern: it never quotes the matched text.
    """

    id: str
    category: str
    severity: str
    start: int
    end: int
    description: str

    @property
    def span(self) -> tuple[int, int]:
        """``(start, end)`` in the original text."""
        return (self.start, self.end)

    @property
    def blocks(self) -> bool:
        """True when this finding must block a write (severity ``"high"``)."""
        return self.severity == HIGH
