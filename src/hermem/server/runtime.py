"""What one running service holds, and the dependency that turns a request into a tenant.

Every ``/api/v1`` handler receives its :class:`~hermem.server.tenants.Tenant` through
:data:`TenantDep`, resolved from the bearer key; no endpoint takes a tenant name, so no
caller can ask for another tenant's data.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from starlette.concurrency import run_in_threadpool

from hermem.server.auth import KeyVerifier, Principal, bearer_token
from hermem.server.errors import ApiError
from hermem.server.keys import open_key_store
from hermem.server.limits import RateLimiter
from hermem.server.settings import ServerSettings
from hermem.server.tenants import Tenant, TenantRegistry

UNAUTHORIZED_HEADERS = {"WWW-Authenticate": 'Bearer realm="hermem"'}


@dataclass
class Runtime:
    settings: ServerSettings
    keys: KeyVerifier
    tenants: TenantRegistry
    limiter: RateLimiter

    @classmethod
    def start(cls, settings: ServerSettings) -> Runtime:
        store = open_key_store(settings.home, settings.database_url)
        return cls(
            settings,
            KeyVerifier(store, settings.local_token),
            TenantRegistry(settings.home, settings.database_url),
            RateLimiter(settings.rate_limit, settings.burst),
        )

    def authenticate(self, authorization: str | None) -> Principal:
        """The principal of a request's ``Authorization`` header, or ApiError 401/429
        (may read the key store: call it in a worker thread)."""
        principal = self.keys.verify(_token(authorization))
        if principal is None:
            raise ApiError(
                401, "unauthorized", "invalid or revoked API key", headers=UNAUTHORIZED_HEADERS
            )
        self._check_rate(principal)
        return principal

    def tenant_of(self, authorization: str | None) -> Tenant:
        return self.tenants.get(self.authenticate(authorization).tenant)

    def cached_tenant_of(self, authorization: str | None) -> Tenant | None:
        """The tenant when the key and the tenant are known already (no I/O), else None."""
        principal = self.keys.cached(_token(authorization))
        if principal is None:
            return None
        tenant = self.tenants.loaded(principal.tenant)
        if tenant is None:
            return None
        self._check_rate(principal)
        return tenant

    def _check_rate(self, principal: Principal) -> None:
        wait = self.limiter.acquire(principal.key_id)
        if wait > 0:
            raise ApiError(
                429,
                "rate_limited",
                f"too many requests for this key (limit {self.limiter.rate:g} per second); "
                "retry later",
                headers={"Retry-After": str(max(1, math.ceil(wait)))},
                retry_after=round(wait, 3),
            )

    def close(self) -> None:
        try:
            self.tenants.close()
        finally:
            self.keys.store.close()


def runtime_of(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.runtime
    return runtime


async def current_tenant(request: Request) -> Tenant:
    """The tenant of the request's key: the only data a handler can reach.

    Known keys and open tenants are answered on the event loop; the rest (a database
    read, a tenant opened) in a worker thread.
    """
    runtime = runtime_of(request)
    authorization = request.headers.get("authorization")
    tenant = runtime.cached_tenant_of(authorization)
    if tenant is None:
        tenant = await run_in_threadpool(runtime.tenant_of, authorization)
    return tenant


def _token(authorization: str | None) -> str:
    token = bearer_token(authorization)
    if token is None:
        raise ApiError(
            401,
            "unauthorized",
            "missing API key: send 'Authorization: Bearer <key>' "
            "(create one with `hermem keys create --tenant NAME`)",
            headers=UNAUTHORIZED_HEADERS,
        )
    return token


TenantDep = Annotated[Tenant, Depends(current_tenant)]
