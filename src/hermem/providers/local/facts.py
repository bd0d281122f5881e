"""The local provider's fact store: SQLite, with provenance, trust, entities and history.

A fact is one statement ("User prefers dark mode") with where it came from (session,
message, the exact quote, who said it), a category and tags, a trust score that feedback
moves, and a validity interval. A new fact that contradicts a current one supersedes it
(``supersession.py``): the old fact gets ``valid_to`` and ``superseded_by`` and stays, so
``history`` can show what was believed when. Changing a fact's content makes a new version
the same way. Entities named in a fact are extracted and linked, for ``probe``/``related``
and to rank facts that share them with a query.

The rules live in ``fact_store_base.py`` (shared with the PostgreSQL store); this module
holds the SQLite queries. One connection per store, guarded by a lock; writes are short
BEGIN IMMEDIATE transactions with the busy timeout, so agents and subagents can share one
``facts.db``.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermem.providers.local.entities import Entity
from hermem.providers.local.fact_model import (
    CATEGORIES,
    CATEGORY_ALIASES,
    DEFAULT_TRUST,
    HELPFUL_STEP,
    MAX_FACT_CHARS,
    MAX_TAGS,
    SUPERSESSION_CANDIDATES,
    UNHELPFUL_STEP,
    AddResult,
    Fact,
    FactError,
    NewFact,
    clean_category,
    clean_content,
    clean_tags,
    entity_key,
    fact_from_row,
    merged_tags,
)
from hermem.providers.local.fact_store_base import FactStoreBase
from hermem.providers.local.schema import FACTS_DB_MIGRATIONS
from hermem.providers.local.supersession import Statement, candidate_query, retired_by
from hermem.storage.sqlite import connect, write_transaction

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = [
    "CATEGORIES",
    "CATEGORY_ALIASES",
    "DEFAULT_TRUST",
    "HELPFUL_STEP",
    "MAX_FACT_CHARS",
    "MAX_TAGS",
    "SUPERSESSION_CANDIDATES",
    "UNHELPFUL_STEP",
    "AddResult",
    "Fact",
    "FactError",
    "FactStore",
    "clean_category",
    "clean_content",
    "clean_tags",
]


class FactStore(FactStoreBase):
    """Facts of one ``facts.db``. Thread-safe."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._lock = threading.RLock()
        self.generation = 0

    @classmethod
    def open(cls, path: str | Path) -> FactStore:
        db = Path(path).expanduser()
        return cls(connect(db, FACTS_DB_MIGRATIONS), db)

    @property
    def location(self) -> str:
        return str(self.path)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> FactStore:
        return self

    @contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction on this store's connection (for companion tables)."""
        with self._lock, write_transaction(self._conn) as conn:
            yield conn
            self.generation += 1

    # -- reading -------------------------------------------------------------------------

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    def get_many(self, ids: Sequence[int]) -> list[Fact]:
        wanted = [int(i) for i in ids]
        if not wanted:
            return []
        rows: dict[int, sqlite3.Row] = {}
        names: dict[int, list[str]] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.read(f"SELECT * FROM facts WHERE id IN ({marks})", chunk):
                rows[int(row["id"])] = row
            for row in self.read(
                "SELECT fe.fact_id, e.name FROM fact_entities fe"
                f" JOIN entities e ON e.id = fe.entity_id WHERE fe.fact_id IN ({marks})"
                " ORDER BY e.id",
                chunk,
            ):
                names.setdefault(int(row[0]), []).append(str(row[1]))
        return [fact_from_row(rows[i], names.get(i, [])) for i in wanted if i in rows]

    def scoring_rows(self, ids: Sequence[int]) -> list[tuple[int, str, float, float, float | None]]:
        out: list[tuple[int, str, float, float, float | None]] = []
        wanted = [int(i) for i in ids]
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.read(
                "SELECT id, category, trust, valid_from, valid_to FROM facts"
                f" WHERE id IN ({marks})",
                chunk,
            ):
                valid_to = row[4]
                out.append(
                    (
                        int(row[0]),
                        str(row[1]),
                        float(row[2]),
                        float(row[3]),
                        None if valid_to is None else float(valid_to),
                    )
                )
        return out

    def list_facts(
        self,
        *,
        category: str | None = None,
        include_history: bool = False,
        limit: int = 50,
        offset: int = 0,
    ) -> list[Fact]:
        clauses, params = [], []
        if category:
            clauses.append("category = ?")
            params.append(clean_category(category))
        if not include_history:
            clauses.append("valid_to IS NULL")
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self.read(
            f"SELECT id FROM facts {where} ORDER BY trust DESC, id DESC LIMIT ? OFFSET ?",
            (*params, max(0, int(limit)), max(0, int(offset))),
        )
        return self.get_many([int(r[0]) for r in rows])

    def count(self, *, include_history: bool = False) -> int:
        where = "" if include_history else " WHERE valid_to IS NULL"
        return int(self.read(f"SELECT COUNT(*) FROM facts{where}")[0][0])

    def _older_versions(self, fact_id: int) -> list[int]:
        rows = self.read("SELECT id FROM facts WHERE superseded_by = ? ORDER BY id", (fact_id,))
        return [int(r[0]) for r in rows]

    def _newer_version(self, fact_id: int) -> int | None:
        rows = self.read("SELECT superseded_by FROM facts WHERE id = ?", (fact_id,))
        return None if not rows or rows[0][0] is None else int(rows[0][0])

    def entity_ids(self, names: Iterable[str]) -> dict[str, int]:
        keys = {entity_key(n) for n in names if n and n.strip()}
        found: dict[str, int] = {}
        for key in keys:
            rows = self.read("SELECT id FROM entities WHERE key = ?", (key,)) or self.read(
                "SELECT entity_id FROM entity_aliases WHERE alias = ?", (key,)
            )
            if rows:
                found[key] = int(rows[0][0])
        return found

    def facts_of_entities(
        self, entity_ids: Iterable[int], *, include_history: bool = False, limit: int = 200
    ) -> list[int]:
        ids = sorted(set(entity_ids))
        if not ids:
            return []
        current = "" if include_history else " AND f.valid_to IS NULL"
        if len(ids) == 1:
            # Newest first straight from the (entity_id, fact_id) index: no sort, so the
            # cost stays flat however many facts name a frequent entity.
            rows = self.read(
                "SELECT fe.fact_id FROM fact_entities fe JOIN facts f ON f.id = fe.fact_id"
                f" WHERE fe.entity_id = ?{current} ORDER BY fe.fact_id DESC LIMIT ?",
                (ids[0], limit),
            )
            return [int(r[0]) for r in rows]
        marks = ",".join("?" * len(ids))
        rows = self.read(
            "SELECT fe.fact_id FROM fact_entities fe JOIN facts f ON f.id = fe.fact_id"
            f" WHERE fe.entity_id IN ({marks}){current}"
            " GROUP BY fe.fact_id ORDER BY COUNT(*) DESC, f.trust DESC, f.id DESC LIMIT ?",
            (*ids, limit),
        )
        return [int(r[0]) for r in rows]

    def current_id(self, norm: str) -> int | None:
        rows = self.read("SELECT id FROM facts WHERE norm = ? AND valid_to IS NULL", (norm,))
        return int(rows[0][0]) if rows else None

    def lexical_newest(
        self, terms: Sequence[str], *, include_history: bool, limit: int
    ) -> list[int]:
        # Matching in rowid order and stopping early costs a fraction of a millisecond at
        # any size: no document frequencies are computed (see retrieval._coordinated).
        current = "" if include_history else " WHERE f.valid_to IS NULL"
        try:
            rows = self.read(
                "SELECT f.id FROM (SELECT rowid FROM facts_fts WHERE facts_fts MATCH ?"
                f" ORDER BY rowid DESC LIMIT ?) m JOIN facts f ON f.id = m.rowid{current}",
                (" AND ".join(terms), limit * 2),
            )
        except sqlite3.OperationalError:
            return []
        return [int(r[0]) for r in rows][:limit]

    def lexical_ranked(
        self, terms: Sequence[str], *, include_history: bool, limit: int
    ) -> dict[int, float]:
        # Ranked inside the index first (no per-match row lookups), then kept to current
        # facts unless history is asked: extra candidates make up for the dropped ones.
        current = "" if include_history else " WHERE f.valid_to IS NULL"
        try:
            rows = self.read(
                "SELECT f.id, m.r FROM (SELECT rowid, bm25(facts_fts, 1.0, 0.5) AS r"
                " FROM facts_fts WHERE facts_fts MATCH ? ORDER BY r LIMIT ?) m"
                f" JOIN facts f ON f.id = m.rowid{current} ORDER BY m.r LIMIT ?",
                (" OR ".join(terms), limit * 2, limit),
            )
        except sqlite3.OperationalError:
            return {}
        return {int(r[0]): -float(r[1]) for r in rows}

    # -- writing -------------------------------------------------------------------------

    def _insert(self, new: NewFact) -> tuple[int, str, tuple[int, ...]]:
        superseded: tuple[int, ...] = ()
        with self._lock, write_transaction(self._conn) as conn:
            existing = conn.execute(
                "SELECT id FROM facts WHERE norm = ? AND valid_to IS NULL", (new.norm,)
            ).fetchone()
            if existing is not None:
                fact_id = int(existing[0])
                if new.tags:
                    row = conn.execute("SELECT tags FROM facts WHERE id = ?", (fact_id,)).fetchone()
                    conn.execute(
                        "UPDATE facts SET tags = ?, updated_at = ? WHERE id = ?",
                        (merged_tags(row[0] if row else None, new.tags), new.when, fact_id),
                    )
                status = "exists"
            else:
                cursor = conn.execute(
                    "INSERT INTO facts (content, norm, category, tags, slot, negated, trust,"
                    " source, session_id, message_id, quote, speaker, created_at, updated_at,"
                    " valid_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        new.content,
                        new.norm,
                        new.category,
                        new.tag_text,
                        new.slot,
                        int(new.negated),
                        new.trust,
                        new.source,
                        new.session_id,
                        new.message_id,
                        new.quote,
                        new.speaker,
                        new.when,
                        new.when,
                        new.when,
                    ),
                )
                fact_id = int(cursor.lastrowid or 0)
                _link_entities(conn, fact_id, new.entities, new.when)
                superseded = tuple(_supersede(conn, fact_id, new))
                status = "added"
            self.generation += 1
        return fact_id, status, superseded

    def _change(self, fact_id: int, changes: Mapping[str, Any], when: float) -> None:
        sets = ", ".join(f"{k} = ?" for k in changes)
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute(
                f"UPDATE facts SET {sets}, updated_at = ? WHERE id = ?",
                (*changes.values(), when, fact_id),
            )
            self.generation += 1

    def _retire(self, fact_id: int, by: int | None) -> None:
        when = time.time()
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute(
                "UPDATE facts SET valid_to = COALESCE(valid_to, ?), superseded_by = ?,"
                " updated_at = ? WHERE id = ?",
                (when, by, when, fact_id),
            )
            self.generation += 1

    def remove(self, fact_id: int) -> bool:
        with self._lock, write_transaction(self._conn) as conn:
            removed = conn.execute("DELETE FROM facts WHERE id = ?", (int(fact_id),)).rowcount > 0
            self.generation += 1
        return removed

    def _count_feedback(self, fact_id: int, trust: float, helpful: bool) -> None:
        column = "helpful_count" if helpful else "unhelpful_count"
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute(
                f"UPDATE facts SET trust = ?, {column} = {column} + 1, updated_at = ? WHERE id = ?",
                (trust, time.time(), fact_id),
            )
            self.generation += 1

    def record_retrievals(self, ids: Sequence[int]) -> None:
        if not ids:
            return
        marks = ",".join("?" * len(ids))
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute(
                f"UPDATE facts SET retrieval_count = retrieval_count + 1 WHERE id IN ({marks})",
                [int(i) for i in ids],
            )

    # -- embeddings ----------------------------------------------------------------------

    def store_vectors(self, model: str, items: Sequence[tuple[int, NDArray[np.float32]]]) -> int:
        if not items:
            return 0
        rows = [(int(i), model, v.astype("float32").tobytes()) for i, v in items]
        with self.writing() as conn:
            existing = {
                int(r[0])
                for r in conn.execute(
                    f"SELECT id FROM facts WHERE id IN ({','.join('?' * len(rows))})",
                    [r[0] for r in rows],
                )
            }
            conn.executemany(
                "INSERT OR REPLACE INTO fact_vectors (fact_id, model, vector) VALUES (?, ?, ?)",
                [r for r in rows if r[0] in existing],
            )
        return len(existing)

    def facts_without_vectors(self, model: str, limit: int) -> list[tuple[int, str]]:
        rows = self.read(
            "SELECT f.id, f.content FROM facts f LEFT JOIN fact_vectors v"
            " ON v.fact_id = f.id AND v.model = ? WHERE v.fact_id IS NULL"
            " AND f.valid_to IS NULL ORDER BY f.id LIMIT ?",
            (model, limit),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    def vector_signature(self, model: str) -> tuple[int, int]:
        row = self.read(
            "SELECT COUNT(*), COALESCE(MAX(fact_id), 0) FROM fact_vectors WHERE model = ?",
            (model,),
        )[0]
        return int(row[0]), int(row[1])

    def vector_rows(self, model: str) -> list[tuple[int, bytes]]:
        rows = self.read(
            "SELECT fact_id, vector FROM fact_vectors WHERE model = ? ORDER BY fact_id", (model,)
        )
        return [(int(r[0]), bytes(r[1])) for r in rows]


def _supersede(conn: sqlite3.Connection, fact_id: int, new: NewFact) -> list[int]:
    """Retire the current facts ``new`` contradicts; returns their ids."""
    candidates: dict[int, Statement] = {}
    if new.slot:
        for row in conn.execute(
            "SELECT id, content, slot, negated FROM facts"
            " WHERE slot = ? AND valid_to IS NULL AND id != ?",
            (new.slot, fact_id),
        ):
            candidates[int(row[0])] = Statement(str(row[1]), row[2], bool(row[3]))
    query = candidate_query(new.content)
    if query:
        try:
            rows = conn.execute(
                "SELECT f.id, f.content, f.slot, f.negated FROM facts_fts"
                " JOIN facts f ON f.id = facts_fts.rowid WHERE facts_fts MATCH ?"
                " AND f.valid_to IS NULL AND f.id != ? ORDER BY facts_fts.rowid DESC"
                " LIMIT ?",
                (query, fact_id, SUPERSESSION_CANDIDATES),
            ).fetchall()
        except sqlite3.OperationalError:
            rows = []
        for row in rows:
            candidates.setdefault(int(row[0]), Statement(str(row[1]), row[2], bool(row[3])))
    retired = retired_by(new.statement, candidates.items())
    for old_id in retired:
        conn.execute(
            "UPDATE facts SET valid_to = ?, superseded_by = ?, updated_at = ? WHERE id = ?",
            (new.when, fact_id, new.when, old_id),
        )
    return retired


def _link_entities(
    conn: sqlite3.Connection, fact_id: int, entities: Sequence[Entity], when: float
) -> None:
    for entity in entities:
        row = conn.execute(
            "SELECT id, aliases FROM entities WHERE key = ?", (entity.key,)
        ).fetchone()
        if row is None:
            row = conn.execute(
                "SELECT e.id, e.aliases FROM entity_aliases a JOIN entities e ON e.id = a.entity_id"
                " WHERE a.alias = ?",
                (entity.key,),
            ).fetchone()
        if row is None:
            cursor = conn.execute(
                "INSERT INTO entities (key, name, kind, aliases, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (entity.key, entity.name, entity.kind, json.dumps(list(entity.aliases)), when),
            )
            entity_id = int(cursor.lastrowid or 0)
        else:
            entity_id = int(row[0])
        for alias in entity.aliases:
            conn.execute(
                "INSERT OR IGNORE INTO entity_aliases (alias, entity_id) VALUES (?, ?)",
                (entity_key(alias), entity_id),
            )
        conn.execute(
            "INSERT OR IGNORE INTO fact_entities (fact_id, entity_id) VALUES (?, ?)",
            (fact_id, entity_id),
        )
