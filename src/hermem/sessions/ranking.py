"""Scoring search candidates and folding them into conversations (pure).

The weights were chosen on the LoCoMo development split by leave-one-conversation-out
search over a coarse grid, where the results are flat around these values (see
``bench/locomo.py``); none of them looks at the text of a particular question.

- A message's base score blends its BM25 (scaled by the best BM25 of the query) with its
  embedding cosine: ``LEXICAL_WEIGHT * bm25 / best + (1 - LEXICAL_WEIGHT) * cosine``.
  Scores, not ranks, are blended: the cosine says how close the best semantic match
  really is, which rank fusion throws away (RRF measured 6 points of turn R@10 lower).
- A message also takes ``NEIGHBOUR_WEIGHT`` of its better neighbour's base score (the
  message before or after it in its session): answers are often "yes, last week!" right
  after the question that names the topic.
- A message written on a day the query names gains ``DATE_WEIGHT``.
- A conversation scores the soft maximum (log-sum-exp at ``GROUP_TEMPERATURE``) of its
  best ``GROUP_MEMBERS`` messages, plus ``COVERAGE_WEIGHT`` times the share of the
  query's terms (weighted by rarity among the candidates) that occur anywhere in it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

LEXICAL_WEIGHT = 0.3
NEIGHBOUR_WEIGHT = 0.3
DATE_WEIGHT = 0.3
COVERAGE_WEIGHT = 0.2
GROUP_TEMPERATURE = 0.1
GROUP_MEMBERS = 10


def scale_lexical(ranked: Sequence[tuple[K, float]]) -> dict[K, float]:
    """Lexical scores (best first, higher better) mapped into (0, 1], order kept.

    Positive scores (word matches) are divided by the best one; the rest (substring
    matches, ranked after them) get shrinking shares of the lowest positive score.
    """
    positive = [score for _, score in ranked if score > 0]
    top = max(positive, default=0.0)
    floor = min(positive, default=1.0) / top if top > 0 else 1.0
    out: dict[K, float] = {}
    weaker = 0
    for item, score in ranked:
        if item in out:
            continue
        if score > 0 and top > 0:
            out[item] = score / top
        else:
            weaker += 1
            out[item] = floor * 0.5 / weaker
    return out


def blend(
    lexical: Mapping[K, float],
    semantic: Mapping[K, float] | None,
    items: Collection[K],
    lexical_weight: float = LEXICAL_WEIGHT,
) -> dict[K, float]:
    """Base scores of ``items``: lexical only, or blended with cosine similarity.

    An item with no vector yet (still waiting to be embedded) is given the mean cosine
    of those that have one, so a backlog neither hides nor favours it.
    """
    if semantic is None:
        return {item: lexical.get(item, 0.0) for item in items}
    known = [semantic[i] for i in items if i in semantic]
    fallback = sum(known) / len(known) if known else 0.0
    return {
        item: lexical_weight * lexical.get(item, 0.0)
        + (1.0 - lexical_weight) * max(0.0, semantic.get(item, fallback))
        for item in items
    }


def with_context(
    base: Mapping[K, float],
    neighbours: Mapping[K, tuple[K | None, K | None]],
    items: Collection[K],
    weight: float = NEIGHBOUR_WEIGHT,
) -> dict[K, float]:
    """Each item's base score plus ``weight`` times the better of its two neighbours'."""
    out: dict[K, float] = {}
    for item in items:
        before, after = neighbours.get(item, (None, None))
        around = max(
            base.get(before, 0.0) if before is not None else 0.0,
            base.get(after, 0.0) if after is not None else 0.0,
        )
        out[item] = base.get(item, 0.0) + weight * around
    return out


def term_coverage(
    term_hits: Sequence[Collection[K]], root_of: Callable[[K], str], pool_size: int
) -> dict[str, float]:
    """Per root, the rarity-weighted share of query terms found in its items.

    ``term_hits[t]`` holds the items (out of a pool of ``pool_size``) that contain term
    ``t``; a term found in fewer of them weighs more, as inverse document frequency.
    """
    weights = [math.log(1.0 + pool_size / (len(hits) + 0.5)) if hits else 0.0 for hits in term_hits]
    total = sum(weights)
    if total <= 0:
        return {}
    covered: dict[str, float] = {}
    for weight, hits in zip(weights, term_hits, strict=True):
        for root in {root_of(item) for item in hits}:
            covered[root] = covered.get(root, 0.0) + weight
    return {root: value / total for root, value in covered.items()}


def soft_max(scores: Sequence[float], temperature: float = GROUP_TEMPERATURE) -> float:
    """log-sum-exp: the best score, plus a little for every other one close to it."""
    if not scores:
        return 0.0
    best = max(scores)
    return best + temperature * math.log(sum(math.exp((s - best) / temperature) for s in scores))


def group_by_root(
    ranked: Sequence[tuple[K, float]],
    root_of: Callable[[K], str],
    per_group: int = 3,
    bonus: Mapping[str, float] | None = None,
    members: int = GROUP_MEMBERS,
    temperature: float = GROUP_TEMPERATURE,
) -> list[tuple[str, list[K], float]]:
    """Roots ranked by the soft maximum of their best ``members`` scores plus ``bonus``.

    ``ranked`` is best first; each root keeps its first ``per_group`` items. Counting only
    the best few keeps a long conversation from winning by sheer size.
    """
    groups: dict[str, list[tuple[K, float]]] = {}
    for item, score in ranked:
        groups.setdefault(root_of(item), []).append((item, score))
    scored = []
    for root, items in groups.items():
        top = sorted((s for _, s in items), reverse=True)[:members]
        value = soft_max(top, temperature) + (bonus or {}).get(root, 0.0)
        scored.append((root, [i for i, _ in items[:per_group]], value))
    scored.sort(key=lambda g: g[2], reverse=True)
    return scored
