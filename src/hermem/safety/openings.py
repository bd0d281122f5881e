"""The strings a row's every match opens with, so the row is tried only where one occurs.

`startchars` lets the regex engine skip, in C, to the next character a match can open
with. On prose that is not far: most rows open with a word whose first letter is a common
one ("send", "post", "share" …), and the engine stops at every word that starts with one
of those letters to try the whole alternation. A row whose matches all open with one of a
short list of strings ("send", "post", "share", "the", …) is better run the other way:
find those strings with one Aho-Corasick pass, and try the row only where they start
(``regex.match(text, place)``, which sees the text before ``place`` for ``\\b`` and
lookbehinds, as a search does). The matches are the same, at the same places: a search
tries each place in turn, and no match can start anywhere else.

:func:`opening_strings` reads the strings off the parsed pattern: literal characters in
sequence, an alternation or a small character set as one string per choice, an optional
part as both with and without it; zero-width tests (``\\b``, lookarounds) are stepped
over, as they only narrow where a match starts. A string ends where the pattern stops
being literal (``\\s+``, ``\\w``), so it is a prefix of every match it stands for. When a
pattern opens with something that is not literal, or with strings shorter than
:data:`MIN_OPENING`, or with more than :data:`MAX_OPENINGS` of them, there is no list, and
the row is searched as before.
"""

from __future__ import annotations

import re
from typing import Any

# Strings are read this far at most: longer strings are rarer (fewer places to try), but
# each choice multiplies them; when there would be too many, they are read shorter.
LENGTHS = (8, 5, 3, 2)
MIN_OPENING = 2  # shorter strings occur at almost every place: the search is as good
MAX_OPENINGS = 512
# Stands, among the strings, for "at the very start of the text" (a pattern opening with
# ``^``): a NUL character, which no row spells as the first thing it reads.
TEXT_START = "\x00"


class _Unreadable(Exception):
    pass


class _TooMany(Exception):
    pass


# A continuation: what follows the items being read (items, index, then its own
# continuation); None at the pattern's end; _STOP where reading must stop (after the
# first round of a repetition).
_STOP = ("stop",)


def opening_strings(parsed: Any, ops: Any) -> frozenset[str] | None:
    """The strings one of which opens every match of ``parsed`` (a pattern parsed by
    ``re``'s private parser, whose opcodes are ``ops``), or None (see the module)."""
    if parsed.state.flags & ~(re.UNICODE | re.ASCII):
        return None  # case-insensitive and other flags: the strings would not be literal
    zero_width = (ops.AT, ops.ASSERT, ops.ASSERT_NOT)
    # ``^`` without re.MULTILINE, and ``\A``: the start of the text, not of a line.
    at_start = ((ops.AT, ops.AT_BEGINNING), (ops.AT, ops.AT_BEGINNING_STRING))

    def read(items: list[Any], index: int, then: Any, room: int) -> set[str]:
        # The strings (at most ``room`` characters) that open every match of
        # ``items[index:]`` followed by ``then``.
        if room == 0:
            return {""}
        while index < len(items) and items[index][0] in zero_width:
            if room == longest and items[index] in at_start:
                return {TEXT_START}  # nothing read yet: this way opens at the text's start
            index += 1
        if index == len(items):
            if then is None or then is _STOP:
                return {""}
            following, at, after = then
            return read(following, at, after, room)
        op, argument = items[index]
        rest = (items, index + 1, then)
        if op is ops.LITERAL:
            head = chr(argument)
            return {head + tail for tail in read(items, index + 1, then, room - 1)}
        if op is ops.SUBPATTERN:
            _group, add_flags, del_flags, inner = argument
            if add_flags or del_flags:
                raise _Unreadable
            return read(list(inner.data), 0, rest, room)
        if op is ops.BRANCH:
            found: set[str] = set()
            for branch in argument[1]:
                found |= read(list(branch.data), 0, rest, room)
                _check(found)
            return found
        if op is ops.IN:
            codes = _literal_codes(argument, ops)
            if codes is None:
                return {""}  # a category or a negated set: the strings end here
            tails = read(items, index + 1, then, room - 1)
            return _check({chr(code) + tail for code in codes for tail in tails})
        if op in (ops.MAX_REPEAT, ops.MIN_REPEAT):
            low, _high, repeated = argument
            found = read(list(repeated.data), 0, _STOP, room)
            if low == 0:
                found |= read(items, index + 1, then, room)
            return _check(found)
        return {""}  # anything else (any character, a back-reference): the strings end here

    for longest in LENGTHS:  # shorter strings when longer ones would be too many
        try:
            found = read(list(parsed.data), 0, None, longest)
        except _TooMany:
            continue
        except (_Unreadable, RecursionError):
            return None
        lengths = [len(string) for string in found if string != TEXT_START]
        shortest = min(lengths, default=MIN_OPENING)
        return _prefix_free(found) if shortest >= MIN_OPENING else None
    return None


def _prefix_free(strings: set[str]) -> frozenset[str]:
    # Without the strings another one starts ("your" once "you" is there): they open at
    # the same places, so no two strings left ever start at the same place.
    kept: list[str] = []
    for string in sorted(strings):  # a string comes right after the strings it starts with
        if not kept or not string.startswith(kept[-1]):
            kept.append(string)
    return frozenset(kept)


def _check(found: set[str]) -> set[str]:
    if len(found) > MAX_OPENINGS:
        raise _TooMany
    return found


def _literal_codes(members: list[Any], ops: Any) -> list[int] | None:
    codes: list[int] = []
    for kind, value in members:
        if kind is ops.LITERAL:
            codes.append(value)
        elif kind is ops.RANGE and value[1] - value[0] < 16:
            codes.extend(range(value[0], value[1] + 1))
        else:
            return None
    return codes
