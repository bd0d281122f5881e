"""An agent with persistent memory on the OpenAI SDK (any OpenAI-compatible server).

OPENAI_BASE_URL=http://127.0.0.1:8080/v1 MODEL=qwen2.5 python openai_agent.py "I prefer tea"
"""

import os
import sys

from openai import OpenAI

import hermem

client = OpenAI(api_key=os.environ.get("OPENAI_API_KEY", "none"))  # reads $OPENAI_BASE_URL
model = os.environ.get("MODEL", "gpt-4o-mini")
user_message = " ".join(sys.argv[1:]) or "What do you remember about me?"

with hermem.Memory() as memory, memory.start_session(platform="openai-example") as session:
    recall = session.before_turn(user_message)  # fenced recalled context, "" when none
    messages = [
        {"role": "system", "content": "You are a helpful assistant.\n\n" + session.system_prompt()},
        {"role": "user", "content": user_message + ("\n\n" + recall if recall else "")},
    ]
    for _ in range(8):  # tool rounds
        response = client.chat.completions.create(
            model=model, messages=messages, tools=session.tools("openai")
        )
        reply = response.choices[0].message
        messages.append(reply.model_dump(exclude_none=True))
        if not reply.tool_calls:
            break
        for call in reply.tool_calls:
            result = session.handle_tool_call(call.function.name, call.function.arguments)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
    print(reply.content)
    session.after_turn(user_message, reply.content or "")  # logged and synced in the background
