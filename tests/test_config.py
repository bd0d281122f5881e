"""Home resolution and config.yaml validation."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from hermem.config import MemoryConfig, load_config, resolve_home
from hermem.errors import ConfigError


def test_home_argument_beats_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "env"))
    assert resolve_home(tmp_path / "arg").root == tmp_path / "arg"


def test_hermes_home_environment_is_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "env"))
    assert resolve_home().root == tmp_path / "env"


def test_default_home_is_dot_hermes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HERMES_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert resolve_home().root == tmp_path / ".hermes"


def test_profile_lives_under_profiles(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path, "work")
    assert paths.root == tmp_path / "profiles" / "work"
    assert paths.memory_file == tmp_path / "profiles" / "work" / "memories" / "MEMORY.md"
    assert paths.user_file.name == "USER.md"
    assert paths.state_db == tmp_path / "profiles" / "work" / "state.db"


@pytest.mark.parametrize("name", ["../escape", "a/b", "", " ", ".hidden", "x" * 65])
def test_unsafe_profile_names_are_refused(tmp_path: Path, name: str) -> None:
    if name == "":
        assert resolve_home(tmp_path, name).root == tmp_path
        return
    with pytest.raises(ConfigError, match="profile"):
        resolve_home(tmp_path, name)


def test_missing_config_means_defaults(tmp_path: Path) -> None:
    config = load_config(resolve_home(tmp_path))
    assert config == MemoryConfig()
    assert (config.memory_char_limit, config.user_char_limit) == (2200, 1375)
    assert config.recall_mode == "hybrid"
    assert config.write_approval is False


def _write(tmp_path: Path, text: str) -> MemoryConfig:
    (tmp_path / "config.yaml").write_text(text, encoding="utf-8")
    return load_config(resolve_home(tmp_path))


def test_valid_values_are_read(tmp_path: Path) -> None:
    config = _write(
        tmp_path,
        "memory:\n  memory_enabled: false\n  user_char_limit: '2000'\n"
        "  memory_char_limit: 5000\n  provider: local\n  recall_mode: Tools\n"
        "  write_approval: yes\n  flush_min_turns: 6\n",
    )
    assert config.memory_enabled is False
    assert config.user_char_limit == 2000
    assert config.memory_char_limit == 5000
    assert config.provider == "local"
    assert config.recall_mode == "tools"
    assert config.write_approval is True
    assert config.extra == {"flush_min_turns": 6}


def test_other_sections_are_ignored(tmp_path: Path) -> None:
    config = _write(tmp_path, "model: gpt\ndisplay:\n  memory_notifications: on\n")
    assert config == MemoryConfig()


@pytest.mark.parametrize(
    ("line", "key", "expected"),
    [
        ("memory_char_limit: lots", "memory.memory_char_limit", "whole number"),
        ("memory_char_limit: 0", "memory.memory_char_limit", "whole number"),
        ("user_char_limit: -5", "memory.user_char_limit", "whole number"),
        ("user_char_limit: true", "memory.user_char_limit", "whole number"),
        ("memory_enabled: maybe", "memory.memory_enabled", "true or false"),
        ("recall_mode: sometimes", "memory.recall_mode", "context, tools, hybrid"),
        ("provider: '../evil'", "memory.provider", "provider name"),
        ("write_approval: [1]", "memory.write_approval", "true or false"),
        ("nudge_interval: soon", "memory.nudge_interval", "whole number"),
    ],
)
def test_bad_value_names_the_key_and_the_expected_form(
    tmp_path: Path, line: str, key: str, expected: str
) -> None:
    with pytest.raises(ConfigError) as info:
        _write(tmp_path, f"memory:\n  {line}\n")
    assert info.value.key == key
    assert key in str(info.value)
    assert expected in str(info.value)


def test_memory_section_must_be_a_mapping(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="'memory'"):
        _write(tmp_path, "memory: [1, 2]\n")


def test_malformed_yaml_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not valid YAML"):
        _write(tmp_path, "memory: {memory_char_limit: [\n")


def test_top_level_must_be_a_mapping(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="top level"):
        _write(tmp_path, "- just\n- a list\n")


def test_empty_config_file_means_defaults(tmp_path: Path) -> None:
    assert _write(tmp_path, "") == MemoryConfig()


def test_with_updates_validates(tmp_path: Path) -> None:
    assert MemoryConfig().with_updates(memory_char_limit="3000").memory_char_limit == 3000
    with pytest.raises(ConfigError, match="recall_mode"):
        MemoryConfig().with_updates(recall_mode="never")


def _hermes_state_db(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE schema_version (version INTEGER)")
    conn.execute("CREATE TABLE sessions (id TEXT PRIMARY KEY, source TEXT NOT NULL)")
    conn.commit()
    conn.close()


def test_hermem_uses_state_db_in_a_fresh_home(tmp_path: Path) -> None:
    assert resolve_home(tmp_path).state_db == tmp_path / "state.db"


def test_hermes_agents_own_state_db_is_left_alone(tmp_path: Path) -> None:
    _hermes_state_db(tmp_path / "state.db")
    before = (tmp_path / "state.db").read_bytes()
    paths = resolve_home(tmp_path)
    assert paths.state_db == tmp_path / "hermem.db"
    assert paths.hermes_state_db == tmp_path / "state.db"
    from hermem.sessions import SessionStore
    from hermem.store.builtin import BuiltinMemory

    with BuiltinMemory(paths) as memory:
        assert memory.store("memory").add("Repo uses uv").success
        assert [e.action for e in memory.history()] == ["add"]
    with SessionStore.open(paths) as store:
        store.append_message(store.start_session("s1"), "user", "hello")
    assert (tmp_path / "state.db").read_bytes() == before
    assert (tmp_path / "hermem.db").exists()


def test_hermem_db_is_sticky_once_created(tmp_path: Path) -> None:
    _hermes_state_db(tmp_path / "state.db")
    from hermem.store.builtin import BuiltinMemory

    with BuiltinMemory(resolve_home(tmp_path)) as memory:
        assert memory.store("user").add("Name: Ada").success
    (tmp_path / "state.db").unlink()
    assert resolve_home(tmp_path).state_db == tmp_path / "hermem.db"


def test_hermems_own_state_db_is_recognised(tmp_path: Path) -> None:
    from hermem.store.builtin import BuiltinMemory

    with BuiltinMemory(resolve_home(tmp_path)) as memory:
        assert memory.store("user").add("Name: Ada").success
    assert resolve_home(tmp_path).state_db == tmp_path / "state.db"
