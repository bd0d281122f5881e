"""The local provider's facts: search or list them, and a fact's supersession chain."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from fastapi import APIRouter, Query
from fastapi import Path as PathParam

from hermem.server.errors import ApiError, ApiJSONResponse
from hermem.server.models import MAX_QUERY_CHARS
from hermem.server.routes.responses import ok
from hermem.server.runtime import TenantDep

if TYPE_CHECKING:
    from hermem.providers.local.fact_store_base import FactStoreBase
    from hermem.providers.local.vectors import FactVectors
    from hermem.server.tenants import Tenant

router = APIRouter(tags=["facts"])


def _facts_of(tenant: Tenant) -> tuple[FactStoreBase, FactVectors | None]:
    found = tenant.local_facts()
    if found is None:
        name = tenant.memory.provider_name or "none"
        raise ApiError(
            409,
            "provider_unavailable",
            f"facts come from the local provider; this tenant's provider is {name} "
            "(enable it in the tenant's config.yaml: memory.provider: local)",
        )
    return found


@router.get("/facts", summary="Facts: the best matches for q, else the most trusted")
def facts(
    tenant: TenantDep,
    q: Annotated[str | None, Query(max_length=MAX_QUERY_CHARS)] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 20,
    history: Annotated[bool, Query(description="Include superseded facts")] = False,
    category: Annotated[str | None, Query(max_length=64)] = None,
) -> ApiJSONResponse:
    store, vectors = _facts_of(tenant)
    if q and q.strip():
        from hermem.providers.local.retrieval import search

        found = search(
            store, q, vectors=vectors, limit=limit, category=category, include_history=history
        )
        return ok({"facts": [{**s.fact.to_dict(), "score": s.score} for s in found]})
    listed = store.list_facts(category=category, include_history=history, limit=limit)
    return ok({"facts": [f.to_dict() for f in listed]})


@router.get("/facts/{fact_id}/history", summary="A fact's versions, oldest first")
def fact_history(
    fact_id: Annotated[int, PathParam(ge=1, le=2**62)], tenant: TenantDep
) -> ApiJSONResponse:
    store, _ = _facts_of(tenant)
    if store.get(fact_id) is None:
        raise ApiError(404, "not_found", f"no fact #{fact_id}")
    return ok({"chain": [f.to_dict() for f in store.history(fact_id)]})
