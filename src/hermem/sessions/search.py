"""Finding past messages: candidates from the indexes, scored, turned into hits.

Candidates come from the word index (BM25), substring search (``vocabulary.py``) and, in
hybrid mode, the semantic index (cosine). Each candidate's score then takes in its
neighbours in the conversation and the dates the query names (``ranking.py`` says how
and why). Sessions are ranked from their messages' scores plus how many of the query's
terms they cover, found with a scratch FTS5 index over the candidates.

All SQL goes through a ``read`` callable, so this module holds no connection or lock.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from hermem.sessions.flags import threat_categories
from hermem.sessions.models import SearchHit
from hermem.sessions.query import ParsedQuery, like_pattern
from hermem.sessions.ranking import (
    COVERAGE_WEIGHT,
    DATE_WEIGHT,
    blend,
    group_by_root,
    scale_lexical,
    term_coverage,
    with_context,
)
from hermem.sessions.rows import json_dict
from hermem.sessions.vocabulary import (
    contains_cjk,
    expansion_query,
    fts_word,
    shortest,
    word_tokens,
)

WINDOW = 5_000  # newest matches of a common term that are scored (bounds the cost)
CANDIDATES = 100  # per index; more costs time and, on LoCoMo, finds nothing more
COVERAGE_GROUPS = 10  # conversations whose term coverage is checked before the final order
SCOPED_SEMANTIC = 5000  # up to this many messages in the filtered sessions: score them all
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
_SQL_CHUNK = 500

Reader = Callable[[str, Sequence[Any]], list[sqlite3.Row]]


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


@dataclass(slots=True)
class Ranking:
    """Scored candidates of one query: message id -> score, how it matched, its session."""

    scores: dict[int, float] = field(default_factory=dict)
    how: dict[int, tuple[str, ...]] = field(default_factory=dict)
    session_of: dict[int, str] = field(default_factory=dict)

    def best(self, limit: int | None = None) -> list[tuple[int, float]]:
        ordered = sorted(self.scores.items(), key=lambda kv: (-kv[1], -kv[0]))
        return ordered if limit is None else ordered[:limit]


class MessageSearch:
    """Search over one session store, given its reader and parent-chain resolver."""

    def __init__(
        self, read: Reader, root_of: Callable[[str], str], semantic: SemanticIndex | None
    ) -> None:
        self._read = read
        self._root_of = root_of
        self._semantic = semantic

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
        context = self._context(candidates)
        neighbours = {mid: (row[2], row[3]) for mid, row in context.items()}
        around = {n for pair in neighbours.values() for n in pair if n is not None}
        if index is not None:
            # Neighbours of candidates are candidates too: the answer often follows the match.
            extra = self.filter_ids(sorted(around - set(context)), filters)
            context.update(self._context(extra))
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
            where, params = filters.sql()
            scope = [
                int(r[0])
                for r in self._read(
                    "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
                    f" WHERE 1 {where} LIMIT ?",
                    (*params, SCOPED_SEMANTIC + 1),
                )
            ]
            if len(scope) <= SCOPED_SEMANTIC:
                scored = index.similarities(query, scope)
                return [m for m, _ in sorted(scored.items(), key=lambda kv: -kv[1])][:depth]
        found = [mid for mid, _ in index.search(query, depth * 2)]
        return self.filter_ids(found, filters)[:depth]

    def lexical(
        self, parsed: ParsedQuery, filters: Filters, depth: int
    ) -> list[tuple[int, float, tuple[str, ...]]]:
        """Word matches by BM25, then substring matches; best first."""
        results: list[tuple[int, float, tuple[str, ...]]] = []
        seen: set[int] = set()
        if parsed.fts:
            for mid, score in self._word_matches(parsed, filters, depth):
                results.append((mid, score, ("words",)))
                seen.add(mid)
        if parsed.substrings and (parsed.has_cjk or not results):
            # Substrings only when the word index found nothing (or for CJK), newest first.
            floor = min((r[1] for r in results), default=0.0)
            for rank, mid in enumerate(self._substring_matches(parsed, filters, depth)):
                if mid not in seen:
                    results.append((mid, floor - 1.0 - rank * 1e-6, ("substring",)))
                    seen.add(mid)
        return results[:depth]

    def _substring_matches(self, parsed: ParsedQuery, filters: Filters, depth: int) -> list[int]:
        """Messages holding one of the query's pieces (verbatim when any does), newest first.

        CJK pieces: the trigram index of CJK messages (LIKE over it for 1-2 characters).
        Other pieces of 3+ characters: each of their words is expanded, through the
        vocabulary's trigram index, into the whole words that contain it, and the word
        index finds messages holding all of the piece's words (``vocabulary.py``).
        """
        where, params = filters.sql()
        found: list[int] = []
        for piece in parsed.substrings:
            if contains_cjk(piece):
                if len(piece) >= 3:
                    match, args = "messages_cjk MATCH ?", [fts_word(piece)]
                else:
                    match, args = "messages_cjk.content LIKE ? ESCAPE '\\'", [like_pattern(piece)]
                rows = self._safe_read(
                    "SELECT m.id FROM messages_cjk JOIN messages m ON m.id = messages_cjk.rowid"
                    f" JOIN sessions s ON s.id = m.session_id WHERE {match} {where}"
                    " ORDER BY messages_cjk.rowid DESC LIMIT ?",
                    (*args, *params, depth),
                )
                found.extend(int(r[0]) for r in rows)
            elif len(piece) >= 3:
                found.extend(self._expanded_matches(piece, where, params, depth))
        return list(dict.fromkeys(found))

    def _expanded_matches(
        self, piece: str, where: str, params: Sequence[Any], depth: int
    ) -> list[int]:
        groups = []
        for word in dict.fromkeys(word_tokens(piece)):
            words = [word if len(word) >= 3 else f"{word}*"]  # a short word: its prefix
            if len(word) >= 3:
                rows = self._safe_read(
                    "SELECT term FROM terms_trigram WHERE terms_trigram MATCH ? LIMIT 2000",
                    (fts_word(word),),
                )
                words += shortest(str(r[0]) for r in rows)
            groups.append(words)
        expression = expansion_query(groups)
        if expression is None:
            return []
        rows = self._safe_read(
            "SELECT m.id, m.content FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
            f" JOIN sessions s ON s.id = m.session_id WHERE messages_fts MATCH ? {where}"
            " ORDER BY messages_fts.rowid DESC LIMIT ?",
            (expression, *params, depth * 3),
        )
        needle = piece.lower()
        verbatim = [int(r[0]) for r in rows if needle in (r[1] or "").lower()]
        return (verbatim or [int(r[0]) for r in rows])[:depth]

    def _word_matches(
        self, parsed: ParsedQuery, filters: Filters, depth: int
    ) -> list[tuple[int, float]]:
        """BM25 over the word index, at bounded cost: terms with fewer than WINDOW matches are
        scored exhaustively; matches of commoner terms only among their newest WINDOW."""
        rank = (
            "SELECT rowid, bm25(messages_fts, 1.0, 0.5, 0.25) AS r FROM messages_fts"
            " WHERE messages_fts MATCH ?"
        )
        wanted = depth * 3
        rare = [
            t
            for t in parsed.terms
            if self._safe_read(
                "SELECT count(*) FROM (SELECT rowid FROM messages_fts"
                " WHERE messages_fts MATCH ? LIMIT ?)",
                (t, WINDOW),
            )[0][0]
            < WINDOW
        ]
        if len(rare) == len(parsed.terms):
            rows = self._safe_read(f"{rank} ORDER BY r LIMIT ?", (parsed.fts, wanted))
        else:
            rows = self._safe_read(
                f"SELECT rowid, r FROM ({rank} ORDER BY rowid DESC LIMIT ?) ORDER BY r LIMIT ?",
                (parsed.fts, WINDOW, wanted),
            )
            if rare:
                rows += self._safe_read(f"{rank} ORDER BY r LIMIT ?", (" OR ".join(rare), wanted))
        scores: dict[int, float] = {}
        for row in rows:
            mid, score = int(row[0]), -float(row[1])
            scores[mid] = max(scores.get(mid, score), score)
        ordered = sorted(scores, key=lambda m: -scores[m])
        where, _ = filters.sql()
        if where:
            kept = self.filter_ids(ordered, filters)
            if len(kept) < min(depth, len(ordered)) and len(ordered) >= wanted:
                return self._word_matches_exact(parsed, filters, depth)
            ordered = kept
        return [(m, scores[m]) for m in ordered[:depth]]

    def _word_matches_exact(
        self, parsed: ParsedQuery, filters: Filters, depth: int
    ) -> list[tuple[int, float]]:
        where, params = filters.sql()
        rows = self._safe_read(
            "SELECT m.id, bm25(messages_fts, 1.0, 0.5, 0.25) AS rank_score"
            " FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
            " JOIN sessions s ON s.id = m.session_id"
            f" WHERE messages_fts MATCH ? {where} ORDER BY rank_score LIMIT ?",
            (parsed.fts, *params, depth),
        )
        return [(int(r[0]), -float(r[1])) for r in rows]

    def filter_ids(self, ids: Sequence[int], filters: Filters) -> list[int]:
        """``ids`` that ``filters`` allow, in their order."""
        if not ids:
            return []
        where, params = filters.sql()
        allowed: set[int] = set()
        for chunk in _chunks(ids):
            rows = self._read(
                "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
                f" WHERE m.id IN ({','.join('?' * len(chunk))}) {where}",
                (*chunk, *params),
            )
            allowed.update(int(r[0]) for r in rows)
        return [i for i in ids if i in allowed]

    def _context(self, ids: Sequence[int]) -> dict[int, tuple[str, float, int | None, int | None]]:
        """id -> (session id, timestamp, previous and next message id in its session)."""
        out: dict[int, tuple[str, float, int | None, int | None]] = {}
        for chunk in _chunks(ids):
            rows = self._read(
                "SELECT m.id, m.session_id, m.timestamp,"
                " (SELECT MAX(p.id) FROM messages p WHERE p.session_id = m.session_id"
                " AND p.id < m.id),"
                " (SELECT MIN(n.id) FROM messages n WHERE n.session_id = m.session_id"
                " AND n.id > m.id)"
                f" FROM messages m WHERE m.id IN ({','.join('?' * len(chunk))})",
                chunk,
            )
            for r in rows:
                out[int(r[0])] = (str(r[1]), float(r[2]), r[3], r[4])
        return {i: out[i] for i in ids if i in out}

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
        texts: list[tuple[int, str]] = []
        for chunk in _chunks(ids):
            rows = self._read(
                f"SELECT id, content FROM messages WHERE id IN ({','.join('?' * len(chunk))})",
                chunk,
            )
            texts.extend((int(r[0]), r[1] or "") for r in rows)
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
        by_id: dict[int, sqlite3.Row] = {}
        for chunk in _chunks([mid for mid, _ in ranked]):
            rows = self._read(
                "SELECT m.*, s.source AS source FROM messages m"
                " JOIN sessions s ON s.id = m.session_id"
                f" WHERE m.id IN ({','.join('?' * len(chunk))})",
                chunk,
            )
            by_id.update((int(r["id"]), r) for r in rows)
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

    def _safe_read(self, sql: str, params: Sequence[Any]) -> list[sqlite3.Row]:
        try:
            return self._read(sql, params)
        except sqlite3.OperationalError as exc:
            if "fts5" in str(exc) or "syntax" in str(exc) or "MATCH" in str(exc):
                return []  # the sanitizer should prevent this; a bad query finds nothing
            raise


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


def _chunks(ids: Sequence[int]) -> list[list[int]]:
    return [list(ids[i : i + _SQL_CHUNK]) for i in range(0, len(ids), _SQL_CHUNK)]


def _as_list(values: Sequence[str] | str | None) -> list[str] | None:
    if values is None:
        return None
    if isinstance(values, str):
        return [v.strip() for v in values.split(",") if v.strip()]
    return [str(v) for v in values]
