"""Commands on the bounded stores: status, show, dump, add, replace, remove, edit, reset."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from hermem.cli.context import (
    EXIT_FAILED,
    EXIT_USAGE,
    F,
    fail,
    home_options,
    open_builtin,
    print_json,
    read_argument,
    usage_bar,
)

if TYPE_CHECKING:
    from hermem.store.bounded import ChangeResult

TARGET_CHOICE = click.Choice(["memory", "user"])
TARGET_OR_ALL = click.Choice(["memory", "user", "all"])
TARGET_HELP = "memory = the agent's notes (MEMORY.md), user = the user's profile (USER.md)."


def target_option(allow_all: bool = False) -> Callable[[F], F]:
    """--target/-t: one store (default memory), or with ``allow_all`` both (default all)."""
    return click.option(
        "--target",
        "-t",
        type=TARGET_OR_ALL if allow_all else TARGET_CHOICE,
        default="all" if allow_all else "memory",
        show_default=True,
        help=TARGET_HELP,
    )


@click.command()
@home_options
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def status(ctx: click.Context, as_json: bool) -> None:
    """Where memory lives, which stores are on, and how full they are."""
    from hermem.errors import StoreUnreadableError

    memory = open_builtin(ctx)
    config = memory.config
    report: dict[str, Any] = {
        "home": str(memory.paths.root),
        "profile": memory.paths.profile,
        "config_file": str(memory.paths.config_file),
        "config_exists": memory.paths.config_file.exists(),
        "stores": {},
        "provider": config.provider or None,
        "recall_mode": config.recall_mode,
        "write_approval": config.write_approval,
    }
    for target, store in memory.stores.items():
        info: dict[str, Any] = {
            "file": store.backend.location,
            "enabled": config.target_enabled(target),
            "limit": store.limit,
        }
        try:
            state = store.read_state()
            info.update(
                entries=len(state.entries),
                used=state.used,
                percent=state.percent,
                usage=state.usage,
                over_budget=state.over_budget,
                readable=True,
            )
        except StoreUnreadableError as exc:
            info.update(readable=False, error=str(exc))
        report["stores"][target] = info
    database = memory.paths.state_db
    report["journal"] = {"database": memory.journal_location, "last_change": None}
    if config.provider:
        from hermem.providers.registry import provider_status

        found = provider_status(config.provider)
        report["provider_available"] = found.available
        report["provider_reason"] = found.reason
    report["hermes_state_db"] = (
        str(memory.paths.hermes_state_db) if database != memory.paths.hermes_state_db else None
    )
    try:
        history = memory.history(limit=1)
    except Exception as exc:  # status is how a damaged state.db gets diagnosed: never crash
        report["journal"]["error"] = f"{type(exc).__name__}: {exc}"
        history = []
    if history:
        report["journal"]["last_change"] = history[0].as_dict() | {"before": None, "after": None}
    try:
        from hermem.store.pending import PendingWrites

        report["pending_writes"] = len(PendingWrites(memory).list())
    except Exception as exc:
        report["pending_writes"] = None
        report["journal"].setdefault("error", f"{type(exc).__name__}: {exc}")
    if as_json:
        print_json(report)
        return
    click.echo("hermem memory status")
    click.echo("─" * 46)
    click.echo(
        f"Home:     {report['home']}"
        + (f"  (profile {report['profile']})" if report["profile"] else "")
    )
    click.echo(
        f"Config:   {report['config_file']}"
        + ("" if report["config_exists"] else "  (not present: defaults)")
    )
    for target, info in report["stores"].items():
        label = "Memory (MEMORY.md)" if target == "memory" else "User profile (USER.md)"
        switch = "enabled ✓" if info["enabled"] else "disabled ✗"
        click.echo(f"\n{label}: {switch}")
        click.echo(f"  file:    {info['file']}")
        if not info["readable"]:
            click.echo(f"  UNREADABLE: {info['error']}")
            continue
        marker = "  ⚠ OVER BUDGET" if info["over_budget"] else ""
        click.echo(f"  usage:   {usage_bar(info['percent'])} {info['usage']}{marker}")
        click.echo(f"  entries: {info['entries']}")
    provider = report["provider"]
    click.echo(
        f"\nProvider: {provider} (recall mode {report['recall_mode']})"
        if provider
        else "\nProvider: (none — built-in only)"
    )
    if provider:
        if report["provider_available"]:
            click.echo("  available ✓")
        else:
            click.echo(f"  NOT AVAILABLE: {report['provider_reason']}")
    if report["pending_writes"]:
        click.echo(
            f"\nPending writes: {report['pending_writes']} waiting for approval"
            " (hermem pending; hermem approve ID|all)"
        )
    last = report["journal"]["last_change"]
    if "error" in report["journal"]:
        journal = report["journal"]
        click.echo(f"Journal:  UNREADABLE {journal['database']}: {journal['error']}")
    elif last:
        import time

        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(last["ts"]))
        click.echo(
            f"Journal:  last change #{last['id']} {last['action']} on {last['target']} at {when}"
        )
    else:
        click.echo("Journal:  no changes yet")
    if report["hermes_state_db"]:
        click.echo(
            f"Hermes Agent's own {report['hermes_state_db']} is left untouched; hermem keeps "
            f"its data in {database.name}. Bring Hermes sessions in with "
            f"`hermem sessions import {report['hermes_state_db']}`."
        )


@click.command()
@home_options
@target_option(allow_all=True)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def show(ctx: click.Context, target: str, as_json: bool) -> None:
    """List the live entries of the stores (what is on disk now)."""
    from hermem.errors import StoreUnreadableError

    memory = open_builtin(ctx)
    targets = ["memory", "user"] if target == "all" else [target]
    out: dict[str, Any] = {}
    failed = False
    for name in targets:
        store = memory.store(name)
        try:
            state = store.read_state()
        except StoreUnreadableError as exc:
            out[name] = {"error": str(exc)}
            failed = True
            continue
        out[name] = {
            "file": store.backend.location,
            "entries": state.entries,
            "usage": state.usage,
            "used": state.used,
            "limit": state.limit,
        }
    if as_json:
        print_json(out)
    else:
        for name, info in out.items():
            title = "MEMORY.md" if name == "memory" else "USER.md"
            if "error" in info:
                click.echo(f"{title}: {info['error']}")
                continue
            click.echo(f"{title} — {info['usage']}")
            if not info["entries"]:
                click.echo("  (empty)")
            for i, entry in enumerate(info["entries"], start=1):
                lines = entry.split("\n")
                click.echo(f"  {i:>2}. {lines[0]}")
                for line in lines[1:]:
                    click.echo(f"      {line}")
            click.echo("")
    if failed:
        sys.exit(EXIT_FAILED)


@click.command()
@home_options
@click.option("--json", "as_json", is_flag=True, help="Blocks plus usage and a token estimate.")
@click.pass_context
def dump(ctx: click.Context, as_json: bool) -> None:
    """Print the frozen memory block exactly as an agent's system prompt gets it."""
    from hermem.errors import StoreUnreadableError

    memory = open_builtin(ctx)
    snapshot = memory.snapshot()
    text = snapshot.render()
    if not as_json:
        if text:
            click.echo(text)
        return
    targets: dict[str, Any] = {}
    for name, store in memory.stores.items():
        block = snapshot.block(name)
        info: dict[str, Any] = {
            "enabled": memory.config.target_enabled(name),
            "block": block,
            "chars": len(block or ""),
            "token_estimate": estimate_tokens(block or ""),
        }
        try:
            state = store.read_state()
            info.update(usage=state.usage, used=state.used, limit=state.limit)
        except StoreUnreadableError as exc:
            info["error"] = str(exc)
        targets[name] = info
    print_json(
        {
            "system_block": text,
            "chars": len(text),
            "token_estimate": estimate_tokens(text),
            "targets": targets,
        }
    )


def estimate_tokens(text: str) -> int:
    """A rough count (about 4 characters a token for English), enough to size a prompt."""
    return (len(text) + 3) // 4


def _report(result: ChangeResult, as_json: bool) -> None:
    from hermem.store.tool import failure_result, success_result

    if as_json:
        print_json(success_result(result) if result.success else failure_result(result))
    elif result.success:
        usage = result.state.usage if result.state else ""
        click.echo(f"{result.message} {usage}".rstrip())
        if result.backup:
            click.echo(f"Backup of the previous file: {result.backup}")
        for notice in result.notices:
            click.echo(f"Note: {notice}")
    else:
        click.echo(f"Error: {result.message}", err=True)
        failure = result.failure
        if failure is not None and failure.matches:
            for match in failure.matches:
                click.echo(f"  - {match}", err=True)
        # The store's message says "see current_entries below": show them.
        if failure is not None and failure.show_entries and result.state is not None:
            click.echo(f"current_entries ({result.state.counts} chars):", err=True)
            for number, entry in enumerate(result.state.entries, start=1):
                click.echo(f"  {number:>2}. {entry.replace(chr(10), ' ')}", err=True)
    if not result.success:
        sys.exit(EXIT_FAILED)


@click.command()
@home_options
@click.argument("content")
@target_option()
@click.option("--json", "as_json", is_flag=True, help="Print the result as the tool would.")
@click.pass_context
def add(ctx: click.Context, content: str, target: str, as_json: bool) -> None:
    """Add an entry (CONTENT, or - to read it from stdin).

    Same rules as the memory tool: scanned for injection, refused when over budget,
    an exact duplicate is a no-op.
    """
    memory = open_builtin(ctx)
    _report(memory.store(target).add(read_argument(content), origin="cli"), as_json)


@click.command()
@home_options
@click.argument("old_text")
@click.argument("content")
@target_option()
@click.option("--json", "as_json", is_flag=True, help="Print the result as the tool would.")
@click.pass_context
def replace(ctx: click.Context, old_text: str, content: str, target: str, as_json: bool) -> None:
    """Replace the entry containing OLD_TEXT with CONTENT (the whole entry is replaced)."""
    memory = open_builtin(ctx)
    result = memory.store(target).replace(old_text, read_argument(content), origin="cli")
    _report(result, as_json)


@click.command()
@home_options
@click.argument("old_text")
@target_option()
@click.option("--json", "as_json", is_flag=True, help="Print the result as the tool would.")
@click.pass_context
def remove(ctx: click.Context, old_text: str, target: str, as_json: bool) -> None:
    """Remove the entry containing OLD_TEXT (a short unique substring)."""
    memory = open_builtin(ctx)
    _report(memory.store(target).remove(old_text, origin="cli"), as_json)


@click.command()
@home_options
@target_option()
@click.pass_context
def edit(ctx: click.Context, target: str) -> None:
    """Edit a store in $EDITOR; the result is checked like any write.

    Entries are separated by a line holding only §. The edit is applied through the
    locked path (scan and budget checks, journaled, undoable) or rejected with the
    reason and nothing changed; a rejected edit is kept in a file for another try.
    """
    from hermem.errors import StoreUnreadableError
    from hermem.store.entries import parse_entries, serialize_entries

    memory = open_builtin(ctx)
    store = memory.store(target)
    try:
        original = store.read_state().entries
    except StoreUnreadableError as exc:
        fail(str(exc))
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    fd, name = tempfile.mkstemp(prefix=f"hermem-{target}-", suffix=".md")
    draft = Path(name)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(serialize_entries(original) + "\n")
    try:
        completed = subprocess.run([*shlex.split(editor), str(draft)], check=False)
    except OSError as exc:
        draft.unlink(missing_ok=True)
        fail(f"could not start the editor {editor!r}: {exc}. Set $EDITOR.", EXIT_USAGE)
    if completed.returncode != 0:
        draft.unlink(missing_ok=True)
        fail(f"the editor exited with status {completed.returncode}; nothing changed.")
    try:
        edited = parse_entries(draft.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        fail(f"could not read the edited file {draft}: {exc}; nothing changed.")
    if edited == original:
        draft.unlink(missing_ok=True)
        click.echo("No changes.")
        return
    result = store.set_entries(edited, action="edit", origin="cli", expected=original)
    if result.success:
        draft.unlink(missing_ok=True)
        usage = result.state.usage if result.state else ""
        click.echo(f"Saved {store.name}. {usage}")
        return
    click.echo(f"Error: {result.message}", err=True)
    click.echo(f"Nothing changed. Your edit is kept in {draft}", err=True)
    sys.exit(EXIT_FAILED)


@click.command()
@home_options
@target_option(allow_all=True)
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@click.pass_context
def reset(ctx: click.Context, target: str, yes: bool) -> None:
    """Empty the stores (journaled: `hermem undo` brings them back)."""
    from hermem.errors import StoreUnreadableError

    memory = open_builtin(ctx)
    targets = ["memory", "user"] if target == "all" else [target]
    to_clear = []
    for name in targets:
        store = memory.store(name)
        try:
            state = store.read_state()
        except StoreUnreadableError as exc:
            fail(f"{exc} Nothing was reset.")
        if state.entries:
            to_clear.append((store, state))
    if not to_clear:
        click.echo(f"Nothing to reset — no memory entries in {memory.paths.memories_dir}/")
        return
    click.echo("This will empty:")
    for store, state in to_clear:
        click.echo(
            f"  {store.backend.location}  ({len(state.entries)} entries, {state.used:,} chars)"
        )
    if not yes:
        if not sys.stdin.isatty():
            fail("refusing to reset without confirmation; pass --yes", EXIT_USAGE)
        if click.prompt("Type 'yes' to confirm", default="", show_default=False) != "yes":
            click.echo("Cancelled. Nothing was reset.")
            return
    for store, _state in to_clear:
        result = store.set_entries([], action="reset", origin="cli")
        if not result.success:
            fail(result.message)
    # Each emptied store is its own journaled change, so each needs its own undo.
    restore = "`hermem undo` restores it."
    if len(to_clear) > 1:
        restore = "`hermem undo` twice restores both."
    click.echo(f"Memory reset complete. New sessions will start with a blank slate. ({restore})")


COMMANDS = [status, show, dump, add, replace, remove, edit, reset]
