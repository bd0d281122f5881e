"""The session store's non-search API: sessions, messages, listing, deletion, stats, lookup."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionError, SessionStore
from support.session_backend import SessionBackend


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def test_start_session_without_id_makes_a_new_one_each_time(store: SessionStore) -> None:
    first, second = store.start_session(), store.start_session()
    assert first != second and len(first) == 32
    assert store.get_session(first) is not None


def test_start_session_keeps_an_existing_session_untouched(store: SessionStore) -> None:
    store.start_session("s1", source="cli", title="First", started_at=100.0)
    assert store.start_session("s1", source="telegram", title="Second") == "s1"
    session = store.get_session("s1")
    assert session is not None
    assert (session.source, session.title, session.started_at) == ("cli", "First", 100.0)


@pytest.mark.parametrize("bad", ["   ", "x" * 201])
def test_start_session_rejects_empty_or_overlong_ids(store: SessionStore, bad: str) -> None:
    with pytest.raises(SessionError, match="session id"):
        store.start_session(bad)


def test_get_session_of_unknown_id_is_none(store: SessionStore) -> None:
    assert store.get_session("nope") is None


def test_titles_are_cleaned_of_control_characters_and_capped(store: SessionStore) -> None:
    store.start_session("s1", title="  Deploy\x00 the\u200b   API\n ")
    store.start_session("s2", title="x" * 300)
    assert store.get_session("s1").title == "Deploy the API"  # type: ignore[union-attr]
    assert store.get_session("s2").title == "x" * 100  # type: ignore[union-attr]
    store.set_title("s1", None)
    assert store.get_session("s1").title is None  # type: ignore[union-attr]


def test_end_session_keeps_the_first_reason(store: SessionStore) -> None:
    store.start_session("s1")
    assert store.end_session("s1", "user_exit", ended_at=200.0)
    assert store.end_session("s1", "timeout", ended_at=300.0)
    session = store.get_session("s1")
    assert session is not None
    assert (session.ended_at, session.end_reason) == (200.0, "user_exit")


def test_end_session_of_unknown_id_is_false(store: SessionStore) -> None:
    assert store.end_session("nope") is False


def test_append_counts_messages_and_tool_calls_not_tool_results(store: SessionStore) -> None:
    store.start_session("s1")
    calls = [
        {"id": "c1", "type": "function", "function": {"name": "ls", "arguments": "{}"}},
        {"id": "c2", "type": "function", "function": {"name": "cat", "arguments": "{}"}},
    ]
    store.append_message("s1", "user", "list files")
    store.append_message("s1", "assistant", "", tool_calls=calls)
    store.append_message("s1", "tool", "a.txt", tool_name="ls")
    session = store.get_session("s1")
    assert session is not None
    assert (session.message_count, session.tool_call_count) == (3, 2)


def test_tool_calls_round_trip_as_json(store: SessionStore) -> None:
    store.start_session("s1")
    calls = [{"id": "c1", "type": "function", "function": {"name": "ls", "arguments": "{}"}}]
    message_id = store.append_message("s1", "assistant", "", tool_calls=calls, timestamp=5.0)
    message = store.get_message(message_id)
    assert message is not None
    assert message.tool_calls == calls and message.timestamp == 5.0


def test_append_with_a_repeated_external_id_returns_the_existing_message(
    store: SessionStore,
) -> None:
    store.start_session("s1")
    first = store.append_message("s1", "user", "hello", external_id="m1")
    again = store.append_message("s1", "user", "hello again", external_id="m1")
    assert again == first
    assert [m.content for m in store.get_messages("s1")] == ["hello"]
    assert store.get_session("s1").message_count == 1  # type: ignore[union-attr]


def test_append_to_an_unknown_session_raises_and_writes_nothing(store: SessionStore) -> None:
    with pytest.raises(SessionError, match="start_session"):
        store.append_message("ghost", "user", "hi")
    assert store.stats()["messages"] == 0


def test_append_messages_is_all_or_nothing(store: SessionStore) -> None:
    store.start_session("s1")
    with pytest.raises(SessionError, match="role"):
        store.append_messages("s1", [{"role": "user", "content": "ok"}, {"content": "no role"}])
    assert store.get_messages("s1") == []


def test_get_messages_windows(store: SessionStore) -> None:
    store.start_session("s1")
    ids = store.append_messages("s1", [{"role": "user", "content": str(i)} for i in range(6)])
    assert [m.content for m in store.get_messages("s1", limit=2)] == ["0", "1"]
    assert [m.content for m in store.get_messages("s1", limit=2, newest=True)] == ["4", "5"]
    assert [m.content for m in store.get_messages("s1", after_id=ids[3])] == ["4", "5"]
    assert [m.content for m in store.get_messages("s1", before_id=ids[1])] == ["0"]


def test_list_sessions_orders_by_last_activity_and_filters(store: SessionStore) -> None:
    store.start_session("old", source="cli", started_at=100.0)
    store.start_session("mid", source="telegram", started_at=200.0)
    store.start_session("new", source="cli", started_at=300.0)
    store.append_message("old", "user", "revived", timestamp=400.0)
    assert [s.id for s in store.list_sessions()] == ["old", "new", "mid"]
    assert [s.id for s in store.list_sessions(order="oldest")] == ["mid", "new", "old"]
    assert [s.id for s in store.list_sessions(source="cli")] == ["old", "new"]
    assert [s.id for s in store.list_sessions(exclude_sources=["cli"])] == ["mid"]
    assert [s.id for s in store.list_sessions(limit=1, offset=1)] == ["new"]


def test_delete_session_removes_its_messages_and_unlinks_children(store: SessionStore) -> None:
    store.start_session("parent")
    store.start_session("child", parent_session_id="parent")
    store.append_message("parent", "user", "zebra crossing")
    store.append_message("child", "user", "child message")
    assert store.root_of("child") == "parent"
    assert store.delete_session("parent") is True
    assert store.get_session("parent") is None and store.get_messages("parent") == []
    child = store.get_session("child")
    assert child is not None and child.parent_session_id is None
    assert store.root_of("child") == "child"
    assert store.search_messages("zebra", mode="lexical") == []
    assert store.delete_session("parent") is False


def test_root_of_follows_the_parent_chain(store: SessionStore) -> None:
    store.start_session("a")
    store.start_session("b", parent_session_id="a")
    store.start_session("c", parent_session_id="b")
    assert [store.root_of(x) for x in ("a", "b", "c", "unknown")] == ["a", "a", "a", "unknown"]


def test_stats_counts_sessions_messages_and_sources(store: SessionStore) -> None:
    store.start_session("a", source="cli", started_at=10.0)
    store.start_session("b", source="cli", started_at=20.0)
    store.start_session("c", source="telegram", started_at=30.0)
    store.append_message("a", "user", "x", timestamp=50.0)
    stats = store.stats()
    assert (stats["sessions"], stats["messages"]) == (3, 1)
    assert stats["sessions_by_source"] == {"cli": 2, "telegram": 1}
    assert (stats["first_session_at"], stats["last_active_at"]) == (10.0, 50.0)
    assert stats["bytes"] > 0
    if store.path is not None:
        assert stats["database"] == str(store.path)
    else:  # PostgreSQL: the database (no password) and the tenant
        assert stats["database"].startswith("postgresql://") and "tenant" in stats["database"]


def test_resolve_session_id_by_exact_id_or_unique_prefix(store: SessionStore) -> None:
    for sid in ("abc123", "abd456", "a_b", "abc"):
        store.start_session(sid)
    assert store.resolve_session_id("abc") == "abc"  # exact wins over being a prefix
    assert store.resolve_session_id("abc1") == "abc123"
    assert store.resolve_session_id("ab") is None  # ambiguous
    assert store.resolve_session_id("zz") is None
    assert store.resolve_session_id("") is None
    assert store.resolve_session_id("a_") == "a_b"  # LIKE wildcards are literal
    assert store.resolve_session_id("%") is None


def test_import_session_writes_the_session_and_its_messages(store: SessionStore) -> None:
    created, added = store.import_session(
        "imp",
        [
            {"role": "user", "content": "q", "timestamp": 10.0, "external_id": "1"},
            {"role": "assistant", "content": "a", "timestamp": 12.0, "external_id": "2"},
        ],
        source="chatgpt",
        title="T",
        meta={"k": "v"},
        ended_at=20.0,
    )
    assert (created, added) == (True, 2)
    session = store.get_session("imp")
    assert session is not None
    assert (session.source, session.title, session.meta) == ("chatgpt", "T", {"k": "v"})
    assert (session.started_at, session.last_active_at, session.message_count) == (10.0, 12.0, 2)


def test_import_session_again_adds_only_missing_messages(store: SessionStore) -> None:
    messages = [{"role": "user", "content": "q", "timestamp": 1.0, "external_id": "1"}]
    store.import_session("imp", messages)
    more = [*messages, {"role": "assistant", "content": "a", "timestamp": 2.0, "external_id": "2"}]
    assert store.import_session("imp", more, title="Later title") == (False, 1)
    assert store.import_session("imp", more) == (False, 0)
    session = store.get_session("imp")
    assert session is not None and session.message_count == 2
    assert session.title == "Later title"  # an empty field is filled in


def test_import_session_matches_id_less_messages_by_content(store: SessionStore) -> None:
    store.start_session("live")
    store.append_message("live", "user", "typed live", timestamp=7.0)
    again = [{"role": "user", "content": "typed live", "timestamp": 7.0, "external_id": "#0"}]
    assert store.import_session("live", again) == (False, 0)


def test_import_session_with_unknown_parent_writes_nothing(store: SessionStore) -> None:
    with pytest.raises(SessionError, match="parent"):
        store.import_session("orphan", [{"role": "user", "content": "x"}], parent_session_id="p")
    assert store.get_session("orphan") is None
