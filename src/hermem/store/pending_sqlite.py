"""Staged writes in the home's ``state.db`` (table ``pending_writes``), the embedded default.

A connection per call: staging is rare, and nothing is left open to close. Reading a home
that has no ``state.db`` yet creates none.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager

from hermem.config import HomePaths
from hermem.storage.migrations import STATE_DB_MIGRATIONS
from hermem.storage.sqlite import connect, write_transaction
from hermem.store.pending import PendingWrite, pending_from_row


class SqlitePendingRows:
    """The ``pending_writes`` rows of one home's ``state.db``."""

    def __init__(self, paths: HomePaths) -> None:
        self.paths = paths

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        conn = connect(self.paths.state_db, STATE_DB_MIGRATIONS)
        try:
            yield conn
        finally:
            conn.close()

    def insert(
        self,
        *,
        origin: str,
        session_id: str | None,
        target: str,
        action: str,
        content: str | None,
        old_text: str | None,
        matched_entry: str | None,
        operations: str | None,
    ) -> tuple[int, float]:
        now = time.time()
        with self._connection() as conn, write_transaction(conn):
            cursor = conn.execute(
                "INSERT INTO pending_writes (created_at, origin, session_id, target, action,"
                " content, old_text, matched_entry, operations) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    now,
                    origin,
                    session_id,
                    target,
                    action,
                    content,
                    old_text,
                    matched_entry,
                    operations,
                ),
            )
            return int(cursor.lastrowid or 0), now

    def select(self, status: str | None, limit: int) -> list[PendingWrite]:
        if not self.paths.state_db.exists():
            return []
        where, params = ("WHERE status = ?", (status,)) if status else ("", ())
        with self._connection() as conn:
            rows = conn.execute(
                f"SELECT * FROM pending_writes {where} ORDER BY id LIMIT ?", (*params, limit)
            ).fetchall()
        return [_pending(r) for r in rows]

    def get(self, pending_id: int) -> PendingWrite | None:
        if not self.paths.state_db.exists():
            return None
        with self._connection() as conn:
            row = conn.execute(
                "SELECT * FROM pending_writes WHERE id = ?", (pending_id,)
            ).fetchone()
        return None if row is None else _pending(row)

    def set_error(self, pending_id: int, error: str) -> None:
        with self._connection() as conn, write_transaction(conn):
            conn.execute(
                "UPDATE pending_writes SET error = ? WHERE id = ? AND status = 'pending'",
                (error, pending_id),
            )

    def resolve(self, pending_id: int, status: str, journal_id: int | None) -> None:
        with self._connection() as conn, write_transaction(conn):
            conn.execute(
                "UPDATE pending_writes SET status = ?, resolved_at = ?, journal_id = ?,"
                " error = NULL WHERE id = ? AND status = 'pending'",
                (status, time.time(), journal_id, pending_id),
            )


def _pending(row: sqlite3.Row) -> PendingWrite:
    return pending_from_row(dict(zip(row.keys(), row, strict=True)))
