"""Whatever a model or a user sends never breaks the store, on either backend: hostile
queries find nothing or something, SQL in any field is stored as text, odd sizes work."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionStore
from support.session_backend import SessionBackend

INJECTIONS = [
    "'; DROP TABLE messages; --",
    "x'); DELETE FROM sessions WHERE ('1'='1",
    '" OR 1=1 --',
    "$$; DROP SCHEMA hermem CASCADE; $$",
    "%s %s %(x)s {0} ? ?1 :name",
    "\\'; SELECT pg_sleep(10); --",
    "Robert'); DROP TABLE students;--",
]
HOSTILE_QUERIES = [
    "",
    " ",
    '"',
    '""',
    "'",
    "\\",
    "*",
    "-",
    "AND OR NOT NEAR",
    "a & b | !c <-> d:* (e)",
    "'a':* & 'b'",
    "foo:*",
    "<->",
    "((((",
    "NEAR(a b, 3)",
    "col:term ^start",
    "%_%",
    "x" * 10_000,
    "deploy " * 2_000,
    "🙂🙃" * 3_000,
    "\x00nul\x00",
    "\u200b\ufeff\u202e",
    "我喜欢" * 1_000,
    *INJECTIONS,
]


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        opened.start_session("s", title="notes")
        opened.append_messages(
            "s",
            [
                {"role": "user", "content": "deploy the API to staging"},
                {"role": "assistant", "content": "我喜欢猫和狗 and a:b c&d"},
            ],
        )
        yield opened


@pytest.mark.parametrize("query", HOSTILE_QUERIES, ids=range(len(HOSTILE_QUERIES)))
def test_hostile_queries_never_fail(store: SessionStore, query: str) -> None:
    for mode in ("lexical", "auto"):
        assert isinstance(store.search_messages(query, mode=mode), list)
        assert isinstance(store.search_sessions(query, mode=mode), list)
    assert isinstance(store.search_messages(query, roles=[query], sources=[query]), list)
    assert store.get_session(query) is None or query == "s"
    assert store.get_messages(query) == []
    assert store.resolve_session_id(query) in (None, "s")
    # The store still works afterwards (nothing aborted a transaction or a connection).
    assert [h.content for h in store.search_messages("staging")] == ["deploy the API to staging"]


@pytest.mark.parametrize("text", INJECTIONS, ids=range(len(INJECTIONS)))
def test_sql_in_every_field_is_stored_as_text(store: SessionStore, text: str) -> None:
    sid = store.start_session(
        text, source=text, user_id=text, model=text, title=text, meta={text: text}
    )
    assert sid == text
    (mid,) = store.append_messages(
        sid,
        [
            {
                "role": "user",
                "content": f"{text} marker",
                "tool_name": text,
                "tool_calls": [{"name": text}],
                "external_id": text,
            }
        ],
    )
    session = store.get_session(text)
    assert session is not None
    assert (session.source, session.user_id, session.model) == (text, text, text)
    assert session.meta == {text: text}
    message = store.get_message(mid)
    assert message is not None
    assert (message.content, message.tool_name, message.external_id) == (
        f"{text} marker",
        text,
        text,
    )
    assert message.tool_calls == [{"name": text}]
    hits = store.search_messages("marker", session_ids=[text], sources=[text], user_id=text)
    assert [h.message_id for h in hits] == [mid]
    assert store.import_session(text, [{"role": "user", "content": text, "external_id": text}]) == (
        False,
        0,
    )
    assert store.end_session(text, reason=text)
    assert store.resolve_session_id(text) == text
    assert store.delete_session(text)
    assert store.stats()["sessions"] == 1  # the fixture's session, and every table, remain


def test_nul_characters_and_huge_messages_are_stored(store: SessionStore) -> None:
    big = "zebrafinch " + "lorem ipsum dolor " * 100_000  # 1.8 MB
    ids = store.append_messages(
        "s",
        [
            {"role": "user", "content": "before\x00after"},
            {"role": "tool", "content": big, "tool_name": "cat"},
        ],
    )
    stored = store.get_message(ids[0])
    assert stored is not None
    # PostgreSQL text cannot hold NUL: it becomes U+FFFD there; SQLite keeps it.
    assert stored.content in ("before\x00after", "before\ufffdafter")
    assert [h.message_id for h in store.search_messages("zebrafinch")] == [ids[1]]
    assert store.get_message(ids[1]).content == big  # type: ignore[union-attr]
