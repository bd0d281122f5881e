"""`hermem serve` and `hermem keys` as real commands: a server process, keys made, listed
and revoked by the CLI while it runs, the dashboard address it prints, a clean stop."""

from __future__ import annotations

import socket
import subprocess
from pathlib import Path

import httpx
import pytest
from hermem_service import hermem_exe, new_tenant, serve_process, server_env


def keys_cli(sandbox: Path, *args: str, database_url: str = "") -> subprocess.CompletedProcess[str]:
    command = [hermem_exe(), "--home", str(sandbox / "home"), "keys", *args]
    if database_url:
        command += ["--database-url", database_url]
    return subprocess.run(
        command, env=server_env(sandbox), capture_output=True, text=True, timeout=60, check=False
    )


def test_keys_cli_create_prints_once_list_hides_secrets_revoke_refuses_at_once(
    tmp_path: Path,
) -> None:
    with serve_process(tmp_path) as running:
        made = keys_cli(tmp_path, "create", "--tenant", "alice", "--label", "laptop")
        assert made.returncode == 0, made.stderr
        key = made.stdout.strip()
        assert key.startswith("hm_") and len(key.splitlines()) == 1
        assert "not shown again" in made.stderr
        key_id = key.split("_")[1]
        api = running.service.client(key)
        added = api.post("memory", json={"action": "add", "target": "user", "content": "Alice"})
        assert added.status_code == 200, added.text
        assert api.get("status").json()["tenant"] == "alice"
        listed = keys_cli(tmp_path, "list")
        assert listed.returncode == 0
        assert key_id in listed.stdout and "alice" in listed.stdout and "laptop" in listed.stdout
        secret = key.split("_", 2)[2]
        assert secret not in listed.stdout and secret not in listed.stderr
        as_json = keys_cli(tmp_path, "list", "--json")
        assert secret not in as_json.stdout and '"tenant": "alice"' in as_json.stdout
        revoked = keys_cli(tmp_path, "revoke", key_id)
        assert revoked.returncode == 0, revoked.stderr
        refused = api.get("status")
        assert refused.status_code == 401
        assert "revoked" in keys_cli(tmp_path, "list").stdout
        assert keys_cli(tmp_path, "revoke", "000000000000").returncode == 1
    alice = tmp_path / "home" / "tenants" / "alice" / "memories" / "USER.md"
    assert alice.read_text(encoding="utf-8") == "Alice"


def test_keys_cli_refuses_a_bad_tenant_name(tmp_path: Path) -> None:
    made = keys_cli(tmp_path, "create", "--tenant", "../escape")
    assert made.returncode == 2
    assert "invalid tenant name" in made.stderr
    assert not (tmp_path / "home" / "server" / "keys.db").exists() or "hm_" not in made.stdout


def test_serve_prints_the_dashboard_address_with_a_working_local_token(tmp_path: Path) -> None:
    with serve_process(tmp_path) as running:
        dashboard = next(line for line in running.stdout_lines if line.startswith("Dashboard:"))
        assert dashboard.startswith(f"Dashboard: {running.service.url}/#token=hm_local_")
        token = running.service.local_token
        assert token is not None
        api = running.service.client(token)
        api.post("memory", json={"action": "add", "target": "memory", "content": "from web"})
        assert api.get("status").json()["tenant"] == "default"
        page = httpx.get(f"{running.service.url}/")
        assert page.status_code == 200 and "<html" in page.text.lower()
        code = running.stop()
    assert code == 0
    memory_file = tmp_path / "home" / "memories" / "MEMORY.md"
    assert memory_file.read_text(encoding="utf-8") == "from web"
    assert "Traceback" not in running.stderr_path.read_text(encoding="utf-8")


def test_a_local_token_is_valid_only_for_its_run(tmp_path: Path) -> None:
    with serve_process(tmp_path) as first:
        old = first.service.local_token
    with serve_process(tmp_path) as second:
        assert old is not None and second.service.local_token != old
        assert second.service.client(old).get("status").status_code == 401


def test_no_local_token_means_keys_only(tmp_path: Path) -> None:
    with serve_process(tmp_path, "--no-local-token") as running:
        assert running.service.local_token is None
        dashboard = next(line for line in running.stdout_lines if line.startswith("Dashboard:"))
        assert "#token=" not in dashboard


@pytest.mark.postgres
def test_serve_on_postgresql_keeps_stores_and_keys_in_the_database(
    tmp_path: Path, pg_url: str
) -> None:
    tenant = new_tenant()
    made = keys_cli(tmp_path, "create", "--tenant", tenant, database_url=pg_url)
    assert made.returncode == 0, made.stderr
    key = made.stdout.strip()
    with serve_process(tmp_path, database_url=pg_url) as running:
        api = running.service.client(key)
        added = api.post("memory", json={"action": "add", "target": "memory", "content": "pg"})
        assert added.status_code == 200, added.text
        assert "PostgreSQL" in running.stdout_lines[0]
    assert not (tmp_path / "home" / "tenants" / tenant / "memories" / "MEMORY.md").exists()
    import psycopg

    with psycopg.connect(pg_url) as conn:
        row = conn.execute(
            "SELECT content FROM hermem.bounded_stores WHERE tenant = %s AND target = 'memory'",
            (tenant,),
        ).fetchone()
        keys = conn.execute(
            "SELECT tenant FROM hermem.api_keys WHERE id = %s", (key.split("_")[1],)
        ).fetchone()
    assert row is not None and row[0] == "pg"
    assert keys is not None and keys[0] == tenant


def test_serve_refuses_a_non_loopback_host_without_allow_remote(tmp_path: Path) -> None:
    done = subprocess.run(
        [hermem_exe(), "--home", str(tmp_path / "home"), "serve", "--host", "0.0.0.0"],
        env=server_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "--allow-remote" in done.stderr


def test_serve_reports_a_port_in_use(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [hermem_exe(), "--home", str(tmp_path / "home"), "serve", "--port", str(port)],
            env=server_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert done.returncode == 1
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr


def test_serve_help_teaches_keys_tenants_storage_and_limits(tmp_path: Path) -> None:
    done = subprocess.run(
        [hermem_exe(), "serve", "--help"],
        env=server_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    for phrase in (
        "hermem keys create --tenant",
        "Authorization: Bearer",
        "/mcp",
        "--database-url",
        "--max-body-bytes",
        "--rate-limit",
        "--allow-remote",
        "tenants/T/",
    ):
        assert phrase in done.stdout, phrase


def test_serve_with_two_workers_shares_one_memory_and_speaks_stateless_mcp(
    tmp_path: Path,
) -> None:
    import anyio
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    made = keys_cli(tmp_path, "create", "--tenant", "team")
    key = made.stdout.strip()
    with serve_process(tmp_path, "--workers", "2") as running:
        assert "2 processes" in running.stdout_lines[0]
        api = running.service.client(key)
        for number in range(12):  # over several connections, so both processes answer
            fresh = running.service.client(key)
            answer = fresh.post(
                "memory", json={"action": "add", "target": "memory", "content": f"n{number}"}
            )
            assert answer.status_code == 200, answer.text
            fresh.close()

        async def over_mcp() -> bool:
            async with (
                httpx.AsyncClient(headers={"Authorization": f"Bearer {key}"}) as http,
                streamable_http_client(f"{running.service.url}/mcp", http_client=http) as (
                    read,
                    write,
                    _,
                ),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                added = await session.call_tool(
                    "memory", {"action": "add", "target": "memory", "content": "via mcp"}
                )
                return added.isError is False

        assert anyio.run(over_mcp)
        entries = api.get("memory/memory").json()["entries"]
        assert entries == [f"n{n}" for n in range(12)] + ["via mcp"]
        assert running.stop() == 0
