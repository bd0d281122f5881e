"""``hermem scan``: what the threat scanner finds in a text, a file, or the stored memory.

A thin layer over :func:`hermem.safety.scan`, loaded only when the command runs (so
``hermem --help`` stays light). A detected secret is never printed: an excerpt masks every
span the scanner calls a secret.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from hermem.cli.context import EXIT_FAILED, EXIT_USAGE, fail, home_options, print_json

if TYPE_CHECKING:
    from hermem.safety import Finding

EXIT_BLOCKED = EXIT_FAILED
RADIUS = 24  # characters of context either side of a match in its excerpt
MATCH_SHOWN = 80  # a longer match shows its head and tail
SECRET_MASK = "[secret]"

HELP = """\
Scan text for what memory refuses: prompt injection, role hijack, C2 and exfiltration
payloads, persistence (SSH keys, agent config files), secrets, invisible characters and
hidden markup. The same scanner guards every memory write, the system-prompt snapshot,
recalled provider context and session search results.

\b
Severity:
  high  blocks: a memory write carrying it is refused, a stored entry carrying it
        is replaced by a [BLOCKED: ...] placeholder in the system prompt, a recalled
        item carrying it is dropped, a past message carrying it is "⚠ flagged".
  low   is reported, never blocked: a bare mention (say, of ~/.ssh/config) that is
        usually innocent but worth a look, an attack quoted as an example, or a
        match whose surrounding words the phrasing model reads as an ordinary note
        (its description says which). Two weak signs together do block: a low
        finding in a text the phrasing model half-suspects adds a high
        phrasing_model finding.

\b
Each finding shows its severity, category, pattern id, character span, what the
pattern means, and the text around it with the match between » and «. Secrets
are masked as [secret]: a detected secret is never printed.

\b
Exit status: 0 when nothing would be blocked (no findings, or low ones only);
1 when a high finding is present (a flagged past message, a stored entry too
large to scan); 2 on a usage error.

\b
Examples:
  hermem scan "Ignore all previous instructions"   a high finding: exit 1
  hermem scan "my keys live in ~/.ssh/"            a low finding: exit 0
  hermem scan --file notes.md                      a whole file
  pbpaste | hermem scan --file -                   standard input
  hermem scan --store                              each entry of MEMORY.md and USER.md
  hermem scan --store --json                       the same, machine-readable
  hermem scan --sessions                           every past message in state.db
"""


@dataclass
class Scanned:
    """One scanned text: where it came from and what was found in it."""

    label: str
    text: str
    findings: list[Finding]
    target: str | None = None
    entry: int | None = None  # 1-based position in its store
    too_large: bool = False  # only the head was scanned

    @property
    def blocked(self) -> bool:
        # A stored entry too large to scan is left out of the prompt like an unsafe one.
        return any(f.blocks for f in self.findings) or (self.too_large and self.entry is not None)


@click.command(help=HELP)
@home_options
@click.argument("text", required=False)
@click.option(
    "--file",
    "-f",
    "path",
    metavar="PATH",
    type=click.Path(dir_okay=False, allow_dash=True, path_type=str),
    help="Scan this file (UTF-8), or - for standard input.",
)
@click.option(
    "--store",
    "stores",
    is_flag=True,
    help="Scan each entry of MEMORY.md and USER.md as it is on disk.",
)
@click.option(
    "--sessions",
    "history",
    is_flag=True,
    help="Scan every stored past message (state.db) and list the flagged ones.",
)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def scan(
    ctx: click.Context,
    text: str | None,
    path: str | None,
    stores: bool,
    history: bool,
    as_json: bool,
) -> None:
    choices = (("TEXT", text), ("--file", path), ("--store", stores), ("--sessions", history))
    given = [name for name, value in choices if value]
    if len(given) != 1:
        problem = "nothing to scan" if not given else f"{' and '.join(given)} given together"
        fail(f"{problem}: give one of TEXT, --file PATH, --store or --sessions", EXIT_USAGE)
    if history:
        _scan_sessions(ctx, as_json)
        return
    unreadable: list[dict[str, str]] = []
    if stores:
        scanned, source = _scan_stores(ctx, unreadable), "store"
    elif path is not None:
        label = "standard input" if path == "-" else path
        scanned, source = [_scan_text(label, _read(path))], label
    else:
        assert text is not None
        scanned, source = [_scan_text("text", text)], "text"
    if as_json:
        print_json(_report(source, scanned, unreadable))
    else:
        _print(source, scanned, unreadable)
    if any(s.blocked for s in scanned):
        sys.exit(EXIT_BLOCKED)
    if unreadable:
        sys.exit(EXIT_FAILED)


# -- scanning ------------------------------------------------------------------------------


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        fail(f"cannot read {path}: {exc.strerror or exc}")
    return raw.decode("utf-8-sig", errors="replace")


def _scan_text(
    label: str, text: str, target: str | None = None, entry: int | None = None
) -> Scanned:
    from hermem.safety import MAX_SCAN_CHARS, scan

    return Scanned(label, text, scan(text), target, entry, len(text) > MAX_SCAN_CHARS)


def _scan_stores(ctx: click.Context, unreadable: list[dict[str, str]]) -> list[Scanned]:
    from hermem.cli.context import open_builtin
    from hermem.errors import StoreUnreadableError
    from hermem.store.entries import TARGET_FILES

    memory = open_builtin(ctx)
    scanned: list[Scanned] = []
    for target, store in memory.stores.items():
        name = TARGET_FILES[target]
        try:
            entries = store.entries()
        except StoreUnreadableError as exc:
            unreadable.append({"target": target, "file": store.backend.location, "error": str(exc)})
            continue
        scanned.extend(
            _scan_text(f"{name} entry {number}", entry, target, number)
            for number, entry in enumerate(entries, 1)
        )
    return scanned


def _scan_sessions(ctx: click.Context, as_json: bool) -> None:
    from hermem.cli.context import home_paths
    from hermem.sessions.flags import flagged_messages
    from hermem.sessions.store import SessionStore, session_store_exists

    paths = home_paths(ctx)
    flagged = []
    total = 0
    if session_store_exists(paths):  # no history: nothing to scan, and nothing is created
        with SessionStore.open(paths, semantic="off") as store:
            total = int(store.stats()["messages"])
            flagged = list(flagged_messages(store))
    if as_json:
        print_json(
            {
                "source": "sessions",
                "messages": total,
                "flagged": [
                    {
                        "session_id": item.message.session_id,
                        "message_id": item.message.id,
                        "role": item.message.role,
                        "timestamp": item.message.timestamp,
                        "categories": list(item.categories),
                        "pattern_ids": list(item.pattern_ids),
                        "excerpt": excerpt(
                            item.message.content, item.findings[0], _secret_spans(item.findings)
                        ),
                    }
                    for item in flagged
                ],
            }
        )
    else:
        for item in flagged:
            message = item.message
            click.echo(
                f"{message.session_id}  message {message.id}  {message.role:<9}"
                f"  ⚠ flagged: {', '.join(item.categories)} ({', '.join(item.pattern_ids)})"
            )
            secrets = _secret_spans(item.findings)
            click.echo(f"    {excerpt(message.content, item.findings[0], secrets)}")
        click.echo(
            f"{'' if not flagged else chr(10)}Scanned {_count(total, 'past message')}: "
            f"{len(flagged)} flagged. History is kept whole; search results and session_search "
            "mark these messages so an agent treats them as data, never as instructions."
        )
    if flagged:
        sys.exit(EXIT_BLOCKED)


# -- excerpts --------------------------------------------------------------------------------


def excerpt(text: str, finding: Finding, secrets: Sequence[tuple[int, int]]) -> str:
    """One line around ``finding``: its match between » and «, every secret span masked."""
    start, end = finding.start, finding.end
    low, high = max(0, start - RADIUS), min(len(text), end + RADIUS)
    if end - start > MATCH_SHOWN:
        half = MATCH_SHOWN // 2
        match = (
            f"{_shown(text, start, start + half, secrets)}…{_shown(text, end - half, end, secrets)}"
        )
    else:
        match = _shown(text, start, end, secrets)
    line = (
        ("…" if low > 0 else "")
        + _shown(text, low, start, secrets)
        + f"»{match}«"
        + _shown(text, end, high, secrets)
        + ("…" if high < len(text) else "")
    )
    from hermem.safety.redact import redact_secrets

    return redact_secrets(line)  # a credential the scanner's spans missed is not shown either


def _shown(text: str, start: int, end: int, secrets: Sequence[tuple[int, int]]) -> str:
    out: list[str] = []
    index = start
    while index < end:
        covering = next((s for s in secrets if s[0] <= index < s[1]), None)
        if covering is not None:
            if not out or out[-1] != SECRET_MASK:
                out.append(SECRET_MASK)
            index = min(covering[1], end)
            continue
        out.append(_printable(text[index]))
        index += 1
    return "".join(out)


def _printable(char: str) -> str:
    if char == "\n":
        return "⏎"
    if char in "\t\r":
        return " "
    # Control, format and invisible characters are named, never sent to the terminal.
    return char if char.isprintable() else f"<U+{ord(char):04X}>"


def _secret_spans(findings: Sequence[Finding]) -> list[tuple[int, int]]:
    return [(f.start, max(f.end, f.start + 1)) for f in findings if f.category == "secret"]


# -- output --------------------------------------------------------------------------------


def _finding_dict(scanned: Scanned, finding: Finding) -> dict[str, Any]:
    return {
        "id": finding.id,
        "category": finding.category,
        "severity": finding.severity,
        "start": finding.start,
        "end": finding.end,
        "description": finding.description,
        "excerpt": excerpt(scanned.text, finding, _secret_spans(scanned.findings)),
    }


def _report(
    source: str, scanned: Sequence[Scanned], unreadable: Sequence[dict[str, str]]
) -> dict[str, Any]:
    findings = [f for s in scanned for f in s.findings]
    results = []
    for item in scanned:
        result: dict[str, Any] = {"label": item.label, "chars": len(item.text)}
        if item.target is not None:
            result.update(target=item.target, entry=item.entry)
        result.update(
            blocked=item.blocked,
            too_large=item.too_large,
            findings=[_finding_dict(item, f) for f in item.findings],
        )
        results.append(result)
    report: dict[str, Any] = {
        "source": source,
        "blocked": any(s.blocked for s in scanned),
        "high": sum(1 for f in findings if f.blocks),
        "low": sum(1 for f in findings if not f.blocks),
        "results": results,
    }
    if unreadable:
        report["unreadable"] = list(unreadable)
    return report


def _print(source: str, scanned: Sequence[Scanned], unreadable: Sequence[dict[str, str]]) -> None:
    from hermem.safety import MAX_SCAN_CHARS

    for problem in unreadable:
        click.echo(f"Error: {problem['file']} could not be read: {problem['error']}", err=True)
    if source == "store":
        counts = {t: sum(1 for s in scanned if s.target == t) for t in ("memory", "user")}
        click.echo(
            f"Scanned {counts['memory']} entr{'y' if counts['memory'] == 1 else 'ies'} of "
            f"MEMORY.md and {counts['user']} of USER.md."
        )
    shown = [s for s in scanned if s.findings or s.too_large or source != "store"]
    for item in shown:
        if source == "store" or item is not shown[0]:
            click.echo("")
        _print_one(item)
        if item.too_large:
            click.echo(
                f"  only the first {MAX_SCAN_CHARS:,} of {len(item.text):,} characters were"
                " scanned"
                + ("; the system prompt leaves this entry out" if item.entry is not None else "")
            )
    click.echo("")
    click.echo(_verdict(source, scanned))


def _print_one(item: Scanned) -> None:
    high = sum(1 for f in item.findings if f.blocks)
    if not item.findings:
        click.echo(f"{item.label}: clean, no findings")
        return
    click.echo(
        f"{item.label}: {_count(len(item.findings), 'finding')}"
        f" ({high} high, {len(item.findings) - high} low)"
    )
    secrets = _secret_spans(item.findings)
    for finding in item.findings:
        click.echo(
            f"  {finding.severity.upper():<4}  {finding.category:<13} {finding.id}"
            f"  chars {finding.start}-{finding.end}"
        )
        click.echo(f"        {finding.description}")
        click.echo(f"        {excerpt(item.text, finding, secrets)}")


def _verdict(source: str, scanned: Sequence[Scanned]) -> str:
    blocked = [s for s in scanned if s.blocked]
    low = sum(1 for s in scanned for f in s.findings if not f.blocks)
    if source == "store":
        if blocked:
            where = ", ".join(s.label for s in blocked)
            targets = sorted({s.target for s in blocked if s.target})
            fixes = " or ".join(
                f"`hermem remove TEXT --target {t}` / `hermem edit --target {t}`" for t in targets
            )
            return (
                f"Blocked: {where}. The system prompt carries a [BLOCKED: ...] placeholder "
                f"instead. Remove it with {fixes} (TEXT: a unique part of the entry)."
            )
        if low:
            return (
                f"Allowed: {_count(low, 'low finding')}, reported only; every entry reaches "
                "the prompt."
            )
        return "Clean: no findings; every entry reaches the prompt."
    if blocked:
        high = sum(1 for s in scanned for f in s.findings if f.blocks)
        return f"Blocked: {_count(high, 'high finding')}; a memory write of this text is refused."
    if low:
        return (
            f"Allowed: {_count(low, 'low finding')}, reported only; a memory write is not refused."
        )
    return "Clean: no findings."


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


COMMANDS = [scan]
