"""Reading the arguments a model sent to a tool: a dict, JSON text, bytes or nothing."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


def arguments_mapping(arguments: Any, example: str) -> Mapping[str, Any] | str:
    """The arguments as a mapping, or a model-readable error (``example`` shows the shape)."""
    if isinstance(arguments, (bytes, bytearray)):
        arguments = bytes(arguments).decode("utf-8", errors="replace")
    if isinstance(arguments, str):
        if not arguments.strip():
            return {}
        try:
            arguments = json.loads(arguments)
        except (ValueError, RecursionError) as exc:
            return f"Arguments are not valid JSON ({exc}). Send a JSON object."
    if arguments is None:
        return {}
    if not isinstance(arguments, Mapping):
        return f"Arguments must be a JSON object such as {example}, got {type(arguments).__name__}."
    return arguments
