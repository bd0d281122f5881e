"""Proposed memory writes that wait for the user: stage, list, approve, reject.

A write is staged instead of applied when ``memory.write_approval`` is on (every model
write) and for an unattended background review's ``replace`` and ``remove``. Staging
checks the write as the store would (scanner, matching, budget) against the entries of
that moment, so the model hears about a bad write at once; it also pins the exact entry
each ``replace``/``remove`` located. Approval re-checks against the entries then and
refuses, with "entry changed since it was staged; re-propose", when a pinned entry is
gone or an ``old_text`` now points elsewhere; otherwise it applies through the same
:class:`BoundedStore` operation the tool uses (scanner, budget, lock, journal).

Nothing happens to a pending write unless the user says so: a refused approval leaves
it pending with the reason recorded (``error``), to be approved again after making room,
or rejected. Rows live in the home's ``state.db`` (``pending_sqlite.py``), or in
PostgreSQL beside the stores, per tenant and profile (``postgres_pending.py``); resolved
rows stay there with their outcome.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from hermem.errors import StoreUnreadableError
from hermem.store.bounded import BoundedStore, ChangeResult, StoreState
from hermem.store.builtin import BuiltinMemory
from hermem.store.entries import clean_entry_text, preview
from hermem.store.operations import (
    Applied,
    Failure,
    Operation,
    Outcome,
    apply_add,
    apply_batch,
    apply_remove,
    apply_replace,
)

STATUSES = ("pending", "approved", "rejected")
APPROVED_ORIGIN = "approved"  # the journal's origin for a write the user approved
CHANGED = "entry changed since it was staged; re-propose"


@dataclass(frozen=True, slots=True)
class StagedOperation:
    """One operation of a staged write; ``matched_entry`` is the entry it located then."""

    action: str
    content: str | None = None
    old_text: str | None = None
    matched_entry: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "content": self.content,
            "old_text": self.old_text,
            "matched_entry": self.matched_entry,
        }


@dataclass(frozen=True, slots=True)
class PendingWrite:
    """A staged write. ``action`` is add, replace, remove or batch (see ``operations``)."""

    id: int
    created_at: float
    origin: str
    session_id: str | None
    target: str
    action: str
    operations: tuple[StagedOperation, ...]
    status: str = "pending"
    error: str | None = None
    resolved_at: float | None = None
    journal_id: int | None = None

    @property
    def content(self) -> str | None:
        return None if self.action == "batch" else self.operations[0].content

    @property
    def old_text(self) -> str | None:
        return None if self.action == "batch" else self.operations[0].old_text

    @property
    def matched_entry(self) -> str | None:
        return None if self.action == "batch" else self.operations[0].matched_entry

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "created_at": self.created_at,
            "origin": self.origin,
            "session_id": self.session_id,
            "target": self.target,
            "action": self.action,
            "content": self.content,
            "old_text": self.old_text,
            "matched_entry": self.matched_entry,
            "status": self.status,
            "error": self.error,
            "resolved_at": self.resolved_at,
            "journal_id": self.journal_id,
        }
        if self.action == "batch":
            data["operations"] = [op.as_dict() for op in self.operations]
        return data


@dataclass(slots=True)
class Approval:
    """What approving one pending write did: ``result`` is the store's answer, if it ran."""

    item: PendingWrite
    success: bool
    message: str
    result: ChangeResult | None = None
    notices: list[str] = field(default_factory=list)


class PendingNotFound(LookupError):
    """No pending write has that id (or it was already approved or rejected)."""


class PendingRows(Protocol):
    """Where the staged writes of one home (or tenant and profile) are kept."""

    def insert(
        self,
        *,
        origin: str,
        session_id: str | None,
        target: str,
        action: str,
        content: str | None,
        old_text: str | None,
        matched_entry: str | None,
        operations: str | None,
    ) -> tuple[int, float]:
        """Store a new pending write; return its id and creation time."""

    def select(self, status: str | None, limit: int) -> list[PendingWrite]:
        """Oldest first; every status when ``status`` is None."""

    def get(self, pending_id: int) -> PendingWrite | None: ...

    def set_error(self, pending_id: int, error: str) -> None:
        """Record why the latest approval was refused (pending rows only)."""

    def resolve(self, pending_id: int, status: str, journal_id: int | None) -> None:
        """Mark a pending row approved or rejected (pending rows only)."""


def dry_run(
    entries: Sequence[str], operations: Sequence[Operation], limit: int, *, batch: bool = False
) -> Outcome:
    """What the operations would do to ``entries`` (pure): the store's rules, nothing written."""
    if batch:
        return apply_batch(entries, operations, limit)
    op = operations[0]
    if op.action == "add":
        return apply_add(entries, op.content or "", limit)
    if op.action == "replace":
        return apply_replace(entries, op.old_text or "", op.content or "", limit)
    return apply_remove(entries, op.old_text or "")


class PendingWrites:
    """The staging queue of one home, or of a tenant and profile on PostgreSQL (thread- and
    process-safe: every call is its own transaction)."""

    def __init__(self, memory: BuiltinMemory, rows: PendingRows | None = None) -> None:
        self.memory = memory
        self.rows = rows if rows is not None else _rows_of(memory)

    # -- staging -------------------------------------------------------------------------

    def stage(
        self,
        target: str,
        operations: Sequence[Operation],
        *,
        batch: bool = False,
        origin: str = "tool",
        session_id: str | None = None,
    ) -> PendingWrite | ChangeResult:
        """Stage a write, or return why not: a refused one, or one with nothing to change.

        The write is checked as the store would check it now (content, matching, budget);
        a ChangeResult comes back for a failure or a no-op, a PendingWrite when staged.
        """
        store = self.memory.store(target)
        cleaned = _clean(store, operations, batch=batch)
        if isinstance(cleaned, ChangeResult):
            return cleaned
        try:
            state = store.read_state()
        except StoreUnreadableError as exc:
            error = f"{exc} Nothing was changed."
            return ChangeResult(target, False, error, None, failure=Failure(error, "unreadable"))
        outcome = dry_run(state.entries, cleaned, store.limit, batch=batch)
        if isinstance(outcome, Failure):
            return ChangeResult(target, False, outcome.error, state, failure=outcome)
        if not outcome.changed:
            return ChangeResult(
                target,
                True,
                outcome.message,
                state,
                replaced=dict(outcome.replaced),
                removed=dict(outcome.removed),
            )
        staged = _pin(cleaned, outcome, batch=batch)
        action = "batch" if batch else staged[0].action
        payload = json.dumps([op.as_dict() for op in staged], ensure_ascii=False) if batch else None
        single = staged[0] if not batch else StagedOperation(action)
        new_id, created_at = self.rows.insert(
            origin=origin,
            session_id=session_id,
            target=target,
            action=action,
            content=single.content,
            old_text=single.old_text,
            matched_entry=single.matched_entry,
            operations=payload,
        )
        return PendingWrite(new_id, created_at, origin, session_id, target, action, tuple(staged))

    # -- reading -------------------------------------------------------------------------

    def list(
        self, status: str | None = "pending", limit: int = 1000
    ) -> builtins.list[PendingWrite]:
        """Oldest first; ``status=None`` lists resolved writes too."""
        return self.rows.select(status, limit)

    def get(self, pending_id: int) -> PendingWrite | None:
        return self.rows.get(pending_id)

    def _pending(self, pending_id: int) -> PendingWrite:
        item = self.get(pending_id)
        if item is None:
            raise PendingNotFound(f"no pending write #{pending_id} (see `hermem pending`)")
        if item.status != "pending":
            raise PendingNotFound(f"pending write #{pending_id} was already {item.status}")
        return item

    # -- resolving -----------------------------------------------------------------------

    def approve(self, pending_id: int) -> Approval:
        """Apply a pending write through the store; refused ones stay pending with the error.

        Raises PendingNotFound for an unknown or already resolved id.
        """
        item = self._pending(pending_id)
        store = self.memory.store(item.target)
        batch = item.action == "batch"
        # The pinned entry itself is the old_text: an entry equal to old_text wins outright.
        operations = [
            Operation(op.action, op.content, op.matched_entry or op.old_text)
            for op in item.operations
        ]
        try:
            state = store.read_state()
        except StoreUnreadableError as exc:
            return self._refuse(item, f"{exc} Nothing was changed.")
        outcome = dry_run(state.entries, operations, store.limit, batch=batch)
        changed = _moved(item.operations, outcome, batch=batch)
        if changed:
            return self._refuse(item, changed, state)
        if isinstance(outcome, Failure):
            return self._refuse(item, outcome.error, state)
        result = _apply(store, operations, batch=batch, session_id=item.session_id)
        if not result.success:
            return self._refuse(item, result.message, result.state, result)
        self.rows.resolve(item.id, "approved", result.journal_id)
        resolved = self.get(item.id) or item
        message = f"Approved #{item.id}: {result.message}"
        return Approval(resolved, True, message, result, list(result.notices))

    def reject(self, pending_id: int) -> PendingWrite:
        """Drop a pending write; raises PendingNotFound for an unknown or resolved id."""
        item = self._pending(pending_id)
        self.rows.resolve(item.id, "rejected", None)
        return self.get(item.id) or item

    def approve_all(self) -> builtins.list[Approval]:
        """Approve every pending write, oldest first; each succeeds or is refused alone."""
        approvals = []
        for item in self.list():
            try:
                approvals.append(self.approve(item.id))
            except PendingNotFound:
                continue  # resolved by someone else meanwhile
        return approvals

    def reject_all(self) -> builtins.list[PendingWrite]:
        rejected = []
        for item in self.list():
            try:
                rejected.append(self.reject(item.id))
            except PendingNotFound:
                continue
        return rejected

    def _refuse(
        self,
        item: PendingWrite,
        error: str,
        state: StoreState | None = None,
        result: ChangeResult | None = None,
    ) -> Approval:
        self.rows.set_error(item.id, error)
        if result is None:
            failure = Failure(error, kind="conflict" if error.startswith(CHANGED) else "refused")
            result = ChangeResult(item.target, False, error, state, failure=failure)
        refreshed = self.get(item.id) or item
        return Approval(refreshed, False, f"Not approved #{item.id}: {error}", result)


def _rows_of(memory: BuiltinMemory) -> PendingRows:
    """The rows beside the memory's journal: PostgreSQL when its stores are there."""
    if memory.storage.uses_postgres:
        from hermem.store.postgres_pending import PostgresPendingRows

        return PostgresPendingRows(
            memory.storage.database_url, tenant=memory.storage.tenant, profile=memory.profile_key
        )
    from hermem.store.pending_sqlite import SqlitePendingRows

    return SqlitePendingRows(memory.paths)


def _clean(
    store: BoundedStore, operations: Sequence[Operation], *, batch: bool
) -> list[Operation] | ChangeResult:
    """The operations as the store would store them, or the store's refusal."""
    cleaned: list[Operation] = []
    for number, op in enumerate(operations, start=1):
        content = None if op.content is None else clean_entry_text(op.content)
        old = None if op.old_text is None else clean_entry_text(op.old_text)
        if not batch and op.action in ("replace", "remove") and not old:
            return _refused(store.target, "old_text cannot be empty.")
        if op.action in ("add", "replace") and (content or not batch):
            empty = "Content cannot be empty."
            if op.action == "replace":
                empty = "new_content cannot be empty. Use 'remove' to delete entries."
            refused = store.check_content(content or "", empty_error=empty)
            if refused:
                if batch:
                    refused = (
                        f"Operation {number}: {refused} No operations were applied "
                        "(batch is all-or-nothing)."
                    )
                return _refused(store.target, refused)
        cleaned.append(Operation(op.action, content, old))
    return cleaned


def _refused(target: str, error: str) -> ChangeResult:
    return ChangeResult(target, False, error, None, failure=Failure(error, kind="invalid"))


def _pin(
    operations: Sequence[Operation], outcome: Applied, *, batch: bool
) -> list[StagedOperation]:
    """Each replace/remove with the entry it located (batches number operations from 1)."""
    staged = []
    for number, op in enumerate(operations, start=1 if batch else 0):
        matched = outcome.replaced.get(number) if op.action == "replace" else None
        if op.action == "remove":
            matched = outcome.removed.get(number)
        staged.append(StagedOperation(op.action, op.content, op.old_text, matched))
    return staged


def _moved(staged: Sequence[StagedOperation], outcome: Outcome, *, batch: bool) -> str | None:
    """Why the entries a staged write pinned are not the ones it would touch now, or None.

    ``outcome`` is the dry run with each pinned entry as the old_text: a pinned entry that
    is gone either matches nothing or (as a substring) some other entry.
    """
    first = 1 if batch else 0  # batches number their operations from 1
    for number, op in enumerate(staged, start=first):
        if op.matched_entry is None:
            continue
        if isinstance(outcome, Failure):
            if outcome.kind in ("no_match", "ambiguous"):
                return f"{CHANGED} ({_quote(op.matched_entry)} is no longer in the store)."
            return None
        located = outcome.replaced if op.action == "replace" else outcome.removed
        if located.get(number) != op.matched_entry:
            return f"{CHANGED} ({_quote(op.matched_entry)} is no longer in the store)."
    return None


def _quote(entry: str) -> str:
    return repr(preview(entry.replace("\n", " "), 60))


def _apply(
    store: BoundedStore, ops: Sequence[Operation], *, batch: bool, session_id: str | None
) -> ChangeResult:
    kwargs: dict[str, Any] = {"origin": APPROVED_ORIGIN, "session_id": session_id}
    if batch:
        return store.apply(ops, **kwargs)
    op = ops[0]
    if op.action == "add":
        return store.add(op.content or "", **kwargs)
    if op.action == "replace":
        return store.replace(op.old_text or "", op.content or "", **kwargs)
    return store.remove(op.old_text or "", **kwargs)


def pending_from_row(row: Mapping[str, Any]) -> PendingWrite:
    """A PendingWrite from a row of ``pending_writes`` (either backend), read by name."""
    operations: tuple[StagedOperation, ...]
    if row["action"] == "batch":
        try:
            raw = json.loads(row["operations"] or "[]")
        except ValueError:
            raw = []
        operations = tuple(
            StagedOperation(
                str(op.get("action", "")),
                op.get("content"),
                op.get("old_text"),
                op.get("matched_entry"),
            )
            for op in raw
            if isinstance(op, dict)
        )
    else:
        operations = (
            StagedOperation(row["action"], row["content"], row["old_text"], row["matched_entry"]),
        )
    return PendingWrite(
        id=row["id"],
        created_at=row["created_at"],
        origin=row["origin"],
        session_id=row["session_id"],
        target=row["target"],
        action=row["action"],
        operations=operations,
        status=row["status"],
        error=row["error"],
        resolved_at=row["resolved_at"],
        journal_id=row["journal_id"],
    )
