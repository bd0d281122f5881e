"""Applying add / replace / remove and batches to a list of entries (pure).

Nothing here touches disk: the functions take the entries loaded under the lock and
return either the new entries or a failure the tool turns into a model-readable error.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from hermem.store.entries import format_counts, joined_length, preview
from hermem.store.matching import find_entry

ACTIONS = ("add", "replace", "remove")
ALL_OR_NOTHING = "No operations were applied (batch is all-or-nothing)."


@dataclass(frozen=True, slots=True)
class Operation:
    action: str
    content: str | None = None
    old_text: str | None = None


@dataclass(frozen=True, slots=True)
class Applied:
    """A successful change (``changed`` is False when nothing needs writing)."""

    entries: list[str]
    message: str
    changed: bool
    replaced: dict[int, str] = field(default_factory=dict)
    removed: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Failure:
    """Why a change was refused. ``consolidation`` failures count toward the per-turn cap."""

    error: str
    kind: str
    consolidation: bool = False
    show_entries: bool = False
    matches: tuple[str, ...] = ()


Outcome = Applied | Failure


def fits(before: Sequence[str], after: Sequence[str], limit: int) -> bool:
    """Within the limit, or (for a store already over it) not growing."""
    new = joined_length(after)
    return new <= limit or new <= joined_length(before)


def _dedupe(entries: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(entries))


def apply_add(entries: Sequence[str], content: str, limit: int) -> Outcome:
    if content in entries:
        return Applied(list(entries), "Entry already exists (no duplicate added).", changed=False)
    after = [*entries, content]
    if joined_length(after) > limit:
        current = joined_length(entries)
        return Failure(
            f"Memory at {format_counts(current, limit)} chars. Adding this entry "
            f"({len(content):,} chars) would exceed the limit. Consolidate now: use 'replace' to "
            "merge overlapping entries into shorter ones or 'remove' stale or less important "
            "entries (see current_entries below), then retry this add — all in this turn.",
            kind="over_budget",
            consolidation=True,
            show_entries=True,
        )
    return Applied(after, "Entry added.", changed=True)


def _locate(entries: Sequence[str], old_text: str, verb: str) -> int | Failure:
    match = find_entry(entries, old_text)
    if match.index is not None:
        return match.index
    if match.ambiguous:
        return Failure(
            f"Multiple entries matched '{preview(old_text, 120)}'. Be more specific.",
            kind="ambiguous",
            consolidation=True,
            matches=match.ambiguous,
        )
    return Failure(
        f"No entry matched '{preview(old_text, 120)}'. Check current_entries below and retry "
        f"with the exact text of the entry you want to {verb}.",
        kind="no_match",
        consolidation=True,
        show_entries=True,
    )


def apply_replace(entries: Sequence[str], old_text: str, content: str, limit: int) -> Outcome:
    located = _locate(entries, old_text, "replace")
    if isinstance(located, Failure):
        return located
    old = entries[located]
    if old == content:
        return Applied(list(entries), "Entry replaced.", changed=False, replaced={0: old})
    after = list(entries)
    after[located] = content
    after = _dedupe(after)
    if not fits(entries, after, limit):
        return Failure(
            f"Replacement would put memory at {format_counts(joined_length(after), limit)} chars. "
            "Shorten the new content, or 'remove' other stale or less important entries to make "
            "room (see current_entries below), then retry — all in this turn.",
            kind="over_budget",
            consolidation=True,
            show_entries=True,
        )
    return Applied(after, "Entry replaced.", changed=True, replaced={0: old})


def apply_remove(entries: Sequence[str], old_text: str) -> Outcome:
    located = _locate(entries, old_text, "remove")
    if isinstance(located, Failure):
        return located
    after = list(entries)
    removed = after.pop(located)
    return Applied(after, "Entry removed.", changed=True, removed={0: removed})


def apply_batch(entries: Sequence[str], operations: Sequence[Operation], limit: int) -> Outcome:
    """Apply every operation to a working copy; the budget is checked on the final state only."""
    if not operations:
        return Failure("operations list is empty.", kind="invalid")
    work = list(entries)
    replaced: dict[int, str] = {}
    removed: dict[int, str] = {}
    for number, op in enumerate(operations, start=1):
        prefix = f"Operation {number} ({op.action}): "
        if op.action == "add":
            if not op.content:
                return _batch_failure(prefix + "content is required.", "invalid")
            if op.content not in work:
                work.append(op.content)
            continue
        if op.action not in ("replace", "remove"):
            return _batch_failure(
                prefix + "unknown action. Use add, replace, or remove.", "invalid"
            )
        if not op.old_text:
            return _batch_failure(
                prefix + "old_text is required -- a short unique substring of the entry.",
                "invalid",
            )
        if op.action == "replace" and not op.content:
            return _batch_failure(
                prefix + "content is required (use action='remove' to delete).", "invalid"
            )
        match = find_entry(work, op.old_text)
        if match.ambiguous:
            return _batch_failure(
                prefix + f"'{preview(op.old_text, 120)}' matched multiple distinct entries "
                "-- be more specific.",
                "ambiguous",
                consolidation=True,
                matches=match.ambiguous,
            )
        if match.index is None:
            return _batch_failure(
                prefix + f"no entry matched '{preview(op.old_text, 120)}'.",
                "no_match",
                consolidation=True,
            )
        if op.action == "replace":
            assert op.content is not None
            replaced[number] = work[match.index]
            work[match.index] = op.content
            work = _dedupe(work)
        else:
            removed[number] = work.pop(match.index)
    if entries and not work:
        return _batch_failure(
            "this batch would remove every entry and leave the store empty, which a batch may "
            "not do (it protects against wiping memory by accident). Keep at least one entry, "
            "or remove the last one with a single action='remove' call.",
            "would_empty",
            consolidation=True,
        )
    if not fits(entries, work, limit):
        return _batch_failure(
            f"the final state would be {format_counts(joined_length(work), limit)} chars, over "
            "the limit. Remove or shorten more entries in the same batch.",
            "over_budget",
            consolidation=True,
        )
    changed = work != list(entries)
    return Applied(
        work,
        f"Applied {len(operations)} operation(s).",
        changed=changed,
        replaced=replaced,
        removed=removed,
    )


def _batch_failure(
    error: str, kind: str, consolidation: bool = False, matches: tuple[str, ...] = ()
) -> Failure:
    return Failure(
        f"{error} {ALL_OR_NOTHING}", kind=kind, consolidation=consolidation, matches=matches
    )
