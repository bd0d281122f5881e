"""MCP over streamable HTTP at ``/mcp``, with the REST API's bearer keys.

Each tenant gets its own :class:`hermem.mcp_server.MemoryServer` (the same server
``hermem mcp`` runs: tools, resources, prompt) over that tenant's Memory, with its own
session manager. A request is authenticated first and then handed to its key's tenant's
server only, so tenants are apart by construction: a server holds one tenant's Memory,
and an MCP session id made by one tenant's server means nothing to another's (404).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import anyio
import anyio.to_thread
from anyio.abc import TaskGroup, TaskStatus
from starlette.types import Receive, Scope, Send

from hermem.server.errors import ApiError, error_response

if TYPE_CHECKING:
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager

    from hermem.mcp_server import MemoryServer
    from hermem.server.runtime import Runtime

log = logging.getLogger("hermem.server")

MCP_PATH = "/mcp"


class McpHub:
    """The per-tenant MCP servers of one service run, started on a tenant's first call."""

    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime
        self._servers: dict[str, MemoryServer] = {}
        self._task_group: TaskGroup | None = None
        self._lock = anyio.Lock()

    def attach(self, task_group: TaskGroup) -> None:
        """Run session managers in ``task_group`` (the application's lifespan)."""
        self._task_group = task_group

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            manager = await self._manager_for(scope)
        except ApiError as exc:
            response = error_response(exc.status, exc.code, exc.message, exc.headers, **exc.fields)
            await response(scope, receive, send)
            return
        await manager.handle_request(scope, receive, send)

    async def _manager_for(self, scope: Scope) -> StreamableHTTPSessionManager:
        authorization = None
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                authorization = value.decode("latin-1")
                break
        principal = await anyio.to_thread.run_sync(self.runtime.authenticate, authorization)
        server = self._servers.get(principal.tenant)
        if server is None:
            server = await self._start(principal.tenant)
        manager = server.session_manager
        return manager

    async def _start(self, name: str) -> MemoryServer:
        async with self._lock:
            server = self._servers.get(name)
            if server is not None:
                return server
            if self._task_group is None:
                raise ApiError(503, "unavailable", "the MCP endpoint is not running")
            server = await anyio.to_thread.run_sync(self._build, name)
            try:
                await self._task_group.start(_run_manager, server.session_manager)
            except BaseException:
                await anyio.to_thread.run_sync(server.close)
                raise
            self._servers[name] = server
            return server

    def _build(self, name: str) -> MemoryServer:
        try:
            from hermem.mcp_server import build_server
        except ImportError as exc:
            raise ApiError(
                501,
                "not_implemented",
                "MCP over HTTP needs the MCP SDK: pip install 'hermem[server]'",
            ) from exc
        settings = self.runtime.settings
        tenant = self.runtime.tenants.get(name)
        server = build_server(tenant.memory, host=settings.host, port=settings.port)
        # Several worker processes share the port: a later request of an MCP session may
        # reach another process, so each request must stand alone.
        server.settings.stateless_http = settings.workers > 1
        server.streamable_http_app()  # creates the session manager
        return server

    def close(self) -> None:
        """End every tenant's MCP memory session (after the managers have stopped)."""
        servers, self._servers = list(self._servers.values()), {}
        for server in servers:
            try:
                server.close()
            except Exception:
                log.exception("an MCP server did not close cleanly")

    def status(self) -> dict[str, Any]:
        return {"tenants": sorted(self._servers)}


async def _run_manager(
    manager: StreamableHTTPSessionManager,
    *,
    task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED,
) -> None:
    async with manager.run():
        task_status.started()
        await anyio.sleep_forever()
