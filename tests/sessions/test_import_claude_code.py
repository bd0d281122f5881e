"""Importing Claude Code transcripts (``~/.claude/projects/**/*.jsonl``)."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionStore
from hermem.sessions.importers import import_path, parse_path
from support.session_backend import SessionBackend

DATA = Path(__file__).parent.parent / "data" / "sessions"
PROJECTS = DATA / "claude" / "projects"
SESSION = "5f0c2b1e-8d7a-4c1e-9b1a-2f4e6d8c0a11"
TRANSCRIPT = PROJECTS / "-home-ada-src-api" / f"{SESSION}.jsonl"


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def test_transcript_becomes_one_session_with_text_tool_calls_and_results(
    store: SessionStore,
) -> None:
    report = import_path(store, TRANSCRIPT)
    assert (report.format, report.sessions, report.messages, report.problems) == (
        "claude-code",
        1,
        4,
        [],
    )
    session = store.get_session(SESSION)
    assert session is not None
    assert (session.source, session.title, session.model) == (
        "claude-code",
        "Fix failing login test",
        "claude-sonnet-4-20250514",
    )
    assert session.meta == {
        "cwd": "/home/ada/src/api",
        "git_branch": "main",
        "claude_code_version": "1.0.30",
    }
    assert session.started_at == 1748779200.0  # 2025-06-01T12:00:00Z
    user, call, result, answer = store.get_messages(SESSION)
    assert (user.role, user.content) == ("user", "The test_login test fails, can you fix it?")
    assert user.external_id == "c0ffee01-0000-4000-8000-000000000001"
    assert (call.role, call.content) == ("assistant", "Let me run the test.")
    assert call.tool_calls == [
        {
            "id": "toolu_01",
            "type": "function",
            "function": {
                "name": "Bash",
                "arguments": json.dumps(
                    {
                        "command": "pytest tests/test_login.py -q",
                        "description": "Run the login test",
                    }
                ),
            },
        }
    ]
    assert call.flags == {"reasoning": "Run the test first to see the error."}
    assert (result.role, result.tool_name) == ("tool", "Bash")
    assert result.content == "FAILED tests/test_login.py::test_login - KeyError: 'token'"
    assert result.flags == {"tool_call_id": "toolu_01", "is_error": True}
    assert answer.content.startswith("The login handler reads `token`")
    assert session.tool_call_count == 1


def test_meta_snapshot_and_system_lines_are_not_messages(store: SessionStore) -> None:
    import_path(store, TRANSCRIPT)
    contents = " ".join(m.content for m in store.get_messages(SESSION))
    assert "Caveat" not in contents and "compacted" not in contents


def test_projects_tree_links_subagent_sessions_to_their_parent(store: SessionStore) -> None:
    report = import_path(store, PROJECTS.parent)  # ~/.claude itself works as well
    assert (report.files, report.sessions, report.problems) == (2, 2, [])
    child = store.get_session(f"{SESSION}:a7e3f1")
    assert child is not None and child.parent_session_id == SESSION
    assert store.root_of(child.id) == SESSION
    hits = store.search_sessions("payload token", mode="lexical")
    assert hits and hits[0].session_id == SESSION


def test_reimporting_a_grown_transcript_adds_only_new_entries(
    tmp_path: Path, store: SessionStore
) -> None:
    copy = tmp_path / f"{SESSION}.jsonl"
    shutil.copy(TRANSCRIPT, copy)
    import_path(store, copy)
    entry = {
        "type": "user",
        "sessionId": SESSION,
        "uuid": "c0ffee06-0000-4000-8000-000000000006",
        "timestamp": "2025-06-01T12:05:00.000Z",
        "message": {"role": "user", "content": [{"type": "text", "text": "Thanks, commit it."}]},
    }
    with copy.open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(entry) + "\n")
    report = import_path(store, copy)
    assert (report.sessions_created, report.messages_added) == (0, 1)
    assert store.get_messages(SESSION)[-1].content == "Thanks, commit it."


def test_malformed_lines_are_reported_with_line_numbers(tmp_path: Path) -> None:
    bad = tmp_path / "t.jsonl"
    lines = TRANSCRIPT.read_text(encoding="utf-8").splitlines()
    lines.insert(2, '{"type": "user", "sessionId": "x", "message": ')
    lines.insert(4, '{"type": "assistant", "sessionId": "x", "message": "not an object"}')
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    parsed = parse_path(bad)
    assert [p.line for p in parsed.problems] == [3, 5]
    assert "not JSON" in parsed.problems[0].message
    assert "without a message" in parsed.problems[1].message
    assert sum(len(s.messages) for s in parsed.sessions) == 4
