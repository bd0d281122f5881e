"""The home directory, profiles, and the ``memory:`` and ``storage:`` sections of config.yaml.

The layout is Hermes Agent's, so an existing Hermes home works as is::

    $HERMES_HOME (default ~/.hermes)
        config.yaml
        state.db
        memories/MEMORY.md
        memories/USER.md
        profiles/<name>/...     (same layout, one per profile)
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from hermem.errors import ConfigError

HOME_ENV_VAR = "HERMES_HOME"
DATABASE_URL_ENV_VAR = "HERMEM_DATABASE_URL"
DEFAULT_TENANT = "default"
DEFAULT_HOME = Path("~/.hermes")
PROFILE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
TENANT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@:+-]{0,127}$")
RECALL_MODES = ("context", "tools", "hybrid")
HERMEM_DB_NAME = "hermem.db"
MAX_CHAR_LIMIT = 1_000_000

_TRUE_WORDS = frozenset({"true", "yes", "on", "1"})
_FALSE_WORDS = frozenset({"false", "no", "off", "0"})


@dataclass(frozen=True, slots=True)
class HomePaths:
    """Where one profile's memory lives. Bound once, never re-read from the environment."""

    root: Path
    profile: str | None = None

    @property
    def memories_dir(self) -> Path:
        return self.root / "memories"

    @property
    def memory_file(self) -> Path:
        return self.memories_dir / "MEMORY.md"

    @property
    def user_file(self) -> Path:
        return self.memories_dir / "USER.md"

    @property
    def hermes_state_db(self) -> Path:
        """Where Hermes Agent keeps its own sessions (``state.db``)."""
        return self.root / "state.db"

    @property
    def state_db(self) -> Path:
        """hermem's database: ``state.db``, or ``hermem.db`` beside it in a Hermes Agent home.

        Hermes Agent's own ``state.db`` has tables of the same names and its own
        migrations, so hermem never writes into it; import its sessions instead.
        """
        own = self.root / HERMEM_DB_NAME
        if own.exists() or is_foreign_database(self.hermes_state_db):
            return own
        return self.hermes_state_db

    @property
    def config_file(self) -> Path:
        return self.root / "config.yaml"


def is_foreign_database(path: Path) -> bool:
    """True for an SQLite file with tables but not hermem's (Hermes Agent's ``state.db``)."""
    try:
        if path.stat().st_size == 0:
            return False
    except OSError:
        return False
    import sqlite3
    from urllib.parse import quote

    try:
        conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
        try:
            names = {
                r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
        finally:
            conn.close()
    except sqlite3.Error:
        return False  # unreadable: hermem's own code reports it where it is used
    return bool(names) and "schema_migrations" not in names


def resolve_home(
    home: str | os.PathLike[str] | None = None, profile: str | None = None
) -> HomePaths:
    """Resolve the home: ``home`` argument, else ``$HERMES_HOME``, else ``~/.hermes``.

    A profile lives in ``<home>/profiles/<name>/`` with the same layout.
    """
    if home is not None and str(home) != "":
        base = Path(home)
    elif os.environ.get(HOME_ENV_VAR):
        base = Path(os.environ[HOME_ENV_VAR])
    else:
        base = DEFAULT_HOME
    base = base.expanduser().absolute()
    if profile is None or profile == "":
        return HomePaths(root=base)
    if not PROFILE_NAME.match(profile):
        raise ConfigError(
            "profile",
            f"invalid profile name {profile!r}: use letters, digits, '_', '-' or '.', "
            "starting with a letter or digit (at most 64 characters)",
        )
    return HomePaths(root=base / "profiles" / profile, profile=profile)


@dataclass(frozen=True, slots=True)
class MemoryConfig:
    """The ``memory:`` section of config.yaml, validated."""

    memory_enabled: bool = True
    user_profile_enabled: bool = True
    memory_char_limit: int = 2200
    user_char_limit: int = 1375
    provider: str = ""
    recall_mode: str = "hybrid"
    write_approval: bool = False
    nudge_interval: int = 10
    extra: Mapping[str, Any] = field(default_factory=dict)

    def char_limit(self, target: str) -> int:
        return self.memory_char_limit if target == "memory" else self.user_char_limit

    def target_enabled(self, target: str) -> bool:
        return self.memory_enabled if target == "memory" else self.user_profile_enabled

    @classmethod
    def from_mapping(cls, section: Any) -> MemoryConfig:
        """Validate a ``memory:`` mapping; a bad value raises ConfigError naming the key."""
        if section is None:
            return cls()
        if not isinstance(section, Mapping):
            raise ConfigError("memory", f"expected a mapping of settings, got {_kind(section)}")
        known = {f.name for f in fields(cls)} - {"extra"}
        values: dict[str, Any] = {}
        extra: dict[str, Any] = {}
        for key, raw in section.items():
            if key not in known:
                extra[str(key)] = raw
                continue
            values[key] = _VALIDATORS[key](f"memory.{key}", raw)
        return cls(**values, extra=extra)

    def with_updates(self, **updates: Any) -> MemoryConfig:
        checked: dict[str, Any] = {k: _VALIDATORS[k](f"memory.{k}", v) for k, v in updates.items()}
        return replace(self, **checked)


def load_config(paths: HomePaths) -> MemoryConfig:
    """Read ``config.yaml`` of a home; a missing file means all defaults."""
    data = read_config_document(paths)
    return MemoryConfig.from_mapping(data.get("memory"))


@dataclass(frozen=True, slots=True)
class StorageConfig:
    """Where memory lives: the home's files and SQLite, or PostgreSQL when a URL is set.

    ``tenant`` separates the memories of users or teams that share one database; with the
    profile (and, for a bounded store, the target) it keys every row. On PostgreSQL the
    bounded stores, their journal and staged (pending) writes, past sessions and the local
    provider's facts all live there, each change journaled in the transaction that makes
    it; otherwise they are the home's files and SQLite databases.
    """

    database_url: str = ""
    tenant: str = DEFAULT_TENANT

    @property
    def uses_postgres(self) -> bool:
        return bool(self.database_url)

    @classmethod
    def from_mapping(cls, section: Any, environ: Mapping[str, str] | None = None) -> StorageConfig:
        """Validate a ``storage:`` mapping; ``$HERMEM_DATABASE_URL`` beats its database_url."""
        if section is None:
            section = {}
        if not isinstance(section, Mapping):
            raise ConfigError("storage", f"expected a mapping of settings, got {_kind(section)}")
        env = os.environ if environ is None else environ
        url = _as_database_url("storage.database_url", section.get("database_url"))
        if env.get(DATABASE_URL_ENV_VAR, "").strip():
            url = _as_database_url(DATABASE_URL_ENV_VAR, env[DATABASE_URL_ENV_VAR])
        tenant = _as_tenant("storage.tenant", section.get("tenant", DEFAULT_TENANT))
        return cls(database_url=url, tenant=tenant)


def load_storage_config(
    paths: HomePaths, environ: Mapping[str, str] | None = None
) -> StorageConfig:
    """The ``storage:`` section of config.yaml, with ``$HERMEM_DATABASE_URL`` applied."""
    return StorageConfig.from_mapping(read_config_document(paths).get("storage"), environ)


def read_config_document(paths: HomePaths) -> dict[str, Any]:
    """The whole config.yaml as a dict ({} when missing); malformed YAML raises ConfigError."""
    try:
        text = paths.config_file.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError("config.yaml", f"cannot read {paths.config_file}: {exc}") from exc
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ConfigError("config.yaml", f"{paths.config_file} is not valid YAML: {exc}") from exc
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError("config.yaml", f"expected a mapping at the top level, got {_kind(data)}")
    return data


def update_config(paths: HomePaths, section: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """Set ``values`` in one section of config.yaml (created if missing), atomically.

    Other sections and keys are kept (comments are not: the file is rewritten). The
    ``memory`` section is validated first, so a bad value raises ConfigError and nothing
    is written. Returns the whole document as written.
    """
    import yaml

    from hermem.storage.files import atomic_write

    document = read_config_document(paths)
    current = document.get(section)
    if current is not None and not isinstance(current, Mapping):
        raise ConfigError(section, f"expected a mapping of settings, got {_kind(current)}")
    merged = {**(current or {}), **values}
    if section == "memory":
        MemoryConfig.from_mapping(merged)
    elif section == "storage":
        StorageConfig.from_mapping(merged, environ={})
    document[section] = merged
    text = yaml.safe_dump(document, sort_keys=False, allow_unicode=True)
    atomic_write(paths.config_file, text.encode("utf-8"))
    return document


def _kind(value: Any) -> str:
    return f"{type(value).__name__} {value!r}"[:80]


def _as_bool(key: str, raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in _TRUE_WORDS | _FALSE_WORDS:
        return raw.strip().lower() in _TRUE_WORDS
    raise ConfigError(key, f"expected true or false, got {_kind(raw)}")


def _as_limit(key: str, raw: Any) -> int:
    value: int | None = None
    if isinstance(raw, int) and not isinstance(raw, bool):
        value = raw
    elif isinstance(raw, str) and raw.strip().replace("_", "").replace(",", "").isdigit():
        value = int(raw.strip().replace("_", "").replace(",", ""))
    if value is None or not 1 <= value <= MAX_CHAR_LIMIT:
        raise ConfigError(
            key,
            f"expected a whole number of characters from 1 to {MAX_CHAR_LIMIT:,}, got {_kind(raw)}",
        )
    return value


def _as_interval(key: str, raw: Any) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0:
        return raw
    if isinstance(raw, str) and raw.strip().isdigit():
        return int(raw.strip())
    raise ConfigError(key, f"expected a whole number of turns (0 turns it off), got {_kind(raw)}")


def _as_provider(key: str, raw: Any) -> str:
    if raw is None or raw == "":
        return ""
    if isinstance(raw, str) and PROFILE_NAME.match(raw.strip()):
        return raw.strip()
    raise ConfigError(
        key,
        f"expected a provider name such as 'local' (or \"\" for built-in only), got {_kind(raw)}",
    )


def _as_database_url(key: str, raw: Any) -> str:
    if raw is None or raw == "":
        return ""
    if isinstance(raw, str):
        url = raw.strip()
        if url.startswith(("postgresql://", "postgres://")) or "=" in url:
            return url
    shown = "a value that is not a URL" if isinstance(raw, str) else _kind(raw)
    raise ConfigError(
        key,
        "expected a PostgreSQL URL such as postgresql://user@host:5432/dbname "
        f'(or "" for the home\'s files), got {shown}',
    )


def _as_tenant(key: str, raw: Any) -> str:
    if isinstance(raw, str | int) and not isinstance(raw, bool):
        name = str(raw).strip()
        if TENANT_NAME.match(name):
            return name
    raise ConfigError(
        key,
        "expected a tenant name of letters, digits and '_.@:+-', starting with a letter or "
        f"digit (at most 128 characters), got {_kind(raw)}",
    )


def _as_recall_mode(key: str, raw: Any) -> str:
    if isinstance(raw, str) and raw.strip().lower() in RECALL_MODES:
        return raw.strip().lower()
    raise ConfigError(key, f"expected one of {', '.join(RECALL_MODES)}, got {_kind(raw)}")


_VALIDATORS: dict[str, Callable[[str, Any], Any]] = {
    "memory_enabled": _as_bool,
    "user_profile_enabled": _as_bool,
    "memory_char_limit": _as_limit,
    "user_char_limit": _as_limit,
    "provider": _as_provider,
    "recall_mode": _as_recall_mode,
    "write_approval": _as_bool,
    "nudge_interval": _as_interval,
}
