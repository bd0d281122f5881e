"""Real memory services for the tests: uvicorn in a thread serving ``create_app``, or the
``hermem serve`` command in its own process. Both are reached over real sockets with httpx.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn

from hermem.config import HomePaths, resolve_home
from hermem.server.app import create_app
from hermem.server.keys import open_key_store
from hermem.server.settings import ServerSettings

START_TIMEOUT_S = 60
LOCAL_PROVIDER_CONFIG = "memory:\n  provider: local\nproviders:\n  local:\n    semantic: 'off'\n"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def new_tenant() -> str:
    return f"t{uuid.uuid4().hex[:12]}"


def hermem_exe() -> str:
    beside = Path(sys.executable).parent / "hermem"
    if beside.exists():
        return str(beside)
    found = shutil.which("hermem")
    if found is None:
        pytest.fail("the `hermem` console script is not installed: run `pip install -e .`")
    return found


@dataclass
class Service:
    """A running service: its address, home, storage, and keys made for it."""

    url: str
    home: HomePaths
    database_url: str
    local_token: str | None = None
    app: Any = None
    _clients: list[httpx.Client] = field(default_factory=list)

    def key(self, tenant: str, label: str = "test") -> str:
        """A new API key for ``tenant`` (made as `hermem keys create` makes it)."""
        store = open_key_store(self.home, self.database_url)
        try:
            return store.create(tenant, label).token
        finally:
            store.close()

    def revoke(self, token: str) -> None:
        store = open_key_store(self.home, self.database_url)
        try:
            store.revoke(token.split("_")[1])
        finally:
            store.close()

    def tenant_home(self, tenant: str) -> Path:
        return self.home.root if tenant == "default" else self.home.root / "tenants" / tenant

    def use_local_provider(self, tenant: str) -> None:
        """Give ``tenant`` the local fact provider (before its first request)."""
        root = self.tenant_home(tenant)
        root.mkdir(parents=True, exist_ok=True)
        (root / "config.yaml").write_text(LOCAL_PROVIDER_CONFIG, encoding="utf-8")

    def client(self, key: str | None = None, **headers: str) -> httpx.Client:
        """An HTTP client for ``/api/v1`` with ``key`` as its bearer token."""
        sent = dict(headers)
        if key is not None:
            sent["Authorization"] = f"Bearer {key}"
        made = httpx.Client(base_url=f"{self.url}/api/v1/", headers=sent, timeout=30)
        self._clients.append(made)
        return made

    def close_clients(self) -> None:
        for made in self._clients:
            made.close()


class ThreadServer:
    """uvicorn serving an app on a free port, in a thread of the test process."""

    def __init__(self, app: Any, port: int) -> None:
        config = uvicorn.Config(
            app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="test-uvicorn", daemon=True)

    def start(self) -> None:
        self.thread.start()
        deadline = time.monotonic() + START_TIMEOUT_S
        while not self.server.started:
            if not self.thread.is_alive():
                pytest.fail("the test server stopped while starting")
            if time.monotonic() > deadline:
                pytest.fail("the test server did not start")
            time.sleep(0.01)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)
        assert not self.thread.is_alive(), "the test server did not stop"


@contextmanager
def thread_service(home: Path, database_url: str = "", **settings: Any) -> Iterator[Service]:
    """``create_app`` served by uvicorn in a thread, with a local token for ``default``."""
    paths = resolve_home(home)
    paths.root.mkdir(parents=True, exist_ok=True)
    port = free_port()
    settings.setdefault("local_token", f"hm_local_{uuid.uuid4().hex}")
    config = ServerSettings(home=paths, port=port, database_url=database_url, **settings)
    app = create_app(config)
    server = ThreadServer(app, port)
    server.start()
    service = Service(f"http://127.0.0.1:{port}", paths, database_url, config.local_token, app)
    try:
        yield service
    finally:
        service.close_clients()
        server.stop()


@dataclass
class ServeProcess:
    """`hermem serve` in a child process."""

    process: subprocess.Popen[str]
    service: Service
    stdout_lines: list[str]
    stderr_path: Path

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        return int(self.process.returncode)


def server_env(sandbox: Path) -> dict[str, str]:
    env = {**os.environ, "HOME": str(sandbox / "user-home"), "PYTHONUTF8": "1"}
    env.pop("HERMES_HOME", None)
    env.pop("HERMEM_DATABASE_URL", None)
    return env


@contextmanager
def serve_process(sandbox: Path, *args: str, database_url: str = "") -> Iterator[ServeProcess]:
    """``hermem --home <sandbox>/home serve --port <free> [args]``, up and answering."""
    home = sandbox / "home"
    port = free_port()
    command = [hermem_exe(), "--home", str(home), "serve", "--port", str(port), *args]
    if database_url:
        command += ["--database-url", database_url]
    stderr_path = sandbox / "serve-stderr.txt"
    with open(stderr_path, "w", encoding="utf-8") as errors:
        process = subprocess.Popen(
            command,
            env=server_env(sandbox),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )
    lines: list[str] = []
    reader = threading.Thread(target=_collect, args=(process, lines), daemon=True)
    reader.start()
    url = f"http://127.0.0.1:{port}"
    running = ServeProcess(
        process, Service(url, resolve_home(home), database_url), lines, stderr_path
    )
    try:
        _wait_until_healthy(running)
        token = next(
            (m.group(1) for line in lines if (m := re.search(r"#token=(\S+)", line))), None
        )
        running.service.local_token = token
        yield running
    finally:
        running.service.close_clients()
        running.stop()


def _collect(process: subprocess.Popen[str], lines: list[str]) -> None:
    assert process.stdout is not None
    for line in process.stdout:
        lines.append(line.rstrip("\n"))


def _wait_until_healthy(running: ServeProcess) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if running.process.poll() is not None:
            pytest.fail(
                f"hermem serve exited with status {running.process.returncode}: "
                + running.stderr_path.read_text(encoding="utf-8")[-2000:]
            )
        try:
            healthy = httpx.get(f"{running.service.url}/healthz", timeout=1).status_code == 200
            if healthy and any("Dashboard:" in line for line in running.stdout_lines):
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    pytest.fail("hermem serve did not answer /healthz in time")
