"""The generic tool endpoint: any tool an agent of this tenant gets, by name."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body
from fastapi import Path as PathParam

from hermem.server.errors import ApiError, ApiJSONResponse
from hermem.server.routes.responses import ok, tool_response
from hermem.server.runtime import TenantDep

router = APIRouter(tags=["tools"])


@router.get("/tools", summary="The tools an agent of this tenant gets (OpenAI format)")
def list_tools(tenant: TenantDep) -> ApiJSONResponse:
    specs = [
        {"name": t.name, "description": t.description, "parameters": t.parameters}
        for t in tenant.builtin_tools().values()
    ]
    if tenant.memory.provider_name:
        specs.extend(tenant.session().manager.tool_schemas())
    return ok({"tools": specs})


@router.post(
    "/tools/{name}",
    summary="Call a tool with its arguments (memory, session_search, the provider's tools)",
    description=(
        "The body is the tool's arguments. A tool's refusal answers 422 tool_error with "
        "the tool's result; an unknown tool 404."
    ),
)
def call_tool(
    name: Annotated[str, PathParam(max_length=64)],
    tenant: TenantDep,
    arguments: Annotated[dict[str, Any] | None, Body()] = None,
) -> ApiJSONResponse:
    result = tenant.call_tool(name, arguments or {})
    if result is None:
        raise ApiError(
            404,
            "not_found",
            f"no tool {name[:64]!r}; this tenant's tools: {', '.join(tenant.tool_names())}",
        )
    return tool_response(result)
