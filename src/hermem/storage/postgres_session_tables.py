"""Migration 2 of the PostgreSQL schema: the session store (``sessions/postgres_store.py``).

The tables mirror ``state.db``'s (sessions, messages, imports, message_vectors), each
keyed by tenant and profile; message ids are numbered per tenant and profile, as in a
home's ``state.db``, by the counter row of ``session_stores`` (whose lock also orders the
writers of one store).

- ``messages.words``: the word index, a ``tsvector`` under a GIN index. hermem fills it
  from text it has already split as SQLite's ``unicode61`` tokenizer splits (letters and
  digits; accents folded), so the PostgreSQL parser never sees hosts, paths or e-mail
  addresses as single words and the database's locale makes no difference. The text
  search configuration ``hermem.words`` stems (Snowball English) and keeps stopwords,
  like SQLite's ``porter`` tokenizer.
- ``pg_trgm`` (from postgresql-contrib, created if missing and allowed): a trigram GIN
  index over ``content`` for substring search. Without it substring search still works,
  by scanning.
- ``messages.has_cjk``: a partial index over the messages with CJK text, which short CJK
  pieces scan (as SQLite's ``messages_cjk``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hermem.storage.postgres import SCHEMA

if TYPE_CHECKING:
    from psycopg import Connection

WORDS_CONFIG = f"{SCHEMA}.words"
# Kana, CJK ideographs and Hangul, as ``hermem.sessions.vocabulary.CJK_CLASS`` (frozen here:
# an applied migration never changes).
_CJK_CLASS = "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\u1100-\u11ff]"


def create_session_tables(conn: Connection[Any]) -> None:
    _text_search(conn)
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.session_stores (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            last_message_id BIGINT NOT NULL DEFAULT 0,
            messages BIGINT NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant, profile)
        )
        """
    )
    # Deleting a parent clears its children's link first (delete_session): the key has no
    # ON DELETE action because SET NULL of one column needs PostgreSQL 15.
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.sessions (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            id TEXT NOT NULL,
            source TEXT NOT NULL DEFAULT 'api',
            user_id TEXT,
            model TEXT,
            title TEXT,
            parent_session_id TEXT,
            started_at DOUBLE PRECISION NOT NULL,
            ended_at DOUBLE PRECISION,
            end_reason TEXT,
            message_count INTEGER NOT NULL DEFAULT 0,
            tool_call_count INTEGER NOT NULL DEFAULT 0,
            last_active_at DOUBLE PRECISION,
            meta TEXT,
            PRIMARY KEY (tenant, profile, id),
            FOREIGN KEY (tenant, profile, parent_session_id)
                REFERENCES {SCHEMA}.sessions (tenant, profile, id)
        )
        """
    )
    conn.execute(
        f"CREATE INDEX sessions_recent ON {SCHEMA}.sessions"
        " (tenant, profile, (COALESCE(last_active_at, started_at)), id)"
    )
    conn.execute(
        f"CREATE INDEX sessions_parent ON {SCHEMA}.sessions (tenant, profile, parent_session_id)"
        " WHERE parent_session_id IS NOT NULL"
    )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.messages (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            id BIGINT NOT NULL,
            session_id TEXT NOT NULL,
            role TEXT NOT NULL,
            content TEXT NOT NULL DEFAULT '',
            tool_calls TEXT,
            tool_name TEXT,
            timestamp DOUBLE PRECISION NOT NULL,
            external_id TEXT,
            flags TEXT,
            has_cjk BOOLEAN NOT NULL DEFAULT false,
            words TSVECTOR NOT NULL DEFAULT ''::tsvector,
            PRIMARY KEY (tenant, profile, id),
            FOREIGN KEY (tenant, profile, session_id)
                REFERENCES {SCHEMA}.sessions (tenant, profile, id) ON DELETE CASCADE
        )
        """
    )
    conn.execute(
        f"CREATE INDEX messages_session ON {SCHEMA}.messages (tenant, profile, session_id, id)"
    )
    _reindex_outside_edits(conn)
    conn.execute(
        f"CREATE UNIQUE INDEX messages_external ON {SCHEMA}.messages"
        " (tenant, profile, session_id, external_id) WHERE external_id IS NOT NULL"
    )
    conn.execute(f"CREATE INDEX messages_words ON {SCHEMA}.messages USING gin (words)")
    conn.execute(
        f"CREATE INDEX messages_cjk ON {SCHEMA}.messages (tenant, profile, id) WHERE has_cjk"
    )
    trigram_schema = _trigram_extension(conn)
    if trigram_schema is not None:
        conn.execute(
            f"CREATE INDEX messages_trigram ON {SCHEMA}.messages"
            f' USING gin (content "{trigram_schema}".gin_trgm_ops)'
        )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.imports (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            key TEXT NOT NULL,
            format TEXT NOT NULL,
            path TEXT NOT NULL,
            imported_at DOUBLE PRECISION NOT NULL,
            sessions INTEGER NOT NULL,
            messages INTEGER NOT NULL,
            PRIMARY KEY (tenant, profile, key)
        )
        """
    )
    # One embedding per message (the current model's); ``seq`` only grows, so a reader
    # loads just the rows written since it last looked, and a count reveals deletions.
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.message_vectors (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            message_id BIGINT NOT NULL,
            model TEXT NOT NULL,
            vector BYTEA NOT NULL,
            seq BIGINT GENERATED ALWAYS AS IDENTITY,
            PRIMARY KEY (tenant, profile, message_id),
            FOREIGN KEY (tenant, profile, message_id)
                REFERENCES {SCHEMA}.messages (tenant, profile, id) ON DELETE CASCADE
        )
        """
    )
    conn.execute(
        f"CREATE INDEX message_vectors_seq ON {SCHEMA}.message_vectors"
        " (tenant, profile, model, seq)"
    )


def _text_search(conn: Connection[Any]) -> None:
    # Snowball English without a stopword list: "the" and "was" stay searchable words.
    conn.execute(
        f"CREATE TEXT SEARCH DICTIONARY {SCHEMA}.english_stem"
        " (TEMPLATE = pg_catalog.snowball, Language = english)"
    )
    conn.execute(f"CREATE TEXT SEARCH CONFIGURATION {WORDS_CONFIG} (COPY = pg_catalog.simple)")
    conn.execute(
        f"ALTER TEXT SEARCH CONFIGURATION {WORDS_CONFIG} ALTER MAPPING FOR"
        " asciiword, word, numword, asciihword, hword, numhword,"
        f" hword_asciipart, hword_part, hword_numpart WITH {SCHEMA}.english_stem"
    )


def _reindex_outside_edits(conn: Connection[Any]) -> None:
    # hermem never rewrites a message; an edit made outside it (psql) is reindexed here,
    # by PostgreSQL's own parser (close to hermem's split, not identical: it keeps hosts and
    # paths whole), and the message's embedding is dropped as it no longer matches.
    def words(column: str, weight: str) -> str:
        return (
            f"setweight(to_tsvector('{WORDS_CONFIG}', lower(COALESCE({column}, ''))), '{weight}')"
        )

    conn.execute(
        f"""
        CREATE FUNCTION {SCHEMA}.messages_reindex() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF NEW.content IS DISTINCT FROM OLD.content
                    OR NEW.tool_name IS DISTINCT FROM OLD.tool_name
                    OR NEW.tool_calls IS DISTINCT FROM OLD.tool_calls THEN
                NEW.words := {words("NEW.content", "A")}
                    || {words("NEW.tool_name", "B")}
                    || {words("NEW.tool_calls", "C")};
                NEW.has_cjk := NEW.content ~ '{_CJK_CLASS}';
                DELETE FROM {SCHEMA}.message_vectors v WHERE v.tenant = NEW.tenant
                    AND v.profile = NEW.profile AND v.message_id = NEW.id;
            END IF;
            RETURN NEW;
        END
        $$
        """
    )
    conn.execute(
        f"CREATE TRIGGER messages_reindex BEFORE UPDATE ON {SCHEMA}.messages"
        f" FOR EACH ROW EXECUTE FUNCTION {SCHEMA}.messages_reindex()"
    )


def _trigram_extension(conn: Connection[Any]) -> str | None:
    """The schema of ``pg_trgm`` (created here when missing and allowed), or None."""
    import psycopg

    try:
        with conn.transaction():  # a savepoint: a refusal leaves the migration going
            conn.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    except psycopg.Error:
        return None
    row = conn.execute(
        "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace"
        " WHERE e.extname = 'pg_trgm'"
    ).fetchone()
    return None if row is None else str(row[0])
