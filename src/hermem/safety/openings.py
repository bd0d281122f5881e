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
pattern opens with something that is not literal, or with ASCII strings shorter than
:data:`MIN_OPENING`, or with more than :data:`MAX_OPENINGS` of them, there is no list, and
the row is searched as before.

A case-insensitive part (``(?i:api key|token)``, how rows that run on the text as written
name a secret) is read too, lower-cased: each letter as every character that ``re`` lets
match it would read once lower-cased ("s" also as "ſ"; ``re._casefix``). Then every string
is lower-cased and looked for in the lower-cased copy of the text (`Openings.folded`),
which has each character at the same index (:func:`~hermem.safety.normalize.lower_aligned`).
"""

from __future__ import annotations

import functools
import re
from typing import Any, NamedTuple

from hermem.safety.normalize import lower_aligned

# Strings are read this far at most: longer strings are rarer (fewer places to try), but
# each choice multiplies them; when there would be too many, they are read shorter.
LENGTHS = (8, 5, 3, 2)
# Shorter strings occur at almost every place: the search is as good. (Not a letter of
# another script, "키" or "ב": it occurs only in text of that script.)
MIN_OPENING = 2
MAX_OPENINGS = 512
# Stands, among the strings, for "at the very start of the text" (a pattern opening with
# ``^``): a NUL character, which no row spells as the first thing it reads.
TEXT_START = "\x00"


class Openings(NamedTuple):
    """The strings one of which opens every match of a pattern."""

    strings: frozenset[str]
    # Read from a case-insensitive part: every string is lower-cased, and is looked for in the
    # lower-cased copy of the text.
    folded: bool


class _Unreadable(Exception):
    pass


class _TooMany(Exception):
    pass


# A continuation: what follows the items being read (items, index, then its own
# continuation); None at the pattern's end; _STOP where reading must stop (after the
# first round of a repetition).
_STOP = ("stop",)


def opening_strings(parsed: Any, ops: Any) -> Openings | None:
    """The strings one of which opens every match of ``parsed`` (a pattern parsed by
    ``re``'s private parser, whose opcodes are ``ops``), or None (see the module)."""
    if parsed.state.flags & ~(re.UNICODE | re.ASCII):
        return None  # case-insensitive and other flags on the whole pattern
    zero_width = (ops.AT, ops.ASSERT, ops.ASSERT_NOT)
    # ``^`` without re.MULTILINE, and ``\A``: the start of the text, not of a line.
    at_start = ((ops.AT, ops.AT_BEGINNING), (ops.AT, ops.AT_BEGINNING_STRING))
    folded = False

    def read(items: list[Any], index: int, then: Any, room: int, fold: bool) -> set[str]:
        # The strings (at most ``room`` characters) that open every match of
        # ``items[index:]`` followed by ``then``; ``fold``: in a case-insensitive part.
        nonlocal folded
        if room == 0:
            return {""}
        while index < len(items) and items[index][0] in zero_width:
            if room == longest and items[index] in at_start:
                return {TEXT_START}  # nothing read yet: this way opens at the text's start
            index += 1
        if index == len(items):
            if then is None or then is _STOP:
                return {""}
            following, at, after, outer = then
            return read(following, at, after, room, outer)
        op, argument = items[index]
        rest = (items, index + 1, then, fold)
        if op is ops.LITERAL:
            heads = _case_variants(argument) if fold else (chr(argument),)
            tails = read(items, index + 1, then, room - 1, fold)
            return _check({head + tail for head in heads for tail in tails})
        if op is ops.SUBPATTERN:
            _group, add_flags, del_flags, inner = argument
            if del_flags or add_flags & ~re.IGNORECASE:
                raise _Unreadable
            if add_flags:
                folded = True
            return read(list(inner.data), 0, rest, room, fold or bool(add_flags))
        if op is ops.BRANCH:
            found: set[str] = set()
            for branch in argument[1]:
                found |= read(list(branch.data), 0, rest, room, fold)
                _check(found)
            return found
        if op is ops.IN:
            codes = _literal_codes(argument, ops)
            if codes is None:
                return {""}  # a category or a negated set: the strings end here
            members = (
                {member for code in codes for member in _case_variants(code)}
                if fold
                else {chr(code) for code in codes}
            )
            tails = read(items, index + 1, then, room - 1, fold)
            return _check({member + tail for member in members for tail in tails})
        if op in (ops.MAX_REPEAT, ops.MIN_REPEAT):
            low, _high, repeated = argument
            found = read(list(repeated.data), 0, _STOP, room, fold)
            if low == 0:
                found |= read(items, index + 1, then, room, fold)
            return _check(found)
        return {""}  # anything else (any character, a back-reference): the strings end here

    for longest in LENGTHS:  # shorter strings when longer ones would be too many
        folded = False
        try:
            found = read(list(parsed.data), 0, None, longest, False)
            if folded:
                found = _check({lower_aligned(string) for string in found})
        except _TooMany:
            continue
        except (_Unreadable, RecursionError):
            return None
        if any(len(string) < MIN_OPENING and string.isascii() for string in found - {TEXT_START}):
            return None
        return Openings(_prefix_free(found), folded)
    return None


def _case_variants(code: int) -> tuple[str, ...]:
    # What the characters a case-insensitive ``re`` matches with ``chr(code)`` read as once
    # lower-cased (as `lower_aligned` does): the lower case of ``code``, and the characters
    # ``re`` counts as the same letter besides ("s": "ſ"; "k": the Kelvin sign), lower-cased.
    lower = lower_aligned(chr(code))
    if len(lower) != 1:
        raise _Unreadable
    table = _extra_cases()
    if table is None:
        raise _Unreadable
    extras = table.get(ord(lower))
    if extras is None:
        return (lower,)
    return tuple({lower, *(lower_aligned(chr(extra)) for extra in extras)})


@functools.cache
def _extra_cases() -> dict[int, tuple[int, ...]] | None:
    # ``re``'s table of letters that match case-insensitively beyond their lower and upper
    # case; None where that private module is missing (nothing case-insensitive is read).
    try:
        import re._casefix as casefix  # type: ignore[import-not-found,unused-ignore]

        return dict(casefix._EXTRA_CASES)
    except (ImportError, AttributeError):
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
