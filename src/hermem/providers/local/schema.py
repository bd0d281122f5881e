"""The schema of the local provider's ``facts.db`` (versioned; append, never edit)."""

from __future__ import annotations

import sqlite3

from hermem.storage.sqlite import Migration


def _facts(conn: sqlite3.Connection) -> None:
    conn.execute(
        """
        CREATE TABLE facts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            content TEXT NOT NULL,
            norm TEXT NOT NULL,
            category TEXT NOT NULL DEFAULT 'general',
            tags TEXT NOT NULL DEFAULT '',
            slot TEXT,
            negated INTEGER NOT NULL DEFAULT 0,
            trust REAL NOT NULL DEFAULT 0.5,
            helpful_count INTEGER NOT NULL DEFAULT 0,
            unhelpful_count INTEGER NOT NULL DEFAULT 0,
            retrieval_count INTEGER NOT NULL DEFAULT 0,
            source TEXT NOT NULL DEFAULT 'tool',
            session_id TEXT,
            message_id TEXT,
            quote TEXT,
            speaker TEXT,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            valid_from REAL NOT NULL,
            valid_to REAL,
            superseded_by INTEGER REFERENCES facts(id) ON DELETE SET NULL
        )
        """
    )
    # One current fact per statement; history may repeat it.
    conn.execute("CREATE UNIQUE INDEX facts_current_norm ON facts (norm) WHERE valid_to IS NULL")
    conn.execute("CREATE INDEX facts_current_slot ON facts (slot) WHERE valid_to IS NULL")
    conn.execute("CREATE INDEX facts_category ON facts (category, valid_to, trust DESC)")
    conn.execute("CREATE INDEX facts_superseded_by ON facts (superseded_by)")
    conn.execute(
        """
        CREATE TABLE entities (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            key TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            kind TEXT NOT NULL DEFAULT 'thing',
            aliases TEXT NOT NULL DEFAULT '[]',
            created_at REAL NOT NULL
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE entity_aliases (
            alias TEXT PRIMARY KEY,
            entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE
        ) WITHOUT ROWID
        """
    )
    conn.execute(
        """
        CREATE TABLE fact_entities (
            fact_id INTEGER NOT NULL REFERENCES facts(id) ON DELETE CASCADE,
            entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
            PRIMARY KEY (fact_id, entity_id)
        ) WITHOUT ROWID
        """
    )
    conn.execute("CREATE INDEX fact_entities_entity ON fact_entities (entity_id, fact_id)")
    conn.execute(
        "CREATE VIRTUAL TABLE facts_fts USING fts5(content, tags, content='facts',"
        " content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')"
    )
    for statement in (
        "CREATE TRIGGER facts_ai AFTER INSERT ON facts BEGIN"
        " INSERT INTO facts_fts (rowid, content, tags) VALUES (new.id, new.content, new.tags);"
        " END",
        "CREATE TRIGGER facts_ad AFTER DELETE ON facts BEGIN"
        " INSERT INTO facts_fts (facts_fts, rowid, content, tags)"
        " VALUES ('delete', old.id, old.content, old.tags); END",
        "CREATE TRIGGER facts_au AFTER UPDATE OF content, tags ON facts BEGIN"
        " INSERT INTO facts_fts (facts_fts, rowid, content, tags)"
        " VALUES ('delete', old.id, old.content, old.tags);"
        " INSERT INTO facts_fts (rowid, content, tags) VALUES (new.id, new.content, new.tags);"
        " END",
    ):
        conn.execute(statement)
    conn.execute(
        """
        CREATE TABLE fact_vectors (
            fact_id INTEGER PRIMARY KEY REFERENCES facts(id) ON DELETE CASCADE,
            model TEXT NOT NULL,
            vector BLOB NOT NULL
        )
        """
    )


FACTS_DB_MIGRATIONS: list[Migration] = [Migration(1, "facts", _facts)]
