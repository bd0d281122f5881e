"""Messages are indexed by one set-based insert per write, and older databases migrate."""

from __future__ import annotations

from pathlib import Path

from hermem.config import resolve_home
from hermem.sessions import SessionStore
from hermem.storage.migrations import STATE_DB_MIGRATIONS
from hermem.storage.sqlite import connect


def test_every_append_path_lands_in_both_indexes(tmp_path: Path) -> None:
    with SessionStore.open(tmp_path, semantic="off") as store:
        sid = store.start_session("s1")
        store.append_messages(
            sid,
            [
                {"role": "user", "content": "the pysqlite3 wheel broke the build"},
                {"role": "assistant", "content": "pin kubernetes to 1.29"},
            ],
        )
        store.import_session(
            "s2", [{"role": "user", "content": "我喜欢猫和狗", "external_id": "x1"}]
        )
        assert [h.content for h in store.search_messages("kubernetes", mode="lexical")] == [
            "pin kubernetes to 1.29"
        ]
        assert store.search_messages("sqlite", mode="lexical")[0].matched_by == ("substring",)
        assert store.search_messages("猫和", mode="lexical")[0].session_id == "s2"


def test_a_database_from_before_batch_indexing_migrates_and_keeps_its_index(
    tmp_path: Path,
) -> None:
    db = resolve_home(tmp_path).state_db
    conn = connect(db, STATE_DB_MIGRATIONS[:3])
    conn.execute("INSERT INTO sessions (id, started_at) VALUES ('old', 0)")
    conn.execute(
        "INSERT INTO messages (session_id, role, content, timestamp)"
        " VALUES ('old', 'user', 'indexed by the old trigger', 0)"
    )
    conn.close()
    with SessionStore.open(tmp_path, semantic="off") as store:
        store.append_message(store.start_session("new"), "user", "indexed by the batch insert")
        found = {h.session_id for h in store.search_messages("indexed", mode="lexical")}
        assert found == {"old", "new"}
    check = connect(db, STATE_DB_MIGRATIONS)
    triggers = {r[0] for r in check.execute("SELECT name FROM sqlite_master WHERE type='trigger'")}
    check.close()
    assert "messages_ai" not in triggers
    assert {"messages_ad", "messages_au"} <= triggers


def test_a_database_with_the_old_trigram_index_migrates_to_the_vocabulary(
    tmp_path: Path,
) -> None:
    db = resolve_home(tmp_path).state_db
    conn = connect(db, STATE_DB_MIGRATIONS[:4])
    conn.execute("INSERT INTO sessions (id, started_at) VALUES ('old', 0)")
    for content in ("the pysqlite3 wheel broke", "我喜欢猫和狗"):
        conn.execute(
            "INSERT INTO messages (session_id, role, content, timestamp)"
            " VALUES ('old', 'user', ?, 0)",
            (content,),
        )
        conn.execute(
            "INSERT INTO messages_fts (rowid, content) VALUES (last_insert_rowid(), ?)", (content,)
        )
    conn.close()
    with SessionStore.open(tmp_path, semantic="off") as store:
        assert [h.content for h in store.search_messages("sqlite", mode="lexical")] == [
            "the pysqlite3 wheel broke"
        ]
        assert [h.content for h in store.search_messages("猫", mode="lexical")] == ["我喜欢猫和狗"]
    check = connect(db, STATE_DB_MIGRATIONS)
    tables = {r[0] for r in check.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    check.close()
    assert "messages_trigram" not in tables
    assert {"terms", "terms_trigram", "messages_cjk"} <= tables
