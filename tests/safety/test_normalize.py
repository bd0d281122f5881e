"""The folded copy patterns run on, and its map back to indices of the original text."""

from __future__ import annotations

from hermem.safety.normalize import normalize


def test_ascii_text_is_its_own_fold_with_identity_spans() -> None:
    folded = normalize("Hello World")
    assert folded.text == "Hello World"
    assert folded.lowered == "hello world"
    assert folded.original_span(6, 11) == (6, 11)


def test_full_width_letters_fold_one_to_one() -> None:
    folded = normalize("ｃａｔ ~/.env")
    assert folded.text == "cat ~/.env"
    assert folded.original_span(0, 3) == (0, 3)


def test_expanding_characters_map_back_to_their_source() -> None:
    text = "x \ufb01le \u337f end"  # U+FB01 -> "fi", U+337F -> four characters
    folded = normalize(text)
    assert folded.text == "x file 株式会社 end"
    assert folded.original_span(2, 6) == (2, 5)  # "file" <- "\ufb01le"
    assert folded.original_span(2, 3) == (2, 3)  # half a ligature covers the whole ligature
    start = folded.text.index("end")
    assert folded.original_span(start, start + 3) == (text.index("end"), len(text))


def test_invisible_characters_are_dropped_from_the_fold() -> None:
    text = "ig\u200bno\ufeffre"
    folded = normalize(text)
    assert folded.text == "ignore"
    assert folded.original_span(0, 6) == (0, len(text))


def test_lowered_copy_keeps_length_for_dotted_and_dotless_i() -> None:
    folded = normalize("İGNORE ıgnore Straße")
    assert len(folded.lowered) == len(folded.text)
    assert folded.lowered.startswith("ignore ignore")


def test_lone_surrogates_and_nul_pass_through() -> None:
    text = "a\ud800b\x00c\udfff"
    folded = normalize(text)
    assert folded.text == text
    assert folded.original_span(0, len(text)) == (0, len(text))


def test_empty_span_maps_to_a_position() -> None:
    folded = normalize("\ufb01x")
    assert folded.original_span(3, 3) == (2, 2)
    assert folded.original_span(1, 1) == (0, 0)
