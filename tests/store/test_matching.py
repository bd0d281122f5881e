"""Locating the entry an ``old_text`` refers to (pure)."""

from __future__ import annotations

from hermem.store.matching import find_entry


def test_unique_substring_locates_its_entry() -> None:
    match = find_entry(["User likes tea", "Project uses pytest"], "pytest")
    assert match.found
    assert match.index == 1
    assert match.ambiguous == ()


def test_no_match_is_not_found_and_not_ambiguous() -> None:
    match = find_entry(["alpha", "beta"], "gamma")
    assert not match.found
    assert match.index is None
    assert match.ambiguous == ()


def test_no_match_in_empty_store() -> None:
    assert not find_entry([], "x").found


def test_matching_is_case_sensitive() -> None:
    assert not find_entry(["User likes Tea"], "tea").found


def test_exact_entry_wins_over_substring_collisions() -> None:
    entries = ["tests live in tests/", "test", "run the test suite"]
    assert find_entry(entries, "test").index == 1


def test_exact_entry_wins_even_when_listed_after_the_substring_hits() -> None:
    entries = ["a longer entry with note in it", "note"]
    assert find_entry(entries, "note").index == 1


def test_identical_duplicates_resolve_to_the_first() -> None:
    entries = ["other", "same fact", "same fact"]
    assert find_entry(entries, "fact").index == 1


def test_distinct_substring_hits_are_ambiguous_with_previews() -> None:
    entries = ["User likes tea", "unrelated", "User likes coffee"]
    match = find_entry(entries, "likes")
    assert not match.found
    assert match.ambiguous == ("User likes tea", "User likes coffee")


def test_ambiguous_previews_are_cut_at_80_chars_with_ellipsis() -> None:
    long_a = "shared " + "a" * 100
    long_b = "shared " + "b" * 73  # exactly 80 chars: no ellipsis
    match = find_entry([long_a, long_b], "shared")
    assert match.ambiguous == (long_a[:80] + "...", long_b)
    assert len(long_b) == 80
