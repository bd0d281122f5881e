"""Commands on the journal: history and undo."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import click

from hermem.cli.context import fail, home_options, open_builtin, print_json

if TYPE_CHECKING:
    from hermem.store.journal import JournalEntry


def describe_change(entry: JournalEntry) -> str:
    """``+1 -0 'User prefers tabs'``: which entries a change added and removed."""
    from hermem.store.entries import parse_entries, preview

    before = parse_entries(entry.before or "")
    after = parse_entries(entry.after)
    added = [e for e in after if e not in before]
    removed = [e for e in before if e not in after]
    parts = [f"+{len(added)} -{len(removed)}"]
    if added:
        parts.append(f"+ {preview(added[0].replace(chr(10), ' '), 60)!r}")
    if removed:
        parts.append(f"- {preview(removed[0].replace(chr(10), ' '), 60)!r}")
    return "  ".join(parts)


@click.command()
@home_options
@click.option("--target", "-t", type=click.Choice(["memory", "user"]), help="Only this store.")
@click.option("--session", "session_id", metavar="ID", help="Only changes made in this session.")
@click.option("--limit", "-n", type=click.IntRange(1, 100_000), default=20, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Full records, with before/after text.")
@click.pass_context
def history(
    ctx: click.Context, target: str | None, session_id: str | None, limit: int, as_json: bool
) -> None:
    """Every change to the stores, newest first: when, what, who (origin) and how.

    Origins: tool (an agent's memory tool call), mcp (the same over hermem mcp), cli,
    api, external (an edit made outside hermem, adopted at the next write), undo, review
    (the background review), approved (a staged write you approved).
    """
    memory = open_builtin(ctx)
    entries = memory.history(target=target, limit=limit, session_id=session_id)
    if as_json:
        print_json([e.as_dict() for e in entries])
        return
    if not entries:
        click.echo("No changes journaled yet.")
        return
    for entry in entries:
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(entry.ts))
        flags = []
        if entry.undone_by:
            flags.append(f"undone by #{entry.undone_by}")
        if entry.undo_of:
            flags.append(f"undoes #{entry.undo_of}")
        if entry.session_id:
            flags.append(f"session {entry.session_id}")
        extra = f"  ({', '.join(flags)})" if flags else ""
        click.echo(
            f"#{entry.id:<5} {when}  {entry.target:<6} {entry.action:<8} {entry.origin:<8} "
            f"{describe_change(entry)}{extra}"
        )


@click.command()
@home_options
@click.argument("change_id", required=False, type=int)
@click.option(
    "--target", "-t", type=click.Choice(["memory", "user"]), help="Latest change of this store."
)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def undo(ctx: click.Context, change_id: int | None, target: str | None, as_json: bool) -> None:
    """Revert a change: the latest by default, or CHANGE_ID from `hermem history`.

    The store must still hold what that change wrote (otherwise undo the later changes
    first). The undo goes through the locked path and is journaled itself.
    """
    from hermem.errors import JournalError

    memory = open_builtin(ctx)
    try:
        result = memory.undo(change_id, target=target, origin="cli")
    except JournalError as exc:
        fail(str(exc))
    if as_json:
        from hermem.store.tool import failure_result, success_result

        print_json(success_result(result) if result.success else failure_result(result))
    if not result.success:
        if not as_json:
            click.echo(f"Error: {result.message}", err=True)
        raise SystemExit(1)
    if not as_json:
        usage = result.state.usage if result.state else ""
        click.echo(f"{result.message} {result.target}: {usage} (journal #{result.journal_id})")


COMMANDS = [history, undo]
