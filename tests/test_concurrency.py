"""Several processes (and threads) writing one store at once: no acknowledged write is lost.

Every mutation runs lock -> reload -> mutate -> atomic write -> journal, so concurrent
writers merge: afterwards the file holds every acknowledged change, parses strictly, and
the journal has exactly one row per change, chained (each row's before = previous after).
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from hermem import open_memory
from hermem.store.entries import DELIMITER, parse_entries

PROCS = 6
ADDS = 30

# One writer process: open the memory once (like a long-lived agent), wait for the start
# signal so all writers overlap, run its operations, acknowledge each success on stdout.
WORKER = r"""
import json, os, sys, time
from hermem import open_memory

home, go, ops, target = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]
memory = open_memory(home)
store = memory.store(target)
while not os.path.exists(go):
    time.sleep(0.001)
for op in ops:
    if op[0] == "add":
        result = store.add(op[1], origin="api")
    elif op[0] == "replace":
        result = store.replace(op[1], op[2], origin="api")
    else:
        result = store.remove(op[1], origin="api")
    if result.success and result.changed:
        print("ACK", json.dumps(op), flush=True)
    else:
        print("ERR", json.dumps(op), result.message, flush=True)
memory.close()
"""


def start_home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    # Large enough that no add is refused for budget.
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 200000\n", encoding="utf-8")
    return home


def run_writers(
    home: Path, tmp_path: Path, plans: list[list[list[str]]], targets: list[str] | None = None
) -> list[list[str]]:
    """Run one process per plan at once; return each process's acknowledged ops (in order)."""
    go = tmp_path / "go"
    targets = targets or ["memory"] * len(plans)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(home), str(go), json.dumps(plan), target],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
        for plan, target in zip(plans, targets, strict=True)
    ]
    time.sleep(0.3)  # let them import and open the store before the start signal
    go.touch()
    acked: list[list[str]] = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert "ERR" not in out, out
        acked.append([json.loads(line[4:]) for line in out.splitlines() if line.startswith("ACK ")])
    return acked


def stored_entries(home: Path, name: str = "MEMORY.md") -> list[str]:
    raw = (home / "memories" / name).read_bytes()
    return parse_entries(raw.decode("utf-8", errors="strict"))


def journal_rows(home: Path, target: str = "memory") -> list[sqlite3.Row]:
    conn = sqlite3.connect(home / "state.db")
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(
            "SELECT id, action, origin, before, after FROM journal WHERE target = ? ORDER BY id",
            (target,),
        ).fetchall()
    finally:
        conn.close()


def assert_journal_chained(rows: list[sqlite3.Row], final_text: str) -> None:
    previous = None
    for row in rows:
        if previous is not None:
            assert row["before"] == previous, f"journal row #{row['id']} does not follow its parent"
        previous = row["after"]
    assert previous == final_text


def test_concurrent_adds_from_several_processes_are_all_kept(tmp_path: Path) -> None:
    home = start_home(tmp_path)
    plans = [
        [["add", f"proc {p} note {n}: prefers små steg"] for n in range(ADDS)] for p in range(PROCS)
    ]
    acked = run_writers(home, tmp_path, plans)

    assert [len(a) for a in acked] == [ADDS] * PROCS
    entries = stored_entries(home)
    assert len(entries) == PROCS * ADDS
    assert set(entries) == {op[1] for plan in plans for op in plan}
    for p in range(PROCS):  # each writer's appends keep their order
        mine = [e for e in entries if e.startswith(f"proc {p} ")]
        assert mine == [op[1] for op in plans[p]]

    rows = journal_rows(home)
    assert len(rows) == PROCS * ADDS
    assert {(r["action"], r["origin"]) for r in rows} == {("add", "api")}
    assert_journal_chained(rows, DELIMITER.join(entries))


def test_concurrent_mixed_replaces_removes_and_adds_on_distinct_entries(tmp_path: Path) -> None:
    home = start_home(tmp_path)
    items = 10
    with open_memory(home) as memory:
        store = memory.store("memory")
        for p in range(PROCS):
            for n in range(items):
                assert store.add(f"worker {p} item {n:02d}").success
    seeded = PROCS * items

    plans: list[list[list[str]]] = []
    expected: set[str] = set()
    for p in range(PROCS):
        plan: list[list[str]] = []
        for n in range(items):
            old = f"worker {p} item {n:02d}"
            if n % 2 == 0:
                plan.append(["replace", old, f"{old} (revised)"])
                expected.add(f"{old} (revised)")
            else:
                plan.append(["remove", old])
            plan.append(["add", f"worker {p} extra {n:02d}"])
            expected.add(f"worker {p} extra {n:02d}")
        plans.append(plan)
    acked = run_writers(home, tmp_path, plans)

    assert [len(a) for a in acked] == [len(plan) for plan in plans]
    entries = stored_entries(home)
    assert sorted(entries) == sorted(expected)
    rows = journal_rows(home)
    assert len(rows) == seeded + sum(len(plan) for plan in plans)
    assert [r["action"] for r in rows].count("external") == 0
    assert_journal_chained(rows, DELIMITER.join(entries))


def test_concurrent_writers_on_both_stores_share_one_journal(tmp_path: Path) -> None:
    home = start_home(tmp_path)
    (home / "config.yaml").write_text(
        "memory:\n  memory_char_limit: 200000\n  user_char_limit: 200000\n", encoding="utf-8"
    )
    targets = ["memory", "user"] * 2
    plans = [
        [["add", f"{t} writer {p} fact {n}"] for n in range(20)] for p, t in enumerate(targets)
    ]
    run_writers(home, tmp_path, plans, targets)
    for target, name in (("memory", "MEMORY.md"), ("user", "USER.md")):
        entries = stored_entries(home, name)
        assert len(entries) == 40
        rows = journal_rows(home, target)
        assert len(rows) == 40
        assert_journal_chained(rows, DELIMITER.join(entries))


def test_threads_sharing_one_memory_object_do_not_lose_writes(tmp_path: Path) -> None:
    home = start_home(tmp_path)
    threads, adds = 4, 25
    errors: list[str] = []
    with open_memory(home) as memory:
        store = memory.store("memory")

        def write(t: int) -> None:
            for n in range(adds):
                result = store.add(f"thread {t} note {n}")
                if not (result.success and result.changed):
                    errors.append(result.message)

        workers = [threading.Thread(target=write, args=(t,)) for t in range(threads)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(timeout=60)
    assert errors == []
    entries = stored_entries(home)
    assert len(entries) == threads * adds
    rows = journal_rows(home)
    assert len(rows) == threads * adds
    assert_journal_chained(rows, DELIMITER.join(entries))
