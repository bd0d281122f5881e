"""Many writers on one row at once (threads, processes): no acknowledged update is lost.

Each write locks the store's row, re-reads it, applies the operation and commits before
the next writer may read; the journal row is written in the same transaction, so its
rows chain: each one's ``before`` is the previous one's ``after``.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg
import pytest

from hermem.config import HomePaths, StorageConfig
from hermem.store.builtin import BuiltinMemory, open_memory
from hermem.store.entries import parse_entries

pytestmark = pytest.mark.postgres

THREADS, THREAD_ADDS = 8, 25
PROCS, PROC_ADDS = 4, 10

WORKER = r"""
import os, sys, time
from hermem import open_memory

home, go, name, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
with open_memory(home) as memory:
    store = memory.store("memory")
    store.entries()  # connected and migrated before the start signal
    print("READY", flush=True)
    while not os.path.exists(go):
        time.sleep(0.001)
    for i in range(count):
        result = store.add(f"{name} note {i}")
        print("ACK" if result.success and result.changed else "ERR " + result.message, flush=True)
"""


def row(storage: StorageConfig, target: str = "memory") -> tuple[str, int]:
    with psycopg.connect(storage.database_url) as conn:
        found = conn.execute(
            "SELECT content, version FROM hermem.bounded_stores"
            " WHERE tenant = %s AND profile = 'default' AND target = %s",
            (storage.tenant, target),
        ).fetchone()
    assert found is not None
    return found[0], found[1]


def assert_journal_chains(memory: BuiltinMemory, writes: int) -> None:
    entries = list(reversed(memory.history(limit=writes + 10)))
    assert [e.action for e in entries] == ["add"] * writes
    for previous, entry in itertools.pairwise(entries):
        assert entry.before == previous.after


def test_eight_threads_adding_at_once_lose_no_update(
    home: HomePaths, storage: StorageConfig
) -> None:
    start = threading.Barrier(THREADS)
    acked: list[str] = []
    failures: list[str] = []

    def writer(t: int) -> None:
        with BuiltinMemory(home) as memory:
            store = memory.store("memory")
            store.entries()
            start.wait()
            for i in range(THREAD_ADDS):
                result = store.add(f"thread {t} note {i}")
                (acked if result.success and result.changed else failures).append(
                    f"thread {t} note {i}" if result.success else result.message
                )

    threads = [threading.Thread(target=writer, args=(t,)) for t in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert failures == []
    assert len(acked) == THREADS * THREAD_ADDS
    content, version = row(storage)
    assert sorted(parse_entries(content)) == sorted(acked)
    assert version == THREADS * THREAD_ADDS  # one compare-and-swap per write, none skipped
    with BuiltinMemory(home) as memory:
        assert_journal_chains(memory, THREADS * THREAD_ADDS)


def test_four_processes_adding_at_once_lose_no_update(
    home: HomePaths, storage: StorageConfig, tmp_path: Path
) -> None:
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(home.root), str(go), f"proc {p}", str(PROC_ADDS)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for p in range(PROCS)
    ]
    for proc in procs:  # every writer is connected before any writes
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "READY", proc.stderr and proc.stderr.read()
    go.touch()
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert out.split() == ["ACK"] * PROC_ADDS, out
    content, version = row(storage)
    expected = [f"proc {p} note {i}" for p in range(PROCS) for i in range(PROC_ADDS)]
    assert sorted(parse_entries(content)) == sorted(expected)
    assert version == PROCS * PROC_ADDS
    with open_memory(home.root) as memory:
        assert_journal_chains(memory, PROCS * PROC_ADDS)


def test_a_write_waits_while_another_transaction_holds_the_row(
    home: HomePaths, storage: StorageConfig
) -> None:
    with BuiltinMemory(home) as memory:
        store = memory.store("memory")
        assert store.add("alpha").success
        results = []
        with psycopg.connect(storage.database_url) as other:
            other.execute(
                "SELECT 1 FROM hermem.bounded_stores WHERE tenant = %s FOR UPDATE",
                (storage.tenant,),
            )
            worker = threading.Thread(target=lambda: results.append(store.add("beta")))
            worker.start()
            worker.join(0.3)
            assert worker.is_alive()
            assert store.entries() == ["alpha"]  # readers are not blocked
            time.sleep(0.1)
        worker.join(10)  # the other transaction ended with its connection
        assert results and results[0].success
        assert store.entries() == ["alpha", "beta"]
