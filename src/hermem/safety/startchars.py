"""Compiling a row so the regex engine skips, in C, the places where no match can start.

Python's regex engine tries a pattern at every position of the text unless the pattern
opens with a literal or a set of literals: then it jumps from one such character to the
next. Most rows open with ``\\b`` or a lookbehind before an alternation of words
(``\\b(?:send|post|upload|...)``), which hides those first characters, so on an ordinary
500-character note each row was tried 500 times.

:func:`compile_row` rewrites the parsed pattern, not its meaning: it spells the pattern as
alternatives that each open with one literal character, pushing ``\\b`` and fixed-width
lookbehinds behind that character (``\\bsend`` is ``s(?<!\\ws)end``: the character before
the ``s`` is not a word character), and ``(A|B)C`` as ``AC|BC``, ``X?C`` as ``XC|C`` and
a small character set ``[ab]C`` as ``aC|bC``, all in the order the engine would try them.
Alternatives with different first characters cannot both match at one place, so they are
grouped by first character. Matches are the same, found at the same places (the tests
compare every row, old and new form, on every corpus entry); rows are 1.9 times faster on
natural notes, and some non-Latin rows 20 times.

A pattern it cannot spell that way (one that opens with ``^``, a repetition, a lookahead)
is compiled as written. It works on ``re``'s private parser; if that changes shape, every
row is compiled as written: only speed is lost.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

from hermem.safety.openings import Openings, opening_strings

# Spelling a pattern out may multiply its alternatives; past this many, it is left alone.
MAX_ALTERNATIVES = 512
MAX_SET = 64  # a character set of up to this many literals becomes one alternative each

Item = tuple[Any, Any]  # one (opcode, argument) of a parsed pattern


def compile_row(source: str) -> re.Pattern[str]:
    """``source`` compiled so that it opens with literal characters where that can be
    done without changing what it matches; else as written."""
    return compile_row_with_openings(source)[0]


def compile_row_with_openings(source: str) -> tuple[re.Pattern[str], Openings | None]:
    """`compile_row`, and the strings every match opens with (`openings`), from one parse."""
    try:
        parser: Any = importlib.import_module("re._parser")
        ops: Any = importlib.import_module("re._constants")
        parsed = parser.parse(source)
        openings = opening_strings(parsed, ops)
        return _compiled(parsed, parser, ops) or re.compile(source), openings
    except Exception:  # a private parser that changed shape: only speed is lost
        return re.compile(source), None


def _compiled(parsed: Any, parser: Any, ops: Any) -> re.Pattern[str] | None:
    compiler: Any = importlib.import_module("re._compiler")
    if parsed.state.flags & ~(re.UNICODE | re.ASCII):  # flags inside the pattern: leave it
        return None
    speller = _Speller(parser, ops, parsed.state)
    opening = speller.opening(list(parsed.data))
    if opening is None:
        return None
    rewritten = parser.SubPattern(parsed.state, opening)
    compiled: re.Pattern[str] = compiler.compile(rewritten, 0)
    return compiled


class _Speller:
    """Rewrites parsed items as alternatives that each open with a LITERAL item."""

    def __init__(self, parser: Any, ops: Any, state: Any) -> None:
        self.parser = parser
        self.ops = ops
        self.state = state
        self._behind_items: dict[tuple[Any, int], Item] = {}

    def opening(self, items: list[Item]) -> list[Item] | None:
        """``items`` rewritten to open with a literal or with an alternation of
        alternatives that each open with one (grouped by it), the rest left as it is where
        the rewriting allows; None when that cannot be done."""
        ops = self.ops
        if not items:
            return None
        op, argument = items[0]
        if op is ops.BRANCH:
            spelled = self._joined([list(branch.data) for branch in argument[1]])
            if spelled is not None:  # else an alternative needs what follows (it may be empty)
                return [*self.grouped(spelled), *items[1:]]
        if op is ops.LITERAL:
            return None  # the engine already skips to it
        zero_width = op is ops.AT or op in (ops.ASSERT, ops.ASSERT_NOT)
        if zero_width and len(items) > 1 and items[1][0] is ops.BRANCH:
            # \b(?:a|b)C is (?:\ba|\bb)C: the test goes into each alternative.
            alternatives = [[items[0], *branch.data] for branch in items[1][1][1]]
            spelled = self._joined(alternatives)
            if spelled is not None:
                return [*self.grouped(spelled), *items[2:]]
        spelled = self.spell(items)
        return None if spelled is None else self.grouped(spelled)

    def spell(self, items: list[Item]) -> list[list[Item]] | None:
        """``items`` as alternatives, in the engine's order, each opening with a LITERAL;
        None when that cannot be done."""
        ops = self.ops
        if not items:
            return None
        op, argument = items[0]
        rest = items[1:]
        if op is ops.LITERAL:
            return [items]
        if op is ops.BRANCH:  # (A|B)C is AC|BC: A then B, each followed by C
            return self._joined([list(branch.data) + rest for branch in argument[1]])
        if op is ops.SUBPATTERN:
            group, add_flags, del_flags, inner = argument
            if group is not None or add_flags or del_flags:
                return None  # a capturing group's span, or flags, must stay as written
            return self.spell(list(inner.data) + rest)
        if op is ops.MAX_REPEAT and argument[1] >= 1 and argument[2].getwidth()[0] >= 1:
            # Greedy X{m,n}C is X X{m-1,n-1} C, or C when m is 0 (X first): the same
            # counts of X in the same order, most first.
            low, high, repeated = argument
            fewer = [(op, (max(0, low - 1), high - 1, repeated))] if high > 1 else []
            choices = [[*repeated.data, *fewer, *rest]]
            return self._joined([*choices, rest] if low == 0 else choices)
        if op is ops.IN:
            codes = self._set_codes(argument)
            if codes is None:
                return None
            return [[(ops.LITERAL, code), *rest] for code in codes]
        if op is ops.AT and argument in (
            ops.AT_BOUNDARY,
            ops.AT_BEGINNING,
            ops.AT_BEGINNING_STRING,
        ):
            # ^L is L(?<=^L); \b: see `_behind`.
            spelled = self.spell(rest)
            if spelled is None:
                return None
            return [[first, self._behind(argument, first[1]), *tail] for first, *tail in spelled]
        if op in (ops.ASSERT, ops.ASSERT_NOT) and argument[0] == -1:
            # A fixed-width lookbehind before L is the same lookbehind, one longer, after L.
            low, high = argument[1].getwidth()
            spelled = self.spell(rest) if low == high else None
            if spelled is None:
                return None
            return [
                [
                    first,
                    (op, (-1, self.parser.SubPattern(self.state, [*argument[1].data, first]))),
                    *tail,
                ]
                for first, *tail in spelled
            ]
        return None

    def _joined(self, choices: list[list[Item]]) -> list[list[Item]] | None:
        out: list[list[Item]] = []
        for choice in choices:
            spelled = self.spell(choice)
            if spelled is None:
                return None
            out.extend(spelled)
            if len(out) > MAX_ALTERNATIVES:
                return None
        return out

    def _set_codes(self, members: list[Item]) -> list[int] | None:
        codes: list[int] = []
        for kind, value in members:
            if kind is self.ops.LITERAL:
                codes.append(value)
            elif kind is self.ops.RANGE and value[1] - value[0] < MAX_SET:
                codes.extend(range(value[0], value[1] + 1))
            else:
                return None  # a negated set, a category (\w, \s): too many characters
        return codes if len(codes) <= MAX_SET else None

    def _behind(self, at: Any, code: int) -> Item:
        # The test ``at`` (\b or ^) made before the character ``code``, made after it. \b
        # before a word character: the character before it is not one (or there is none);
        # before any other character: it is one. One item per test and character, so the
        # alternatives that share a first character can share it (`grouped`).
        item = self._behind_items.get((at, code))
        if item is None:
            ops = self.ops
            literal = (ops.LITERAL, code)
            if at is not ops.AT_BOUNDARY:
                behind, kind = [(ops.AT, at), literal], ops.ASSERT
            else:
                behind = [(ops.IN, [(ops.CATEGORY, ops.CATEGORY_WORD)]), literal]
                word = chr(code).isalnum() or chr(code) == "_"
                kind = ops.ASSERT_NOT if word else ops.ASSERT
            item = (kind, (-1, self.parser.SubPattern(self.state, behind)))
            self._behind_items[(at, code)] = item
        return item

    def grouped(self, alternatives: list[list[Item]]) -> list[Item]:
        """One alternation with a branch per first character (alternatives with different
        first characters never both match at one place), keeping the order within each; a
        boundary every alternative of a group checks right after that character is checked
        once."""
        ops = self.ops
        by_first: dict[int, list[list[Item]]] = {}
        for first, *tail in alternatives:
            by_first.setdefault(first[1], []).append(tail)
        branches: list[list[Item]] = []
        for code, tails in by_first.items():
            if len(tails) == 1:
                branches.append([(ops.LITERAL, code), *tails[0]])
                continue
            shared: list[Item] = []
            if all(tail and tail[0] is tails[0][0] for tail in tails):
                shared = [tails[0][0]]
                tails = [tail[1:] for tail in tails]
            inner = [self.parser.SubPattern(self.state, tail) for tail in tails]
            branches.append([(ops.LITERAL, code), *shared, (ops.BRANCH, (None, inner))])
        if len(branches) == 1:
            return branches[0]
        subpatterns = [self.parser.SubPattern(self.state, branch) for branch in branches]
        return [(ops.BRANCH, (None, subpatterns))]
