"""Where the command looks: --home/--profile (before or after the command), HERMES_HOME,
config.yaml errors, and --help of every command."""

from __future__ import annotations

from pathlib import Path

import pytest
from hermem_cli import Hermem

from hermem.cli import main

COMMANDS = sorted(main.commands)


def test_home_before_the_command(cli: Hermem, tmp_path: Path) -> None:
    home = tmp_path / "before"
    cli.raw("--home", str(home), "add", "Repo uses uv")
    assert (home / "memories" / "MEMORY.md").read_text(encoding="utf-8") == "Repo uses uv"


def test_home_after_the_command(cli: Hermem, tmp_path: Path) -> None:
    home = tmp_path / "after"
    ran = cli.raw("add", "Repo uses uv", "--home", str(home))
    assert ran.code == 0, str(ran)
    assert (home / "memories" / "MEMORY.md").read_text(encoding="utf-8") == "Repo uses uv"
    shown = cli.raw("show", "--json", "--home", str(home))
    assert '"Repo uses uv"' in shown.out


def test_profile_writes_under_profiles_name_memories(cli: Hermem) -> None:
    ran = cli.raw("--home", str(cli.home), "--profile", "p", "add", "Work notes")
    assert ran.code == 0, str(ran)
    assert (cli.home / "profiles" / "p" / "memories" / "MEMORY.md").exists()
    assert not cli.memory_file.exists()
    assert (cli.home / "profiles" / "p" / "state.db").exists()


def test_profile_after_the_command_selects_the_same_profile(cli: Hermem) -> None:
    cli.raw("--profile", "p", "--home", str(cli.home), "add", "Work notes")
    ran = cli.raw("show", "--json", "--home", str(cli.home), "--profile", "p")
    assert ran.code == 0, str(ran)
    assert '"Work notes"' in ran.out
    status = cli.quick_ok("status", "--json", "--profile", "p").json()
    assert status["profile"] == "p"
    assert status["home"] == str(cli.home / "profiles" / "p")


def test_profiles_do_not_share_memory(cli: Hermem) -> None:
    cli.ok("--profile", "a", "add", "Only in a")
    ran = cli.ok("--profile", "b", "show", "--json")
    assert "Only in a" not in ran.out


def test_an_unsafe_profile_name_is_a_usage_error(cli: Hermem) -> None:
    ran = cli("--profile", "../escape", "add", "x")
    assert ran.code == 2, str(ran)
    assert "invalid profile name" in ran.err
    assert not (cli.home.parent / "escape").exists()


def test_hermes_home_environment_is_used(cli: Hermem, tmp_path: Path) -> None:
    home = tmp_path / "from-env"
    ran = cli.raw("add", "Repo uses uv", env={"HERMES_HOME": str(home)})
    assert ran.code == 0, str(ran)
    assert (home / "memories" / "MEMORY.md").read_text(encoding="utf-8") == "Repo uses uv"


def test_home_option_beats_hermes_home(cli: Hermem, tmp_path: Path) -> None:
    env_home = tmp_path / "from-env"
    cli.ok("add", "Repo uses uv", env={"HERMES_HOME": str(env_home)})
    assert cli.memory_file.exists()
    assert not env_home.exists()


def test_default_home_is_dot_hermes_in_the_user_home(cli: Hermem, tmp_path: Path) -> None:
    ran = cli.raw("add", "Repo uses uv")
    assert ran.code == 0, str(ran)
    assert (tmp_path / "user-home" / ".hermes" / "memories" / "MEMORY.md").exists()


def test_bad_config_value_exits_2_naming_the_key(cli: Hermem) -> None:
    cli.write_config("memory: {memory_char_limit: lots}\n")
    ran = cli("status")
    assert ran.code == 2, str(ran)
    assert "memory.memory_char_limit" in ran.err
    assert "Traceback" not in ran.err
    add = cli("add", "Repo uses uv")
    assert add.code == 2
    assert not cli.memory_file.exists(), "a write must not run on a bad config"


@pytest.mark.parametrize(
    ("yaml_text", "key"),
    [
        ("memory: {user_char_limit: -5}\n", "memory.user_char_limit"),
        ("memory: {memory_enabled: perhaps}\n", "memory.memory_enabled"),
        ("memory: {recall_mode: psychic}\n", "memory.recall_mode"),
        ("memory: [1, 2]\n", "'memory'"),
        ("- just\n- a list\n", "config.yaml"),
    ],
)
def test_other_bad_config_values_name_their_key(cli: Hermem, yaml_text: str, key: str) -> None:
    cli.write_config(yaml_text)
    ran = cli.quick("status")
    assert ran.code == 2, str(ran)
    assert key in ran.err


def test_malformed_yaml_is_a_clear_error(cli: Hermem) -> None:
    cli.write_config("memory: [unclosed\n")
    ran = cli("status")
    assert ran.code == 2, str(ran)
    assert "Traceback" not in ran.err
    assert f"{cli.home / 'config.yaml'} is not valid YAML" in ran.err


def test_config_limit_given_as_text_is_accepted(cli: Hermem) -> None:
    cli.write_config("memory:\n  memory_char_limit: '3000'\n")
    assert "0% — 0/3,000 chars" in cli.quick_ok("status").out


def test_home_that_is_a_file_is_a_usage_error(cli: Hermem, tmp_path: Path) -> None:
    not_a_dir = tmp_path / "file"
    not_a_dir.write_text("x", encoding="utf-8")
    ran = cli.raw("--home", str(not_a_dir), "status")
    assert ran.code == 2, str(ran)


def test_main_help_and_version_in_a_subprocess(cli: Hermem) -> None:
    ran = cli.raw("--help")
    assert ran.code == 0, str(ran)
    for command in COMMANDS:
        assert command in ran.out
    version = cli.raw("--version")
    assert version.code == 0 and version.out.startswith("hermem, version ")


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(cli: Hermem, command: str) -> None:
    ran = cli.quick(command, "--help")
    assert ran.code == 0, str(ran)
    assert ran.out.startswith(f"Usage: main {command}") or f" {command} " in ran.out
    assert "--home" in ran.out and "--profile" in ran.out


def test_help_of_a_command_in_a_subprocess_needs_no_home(cli: Hermem, tmp_path: Path) -> None:
    ran = cli.raw("add", "--help", env={"HERMES_HOME": str(tmp_path / "nowhere")})
    assert ran.code == 0, str(ran)
    assert not (tmp_path / "nowhere").exists()
