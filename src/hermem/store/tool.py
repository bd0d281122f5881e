"""The ``memory`` tool: one schema, one dispatcher taking whatever arguments a model sent.

Any argument shape gets a JSON-able result; errors are ``{"success": false, "error": ...}``
with what the model needs to recover, and a failed call changes nothing.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hermem.store.bounded import ChangeResult, StoreState
from hermem.store.builtin import BuiltinMemory
from hermem.store.entries import TARGET_FILES, TARGETS, format_counts
from hermem.store.guidance import TOOL_DESCRIPTION, TOOL_DESCRIPTION_USER_ONLY
from hermem.store.operations import ACTIONS, Operation
from hermem.store.snapshot import sanitize_entries
from hermem.tools.arguments import arguments_mapping

if TYPE_CHECKING:
    from hermem.store.pending import PendingWrite, PendingWrites

log = logging.getLogger("hermem.tool")

TOOL_NAME = "memory"
MAX_FAILURES_PER_TURN = 3
PRESSURE_PERCENT = 80
SUCCESS_NOTE = "Write saved. This update is complete — do not repeat it."
NO_CHANGE_NOTE = "Nothing needed writing. This update is complete — do not repeat it."
UNAVAILABLE = "Memory is not available. It may be disabled in config or this environment."
STAGED_NOTE = (
    "Not saved yet: the user approves or rejects it. This update is complete — do not repeat it."
)


def memory_tool_schema(targets: Sequence[str] = TARGETS) -> dict[str, Any]:
    """JSON schema of the tool's parameters (no top-level anyOf/oneOf/allOf/enum/not)."""
    action = {"type": "string", "enum": list(ACTIONS)}
    return {
        "type": "object",
        "properties": {
            "action": {
                **action,
                "description": "add a new entry, replace an entry, or remove one. Omit when "
                "using 'operations'.",
            },
            "target": {
                "type": "string",
                "enum": list(targets),
                "description": "'user' = who the user is; 'memory' = your own notes.",
            },
            "content": {
                "type": "string",
                "description": "The entry text for add, or the full new text for replace.",
            },
            "old_text": {
                "type": "string",
                "description": "Short unique substring identifying the entry to replace or remove.",
            },
            "operations": {
                "type": "array",
                "description": "Several changes applied all-or-nothing in one call; the "
                "budget is checked on the final result.",
                "items": {
                    "type": "object",
                    "properties": {
                        "action": action,
                        "content": {"type": "string"},
                        "old_text": {"type": "string"},
                    },
                    "required": ["action"],
                },
            },
        },
        "required": ["target"],
    }


def memory_tool_description(targets: Sequence[str] = TARGETS) -> str:
    return TOOL_DESCRIPTION if "memory" in targets else TOOL_DESCRIPTION_USER_ONLY


class MemoryTool:
    """Dispatches ``memory`` tool calls for one agent (thread-safe).

    ``origin`` and ``session_id`` go into the journal. Consolidation failures (over budget,
    no match, ambiguous match, a batch that would empty the store) are counted per turn:
    after ``MAX_FAILURES_PER_TURN`` the next one tells the model to stop retrying.
    Call :meth:`start_turn` at the start of each user turn.

    With a ``stager``, a call involving any of ``staged_actions`` (a batch as a whole) is
    staged for the user's approval instead of applied (``hermem.store.pending``).
    """

    name = TOOL_NAME

    def __init__(
        self,
        memory: BuiltinMemory,
        *,
        origin: str = "tool",
        session_id: str | None = None,
        stager: PendingWrites | None = None,
        staged_actions: Sequence[str] = ACTIONS,
    ) -> None:
        self.memory = memory
        self.origin = origin
        self.session_id = session_id
        self.stager = stager
        self.staged_actions = tuple(staged_actions)
        self._failures = 0
        self._lock = threading.Lock()

    @property
    def targets(self) -> list[str]:
        return self.memory.enabled_targets()

    def schema(self) -> dict[str, Any]:
        return memory_tool_schema(self.targets)

    def description(self) -> str:
        return memory_tool_description(self.targets)

    def start_turn(self) -> None:
        with self._lock:
            self._failures = 0

    def handle_json(self, arguments: Any) -> str:
        return to_json(self.handle(arguments))

    def handle(self, arguments: Any) -> dict[str, Any]:
        """Run one call; never raises."""
        try:
            return self._dispatch(arguments)
        except Exception as exc:  # disk full, lock timeout, ...: nothing was half-written
            log.exception("memory tool call failed")
            return _error(
                f"Memory write failed ({type(exc).__name__}: {exc}). Nothing was changed."
            )

    # -- validation order follows Hermes: store, target, operations, action, fields --------

    def _dispatch(self, arguments: Any) -> dict[str, Any]:
        args = _as_mapping(arguments)
        if isinstance(args, str):
            return _error(args)
        if not self.targets:
            return _error(UNAVAILABLE)
        target = args.get("target", "memory")
        if target is None:
            target = "memory"
        if not isinstance(target, str) or target not in TARGETS:
            return _error(f"Invalid target '{_show(target)}'. Use 'memory' or 'user'.")
        if target not in self.targets:
            other = next(iter(self.targets))
            key = "memory_enabled" if target == "memory" else "user_profile_enabled"
            return _error(
                f"The '{target}' store is disabled in config (memory.{key}: false). "
                f"Use target='{other}'."
            )
        store = self.memory.store(target)
        operations = args.get("operations")
        action = args.get("action")
        if operations is not None:
            parsed = _parse_operations(operations)
            if isinstance(parsed, str):
                return _error(parsed)
            if self._gated(parsed):
                return self._stage(target, parsed, batch=True)
            return self._finish(store.apply(parsed, origin=self.origin, session_id=self.session_id))
        if action is None:
            return _error(
                "Missing required parameter: give 'action' (add, replace or remove) with "
                "'content' and/or 'old_text', or 'operations' (a list of such changes)."
            )
        if not isinstance(action, str) or action not in ACTIONS:
            return _error(f"Unknown action '{_show(action)}'. Use: add, replace, remove")
        content = _text_field(args, "content")
        if content is None:
            content = _text_field(args, "new_text")
        old_text = _text_field(args, "old_text")
        for field_name, value in (("content", content), ("old_text", old_text)):
            if isinstance(value, _Invalid):
                return _error(f"'{field_name}' must be a string, got {value.kind}.")
        assert not isinstance(content, _Invalid) and not isinstance(old_text, _Invalid)
        if action == "add":
            if content is None:
                return _error("Content is required for 'add' action.")
            if self._gated([Operation("add")]):
                return self._stage(target, [Operation("add", content)])
            return self._finish(store.add(content, origin=self.origin, session_id=self.session_id))
        if old_text is None or not old_text.strip():
            return self._missing_old_text(action, target)
        if action == "replace" and content is None:
            return _error("content is required for 'replace' action.")
        if self._gated([Operation(action)]):
            kept = content if action == "replace" else None
            return self._stage(target, [Operation(action, kept, old_text)])
        if action == "replace":
            assert content is not None
            return self._finish(
                store.replace(old_text, content, origin=self.origin, session_id=self.session_id)
            )
        return self._finish(store.remove(old_text, origin=self.origin, session_id=self.session_id))

    def _missing_old_text(self, action: str, target: str) -> dict[str, Any]:
        result = _error(
            f"'{action}' needs old_text -- a short unique substring of the entry to {action}. "
            "None was provided. Reissue the call with old_text set to part of one of the "
            "current_entries below."
        )
        try:
            state = self.memory.store(target).read_state()
        except Exception:
            return result
        return {**result, **_echo_state(state)}

    def _gated(self, operations: Sequence[Operation]) -> bool:
        return self.stager is not None and any(
            op.action in self.staged_actions for op in operations
        )

    def _stage(
        self, target: str, operations: Sequence[Operation], batch: bool = False
    ) -> dict[str, Any]:
        assert self.stager is not None
        staged = self.stager.stage(
            target, operations, batch=batch, origin=self.origin, session_id=self.session_id
        )
        if isinstance(staged, ChangeResult):
            return self._finish(staged)
        return staged_result(staged)

    # -- results -------------------------------------------------------------------------

    def _finish(self, change: ChangeResult) -> dict[str, Any]:
        if change.success:
            with self._lock:
                self._failures = 0
            return success_result(change)
        failure = change.failure
        if failure is not None and failure.consolidation:
            with self._lock:
                self._failures += 1
                count = self._failures
            if count > MAX_FAILURES_PER_TURN:
                return {
                    "success": False,
                    "done": True,
                    "error": f"Memory consolidation failed {count} times this turn. Stop "
                    "retrying memory calls — leave memory unchanged for now and continue with "
                    "your reply to the user. The fact can be saved in a later turn.",
                }
        return failure_result(change)


def success_result(change: ChangeResult) -> dict[str, Any]:
    state = change.state
    assert state is not None
    result: dict[str, Any] = {
        "success": True,
        "done": True,
        "target": change.target,
        "usage": state.usage,
        "entry_count": len(state.entries),
        "message": change.message,
        "note": SUCCESS_NOTE if change.changed else NO_CHANGE_NOTE,
    }
    if change.replaced:
        if list(change.replaced) == [0]:
            result["replaced_entry"] = change.replaced[0]
        else:
            result["replaced_entries"] = {str(k): v for k, v in change.replaced.items()}
    if change.removed:
        if list(change.removed) == [0]:
            result["removed_entry"] = change.removed[0]
        else:
            result["removed_entries"] = {str(k): v for k, v in change.removed.items()}
    if change.changed and state.percent >= PRESSURE_PERCENT:
        result["warning"] = (
            f"{TARGET_FILES[change.target]} is {state.percent}% full. Before the next add, "
            "merge overlapping entries or remove stale ones."
        )
    if change.backup:
        result["drift_backup"] = change.backup
    if change.notices:
        result["notices"] = list(change.notices)
    return result


def staged_result(item: PendingWrite) -> dict[str, Any]:
    """A write staged for approval: success (nothing failed), but pending, not saved."""
    return {
        "success": True,
        "done": True,
        "pending": True,
        "staged": True,
        "pending_id": item.id,
        "target": item.target,
        "message": f"This {item.action} is pending user approval as pending write "
        f"#{item.id}; it is not in {TARGET_FILES[item.target]} yet and applies only if the "
        f"user approves it (`hermem approve {item.id}`).",
        "note": STAGED_NOTE,
    }


def failure_result(change: ChangeResult) -> dict[str, Any]:
    result = _error(change.message)
    failure = change.failure
    if failure is not None and failure.show_entries and change.state is not None:
        result.update(_echo_state(change.state))
    if failure is not None and failure.matches:
        result["matches"] = list(failure.matches)
    return result


def _echo_state(state: StoreState) -> dict[str, Any]:
    return {
        "current_entries": sanitize_entries(state.entries, TARGET_FILES[state.target]),
        "usage": format_counts(state.used, state.limit),
    }


def to_json(result: Mapping[str, Any]) -> str:
    """The result as a JSON string (UTF-8 friendly; lone surrogates are escaped, not fatal)."""
    text = json.dumps(result, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(result, ensure_ascii=True)
    return text


def _error(message: str) -> dict[str, Any]:
    return {"success": False, "error": message}


class _Invalid:
    def __init__(self, value: Any) -> None:
        self.kind = type(value).__name__


def _text_field(args: Mapping[str, Any], key: str) -> str | _Invalid | None:
    value = args.get(key)
    if value is None or isinstance(value, str):
        return value
    return _Invalid(value)


def _show(value: Any) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 60 else text[:60] + "..."


def _as_mapping(arguments: Any) -> Mapping[str, Any] | str:
    return arguments_mapping(arguments, '{"action": "add", "target": "memory", "content": "..."}')


def _parse_operations(raw: Any) -> list[Operation] | str:
    shape = "operations must be a list of {action, content?, old_text?} objects."
    if not isinstance(raw, list):
        return shape
    operations: list[Operation] = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, Mapping):
            return f"Operation {number}: {shape}"
        action = item.get("action")
        if not isinstance(action, str):
            return f"Operation {number}: 'action' must be one of add, replace, remove."
        content = _text_field(item, "content")
        if content is None:
            content = _text_field(item, "new_text")
        old_text = _text_field(item, "old_text")
        for field_name, value in (("content", content), ("old_text", old_text)):
            if isinstance(value, _Invalid):
                return f"Operation {number} ({action}): '{field_name}' must be a string."
        assert not isinstance(content, _Invalid) and not isinstance(old_text, _Invalid)
        operations.append(Operation(action, content, old_text))
    return operations
