"""The shape of one threat-pattern row, and the regex pieces the tables share.

Rows are data: id, category, severity, anchors, compiled regex, description. An id may have
two rows: a ``high`` row for the instruction or payload form and a ``low`` row for a bare
mention (the scanner keeps only the stronger of two overlapping findings with one id).

Rows are matched against the lower-cased folded text (see `normalize`), so their literals
are written in lower case; a ``cased`` row (a token format such as ``AKIA...``) sees the
folded text as is. ``anchors`` are lower-case strings of which every match contains at least
one; the scanner skips a row whose anchors are all absent, which keeps ordinary notes fast.
A row may name more such sets (``also``): each must have an anchor present too.
A ``core`` row reports the span of its first group (the rest is context, such as the start
of a clause). Open repetitions are capped when a row is compiled (:func:`bounded`), so every
match has a known maximum length (its ``reach``, which lets long texts be scanned in windows
around anchors), and no two alternatives of a repetition can match the same text, so no
pattern backtracks catastrophically on hostile input.

The tables: `instructions` (instruction override), `roles` (role hijack, prompt leaks),
`markers` (forged chat markers), `languages` and `languages_exfil` (the same in other
languages), `c2`, `exfiltration`, `persistence`, `markup` (hidden markup) and
`credentials` (secrets).
"""

from __future__ import annotations

import importlib
import re
from typing import Any

from hermem.safety.findings import HIGH
from hermem.safety.normalize import lower_aligned
from hermem.safety.openings import TEXT_START, Openings
from hermem.safety.startchars import compile_row_with_openings


class ThreatPattern:
    """One row of a table. The regex is compiled on first use, so importing the tables
    (and with them ``hermem``) stays cheap."""

    __slots__ = (
        "_needs",
        "_opening_finder",
        "_openings",
        "_reach",
        "_regex",
        "also",
        "anchors",
        "cased",
        "category",
        "core",
        "description",
        "id",
        "needs",
        "severity",
        "source",
    )

    def __init__(
        self,
        id: str,
        category: str,
        severity: str,
        anchors: frozenset[str],
        source: str,
        description: str,
        cased: bool = False,
        core: bool = False,
        also: tuple[frozenset[str], ...] = (),
        needs: str | None = None,
    ) -> None:
        self.id = id
        self.category = category
        self.severity = severity
        self.anchors = anchors  # empty: always run the regex
        self.source = source
        self.description = description
        self.cased = cased  # False: the regex runs on the lower-cased text
        self.core = core  # True: report the span of group 1, not the whole match
        # More anchor sets, each of which must also have one anchor present (a verb *and* a
        # target), so a row with common words is skipped unless both kinds occur.
        self.also = also
        # A regex the text must hold somewhere for the row to run at all, cheap to search
        # (a secret's value: "20 token characters in a row"), for rows whose own regex is
        # dear and whose anchors are common words ("key", "token").
        self.needs = needs
        self._needs: re.Pattern[str] | None = None
        self._regex: re.Pattern[str] | None = None
        self._openings: Openings | None = None
        self._opening_finder: Any = None
        self._reach: int | None = None

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled pattern (no re.IGNORECASE: lower-casing the text once is faster),
        spelled so that it opens with literal characters (`startchars`)."""
        regex = self._regex
        if regex is None:
            regex, self._openings = compile_row_with_openings(bounded(self.source))
            self._regex = regex
        return regex

    @property
    def openings(self) -> Openings | None:
        """The strings one of which opens every match (`openings`), or None when the row has
        no such list."""
        self.regex  # noqa: B018 (compiling the row finds its opening strings)
        return self._openings

    def match_starts(self, subject: str, lowered: str | None = None) -> list[int] | None:
        """The places in ``subject``, in order, where a match can start: where one of the
        strings every match opens with starts (`openings`); None when the row has no such
        list and must be searched. ``lowered``: ``subject`` lower-cased, if the caller has
        it (where strings read from a case-insensitive part are looked for)."""
        finder = self._opening_finder
        if finder is None:
            finder = self._opening_finder = self._build_opening_finder()
        if finder is False:
            return None
        openings = self._openings
        assert openings is not None  # (a finder is built from them)
        if openings.folded:
            subject = lower_aligned(subject) if lowered is None else lowered
        # No two opening strings start at one place (`openings`), so the places are distinct.
        places = sorted([end - back for end, back in finder.iter(subject)]) if len(finder) else []
        if TEXT_START in openings.strings and (not places or places[0]):
            places.insert(0, 0)
        return places

    def _build_opening_finder(self) -> Any:
        # An Aho-Corasick automaton of the opening strings (each with its length less one,
        # to find where it starts), or False when the row has none.
        self.regex  # noqa: B018 (compiling the row finds its opening strings)
        if self._openings is None:
            return False
        import ahocorasick  # here, not at import: ``import hermem`` stays light

        finder = ahocorasick.Automaton()
        for opening in self._openings.strings - {TEXT_START}:
            finder.add_word(opening, len(opening) - 1)
        if len(finder):
            finder.make_automaton()
        return finder

    def can_match(self, subject: str) -> bool:
        """False when ``subject`` lacks what :attr:`needs` asks for (the row cannot match)."""
        if self.needs is None:
            return True
        needs = self._needs
        if needs is None:
            needs = self._needs = re.compile(self.needs)
        return needs.search(subject) is not None

    @property
    def reach(self) -> int:
        """How far a match (lookaheads included) can extend from any character of it; 0 when
        unknown, and then the row scans the whole text."""
        reach = self._reach
        if reach is None:
            reach = self._reach = _reach(bounded(self.source))
        return reach

    def __repr__(self) -> str:
        return f"ThreatPattern({self.id!r}, {self.category!r}, {self.severity!r})"


_MAX_RUN = 64
_QUANTIFIER = re.compile(r"\{(\d+),\}")


def bounded(source: str) -> str:
    """``source`` with every open-ended repetition capped (``+``, ``*``, ``{n,}`` become
    ``{1,64}``, ``{0,64}``, ``{n,n+64}``), so every match has a known maximum length."""
    out: list[str] = []
    index = 0
    in_class = False
    while index < len(source):
        char = source[index]
        if char == "\\":
            out.append(source[index : index + 2])
            index += 2
            continue
        if in_class:
            in_class = char != "]"
            out.append(char)
            index += 1
            continue
        if char == "[":
            in_class = True
            out.append(char)
            index += 1
            for opener in ("^", "]"):  # "[^]..." and "[]...": the "]" is a member
                if source.startswith(opener, index):
                    out.append(opener)
                    index += 1
            continue
        if char in "+*" and out and out[-1] != "(":
            out.append(f"{{1,{_MAX_RUN}}}" if char == "+" else f"{{0,{_MAX_RUN}}}")
            index += 1
            continue
        open_ended = _QUANTIFIER.match(source, index)
        if open_ended is not None:
            low = int(open_ended.group(1))
            out.append(f"{{{low},{low + _MAX_RUN}}}")
            index = open_ended.end()
            continue
        out.append(char)
        index += 1
    return "".join(out)


def _reach(source: str) -> int:
    # The regex parser's maximum width, with lookaheads counted as if they consumed (they
    # read ahead of the match). The parser is private: if it is missing, scan whole texts.
    try:
        parser: Any = importlib.import_module("re._parser")
        width = parser.parse(source.replace("(?=", "(?:").replace("(?!", "(?:")).getwidth()[1]
    except Exception:  # any failure only costs speed
        return 0
    return int(width) if width < 1 << 20 else 0


def threat(
    id: str,
    category: str,
    severity: str,
    anchors: tuple[str, ...],
    pattern: str,
    description: str,
    *,
    cased: bool = False,
    core: bool = False,
    also: tuple[tuple[str, ...], ...] = (),
    needs: str | None = None,
) -> ThreatPattern:
    """One row of a table."""
    return ThreatPattern(
        id,
        category,
        severity,
        frozenset(anchors),
        pattern,
        description,
        cased,
        core,
        tuple(frozenset(group) for group in also),
        needs,
    )


def secret_description(kind: str) -> str:
    """The description of a secret's finding: it names the kind of secret, never the secret."""
    return f"Looks like {kind}; secrets must not be stored in memory."


def secret(
    id: str,
    kind: str,
    anchors: tuple[str, ...],
    pattern: str,
    *,
    cased: bool = True,
    core: bool = False,
    also: tuple[tuple[str, ...], ...] = (),
    needs: str | None = None,
) -> ThreatPattern:
    """A row of a credential format: blocks, and its description names the kind of secret
    (never the secret). ``core``: the secret is group 1, the rest (its label) context.
    ``also``: more anchor sets, each of which must have one anchor present; ``needs``: a
    cheap regex the text must hold (`ThreatPattern.needs`)."""
    return threat(
        id,
        "secret",
        HIGH,
        anchors,
        pattern,
        secret_description(kind),
        cased=cased,
        core=core,
        also=also,
        needs=needs,
    )


# Up to eight filler words between key words ("ignore all of the user's prior instructions").
FILLER = r"(?:[\w'’]+[\s,]+){0,8}"
# Up to three.
SHORT_FILLER = r"(?:[\w'’]+[\s,]+){0,3}"
# The start of a clause, so an imperative ("Ignore your rules") is told apart from a
# statement ("the model tends to ignore rules"): the text's start, a line break or sentence
# punctuation, a list bullet, or a word that introduces an order. Followed by the group a
# ``core`` row reports.
CLAUSE = (
    r"(?:^|[\n.!?:;\"'“”(\[>*•]|[-–—](?=\s)|\b(?:please|now|just|simply|and|then|also|so"
    r"|kindly|instead|immediately|first|finally|always|must|should|shall|you\s+to|you\s+will"
    r"|you\s+need\s+to|i\s+order\s+you\s+to|i\s+command\s+you\s+to))[ \t]*,?[ \t]*"
)
# Directories in front of a file name: "~/", "$home/.hermes/", "/home/me/.aws/".
DIRS = r"(?:[\w.~$%{}@:+-]{0,64}[/\\]){0,8}"
# A shell write into a file: `> path`, `>> path`, `tee [-a] path`.
REDIRECT = r"(?:>>?|\btee\s+(?:-a\s+)?)\s*"
# Where a file is being changed: "edit [...] X", "append ... to X", "add ... to root's X",
# "insert at the top of X", "> X", "tee -a X". Not a verb whose subject is the noun before it
# ("commands that modify authorized_keys": those commands are what the note is about).
WRITE_INTO = (
    r"(?:(?<!\bthat\s)(?<!\bwhich\s)"
    # (Not what the user is asked to approve: "propose an edit to CLAUDE.md and I'll review it".)
    r"(?:\b(?<!\b(?:propose|suggest)\sa\s)(?<!\b(?:propose|suggest)\san\s)"
    r"(?:update|modify|edit|change|overwrite|rewrite|replace)\s+(?:[\w'’]+\s+){0,3}"
    r"|\b(?:append|prepend|add|write|insert|put|inject|copy|install|place|save|appending"
    r"|prepending|adding|writing|inserting|putting|injecting|copying|installing|placing"
    r"|saving)\s+"
    # A long token between (an SSH public key, a base64 blob) is one word.
    r"(?:\S{1,1024}\s+){0,12}?(?:to|into|at\s+the\s+(?:top|end|bottom|start)\s+of)\s+"
    r"(?:(?:the|your|my|our|its|their|every|each|all|any|new|other)\s+){0,3}"
    rf"(?:[\w-]{{1,32}}['’]s\s+)?(?:file\s+)?)|{REDIRECT})[`'\"]?{DIRS}"
)
# An env var whose name ends like a secret: $api_key, ${github_token}, $env:db_password.
SECRET_VAR = (
    r"\$(?:env:)?\{?\w{1,64}\b(?:(?<=key)|(?<=token)|(?<=secret)|(?<=password)|(?<=passwd)"
    r"|(?<=credential)|(?<=credentials))"
)
# Files whose whole purpose is to hold credentials (a .env.example template is not one).
SECRET_FILE = (
    rf"{DIRS}(?:\.env\b(?!\.(?:example|sample|template|dist)\b)|\.netrc\b|\.pgpass\b"
    r"|\.npmrc\b|\.pypirc\b|\.git-credentials\b|credentials\b|id_(?:rsa|dsa|ecdsa|ed25519)\b"
    r"(?!\.pub)|\.kube[/\\]config\b|kubeconfig\b|\.docker[/\\]config\.json\b"
    r"|\.config[/\\]gh[/\\]hosts\.ya?ml\b|\.gnupg\b|\.vault-token\b|\.terraformrc\b"
    r"|\.boto\b|\.s3cfg\b)"
)
SECRET_FILE_ANCHORS = (
    ".env", ".netrc", ".pgpass", ".npmrc", ".pypirc", "credentials", "id_", ".kube", "kubeconfig",
    ".docker", "hosts.y", ".gnupg", ".vault-token", ".terraformrc", ".boto", ".s3cfg",
)  # fmt: skip
IPV4 = r"\d{1,3}(?:\.\d{1,3}){3}"
# An address outside: a URL, an IPv4 address or an e-mail address.
ADDRESS = rf"(?:https?://|ftp://|{IPV4}|[\w.+-]{{1,64}}@[\w-]{{1,63}}\.[\w.]{{2,}})"
