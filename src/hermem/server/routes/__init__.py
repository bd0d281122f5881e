"""The REST API, one module per concept; every route is under ``/api/v1`` and scoped to
the tenant of the request's key (``TenantDep``)."""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.routing import APIRoute

from hermem.server.routes import facts, journal, memory, scan, sessions, status, tools

API_PREFIX = "/api/v1"
MODULES = (status, memory, journal, sessions, facts, scan, tools)


def add_api_routes(app: FastAPI) -> None:
    """Add every API route to the application itself. (An included router would do the
    same, but newer FastAPI versions resolve included routers on every request.)"""
    for module in MODULES:
        for route in module.router.routes:
            assert isinstance(route, APIRoute)
            app.add_api_route(
                API_PREFIX + route.path,
                route.endpoint,
                methods=sorted(route.methods or ()),
                name=route.name,
                summary=route.summary,
                description=route.description,
                tags=list(route.tags),
                include_in_schema=route.include_in_schema,
            )
