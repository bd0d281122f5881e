"""When a new fact supersedes an old one: slots, flipped negation, a changed value."""

from __future__ import annotations

import sqlite3

import pytest

from hermem.providers.local.fact_store_base import FactStoreBase
from hermem.providers.local.supersession import (
    Statement,
    candidate_query,
    normalized,
    supersedes,
)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            Statement("I moved to Berlin", "user.lives_in"),
            Statement("I live in Paris", "user.lives_in"),
        ),
        (Statement("I no longer use vim"), Statement("I use vim")),
        (Statement("I don't drink coffee"), Statement("I drink coffee")),
        (Statement("I drink coffee"), Statement("I don't drink coffee")),
        (Statement("We deploy on Tuesdays"), Statement("We deploy on Fridays")),
        (Statement("The project uses Python 3.12"), Statement("The project uses Python 3.11")),
        (Statement("My sister lives in Lisbon"), Statement("My sister lives in Porto")),
        (Statement("Standup is at 10:30 every day"), Statement("Standup is at 9:00 every day")),
    ],
)
def test_these_supersede(new: Statement, old: Statement) -> None:
    assert supersedes(new, old)


SUPERSEDING_WITHOUT_SLOT = [
    ("I no longer use vim", "I use vim"),
    ("I use vim", "I don't use vim anymore"),
    ("I don't drink coffee", "I drink coffee"),
    ("We deploy on Tuesdays", "We deploy on Fridays"),
    ("The project uses Python 3.12", "The project uses Python 3.11"),
    ("Python 3.12 is what the project uses", "Python 3.11 is what the project uses"),
    ("My sister lives in Lisbon", "My sister lives in Porto"),
    ("Standup is at 10:30 every day", "Standup is at 9:00 every day"),
    ("Eli's team meets on Mondays", "Eli's team meets on Fridays"),
]


@pytest.mark.parametrize(("new", "old"), SUPERSEDING_WITHOUT_SLOT)
def test_the_candidate_query_finds_what_a_statement_supersedes(new: str, old: str) -> None:
    """The store only compares a new fact with what this query finds: it must not miss."""
    assert supersedes(Statement(new), Statement(old))
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE t USING fts5(content, tags,"
        " tokenize='porter unicode61 remove_diacritics 2')"
    )
    db.executemany(
        "INSERT INTO t (rowid, content, tags) VALUES (?, ?, '')",
        [(1, old), (2, "Tests run on CI every night"), (3, "The cat sleeps")],
    )
    query = candidate_query(new)
    assert query is not None
    found = [r[0] for r in db.execute("SELECT rowid FROM t WHERE t MATCH ?", (query,))]
    assert found == [1]


@pytest.mark.parametrize(("new", "old"), SUPERSEDING_WITHOUT_SLOT)
def test_each_store_finds_and_retires_what_a_statement_supersedes(
    store: FactStoreBase, new: str, old: str
) -> None:
    """Through the store's own candidate query (FTS5 or tsquery plus the lead word)."""
    retired = store.add(old).fact.id
    kept = [store.add(text).fact.id for text in ("Tests run on CI every night", "The cat sleeps")]
    added = store.add(new)
    assert added.superseded == (retired,)
    assert [f.id for f in store.list_facts()] == sorted([added.fact.id, *kept], reverse=True)


HOSTILE = [
    'say "hi" now',
    "NEAR AND OR NOT",
    "^ * : ( )",
    "a",
    "x'); DROP TABLE hermem.facts; --",
    "it's <-> & | !x:* ''",
    "%s %(tenant)s {0} \\ $1",
]


@pytest.mark.parametrize("hostile", HOSTILE)
def test_any_text_is_stored_and_compared_as_text(store: FactStoreBase, hostile: str) -> None:
    first = store.add(f"{hostile} one").fact
    second = store.add(f"{hostile} two")
    assert store.get(first.id) is not None
    assert second.fact.content == " ".join(f"{hostile} two".split())
    assert store.count(include_history=True) == 2


@pytest.mark.parametrize("hostile", ['say "hi" now', "NEAR AND OR NOT", "^ * : ( )", "a"])
def test_the_candidate_query_is_valid_fts5_for_any_text(hostile: str) -> None:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(content)")
    query = candidate_query(hostile)
    if query is not None:
        db.execute("SELECT rowid FROM t WHERE t MATCH ?", (query,)).fetchall()


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (Statement("I like bananas"), Statement("I like apples")),  # both can be true
        (Statement("I use vim"), Statement("I use  Vim.")),  # the same fact again
        (Statement("We deploy on Tuesdays"), Statement("Tests run on CI")),
        (Statement("Alice works at Acme", "a.works"), Statement("Bob likes tea", "b.likes")),
        (Statement("Paris"), Statement("Berlin")),  # nothing shared around the value
        (
            Statement("The staging database runs Postgres 16 on a new cluster in Frankfurt"),
            Statement("The staging database runs Postgres 15"),
        ),
    ],
)
def test_these_do_not(new: Statement, old: Statement) -> None:
    assert not supersedes(new, old)


def test_normalized_ignores_case_punctuation_and_spacing() -> None:
    assert normalized("  User prefers DARK mode!! ") == normalized("user prefers dark mode")
    assert normalized("v1.2 is out") == "v1.2 is out"
