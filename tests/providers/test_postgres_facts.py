"""What only the PostgreSQL fact store has: tenants and profiles kept apart, hostile text
kept as text, selection by the storage setting, and vectors with or without pgvector.

The shared behaviour (the same results as SQLite) is tested on both backends by the other
modules here; this one reads the rows beside hermem, as psql would.
"""

from __future__ import annotations

import json
import math
import random
import shutil
import tempfile
import threading
import uuid
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from click.testing import CliRunner

from hermem import Memory
from hermem.cli import main
from hermem.config import StorageConfig, resolve_home
from hermem.errors import DatabaseError
from hermem.providers.local.fact_model import FactError
from hermem.providers.local.facts import FactStore
from hermem.providers.local.postgres_facts import PostgresFactStore
from hermem.providers.local.retrieval import search
from hermem.providers.local.vectors import FactVectors

pytestmark = pytest.mark.postgres


def tenant() -> str:
    return f"t-{uuid.uuid4().hex[:16]}"


def rows(url: str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    with psycopg.connect(url) as conn:
        return conn.execute(sql, params).fetchall()


@pytest.fixture
def pair(pg_url: str) -> Iterator[tuple[PostgresFactStore, PostgresFactStore]]:
    first = PostgresFactStore.open(pg_url, tenant=tenant())
    second = PostgresFactStore.open(pg_url, tenant=tenant())
    yield first, second
    first.close()
    second.close()


def test_a_tenant_can_neither_see_nor_change_another_tenants_facts(
    pair: tuple[PostgresFactStore, PostgresFactStore],
) -> None:
    alice, bob = pair
    secret = alice.add("Caroline's bank PIN hint is the cat's name", tags="private").fact
    alice.add("Caroline moved to Lisbon", slot="caroline.lives_in")
    assert (bob.count(include_history=True), bob.list_facts(include_history=True)) == (0, [])
    assert bob.get(secret.id) is None and bob.history(secret.id) == []
    assert search(bob, "Caroline bank PIN", include_history=True) == []
    assert bob.entity_ids(["Caroline"]) == {}
    assert bob.current_with_content(secret.content) is None
    assert bob.lexical_newest(['"caroline"'], include_history=True, limit=10) == []
    for attempt in (
        lambda: bob.feedback(secret.id, False),
        lambda: bob.update(secret.id, trust_delta=-1.0),
        lambda: bob.contradict(secret.id),
    ):
        with pytest.raises(FactError, match="no fact"):
            attempt()
    assert bob.remove(secret.id) is False
    bob.record_retrievals([secret.id])
    # Bob's own facts count from 1 and never supersede Alice's, whatever they say.
    mine = bob.add("Caroline moved to Porto", slot="caroline.lives_in")
    assert (mine.fact.id, mine.superseded) == (1, ())
    kept = alice.get(secret.id)
    assert kept is not None and kept.current and kept.trust == 0.5 and kept.retrieval_count == 0
    assert [f.content for f in alice.list_facts()] == [
        "Caroline moved to Lisbon",
        "Caroline's bank PIN hint is the cat's name",
    ]


def test_profiles_of_one_tenant_are_apart_too(pg_url: str) -> None:
    name = tenant()
    work = PostgresFactStore.open(pg_url, tenant=name, profile="work")
    home = PostgresFactStore.open(pg_url, tenant=name, profile="home")
    work.add("The staging cluster runs on Hetzner")
    assert home.count() == 0 and search(home, "staging cluster") == []
    assert home.add("The staging cluster runs on Hetzner").status == "added"


HOSTILE = "Robert'); DROP TABLE hermem.facts; -- \"x\" <-> & | !'a':* $1 %s %(tenant)s \\ \x01"


def test_hostile_text_in_every_field_is_stored_as_text(pg_url: str) -> None:
    store = PostgresFactStore.open(pg_url, tenant=tenant())
    added = store.add(
        HOSTILE + " uses Postgres",
        tags=["x'y", "a;b", "--", "drop"],
        source=HOSTILE,
        session_id=HOSTILE,
        message_id=HOSTILE,
        quote=HOSTILE,
        speaker=HOSTILE,
        slot=HOSTILE,
    ).fact
    stored = rows(
        pg_url,
        "SELECT content, source, session_id, message_id, quote, speaker, slot, tags"
        " FROM hermem.facts WHERE tenant = %s AND id = %s",
        store.tenant,
        added.id,
    )
    content = " ".join((HOSTILE + " uses Postgres").split())
    assert stored == [
        (content, HOSTILE, HOSTILE, HOSTILE, HOSTILE, HOSTILE, HOSTILE, "xy ab -- drop")
    ]
    for query in (HOSTILE, "'; SELECT pg_sleep(10); --", "a' OR '1'='1", '"', "*", "!:*"):
        search(store, query)
        store.entity_ids([query])
        assert store.current_with_content(query) is None
    assert [s.fact.id for s in search(store, "Robert Postgres")] == [added.id]
    assert rows(pg_url, "SELECT count(*) FROM hermem.facts WHERE tenant = %s", store.tenant) == [
        (1,)
    ]
    with pytest.raises(FactError, match="unknown category"):
        store.add("A fact", category="general'; DELETE FROM hermem.facts; --")
    assert store.count() == 1


def test_the_totals_bm25_reads_follow_every_write(pg_url: str) -> None:
    """Facts and words per namespace (FTS5 keeps the same totals) are never recounted:
    adds, tag merges and changes, new versions and removals must each keep them exact."""
    store = PostgresFactStore.open(pg_url, tenant=tenant())
    first = store.add("The staging cluster runs on Hetzner", tags="infra").fact
    store.add("The staging cluster runs on Hetzner", tags="servers hosting")  # merges tags
    second = store.add("Deploys go through ArgoCD").fact
    store.update(second.id, tags="gitops ci cd")
    store.update(first.id, content="The staging cluster runs on Scaleway")
    assert store.remove(store.add("Temporary fact to remove").fact.id)
    store.remove(99)  # nothing removed, nothing counted
    totals = rows(
        pg_url, "SELECT facts, tokens FROM hermem.fact_counters WHERE tenant = %s", store.tenant
    )
    actual = rows(
        pg_url,
        "SELECT count(*), sum(tokens)::bigint FROM hermem.facts WHERE tenant = %s",
        store.tenant,
    )
    assert totals == actual == [(3, actual[0][1])]


def test_concurrent_writers_of_one_namespace_neither_deadlock_nor_drift(pg_url: str) -> None:
    name = tenant()
    stores = [PostgresFactStore.open(pg_url, tenant=name) for _ in range(4)]
    seeded = [stores[0].add(f"Seed fact {chr(97 + n)}x about hosting").fact.id for n in range(20)]
    errors: list[BaseException] = []

    def adding() -> None:
        for n in range(30):
            stores[0].add(f"User lives in city{chr(97 + n % 26)}x", slot="user.lives_in")

    def tagging() -> None:
        for n in range(30):
            stores[1].update(seeded[n % 20], tags=f"t{n} shared")

    def removing() -> None:
        for fact_id in seeded[10:]:
            stores[2].remove(fact_id)

    def rating() -> None:
        for n in range(30):
            stores[3].feedback(seeded[n % 10], n % 2 == 0)

    def run(work: Any) -> None:
        try:
            work()
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(w,)) for w in (adding, tagging, removing, rating)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [e for e in errors if not isinstance(e, FactError)] == []  # a removed fact: no fact
    assert stores[0].count() == 10 + 1  # the kept seeds and the one current city
    totals = rows(pg_url, "SELECT facts, tokens FROM hermem.fact_counters WHERE tenant = %s", name)
    actual = rows(
        pg_url, "SELECT count(*), sum(tokens)::bigint FROM hermem.facts WHERE tenant = %s", name
    )
    assert totals == actual


def test_the_word_index_is_per_namespace_where_btree_gin_exists(pg_url: str) -> None:
    PostgresFactStore.open(pg_url, tenant=tenant())  # migrated
    available = rows(pg_url, "SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin'")
    indexes = dict(
        rows(
            pg_url,
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'hermem'"
            " AND indexname IN ('facts_fts', 'facts_namespace_fts')",
        )
    )
    assert "gin (fts)" in indexes["facts_fts"]
    assert ("tenant, profile, fts" in indexes.get("facts_namespace_fts", "")) == bool(available)


def test_memory_puts_the_local_providers_facts_in_the_tenants_database(
    tmp_path: Path, pg_url: str
) -> None:
    storage = StorageConfig(pg_url, tenant())
    home = tmp_path / "home"
    with (
        Memory(home, profile="work", provider="local", storage=storage) as memory,
        memory.start_session() as session,
    ):
        assert session.provider_error is None
        added = session.handle_tool_call(
            "fact_store", {"action": "add", "content": "User's editor is neovim"}
        )
        assert '"success": true' in added
    assert rows(
        pg_url, "SELECT profile, content FROM hermem.facts WHERE tenant = %s", storage.tenant
    ) == [("work", "User's editor is neovim")]
    assert not list(home.rglob("facts.db"))


def test_the_facts_commands_use_the_database_the_config_names(tmp_path: Path, pg_url: str) -> None:
    name = tenant()
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text(
        f"storage:\n  database_url: {pg_url}\n  tenant: {name}\n", encoding="utf-8"
    )
    runner = CliRunner()

    def run(*args: str) -> str:
        result = runner.invoke(main, ["--home", str(home), "facts", *args])
        assert result.exit_code == 0, result.output
        return result.output

    run("add", "We deploy on Fridays", "--category", "project")
    assert "supersedes #1" in run("add", "We deploy on Tuesdays", "--category", "project")
    assert "We deploy on Tuesdays" in run("search", "when do we deploy")
    assert rows(
        pg_url, "SELECT id, valid_to IS NULL FROM hermem.facts WHERE tenant = %s ORDER BY id", name
    ) == [(1, False), (2, True)]
    assert not (home / "facts.db").exists()
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "config.yaml").write_text(
        "storage:\n  database_url: postgresql://u:s3cret@127.0.0.1:1/none\n", encoding="utf-8"
    )
    failed = runner.invoke(main, ["--home", str(broken), "facts", "list"])
    assert failed.exit_code == 1 and "PostgreSQL" in failed.output
    assert "s3cret" not in failed.output


def test_a_wrong_url_fails_at_open_with_a_reason_and_no_password() -> None:
    with pytest.raises(DatabaseError) as raised:
        PostgresFactStore.open("postgresql://me:hunter2@127.0.0.1:1/nothing", tenant="t")
    assert "127.0.0.1:1" in str(raised.value) and "hunter2" not in str(raised.value)


def unit_vectors(count: int, dim: int, seed: int) -> list[Any]:
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(count):
        vector = rng.standard_normal(dim).astype("float32")
        out.append(vector / np.linalg.norm(vector))
    return out


class FixedEmbedder:
    """A model stand-in with known vectors: texts map to the vectors they were given."""

    model_id = "fixed-test-vectors"

    def __init__(self, vectors: dict[str, Any]) -> None:
        self.vectors = vectors
        self.dim = len(next(iter(vectors.values())))

    def embed(self, texts: Any) -> Any:
        import numpy as np

        return np.stack([self.vectors[t] for t in texts])


def _vectors_roundtrip(store: Any, reference: FactStore) -> None:
    """Both stores hold the same facts and vectors: search must rank them alike."""
    vectors = unit_vectors(40, 16, seed=5)
    texts = [f"{chr(97 + n // 26)}{chr(97 + n % 26)}x enjoys quiet evenings" for n in range(40)]
    query = "the query"
    blend = vectors[3] * 0.8 + vectors[9] * 0.2
    table = dict(zip(texts, vectors, strict=True)) | {query: blend / float((blend**2).sum() ** 0.5)}
    for target in (store, reference):
        for text in texts:
            target.add(text)
    found = {}
    for target in (store, reference):
        embedder = FixedEmbedder(table)
        search_vectors = FactVectors(target, loader=lambda e=embedder: e)
        assert search_vectors.backfill(batch=7) == 40
        assert target.facts_without_vectors(embedder.model_id, 10) == []
        found[target] = search_vectors.search(query, 10)
    ours, theirs = found[store], found[reference]
    assert [i for i, _ in ours] == [i for i, _ in theirs]
    assert all(
        math.isclose(a, b, abs_tol=1e-5) for (_, a), (_, b) in zip(ours, theirs, strict=True)
    )
    assert ours[0][0] == 4  # vectors[3] is fact 4


def test_without_pgvector_vectors_live_in_a_column_and_rank_in_numpy(
    pg_url: str, tmp_path: Path
) -> None:
    store = PostgresFactStore.open(pg_url, tenant=tenant(), vectors="column")
    assert store.ranks_vectors is False and store.nearest("m", unit_vectors(1, 4, 1)[0], 5) is None
    with FactStore.open(tmp_path / "facts.db") as reference:
        _vectors_roundtrip(store, reference)
    assert store.vector_signature("fixed-test-vectors") == (40, 40)
    removed = store.list_facts(limit=1)[0].id
    store.remove(removed)  # its vector goes with it
    assert store.vector_signature("fixed-test-vectors")[0] == 39


def test_auto_uses_the_column_where_pgvector_is_not_installed(pg_url: str) -> None:
    store = PostgresFactStore.open(pg_url, tenant=tenant())
    available = rows(pg_url, "SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")
    if available:
        pytest.skip("this server has pgvector; its path is tested with pgserver")
    assert store.ranks_vectors is False
    with pytest.raises(DatabaseError, match="pgvector is not available"):
        PostgresFactStore.open(pg_url, tenant=tenant(), vectors="pgvector").ranks_vectors  # noqa: B018


# -- pgvector, on the PostgreSQL 16 + pgvector that the ``pgserver`` wheel bundles ---------


@pytest.fixture(scope="module")
def pgvector_url() -> Iterator[str]:
    with warnings.catch_warnings():  # platformdirs warns where XDG_RUNTIME_DIR is unset (CI)
        warnings.simplefilter("ignore")
        try:
            import pgserver  # type: ignore[import-not-found]
        except ImportError:
            pytest.skip(
                "pgvector path: `pip install pgserver` (PostgreSQL 16 + pgvector) to test it"
            )
        # Under /tmp, not pytest's 0700 tmp: as root, pgserver runs the server as its own user.
        folder = tempfile.mkdtemp(prefix="hermem-pgvector-")
        try:
            server = pgserver.get_server(folder, cleanup_mode="stop")
        except Exception as exc:  # pragma: no cover - depends on the machine
            shutil.rmtree(folder, ignore_errors=True)
            pytest.skip(f"pgserver could not start PostgreSQL: {exc}")
    yield str(server.get_uri())
    server.cleanup()
    shutil.rmtree(folder, ignore_errors=True)


def test_pgvector_is_enabled_indexed_and_ranks_like_numpy(
    pgvector_url: str, tmp_path: Path
) -> None:
    store = PostgresFactStore.open(pgvector_url, tenant=tenant())
    assert store.ranks_vectors is True
    with FactStore.open(tmp_path / "facts.db") as reference:
        _vectors_roundtrip(store, reference)
    indexes = rows(
        pgvector_url,
        "SELECT indexdef FROM pg_indexes WHERE schemaname = 'hermem'"
        " AND indexname = 'fact_vectors_hnsw_16'",
    )
    assert indexes and "hnsw" in indexes[0][0] and "vector_cosine_ops" in indexes[0][0]
    column = PostgresFactStore.open(pgvector_url, tenant=store.tenant, vectors="column")
    assert column.ranks_vectors is False  # the bytes are kept: numpy still works there
    assert len(column.vector_rows("fixed-test-vectors")) == 40


def test_pgvector_search_stays_in_its_tenant_when_others_crowd_the_index(
    pgvector_url: str,
) -> None:
    crowd = PostgresFactStore.open(pgvector_url, tenant=tenant())
    mine = PostgresFactStore.open(pgvector_url, tenant=tenant())
    target = unit_vectors(1, 16, seed=11)[0]
    rng = random.Random(2)
    noise = unit_vectors(300, 16, seed=12)
    close = [(v * 0.05 + target) for v in noise]  # the crowd sits right next to the query
    for n in range(len(close)):
        crowd.add(f"crowd fact {n}")
    crowd.store_vectors("m", [(n + 1, v / float((v**2).sum() ** 0.5)) for n, v in enumerate(close)])
    own = unit_vectors(5, 16, seed=rng.randrange(1_000))
    for n in range(len(own)):
        mine.add(f"my fact {n}")
    assert mine.store_vectors("m", [(n + 1, v) for n, v in enumerate(own)]) == 5
    found = mine.nearest("m", target, 10)
    assert found is not None and sorted(i for i, _ in found) == [1, 2, 3, 4, 5]
    expected = sorted(range(5), key=lambda n: -float(own[n] @ target))
    assert [i for i, _ in found] == [n + 1 for n in expected]
    assert mine.store_vectors("m", [(999, own[0])]) == 0  # no such fact: nothing stored


def test_the_local_provider_recalls_by_meaning_with_pgvector(
    pgvector_url: str, tmp_path: Path
) -> None:
    from hermem.embeddings import unavailable_reason
    from hermem.providers.local.provider import LocalProvider
    from hermem.providers.local.settings import LocalSettings

    if unavailable_reason() is not None:
        pytest.skip(str(unavailable_reason()))
    made: LocalProvider = LocalProvider(
        LocalSettings.from_mapping({"semantic": "on"}, resolve_home(tmp_path))
    )
    made.initialize("s1", hermem_home=tmp_path, storage=StorageConfig(pgvector_url, tenant()))
    try:
        assert made.store is not None and made.store.ranks_vectors
        for content in (
            "User loves green tea in the morning",
            "The CI pipeline runs on GitHub Actions",
            "User's dog is called Rex",
        ):
            made.handle_tool_call("fact_store", {"action": "add", "content": content})
        found = json.loads(
            made.handle_tool_call(
                "fact_store", {"action": "search", "query": "which hot beverage do I enjoy"}
            )
        )
        assert found["results"][0]["content"] == "User loves green tea in the morning"
    finally:
        made.shutdown()
