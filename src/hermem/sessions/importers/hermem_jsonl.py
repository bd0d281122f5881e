"""hermem JSONL: one message per line, grouped into sessions by ``session_id``.

A message line::

    {"session_id": "s1", "role": "user", "content": "hi", "timestamp": 1717000000.0,
     "external_id": "m1", "source": "cli", "title": "Greeting"}

Only ``session_id``, ``role`` and ``content`` are required; ``tool_calls``, ``tool_name``,
``tool_call_id`` and ``flags`` are kept too. A line ``{"type": "session", "session_id": ...}``
carries the session's own fields (source, title, model, user_id, parent_session_id,
started_at, ended_at, end_reason, meta); ``hermem sessions export`` writes one before each
session's messages. Lines of one session need not be adjacent.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hermem.sessions.importers.parsed import (
    ImportedSession,
    ImportProblem,
    Parsed,
    content_id,
    read_lines,
    text_or_none,
    to_timestamp,
)

FORMAT = "hermem"
DEFAULT_SOURCE = "import"
_TEXT_FIELDS = ("source", "title", "model", "user_id", "parent_session_id", "end_reason")
_TIME_FIELDS = ("started_at", "ended_at")


def parse(path: Path) -> Parsed:
    """Sessions of a hermem JSONL file, in order of first appearance; bad lines as problems."""
    sessions: dict[str, ImportedSession] = {}
    for number, value in read_lines(path):
        if isinstance(value, ImportProblem):
            yield value
            continue
        problem = _line_problem(value)
        if problem:
            yield ImportProblem(str(path), f"{problem}: line skipped", number)
            continue
        session_id = str(value["session_id"]).strip()
        session = sessions.get(session_id)
        if session is None:
            session = sessions[session_id] = ImportedSession(id=session_id, source="")
        _merge_session_fields(session, value)
        if value.get("type") != "session":
            session.messages.append(_message(value))
    fallback = path.stat().st_mtime
    for session in sessions.values():
        yield _finish(session, fallback)


def _line_problem(value: Any) -> str | None:
    if not isinstance(value, dict):
        return "expected a JSON object"
    session_id = value.get("session_id")
    if not isinstance(session_id, (str, int)) or isinstance(session_id, bool):
        return "no session_id"
    if not str(session_id).strip() or len(str(session_id).strip()) > 200:
        return "session_id must be 1 to 200 characters"
    kind = value.get("type", "message")
    if kind not in ("session", "message"):
        return f"unknown type {kind!r} (expected 'message' or 'session')"
    if kind == "message":
        role = value.get("role")
        if not isinstance(role, str) or not role.strip():
            return "no role (user, assistant, system or tool)"
    return None


def _merge_session_fields(session: ImportedSession, value: dict[str, Any]) -> None:
    """The first non-empty value of each session field wins."""
    for name in _TEXT_FIELDS:
        if getattr(session, name) in (None, ""):
            setattr(session, name, text_or_none(value.get(name)))
    for name in _TIME_FIELDS:
        if getattr(session, name) is None:
            setattr(session, name, to_timestamp(value.get(name)))
    meta = value.get("meta")
    if value.get("type") == "session" and isinstance(meta, dict):
        session.meta = {**meta, **session.meta}


def _message(value: dict[str, Any]) -> dict[str, Any]:
    flags = value.get("flags")
    flags = dict(flags) if isinstance(flags, dict) else {}
    if value.get("tool_call_id") is not None:
        flags.setdefault("tool_call_id", value["tool_call_id"])
    external_id = value.get("external_id")
    return {
        "role": str(value["role"]).strip().lower(),
        "content": value.get("content"),
        "tool_calls": value.get("tool_calls"),
        "tool_name": text_or_none(value.get("tool_name")),
        "timestamp": to_timestamp(value.get("timestamp")),
        "external_id": None if external_id is None else str(external_id),
        "flags": flags,
    }


def _finish(session: ImportedSession, fallback: float) -> ImportedSession:
    session.source = session.source or DEFAULT_SOURCE
    # A missing timestamp takes the previous message's (or the session's start, or the
    # file's mtime) so that it is the same on every run.
    last = session.started_at
    seen: dict[str, int] = {}
    for message in session.messages:
        if message["external_id"] is None:
            # From the line's own content, so that other files and edits do not shift it.
            message["external_id"] = content_id(
                message["role"], message["content"], message["timestamp"], seen
            )
        if message["timestamp"] is None:
            message["timestamp"] = last if last is not None else fallback
        last = message["timestamp"]
    return session
