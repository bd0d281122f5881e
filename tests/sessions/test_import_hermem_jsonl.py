"""Importing hermem JSONL: one message per line, sessions grouped by ``session_id``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionStore
from hermem.sessions.importers import import_path, parse_path
from support.session_backend import SessionBackend

DATA = Path(__file__).parent.parent / "data" / "sessions"


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def write_lines(path: Path, *lines: object) -> Path:
    path.write_text(
        "".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines),
        encoding="utf-8",
    )
    return path


def test_interleaved_lines_group_into_sessions_with_their_fields(store: SessionStore) -> None:
    report = import_path(store, DATA / "hermem.jsonl")
    assert (report.format, report.sessions, report.messages, report.problems) == (
        "hermem",
        2,
        6,
        [],
    )
    deploy = store.get_session("deploy-1")
    notes = store.get_session("notes-2")
    assert deploy is not None and notes is not None
    assert (deploy.source, deploy.title, deploy.model, deploy.started_at) == (
        "cli",
        "Deploying the API",
        "gpt-4o",
        1717000000.0,
    )
    assert (notes.source, notes.title) == ("telegram", "DB notes")
    assert notes.started_at == 1717056000.0  # from the first message's ISO timestamp
    messages = store.get_messages("deploy-1")
    assert [m.external_id for m in messages] == ["u1", "a1", "t1", "a2"]
    assert messages[1].tool_calls[0]["function"]["name"] == "terminal"
    assert (messages[2].tool_name, messages[2].flags) == ("terminal", {"tool_call_id": "call_1"})
    assert deploy.tool_call_count == 1


def test_lines_without_external_id_get_a_content_id_and_missing_times_the_previous(
    store: SessionStore,
) -> None:
    import_path(store, DATA / "hermem.jsonl")
    messages = store.get_messages("notes-2")
    first, second = (m.external_id or "" for m in messages)
    assert first.startswith("h:") and second.startswith("h:") and first != second
    assert messages[1].timestamp == messages[0].timestamp == 1717056000.0


def test_content_ids_survive_edits_and_other_files_of_the_same_session(
    tmp_path: Path, store: SessionStore
) -> None:
    def line(text: str) -> dict[str, str]:
        return {"session_id": "daily", "role": "user", "content": text}

    monday = write_lines(tmp_path / "mon.jsonl", line("standup"), line("ok"), line("ok"))
    tuesday = write_lines(tmp_path / "tue.jsonl", line("standup"), line("retro"))
    import_path(store, monday)
    assert [m.external_id for m in store.get_messages("daily")][2].endswith(":2")  # a repeat
    assert import_path(store, tuesday).messages_added == 1  # "standup" is the same message
    write_lines(monday, line("planning"), line("standup"), line("ok"), line("ok"))
    assert import_path(store, monday).messages_added == 1  # a line inserted on top
    assert [m.content for m in store.get_messages("daily")] == [
        "standup",
        "ok",
        "ok",
        "retro",
        "planning",
    ]


def test_bad_lines_are_reported_with_line_numbers_and_skipped(tmp_path: Path) -> None:
    path = write_lines(
        tmp_path / "in.jsonl",
        {"session_id": "s", "role": "user", "content": "fine"},
        "{not json",
        ["a", "list"],
        {"role": "user", "content": "no session"},
        {"session_id": "s", "content": "no role"},
        {"session_id": "s", "type": "event", "role": "user"},
        {"session_id": "s", "role": "assistant", "content": "also fine"},
    )
    with path.open("ab") as handle:
        handle.write(b'{"session_id": "s", "role": "user", "content": "\xff"}\n')
    parsed = parse_path(path)
    assert [(p.line, p.message) for p in parsed.problems] == [
        (2, parsed.problems[0].message),
        (3, "expected a JSON object: line skipped"),
        (4, "no session_id: line skipped"),
        (5, "no role (user, assistant, system or tool): line skipped"),
        (6, "unknown type 'event' (expected 'message' or 'session'): line skipped"),
        (8, "not UTF-8 text: line skipped"),
    ]
    assert parsed.problems[0].message.startswith("not JSON")
    assert str(parsed.problems[1]) == f"{path}:3: expected a JSON object: line skipped"
    assert [m["content"] for m in parsed.sessions[0].messages] == ["fine", "also fine"]


def test_a_grown_file_adds_only_the_new_lines(tmp_path: Path, store: SessionStore) -> None:
    line = {"session_id": "s", "role": "user", "content": "one"}
    path = write_lines(tmp_path / "in.jsonl", line)
    import_path(store, path)
    write_lines(path, line, {"session_id": "s", "role": "assistant", "content": "two"})
    report = import_path(store, path)
    assert (report.sessions_updated, report.messages_added) == (1, 1)
    assert [m.content for m in store.get_messages("s")] == ["one", "two"]


def test_non_text_content_is_kept_as_json(tmp_path: Path, store: SessionStore) -> None:
    content = {"type": "image", "url": "x.png"}
    path = write_lines(
        tmp_path / "in.jsonl", {"session_id": "s", "role": "user", "content": content}
    )
    import_path(store, path)
    assert json.loads(store.get_messages("s")[0].content) == content
