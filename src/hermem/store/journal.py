"""The journal: every committed change to a bounded store (who, when, before, after).

It answers ``history`` and ``undo`` and "why is this in my prompt?". Rows live in the
home's ``state.db`` (this module), or in PostgreSQL beside the stores
(``postgres_journal.py``); the text of a store is small, so whole before/after states
are kept.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from hermem.storage.migrations import STATE_DB_MIGRATIONS
from hermem.storage.sqlite import connect, write_transaction

# Who made a change: a model through a tool (over MCP: "mcp"), the CLI, the Python API, an
# edit outside hermem, an undo, the background review, or the approval of a staged write.
ORIGINS = ("tool", "mcp", "cli", "api", "external", "undo", "review", "approved")


@dataclass(frozen=True, slots=True)
class JournalEntry:
    id: int
    ts: float
    target: str
    action: str
    before: str | None
    after: str
    origin: str
    session_id: str | None
    detail: Mapping[str, Any]
    undo_of: int | None
    undone_by: int | None

    @property
    def undoable(self) -> bool:
        return self.before is not None and self.undone_by is None

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "ts": self.ts,
            "target": self.target,
            "action": self.action,
            "origin": self.origin,
            "session_id": self.session_id,
            "before": self.before,
            "after": self.after,
            "detail": dict(self.detail),
            "undo_of": self.undo_of,
            "undone_by": self.undone_by,
        }


class ChangeJournal(Protocol):
    """What the stores, ``history`` and ``undo`` need of a journal, on any backend."""

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
        """Append a change (marking ``undo_of`` as undone by it); return its id."""

    def last_state(self, target: str) -> str | None: ...

    def get(self, entry_id: int) -> JournalEntry | None: ...

    def entries(
        self, target: str | None = None, limit: int = 50, session_id: str | None = None
    ) -> list[JournalEntry]: ...

    def latest_undoable(self, target: str | None = None) -> JournalEntry | None: ...

    def close(self) -> None: ...


def detail_text(detail: Mapping[str, Any] | None) -> str:
    """``detail`` as JSON text; a lone surrogate (in a field the op ignores) is escaped."""
    payload = json.dumps(dict(detail or {}), ensure_ascii=False)
    if not payload.isascii():
        try:
            payload.encode("utf-8")
        except UnicodeEncodeError:
            payload = json.dumps(dict(detail or {}), ensure_ascii=True)
    return payload


def parse_detail(text: str | None) -> dict[str, Any]:
    try:
        detail = json.loads(text) if text else {}
    except ValueError:
        return {}
    return detail if isinstance(detail, dict) else {}


class Journal:
    """Append-only change log of one home (thread-safe; several processes may share it)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._lock = threading.Lock()

    @classmethod
    def open(cls, state_db: Path) -> Journal:
        return cls(connect(state_db, STATE_DB_MIGRATIONS))

    def close(self) -> None:
        with self._lock:
            self._conn.close()

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
        with self._lock, write_transaction(self._conn) as conn:
            cursor = conn.execute(
                "INSERT INTO journal (ts, target, action, before, after, origin, session_id,"
                " detail, undo_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (time.time(), target, action, before, after, origin, session_id, payload, undo_of),
            )
            new_id = int(cursor.lastrowid or 0)
            if undo_of is not None:
                conn.execute("UPDATE journal SET undone_by = ? WHERE id = ?", (new_id, undo_of))
            return new_id

    def last_state(self, target: str) -> str | None:
        """The store text after its latest journaled change, or None if never journaled."""
        with self._lock:
            row = self._conn.execute(
                "SELECT after FROM journal WHERE target = ? ORDER BY id DESC LIMIT 1", (target,)
            ).fetchone()
        return None if row is None else str(row[0])

    def get(self, entry_id: int) -> JournalEntry | None:
        with self._lock:
            row = self._conn.execute("SELECT * FROM journal WHERE id = ?", (entry_id,)).fetchone()
        return None if row is None else _entry(row)

    def entries(
        self, target: str | None = None, limit: int = 50, session_id: str | None = None
    ) -> list[JournalEntry]:
        """Newest first."""
        clauses, params = [], []
        if target is not None:
            clauses.append("target = ?")
            params.append(target)
        if session_id is not None:
            clauses.append("session_id = ?")
            params.append(session_id)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        with self._lock:
            rows = self._conn.execute(
                f"SELECT * FROM journal {where} ORDER BY id DESC LIMIT ?", (*params, limit)
            ).fetchall()
        return [_entry(r) for r in rows]

    def latest_undoable(self, target: str | None = None) -> JournalEntry | None:
        """The newest change not yet undone (undo records themselves are skipped)."""
        sql = (
            "SELECT * FROM journal WHERE undone_by IS NULL AND before IS NOT NULL"
            " AND action != 'undo'"
        )
        params: tuple[Any, ...] = ()
        if target is not None:
            sql += " AND target = ?"
            params = (target,)
        with self._lock:
            row = self._conn.execute(sql + " ORDER BY id DESC LIMIT 1", params).fetchone()
        return None if row is None else _entry(row)


def _entry(row: sqlite3.Row) -> JournalEntry:
    return JournalEntry(
        id=row["id"],
        ts=row["ts"],
        target=row["target"],
        action=row["action"],
        before=row["before"],
        after=row["after"],
        origin=row["origin"],
        session_id=row["session_id"],
        detail=parse_detail(row["detail"]),
        undo_of=row["undo_of"],
        undone_by=row["undone_by"],
    )
