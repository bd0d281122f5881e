"""Values the session store returns."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Session:
    id: str
    source: str
    user_id: str | None
    model: str | None
    title: str | None
    parent_session_id: str | None
    started_at: float
    ended_at: float | None
    end_reason: str | None
    message_count: int
    tool_call_count: int
    last_active_at: float | None
    meta: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class Message:
    id: int
    session_id: str
    role: str
    content: str
    tool_calls: Any
    tool_name: str | None
    timestamp: float
    external_id: str | None
    flags: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One ranked message. ``score``: higher is better (BM25, or fused rank when hybrid).

    ``flagged``: the threat categories (``injection``, ``secret``...) the scanner would
    block in ``content``; empty when it is clean. Stored history is never refused, only
    flagged.
    """

    session_id: str
    message_id: int
    external_id: str | None
    role: str
    content: str
    snippet: str
    score: float
    timestamp: float
    source: str
    root_session_id: str
    tool_name: str | None = None
    matched_by: tuple[str, ...] = ()
    flags: dict[str, Any] = field(default_factory=dict)
    flagged: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class SessionHit:
    """A root conversation (its parent chain folded in) and its best-matching messages."""

    session_id: str
    score: float
    hits: tuple[SearchHit, ...]
    session: Session | None

    def as_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "score": self.score,
            "hits": [h.as_dict() for h in self.hits],
            "session": self.session.as_dict() if self.session else None,
        }
