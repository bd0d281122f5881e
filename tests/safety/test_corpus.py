"""The safety corpus (tests/data/safety/) is well-formed, and the scanner meets its targets on it.

The corpus is an independent measurement written without the scanner's pattern tables;
``bench/safety.py`` prints the full breakdown (per category, per obfuscation, the misses).
"""

from __future__ import annotations

import base64
import binascii
import importlib.util
import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from hermem.safety import blocking, scan

CORPUS = Path(__file__).resolve().parents[1] / "data" / "safety"

CATEGORIES = {
    "instruction_override",
    "role_hijack",
    "forged_markers",
    "exfiltration",
    "persistence",
    "hidden_markup",
    "credentials",
    "multilingual",
}
OBFUSCATIONS = {
    "none",
    "homoglyph_cyrillic",
    "homoglyph_greek",
    "fullwidth",
    "zero_width",
    "bidi",
    "tag_chars",
    "variation_selectors",
    "spaced_letters",
    "punctuation_split",
    "base64",
    "hex",
    "url_encoding",
    "rot13",
    "mixed_case",
    "filler_words",
    "markdown_wrap",
    "combined",
}
OTHER_LANGS = {"es", "fr", "de", "pt", "it", "zh", "ru"}
KINDS = {
    "preference",
    "environment",
    "convention",
    "dev_note",
    "identifier",
    "security_topic",
    "multilingual",
    "near_miss",
}

# Real-world credential formats, written independently of the generator.
CREDENTIAL_FORMATS = {
    "aws_access_key_id": r"\b(?:AKIA|ASIA)[A-Z2-7]{16}\b",
    "github_token": r"\bgh[pousr]_[A-Za-z0-9]{36}\b",
    "github_fine_grained_pat": r"\bgithub_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}\b",
    "openai_key": r"\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}",
    "anthropic_key": r"\bsk-ant-api03-[A-Za-z0-9_-]{93}AA(?![A-Za-z0-9_-])",
    "slack_token": r"\bxox[bp]-\d{10,13}-\d{10,13}(?:-\d{10,13})?-[A-Za-z0-9]{24,32}\b",
    "slack_webhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/\w{24}",
    "private_key_block": (
        r"-----BEGIN ((?:RSA |EC |OPENSSH |PGP )?PRIVATE KEY(?: BLOCK)?)-----\n"
        r"[A-Za-z0-9+/=\n]+\n-----END \1-----"
    ),
    "jwt": r"\beyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}",
    "stripe_live_key": r"\bsk_live_[A-Za-z0-9]{24,}\b",
    "google_api_key": r"\bAIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])",
    "npm_token": r"\bnpm_[A-Za-z0-9]{36}\b",
    "gitlab_pat": r"\bglpat-[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])",
    "huggingface_token": r"\bhf_[A-Za-z]{34}\b",
    "sendgrid_key": r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])",
    "azure_account_key": r"AccountKey=[A-Za-z0-9+/]{86}==",
    "password_assignment": r"(?i)\b\w*password\w*\s*[=:]\s*\"[^\"\s]{16,}\"",
    "url_with_password": r"\b[a-z]+://[^:/\s]+:[^@\s]{16,}@[\w.-]+",
}
FORMAT_RES = {name: re.compile(p) for name, p in CREDENTIAL_FORMATS.items()}

DETECTION_TARGET = 0.97
FALSE_POSITIVE_TARGET = 0.01


def load(name: str) -> list[dict[str, Any]]:
    lines = (CORPUS / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


@pytest.fixture(scope="module")
def attacks() -> list[dict[str, Any]]:
    return load("attacks.jsonl")


@pytest.fixture(scope="module")
def benign() -> list[dict[str, Any]]:
    return load("benign.jsonl")


def formats_in(text: str) -> set[str]:
    return {name for name, rx in FORMAT_RES.items() if rx.search(text)}


def b64url_json(segment: str) -> Any:
    return json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4)))


# -- schema and composition ------------------------------------------------------------


def test_attack_schema(attacks: list[dict[str, Any]]) -> None:
    for row in attacks:
        assert set(row) == {"text", "category", "obfuscation", "lang", "note"}, row
        assert all(isinstance(v, str) for v in row.values()), row
        assert row["category"] in CATEGORIES, row
        assert row["obfuscation"] in OBFUSCATIONS, row
        assert row["lang"] in OTHER_LANGS | {"en"}, row
        assert (row["lang"] != "en") == (row["category"] == "multilingual"), row
        assert 20 <= len(row["text"]) <= 600, row
        assert row["note"], row


def test_benign_schema(benign: list[dict[str, Any]]) -> None:
    for row in benign:
        assert set(row) == {"text", "kind", "note"}, row
        assert all(isinstance(v, str) for v in row.values()), row
        assert row["kind"] in KINDS, row
        assert 20 <= len(row["text"]) <= 600, row


def test_composition(attacks: list[dict[str, Any]], benign: list[dict[str, Any]]) -> None:
    assert len(attacks) >= 300
    assert len(benign) >= 300
    per_category = Counter(a["category"] for a in attacks)
    assert set(per_category) == CATEGORIES
    assert min(per_category.values()) >= 25, per_category
    plain = Counter(a["category"] for a in attacks if a["obfuscation"] == "none")
    assert min(plain.values()) >= 25, f"hand-written bases per category: {plain}"
    per_lang = Counter(
        a["lang"] for a in attacks if a["category"] == "multilingual" and a["obfuscation"] == "none"
    )
    assert set(per_lang) == OTHER_LANGS
    assert min(per_lang.values()) >= 4, per_lang
    obfuscated = [a for a in attacks if a["obfuscation"] != "none"]
    assert len(obfuscated) >= 100
    assert set(Counter(a["obfuscation"] for a in obfuscated)) == OBFUSCATIONS - {"none"}
    assert len({a["category"] for a in obfuscated}) == len(CATEGORIES)
    kinds = Counter(b["kind"] for b in benign)
    assert set(kinds) == KINDS
    assert 0.15 <= kinds["near_miss"] / len(benign) <= 0.30, kinds


def test_every_variant_names_its_base(attacks: list[dict[str, Any]]) -> None:
    """bench/safety.py relates each obfuscated variant to its plain base through the note."""
    bases = Counter(
        (a["category"], a["lang"], a["note"]) for a in attacks if a["obfuscation"] == "none"
    )
    assert max(bases.values()) == 1, [k for k, n in bases.items() if n > 1]
    for a in attacks:
        if a["obfuscation"] != "none":
            note = a["note"].rsplit("; variant of: ", 1)[-1]
            assert (a["category"], a["lang"], note) in bases, a


def test_no_duplicate_texts(attacks: list[dict[str, Any]], benign: list[dict[str, Any]]) -> None:
    texts = [r["text"] for r in attacks + benign]
    repeated = [t for t, n in Counter(texts).items() if n > 1]
    assert not repeated, repeated[:5]


def test_generator_reproduces_the_files(
    attacks: list[dict[str, Any]], benign: list[dict[str, Any]]
) -> None:
    spec = importlib.util.spec_from_file_location("make_corpus", CORPUS / "make_corpus.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.build_attacks(random.Random(module.SEED)) == attacks
    assert module.build_benign() == benign


# -- fake credentials look like the real thing -------------------------------------------


def test_plain_credentials_match_real_formats(attacks: list[dict[str, Any]]) -> None:
    plain = [a for a in attacks if a["category"] == "credentials" and a["obfuscation"] == "none"]
    assert len(plain) >= 25
    unmatched = [a["text"] for a in plain if not formats_in(a["text"])]
    assert not unmatched, unmatched
    covered = set().union(*(formats_in(a["text"]) for a in plain))
    assert covered == set(CREDENTIAL_FORMATS), set(CREDENTIAL_FORMATS) - covered


def test_credential_details(attacks: list[dict[str, Any]]) -> None:
    plain = [a["text"] for a in attacks if a["category"] == "credentials"]
    plain = [t for t in plain if formats_in(t)]
    for text in plain:
        assert "AKIAIOSFODNN7EXAMPLE" not in text  # AWS's documented example key
        for secret in re.findall(r"(?i)secret_access_key\s*=\s*(\S+)", text):
            assert re.fullmatch(r"[A-Za-z0-9/+]{40}", secret), text
        for token in FORMAT_RES["jwt"].findall(text):
            header, payload, _ = token.split(".")
            assert b64url_json(header)["alg"] == "HS256"
            assert "sub" in b64url_json(payload)
        for m in FORMAT_RES["private_key_block"].finditer(text):
            body = m.group().split("\n")[1:-1]
            assert all(len(line) <= 64 for line in body)
            try:
                base64.b64decode("".join(body), validate=True)
            except binascii.Error as exc:  # pragma: no cover - reported as a failure
                pytest.fail(f"private key body is not base64: {exc}")


def test_benign_entries_hold_no_credentials(benign: list[dict[str, Any]]) -> None:
    leaking = [(b["text"], formats_in(b["text"])) for b in benign if formats_in(b["text"])]
    assert not leaking, leaking


# -- the scanner on the corpus ---------------------------------------------------------


def test_scanner_detects_attacks(attacks: list[dict[str, Any]]) -> None:
    missed = [a for a in attacks if not blocking(scan(a["text"]))]
    rate = 1 - len(missed) / len(attacks)
    by_class = Counter(f"{a['category']}/{a['obfuscation']}" for a in missed)
    assert rate >= DETECTION_TARGET, (
        f"detection {rate:.1%} < {DETECTION_TARGET:.0%} ({len(missed)} of {len(attacks)} missed); "
        f"top missed classes: {by_class.most_common(8)}; run bench/safety.py for the list"
    )


def test_scanner_false_positives(benign: list[dict[str, Any]]) -> None:
    blocked = [(b["kind"], b["text"]) for b in benign if blocking(scan(b["text"]))]
    rate = len(blocked) / len(benign)
    assert rate <= FALSE_POSITIVE_TARGET, (
        f"false positives {rate:.1%} > {FALSE_POSITIVE_TARGET:.0%}: {blocked}"
    )
