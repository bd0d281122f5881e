"""``MemorySession``: what an agent calls around each turn of one conversation.

- ``system_prompt()``: guidance, the frozen MEMORY and USER PROFILE blocks (taken when
  the session started: writes during the session land on disk at once but appear in the
  next session's prompt, which keeps the prompt cache warm), the provider's block;
- ``tools(format)`` and ``handle_tool_call(name, arguments)``: ``memory``,
  ``session_search`` and the provider's tools; a bad call gets a JSON error the model can
  read, never an exception;
- ``before_turn(user_message)``: the fenced recall to append to this turn's user message;
- ``after_turn(user, assistant)``: logs the turn, syncs the provider and queues the next
  prefetch, all on background threads;
- ``end()``: flushes, runs the session-end hooks, closes the session.

Every method may be called from several threads.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hermem.background import SerialWorker
from hermem.manager import MemoryManager
from hermem.prompt import build_system_block
from hermem.tools.formats import render_tools
from hermem.tools.registry import builtin_tools

if TYPE_CHECKING:
    from hermem.memory import Memory
    from hermem.store.snapshot import Snapshot
    from hermem.tools.spec import ToolSpec

log = logging.getLogger("hermem.session")
END_DRAIN_SECONDS = 10.0


class MemorySession:
    """One conversation's view of a :class:`hermem.Memory`."""

    def __init__(
        self,
        memory: Memory,
        *,
        platform: str = "api",
        user_id: str | None = None,
        session_id: str | None = None,
        model: str | None = None,
        title: str | None = None,
        parent_session_id: str | None = None,
        origin: str = "tool",
    ) -> None:
        self.memory = memory
        self.platform = platform
        self.user_id = user_id
        self.session_id = memory.sessions.start_session(
            session_id,
            source=platform,
            user_id=user_id,
            model=model,
            title=title,
            parent_session_id=parent_session_id,
        )
        self.snapshot: Snapshot = memory.builtin.snapshot()
        self.provider_error: str | None = None
        self.turns = 0
        self._transcript: list[dict[str, Any]] = []
        self._lock = threading.RLock()
        self._log_worker = SerialWorker("hermem-session-log")
        self._ended = False
        self._after_turn_hooks: list[Callable[[MemorySession, str, str], None]] = []
        self.manager = MemoryManager(
            memory.builtin,
            recall_mode=memory.config.recall_mode,
        )
        self._attach_provider()
        self._tools: dict[str, ToolSpec] = builtin_tools(
            memory.builtin,
            origin=origin,
            session_id=self.session_id,
            sessions=memory.sessions,
        )
        from hermem.review import attach_background_review

        # Every memory.nudge_interval turns, when a review endpoint is configured.
        self.review = attach_background_review(self)

    def _attach_provider(self) -> None:
        name = self.memory.provider_name
        if not name:
            return
        from hermem.providers.registry import ProviderNotFound, load_provider

        try:
            provider = load_provider(name)
            available = provider.is_available()
        except (ProviderNotFound, Exception) as exc:
            self.provider_error = str(exc)
            log.warning("memory provider %r not loaded: %s (built-in memory only)", name, exc)
            return
        if not available:
            self.provider_error = f"memory provider {name!r} is not available"
            log.warning("%s (built-in memory only)", self.provider_error)
            return
        self.manager.add_provider(provider)
        self.manager.initialize_all(
            self.session_id,
            hermem_home=self.memory.paths.root,
            storage=self.memory.storage,
            profile=self.memory.paths.profile,
            platform=self.platform,
            user_id=self.user_id or "",
            agent_context="primary",
        )

    # -- prompt and tools ----------------------------------------------------------------

    def system_prompt(self) -> str:
        """The memory part of the system prompt, the same for the whole session."""
        targets = self.memory.builtin.enabled_targets()
        return build_system_block(
            self.snapshot.render(),
            memory_tool="memory" in self._tools,
            user_only=targets == ["user"],
            session_search="session_search" in self._tools,
            provider_block=self.manager.build_system_prompt(),
        )

    def tool_names(self) -> list[str]:
        return [*self._tools, *(s["name"] for s in self.manager.tool_schemas())]

    def tools(self, format: str = "openai") -> list[dict[str, Any]]:
        """The tool definitions to give the model: ``openai``, ``anthropic`` or ``mcp``."""
        plain = [
            {"name": t.name, "description": t.description, "parameters": t.parameters}
            for t in self._tools.values()
        ]
        return render_tools([*plain, *self.manager.tool_schemas()], format)

    def handle_tool_call(self, name: str, arguments: Mapping[str, Any] | str | None) -> str:
        """Run one tool call; the result is JSON text for the model, never an exception."""
        spec = self._tools.get(name)
        if spec is not None:
            try:
                result = spec.call({} if arguments is None else arguments)
            except Exception as exc:  # the handlers report errors; this guards a bug
                log.exception("tool %r failed", name)
                result = {"success": False, "error": f"tool {name!r} failed: {exc}"}
            return json.dumps(result, ensure_ascii=False, default=str)
        if self.manager.has_tool(name):
            return self.manager.handle_tool_call(name, {} if arguments is None else arguments)
        known = ", ".join(self.tool_names()) or "none"
        return json.dumps(
            {"success": False, "error": f"unknown tool {name!r}; available tools: {known}"}
        )

    # -- turns ---------------------------------------------------------------------------

    def before_turn(self, user_message: str) -> str:
        """The fenced recall to append to this turn's user message ("" when none)."""
        with self._lock:
            self.turns += 1
            turn = self.turns
        self.manager.on_turn_start(turn, user_message)
        return self.manager.recall_context(user_message, session_id=self.session_id)

    def after_turn(
        self,
        user_message: str,
        assistant_message: str,
        messages: Sequence[Mapping[str, Any]] | None = None,
    ) -> None:
        """Log the turn to the session store, sync the provider, queue the next prefetch.

        Returns at once: the work runs on background threads, in turn order.
        """
        now = time.time()
        pair = [
            {"role": "user", "content": user_message, "timestamp": now},
            {"role": "assistant", "content": assistant_message, "timestamp": now},
        ]
        with self._lock:
            if self._ended:
                log.warning("session %s has ended: turn not recorded", self.session_id)
                return
            self._transcript.extend(pair)
        self._log_worker.submit(lambda: self._record(pair))
        self.manager.sync_all(
            user_message, assistant_message, session_id=self.session_id, messages=messages
        )
        self.manager.queue_prefetch_all(user_message, session_id=self.session_id)
        for hook in list(self._after_turn_hooks):
            try:
                hook(self, user_message, assistant_message)
            except Exception:
                log.exception("after-turn hook failed")

    def add_after_turn_hook(self, hook: Callable[[MemorySession, str, str], None]) -> None:
        """Call ``hook(session, user, assistant)`` after each turn (e.g. background review)."""
        self._after_turn_hooks.append(hook)

    def _record(self, pair: list[dict[str, Any]]) -> None:
        try:
            self.memory.sessions.append_messages(self.session_id, pair)
        except Exception:
            log.exception("session %s: turn not logged", self.session_id)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the turns so far are logged and synced; False on timeout."""
        logged = self._log_worker.flush(timeout)
        return self.manager.flush(timeout) and logged

    def describe_recall(self) -> str:
        return self.manager.describe_recall()

    # -- end -----------------------------------------------------------------------------

    def end(self, reason: str = "ended") -> None:
        """Finish the session: log what is queued, run the end hooks, close. Idempotent."""
        with self._lock:
            if self._ended:
                return
            self._ended = True
            transcript = list(self._transcript)
        if self.review is not None and not self.review.close():
            log.warning(
                "session %s: the background memory review is still running", self.session_id
            )
        dropped = self._log_worker.stop(END_DRAIN_SECONDS)
        if dropped:
            log.warning(
                "session %s: %d turn(s) could not be logged in time", self.session_id, dropped
            )
        self.manager.on_session_end(transcript)
        self.manager.shutdown()
        try:
            self.memory.sessions.end_session(self.session_id, reason)
        except Exception:
            log.exception("session %s: end not recorded", self.session_id)

    @property
    def ended(self) -> bool:
        return self._ended

    def __enter__(self) -> MemorySession:
        return self

    def __exit__(self, *exc: object) -> None:
        self.end()

    def __repr__(self) -> str:
        return f"MemorySession(id={self.session_id!r}, platform={self.platform!r})"
