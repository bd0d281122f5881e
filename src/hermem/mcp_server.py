"""hermem as an MCP server: the memory tools, the live stores as resources, the system block.

One :class:`~hermem.memory_session.MemorySession` (platform ``mcp``) serves the whole
process and is ended by :meth:`MemoryServer.close`. What a client gets:

- tools: exactly ``session.tools(format="mcp")`` (``memory``, ``session_search``, the
  provider's tools), with their own JSON schemas; arguments go straight to
  ``session.handle_tool_call`` and a ``"success": false`` result comes back as a tool
  error carrying the same JSON text;
- resources: ``memory://snapshot`` (both blocks as a system prompt would carry them),
  ``memory://memory`` and ``memory://user`` (one store each), read fresh on every read;
- the prompt ``memory_system_prompt``: guidance, current snapshot, provider block;
- instructions: the system block as it is when a client connects (frozen for that
  connection, like a session's prompt), for clients that put them in the model's prompt.

Several servers (and the CLI, and agents in process) may share one home: every write
takes the store's file lock and reloads under it; the databases use SQLite WAL.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from io import TextIOWrapper
from typing import TYPE_CHECKING, Any

import anyio
import anyio.to_thread
from mcp import types
from mcp.server.fastmcp import FastMCP
from mcp.server.lowlevel import NotificationOptions
from mcp.server.models import InitializationOptions
from mcp.server.stdio import stdio_server

from hermem import __version__
from hermem.errors import StoreUnreadableError
from hermem.prompt import build_system_block
from hermem.store.entries import TARGET_FILES, TARGETS
from hermem.store.snapshot import RULE, render_block, render_header, render_unreadable_block

if TYPE_CHECKING:
    from hermem.memory import Memory

log = logging.getLogger("hermem.mcp")

SERVER_NAME = "hermem"
SNAPSHOT_URI = "memory://snapshot"
STORE_URIS = {"memory": "memory://memory", "user": "memory://user"}
PROMPT_NAME = "memory_system_prompt"
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
READ_ONLY_TOOLS = frozenset({"session_search"})


class MemoryServer(FastMCP[Any]):
    """A FastMCP server over one memory session; :meth:`close` ends the session."""

    def __init__(
        self,
        memory: Memory,
        *,
        platform: str = "mcp",
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
    ) -> None:
        self.memory = memory
        self.session = memory.start_session(platform=platform, origin="mcp")
        super().__init__(name=SERVER_NAME, host=host, port=port, log_level="WARNING")
        low = self._mcp_server
        low.version = __version__
        initialization_options = low.create_initialization_options

        # Each client connection is a new conversation: its instructions carry the memory
        # as it is now (an HTTP server outlives many), frozen for that connection.
        def fresh_initialization_options(
            notification_options: NotificationOptions | None = None,
            experimental_capabilities: dict[str, dict[str, Any]] | None = None,
        ) -> InitializationOptions:
            try:
                low.instructions = self.system_block() or None
            except Exception:  # a connection without instructions beats no connection
                log.exception("the memory block for the instructions failed")
                low.instructions = None
            return initialization_options(notification_options, experimental_capabilities)

        low.create_initialization_options = fresh_initialization_options  # type: ignore[method-assign]
        self._tool_list = [
            types.Tool(
                name=tool["name"],
                description=tool["description"],
                inputSchema=tool["inputSchema"],
                annotations=(
                    types.ToolAnnotations(readOnlyHint=True)
                    if tool["name"] in READ_ONLY_TOOLS
                    else None
                ),
            )
            for tool in self.session.tools(format="mcp")
        ]
        # FastMCP derives schemas from Python signatures; ours are given, so the tool
        # handlers go on the low-level server, which keeps each inputSchema as it is.
        low.list_tools()(self._list_memory_tools)  # type: ignore[no-untyped-call]
        low.call_tool(validate_input=False)(self._call_memory_tool)
        self._add_resources()
        self._add_prompt()

    # -- tools ---------------------------------------------------------------------------

    async def _list_memory_tools(self) -> list[types.Tool]:
        return list(self._tool_list)

    async def _call_memory_tool(self, name: str, arguments: dict[str, Any]) -> types.CallToolResult:
        text = await anyio.to_thread.run_sync(self.session.handle_tool_call, name, arguments)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)],
            isError=is_error_result(text),
        )

    # -- resources and prompt ------------------------------------------------------------

    def _add_resources(self) -> None:
        @self.resource(
            SNAPSHOT_URI,
            name="snapshot",
            title="Memory snapshot",
            description=(
                "MEMORY.md and USER.md as a system prompt carries them, read now "
                "(writes made through the memory tool show up at once)."
            ),
            mime_type="text/markdown",
        )
        async def snapshot() -> str:
            return await anyio.to_thread.run_sync(self.render_snapshot)

        for target in TARGETS:
            self._add_store_resource(target)

    def _add_store_resource(self, target: str) -> None:
        file_name = TARGET_FILES[target]
        about = "the agent's notes" if target == "memory" else "who the user is"

        @self.resource(
            STORE_URIS[target],
            name=target,
            title=file_name,
            description=f"The live entries of {file_name} ({about}), with usage.",
            mime_type="text/markdown",
        )
        async def store() -> str:
            return await anyio.to_thread.run_sync(self.render_store, target)

    def _add_prompt(self) -> None:
        @self.prompt(
            name=PROMPT_NAME,
            title="hermem memory",
            description=(
                "The memory block for a system prompt: how to use the memory tools, the "
                "current MEMORY.md and USER.md, and the provider's block."
            ),
        )
        async def memory_system_prompt() -> str:
            return await anyio.to_thread.run_sync(self.system_block)

    # -- what the resources and the prompt say (fresh reads) -----------------------------

    def render_snapshot(self) -> str:
        text = self.memory.builtin.snapshot().render()
        return text or "(MEMORY.md and USER.md are empty)"

    def render_store(self, target: str) -> str:
        builtin = self.memory.builtin
        file_name = TARGET_FILES[target]
        if not builtin.config.target_enabled(target):
            return f"{file_name} is disabled in config.yaml."
        store = builtin.store(target)
        try:
            entries = store.entries()
        except StoreUnreadableError as exc:
            return render_unreadable_block(target, store.limit, file_name, str(exc))
        block = render_block(target, entries, store.limit, file_name)
        if block is None:
            return f"{RULE}\n{render_header(target, 0, store.limit)}\n{RULE}\n(no entries yet)"
        return block

    def system_block(self) -> str:
        targets = self.memory.builtin.enabled_targets()
        names = self.session.tool_names()
        return build_system_block(
            self.memory.builtin.snapshot().render(),
            memory_tool="memory" in names,
            user_only=targets == ["user"],
            session_search="session_search" in names,
            provider_block=self.session.manager.build_system_prompt(),
        )

    # -- running -------------------------------------------------------------------------

    def serve_stdio(self) -> None:
        """Serve one client over stdin/stdout until it closes stdin.

        The protocol gets a private copy of stdout; file descriptor 1 then points at
        stderr, so a stray print (ours, a provider's, a C library's) cannot corrupt it.
        """
        protocol_out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
        sys.stdout.flush()
        os.dup2(sys.stderr.fileno(), sys.stdout.fileno())

        async def run() -> None:
            out = anyio.wrap_file(TextIOWrapper(protocol_out, encoding="utf-8"))
            async with stdio_server(stdout=out) as (read_stream, write_stream):
                await self._mcp_server.run(
                    read_stream, write_stream, self._mcp_server.create_initialization_options()
                )

        anyio.run(run)

    def serve_http(self) -> None:
        """Serve streamable HTTP at ``http://HOST:PORT/mcp`` until interrupted."""
        anyio.run(self.run_streamable_http_async)

    def close(self) -> None:
        """End the memory session (idempotent); the Memory stays open for its owner."""
        self.session.end()


def build_server(
    memory: Memory,
    *,
    platform: str = "mcp",
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
) -> MemoryServer:
    """An MCP server over ``memory`` (``host``/``port`` matter only for HTTP)."""
    return MemoryServer(memory, platform=platform, host=host, port=port)


def is_error_result(text: str) -> bool:
    """A tool result that reports failure: ``"success": false``, or an error and no success."""
    try:
        data = json.loads(text)
    except ValueError:
        return False
    if not isinstance(data, dict):
        return False
    if "success" in data:
        return data["success"] is False
    return "error" in data
