"""The tools an agent gets from one home's memory."""

from __future__ import annotations

from hermem.store.builtin import BuiltinMemory
from hermem.store.tool import MemoryTool
from hermem.tools.spec import ToolSpec


def builtin_tools(
    memory: BuiltinMemory, *, origin: str = "tool", session_id: str | None = None
) -> dict[str, ToolSpec]:
    """Every built-in tool by name (``memory`` only when a store is enabled)."""
    tools: dict[str, ToolSpec] = {}
    if memory.enabled_targets():
        dispatcher = MemoryTool(memory, origin=origin, session_id=session_id)
        tools[dispatcher.name] = ToolSpec(
            name=dispatcher.name,
            description=dispatcher.description(),
            parameters=dispatcher.schema(),
            handler=dispatcher.handle,
        )
    return tools
