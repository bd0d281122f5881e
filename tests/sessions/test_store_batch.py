"""``SessionStore.batch()``: many writes, few commits, each write still all-or-nothing."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from hermem.errors import DatabaseError
from hermem.sessions import SessionError, SessionStore
from support.session_backend import SessionBackend, committed_session_ids, raw_sql


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def committed_sessions(store: SessionStore) -> list[str]:
    """What another connection sees (only committed rows)."""
    return committed_session_ids(store)


def messages(n: int) -> list[dict[str, object]]:
    return [{"role": "user", "content": f"note {i} about pysqlite3"} for i in range(n)]


def test_writes_in_a_batch_commit_together_once_enough_messages_are_pending(
    store: SessionStore,
) -> None:
    with store.batch(max_messages=10):
        store.import_session("a", messages(4))
        store.import_session("b", messages(4))
        assert committed_sessions(store) == []  # 8 pending: not committed yet
        assert store.get_session("a") is not None  # but visible to this store
        store.import_session("c", messages(4))
        assert committed_sessions(store) == ["a", "b", "c"]
        store.import_session("d", messages(1))
    assert committed_sessions(store) == ["a", "b", "c", "d"]
    assert len(store.search_messages("sqlite", limit=50, mode="lexical")) == 13


def test_a_failed_write_in_a_batch_is_undone_alone(store: SessionStore) -> None:
    with store.batch():
        store.import_session("a", messages(2))
        with pytest.raises(SessionError, match="parent"):
            store.import_session("b", messages(2), parent_session_id="missing")
        with pytest.raises(SessionError, match="role"):
            store.append_messages("a", [{"role": "user", "content": "ok"}, {"content": "no role"}])
        store.import_session("c", messages(2))
    assert committed_sessions(store) == ["a", "c"]
    assert store.stats()["messages"] == 4


def test_an_interrupted_batch_keeps_the_writes_made_before(store: SessionStore) -> None:
    with pytest.raises(KeyboardInterrupt), store.batch():
        store.import_session("a", messages(3))
        raise KeyboardInterrupt
    assert committed_sessions(store) == ["a"]
    assert len(store.search_messages("sqlite", mode="lexical")) == 3


def test_batches_nest_and_the_outer_one_commits(store: SessionStore) -> None:
    with store.batch(max_messages=1000):
        with store.batch(max_messages=1):
            store.import_session("a", messages(5))
        assert committed_sessions(store) == []
    assert committed_sessions(store) == ["a"]


def test_repeated_external_ids_in_one_append_are_one_message(store: SessionStore) -> None:
    sid = store.start_session("s")
    ids = store.append_messages(
        sid,
        [
            {"role": "user", "content": "first", "external_id": "x"},
            {"role": "user", "content": "second"},
            {"role": "user", "content": "first again", "external_id": "x"},
        ],
    )
    assert ids[0] == ids[2] != ids[1]
    assert [m.content for m in store.get_messages(sid)] == ["first", "second"]
    assert [m.id for m in store.get_messages(sid)] == ids[:2]


def test_an_unexpected_failure_rolls_back_every_uncommitted_write(store: SessionStore) -> None:
    with fail_on_boom(store) as failure:
        with store.batch(max_messages=3):
            store.import_session("kept", messages(3))  # committed: 3 messages pending
        with pytest.raises(failure, match="disk on fire"), store.batch():
            store.import_session("lost", messages(2))
            store.import_session("bad", [{"role": "user", "content": "boom"}])
    assert committed_sessions(store) == ["kept"]
    store.import_session("after", messages(1))
    assert committed_sessions(store) == ["after", "kept"]
    assert {h.session_id for h in store.search_messages("sqlite", mode="lexical")} == {
        "kept",
        "after",
    }


@contextmanager
def fail_on_boom(store: SessionStore) -> Iterator[type[Exception]]:
    """A trigger failing inserts of a message 'boom' (as a full disk would); yields the
    error the store raises for it."""
    if store.path is not None:
        conn = sqlite3.connect(store.path)
        conn.execute(
            "CREATE TRIGGER boom BEFORE INSERT ON messages WHEN new.content = 'boom'"
            " BEGIN SELECT RAISE(ABORT, 'disk on fire'); END"
        )
        conn.commit()
        conn.close()
        yield sqlite3.IntegrityError
        return
    tenant = store.key[0]  # type: ignore[attr-defined]
    trigger = f"boom_{tenant.replace('-', '_')}"
    raw_sql(
        store,
        f"CREATE FUNCTION hermem.{trigger}() RETURNS trigger LANGUAGE plpgsql AS"
        f" $$BEGIN IF NEW.content = 'boom' AND NEW.tenant = '{tenant}' THEN"
        " RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END$$",
        (),
    )
    raw_sql(
        store,
        f"CREATE TRIGGER {trigger} BEFORE INSERT ON hermem.messages"
        f" FOR EACH ROW EXECUTE FUNCTION hermem.{trigger}()",
        (),
    )
    try:
        yield DatabaseError
    finally:
        raw_sql(store, f"DROP TRIGGER {trigger} ON hermem.messages", ())
        raw_sql(store, f"DROP FUNCTION hermem.{trigger}()", ())


def test_a_session_deleted_in_the_batch_that_imported_it_leaves_a_sound_index(
    store: SessionStore,
) -> None:
    # The word index is filled at commit; a delete inside the batch must not remove from it
    # rows it never held (an external-content FTS5 index would be corrupted).
    with store.batch(max_messages=1000):
        store.import_session("a", messages(20))
        store.import_session("b", messages(20))
        assert store.delete_session("a")
        store.import_session("c", messages(3))
    hits = store.search_messages("sqlite", limit=100, mode="lexical")
    assert sorted({hit.session_id for hit in hits}) == ["b", "c"]
    assert len(hits) == 23
    if store.path is not None:
        conn = sqlite3.connect(store.path)
        try:
            conn.execute("INSERT INTO messages_fts (messages_fts) VALUES ('integrity-check')")
        finally:
            conn.close()


def test_a_bulk_import_fills_the_substring_and_cjk_indexes_at_commit(
    store: SessionStore,
) -> None:
    # Enough messages that their words and CJK text are found on the helper thread while
    # the word index fills; one CJK session is deleted before the batch commits.
    cjk = [{"role": "user", "content": f"第{i}号 我喜欢猫和狗 gorkmil{i}"} for i in range(20)]
    with store.batch(max_messages=1000):
        store.import_session("zh", cjk)
        store.import_session("gone", [{"role": "user", "content": "鸟和鱼 lurkfurk"}] * 20)
        store.import_session("en", messages(30))
        assert store.delete_session("gone")
    assert len(store.search_messages("猫", limit=50, mode="lexical")) == 20
    assert store.search_messages("鸟", mode="lexical") == []
    assert store.search_messages("lurkfurk", mode="lexical") == []
    assert {h.session_id for h in store.search_messages("orkmil1", mode="lexical")} == {"zh"}
    assert len(store.search_messages("pysqlite", limit=50, mode="lexical")) == 30
    if store.path is not None:
        conn = sqlite3.connect(store.path)
        try:
            assert conn.execute("SELECT COUNT(*) FROM messages_cjk").fetchone()[0] == 20
            conn.execute("INSERT INTO messages_fts (messages_fts) VALUES ('integrity-check')")
        finally:
            conn.close()
