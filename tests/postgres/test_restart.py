"""The server stops hard and comes back while an agent writes: no acknowledged write is lost."""

from __future__ import annotations

import threading

import pytest

from hermem.config import HomePaths
from hermem.store.builtin import BuiltinMemory
from support.pg_cluster import PgServer
from support.restarts import restartable_cluster, wait_for

pytestmark = pytest.mark.postgres


def test_a_server_crash_and_restart_loses_no_acknowledged_write(
    pg_database: PgServer, home: HomePaths
) -> None:
    cluster = restartable_cluster(pg_database)
    acked: list[str] = []
    refused: list[str] = []
    stop = threading.Event()

    def writer() -> None:
        with BuiltinMemory(home) as memory:
            store = memory.store("memory")
            i = 0
            while not stop.is_set():
                result = store.add(f"note {i}")
                if result.success:
                    acked.append(f"note {i}")
                else:
                    refused.append(result.message)
                i += 1

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        wait_for(lambda: len(acked) >= 20)
        cluster.stop("immediate")  # like a crash: no shutdown checkpoint
        crashed_at = len(acked)
        cluster.start()
        wait_for(lambda: len(acked) >= crashed_at + 20)
    finally:
        stop.set()
        thread.join(60)
        if not cluster.running():
            cluster.start()
    with BuiltinMemory(home) as memory:
        stored = memory.store("memory").entries()
    assert set(acked) <= set(stored)
    assert all("Nothing was changed." in message for message in refused)
