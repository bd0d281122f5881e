"""A tool as hermem defines it, independent of any model vendor's format."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """``handler`` takes the raw arguments a model sent (dict or JSON text) and never raises."""

    name: str
    description: str
    parameters: dict[str, Any]
    handler: Callable[[Any], dict[str, Any]]

    def call(self, arguments: Any) -> dict[str, Any]:
        return self.handler(arguments)
