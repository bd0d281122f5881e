"""What a committed change to a bounded store did, entry by entry (pure).

Listeners of a store (``BoundedStore.listeners``, ``BuiltinMemory.add_listener``) receive
one :class:`WriteEvent` per add, replace and remove a committed change made, batches
expanded in order. The memory manager mirrors them to the external provider, as Hermes
Agent's ``on_memory_write`` does. Whole-file changes (edit, reset, undo, adopted outside
edits) are not entry operations and produce none.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class WriteEvent:
    action: str  # add | replace | remove
    target: str  # memory | user
    content: str  # the new entry ("" for remove)
    old_text: str | None = None  # what located the entry (replace, remove)
    previous_content: str | None = None  # the entry as it was (replace, remove)
    origin: str = "api"  # tool | cli | api | ...
    session_id: str | None = None
    journal_id: int | None = None

    def metadata(self) -> dict[str, Any]:
        """The ``metadata`` argument of ``MemoryProvider.on_memory_write``."""
        meta: dict[str, Any] = {"write_origin": self.origin}
        for key in ("session_id", "old_text", "previous_content", "journal_id"):
            value = getattr(self, key)
            if value is not None:
                meta[key] = value
        return meta


def write_events(
    target: str,
    action: str,
    detail: Mapping[str, Any],
    replaced: Mapping[int, str],
    removed: Mapping[int, str],
    *,
    origin: str,
    session_id: str | None,
    journal_id: int | None,
) -> list[WriteEvent]:
    """The entry operations of one committed change (``detail`` as journaled)."""
    if action in ("add", "replace", "remove"):
        operations: list[Mapping[str, Any]] = [{"action": action, **detail}]
        keys = [0]
    elif action == "batch":
        operations = list(detail.get("operations", []))
        keys = list(range(1, len(operations) + 1))  # batches number operations from 1
    else:
        return []
    events = []
    for key, op in zip(keys, operations, strict=True):
        kind = str(op.get("action", ""))
        if kind not in ("add", "replace", "remove"):
            continue
        previous = replaced.get(key) if kind == "replace" else removed.get(key)
        events.append(
            WriteEvent(
                action=kind,
                target=target,
                content=str(op.get("content") or "") if kind != "remove" else "",
                old_text=op.get("old_text"),
                previous_content=previous,
                origin=origin,
                session_id=session_id,
                journal_id=journal_id,
            )
        )
    return events
