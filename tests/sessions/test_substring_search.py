"""Substrings and CJK text are found without a trigram index over every message."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.sessions import SessionStore
from hermem.sessions.vocabulary import TermExtractor, expansion_query, terms_of
from support.session_backend import SessionBackend, raw_sql


@pytest.fixture
def store(tmp_path: Path, session_backend: SessionBackend) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as opened:
        yield opened


def contents(store: SessionStore, query: str) -> list[str]:
    return [h.content for h in store.search_messages(query, mode="lexical")]


def test_terms_are_the_words_of_four_or_more_characters_split_as_the_index_splits() -> None:
    found = terms_of(["Fix src/gorkmil/lurkfurk.py: ValueError in pysqlite3_v2", "a ab abc"])
    assert found == {"gorkmil", "lurkfurk", "valueerror", "pysqlite3"}
    assert terms_of(["x" * 81, "我喜欢猫和狗 and cats"]) == {"cats"}


def test_expansion_query_needs_every_piece_by_any_of_its_words() -> None:
    assert expansion_query([["gork", "gorkmil"], ["lurk"]]) == '("gork" OR "gorkmil") AND "lurk"'
    assert expansion_query([['say "hi"']]) == '"say hi"'
    assert expansion_query([["lurkfurk"], ["p*"]]) == '"lurkfurk" AND "p"*'
    assert expansion_query([["a"], []]) is None


def test_the_extractor_skips_text_it_has_seen_committed() -> None:
    extractor = TermExtractor()
    terms, pieces = extractor.extract(["deploy kubernetes cluster"])
    assert terms == {"deploy", "kubernetes", "cluster"}
    extractor.remember(pieces)
    assert extractor.extract(["kubernetes cluster again"]) == ({"again"}, {"again"})


def test_a_piece_inside_a_word_is_found(store: SessionStore) -> None:
    sid = store.start_session("s")
    store.append_messages(
        sid,
        [
            {"role": "user", "content": "the pysqlite3 wheel broke the build"},
            {"role": "tool", "content": "Traceback: ValueError: bad literal"},
            {"role": "user", "content": "nothing relevant here"},
        ],
    )
    assert contents(store, "sqlite") == ["the pysqlite3 wheel broke the build"]
    assert contents(store, "Error") == ["Traceback: ValueError: bad literal"]
    assert [h.matched_by for h in store.search_messages("sqlite", mode="lexical")] == [
        ("substring",)
    ]


def test_a_piece_across_words_needs_all_of_them_and_prefers_verbatim_hits(
    store: SessionStore,
) -> None:
    sid = store.start_session("s")
    store.append_messages(
        sid,
        [
            {"role": "user", "content": "edit src/gorkmil/lurkfurk.py please"},
            {"role": "user", "content": "lurkfurk and py, apart"},
            {"role": "user", "content": "only lurkfurk"},
        ],
    )
    assert contents(store, "rkfurk.py") == ["edit src/gorkmil/lurkfurk.py please"]
    assert contents(store, "rkfurk.p") == ["edit src/gorkmil/lurkfurk.py please"]
    # No message holds the piece verbatim: those holding all of its words are next best.
    assert sorted(contents(store, "rkfurk-py")) == [
        "edit src/gorkmil/lurkfurk.py please",
        "lurkfurk and py, apart",
    ]


def test_cjk_text_is_found_by_long_and_short_pieces_and_leaves_on_delete(
    store: SessionStore,
) -> None:
    store.import_session("zh", [{"role": "user", "content": "我喜欢猫和狗", "external_id": "1"}])
    store.import_session(
        "ko", [{"role": "user", "content": "한국어 텍스트 검색", "external_id": "1"}]
    )
    store.import_session("en", [{"role": "user", "content": "cats and dogs", "external_id": "1"}])
    assert [h.session_id for h in store.search_messages("猫和狗", mode="lexical")] == ["zh"]
    assert [h.session_id for h in store.search_messages("猫", mode="lexical")] == ["zh"]
    assert [h.session_id for h in store.search_messages("텍스", mode="lexical")] == ["ko"]
    assert store.delete_session("zh")
    assert store.search_messages("猫", mode="lexical") == []
    if store.path is not None:
        conn = sqlite3.connect(store.path)
        assert conn.execute("SELECT COUNT(*) FROM messages_cjk").fetchone()[0] == 1
        conn.close()


def test_an_outside_edit_of_a_message_is_reindexed(store: SessionStore) -> None:
    sid = store.start_session("s")
    (mid,) = store.append_messages(sid, [{"role": "user", "content": "old words only"}])
    if store.path is not None:
        conn = sqlite3.connect(store.path)
        conn.execute("UPDATE messages SET content = '新しい内容 fresh' WHERE id = ?", (mid,))
        conn.commit()
        conn.close()
    else:
        raw_sql(
            store,
            "UPDATE hermem.messages SET content = '新しい内容 fresh'"
            " WHERE tenant = %s AND profile = %s AND id = %s",
            (*store.key, mid),  # type: ignore[attr-defined]
        )
    assert contents(store, "fresh") == ["新しい内容 fresh"]
    assert contents(store, "しい内") == ["新しい内容 fresh"]
    assert store.search_messages("old", mode="lexical") == []


def test_substrings_respect_the_filters(store: SessionStore) -> None:
    for sid, role in (("a", "user"), ("b", "assistant")):
        store.start_session(sid, source="cli" if sid == "a" else "telegram")
        store.append_messages(sid, [{"role": role, "content": f"pysqlite3 in {sid}"}])
    assert [h.session_id for h in store.search_messages("sqlite", sources=["telegram"])] == ["b"]
    assert [h.session_id for h in store.search_messages("sqlite", roles=["user"])] == ["a"]
