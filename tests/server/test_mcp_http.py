"""MCP over streamable HTTP at /mcp, with the official client: the key's tenant only."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import anyio
import httpx
from hermem_service import Service, new_tenant
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp.types import TextResourceContents

T = TypeVar("T")

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "raw-test", "version": "0"},
    },
}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def run(scenario: Callable[[], Awaitable[T]]) -> T:
    return anyio.run(scenario)


async def mcp_call(url: str, key: str, calls: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """Connect with ``key``, list tools, run each tool call, read the memory resource."""
    async with (
        httpx.AsyncClient(headers={"Authorization": f"Bearer {key}"}, timeout=30) as http,
        streamable_http_client(f"{url}/mcp", http_client=http) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        tools = [t.name for t in (await session.list_tools()).tools]
        results = []
        for name, arguments in calls:
            result = await session.call_tool(name, arguments)
            text = result.content[0].text if result.content else ""  # type: ignore[union-attr]
            results.append({"error": result.isError, "data": json.loads(text)})
        resource = await session.read_resource("memory://memory")  # type: ignore[arg-type]
        contents = resource.contents[0]
        assert isinstance(contents, TextResourceContents)
        return {"tools": tools, "results": results, "memory": contents.text}


def test_mcp_lists_tools_and_writes_only_to_the_keys_tenant(service: Service) -> None:
    a, b = new_tenant(), new_tenant()
    key_a, key_b = service.key(a), service.key(b)
    service.client(key_b).post(
        "memory", json={"action": "add", "target": "memory", "content": "B's private note"}
    )
    add = {"action": "add", "target": "memory", "content": "Added over MCP by A"}
    seen = run(lambda: mcp_call(service.url, key_a, [("memory", add)]))
    assert seen["tools"] == ["memory", "session_search"]
    assert seen["results"][0]["error"] is False and seen["results"][0]["data"]["success"]
    assert "Added over MCP by A" in seen["memory"]
    assert "B's private note" not in seen["memory"]
    api_a, api_b = service.client(key_a), service.client(key_b)
    assert api_a.get("memory/memory").json()["entries"] == ["Added over MCP by A"]
    assert api_b.get("memory/memory").json()["entries"] == ["B's private note"]
    journal = api_a.get("journal").json()["entries"]
    assert [e["origin"] for e in journal] == ["mcp"]


def test_mcp_tool_errors_come_back_as_tool_errors(files_service: Service) -> None:
    key = files_service.key(new_tenant())
    remove = {"action": "remove", "target": "memory", "old_text": "nothing like it"}
    seen = run(lambda: mcp_call(files_service.url, key, [("memory", remove)]))
    assert seen["results"][0]["error"] is True
    assert seen["results"][0]["data"]["success"] is False


def test_mcp_refuses_missing_and_bad_keys(files_service: Service) -> None:
    url = f"{files_service.url}/mcp"
    for headers in ({}, {"Authorization": "Bearer hm_nope_nope"}):
        answer = httpx.post(url, json=INITIALIZE, headers={**MCP_HEADERS, **headers})
        assert answer.status_code == 401
        assert answer.json()["error"]["code"] == "unauthorized"


def test_an_mcp_session_of_one_tenant_is_unknown_to_another_tenants_key(
    files_service: Service,
) -> None:
    key_a = files_service.key(new_tenant())
    key_b = files_service.key(new_tenant())
    url = f"{files_service.url}/mcp"
    opened = httpx.post(
        url, json=INITIALIZE, headers={**MCP_HEADERS, "Authorization": f"Bearer {key_a}"}
    )
    assert opened.status_code == 200, opened.text
    session_id = opened.headers["mcp-session-id"]
    call = {
        "jsonrpc": "2.0",
        "id": 2,
        "method": "tools/call",
        "params": {
            "name": "memory",
            "arguments": {"action": "add", "target": "memory", "content": "smuggled"},
        },
    }
    hijack = httpx.post(
        url,
        json=call,
        headers={**MCP_HEADERS, "Authorization": f"Bearer {key_b}", "mcp-session-id": session_id},
    )
    assert hijack.status_code in (400, 404), hijack.text
    assert files_service.client(key_a).get("memory/memory").json()["entries"] == []
    assert files_service.client(key_b).get("memory/memory").json()["entries"] == []
