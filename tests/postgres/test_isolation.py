"""Tenants and profiles share one table but never each other's rows; entries are data."""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from hermem.config import StorageConfig
from hermem.store.builtin import BuiltinMemory, open_memory
from hermem.store.tool import MemoryTool

from .conftest import new_tenant, pg_home

pytestmark = pytest.mark.postgres

INJECTIONS = [
    "Robert'); DELETE FROM hermem.bounded_stores; --",
    "x' OR '1'='1",
    "$$; TRUNCATE hermem.bounded_stores; $$",
    "%s %(content)s {0} \\' \\\\ E'\\x41' U&'\\0041'",
    "'; UPDATE hermem.bounded_stores SET tenant = 'other'; --",
    '" OR ""="',
]


def test_two_tenants_never_see_each_others_entries(tmp_path: Path, pg_url: str) -> None:
    a, b = new_tenant(), new_tenant()
    with (
        BuiltinMemory(pg_home(tmp_path / "a", pg_url, a)) as alice,
        BuiltinMemory(pg_home(tmp_path / "b", pg_url, b)) as bob,
    ):
        assert alice.store("user").add("Name is Alice").success
        assert bob.store("user").add("Name is Bob").success
        assert alice.store("memory").add("alice's project uses tabs").success
        assert alice.store("user").entries() == ["Name is Alice"]
        assert bob.store("user").entries() == ["Name is Bob"]
        assert bob.store("memory").entries() == []
        assert "Alice" not in (bob.snapshot().user or "")
        bob.store("user").remove("Bob")
        assert alice.store("user").entries() == ["Name is Alice"]


def test_a_second_home_on_the_same_tenant_shares_its_stores(tmp_path: Path, pg_url: str) -> None:
    tenant = new_tenant()
    with (
        BuiltinMemory(pg_home(tmp_path / "laptop", pg_url, tenant)) as laptop,
        BuiltinMemory(pg_home(tmp_path / "server", pg_url, tenant)) as server,
    ):
        assert laptop.store("memory").add("deploys go through CI").success
        assert server.store("memory").entries() == ["deploys go through CI"]


def test_profiles_of_one_tenant_are_separate(tmp_path: Path, storage: StorageConfig) -> None:
    with (
        open_memory(tmp_path, storage=storage) as default,
        open_memory(tmp_path, profile="work", storage=storage) as work,
    ):
        assert work.store("memory").add("work laptop runs Fedora").success
        assert default.store("memory").entries() == []
        assert work.store("memory").entries() == ["work laptop runs Fedora"]
    with psycopg.connect(storage.database_url) as conn:
        profiles = conn.execute(
            "SELECT profile FROM hermem.bounded_stores WHERE tenant = %s AND content IS NOT NULL",
            (storage.tenant,),
        ).fetchall()
    assert profiles == [("work",)]


def test_sql_in_entries_is_stored_as_text(tmp_path: Path, pg_url: str) -> None:
    bystander = new_tenant()
    with BuiltinMemory(pg_home(tmp_path / "other", pg_url, bystander)) as other:
        assert other.store("memory").add("untouched").success
    with BuiltinMemory(pg_home(tmp_path / "home", pg_url, new_tenant())) as memory:
        tool = MemoryTool(memory)
        for text in INJECTIONS:
            result = tool.handle({"action": "add", "target": "memory", "content": text})
            assert result["success"], result
        assert memory.store("memory").entries() == INJECTIONS
        result = tool.handle({"action": "replace", "old_text": "OR '1'", "content": "fixed"})
        assert result["success"], result
        assert memory.store("memory").entries()[1] == "fixed"
    with BuiltinMemory(pg_home(tmp_path / "other", pg_url, bystander)) as other:
        assert other.store("memory").entries() == ["untouched"]
