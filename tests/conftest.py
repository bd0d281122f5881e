"""Fixtures shared by every test directory."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import ExitStack

import pytest

from support.pg_cluster import ClusterUnavailable, PgServer, pg_server
from support.scripted_llm import scripted_llm

__all__ = ["pg_database", "pg_url", "scripted_llm"]

# A developer's own database must never receive the tests' writes: stores are files unless
# a test names PostgreSQL itself.
os.environ.pop("HERMEM_DATABASE_URL", None)


@pytest.fixture(scope="session")
def pg_database() -> Iterator[PgServer]:
    """The PostgreSQL server of this test run: .ci/run's ($HERMEM_TEST_DATABASE_URL), else
    a throwaway cluster started here. Tests needing it skip, saying why, only when neither
    is possible."""
    with ExitStack() as stack:
        try:
            server = stack.enter_context(pg_server())
        except ClusterUnavailable as exc:
            pytest.skip(f"PostgreSQL unavailable: {exc}")
        yield server


@pytest.fixture(scope="session")
def pg_url(pg_database: PgServer) -> str:
    """The URL of the test database (every test uses its own tenant in it)."""
    return pg_database.url
