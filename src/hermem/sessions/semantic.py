"""The semantic index of past messages: embeddings beside them, cosine search in numpy.

Vectors live in ``message_vectors`` (float32 bytes, one per message, tagged with the model
id; a message's vector goes when the message is deleted or its content changes), in
``state.db`` or PostgreSQL (``vector_tables.py``). Search is brute force over a matrix
cached in memory; before each search a two-number signature (row count, highest ``seq``)
shows whether any process changed the table, and only new rows are read (plus the id
list when rows were deleted).

Embedding costs a few milliseconds per message, so writers never wait for it: ``add``
queues the work for a background thread, a search first embeds a few of the newest
pending messages itself (bounded by ``LAZY_EMBED``), and ``backfill()`` embeds everything
still missing, including messages written by processes that had no embedder.
"""

from __future__ import annotations

import atexit
import logging
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from hermem.embeddings import (
    Embedder,
    EmbedderUnavailable,
    load_default_embedder,
    unavailable_reason,
)
from hermem.sessions.vector_tables import SqliteVectorTable, VectorTable

BATCH = 16  # background batches stay short: a search waits for at most one
BACKFILL_BATCH = 256
LAZY_EMBED = 16
QUERY_CACHE = 64
CATCH_UP_S = 2.0
MAX_CHARS = 2000  # the model reads 256 tokens (~1,000 characters); the rest is never seen
STOP_WAIT_S = 2.0

log = logging.getLogger(__name__)
_open_indexes: weakref.WeakSet[EmbeddingIndex] = weakref.WeakSet()


def embedding_text(content: str) -> str:
    return " ".join((content or "").split())[:MAX_CHARS]


class EmbeddingIndex:
    """Message embeddings of one session store. Thread-safe.

    ``source``: the store's ``state.db`` (the index opens its own connection), or a
    :class:`VectorTable`. ``embedder`` may be given, else the default one is loaded at
    first use.
    """

    def __init__(
        self,
        source: str | Path | VectorTable,
        embedder: Embedder | None = None,
        *,
        background: bool = True,
        loader: Callable[[], Embedder | None] = load_default_embedder,
    ) -> None:
        if isinstance(source, (str, Path)):
            source = SqliteVectorTable(Path(source))
        self._table: VectorTable = source
        self._loader = loader
        self._model: Embedder | None = embedder
        self._background = background
        # Pending work: message id -> text, in the order it arrived.
        self._pending: dict[int, str] = {}
        self._scanned_upto = -1  # messages with id <= this were checked for missing vectors
        self._cond = threading.Condition()
        self._worker: threading.Thread | None = None
        self._inflight = 0  # messages taken from _pending and not yet stored
        self._full_scan_wanted = False
        self._closed = False
        self._disabled: str | None = None  # why background embedding gave up, if it did
        # The cached matrix and the signature of the table it mirrors.
        self._cache_lock = threading.Lock()
        self._ids: NDArray[np.int64] = np.zeros(0, dtype=np.int64)
        self._matrix: NDArray[np.float32] = np.zeros((0, 0), dtype=np.float32)
        self._order: NDArray[np.intp] = np.zeros(0, dtype=np.intp)  # argsort of _ids
        self._queries: OrderedDict[str, NDArray[np.float32]] = OrderedDict()
        self._count = 0
        self._max_seq = 0
        _open_indexes.add(self)

    # -- the model -----------------------------------------------------------------------

    @property
    def embedder(self) -> Embedder:
        """The embedder (loaded on first use); raises EmbedderUnavailable when there is none."""
        if self._model is None:
            self._model = self._loader()
            if self._model is None:
                raise EmbedderUnavailable(unavailable_reason() or "no embedder could be loaded")
        return self._model

    @property
    def model_id(self) -> str:
        return self.embedder.model_id

    # -- SemanticIndex protocol ----------------------------------------------------------

    def add(self, items: Sequence[tuple[int, str]]) -> None:
        """Queue (message id, text) pairs for embedding; returns at once."""
        with self._cond:
            if self._disabled is not None:
                return  # backfill() can still embed them once the cause is fixed
            for message_id, text in items:
                if text.strip():
                    self._pending[int(message_id)] = text
            if self._pending:
                self._start_worker()
                self._cond.notify_all()

    def remove(self, message_ids: Sequence[int]) -> None:
        """Forget these messages (their rows also go when the messages are deleted)."""
        ids = [int(i) for i in message_ids]
        with self._cond:
            for message_id in ids:
                self._pending.pop(message_id, None)
        if ids:
            self._table.delete(ids)

    def search(self, query: str, limit: int) -> list[tuple[int, float]]:
        """Message ids by cosine similarity to ``query``, best first."""
        if not query.strip() or limit <= 0:
            return []
        return self.search_vector(self.query_vector(query), limit)

    def similarities(self, query: str, message_ids: Sequence[int]) -> dict[int, float]:
        """Cosine similarity to ``query`` of those of ``message_ids`` that have a vector."""
        if not query.strip() or not message_ids:
            return {}
        vector = self.query_vector(query)
        ids, matrix, order = self._snapshot()
        if len(ids) == 0:
            return {}
        wanted = np.asarray(message_ids, dtype=np.int64)
        pos = np.searchsorted(ids[order], wanted)
        pos = np.minimum(pos, len(ids) - 1)
        found = ids[order][pos] == wanted
        rows = order[pos[found]]
        sims = matrix[rows] @ vector
        return {int(m): float(v) for m, v in zip(wanted[found], sims, strict=True)}

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        worker = self._worker
        if worker is not None and worker is not threading.current_thread():
            worker.join(STOP_WAIT_S)
        self._table.close()
        _open_indexes.discard(self)

    # -- more than the protocol ----------------------------------------------------------

    def search_vector(self, vector: NDArray[np.float32], limit: int) -> list[tuple[int, float]]:
        ids, matrix, _ = self._snapshot()
        if len(ids) == 0 or limit <= 0:
            return []
        sims = matrix @ vector
        if limit < len(sims):
            top = np.argpartition(-sims, limit - 1)[:limit]
        else:
            top = np.arange(len(sims))
        top = top[np.lexsort((ids[top], -sims[top]))]
        return [(int(ids[i]), float(sims[i])) for i in top]

    def query_vector(self, query: str) -> NDArray[np.float32]:
        """The query's unit vector (recent queries are remembered: a search often repeats).

        A few of the newest messages still waiting for a vector are embedded in the same
        batch first, so what was just said is findable without waiting for the thread.
        """
        key = embedding_text(query)
        with self._cond:
            cached = self._queries.get(key)
            if cached is not None:
                self._queries.move_to_end(key)
        if cached is not None:
            self._embed_with_some_pending(None)
            return cached
        vector = self._embed_with_some_pending(key)
        assert vector is not None
        with self._cond:
            self._queries[key] = vector
            while len(self._queries) > QUERY_CACHE:
                self._queries.popitem(last=False)
        return vector

    def matrix(self) -> tuple[NDArray[np.int64], NDArray[np.float32]]:
        """(message ids, their unit vectors) as of now; the arrays are never mutated."""
        ids, matrix, _ = self._snapshot()
        return ids, matrix

    def _snapshot(self) -> tuple[NDArray[np.int64], NDArray[np.float32], NDArray[np.intp]]:
        self._refresh()
        with self._cache_lock:
            return self._ids, self._matrix, self._order

    def pending_count(self) -> int:
        """Messages that still have no vector from the current model."""
        self._scan_missing(full=True, wake=False)
        with self._cond:
            return len(self._pending) + self._inflight

    def backfill(
        self, batch: int = BACKFILL_BATCH, progress: Callable[[int, int], None] | None = None
    ) -> int:
        """Embed every message that has no vector yet, now; returns how many there were.

        ``progress(done, total)`` is called after each batch (of ``batch`` messages, sorted
        by length inside so that little padding is computed).
        """
        total = self._scan_missing(full=True, wake=False)
        done = 0
        while True:
            items = self._take(batch, newest=False)
            if not items:
                break
            done += self._embed_and_store(items)
            if progress is not None:
                progress(min(done, total), total)
        with self._cond:
            self._disabled = None  # it worked here, so the thread may try again
        self.wait_idle()
        return total

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until the background thread has nothing left to do; False on timeout."""
        with self._cond:
            return self._cond.wait_for(
                lambda: (
                    self._closed or not (self._pending or self._inflight or self._full_scan_wanted)
                ),
                timeout,
            )

    # -- pending work --------------------------------------------------------------------

    def _scan_missing(self, full: bool = False, wake: bool = True) -> int:
        """Queue messages (new since the last scan, or all) that have no current vector.

        Returns how many were found; ``wake`` starts the background thread on them. The
        first look of a process leaves the full scan (slow on a big store) to the thread.
        """
        model = self.model_id
        top = self._table.top_message_id()
        with self._cond:
            if not full and self._scanned_upto < 0 and self._background and wake:
                self._scanned_upto = top
                self._full_scan_wanted = True
                self._start_worker()
                self._cond.notify_all()
                return 0
            start = -1 if full else self._scanned_upto
        if top <= start:
            return 0
        rows = self._table.missing(model, start, top)
        with self._cond:
            self._scanned_upto = max(self._scanned_upto, top)
            for message_id, content in rows:
                self._pending.setdefault(int(message_id), content)
            if self._pending and wake:
                self._start_worker()
                self._cond.notify_all()
        return len(rows)

    def _take(self, n: int, newest: bool) -> list[tuple[int, str]]:
        with self._cond:
            keys = list(self._pending)
            chosen = keys[-n:] if newest else keys[:n]
            items = [(k, self._pending.pop(k)) for k in chosen]
            self._inflight += len(items)
            return items

    def _embed_with_some_pending(self, text: str | None) -> NDArray[np.float32] | None:
        """Embed ``text`` (if any) and up to LAZY_EMBED of the newest pending messages."""
        self._scan_missing()
        items = self._take(LAZY_EMBED, newest=True)
        texts = ([text] if text is not None else []) + [embedding_text(t) for _, t in items]
        if not texts:
            return None
        try:
            vectors = self.embedder.embed(texts)
            if items:
                self._store(items, vectors[len(texts) - len(items) :])
        except BaseException:
            self._requeue(items)
            raise
        finally:
            self._finish(len(items))
        with self._cond:
            # Caught up but for a batch the thread is storing: wait for it, briefly.
            if not self._pending and 0 < self._inflight <= BATCH:
                self._cond.wait_for(lambda: self._closed or not self._inflight, CATCH_UP_S)
        return vectors[0] if text is not None else None

    def _embed_and_store(self, items: list[tuple[int, str]]) -> int:
        try:
            vectors = self.embedder.embed([embedding_text(t) for _, t in items])
            self._store(items, vectors)
        except BaseException:
            self._requeue(items)
            raise
        finally:
            self._finish(len(items))
        return len(items)

    def _store(self, items: Sequence[tuple[int, str]], vectors: NDArray[np.float32]) -> None:
        rows = [
            (int(mid), np.ascontiguousarray(vec, dtype=np.float32).tobytes())
            for (mid, _), vec in zip(items, vectors, strict=True)
        ]
        self._table.put(self.model_id, rows)

    def _requeue(self, items: Iterable[tuple[int, str]]) -> None:
        with self._cond:
            for message_id, text in items:
                self._pending.setdefault(message_id, text)

    def _finish(self, count: int) -> None:
        with self._cond:
            self._inflight -= count
            self._cond.notify_all()

    def _start_worker(self) -> None:
        # Called with self._cond held.
        if not self._background or self._closed:
            return
        if self._worker is not None and self._worker.is_alive():
            return
        self._worker = threading.Thread(target=self._work, name="hermem-embed", daemon=True)
        self._worker.start()

    def _work(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(
                    lambda: self._closed or self._full_scan_wanted or bool(self._pending)
                )
                if self._closed:
                    return
                full = self._full_scan_wanted
            if full:
                try:
                    self._scan_missing(full=True, wake=False)
                except Exception as exc:
                    log.warning("looking for messages to embed failed: %s", exc)
                with self._cond:
                    self._full_scan_wanted = False
                    self._cond.notify_all()
                continue
            items = self._take(BATCH, newest=False)
            if not items:
                continue
            try:
                self._embed_and_store(items)
            except Exception as exc:  # a background thread has nobody to raise to
                log.warning("background embedding stopped (backfill() retries): %s", exc)
                with self._cond:  # leave the work for backfill() rather than spin on it
                    self._disabled = str(exc)
                    self._pending.clear()
                    self._cond.notify_all()
                return

    # -- the cached matrix ---------------------------------------------------------------

    def _refresh(self) -> None:
        model = self.model_id
        dim = self.embedder.dim
        with self._cache_lock:
            if self._table.unchanged():
                return  # nobody wrote to the database since the last look
            if self._table.signature(model) == (self._count, self._max_seq):
                return

            def deleted(count: int, fresh_ids: NDArray[np.int64]) -> bool:
                # Replaced rows come back among the new ones; otherwise a count short of
                # the cache's means rows were deleted somewhere.
                keep = ~np.isin(self._ids, fresh_ids)
                return int(keep.sum()) + len(fresh_ids) != count

            count, max_seq, new, live = self._table.read_since(model, self._max_seq, dim, deleted)
            fresh_ids = np.array([mid for mid, _ in new], dtype=np.int64)
            keep = ~np.isin(self._ids, fresh_ids)
            if live is not None:
                keep &= np.isin(self._ids, np.array(live, dtype=np.int64))
            fresh = np.frombuffer(b"".join(v for _, v in new), dtype=np.float32).reshape(-1, dim)
            old = self._matrix.reshape(-1, dim) if len(self._ids) else fresh[:0]
            # New arrays each time: callers may still hold the previous ones.
            self._ids = np.concatenate([self._ids[keep], fresh_ids])
            self._matrix = np.ascontiguousarray(np.concatenate([old[keep], fresh]))
            self._order = np.argsort(self._ids, kind="stable")
            self._count = int(count)
            self._max_seq = int(max_seq)


@atexit.register
def _stop_workers() -> None:
    # A daemon thread killed inside onnxruntime at interpreter exit can crash the process.
    for index in list(_open_indexes):
        with index._cond:
            index._closed = True
            index._cond.notify_all()
        worker = index._worker
        if worker is not None:
            worker.join(STOP_WAIT_S)
