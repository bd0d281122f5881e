"""The agent loop of ``hermem chat``: a terminal conversation with memory.

Each turn: recall for the user's message is appended to it (fenced), the model answers
with the memory tools at hand (tool calls run through the session and their results go
back until it answers in words), the answer streams to the terminal with any echoed
memory context hidden, and the turn is logged to the session store in the background.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from hermem.chat.client import ChatClient, ChatError, Completion, ToolCall
from hermem.chat.commands import (
    HELP,
    describe_tool_result,
    is_command,
    render_search,
    render_store,
)
from hermem.chat.fence_filter import FenceFilter

if TYPE_CHECKING:
    from hermem.memory import Memory
    from hermem.memory_session import MemorySession

BASE_PROMPT = (
    "You are a helpful assistant talking with the user in a terminal. Answer clearly and "
    "concisely. You have persistent memory, described below: use its tools when they help."
)
MAX_TOOL_ROUNDS = 8
PLATFORM = "cli"


class ChatLoop:
    """One terminal conversation: reads lines, answers them, keeps memory in the loop."""

    def __init__(
        self,
        memory: Memory,
        client: ChatClient,
        *,
        stream: bool = True,
        out: TextIO | None = None,
        err: TextIO | None = None,
        read_line: Callable[[str], str] = input,
        interactive: bool = False,
        max_tool_rounds: int = MAX_TOOL_ROUNDS,
        base_prompt: str = BASE_PROMPT,
    ) -> None:
        self.memory = memory
        self.client = client
        self.stream = stream
        self.out = out if out is not None else sys.stdout
        self.err = err if err is not None else sys.stderr
        self.read_line = read_line
        self.interactive = interactive
        self.max_tool_rounds = max_tool_rounds
        self.base_prompt = base_prompt
        self.messages: list[dict[str, Any]] = []
        self._session: MemorySession | None = None
        self._tools: list[dict[str, Any]] = []

    # -- the session ---------------------------------------------------------------------

    @property
    def session(self) -> MemorySession:
        if self._session is None:
            raise RuntimeError("the chat has no session: call start() first")
        return self._session

    def start(self) -> MemorySession:
        """Begin a session: the system prompt carries memory as it is now."""
        session = self.memory.start_session(platform=PLATFORM, model=self.client.model)
        self._session = session
        self._tools = session.tools("openai")
        self.messages = [
            {"role": "system", "content": f"{self.base_prompt}\n\n{session.system_prompt()}"}
        ]
        return session

    def end(self, reason: str = "user_exit") -> None:
        """Log what is queued, run the session-end hooks, close the session."""
        if self._session is not None:
            self._session.end(reason)
            self._session = None

    # -- the conversation ----------------------------------------------------------------

    def run(self) -> int:
        """Read and answer lines until /exit, end of input or Ctrl-C; 1 if a turn failed."""
        if self._session is None:
            self.start()
        failed = False
        try:
            while True:
                try:
                    line = self.read_line("you> " if self.interactive else "")
                except EOFError:
                    break
                except KeyboardInterrupt:
                    self._say("")
                    break
                text = line.strip()
                if not text:
                    continue
                if is_command(text):
                    if not self.command(text):
                        break
                    continue
                failed = not self.turn(text) or failed
        finally:
            self.end()
        return 1 if failed else 0

    def turn(self, text: str) -> bool:
        """Answer one user message; False when the model server failed (nothing is kept)."""
        session = self.session
        start = len(self.messages)
        shown: list[str] = []
        try:
            recall = session.before_turn(text)
            content = text + (f"\n\n{recall}" if recall else "")
            self.messages.append({"role": "user", "content": content})
            for round_number in range(self.max_tool_rounds + 1):
                last = round_number == self.max_tool_rounds
                completion = self._complete(shown, tool_choice="none" if last else None)
                if completion.tool_calls and last:
                    rounds = self.max_tool_rounds
                    self._note(f"(stopped: the model still called tools after {rounds} rounds)")
                    completion = Completion(completion.text, [], completion.finish_reason)
                self.messages.append(completion.as_message())
                if not completion.tool_calls:
                    break
                for call in completion.tool_calls:
                    self.messages.append(self._run_tool(call))
        except ChatError as exc:
            del self.messages[start:]
            self._note(f"Error: {exc}")
            return False
        except KeyboardInterrupt:
            del self.messages[start:]
            self._note("\n(interrupted: this turn was dropped)")
            return True
        if self.interactive:
            self._say("")
        session.after_turn(text, "\n\n".join(shown))
        return True

    def _complete(self, shown: list[str], tool_choice: str | None) -> Completion:
        """One model call, its text streamed to the terminal through the fence filter."""
        fence = FenceFilter()
        visible: list[str] = []

        def show(piece: str) -> None:
            text = fence.feed(piece)
            if text:
                visible.append(text)
                self.out.write(text)
                self.out.flush()

        completion = self.client.complete(
            self.messages,
            tools=self._tools,
            tool_choice=tool_choice,
            stream=self.stream,
            on_text=show,
        )
        show_rest = fence.flush()
        if show_rest:
            visible.append(show_rest)
            self.out.write(show_rest)
        answer = "".join(visible)
        if answer and not answer.endswith("\n"):
            self.out.write("\n")
        self.out.flush()
        if answer.strip():
            shown.append(answer.strip())
        return completion

    def _run_tool(self, call: ToolCall) -> dict[str, Any]:
        result = self.session.handle_tool_call(call.name, call.arguments)
        self._note(describe_tool_result(call.name or "(no name)", call.arguments, result))
        return {"role": "tool", "tool_call_id": call.id, "content": result}

    # -- slash commands ------------------------------------------------------------------

    def command(self, text: str) -> bool:
        """Run a slash command; False when the chat should end."""
        name, _, rest = text.partition(" ")
        name = name.lower()
        if name in ("/exit", "/quit"):
            return False
        if name == "/memory":
            self._say(self.describe_memory())
        elif name == "/search":
            self._say(self.search(rest.strip()))
        elif name == "/new":
            self.end("new_session")
            self.start()
            self._say("(new session: its prompt carries memory as it is now)")
        elif name == "/help":
            self._say(HELP)
        else:
            self._say(f"unknown command {name}\n{HELP}")
        return True

    def describe_memory(self) -> str:
        from hermem.errors import StoreUnreadableError

        blocks = []
        for target in self.memory.builtin.enabled_targets():
            try:
                state = self.memory.builtin.store(target).read_state()
            except StoreUnreadableError as exc:
                blocks.append(f"{target}: {exc}")
                continue
            blocks.append(render_store(target, state.entries, state.usage))
        if not blocks:
            return "Memory is disabled in config.yaml."
        blocks.append("(Writes made during this session appear in the prompt after /new.)")
        return "\n\n".join(blocks)

    def search(self, query: str) -> str:
        arguments = {"query": query} if query else {}
        result = json.loads(self.session.handle_tool_call("session_search", arguments))
        return render_search(result)

    # -- output --------------------------------------------------------------------------

    def _say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def _note(self, text: str) -> None:
        self.err.write(text + "\n")
        self.err.flush()
