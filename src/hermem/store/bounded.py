"""One bounded, curated store (MEMORY.md or USER.md) and the locked path every change takes.

lock -> reload from disk -> adopt outside edits (journaled; backed up if not exactly
representable) -> apply the pure operation -> atomic write -> journal. A failed call
changes nothing. On PostgreSQL the journal rows are part of the write's transaction.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hermem.errors import JournalError, StoreUnreadableError
from hermem.safety import MAX_SCAN_CHARS, block_message, first_block
from hermem.store.backend import StoreBackend
from hermem.store.entries import (
    clean_entry_text,
    entry_problem,
    format_counts,
    format_usage,
    is_lossless,
    joined_length,
    parse_entries,
    serialize_entries,
    usage_percent,
)
from hermem.store.events import WriteEvent, write_events
from hermem.store.journal import ChangeJournal, JournalEntry
from hermem.store.operations import (
    Applied,
    Failure,
    Operation,
    Outcome,
    apply_add,
    apply_batch,
    apply_remove,
    apply_replace,
    fits,
)

log = logging.getLogger("hermem.store")


@dataclass(frozen=True, slots=True)
class StoreState:
    """The live entries of a store and what they cost against its limit."""

    target: str
    entries: list[str]
    limit: int

    @property
    def used(self) -> int:
        return joined_length(self.entries)

    @property
    def percent(self) -> int:
        return usage_percent(self.used, self.limit)

    @property
    def usage(self) -> str:
        return format_usage(self.used, self.limit)

    @property
    def counts(self) -> str:
        return format_counts(self.used, self.limit)

    @property
    def over_budget(self) -> bool:
        return self.used > self.limit


@dataclass(slots=True)
class ChangeResult:
    """What a change did. ``failure`` is set when nothing was written because of a rule."""

    target: str
    success: bool
    message: str
    state: StoreState | None
    changed: bool = False
    failure: Failure | None = None
    replaced: dict[int, str] = field(default_factory=dict)
    removed: dict[int, str] = field(default_factory=dict)
    backup: str | None = None
    journal_id: int | None = None
    notices: list[str] = field(default_factory=list)


class BoundedStore:
    """A store with a character budget; every change goes through the locked path."""

    def __init__(
        self,
        target: str,
        backend: StoreBackend,
        limit: int,
        journal: Callable[[], ChangeJournal] | None = None,
    ) -> None:
        self.target = target
        self.backend = backend
        self.limit = limit
        self._journal = journal
        # Called with each committed entry operation (``events.py``); errors are logged.
        self.listeners: list[Callable[[WriteEvent], None]] = []

    @property
    def name(self) -> str:
        return self.backend.name

    # -- reading (no lock: the file is always complete) --------------------------------

    def read_state(self) -> StoreState:
        """The live entries; raises StoreUnreadableError when the file cannot be decoded."""
        text = self.backend.read()
        return StoreState(self.target, parse_entries(text or ""), self.limit)

    def entries(self) -> list[str]:
        return self.read_state().entries

    # -- changes -------------------------------------------------------------------------

    def add(
        self, content: str, *, origin: str = "api", session_id: str | None = None
    ) -> ChangeResult:
        clean = clean_entry_text(content)
        refused = self.check_content(clean, empty_error="Content cannot be empty.")
        if refused:
            return self._refused(refused)
        return self._commit(
            lambda entries: apply_add(entries, clean, self.limit),
            action="add",
            origin=origin,
            session_id=session_id,
            detail={"content": clean},
        )

    def replace(
        self, old_text: str, content: str, *, origin: str = "api", session_id: str | None = None
    ) -> ChangeResult:
        old = clean_entry_text(old_text)
        if not old:
            return self._refused("old_text cannot be empty.")
        clean = clean_entry_text(content)
        refused = self.check_content(
            clean, empty_error="new_content cannot be empty. Use 'remove' to delete entries."
        )
        if refused:
            return self._refused(refused)
        return self._commit(
            lambda entries: apply_replace(entries, old, clean, self.limit),
            action="replace",
            origin=origin,
            session_id=session_id,
            detail={"old_text": old, "content": clean},
        )

    def remove(
        self, old_text: str, *, origin: str = "api", session_id: str | None = None
    ) -> ChangeResult:
        old = clean_entry_text(old_text)
        if not old:
            return self._refused("old_text cannot be empty.")
        return self._commit(
            lambda entries: apply_remove(entries, old),
            action="remove",
            origin=origin,
            session_id=session_id,
            detail={"old_text": old},
        )

    def apply(
        self,
        operations: Sequence[Operation],
        *,
        origin: str = "api",
        session_id: str | None = None,
    ) -> ChangeResult:
        """All-or-nothing batch; every add/replace content is scanned before the lock."""
        cleaned: list[Operation] = []
        for number, op in enumerate(operations, start=1):
            content = None if op.content is None else clean_entry_text(op.content)
            old = None if op.old_text is None else clean_entry_text(op.old_text)
            if content and op.action in ("add", "replace"):
                refused = self.check_content(content, empty_error="")
                if refused:
                    return self._refused(
                        f"Operation {number}: {refused} No operations were applied "
                        "(batch is all-or-nothing)."
                    )
            cleaned.append(Operation(op.action, content, old))
        return self._commit(
            lambda entries: apply_batch(entries, cleaned, self.limit),
            action="batch",
            origin=origin,
            session_id=session_id,
            detail={"operations": [_op_detail(op) for op in cleaned]},
        )

    def set_entries(
        self,
        entries: Sequence[str],
        *,
        action: str = "edit",
        origin: str = "cli",
        session_id: str | None = None,
        expected: Sequence[str] | None = None,
    ) -> ChangeResult:
        """Replace the whole store (``hermem edit``): every entry is scanned, the budget holds.

        With ``expected``, the change is refused if the store no longer holds those entries
        (someone else wrote while the caller was editing).
        """
        cleaned = list(dict.fromkeys(e for e in (clean_entry_text(x) for x in entries) if e))
        for number, entry in enumerate(cleaned, start=1):
            refused = self.check_content(entry, empty_error="")
            if refused:
                return self._refused(f"Entry {number}: {refused}")

        def whole(current: list[str]) -> Outcome:
            if expected is not None and list(expected) != current:
                return Failure(
                    f"{self.name} changed while you were editing it (another agent or session "
                    "wrote to it). Start the edit again from the current entries.",
                    kind="conflict",
                )
            if not fits(current, cleaned, self.limit):
                return Failure(
                    f"The edited {self.name} would be "
                    f"{format_counts(joined_length(cleaned), self.limit)} chars, over its limit. "
                    "Shorten or remove entries and try again.",
                    kind="over_budget",
                )
            return Applied(cleaned, "Store updated.", changed=cleaned != current)

        return self._commit(whole, action=action, origin=origin, session_id=session_id, detail={})

    def restore(self, entry: JournalEntry, *, origin: str = "cli") -> ChangeResult:
        """Undo one journaled change, provided the store still holds what that change wrote."""
        if entry.before is None:
            raise JournalError(
                f"change #{entry.id} adopted a file whose earlier state was never journaled; "
                "there is nothing to go back to"
            )
        if entry.undone_by is not None:
            raise JournalError(f"change #{entry.id} was already undone by #{entry.undone_by}")
        target_text = entry.before

        def back(current: list[str]) -> Outcome:
            if serialize_entries(current) != entry.after:
                return Failure(
                    f"{self.name} has changed since change #{entry.id}; undoing it would discard "
                    "the later changes. Undo those first (see `hermem history`).",
                    kind="conflict",
                )
            return Applied(parse_entries(target_text), f"Undid change #{entry.id}.", changed=True)

        return self._commit(
            back,
            action="undo",
            origin=origin,
            session_id=None,
            detail={"undid": entry.id, "undid_action": entry.action},
            undo_of=entry.id,
            force_write=True,
        )

    # -- validation ----------------------------------------------------------------------

    def check_content(self, clean: str, *, empty_error: str) -> str | None:
        """Why ``clean`` may not be stored (empty, unrepresentable, oversize, unsafe), or None."""
        if not clean:
            return empty_error or "content cannot be empty."
        problem = entry_problem(clean)
        if problem:
            return problem[0].upper() + problem[1:]
        if len(clean) > MAX_SCAN_CHARS:
            return (
                f"Content is {len(clean):,} chars; a single entry may be at most "
                f"{MAX_SCAN_CHARS:,} chars (and {self.name} holds {self.limit:,} in all)."
            )
        threat = first_block(clean)
        if threat is not None:
            return block_message(threat)
        return None

    # -- the locked path -----------------------------------------------------------------

    def _refused(self, error: str) -> ChangeResult:
        return ChangeResult(self.target, False, error, None, failure=Failure(error, kind="invalid"))

    def _commit(
        self,
        change: Callable[[list[str]], Outcome],
        *,
        action: str,
        origin: str,
        session_id: str | None,
        detail: dict[str, Any],
        undo_of: int | None = None,
        force_write: bool = False,
    ) -> ChangeResult:
        opened = self._open_journal()
        try:
            with self.backend.transaction() as txn:
                journal = None if opened is None else txn.bind_journal(opened)
                raw = txn.read()
                entries = parse_entries(raw or "")
                state = StoreState(self.target, entries, self.limit)
                outcome = change(entries)
                if isinstance(outcome, Failure):
                    return ChangeResult(self.target, False, outcome.error, state, failure=outcome)
                if not outcome.changed and not force_write:
                    return self._success(outcome, state, changed=False)
                result_notices: list[str] = []
                backup = None
                if raw is not None and not is_lossless(raw, entries):
                    backup = txn.backup()
                    result_notices.append(
                        f"{self.name} had been edited outside the memory tool in a way that "
                        f"could not be kept exactly (duplicate or blank entries); the file as "
                        f"it was is saved at {backup}."
                    )
                disk_text = serialize_entries(entries)
                if journal is not None:
                    self._adopt_outside_edit(journal, disk_text, result_notices)
                new_text = serialize_entries(outcome.entries)
                txn.write(new_text)
                journal_id = None
                if journal is not None:
                    journal_id = self._journal_change(
                        journal, action, disk_text, new_text, origin, session_id, detail, undo_of
                    )
        except StoreUnreadableError as exc:
            error = f"{exc} Nothing was changed."
            return ChangeResult(
                self.target, False, error, None, failure=Failure(error, kind="unreadable")
            )
        result = self._success(outcome, StoreState(self.target, outcome.entries, self.limit))
        result.backup = backup
        result.journal_id = journal_id
        result.notices.extend(result_notices)
        if self.listeners:
            self._notify(
                write_events(
                    self.target,
                    action,
                    detail,
                    outcome.replaced,
                    outcome.removed,
                    origin=origin,
                    session_id=session_id,
                    journal_id=journal_id,
                )
            )
        return result

    def _notify(self, events: list[WriteEvent]) -> None:
        for event in events:
            for listener in list(self.listeners):
                try:
                    listener(event)
                except Exception:  # the write is committed; a listener cannot undo it
                    log.exception("memory write listener %r failed", listener)

    def _open_journal(self) -> ChangeJournal | None:
        if self._journal is None:
            return None
        try:
            return self._journal()
        except Exception as exc:  # a damaged journal must not block writes; they go unjournaled
            log.warning("journal unavailable, %s is written without it: %s", self.name, exc)
            return None

    def _adopt_outside_edit(
        self, journal: ChangeJournal, disk_text: str, notices: list[str]
    ) -> None:
        try:
            last = journal.last_state(self.target)
            if last == disk_text or (last is None and disk_text == ""):
                return
            journal.record(
                target=self.target,
                action="external",
                before=last,
                after=disk_text,
                origin="external",
                detail={"note": "changes made outside hermem, adopted before the next write"},
            )
            notices.append(
                f"Adopted changes made to {self.name} outside hermem (journaled as external)."
            )
        except Exception as exc:  # the journal is an audit trail: it never blocks a write
            log.warning("journal unavailable while adopting an outside edit: %s", exc)

    def _journal_change(
        self,
        journal: ChangeJournal,
        action: str,
        before: str,
        after: str,
        origin: str,
        session_id: str | None,
        detail: dict[str, Any],
        undo_of: int | None,
    ) -> int | None:
        try:
            return journal.record(
                target=self.target,
                action=action,
                before=before,
                after=after,
                origin=origin,
                session_id=session_id,
                detail=detail,
                undo_of=undo_of,
            )
        except Exception as exc:  # the write is committed; the next write journals it as external
            log.warning("could not journal a %s on %s: %s", action, self.name, exc)
            return None

    def _success(self, outcome: Applied, state: StoreState, changed: bool = True) -> ChangeResult:
        return ChangeResult(
            self.target,
            True,
            outcome.message,
            state,
            changed=changed,
            replaced=dict(outcome.replaced),
            removed=dict(outcome.removed),
        )


def _op_detail(op: Operation) -> dict[str, str]:
    detail = {"action": op.action}
    if op.old_text is not None:
        detail["old_text"] = op.old_text
    if op.content is not None:
        detail["content"] = op.content
    return detail
