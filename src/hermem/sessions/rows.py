"""Converting between session-store rows and values (pure)."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from contextlib import suppress
from typing import Any, Protocol

from hermem.errors import HermemError
from hermem.sessions.models import Message, Session


class SessionError(HermemError):
    """A session-store call was given something it cannot act on."""


class NamedRow(Protocol):
    """A database row read by column name (``sqlite3.Row``, psycopg's ``dict_row``)."""

    def __getitem__(self, key: str, /) -> Any: ...


def clean_title(title: str | None) -> str | None:
    if title is None:
        return None
    cleaned = " ".join(
        "".join(ch for ch in str(title) if ch.isprintable() and ch not in "\u200b\ufeff").split()
    )
    return cleaned[:100] or None


def message_row(session_id: str, message: Mapping[str, Any]) -> tuple[Any, ...]:
    role = message.get("role")
    if not isinstance(role, str) or not role.strip():
        raise SessionError("every message needs a role (user, assistant, system or tool)")
    content = message.get("content")
    if content is None:
        content = ""
    if not isinstance(content, str):
        content = json.dumps(content, ensure_ascii=False)
    if not content.isascii():  # lone surrogates cannot be stored: replace them
        content = content.encode("utf-8", "replace").decode("utf-8")
    tool_calls = message.get("tool_calls")
    if tool_calls is not None and not isinstance(tool_calls, str):
        tool_calls = json.dumps(tool_calls, ensure_ascii=False)
    timestamp = message.get("timestamp")
    if not isinstance(timestamp, (int, float)) or isinstance(timestamp, bool):
        timestamp = time.time()
    external_id = message.get("external_id")
    flags = message.get("flags")
    return (
        session_id,
        role.strip().lower(),
        content,
        tool_calls,
        message.get("tool_name"),
        float(timestamp),
        None if external_id is None else str(external_id),
        json.dumps(flags, ensure_ascii=False) if flags else None,
    )


def count_tool_calls(tool_calls: str | None) -> int:
    if not tool_calls:
        return 0
    try:
        parsed = json.loads(tool_calls)
    except ValueError:
        return 1
    return len(parsed) if isinstance(parsed, list) else 1


def json_dict(text: str | None) -> dict[str, Any]:
    if not text:
        return {}
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def session_from_row(row: NamedRow) -> Session:
    return Session(
        id=row["id"],
        source=row["source"],
        user_id=row["user_id"],
        model=row["model"],
        title=row["title"],
        parent_session_id=row["parent_session_id"],
        started_at=row["started_at"],
        ended_at=row["ended_at"],
        end_reason=row["end_reason"],
        message_count=row["message_count"],
        tool_call_count=row["tool_call_count"],
        last_active_at=row["last_active_at"],
        meta=json_dict(row["meta"]),
    )


def message_from_row(row: NamedRow) -> Message:
    tool_calls: Any = row["tool_calls"]
    if tool_calls:
        with suppress(ValueError):
            tool_calls = json.loads(tool_calls)
    return Message(
        id=row["id"],
        session_id=row["session_id"],
        role=row["role"],
        content=row["content"],
        tool_calls=tool_calls,
        tool_name=row["tool_name"],
        timestamp=row["timestamp"],
        external_id=row["external_id"],
        flags=json_dict(row["flags"]),
    )
