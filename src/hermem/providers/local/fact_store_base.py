"""What every fact store does, written once over a few storage primitives.

A fact store keeps :class:`~hermem.providers.local.fact_model.Fact` rows, their entities
and their embeddings. The operations with rules in them (a new version on changed
content, contradiction, trust feedback, walking a supersession chain) live here, so the
SQLite store (``facts.py``) and the PostgreSQL one (``postgres_facts.py``) cannot drift
apart; each backend supplies only the queries, in its own SQL, behind the abstract
methods below. Retrieval (``retrieval.py``) and embeddings (``vectors.py``) talk to this
interface, never to SQL.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from hermem.providers.local.fact_model import (
    HELPFUL_STEP,
    UNHELPFUL_STEP,
    AddResult,
    Fact,
    FactError,
    NewFact,
    clamp,
    clean_category,
    clean_content,
    clean_tags,
)
from hermem.providers.local.supersession import normalized

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


class FactStoreBase(ABC):
    """Facts of one namespace (a ``facts.db``, or a tenant and profile). Thread-safe."""

    generation: int  # bumped on every change (caches key on it)

    @property
    @abstractmethod
    def location(self) -> str:
        """Where the facts live, for messages (a path, or a database without password)."""

    @abstractmethod
    def close(self) -> None: ...

    def __enter__(self) -> FactStoreBase:
        return self

    @contextmanager
    def reading(self) -> Iterator[None]:
        """Groups the queries of one search; a server-side store runs them all on one
        connection instead of taking one from its pool per query."""
        yield

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- reading: backend queries ------------------------------------------------------

    @abstractmethod
    def get_many(self, ids: Sequence[int]) -> list[Fact]:
        """The facts with these ids, in this order (missing ones left out)."""

    @abstractmethod
    def scoring_rows(self, ids: Sequence[int]) -> list[tuple[int, str, float, float, float | None]]:
        """(id, category, trust, valid_from, valid_to) of these facts: what ranking needs,
        without building whole facts for candidates that will not be shown."""

    @abstractmethod
    def list_facts(
        self,
        *,
        category: str | None = None,
        include_history: bool = False,
        limit: int = 50,
        offset: int = 0,
    ) -> list[Fact]:
        """Facts by trust, then newest first; current ones only unless ``include_history``."""

    @abstractmethod
    def count(self, *, include_history: bool = False) -> int: ...

    @abstractmethod
    def entity_ids(self, names: Iterable[str]) -> dict[str, int]:
        """Known entity ids for these names or aliases (by case-folded key)."""

    @abstractmethod
    def facts_of_entities(
        self, entity_ids: Iterable[int], *, include_history: bool = False, limit: int = 200
    ) -> list[int]:
        """Facts linked to these entities: to one, newest first; to several, those linked
        to most of them first, then by trust and newest."""

    @abstractmethod
    def current_id(self, norm: str) -> int | None:
        """The current fact whose dedupe key (``normalized`` content) is ``norm``."""

    @abstractmethod
    def lexical_newest(
        self, terms: Sequence[str], *, include_history: bool, limit: int
    ) -> list[int]:
        """The newest facts holding every one of ``terms`` (``parse_query`` terms): the
        newest ``2 * limit`` matches, kept to current ones unless ``include_history``."""

    def lexical_newest_each(
        self, groups: Sequence[Sequence[str]], *, include_history: bool, limit: int
    ) -> Iterator[list[int]]:
        """:meth:`lexical_newest` of each group of terms, in order, computed as they are
        taken (callers stop early). A server-side store may fetch all groups in one
        round trip instead."""
        for terms in groups:
            yield self.lexical_newest(terms, include_history=include_history, limit=limit)

    @abstractmethod
    def lexical_ranked(
        self, terms: Sequence[str], *, include_history: bool, limit: int
    ) -> dict[int, float]:
        """BM25 (higher is better; content counts double the tags) of the best ``limit``
        facts holding any of ``terms``: the best ``2 * limit`` matches, kept to current ones
        unless ``include_history``."""

    @abstractmethod
    def _older_versions(self, fact_id: int) -> list[int]:
        """Ids of the facts ``fact_id`` superseded, ascending."""

    @abstractmethod
    def _newer_version(self, fact_id: int) -> int | None:
        """The fact that superseded ``fact_id``, if any."""

    # -- writing: backend statements ---------------------------------------------------

    @abstractmethod
    def _insert(self, new: NewFact) -> tuple[int, str, tuple[int, ...]]:
        """Store ``new`` in one transaction: (id, "added" | "exists", superseded ids).

        The same statement again ("exists") only merges its tags into the current fact;
        otherwise entities are linked and the current facts ``new`` contradicts are
        retired (``supersession.retired_by`` over the backend's anchored candidates).
        """

    @abstractmethod
    def _change(self, fact_id: int, changes: Mapping[str, Any], when: float) -> None:
        """Set ``category``, ``tags`` or ``trust`` in place (keys from that set only)."""

    @abstractmethod
    def _retire(self, fact_id: int, by: int | None) -> None:
        """End a fact's validity now (kept if already ended), superseded ``by`` a fact."""

    @abstractmethod
    def _count_feedback(self, fact_id: int, trust: float, helpful: bool) -> None: ...

    @abstractmethod
    def remove(self, fact_id: int) -> bool:
        """Delete a fact for good (its history links to it are cleared)."""

    @abstractmethod
    def record_retrievals(self, ids: Sequence[int]) -> None: ...

    # -- embeddings: backend storage (vectors.py ranks them) ----------------------------

    @abstractmethod
    def store_vectors(self, model: str, items: Sequence[tuple[int, NDArray[np.float32]]]) -> int:
        """Keep these (fact id, unit vector) pairs of ``model``, one vector per fact,
        replacing older ones; ids of facts that no longer exist are skipped. Returns how
        many facts of the batch exist."""

    @abstractmethod
    def facts_without_vectors(self, model: str, limit: int) -> list[tuple[int, str]]:
        """(id, content) of current facts with no ``model`` vector yet, oldest first."""

    @abstractmethod
    def vector_signature(self, model: str) -> tuple[int, int]:
        """(count, highest fact id) of ``model``'s vectors: changes when vectors are added."""

    @abstractmethod
    def vector_rows(self, model: str) -> list[tuple[int, bytes]]:
        """Every (fact id, float32 bytes) of ``model``, by fact id."""

    @property
    def ranks_vectors(self) -> bool:
        """Whether :meth:`nearest` searches in the database (else vectors.py uses numpy)."""
        return False

    def nearest(
        self, model: str, vector: NDArray[np.float32], limit: int
    ) -> list[tuple[int, float]] | None:
        """Fact ids by cosine similarity, best first, when the database ranks vectors;
        None when it does not."""
        return None

    # -- operations, the same for every backend ------------------------------------------

    def get(self, fact_id: int) -> Fact | None:
        found = self.get_many([fact_id])
        return found[0] if found else None

    def history(self, fact_id: int) -> list[Fact]:
        """The versions of a fact, oldest first: what it superseded and what superseded it."""
        chain = [int(fact_id)]
        seen = {int(fact_id)}
        current = int(fact_id)
        while True:  # back to the oldest
            older = [i for i in self._older_versions(current) if i not in seen]
            if not older:
                break
            current = older[0]
            seen.update(older)
            chain[:0] = older
        current = int(fact_id)
        while True:  # forward to the newest
            newer = self._newer_version(current)
            if newer is None or newer in seen:
                break
            current = newer
            seen.add(current)
            chain.append(current)
        return self.get_many(chain)

    def add(
        self,
        content: str,
        *,
        category: str | None = "general",
        tags: str | Iterable[str] | None = None,
        slot: str | None = None,
        negated: bool = False,
        source: str = "tool",
        session_id: str | None = None,
        message_id: str | None = None,
        quote: str | None = None,
        speaker: str | None = None,
        trust: float | None = None,
        now: float | None = None,
    ) -> AddResult:
        """Store a fact. The same statement again returns the current one ("exists");
        a statement that contradicts current facts supersedes them."""
        new = NewFact.of(
            content,
            category=category,
            tags=tags,
            slot=slot,
            negated=negated,
            source=source,
            session_id=session_id,
            message_id=message_id,
            quote=quote,
            speaker=speaker,
            trust=trust,
            now=now,
        )
        fact_id, status, superseded = self._insert(new)
        fact = self.get(fact_id)
        assert fact is not None
        return AddResult(fact, status, superseded)

    def update(
        self,
        fact_id: int,
        *,
        content: str | None = None,
        category: str | None = None,
        tags: str | Iterable[str] | None = None,
        trust_delta: float | None = None,
    ) -> Fact:
        """Change a fact. New content makes a new version that supersedes this one; the
        category, tags and trust change in place."""
        fact = self._require(fact_id)
        if content is not None and normalized(clean_content(content)) != normalized(fact.content):
            if not fact.current:
                raise FactError(f"fact {fact_id} is history (superseded); update the current one")
            added = self.add(
                content,
                category=category or fact.category,
                tags=tags if tags is not None else fact.tags,
                slot=fact.slot,
                negated=fact.negated,
                source=fact.source,
                session_id=fact.session_id,
                message_id=fact.message_id,
                quote=fact.quote,
                speaker=fact.speaker,
                trust=fact.trust,
            )
            self._retire(fact_id, added.fact.id)
            return self._require(added.fact.id)
        changes: dict[str, Any] = {}
        if category is not None:
            changes["category"] = clean_category(category)
        if tags is not None:
            changes["tags"] = " ".join(clean_tags(tags))
        if trust_delta is not None:
            changes["trust"] = clamp(fact.trust + float(trust_delta))
        if changes:
            self._change(fact.id, changes, time.time())
        return self._require(fact_id)

    def contradict(
        self, fact_id: int, content: str | None = None, **extra: Any
    ) -> AddResult | None:
        """Mark a fact as no longer true; with ``content``, what is true instead."""
        fact = self._require(fact_id)
        if not fact.current:
            raise FactError(f"fact {fact_id} is already superseded")
        if content is None:
            self._retire(fact_id, None)
            return None
        added = self.add(content, category=extra.pop("category", fact.category), **extra)
        if added.fact.id != fact_id:
            self._retire(fact_id, added.fact.id)
        return added

    def feedback(self, fact_id: int, helpful: bool) -> dict[str, Any]:
        """Trust +0.05 for a helpful fact, -0.10 for an unhelpful one (kept in [0, 1])."""
        fact = self._require(fact_id)
        new_trust = clamp(fact.trust + (HELPFUL_STEP if helpful else -UNHELPFUL_STEP))
        self._count_feedback(fact.id, new_trust, helpful)
        after = self._require(fact_id)
        return {
            "fact_id": fact.id,
            "old_trust": round(fact.trust, 3),
            "new_trust": round(after.trust, 3),
            "helpful_count": after.helpful_count,
            "unhelpful_count": after.unhelpful_count,
        }

    def current_with_content(self, content: str) -> Fact | None:
        """The current fact stating ``content`` (compared as ``normalized`` text)."""
        found = self.current_id(normalized(content))
        return None if found is None else self.get(found)

    def _require(self, fact_id: Any) -> Fact:
        try:
            number = int(fact_id)
        except (TypeError, ValueError):
            raise FactError(f"fact_id must be a number, got {fact_id!r}") from None
        fact = self.get(number)
        if fact is None:
            raise FactError(f"no fact with id {number}")
        return fact
