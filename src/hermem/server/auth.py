"""From a bearer key to a tenant: verification, a short-lived cache, the run's local token.

Verifying a key costs a database read; the cache keeps a verified key for a while, but a
revocation is honoured at once where the store can tell that something changed (SQLite's
``data_version``) and within ``POSTGRES_CACHE_SECONDS`` otherwise. The secret is compared
as a SHA-256 digest in constant time, and unknown key ids are never cached.
"""

from __future__ import annotations

import hmac
import logging
import threading
import time
from dataclasses import dataclass

from hermem.server.keys import KeyStore, StoredKey, parse_key, secret_matches
from hermem.server.settings import LOCAL_TENANT

log = logging.getLogger("hermem.server")

POSTGRES_CACHE_SECONDS = 1.0
SQLITE_CACHE_SECONDS = 60.0
TOUCH_EVERY_SECONDS = 60.0
LOCAL_KEY_ID = "local"


@dataclass(frozen=True, slots=True)
class Principal:
    """Who a request is: a key and the one tenant it may reach."""

    key_id: str
    tenant: str


class KeyVerifier:
    """Verifies bearer keys against a :class:`KeyStore` (thread-safe).

    :meth:`cached` answers from memory only (for the event loop); :meth:`verify` may read
    the store (call it in a worker thread).
    """

    def __init__(self, store: KeyStore, local_token: str | None = None) -> None:
        self.store = store
        self._local_token = local_token.encode("utf-8") if local_token else None
        self._cache: dict[str, tuple[StoredKey, float]] = {}
        self._touched: dict[str, float] = {}
        self._generation = store.generation()
        self._ttl = POSTGRES_CACHE_SECONDS if self._generation is None else SQLITE_CACHE_SECONDS
        self._lock = threading.Lock()

    def cached(self, token: str) -> Principal | None:
        """The principal of a key verified a moment ago (no database read), else None:
        then :meth:`verify` decides."""
        local = self._local(token)
        if local is not None:
            return local
        parsed = parse_key(token)
        if parsed is None:
            return None
        key_id, secret = parsed
        self._drop_if_changed()
        with self._lock:
            hit = self._cache.get(key_id)
        if hit is None or time.monotonic() - hit[1] >= self._ttl:
            return None
        return self._principal(hit[0], secret)

    def verify(self, token: str) -> Principal | None:
        """The principal of a valid, unrevoked key, else None (may read the store)."""
        local = self._local(token)
        if local is not None:
            return local
        parsed = parse_key(token)
        if parsed is None:
            return None
        key_id, secret = parsed
        stored = self._stored(key_id)
        principal = None if stored is None else self._principal(stored, secret)
        if principal is not None:
            self._touch(key_id)
        return principal

    def _local(self, token: str) -> Principal | None:
        if self._local_token is None:
            return None
        if hmac.compare_digest(token.encode("utf-8", "surrogatepass"), self._local_token):
            return Principal(LOCAL_KEY_ID, LOCAL_TENANT)
        return None

    @staticmethod
    def _principal(stored: StoredKey, secret: str) -> Principal | None:
        if stored.key.revoked or not secret_matches(secret, stored.secret_sha256):
            return None
        return Principal(stored.key.id, stored.key.tenant)

    def _drop_if_changed(self) -> None:
        generation = self.store.generation()
        if generation is None:
            return
        with self._lock:
            if generation != self._generation:
                self._cache.clear()
                self._generation = generation

    def _stored(self, key_id: str) -> StoredKey | None:
        self._drop_if_changed()
        now = time.monotonic()
        with self._lock:
            hit = self._cache.get(key_id)
            if hit is not None and now - hit[1] < self._ttl:
                return hit[0]
        stored = self.store.lookup(key_id)
        with self._lock:
            if stored is None:
                self._cache.pop(key_id, None)
            else:
                self._cache[key_id] = (stored, now)
        return stored

    def _touch(self, key_id: str) -> None:
        now = time.time()
        with self._lock:
            if now - self._touched.get(key_id, 0.0) < TOUCH_EVERY_SECONDS:
                return
            self._touched[key_id] = now
        try:
            self.store.touch(key_id, now)
        except Exception as exc:  # "last used" is bookkeeping: never fail a request on it
            log.warning("could not record the use of key %s: %s", key_id, exc)


def bearer_token(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, else None."""
    if not authorization:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()
