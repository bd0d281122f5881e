"""The session_search tool's four shapes on a real state.db (spec 4.4, 7.4)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from hermem.config import resolve_home
from hermem.sessions.store import SessionStore
from hermem.sessions.tool import SessionSearchTool
from support.session_backend import SessionBackend

T0 = 1_700_000_000.0


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def talk(
    store: SessionStore,
    session_id: str,
    contents: Sequence[str | tuple[str, str]],
    *,
    started_at: float = T0,
    ended: str | None = "ended",
    **session: Any,
) -> list[int]:
    """A session whose messages alternate user/assistant (or give (role, text) pairs)."""
    store.start_session(session_id, started_at=started_at, **session)
    messages = []
    for i, item in enumerate(contents):
        role, text = item if isinstance(item, tuple) else (("user", "assistant")[i % 2], item)
        messages.append({"role": role, "content": text, "timestamp": started_at + i})
    ids = store.append_messages(session_id, messages)
    if ended:
        store.end_session(session_id, ended, ended_at=started_at + len(contents))
    return ids


def filler(n: int, start: int = 0) -> list[str]:
    return [f"ordinary message number {i} about nothing special" for i in range(start, start + n)]


def call(tool: SessionSearchTool, **arguments: Any) -> dict[str, Any]:
    result = tool.handle(arguments)
    json.dumps(result)  # always JSON-able
    return result


# -- discover ---------------------------------------------------------------------------------


def test_discover_returns_the_match_with_its_window_bookends_and_counts(
    store: SessionStore,
) -> None:
    texts = [*filler(15), "the zephyr deploy failed on staging", *filler(14, 15)]
    ids = talk(store, "s1", texts, title="Deploy day", source="cli", model="gpt-x")
    result = call(SessionSearchTool(store), query="zephyr")
    assert result["success"] is True
    assert (result["mode"], result["query"], result["detail"]) == ("discover", "zephyr", "adaptive")
    assert (result["count"], result["sessions_searched"]) == (1, 1)
    [hit] = result["results"]
    assert hit["session_id"] == "s1"
    assert hit["link"] == "@session:default/s1"
    assert (hit["source"], hit["model"], hit["title"]) == ("cli", "gpt-x", "Deploy day")
    assert hit["when"].endswith(("AM", "PM")) and "2023" in hit["when"]
    assert hit["matched_role"] == "assistant"
    assert hit["match_message_id"] == ids[15]
    assert ">>>zephyr<<<" in hit["snippet"]
    assert [m["id"] for m in hit["messages"]] == ids[10:21]
    assert [m["id"] for m in hit["messages"] if m.get("anchor")] == [ids[15]]
    assert [m["id"] for m in hit["bookend_start"]] == ids[:3]
    assert [m["id"] for m in hit["bookend_end"]] == ids[-3:]
    assert (hit["messages_before"], hit["messages_after"]) == (10, 9)
    assert hit["detail"] == "full"


def test_bookends_never_repeat_the_window_of_a_short_session(store: SessionStore) -> None:
    ids = talk(store, "s1", ["hello", "zephyr here", "bye"])
    [hit] = call(SessionSearchTool(store), query="zephyr")["results"]
    assert [m["id"] for m in hit["messages"]] == ids
    assert hit["bookend_start"] == [] and hit["bookend_end"] == []
    assert (hit["messages_before"], hit["messages_after"]) == (0, 0)


def test_adaptive_gives_the_top_result_in_full_and_the_others_compact(
    store: SessionStore,
) -> None:
    for n in range(4):
        talk(store, f"s{n}", [*filler(8), "we tuned the zephyr cache " * (4 - n), *filler(8)])
    tool = SessionSearchTool(store)
    adaptive = call(tool, query="zephyr cache", limit=4)
    full = call(tool, query="zephyr cache", limit=4, detail="full")
    order = [r["session_id"] for r in adaptive["results"]]
    assert order == [r["session_id"] for r in full["results"]]
    assert [r["detail"] for r in adaptive["results"]] == ["full", "compact", "compact", "compact"]
    assert [r["detail"] for r in full["results"]] == ["full"] * 4
    for compact in adaptive["results"][1:]:
        assert "bookend_start" not in compact and "bookend_end" not in compact
        assert [m.get("anchor") for m in compact["messages"]] == [True]
        assert compact["messages_before"] == 8 and compact["messages_after"] == 8
    assert len(json.dumps(adaptive)) < 0.6 * len(json.dumps(full))


def test_discover_leaves_out_the_current_session(store: SessionStore) -> None:
    talk(store, "old", ["the zephyr plan", "ok"], started_at=T0)
    talk(store, "now", ["zephyr zephyr zephyr again"], started_at=T0 + 100, ended=None)
    result = call(SessionSearchTool(store, session_id="now"), query="zephyr")
    assert [r["session_id"] for r in result["results"]] == ["old"]
    everything = call(SessionSearchTool(store), query="zephyr")
    assert {r["session_id"] for r in everything["results"]} == {"old", "now"}


def test_hits_in_child_sessions_fold_into_one_result_per_conversation(
    store: SessionStore,
) -> None:
    talk(store, "root", ["zephyr start", "ok zephyr"], ended="compression")
    talk(store, "child", ["zephyr continues", "zephyr done"], parent_session_id="root")
    talk(store, "other", ["unrelated zephyr note"], started_at=T0 + 50)
    result = call(SessionSearchTool(store), query="zephyr", limit=10)
    assert result["count"] == 2 == result["sessions_searched"]
    roots = {r.get("root_session_id", r["session_id"]) for r in result["results"]}
    assert roots == {"root", "other"}
    for entry in result["results"]:
        if entry["session_id"] == "child":
            assert entry["parent_session_id"] == "root" and entry["root_session_id"] == "root"


def test_an_ended_parent_of_the_current_session_is_discoverable(store: SessionStore) -> None:
    talk(store, "before-reset", ["the zephyr migration plan", "done"], ended="compression")
    talk(
        store,
        "current",
        ["continuing zephyr"],
        parent_session_id="before-reset",
        ended=None,
        started_at=T0 + 10,
    )
    result = call(SessionSearchTool(store, session_id="current"), query="zephyr")
    assert [r["session_id"] for r in result["results"]] == ["before-reset"]


def test_live_delegating_parent_and_live_children_of_the_current_session_are_left_out(
    store: SessionStore,
) -> None:
    talk(store, "parent", ["zephyr task for a helper"], ended=None)
    talk(store, "current", ["zephyr work"], parent_session_id="parent", ended=None)
    talk(store, "helper", ["zephyr detail"], parent_session_id="current", ended=None)
    talk(store, "finished-helper", ["zephyr result"], parent_session_id="current")
    talk(store, "elsewhere", ["zephyr elsewhere"], started_at=T0 - 100)
    result = call(SessionSearchTool(store, session_id="current"), query="zephyr", limit=10)
    assert sorted(r["session_id"] for r in result["results"]) == ["elsewhere", "finished-helper"]


def test_limit_defaults_to_3_and_is_clamped_to_1_through_10(store: SessionStore) -> None:
    for n in range(12):
        talk(store, f"s{n:02}", [f"zephyr note {n}"], started_at=T0 + n)
    tool = SessionSearchTool(store)
    assert call(tool, query="zephyr")["count"] == 3
    assert call(tool, query="zephyr", limit=50)["count"] == 10
    assert call(tool, query="zephyr", limit=0)["count"] == 1
    assert call(tool, query="zephyr", limit=-4)["count"] == 1
    assert call(tool, query="zephyr", limit="5")["count"] == 5


def test_sort_newest_and_oldest_order_sessions_by_date(store: SessionStore) -> None:
    for n in range(5):
        talk(store, f"s{n}", [f"zephyr {'zephyr ' * n}"], started_at=T0 + 1000 * n)
    tool = SessionSearchTool(store)
    newest = [r["session_id"] for r in call(tool, query="zephyr", sort="newest")["results"]]
    oldest = [r["session_id"] for r in call(tool, query="zephyr", sort="oldest")["results"]]
    assert newest == ["s4", "s3", "s2"]
    assert oldest == ["s0", "s1", "s2"]


def test_tool_output_is_searched_only_when_role_filter_asks(store: SessionStore) -> None:
    talk(
        store,
        "s1",
        [("user", "run it"), ("tool", "zephyr: command not found"), ("assistant", "installed")],
    )
    tool = SessionSearchTool(store)
    assert call(tool, query="zephyr")["count"] == 0
    found = call(tool, query="zephyr", role_filter="user,assistant,tool")
    assert found["results"][0]["matched_role"] == "tool"
    assert call(tool, query="zephyr", role_filter=["tool"])["count"] == 1


def test_cron_sessions_rank_below_conversations_but_still_return(store: SessionStore) -> None:
    talk(store, "cron1", ["zephyr zephyr zephyr zephyr report"], source="cron")
    talk(store, "chat", ["a zephyr question and many other words here"], source="cli")
    tool = SessionSearchTool(store)
    assert [r["session_id"] for r in call(tool, query="zephyr")["results"]] == ["chat", "cron1"]
    only = call(tool, query="report")
    assert [r["session_id"] for r in only["results"]] == ["cron1"]


def test_subagent_and_tool_sources_are_hidden(store: SessionStore) -> None:
    talk(store, "sub", ["zephyr inner work"], source="subagent")
    talk(store, "main", ["zephyr outer"], source="cli")
    result = call(SessionSearchTool(store), query="zephyr", limit=10)
    assert [r["session_id"] for r in result["results"]] == ["main"]
    browse = call(SessionSearchTool(store))
    assert [r["session_id"] for r in browse["results"]] == ["main"]


def test_ansi_escapes_are_stripped_from_everything_returned(store: SessionStore) -> None:
    talk(
        store,
        "s1",
        ["\x1b[1mbuild\x1b[0m failed: zephyr \x1b[31merror\x1b[0m", "\x1b]0;title\x07fixed"],
        title="colours",
    )
    text = json.dumps(call(SessionSearchTool(store), query="zephyr"))
    assert "\\u001b" not in text and "\x1b" not in text
    assert "build failed: zephyr error" in text


def test_long_messages_are_capped_4000_in_the_window_and_1200_in_bookends(
    store: SessionStore,
) -> None:
    long_text = "word " * 2000
    texts = [long_text, *filler(9), "zephyr " + long_text, *filler(9), long_text]
    talk(store, "s1", texts)
    [hit] = call(SessionSearchTool(store), query="zephyr")["results"]
    anchor = next(m for m in hit["messages"] if m.get("anchor"))
    assert anchor["content"].startswith("zephyr word")
    assert len(anchor["content"]) <= 4000 + 40 and "more chars]" in anchor["content"]
    for message in hit["bookend_start"] + hit["bookend_end"]:
        assert len(message["content"]) <= 1200 + 40


def test_no_match_is_a_success_with_a_message(store: SessionStore) -> None:
    talk(store, "s1", ["hello there"])
    result = call(SessionSearchTool(store), query="nonexistentword")
    assert result["success"] is True
    assert (result["results"], result["count"], result["sessions_searched"]) == ([], 0, 0)
    assert result["message"].startswith("No matching sessions found.")


def test_rewound_messages_never_surface(store: SessionStore) -> None:
    store.start_session("s1", started_at=T0)
    ids = store.append_messages(
        "s1",
        [
            {"role": "user", "content": "zephyr first try", "timestamp": T0},
            {"role": "assistant", "content": "zephyr undone", "flags": {"active": False}},
            {"role": "assistant", "content": "zephyr kept", "flags": {"compacted": True}},
        ],
    )
    tool = SessionSearchTool(store)
    result = call(tool, query="undone")
    assert result["count"] == 0
    [hit] = call(tool, query="zephyr")["results"]
    shown = [m["id"] for m in hit["messages"]]
    assert ids[1] not in shown and ids[2] in shown
    assert ids[1] not in [m["id"] for m in call(tool, session_id="s1")["messages"]]
    assert call(tool, session_id="s1", around_message_id=ids[1])["success"] is False


@pytest.mark.parametrize(
    "query",
    ['"unbalanced', "AND OR NOT", "(((", "zephyr*", "* ^ : -", "x" * 5000, "注意 zephyr", "\x00"],
)
def test_hostile_queries_never_raise(store: SessionStore, query: str) -> None:
    talk(store, "s1", ["zephyr thing"])
    result = call(SessionSearchTool(store), query=query)
    assert result["success"] is True and result["mode"] == "discover"


# -- read -------------------------------------------------------------------------------------


def test_read_returns_a_short_session_whole(store: SessionStore) -> None:
    ids = talk(store, "s1", ["one", "two", "three"], title="Short", model="m")
    result = call(SessionSearchTool(store), session_id="s1")
    assert result["success"] is True and result["mode"] == "read"
    assert (result["session_id"], result["title"], result["model"]) == ("s1", "Short", "m")
    assert [m["id"] for m in result["messages"]] == ids
    assert [m["role"] for m in result["messages"]] == ["user", "assistant", "user"]
    assert result["message_count"] == 3 and "hint" not in result


def test_read_of_a_long_session_shows_first_20_and_last_10_with_a_scroll_hint(
    store: SessionStore,
) -> None:
    ids = talk(store, "s1", filler(45))
    tool = SessionSearchTool(store)
    result = call(tool, session_id="s1")
    assert [m["id"] for m in result["messages"]] == ids[:20] + ids[-10:]
    assert result["omitted"] == 15 and result["message_count"] == 45
    assert f"around_message_id={ids[19]}" in result["hint"]
    scrolled = call(tool, session_id="s1", around_message_id=ids[19], window=20)
    assert [m["id"] for m in scrolled["messages"]] == ids[:40]


def test_read_accepts_session_links(store: SessionStore) -> None:
    talk(store, "s1", ["hello"])
    tool = SessionSearchTool(store)
    assert call(tool, session_id="@session:default/s1")["session_id"] == "s1"
    assert call(tool, session_id="@session:s1")["session_id"] == "s1"


def test_read_unknown_session_is_an_error_saying_how_to_recover(store: SessionStore) -> None:
    result = call(SessionSearchTool(store), session_id="nope")
    assert result["success"] is False and result["mode"] == "read"
    assert "No session 'nope'" in result["error"] and "browse" in result["error"]


def test_read_and_scroll_refuse_the_current_session(store: SessionStore) -> None:
    ids = talk(store, "now", ["hi", "hello"], ended=None)
    tool = SessionSearchTool(store, session_id="now")
    for arguments in ({"session_id": "now"}, {"session_id": "now", "around_message_id": ids[0]}):
        result = call(tool, **arguments)
        assert result["success"] is False
        assert "already in your context" in result["error"]


def test_read_strips_ansi(store: SessionStore) -> None:
    talk(store, "s1", ["\x1b[32mgreen\x1b[0m text"])
    assert call(SessionSearchTool(store), session_id="s1")["messages"][0]["content"] == "green text"


# -- scroll -----------------------------------------------------------------------------------


def test_scroll_returns_a_window_around_the_anchor_without_bookends(store: SessionStore) -> None:
    ids = talk(store, "s1", filler(30))
    result = call(SessionSearchTool(store), session_id="s1", around_message_id=ids[10], window=2)
    assert result["success"] is True and result["mode"] == "scroll"
    assert [m["id"] for m in result["messages"]] == ids[8:13]
    assert [m["id"] for m in result["messages"] if m.get("anchor")] == [ids[10]]
    assert "bookend_start" not in result and "bookend_end" not in result
    assert (result["messages_before"], result["messages_after"]) == (8, 17)
    assert (result["first_message_id"], result["last_message_id"]) == (ids[8], ids[12])
    assert f"around_message_id={ids[12]}" in result["hint"]


def test_scroll_window_defaults_to_5_and_is_clamped_to_20(store: SessionStore) -> None:
    ids = talk(store, "s1", filler(60))
    tool = SessionSearchTool(store)
    assert len(call(tool, session_id="s1", around_message_id=ids[30])["messages"]) == 11
    wide = call(tool, session_id="s1", around_message_id=ids[30], window=500)
    assert wide["window"] == 20 and len(wide["messages"]) == 41
    assert len(call(tool, session_id="s1", around_message_id=ids[30], window=0)["messages"]) == 3


def test_scrolling_forward_from_the_last_id_reaches_further(store: SessionStore) -> None:
    ids = talk(store, "s1", filler(30))
    tool = SessionSearchTool(store)
    first = call(tool, session_id="s1", around_message_id=ids[5], window=3)
    forward = call(tool, session_id="s1", around_message_id=first["last_message_id"], window=3)
    assert first["last_message_id"] in [m["id"] for m in forward["messages"]]
    assert forward["last_message_id"] > first["last_message_id"]
    back = call(tool, session_id="s1", around_message_id=first["first_message_id"], window=3)
    assert back["first_message_id"] == ids[0]
    assert "start of the session" in back["hint"]


def test_scroll_without_session_id_uses_the_anchor_s_session(store: SessionStore) -> None:
    ids = talk(store, "s1", filler(5))
    result = call(SessionSearchTool(store), around_message_id=ids[2])
    assert result["session_id"] == "s1" and len(result["messages"]) == 5


def test_scroll_follows_the_anchor_into_a_later_session_of_the_same_conversation(
    store: SessionStore,
) -> None:
    talk(store, "root", filler(3), ended="compression")
    child_ids = talk(store, "child", filler(3, 3), parent_session_id="root")
    result = call(SessionSearchTool(store), session_id="root", around_message_id=child_ids[1])
    assert result["success"] is True
    assert result["session_id"] == "child" and result["rebound_from"] == "root"


def test_scroll_to_a_message_of_another_conversation_is_an_error(store: SessionStore) -> None:
    talk(store, "a", filler(3))
    other = talk(store, "b", filler(3))
    result = call(SessionSearchTool(store), session_id="a", around_message_id=other[0])
    assert result["success"] is False and "belongs to session 'b'" in result["error"]


def test_scroll_to_an_unknown_message_is_an_error(store: SessionStore) -> None:
    result = call(SessionSearchTool(store), session_id="a", around_message_id=999)
    assert result["success"] is False and "No message with id 999" in result["error"]


# -- browse -----------------------------------------------------------------------------------


def test_browse_lists_recent_sessions_with_a_preview_leaving_out_the_current_one(
    store: SessionStore,
) -> None:
    talk(store, "old", ["first question " + "x" * 100, "answer"], started_at=T0, title="Old")
    talk(store, "mid", [("system", "be nice"), ("user", "short ask")], started_at=T0 + 10)
    talk(store, "now", ["current"], started_at=T0 + 20, ended=None)
    result = call(SessionSearchTool(store, session_id="now"))
    assert result["success"] is True and result["mode"] == "browse"
    assert [r["session_id"] for r in result["results"]] == ["mid", "old"]
    mid, old = result["results"]
    assert mid["preview"] == "short ask"
    assert old["preview"] == ("first question " + "x" * 100)[:60] + "..."
    assert old["title"] == "Old" and old["message_count"] == 2
    assert {"when", "last_active", "ended", "link", "source"} <= set(old)


def test_browse_limit_defaults_to_10_and_is_clamped(store: SessionStore) -> None:
    for n in range(14):
        talk(store, f"s{n:02}", ["hello"], started_at=T0 + n)
    tool = SessionSearchTool(store)
    assert call(tool)["count"] == 10
    assert [r["session_id"] for r in call(tool, limit=2)["results"]] == ["s13", "s12"]


def test_browse_of_an_empty_history_says_so(store: SessionStore) -> None:
    result = call(SessionSearchTool(store))
    assert result["success"] is True and result["results"] == []
    assert result["message"] == "No past sessions are recorded yet."


# -- precedence -------------------------------------------------------------------------------


def test_mode_precedence_is_scroll_then_read_then_browse_then_discover(
    store: SessionStore,
) -> None:
    ids = talk(store, "s1", ["zephyr", "ok"])
    tool = SessionSearchTool(store)
    both = {"query": "zephyr", "session_id": "s1", "around_message_id": ids[0]}
    assert call(tool, **both)["mode"] == "scroll"
    assert call(tool, query="zephyr", session_id="s1")["mode"] == "read"
    assert call(tool)["mode"] == "browse"
    assert call(tool, query="   ")["mode"] == "browse"
    assert call(tool, query="zephyr")["mode"] == "discover"


# -- the home's state.db ----------------------------------------------------------------------


def test_a_home_without_state_db_has_no_history_and_gets_none_created(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path / "fresh")
    tool = SessionSearchTool(paths=paths)
    assert call(tool)["results"] == []
    assert call(tool, query="zephyr")["message"] == "No past sessions are recorded yet."
    result = call(tool, session_id="s1")
    assert result["success"] is False and "No session 's1'" in result["error"]
    result = call(tool, around_message_id=7)
    assert result["success"] is False and "No message with id 7" in result["error"]
    assert not paths.state_db.exists()


def test_state_db_is_opened_once_it_exists_and_closed_with_the_tool(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path / "home")
    tool = SessionSearchTool(paths=paths)
    assert call(tool)["results"] == []
    with SessionStore.open(paths, semantic="off") as store:
        talk(store, "s1", ["hello zephyr"])
    assert [r["session_id"] for r in call(tool)["results"]] == ["s1"]
    tool.close()
    tool.close()
    assert [r["session_id"] for r in call(tool)["results"]] == ["s1"]
    tool.close()


def test_a_failing_store_is_a_structured_error_not_an_exception(store: SessionStore) -> None:
    talk(store, "s1", ["hello"])
    tool = SessionSearchTool(store)
    store.close()
    result = tool.handle({"query": "hello"})
    assert result["success"] is False and result["mode"] == "discover"
    assert result["error"].startswith("Session search failed (")


# -- summaries without an endpoint ------------------------------------------------------------


def test_summarize_without_an_endpoint_adds_extractive_summaries(store: SessionStore) -> None:
    talk(store, "s1", ["how do I fix the zephyr cache?", "clear it with make clean-zephyr."])
    result = call(SessionSearchTool(store), query="zephyr", summarize=True)
    [hit] = result["results"]
    assert hit["summary_source"] == "extractive"
    assert "how do I fix the zephyr cache?" in hit["summary"]
    assert "summary_error" not in hit
    read = call(SessionSearchTool(store), session_id="s1", summarize=True)
    assert read["summary_source"] == "extractive"


def test_a_bad_summary_config_still_returns_every_result_with_a_note(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path / "home")
    with SessionStore.open(paths, semantic="off") as store:
        talk(store, "s1", ["zephyr one"])
        talk(store, "s2", ["zephyr two"], started_at=T0 + 5)
        paths.config_file.write_text("session_search:\n  summary_timeout: soon\n", "utf-8")
        result = call(SessionSearchTool(store, paths=paths), query="zephyr", summarize=True)
    assert result["count"] == 2
    assert {r["summary_source"] for r in result["results"]} == {"extractive"}
    assert "session_search.summary_timeout" in result["summary_note"]
