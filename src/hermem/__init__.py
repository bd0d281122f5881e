"""hermem: Hermes-style persistent memory for any LLM agent.

The public surface is small and imported lazily so that ``import hermem`` stays fast:

- :class:`hermem.Memory` — one home's memory for any agent; ``start_session()`` gives a
  :class:`hermem.MemorySession` with ``system_prompt``, ``tools``, ``handle_tool_call``,
  ``before_turn``, ``after_turn`` and ``end``.
- :class:`hermem.BuiltinMemory` — the two bounded stores (MEMORY.md, USER.md) of a home,
  their journal and the frozen snapshot.
- :class:`hermem.BoundedStore` — one bounded store.
- :class:`hermem.SessionStore` — past conversations, searchable.
- :func:`hermem.open_memory` — open the built-in memory of a home/profile.
- :mod:`hermem.safety` — the threat scanner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_LAZY = {
    "Memory": "hermem.memory",
    "MemorySession": "hermem.memory_session",
    "BuiltinMemory": "hermem.store.builtin",
    "open_memory": "hermem.store.builtin",
    "BoundedStore": "hermem.store.bounded",
    "SessionStore": "hermem.sessions.store",
    "Snapshot": "hermem.store.snapshot",
    "MemoryConfig": "hermem.config",
    "HomePaths": "hermem.config",
    "HermemError": "hermem.errors",
    "ConfigError": "hermem.errors",
}

if TYPE_CHECKING:
    from hermem.config import HomePaths, MemoryConfig
    from hermem.errors import ConfigError, HermemError
    from hermem.memory import Memory
    from hermem.memory_session import MemorySession
    from hermem.sessions.store import SessionStore
    from hermem.store.bounded import BoundedStore
    from hermem.store.builtin import BuiltinMemory, open_memory
    from hermem.store.snapshot import Snapshot

__all__ = [
    "BoundedStore",
    "BuiltinMemory",
    "ConfigError",
    "HermemError",
    "HomePaths",
    "Memory",
    "MemoryConfig",
    "MemorySession",
    "SessionStore",
    "Snapshot",
    "__version__",
    "open_memory",
]


def __getattr__(name: str) -> Any:
    module_name = _LAZY.get(name)
    if module_name is None:
        raise AttributeError(f"module 'hermem' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module_name), name)
    globals()[name] = value
    return value
