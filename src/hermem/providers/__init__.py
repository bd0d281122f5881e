"""Memory providers: the plugin interface, discovery, and the built-in ``local`` provider."""

from hermem.providers.base import BUILTIN_NAME, ConfigField, MemoryProvider, RecallStatus

__all__ = ["BUILTIN_NAME", "ConfigField", "MemoryProvider", "RecallStatus"]
