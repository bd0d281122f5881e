"""The lock file's hardening, atomic writes and concurrent writers (spec 1.8)."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem.errors import HermemError, LockError
from hermem.storage.files import FileLock, atomic_write
from hermem.store.builtin import BuiltinMemory
from hermem.store.tool import MemoryTool

from .conftest import Home

# Bytes on disk and lock files: what these pin has no PostgreSQL counterpart.
pytestmark = pytest.mark.file_backend_only


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture
def permissive_umask() -> Iterator[None]:
    old = os.umask(0)
    try:
        yield
    finally:
        os.umask(old)


def lock_path(home: Home, target: str = "memory") -> Path:
    path = home.file(target)
    return path.with_name(path.name + ".lock")


def test_new_lock_file_is_owner_only_under_permissive_umask(
    tool: MemoryTool, home: Home, permissive_umask: None
) -> None:
    assert tool.handle({"action": "add", "content": "fact"})["success"]
    assert mode(lock_path(home)) == 0o600


def test_new_store_file_is_owner_only_under_permissive_umask(
    tool: MemoryTool, home: Home, permissive_umask: None
) -> None:
    assert tool.handle({"action": "add", "content": "fact"})["success"]
    assert mode(home.file()) == 0o600


def test_existing_loose_lock_file_is_tightened(tool: MemoryTool, home: Home) -> None:
    lock = lock_path(home)
    lock.parent.mkdir(parents=True)
    lock.write_bytes(b"")
    os.chmod(lock, 0o664)
    assert tool.handle({"action": "add", "content": "fact"})["success"]
    assert mode(lock) == 0o600


def test_symlinked_lock_file_is_refused_and_its_target_untouched(
    tool: MemoryTool, home: Home, tmp_path: Path
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"do not touch")
    os.chmod(victim, 0o644)
    home.write("alpha")
    lock_path(home).symlink_to(victim)
    before = home.stamp()
    result = tool.handle({"action": "add", "content": "fact"})
    assert result["success"] is False
    assert "symbolic link" in result["error"]
    assert victim.read_bytes() == b"do not touch"
    assert mode(victim) == 0o644
    assert home.stamp() == before


def test_dangling_lock_symlink_is_refused_without_creating_its_target(
    tool: MemoryTool, home: Home, tmp_path: Path
) -> None:
    nowhere = tmp_path / "created-by-accident"
    home.paths.memories_dir.mkdir(parents=True)
    lock_path(home).symlink_to(nowhere)
    result = tool.handle({"action": "add", "content": "fact"})
    assert result["success"] is False
    assert not nowhere.exists()
    assert home.raw() is None


def test_file_lock_raises_lock_error_on_symlink(tmp_path: Path) -> None:
    target = tmp_path / "target"
    target.write_bytes(b"x")
    link = tmp_path / "MEMORY.md.lock"
    link.symlink_to(target)
    with pytest.raises(LockError, match="symbolic link"), FileLock(link):
        pass
    assert issubclass(LockError, HermemError)
    assert target.read_bytes() == b"x"


def test_lock_that_is_a_directory_is_a_structured_error(tool: MemoryTool, home: Home) -> None:
    lock_path(home).mkdir(parents=True)
    result = tool.handle({"action": "add", "content": "fact"})
    assert result["success"] is False
    assert home.raw() is None


def test_file_lock_excludes_a_second_holder_until_released(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    with (
        FileLock(path),
        pytest.raises(LockError, match="timed out"),
        FileLock(path, timeout=0.05),
    ):
        pass
    with FileLock(path, timeout=0.05):
        pass


def test_write_waits_for_the_lock_held_by_another_writer(tool: MemoryTool, home: Home) -> None:
    holder = FileLock(lock_path(home))
    holder.acquire()
    results: list[dict[str, object]] = []
    worker = threading.Thread(
        target=lambda: results.append(tool.handle({"action": "add", "content": "late"}))
    )
    worker.start()
    worker.join(0.3)
    assert worker.is_alive()  # blocked on the lock
    assert home.raw() is None
    holder.release()
    worker.join(10)
    assert results and results[0]["success"] is True
    assert home.entries() == ["late"]


def test_concurrent_writers_in_two_instances_all_persist(home: Home) -> None:
    def writer(prefix: str) -> None:
        with BuiltinMemory(home.paths) as memory:
            tool = MemoryTool(memory)
            for i in range(15):
                result = tool.handle({"action": "add", "target": "user", "content": f"{prefix}{i}"})
                assert result["success"], result

    threads = [threading.Thread(target=writer, args=(p,)) for p in ("a", "b", "c")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    entries = home.entries("user")
    assert sorted(entries) == sorted(f"{p}{i}" for p in "abc" for i in range(15))
    with BuiltinMemory(home.paths) as memory:
        assert len(memory.history(target="user", limit=100)) == 45


def test_atomic_write_keeps_a_symlinked_store_a_symlink(
    tool: MemoryTool, home: Home, tmp_path: Path
) -> None:
    real = tmp_path / "synced" / "MEMORY.md"
    real.parent.mkdir()
    real.write_text("alpha", encoding="utf-8")
    home.paths.memories_dir.mkdir(parents=True)
    home.file().symlink_to(real)
    assert tool.handle({"action": "add", "content": "beta"})["success"]
    assert home.file().is_symlink()
    assert real.read_text(encoding="utf-8") == "alpha\n§\nbeta"


def test_atomic_write_keeps_the_store_file_mode(tool: MemoryTool, home: Home) -> None:
    home.write("alpha")
    os.chmod(home.file(), 0o640)
    assert tool.handle({"action": "add", "content": "beta"})["success"]
    assert mode(home.file()) == 0o640


def test_atomic_write_leaves_no_temp_file_when_the_rename_fails(tmp_path: Path) -> None:
    target = tmp_path / "dir-in-the-way"
    target.mkdir()
    (target / "child").write_bytes(b"x")
    with pytest.raises(OSError):
        atomic_write(target, b"data")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dir-in-the-way"]
