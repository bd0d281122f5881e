"""The memory tool's JSON schema stays acceptable to strict backends (spec 1.12, 7.2)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hermem.store.guidance import TOOL_DESCRIPTION, TOOL_DESCRIPTION_USER_ONLY
from hermem.store.tool import (
    TOOL_NAME,
    MemoryTool,
    memory_tool_description,
    memory_tool_schema,
)

FORBIDDEN_TOP_LEVEL = ("anyOf", "oneOf", "allOf", "enum", "not")


@pytest.fixture(params=[("memory", "user"), ("user",), ("memory",)])
def schema(request: pytest.FixtureRequest) -> dict[str, Any]:
    return memory_tool_schema(request.param)


def test_tool_is_named_memory(tool: MemoryTool) -> None:
    assert TOOL_NAME == "memory"
    assert tool.name == "memory"


def test_no_top_level_combinators_or_enum(schema: dict[str, Any]) -> None:
    for key in FORBIDDEN_TOP_LEVEL:
        assert key not in schema


def test_top_level_is_an_object_requiring_only_target(schema: dict[str, Any]) -> None:
    assert schema["type"] == "object"
    assert schema["required"] == ["target"]


def test_properties_are_the_documented_ones(schema: dict[str, Any]) -> None:
    assert set(schema["properties"]) == {"action", "target", "content", "old_text", "operations"}
    for name in ("content", "old_text"):
        assert schema["properties"][name]["type"] == "string"


def test_action_enum_is_add_replace_remove(schema: dict[str, Any]) -> None:
    action = schema["properties"]["action"]
    assert action["type"] == "string"
    assert action["enum"] == ["add", "replace", "remove"]


def test_target_enum_lists_the_enabled_targets() -> None:
    assert memory_tool_schema()["properties"]["target"]["enum"] == ["memory", "user"]
    assert memory_tool_schema(["user"])["properties"]["target"]["enum"] == ["user"]


def test_operations_items_reuse_the_action_enum(schema: dict[str, Any]) -> None:
    operations = schema["properties"]["operations"]
    assert operations["type"] == "array"
    items = operations["items"]
    assert items["type"] == "object"
    assert items["required"] == ["action"]
    assert items["properties"]["action"]["enum"] == schema["properties"]["action"]["enum"]
    assert set(items["properties"]) >= {"action", "content", "old_text"}
    for key in FORBIDDEN_TOP_LEVEL[:3]:
        assert key not in items


def test_schema_is_json_serialisable_and_round_trips(schema: dict[str, Any]) -> None:
    assert json.loads(json.dumps(schema)) == schema


def test_schema_is_a_fresh_object_each_call() -> None:
    first = memory_tool_schema()
    first["properties"]["action"]["enum"].append("explode")
    assert memory_tool_schema()["properties"]["action"]["enum"] == ["add", "replace", "remove"]


def test_description_names_how_when_targets_and_skip() -> None:
    for section in ("HOW:", "WHEN:", "IF FULL:", "TARGETS:", "SKIP:"):
        assert section in TOOL_DESCRIPTION
    assert memory_tool_description(["memory", "user"]) == TOOL_DESCRIPTION
    assert memory_tool_description(["user"]) == TOOL_DESCRIPTION_USER_ONLY


def test_tool_schema_follows_the_enabled_targets(tool: MemoryTool) -> None:
    assert tool.schema() == memory_tool_schema(["memory", "user"])
