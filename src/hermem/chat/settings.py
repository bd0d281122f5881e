"""Which model server ``hermem chat`` talks to: options, else config.yaml, else environment.

config.yaml::

    chat:
      base_url: http://127.0.0.1:8080/v1   # any OpenAI-compatible server
      model: qwen2.5-7b-instruct           # optional when the server serves one model
      api_key_env: OPENAI_API_KEY          # the variable holding the key (optional)
      timeout: 120                         # seconds to wait for the server
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hermem.config import HomePaths, read_config_document
from hermem.endpoint_settings import as_env_name as _env_name
from hermem.endpoint_settings import kind as _kind
from hermem.errors import ConfigError

SECTION = "chat"
DEFAULT_API_KEY_ENV = "OPENAI_API_KEY"
BASE_URL_ENV = "OPENAI_BASE_URL"
DEFAULT_TIMEOUT = 120.0
MAX_TIMEOUT = 3_600.0
_URL = re.compile(r"^https?://[^\s/]+")

NO_SERVER = (
    "no model server: pass --base-url (e.g. http://127.0.0.1:8080/v1 for llama.cpp's "
    "llama-server, http://127.0.0.1:11434/v1 for Ollama), set chat.base_url in "
    "config.yaml, or set $OPENAI_BASE_URL"
)


@dataclass(frozen=True, slots=True)
class ChatSettings:
    base_url: str
    model: str | None
    api_key_env: str
    timeout: float

    def api_key(self) -> str | None:
        return os.environ.get(self.api_key_env) or None


def resolve_chat_settings(
    paths: HomePaths,
    *,
    base_url: str | None = None,
    model: str | None = None,
    api_key_env: str | None = None,
    timeout: float | None = None,
) -> ChatSettings:
    """Options win over config.yaml's ``chat:`` section, which wins over the environment."""
    section = read_config_document(paths).get(SECTION)
    if section is None:
        section = {}
    if not isinstance(section, Mapping):
        raise ConfigError(SECTION, f"expected a mapping of settings, got {_kind(section)}")
    url = _url("--base-url", base_url) or _url(f"{SECTION}.base_url", section.get("base_url"))
    url = url or _url(f"${BASE_URL_ENV}", os.environ.get(BASE_URL_ENV))
    if url is None:
        raise ConfigError(f"{SECTION}.base_url", NO_SERVER)
    key_env = _env_name("--api-key-env", api_key_env) or _env_name(
        f"{SECTION}.api_key_env", section.get("api_key_env")
    )
    seconds = timeout if timeout is not None else section.get("timeout")
    return ChatSettings(
        base_url=url,
        model=_text(model) or _text(section.get("model"), f"{SECTION}.model"),
        api_key_env=key_env or DEFAULT_API_KEY_ENV,
        timeout=DEFAULT_TIMEOUT if seconds is None else _seconds(f"{SECTION}.timeout", seconds),
    )


def _url(key: str, raw: Any) -> str | None:
    if raw is None or raw == "":
        return None
    if isinstance(raw, str) and _URL.match(raw.strip()):
        return raw.strip()
    raise ConfigError(key, f"expected an http(s) URL such as http://127.0.0.1:8080/v1, got {raw!r}")


def _text(raw: Any, key: str = "--model") -> str | None:
    if raw is None or raw == "":
        return None
    if isinstance(raw, str) and raw.strip():
        return raw.strip()
    raise ConfigError(key, f"expected a model name, got {_kind(raw)}")


def _seconds(key: str, raw: Any) -> float:
    value: float | None = None
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        value = float(raw)
    elif isinstance(raw, str):
        try:
            value = float(raw.strip())
        except ValueError:
            value = None
    if value is None or not 0 < value <= MAX_TIMEOUT:
        raise ConfigError(key, f"expected seconds above 0 and at most 3600, got {_kind(raw)}")
    return value
