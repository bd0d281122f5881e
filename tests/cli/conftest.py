"""Fixtures for the command-line tests: a throwaway home and a runner for `hermem`."""

from __future__ import annotations

from pathlib import Path

import pytest
from hermem_cli import Hermem


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


@pytest.fixture
def cli(tmp_path: Path, home: Path) -> Hermem:
    return Hermem(home, tmp_path)
