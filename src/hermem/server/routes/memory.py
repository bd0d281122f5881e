"""The bounded stores: read one, change them through the memory tool, the frozen block."""

from __future__ import annotations

from fastapi import APIRouter

from hermem.server.errors import ApiJSONResponse
from hermem.server.event_loop import on_event_loop
from hermem.server.models import MemoryCall, Target
from hermem.server.routes.responses import ok, tool_response
from hermem.server.runtime import TenantDep

router = APIRouter(tags=["memory"])


@router.get("/memory/{target}", summary="The live entries of one store, with usage")
@on_event_loop()
def read_store(target: Target, tenant: TenantDep) -> ApiJSONResponse:
    builtin = tenant.memory.builtin
    state = builtin.store(target).read_state()
    return ok(
        {
            "target": target,
            "enabled": builtin.config.target_enabled(target),
            "entries": state.entries,
            "chars": state.used,
            "limit": state.limit,
            "percent": state.percent,
        }
    )


@router.post(
    "/memory",
    summary="Run the memory tool: add, replace, remove, or a batch of them",
    description=(
        "The body is the memory tool's arguments, e.g. "
        '{"action": "add", "target": "memory", "content": "..."}. A refusal (store full, '
        "no match, blocked by the scanner) answers 422 tool_error with the tool's result."
    ),
)
@on_event_loop()
def memory_call(call: MemoryCall, tenant: TenantDep) -> ApiJSONResponse:
    result = tenant.call_tool("memory", call.arguments())
    assert result is not None  # the memory tool is built in
    return tool_response(result)


@router.get("/snapshot", summary="The memory block a system prompt gets now")
@on_event_loop()
def snapshot(tenant: TenantDep) -> ApiJSONResponse:
    taken = tenant.memory.builtin.snapshot()
    return ok({"block": taken.render(), "memory": taken.memory or "", "user": taken.user or ""})
