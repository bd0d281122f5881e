"""Dates named in a query become hints for ranking; words that only look like dates do not."""

from __future__ import annotations

from datetime import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hermem.sessions.query import DateHint, date_hints, parse_query


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What did Gina find on 1 February, 2023?", [DateHint(2023, 2, 1)]),
        ("accepted for on May 23, 2023?", [DateHint(2023, 5, 23)]),
        ("the 3rd of June 2023", [DateHint(2023, 6, 3)]),
        ("What happened in December 2023?", [DateHint(2023, 12, None)]),
        ("When did Melanie go camping in June?", [DateHint(None, 6, None)]),
        ("How many times in 2023?", [DateHint(2023, None, None)]),
        ("deployed 2024-05-01 and again 2024-06", [DateHint(2024, 5, 1), DateHint(2024, 6)]),
        ("on 7 July, 2023 and on Sept. 5", [DateHint(2023, 7, 7), DateHint(None, 9, 5)]),
    ],
)
def test_dates_named_in_a_query_become_hints(text: str, expected: list[DateHint]) -> None:
    assert list(date_hints(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "What may happen next?",
        "march to the sea",
        "listen on port 2048",
        "error 2023 in the logs",
        "a 2023-13-40 build id",
    ],
)
def test_words_that_only_look_like_dates_give_no_hint(text: str) -> None:
    assert date_hints(text) == ()


def test_parse_query_carries_the_hints_and_keeps_the_words() -> None:
    parsed = parse_query("What did we decide on 3 March 2024?")
    assert parsed.dates == (DateHint(2024, 3, 3),)
    assert "decide" in parsed.words and "2024" in parsed.words


def test_a_hint_matches_timestamps_of_its_day_month_or_year_in_local_time() -> None:
    moment = datetime(2023, 7, 7, 23, 30).timestamp()
    assert DateHint(2023, 7, 7).matches(moment)
    assert DateHint(None, 7, None).matches(moment)
    assert DateHint(2023, None, None).matches(moment)
    assert not DateHint(2023, 7, 8).matches(moment)
    assert not DateHint(2022, 7, None).matches(moment)


def test_a_hint_never_raises_on_absurd_timestamps() -> None:
    assert DateHint(2023).matches(1e30) is False


@given(st.text(max_size=300))
def test_date_hints_never_raise(text: str) -> None:
    for hint in date_hints(text):
        assert hint.month is None or 1 <= hint.month <= 12
        assert hint.day is None or 1 <= hint.day <= 31
