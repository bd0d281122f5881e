"""Embeddings of facts (when the ``embed`` extra is installed), searched by cosine in numpy.

The store keeps the vectors (float32, tagged with the model id; ``fact_vectors`` in
SQLite). Search is brute force over a matrix cached in memory and reloaded when the
vectors changed (their count and highest fact id), unless the store ranks vectors itself
(PostgreSQL with pgvector: ``store.nearest``). Facts are short, so embedding one costs a
few milliseconds; the provider embeds new facts on its background worker and
``backfill`` catches up on the rest.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hermem.embeddings import Embedder
    from hermem.providers.local.fact_store_base import FactStoreBase

log = logging.getLogger("hermem.providers.local")
QUERY_CACHE = 128


def _default_loader() -> Embedder | None:
    from hermem.embeddings import load_default_embedder

    return load_default_embedder()


class FactVectors:
    """Cosine search over fact embeddings. Thread-safe."""

    def __init__(
        self, store: FactStoreBase, loader: Callable[[], Embedder | None] = _default_loader
    ) -> None:
        self.store = store
        self._loader = loader
        self._model: Embedder | None = None
        self._failed = False
        self._lock = threading.RLock()
        self._signature: tuple[int, int] | None = None
        self._ids: Any = None
        self._matrix: Any = None
        self._queries: OrderedDict[str, Any] = OrderedDict()

    def model(self) -> Embedder | None:
        with self._lock:
            if self._model is None and not self._failed:
                try:
                    self._model = self._loader()
                except Exception as exc:  # EmbedderUnavailable or a broken install
                    log.warning("fact embeddings unavailable: %s", exc)
                    self._model = None
                self._failed = self._model is None
            return self._model

    def add(self, items: Sequence[tuple[int, str]]) -> int:
        """Embed and store these (fact id, text) pairs; returns how many were stored."""
        model = self.model()
        pending = [(i, t) for i, t in items if t.strip()]
        if model is None or not pending:
            return 0
        vectors = model.embed([t for _, t in pending])
        return self.store.store_vectors(
            model.model_id, [(fact_id, vectors[n]) for n, (fact_id, _) in enumerate(pending)]
        )

    def backfill(self, batch: int = 128, limit: int | None = None) -> int:
        """Embed current facts that have no vector yet; returns how many were embedded."""
        model = self.model()
        if model is None:
            return 0
        done = 0
        while limit is None or done < limit:
            rows = self.store.facts_without_vectors(model.model_id, batch)
            if not rows:
                break
            done += self.add(rows)
        return done

    def search(self, query: str, limit: int) -> list[tuple[int, float]]:
        """Fact ids by cosine similarity to ``query``, best first ([] without a model)."""
        model = self.model()
        if model is None or not query.strip():
            return []
        import numpy as np

        if self.store.ranks_vectors:
            return self.store.nearest(model.model_id, self._embedded(model, query), limit) or []
        ids, matrix = self._load(model.model_id)
        if matrix is None or not len(ids):
            return []
        vector = self._embedded(model, query)
        scores = matrix @ vector
        top = min(limit, len(ids))
        best = np.argpartition(-scores, top - 1)[:top]
        ordered = best[np.argsort(-scores[best])]
        return [(int(ids[i]), float(scores[i])) for i in ordered]

    def _embedded(self, model: Embedder, query: str) -> Any:
        with self._lock:
            vector = self._queries.get(query)
        if vector is None:
            vector = model.embed([query])[0].astype("float32")
            with self._lock:
                self._queries[query] = vector
                while len(self._queries) > QUERY_CACHE:
                    self._queries.popitem(last=False)
        return vector

    def warm(self) -> None:
        """Load the model and the matrix now (``queue_prefetch`` calls this)."""
        model = self.model()
        if model is not None and not self.store.ranks_vectors:
            self._load(model.model_id)

    def _load(self, model_id: str) -> tuple[Any, Any]:
        import numpy as np

        signature = self.store.vector_signature(model_id)
        with self._lock:
            if signature == self._signature:
                return self._ids, self._matrix
        rows = self.store.vector_rows(model_id)
        ids = np.array([int(r[0]) for r in rows], dtype=np.int64)
        matrix = (
            np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), -1)
            if rows
            else None
        )
        with self._lock:
            self._signature, self._ids, self._matrix = signature, ids, matrix
        return ids, matrix
