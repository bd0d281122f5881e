"""The built-in local provider through its public hooks, its tools and the manager.

Tests that keep facts run on SQLite and on PostgreSQL (``storage_for`` in conftest.py).
"""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hermem.config import StorageConfig, resolve_home
from hermem.embeddings import unavailable_reason
from hermem.errors import ConfigError
from hermem.manager import MemoryManager
from hermem.providers.local.provider import LocalProvider
from hermem.providers.local.settings import LocalSettings
from hermem.providers.registry import (
    ProviderNotFound,
    list_providers,
    load_provider,
    provider_status,
)
from hermem.store.builtin import open_memory

Storage = Callable[[Path], StorageConfig]


def lexical(tmp_path: Path, storage: Storage, **values: Any) -> LocalProvider:
    paths = resolve_home(tmp_path)
    provider = LocalProvider(LocalSettings.from_mapping({"semantic": "off", **values}, paths))
    provider.initialize("s1", hermem_home=tmp_path, platform="cli", storage=storage(tmp_path))
    return provider


@pytest.fixture
def provider(tmp_path: Path, storage_for: Storage) -> Iterator[LocalProvider]:
    made = lexical(tmp_path, storage_for)
    yield made
    made.shutdown()


def tool(provider: LocalProvider, name: str, **args: Any) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(provider.handle_tool_call(name, args))
    return result


def test_the_tools_cover_the_fact_lifecycle(provider: LocalProvider) -> None:
    assert "Empty fact store" in provider.system_prompt_block()
    first = tool(provider, "fact_store", action="add", content="Caroline lives in Paris")
    assert first == {"success": True, "fact_id": 1, "status": "added", "superseded": []}
    tool(provider, "fact_store", action="add", content="Caroline paints sunsets", tags="art")
    found = tool(provider, "fact_store", action="search", query="where does Caroline live")
    assert found["results"][0]["content"] == "Caroline lives in Paris"
    probed = tool(provider, "fact_store", action="probe", entity="caroline")
    assert {r["content"] for r in probed["results"]} == {
        "Caroline lives in Paris",
        "Caroline paints sunsets",
    }
    related = tool(provider, "fact_store", action="related", fact_id=1)
    assert [r["content"] for r in related["results"]] == ["Caroline paints sunsets"]
    newer = tool(
        provider, "fact_store", action="update", fact_id=1, content="Caroline lives in Rome"
    )
    assert newer["fact"]["content"] == "Caroline lives in Rome"
    versions = tool(provider, "fact_store", action="history", fact_id=1)["versions"]
    assert [(v["content"], v["current"]) for v in versions] == [
        ("Caroline lives in Paris", False),
        ("Caroline lives in Rome", True),
    ]
    retired = tool(provider, "fact_store", action="contradict", fact_id=2)
    assert retired == {"success": True, "retired": 2}
    listed = tool(provider, "fact_store", action="list")
    assert [f["content"] for f in listed["facts"]] == ["Caroline lives in Rome"]
    rated = tool(provider, "fact_feedback", action="unhelpful", fact_id=newer["fact"]["fact_id"])
    assert rated["new_trust"] == 0.4
    assert tool(provider, "fact_store", action="remove", fact_id=1) == {
        "success": True,
        "removed": 1,
    }
    assert "1 fact stored" in provider.system_prompt_block()


@pytest.mark.parametrize(
    ("name", "args", "error"),
    [
        ("fact_store", {}, "action must be one of"),
        ("fact_store", {"action": "add"}, "Missing required argument: content"),
        ("fact_store", {"action": "search", "query": "  "}, "Missing required argument: query"),
        ("fact_store", {"action": "update"}, "Missing required argument: fact_id"),
        ("fact_store", {"action": "remove", "fact_id": "abc"}, "fact_id must be a number"),
        ("fact_store", {"action": "remove", "fact_id": 77}, "no fact with id 77"),
        ("fact_store", {"action": "list", "limit": "many"}, "limit must be a number"),
        ("fact_store", {"action": "add", "content": "x", "category": "gossip"}, "category"),
        ("fact_feedback", {"action": "meh", "fact_id": 1}, "helpful"),
        ("fact_feedback", {"action": "helpful"}, "fact_id"),
        ("no_such_tool", {}, "unknown tool"),
    ],
)
def test_bad_tool_calls_get_clear_errors(
    provider: LocalProvider, name: str, args: dict[str, Any], error: str
) -> None:
    result = tool(provider, name, **args)
    assert result["success"] is False and error in result["error"]


def test_synced_turns_are_mined_for_facts_with_provenance(provider: LocalProvider) -> None:
    provider.sync_turn(
        "By the way, I prefer dark mode in every editor. Can you fix the login bug?",
        "Sure, looking at the login bug now.",
        session_id="s7",
        messages=[{"role": "user", "content": "...", "id": 31}],
    )
    assert provider.store is not None
    facts = provider.store.list_facts()
    assert facts, "the preference should have been kept"
    fact = facts[0]
    assert "dark mode" in fact.content
    assert (fact.session_id, fact.message_id, fact.speaker) == ("s7", "31", "user")
    assert fact.quote is not None and "dark mode" in fact.quote
    assert fact.source == "extract:rules" and fact.trust < 0.5
    assert not any("login bug" in f.content for f in facts)


def test_subagents_and_disabled_extraction_keep_nothing(
    tmp_path: Path, storage_for: Storage
) -> None:
    quiet = lexical(tmp_path / "a", storage_for, auto_extract=False)
    quiet.sync_turn("I prefer dark mode in every editor.", "ok")
    sub = lexical(tmp_path / "b", storage_for)
    sub.initialize("s2", hermem_home=tmp_path / "b", agent_context="subagent")
    sub.sync_turn("I prefer dark mode in every editor.", "ok")
    for made in (quiet, sub):
        assert made.store is not None and made.store.count() == 0
        made.shutdown()


def test_prefetch_recalls_the_best_facts_within_the_budget(
    tmp_path: Path, storage_for: Storage
) -> None:
    made = lexical(tmp_path, storage_for, prefetch_limit=2, prefetch_chars=200)
    for content in (
        "User's favourite tea is sencha",
        "User drinks tea without sugar",
        "User's tea kettle is broken",
        "The deploy runs on Fridays",
    ):
        tool(made, "fact_store", action="add", content=content)
    recalled = made.prefetch("what tea should I make?")
    assert recalled.startswith("## Recalled facts\n- [general] ")
    assert recalled.count("\n- ") == 2 and "deploy" not in recalled
    assert made.prefetch("ok") == "" or "tea" not in made.prefetch("quantum chromodynamics")
    tight = lexical(tmp_path / "tight", storage_for, prefetch_chars=30)
    tool(tight, "fact_store", action="add", content="User's favourite tea is sencha")
    assert tight.prefetch("tea") == ""  # the one fact does not fit in 30 characters
    made.shutdown()
    tight.shutdown()


def test_builtin_writes_are_mirrored_as_facts(tmp_path: Path, storage_for: Storage) -> None:
    memory = open_memory(tmp_path)
    made = lexical(tmp_path, storage_for)
    with MemoryManager(memory) as manager:
        manager.add_provider(made)
        manager.initialize_all("s1")
        store = memory.store("user")
        assert store.add("User prefers tea").success
        assert store.replace("prefers tea", "User prefers green tea").success
        assert manager.flush(5)
        assert made.store is not None
        assert [(f.content, f.category) for f in made.store.list_facts()] == [
            ("User prefers green tea", "preference")
        ]
        assert store.remove("green tea").success
        assert manager.flush(5)
        assert made.store.list_facts() == []
        assert len(made.store.list_facts(include_history=True)) == 2
    memory.close()


def test_through_the_manager_recall_is_fenced_and_tools_are_routed(
    tmp_path: Path, storage_for: Storage
) -> None:
    with MemoryManager() as manager:
        manager.add_provider(lexical(tmp_path, storage_for))
        assert [t["name"] for t in manager.tool_schemas()] == ["fact_store", "fact_feedback"]
        added = json.loads(
            manager.handle_tool_call(
                "fact_store", '{"action": "add", "content": "The staging DB is Postgres 16"}'
            )
        )
        assert added["success"] is True
        block = manager.recall_context("which postgres version is staging on?")
        assert "<memory-context>" in block and "Postgres 16" in block
        assert manager.describe_recall() == "🧠 local facts — recalled 1 memory"
        assert "Local fact memory" in manager.build_system_prompt()


@pytest.mark.skipif(unavailable_reason() is not None, reason=str(unavailable_reason()))
def test_with_the_embed_extra_meaning_is_recalled_without_shared_words(
    tmp_path: Path, storage_for: Storage
) -> None:
    """On PostgreSQL 15 without pgvector the vectors are ranked in numpy (bytes column)."""
    paths = resolve_home(tmp_path)
    made = LocalProvider(LocalSettings.from_mapping({"semantic": "on"}, paths))
    made.initialize("s1", hermem_home=tmp_path, storage=storage_for(tmp_path))
    for content in (
        "User loves green tea in the morning",
        "The CI pipeline runs on GitHub Actions",
        "User's dog is called Rex",
    ):
        tool(made, "fact_store", action="add", content=content)
    found = tool(made, "fact_store", action="search", query="which hot beverage do I enjoy")
    assert found["results"][0]["content"] == "User loves green tea in the morning"
    made.queue_prefetch("which hot beverage do I enjoy")
    assert "green tea" in made.prefetch("which hot beverage do I enjoy")
    made.shutdown()


def test_settings_are_validated_with_the_key_named(tmp_path: Path) -> None:
    paths = resolve_home(tmp_path)
    for raw, key in (
        ({"extractor": "magic"}, "providers.local.extractor"),
        ({"prefetch_limit": -1}, "providers.local.prefetch_limit"),
        ({"min_trust": 3}, "providers.local.min_trust"),
        ({"extractor": "llm"}, "providers.local.extractor"),
        ({"colour": "blue"}, "providers.local.colour"),
    ):
        with pytest.raises(ConfigError) as raised:
            LocalSettings.from_mapping(raw, paths)
        assert raised.value.key == key
    assert LocalSettings.from_mapping({}, paths).db_path == tmp_path.absolute() / "facts.db"


def test_the_registry_lists_and_loads_providers_lazily(tmp_path: Path) -> None:
    assert [p.name for p in list_providers()][:1] == ["local"]
    assert isinstance(load_provider("local"), LocalProvider)
    with pytest.raises(ProviderNotFound, match="installed: local"):
        load_provider("nope")
    assert provider_status("local").available
    assert not provider_status("nope").found


def test_third_party_providers_are_found_through_entry_points(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "site"
    (package / "thirdparty_memory").mkdir(parents=True)
    (package / "thirdparty_memory" / "__init__.py").write_text(
        textwrap.dedent(
            """
            from hermem.providers import MemoryProvider

            IMPORTED = True

            class Provider(MemoryProvider):
                name = "thirdparty"
                def is_available(self): return False
                def unavailable_reason(self): return "pip install thirdparty-sdk"
                def initialize(self, session_id, **kwargs): pass
                def get_tool_schemas(self): return []
            """
        ),
        encoding="utf-8",
    )
    dist = package / "thirdparty_memory-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Name: thirdparty-memory\nVersion: 1.0\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text(
        "[hermem.providers]\nthirdparty = thirdparty_memory:Provider\n", encoding="utf-8"
    )
    monkeypatch.syspath_prepend(str(package))
    infos = {p.name: p for p in list_providers()}
    assert infos["thirdparty"].origin == "entry point (thirdparty-memory)"
    assert "thirdparty_memory" not in sys.modules  # listing imports nothing
    status = provider_status("thirdparty")
    assert (status.found, status.available, status.reason) == (
        True,
        False,
        "pip install thirdparty-sdk",
    )
    monkeypatch.delitem(sys.modules, "thirdparty_memory", raising=False)
