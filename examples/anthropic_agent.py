"""An agent with persistent memory on the Anthropic SDK.

ANTHROPIC_API_KEY=... MODEL=claude-sonnet-4-5 python anthropic_agent.py "I prefer tea"
"""

import os
import sys

import anthropic

import hermem

client = anthropic.Anthropic()  # reads $ANTHROPIC_API_KEY and $ANTHROPIC_BASE_URL
model = os.environ.get("MODEL", "claude-sonnet-4-5")
user_message = " ".join(sys.argv[1:]) or "What do you remember about me?"

with hermem.Memory() as memory, memory.start_session(platform="anthropic-example") as session:
    recall = session.before_turn(user_message)  # fenced recalled context, "" when none
    system = "You are a helpful assistant.\n\n" + session.system_prompt()
    tools = session.tools("anthropic")
    messages = [{"role": "user", "content": user_message + ("\n\n" + recall if recall else "")}]
    for _ in range(8):  # tool rounds
        reply = client.messages.create(
            model=model, max_tokens=1024, system=system, messages=messages, tools=tools
        )
        messages.append({"role": "assistant", "content": reply.content})
        if reply.stop_reason != "tool_use":
            break
        results = []
        for block in (b for b in reply.content if b.type == "tool_use"):
            result = session.handle_tool_call(block.name, block.input)
            results.append({"type": "tool_result", "tool_use_id": block.id, "content": result})
        messages.append({"role": "user", "content": results})
    answer = "".join(block.text for block in reply.content if block.type == "text")
    print(answer)
    session.after_turn(user_message, answer)  # logged and synced in the background
