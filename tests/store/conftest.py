"""Real homes in ``tmp_path``: a real journal, no mocks of hermem.

Tests that take the ``home`` fixture (directly or through ``memory`` and ``tool``) run
twice: with the stores in the home's files, and in PostgreSQL (config.yaml's ``storage:``
section names the test database and a tenant of the test's own). Tests of the files
themselves (bytes, encodings, lock files) are marked ``file_backend_only``.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hermem.config import HomePaths, resolve_home
from hermem.store.builtin import BuiltinMemory
from hermem.store.entries import parse_entries
from hermem.store.tool import MemoryTool


class StoreRows:
    """One tenant's rows of ``hermem.bounded_stores``, read and written with plain SQL
    (as psql would: bypassing hermem)."""

    def __init__(self, url: str, tenant: str, profile: str = "default") -> None:
        import psycopg

        from hermem.storage.postgres import open_database

        with open_database(url).connection():
            pass  # creates the schema on a fresh database
        self.url = url
        self.tenant = tenant
        self.profile = profile
        self._conn = psycopg.connect(url, autocommit=True)

    def row(self, target: str) -> tuple[str | None, int] | None:
        found = self._conn.execute(
            "SELECT content, version FROM hermem.bounded_stores"
            " WHERE tenant = %s AND profile = %s AND target = %s",
            (self.tenant, self.profile, target),
        ).fetchone()
        return None if found is None else (found[0], found[1])

    def write(self, text: str, target: str) -> None:
        self._conn.execute(
            "INSERT INTO hermem.bounded_stores (tenant, profile, target, content)"
            " VALUES (%s, %s, %s, %s) ON CONFLICT (tenant, profile, target) DO UPDATE"
            " SET content = EXCLUDED.content, version = hermem.bounded_stores.version + 1",
            (self.tenant, self.profile, target, text),
        )

    def backups(self, target: str) -> list[SavedCopy]:
        rows = self._conn.execute(
            "SELECT content FROM hermem.bounded_store_backups"
            " WHERE tenant = %s AND profile = %s AND target = %s ORDER BY id",
            (self.tenant, self.profile, target),
        ).fetchall()
        return [SavedCopy(r[0]) for r in rows]

    def close(self) -> None:
        self._conn.close()


class SavedCopy:
    """A backup row, read like a backup file."""

    def __init__(self, text: str) -> None:
        self.text = text

    def read_bytes(self) -> bytes:
        return self.text.encode("utf-8")


class Home:
    """A home and direct access to what its stores hold, as an editor or shell would (files)
    or psql (PostgreSQL)."""

    def __init__(self, paths: HomePaths, rows: StoreRows | None = None) -> None:
        self.paths = paths
        self.rows = rows
        if rows is not None:
            self.config("")

    @property
    def backend(self) -> str:
        return "files" if self.rows is None else "postgres"

    def file(self, target: str = "memory") -> Path:
        return self.paths.memory_file if target == "memory" else self.paths.user_file

    def write(self, data: str | bytes, target: str = "memory") -> Path | None:
        if self.rows is not None:
            self.rows.write(data if isinstance(data, str) else data.decode("utf-8"), target)
            return None
        path = self.file(target)
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, str):
            data = data.encode("utf-8")
        path.write_bytes(data)
        return path

    def raw(self, target: str = "memory") -> bytes | None:
        if self.rows is not None:
            row = self.rows.row(target)
            return None if row is None or row[0] is None else row[0].encode("utf-8")
        path = self.file(target)
        return path.read_bytes() if path.exists() else None

    def text(self, target: str = "memory") -> str:
        raw = self.raw(target)
        return "" if raw is None else raw.decode("utf-8")

    def entries(self, target: str = "memory") -> list[str]:
        """The entries on disk, decoded strictly (a BOM is tolerated)."""
        raw = self.raw(target)
        return [] if raw is None else parse_entries(raw.decode("utf-8-sig"))

    def stamp(self, target: str = "memory") -> tuple[bytes, int, int] | None:
        """Bytes, mtime_ns and inode (text and version of a row): equal stamps mean the
        store was not rewritten."""
        if self.rows is not None:
            row = self.rows.row(target)
            return None if row is None else ((row[0] or "").encode("utf-8"), row[1], 0)
        path = self.file(target)
        if not path.exists():
            return None
        info = os.stat(path)
        return path.read_bytes(), info.st_mtime_ns, info.st_ino

    def backups(self, target: str = "memory") -> list[Any]:
        """The saved copies: ``.bak`` files, or backup rows (both have ``read_bytes()``)."""
        if self.rows is not None:
            return self.rows.backups(target)
        path = self.file(target)
        if not path.parent.exists():
            return []
        return sorted(path.parent.glob(f"{path.name}.bak.*"))

    def config(self, yaml_text: str) -> None:
        if self.rows is not None:  # keeps the stores in the test's tenant
            yaml_text += (
                f"\nstorage:\n  database_url: {self.rows.url}\n  tenant: {self.rows.tenant}\n"
            )
        self.paths.config_file.parent.mkdir(parents=True, exist_ok=True)
        self.paths.config_file.write_text(yaml_text, encoding="utf-8")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "store_backend" in metafunc.fixturenames:
        files_only = metafunc.definition.get_closest_marker("file_backend_only") is not None
        backends: list[Any] = ["files"]
        if not files_only:
            backends.append(pytest.param("postgres", marks=pytest.mark.postgres))
        metafunc.parametrize("store_backend", backends, indirect=True)


@pytest.fixture
def store_backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def home(tmp_path: Path, store_backend: str, request: pytest.FixtureRequest) -> Iterator[Home]:
    paths = resolve_home(tmp_path / "home")
    if store_backend == "files":
        yield Home(paths)
        return
    rows = StoreRows(request.getfixturevalue("pg_url"), tenant=f"t-{uuid.uuid4().hex[:16]}")
    try:
        yield Home(paths, rows)
    finally:
        rows.close()


@pytest.fixture
def memory(home: Home) -> Iterator[BuiltinMemory]:
    with BuiltinMemory(home.paths) as mem:
        yield mem


@pytest.fixture
def tool(memory: BuiltinMemory) -> MemoryTool:
    return MemoryTool(memory, session_id="test-session")
