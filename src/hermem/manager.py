"""The MemoryManager: the built-in stores first, then at most one external provider.

It is the only caller of providers, and it keeps them from hurting a turn (Hermes Agent's
``agent/memory_manager.py``, spec 2.2-2.4):

- every provider call is isolated: a failure is logged and the turn goes on;
- ``prefetch_all`` runs the provider with a timeout; a provider that hangs is skipped on
  later turns until its stuck call returns;
- ``sync_all``, ``queue_prefetch_all`` and mirrored built-in writes run on one background
  worker, in order (turn N syncs before N+1); ``flush`` waits for it and ``shutdown``
  drains it for a bounded time;
- everything handed to a provider passes through secret redaction first;
- recalled text is threat-scanned item by item (unsafe items dropped, the rest kept),
  then fenced (``<memory-context>``) after forged fences are stripped; trivial prompts
  ("ok", "thanks", slash commands) skip recall;
- the recall mode (``memory.recall_mode``: ``hybrid``, ``context`` or ``tools``) decides
  whether recall is injected, the provider's tools exposed, or both.
"""

from __future__ import annotations

import inspect
import json
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from hermem.background import SerialWorker
from hermem.config import RECALL_MODES
from hermem.errors import HermemError
from hermem.providers.base import BUILTIN_NAME, MemoryProvider
from hermem.providers.fence import (
    build_memory_context_block,
    drop_unsafe_items,
    is_trivial_prompt,
)
from hermem.safety.redact import redact_secrets, redact_value

if TYPE_CHECKING:
    from hermem.store.builtin import BuiltinMemory
    from hermem.store.events import WriteEvent

log = logging.getLogger("hermem.manager")

DEFAULT_PREFETCH_TIMEOUT = 8.0
DEFAULT_SHUTDOWN_DRAIN = 5.0
MAX_RECALL_CHARS = 10_000  # a provider's recall beyond this is cut (head kept)
BUILTIN_TOOL_NAMES = frozenset({"memory", "session_search"})


class ProviderError(HermemError):
    """A provider cannot be registered or loaded."""


class MemoryManager:
    """Built-in memory plus at most one external provider, with every call isolated."""

    def __init__(
        self,
        builtin: BuiltinMemory | None = None,
        *,
        recall_mode: str = "hybrid",
        prefetch_timeout: float = DEFAULT_PREFETCH_TIMEOUT,
        reserved_tool_names: frozenset[str] = BUILTIN_TOOL_NAMES,
    ) -> None:
        if recall_mode not in RECALL_MODES:
            raise ProviderError(
                f"unknown recall mode {recall_mode!r}: use {', '.join(RECALL_MODES)}"
            )
        self.builtin = builtin
        self.recall_mode = recall_mode
        self.prefetch_timeout = prefetch_timeout
        self._reserved = reserved_tool_names
        self._provider: MemoryProvider | None = None
        self._tools: dict[str, dict[str, Any]] = {}
        self._lock = threading.RLock()
        self._stuck: Future[str] | None = None  # the prefetch that timed out, still running
        self._worker: SerialWorker | None = None
        self._last_recall: tuple[str, int] | None = None
        self._closed = False
        if builtin is not None:
            builtin.add_listener(self._builtin_wrote)

    # -- registration --------------------------------------------------------------------

    @property
    def provider(self) -> MemoryProvider | None:
        """The external provider, if one is registered."""
        return self._provider

    def add_provider(self, provider: MemoryProvider) -> None:
        """Register the external provider; a second one, or a reserved name, is refused."""
        name = _call_quietly(lambda: provider.name, "name", default="")
        if not isinstance(name, str) or not name or name == BUILTIN_NAME:
            raise ProviderError(f"a provider needs a name other than {BUILTIN_NAME!r}")
        with self._lock:
            if self._provider is not None:
                raise ProviderError(
                    f"Rejected memory provider {name!r}: external provider "
                    f"{self._provider.name!r} is already registered. Only one external memory "
                    "provider is allowed at a time; choose it with memory.provider in "
                    "config.yaml (hermem setup)."
                )
            # Schemas are read before anything changes, so a provider whose schemas fail
            # is registered without tools rather than half-registered.
            schemas = self._call(provider, "get_tool_schemas", provider.get_tool_schemas)
            self._provider = provider
            self._tools = self._accept_tools(name, schemas if isinstance(schemas, list) else [])

    def _accept_tools(self, owner: str, schemas: list[Any]) -> dict[str, dict[str, Any]]:
        accepted: dict[str, dict[str, Any]] = {}
        for raw in schemas:
            schema = raw.get("function", raw) if isinstance(raw, Mapping) else None
            tool = schema.get("name") if isinstance(schema, Mapping) else None
            if not isinstance(tool, str) or not tool:
                log.warning("memory provider %r: a tool schema without a name is skipped", owner)
                continue
            if tool in self._reserved:
                log.warning("memory provider %r: tool %r shadows a built-in tool", owner, tool)
                continue
            if tool in accepted:
                continue
            accepted[tool] = dict(schema)  # type: ignore[arg-type]
        return accepted

    # -- prompt and tools ----------------------------------------------------------------

    def build_system_prompt(self) -> str:
        """The provider's system-prompt block ("" when none, or when it has nothing)."""
        provider = self._provider
        if provider is None:
            return ""
        block = self._call(provider, "system_prompt_block", provider.system_prompt_block)
        return block.strip() if isinstance(block, str) else ""

    def tool_schemas(self) -> list[dict[str, Any]]:
        """The provider's tools (OpenAI function schemas); none in ``context`` mode."""
        if self.recall_mode == "context":
            return []
        return [dict(schema) for schema in self._tools.values()]

    def has_tool(self, name: str) -> bool:
        return self.recall_mode != "context" and name in self._tools

    def handle_tool_call(self, name: str, args: Mapping[str, Any] | str, **kwargs: Any) -> str:
        """Run a provider tool; always a JSON string, never an exception."""
        provider = self._provider
        if provider is None or not self.has_tool(name):
            return json.dumps(
                {"success": False, "error": f"No memory provider handles tool {name!r}"}
            )
        if isinstance(args, str):
            try:
                parsed = json.loads(args) if args.strip() else {}
            except ValueError as exc:
                return json.dumps(
                    {"success": False, "error": f"arguments for {name!r} are not valid JSON: {exc}"}
                )
            args = parsed
        if not isinstance(args, Mapping):
            return json.dumps(
                {"success": False, "error": f"arguments for {name!r} must be a JSON object"}
            )
        try:
            result = provider.handle_tool_call(name, redact_value(dict(args)), **kwargs)
        except Exception as exc:
            log.warning("Memory provider %r tool %r failed: %s", provider.name, name, exc)
            return json.dumps({"success": False, "error": f"Memory tool {name!r} failed: {exc}"})
        return result if isinstance(result, str) else json.dumps(result, default=str)

    # -- lifecycle -----------------------------------------------------------------------

    def initialize_all(self, session_id: str, **kwargs: Any) -> None:
        provider = self._provider
        if provider is None:
            return
        if self.builtin is not None:
            kwargs.setdefault("hermem_home", self.builtin.paths.root)
        kwargs.setdefault("platform", "api")
        self._call(provider, "initialize", lambda: provider.initialize(session_id, **kwargs))

    def on_turn_start(self, turn_number: int, message: str, **kwargs: Any) -> None:
        provider = self._provider
        if provider is not None:
            accepted = _accepted_kwargs(provider.on_turn_start, kwargs)
            self._call(
                provider,
                "on_turn_start",
                lambda: provider.on_turn_start(turn_number, redact_secrets(message), **accepted),
            )

    def on_session_end(self, messages: Sequence[Mapping[str, Any]]) -> None:
        provider = self._provider
        if provider is not None:
            clean = redact_value(list(messages))
            self._submit("on_session_end", lambda: provider.on_session_end(clean))

    def on_session_switch(
        self,
        new_session_id: str,
        *,
        parent_session_id: str = "",
        reset: bool = False,
        rewound: bool = False,
    ) -> None:
        provider = self._provider
        if provider is not None:
            self._submit(
                "on_session_switch",
                lambda: provider.on_session_switch(
                    new_session_id,
                    parent_session_id=parent_session_id,
                    reset=reset,
                    rewound=rewound,
                ),
            )

    def on_pre_compress(self, messages: Sequence[Mapping[str, Any]]) -> str:
        provider = self._provider
        if provider is None:
            return ""
        clean = redact_value(list(messages))
        text = self._call(provider, "on_pre_compress", lambda: provider.on_pre_compress(clean))
        return text.strip() if isinstance(text, str) else ""

    def on_delegation(self, task: str, result: str, *, child_session_id: str = "") -> None:
        provider = self._provider
        if provider is not None:
            task, result = redact_secrets(task), redact_secrets(result)
            self._submit(
                "on_delegation",
                lambda: provider.on_delegation(task, result, child_session_id=child_session_id),
            )

    # -- recall --------------------------------------------------------------------------

    def prefetch_all(self, query: str, *, session_id: str = "") -> str:
        """The provider's recall for this turn (not fenced yet; "" when none).

        Items carrying a blocking threat (prompt injection, exfiltration, a secret...) are
        dropped and the rest kept; "" when nothing is left. Runs with a timeout; while a
        timed-out call is still running the provider is skipped, so a hung provider costs
        one timeout, not one per turn.
        """
        provider = self._provider
        if provider is None or self.recall_mode == "tools" or not (query or "").strip():
            return ""
        with self._lock:
            if self._stuck is not None and not self._stuck.done():
                return ""
            self._stuck = None
        clean = redact_secrets(query)
        future: Future[str] = Future()

        def run() -> None:
            try:
                future.set_result(provider.prefetch(clean, session_id=session_id))
            except BaseException as exc:
                future.set_exception(exc)

        started = time.monotonic()
        threading.Thread(target=run, name="hermem-prefetch", daemon=True).start()
        try:
            text = future.result(timeout=self.prefetch_timeout)
        except TimeoutError:
            with self._lock:
                self._stuck = future
            log.warning(
                "Memory provider %r prefetch timed out after %.1f s; skipped until it returns",
                provider.name,
                time.monotonic() - started,
            )
            return ""
        except Exception as exc:
            log.warning("Memory provider %r prefetch: %s", provider.name, exc)
            return ""
        if not isinstance(text, str) or not text.strip():
            self._last_recall = (_label(provider), 0)
            return ""
        filtered = drop_unsafe_items(text.strip()[:MAX_RECALL_CHARS])
        if filtered.dropped:
            # Counts and pattern ids only: the dropped text is exactly what must not spread.
            log.warning(
                "Memory provider %r recall: dropped %d item(s) matching threat pattern(s) %s",
                provider.name,
                filtered.dropped,
                ", ".join(filtered.pattern_ids) or "(none: past the scan limit)",
            )
        text = filtered.text
        self._last_recall = (_label(provider), _count_items(text))
        return text

    def recall_context(self, user_message: str, *, session_id: str = "") -> str:
        """The fenced recall block to append to this turn's user message, or ""."""
        if is_trivial_prompt(user_message):
            return ""
        return build_memory_context_block(self.prefetch_all(user_message, session_id=session_id))

    def describe_recall(self) -> str:
        """One line for a UI, e.g. ``🧠 local — recalled 3 memories`` ("" before any)."""
        provider = self._provider
        if provider is None:
            return ""
        status = self._call(provider, "recall_status", provider.recall_status)
        if status is not None and hasattr(status, "count"):
            label, count, glyph = status.provider_label, int(status.count), status.glyph
        elif self._last_recall is not None:
            (label, count), glyph = self._last_recall, "🧠"
        else:
            return ""
        if count <= 0:
            return f"{glyph} {label} — recalled relevant memory"
        return f"{glyph} {label} — recalled {count} memor{'y' if count == 1 else 'ies'}"

    def queue_prefetch_all(self, query: str, *, session_id: str = "") -> None:
        """Let the provider prepare recall for the next turn (background, in order)."""
        provider = self._provider
        if provider is None or self.recall_mode == "tools" or not (query or "").strip():
            return
        clean = redact_secrets(query)
        self._submit(
            "queue_prefetch", lambda: provider.queue_prefetch(clean, session_id=session_id)
        )

    def sync_all(
        self,
        user_content: str,
        assistant_content: str,
        *,
        session_id: str = "",
        messages: Sequence[Mapping[str, Any]] | None = None,
    ) -> None:
        """Hand a completed turn to the provider (background, in order)."""
        provider = self._provider
        if provider is None:
            return
        user, assistant = redact_secrets(user_content), redact_secrets(assistant_content)
        transcript = None if messages is None else redact_value(list(messages))
        self._submit(
            "sync_turn",
            lambda: provider.sync_turn(user, assistant, session_id=session_id, messages=transcript),
        )

    def notify_memory_write(
        self, action: str, target: str, content: str, metadata: Mapping[str, Any] | None = None
    ) -> None:
        """Mirror a committed built-in write to the provider (background, in order)."""
        provider = self._provider
        if provider is None:
            return
        clean = redact_secrets(content)
        meta = redact_value(dict(metadata or {}))
        self._submit(
            "on_memory_write", lambda: provider.on_memory_write(action, target, clean, meta)
        )

    def _builtin_wrote(self, event: WriteEvent) -> None:
        self.notify_memory_write(event.action, event.target, event.content, event.metadata())

    # -- background worker ---------------------------------------------------------------

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything queued so far has run; False when ``timeout`` passed."""
        worker = self._worker
        return True if worker is None else worker.flush(timeout)

    def shutdown(self, drain: float = DEFAULT_SHUTDOWN_DRAIN) -> None:
        """Drain queued work for at most ``drain`` seconds, then shut the provider down."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            worker, self._worker = self._worker, None
        if self.builtin is not None:
            self.builtin.remove_listener(self._builtin_wrote)
        if worker is not None:
            abandoned = worker.stop(drain)
            if abandoned:
                log.warning("memory manager: %d queued provider call(s) abandoned", abandoned)
        provider = self._provider
        if provider is not None:
            self._call(provider, "shutdown", provider.shutdown)

    def __enter__(self) -> MemoryManager:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()

    def _submit(self, label: str, call: Callable[[], Any]) -> None:
        provider = self._provider
        if provider is None:
            return
        with self._lock:
            if self._closed:
                log.warning("memory manager is shut down: %s dropped", label)
                return
            if self._worker is None:
                self._worker = SerialWorker("hermem-memory")
            worker = self._worker
        worker.submit(lambda: self._call(provider, label, call))

    def _call(self, provider: MemoryProvider, label: str, call: Callable[[], Any]) -> Any:
        """Run one provider call; a failure is logged and None returned."""
        try:
            return call()
        except Exception as exc:
            name = _call_quietly(lambda: provider.name, "name", default="?")
            log.warning("Memory provider %r %s: %s", name, label, exc)
            return None


def _label(provider: MemoryProvider) -> str:
    label = getattr(provider, "label", "") or ""
    return str(label) if label else str(provider.name)


def _count_items(text: str) -> int:
    return len({line.strip() for line in text.splitlines() if line.lstrip()[:2] in ("- ", "* ")})


def _accepted_kwargs(method: Callable[..., Any], kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """The ``kwargs`` that ``method`` accepts (all of them when it takes ``**kwargs``)."""
    try:
        parameters = inspect.signature(method).parameters.values()
    except (TypeError, ValueError):
        return dict(kwargs)
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters):
        return dict(kwargs)
    names = {p.name for p in parameters}
    return {k: v for k, v in kwargs.items() if k in names}


def _call_quietly(call: Callable[[], Any], label: str, *, default: Any) -> Any:
    try:
        return call()
    except Exception as exc:
        log.warning("memory provider %s failed: %s", label, exc)
        return default
