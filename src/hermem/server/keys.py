"""API keys of the memory service: create, list, revoke, verify.

A key reads ``hm_<id>_<secret>``: the id (12 hex digits) names the key in listings and
logs, the secret (32 random bytes, URL-safe base64) is printed once and only its SHA-256
is stored. Each key belongs to one tenant, and a request's tenant is the one of its key.

Keys live beside the data they open: ``<home>/server/keys.db`` (SQLite) on the embedded
default, the table ``hermem.api_keys`` when the stores are in PostgreSQL.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import sqlite3
import threading
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermem.errors import HermemError
from hermem.storage.sqlite import Migration, connect, write_transaction

if TYPE_CHECKING:
    from hermem.config import HomePaths

KEY_PREFIX = "hm_"
KEY_ID_BYTES = 6
SECRET_BYTES = 32
TENANT_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,62}$")
KEY_ID = re.compile(r"^[0-9a-f]{12}$")
MAX_LABEL_CHARS = 200
MAX_KEY_CHARS = 200
KEYS_DB = "keys.db"


class ApiKeyError(HermemError):
    """A key operation was given something it cannot act on (bad tenant name, no such key)."""


@dataclass(frozen=True, slots=True)
class ApiKey:
    """What is known about a key; never its secret."""

    id: str
    tenant: str
    label: str
    created_at: float
    last_used_at: float | None = None
    revoked_at: float | None = None

    @property
    def revoked(self) -> bool:
        return self.revoked_at is not None

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "tenant": self.tenant,
            "label": self.label,
            "created_at": self.created_at,
            "last_used_at": self.last_used_at,
            "revoked_at": self.revoked_at,
        }


@dataclass(frozen=True, slots=True)
class StoredKey:
    key: ApiKey
    secret_sha256: str


@dataclass(frozen=True, slots=True)
class NewKey:
    """A key just created: ``token`` is the whole key, shown to its owner once."""

    key: ApiKey
    token: str


def check_tenant(name: str) -> str:
    if not isinstance(name, str) or not TENANT_NAME.match(name):
        raise ApiKeyError(
            f"invalid tenant name {str(name)[:80]!r}: use lowercase letters, digits, '_' and "
            "'-', starting with a letter or digit (at most 63 characters)"
        )
    return name


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def new_secret() -> str:
    return secrets.token_urlsafe(SECRET_BYTES)


def format_key(key_id: str, secret: str) -> str:
    return f"{KEY_PREFIX}{key_id}_{secret}"


def parse_key(token: str) -> tuple[str, str] | None:
    """``(key id, secret)`` of a well-formed key, else None (nothing is looked up)."""
    if not token.startswith(KEY_PREFIX) or len(token) > MAX_KEY_CHARS:
        return None
    key_id, sep, secret = token[len(KEY_PREFIX) :].partition("_")
    if not sep or not secret:
        return None
    return key_id, secret


def secret_matches(secret: str, expected_sha256: str) -> bool:
    """Constant-time comparison of a presented secret with a stored hash."""
    return hmac.compare_digest(hash_secret(secret), expected_sha256)


class KeyStore(ABC):
    """Where keys are kept. Thread-safe."""

    location: str

    def create(self, tenant: str, label: str = "") -> NewKey:
        check_tenant(tenant)
        label = " ".join(str(label).split())[:MAX_LABEL_CHARS]
        secret = new_secret()
        while True:
            key = ApiKey(secrets.token_hex(KEY_ID_BYTES), tenant, label, time.time())
            if self._insert(key, hash_secret(secret)):
                return NewKey(key, format_key(key.id, secret))

    def revoke(self, key_id: str) -> ApiKey:
        """Revoke a key (idempotent); raises ApiKeyError when there is no such key."""
        stored = self.lookup(key_id) if KEY_ID.match(key_id) else None
        if stored is None:
            raise ApiKeyError(f"no API key with id {key_id[:40]!r} (see `hermem keys list`)")
        if not stored.key.revoked:
            self._set_revoked(key_id, time.time())
        found = self.lookup(key_id)
        assert found is not None
        return found.key

    @abstractmethod
    def list(self, tenant: str | None = None) -> list[ApiKey]:
        """Every key, oldest first (revoked ones included)."""

    @abstractmethod
    def lookup(self, key_id: str) -> StoredKey | None: ...

    @abstractmethod
    def touch(self, key_id: str, when: float) -> None:
        """Record that the key was used at ``when``."""

    def generation(self) -> int | None:
        """A number that changes when another process changes the keys, or None when the
        store cannot tell cheaply (then cached keys expire by age)."""
        return None

    @abstractmethod
    def close(self) -> None:
        """Release connections (the store is unusable afterwards)."""

    @abstractmethod
    def _insert(self, key: ApiKey, secret_sha256: str) -> bool:
        """False when the id is taken (the caller draws another)."""

    @abstractmethod
    def _set_revoked(self, key_id: str, when: float) -> None: ...


_COLUMNS = "id, tenant, label, created_at, last_used_at, revoked_at, secret_sha256"


def _stored(row: Any) -> StoredKey:
    return StoredKey(
        ApiKey(
            str(row[0]),
            str(row[1]),
            str(row[2]),
            float(row[3]),
            None if row[4] is None else float(row[4]),
            None if row[5] is None else float(row[5]),
        ),
        str(row[6]),
    )


def _create_keys_table(conn: sqlite3.Connection) -> None:
    conn.execute(
        """
        CREATE TABLE api_keys (
            id TEXT PRIMARY KEY,
            tenant TEXT NOT NULL,
            label TEXT NOT NULL DEFAULT '',
            secret_sha256 TEXT NOT NULL,
            created_at REAL NOT NULL,
            last_used_at REAL,
            revoked_at REAL
        )
        """
    )
    conn.execute("CREATE INDEX api_keys_tenant ON api_keys (tenant)")


KEYS_DB_MIGRATIONS = [Migration(1, "api_keys", _create_keys_table)]


class SqliteKeyStore(KeyStore):
    """Keys in ``<home>/server/keys.db``."""

    def __init__(self, path: Path) -> None:
        self.location = str(path)
        self._conn = connect(path, KEYS_DB_MIGRATIONS)
        self._lock = threading.Lock()
        # Its own connection: asking it never waits behind a write of ours.
        self._watch = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._watch_lock = threading.Lock()

    def list(self, tenant: str | None = None) -> list[ApiKey]:
        where, params = ("WHERE tenant = ?", (tenant,)) if tenant is not None else ("", ())
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {_COLUMNS} FROM api_keys {where} ORDER BY created_at, id", params
            ).fetchall()
        return [_stored(r).key for r in rows]

    def lookup(self, key_id: str) -> StoredKey | None:
        with self._lock:
            row = self._conn.execute(
                f"SELECT {_COLUMNS} FROM api_keys WHERE id = ?", (key_id,)
            ).fetchone()
        return None if row is None else _stored(row)

    def touch(self, key_id: str, when: float) -> None:
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute("UPDATE api_keys SET last_used_at = ? WHERE id = ?", (when, key_id))

    def generation(self) -> int | None:
        # Changes whenever another connection commits (`hermem keys revoke` in another
        # process, or a "last used" update of ours). Microseconds to ask.
        with self._watch_lock:
            return int(self._watch.execute("PRAGMA data_version").fetchone()[0])

    def close(self) -> None:
        with self._lock, self._watch_lock:
            self._conn.close()
            self._watch.close()

    def _insert(self, key: ApiKey, secret_sha256: str) -> bool:
        with self._lock, write_transaction(self._conn) as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO api_keys (id, tenant, label, secret_sha256, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (key.id, key.tenant, key.label, secret_sha256, key.created_at),
            )
            return cursor.rowcount > 0

    def _set_revoked(self, key_id: str, when: float) -> None:
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute(
                "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
                (when, key_id),
            )


class PostgresKeyStore(KeyStore):
    """Keys in ``hermem.api_keys`` of the service's PostgreSQL database."""

    def __init__(self, url: str) -> None:
        from hermem.storage.postgres import open_database

        self._db = open_database(url)
        self.location = f"{self._db.description} (table hermem.api_keys)"

    def list(self, tenant: str | None = None) -> list[ApiKey]:
        where, params = ("WHERE tenant = %s", (tenant,)) if tenant is not None else ("", ())
        with self._db.connection() as conn:
            rows = conn.execute(
                f"SELECT {_COLUMNS} FROM hermem.api_keys {where} ORDER BY created_at, id", params
            ).fetchall()
        return [_stored(r).key for r in rows]

    def lookup(self, key_id: str) -> StoredKey | None:
        with self._db.connection() as conn:
            row = conn.execute(
                f"SELECT {_COLUMNS} FROM hermem.api_keys WHERE id = %s", (key_id,)
            ).fetchone()
        return None if row is None else _stored(row)

    def touch(self, key_id: str, when: float) -> None:
        with self._db.connection() as conn:
            conn.execute(
                "UPDATE hermem.api_keys SET last_used_at = %s WHERE id = %s", (when, key_id)
            )

    def close(self) -> None:
        pass  # the pool is the process's, shared with the stores (hermem.storage.postgres)

    def _insert(self, key: ApiKey, secret_sha256: str) -> bool:
        with self._db.connection() as conn:
            cursor = conn.execute(
                "INSERT INTO hermem.api_keys (id, tenant, label, secret_sha256, created_at)"
                " VALUES (%s, %s, %s, %s, %s) ON CONFLICT (id) DO NOTHING",
                (key.id, key.tenant, key.label, secret_sha256, key.created_at),
            )
            return cursor.rowcount > 0

    def _set_revoked(self, key_id: str, when: float) -> None:
        with self._db.connection() as conn:
            conn.execute(
                "UPDATE hermem.api_keys SET revoked_at = %s WHERE id = %s AND revoked_at IS NULL",
                (when, key_id),
            )


def open_key_store(home: HomePaths, database_url: str = "") -> KeyStore:
    """The key store of a service: PostgreSQL when it has a database URL, else the home's."""
    if database_url:
        return PostgresKeyStore(database_url)
    return SqliteKeyStore(home.root / "server" / KEYS_DB)
