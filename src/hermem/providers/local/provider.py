"""The built-in ``local`` provider: facts kept on this machine, recalled before each turn.

No service and no network (unless an LLM extractor is configured, or the ``storage:``
setting puts the facts in PostgreSQL, per tenant and profile). Retention is passive:
every synced turn goes through the rule-based extractor (or the LLM one), and the facts it
keeps are stored with their provenance; writes to the built-in stores are mirrored as
facts too. Recall fuses the word index, entities, trust, recency and, with the ``embed``
extra, embeddings (``retrieval.py``).

Latency: ``prefetch`` sits on the critical path of a turn. ``queue_prefetch`` runs the
exhaustive search (every matching word, entities, embeddings) in the background after
each turn for that turn's message; the next ``prefetch`` blends those signals (the
conversation rarely changes subject between two turns) with the part of its own query
that is cheap to find: facts holding all its words, any-word matches among the newest
facts, and its entities. Only when nothing was prepared (the first turn of a process)
does it search exhaustively and embed the query on the critical path.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from hermem.config import load_storage_config, resolve_home, update_config
from hermem.providers.base import ConfigField, MemoryProvider, RecallStatus
from hermem.providers.local.extraction import FactCandidate, extract_turn
from hermem.providers.local.fact_model import Fact, FactError
from hermem.providers.local.fact_store_base import FactStoreBase
from hermem.providers.local.retrieval import ScoredFact, Signals, blend, fuse, gather
from hermem.providers.local.settings import LocalSettings
from hermem.providers.local.stores import open_fact_store
from hermem.providers.local.tools import FactTools, fact_feedback_schema, fact_store_schema
from hermem.providers.local.vectors import FactVectors

log = logging.getLogger("hermem.providers.local")
EXTRACTED_TRUST = 0.4  # a fact nobody confirmed starts below a stated one (0.5)
MEMORY_TARGET_CATEGORY = {"user": "preference", "memory": "general"}


class LocalProvider(MemoryProvider):
    """Facts (SQLite, or PostgreSQL per tenant) with provenance, supersession, entities
    and trust."""

    label = "local facts"

    def __init__(self, settings: LocalSettings | None = None) -> None:
        self.settings = settings
        self.store: FactStoreBase | None = None
        self.vectors: FactVectors | None = None
        self.tools: FactTools | None = None
        self.session_id = ""
        self.agent_context = "primary"
        self._lock = threading.RLock()
        self._queued: tuple[str, Signals] | None = None
        self._last_count = 0

    @property
    def name(self) -> str:
        return "local"

    def is_available(self) -> bool:
        return True  # SQLite ships with Python (PostgreSQL is checked when it is opened)

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        with self._lock:
            self.session_id = session_id
            self.agent_context = str(kwargs.get("agent_context") or "primary")
            if self.store is not None:
                return
            paths = resolve_home(kwargs.get("hermem_home"))
            settings = self.settings or LocalSettings.load(paths)
            self.settings = settings
            storage = kwargs.get("storage")
            if storage is None:  # not given by hermem.Memory: the home's own setting
                storage = load_storage_config(paths)
            profile = kwargs.get("profile") or paths.profile
            self.store = open_fact_store(settings, storage, profile)
            if settings.semantic != "off":
                from hermem.embeddings import unavailable_reason

                reason = unavailable_reason()
                if reason is None:
                    self.vectors = FactVectors(self.store)
                elif settings.semantic == "on":
                    raise FactError(f"fact embeddings are unavailable: {reason}")
            self.tools = FactTools(
                self.store,
                self.vectors,
                on_added=self._embed,
                session_id=lambda: self.session_id or None,
            )

    def _ready(self) -> tuple[FactStoreBase, LocalSettings]:
        if self.store is None or self.settings is None:
            raise FactError("the local provider is not initialized (call initialize first)")
        return self.store, self.settings

    # -- prompt and tools ----------------------------------------------------------------

    def system_prompt_block(self) -> str:
        store, _ = self._ready()
        count = store.count()
        state = (
            f"Active. {count} fact{'s' if count != 1 else ''} stored, with provenance, "
            "entities and trust."
            if count
            else "Active. Empty fact store: add durable facts about the user and the work."
        )
        return (
            "# Local fact memory\n"
            f"{state} Relevant facts are recalled into each turn inside <memory-context>. "
            "Use fact_store to add, search, probe an entity, update or contradict facts; "
            "a newer fact supersedes an older contradicting one. Rate recalled facts with "
            "fact_feedback (helpful/unhelpful)."
        )

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return [fact_store_schema(), fact_feedback_schema()]

    def handle_tool_call(self, tool_name: str, args: Mapping[str, Any], **kwargs: Any) -> str:
        self._ready()
        assert self.tools is not None
        return json.dumps(self.tools.handle(tool_name, args), ensure_ascii=False)

    # -- recall --------------------------------------------------------------------------

    def prefetch(self, query: str, *, session_id: str = "") -> str:
        store, settings = self._ready()
        if settings.prefetch_limit <= 0 or not query.strip():
            return ""
        with self._lock:
            queued = self._queued
        with store.reading():
            if queued is not None and queued[0] == query:
                signals = queued[1]
            elif queued is not None:
                # Warm: the exhaustive search ran in the background for the previous
                # message; this one adds what is cheap to find now (bounded words, entities).
                signals = blend(gather(store, query, bounded=True, semantic=()), queued[1])
            else:
                signals = gather(store, query, vectors=self.vectors)
            found = fuse(
                store, signals, limit=settings.prefetch_limit, min_trust=settings.min_trust
            )
        self._last_count = len(found)
        return render_recall(found, settings.prefetch_chars)

    def queue_prefetch(self, query: str, *, session_id: str = "") -> None:
        store, _ = self._ready()
        if not query.strip():
            return
        if self.vectors is not None:
            self.vectors.warm()
        with store.reading():
            signals = gather(store, query, vectors=self.vectors)
        with self._lock:
            self._queued = (query, signals)

    def clear_prefetch(self) -> None:
        """Forget what ``queue_prefetch`` prepared (the next prefetch starts cold)."""
        with self._lock:
            self._queued = None

    def recall_status(self) -> RecallStatus | None:
        return RecallStatus(self.label, self._last_count)

    # -- retention -----------------------------------------------------------------------

    def sync_turn(
        self,
        user_content: str,
        assistant_content: str,
        *,
        session_id: str = "",
        messages: Sequence[Mapping[str, Any]] | None = None,
    ) -> None:
        _, settings = self._ready()
        if not settings.auto_extract or self.agent_context != "primary":
            return
        self._keep(
            self._extract(user_content, assistant_content),
            session_id=session_id,
            message_id=_last_user_message_id(messages),
        )

    def retain(
        self,
        text: str,
        *,
        speaker: str = "user",
        session_id: str = "",
        message_id: str | None = None,
        when: float | None = None,
    ) -> list[Fact]:
        """Keep the facts one message states (rule-based), e.g. when importing history.

        ``speaker`` is "user", "assistant" or a person's name; facts are attributed to it.
        """
        from hermem.providers.local.extraction import extract_facts

        self._ready()
        return self._keep(
            extract_facts(text, speaker=speaker),
            session_id=session_id,
            message_id=message_id,
            when=when,
        )

    def _keep(
        self,
        candidates: Sequence[FactCandidate],
        *,
        session_id: str,
        message_id: str | None,
        when: float | None = None,
    ) -> list[Fact]:
        store, settings = self._ready()
        added: list[Fact] = []
        for candidate in candidates:
            try:
                result = store.add(
                    attributed(candidate),
                    category=candidate.category,
                    slot=candidate.slot,
                    negated=candidate.negated,
                    source=f"extract:{settings.extractor}",
                    session_id=session_id or self.session_id or None,
                    message_id=message_id,
                    quote=candidate.quote,
                    speaker=candidate.speaker,
                    trust=min(EXTRACTED_TRUST, 0.2 + 0.3 * candidate.confidence),
                    now=when,
                )
            except FactError as exc:  # e.g. the scanner refused it: skip, keep the rest
                log.info("extracted fact skipped: %s", exc)
                continue
            if result.status == "added":
                added.append(result.fact)
        if added and self.vectors is not None:
            try:
                self.vectors.add([(f.id, f.content) for f in added])
            except Exception as exc:  # embeddings are an optional signal
                log.warning("could not embed %d new facts: %s", len(added), exc)
        return added

    def _extract(self, user: str, assistant: str) -> list[FactCandidate]:
        _, settings = self._ready()
        if settings.extractor == "llm" and settings.llm_base_url and settings.llm_model:
            from hermem.providers.local.llm_extraction import (
                LLMExtractorConfig,
                extract_with_llm,
            )

            config = LLMExtractorConfig(
                base_url=settings.llm_base_url,
                model=settings.llm_model,
                api_key=settings.llm_api_key,
                timeout=settings.llm_timeout,
            )
            return extract_with_llm(config, user, assistant)
        return extract_turn(user, assistant)

    def on_memory_write(
        self,
        action: str,
        target: str,
        content: str,
        metadata: Mapping[str, Any] | None = None,
    ) -> None:
        """Mirror the built-in stores: an entry added, replaced or removed there is a fact
        added, superseded or retired here."""
        store, _ = self._ready()
        meta = dict(metadata or {})
        category = MEMORY_TARGET_CATEGORY.get(target, "general")
        previous = meta.get("previous_content")
        old = store.current_with_content(previous) if previous else None
        if action == "remove":
            if old is not None:
                store.contradict(old.id)
            return
        if action not in ("add", "replace") or not content.strip():
            return
        if action == "replace" and old is not None:
            store.update(old.id, content=content)
            return
        result = store.add(
            content,
            category=category,
            source="memory",
            session_id=meta.get("session_id") or self.session_id or None,
            trust=0.6,
        )
        self._embed(result.fact)

    def _embed(self, fact: Fact) -> None:
        if self.vectors is not None:
            try:
                self.vectors.add([(fact.id, fact.content)])
            except Exception as exc:  # embeddings are an optional signal
                log.warning("could not embed fact %d: %s", fact.id, exc)

    # -- setup and shutdown --------------------------------------------------------------

    def get_config_schema(self) -> list[ConfigField]:
        return [
            ConfigField("db_path", "Where the facts live", default="<home>/facts.db"),
            ConfigField("auto_extract", "Keep facts from every turn", True, type="boolean"),
            ConfigField("extractor", "How facts are found", "rules", choices=("rules", "llm")),
            ConfigField("llm_base_url", "OpenAI-compatible endpoint (extractor: llm)"),
            ConfigField("llm_model", "Model name (extractor: llm)"),
            ConfigField("llm_api_key_env", "Env var with the API key", env_var="FACTS_API_KEY"),
            ConfigField("semantic", "Fact embeddings", "auto", choices=("auto", "on", "off")),
        ]

    def save_config(self, values: Mapping[str, Any], hermem_home: Path) -> None:
        paths = resolve_home(hermem_home)
        from hermem.config import read_config_document

        providers = dict(read_config_document(paths).get("providers") or {})
        local = {**dict(providers.get("local") or {}), **dict(values)}
        LocalSettings.from_mapping(local, paths)  # validate before writing
        providers["local"] = local
        update_config(paths, "providers", providers)

    def shutdown(self) -> None:
        with self._lock:
            store, self.store = self.store, None
            self.vectors = None
            self.tools = None
        if store is not None:
            store.close()


def attributed(candidate: FactCandidate) -> str:
    """The fact as stored: who said it, then what ("User: I prefer dark mode")."""
    speaker = (candidate.speaker or "").strip()
    label = {"user": "User", "assistant": "Assistant", "": ""}.get(speaker.lower(), speaker)
    content = candidate.content.strip()
    if not label or content.lower().startswith(label.lower()):
        return content
    return f"{label}: {content}"


def render_recall(found: Sequence[ScoredFact], budget: int) -> str:
    """Recalled facts as bullet lines, best first, within ``budget`` characters."""
    lines: list[str] = []
    used = 0
    for scored in found:
        fact = scored.fact
        line = f"- [{fact.category}] {fact.content}"
        if used + len(line) + 1 > budget:
            break
        lines.append(line)
        used += len(line) + 1
    if not lines:
        return ""
    return "## Recalled facts\n" + "\n".join(lines)


def _last_user_message_id(messages: Sequence[Mapping[str, Any]] | None) -> str | None:
    for message in reversed(list(messages or [])):
        if isinstance(message, Mapping) and message.get("role") == "user":
            value = message.get("id", message.get("message_id"))
            return None if value is None else str(value)
    return None
