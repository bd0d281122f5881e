"""Exporting sessions as hermem JSONL, and importing the export back."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hermem.sessions import SessionError, SessionStore
from hermem.sessions.export import export_sessions
from hermem.sessions.importers import import_path
from support.session_backend import SessionBackend

DATA = Path(__file__).parent.parent / "data" / "sessions"
CALLS = [{"id": "c1", "type": "function", "function": {"name": "ls", "arguments": "{}"}}]


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def seed(store: SessionStore) -> None:
    """Sessions written live through the API (no external ids) and by an import."""
    store.start_session(
        "live", source="cli", model="m1", title="Live", started_at=100.0, meta={"cwd": "/w"}
    )
    store.append_message("live", "user", "list the files ✓", timestamp=101.0)
    store.append_message("live", "assistant", "", tool_calls=CALLS, timestamp=102.0)
    store.append_message("live", "tool", "a.txt\nb.txt", tool_name="ls", timestamp=103.0)
    store.end_session("live", "user_exit", ended_at=110.0)
    store.start_session("child", source="cli", parent_session_id="live", started_at=120.0)
    store.append_message("child", "user", "sub task", timestamp=121.0, external_id="x-1")
    import_path(store, DATA / "hermem.jsonl")


def snapshot(store: SessionStore) -> list[dict[str, Any]]:
    """Everything a session carries, minus store-local row ids."""
    out = []
    for session in store.list_sessions(order="oldest", limit=1000):
        data = session.as_dict()
        data["messages"] = [
            {k: v for k, v in m.as_dict().items() if k not in ("id", "external_id")}
            for m in store.get_messages(session.id)
        ]
        out.append(data)
    return sorted(out, key=lambda d: d["id"])


def test_export_writes_a_session_line_then_its_messages(store: SessionStore) -> None:
    seed(store)
    buffer = io.StringIO()
    report = export_sessions(store, buffer, ["live"])
    lines = [json.loads(line) for line in buffer.getvalue().splitlines()]
    assert (report.sessions, report.messages) == (1, 3)
    assert lines[0] == {
        "type": "session",
        "session_id": "live",
        "source": "cli",
        "model": "m1",
        "title": "Live",
        "started_at": 100.0,
        "ended_at": 110.0,
        "end_reason": "user_exit",
        "meta": {"cwd": "/w"},
    }
    assert lines[1] == {
        "session_id": "live",
        "role": "user",
        "content": "list the files ✓",
        "timestamp": 101.0,
        "external_id": lines[1]["external_id"],
    }
    assert lines[1]["external_id"].startswith("h:")  # derived from the content, as on import
    assert lines[2]["tool_calls"] == CALLS and lines[3]["tool_name"] == "ls"


def test_export_then_import_into_an_empty_store_reproduces_every_session(
    tmp_path: Path, store: SessionStore
) -> None:
    seed(store)
    out = tmp_path / "backup.jsonl"
    export_sessions(store, out)
    with SessionStore.open(tmp_path / "restored", semantic="off") as restored:
        report = import_path(restored, out)
        assert report.problems == [] and report.format == "hermem"
        assert snapshot(restored) == snapshot(store)
        again = tmp_path / "again.jsonl"
        export_sessions(restored, again)
    assert again.read_text(encoding="utf-8") == out.read_text(encoding="utf-8")


def test_importing_an_export_into_its_own_store_adds_nothing(
    tmp_path: Path, store: SessionStore
) -> None:
    seed(store)
    out = tmp_path / "backup.jsonl"
    export_sessions(store, out)
    report = import_path(store, out)
    assert (report.sessions_created, report.messages_added) == (0, 0)


def test_export_filters_by_source_and_session(store: SessionStore) -> None:
    seed(store)
    buffer = io.StringIO()
    export_sessions(store, buffer, source="telegram")
    ids = {json.loads(line)["session_id"] for line in buffer.getvalue().splitlines()}
    assert ids == {"notes-2"}
    with pytest.raises(SessionError, match="no session 'nope'"):
        export_sessions(store, io.StringIO(), ["nope"])


def test_a_failed_export_leaves_no_partial_file(tmp_path: Path, store: SessionStore) -> None:
    seed(store)
    out = tmp_path / "backup.jsonl"
    out.write_text("previous backup\n", encoding="utf-8")
    with pytest.raises(SessionError):
        export_sessions(store, out, ["live", "nope"])
    assert out.read_text(encoding="utf-8") == "previous backup\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".backup")] == []
