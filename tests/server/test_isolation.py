"""Tenants are apart: tenant A's key can neither read nor change tenant B's data through
any endpoint, and every endpoint refuses a request without a valid key.

The endpoints are taken from the application itself: a route added without a case here
(or without the key-resolving dependency) fails these tests until it is covered.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from fastapi.routing import APIRoute
from hermem_service import Service, new_tenant
from starlette.routing import Mount

from hermem.server.runtime import current_tenant

# Routes that need no key: liveness, the dashboard's static page and files, the API spec.
PUBLIC = {
    ("GET", "/healthz"),
    ("GET", "/"),
    ("GET", "/openapi.json"),
    ("GET", "/docs"),
    ("GET", "/docs/oauth2-redirect"),
    ("GET", "/redoc"),
    ("*", "/static"),
}
# Authenticated outside the REST router: MCP (tests/server/test_mcp_http.py).
MCP = {("*", "/mcp")}


@dataclass
class Seeded:
    """Tenant B's data. A's requests name it by ``markers`` (which a refusal may echo);
    each piece also carries ``secret``, which A never sends and must never see."""

    markers: list[str]
    session_id: str
    fact_id: int
    journal_ids: list[int]
    secret: str = "never-sent"


Case = Callable[[httpx.Client, Seeded], list[httpx.Response]]


def _import(session_id: str, text: str) -> dict[str, Any]:
    lines = [
        json.dumps({"type": "session", "session_id": session_id, "title": text}),
        json.dumps({"session_id": session_id, "role": "user", "content": text, "timestamp": 1}),
    ]
    return {"format": "hermem", "content": "\n".join(lines) + "\n"}


def _memory_calls(api: httpx.Client, seed: Seeded) -> list[httpx.Response]:
    mem, user = seed.markers[0], seed.markers[1]
    return [
        api.post("memory", json={"action": "remove", "target": "memory", "old_text": mem}),
        api.post("memory", json={"action": "remove", "target": "user", "old_text": user}),
        api.post(
            "memory",
            json={"action": "replace", "target": "memory", "old_text": mem, "content": "gotcha"},
        ),
        api.post(
            "memory",
            json={"target": "user", "operations": [{"action": "remove", "old_text": user}]},
        ),
        api.post("memory", json={"action": "add", "target": "memory", "content": "A was here"}),
    ]


def _tool_calls(api: httpx.Client, seed: Seeded) -> list[httpx.Response]:
    mem, fact_marker = seed.markers[0], seed.markers[3]
    return [
        api.post("tools/memory", json={"action": "remove", "target": "memory", "old_text": mem}),
        api.post("tools/session_search", json={"query": seed.markers[2]}),
        api.post("tools/session_search", json={}),
        api.post("tools/fact_store", json={"action": "search", "query": fact_marker}),
        api.post("tools/fact_store", json={"action": "list"}),
        api.post("tools/fact_store", json={"action": "history", "fact_id": seed.fact_id}),
        api.post(
            "tools/fact_store",
            json={"action": "update", "fact_id": seed.fact_id, "content": "A rewrote it"},
        ),
        api.post("tools/fact_store", json={"action": "remove", "fact_id": seed.fact_id}),
    ]


CASES: dict[tuple[str, str], Case] = {
    ("GET", "/api/v1/status"): lambda api, s: [api.get("status")],
    ("GET", "/api/v1/provider"): lambda api, s: [api.get("provider")],
    ("GET", "/api/v1/memory/{target}"): lambda api, s: [
        api.get("memory/memory"),
        api.get("memory/user"),
    ],
    ("POST", "/api/v1/memory"): _memory_calls,
    ("GET", "/api/v1/snapshot"): lambda api, s: [api.get("snapshot")],
    ("GET", "/api/v1/journal"): lambda api, s: [
        api.get("journal"),
        api.get("journal", params={"target": "memory", "limit": 1000}),
    ],
    ("POST", "/api/v1/journal/undo"): lambda api, s: [
        *(api.post("journal/undo", json={"id": i}) for i in s.journal_ids),
        api.post("journal/undo", json={"target": "user"}),
    ],
    ("GET", "/api/v1/sessions"): lambda api, s: [api.get("sessions", params={"limit": 1000})],
    ("GET", "/api/v1/sessions/search"): lambda api, s: [
        api.get("sessions/search", params={"q": s.markers[2], "mode": "lexical"}),
        api.get("sessions/search", params={"q": s.markers[2], "level": "session"}),
    ],
    ("GET", "/api/v1/sessions/{session_id}"): lambda api, s: [api.get(f"sessions/{s.session_id}")],
    ("POST", "/api/v1/sessions/import"): lambda api, s: [
        api.post("sessions/import", json=_import(s.session_id, "A's own message"))
    ],
    ("GET", "/api/v1/facts"): lambda api, s: [
        api.get("facts", params={"q": s.markers[3], "history": "true"}),
        api.get("facts", params={"history": "true", "limit": 500}),
    ],
    ("GET", "/api/v1/facts/{fact_id}/history"): lambda api, s: [
        api.get(f"facts/{s.fact_id}/history")
    ],
    ("POST", "/api/v1/scan"): lambda api, s: [api.post("scan", json={"text": "hello"})],
    ("GET", "/api/v1/tools"): lambda api, s: [api.get("tools")],
    ("POST", "/api/v1/tools/{name}"): _tool_calls,
}


def route_entries(app: Any) -> list[tuple[str, set[str], Any]]:
    """(path, methods, route) of every route, included routers flattened (newer FastAPI
    keeps them lazily: ``iter_route_contexts``; older ones copy their routes)."""
    from fastapi import routing

    walk = getattr(routing, "iter_route_contexts", None)
    entries = []
    for item in walk(app.routes) if walk is not None else app.routes:
        route = getattr(item, "original_route", item)
        methods = {"*"} if isinstance(route, Mount) else set(item.methods or {"*"})
        entries.append((str(item.path), methods - {"HEAD"}, route))
    return entries


def app_routes(app: Any) -> set[tuple[str, str]]:
    return {(m, path) for path, methods, _ in route_entries(app) for m in methods}


def dependency_calls(route: APIRoute) -> set[Any]:
    calls: set[Any] = set()
    pending = [route.dependant]
    while pending:
        dependant = pending.pop()
        calls.add(dependant.call)
        pending.extend(dependant.dependencies)
    return calls


def test_every_route_is_public_mcp_or_covered_by_a_tenant_case(files_service: Service) -> None:
    routes = app_routes(files_service.app)
    api = {r for r in routes if r[1].startswith("/api/")}
    assert api == set(CASES), "a route under /api has no isolation case (or a case is stale)"
    assert routes - api == PUBLIC | MCP, "a route outside /api/v1 is neither public nor MCP"


def test_every_api_route_resolves_its_tenant_from_the_key(files_service: Service) -> None:
    checked = 0
    for path, _, route in route_entries(files_service.app):
        if path.startswith("/api/"):
            assert isinstance(route, APIRoute), path
            assert current_tenant in dependency_calls(route), path
            checked += 1
    assert checked == len(CASES)


def seed_tenant_b(service: Service, tenant: str) -> Seeded:
    tag = uuid.uuid4().hex[:10]
    secret = f"secret{uuid.uuid4().hex[:10]}"
    markers = [f"bmem{tag}", f"buser{tag}", f"bmsg{tag}", f"bfact{tag}"]
    api = service.client(service.key(tenant))
    for target, marker in (("memory", markers[0]), ("user", markers[1])):
        content = f"{marker} {secret}"
        answer = api.post("memory", json={"action": "add", "target": target, "content": content})
        assert answer.status_code == 200, answer.text
    session_id = f"bsession{tag}"
    imported = api.post("sessions/import", json=_import(session_id, f"{markers[2]} {secret}"))
    assert imported.status_code == 200, imported.text
    added = api.post(
        "tools/fact_store", json={"action": "add", "content": f"{markers[3]} is {secret}"}
    )
    assert added.status_code == 200, added.text
    journal = api.get("journal").json()["entries"]
    return Seeded(markers, session_id, added.json()["fact_id"], [e["id"] for e in journal], secret)


def tenant_state(api: httpx.Client, seed: Seeded) -> dict[str, Any]:
    read = api.get(f"sessions/{seed.session_id}").json()
    return {
        "memory": api.get("memory/memory").json()["entries"],
        "user": api.get("memory/user").json()["entries"],
        "journal": [e["id"] for e in api.get("journal", params={"limit": 1000}).json()["entries"]],
        "sessions": [s["id"] for s in api.get("sessions").json()["sessions"]],
        "messages": [m["content"] for m in read["messages"]],
        "facts": api.get("facts", params={"history": "true"}).json()["facts"],
    }


def test_tenant_a_can_neither_read_nor_change_tenant_b(service: Service) -> None:
    a, b = new_tenant(), new_tenant()
    service.use_local_provider(a)
    service.use_local_provider(b)
    seed = seed_tenant_b(service, b)
    api_b = service.client(service.key(b))
    before = tenant_state(api_b, seed)
    # A has data of its own too, so ids (journal, facts) of both tenants overlap.
    api_a = service.client(service.key(a))
    api_a.post("memory", json={"action": "add", "target": "memory", "content": "A's note"})
    api_a.post("tools/fact_store", json={"action": "add", "content": "A likes green"})
    for (method, path), case in CASES.items():
        for answer in case(api_a, seed):
            assert answer.status_code < 500, (method, path, answer.text)
            assert seed.secret not in answer.text, (method, path, answer.text)
    assert tenant_state(api_b, seed) == before


@pytest.mark.parametrize("header", [None, "Bearer", "Bearer nope", "Basic abc", "Bearer hm_x_y"])
def test_every_api_route_refuses_a_missing_or_bad_key(
    files_service: Service, header: str | None
) -> None:
    seed = Seeded(["m0", "m1", "m2", "m3"], "s", 1, [1])
    headers = {} if header is None else {"Authorization": header}
    api = files_service.client(**headers)
    for (method, path), case in CASES.items():
        for answer in case(api, seed):
            assert answer.status_code == 401, (method, path, answer.text)
            assert answer.json()["error"]["code"] == "unauthorized"
            assert answer.headers["www-authenticate"].startswith("Bearer")


def test_a_revoked_key_is_refused_on_every_route_at_once(service: Service) -> None:
    key = service.key(new_tenant())
    api = service.client(key)
    assert api.get("status").status_code == 200
    service.revoke(key)
    seed = Seeded(["m0", "m1", "m2", "m3"], "s", 1, [1])
    deadline_checked = False
    for (method, path), case in CASES.items():
        if not deadline_checked and service.database_url:
            # PostgreSQL: a verified key is cached for at most a second.
            import time

            time.sleep(1.1)
            deadline_checked = True
        for answer in case(api, seed):
            assert answer.status_code == 401, (method, path, answer.text)


def test_a_key_with_the_right_id_but_a_wrong_secret_is_refused(files_service: Service) -> None:
    key = files_service.key(new_tenant())
    prefix, key_id, _ = key.split("_", 2)
    forged = f"{prefix}_{key_id}_{'A' * 43}"
    assert files_service.client(forged).get("status").status_code == 401
    assert files_service.client(key).get("status").status_code == 200
