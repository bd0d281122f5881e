"""What every import does: detect the format, report problems, add nothing twice, and
leave only whole sessions behind when interrupted."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionStore
from hermem.sessions.importers import (
    SessionImportError,
    detect_format,
    import_path,
    parse_path,
)
from support.session_backend import SessionBackend, raw_sql

DATA = Path(__file__).parent.parent / "data" / "sessions"
CLAUDE_FILE = next((DATA / "claude" / "projects").glob("*/*.jsonl"))


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def many_sessions(path: Path, sessions: int, messages: int) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for s in range(sessions):
            for m in range(messages):
                line = {"session_id": f"s{s:04d}", "role": ("user", "assistant")[m % 2]}
                line.update(content=f"session {s} message {m}", timestamp=1e9 + s * 100 + m)
                handle.write(json.dumps(line) + "\n")
    return path


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        (DATA / "hermem.jsonl", "hermem"),
        (DATA / "openai.json", "openai"),
        (DATA / "openai-finetune.jsonl", "openai"),
        (CLAUDE_FILE, "claude-code"),
        (DATA / "chatgpt" / "conversations.json", "chatgpt"),
    ],
)
def test_format_is_detected_from_the_file(path: Path, expected: str) -> None:
    assert detect_format(path) == expected


def test_a_transcript_starting_with_snapshots_is_claude_code(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    snapshot = {"type": "file-history-snapshot", "messageId": "m1", "snapshot": {}}
    path.write_text(json.dumps(snapshot) + "\n" + CLAUDE_FILE.read_text(encoding="utf-8"))
    assert detect_format(path) == "claude-code"


def test_sqlite_header_means_a_hermes_database(tmp_path: Path) -> None:
    db = tmp_path / "anything.bin"
    sqlite3.connect(db).execute("CREATE TABLE t (x)").connection.close()
    assert detect_format(db) == "hermes"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("", "empty file"),
        ("hello world\n", "unrecognized format"),
        ('{"name": "x"}\n{"name": "y"}\n', "unrecognized format"),
    ],
)
def test_unknown_files_are_refused_naming_the_path_and_what_was_expected(
    tmp_path: Path, store: SessionStore, content: str, reason: str
) -> None:
    path = tmp_path / "notes.txt"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SessionImportError) as caught:
        import_path(store, path)
    assert str(caught.value).startswith(f"{path}: {reason}")
    assert "Claude Code transcript" in str(caught.value)
    assert store.stats()["sessions"] == 0


def test_missing_path_unknown_format_and_empty_directory_are_clear_errors(
    tmp_path: Path, store: SessionStore
) -> None:
    with pytest.raises(SessionImportError, match="no such file or directory"):
        import_path(store, tmp_path / "absent.jsonl")
    with pytest.raises(SessionImportError, match="unknown format 'csv'"):
        import_path(store, DATA / "hermem.jsonl", "csv")
    with pytest.raises(SessionImportError, match=r"no \.jsonl or conversations\.json files"):
        import_path(store, tmp_path)


def test_a_directory_imports_every_recognized_file_and_reports_the_rest(
    tmp_path: Path, store: SessionStore
) -> None:
    folder = tmp_path / "inbox"
    shutil.copytree(DATA, folder)
    (folder / "junk.jsonl").write_text('{"hello": 1}\n', encoding="utf-8")
    (folder / "nested").mkdir()
    (folder / "nested" / "conversations.json").write_text('[{"mapping": {', encoding="utf-8")
    report = import_path(store, folder)
    assert report.files == 7
    assert set(report.format.split(",")) == {"chatgpt", "claude-code", "hermem", "openai"}
    assert report.sessions == 2 + 2 + 2 + 2  # chatgpt, claude (with sub-agent), hermem, openai
    assert sorted(p.message.split(" (")[0] for p in report.problems) == [
        "not readable as chatgpt: not valid JSON",
        "unrecognized format",
    ]


def test_importing_the_same_input_twice_adds_nothing(store: SessionStore) -> None:
    first = import_path(store, DATA)
    stats = store.stats()
    again = import_path(store, DATA)
    assert first.messages_added == first.messages > 0
    assert (again.sessions, again.messages) == (first.sessions, first.messages)
    assert (again.sessions_created, again.sessions_updated, again.messages_added) == (0, 0, 0)
    assert store.stats()["messages"] == stats["messages"]


def test_source_overrides_every_imported_session(store: SessionStore) -> None:
    import_path(store, DATA / "hermem.jsonl", source="backup")
    assert {s.source for s in store.list_sessions()} == {"backup"}


def test_progress_is_reported_per_session(store: SessionStore, tmp_path: Path) -> None:
    calls: list[tuple[int, int]] = []
    import_path(
        store, many_sessions(tmp_path / "in.jsonl", 3, 2), progress=lambda *a: calls.append(a)
    )
    assert calls == [(0, 3), (1, 3), (2, 3), (3, 3)]


def test_the_import_is_recorded(store: SessionStore) -> None:
    import_path(store, DATA / "hermem.jsonl")
    import_path(store, DATA / "hermem.jsonl")
    if store.path is not None:
        conn = sqlite3.connect(store.path)
        rows = conn.execute("SELECT format, path, sessions, messages FROM imports").fetchall()
    else:
        rows = raw_sql(
            store,
            "SELECT format, path, sessions, messages FROM hermem.imports"
            " WHERE tenant = %s AND profile = %s",
        )
    assert rows == [("hermem", str((DATA / "hermem.jsonl").absolute()), 2, 6)]


def test_a_parent_missing_from_input_and_store_is_unlinked_and_reported(
    tmp_path: Path, store: SessionStore
) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text(
        json.dumps({"type": "session", "session_id": "kid", "parent_session_id": "gone"})
        + "\n"
        + json.dumps({"session_id": "kid", "role": "user", "content": "hi"})
        + "\n",
        encoding="utf-8",
    )
    report = import_path(store, path)
    assert report.sessions == 1
    assert [p.message for p in report.problems] == [
        "session kid: parent session 'gone' not found: unlinked"
    ]
    assert store.get_session("kid").parent_session_id is None  # type: ignore[union-attr]


def test_an_interrupted_import_keeps_whole_sessions_and_can_be_rerun(
    tmp_path: Path, store: SessionStore
) -> None:
    path = many_sessions(tmp_path / "in.jsonl", 5, 4)

    def stop_after_two(done: int, total: int) -> None:
        if done == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        import_path(store, path, progress=stop_after_two)
    assert [(s.id, s.message_count) for s in store.list_sessions(order="oldest")] == [
        ("s0000", 4),
        ("s0001", 4),
    ]
    report = import_path(store, path)
    assert (report.sessions_created, report.messages_added) == (3, 12)


KILLED_IMPORT = r"""
import sys
from hermem.sessions import SessionStore
from hermem.sessions.importers import import_path

store = SessionStore.open(sys.argv[1], semantic="off")
import_path(store, sys.argv[2], progress=lambda done, total: print(done, flush=True))
"""


def test_a_killed_import_leaves_no_half_written_session(
    tmp_path: Path, session_backend: SessionBackend
) -> None:
    sessions, per_session = 400, 30  # 12,000 messages: several batch commits
    path = many_sessions(tmp_path / "big.jsonl", sessions, per_session)
    home = tmp_path / "home"
    proc = subprocess.Popen(
        [sys.executable, "-c", KILLED_IMPORT, str(home), str(path)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if int(line) >= 150:  # 4,500 messages written: at least two commits made
            break
    os.kill(proc.pid, signal.SIGKILL)  # mid-import, most likely mid-transaction
    proc.wait(timeout=30)
    proc.stdout.close()
    with SessionStore.open(home, semantic="off") as store:
        counts = [
            (s.message_count, len(store.get_messages(s.id)))
            for s in store.list_sessions(limit=sessions)
        ]
        assert 0 < len(counts) < sessions
        assert set(counts) == {(per_session, per_session)}
        report = import_path(store, path)
        assert report.sessions_created == sessions - len(counts)
        assert store.stats()["messages"] == sessions * per_session


def test_parse_path_reads_without_writing(tmp_path: Path) -> None:
    parsed = parse_path(DATA / "hermem.jsonl")
    assert [s.id for s in parsed.sessions] == ["deploy-1", "notes-2"]
    assert parsed.files == [str(DATA / "hermem.jsonl")]
