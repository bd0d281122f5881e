"""The store file format and its character accounting (pure)."""

from __future__ import annotations

import pytest

from hermem.store.entries import (
    DELIMITER,
    TARGET_FILES,
    TARGETS,
    clean_entry_text,
    entry_problem,
    format_counts,
    format_usage,
    is_lossless,
    joined_length,
    parse_entries,
    preview,
    serialize_entries,
    usage_percent,
)


def test_delimiter_is_newline_section_sign_newline() -> None:
    assert DELIMITER == "\n§\n"
    assert TARGETS == ("memory", "user")
    assert TARGET_FILES == {"memory": "MEMORY.md", "user": "USER.md"}


# -- serialize ----------------------------------------------------------------------------


def test_serialize_empty_list_is_empty_text() -> None:
    assert serialize_entries([]) == ""


def test_serialize_joins_with_delimiter_without_header_or_trailing_newline() -> None:
    assert serialize_entries(["a", "b\nc", "d"]) == "a\n§\nb\nc\n§\nd"


# -- parse ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   ", "\n\n", "\t \r\n", "\ufeff", "§", "\n§\n", "§\n§"])
def test_parse_blank_or_separator_only_text_is_empty(text: str) -> None:
    assert parse_entries(text) == []


def test_parse_strips_entries_and_drops_empty_ones() -> None:
    assert parse_entries("  a  \n§\n\n\n§\n b \n") == ["a", "b"]


def test_parse_keeps_first_of_duplicates_in_order() -> None:
    assert parse_entries("b\n§\na\n§\nb\n§\nc\n§\na") == ["b", "a", "c"]


def test_parse_keeps_multiline_entries_whole() -> None:
    assert parse_entries("line one\nline two\n§\nother") == ["line one\nline two", "other"]


def test_parse_section_sign_inside_a_line_does_not_split() -> None:
    text = "see §4.2 of the spec\n§\nprice: 5§ per unit\n§\n§ at start"
    assert parse_entries(text) == ["see §4.2 of the spec", "price: 5§ per unit", "§ at start"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a\n§\nb", ["a", "b"]),
        ("a\n\n§\n\nb", ["a", "b"]),
        ("§\na\n§\nb\n§", ["a", "b"]),
        ("a\n§\n§\n§\nb", ["a", "b"]),
        ("a\n§", ["a"]),
        ("\n§\na\n§\n\n§\nb\n", ["a", "b"]),
    ],
)
def test_parse_any_line_holding_only_section_sign_separates(text: str, expected: list[str]) -> None:
    assert parse_entries(text) == expected


@pytest.mark.parametrize("text", ["a\n§ \nb", "a\n \t§\nb", "a\n\u3000§\u00a0\nb", "a\n\ufeff§\nb"])
def test_parse_separator_line_may_carry_blanks_around_the_sign(text: str) -> None:
    assert parse_entries(text) == ["a", "b"]


@pytest.mark.parametrize("text", ["x\n§ ", " §\nx", "\t§\nx\n§\t"])
def test_parse_trimming_an_entry_never_uncovers_a_separator_line(text: str) -> None:
    entries = parse_entries(text)
    assert entries == ["x"]
    assert parse_entries(serialize_entries(entries)) == entries


@pytest.mark.parametrize(
    "text",
    ["a\r\n§\r\nb", "a\r§\rb", "a\r\n§\nb\r"],
)
def test_parse_normalises_crlf_and_lone_cr(text: str) -> None:
    assert parse_entries(text) == ["a", "b"]


def test_parse_keeps_newlines_inside_crlf_entries_as_lf() -> None:
    assert parse_entries("one\r\ntwo\r\n§\r\nthree") == ["one\ntwo", "three"]


def test_parse_strips_bom_from_first_entry() -> None:
    assert parse_entries("\ufeffUser likes tea\n§\nsecond") == ["User likes tea", "second"]


def test_parse_trims_a_bom_that_would_lead_a_later_entry() -> None:
    # Otherwise the entry changes once an earlier one is removed and it becomes first.
    entries = parse_entries("first\n§\n\ufeffsecond")
    assert entries == ["first", "second"]


@pytest.mark.parametrize(
    "entries",
    [
        [],
        ["one"],
        ["multi\nline\nentry", "second"],
        ["has § mid-line", "§ leads", "ends §", "a\n §x\nb"],
        ["tabs\tinside", "unicode ✓ — “quotes” 日本語"],
    ],
)
def test_parse_of_serialize_round_trips_valid_entries(entries: list[str]) -> None:
    assert parse_entries(serialize_entries(entries)) == entries


# -- accounting ----------------------------------------------------------------------------


def test_joined_length_of_empty_store_is_zero() -> None:
    assert joined_length([]) == 0


def test_joined_length_counts_three_chars_per_delimiter() -> None:
    assert joined_length(["abc"]) == 3
    assert joined_length(["abc", "de"]) == 3 + 3 + 2
    assert joined_length(["a", "b", "c"]) == 3 + 2 * 3


def test_joined_length_counts_characters_not_bytes() -> None:
    entries = ["日本語", "é✓"]
    assert joined_length(entries) == len(serialize_entries(entries)) == 8


@pytest.mark.parametrize(
    ("used", "limit", "percent"),
    [
        (0, 2200, 0),
        (21, 2200, 0),
        (22, 2200, 1),
        (166, 2200, 7),
        (1759, 2200, 79),
        (1760, 2200, 80),
        (2199, 2200, 99),
        (2200, 2200, 100),
        (2201, 2200, 100),
        (99999, 2200, 100),
    ],
)
def test_usage_percent_is_floored_and_clamped_at_100(used: int, limit: int, percent: int) -> None:
    assert usage_percent(used, limit) == percent


def test_usage_percent_of_zero_limit_is_full() -> None:
    assert usage_percent(0, 0) == 100


def test_format_usage_has_percent_em_dash_and_thousands_separators() -> None:
    assert format_usage(166, 2200) == "7% — 166/2,200 chars"
    assert format_usage(1474, 2200) == "67% — 1,474/2,200 chars"
    assert format_usage(0, 1375) == "0% — 0/1,375 chars"
    assert format_usage(12345, 2200) == "100% — 12,345/2,200 chars"
    assert format_usage(1_234_567, 1_000_000) == "100% — 1,234,567/1,000,000 chars"


def test_format_counts_has_no_percent() -> None:
    assert format_counts(1474, 2200) == "1,474/2,200"
    assert format_counts(0, 999) == "0/999"


# -- losslessness (decides whether an outside edit needs a backup) -------------------------


@pytest.mark.parametrize(
    "raw",
    [
        "a\n§\nb",
        "\ufeffa\n§\nb",
        "a\r\n§\r\nb",
        "a\n§\nb\n",
        "\ufeffa\r\n§\r\nb\r\n",
        "\n\na\n§\nb\n\n",
    ],
)
def test_is_lossless_accepts_bom_crlf_and_outer_blanks(raw: str) -> None:
    assert is_lossless(raw, parse_entries(raw))


@pytest.mark.parametrize(
    "raw",
    [
        "a\n§\na",  # duplicate
        "a\n§\n\n§\nb",  # blank entry
        "a \n§\nb",  # whitespace before a separator
        "a\n§\n b",  # whitespace after a separator
        "a\n\n§\nb",  # blank line around a separator
        "a\n§ \nb",  # blanks on the separator line
        "a\n§\n§\nb",  # doubled separator
    ],
)
def test_is_lossless_rejects_text_a_rewrite_would_change(raw: str) -> None:
    assert not is_lossless(raw, parse_entries(raw))


def test_is_lossless_of_empty_text_and_empty_store() -> None:
    assert is_lossless("", [])
    assert is_lossless("\n  \n", [])


# -- what may be stored --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["plain", "multi\nline", "tab\tinside", "§ mid", "a § b", "x\n§x\ny", "✓ 日本語"]
)
def test_entry_problem_accepts_representable_text(text: str) -> None:
    assert entry_problem(text) is None


@pytest.mark.parametrize("text", ["a\n§\nb", "§\nb", "a\n§", "§", "a\n §\t\nb"])
def test_entry_problem_refuses_a_separator_line(text: str) -> None:
    problem = entry_problem(text)
    assert problem is not None
    assert "line holding only '§'" in problem


def test_entry_problem_refuses_lone_surrogates() -> None:
    problem = entry_problem("bad \ud800 text")
    assert problem is not None
    assert "U+D800" in problem and "surrogate" in problem


@pytest.mark.parametrize(
    ("char", "code"), [("\x00", "U+0000"), ("\x07", "U+0007"), ("\x1b", "U+001B")]
)
def test_entry_problem_refuses_control_characters(char: str, code: str) -> None:
    problem = entry_problem(f"a{char}b")
    assert problem is not None
    assert code in problem


def test_clean_entry_text_normalises_newlines_and_strips() -> None:
    assert clean_entry_text("  one\r\ntwo\rthree \n") == "one\ntwo\nthree"
    assert clean_entry_text(" \t\n ") == ""


def test_preview_keeps_80_chars_and_marks_the_cut() -> None:
    assert preview("x" * 80) == "x" * 80
    assert preview("x" * 81) == "x" * 80 + "..."
    assert preview("short") == "short"
    assert preview("abcdef", width=3) == "abc..."
