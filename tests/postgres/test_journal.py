"""The journal and the staged writes in PostgreSQL: one row per committed change, written in
the change's own transaction, numbered per tenant and profile, and kept apart by tenant.
"""

from __future__ import annotations

import itertools
import logging
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from click.testing import CliRunner

from hermem.cli import main
from hermem.config import HomePaths, StorageConfig
from hermem.errors import DatabaseError, JournalError
from hermem.store.builtin import BuiltinMemory, open_memory
from hermem.store.journal import JournalEntry
from hermem.store.pending import PendingNotFound, PendingWrites
from hermem.store.postgres_journal import PostgresJournal
from hermem.store.tool import MemoryTool

from .conftest import new_tenant, pg_home
from .test_errors import closed_port_url

pytestmark = pytest.mark.postgres

THREADS, THREAD_WRITES = 6, 12
PROCS, PROC_WRITES = 3, 8
TARGETS = ("memory", "user")

INJECTIONS = [
    "Robert'); DELETE FROM hermem.journal; --",
    "x' OR '1'='1",
    "$$; TRUNCATE hermem.journal, hermem.pending_writes; $$",
    "%s %(content)s {0} \\' \\\\ E'\\x41' U&'\\0041'",
    "'; UPDATE hermem.journal SET tenant = 'other'; --",
    '" OR ""="',
]

WORKER = r"""
import os, sys, time
from hermem import open_memory

home, go, name, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
with open_memory(home) as memory:
    memory.store("memory").entries()  # connected and migrated before the start signal
    print("READY", flush=True)
    while not os.path.exists(go):
        time.sleep(0.001)
    for i in range(count):
        target = ("memory", "user")[i % 2]
        text = f"{name} note {i}"
        result = memory.store(target).add(text)
        ok = result.success and result.changed and result.journal_id is not None
        print(f"ACK {result.journal_id} {text}" if ok else "ERR " + result.message, flush=True)
"""


def all_rows(memory: BuiltinMemory) -> list[JournalEntry]:
    """Every journal row of the memory's tenant and profile, oldest first."""
    return list(reversed(memory.history(limit=100_000)))


def stored(storage: StorageConfig, target: str) -> tuple[str | None, int]:
    with psycopg.connect(storage.database_url) as conn:
        row = conn.execute(
            "SELECT content, version FROM hermem.bounded_stores"
            " WHERE tenant = %s AND profile = 'default' AND target = %s",
            (storage.tenant, target),
        ).fetchone()
    return (None, 0) if row is None else (row[0], row[1])


def assert_one_row_per_change_in_commit_order(
    memory: BuiltinMemory, storage: StorageConfig, acked: dict[int, tuple[str, str]]
) -> list[JournalEntry]:
    """``acked`` maps each acknowledged write's journal id to its target and entry."""
    rows = all_rows(memory)
    assert [e.id for e in rows] == list(range(1, len(acked) + 1))  # no gap, no extra row
    for entry in rows:
        assert (entry.target, entry.detail["content"]) == acked[entry.id]
    # Ids follow commit order: each row's clock is later, and each store's rows chain.
    assert all(a.ts <= b.ts for a, b in itertools.pairwise(rows))
    for target in TARGETS:
        chain = [e for e in rows if e.target == target]
        assert chain[0].before == ""
        for previous, entry in itertools.pairwise(chain):
            assert entry.before == previous.after
        content, version = stored(storage, target)
        assert chain[-1].after == content
        assert version == len(chain)  # one store write per journal row
    return rows


def assert_undo_of_the_latest_undoes_exactly_it(
    memory: BuiltinMemory, storage: StorageConfig, rows: list[JournalEntry]
) -> None:
    latest = rows[-1]
    result = memory.undo()
    assert result.success, result.message
    assert result.message == f"Undid change #{latest.id}."
    assert result.journal_id == latest.id + 1
    assert stored(storage, latest.target)[0] == latest.before
    other = next(t for t in TARGETS if t != latest.target)
    assert stored(storage, other)[0] == next(e for e in reversed(rows) if e.target == other).after
    after = all_rows(memory)
    assert [e.undone_by for e in after[:-1]] == [None] * (len(rows) - 1) + [latest.id + 1]
    assert (after[-1].action, after[-1].undo_of) == ("undo", latest.id)


# -- concurrency ----------------------------------------------------------------------------


def test_threads_writing_both_stores_get_one_journal_row_per_change_in_order(
    home: HomePaths, storage: StorageConfig
) -> None:
    start = threading.Barrier(THREADS)
    acked: dict[int, tuple[str, str]] = {}
    failures: list[str] = []
    lock = threading.Lock()

    def writer(t: int) -> None:
        with BuiltinMemory(home) as memory:
            memory.store("memory").entries()
            start.wait()
            for i in range(THREAD_WRITES):
                target, text = TARGETS[(t + i) % 2], f"thread {t} note {i}"
                result = memory.store(target).add(text)
                with lock:
                    if result.success and result.changed and result.journal_id is not None:
                        acked[result.journal_id] = (target, text)
                    else:
                        failures.append(result.message)

    threads = [threading.Thread(target=writer, args=(t,)) for t in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert failures == []
    assert len(acked) == THREADS * THREAD_WRITES
    with BuiltinMemory(home) as memory:
        rows = assert_one_row_per_change_in_commit_order(memory, storage, acked)
        assert_undo_of_the_latest_undoes_exactly_it(memory, storage, rows)


def test_processes_writing_at_once_get_one_journal_row_per_change_in_order(
    home: HomePaths, storage: StorageConfig, tmp_path: Path
) -> None:
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(home.root), str(go), f"proc {p}", str(PROC_WRITES)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for p in range(PROCS)
    ]
    for proc in procs:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "READY", proc.stderr and proc.stderr.read()
    go.touch()
    acked: dict[int, tuple[str, str]] = {}
    for p, proc in enumerate(procs):
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        lines = out.splitlines()
        assert len(lines) == PROC_WRITES and all(line.startswith("ACK ") for line in lines), out
        for i, line in enumerate(lines):
            _, journal_id, text = line.split(" ", 2)
            assert text == f"proc {p} note {i}"
            acked[int(journal_id)] = (TARGETS[i % 2], text)
    assert len(acked) == PROCS * PROC_WRITES  # every acknowledged write has its own row
    with open_memory(home.root) as memory:
        rows = assert_one_row_per_change_in_commit_order(memory, storage, acked)
        assert_undo_of_the_latest_undoes_exactly_it(memory, storage, rows)


# -- one transaction: no committed change without its journal row --------------------------


def fresh_home(tmp_path: Path, url: str) -> tuple[HomePaths, StorageConfig]:
    storage = StorageConfig(database_url=url, tenant=new_tenant())
    return pg_home(tmp_path / "home", url, storage.tenant), storage


def test_a_crash_before_commit_leaves_neither_the_change_nor_its_journal_row(
    tmp_path: Path, fresh_url: str
) -> None:
    home, storage = fresh_home(tmp_path, fresh_url)
    with BuiltinMemory(home) as memory:
        assert memory.store("memory").add("alpha").success
    with psycopg.connect(fresh_url, autocommit=True) as admin:
        # The writer's session stalls right after its journal row, before it commits.
        admin.execute(
            "CREATE FUNCTION stall() RETURNS trigger LANGUAGE plpgsql AS"
            " $$ BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$"
        )
        admin.execute(
            "CREATE TRIGGER stall AFTER INSERT ON hermem.journal FOR EACH ROW"
            " WHEN (NEW.detail LIKE '%crash here%') EXECUTE FUNCTION stall()"
        )
        results: list[Any] = []
        with BuiltinMemory(home) as memory:
            writer = threading.Thread(
                target=lambda: results.append(memory.store("memory").add("crash here"))
            )
            writer.start()
            pid = None
            deadline = time.monotonic() + 30
            while pid is None and time.monotonic() < deadline:
                row = admin.execute(
                    "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                    " AND pid <> pg_backend_pid()"
                    " AND state = 'active' AND query LIKE '%INSERT INTO hermem.journal %'"
                ).fetchone()
                pid = None if row is None else row[0]
                time.sleep(0.02)
            assert pid is not None, "the writer never reached its journal row"
            assert stored(storage, "memory") == ("alpha", 1)  # nothing visible mid-transaction
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))  # the session dies
            writer.join(30)
            assert results and results[0].success is False
            assert results[0].message.endswith("Nothing was changed.")
            assert stored(storage, "memory") == ("alpha", 1)
            assert [e.after for e in memory.history()] == ["alpha"]
            # The pool recovers; the next change takes the id the lost one never committed.
            result = memory.store("memory").add("beta")
            assert result.success and result.journal_id == 2
            assert [(e.id, e.before) for e in memory.history()] == [(2, "alpha"), (1, "")]


def test_a_journal_row_that_cannot_commit_takes_the_change_with_it(
    tmp_path: Path, fresh_url: str
) -> None:
    home, storage = fresh_home(tmp_path, fresh_url)
    with psycopg.connect(fresh_url, autocommit=True) as admin:
        with BuiltinMemory(home) as memory:
            assert memory.store("user").add("Name is Ada").success
        admin.execute(
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS"
            " $$ BEGIN RAISE EXCEPTION 'journal refused at commit'; END $$"
        )
        admin.execute(
            "CREATE CONSTRAINT TRIGGER refuse AFTER INSERT ON hermem.journal"
            " DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse()"
        )
    with BuiltinMemory(home) as memory:
        result = MemoryTool(memory).handle({"action": "add", "target": "user", "content": "x y"})
        assert result["success"] is False
        assert "journal refused at commit" in result["error"]
        assert stored(storage, "user") == ("Name is Ada", 1)
        assert [e.after for e in memory.history()] == ["Name is Ada"]


def test_a_broken_journal_never_blocks_a_write(
    tmp_path: Path, fresh_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    home, storage = fresh_home(tmp_path, fresh_url)
    with BuiltinMemory(home) as memory:
        assert memory.store("memory").add("alpha").success
        with psycopg.connect(fresh_url, autocommit=True) as admin:
            admin.execute("DROP TABLE hermem.journal")
        with caplog.at_level(logging.WARNING, logger="hermem.store"):
            result = memory.store("memory").add("beta")
        assert result.success and result.journal_id is None
        assert stored(storage, "memory") == ("alpha\n§\nbeta", 2)
        assert any("journal" in r.getMessage() for r in caplog.records)
        with pytest.raises(DatabaseError, match=r'relation "hermem\.journal" does not exist'):
            memory.history()


# -- the journal itself ----------------------------------------------------------------------


def test_postgres_journal_record_and_queries_directly(storage: StorageConfig) -> None:
    journal = PostgresJournal(storage.database_url, tenant=storage.tenant, profile="default")
    first = journal.record(target="memory", action="add", before="", after="a", origin="api")
    second = journal.record(
        target="memory", action="undo", before="a", after="", origin="cli", undo_of=first
    )
    assert (first, second) == (1, 2)
    assert journal.last_state("memory") == ""
    assert journal.last_state("user") is None
    original = journal.get(first)
    assert original is not None and original.undone_by == second
    assert not original.undoable
    assert journal.get(999) is None
    assert journal.latest_undoable("memory") is None  # undo rows are never undone by undo
    assert [e.id for e in journal.entries(limit=1)] == [2]
    assert journal.entries(limit=0) == []
    assert abs(journal.entries()[0].ts - time.time()) < 60


# -- tenants ----------------------------------------------------------------------------------


def test_one_tenants_history_and_undo_never_see_anothers_rows(tmp_path: Path, pg_url: str) -> None:
    with (
        BuiltinMemory(pg_home(tmp_path / "a", pg_url, new_tenant())) as alice,
        BuiltinMemory(pg_home(tmp_path / "b", pg_url, new_tenant())) as bob,
    ):
        with pytest.raises(JournalError, match="nothing to undo"):
            alice.undo()
        for text in ("Bob one", "Bob two", "Bob three"):
            assert bob.store("memory").add(text).success
        with pytest.raises(JournalError, match="nothing to undo"):
            alice.undo()  # bob's changes are not alice's to undo
        assert alice.history() == []
        assert alice.store("memory").add("Alice one").success
        assert [(e.id, e.after) for e in alice.history()] == [(1, "Alice one")]
        with pytest.raises(JournalError, match="no change #3 in the journal"):
            alice.undo(change_id=3)  # #3 exists, but only in bob's journal
        assert alice.undo(change_id=1).success
        assert alice.store("memory").entries() == []
        assert bob.store("memory").entries() == ["Bob one", "Bob two", "Bob three"]
        assert [e.undone_by for e in bob.history()] == [None, None, None]
        assert bob.undo().message == "Undid change #3."
        assert bob.store("memory").entries() == ["Bob one", "Bob two"]
        assert [e.action for e in alice.history()] == ["undo", "add"]


def test_profiles_of_one_tenant_keep_separate_journals(
    tmp_path: Path, storage: StorageConfig
) -> None:
    with (
        open_memory(tmp_path, storage=storage) as default,
        open_memory(tmp_path, profile="work", storage=storage) as work,
    ):
        assert work.store("memory").add("work laptop runs Fedora").success
        assert default.history() == []
        assert [e.id for e in work.history()] == [1]
        assert default.store("memory").add("home laptop runs Debian").success
        assert [e.id for e in default.history()] == [1]
        assert work.undo().success
        assert default.store("memory").entries() == ["home laptop runs Debian"]


def test_one_tenants_pending_writes_are_invisible_to_another(tmp_path: Path, pg_url: str) -> None:
    with (
        BuiltinMemory(pg_home(tmp_path / "a", pg_url, new_tenant())) as alice,
        BuiltinMemory(pg_home(tmp_path / "b", pg_url, new_tenant())) as bob,
    ):
        alice_queue, bob_queue = PendingWrites(alice), PendingWrites(bob)
        bob_tool = MemoryTool(bob, stager=bob_queue)
        for text in ("Bob likes tea", "Bob likes chess"):
            bob_tool.handle({"action": "add", "target": "user", "content": text})
        assert alice_queue.list() == []
        with pytest.raises(PendingNotFound, match="no pending write #2"):
            alice_queue.approve(2)
        with pytest.raises(PendingNotFound):
            alice_queue.reject(1)
        assert alice_queue.approve_all() == [] and alice_queue.reject_all() == []
        alice_tool = MemoryTool(alice, stager=alice_queue)
        alice_tool.handle({"action": "add", "target": "user", "content": "Alice likes mate"})
        [mine] = alice_queue.list()
        assert mine.id == 1  # numbered in alice's own queue
        assert alice_queue.approve(1).success
        assert alice.store("user").entries() == ["Alice likes mate"]
        assert bob.store("user").entries() == []
        assert [(p.id, p.status) for p in bob_queue.list()] == [(1, "pending"), (2, "pending")]


# -- hostile text ----------------------------------------------------------------------------


def test_sql_in_entries_sessions_and_staged_writes_is_stored_as_text(
    tmp_path: Path, pg_url: str
) -> None:
    bystander = new_tenant()
    with BuiltinMemory(pg_home(tmp_path / "other", pg_url, bystander)) as other:
        assert other.store("memory").add("untouched").success
    with BuiltinMemory(pg_home(tmp_path / "home", pg_url, new_tenant())) as memory:
        for text in INJECTIONS:
            tool = MemoryTool(memory, session_id=text)
            result = tool.handle({"action": "add", "target": "memory", "content": text})
            assert result["success"], result
        history = list(reversed(memory.history()))
        assert [e.detail["content"] for e in history] == INJECTIONS
        assert [e.session_id for e in history] == INJECTIONS
        assert history[-1].after == "\n§\n".join(INJECTIONS)
        for text in INJECTIONS:
            [entry] = memory.history(session_id=text)
            assert entry.detail == {"content": text}
        queue = PendingWrites(memory)
        gated = MemoryTool(memory, session_id=INJECTIONS[0], stager=queue)
        for text in INJECTIONS:
            new = f"{text} (revised)"
            result = gated.handle({"action": "replace", "old_text": text, "content": new})
            assert result.get("pending") is True, result
        assert [(p.old_text, p.matched_entry) for p in queue.list()] == [
            (text, text) for text in INJECTIONS
        ]
        assert [a.success for a in queue.approve_all()] == [True] * len(INJECTIONS)
        assert memory.store("memory").entries() == [f"{t} (revised)" for t in INJECTIONS]
        assert memory.undo().success
    with BuiltinMemory(pg_home(tmp_path / "other", pg_url, bystander)) as other:
        assert [e.after for e in other.history()] == ["untouched"]


# -- the CLI --------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [["history"], ["undo"], ["undo", "1"], ["pending"]])
def test_a_database_that_is_down_is_one_clear_line(tmp_path: Path, command: list[str]) -> None:
    url = closed_port_url()
    ran = CliRunner().invoke(
        main,
        ["--home", str(tmp_path), *command],
        env={"HERMES_HOME": None, "HERMEM_DATABASE_URL": url},
    )
    assert ran.exit_code == 1, ran.output
    assert ran.stderr.startswith("Error: ") and "cannot use PostgreSQL at " in ran.stderr
    assert "s3cret" not in ran.stderr and "Traceback" not in ran.stderr
    assert len(ran.stderr.strip().splitlines()) == 1
