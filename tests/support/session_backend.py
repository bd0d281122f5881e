"""Which backend a session-store test runs on, and homes configured for it."""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermem.config import HomePaths, resolve_home


@dataclass
class SessionBackend:
    name: str
    url: str | None = None

    @property
    def postgres(self) -> bool:
        return self.name == "postgres"

    def configure(
        self,
        home: Path | HomePaths,
        profile: str | None = None,
        tenant: str | None = None,
        extra: str = "",
    ) -> HomePaths:
        """A home whose session store is on this backend (a new tenant unless given);
        ``extra`` is more config.yaml text."""
        paths = home if isinstance(home, HomePaths) else resolve_home(home, profile)
        text = extra
        if self.postgres:
            text += f"\nstorage:\n  database_url: {self.url}\n  tenant: {tenant or new_tenant()}\n"
        if text:
            paths.root.mkdir(parents=True, exist_ok=True)
            paths.config_file.write_text(text, encoding="utf-8")
        return paths


def new_tenant() -> str:
    return f"t-{uuid.uuid4().hex[:16]}"


def committed_session_ids(store: Any) -> list[str]:
    """The ids of the store's sessions another connection sees (only committed rows)."""
    if store.path is not None:
        conn = sqlite3.connect(store.path)
        try:
            return [r[0] for r in conn.execute("SELECT id FROM sessions ORDER BY id")]
        finally:
            conn.close()
    rows = raw_sql(
        store, "SELECT id FROM hermem.sessions WHERE tenant = %s AND profile = %s ORDER BY id"
    )
    return [r[0] for r in rows]


def raw_sql(store: Any, statement: str, params: Sequence[Any] | None = None) -> list[Any]:
    """Run ``statement`` on a PostgreSQL store's database, as psql would (bypassing hermem);
    its parameters default to the store's tenant and profile."""
    import psycopg

    with psycopg.connect(store.database.url, autocommit=True) as conn:
        cursor = conn.execute(statement, store.key if params is None else params)
        return cursor.fetchall() if cursor.description is not None else []
