"""A token of a known format written backwards or in rot13 is a secret, found on its own
run whatever the words around it; other long runs turned back open no format and pass."""

from __future__ import annotations

import codecs

import pytest

from hermem.safety import blocking, first_block, scan
from hermem.safety.scanner import _token_openers
from hermem.safety.turned import openers_of, turned_runs

GITHUB = "ghp_8fK2mQ7xLp3vR8tY1wZ4nB6cD9eF0gH2jK4l"
STRIPE = "sk_live_51PqR8sT2uV4wX6yZ8aB0cD2eF4gH6iJ8kL0mN2oP4q"
GITLAB = "glpat-KCFn0wM-MNtU3TKh8AwQ"


@pytest.mark.parametrize(
    ("text", "run", "id"),
    [
        (f"Token written backwards so nobody copies it: {GITHUB[::-1]}", GITHUB[::-1],
         "github_token.reversed"),
        (f"Stripe key (reverse it to use): {STRIPE[::-1]} — billing only.", STRIPE[::-1],
         "stripe_key.reversed"),
        (f"glab auth, never expires: {codecs.encode(GITLAB, 'rot13')} (rot13 for the filter)",
         codecs.encode(GITLAB, "rot13"), "gitlab_token.rot13"),
    ],
)  # fmt: skip
def test_a_turned_token_is_a_secret_over_its_run(text: str, run: str, id: str) -> None:
    found = first_block(text)
    assert found is not None and found.id == id and found.category == "secret"
    assert text[found.start : found.end] == run
    assert run not in found.description
    assert id in {finding.id for finding in blocking(scan(text))}


@pytest.mark.parametrize(
    "text",
    [
        "The commit 3f9a1c2e8b7d6054a1b2c3d4e5f60718293a4b5c fixed the race in the scheduler.",
        "Docs live at https://docs.example.org/guides/deploying-with-terraform/intro.html",
        "Asset hash: sha256-Qm9vYmFyQmF6UXV4UXV1eA== pinned in the lockfile.",
        "Build id 20240612-nightly-arm64-release-candidate-2 is the one QA signed off.",
    ],
)
def test_other_long_runs_pass(text: str) -> None:
    assert list(turned_runs(text, _token_openers())) == []
    assert first_block(text) is None


def test_only_openers_long_enough_and_made_of_token_characters_are_kept() -> None:
    assert openers_of(["sk", "ghp_", "AC0", "-----BEG", "Bearer ", "a b"]) == (
        "-----BEG",
        "AC0",
        "ghp_",
    )
