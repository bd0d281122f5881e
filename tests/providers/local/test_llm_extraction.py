"""The LLM extractor talks to a real (local, scripted) OpenAI-compatible server; whatever
goes wrong, the turn still gets the rule-based facts and nothing is raised."""

from __future__ import annotations

import json
import logging
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from hermem.providers.local.extraction import MAX_CONTENT_CHARS, extract_turn
from hermem.providers.local.llm_extraction import (
    LLMExtractorConfig,
    extract_with_llm,
    parse_facts,
)

USER = "My name is Ana and I live in Porto. Can you help me with my CV? I love surfing."
ASSISTANT = "Sure. Noted: you prefer short CVs. Here is a draft."


@dataclass
class Reply:
    status: int = 200
    body: bytes = b""
    delay: float = 0.0


@dataclass
class Script:
    replies: list[Reply] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        script = self.server.script
        script.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
        reply = script.replies.pop(0) if script.replies else Reply(500, b"no reply scripted")
        if reply.delay:
            time.sleep(reply.delay)
        try:
            self.send_response(reply.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(reply.body)))
            self.end_headers()
            self.wfile.write(reply.body)
        except OSError:
            pass  # the client gave up (the timeout test)

    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    script: Script


@pytest.fixture
def server() -> Iterator[tuple[Script, str]]:
    httpd = _Server(("127.0.0.1", 0), _Handler)
    httpd.script = Script()
    thread = threading.Thread(target=httpd.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    try:
        yield httpd.script, f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    finally:
        httpd.shutdown()
        httpd.server_close()


def completion(content: str) -> bytes:
    return json.dumps(
        {"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]}
    ).encode()


def facts_json(*facts: dict[str, Any]) -> str:
    return json.dumps({"facts": list(facts)})


GOOD = facts_json(
    {"content": "User's name is Ana", "category": "personal", "slot": "user.name",
     "negated": False, "confidence": 0.95},
    {"content": "User lives in Porto", "category": "personal", "slot": "user.lives_in",
     "negated": False, "confidence": 0.9},
    {"content": "User loves surfing", "category": "preference", "slot": None,
     "negated": False, "confidence": 0.8},
    {"content": "User is a professional chef in Lyon", "category": "personal", "slot": None,
     "negated": False, "confidence": 0.9},
)  # fmt: skip


def config(base_url: str, **options: Any) -> LLMExtractorConfig:
    return LLMExtractorConfig(base_url=base_url, model="tiny-model", **options)


def test_good_json_gives_grounded_facts_with_provenance(server: tuple[Script, str]) -> None:
    script, base = server
    script.replies.append(Reply(body=completion(GOOD)))
    facts = extract_with_llm(config(base, api_key="sk-test"), USER, ASSISTANT, user_name="Ana")
    assert [(f.content, f.category, f.slot, f.confidence) for f in facts] == [
        ("User's name is Ana", "personal", "user.name", 0.95),
        ("User lives in Porto", "personal", "user.lives_in", 0.9),
        ("User loves surfing", "preference", None, 0.8),
    ]  # the chef in Lyon was never said
    assert facts[1].quote == "My name is Ana and I live in Porto."
    assert facts[2].quote == "I love surfing."
    assert {f.speaker for f in facts} == {"Ana"}
    request = script.requests[0]
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    assert request["body"]["model"] == "tiny-model"
    system, user = request["body"]["messages"]
    assert system["role"] == "system" and '"facts"' in system["content"]
    assert USER in user["content"] and ASSISTANT in user["content"]


def test_fenced_json_with_prose_around_it_is_parsed(server: tuple[Script, str]) -> None:
    script, base = server
    reply = (
        f"<think>the user shared two facts</think>Sure! Here you go:\n```json\n{GOOD}\n```\nDone."
    )
    script.replies.append(Reply(body=completion(reply)))
    facts = extract_with_llm(config(base), USER, ASSISTANT)
    assert [f.slot for f in facts] == ["user.name", "user.lives_in", None]
    assert "Authorization" not in script.requests[0]["headers"]


def test_an_empty_facts_list_is_an_answer_not_a_failure(server: tuple[Script, str]) -> None:
    script, base = server
    script.replies.append(Reply(body=completion('{"facts": []}')))
    assert extract_with_llm(config(base), USER, ASSISTANT) == []


@pytest.mark.parametrize(
    "reply",
    [
        Reply(body=completion("I could not find any facts, sorry.")),
        Reply(body=completion('{"facts": [{"content": "User')),
        Reply(body=completion('"just a string"')),
        Reply(body=b"<html>not json</html>"),
        Reply(body=json.dumps({"error": {"message": "model not found"}}).encode()),
        Reply(body=completion("")),
        Reply(status=500, body=b'{"error": "boom"}'),
        Reply(status=429, body=b'{"error": "slow down"}'),
        Reply(status=404, body=b"not found"),
    ],
    ids=["prose", "truncated", "string", "html", "no-choices", "empty", "500", "429", "404"],
)
def test_an_unusable_answer_falls_back_to_the_rules(
    server: tuple[Script, str], reply: Reply, caplog: pytest.LogCaptureFixture
) -> None:
    script, base = server
    script.replies.append(reply)
    with caplog.at_level(logging.WARNING, logger="hermem.providers.local"):
        facts = extract_with_llm(config(base), USER, ASSISTANT, user_name="Ana")
    assert facts == extract_turn(USER, ASSISTANT, user_name="Ana")
    assert facts
    assert any("rule-based" in r.getMessage() for r in caplog.records)


def test_a_refused_connection_falls_back_to_the_rules(caplog: pytest.LogCaptureFixture) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with caplog.at_level(logging.WARNING, logger="hermem.providers.local"):
        facts = extract_with_llm(config(f"http://127.0.0.1:{port}/v1", timeout=2), USER)
    assert facts == extract_turn(USER)
    assert "unreachable" in caplog.text


def test_a_server_slower_than_the_timeout_falls_back_quickly(
    server: tuple[Script, str], caplog: pytest.LogCaptureFixture
) -> None:
    script, base = server
    script.replies.append(Reply(body=completion(GOOD), delay=1.5))
    started = time.perf_counter()
    with caplog.at_level(logging.WARNING, logger="hermem.providers.local"):
        facts = extract_with_llm(config(base, timeout=0.2), USER, ASSISTANT)
    assert time.perf_counter() - started < 1.2
    assert facts == extract_turn(USER, ASSISTANT)
    assert "rule-based" in caplog.text


@pytest.mark.parametrize("base_url", ["", "not a url", "ftp://127.0.0.1/v1", "http://[::1"])
def test_a_bad_base_url_falls_back_without_raising(base_url: str) -> None:
    assert extract_with_llm(config(base_url, timeout=1), USER) == extract_turn(USER)


def test_endpoint_is_built_from_the_base_url() -> None:
    assert config("http://h:8080/v1/").endpoint == "http://h:8080/v1/chat/completions"
    assert config("http://h/v1/chat/completions").endpoint == "http://h/v1/chat/completions"


def test_lenient_parsing_of_wrong_types_and_unknown_values() -> None:
    said = (
        "My favourite colour is green. I don't drink coffee any more. "
        "We use Postgres for everything. " + "I collected stamps " * 40
    )
    reply = json.dumps(
        [
            {"content": "User's favorite color is green", "category": "PREFERENCES",
             "slot": "Favorite Color", "negated": "false", "confidence": "85%"},
            {"content": "User does not drink coffee", "category": "diet", "slot": "user.coffee",
             "negated": "true", "confidence": 150},
            {"content": "Project uses Postgres", "category": "tool", "slot": "project database",
             "confidence": None},
            {"content": "User collected stamps " * 40, "category": 7, "slot": 7},
            {"content": 42, "category": "personal"},
            {"category": "personal"},
            "User collected stamps",
            {"content": "User's favorite color is green", "category": "preference"},
        ]
    )  # fmt: skip
    facts = parse_facts(reply, said)
    assert [(f.category, f.slot, f.negated, f.confidence) for f in facts] == [
        ("preference", "user.favorite_color", False, 0.85),
        ("general", None, True, 0.7),
        ("environment", "project.database", False, 0.7),
        ("general", None, False, 0.7),
        ("general", None, False, 0.7),
    ]
    assert len(facts[3].content) <= MAX_CONTENT_CHARS and facts[3].content.endswith("…")
    assert facts[4].content == "User collected stamps"


def test_a_fact_only_the_assistant_said_is_attributed_to_it_with_less_confidence() -> None:
    reply = facts_json(
        {"content": "User prefers short CVs", "category": "preference", "confidence": 0.9}
    )
    [fact] = parse_facts(reply, USER, ASSISTANT, user_name="Ana")
    assert fact.speaker == "assistant"
    assert fact.confidence < 0.9
    assert fact.quote == "Noted: you prefer short CVs."


def test_invented_facts_are_dropped() -> None:
    reply = facts_json(
        {"content": "User likes sushi", "category": "preference"},
        {"content": "User has three cats named Tom, Tim and Tam", "category": "personal"},
        {"content": "User lives in Lisbon", "category": "personal", "slot": "user.lives_in"},
    )
    assert parse_facts(reply, "I like pizza. I have a cat. I live in Porto.") == []
