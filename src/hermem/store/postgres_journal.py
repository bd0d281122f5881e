"""The journal in PostgreSQL (``hermem.journal``), beside the stores it records.

Same answers as the SQLite journal, one log per tenant and profile. Ids are numbered per
tenant and profile, so ``hermem undo 3`` means the same change as on SQLite and no tenant
can name (or learn the count of) another's rows. A store transaction records its change
through :meth:`PostgresJournal.bound_to`, in that very database transaction: the change
and its journal row commit together or not at all. Each journal statement there runs in
a savepoint, so a failing journal still never blocks the write (as on SQLite).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from hermem.errors import DatabaseError
from hermem.storage.postgres import (
    SCHEMA,
    Database,
    error_reason,
    open_database,
    require_driver,
)
from hermem.storage.postgres_ids import NEXT_ID_SQL
from hermem.store.journal import JournalEntry, detail_text, parse_detail

if TYPE_CHECKING:
    from psycopg import Connection

_TABLE = f"{SCHEMA}.journal"
_KEY = "tenant = %s AND profile = %s"
_COLUMNS = (
    "id, extract(epoch FROM ts)::float8 AS ts, target, action, before, after, origin,"
    " session_id, detail, undo_of, undone_by"
)


class PostgresJournal:
    """The change log of one tenant and profile (thread-safe: pooled connections)."""

    def __init__(self, url: str, *, tenant: str, profile: str) -> None:
        require_driver()
        self.url = url
        self.key = (tenant, profile)
        self.database: Database = open_database(url)
        self._conn: Connection[Any] | None = None

    def bound_to(self, conn: Connection[Any]) -> PostgresJournal:
        """This journal writing inside ``conn``'s open transaction (a store's)."""
        bound = copy.copy(self)
        bound._conn = conn
        return bound

    def close(self) -> None:
        """Nothing to close: connections belong to the process's pool."""

    def record(
        self,
        *,
        target: str,
        action: str,
        before: str | None,
        after: str,
        origin: str,
        session_id: str | None = None,
        detail: Mapping[str, Any] | None = None,
        undo_of: int | None = None,
    ) -> int:
        payload = detail_text(detail)
        with self._transaction() as conn:
            # One statement (one round trip inside the store's lock): take the id, insert.
            row = conn.execute(
                f"WITH n AS ({NEXT_ID_SQL}) INSERT INTO {_TABLE} (tenant, profile, id, target,"
                " action, before, after, origin, session_id, detail, undo_of)"
                " SELECT %s, %s, n.last_id, %s, %s, %s, %s, %s, %s, %s, %s FROM n RETURNING id",
                (
                    *self.key,
                    "journal",
                    *self.key,
                    target,
                    action,
                    before,
                    after,
                    origin,
                    session_id,
                    payload,
                    undo_of,
                ),
            ).fetchone()
            assert row is not None
            new_id = int(row[0])
            if undo_of is not None:
                conn.execute(
                    f"UPDATE {_TABLE} SET undone_by = %s WHERE {_KEY} AND id = %s",
                    (new_id, *self.key, undo_of),
                )
            return new_id

    def last_state(self, target: str) -> str | None:
        """The store text after its latest journaled change, or None if never journaled."""
        with self._transaction() as conn:
            row = conn.execute(
                f"SELECT after FROM {_TABLE} WHERE {_KEY} AND target = %s ORDER BY id DESC LIMIT 1",
                (*self.key, target),
            ).fetchone()
        return None if row is None else str(row[0])

    def get(self, entry_id: int) -> JournalEntry | None:
        rows = self._select(f"{_KEY} AND id = %s", (*self.key, entry_id), 1)
        return rows[0] if rows else None

    def entries(
        self, target: str | None = None, limit: int = 50, session_id: str | None = None
    ) -> list[JournalEntry]:
        """Newest first."""
        where, params = _KEY, [*self.key]
        if target is not None:
            where += " AND target = %s"
            params.append(target)
        if session_id is not None:
            where += " AND session_id = %s"
            params.append(session_id)
        return self._select(where, tuple(params), limit)

    def latest_undoable(self, target: str | None = None) -> JournalEntry | None:
        """The newest change not yet undone (undo records themselves are skipped)."""
        where = f"{_KEY} AND undone_by IS NULL AND before IS NOT NULL AND action <> 'undo'"
        params: tuple[Any, ...] = self.key
        if target is not None:
            where += " AND target = %s"
            params = (*params, target)
        rows = self._select(where, params, 1)
        return rows[0] if rows else None

    def _select(self, where: str, params: tuple[Any, ...], limit: int) -> list[JournalEntry]:
        with self._transaction() as conn:
            rows = conn.execute(
                f"SELECT {_COLUMNS} FROM {_TABLE} WHERE {where} ORDER BY id DESC LIMIT %s",
                (*params, max(0, limit)),
            ).fetchall()
        return [_entry(row) for row in rows]

    @contextmanager
    def _transaction(self) -> Iterator[Connection[Any]]:
        """A transaction of its own, or a savepoint in the store transaction bound to."""
        if self._conn is None:
            with self.database.connection() as conn, conn.transaction():
                yield conn
            return
        import psycopg

        try:
            with self._conn.transaction():
                yield self._conn
        except psycopg.Error as exc:
            raise DatabaseError(
                f"PostgreSQL at {self.database.description}: {error_reason(exc)}"
            ) from exc


def _entry(row: tuple[Any, ...]) -> JournalEntry:
    entry_id, ts, target, action, before, after, origin, session_id, detail, undo_of, undone = row
    return JournalEntry(
        id=int(entry_id),
        ts=float(ts),
        target=target,
        action=action,
        before=before,
        after=after,
        origin=origin,
        session_id=session_id,
        detail=parse_detail(detail),
        undo_of=undo_of,
        undone_by=undone,
    )
