"""Finding the facts that matter for a query: several signals, fused.

Candidates come from the word index (FTS5 BM25 over content and tags), from the entities
the query names (facts linked to them), and, when fact embeddings exist, from cosine
similarity. Each candidate's relevance blends those signals; its score then weighs in
trust (moved by feedback) and recency, and a superseded fact counts for a third, so
what is believed now ranks above what used to be (history is only searched on request).
"""

from __future__ import annotations

import math
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hermem.providers.local.entities import extract_entities
from hermem.sessions.query import parse_query

if TYPE_CHECKING:
    from hermem.providers.local.facts import Fact, FactStore
    from hermem.providers.local.vectors import FactVectors

CANDIDATES = 60  # per signal
LEXICAL_WEIGHT = 0.55
SEMANTIC_WEIGHT = 0.30
ENTITY_WEIGHT = 0.15
SUPERSEDED_FACTOR = 0.35
RECENCY_HALF_LIFE_DAYS = 365.0
MIN_SEMANTIC = 0.25  # cosine below this is noise for MiniLM


@dataclass(frozen=True, slots=True)
class ScoredFact:
    fact: Fact
    score: float
    matched_by: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Signals:
    """Raw per-fact signals of one query, before fusion."""

    lexical: dict[int, float]
    semantic: dict[int, float]
    entity: dict[int, float]


def gather(
    store: FactStore,
    query: str,
    *,
    vectors: FactVectors | None = None,
    include_history: bool = False,
    semantic: Sequence[tuple[int, float]] | None = None,
) -> Signals:
    """The candidates of ``query`` by each signal. ``semantic`` may be given precomputed."""
    lexical: dict[int, float] = {}
    parsed = parse_query(query)
    if parsed.fts:
        current = "" if include_history else " AND f.valid_to IS NULL"
        try:
            rows = store.read(
                "SELECT f.id, bm25(facts_fts, 1.0, 0.5) AS r FROM facts_fts"
                f" JOIN facts f ON f.id = facts_fts.rowid WHERE facts_fts MATCH ?{current}"
                " ORDER BY r LIMIT ?",
                (parsed.fts, CANDIDATES),
            )
        except sqlite3.OperationalError:
            rows = []
        raw = {int(r[0]): -float(r[1]) for r in rows}
        top = max(raw.values(), default=0.0)
        lexical = {i: (s / top if top > 0 else 0.0) for i, s in raw.items()}
    entity: dict[int, float] = {}
    names = [e.key for e in extract_entities(query)]
    if names:
        known = store.entity_ids(names)
        if known:
            counts: dict[int, int] = {}
            for entity_id in known.values():
                for fact_id in store.facts_of_entities(
                    [entity_id], include_history=include_history, limit=CANDIDATES
                ):
                    counts[fact_id] = counts.get(fact_id, 0) + 1
            entity = {i: c / len(names) for i, c in counts.items()}
    if semantic is None and vectors is not None:
        semantic = vectors.search(query, CANDIDATES)
    cosine = {int(i): float(s) for i, s in (semantic or ()) if s >= MIN_SEMANTIC}
    return Signals(lexical, cosine, entity)


def fuse(
    store: FactStore,
    signals: Signals,
    *,
    limit: int = 10,
    category: str | None = None,
    include_history: bool = False,
    min_trust: float = 0.0,
    now: float | None = None,
) -> list[ScoredFact]:
    """Rank the candidates: blended relevance x trust x recency (x 0.35 when superseded)."""
    ids = set(signals.lexical) | set(signals.semantic) | set(signals.entity)
    if not ids:
        return []
    when = time.time() if now is None else now
    semantic_on = bool(signals.semantic)
    weights = (
        (LEXICAL_WEIGHT, SEMANTIC_WEIGHT, ENTITY_WEIGHT)
        if semantic_on
        else (LEXICAL_WEIGHT + SEMANTIC_WEIGHT * 0.6, 0.0, ENTITY_WEIGHT + SEMANTIC_WEIGHT * 0.4)
    )
    scored: list[ScoredFact] = []
    for fact in store.get_many(sorted(ids)):
        if category and fact.category != category:
            continue
        if fact.trust < min_trust or (not include_history and not fact.current):
            continue
        lex = signals.lexical.get(fact.id, 0.0)
        sem = signals.semantic.get(fact.id, 0.0)
        ent = signals.entity.get(fact.id, 0.0)
        relevance = weights[0] * lex + weights[1] * sem + weights[2] * ent
        age_days = max(0.0, (when - fact.valid_from) / 86_400)
        recency = 0.8 + 0.2 * math.pow(0.5, age_days / RECENCY_HALF_LIFE_DAYS)
        score = relevance * (0.5 + 0.5 * fact.trust) * recency
        if not fact.current:
            score *= SUPERSEDED_FACTOR
        how = tuple(
            name
            for name, value in (("words", lex), ("semantic", sem), ("entity", ent))
            if value > 0
        )
        scored.append(ScoredFact(fact, round(score, 6), how))
    scored.sort(key=lambda s: (-s.score, -s.fact.id))
    return scored[: max(0, limit)]


def search(
    store: FactStore,
    query: str,
    *,
    vectors: FactVectors | None = None,
    limit: int = 10,
    category: str | None = None,
    include_history: bool = False,
    min_trust: float = 0.0,
) -> list[ScoredFact]:
    """The best facts for ``query`` (current ones only unless ``include_history``)."""
    signals = gather(store, query, vectors=vectors, include_history=include_history)
    return fuse(
        store,
        signals,
        limit=limit,
        category=category,
        include_history=include_history,
        min_trust=min_trust,
    )
