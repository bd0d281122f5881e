"""How the tenant's memory stands: store usage, provider, pending writes, sessions."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from hermem.errors import StoreUnreadableError
from hermem.server.errors import ApiJSONResponse
from hermem.server.event_loop import on_event_loop
from hermem.server.routes.responses import ok
from hermem.server.runtime import TenantDep

router = APIRouter(tags=["status"])


@router.get("/status", summary="Store usage, provider, pending writes and session counts")
@on_event_loop()
def status(tenant: TenantDep) -> ApiJSONResponse:
    from hermem.store.pending import PendingWrites

    memory = tenant.memory
    stores: dict[str, Any] = {}
    for target, store in memory.builtin.stores.items():
        info: dict[str, Any] = {"enabled": memory.config.target_enabled(target)}
        try:
            state = store.read_state()
        except StoreUnreadableError:
            info.update(readable=False, entries=0, chars=0, limit=store.limit, percent=0)
        else:
            info.update(
                readable=True,
                entries=len(state.entries),
                chars=state.used,
                limit=state.limit,
                percent=state.percent,
            )
        stores[target] = info
    counts = memory.sessions.stats()
    return ok(
        {
            "tenant": tenant.name,
            "stores": stores,
            "provider": tenant.provider_status(),
            "pending": len(PendingWrites(memory.builtin).list()),
            "sessions": {"sessions": counts["sessions"], "messages": counts["messages"]},
        }
    )


@router.get("/provider", summary="The external memory provider: which, and whether it runs")
def provider(tenant: TenantDep) -> ApiJSONResponse:
    found = tenant.provider_status()
    builtin = set(tenant.builtin_tools())
    found["tools"] = [n for n in tenant.tool_names() if n not in builtin]
    return ok(found)
