"""One daemon thread that runs submitted calls in order, off the caller's path."""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from typing import Any

log = logging.getLogger("hermem.background")


class SerialWorker:
    """Runs submitted calls one after another on a daemon thread.

    Calls are expected to handle their own errors; one that raises anyway is logged and
    the next call runs. ``flush`` waits for what was submitted so far; ``stop`` drains
    for a bounded time and reports what it had to drop.
    """

    def __init__(self, name: str = "hermem-worker") -> None:
        self._queue: queue.Queue[Callable[[], Any] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, call: Callable[[], Any]) -> None:
        self._queue.put(call)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything submitted so far has run; False when ``timeout`` passed."""
        if not self._thread.is_alive():
            return True
        done = threading.Event()
        self._queue.put(done.set)
        return done.wait(timeout)

    def stop(self, drain: float) -> int:
        """Run what is queued for up to ``drain`` seconds; returns how many were dropped."""
        self._queue.put(None)
        self._thread.join(drain)
        if not self._thread.is_alive():
            return 0
        dropped = 0
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                return dropped
            dropped += item is not None

    def _run(self) -> None:
        while True:
            call = self._queue.get()
            if call is None:
                return
            try:
                call()
            except Exception:
                log.exception("background call failed")
