"""The tools an agent gets from one home's memory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hermem.store.builtin import BuiltinMemory
from hermem.store.tool import MemoryTool
from hermem.tools.spec import ToolSpec

if TYPE_CHECKING:
    from hermem.sessions.store import SessionStore


def builtin_tools(
    memory: BuiltinMemory,
    *,
    origin: str = "tool",
    session_id: str | None = None,
    sessions: SessionStore | None = None,
) -> dict[str, ToolSpec]:
    """Every built-in tool by name: ``memory`` (when a store is enabled) and ``session_search``.

    ``session_search`` uses ``sessions``, else the home's ``state.db``, opened on its first
    call (a home without one simply has no history yet). ``session_id`` is the current
    session: journaled with memory writes, left out of session search answers. With
    ``memory.write_approval`` on, the ``memory`` tool stages its writes for the user.
    """
    from hermem.sessions.tool import SessionSearchTool

    tools: dict[str, ToolSpec] = {}
    if memory.enabled_targets():
        stager = None
        if memory.config.write_approval:
            from hermem.store.pending import PendingWrites

            stager = PendingWrites(memory)
        dispatcher = MemoryTool(memory, origin=origin, session_id=session_id, stager=stager)
        tools[dispatcher.name] = ToolSpec(
            name=dispatcher.name,
            description=dispatcher.description(),
            parameters=dispatcher.schema(),
            handler=dispatcher.handle,
        )
    search = SessionSearchTool(sessions, paths=memory.paths, session_id=session_id)
    tools[search.name] = ToolSpec(
        name=search.name,
        description=search.description(),
        parameters=search.schema(),
        handler=search.handle,
    )
    return tools
