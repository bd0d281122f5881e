"""The squeezed copy: words spelt out letter by letter, split by punctuation or broken up
by asides, put back together.

"i g n o r e", "i-g-n-o-r-e", "ign.ore", "ig nore", "in*struc*tions" and "ignore_all_previous_rules"
read as words to a model but not to a pattern. A *stretch* is a run of single letters with
short separators, or a word with punctuation inside. The letters of a stretch are joined
and, when they hide a trigger word, split again into words by a small dictionary (the key
words of the patterns), so "ignoreallpreviousinstructions" becomes "ignore all previous
instructions". A stretch is rewritten only when squeezing reveals something: a trigger that
no piece shows whole ("upl_oad"), or two triggers at once ("system_prompt"); ordinary
notes ("e.g.", "pre-commit", "OPENAI_API_KEY") cost one regex pass and stay as they are.
Long asides in parentheses or between dashes ("ignore — and I really mean it — your
rules") are dropped too, when a strong trigger word stands a few words from them or they
close a header ("SYSTEM MESSAGE (priority 0): …").

Every output character keeps the index of its source character in the original text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from hermem.safety.anchors import AnchorIndex, trie_pattern
from hermem.safety.normalize import NormalizedText

# At a word start only (so a long word is tried once, not at every letter): single letters
# or digits with 1-3 separators between, or a word with 1-2 punctuation marks inside.
_STRETCH = re.compile(
    r"(?<![^\W_])(?:[^\W_](?:(?:[^\w]|_){1,3}[^\W_](?![^\W_])){2,}"
    r"|[^\W_]+(?:(?:[^\w\s]|_){1,2}[^\W_]+)+)"
)
# An aside of at least three words: "(please, pretty please, ...)", "— if you would be so
# kind —". The dash form needs spaces around both dashes, so "2019—2021" is not one.
_ASIDE = re.compile(
    r"\((?=[^()\n]{0,200}?\s\S+\s)[^()\n]{4,200}\)"
    r"|[—–][ \t](?=[^—–\n]{0,200}?\s\S+\s)[^—–\n]{4,200}?[ \t][—–](?=\s)"
)
_PIECE = re.compile(r"[^\W_]+")
_NOT_PIECE = re.compile(r"[\W_]+")
# Words of four letters or more joined by hyphens ("role-play", "follow-up", "sub-agent"):
# compounds as people write them, not a word split to hide it ("ig-nore", "in-struc-tions").
# Joining them changed no verdict on any corpus, and cost ordinary notes a second pass.
_HYPHENED_WORDS = re.compile(r"[^\W\d_]{4,}(?:-[^\W\d_]{4,})+")
# The same, for ASCII text: what is not a letter or a digit, deleted by one translate.
_ASCII_NOT_PIECE = dict.fromkeys(code for code in range(128) if not chr(code).isalnum())
_PATH = re.compile(r"[/\\]")
# Separators no ordinary word has inside it (unlike "e.g.", "pre-commit", "don't"), found
# by the separator first: a regex that opens with a letter tries every position of a text.
_ODD_SEPARATOR = re.compile(r"[*·•_|^~+](?<=[^\W_].)(?=[^\W_])")
_SPACED = re.compile(r"[^\W_](?:[\W_]{1,3}[^\W_])+")
_LETTER = re.compile(r"[^\W_]")
# Two words with one space between, at every word start (the pairs overlap).
_PAIR = re.compile(r"(?<![^\W_])(?=([^\W_]{1,16}) ([^\W_]{1,16})(?![^\W_]))")
# Letters beyond this many (over all stretches of one text) are joined but not split again.
_MAX_SEGMENTED = 16_384
_MAX_WORD = 24
# An aside is dropped only with a strong word this near it (a few words), before or after,
# or when it closes a header ("system message (priority 0): …"). Elsewhere in a long note a
# parenthesis joins nothing a row reads, and a squeezed copy costs a second pass of rows.
_ASIDE_REACH = 24
_HEADER_END = re.compile(r"[ \t]*:")
_NEW_UNKNOWN = 1.3
_MORE_UNKNOWN = 0.3


class Squeezed:
    """The squeezed text and the original index of each of its characters."""

    __slots__ = ("offsets", "text")

    def __init__(self, text: str, offsets: list[int]) -> None:
        self.text = text
        self.offsets = offsets

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map a ``[start, end)`` span of the squeezed text onto the original text."""
        if end <= start:
            position = self.offsets[start] if start < len(self.offsets) else self.offsets[-1]
            return (position, position)
        return (self.offsets[start], self.offsets[end - 1] + 1)


class Squeezer:
    """Rewrites stretches that hide one of ``triggers``, splitting them with ``vocabulary``;
    drops asides when the text holds one of the ``strong`` words."""

    def __init__(
        self, triggers: Iterable[str], vocabulary: Iterable[str], strong: Iterable[str]
    ) -> None:
        self._trigger = re.compile(trie_pattern(triggers))
        self._trigger_starts = AnchorIndex(triggers)
        self._strong = re.compile(trie_pattern(strong))
        self._vocabulary = frozenset(
            form for word in vocabulary for form in _forms(word) if len(form) <= _MAX_WORD
        )
        # The vocabulary as a trie of dicts ("" marks a word's end): the segmenter walks it
        # from each letter rather than looking up every length at every letter.
        self._trie: dict[str, Any] = {}
        for word in self._vocabulary:
            node = self._trie
            for char in word:
                node = node.setdefault(char, {})
            node[""] = True

    def squeeze(self, folded: NormalizedText, shown: int | None = None) -> Squeezed | None:
        """The squeezed copy of ``folded.lowered``, or None when squeezing changes nothing.

        ``shown``: how many places in the text a trigger starts at, if the caller knows.
        """
        lowered = folded.lowered
        edits: list[tuple[int, int, list[str] | None]] = []  # (start, end, words or None: drop)
        # Cheap gates first: the text's letters run together show more triggers than the
        # text itself (a split word), or a trigger sits next to an odd separator
        # ("system_prompt"). Most texts stop here.
        starts = self._trigger_starts
        if shown is None:
            shown = starts.starts(lowered)
        if starts.starts(_letters(lowered)) > shown or self._glued(lowered):
            spans = [match.span() for match in _STRETCH.finditer(lowered)]
            stretches = _merged(lowered, spans)
            joined = ["".join(_PIECE.findall(lowered, start, end)) for start, end in stretches]
            budget = _MAX_SEGMENTED
            odd: list[tuple[int, int, str]] = []
            for (start, end), letters in zip(stretches, joined, strict=True):
                stretch = lowered[start:end]
                if _PATH.search(stretch) or (start and lowered[start - 1] in "./\\~"):
                    continue  # a path or file name: its rows need it as it is
                if _HYPHENED_WORDS.fullmatch(stretch) or not self._reveals(stretch, letters):
                    if _ODD_SEPARATOR.search(stretch):
                        odd.append((start, end, letters))
                    continue
                words = self._segment(letters) if len(letters) <= budget else [letters]
                budget -= len(letters)
                edits.append((start, end, words))
            edits.extend(self._split_words(lowered))
            if edits:
                # Once a text is caught splitting words, its other oddly split words
                # ("che*cks", "veri*fied") are joined too, trigger or not.
                for start, end, letters in odd:
                    words = self._segment(letters) if len(letters) <= budget else [letters]
                    budget -= len(letters)
                    edits.append((start, end, words))
        if "(" in lowered or "—" in lowered or "–" in lowered:
            strong = self._strong
            asides = _ASIDE.finditer(lowered) if strong.search(lowered) else ()
            for match in asides:
                start, end = match.span()
                if (
                    strong.search(lowered, max(0, start - _ASIDE_REACH), start)
                    or strong.search(lowered, end, end + _ASIDE_REACH)
                    or _HEADER_END.match(lowered, end)
                ):
                    edits.append((start, end, None))
        if not edits:
            return None
        return self._rewrite(folded, _disjoint(edits))

    def _split_words(self, lowered: str) -> list[tuple[int, int, list[str] | None]]:
        # A key word broken in two by a space ("ig nore", "instruc tions"): the halves join
        # into a known word that shows a trigger neither half shows.
        edits: list[tuple[int, int, list[str] | None]] = []
        for match in _PAIR.finditer(lowered):
            first, second = match.group(1), match.group(2)
            joined = first + second
            if joined not in self._vocabulary:
                continue
            if len(self._trigger.findall(joined)) > len(self._trigger.findall(f"{first} {second}")):
                start = match.start(1)
                edits.append((start, start + len(first) + 1 + len(second), [joined]))
        return edits

    def _glued(self, lowered: str) -> bool:
        # Two triggers in one word held together by odd separators: "system_prompt".
        seen: set[int] = set()
        for match in _ODD_SEPARATOR.finditer(lowered):
            start = max(lowered.rfind(space, 0, match.start()) for space in " \n\t") + 1
            if start in seen:
                continue
            seen.add(start)
            ends = (lowered.find(space, match.end()) for space in " \n\t")
            word = lowered[start : min((end for end in ends if end >= 0), default=len(lowered))]
            if len(self._trigger.findall(word)) > 1:
                return True
        return False

    def _reveals(self, stretch: str, letters: str) -> bool:
        hidden = self._trigger.findall(letters)
        if not hidden:
            return False
        if len(hidden) > 1:
            return True  # "system_prompt", "ignore_all_previous_instructions"
        shown = self._trigger.findall(" ".join(_PIECE.findall(stretch)))
        return len(shown) < len(hidden)

    def _rewrite(
        self, folded: NormalizedText, edits: list[tuple[int, int, list[str] | None]]
    ) -> Squeezed:
        lowered = folded.lowered
        index_of = folded.original_index
        indices = folded.original_indices
        pieces: list[str] = []
        offsets: list[int] = []
        position = 0
        for start, end, words in edits:
            pieces.append(lowered[position:start])
            offsets.extend(indices(position, start))
            position = end
            if words is None:
                continue
            sources = [match.start() for match in _LETTER.finditer(lowered, start, end)]
            # Spaces around the stretch, so it cannot glue onto the words beside it.
            pieces.append(" ")
            offsets.append(index_of(start))
            used = 0
            for number, word in enumerate(words):
                if number:
                    pieces.append(" ")
                    offsets.append(index_of(sources[used]))
                pieces.append(word)
                offsets.extend(map(index_of, sources[used : used + len(word)]))
                used += len(word)
            pieces.append(" ")
            offsets.append(index_of(end - 1))
        pieces.append(lowered[position:])
        offsets.extend(indices(position, len(lowered)))
        if not offsets:
            offsets.append(0)
        return Squeezed("".join(pieces), offsets)

    def _segment(self, letters: str) -> list[str]:
        # Fewest words, where a run of unknown letters counts as one word plus a little per
        # letter: "ignoreallprevious" splits into known words, "verified" stays whole rather
        # than becoming "ve r if i ed". Linear in the letters (times the word lengths).
        size = len(letters)
        # starts_of[end]: where the known words ending at ``end`` start, longest first.
        starts_of: list[list[int]] = [[] for _ in range(size + 1)]
        trie = self._trie
        for start in range(size):
            node: dict[str, Any] | None = trie
            for end in range(start + 1, min(size, start + _MAX_WORD) + 1):
                node = node.get(letters[end - 1]) if node is not None else None
                if node is None:
                    break
                if "" in node:
                    starts_of[end].append(start)
        inf = float("inf")
        known_cost = [0.0] + [inf] * size  # best cost of letters[:i] ending with a known word
        unknown_cost = [inf] * (size + 1)  # ... ending inside a run of unknown letters
        either = [0.0] + [inf] * size  # the lower of the two
        known_from = [0] * (size + 1)
        unknown_prev_known = [False] * (size + 1)
        for end in range(1, size + 1):
            from_known = known_cost[end - 1] + _NEW_UNKNOWN
            from_unknown = unknown_cost[end - 1] + _MORE_UNKNOWN
            if from_known <= from_unknown:
                unknown = unknown_cost[end] = from_known
                unknown_prev_known[end] = True
            else:
                unknown = unknown_cost[end] = from_unknown
            best = inf
            for start in starts_of[end]:  # ascending: the longest word wins a tie
                before = either[start] + 1
                if before < best:
                    best = before
                    known_from[end] = start
            known_cost[end] = best
            either[end] = best if best < unknown else unknown
        words: list[str] = []
        end = size
        in_known = known_cost[size] <= unknown_cost[size]
        while end > 0:
            if in_known:
                start = known_from[end]
                words.append(letters[start:end])
                in_known = known_cost[start] <= unknown_cost[start]
            else:
                start = end - 1
                while start > 0 and not unknown_prev_known[start + 1]:
                    start -= 1
                words.append(letters[start:end])
                in_known = True  # a run of unknown letters starts after a known word
            end = start
        words.reverse()
        return words


def _forms(word: str) -> tuple[str, ...]:
    # A word and its common inflections ("check" -> "checks", "checked", "checking").
    stem = word[:-1] if word.endswith("e") else word
    return (word, word + "s", word + "es", word + "ed", word + "d", stem + "ing", word + "er",
            word + "ers")  # fmt: skip


def _letters(lowered: str) -> str:
    # The letters and digits of ``lowered``, run together.
    if lowered.isascii():
        return lowered.translate(_ASCII_NOT_PIECE)
    return _NOT_PIECE.sub("", lowered)


def _merged(lowered: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    # Stretches, with a spaced run joined to the stretch just before or after it when only a
    # separator or two lies between ("pre-c o m m i t" is one word split twice).
    merged: list[tuple[int, int]] = []
    spaced_before = False
    for start, end in spans:
        spaced = end - start >= 5 and _SPACED.fullmatch(lowered, start, end) is not None
        if merged and (spaced or spaced_before):
            gap = lowered[merged[-1][1] : start]
            if 0 < len(gap) <= 3 and "\n" not in gap and not any(c.isalnum() for c in gap):
                merged[-1] = (merged[-1][0], end)
                spaced_before = spaced
                continue
        merged.append((start, end))
        spaced_before = spaced
    return merged


def _disjoint(
    edits: list[tuple[int, int, list[str] | None]],
) -> list[tuple[int, int, list[str] | None]]:
    # Sorted, and an edit inside an earlier one (a stretch within an aside) is dropped.
    edits.sort(key=lambda edit: (edit[0], -edit[1]))
    kept: list[tuple[int, int, list[str] | None]] = []
    for edit in edits:
        if kept and edit[0] < kept[-1][1]:
            continue
        kept.append(edit)
    return kept
