"""OpenAI chat format: ``{"role": ..., "content": ...}`` messages, as JSON or JSONL.

Accepted shapes: a JSON list of messages (one conversation), a JSON object with
``messages`` (one conversation; ``id``, ``title``, ``model``, ``created`` are used when
present), a JSON list of such objects, JSONL with one such object per line (fine-tuning
files), or JSONL with one message per line (one conversation). Content given as parts
keeps its text; assistant ``tool_calls`` (and legacy ``function_call``) and ``tool``
results (their ``tool_call_id``, the tool's name) are kept.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hermem.sessions.importers.parsed import (
    ImportedSession,
    ImportProblem,
    Parsed,
    SessionImportError,
    load_json,
    read_lines,
    stable_id,
    text_or_none,
    to_timestamp,
)

FORMAT = "openai"
DEFAULT_SOURCE = "openai"
_ROLE_ALIASES = {"developer": "system", "function": "tool"}
_TEXT_PARTS = ("text", "input_text", "output_text")
_ID_KEYS = ("id", "conversation_id", "session_id")
_TIME_KEYS = ("timestamp", "created_at", "created", "create_time")


def parse(path: Path) -> Parsed:
    """Conversations of an OpenAI chat-format file (``.jsonl`` read line by line)."""
    fallback = path.stat().st_mtime
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        yield from _parse_lines(path, fallback)
        return
    data = load_json(path)
    if isinstance(data, dict) and isinstance(data.get("messages"), list):
        conversations: list[Any] = [data]
    elif isinstance(data, list) and all(isinstance(c, dict) and "messages" in c for c in data):
        conversations = data
    elif isinstance(data, list) and all(isinstance(m, dict) for m in data):
        conversations = [{"messages": data}]
    else:
        raise SessionImportError(
            f"{path}: not OpenAI chat format (expected a list of {{role, content}} messages,"
            " an object with 'messages', or a list of such objects)"
        )
    for index, conversation in enumerate(conversations, start=1):
        where = f"conversation {index}" if len(conversations) > 1 else ""
        yield from _conversation(path, conversation, fallback, where, None)


def _parse_lines(path: Path, fallback: float) -> Parsed:
    loose: list[Any] = []
    first_loose: int | None = None
    for number, value in read_lines(path):
        if isinstance(value, ImportProblem):
            yield value
        elif isinstance(value, dict) and isinstance(value.get("messages"), list):
            yield from _conversation(path, value, fallback, "", number)
        elif isinstance(value, dict) and "role" in value:
            loose.append((number, value))
            first_loose = first_loose or number
        else:
            yield ImportProblem(
                str(path),
                "expected a message ({role, content}) or a conversation ({messages: [...]}):"
                " line skipped",
                number,
            )
    if loose:
        yield from _conversation(path, {"messages": loose}, fallback, "", first_loose, True)


def _conversation(
    path: Path,
    conversation: dict[str, Any],
    fallback: float,
    where: str,
    line: int | None,
    numbered: bool = False,
) -> Iterator[ImportedSession | ImportProblem]:
    started = _first_time(conversation)
    session = ImportedSession(
        id="",
        source=DEFAULT_SOURCE,
        title=text_or_none(conversation.get("title")),
        model=text_or_none(conversation.get("model")),
        started_at=started,
    )
    tool_names: dict[str, str] = {}
    last = started if started is not None else fallback
    for index, item in enumerate(conversation["messages"]):
        number, raw = item if numbered else (line, item)
        message = _message(raw, tool_names)
        if isinstance(message, str):
            label = ", ".join(p for p in (where, f"message {index + 1}") if p)
            yield ImportProblem(str(path), f"{label}: {message}: message skipped", number)
            continue
        message["timestamp"] = message["timestamp"] if message["timestamp"] is not None else last
        last = message["timestamp"]
        if message["external_id"] is None:
            message["external_id"] = f"#{index}"
        session.messages.append(message)
    given = next((conversation[k] for k in _ID_KEYS if isinstance(conversation.get(k), str)), None)
    session.id = given.strip() if given and given.strip() else _content_id(session.messages)
    yield session


def _message(raw: Any, tool_names: dict[str, str]) -> dict[str, Any] | str:
    if not isinstance(raw, dict):
        return "expected a JSON object"
    role = raw.get("role")
    if not isinstance(role, str) or not role.strip():
        return "no role"
    role = _ROLE_ALIASES.get(role.strip().lower(), role.strip().lower())
    tool_calls = raw.get("tool_calls") or None
    if tool_calls is None and isinstance(raw.get("function_call"), dict):
        tool_calls = [{"type": "function", "function": raw["function_call"]}]
    for call in tool_calls if isinstance(tool_calls, list) else ():
        function = call.get("function") if isinstance(call, dict) else None
        if isinstance(function, dict) and call.get("id") and function.get("name"):
            tool_names[str(call["id"])] = str(function["name"])
    flags: dict[str, Any] = {}
    tool_name = text_or_none(raw.get("name")) if role == "tool" else None
    if raw.get("tool_call_id") is not None:
        flags["tool_call_id"] = str(raw["tool_call_id"])
        tool_name = tool_name or tool_names.get(flags["tool_call_id"])
    if role != "tool" and text_or_none(raw.get("name")):
        flags["name"] = str(raw["name"])
    external_id = raw.get("id")
    return {
        "role": role,
        "content": content_text(raw.get("content")),
        "tool_calls": tool_calls,
        "tool_name": tool_name,
        "timestamp": _first_time(raw),
        "external_id": None if external_id is None else str(external_id),
        "flags": flags,
    }


def content_text(content: Any) -> str:
    """Message content as text: parts' text joined, other parts as a short placeholder."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        pieces = []
        for part in content:
            if isinstance(part, str):
                pieces.append(part)
            elif isinstance(part, dict) and part.get("type") in _TEXT_PARTS:
                pieces.append(str(part.get("text") or ""))
            elif isinstance(part, dict) and part.get("type") == "refusal":
                pieces.append(str(part.get("refusal") or ""))
            elif isinstance(part, dict) and part.get("type"):
                pieces.append(f"[{part['type']}]")
        return "\n".join(p for p in pieces if p)
    return json.dumps(content, ensure_ascii=False)


def _first_time(value: dict[str, Any]) -> float | None:
    for key in _TIME_KEYS:
        found = to_timestamp(value.get(key))
        if found is not None:
            return found
    return None


def _content_id(messages: list[dict[str, Any]]) -> str:
    # No id in the input: the conversation's own content names it, wherever the file lives.
    return stable_id("openai", [[m["role"], m["content"], m["tool_calls"]] for m in messages])
