"""Commands for the external memory provider: setup, off, and the local provider's facts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from hermem.cli.context import EXIT_USAGE, fail, home_options, home_paths, print_json

if TYPE_CHECKING:
    from hermem.providers.local.fact_model import Fact
    from hermem.providers.local.fact_store_base import FactStoreBase


@click.command()
@home_options
@click.option("--provider", "provider_name", metavar="NAME", help="Choose without asking.")
@click.option(
    "--recall-mode",
    type=click.Choice(["hybrid", "context", "tools"]),
    help="hybrid: inject recall and expose tools; context: inject only; tools: tools only.",
)
@click.option(
    "--set",
    "settings",
    multiple=True,
    metavar="KEY=VALUE",
    help="A provider setting (repeatable), e.g. --set extractor=rules.",
)
@click.pass_context
def setup(
    ctx: click.Context,
    provider_name: str | None,
    recall_mode: str | None,
    settings: tuple[str, ...],
) -> None:
    """Choose the external memory provider (writes config.yaml).

    \b
    Without --provider, lists the installed providers and asks. The built-in
    `local` provider keeps facts on this machine (no service, no network).
    \b
    Examples:
      hermem setup                                   pick interactively
      hermem setup --provider local                  for scripts
      hermem setup --provider local --recall-mode context --set semantic=off
    """
    from hermem.config import update_config
    from hermem.providers.registry import list_providers, provider_status

    paths = home_paths(ctx)
    infos = list_providers()
    interactive = provider_name is None
    if provider_name is None:
        click.echo("Memory providers installed here:")
        for number, info in enumerate(infos, start=1):
            click.echo(f"  {number}. {info.name:<12} {info.description or info.origin}")
        click.echo(f"  {len(infos) + 1}. none         built-in memory only")
        choice = click.prompt(
            "Choose", type=click.IntRange(1, len(infos) + 1), default=1, show_default=True
        )
        provider_name = "" if choice == len(infos) + 1 else infos[choice - 1].name
    values = _parse_settings(settings)
    if provider_name:
        status = provider_status(provider_name)
        if not status.found:
            fail(status.reason, EXIT_USAGE)
        if not status.available:
            fail(f"provider {provider_name!r} is not available here: {status.reason}")
        from hermem.providers.registry import load_provider

        provider = load_provider(provider_name)
        if interactive and not values:
            values = _ask(provider.get_config_schema())
        if values:
            provider.save_config(values, paths.root)
    memory_values: dict[str, Any] = {"provider": provider_name}
    if recall_mode:
        memory_values["recall_mode"] = recall_mode
    update_config(paths, "memory", memory_values)
    if provider_name:
        click.echo(f"Memory provider: {provider_name} (written to {paths.config_file})")
        if provider_name == "local":
            click.echo('Try: hermem facts add "User prefers dark mode" --category preference')
    else:
        click.echo(f"Built-in memory only (written to {paths.config_file})")


def _parse_settings(items: tuple[str, ...]) -> dict[str, Any]:
    import yaml

    values: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            fail(f"--set takes KEY=VALUE, got {item!r}", EXIT_USAGE)
        value = yaml.safe_load(raw) if raw.strip() else ""
        if isinstance(value, bool) and raw.strip().lower() not in ("true", "false"):
            value = raw.strip()  # on/off/yes/no stay words; the provider decides
        values[key.strip()] = value
    return values


def _ask(fields: list[Any]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for field in fields:
        if field.secret:
            click.echo(f"  {field.key}: set the environment variable {field.env_var} instead")
            continue
        default = field.default if field.default is not None else ""
        if isinstance(default, str) and default.startswith("<"):
            default = ""
        answer = click.prompt(
            f"  {field.key} ({field.description})", default=default, show_default=True
        )
        if answer not in ("", field.default):
            values[field.key] = answer if field.type != "boolean" else str(answer).lower()
    return values


@click.command()
@home_options
@click.pass_context
def off(ctx: click.Context) -> None:
    """Turn the external provider off (built-in memory only). Its data is kept."""
    from hermem.config import load_config, update_config

    paths = home_paths(ctx)
    previous = load_config(paths).provider
    update_config(paths, "memory", {"provider": ""})
    if previous:
        click.echo(f"Provider {previous!r} is off; its data is kept. `hermem setup` turns it on.")
    else:
        click.echo("No provider was on; built-in memory only.")


# -- facts -----------------------------------------------------------------------------


@click.group()
@home_options
def facts() -> None:
    """The local provider's facts: list, search, add, remove, rate, export.

    \b
    Examples:
      hermem facts add "User's editor is neovim" --category environment
      hermem facts search "which editor"
      hermem facts list --history            superseded facts too
      hermem facts feedback 12 unhelpful
      hermem facts export --out facts.jsonl
    """


def _open_facts(ctx: click.Context) -> FactStoreBase:
    """The home's facts: its ``facts.db``, or PostgreSQL when ``storage:`` names a database."""
    from hermem.config import load_storage_config
    from hermem.errors import ConfigError
    from hermem.providers.local.settings import LocalSettings
    from hermem.providers.local.stores import open_fact_store

    paths = home_paths(ctx)
    try:
        settings = LocalSettings.load(paths)
        storage = load_storage_config(paths)
    except ConfigError as exc:
        fail(str(exc), EXIT_USAGE)
    store = open_fact_store(settings, storage, paths.profile)
    ctx.call_on_close(store.close)
    return store


def _line(fact: Fact) -> str:
    state = "" if fact.current else f"  (superseded by #{fact.superseded_by})"
    if not fact.current and fact.superseded_by is None:
        state = "  (no longer true)"
    return f"#{fact.id:<5} [{fact.category}] {fact.content}  trust {fact.trust:.2f}{state}"


@facts.command("list")
@home_options
@click.option("--category", "-c", help="Only this category.")
@click.option("--history", is_flag=True, help="Include superseded facts.")
@click.option("--limit", "-n", type=click.IntRange(1, 10_000), default=50, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def facts_list(
    ctx: click.Context, category: str | None, history: bool, limit: int, as_json: bool
) -> None:
    """Facts by trust, best first."""
    found = _open_facts(ctx).list_facts(category=category, include_history=history, limit=limit)
    if as_json:
        print_json([f.to_dict() for f in found])
        return
    if not found:
        click.echo("No facts yet.")
    for fact in found:
        click.echo(_line(fact))


@facts.command("search")
@home_options
@click.argument("query")
@click.option("--limit", "-n", type=click.IntRange(1, 100), default=10, show_default=True)
@click.option("--history", is_flag=True, help="Include superseded facts.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def facts_search(ctx: click.Context, query: str, limit: int, history: bool, as_json: bool) -> None:
    """The facts that best match QUERY (words, entities, trust, recency)."""
    from hermem.providers.local.retrieval import search

    found = search(_open_facts(ctx), query, limit=limit, include_history=history)
    if as_json:
        print_json([{**s.fact.to_dict(), "score": s.score} for s in found])
        return
    if not found:
        click.echo("No matching facts.")
    for scored in found:
        click.echo(f"{scored.score:6.3f}  {_line(scored.fact)}")


@facts.command("add")
@home_options
@click.argument("content")
@click.option("--category", "-c", default="general", show_default=True)
@click.option("--tags", default="", help="Comma-separated tags.")
@click.pass_context
def facts_add(ctx: click.Context, content: str, category: str, tags: str) -> None:
    """Store a fact (a contradicting older fact is superseded, not deleted)."""
    from hermem.providers.local.facts import FactError

    try:
        result = _open_facts(ctx).add(content, category=category, tags=tags, source="cli")
    except FactError as exc:
        fail(str(exc))
    click.echo(f"{'Added' if result.status == 'added' else 'Already known'}: {_line(result.fact)}")
    for old in result.superseded:
        click.echo(f"  supersedes #{old}")


@facts.command("remove")
@home_options
@click.argument("fact_id", type=int)
@click.pass_context
def facts_remove(ctx: click.Context, fact_id: int) -> None:
    """Delete a fact for good."""
    if not _open_facts(ctx).remove(fact_id):
        fail(f"no fact with id {fact_id}")
    click.echo(f"Removed #{fact_id}")


@facts.command("feedback")
@home_options
@click.argument("fact_id", type=int)
@click.argument("rating", type=click.Choice(["helpful", "unhelpful"]))
@click.pass_context
def facts_feedback(ctx: click.Context, fact_id: int, rating: str) -> None:
    """Rate a fact: helpful raises its trust by 0.05, unhelpful lowers it by 0.10."""
    from hermem.providers.local.facts import FactError

    try:
        result = _open_facts(ctx).feedback(fact_id, rating == "helpful")
    except FactError as exc:
        fail(str(exc))
    click.echo(f"#{fact_id}: trust {result['old_trust']:.2f} -> {result['new_trust']:.2f}")


@facts.command("export")
@home_options
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), help="Default: stdout.")
@click.pass_context
def facts_export(ctx: click.Context, out: Path | None) -> None:
    """Every fact, history included, as JSON Lines."""
    store = _open_facts(ctx)
    lines: list[str] = []
    offset = 0
    while True:
        page = store.list_facts(include_history=True, limit=1000, offset=offset)
        if not page:
            break
        lines.extend(json.dumps(f.to_dict(), ensure_ascii=False) for f in page)
        offset += len(page)
    text = "".join(line + "\n" for line in lines)
    if out is None:
        click.echo(text, nl=False)
    else:
        out.write_text(text, encoding="utf-8")
        click.echo(f"{len(lines)} facts written to {out}")


COMMANDS = [setup, off, facts]
