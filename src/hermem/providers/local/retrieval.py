"""Finding the facts that matter for a query: several signals, fused.

Candidates come from the word index (BM25 over content and tags: FTS5 in SQLite, a
``tsvector`` in PostgreSQL; ``FactStoreBase.lexical_ranked``), from the entities
the query names (facts linked to them), and, when fact embeddings exist, from cosine
similarity. Each candidate's relevance blends those signals; its score then weighs in
trust (moved by feedback) and recency, and a superseded fact counts for a third, so
what is believed now ranks above what used to be (history is only searched on request).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hermem.providers.local.entities import extract_entities
from hermem.sessions.query import parse_query

if TYPE_CHECKING:
    from hermem.providers.local.fact_model import Fact
    from hermem.providers.local.fact_store_base import FactStoreBase
    from hermem.providers.local.vectors import FactVectors

CANDIDATES = 60  # per signal
LEXICAL_WEIGHT = 0.55
SEMANTIC_WEIGHT = 0.30
ENTITY_WEIGHT = 0.15
SUPERSEDED_FACTOR = 0.35
RECENCY_HALF_LIFE_DAYS = 365.0
MIN_SEMANTIC = 0.25  # cosine below this is noise for MiniLM
MAX_COORDINATED_TERMS = 6  # query words the bounded path combines
ENOUGH_COORDINATED = 24  # candidates after which weaker word groups are not searched
EARLIER_WEIGHT = 0.5  # the previous turn's signals, blended into this turn's


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
    store: FactStoreBase,
    query: str,
    *,
    vectors: FactVectors | None = None,
    include_history: bool = False,
    semantic: Sequence[tuple[int, float]] | None = None,
    bounded: bool = False,
) -> Signals:
    """The candidates of ``query`` by each signal. ``semantic`` may be given precomputed.

    ``bounded`` caps the word-index work for the critical path of a turn: BM25 over every
    fact that shares a word with the query grows with the store (tens of ms at 100k
    facts), so a bounded pass takes the newest facts holding all the query's words, or
    all but one, scored by the share they hold (``_coordinated``). The exhaustive pass
    runs in the background (``queue_prefetch``) and when nothing was prepared.
    """
    parsed = parse_query(query)
    lexical: dict[int, float] = {}
    if parsed.fts:
        if bounded:
            raw = _coordinated(store, parsed.terms, include_history)
        else:
            # BM25 of the best CANDIDATES matches (higher is better), ranked inside the
            # index, kept to current facts unless history is asked.
            raw = store.lexical_ranked(
                parsed.terms, include_history=include_history, limit=CANDIDATES
            )
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


def _coordinated(
    store: FactStoreBase, terms: Sequence[str], include_history: bool
) -> dict[int, float]:
    """Facts holding all of ``terms``, then all but one, scored by the share they hold.

    No BM25 here: FTS5 computes each term's document frequency for every ranked query,
    a scan that grows with the store. Matching in rowid order and stopping early costs a
    fraction of a millisecond at any size, newest facts first.
    """
    words = list(dict.fromkeys(terms))[:MAX_COORDINATED_TERMS]
    if not words:
        return {}
    found: dict[int, float] = {}
    groups = [words]
    if len(words) > 2:
        groups += [words[:i] + words[i + 1 :] for i in range(len(words))]
    matches = store.lexical_newest_each(groups, include_history=include_history, limit=CANDIDATES)
    for group in groups:
        if len(found) >= ENOUGH_COORDINATED:
            break  # facts holding more of the words already outnumber what recall shows
        share = len(group) / len(words)
        for fact_id in next(matches):
            found.setdefault(fact_id, share)
    return found


def blend(fresh: Signals, earlier: Signals, weight: float = EARLIER_WEIGHT) -> Signals:
    """``fresh`` signals of this turn's query plus ``earlier`` ones (the previous turn's,
    prepared in the background) counted at ``weight``: the conversation rarely changes
    subject between two turns, and what it was about still helps."""

    def merged(now: dict[int, float], before: dict[int, float]) -> dict[int, float]:
        out = {i: s * weight for i, s in before.items()}
        for i, s in now.items():
            out[i] = max(s, out.get(i, 0.0))
        return out

    return Signals(
        merged(fresh.lexical, earlier.lexical),
        merged(fresh.semantic, earlier.semantic),
        merged(fresh.entity, earlier.entity),
    )


def fuse(
    store: FactStoreBase,
    signals: Signals,
    *,
    limit: int = 10,
    category: str | None = None,
    include_history: bool = False,
    min_trust: float = 0.0,
    now: float | None = None,
) -> list[ScoredFact]:
    """Rank the candidates: blended relevance x trust x recency (x 0.35 when superseded).

    Trust, recency and supersession can only shrink a relevance, so candidates are
    scored in chunks of falling relevance, and the rest is skipped once the results
    already beat the best relevance left: the same ranking, without reading every
    candidate's row.
    """
    ids = set(signals.lexical) | set(signals.semantic) | set(signals.entity)
    if not ids or limit <= 0:
        return []
    when = time.time() if now is None else now
    weights = (
        (LEXICAL_WEIGHT, SEMANTIC_WEIGHT, ENTITY_WEIGHT)
        if signals.semantic
        else (LEXICAL_WEIGHT + SEMANTIC_WEIGHT * 0.6, 0.0, ENTITY_WEIGHT + SEMANTIC_WEIGHT * 0.4)
    )
    relevance = {
        i: weights[0] * signals.lexical.get(i, 0.0)
        + weights[1] * signals.semantic.get(i, 0.0)
        + weights[2] * signals.entity.get(i, 0.0)
        for i in ids
    }
    order = sorted(ids, key=lambda i: (-relevance[i], -i))
    chunk = max(4 * limit, 20)
    ranked: list[tuple[float, int]] = []
    for start in range(0, len(order), chunk):
        if len(ranked) >= limit:
            ranked.sort(key=lambda r: (-r[0], -r[1]))
            if ranked[limit - 1][0] > relevance[order[start]]:
                break  # nothing left can outrank the results
        for fact_id, kind, trust, valid_from, valid_to in store.scoring_rows(
            order[start : start + chunk]
        ):
            current = valid_to is None
            if category and kind != category:
                continue
            if trust < min_trust or (not include_history and not current):
                continue
            age_days = max(0.0, (when - valid_from) / 86_400)
            recency = 0.8 + 0.2 * math.pow(0.5, age_days / RECENCY_HALF_LIFE_DAYS)
            score = relevance[fact_id] * (0.5 + 0.5 * trust) * recency
            if not current:
                score *= SUPERSEDED_FACTOR
            ranked.append((round(score, 6), fact_id))
    ranked.sort(key=lambda r: (-r[0], -r[1]))
    best = ranked[:limit]
    facts = {f.id: f for f in store.get_many([i for _, i in best])}
    return [ScoredFact(facts[i], score, _matched_by(signals, i)) for score, i in best if i in facts]


def _matched_by(signals: Signals, fact_id: int) -> tuple[str, ...]:
    return tuple(
        name
        for name, found in (
            ("words", signals.lexical),
            ("semantic", signals.semantic),
            ("entity", signals.entity),
        )
        if found.get(fact_id, 0.0) > 0
    )


def search(
    store: FactStoreBase,
    query: str,
    *,
    vectors: FactVectors | None = None,
    limit: int = 10,
    category: str | None = None,
    include_history: bool = False,
    min_trust: float = 0.0,
) -> list[ScoredFact]:
    """The best facts for ``query`` (current ones only unless ``include_history``)."""
    with store.reading():
        signals = gather(store, query, vectors=vectors, include_history=include_history)
        return fuse(
            store,
            signals,
            limit=limit,
            category=category,
            include_history=include_history,
            min_trust=min_trust,
        )
