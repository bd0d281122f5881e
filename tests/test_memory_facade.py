"""hermem.Memory and MemorySession: the few calls an agent makes around each turn."""

from __future__ import annotations

import importlib
import json
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import hermem
from hermem.config import resolve_home, update_config
from hermem.providers.fence import OPEN_TAG


@pytest.fixture
def memory(tmp_path: Path) -> Iterator[hermem.Memory]:
    made = hermem.Memory(tmp_path)
    yield made
    made.close()


def call(session: hermem.MemorySession, name: str, args: object) -> dict[str, object]:
    result: dict[str, object] = json.loads(session.handle_tool_call(name, args))  # type: ignore[arg-type]
    return result


def test_a_write_shows_in_the_next_session_not_the_current_one(memory: hermem.Memory) -> None:
    with memory.start_session(platform="test", user_id="ada") as first:
        assert "Prefers tea" not in first.system_prompt()
        saved = call(first, "memory", {"action": "add", "target": "user", "content": "Prefers tea"})
        assert saved["success"] is True
        assert "Prefers tea" not in first.system_prompt()  # frozen for the session
    with memory.start_session(platform="test") as second:
        prompt = second.system_prompt()
        assert "Prefers tea" in prompt
        assert "session_search" in prompt  # the guidance of spec section 6
        assert "persistent memory" in prompt


def test_tools_in_every_format(memory: hermem.Memory) -> None:
    with memory.start_session() as session:
        openai = session.tools("openai")
        assert {t["function"]["name"] for t in openai} == {"memory", "session_search"}
        assert all(t["type"] == "function" for t in openai)
        anthropic = session.tools(format="anthropic")
        assert {t["name"] for t in anthropic} == {"memory", "session_search"}
        assert all(t["input_schema"]["type"] == "object" for t in anthropic)
        mcp = session.tools(format="mcp")
        assert all("inputSchema" in t for t in mcp)
        with pytest.raises(ValueError, match="unknown tool format 'xml'"):
            session.tools(format="xml")


@pytest.mark.parametrize(
    ("name", "arguments", "error"),
    [
        ("memory", '{"action": "add", "target": ', "JSON"),
        ("memory", "[1, 2]", "object"),
        ("memory", {"action": "explode"}, "action"),
        ("no_such_tool", {}, "unknown tool 'no_such_tool'"),
        ("session_search", '{"limit": "many"}', ""),
    ],
)
def test_bad_tool_calls_get_errors_the_model_can_read(
    memory: hermem.Memory, name: str, arguments: object, error: str
) -> None:
    with memory.start_session() as session:
        result = call(session, name, arguments)
        if name == "session_search" and result.get("success") is not False:
            return  # a lenient tool may accept it; what matters is no exception
        assert result["success"] is False
        assert error in str(result["error"])


def test_raw_json_arguments_are_accepted(memory: hermem.Memory) -> None:
    with memory.start_session() as session:
        raw = json.dumps({"action": "add", "target": "memory", "content": "Repo uses uv"})
        assert call(session, "memory", raw)["success"] is True
    assert "Repo uses uv" in memory.builtin.store("memory").entries()


def test_turns_land_in_the_session_store_and_are_searchable(memory: hermem.Memory) -> None:
    with memory.start_session(platform="test", user_id="ada") as session:
        assert session.before_turn("hello there") == ""  # no provider: no recall
        session.after_turn("My cat is called Miso", "What a lovely name!")
        session.after_turn("thanks", "You're welcome.")
        sid = session.session_id
    stored = memory.sessions.get_session(sid)
    assert stored is not None and stored.ended_at is not None
    assert stored.source == "test" and stored.user_id == "ada"
    contents = [m.content for m in memory.sessions.get_messages(sid)]
    assert contents == ["My cat is called Miso", "What a lovely name!", "thanks", "You're welcome."]
    with memory.start_session() as later:
        found = call(later, "session_search", {"query": "cat name Miso"})
        assert "Miso" in json.dumps(found)


def test_the_local_provider_recalls_across_sessions(tmp_path: Path) -> None:
    update_config(resolve_home(tmp_path), "memory", {"provider": "local"})
    update_config(resolve_home(tmp_path), "providers", {"local": {"semantic": "off"}})
    with hermem.Memory(tmp_path) as memory:
        with memory.start_session(platform="test") as first:
            assert "fact_store" in first.tool_names()
            assert "Local fact memory" in first.system_prompt()
            first.after_turn("I prefer Postgres for new services.", "Noted.")
        with memory.start_session(platform="test") as second:
            recall = second.before_turn("Which database do I prefer for new services?")
            assert recall.startswith(OPEN_TAG)
            assert "Postgres" in recall
            assert second.describe_recall()
            added = call(second, "fact_store", {"action": "add", "content": "Ada lives in Oslo"})
            assert added["success"] is True


def test_context_recall_mode_hides_the_provider_tools(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path)
    update_config(paths, "memory", {"provider": "local", "recall_mode": "context"})
    update_config(paths, "providers", {"local": {"semantic": "off"}})
    with hermem.Memory(tmp_path) as memory, memory.start_session() as session:
        assert "fact_store" not in session.tool_names()
        assert call(session, "fact_store", {"action": "list"})["success"] is False


def test_a_missing_provider_leaves_built_in_memory_working(tmp_path: Path) -> None:
    with (
        hermem.Memory(tmp_path, provider="nonexistent") as memory,
        memory.start_session() as session,
    ):
        assert session.provider_error is not None
        assert "nonexistent" in session.provider_error
        assert call(session, "memory", {"action": "add", "content": "still works"})["success"]


def test_sessions_can_be_used_from_several_threads(memory: hermem.Memory) -> None:
    with memory.start_session() as session:
        errors: list[BaseException] = []

        def worker(n: int) -> None:
            try:
                for i in range(5):
                    session.before_turn(f"question {n}-{i}")
                    call(session, "memory", {"action": "add", "content": f"note {n}-{i}"})
                    session.after_turn(f"question {n}-{i}", f"answer {n}-{i}")
            except BaseException as exc:  # pragma: no cover - reported below
                errors.append(exc)

        threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not errors
        assert session.flush(10)
        sid = session.session_id
    assert len(memory.sessions.get_messages(sid)) == 40
    entries = memory.builtin.store("memory").entries()
    assert {f"note {n}-{i}" for n in range(4) for i in range(5)} <= set(entries)


def test_end_is_idempotent_and_a_late_turn_is_not_recorded(memory: hermem.Memory) -> None:
    session = memory.start_session()
    session.after_turn("one", "two")
    session.end()
    session.end()
    session.after_turn("late", "ignored")
    assert [m.content for m in memory.sessions.get_messages(session.session_id)] == ["one", "two"]


BROKEN_PROVIDERS = '''
import threading, time
from hermem.providers import MemoryProvider

RELEASE = threading.Event()


class Broken(MemoryProvider):
    """Raises in every hook it has."""

    name = "broken"

    def is_available(self):
        return True

    def initialize(self, session_id, **kwargs):
        raise RuntimeError("initialize exploded")

    def system_prompt_block(self):
        raise RuntimeError("prompt exploded")

    def prefetch(self, query, *, session_id=""):
        raise RuntimeError("prefetch exploded")

    def queue_prefetch(self, query, *, session_id=""):
        raise RuntimeError("queue exploded")

    def sync_turn(self, user, assistant, *, session_id="", messages=None):
        raise RuntimeError("sync exploded")

    def get_tool_schemas(self):
        return [{"name": "broken_tool", "description": "d", "parameters": {"type": "object"}}]

    def handle_tool_call(self, tool_name, args, **kwargs):
        raise RuntimeError("tool exploded")

    def on_turn_start(self, turn_number, message, **kwargs):
        raise RuntimeError("turn start exploded")

    def on_session_end(self, messages):
        raise RuntimeError("end exploded")

    def on_memory_write(self, action, target, content, metadata=None):
        raise RuntimeError("mirror exploded")

    def shutdown(self):
        raise RuntimeError("shutdown exploded")


class Hanging(MemoryProvider):
    """Hangs in prefetch until released; slow in sync_turn."""

    name = "hanging"

    def is_available(self):
        return True

    def initialize(self, session_id, **kwargs):
        pass

    def get_tool_schemas(self):
        return []

    def prefetch(self, query, *, session_id=""):
        RELEASE.wait(30)
        return "late"

    def sync_turn(self, user, assistant, *, session_id="", messages=None):
        time.sleep(0.3)
'''


@pytest.fixture
def third_party(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    site = tmp_path / "site"
    (site / "bad_memory").mkdir(parents=True)
    (site / "bad_memory" / "__init__.py").write_text(BROKEN_PROVIDERS, encoding="utf-8")
    dist = site / "bad_memory-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Name: bad-memory\nVersion: 1.0\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text(
        "[hermem.providers]\nbroken = bad_memory:Broken\nhanging = bad_memory:Hanging\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(site))
    sys.modules.pop("bad_memory", None)
    module = importlib.import_module("bad_memory")
    yield module
    module.RELEASE.set()  # type: ignore[attr-defined]
    sys.modules.pop("bad_memory", None)


def test_a_provider_that_raises_everywhere_loses_nothing(
    tmp_path: Path, third_party: object
) -> None:
    home = tmp_path / "home"
    with hermem.Memory(home, provider="broken") as memory:
        with memory.start_session(platform="test") as session:
            assert "broken_tool" in session.tool_names()
            assert session.system_prompt()  # the built-in part is still there
            assert session.before_turn("what do I like?") == ""
            saved = call(session, "memory", {"action": "add", "content": "Likes tea"})
            assert saved["success"] is True
            failed = call(session, "broken_tool", {})
            assert failed["success"] is False and "exploded" in str(failed["error"])
            session.after_turn("what do I like?", "Tea.")
            sid = session.session_id
        assert memory.builtin.store("memory").entries() == ["Likes tea"]
        assert [m.content for m in memory.sessions.get_messages(sid)] == ["what do I like?", "Tea."]


def test_a_hanging_provider_costs_one_timeout_and_a_slow_one_stays_off_the_turn(
    tmp_path: Path, third_party: object
) -> None:
    home = tmp_path / "home"
    with hermem.Memory(home, provider="hanging") as memory:
        session = memory.start_session(platform="test")
        session.manager.prefetch_timeout = 0.2
        started = time.perf_counter()
        assert session.before_turn("first question") == ""
        first = time.perf_counter() - started
        started = time.perf_counter()
        assert session.before_turn("second question") == ""  # skipped while stuck
        second = time.perf_counter() - started
        started = time.perf_counter()
        for n in range(3):
            session.after_turn(f"question {n}", f"answer {n}")  # sync sleeps 0.3 s each
        after = time.perf_counter() - started
        assert first < 1.0 and second < 0.1 and after < 0.2
        third_party.RELEASE.set()  # type: ignore[attr-defined]
        session.end()
        assert len(memory.sessions.get_messages(session.session_id)) == 6
