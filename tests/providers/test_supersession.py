"""When a new fact supersedes an old one: slots, flipped negation, a changed value."""

from __future__ import annotations

import pytest

from hermem.providers.local.supersession import Statement, normalized, supersedes


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
