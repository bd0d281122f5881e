"""A bounded store kept in PostgreSQL: one row of ``hermem.bounded_stores`` per tenant,
profile and target.

A transaction locks the row (``SELECT ... FOR UPDATE``), so writers in any number of
processes and hosts take turns exactly as they do on the file lock, and the store logic
re-reads and re-applies its operation under that lock: no update is ever lost. Each
UPDATE also checks the version it read (compare-and-swap), so a row changed by anything
that ignores the lock fails the write instead of being overwritten. The transaction
commits when the store's locked path ends; a write is acknowledged only after that.
The change's journal row (``postgres_journal.py``) is written in the same transaction.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from hermem.errors import DatabaseError, StoreUnreadableError
from hermem.storage.postgres import SCHEMA, describe_url, open_database, require_driver

if TYPE_CHECKING:
    from psycopg import Connection

    from hermem.store.journal import ChangeJournal

_TABLE = f"{SCHEMA}.bounded_stores"
_BACKUPS = f"{SCHEMA}.bounded_store_backups"
_KEY = "tenant = %s AND profile = %s AND target = %s"


class PostgresTransaction:
    """The locked row of one store, inside one database transaction."""

    def __init__(self, conn: Connection[Any], key: tuple[str, str, str], url: str) -> None:
        self._conn = conn
        self._key = key
        self._url = url
        self._content, self._version = self._lock_row()

    def read(self) -> str | None:
        return self._content

    def write(self, text: str) -> None:
        done = self._conn.execute(
            f"UPDATE {_TABLE} SET content = %s, version = version + 1, updated_at = now()"
            f" WHERE {_KEY} AND version = %s",
            (text, *self._key, self._version),
        )
        if done.rowcount != 1:
            raise DatabaseError(
                "the store's row changed although this writer held its lock; nothing was written"
            )
        self._content = text
        self._version += 1

    def backup(self) -> str:
        row = self._conn.execute(
            f"INSERT INTO {_BACKUPS} (tenant, profile, target, content, version)"
            " VALUES (%s, %s, %s, %s, %s) RETURNING id",
            (*self._key, self._content or "", self._version),
        ).fetchone()
        assert row is not None
        return f"row {row[0]} of {_BACKUPS}"

    def bind_journal(self, journal: ChangeJournal) -> ChangeJournal:
        from hermem.store.postgres_journal import PostgresJournal

        if isinstance(journal, PostgresJournal) and journal.url == self._url:
            return journal.bound_to(self._conn)
        return journal  # another database: it commits on its own

    def _lock_row(self) -> tuple[str | None, int]:
        select = f"SELECT content, version FROM {_TABLE} WHERE {_KEY} FOR UPDATE"
        row = self._conn.execute(select, self._key).fetchone()
        if row is None:
            # A placeholder (NULL content: nothing stored) gives the first writers a row to
            # lock; concurrent inserts of it wait on the primary key, then find it.
            self._conn.execute(
                f"INSERT INTO {_TABLE} (tenant, profile, target) VALUES (%s, %s, %s)"
                " ON CONFLICT DO NOTHING",
                self._key,
            )
            row = self._conn.execute(select, self._key).fetchone()
            assert row is not None
        return row[0], int(row[1])


class PostgresBackend:
    """A store in one row of ``hermem.bounded_stores``, shared by every process using it."""

    def __init__(self, url: str, *, tenant: str, profile: str, target: str, name: str) -> None:
        require_driver()
        self.name = name  # the file name (MEMORY.md): messages read the same on every backend
        self.location = f"{name} in {describe_url(url)} (tenant {tenant}, profile {profile})"
        self.key = (tenant, profile, target)
        self.database = open_database(url)

    def read(self) -> str | None:
        with self._errors():
            with self.database.connection() as conn:
                row = conn.execute(
                    f"SELECT content FROM {_TABLE} WHERE {_KEY}", self.key
                ).fetchone()
            return None if row is None else row[0]

    @contextmanager
    def transaction(self) -> Iterator[PostgresTransaction]:
        with self._errors(), self.database.connection() as conn:
            with conn.transaction() as txn:  # lock_timeout: set per connection (postgres.py)
                yield PostgresTransaction(conn, self.key, self.database.url)
            # psycopg ends a transaction whose connection broke without a word when no
            # error reached it (the journal's are caught), so check that it really committed.
            if txn.status is not txn.Status.COMMITTED:
                raise DatabaseError(
                    f"PostgreSQL at {self.database.description}: the connection broke before"
                    " the write committed"
                )

    @contextmanager
    def _errors(self) -> Iterator[None]:
        """A database failure reads as an unreadable store: the caller changes nothing."""
        try:
            yield
        except DatabaseError as exc:
            raise StoreUnreadableError(f"{self.name}: {exc}") from exc
