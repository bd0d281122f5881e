"""The dispatcher's validation order and its promise never to raise (spec 1.11)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hermem.store.tool import MemoryTool

from .conftest import Home

MB = "x" * 1_000_000


@pytest.fixture
def seeded(tool: MemoryTool, home: Home) -> MemoryTool:
    """Both stores hold entries, so any accidental write would show in their bytes."""
    for target, facts in (("memory", ("alpha fact", "beta fact")), ("user", ("Name is Ada",))):
        for fact in facts:
            assert tool.handle({"action": "add", "target": target, "content": fact})["success"]
    return tool


def error_of(result: dict[str, Any]) -> str:
    assert result["success"] is False, result
    assert isinstance(result["error"], str)
    return result["error"]


# -- validation order and messages -----------------------------------------------------------


def test_invalid_target_is_named(seeded: MemoryTool) -> None:
    result = seeded.handle({"action": "add", "target": "posture", "content": "x"})
    assert error_of(result) == "Invalid target 'posture'. Use 'memory' or 'user'."


def test_target_defaults_to_memory(seeded: MemoryTool, home: Home) -> None:
    assert seeded.handle({"action": "add", "content": "gamma"})["target"] == "memory"
    assert seeded.handle({"action": "add", "content": "delta", "target": None})["success"]
    assert home.entries()[-2:] == ["gamma", "delta"]


def test_invalid_target_is_checked_before_the_action(seeded: MemoryTool) -> None:
    assert error_of(seeded.handle({"target": "x"})).startswith("Invalid target")


@pytest.mark.parametrize("args", [{}, {"target": "memory"}, {"action": None, "operations": None}])
def test_missing_action_and_operations_names_both(seeded: MemoryTool, args: dict[str, Any]) -> None:
    error = error_of(seeded.handle(args))
    assert "Missing required parameter" in error
    assert "'action'" in error and "'operations'" in error


def test_add_without_content(seeded: MemoryTool) -> None:
    assert error_of(seeded.handle({"action": "add"})) == "Content is required for 'add' action."


@pytest.mark.parametrize("action", ["replace", "remove"])
@pytest.mark.parametrize("old_text", [None, "", "   "])
def test_missing_old_text_is_recoverable_with_current_entries(
    seeded: MemoryTool, action: str, old_text: str | None
) -> None:
    args: dict[str, Any] = {"action": action, "content": "new"}
    if old_text is not None:
        args["old_text"] = old_text
    result = seeded.handle(args)
    assert error_of(result).startswith(
        f"'{action}' needs old_text -- a short unique substring of the entry to {action}. "
        "None was provided."
    )
    assert result["current_entries"] == ["alpha fact", "beta fact"]
    assert result["usage"] == "22/2,200"


def test_replace_without_content_is_distinct_and_does_not_echo(seeded: MemoryTool) -> None:
    result = seeded.handle({"action": "replace", "old_text": "alpha"})
    assert error_of(result) == "content is required for 'replace' action."
    assert "current_entries" not in result


def test_unknown_action(seeded: MemoryTool) -> None:
    result = seeded.handle({"action": "delete", "old_text": "alpha"})
    assert error_of(result) == "Unknown action 'delete'. Use: add, replace, remove"


def test_new_text_alias_on_add(seeded: MemoryTool, home: Home) -> None:
    assert seeded.handle({"action": "add", "new_text": "via alias"})["success"]
    assert home.entries()[-1] == "via alias"


def test_new_text_alias_on_replace(seeded: MemoryTool, home: Home) -> None:
    result = seeded.handle({"action": "replace", "old_text": "alpha", "new_text": "omega fact"})
    assert result["success"]
    assert home.entries() == ["omega fact", "beta fact"]


def test_content_wins_when_both_content_and_new_text_set(seeded: MemoryTool, home: Home) -> None:
    seeded.handle({"action": "add", "content": "from content", "new_text": "from alias"})
    assert "from content" in home.entries() and "from alias" not in home.entries()


def test_operations_take_precedence_over_action(seeded: MemoryTool, home: Home) -> None:
    result = seeded.handle(
        {"action": "remove", "old_text": "alpha", "operations": [{"action": "add", "content": "z"}]}
    )
    assert result["message"] == "Applied 1 operation(s)."
    assert home.entries() == ["alpha fact", "beta fact", "z"]


@pytest.mark.parametrize("operations", ["add x", {"action": "add"}, 5, True])
def test_operations_must_be_a_list(seeded: MemoryTool, operations: Any) -> None:
    result = seeded.handle({"operations": operations})
    assert error_of(result) == "operations must be a list of {action, content?, old_text?} objects."


def test_operation_items_must_be_objects(seeded: MemoryTool) -> None:
    result = seeded.handle({"operations": [{"action": "add", "content": "ok"}, "remove alpha"]})
    assert error_of(result).startswith("Operation 2: operations must be a list")


@pytest.mark.parametrize("action", [None, 3, ["add"], {"x": 1}])
def test_operation_action_must_be_a_string(seeded: MemoryTool, action: Any) -> None:
    result = seeded.handle({"operations": [{"action": action, "content": "x"}]})
    assert error_of(result) == "Operation 1: 'action' must be one of add, replace, remove."


# -- never raises, never writes on failure ---------------------------------------------------

BAD_ARGUMENTS: list[Any] = [
    # not an object at all
    ["add", "memory"],
    42,
    3.5,
    True,
    frozenset({"add"}),
    b"\xff\xfe not json",
    # JSON text, valid and invalid
    "[1, 2, 3]",
    '"just a string"',
    "null",
    "{not json",
    '{"action": "add", "content": ',
    "[" * 100_000 + "]" * 100_000,
    '{"action": "remove", "old_text": "nothing matches this"}',
    # wrong types for each field
    {"action": 1, "content": "x"},
    {"action": ["add"], "content": "x"},
    {"action": {"add": 1}, "content": "x"},
    {"action": "add", "content": 5},
    {"action": "add", "content": ["a", "b"]},
    {"action": "add", "content": {"text": "x"}},
    {"action": "add", "content": None, "new_text": 7},
    {"action": "replace", "old_text": 1, "content": "x"},
    {"action": "replace", "old_text": "alpha", "content": False},
    {"action": "remove", "old_text": ["alpha"]},
    {"action": "add", "target": 1, "content": "x"},
    {"action": "add", "target": ["memory"], "content": "x"},
    {"action": "add", "target": {"t": "memory"}, "content": "x"},
    {"action": "add", "target": "", "content": "x"},
    # malformed operations
    {"operations": "not a list"},
    {"operations": {"0": {"action": "add"}}},
    {"operations": [1, 2]},
    {"operations": [None]},
    {"operations": [[]]},
    {"operations": [{"action": "add", "content": 1}]},
    {"operations": [{"action": "replace", "old_text": {}, "content": "x"}]},
    {"operations": [{"action": "explode", "content": "x"}]},
    {"operations": [{"content": "no action"}]},
    {"operations": []},
    {"operations": [{"action": "remove", "old_text": "alpha"}, {"action": "remove"}]},
    # lone surrogates
    {"action": "add", "content": "\ud800"},
    {"action": "add", "content": "ok \udfff text"},
    {"action": "add", "new_text": "\udc80"},
    {"action": "replace", "old_text": "alpha", "content": "\ud83d"},
    {"action": "remove", "old_text": "\ud800"},
    {"action": "\ud800"},
    {"action": "add", "target": "\ud800", "content": "x"},
    {"operations": [{"action": "add", "content": "\ud800"}]},
    {"operations": [{"action": "\ud800"}]},
    {"operations": [{"action": "remove", "old_text": "\udfff"}]},
    # huge strings
    {"action": "add", "content": MB},
    {"action": "replace", "old_text": "alpha", "content": MB},
    {"action": "remove", "old_text": MB},
    {"action": MB},
    {"action": "add", "target": MB, "content": "x"},
    {"operations": [{"action": "add", "content": MB}]},
    {"operations": [{"action": "add", "content": f"n{i}"} for i in range(5000)] + [{"x": 1}]},
    # NULs and control characters
    {"action": "add", "content": "nul\x00inside"},
    {"action": "add", "content": "\x00"},
    {"action": "add", "content": "bell\x07"},
    {"action": "replace", "old_text": "alpha", "content": "esc\x1b[31m"},
    {"action": "remove", "old_text": "\x00"},
    {"operations": [{"action": "add", "content": "a\x00"}]},
    # entries the file format cannot hold
    {"action": "add", "content": "one\n§\ntwo"},
    {"action": "add", "content": "one\r\n§\r\ntwo"},
    {"action": "replace", "old_text": "alpha", "content": "§\nlead"},
    {"operations": [{"action": "add", "content": "x\n§"}]},
]


@pytest.mark.parametrize("arguments", BAD_ARGUMENTS, ids=lambda a: repr(a)[:50])
def test_bad_arguments_get_a_structured_error_and_change_nothing(
    seeded: MemoryTool, home: Home, arguments: Any
) -> None:
    before = (home.stamp("memory"), home.stamp("user"))
    result = seeded.handle(arguments)
    assert isinstance(result, dict)
    error_of(result)
    assert (home.stamp("memory"), home.stamp("user")) == before
    text = seeded.handle_json(arguments)
    text.encode("utf-8")  # always sendable, even when the input held lone surrogates
    assert json.loads(text)["success"] is False


def test_none_arguments_are_an_empty_call(seeded: MemoryTool) -> None:
    assert "Missing required parameter" in error_of(seeded.handle(None))
    assert "Missing required parameter" in error_of(seeded.handle("   "))


def test_error_for_a_huge_old_text_stays_short(seeded: MemoryTool) -> None:
    result = seeded.handle({"action": "remove", "old_text": MB})
    assert len(json.dumps(result)) < 2_000


def test_bytes_json_arguments_are_decoded(seeded: MemoryTool, home: Home) -> None:
    payload = json.dumps({"action": "add", "content": "from bytes ✓"}).encode()
    assert seeded.handle(payload)["success"]
    assert home.entries()[-1] == "from bytes ✓"
