"""Secret redaction for text handed to a memory provider (pure).

A provider may send what it receives to a service, so queries, turns, transcripts, tool
arguments and delegation results pass through :func:`redact_secrets` first. The token
formats are the scanner's credential patterns (``credentials.py``); each match becomes
``[REDACTED <kind>]``. A private-key block is redacted whole, up to its END line, and a
payment card number (`payment_cards`) becomes ``[REDACTED payment_card]``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from hermem.safety.credentials import CREDENTIAL_PATTERNS
from hermem.safety.normalize import lower_aligned
from hermem.safety.patterns import bounded
from hermem.safety.payment_cards import ID as CARD_ID
from hermem.safety.payment_cards import card_spans

_KEY_BLOCK = re.compile(
    r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----.*?"
    r"(?:-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|\Z)",
    re.DOTALL,
)
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (row.id, row.regex if row.cased else re.compile(bounded(row.source), re.IGNORECASE))
    for row in CREDENTIAL_PATTERNS
    if row.id != "private_key_block"
)


def redact_secrets(text: str) -> str:
    """``text`` with every credential replaced by ``[REDACTED <kind>]``."""
    if not text:
        return text
    redacted = _KEY_BLOCK.sub("[REDACTED private_key]", text)
    for kind, pattern in _PATTERNS:
        redacted = pattern.sub(f"[REDACTED {kind}]", redacted)
    for start, end in reversed(list(card_spans(redacted, lower_aligned(redacted)))):
        redacted = f"{redacted[:start]}[REDACTED {CARD_ID}]{redacted[end:]}"
    return redacted


def redact_value(value: Any) -> Any:
    """``redact_secrets`` applied to every string inside lists and mappings (copies)."""
    if isinstance(value, str):
        return redact_secrets(value)
    if isinstance(value, Mapping):
        return {key: redact_value(item) for key, item in value.items()}
    if isinstance(value, Sequence) and not isinstance(value, bytes | bytearray):
        return [redact_value(item) for item in value]
    return value
