"""The session store in PostgreSQL: one tenant and profile of ``hermem.sessions`` and
``hermem.messages``, for many agents and users sharing one memory service.

Same API and answers as ``state.db`` (``sqlite_store.py``). Every statement names the
store's tenant and profile, so no call can reach another tenant's rows. Connections come
from the process's pool (``hermem.storage.postgres``).

Writers of one store take turns on its row of ``session_stores`` (locked for the rest of
the transaction), which also numbers message ids per tenant and profile as a home's
``state.db`` does; writers of other tenants never wait for them. A write is one
transaction; inside :meth:`batch` it is a savepoint of the batch's transaction, so a
refused write changes nothing and an interrupted import leaves whole sessions only.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from hermem.sessions.models import Message, Session
from hermem.sessions.postgres_messages import (
    Key,
    held_messages,
    holds,
    insert_messages,
    known_external_ids,
    lock_store,
    session_exists,
    storable,
    storable_row,
)
from hermem.sessions.postgres_messages import storable_text as _text
from hermem.sessions.postgres_search import PostgresMessageSearch
from hermem.sessions.postgres_transactions import StoreTransactions
from hermem.sessions.query import like_pattern
from hermem.sessions.rows import (
    SessionError,
    clean_title,
    message_from_row,
    message_row,
    session_from_row,
)
from hermem.sessions.search import MessageSearch
from hermem.sessions.store import SessionStore, check_session_id
from hermem.storage.postgres import SCHEMA, Database, describe_url, open_database, require_driver

if TYPE_CHECKING:
    from hermem.embeddings import Embedder
    from hermem.sessions.indexing import Existing
    from hermem.sessions.semantic import EmbeddingIndex

_SESSIONS = f"{SCHEMA}.sessions"
_MESSAGES = f"{SCHEMA}.messages"
_KEY = "tenant = %s AND profile = %s"
_SESSION_COLUMNS = (
    "id, source, user_id, model, title, parent_session_id, started_at, ended_at, end_reason,"
    " message_count, tool_call_count, last_active_at, meta"
)
_MESSAGE_COLUMNS = (
    "id, session_id, role, content, tool_calls, tool_name, timestamp, external_id, flags"
)


class PostgresSessionStore(SessionStore):
    """Past conversations of one tenant and profile. Thread-safe."""

    def __init__(self, url: str, *, tenant: str, profile: str) -> None:
        super().__init__()
        require_driver()
        self.path = None
        self.key: Key = (tenant, profile)
        self.location = f"{describe_url(url)} (tenant {tenant}, profile {profile})"
        self.database: Database = open_database(url)
        self._tx = StoreTransactions(self.database, self.location, self._roots.clear)
        with self._tx.errors(), self.database.connection():
            pass  # connect and migrate now: a bad URL fails here, not on first use

    def close(self) -> None:
        self._tx.close()
        semantic, self.semantic = self.semantic, None
        if semantic is not None:
            semantic.close()
        # Connections belong to the process's pool: nothing else to close.

    def embedding_index(
        self, embedder: Embedder | None = None, *, background: bool = True
    ) -> EmbeddingIndex:
        from hermem.sessions.postgres_vectors import PostgresVectorTable
        from hermem.sessions.semantic import EmbeddingIndex

        table = PostgresVectorTable(self.database, self.key)
        return EmbeddingIndex(table, embedder, background=background)

    @contextmanager
    def batch(self, max_messages: int = 2_000) -> Iterator[SessionStore]:
        """See :meth:`SessionStore.batch`: writes share a transaction per ``max_messages``
        messages, each in a savepoint of its own."""
        with self._tx.batch(max_messages):
            yield self

    def _read(self, sql: str, params: Sequence[Any] = (), *, named: bool = False) -> list[Any]:
        # Search terms and filters may hold NUL, which PostgreSQL text cannot.
        return self._tx.read(sql, [storable(p) for p in params], named=named)

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
        sid = session_id or uuid.uuid4().hex
        check_session_id(sid)
        now = started_at if started_at is not None else time.time()
        import psycopg

        with self._tx.write() as conn:
            try:
                conn.execute(
                    f"INSERT INTO {_SESSIONS} (tenant, profile, id, source, user_id, model, title,"
                    " parent_session_id, started_at, last_active_at, meta)"
                    " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
                    (
                        *self.key,
                        _text(sid),
                        _text(source or "api"),
                        _text(user_id),
                        _text(model),
                        clean_title(title),
                        _text(parent_session_id),
                        now,
                        now,
                        json.dumps(dict(meta or {}), ensure_ascii=False),
                    ),
                )
            except psycopg.errors.ForeignKeyViolation:
                raise SessionError(
                    f"no parent session {parent_session_id!r}: start the parent first"
                ) from None
        return sid

    def end_session(
        self, session_id: str, reason: str = "ended", ended_at: float | None = None
    ) -> bool:
        with self._tx.write() as conn:
            cursor = conn.execute(
                f"UPDATE {_SESSIONS} SET ended_at = COALESCE(ended_at, %s),"
                f" end_reason = COALESCE(end_reason, %s) WHERE {_KEY} AND id = %s",
                (
                    ended_at if ended_at is not None else time.time(),
                    _text(reason),
                    *self.key,
                    _text(session_id),
                ),
            )
            return cursor.rowcount > 0

    def set_title(self, session_id: str, title: str | None) -> None:
        with self._tx.write() as conn:
            conn.execute(
                f"UPDATE {_SESSIONS} SET title = %s WHERE {_KEY} AND id = %s",
                (clean_title(title), *self.key, _text(session_id)),
            )

    def get_session(self, session_id: str) -> Session | None:
        rows = self._read(
            f"SELECT {_SESSION_COLUMNS} FROM {_SESSIONS} WHERE {_KEY} AND id = %s",
            (*self.key, _text(session_id)),
            named=True,
        )
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
        clauses, params = [_KEY], list[Any](self.key)
        if source is not None:
            clauses.append("source = %s")
            params.append(_text(source))
        if user_id is not None:
            clauses.append("user_id = %s")
            params.append(_text(user_id))
        if exclude_sources:
            clauses.append("NOT (source = ANY(%s))")
            params.append([_text(s) for s in exclude_sources])
        direction = "ASC" if order == "oldest" else "DESC"
        rows = self._read(
            f"SELECT {_SESSION_COLUMNS} FROM {_SESSIONS} WHERE {' AND '.join(clauses)}"
            f" ORDER BY COALESCE(last_active_at, started_at) {direction}, id LIMIT %s OFFSET %s",
            (*params, max(0, limit), max(0, offset)),
            named=True,
        )
        return [session_from_row(r) for r in rows]

    def delete_session(self, session_id: str) -> bool:
        sid = _text(session_id)
        with self._tx.write() as conn:
            lock_store(conn, self.key)
            ids = [
                int(r[0])
                for r in conn.execute(
                    f"SELECT id FROM {_MESSAGES} WHERE {_KEY} AND session_id = %s",
                    (*self.key, sid),
                )
            ]
            conn.execute(
                f"UPDATE {_SESSIONS} SET parent_session_id = NULL"
                f" WHERE {_KEY} AND parent_session_id = %s",
                (*self.key, sid),
            )
            deleted = conn.execute(
                f"DELETE FROM {_SESSIONS} WHERE {_KEY} AND id = %s", (*self.key, sid)
            ).rowcount
            if ids:
                conn.execute(
                    f"UPDATE {SCHEMA}.session_stores SET messages = GREATEST(messages - %s, 0)"
                    f" WHERE {_KEY}",
                    (len(ids), *self.key),
                )
        self._roots.clear()
        if deleted and ids and self.semantic is not None:
            self.semantic.remove(ids)
        return deleted > 0

    def _parent_of(self, session_id: str) -> str | None:
        rows = self._read(
            f"SELECT parent_session_id FROM {_SESSIONS} WHERE {_KEY} AND id = %s",
            (*self.key, _text(session_id)),
        )
        return rows[0][0] if rows else None

    # -- messages ------------------------------------------------------------------------

    def append_messages(self, session_id: str, messages: Iterable[Mapping[str, Any]]) -> list[int]:
        rows = [storable_row(message_row(session_id, m)) for m in messages]
        if not rows:
            return []
        sid = _text(session_id)
        with self._tx.write() as conn:
            last = lock_store(conn, self.key)
            if not session_exists(conn, self.key, sid):
                raise SessionError(f"no session {session_id!r}: start_session() first")
            known = known_external_ids(conn, self.key, sid, rows)
            ids, new = insert_messages(
                conn, self.key, sid, rows, last, lambda row: known.get(row[6]), 0.0
            )
        self._tx.after_commit(len(new), lambda: self._embed(new))
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
        clauses, params = [_KEY, "session_id = %s"], list[Any]([*self.key, _text(session_id)])
        if after_id is not None:
            clauses.append("id > %s")
            params.append(after_id)
        if before_id is not None:
            clauses.append("id < %s")
            params.append(before_id)
        sql = (
            f"SELECT {_MESSAGE_COLUMNS} FROM {_MESSAGES} WHERE {' AND '.join(clauses)}"
            f" ORDER BY id {'DESC' if newest else 'ASC'}"
        )
        if limit is not None:
            sql += " LIMIT %s"
            params.append(max(0, limit))
        rows = [message_from_row(r) for r in self._read(sql, params, named=True)]
        return rows[::-1] if newest else rows

    def get_message(self, message_id: int) -> Message | None:
        if not isinstance(message_id, int) or isinstance(message_id, bool):
            return None
        if not -(2**63) <= message_id < 2**63:
            return None
        rows = self._read(
            f"SELECT {_MESSAGE_COLUMNS} FROM {_MESSAGES} WHERE {_KEY} AND id = %s",
            (*self.key, message_id),
            named=True,
        )
        return message_from_row(rows[0]) if rows else None

    def stats(self) -> dict[str, Any]:
        row = self._read(
            f"SELECT (SELECT count(*) FROM {_SESSIONS} WHERE {_KEY}),"
            f" (SELECT count(*) FROM {_MESSAGES} WHERE {_KEY}),"
            f" (SELECT min(started_at) FROM {_SESSIONS} WHERE {_KEY}),"
            f" (SELECT max(last_active_at) FROM {_SESSIONS} WHERE {_KEY}),"
            f" (SELECT COALESCE(sum(pg_column_size(m.*)), 0) FROM {_MESSAGES} m WHERE {_KEY})"
            f" + (SELECT COALESCE(sum(pg_column_size(s.*)), 0) FROM {_SESSIONS} s WHERE {_KEY})",
            self.key * 6,
        )[0]
        by_source = {
            r[0]: r[1]
            for r in self._read(
                f"SELECT source, count(*) FROM {_SESSIONS} WHERE {_KEY}"
                " GROUP BY source ORDER BY 2 DESC, 1",
                self.key,
            )
        }
        return {
            "database": self.location,
            "sessions": int(row[0]),
            "messages": int(row[1]),
            "first_session_at": row[2],
            "last_active_at": row[3],
            "sessions_by_source": by_source,
            "bytes": int(row[4]),
        }

    # -- search --------------------------------------------------------------------------

    def _message_search(self) -> MessageSearch:
        return PostgresMessageSearch(self._read, self.key, self.root_of, self.semantic)

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
        check_session_id(session_id)
        sid = _text(session_id)
        rows = [storable_row(message_row(sid, m)) for m in messages]
        start = started_at if started_at is not None else min((r[5] for r in rows), default=None)
        start = start if start is not None else time.time()
        parent = _text(parent_session_id) if parent_session_id != session_id else None
        with self._tx.write() as conn:
            last = lock_store(conn, self.key)
            if parent and not session_exists(conn, self.key, parent):
                raise SessionError(f"no parent session {parent!r}: write the parent first")
            created = (
                conn.execute(
                    f"INSERT INTO {_SESSIONS} (tenant, profile, id, source, user_id, model, title,"
                    " parent_session_id, started_at, ended_at, end_reason, last_active_at, meta)"
                    " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
                    " ON CONFLICT DO NOTHING",
                    (
                        *self.key,
                        sid,
                        _text(source or "import"),
                        _text(user_id),
                        _text(model),
                        clean_title(title),
                        parent,
                        start,
                        ended_at,
                        _text(end_reason),
                        start,
                        json.dumps(dict(meta or {}), ensure_ascii=False),
                    ),
                ).rowcount
                > 0
            )
            existing: Existing | None = None
            idless = False
            if not created:
                conn.execute(
                    f"UPDATE {_SESSIONS} SET user_id = COALESCE(user_id, %s),"
                    " model = COALESCE(model, %s), title = COALESCE(title, %s),"
                    " parent_session_id = COALESCE(parent_session_id, %s),"
                    " ended_at = COALESCE(ended_at, %s), end_reason = COALESCE(end_reason, %s)"
                    f" WHERE {_KEY} AND id = %s",
                    (
                        _text(user_id),
                        _text(model),
                        clean_title(title),
                        parent,
                        ended_at,
                        _text(end_reason),
                        *self.key,
                        sid,
                    ),
                )
                # Only a session that was already there can hold copies of these rows.
                held = held_messages(conn, self.key, sid, rows)
                idless = held is not None
                existing = holds(known_external_ids(conn, self.key, sid, rows), held or set())
            _, new = insert_messages(conn, self.key, sid, rows, last, existing, start, idless)
        self._tx.after_commit(len(new), lambda: self._embed(new))
        return created, len(new)

    def record_import(self, key: str, format: str, path: str, sessions: int, messages: int) -> None:
        counts = (sessions, messages)
        with self._tx.write() as conn:
            conn.execute(
                f"INSERT INTO {SCHEMA}.imports (tenant, profile, key, format, path, imported_at,"
                " sessions, messages) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)"
                " ON CONFLICT (tenant, profile, key) DO UPDATE SET format = EXCLUDED.format,"
                " path = EXCLUDED.path, imported_at = EXCLUDED.imported_at,"
                " sessions = EXCLUDED.sessions, messages = EXCLUDED.messages",
                (*self.key, _text(key), _text(format), _text(path), time.time(), *counts),
            )

    def resolve_session_id(self, id_or_prefix: str) -> str | None:
        if not id_or_prefix:
            return None
        wanted = _text(id_or_prefix)
        if self._read(f"SELECT 1 FROM {_SESSIONS} WHERE {_KEY} AND id = %s", (*self.key, wanted)):
            return wanted
        # ILIKE: SQLite's LIKE ignores ASCII case, and a prefix means the same on both.
        rows = self._read(
            f"SELECT id FROM {_SESSIONS} WHERE {_KEY} AND id ILIKE %s LIMIT 2",
            (*self.key, like_pattern(wanted)[1:]),
        )
        return str(rows[0][0]) if len(rows) == 1 else None
