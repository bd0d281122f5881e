"""Run the installed ``hermem`` command in a real subprocess against a throwaway home."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

RUN_TIMEOUT_S = 60


def hermem_executable() -> str:
    """The console script of the venv running the tests (else the one on PATH)."""
    beside = Path(sys.executable).parent / "hermem"
    if beside.exists():
        return str(beside)
    found = shutil.which("hermem")
    if found is None:
        pytest.fail("the `hermem` console script is not installed: run `pip install -e .`")
    return found


@dataclass
class Ran:
    """What one run of the command did."""

    args: list[str]
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)

    def __str__(self) -> str:  # shown when an assertion on a run fails
        return f"hermem {self.args} -> {self.code}\nstdout:\n{self.out}\nstderr:\n{self.err}"


class Hermem:
    """``cli("add", "x")`` runs ``hermem --home <home> add x`` in a fresh process."""

    def __init__(self, home: Path, sandbox: Path) -> None:
        self.home = home
        self.exe = hermem_executable()
        # No real HOME or HERMES_HOME leaks in; temp files (edit drafts) land in the sandbox.
        self.env = {
            **os.environ,
            "HOME": str(sandbox / "user-home"),
            "TMPDIR": str(sandbox / "tmp"),
            "PYTHONUTF8": "1",
        }
        self.env.pop("HERMES_HOME", None)
        self.env.pop("VISUAL", None)
        self.env.pop("EDITOR", None)
        (sandbox / "user-home").mkdir(exist_ok=True)
        (sandbox / "tmp").mkdir(exist_ok=True)

    def raw(
        self, *args: str, input: str | None = None, env: Mapping[str, str] | None = None
    ) -> Ran:
        """Run without adding ``--home`` (the test places it, or relies on the environment)."""
        completed = subprocess.run(
            [self.exe, *args],
            input=input if input is not None else "",
            capture_output=True,
            text=True,
            encoding="utf-8",
            env={**self.env, **(env or {})},
            timeout=RUN_TIMEOUT_S,
            check=False,
        )
        return Ran(list(args), completed.returncode, completed.stdout, completed.stderr)

    def __call__(
        self, *args: str, input: str | None = None, env: Mapping[str, str] | None = None
    ) -> Ran:
        return self.raw("--home", str(self.home), *args, input=input, env=env)

    def ok(self, *args: str, input: str | None = None, env: Mapping[str, str] | None = None) -> Ran:
        ran = self(*args, input=input, env=env)
        assert ran.code == 0, str(ran)
        return ran

    def quick(
        self, *args: str, input: str | None = None, env: Mapping[str, str] | None = None
    ) -> Ran:
        """The same command in this process through click's CliRunner (no process start)."""
        from click.testing import CliRunner

        from hermem.cli import main

        full = ["--home", str(self.home), *args]
        environment: dict[str, str | None] = {"HERMES_HOME": None, **(env or {})}
        result = CliRunner().invoke(main, full, input=input or "", env=environment)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        return Ran(full, result.exit_code, result.stdout, result.stderr)

    def quick_ok(self, *args: str, input: str | None = None) -> Ran:
        ran = self.quick(*args, input=input)
        assert ran.code == 0, str(ran)
        return ran

    def seed(self, *entries: str, target: str = "memory") -> None:
        """Add entries through the library (fast), each one journaled like any write."""
        from hermem import open_memory

        with open_memory(self.home) as memory:
            for entry in entries:
                result = memory.store(target).add(entry, origin="api")
                assert result.success, result.message

    # -- the files on disk ---------------------------------------------------------------

    @property
    def memory_file(self) -> Path:
        return self.home / "memories" / "MEMORY.md"

    @property
    def user_file(self) -> Path:
        return self.home / "memories" / "USER.md"

    def memory_text(self) -> str:
        return self.memory_file.read_text(encoding="utf-8")

    def user_text(self) -> str:
        return self.user_file.read_text(encoding="utf-8")

    def write_config(self, text: str, home: Path | None = None) -> None:
        folder = home or self.home
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "config.yaml").write_text(text, encoding="utf-8")
