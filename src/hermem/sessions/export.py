"""Writing sessions out as hermem JSONL, the format ``import_path`` reads back.

Per session: one ``{"type": "session", ...}`` line with the session's fields, then one line
per message in order. Every message line carries an ``external_id`` (its own, else the
id the importer derives from the message's content), so importing an export into an
empty store reproduces the sessions, and importing it into a store that already holds
them adds nothing.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from hermem.sessions.importers.parsed import content_id
from hermem.sessions.rows import SessionError

if TYPE_CHECKING:
    from hermem.sessions.models import Message, Session
    from hermem.sessions.store import SessionStore

_PAGE = 500
_SESSION_FIELDS = (
    "user_id",
    "model",
    "title",
    "parent_session_id",
    "started_at",
    "ended_at",
    "end_reason",
)


@dataclass(frozen=True, slots=True)
class ExportReport:
    sessions: int
    messages: int

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def export_sessions(
    store: SessionStore,
    out: TextIO | str | os.PathLike[str],
    session_ids: Sequence[str] | None = None,
    source: str | None = None,
) -> ExportReport:
    """Write sessions (all, oldest first; or ``session_ids`` in that order; optionally only
    those of ``source``) to ``out``: an open text stream, or a path written atomically."""
    sessions = list(_chosen(store, session_ids, source))
    if not isinstance(out, (str, os.PathLike)):
        return _write(store, sessions, out)
    target = Path(out)
    handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or Path("."))
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            report = _write(store, sessions, stream)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return report


def session_line(session: Session) -> dict[str, Any]:
    line: dict[str, Any] = {"type": "session", "session_id": session.id, "source": session.source}
    for name in _SESSION_FIELDS:
        value = getattr(session, name)
        if value is not None:
            line[name] = value
    if session.meta:
        line["meta"] = session.meta
    return line


def message_line(message: Message, seen: dict[str, int]) -> dict[str, Any]:
    """``seen``: the content ids given so far in this session (see ``content_id``)."""
    external_id = message.external_id
    if external_id is None:
        external_id = content_id(message.role, message.content, message.timestamp, seen)
    line: dict[str, Any] = {
        "session_id": message.session_id,
        "role": message.role,
        "content": message.content,
        "timestamp": message.timestamp,
        "external_id": external_id,
    }
    if message.tool_calls is not None:
        line["tool_calls"] = message.tool_calls
    if message.tool_name is not None:
        line["tool_name"] = message.tool_name
    if message.flags:
        line["flags"] = message.flags
    return line


def _chosen(
    store: SessionStore, session_ids: Sequence[str] | None, source: str | None
) -> Iterator[Session]:
    if session_ids is not None:
        for session_id in session_ids:
            session = store.get_session(session_id)
            if session is None:
                raise SessionError(f"no session {session_id!r}: see `hermem sessions list`")
            if source is None or session.source == source:
                yield session
        return
    offset = 0
    while True:
        page = store.list_sessions(limit=_PAGE, offset=offset, source=source, order="oldest")
        yield from page
        if len(page) < _PAGE:
            return
        offset += _PAGE


def _write(store: SessionStore, sessions: list[Session], stream: TextIO) -> ExportReport:
    messages = 0
    for session in sessions:
        stream.write(_dumps(session_line(session)))
        seen: dict[str, int] = {}
        for message in store.get_messages(session.id):
            stream.write(_dumps(message_line(message, seen)))
            messages += 1
    stream.flush()
    return ExportReport(len(sessions), messages)


def _dumps(line: dict[str, Any]) -> str:
    return json.dumps(line, ensure_ascii=False) + "\n"
