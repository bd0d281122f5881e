"""The memory threat scanner.

Everything in agent memory ends up in a system prompt, so every write is scanned first:
``scan(text)`` returns findings, ``blocking(findings)`` the ones that must refuse the write,
and ``block_message(finding)`` the error text the model sees. ``first_block(text)`` is the
gate a write goes through: the first blocking finding, without running the passes left.
"""

from __future__ import annotations

from hermem.safety.findings import Finding
from hermem.safety.messages import block_message
from hermem.safety.scanner import MAX_SCAN_CHARS, blocking, first_block, scan

__all__ = ["MAX_SCAN_CHARS", "Finding", "block_message", "blocking", "first_block", "scan"]
