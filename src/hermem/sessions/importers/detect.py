"""Telling the input formats apart from a file's header, extension and first lines (pure)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

from hermem.sessions.importers.parsed import SessionImportError

FORMATS = ("hermem", "openai", "hermes", "claude-code", "chatgpt")
EXPECTED = (
    "hermem JSONL, OpenAI chat JSON/JSONL, a Hermes state.db, a Claude Code transcript"
    " (.jsonl) or a ChatGPT conversations.json"
)
_SQLITE_HEADER = b"SQLite format 3\x00"
_SNIFF_BYTES = 256 * 1024
_SNIFF_LINES = 50
# Entries a Claude Code transcript may start with before its first message.
_CLAUDE_CODE_HEADERS = frozenset({"summary", "file-history-snapshot"})


def detect_format(path: Path) -> str:
    """The format of one file; :class:`SessionImportError` when it is none of them."""
    try:
        with path.open("rb") as handle:
            head = handle.read(_SNIFF_BYTES)
    except IsADirectoryError as exc:
        raise SessionImportError(f"{path}: a directory, not a file") from exc
    if head.startswith(_SQLITE_HEADER):
        return "hermes"
    if zipfile.is_zipfile(path):
        return "chatgpt"
    text = head.decode("utf-8-sig", errors="replace")
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise SessionImportError(f"{path}: empty file (expected {EXPECTED})")
    if path.suffix.lower() != ".json" and _is_json_object(lines[0]):
        found = _jsonl_format(lines[:_SNIFF_LINES])
    else:
        found = _json_format(text)
    if found is None:
        raise SessionImportError(f"{path}: unrecognized format (expected {EXPECTED})")
    return found


def _is_json_object(line: str) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except ValueError:
        return False


def _jsonl_format(lines: list[str]) -> str | None:
    for line in lines:
        try:
            value: Any = json.loads(line)
        except ValueError:
            continue
        if not isinstance(value, dict):
            continue
        if "session_id" in value and ("role" in value or value.get("type") == "session"):
            return "hermem"
        if "sessionId" in value or value.get("type") in _CLAUDE_CODE_HEADERS:
            return "claude-code"
        if isinstance(value.get("messages"), list) or ("role" in value and "content" in value):
            return "openai"
    return None


def _json_format(head: str) -> str | None:
    # Only the head is read: a ChatGPT export can be hundreds of megabytes.
    start = head.lstrip()[:1]
    if start not in ("[", "{"):
        return None
    if '"mapping"' in head:
        return "chatgpt"
    if '"messages"' in head or '"role"' in head:
        return "openai"
    return None
