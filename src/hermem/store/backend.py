"""Where a bounded store's text lives. The file backend is the embedded default; the
PostgreSQL one (``postgres_backend.py``) keeps each store in a row.

The store logic (bounded.py) only sees this narrow interface, so every backend runs the
same rules: read without a lock, or open a transaction that reads and writes under an
exclusive lock, and journals the change through ``bind_journal``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from hermem.storage.files import (
    FileLock,
    atomic_write,
    backup_copy,
    decode_text,
    read_bytes,
    remove_stale_temps,
    write_target,
)

if TYPE_CHECKING:
    from hermem.store.journal import ChangeJournal


class StoreTransaction(Protocol):
    def read(self) -> str | None:
        """The stored text (None when nothing is stored); raises StoreUnreadableError."""

    def write(self, text: str) -> None:
        """Replace the stored text atomically."""

    def backup(self) -> str:
        """Save the stored text as it is now, exactly; return where it went."""

    def bind_journal(self, journal: ChangeJournal) -> ChangeJournal:
        """The journal to record this transaction's change in: ``journal`` itself, or (when
        the journal lives in the same database) a view of it writing in this transaction,
        so the change and its journal row commit together."""


class StoreBackend(Protocol):
    name: str
    location: str

    def read(self) -> str | None: ...

    def transaction(self) -> AbstractContextManager[StoreTransaction]: ...


class _FileTransaction:
    def __init__(self, path: Path, durable: bool) -> None:
        self._path = path
        self._durable = durable
        self._raw: bytes | None = None

    def read(self) -> str | None:
        self._raw = read_bytes(self._path)
        return None if self._raw is None else decode_text(self._path, self._raw)

    def write(self, text: str) -> None:
        atomic_write(self._path, text.encode("utf-8"), durable=self._durable)
        remove_stale_temps(write_target(self._path).parent)

    def backup(self) -> str:
        raw = self._raw if self._raw is not None else read_bytes(self._path)
        return str(backup_copy(self._path, raw or b""))

    def bind_journal(self, journal: ChangeJournal) -> ChangeJournal:
        return journal  # the journal (state.db) commits on its own, after the file


class FileBackend:
    """A store kept in one UTF-8 file guarded by ``<file>.lock``."""

    def __init__(self, path: Path, durable: bool = True) -> None:
        self.path = path
        self.name = path.name
        self.location = str(path)
        self.durable = durable

    def read(self) -> str | None:
        raw = read_bytes(self.path)
        return None if raw is None else decode_text(self.path, raw)

    @contextmanager
    def transaction(self) -> Iterator[_FileTransaction]:
        with FileLock(self.path.with_name(self.path.name + ".lock")):
            yield _FileTransaction(self.path, self.durable)
