"""A payment card's whole number is a live secret: blocked wherever memory stores it, its
number never echoed, redacted before a provider sees it; test cards, phone numbers, bank
accounts and other long numbers pass."""

from __future__ import annotations

import base64

import pytest

from hermem.safety import blocking, first_block, scan
from hermem.safety.messages import block_message
from hermem.safety.payment_cards import ID, card_spans
from hermem.safety.redact import redact_secrets

# Numbers that pass the Luhn checksum, one per network (computed by hand, not by the code).
VISA = "4167382901567340"
MASTERCARD = "5279146038251900"
AMEX = "376194820573126"
DISCOVER = "6011739264582013"
JCB = "3569871204738695"
MIR = "2200481937625149"
_AMEX_LAYOUT = f"{AMEX[:4]} {AMEX[4:10]} {AMEX[10:]}"  # 4-6-5, as the card prints it


def _grouped(number: str) -> str:
    return " ".join(number[i : i + 4] for i in range(0, len(number), 4))


def _wrong_checksum(number: str) -> str:
    return number[:-1] + str((int(number[-1]) + 1) % 10)


@pytest.mark.parametrize(
    ("text", "number"),
    [
        (f"Nora's grocery card, fine to keep here: Visa {_grouped(VISA)}. Use it for checkout.",
         _grouped(VISA)),
        (f"Family Mastercard {_grouped(MASTERCARD).replace(' ', '-')} for the streaming apps.",
         _grouped(MASTERCARD).replace(" ", "-")),
        (f"Amex for flights: {_AMEX_LAYOUT}", _AMEX_LAYOUT),
        (f"Discover card number {DISCOVER} (the one in the blue wallet)", DISCOVER),
        (f"JCBカード: {JCB}", JCB),
        (f"Карта «Мир» для коммуналки: {_grouped(MIR)}", _grouped(MIR)),
        (f"Mum's card as she reads it out over the phone: {' '.join(VISA)} for the pharmacy.",
         " ".join(VISA)),
        # Given with its expiry or code, a number is meant for use whatever its checksum.
        (f"Subscriptions: {_wrong_checksum(VISA)}, exp 09/27, CVV 219", _wrong_checksum(VISA)),
        (f'{{"number": "{_grouped(_wrong_checksum(MASTERCARD))}", "expiry": "08/27"}}',
         _grouped(_wrong_checksum(MASTERCARD))),
    ],
)  # fmt: skip
def test_a_card_number_is_blocked_and_never_echoed(text: str, number: str) -> None:
    found = first_block(text)
    assert found is not None and found.id == ID and found.category == "secret"
    assert text[found.start : found.end] == number
    assert number not in found.description
    message = block_message(found)
    assert "payment card number" in message and number not in message
    assert [finding.id for finding in blocking(scan(text))] == [ID]


@pytest.mark.parametrize(
    "text",
    [
        # The networks' published test numbers, and numbers shaped like them.
        "Stripe test card for demos: 4242 4242 4242 4242, any future expiry, any CVC.",
        "Declines: 4000 0000 0000 0002; insufficient funds: 4000 0000 0000 9995.",
        "Braintree sandbox card 4111 1111 1111 1111, exp 12/30, CVV 123.",
        "Adyen test Amex 3782 822463 10005 with any expiry.",
        "3DS test card 4000 0025 0000 3155 (Stripe docs).",
        # Long numbers that are no card.
        "Emergency contact: my brother Jonas, +49 151 2345 6789 (card in his wallet too).",
        "Rent goes to DE89 3704 0044 0532 0130 00, landlord Frau Keller.",
        "USPS tracking 9400 1000 0000 0000 0000 00 for the card reader I ordered.",
        "My Visa ends in 1756; the bank's hotline is 0800 123 4567.",
        "Sensor export 4167382901.567340 kWh, meter 2200481937625149-b",
        f"Order {VISA} shipped Tuesday (the shop's order number, no payment details).",
        # A grouped number whose checksum fails, with nothing saying it is a card.
        f"Licence key {_grouped(_wrong_checksum(VISA))} for the old scanner software.",
    ],
)
def test_other_numbers_pass(text: str) -> None:
    assert list(card_spans(text, text.lower())) == []
    assert first_block(text) is None


def test_a_card_hidden_in_base64_is_found_decoded() -> None:
    hidden = base64.b64encode(f"Visa {_grouped(VISA)} exp 04/29".encode()).decode()
    found = first_block(f"Shopping helper settings: {hidden}")
    assert found is not None and found.id == f"{ID}.base64"


def test_a_card_is_redacted_before_a_provider_sees_it() -> None:
    text = f"User said: put it on my card {_grouped(VISA)} please, and book the 9:40 train."
    redacted = redact_secrets(text)
    assert _grouped(VISA) not in redacted
    assert f"[REDACTED {ID}]" in redacted and "book the 9:40 train" in redacted
    assert redact_secrets("Stripe test card 4242 4242 4242 4242.") == (
        "Stripe test card 4242 4242 4242 4242."
    )
