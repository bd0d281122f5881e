"""The background review: a real model endpoint (a local HTTP server), real files, real SQLite."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections import deque
from collections.abc import Iterator, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

import hermem
from hermem.config import resolve_home, update_config
from hermem.review import BackgroundReview, ReviewConfig, load_review_config
from hermem.store.builtin import BuiltinMemory
from hermem.store.entries import parse_entries
from hermem.store.pending import PendingWrites

SECRET = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"


class Endpoint:
    """``POST /v1/chat/completions`` answering scripted tool calls, recording each request."""

    def __init__(self) -> None:
        self.replies: deque[list[Mapping[str, Any]]] = deque()
        self.requests: list[dict[str, Any]] = []
        self.status = 200
        self.delay_s = 0.0
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                endpoint.requests.append(json.loads(self.rfile.read(length)))
                time.sleep(endpoint.delay_s)
                if self.path != "/v1/chat/completions" or endpoint.status != 200:
                    self.send_error(endpoint.status if endpoint.status != 200 else 404)
                    return
                calls = endpoint.replies.popleft() if endpoint.replies else []
                message: dict[str, Any] = {"role": "assistant", "content": "Nothing to save."}
                if calls:
                    message = {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {
                                "id": f"call_{i}",
                                "type": "function",
                                "function": {"name": "memory", "arguments": json.dumps(args)},
                            }
                            for i, args in enumerate(calls)
                        ],
                    }
                body = json.dumps(
                    {"id": "cmpl-1", "object": "chat.completion", "choices": [{"message": message}]}
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self._thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()

    def prompt(self, index: int = -1) -> str:
        return str(self.requests[index]["messages"][1]["content"])

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def endpoint() -> Iterator[Endpoint]:
    server = Endpoint()
    yield server
    server.close()


def configure(home: Path, base_url: str, interval: int, **memory: Any) -> None:
    paths = resolve_home(home)
    update_config(paths, "memory", {"nudge_interval": interval, **memory})
    update_config(paths, "review", {"base_url": base_url, "model": "reviewer", "timeout": 5})


def turn(session: hermem.MemorySession, user: str, assistant: str = "Noted.") -> None:
    session.before_turn(user)
    session.after_turn(user, assistant)


def entries(home: Path, name: str) -> list[str]:
    path = home / "memories" / name
    return parse_entries(path.read_text("utf-8")) if path.exists() else []


def wait(session: hermem.MemorySession) -> None:
    assert session.review is not None
    assert session.review.wait(10), "the review did not finish"


def pending_of(home: Path) -> PendingWrites:
    return PendingWrites(BuiltinMemory(resolve_home(home)))


def test_review_applies_its_add_and_stages_its_replace(tmp_path: Path, endpoint: Endpoint) -> None:
    configure(tmp_path, endpoint.base_url, interval=2)
    endpoint.replies.append(
        [
            {"action": "add", "target": "memory", "content": "Project deploys with `make ship`"},
            {
                "action": "replace",
                "target": "user",
                "old_text": "likes tea",
                "content": "User likes green tea",
            },
        ]
    )
    with hermem.Memory(tmp_path) as memory:
        assert memory.builtin.store("user").add("User likes tea", origin="cli").success
        with memory.start_session(platform="test") as session:
            turn(session, "We deploy with make ship now.")
            turn(session, f"I drink green tea. My key is {SECRET}", "Got it.")
            wait(session)
            session_id = session.session_id
    assert entries(tmp_path, "MEMORY.md") == ["Project deploys with `make ship`"]
    assert entries(tmp_path, "USER.md") == ["User likes tea"]  # the replace waits for approval
    [item] = pending_of(tmp_path).list()
    assert (item.origin, item.session_id, item.action, item.target) == (
        "review",
        session_id,
        "replace",
        "user",
    )
    assert (item.matched_entry, item.content) == ("User likes tea", "User likes green tea")
    with BuiltinMemory(resolve_home(tmp_path)) as builtin:
        change = builtin.history()[0]
        assert (change.origin, change.action, change.session_id) == ("review", "add", session_id)

    [request] = endpoint.requests  # every call succeeded: no second round
    assert [t["function"]["name"] for t in request["tools"]] == ["memory"]
    prompt = endpoint.prompt()
    assert "We deploy with make ship now." in prompt and "User likes tea" in prompt
    assert SECRET not in json.dumps(request) and "[REDACTED" in prompt


def test_review_runs_every_n_turns_on_the_turns_since_the_last(
    tmp_path: Path, endpoint: Endpoint
) -> None:
    configure(tmp_path, endpoint.base_url, interval=3)
    with hermem.Memory(tmp_path) as memory, memory.start_session() as session:
        for n in range(1, 3):
            turn(session, f"message {n}")
        wait(session)
        assert endpoint.requests == []
        turn(session, "message 3")
        wait(session)
        assert len(endpoint.requests) == 1
        for n in range(4, 7):
            turn(session, f"message {n}")
            if n < 6:
                wait(session)
                assert len(endpoint.requests) == 1
        wait(session)
    assert len(endpoint.requests) == 2
    first, second = endpoint.prompt(0), endpoint.prompt(1)
    assert all(f"message {n}" in first for n in (1, 2, 3))
    assert "message 3" not in second
    assert all(f"message {n}" in second for n in (4, 5, 6))
    assert entries(tmp_path, "MEMORY.md") == []


def test_a_refused_call_is_shown_to_the_model_for_one_more_round(
    tmp_path: Path, endpoint: Endpoint
) -> None:
    configure(tmp_path, endpoint.base_url, interval=1)
    endpoint.replies.append([{"action": "add", "target": "memory", "content": ""}])
    endpoint.replies.append([{"action": "add", "target": "memory", "content": "CI has 2 cores"}])
    with hermem.Memory(tmp_path) as memory, memory.start_session() as session:
        turn(session, "CI has two cores.")
        wait(session)
    assert len(endpoint.requests) == 2
    tool_messages = [m for m in endpoint.requests[1]["messages"] if m["role"] == "tool"]
    assert json.loads(tool_messages[0]["content"])["success"] is False
    assert entries(tmp_path, "MEMORY.md") == ["CI has 2 cores"]


def test_with_write_approval_the_reviews_adds_are_staged_too(
    tmp_path: Path, endpoint: Endpoint
) -> None:
    configure(tmp_path, endpoint.base_url, interval=1, write_approval=True)
    endpoint.replies.append([{"action": "add", "target": "user", "content": "User is Ada"}])
    with hermem.Memory(tmp_path) as memory, memory.start_session() as session:
        turn(session, "I'm Ada.")
        wait(session)
    assert entries(tmp_path, "USER.md") == []
    assert [(p.origin, p.action, p.content) for p in pending_of(tmp_path).list()] == [
        ("review", "add", "User is Ada")
    ]


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize("failure", ["http 500", "connection refused"])
def test_a_failing_endpoint_changes_nothing_and_raises_nothing(
    tmp_path: Path, endpoint: Endpoint, failure: str
) -> None:
    base_url = endpoint.base_url
    if failure == "http 500":
        endpoint.status = 500
    else:
        base_url = f"http://127.0.0.1:{closed_port()}/v1"
    configure(tmp_path, base_url, interval=1)
    with hermem.Memory(tmp_path) as memory:
        memory.builtin.store("memory").add("Existing note", origin="cli")
        with memory.start_session() as session:
            turn(session, "Remember that the build uses ninja.")
            wait(session)
            review = session.review
            assert review is not None and review.passes == 1
            assert review.last_error is not None
            assert ("HTTP 500" if failure == "http 500" else "unreachable") in review.last_error
            turn(session, "And that tests run with pytest.")  # the next turn is unaffected
            wait(session)
    assert entries(tmp_path, "MEMORY.md") == ["Existing note"]
    assert pending_of(tmp_path).list() == []


def test_close_waits_only_a_bounded_time_for_a_slow_review(
    tmp_path: Path, endpoint: Endpoint
) -> None:
    endpoint.delay_s = 2.0
    with BuiltinMemory(resolve_home(tmp_path)) as memory:
        review = BackgroundReview(
            memory, ReviewConfig(endpoint.base_url, "reviewer", timeout=5), interval=1
        )
        started = time.monotonic()
        review.record("Remember the staging host.", "Sure.")
        assert time.monotonic() - started < 1.0  # the turn never waits for the review
        assert review.close(timeout=0.1) is False
        assert time.monotonic() - started < 1.5  # not the 2 s the endpoint takes
        review.record("ignored after close", "")
        assert review.wait(10)
    assert len(endpoint.requests) == 1


def test_no_review_without_an_endpoint_or_with_interval_zero(
    tmp_path: Path, endpoint: Endpoint
) -> None:
    with hermem.Memory(tmp_path / "bare") as memory, memory.start_session() as session:
        assert session.review is None  # nudge_interval defaults to 10, but no endpoint
    configure(tmp_path / "off", endpoint.base_url, interval=0)
    with hermem.Memory(tmp_path / "off") as memory, memory.start_session() as session:
        assert session.review is None
    paths = resolve_home(tmp_path / "bad")
    update_config(paths, "review", {"base_url": "not a url", "model": "m"})
    with hermem.Memory(paths) as memory, memory.start_session() as session:
        assert session.review is None  # logged, never raised into the session


def test_the_session_search_summary_endpoint_serves_when_review_is_absent(
    tmp_path: Path,
) -> None:
    paths = resolve_home(tmp_path)
    update_config(
        paths,
        "session_search",
        {"summary_base_url": "http://127.0.0.1:9/v1", "summary_model": "summarizer"},
    )
    config = load_review_config(paths)
    assert config is not None
    assert (config.endpoint, config.model) == (
        "http://127.0.0.1:9/v1/chat/completions",
        "summarizer",
    )
    update_config(paths, "review", {"base_url": "http://127.0.0.1:8/v1", "model": "reviewer"})
    config = load_review_config(paths)
    assert config is not None and config.model == "reviewer"
