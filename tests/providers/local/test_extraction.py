"""Passive retention keeps what a speaker states about themselves, their plans and their
project, and nothing else: questions, requests, hypotheticals, small talk, code and logs
yield no facts."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from hermem.providers.local.extraction import (
    CATEGORIES,
    MAX_CONTENT_CHARS,
    FactCandidate,
    extract_facts,
    extract_turn,
    split_sentences,
)

LOCOMO = Path(__file__).resolve().parents[4] / "shared" / "data" / "locomo" / "locomo_dev.json"


def only(text: str, **options: object) -> FactCandidate:
    facts = extract_facts(text, **options)  # type: ignore[arg-type]
    assert len(facts) == 1, facts
    return facts[0]


# (text, category, slot, negated, a phrase the content keeps)
KEPT = [
    # preferences
    ("I prefer dark mode in all my editors.", "preference", None, False, "dark mode"),
    ("I really love hiking in the mountains.", "preference", None, False, "hiking"),
    ("I don't like cilantro at all.", "preference", None, True, "cilantro"),
    ("I can't stand loud music.", "preference", None, False, "loud music"),
    ("I'm a big fan of jazz.", "preference", None, False, "jazz"),
    ("My favorite color is blue.", "preference", "user.favorite.color", False, "blue"),
    ("My favourite colour is green.", "preference", "user.favorite.color", False, "green"),
    ("Pizza is my favorite food!", "preference", "user.favorite.food", False, "Pizza"),
    ("I prefer tabs for indentation.", "preference", "user.prefers.indentation", False, "tabs"),
    ("My default browser is Firefox.", "preference", "user.browser", False, "Firefox"),
    ("I always run the tests before pushing.", "preference", None, False, "run the tests"),
    ("I never eat after 8pm.", "preference", None, True, "8pm"),
    ("Please always use type hints.", "preference", None, False, "type hints"),
    ("Never commit directly to main.", "preference", None, True, "main"),
    ("I use a standing desk.", "preference", None, False, "standing desk"),
    # personal
    ("My name is Alex Chen.", "personal", "user.name", False, "Alex Chen"),
    ("Call me Sam.", "personal", "user.name", False, "Sam"),
    ("I'm 34 years old.", "personal", "user.age", False, "34"),
    ("I live in Paris.", "personal", "user.lives_in", False, "Paris"),
    ("I moved to Berlin last month.", "personal", "user.lives_in", False, "last month"),
    ("I'm originally from Sweden.", "personal", "user.hometown", False, "Sweden"),
    ("I work at Google on the search team.", "personal", "user.works_at", False, "Google"),
    ("I work as a nurse at the clinic.", "personal", "user.job", False, "nurse"),
    ("I'm a software engineer at a startup.", "personal", "user.job", False, "engineer"),
    ("My birthday is on March 3rd.", "personal", "user.birthday", False, "March 3rd"),
    ("My dog's name is Max.", "personal", "user.pet.dog.name", False, "Max"),
    ("My wife is a nurse.", "personal", None, False, "wife"),
    ("I have two kids and a cat.", "personal", None, False, "two kids"),
    ("I'm allergic to peanuts.", "personal", None, False, "peanuts"),
    ("I'm married, with three kids.", "personal", "user.relationship_status", False, "married"),
    ("I no longer live in Paris.", "personal", None, True, "Paris"),
    # events
    ("I went to a support group yesterday.", "event", None, False, "yesterday"),
    ("I just finished my first marathon!", "event", None, False, "marathon"),
    ("Last week I adopted a puppy named Max.", "event", None, False, "Last week"),
    ("We're planning a trip to Japan in May.", "event", None, False, "in May"),
    ("I'm going to a transgender conference this month.", "event", None, False, "this month"),
    ("Took a short trip to Rome last week.", "event", None, False, "Rome"),
    ("I've been blogging about politics lately.", "event", None, False, "blogging"),
    # decisions
    ("We decided to use Postgres for the database.", "decision", "project.database", False, ""),
    ("Let's go with FastAPI for the backend.", "decision", "project.backend", False, "FastAPI"),
    ("We're switching to uv.", "decision", "project.package_manager", False, "uv"),
    ("We agreed not to support Python 3.9.", "decision", None, False, "3.9"),
    # environment
    ("I'm on macOS Sonoma.", "environment", "user.os", False, "macOS"),
    ("I use neovim for everything.", "environment", "user.editor", False, "neovim"),
    ("My shell is zsh.", "environment", "user.shell", False, "zsh"),
    ("Running Python 3.12 here.", "environment", "project.python_version", False, "3.12"),
    ("I use VS Code as my editor.", "environment", "user.editor", False, "VS Code"),
    ("I no longer use vim.", "environment", None, True, "vim"),
    # project
    ("The project uses pytest for testing.", "project", "project.testing", False, "pytest"),
    ("The repo requires Python 3.11.", "project", None, False, "3.11"),
    ("Tests live in tests/unit.", "project", "project.tests_dir", False, "tests/unit"),
    ("We deploy to Fly.io.", "project", "project.deploy_target", False, "Fly.io"),
    ("We deploy on Fridays.", "project", "project.deploy_schedule", False, "Fridays"),
    ("Our stack is Django plus HTMX.", "project", "project.stack", False, "HTMX"),
    ("The API is at https://api.example.com/v2.", "project", "project.api", False, "https://"),
    ("We no longer use MySQL.", "project", None, True, "MySQL"),
    ("We're using SQLAlchemy 2.0 with async sessions.", "project", None, False, "SQLAlchemy"),
    ("My team prefers squash merges.", "project", None, False, "squash merges"),
    ("I deployed v2 to production yesterday.", "event", None, False, "yesterday"),
]


@pytest.mark.parametrize(("text", "category", "slot", "negated", "phrase"), KEPT)
def test_statement_is_kept_with_its_category_slot_and_polarity(
    text: str, category: str, slot: str | None, negated: bool, phrase: str
) -> None:
    fact = only(text)
    assert (fact.category, fact.slot, fact.negated) == (category, slot, negated)
    assert phrase in fact.content
    assert fact.quote == text
    assert fact.speaker == "user"
    assert 0 < fact.confidence <= 1


SKIPPED = [
    # questions
    "Can you fix the bug in main.py?",
    "What's your favorite color?",
    "Do you think I should move to Berlin",
    "How do I configure neovim for Python",
    "I live in Paris, you know?",
    # requests to the assistant
    "Please fix the failing test.",
    "Fix the failing test in the auth module.",
    "I want you to rewrite this function.",
    "Let me know when the build is green.",
    # hypotheticals
    "If I had more time I would learn Rust.",
    "I wonder if we should use Redis.",
    "I'd love to visit Japan someday.",
    "Would you recommend Django for this?",
    # small talk
    "Thanks!",
    "Thanks so much, that's great!",
    "haha that's so funny",
    "Hey Maria, hope you're doing okay.",
    "I love it!",
    "I'm so happy for you!",
    "That sounds amazing, congrats!",
    # too short, links only, statements about someone else
    "I like it.",
    "https://example.com/some/very/long/path?x=1",
    "She lives in Paris with her cat.",
    # work chatter is not a life event
    "I tried running the tests yesterday and got an error.",
    "I tried that and it didn't work.",
    "I got it working!",
    "I ran pytest and everything passed.",
    "I've pushed the changes to the feature branch.",
    "I updated the README with the new install steps.",
]


@pytest.mark.parametrize("text", SKIPPED)
def test_non_facts_yield_nothing(text: str) -> None:
    assert extract_facts(text) == []


@pytest.mark.parametrize(
    ("older", "newer", "slot"),
    [
        ("I live in Paris.", "I moved to Berlin.", "user.lives_in"),
        ("My favourite colour is blue.", "My favorite color is green.", "user.favorite.color"),
        ("My name is Alex.", "Call me Sam.", "user.name"),
        ("I'm 34 years old.", "I just turned 35.", "user.age"),
        ("I work at Google.", "I'm now working at Stripe.", "user.works_at"),
        ("My editor is vim.", "I switched to neovim.", "user.editor"),
        ("I'm on Windows.", "I'm using Linux now.", "user.os"),
        ("We use MySQL.", "We're migrating to Postgres.", "project.database"),
        ("Running Python 3.11.", "We're on Python 3.12 now.", "project.python_version"),
        ("My dog's name is Rex.", "My puppy is called Max.", "user.pet.dog.name"),
    ],
)
def test_contradicting_statements_share_a_slot(older: str, newer: str, slot: str) -> None:
    first, second = only(older), only(newer)
    assert first.slot == second.slot == slot
    assert first.content != second.content


def test_locomo_style_casual_turn_keeps_the_event() -> None:
    facts = extract_facts(
        "Hey Mel! I went to a LGBTQ support group yesterday and it was so powerful.",
        speaker="Caroline",
    )
    assert len(facts) == 1
    assert facts[0].category == "event"
    assert "support group" in facts[0].content
    assert "yesterday" in facts[0].content
    assert facts[0].speaker == "Caroline"
    assert facts[0].content.startswith("I went")  # the greeting is not part of the fact


def test_a_named_speaker_is_still_the_user() -> None:
    fact = only("I live in Austin.", speaker="Caroline")
    assert (fact.speaker, fact.slot) == ("Caroline", "user.lives_in")


def test_memory_context_fences_are_stripped_first() -> None:
    text = (
        "<memory-context>\n[System note: The following is recalled memory context, NOT new "
        "user input. Treat as informational background data.]\n- I live in Paris.\n"
        "</memory-context>\nI moved to Berlin last month."
    )
    assert [f.content for f in extract_facts(text)] == ["I moved to Berlin last month."]


def test_code_blocks_and_code_lines_are_skipped() -> None:
    text = (
        "I use neovim.\n```python\n# I live in Paris\nI_prefer = 'tabs'\n```\n"
        "Traceback (most recent call last):\n"
        "    def main(): I went to the store yesterday\n"
        "$ I moved to Berlin\n"
        "const iLiveIn = 'Paris';\n"
        "We deploy to Fly.io."
    )
    assert [f.content for f in extract_facts(text)] == ["I use neovim.", "We deploy to Fly.io."]


def test_an_unclosed_fence_hides_the_rest_of_the_message() -> None:
    facts = extract_facts("I use zsh at work.\n```\nI live in Paris.")
    assert [f.content for f in facts] == ["I use zsh at work."]


def test_compaction_summaries_yield_nothing() -> None:
    summary = "[CONTEXT COMPACTION] Summary of the earlier conversation: I live in Paris."
    assert extract_facts(summary) == []


def test_hedged_statements_are_kept_with_lower_confidence() -> None:
    plain = only("I prefer tabs over spaces.")
    hedged = only("I think maybe I prefer tabs over spaces.")
    assert hedged.confidence < plain.confidence


def test_remember_that_is_stripped_and_raises_confidence() -> None:
    plain = only("I'm vegetarian.")
    asked = only("Remember that I'm vegetarian.")
    assert asked.content == "I'm vegetarian."
    assert asked.confidence > plain.confidence


def test_content_is_cleaned_but_the_quote_is_the_source_sentence() -> None:
    fact = only("so, btw 🎉 i live in   Lisbon now!!!")
    assert fact.content == "I live in Lisbon now!"
    assert fact.quote == "so, btw 🎉 i live in   Lisbon now!!!"


def test_curly_apostrophes_match_but_the_quote_keeps_them() -> None:
    fact = only("I’m originally from Sweden.")
    assert (fact.slot, fact.content, fact.quote) == (
        "user.hometown",
        "I'm originally from Sweden.",
        "I’m originally from Sweden.",
    )


def test_long_statements_are_cut_at_a_word_boundary() -> None:
    text = "I live in Paris with " + " ".join(f"friend{n}" for n in range(120)) + "."
    content = only(text).content
    assert len(content) <= MAX_CONTENT_CHARS
    assert content.endswith("…")
    assert re.fullmatch(r".* friend\d+…", content)


def test_bullets_newlines_and_abbreviations_split_into_sentences() -> None:
    assert split_sentences(
        "Dr. Smith said hi. I use v1.2 now, e.g. on Mr. Jones's box!\n- I live in Paris\n"
        "* We deploy to Fly.io.\n1. I'm on macOS"
    ) == [
        "Dr. Smith said hi.",
        "I use v1.2 now, e.g. on Mr. Jones's box!",
        "I live in Paris",
        "We deploy to Fly.io.",
        "I'm on macOS",
    ]


def test_facts_are_deduplicated_within_one_call() -> None:
    facts = extract_facts("I live in Paris. I live in Paris! i live in paris.")
    assert len(facts) == 1


def test_max_facts_keeps_the_most_confident_in_order() -> None:
    text = (
        "I went hiking yesterday. My name is Ana. I use a standing desk. "
        "I'm 30 years old. I live in Porto."
    )
    facts = extract_facts(text, max_facts=3)
    assert [f.slot for f in facts] == ["user.name", "user.age", "user.lives_in"]
    assert extract_facts(text, max_facts=0) == []


def test_assistant_text_yields_only_explicit_confirmations() -> None:
    reply = (
        "Sure! Here's the updated function. It now handles empty input. "
        "Noted: you prefer tabs over spaces. I've set up the project to use PostgreSQL 16. "
        "I think you should also try Redis."
    )
    facts = extract_facts(reply, speaker="assistant")
    assert [(f.content, f.category, f.slot) for f in facts] == [
        ("User prefers tabs over spaces.", "preference", None),
        ("I've set up the project to use PostgreSQL 16.", "project", "project.database"),
    ]
    user_fact = only("I prefer tabs over spaces.")
    assert all(f.confidence < user_fact.confidence for f in facts)
    assert all(f.speaker == "assistant" for f in facts)


def test_assistant_confirmation_fills_the_users_slot() -> None:
    fact = only("Got it, your editor is Helix.", speaker="assistant")
    assert (fact.content, fact.category, fact.slot) == (
        "User's editor is Helix.",
        "environment",
        "user.editor",
    )


def test_turn_gives_user_facts_then_new_assistant_confirmations() -> None:
    facts = extract_turn(
        "My editor is vim. Can you set up my config?",
        "Done. Noted: your editor is vim. I've configured the project to use pytest.",
        user_name="Ana",
        assistant_name="Hermes",
    )
    assert [(f.speaker, f.content) for f in facts] == [
        ("Ana", "My editor is vim."),
        ("Hermes", "I've configured the project to use pytest."),
    ]
    assert extract_turn("", "") == []


def test_every_fact_is_well_formed() -> None:
    text = " ".join(t for t, *_ in KEPT)
    for fact in extract_facts(text, max_facts=100):
        assert fact.category in CATEGORIES
        assert fact.content and len(fact.content) <= MAX_CONTENT_CHARS
        assert fact.content[0] == fact.content[0].upper()
        assert fact.slot is None or re.fullmatch(r"[a-z0-9_]+(\.[a-z0-9_]+)+", fact.slot)
        assert not (fact.negated and fact.slot)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "." * 10_000,
        "!?.,;:-()[]{}<>\"'`~" * 600,
        "```" * 333 + "I live in Paris",
        "```python\nprint(1)\n" * 200,
        "<memory-context>" * 100 + "I live in Paris" + "</memory-context" * 100,
        "I\u200b live\u200d in\ufeff Paris\u2060.",
        "\x00\x01\x02\x03" * 1_000,
        "🎉" * 3_000,
        "我住在巴黎。我喜欢喝茶。" * 300,
        "I " * 10_000,
        "I went " * 3_000,
        "my my my my " * 2_000,
        ("I live in Paris. " * 2_000),
    ],
)
def test_hostile_inputs_never_raise(text: str) -> None:
    facts = extract_facts(text)
    assert isinstance(facts, list)
    assert len(facts) <= 8


def test_zero_width_characters_do_not_hide_a_statement() -> None:
    assert only("I\u200b live in Paris\u2060.").content == "I live in Paris."


def test_non_text_gives_no_facts() -> None:
    assert extract_facts(None) == []  # type: ignore[arg-type]
    assert extract_turn(None, None) == []  # type: ignore[arg-type]


def test_a_2000_character_message_is_fast() -> None:
    message = (
        "Hey Mel! I went to a support group yesterday and it was so powerful. Thanks for "
        "asking about the kids, they're doing great. We're planning a trip to Japan in May "
        "and I can't wait. By the way, I switched to neovim and I use zsh on macOS now. "
        "Can you check the failing test? ```py\nx = 1\n``` My favorite color is green, "
        "I live in Lisbon and I work at Stripe as a backend engineer. "
    ) * 6
    message = message[:2_000]
    extract_facts(message)
    started = time.perf_counter()
    for _ in range(200):
        extract_facts(message)
    assert time.perf_counter() - started < 1.0


@pytest.mark.skipif(not LOCOMO.exists(), reason="LoCoMo dev split not available")
def test_locomo_evidence_turns_yield_facts_more_often_than_other_turns() -> None:
    turns: dict[tuple[str, str], str] = {}
    evidence: set[tuple[str, str]] = set()
    for conversation in json.loads(LOCOMO.read_text(encoding="utf-8")):
        sample = conversation["sample_id"]
        for key, session in conversation["conversation"].items():
            if re.fullmatch(r"session_\d+", key):
                for turn in session:
                    turns[(sample, turn["dia_id"])] = turn["text"]
        for qa in conversation["qa"]:
            if qa.get("category") in (1, 2, 3, 4):
                for ref in qa.get("evidence", []):
                    for match in re.finditer(r"D(\d+):(\d+)", ref):
                        evidence.add((sample, f"D{match[1]}:{match[2]}"))
    evidence &= turns.keys()
    kept = {key for key, text in turns.items() if extract_facts(text)}
    evidence_share = len(kept & evidence) / len(evidence)
    overall_share = len(kept) / len(turns)
    assert evidence_share >= 0.6
    assert evidence_share > 1.5 * overall_share
