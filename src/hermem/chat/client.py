"""A minimal OpenAI-compatible chat-completions client on the standard library.

Enough for an agent loop against OpenAI or any local server (llama.cpp's llama-server,
Ollama, vLLM, LM Studio): ``POST {base_url}/chat/completions`` with tools, streamed as
server-sent events or not, tool calls put back together from their deltas. Every failure
is a :class:`ChatError` whose message says what to check.
"""

from __future__ import annotations

import http.client
import json
import socket
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

MAX_RESPONSE_BYTES = 8_000_000
MAX_ERROR_BYTES = 64_000
DEFAULT_TIMEOUT = 120.0


class ChatError(Exception):
    """The model server could not be reached or gave no usable answer."""


@dataclass
class ToolCall:
    """One tool call of the model; ``arguments`` is the JSON text it sent (maybe malformed)."""

    id: str
    name: str
    arguments: str

    def as_message_part(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments},
        }


@dataclass
class Completion:
    """One answer of the model: its text and its tool calls (either may be empty)."""

    text: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    finish_reason: str | None = None

    def as_message(self) -> dict[str, Any]:
        """The assistant message to append to the conversation."""
        message: dict[str, Any] = {"role": "assistant", "content": self.text or None}
        if self.tool_calls:
            message["tool_calls"] = [call.as_message_part() for call in self.tool_calls]
        elif not self.text:
            message["content"] = ""
        return message


class ChatClient:
    """Talks to one model on one server."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        self.base_url = base_url.rstrip("/").removesuffix("/chat/completions")
        self.model = model
        self.api_key = api_key
        self.timeout = timeout

    @property
    def endpoint(self) -> str:
        return f"{self.base_url}/chat/completions"

    def complete(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
        tool_choice: str | None = None,
        stream: bool = True,
        on_text: Callable[[str], None] | None = None,
    ) -> Completion:
        """One completion; ``on_text`` gets the text as it arrives (all at once unstreamed)."""
        body: dict[str, Any] = {"model": self.model, "messages": list(messages)}
        if tools:
            body["tools"] = list(tools)
            if tool_choice:
                body["tool_choice"] = tool_choice
        if stream:
            body["stream"] = True
        request = self._request(self.endpoint, body)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                kind = response.headers.get("Content-Type", "")
                if stream and "text/event-stream" in kind:
                    return read_stream(_lines(response), on_text)
                raw = response.read(MAX_RESPONSE_BYTES)
        except urllib.error.HTTPError as exc:
            raise ChatError(_http_error(exc, self.endpoint)) from exc
        except (urllib.error.URLError, http.client.HTTPException, OSError) as exc:
            raise ChatError(self._unreachable(exc)) from exc
        completion = parse_completion(_json(raw, self.endpoint))
        if on_text is not None and completion.text:
            on_text(completion.text)
        return completion

    def list_models(self) -> list[str]:
        """The model ids ``GET {base_url}/models`` lists."""
        request = urllib.request.Request(
            f"{self.base_url}/models", headers=self._headers(), method="GET"
        )
        try:
            with urllib.request.urlopen(request, timeout=min(self.timeout, 30.0)) as response:
                raw = response.read(MAX_RESPONSE_BYTES)
        except urllib.error.HTTPError as exc:
            raise ChatError(_http_error(exc, f"{self.base_url}/models")) from exc
        except (urllib.error.URLError, http.client.HTTPException, OSError) as exc:
            raise ChatError(self._unreachable(exc)) from exc
        data = _json(raw, f"{self.base_url}/models")
        entries = data.get("data") if isinstance(data, dict) else None
        if not isinstance(entries, list):
            entries = data.get("models") if isinstance(data, dict) else None  # Ollama's shape
        ids = [e.get("id") or e.get("name") for e in entries or [] if isinstance(e, dict)]
        return [i for i in ids if isinstance(i, str) and i]

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        return headers

    def _request(self, url: str, body: Mapping[str, Any]) -> urllib.request.Request:
        headers = self._headers()
        if body.get("stream"):
            headers["Accept"] = "text/event-stream"
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        return urllib.request.Request(url, data=data, headers=headers, method="POST")

    def _unreachable(self, exc: BaseException) -> str:
        reason = getattr(exc, "reason", exc)
        if isinstance(reason, (TimeoutError, socket.timeout)):
            return (
                f"the model server at {self.base_url} did not answer within "
                f"{self.timeout:g} s (raise it with --timeout)"
            )
        if isinstance(reason, ConnectionRefusedError):
            return (
                f"cannot reach the model server at {self.base_url}: connection refused. "
                "Is it running, and is --base-url right?"
            )
        return f"cannot reach the model server at {self.base_url}: {reason}"


# -- answers (pure) ------------------------------------------------------------------------


def parse_completion(data: Any) -> Completion:
    """A ``chat.completion`` body as a Completion, or ChatError saying what is wrong."""
    _raise_for_error(data)
    try:
        choice = data["choices"][0]
        message = choice["message"]
    except (KeyError, IndexError, TypeError) as exc:
        raise ChatError("the model server answered with no chat completion") from exc
    if not isinstance(choice, dict) or not isinstance(message, dict):
        raise ChatError("the model server answered with a malformed chat completion")
    calls = []
    raw_calls = message.get("tool_calls")
    for i, raw in enumerate(raw_calls if isinstance(raw_calls, list) else []):
        function = raw.get("function") if isinstance(raw, dict) else None
        if not isinstance(raw, dict) or not isinstance(function, dict):
            continue
        calls.append(
            ToolCall(
                id=str(raw.get("id") or f"call_{i}"),
                name=str(function.get("name") or ""),
                arguments=_arguments_text(function.get("arguments")),
            )
        )
    finish = choice.get("finish_reason")
    return Completion(
        _as_text(message.get("content")), calls, finish if isinstance(finish, str) else None
    )


def read_stream(lines: Iterable[str], on_text: Callable[[str], None] | None = None) -> Completion:
    """Put a completion back together from its server-sent events."""
    text: list[str] = []
    calls: dict[int, ToolCall] = {}
    finish: str | None = None
    for data in sse_data(lines):
        if data.strip() == "[DONE]":
            break
        try:
            chunk = json.loads(data)
        except ValueError as exc:
            raise ChatError(
                f"the model server sent a malformed stream event: {data[:200]}"
            ) from exc
        _raise_for_error(chunk)
        for choice in chunk.get("choices") or [] if isinstance(chunk, dict) else []:
            if not isinstance(choice, dict):
                continue
            finish = choice.get("finish_reason") or finish
            delta = choice.get("delta")
            if not isinstance(delta, dict):
                continue
            piece = _as_text(delta.get("content"))
            if piece:
                text.append(piece)
                if on_text is not None:
                    on_text(piece)
            for part in delta.get("tool_calls") or []:
                if isinstance(part, dict):
                    _merge_tool_call(calls, part)
    ordered = [calls[i] for i in sorted(calls)]
    for i, call in enumerate(ordered):
        call.id = call.id or f"call_{i}"
    return Completion("".join(text), ordered, finish)


def sse_data(lines: Iterable[str]) -> Iterator[str]:
    """The ``data`` of each server-sent event (multi-line data joined with newlines)."""
    buffer: list[str] = []
    for line in lines:
        line = line.rstrip("\r\n")
        if not line:
            if buffer:
                yield "\n".join(buffer)
                buffer = []
            continue
        if line.startswith("data:"):
            value = line[5:]
            buffer.append(value[1:] if value.startswith(" ") else value)
        # comments (":"), event names and ids carry nothing we need
    if buffer:
        yield "\n".join(buffer)


def _merge_tool_call(calls: dict[int, ToolCall], part: Mapping[str, Any]) -> None:
    index = part.get("index")
    if not isinstance(index, int):
        index = len(calls) if part.get("id") else max(calls, default=0)
    call = calls.setdefault(index, ToolCall("", "", ""))
    if part.get("id"):
        call.id = str(part["id"])
    function = part.get("function")
    if not isinstance(function, dict):
        return
    name = function.get("name")
    if isinstance(name, str) and name and name != call.name:
        call.name += name  # sent once by most servers, in pieces by a few
    arguments = function.get("arguments")
    if arguments is not None:
        call.arguments += _arguments_text(arguments)


def _arguments_text(arguments: Any) -> str:
    if arguments is None:
        return ""
    if isinstance(arguments, str):
        return arguments
    return json.dumps(arguments, ensure_ascii=False)  # a few servers send an object


def _as_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


def _raise_for_error(data: Any) -> None:
    if isinstance(data, dict) and data.get("error"):
        raise ChatError(f"the model server reported an error: {_error_text(data)}")


def _error_text(data: Any) -> str:
    if isinstance(data, dict):
        error = data.get("error", data)
        if isinstance(error, dict):
            found = error.get("message") or error.get("detail") or json.dumps(error)[:300]
            return str(found)
        if isinstance(error, str):
            return error
        for key in ("message", "detail"):
            if isinstance(data.get(key), str):
                return str(data[key])
    return str(data)[:300]


def _json(raw: bytes, url: str) -> Any:
    try:
        return json.loads(raw)
    except ValueError as exc:
        raise ChatError(f"{url} answered with something that is not JSON: {raw[:200]!r}") from exc


def _lines(response: Any) -> Iterator[str]:
    try:
        for raw in response:
            yield raw.decode("utf-8", errors="replace")
    except TimeoutError as exc:
        raise ChatError("the model server stopped sending in the middle of its answer") from exc
    except (http.client.HTTPException, OSError) as exc:
        raise ChatError(f"the model server's stream broke off: {exc}") from exc


def _http_error(exc: urllib.error.HTTPError, url: str) -> str:
    try:
        raw = exc.read(MAX_ERROR_BYTES)
    except OSError:
        raw = b""
    try:
        detail = _error_text(json.loads(raw))
    except ValueError:
        detail = raw.decode("utf-8", errors="replace").strip()[:300]
    message = f"{url} answered HTTP {exc.code}" + (f": {detail}" if detail else "")
    if exc.code in (401, 403):
        message += " (check the API key: --api-key-env names the variable that holds it)"
    elif exc.code == 404:
        message += " (check --base-url: it usually ends in /v1) and --model"
    return message
