"""Claude Code transcripts: ``~/.claude/projects/<project>/<session>.jsonl``.

Each line is an entry; ``user`` and ``assistant`` entries carry a ``message`` whose
``content`` is a string or a list of blocks (``text``, ``tool_use``, ``tool_result``,
``thinking``, ``image``). Other entries (summaries, snapshots, system notices) are not
messages: a ``summary`` becomes the title, the rest are skipped. The session id is the
entries' ``sessionId``; each entry's ``uuid`` becomes the ``external_id``. Tool calls
become the assistant's ``tool_calls`` (OpenAI shape), each tool result a ``tool`` message
named after its call. Sub-agent (sidechain) entries form a child session
``<sessionId>:<agentId>`` linked to the main one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hermem.sessions.importers.parsed import (
    ImportedSession,
    ImportProblem,
    Parsed,
    read_lines,
    text_or_none,
    to_timestamp,
)

FORMAT = "claude-code"
DEFAULT_SOURCE = "claude-code"
ENTRY_TYPES = frozenset({"user", "assistant", "summary", "system", "file-history-snapshot"})


class _Transcript:
    """What one file accumulates while its lines are read."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.sessions: dict[str, ImportedSession] = {}
        self.main_id: str | None = None
        self.tool_names: dict[str, str] = {}
        self.summaries: dict[str, str] = {}
        self.uuids: set[str] = set()
        self.last = path.stat().st_mtime

    def session_for(self, entry: dict[str, Any]) -> ImportedSession:
        session_id = text_or_none(entry.get("sessionId")) or self.path.stem
        parent = None
        if entry.get("isSidechain"):
            parent = self.main_id or session_id
            session_id = f"{parent}:{text_or_none(entry.get('agentId')) or 'sidechain'}"
        elif self.main_id is None:
            self.main_id = session_id
        else:
            session_id = self.main_id  # a resumed transcript keeps to its first session
        session = self.sessions.get(session_id)
        if session is None:
            session = self.sessions[session_id] = ImportedSession(
                id=session_id, source=DEFAULT_SOURCE, parent_session_id=parent
            )
            meta = {
                "cwd": entry.get("cwd"),
                "git_branch": entry.get("gitBranch"),
                "claude_code_version": entry.get("version"),
            }
            session.meta = {k: v for k, v in meta.items() if v}
        return session


def parse(path: Path) -> Parsed:
    """The session(s) of one transcript file; malformed lines as problems."""
    transcript = _Transcript(path)
    for number, entry in read_lines(path):
        if isinstance(entry, ImportProblem):
            yield entry
            continue
        if not isinstance(entry, dict):
            yield ImportProblem(str(path), "expected a JSON object: line skipped", number)
            continue
        kind = entry.get("type")
        if not isinstance(kind, str):
            yield ImportProblem(
                str(path), "not a Claude Code entry (no type): line skipped", number
            )
            continue
        if kind == "summary" and text_or_none(entry.get("summary")):
            transcript.summaries.setdefault(str(entry.get("leafUuid")), str(entry["summary"]))
            continue
        if kind not in ("user", "assistant") or entry.get("isMeta"):
            continue
        message = entry.get("message")
        if not isinstance(message, dict):
            yield ImportProblem(str(path), f"{kind} entry without a message: line skipped", number)
            continue
        uuid = text_or_none(entry.get("uuid")) or f"line:{number}"
        if uuid in transcript.uuids:
            continue
        transcript.uuids.add(uuid)
        timestamp = to_timestamp(entry.get("timestamp"))
        transcript.last = timestamp if timestamp is not None else transcript.last
        session = transcript.session_for(entry)
        pieces = (
            _assistant(message, transcript.tool_names)
            if kind == "assistant"
            else _user(message, transcript.tool_names)
        )
        for index, piece in enumerate(pieces):
            piece["timestamp"] = transcript.last
            piece["external_id"] = uuid if index == 0 else f"{uuid}#{index}"
            session.messages.append(piece)
        model = text_or_none(message.get("model"))
        if kind == "assistant" and model and model != "<synthetic>" and session.model is None:
            session.model = model
    title = next((t for leaf, t in transcript.summaries.items() if leaf in transcript.uuids), None)
    title = title or next(iter(transcript.summaries.values()), None)
    for session in transcript.sessions.values():
        if session.messages:
            session.title = title if session.parent_session_id is None else None
            session.started_at = session.messages[0]["timestamp"]
            yield session


def _user(message: dict[str, Any], tool_names: dict[str, str]) -> list[dict[str, Any]]:
    content = message.get("content")
    if isinstance(content, str):
        return [_piece("user", content)] if content else []
    texts: list[str] = []
    results: list[dict[str, Any]] = []
    for block in content if isinstance(content, list) else ():
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind == "text":
            texts.append(str(block.get("text") or ""))
        elif kind == "tool_result":
            call_id = str(block.get("tool_use_id") or "")
            flags: dict[str, Any] = {"tool_call_id": call_id} if call_id else {}
            if block.get("is_error"):
                flags["is_error"] = True
            result = _piece("tool", _block_text(block.get("content")), flags=flags)
            result["tool_name"] = tool_names.get(call_id)
            results.append(result)
        elif kind:
            texts.append(f"[{kind}]")
    text = "\n".join(t for t in texts if t)
    return ([_piece("user", text)] if text else []) + results


def _assistant(message: dict[str, Any], tool_names: dict[str, str]) -> list[dict[str, Any]]:
    content = message.get("content")
    if isinstance(content, str):
        return [_piece("assistant", content)] if content else []
    texts: list[str] = []
    thinking: list[str] = []
    calls: list[dict[str, Any]] = []
    for block in content if isinstance(content, list) else ():
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind == "text":
            texts.append(str(block.get("text") or ""))
        elif kind == "thinking" and block.get("thinking"):
            thinking.append(str(block["thinking"]))
        elif kind in ("tool_use", "server_tool_use"):
            call_id = str(block.get("id") or "")
            name = str(block.get("name") or "")
            tool_names[call_id] = name
            arguments = json.dumps(block.get("input") or {}, ensure_ascii=False)
            calls.append(
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": name, "arguments": arguments},
                }
            )
    if not (texts or thinking or calls):
        return []
    flags = {"reasoning": "\n".join(thinking)} if thinking else {}
    piece = _piece("assistant", "\n".join(t for t in texts if t), flags=flags)
    piece["tool_calls"] = calls or None
    return [piece]


def _piece(role: str, content: str, flags: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "role": role,
        "content": content,
        "tool_calls": None,
        "tool_name": None,
        "timestamp": None,
        "external_id": None,
        "flags": flags or {},
    }


def _block_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, dict) and block.get("type") == "text":
                parts.append(str(block.get("text") or ""))
            elif isinstance(block, dict) and block.get("type"):
                parts.append(f"[{block['type']}]")
        return "\n".join(parts)
    return "" if content is None else json.dumps(content, ensure_ascii=False)
