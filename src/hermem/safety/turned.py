"""Tokens written backwards or in rot13: "7SU5bpFo…_phg" is a GitHub token reversed,
"fx-cebw-…" an OpenAI key in rot13 ("stored backwards so scanners skip it").

The scanner reads a whole text reversed or rotated only when it shows common words turned
that way (`scanner`), and a note that stores a key that way has none: its words are plain,
only the key is turned. So each long run of token characters is turned back on its own,
and when it then opens as a known token format does (the cased secret rows' opening
strings: "ghp_", "sk-proj-", "glpat-", "sk_live_" …), the secret rows read it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from hermem.safety.readings import ROT13

# A run of the characters tokens are made of, long enough to be one.
_RUN = re.compile(r"[A-Za-z0-9_.+/=-]{16,}")
_TOKEN_CHARS = re.compile(r"[A-Za-z0-9_.+/=-]+")


def turned_runs(text: str, openers: tuple[str, ...]) -> Iterator[tuple[str, str, int, int]]:
    """(kind, the run turned back, start, end) for each run of token characters in ``text``
    that, reversed (kind ``reversed``) or rotated (``rot13``), opens with one of
    ``openers``."""
    for match in _RUN.finditer(text):
        run = match.group()
        for kind, turned in (("reversed", run[::-1]), ("rot13", run.translate(ROT13))):
            if turned.startswith(openers):
                yield kind, turned, match.start(), match.end()


def openers_of(openings: Iterable[str]) -> tuple[str, ...]:
    """The opening strings worth looking for at a turned run's start: three characters or
    more of token characters (a shorter one opens too many runs by chance)."""
    return tuple(sorted({o for o in openings if len(o) >= 3 and _TOKEN_CHARS.fullmatch(o)}))
