"""The ordered schema migrations of ``state.db``. Append new ones; never edit an applied one."""

from __future__ import annotations

import sqlite3

from hermem.storage.sqlite import Migration


def _journal(conn: sqlite3.Connection) -> None:
    conn.execute(
        """
        CREATE TABLE journal (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            ts REAL NOT NULL,
            target TEXT NOT NULL,
            action TEXT NOT NULL,
            before TEXT,
            after TEXT NOT NULL,
            origin TEXT NOT NULL,
            session_id TEXT,
            detail TEXT,
            undo_of INTEGER REFERENCES journal(id),
            undone_by INTEGER REFERENCES journal(id)
        )
        """
    )
    conn.execute("CREATE INDEX journal_target_id ON journal (target, id)")


def _sessions(conn: sqlite3.Connection) -> None:
    conn.execute(
        """
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            source TEXT NOT NULL DEFAULT 'api',
            user_id TEXT,
            model TEXT,
            title TEXT,
            parent_session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
            started_at REAL NOT NULL,
            ended_at REAL,
            end_reason TEXT,
            message_count INTEGER NOT NULL DEFAULT 0,
            tool_call_count INTEGER NOT NULL DEFAULT 0,
            last_active_at REAL,
            meta TEXT
        )
        """
    )
    conn.execute("CREATE INDEX sessions_source ON sessions (source)")
    conn.execute("CREATE INDEX sessions_parent ON sessions (parent_session_id)")
    conn.execute("CREATE INDEX sessions_started ON sessions (started_at DESC)")
    conn.execute("CREATE INDEX sessions_user ON sessions (user_id)")
    conn.execute(
        """
        CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            role TEXT NOT NULL,
            content TEXT NOT NULL DEFAULT '',
            tool_calls TEXT,
            tool_name TEXT,
            timestamp REAL NOT NULL,
            external_id TEXT,
            flags TEXT
        )
        """
    )
    conn.execute("CREATE INDEX messages_session ON messages (session_id, id)")
    conn.execute(
        "CREATE UNIQUE INDEX messages_external ON messages (session_id, external_id)"
        " WHERE external_id IS NOT NULL"
    )
    # Word index (stemmed, accents folded) and a trigram index for substrings and CJK,
    # both external-content over messages and kept in sync by triggers.
    conn.execute(
        "CREATE VIRTUAL TABLE messages_fts USING fts5(content, tool_name, tool_calls,"
        " content='messages', content_rowid='id',"
        " tokenize='porter unicode61 remove_diacritics 2')"
    )
    conn.execute(
        "CREATE VIRTUAL TABLE messages_trigram USING fts5(content,"
        " content='messages', content_rowid='id', tokenize='trigram')"
    )
    triggers = """
        CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts (rowid, content, tool_name, tool_calls)
                VALUES (new.id, new.content, new.tool_name, new.tool_calls);
            INSERT INTO messages_trigram (rowid, content) VALUES (new.id, new.content);
        END;
        CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts (messages_fts, rowid, content, tool_name, tool_calls)
                VALUES ('delete', old.id, old.content, old.tool_name, old.tool_calls);
            INSERT INTO messages_trigram (messages_trigram, rowid, content)
                VALUES ('delete', old.id, old.content);
        END;
        CREATE TRIGGER messages_au AFTER UPDATE ON messages BEGIN
            INSERT INTO messages_fts (messages_fts, rowid, content, tool_name, tool_calls)
                VALUES ('delete', old.id, old.content, old.tool_name, old.tool_calls);
            INSERT INTO messages_trigram (messages_trigram, rowid, content)
                VALUES ('delete', old.id, old.content);
            INSERT INTO messages_fts (rowid, content, tool_name, tool_calls)
                VALUES (new.id, new.content, new.tool_name, new.tool_calls);
            INSERT INTO messages_trigram (rowid, content) VALUES (new.id, new.content);
        END;
    """
    # executescript would COMMIT the migration's transaction first: run each statement.
    for statement in triggers.split("END;")[:-1]:
        conn.execute(statement + "END;")
    conn.execute(
        """
        CREATE TABLE imports (
            key TEXT PRIMARY KEY,
            format TEXT NOT NULL,
            path TEXT NOT NULL,
            imported_at REAL NOT NULL,
            sessions INTEGER NOT NULL,
            messages INTEGER NOT NULL
        )
        """
    )


def _message_vectors(conn: sqlite3.Connection) -> None:
    # One embedding per message (the current model's); ``seq`` only grows, so a reader can
    # load just the rows written since it last looked, and COUNT(*) reveals deletions.
    conn.execute(
        """
        CREATE TABLE message_vectors (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            message_id INTEGER NOT NULL UNIQUE,
            model TEXT NOT NULL,
            vector BLOB NOT NULL
        )
        """
    )
    conn.execute("CREATE INDEX message_vectors_model ON message_vectors (model, seq, message_id)")
    # A trigger rather than a foreign key: it also holds on connections without the pragma.
    conn.execute(
        "CREATE TRIGGER message_vectors_ad AFTER DELETE ON messages BEGIN"
        " DELETE FROM message_vectors WHERE message_id = old.id; END;"
    )
    conn.execute(
        "CREATE TRIGGER message_vectors_au AFTER UPDATE OF content ON messages"
        " WHEN old.content IS NOT new.content BEGIN"
        " DELETE FROM message_vectors WHERE message_id = old.id; END;"
    )


def _index_per_batch(conn: sqlite3.Connection) -> None:
    # Indexing each insert from a row trigger cost 2x the ingest time of one set-based
    # INSERT ... SELECT per write transaction (hermem.sessions.store.index_messages).
    conn.execute("DROP TRIGGER messages_ai")


_CJK_GLOB = "*[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\u1100-\u11ff]*"


def _substring_vocabulary(conn: sqlite3.Connection) -> None:
    # The trigram index over every message held 60% of the bytes and cost 4x the ingest
    # time; substrings now go through a vocabulary of words with its own small trigram
    # index, and only CJK messages keep a trigram index (hermem.sessions.vocabulary).
    from hermem.sessions.vocabulary import terms_of

    conn.execute("DROP TRIGGER messages_ad")
    conn.execute("DROP TRIGGER messages_au")
    conn.execute("DROP TABLE messages_trigram")
    conn.execute("CREATE TABLE terms (id INTEGER PRIMARY KEY, term TEXT NOT NULL UNIQUE)")
    conn.execute(
        "CREATE VIRTUAL TABLE terms_trigram USING fts5(term,"
        " content='terms', content_rowid='id', tokenize='trigram')"
    )
    conn.execute("CREATE VIRTUAL TABLE messages_cjk USING fts5(content, tokenize='trigram')")
    # Terms are never deleted: a word whose messages are gone only costs a lookup.
    conn.execute(
        "CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN"
        " INSERT INTO messages_fts (messages_fts, rowid, content, tool_name, tool_calls)"
        " VALUES ('delete', old.id, old.content, old.tool_name, old.tool_calls);"
        " DELETE FROM messages_cjk WHERE rowid = old.id; END;"
    )
    conn.execute(
        "CREATE TRIGGER messages_au AFTER UPDATE ON messages BEGIN"
        " INSERT INTO messages_fts (messages_fts, rowid, content, tool_name, tool_calls)"
        " VALUES ('delete', old.id, old.content, old.tool_name, old.tool_calls);"
        " INSERT INTO messages_fts (rowid, content, tool_name, tool_calls)"
        " VALUES (new.id, new.content, new.tool_name, new.tool_calls);"
        " DELETE FROM messages_cjk WHERE rowid = old.id;"
        f" INSERT INTO messages_cjk (rowid, content) SELECT new.id, new.content"
        f" WHERE new.content GLOB '{_CJK_GLOB}'; END;"
    )
    conn.execute(
        "INSERT INTO messages_cjk (rowid, content) SELECT id, content FROM messages"
        " WHERE content GLOB ?",
        (_CJK_GLOB,),
    )
    last = 0
    while True:
        rows = conn.execute(
            "SELECT id, content FROM messages WHERE id > ? ORDER BY id LIMIT 5000", (last,)
        ).fetchall()
        if not rows:
            break
        last = int(rows[-1][0])
        conn.executemany(
            "INSERT OR IGNORE INTO terms (term) VALUES (?)",
            [(t,) for t in terms_of(str(r[1] or "") for r in rows)],
        )
    conn.execute("INSERT INTO terms_trigram (rowid, term) SELECT id, term FROM terms")


def _pending_writes(conn: sqlite3.Connection) -> None:
    # Proposed memory writes awaiting the user (hermem.store.pending). ``matched_entry`` pins
    # the entry a replace/remove located when it was staged; a batch keeps its operations
    # (each with its pinned entry) as JSON. Resolved rows stay, with their outcome.
    conn.execute(
        """
        CREATE TABLE pending_writes (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            created_at REAL NOT NULL,
            origin TEXT NOT NULL,
            session_id TEXT,
            target TEXT NOT NULL,
            action TEXT NOT NULL,
            content TEXT,
            old_text TEXT,
            matched_entry TEXT,
            operations TEXT,
            status TEXT NOT NULL DEFAULT 'pending',
            error TEXT,
            resolved_at REAL,
            journal_id INTEGER
        )
        """
    )
    conn.execute("CREATE INDEX pending_writes_status ON pending_writes (status, id)")


def _fewer_index_merges(conn: sqlite3.Connection) -> None:
    # FTS5 merges segments once `automerge` of them pile up at one level; 8 instead of 4
    # rewrites each posting about a third fewer times (bulk imports ~18% faster) for a few
    # more segments per level, which a query seeks through at little cost.
    conn.execute("INSERT INTO messages_fts (messages_fts, rank) VALUES ('automerge', 8)")


STATE_DB_MIGRATIONS: list[Migration] = [
    Migration(1, "journal", _journal),
    Migration(2, "sessions", _sessions),
    Migration(3, "message_vectors", _message_vectors),
    Migration(4, "index_per_batch", _index_per_batch),
    Migration(5, "substring_vocabulary", _substring_vocabulary),
    Migration(6, "pending_writes", _pending_writes),
    Migration(7, "fewer_index_merges", _fewer_index_merges),
]
