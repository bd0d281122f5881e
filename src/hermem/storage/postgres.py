"""PostgreSQL: one connection pool per database URL and process, and versioned migrations.

psycopg and psycopg_pool are imported on first use, so ``import hermem`` and the CLI stay
fast and work without them. Every table lives in the ``hermem`` schema, so a database
shared with other applications gets no name clashes (their own ``schema_migrations``
included). Errors reach callers as one-line DatabaseError messages, never with the
password of the URL.
"""

from __future__ import annotations

import atexit
import importlib.util
import os
import re
import threading
import time
import weakref
from collections.abc import Callable, Iterator, MutableMapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlsplit

from hermem.errors import DatabaseError
from hermem.storage.files import LOCK_TIMEOUT_SECONDS

if TYPE_CHECKING:
    from psycopg import Connection
    from psycopg_pool import ConnectionPool

SCHEMA = "hermem"
INSTALL_HINT = "pip install 'hermem[postgres]'"
CONNECT_TIMEOUT_SECONDS = 10
POOL_TIMEOUT_SECONDS = 30.0
POOL_MAX_SIZE = 8
# A pooled connection idle longer than this is checked with a no-op query before use.
CHECK_IDLE_SECONDS = 2.0
# Serializes migrations across processes: ``hermem`` in ASCII, as a bigint.
MIGRATION_LOCK_KEY = 0x6865726D656D


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    apply: Callable[[Connection[Any]], None]


def require_driver() -> None:
    """Raise DatabaseError, saying how to install it, when psycopg is missing."""
    missing = [m for m in ("psycopg", "psycopg_pool") if importlib.util.find_spec(m) is None]
    if missing:
        raise DatabaseError(
            f"PostgreSQL storage needs {' and '.join(missing)}, which is not installed: "
            f"{INSTALL_HINT}"
        )


def describe_url(url: str) -> str:
    """``user@host:port/dbname`` of a URL or ``key=value`` conninfo, without a password."""
    if "://" in url:
        try:
            parts = urlsplit(url)
            host = parts.hostname or "localhost"
            port = f":{parts.port}" if parts.port else ""
        except ValueError:
            return "postgresql://(unparsable URL)"
        user = f"{unquote(parts.username)}@" if parts.username else ""
        return f"postgresql://{user}{host}{port}{parts.path}"
    fields = dict(re.findall(r"(\w+)\s*=\s*('(?:[^'\\]|\\.)*'|\S+)", url))
    fields = {k: v.strip("'") for k, v in fields.items()}
    user = f"{fields['user']}@" if "user" in fields else ""
    port = f":{fields['port']}" if "port" in fields else ""
    dbname = fields.get("dbname", "")
    return f"postgresql://{user}{fields.get('host', 'localhost')}{port}/{dbname}"


def error_reason(exc: BaseException) -> str:
    """One line saying what went wrong, from a psycopg or pool error."""
    text = " ".join(str(exc).split())
    name = type(exc).__name__
    if name == "LockNotAvailable":
        return "another writer held the row lock for too long (lock timeout); try again"
    if name == "PoolTimeout":
        return f"no free database connection within {POOL_TIMEOUT_SECONDS:.0f} s; try again"
    return text or name


class Database:
    """A pool of connections to one PostgreSQL database, migrated when first opened.

    Connections are in autocommit mode; callers open ``conn.transaction()`` to group
    statements. A connection is checked as it leaves the pool, so a restarted server
    costs a reconnect, not a failed call.
    """

    def __init__(self, url: str, migrations: Sequence[Migration]) -> None:
        self.url = url
        self.description = describe_url(url)
        self._migrations = list(migrations)
        self._pool: ConnectionPool[Connection[Any]] | None = None
        self._lock = threading.Lock()
        # When each pooled connection was last given back (a weak map: the pool may drop it).
        self._returned: MutableMapping[Connection[Any], float] = weakref.WeakKeyDictionary()

    @contextmanager
    def connection(self) -> Iterator[Connection[Any]]:
        """A pooled connection; any database failure becomes a DatabaseError."""
        import psycopg
        from psycopg_pool import PoolTimeout

        pool = self._open()
        try:
            conn = _checked_out(pool, self._returned)
            try:
                with conn:
                    yield conn
            finally:
                if not conn.closed:
                    self._returned[conn] = time.monotonic()
                pool.putconn(conn)
        except (psycopg.Error, PoolTimeout) as exc:
            if isinstance(exc, psycopg.OperationalError):
                pool.check()  # the server may have restarted: drop every broken connection
            raise DatabaseError(f"PostgreSQL at {self.description}: {error_reason(exc)}") from exc

    def close(self) -> None:
        with self._lock:
            if self._pool is not None:
                self._pool.close()
                self._pool = None

    def _open(self) -> ConnectionPool[Connection[Any]]:
        with self._lock:
            if self._pool is not None:
                return self._pool
            require_driver()
            import psycopg
            from psycopg_pool import ConnectionPool

            options = _connect_options(self.url)
            # One direct connection first: a bad URL or a server that is down gives its own
            # reason here, where the pool would only time out.
            try:
                with psycopg.connect(self.url, **options) as conn:
                    migrate(conn, self._migrations)
            except psycopg.Error as exc:
                raise DatabaseError(
                    f"cannot use PostgreSQL at {self.description}: {error_reason(exc)}"
                ) from exc
            pool: ConnectionPool[Connection[Any]] = ConnectionPool(
                self.url,
                kwargs=options,
                configure=_configure,
                min_size=1,
                max_size=POOL_MAX_SIZE,
                timeout=POOL_TIMEOUT_SECONDS,
                name="hermem",
                open=False,
            )
            pool.open(wait=False)
            self._pool = pool
            return pool


def _checked_out(
    pool: ConnectionPool[Connection[Any]], returned: MutableMapping[Connection[Any], float]
) -> Connection[Any]:
    """A pooled connection, checked with a no-op query when it sat idle for a while.

    A connection used moments ago is handed out as it is (under load that saves a round
    trip per operation); if the server went away since, the operation fails with a
    DatabaseError and nothing is written. A broken one means the server restarted or the
    network dropped: then every idle connection is checked at once (``pool.check()``)
    rather than one by one with the pool's growing back-off, which after a restart could
    outlast the pool timeout.
    """
    from psycopg_pool import ConnectionPool

    conn = pool.getconn()
    if time.monotonic() - returned.get(conn, 0.0) < CHECK_IDLE_SECONDS:
        return conn
    try:
        ConnectionPool.check_connection(conn)
        return conn
    except Exception:
        pool.putconn(conn)  # broken: the pool discards it and opens a new one
    pool.check()
    return pool.getconn()


def _configure(conn: Connection[Any]) -> None:
    # A writer waits for a row lock as long as for a store's file lock, then gives up with
    # a clear error; set once per connection rather than per transaction (a round trip).
    conn.execute(f"SET lock_timeout = '{int(LOCK_TIMEOUT_SECONDS * 1000)}ms'")


def _connect_options(url: str) -> dict[str, Any]:
    from psycopg.conninfo import conninfo_to_dict

    given = conninfo_to_dict(url)
    options: dict[str, Any] = {"autocommit": True}
    if "connect_timeout" not in given:
        options["connect_timeout"] = CONNECT_TIMEOUT_SECONDS
    if "application_name" not in given:
        options["application_name"] = "hermem"
    return options


def migrate(conn: Connection[Any], migrations: Sequence[Migration]) -> None:
    """Apply, in order and once each, the migrations not yet in ``hermem.schema_migrations``.

    Concurrent processes take turns on an advisory lock, so each migration runs once; each
    run of pending migrations is one transaction (PostgreSQL's DDL is transactional).
    """
    wanted = sorted(migrations, key=lambda m: m.version)
    if {m.version for m in wanted} <= _applied(conn):
        return
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK_KEY,))
        row = conn.execute("SELECT to_regnamespace(%s)", (SCHEMA,)).fetchone()
        if row is None or row[0] is None:
            conn.execute(f"CREATE SCHEMA {SCHEMA}")
        conn.execute(
            f"CREATE TABLE IF NOT EXISTS {SCHEMA}.schema_migrations ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
            " applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
        applied = _applied(conn)
        for migration in wanted:
            if migration.version in applied:
                continue
            migration.apply(conn)
            conn.execute(
                f"INSERT INTO {SCHEMA}.schema_migrations (version, name) VALUES (%s, %s)",
                (migration.version, migration.name),
            )


def _applied(conn: Connection[Any]) -> set[int]:
    row = conn.execute("SELECT to_regclass(%s)", (f"{SCHEMA}.schema_migrations",)).fetchone()
    if row is None or row[0] is None:
        return set()
    return {r[0] for r in conn.execute(f"SELECT version FROM {SCHEMA}.schema_migrations")}


_databases: dict[str, Database] = {}
_databases_pid = os.getpid()
# Pools inherited through fork() belong to the parent: they are kept, never used or
# closed, since closing would end the parent's sessions on the shared sockets.
_inherited: list[Database] = []
_registry_lock = threading.Lock()


def open_database(url: str) -> Database:
    """This process's pool for ``url``, created on first call; it connects on first use."""
    global _databases_pid
    with _registry_lock:
        if _databases_pid != os.getpid():
            _inherited.extend(_databases.values())
            _databases.clear()
            _databases_pid = os.getpid()
        database = _databases.get(url)
        if database is None:
            from hermem.storage.postgres_migrations import MIGRATIONS

            database = _databases[url] = Database(url, MIGRATIONS)
        return database


@atexit.register
def close_databases() -> None:
    """Close every pool of this process (at exit, or in tests that restart the server)."""
    with _registry_lock:
        databases = list(_databases.values()) if _databases_pid == os.getpid() else []
    for database in databases:
        database.close()
