"""Commands on staged memory writes: pending, approve, reject."""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Any

import click

from hermem.cli.context import EXIT_FAILED, EXIT_USAGE, fail, home_options, open_builtin, print_json

if TYPE_CHECKING:
    from hermem.store.pending import Approval, PendingWrite, PendingWrites


def _queue(ctx: click.Context) -> PendingWrites:
    from hermem.store.pending import PendingWrites

    return PendingWrites(open_builtin(ctx))


def _pending_id(value: str) -> int | None:
    """The id argument: a number (``#3`` works too), or None for ``all``."""
    if value.strip().lower() == "all":
        return None
    text = value.strip().lstrip("#")
    if not text.isdigit():
        fail(
            f"expected a pending write id (see `hermem pending`) or 'all', got {value!r}",
            EXIT_USAGE,
        )
    return int(text)


def age(seconds: float) -> str:
    """``42s``, ``5m``, ``3h``, ``2d``: how long ago, in one unit."""
    seconds = max(0.0, seconds)
    for unit, size in (("d", 86_400), ("h", 3_600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit}"
    return f"{int(seconds)}s"


def describe(item: PendingWrite) -> list[str]:
    """The lines of a diff-like view: ``- old entry`` / ``+ new entry``."""
    lines = []
    for op in item.operations:
        if op.action in ("replace", "remove"):
            lines.append(f"- {_flat(op.matched_entry or op.old_text or '')}")
        if op.action in ("add", "replace"):
            lines.append(f"+ {_flat(op.content or '')}")
    return lines


def _flat(text: str) -> str:
    return text.replace("\n", " ⏎ ")


def _show(item: PendingWrite, now: float) -> None:
    where = f"  session {item.session_id}" if item.session_id else ""
    click.echo(
        f"#{item.id:<4} {age(now - item.created_at):>4} ago  {item.origin:<6}  {item.target:<6}  "
        f"{item.action}{where}"
    )
    for line in describe(item):
        click.echo(f"      {line}")
    if item.error:
        click.echo(f"      ! last approval refused: {item.error}")


@click.command()
@home_options
@click.option("--json", "as_json", is_flag=True, help="Full records, machine-readable.")
@click.pass_context
def pending(ctx: click.Context, as_json: bool) -> None:
    """List memory writes waiting for your approval, oldest first.

    Writes are staged instead of applied when memory.write_approval is true in
    config.yaml (every write an agent makes with the memory tool), and for the replace
    and remove calls of the background review (memory.nudge_interval). Your own
    `hermem add/replace/remove` apply directly.

    Each line shows the id, age, origin (tool = an agent's memory tool call, review =
    the background review), store and action, then what would change: `- ` the entry
    as it was when staged, `+ ` the new text. Apply with `hermem approve ID`, drop with
    `hermem reject ID` (or `all`).
    """
    queue = _queue(ctx)
    items = queue.list()
    if as_json:
        print_json([item.as_dict() for item in items])
        return
    if not items:
        click.echo("No pending memory writes.")
        if not queue.memory.config.write_approval:
            click.echo("(memory.write_approval is off: agents' writes apply directly.)")
        return
    now = time.time()
    for item in items:
        _show(item, now)
    click.echo(
        f"\n{len(items)} pending: `hermem approve ID|all` applies, `hermem reject ID|all` drops."
    )


def _approval_json(approval: Approval) -> dict[str, Any]:
    from hermem.store.tool import failure_result, success_result

    data: dict[str, Any] = {
        "id": approval.item.id,
        "success": approval.success,
        "status": approval.item.status,
        "message": approval.message,
    }
    result = approval.result
    if result is not None:
        data["result"] = success_result(result) if result.success else failure_result(result)
    return data


def _report_approval(approval: Approval, as_json: bool) -> None:
    if as_json:
        return
    if approval.success:
        state = approval.result.state if approval.result else None
        usage = f" {approval.item.target}: {state.usage}" if state else ""
        click.echo(f"{approval.message}{usage}")
        for notice in approval.notices:
            click.echo(f"Note: {notice}")
    else:
        click.echo(f"Error: {approval.message}", err=True)


@click.command()
@home_options
@click.argument("pending_id", metavar="ID|all")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def approve(ctx: click.Context, pending_id: str, as_json: bool) -> None:
    """Apply a pending memory write (ID from `hermem pending`), or `all` of them.

    The write goes through the same checks as any write (threat scan, budget, lock,
    journal: `hermem undo` reverts it). A replace or remove is refused when the entry
    it was staged against has changed since ("entry changed since it was staged;
    re-propose"); a refused write stays pending with the reason, so you can make room
    and approve again, or reject it. Exit status 1 when an id is unknown or any
    approval is refused.

    \b
    Examples:
      hermem pending            what is waiting, with ids
      hermem approve 3          apply pending write #3
      hermem approve all        apply every pending write, oldest first
    """
    from hermem.store.pending import PendingNotFound

    queue = _queue(ctx)
    number = _pending_id(pending_id)
    if number is None:
        approvals = queue.approve_all()
        if not approvals and not as_json:
            click.echo("No pending memory writes.")
    else:
        try:
            approvals = [queue.approve(number)]
        except PendingNotFound as exc:
            fail(str(exc))
    if as_json:
        print_json([_approval_json(a) for a in approvals])
    for approval in approvals:
        _report_approval(approval, as_json)
    if any(not a.success for a in approvals):
        sys.exit(EXIT_FAILED)


@click.command()
@home_options
@click.argument("pending_id", metavar="ID|all")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def reject(ctx: click.Context, pending_id: str, as_json: bool) -> None:
    """Drop a pending memory write (ID from `hermem pending`), or `all` of them.

    Nothing is written to memory; the rejected write stays on record in the database.
    Exit status 1 when the id is unknown.
    """
    from hermem.store.pending import PendingNotFound

    queue = _queue(ctx)
    number = _pending_id(pending_id)
    if number is None:
        rejected = queue.reject_all()
    else:
        try:
            rejected = [queue.reject(number)]
        except PendingNotFound as exc:
            fail(str(exc))
    if as_json:
        print_json([item.as_dict() for item in rejected])
        return
    if not rejected:
        click.echo("No pending memory writes.")
    for item in rejected:
        click.echo(f"Rejected #{item.id} ({item.action} on {item.target}); nothing was written.")


COMMANDS = [pending, approve, reject]
