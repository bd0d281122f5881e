"""Undo restores the state before a journaled change, through the lock, and is journaled."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from hermem.errors import JournalError
from hermem.storage.files import FileLock
from hermem.store.bounded import ChangeResult
from hermem.store.builtin import BuiltinMemory
from hermem.store.tool import MemoryTool

from .conftest import Home


def call(tool: MemoryTool, **args: Any) -> dict[str, Any]:
    result = tool.handle(args)
    assert result["success"], result
    return result


def undone(result: ChangeResult) -> ChangeResult:
    assert result.success, result.message
    return result


def test_undo_restores_the_state_before_the_latest_change(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    call(tool, action="replace", old_text="alpha", content="beta")
    latest = memory.history()[0]
    result = undone(memory.undo())
    assert result.message == f"Undid change #{latest.id}."
    assert home.text() == "alpha"


def test_undo_is_journaled_and_links_both_rows(tool: MemoryTool, memory: BuiltinMemory) -> None:
    call(tool, action="add", content="alpha")
    original = memory.history()[0]
    result = undone(memory.undo(origin="api"))
    undo_row, original_row = memory.history()
    assert undo_row.id == result.journal_id
    assert undo_row.action == "undo"
    assert undo_row.origin == "api"
    assert undo_row.undo_of == original.id
    assert (undo_row.before, undo_row.after) == ("alpha", "")
    assert undo_row.detail == {"undid": original.id, "undid_action": "add"}
    assert original_row.undone_by == undo_row.id


def test_repeated_undo_walks_back_further(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    for fact in ("one", "two", "three"):
        call(tool, action="add", content=fact)
    undone(memory.undo())
    assert home.entries() == ["one", "two"]
    undone(memory.undo())
    assert home.entries() == ["one"]
    undone(memory.undo())
    assert home.entries() == []
    with pytest.raises(JournalError, match="nothing to undo"):
        memory.undo()


def test_undo_refuses_when_the_store_changed_since(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    first = memory.history()[0]
    call(tool, action="add", content="beta")
    before = home.stamp()
    result = memory.undo(change_id=first.id)
    assert not result.success
    assert result.failure is not None and result.failure.kind == "conflict"
    assert "has changed since change" in result.message
    assert home.stamp() == before
    assert memory.history()[0].action == "add"


def test_undo_refuses_to_discard_an_outside_edit(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    home.write("alpha\n§\nwritten by hand")
    result = memory.undo()
    assert not result.success
    assert home.text() == "alpha\n§\nwritten by hand"


def test_undo_of_a_batch_restores_every_entry(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    for fact in ("one", "two", "three"):
        call(tool, action="add", content=fact)
    call(
        tool,
        operations=[
            {"action": "remove", "old_text": "one"},
            {"action": "replace", "old_text": "two", "content": "2"},
            {"action": "add", "content": "four"},
        ],
    )
    undone(memory.undo())
    assert home.entries() == ["one", "two", "three"]


def test_undo_brings_back_a_removed_last_entry(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="only")
    call(tool, action="remove", old_text="only")
    undone(memory.undo())
    assert home.entries() == ["only"]


def test_undo_by_target_skips_the_other_store(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", target="user", content="Ada")
    call(tool, action="add", target="memory", content="fact")
    undone(memory.undo(target="user"))
    assert home.entries("user") == []
    assert home.entries("memory") == ["fact"]
    with pytest.raises(JournalError, match=r"USER\.md"):
        memory.undo(target="user")


def test_undo_of_an_already_undone_change_is_refused(
    tool: MemoryTool, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    change = memory.history()[0]
    undo = undone(memory.undo())
    with pytest.raises(JournalError, match=f"already undone by #{undo.journal_id}"):
        memory.undo(change_id=change.id)


def test_undo_of_an_unknown_change_is_refused(tool: MemoryTool, memory: BuiltinMemory) -> None:
    call(tool, action="add", content="alpha")
    with pytest.raises(JournalError, match="no change #999"):
        memory.undo(change_id=999)


def test_first_adoption_of_an_unjournaled_file_cannot_be_undone(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    home.write("from an old Hermes install")
    call(tool, action="add", content="new")
    _, external = memory.history()
    assert external.action == "external" and external.before is None
    undone(memory.undo())  # the add
    assert home.entries() == ["from an old Hermes install"]
    with pytest.raises(JournalError):
        memory.undo()
    with pytest.raises(JournalError, match="never journaled"):
        memory.undo(change_id=external.id)


def test_undo_of_an_adopted_outside_edit_restores_the_journaled_state(
    tool: MemoryTool, home: Home, memory: BuiltinMemory
) -> None:
    call(tool, action="add", content="alpha")
    home.write("alpha\n§\nby hand")
    call(tool, action="add", content="beta")
    undone(memory.undo())  # the add
    assert home.entries() == ["alpha", "by hand"]
    undone(memory.undo())  # the outside edit
    assert home.entries() == ["alpha"]


@pytest.mark.file_backend_only
def test_undo_waits_for_the_store_lock(tool: MemoryTool, home: Home, memory: BuiltinMemory) -> None:
    call(tool, action="add", content="alpha")
    lock = FileLock(home.file().with_name("MEMORY.md.lock"))
    lock.acquire()
    results: list[ChangeResult] = []
    worker = threading.Thread(target=lambda: results.append(memory.undo()))
    worker.start()
    worker.join(0.3)
    assert worker.is_alive()
    assert home.text() == "alpha"
    lock.release()
    worker.join(10)
    assert results and results[0].success
    assert home.text() == ""
