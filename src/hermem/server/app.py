"""The application: REST API, MCP over HTTP, dashboard, limits and error handling.

    from hermem.server.app import create_app
    app = create_app(ServerSettings(home=resolve_home("demo-home")))

Handlers are plain ``def`` functions: storage calls block, so they run in the thread
pool. Tenants, keys and their Memory objects are opened once and kept for the run.
"""

from __future__ import annotations

import logging
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
import anyio.to_thread
from fastapi import FastAPI
from starlette.routing import Route

from hermem import __version__
from hermem.server.dashboard import mount_dashboard
from hermem.server.errors import ApiJSONResponse, CatchAll, install_error_handlers
from hermem.server.limits import BodyLimit
from hermem.server.mcp_mount import MCP_PATH, McpHub
from hermem.server.routes import add_api_routes
from hermem.server.runtime import Runtime
from hermem.server.settings import SETTINGS_ENV_VAR, ServerSettings

WORKER_THREADS = 16
DESCRIPTION = """\
Persistent, curated memory for LLM agents, per tenant.

Every `/api/v1` request carries `Authorization: Bearer <key>` (`hermem keys create
--tenant NAME`); the key decides the tenant, and no endpoint takes one. Errors are
`{"error": {"code", "message"}}`; a memory tool refusal is 422 `tool_error` with the
tool's result. MCP (streamable HTTP) is at `/mcp` with the same keys.
"""


def create_app(settings: ServerSettings) -> FastAPI:
    """A fresh application for ``settings``; its tenants are opened on first use and
    closed when the application shuts down."""
    runtime = Runtime.start(settings)
    hub = McpHub(runtime)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # Handlers mostly wait on the database (a pool of a few connections): more threads
        # than that only contend for the interpreter.
        anyio.to_thread.current_default_thread_limiter().total_tokens = WORKER_THREADS
        try:
            async with anyio.create_task_group() as task_group:
                hub.attach(task_group)
                try:
                    yield
                finally:
                    task_group.cancel_scope.cancel()
        finally:
            await anyio.to_thread.run_sync(hub.close)
            await anyio.to_thread.run_sync(runtime.close)

    app = FastAPI(
        title="hermem",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        default_response_class=ApiJSONResponse,
    )
    app.state.runtime = runtime
    app.state.mcp = hub
    install_error_handlers(app)

    @app.get("/healthz", tags=["service"], summary="Liveness (no key needed)")
    def healthz() -> ApiJSONResponse:
        return ApiJSONResponse({"status": "ok"})

    add_api_routes(app)
    # A plain ASGI endpoint: it authenticates on its own, then hands over to the tenant's.
    app.router.routes.append(Route(MCP_PATH, endpoint=hub, include_in_schema=False))
    mount_dashboard(app)
    app.add_middleware(BodyLimit, max_bytes=settings.max_body_bytes)
    app.add_middleware(CatchAll)  # added last: the outermost of ours
    return app


def app_from_environment() -> FastAPI:
    """The application of one worker of ``hermem serve --workers N`` (settings come in
    ``$HERMEM_SERVE_SETTINGS``, set by the command)."""
    settings = ServerSettings.from_json(os.environ[SETTINGS_ENV_VAR])
    if not logging.getLogger().handlers:
        logging.basicConfig(format="hermem serve: %(levelname)s %(name)s: %(message)s")
    return create_app(settings)
