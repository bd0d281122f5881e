"""What a fact is, and how a statement is checked before any store sees it (pure).

Every fact store (SQLite ``facts.py``, PostgreSQL ``postgres_facts.py``) stores the same
:class:`Fact` and refuses the same input with the same :class:`FactError`: validation
happens here, once, before a transaction opens, so a refused fact never half-writes.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from hermem.errors import HermemError
from hermem.providers.local.entities import Entity, extract_entities
from hermem.providers.local.supersession import Statement, normalized
from hermem.safety import block_message, first_block

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


@dataclass(frozen=True, slots=True)
class NewFact:
    """A statement ready to store: cleaned, validated, its entities extracted."""

    content: str
    norm: str
    category: str
    tags: tuple[str, ...]
    slot: str | None
    negated: bool
    trust: float
    source: str
    session_id: str | None
    message_id: str | None
    quote: str | None
    speaker: str | None
    when: float
    entities: tuple[Entity, ...]

    @property
    def statement(self) -> Statement:
        return Statement(self.content, self.slot, self.negated)

    @property
    def tag_text(self) -> str:
        return " ".join(self.tags)

    @classmethod
    def of(
        cls,
        content: Any,
        *,
        category: str | None,
        tags: str | Iterable[str] | None,
        slot: str | None,
        negated: bool,
        source: str,
        session_id: str | None,
        message_id: str | None,
        quote: str | None,
        speaker: str | None,
        trust: float | None,
        now: float | None,
    ) -> NewFact:
        """Clean and check everything; raises FactError before anything is written."""
        text = clean_content(content)
        return cls(
            content=text,
            norm=normalized(text) or text.casefold(),
            category=clean_category(category),
            tags=clean_tags(tags),
            slot=_plain(slot),
            negated=bool(negated),
            trust=DEFAULT_TRUST if trust is None else clamp(float(trust)),
            source=_plain(source),
            session_id=_plain(session_id),
            message_id=None if message_id is None else _plain(str(message_id)),
            quote=None if quote is None else _plain(str(quote)[:MAX_FACT_CHARS]),
            speaker=_plain(speaker),
            when=time.time() if now is None else float(now),
            entities=tuple(extract_entities(text)),
        )


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
    text = " ".join(content.replace("\x00", " ").split())  # NUL: a separator, never stored
    if not text:
        raise FactError("a fact's content cannot be empty")
    if len(text) > MAX_FACT_CHARS:
        raise FactError(f"a fact is at most {MAX_FACT_CHARS:,} characters (got {len(text):,})")
    refused = first_block(text)
    if refused is not None:
        raise FactError(block_message(refused))
    return text


def _plain(text: Any) -> Any:
    """Provenance text without NUL characters, which no store keeps (PostgreSQL refuses them)."""
    return text.replace("\x00", "") if isinstance(text, str) else text


def merged_tags(existing: str | None, tags: Sequence[str]) -> str:
    """A fact's stored tag text with ``tags`` added (order kept, no repeats)."""
    return " ".join(dict.fromkeys([*(existing or "").split(), *tags]))


def fact_from_row(row: Any, entities: Sequence[str]) -> Fact:
    """A Fact from a row that reads by column name (sqlite3.Row, a psycopg dict row)."""
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
        superseded_by=None if row["superseded_by"] is None else int(row["superseded_by"]),
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


def entity_key(name: str) -> str:
    return " ".join(name.casefold().split())


def clamp(value: float) -> float:
    return max(0.0, min(1.0, value))
