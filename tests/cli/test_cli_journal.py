"""`hermem history`, `undo` and `reset`: every change is journaled and can be reverted.

Each test runs twice: with the stores and journal in the home's files and state.db, and in
PostgreSQL (config.yaml names the test database and a tenant of the test's own).
"""

from __future__ import annotations

import os
import pty
import subprocess
import uuid
from pathlib import Path

import pytest
from hermem_cli import Hermem


class PostgresHermem(Hermem):
    """A home whose stores and journal are in PostgreSQL; store text is read with SQL."""

    def __init__(self, home: Path, sandbox: Path, url: str) -> None:
        super().__init__(home, sandbox)
        self.url = url
        self.tenant = f"t-{uuid.uuid4().hex[:16]}"
        self.write_config(f"storage:\n  database_url: {url}\n  tenant: {self.tenant}\n")

    def stored(self, target: str) -> str:
        import psycopg

        with psycopg.connect(self.url) as conn:
            row = conn.execute(
                "SELECT content FROM hermem.bounded_stores"
                " WHERE tenant = %s AND profile = 'default' AND target = %s",
                (self.tenant, target),
            ).fetchone()
        assert row is not None and row[0] is not None, f"nothing stored for {target}"
        return str(row[0])

    def memory_text(self) -> str:
        return self.stored("memory")

    def user_text(self) -> str:
        return self.stored("user")


@pytest.fixture(params=["files", pytest.param("postgres", marks=pytest.mark.postgres)])
def cli(request: pytest.FixtureRequest, tmp_path: Path, home: Path) -> Hermem:
    if request.param == "files":
        return Hermem(home, tmp_path)
    return PostgresHermem(home, tmp_path, request.getfixturevalue("pg_url"))


@pytest.fixture
def files_cli(tmp_path: Path, home: Path) -> Hermem:
    return Hermem(home, tmp_path)


def test_history_of_a_fresh_home_says_so(cli: Hermem) -> None:
    ran = cli.ok("history")
    assert ran.out == "No changes journaled yet.\n"


def test_history_lists_changes_newest_first_with_what_changed(cli: Hermem) -> None:
    cli.ok("add", "User likes tea")
    cli.ok("replace", "tea", "User likes coffee")
    lines = cli.ok("history").out.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("#2 ") and " memory " in lines[0] and " replace " in lines[0]
    assert "+1 -1  + 'User likes coffee'  - 'User likes tea'" in lines[0]
    assert lines[1].startswith("#1 ") and " add " in lines[1] and " cli " in lines[1]


def test_history_json_filters_by_target_and_limit(cli: Hermem) -> None:
    cli.seed("a note", "another note")
    cli.seed("Name: Ada", target="user")
    rows = cli.quick_ok("history", "--json", "--target", "memory").json()
    assert [r["id"] for r in rows] == [2, 1]
    assert rows[0]["before"] == "a note" and rows[0]["after"] == "a note\n§\nanother note"
    assert [r["id"] for r in cli.quick_ok("history", "--json", "-n", "1").json()] == [3]


def test_undo_reverts_the_latest_change(cli: Hermem) -> None:
    cli.seed("User likes tea", "Repo uses uv")
    ran = cli.ok("undo")
    assert ran.out == "Undid change #2. memory: 0% — 14/2,200 chars (journal #3)\n"
    assert cli.memory_text() == "User likes tea"
    history = cli.ok("history").out
    assert "(undone by #3)" in history and "(undoes #2)" in history


def test_undo_twice_walks_back_further(cli: Hermem) -> None:
    cli.seed("User likes tea", "Repo uses uv")
    cli.ok("undo")
    cli.ok("undo")
    assert cli.memory_text() == ""


def test_undo_by_id_reverts_that_change(cli: Hermem) -> None:
    cli.seed("User likes tea")
    cli.seed("Name: Ada", target="user")
    ran = cli.ok("undo", "1")
    assert ran.out.startswith("Undid change #1. memory:")
    assert cli.memory_text() == ""
    assert cli.user_text() == "Name: Ada"


def test_undo_target_reverts_the_latest_change_of_that_store(cli: Hermem) -> None:
    cli.seed("Name: Ada", target="user")
    cli.seed("User likes tea")
    ran = cli.ok("undo", "--target", "user")
    assert ran.out.startswith("Undid change #1. user:")
    assert cli.user_text() == ""
    assert cli.memory_text() == "User likes tea"


def test_undo_json_prints_a_tool_shaped_result(cli: Hermem) -> None:
    cli.seed("User likes tea")
    result = cli.quick_ok("undo", "--json").json()
    assert result["success"] is True and result["message"] == "Undid change #1."


def test_undo_of_a_change_overwritten_later_is_refused(cli: Hermem) -> None:
    cli.seed("User likes tea", "Repo uses uv")
    ran = cli("undo", "1")
    assert ran.code == 1, str(ran)
    assert "has changed since change #1" in ran.err
    assert cli.memory_text() == "User likes tea\n§\nRepo uses uv"


def test_undo_of_an_already_undone_change_is_refused(cli: Hermem) -> None:
    cli.seed("User likes tea")
    cli.ok("undo", "1")
    ran = cli("undo", "1")
    assert ran.code == 1
    assert "already undone by #2" in ran.err


def test_undo_of_an_unknown_id_fails(cli: Hermem) -> None:
    cli.seed("User likes tea")
    ran = cli("undo", "99")
    assert ran.code == 1
    assert ran.err == "Error: no change #99 in the journal\n"


def test_undo_with_nothing_to_undo_fails_clearly(cli: Hermem) -> None:
    ran = cli("undo")
    assert ran.code == 1, str(ran)
    assert "nothing to undo" in ran.err
    cli.seed("User likes tea")
    cli.ok("undo")
    again = cli("undo")
    assert again.code == 1 and "nothing to undo" in again.err


def test_reset_yes_empties_both_stores_and_undo_restores_them(cli: Hermem) -> None:
    cli.seed("User likes tea", "Repo uses uv")
    cli.seed("Name: Ada", target="user")
    ran = cli.ok("reset", "--yes")
    assert "This will empty:" in ran.out
    assert "(2 entries, 29 chars)" in ran.out and "(1 entries, 9 chars)" in ran.out
    assert "Memory reset complete." in ran.out
    assert cli.memory_text() == "" and cli.user_text() == ""
    cli.ok("undo")
    cli.ok("undo")
    assert cli.memory_text() == "User likes tea\n§\nRepo uses uv"
    assert cli.user_text() == "Name: Ada"


def test_reset_of_one_store_is_restored_by_one_undo(cli: Hermem) -> None:
    cli.seed("User likes tea")
    cli.seed("Name: Ada", target="user")
    cli.ok("reset", "--target", "memory", "--yes")
    assert cli.memory_text() == ""
    assert cli.user_text() == "Name: Ada"
    cli.ok("undo")
    assert cli.memory_text() == "User likes tea"


def test_reset_of_both_stores_says_how_many_undos_restore_it(cli: Hermem) -> None:
    cli.seed("User likes tea")
    cli.seed("Name: Ada", target="user")
    ran = cli.ok("reset", "--yes")
    assert "`hermem undo` twice" in ran.out


def test_reset_without_yes_and_without_a_tty_is_refused(cli: Hermem) -> None:
    cli.seed("User likes tea")
    ran = cli("reset", input="yes\n")
    assert ran.code == 2, str(ran)
    assert "refusing to reset without confirmation; pass --yes" in ran.err
    assert cli.memory_text() == "User likes tea"
    assert len(cli.quick_ok("history", "--json").json()) == 1


def test_reset_with_nothing_stored_says_so(cli: Hermem) -> None:
    ran = cli.ok("reset", "--yes")
    assert ran.out.startswith("Nothing to reset — no memory entries in ")


@pytest.mark.parametrize("command", [["history"], ["undo"], ["undo", "1"]])
def test_a_damaged_journal_is_a_clear_error_not_a_traceback(
    files_cli: Hermem, command: list[str]
) -> None:
    cli = files_cli
    cli.seed("Repo uses uv")
    (cli.home / "state.db").write_bytes(b"this is not a sqlite database at all" * 4)
    ran = cli(*command)
    assert ran.code == 1, str(ran)
    assert "Traceback" not in ran.err
    assert ran.err == "Error: the journal database (state.db) failed: file is not a database\n"
    assert cli.memory_text() == "Repo uses uv"


def reset_at_a_terminal(cli: Hermem, answer: str) -> subprocess.CompletedProcess[str]:
    """`hermem reset` with its stdin on a pseudo-terminal, answering the prompt."""
    leader, follower = pty.openpty()
    try:
        proc = subprocess.Popen(
            [cli.exe, "--home", str(cli.home), "reset"],
            stdin=follower,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=cli.env,
        )
        os.write(leader, answer.encode())
        out, err = proc.communicate(timeout=60)
    finally:
        os.close(follower)
        os.close(leader)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def test_reset_at_a_terminal_asks_and_goes_ahead_on_yes(cli: Hermem) -> None:
    cli.seed("User likes tea")
    ran = reset_at_a_terminal(cli, "yes\n")
    assert ran.returncode == 0, ran.stderr
    assert "Type 'yes' to confirm" in ran.stdout
    assert "Memory reset complete." in ran.stdout
    assert cli.memory_text() == ""


def test_reset_at_a_terminal_is_cancelled_by_any_other_answer(cli: Hermem) -> None:
    cli.seed("User likes tea")
    ran = reset_at_a_terminal(cli, "y\n")
    assert ran.returncode == 0, ran.stderr
    assert "Cancelled. Nothing was reset." in ran.stdout
    assert cli.memory_text() == "User likes tea"
