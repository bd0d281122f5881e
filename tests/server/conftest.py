"""Fixtures of the service tests: a real server on a real port, on each storage backend.

``service`` runs twice: on the embedded default (files + SQLite in a temporary home) and
on PostgreSQL (the test database; every test's tenants have names of their own).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the server extra is not installed")

from hermem_service import Service, thread_service


@pytest.fixture(params=["files", "postgres"])
def backend_url(request: pytest.FixtureRequest) -> str:
    """ "" for the embedded default, else the PostgreSQL test database's URL."""
    if request.param == "files":
        return ""
    request.applymarker(pytest.mark.postgres)
    url: str = request.getfixturevalue("pg_url")
    return url


@pytest.fixture
def service(tmp_path: Path, backend_url: str) -> Iterator[Service]:
    with thread_service(tmp_path / "home", backend_url) as running:
        yield running


@pytest.fixture
def files_service(tmp_path: Path) -> Iterator[Service]:
    """The embedded default only (for tests of HTTP behaviour, not of storage)."""
    with thread_service(tmp_path / "home") as running:
        yield running
