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
from collections.abc import Iterable
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


@dataclass(frozen=True, slots=True)
class _Shape:
    """A statement's words, computed once per comparison run."""

    raw: tuple[str, ...]  # as written (capitals tell names)
    folded: tuple[str, ...]  # case-folded, typographic apostrophes made plain
    plain: tuple[str, ...]  # folded, without negation words
    negative: bool
    slot: str | None

    @classmethod
    def of(cls, statement: Statement) -> _Shape:
        raw = tuple(_WORD.findall(statement.content))
        folded = tuple(w.casefold().replace("’", "'") for w in raw)
        plain = tuple(w for w in folded if w not in _NEGATIONS)
        negative = statement.negated or len(plain) != len(folded)
        return cls(raw, folded, plain, negative, statement.slot)


class Supersession:
    """Which older statements one new statement makes no longer true.

    The new statement's words are computed once, so comparing it with hundreds of
    candidates costs one word split per candidate.
    """

    __slots__ = ("_new",)

    def __init__(self, new: Statement) -> None:
        self._new = _Shape.of(new)

    def retires(self, old: Statement) -> bool:
        new, prior = self._new, _Shape.of(old)
        if new.folded == prior.folded and new.negative == prior.negative:
            return False  # the same fact again
        if new.slot and new.slot == prior.slot:
            return True
        if _polarity_flipped(new, prior):
            return True
        return _value_changed(new, prior)


def supersedes(new: Statement, old: Statement) -> bool:
    """Whether ``new`` makes ``old`` no longer true."""
    return Supersession(new).retires(old)


@dataclass(frozen=True, slots=True)
class Anchors:
    """What any statement a new one could supersede shares with it.

    A changed value keeps at least two words around a short span, so the old statement
    begins with the same two words, begins with the same word and holds the same last
    one, or holds the same last two words; a flipped negation keeps every other word.
    With one word (``second`` None) the old statement holds it. Every store turns these
    into its own index query (FTS5 here, ``tsquery`` in PostgreSQL).
    """

    first: str
    second: str | None = None
    before_last: str | None = None
    last: str | None = None


def candidate_anchors(content: str) -> Anchors | None:
    """The anchor words of ``content`` (negation words left out), or None without words."""
    words: list[str] = [w for w in _WORD.findall(content) if w.casefold() not in _NEGATIONS]
    if not words:
        return None
    words = [w.replace('"', "") for w in words]
    if len(words) == 1:
        return Anchors(words[0])
    return Anchors(words[0], words[1], words[-2], words[-1])


def candidate_query(content: str) -> str | None:
    """An FTS5 expression that matches every statement ``content`` could supersede.

    Asking for the anchored phrases of :class:`Anchors` (not for any one word) keeps the
    candidates few even in a large store.
    """
    anchors = candidate_anchors(content)
    if anchors is None:
        return None
    if anchors.second is None:
        return f'"{anchors.first}"'
    a = anchors
    return f'^"{a.first} {a.second}" OR (^"{a.first}" AND "{a.last}") OR "{a.before_last} {a.last}"'


def retired_by(new: Statement, candidates: Iterable[tuple[int, Statement]]) -> list[int]:
    """The ids of the candidate statements ``new`` makes no longer true, ascending."""
    judge = Supersession(new)
    return sorted(old_id for old_id, old in candidates if judge.retires(old))


def _polarity_flipped(new: _Shape, old: _Shape) -> bool:
    if new.plain != old.plain or len(new.plain) < 2:
        return False
    return new.negative != old.negative


def _value_changed(new: _Shape, old: _Shape) -> bool:
    a, b = new.folded, old.folded
    limit = min(len(a), len(b))
    prefix = 0
    while prefix < limit and a[prefix] == b[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and a[len(a) - 1 - suffix] == b[len(b) - 1 - suffix]:
        suffix += 1
    if prefix + suffix < MIN_SHARED:
        return False
    span_new = new.raw[prefix : len(new.raw) - suffix]
    span_old = old.raw[prefix : len(old.raw) - suffix]
    if not span_new or not span_old or max(len(span_new), len(span_old)) > MAX_SPAN:
        return False
    return _names_value(span_new, first=prefix == 0) and _names_value(span_old, first=prefix == 0)


def _names_value(span: tuple[str, ...], *, first: bool) -> bool:
    for index, word in enumerate(span):
        if _VALUE.search(word.casefold()):
            return True
        if word[:1].isupper() and not (first and index == 0):
            return True
    return False
