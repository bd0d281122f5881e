"""Properties of the format and of the tool on a real store, for arbitrary input (hypothesis)."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from hermem.config import MemoryConfig, resolve_home
from hermem.store.builtin import BuiltinMemory
from hermem.store.entries import (
    clean_entry_text,
    entry_problem,
    format_usage,
    is_lossless,
    joined_length,
    parse_entries,
    serialize_entries,
)
from hermem.store.matching import find_entry
from hermem.store.tool import MemoryTool, to_json

LIMIT = 160
# Pieces that stress the format: separators with and without blanks, CR, BOM, odd
# whitespace, control characters, lone surrogates, multi-byte text.
TRICKY = [
    "a", "b", "c", "ab", "tea", " ", "  ", "\t", "\n", "\n", "\r", "\r\n", "§", "\n§\n",
    "\n§ \n", "§\n", "\ufeff", "\u3000", "\xa0", "\u2028", "\x00", "\x1b", "\ud800", "\udfff",
    "é", "日本", "☕", "[BLOCKED:", "x" * 40,
]  # fmt: skip
FORMAT = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)

tricky_text = st.lists(st.sampled_from(TRICKY), max_size=12).map("".join)
any_text = st.one_of(st.text(max_size=60), tricky_text)
# Mostly storable text, so calls also succeed and the store fills up to its budget.
storable = st.text(alphabet="abcé §\n\t.", min_size=1, max_size=30)
note_text = st.one_of(
    storable,
    st.builds(lambda text, n: text + "." * n, storable, st.integers(0, 150)),
    any_text,
)


def is_valid_entry(text: str) -> bool:
    return bool(text) and clean_entry_text(text) == text and entry_problem(text) is None


valid_entries = st.lists(
    any_text.map(clean_entry_text).filter(is_valid_entry), max_size=8, unique=True
)


# -- the format -----------------------------------------------------------------------------


@FORMAT
@given(any_text)
def test_parse_of_serialized_parse_is_parse(text: str) -> None:
    entries = parse_entries(text)
    assert parse_entries(serialize_entries(entries)) == entries


@FORMAT
@given(any_text)
def test_every_parsed_entry_is_a_fixed_point(text: str) -> None:
    for entry in parse_entries(text):
        assert entry
        assert parse_entries(entry) == [entry]
        assert clean_entry_text(entry) == entry


@FORMAT
@given(valid_entries)
def test_valid_entries_round_trip_exactly(entries: list[str]) -> None:
    text = serialize_entries(entries)
    assert parse_entries(text) == entries
    assert is_lossless(text, entries)
    assert joined_length(entries) == len(text)


@FORMAT
@given(valid_entries)
def test_bom_crlf_and_trailing_newline_keep_valid_entries(entries: list[str]) -> None:
    text = "\ufeff" + serialize_entries(entries).replace("\n", "\r\n") + "\r\n"
    assert parse_entries(text) == entries
    assert is_lossless(text, entries)


@FORMAT
@given(st.lists(any_text, max_size=6), any_text)
def test_find_entry_points_only_at_entries_holding_old_text(entries: list[str], old: str) -> None:
    match = find_entry(entries, old)
    if old in entries:
        assert match.index == entries.index(old)
    elif match.index is not None:
        assert old in entries[match.index]
        assert len({e for e in entries if old in e}) == 1
    elif match.ambiguous:
        assert len({e for e in entries if old in e}) > 1
    else:
        assert not any(old in e for e in entries)


# -- random tool calls on a real store ----------------------------------------------------


def dedupe(entries: list[str]) -> list[str]:
    return list(dict.fromkeys(entries))


class RandomToolCalls(RuleBasedStateMachine):
    """Any sequence of calls keeps the file parseable, within budget and true to the results."""

    def __init__(self) -> None:
        super().__init__()
        self.root = Path(tempfile.mkdtemp(prefix="hermem-props-"))
        paths = resolve_home(self.root)
        self.file = paths.memory_file
        config = MemoryConfig(memory_char_limit=LIMIT, user_char_limit=LIMIT)
        self.memory = BuiltinMemory(paths, config)
        self.tool = MemoryTool(self.memory)

    def teardown(self) -> None:
        self.memory.close()
        shutil.rmtree(self.root, ignore_errors=True)

    # -- helpers --------------------------------------------------------------------------

    def raw(self) -> bytes | None:
        return self.file.read_bytes() if self.file.exists() else None

    def disk(self) -> list[str] | None:
        """Entries on disk (strict UTF-8, BOM tolerated); None when undecodable."""
        raw = self.raw()
        if raw is None:
            return []
        try:
            return parse_entries(raw.decode("utf-8-sig"))
        except UnicodeDecodeError:
            return None

    def call(self, arguments: dict[str, Any]) -> tuple[dict[str, Any], list[str], list[str]]:
        """Run a call; check what holds for every call; return result, entries before/after."""
        raw_before = self.raw()
        before = self.disk()
        self.tool.start_turn()  # the per-turn cap is pinned elsewhere; here every call counts
        result = self.tool.handle(arguments)
        text = to_json(result)
        text.encode("utf-8")
        assert json.loads(text)["success"] is result["success"]
        if not result["success"]:
            assert isinstance(result["error"], str) and result["error"]
            event(f"refused: {result['error'].split(chr(39))[0][:30]!a}")
            assert self.raw() == raw_before, "a failed call changed the file"
            return result, before or [], before or []
        assert before is not None, "a write succeeded on an undecodable file"
        after = self.disk()
        assert after is not None
        assert result["done"] is True
        assert result["entry_count"] == len(after)
        assert result["usage"] == format_usage(joined_length(after), LIMIT)
        used = joined_length(after)
        assert used <= LIMIT or used <= joined_length(before), "grew past the budget"
        if after == before:
            assert self.raw() == raw_before, "a call that changed nothing rewrote the file"
        event(f"{next(iter(arguments))}: {result['message'][:24]}")
        return result, before, after

    # -- rules ------------------------------------------------------------------------------

    @rule(content=note_text)
    def add(self, content: str) -> None:
        result, before, after = self.call({"action": "add", "content": content})
        if result["success"]:
            clean = clean_entry_text(content)
            if clean in before:
                assert after == before
            else:
                assert after == [*before, clean]
                assert joined_length(after) <= LIMIT

    @rule(data=st.data(), content=note_text)
    def replace(self, data: st.DataObject, content: str) -> None:
        old = self.draw_old_text(data)
        result, before, after = self.call(
            {"action": "replace", "old_text": old, "content": content}
        )
        if result["success"]:
            replaced = result["replaced_entry"]
            expected = list(before)
            expected[before.index(replaced)] = clean_entry_text(content)
            assert after == dedupe(expected)

    @rule(data=st.data())
    def remove(self, data: st.DataObject) -> None:
        result, before, after = self.call(
            {"action": "remove", "old_text": self.draw_old_text(data)}
        )
        if result["success"]:
            removed = result["removed_entry"]
            assert after == [e for e in before if e != removed]

    @rule(data=st.data())
    def batch(self, data: st.DataObject) -> None:
        ops = []
        for _ in range(data.draw(st.integers(0, 3))):
            action = data.draw(st.sampled_from(["add", "add", "replace", "remove", "bogus"]))
            op: dict[str, Any] = {"action": action}
            if action in ("add", "replace", "bogus") and data.draw(st.integers(0, 9)):
                op[data.draw(st.sampled_from(["content", "content", "new_text"]))] = data.draw(
                    note_text
                )
            if action in ("replace", "remove") and data.draw(st.integers(0, 9)):
                op["old_text"] = self.draw_old_text(data)
            ops.append(op)
        result, before, after = self.call({"operations": ops})
        if result["success"]:
            assert result["message"] == f"Applied {len(ops)} operation(s)."
            assert after or not before, "a batch emptied the store"
            for removed in result.get("removed_entries", {}).values():
                assert removed not in after or removed in [
                    clean_entry_text(op.get("content") or op.get("new_text") or "") for op in ops
                ]

    @initialize(entries=st.lists(note_text, max_size=6))
    def seed(self, entries: list[str]) -> None:
        """Start from whatever the file held (maybe over budget): entries an editor wrote."""
        self.write("\n§\n".join(entries).encode("utf-8", "replace"))

    @rule(
        text=any_text,
        layout=st.sampled_from(["plain", "plain", "bom", "crlf", "dupes", "undecodable"]),
    )
    def outside_edit(self, text: str, layout: str) -> None:
        body = text.encode("utf-8", "replace").decode("utf-8")
        if layout == "dupes":
            body = f"{body}\n§\n{body}"
        if layout == "crlf":
            body = body.replace("\n", "\r\n")
        data = body.encode("utf-8")
        if layout == "bom":
            data = b"\xef\xbb\xbf" + data
        if layout == "undecodable":
            data += b"\n\xa7\ncaf\xe9"
        self.write(data)

    def write(self, data: bytes) -> None:
        self.file.parent.mkdir(parents=True, exist_ok=True)
        self.file.write_bytes(data)

    def draw_old_text(self, data: st.DataObject) -> str:
        entries = self.disk() or []
        if entries and data.draw(st.booleans()):
            entry = data.draw(st.sampled_from(entries))
            start = data.draw(st.integers(0, len(entry) - 1))
            end = data.draw(st.integers(start + 1, len(entry)))
            return entry[start:end]
        return data.draw(any_text)

    # -- invariants -------------------------------------------------------------------------

    @invariant()
    def file_parses_and_is_stable(self) -> None:
        entries = self.disk()
        if entries is not None:
            assert parse_entries(serialize_entries(entries)) == entries

    @invariant()
    def no_temp_files_are_left(self) -> None:
        if self.file.parent.exists():
            assert not list(self.file.parent.glob(".mem_*.tmp"))


TestRandomToolCalls = RandomToolCalls.TestCase
TestRandomToolCalls.settings = settings(
    max_examples=60,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
