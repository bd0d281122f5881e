"""What every command shares: --home/--profile, opening the memory, printing, exiting."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

if TYPE_CHECKING:
    from hermem.config import HomePaths
    from hermem.store.builtin import BuiltinMemory

F = TypeVar("F", bound=Callable[..., Any])

EXIT_FAILED = 1
EXIT_USAGE = 2


def _remember(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    if value is not None:
        ctx.ensure_object(dict)[param.name] = value
    return value


def home_options(command: F) -> F:
    """--home and --profile, accepted before or after the command name."""
    command = click.option(
        "--profile",
        metavar="NAME",
        expose_value=False,
        callback=_remember,
        help="Use the profile NAME (<home>/profiles/NAME/).",
    )(command)
    command = click.option(
        "--home",
        metavar="DIR",
        type=click.Path(file_okay=False, path_type=Path),
        expose_value=False,
        callback=_remember,
        help="Memory home (default: $HERMES_HOME, else ~/.hermes).",
    )(command)
    return command


def fail(message: str, code: int = EXIT_FAILED) -> NoReturn:
    click.echo(f"Error: {message}", err=True)
    sys.exit(code)


def home_paths(ctx: click.Context) -> HomePaths:
    from hermem.config import resolve_home
    from hermem.errors import ConfigError

    options = ctx.find_root().ensure_object(dict)
    try:
        return resolve_home(options.get("home"), options.get("profile"))
    except ConfigError as exc:
        fail(str(exc), EXIT_USAGE)


def open_builtin(ctx: click.Context) -> BuiltinMemory:
    from hermem.errors import ConfigError
    from hermem.store.builtin import BuiltinMemory

    paths = home_paths(ctx)
    try:
        memory = BuiltinMemory(paths)
    except ConfigError as exc:
        fail(str(exc), EXIT_USAGE)
    ctx.call_on_close(memory.close)
    return memory


def print_json(data: Any) -> None:
    text = json.dumps(data, ensure_ascii=False, indent=2)
    try:
        click.echo(text)
    except UnicodeEncodeError:
        click.echo(json.dumps(data, ensure_ascii=True, indent=2))


def usage_bar(percent: int, width: int = 20) -> str:
    filled = min(width, round(percent * width / 100))
    return "█" * filled + "░" * (width - filled)


def read_argument(value: str) -> str:
    """``-`` means: read the value from standard input."""
    return sys.stdin.read() if value == "-" else value
