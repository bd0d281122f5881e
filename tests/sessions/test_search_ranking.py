"""How lexical search orders messages and conversations (real SQLite, no model)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from hermem.sessions import SessionError, SessionStore
from support.session_backend import SessionBackend


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def chat(store: SessionStore, sid: str, *texts: str, when: float | None = None) -> list[int]:
    store.start_session(sid, started_at=when)
    return store.append_messages(
        sid,
        [
            {"role": "user" if i % 2 == 0 else "assistant", "content": t, "timestamp": when}
            for i, t in enumerate(texts)
        ],
    )


def test_lexical_search_returns_only_messages_that_match(store: SessionStore) -> None:
    chat(store, "a", "we talked about the garden", "yes, and the roses", "nothing else")
    hits = store.search_messages("garden", mode="lexical")
    assert [h.content for h in hits] == ["we talked about the garden"]
    assert hits[0].matched_by == ("words",)


def test_a_message_written_on_the_day_the_query_names_comes_first(store: SessionStore) -> None:
    may = datetime(2023, 5, 8, 14, 0).timestamp()
    june = datetime(2023, 6, 20, 9, 0).timestamp()
    chat(store, "may", "I went hiking with friends", when=may)
    chat(store, "june", "I went hiking with friends", when=june)
    for query in ("hiking on 20 June, 2023", "hiking in June", "hiking 2023-06-20"):
        hits = store.search_messages(query, mode="lexical")
        assert [h.session_id for h in hits] == ["june", "may"], query
        assert "date" in hits[0].matched_by
    assert store.search_sessions("hiking in May", limit=1)[0].session_id == "may"


def test_a_match_in_a_passage_about_the_topic_beats_an_isolated_one(store: SessionStore) -> None:
    chat(store, "topic", "the deploy failed again", "the deploy script", "filler three")
    chat(store, "lone", "filler one", "the deploy script", "filler two")  # newer: wins ties
    hits = store.search_messages("deploy script", mode="lexical")
    ids = [(h.session_id, h.content) for h in hits]
    assert ids.index(("topic", "the deploy script")) < ids.index(("lone", "the deploy script"))


def test_a_conversation_covering_every_term_outranks_one_repeating_a_term(
    store: SessionStore,
) -> None:
    chat(store, "repeat", "postgres", "postgres again", "postgres and more postgres")
    chat(store, "cover", "postgres is slow", "the migration finished", "an index helped")
    groups = store.search_sessions("postgres migration index", limit=2)
    assert [g.session_id for g in groups] == ["cover", "repeat"]


def test_search_sessions_keeps_the_best_messages_of_each_conversation(
    store: SessionStore,
) -> None:
    chat(store, "s", *[f"rabbit note {i}" for i in range(6)], "rabbit rabbit rabbit")
    [group] = store.search_sessions("rabbit", per_session=2)
    assert len(group.hits) == 2
    assert group.hits[0].content == "rabbit rabbit rabbit"
    assert group.session is not None and group.session.id == "s"


def test_search_sessions_applies_the_same_filters(store: SessionStore) -> None:
    chat(store, "a", "kiwi for breakfast")
    chat(store, "b", "kiwi for lunch")
    groups = store.search_sessions("kiwi", exclude_session_ids=["a"], mode="lexical")
    assert [g.session_id for g in groups] == ["b"]
    assert store.search_sessions("kiwi", roles=["tool"]) == []


def test_child_sessions_fold_into_their_root(store: SessionStore) -> None:
    chat(store, "root", "the parrot talks")
    store.start_session("child", parent_session_id="root")
    store.append_message("child", "user", "the parrot sings")
    [group] = store.search_sessions("parrot")
    assert group.session_id == "root" and len(group.hits) == 2


@pytest.mark.parametrize("call", ["search_messages", "search_sessions"])
def test_an_unknown_mode_is_refused_with_the_choices(store: SessionStore, call: str) -> None:
    with pytest.raises(SessionError, match="auto, lexical, hybrid"):
        getattr(store, call)("x", mode="fuzzy")


def test_an_unknown_semantic_setting_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SessionError, match="auto, on, off"):
        SessionStore.open(tmp_path / "home", semantic="maybe")


@pytest.mark.parametrize("query", ["", "   ", '"', "AND OR NOT", "*", "x" * 5000, "🙂"])
def test_odd_queries_never_raise(store: SessionStore, query: str) -> None:
    chat(store, "a", "some text")
    assert isinstance(store.search_messages(query), list)
    assert isinstance(store.search_sessions(query), list)
