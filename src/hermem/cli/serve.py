"""``hermem serve``: the memory service for many agents and users (HTTP API, MCP, dashboard)."""

from __future__ import annotations

import logging
import signal
import sys
from types import FrameType
from typing import TYPE_CHECKING, Any

import click

from hermem.cli.context import EXIT_USAGE, fail, home_options, home_paths

if TYPE_CHECKING:
    from hermem.config import HomePaths

# Spelled out here so that `hermem --help` loads no server code.
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
DEFAULT_MAX_BODY_BYTES = 1024 * 1024
DEFAULT_RATE_LIMIT = 200.0

HELP = """\
Run the memory service: a REST API, MCP over HTTP and a web dashboard, for
many agents and users, each tenant's memory kept apart.

\b
What it serves (on http://127.0.0.1:8765 by default):
  /            the dashboard: store usage, entries, journal with undo,
               session search, facts, provider status
  /api/v1/...  the REST API (memory tool, snapshot, journal, undo,
               sessions, facts, scan, status); the spec is at /docs
  /mcp         MCP over streamable HTTP, for clients that connect by URL

\b
Every request needs an API key, and the key decides the tenant:
  hermem keys create --tenant alice      prints a key once (hm_...)
  curl -H "Authorization: Bearer hm_..." http://127.0.0.1:8765/api/v1/status
Tenant `default` is this home itself; tenant T lives in <home>/tenants/T/.
At start the service also makes a local token, valid until it stops, for
tenant `default`, and prints the dashboard's address with it
(--no-local-token to skip).

\b
Storage: the home's files and SQLite by default. With --database-url (or
storage.database_url in config.yaml, or $HERMEM_DATABASE_URL) every
tenant's stores and the API keys live in PostgreSQL.

\b
Limits: request bodies over --max-body-bytes get 413; each key may send
--rate-limit requests a second (bursts of twice that), then gets 429.
Errors are JSON: {"error": {"code": ..., "message": ...}}.

\b
One process uses one core at a time: --workers N runs N processes on the
port (one per core), sharing the home and database.

\b
Examples:
  hermem --home demo-home serve
  hermem serve --port 9000 --database-url postgresql://hermem@db/hermem
  hermem serve --host 0.0.0.0 --allow-remote    (put TLS in front of it)
Needs the server extra: pip install 'hermem[server]'
"""


@click.command(name="serve", help=HELP)
@home_options
@click.option("--host", default=DEFAULT_HOST, show_default=True, help="Address to listen on.")
@click.option(
    "--port",
    default=DEFAULT_PORT,
    show_default=True,
    type=click.IntRange(1, 65535),
    help="Port to listen on.",
)
@click.option(
    "--database-url",
    metavar="URL",
    default=None,
    help="PostgreSQL for every tenant's stores and the keys "
    "(default: storage.database_url of config.yaml or $HERMEM_DATABASE_URL; else files).",
)
@click.option(
    "--max-body-bytes",
    default=DEFAULT_MAX_BODY_BYTES,
    show_default=True,
    type=click.IntRange(1024, 1024**3),
    help="Largest request body accepted (413 beyond).",
)
@click.option(
    "--rate-limit",
    default=DEFAULT_RATE_LIMIT,
    show_default=True,
    type=click.FloatRange(0, 1_000_000),
    help="Requests per second per key, bursts of twice that (429 beyond); 0 = no limit.",
)
@click.option(
    "--no-local-token",
    is_flag=True,
    help="Make no local token: only keys from `hermem keys create` are accepted.",
)
@click.option(
    "--allow-remote",
    is_flag=True,
    help="Allow a --host that is not loopback (keys travel in clear text without TLS).",
)
@click.option(
    "--workers",
    default=1,
    show_default=True,
    type=click.IntRange(1, 64),
    help="Processes serving together (one per core uses them all). With more than one, "
    "MCP runs stateless and each process applies --rate-limit to what it serves.",
)
@click.option(
    "--log-level",
    type=click.Choice(["debug", "info", "warning", "error"]),
    default="warning",
    show_default=True,
    help="Server log detail (info logs every request).",
)
@click.pass_context
def serve(
    ctx: click.Context,
    host: str,
    port: int,
    database_url: str | None,
    max_body_bytes: int,
    rate_limit: float,
    no_local_token: bool,
    allow_remote: bool,
    workers: int,
    log_level: str,
) -> None:
    from hermem.cli.mcp import is_loopback, port_problem

    if not allow_remote and not is_loopback(host):
        fail(
            f"--host {host} is reachable from other machines: API keys and memory would "
            "cross the network unencrypted. Use --host 127.0.0.1 (and a TLS proxy in front), "
            "or add --allow-remote if that is what you want.",
            EXIT_USAGE,
        )
    try:
        import fastapi  # noqa: F401
        import uvicorn
    except ImportError as exc:
        fail(f"the server extra is not installed ({exc}): pip install 'hermem[server]'")
    problem = port_problem(host, port)
    if problem is not None:
        fail(f"cannot listen on {host}:{port}: {problem} (choose another with --port)")
    paths = home_paths(ctx)
    url = resolve_database_url(paths, database_url)
    import secrets

    from hermem.server.app import create_app
    from hermem.server.settings import ServerSettings

    settings = ServerSettings(
        home=paths,
        host=host,
        port=port,
        database_url=url,
        max_body_bytes=max_body_bytes,
        rate_limit=rate_limit,
        local_token=None if no_local_token else f"hm_local_{secrets.token_urlsafe(32)}",
        workers=workers,
    )
    logging.basicConfig(
        stream=sys.stderr,
        level=getattr(logging, log_level.upper()),
        format="hermem serve: %(levelname)s %(name)s: %(message)s",
    )
    where = "PostgreSQL " + _describe(url) if url else "files + SQLite"
    processes = f", {workers} processes" if workers > 1 else ""
    click.echo(
        f"hermem serve: {paths.root} ({where}{processes}) at {settings.base_url} (Ctrl+C to stop)"
    )
    if settings.local_token:
        click.echo(f"Dashboard: {settings.dashboard_url()}")
    else:
        click.echo(f"Dashboard: {settings.dashboard_url()} (sign in with an API key)")
    click.echo(f"API: {settings.base_url}/docs   MCP: {settings.base_url}/mcp")
    sys.stdout.flush()
    options: dict[str, Any] = {
        "host": host.strip("[]"),
        "port": port,
        "log_level": log_level,
        "access_log": log_level in ("debug", "info"),
        "server_header": False,
        "proxy_headers": False,  # no proxy is trusted by default: X-Forwarded-For is ignored
        "timeout_graceful_shutdown": 5,
    }
    # uvicorn stops gracefully on SIGINT/SIGTERM, then re-raises the signal to the handler
    # that was there before it: this one, so a stop requested by a signal exits 0.
    for stop_signal in (signal.SIGINT, signal.SIGTERM):
        signal.signal(stop_signal, _stopped)
    if workers == 1:
        uvicorn.Server(uvicorn.Config(create_app(settings), **options)).run()
        return
    import os

    from uvicorn.supervisors import Multiprocess

    from hermem.server.settings import SETTINGS_ENV_VAR

    os.environ[SETTINGS_ENV_VAR] = settings.to_json()  # inherited by the workers only
    config = uvicorn.Config(
        "hermem.server.app:app_from_environment", factory=True, workers=workers, **options
    )
    Multiprocess(config, sockets=[config.bind_socket()]).run()


def _stopped(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)


def resolve_database_url(paths: HomePaths, given: str | None) -> str:
    """The service's PostgreSQL URL ("" for files): ``given``, else the home's storage
    setting; a PostgreSQL that cannot be reached ends the command with its reason."""
    from hermem.config import StorageConfig, load_storage_config
    from hermem.errors import ConfigError, DatabaseError

    try:
        if given is not None:
            url = StorageConfig.from_mapping({"database_url": given}, environ={}).database_url
        else:
            url = load_storage_config(paths).database_url
    except ConfigError as exc:
        message = str(exc)
        if given is not None:
            message = "--database-url: " + message.split(": ", 1)[-1]
        fail(message, EXIT_USAGE)
    if not url:
        return ""
    from hermem.storage.postgres import open_database

    try:
        with open_database(url).connection() as conn:
            conn.execute("SELECT 1")
    except DatabaseError as exc:
        fail(str(exc))
    return url


def _describe(url: str) -> str:
    from hermem.storage.postgres import describe_url

    return describe_url(url)


COMMANDS = [serve]
