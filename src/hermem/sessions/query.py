"""Turning whatever a user or a model typed into safe FTS5 queries (pure).

Never fails: quotes, operators, punctuation and 10 KB strings all give either a query or
None. Terms are ORed (BM25 ranks documents matching more and rarer terms first); quoted
phrases and ``prefix*`` terms are kept; hyphenated and dotted terms become phrases.
Calendar dates the query names ("on 7 July, 2023", "in March", "2024-05-01") become
:class:`DateHint` values, which ranking uses to favour messages written on those days.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from hermem.sessions.vocabulary import contains_cjk

MAX_QUERY_CHARS = 2048
MAX_TERMS = 32

_PHRASE = re.compile(r'"([^"]*)"')
_WORD = re.compile(r"[^\W_](?:[\w.'’-]*[^\W_])?\*?")
_OPERATORS = frozenset({"AND", "OR", "NOT", "NEAR"})
_STOPWORD_TEXT = """
a about above after again all am an and any are as at be been before being below
between both but by can could did do does doing down during each few for from
further had has have having he her here hers herself him himself his how i if in
into is it its itself just me more most my myself no nor not now of off on once
only or other our ours ourselves out over own same she should so some such than
that the their theirs them themselves then there these they this those through
to too under until up very was we were what when where which while who whom why
will with would you your yours yourself yourselves s t don didn doesn isn wasn
aren weren won wouldn shouldn couldn ve ll re d m also ever really get got let
lets like thing things
"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())


_MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
_MONTH_NAMES = {name: i + 1 for i, name in enumerate(_MONTHS)} | {
    name[:3]: i + 1 for i, name in enumerate(_MONTHS)
}
_MONTH_NAMES["sept"] = 9
_MONTH = "|".join(sorted(_MONTH_NAMES, key=len, reverse=True))
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d\d)"
# A month name alone ("may", "march") is often not a date: it counts after a preposition.
_LEAD = r"\b(?:in|on|during|since|until|till|before|after|by|of|early|mid|late)\s+"
_DATE_PATTERNS = (
    re.compile(rf"\b{_YEAR}-(\d{{1,2}})(?:-(\d{{1,2}}))?\b"),  # ISO: year, month[, day]
    re.compile(rf"\b{_DAY}\s+(?:of\s+)?({_MONTH})\.?,?(?:\s+{_YEAR})?\b", re.IGNORECASE),
    re.compile(rf"\b({_MONTH})\.?\s+{_DAY}(?:,?\s+{_YEAR})?\b", re.IGNORECASE),
    re.compile(rf"\b({_MONTH})\.?,?\s+{_YEAR}\b", re.IGNORECASE),
    re.compile(rf"{_LEAD}({_MONTH})\b", re.IGNORECASE),
    re.compile(rf"{_LEAD}{_YEAR}\b", re.IGNORECASE),
)


@dataclass(frozen=True, slots=True)
class DateHint:
    """A calendar day, month or year named by a query (None = any); local time."""

    year: int | None = None
    month: int | None = None
    day: int | None = None

    def matches(self, timestamp: float) -> bool:
        try:
            when = datetime.fromtimestamp(timestamp)
        except (OverflowError, OSError, ValueError):
            return False
        return (
            (self.year is None or when.year == self.year)
            and (self.month is None or when.month == self.month)
            and (self.day is None or when.day == self.day)
        )


def date_hints(text: str) -> tuple[DateHint, ...]:
    """The dates ``text`` names, most specific first at each place; never raises."""
    found: list[tuple[int, DateHint]] = []
    taken: list[range] = []
    for kind, pattern in enumerate(_DATE_PATTERNS):
        for match in pattern.finditer(text):
            span = range(match.start(), match.end())
            if any(span.start < t.stop and t.start < span.stop for t in taken):
                continue
            hint = _hint(kind, match.groups())
            if hint is not None:
                taken.append(span)
                found.append((match.start(), hint))
    return tuple(dict.fromkeys(h for _, h in sorted(found, key=lambda f: f[0])))


def _hint(kind: int, groups: tuple[str | None, ...]) -> DateHint | None:
    def num(value: str | None) -> int | None:
        return int(value) if value else None

    def month(value: str | None) -> int | None:
        return _MONTH_NAMES.get((value or "").lower().rstrip("."))

    if kind == 0:
        year, mon, day = num(groups[0]), num(groups[1]), num(groups[2])
    elif kind == 1:
        day, mon, year = num(groups[0]), month(groups[1]), num(groups[2])
    elif kind == 2:
        mon, day, year = month(groups[0]), num(groups[1]), num(groups[2])
    elif kind == 3:
        mon, year, day = month(groups[0]), num(groups[1]), None
    elif kind == 4:
        mon, year, day = month(groups[0]), None, None
    else:
        year, mon, day = num(groups[0]), None, None
    if (mon is not None and not 1 <= mon <= 12) or (day is not None and not 1 <= day <= 31):
        return None
    return DateHint(year, mon, day)


@dataclass(frozen=True, slots=True)
class ParsedQuery:
    """The meaningful pieces of a query. ``terms`` are FTS5-ready (quoted where needed)."""

    terms: tuple[str, ...]
    words: tuple[str, ...]
    substrings: tuple[str, ...]
    has_cjk: bool
    dates: tuple[DateHint, ...] = ()

    @property
    def fts(self) -> str | None:
        """The MATCH expression for the word index, or None when nothing is searchable."""
        return " OR ".join(self.terms) if self.terms else None


def _quote(text: str) -> str:
    return '"' + text.replace('"', "") + '"'


def parse_query(query: str) -> ParsedQuery:
    text = (query or "")[:MAX_QUERY_CHARS]
    terms: list[str] = []
    words: list[str] = []
    substrings: list[str] = []
    stopped: list[str] = []

    def add_phrase(body: str) -> None:
        tokens = [m.group(0).rstrip("*") for m in _WORD.finditer(body)]
        if not tokens:
            return
        phrase = " ".join(tokens)
        terms.append(_quote(phrase))
        words.extend(t.lower() for t in tokens)
        substrings.append(phrase)

    # Balanced quotes are phrases; what is left (incl. a dangling quote) is plain words.
    rest_parts: list[str] = []
    last = 0
    for match in _PHRASE.finditer(text):
        rest_parts.append(text[last : match.start()])
        add_phrase(match.group(1))
        last = match.end()
    rest_parts.append(text[last:])
    rest = " ".join(rest_parts).replace('"', " ")

    for match in _WORD.finditer(rest):
        token = match.group(0)
        if token in _OPERATORS:
            continue
        prefix = token.endswith("*")
        bare = token.rstrip("*").strip(".'’-")
        if not bare:
            continue
        lower = bare.lower()
        if lower in STOPWORDS and not prefix:
            stopped.append(lower)
            continue
        if re.search(r"[.'’-]", bare):
            terms.append(_quote(bare))
        elif prefix and len(bare) >= 2:
            terms.append(_quote(bare) + "*")
        else:
            terms.append(_quote(bare))
        words.append(lower)
        substrings.append(bare)
    if not terms and stopped:  # a query of nothing but common words still searches
        for word in dict.fromkeys(stopped):
            terms.append(_quote(word))
            words.append(word)
            substrings.append(word)
    unique_terms = tuple(dict.fromkeys(terms))[:MAX_TERMS]
    return ParsedQuery(
        terms=unique_terms,
        words=tuple(dict.fromkeys(words))[:MAX_TERMS],
        substrings=tuple(dict.fromkeys(substrings))[:MAX_TERMS],
        has_cjk=contains_cjk(text),
        dates=date_hints(text),
    )


def like_pattern(text: str) -> str:
    """A LIKE pattern matching ``text`` literally anywhere (``%`` and ``_`` escaped with ``\\``)."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
