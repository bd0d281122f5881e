"""Row ids numbered per tenant and profile (``hermem.row_ids``).

Taking an id locks its counter row until the transaction ends, so ids of one tenant and
profile are handed out in commit order and without gaps (a rolled-back id is reused).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hermem.storage.postgres import SCHEMA

if TYPE_CHECKING:
    from psycopg import Connection

# Parameters: tenant, profile, name; returns ``last_id``. Usable as a CTE in an INSERT.
NEXT_ID_SQL = (
    f"INSERT INTO {SCHEMA}.row_ids AS r (tenant, profile, name, last_id) VALUES (%s, %s, %s, 1)"
    " ON CONFLICT (tenant, profile, name) DO UPDATE SET last_id = r.last_id + 1"
    " RETURNING last_id"
)


def next_id(conn: Connection[Any], tenant: str, profile: str, name: str) -> int:
    """The next id of table ``name`` for this tenant and profile (call inside a transaction)."""
    row = conn.execute(NEXT_ID_SQL, (tenant, profile, name)).fetchone()
    assert row is not None
    return int(row[0])
