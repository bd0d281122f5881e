"""`hermem mcp`: the installed command, driven by the MCP SDK's own client (stdio and HTTP)."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import pytest
from click.testing import CliRunner
from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from pydantic import AnyUrl

import hermem
from hermem.cli import main
from hermem.config import resolve_home, update_config
from hermem.sessions.store import SessionStore
from hermem.store.builtin import open_memory

T = TypeVar("T")
START_TIMEOUT_S = 20.0


def hermem_exe() -> str:
    exe = Path(sys.executable).parent / "hermem"
    found = str(exe) if exe.exists() else shutil.which("hermem")
    if found is None:
        pytest.fail("the `hermem` console script is not installed: run `pip install -e .`")
    return found


def server_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(HERMES_HOME=str(tmp_path / "home"), HOME=str(tmp_path))
    return env


def run(make: Callable[[], Awaitable[T]]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(make(), timeout=60)

    return asyncio.run(bounded())


@asynccontextmanager
async def stdio_session(tmp_path: Path, *args: str) -> AsyncIterator[ClientSession]:
    params = StdioServerParameters(
        command=hermem_exe(), args=["mcp", *args], env=server_env(tmp_path)
    )
    with open(tmp_path / "server-stderr.txt", "a") as errlog:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write) as session,
        ):
            yield session


def text_of(result: types.CallToolResult) -> str:
    assert len(result.content) == 1
    block = result.content[0]
    assert isinstance(block, types.TextContent)
    return block.text


async def read_text(session: ClientSession, uri: str) -> str:
    block = (await session.read_resource(AnyUrl(uri))).contents[0]
    assert isinstance(block, types.TextResourceContents)
    assert block.mimeType == "text/markdown"
    return block.text


def prompt_text(result: types.GetPromptResult) -> str:
    content = result.messages[0].content
    assert isinstance(content, types.TextContent)
    return content.text


def entries_on_disk(tmp_path: Path, name: str = "MEMORY.md") -> list[str]:
    path = tmp_path / "home" / "memories" / name
    return path.read_text(encoding="utf-8").split("\n§\n") if path.exists() else []


def mcp_sessions(tmp_path: Path) -> list[Any]:
    store = SessionStore.open(resolve_home(tmp_path / "home"))
    try:
        return [s for s in store.list_sessions(limit=50) if s.source == "mcp"]
    finally:
        store.close()


# -- stdio ---------------------------------------------------------------------------------


def test_stdio_lists_the_session_tools_with_their_own_schemas(tmp_path: Path) -> None:
    with hermem.Memory(tmp_path / "home") as memory:
        memory.builtin.store("user").add("Name: Ada")
        with memory.start_session(platform="test") as session:
            expected = session.tools(format="mcp")

    async def scenario() -> tuple[types.InitializeResult, types.ListToolsResult]:
        params = StdioServerParameters(command=hermem_exe(), args=["mcp"], env=server_env(tmp_path))
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            return await session.initialize(), await session.list_tools()

    init, listed = run(scenario)
    assert init.serverInfo.name == "hermem"
    assert init.serverInfo.version == hermem.__version__
    assert "Name: Ada" in (init.instructions or "")  # the memory reaches the model's prompt
    tools = {t.name: t for t in listed.tools}
    assert list(tools) == ["memory", "session_search"]
    for tool in expected:
        assert tools[tool["name"]].inputSchema == tool["inputSchema"]
        assert tools[tool["name"]].description == tool["description"]
    annotations = tools["session_search"].annotations
    assert annotations is not None and annotations.readOnlyHint is True
    sessions = mcp_sessions(tmp_path)
    assert len(sessions) == 1 and sessions[0].ended_at is not None  # ended when stdin closed


def test_stdio_add_lands_on_disk_and_shows_in_resources_and_prompt(tmp_path: Path) -> None:
    async def scenario() -> dict[str, Any]:
        async with stdio_session(tmp_path) as session:
            await session.initialize()
            before = await read_text(session, "memory://snapshot")
            added = await session.call_tool(
                "memory", {"action": "add", "target": "memory", "content": "Repo uses uv"}
            )
            on_disk = entries_on_disk(tmp_path)
            user = await session.call_tool(
                "memory", {"action": "add", "target": "user", "content": "Prefers tea"}
            )
            listed = await session.list_resources()
            return {
                "before": before,
                "added": added,
                "on_disk": on_disk,
                "user": user,
                "uris": [str(r.uri) for r in listed.resources],
                "snapshot": await read_text(session, "memory://snapshot"),
                "memory": await read_text(session, "memory://memory"),
                "user_store": await read_text(session, "memory://user"),
                "prompts": [p.name for p in (await session.list_prompts()).prompts],
                "prompt": prompt_text(await session.get_prompt("memory_system_prompt")),
            }

    got = run(scenario)
    assert "Repo uses uv" not in got["before"]
    assert got["added"].isError is False
    assert json.loads(text_of(got["added"]))["success"] is True
    assert got["on_disk"] == ["Repo uses uv"]  # on disk before the next call
    assert got["user"].isError is False
    assert got["uris"] == ["memory://snapshot", "memory://memory", "memory://user"]
    assert "Repo uses uv" in got["snapshot"] and "Prefers tea" in got["snapshot"]
    assert "Repo uses uv" in got["memory"] and "Prefers tea" not in got["memory"]
    assert "Prefers tea" in got["user_store"] and "USER PROFILE" in got["user_store"]
    assert got["prompts"] == ["memory_system_prompt"]
    assert "Repo uses uv" in got["prompt"] and "Prefers tea" in got["prompt"]
    assert "session_search" in got["prompt"]  # the guidance comes with it
    assert entries_on_disk(tmp_path, "USER.md") == ["Prefers tea"]
    with open_memory(tmp_path / "home") as memory:
        assert {change.origin for change in memory.history()} == {"mcp"}


def test_stdio_bad_calls_are_tool_errors_and_the_server_keeps_serving(tmp_path: Path) -> None:
    calls: list[tuple[str, dict[str, Any]]] = [
        ("no_such_tool", {}),
        ("memory", {"action": "zap"}),
        ("memory", {"action": "add", "target": "memory", "content": 42}),
        ("memory", {"action": "add", "target": "nowhere", "content": "x"}),
        ("memory", {}),
        ("session_search", {"limit": "many"}),
        ("memory", {"action": "remove", "target": "memory", "old_text": "absent"}),
        ("memory", {"action": "add", "target": "memory", "content": "x" * 5000}),
    ]

    async def scenario() -> tuple[list[types.CallToolResult], types.CallToolResult]:
        async with stdio_session(tmp_path) as session:
            await session.initialize()
            results = [await session.call_tool(name, args) for name, args in calls]
            after = await session.call_tool(
                "memory", {"action": "add", "target": "memory", "content": "Still works"}
            )
            return results, after

    results, after = run(scenario)
    for (name, args), result in zip(calls, results, strict=True):
        assert result.isError is True, (name, args)
        error = json.loads(text_of(result))
        assert error["success"] is False and error["error"], (name, args)
    assert "available tools: memory, session_search" in text_of(results[0])
    assert after.isError is False
    assert entries_on_disk(tmp_path) == ["Still works"]  # no failed call wrote anything


def test_stdio_with_the_local_provider_lists_and_runs_fact_store(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path / "home")
    update_config(paths, "memory", {"provider": "local"})
    update_config(paths, "providers", {"local": {"semantic": "off"}})

    async def scenario() -> tuple[list[str], types.CallToolResult, types.CallToolResult]:
        async with stdio_session(tmp_path) as session:
            await session.initialize()
            names = [t.name for t in (await session.list_tools()).tools]
            added = await session.call_tool(
                "fact_store", {"action": "add", "content": "Caroline lives in Paris"}
            )
            found = await session.call_tool(
                "fact_store", {"action": "search", "query": "where does Caroline live"}
            )
            return names, added, found

    names, added, found = run(scenario)
    assert names[:2] == ["memory", "session_search"]
    assert {"fact_store", "fact_feedback"} <= set(names)
    assert added.isError is False, text_of(added)
    assert found.isError is False
    assert "Caroline lives in Paris" in text_of(found)
    assert (tmp_path / "home" / "facts.db").exists()


def test_two_stdio_servers_on_one_home_lose_no_write(tmp_path: Path) -> None:
    async def writer(tag: str) -> list[bool]:
        async with stdio_session(tmp_path) as session:
            await session.initialize()
            results = await asyncio.gather(
                *(
                    session.call_tool(
                        "memory",
                        {"action": "add", "target": "memory", "content": f"{tag} note {i:02d}"},
                    )
                    for i in range(10)
                )
            )
            return [r.isError is False for r in results]

    async def both() -> list[list[bool]]:
        return list(await asyncio.gather(writer("alpha"), writer("beta")))

    outcomes = run(both)
    assert all(all(ok) for ok in outcomes), outcomes
    expected = {f"{tag} note {i:02d}" for tag in ("alpha", "beta") for i in range(10)}
    entries = entries_on_disk(tmp_path)
    assert len(entries) == 20
    assert set(entries) == expected
    with hermem.Memory(tmp_path / "home") as memory:
        assert len(memory.builtin.history(target="memory", limit=100)) == 20


# -- streamable HTTP -----------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for_port(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"hermem mcp --http exited early with status {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    pytest.fail(f"hermem mcp --http did not listen on port {port} in {START_TIMEOUT_S} s")


def test_http_serves_tools_and_stops_cleanly_on_sigterm(tmp_path: Path) -> None:
    port = free_port()
    with open(tmp_path / "server-stderr.txt", "wb") as errlog:
        process = subprocess.Popen(
            [hermem_exe(), "mcp", "--http", "--port", str(port)],
            env=server_env(tmp_path),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=errlog,
        )
    try:
        wait_for_port(port, process)

        async def scenario() -> tuple[list[str], types.CallToolResult, str]:
            url = f"http://127.0.0.1:{port}/mcp"
            async with (
                streamable_http_client(url) as (read, write, _),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                names = [t.name for t in (await session.list_tools()).tools]
                added = await session.call_tool(
                    "memory", {"action": "add", "target": "user", "content": "Name: Ada"}
                )
                snapshot = await read_text(session, "memory://snapshot")
                return names, added, snapshot

        names, added, snapshot = run(scenario)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            stdout, _ = process.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            raise
    assert names == ["memory", "session_search"]
    assert added.isError is False
    assert "Name: Ada" in snapshot
    assert entries_on_disk(tmp_path, "USER.md") == ["Name: Ada"]
    assert process.returncode == 0
    assert stdout == b""
    assert f"http://127.0.0.1:{port}/mcp" in (tmp_path / "server-stderr.txt").read_text()
    sessions = mcp_sessions(tmp_path)
    assert len(sessions) == 1 and sessions[0].ended_at is not None


# -- the command line around it ------------------------------------------------------------


def test_http_refuses_a_non_loopback_host_without_allow_remote(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["--home", str(tmp_path / "home"), "mcp", "--http", "--host", "0.0.0.0"]
    )
    assert result.exit_code == 2
    assert "--allow-remote" in result.output
    assert not (tmp_path / "home").exists()


def test_http_reports_a_port_in_use(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(
            main, ["--home", str(tmp_path / "home"), "mcp", "--http", "--port", str(port)]
        )
    assert result.exit_code == 1
    assert f"cannot listen on 127.0.0.1:{port}" in result.output


def test_help_teaches_client_configuration() -> None:
    result = CliRunner().invoke(main, ["mcp", "--help"])
    assert result.exit_code == 0
    for snippet in ('"args": ["mcp"]', "claude mcp add hermem -- hermem mcp", ".cursor/mcp.json"):
        assert snippet in result.output
    assert "--http" in result.output and "127.0.0.1:8765/mcp" in result.output


def test_without_the_mcp_sdk_the_error_says_what_to_install(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "sys.modules['mcp'] = None\n"
        "from hermem.cli import main\n"
        "main(['mcp'], prog_name='hermem')\n"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=server_env(tmp_path),
        timeout=60,
        check=False,
    )
    assert completed.returncode == 1
    assert "pip install 'hermem[mcp]'" in completed.stderr
    assert completed.stdout == ""
