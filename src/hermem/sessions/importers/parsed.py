"""What every format parser produces, and the value conversions the parsers share (pure)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hermem.sessions.rows import SessionError

# Epoch values above this are milliseconds (1e11 s is the year 5138).
_MILLISECONDS_FROM = 1e11


class SessionImportError(SessionError):
    """An input cannot be imported at all (missing, unreadable, or not the expected format)."""


@dataclass(frozen=True, slots=True)
class ImportProblem:
    """Something in the input that was skipped; ``line`` is 1-based when the input has lines."""

    path: str
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        return f"{where}: {self.message}"

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(slots=True)
class ImportedSession:
    """One conversation read from an input, ready to be written in one transaction.

    ``messages`` are mappings as :meth:`SessionStore.append_messages` takes them (role,
    content, tool_calls, tool_name, timestamp, external_id, flags); each carries an
    ``external_id`` that is stable across runs, which is what makes re-imports add nothing.
    """

    id: str
    source: str
    messages: list[dict[str, Any]] = field(default_factory=list)
    title: str | None = None
    model: str | None = None
    user_id: str | None = None
    parent_session_id: str | None = None
    started_at: float | None = None
    ended_at: float | None = None
    end_reason: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)


Parsed = Iterator[ImportedSession | ImportProblem]


def to_timestamp(value: Any) -> float | None:
    """Epoch seconds from epoch seconds/milliseconds (number or digits) or an ISO-8601 text."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str) and value.strip():
        text = value.strip()
        try:
            number = float(text)
        except ValueError:
            try:
                parsed = datetime.fromisoformat(text)
            except ValueError:
                return None
            if parsed.tzinfo is None:
                parsed = parsed.replace(tzinfo=UTC)
            return parsed.timestamp()
    else:
        return None
    if number != number or number in (float("inf"), float("-inf")):
        return None
    return number / 1000.0 if abs(number) >= _MILLISECONDS_FROM else number


def stable_id(prefix: str, *parts: Any) -> str:
    """A session id derived from content, so the same input always maps to the same id."""
    digest = hashlib.sha256(
        json.dumps(parts, sort_keys=True, ensure_ascii=False, default=str).encode("utf-8")
    ).hexdigest()
    return f"{prefix}-{digest[:20]}"


def content_id(role: str, content: Any, timestamp: float | None, seen: dict[str, int]) -> str:
    """An ``external_id`` from what a message says, for inputs that give none.

    The same message gets the same id in every file and on every run; a repeat within
    one session (``seen`` counts them) gets ``:2``, ``:3``...
    """
    digest = hashlib.sha256(
        json.dumps([role, content, timestamp], ensure_ascii=False, sort_keys=True).encode("utf-8")
    ).hexdigest()[:20]
    seen[digest] = seen.get(digest, 0) + 1
    return f"h:{digest}" if seen[digest] == 1 else f"h:{digest}:{seen[digest]}"


def text_or_none(value: Any) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    return text or None


def read_lines(path: Path) -> Iterator[tuple[int, Any | ImportProblem]]:
    """Each non-blank line of a JSONL file, parsed: (line number, value or the problem)."""
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                text = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError:
                yield number, ImportProblem(str(path), "not UTF-8 text: line skipped", number)
                continue
            try:
                yield number, json.loads(text)
            except ValueError as exc:
                yield number, ImportProblem(str(path), f"not JSON ({exc}): line skipped", number)


def load_json(path: Path) -> Any:
    """A whole JSON document; a file that is not one raises :class:`SessionImportError`."""
    try:
        with path.open("rb") as handle:
            return json.loads(handle.read().decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise SessionImportError(f"{path}: not UTF-8 text ({exc})") from exc
    except ValueError as exc:
        raise SessionImportError(f"{path}: not valid JSON ({exc})") from exc
