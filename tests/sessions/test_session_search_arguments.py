"""session_search's schema, description, argument parsing and registration (spec 4.4, 7.4)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hermem.config import resolve_home
from hermem.sessions.store import SessionStore
from hermem.sessions.tool import (
    DESCRIPTION,
    Request,
    SessionSearchTool,
    parse_arguments,
    session_search_schema,
    split_link,
)
from hermem.store.builtin import BuiltinMemory
from hermem.tools.registry import builtin_tools
from support.session_backend import SessionBackend


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        opened.start_session("s1", started_at=1_700_000_000.0)
        opened.append_messages(
            "s1",
            [
                {"role": "user", "content": "zephyr question"},
                {"role": "assistant", "content": "zephyr answer"},
            ],
        )
        yield opened


# -- schema and description -------------------------------------------------------------------


def test_schema_has_every_shape_s_parameters_and_no_mode() -> None:
    schema = session_search_schema()
    assert schema["type"] == "object"
    assert set(schema["properties"]) == {
        "query",
        "role_filter",
        "limit",
        "detail",
        "sort",
        "session_id",
        "around_message_id",
        "window",
        "summarize",
    }
    assert "mode" not in schema["properties"]
    assert schema.get("required", []) == []


def test_schema_is_acceptable_to_strict_backends() -> None:
    schema = session_search_schema()
    assert not {"anyOf", "oneOf", "allOf", "enum", "not"} & set(schema)
    assert schema["properties"]["detail"]["enum"] == ["adaptive", "full"]
    assert schema["properties"]["sort"]["enum"] == ["relevance", "newest", "oldest"]
    types = {name: p["type"] for name, p in schema["properties"].items()}
    assert types["limit"] == types["window"] == types["around_message_id"] == "integer"
    assert types["summarize"] == "boolean"
    assert json.loads(json.dumps(schema)) == schema


def test_description_urges_proactive_recall() -> None:
    for phrase in ("we did this before", "remember when", "proactively", "before asking"):
        assert phrase in DESCRIPTION
    for shape in ("DISCOVER", "READ", "SCROLL", "BROWSE"):
        assert shape in DESCRIPTION


# -- parsing ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "mode"),
    [
        ({}, "browse"),
        (None, "browse"),
        ("", "browse"),
        ('{"query": "x"}', "discover"),
        (b'{"query": "x"}', "discover"),
        ({"query": "x", "session_id": "s"}, "read"),
        ({"session_id": "s", "around_message_id": 3}, "scroll"),
        ({"around_message_id": "3"}, "scroll"),
        ({"query": "", "session_id": ""}, "browse"),
    ],
)
def test_the_mode_is_inferred_from_the_arguments(arguments: Any, mode: str) -> None:
    parsed = parse_arguments(arguments)
    assert isinstance(parsed, Request) and parsed.mode == mode


@pytest.mark.parametrize(
    ("key", "given", "expected"),
    [
        ("limit", 0, 1),
        ("limit", -3, 1),
        ("limit", 11, 10),
        ("limit", "7", 7),
        ("limit", 4.0, 4),
        ("window", 0, 1),
        ("window", 21, 20),
        ("window", None, 5),
    ],
)
def test_limit_and_window_are_clamped(key: str, given: Any, expected: int) -> None:
    parsed = parse_arguments({"query": "x", key: given})
    assert isinstance(parsed, Request) and getattr(parsed, key) == expected


def test_defaults() -> None:
    parsed = parse_arguments({"query": "x"})
    assert parsed == Request(mode="discover", query="x")
    assert (parsed.roles, parsed.detail, parsed.sort, parsed.summarize) == (
        ("user", "assistant"),
        "adaptive",
        "relevance",
        False,
    )


def test_choices_roles_and_flags_are_forgiving_about_case_and_spaces() -> None:
    parsed = parse_arguments(
        {"query": "x", "detail": " FULL ", "sort": "Newest", "role_filter": " Tool , user,,"}
    )
    assert isinstance(parsed, Request)
    assert (parsed.detail, parsed.sort, parsed.roles) == ("full", "newest", ("tool", "user"))
    assert parse_arguments({"summarize": "true"}) == Request(mode="browse", summarize=True)


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        ("[1, 2]", "must be a JSON object"),
        ('{"query": ', "not valid JSON"),
        (42, "must be a JSON object"),
        ({"query": 5}, "'query' must be a string"),
        ({"query": ["a"]}, "'query' must be a string"),
        ({"limit": "many"}, "'limit' must be a whole number"),
        ({"limit": True}, "'limit' must be a whole number"),
        ({"limit": 2.5}, "'limit' must be a whole number"),
        ({"window": {}}, "'window' must be a whole number"),
        ({"detail": "huge"}, "'detail' must be one of adaptive, full"),
        ({"sort": 1}, "'sort' must be one of relevance, newest, oldest"),
        ({"role_filter": "admin"}, "Unknown role 'admin'"),
        ({"role_filter": 7}, "'role_filter' must be a comma-separated string"),
        ({"session_id": ["s1"]}, "'session_id' must be a string"),
        ({"around_message_id": "abc"}, "'around_message_id' must be a whole number"),
        ({"around_message_id": 0}, "'around_message_id' must be a message id"),
        ({"summarize": "maybe"}, "'summarize' must be true or false"),
    ],
)
def test_bad_arguments_are_structured_errors(
    store: SessionStore, arguments: Any, says: str
) -> None:
    result = SessionSearchTool(store).handle(arguments)
    assert result["success"] is False
    assert says in result["error"]


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.dictionaries(
        st.sampled_from(
            [
                "query",
                "role_filter",
                "limit",
                "detail",
                "sort",
                "session_id",
                "around_message_id",
                "window",
                "summarize",
                "other",
            ]
        ),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner),
            max_leaves=5,
        ),
    )
)
def test_any_arguments_get_a_json_result_and_never_raise(
    store: SessionStore, arguments: dict[str, Any]
) -> None:
    result = SessionSearchTool(store).handle(arguments)
    assert result["success"] in (True, False)
    json.dumps(result)


def test_handle_json_returns_text(store: SessionStore) -> None:
    text = SessionSearchTool(store).handle_json('{"query": "zephyr"}')
    assert json.loads(text)["results"][0]["session_id"] == "s1"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("abc", (None, "abc")),
        (" abc ", (None, "abc")),
        ("@session:abc", (None, "abc")),
        ("@session:work/abc", ("work", "abc")),
        ("@session:/abc", (None, "abc")),
    ],
)
def test_session_links_are_split_into_profile_and_id(
    value: str, expected: tuple[str | None, str]
) -> None:
    assert split_link(value) == expected


def test_links_name_the_profile(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path / "home", "work")
    with SessionStore.open(paths, semantic="off") as store:
        store.start_session("s1")
        store.append_message("s1", "user", "zephyr")
        tool = SessionSearchTool(store, paths=paths)
        assert tool.handle({"query": "zephyr"})["results"][0]["link"] == "@session:work/s1"


# -- registration -----------------------------------------------------------------------------


def test_builtin_tools_register_session_search_beside_memory(tmp_path: Path) -> None:
    with BuiltinMemory(resolve_home(tmp_path / "home")) as memory:
        tools = builtin_tools(memory, session_id="now")
        assert list(tools) == ["memory", "session_search"]
        spec = tools["session_search"]
        assert spec.parameters == session_search_schema()
        assert spec.description == DESCRIPTION
        assert spec.call({"query": "anything"})["success"] is True
        assert not memory.paths.state_db.exists()


def test_session_search_stays_when_both_memory_stores_are_disabled(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path / "home")
    paths.root.mkdir(parents=True)
    paths.config_file.write_text(
        "memory:\n  memory_enabled: false\n  user_profile_enabled: false\n", "utf-8"
    )
    with BuiltinMemory(paths) as memory:
        assert list(builtin_tools(memory)) == ["session_search"]


def test_builtin_tools_use_a_given_session_store(store: SessionStore, tmp_path: Path) -> None:
    with BuiltinMemory(resolve_home(tmp_path / "other")) as memory:
        spec = builtin_tools(memory, sessions=store, session_id="s1")["session_search"]
        assert spec.call({"query": "zephyr"})["count"] == 0  # s1 is the current session
        assert spec.call({"session_id": "s1"})["success"] is False
