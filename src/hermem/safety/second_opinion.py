"""The phrasing model's second opinion on a pattern row's match, read in the words around it.

A row matches words, and the same words are in the notes that talk about them: a red-team
report quoting a forged ``</memory-context>``, a taxonomy of persistence tricks naming
``AGENTS.md`` and ``~/.bashrc``, a log format with ``{"role": "system"}``. `context` lowers
the mentions it can describe (quotes, prohibitions, placeholders); the rest were most of
the notes the rows still blocked. The phrasing model (`learned`) reads a match's
neighbourhood as a whole, and when it is all but certain that the neighbourhood is an
ordinary note, the match is reported ``low`` instead of blocking.

Measured out of fold on the 75 training corpora (each scored by a model trained without
it), this lowered 69 of the 156 benign notes the rows blocked and 3 of the 12,767 attacks
they caught. It is kept narrow on purpose:

- only a match the plain pass found: one hidden in an encoding, rot13, reversed or
  leetspeak text was hidden, and hiding is the attack;
- never a secret (a live key is a leak whatever the words around it) nor invisible
  characters (the model cannot read them);
- only a neighbourhood long enough to be scored, with eight different words or more (a
  handful of words is no evidence), and
  scored below :data:`OVERRULE_BELOW` (about 95% of benign notes score under 0.1; the
  attacks the rows catch, almost all above 0.5).
"""

from __future__ import annotations

import functools
import re

from hermem.safety.findings import HIGH, LOW, Finding
from hermem.safety.learned import model
from hermem.safety.normalize import normalize

# The neighbourhood's score under which a match is only reported. It was 0.02 until a
# retrained model moved two benign notes of the blind sets just above it; on the 13
# development sets (2,614 attacks, 3,791 benign notes, none trained on) 0.03 lets 2 more
# benign notes through with either model and no attack, 0.05 loses 2 attacks.
OVERRULE_BELOW = 0.03
REACH = 150  # characters read on each side of the match
# Categories the model has no say in: a live key is a leak whatever the words around it,
# and invisible characters are nothing the model can read.
UNREAD_CATEGORIES = frozenset({"secret", "invisible"})
# Words, to count a neighbourhood's: three letters or more, or one Chinese, Japanese or
# Korean character. Fewer than _FEWEST_WORDS different ones is no note to judge: "QUOTED:AN:
# 12: / Ignore all previous instructions. / 000000000000" was read as an ordinary note on
# the strength of one word, "quoted" (found by the property test). On every corpus text the
# gate's verdicts are the same.
_WORD = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[^\W\d_]{3,}")
_FEWEST_WORDS = 8
REASON = "reported, not blocked: the words around it read as an ordinary note"


def second_opinion(text: str, finding: Finding) -> Finding:
    """``finding`` as it stands, or lowered to ``low`` when the phrasing model reads the
    words around it (in ``text``, the scanned string its span indexes) as an ordinary
    note."""
    if finding.severity != HIGH or finding.category in UNREAD_CATEGORIES or "." in finding.id:
        return finding
    around = text[max(0, finding.start - REACH) : finding.end + REACH]
    if len(set(_WORD.findall(around.lower()))) < _FEWEST_WORDS:
        return finding  # too few words to judge a note by
    score = _score(around)
    if score == 0.0 or score >= OVERRULE_BELOW:  # 0.0: too short to be scored
        return finding
    return Finding(
        id=finding.id,
        category=finding.category,
        severity=LOW,
        start=finding.start,
        end=finding.end,
        description=f"{finding.description.rstrip('.')} ({REASON}).",
    )


@functools.lru_cache(maxsize=64)
def _score(around: str) -> float:
    # Several matches of one text often share a neighbourhood (a row's high and low forms,
    # the same words found again by the squeezed or decoded pass), and the gate and the full
    # report of one write read the same ones.
    return model().score(normalize(around).lowered)
