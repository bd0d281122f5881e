"""Load benchmark of `hermem serve` on PostgreSQL (a benchmark, not a test).

Starts `hermem serve` on PostgreSQL (``--database-url``, else a throwaway cluster from
tests/support/pg_cluster.py), makes API keys for ``--tenants`` tenants, seeds each with a
few past sessions, then runs ``--clients`` concurrent clients (threads in
``--client-procs`` processes, one keep-alive httpx client each, spread evenly over the
tenants) for ``--seconds``. Each client mixes:

- 30 % memory writes (POST /api/v1/memory): add a small entry, or remove its own oldest
  one once it holds two, so stores never fill up;
- 40 % reads: the snapshot (30 %) and the status (10 %);
- 30 % session searches (GET /api/v1/sessions/search, ``--search-mode``).

By default the clients together offer ``--rate`` requests a second (each client paced on
its own schedule; a request's latency counts from when it was due, so a server that falls
behind shows its queueing). ``--rate 0`` runs a closed loop instead (each client sends as
soon as it has its answer): that measures capacity, and its latency is then mostly the
queue (50 clients / throughput).

Afterwards every tenant's store is read back: an acknowledged add (200) that its client
did not remove later and that is not in the store is a missing write. Every tenant writes
and searches words of its own (a marker), so any response that carries another tenant's
marker is a cross-tenant read. Targets on a 2-core machine: >= 500 ops/s, p99 <= 100 ms,
0 missing writes, 0 cross-tenant reads.

Prints a table and writes JSON (default bench/results/server_load.json).

    python bench/server_load.py [--database-url URL] [--seconds 60] [--clients 50]
        [--tenants 5] [--client-procs 2] [--workers 2] [--rate 525] [--search-mode lexical]
        [--out PATH]
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import os
import platform
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from timing import percentile

ROOT = Path(__file__).resolve().parent.parent
TARGET_OPS = 500.0
TARGET_P99_MS = 100.0
WRITE, SNAPSHOT, STATUS, SEARCH = "write", "snapshot", "status", "search"
MIX = ((WRITE, 0.30), (SNAPSHOT, 0.30), (STATUS, 0.10), (SEARCH, 0.30))
WARMUP_MIX = ((SNAPSHOT, 0.40), (STATUS, 0.20), (SEARCH, 0.40))  # reads: stores stay as seeded
LIVE_ENTRIES = 2  # per client: older ones are removed, so a store never fills up
SEED_SESSIONS = 4
START_TIMEOUT_S = 60
DEFAULT_RATE = 525.0  # a little over the target, so keeping up means meeting it


# -- the service ---------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def postgres(url: str | None) -> Iterator[str]:
    """The given database, else a throwaway cluster (stopped and removed at the end)."""
    if url:
        yield url
        return
    sys.path.insert(0, str(ROOT / "tests"))
    from support.pg_cluster import start_cluster, stop_cluster

    cluster = start_cluster()
    try:
        yield cluster.url
    finally:
        stop_cluster(cluster)


@contextmanager
def serve(home: Path, url: str, port: int, workers: int = 1) -> Iterator[subprocess.Popen[str]]:
    hermem = Path(sys.executable).parent / "hermem"
    command = [str(hermem), "--home", str(home), "serve", "--port", str(port)]
    command += ["--workers", str(workers)]
    command += ["--database-url", url, "--rate-limit", "0", "--no-local-token"]
    env = {k: v for k, v in os.environ.items() if k not in ("HERMES_HOME", "HERMEM_DATABASE_URL")}
    log = open(home.parent / "serve.log", "w", encoding="utf-8")  # noqa: SIM115
    process = subprocess.Popen(
        command, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True
    )
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            if process.poll() is not None:
                raise SystemExit(f"hermem serve exited ({process.returncode}); see {log.name}")
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise SystemExit("hermem serve did not start")
            time.sleep(0.1)
        yield process
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def make_tenants(home: Path, url: str, count: int) -> list[dict[str, str]]:
    from hermem.server.keys import open_key_store

    run = uuid.uuid4().hex[:8]
    store = open_key_store(home_paths(home), url)
    try:
        tenants = []
        for number in range(count):
            name = f"bench-{run}-{number}"
            marker = f"mark{uuid.uuid4().hex[:12]}"
            key = store.create(name, "bench").token
            tenants.append({"name": name, "key": key, "marker": marker})
        return tenants
    finally:
        store.close()


def home_paths(home: Path) -> Any:
    from hermem.config import resolve_home

    return resolve_home(home)


def seed(base: str, tenant: dict[str, str]) -> None:
    """A few past sessions with the tenant's marker, so searches find something."""
    lines = []
    for number in range(SEED_SESSIONS):
        sid = f"{tenant['name']}-s{number}"
        lines.append(json.dumps({"type": "session", "session_id": sid, "title": "seed"}))
        for turn, text in enumerate(
            (
                f"How do I deploy the {tenant['marker']} service with docker compose?",
                f"Run compose up in the {tenant['marker']} folder, then check the logs.",
            )
        ):
            role = "user" if turn % 2 == 0 else "assistant"
            lines.append(
                json.dumps({"session_id": sid, "role": role, "content": text, "timestamp": turn})
            )
    answer = httpx.post(
        f"{base}/api/v1/sessions/import",
        json={"format": "hermem", "content": "\n".join(lines) + "\n"},
        headers={"Authorization": f"Bearer {tenant['key']}"},
        timeout=60,
    )
    answer.raise_for_status()


# -- the clients ---------------------------------------------------------------------------


class Answer:
    __slots__ = ("status_code", "text")

    def __init__(self, status_code: int, text: str) -> None:
        self.status_code = status_code
        self.text = text


class LightClient:
    """A keep-alive HTTP/1.1 client on the standard library.

    The clients share the two cores with the service and PostgreSQL; httpx costs several
    times more CPU per request than http.client, which would measure the load generator
    as much as the service.
    """

    def __init__(self, base: str, prefix: str, key: str) -> None:
        parts = urllib.parse.urlsplit(base)
        self._host, self._port = parts.hostname or "127.0.0.1", parts.port or 80
        self._prefix = prefix
        self._headers = {"Authorization": f"Bearer {key}", "Connection": "keep-alive"}
        self._conn = http.client.HTTPConnection(self._host, self._port, timeout=30)

    def __enter__(self) -> LightClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self._conn.close()

    def get(self, path: str, params: dict[str, str] | None = None) -> Answer:
        query = f"?{urllib.parse.urlencode(params)}" if params else ""
        return self._send("GET", f"{self._prefix}{path}{query}", None)

    def post(self, path: str, payload: dict[str, Any]) -> Answer:
        return self._send("POST", f"{self._prefix}{path}", json.dumps(payload).encode())

    def _send(self, method: str, url: str, body: bytes | None) -> Answer:
        headers = dict(self._headers)
        if body is not None:
            headers["Content-Type"] = "application/json"
        for attempt in (1, 2):
            try:
                self._conn.request(method, url, body=body, headers=headers)
                response = self._conn.getresponse()
                return Answer(response.status, response.read().decode("utf-8", "replace"))
            except (http.client.HTTPException, OSError):
                self._conn.close()  # the server closed a kept-alive connection: reconnect once
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")


def client_loop(
    base: str,
    tenant: dict[str, str],
    others: list[str],
    client_id: str,
    plan: dict[str, Any],
    out: dict[str, Any],
) -> None:
    """One client: closed loop (``plan["interval"]`` 0), else one request per interval.

    Paced latency counts from when a request was due, not when it was sent, so a server
    that falls behind shows its queueing delay (no coordinated omission)."""
    rng = random.Random(client_id)
    samples: list[tuple[str, float, int, float]] = []  # kind, latency, status, wall time due
    live: list[str] = []
    acked_adds: list[str] = []
    acked_removes: list[str] = []
    leaks = 0
    number = 0
    kinds = [k for k, _ in plan["mix"]]
    weights = [w for _, w in plan["mix"]]
    interval = plan["interval"]
    due = time.perf_counter() + rng.uniform(0, interval)
    until = plan["until"]
    with LightClient(base, "/api/v1/", tenant["key"]) as http:
        while time.monotonic() < until:
            kind = rng.choices(kinds, weights)[0]
            if interval:
                wait = due - time.perf_counter()
                if wait > 0:
                    time.sleep(wait)
                started = due
                due += interval
            else:
                started = time.perf_counter()
            if kind == WRITE:
                if len(live) >= LIVE_ENTRIES:
                    entry = live[0]
                    body = {"action": "remove", "target": "memory", "old_text": entry}
                else:
                    number += 1
                    entry = f"{tenant['marker']} {client_id} note {number}."
                    body = {"action": "add", "target": "memory", "content": entry}
                answer = http.post("memory", body)
                if answer.status_code == 200:
                    if body["action"] == "add":
                        live.append(entry)
                        acked_adds.append(entry)
                    else:
                        live.pop(0)
                        acked_removes.append(entry)
            elif kind == SNAPSHOT:
                answer = http.get("snapshot")
            elif kind == STATUS:
                answer = http.get("status")
            else:
                query = rng.choice(("deploy", "compose logs", "docker")) + f" {tenant['marker']}"
                answer = http.get(
                    "sessions/search", params={"q": query, "mode": plan["search_mode"]}
                )
            finished = time.perf_counter()
            samples.append(
                (kind, finished - started, answer.status_code, time.time() - (finished - started))
            )
            text = answer.text
            leaks += sum(1 for marker in others if marker in text)
    out[client_id] = {
        "tenant": tenant["name"],
        "samples": samples,
        "acked_adds": acked_adds,
        "acked_removes": acked_removes,
        "cross_tenant": leaks,
    }


def client_process(args: dict[str, Any], conn: Any) -> None:
    """Runs this process's share of the clients as threads; sends their results back."""
    out: dict[str, Any] = {}
    threads = [
        threading.Thread(
            target=client_loop,
            args=(args["base"], spec["tenant"], spec["others"], spec["client_id"], args, out),
        )
        for spec in args["clients"]
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    conn.send(out)
    conn.close()


def run_clients(
    base: str,
    tenants: list[dict[str, str]],
    clients: int,
    procs: int,
    seconds: float,
    mode: str,
    rate: float = 0.0,
    mix: tuple[tuple[str, float], ...] = MIX,
) -> dict[str, Any]:
    specs = []
    for number in range(clients):
        tenant = tenants[number % len(tenants)]
        others = [t["marker"] for t in tenants if t is not tenant]
        specs.append({"tenant": tenant, "others": others, "client_id": f"c{number}"})
    until = time.monotonic() + seconds
    context = multiprocessing.get_context("fork")
    workers = []
    for share in range(procs):
        parent, child = context.Pipe(duplex=False)
        mine = specs[share::procs]
        args = {
            "base": base,
            "clients": mine,
            "until": until,
            "search_mode": mode,
            "interval": clients / rate if rate > 0 else 0.0,
            "mix": mix,
        }
        process = context.Process(target=client_process, args=(args, child))
        process.start()
        workers.append((process, parent))
    results: dict[str, Any] = {}
    for process, parent in workers:
        results.update(parent.recv())
        process.join()
    return results


# -- checking and reporting ----------------------------------------------------------------


def cpu_steal() -> float:
    """Seconds of CPU the hypervisor has stolen from this machine since boot (0 off Linux)."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = stat.readline().split()
        return int(fields[8]) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def check_writes(
    base: str, tenants: list[dict[str, str]], results: dict[str, Any]
) -> dict[str, int]:
    stored: dict[str, set[str]] = {}
    for tenant in tenants:
        answer = httpx.get(
            f"{base}/api/v1/memory/memory",
            headers={"Authorization": f"Bearer {tenant['key']}"},
            timeout=60,
        )
        answer.raise_for_status()
        stored[tenant["name"]] = set(answer.json()["entries"])
    acked = missing = foreign = 0
    for result in results.values():
        expected = set(result["acked_adds"]) - set(result["acked_removes"])
        acked += len(result["acked_adds"])
        missing += len(expected - stored[result["tenant"]])
    markers = {t["name"]: t["marker"] for t in tenants}
    for name, entries in stored.items():
        foreign += sum(1 for e in entries if not e.startswith(markers[name]))
    return {"acknowledged_adds": acked, "missing_writes": missing, "foreign_entries": foreign}


def summarize(results: dict[str, Any], seconds: float) -> dict[str, Any]:
    samples = [s for r in results.values() for s in r["samples"]]
    ok = [s for s in samples if s[2] < 400]
    by_kind: dict[str, Any] = {}
    for kind, _ in MIX:
        times = [s[1] * 1000 for s in samples if s[0] == kind]
        by_kind[kind] = {
            "n": len(times),
            "ops_per_s": round(len(times) / seconds, 1),
            "p50_ms": round(percentile(times, 0.5), 2),
            "p99_ms": round(percentile(times, 0.99), 2),
        }
    times = [s[1] * 1000 for s in samples]
    statuses = Counter(str(s[2]) for s in samples)
    # Latency by the second a request was due: a stall of the machine shows as a few slow
    # seconds, an overloaded service as slow seconds throughout.
    seconds_of: dict[int, list[float]] = {}
    for sample in samples:
        seconds_of.setdefault(int(sample[3]), []).append(sample[1] * 1000)
    by_second = sorted(
        (round(percentile(values, 0.99), 1), len(values)) for values in seconds_of.values()
    )
    return {
        "requests": len(samples),
        "ok_requests": len(ok),
        "ops_per_s": round(len(samples) / seconds, 1),
        "p50_ms": round(percentile(times, 0.5), 2),
        "p99_ms": round(percentile(times, 0.99), 2),
        "max_ms": round(max(times), 2) if times else None,
        "seconds_over_target": sum(1 for p99, _ in by_second if p99 > TARGET_P99_MS),
        "seconds_measured": len(by_second),
        "worst_seconds_p99_ms": [p99 for p99, _ in by_second[-5:]],
        "statuses": dict(sorted(statuses.items())),
        "by_kind": by_kind,
        "cross_tenant_reads": sum(r["cross_tenant"] for r in results.values()),
    }


def print_table(report: dict[str, Any]) -> None:
    load = report["load"]
    print(
        f"\nhermem serve on PostgreSQL: {report['clients']} clients, {report['tenants']} "
        f"tenants, {report['server_workers']} server processes, {report['seconds']:.0f} s, "
        f"search mode {report['search_mode']}, offered rate {report['offered_rate']}"
    )
    print(f"{'kind':<10} {'n':>8} {'ops/s':>8} {'p50 ms':>8} {'p99 ms':>8}")
    for kind, row in load["by_kind"].items():
        print(
            f"{kind:<10} {row['n']:>8} {row['ops_per_s']:>8} {row['p50_ms']:>8} {row['p99_ms']:>8}"
        )
    print(
        f"{'all':<10} {load['requests']:>8} {load['ops_per_s']:>8} {load['p50_ms']:>8} "
        f"{load['p99_ms']:>8}"
    )
    print(f"statuses: {load['statuses']}")
    print(
        f"seconds with p99 over {TARGET_P99_MS:.0f} ms: {load['seconds_over_target']} of "
        f"{load['seconds_measured']} (worst: {load['worst_seconds_p99_ms']} ms); CPU stolen by "
        f"the host during the run: {report['cpu_steal_s']} s"
    )
    writes = report["writes"]
    print(
        f"acknowledged adds: {writes['acknowledged_adds']}, missing: {writes['missing_writes']}, "
        f"foreign entries: {writes['foreign_entries']}, cross-tenant reads: "
        f"{load['cross_tenant_reads']}"
    )
    verdict = report["targets"]
    print("targets: " + ", ".join(f"{k} {'met' if v else 'MISSED'}" for k, v in verdict.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database-url", help="PostgreSQL URL (default: a throwaway cluster)")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--warmup", type=float, default=8.0, help="untimed reads first")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--tenants", type=int, default=5)
    parser.add_argument("--client-procs", type=int, default=2, help="processes for the clients")
    parser.add_argument(
        "--workers", type=int, default=2, help="hermem serve --workers (one per core)"
    )
    parser.add_argument(
        "--rate",
        type=float,
        default=DEFAULT_RATE,
        help="requests per second offered by all clients together, paced (0: each client "
        "sends its next request as soon as the last one is answered, to measure capacity)",
    )
    parser.add_argument("--search-mode", choices=("lexical", "auto", "hybrid"), default="lexical")
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).parent / "results" / "server_load.json"
    )
    args = parser.parse_args()
    with (
        tempfile.TemporaryDirectory(prefix="hermem-serve-bench-") as folder,
        postgres(args.database_url) as url,
    ):
        home = Path(folder) / "home"
        home.mkdir()
        tenants = make_tenants(home, url, args.tenants)
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        with serve(home, url, port, args.workers):
            for tenant in tenants:
                seed(base, tenant)
            # Untimed: the service opens its tenants, and finishes indexing the seeded
            # sessions (the embedding model loads once per process) before the clock starts.
            run_clients(
                base,
                tenants,
                args.clients,
                args.client_procs,
                args.warmup,
                "lexical",
                mix=WARMUP_MIX,
            )
            steal_before = cpu_steal()
            results = run_clients(
                base,
                tenants,
                args.clients,
                args.client_procs,
                args.seconds,
                args.search_mode,
                args.rate,
            )
            steal = cpu_steal() - steal_before
            writes = check_writes(base, tenants, results)
    load = summarize(results, args.seconds)
    report = {
        "environment": {
            "python": platform.python_version(),
            "os": f"{platform.system()} {platform.release()}",
            "cpus": os.cpu_count(),
            "database": "given URL" if args.database_url else "throwaway PostgreSQL cluster",
        },
        "seconds": args.seconds,
        "clients": args.clients,
        "tenants": args.tenants,
        "client_procs": args.client_procs,
        "server_workers": args.workers,
        "search_mode": args.search_mode,
        "offered_rate": args.rate or "closed loop (as fast as answered)",
        "rate_limit": "off (--rate-limit 0)",
        "load": load,
        # CPU time the hypervisor gave to other machines during the run (Linux, all CPUs).
        "cpu_steal_s": round(steal, 2),
        "writes": writes,
        "targets": {
            f"throughput >= {TARGET_OPS:.0f} ops/s": load["ops_per_s"] >= TARGET_OPS,
            f"p99 <= {TARGET_P99_MS:.0f} ms": load["p99_ms"] <= TARGET_P99_MS,
            "0 missing writes": writes["missing_writes"] == 0,
            "0 cross-tenant reads": load["cross_tenant_reads"] == 0
            and writes["foreign_entries"] == 0,
        },
    }
    print_table(report)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"results written to {args.out}")


if __name__ == "__main__":
    main()
