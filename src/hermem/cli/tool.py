"""``hermem tool NAME JSON``: call a registered tool exactly as a model would."""

from __future__ import annotations

import sys

import click

from hermem.cli.context import EXIT_FAILED, EXIT_USAGE, home_options, open_builtin, read_argument


@click.command(name="tool")
@home_options
@click.argument("name", required=False)
@click.argument("arguments", required=False, default="{}")
@click.option("--list", "list_tools", is_flag=True, help="List the tools with their schemas.")
@click.option("--session", "session_id", metavar="ID", help="Session id to journal the call under.")
@click.pass_context
def tool_command(
    ctx: click.Context,
    name: str | None,
    arguments: str,
    list_tools: bool,
    session_id: str | None,
) -> None:
    """Call tool NAME with ARGUMENTS (JSON text, or - for stdin) and print its JSON result.

    \b
    Example:
      hermem tool memory '{"action": "add", "target": "user", "content": "Name: Ada"}'
    Exit status: 0 when the result has success true, 1 when false, 2 for an unknown tool.
    """
    from hermem.cli.context import print_json
    from hermem.store.tool import to_json
    from hermem.tools.registry import builtin_tools

    memory = open_builtin(ctx)
    tools = builtin_tools(memory, origin="tool", session_id=session_id)
    if list_tools or name is None:
        print_json(
            [
                {"name": t.name, "description": t.description, "parameters": t.parameters}
                for t in tools.values()
            ]
        )
        return
    spec = tools.get(name)
    if spec is None:
        known = ", ".join(tools) or "none (all memory stores are disabled)"
        click.echo(to_json({"success": False, "error": f"Unknown tool '{name}'. Tools: {known}."}))
        sys.exit(EXIT_USAGE)
    result = spec.call(read_argument(arguments))
    click.echo(to_json(result))
    if result.get("success") is not True:
        sys.exit(EXIT_FAILED)


COMMANDS = [tool_command]
