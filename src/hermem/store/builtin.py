"""The built-in memory of one home: MEMORY.md and USER.md, their journal, their snapshot."""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from types import TracebackType

from hermem.config import (
    HomePaths,
    MemoryConfig,
    StorageConfig,
    load_config,
    load_storage_config,
    resolve_home,
)
from hermem.errors import JournalError, StoreUnreadableError
from hermem.store.backend import FileBackend, StoreBackend
from hermem.store.bounded import BoundedStore, ChangeResult
from hermem.store.entries import TARGET_FILES, TARGETS, format_counts, joined_length
from hermem.store.events import WriteEvent
from hermem.store.journal import ChangeJournal, Journal, JournalEntry
from hermem.store.snapshot import Snapshot, render_block, render_unreadable_block

log = logging.getLogger("hermem.store")


class BuiltinMemory:
    """Both bounded stores of a home. Paths, limits and the backend are bound here, once.

    The stores and their journal are the home's files and ``state.db`` unless ``storage``
    (by default config.yaml's ``storage:`` section and ``$HERMEM_DATABASE_URL``) names a
    PostgreSQL database; then both live there, under the tenant and the profile.
    """

    def __init__(
        self,
        paths: HomePaths,
        config: MemoryConfig | None = None,
        storage: StorageConfig | None = None,
    ) -> None:
        self.paths = paths
        self.config = config if config is not None else load_config(paths)
        self.storage = storage if storage is not None else load_storage_config(paths)
        self._journal: ChangeJournal | None = None
        self._journal_lock = threading.Lock()
        self.stores = {
            target: BoundedStore(
                target,
                self._backend(target),
                self.config.char_limit(target),
                journal=self.journal,
            )
            for target in TARGETS
        }

    def _backend(self, target: str) -> StoreBackend:
        if not self.storage.uses_postgres:
            files = {"memory": self.paths.memory_file, "user": self.paths.user_file}
            return FileBackend(files[target])
        from hermem.store.postgres_backend import PostgresBackend

        return PostgresBackend(
            self.storage.database_url,
            tenant=self.storage.tenant,
            profile=self.profile_key,
            target=target,
            name=TARGET_FILES[target],
        )

    def add_listener(self, listener: Callable[[WriteEvent], None]) -> None:
        """Call ``listener`` with every committed add/replace/remove of either store."""
        for store in self.stores.values():
            store.listeners.append(listener)

    def remove_listener(self, listener: Callable[[WriteEvent], None]) -> None:
        for store in self.stores.values():
            if listener in store.listeners:
                store.listeners.remove(listener)

    # -- access ---------------------------------------------------------------------------

    def store(self, target: str) -> BoundedStore:
        return self.stores[target]

    def enabled_targets(self) -> list[str]:
        return [t for t in TARGETS if self.config.target_enabled(t)]

    @property
    def profile_key(self) -> str:
        """The profile's name in PostgreSQL rows (``default`` for the home itself)."""
        return self.paths.profile or "default"

    def journal(self) -> ChangeJournal:
        """The journal (``state.db``, or PostgreSQL beside the stores), opened on first use."""
        with self._journal_lock:
            if self._journal is None:
                self._journal = self._open_journal()
            return self._journal

    def _open_journal(self) -> ChangeJournal:
        if not self.storage.uses_postgres:
            return Journal.open(self.paths.state_db)
        from hermem.store.postgres_journal import PostgresJournal

        return PostgresJournal(
            self.storage.database_url, tenant=self.storage.tenant, profile=self.profile_key
        )

    @property
    def journal_location(self) -> str:
        """Where the journal is, for status reports (no password)."""
        if not self.storage.uses_postgres:
            return str(self.paths.state_db)
        from hermem.storage.postgres import describe_url

        return (
            f"hermem.journal in {describe_url(self.storage.database_url)}"
            f" (tenant {self.storage.tenant}, profile {self.profile_key})"
        )

    # -- the frozen snapshot -------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """Read both stores once and render the blocks a session's system prompt carries."""
        blocks: dict[str, str | None] = {}
        for target in TARGETS:
            store = self.stores[target]
            if not self.config.target_enabled(target):
                blocks[target] = None
                continue
            try:
                entries = store.entries()
            except StoreUnreadableError as exc:
                blocks[target] = render_unreadable_block(
                    target, store.limit, store.name, _reason(exc)
                )
                continue
            _warn_if_over_budget(store, entries)
            blocks[target] = render_block(target, entries, store.limit, TARGET_FILES[target])
        return Snapshot.of(blocks["memory"], blocks["user"])

    # -- history --------------------------------------------------------------------------

    def history(
        self, target: str | None = None, limit: int = 50, session_id: str | None = None
    ) -> list[JournalEntry]:
        if not self.storage.uses_postgres and not self.paths.state_db.exists():
            return []  # no write yet, and reading creates no database
        return self.journal().entries(target=target, limit=limit, session_id=session_id)

    def undo(
        self, change_id: int | None = None, target: str | None = None, origin: str = "cli"
    ) -> ChangeResult:
        """Restore the state before a change (the latest one by default), through the lock."""
        journal = self.journal()
        if change_id is None:
            entry = journal.latest_undoable(target)
            if entry is None:
                where = f" to {TARGET_FILES[target]}" if target else ""
                raise JournalError(f"nothing to undo: no journaled change{where} is left")
        else:
            found = journal.get(change_id)
            if found is None:
                raise JournalError(f"no change #{change_id} in the journal")
            entry = found
        if entry.target not in self.stores:
            raise JournalError(f"change #{entry.id} is for unknown target {entry.target!r}")
        return self.stores[entry.target].restore(entry, origin=origin)

    # -- lifecycle ------------------------------------------------------------------------

    def close(self) -> None:
        with self._journal_lock:
            if self._journal is not None:
                self._journal.close()
                self._journal = None

    def __enter__(self) -> BuiltinMemory:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def open_memory(
    home: str | os.PathLike[str] | None = None,
    profile: str | None = None,
    config: MemoryConfig | None = None,
    storage: StorageConfig | None = None,
) -> BuiltinMemory:
    """Open the built-in memory of ``home`` (default ``$HERMES_HOME`` or ``~/.hermes``).

    Its stores are in PostgreSQL when ``storage`` (by default config.yaml's ``storage:``
    section or ``$HERMEM_DATABASE_URL``) sets a database URL, else in the home's files.
    """
    return BuiltinMemory(resolve_home(home, profile), config, storage)


def _warn_if_over_budget(store: BoundedStore, entries: list[str]) -> None:
    used = joined_length(entries)
    if used > store.limit:
        log.warning(
            "%s exceeds its limit (%s chars); it is kept intact — consolidate it",
            store.backend.location,
            format_counts(used, store.limit),
        )


def _reason(exc: StoreUnreadableError) -> str:
    text = str(exc)
    return text.split(": ", 1)[1] if ": " in text else text
