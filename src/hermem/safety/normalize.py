"""The copy of scanned text that patterns run on, and the way back to the original's indices.

Each character is folded on its own: NFKC (full-width, mathematical and other compatibility
forms become ASCII), accents stripped from Latin letters ("ïgnöre" -> "ignore"), Latin
look-alikes folded (small capitals, IPA letters), and invisible characters, format characters,
variation selectors and combining marks dropped. Then look-alike letters inside mixed-script
words fold to the word's own script (`confusables`). Folding character by character keeps an
exact map from every folded character to its source index. A lower-cased copy of the same
length serves case-insensitive patterns.
"""

from __future__ import annotations

import unicodedata

from hermem.safety.confusables import ALWAYS, fold_mixed_scripts
from hermem.safety.invisible import DROPPED_RE

# str.lower() keeps every length except U+0130 ("İ" -> "i" + U+0307); re.IGNORECASE would
# also match dotless "ı" with "i". Mapping both to "i" first keeps the copies aligned.
_CASE_FIXES = {0x0130: "i", 0x0131: "i"}

_MAX_FOLDS = 4096


def lower_aligned(text: str) -> str:
    """``text`` lower-cased, each character at its own index."""
    # (Translated only where needed: a translate of every character costs more.)
    fixed = text.translate(_CASE_FIXES) if "\u0130" in text or "\u0131" in text else text
    return fixed.lower()


def _fold_char(char: str) -> str:
    if DROPPED_RE.match(char):
        return ""
    pieces: list[str] = []
    for part in unicodedata.normalize("NFKC", char):
        mapped = ALWAYS.get(ord(part))
        if mapped is not None:
            pieces.append(mapped)
        elif part.isascii():
            pieces.append(part)
        elif DROPPED_RE.match(part):
            continue
        else:
            decomposed = unicodedata.normalize("NFD", part)
            base = decomposed[0]
            if len(decomposed) > 1 and base.isascii() and base.isalpha():
                pieces.append(base)  # a Latin letter with accents: its bare letter
            else:
                pieces.append(part)
    return "".join(pieces)


class _FoldTable(dict[int, str]):
    """A str.translate table: code point -> its fold ("" for dropped characters)."""

    def __missing__(self, code: int) -> str:
        # Filled on demand and bounded: hostile text can use thousands of distinct characters.
        if len(self) >= _MAX_FOLDS:
            self.clear()
        folded = _fold_char(chr(code))
        self[code] = folded
        return folded


_FOLDS = _FoldTable()


class NormalizedText:
    """Folded ``text``, its lower-cased copy, and each character's index in the original."""

    __slots__ = ("lowered", "offsets", "original_length", "text")

    def __init__(self, text: str, original_length: int, offsets: list[int] | None = None) -> None:
        self.text = text
        self.lowered = lower_aligned(text)
        self.original_length = original_length
        # None: every folded character sits at the same index as its source.
        self.offsets = offsets

    def original_index(self, index: int) -> int:
        """The original index of folded character ``index`` (the end for ``len(text)``)."""
        if self.offsets is None:
            return min(index, self.original_length)
        if index >= len(self.offsets):
            return self.original_length
        return self.offsets[index]

    def original_indices(self, start: int, end: int) -> list[int] | range:
        """``[original_index(i) for i in range(start, end)]``, without a call per index."""
        if self.offsets is None:
            if end <= self.original_length:
                return range(start, end)
        elif end <= len(self.offsets):
            return self.offsets[start:end]
        return [self.original_index(i) for i in range(start, end)]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map a ``[start, end)`` span of the folded text onto the original text."""
        if self.offsets is None:
            return (start, end)
        offsets = self.offsets
        if end <= start:
            position = offsets[start] if start < len(offsets) else self.original_length
            return (position, position)
        # A character that folded into several (U+FB01 -> "fi") is covered whole.
        return (offsets[start], offsets[end - 1] + 1)


def folded_lowered(text: str) -> str:
    """``normalize(text).lowered`` without the map back to ``text``: cheaper where characters
    are dropped or fold into several, as the map is what costs there."""
    if text.isascii():
        return lower_aligned(text)
    return lower_aligned(fold_mixed_scripts(text.translate(_FOLDS)))


def normalize(text: str) -> NormalizedText:
    """Fold ``text`` for pattern matching, keeping the offset map back to ``text``."""
    if text.isascii():
        return NormalizedText(text, len(text))
    if DROPPED_RE.search(text) is None:
        folded = text.translate(_FOLDS)
        if len(folded) == len(text):
            # Nothing was dropped, so every fold was one character: offsets are the identity.
            return NormalizedText(fold_mixed_scripts(folded), len(text))
    pieces: list[str] = []
    offsets: list[int] = []
    for index, char in enumerate(text):
        folded = _FOLDS[ord(char)]
        pieces.append(folded)
        offsets.extend([index] * len(folded))
    return NormalizedText(fold_mixed_scripts("".join(pieces)), len(text), offsets)
