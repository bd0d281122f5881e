"""Request limits: body size (refused before anything parses it) and a per-key rate.

The body limit is a plain ASGI middleware: it checks ``Content-Length`` first, then counts
the bytes as they arrive (a chunked body has no length), and only a body within the limit
reaches the application, replayed from memory.
"""

from __future__ import annotations

import sys
import threading
import time
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from hermem.server.errors import error_response


class BodyLimit:
    """Answers 413 ``body_too_large`` to any request body over ``max_bytes``."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared, chunked = _body_headers(scope)
        if not chunked and not declared:  # no body: nothing to count
            await self.app(scope, receive, send)
            return
        if declared is not None and declared > self.max_bytes:
            await self._refuse(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            body = message.get("body", b"")
            size += len(body)
            if size > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
            if body:
                chunks.append(body)
            if not message.get("more_body", False):
                break
        pending: list[Message] = [{"type": "http.request", "body": b"".join(chunks)}]

        async def replay() -> Message:
            return pending.pop() if pending else await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = error_response(
            413,
            "body_too_large",
            f"the request body is over the limit of {self.max_bytes:,} bytes",
            {"Connection": "close"},
            limit=self.max_bytes,
        )
        await response(scope, receive, send)


def _body_headers(scope: Scope) -> tuple[int | None, bool]:
    """The declared Content-Length (None when absent) and whether the body is chunked."""
    declared: int | None = None
    chunked = False
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            text = value.decode("latin-1").strip()
            # A malformed length cannot be trusted: treat it as too large.
            declared = int(text) if text.isdigit() else sys.maxsize
        elif name == b"transfer-encoding":
            chunked = True
    return declared, chunked


class RateLimiter:
    """A token bucket per key: ``rate`` requests a second, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = max(burst, 1.0)
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.rate > 0

    def acquire(self, key: str) -> float:
        """0.0 when the request may go ahead, else the seconds until it could."""
        if not self.enabled:
            return 0.0
        now = time.monotonic()
        with self._lock:
            tokens, last = self._buckets.get(key, (self.burst, now))
            tokens = min(self.burst, tokens + (now - last) * self.rate)
            if tokens >= 1.0:
                self._buckets[key] = (tokens - 1.0, now)
                return 0.0
            self._buckets[key] = (tokens, now)
            return (1.0 - tokens) / self.rate

    def status(self) -> dict[str, Any]:
        return {"rate": self.rate, "burst": self.burst}
