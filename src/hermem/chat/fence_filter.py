"""Removes ``<memory-context>`` ... ``</memory-context>`` spans from text as it streams (pure).

A model sometimes echoes the recalled context it was given; the user should not see it.
Text arrives in arbitrary chunks, so a tag may be split across them: whatever could still
become a tag is held back until the next chunk decides. The output of any chunking equals
the output for the whole text at once.

Tags are matched like :func:`hermem.providers.fence.strip_memory_context` matches them:
any case, spaces inside the brackets, attributes on the opening tag. Spans nest (a forged
opening tag inside a span does not let its closing tag reveal the rest), a stray closing
tag is removed, and a span still open when the text ends is dropped to the end.
"""

from __future__ import annotations

from enum import Enum

NAME = "memory-context"
MAX_SPACES = 8  # inside a tag's brackets; more and it is ordinary text
MAX_ATTRIBUTES = 200  # characters between the name and ">" of an opening tag


class Tag(Enum):
    OPEN = "open"
    CLOSE = "close"
    PARTIAL = "partial"  # could still become a tag: the text ends first
    NONE = "none"


def match_tag(text: str, start: int) -> tuple[Tag, int]:
    """What the ``<`` at ``text[start]`` begins, and for a tag the index just past it."""
    end = len(text)
    i = start + 1
    i, state = _spaces(text, i)
    if state is not None:
        return state, i
    closing = text[i] == "/"
    if closing:
        i, state = _spaces(text, i + 1)
        if state is not None:
            return state, i
    for expected in NAME:
        if i == end:
            return Tag.PARTIAL, i
        if text[i].lower() != expected:
            return Tag.NONE, i
        i += 1
    if closing:
        i, state = _spaces(text, i)
        if state is not None:
            return state, i
        return (Tag.CLOSE, i + 1) if text[i] == ">" else (Tag.NONE, i)
    if i == end:
        return Tag.PARTIAL, i
    if text[i] == ">":
        return Tag.OPEN, i + 1
    if text[i].isalnum() or text[i] == "_":
        return Tag.NONE, i  # a longer name such as <memory-contexts>
    close = text.find(">", i, i + MAX_ATTRIBUTES + 1)
    if close >= 0:
        return Tag.OPEN, close + 1
    return (Tag.PARTIAL, end) if end < i + MAX_ATTRIBUTES + 1 else (Tag.NONE, i)


def _spaces(text: str, i: int) -> tuple[int, Tag | None]:
    """Skip whitespace; a verdict when the text ends (PARTIAL) or has too much of it (NONE)."""
    first = i
    while i < len(text) and text[i].isspace():
        i += 1
        if i - first > MAX_SPACES:
            return i, Tag.NONE
    return i, Tag.PARTIAL if i == len(text) else None


class FenceFilter:
    """Feed chunks in, get the visible text out; call :meth:`flush` when the text ends."""

    def __init__(self) -> None:
        self._pending = ""
        self._depth = 0  # how many spans are open

    @property
    def inside(self) -> bool:
        return self._depth > 0

    def feed(self, chunk: str) -> str:
        """The visible text that ``chunk`` completes (possibly "")."""
        self._pending += chunk
        visible: list[str] = []
        text = self._pending
        kept = 0  # text[:kept] is decided
        search = 0
        while True:
            at = text.find("<", search)
            if at < 0:
                if not self.inside:
                    visible.append(text[kept:])
                kept = len(text)
                break
            tag, after = match_tag(text, at)
            if tag is Tag.NONE:
                search = at + 1
                continue
            if not self.inside:
                visible.append(text[kept:at])
            kept = at
            if tag is Tag.PARTIAL:
                break
            if tag is Tag.OPEN:
                self._depth += 1
            elif self.inside:
                self._depth -= 1
            kept = search = after
        self._pending = text[kept:]
        return "".join(visible)

    def flush(self) -> str:
        """The text held back at the end (a tag that never completed); resets the filter."""
        rest = "" if self.inside else self._pending
        self._pending = ""
        self._depth = 0
        return rest


def filter_memory_context(text: str) -> str:
    """``text`` without its memory-context spans, as the streaming filter shows it."""
    fence = FenceFilter()
    return fence.feed(text) + fence.flush()
