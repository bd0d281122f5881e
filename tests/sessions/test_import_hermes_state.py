"""Importing a Hermes Agent ``state.db``: any schema version, read-only, parent links kept."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionStore
from hermem.sessions.importers import SessionImportError, import_path
from support.session_backend import SessionBackend

# Hermes's E1 (schema v2) tables, with its column names, FTS index and triggers.
HERMES_V2 = """
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO schema_version (version) VALUES (2);
CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    source TEXT NOT NULL,
    user_id TEXT,
    model TEXT,
    model_config TEXT,
    system_prompt TEXT,
    parent_session_id TEXT,
    started_at REAL NOT NULL,
    ended_at REAL,
    end_reason TEXT,
    message_count INTEGER DEFAULT 0,
    tool_call_count INTEGER DEFAULT 0,
    input_tokens INTEGER DEFAULT 0,
    output_tokens INTEGER DEFAULT 0,
    FOREIGN KEY (parent_session_id) REFERENCES sessions(id)
);
CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL REFERENCES sessions(id),
    role TEXT NOT NULL,
    content TEXT,
    tool_call_id TEXT,
    tool_calls TEXT,
    tool_name TEXT,
    timestamp REAL NOT NULL,
    token_count INTEGER,
    finish_reason TEXT
);
CREATE INDEX idx_sessions_source ON sessions(source);
CREATE INDEX idx_sessions_parent ON sessions(parent_session_id);
CREATE INDEX idx_sessions_started ON sessions(started_at DESC);
CREATE INDEX idx_messages_session ON messages(session_id, timestamp);
CREATE VIRTUAL TABLE messages_fts USING fts5(content, content=messages, content_rowid=id);
CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
END;
CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts(messages_fts, rowid, content) VALUES('delete', old.id, old.content);
END;
"""

# Columns later schema versions added (a sample of v11..v30's).
LATER_COLUMNS = """
ALTER TABLE sessions ADD COLUMN title TEXT;
ALTER TABLE sessions ADD COLUMN api_call_count INTEGER DEFAULT 0;
ALTER TABLE sessions ADD COLUMN estimated_cost_usd REAL;
ALTER TABLE sessions ADD COLUMN cwd TEXT;
ALTER TABLE messages ADD COLUMN reasoning TEXT;
ALTER TABLE messages ADD COLUMN active INTEGER DEFAULT 1;
ALTER TABLE messages ADD COLUMN compacted INTEGER DEFAULT 0;
ALTER TABLE messages ADD COLUMN platform_message_id TEXT;
"""

CALL = [
    {
        "id": "call_1",
        "type": "function",
        "function": {"name": "terminal", "arguments": '{"command": "df -h"}'},
    }
]


def make_hermes_db(path: Path, later: bool = False) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.executescript(HERMES_V2 + (LATER_COLUMNS if later else ""))
    conn.execute(
        "INSERT INTO sessions (id, source, user_id, model, system_prompt, started_at, ended_at,"
        " end_reason, input_tokens, output_tokens) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            "20250601_120000_a1b2c3",
            "telegram",
            "u42",
            "anthropic/claude-sonnet-4",
            "You are Hermes...",
            1748779200.0,
            1748779500.0,
            "compression",
            5200,
            830,
        ),
    )
    # The continuation after a context compression: a child that points at its parent.
    conn.execute(
        "INSERT INTO sessions (id, source, model, parent_session_id, started_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (
            "20250601_120500_d4e5f6",
            "telegram",
            "anthropic/claude-sonnet-4",
            "20250601_120000_a1b2c3",
            1748779500.0,
        ),
    )
    rows = [
        ("20250601_120000_a1b2c3", "user", "Is the disk on the NAS full?", None, None, None),
        ("20250601_120000_a1b2c3", "assistant", None, None, json.dumps(CALL), None),
        ("20250601_120000_a1b2c3", "tool", "/dev/sda1 91% /mnt/nas", "call_1", None, "terminal"),
        ("20250601_120000_a1b2c3", "assistant", "The NAS disk is 91% full.", None, None, None),
        ("20250601_120500_d4e5f6", "user", "Which folders are biggest?", None, None, None),
    ]
    for offset, (sid, role, content, call_id, calls, tool) in enumerate(rows):
        conn.execute(
            "INSERT INTO messages (session_id, role, content, tool_call_id, tool_calls,"
            " tool_name, timestamp, finish_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                sid,
                role,
                content,
                call_id,
                calls,
                tool,
                1748779201.0 + offset,
                "tool_calls" if calls else None,
            ),
        )
    if later:
        conn.execute(
            "UPDATE sessions SET title = 'NAS disk space', api_call_count = 3,"
            " estimated_cost_usd = 0.012, cwd = '/home/ada' WHERE id = '20250601_120000_a1b2c3'"
        )
        conn.execute("UPDATE messages SET compacted = 1, active = 0 WHERE id = 1")
        conn.execute("UPDATE messages SET reasoning = 'Check df output.' WHERE id = 2")
    conn.commit()
    return conn


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def test_v2_database_imports_sessions_messages_and_parent_links(
    tmp_path: Path, store: SessionStore
) -> None:
    db = tmp_path / "hermes" / "state.db"
    db.parent.mkdir()
    make_hermes_db(db).close()
    report = import_path(store, db)
    assert (report.format, report.sessions, report.messages) == ("hermes", 2, 5)
    assert report.problems == []
    parent = store.get_session("20250601_120000_a1b2c3")
    child = store.get_session("20250601_120500_d4e5f6")
    assert parent is not None and child is not None
    assert (parent.source, parent.user_id, parent.model) == (
        "telegram",
        "u42",
        "anthropic/claude-sonnet-4",
    )
    assert (parent.started_at, parent.ended_at, parent.end_reason) == (
        1748779200.0,
        1748779500.0,
        "compression",
    )
    assert parent.meta == {"hermes": {"input_tokens": 5200, "output_tokens": 830}}
    assert (parent.message_count, parent.tool_call_count) == (4, 1)
    assert child.parent_session_id == parent.id
    assert store.root_of(child.id) == parent.id
    messages = store.get_messages(parent.id)
    assert [m.role for m in messages] == ["user", "assistant", "tool", "assistant"]
    assert [m.external_id for m in messages] == ["1", "2", "3", "4"]
    assert messages[1].content == "" and messages[1].tool_calls == CALL
    assert messages[1].flags == {"finish_reason": "tool_calls"}
    assert (messages[2].tool_name, messages[2].flags) == ("terminal", {"tool_call_id": "call_1"})
    assert messages[0].timestamp == 1748779201.0
    # The system prompt is not a message of the conversation.
    assert all("You are Hermes" not in m.content for m in messages)


def test_later_schema_columns_are_used_and_unknown_ones_kept_in_meta(
    tmp_path: Path, store: SessionStore
) -> None:
    db = tmp_path / "state.db"
    make_hermes_db(db, later=True).close()
    import_path(store, db, "hermes")
    session = store.get_session("20250601_120000_a1b2c3")
    assert session is not None and session.title == "NAS disk space"
    assert session.meta["hermes"] == {
        "input_tokens": 5200,
        "output_tokens": 830,
        "api_call_count": 3,
        "estimated_cost_usd": 0.012,
        "cwd": "/home/ada",
    }
    messages = store.get_messages(session.id)
    assert messages[0].flags == {"active": False, "compacted": True}
    assert messages[1].flags == {"finish_reason": "tool_calls", "reasoning": "Check df output."}


def test_source_database_is_never_written(tmp_path: Path, store: SessionStore) -> None:
    db = tmp_path / "state.db"
    make_hermes_db(db).close()
    db.chmod(0o444)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    assert import_path(store, db).sessions == 2
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_a_live_database_with_uncheckpointed_wal_imports_fully(
    tmp_path: Path, store: SessionStore
) -> None:
    db = tmp_path / "state.db"
    live = make_hermes_db(db)  # Hermes still has it open: recent rows sit in the WAL
    try:
        live.execute("PRAGMA wal_autocheckpoint = 0")
        live.execute(
            "INSERT INTO messages (session_id, role, content, timestamp)"
            " VALUES ('20250601_120500_d4e5f6', 'assistant', 'node_modules: 40 GB', 1748779600)"
        )
        live.commit()
        assert Path(f"{db}-wal").exists()
        report = import_path(store, db)
    finally:
        live.close()
    assert report.messages == 6
    assert store.get_messages("20250601_120500_d4e5f6")[-1].content == "node_modules: 40 GB"


def test_reimporting_a_grown_database_adds_only_the_new_rows(
    tmp_path: Path, store: SessionStore
) -> None:
    db = tmp_path / "state.db"
    conn = make_hermes_db(db)
    import_path(store, db)
    conn.execute(
        "INSERT INTO messages (session_id, role, content, timestamp)"
        " VALUES ('20250601_120500_d4e5f6', 'assistant', 'Mostly videos.', 1748779700)"
    )
    conn.commit()
    conn.close()
    report = import_path(store, db)
    assert (report.sessions_created, report.sessions_updated, report.messages_added) == (0, 1, 1)
    assert store.stats()["messages"] == 6


def test_a_child_listed_before_its_parent_is_still_linked(
    tmp_path: Path, store: SessionStore
) -> None:
    db = tmp_path / "state.db"
    conn = make_hermes_db(db)
    # A delegated sub-agent session that (by clock skew) started before its parent.
    conn.execute(
        "INSERT INTO sessions (id, source, parent_session_id, started_at)"
        " VALUES ('early_child', 'cli', '20250601_120500_d4e5f6', 1.0)"
    )
    conn.commit()
    conn.close()
    report = import_path(store, db)
    assert report.problems == []
    assert store.root_of("early_child") == "20250601_120000_a1b2c3"


def test_an_sqlite_file_that_is_not_hermes_is_refused_by_name(
    tmp_path: Path, store: SessionStore
) -> None:
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE notes (id INTEGER, body TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(SessionImportError, match=r"other\.db: not a Hermes state\.db"):
        import_path(store, other)
    assert store.stats()["sessions"] == 0


def test_a_corrupt_database_is_refused_by_name(tmp_path: Path, store: SessionStore) -> None:
    bad = tmp_path / "state.db"
    bad.write_bytes(b"SQLite format 3\x00" + b"\xff" * 2000)
    with pytest.raises(SessionImportError, match=r"state\.db"):
        import_path(store, bad)


def test_another_hermem_home_imports_with_its_ids_and_flags(
    tmp_path: Path, store: SessionStore
) -> None:
    with SessionStore.open(tmp_path / "other-home", semantic="off") as other:
        other.start_session("s1", source="cli", title="From elsewhere", meta={"k": 1})
        other.append_message("s1", "user", "hello", external_id="ext-1", timestamp=5.0)
        other.import_session("s1", [{"role": "user", "content": "x", "flags": {"pinned": True}}])
        path = other.path
    import_path(store, path)
    messages = store.get_messages("s1")
    assert [m.external_id for m in messages] == ["ext-1", "2"]
    assert messages[1].flags == {"pinned": True}
    session = store.get_session("s1")
    assert session is not None and session.meta == {"k": 1} and session.title == "From elsewhere"


@pytest.mark.sqlite_only  # a PostgreSQL store has no file to be given
def test_importing_the_store_into_itself_is_refused(store: SessionStore) -> None:
    with pytest.raises(SessionImportError, match="session store itself"):
        import_path(store, store.path)
