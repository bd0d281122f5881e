"""The HTTP service's API keys in PostgreSQL (``hermem.api_keys``, migration 5).

Only the SHA-256 of a key's secret is stored; the key id is public (it names the key in
``hermem keys list`` and in logs), the secret is shown once, when the key is created.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hermem.storage.postgres import SCHEMA

if TYPE_CHECKING:
    from psycopg import Connection


def create_api_keys(conn: Connection[Any]) -> None:
    conn.execute(
        f"""
        CREATE TABLE {SCHEMA}.api_keys (
            id TEXT PRIMARY KEY,
            tenant TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            secret_sha256 TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            last_used_at DOUBLE PRECISION,
            revoked_at DOUBLE PRECISION
        )
        """
    )
    conn.execute(f"CREATE INDEX api_keys_tenant ON {SCHEMA}.api_keys (tenant)")
