"""PostgreSQL test fixtures: a tenant of the test's own in the shared test database, or a
fresh database when a test needs an empty one (migrations)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from hermem.config import HomePaths, StorageConfig, resolve_home
from hermem.storage.postgres import open_database

BIG_LIMITS = "memory:\n  memory_char_limit: 200000\n  user_char_limit: 200000\n"


def new_tenant() -> str:
    return f"t-{uuid.uuid4().hex[:16]}"


def pg_home(root: Path, url: str, tenant: str, profile: str | None = None) -> HomePaths:
    """A home whose config.yaml keeps its stores in PostgreSQL, in ``tenant``."""
    paths = resolve_home(root, profile)
    paths.root.mkdir(parents=True, exist_ok=True)
    paths.config_file.write_text(
        f"{BIG_LIMITS}storage:\n  database_url: {url}\n  tenant: {tenant}\n", encoding="utf-8"
    )
    return paths


@pytest.fixture
def storage(pg_url: str) -> StorageConfig:
    return StorageConfig(database_url=pg_url, tenant=new_tenant())


@pytest.fixture
def home(tmp_path: Path, storage: StorageConfig) -> HomePaths:
    return pg_home(tmp_path / "home", storage.database_url, storage.tenant)


@pytest.fixture
def fresh_url(pg_url: str) -> Iterator[str]:
    """The URL of a new, empty database, dropped afterwards."""
    import psycopg

    name = f"hermem_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    parts = urlsplit(pg_url)
    url = urlunsplit(parts._replace(path=f"/{name}"))
    try:
        yield url
    finally:
        open_database(url).close()
        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
