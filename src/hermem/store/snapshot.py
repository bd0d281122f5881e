"""The frozen memory block for the system prompt (rendering is pure; taking it reads once).

Taken once at session start: later writes reach disk at once but never change that
session's block, so the prompt prefix stays byte-identical (prefix caching).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from hermem.safety import MAX_SCAN_CHARS
from hermem.safety.verdicts import blocking_findings
from hermem.store.entries import format_usage, joined_length, serialize_entries

RULE = "═" * 46
HEADERS = {"memory": "MEMORY (your personal notes)", "user": "USER PROFILE (who the user is)"}
RENDER_FLOOR = 4000


def sanitize_entry(entry: str, file_name: str) -> str:
    """The entry as a prompt may carry it: unsafe or unscannable entries become a placeholder.

    Nothing is trusted for its look: an entry that merely starts with ``[BLOCKED:`` is
    scanned like any other.
    """
    if len(entry) > MAX_SCAN_CHARS:
        return (
            f"[BLOCKED: {file_name} entry too large to scan ({len(entry):,} chars). Removed from "
            "system prompt; use memory(action=remove) to delete the original.]"
        )
    threats = blocking_findings(entry)  # remembered: snapshots scan the same entries again
    if not threats:
        return entry
    ids = ", ".join(dict.fromkeys(f.id for f in threats))
    return (
        f"[BLOCKED: {file_name} entry contained threat pattern(s): {ids}. Removed from system "
        "prompt; use memory(action=remove) to delete the original.]"
    )


def sanitize_entries(entries: Iterable[str], file_name: str) -> list[str]:
    return [sanitize_entry(e, file_name) for e in entries]


def render_header(target: str, used: int, limit: int) -> str:
    marker = " ⚠ OVER BUDGET" if used > limit else ""
    return f"{HEADERS[target]} [{format_usage(used, limit)}{marker}]"


def cap_rendered(content: str, used: int, limit: int) -> str:
    """Keep a runaway file from flooding the prompt: head 70% + marker + tail 20% of the cap."""
    cap = max(2 * limit, RENDER_FLOOR)
    if len(content) <= cap:
        return content
    head = content[: int(cap * 0.7)]
    tail = content[len(content) - int(cap * 0.2) :]
    cut = len(content) - len(head) - len(tail)
    marker = (
        f"[... {cut:,} chars truncated — memory over budget ({used:,}/{limit:,}); "
        "consolidate via memory(action=remove/replace) ...]"
    )
    return f"{head}\n{marker}\n{tail}"


def render_block(target: str, entries: Sequence[str], limit: int, file_name: str) -> str | None:
    """The block for one store, or None when it is empty."""
    if not entries:
        return None
    used = joined_length(entries)
    body = cap_rendered(serialize_entries(sanitize_entries(entries, file_name)), used, limit)
    return f"{RULE}\n{render_header(target, used, limit)}\n{RULE}\n{body}"


def render_unreadable_block(target: str, limit: int, file_name: str, reason: str) -> str:
    body = (
        f"[UNREADABLE: {file_name} could not be read ({reason}); it was left untouched. "
        "Tell the user so they can fix the file.]"
    )
    return f"{RULE}\n{render_header(target, 0, limit)}\n{RULE}\n{body}"


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The frozen blocks of one session. ``None`` for a store that was empty or disabled."""

    memory: str | None
    user: str | None
    taken_at: float

    def block(self, target: str) -> str | None:
        return self.memory if target == "memory" else self.user

    def render(self) -> str:
        """Both blocks as the system prompt carries them (memory first), "" when both empty."""
        return "\n\n".join(b for b in (self.memory, self.user) if b)

    @classmethod
    def of(cls, memory: str | None, user: str | None) -> Snapshot:
        return cls(memory=memory, user=user, taken_at=time.time())
