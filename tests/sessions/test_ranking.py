"""Scoring and grouping rules (pure): properties that hold for any input."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from hermem.sessions.ranking import (
    blend,
    group_by_root,
    scale_lexical,
    soft_max,
    term_coverage,
    with_context,
)

scores = st.floats(min_value=-50, max_value=50).filter(lambda x: x == 0 or abs(x) > 1e-6)
ranked_lists = st.lists(
    st.tuples(st.integers(0, 200), scores), max_size=40, unique_by=lambda t: t[0]
).map(lambda items: sorted(items, key=lambda t: -t[1]))


@given(ranked_lists)
def test_scale_lexical_keeps_the_order_and_stays_in_unit_range(
    ranked: list[tuple[int, float]],
) -> None:
    scaled = scale_lexical(ranked)
    values = [scaled[item] for item, _ in ranked]
    assert all(0 < v <= 1 for v in values)
    assert values == sorted(values, reverse=True)
    if ranked and ranked[0][1] > 0:
        assert values[0] == 1.0


@given(st.dictionaries(st.integers(0, 50), st.floats(0, 1)), st.sets(st.integers(0, 50)))
def test_blend_without_semantic_scores_is_the_lexical_score(
    lexical: dict[int, float], items: set[int]
) -> None:
    assert blend(lexical, None, items) == {i: lexical.get(i, 0.0) for i in items}


def test_blend_gives_an_item_without_a_vector_the_mean_cosine() -> None:
    base = blend({1: 1.0, 2: 1.0}, {1: 0.8, 3: 0.2}, [1, 2, 3], lexical_weight=0.5)
    assert math.isclose(base[2], 0.5 * 1.0 + 0.5 * 0.5)
    assert math.isclose(base[1], 0.5 + 0.4) and math.isclose(base[3], 0.1)


def test_blend_prefers_the_semantically_closer_of_two_equal_lexical_matches() -> None:
    base = blend({1: 0.6, 2: 0.6}, {1: 0.7, 2: 0.2}, [1, 2])
    assert base[1] > base[2]


@given(
    st.dictionaries(st.integers(0, 20), st.floats(0, 2)),
    st.dictionaries(
        st.integers(0, 20),
        st.tuples(st.none() | st.integers(0, 20), st.none() | st.integers(0, 20)),
    ),
)
def test_context_only_ever_adds(base: dict[int, float], neighbours: dict) -> None:  # type: ignore[type-arg]
    items = set(base) | set(neighbours)
    out = with_context(base, neighbours, items)
    assert all(out[i] >= base.get(i, 0.0) for i in items)


def test_a_message_next_to_a_strong_match_rises_above_an_isolated_weak_one() -> None:
    base = {1: 1.0, 2: 0.1, 3: 0.2}
    out = with_context(base, {2: (1, None), 3: (None, None)}, [1, 2, 3], weight=0.3)
    assert out[2] > out[3]
    assert out[1] == 1.0


@given(st.lists(st.floats(-5, 5), min_size=1, max_size=30), st.floats(0.01, 1))
def test_soft_max_lies_between_the_max_and_the_max_plus_t_log_n(
    values: list[float], temperature: float
) -> None:
    result = soft_max(values, temperature)
    assert max(values) - 1e-9 <= result <= max(values) + temperature * math.log(len(values)) + 1e-9


@given(
    st.lists(
        st.tuples(st.integers(0, 300), st.floats(0, 2), st.sampled_from("abcdef")),
        max_size=60,
        unique_by=lambda t: t[0],
    ),
    st.integers(1, 5),
)
def test_every_item_lands_in_its_root_and_groups_come_best_first(
    items: list[tuple[int, float, str]], per_group: int
) -> None:
    items.sort(key=lambda t: -t[1])
    root = {i: r for i, _, r in items}
    groups = group_by_root([(i, s) for i, s, _ in items], root.__getitem__, per_group)
    assert sorted(r for r, _, _ in groups) == sorted(set(root.values()))
    assert [g[2] for g in groups] == sorted((g[2] for g in groups), reverse=True)
    for r, members, _ in groups:
        assert all(root[m] == r for m in members)
        expected = [i for i, _, rr in items if rr == r][:per_group]
        assert members == expected


def test_a_conversation_with_several_good_matches_beats_one_with_a_single_one() -> None:
    ranked = [(1, 0.80), (2, 0.79), (3, 0.78), (4, 0.77)]
    root = {1: "lonely", 2: "busy", 3: "busy", 4: "busy"}
    groups = group_by_root(ranked, root.__getitem__)
    assert groups[0][0] == "busy"


def test_a_long_conversation_does_not_win_by_size_alone() -> None:
    strong = [(i, 0.9) for i in range(3)]
    weak = [(100 + i, 0.5) for i in range(500)]
    root = {i: ("short" if i < 100 else "long") for i, _ in strong + weak}
    groups = group_by_root(strong + weak, root.__getitem__)
    assert groups[0][0] == "short"


def test_a_bonus_reorders_close_groups() -> None:
    ranked = [(1, 0.80), (2, 0.79)]
    root = {1: "a", 2: "b"}
    assert group_by_root(ranked, root.__getitem__, bonus={"b": 0.2})[0][0] == "b"


def test_coverage_is_a_share_and_rarer_terms_weigh_more() -> None:
    root = {1: "a", 2: "a", 3: "b", 4: "c", 5: "c"}.__getitem__
    common = {1, 3, 4, 5}  # in every conversation
    rare = {3}  # only in b
    coverage = term_coverage([common, rare], root, pool_size=5)
    assert all(0 <= v <= 1 for v in coverage.values())
    assert coverage["b"] == 1.0
    assert coverage["a"] == coverage["c"] < 0.5


def test_coverage_of_no_hits_is_empty() -> None:
    assert term_coverage([set(), set()], str, pool_size=10) == {}
