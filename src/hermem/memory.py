"""``hermem.Memory``: one home's memory for any agent, in a few lines.

    import hermem

    memory = hermem.Memory()                      # $HERMES_HOME or ~/.hermes
    with memory.start_session(platform="my-agent", user_id="ada") as session:
        system = base_prompt + "\n\n" + session.system_prompt()
        tools = session.tools(format="openai")    # or "anthropic", "mcp"
        recall = session.before_turn(user_message)  # fenced recall, "" when none
        ...                                       # call the model; for each tool call:
        result = session.handle_tool_call(name, arguments)
        session.after_turn(user_message, answer)  # log, sync, prefetch: in the background

A ``Memory`` holds what sessions share (the home's paths and configuration, the built-in
stores, the session store, opened on first use); each ``MemorySession`` has its own frozen
snapshot, provider and background worker.
"""

from __future__ import annotations

import logging
import os
import threading
from typing import TYPE_CHECKING

from hermem.config import (
    HomePaths,
    MemoryConfig,
    StorageConfig,
    load_config,
    load_storage_config,
    resolve_home,
)
from hermem.store.builtin import BuiltinMemory

if TYPE_CHECKING:
    from hermem.memory_session import MemorySession
    from hermem.sessions.store import SessionStore

log = logging.getLogger("hermem.memory")


class Memory:
    """The memory of one home (and profile): built-in stores, past sessions, provider."""

    def __init__(
        self,
        home: str | os.PathLike[str] | HomePaths | None = None,
        profile: str | None = None,
        *,
        provider: str | None = None,
        storage: StorageConfig | None = None,
    ) -> None:
        """``provider`` overrides ``memory.provider`` of config.yaml ("" for none);
        ``storage`` overrides where data lives (config.yaml's ``storage:`` section and
        ``$HERMEM_DATABASE_URL``): the HTTP service passes each tenant's here."""
        self.paths = home if isinstance(home, HomePaths) else resolve_home(home, profile)
        self.config: MemoryConfig = load_config(self.paths)
        self.storage: StorageConfig = (
            storage if storage is not None else load_storage_config(self.paths)
        )
        self.provider_name = self.config.provider if provider is None else provider
        self.builtin = BuiltinMemory(self.paths, self.config, self.storage)
        self._sessions: SessionStore | None = None
        self._lock = threading.Lock()
        self._closed = False

    @property
    def sessions(self) -> SessionStore:
        """The session store (``state.db``, or PostgreSQL per ``storage``), opened on first use."""
        with self._lock:
            if self._closed:
                from hermem.errors import HermemError

                raise HermemError("this Memory is closed")
            if self._sessions is None:
                from hermem.sessions.store import SessionStore

                self._sessions = SessionStore.open(self.paths, storage=self.storage)
            return self._sessions

    def start_session(
        self,
        platform: str = "api",
        user_id: str | None = None,
        session_id: str | None = None,
        *,
        model: str | None = None,
        title: str | None = None,
        parent_session_id: str | None = None,
        origin: str = "tool",
    ) -> MemorySession:
        """Begin a session: its snapshot of the built-in stores is frozen now.

        ``origin`` is what the journal records for the writes this session's tools make.
        """
        from hermem.memory_session import MemorySession

        return MemorySession(
            self,
            platform=platform,
            user_id=user_id,
            session_id=session_id,
            model=model,
            title=title,
            parent_session_id=parent_session_id,
            origin=origin,
        )

    def close(self) -> None:
        with self._lock:
            self._closed = True
            sessions, self._sessions = self._sessions, None
        if sessions is not None:
            sessions.close()
        self.builtin.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Memory(home={str(self.paths.root)!r}, provider={self.provider_name or None!r})"
