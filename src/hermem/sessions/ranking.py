"""Fusing rankings and folding message hits into sessions (pure)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

RRF_K = 60


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[K]], weights: Sequence[float] | None = None, k: int = RRF_K
) -> list[tuple[K, float]]:
    """Items ranked by the sum of ``weight / (k + rank)`` over the rankings that hold them."""
    scores: dict[K, float] = {}
    for i, ranking in enumerate(rankings):
        weight = 1.0 if weights is None else weights[i]
        for rank, item in enumerate(ranking, start=1):
            scores[item] = scores.get(item, 0.0) + weight / (k + rank)
    return sorted(scores.items(), key=lambda kv: kv[1], reverse=True)


def group_by_root(
    ranked: Sequence[K], root_of: Callable[[K], str], per_group: int = 3
) -> list[tuple[str, list[K], float]]:
    """Roots in the order of their best item; each keeps its first ``per_group`` items.

    The group score adds a little for every further hit in the conversation (a session
    that matches several times is more likely the one), but the best hit dominates.
    """
    groups: dict[str, list[K]] = {}
    scores: dict[str, float] = {}
    for rank, item in enumerate(ranked, start=1):
        root = root_of(item)
        members = groups.setdefault(root, [])
        scores[root] = scores.get(root, 0.0) + (1.0 if not members else 0.25) / (RRF_K + rank)
        if len(members) < per_group:
            members.append(item)
    order = sorted(groups, key=lambda r: scores[r], reverse=True)
    return [(root, groups[root], scores[root]) for root in order]
