"""add / replace / remove and batches applied to a list of entries (pure)."""

from __future__ import annotations

import pytest

from hermem.store.entries import joined_length
from hermem.store.operations import (
    ACTIONS,
    ALL_OR_NOTHING,
    Applied,
    Failure,
    Operation,
    apply_add,
    apply_batch,
    apply_remove,
    apply_replace,
    fits,
)

LIMIT = 100


def applied(outcome: Applied | Failure) -> Applied:
    assert isinstance(outcome, Applied), outcome
    return outcome


def failed(outcome: Applied | Failure) -> Failure:
    assert isinstance(outcome, Failure), outcome
    return outcome


def test_actions_are_add_replace_remove() -> None:
    assert ACTIONS == ("add", "replace", "remove")


# -- add -------------------------------------------------------------------------------------


def test_add_appends_the_entry() -> None:
    result = applied(apply_add(["a"], "b", LIMIT))
    assert result.entries == ["a", "b"]
    assert result.changed
    assert result.message == "Entry added."


def test_add_exact_duplicate_is_success_without_change() -> None:
    entries = ["a", "b"]
    result = applied(apply_add(entries, "b", LIMIT))
    assert result.entries == entries
    assert not result.changed
    assert result.message == "Entry already exists (no duplicate added)."


def test_add_reaching_the_limit_exactly_is_allowed() -> None:
    # "x" * 96 + delimiter (3) + "a" (1) == 100
    result = applied(apply_add(["a"], "x" * 96, LIMIT))
    assert joined_length(result.entries) == LIMIT


def test_add_one_char_over_the_limit_is_a_consolidation_failure() -> None:
    failure = failed(apply_add(["a"], "x" * 97, LIMIT))
    assert failure.kind == "over_budget"
    assert failure.consolidation
    assert failure.show_entries
    assert failure.error == (
        "Memory at 1/100 chars. Adding this entry (97 chars) would exceed the limit. "
        "Consolidate now: use 'replace' to merge overlapping entries into shorter ones or "
        "'remove' stale or less important entries (see current_entries below), then retry "
        "this add — all in this turn."
    )


def test_add_error_uses_thousands_separators() -> None:
    failure = failed(apply_add(["y" * 2000], "x" * 1500, 2200))
    assert failure.error.startswith("Memory at 2,000/2,200 chars. Adding this entry (1,500 chars)")


def test_add_to_a_store_already_over_budget_is_refused() -> None:
    failure = failed(apply_add(["x" * 150], "tiny", LIMIT))
    assert failure.kind == "over_budget"


# -- replace ---------------------------------------------------------------------------------


def test_replace_overwrites_the_whole_matched_entry() -> None:
    result = applied(
        apply_replace(["User likes tea a lot", "b"], "tea", "User likes coffee", LIMIT)
    )
    assert result.entries == ["User likes coffee", "b"]
    assert result.replaced == {0: "User likes tea a lot"}
    assert result.message == "Entry replaced."
    assert result.changed


def test_replace_with_identical_text_changes_nothing() -> None:
    result = applied(apply_replace(["a", "b"], "a", "a", LIMIT))
    assert not result.changed
    assert result.entries == ["a", "b"]


def test_replace_into_an_existing_entry_drops_the_duplicate() -> None:
    result = applied(apply_replace(["a", "b", "c"], "c", "a", LIMIT))
    assert result.entries == ["a", "b"]


def test_replace_no_match_error_names_the_text_and_asks_to_check_entries() -> None:
    failure = failed(apply_replace(["a"], "zzz", "new", LIMIT))
    assert failure.kind == "no_match"
    assert failure.consolidation
    assert failure.show_entries
    assert failure.error == (
        "No entry matched 'zzz'. Check current_entries below and retry with the exact text "
        "of the entry you want to replace."
    )


def test_replace_ambiguous_match_lists_previews() -> None:
    failure = failed(apply_replace(["tea one", "tea two"], "tea", "x", LIMIT))
    assert failure.kind == "ambiguous"
    assert failure.consolidation
    assert failure.error == "Multiple entries matched 'tea'. Be more specific."
    assert failure.matches == ("tea one", "tea two")


def test_replace_over_budget_is_a_consolidation_failure() -> None:
    failure = failed(apply_replace(["a", "b"], "a", "x" * 100, LIMIT))
    assert failure.kind == "over_budget"
    assert failure.consolidation
    assert failure.error == (
        "Replacement would put memory at 104/100 chars. Shorten the new content, or 'remove' "
        "other stale or less important entries to make room (see current_entries below), "
        "then retry — all in this turn."
    )


def test_replace_may_shrink_a_store_already_over_budget_that_stays_over() -> None:
    entries = ["x" * 150, "keep"]
    result = applied(apply_replace(entries, "x" * 150, "y" * 120, LIMIT))
    assert joined_length(result.entries) > LIMIT
    assert joined_length(result.entries) < joined_length(entries)


def test_replace_may_not_grow_a_store_already_over_budget() -> None:
    failure = failed(apply_replace(["x" * 150, "keep"], "keep", "keeps", LIMIT))
    assert failure.kind == "over_budget"


# -- remove ----------------------------------------------------------------------------------


def test_remove_pops_the_matched_entry() -> None:
    result = applied(apply_remove(["a", "bb", "c"], "bb"))
    assert result.entries == ["a", "c"]
    assert result.removed == {0: "bb"}
    assert result.message == "Entry removed."


def test_remove_of_the_last_entry_is_allowed() -> None:
    assert applied(apply_remove(["only"], "only")).entries == []


def test_remove_exact_entry_beats_substring_collision() -> None:
    result = applied(apply_remove(["tests are slow", "test"], "test"))
    assert result.entries == ["tests are slow"]


def test_remove_no_match_says_remove() -> None:
    failure = failed(apply_remove(["a"], "zzz"))
    assert failure.error.endswith("the entry you want to remove.")


# -- batch -----------------------------------------------------------------------------------


def test_batch_empty_list_is_refused() -> None:
    failure = failed(apply_batch(["a"], [], LIMIT))
    assert failure.error == "operations list is empty."
    assert not failure.consolidation


def test_batch_applies_in_order_and_reports_count() -> None:
    ops = [
        Operation("remove", old_text="old"),
        Operation("replace", content="b2", old_text="b"),
        Operation("add", content="c"),
    ]
    result = applied(apply_batch(["old", "b"], ops, LIMIT))
    assert result.entries == ["b2", "c"]
    assert result.message == "Applied 3 operation(s)."
    assert result.replaced == {2: "b"}
    assert result.removed == {1: "old"}


def test_batch_checks_budget_on_final_state_only() -> None:
    big = "x" * 90
    ops = [Operation("add", content="y" * 90), Operation("remove", old_text=big)]
    result = applied(apply_batch([big], ops, LIMIT))
    assert result.entries == ["y" * 90]


def test_batch_final_state_over_budget_is_refused() -> None:
    failure = failed(apply_batch(["a"], [Operation("add", content="x" * 200)], LIMIT))
    assert failure.kind == "over_budget"
    assert failure.consolidation
    assert failure.error.endswith(ALL_OR_NOTHING)
    assert "204/100" in failure.error


def test_batch_may_shrink_a_store_already_over_budget() -> None:
    entries = ["x" * 150, "y"]
    result = applied(apply_batch(entries, [Operation("remove", old_text="y")], LIMIT))
    assert result.entries == ["x" * 150]


def test_batch_duplicate_add_is_skipped_not_failed() -> None:
    result = applied(apply_batch(["a"], [Operation("add", content="a")], LIMIT))
    assert result.entries == ["a"]
    assert not result.changed


@pytest.mark.parametrize(
    ("ops", "expected"),
    [
        ([Operation("add")], "Operation 1 (add): content is required."),
        (
            [Operation("add", content="z"), Operation("delete", old_text="a")],
            "Operation 2 (delete): unknown action. Use add, replace, or remove.",
        ),
        (
            [Operation("remove")],
            "Operation 1 (remove): old_text is required -- a short unique substring of the entry.",
        ),
        (
            [Operation("replace", old_text="a")],
            "Operation 1 (replace): content is required (use action='remove' to delete).",
        ),
        (
            [Operation("add", content="z"), Operation("remove", old_text="nope")],
            "Operation 2 (remove): no entry matched 'nope'.",
        ),
        (
            [Operation("remove", old_text="b")],
            "Operation 1 (remove): 'b' matched multiple distinct entries -- be more specific.",
        ),
    ],
)
def test_batch_errors_are_prefixed_and_suffixed(ops: list[Operation], expected: str) -> None:
    failure = failed(apply_batch(["ab", "bc"], ops, LIMIT))
    assert failure.error == f"{expected} {ALL_OR_NOTHING}"
    assert ALL_OR_NOTHING == "No operations were applied (batch is all-or-nothing)."


def test_batch_consolidation_kinds_count_and_invalid_ones_do_not() -> None:
    entries = ["ab", "bc"]
    assert failed(apply_batch(entries, [Operation("remove", old_text="zz")], LIMIT)).consolidation
    assert failed(apply_batch(entries, [Operation("remove", old_text="b")], LIMIT)).consolidation
    assert not failed(apply_batch(entries, [Operation("remove")], LIMIT)).consolidation
    assert not failed(apply_batch(entries, [Operation("nope")], LIMIT)).consolidation


def test_batch_ambiguous_match_carries_previews() -> None:
    failure = failed(apply_batch(["ab", "bc"], [Operation("remove", old_text="b")], LIMIT))
    assert failure.matches == ("ab", "bc")


def test_batch_may_not_empty_a_non_empty_store() -> None:
    ops = [Operation("remove", old_text="a"), Operation("remove", old_text="b")]
    failure = failed(apply_batch(["a", "b"], ops, LIMIT))
    assert failure.kind == "would_empty"
    assert failure.consolidation
    assert failure.error.endswith(ALL_OR_NOTHING)


def test_batch_emptying_then_refilling_is_allowed() -> None:
    ops = [Operation("remove", old_text="a"), Operation("add", content="b")]
    assert applied(apply_batch(["a"], ops, LIMIT)).entries == ["b"]


def test_batch_on_empty_store_may_add() -> None:
    assert applied(apply_batch([], [Operation("add", content="a")], LIMIT)).entries == ["a"]


def test_batch_remove_exact_entry_beats_substring_collision() -> None:
    ops = [Operation("remove", old_text="test")]
    assert applied(apply_batch(["tests", "test"], ops, LIMIT)).entries == ["tests"]


def test_batch_later_operations_see_earlier_ones() -> None:
    ops = [
        Operation("add", content="fresh"),
        Operation("replace", content="fresher", old_text="fresh"),
    ]
    result = applied(apply_batch(["a"], ops, LIMIT))
    assert result.entries == ["a", "fresher"]
    assert result.replaced == {2: "fresh"}


def test_batch_does_not_mutate_its_input() -> None:
    entries = ["a", "b"]
    apply_batch(entries, [Operation("remove", old_text="a")], LIMIT)
    assert entries == ["a", "b"]


def test_fits_allows_within_limit_or_not_growing() -> None:
    assert fits([], ["x" * 100], LIMIT)
    assert not fits([], ["x" * 101], LIMIT)
    assert fits(["x" * 150], ["x" * 150], LIMIT)
    assert fits(["x" * 150], ["x" * 149], LIMIT)
    assert not fits(["x" * 150], ["x" * 151], LIMIT)
