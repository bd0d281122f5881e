"""Look-alike letters: which characters fold to ASCII, always or only inside mixed-script words.

Two tables. ``ALWAYS`` holds look-alikes that no ordinary text needs as such (Latin small
capitals, IPA letters, a few punctuation twins): every occurrence folds. ``LATIN_TWINS``
holds Cyrillic, Greek, Armenian and Cherokee letters that look like Latin ones; they fold only
in a word that also holds Latin letters (or letters of two such scripts), so Russian or
Greek notes keep their own letters. A word that is mostly Cyrillic with a few Latin twins
inside ("игнoрируй" with a Latin "o") folds the other way, to Cyrillic, so the Russian
patterns still see it. Every fold is one character to one character: offsets stay put.
"""

from __future__ import annotations

import re

# Latin small capitals and IPA letters, and punctuation twins used to dodge paths and URLs.
ALWAYS: dict[int, str] = {
    ord(k): v
    for k, v in {
        "ı": "i", "ɩ": "i", "ɪ": "i", "ȷ": "j", "ɡ": "g", "ɢ": "g", "ɑ": "a", "ᴀ": "a",
        "ʙ": "b", "ᴄ": "c", "ᴅ": "d", "ᴇ": "e", "ʜ": "h", "ᴊ": "j", "ᴋ": "k", "ʟ": "l",
        "ᴍ": "m", "ɴ": "n", "ᴏ": "o", "ᴘ": "p", "ʀ": "r", "ꜱ": "s", "ᴛ": "t", "ᴜ": "u",
        "ᴠ": "v", "ᴡ": "w", "ʏ": "y", "ᴢ": "z", "ǀ": "l", "ł": "l", "Ł": "L", "đ": "d",
        "Đ": "D", "ø": "o", "Ø": "O", "ħ": "h", "ŧ": "t", "ƒ": "f", "ʼ": "'", "ʻ": "'",
        "ˈ": "'", "‐": "-", "‑": "-", "‒": "-", "−": "-", "∕": "/", "⁄": "/", "∖": "\\",
        "꞉": ":", "ː": ":", "˸": ":", "‚": ",", "ǃ": "!", "‹": "<", "›": ">", "˂": "<",
        "˃": ">", "ᐸ": "<", "ᐳ": ">", "ǁ": "|", "∣": "|", "ꓲ": "I", "ꓡ": "L", "ꓮ": "A",
    }.items()
}  # fmt: skip

_CYRILLIC = {
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "о": "o", "р": "p", "с": "c",
    "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "һ": "h", "ԁ": "d",
    "ԛ": "q", "ԝ": "w", "ӏ": "l", "А": "A", "В": "B", "Е": "E", "К": "K",
    "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "У": "Y",
    "Ѕ": "S", "І": "I", "Ј": "J", "Ԛ": "Q", "Ԝ": "W", "Һ": "H", "Ӏ": "I",
}  # fmt: skip
_GREEK = {
    "α": "a", "ο": "o", "ρ": "p", "ν": "v", "ι": "i", "κ": "k", "υ": "u", "χ": "x",
    "ϲ": "c", "ϳ": "j", "ε": "e", "τ": "t", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z",
    "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T",
    "Υ": "Y", "Χ": "X", "Ϲ": "C",
}  # fmt: skip
_ARMENIAN = {"օ": "o", "ո": "n", "ս": "u", "հ": "h", "ց": "g", "զ": "q", "ա": "w", "Օ": "O"}
_CHEROKEE = {
    "Ꭺ": "A", "Ᏼ": "B", "Ꮯ": "C", "Ꭼ": "E", "Ꮋ": "H", "Ꭻ": "J", "Ꮶ": "K", "Ꮮ": "L",
    "Ꮇ": "M", "Ꮲ": "P", "Ꮪ": "S", "Ꭲ": "T", "Ꮩ": "V", "Ꮃ": "W", "Ꮓ": "Z", "Ꮤ": "W",
}  # fmt: skip

LATIN_TWINS: dict[int, str] = {
    ord(k): v for table in (_CYRILLIC, _GREEK, _ARMENIAN, _CHEROKEE) for k, v in table.items()
}
# The reverse fold for mostly-Cyrillic words: Latin letters that look like Cyrillic ones.
_CYRILLIC_TWINS: dict[int, str] = {
    ord(k): v
    for k, v in {
        "a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "y": "у", "x": "х", "k": "к",
        "i": "і", "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О",
        "P": "Р", "C": "С", "T": "Т", "X": "Х", "Y": "У",
    }.items()
}  # fmt: skip

_TWIN_CLASS = "".join(sorted(chr(code) for code in LATIN_TWINS))
_LETTER = r"[^\W\d_]"
# A word (letters only) holding a twin (or any Cyrillic letter) and also a Latin, Greek,
# Armenian or Cherokee letter. The lookaheads only start at a word's first letter and
# never look past its end, so the search is linear.
_MIXED_WORD = re.compile(
    rf"(?<!{_LETTER})(?=[^\W\d_]*?[{_TWIN_CLASS}\u0400-\u04ff])"
    r"(?=[^\W\d_]*?[A-Za-z\u0370-\u03ff\u0530-\u058f\u13a0-\u13ff])[^\W\d_]+"
)
_TWIN_PRESENT = re.compile(f"[{_TWIN_CLASS}\u0400-\u04ff]")
# Cyrillic letters, either case, that look like no Latin one: a word holding one is Cyrillic.
# Read as written, not lowered: a capital twin ("Т", "М", "Н") has a small form that is no
# twin ("т", "м", "н"), and "Тhе" spelt with a Cyrillic capital is English.
_UNAMBIGUOUS_CYRILLIC = re.compile(
    "[" + "".join(c for c in map(chr, range(0x0400, 0x0500)) if ord(c) not in LATIN_TWINS) + "]"
)


def fold_mixed_scripts(text: str) -> str:
    """``text`` with look-alike letters folded inside mixed-script words; same length."""
    if _TWIN_PRESENT.search(text) is None:
        return text
    pieces: list[str] = []
    position = 0
    for match in _MIXED_WORD.finditer(text):
        word = match.group()
        if not _has_two_scripts(word):
            continue
        pieces.append(text[position : match.start()])
        if _UNAMBIGUOUS_CYRILLIC.search(word) is not None:
            pieces.append(word.translate(_CYRILLIC_TWINS))
        else:
            pieces.append(word.translate(LATIN_TWINS))
        position = match.end()
    if not pieces:
        return text
    pieces.append(text[position:])
    return "".join(pieces)


def mixed_script_words(text: str) -> int:
    """How many words of ``text`` mix look-alike letters of two scripts ("раssword" with a
    Cyrillic "р" and "а"): what `fold_mixed_scripts` folds."""
    if _TWIN_PRESENT.search(text) is None:
        return 0
    return sum(_has_two_scripts(match.group()) for match in _MIXED_WORD.finditer(text))


def _has_two_scripts(word: str) -> bool:
    # The regex saw a twin and a letter of some other script; a pure Greek word such as
    # "ορος" matches both halves of its lookaheads, so count the scripts for real.
    scripts = set()
    for char in word:
        code = ord(char)
        if code < 0x80:
            scripts.add("latin")
        elif 0x0370 <= code <= 0x03FF:
            scripts.add("greek")
        elif 0x0400 <= code <= 0x04FF:
            scripts.add("cyrillic")
        elif 0x0530 <= code <= 0x058F:
            scripts.add("armenian")
        elif 0x13A0 <= code <= 0x13FF:
            scripts.add("cherokee")
        else:
            scripts.add("other")
        if len(scripts) > 1:
            return True
    return False
