"""The local provider's fact stores, on both backends.

Tests that take ``store`` (or ``open_store``, or ``storage_for`` for a whole provider) run
twice: on SQLite (a ``facts.db`` in the test's directory) and on PostgreSQL (a tenant of
the test's own in the ``pg_url`` database). The PostgreSQL run skips, saying why, only
when no server can start.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hermem.config import StorageConfig
from hermem.providers.local.fact_store_base import FactStoreBase
from hermem.providers.local.facts import FactStore

BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


def new_tenant() -> str:
    return f"t-{uuid.uuid4().hex[:16]}"


@pytest.fixture(params=BACKENDS)
def fact_backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def fact_db_url(fact_backend: str, request: pytest.FixtureRequest) -> str:
    """The PostgreSQL URL on the postgres run, "" on the SQLite one."""
    return str(request.getfixturevalue("pg_url")) if fact_backend == "postgres" else ""


@pytest.fixture
def open_store(tmp_path: Path, fact_db_url: str) -> Iterator[Callable[..., FactStoreBase]]:
    """Opens stores of this test's one namespace (every call: a new store object on the
    same facts.db, or the same tenant), closed at the end."""
    tenant = new_tenant()
    opened: list[FactStoreBase] = []

    def make(**options: Any) -> FactStoreBase:
        store: FactStoreBase
        if fact_db_url:
            from hermem.providers.local.postgres_facts import PostgresFactStore

            store = PostgresFactStore.open(fact_db_url, tenant=tenant, **options)
        else:
            store = FactStore.open(tmp_path / "facts.db")
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()


@pytest.fixture
def store(open_store: Callable[..., FactStoreBase]) -> FactStoreBase:
    return open_store()


@pytest.fixture
def storage_for(fact_db_url: str) -> Callable[[Path], StorageConfig]:
    """The ``storage`` a provider initialized on a home gets: the default (facts.db in the
    home) on SQLite; on PostgreSQL a tenant per home, so two homes never share facts."""
    tenants: dict[Path, str] = {}

    def storage(home: Path) -> StorageConfig:
        if not fact_db_url:
            return StorageConfig()
        return StorageConfig(fact_db_url, tenants.setdefault(Path(home), new_tenant()))

    return storage
