"""Importing conversations from other tools into the session store.

``import_path(store, path)`` reads a file or directory in one of :data:`FORMATS` (detected
unless given), then writes each conversation as one all-or-nothing write: the session
row and all its messages, or nothing (writes are committed together, a few thousand
messages at a time: ``SessionStore.batch``). An interrupted import therefore leaves whole
sessions only, and because session ids and message ``external_id``s come from the input
itself, importing the same input again adds nothing (an interrupted import can simply be
re-run).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermem.sessions.importers import chatgpt, claude_code, hermem_jsonl, hermes_state, openai_chat
from hermem.sessions.importers.detect import EXPECTED, FORMATS, detect_format
from hermem.sessions.importers.parsed import (
    ImportedSession,
    ImportProblem,
    Parsed,
    SessionImportError,
)
from hermem.sessions.rows import SessionError

if TYPE_CHECKING:
    from hermem.sessions.store import SessionStore

__all__ = [
    "FORMATS",
    "ImportProblem",
    "ImportReport",
    "ImportedSession",
    "ParsedInput",
    "SessionImportError",
    "detect_format",
    "import_path",
    "parse_path",
]

PARSERS: dict[str, Callable[[Path], Parsed]] = {
    "hermem": hermem_jsonl.parse,
    "openai": openai_chat.parse,
    "hermes": hermes_state.parse,
    "claude-code": claude_code.parse,
    "chatgpt": chatgpt.parse,
}

Progress = Callable[[int, int], None]
"""Called with (sessions written, sessions in the input) before and after each session."""


@dataclass(slots=True)
class ParsedInput:
    """Everything read from an input, before anything is written."""

    format: str
    sessions: list[ImportedSession]
    problems: list[ImportProblem]
    files: list[str]


@dataclass(slots=True)
class ImportReport:
    """What an import found and what it added (``messages - messages_added`` were present)."""

    path: str
    format: str
    files: int = 0
    sessions: int = 0
    sessions_created: int = 0
    sessions_updated: int = 0
    messages: int = 0
    messages_added: int = 0
    problems: list[ImportProblem] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "format": self.format,
            "files": self.files,
            "sessions": self.sessions,
            "sessions_created": self.sessions_created,
            "sessions_updated": self.sessions_updated,
            "messages": self.messages,
            "messages_added": self.messages_added,
            "problems": [p.as_dict() for p in self.problems],
        }


def parse_path(path: str | os.PathLike[str], format: str = "auto") -> ParsedInput:
    """Read an input without writing anything: a file, or a directory of ``*.jsonl`` files
    (a Claude Code ``projects`` tree, say) and ``conversations.json`` files."""
    if format != "auto" and format not in FORMATS:
        raise SessionImportError(f"unknown format {format!r}: use auto, {', '.join(FORMATS)}")
    root = Path(path).expanduser()
    if not root.exists():
        raise SessionImportError(f"{root}: no such file or directory")
    files = _input_files(root)
    problems: list[ImportProblem] = []
    sessions: list[ImportedSession] = []
    formats: list[str] = []
    for file in files:
        found = format
        try:
            found = detect_format(file) if format == "auto" else format
            formats.append(found)
            for item in PARSERS[found](file):
                if isinstance(item, ImportProblem):
                    problems.append(item)
                else:
                    sessions.append(item)
        except SessionImportError as exc:
            if not root.is_dir():
                raise
            problems.append(_skipped(file, found, exc))
        except OSError as exc:
            error = SessionImportError(f"{file}: cannot read ({exc.strerror or exc})")
            if not root.is_dir():
                raise error from exc
            problems.append(_skipped(file, found, error))
    label = format if format != "auto" else ",".join(dict.fromkeys(formats)) or "none"
    return ParsedInput(label, sessions, problems, [str(f) for f in files])


def import_path(
    store: SessionStore,
    path: str | os.PathLike[str],
    format: str = "auto",
    *,
    source: str | None = None,
    progress: Progress | None = None,
) -> ImportReport:
    """Import a file or directory into ``store``, one transaction per session.

    ``format``: ``auto`` (detected) or one of :data:`FORMATS`. ``source`` overrides the
    source recorded on every imported session. Malformed lines and entries are skipped
    and listed in :attr:`ImportReport.problems` (with their line numbers); an input that
    cannot be read at all raises :class:`SessionImportError` before anything is written.
    """
    root = Path(path).expanduser()
    own = store.path  # None when the store lives in PostgreSQL
    if root.exists() and own is not None and own.exists() and root.resolve() == own.resolve():
        raise SessionImportError(f"{root}: this is the session store itself")
    parsed = parse_path(root, format)
    report = ImportReport(str(root), parsed.format, len(parsed.files), problems=parsed.problems)
    sessions = parents_first(parsed.sessions)
    if progress is not None:
        progress(0, len(sessions))
    written: set[str] = set()
    with store.batch():  # whole sessions, committed a few thousand messages at a time
        for done, session in enumerate(sessions, start=1):
            _write(store, session, source, written, report, root)
            if progress is not None:
                progress(done, len(sessions))
    store.record_import(
        _fingerprint(root, parsed.files, parsed.format),
        parsed.format,
        str(root.absolute()),
        report.sessions,
        report.messages,
    )
    return report


def parents_first(sessions: Iterable[ImportedSession]) -> list[ImportedSession]:
    """Sessions merged by id, each after its parent (a child row needs its parent's)."""
    by_id: dict[str, ImportedSession] = {}
    for session in sessions:
        known = by_id.get(session.id)
        if known is None:
            by_id[session.id] = session
        else:
            _merge(known, session)
    ordered: list[ImportedSession] = []
    placed: set[str] = set()
    for session in by_id.values():
        chain: list[ImportedSession] = []
        in_chain: set[str] = set()
        current: ImportedSession | None = session
        while current is not None and current.id not in placed and current.id not in in_chain:
            chain.append(current)
            in_chain.add(current.id)
            current = by_id.get(current.parent_session_id or "")
        for item in reversed(chain):
            placed.add(item.id)
            ordered.append(item)
    return ordered


def _merge(into: ImportedSession, other: ImportedSession) -> None:
    seen = {m.get("external_id") for m in into.messages}
    into.messages.extend(m for m in other.messages if m.get("external_id") not in seen)
    for name in ("title", "model", "user_id", "parent_session_id", "ended_at", "end_reason"):
        if getattr(into, name) is None:
            setattr(into, name, getattr(other, name))
    if other.started_at is not None and (
        into.started_at is None or other.started_at < into.started_at
    ):
        into.started_at = other.started_at


def _write(
    store: SessionStore,
    session: ImportedSession,
    source: str | None,
    written: set[str],
    report: ImportReport,
    root: Path,
) -> None:
    parent = session.parent_session_id
    if parent and parent not in written and store.get_session(parent) is None:
        report.problems.append(
            ImportProblem(
                str(root), f"session {session.id}: parent session {parent!r} not found: unlinked"
            )
        )
        parent = None
    try:
        created, added = store.import_session(
            session.id,
            session.messages,
            source=source or session.source,
            user_id=session.user_id,
            model=session.model,
            title=session.title,
            parent_session_id=parent,
            started_at=session.started_at,
            ended_at=session.ended_at,
            end_reason=session.end_reason,
            meta=session.meta,
        )
    except SessionError as exc:
        report.problems.append(ImportProblem(str(root), f"session {session.id}: {exc}: skipped"))
        return
    written.add(session.id)
    report.sessions += 1
    report.messages += len(session.messages)
    report.messages_added += added
    report.sessions_created += created
    report.sessions_updated += bool(added) and not created


def _skipped(file: Path, format: str, error: SessionImportError) -> ImportProblem:
    """In a directory, a file that cannot be read is skipped, not the whole import."""
    reason = str(error).removeprefix(f"{file}: ")
    if format != "auto":
        reason = f"not readable as {format}: {reason}"
    return ImportProblem(str(file), f"{reason}: skipped")


def _input_files(root: Path) -> list[Path]:
    if not root.is_dir():
        return [root]
    files = sorted(
        p
        for p in root.rglob("*")
        if p.is_file() and (p.suffix.lower() == ".jsonl" or p.name == "conversations.json")
    )
    if not files:
        raise SessionImportError(
            f"{root}: no .jsonl or conversations.json files in this directory (expected {EXPECTED})"
        )
    return files


def _fingerprint(root: Path, files: list[str], format: str) -> str:
    """Names one version of an input (format, path, sizes and mtimes) in the ``imports`` table."""
    digest = hashlib.sha256(f"{format}\0{root.absolute()}".encode())
    for name in files:
        info = Path(name).stat()
        digest.update(f"\0{name}\0{info.st_size}\0{info.st_mtime_ns}".encode())
    return digest.hexdigest()
