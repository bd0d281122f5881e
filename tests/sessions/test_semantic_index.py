"""The embedding index in state.db and PostgreSQL: storage, cache invalidation, pending
work, processes.

These tests use a small deterministic word-hashing embedder (a stand-in for the model, so
they are exact and fast); ``test_semantic_model.py`` runs the real model.
"""

from __future__ import annotations

import hashlib
import re
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="numpy comes with the embed extra")

from hermem.sessions.semantic import EmbeddingIndex  # noqa: E402
from hermem.sessions.store import SessionStore  # noqa: E402
from support.session_backend import SessionBackend, raw_sql  # noqa: E402

DIM = 64


class WordHashEmbedder:
    """Bag of lower-cased words hashed into DIM buckets, L2-normalised."""

    model_id = "test-word-hash"
    dim = DIM

    def __init__(self) -> None:
        self.calls = 0
        self.texts = 0

    def embed(self, texts: Sequence[str]) -> Any:
        self.calls += 1
        self.texts += len(texts)
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"\w+", text.lower()):
                out[row, int(hashlib.md5(word.encode()).hexdigest(), 16) % DIM] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.maximum(norms, 1e-12)


@pytest.fixture
def home(tmp_path: Path, session_backend: SessionBackend) -> Path:
    return tmp_path / "home"  # configured for the backend by ``session_backend``


@pytest.fixture
def store(home: Path) -> Iterator[SessionStore]:
    with SessionStore.open(home, semantic="off") as opened:
        opened.semantic = opened.embedding_index(WordHashEmbedder(), background=False)
        yield opened


def index_of(store: SessionStore) -> EmbeddingIndex:
    assert isinstance(store.semantic, EmbeddingIndex)
    return store.semantic


def vector_rows(store: SessionStore) -> int:
    if store.path is None:
        sql = "SELECT COUNT(*) FROM hermem.message_vectors WHERE tenant = %s AND profile = %s"
        return int(raw_sql(store, sql)[0][0])
    with sqlite3.connect(store.path) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM message_vectors").fetchone()[0])


def fill(store: SessionStore) -> dict[str, int]:
    store.start_session("s1")
    store.start_session("s2")
    ids = store.append_messages(
        "s1",
        [
            {"role": "user", "content": "the blue whale migrates south"},
            {"role": "assistant", "content": "they travel far when the winter comes"},
        ],
    )
    ids += store.append_messages("s2", [{"role": "user", "content": "fix the kubernetes deploy"}])
    return dict(zip(["whale", "winter", "deploy"], ids, strict=True))


def test_add_queues_and_backfill_stores_one_vector_per_message(store: SessionStore) -> None:
    fill(store)
    index = index_of(store)
    assert vector_rows(store) == 0  # nothing was embedded on the write path
    assert index.backfill() == 3
    assert vector_rows(store) == 3
    assert index.pending_count() == 0
    assert index.backfill() == 0


def test_search_ranks_by_cosine_and_lazily_embeds_new_messages(store: SessionStore) -> None:
    ids = fill(store)
    found = index_of(store).search("kubernetes deploy", 2)
    assert found[0][0] == ids["deploy"]
    assert found[0][1] == pytest.approx(found[0][1]) and found[0][1] > found[1][1]


def test_similarities_cover_only_messages_with_vectors(store: SessionStore) -> None:
    ids = fill(store)
    index = index_of(store)
    index.backfill()
    sims = index.similarities("blue whale", [ids["whale"], ids["deploy"], 999_999])
    assert set(sims) == {ids["whale"], ids["deploy"]}
    assert sims[ids["whale"]] > sims[ids["deploy"]]


def test_deleting_a_session_removes_its_vectors_and_results(store: SessionStore) -> None:
    ids = fill(store)
    index = index_of(store)
    index.backfill()
    assert store.delete_session("s2")
    assert vector_rows(store) == 2
    assert ids["deploy"] not in {mid for mid, _ in index.search("kubernetes deploy", 10)}


def test_editing_a_message_drops_its_stale_vector(store: SessionStore) -> None:
    ids = fill(store)
    index = index_of(store)
    index.backfill()
    if store.path is not None:
        with sqlite3.connect(store.path) as conn:
            conn.execute(
                "UPDATE messages SET content = 'penguins in antarctica' WHERE id = ?",
                (ids["whale"],),
            )
    else:
        raw_sql(
            store,
            "UPDATE hermem.messages SET content = 'penguins in antarctica'"
            " WHERE tenant = %s AND profile = %s AND id = %s",
            (*store.key, ids["whale"]),  # type: ignore[attr-defined]
        )
    assert vector_rows(store) == 2
    assert index.backfill() == 1
    assert index.search("penguins antarctica", 1)[0][0] == ids["whale"]


def test_vectors_persist_across_reopen_without_embedding_again(home: Path) -> None:
    with SessionStore.open(home, semantic="off") as first:
        first.semantic = first.embedding_index(WordHashEmbedder(), background=False)
        ids = fill(first)
        index_of(first).backfill()
    embedder = WordHashEmbedder()
    with SessionStore.open(home, semantic="off") as again:
        again.semantic = again.embedding_index(embedder, background=False)
        assert index_of(again).pending_count() == 0
        assert index_of(again).search("blue whale", 1)[0][0] == ids["whale"]
    assert embedder.texts == 1  # the query only


def test_vectors_of_another_model_count_as_missing(home: Path) -> None:
    with SessionStore.open(home, semantic="off") as store:
        store.semantic = store.embedding_index(WordHashEmbedder(), background=False)
        fill(store)
        index_of(store).backfill()

    class OtherModel(WordHashEmbedder):
        model_id = "another-model"

    with SessionStore.open(home, semantic="off") as store:
        store.semantic = store.embedding_index(OtherModel(), background=False)
        assert index_of(store).pending_count() == 3
        assert index_of(store).backfill() == 3
        assert vector_rows(store) == 3  # replaced, not added


def test_the_background_thread_embeds_without_being_asked(home: Path) -> None:
    with SessionStore.open(home, semantic="off") as store:
        store.semantic = store.embedding_index(WordHashEmbedder(), background=True)
        fill(store)
        assert index_of(store).wait_idle(timeout=30)
        assert vector_rows(store) == 3


def test_a_process_finds_old_unembedded_messages_in_the_background(home: Path) -> None:
    with SessionStore.open(home, semantic="off") as plain:
        fill(plain)  # written with no index attached
    with SessionStore.open(home, semantic="off") as store:
        store.semantic = store.embedding_index(WordHashEmbedder(), background=True)
        store.search_messages("whale", mode="hybrid")  # the first look starts the scan
        assert index_of(store).wait_idle(timeout=30)
        assert vector_rows(store) == 3


def test_the_cache_follows_writes_and_deletes_made_by_another_process(home: Path) -> None:
    with SessionStore.open(home, semantic="off") as store:
        store.semantic = store.embedding_index(WordHashEmbedder(), background=False)
        ids = fill(store)
        index = index_of(store)
        index.backfill()
        assert index.search("kubernetes", 1)[0][0] == ids["deploy"]
        script = textwrap.dedent(
            f"""
            import sys
            sys.path[:0] = [{str(Path(__file__).parent)!r}, {str(Path(__file__).parent.parent)!r}]
            from test_semantic_index import WordHashEmbedder
            from hermem.sessions.store import SessionStore
            with SessionStore.open({str(home)!r}, semantic="off") as other:
                other.semantic = other.embedding_index(WordHashEmbedder(), background=False)
                other.delete_session("s2")
                other.start_session("s3")
                other.append_message("s3", "user", "kubernetes cluster upgrade tonight")
                other.semantic.backfill()
            """
        )
        subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
        found = [mid for mid, _ in index.search("kubernetes", 3)]
        assert ids["deploy"] not in found
        new_id = max(m.id for m in store.get_messages("s3"))
        assert found[0] == new_id
        ids_now, matrix = index.matrix()
        assert len(ids_now) == matrix.shape[0] == 3


def test_hybrid_search_through_the_store_reports_how_each_hit_matched(store: SessionStore) -> None:
    ids = fill(store)
    index_of(store).backfill()
    hits = store.search_messages("whale", mode="hybrid")
    assert hits[0].message_id == ids["whale"]
    assert "words" in hits[0].matched_by and "semantic" in hits[0].matched_by
    lexical = store.search_messages("whale", mode="lexical")
    assert [h.message_id for h in lexical] == [ids["whale"]]


def test_hybrid_search_honours_filters(store: SessionStore) -> None:
    ids = fill(store)
    index_of(store).backfill()
    hits = store.search_messages("whale deploy", mode="hybrid", session_ids=["s2"])
    assert {h.message_id for h in hits} == {ids["deploy"]}
    hits = store.search_messages("whale winter", mode="hybrid", roles=["assistant"])
    assert {h.session_id for h in hits} <= {"s1"} and all(h.role == "assistant" for h in hits)


def test_close_stops_the_worker_and_the_store_still_closes_cleanly(home: Path) -> None:
    store = SessionStore.open(home, semantic="off")
    store.semantic = store.embedding_index(WordHashEmbedder(), background=True)
    fill(store)
    store.close()
    with SessionStore.open(home, semantic="off") as again:
        assert len(again.search_messages("whale", mode="lexical")) == 1
