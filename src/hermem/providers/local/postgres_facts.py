"""The local provider's facts in PostgreSQL: one tenant and profile per store.

Same interface and results as the SQLite store (``facts.py``): the rules are shared
(``fact_store_base.py``, ``supersession.py``, ``retrieval.py``); only the queries are
PostgreSQL's. Every statement names the tenant and profile, so one store can never read
or change another namespace's facts.

- Ids count from 1 per tenant and profile. Adding a fact locks its namespace's counter
  row first, so concurrent writers of one namespace take turns (as SQLite's
  BEGIN IMMEDIATE makes them) and the same statement is never stored twice.
- Words: BM25 computed in SQL over the ``fts`` tsvector with FTS5's formula (content
  weight 1, tags 0.5, k1 1.2, b 0.75, its idf), from the namespace's fact and word
  totals that every write keeps in ``fact_counters``: rankings match the SQLite store's.
  Word-index queries are planned for their words (see ``_word_query``).
- Supersession candidates: the anchors of ``supersession.candidate_anchors``; "begins
  with" is the ``lead`` column (a fact's first word), the phrases are ``tsquery``.
- Vectors: with pgvector (found and enabled at run time) an ``embedding`` column, an
  HNSW cosine index per dimension and ``<=>`` search; without it, float32 bytes ranked
  in numpy by ``vectors.py`` exactly as for SQLite. The bytes are kept in both cases.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from hermem.errors import DatabaseError
from hermem.providers.local.entities import Entity
from hermem.providers.local.fact_model import (
    SUPERSESSION_CANDIDATES,
    Fact,
    FactError,
    NewFact,
    clean_category,
    entity_key,
    fact_from_row,
    merged_tags,
)
from hermem.providers.local.fact_store_base import FactStoreBase
from hermem.providers.local.supersession import Statement, candidate_anchors, retired_by
from hermem.storage.postgres import (
    MIGRATION_LOCK_KEY,
    SCHEMA,
    Database,
    error_reason,
    open_database,
    require_driver,
)
from hermem.storage.postgres_fact_tables import TS_CONFIG

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray
    from psycopg import Connection

log = logging.getLogger("hermem.providers.local")

VECTOR_MODES = ("auto", "pgvector", "column")
BM25_K1 = 1.2
BM25_B = 0.75
TAG_WEIGHT = 0.5
HNSW_MAX_DIM = 2_000  # pgvector's limit for an indexed ``vector``
_FACTS = f"{SCHEMA}.facts"
_COUNTERS = f"{SCHEMA}.fact_counters"
_ENTITIES = f"{SCHEMA}.fact_entities"
_ALIASES = f"{SCHEMA}.fact_entity_aliases"
_LINKS = f"{SCHEMA}.fact_entity_links"
_VECTORS = f"{SCHEMA}.fact_vectors"
_KEY = "tenant = %s AND profile = %s"
_COLUMNS = (
    "id, content, category, tags, slot, negated, trust, helpful_count, unhelpful_count,"
    " retrieval_count, source, session_id, message_id, quote, speaker, created_at,"
    " updated_at, valid_from, valid_to, superseded_by"
)
_PREFIX_WORD = re.compile(r"\w+")
_FIRST_WORD = re.compile(r"[^\W_]+(?:[.'’][^\W_]+)*")


class PostgresFactStore(FactStoreBase):
    """Facts of one tenant and profile in PostgreSQL. Thread-safe (pooled connections)."""

    def __init__(
        self, database: Database, *, tenant: str, profile: str = "default", vectors: str = "auto"
    ) -> None:
        if vectors not in VECTOR_MODES:
            raise FactError(f"vectors must be one of {', '.join(VECTOR_MODES)}, got {vectors!r}")
        self._db = database
        self.url = database.url
        self.tenant = tenant
        self.profile = profile
        self._key = (tenant, profile)
        self._vector_mode = vectors
        self._lock = threading.Lock()
        self._pinned = threading.local()
        self._vector_state: _VectorState | None = None
        self._closed = False
        self.generation = 0

    @classmethod
    def open(
        cls, url: str, *, tenant: str, profile: str = "default", vectors: str = "auto"
    ) -> PostgresFactStore:
        """The facts of ``tenant`` and ``profile`` at ``url``; connects (and migrates) now,
        so a wrong URL or a server that is down fails here with its reason."""
        require_driver()
        database = open_database(url)
        with database.connection():
            pass
        return cls(database, tenant=tenant, profile=profile, vectors=vectors)

    @property
    def location(self) -> str:
        return f"{self._db.description} (tenant {self.tenant}, profile {self.profile})"

    def close(self) -> None:
        # The pool is the process's (open_database), shared with the other stores.
        self._closed = True

    def __enter__(self) -> PostgresFactStore:
        return self

    @contextmanager
    def reading(self) -> Iterator[None]:
        if self._closed or getattr(self._pinned, "conn", None) is not None:
            yield
            return
        with self._db.connection() as conn:
            self._pinned.conn = conn
            try:
                yield
            finally:
                self._pinned.conn = None

    @contextmanager
    def _connection(self) -> Iterator[Connection[Any]]:
        if self._closed:
            raise DatabaseError(f"the fact store at {self.location} is closed")
        pinned = getattr(self._pinned, "conn", None)
        if pinned is not None:  # inside reading(): this thread's connection
            yield pinned
            return
        with self._db.connection() as conn:
            yield conn

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self._connection() as conn:
            return conn.execute(sql, (*self._key, *params)).fetchall()

    # -- reading -------------------------------------------------------------------------

    def get_many(self, ids: Sequence[int]) -> list[Fact]:
        from psycopg.rows import dict_row

        wanted = [int(i) for i in ids]
        if not wanted:
            return []
        with self._connection() as conn:
            with conn.cursor(row_factory=dict_row) as cursor:
                rows = {
                    int(r["id"]): r
                    for r in cursor.execute(
                        f"SELECT {_COLUMNS} FROM {_FACTS} WHERE {_KEY} AND id = ANY(%s)",
                        (*self._key, wanted),
                    ).fetchall()
                }
            names: dict[int, list[str]] = {}
            for fact_id, name in conn.execute(
                f"SELECT l.fact_id, e.name FROM {_LINKS} l JOIN {_ENTITIES} e"
                " ON e.id = l.entity_id WHERE l.tenant = %s AND l.profile = %s"
                " AND l.fact_id = ANY(%s) ORDER BY e.id",
                (*self._key, wanted),
            ):
                names.setdefault(int(fact_id), []).append(str(name))
        return [fact_from_row(rows[i], names.get(i, [])) for i in wanted if i in rows]

    def scoring_rows(self, ids: Sequence[int]) -> list[tuple[int, str, float, float, float | None]]:
        wanted = [int(i) for i in ids]
        if not wanted:
            return []
        rows = self._rows(
            f"SELECT id, category, trust, valid_from, valid_to FROM {_FACTS}"
            f" WHERE {_KEY} AND id = ANY(%s)",
            (wanted,),
        )
        return [
            (int(r[0]), str(r[1]), float(r[2]), float(r[3]), None if r[4] is None else float(r[4]))
            for r in rows
        ]

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
            clauses.append(" AND category = %s")
            params.append(clean_category(category))
        if not include_history:
            clauses.append(" AND valid_to IS NULL")
        rows = self._rows(
            f"SELECT id FROM {_FACTS} WHERE {_KEY}{''.join(clauses)}"
            " ORDER BY trust DESC, id DESC LIMIT %s OFFSET %s",
            (*params, max(0, int(limit)), max(0, int(offset))),
        )
        return self.get_many([int(r[0]) for r in rows])

    def count(self, *, include_history: bool = False) -> int:
        current = "" if include_history else " AND valid_to IS NULL"
        return int(self._rows(f"SELECT count(*) FROM {_FACTS} WHERE {_KEY}{current}")[0][0])

    def _older_versions(self, fact_id: int) -> list[int]:
        rows = self._rows(
            f"SELECT id FROM {_FACTS} WHERE {_KEY} AND superseded_by = %s ORDER BY id",
            (fact_id,),
        )
        return [int(r[0]) for r in rows]

    def _newer_version(self, fact_id: int) -> int | None:
        rows = self._rows(
            f"SELECT superseded_by FROM {_FACTS} WHERE {_KEY} AND id = %s", (fact_id,)
        )
        return None if not rows or rows[0][0] is None else int(rows[0][0])

    def entity_ids(self, names: Iterable[str]) -> dict[str, int]:
        # A NUL cannot be in a stored key (PostgreSQL text refuses it): no match, no error.
        keys = sorted({entity_key(n) for n in names if n and n.strip() and "\x00" not in n})
        if not keys:
            return {}
        found: dict[str, int] = {}
        for key, entity_id in self._rows(
            f"SELECT key, id FROM {_ENTITIES} WHERE {_KEY} AND key = ANY(%s)", (keys,)
        ):
            found[str(key)] = int(entity_id)
        missing = [k for k in keys if k not in found]
        if missing:
            for alias, entity_id in self._rows(
                f"SELECT alias, entity_id FROM {_ALIASES} WHERE {_KEY} AND alias = ANY(%s)",
                (missing,),
            ):
                found[str(alias)] = int(entity_id)
        return found

    def facts_of_entities(
        self, entity_ids: Iterable[int], *, include_history: bool = False, limit: int = 200
    ) -> list[int]:
        ids = sorted(set(entity_ids))
        if not ids:
            return []
        current = "" if include_history else " AND f.valid_to IS NULL"
        joined = (
            f"FROM {_LINKS} l JOIN {_FACTS} f ON f.tenant = l.tenant AND f.profile = l.profile"
            " AND f.id = l.fact_id WHERE l.tenant = %s AND l.profile = %s"
        )
        if len(ids) == 1:
            rows = self._rows(
                f"SELECT l.fact_id {joined} AND l.entity_id = %s{current}"
                " ORDER BY l.fact_id DESC LIMIT %s",
                (ids[0], limit),
            )
        else:
            rows = self._rows(
                f"SELECT l.fact_id {joined} AND l.entity_id = ANY(%s){current}"
                " GROUP BY l.fact_id, f.trust"
                " ORDER BY count(*) DESC, f.trust DESC, l.fact_id DESC LIMIT %s",
                (ids, limit),
            )
        return [int(r[0]) for r in rows]

    def current_id(self, norm: str) -> int | None:
        if "\x00" in norm:
            return None
        rows = self._rows(
            f"SELECT id FROM {_FACTS} WHERE {_KEY} AND norm = %s AND valid_to IS NULL", (norm,)
        )
        return int(rows[0][0]) if rows else None

    def lexical_newest(
        self, terms: Sequence[str], *, include_history: bool, limit: int
    ) -> list[int]:
        return next(self.lexical_newest_each([terms], include_history=include_history, limit=limit))

    def lexical_newest_each(
        self, groups: Sequence[Sequence[str]], *, include_history: bool, limit: int
    ) -> Iterator[list[int]]:
        # Every group in one round trip: a query costs far more here than in SQLite.
        current = "" if include_history else " WHERE m.valid_to IS NULL"
        branches, params = [], []
        for index, terms in enumerate(groups):
            queries = [_tsquery(t) for t in terms]
            if not queries:
                continue
            every = " && ".join(sql for sql, _ in queries)
            branches.append(
                f"(SELECT {index} AS g, m.id FROM (SELECT id, valid_to FROM {_FACTS}"
                f" WHERE {_KEY} AND fts @@ ({every}) ORDER BY id DESC LIMIT %s) m{current})"
            )
            params += [*self._key, *(p for _, p in queries), limit * 2]
        found: dict[int, list[int]] = {}
        if branches:
            with self._connection() as conn:
                sql = " UNION ALL ".join(branches) + " ORDER BY g, id DESC"
                for index, fact_id in _word_query(conn, sql, params):
                    found.setdefault(int(index), []).append(int(fact_id))
        for index in range(len(groups)):
            yield found.get(index, [])[:limit]

    def lexical_ranked(
        self, terms: Sequence[str], *, include_history: bool, limit: int
    ) -> dict[int, float]:
        queries = [_tsquery(t) for t in terms]
        if not queries:
            return {}
        with self._connection() as conn:
            # 1. Each term as a tsquery (text) and, for a single word, its lexeme: what the
            #    word index holds for it, under the facts' own text search configuration.
            parsed = conn.execute(
                "SELECT q::text, CASE WHEN numnode(q) = 1 AND word IS NOT NULL THEN (SELECT"
                f" min(lexeme) FROM unnest(to_tsvector('{TS_CONFIG}', word))) END FROM (VALUES "
                + ", ".join(f"({sql}, %s::text)" for sql, _ in queries)
                + ") AS t (q, word) WHERE numnode(q) > 0",
                [
                    value
                    for term, (_, param) in zip(terms, queries, strict=True)
                    for value in (param, None if term.endswith("*") else param)
                ],
            ).fetchall()
            if not parsed:
                return {}
            total, average = self._corpus(conn)
            # 2. BM25 of every fact holding any term, in one pass over those facts: term
            #    frequencies from the tsvector's weights (A = content 1, B = tags 0.5), and
            #    each term's document frequency counted among them (a fact holding the
            #    term holds some term, so it is there).
            values = ", ".join(["(%s::int, %s::tsquery, %s::text)"] * len(parsed))
            current = " WHERE s.valid_to IS NULL" if not include_history else ""
            rows = _word_query(
                conn,
                f"""
                WITH terms (n, q, lexeme) AS (VALUES {values}),
                matched AS MATERIALIZED (
                    SELECT id, valid_to, tokens, fts FROM {_FACTS}
                    WHERE tenant = %s AND profile = %s AND fts @@ %s::tsquery
                ),
                freq AS MATERIALIZED (
                    SELECT m.id, t.n, (cardinality(array_positions(u.weights, 'A'))
                        + {TAG_WEIGHT} * cardinality(array_positions(u.weights, 'B')))::float8 AS tf
                    FROM matched m CROSS JOIN LATERAL unnest(m.fts) u
                    JOIN terms t ON t.lexeme = u.lexeme
                    UNION ALL
                    SELECT m.id, t.n, 1.0::float8 FROM matched m
                    JOIN terms t ON t.lexeme IS NULL AND m.fts @@ t.q
                ),
                idf AS (
                    SELECT n, CASE WHEN x <= 0 THEN 1e-6 ELSE x END AS idf FROM (
                        SELECT n, ln((%s - count(*) + 0.5)::float8 / (count(*) + 0.5)) AS x
                        FROM freq GROUP BY n
                    ) d
                ),
                scored AS (
                    SELECT m.id, m.valid_to, sum(i.idf * f.tf * {BM25_K1 + 1} / (f.tf + {BM25_K1}
                        * ({1 - BM25_B} + {BM25_B} * GREATEST(m.tokens, 1) / %s::float8))) AS score
                    FROM freq f JOIN idf i ON i.n = f.n JOIN matched m ON m.id = f.id
                    GROUP BY m.id, m.valid_to ORDER BY score DESC, m.id LIMIT %s
                )
                SELECT s.id, s.score FROM scored s{current} ORDER BY s.score DESC, s.id LIMIT %s
                """,
                [
                    *(v for n, (q, lexeme) in enumerate(parsed) for v in (n, q, lexeme)),
                    *self._key,
                    " | ".join(f"({q})" for q, _ in parsed),
                    total,
                    average,
                    limit * 2,
                    limit,
                ],
            )
        return {int(r[0]): float(r[1]) for r in rows}

    def _corpus(self, conn: Connection[Any]) -> tuple[int, float]:
        """(facts, average words per fact) of this namespace, history included, as FTS5
        counts them for BM25: totals kept by every write, so nothing is counted here."""
        row = conn.execute(
            f"SELECT facts, tokens FROM {_COUNTERS} WHERE {_KEY}", self._key
        ).fetchone()
        if row is None or int(row[0]) <= 0:
            return 0, 1.0
        return int(row[0]), max(1.0, int(row[1]) / int(row[0]))

    # -- writing -------------------------------------------------------------------------

    def _insert(self, new: NewFact) -> tuple[int, str, tuple[int, ...]]:
        superseded: tuple[int, ...] = ()
        with self._connection() as conn, conn.transaction():
            # The namespace's counter row, locked: writers of one namespace take turns.
            conn.execute(
                f"INSERT INTO {_COUNTERS} (tenant, profile) VALUES (%s, %s)"
                " ON CONFLICT (tenant, profile) DO UPDATE SET last_id = fact_counters.last_id",
                self._key,
            )
            existing = conn.execute(
                f"SELECT id, tags FROM {_FACTS} WHERE {_KEY} AND norm = %s AND valid_to IS NULL",
                (*self._key, new.norm),
            ).fetchone()
            if existing is not None:
                fact_id = int(existing[0])
                if new.tags:
                    self._set(
                        conn,
                        fact_id,
                        {"tags": merged_tags(existing[1], new.tags)},
                        new.when,
                    )
                status = "exists"
            else:
                row = conn.execute(
                    f"UPDATE {_COUNTERS} SET last_id = last_id + 1, facts = facts + 1"
                    f" WHERE {_KEY} RETURNING last_id",
                    self._key,
                ).fetchone()
                assert row is not None
                fact_id = int(row[0])
                conn.execute(
                    f"WITH added AS (INSERT INTO {_FACTS} (tenant, profile, id, content, norm,"
                    " lead, category, tags, slot, negated, trust, source, session_id, message_id,"
                    " quote, speaker, created_at, updated_at, valid_from) VALUES (%s, %s, %s, %s,"
                    " %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
                    f" RETURNING tokens) UPDATE {_COUNTERS}"
                    f" SET tokens = tokens + (SELECT tokens FROM added) WHERE {_KEY}",
                    (
                        *self._key,
                        fact_id,
                        new.content,
                        new.norm,
                        _lead(new.content),
                        new.category,
                        new.tag_text,
                        new.slot,
                        new.negated,
                        new.trust,
                        new.source,
                        new.session_id,
                        new.message_id,
                        new.quote,
                        new.speaker,
                        new.when,
                        new.when,
                        new.when,
                        *self._key,
                    ),
                )
                self._link_entities(conn, fact_id, new.entities, new.when)
                superseded = tuple(self._supersede(conn, fact_id, new))
                status = "added"
            self.generation += 1
        return fact_id, status, superseded

    def _supersede(self, conn: Connection[Any], fact_id: int, new: NewFact) -> list[int]:
        """Retire the current facts ``new`` contradicts; returns their ids."""
        candidates: dict[int, Statement] = {}
        select = f"SELECT id, content, slot, negated FROM {_FACTS} WHERE {_KEY}"
        if new.slot:
            for row in conn.execute(
                f"{select} AND slot = %s AND valid_to IS NULL AND id <> %s",
                (*self._key, new.slot, fact_id),
            ):
                candidates[int(row[0])] = Statement(str(row[1]), row[2], bool(row[3]))
        anchors = candidate_anchors(new.content)
        if anchors is not None:
            phrase = f"fts @@ phraseto_tsquery('{TS_CONFIG}', %s)"
            if anchors.second is None:
                where, params = phrase, [anchors.first]
            else:
                where = f"(lead = %s AND ({phrase} OR {phrase})) OR {phrase}"
                params = [
                    _fold(anchors.first),
                    f"{anchors.first} {anchors.second}",
                    str(anchors.last),
                    f"{anchors.before_last} {anchors.last}",
                ]
            for row in _word_query(
                conn,
                f"{select} AND valid_to IS NULL AND id <> %s AND ({where})"
                " ORDER BY id DESC LIMIT %s",
                (*self._key, fact_id, *params, SUPERSESSION_CANDIDATES),
            ):
                candidates.setdefault(int(row[0]), Statement(str(row[1]), row[2], bool(row[3])))
        retired = retired_by(new.statement, candidates.items())
        if retired:
            conn.execute(
                f"UPDATE {_FACTS} SET valid_to = %s, superseded_by = %s, updated_at = %s"
                f" WHERE {_KEY} AND id = ANY(%s)",
                (new.when, fact_id, new.when, *self._key, retired),
            )
        return retired

    def _link_entities(
        self, conn: Connection[Any], fact_id: int, entities: Sequence[Entity], when: float
    ) -> None:
        for entity in entities:
            row = (
                conn.execute(
                    f"SELECT id FROM {_ENTITIES} WHERE {_KEY} AND key = %s",
                    (*self._key, entity.key),
                ).fetchone()
                or conn.execute(
                    f"SELECT entity_id FROM {_ALIASES} WHERE {_KEY} AND alias = %s",
                    (*self._key, entity.key),
                ).fetchone()
            )
            if row is None:
                row = conn.execute(
                    f"INSERT INTO {_ENTITIES} (tenant, profile, key, name, kind, aliases,"
                    " created_at) VALUES (%s, %s, %s, %s, %s, %s, %s)"
                    " ON CONFLICT (tenant, profile, key) DO UPDATE SET key = EXCLUDED.key"
                    " RETURNING id",
                    (
                        *self._key,
                        entity.key,
                        entity.name,
                        entity.kind,
                        json.dumps(list(entity.aliases)),
                        when,
                    ),
                ).fetchone()
                assert row is not None
            entity_id = int(row[0])
            for alias in entity.aliases:
                conn.execute(
                    f"INSERT INTO {_ALIASES} (tenant, profile, alias, entity_id)"
                    " VALUES (%s, %s, %s, %s) ON CONFLICT DO NOTHING",
                    (*self._key, entity_key(alias), entity_id),
                )
            conn.execute(
                f"INSERT INTO {_LINKS} (tenant, profile, fact_id, entity_id)"
                " VALUES (%s, %s, %s, %s) ON CONFLICT DO NOTHING",
                (*self._key, fact_id, entity_id),
            )

    def _write(self, sql: str, params: Sequence[Any]) -> int:
        with self._connection() as conn:
            count = conn.execute(sql, params).rowcount
        self.generation += 1
        return count

    def _change(self, fact_id: int, changes: Mapping[str, Any], when: float) -> None:
        with self._connection() as conn, conn.transaction():
            self._lock_namespace(conn)
            self._set(conn, fact_id, changes, when)
        self.generation += 1

    def _lock_namespace(self, conn: Connection[Any]) -> None:
        """Take the namespace's counter row first, as adding a fact does: writers that
        change the word totals queue in one order, so they can never deadlock."""
        conn.execute(f"SELECT 1 FROM {_COUNTERS} WHERE {_KEY} FOR UPDATE", self._key)

    def _set(
        self, conn: Connection[Any], fact_id: int, changes: Mapping[str, Any], when: float
    ) -> None:
        """Change columns of a fact in place, keeping the namespace's word total (tags
        count as words) right."""
        sets = "".join(f"{_column(k)} = %s, " for k in changes)
        conn.execute(
            f"WITH old AS (SELECT tokens FROM {_FACTS} WHERE {_KEY} AND id = %s),"
            f" new AS (UPDATE {_FACTS} SET {sets}updated_at = %s WHERE {_KEY} AND id = %s"
            f" RETURNING tokens) UPDATE {_COUNTERS} SET tokens = tokens"
            " + COALESCE((SELECT tokens FROM new), 0) - COALESCE((SELECT tokens FROM old), 0)"
            f" WHERE {_KEY}",
            (*self._key, fact_id, *changes.values(), when, *self._key, fact_id, *self._key),
        )

    def _retire(self, fact_id: int, by: int | None) -> None:
        when = time.time()
        self._write(
            f"UPDATE {_FACTS} SET valid_to = COALESCE(valid_to, %s), superseded_by = %s,"
            f" updated_at = %s WHERE {_KEY} AND id = %s",
            (when, by, when, *self._key, fact_id),
        )

    def remove(self, fact_id: int) -> bool:
        with self._connection() as conn, conn.transaction():
            self._lock_namespace(conn)
            conn.execute(
                f"UPDATE {_FACTS} SET superseded_by = NULL WHERE {_KEY} AND superseded_by = %s",
                (*self._key, int(fact_id)),
            )
            row = conn.execute(
                f"WITH gone AS (DELETE FROM {_FACTS} WHERE {_KEY} AND id = %s RETURNING tokens),"
                f" totals AS (UPDATE {_COUNTERS} SET facts = facts - (SELECT count(*) FROM gone),"
                " tokens = tokens - COALESCE((SELECT sum(tokens) FROM gone), 0)"
                f" WHERE {_KEY}) SELECT count(*) FROM gone",
                (*self._key, int(fact_id), *self._key),
            ).fetchone()
        self.generation += 1
        return row is not None and int(row[0]) > 0

    def _count_feedback(self, fact_id: int, trust: float, helpful: bool) -> None:
        column = "helpful_count" if helpful else "unhelpful_count"
        self._write(
            f"UPDATE {_FACTS} SET trust = %s, {column} = {column} + 1, updated_at = %s"
            f" WHERE {_KEY} AND id = %s",
            (trust, time.time(), *self._key, fact_id),
        )

    def record_retrievals(self, ids: Sequence[int]) -> None:
        if not ids:
            return
        with self._connection() as conn:
            conn.execute(
                f"UPDATE {_FACTS} SET retrieval_count = retrieval_count + 1"
                f" WHERE {_KEY} AND id = ANY(%s)",
                (*self._key, [int(i) for i in ids]),
            )

    # -- embeddings ----------------------------------------------------------------------

    @property
    def ranks_vectors(self) -> bool:
        return self._vectors().schema is not None

    def store_vectors(self, model: str, items: Sequence[tuple[int, NDArray[np.float32]]]) -> int:
        if not items:
            return 0
        state = self._vectors()
        if state.schema is not None:
            for dim in {len(v) for _, v in items} - state.indexed:
                self._index_dimension(state, dim)
            columns, values = ", embedding", f", %s::{_vector_type(state.schema)}"
            replace = ", embedding = EXCLUDED.embedding"
        else:
            # A pgvector copy left from an earlier run must not outlive its bytes.
            columns, values = "", ""
            replace = ", embedding = NULL" if state.has_column else ""
        with self._connection() as conn, conn.transaction():
            existing = {
                int(r[0])
                for r in conn.execute(
                    f"SELECT id FROM {_FACTS} WHERE {_KEY} AND id = ANY(%s)",
                    (*self._key, [int(i) for i, _ in items]),
                )
            }
            rows = [
                (
                    *self._key,
                    int(fact_id),
                    model,
                    len(vector),
                    vector.astype("float32").tobytes(),
                    *([_vector_text(vector)] if columns else []),
                )
                for fact_id, vector in items
                if int(fact_id) in existing
            ]
            if rows:
                with conn.cursor() as cursor:
                    cursor.executemany(
                        f"INSERT INTO {_VECTORS} (tenant, profile, fact_id, model, dim, vector"
                        f"{columns}) VALUES (%s, %s, %s, %s, %s, %s{values})"
                        " ON CONFLICT (tenant, profile, fact_id) DO UPDATE SET"
                        f" model = EXCLUDED.model, dim = EXCLUDED.dim, vector = EXCLUDED.vector"
                        f"{replace}",
                        rows,
                    )
        self.generation += 1
        return len(existing)

    def facts_without_vectors(self, model: str, limit: int) -> list[tuple[int, str]]:
        native = " AND v.embedding IS NOT NULL" if self._vectors().schema is not None else ""
        rows = self._rows(
            f"SELECT f.id, f.content FROM {_FACTS} f WHERE f.tenant = %s AND f.profile = %s"
            f" AND f.valid_to IS NULL AND NOT EXISTS (SELECT 1 FROM {_VECTORS} v"
            " WHERE v.tenant = f.tenant AND v.profile = f.profile AND v.fact_id = f.id"
            f" AND v.model = %s{native}) ORDER BY f.id LIMIT %s",
            (model, limit),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    def vector_signature(self, model: str) -> tuple[int, int]:
        row = self._rows(
            f"SELECT count(*), COALESCE(max(fact_id), 0) FROM {_VECTORS}"
            f" WHERE {_KEY} AND model = %s",
            (model,),
        )[0]
        return int(row[0]), int(row[1])

    def vector_rows(self, model: str) -> list[tuple[int, bytes]]:
        rows = self._rows(
            f"SELECT fact_id, vector FROM {_VECTORS} WHERE {_KEY} AND model = %s ORDER BY fact_id",
            (model,),
        )
        return [(int(r[0]), bytes(r[1])) for r in rows]

    def nearest(
        self, model: str, vector: NDArray[np.float32], limit: int
    ) -> list[tuple[int, float]] | None:
        """Cosine KNN by pgvector: the HNSW index first; when other tenants' vectors crowd
        this one's out of the index's candidates (fewer than ``limit`` found), an exact
        scan of this namespace's vectors instead."""
        schema = self._vectors().schema
        if schema is None:
            return None
        dim = len(vector)
        text = _vector_text(vector)
        distance = f"OPERATOR({_ident(schema)}.<=>)"
        where = f"{_KEY} AND model = %s AND dim = {int(dim)} AND embedding IS NOT NULL"
        params = (text, *self._key, model, text, limit)

        def knn(column: str, kind: str) -> str:
            return (
                f"SELECT fact_id, 1 - ({column} {distance} %s::{kind}) FROM {_VECTORS}"
                f" WHERE {where} ORDER BY {column} {distance} %s::{kind} LIMIT %s"
            )

        sized = f"{_vector_type(schema)}({int(dim)})"
        with self._connection() as conn:
            with conn.transaction():
                conn.execute(
                    "SELECT set_config('hnsw.ef_search', %s, true)",
                    (str(min(1_000, max(40, 2 * limit))),),
                )
                found = conn.execute(knn(f"embedding::{sized}", sized), params).fetchall()
            if len(found) < limit:  # not the index's expression: an exact scan
                exact = conn.execute(knn("embedding", _vector_type(schema)), params).fetchall()
                if len(exact) > len(found):
                    found = exact
        return [(int(r[0]), float(r[1])) for r in found]

    def _vectors(self) -> _VectorState:
        """Whether pgvector is there (enabled on first use where it is available)."""
        with self._lock:
            if self._vector_state is not None:
                return self._vector_state
        with self._connection() as conn:
            schema = None if self._vector_mode == "column" else _enable_pgvector(conn)
            if schema is not None:
                _add_embedding_column(conn, schema)
            has_column = _has_embedding_column(conn)
        if schema is None and self._vector_mode == "pgvector":
            raise DatabaseError(
                f"pgvector is not available in {self._db.description}: install the extension"
                " or let vectors be ranked in Python (vectors: auto)"
            )
        state = _VectorState(schema, has_column)
        with self._lock:
            self._vector_state = state
        return state

    def _index_dimension(self, state: _VectorState, dim: int) -> None:
        """An HNSW cosine index for vectors of ``dim`` dimensions (one per dimension, since
        an indexed vector needs a fixed size)."""
        if state.schema is None or dim > HNSW_MAX_DIM:
            state.indexed.add(dim)
            return
        name = f"fact_vectors_hnsw_{int(dim)}"
        with self._connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK_KEY,))
            present = conn.execute("SELECT to_regclass(%s)", (f"{SCHEMA}.{name}",)).fetchone()
            if present is None or present[0] is None:
                schema = _ident(state.schema)
                conn.execute(
                    f"CREATE INDEX {name} ON {_VECTORS} USING hnsw"
                    f" ((embedding::{schema}.vector({int(dim)})) {schema}.vector_cosine_ops)"
                    f" WHERE dim = {int(dim)}"
                )
        state.indexed.add(dim)


class _VectorState:
    """What this database offers for vectors, found once per store."""

    def __init__(self, schema: str | None, has_column: bool) -> None:
        self.schema = schema  # pgvector's schema, None when vectors are ranked in Python
        self.has_column = has_column
        self.indexed: set[int] = set()


def _enable_pgvector(conn: Connection[Any]) -> str | None:
    """pgvector's schema, after ``CREATE EXTENSION`` where it is available but not enabled;
    None where it cannot be used (not installed, or no right to enable it)."""
    import psycopg

    query = (
        "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace"
        " WHERE e.extname = 'vector'"
    )
    row = conn.execute(query).fetchone()
    if row is not None:
        return str(row[0])
    if conn.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'").fetchone():
        try:
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK_KEY,))
                conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        except psycopg.Error as exc:
            log.warning(
                "pgvector is installed but cannot be enabled (%s); fact vectors are ranked"
                " in Python",
                error_reason(exc),
            )
            return None
        row = conn.execute(query).fetchone()
    return None if row is None else str(row[0])


def _has_embedding_column(conn: Connection[Any]) -> bool:
    row = conn.execute(
        "SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass(%s)"
        " AND attname = 'embedding' AND NOT attisdropped",
        (_VECTORS,),
    ).fetchone()
    return row is not None


def _add_embedding_column(conn: Connection[Any], schema: str) -> None:
    if _has_embedding_column(conn):
        return
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK_KEY,))
        conn.execute(
            f"ALTER TABLE {_VECTORS} ADD COLUMN IF NOT EXISTS embedding {_vector_type(schema)}"
        )


def _tsquery(term: str) -> tuple[str, str]:
    """One ``parse_query`` term (``"word"``, ``"two words"``, ``"pre"*``) as SQL for a
    tsquery and its parameter: the text is always a parameter, never part of the SQL."""
    prefix = term.endswith("*")
    text = term.rstrip("*").strip('"')
    if prefix and _PREFIX_WORD.fullmatch(text):
        return f"to_tsquery('{TS_CONFIG}', %s)", f"{text}:*"
    return f"phraseto_tsquery('{TS_CONFIG}', %s)", text


def _word_query(conn: Connection[Any], sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    """A query of the word index, planned for its own words and kept off sequential scans.

    Never prepared: a prepared statement soon gets PostgreSQL's generic plan, which cannot
    see how rare the words are and evaluates the query on every fact of the namespace.
    And the planner undercosts matching a tsvector, so for a few thousand facts it prefers
    reading them all (5 ms for 10k facts) to the GIN index (under 0.5 ms); discouraging
    sequential scans for this one statement (SET LOCAL) lets the index be used.
    """
    with conn.transaction():
        conn.execute("SET LOCAL enable_seqscan = off")
        return conn.execute(sql, params, prepare=False).fetchall()


def _lead(content: str) -> str:
    """A fact's first word, as supersession anchors compare it."""
    match = _FIRST_WORD.search(content)
    return _fold(match.group(0)) if match else ""


def _fold(word: str) -> str:
    return word.casefold().replace("’", "'")


def _column(name: str) -> str:
    if name not in ("category", "tags", "trust"):
        raise FactError(f"cannot change {name!r} in place")
    return name


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _vector_type(schema: str | None) -> str:
    return f"{_ident(schema or 'public')}.vector"


def _vector_text(vector: Any) -> str:
    return "[" + ",".join(repr(float(x)) for x in vector.tolist()) + "]"
