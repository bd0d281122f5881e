"""The session store: every past conversation in ``state.db``, searchable on demand.

SQLite in WAL mode with a busy timeout; writes are short BEGIN IMMEDIATE transactions
retried on a transient "database is locked", so several processes can write at once.
Search is lexical (FTS5 BM25 over a stemmed word index, plus a trigram index for
substrings and CJK) and, when a semantic index is attached, hybrid (reciprocal rank
fusion of both rankings).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import threading
import time
import uuid
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol

from hermem.config import HomePaths, resolve_home
from hermem.sessions.models import Message, SearchHit, Session, SessionHit
from hermem.sessions.query import ParsedQuery, like_pattern, parse_query
from hermem.sessions.ranking import group_by_root, reciprocal_rank_fusion
from hermem.sessions.rows import (
    SessionError,
    clean_title,
    count_tool_calls,
    json_dict,
    message_from_row,
    message_row,
    session_from_row,
)
from hermem.sessions.search import Filters, make_snippet
from hermem.storage.migrations import STATE_DB_MIGRATIONS
from hermem.storage.sqlite import connect, write_transaction

ROLES = ("user", "assistant", "system", "tool")
SEARCH_MODES = ("auto", "lexical", "hybrid")
CANDIDATES = 100
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


class SemanticIndex(Protocol):
    """What hybrid search needs from an embedding index over messages."""

    def search(self, query: str, limit: int) -> list[tuple[int, float]]:
        """Message ids with similarity, best first."""

    def add(self, items: Sequence[tuple[int, str]]) -> None:
        """Index these (message id, text) pairs."""

    def remove(self, message_ids: Sequence[int]) -> None: ...


class SessionStore:
    """Past conversations of one home. Thread-safe; one instance per process is enough."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._lock = threading.RLock()
        self._roots: dict[str, str] = {}
        self.semantic: SemanticIndex | None = None

    @classmethod
    def open(
        cls,
        home: str | os.PathLike[str] | HomePaths | None = None,
        profile: str | None = None,
    ) -> SessionStore:
        """Open (creating and migrating) ``state.db`` of a home."""
        paths = home if isinstance(home, HomePaths) else resolve_home(home, profile)
        return cls(connect(paths.state_db, STATE_DB_MIGRATIONS), paths.state_db)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> SessionStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- transactions --------------------------------------------------------------------

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (BEGIN IMMEDIATE, retried while another process writes)."""
        with self._lock, write_transaction(self._conn) as conn:
            yield conn

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
        _check_id(sid)
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
            cursor = conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
        self._roots.clear()
        if cursor.rowcount and ids and self.semantic is not None:
            self.semantic.remove(ids)
        return cursor.rowcount > 0

    def root_of(self, session_id: str) -> str:
        """The root of a session's parent chain (delegation/compression children fold in)."""
        cached = self._roots.get(session_id)
        if cached is not None:
            return cached
        seen = [session_id]
        current = session_id
        while True:
            rows = self._read("SELECT parent_session_id FROM sessions WHERE id = ?", (current,))
            parent = rows[0][0] if rows else None
            if not parent or parent in seen:
                break
            seen.append(parent)
            current = parent
        for sid in seen:
            self._roots[sid] = current
        return current

    # -- messages ------------------------------------------------------------------------

    def append_message(
        self,
        session_id: str,
        role: str,
        content: str,
        *,
        tool_calls: Any = None,
        tool_name: str | None = None,
        timestamp: float | None = None,
        external_id: str | None = None,
    ) -> int:
        """Add one message; returns its id (the existing id when ``external_id`` repeats)."""
        return self.append_messages(
            session_id,
            [
                {
                    "role": role,
                    "content": content,
                    "tool_calls": tool_calls,
                    "tool_name": tool_name,
                    "timestamp": timestamp,
                    "external_id": external_id,
                }
            ],
        )[0]

    def append_messages(self, session_id: str, messages: Iterable[Mapping[str, Any]]) -> list[int]:
        """Add several messages in one transaction (all or none)."""
        rows = [message_row(session_id, m) for m in messages]
        if not rows:
            return []
        ids: list[int] = []
        new: list[tuple[int, str]] = []
        with self._write() as conn:
            if (
                conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone()
                is None
            ):
                raise SessionError(f"no session {session_id!r}: start_session() first")
            tool_calls = 0
            last_ts = 0.0
            for row in rows:
                existing = None
                if row[7] is not None:
                    existing = conn.execute(
                        "SELECT id FROM messages WHERE session_id = ? AND external_id = ?",
                        (session_id, row[7]),
                    ).fetchone()
                if existing is not None:
                    ids.append(int(existing[0]))
                    continue
                cursor = conn.execute(
                    "INSERT INTO messages (session_id, role, content, tool_calls, tool_name,"
                    " timestamp, external_id, flags) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    row,
                )
                message_id = int(cursor.lastrowid or 0)
                ids.append(message_id)
                new.append((message_id, f"{row[2]}"))
                tool_calls += count_tool_calls(row[3])
                last_ts = max(last_ts, row[5])
            if new:
                conn.execute(
                    "UPDATE sessions SET message_count = message_count + ?,"
                    " tool_call_count = tool_call_count + ?,"
                    " last_active_at = MAX(COALESCE(last_active_at, 0), ?) WHERE id = ?",
                    (len(new), tool_calls, last_ts, session_id),
                )
        if new and self.semantic is not None:
            self.semantic.add([(i, t) for i, t in new if t.strip()])
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

    def search_messages(
        self,
        query: str,
        limit: int = 10,
        *,
        roles: Sequence[str] | None = None,
        sources: Sequence[str] | None = None,
        exclude_sources: Sequence[str] = (),
        session_ids: Sequence[str] | None = None,
        exclude_session_ids: Sequence[str] = (),
        user_id: str | None = None,
        since: float | None = None,
        until: float | None = None,
        mode: str = "auto",
    ) -> list[SearchHit]:
        """Ranked messages for ``query``; never raises on what the query contains.

        ``mode``: ``lexical`` (BM25 + trigram), ``hybrid`` (fused with the semantic index;
        lexical when none is attached) or ``auto`` (hybrid when available).
        """
        if mode not in SEARCH_MODES:
            raise SessionError(f"unknown search mode {mode!r}: use {', '.join(SEARCH_MODES)}")
        limit = max(1, min(int(limit), 1000))
        parsed = parse_query(query)
        filters = Filters(
            roles, sources, exclude_sources, session_ids, exclude_session_ids, user_id, since, until
        )
        depth = max(CANDIDATES, limit * 3)
        lexical = self._lexical(parsed, filters, depth)
        if mode == "lexical" or self.semantic is None or not query.strip():
            ranked = [(mid, score) for mid, score, _ in lexical][:limit]
            return self._hits(ranked, parsed, {mid: how for mid, _, how in lexical})
        semantic = [mid for mid, _ in self.semantic.search(query, depth * 2) if filters.accepts_any]
        semantic = self._filter_ids(semantic, filters)[:depth]
        fused = reciprocal_rank_fusion([[mid for mid, _, _ in lexical], semantic])
        how = {mid: h for mid, _, h in lexical}
        for mid in semantic:
            how[mid] = (*how.get(mid, ()), "semantic")
        return self._hits(fused[:limit], parsed, how)

    def search_sessions(
        self, query: str, limit: int = 5, *, per_session: int = 3, **filters: Any
    ) -> list[SessionHit]:
        """Root conversations ranked by their matches (parent chains folded in)."""
        limit = max(1, min(int(limit), 100))
        hits = self.search_messages(query, limit=max(50, limit * 20), **filters)
        by_id = {h.message_id: h for h in hits}
        groups = group_by_root(
            [h.message_id for h in hits], lambda mid: by_id[mid].root_session_id, per_session
        )
        return [
            SessionHit(root, score, tuple(by_id[m] for m in members), self.get_session(root))
            for root, members, score in groups[:limit]
        ]

    # -- search internals ----------------------------------------------------------------

    def _lexical(
        self, parsed: ParsedQuery, filters: Filters, depth: int
    ) -> list[tuple[int, float, tuple[str, ...]]]:
        where, params = filters.sql()
        results: list[tuple[int, float, tuple[str, ...]]] = []
        seen: set[int] = set()
        if parsed.fts:
            rows = self._safe_read(
                "SELECT m.id, bm25(messages_fts, 1.0, 0.5, 0.25) AS rank_score"
                " FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
                " JOIN sessions s ON s.id = m.session_id"
                f" WHERE messages_fts MATCH ? {where} ORDER BY rank_score LIMIT ?",
                (parsed.fts, *params, depth),
            )
            for row in rows:
                results.append((int(row[0]), -float(row[1]), ("words",)))
                seen.add(int(row[0]))
        if parsed.trigram and (parsed.has_cjk or len(results) < depth):
            rows = self._safe_read(
                "SELECT m.id, bm25(messages_trigram) AS rank_score"
                " FROM messages_trigram JOIN messages m ON m.id = messages_trigram.rowid"
                " JOIN sessions s ON s.id = m.session_id"
                f" WHERE messages_trigram MATCH ? {where} ORDER BY rank_score LIMIT ?",
                (parsed.trigram, *params, depth),
            )
            floor = min((r[1] for r in results), default=0.0)
            for row in rows:
                if int(row[0]) not in seen:
                    # Substring matches rank after word matches (their BM25 is on another scale).
                    results.append(
                        (int(row[0]), floor - 1.0 + 1.0 / (2.0 - float(row[1])), ("substring",))
                    )
                    seen.add(int(row[0]))
        if parsed.has_cjk:
            for piece in (s for s in parsed.substrings if 0 < len(s) < 3):
                rows = self._safe_read(
                    "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
                    f" WHERE m.content LIKE ? ESCAPE '\\' {where} ORDER BY m.id DESC LIMIT ?",
                    (like_pattern(piece), *params, depth),
                )
                floor = min((r[1] for r in results), default=0.0)
                for row in rows:
                    if int(row[0]) not in seen:
                        results.append((int(row[0]), floor - 1.0, ("substring",)))
                        seen.add(int(row[0]))
        return results[:depth]

    def _safe_read(self, sql: str, params: Sequence[Any]) -> list[sqlite3.Row]:
        try:
            return self._read(sql, params)
        except sqlite3.OperationalError as exc:
            if "fts5" in str(exc) or "syntax" in str(exc) or "MATCH" in str(exc):
                return []  # the sanitizer should prevent this; a bad query finds nothing
            raise

    def _filter_ids(self, ids: list[int], filters: Filters) -> list[int]:
        if not ids:
            return []
        where, params = filters.sql()
        placeholders = ",".join("?" * len(ids))
        rows = self._read(
            "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
            f" WHERE m.id IN ({placeholders}) {where}",
            (*ids, *params),
        )
        allowed = {int(r[0]) for r in rows}
        return [i for i in ids if i in allowed]

    def _hits(
        self,
        ranked: Sequence[tuple[int, float]],
        parsed: ParsedQuery,
        how: Mapping[int, tuple[str, ...]],
    ) -> list[SearchHit]:
        if not ranked:
            return []
        ids = [mid for mid, _ in ranked]
        placeholders = ",".join("?" * len(ids))
        rows = self._read(
            "SELECT m.*, s.source AS source FROM messages m JOIN sessions s ON s.id = m.session_id"
            f" WHERE m.id IN ({placeholders})",
            ids,
        )
        by_id = {int(r["id"]): r for r in rows}
        hits = []
        for mid, score in ranked:
            row = by_id.get(mid)
            if row is None:
                continue
            content = _ANSI.sub("", row["content"] or "")
            hits.append(
                SearchHit(
                    session_id=row["session_id"],
                    message_id=mid,
                    external_id=row["external_id"],
                    role=row["role"],
                    content=content,
                    snippet=make_snippet(content, parsed),
                    score=float(score),
                    timestamp=float(row["timestamp"]),
                    source=row["source"],
                    root_session_id=self.root_of(row["session_id"]),
                    tool_name=row["tool_name"],
                    matched_by=how.get(mid, ()),
                    flags=json_dict(row["flags"]),
                )
            )
        return hits


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


def _check_id(session_id: str) -> None:
    if not isinstance(session_id, str) or not session_id.strip() or len(session_id) > 200:
        raise SessionError("a session id must be a non-empty string of at most 200 characters")
