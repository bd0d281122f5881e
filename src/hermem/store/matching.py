"""Locating the entry an ``old_text`` refers to (pure)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from hermem.store.entries import preview


@dataclass(frozen=True, slots=True)
class Match:
    """Where ``old_text`` points: one index, nothing, or several distinct entries."""

    index: int | None
    ambiguous: tuple[str, ...] = field(default=())

    @property
    def found(self) -> bool:
        return self.index is not None


def find_entry(entries: Sequence[str], old_text: str) -> Match:
    """An entry equal to ``old_text`` wins outright; else the unique entry containing it.

    Several matches that are all the same text act on the first; several distinct ones
    are ambiguous and come back as 80-character previews.
    """
    for i, entry in enumerate(entries):
        if entry == old_text:
            return Match(index=i)
    hits = [i for i, entry in enumerate(entries) if old_text in entry]
    if not hits:
        return Match(index=None)
    if len({entries[i] for i in hits}) == 1:
        return Match(index=hits[0])
    return Match(index=None, ambiguous=tuple(preview(entries[i]) for i in hits))
