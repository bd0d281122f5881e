"""The ``hermem`` command line: a thin layer over the library, one module per command group."""

from __future__ import annotations

import sys
from typing import Any

import click

from hermem import __version__
from hermem.cli import (
    chat,
    journal,
    keys,
    mcp,
    memory,
    pending,
    providers,
    scan,
    serve,
    sessions,
    tool,
)
from hermem.cli.context import EXIT_FAILED, home_options

HELP = """\
hermem — persistent, curated memory for LLM agents (Hermes-compatible).

Memory is two bounded files in the home: MEMORY.md (the agent's notes) and USER.md
(the user's profile). Agents edit them with the `memory` tool; every change is
journaled and can be undone.

\b
Examples:
  hermem status                          where memory lives and how full it is
  hermem add "User prefers tabs" --target user
  hermem replace "prefers tabs" "User prefers 4-space indents" --target user
  hermem dump                            the block an agent's system prompt gets
  hermem tool memory '{"action":"add","target":"memory","content":"Repo uses uv"}'
  hermem history                         every change, newest first
  hermem undo                            revert the latest change
  hermem pending                         writes waiting for your approval
  hermem scan --store                    rescan memory for injection and secrets
  hermem setup --provider local          add the local fact provider
  hermem facts search "editor"           what the local provider knows
  hermem mcp                             serve memory to an MCP client (stdio)
  hermem serve                           the memory service: HTTP API, MCP, dashboard
  hermem keys create --tenant alice      an API key for the service
  hermem chat --base-url http://127.0.0.1:8080/v1   chat with a local model, with memory

The home is --home DIR, else $HERMES_HOME, else ~/.hermes; --profile NAME selects
<home>/profiles/NAME/. Both work before or after the command name.
"""


class HermemGroup(click.Group):
    """Turns hermem's own errors and OS errors into one clear line instead of a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        from hermem.errors import HermemError

        try:
            return super().invoke(ctx)
        except (HermemError, OSError) as exc:
            click.echo(f"Error: {exc}", err=True)
            ctx.exit(EXIT_FAILED)
        except Exception as exc:
            # A damaged state.db: sqlite3 is only loaded once the journal was touched.
            sqlite3 = sys.modules.get("sqlite3")
            if sqlite3 is None or not isinstance(exc, sqlite3.Error):
                raise
            click.echo(f"Error: the journal database (state.db) failed: {exc}", err=True)
            ctx.exit(EXIT_FAILED)


@click.group(cls=HermemGroup, help=HELP, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="hermem")
@home_options
@click.pass_context
def main(ctx: click.Context) -> None:
    ctx.ensure_object(dict)


for command in (
    *memory.COMMANDS,
    *journal.COMMANDS,
    *pending.COMMANDS,
    *tool.COMMANDS,
    *sessions.COMMANDS,
    *scan.COMMANDS,
    *providers.COMMANDS,
    *mcp.COMMANDS,
    *serve.COMMANDS,
    *keys.COMMANDS,
    *chat.COMMANDS,
):
    main.add_command(command)
