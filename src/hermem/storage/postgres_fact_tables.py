"""The local provider's facts in PostgreSQL (migration 4; append new ones, never edit).

The same tables as ``schema.py`` (SQLite), keyed by tenant and profile. Fact ids count
from 1 in each tenant and profile (``fact_counters``), as they do in each ``facts.db``:
the ids the tools show stay small, and one tenant's ids say nothing about another's
activity. The same row keeps the namespace's number of facts and of words, which BM25
needs (as FTS5 keeps them), so ranking never counts a namespace's rows.

Full text: a ``tsvector`` generated column (content weighted A, tags B) with GIN indexes
(one also on tenant and profile where ``btree_gin`` can be enabled), under a text search
configuration that stems English like FTS5's porter tokenizer and, like it, drops no
stop words (``facts_english``), so the candidate phrases of supersession ("I use")
match. ``tokens`` counts a fact's words for BM25's length normalization.

pgvector is not needed here: ``postgres_facts.py`` adds its column and HNSW index at run
time where the extension exists, and vectors are kept as float32 bytes either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hermem.storage.postgres import SCHEMA

if TYPE_CHECKING:
    from psycopg import Connection

TS_CONFIG = f"{SCHEMA}.facts_english"
_WORD_TOKENS = "asciiword, asciihword, hword_asciipart, word, hword, hword_part"


def _btree_gin(conn: Connection[Any]) -> bool:
    """Whether GIN can index plain columns here (the ``btree_gin`` extension, shipped with
    PostgreSQL's contrib modules): enabled when available, else the index is words only."""
    import psycopg

    if conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'btree_gin'").fetchone():
        return True
    if not conn.execute(
        "SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin'"
    ).fetchone():
        return False
    try:
        with conn.transaction():  # a savepoint: a refusal (no privilege) leaves the rest going
            conn.execute(f"CREATE EXTENSION btree_gin WITH SCHEMA {SCHEMA}")
    except psycopg.Error:
        return False
    return True


def _vector_of(text_sql: str) -> str:
    return f"to_tsvector('{TS_CONFIG}'::regconfig, {text_sql})"


def create_fact_tables(conn: Connection[Any]) -> None:
    """Migration 4: facts, entities and their links, vectors, per-namespace id counters."""
    conn.execute(
        f"CREATE TEXT SEARCH DICTIONARY {SCHEMA}.facts_stem"
        " (TEMPLATE = snowball, Language = english)"
    )
    conn.execute(f"CREATE TEXT SEARCH CONFIGURATION {TS_CONFIG} (COPY = english)")
    conn.execute(
        f"ALTER TEXT SEARCH CONFIGURATION {TS_CONFIG}"
        f" ALTER MAPPING FOR {_WORD_TOKENS} WITH {SCHEMA}.facts_stem"
    )
    # Words in a tsvector (every position of every lexeme): a document's length for BM25.
    conn.execute(
        f"CREATE FUNCTION {SCHEMA}.tsvector_tokens(tsvector) RETURNS integer"
        " LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE"
        " AS 'SELECT COALESCE(sum(cardinality(positions)), 0)::integer FROM unnest($1)'"
    )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.facts (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            id BIGINT NOT NULL,
            content TEXT NOT NULL,
            norm TEXT NOT NULL,
            lead TEXT NOT NULL DEFAULT '',
            category TEXT NOT NULL DEFAULT 'general',
            tags TEXT NOT NULL DEFAULT '',
            slot TEXT,
            negated BOOLEAN NOT NULL DEFAULT false,
            trust DOUBLE PRECISION NOT NULL DEFAULT 0.5,
            helpful_count INTEGER NOT NULL DEFAULT 0,
            unhelpful_count INTEGER NOT NULL DEFAULT 0,
            retrieval_count INTEGER NOT NULL DEFAULT 0,
            source TEXT NOT NULL DEFAULT 'tool',
            session_id TEXT,
            message_id TEXT,
            quote TEXT,
            speaker TEXT,
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL,
            valid_from DOUBLE PRECISION NOT NULL,
            valid_to DOUBLE PRECISION,
            superseded_by BIGINT,
            fts tsvector GENERATED ALWAYS AS (
                setweight({_vector_of("content")}, 'A') || setweight({_vector_of("tags")}, 'B')
            ) STORED,
            tokens INTEGER GENERATED ALWAYS AS (
                {SCHEMA}.tsvector_tokens({_vector_of("content || ' ' || tags")})
            ) STORED,
            PRIMARY KEY (tenant, profile, id)
        )
        """
    )
    # One current fact per statement; history may repeat it.
    conn.execute(
        f"CREATE UNIQUE INDEX facts_current_norm ON {SCHEMA}.facts (tenant, profile, norm)"
        " WHERE valid_to IS NULL"
    )
    conn.execute(
        f"CREATE INDEX facts_current_slot ON {SCHEMA}.facts (tenant, profile, slot)"
        " WHERE valid_to IS NULL AND slot IS NOT NULL"
    )
    # Supersession candidates begin with the new statement's first word.
    conn.execute(
        f"CREATE INDEX facts_current_lead ON {SCHEMA}.facts (tenant, profile, lead)"
        " WHERE valid_to IS NULL"
    )
    conn.execute(
        f"CREATE INDEX facts_by_trust ON {SCHEMA}.facts (tenant, profile, trust DESC, id DESC)"
    )
    conn.execute(
        f"CREATE INDEX facts_superseded_by ON {SCHEMA}.facts (tenant, profile, superseded_by)"
        " WHERE superseded_by IS NOT NULL"
    )
    conn.execute(f"CREATE INDEX facts_fts ON {SCHEMA}.facts USING gin (fts)")
    # Every word query names its namespace. Where many tenants share the database, an
    # index that holds the tenant and profile too reads only their matches (measured: a
    # common word's matches in 3 ms instead of 20 ms, four tenants of 10k facts); where
    # one namespace holds most facts the planner keeps to the words-only index, which it
    # costs better. btree_gin (PostgreSQL's contrib) lets GIN hold the plain columns.
    if _btree_gin(conn):
        conn.execute(
            f"CREATE INDEX facts_namespace_fts ON {SCHEMA}.facts USING gin (tenant, profile, fts)"
        )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.fact_counters (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            last_id BIGINT NOT NULL DEFAULT 0,
            facts BIGINT NOT NULL DEFAULT 0,
            tokens BIGINT NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant, profile)
        )
        """
    )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.fact_entities (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            key TEXT NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL DEFAULT 'thing',
            aliases TEXT NOT NULL DEFAULT '[]',
            created_at DOUBLE PRECISION NOT NULL,
            UNIQUE (tenant, profile, key)
        )
        """
    )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.fact_entity_aliases (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            alias TEXT NOT NULL,
            entity_id BIGINT NOT NULL REFERENCES {SCHEMA}.fact_entities (id) ON DELETE CASCADE,
            PRIMARY KEY (tenant, profile, alias)
        )
        """
    )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.fact_entity_links (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            fact_id BIGINT NOT NULL,
            entity_id BIGINT NOT NULL REFERENCES {SCHEMA}.fact_entities (id) ON DELETE CASCADE,
            PRIMARY KEY (tenant, profile, fact_id, entity_id),
            FOREIGN KEY (tenant, profile, fact_id)
                REFERENCES {SCHEMA}.facts (tenant, profile, id) ON DELETE CASCADE
        )
        """
    )
    conn.execute(
        f"CREATE INDEX fact_entity_links_entity ON {SCHEMA}.fact_entity_links (entity_id, fact_id)"
    )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.fact_vectors (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            fact_id BIGINT NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BYTEA NOT NULL,
            PRIMARY KEY (tenant, profile, fact_id),
            FOREIGN KEY (tenant, profile, fact_id)
                REFERENCES {SCHEMA}.facts (tenant, profile, id) ON DELETE CASCADE
        )
        """
    )
    conn.execute(
        f"CREATE INDEX fact_vectors_model"
        f" ON {SCHEMA}.fact_vectors (tenant, profile, model, fact_id)"
    )
