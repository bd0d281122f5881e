"""Turning whatever a user or a model typed into safe FTS5 queries (pure).

Never fails: quotes, operators, punctuation and 10 KB strings all give either a query or
None. Terms are ORed (BM25 ranks documents matching more and rarer terms first); quoted
phrases and ``prefix*`` terms are kept; hyphenated and dotted terms become phrases.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_QUERY_CHARS = 2048
MAX_TERMS = 32

_PHRASE = re.compile(r'"([^"]*)"')
_WORD = re.compile(r"[^\W_](?:[\w.'’-]*[^\W_])?\*?")
_OPERATORS = frozenset({"AND", "OR", "NOT", "NEAR"})
_CJK = re.compile(
    "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\u1100-\u11ff]"
)
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


@dataclass(frozen=True, slots=True)
class ParsedQuery:
    """The meaningful pieces of a query. ``terms`` are FTS5-ready (quoted where needed)."""

    terms: tuple[str, ...]
    words: tuple[str, ...]
    substrings: tuple[str, ...]
    has_cjk: bool

    @property
    def fts(self) -> str | None:
        """The MATCH expression for the word index, or None when nothing is searchable."""
        return " OR ".join(self.terms) if self.terms else None

    @property
    def trigram(self) -> str | None:
        """The MATCH expression for the trigram index (pieces of 3+ characters)."""
        usable = [_quote(s) for s in self.substrings if len(s) >= 3]
        return " OR ".join(usable) if usable else None


def _quote(text: str) -> str:
    return '"' + text.replace('"', "") + '"'


def contains_cjk(text: str) -> bool:
    return _CJK.search(text) is not None


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
    )


def like_pattern(text: str) -> str:
    """A LIKE pattern matching ``text`` literally anywhere (``%`` and ``_`` escaped with ``\\``)."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
