"""A writer killed with SIGKILL at a random moment never leaves a torn or empty store.

The child appends numbered entries and acknowledges each on a pipe. After each kill the
file must decode as strict UTF-8 and hold exactly entries 0..k for some k that covers every
acknowledged entry (at most one more: written but killed before it could say so).
Leftover ``.mem_*.tmp`` files are never read as the store.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hermem import open_memory
from hermem.errors import LockError
from hermem.storage.files import FileLock
from hermem.store.entries import DELIMITER, parse_entries

ROUNDS = 20

WRITER = r"""
import os, sys
from hermem import open_memory

home, start, template = sys.argv[1], int(sys.argv[2]), sys.argv[3]
entry = template.format

store = open_memory(home).store("memory")
n = start
while True:
    result = store.add(entry(n=n), origin="api")
    if not (result.success and result.changed):
        print("ERR", n, result.message, flush=True)
        sys.exit(1)
    # One write(2) per ack: a kill never leaves half an ack line (print may split it).
    os.write(1, f"ACK {n}\n".encode())
    n += 1
"""


# Multi-byte characters so a torn write would not decode, and some bulk so writes take time.
TEMPLATE = "crash entry {n:05d} — naïve café, 東京, €{n} " + "x" * 150


def entry(n: int) -> str:
    return TEMPLATE.format(n=n)


def read_store(memory_file: Path) -> list[str]:
    raw = memory_file.read_bytes()
    return parse_entries(raw.decode("utf-8", errors="strict"))


def assert_prefix(entries: list[str]) -> None:
    assert entries == [entry(i) for i in range(len(entries))], "not a prefix of the sequence"


def test_sigkill_mid_write_never_leaves_a_torn_or_empty_file(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 1000000\n", encoding="utf-8")
    memory_file = home / "memories" / "MEMORY.md"
    rng = random.Random(20240601)
    stored = 0
    kills_mid_run = 0

    for _round in range(ROUNDS):
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(home), str(stored), TEMPLATE],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        first = child.stdout.readline()
        assert first.startswith("ACK "), first + (child.stderr.read() if child.stderr else "")
        time.sleep(rng.uniform(0, 0.04))
        os.kill(child.pid, signal.SIGKILL)
        # Read through the same buffered pipe readline() used (communicate() would skip
        # whatever readline() had already buffered).
        out = child.stdout.read()
        err = child.stderr.read() if child.stderr else ""
        child.wait(timeout=30)
        child.stdout.close()
        if child.stderr:
            child.stderr.close()
        assert child.returncode == -signal.SIGKILL, err
        acks = [
            int(line.split()[1]) for line in (first + out).splitlines() if line.startswith("ACK")
        ]
        assert acks == list(range(stored, stored + len(acks)))

        entries = read_store(memory_file)
        assert entries, "the store must never be left empty"
        assert_prefix(entries)
        last_ack = acks[-1]
        assert last_ack + 1 <= len(entries) <= last_ack + 2, (
            f"acknowledged up to {last_ack}, file holds {len(entries)} entries"
        )
        kills_mid_run += len(entries) == last_ack + 2
        stored = len(entries)

    # Temp files a killed writer left behind are not the store and do not block writes.
    leftovers = list(memory_file.parent.glob(".mem_*.tmp"))
    with open_memory(home) as memory:
        store = memory.store("memory")
        assert store.entries() == [entry(i) for i in range(stored)]
        result = store.add(entry(stored))
        assert result.success and result.changed, result.message
    final = read_store(memory_file)
    assert_prefix(final)
    assert len(final) == stored + 1
    for tmp in leftovers:
        assert tmp.name.startswith(".mem_")

    # The journal survived the kills and caught up with the file (a write that was
    # killed before it was journaled is adopted as an outside edit).
    conn = sqlite3.connect(home / "state.db")
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        last_after = conn.execute(
            "SELECT after FROM journal WHERE target = 'memory' ORDER BY id DESC LIMIT 1"
        ).fetchone()[0]
    finally:
        conn.close()
    assert last_after == DELIMITER.join(final)
    print(
        f"{ROUNDS} kills: {kills_mid_run} after a write but before its ack; "
        f"{len(leftovers)} temp files left by writes killed before their rename"
    )


def test_a_leftover_temp_file_is_not_read_as_the_store(tmp_path: Path) -> None:
    with open_memory(tmp_path) as memory:
        store = memory.store("memory")
        assert store.add("Repo uses uv").success
        folder = memory.paths.memories_dir
        (folder / ".mem_abandoned.tmp").write_bytes(b"half a wri")
        (folder / ".mem_garbage.tmp").write_bytes(b"\xff\xfe not utf-8")
        assert store.entries() == ["Repo uses uv"]
        assert store.add("Tests run with pytest").success
        assert store.entries() == ["Repo uses uv", "Tests run with pytest"]
        snapshot = memory.snapshot().render()
    assert "half a wri" not in snapshot and "Tests run with pytest" in snapshot


def test_stale_temp_files_are_swept_by_the_next_write_but_fresh_ones_are_kept(
    tmp_path: Path,
) -> None:
    with open_memory(tmp_path) as memory:
        store = memory.store("memory")
        assert store.add("Repo uses uv").success
        folder = memory.paths.memories_dir
        stale = folder / ".mem_killed.tmp"
        fresh = folder / ".mem_in_flight.tmp"
        stale.write_bytes(b"left by a killed writer")
        fresh.write_bytes(b"another writer's temp")
        an_hour_ago = time.time() - 3600
        os.utime(stale, (an_hour_ago, an_hour_ago))
        assert store.add("Tests run with pytest").success
    assert not stale.exists()
    assert fresh.exists()


def test_a_lock_held_by_a_killed_writer_is_released(tmp_path: Path) -> None:
    lock_path = tmp_path / "memories" / "MEMORY.md.lock"
    holder = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from hermem.storage.files import FileLock\n"
        "FileLock(Path(sys.argv[1])).acquire()\n"
        "print('held', flush=True)\n"
        "time.sleep(60)\n"
    )
    with subprocess.Popen(
        [sys.executable, "-c", holder, str(lock_path)], stdout=subprocess.PIPE, text=True
    ) as child:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "held"
        with pytest.raises(LockError, match="timed out"):  # the lock really excludes
            FileLock(lock_path, timeout=0.2).acquire()
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    started = time.monotonic()
    with open_memory(tmp_path) as memory:
        assert memory.store("memory").add("Repo uses uv").success
    assert time.monotonic() - started < 5


def test_a_damaged_journal_does_not_block_writes(tmp_path: Path) -> None:
    with open_memory(tmp_path) as memory:
        assert memory.store("memory").add("Repo uses uv").success
    (tmp_path / "state.db").write_bytes(b"\0garbage left by a bad disk\0" * 64)
    for suffix in ("-wal", "-shm"):
        (tmp_path / f"state.db{suffix}").unlink(missing_ok=True)
    with open_memory(tmp_path) as memory:
        result = memory.store("memory").add("Tests run with pytest")
        assert result.success, result.message
        assert memory.store("memory").entries() == ["Repo uses uv", "Tests run with pytest"]
