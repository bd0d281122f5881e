"""Where search candidates and rows come from in PostgreSQL (``hermem.messages``).

Words: the ``tsvector`` column ``words`` (GIN), which hermem fills from text split as the
SQLite word index splits it (:func:`index_text`), ranked BM25-like: each query term's
``ts_rank`` (saturating in how often the term occurs, divided by the log of the message's
length; content, tool name and tool calls weighted 1, 0.5 and 0.25 as in SQLite) times
its inverse document frequency. BM25 proper needs per-term statistics that a tsvector
does not keep, so scores differ from SQLite's; the order of clear matches agrees.
Substrings: ``ILIKE`` over ``content`` (a ``pg_trgm`` GIN index when present) and, for
CJK pieces, over the messages flagged ``has_cjk``. As in SQLite, terms matched by more
than WINDOW messages are scored among their newest WINDOW only; WINDOW is smaller here, as
``ts_rank`` costs more per message than FTS5's ``bm25``.

Every statement is scoped to the store's tenant and profile.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from hermem.sessions.query import ParsedQuery, like_pattern
from hermem.sessions.rows import NamedRow
from hermem.sessions.search import (
    Context,
    Filters,
    MessageSearch,
    SemanticIndex,
)
from hermem.sessions.vocabulary import contains_cjk, word_tokens
from hermem.storage.postgres import SCHEMA
from hermem.storage.postgres_session_tables import WORDS_CONFIG

WINDOW = 2_000  # newest matches of a common term that are scored (SQLite: 5,000)
MAX_INDEXED_CHARS = 200_000  # a tsvector holds at most 1 MB; longer text: its beginning
_WEIGHTS = "'{0, 0.25, 0.5, 1}'::float4[]"  # D, C, B, A: tool calls, tool name, content
_MESSAGES = f"{SCHEMA}.messages m"
_KEY = "m.tenant = %s AND m.profile = %s"
_JOIN = (
    f" JOIN {SCHEMA}.sessions s ON s.tenant = m.tenant AND s.profile = m.profile"
    " AND s.id = m.session_id"
)
_FOLDED_BELOW = 0x0530  # accents are folded on Latin, Greek and Cyrillic letters only


# Term query -> its normalized (stemmed) form; bounded, cleared when full.
_NORMALIZED: dict[str, str] = {}
_NORMALIZED_MAX = 50_000


class Reader(Protocol):
    """Runs one statement; rows as tuples, or by column name when ``named``."""

    def __call__(self, sql: str, params: Sequence[Any] = (), *, named: bool = False) -> list[Any]:
        """The rows of ``sql``."""


def fold_accents(text: str) -> str:
    """``text`` without the accents of Latin, Greek and Cyrillic letters (as SQLite's
    ``remove_diacritics``); other scripts' marks (Japanese dakuten, ...) are kept."""
    if text.isascii():
        return text
    kept: list[str] = []
    for ch in unicodedata.normalize("NFD", text):
        if unicodedata.combining(ch) and kept and ord(kept[-1]) < _FOLDED_BELOW:
            continue
        kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept))


def index_text(text: str | None) -> str:
    """The words of ``text`` as the word index holds them: lower-cased, accents folded,
    split on everything but letters and digits, joined by spaces."""
    if not text:
        return ""
    return " ".join(word_tokens(fold_accents(text[:MAX_INDEXED_CHARS])))


def term_query(term: str) -> str | None:
    """A query term as the sanitizer writes it (``"word"``, ``"a phrase"``, ``"pre"*``)
    as ``to_tsquery`` input: its words in sequence, the last a prefix if starred."""
    prefix = term.endswith("*")
    words = word_tokens(fold_accents(term.rstrip("*")))
    if not words:
        return None
    quoted = [f"'{w}'" for w in words]  # letters and digits only: nothing to escape
    if prefix:
        quoted[-1] += ":*"
    return " <-> ".join(quoted)


class PostgresMessageSearch(MessageSearch):
    """Search over one tenant and profile of ``hermem.messages``."""

    def __init__(
        self,
        read: Reader,
        key: tuple[str, str],
        root_of: Callable[[str], str],
        semantic: SemanticIndex | None,
    ) -> None:
        super().__init__(root_of, semantic)
        self._read = read
        self._key = key

    def _has_words(self, parsed: ParsedQuery) -> bool:
        return bool(parsed.terms)

    # -- words -----------------------------------------------------------------------------

    def _word_matches(
        self, parsed: ParsedQuery, filters: Filters, depth: int
    ) -> list[tuple[int, float]]:
        queries = self._normalized([q for q in map(term_query, parsed.terms) if q])
        if not queries:
            return []
        where, params = filters.sql("%s")
        join = _JOIN if "s." in where else ""
        counts, total = self._frequencies(queries)
        idf = [math.log(1.0 + (total - df + 0.5) / (df + 0.5)) for df in counts]
        score = " + ".join([f"%s * ts_rank({_WEIGHTS}, m.words, %s::tsquery, 1)"] * len(queries))
        score_params = [v for pair in zip(idf, queries, strict=True) for v in pair]
        wanted = depth * 3
        rare = [q for q, df in zip(queries, counts, strict=True) if df < WINDOW]
        matching = f"FROM {_MESSAGES}{join} WHERE {_KEY} AND m.words @@ %s::tsquery{where}"

        def either(terms: Sequence[str]) -> str:
            return " | ".join(f"({q})" for q in terms)

        if len(rare) == len(queries):
            rows = self._read(
                f"SELECT m.id, {score} AS r {matching} ORDER BY r DESC, m.id DESC LIMIT %s",
                (*score_params, *self._key, either(queries), *params, wanted),
            )
        else:
            rows = self._read(
                f"SELECT m.id, {score} AS r FROM (SELECT m.id, m.words {matching}"
                " ORDER BY m.id DESC LIMIT %s) m ORDER BY r DESC, m.id DESC LIMIT %s",
                (*score_params, *self._key, either(queries), *params, WINDOW, wanted),
            )
            if rare:
                rows += self._read(
                    f"SELECT m.id, {score} AS r {matching} ORDER BY r DESC, m.id DESC LIMIT %s",
                    (*score_params, *self._key, either(rare), *params, wanted),
                )
        scores: dict[int, float] = {}
        for row in rows:
            mid, value = int(row[0]), float(row[1]) + 1e-9  # a match always scores above 0
            scores[mid] = max(scores.get(mid, value), value)
        ordered = sorted(scores, key=lambda m: (-scores[m], -m))
        return [(m, scores[m]) for m in ordered[:depth]]

    def _normalized(self, queries: Sequence[str]) -> list[str]:
        """The queries as the index holds words (stemmed), without those left empty.

        The text search configuration is hermem's own (migration 2), so a query's form is
        the same in every database: known ones are remembered, a round trip saved."""
        known = {q: _NORMALIZED.get(q) for q in queries}
        missing = [q for q, form in known.items() if form is None]
        if missing:
            columns = ", ".join([f"to_tsquery('{WORDS_CONFIG}', %s)::text"] * len(missing))
            row = self._read(f"SELECT {columns}", missing)[0]
            found = dict(zip(missing, (str(q or "") for q in row), strict=True))
            known.update(found)
            if len(_NORMALIZED) > _NORMALIZED_MAX:
                _NORMALIZED.clear()
            _NORMALIZED.update(found)
        return list(dict.fromkeys(form for form in known.values() if form))

    def _frequencies(self, queries: Sequence[str]) -> tuple[list[int], int]:
        """How many messages match each query (counted up to WINDOW), and how many
        messages there are."""
        counts = ", ".join(
            [
                f"(SELECT count(*) FROM (SELECT 1 FROM {_MESSAGES} WHERE {_KEY}"
                " AND m.words @@ %s::tsquery LIMIT %s) c)"
            ]
            * len(queries)
        )
        params = [v for q in queries for v in (*self._key, q, WINDOW)]
        row = self._read(
            f"SELECT {counts}, (SELECT COALESCE(max(messages), 0) FROM {SCHEMA}.session_stores"
            " WHERE tenant = %s AND profile = %s)",
            (*params, *self._key),
        )[0]
        found = [int(v) for v in row[:-1]]
        return found, max(int(row[-1]), max(found, default=0))

    # -- substrings ------------------------------------------------------------------------

    def _substring_matches(self, parsed: ParsedQuery, filters: Filters, depth: int) -> list[int]:
        """Messages holding one of the query's pieces (verbatim when any does), newest first.

        CJK pieces: the messages with CJK text. Other pieces of 3+ characters: messages
        holding each of the piece's words (a short word as a word prefix), those holding
        the whole piece first.
        """
        where, params = filters.sql("%s")
        join = _JOIN if "s." in where else ""
        found: list[int] = []
        for piece in parsed.substrings:
            if contains_cjk(piece):
                rows = self._read(
                    f"SELECT m.id FROM {_MESSAGES}{join} WHERE {_KEY} AND m.has_cjk"
                    f" AND m.content ILIKE %s{where} ORDER BY m.id DESC LIMIT %s",
                    (*self._key, like_pattern(piece), *params, depth),
                )
                found.extend(int(r[0]) for r in rows)
            elif len(piece) >= 3:
                found.extend(self._piece_matches(piece, join, where, params, depth))
        return list(dict.fromkeys(found))

    def _piece_matches(
        self, piece: str, join: str, where: str, params: Sequence[Any], depth: int
    ) -> list[int]:
        clauses: list[str] = []
        args: list[Any] = []
        for word in dict.fromkeys(word_tokens(piece)):
            if len(word) >= 3:
                clauses.append("m.content ILIKE %s")
                args.append(like_pattern(word))
            else:  # too short for trigrams: a word starting with it
                clauses.append(f"m.words @@ to_tsquery('{WORDS_CONFIG}', %s)")
                args.append(f"'{fold_accents(word)}':*")
        if not clauses:
            return []
        rows = self._read(
            f"SELECT m.id, m.content FROM {_MESSAGES}{join} WHERE {_KEY}"
            f" AND {' AND '.join(clauses)}{where} ORDER BY m.id DESC LIMIT %s",
            (*self._key, *args, *params, depth * 3),
        )
        needle = piece.lower()
        verbatim = [int(r[0]) for r in rows if needle in (r[1] or "").lower()]
        return (verbatim or [int(r[0]) for r in rows])[:depth]

    # -- rows ------------------------------------------------------------------------------

    def filter_ids(self, ids: Sequence[int], filters: Filters) -> list[int]:
        if not ids:
            return []
        where, params = filters.sql("%s")
        rows = self._read(
            f"SELECT m.id FROM {_MESSAGES}{_JOIN} WHERE {_KEY} AND m.id = ANY(%s){where}",
            (*self._key, list(ids), *params),
        )
        allowed = {int(r[0]) for r in rows}
        return [i for i in ids if i in allowed]

    def scope(self, filters: Filters, limit: int) -> list[int]:
        where, params = filters.sql("%s")
        rows = self._read(
            f"SELECT m.id FROM {_MESSAGES}{_JOIN} WHERE {_KEY}{where} LIMIT %s",
            (*self._key, *params, limit),
        )
        return [int(r[0]) for r in rows]

    def context(self, ids: Sequence[int]) -> Context:
        if not ids:
            return {}
        near = (
            f"FROM {SCHEMA}.messages p WHERE p.tenant = m.tenant AND p.profile = m.profile"
            " AND p.session_id = m.session_id AND p.id"
        )
        rows = self._read(
            f"SELECT m.id, m.session_id, m.timestamp, (SELECT max(p.id) {near} < m.id),"
            f" (SELECT min(p.id) {near} > m.id) FROM {_MESSAGES} WHERE {_KEY}"
            " AND m.id = ANY(%s)",
            (*self._key, list(ids)),
        )
        out: Context = {
            int(r[0]): (
                str(r[1]),
                float(r[2]),
                None if r[3] is None else int(r[3]),
                None if r[4] is None else int(r[4]),
            )
            for r in rows
        }
        return {i: out[i] for i in ids if i in out}

    def contents(self, ids: Sequence[int]) -> list[tuple[int, str]]:
        if not ids:
            return []
        rows = self._read(
            f"SELECT m.id, m.content FROM {_MESSAGES} WHERE {_KEY} AND m.id = ANY(%s)",
            (*self._key, list(ids)),
        )
        return [(int(r[0]), r[1] or "") for r in rows]

    def hit_rows(self, ids: Sequence[int]) -> dict[int, NamedRow]:
        if not ids:
            return {}
        rows = self._read(
            "SELECT m.id, m.session_id, m.role, m.content, m.tool_calls, m.tool_name,"
            f" m.timestamp, m.external_id, m.flags, s.source FROM {_MESSAGES}{_JOIN}"
            f" WHERE {_KEY} AND m.id = ANY(%s)",
            (*self._key, list(ids)),
            named=True,
        )
        return {int(r["id"]): r for r in rows}
