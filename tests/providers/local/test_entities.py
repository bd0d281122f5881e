"""Entities link facts about the same thing; a wrong one links unrelated facts, so the
extractor prefers missing a name to inventing one."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermem.providers.local.entities import (
    TECHNOLOGY_KINDS,
    Entity,
    entity_key,
    extract_entities,
)


def found(text: str) -> dict[str, str]:
    """name -> kind of the entities in ``text``."""
    return {e.name: e.kind for e in extract_entities(text)}


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ('She said "The Name of the Wind" was great.', "The Name of the Wind", "quoted"),
        ("We watched “Spirited Away” twice.", "Spirited Away", "quoted"),
        ("Grab 'Central Park' tickets, they're cheap.", "Central Park", "quoted"),
        ("I work at Bank of America now.", "Bank of America", "organization"),
        ("He studied at the University of Tokyo.", "University of Tokyo", "organization"),
        ("We flew to New York City last week.", "New York City", "place"),
        ("It was fun in Paris with friends.", "Paris", "place"),
        ("I went to the Museum of Modern Art.", "Museum of Modern Art", "place"),
        ("Hey Mel! How was the trip?", "Mel", "person"),
        ("I saw Dr. Smith today.", "Smith", "person"),
        ("We read The Lord of the Rings together.", "Lord of the Rings", "thing"),
        ("I went to a LGBTQ support group.", "LGBTQ", "thing"),
        ("The Playwright tests are flaky.", "Playwright", "technology"),
        ("we run python 3.11 in prod", "python 3.11", "technology"),
        ("we run python 3.11 in prod", "python", "technology"),
        ("the db is postgres and the cache is redis", "postgres", "technology"),
        ("deploy with kubernetes and docker", "kubernetes", "technology"),
        ("Our CI is GitHub Actions.", "GitHub Actions", "technology"),
        ("I edit in Visual Studio Code.", "Visual Studio Code", "technology"),
        ("bump it to v2.3.1 tomorrow", "v2.3.1", "technology"),
        ("the bug is in src/app/main.py somewhere", "src/app/main.py", "technology"),
        ("see hermem.sessions for the code", "hermem.sessions", "technology"),
        ("run `make test` before pushing", "make test", "technology"),
        ("I love C++ and C#.", "C++", "technology"),
        ("Caroline moved to Paris to work at Acme Corp.", "Caroline", "thing"),
        ("Caroline moved to Paris to work at Acme Corp.", "Acme Corp", "organization"),
        ("Paris is lovely in May.", "Paris", "thing"),
    ],
)
def test_entity_is_found_with_its_kind(text: str, name: str, kind: str) -> None:
    assert found(text).get(name) == kind


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Current Status: all green.", "Current Status"),
        ("Next Steps\n- write docs", "Next Steps"),
        ("Yesterday was long.", "Yesterday"),
        ("Check out this photo.", "Check"),  # sentence-initial: just capitalized
        ("Everything is fine.", "Everything"),
        ("See you on Monday in March.", "Monday"),
        ("See you on Monday in March.", "March"),
        ("I think I'm done.", "I"),
        ("e.g. the U.S. economy", "U.S"),
        ("call 555 1234 now", "555"),
        ("No Way this works.", "No Way"),
        ("it's the dogs' toys", "dogs"),
        ('"one two three four five six seven eight nine" is too long', "one two three"),
        ("a go at it, make do, a black cat", "go"),  # ambiguous words stay words
        ("see https://example.com/a/b.py for details", "https://example.com/a/b.py"),
    ],
)
def test_generic_or_unsafe_names_are_not_entities(text: str, absent: str) -> None:
    names = {e.name for e in extract_entities(text)}
    assert absent not in names
    assert not any(n.startswith(absent) for n in names if len(absent) > 3)


def test_aka_makes_one_entity_with_an_alias() -> None:
    assert extract_entities('Robert, aka "Bob", lives in Paris.')[0] == Entity(
        "Robert", "robert", "thing", ("Bob",)
    )
    entities = extract_entities("Melanie Smith, also known as Mel, is here.")
    assert entities[0].name == "Melanie Smith"
    assert entities[0].aliases == ("Mel",)
    assert "mel" not in {e.key for e in entities}
    assert extract_entities("postgres aka pg is great")[0].aliases == ("pg",)


def test_names_are_cleaned_and_keyed_for_linking() -> None:
    entities = extract_entities("I moved to Paris  because of  America's   Bank of America.")
    by_key = {e.key: e for e in entities}
    assert "america" in by_key  # trailing 's dropped
    assert by_key["bank of america"].name == "Bank of America"
    assert entity_key("  Bank   of\tAMERICA ") == "bank of america"
    fullwidth = extract_entities("We use Ｐｏｓｔｇｒｅｓ here.")  # NFKC
    assert [e.name for e in fullwidth] == ["Postgres"]


def test_entities_are_deduplicated_by_key_in_order_of_first_appearance() -> None:
    entities = extract_entities("We met Caroline in Paris. Then caroline left, and CAROLINE too.")
    assert [e.key for e in entities] == ["caroline", "paris"]


def test_quoted_text_takes_priority_over_capitalized_words() -> None:
    entities = extract_entities('We liked "Bank of America Plaza" and Bank of America.')
    assert [(e.name, e.kind) for e in entities] == [
        ("Bank of America Plaza", "quoted"),
        ("Bank of America", "organization"),
    ]


def test_technology_lexicon_has_the_common_tools() -> None:
    assert 140 <= len(TECHNOLOGY_KINDS) <= 400
    for name, kind in [
        ("postgres", "database"),
        ("neovim", "editor"),
        ("zsh", "shell"),
        ("github actions", "ci"),
        ("aws", "cloud"),
        ("pytest", "test_runner"),
        ("uv", "package_manager"),
        ("macos", "os"),
    ]:
        assert TECHNOLOGY_KINDS[name] == kind


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n\t ",
        "a",
        "\x00\x01\x02\xff" * 200,
        "🎉🔥" * 500,
        "東京に行きました。私はパリに住んでいます。" * 50,
        "'" * 10_000,
        '"' * 10_001,
        "`" * 5_001,
        "A " * 50_000,
        "aka " * 2_000,
        "Dr. " * 20_000,
        "".join(chr(c) for c in range(0x20, 0x3000)),
        ("We use Postgres and Bank of America in Paris. " * 2_200)[:100_000],
    ],
)
def test_hostile_inputs_never_raise(text: str) -> None:
    entities = extract_entities(text)
    assert all(2 <= len(e.name) <= 80 and len(e.name.split()) <= 8 for e in entities)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400))
def test_any_text_gives_well_formed_entities(text: str) -> None:
    entities = extract_entities(text)
    keys = [e.key for e in entities]
    assert len(keys) == len(set(keys))
    for entity in entities:
        assert entity.key == entity_key(entity.name)
        assert entity.kind in ("person", "place", "organization", "technology", "quoted", "thing")
        assert entity.name == entity.name.strip()


def test_non_text_gives_no_entities() -> None:
    assert extract_entities(None) == []  # type: ignore[arg-type]
    assert extract_entities(42) == []  # type: ignore[arg-type]


def test_a_500_character_text_takes_well_under_a_millisecond() -> None:
    text = (
        "Hey Mel! I went to a LGBTQ support group yesterday with Caroline and it was powerful. "
        "We use postgres 16 and python 3.11 on Kubernetes, deployed via GitHub Actions to AWS. "
        "The Bank of America team in New York City said src/app/main.py is fine, aka done. "
    ) * 3
    text = text[:500]
    extract_entities(text)
    started = time.perf_counter()
    for _ in range(1_000):
        extract_entities(text)
    assert time.perf_counter() - started < 1.0
