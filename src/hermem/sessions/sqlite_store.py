"""The session store in ``state.db`` (SQLite): the embedded default.

SQLite in WAL mode with a busy timeout; writes are short BEGIN IMMEDIATE transactions
retried on a transient "database is locked", so several processes can write at once.
Search is lexical (FTS5 BM25 over a stemmed word index; substrings and CJK text as
``vocabulary.py`` describes) and, when a semantic index is attached, hybrid.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermem.sessions.indexing import MessageIndexer, insert_messages
from hermem.sessions.models import Message, Session
from hermem.sessions.query import like_pattern
from hermem.sessions.rows import (
    SessionError,
    clean_title,
    message_from_row,
    message_row,
    session_from_row,
)
from hermem.sessions.search import MessageSearch
from hermem.sessions.sqlite_search import SqliteMessageSearch
from hermem.sessions.store import SessionStore, check_session_id
from hermem.storage.sqlite import begin_immediate, write_transaction

if TYPE_CHECKING:
    from hermem.embeddings import Embedder
    from hermem.sessions.semantic import EmbeddingIndex


@dataclass(slots=True)
class _Batch:
    """Writes made inside ``SessionStore.batch()`` and not committed yet."""

    limit: int
    messages: int = 0
    actions: list[Callable[[], None]] = field(default_factory=list)


class SqliteSessionStore(SessionStore):
    """Past conversations in one ``state.db``. Thread-safe; one instance per process."""

    path: Path

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        super().__init__()
        self._conn = conn
        self.path = path
        self._lock = threading.RLock()
        self._indexer = MessageIndexer()
        self._batch: _Batch | None = None

    def close(self) -> None:
        with self._lock:
            if self.semantic is not None:
                self.semantic.close()
            self._indexer.close()
            self._conn.close()

    def embedding_index(
        self, embedder: Embedder | None = None, *, background: bool = True
    ) -> EmbeddingIndex:
        from hermem.sessions.semantic import EmbeddingIndex

        return EmbeddingIndex(self.path, embedder, background=background)

    # -- transactions --------------------------------------------------------------------

    @contextmanager
    def batch(self, max_messages: int = 2_000) -> Iterator[SessionStore]:
        """See :meth:`SessionStore.batch`. Importers use it: it makes bulk loads about a
        third faster here (no commit, no index flush per conversation)."""
        with self._lock:
            if self._batch is not None:  # nested: the outer batch decides
                yield self
                return
            self._batch = _Batch(max(1, max_messages))
        try:
            yield self
        finally:
            with self._lock:
                try:
                    self._commit_batch()
                finally:
                    self._batch = None

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (BEGIN IMMEDIATE, retried while another process writes);
        inside ``batch()``, part of the batch's open transaction.

        A write must raise :class:`SessionError` only before it changes anything: inside a
        batch that error leaves the transaction as it was (no savepoint: opening one makes
        FTS5 flush its pending index data, which costs a quarter of bulk-load time).
        """
        with self._lock:
            if self._batch is None:
                try:
                    with write_transaction(self._conn) as conn:
                        yield conn
                        self._indexer.flush(conn)
                except BaseException:
                    self._indexer.rolled_back()
                    raise
                self._indexer.committed()
                return
            if not self._conn.in_transaction:
                begin_immediate(self._conn)
            try:
                yield self._conn
            except SessionError:
                raise
            except BaseException:
                self._abandon_batch()
                raise

    def _after_commit(self, messages: int, action: Callable[[], None]) -> None:
        """Run ``action`` once the write just made is committed (now, outside a batch)."""
        with self._lock:
            if self._batch is None:
                action()
                return
            self._batch.actions.append(action)
            self._batch.messages += messages
            if self._batch.messages >= self._batch.limit:
                self._commit_batch()

    def _abandon_batch(self) -> None:
        """Roll back every uncommitted write of the batch (after an unexpected failure)."""
        if self._conn.in_transaction:
            self._conn.execute("ROLLBACK")
        self._indexer.rolled_back()
        self._roots.clear()
        if self._batch is not None:
            self._batch.actions, self._batch.messages = [], 0

    def _commit_batch(self) -> None:
        batch = self._batch
        if batch is None:
            return
        if self._conn.in_transaction:
            try:
                self._indexer.flush(self._conn)
                self._conn.execute("COMMIT")
            except BaseException:
                self._abandon_batch()
                raise
            self._indexer.committed()
        actions, batch.actions, batch.messages = batch.actions, [], 0
        for action in actions:
            action()

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    # -- sessions ------------------------------------------------------------------------

    def start_session(
        self,
        session_id: str | None = None,
        *,
        source: str = "api",
        user_id: str | None = None,
        model: str | None = None,
        title: str | None = None,
        parent_session_id: str | None = None,
        started_at: float | None = None,
        meta: Mapping[str, Any] | None = None,
    ) -> str:
        """Create a session and return its id (a new uuid unless given; an existing id is kept)."""
        sid = session_id or uuid.uuid4().hex
        check_session_id(sid)
        with self._write() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO sessions (id, source, user_id, model, title,"
                " parent_session_id, started_at, last_active_at, meta)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    sid,
                    source or "api",
                    user_id,
                    model,
                    clean_title(title),
                    parent_session_id,
                    started_at if started_at is not None else time.time(),
                    started_at if started_at is not None else time.time(),
                    json.dumps(dict(meta or {}), ensure_ascii=False),
                ),
            )
        return sid

    def end_session(
        self, session_id: str, reason: str = "ended", ended_at: float | None = None
    ) -> bool:
        """Mark a session ended (the first reason wins); False when no such session."""
        with self._write() as conn:
            cursor = conn.execute(
                "UPDATE sessions SET ended_at = COALESCE(ended_at, ?),"
                " end_reason = COALESCE(end_reason, ?) WHERE id = ?",
                (ended_at if ended_at is not None else time.time(), reason, session_id),
            )
        return cursor.rowcount > 0

    def set_title(self, session_id: str, title: str | None) -> None:
        with self._write() as conn:
            conn.execute(
                "UPDATE sessions SET title = ? WHERE id = ?", (clean_title(title), session_id)
            )

    def get_session(self, session_id: str) -> Session | None:
        rows = self._read("SELECT * FROM sessions WHERE id = ?", (session_id,))
        return session_from_row(rows[0]) if rows else None

    def list_sessions(
        self,
        *,
        limit: int = 20,
        offset: int = 0,
        source: str | None = None,
        user_id: str | None = None,
        exclude_sources: Sequence[str] = (),
        order: str = "recent",
    ) -> list[Session]:
        """Sessions, most recently active first (``order="oldest"`` for the reverse)."""
        clauses, params = _session_filters(source, user_id, exclude_sources)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        direction = "ASC" if order == "oldest" else "DESC"
        rows = self._read(
            f"SELECT * FROM sessions {where}"
            f" ORDER BY COALESCE(last_active_at, started_at) {direction}, id LIMIT ? OFFSET ?",
            (*params, max(0, limit), max(0, offset)),
        )
        return [session_from_row(r) for r in rows]

    def delete_session(self, session_id: str) -> bool:
        """Delete a session and its messages (children are kept, their parent link cleared)."""
        ids = [
            r[0] for r in self._read("SELECT id FROM messages WHERE session_id = ?", (session_id,))
        ]
        with self._write() as conn:
            # Inside a batch, messages of this session may await the word index: index them
            # first, so the delete trigger removes what is there.
            self._indexer.flush(conn)
            cursor = conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
        self._roots.clear()
        if cursor.rowcount and ids and self.semantic is not None:
            self.semantic.remove(ids)
        return cursor.rowcount > 0

    def _parent_of(self, session_id: str) -> str | None:
        rows = self._read("SELECT parent_session_id FROM sessions WHERE id = ?", (session_id,))
        return rows[0][0] if rows else None

    # -- messages ------------------------------------------------------------------------

    def append_messages(self, session_id: str, messages: Iterable[Mapping[str, Any]]) -> list[int]:
        """Add several messages in one transaction (all or none)."""
        rows = [message_row(session_id, m) for m in messages]
        if not rows:
            return []
        with self._write() as conn:
            if (
                conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone()
                is None
            ):
                raise SessionError(f"no session {session_id!r}: start_session() first")

            def by_external_id(row: tuple[Any, ...]) -> int | None:
                if row[6] is None:
                    return None
                found = conn.execute(
                    "SELECT id FROM messages WHERE session_id = ? AND external_id = ?",
                    (session_id, row[6]),
                ).fetchone()
                return None if found is None else int(found[0])

            ids, new = insert_messages(conn, session_id, rows, by_external_id, 0.0, self._indexer)
        self._after_commit(len(new), lambda: self._embed(new))
        return ids

    def get_messages(
        self,
        session_id: str,
        *,
        after_id: int | None = None,
        before_id: int | None = None,
        limit: int | None = None,
        newest: bool = False,
    ) -> list[Message]:
        """Messages of a session in order (``newest=True`` takes the last ``limit``)."""
        clauses = ["session_id = ?"]
        params: list[Any] = [session_id]
        if after_id is not None:
            clauses.append("id > ?")
            params.append(after_id)
        if before_id is not None:
            clauses.append("id < ?")
            params.append(before_id)
        sql = f"SELECT * FROM messages WHERE {' AND '.join(clauses)} ORDER BY id"
        if newest:
            sql = sql.replace("ORDER BY id", "ORDER BY id DESC")
        if limit is not None:
            sql += " LIMIT ?"
            params.append(max(0, limit))
        rows = [message_from_row(r) for r in self._read(sql, params)]
        return rows[::-1] if newest else rows

    def get_message(self, message_id: int) -> Message | None:
        rows = self._read("SELECT * FROM messages WHERE id = ?", (message_id,))
        return message_from_row(rows[0]) if rows else None

    def stats(self) -> dict[str, Any]:
        row = self._read(
            "SELECT (SELECT COUNT(*) FROM sessions), (SELECT COUNT(*) FROM messages),"
            " (SELECT MIN(started_at) FROM sessions), (SELECT MAX(last_active_at) FROM sessions)"
        )[0]
        by_source = {
            r[0]: r[1]
            for r in self._read(
                "SELECT source, COUNT(*) FROM sessions GROUP BY source ORDER BY 2 DESC"
            )
        }
        size = sum(p.stat().st_size for p in (self.path, Path(f"{self.path}-wal")) if p.exists())
        return {
            "database": str(self.path),
            "sessions": row[0],
            "messages": row[1],
            "first_session_at": row[2],
            "last_active_at": row[3],
            "sessions_by_source": by_source,
            "bytes": size,
        }

    # -- search --------------------------------------------------------------------------

    def _message_search(self) -> MessageSearch:
        return SqliteMessageSearch(self._read, self.root_of, self.semantic)

    # -- import, lookup ------------------------------------------------------------------

    def import_session(
        self,
        session_id: str,
        messages: Iterable[Mapping[str, Any]],
        *,
        source: str = "import",
        user_id: str | None = None,
        model: str | None = None,
        title: str | None = None,
        parent_session_id: str | None = None,
        started_at: float | None = None,
        ended_at: float | None = None,
        end_reason: str | None = None,
        meta: Mapping[str, Any] | None = None,
    ) -> tuple[bool, int]:
        """Write a whole session in one transaction; returns (created, messages added).

        An existing session is kept (its empty fields filled in) and gains only the
        messages it lacks: those whose ``external_id`` it does not hold yet and that do
        not repeat one of its id-less messages (same role, content and timestamp). So
        importing a conversation again, or an export of this store, adds nothing.
        """
        check_session_id(session_id)
        rows = [message_row(session_id, m) for m in messages]
        start = started_at if started_at is not None else min((r[5] for r in rows), default=None)
        start = start if start is not None else time.time()
        parent = parent_session_id if parent_session_id != session_id else None
        new: list[tuple[int, str]] = []
        with self._write() as conn:
            if (
                parent
                and not conn.execute("SELECT 1 FROM sessions WHERE id = ?", (parent,)).fetchone()
            ):
                raise SessionError(f"no parent session {parent!r}: write the parent first")
            created = (
                conn.execute(
                    "INSERT OR IGNORE INTO sessions (id, source, user_id, model, title,"
                    " parent_session_id, started_at, ended_at, end_reason, last_active_at, meta)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        session_id,
                        source or "import",
                        user_id,
                        model,
                        clean_title(title),
                        parent,
                        start,
                        ended_at,
                        end_reason,
                        start,
                        json.dumps(dict(meta or {}), ensure_ascii=False),
                    ),
                ).rowcount
                > 0
            )
            if not created:
                conn.execute(
                    "UPDATE sessions SET user_id = COALESCE(user_id, ?),"
                    " model = COALESCE(model, ?), title = COALESCE(title, ?),"
                    " parent_session_id = COALESCE(parent_session_id, ?),"
                    " ended_at = COALESCE(ended_at, ?), end_reason = COALESCE(end_reason, ?)"
                    " WHERE id = ?",
                    (user_id, model, clean_title(title), parent, ended_at, end_reason, session_id),
                )
            # Only a session that was already there can hold id-less copies of these rows.
            idless = (
                not created
                and conn.execute(
                    "SELECT 1 FROM messages WHERE session_id = ? AND external_id IS NULL LIMIT 1",
                    (session_id,),
                ).fetchone()
                is not None
            )
            _, new = insert_messages(
                conn,
                session_id,
                rows,
                None if created else lambda row: 0 if _holds_message(conn, row, idless) else None,
                start,
                self._indexer,
                same_idless_rows_repeat=idless,
            )
        self._after_commit(len(new), lambda: self._embed(new))
        return created, len(new)

    def record_import(self, key: str, format: str, path: str, sessions: int, messages: int) -> None:
        """Remember that an input was imported (the ``imports`` table; latest run wins)."""
        with self._write() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO imports (key, format, path, imported_at, sessions,"
                " messages) VALUES (?, ?, ?, ?, ?, ?)",
                (key, format, path, time.time(), sessions, messages),
            )

    def resolve_session_id(self, id_or_prefix: str) -> str | None:
        """The session with this id, else the only one whose id starts with it (else None)."""
        if not id_or_prefix:
            return None
        if self._read("SELECT 1 FROM sessions WHERE id = ?", (id_or_prefix,)):
            return id_or_prefix
        rows = self._read(
            "SELECT id FROM sessions WHERE id LIKE ? ESCAPE '\\' LIMIT 2",
            (like_pattern(id_or_prefix)[1:],),
        )
        return str(rows[0][0]) if len(rows) == 1 else None


def _session_filters(
    source: str | None, user_id: str | None, exclude_sources: Sequence[str]
) -> tuple[list[str], list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if source is not None:
        clauses.append("source = ?")
        params.append(source)
    if user_id is not None:
        clauses.append("user_id = ?")
        params.append(user_id)
    if exclude_sources:
        clauses.append(f"source NOT IN ({','.join('?' * len(exclude_sources))})")
        params.extend(exclude_sources)
    return clauses, params


def _holds_message(conn: sqlite3.Connection, row: tuple[Any, ...], idless: bool) -> bool:
    """Whether the session already has this message row (see ``import_session``)."""
    session_id, role, content, timestamp, external_id = row[0], row[1], row[2], row[5], row[6]
    if (
        external_id is not None
        and conn.execute(
            "SELECT 1 FROM messages WHERE session_id = ? AND external_id = ?",
            (session_id, external_id),
        ).fetchone()
    ):
        return True
    return idless and (
        conn.execute(
            "SELECT 1 FROM messages WHERE session_id = ? AND external_id IS NULL AND role = ?"
            " AND content = ? AND timestamp = ? LIMIT 1",
            (session_id, role, content, timestamp),
        ).fetchone()
        is not None
    )
