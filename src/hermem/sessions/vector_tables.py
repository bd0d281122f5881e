"""Where the semantic index keeps its vectors: a store's ``message_vectors`` table.

:class:`~hermem.sessions.semantic.EmbeddingIndex` (the cache, the embedding thread) works
through this small interface, so the same index serves ``state.db``
(:class:`SqliteVectorTable`) and PostgreSQL (``postgres_vectors.py``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from hermem.storage.migrations import STATE_DB_MIGRATIONS
from hermem.storage.sqlite import connect, write_transaction

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

Deleted = Callable[[int, "NDArray[np.int64]"], bool]
"""Given the table's row count and the ids of the rows new since the last read: whether
rows were deleted (so the reader needs the list of live ids)."""


class VectorTable(Protocol):
    """The message vectors of one session store, and the messages still lacking one."""

    def top_message_id(self) -> int:
        """The highest message id (0 when there is none)."""

    def missing(self, model: str, after: int, upto: int) -> list[tuple[int, str]]:
        """(id, content) of the messages in ``(after, upto]`` with text and no vector from
        ``model``, by id."""

    def put(self, model: str, rows: Sequence[tuple[int, bytes]]) -> None:
        """Store (message id, float32 bytes) vectors, replacing older ones; a message
        deleted meanwhile gets none."""

    def delete(self, message_ids: Sequence[int]) -> None: ...

    def unchanged(self) -> bool:
        """True only when surely nothing was written since the last call (a cheap check)."""

    def signature(self, model: str) -> tuple[int, int]:
        """(row count, highest seq) of ``model``'s vectors."""

    def read_since(
        self, model: str, seq: int, dim: int, deleted: Deleted
    ) -> tuple[int, int, list[tuple[int, bytes]], list[int] | None]:
        """In one snapshot: the signature, the (id, vector) rows after ``seq`` (of ``dim``
        floats, in seq order), and every live id when ``deleted`` says rows went."""

    def close(self) -> None: ...


class SqliteVectorTable:
    """``message_vectors`` of a ``state.db``, on a connection of its own."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn = connect(path, STATE_DB_MIGRATIONS)
        self._lock = threading.RLock()
        self._data_version = -1  # PRAGMA data_version when last checked
        self._dirty = True  # this connection wrote since then (data_version misses those)

    def top_message_id(self) -> int:
        with self._lock:
            return int(
                self._conn.execute("SELECT COALESCE(MAX(id), 0) FROM messages").fetchone()[0]
            )

    def missing(self, model: str, after: int, upto: int) -> list[tuple[int, str]]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT m.id, m.content FROM messages m"
                " LEFT JOIN message_vectors v ON v.message_id = m.id AND v.model = ?"
                " WHERE m.id > ? AND m.id <= ? AND v.message_id IS NULL"
                " AND length(trim(m.content)) > 0 ORDER BY m.id",
                (model, after, upto),
            ).fetchall()
        return [(int(r[0]), str(r[1])) for r in rows]

    def put(self, model: str, rows: Sequence[tuple[int, bytes]]) -> None:
        with self._lock, write_transaction(self._conn) as conn:
            self._dirty = True
            # A message deleted while it was being embedded gets no vector.
            conn.executemany(
                "INSERT OR REPLACE INTO message_vectors (message_id, model, vector)"
                " SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM messages WHERE id = ?)",
                [(mid, model, vector, mid) for mid, vector in rows],
            )

    def delete(self, message_ids: Sequence[int]) -> None:
        with self._lock, write_transaction(self._conn) as conn:
            self._dirty = True
            for start in range(0, len(message_ids), 500):
                chunk = list(message_ids[start : start + 500])
                marks = ",".join("?" * len(chunk))
                conn.execute(f"DELETE FROM message_vectors WHERE message_id IN ({marks})", chunk)

    def unchanged(self) -> bool:
        with self._lock:
            version = self._conn.execute("PRAGMA data_version").fetchone()[0]
            if version == self._data_version and not self._dirty:
                return True
            self._data_version, self._dirty = version, False
            return False

    def signature(self, model: str) -> tuple[int, int]:
        with self._lock:
            count, max_seq = self._conn.execute(
                "SELECT COUNT(*), COALESCE(MAX(seq), 0) FROM message_vectors WHERE model = ?",
                (model,),
            ).fetchone()
        return int(count), int(max_seq)

    def read_since(
        self, model: str, seq: int, dim: int, deleted: Deleted
    ) -> tuple[int, int, list[tuple[int, bytes]], list[int] | None]:
        import numpy as np

        with self._lock:
            self._conn.execute("BEGIN")  # one snapshot for the reads below
            try:
                count, max_seq = self.signature(model)
                new = [
                    (int(r[0]), bytes(r[1]))
                    for r in self._conn.execute(
                        "SELECT message_id, vector FROM message_vectors"
                        " WHERE model = ? AND seq > ? AND length(vector) = ? ORDER BY seq",
                        (model, seq, dim * 4),
                    )
                ]
                live = None
                if deleted(count, np.array([mid for mid, _ in new], dtype=np.int64)):
                    live = [
                        int(r[0])
                        for r in self._conn.execute(
                            "SELECT message_id FROM message_vectors WHERE model = ?", (model,)
                        )
                    ]
            finally:
                self._conn.execute("COMMIT")
        return count, max_seq, new, live

    def close(self) -> None:
        with self._lock:
            self._conn.close()
