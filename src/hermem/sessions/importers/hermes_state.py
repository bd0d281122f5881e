"""A Hermes Agent ``state.db`` (any schema version), read without ever writing to it.

The database is opened read-only (``mode=ro``; ``immutable=1`` when even that fails, e.g.
a WAL database in a read-only folder). Columns are read when present, so old (v2) and
recent (v30+) schemas both import. Session ids, parent links (delegation/compression
chains), sources and timestamps are kept; each message's Hermes row id becomes its
``external_id``. Compacted and rewound rows are kept with ``flags`` saying so; the per-session
system prompt and token/cost counters are not messages, and only the counters are kept
(in ``meta["hermes"]``). A hermem ``state.db`` of another home imports the same way.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hermem.sessions.importers.parsed import (
    ImportedSession,
    Parsed,
    SessionImportError,
    text_or_none,
    to_timestamp,
)
from hermem.sessions.rows import json_dict

FORMAT = "hermes"
DEFAULT_SOURCE = "hermes"
_SESSION_COLUMNS = ("source", "user_id", "model", "title", "parent_session_id", "end_reason")
_NOT_META = frozenset(
    {
        *_SESSION_COLUMNS,
        "id",
        "started_at",
        "ended_at",
        "system_prompt",
        "meta",
        "message_count",
        "tool_call_count",
        "last_active_at",
    }
)
_MESSAGE_FLAGS = (
    "tool_call_id",
    "finish_reason",
    "reasoning",
    "reasoning_content",
    "platform_message_id",
)


def parse(path: Path) -> Parsed:
    """Every session of the database with its messages, oldest session first."""
    conn = open_readonly(path)
    try:
        session_columns = _columns(conn, "sessions")
        message_columns = _columns(conn, "messages")
        if "id" not in session_columns or not {"session_id", "role"} <= message_columns:
            raise SessionImportError(
                f"{path}: not a Hermes state.db (expected tables 'sessions' and 'messages')"
            )
        order = "started_at, id" if "started_at" in session_columns else "id"
        for row in conn.execute(f"SELECT * FROM sessions ORDER BY {order}"):
            yield _session(dict(row), _messages(conn, row["id"], message_columns))
    except sqlite3.Error as exc:
        raise SessionImportError(f"{path}: cannot read this SQLite database ({exc})") from exc
    finally:
        conn.close()


def open_readonly(path: Path) -> sqlite3.Connection:
    """Open without write access (the source may be a live Hermes database)."""
    uri = path.absolute().as_uri()
    last: sqlite3.Error | None = None
    for mode in ("mode=ro", "mode=ro&immutable=1"):
        try:
            conn = sqlite3.connect(f"{uri}?{mode}", uri=True)
            conn.row_factory = sqlite3.Row
            conn.execute("SELECT name FROM sqlite_master LIMIT 1").fetchall()
            return conn
        except sqlite3.Error as exc:
            last = exc
            if "not a database" in str(exc) or "encrypted" in str(exc):
                break
    raise SessionImportError(f"{path}: cannot open as a SQLite database ({last})")


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}


def _messages(
    conn: sqlite3.Connection, session_id: str, columns: set[str]
) -> Iterator[dict[str, Any]]:
    order = "id" if "id" in columns else "rowid"
    for row in conn.execute(
        f"SELECT * FROM messages WHERE session_id = ? ORDER BY {order}", (session_id,)
    ):
        yield dict(row)


def _session(row: dict[str, Any], messages: Iterator[dict[str, Any]]) -> ImportedSession:
    started = to_timestamp(row.get("started_at"))
    extra = {
        k: v for k, v in row.items() if k not in _NOT_META and v is not None and v != "" and v != 0
    }
    meta = json_dict(row.get("meta")) if isinstance(row.get("meta"), str) else {}
    if extra:
        meta["hermes"] = {**meta.get("hermes", {}), **extra}
    session = ImportedSession(
        id=str(row["id"]),
        source=text_or_none(row.get("source")) or DEFAULT_SOURCE,
        title=text_or_none(row.get("title")),
        model=text_or_none(row.get("model")),
        user_id=text_or_none(row.get("user_id")),
        parent_session_id=text_or_none(row.get("parent_session_id")),
        started_at=started,
        ended_at=to_timestamp(row.get("ended_at")),
        end_reason=text_or_none(row.get("end_reason")),
        meta=meta,
    )
    last = started
    for message in messages:
        timestamp = to_timestamp(message.get("timestamp"))
        timestamp = timestamp if timestamp is not None else last
        last = timestamp
        session.messages.append(_message(message, timestamp))
    return session


def _message(row: dict[str, Any], timestamp: float | None) -> dict[str, Any]:
    flags = json_dict(row.get("flags")) if isinstance(row.get("flags"), str) else {}
    for name in _MESSAGE_FLAGS:
        if row.get(name) not in (None, ""):
            flags[name] = row[name]
    if row.get("active") == 0:
        flags["active"] = False
    if row.get("compacted") == 1:
        flags["compacted"] = True
    own_id = row.get("external_id")
    return {
        "role": str(row.get("role") or "").strip().lower() or "user",
        "content": row.get("content") or "",
        "tool_calls": row.get("tool_calls") or None,
        "tool_name": text_or_none(row.get("tool_name")),
        "timestamp": timestamp,
        "external_id": str(own_id) if own_id is not None else str(row.get("id", "")) or None,
        "flags": flags,
    }
