"""One tool definition, rendered for each model vendor's API.

hermem keeps tools as ``{"name", "description", "parameters"}`` (a JSON Schema object);
OpenAI wraps that in ``{"type": "function", "function": ...}``, Anthropic calls the schema
``input_schema``, and MCP calls it ``inputSchema``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

TOOL_FORMATS = ("openai", "anthropic", "mcp")


class ToolFormatError(ValueError):
    """An unknown tool format was asked for."""


def render_tools(
    tools: Iterable[Mapping[str, Any]], format: str = "openai"
) -> list[dict[str, Any]]:
    """Render plain tool definitions in ``format`` (``openai``, ``anthropic`` or ``mcp``)."""
    if format not in TOOL_FORMATS:
        raise ToolFormatError(f"unknown tool format {format!r}: use {', '.join(TOOL_FORMATS)}")
    out = []
    for tool in tools:
        plain = plain_tool(tool)
        if format == "openai":
            out.append({"type": "function", "function": plain})
        elif format == "anthropic":
            out.append(
                {
                    "name": plain["name"],
                    "description": plain["description"],
                    "input_schema": plain["parameters"],
                }
            )
        else:
            out.append(
                {
                    "name": plain["name"],
                    "description": plain["description"],
                    "inputSchema": plain["parameters"],
                }
            )
    return out


def plain_tool(tool: Mapping[str, Any]) -> dict[str, Any]:
    """``{"name", "description", "parameters"}`` from any of the three formats."""
    inner = tool.get("function", tool)
    if not isinstance(inner, Mapping):
        inner = tool
    parameters = inner.get("parameters") or inner.get("input_schema") or inner.get("inputSchema")
    return {
        "name": str(inner.get("name", "")),
        "description": str(inner.get("description", "")),
        "parameters": (
            dict(parameters)
            if isinstance(parameters, Mapping)
            else {"type": "object", "properties": {}}
        ),
    }
