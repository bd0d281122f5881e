"""BOMs, CRLF, undecodable and over-budget files on disk (spec 1.2)."""

from __future__ import annotations

import logging

import pytest

from hermem.errors import StoreUnreadableError
from hermem.store.builtin import BuiltinMemory
from hermem.store.tool import MemoryTool

from .conftest import Home

# Bytes on disk and lock files: what these pin has no PostgreSQL counterpart.
pytestmark = pytest.mark.file_backend_only

INVALID_UTF8 = b"good entry\n\xa7\nLatin-1 caf\xe9"  # a cp1252 editor's save

WRITE_CALLS = [
    {"action": "add", "content": "new fact"},
    {"action": "replace", "old_text": "good", "content": "better"},
    {"action": "remove", "old_text": "good"},
    {"operations": [{"action": "add", "content": "new fact"}]},
]


def test_bom_is_stripped_from_the_first_entry(home: Home, memory: BuiltinMemory) -> None:
    home.write(b"\xef\xbb\xbfUser likes tea\n\xc2\xa7\nsecond")
    assert memory.store("memory").entries() == ["User likes tea", "second"]


def test_bom_file_add_keeps_existing_entry_intact_without_backup(
    tool: MemoryTool, home: Home
) -> None:
    home.write(b"\xef\xbb\xbfUser likes tea")
    result = tool.handle({"action": "add", "content": "User uses vim"})
    assert result["success"]
    assert "drift_backup" not in result
    assert home.raw() == "User likes tea\n§\nUser uses vim".encode()
    assert home.backups() == []


def test_bom_first_entry_is_matched_by_exact_text(tool: MemoryTool, home: Home) -> None:
    home.write(b"\xef\xbb\xbftea\n\xc2\xa7\ntea time")
    assert tool.handle({"action": "remove", "old_text": "tea"})["success"]
    assert home.entries() == ["tea time"]


@pytest.mark.parametrize(
    "raw",
    [
        b"alpha\r\n\xc2\xa7\r\nbeta",
        b"alpha\n\xc2\xa7\nbeta\n",
        b"\xef\xbb\xbfalpha\r\n\xc2\xa7\r\nbeta\r\n",
    ],
)
def test_crlf_and_trailing_newline_are_lossless(tool: MemoryTool, home: Home, raw: bytes) -> None:
    home.write(raw)
    result = tool.handle({"action": "add", "content": "gamma"})
    assert result["success"]
    assert "drift_backup" not in result
    assert home.backups() == []
    assert home.raw() == "alpha\n§\nbeta\n§\ngamma".encode()


@pytest.mark.parametrize("call", WRITE_CALLS, ids=lambda c: str(c.get("action", "batch")))
def test_invalid_utf8_file_refuses_every_write_and_is_untouched(
    tool: MemoryTool, home: Home, call: dict[str, object]
) -> None:
    home.write(INVALID_UTF8)
    before = home.stamp()
    result = tool.handle(call)
    assert result["success"] is False
    assert "could not be read" in result["error"]
    assert "MEMORY.md" in result["error"]
    assert home.stamp() == before
    assert home.backups() == []


def test_invalid_utf8_after_a_bom_still_reports_unreadable(tool: MemoryTool, home: Home) -> None:
    home.write(b"\xef\xbb\xbfok\n\xff\xfe")
    result = tool.handle({"action": "add", "content": "x"})
    assert "could not be read" in result["error"]


def test_invalid_utf8_is_unreadable_never_empty(home: Home, memory: BuiltinMemory) -> None:
    home.write(INVALID_UTF8)
    with pytest.raises(StoreUnreadableError, match="not valid UTF-8"):
        memory.store("memory").entries()


def test_invalid_utf8_missing_old_text_still_answers(tool: MemoryTool, home: Home) -> None:
    home.write(INVALID_UTF8)
    result = tool.handle({"action": "remove"})
    assert result["success"] is False
    assert "needs old_text" in result["error"]


def test_unreadable_memory_does_not_block_the_user_store(tool: MemoryTool, home: Home) -> None:
    home.write(INVALID_UTF8)
    assert tool.handle({"action": "add", "target": "user", "content": "Ada"})["success"]
    assert home.raw() == INVALID_UTF8


def test_invalid_utf8_snapshot_shows_an_unreadable_line(home: Home, memory: BuiltinMemory) -> None:
    home.write(INVALID_UTF8, target="user")
    block = memory.snapshot().user
    assert block is not None
    lines = block.split("\n")
    assert lines[1] == "USER PROFILE (who the user is) [0% — 0/1,375 chars]"
    assert lines[3].startswith("[UNREADABLE: USER.md could not be read (")
    assert "left untouched" in lines[3]
    assert "caf" not in block
    assert home.raw("user") == INVALID_UTF8


def test_store_path_that_is_a_directory_is_unreadable(tool: MemoryTool, home: Home) -> None:
    home.file().mkdir(parents=True)
    result = tool.handle({"action": "add", "content": "x"})
    assert result["success"] is False
    assert "could not be read" in result["error"]
    assert home.file().is_dir()


@pytest.mark.parametrize(("target", "name"), [("memory", "MEMORY.md"), ("user", "USER.md")])
def test_over_limit_file_loads_intact_but_warns(
    home: Home, memory: BuiltinMemory, caplog: pytest.LogCaptureFixture, target: str, name: str
) -> None:
    big = "\n§\n".join(f"entry {i} " + "z" * 90 for i in range(40))
    home.write(big, target=target)
    with caplog.at_level(logging.WARNING, logger="hermem.store"):
        block = memory.snapshot().block(target)
    assert memory.store(target).entries() == big.split("\n§\n")
    assert home.text(target) == big
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert any(name in w and "exceeds" in w for w in warnings)
    assert block is not None and "⚠ OVER BUDGET" in block


def test_in_budget_file_loads_quietly(
    home: Home, memory: BuiltinMemory, caplog: pytest.LogCaptureFixture
) -> None:
    home.write("small")
    with caplog.at_level(logging.WARNING, logger="hermem.store"):
        memory.snapshot()
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
