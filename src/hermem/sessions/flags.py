"""Threat flags on past messages: history is kept whole, but marked where it is unsafe.

A past conversation is a record, not memory: an imported or logged message that carries a
prompt injection, an exfiltration payload or a secret is stored as it was (refusing it
would lose history). Whatever shows it (search hits, ``session_search`` answers,
``hermem sessions search``) flags it with the categories of the scanner's blocking
findings, never the text they matched.

Flags are computed when a message is shown, not when it is stored: the scanner costs about
as much per message as storing it (bulk imports would run at half speed), a search shows a
handful of messages (their verdicts are remembered, `safety.verdicts`), and a flag computed
now always reflects the current scanner (an improved pattern set applies to old history
too, with no rescan).

Messages are read by the pattern rows alone, not by the learned phrasing model: the model
reads memory entries, where an order to the assistant is out of place, while a
conversation is full of the user's legitimate orders to it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hermem.safety import Finding, blocking, scan
from hermem.safety.verdicts import blocking_findings
from hermem.sessions.models import Message

if TYPE_CHECKING:
    from hermem.sessions.store import SessionStore


def threat_categories(text: str) -> tuple[str, ...]:
    """The categories of the blocking threats in ``text`` (each once, in order); ``()``
    when it is clean."""
    if not text:
        return ()
    return tuple(dict.fromkeys(f.category for f in blocking_findings(text, learned=False)))


@dataclass(frozen=True, slots=True)
class FlaggedMessage:
    """A stored message and the blocking threats the scanner finds in it."""

    message: Message
    findings: tuple[Finding, ...]

    @property
    def categories(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(f.category for f in self.findings))

    @property
    def pattern_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(f.id for f in self.findings))


def flagged_messages(store: SessionStore, page: int = 500) -> Iterator[FlaggedMessage]:
    """Every flagged message of ``store``, session by session (oldest first).

    Scans the whole history (tens of microseconds a message): an audit, not a hot path.
    """
    offset = 0
    while True:
        sessions = store.list_sessions(limit=page, offset=offset, order="oldest")
        for session in sessions:
            for message in store.get_messages(session.id):
                content = message.content
                threats = blocking(scan(content, learned=False)) if content else []
                if threats:
                    yield FlaggedMessage(message, tuple(threats))
        if len(sessions) < page:
            return
        offset += page
