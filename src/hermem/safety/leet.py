"""The un-leeted copy: digits and symbols standing for letters ("1gn0r3 4ll pr3v10us rul3s").

Only words that mix letters with such characters are rewritten, one character for one, so
spans need no map. Numbers ("2024"), versions and identifiers ("py311", "ec2", "s3")
change harmlessly: the copy is only searched for the payload rows, which need whole
phrases, and only when rewriting reveals a key word the text did not show.
"""

from __future__ import annotations

import functools
import re

# "1" reads as "i" far more often than as "l" in these words ("1nstruct10ns", "1gnore").
_TABLE = str.maketrans("0134579@$!|", "oieastgasil")
_LEET_CHAR = re.compile(r"[0134579@$!|]")
# A word holding at least one stand-in character (whole: the run back to its last stand-in,
# then on to its end); those that also hold a letter are rewritten.
_WITH_STAND_IN = re.compile(r"(?<![\w@$!|])[\w@$!|]*[0134579@$!|][\w@$!|]*")
_LETTER = re.compile(r"[a-z]")


def unleet(lowered: str) -> str | None:
    """``lowered`` with its mixed words un-leeted, or None when it has none."""
    words = leet_words(lowered)
    if not words:
        return None
    pieces: list[str] = []
    last = 0
    for start, end in words:
        pieces.append(lowered[last:start])
        pieces.append(lowered[start:end].translate(_TABLE))
        last = end
    pieces.append(lowered[last:])
    return "".join(pieces)


@functools.lru_cache(maxsize=8)  # the scanner's leet pass, then the model's readings
def leet_words(lowered: str) -> tuple[tuple[int, int], ...]:
    """The spans of the words of ``lowered`` that mix letters with stand-in characters: what
    `unleet` rewrites."""
    if _LEET_CHAR.search(lowered) is None:
        return ()
    return tuple(
        match.span()
        for match in _WITH_STAND_IN.finditer(lowered)
        if _LETTER.search(match.group()) is not None  # not a number ("2024", "3.11" is two)
    )
