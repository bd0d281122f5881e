"""Running a table of rows over a text: only the rows whose anchors occur, and each only near
where its anchors occur.

Every match of a row contains one of the row's anchors, and no match reaches further than
the row's :attr:`~hermem.safety.patterns.ThreatPattern.reach` from any of its characters.
So a row runs on the windows ``[p - reach, p + reach]`` around its anchors' positions
``p`` (merged; the whole text when they cover most of it). A long ordinary text with a few
loaded words costs a few small windows per row instead of a pass over the whole text.
A row whose every match opens with one of a short list of strings (`openings`) is instead
tried only where one of them starts, in a text of any length.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

from hermem.safety.anchors import AnchorIndex
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
        positions: dict[int, list[int]] = {}
        if windowed:
            positions = {i: [] for i in self._always}
            for anchor, starts in found.items():
                for row_index in self._rows_of(index, anchor):
                    positions.setdefault(row_index, []).extend(starts)
            candidates = sorted(positions)
        else:  # (the rows run on the whole text: which ones is all there is to know)
            union = set(self._always).union(*[self._rows_of(index, anchor) for anchor in found])
            candidates = sorted(union)
        present: set[str] | None = None  # every anchor found, asked for by rows with ``also``
        size = len(lowered)
        for row_index in candidates:
            row = self.rows[row_index]
            # (Each test only where it applies: most rows need neither.)
            if row.also:
                if present is None:
                    present = set().union(*[index.prefixes(anchor) for anchor in found])
                if any(group.isdisjoint(present) for group in row.also):
                    continue
            subject = cased if row.cased else lowered
            if row.needs is not None and not row.can_match(subject):
                continue
            group = 1 if row.core else 0
            regex = row.regex
            places = row.match_starts(subject, lowered)
            if places is not None:
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
