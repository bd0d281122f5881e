"""Real homes in ``tmp_path``: files on disk, a real journal, no mocks of hermem."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.config import HomePaths, resolve_home
from hermem.store.builtin import BuiltinMemory
from hermem.store.entries import parse_entries
from hermem.store.tool import MemoryTool


class Home:
    """A home directory and direct access to its store files (as an editor or shell would)."""

    def __init__(self, paths: HomePaths) -> None:
        self.paths = paths

    def file(self, target: str = "memory") -> Path:
        return self.paths.memory_file if target == "memory" else self.paths.user_file

    def write(self, data: str | bytes, target: str = "memory") -> Path:
        path = self.file(target)
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, str):
            data = data.encode("utf-8")
        path.write_bytes(data)
        return path

    def raw(self, target: str = "memory") -> bytes | None:
        path = self.file(target)
        return path.read_bytes() if path.exists() else None

    def text(self, target: str = "memory") -> str:
        raw = self.raw(target)
        return "" if raw is None else raw.decode("utf-8")

    def entries(self, target: str = "memory") -> list[str]:
        """The entries on disk, decoded strictly (a BOM is tolerated)."""
        raw = self.raw(target)
        return [] if raw is None else parse_entries(raw.decode("utf-8-sig"))

    def stamp(self, target: str = "memory") -> tuple[bytes, int, int] | None:
        """Bytes, mtime_ns and inode: equal stamps mean the file was not rewritten."""
        path = self.file(target)
        if not path.exists():
            return None
        info = os.stat(path)
        return path.read_bytes(), info.st_mtime_ns, info.st_ino

    def backups(self, target: str = "memory") -> list[Path]:
        path = self.file(target)
        if not path.parent.exists():
            return []
        return sorted(path.parent.glob(f"{path.name}.bak.*"))

    def config(self, yaml_text: str) -> None:
        self.paths.config_file.parent.mkdir(parents=True, exist_ok=True)
        self.paths.config_file.write_text(yaml_text, encoding="utf-8")


@pytest.fixture
def home(tmp_path: Path) -> Home:
    return Home(resolve_home(tmp_path / "home"))


@pytest.fixture
def memory(home: Home) -> Iterator[BuiltinMemory]:
    with BuiltinMemory(home.paths) as mem:
        yield mem


@pytest.fixture
def tool(memory: BuiltinMemory) -> MemoryTool:
    return MemoryTool(memory, session_id="test-session")
