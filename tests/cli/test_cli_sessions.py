"""`hermem sessions ...`: list, show, search, import, export, delete, stats.

Each test runs on both session-store backends: the home's state.db, and PostgreSQL (the
home's config.yaml names the test database and a tenant of the test's own).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hermem_cli import Hermem

from support.session_backend import SessionBackend

DATA = Path(__file__).parent.parent / "data" / "sessions"


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def home(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    home = tmp_path / "home"
    if request.param == "postgres":
        SessionBackend("postgres", request.getfixturevalue("pg_url")).configure(home)
    return home


def test_group_help_teaches_with_examples(cli: Hermem) -> None:
    out = cli.quick_ok("sessions", "--help").out
    assert "hermem sessions import ~/.claude/projects" in out
    assert "hermem sessions search" in out and "claude-code" in out
    for command in ("list", "show", "search", "import", "export", "delete", "stats", "embed"):
        assert f"  {command} " in out


def test_list_of_an_empty_store_says_how_to_fill_it(cli: Hermem) -> None:
    ran = cli.quick_ok("sessions", "list")
    assert ran.out == "No sessions yet. Import some with `hermem sessions import PATH`.\n"


def test_import_then_list_show_and_stats(cli: Hermem) -> None:
    ran = cli.ok("sessions", "import", str(DATA / "hermem.jsonl"))
    assert ran.out == (
        "Imported 2 sessions (2 new, 0 updated) and 6 new messages (0 already present)"
        f" from {DATA / 'hermem.jsonl'} [hermem].\n"
    )
    assert ran.err == ""  # no progress bar when stderr is not a terminal
    lines = cli.quick_ok("sessions", "list").out.splitlines()
    assert [line.split()[0] for line in lines] == ["notes-2", "deploy-1"]  # most recent first
    assert "cli" in lines[1] and "4 msgs" in lines[1] and lines[1].endswith("Deploying the API")
    listed = cli.quick_ok("sessions", "list", "--json", "--source", "telegram").json()
    assert [s["id"] for s in listed] == ["notes-2"]
    shown = cli.quick_ok("sessions", "show", "dep").out  # a unique prefix
    assert shown.startswith("Session deploy-1  [cli]  Deploying the API\n")
    assert "4 messages · 1 tool calls · model gpt-4o" in shown
    assert '→ terminal({"command": "make deploy ENV=staging"})' in shown
    assert "tool (terminal)\n  deployed build 42 to staging" in shown
    stats = cli.quick_ok("sessions", "stats", "--json").json()
    assert (stats["sessions"], stats["messages"]) == (2, 6)
    assert stats["sessions_by_source"] == {"cli": 1, "telegram": 1}
    text = cli.quick_ok("sessions", "stats").out
    assert "Sessions:  2" in text and "By source: cli 1, telegram 1" in text


def test_reimport_reports_everything_already_present(cli: Hermem) -> None:
    cli.quick_ok("sessions", "import", str(DATA / "hermem.jsonl"))
    report = cli.quick_ok("sessions", "import", str(DATA / "hermem.jsonl"), "--json").json()
    assert report["sessions"] == 2 and report["sessions_created"] == 0
    assert report["messages"] == 6 and report["messages_added"] == 0


def test_bad_lines_are_warned_with_line_numbers_and_skipped(cli: Hermem, tmp_path: Path) -> None:
    path = tmp_path / "chat.jsonl"
    good = {"session_id": "s", "role": "user", "content": "hello"}
    path.write_text(json.dumps(good) + "\n{oops\n" + json.dumps(good | {"content": "bye"}) + "\n")
    ran = cli.quick_ok("sessions", "import", str(path))
    assert "2 new messages" in ran.out
    assert ran.err.startswith(f"warning: {path}:2: not JSON (")
    report = cli.quick_ok("sessions", "import", str(path), "--json").json()
    assert [(p["line"], p["path"]) for p in report["problems"]] == [(2, str(path))]


def test_unreadable_inputs_fail_with_one_clear_line(cli: Hermem, tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("just some text\n", encoding="utf-8")
    ran = cli("sessions", "import", str(notes))
    assert ran.code == 1
    assert ran.err.startswith(f"Error: {notes}: unrecognized format (expected hermem JSONL")
    assert ran.err.count("\n") == 1
    missing = cli.quick("sessions", "import", str(tmp_path / "absent.jsonl"))
    assert (missing.code, missing.err) == (
        1,
        f"Error: {tmp_path / 'absent.jsonl'}: no such file or directory\n",
    )
    wrong = cli.quick("sessions", "import", str(DATA / "hermem.jsonl"), "--format", "hermes")
    assert wrong.code == 1 and "cannot open as a SQLite database" in wrong.err
    assert cli.quick_ok("sessions", "stats", "--json").json()["sessions"] == 0


def test_an_input_with_only_bad_lines_fails(cli: Hermem, tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"session_id": "s", "role": "user", "content": "x"}\n', encoding="utf-8")
    ran = cli.quick("sessions", "import", str(path), "--format", "claude-code")
    assert ran.code == 1 and "not a Claude Code entry" in ran.err


def test_progress_bar_on_request(cli: Hermem) -> None:
    ran = cli.ok("sessions", "import", str(DATA / "claude"), "--progress")
    assert "Importing sessions" in ran.err
    assert "Imported 2 sessions" in ran.out and "[claude-code]" in ran.out


def test_source_and_format_options(cli: Hermem) -> None:
    ran = cli.quick_ok(
        "sessions",
        "import",
        str(DATA / "openai-finetune.jsonl"),
        "--format",
        "openai",
        "--source",
        "finetune",
    )
    assert "[openai]" in ran.out
    assert {s["source"] for s in cli.quick_ok("sessions", "list", "--json").json()} == {"finetune"}


def test_search_messages_and_sessions(cli: Hermem) -> None:
    cli.quick_ok("sessions", "import", str(DATA))
    hits = cli.quick_ok(
        "sessions", "search", "staging", "--json", "--mode", "lexical", "--limit", "3"
    ).json()
    assert hits and len(hits) <= 3
    assert {h["session_id"] for h in hits} <= {"deploy-1", "notes-2"}
    only_tool = cli.quick_ok(
        "sessions", "search", "staging", "--role", "tool", "--json", "--mode", "lexical"
    ).json()
    assert [h["content"] for h in only_tool] == ["deployed build 42 to staging"]
    text = cli.quick_ok("sessions", "search", "sourdough", "--mode", "lexical").out
    assert text.startswith("6650a1b2-0000-4000-8000-00000000c0a1  ")
    assert ">>>sourdough<<<" in text
    groups = cli.quick_ok(
        "sessions", "search", "token", "--level", "session", "--json", "--mode", "lexical"
    ).json()
    assert groups[0]["session_id"] == "5f0c2b1e-8d7a-4c1e-9b1a-2f4e6d8c0a11"
    none = cli.quick_ok(
        "sessions", "search", "sourdough", "--source", "telegram", "--mode", "lexical"
    )
    assert none.out == "No matches.\n"


def test_show_unknown_or_ambiguous_id_fails(cli: Hermem) -> None:
    cli.quick_ok("sessions", "import", str(DATA / "chatgpt"))
    ran = cli.quick("sessions", "show", "6650a1b2")  # both conversations start so
    assert ran.code == 1
    assert ran.err == (
        "Error: no session '6650a1b2' (or several start with it): see `hermem sessions list`\n"
    )
    shown = cli.quick_ok("sessions", "show", "6650a1b2-0000-4000-8000-00000000c0a2", "--json")
    data = shown.json()
    assert data["session"]["title"] == "Compound interest"
    assert [m["role"] for m in data["messages"]] == ["user", "assistant", "tool", "assistant"]


def test_export_to_stdout_imports_into_another_home(cli: Hermem, tmp_path: Path) -> None:
    cli.quick_ok("sessions", "import", str(DATA / "hermem.jsonl"))
    exported = cli.quick_ok("sessions", "export")
    assert exported.err == "Exported 2 sessions (6 messages) to standard output.\n"
    backup = tmp_path / "backup.jsonl"
    backup.write_text(exported.out, encoding="utf-8")
    other = Hermem(tmp_path / "other", tmp_path)
    other.quick_ok("sessions", "import", str(backup))
    again = other.quick_ok("sessions", "export").out
    assert again == exported.out


def test_export_to_a_file_by_session_prefix(cli: Hermem, tmp_path: Path) -> None:
    cli.quick_ok("sessions", "import", str(DATA / "hermem.jsonl"))
    out = tmp_path / "one.jsonl"
    ran = cli.quick_ok("sessions", "export", "--out", str(out), "--session", "notes")
    assert ran.err == f"Exported 1 sessions (2 messages) to {out}.\n" and ran.out == ""
    ids = {json.loads(line)["session_id"] for line in out.read_text().splitlines()}
    assert ids == {"notes-2"}


def test_delete_asks_first_unless_yes(cli: Hermem) -> None:
    cli.quick_ok("sessions", "import", str(DATA / "hermem.jsonl"))
    refused = cli.quick("sessions", "delete", "notes-2", input="n\n")
    assert refused.code == 1 and "nothing deleted" in refused.err
    no_answer = cli.quick("sessions", "delete", "notes-2")
    assert no_answer.code == 1 and "nothing deleted" in no_answer.err
    assert len(cli.quick_ok("sessions", "list", "--json").json()) == 2
    confirmed = cli.quick_ok("sessions", "delete", "notes", input="y\n")
    assert confirmed.out == "Deleted session notes-2 (2 messages, 'DB notes').\n"
    assert cli.quick_ok("sessions", "delete", "deploy-1", "--yes").out.startswith(
        "Deleted session deploy-1 (4 messages"
    )
    assert cli.quick_ok("sessions", "list", "--json").json() == []
    gone = cli.quick("sessions", "delete", "deploy-1", "--yes")
    assert gone.code == 1 and "no session 'deploy-1'" in gone.err


def test_sessions_embed_backfills_every_message(cli: Hermem) -> None:
    pytest.importorskip("onnxruntime", reason="the embed extra is not installed")
    from hermem.sessions import SessionStore

    with SessionStore.open(cli.home, semantic="off") as store:
        sid = store.start_session("s1")
        store.append_message(sid, "user", "the deploy uses helm charts")
        store.append_message(sid, "assistant", "and the staging cluster runs on k3s")
    assert "Embedded 2 message(s)" in cli.ok("sessions", "embed").out
    assert "Embedded 0 message(s)" in cli.ok("sessions", "embed").out
