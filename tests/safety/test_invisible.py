"""Invisible and bidi-control characters: found in the raw text, one high finding each."""

from __future__ import annotations

import pytest

from hermem.safety import scan

FLAGGED = [
    0x200B, 0x200C, 0x200D, 0x2060, 0x2062, 0x2063, 0x2064, 0xFEFF,
    0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    0xE0000, 0xE0001, 0xE0041, 0xE007F,
]  # fmt: skip
# Neighbours of the flagged ranges, and visible spaces, are ordinary text.
NOT_FLAGGED = [0x200A, 0x200E, 0x2061, 0x2065, 0x2029, 0x206A, 0xDFFFF, 0xE0080, 0x00A0, 0x3000]


@pytest.mark.parametrize("code", [pytest.param(c, id=f"U+{c:04X}") for c in FLAGGED])
def test_invisible_character_is_one_high_finding_at_its_index(code: int) -> None:
    text = f"ab{chr(code)}cd"
    (finding,) = scan(text)
    assert (finding.id, finding.category, finding.severity) == (
        "invisible_unicode",
        "invisible",
        "high",
    )
    assert finding.span == (2, 3)
    assert f"U+{code:04X}" in finding.description


@pytest.mark.parametrize("code", [pytest.param(c, id=f"U+{c:04X}") for c in NOT_FLAGGED])
def test_neighbouring_characters_are_not_invisible_findings(code: int) -> None:
    assert scan(f"ab{chr(code)}cd") == []


def test_every_occurrence_is_reported_in_order() -> None:
    text = "\ufeffa\u200bb\u200b"
    assert [finding.span for finding in scan(text)] == [(0, 1), (2, 3), (4, 5)]


def test_tag_smuggled_ascii_is_reported_per_character() -> None:
    smuggled = "".join(chr(0xE0000 + ord(c)) for c in "ignore")
    findings = scan("hello" + smuggled)
    assert [finding.start for finding in findings] == list(range(5, 11))
