"""The ordered schema migrations of hermem's PostgreSQL database (schema ``hermem``).

Append new ones; never edit an applied one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hermem.storage.postgres import SCHEMA, Migration
from hermem.storage.postgres_api_keys import create_api_keys
from hermem.storage.postgres_fact_tables import create_fact_tables
from hermem.storage.postgres_journal_tables import create_journal_tables
from hermem.storage.postgres_session_tables import create_session_tables

if TYPE_CHECKING:
    from psycopg import Connection


def _bounded_stores(conn: Connection[Any]) -> None:
    # One row per tenant, profile and target; NULL content means nothing is stored yet.
    # ``version`` counts writes: every UPDATE checks the version it read (compare-and-swap).
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.bounded_stores (
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            target TEXT NOT NULL,
            content TEXT,
            version BIGINT NOT NULL DEFAULT 0,
            updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
            PRIMARY KEY (tenant, profile, target)
        )
        """
    )
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.bounded_store_backups (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            tenant TEXT NOT NULL,
            profile TEXT NOT NULL,
            target TEXT NOT NULL,
            content TEXT NOT NULL,
            version BIGINT NOT NULL,
            saved_at TIMESTAMPTZ NOT NULL DEFAULT now()
        )
        """
    )
    conn.execute(
        f"CREATE INDEX bounded_store_backups_store"
        f" ON {SCHEMA}.bounded_store_backups (tenant, profile, target, id)"
    )


MIGRATIONS: list[Migration] = [
    Migration(1, "bounded_stores", _bounded_stores),
    Migration(2, "session_store", create_session_tables),
    Migration(3, "journal_pending_writes", create_journal_tables),
    Migration(4, "local_provider_facts", create_fact_tables),
    Migration(5, "api_keys", create_api_keys),
]
