"""Rows spelled to open with literal characters (`startchars`) match exactly as written."""

from __future__ import annotations

import re

import pytest

from hermem.safety.patterns import bounded
from hermem.safety.scanner import PATTERNS
from hermem.safety.startchars import MAX_ALTERNATIVES, compile_row
from support.safety_corpus import row_subjects

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
assert len(_LETTERS) ** 2 > MAX_ALTERNATIVES


def _spans(regex: re.Pattern[str], subject: str, group: int, *window: int) -> list[tuple[int, int]]:
    return [match.span(group) for match in regex.finditer(subject, *window)]


def test_most_rows_are_spelled_to_open_with_literals() -> None:
    # A rewritten row has no source string; were re's private parser to change shape, rows
    # would silently be compiled as written (slower): this notices.
    rewritten = [row.id for row in PATTERNS if row.regex.pattern is None]
    assert len(rewritten) >= 0.75 * len(PATTERNS)


def test_every_row_matches_as_written_on_the_corpus() -> None:
    subjects = row_subjects()
    for row in PATTERNS:
        if row.regex.pattern is not None:
            continue
        written = re.compile(bounded(row.source))
        group = 1 if row.core else 0
        for subject in subjects:
            assert _spans(row.regex, subject, group) == _spans(written, subject, group), row.id


def test_every_row_matches_as_written_in_windows_and_at_any_place() -> None:
    # The table runs rows on windows (finditer with bounds) and re-matches at one place.
    subjects = row_subjects()[::9]
    for row in PATTERNS:
        if row.regex.pattern is not None:
            continue
        written = re.compile(bounded(row.source))
        for subject in subjects:
            for place in range(0, len(subject), 11):
                window = (place, place + 80)
                assert _spans(row.regex, subject, 0, *window) == _spans(
                    written, subject, 0, *window
                ), row.id
                ours, theirs = row.regex.match(subject, place), written.match(subject, place)
                assert (ours and ours.span()) == (theirs and theirs.span()), row.id


@pytest.mark.parametrize(
    ("source", "subject", "expected"),
    [
        # \b before a word: not inside a word, at the start of the text, after punctuation.
        (r"\b(?:send|post)\s+it", "resend it; send it. post it", [(11, 18), (20, 27)]),
        (r"\b(?:send|post)\s+it", "send it", [(0, 7)]),
        # \b before a non-word character: only right after a word character.
        (r"\b(?:-x|\.env)", "a-x -x b.env .env", [(1, 3), (8, 12)]),
        # A fixed-width lookbehind stays in front of the word it guarded.
        (r"(?<!not\s)\bpretend", "do not pretend; pretend", [(16, 23)]),
        (r"(?<![\w])(?:игнорируй|забудь)", "xзабудь забудь", [(8, 14)]),
        # X? is tried with X first: the longer match wins as written.
        (r"\b(?:your\s+)?instructions", "ignore your instructions", [(7, 24)]),
        # (A|B)C: the first alternative that lets C match, in order.
        (r"\b(?:ab|a)(?:c|bd)", "abd abc", [(0, 3), (4, 7)]),
        # ^ (only at the very start, even when a search starts later) and X{m,n}: most first.
        (r"(?:^|\n)[ \t]*,?[ \t]*system:", " , system: x\nsystem: y", [(0, 10), (12, 20)]),
        (r"\b(?:ab){1,3}c", "ababc abababababc", [(0, 5)]),
        # A small set opening the pattern after \b.
        (r"\b[abc]x\b", "ax bx zx cx_", [(0, 2), (3, 5)]),
    ],
)
def test_spelled_patterns_match_as_written(
    source: str, subject: str, expected: list[tuple[int, int]]
) -> None:
    spelled = compile_row(source)
    assert spelled.pattern is None  # rewritten
    assert _spans(spelled, subject, 0) == expected == _spans(re.compile(source), subject, 0)


@pytest.mark.parametrize(
    "source",
    [
        "plain literal first",  # the engine already skips to it
        r"(?=\w)system:",  # opens with a lookahead
        r"(\bsend|\bpost) it",  # a capturing group's span must stay as written
        r"(?i)\bsend",  # flags inside the pattern
        r"\b\w+ing\b",  # a category: no short list of first characters
        # Too many alternatives to spell out (26 * 26 words).
        r"\b(?:" + "|".join(f"{a}{b}z" for a in _LETTERS for b in _LETTERS) + ")",
    ],
)
def test_patterns_it_cannot_spell_are_compiled_as_written(source: str) -> None:
    assert compile_row(source).pattern == source


def test_a_caret_still_means_the_start_of_the_text_when_a_search_starts_later() -> None:
    spelled, written = compile_row(r"(?:^|;) ?x"), re.compile(r"(?:^|;) ?x")
    assert spelled.pattern is None
    for subject, place in (("x; x", 0), ("x; x", 1), ("ax x", 1), ("x", 0)):
        ours, theirs = spelled.search(subject, place), written.search(subject, place)
        assert (ours and ours.span()) == (theirs and theirs.span())
