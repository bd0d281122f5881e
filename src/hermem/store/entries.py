"""The bounded-store file format and its character accounting (pure functions).

A store is a list of entries joined by ``"\\n§\\n"``: no header, no trailing newline,
entries may span lines. Usage is the length of the joined text in characters.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

DELIMITER = "\n§\n"
TARGETS = ("memory", "user")
TARGET_FILES = {"memory": "MEMORY.md", "user": "USER.md"}
# Whitespace and a BOM are blank: trimmed from entry edges and ignored around the "§" of a
# separator line, so trimming an entry can never uncover a separator line.
_BLANK = "".join(c for c in map(chr, range(0x3001)) if c.isspace()) + "\ufeff"


def normalize_newlines(text: str) -> str:
    """CRLF and lone CR become LF, so a file saved by a Windows editor keeps its entries apart."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def parse_entries(text: str) -> list[str]:
    """Split stored text into entries: strip each, drop empties, keep the first of duplicates.

    Any line holding only ``§`` (blanks around it allowed) separates entries (a superset of
    splitting on the delimiter), so no parsed entry can contain one and
    ``parse(serialize(parse(x))) == parse(x)``.
    """
    text = normalize_newlines(text)
    if text.startswith("\ufeff"):
        text = text[1:]
    seen: set[str] = set()
    entries: list[str] = []
    for piece in _split_on_separator_lines(text):
        entry = piece.strip(_BLANK)
        for part in _split_on_padded_separators(entry) if "§" in entry else (entry,):
            if part and part not in seen:
                seen.add(part)
                entries.append(part)
    return entries


def _split_on_separator_lines(text: str) -> list[str]:
    # Plain str.split is ~10x faster than a regex; adjacent separators share a newline,
    # so a piece can still begin with the "§" line the previous split left behind.
    pieces = ("\n" + text + "\n").split(DELIMITER)
    for i, piece in enumerate(pieces):
        while piece.startswith("§\n") or piece == "§":
            piece = piece[2:]
        pieces[i] = piece
    return pieces


def _split_on_padded_separators(entry: str) -> list[str]:
    # The rare separator line with blanks around its "§" (an editor's stray space).
    parts: list[str] = []
    lines: list[str] = []
    for line in entry.split("\n"):
        if line.strip(_BLANK) == "§":
            parts.append("\n".join(lines).strip(_BLANK))
            lines = []
        else:
            lines.append(line)
    parts.append("\n".join(lines).strip(_BLANK))
    return parts


def serialize_entries(entries: Iterable[str]) -> str:
    return DELIMITER.join(entries)


def joined_length(entries: Sequence[str]) -> int:
    """Characters the entries take once joined (delimiters count; 0 when empty)."""
    if not entries:
        return 0
    return sum(len(e) for e in entries) + len(DELIMITER) * (len(entries) - 1)


def usage_percent(used: int, limit: int) -> int:
    if limit <= 0:
        return 100
    return min(100, (used * 100) // limit)


def format_usage(used: int, limit: int) -> str:
    """``"7% — 166/2,200 chars"``: the usage line tool results and headers carry."""
    return f"{usage_percent(used, limit)}% — {used:,}/{limit:,} chars"


def format_counts(used: int, limit: int) -> str:
    """``"1,474/2,200"``: the usage field of capacity errors."""
    return f"{used:,}/{limit:,}"


def is_lossless(raw: str, entries: Sequence[str]) -> bool:
    """True when rewriting ``entries`` loses nothing of ``raw`` but a BOM, CRLFs or outer blanks."""
    text = normalize_newlines(raw)
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.strip() == serialize_entries(entries)


def entry_problem(text: str) -> str | None:
    """Why ``text`` cannot be stored as one entry (it would not survive a round trip), or None."""
    for line in text.split("\n"):
        if line.strip(_BLANK) == "§":
            return (
                "content contains a line holding only '§', which is the entry separator of the "
                "memory file. Write the entry without that line."
            )
    for ch in text:
        code = ord(ch)
        if 0xD800 <= code <= 0xDFFF:
            return f"content contains an invalid unicode code point U+{code:04X} (lone surrogate)."
        if code < 0x20 and ch not in "\n\t":
            return f"content contains the control character U+{code:04X}, which is not allowed."
    return None


def clean_entry_text(text: str) -> str:
    """The form an entry is stored in: newlines normalised, outer whitespace stripped."""
    return normalize_newlines(text).strip(_BLANK)


def preview(entry: str, width: int = 80) -> str:
    return entry if len(entry) <= width else entry[:width] + "..."
