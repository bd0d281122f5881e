"""Hybrid session search with the real embedding model (skipped without the embed extra)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.embeddings import unavailable_reason
from hermem.sessions import SessionStore
from support.session_backend import SessionBackend

REASON = unavailable_reason()
pytestmark = pytest.mark.skipif(REASON is not None, reason=f"no embedding model: {REASON}")

CONVERSATIONS = {
    "pets": [
        ("user", "We finally brought home a rescue puppy last weekend."),
        ("assistant", "Congratulations! What breed is she?"),
        ("user", "A beagle mix, she is very energetic."),
    ],
    "taxes": [
        ("user", "Can you help me file my quarterly taxes?"),
        ("assistant", "Sure, start with your income statements."),
    ],
    "travel": [
        ("user", "I am planning a trip to Lisbon in the spring."),
        ("assistant", "Lisbon is lovely in April; try the trams."),
    ],
}


@pytest.fixture(scope="module", autouse=True)
def private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    cache = tmp_path_factory.mktemp("cache")
    old = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(cache)
    yield
    if old is None:
        os.environ.pop("XDG_CACHE_HOME", None)
    else:
        os.environ["XDG_CACHE_HOME"] = old


def write(store: SessionStore) -> None:
    for sid, messages in CONVERSATIONS.items():
        store.start_session(sid)
        store.append_messages(sid, [{"role": r, "content": c} for r, c in messages])


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="on") as opened:
        write(opened)
        yield opened


def test_hybrid_finds_a_paraphrase_that_lexical_search_misses(store: SessionStore) -> None:
    query = "adopting a dog"
    assert store.search_messages(query, mode="lexical") == []
    hits = store.search_messages(query, limit=3, mode="hybrid")
    assert hits and hits[0].session_id == "pets"
    assert "semantic" in hits[0].matched_by
    sessions = store.search_sessions(query, limit=1)
    assert [s.session_id for s in sessions] == ["pets"]


def test_messages_just_written_are_searchable_at_once(store: SessionStore) -> None:
    store.start_session("garden")
    store.append_message("garden", "user", "The tomatoes in my vegetable patch are ripening.")
    hits = store.search_messages("vegetables from the garden", limit=1, mode="hybrid")
    assert hits[0].session_id == "garden"
    assert "semantic" in hits[0].matched_by


def test_backfill_embeds_what_a_lexical_only_process_wrote(
    tmp_path: Path, session_backend: SessionBackend
) -> None:
    home = tmp_path / "home"
    with SessionStore.open(home, semantic="off") as plain:
        write(plain)
        assert plain.semantic is None
        assert [h.session_id for h in plain.search_messages("Lisbon")] == ["travel", "travel"]
    with SessionStore.open(home, semantic="on") as store:
        index = store.semantic
        assert index is not None
        assert index.backfill() == 7  # type: ignore[attr-defined]
        hits = store.search_messages("holiday in Portugal", limit=2, mode="hybrid")
        assert {h.session_id for h in hits} == {"travel"}


def test_semantic_off_stays_lexical_even_when_hybrid_is_asked(
    tmp_path: Path, session_backend: SessionBackend
) -> None:
    with SessionStore.open(tmp_path / "home", semantic="off") as store:
        write(store)
        assert store.search_messages("adopting a dog", mode="hybrid") == []
        assert [h.session_id for h in store.search_messages("puppy", mode="auto")] == ["pets"]
