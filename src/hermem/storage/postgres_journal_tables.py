"""Migration 3 of the PostgreSQL schema: the journal and the staged (pending) writes.

Both tables are keyed by tenant and profile, as the SQLite ones are by home and profile,
and number their rows per tenant and profile (``hermem.row_ids``), so ids read as they
do in ``state.db`` (#1, #2, ... in each home) and tell no tenant how busy the others are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hermem.storage.postgres import SCHEMA

if TYPE_CHECKING:
    from psycopg import Connection


def create_journal_tables(conn: Connection[Any]) -> None:
    # The last id handed out per tenant, profile and table; its row lock orders the ids.
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.row_ids (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            name TEXT NOT NULL,
            last_id BIGINT NOT NULL,
            PRIMARY KEY (tenant, profile, name)
        )
        """
    )
    # ``detail`` is JSON kept as text: jsonb refuses escapes (a lone surrogate) that the
    # SQLite journal stores, and nothing queries inside it.
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.journal (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            id BIGINT NOT NULL,
            ts TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
            target TEXT NOT NULL,
            action TEXT NOT NULL,
            before TEXT,
            after TEXT NOT NULL,
            origin TEXT NOT NULL,
            session_id TEXT,
            detail TEXT NOT NULL DEFAULT '{{}}',
            undo_of BIGINT,
            undone_by BIGINT,
            PRIMARY KEY (tenant, profile, id),
            FOREIGN KEY (tenant, profile, undo_of)
                REFERENCES {SCHEMA}.journal (tenant, profile, id),
            FOREIGN KEY (tenant, profile, undone_by)
                REFERENCES {SCHEMA}.journal (tenant, profile, id)
        )
        """
    )
    conn.execute(f"CREATE INDEX journal_target ON {SCHEMA}.journal (tenant, profile, target, id)")
    conn.execute(
        f"CREATE INDEX journal_session ON {SCHEMA}.journal (tenant, profile, session_id, id)"
        " WHERE session_id IS NOT NULL"
    )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.pending_writes (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            id BIGINT NOT NULL,
            created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
            origin TEXT NOT NULL,
            session_id TEXT,
            target TEXT NOT NULL,
            action TEXT NOT NULL,
            content TEXT,
            old_text TEXT,
            matched_entry TEXT,
            operations TEXT,
            status TEXT NOT NULL DEFAULT 'pending'
                CHECK (status IN ('pending', 'approved', 'rejected')),
            error TEXT,
            resolved_at TIMESTAMPTZ,
            journal_id BIGINT,
            PRIMARY KEY (tenant, profile, id)
        )
        """
    )
    conn.execute(
        f"CREATE INDEX pending_writes_status ON {SCHEMA}.pending_writes"
        " (tenant, profile, status, id)"
    )
