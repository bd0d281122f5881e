"""Which anchors occur in a text, found in one Aho-Corasick pass instead of one search per
anchor.

The anchors go into one automaton (``pyahocorasick``, C), which reports every anchor at
every place in a single walk over the text; for each start position the longest anchor
is kept, and the anchors that are its prefixes are added back on demand
(:meth:`AnchorIndex.prefixes`). The result is exactly ``{a for a in anchors if a in
text}``, for a fraction of the cost of a regex alternation (about 20 µs for 500
characters and a thousand anchors, against 60 µs for a trie-shaped regex tried at every
position). :func:`trie_pattern` remains for the small alternations that are matched as
regexes.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

_Trie = dict[str, "_Trie"]


def trie_pattern(words: Iterable[str]) -> str:
    """A regex matching any of ``words``, shaped as a trie (longest first at each branch)."""
    trie: _Trie = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: _Trie) -> str:
        branches = [re.escape(char) + build(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = "|".join(branches)
        if "" in node:
            return f"(?:{body})?"  # this prefix is an anchor too: longest match first
        return branches[0] if len(branches) == 1 else f"(?:{body})"

    return build(trie)


class AnchorIndex:
    """Finds which of a fixed set of anchors occur in a text."""

    def __init__(self, anchors: Iterable[str]) -> None:
        self._anchors = sorted({anchor for anchor in anchors if anchor})
        self._automaton: Any = None
        self._prefixes: dict[str, frozenset[str]] | None = None

    def _build(self) -> dict[str, frozenset[str]]:
        # On first use, not at import: building the automaton costs milliseconds.
        import ahocorasick

        automaton = ahocorasick.Automaton()
        for anchor in self._anchors:
            automaton.add_word(anchor, (len(anchor) - 1, anchor))
        automaton.make_automaton()
        self._automaton = automaton
        # Each anchor with the anchors that are its prefixes (locate reports the longest).
        known = set(self._anchors)
        self._prefixes = {
            anchor: frozenset(
                anchor[:size] for size in range(1, len(anchor) + 1) if anchor[:size] in known
            )
            for anchor in self._anchors
        }
        return self._prefixes

    def locate(self, text: str, *, positions: bool = True) -> dict[str, list[int]]:
        """Where anchors start in ``text``: for each position, the longest anchor starting
        there (its prefixes start there too, see :meth:`prefixes`). With ``positions``
        false, the lists hold zeros instead: one per place."""
        if self._prefixes is None:
            self._build()
        # Matches come by end position, so of the anchors starting at one place the longest
        # comes last and stays.
        longest = {end - back: anchor for end, (back, anchor) in self._automaton.iter(text)}
        if not positions:
            return {anchor: [0] * count for anchor, count in Counter(longest.values()).items()}
        found: dict[str, list[int]] = {}
        for start, anchor in longest.items():
            found.setdefault(anchor, []).append(start)
        return found

    def starts(self, text: str) -> int:
        """At how many positions of ``text`` an anchor starts."""
        if self._prefixes is None:
            self._build()
        return len({end - back for end, (back, _) in self._automaton.iter(text)})

    def prefixes(self, anchor: str) -> frozenset[str]:
        """The anchors that are prefixes of ``anchor`` (itself included)."""
        prefixes = self._prefixes if self._prefixes is not None else self._build()
        return prefixes[anchor]

    def present(self, text: str) -> set[str]:
        """The anchors that occur in ``text``."""
        present: set[str] = set()
        for anchor in self.locate(text):
            present |= self.prefixes(anchor)
        return present
