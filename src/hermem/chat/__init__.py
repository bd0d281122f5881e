"""``hermem chat``: the reference terminal agent (any OpenAI-compatible server + hermem memory).

- :mod:`hermem.chat.fence_filter`: hides ``<memory-context>`` spans from streamed text;
- :mod:`hermem.chat.client`: a small stdlib chat-completions client (streaming, tool calls);
- :mod:`hermem.chat.loop`: the agent loop around a :class:`hermem.MemorySession`.
"""
