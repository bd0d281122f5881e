"""A scripted language model behind real HTTP: OpenAI chat completions and Anthropic messages.

Tests queue the replies the "model" gives, in order, and read back every request it got::

    def test_agent(scripted_llm: ScriptedLLM) -> None:
        scripted_llm.reply_tool_call("memory", {"action": "add", "target": "user", "content": "x"})
        scripted_llm.reply_text("Saved.", chunks=["Sa", "ved."])
        ...  # point the agent at scripted_llm.openai_base_url (or .anthropic_base_url)
        assert "USER PROFILE" in scripted_llm.requests[-1].system

Served (on 127.0.0.1, a free port, one thread per connection):

- ``POST <anything>/chat/completions``: a ``chat.completion`` JSON body, or with
  ``"stream": true`` server-sent events (``data: {chunk}`` ... ``data: [DONE]``) where the
  text comes in the scripted chunks and tool-call arguments in pieces, as real servers send;
- ``POST <anything>/messages``: an Anthropic ``message`` (text and ``tool_use`` blocks,
  ``stop_reason`` ``end_turn`` or ``tool_use``), non-streaming;
- ``GET <anything>/models``: the model list.

A request with no scripted reply left gets HTTP 500 and is listed in ``unscripted``.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

MODEL_ID = "scripted-model"


@dataclass(frozen=True)
class ScriptedToolCall:
    """A tool call; ``arguments`` as a mapping, or raw text (which may be malformed JSON)."""

    name: str
    arguments: Mapping[str, Any] | str = field(default_factory=dict)

    @property
    def arguments_text(self) -> str:
        if isinstance(self.arguments, str):
            return self.arguments
        return json.dumps(self.arguments)

    @property
    def arguments_object(self) -> Any:
        if not isinstance(self.arguments, str):
            return dict(self.arguments)
        try:
            return json.loads(self.arguments)
        except ValueError:
            return {}


@dataclass(frozen=True)
class ScriptedReply:
    """One reply of the model: text, tool calls, or an HTTP error (``status`` >= 400)."""

    text: str = ""
    tool_calls: Sequence[ScriptedToolCall] = ()
    chunks: Sequence[str] | None = None  # how streamed text is split; default: words
    argument_pieces: int = 3  # streamed tool-call arguments arrive in this many pieces
    status: int = 200
    error: str = ""
    delay_s: float = 0.0  # wait this long before answering (timeouts)

    def text_chunks(self) -> list[str]:
        if self.chunks is not None:
            assert "".join(self.chunks) == self.text, "chunks must add up to the text"
            return [c for c in self.chunks if c]
        words = self.text.split(" ")
        return [w + " " for w in words[:-1]] + [words[-1]] if self.text else []


@dataclass(frozen=True)
class RecordedRequest:
    """One request the server got: its method, path, headers and JSON body."""

    method: str
    path: str
    headers: Mapping[str, str]
    body: Any

    @property
    def messages(self) -> list[dict[str, Any]]:
        found = self.body.get("messages", []) if isinstance(self.body, dict) else []
        return list(found)

    @property
    def system(self) -> str:
        """The system prompt: OpenAI's system message(s), or Anthropic's ``system``."""
        if not isinstance(self.body, dict):
            return ""
        if "system" in self.body:
            return _text_of(self.body["system"])
        return "\n".join(_text_of(m.get("content")) for m in self.messages if m["role"] == "system")

    @property
    def tool_names(self) -> list[str]:
        names = []
        for tool in self.body.get("tools", []) if isinstance(self.body, dict) else []:
            names.append(tool["function"]["name"] if "function" in tool else tool["name"])
        return names

    def last_user_text(self) -> str:
        for message in reversed(self.messages):
            if message["role"] == "user":
                return _text_of(message.get("content"))
        return ""

    def tool_results(self) -> list[str]:
        """The tool results sent back to the model, in order (both formats)."""
        results = []
        for message in self.messages:
            if message["role"] == "tool":
                results.append(_text_of(message.get("content")))
            elif message["role"] == "user" and isinstance(message.get("content"), list):
                for block in message["content"]:
                    if isinstance(block, dict) and block.get("type") == "tool_result":
                        results.append(_text_of(block.get("content")))
        return results


def _text_of(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            part.get("text", "") if isinstance(part, dict) else str(part) for part in content
        )
    return str(content)


class ScriptedLLM:
    """The script (a queue of replies), the recorded requests, and the HTTP server."""

    def __init__(self) -> None:
        self.replies: deque[ScriptedReply] = deque()
        self.requests: list[RecordedRequest] = []
        self.unscripted: list[RecordedRequest] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    # -- the script ------------------------------------------------------------------------

    def reply(self, reply: ScriptedReply) -> ScriptedLLM:
        with self._lock:
            self.replies.append(reply)
        return self

    def reply_text(self, text: str, *, chunks: Sequence[str] | None = None) -> ScriptedLLM:
        return self.reply(ScriptedReply(text=text, chunks=chunks))

    def reply_tool_call(
        self, name: str, arguments: Mapping[str, Any] | str | None = None, *, text: str = ""
    ) -> ScriptedLLM:
        call = ScriptedToolCall(name, {} if arguments is None else arguments)
        return self.reply(ScriptedReply(text=text, tool_calls=[call]))

    def reply_error(self, status: int, message: str) -> ScriptedLLM:
        return self.reply(ScriptedReply(status=status, error=message))

    def next_reply(self, request: RecordedRequest) -> ScriptedReply | None:
        with self._lock:
            self.requests.append(request)
            if self.replies:
                return self.replies.popleft()
            self.unscripted.append(request)
            return None

    # -- the server ------------------------------------------------------------------------

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def openai_base_url(self) -> str:
        return f"{self.url}/v1"

    @property
    def anthropic_base_url(self) -> str:
        return self.url  # the Anthropic SDK adds /v1/messages

    def start(self) -> ScriptedLLM:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> ScriptedLLM:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


# -- wire formats ----------------------------------------------------------------------------


def openai_completion(reply: ScriptedReply, model: str, number: int) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.text or None}
    if reply.tool_calls:
        message["tool_calls"] = [
            {
                "id": f"call_{number}_{i}",
                "type": "function",
                "function": {"name": call.name, "arguments": call.arguments_text},
            }
            for i, call in enumerate(reply.tool_calls)
        ]
    return {
        "id": f"chatcmpl-{number}",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if reply.tool_calls else "stop",
                "logprobs": None,
            }
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


def openai_stream(reply: ScriptedReply, model: str, number: int) -> Iterator[dict[str, Any]]:
    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {
            "id": f"chatcmpl-{number}",
            "object": "chat.completion.chunk",
            "created": 1_700_000_000,
            "model": model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}],
        }

    yield chunk({"role": "assistant", "content": ""})
    for piece in reply.text_chunks():
        yield chunk({"content": piece})
    for i, call in enumerate(reply.tool_calls):
        head = {"index": i, "id": f"call_{number}_{i}", "type": "function"}
        yield chunk({"tool_calls": [{**head, "function": {"name": call.name, "arguments": ""}}]})
        text = call.arguments_text
        size = max(1, -(-len(text) // max(1, reply.argument_pieces)))
        for start in range(0, len(text), size):
            piece = text[start : start + size]
            yield chunk({"tool_calls": [{"index": i, "function": {"arguments": piece}}]})
    yield chunk({}, "tool_calls" if reply.tool_calls else "stop")


def anthropic_message(reply: ScriptedReply, model: str, number: int) -> dict[str, Any]:
    content: list[dict[str, Any]] = []
    if reply.text:
        content.append({"type": "text", "text": reply.text})
    for i, call in enumerate(reply.tool_calls):
        content.append(
            {
                "type": "tool_use",
                "id": f"toolu_{number}_{i}",
                "name": call.name,
                "input": call.arguments_object,
            }
        )
    return {
        "id": f"msg_{number}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": "tool_use" if reply.tool_calls else "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": 10, "output_tokens": 5},
    }


def _handler_for(llm: ScriptedLLM) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            pass  # keep test output quiet

        def handle(self) -> None:
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                super().handle()  # a client that gave up (a timeout test) gets nothing

        def do_GET(self) -> None:
            if self.path.rstrip("/").endswith("/models"):
                self._json(200, {"object": "list", "data": [{"id": MODEL_ID, "object": "model"}]})
            else:
                self._json(404, {"error": {"message": f"no route {self.path}"}})

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw or b"null")
            except ValueError:
                self._json(400, {"error": {"message": "the body is not JSON"}})
                return
            path = self.path.split("?", 1)[0].rstrip("/")
            anthropic = path.endswith("/messages")
            if not anthropic and not path.endswith("/chat/completions"):
                self._json(404, {"error": {"message": f"no route {self.path}"}})
                return
            recorded = RecordedRequest("POST", self.path, dict(self.headers.items()), body)
            reply = llm.next_reply(recorded)
            number = len(llm.requests)
            if reply is None:
                self._error(500, "scripted server: no reply left in the script", anthropic)
                return
            time.sleep(reply.delay_s)
            if reply.status >= 400:
                self._error(reply.status, reply.error or "scripted error", anthropic)
                return
            model = str(body.get("model") or MODEL_ID) if isinstance(body, dict) else MODEL_ID
            if anthropic:
                self._json(200, anthropic_message(reply, model, number))
            elif isinstance(body, dict) and body.get("stream"):
                self._stream(openai_stream(reply, model, number))
            else:
                self._json(200, openai_completion(reply, model, number))

        def _error(self, status: int, message: str, anthropic: bool) -> None:
            if anthropic:
                body = {"type": "error", "error": {"type": "api_error", "message": message}}
            else:
                body = {"error": {"message": message, "type": "server_error", "code": status}}
            self._json(status, body)

        def _json(self, status: int, body: Any) -> None:
            data = json.dumps(body).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _stream(self, chunks: Iterator[dict[str, Any]]) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            for chunk in chunks:
                self.wfile.write(b"data: " + json.dumps(chunk).encode("utf-8") + b"\n\n")
                self.wfile.flush()
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()

    return Handler


@pytest.fixture
def scripted_llm() -> Iterator[ScriptedLLM]:
    """A running scripted model server; stopped after the test."""
    with ScriptedLLM() as llm:
        yield llm
