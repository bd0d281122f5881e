"""What the chat's slash commands print: memory contents, session search results (pure)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

HELP = """\
Commands:
  /memory          what is in memory now (MEMORY.md, USER.md) and how full it is
  /search QUERY    search past conversations (no query: the most recent ones)
  /new             end this session and start a new one (its prompt sees new memories)
  /exit            end the session and quit (also /quit, Ctrl-D, Ctrl-C at the prompt)
  /help            this list"""

COMMANDS = ("/memory", "/search", "/new", "/exit", "/quit", "/help")
LABELS = {"memory": "MEMORY (the agent's notes)", "user": "USER PROFILE (who the user is)"}


def is_command(text: str) -> bool:
    """``/word ...`` is a command; ``/etc/hosts is broken`` is a message."""
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    return first.startswith("/") and "/" not in first[1:] and len(first) > 1


def render_store(target: str, entries: Sequence[str], usage: str) -> str:
    lines = [f"{LABELS.get(target, target.upper())} [{usage}]"]
    if not entries:
        lines.append("  (empty)")
    for entry in entries:
        first, *rest = entry.splitlines() or [""]
        lines.append(f"  - {first}")
        lines.extend(f"    {line}" for line in rest)
    return "\n".join(lines)


def render_search(result: Mapping[str, Any], width: int = 160) -> str:
    """A ``session_search`` answer (discover or browse), readable in a terminal."""
    if not result.get("success"):
        return f"Search failed: {result.get('error', 'unknown error')}"
    found = result.get("results") or []
    if not found:
        return str(result.get("message") or "Nothing found.")
    blocks = []
    for item in found:
        if not isinstance(item, Mapping):
            continue
        head = " · ".join(
            str(part)
            for part in (
                item.get("when") or item.get("last_active"),
                item.get("title"),
                item.get("source"),
                item.get("link") or item.get("session_id"),
            )
            if part
        )
        lines = [head]
        messages = item.get("messages")
        if isinstance(messages, list) and messages:
            for message in messages:
                if isinstance(message, Mapping):
                    mark = ">" if message.get("anchor") else " "
                    role = str(message.get("role", "?"))
                    text = one_line(str(message.get("content", "")), width)
                    lines.append(f"  {mark} {role}: {text}")
        elif item.get("snippet") or item.get("preview"):
            lines.append(f"    {one_line(str(item.get('snippet') or item.get('preview')), width)}")
        if item.get("message_count") is not None:
            lines.append(f"    {item['message_count']} messages")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def one_line(text: str, width: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


def describe_tool_result(name: str, arguments: str, result: str, width: int = 100) -> str:
    """One line for the terminal: which tool ran with what, and how it went."""
    try:
        data = json.loads(result)
    except ValueError:
        data = None
    if isinstance(data, Mapping) and data.get("success") is False:
        outcome = "error: " + one_line(str(data.get("error", "")), width)
    elif isinstance(data, Mapping) and isinstance(data.get("message"), str):
        outcome = one_line(data["message"], width)
    elif isinstance(data, Mapping) and "count" in data:
        outcome = f"{data['count']} result(s)"
    else:
        outcome = "done"
    return f"· {name} {one_line(arguments, width)} → {outcome}"
