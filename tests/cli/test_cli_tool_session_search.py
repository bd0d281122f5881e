"""`hermem tool session_search JSON`: the tool as a model calls it, from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hermem_cli import Hermem

from support.session_backend import SessionBackend


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def home(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """The home, its session store in state.db or (config.yaml) PostgreSQL."""
    home = tmp_path / "home"
    if request.param == "postgres":
        SessionBackend("postgres", request.getfixturevalue("pg_url")).configure(home)
    return home


def seed(home: Path) -> dict[str, list[int]]:
    from hermem.sessions.store import SessionStore

    ids = {}
    with SessionStore.open(home, semantic="off") as store:
        store.start_session("old", source="cli", title="Docker cache", started_at=1_700_000_000.0)
        ids["old"] = store.append_messages(
            "old",
            [
                {"role": "user", "content": "How do I speed up the zephyr docker build?"},
                {"role": "assistant", "content": "Use a cache mount for the zephyr layer."},
            ],
        )
        store.end_session("old")
        store.start_session("now", source="cli", started_at=1_700_100_000.0)
        ids["now"] = store.append_messages(
            "now", [{"role": "user", "content": "zephyr again, in the current session"}]
        )
    return ids


def test_discover_from_the_command_line(cli: Hermem, home: Path) -> None:
    ids = seed(home)
    ran = cli.ok("tool", "session_search", '{"query": "zephyr docker"}', "--session", "now")
    result = ran.json()
    assert (result["success"], result["mode"], result["count"]) == (True, "discover", 1)
    [hit] = result["results"]
    assert hit["session_id"] == "old" and hit["title"] == "Docker cache"
    assert hit["match_message_id"] in ids["old"]


def test_every_shape_through_the_in_process_cli(cli: Hermem, home: Path) -> None:
    ids = seed(home)
    browse = cli.quick_ok("tool", "session_search", "{}", "--session", "now").json()
    assert [r["session_id"] for r in browse["results"]] == ["old"]
    read = cli.quick_ok("tool", "session_search", '{"session_id": "old"}').json()
    assert [m["id"] for m in read["messages"]] == ids["old"]
    arguments = json.dumps({"session_id": "old", "around_message_id": ids["old"][1], "window": 1})
    scroll = cli.quick_ok("tool", "session_search", arguments).json()
    assert scroll["mode"] == "scroll" and scroll["last_message_id"] == ids["old"][1]
    summary = cli.quick_ok(
        "tool", "session_search", "-", input='{"query": "zephyr", "summarize": true}'
    ).json()
    assert {r["summary_source"] for r in summary["results"]} == {"extractive"}


def test_a_fresh_home_answers_without_creating_state_db(cli: Hermem, home: Path) -> None:
    result = cli.quick_ok("tool", "session_search", '{"query": "anything"}').json()
    assert result["success"] is True and result["results"] == []
    if (home / "config.yaml").exists():  # PostgreSQL: an empty history of this tenant
        assert result["message"].startswith("No matching sessions found.")
    else:
        assert result["message"] == "No past sessions are recorded yet."
    assert not (home / "state.db").exists()


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        ('{"limit": "lots"}', "'limit' must be a whole number"),
        ("[1, 2]", "must be a JSON object"),
        ('{"query": ', "not valid JSON"),
        ('{"session_id": "missing"}', "No session 'missing'"),
    ],
)
def test_bad_calls_exit_1_with_a_structured_error(
    cli: Hermem, home: Path, arguments: str, says: str
) -> None:
    seed(home)
    ran = cli.quick("tool", "session_search", arguments)
    assert ran.code == 1, str(ran)
    result = ran.json()
    assert result["success"] is False and says in result["error"]


def test_tool_list_shows_session_search_beside_memory(cli: Hermem) -> None:
    tools = {t["name"]: t for t in cli.quick_ok("tool", "--list").json()}
    assert list(tools) == ["memory", "session_search"]
    schema = tools["session_search"]["parameters"]
    assert "query" in schema["properties"] and "anyOf" not in schema
    assert "remember when" in tools["session_search"]["description"]
