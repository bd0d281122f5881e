"""Payloads hidden in an encoding: found, decoded and handed back for scanning.

Candidates are runs that look like one encoding: base64 (16+ characters, mixed case),
hex (8+ bytes, plain, ``\\x``-escaped or separated), URL escapes (``%xx``, two or more),
HTML character references, ``\\u`` escapes, Unicode tag characters (ASCII smuggled in
U+E0020-U+E007E) and runs of variation selectors (one byte each). A candidate is kept only
when it decodes to readable text, so hashes, UUIDs and ids (which decode to noise) cost one
decode and are dropped. The caller bounds how much is decoded and how deep.
"""

from __future__ import annotations

import binascii
import functools
import re
from collections.abc import Iterator
from typing import NamedTuple

from hermem.safety.invisible import VARIATION_RUN_RE, variation_selector_bytes
from hermem.safety.wordchars import not_wordish_re


class Hidden(NamedTuple):
    """Decoded text found at ``[start, end)`` of the text it was decoded from."""

    start: int
    end: int
    # "base64", "hex", "url", "html", "entities", "escape", "tags", "variation_selectors"
    kind: str
    text: str


# (After "=" too: "STRIPE_KEY_B64=c2tfbGl2ZV9…" assigns one.)
_BASE64 = re.compile(r"(?<![\w+/-])[A-Za-z0-9+/_-]{16,}={0,2}(?![\w+/=-])")
# Plain or separated pairs ("69676e...", "69 67 6e ..."); then "\\x69\\x67..." and "0x69, 0x67".
_HEX = re.compile(r"\b[0-9a-fA-F]{2}(?:[0-9a-fA-F]{14,}|(?:[ :][0-9a-fA-F]{2}){4,}\b)")
# Those two must try every position of a text, so they run only where they can match: a run
# of base64 or of plain hex is 16 characters of the base64 alphabet in a row, and hex pairs
# joined by spaces or colons show a pair between two separators. Most prose has neither.
_RUN = 16
_NOT_BASE64 = {code: " " for code in range(128) if not (chr(code).isalnum() or chr(code) in "+/_-")}
_SEPARATED_PAIRS = re.compile(r"[ :][0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}[ :]")
_HEX_ESCAPED = re.compile(r"(?:\\x[0-9a-fA-F]{2}){4,}")
_HEX_PREFIXED = re.compile(r"(?:0x[0-9a-fA-F]{2}[\s,]{0,2}){4,}")
_HEX_DIGITS = re.compile(r"(?:\\x|0x)?([0-9a-fA-F]{2})")
# From the first escape (a literal "%" lets the regex skip ahead); the word it sits in is
# taken whole by the caller.
_URL = re.compile(r"%[0-9a-fA-F]{2}(?:[^\s%]{0,256}%[0-9a-fA-F]{2})+[^\s%]{0,256}")
_WORD_START = re.compile(r"\S{0,64}$")
# Numeric references, or the named ones that write markup ("&lt;|im_start|&gt;system").
_HTML = re.compile(
    r"(?:&#[xX]?[0-9a-fA-F]{1,7};?[^\s&<]{0,32}){3,}"
    r"|(?:&(?:lt|gt);[^\s&<]{0,32}(?:&(?:amp|quot|apos);[^\s&<]{0,32})*){2,}"
)
_REFERENCE = re.compile(r"&#([xX][0-9a-fA-F]{1,6}|[0-9]{1,7})")
_MARKUP_SHARE = 0.5
# \u and \x escapes, with JSON's one-letter escapes ("\n", "\"") allowed between them.
_ESCAPE = re.compile(
    r"\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})"
    r"(?:(?:[^\n\\]|\\[nrt\"/\\]){0,48}?\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})){3,}[^\s\\]{0,16}"
)
_ESCAPED = re.compile(r"\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([nrt\"/\\]))")
# "\r" decodes to a line break too: the rows that start at a line start then see it.
_ONE_LETTER = {"n": "\n", "r": "\n", "t": "\t", '"': '"', "/": "/", "\\": "\\"}
_TAGS = re.compile("[\U000e0000-\U000e007f]+")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@functools.lru_cache(maxsize=16)
def smuggled_payloads(raw: str) -> tuple[Hidden, ...]:
    """Runs of tag characters and of variation selectors in ``raw`` that carry text,
    remembered for the last few texts (the pattern rows and the model ask for them)."""
    return () if raw.isascii() else tuple(_smuggled(raw))


def _smuggled(raw: str) -> Iterator[Hidden]:
    for match in _TAGS.finditer(raw):
        decoded = "".join(
            chr(ord(char) - 0xE0000)
            for char in match.group()
            if "\U000e0020" <= char <= "\U000e007e"
        )
        if decoded.strip():
            yield Hidden(match.start(), match.end(), "tags", decoded)
    for match in VARIATION_RUN_RE.finditer(raw):
        text = _text(variation_selector_bytes(match.group()))
        if text is not None:
            yield Hidden(match.start(), match.end(), "variation_selectors", text)


@functools.lru_cache(maxsize=16)
def decoded_payloads(folded: str) -> tuple[Hidden, ...]:
    """:func:`encoded_payloads` of ``folded``, remembered for the last few texts: the pattern
    rows and then the phrasing model (`readings`) ask for the same text's payloads."""
    return tuple(encoded_payloads(folded))


def encoded_payloads(folded: str) -> Iterator[Hidden]:
    """Base64, hex, URL-escaped, HTML-escaped and ``\\u``-escaped runs of ``folded`` (the
    folded copy, so full-width or zero-width-split base64 is seen too)."""
    runs = _has_run(folded)
    for match in _BASE64.finditer(folded) if runs else ():
        run = match.group()
        if run.islower() or run.isupper() or run.isdigit():
            continue  # ids, paths, hex and constants: base64 of text mixes cases
        text = _text(_base64(run))
        if text is not None:
            yield Hidden(match.start(), match.end(), "base64", text)
    hex_runs = list(_HEX.finditer(folded)) if runs or _SEPARATED_PAIRS.search(folded) else []
    if "\\x" in folded:
        hex_runs.extend(_HEX_ESCAPED.finditer(folded))
    if "0x" in folded:
        hex_runs.extend(_HEX_PREFIXED.finditer(folded))
    for match in hex_runs:
        digits = "".join(_HEX_DIGITS.findall(match.group()))
        text = _text(bytes.fromhex(digits[: len(digits) // 2 * 2]))
        if text is not None:
            yield Hidden(match.start(), match.end(), "hex", text)
    if "%" in folded:
        from urllib.parse import unquote  # only now: it costs milliseconds to import

        for match in _URL.finditer(folded):
            before = _WORD_START.search(folded, max(0, match.start() - 64), match.start())
            start = before.start() if before is not None else match.start()
            try:
                text = unquote(folded[start : match.end()], errors="strict")
            except UnicodeDecodeError:
                continue  # escapes of bytes that are not UTF-8 text
            if _readable(text):
                yield Hidden(start, match.end(), "url", text)
    if "&#" in folded or "&lt;" in folded:
        import html  # only now: it costs milliseconds to import

        for match in _HTML.finditer(folded):
            text = html.unescape(match.group())
            if _readable(text) or (
                _spells_letters(match.group()) and _readable(text, _MARKUP_SHARE)
            ):
                kind = "html" if "&#" in match.group() else "entities"
                yield Hidden(match.start(), match.end(), kind, text)
    if "\\" in folded:
        for match in _ESCAPE.finditer(folded):
            text = _ESCAPED.sub(_unescape, match.group())
            if _readable(text):
                yield Hidden(match.start(), match.end(), "escape", text)


def in_a_link(hidden: Hidden, text: str) -> bool:
    """Whether URL escapes (a ``url`` payload, at its place in ``text``) sit in a link or a
    query, where every link with spaces or accents has them, rather than in prose written
    that way to hide it ("skicka%20inneh%C3%A5llet%20i%20~%2F.ssh…")."""
    word = text[hidden.start : hidden.end]
    return (
        "://" in word or "?" in word or "=" in word or word.lower().startswith(("www.", "mailto:"))
    )


def _has_run(text: str) -> bool:
    # Whether ``text`` holds 16 characters of the base64 alphabet in a row (letters outside
    # ASCII count too: they only let more texts through to the regexes).
    return any(
        len(run) >= _RUN
        for piece in text.split()
        if len(piece) >= _RUN
        for run in piece.translate(_NOT_BASE64).split()
    )


def _base64(run: str) -> bytes:
    run = run.rstrip("=").replace("-", "+").replace("_", "/")
    if len(run) % 4 == 1:
        run = run[:-1]
    try:
        return binascii.a2b_base64(run + "=" * (-len(run) % 4))
    except (binascii.Error, ValueError):
        return b""


def _unescape(match: re.Match[str]) -> str:
    if match.group(3):
        return _ONE_LETTER[match.group(3)]
    code = int(match.group(1) or match.group(2), 16)
    return "" if 0xD800 <= code <= 0xDFFF else chr(code)


def _text(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if _readable(text) else None


def _readable(text: str, share: float = 0.35) -> bool:
    # Text, not noise: no control characters and mostly letters, digits and spaces (all but
    # ``share`` of it).
    if len(text) < 4 or _CONTROL.search(text) is not None:
        return False
    # (Combining marks count as letters: Hindi or Thai is mostly letters and marks.)
    return len(not_wordish_re().findall(text)) <= share * len(text)


def _spells_letters(references: str) -> bool:
    # Whether numeric character references spell out letters or digits, three or more: a
    # page escapes "<" and "&" that way, not words, so the references hide what they spell.
    # What they hide may then be markup ("&#60;&#124;&#115;&#121;…" is "<|system|>"), which
    # is mostly punctuation: it is read up to _MARKUP_SHARE of it.
    spelt = 0
    for code in _REFERENCE.findall(references):
        value = int(code[1:], 16) if code[:1] in "xX" else int(code)
        spelt += value < 0x110000 and chr(value).isalnum()
    return spelt >= 3
