"""Importing a ChatGPT data export (``conversations.json``, or the export's zip)."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionStore
from hermem.sessions.importers import SessionImportError, import_path, parse_path
from hermem.sessions.importers.chatgpt import visible_branch
from support.session_backend import SessionBackend

DATA = Path(__file__).parent.parent / "data" / "sessions"
EXPORT = DATA / "chatgpt" / "conversations.json"
SOURDOUGH = "6650a1b2-0000-4000-8000-00000000c0a1"
INTEREST = "6650a1b2-0000-4000-8000-00000000c0a2"


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def test_each_conversation_becomes_a_session_along_its_visible_branch(
    store: SessionStore,
) -> None:
    report = import_path(store, EXPORT)
    assert (report.format, report.sessions, report.messages, report.problems) == (
        "chatgpt",
        2,
        6,
        [],
    )
    session = store.get_session(SOURDOUGH)
    assert session is not None
    assert (session.source, session.title, session.model, session.started_at) == (
        "chatgpt",
        "Sourdough starter",
        "gpt-4o",
        1700000000.0,
    )
    messages = store.get_messages(SOURDOUGH)
    # The edited question and its answer; the abandoned branch and hidden system node are not.
    assert [(m.role, m.content) for m in messages] == [
        ("user", "How often should I feed a sourdough starter kept in the fridge?"),
        ("assistant", "Once a week when it lives in the fridge."),
    ]
    assert [m.external_id for m in messages] == ["u2", "a2"]
    assert messages[0].timestamp == 1700000100.0


def test_code_interpreter_turns_become_tool_call_and_tool_result(store: SessionStore) -> None:
    import_path(store, EXPORT)
    _question, call, output, answer = store.get_messages(INTEREST)
    assert call.role == "assistant" and call.content == ""
    assert call.tool_calls == [
        {"type": "function", "function": {"name": "python", "arguments": "1000 * 1.05 ** 10"}}
    ]
    assert (output.role, output.tool_name, output.content) == (
        "tool",
        "python",
        "1628.894626777442",
    )
    assert answer.content == "About 1,628.89."


def test_visible_branch_without_current_node_follows_the_latest_children() -> None:
    mapping = {
        "r": {"parent": None, "children": ["a", "b"]},
        "a": {"parent": "r", "children": []},
        "b": {"parent": "r", "children": ["c"]},
        "c": {"parent": "b", "children": []},
    }
    assert visible_branch(mapping, None) == ["r", "b", "c"]
    assert visible_branch(mapping, "a") == ["r", "a"]


def test_the_export_zip_is_read_directly(tmp_path: Path, store: SessionStore) -> None:
    archive = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(archive, "w") as handle:
        handle.write(EXPORT, "conversations.json")
        handle.writestr("chat.html", "<html></html>")
    assert import_path(store, archive).sessions == 2


def test_reimport_adds_nothing(store: SessionStore) -> None:
    import_path(store, EXPORT)
    again = import_path(store, EXPORT)
    assert (again.sessions_created, again.messages_added) == (0, 0)


def test_a_broken_conversation_is_skipped_and_the_rest_imported(tmp_path: Path) -> None:
    data = json.loads(EXPORT.read_text(encoding="utf-8"))
    data.insert(1, {"title": "no mapping here"})
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    parsed = parse_path(path)
    assert len(parsed.sessions) == 2
    assert [p.message for p in parsed.problems] == ["conversation 2: no 'mapping': skipped"]


def test_truncated_export_is_refused_by_name(tmp_path: Path, store: SessionStore) -> None:
    path = tmp_path / "conversations.json"
    path.write_text(EXPORT.read_text(encoding="utf-8")[:500], encoding="utf-8")
    with pytest.raises(SessionImportError, match=r"conversations\.json: not valid JSON"):
        import_path(store, path)
