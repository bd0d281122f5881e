"""Past messages as a model reads them: cleaned, capped, windowed, rendered (pure)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from hermem.sessions.flags import threat_categories
from hermem.sessions.models import Message

CONVERSATION_ROLES = ("user", "assistant")
TOOL_OUTPUT_LIMIT = 500
TRANSCRIPT_LIMIT = 100_000
PREVIEW_CHARS = 60
EARLIER_MARK = "...[earlier conversation truncated]...\n\n"
LATER_MARK = "\n\n...[later conversation truncated]..."

# CSI sequences (colours, cursor moves), OSC sequences (titles, hyperlinks), lone escapes.
_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
_WHITESPACE = re.compile(r"\s+")


def strip_ansi(text: str | None) -> str:
    return _ANSI.sub("", text or "")


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}...[{len(text) - limit:,} more chars]"


def clip_middle(text: str, limit: int = TOOL_OUTPUT_LIMIT) -> str:
    """Long tool output keeps its head and tail (where commands and results usually are)."""
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n...[truncated]...\n{text[-half:]}"


def preview(text: str, chars: int = PREVIEW_CHARS) -> str:
    flat = _WHITESPACE.sub(" ", strip_ansi(text)).strip()
    return flat if len(flat) <= chars else flat[:chars].rstrip() + "..."


def format_when(value: Any) -> str:
    """``"March 05, 2026 at 02:30 PM"`` (local time) for a unix time; strings kept readable."""
    if value is None or isinstance(value, bool):
        return "unknown"
    if isinstance(value, str):
        text = value.strip()
        try:
            value = float(text)
        except ValueError:
            try:
                return _human(datetime.fromisoformat(text.replace("Z", "+00:00")))
            except ValueError:
                return text or "unknown"
    try:
        return _human(datetime.fromtimestamp(float(value)))
    except (OverflowError, OSError, ValueError, TypeError):
        return "unknown"


def _human(moment: datetime) -> str:
    return moment.strftime("%B %d, %Y at %I:%M %p")


def hidden_flags(flags: Mapping[str, Any]) -> bool:
    """Rewound/undone rows (inactive, not compaction-archived) never surface."""
    return flags.get("active") is False and not flags.get("compacted")


def is_hidden(message: Message) -> bool:
    return hidden_flags(message.flags)


def is_compaction_summary(message: Message) -> bool:
    flags = message.flags
    return bool(flags.get("compaction_summary")) or flags.get("kind") == "compaction_summary"


def visible(messages: Iterable[Message]) -> list[Message]:
    return [m for m in messages if not is_hidden(m)]


def tool_call_names(tool_calls: Any) -> list[str]:
    """Function names from OpenAI-style (``{"function": {"name"}}``) or flat tool calls."""
    if isinstance(tool_calls, dict):
        tool_calls = [tool_calls]
    if not isinstance(tool_calls, list):
        return []
    names: list[str] = []
    for call in tool_calls:
        if not isinstance(call, dict):
            continue
        function = call.get("function")
        name = function.get("name") if isinstance(function, dict) else call.get("name")
        if isinstance(name, str) and name:
            names.append(name)
    return names


def message_view(message: Message, limit: int, anchor: bool = False) -> dict[str, Any]:
    """One message as the tool returns it (ANSI stripped, content capped).

    ``flagged`` lists the threat categories the shown content carries (absent when clean).
    """
    content = strip_ansi(message.content)
    content = clip_middle(content) if message.role == "tool" else clip(content, limit)
    view: dict[str, Any] = {"id": message.id, "role": message.role, "content": content}
    if message.tool_name:
        view["tool_name"] = message.tool_name
    called = tool_call_names(message.tool_calls)
    if called:
        view["called"] = called
    if anchor:
        view["anchor"] = True
    flagged = threat_categories(content)
    if flagged:
        view["flagged"] = list(flagged)
    return view


def bookends(messages: Sequence[Message], count: int = 3, from_end: bool = False) -> list[Message]:
    """The first (or last) ``count`` user/assistant messages with text, in order."""
    ordered = reversed(messages) if from_end else iter(messages)
    picked: list[Message] = []
    for message in ordered:
        if len(picked) == count:
            break
        if (
            message.role in CONVERSATION_ROLES
            and message.content.strip()
            and not is_compaction_summary(message)
        ):
            picked.append(message)
    return picked[::-1] if from_end else picked


def window_bounds(size: int, index: int, radius: int) -> tuple[int, int]:
    """Slice bounds of ``radius`` items either side of ``index`` in a list of ``size``."""
    return max(0, index - radius), min(size, index + radius + 1)


def render_transcript(messages: Iterable[Message]) -> str:
    """``[USER]: ...`` / ``[ASSISTANT]: [Called: a, b]`` / ``[TOOL:name]: ...`` blocks."""
    blocks: list[str] = []
    for message in messages:
        content = strip_ansi(message.content).strip()
        role = message.role
        if role == "tool":
            label = f"TOOL:{message.tool_name}" if message.tool_name else "TOOL"
            blocks.append(f"[{label}]: {clip_middle(content)}")
            continue
        called = tool_call_names(message.tool_calls)
        if called:
            calls = f"[Called: {', '.join(called)}]"
            content = f"{content}\n{calls}" if content else calls
        if content:
            blocks.append(f"[{role.upper()}]: {content}")
    return "\n\n".join(blocks)


def center_on_terms(text: str, terms: Sequence[str], limit: int = TRANSCRIPT_LIMIT) -> str:
    """``text`` cut to ``limit`` characters around the first occurrence of any term."""
    if len(text) <= limit:
        return text
    lower = text.lower()
    found = [i for i in (lower.find(t.lower()) for t in terms if t) if i >= 0]
    first = min(found) if found else 0
    start = max(0, min(first - limit // 4, len(text) - limit))
    end = start + limit
    before = EARLIER_MARK if start else ""
    return before + text[start:end] + (LATER_MARK if end < len(text) else "")
