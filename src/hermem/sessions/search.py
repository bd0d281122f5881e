"""Search helpers (pure): message filters as SQL, and snippets around matches."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from hermem.sessions.query import ParsedQuery


class Filters:
    """Which messages a search may return, rendered as extra SQL conditions."""

    def __init__(
        self,
        roles: Sequence[str] | None,
        sources: Sequence[str] | None,
        exclude_sources: Sequence[str],
        session_ids: Sequence[str] | None,
        exclude_session_ids: Sequence[str],
        user_id: str | None,
        since: float | None,
        until: float | None,
    ) -> None:
        self.roles = _as_list(roles)
        self.sources = _as_list(sources)
        self.exclude_sources = _as_list(exclude_sources) or []
        self.session_ids = _as_list(session_ids)
        self.exclude_session_ids = _as_list(exclude_session_ids) or []
        self.user_id = user_id
        self.since = since
        self.until = until
        self.accepts_any = self.roles != [] and self.sources != [] and self.session_ids != []

    def sql(self) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []

        def among(column: str, values: list[str] | None, negate: bool = False) -> None:
            if values is None or (negate and not values):
                return
            if not values:
                clauses.append("0")
                return
            clauses.append(
                f"{column} {'NOT IN' if negate else 'IN'} ({','.join('?' * len(values))})"
            )
            params.extend(values)

        among("m.role", self.roles)
        among("s.source", self.sources)
        among("s.source", self.exclude_sources, negate=True)
        among("m.session_id", self.session_ids)
        among("m.session_id", self.exclude_session_ids, negate=True)
        if self.user_id is not None:
            clauses.append("s.user_id = ?")
            params.append(self.user_id)
        if self.since is not None:
            clauses.append("m.timestamp >= ?")
            params.append(self.since)
        if self.until is not None:
            clauses.append("m.timestamp <= ?")
            params.append(self.until)
        return ("".join(f" AND {c}" for c in clauses), params)


def make_snippet(content: str, parsed: ParsedQuery, width: int = 240) -> str:
    """A window of ``content`` around the first query match, matches marked >>> <<<."""
    if not content:
        return ""
    lower = content.lower()
    needles = sorted(
        {w.lower() for w in (*parsed.words, *parsed.substrings) if w}, key=len, reverse=True
    )
    first = min((i for i in (lower.find(n) for n in needles) if i >= 0), default=0)
    start = max(0, first - width // 3)
    end = min(len(content), start + width)
    window = content[start:end]
    if needles:
        pattern = re.compile("|".join(re.escape(n) for n in needles), re.IGNORECASE)
        window = pattern.sub(lambda m: f">>>{m.group(0)}<<<", window)
    return ("..." if start > 0 else "") + window + ("..." if end < len(content) else "")


def _as_list(values: Sequence[str] | str | None) -> list[str] | None:
    if values is None:
        return None
    if isinstance(values, str):
        return [v.strip() for v in values.split(",") if v.strip()]
    return [str(v) for v in values]
