"""Which fact store the local provider opens: the home's ``facts.db``, or PostgreSQL.

The choice follows the ``storage:`` setting every other store follows (config.yaml or
``$HERMEM_DATABASE_URL``, or what ``hermem.Memory(storage=...)`` was given): with a
database URL the facts live there under the tenant and the home's profile, so the
service's tenants never share facts; otherwise in ``providers.local.db_path``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hermem.config import StorageConfig
    from hermem.providers.local.fact_store_base import FactStoreBase
    from hermem.providers.local.settings import LocalSettings

DEFAULT_PROFILE = "default"


def open_fact_store(
    settings: LocalSettings, storage: StorageConfig | None = None, profile: str | None = None
) -> FactStoreBase:
    """The fact store ``storage`` names (PostgreSQL), else SQLite at ``settings.db_path``."""
    if storage is not None and storage.uses_postgres:
        from hermem.providers.local.postgres_facts import PostgresFactStore

        return PostgresFactStore.open(
            storage.database_url, tenant=storage.tenant, profile=profile or DEFAULT_PROFILE
        )
    from hermem.providers.local.facts import FactStore

    return FactStore.open(settings.db_path)
