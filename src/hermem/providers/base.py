"""The memory provider plugin interface (Hermes Agent's ``MemoryProvider``, spec 2.1).

A provider adds recall and retention beside the built-in stores: ``prefetch`` before a
turn (fast: it returns what ``queue_prefetch`` prepared in the background), ``sync_turn``
after it, optional tools, and lifecycle hooks. Only ``name``, ``is_available``,
``initialize`` and ``get_tool_schemas`` must be implemented; every other hook is a no-op
by default. The :class:`~hermem.manager.MemoryManager` calls providers, never the agent,
and isolates every call, so a provider that raises or hangs cannot break a turn.

Providers are found through the entry-point group ``hermem.providers`` (``name =
"package.module:ProviderClass"``) beside the built-in ones; nothing is imported until a
provider is selected (``hermem.providers.registry``).
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BUILTIN_NAME = "builtin"  # reserved for the built-in stores


@dataclass(frozen=True, slots=True)
class RecallStatus:
    """What the last prefetch recalled, for a UI line (``MemoryManager.describe_recall``)."""

    provider_label: str
    count: int
    glyph: str = "🧠"


@dataclass(frozen=True, slots=True)
class ConfigField:
    """One setting a provider asks for in ``hermem setup``."""

    key: str
    description: str
    default: Any = None
    secret: bool = False
    required: bool = False
    choices: tuple[str, ...] = ()
    type: str = "string"  # string | integer | number | boolean
    env_var: str | None = None


class MemoryProvider(ABC):
    """Base class of memory providers. Subclass it and register it (see the module doc)."""

    #: a human-readable label for UIs; defaults to ``name``
    label: str = ""

    @property
    @abstractmethod
    def name(self) -> str:
        """Short identifier (``builtin`` is reserved), as used in ``memory.provider``."""

    @abstractmethod
    def is_available(self) -> bool:
        """Whether config and dependencies allow this provider to run. No network calls."""

    @abstractmethod
    def initialize(self, session_id: str, **kwargs: Any) -> None:
        """Prepare for a session. ``kwargs`` always hold ``hermem_home`` (a Path) and
        ``platform``; may hold ``user_id``, ``agent_context`` ("primary", "subagent",
        "cron", "flush": write only for "primary"), ``parent_session_id``, ``title``..."""

    @abstractmethod
    def get_tool_schemas(self) -> list[dict[str, Any]]:
        """OpenAI function schemas (``{name, description, parameters}``); [] when none."""

    # -- optional ----------------------------------------------------------------------

    def unavailable_reason(self) -> str:
        """A short hint when ``is_available()`` is false (e.g. a package to install)."""
        return ""

    def system_prompt_block(self) -> str:
        """Static text for the system prompt (instructions, status); "" to add nothing."""
        return ""

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        """Recall for the upcoming turn. Must be fast: return what background work found."""
        return ""

    def queue_prefetch(self, query: str, *, session_id: str = "") -> None:
        """Start background recall for the next turn."""

    def recall_status(self) -> RecallStatus | None:
        """What the last ``prefetch`` recalled, or None."""
        return None

    def sync_turn(
        self,
        user_content: str,
        assistant_content: str,
        *,
        session_id: str = "",
        messages: Sequence[Mapping[str, Any]] | None = None,
    ) -> None:
        """Persist a completed turn (called on the manager's background worker)."""

    def handle_tool_call(self, tool_name: str, args: Mapping[str, Any], **kwargs: Any) -> str:
        """Run one of this provider's tools; returns a JSON string."""
        return json.dumps({"success": False, "error": f"{self.name} has no tool {tool_name!r}"})

    def on_turn_start(self, turn_number: int, message: str, **kwargs: Any) -> None:
        """A user turn begins (cadence ticks)."""

    def on_session_end(self, messages: Sequence[Mapping[str, Any]]) -> None:
        """The session ended (exit, reset, expiry): end-of-session extraction."""

    def on_session_switch(
        self,
        new_session_id: str,
        *,
        parent_session_id: str = "",
        reset: bool = False,
        rewound: bool = False,
        **kwargs: Any,
    ) -> None:
        """The session id changed (resume, branch, new, compression)."""

    def on_pre_compress(self, messages: Sequence[Mapping[str, Any]]) -> str:
        """Before context compression: extract, and return text for the summary prompt."""
        return ""

    def on_memory_write(
        self,
        action: str,
        target: str,
        content: str,
        metadata: Mapping[str, Any] | None = None,
    ) -> None:
        """A committed write to the built-in stores (``memory`` tool, CLI or API)."""

    def on_delegation(
        self, task: str, result: str, *, child_session_id: str = "", **kwargs: Any
    ) -> None:
        """A subagent finished ``task`` with ``result``."""

    def get_config_schema(self) -> list[ConfigField]:
        """Settings for ``hermem setup``."""
        return []

    def save_config(self, values: Mapping[str, Any], hermem_home: Path) -> None:
        """Write non-secret settings (the provider's own file or section)."""

    def shutdown(self) -> None:
        """Flush and close."""
