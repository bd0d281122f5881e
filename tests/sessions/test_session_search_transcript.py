"""How session_search renders past messages (pure functions)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from hermem.sessions.models import Message
from hermem.sessions.transcript import (
    EARLIER_MARK,
    LATER_MARK,
    bookends,
    center_on_terms,
    clip,
    clip_middle,
    format_when,
    is_hidden,
    message_view,
    preview,
    render_transcript,
    strip_ansi,
    tool_call_names,
)


def msg(
    i: int,
    role: str,
    content: str,
    *,
    tool_calls: Any = None,
    tool_name: str | None = None,
    flags: dict[str, Any] | None = None,
) -> Message:
    return Message(i, "s", role, content, tool_calls, tool_name, 0.0, None, flags or {})


def test_format_when_handles_unix_times_none_and_strings() -> None:
    stamp = datetime(2026, 3, 5, 14, 30).timestamp()
    assert format_when(stamp) == "March 05, 2026 at 02:30 PM"
    assert format_when(str(stamp)) == "March 05, 2026 at 02:30 PM"
    assert format_when("2026-03-05T14:30:00") == "March 05, 2026 at 02:30 PM"
    assert format_when(None) == "unknown"
    assert format_when(True) == "unknown"
    assert format_when("yesterday") == "yesterday"
    assert format_when("") == "unknown"
    assert format_when(1e30) == "unknown"


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("\x1b[31mred\x1b[0m", "red"),
        ("\x1b[1;32;40mbold\x1b[m", "bold"),
        ("\x1b]0;window title\x07text", "text"),
        ("\x1b]8;;https://x\x1b\\link\x1b]8;;\x1b\\", "link"),
        ("\x1b[2K\x1b[1Gprogress", "progress"),
        ("plain [31m text", "plain [31m text"),
    ],
)
def test_strip_ansi(raw: str, clean: str) -> None:
    assert strip_ansi(raw) == clean


def test_clip_says_how_much_was_cut() -> None:
    assert clip("abc", 5) == "abc"
    assert clip("a" * 5000, 4000) == "a" * 4000 + "...[1,000 more chars]"


def test_long_tool_output_keeps_head_and_tail() -> None:
    text = "HEAD" + "x" * 1000 + "TAIL"
    cut = clip_middle(text)
    assert cut.startswith("HEAD") and cut.endswith("TAIL") and "...[truncated]..." in cut
    assert len(cut) < 600
    assert clip_middle("short") == "short"


def test_preview_is_flat_and_60_chars_plus_ellipsis() -> None:
    assert preview("  hello\n\n world  ") == "hello world"
    assert preview("y" * 61) == "y" * 60 + "..."
    assert preview("y" * 60) == "y" * 60


def test_tool_call_names_from_openai_and_flat_shapes() -> None:
    openai = [{"id": "1", "type": "function", "function": {"name": "terminal"}}]
    assert tool_call_names(openai) == ["terminal"]
    assert tool_call_names([{"name": "read_file"}, {"name": ""}, "junk"]) == ["read_file"]
    assert tool_call_names({"function": {"name": "x"}}) == ["x"]
    assert tool_call_names("not parsed json") == []
    assert tool_call_names(None) == []


def test_message_view_flags_the_anchor_and_names_tools() -> None:
    view = message_view(msg(1, "assistant", "", tool_calls=[{"name": "terminal"}]), 100, True)
    assert view == {
        "id": 1,
        "role": "assistant",
        "content": "",
        "called": ["terminal"],
        "anchor": True,
    }
    tool = message_view(msg(2, "tool", "z" * 2000, tool_name="terminal"), 4000)
    assert tool["tool_name"] == "terminal" and len(tool["content"]) < 600


def test_bookends_skip_tool_rows_empty_rows_and_compaction_summaries() -> None:
    messages = [
        msg(1, "system", "rules"),
        msg(2, "user", "summary of earlier turns", flags={"compaction_summary": True}),
        msg(3, "user", "first"),
        msg(4, "tool", "out"),
        msg(5, "assistant", ""),
        msg(6, "assistant", "second"),
        msg(7, "user", "third"),
        msg(8, "assistant", "fourth"),
    ]
    assert [m.id for m in bookends(messages)] == [3, 6, 7]
    assert [m.id for m in bookends(messages, from_end=True)] == [6, 7, 8]
    assert [m.id for m in bookends(messages, 1)] == [3]


def test_hidden_means_inactive_and_not_compaction_archived() -> None:
    assert is_hidden(msg(1, "user", "x", flags={"active": False}))
    assert not is_hidden(msg(1, "user", "x", flags={"active": False, "compacted": True}))
    assert not is_hidden(msg(1, "user", "x"))


def test_render_transcript_follows_hermes_labels() -> None:
    text = render_transcript(
        [
            msg(1, "user", "please list files"),
            msg(2, "assistant", "", tool_calls=[{"function": {"name": "terminal"}}]),
            msg(3, "tool", "a.py\nb.py", tool_name="terminal"),
            msg(4, "assistant", "\x1b[1mTwo\x1b[0m files."),
            msg(5, "user", "   "),
        ]
    )
    assert text == (
        "[USER]: please list files\n\n"
        "[ASSISTANT]: [Called: terminal]\n\n"
        "[TOOL:terminal]: a.py\nb.py\n\n"
        "[ASSISTANT]: Two files."
    )


def test_center_on_terms_keeps_the_first_match_in_view() -> None:
    text = "a" * 50_000 + "NEEDLE" + "b" * 200_000
    cut = center_on_terms(text, ["needle"], limit=10_000)
    assert "NEEDLE" in cut
    assert cut.startswith(EARLIER_MARK) and cut.endswith(LATER_MARK)
    assert len(cut) <= 10_000 + len(EARLIER_MARK) + len(LATER_MARK)
    head = center_on_terms(text, ["absent"], limit=10_000)
    assert head.startswith("aaa") and head.endswith(LATER_MARK)
    assert center_on_terms("short", ["x"]) == "short"
    tail = center_on_terms("a" * 20_000 + "END", ["end"], limit=1_000)
    assert tail.endswith("END") and tail.startswith(EARLIER_MARK)
