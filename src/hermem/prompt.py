"""The system-prompt block hermem adds for one session (pure).

Guidance first (spec section 6: when to save, what not to save, when to search past
sessions), then the frozen MEMORY and USER PROFILE blocks, then the provider's block.
"""

from __future__ import annotations

from hermem.store.guidance import MEMORY_GUIDANCE, SESSION_SEARCH_GUIDANCE, USER_ONLY_GUIDANCE


def build_system_block(
    snapshot_text: str,
    *,
    memory_tool: bool,
    user_only: bool,
    session_search: bool,
    provider_block: str = "",
) -> str:
    """The memory part of a system prompt; "" when there is nothing to say."""
    parts: list[str] = []
    if memory_tool:
        parts.append(USER_ONLY_GUIDANCE if user_only else MEMORY_GUIDANCE)
    if session_search:
        parts.append(SESSION_SEARCH_GUIDANCE)
    if snapshot_text.strip():
        parts.append(snapshot_text.strip())
    if provider_block.strip():
        parts.append(provider_block.strip())
    return "\n\n".join(parts)
