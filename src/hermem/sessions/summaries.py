"""Per-session summaries for ``session_search``: an LLM recap, or an extractive one.

The LLM is any OpenAI-compatible endpoint named in config.yaml::

    session_search:
      summary_base_url: http://127.0.0.1:8080/v1   # POST {base}/chat/completions
      summary_model: qwen2.5-7b-instruct
      summary_api_key_env: SUMMARY_API_KEY         # optional: the env var holding the key
      summary_timeout: 30                          # seconds per attempt
      summary_retries: 2                           # extra attempts on timeouts and 429/5xx

Without an endpoint, or when a call fails in any way, a deterministic extractive summary
stands in: a session's result never disappears because its summary could not be made.
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from hermem.chat_completion import CompletionFailed, post_chat_completion
from hermem.config import HomePaths, read_config_document
from hermem.endpoint_settings import as_env_name as _as_env_name
from hermem.endpoint_settings import as_seconds as _as_seconds
from hermem.endpoint_settings import as_url as _as_url
from hermem.endpoint_settings import kind as _kind
from hermem.errors import ConfigError
from hermem.sessions.models import Message
from hermem.sessions.transcript import (
    CONVERSATION_ROLES,
    center_on_terms,
    is_compaction_summary,
    render_transcript,
    strip_ansi,
)

log = logging.getLogger("hermem.summaries")

SECTION = "session_search"
EXTRACTIVE_BUDGET = 1_200
MAX_SUMMARY_CHARS = 6_000
MAX_WORKERS = 4
TEMPERATURE = 0.1

SYSTEM_PROMPT = """\
You summarize one past conversation between a user and an AI assistant, so that the \
assistant can recall it later. Write a factual recap in the past tense that keeps the \
specifics. Cover:
1. What the user wanted.
2. The actions taken and their outcomes.
3. Key decisions, solutions and conclusions.
4. Specific commands, file paths, URLs, names, versions and other technical details.
5. Anything left unresolved.
Be concise. No preamble, no advice, no questions."""

USER_PROMPT = """\
Search topic: {query}
Session source: {source}
Session date: {when}

Transcript:
{transcript}

Summarize this conversation, paying most attention to the search topic."""

_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
_TOKEN = re.compile(r"\w+")


# -- configuration -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SummaryConfig:
    """The summary settings of the ``session_search:`` section of config.yaml, validated."""

    base_url: str | None = None
    model: str | None = None
    api_key_env: str | None = None
    timeout: float = 30.0
    retries: int = 2
    max_tokens: int = 2_000
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def enabled(self) -> bool:
        return self.base_url is not None

    @property
    def endpoint(self) -> str:
        base = (self.base_url or "").rstrip("/")
        return base if base.endswith("/chat/completions") else f"{base}/chat/completions"

    def api_key(self) -> str | None:
        return os.environ.get(self.api_key_env) if self.api_key_env else None

    @classmethod
    def from_mapping(cls, section: Any) -> SummaryConfig:
        """Validate a ``session_search:`` mapping; a bad value raises ConfigError naming it."""
        if section is None:
            return cls()
        if not isinstance(section, Mapping):
            raise ConfigError(SECTION, f"expected a mapping of settings, got {_kind(section)}")
        values: dict[str, Any] = {}
        extra: dict[str, Any] = {}
        for key, raw in section.items():
            check = _VALIDATORS.get(str(key))
            if check is None:
                extra[str(key)] = raw
                continue
            name, validate = check
            values[name] = validate(f"{SECTION}.{key}", raw)
        if values.get("base_url") and not values.get("model"):
            raise ConfigError(
                f"{SECTION}.summary_model",
                "required when summary_base_url is set (the model name the endpoint serves)",
            )
        return cls(**values, extra=extra)


def load_summary_config(paths: HomePaths) -> SummaryConfig:
    return SummaryConfig.from_mapping(read_config_document(paths).get(SECTION))


def _as_text(key: str, raw: Any) -> str | None:
    if raw is None or raw == "":
        return None
    if isinstance(raw, str) and raw.strip():
        return raw.strip()
    raise ConfigError(key, f"expected a string, got {_kind(raw)}")


def _count(low: int, high: int, what: str) -> Callable[[str, Any], int]:
    def check(key: str, raw: Any) -> int:
        value: int | None = None
        if isinstance(raw, int) and not isinstance(raw, bool):
            value = raw
        elif isinstance(raw, str) and raw.strip().isdigit():
            value = int(raw.strip())
        if value is None or not low <= value <= high:
            raise ConfigError(
                key, f"expected a whole number of {what} from {low} to {high}, got {_kind(raw)}"
            )
        return value

    return check


_VALIDATORS: dict[str, tuple[str, Callable[[str, Any], Any]]] = {
    "summary_base_url": ("base_url", _as_url),
    "summary_model": ("model", _as_text),
    "summary_api_key_env": ("api_key_env", _as_env_name),
    "summary_timeout": ("timeout", _as_seconds),
    "summary_retries": ("retries", _count(0, 5, "retries")),
    "summary_max_tokens": ("max_tokens", _count(16, 32_000, "tokens")),
}


# -- what is summarized, and the result ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SummaryRequest:
    """One session to summarize (its messages already loaded)."""

    session_id: str
    messages: Sequence[Message]
    query: str = ""
    terms: Sequence[str] = ()
    source: str = "unknown"
    when: str = "unknown"


@dataclass(frozen=True, slots=True)
class Summary:
    text: str
    source: str  # "llm" or "extractive"
    error: str | None = None


class SummaryFailed(Exception):
    """The endpoint gave no usable summary; ``retry`` says whether another attempt may help."""

    def __init__(self, message: str, retry: bool) -> None:
        super().__init__(message)
        self.retry = retry


# -- the extractive summary ----------------------------------------------------------------


def extractive_summary(
    messages: Sequence[Message], terms: Sequence[str] = (), budget: int = EXTRACTIVE_BUDGET
) -> str:
    """The first request, the sentences sharing most words with ``terms``, the last reply.

    Deterministic and within ``budget`` characters (the query's words rank sentences;
    without terms the user's later requests are kept, in order).
    """
    talk = [
        m
        for m in messages
        if m.role in CONVERSATION_ROLES and m.content.strip() and not is_compaction_summary(m)
    ]
    if not talk:
        return "(no user or assistant messages in this session)"
    first = next((m for m in talk if m.role == "user"), talk[0])
    last = next((m for m in reversed(talk) if m.role == "assistant" and m is not first), None)
    head = f"Request: {_flat(first.content, budget // 4)}"
    tail = f"Last reply: {_flat(last.content, budget // 4)}" if last is not None else ""
    room = budget - len(head) - len(tail) - len("\nRelevant: ") - 2
    picked = _top_sentences([m for m in talk if m is not first and m is not last], terms, room)
    parts = [head]
    if picked:
        parts.append("Relevant: " + " … ".join(picked))
    if tail:
        parts.append(tail)
    return "\n".join(parts)[:budget]


def _flat(text: str, limit: int) -> str:
    flat = " ".join(strip_ansi(text).split())
    return flat if len(flat) <= limit else flat[: max(0, limit - 3)].rstrip() + "..."


def _top_sentences(messages: Sequence[Message], terms: Sequence[str], room: int) -> list[str]:
    wanted = {t.lower() for t in terms if t}
    scored: list[tuple[float, int, str]] = []
    position = 0
    for message in messages:
        for raw in _SENTENCE_END.split(strip_ansi(message.content)):
            sentence = " ".join(raw.split())
            if len(sentence) < 12:
                continue
            position += 1
            if wanted:
                tokens = {t.lower() for t in _TOKEN.findall(sentence)}
                score = float(sum(1 for w in wanted if _mentions(tokens, w)))
            else:
                score = 1.0 if message.role == "user" else 0.0
            if score > 0:
                scored.append((score, position, sentence))
    chosen: list[tuple[int, str]] = []
    used = 0
    for _score, pos, sentence in sorted(scored, key=lambda s: (-s[0], s[1])):
        text = sentence if len(sentence) <= 300 else sentence[:297] + "..."
        if used + len(text) + 3 > room:
            continue
        chosen.append((pos, text))
        used += len(text) + 3
    return [text for _, text in sorted(chosen)]


def _mentions(tokens: set[str], word: str) -> bool:
    if word in tokens:
        return True
    stem = word[: max(4, len(word) - 2)]
    return len(word) >= 4 and any(t.startswith(stem) for t in tokens)


# -- the LLM summary -----------------------------------------------------------------------


def build_prompt(request: SummaryRequest) -> str:
    transcript = center_on_terms(render_transcript(request.messages), request.terms)
    return USER_PROMPT.format(
        query=request.query or "(none: summarize the whole session)",
        source=request.source,
        when=request.when,
        transcript=transcript,
    )


def chat_completion(config: SummaryConfig, system: str, user: str) -> str:
    """One ``POST {base_url}/chat/completions``; the reply text, or SummaryFailed."""
    body = {
        "model": config.model,
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
        "temperature": TEMPERATURE,
        "max_tokens": config.max_tokens,
    }
    try:
        message = post_chat_completion(
            config.endpoint,
            body,
            api_key=config.api_key(),
            timeout=config.timeout,
            purpose="summary",
        )
    except CompletionFailed as exc:
        raise SummaryFailed(str(exc), exc.retry) from exc
    content = message.get("content")
    if not isinstance(content, str):
        raise SummaryFailed("the summary endpoint answered with no text", False)
    text = strip_ansi(_THINK.sub("", content)).strip()
    if not text:
        raise SummaryFailed("the summary endpoint answered with an empty summary", False)
    return text[:MAX_SUMMARY_CHARS]


class Summarizer:
    """Summarizes sessions in parallel; every request gets a Summary, never an exception."""

    def __init__(
        self,
        config: SummaryConfig | None = None,
        *,
        backoff_s: float = 1.0,
        extractive_budget: int = EXTRACTIVE_BUDGET,
    ) -> None:
        self.config = config or SummaryConfig()
        self.backoff_s = backoff_s
        self.extractive_budget = extractive_budget

    def summarize(self, requests: Sequence[SummaryRequest]) -> list[Summary]:
        if not requests:
            return []
        if not self.config.enabled:
            return [self._extractive(r, None) for r in requests]
        attempts = self.config.retries + 1
        deadline = self.config.timeout * attempts + self.backoff_s * (2**attempts) + 1.0
        pool = ThreadPoolExecutor(max_workers=min(MAX_WORKERS, len(requests)))
        try:
            futures = [pool.submit(self._llm, r) for r in requests]
            wait(futures, timeout=deadline)
        finally:
            pool.shutdown(wait=False, cancel_futures=True)
        results: list[Summary] = []
        for request, future in zip(requests, futures, strict=True):
            if not future.done() or future.cancelled():
                results.append(self._extractive(request, "the summary endpoint took too long"))
                continue
            error = future.exception()
            if error is not None:
                results.append(self._extractive(request, _reason(error)))
            else:
                results.append(future.result())
        return results

    def _llm(self, request: SummaryRequest) -> Summary:
        prompt = build_prompt(request)
        attempts = self.config.retries + 1
        for attempt in range(attempts):
            try:
                return Summary(chat_completion(self.config, SYSTEM_PROMPT, prompt), "llm")
            except SummaryFailed as exc:
                if not exc.retry or attempt == attempts - 1:
                    log.warning("summary of session %s failed: %s", request.session_id, exc)
                    return self._extractive(request, str(exc))
                time.sleep(self.backoff_s * (2**attempt))
        return self._extractive(request, "no attempt was made")  # pragma: no cover

    def _extractive(self, request: SummaryRequest, error: str | None) -> Summary:
        text = extractive_summary(request.messages, request.terms, self.extractive_budget)
        return Summary(text, "extractive", error)


def _reason(error: BaseException) -> str:
    if isinstance(error, SummaryFailed):
        return str(error)
    return f"summary failed ({type(error).__name__}: {error})"
