"""What a user sees when PostgreSQL is down or psycopg is missing: one clear line."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from hermem.config import StorageConfig, resolve_home
from hermem.errors import DatabaseError, StoreUnreadableError
from hermem.store.builtin import BuiltinMemory
from hermem.store.tool import MemoryTool


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"postgresql://agent:s3cret-pw@127.0.0.1:{port}/memory"


def run_cli(
    home: Path, *args: str, env: dict[str, str], prelude: str = ""
) -> subprocess.CompletedProcess[str]:
    """``hermem --home HOME ARGS`` in a fresh interpreter, after ``prelude``."""
    code = f"{prelude}\nimport sys\nfrom hermem.cli import main\nsys.argv[0] = 'hermem'\nmain()"
    return subprocess.run(
        [sys.executable, "-c", code, "--home", str(home), *args],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_server_that_is_down_fails_calls_cleanly(tmp_path: Path) -> None:
    storage = StorageConfig(database_url=closed_port_url(), tenant="default")
    with BuiltinMemory(resolve_home(tmp_path), storage=storage) as memory:
        result = MemoryTool(memory).handle({"action": "add", "target": "memory", "content": "x"})
        assert result["success"] is False
        assert "Connection refused" in result["error"]
        assert result["error"].endswith("Nothing was changed.")
        assert "s3cret" not in result["error"]
        with pytest.raises(StoreUnreadableError):
            memory.store("user").entries()
        block = memory.snapshot().memory or ""
        assert "UNREADABLE" in block and "s3cret" not in block


def test_the_cli_reports_a_server_that_is_down_in_one_line(tmp_path: Path) -> None:
    done = run_cli(tmp_path, "add", "a note", env={"HERMEM_DATABASE_URL": closed_port_url()})
    assert done.returncode == 1
    assert done.stderr.startswith("Error: MEMORY.md: cannot use PostgreSQL at ")
    assert "Traceback" not in done.stderr and "s3cret" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_without_psycopg_the_error_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if it were not installed
    storage = StorageConfig(database_url="postgresql://localhost/hermem")
    with pytest.raises(DatabaseError, match=r"pip install 'hermem\[postgres\]'"):
        BuiltinMemory(resolve_home(tmp_path), storage=storage)


def test_the_cli_without_psycopg_says_how_to_install_it(tmp_path: Path) -> None:
    done = run_cli(
        tmp_path,
        "status",
        env={"HERMEM_DATABASE_URL": "postgresql://localhost/hermem"},
        prelude="import sys; sys.modules['psycopg'] = None",
    )
    assert done.returncode == 1
    assert "pip install 'hermem[postgres]'" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_file_backend_never_imports_psycopg(tmp_path: Path) -> None:
    code = (
        "import sys\nfrom hermem import open_memory\n"
        f"m = open_memory({str(tmp_path)!r}); m.store('memory').add('x')\n"
        "assert 'psycopg' not in sys.modules and 'hermem.storage.postgres' not in sys.modules"
    )
    env = {k: v for k, v in os.environ.items() if k != "HERMEM_DATABASE_URL"}
    subprocess.run([sys.executable, "-c", code], check=True, env=env, timeout=60)
