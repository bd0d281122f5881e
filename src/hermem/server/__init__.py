"""``hermem serve``: the multi-tenant memory service (HTTP API, MCP over HTTP, dashboard).

Needs the ``server`` extra (FastAPI, uvicorn); nothing here is imported by ``import
hermem`` or the CLI until ``hermem serve`` runs. Start it with :func:`hermem.server.app.
create_app` and any ASGI server, or with ``hermem serve``.
"""
