"""The local provider's fact store: SQLite, with provenance, trust, entities and history.

A fact is one statement ("User prefers dark mode") with where it came from (session,
message, the exact quote, who said it), a category and tags, a trust score that feedback
moves, and a validity interval. A new fact that contradicts a current one supersedes it
(``supersession.py``): the old fact gets ``valid_to`` and ``superseded_by`` and stays, so
``history`` can show what was believed when. Changing a fact's content makes a new version
the same way. Entities named in a fact are extracted and linked, for ``probe``/``related``
and to rank facts that share them with a query.

One connection per store, guarded by a lock; writes are short BEGIN IMMEDIATE
transactions with the busy timeout, so agents and subagents can share one ``facts.db``.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from hermem.errors import HermemError
from hermem.providers.local.entities import Entity, extract_entities
from hermem.providers.local.schema import FACTS_DB_MIGRATIONS
from hermem.providers.local.supersession import (
    Statement,
    Supersession,
    candidate_query,
    normalized,
)
from hermem.safety import block_message, blocking, scan
from hermem.storage.sqlite import connect, write_transaction

CATEGORIES = ("preference", "personal", "decision", "environment", "project", "event", "general")
CATEGORY_ALIASES = {"user_pref": "preference", "tool": "environment", "pref": "preference"}
MAX_FACT_CHARS = 2_000
MAX_TAGS = 16
DEFAULT_TRUST = 0.5
HELPFUL_STEP = 0.05
UNHELPFUL_STEP = 0.10
SUPERSESSION_CANDIDATES = 200  # most recent current facts compared with a new one


class FactError(HermemError):
    """A fact operation was given something it cannot act on."""


@dataclass(frozen=True, slots=True)
class Fact:
    id: int
    content: str
    category: str
    tags: tuple[str, ...]
    trust: float
    source: str
    created_at: float
    updated_at: float
    valid_from: float
    valid_to: float | None = None
    superseded_by: int | None = None
    slot: str | None = None
    negated: bool = False
    session_id: str | None = None
    message_id: str | None = None
    quote: str | None = None
    speaker: str | None = None
    helpful_count: int = 0
    unhelpful_count: int = 0
    retrieval_count: int = 0
    entities: tuple[str, ...] = field(default=())

    @property
    def current(self) -> bool:
        return self.valid_to is None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["tags"] = list(self.tags)
        data["entities"] = list(self.entities)
        data["current"] = self.current
        return data


@dataclass(frozen=True, slots=True)
class AddResult:
    fact: Fact
    status: str  # "added" | "exists"
    superseded: tuple[int, ...] = ()


def clean_category(category: str | None) -> str:
    value = (category or "general").strip().lower()
    value = CATEGORY_ALIASES.get(value, value)
    if value not in CATEGORIES:
        raise FactError(f"unknown category {category!r}: use one of {', '.join(CATEGORIES)}")
    return value


def clean_tags(tags: str | Iterable[str] | None) -> tuple[str, ...]:
    if tags is None:
        return ()
    items = tags.replace(",", " ").split() if isinstance(tags, str) else list(tags)
    cleaned = []
    for item in items:
        if not isinstance(item, str):
            raise FactError("tags must be strings")
        tag = "".join(ch for ch in item.strip().lower() if ch.isalnum() or ch in "-_.:")[:40]
        if tag and tag not in cleaned:
            cleaned.append(tag)
    return tuple(cleaned[:MAX_TAGS])


def clean_content(content: Any) -> str:
    if not isinstance(content, str):
        raise FactError("a fact's content must be a string")
    text = " ".join(content.split())
    if not text:
        raise FactError("a fact's content cannot be empty")
    if len(text) > MAX_FACT_CHARS:
        raise FactError(f"a fact is at most {MAX_FACT_CHARS:,} characters (got {len(text):,})")
    refused = blocking(scan(text))
    if refused:
        raise FactError(block_message(refused[0]))
    return text


class FactStore:
    """Facts of one ``facts.db``. Thread-safe."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._lock = threading.RLock()
        self.generation = 0  # bumped on every change (caches key on it)

    @classmethod
    def open(cls, path: str | Path) -> FactStore:
        db = Path(path).expanduser()
        return cls(connect(db, FACTS_DB_MIGRATIONS), db)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> FactStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction on this store's connection (for companion tables)."""
        with self._lock, write_transaction(self._conn) as conn:
            yield conn
            self.generation += 1

    # -- reading -------------------------------------------------------------------------

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    def get(self, fact_id: int) -> Fact | None:
        found = self.get_many([fact_id])
        return found[0] if found else None

    def get_many(self, ids: Sequence[int]) -> list[Fact]:
        """The facts with these ids, in this order (missing ones left out)."""
        wanted = [int(i) for i in ids]
        if not wanted:
            return []
        rows: dict[int, sqlite3.Row] = {}
        names: dict[int, list[str]] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.read(f"SELECT * FROM facts WHERE id IN ({marks})", chunk):
                rows[int(row["id"])] = row
            for row in self.read(
                "SELECT fe.fact_id, e.name FROM fact_entities fe"
                f" JOIN entities e ON e.id = fe.entity_id WHERE fe.fact_id IN ({marks})"
                " ORDER BY e.id",
                chunk,
            ):
                names.setdefault(int(row[0]), []).append(str(row[1]))
        return [_fact(rows[i], names.get(i, [])) for i in wanted if i in rows]

    def scoring_rows(self, ids: Sequence[int]) -> list[tuple[int, str, float, float, float | None]]:
        """(id, category, trust, valid_from, valid_to) of these facts: what ranking needs,
        without building whole facts for candidates that will not be shown."""
        out: list[tuple[int, str, float, float, float | None]] = []
        wanted = [int(i) for i in ids]
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.read(
                "SELECT id, category, trust, valid_from, valid_to FROM facts"
                f" WHERE id IN ({marks})",
                chunk,
            ):
                valid_to = row[4]
                out.append(
                    (
                        int(row[0]),
                        str(row[1]),
                        float(row[2]),
                        float(row[3]),
                        None if valid_to is None else float(valid_to),
                    )
                )
        return out

    def list_facts(
        self,
        *,
        category: str | None = None,
        include_history: bool = False,
        limit: int = 50,
        offset: int = 0,
    ) -> list[Fact]:
        """Facts by trust, then newest first; current ones only unless ``include_history``."""
        clauses, params = [], []
        if category:
            clauses.append("category = ?")
            params.append(clean_category(category))
        if not include_history:
            clauses.append("valid_to IS NULL")
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self.read(
            f"SELECT id FROM facts {where} ORDER BY trust DESC, id DESC LIMIT ? OFFSET ?",
            (*params, max(0, int(limit)), max(0, int(offset))),
        )
        return self.get_many([int(r[0]) for r in rows])

    def count(self, *, include_history: bool = False) -> int:
        where = "" if include_history else " WHERE valid_to IS NULL"
        return int(self.read(f"SELECT COUNT(*) FROM facts{where}")[0][0])

    def history(self, fact_id: int) -> list[Fact]:
        """The versions of a fact, oldest first: what it superseded and what superseded it."""
        chain = [int(fact_id)]
        seen = {int(fact_id)}
        current = int(fact_id)
        while True:  # back to the oldest
            rows = self.read("SELECT id FROM facts WHERE superseded_by = ? ORDER BY id", (current,))
            older = [int(r[0]) for r in rows if int(r[0]) not in seen]
            if not older:
                break
            current = older[0]
            seen.update(older)
            chain[:0] = older
        current = int(fact_id)
        while True:  # forward to the newest
            rows = self.read("SELECT superseded_by FROM facts WHERE id = ?", (current,))
            if not rows or rows[0][0] is None or int(rows[0][0]) in seen:
                break
            current = int(rows[0][0])
            seen.add(current)
            chain.append(current)
        return self.get_many(chain)

    def entity_ids(self, names: Iterable[str]) -> dict[str, int]:
        """Known entity ids for these names or aliases (by case-folded key)."""
        keys = {_entity_key(n) for n in names if n and n.strip()}
        found: dict[str, int] = {}
        for key in keys:
            rows = self.read("SELECT id FROM entities WHERE key = ?", (key,)) or self.read(
                "SELECT entity_id FROM entity_aliases WHERE alias = ?", (key,)
            )
            if rows:
                found[key] = int(rows[0][0])
        return found

    def facts_of_entities(
        self, entity_ids: Iterable[int], *, include_history: bool = False, limit: int = 200
    ) -> list[int]:
        ids = sorted(set(entity_ids))
        if not ids:
            return []
        current = "" if include_history else " AND f.valid_to IS NULL"
        if len(ids) == 1:
            # Newest first straight from the (entity_id, fact_id) index: no sort, so the
            # cost stays flat however many facts name a frequent entity.
            rows = self.read(
                "SELECT fe.fact_id FROM fact_entities fe JOIN facts f ON f.id = fe.fact_id"
                f" WHERE fe.entity_id = ?{current} ORDER BY fe.fact_id DESC LIMIT ?",
                (ids[0], limit),
            )
            return [int(r[0]) for r in rows]
        marks = ",".join("?" * len(ids))
        rows = self.read(
            "SELECT fe.fact_id FROM fact_entities fe JOIN facts f ON f.id = fe.fact_id"
            f" WHERE fe.entity_id IN ({marks}){current}"
            " GROUP BY fe.fact_id ORDER BY COUNT(*) DESC, f.trust DESC, f.id DESC LIMIT ?",
            (*ids, limit),
        )
        return [int(r[0]) for r in rows]

    # -- writing -------------------------------------------------------------------------

    def add(
        self,
        content: str,
        *,
        category: str | None = "general",
        tags: str | Iterable[str] | None = None,
        slot: str | None = None,
        negated: bool = False,
        source: str = "tool",
        session_id: str | None = None,
        message_id: str | None = None,
        quote: str | None = None,
        speaker: str | None = None,
        trust: float | None = None,
        now: float | None = None,
    ) -> AddResult:
        """Store a fact. The same statement again returns the current one ("exists");
        a statement that contradicts current facts supersedes them."""
        text = clean_content(content)
        kind = clean_category(category)
        tag_list = clean_tags(tags)
        when = time.time() if now is None else float(now)
        score = DEFAULT_TRUST if trust is None else _clamp(float(trust))
        norm = normalized(text) or text.casefold()
        entities = extract_entities(text)
        superseded: tuple[int, ...] = ()
        with self._lock, write_transaction(self._conn) as conn:
            existing = conn.execute(
                "SELECT id FROM facts WHERE norm = ? AND valid_to IS NULL", (norm,)
            ).fetchone()
            if existing is not None:
                fact_id = int(existing[0])
                if tag_list:
                    merged = _merge_tags(conn, fact_id, tag_list)
                    conn.execute(
                        "UPDATE facts SET tags = ?, updated_at = ? WHERE id = ?",
                        (merged, when, fact_id),
                    )
                status = "exists"
            else:
                cursor = conn.execute(
                    "INSERT INTO facts (content, norm, category, tags, slot, negated, trust,"
                    " source, session_id, message_id, quote, speaker, created_at, updated_at,"
                    " valid_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        text,
                        norm,
                        kind,
                        " ".join(tag_list),
                        slot,
                        int(bool(negated)),
                        score,
                        source,
                        session_id,
                        None if message_id is None else str(message_id),
                        None if quote is None else str(quote)[:MAX_FACT_CHARS],
                        speaker,
                        when,
                        when,
                        when,
                    ),
                )
                fact_id = int(cursor.lastrowid or 0)
                _link_entities(conn, fact_id, entities, when)
                superseded = tuple(
                    self._supersede(conn, fact_id, Statement(text, slot, negated), entities, when)
                )
                status = "added"
            self.generation += 1
        fact = self.get(fact_id)
        assert fact is not None
        return AddResult(fact, status, superseded)

    def _supersede(
        self,
        conn: sqlite3.Connection,
        fact_id: int,
        statement: Statement,
        entities: Sequence[Entity],
        when: float,
    ) -> list[int]:
        """Retire the current facts ``statement`` contradicts; returns their ids."""
        candidates: dict[int, sqlite3.Row] = {}
        if statement.slot:
            for row in conn.execute(
                "SELECT id, content, slot, negated FROM facts"
                " WHERE slot = ? AND valid_to IS NULL AND id != ?",
                (statement.slot, fact_id),
            ):
                candidates[int(row[0])] = row
        query = candidate_query(statement.content)
        if query:
            try:
                rows = conn.execute(
                    "SELECT f.id, f.content, f.slot, f.negated FROM facts_fts"
                    " JOIN facts f ON f.id = facts_fts.rowid WHERE facts_fts MATCH ?"
                    " AND f.valid_to IS NULL AND f.id != ? ORDER BY facts_fts.rowid DESC"
                    " LIMIT ?",
                    (query, fact_id, SUPERSESSION_CANDIDATES),
                ).fetchall()
            except sqlite3.OperationalError:
                rows = []
            for row in rows:
                candidates.setdefault(int(row[0]), row)
        retired = []
        judge = Supersession(statement)
        for old_id, row in candidates.items():
            if judge.retires(Statement(str(row[1]), row[2], bool(row[3]))):
                conn.execute(
                    "UPDATE facts SET valid_to = ?, superseded_by = ?, updated_at = ? WHERE id = ?",
                    (when, fact_id, when, old_id),
                )
                retired.append(old_id)
        return sorted(retired)

    def update(
        self,
        fact_id: int,
        *,
        content: str | None = None,
        category: str | None = None,
        tags: str | Iterable[str] | None = None,
        trust_delta: float | None = None,
    ) -> Fact:
        """Change a fact. New content makes a new version that supersedes this one; the
        category, tags and trust change in place."""
        fact = self._require(fact_id)
        if content is not None and normalized(clean_content(content)) != normalized(fact.content):
            if not fact.current:
                raise FactError(f"fact {fact_id} is history (superseded); update the current one")
            added = self.add(
                content,
                category=category or fact.category,
                tags=tags if tags is not None else fact.tags,
                slot=fact.slot,
                negated=fact.negated,
                source=fact.source,
                session_id=fact.session_id,
                message_id=fact.message_id,
                quote=fact.quote,
                speaker=fact.speaker,
                trust=fact.trust,
            )
            self._retire(fact_id, added.fact.id)
            return self._require(added.fact.id)
        changes: dict[str, Any] = {}
        if category is not None:
            changes["category"] = clean_category(category)
        if tags is not None:
            changes["tags"] = " ".join(clean_tags(tags))
        if trust_delta is not None:
            changes["trust"] = _clamp(fact.trust + float(trust_delta))
        if changes:
            sets = ", ".join(f"{k} = ?" for k in changes)
            with self._lock, write_transaction(self._conn) as conn:
                conn.execute(
                    f"UPDATE facts SET {sets}, updated_at = ? WHERE id = ?",
                    (*changes.values(), time.time(), fact.id),
                )
                self.generation += 1
        return self._require(fact_id)

    def contradict(
        self, fact_id: int, content: str | None = None, **extra: Any
    ) -> AddResult | None:
        """Mark a fact as no longer true; with ``content``, what is true instead."""
        fact = self._require(fact_id)
        if not fact.current:
            raise FactError(f"fact {fact_id} is already superseded")
        if content is None:
            self._retire(fact_id, None)
            return None
        added = self.add(content, category=extra.pop("category", fact.category), **extra)
        if added.fact.id != fact_id:
            self._retire(fact_id, added.fact.id)
        return added

    def _retire(self, fact_id: int, by: int | None) -> None:
        when = time.time()
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute(
                "UPDATE facts SET valid_to = COALESCE(valid_to, ?), superseded_by = ?,"
                " updated_at = ? WHERE id = ?",
                (when, by, when, fact_id),
            )
            self.generation += 1

    def remove(self, fact_id: int) -> bool:
        """Delete a fact for good (its history links to it are cleared)."""
        with self._lock, write_transaction(self._conn) as conn:
            removed = conn.execute("DELETE FROM facts WHERE id = ?", (int(fact_id),)).rowcount > 0
            self.generation += 1
        return removed

    def feedback(self, fact_id: int, helpful: bool) -> dict[str, Any]:
        """Trust +0.05 for a helpful fact, -0.10 for an unhelpful one (kept in [0, 1])."""
        fact = self._require(fact_id)
        new_trust = _clamp(fact.trust + (HELPFUL_STEP if helpful else -UNHELPFUL_STEP))
        column = "helpful_count" if helpful else "unhelpful_count"
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute(
                f"UPDATE facts SET trust = ?, {column} = {column} + 1, updated_at = ? WHERE id = ?",
                (new_trust, time.time(), fact.id),
            )
            self.generation += 1
        after = self._require(fact_id)
        return {
            "fact_id": fact.id,
            "old_trust": round(fact.trust, 3),
            "new_trust": round(after.trust, 3),
            "helpful_count": after.helpful_count,
            "unhelpful_count": after.unhelpful_count,
        }

    def record_retrievals(self, ids: Sequence[int]) -> None:
        if not ids:
            return
        marks = ",".join("?" * len(ids))
        with self._lock, write_transaction(self._conn) as conn:
            conn.execute(
                f"UPDATE facts SET retrieval_count = retrieval_count + 1 WHERE id IN ({marks})",
                [int(i) for i in ids],
            )

    def _require(self, fact_id: Any) -> Fact:
        try:
            number = int(fact_id)
        except (TypeError, ValueError):
            raise FactError(f"fact_id must be a number, got {fact_id!r}") from None
        fact = self.get(number)
        if fact is None:
            raise FactError(f"no fact with id {number}")
        return fact


def _fact(row: sqlite3.Row, entities: Sequence[str]) -> Fact:
    return Fact(
        id=int(row["id"]),
        content=row["content"],
        category=row["category"],
        tags=tuple(row["tags"].split()) if row["tags"] else (),
        trust=round(float(row["trust"]), 4),
        source=row["source"],
        created_at=float(row["created_at"]),
        updated_at=float(row["updated_at"]),
        valid_from=float(row["valid_from"]),
        valid_to=None if row["valid_to"] is None else float(row["valid_to"]),
        superseded_by=row["superseded_by"],
        slot=row["slot"],
        negated=bool(row["negated"]),
        session_id=row["session_id"],
        message_id=row["message_id"],
        quote=row["quote"],
        speaker=row["speaker"],
        helpful_count=int(row["helpful_count"]),
        unhelpful_count=int(row["unhelpful_count"]),
        retrieval_count=int(row["retrieval_count"]),
        entities=tuple(entities),
    )


def _entity_key(name: str) -> str:
    return " ".join(name.casefold().split())


def _link_entities(
    conn: sqlite3.Connection, fact_id: int, entities: Sequence[Entity], when: float
) -> None:
    for entity in entities:
        row = conn.execute(
            "SELECT id, aliases FROM entities WHERE key = ?", (entity.key,)
        ).fetchone()
        if row is None:
            row = conn.execute(
                "SELECT e.id, e.aliases FROM entity_aliases a JOIN entities e ON e.id = a.entity_id"
                " WHERE a.alias = ?",
                (entity.key,),
            ).fetchone()
        if row is None:
            cursor = conn.execute(
                "INSERT INTO entities (key, name, kind, aliases, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (entity.key, entity.name, entity.kind, json.dumps(list(entity.aliases)), when),
            )
            entity_id = int(cursor.lastrowid or 0)
        else:
            entity_id = int(row[0])
        for alias in entity.aliases:
            conn.execute(
                "INSERT OR IGNORE INTO entity_aliases (alias, entity_id) VALUES (?, ?)",
                (_entity_key(alias), entity_id),
            )
        conn.execute(
            "INSERT OR IGNORE INTO fact_entities (fact_id, entity_id) VALUES (?, ?)",
            (fact_id, entity_id),
        )


def _merge_tags(conn: sqlite3.Connection, fact_id: int, tags: Sequence[str]) -> str:
    row = conn.execute("SELECT tags FROM facts WHERE id = ?", (fact_id,)).fetchone()
    existing = (row[0] or "").split() if row else []
    return " ".join(dict.fromkeys([*existing, *tags]))


def _clamp(value: float) -> float:
    return max(0.0, min(1.0, value))
