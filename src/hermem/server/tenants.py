"""Tenants: each one a separate :class:`hermem.Memory`, opened once and kept for the run.

The tenant is the storage boundary. A request reaches exactly one ``Tenant`` (the one of
its key), and everything a handler touches hangs off that object: its home directory,
its stores (its own files, or its own rows in PostgreSQL), its journal, sessions and
facts. Tenant ``default`` is the service's home itself; any other tenant T lives in
``<home>/tenants/T/`` (config.yaml and local files) and, on PostgreSQL, under
``StorageConfig(url, tenant=T)``.
"""

from __future__ import annotations

import json
import logging
import threading
from typing import TYPE_CHECKING, Any

from hermem.config import HomePaths, StorageConfig
from hermem.memory import Memory
from hermem.server.keys import check_tenant
from hermem.server.settings import LOCAL_TENANT

if TYPE_CHECKING:
    from hermem.memory_session import MemorySession
    from hermem.providers.local.fact_store_base import FactStoreBase
    from hermem.providers.local.vectors import FactVectors
    from hermem.tools.spec import ToolSpec

log = logging.getLogger("hermem.server")

ORIGIN = "api"
PLATFORM = "api"
# One session row per tenant for the service's provider session, reused by every run.
SERVICE_SESSION_ID = "hermem-serve"
SERVICE_SESSION_TITLE = "hermem serve (the service's provider session)"
TENANTS_DIR = "tenants"


class Tenant:
    """One tenant's memory, plus the provider session the service keeps open for it."""

    def __init__(self, name: str, memory: Memory) -> None:
        self.name = name
        self.memory = memory
        self._lock = threading.Lock()
        self._session: MemorySession | None = None
        self._provider_status: dict[str, Any] | None = None
        if memory.provider_name:
            # Started at once so the provider sees every write the API makes to the stores.
            self.session()

    # -- tools ---------------------------------------------------------------------------

    def builtin_tools(self) -> dict[str, ToolSpec]:
        """Fresh built-in tools for one request: each request is its own turn, so the
        memory tool's per-turn failure count starts from zero."""
        from hermem.tools.registry import builtin_tools

        memory = self.memory
        return builtin_tools(memory.builtin, origin=ORIGIN, sessions=memory.sessions)

    def tool_names(self) -> list[str]:
        names = list(self.builtin_tools())
        if self.memory.provider_name:
            names.extend(n for n in self.session().tool_names() if n not in names)
        return names

    def call_tool(self, name: str, arguments: Any) -> dict[str, Any] | None:
        """Run a tool (built-in, else the provider's); None when no tool has that name."""
        spec = self.builtin_tools().get(name)
        if spec is not None:
            return spec.call(arguments)
        if not self.memory.provider_name:
            return None
        session = self.session()
        if not session.manager.has_tool(name):
            return None
        text = session.handle_tool_call(name, arguments)
        try:
            result = json.loads(text)
        except ValueError:
            return {"result": text}
        return result if isinstance(result, dict) else {"result": result}

    # -- provider ------------------------------------------------------------------------

    def session(self) -> MemorySession:
        """The service's session for this tenant (platform ``api``): it holds the provider."""
        with self._lock:
            if self._session is None:
                self._session = self.memory.start_session(
                    platform=PLATFORM,
                    session_id=SERVICE_SESSION_ID,
                    title=SERVICE_SESSION_TITLE,
                    origin=ORIGIN,
                )
            return self._session

    def provider_status(self) -> dict[str, Any]:
        name = self.memory.provider_name
        if not name:
            return {
                "name": None,
                "available": False,
                "detail": "no external provider: built-in memory only",
                "recall_mode": self.memory.config.recall_mode,
            }
        session = self.session()
        if session.provider_error:
            return {
                "name": name,
                "available": False,
                "detail": session.provider_error,
                "recall_mode": self.memory.config.recall_mode,
            }
        with self._lock:
            cached = self._provider_status
        if cached is None:
            from hermem.providers.registry import provider_status

            found = provider_status(name)
            cached = {
                "name": name,
                "available": found.available,
                "detail": found.reason or f"{found.origin or 'provider'}: active",
                "recall_mode": self.memory.config.recall_mode,
            }
            with self._lock:
                self._provider_status = cached
        return dict(cached)

    def local_facts(self) -> tuple[FactStoreBase, FactVectors | None] | None:
        """The local provider's fact store (and its vectors, when embeddings are on), or
        None when the tenant does not use the local provider."""
        if self.memory.provider_name != "local":
            return None
        provider = self.session().manager.provider
        store = getattr(provider, "store", None) if provider is not None else None
        from hermem.providers.local.fact_store_base import FactStoreBase

        if not isinstance(store, FactStoreBase):
            return None
        return store, getattr(provider, "vectors", None)

    def close(self) -> None:
        with self._lock:
            session, self._session = self._session, None
        try:
            if session is not None:
                session.end("server stopped")
        finally:
            self.memory.close()


class TenantRegistry:
    """Tenant name → :class:`Tenant`, opened on first use and kept (thread-safe)."""

    def __init__(self, home: HomePaths, database_url: str = "") -> None:
        self.home = home
        self.database_url = database_url
        self._tenants: dict[str, Tenant] = {}
        self._lock = threading.Lock()
        self._closed = False

    def home_of(self, name: str) -> HomePaths:
        if name == LOCAL_TENANT:
            return self.home
        return HomePaths(root=self.home.root / TENANTS_DIR / check_tenant(name))

    def storage_of(self, name: str) -> StorageConfig:
        return StorageConfig(database_url=self.database_url, tenant=check_tenant(name))

    def get(self, name: str) -> Tenant:
        tenant = self._tenants.get(name)
        if tenant is not None:
            return tenant
        with self._lock:
            if self._closed:
                raise RuntimeError("the service is shutting down")
            tenant = self._tenants.get(name)
            if tenant is None:
                paths = self.home_of(name)
                paths.root.mkdir(parents=True, exist_ok=True)
                memory = Memory(paths, storage=self.storage_of(name))
                try:
                    tenant = Tenant(name, memory)
                except BaseException:
                    memory.close()
                    raise
                self._tenants[name] = tenant
            return tenant

    def loaded(self, name: str) -> Tenant | None:
        """The tenant if it is open already (no I/O), else None."""
        return self._tenants.get(name)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            tenants, self._tenants = list(self._tenants.values()), {}
        for tenant in tenants:
            try:
                tenant.close()
            except Exception:
                log.exception("tenant %s did not close cleanly", tenant.name)
