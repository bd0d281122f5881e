"""What counts as a word: letters and digits, and the combining marks that spell words.

Python's ``\\w`` is letters, digits and "_". It leaves out combining marks (Unicode
categories Mn, Mc and Me), and in Devanagari, Bengali, Tamil, Telugu, Thai, Hebrew or Arabic
most words carry them: "ध्यान" (attention) is four letters and marks, and split at its marks
it reads as "ध य न", three letters that mean nothing. Text folded for scanning keeps these
marks (only Latin accents come off), so the phrasing model's words and the decoder's test
of readable text use these classes instead. Built on first use from :mod:`unicodedata`
(about 10 ms, once), so ``import hermem`` does not pay for it.
"""

from __future__ import annotations

import functools
import re
import unicodedata

# The blocks of the Basic Multilingual Plane that hold combining marks (the rest have none).
_BLOCKS = ((0x0300, 0x3100), (0xA600, 0xAC00), (0xFB1E, 0xFE30))


@functools.cache
def _marks() -> str:
    # The combining marks, as regex class ranges.
    ranges: list[str] = []
    for low, high in _BLOCKS:
        start: int | None = None
        for code in range(low, high + 1):
            mark = code < high and unicodedata.category(chr(code)).startswith("M")
            if mark and start is None:
                start = code
            elif not mark and start is not None:
                ranges.append(f"\\u{start:04x}-\\u{code - 1:04x}")
                start = None
    return "".join(ranges)


@functools.cache
def word_re() -> re.Pattern[str]:
    """Runs of letters, digits, "_" and combining marks: callers that split at "_" replace
    it with a space first (one class is faster than "a letter or a mark" alternation)."""
    return re.compile(f"[\\w{_marks()}]+")


@functools.cache
def not_wordish_re() -> re.Pattern[str]:
    """A character that is neither a word character, a combining mark nor a space."""
    return re.compile(f"[^\\w\\s{_marks()}]")
