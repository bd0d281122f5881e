"""Edits made outside hermem are adopted on the next write (journaled; backed up if lossy)."""

from __future__ import annotations

import os
import re
import stat
import subprocess
from typing import Any

import pytest

from hermem.store.builtin import BuiltinMemory
from hermem.store.tool import MemoryTool

from .conftest import Home


def call(tool: MemoryTool, **args: Any) -> dict[str, Any]:
    result = tool.handle(args)
    assert result["success"], result
    return result


def shell(command: str, path: os.PathLike[str]) -> None:
    subprocess.run(["sh", "-c", command, "sh", os.fspath(path)], check=True)


def test_editor_edit_is_adopted_and_journaled_as_external(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    home.write("alpha, edited by hand\n§\nnew by hand")
    result = call(tool, action="add", content="beta")
    assert "drift_backup" not in result
    assert result["notices"] == [
        "Adopted changes made to MEMORY.md outside hermem (journaled as external)."
    ]
    assert result["entry_count"] == 3
    assert home.text() == "alpha, edited by hand\n§\nnew by hand\n§\nbeta"
    add, external, first = memory.history()
    assert (external.action, external.origin) == ("external", "external")
    assert external.before == "alpha"
    assert external.after == "alpha, edited by hand\n§\nnew by hand"
    assert add.before == external.after
    assert first.action == "add"
    assert home.backups() == []


@pytest.mark.file_backend_only
def test_shell_echo_append_is_adopted(tool: MemoryTool, home: Home) -> None:
    call(tool, action="add", content="alpha")
    call(tool, action="add", content="beta")
    shell('echo "x" >> "$1"', home.file())
    assert home.text() == "alpha\n§\nbetax\n"
    result = call(tool, action="add", content="gamma")
    assert "drift_backup" not in result  # a trailing newline alone is lossless
    assert home.entries() == ["alpha", "betax", "gamma"]


@pytest.mark.file_backend_only
def test_shell_append_of_a_new_entry_is_adopted(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    shell(r'printf "\n§\nappended by a script\n" >> "$1"', home.file())
    call(tool, action="remove", old_text="alpha")
    assert home.entries() == ["appended by a script"]
    assert [e.action for e in memory.history()] == ["remove", "external", "add"]


def test_replace_and_remove_adopt_too_instead_of_refusing(tool: MemoryTool, home: Home) -> None:
    call(tool, action="add", content="alpha")
    home.write("alpha\n§\nbeta by hand")
    call(tool, action="replace", old_text="beta", content="beta, fixed")
    assert home.entries() == ["alpha", "beta, fixed"]
    home.write("alpha\n§\nbeta, fixed\n§\ngamma by hand")
    call(tool, action="remove", old_text="alpha")
    assert home.entries() == ["beta, fixed", "gamma by hand"]


@pytest.mark.file_backend_only
def test_duplicates_are_backed_up_with_the_exact_old_bytes(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    raw = "alpha\n§\nbeta\n§\nalpha\n§\nbeta  \n".encode()
    home.write(raw)
    result = call(tool, action="add", content="gamma")
    backup = result["drift_backup"]
    assert re.fullmatch(r".*/MEMORY\.md\.bak\.\d+", backup)
    with open(backup, "rb") as handle:
        assert handle.read() == raw
    assert stat.S_IMODE(os.stat(backup).st_mode) == 0o600
    assert len(result["notices"]) == 2
    assert backup in result["notices"][0]
    assert home.text() == "alpha\n§\nbeta\n§\ngamma"
    assert [e.action for e in memory.history()] == ["add", "external", "add"]


@pytest.mark.parametrize(
    "raw",
    [
        "alpha\n§\n\n§\nbeta",  # blank entry
        "alpha  \n§\nbeta",  # whitespace before a separator
        "alpha\n§\n\nbeta",  # blank line after a separator
        "alpha\n§ \nbeta",  # blanks on the separator line
    ],
)
def test_lossy_layouts_are_backed_up(tool: MemoryTool, home: Home, raw: str) -> None:
    home.write(raw)
    result = call(tool, action="add", content="gamma")
    assert "drift_backup" in result
    assert [p.read_bytes() for p in home.backups()] == [raw.encode()]
    assert home.entries() == ["alpha", "beta", "gamma"]


def test_two_backups_in_the_same_second_get_distinct_names(tool: MemoryTool, home: Home) -> None:
    home.write("a\n§\na")
    first = call(tool, action="add", content="b")["drift_backup"]
    home.write("c\n§\nc")
    second = call(tool, action="add", content="d")["drift_backup"]
    assert first != second
    assert len(home.backups()) == 2


def test_failed_or_no_op_calls_adopt_nothing(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    home.write("alpha\n§\nalpha\n§\nbeta")
    before = home.stamp()
    tool.handle({"action": "remove", "old_text": "zzz"})
    call(tool, action="add", content="beta")  # duplicate: nothing to write
    tool.handle(
        {
            "operations": [
                {"action": "remove", "old_text": "alpha"},
                {"action": "remove", "old_text": "beta"},
            ]
        }
    )
    assert home.stamp() == before
    assert home.backups() == []
    assert [e.action for e in memory.history()] == ["add"]


def test_lossless_reformatting_is_not_an_external_change(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    call(tool, action="add", content="beta")
    home.write(b"\xef\xbb\xbfalpha\r\n\xc2\xa7\r\nbeta\r\n")
    result = call(tool, action="add", content="gamma")
    assert "notices" not in result and "drift_backup" not in result
    assert [e.action for e in memory.history()] == ["add", "add", "add"]


def test_file_from_before_the_journal_is_adopted_once(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    home.write("from Hermes\n§\nsecond")
    call(tool, action="add", content="third")
    call(tool, action="add", content="fourth")
    history = memory.history()
    assert [e.action for e in history] == ["add", "add", "external"]
    assert history[-1].before is None
    assert history[-1].after == "from Hermes\n§\nsecond"


def test_outside_edit_over_budget_may_shrink_but_not_grow(home: Home) -> None:
    home.config("memory:\n  memory_char_limit: 50\n")
    home.write("x" * 60 + "\n§\nsmall")
    with BuiltinMemory(home.paths) as memory:
        tool = MemoryTool(memory)
        grow = tool.handle({"action": "add", "content": "more"})
        assert grow["success"] is False and grow["usage"] == "68/50"
        shrink = call(tool, action="replace", old_text="x" * 60, content="y" * 55)
        assert shrink["usage"] == "100% — 63/50 chars"
        trim = call(tool, operations=[{"action": "remove", "old_text": "small"}])
        assert trim["usage"] == "100% — 55/50 chars"
        same = tool.handle({"action": "replace", "old_text": "y" * 55, "content": "z" * 56})
        assert same["success"] is False
    assert home.entries() == ["y" * 55]


def test_outside_edit_of_the_user_store_is_adopted_separately(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", target="user", content="Ada")
    call(tool, action="add", target="memory", content="fact")
    home.write("Ada\n§\nAda\n§\nLovelace", target="user")
    result = call(tool, action="add", target="user", content="mathematician")
    assert "drift_backup" in result and len(home.backups("user")) == 1
    assert home.backups("memory") == []
    assert [(e.target, e.action) for e in memory.history()][:2] == [
        ("user", "add"),
        ("user", "external"),
    ]
