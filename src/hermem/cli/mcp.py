"""``hermem mcp``: serve the home's memory to an MCP client, over stdio or streamable HTTP."""

from __future__ import annotations

import ipaddress
import logging
import signal
import socket
import sys
from types import FrameType

import click

from hermem.cli.context import EXIT_USAGE, fail, home_options, home_paths

# Spelled out here so that `hermem --help` loads no MCP code.
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765

HELP = """\
Serve this home's memory to an MCP client (Claude Desktop, Claude Code, Cursor, ...).

\b
The client gets:
  tools      memory (add / replace / remove), session_search, and the
             provider's tools (fact_store, fact_feedback with `local`)
  resources  memory://snapshot (both stores as a system prompt carries
             them), memory://memory, memory://user — read fresh each time
  prompt     memory_system_prompt: guidance + current memory + provider
The server's instructions carry the memory block, so clients that honour
them see the memory from the first turn.

\b
By default it speaks MCP over stdin/stdout (the client starts it); with
--http it serves streamable HTTP at http://127.0.0.1:8765/mcp for clients
that connect by URL. Logs go to stderr. Several clients may share one home.

\b
Claude Desktop (claude_desktop_config.json) and Cursor (.cursor/mcp.json):
  {"mcpServers": {"hermem": {"command": "hermem", "args": ["mcp"]}}}
Claude Code:
  claude mcp add hermem -- hermem mcp
Another home or profile:
  {"command": "hermem", "args": ["mcp", "--home", "/path/to/home"]}
  {"command": "hermem", "args": ["mcp", "--profile", "work"]}
Over HTTP (start `hermem mcp --http` first):
  claude mcp add --transport http hermem http://127.0.0.1:8765/mcp
  Cursor: {"mcpServers": {"hermem": {"url": "http://127.0.0.1:8765/mcp"}}}

\b
Use the full path to `hermem` (`which hermem`) if the client does not
start it from your shell's PATH (a virtual environment, pipx, uv tool).
Needs the MCP extra: pip install 'hermem[mcp]'
"""


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def port_problem(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on (in use, unknown address), or None."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host.strip("[]"), port))
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


@click.command(name="mcp", help=HELP)
@home_options
@click.option("--http", "use_http", is_flag=True, help="Serve streamable HTTP, not stdio.")
@click.option(
    "--host", default=DEFAULT_HOST, show_default=True, help="Address to listen on (--http)."
)
@click.option(
    "--port",
    default=DEFAULT_PORT,
    show_default=True,
    type=click.IntRange(1, 65535),
    help="Port to listen on (--http).",
)
@click.option(
    "--allow-remote",
    is_flag=True,
    help="Allow a --host that is not loopback: anyone who can reach it can read and "
    "change this memory (there is no authentication).",
)
@click.pass_context
def mcp_command(
    ctx: click.Context, use_http: bool, host: str, port: int, allow_remote: bool
) -> None:
    if use_http and not allow_remote and not is_loopback(host):
        fail(
            f"--host {host} is reachable from other machines, and the MCP server has no "
            "authentication: anyone who reaches it can read and change this memory. "
            "Use --host 127.0.0.1, or add --allow-remote if that is what you want.",
            EXIT_USAGE,
        )
    if use_http:
        problem = port_problem(host, port)
        if problem is not None:
            fail(f"cannot listen on {host}:{port}: {problem} (choose another with --port)")
    try:
        from hermem.mcp_server import build_server
    except ImportError as exc:
        if exc.name is None or exc.name.split(".")[0] not in ("mcp", "anyio", "pydantic"):
            raise
        fail(f"the MCP SDK is not installed ({exc}): pip install 'hermem[mcp]'")
    from hermem.errors import ConfigError
    from hermem.memory import Memory

    logging.basicConfig(
        stream=sys.stderr,
        level=logging.WARNING,
        format="hermem mcp: %(levelname)s %(name)s: %(message)s",
    )
    try:
        memory = Memory(home_paths(ctx))
    except ConfigError as exc:
        fail(str(exc), EXIT_USAGE)
    # SIGTERM (how clients and service managers stop a server) ends the session cleanly.
    previous = signal.signal(signal.SIGTERM, _interrupt)
    server = None
    try:
        server = build_server(memory, host=host, port=port)
        if use_http:
            url_host = f"[{host}]" if ":" in host else host
            click.echo(
                f"hermem mcp: serving {memory.paths.root} at http://{url_host}:{port}/mcp "
                "(Ctrl+C to stop)",
                err=True,
            )
            server.serve_http()
        else:
            server.serve_stdio()
    except KeyboardInterrupt:
        pass
    finally:
        if server is not None:
            server.close()
        memory.close()
        signal.signal(signal.SIGTERM, previous)


COMMANDS = [mcp_command]
