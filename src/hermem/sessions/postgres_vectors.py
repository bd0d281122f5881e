"""The semantic index's vectors in PostgreSQL: ``hermem.message_vectors`` of one tenant
and profile (float32 bytes, ranked in numpy as in ``state.db``; pgvector is not needed).

Every statement is scoped to the tenant and profile; connections come from the pool, so
the embedding thread and searches never share one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from hermem.sessions.vector_tables import Deleted
from hermem.storage.postgres import SCHEMA, Database

if TYPE_CHECKING:
    from psycopg import Connection

_VECTORS = f"{SCHEMA}.message_vectors"
_KEY = "tenant = %s AND profile = %s"


class PostgresVectorTable:
    """``hermem.message_vectors`` rows of one tenant and profile."""

    def __init__(self, database: Database, key: tuple[str, str]) -> None:
        self._database = database
        self._key = key

    def _rows(self, sql: str, params: Sequence[Any]) -> list[Any]:
        with self._database.connection() as conn:
            return conn.execute(sql, params).fetchall()

    def top_message_id(self) -> int:
        rows = self._rows(
            f"SELECT COALESCE(max(id), 0) FROM {SCHEMA}.messages WHERE {_KEY}", self._key
        )
        return int(rows[0][0])

    def missing(self, model: str, after: int, upto: int) -> list[tuple[int, str]]:
        rows = self._rows(
            f"SELECT m.id, m.content FROM {SCHEMA}.messages m WHERE m.tenant = %s"
            " AND m.profile = %s AND m.id > %s AND m.id <= %s AND length(btrim(m.content)) > 0"
            f" AND NOT EXISTS (SELECT 1 FROM {_VECTORS} v WHERE v.tenant = m.tenant"
            " AND v.profile = m.profile AND v.message_id = m.id AND v.model = %s) ORDER BY m.id",
            (*self._key, after, upto, model),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    def put(self, model: str, rows: Sequence[tuple[int, bytes]]) -> None:
        if not rows:
            return
        # Locking the messages (KEY SHARE) keeps one from being deleted meanwhile; one
        # already deleted gets no vector. A replaced vector takes a new seq (readers see it).
        with self._database.connection() as conn, conn.transaction():
            conn.execute(
                f"INSERT INTO {_VECTORS} AS v (tenant, profile, message_id, model, vector)"
                " SELECT m.tenant, m.profile, m.id, %s, u.vector"
                " FROM unnest(%s::bigint[], %s::bytea[]) AS u(id, vector)"
                f" JOIN {SCHEMA}.messages m ON m.tenant = %s AND m.profile = %s AND m.id = u.id"
                " ORDER BY m.id FOR KEY SHARE OF m"
                " ON CONFLICT (tenant, profile, message_id) DO UPDATE"
                " SET model = EXCLUDED.model, vector = EXCLUDED.vector, seq = DEFAULT",
                (model, [mid for mid, _ in rows], [vector for _, vector in rows], *self._key),
            )

    def delete(self, message_ids: Sequence[int]) -> None:
        with self._database.connection() as conn:
            conn.execute(
                f"DELETE FROM {_VECTORS} WHERE {_KEY} AND message_id = ANY(%s)",
                (*self._key, list(message_ids)),
            )

    def unchanged(self) -> bool:
        return False  # no cheap "nothing written" counter here: the signature decides

    def signature(self, model: str) -> tuple[int, int]:
        with self._database.connection() as conn:
            return _signature(conn, self._key, model)

    def read_since(
        self, model: str, seq: int, dim: int, deleted: Deleted
    ) -> tuple[int, int, list[tuple[int, bytes]], list[int] | None]:
        import numpy as np

        with self._database.connection() as conn, conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")  # one snapshot
            count, max_seq = _signature(conn, self._key, model)
            new = [
                (int(r[0]), bytes(r[1]))
                for r in conn.execute(
                    f"SELECT message_id, vector FROM {_VECTORS} WHERE {_KEY} AND model = %s"
                    " AND seq > %s AND length(vector) = %s ORDER BY seq",
                    (*self._key, model, seq, dim * 4),
                )
            ]
            live = None
            if deleted(count, np.array([mid for mid, _ in new], dtype=np.int64)):
                live = [
                    int(r[0])
                    for r in conn.execute(
                        f"SELECT message_id FROM {_VECTORS} WHERE {_KEY} AND model = %s",
                        (*self._key, model),
                    )
                ]
        return count, max_seq, new, live

    def close(self) -> None:
        """Nothing to close: connections belong to the process's pool."""


def _signature(conn: Connection[Any], key: tuple[str, str], model: str) -> tuple[int, int]:
    row = conn.execute(
        f"SELECT count(*), COALESCE(max(seq), 0) FROM {_VECTORS} WHERE {_KEY} AND model = %s",
        (*key, model),
    ).fetchone()
    assert row is not None
    return int(row[0]), int(row[1])
