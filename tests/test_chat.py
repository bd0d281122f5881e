"""``hermem chat``: the fence filter, the chat client, and the installed command end to end.

The end-to-end tests run the real ``hermem chat`` in a subprocess against a scripted model
server and check what landed on disk, in the session store, and in what the model was sent.
"""

from __future__ import annotations

import itertools
import json
import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hermem
from hermem.chat.client import ChatClient, ChatError, read_stream, sse_data
from hermem.chat.fence_filter import FenceFilter, filter_memory_context
from hermem.chat.settings import resolve_chat_settings
from hermem.config import resolve_home
from hermem.errors import ConfigError
from hermem.providers.fence import build_memory_context_block, strip_memory_context
from support.scripted_llm import ScriptedLLM, ScriptedReply, ScriptedToolCall

COFFEE = "User prefers dark roast coffee"
ADD_COFFEE = {"action": "add", "target": "user", "content": COFFEE}
SECRET = "SECRET-RECALL-TEXT"

# -- the fence filter ------------------------------------------------------------------------

FRAGMENTS = [
    "hello ",
    "a < b ",
    "<b>bold</b>",
    "<",
    ">",
    " ",
    "\n",
    "memory-context",
    "<memory-context>",
    "</memory-context>",
    "<MEMORY-Context id='x'>",
    "< / memory-context >",
    "<memory-contexts>",
    "<memory-cont",
    "</memory-",
    SECRET,
    "[System note: recalled]",
]


def feed_in_chunks(text: str, cuts: Sequence[int]) -> str:
    fence = FenceFilter()
    bounds = [0, *sorted({c for c in cuts if 0 < c < len(text)}), len(text)]
    shown = [fence.feed(text[a:b]) for a, b in itertools.pairwise(bounds)]
    return "".join(shown) + fence.flush()


@given(
    st.lists(st.sampled_from(FRAGMENTS), max_size=14),
    st.lists(st.integers(min_value=0, max_value=400), max_size=12),
)
def test_any_chunking_shows_the_same_text_as_the_whole(parts: list[str], cuts: list[int]) -> None:
    text = "".join(parts)
    assert feed_in_chunks(text, cuts) == filter_memory_context(text)


@given(st.text(alphabet="<>/ -memoryctxMC", max_size=60), st.lists(st.integers(0, 60)))
def test_any_chunking_of_tag_like_noise_is_stable(text: str, cuts: list[int]) -> None:
    assert feed_in_chunks(text, cuts) == filter_memory_context(text)


def test_span_split_at_every_position_never_shows() -> None:
    text = f"Sure.{build_memory_context_block('- ' + SECRET)} Done."
    for size in range(1, len(text) + 1):
        for start in range(size):
            cuts = list(range(start, len(text), size))
            assert feed_in_chunks(text, cuts) == "Sure. Done."


def test_one_character_at_a_time() -> None:
    fence = FenceFilter()
    shown = [fence.feed(ch) for ch in f"a<memory-context>{SECRET}</memory-context>b"]
    assert "".join(shown) + fence.flush() == "ab"


def test_nested_spans_are_dropped_whole() -> None:
    text = f"a<memory-context>x<memory-context>{SECRET}</memory-context>{SECRET}</memory-context>b"
    assert filter_memory_context(text) == "ab"


def test_stray_closing_tag_is_removed_and_text_stays() -> None:
    assert filter_memory_context("a</memory-context>b") == "ab"


def test_unclosed_span_is_dropped_to_the_end() -> None:
    assert filter_memory_context(f"answer<memory-context>{SECRET} and more") == "answer"


def test_partial_tag_at_the_end_is_shown_as_text() -> None:
    assert filter_memory_context("1 <memory-cont") == "1 <memory-cont"
    assert filter_memory_context("1 <") == "1 <"


def test_ordinary_angle_brackets_and_longer_names_pass_through() -> None:
    text = "if a < b and c > d: <b>x</b> <memory-contexts> <memory_context>"
    assert filter_memory_context(text) == text


def test_tag_variants_are_the_ones_the_fence_strips() -> None:
    for text in (
        f"a<MEMORY-CONTEXT>{SECRET}</Memory-Context>b",
        f"a< memory-context kind='recall' >{SECRET}<  /  memory-context  >b",
        f"a<memory-context>\n{SECRET}\n</memory-context>b<memory-context>{SECRET}</memory-context>",
    ):
        assert filter_memory_context(text) == strip_memory_context(text) == "ab"


def test_held_back_text_is_released_once_it_is_not_a_tag() -> None:
    fence = FenceFilter()
    assert fence.feed("x <memory") == "x "
    assert fence.feed("-contexts>y") == "<memory-contexts>y"
    assert fence.flush() == ""


# -- the client --------------------------------------------------------------------------------


def test_sse_events_and_tool_call_deltas_are_put_back_together() -> None:
    events = [
        'data: {"choices":[{"delta":{"content":"Sav"}}]}',
        "",
        ": keep-alive comment",
        'data: {"choices":[{"delta":{"content":"ing."}}]}',
        "",
        'data: {"choices":[{"delta":{"tool_calls":[{"index":0,"id":"c1",'
        '"function":{"name":"memory","arguments":"{\\"act"}}]}}]}',
        "",
        'data: {"choices":[{"delta":{"tool_calls":[{"index":0,'
        '"function":{"arguments":"ion\\": \\"add\\"}"}}]}}]}',
        "",
        'data: {"choices":[{"delta":{},"finish_reason":"tool_calls"}]}',
        "",
        "data: [DONE]",
        "",
    ]
    seen: list[str] = []
    completion = read_stream([e + "\n" for e in events], seen.append)
    assert seen == ["Sav", "ing."]
    assert completion.text == "Saving."
    assert [(c.id, c.name, c.arguments) for c in completion.tool_calls] == [
        ("c1", "memory", '{"action": "add"}')
    ]
    assert completion.finish_reason == "tool_calls"
    assert list(sse_data(["data: a\n", "data: b\n", "\n"])) == ["a\nb"]


@pytest.mark.parametrize("stream", [True, False])
def test_client_reads_text_and_tool_calls_from_a_server(
    scripted_llm: ScriptedLLM, stream: bool
) -> None:
    scripted_llm.reply(
        ScriptedReply(
            text="One moment.",
            tool_calls=[ScriptedToolCall("memory", ADD_COFFEE), ScriptedToolCall("other", "{x")],
            argument_pieces=7,
        )
    )
    client = ChatClient(scripted_llm.openai_base_url, "m", api_key="sk-test")
    completion = client.complete([{"role": "user", "content": "hi"}], stream=stream)
    assert completion.text == "One moment."
    assert [(c.name, c.arguments) for c in completion.tool_calls] == [
        ("memory", json.dumps(ADD_COFFEE)),
        ("other", "{x"),
    ]
    assert len({c.id for c in completion.tool_calls}) == 2
    request = scripted_llm.requests[0]
    assert request.headers["Authorization"] == "Bearer sk-test"
    assert request.body.get("stream", False) is stream


def test_http_error_is_a_chat_error_with_the_servers_message(scripted_llm: ScriptedLLM) -> None:
    scripted_llm.reply_error(401, "invalid api key")
    client = ChatClient(scripted_llm.openai_base_url, "m")
    with pytest.raises(ChatError, match=r"HTTP 401: invalid api key .*--api-key-env"):
        client.complete([{"role": "user", "content": "hi"}])


def test_connection_refused_is_a_chat_error_that_says_so() -> None:
    client = ChatClient(f"http://127.0.0.1:{free_port()}/v1", "m", timeout=5)
    with pytest.raises(ChatError, match="connection refused"):
        client.complete([{"role": "user", "content": "hi"}])


def test_a_slow_server_is_a_timeout_chat_error(scripted_llm: ScriptedLLM) -> None:
    scripted_llm.reply(ScriptedReply(text="late", delay_s=1.0))
    client = ChatClient(scripted_llm.openai_base_url, "m", timeout=0.2)
    with pytest.raises(ChatError, match=r"did not answer within 0.2 s"):
        client.complete([{"role": "user", "content": "hi"}], stream=False)


def test_models_are_listed(scripted_llm: ScriptedLLM) -> None:
    assert ChatClient(scripted_llm.openai_base_url, "").list_models() == ["scripted-model"]


# -- settings ----------------------------------------------------------------------------------


def test_options_win_over_config_which_wins_over_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = resolve_home(tmp_path)
    monkeypatch.setenv("OPENAI_BASE_URL", "http://env.example/v1")
    assert resolve_chat_settings(paths).base_url == "http://env.example/v1"
    paths.config_file.write_text(
        "chat:\n  base_url: http://config.example/v1\n  model: cfg\n  api_key_env: MY_KEY\n"
    )
    monkeypatch.setenv("MY_KEY", "k")
    settings = resolve_chat_settings(paths)
    assert (settings.base_url, settings.model, settings.api_key()) == (
        "http://config.example/v1",
        "cfg",
        "k",
    )
    settings = resolve_chat_settings(paths, base_url="http://opt.example/v1", model="opt")
    assert (settings.base_url, settings.model) == ("http://opt.example/v1", "opt")


def test_no_server_anywhere_is_an_error_that_teaches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(ConfigError, match=r"--base-url .*llama-server"):
        resolve_chat_settings(resolve_home(tmp_path))
    with pytest.raises(ConfigError, match="expected an http"):
        resolve_chat_settings(resolve_home(tmp_path), base_url="localhost:8080")


# -- `hermem chat` end to end ------------------------------------------------------------------


def hermem_executable() -> str:
    beside = Path(sys.executable).parent / "hermem"
    found = str(beside) if beside.exists() else shutil.which("hermem")
    if found is None:
        pytest.fail("the `hermem` console script is not installed: run `pip install -e .`")
    return found


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def chat(
    tmp_path: Path, base_url: str, lines: Sequence[str], *options: str
) -> subprocess.CompletedProcess[str]:
    """Run the installed ``hermem chat`` with ``lines`` piped in, in a throwaway home."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "HERMES_"))}
    env.update(
        HERMES_HOME=str(tmp_path / "home"),
        HOME=str(tmp_path / "user-home"),
        PYTHONUTF8="1",
    )
    return subprocess.run(
        [hermem_executable(), "chat", "--base-url", base_url, *options],
        input="".join(f"{line}\n" for line in lines),
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_memory_write_lands_on_disk_in_the_session_store_and_in_the_next_prompt(
    tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.reply_tool_call("memory", ADD_COFFEE)
    scripted_llm.reply_text("Noted: dark roast it is.")
    scripted_llm.reply_text("You like dark roast.")
    ran = chat(
        tmp_path,
        scripted_llm.openai_base_url,
        ["I always drink dark roast coffee", "/memory", "/new", "What coffee do I like?", "/exit"],
        "--model",
        "test",
    )
    assert ran.returncode == 0, ran.stderr
    assert "Noted: dark roast it is." in ran.stdout
    assert f"- {COFFEE}" in ran.stdout  # /memory shows the live store
    assert "You like dark roast." in ran.stdout
    assert (tmp_path / "home/memories/USER.md").read_text(encoding="utf-8") == COFFEE

    first, after_tool, second = scripted_llm.requests
    assert first.body["model"] == "test"
    assert first.tool_names == ["memory", "session_search"]
    assert "persistent memory" in first.system
    assert COFFEE not in first.system  # frozen at session start
    assert first.last_user_text() == "I always drink dark roast coffee"
    assert json.loads(after_tool.tool_results()[0])["success"] is True
    assert COFFEE not in after_tool.system  # the prompt stays the same all session
    assert COFFEE in second.system  # /new: the new session's prompt has the entry

    with hermem.SessionStore.open(tmp_path / "home", semantic="off") as store:
        hits = store.search_messages("dark roast")
        assert {h.content for h in hits} >= {
            "I always drink dark roast coffee",
            "Noted: dark roast it is.",
        }
        assert len({h.session_id for h in store.search_messages("coffee")}) == 2

    scripted_llm.reply_text("Hello again.")
    again = chat(tmp_path, scripted_llm.openai_base_url, ["Hi there, remember me?"])
    assert again.returncode == 0, again.stderr
    assert "Hello again." in again.stdout
    assert COFFEE in scripted_llm.requests[-1].system
    assert scripted_llm.requests[-1].body["model"] == "scripted-model"  # the server's first


def test_past_sessions_are_searchable_with_slash_search(
    tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.reply_text("Kubernetes deploys go through ArgoCD here.")
    ran = chat(
        tmp_path,
        scripted_llm.openai_base_url,
        ["How do we deploy to kubernetes?", "/new", "/search kubernetes", "/help"],
        "--model",
        "test",
    )
    assert ran.returncode == 0, ran.stderr
    searched = ran.stdout.split("(new session", 1)[1]
    assert "How do we deploy to kubernetes?" in searched
    assert "@session:" in searched
    assert "/search QUERY" in searched  # /help


@pytest.mark.parametrize("streamed", [True, False])
def test_echoed_memory_context_split_across_chunks_never_shows(
    tmp_path: Path, scripted_llm: ScriptedLLM, streamed: bool
) -> None:
    block = build_memory_context_block(f"- {SECRET}")
    text = f"Here you go.{block} Anything else?"
    cut = text.index("memory-context")  # split inside the opening and the closing tag
    close = text.index("</memory-context>") + 5
    chunks = [text[:cut], text[cut : cut + 3], text[cut + 3 : close], text[close:]]
    scripted_llm.reply(ScriptedReply(text=text, chunks=chunks))
    options = ["--model", "test"] + ([] if streamed else ["--no-stream"])
    ran = chat(tmp_path, scripted_llm.openai_base_url, ["Tell me"], *options)
    assert ran.returncode == 0, ran.stderr
    assert scripted_llm.requests[0].body.get("stream", False) is streamed
    assert "Here you go. Anything else?" in ran.stdout
    assert SECRET not in ran.stdout + ran.stderr
    assert "memory-context" not in ran.stdout
    with hermem.SessionStore.open(tmp_path / "home", semantic="off") as store:
        assert not store.search_messages(SECRET)  # the logged answer is what was shown


def test_bad_tool_calls_get_an_error_back_and_the_chat_goes_on(
    tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.reply_tool_call("memory", '{"action": "add", "target": ')
    scripted_llm.reply_tool_call("weather", {"city": "Lisbon"})
    scripted_llm.reply_text("Sorry, I could not do that.")
    scripted_llm.reply_text("Second answer.")
    ran = chat(
        tmp_path, scripted_llm.openai_base_url, ["Remember this", "And now?"], "--model", "test"
    )
    assert ran.returncode == 0, ran.stderr
    assert "Sorry, I could not do that." in ran.stdout
    assert "Second answer." in ran.stdout
    results = [json.loads(r) for r in scripted_llm.requests[2].tool_results()]
    assert [r["success"] for r in results] == [False, False]
    assert "not valid JSON" in results[0]["error"]
    assert "unknown tool 'weather'" in results[1]["error"]
    assert not (tmp_path / "home/memories/USER.md").exists()
    assert scripted_llm.requests[3].last_user_text() == "And now?"


def test_recall_goes_with_the_message_sent_but_not_into_the_session_store(
    tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    (tmp_path / "home").mkdir()
    (tmp_path / "home/config.yaml").write_text("memory:\n  provider: local\n")
    scripted_llm.reply_text("Helix is a fine editor.")
    scripted_llm.reply_text("You use Helix.")
    question = "which editor do I use?"
    ran = chat(
        tmp_path,
        scripted_llm.openai_base_url,
        ["I live in Lisbon and my editor is Helix", "/new", question],
        "--model",
        "test",
    )
    assert ran.returncode == 0, ran.stderr
    sent = scripted_llm.requests[-1].last_user_text()
    assert sent.startswith(f"{question}\n\n<memory-context>")
    assert "Helix" in sent.split("<memory-context>", 1)[1]
    with hermem.SessionStore.open(tmp_path / "home", semantic="off") as store:
        logged = [h.content for h in store.search_messages("editor", roles=["user"])]
    assert question in logged
    assert not any("memory-context" in content for content in logged)


def test_a_server_that_is_down_is_reported_and_the_exit_code_says_so(tmp_path: Path) -> None:
    ran = chat(tmp_path, f"http://127.0.0.1:{free_port()}/v1", ["hello?"], "--model", "test")
    assert ran.returncode == 1
    assert "connection refused" in ran.stderr
    assert "Traceback" not in ran.stderr


def test_a_missing_base_url_is_a_usage_error(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "HERMES_"))}
    env.update(HERMES_HOME=str(tmp_path / "home"), HOME=str(tmp_path))
    ran = subprocess.run(
        [hermem_executable(), "chat"], input="", capture_output=True, text=True, env=env, timeout=60
    )
    assert ran.returncode == 2
    assert "--base-url" in ran.stderr
