"""Settings of the local provider: the ``providers.local`` section of config.yaml.

providers:
  local:
    db_path: ~/.hermes/facts.db      # default: facts.db in the home
    auto_extract: true               # keep facts from every synced turn
    extractor: rules                 # rules | llm (any OpenAI-compatible endpoint)
    llm_base_url: http://127.0.0.1:8080/v1
    llm_model: qwen2.5-7b-instruct
    llm_api_key_env: FACTS_API_KEY   # the env var holding the key (optional)
    semantic: auto                   # auto | on | off: fact embeddings (embed extra)
    prefetch_limit: 6                # facts recalled before a turn
    prefetch_chars: 1500             # and at most this many characters of them
    min_trust: 0.2                   # facts below this trust are not recalled
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from hermem.config import HomePaths, read_config_document
from hermem.errors import ConfigError

SECTION = ("providers", "local")
EXTRACTORS = ("rules", "llm")
SEMANTIC = ("auto", "on", "off")


@dataclass(frozen=True, slots=True)
class LocalSettings:
    db_path: Path
    auto_extract: bool = True
    extractor: str = "rules"
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key_env: str | None = None
    llm_timeout: float = 20.0
    semantic: str = "auto"
    prefetch_limit: int = 6
    prefetch_chars: int = 1500
    min_trust: float = 0.2

    @property
    def llm_api_key(self) -> str | None:
        return os.environ.get(self.llm_api_key_env) if self.llm_api_key_env else None

    @classmethod
    def load(cls, paths: HomePaths) -> LocalSettings:
        document = read_config_document(paths)
        section: Any = document.get(SECTION[0]) or {}
        if not isinstance(section, Mapping):
            raise ConfigError(SECTION[0], "expected a mapping of provider settings")
        return cls.from_mapping(section.get(SECTION[1]), paths)

    @classmethod
    def from_mapping(cls, raw: Any, paths: HomePaths) -> LocalSettings:
        if raw is None:
            raw = {}
        if not isinstance(raw, Mapping):
            raise ConfigError("providers.local", "expected a mapping of settings")
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, value in raw.items():
            name = f"providers.local.{key}"
            if key not in known:
                raise ConfigError(name, f"unknown setting (known: {', '.join(sorted(known))})")
            values[key] = _check(name, key, value)
        db = values.pop("db_path", None)
        path = Path(db).expanduser() if db else paths.root / "facts.db"
        if not path.is_absolute():
            path = paths.root / path
        settings = cls(db_path=path, **values)
        if settings.extractor == "llm" and not (settings.llm_base_url and settings.llm_model):
            raise ConfigError(
                "providers.local.extractor", "extractor: llm needs llm_base_url and llm_model"
            )
        return settings


def _check(name: str, key: str, value: Any) -> Any:
    if key == "db_path":
        if not isinstance(value, str) or not value.strip():
            raise ConfigError(name, "expected a file path")
        return os.path.expandvars(value.strip())
    if key == "auto_extract":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false", "yes", "no", "on", "off"):
            return value.lower() in ("true", "yes", "on")
        raise ConfigError(name, f"expected true or false, got {value!r}")
    if key == "extractor":
        return _choice(name, value, EXTRACTORS)
    if key == "semantic":
        if isinstance(value, bool):  # YAML reads a bare on/off as a boolean
            return "on" if value else "off"
        return _choice(name, value, SEMANTIC)
    if key in ("llm_base_url", "llm_model", "llm_api_key_env"):
        if value is None:
            return None
        if not isinstance(value, str):
            raise ConfigError(name, f"expected text, got {value!r}")
        return value.strip() or None
    if key in ("prefetch_limit", "prefetch_chars"):
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100_000:
            return value
        raise ConfigError(name, f"expected a whole number from 0 to 100000, got {value!r}")
    if isinstance(value, int | float) and not isinstance(value, bool):
        number = float(value)
        if key == "min_trust" and 0.0 <= number <= 1.0:
            return number
        if key == "llm_timeout" and 0.0 < number <= 600.0:
            return number
    raise ConfigError(name, f"out of range or not a number: {value!r}")


def _choice(name: str, value: Any, choices: tuple[str, ...]) -> str:
    if isinstance(value, str) and value.strip().lower() in choices:
        return value.strip().lower()
    raise ConfigError(name, f"expected one of {', '.join(choices)}, got {value!r}")
