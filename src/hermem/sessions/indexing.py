"""Writing messages and keeping every index in step, inside the caller's transaction.

``insert_messages`` adds rows to ``messages`` (one ``executemany``) and hands the new ones
to a :class:`MessageIndexer`, which adds them, set-based, to the word index, CJK ones to
``messages_cjk``, and their unseen words to the substring vocabulary (``vocabulary.py``).

All of that happens in ``flush``, just before the transaction commits, so a bulk load
that commits every few thousand messages fills the word index with one
``INSERT ... SELECT`` per commit (13-16 µs a message against 22-23 µs for one per call).
Finding the new words and the CJK messages is Python, as long as that statement again;
for more than a few messages it runs on a helper thread *while* SQLite, which lets go of
the GIL for the statement, fills the word index. On two cores that took a bulk import
from ~18k to ~25k messages/s (interleaved runs, same minutes). A helper that ran while the
caller built its next rows instead gained nothing: both wanted the GIL.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from hermem.sessions.rows import count_tool_calls
from hermem.sessions.vocabulary import TermExtractor, contains_cjk

_Found = tuple[set[str], set[str], list[tuple[int, str]]]
Existing = Callable[[tuple[Any, ...]], int | None]
"""Given a message row, the id of the message the session already holds for it, or None."""

THREAD_MIN = 16  # fewer new messages: finding their words inline beats a thread hop
_INSERT = (
    "INSERT INTO messages (session_id, role, content, tool_calls, tool_name, timestamp,"
    " external_id, flags) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)


class MessageIndexer:
    """Indexes new messages; one per store (thread-safe under the store's write lock)."""

    def __init__(self) -> None:
        self.vocabulary = TermExtractor()
        self._pieces: set[str] = set()  # seen in the open transaction: remembered on commit
        self._ranges: list[tuple[int, int]] = []  # ids not in the word index yet
        self._pending: list[tuple[int, str]] = []  # and their (id, text)
        self._lock = threading.Lock()
        self._pool: ThreadPoolExecutor | None = None

    def index(self, new: Sequence[tuple[int, str]]) -> None:
        """Index the just-inserted messages ``new`` (ids ascending and contiguous: under
        BEGIN IMMEDIATE the ids one statement inserts are exactly that range). Every index
        gets them at ``flush``, inside the same transaction."""
        if not new:
            return
        first, last = new[0][0], new[-1][0]
        with self._lock:
            self._pending.extend(new)
            if self._ranges and self._ranges[-1][1] + 1 == first:
                self._ranges[-1] = (self._ranges[-1][0], last)
            else:
                self._ranges.append((first, last))

    def flush(self, conn: sqlite3.Connection) -> None:
        """Write the pending index rows and vocabulary words; call inside the transaction,
        before COMMIT (and before deleting messages it may have added)."""
        with self._lock:
            ranges, self._ranges = self._ranges, []
            pending, self._pending = self._pending, []
            if not pending:
                return
            found: Future[_Found] | None = None
            if len(pending) >= THREAD_MIN:
                if self._pool is None:
                    self._pool = ThreadPoolExecutor(1, thread_name_prefix="hermem-vocabulary")
                found = self._pool.submit(self._find, pending)
        for first, last in ranges:  # SQLite lets go of the GIL: the helper runs meanwhile
            conn.execute(
                "INSERT INTO messages_fts (rowid, content, tool_name, tool_calls)"
                " SELECT id, content, tool_name, tool_calls FROM messages"
                " WHERE id BETWEEN ? AND ?",
                (first, last),
            )
        terms, pieces, cjk = found.result() if found is not None else self._find(pending)
        with self._lock:
            self._pieces |= pieces
        if cjk:
            conn.executemany("INSERT INTO messages_cjk (rowid, content) VALUES (?, ?)", cjk)
        if not terms:
            return
        before = conn.execute("SELECT COALESCE(MAX(id), 0) FROM terms").fetchone()[0]
        conn.executemany("INSERT OR IGNORE INTO terms (term) VALUES (?)", [(t,) for t in terms])
        conn.execute(
            "INSERT INTO terms_trigram (rowid, term) SELECT id, term FROM terms WHERE id > ?",
            (before,),
        )

    def _find(self, new: Sequence[tuple[int, str]]) -> _Found:
        """The words of ``new`` the vocabulary may lack, the pieces of text to remember
        once committed, and the messages with CJK text (pure but for the word cache)."""
        texts = [text for _, text in new]
        terms, pieces = self.vocabulary.extract(texts)
        cjk = []
        if contains_cjk("\n".join(texts)):  # GLOB in SQL costs 25 us a message, this 0.1
            cjk = [(i, text) for i, text in new if contains_cjk(text)]
        return terms, pieces, cjk

    def committed(self) -> None:
        """The transaction committed: its text need not be scanned for words again."""
        with self._lock:
            pieces, self._pieces = self._pieces, set()
        self.vocabulary.remember(pieces)

    def rolled_back(self) -> None:
        with self._lock:
            self._pieces, self._ranges, self._pending = set(), [], []

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True)


def insert_messages(
    conn: sqlite3.Connection,
    session_id: str,
    rows: Sequence[tuple[Any, ...]],
    existing: Existing | None,
    last_active: float,
    indexer: MessageIndexer,
    *,
    same_idless_rows_repeat: bool = False,
) -> tuple[list[int], list[tuple[int, str]]]:
    """Insert the rows the session does not hold yet, index them, update its counts.

    ``existing`` and ``same_idless_rows_repeat`` as for :func:`plan_inserts`. Returns the
    id of every row and the (id, text) of the new ones.
    """
    ids, slots, fresh = plan_inserts(
        rows, existing, same_idless_rows_repeat=same_idless_rows_repeat
    )
    if not fresh:
        return ids, []
    conn.executemany(_INSERT, fresh)
    first = int(conn.execute("SELECT last_insert_rowid()").fetchone()[0]) - len(fresh) + 1
    ids = [found if slot < 0 else first + slot for found, slot in zip(ids, slots, strict=True)]
    new = [(first + i, str(row[2])) for i, row in enumerate(fresh)]
    indexer.index(new)
    conn.execute(
        "UPDATE sessions SET message_count = message_count + ?,"
        " tool_call_count = tool_call_count + ?,"
        " last_active_at = MAX(COALESCE(last_active_at, 0), ?) WHERE id = ?",
        (
            len(fresh),
            sum(count_tool_calls(row[3]) for row in fresh),
            max(last_active, *(row[5] for row in fresh)),
            session_id,
        ),
    )
    return ids, new


def plan_inserts(
    rows: Sequence[tuple[Any, ...]],
    existing: Existing | None,
    *,
    same_idless_rows_repeat: bool = False,
) -> tuple[list[int], list[int], list[tuple[Any, ...]]]:
    """Which of ``rows`` (``message_row`` tuples) are new, on any backend (pure).

    ``existing`` finds rows stored before this call (None: the session is new). Within
    ``rows``, a repeated ``external_id`` (and, with ``same_idless_rows_repeat``, a repeated
    id-less role, content and timestamp) is the same message. Returns, per row, the id
    found (0 for a new row) and -1 or its index in ``fresh``; and ``fresh``, the rows to
    insert.
    """
    ids: list[int] = []
    slots: list[int] = []  # per row: -1 (found; id in ids) or its index in ``fresh``
    fresh: list[tuple[Any, ...]] = []
    first_of: dict[Any, int] = {}
    for row in rows:
        found = existing(row) if existing is not None else None
        if found is not None:
            ids.append(found)
            slots.append(-1)
            continue
        key: Any = row[6]
        if key is None and same_idless_rows_repeat:
            key = (row[1], row[2], row[5])
        if key is not None and key in first_of:
            slot = first_of[key]
        else:
            slot = len(fresh)
            fresh.append(row)
            if key is not None:
                first_of[key] = slot
        ids.append(0)
        slots.append(slot)
    return ids, slots, fresh
