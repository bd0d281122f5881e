"""Validators for the settings of an OpenAI-compatible endpoint in config.yaml.

Session summaries, the background review and ``hermem chat`` each name an endpoint
(base URL, model, the environment variable holding the key, a timeout); a bad value
raises :class:`hermem.errors.ConfigError` naming its key, the same way everywhere.
"""

from __future__ import annotations

import re
from typing import Any

from hermem.errors import ConfigError

ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
URL = re.compile(r"^https?://[^\s/]+")


def kind(value: Any) -> str:
    """A short description of a bad value for an error message."""
    return f"{type(value).__name__} {value!r}"[:80]


def as_url(key: str, raw: Any) -> str | None:
    if raw is None or raw == "":
        return None
    if isinstance(raw, str) and URL.match(raw.strip()):
        return raw.strip()
    raise ConfigError(
        key, f"expected an http(s) URL such as http://127.0.0.1:8080/v1, got {kind(raw)}"
    )


def as_env_name(key: str, raw: Any) -> str | None:
    if raw is None or raw == "":
        return None
    if isinstance(raw, str) and ENV_NAME.match(raw.strip()):
        return raw.strip()
    raise ConfigError(
        key, f"expected an environment variable name such as OPENAI_API_KEY, got {kind(raw)}"
    )


def as_seconds(key: str, raw: Any, maximum: float = 600) -> float:
    value: float | None = None
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        value = float(raw)
    elif isinstance(raw, str):
        try:
            value = float(raw.strip())
        except ValueError:
            value = None
    if value is None or not 0 < value <= maximum:
        raise ConfigError(
            key, f"expected a number of seconds above 0 and at most {maximum:g}, got {kind(raw)}"
        )
    return value
