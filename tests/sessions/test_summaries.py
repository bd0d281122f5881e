"""Session summaries: config, the extractive fallback, and a fake OpenAI-compatible server."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from hermem.config import resolve_home
from hermem.errors import ConfigError
from hermem.sessions.models import Message
from hermem.sessions.store import SessionStore
from hermem.sessions.summaries import (
    SYSTEM_PROMPT,
    Summarizer,
    SummaryConfig,
    SummaryRequest,
    extractive_summary,
    load_summary_config,
)
from hermem.sessions.tool import SessionSearchTool

Behaviour = Callable[["FakeOpenAI", dict[str, Any]], tuple[int, bytes]]


def completion(text: str) -> tuple[int, bytes]:
    body = {"choices": [{"index": 0, "message": {"role": "assistant", "content": text}}]}
    return 200, json.dumps(body).encode()


class FakeOpenAI:
    """A local OpenAI-compatible ``/v1/chat/completions`` that does what a test scripts."""

    def __init__(self, behaviour: Behaviour) -> None:
        self.behaviour = behaviour
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length) or b"{}")
                with fake.lock:
                    fake.requests.append({"path": self.path, **body})
                    fake.headers.append(dict(self.headers))
                status, payload = fake.behaviour(fake, body)
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> FakeOpenAI:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


def config(server: FakeOpenAI, **overrides: Any) -> SummaryConfig:
    values: dict[str, Any] = {
        "summary_base_url": server.base_url,
        "summary_model": "fake-model",
        "summary_timeout": 2,
        "summary_retries": 1,
        **overrides,
    }
    return SummaryConfig.from_mapping(values)


def message(i: int, role: str, content: str) -> Message:
    return Message(i, "s1", role, content, None, None, 1_700_000_000.0 + i, None)


CONVERSATION = [
    message(1, "user", "Our zephyr deploy keeps failing on staging. Can you look?"),
    message(2, "assistant", "The log shows a timeout. The zephyr health check waits 5 seconds."),
    message(3, "tool", "kubectl logs zephyr-7f: readiness probe failed"),
    message(4, "user", "Unrelated: what's the weather like in the office today?"),
    message(5, "assistant", "I raised the zephyr probe timeout to 30 seconds in deploy.yaml."),
    message(6, "assistant", "Deploy is green now; the probe change fixed it."),
]


def request(session_id: str = "s1", query: str = "zephyr deploy") -> SummaryRequest:
    return SummaryRequest(
        session_id=session_id,
        messages=CONVERSATION,
        query=query,
        terms=tuple(query.split()),
        source="cli",
        when="November 14, 2023 at 10:13 PM",
    )


# -- config -----------------------------------------------------------------------------------


def test_no_section_means_no_endpoint() -> None:
    assert SummaryConfig.from_mapping(None) == SummaryConfig()
    assert not SummaryConfig().enabled


def test_a_full_section_is_read() -> None:
    cfg = SummaryConfig.from_mapping(
        {
            "summary_base_url": "https://llm.example/v1/",
            "summary_model": "m",
            "summary_api_key_env": "MY_KEY",
            "summary_timeout": "12.5",
            "summary_retries": 0,
            "summary_max_tokens": 500,
            "future_option": True,
        }
    )
    assert cfg.enabled and cfg.endpoint == "https://llm.example/v1/chat/completions"
    assert (cfg.model, cfg.api_key_env, cfg.timeout, cfg.retries, cfg.max_tokens) == (
        "m",
        "MY_KEY",
        12.5,
        0,
        500,
    )
    assert cfg.extra == {"future_option": True}


@pytest.mark.parametrize(
    ("section", "key"),
    [
        ({"summary_base_url": "ftp://x"}, "session_search.summary_base_url"),
        ({"summary_base_url": 5}, "session_search.summary_base_url"),
        ({"summary_base_url": "http://x/v1"}, "session_search.summary_model"),
        ({"summary_model": ["m"]}, "session_search.summary_model"),
        ({"summary_api_key_env": "not a name"}, "session_search.summary_api_key_env"),
        ({"summary_timeout": 0}, "session_search.summary_timeout"),
        ({"summary_timeout": "soon"}, "session_search.summary_timeout"),
        ({"summary_timeout": True}, "session_search.summary_timeout"),
        ({"summary_retries": 9}, "session_search.summary_retries"),
        ({"summary_max_tokens": "lots"}, "session_search.summary_max_tokens"),
        ("yes", "session_search"),
    ],
)
def test_bad_values_raise_config_errors_naming_the_key(section: Any, key: str) -> None:
    with pytest.raises(ConfigError) as caught:
        SummaryConfig.from_mapping(section)
    assert caught.value.key == key
    assert f"'{key}'" in str(caught.value)


def test_config_is_read_from_the_home_s_config_yaml(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path / "home")
    assert load_summary_config(paths) == SummaryConfig()
    paths.root.mkdir(parents=True)
    paths.config_file.write_text(
        "memory:\n  memory_char_limit: 3000\n"
        "session_search:\n  summary_base_url: http://127.0.0.1:9/v1\n  summary_model: m\n",
        "utf-8",
    )
    assert load_summary_config(paths).endpoint == "http://127.0.0.1:9/v1/chat/completions"


# -- the extractive summary -------------------------------------------------------------------


def test_extractive_summary_keeps_the_request_the_relevant_sentences_and_the_last_reply() -> None:
    text = extractive_summary(CONVERSATION, ["zephyr", "timeout"])
    lines = text.splitlines()
    assert lines[0] == "Request: Our zephyr deploy keeps failing on staging. Can you look?"
    assert lines[-1] == "Last reply: Deploy is green now; the probe change fixed it."
    assert "zephyr health check" in text and "probe timeout to 30 seconds" in text
    assert "weather" not in text and "kubectl" not in text  # off-topic, tool output
    assert extractive_summary(CONVERSATION, ["zephyr", "timeout"]) == text


def test_extractive_summary_stays_within_its_budget() -> None:
    long = [message(i, ("user", "assistant")[i % 2], "zephyr " + "word " * 400) for i in range(20)]
    for budget in (200, 600, 1200):
        assert len(extractive_summary(long, ["zephyr"], budget)) <= budget


def test_extractive_summary_of_a_session_without_talk() -> None:
    assert extractive_summary([message(1, "tool", "output")]).startswith("(no user or assistant")
    assert extractive_summary([]).startswith("(no user or assistant")


def test_without_terms_the_user_s_later_requests_are_kept() -> None:
    text = extractive_summary(CONVERSATION)
    assert "weather" in text and text.startswith("Request: Our zephyr")


def test_without_an_endpoint_summaries_are_extractive_and_make_no_call() -> None:
    [summary] = Summarizer().summarize([request()])
    assert (summary.source, summary.error) == ("extractive", None)
    assert summary.text == extractive_summary(CONVERSATION, ["zephyr", "deploy"])


# -- against a fake OpenAI-compatible server --------------------------------------------------


def test_an_endpoint_summary_is_used_and_the_request_is_well_formed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("FAKE_SUMMARY_KEY", "sk-test-123")
    with FakeOpenAI(
        lambda fake, body: completion("<think>hmm</think>The user fixed zephyr.")
    ) as srv:
        summarizer = Summarizer(config(srv, summary_api_key_env="FAKE_SUMMARY_KEY"))
        [summary] = summarizer.summarize([request()])
    assert (summary.text, summary.source, summary.error) == ("The user fixed zephyr.", "llm", None)
    [sent] = srv.requests
    assert sent["path"] == "/v1/chat/completions"
    assert sent["model"] == "fake-model" and sent["temperature"] == 0.1
    system, user = sent["messages"]
    assert (system["role"], system["content"]) == ("system", SYSTEM_PROMPT)
    assert "Search topic: zephyr deploy" in user["content"]
    assert "Session source: cli" in user["content"]
    assert "[USER]: Our zephyr deploy keeps failing" in user["content"]
    assert "[TOOL]: kubectl logs" in user["content"]
    assert srv.headers[0]["Authorization"] == "Bearer sk-test-123"


def test_http_500_is_retried_then_falls_back_to_extractive() -> None:
    with FakeOpenAI(lambda fake, body: (500, b'{"error": "boom"}')) as srv:
        [summary] = Summarizer(config(srv), backoff_s=0).summarize([request()])
    assert summary.source == "extractive"
    assert summary.error is not None and "HTTP 500" in summary.error
    assert summary.text == extractive_summary(CONVERSATION, ["zephyr", "deploy"])
    assert len(srv.requests) == 2  # one retry


def test_a_retry_after_a_transient_error_gives_the_llm_summary() -> None:
    def flaky(fake: FakeOpenAI, body: dict[str, Any]) -> tuple[int, bytes]:
        return (503, b"{}") if len(fake.requests) == 1 else completion("Recovered.")

    with FakeOpenAI(flaky) as srv:
        [summary] = Summarizer(config(srv), backoff_s=0).summarize([request()])
    assert (summary.text, summary.source) == ("Recovered.", "llm")


def test_a_client_error_is_not_retried() -> None:
    with FakeOpenAI(lambda fake, body: (401, b'{"error": "bad key"}')) as srv:
        [summary] = Summarizer(config(srv), backoff_s=0).summarize([request()])
    assert summary.source == "extractive" and "HTTP 401" in (summary.error or "")
    assert len(srv.requests) == 1


def test_a_timeout_falls_back_to_extractive_quickly() -> None:
    def slow(fake: FakeOpenAI, body: dict[str, Any]) -> tuple[int, bytes]:
        time.sleep(1.5)
        return completion("too late")

    with FakeOpenAI(slow) as srv:
        started = time.monotonic()
        summarizer = Summarizer(config(srv, summary_timeout=0.3, summary_retries=0), backoff_s=0)
        [summary] = summarizer.summarize([request()])
        elapsed = time.monotonic() - started
    assert summary.source == "extractive" and summary.error
    assert elapsed < 1.2


@pytest.mark.parametrize(
    "payload",
    [b"not json at all", b"{}", b'{"choices": []}', b'{"choices": [{"message": {"content": 5}}]}'],
)
def test_garbage_responses_fall_back_to_extractive_without_retrying(payload: bytes) -> None:
    with FakeOpenAI(lambda fake, body: (200, payload)) as srv:
        [summary] = Summarizer(config(srv), backoff_s=0).summarize([request()])
    assert summary.source == "extractive" and summary.error
    assert len(srv.requests) == 1


def test_an_empty_completion_falls_back_to_extractive() -> None:
    with FakeOpenAI(lambda fake, body: completion("  <think>only thoughts</think> ")) as srv:
        [summary] = Summarizer(config(srv), backoff_s=0).summarize([request()])
    assert summary.source == "extractive" and "empty" in (summary.error or "")


def test_an_unreachable_endpoint_falls_back_to_extractive() -> None:
    with FakeOpenAI(lambda fake, body: completion("x")) as srv:
        url = srv.base_url
    cfg = SummaryConfig.from_mapping(
        {"summary_base_url": url, "summary_model": "m", "summary_retries": 0}
    )
    [summary] = Summarizer(cfg, backoff_s=0).summarize([request()])
    assert summary.source == "extractive" and "unreachable" in (summary.error or "")


def test_sessions_are_summarized_in_parallel_and_keep_their_order() -> None:
    def slow_echo(fake: FakeOpenAI, body: dict[str, Any]) -> tuple[int, bytes]:
        time.sleep(0.4)
        topic = body["messages"][1]["content"].splitlines()[0]
        return completion(topic)

    with FakeOpenAI(slow_echo) as srv:
        started = time.monotonic()
        summaries = Summarizer(config(srv), backoff_s=0).summarize(
            [request(f"s{n}", f"topic{n}") for n in range(4)]
        )
        elapsed = time.monotonic() - started
    assert [s.text for s in summaries] == [f"Search topic: topic{n}" for n in range(4)]
    assert elapsed < 1.2  # four 0.4 s calls at once, not one after another


# -- through the tool -------------------------------------------------------------------------


@pytest.fixture
def home(tmp_path: Path) -> Iterator[tuple[SessionStore, Path]]:
    paths = resolve_home(tmp_path / "home")
    with SessionStore.open(paths, semantic="off") as store:
        for n in range(3):
            store.start_session(f"s{n}", source="cli", started_at=1_700_000_000.0 + n)
            store.append_messages(
                f"s{n}",
                [
                    {"role": "user", "content": f"zephyr problem number {n}"},
                    {"role": "assistant", "content": f"fixed zephyr problem {n}"},
                ],
            )
        yield store, paths.root


def write_config(root: Path, server: FakeOpenAI, **extra: Any) -> None:
    lines = [
        "session_search:",
        f"  summary_base_url: {server.base_url}",
        "  summary_model: fake-model",
        "  summary_retries: 0",
        *(f"  {k}: {v}" for k, v in extra.items()),
    ]
    (root / "config.yaml").write_text("\n".join(lines) + "\n", "utf-8")


def test_the_tool_adds_llm_summaries_from_the_configured_endpoint(
    home: tuple[SessionStore, Path],
) -> None:
    store, root = home
    with FakeOpenAI(lambda fake, body: completion("LLM recap.")) as srv:
        write_config(root, srv)
        tool = SessionSearchTool(store, paths=resolve_home(root))
        result = tool.handle({"query": "zephyr", "summarize": True, "limit": 3})
    assert result["count"] == 3
    assert [(r["summary"], r["summary_source"]) for r in result["results"]] == [
        ("LLM recap.", "llm")
    ] * 3
    assert len(srv.requests) == 3
    assert tool.handle({"query": "zephyr"})["results"][0].get("summary") is None


def test_when_the_endpoint_fails_every_result_is_still_returned(
    home: tuple[SessionStore, Path],
) -> None:
    store, root = home
    with FakeOpenAI(lambda fake, body: (500, b"{}")) as srv:
        write_config(root, srv)
        tool = SessionSearchTool(store, paths=resolve_home(root))
        result = tool.handle({"query": "zephyr", "summarize": True, "limit": 3})
    assert result["success"] is True and result["count"] == 3
    for entry in result["results"]:
        assert entry["summary_source"] == "extractive"
        assert entry["summary"].startswith("Request: zephyr problem number")
        assert "HTTP 500" in entry["summary_error"]
