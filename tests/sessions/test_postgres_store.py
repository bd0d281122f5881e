"""The PostgreSQL session store: tenants kept apart, the same answers as state.db, many
writers at once, selection from the storage settings, and its schema."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermem import Memory
from hermem.config import StorageConfig
from hermem.errors import DatabaseError
from hermem.sessions import SessionError, SessionStore
from hermem.sessions.postgres_search import fold_accents, index_text, term_query
from hermem.sessions.postgres_store import PostgresSessionStore
from hermem.sessions.sqlite_store import SqliteSessionStore
from support.session_backend import new_tenant, raw_sql

pytestmark = pytest.mark.postgres

CORPUS = {
    "deploy": [
        ("user", "How do I deploy the API to staging with helm?"),
        ("assistant", "Run make deploy ENV=staging; the helm chart is in ops/charts."),
        ("tool", "deployed build 42 to staging"),
        ("user", "The pysqlite3 wheel broke the build again."),
    ],
    "kitchen": [
        ("user", "My sourdough starter smells like acetone."),
        ("assistant", "Feed it twice a day at room temperature; the smell fades."),
        ("user", "Café au lait or a flat white for the bakery menu?"),
    ],
    "travel": [
        ("user", "Planning a trip to Lisbon in April, any tips?"),
        ("assistant", "Take tram 28 early; book the Belém tower online."),
        ("user", "我喜欢猫和狗 — pets are allowed at the hotel?"),
    ],
    "db": [
        ("user", "Postgres migration failed: ValueError in schema_v2.py"),
        ("assistant", "Check src/migrations/0042_add_index.py and the e-mail column."),
        ("user", "An index on (tenant, profile) helped the slow query."),
    ],
}
QUERIES = [
    "deploy staging",
    "helm chart",
    "sourdough",
    "cafe",
    "Lisbon tram",
    "猫和狗",
    "猫",
    "migration ValueError",
    "sqlite",
    "0042_add_index",
    "e-mail",
    "deploy*",
    '"room temperature"',
    "slow query index",
    "schema",
]


def fill(store: SessionStore) -> None:
    for sid, turns in CORPUS.items():
        store.start_session(sid, source="cli", started_at=1_700_000_000.0)
        store.append_messages(
            sid,
            [
                {"role": role, "content": text, "timestamp": 1_700_000_000.0 + i}
                for i, (role, text) in enumerate(turns)
            ],
        )


@pytest.fixture
def pg(pg_url: str) -> Iterator[PostgresSessionStore]:
    with PostgresSessionStore(pg_url, tenant=new_tenant(), profile="default") as store:
        yield store  # type: ignore[misc]


@pytest.fixture
def lite(tmp_path: Path) -> Iterator[SessionStore]:
    with SessionStore.open(tmp_path / "home", semantic="off") as store:
        yield store


def test_open_picks_postgres_from_the_storage_settings(tmp_path: Path, pg_url: str) -> None:
    storage = StorageConfig(database_url=pg_url, tenant=new_tenant())
    with SessionStore.open(tmp_path / "home", "work", semantic="off", storage=storage) as store:
        assert isinstance(store, PostgresSessionStore)
        assert store.key == (storage.tenant, "work") and store.path is None
    with SessionStore.open(tmp_path / "home", semantic="off") as store:
        assert isinstance(store, SqliteSessionStore)
    assert not (tmp_path / "home" / "profiles" / "work" / "state.db").exists()


def test_memory_keeps_its_sessions_in_its_tenant(tmp_path: Path, pg_url: str) -> None:
    storage = StorageConfig(database_url=pg_url, tenant=new_tenant())
    with Memory(tmp_path / "home", provider="", storage=storage) as memory:
        assert isinstance(memory.sessions, PostgresSessionStore)
        with memory.start_session(platform="test", session_id="chat-1") as session:
            session.after_turn("where is the zanzibar report?", "in the shared drive")
    with PostgresSessionStore(pg_url, tenant=storage.tenant, profile="default") as store:
        assert [h.session_id for h in store.search_messages("zanzibar")] == ["chat-1"]


def test_the_same_queries_find_the_same_messages_on_both_backends(
    pg: PostgresSessionStore, lite: SessionStore
) -> None:
    fill(pg)
    fill(lite)
    for query in QUERIES:
        on_pg = pg.search_messages(query, limit=20, mode="lexical")
        on_lite = lite.search_messages(query, limit=20, mode="lexical")
        assert on_lite, query  # every query finds something
        # The same messages match the same way; BM25 and ts_rank may order ties apart.
        assert {(h.session_id, h.content, h.matched_by) for h in on_pg} == {
            (h.session_id, h.content, h.matched_by) for h in on_lite
        }, query
        assert on_pg[0].content == on_lite[0].content, query
        assert [h.snippet for h in on_pg][:1] == [h.snippet for h in on_lite][:1], query
        groups_pg = [g.session_id for g in pg.search_sessions(query, mode="lexical")]
        groups_lite = [g.session_id for g in lite.search_sessions(query, mode="lexical")]
        assert groups_pg[:1] == groups_lite[:1] and set(groups_pg) == set(groups_lite), query


def test_message_ids_are_numbered_per_tenant_as_in_a_home(pg_url: str) -> None:
    a = PostgresSessionStore(pg_url, tenant=new_tenant(), profile="default")
    b = PostgresSessionStore(pg_url, tenant=new_tenant(), profile="default")
    for store in (a, b):
        store.start_session("s1")
    assert a.append_messages("s1", [{"role": "user", "content": "x"}] * 3) == [1, 2, 3]
    assert b.append_messages("s1", [{"role": "user", "content": "y"}]) == [1]
    assert a.append_message("s1", "user", "z") == 4


def test_one_tenant_never_sees_or_changes_another_s_sessions(pg_url: str) -> None:
    tenant = new_tenant()
    a = PostgresSessionStore(pg_url, tenant=tenant, profile="default")
    b = PostgresSessionStore(pg_url, tenant=new_tenant(), profile="default")
    other_profile = PostgresSessionStore(pg_url, tenant=tenant, profile="work")
    a.start_session("s1", title="A's secret plans")
    (a_id,) = a.append_messages("s1", [{"role": "user", "content": "the quokka launch code"}])
    a.record_import("key", "hermem", "/a", 1, 1)
    for other in (b, other_profile):
        assert other.get_session("s1") is None
        assert other.get_messages("s1") == []
        assert other.get_message(a_id) is None
        assert other.list_sessions() == []
        assert other.search_messages("quokka") == []
        assert other.search_messages("okka") == []  # substring search too
        assert other.search_sessions("launch code") == []
        assert other.resolve_session_id("s") is None
        assert other.stats()["messages"] == 0
        assert other.delete_session("s1") is False
        assert other.end_session("s1") is False
        other.set_title("s1", "hijacked")
        with pytest.raises(SessionError, match="start_session"):
            other.append_message("s1", "user", "injected")
        # Its own session of the same id is its own.
        other.start_session("s1")
        (own,) = other.append_messages("s1", [{"role": "user", "content": "its own words"}])
        assert own == a_id == 1 and other.get_message(own).content == "its own words"  # type: ignore[union-attr]
    session = a.get_session("s1")
    assert session is not None and session.title == "A's secret plans"
    assert [m.content for m in a.get_messages("s1")] == ["the quokka launch code"]
    assert [h.content for h in a.search_messages("words")] == []


def test_threads_writing_at_once_lose_nothing(pg_url: str) -> None:
    tenant = new_tenant()
    shared = PostgresSessionStore(pg_url, tenant=tenant, profile="default")
    shared.start_session("shared")
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        # Half the threads share one store object, half open their own.
        store = shared if n % 2 else PostgresSessionStore(pg_url, tenant=tenant, profile="default")
        try:
            store.start_session(f"own-{n}")
            for i in range(25):
                store.append_message(f"own-{n}", "user", f"writer {n} note {i}")
                store.append_message("shared", "user", f"{n}:{i}", external_id=f"{n}-{i}")
                if i % 10 == 0:
                    store.import_session(
                        f"bulk-{n}-{i}", [{"role": "user", "content": f"b {k}"} for k in range(5)]
                    )
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert errors == []
    assert len(shared.get_messages("shared")) == 8 * 25
    sessions = shared.list_sessions(limit=100)
    assert len(sessions) == 1 + 8 + 8 * 3
    assert all(s.message_count == len(shared.get_messages(s.id)) for s in sessions)
    ids = [m.id for s in sessions for m in shared.get_messages(s.id)]
    assert sorted(ids) == list(range(1, len(ids) + 1))  # no id given twice, none skipped
    assert shared.stats()["messages"] == len(ids)


def test_a_bad_database_url_fails_in_one_line_without_the_password(tmp_path: Path) -> None:
    url = "postgresql://hermem:s3cret@127.0.0.1:1/nowhere"
    with pytest.raises(DatabaseError) as caught:
        SessionStore.open(
            tmp_path / "home", semantic="off", storage=StorageConfig(database_url=url)
        )
    assert "s3cret" not in str(caught.value) and "\n" not in str(caught.value)
    assert "127.0.0.1:1" in str(caught.value)


def test_a_closed_store_refuses_calls(pg: PostgresSessionStore) -> None:
    pg.close()
    with pytest.raises(DatabaseError, match="closed"):
        pg.list_sessions()


def test_a_parent_that_does_not_exist_is_refused_by_name(pg: PostgresSessionStore) -> None:
    with pytest.raises(SessionError, match="no parent session 'ghost'"):
        pg.start_session("child", parent_session_id="ghost")
    assert pg.get_session("child") is None


def test_schema_has_the_word_trigram_and_cjk_indexes(pg: PostgresSessionStore) -> None:
    indexes = {
        r[0]
        for r in raw_sql(pg, "SELECT indexname FROM pg_indexes WHERE schemaname = 'hermem'", ())
    }
    assert {"messages_words", "messages_cjk", "messages_session", "messages_external"} <= indexes
    trigram = raw_sql(pg, "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'", ())
    assert ("messages_trigram" in indexes) == bool(trigram)


def test_words_are_split_as_sqlite_splits_them() -> None:
    assert index_text("Fix src/gorkmil/lurkfurk.py: ValueError in pysqlite3_v2") == (
        "fix src gorkmil lurkfurk py valueerror in pysqlite3 v2"
    )
    assert index_text("Café Über naïve e-mail a@b.com") == "cafe uber naive e mail a b com"
    assert fold_accents("がぎ ñ") == "がぎ n"  # Japanese marks are letters, not accents
    assert term_query('"deploy script"') == "'deploy' <-> 'script'"
    assert term_query('"dep"*') == "'dep':*"
    assert term_query('"-"') is None
