"""PostgreSQL crashes and comes back while clients write through the HTTP API: every
write the service acknowledged (200) is there afterwards, and the service recovers."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import httpx
import pytest
from hermem_service import new_tenant, thread_service

from support.pg_cluster import PgServer
from support.restarts import restartable_cluster, wait_for

pytestmark = pytest.mark.postgres

BIG_LIMITS = "memory:\n  memory_char_limit: 200000\n  user_char_limit: 200000\n"
WRITERS = 4


def test_a_postgres_restart_mid_load_loses_no_acknowledged_write(
    pg_database: PgServer, tmp_path: Path
) -> None:
    cluster = restartable_cluster(pg_database)
    with thread_service(tmp_path / "home", pg_database.url, rate_limit=0) as service:
        tenant = new_tenant()
        root = service.tenant_home(tenant)
        root.mkdir(parents=True)
        (root / "config.yaml").write_text(BIG_LIMITS, encoding="utf-8")
        key = service.key(tenant)
        acked: list[str] = []
        refused: list[int] = []
        stop = threading.Event()
        lock = threading.Lock()

        def writer(number: int) -> None:
            with httpx.Client(
                base_url=f"{service.url}/api/v1/",
                headers={"Authorization": f"Bearer {key}"},
                timeout=60,
            ) as client:
                i = 0
                while not stop.is_set():
                    content = f"writer {number} note {i}"
                    try:
                        answer = client.post(
                            "memory",
                            json={"action": "add", "target": "memory", "content": content},
                        )
                    except httpx.HTTPError:
                        answer = None
                    with lock:
                        if answer is not None and answer.status_code == 200:
                            acked.append(content)
                        else:
                            refused.append(0 if answer is None else answer.status_code)
                    i += 1

        threads = [threading.Thread(target=writer, args=(n,)) for n in range(WRITERS)]
        for thread in threads:
            thread.start()
        try:
            wait_for(lambda: len(acked) >= 40)
            cluster.stop("immediate")  # like a crash: no shutdown checkpoint
            crashed_at = len(acked)
            time.sleep(0.5)
            cluster.start()
            wait_for(lambda: len(acked) >= crashed_at + 40)
        finally:
            stop.set()
            for thread in threads:
                thread.join(120)
            if not cluster.running():
                cluster.start()
        stored = service.client(key).get("memory/memory").json()["entries"]
    assert set(acked) <= set(stored)
    assert len(stored) == len(set(stored))
    # What was refused while the database was down was refused cleanly, never a crash.
    assert set(refused) <= {422, 503}, refused
