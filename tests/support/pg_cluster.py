"""A throwaway PostgreSQL server for the tests: initdb in a temporary directory, trust auth,
a free loopback port, its socket in that directory. Nothing outside the directory is touched.

Used by ``tests/conftest.py`` (the ``pg_url`` fixture) and by ``.ci/run``::

    python tests/support/pg_cluster.py start            # prints the cluster's directory
    python tests/support/pg_cluster.py url DIR          # prints its database URL
    python tests/support/pg_cluster.py stop DIR         # stops it and removes DIR

As root the server runs as the ``postgres`` user (PostgreSQL refuses to run as root).
Needs Debian's server binaries (``/usr/lib/postgresql/<version>/bin``) or ``initdb`` and
``pg_ctl`` on PATH; no Python package.
"""

from __future__ import annotations

import importlib.util
import json
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

DATABASE = "hermem_test"
SUPERUSER = "postgres"
STATE_FILE = "cluster.json"
# fsync off: a throwaway cluster need not survive a power cut, only a server crash.
SERVER_SETTINGS = (
    "-c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off"
    " -c max_connections=200 -c log_min_messages=warning"
)


URL_ENV_VAR = "HERMEM_TEST_DATABASE_URL"
DIR_ENV_VAR = "HERMEM_TEST_PGDIR"


class ClusterUnavailable(Exception):
    """PostgreSQL cannot be started here; the message says why."""


@dataclass
class Cluster:
    base: str
    bindir: str
    port: int
    run_as: str | None

    @property
    def data(self) -> Path:
        return Path(self.base) / "data"

    @property
    def socket_dir(self) -> Path:
        return Path(self.base) / "sock"

    @property
    def log(self) -> Path:
        return Path(self.base) / "server.log"

    @property
    def url(self) -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{DATABASE}"

    def start(self) -> None:
        options = f"-p {self.port} -k {self.socket_dir} {SERVER_SETTINGS}"
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.log), "-w",
                  "-t", "30", "start")  # fmt: skip

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "30", "stop")

    def running(self) -> bool:
        done = self._run("pg_ctl", "-D", str(self.data), "status", check=False)
        return done.returncode == 0

    def save(self) -> None:
        (Path(self.base) / STATE_FILE).write_text(json.dumps(asdict(self)), encoding="utf-8")

    @classmethod
    def load(cls, base: str | os.PathLike[str]) -> Cluster:
        data = json.loads((Path(base) / STATE_FILE).read_text(encoding="utf-8"))
        return cls(**data)

    def _run(self, tool: str, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return _run([str(Path(self.bindir) / tool), *args], self.run_as, Path(self.base), check)


@dataclass
class PgServer:
    """The server the tests use; ``cluster`` is set when the tests may stop and start it."""

    url: str
    cluster: Cluster | None


@contextmanager
def pg_server() -> Iterator[PgServer]:
    """The server .ci/run started (``$HERMEM_TEST_DATABASE_URL``), else a new one, stopped
    and removed at the end. Raises ClusterUnavailable saying why none can be had."""
    if importlib.util.find_spec("psycopg") is None:
        raise ClusterUnavailable("psycopg is not installed (pip install 'hermem[postgres]')")
    url = os.environ.get(URL_ENV_VAR, "").strip()
    if url:
        base = os.environ.get(DIR_ENV_VAR, "")
        cluster = Cluster.load(base) if base and (Path(base) / STATE_FILE).exists() else None
        yield PgServer(url, cluster if cluster is not None and cluster.url == url else None)
        return
    cluster = start_cluster()
    try:
        yield PgServer(cluster.url, cluster)
    finally:
        stop_cluster(cluster)


def find_bindir() -> Path:
    """The newest server binaries: Debian's ``/usr/lib/postgresql/*/bin``, else PATH."""
    candidates = sorted(
        Path("/usr/lib/postgresql").glob("*/bin"),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
        reverse=True,
    )
    for bindir in candidates:
        if (bindir / "initdb").exists() and (bindir / "pg_ctl").exists():
            return bindir
    initdb = shutil.which("initdb")
    if initdb and shutil.which("pg_ctl"):
        return Path(initdb).parent
    raise ClusterUnavailable(
        "no PostgreSQL server binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin or on "
        "PATH; install Debian's postgresql package"
    )


def start_cluster(parent: str | None = None) -> Cluster:
    """initdb a new cluster in a fresh temporary directory, start it, create the database."""
    bindir = find_bindir()
    run_as = _server_user()
    base = Path(tempfile.mkdtemp(prefix="hermem-pg-", dir=parent or _default_parent()))
    try:
        if run_as is not None:
            entry = pwd.getpwnam(run_as)
            os.chown(base, entry.pw_uid, entry.pw_gid)
        cluster = Cluster(str(base), str(bindir), _free_port(), run_as)
        _run(["mkdir", "-m", "700", str(cluster.socket_dir)], run_as, base, True)
        cluster._run(
            "initdb", "-D", str(cluster.data), "-A", "trust", "-U", SUPERUSER, "-E", "UTF8",
            "--locale=C", "--no-sync",
        )  # fmt: skip
        for attempt in range(3):
            try:
                cluster.start()
                break
            except ClusterUnavailable:
                if attempt == 2:
                    raise
                cluster.port = _free_port()  # another process took the port meanwhile
        cluster._run("createdb", "-h", "127.0.0.1", "-p", str(cluster.port), "-U", SUPERUSER,
                     DATABASE)  # fmt: skip
        cluster.save()
        return cluster
    except BaseException:
        _remove(base, bindir, run_as)
        raise


def stop_cluster(cluster: Cluster) -> None:
    """Stop the server (if it runs) and remove its directory."""
    try:
        if cluster.running():
            cluster.stop("fast")
    finally:
        shutil.rmtree(cluster.base, ignore_errors=True)


def _remove(base: Path, bindir: Path, run_as: str | None) -> None:
    data = base / "data"
    if (data / "postmaster.pid").exists():
        _run([str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"], run_as, base,
             False)  # fmt: skip
    shutil.rmtree(base, ignore_errors=True)


def _server_user() -> str | None:
    """None to run as ourselves; ``postgres`` when we are root (the server refuses root)."""
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam("postgres")
    except KeyError:
        raise ClusterUnavailable(
            "running as root and there is no 'postgres' user to run the server as"
        ) from None
    return "postgres"


def _default_parent() -> str:
    # Short and reachable by the postgres user: the socket path must fit in 107 bytes.
    return "/tmp" if Path("/tmp").is_dir() else tempfile.gettempdir()


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run(
    command: list[str], run_as: str | None, cwd: Path, check: bool
) -> subprocess.CompletedProcess[str]:
    extra: dict[str, Any] = {}
    if run_as is not None:
        entry = pwd.getpwnam(run_as)
        extra = {"user": entry.pw_uid, "group": entry.pw_gid, "extra_groups": []}
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
    env["LC_ALL"] = "C"
    try:
        done = subprocess.run(
            command,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            **extra,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise ClusterUnavailable(f"{Path(command[0]).name} failed: {exc}") from exc
    if check and done.returncode != 0:
        output = (done.stderr or done.stdout).strip().splitlines()
        log = cwd / "server.log"
        if not output and log.exists():
            output = log.read_text(encoding="utf-8", errors="replace").strip().splitlines()
        tail = " | ".join(output[-3:]) or f"exit status {done.returncode}"
        raise ClusterUnavailable(f"{Path(command[0]).name} failed: {tail}")
    return done


def main(argv: list[str]) -> int:
    usage = "usage: pg_cluster.py start | url DIR | stop DIR"
    arity = {"start": 1, "url": 2, "stop": 2}
    if not argv or arity.get(argv[0]) != len(argv):
        print(usage, file=sys.stderr)
        return 2
    try:
        if argv[0] == "start":
            print(start_cluster().base)
        elif argv[0] == "url":
            print(Cluster.load(argv[1]).url)
        else:
            stop_cluster(Cluster.load(argv[1]))
    except (ClusterUnavailable, OSError, ValueError) as exc:
        print(f"PostgreSQL unavailable: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
