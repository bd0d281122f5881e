"""How substrings and CJK text are found without a trigram index over every message (pure).

A trigram index over all message text made ingest four times slower and held 60% of the
database's bytes. Instead:

- every distinct word of 4+ characters ever written goes, once, into a ``terms`` table
  with a small trigram index of its own. A substring query ("sqlite", "ValueErr",
  "gorkmil/lurk") is expanded there into the whole words that contain each of its
  pieces, which the word index then finds (newest first), and hits that hold the exact
  substring come first;
- messages that contain CJK (or Hangul) text, where one "word" of the word index is a
  whole clause, are also copied into ``messages_cjk``, a trigram index of their own, and
  the short (1-2 character) CJK queries a trigram cannot hold scan only that table.

Words are split as FTS5's ``unicode61`` tokenizer splits them (letters and digits;
everything else, ``_`` included, separates), lower-cased.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Sequence

CJK_CLASS = "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\u1100-\u11ff]"
CJK_GLOB = f"*{CJK_CLASS}*"  # for SQL: ``content GLOB ?`` is true when content has CJK
MIN_TERM_CHARS = 4  # shorter words are found whole by the word index
MAX_TERM_CHARS = 80  # longer runs are blobs (base64, minified code), not words
EXPANSIONS_PER_PIECE = 48  # words a substring piece may stand for, shortest first

_CJK = re.compile(CJK_CLASS)
_TOKEN = re.compile(r"[^\W_]+")


def contains_cjk(text: str) -> bool:
    return _CJK.search(text) is not None


def word_tokens(text: str) -> list[str]:
    """The lower-cased words of ``text``, split as the word index splits them."""
    return _TOKEN.findall(text.lower())


def terms_of(texts: Iterable[str]) -> set[str]:
    """The distinct words of ``texts`` worth a place in the substring vocabulary."""
    joined = "\n".join(texts)
    lengths = range(MIN_TERM_CHARS, MAX_TERM_CHARS + 1)
    found = {t for t in set(_TOKEN.findall(joined.lower())) if len(t) in lengths}
    if contains_cjk(joined):  # CJK runs have their own index (see the module docstring)
        found = {t for t in found if not contains_cjk(t)}
    return found


def fts_word(term: str) -> str:
    """``term`` as a quoted FTS5 string (the word index's tokenizer applies to it); a
    trailing ``*`` makes it a prefix."""
    if term.endswith("*") and term.strip("*"):
        return fts_word(term.rstrip("*")) + "*"
    return '"' + term.replace('"', "") + '"'


def expansion_query(groups: Sequence[Sequence[str]]) -> str | None:
    """The word-index MATCH expression for a substring: every piece, by any of its words."""
    parts = []
    for words in groups:
        unique = list(dict.fromkeys(w for w in words if w))
        if not unique:
            return None
        alternatives = " OR ".join(fts_word(w) for w in unique)
        parts.append(f"({alternatives})" if len(unique) > 1 else alternatives)
    return " AND ".join(parts) if parts else None


def shortest(words: Iterable[str], limit: int = EXPANSIONS_PER_PIECE) -> list[str]:
    """The ``limit`` shortest of ``words`` (the closest to the piece they contain)."""
    return sorted(set(words), key=lambda w: (len(w), w))[:limit]


class TermExtractor:
    """Finds the words of new messages that the vocabulary may lack, cheaply.

    Text is cut at whitespace first (fast, in C) and only the pieces this process has not
    seen in committed text are split into words (a regex, slow in Python), so in a long
    import most of the text costs one ``split``. What is seen is remembered (bounded) once
    its transaction commits; it is only a cache, as the insert ignores stored words.
    """

    def __init__(self, limit: int = 1_000_000) -> None:
        self._seen: set[str] = set()
        self._limit = limit
        self._lock = threading.Lock()

    def extract(self, texts: Sequence[str]) -> tuple[set[str], set[str]]:
        """(the new words of ``texts``, the pieces to ``remember`` once committed)."""
        joined = "\n".join(texts)
        with self._lock:
            pieces = set(joined.split()) - self._seen
        return terms_of(pieces), pieces

    def remember(self, pieces: set[str]) -> None:
        """Call after the transaction that stored the words of ``pieces`` has committed."""
        if not pieces:
            return
        with self._lock:
            if len(self._seen) + len(pieces) > self._limit:
                self._seen = set()
            self._seen |= pieces
