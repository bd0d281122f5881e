"""Model-readable error text for a blocked write, worded like Hermes so agents recover alike."""

from __future__ import annotations

import re

from hermem.safety.credentials import SECRET_KINDS
from hermem.safety.findings import Finding
from hermem.safety.learned import MODEL_ID

_CODEPOINT = re.compile(r"U\+[0-9A-F]{4,6}")


def block_message(finding: Finding) -> str:
    """The error a memory tool returns when ``finding`` blocks a write.

    Secret findings name the kind of secret, never the secret. A finding inside an encoded
    payload ("github_token.base64") is worded like the plain one.
    """
    if finding.category == "invisible":
        # The scanner's invisible-character descriptions name the code point.
        label = _CODEPOINT.search(finding.description)
        character = label.group() if label else "character"
        return (
            f"Blocked: content contains invisible unicode character {character} "
            "(possible injection)."
        )
    if finding.category == "secret":
        kind = SECRET_KINDS.get(finding.id.split(".", 1)[0], "a credential")
        return (
            f"Blocked: content contains what looks like a secret ({kind}). Secrets must never "
            "be stored in memory: store where it lives instead (for example the name of the "
            "environment variable)."
        )
    if finding.id.split(".", 1)[0] == MODEL_ID:
        return (
            f"Blocked: content reads like an instruction planted for the assistant "
            f"('{finding.id}', the scanner's learned model). Content is injected into the system "
            "prompt; if this is a genuine note, state it as a fact about the user or the "
            "project rather than as an order."
        )
    return (
        f"Blocked: content matches threat pattern '{finding.id}'. Content is injected into the "
        "system prompt and must not contain injection or exfiltration payloads."
    )
