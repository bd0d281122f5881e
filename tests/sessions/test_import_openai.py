"""Importing OpenAI chat-format JSON and JSONL."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionStore
from hermem.sessions.importers import SessionImportError, import_path, parse_path
from support.session_backend import SessionBackend

DATA = Path(__file__).parent.parent / "data" / "sessions"


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def test_json_list_of_conversations_keeps_tool_calls_and_results(store: SessionStore) -> None:
    report = import_path(store, DATA / "openai.json")
    assert (report.format, report.sessions, report.messages, report.problems) == (
        "openai",
        2,
        8,
        [],
    )
    session = store.get_session("chat-weather")
    assert session is not None
    assert (session.source, session.title, session.model, session.started_at) == (
        "openai",
        "Weather in Paris",
        "gpt-4o-mini",
        1718000000.0,
    )
    system, user, call, result, answer = store.get_messages("chat-weather")
    assert system.role == "system"
    assert user.content == "What's the weather in Paris?\n[image_url]"
    assert call.tool_calls[0]["function"]["name"] == "get_weather"
    assert (result.role, result.tool_name, result.flags) == (
        "tool",
        "get_weather",
        {"tool_call_id": "call_w1"},
    )
    assert answer.content == "It is 18 °C and cloudy in Paris."
    assert session.tool_call_count == 1


def test_conversation_without_id_gets_a_content_derived_id(tmp_path: Path) -> None:
    first = parse_path(DATA / "openai.json").sessions[1]
    assert first.id.startswith("openai-")
    assert [m["role"] for m in first.messages] == ["system", "user", "assistant"]  # developer
    moved = tmp_path / "elsewhere.json"
    moved.write_bytes((DATA / "openai.json").read_bytes())
    os.utime(moved, (1, 1))
    assert parse_path(moved).sessions[1].id == first.id  # path and mtime do not matter


def test_finetune_jsonl_is_one_session_per_line(store: SessionStore) -> None:
    report = import_path(store, DATA / "openai-finetune.jsonl")
    assert (report.format, report.sessions, report.messages) == ("openai", 2, 4)
    assert import_path(store, DATA / "openai-finetune.jsonl").messages_added == 0


def test_jsonl_of_bare_messages_is_one_conversation(tmp_path: Path, store: SessionStore) -> None:
    path = tmp_path / "chat.jsonl"
    lines = [
        {"role": "user", "content": "ping"},
        {"role": "assistant", "content": "pong", "timestamp": 1700000000},
        "oops",
    ]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n{broken\n", encoding="utf-8")
    report = import_path(store, path)
    assert (report.sessions, report.messages) == (1, 2)
    assert [(p.line, p.message.split(":")[0]) for p in report.problems] == [
        (3, "expected a message ({role, content}) or a conversation ({messages"),
        (4, "not JSON (Expecting property name enclosed in double quotes"),
    ]


def test_a_message_without_role_is_reported_and_skipped(tmp_path: Path) -> None:
    path = tmp_path / "conv.json"
    path.write_text(
        json.dumps({"messages": [{"role": "user", "content": "hi"}, {"content": "who?"}]}),
        encoding="utf-8",
    )
    parsed = parse_path(path)
    assert len(parsed.sessions[0].messages) == 1
    assert [p.message for p in parsed.problems] == ["message 2: no role: message skipped"]


def test_json_that_is_not_chat_format_is_refused_by_name(
    tmp_path: Path, store: SessionStore
) -> None:
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"messages": "nope", "role": 3}), encoding="utf-8")
    with pytest.raises(SessionImportError, match=r"config\.json: not OpenAI chat format"):
        import_path(store, path, "openai")
