"""The session-store suites run on both backends: ``state.db`` and PostgreSQL.

A test that takes ``session_backend`` (directly or through a ``store`` fixture) runs
twice. On PostgreSQL the home ``tmp_path / "home"`` gets a config.yaml whose ``storage:``
section names the test database and a tenant of the test's own, so ``SessionStore.open``
(and anything else that opens the home's store: the tool, the CLI) uses it. Tests of
SQLite's own files and indexes are marked ``sqlite_only``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.session_backend import SessionBackend


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "session_backend" in metafunc.fixturenames:
        sqlite_only = metafunc.definition.get_closest_marker("sqlite_only") is not None
        backends: list[Any] = ["sqlite"]
        if not sqlite_only:
            backends.append(pytest.param("postgres", marks=pytest.mark.postgres))
        metafunc.parametrize("session_backend", backends, indirect=True)


@pytest.fixture
def session_backend(request: pytest.FixtureRequest, tmp_path: Path) -> SessionBackend:
    if request.param == "sqlite":
        return SessionBackend("sqlite")
    backend = SessionBackend("postgres", request.getfixturevalue("pg_url"))
    backend.configure(tmp_path / "home")
    return backend
