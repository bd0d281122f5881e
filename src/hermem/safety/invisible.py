"""Characters a reader cannot see: reported, and removed before patterns are matched.

Three groups. Zero-width characters, bidi embeddings/overrides/isolates and Unicode tag
characters are reported one high finding each (Hermes's list). A run of two or more
variation selectors is reported once: one selector after an emoji is ordinary text, a run
is how bytes are smuggled (one selector per byte). Other format characters (soft hyphen,
left-to-right and right-to-left marks, combining grapheme joiner, Hangul fillers, ...) occur
in ordinary right-to-left or hyphenated text, so they are not reported; like everything
here they are dropped from the folded copy, so none of them can split a key word.
Legitimate uses of joiners and tags (emoji sequences, subdivision flags, Persian and Indic
spelling) are not reported.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from hermem.safety.findings import HIGH, Finding

INVISIBLE_ID = "invisible_unicode"
VARIATION_RUN_ID = "variation_selector_smuggling"

# Zero-width space/non-joiner/joiner, word joiner, invisible times/separator/plus, BOM,
# bidi embeddings and overrides, bidi isolates, and the Unicode tag block (ASCII smuggling).
_RANGES = (
    (0x200B, 0x200D),
    (0x2060, 0x2060),
    (0x2062, 0x2064),
    (0xFEFF, 0xFEFF),
    (0x202A, 0x202E),
    (0x2066, 0x2069),
    (0xE0000, 0xE007F),
)
_VARIATION_RANGES = ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF))
# Silently dropped: format characters with ordinary uses, and combining diacritical marks
# (stacked marks hide letters; accents are folded away anyway).
_QUIET_RANGES = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200E, 0x200F),
    (0x2061, 0x2061),
    (0x2065, 0x2065),
    (0x206A, 0x206F),
    (0x3164, 0x3164),
    (0xFFA0, 0xFFA0),
    (0xFFF9, 0xFFFB),
    (0x1D173, 0x1D17A),
    (0x0300, 0x036F),
    (0x1AB0, 0x1AFF),
    (0x1DC0, 0x1DFF),
    (0x20D0, 0x20FF),
    (0xFE20, 0xFE2F),
)


def _char_class(ranges: tuple[tuple[int, int], ...]) -> str:
    return "[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in ranges) + "]"


INVISIBLE_RE = re.compile(_char_class(_RANGES))
INVISIBLE_CHARS = frozenset(chr(code) for a, b in _RANGES for code in range(a, b + 1))
# Everything the fold drops: reported or not.
DROPPED_RE = re.compile(_char_class(_RANGES + _VARIATION_RANGES + _QUIET_RANGES))
VARIATION_RUN_RE = re.compile(_char_class(_VARIATION_RANGES) + "{2,}")

_descriptions: dict[str, str] = {}

# Legitimate uses, not reported: the tag characters of a subdivision flag (England's is
# U+1F3F4, "gbeng" in tags, U+E007F), a zero-width joiner inside an emoji sequence
# (family, profession emoji), and zero-width (non-)joiners inside words of the scripts
# whose spelling needs them (Persian "می‌خواهم", Hindi, Bengali, ...).
_FLAG_TAGS = re.compile("\U0001f3f4[\U000e0030-\U000e0039\U000e0061-\U000e007a]{2,7}\U000e007f")
_JOINERS = frozenset("\u200c\u200d")
_EMOJI_MODIFIERS = frozenset("\ufe0f\ufe0e") | frozenset(map(chr, range(0x1F3FB, 0x1F400)))
_JOINING_SCRIPTS = ((0x0600, 0x08FF), (0x0900, 0x0DFF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFC))


def _is_emoji(char: str) -> bool:
    code = ord(char)
    return 0x1F000 <= code <= 0x1FAFF or 0x2600 <= code <= 0x27BF or char in "\u2640\u2642\u2695"


def _in_joining_script(char: str) -> bool:
    code = ord(char)
    return any(low <= code <= high for low, high in _JOINING_SCRIPTS)


def _joins_legitimately(text: str, index: int) -> bool:
    if index == 0 or index + 1 >= len(text):
        return False
    before, after = text[index - 1], text[index + 1]
    if _in_joining_script(before) and _in_joining_script(after):
        return True
    if text[index] != "\u200d":
        return False
    back = index - 1
    while back > 0 and text[back] in _EMOJI_MODIFIERS:
        back -= 1
    return _is_emoji(text[back]) and _is_emoji(after)


def iter_invisible(text: str) -> Iterator[Finding]:
    """One high finding per invisible character in ``text`` (raw, not normalised), and one
    per run of variation selectors; one at a time, so a gate can stop at the first."""
    flags: set[int] | None = None
    for match in INVISIBLE_RE.finditer(text):
        start = match.start()
        char = match.group()
        if char in _JOINERS and _joins_legitimately(text, start):
            continue
        if "\U000e0000" <= char <= "\U000e007f":
            if flags is None:
                flags = {i for m in _FLAG_TAGS.finditer(text) for i in range(m.start(), m.end())}
            if start in flags:
                continue
        yield Finding(
            id=INVISIBLE_ID,
            category="invisible",
            severity=HIGH,
            start=start,
            end=match.end(),
            description=_describe(char),
        )
    if not text.isascii():
        for match in VARIATION_RUN_RE.finditer(text):
            first = match.group()[0]
            yield Finding(
                id=VARIATION_RUN_ID,
                category="invisible",
                severity=HIGH,
                start=match.start(),
                end=match.end(),
                description=(
                    f"A run of invisible variation selectors (U+{ord(first):04X} ...) "
                    "can smuggle hidden bytes."
                ),
            )


def variation_selector_bytes(run: str) -> bytes:
    """The bytes a run of variation selectors encodes (VS1-16: 0-15, VS17-256: 16-255)."""
    values = bytearray()
    for char in run:
        code = ord(char)
        values.append(code - 0xFE00 if code <= 0xFE0F else code - 0xE0100 + 16)
    return bytes(values)


def _describe(char: str) -> str:
    # Names the code point as U+XXXX (block messages read it back). Cached: a long run of
    # one invisible character should not cost a name lookup per character.
    description = _descriptions.get(char)
    if description is None:
        name = unicodedata.name(char, "unassigned tag character")
        description = f"Invisible unicode character U+{ord(char):04X} ({name}) can hide text."
        _descriptions[char] = description
    return description
