"""Finding past messages: candidates from the indexes, scored, turned into hits.

Candidates come from the word index (BM25-like ranking), substring search and, in hybrid
mode, the semantic index (cosine). Each candidate's score then takes in its neighbours in
the conversation and the dates the query names (``ranking.py`` says how and why).
Sessions are ranked from their messages' scores plus how many of the query's terms they
cover, found with a scratch FTS5 index over the candidates.

:class:`MessageSearch` is that pipeline; where rows come from is left to each backend
(``sqlite_search.py``, ``postgres_search.py``), so both rank, group and cut snippets with
the same code and give the same answers.
"""

from __future__ import annotations

import re
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from hermem.sessions.flags import threat_categories
from hermem.sessions.models import SearchHit
from hermem.sessions.query import ParsedQuery
from hermem.sessions.ranking import (
    COVERAGE_WEIGHT,
    DATE_WEIGHT,
    blend,
    group_by_root,
    scale_lexical,
    term_coverage,
    with_context,
)
from hermem.sessions.rows import NamedRow, json_dict

CANDIDATES = 100  # per index; more costs time and, on LoCoMo, finds nothing more
COVERAGE_GROUPS = 10  # conversations whose term coverage is checked before the final order
SCOPED_SEMANTIC = 5000  # up to this many messages in the filtered sessions: score them all
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

Lexical = list[tuple[int, float, tuple[str, ...]]]
"""Lexical candidates, best first: (message id, score, how it matched)."""
Context = dict[int, tuple[str, float, int | None, int | None]]
"""Message id -> (session id, timestamp, previous and next message id in its session)."""


class SemanticIndex(Protocol):
    """What hybrid search needs from an embedding index over messages."""

    def search(self, query: str, limit: int) -> list[tuple[int, float]]:
        """Message ids with cosine similarity to ``query``, best first."""

    def similarities(self, query: str, message_ids: Sequence[int]) -> dict[int, float]:
        """Cosine similarity to ``query`` of those of ``message_ids`` that have a vector."""

    def add(self, items: Sequence[tuple[int, str]]) -> None:
        """Index these (message id, text) pairs (possibly later, in the background)."""

    def remove(self, message_ids: Sequence[int]) -> None: ...

    def close(self) -> None: ...


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

    def sql(self, mark: str = "?") -> tuple[str, list[Any]]:
        """`` AND ...`` conditions on ``m`` (messages) and ``s`` (sessions), and their
        parameters; ``mark`` is the driver's placeholder."""
        clauses: list[str] = []
        params: list[Any] = []

        def among(column: str, values: list[str] | None, negate: bool = False) -> None:
            if values is None or (negate and not values):
                return
            if not values:
                clauses.append("1 = 0")
                return
            clauses.append(
                f"{column} {'NOT IN' if negate else 'IN'} ({','.join([mark] * len(values))})"
            )
            params.extend(values)

        among("m.role", self.roles)
        among("s.source", self.sources)
        among("s.source", self.exclude_sources, negate=True)
        among("m.session_id", self.session_ids)
        among("m.session_id", self.exclude_session_ids, negate=True)
        if self.user_id is not None:
            clauses.append(f"s.user_id = {mark}")
            params.append(self.user_id)
        if self.since is not None:
            clauses.append(f"m.timestamp >= {mark}")
            params.append(self.since)
        if self.until is not None:
            clauses.append(f"m.timestamp <= {mark}")
            params.append(self.until)
        return ("".join(f" AND {c}" for c in clauses), params)


@dataclass(slots=True)
class Ranking:
    """Scored candidates of one query: message id -> score, how it matched, its session."""

    scores: dict[int, float] = field(default_factory=dict)
    how: dict[int, tuple[str, ...]] = field(default_factory=dict)
    session_of: dict[int, str] = field(default_factory=dict)

    def best(self, limit: int | None = None) -> list[tuple[int, float]]:
        ordered = sorted(self.scores.items(), key=lambda kv: (-kv[1], -kv[0]))
        return ordered if limit is None else ordered[:limit]


class MessageSearch(ABC):
    """Search over one session store: the ranking pipeline, given where rows come from.

    A backend implements the abstract methods (candidates from its indexes and the rows
    the pipeline reads); everything else is shared.
    """

    def __init__(self, root_of: Callable[[str], str], semantic: SemanticIndex | None) -> None:
        self._root_of = root_of
        self._semantic = semantic

    # -- what a backend provides -----------------------------------------------------------

    def lexical(self, parsed: ParsedQuery, filters: Filters, depth: int) -> Lexical:
        """Word matches, best first, then substring matches (``matched_by`` ``words`` or
        ``substring``), at most ``depth``, all allowed by ``filters``.

        Substrings are searched only when the word index found nothing, or for CJK (which
        has no word boundaries); they rank below every word match, newest first.
        """
        results: Lexical = []
        seen: set[int] = set()
        if self._has_words(parsed):
            for mid, score in self._word_matches(parsed, filters, depth):
                results.append((mid, score, ("words",)))
                seen.add(mid)
        if parsed.substrings and (parsed.has_cjk or not results):
            floor = min((r[1] for r in results), default=0.0)
            for rank, mid in enumerate(self._substring_matches(parsed, filters, depth)):
                if mid not in seen:
                    results.append((mid, floor - 1.0 - rank * 1e-6, ("substring",)))
                    seen.add(mid)
        return results[:depth]

    @abstractmethod
    def _has_words(self, parsed: ParsedQuery) -> bool:
        """Whether ``parsed`` has anything for this backend's word index."""

    @abstractmethod
    def _word_matches(
        self, parsed: ParsedQuery, filters: Filters, depth: int
    ) -> list[tuple[int, float]]:
        """(id, score) of word matches, best first, at most about ``depth``."""

    @abstractmethod
    def _substring_matches(self, parsed: ParsedQuery, filters: Filters, depth: int) -> list[int]:
        """Ids of substring matches, newest first."""

    @abstractmethod
    def filter_ids(self, ids: Sequence[int], filters: Filters) -> list[int]:
        """``ids`` that ``filters`` allow, in their order."""

    @abstractmethod
    def scope(self, filters: Filters, limit: int) -> list[int]:
        """Up to ``limit`` ids of the messages ``filters`` allow (any order)."""

    @abstractmethod
    def context(self, ids: Sequence[int]) -> Context:
        """Session, timestamp and neighbours of those of ``ids`` that exist, in their order."""

    @abstractmethod
    def contents(self, ids: Sequence[int]) -> list[tuple[int, str]]:
        """(id, content) of those of ``ids`` that exist."""

    @abstractmethod
    def hit_rows(self, ids: Sequence[int]) -> dict[int, NamedRow]:
        """id -> the message's columns plus its session's ``source``."""

    # -- candidates and scores -----------------------------------------------------------

    def rank(
        self, query: str, parsed: ParsedQuery, filters: Filters, hybrid: bool, depth: int
    ) -> Ranking:
        lexical = self.lexical(parsed, filters, depth)
        lex_scores = scale_lexical([(mid, score) for mid, score, _ in lexical])
        ranking = Ranking(how={mid: how for mid, _, how in lexical})
        semantic_top: list[int] = []
        similarity: dict[int, float] | None = None
        index = self._semantic if hybrid and query.strip() else None
        if index is not None and filters.accepts_any:
            semantic_top = self._semantic_candidates(index, query, filters, depth)
        candidates = list(dict.fromkeys([*lex_scores, *semantic_top]))
        if not candidates:
            return ranking
        context = self.context(candidates)
        neighbours = {mid: (row[2], row[3]) for mid, row in context.items()}
        around = {n for pair in neighbours.values() for n in pair if n is not None}
        if index is not None:
            # Neighbours of candidates are candidates too: the answer often follows the match.
            extra = self.filter_ids(sorted(around - set(context)), filters)
            context.update(self.context(extra))
            neighbours = {mid: (row[2], row[3]) for mid, row in context.items()}
            around = {n for pair in neighbours.values() for n in pair if n is not None}
            similarity = index.similarities(query, sorted(set(context) | around))
            for mid in semantic_top:
                ranking.how[mid] = (*ranking.how.get(mid, ()), "semantic")
            for mid in extra:
                ranking.how.setdefault(mid, ("context",))
        returnable = list(context)
        base = blend(lex_scores, similarity, [*returnable, *around])
        scores = with_context(base, neighbours, returnable)
        for mid in returnable:
            session_id, timestamp = context[mid][0], context[mid][1]
            ranking.session_of[mid] = session_id
            if parsed.dates and any(hint.matches(timestamp) for hint in parsed.dates):
                scores[mid] += DATE_WEIGHT
                ranking.how[mid] = (*ranking.how.get(mid, ()), "date")
        ranking.scores = scores
        return ranking

    def _semantic_candidates(
        self, index: SemanticIndex, query: str, filters: Filters, depth: int
    ) -> list[int]:
        if filters.session_ids is not None:
            scope = self.scope(filters, SCOPED_SEMANTIC + 1)
            if len(scope) <= SCOPED_SEMANTIC:
                scored = index.similarities(query, scope)
                return [m for m, _ in sorted(scored.items(), key=lambda kv: -kv[1])][:depth]
        found = [mid for mid, _ in index.search(query, depth * 2)]
        return self.filter_ids(found, filters)[:depth]

    # -- sessions ------------------------------------------------------------------------

    def group(
        self, ranking: Ranking, parsed: ParsedQuery, per_session: int, wanted: int
    ) -> list[tuple[str, list[int], float]]:
        """Root sessions, best first: soft maximum of their messages plus term coverage."""

        def root(mid: int) -> str:
            return self._root_of(ranking.session_of[mid])

        ranked = ranking.best()
        groups = group_by_root(ranked, root, per_group=len(ranked))
        if not parsed.terms or len(groups) < 2:
            return [(r, members[:per_session], score) for r, members, score in groups]
        head = groups[: max(wanted, COVERAGE_GROUPS)]
        pool = [mid for _, members, _ in head for mid in members]
        coverage = term_coverage(self._term_hits(parsed, pool), root, len(pool))
        rescored = [
            (r, members[:per_session], score + COVERAGE_WEIGHT * coverage.get(r, 0.0))
            for r, members, score in head
        ]
        rescored.sort(key=lambda g: g[2], reverse=True)
        tail = [(r, members[:per_session], score) for r, members, score in groups[len(head) :]]
        return rescored + tail

    def _term_hits(self, parsed: ParsedQuery, ids: Sequence[int]) -> list[set[int]]:
        """For each query term, which of ``ids`` contain it (same tokenizer as the index)."""
        texts = [(mid, text or "") for mid, text in self.contents(ids)]
        scratch = sqlite3.connect(":memory:")
        try:
            scratch.execute(
                "CREATE VIRTUAL TABLE pool USING fts5(content,"
                " tokenize='porter unicode61 remove_diacritics 2')"
            )
            scratch.executemany("INSERT INTO pool (rowid, content) VALUES (?, ?)", texts)
            hits = []
            for term in parsed.terms:
                try:
                    rows = scratch.execute(
                        "SELECT rowid FROM pool WHERE pool MATCH ?", (term,)
                    ).fetchall()
                except sqlite3.OperationalError:
                    rows = []
                hits.append({int(r[0]) for r in rows})
            return hits
        finally:
            scratch.close()

    # -- hits ----------------------------------------------------------------------------

    def hits(
        self,
        ranked: Sequence[tuple[int, float]],
        parsed: ParsedQuery,
        how: Mapping[int, tuple[str, ...]],
    ) -> list[SearchHit]:
        if not ranked:
            return []
        by_id = self.hit_rows([mid for mid, _ in ranked])
        hits = []
        for mid, score in ranked:
            row = by_id.get(mid)
            if row is None:
                continue
            content = _ANSI.sub("", row["content"] or "")
            hits.append(
                SearchHit(
                    session_id=row["session_id"],
                    message_id=mid,
                    external_id=row["external_id"],
                    role=row["role"],
                    content=content,
                    snippet=make_snippet(content, parsed),
                    score=float(score),
                    timestamp=float(row["timestamp"]),
                    source=row["source"],
                    root_session_id=self._root_of(row["session_id"]),
                    tool_name=row["tool_name"],
                    matched_by=how.get(mid, ()),
                    flags=json_dict(row["flags"]),
                    flagged=threat_categories(content),
                )
            )
        return hits


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
