"""Staged writes in PostgreSQL (``hermem.pending_writes``), per tenant and profile.

Ids are numbered per tenant and profile (``hermem approve 3`` reads as on SQLite), and
every statement names the tenant and profile, so one tenant's queue never shows, approves
or rejects another's.
"""

from __future__ import annotations

from typing import Any

from hermem.storage.postgres import SCHEMA, Database, open_database, require_driver
from hermem.storage.postgres_ids import next_id
from hermem.store.pending import PendingWrite, pending_from_row

_TABLE = f"{SCHEMA}.pending_writes"
_KEY = "tenant = %s AND profile = %s"
_COLUMNS = (
    "id, extract(epoch FROM created_at)::float8 AS created_at, origin, session_id, target,"
    " action, content, old_text, matched_entry, operations, status, error,"
    " extract(epoch FROM resolved_at)::float8 AS resolved_at, journal_id"
)


class PostgresPendingRows:
    """The ``pending_writes`` rows of one tenant and profile."""

    def __init__(self, url: str, *, tenant: str, profile: str) -> None:
        require_driver()
        self.key = (tenant, profile)
        self.database: Database = open_database(url)

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
        with self.database.connection() as conn, conn.transaction():
            new_id = next_id(conn, *self.key, "pending_writes")
            row = conn.execute(
                f"INSERT INTO {_TABLE} (tenant, profile, id, origin, session_id, target, action,"
                " content, old_text, matched_entry, operations)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
                " RETURNING extract(epoch FROM created_at)::float8",
                (
                    *self.key,
                    new_id,
                    origin,
                    session_id,
                    target,
                    action,
                    content,
                    old_text,
                    matched_entry,
                    operations,
                ),
            ).fetchone()
        assert row is not None
        return new_id, float(row[0])

    def select(self, status: str | None, limit: int) -> list[PendingWrite]:
        where, params = (
            (f"{_KEY} AND status = %s", (*self.key, status))
            if status
            else (
                _KEY,
                self.key,
            )
        )
        return self._rows(f"WHERE {where} ORDER BY id LIMIT %s", (*params, max(0, limit)))

    def get(self, pending_id: int) -> PendingWrite | None:
        rows = self._rows(f"WHERE {_KEY} AND id = %s", (*self.key, pending_id))
        return rows[0] if rows else None

    def set_error(self, pending_id: int, error: str) -> None:
        with self.database.connection() as conn:
            conn.execute(
                f"UPDATE {_TABLE} SET error = %s WHERE {_KEY} AND id = %s AND status = 'pending'",
                (error, *self.key, pending_id),
            )

    def resolve(self, pending_id: int, status: str, journal_id: int | None) -> None:
        with self.database.connection() as conn:
            conn.execute(
                f"UPDATE {_TABLE} SET status = %s, resolved_at = clock_timestamp(),"
                f" journal_id = %s, error = NULL WHERE {_KEY} AND id = %s AND status = 'pending'",
                (status, journal_id, *self.key, pending_id),
            )

    def _rows(self, clause: str, params: tuple[Any, ...]) -> list[PendingWrite]:
        from psycopg.rows import dict_row

        with self.database.connection() as conn, conn.cursor(row_factory=dict_row) as cursor:
            rows = cursor.execute(f"SELECT {_COLUMNS} FROM {_TABLE} {clause}", params).fetchall()
        return [pending_from_row(row) for row in rows]
