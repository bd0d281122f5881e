"""The SQLite database of a home (``state.db``): connection settings and versioned migrations.

WAL lets readers run beside one writer, the busy timeout makes writers wait instead of
failing with "database is locked", and write transactions start with BEGIN IMMEDIATE so
the wait happens up front, where SQLite's busy handler applies.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

BUSY_TIMEOUT_MS = 10_000
LOCK_RETRY_SECONDS = 60.0


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    apply: Callable[[sqlite3.Connection], None]


def connect(path: Path, migrations: list[Migration]) -> sqlite3.Connection:
    """Open ``path`` (created if missing) with WAL and a busy timeout, then migrate it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(
        path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
    )
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    _set_wal(conn)
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn, migrations)
    return conn


def _set_wal(conn: sqlite3.Connection) -> None:
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def begin_immediate(conn: sqlite3.Connection) -> None:
    """BEGIN IMMEDIATE, retried while another process holds the write lock.

    The busy timeout covers most waits; beyond it (a long checkpoint, a bulk import) BEGIN
    is retried for up to LOCK_RETRY_SECONDS, so "database is locked" does not reach callers.
    """
    deadline = time.monotonic() + LOCK_RETRY_SECONDS
    pause = 0.005
    while True:
        try:
            conn.execute("BEGIN IMMEDIATE")
            return
        except sqlite3.OperationalError as exc:
            message = str(exc)
            if ("locked" not in message and "busy" not in message) or (time.monotonic() > deadline):
                raise
            time.sleep(pause)
            pause = min(pause * 2, 0.2)


@contextmanager
def write_transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE (see ``begin_immediate``) ... COMMIT, rolled back on any error."""
    begin_immediate(conn)
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def migrate(conn: sqlite3.Connection, migrations: list[Migration]) -> None:
    """Apply, in order and once each, the migrations not yet recorded in ``schema_migrations``."""
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
    )
    wanted = sorted(migrations, key=lambda m: m.version)
    applied = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
    if all(m.version in applied for m in wanted):
        return
    with write_transaction(conn):
        applied = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
        for migration in wanted:
            if migration.version in applied:
                continue
            migration.apply(conn)
            conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, time.time()),
            )
