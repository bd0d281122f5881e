"""When a new fact replaces an older one (pure).

Facts are never overwritten: a newer fact that contradicts a current one *supersedes* it
(the old one gets ``valid_to`` and ``superseded_by`` and stays as history). The rules,
from most to least certain:

1. same slot, different statement: a single-valued property changed ("I live in Paris"
   then "I moved to Berlin": slot ``user.lives_in``);
2. the same statement with its negation flipped ("I use vim" then "I no longer use vim");
3. the same frame with a different value: both statements share their words except one
   short span, and that span names a value (a number, date, version, or capitalised
   name): "We deploy on Fridays" then "We deploy on Tuesdays", "Python is 3.11" then
   "Python is 3.12". Two ordinary words do not count ("I like apples" and "I like
   bananas" can both be true).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_WORD = re.compile(r"[^\W_]+(?:[.'’][^\W_]+)*")
_NEGATION_TEXT = """
not no never dont don't doesnt doesn't didnt didn't isnt isn't arent aren't wasnt wasn't
cant can't wont won't stopped longer anymore nope
"""
_NEGATIONS = frozenset(_NEGATION_TEXT.split())
_VALUE = re.compile(
    r"\d|^(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday)s?$"
)
MAX_SPAN = 3  # words in the differing span
MIN_SHARED = 2  # words the two statements must share around it


@dataclass(frozen=True, slots=True)
class Statement:
    """What supersession compares: the text, its single-valued slot, its polarity."""

    content: str
    slot: str | None = None
    negated: bool = False


def normalized(text: str) -> str:
    """The dedupe key of a fact: case-folded words, punctuation and spacing dropped."""
    return " ".join(_WORD.findall(text.casefold()))


def supersedes(new: Statement, old: Statement) -> bool:
    """Whether ``new`` makes ``old`` no longer true."""
    if normalized(new.content) == normalized(old.content) and new.negated == old.negated:
        return False  # the same fact again
    if new.slot and new.slot == old.slot:
        return True
    if _polarity_flipped(new, old):
        return True
    return _value_changed(new.content, old.content)


def _polarity_flipped(new: Statement, old: Statement) -> bool:
    plain_new = [w for w in _words(new.content) if w not in _NEGATIONS]
    plain_old = [w for w in _words(old.content) if w not in _NEGATIONS]
    if plain_new != plain_old or len(plain_new) < 2:
        return False
    return _is_negative(new) != _is_negative(old)


def _is_negative(statement: Statement) -> bool:
    return statement.negated or any(w in _NEGATIONS for w in _words(statement.content))


def _value_changed(new: str, old: str) -> bool:
    raw_new, raw_old = _raw_words(new), _raw_words(old)
    a, b = [w.casefold() for w in raw_new], [w.casefold() for w in raw_old]
    prefix = 0
    while prefix < min(len(a), len(b)) and a[prefix] == b[prefix]:
        prefix += 1
    suffix = 0
    while (
        suffix < min(len(a), len(b)) - prefix and a[len(a) - 1 - suffix] == b[len(b) - 1 - suffix]
    ):
        suffix += 1
    span_new = raw_new[prefix : len(raw_new) - suffix]
    span_old = raw_old[prefix : len(raw_old) - suffix]
    if not span_new or not span_old or max(len(span_new), len(span_old)) > MAX_SPAN:
        return False
    if prefix + suffix < MIN_SHARED:
        return False
    return _names_value(span_new, first=prefix == 0) and _names_value(span_old, first=prefix == 0)


def _names_value(span: list[str], *, first: bool) -> bool:
    for index, word in enumerate(span):
        if _VALUE.search(word.casefold()):
            return True
        if word[:1].isupper() and not (first and index == 0):
            return True
    return False


def _words(text: str) -> list[str]:
    return [w.replace("’", "'") for w in _WORD.findall(text.casefold())]


def _raw_words(text: str) -> list[str]:
    return _WORD.findall(text)
