"""Payment card numbers: a card's whole number in memory is a live secret.

A pattern row cannot check a number's checksum, so this check finds card numbers itself.
A card number is 13 to 19 digits laid out as cards and people write them: in one run, in
groups of four, in American Express's 4-6-5, or one digit at a time as read out over the
phone ("4 8 3 7 5 9 0 1 …"). It opens with a card network's prefix, at a length that
network issues (Visa 4…, 13, 16 or 19 digits; Mastercard 51-55 and 2221-2720, 16; American
Express 34 and 37, 15; Discover, JCB, Diners, UnionPay, Mir). Then it is a card when:

- it passes the Luhn checksum, as every issued card does, and is either written in groups
  or named as a card near it ("card", "Visa", "tarjeta", "Karte", "карта", "カード" …), or
- an expiry date or a security code follows it ("exp 09/27, CVV 219"): written out with
  those, it is meant to be used whatever its checksum.

The networks' published test numbers (Stripe's 4242 4242 4242 4242, 4111 1111 1111 1111,
4000 0000 0000 0002 …) are left alone, and so is any number that is mostly one repeated
digit or one repeated group, as test numbers are: across the corpora, every benign note
with a card number held one of those. A phone number (after "+"), a decimal, a path or a
longer run of digits is no card.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

ID = "payment_card"
KIND = "a payment card number"

# The layouts, each bounded by what cannot touch a card number: a word character, a "+"
# (a phone number), a decimal point or separator, a path's "/", or more digits after a
# space or hyphen.
_LAYOUT = (
    r"(?<![\w+.,/-])(?<!\d[ -])"
    r"(?:\d{13,19}"
    r"|\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{3})?"
    r"|\d{4}([ -])\d{6}\2\d{4,5}"
    r"|\d(?: \d){12,18})"
    r"(?!\w)(?![ ,.-]\d)"
)
_FEWEST_DIGITS = 13
# A run of digits, spaces and hyphens long enough to hold one: the layouts are tried only
# on these (and the two characters around them, all that their bounds look at).
_RUN = r"[0-9][0-9 -]{11,}[0-9]"
# A word for a payment card, in the folded, lower-cased text (folding drops Latin accents:
# "cartão" is read "cartao", Vietnamese "thẻ tín dụng" "the tin dung"), within reach.
_CARD_WORDS = (
    r"(?<![^\W\d_])(?:card|credit|debit|visa|master\s?card|amex|american\s+express|discover"
    r"|jcb|unionpay|maestro|cart[aã]o|tarjeta|carte|carta|karte|kreditkarte|kaart|karta|karty"
    r"|kort|kortti|k[aá]rtya|kartu|kart[ıi]?|the\s+(?:tin\s+dung|ghi\s+no|ngan\s+hang)"
    r"|κ[αά]ρτα|карт[аыуо]|картк|кредитк)(?![^\W\d_])"
    r"|بطاقة|כרטיס|कार्ड|カード|卡|카드|บัตร"
)
_CARD_REACH_BEFORE = 120
_CARD_REACH_AFTER = 80
# An expiry date or a security code's name, right after the number.
_EXPIRY_OR_CODE = (
    r"(?<![^\W\d_])(?:exp(?:iry|ires|iration)?|valid\s+(?:thru|through|until)|cvv2?|cvc2?"
    r"|cid|csc|security\s+code|ablauf|g[uü]ltig\s+bis|vencimiento|caducidad|validade"
    r"|validit[eé]|scadenza|срок)(?![^\W\d_])"
    r"|(?<!\d)(?:0[1-9]|1[0-2])\s?/\s?(?:20)?\d\d(?!\d)"
)
_CODE_REACH = 60
_SIX_OF_ONE = r"(\d)\1{5}"
# Published test numbers that no "mostly one digit or group" rule catches.
_TEST_NUMBERS = frozenset(
    {
        "4000056655665556", "5200828282828210", "5105105105105100", "2223003122003222",
        "378282246310005", "371449635398431", "6011000990139424", "3056930009020004",
        "36227206271667", "3566002020360505", "4012888888881881", "378734493671000",
        "5019717010103742", "6331101999990016", "30569309025904", "38520000023237",
    }
)  # fmt: skip


@functools.cache
def _compiled(pattern: str) -> re.Pattern[str]:
    # On the first scan, not at import: ``import hermem`` stays light.
    return re.compile(pattern)


def card_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The spans of payment card numbers in ``text`` (folded; ``lowered`` is the same text
    lower-cased, position for position)."""
    if sum(map(text.count, "0123456789")) < _FEWEST_DIGITS:
        return  # most notes: counted in C, ten passes cost less than one regex search
    for run in _compiled(_RUN).finditer(text):
        offset = max(0, run.start() - 2)
        yield from _cards(text[offset : run.end() + 2], lowered, offset)


def _cards(piece: str, lowered: str, offset: int) -> Iterator[tuple[int, int]]:
    # The card numbers of ``piece``, which starts at ``offset`` of the text ``lowered`` is.
    for match in _compiled(_LAYOUT).finditer(piece):
        digits = match.group().replace(" ", "").replace("-", "")
        if not _issued_length(digits) or _made_up(digits):
            continue
        start, end = match.start() + offset, match.end() + offset
        after = lowered[end : end + _CODE_REACH]
        if _compiled(_EXPIRY_OR_CODE).search(after) is not None:
            yield start, end
            continue
        if not _luhn(digits):
            continue
        grouped = match.group(1) is not None or match.group(2) is not None
        if grouped or _compiled(_CARD_WORDS).search(
            lowered, max(0, start - _CARD_REACH_BEFORE), end + _CARD_REACH_AFTER
        ):
            yield start, end


def _issued_length(digits: str) -> bool:
    # Whether a network issues cards that open with these digits at this length.
    size = len(digits)
    two, three, four = int(digits[:2]), int(digits[:3]), int(digits[:4])
    if digits[0] == "4":
        return size in (13, 16, 19)
    if 51 <= two <= 55 or 2221 <= four <= 2720:
        return size == 16
    if two in (34, 37):
        return size == 15
    if 300 <= three <= 305 or two in (36, 38, 39):
        return 14 <= size <= 19
    if four == 6011 or 644 <= three <= 649 or two in (62, 65) or 3528 <= four <= 3589:
        return 16 <= size <= 19
    return 2200 <= four <= 2204 and 16 <= size <= 19  # Mir


def _made_up(digits: str) -> bool:
    # A test number: published, or mostly one digit ("4000 0000 0000 0002",
    # "4111 1111 1111 1111"), or one group repeated ("4242 4242 4242 4242"), or a run of six
    # of one digit ("4000 0025 0000 3155").
    if digits in _TEST_NUMBERS:
        return True
    if max(digits.count(digit) for digit in set(digits)) * 2 >= len(digits):
        return True
    if _compiled(_SIX_OF_ONE).search(digits):
        return True
    return any(
        (digits[:size] * (len(digits) // size + 1)).startswith(digits[: size * 3])
        for size in (2, 3, 4)
    )


def _luhn(digits: str) -> bool:
    total = 0
    for position, digit in enumerate(reversed(digits)):
        value = int(digit)
        if position % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0
