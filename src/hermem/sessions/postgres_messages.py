"""Writing messages to PostgreSQL inside the caller's transaction (``postgres_store.py``).

Ids are numbered per tenant and profile by the store's row of ``session_stores``, whose
lock (taken first by every write that adds or removes messages) also makes the writers
of one store take turns. New rows go in with one set-based INSERT, their word index
(``words``) computed from text hermem splits itself (``postgres_search.index_text``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, overload

from hermem.sessions.indexing import Existing, plan_inserts
from hermem.sessions.postgres_search import index_text
from hermem.sessions.rows import count_tool_calls
from hermem.sessions.vocabulary import contains_cjk
from hermem.storage.postgres import SCHEMA
from hermem.storage.postgres_session_tables import WORDS_CONFIG

if TYPE_CHECKING:
    from psycopg import Connection

Key = tuple[str, str]
"""(tenant, profile)."""

_KEY = "tenant = %s AND profile = %s"
_MESSAGES = f"{SCHEMA}.messages"
_INSERT = (
    f"INSERT INTO {_MESSAGES} (tenant, profile, id, session_id, role, content, tool_calls,"
    " tool_name, timestamp, external_id, flags, has_cjk, words)"
    " SELECT %s, %s, u.id, %s, u.role, u.content, u.tool_calls, u.tool_name, u.ts,"
    " u.external_id, u.flags, u.cjk,"
    f" setweight(to_tsvector('{WORDS_CONFIG}', u.w1), 'A')"
    f" || setweight(to_tsvector('{WORDS_CONFIG}', u.w2), 'B')"
    f" || setweight(to_tsvector('{WORDS_CONFIG}', u.w3), 'C')"
    " FROM unnest(%s::bigint[], %s::text[], %s::text[], %s::text[], %s::text[],"
    " %s::float8[], %s::text[], %s::text[], %s::bool[], %s::text[], %s::text[], %s::text[])"
    " AS u(id, role, content, tool_calls, tool_name, ts, external_id, flags, cjk, w1, w2, w3)"
)


def lock_store(conn: Connection[Any], key: Key) -> int:
    """Take the store's writer lock (until the transaction ends); the last message id."""
    select = f"SELECT last_message_id FROM {SCHEMA}.session_stores WHERE {_KEY} FOR UPDATE"
    row = conn.execute(select, key).fetchone()
    if row is None:
        conn.execute(
            f"INSERT INTO {SCHEMA}.session_stores (tenant, profile) VALUES (%s, %s)"
            " ON CONFLICT DO NOTHING",
            key,
        )
        row = conn.execute(select, key).fetchone()
        assert row is not None
    return int(row[0])


def session_exists(conn: Connection[Any], key: Key, session_id: str) -> bool:
    found = conn.execute(
        f"SELECT 1 FROM {SCHEMA}.sessions WHERE {_KEY} AND id = %s", (*key, session_id)
    ).fetchone()
    return found is not None


def known_external_ids(
    conn: Connection[Any], key: Key, session_id: str, rows: Sequence[tuple[Any, ...]]
) -> dict[str, int]:
    """external id -> message id, for those of ``rows``' external ids the session holds."""
    wanted = sorted({row[6] for row in rows if row[6] is not None})
    if not wanted:
        return {}
    found = conn.execute(
        f"SELECT external_id, id FROM {_MESSAGES} WHERE {_KEY} AND session_id = %s"
        " AND external_id = ANY(%s)",
        (*key, session_id, wanted),
    )
    return {str(r[0]): int(r[1]) for r in found}


def held_messages(
    conn: Connection[Any], key: Key, session_id: str, rows: Sequence[tuple[Any, ...]]
) -> set[tuple[str, str, float]] | None:
    """(role, content, timestamp) of ``rows`` the session holds without an external id;
    None when it holds no id-less message at all."""
    if (
        conn.execute(
            f"SELECT 1 FROM {_MESSAGES} WHERE {_KEY} AND session_id = %s"
            " AND external_id IS NULL LIMIT 1",
            (*key, session_id),
        ).fetchone()
        is None
    ):
        return None
    found = conn.execute(
        f"SELECT m.role, m.content, m.timestamp FROM {_MESSAGES} m"
        " JOIN unnest(%s::text[], %s::text[], %s::float8[]) AS u(role, content, ts)"
        " ON m.role = u.role AND m.content = u.content AND m.timestamp = u.ts"
        " WHERE m.tenant = %s AND m.profile = %s AND m.session_id = %s"
        " AND m.external_id IS NULL",
        ([r[1] for r in rows], [r[2] for r in rows], [r[5] for r in rows], *key, session_id),
    )
    return {(str(r[0]), str(r[1]), float(r[2])) for r in found}


def holds(external_ids: Mapping[str, int], idless: set[tuple[str, str, float]]) -> Existing:
    """Whether the session already has a message row (see ``import_session``): 0 if so."""

    def existing(row: tuple[Any, ...]) -> int | None:
        if row[6] is not None and row[6] in external_ids:
            return 0
        return 0 if (row[1], row[2], row[5]) in idless else None

    return existing


def insert_messages(
    conn: Connection[Any],
    key: Key,
    session_id: str,
    rows: Sequence[tuple[Any, ...]],
    last_id: int,
    existing: Existing | None,
    last_active: float,
    same_idless_rows_repeat: bool = False,
) -> tuple[list[int], list[tuple[int, str]]]:
    """Insert the rows the session does not hold yet (ids after ``last_id``; the store's
    lock held), index them, update the counts. Returns the id of every row and the
    (id, text) of the new ones (as ``indexing.insert_messages`` does for SQLite)."""
    ids, slots, fresh = plan_inserts(
        rows, existing, same_idless_rows_repeat=same_idless_rows_repeat
    )
    if not fresh:
        return ids, []
    first = last_id + 1
    columns = list(zip(*fresh, strict=True))
    conn.execute(
        _INSERT,
        (
            *key,
            session_id,
            list(range(first, first + len(fresh))),
            *(list(column) for column in columns[1:8]),
            [contains_cjk(text) for text in columns[2]],
            [index_text(text) for text in columns[2]],
            [index_text(name) for name in columns[4]],
            [index_text(calls) for calls in columns[3]],
        ),
    )
    conn.execute(
        f"UPDATE {SCHEMA}.session_stores SET last_message_id = %s,"
        f" messages = messages + %s WHERE {_KEY}",
        (first + len(fresh) - 1, len(fresh), *key),
    )
    conn.execute(
        f"UPDATE {SCHEMA}.sessions SET message_count = message_count + %s,"
        " tool_call_count = tool_call_count + %s,"
        " last_active_at = GREATEST(COALESCE(last_active_at, 0), %s)"
        f" WHERE {_KEY} AND id = %s",
        (
            len(fresh),
            sum(count_tool_calls(row[3]) for row in fresh),
            max(last_active, *(row[5] for row in fresh)),
            *key,
            session_id,
        ),
    )
    ids = [found if slot < 0 else first + slot for found, slot in zip(ids, slots, strict=True)]
    return ids, [(first + i, str(row[2])) for i, row in enumerate(fresh)]


@overload
def storable_text(value: str) -> str: ...
@overload
def storable_text(value: str | None) -> str | None: ...
def storable_text(value: str | None) -> str | None:
    """``value`` as PostgreSQL text can hold it: NUL characters become U+FFFD."""
    if value is None:
        return None
    value = str(value)
    return value.replace("\x00", "\ufffd") if "\x00" in value else value


def storable(value: Any) -> Any:
    """A statement parameter with its text made storable (see :func:`storable_text`)."""
    if isinstance(value, str):
        return storable_text(value)
    if isinstance(value, list):
        return [storable(v) for v in value]
    return value


def storable_row(row: tuple[Any, ...]) -> tuple[Any, ...]:
    """A ``message_row`` with its text columns made storable."""
    return tuple(storable_text(v) if isinstance(v, str) else v for v in row)
