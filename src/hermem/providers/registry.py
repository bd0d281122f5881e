"""Finding memory providers without importing them.

Built-in providers are listed here by import path; third-party ones declare an entry point
in the group ``hermem.providers``::

    [project.entry-points."hermem.providers"]
    myprovider = "my_package.provider:MyProvider"

Listing reads only metadata. A provider's module is imported when it is loaded, i.e. when
``memory.provider`` selects it (or ``hermem setup`` inspects it). A built-in name wins
over an entry point of the same name.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from hermem.errors import HermemError
from hermem.providers.base import BUILTIN_NAME, MemoryProvider

GROUP = "hermem.providers"
BUILTIN_PROVIDERS = {
    "local": (
        "hermem.providers.local.provider:LocalProvider",
        "facts in SQLite with provenance, supersession and entities; no service, no network",
    ),
}


class ProviderNotFound(HermemError):
    """No provider of that name, or it cannot be loaded."""


@dataclass(frozen=True, slots=True)
class ProviderInfo:
    name: str
    target: str  # "module:Class"
    origin: str  # "built-in" or "entry point (<distribution>)"
    description: str = ""


def list_providers() -> list[ProviderInfo]:
    """Every provider that can be selected, built-in ones first (nothing is imported)."""
    found = {
        name: ProviderInfo(name, target, "built-in", description)
        for name, (target, description) in BUILTIN_PROVIDERS.items()
    }
    for point in entry_points(group=GROUP):
        if point.name in found or point.name == BUILTIN_NAME:
            continue
        dist = point.dist.name if point.dist is not None else "unknown distribution"
        found[point.name] = ProviderInfo(point.name, point.value, f"entry point ({dist})")
    return list(found.values())


def load_provider(name: str) -> MemoryProvider:
    """Import and instantiate the provider called ``name``."""
    infos = {info.name: info for info in list_providers()}
    info = infos.get(name)
    if info is None:
        known = ", ".join(sorted(infos)) or "none"
        raise ProviderNotFound(f"no memory provider named {name!r} (installed: {known})")
    module_name, _, attribute = info.target.partition(":")
    try:
        module = importlib.import_module(module_name)
        factory: Any = getattr(module, attribute) if attribute else module
        provider = factory()
    except Exception as exc:
        raise ProviderNotFound(
            f"memory provider {name!r} ({info.target}) could not be loaded: {exc}"
        ) from exc
    if not isinstance(provider, MemoryProvider):
        raise ProviderNotFound(
            f"memory provider {name!r} ({info.target}) is not a hermem.providers.MemoryProvider"
        )
    return provider


@dataclass(frozen=True, slots=True)
class ProviderStatus:
    name: str
    found: bool
    available: bool
    reason: str  # why it is not available ("" when it is)
    origin: str = ""


def provider_status(name: str) -> ProviderStatus:
    """Whether the provider ``name`` can run here, and why not (imports it; no network)."""
    try:
        provider = load_provider(name)
    except ProviderNotFound as exc:
        return ProviderStatus(name, False, False, str(exc))
    origin = next((i.origin for i in list_providers() if i.name == name), "")
    try:
        available = bool(provider.is_available())
        reason = "" if available else (provider.unavailable_reason() or "not available")
    except Exception as exc:
        available, reason = False, f"is_available() failed: {exc}"
    return ProviderStatus(name, True, available, reason, origin)
