"""Disabled stores and character limits taken from config.yaml (spec 1.3, 1.11)."""

from __future__ import annotations

import pytest

from hermem.errors import ConfigError
from hermem.store.builtin import BuiltinMemory
from hermem.store.guidance import TOOL_DESCRIPTION, TOOL_DESCRIPTION_USER_ONLY
from hermem.store.tool import MemoryTool

from .conftest import Home


def test_default_limits_are_2200_and_1375(memory: BuiltinMemory) -> None:
    assert memory.store("memory").limit == 2200
    assert memory.store("user").limit == 1375


@pytest.mark.parametrize(
    ("yaml_value", "expected"),
    [("3000", 3000), ("'3000'", 3000), ('"1,500"', 1500), ("' 800 '", 800), ("10_000", 10000)],
)
def test_char_limits_are_cast_to_int(home: Home, yaml_value: str, expected: int) -> None:
    home.config(f"memory:\n  memory_char_limit: {yaml_value}\n  user_char_limit: {yaml_value}\n")
    with BuiltinMemory(home.paths) as memory:
        assert memory.store("memory").limit == expected
        assert memory.store("user").limit == expected


def test_char_limit_resolves_per_target(home: Home) -> None:
    home.config("memory:\n  memory_char_limit: 500\n  user_char_limit: '300'\n")
    with BuiltinMemory(home.paths) as memory:
        tool = MemoryTool(memory)
        mem = tool.handle({"action": "add", "target": "memory", "content": "abc"})
        usr = tool.handle({"action": "add", "target": "user", "content": "abc"})
    assert mem["usage"] == "0% — 3/500 chars"
    assert usr["usage"] == "1% — 3/300 chars"


def test_configured_limit_is_enforced(home: Home) -> None:
    home.config("memory:\n  user_char_limit: '10'\n")
    with BuiltinMemory(home.paths) as memory:
        tool = MemoryTool(memory)
        assert tool.handle({"action": "add", "target": "user", "content": "x" * 10})["success"]
        result = tool.handle({"action": "add", "target": "user", "content": "y"})
    assert result["success"] is False
    assert result["usage"] == "10/10"


@pytest.mark.parametrize("bad", ["0", "-5", "lots", "1.5", "true", "2000000"])
def test_invalid_limit_is_a_config_error_naming_the_key(home: Home, bad: str) -> None:
    home.config(f"memory:\n  memory_char_limit: {bad}\n")
    with pytest.raises(ConfigError, match=r"memory\.memory_char_limit"):
        BuiltinMemory(home.paths)


def test_disabled_memory_store_refuses_writes_and_user_still_works(home: Home) -> None:
    home.config("memory:\n  memory_enabled: false\n")
    home.write("alpha")
    with BuiltinMemory(home.paths) as memory:
        tool = MemoryTool(memory)
        before = home.stamp()
        for args in (
            {"action": "add", "target": "memory", "content": "x"},
            {"action": "add", "content": "no target means memory"},
            {"operations": [{"action": "remove", "old_text": "alpha"}]},
        ):
            result = tool.handle(args)
            assert result == {
                "success": False,
                "error": "The 'memory' store is disabled in config (memory.memory_enabled: "
                "false). Use target='user'.",
            }
        assert home.stamp() == before
        assert tool.handle({"action": "add", "target": "user", "content": "Ada"})["success"]
        assert tool.targets == ["user"]
        assert tool.schema()["properties"]["target"]["enum"] == ["user"]
        assert tool.description() == TOOL_DESCRIPTION_USER_ONLY
        snapshot = memory.snapshot()
    assert snapshot.memory is None
    assert snapshot.user is not None and "Ada" in snapshot.user


def test_disabled_user_store_refuses_writes(home: Home) -> None:
    home.config("memory:\n  user_profile_enabled: 'no'\n")
    with BuiltinMemory(home.paths) as memory:
        tool = MemoryTool(memory)
        result = tool.handle({"action": "add", "target": "user", "content": "Ada"})
        assert result["error"] == (
            "The 'user' store is disabled in config (memory.user_profile_enabled: false). "
            "Use target='memory'."
        )
        assert tool.description() == TOOL_DESCRIPTION
        assert tool.handle({"action": "add", "content": "fact"})["success"]
    assert home.raw("user") is None


def test_both_stores_disabled_means_memory_is_not_available(home: Home) -> None:
    home.config("memory:\n  memory_enabled: false\n  user_profile_enabled: false\n")
    with BuiltinMemory(home.paths) as memory:
        result = MemoryTool(memory).handle({"action": "add", "content": "x"})
        assert memory.snapshot().render() == ""
    assert result == {
        "success": False,
        "error": "Memory is not available. It may be disabled in config or this environment.",
    }
    assert home.raw() is None


def test_not_available_is_checked_before_the_target(home: Home) -> None:
    home.config("memory:\n  memory_enabled: false\n  user_profile_enabled: false\n")
    with BuiltinMemory(home.paths) as memory:
        result = MemoryTool(memory).handle({"action": "add", "target": "bogus"})
    assert "not available" in result["error"]
