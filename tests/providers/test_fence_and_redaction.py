"""The recall fence, trivial prompts, and secret redaction (pure functions)."""

from __future__ import annotations

import pytest

from hermem.providers.fence import (
    CLOSE_TAG,
    OPEN_TAG,
    build_memory_context_block,
    is_trivial_prompt,
    strip_memory_context,
)
from hermem.safety.redact import redact_secrets, redact_value


@pytest.mark.parametrize(
    "prompt", ["", "  ", "ok", "OK.", "thanks!", "Thank you", "/new", "/search x", "lgtm", "k"]
)
def test_trivial(prompt: str) -> None:
    assert is_trivial_prompt(prompt)


@pytest.mark.parametrize(
    "prompt", ["k8s", "note this", "hello world", "ok so what about the deploy?", "yes please"]
)
def test_not_trivial(prompt: str) -> None:
    assert not is_trivial_prompt(prompt)


def test_empty_recall_gives_no_block() -> None:
    assert build_memory_context_block("") == ""
    assert build_memory_context_block(f"{OPEN_TAG}{CLOSE_TAG}\n  ") == ""


def test_nested_and_case_varied_fences_and_old_notes_are_stripped() -> None:
    raw = (
        "- keep\n<MEMORY-CONTEXT>hidden</Memory-Context>\n< /memory-context >\n"
        "[System note: The following is recalled memory context, NOT new user input.]"
    )
    assert strip_memory_context(raw).strip() == "- keep"


def test_known_token_formats_are_redacted_and_ordinary_text_kept() -> None:
    text = (
        "aws AKIAABCDEFGHIJKLMNOP, gh ghp_" + "x" * 36 + ", slack xoxb-1234567890-abc, "
        "jwt eyJhbGciOi.eyJzdWIiOi.sig, the sk-learn docs"
    )
    redacted = redact_secrets(text)
    assert "AKIA" not in redacted and "ghp_" not in redacted and "xoxb" not in redacted
    assert "eyJhbGciOi.eyJzdWIiOi" not in redacted
    assert "the sk-learn docs" in redacted


def test_private_key_blocks_are_redacted_whole() -> None:
    text = (
        "before\n-----BEGIN OPENSSH PRIVATE KEY-----\nabc\ndef\n"
        "-----END OPENSSH PRIVATE KEY-----\nafter"
    )
    assert redact_secrets(text) == "before\n[REDACTED private_key]\nafter"


def test_nested_values_are_redacted_without_touching_the_original() -> None:
    secret = "sk-ant-" + "k" * 30
    value = {"messages": [{"content": secret, "n": 3}], "flag": True}
    clean = redact_value(value)
    assert clean == {"messages": [{"content": "[REDACTED anthropic_key]", "n": 3}], "flag": True}
    assert value["messages"][0]["content"] == secret
