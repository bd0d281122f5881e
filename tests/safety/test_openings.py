"""Rows tried only where their opening strings start (`openings`) find what a search finds."""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest

from hermem.safety.anchors import AnchorIndex
from hermem.safety.openings import TEXT_START, opening_strings
from hermem.safety.patterns import threat
from hermem.safety.scanner import PATTERNS
from hermem.safety.table import RowTable
from support.safety_corpus import row_subjects

_parser: Any = importlib.import_module("re._parser")
_ops: Any = importlib.import_module("re._constants")
_INDEX_OF_SYSTEM = AnchorIndex(["system"])


def _openings(source: str) -> frozenset[str] | None:
    found = opening_strings(_parser.parse(source), _ops)
    return None if found is None else found.strings


def _tried_at_openings(row: Any, subject: str, group: int) -> list[tuple[int, int]]:
    places = row.match_starts(subject)
    assert places is not None
    spans: list[tuple[int, int]] = []
    after = 0
    for place in places:
        if place < after:
            continue
        match = row.regex.match(subject, place)
        if match is not None:
            after = match.end()
            spans.append(match.span(group))
    return spans


def test_most_rows_have_opening_strings() -> None:
    # Were re's private parser to change shape, every row would silently be searched
    # (slower): this notices.
    with_openings = [row.id for row in PATTERNS if row.match_starts("") is not None]
    assert len(with_openings) >= 0.8 * len(PATTERNS)


def test_every_row_with_openings_finds_what_a_search_finds_on_the_corpus() -> None:
    subjects = row_subjects()
    for row in PATTERNS:
        if row.match_starts("") is None:
            continue
        group = 1 if row.core else 0
        for subject in subjects:
            searched = [match.span(group) for match in row.regex.finditer(subject)]
            assert _tried_at_openings(row, subject, group) == searched, row.id


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        # \b and lookbehinds are stepped over; an alternation gives one string per choice.
        (r"\b(?:send|post)\s+it", {"send", "post"}),
        (r"(?<!not\s)\bpretend", {"pretend"}),
        # An optional part: with it and without it.
        (r"\b(?:your\s+)?rules", {"your", "rules"}),
        # A small set: one string per member; a category ends the string.
        (r"[ab]x\w+", {"ax", "bx"}),
        # Strings are read at most 8 characters long.
        (r"instructions", {"instruct"}),
        # ^ is the start of the text.
        (r"(?:^|\n)system:", {TEXT_START, "\nsystem:"}),
        # A string another one starts is left out: they open at the same places.
        (r"\b(?:your|you['’]re|you)\b", {"you"}),
        # A repetition: its first round, then the strings end.
        (r"(?:ab){1,3}c", {"ab"}),
        (r"x(?:ab){0,3}c", {"xab", "xc"}),
    ],
)
def test_opening_strings_of_a_pattern(source: str, expected: set[str]) -> None:
    assert _openings(source) == expected


@pytest.mark.parametrize(
    "source",
    [
        r"\w+ing",  # opens with a category: no short list of strings
        r"\bi\s+am",  # "i": one letter occurs almost everywhere
        r"(?i)send",  # the whole pattern case-insensitive (rows never are: they lower-case)
        r"(?:[^ab]|xy)z",  # one way opens with anything but two letters
        r"\bab|c",  # one ASCII character occurs almost everywhere
        r"(?:x)?",  # may match nothing
    ],
)
def test_patterns_without_opening_strings(source: str) -> None:
    assert _openings(source) is None


def test_a_case_insensitive_part_is_read_lower_cased_for_the_lower_cased_text() -> None:
    found = opening_strings(_parser.parse(r"(?i:API[ _]Key|Token)\s*:|AKIA"), _ops)
    assert found is not None and found.folded
    # Every string lower-cased, the case-sensitive "AKIA" too; "ſ" is an "s" to `re`.
    assert found.strings == {"api key", "api_key", "token", "akia"}
    plain = opening_strings(_parser.parse(r"AKIA|ASIA"), _ops)
    assert plain is not None and not plain.folded and plain.strings == {"AKIA", "ASIA"}
    assert _openings(r"(?i:ssh)") == {"ssh", "sſh", "ſsh", "ſſh"}


def test_a_letter_of_another_script_may_open_alone() -> None:
    # A Hangul syllable or a Hebrew letter occurs only in text of its script.
    assert _openings(r"(?:토큰|키)\s*:") == {"토큰", "키"}


@pytest.mark.parametrize(
    "subject",
    [
        "The API KEY: s3cr3t, the Api Key: s3cr3t, the api_key: s3cr3t",
        "the ſecret: x, the SECRET: x",  # a long s, which re matches with "s"
        "the \u212aey: x, the KEY: x",  # a Kelvin sign, which re matches with "k"
        "ΤΟΥΣ: x; τους: x",  # a capital sigma at a word's end lowers to "ς"
        "İD: x, ıd: x, id: x",  # a dotted capital I and a dotless i
    ],
)
def test_a_case_insensitive_row_tried_at_its_openings_finds_what_a_search_finds(
    subject: str,
) -> None:
    row = threat(
        "labelled", "credential", "high", ("key",),
        r"(?i:(?:api[ _])?key|secret|τουσ|id)\s*:\s*(\w+)", "d", core=True,
    )  # fmt: skip
    assert row.match_starts(subject) is not None
    searched = [match.span(1) for match in row.regex.finditer(subject)]
    assert searched
    assert _tried_at_openings(row, subject, 1) == searched


def test_too_many_long_strings_are_read_shorter() -> None:
    # 4**5 = 1,024 strings of five characters are too many: three characters, 64 strings.
    sets = ("abcd", "efgh", "ijkl", "mnop", "qrst")
    source = "".join(f"[{members}]" for members in sets) + "!"
    assert _openings(source) == {a + b + c for a in sets[0] for b in sets[1] for c in sets[2]}


def test_a_row_is_tried_where_its_strings_start_and_at_the_text_start() -> None:
    row = threat("forged", "injection", "high", ("system",), r"(?:^|\n)[ \t]*system:", "d")
    subject = "system: a\nsystem: b, not system: c\n  system: d"
    assert row.match_starts(subject) == [0, 9, 34]
    table = RowTable([row])
    found = _INDEX_OF_SYSTEM.locate(subject)
    spans = [(m.start, m.end) for m in table.matches(_INDEX_OF_SYSTEM, found, subject, subject,
                                                      windowed=False)]  # fmt: skip
    assert spans == [(0, 7), (9, 17), (34, 44)]
    assert spans == [m.span() for m in re.finditer(row.source, subject)]
