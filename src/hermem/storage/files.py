"""File primitives for the bounded stores: an owner-only lock file, atomic writes, backups.

Every mutation runs lock -> reload -> mutate -> atomic write, so concurrent writers merge
instead of overwriting each other, and readers (who take no lock) always see a complete file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import threading
import time
from pathlib import Path
from types import TracebackType

from hermem.errors import LockError, StoreUnreadableError

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOCK_TIMEOUT_SECONDS = 30.0
# A temp file this old belongs to no live writer (a write takes milliseconds).
STALE_TEMP_SECONDS = 600.0


class FileLock:
    """An exclusive advisory lock on ``<file>.lock``, created 0600; a symlinked lock is refused."""

    def __init__(self, path: Path, timeout: float = LOCK_TIMEOUT_SECONDS) -> None:
        self.path = path
        self.timeout = timeout
        self._fd: int | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        try:
            fd = os.open(self.path, flags, 0o600)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise LockError(
                    f"refusing to use lock file {self.path}: it is a symbolic link"
                ) from exc
            raise LockError(f"cannot open lock file {self.path}: {exc.strerror}") from exc
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise LockError(f"refusing to use lock file {self.path}: not a regular file")
            if stat.S_IMODE(info.st_mode) & 0o077:
                os.fchmod(fd, 0o600)
            self._wait_for(fd)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd

    def _wait_for(self, fd: int) -> None:
        if fcntl is None:  # pragma: no cover - no advisory locks on this platform
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            pass
        # Contended: a blocking flock wakes the moment the holder lets go (polling with
        # sleeps starves unlucky waiters), run in a helper thread so a timeout still applies.
        waiter = _BlockingWaiter(fd)
        if not waiter.wait(self.timeout):
            raise LockError(
                f"timed out after {self.timeout:.0f}s waiting for {self.path} "
                "(another process holds it)"
            )

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()


class _BlockingWaiter:
    """Takes a blocking flock on a duplicate of ``fd`` in a daemon thread.

    The duplicate shares the open file description, so the lock it takes is the caller's.
    If the caller gives up first, the thread releases the lock as soon as it gets it.
    """

    def __init__(self, fd: int) -> None:
        self._fd = os.dup(fd)
        self._done = threading.Event()
        self._decided = threading.Lock()
        self._abandoned = False
        self._error: OSError | None = None
        threading.Thread(target=self._run, name="hermem-lock-wait", daemon=True).start()

    def _run(self) -> None:
        assert fcntl is not None
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX)
        except OSError as exc:
            self._error = exc
        with self._decided:
            if self._abandoned and self._error is None:
                fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._done.set()

    def wait(self, timeout: float) -> bool:
        """True once the lock is held; False (and nothing held) after ``timeout`` seconds."""
        self._done.wait(timeout)
        with self._decided:
            if not self._done.is_set():
                self._abandoned = True
                return False
        if self._error is not None:
            raise LockError(f"cannot lock: {self._error.strerror}") from self._error
        return True


def write_target(path: Path) -> Path:
    """The file a write really replaces: a symlinked store keeps its link and updates the target."""
    return path.resolve() if path.is_symlink() else path


def read_bytes(path: Path) -> bytes | None:
    """The raw file, or None when it does not exist."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except IsADirectoryError as exc:
        raise StoreUnreadableError(f"{path} could not be read: it is a directory") from exc
    except OSError as exc:
        raise StoreUnreadableError(f"{path} could not be read: {exc.strerror}") from exc


def decode_text(path: Path, raw: bytes) -> str:
    """Strict UTF-8 (a leading BOM is tolerated); undecodable bytes are an error, never 'empty'."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise StoreUnreadableError(
            f"{path.name} could not be read: it is not valid UTF-8 (byte {exc.start}). "
            "The file was left untouched; fix its encoding or move it away, then retry."
        ) from exc


def atomic_write(path: Path, data: bytes, durable: bool = True) -> None:
    """Write a temp file beside ``path``, fsync it, rename it over ``path``, fsync the folder."""
    target = write_target(path)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = 0o600
    fd, tmp_name = tempfile.mkstemp(prefix=".mem_", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    if durable:
        fsync_directory(folder)


def remove_stale_temps(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Delete ``.mem_*.tmp`` files a killed writer left behind; returns how many went."""
    cutoff = time.time() - older_than
    removed = 0
    try:
        with os.scandir(folder) as listing:
            for item in listing:
                if not (item.name.startswith(".mem_") and item.name.endswith(".tmp")):
                    continue
                with contextlib.suppress(OSError):
                    if item.stat(follow_symlinks=False).st_mtime < cutoff:
                        os.unlink(item.path)
                        removed += 1
    except OSError:
        return removed
    return removed


def fsync_directory(folder: Path) -> None:
    try:
        dir_fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:  # pragma: no cover - platforms without directory fds
        return
    try:
        os.fsync(dir_fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(dir_fd)


def backup_copy(path: Path, data: bytes) -> Path:
    """Save ``data`` to ``<file>.bak.<unix time>`` (unique, owner-only) and return its path."""
    stamp = int(time.time())
    candidate = path.with_name(f"{path.name}.bak.{stamp}")
    n = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.bak.{stamp}.{n}")
        n += 1
    atomic_write(candidate, data)
    return candidate
