"""Retrieval of facts: the bounded path of a warm turn, blending, and exact pruning."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.config import resolve_home
from hermem.providers.local.facts import FactStore
from hermem.providers.local.provider import LocalProvider
from hermem.providers.local.retrieval import Signals, blend, fuse, gather
from hermem.providers.local.settings import LocalSettings


@pytest.fixture
def store(tmp_path: Path) -> Iterator[FactStore]:
    opened = FactStore.open(tmp_path / "facts.db")
    yield opened
    opened.close()


def test_the_bounded_path_scores_facts_by_the_share_of_query_words_they_hold(
    store: FactStore,
) -> None:
    every = store.add("Gus prefers postgres for new services").fact.id
    most = store.add("Gus prefers postgres at home").fact.id
    one = store.add("Postgres upgrades happen on Sundays").fact.id
    store.add("Nora likes tea")
    signals = gather(store, "does Gus prefer postgres for services", bounded=True, semantic=())
    assert signals.lexical[every] == 1.0
    assert signals.lexical[most] == pytest.approx(3 / 4)
    assert one not in signals.lexical  # one word of four: left to the exhaustive pass
    exhaustive = gather(store, "does Gus prefer postgres for services")
    assert set(exhaustive.lexical) >= {every, most, one}


def test_hostile_queries_never_fail_on_either_path(store: FactStore) -> None:
    store.add('He said "hi" AND left (NEAR the door)')
    for query in ['"', "AND OR NOT", "NEAR(", "^*:()", "x" * 10_000, 'say "hi" AND']:
        for bounded in (False, True):
            gather(store, query, bounded=bounded, semantic=())


def test_blending_keeps_the_earlier_turn_at_a_discount() -> None:
    fresh = Signals({1: 1.0, 2: 0.5}, {}, {})
    earlier = Signals({2: 0.8, 3: 1.0}, {3: 0.9}, {4: 1.0})
    mixed = blend(fresh, earlier, weight=0.5)
    assert mixed.lexical == {1: 1.0, 2: 0.5, 3: 0.5}
    assert mixed.semantic == {3: 0.45}
    assert mixed.entity == {4: 0.5}


def test_pruned_ranking_equals_the_exhaustive_one(store: FactStore) -> None:
    rng = random.Random(3)
    ids = []
    for n in range(300):
        fact = store.add(f"fact number {n} about topic {rng.randrange(20)}").fact
        store.update(fact.id, trust_delta=rng.uniform(-0.5, 0.5))
        ids.append(fact.id)
    for seed in range(5):
        pick = random.Random(seed)
        signals = Signals(
            {i: pick.random() for i in pick.sample(ids, 120)},
            {i: pick.random() for i in pick.sample(ids, 60)},
            {i: pick.random() for i in pick.sample(ids, 40)},
        )
        everything = fuse(store, signals, limit=len(ids))
        for limit in (1, 5, 10):
            top = fuse(store, signals, limit=limit)
            assert [(s.fact.id, s.score) for s in top] == [
                (s.fact.id, s.score) for s in everything[:limit]
            ]


def test_a_warm_prefetch_blends_the_queued_search_with_the_new_message(tmp_path: Path) -> None:
    provider = LocalProvider(
        LocalSettings.from_mapping({"semantic": "off"}, resolve_home(tmp_path))
    )
    provider.initialize("s1", hermem_home=tmp_path, platform="cli")
    try:
        tools = provider.tools
        assert tools is not None
        for text in (
            "Caroline lives in Lisbon",
            "Caroline paints sunsets on weekends",
            "The deploy runs on Fridays",
        ):
            tools.handle("fact_store", {"action": "add", "content": text})
        cold = provider.prefetch("what does Caroline paint")
        provider.queue_prefetch("what does Caroline paint")
        assert provider.prefetch("what does Caroline paint") == cold  # same message: reused
        provider.queue_prefetch("where does Caroline live")
        warm = provider.prefetch("when does the deploy run")
        assert "The deploy runs on Fridays" in warm  # the new message, found now
        assert "Caroline lives in Lisbon" in warm  # the previous one, prepared earlier
        assert warm.index("deploy") < warm.index("Lisbon")  # the new message ranks first
        provider.clear_prefetch()
        assert "Lisbon" not in provider.prefetch("when does the deploy run")
    finally:
        provider.shutdown()
