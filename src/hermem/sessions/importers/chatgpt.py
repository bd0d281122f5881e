"""A ChatGPT data export: ``conversations.json`` (or the export's ``.zip`` holding it).

Each conversation's ``mapping`` is a tree of edits and regenerations; the visible branch
is the path from ``current_node`` up to the root, read back in order. Hidden system
messages and empty nodes are skipped; a message addressed to a tool (``recipient`` other
than ``all``) becomes an assistant tool call, a ``tool`` author's message its result.
The conversation id is the session id; each node id becomes the ``external_id``.
"""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from typing import Any

from hermem.sessions.importers.parsed import (
    ImportedSession,
    ImportProblem,
    Parsed,
    SessionImportError,
    load_json,
    stable_id,
    text_or_none,
    to_timestamp,
)

FORMAT = "chatgpt"
DEFAULT_SOURCE = "chatgpt"
_SKIPPED_CONTENT = frozenset({"user_editable_context", "model_editable_context"})


def parse(path: Path) -> Parsed:
    """Every conversation of the export, each along its visible branch."""
    data = _load(path)
    if isinstance(data, dict) and "mapping" in data:
        data = [data]
    if not isinstance(data, list):
        raise SessionImportError(
            f"{path}: not a ChatGPT export (expected conversations.json: a list of"
            " conversations with a 'mapping')"
        )
    for index, conversation in enumerate(data, start=1):
        if not isinstance(conversation, dict) or not isinstance(conversation.get("mapping"), dict):
            yield ImportProblem(str(path), f"conversation {index}: no 'mapping': skipped")
            continue
        yield _conversation(conversation, index)


def _load(path: Path) -> Any:
    if not zipfile.is_zipfile(path):
        return load_json(path)
    with zipfile.ZipFile(path) as archive:
        names = [n for n in archive.namelist() if n.rsplit("/", 1)[-1] == "conversations.json"]
        if not names:
            raise SessionImportError(f"{path}: a zip without conversations.json")
        with archive.open(min(names, key=len)) as handle:
            try:
                return json.load(io.TextIOWrapper(handle, encoding="utf-8-sig"))
            except (ValueError, UnicodeDecodeError) as exc:
                raise SessionImportError(f"{path}: conversations.json is not JSON ({exc})") from exc


def _conversation(conversation: dict[str, Any], index: int) -> ImportedSession:
    mapping: dict[str, Any] = conversation["mapping"]
    started = to_timestamp(conversation.get("create_time"))
    given = text_or_none(conversation.get("conversation_id") or conversation.get("id"))
    session = ImportedSession(
        id=given or stable_id("chatgpt", index, conversation.get("title"), started),
        source=DEFAULT_SOURCE,
        title=text_or_none(conversation.get("title")),
        model=text_or_none(conversation.get("default_model_slug")),
        started_at=started,
    )
    last = started
    for node_id in visible_branch(mapping, conversation.get("current_node")):
        message = (mapping.get(node_id) or {}).get("message")
        if not isinstance(message, dict):
            continue
        converted = _message(message)
        if converted is None:
            continue
        converted["timestamp"] = converted["timestamp"] or last
        last = converted["timestamp"]
        converted["external_id"] = str(message.get("id") or node_id)
        session.messages.append(converted)
    if session.started_at is None and session.messages:
        session.started_at = session.messages[0]["timestamp"]
    return session


def visible_branch(mapping: dict[str, Any], current: Any) -> list[str]:
    """Node ids from the root down to ``current_node`` (else down the last children)."""
    if not isinstance(current, str) or current not in mapping:
        roots = [k for k, v in mapping.items() if isinstance(v, dict) and not v.get("parent")]
        current = roots[0] if roots else None
        while current is not None:
            children = (mapping.get(current) or {}).get("children") or []
            if not children or children[-1] not in mapping:
                break
            current = children[-1]
    path: list[str] = []
    seen: set[str] = set()
    while isinstance(current, str) and current in mapping and current not in seen:
        seen.add(current)
        path.append(current)
        current = (mapping[current] or {}).get("parent")
    return path[::-1]


def _message(message: dict[str, Any]) -> dict[str, Any] | None:
    author = message.get("author") or {}
    role = str(author.get("role") or "").strip().lower()
    metadata = message.get("metadata") or {}
    content = message.get("content") or {}
    kind = content.get("content_type") if isinstance(content, dict) else None
    if not role or metadata.get("is_visually_hidden_from_conversation"):
        return None
    if kind in _SKIPPED_CONTENT:
        return None
    text = _content_text(content)
    recipient = message.get("recipient") or "all"
    tool_calls = None
    if role == "assistant" and recipient != "all":
        tool_calls = [{"type": "function", "function": {"name": recipient, "arguments": text}}]
        text = ""
    if not text and tool_calls is None:
        return None
    flags: dict[str, Any] = {}
    if kind and kind not in ("text", "multimodal_text"):
        flags["content_type"] = kind
    if metadata.get("model_slug"):
        flags["model"] = metadata["model_slug"]
    return {
        "role": role,
        "content": text,
        "tool_calls": tool_calls,
        "tool_name": text_or_none(author.get("name")) if role == "tool" else None,
        "timestamp": to_timestamp(message.get("create_time")),
        "external_id": None,
        "flags": flags,
    }


def _content_text(content: Any) -> str:
    if not isinstance(content, dict):
        return "" if content is None else str(content)
    pieces: list[str] = []
    for part in content.get("parts") or ():
        if isinstance(part, str):
            pieces.append(part)
        elif isinstance(part, dict):
            if isinstance(part.get("text"), str):
                pieces.append(part["text"])
            elif part.get("content_type"):
                pieces.append(f"[{part['content_type']}]")
    for key in ("text", "result"):
        if isinstance(content.get(key), str):
            pieces.append(content[key])
    for thought in content.get("thoughts") or ():
        if isinstance(thought, dict) and thought.get("content"):
            pieces.append(str(thought["content"]))
    return "\n".join(p for p in pieces if p.strip())
