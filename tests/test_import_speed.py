"""`import hermem` and `hermem --help` stay light: no YAML, SQLite or store code until needed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

HEAVY = ("yaml", "sqlite3", "_sqlite3", "hermem.store", "hermem.storage", "hermem.safety")
# Generous: a cold interpreter start is ~20 ms; this only catches a heavy import creeping in.
BOUND_S = 2.0

LOADED = "import json, sys; print(json.dumps(sorted(sys.modules)))"


def clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.pop("HERMES_HOME", None)
    return env


def loaded_after(code: str) -> tuple[list[str], float]:
    started = time.perf_counter()
    completed = subprocess.run(
        [sys.executable, "-c", f"{code}\n{LOADED}"],
        capture_output=True,
        text=True,
        env=clean_env(),
        timeout=60,
        check=True,
    )
    return json.loads(completed.stdout.splitlines()[-1]), time.perf_counter() - started


def heavy_in(modules: list[str]) -> list[str]:
    return [m for m in modules if m in HEAVY or m.startswith(tuple(h + "." for h in HEAVY))]


def test_import_hermem_loads_no_heavy_module_and_is_fast() -> None:
    modules, elapsed = loaded_after("import hermem")
    assert heavy_in(modules) == []
    assert "click" not in modules
    assert elapsed < BOUND_S


def test_hermem_version_attribute_needs_no_heavy_module() -> None:
    modules, _ = loaded_after("import hermem; assert hermem.__version__")
    assert heavy_in(modules) == []


def test_cli_help_loads_no_heavy_module() -> None:
    code = (
        "import sys\n"
        "from hermem.cli import main\n"
        "try:\n"
        "    main(['--help'], prog_name='hermem')\n"
        "except SystemExit as exc:\n"
        "    assert exc.code == 0, exc.code\n"
    )
    modules, elapsed = loaded_after(code)
    assert heavy_in(modules) == []
    assert elapsed < BOUND_S


def test_hermem_help_command_finishes_quickly(tmp_path: Path) -> None:
    exe = Path(sys.executable).parent / "hermem"
    found = str(exe) if exe.exists() else shutil.which("hermem")
    if found is None:
        pytest.fail("the `hermem` console script is not installed: run `pip install -e .`")
    env = {**clean_env(), "HOME": str(tmp_path)}
    started = time.perf_counter()
    completed = subprocess.run(
        [found, "--help"], capture_output=True, text=True, env=env, timeout=60, check=False
    )
    elapsed = time.perf_counter() - started
    assert completed.returncode == 0, completed.stderr
    assert "Usage:" in completed.stdout
    assert elapsed < BOUND_S
    assert not (tmp_path / ".hermes").exists(), "--help must not create a home"
