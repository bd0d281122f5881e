"""Tools defined once (name, JSON schema, handler) for every interface to render."""

from hermem.tools.spec import ToolSpec

__all__ = ["ToolSpec"]
