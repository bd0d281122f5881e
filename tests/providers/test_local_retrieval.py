"""Retrieval of facts: the bounded path of a warm turn, blending, and exact pruning.

Every test that touches a store runs on SQLite and on PostgreSQL (conftest.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from hermem.config import StorageConfig, resolve_home
from hermem.providers.local.fact_store_base import FactStoreBase
from hermem.providers.local.provider import LocalProvider
from hermem.providers.local.retrieval import Signals, blend, fuse, gather, search
from hermem.providers.local.settings import LocalSettings


def test_the_bounded_path_scores_facts_by_the_share_of_query_words_they_hold(
    store: FactStoreBase,
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


def test_hostile_queries_never_fail_on_either_path(store: FactStoreBase) -> None:
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


def test_pruned_ranking_equals_the_exhaustive_one(store: FactStoreBase) -> None:
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


def test_a_warm_prefetch_blends_the_queued_search_with_the_new_message(
    tmp_path: Path, storage_for: Callable[[Path], StorageConfig]
) -> None:
    provider = LocalProvider(
        LocalSettings.from_mapping({"semantic": "off"}, resolve_home(tmp_path))
    )
    provider.initialize("s1", hermem_home=tmp_path, platform="cli", storage=storage_for(tmp_path))
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


def test_word_ranking_is_bm25_and_the_same_on_both_backends(
    store: FactStoreBase, tmp_path: Path
) -> None:
    """The PostgreSQL store computes FTS5's BM25 (content 1, tags 0.5), so both stores give
    the same scores; compared here with a SQLite store holding the same facts."""
    from hermem.providers.local.facts import FactStore

    rng = random.Random(7)
    words = ["deploy", "staging", "postgres", "caroline", "paints", "tea", "coffee", "neovim"]
    reference = FactStore.open(tmp_path / "reference.db")
    try:
        for n in range(120):
            text = " ".join(rng.choice(words) for _ in range(rng.randint(2, 9))) + f" item{n}"
            tags = " ".join(rng.choice(words) for _ in range(rng.randint(0, 2)))
            for target in (store, reference):
                target.add(text, tags=tags, now=1_000.0 + n)
        for query in ("deploy staging", "caroline tea coffee", "neovim", "friday release tea"):
            ours = gather(store, query).lexical
            theirs = gather(reference, query).lexical
            assert set(ours) == set(theirs)
            assert all(ours[i] == pytest.approx(theirs[i], abs=1e-9) for i in ours)
            assert [s.fact.id for s in search(store, query)] == [
                s.fact.id for s in search(reference, query)
            ]
    finally:
        reference.close()
