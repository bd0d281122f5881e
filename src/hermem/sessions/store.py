"""The session store: every past conversation, searchable on demand.

:class:`SessionStore` is the API every caller uses (the ``session_search`` tool, the CLI,
``Memory``, the importers, the HTTP service); :meth:`SessionStore.open` picks the backend
from the home's ``storage:`` settings:

- ``state.db`` in the home (SQLite: ``sqlite_store.py``), the embedded default;
- PostgreSQL (``postgres_store.py``), one store per tenant and profile, when a database
  URL is configured.

Both give the same answers: the search pipeline (query sanitizer, scoring, grouping by
root session, snippets, flags) is shared (``search.py``); only the indexes differ.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from hermem.config import HomePaths, load_storage_config, resolve_home
from hermem.embeddings import EmbedderUnavailable
from hermem.sessions.models import Message, SearchHit, Session, SessionHit
from hermem.sessions.query import ParsedQuery, parse_query
from hermem.sessions.rows import SessionError
from hermem.sessions.search import (
    CANDIDATES,
    Filters,
    MessageSearch,
    Ranking,
    SemanticIndex,
)

if TYPE_CHECKING:
    from hermem.config import StorageConfig
    from hermem.embeddings import Embedder
    from hermem.sessions.semantic import EmbeddingIndex

ROLES = ("user", "assistant", "system", "tool")
SEARCH_MODES = ("auto", "lexical", "hybrid")
SEMANTIC_CHOICES = ("auto", "on", "off")
__all__ = ["ROLES", "SEARCH_MODES", "SemanticIndex", "SessionStore"]


class SessionStore(ABC):
    """Past conversations of one home (or one tenant and profile of a database).

    Thread-safe; one instance per process is enough. ``path`` is the SQLite file, None
    when the store lives in PostgreSQL.
    """

    path: Path | None

    def __init__(self) -> None:
        self._roots: dict[str, str] = {}
        self.semantic: SemanticIndex | None = None

    @classmethod
    def open(
        cls,
        home: str | os.PathLike[str] | HomePaths | None = None,
        profile: str | None = None,
        semantic: str = "auto",
        *,
        storage: StorageConfig | None = None,
    ) -> SessionStore:
        """Open (creating and migrating) the session store of a home.

        ``storage``: where it lives; by default the home's ``storage:`` settings (and
        ``$HERMEM_DATABASE_URL``) decide: ``state.db``, or PostgreSQL in their tenant and
        this profile. ``semantic``: ``auto`` attaches the embedding index when the
        ``embed`` extra is installed (the model loads at first use), ``on`` requires it,
        ``off`` stays lexical.
        """
        if semantic not in SEMANTIC_CHOICES:
            raise SessionError(
                f"unknown semantic setting {semantic!r}: use {', '.join(SEMANTIC_CHOICES)}"
            )
        paths = home if isinstance(home, HomePaths) else resolve_home(home, profile)
        if storage is None:
            storage = load_storage_config(paths)
        store: SessionStore
        if storage.uses_postgres:
            from hermem.sessions.postgres_store import PostgresSessionStore

            store = PostgresSessionStore(
                storage.database_url, tenant=storage.tenant, profile=paths.profile or "default"
            )
        else:
            from hermem.sessions.sqlite_store import SqliteSessionStore
            from hermem.storage.migrations import STATE_DB_MIGRATIONS
            from hermem.storage.sqlite import connect

            store = SqliteSessionStore(connect(paths.state_db, STATE_DB_MIGRATIONS), paths.state_db)
        if semantic != "off":
            from hermem.embeddings import unavailable_reason

            reason = unavailable_reason()
            if reason is None:
                store.semantic = store.embedding_index()
            elif semantic == "on":
                store.close()
                raise SessionError(f"semantic search is unavailable: {reason}")
        return store

    def __enter__(self) -> SessionStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- what a backend provides -----------------------------------------------------------

    @abstractmethod
    def close(self) -> None: ...

    @abstractmethod
    def embedding_index(
        self, embedder: Embedder | None = None, *, background: bool = True
    ) -> EmbeddingIndex:
        """A new semantic index over this store's messages (needs the ``embed`` extra):
        ``embedder`` (default: the bundled model, loaded at first use), embedding new
        messages on a background thread unless ``background`` is False."""

    @abstractmethod
    def batch(self, max_messages: int = 2_000) -> AbstractContextManager[SessionStore]:
        """Group the writes made inside into shared transactions: the fast way to bulk-load.

        Writes (``import_session``, ``append_messages``, ...) are committed together, once
        about ``max_messages`` messages are pending and when the block ends (also when it
        ends by an exception), so a crash loses only whole writes made since the last
        commit. A write refused with :class:`SessionError` changes nothing and the batch
        goes on; any other failure (disk full, I/O) rolls back every uncommitted write and
        is raised. Batches nest (the outer one decides).
        """

    @abstractmethod
    def start_session(
        self,
        session_id: str | None = None,
        *,
        source: str = "api",
        user_id: str | None = None,
        model: str | None = None,
        title: str | None = None,
        parent_session_id: str | None = None,
        started_at: float | None = None,
        meta: Mapping[str, Any] | None = None,
    ) -> str:
        """Create a session and return its id (a new uuid unless given; an existing id is kept)."""

    @abstractmethod
    def end_session(
        self, session_id: str, reason: str = "ended", ended_at: float | None = None
    ) -> bool:
        """Mark a session ended (the first reason wins); False when no such session."""

    @abstractmethod
    def set_title(self, session_id: str, title: str | None) -> None: ...

    @abstractmethod
    def get_session(self, session_id: str) -> Session | None: ...

    @abstractmethod
    def list_sessions(
        self,
        *,
        limit: int = 20,
        offset: int = 0,
        source: str | None = None,
        user_id: str | None = None,
        exclude_sources: Sequence[str] = (),
        order: str = "recent",
    ) -> list[Session]:
        """Sessions, most recently active first (``order="oldest"`` for the reverse)."""

    @abstractmethod
    def delete_session(self, session_id: str) -> bool:
        """Delete a session and its messages (children are kept, their parent link cleared)."""

    @abstractmethod
    def append_messages(self, session_id: str, messages: Iterable[Mapping[str, Any]]) -> list[int]:
        """Add several messages in one transaction (all or none); returns their ids (the
        existing id for an ``external_id`` the session already holds)."""

    @abstractmethod
    def get_messages(
        self,
        session_id: str,
        *,
        after_id: int | None = None,
        before_id: int | None = None,
        limit: int | None = None,
        newest: bool = False,
    ) -> list[Message]:
        """Messages of a session in order (``newest=True`` takes the last ``limit``)."""

    @abstractmethod
    def get_message(self, message_id: int) -> Message | None: ...

    @abstractmethod
    def stats(self) -> dict[str, Any]:
        """Counts (sessions, messages, by source), first and last activity, bytes used."""

    @abstractmethod
    def import_session(
        self,
        session_id: str,
        messages: Iterable[Mapping[str, Any]],
        *,
        source: str = "import",
        user_id: str | None = None,
        model: str | None = None,
        title: str | None = None,
        parent_session_id: str | None = None,
        started_at: float | None = None,
        ended_at: float | None = None,
        end_reason: str | None = None,
        meta: Mapping[str, Any] | None = None,
    ) -> tuple[bool, int]:
        """Write a whole session in one transaction; returns (created, messages added).

        An existing session is kept (its empty fields filled in) and gains only the
        messages it lacks: those whose ``external_id`` it does not hold yet and that do
        not repeat one of its id-less messages (same role, content and timestamp). So
        importing a conversation again, or an export of this store, adds nothing.
        """

    @abstractmethod
    def record_import(self, key: str, format: str, path: str, sessions: int, messages: int) -> None:
        """Remember that an input was imported (the ``imports`` table; latest run wins)."""

    @abstractmethod
    def resolve_session_id(self, id_or_prefix: str) -> str | None:
        """The session with this id, else the only one whose id starts with it (else None)."""

    @abstractmethod
    def _parent_of(self, session_id: str) -> str | None:
        """The parent of a session (None for a root or an unknown session)."""

    @abstractmethod
    def _message_search(self) -> MessageSearch: ...

    # -- shared ----------------------------------------------------------------------------

    def append_message(
        self,
        session_id: str,
        role: str,
        content: str,
        *,
        tool_calls: Any = None,
        tool_name: str | None = None,
        timestamp: float | None = None,
        external_id: str | None = None,
    ) -> int:
        """Add one message; returns its id (the existing id when ``external_id`` repeats)."""
        return self.append_messages(
            session_id,
            [
                {
                    "role": role,
                    "content": content,
                    "tool_calls": tool_calls,
                    "tool_name": tool_name,
                    "timestamp": timestamp,
                    "external_id": external_id,
                }
            ],
        )[0]

    def root_of(self, session_id: str) -> str:
        """The root of a session's parent chain (delegation/compression children fold in)."""
        cached = self._roots.get(session_id)
        if cached is not None:
            return cached
        seen = [session_id]
        current = session_id
        while True:
            parent = self._parent_of(current)
            if not parent or parent in seen:
                break
            seen.append(parent)
            current = parent
        for sid in seen:
            self._roots[sid] = current
        return current

    def _embed(self, new: Sequence[tuple[int, str]]) -> None:
        """After the commit that added ``new``: hand its texts to the semantic index."""
        if new and self.semantic is not None:
            self.semantic.add([(i, t) for i, t in new if t.strip()])

    def search_messages(
        self,
        query: str,
        limit: int = 10,
        *,
        roles: Sequence[str] | None = None,
        sources: Sequence[str] | None = None,
        exclude_sources: Sequence[str] = (),
        session_ids: Sequence[str] | None = None,
        exclude_session_ids: Sequence[str] = (),
        user_id: str | None = None,
        since: float | None = None,
        until: float | None = None,
        mode: str = "auto",
    ) -> list[SearchHit]:
        """Ranked messages for ``query``; never raises on what the query contains.

        ``mode``: ``lexical`` (messages matching the words or substrings, BM25 first),
        ``hybrid`` (also messages close in meaning, from the semantic index, and their
        neighbours; lexical when no index is attached) or ``auto`` (hybrid when available).
        Dates the query names ("on 7 July 2023", "in March") favour messages of those days.
        """
        filters = Filters(
            roles, sources, exclude_sources, session_ids, exclude_session_ids, user_id, since, until
        )
        limit = max(1, min(int(limit), 1000))
        search, parsed, ranking = self._rank(query, filters, mode, max(CANDIDATES, limit * 3))
        return search.hits(ranking.best(limit), parsed, ranking.how)

    def search_sessions(
        self,
        query: str,
        limit: int = 5,
        *,
        per_session: int = 3,
        roles: Sequence[str] | None = None,
        sources: Sequence[str] | None = None,
        exclude_sources: Sequence[str] = (),
        session_ids: Sequence[str] | None = None,
        exclude_session_ids: Sequence[str] = (),
        user_id: str | None = None,
        since: float | None = None,
        until: float | None = None,
        mode: str = "auto",
    ) -> list[SessionHit]:
        """Root conversations (parent chains folded in) ranked by their matches.

        A conversation scores by its best few messages and by how many of the query's
        terms it covers; each result keeps its ``per_session`` best messages.
        """
        filters = Filters(
            roles, sources, exclude_sources, session_ids, exclude_session_ids, user_id, since, until
        )
        limit = max(1, min(int(limit), 100))
        search, parsed, ranking = self._rank(query, filters, mode, max(CANDIDATES, limit * 10))
        groups = search.group(ranking, parsed, max(1, per_session), limit)[:limit]
        members = [(mid, ranking.scores[mid]) for _, ids, _ in groups for mid in ids]
        by_id = {h.message_id: h for h in search.hits(members, parsed, ranking.how)}
        return [
            SessionHit(
                root,
                score,
                tuple(by_id[m] for m in ids if m in by_id),
                self.get_session(root),
            )
            for root, ids, score in groups
        ]

    def _rank(
        self, query: str, filters: Filters, mode: str, depth: int
    ) -> tuple[MessageSearch, ParsedQuery, Ranking]:
        if mode not in SEARCH_MODES:
            raise SessionError(f"unknown search mode {mode!r}: use {', '.join(SEARCH_MODES)}")
        parsed = parse_query(query)
        search = self._message_search()
        if mode != "lexical" and self.semantic is not None:
            try:
                return search, parsed, search.rank(query, parsed, filters, True, depth)
            except EmbedderUnavailable:
                pass  # the model cannot load here: lexical results are still results
        return search, parsed, search.rank(query, parsed, filters, False, depth)


def session_store_exists(paths: HomePaths) -> bool:
    """Whether a home has a session store to open (nothing is created to find out): its
    ``state.db``, or a PostgreSQL database named by its ``storage:`` settings."""
    return paths.state_db.exists() or load_storage_config(paths).uses_postgres


def check_session_id(session_id: str) -> None:
    if not isinstance(session_id, str) or not session_id.strip() or len(session_id) > 200:
        raise SessionError("a session id must be a non-empty string of at most 200 characters")
