"""Secrets: refused with a message that names the kind of secret and never echoes it, also
when the secret sits inside an encoded payload."""

from __future__ import annotations

import base64

import pytest

from hermem.safety import block_message, blocking, scan
from hermem.safety.credentials import SECRET_KINDS

SECRETS = [
    ("github_token", "ghp_" + "Qw3rTy7uIoP9aSdF2gHjK4lZxC6vBnM8qW1e"),
    ("github_token", "github_pat_" + "11ABCDEFG0" + "Qw3rTy8UiOp2AsDf5GhJk7LzXc9VbNm1Qa4Ws6Ed"),
    ("aws_access_key", "AKIA" + "Q7RSTUVWX2YZ4ABC"),
    ("openai_key", "sk-proj-" + "Zq8_Xw7-Vu6Ts5Rq4Po3Nm2Lk1"),
    ("anthropic_key", "sk-ant-api03-" + "Mn8bV7cX6zL5kJ4hG3fD2sA1"),
    ("slack_token", "xoxb-" + "2468013579-QwErTyUiOpAs"),
    ("stripe_key", "sk_live_" + "51HxYzAbCdEfGhIjKlMnOp"),
    ("gitlab_token", "glpat-" + "Ab1Cd2Ef3Gh4Ij5Kl6Mn"),
    ("huggingface_token", "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz01234567"),
    ("google_api_key", "AIza" + "SyB1c2D3e4F5g6H7i8J9k0LmNoPqRsTuVwX"),
    ("npm_token", "npm_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"),
    ("jwt", "eyJhbGciOiJSUzI1NiJ9" + ".eyJzdWIiOiJib2IifQ" + ".c2lnbmF0dXJlLXZhbHVl"),
    ("password_assignment", "password=" + "Gr33n-Appl3s!"),
    ("url_credentials", "https://deploy:" + "Xk9-pl2Qz7" + "@git.example.com/repo.git"),
    ("aws_secret_key", "aws_secret_access_key=" + "Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90"),
]


@pytest.mark.parametrize(("kind_id", "secret"), [pytest.param(k, s, id=k) for k, s in SECRETS])
def test_secret_is_named_by_kind_and_never_echoed(kind_id: str, secret: str) -> None:
    text = f"Note for later: {secret} (do not lose)"
    findings = [f for f in blocking(scan(text)) if f.category == "secret"]
    assert kind_id in {f.id for f in findings}
    for finding in findings:
        message = block_message(finding)
        assert SECRET_KINDS[finding.id] in message
        core = secret.split("=")[-1].split(":")[-1][:12]
        for shown in (message, finding.description, repr(finding)):
            assert secret not in shown
            assert core not in shown


def test_a_secret_inside_base64_is_named_and_not_echoed() -> None:
    secret = "ghp_" + "Qw3rTy7uIoP9aSdF2gHjK4lZxC6vBnM8qW1e"
    blob = base64.b64encode(f"token={secret}".encode()).decode()
    (finding, *_) = [f for f in blocking(scan("cfg " + blob)) if f.category == "secret"]
    assert finding.id.endswith(".base64")
    message = block_message(finding)
    assert "a GitHub token" in message
    assert secret not in message and blob not in message
    assert blob not in finding.description


@pytest.mark.parametrize(
    "text",
    [
        "Tokens are stored in the OS keychain, never in notes.",
        "The OPENAI_API_KEY env var is set by direnv.",
        "password: ${DB_PASSWORD}",
        "password=<your password here>",
        "api_key: YOUR_API_KEY",
        "AKIA keys must be rotated every 90 days.",
        "Use sk-... keys only on the server side.",
        "Local dev: postgres://postgres:postgres@localhost/dev",
        "Password policy: 16+ chars, rotate every 90 days.",
    ],
)
def test_talking_about_secrets_does_not_block(text: str) -> None:
    assert blocking(scan(text)) == []


def test_every_secret_finding_uses_a_fixed_description() -> None:
    descriptions = {
        f.description
        for _, secret in SECRETS
        for f in scan(f"x {secret} y")
        if f.category == "secret"
    }
    # One sentence per kind, the same for every secret of that kind.
    assert len(descriptions) <= len(SECRET_KINDS)
