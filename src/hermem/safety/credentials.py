"""Credential formats: a secret pasted into memory would be shown to the model every session.

Known token formats are matched case-sensitively (their prefixes are cased); descriptions
and messages name the kind of secret and never the secret itself.
"""

from __future__ import annotations

from hermem.safety.findings import HIGH
from hermem.safety.patterns import ThreatPattern, threat


def _secret(
    id: str, kind: str, anchors: tuple[str, ...], pattern: str, *, cased: bool = True
) -> ThreatPattern:
    return threat(
        id,
        "secret",
        HIGH,
        anchors,
        pattern,
        f"Looks like {kind}; secrets must not be stored in memory.",
        cased=cased,
    )


# id -> the kind of secret, as a block message names it.
SECRET_KINDS: dict[str, str] = {
    "hardcoded_secret": "a hard-coded API key, token or password",
    "aws_access_key": "an AWS access key",
    "github_token": "a GitHub token",
    "anthropic_key": "an Anthropic API key",
    "openai_key": "an OpenAI API key",
    "slack_token": "a Slack token",
    "private_key_block": "a private key",
    "jwt": "a JSON Web Token",
}

CREDENTIAL_PATTERNS: tuple[ThreatPattern, ...] = (
    _secret(
        "hardcoded_secret",
        SECRET_KINDS["hardcoded_secret"],
        ("key", "secret", "token", "passw"),
        # name = "value" (or unquoted), the value 20+ token characters with at least one digit.
        r"(?:api[_-]?key|apikey|secret(?:[_-]?key)?|token|password|passwd)[\"']?\s*[=:]\s*[\"']?"
        r"(?=[a-z0-9+/=_.\-]{0,256}?\d)[a-z0-9+/=_.\-]{20,512}",
        cased=False,
    ),
    _secret(
        "aws_access_key",
        SECRET_KINDS["aws_access_key"],
        ("akia", "asia", "agpa", "aida", "aroa", "aipa", "anpa", "anva", "abia", "acca"),
        r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA)[A-Z0-9]{16}\b",
    ),
    _secret(
        "github_token",
        SECRET_KINDS["github_token"],
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
        r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b",
    ),
    _secret(
        "anthropic_key",
        SECRET_KINDS["anthropic_key"],
        ("sk-ant-",),
        r"\bsk-ant-[A-Za-z0-9_\-]{20,255}",
    ),
    _secret(
        "openai_key",
        SECRET_KINDS["openai_key"],
        ("sk-",),
        r"\bsk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{20,255}|[A-Za-z0-9]{32,255}\b)",
    ),
    _secret(
        "slack_token",
        SECRET_KINDS["slack_token"],
        ("xox",),
        r"\bxox[abposr]-[A-Za-z0-9][A-Za-z0-9-]{8,255}",
    ),
    _secret(
        "private_key_block",
        SECRET_KINDS["private_key_block"],
        ("private key",),
        r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----",
    ),
    _secret(
        "jwt",
        SECRET_KINDS["jwt"],
        ("eyj",),
        r"\beyJ[A-Za-z0-9_-]{5,1024}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,8192}",
    ),
)
