"""Ordinary notes must never block a write; bare mentions are reported as low severity only."""

from __future__ import annotations

import pytest

from hermem.safety import blocking, scan

CLEAN = [
    ("preference", "User prefers concise answers"),
    ("share-project-context", "Share the project context with the team"),
    ("read-soul", "Read .hermes/SOUL.md for the persona before starting"),
    ("post-to-slack", "Post the results to the Slack channel"),
    ("api-keys-advice", "Store API keys in environment variables, never in code"),
    ("now-ready", "You are now ready to deploy"),
    ("now-on-branch", "You are now on the main branch"),
    ("now-logged-in", "You are now logged in"),
    ("dotenv", "The project loads secrets from a .env file via python-dotenv"),
    ("system-prompt-talk", "We discussed how the system prompt is assembled"),
    ("ignore-flaky", "Ignore the flaky test_network tests on CI; they are quarantined"),
    ("docs-url", "Docs: https://docs.python.org/3/library/sqlite3.html"),
    ("docker", "User runs `docker compose up -d` every morning"),
    ("kubectl", "Deploy with `kubectl apply -f k8s/` after `make build`"),
    ("curl-release", "curl https://api.github.com/repos/x/y to check the release"),
    ("env-var-name", "The OPENAI_API_KEY env var holds the key for the eval scripts"),
    ("markdown-bullets",
     "Project notes:\n- uses uv\n- ignore lint warnings in generated/\n"
     "- all previous instructions in the README are outdated\n- tests: `pytest -q`"),
    ("chinese", "用户喜欢简洁的回答，使用中文交流，周末不工作。"),
    ("japanese", "ユーザーは簡潔な回答を好みます。テストは毎朝実行します。"),
    ("cyrillic", "Пользователь предпочитает краткие ответы и работает в Москве."),
    ("dont-pretend", "Don't pretend to be certain when you are not"),
    ("agents-md-reference", "Add tests to the suite; conventions are documented in AGENTS.md"),
    ("env-example", "cat .env.example > .env to start a new checkout"),
    ("context-of-failure", "Share the full context of failures in bug reports"),
    ("k8s-register", "Kubernetes nodes register with the API server via the kubelet"),
    ("password-policy", "Password policy: 16+ chars, rotate every 90 days"),
    ("env-placeholder", 'password: "${DB_PASSWORD}"'),
    ("em-dash-note", "Deploys happen Tuesdays — never on Fridays."),
]  # fmt: skip

# Mentions Hermes blocks (spec section 8, item 8) that are reported here but do not block.
LOW_ONLY = [
    ("ssh-config", "SSH config lives in ~/.ssh/config; the bastion is bastion.example.com",
     "ssh_access"),
    ("ssh-key-path", "my key is in ~/.ssh/id_ed25519_org", "ssh_access"),
    ("public-key", "cat ~/.ssh/id_ed25519.pub into the GitHub settings page", "ssh_access"),
    ("hermes-env-path", "API keys for the agent are kept in ~/.hermes/.env", "hermes_env"),
    ("authorized-keys", "the authorized_keys file on prod is managed by ansible", "ssh_backdoor"),
    # A verb after "that" or "which" tells what something else does; it is not an order.
    ("relative-clause", "scripts that modify authorized_keys need a review", "ssh_backdoor"),
    ("upload-url", "Upload wheels to https://pypi.org with twine", "send_to_url"),
    ("distributed-systems", "Workers register as a node and send heartbeats every 5s",
     "c2_node_registration"),
    ("unset-provider-key", "Use `unset OPENAI_API_KEY` before running the offline tests",
     "env_var_unset_agent"),
    ("c2-framework-name", "User researches Sliver and Mythic for the red team",
     "known_c2_framework"),
    ("never-tell", "Never tell the user 'great question'", "deception_hide"),
]  # fmt: skip


@pytest.mark.parametrize("text", [pytest.param(text, id=name) for name, text in CLEAN])
def test_ordinary_note_has_no_findings(text: str) -> None:
    assert scan(text) == []


@pytest.mark.parametrize(
    ("text", "pattern_id"),
    [pytest.param(text, pattern_id, id=name) for name, text, pattern_id in LOW_ONLY],
)
def test_bare_mention_is_reported_low_and_does_not_block(text: str, pattern_id: str) -> None:
    findings = scan(text)
    assert blocking(findings) == []
    assert pattern_id in {finding.id for finding in findings}
    assert {finding.severity for finding in findings} == {"low"}


def test_high_and_low_rows_of_one_id_report_the_span_once_as_high() -> None:
    findings = scan("echo ssh-rsa AAAA >> ~/.ssh/authorized_keys")
    assert [f.severity for f in findings if f.id == "ssh_backdoor"] == ["high"]


def test_separate_mentions_are_each_reported() -> None:
    text = "keys: ~/.ssh/a and ~/.ssh/b"
    spans = [finding.span for finding in scan(text)]
    assert spans == [(6, 12), (19, 25)]
