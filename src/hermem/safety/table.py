"""Running a table of rows over a text: only the rows whose anchors occur, and each only near
where its anchors occur.

Every match of a row contains one of the row's anchors, and no match reaches further than
the row's :attr:`~hermem.safety.patterns.ThreatPattern.reach` from any of its characters.
So a row runs on the windows ``[p - reach, p + reach]`` around its anchors' positions
``p`` (merged; the whole text when they cover most of it). A long ordinary text with a few
loaded words costs a few small windows per row instead of a pass over the whole text.
A row whose every match opens with one of a short list of strings (`openings`) is instead
tried only where one of them starts, in a text of any length: one Aho-Corasick pass over the
text finds the opening strings of all the table's rows (about 70 places in a 500-character
note, against about 20 passes of one row's strings each).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

from hermem.safety.anchors import AnchorIndex
from hermem.safety.openings import TEXT_START
from hermem.safety.patterns import ThreatPattern


class RowMatch(NamedTuple):
    """One match of one row, as a span of the scanned subject."""

    row: ThreatPattern
    start: int
    end: int


class RowTable:
    """Rows, found by anchor."""

    def __init__(self, rows: Iterable[ThreatPattern]) -> None:
        self.rows = tuple(rows)
        self._always = tuple(i for i, row in enumerate(self.rows) if not row.anchors)
        by_anchor: dict[str, list[int]] = {}
        for index, row in enumerate(self.rows):
            for anchor in row.anchors:
                by_anchor.setdefault(anchor, []).append(index)
        self._by_anchor = {anchor: tuple(rows) for anchor, rows in by_anchor.items()}
        # Every anchor a row may need, its own and those of its ``also`` sets.
        self.anchors = frozenset(by_anchor).union(
            *(group for row in self.rows for group in row.also)
        )
        self._by_found: dict[str, tuple[int, ...]] = {}
        # For the rows that read the lower-cased text (False) and the folded text as is
        # (True): their opening strings' places (`_OpeningFinder`), built on first use.
        self._finders: dict[bool, _OpeningFinder] = {}

    def matches(
        self,
        index: AnchorIndex,
        found: dict[str, list[int]],
        cased: str,
        lowered: str,
        *,
        windowed: bool,
    ) -> Iterator[RowMatch]:
        """Every match of every row that can match, given the anchors ``found`` in
        ``lowered`` by ``index`` (see :meth:`AnchorIndex.locate`). ``cased`` is the same
        text before lower-casing, for case-sensitive rows. ``windowed``: ``found`` holds
        real positions, and rows run only near them."""
        present: set[str] = set()
        positions: dict[int, list[int]] = {i: [] for i in self._always}
        for anchor, starts in found.items():
            present |= index.prefixes(anchor)
            for row_index in self._rows_of(index, anchor):
                positions.setdefault(row_index, []).extend(starts)
        size = len(lowered)
        # Per kind of subject (cased or not): each row's places from one shared pass, or
        # None when few such rows run and each finds its own.
        opened_at: dict[bool, dict[int, list[int]] | None] = {}
        for row_index in sorted(positions):
            row = self.rows[row_index]
            if any(group.isdisjoint(present) for group in row.also):
                continue
            subject = cased if row.cased else lowered
            if not row.can_match(subject):
                continue
            group = 1 if row.core else 0
            regex = row.regex
            if row.openings is not None:
                if row.cased not in opened_at:
                    finder = self._finder(row.cased)
                    shared = len(finder.rows.intersection(positions)) >= _SHARED_PASS_FROM
                    opened_at[row.cased] = finder.places(subject) if shared else None
                at = opened_at[row.cased]
                # (A row with openings always has a list of places.)
                places = (row.match_starts(subject) or []) if at is None else at.get(row_index, [])
                # Tried only where a match can start (`openings`); as a search would,
                # the next try is past the end of the last match (matches are never empty).
                after = 0
                for place in places:
                    if place < after:
                        continue
                    opened = regex.match(subject, place)
                    if opened is None:
                        continue
                    after = opened.end()
                    span_start, span_end = opened.span(group)
                    if span_end > span_start:
                        yield RowMatch(row, span_start, span_end)
                continue
            starts = positions[row_index] if windowed else []
            for start, end, whole in _windows(starts, row.reach, size):
                for match in regex.finditer(subject, start, end):
                    if not whole:
                        # The window's end may have cut a lookahead short: match again on
                        # the whole text from the same place.
                        again = regex.match(subject, match.start())
                        if again is None:
                            continue
                        match = again
                    span_start, span_end = match.span(group)
                    if span_end > span_start:
                        yield RowMatch(row, span_start, span_end)

    def places(self, row_index: int, subject: str) -> list[int] | None:
        """Where a match of the row at ``row_index`` can start in ``subject``, in order, as
        :meth:`matches` finds them (the same as the row's own
        :meth:`~hermem.safety.patterns.ThreatPattern.match_starts`); None for a row that
        has no opening strings."""
        row = self.rows[row_index]
        if row.openings is None:
            return None
        return self._finder(row.cased).places(subject).get(row_index, [])

    def _finder(self, cased: bool) -> _OpeningFinder:
        finder = self._finders.get(cased)
        if finder is None:
            finder = self._finders[cased] = _OpeningFinder(
                (index, row.openings)
                for index, row in enumerate(self.rows)
                if row.cased == cased and row.openings is not None
            )
        return finder

    def _rows_of(self, index: AnchorIndex, anchor: str) -> tuple[int, ...]:
        rows = self._by_found.get(anchor)
        if rows is None:
            rows = tuple(
                sorted(
                    {
                        row
                        for prefix in index.prefixes(anchor)
                        for row in self._by_anchor.get(prefix, ())
                    }
                )
            )
            self._by_found[anchor] = rows
        return rows


def _windows(starts: list[int], reach: int, size: int) -> Iterator[tuple[int, int, bool]]:
    # (start, end, reaches the text's end). Whole text when the reach is unknown or the
    # windows would cover half of it anyway.
    if not starts or reach <= 0 or len(starts) * 2 * reach >= size // 2:
        yield (0, size, True)
        return
    starts.sort()
    low = max(0, starts[0] - reach)
    high = starts[0] + reach + 1
    for position in starts[1:]:
        if position - reach <= high:
            high = position + reach + 1
            continue
        yield (low, min(high, size), high >= size)
        low, high = position - reach, position + reach + 1
    yield (low, min(high, size), high >= size)


# The shared pass costs about as much as seven rows' own passes (in notes of 500 characters).
_SHARED_PASS_FROM = 8


class _OpeningFinder:
    """The opening strings of several rows in one Aho-Corasick automaton: one pass over a
    text gives each row the places where one of its strings starts."""

    __slots__ = ("_at_start", "_automaton", "rows")

    def __init__(self, rows: Iterable[tuple[int, frozenset[str]]]) -> None:
        by_opening: dict[str, list[int]] = {}
        at_start: list[int] = []
        for index, openings in rows:
            for opening in openings:
                if opening == TEXT_START:
                    at_start.append(index)
                else:
                    by_opening.setdefault(opening, []).append(index)
        self._at_start = tuple(at_start)
        self.rows = frozenset(index for indexes in by_opening.values() for index in indexes)
        self.rows |= frozenset(at_start)
        import ahocorasick  # here, not at import: ``import hermem`` stays light

        self._automaton: Any = ahocorasick.Automaton()
        for opening, indexes in by_opening.items():
            self._automaton.add_word(opening, (len(opening) - 1, tuple(indexes)))
        if by_opening:
            self._automaton.make_automaton()

    def places(self, subject: str) -> dict[int, list[int]]:
        """Row index -> the places in ``subject``, in order, where one of the row's opening
        strings starts (0 too for a row that may open at the text's start); rows with none
        are left out. No two strings of one row start at one place (`openings`), so a
        row's places are distinct."""
        found: dict[int, list[int]] = {}
        if len(self._automaton):
            for end, (back, indexes) in self._automaton.iter(subject):
                start = end - back
                for index in indexes:
                    places = found.get(index)
                    if places is None:
                        found[index] = [start]
                    else:
                        places.append(start)
            for places in found.values():
                places.sort()  # the automaton reports by where a string ends
        for index in self._at_start:
            places = found.setdefault(index, [])
            if not places or places[0]:
                places.insert(0, 0)
        return found
