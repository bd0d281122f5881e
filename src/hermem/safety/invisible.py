"""Invisible and bidirectional-control characters that can hide instructions from a reader."""

from __future__ import annotations

import re
import unicodedata

from hermem.safety.findings import HIGH, Finding

INVISIBLE_ID = "invisible_unicode"

# Zero-width space/non-joiner/joiner, word joiner, invisible times/separator/plus, BOM,
# bidi embeddings and overrides, bidi isolates, and the Unicode tag block (ASCII smuggling).
_RANGES = (
    (0x200B, 0x200D),
    (0x2060, 0x2060),
    (0x2062, 0x2064),
    (0xFEFF, 0xFEFF),
    (0x202A, 0x202E),
    (0x2066, 0x2069),
    (0xE0000, 0xE007F),
)
INVISIBLE_RE = re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in _RANGES) + "]")
INVISIBLE_CHARS = frozenset(chr(code) for a, b in _RANGES for code in range(a, b + 1))

_descriptions: dict[str, str] = {}


def find_invisible(text: str) -> list[Finding]:
    """One high finding per invisible character in ``text`` (raw, not normalised)."""
    return [
        Finding(
            id=INVISIBLE_ID,
            category="invisible",
            severity=HIGH,
            start=match.start(),
            end=match.end(),
            description=_describe(match.group()),
        )
        for match in INVISIBLE_RE.finditer(text)
    ]


def _describe(char: str) -> str:
    # Names the code point as U+XXXX (block messages read it back). Cached: a long run of
    # one invisible character should not cost a name lookup per character.
    description = _descriptions.get(char)
    if description is None:
        name = unicodedata.name(char, "unassigned tag character")
        description = f"Invisible unicode character U+{ord(char):04X} ({name}) can hide text."
        _descriptions[char] = description
    return description
