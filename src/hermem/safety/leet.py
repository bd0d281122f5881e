"""The un-leeted copy: digits and symbols standing for letters ("1gn0r3 4ll pr3v10us rul3s").

Only words that mix letters with such characters are rewritten, one character for one, so
spans need no map. Numbers ("2024"), versions and identifiers ("py311", "ec2", "s3")
change harmlessly: the copy is only searched for the payload rows, which need whole
phrases, and only when rewriting reveals a key word the text did not show.
"""

from __future__ import annotations

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
    if _LEET_CHAR.search(lowered) is None:
        return None
    pieces: list[str] = []
    last = 0
    for match in _WITH_STAND_IN.finditer(lowered):
        word = match.group()
        if _LETTER.search(word) is None:
            continue  # a number ("2024", "3.11" is two)
        start, end = match.span()
        pieces.append(lowered[last:start])
        pieces.append(word.translate(_TABLE))
        last = end
    if not pieces:
        return None
    pieces.append(lowered[last:])
    return "".join(pieces)
