"""Where search candidates and rows come from in ``state.db`` (SQLite, FTS5).

Words: BM25 over the stemmed word index. Substrings and CJK text: the vocabulary's and
``messages_cjk``'s trigram indexes (``vocabulary.py``). All SQL goes through a ``read``
callable, so this module holds no connection or lock.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from typing import Any

from hermem.sessions.query import ParsedQuery, like_pattern
from hermem.sessions.rows import NamedRow
from hermem.sessions.search import (
    Context,
    Filters,
    MessageSearch,
    SemanticIndex,
)
from hermem.sessions.vocabulary import (
    contains_cjk,
    expansion_query,
    fts_word,
    shortest,
    word_tokens,
)

WINDOW = 5_000  # newest matches of a common term that are scored (bounds the cost)
_SQL_CHUNK = 500

Reader = Callable[[str, Sequence[Any]], list[sqlite3.Row]]


class SqliteMessageSearch(MessageSearch):
    """Search over one ``state.db``, given its reader and parent-chain resolver."""

    def __init__(
        self, read: Reader, root_of: Callable[[str], str], semantic: SemanticIndex | None
    ) -> None:
        super().__init__(root_of, semantic)
        self._read = read

    def _has_words(self, parsed: ParsedQuery) -> bool:
        return bool(parsed.fts)

    def _substring_matches(self, parsed: ParsedQuery, filters: Filters, depth: int) -> list[int]:
        """Messages holding one of the query's pieces (verbatim when any does), newest first.

        CJK pieces: the trigram index of CJK messages (LIKE over it for 1-2 characters).
        Other pieces of 3+ characters: each of their words is expanded, through the
        vocabulary's trigram index, into the whole words that contain it, and the word
        index finds messages holding all of the piece's words (``vocabulary.py``).
        """
        where, params = filters.sql()
        found: list[int] = []
        for piece in parsed.substrings:
            if contains_cjk(piece):
                if len(piece) >= 3:
                    match, args = "messages_cjk MATCH ?", [fts_word(piece)]
                else:
                    match, args = "messages_cjk.content LIKE ? ESCAPE '\\'", [like_pattern(piece)]
                rows = self._safe_read(
                    "SELECT m.id FROM messages_cjk JOIN messages m ON m.id = messages_cjk.rowid"
                    f" JOIN sessions s ON s.id = m.session_id WHERE {match} {where}"
                    " ORDER BY messages_cjk.rowid DESC LIMIT ?",
                    (*args, *params, depth),
                )
                found.extend(int(r[0]) for r in rows)
            elif len(piece) >= 3:
                found.extend(self._expanded_matches(piece, where, params, depth))
        return list(dict.fromkeys(found))

    def _expanded_matches(
        self, piece: str, where: str, params: Sequence[Any], depth: int
    ) -> list[int]:
        groups = []
        for word in dict.fromkeys(word_tokens(piece)):
            words = [word if len(word) >= 3 else f"{word}*"]  # a short word: its prefix
            if len(word) >= 3:
                rows = self._safe_read(
                    "SELECT term FROM terms_trigram WHERE terms_trigram MATCH ? LIMIT 2000",
                    (fts_word(word),),
                )
                words += shortest(str(r[0]) for r in rows)
            groups.append(words)
        expression = expansion_query(groups)
        if expression is None:
            return []
        rows = self._safe_read(
            "SELECT m.id, m.content FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
            f" JOIN sessions s ON s.id = m.session_id WHERE messages_fts MATCH ? {where}"
            " ORDER BY messages_fts.rowid DESC LIMIT ?",
            (expression, *params, depth * 3),
        )
        needle = piece.lower()
        verbatim = [int(r[0]) for r in rows if needle in (r[1] or "").lower()]
        return (verbatim or [int(r[0]) for r in rows])[:depth]

    def _word_matches(
        self, parsed: ParsedQuery, filters: Filters, depth: int
    ) -> list[tuple[int, float]]:
        """BM25 over the word index, at bounded cost: terms with fewer than WINDOW matches are
        scored exhaustively; matches of commoner terms only among their newest WINDOW."""
        rank = (
            "SELECT rowid, bm25(messages_fts, 1.0, 0.5, 0.25) AS r FROM messages_fts"
            " WHERE messages_fts MATCH ?"
        )
        wanted = depth * 3
        rare = [
            t
            for t in parsed.terms
            if self._safe_read(
                "SELECT count(*) FROM (SELECT rowid FROM messages_fts"
                " WHERE messages_fts MATCH ? LIMIT ?)",
                (t, WINDOW),
            )[0][0]
            < WINDOW
        ]
        if len(rare) == len(parsed.terms):
            rows = self._safe_read(f"{rank} ORDER BY r LIMIT ?", (parsed.fts, wanted))
        else:
            rows = self._safe_read(
                f"SELECT rowid, r FROM ({rank} ORDER BY rowid DESC LIMIT ?) ORDER BY r LIMIT ?",
                (parsed.fts, WINDOW, wanted),
            )
            if rare:
                rows += self._safe_read(f"{rank} ORDER BY r LIMIT ?", (" OR ".join(rare), wanted))
        scores: dict[int, float] = {}
        for row in rows:
            mid, score = int(row[0]), -float(row[1])
            scores[mid] = max(scores.get(mid, score), score)
        ordered = sorted(scores, key=lambda m: -scores[m])
        where, _ = filters.sql()
        if where:
            kept = self.filter_ids(ordered, filters)
            if len(kept) < min(depth, len(ordered)) and len(ordered) >= wanted:
                return self._word_matches_exact(parsed, filters, depth)
            ordered = kept
        return [(m, scores[m]) for m in ordered[:depth]]

    def _word_matches_exact(
        self, parsed: ParsedQuery, filters: Filters, depth: int
    ) -> list[tuple[int, float]]:
        where, params = filters.sql()
        rows = self._safe_read(
            "SELECT m.id, bm25(messages_fts, 1.0, 0.5, 0.25) AS rank_score"
            " FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
            " JOIN sessions s ON s.id = m.session_id"
            f" WHERE messages_fts MATCH ? {where} ORDER BY rank_score LIMIT ?",
            (parsed.fts, *params, depth),
        )
        return [(int(r[0]), -float(r[1])) for r in rows]

    def filter_ids(self, ids: Sequence[int], filters: Filters) -> list[int]:
        if not ids:
            return []
        where, params = filters.sql()
        allowed: set[int] = set()
        for chunk in _chunks(ids):
            rows = self._read(
                "SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id"
                f" WHERE m.id IN ({','.join('?' * len(chunk))}) {where}",
                (*chunk, *params),
            )
            allowed.update(int(r[0]) for r in rows)
        return [i for i in ids if i in allowed]

    def scope(self, filters: Filters, limit: int) -> list[int]:
        where, params = filters.sql()
        rows = self._read(
            f"SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id WHERE 1 {where}"
            " LIMIT ?",
            (*params, limit),
        )
        return [int(r[0]) for r in rows]

    def context(self, ids: Sequence[int]) -> Context:
        out: Context = {}
        for chunk in _chunks(ids):
            rows = self._read(
                "SELECT m.id, m.session_id, m.timestamp,"
                " (SELECT MAX(p.id) FROM messages p WHERE p.session_id = m.session_id"
                " AND p.id < m.id),"
                " (SELECT MIN(n.id) FROM messages n WHERE n.session_id = m.session_id"
                " AND n.id > m.id)"
                f" FROM messages m WHERE m.id IN ({','.join('?' * len(chunk))})",
                chunk,
            )
            for r in rows:
                out[int(r[0])] = (str(r[1]), float(r[2]), r[3], r[4])
        return {i: out[i] for i in ids if i in out}

    def contents(self, ids: Sequence[int]) -> list[tuple[int, str]]:
        texts: list[tuple[int, str]] = []
        for chunk in _chunks(ids):
            rows = self._read(
                f"SELECT id, content FROM messages WHERE id IN ({','.join('?' * len(chunk))})",
                chunk,
            )
            texts.extend((int(r[0]), r[1] or "") for r in rows)
        return texts

    def hit_rows(self, ids: Sequence[int]) -> dict[int, NamedRow]:
        by_id: dict[int, NamedRow] = {}
        for chunk in _chunks(ids):
            rows = self._read(
                "SELECT m.*, s.source AS source FROM messages m"
                " JOIN sessions s ON s.id = m.session_id"
                f" WHERE m.id IN ({','.join('?' * len(chunk))})",
                chunk,
            )
            by_id.update((int(r["id"]), r) for r in rows)
        return by_id

    def _safe_read(self, sql: str, params: Sequence[Any]) -> list[sqlite3.Row]:
        try:
            return self._read(sql, params)
        except sqlite3.OperationalError as exc:
            if "fts5" in str(exc) or "syntax" in str(exc) or "MATCH" in str(exc):
                return []  # the sanitizer should prevent this; a bad query finds nothing
            raise


def _chunks(ids: Sequence[int]) -> list[list[int]]:
    return [list(ids[i : i + _SQL_CHUNK]) for i in range(0, len(ids), _SQL_CHUNK)]
