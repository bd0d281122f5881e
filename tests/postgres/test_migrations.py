"""Versioned migrations of the PostgreSQL schema: applied once each, in order, atomically."""

from __future__ import annotations

import threading
from typing import Any

import psycopg
import pytest

from hermem.storage.postgres import Migration, migrate, open_database
from hermem.storage.postgres_migrations import MIGRATIONS

pytestmark = pytest.mark.postgres


def versions(conn: psycopg.Connection[Any]) -> list[tuple[int, str]]:
    rows = conn.execute("SELECT version, name FROM hermem.schema_migrations ORDER BY version")
    return [(r[0], r[1]) for r in rows]


def tables(conn: psycopg.Connection[Any], schema: str) -> set[str]:
    rows = conn.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = %s", (schema,)
    )
    return {r[0] for r in rows}


def test_first_use_creates_the_schema_and_records_each_migration(fresh_url: str) -> None:
    with open_database(fresh_url).connection() as conn:
        assert versions(conn) == [(m.version, m.name) for m in MIGRATIONS]
        assert tables(conn, "hermem") == {
            "schema_migrations",
            "bounded_stores",
            "bounded_store_backups",
            "journal",
            "pending_writes",
            "row_ids",
            "facts",
            "fact_counters",
            "fact_entities",
            "fact_entity_aliases",
            "fact_entity_links",
            "fact_vectors",
            "session_stores",
            "sessions",
            "messages",
            "imports",
            "message_vectors",
            "api_keys",
        }
        assert tables(conn, "public") == set()  # nothing lands beside other applications


def test_each_migration_runs_once_and_new_ones_are_appended(fresh_url: str) -> None:
    runs: list[int] = []

    def probe(conn: psycopg.Connection[Any]) -> None:
        runs.append(1)
        conn.execute("CREATE TABLE hermem.probe (x INTEGER)")

    later = Migration(MIGRATIONS[-1].version + 1, "probe", probe)
    with psycopg.connect(fresh_url, autocommit=True) as conn:
        migrate(conn, MIGRATIONS)
        migrate(conn, MIGRATIONS)
        migrate(conn, [later, *MIGRATIONS])  # order comes from the version, not the list
        migrate(conn, [*MIGRATIONS, later])
        assert runs == [1]
        assert [v for v, _ in versions(conn)] == [*(m.version for m in MIGRATIONS), later.version]


def test_a_failing_migration_leaves_nothing_half_applied(fresh_url: str) -> None:
    def broken(conn: psycopg.Connection[Any]) -> None:
        conn.execute("CREATE TABLE hermem.half_done (x INTEGER)")
        conn.execute("SELECT 1 / 0")

    with psycopg.connect(fresh_url, autocommit=True) as conn:
        migrate(conn, MIGRATIONS)
        with pytest.raises(psycopg.errors.DivisionByZero):
            migrate(conn, [*MIGRATIONS, Migration(1000, "broken", broken)])
        assert "half_done" not in tables(conn, "hermem")
        assert [v for v, _ in versions(conn)] == [m.version for m in MIGRATIONS]


def test_concurrent_first_connections_migrate_once(fresh_url: str) -> None:
    start = threading.Barrier(6)
    errors: list[BaseException] = []

    def connect_and_migrate() -> None:
        try:
            with psycopg.connect(fresh_url, autocommit=True) as conn:
                start.wait()
                migrate(conn, MIGRATIONS)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=connect_and_migrate) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert errors == []
    with psycopg.connect(fresh_url) as conn:
        assert versions(conn) == [(m.version, m.name) for m in MIGRATIONS]
