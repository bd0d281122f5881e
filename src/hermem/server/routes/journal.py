"""The journal of the stores: every change, and undo."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Query

from hermem.errors import JournalError
from hermem.server.errors import ApiError, ApiJSONResponse
from hermem.server.event_loop import on_event_loop
from hermem.server.models import Target, UndoRequest
from hermem.server.routes.responses import ok, tool_response
from hermem.server.runtime import TenantDep
from hermem.store.tool import failure_result, success_result

router = APIRouter(tags=["journal"])


@router.get("/journal", summary="Changes to the stores, newest first")
@on_event_loop()
def journal(
    tenant: TenantDep,
    target: Target | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
) -> ApiJSONResponse:
    entries = tenant.memory.builtin.history(target=target, limit=limit)
    return ok({"entries": [e.as_dict() for e in entries]})


@router.post("/journal/undo", summary="Revert a change (the latest by default)")
@on_event_loop()
def undo(
    tenant: TenantDep, request: Annotated[UndoRequest | None, Body()] = None
) -> ApiJSONResponse:
    request = request or UndoRequest()
    try:
        result = tenant.memory.builtin.undo(request.id, target=request.target, origin="api")
    except JournalError as exc:
        if request.id is not None and str(exc).startswith("no change"):
            raise ApiError(404, "not_found", str(exc)) from exc
        raise ApiError(409, "nothing_to_undo", str(exc)) from exc
    return tool_response(success_result(result) if result.success else failure_result(result))
