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


STATE_DB_MIGRATIONS: list[Migration] = [
    Migration(1, "journal", _journal),
]
