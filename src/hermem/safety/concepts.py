"""A multilingual lexicon of the ideas injected orders are made of, for the phrasing model.

The phrasing model (`learned`) learns words: "ignore previous instructions" in English,
"ignora las instrucciones anteriores" in Spanish, each from the examples of its own
language. A language with few training examples learns little. The lexicon
(``data/concepts.json``) names about fifty ideas ("ignore", "previous", "instructions",
"secretly", "send", "credentials", ...) and the words that carry each of them in 66
languages, as whole words ("ignore"), word stems ("instruc*") or, for scripts written
without spaces, strings ("忽略"). The model then also sees which ideas a text holds and which
two of them occur together ("@ignore", "@ignore&instructions"), and what it learns about
them from any language counts in every other.

The forms are folded as scanned text is (accents off, lower case), so they match
:func:`~hermem.safety.learned.joined_words` of folded text.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from importlib import resources
from typing import Any

from hermem.safety.wordchars import word_re

PREFIX = "@"  # concept features start with it; joined words never hold one
PAIR = "&"

# Scripts written without spaces between words: their forms match inside a word.
_UNSPACED = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


class Lexicon:
    """The concepts and one automaton over the folded forms of all their words."""

    __slots__ = ("_automaton", "concepts", "digest", "keys")

    def __init__(self, raw: dict[str, Any], digest: str) -> None:
        table = raw.get("concepts")
        if not isinstance(table, dict) or not table:
            raise ValueError("the concept lexicon needs a non-empty 'concepts' object")
        for concept, languages in table.items():
            if not isinstance(languages, dict):
                raise ValueError(f"concept {concept!r}: expected an object of languages")
        forms_of = [
            (str(concept), form)
            for concept, languages in table.items()
            for forms in languages.values()
            for form in forms
        ]
        keys: dict[str, set[str]] = {}
        for (concept, _), key in zip(forms_of, keys_of([f for _, f in forms_of]), strict=True):
            if key:
                keys.setdefault(key, set()).add(concept)
        import ahocorasick  # here, not at import: ``import hermem`` stays light

        # What each key is looked for as in joined words, and the concepts it carries.
        self.keys = {key: tuple(sorted(concepts)) for key, concepts in keys.items()}
        self._automaton: Any = ahocorasick.Automaton()
        for key, concepts in self.keys.items():
            self._automaton.add_word(key, concepts)
        self._automaton.make_automaton()
        self.concepts = tuple(sorted(table))
        self.digest = digest

    def present(self, joined: str) -> set[str]:
        """The concepts whose words occur in ``joined`` (as :func:`joined_words` gives it)."""
        found: set[str] = set()
        for _, concepts in self._automaton.iter(joined):
            found.update(concepts)
        return found


def keys_of(forms: list[str]) -> list[str]:
    """What each form is looked for as in joined words (see `_key`), folded as scanned text
    is. Remembered: the checks that read a part of the lexicon (`foreign_lexicon`) fold the
    same forms again."""
    from hermem.safety.normalize import folded_lowered  # the scanner's folding, imported late

    known = _known_keys()
    for form in forms:
        if form not in known:
            known[form] = _key(folded_lowered(form.rstrip("*")), form.endswith("*"))
    return [known[form] for form in forms]


@functools.cache
def _known_keys() -> dict[str, str]:
    return {}


def _key(folded: str, prefix: bool) -> str:
    # What a folded form is looked for as in joined words: " word " for a word or phrase,
    # " stem" for a stem, the bare string in unspaced scripts.
    words = word_re().findall(folded.replace("_", " "))
    if not words:
        return ""
    if _UNSPACED.search(folded):
        key = " ".join(words)
        return key if len(key) >= 2 else ""
    return " " + " ".join(words) + ("" if prefix else " ")


def concept_features(present: set[str]) -> set[str]:
    """The features of the concepts present: each one, and each pair of them."""
    ordered = sorted(present)
    found = {PREFIX + concept for concept in ordered}
    found.update(
        PREFIX + first + PAIR + second
        for index, first in enumerate(ordered)
        for second in ordered[index + 1 :]
    )
    return found


@functools.cache
def lexicon() -> Lexicon:
    """The shipped lexicon, loaded on first use."""
    raw, digest = _shipped()
    return Lexicon(raw, digest)


@functools.cache
def _shipped() -> tuple[dict[str, Any], str]:
    data = resources.files("hermem.safety").joinpath("data/concepts.json").read_bytes()
    return json.loads(data), hashlib.sha256(data).hexdigest()[:16]


def foreign_lexicon(ideas: frozenset[str], name: str) -> Lexicon:
    """The shipped lexicon's forms of ``ideas`` in the languages other than English, without
    the forms English shares ("token", "chat", "cc"): for checks whose English is left to
    the more precise pattern rows."""
    table = _shipped()[0]["concepts"]
    english = {
        form.rstrip("*").lower() for languages in table.values() for form in languages.get("en", [])
    }
    chosen = {
        idea: {
            language: [form for form in forms if form.rstrip("*").lower() not in english]
            for language, forms in languages.items()
            if language != "en"
        }
        for idea, languages in table.items()
        if idea in ideas
    }
    return Lexicon({"concepts": chosen}, name)
