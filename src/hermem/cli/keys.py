"""``hermem keys``: the API keys of the memory service (create, list, revoke)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import click

from hermem.cli.context import EXIT_USAGE, fail, home_options, home_paths, print_json

if TYPE_CHECKING:
    from hermem.server.keys import KeyStore

DATABASE_URL_HELP = (
    "PostgreSQL of the service (default: the home's storage setting, as `hermem serve`)."
)


@click.group(name="keys")
@home_options
def keys() -> None:
    """API keys of `hermem serve`: each key opens one tenant's memory.

    \b
    Examples:
      hermem keys create --tenant alice --label "alice's laptop"
      hermem keys list
      hermem keys revoke 3f9c2a7b41d0

    Only a hash of each key is stored: the key itself is printed once, by create.
    Keys live in <home>/server/keys.db, or in PostgreSQL when the service uses it.
    A revoked key stops working at once (within a second on PostgreSQL).
    """


def _open(ctx: click.Context, database_url: str | None) -> KeyStore:
    from hermem.cli.serve import resolve_database_url
    from hermem.server.keys import open_key_store

    paths = home_paths(ctx)
    store = open_key_store(paths, resolve_database_url(paths, database_url))
    ctx.call_on_close(store.close)
    return store


def _when(ts: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts)) if ts else "never"


@keys.command("create")
@home_options
@click.option("--tenant", required=True, metavar="NAME", help="The tenant the key opens.")
@click.option("--label", default="", metavar="TEXT", help="A note on whose key it is.")
@click.option("--database-url", metavar="URL", default=None, help=DATABASE_URL_HELP)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def create(
    ctx: click.Context, tenant: str, label: str, database_url: str | None, as_json: bool
) -> None:
    """Create a key for TENANT and print it (this is the only time it is shown).

    Tenant names: lowercase letters, digits, '_' and '-'. Tenant `default` is the home
    itself; any other tenant's files go to <home>/tenants/NAME/.
    """
    from hermem.server.keys import ApiKeyError

    store = _open(ctx, database_url)
    try:
        made = store.create(tenant, label)
    except ApiKeyError as exc:
        fail(str(exc), EXIT_USAGE)
    if as_json:
        print_json({**made.key.as_dict(), "key": made.token})
        return
    click.echo(made.token)
    click.echo(
        f"Key {made.key.id} for tenant {made.key.tenant!r}: store it now, it is not shown "
        "again. Send it as 'Authorization: Bearer <key>'.",
        err=True,
    )


@keys.command("list")
@home_options
@click.option("--tenant", metavar="NAME", help="Only this tenant's keys.")
@click.option("--database-url", metavar="URL", default=None, help=DATABASE_URL_HELP)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def list_keys(
    ctx: click.Context, tenant: str | None, database_url: str | None, as_json: bool
) -> None:
    """Every key: id, tenant, label, created, last used, revoked (never the secret)."""
    found = _open(ctx, database_url).list(tenant)
    if as_json:
        print_json([k.as_dict() for k in found])
        return
    if not found:
        click.echo("No API keys yet. Create one with `hermem keys create --tenant NAME`.")
        return
    click.echo(f"{'ID':<13} {'TENANT':<20} {'CREATED':<17} {'LAST USED':<17} STATE   LABEL")
    for key in found:
        state = "revoked" if key.revoked else "active"
        click.echo(
            f"{key.id:<13} {key.tenant:<20} {_when(key.created_at):<17} "
            f"{_when(key.last_used_at):<17} {state:<7} {key.label}"
        )


@keys.command("revoke")
@home_options
@click.argument("key_id", metavar="ID")
@click.option("--database-url", metavar="URL", default=None, help=DATABASE_URL_HELP)
@click.pass_context
def revoke(ctx: click.Context, key_id: str, database_url: str | None) -> None:
    """Revoke the key ID (from `hermem keys list`); it is refused from then on."""
    from hermem.server.keys import ApiKeyError

    try:
        key = _open(ctx, database_url).revoke(key_id.strip())
    except ApiKeyError as exc:
        fail(str(exc))
    click.echo(f"Revoked key {key.id} (tenant {key.tenant!r}).")


COMMANDS = [keys]
