"""Connections and transactions of a PostgreSQL session store (``postgres_store.py``).

A write is one transaction on a pooled connection. Inside a batch, writes share one
transaction (committed every few thousand messages and when the batch ends), each in a
savepoint of its own: a refused write (SessionError) is undone alone and the batch goes
on; any other failure rolls back every uncommitted write of the batch and is raised.
Reads made during a batch use its connection, so they see its uncommitted writes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hermem.errors import DatabaseError
from hermem.sessions.rows import SessionError
from hermem.storage.postgres import Database, error_reason

if TYPE_CHECKING:
    from psycopg import Connection

LOCK_TIMEOUT_MS = 60_000  # as SQLite's writers retry for a minute before giving up


@dataclass(slots=True)
class _Batch:
    """The open transaction of a batch and what waits for its commit."""

    limit: int
    stack: ExitStack = field(default_factory=ExitStack)
    conn: Connection[Any] | None = None
    messages: int = 0
    actions: list[Callable[[], None]] = field(default_factory=list)


class StoreTransactions:
    """Reads, writes and batches of one store. Thread-safe (writes take turns).

    ``rolled_back`` is called when a batch's uncommitted writes are thrown away (the store
    drops what it cached about them).
    """

    def __init__(self, database: Database, location: str, rolled_back: Callable[[], None]):
        self.database = database
        self.location = location
        self._rolled_back = rolled_back
        self._lock = threading.RLock()
        self._batch: _Batch | None = None
        self._closed = False

    def close(self) -> None:
        with self._lock:
            self._closed = True

    @contextmanager
    def errors(self) -> Iterator[None]:
        """psycopg's errors as one-line DatabaseErrors (never with the URL's password)."""
        import psycopg

        try:
            yield
        except psycopg.Error as exc:
            raise DatabaseError(f"PostgreSQL at {self.location}: {error_reason(exc)}") from exc

    def read(self, sql: str, params: Sequence[Any] = (), *, named: bool = False) -> list[Any]:
        """Rows of one statement (by column name when ``named``). A failure inside a batch
        rolls the batch back, as any failure there does: it could not commit anyway."""
        with self._lock:
            self._check_open()
            batch = self._batch
            if batch is not None and batch.conn is not None:
                try:
                    with self.errors():
                        return _fetch(batch.conn, sql, params, named)
                except BaseException:
                    self._abandon()
                    raise
        with self.errors(), self.database.connection() as conn:
            return _fetch(conn, sql, params, named)

    @contextmanager
    def write(self) -> Iterator[Connection[Any]]:
        """One write: a transaction, or inside a batch a savepoint of the batch's."""
        self._lock.acquire()
        locked = True
        try:
            self._check_open()
            batch = self._batch
            if batch is None:  # a connection of its own: reads and writes go on meanwhile
                self._lock.release()
                locked = False
                with self.errors(), self.database.connection() as conn, conn.transaction():
                    conn.execute(f"SET LOCAL lock_timeout = {LOCK_TIMEOUT_MS}")
                    yield conn
                return
            try:
                with self.errors():
                    conn = self._batch_connection(batch)
                    with conn.transaction():  # a savepoint
                        yield conn
            except SessionError:
                raise
            except BaseException:
                self._abandon()
                raise
        finally:
            if locked:
                self._lock.release()

    @contextmanager
    def batch(self, max_messages: int) -> Iterator[None]:
        """Writes inside share transactions of about ``max_messages`` messages; nested
        batches join the outer one."""
        with self._lock:
            if self._batch is not None:
                yield
                return
            self._batch = _Batch(max(1, max_messages))
        try:
            yield
        finally:
            with self._lock:
                try:
                    self._commit()
                finally:
                    batch, self._batch = self._batch, None
                    if batch is not None:
                        batch.stack.close()

    def after_commit(self, messages: int, action: Callable[[], None]) -> None:
        """Run ``action`` once the write just made is committed (now, outside a batch)."""
        with self._lock:
            batch = self._batch
            if batch is None:
                action()
                return
            batch.actions.append(action)
            batch.messages += messages
            if batch.messages >= batch.limit:
                self._commit()

    def _check_open(self) -> None:
        if self._closed:  # as a closed SQLite connection refuses, not silently working on
            raise DatabaseError(f"the session store at {self.location} is closed")

    def _batch_connection(self, batch: _Batch) -> Connection[Any]:
        if batch.conn is None:
            conn = batch.stack.enter_context(self.database.connection())
            conn.execute("BEGIN")
            batch.conn = conn
            conn.execute(f"SET LOCAL lock_timeout = {LOCK_TIMEOUT_MS}")
        return batch.conn

    def _commit(self) -> None:
        batch = self._batch
        if batch is None:
            return
        if batch.conn is not None:
            from psycopg.pq import TransactionStatus

            conn = batch.conn
            try:
                with self.errors():
                    if conn.info.transaction_status == TransactionStatus.INERROR:
                        # COMMIT would silently roll back: say so instead.
                        raise DatabaseError("a statement of the batch failed; nothing committed")
                    conn.execute("COMMIT")
            except BaseException:
                self._abandon()
                raise
            batch.conn = None
            batch.stack.close()
            batch.stack = ExitStack()
        actions, batch.actions, batch.messages = batch.actions, [], 0
        for action in actions:
            action()

    def _abandon(self) -> None:
        """Roll back every uncommitted write of the batch (after an unexpected failure)."""
        self._rolled_back()
        batch = self._batch
        if batch is None:
            return
        conn, batch.conn = batch.conn, None
        if conn is not None and not conn.closed:
            import psycopg

            with suppress(psycopg.Error):  # a broken connection: the server rolls back
                conn.execute("ROLLBACK")
        batch.stack.close()
        batch.stack = ExitStack()
        batch.actions, batch.messages = [], 0


def _fetch(conn: Connection[Any], sql: str, params: Sequence[Any], named: bool) -> list[Any]:
    if not named:
        return conn.execute(sql, params).fetchall()
    from psycopg.rows import dict_row

    with conn.cursor(row_factory=dict_row) as cursor:
        return cursor.execute(sql, params).fetchall()
