"""``hermem sessions``: past conversations — list, show, search, import, export, delete, stats.

Each command is a thin layer over the library function of the same name
(``SessionStore.list_sessions``, ``search_messages``, ``import_path``, ``export_sessions``...).
"""

from __future__ import annotations

import io
import sys
import time
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from hermem.cli.context import EXIT_FAILED, fail, home_options, home_paths, print_json

if TYPE_CHECKING:
    from hermem.sessions.models import Message, SearchHit, Session, SessionHit
    from hermem.sessions.store import SessionStore

# Spelled out here so that `hermem --help` loads no SQLite code.
FORMATS = ("auto", "hermem", "openai", "hermes", "claude-code", "chatgpt")
ROLES = ("user", "assistant", "system", "tool")
MODES = ("auto", "lexical", "hybrid")
MAX_PROBLEMS_SHOWN = 20

HELP = """\
Past conversations (the session store, state.db): browse, search, import, export.

\b
Examples:
  hermem sessions import ~/.claude/projects       every Claude Code transcript
  hermem sessions import conversations.json       a ChatGPT data export
  hermem sessions import old-hermes/state.db      a Hermes Agent's history
  hermem sessions import chats.jsonl --format openai --source finetune
  hermem sessions list --limit 10
  hermem sessions search "docker compose" --level session
  hermem sessions show 3f2a                       a unique id prefix is enough
  hermem sessions export --out backup.jsonl       hermem JSONL; re-import adds nothing
  hermem sessions delete 3f2a --yes
  hermem sessions stats

\b
\b
Formats (--format; auto-detected by default):
  hermem       JSONL, one message per line: session_id, role, content[, timestamp, ...]
  openai       OpenAI chat format, JSON or JSONL ({"messages": [...]} or messages)
  hermes       a Hermes Agent state.db (opened read-only)
  claude-code  Claude Code transcripts (~/.claude/projects/**/*.jsonl)
  chatgpt      a ChatGPT export's conversations.json (or the export .zip)
"""


def open_sessions(ctx: click.Context, semantic: str = "off") -> SessionStore:
    from hermem.sessions.store import SessionStore

    store = SessionStore.open(home_paths(ctx), semantic=semantic)
    ctx.call_on_close(store.close)
    return store


def resolve(store: SessionStore, id_or_prefix: str) -> str:
    found = store.resolve_session_id(id_or_prefix)
    if found is None:
        fail(f"no session {id_or_prefix!r} (or several start with it): see `hermem sessions list`")
    return found


def when(ts: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts)) if ts else "-"


def one_line(text: str, width: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


@click.group(help=HELP)
@home_options
def sessions() -> None:
    pass


@sessions.command("list")
@home_options
@click.option("--source", metavar="S", help="Only sessions from this source (cli, telegram...).")
@click.option("--limit", "-n", type=click.IntRange(1, 1_000_000), default=20, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def list_sessions(ctx: click.Context, source: str | None, limit: int, as_json: bool) -> None:
    """Sessions, most recently active first: id, last activity, source, messages, title."""
    found = open_sessions(ctx).list_sessions(limit=limit, source=source)
    if as_json:
        print_json([s.as_dict() for s in found])
        return
    if not found:
        click.echo("No sessions yet. Import some with `hermem sessions import PATH`.")
        return
    for session in found:
        click.echo(
            f"{session.id}  {when(session.last_active_at or session.started_at)}"
            f"  {session.source:<12} {session.message_count:>5} msgs  {session.title or ''}"
        )


@sessions.command()
@home_options
@click.argument("session_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="The session and all its messages.")
@click.pass_context
def show(ctx: click.Context, session_id: str, as_json: bool) -> None:
    """One session and its messages, in order. ID may be a unique prefix."""
    from hermem.sessions.flags import threat_categories

    store = open_sessions(ctx)
    found = resolve(store, session_id)
    session = store.get_session(found)
    messages = store.get_messages(found)
    if session is None:
        fail(f"session {found!r} was just deleted")
    flagged = [threat_categories(m.content) for m in messages]
    if as_json:
        print_json(
            {
                "session": session.as_dict(),
                "messages": [
                    {**m.as_dict(), "flagged": list(f)}
                    for m, f in zip(messages, flagged, strict=True)
                ],
            }
        )
        return
    click.echo(_session_header(session))
    for message, categories in zip(messages, flagged, strict=True):
        click.echo("")
        click.echo(_message_text(message, categories))


@sessions.command()
@home_options
@click.argument("query")
@click.option("--limit", "-n", type=click.IntRange(1, 1000), default=10, show_default=True)
@click.option(
    "--level",
    type=click.Choice(["message", "session"]),
    default="message",
    show_default=True,
    help="Rank single messages, or whole conversations (their best messages shown).",
)
@click.option("--role", "roles", multiple=True, type=click.Choice(ROLES), help="Repeatable.")
@click.option("--source", "sources", multiple=True, metavar="S", help="Repeatable.")
@click.option(
    "--mode",
    type=click.Choice(MODES),
    default="auto",
    show_default=True,
    help="lexical (words + substrings), hybrid (+ embeddings when installed), auto.",
)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def search(
    ctx: click.Context,
    query: str,
    limit: int,
    level: str,
    roles: tuple[str, ...],
    sources: tuple[str, ...],
    mode: str,
    as_json: bool,
) -> None:
    """Search past messages: words (stemmed), "quoted phrases", prefix*, OR, -excluded.

    A hit whose text the threat scanner would block from memory (a prompt injection, an
    exfiltration payload, a secret) is marked "⚠ flagged: CATEGORY" ("flagged" in --json):
    history is stored whole, but such a message is a record, never an instruction.
    """
    store = open_sessions(ctx, semantic="off" if mode == "lexical" else "auto")
    filters: dict[str, Any] = {
        "roles": list(roles) or None,
        "sources": list(sources) or None,
        "mode": mode,
    }
    if level == "session":
        groups = store.search_sessions(query, limit, **filters)
        if as_json:
            print_json([g.as_dict() for g in groups])
        elif not groups:
            click.echo("No matches.")
        for group in [] if as_json else groups:
            click.echo(_group_text(group))
        return
    hits = store.search_messages(query, limit, **filters)
    if as_json:
        print_json([h.as_dict() for h in hits])
    elif not hits:
        click.echo("No matches.")
    for hit in [] if as_json else hits:
        click.echo(_hit_text(hit))


@sessions.command("import")
@home_options
@click.argument("path", type=click.Path(path_type=Path))
@click.option(
    "--format",
    "format_",
    type=click.Choice(FORMATS),
    default="auto",
    show_default=True,
    help="auto: from the file's header, extension and first lines.",
)
@click.option("--source", metavar="S", help="Record this source on every imported session.")
@click.option(
    "--progress/--no-progress",
    default=None,
    help="A progress bar on stderr (default: when stderr is a terminal).",
)
@click.option("--json", "as_json", is_flag=True, help="The import report, machine-readable.")
@click.pass_context
def import_path(
    ctx: click.Context,
    path: Path,
    format_: str,
    source: str | None,
    progress: bool | None,
    as_json: bool,
) -> None:
    """Import conversations from PATH (a file, or a directory of transcripts).

    Each session is written whole or not at all, and importing the same input again
    adds nothing, so an interrupted import can simply be run again. Malformed lines
    are skipped and reported with their line numbers.
    """
    from hermem.sessions.importers import import_path as run_import

    store = open_sessions(ctx)
    show_bar = sys.stderr.isatty() if progress is None else progress
    with ExitStack() as stack:
        bar = _ProgressBar(stack) if show_bar else None
        report = run_import(store, path, format_, source=source, progress=bar)
    if as_json:
        print_json(report.as_dict())
    else:
        skipped = report.messages - report.messages_added
        click.echo(
            f"Imported {report.sessions} sessions ({report.sessions_created} new,"
            f" {report.sessions_updated} updated) and {report.messages_added} new messages"
            f" ({skipped} already present) from {report.path} [{report.format}]."
        )
        for problem in report.problems[:MAX_PROBLEMS_SHOWN]:
            click.echo(f"warning: {problem}", err=True)
        if len(report.problems) > MAX_PROBLEMS_SHOWN:
            more = len(report.problems) - MAX_PROBLEMS_SHOWN
            click.echo(f"warning: ... and {more} more problems (see --json)", err=True)
    if report.sessions == 0 and report.problems:
        sys.exit(EXIT_FAILED)


@sessions.command("export")
@home_options
@click.option(
    "--out",
    "-o",
    default="-",
    show_default=True,
    type=click.Path(dir_okay=False, allow_dash=True, path_type=str),
    help="File to write (replaced atomically), or - for standard output.",
)
@click.option("--session", "session_ids", multiple=True, metavar="ID", help="Repeatable.")
@click.option("--source", metavar="S", help="Only sessions from this source.")
@click.pass_context
def export_sessions(
    ctx: click.Context, out: str, session_ids: tuple[str, ...], source: str | None
) -> None:
    """Write sessions as hermem JSONL (all by default), ready for `hermem sessions import`."""
    from hermem.sessions.export import export_sessions as run_export

    store = open_sessions(ctx)
    chosen = [resolve(store, s) for s in session_ids] or None
    if out != "-":
        report = run_export(store, out, chosen, source)
    else:
        sys.stdout.flush()
        stream = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
        try:
            report = run_export(store, stream, chosen, source)
        finally:
            stream.flush()
            stream.detach()
    where = "standard output" if out == "-" else out
    click.echo(
        f"Exported {report.sessions} sessions ({report.messages} messages) to {where}.", err=True
    )


@sessions.command()
@home_options
@click.argument("session_id", metavar="ID")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@click.pass_context
def delete(ctx: click.Context, session_id: str, yes: bool) -> None:
    """Delete a session and its messages (child sessions are kept, unlinked)."""
    store = open_sessions(ctx)
    found = resolve(store, session_id)
    session = store.get_session(found)
    label = f"{found} ({session.message_count if session else 0} messages"
    label += f", {session.title!r})" if session and session.title else ")"
    if not yes and not _confirmed(f"Delete session {label}?"):
        fail("not confirmed: nothing deleted (use --yes to skip the question)")
    if not store.delete_session(found):
        fail(f"no session {found!r}")
    click.echo(f"Deleted session {label}.")


@sessions.command()
@home_options
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def stats(ctx: click.Context, as_json: bool) -> None:
    """How many sessions and messages the store holds, by source, and its size."""
    report = open_sessions(ctx).stats()
    if as_json:
        print_json(report)
        return
    click.echo(f"Database:  {report['database']} ({report['bytes'] / 1_048_576:.1f} MiB)")
    click.echo(f"Sessions:  {report['sessions']:,}")
    click.echo(f"Messages:  {report['messages']:,}")
    click.echo(f"Span:      {when(report['first_session_at'])} to {when(report['last_active_at'])}")
    by_source = ", ".join(f"{k} {v:,}" for k, v in report["sessions_by_source"].items())
    click.echo(f"By source: {by_source or '-'}")


@sessions.command()
@home_options
@click.option("--progress/--no-progress", default=None, help="Default: only on a terminal.")
@click.pass_context
def embed(ctx: click.Context, progress: bool | None) -> None:
    """Embed every message that has no vector yet (needs the embed extra).

    New messages are embedded in the background as they arrive; run this after a large
    import so hybrid search covers everything at once.
    """
    from hermem.sessions.semantic import EmbeddingIndex

    store = open_sessions(ctx, semantic="on")
    index = store.semantic
    if not isinstance(index, EmbeddingIndex):
        fail("no embedding index is attached to this store")
    show = sys.stderr.isatty() if progress is None else progress
    with ExitStack() as stack:
        bar = _ProgressBar(stack, "Embedding messages") if show else None
        done = index.backfill(progress=bar)
    click.echo(f"Embedded {done:,} message(s); every message now has a vector.")


def _confirmed(question: str) -> bool:
    try:
        return click.confirm(question, default=False, err=True)
    except click.Abort:  # end of input, or Ctrl-C at the prompt
        return False


class _ProgressBar:
    """Adapts the library's progress callback to a click progress bar opened on first use."""

    def __init__(self, stack: ExitStack, label: str = "Importing sessions") -> None:
        self.stack = stack
        self.label = label
        self.bar: Any = None

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            self.bar = self.stack.enter_context(
                click.progressbar(length=max(total, 1), label=self.label, file=sys.stderr)
            )
        self.bar.update(done - self.bar.pos)


def _session_header(session: Session) -> str:
    lines = [f"Session {session.id}  [{session.source}]  {session.title or ''}".rstrip()]
    facts = [
        f"started {when(session.started_at)}",
        f"{session.message_count} messages",
        f"{session.tool_call_count} tool calls",
    ]
    if session.model:
        facts.append(f"model {session.model}")
    if session.ended_at:
        facts.append(f"ended {when(session.ended_at)} ({session.end_reason or 'ended'})")
    lines.append(" · ".join(facts))
    if session.parent_session_id:
        lines.append(f"parent {session.parent_session_id}")
    return "\n".join(lines)


def _message_text(message: Message, flagged: Sequence[str]) -> str:
    stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(message.timestamp))
    head = f"[{stamp}] {message.role}"
    if message.tool_name:
        head += f" ({message.tool_name})"
    head += flag_marker(flagged)
    for call in message.tool_calls if isinstance(message.tool_calls, list) else ():
        function = call.get("function", {}) if isinstance(call, dict) else {}
        arguments = one_line(str(function.get("arguments", "")), 120)
        head += f"\n  → {function.get('name', '?')}({arguments})"
    body = "\n".join(f"  {line}" for line in message.content.splitlines())
    return f"{head}\n{body}" if body else head


def flag_marker(categories: Sequence[str]) -> str:
    """``  ⚠ flagged: injection, secret`` for a message with blocking threats, else ""."""
    return f"  ⚠ flagged: {', '.join(categories)}" if categories else ""


def _hit_text(hit: SearchHit) -> str:
    return (
        f"{hit.session_id}  {when(hit.timestamp)}  {hit.role:<9} [{hit.source}]"
        f"{flag_marker(hit.flagged)}\n"
        f"    {one_line(hit.snippet, 200)}"
    )


def _group_text(group: SessionHit) -> str:
    session = group.session
    title = session.title if session and session.title else ""
    source = session.source if session else "?"
    started = when(session.started_at) if session else "-"
    lines = [f"{group.session_id}  {started}  [{source}]  {title}".rstrip()]
    lines.extend(
        f"    {h.role}: {one_line(h.snippet, 180)}{flag_marker(h.flagged)}" for h in group.hits
    )
    return "\n".join(lines)


COMMANDS = [sessions]
