"""The local provider's tools, ``fact_store`` and ``fact_feedback``: schemas and dispatch.

Every call returns a JSON-ready dict and never raises: bad arguments and unknown ids come
back as ``{"success": false, "error": ...}`` with a message that says what to send.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from hermem.errors import HermemError
from hermem.providers.local.fact_model import CATEGORIES, Fact, FactError
from hermem.providers.local.retrieval import ScoredFact, search

if TYPE_CHECKING:
    from hermem.providers.local.fact_store_base import FactStoreBase
    from hermem.providers.local.vectors import FactVectors

FACT_STORE = "fact_store"
FACT_FEEDBACK = "fact_feedback"
ACTIONS = ("add", "search", "probe", "related", "update", "remove", "list", "contradict", "history")
MAX_LIMIT = 50

FACT_STORE_DESCRIPTION = (
    "Long-term fact memory (local, with provenance and history). Actions: add (content, "
    "optional category/tags), search (query), probe (entity: every fact about it), related "
    "(entity or fact_id: facts sharing its entities), update (fact_id plus content, "
    "category, tags or trust_delta; new content keeps the old version as history), remove "
    "(fact_id), list (optional category), contradict (fact_id, optional content: the fact "
    "is no longer true, content is what is true now), history (fact_id: its versions). "
    "Facts that contradict older ones supersede them; current facts rank first. "
    "IMPORTANT: before answering questions about the user, search or probe first."
)


def fact_store_schema() -> dict[str, Any]:
    return {
        "name": FACT_STORE,
        "description": FACT_STORE_DESCRIPTION,
        "parameters": {
            "type": "object",
            "properties": {
                "action": {"type": "string", "enum": list(ACTIONS)},
                "content": {"type": "string", "description": "The fact, one statement."},
                "query": {"type": "string", "description": "What to search for."},
                "entity": {"type": "string", "description": "A person, place, tool, project."},
                "fact_id": {"type": "integer"},
                "category": {"type": "string", "enum": list(CATEGORIES)},
                "tags": {"type": "string", "description": "Comma-separated tags."},
                "trust_delta": {"type": "number", "description": "Added to trust (0..1)."},
                "include_history": {
                    "type": "boolean",
                    "description": "Also superseded facts (default false).",
                },
                "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT},
            },
            "required": ["action"],
        },
    }


def fact_feedback_schema() -> dict[str, Any]:
    return {
        "name": FACT_FEEDBACK,
        "description": (
            "Rate a recalled fact: helpful raises its trust, unhelpful lowers it, so good "
            "facts surface first and bad ones fade. Rate facts you used or found wrong."
        ),
        "parameters": {
            "type": "object",
            "properties": {
                "action": {"type": "string", "enum": ["helpful", "unhelpful"]},
                "fact_id": {"type": "integer"},
            },
            "required": ["action", "fact_id"],
        },
    }


class FactTools:
    """Dispatches the two tools over one fact store."""

    def __init__(
        self,
        store: FactStoreBase,
        vectors: FactVectors | None = None,
        *,
        on_added: Callable[[Fact], None] | None = None,
        session_id: Callable[[], str | None] = lambda: None,
    ) -> None:
        self.store = store
        self.vectors = vectors
        self._on_added = on_added
        self._session_id = session_id

    def handle(self, name: str, args: Mapping[str, Any]) -> dict[str, Any]:
        try:
            if name == FACT_STORE:
                return self._fact_store(args)
            if name == FACT_FEEDBACK:
                return self._feedback(args)
            return _error(f"unknown tool {name!r}: use {FACT_STORE} or {FACT_FEEDBACK}")
        except (HermemError, ValueError, TypeError) as exc:
            return _error(str(exc))

    def _fact_store(self, args: Mapping[str, Any]) -> dict[str, Any]:
        action = args.get("action")
        if action not in ACTIONS:
            return _error(f"action must be one of {', '.join(ACTIONS)} (got {action!r})")
        history = bool(args.get("include_history", False))
        limit = _limit(args.get("limit"))
        if action == "add":
            added = self.store.add(
                _required(args, "content"),
                category=args.get("category"),
                tags=args.get("tags"),
                source="tool",
                session_id=self._session_id(),
            )
            if added.status == "added" and self._on_added is not None:
                self._on_added(added.fact)
            return {
                "success": True,
                "fact_id": added.fact.id,
                "status": added.status,
                "superseded": list(added.superseded),
            }
        if action == "search":
            found = search(
                self.store,
                _required(args, "query"),
                vectors=self.vectors,
                limit=limit,
                category=args.get("category"),
                include_history=history,
            )
            self.store.record_retrievals([s.fact.id for s in found])
            return {"success": True, "results": [_scored(s) for s in found], "count": len(found)}
        if action == "probe":
            facts = self._entity_facts(_required(args, "entity"), history, limit)
            return {"success": True, "results": [_brief(f) for f in facts], "count": len(facts)}
        if action == "related":
            facts = self._related(args, history, limit)
            return {"success": True, "results": [_brief(f) for f in facts], "count": len(facts)}
        if action == "update":
            fact = self.store.update(
                _required_id(args),
                content=args.get("content"),
                category=args.get("category"),
                tags=args.get("tags"),
                trust_delta=_number(args.get("trust_delta")),
            )
            return {"success": True, "fact": _brief(fact)}
        if action == "remove":
            fact_id = _required_id(args)
            removed = self.store.remove(fact_id)
            if not removed:
                return _error(f"no fact with id {fact_id}")
            return {"success": True, "removed": fact_id}
        if action == "list":
            facts = self.store.list_facts(
                category=args.get("category"), include_history=history, limit=limit
            )
            return {"success": True, "facts": [_brief(f) for f in facts], "count": len(facts)}
        if action == "contradict":
            fact_id = _required_id(args)
            content = args.get("content")
            replacement = self.store.contradict(
                fact_id, content if isinstance(content, str) and content.strip() else None
            )
            result: dict[str, Any] = {"success": True, "retired": fact_id}
            if replacement is not None:
                result["fact_id"] = replacement.fact.id
                if self._on_added is not None and replacement.status == "added":
                    self._on_added(replacement.fact)
            return result
        versions = self.store.history(_required_id(args))
        if not versions:
            return _error(f"no fact with id {args.get('fact_id')}")
        return {"success": True, "versions": [_brief(f) for f in versions]}

    def _entity_facts(self, name: str, history: bool, limit: int) -> list[Fact]:
        known = self.store.entity_ids([name])
        if not known:
            return []
        return self.store.get_many(
            self.store.facts_of_entities(known.values(), include_history=history, limit=limit)
        )

    def _related(self, args: Mapping[str, Any], history: bool, limit: int) -> list[Fact]:
        if args.get("fact_id") is not None:
            start = self.store.get_many([_required_id(args)])
            names = [n for f in start for n in f.entities]
            exclude = {f.id for f in start}
        else:
            names = [_required(args, "entity")]
            exclude = set()
        known = self.store.entity_ids(names)
        direct: set[int] = set(
            self.store.facts_of_entities(known.values(), include_history=history)
        )
        neighbours = {n for f in self.store.get_many(sorted(direct)) for n in f.entities}
        wider = self.store.entity_ids(neighbours)
        ids = [
            i
            for i in self.store.facts_of_entities(
                wider.values(), include_history=history, limit=limit * 4
            )
            if i not in exclude
        ]
        ordered = sorted(ids, key=lambda i: (i not in direct,))  # direct links first
        return self.store.get_many(ordered[:limit])

    def _feedback(self, args: Mapping[str, Any]) -> dict[str, Any]:
        action = args.get("action")
        if action not in ("helpful", "unhelpful"):
            return _error("action must be 'helpful' or 'unhelpful'")
        return {"success": True, **self.store.feedback(_required_id(args), action == "helpful")}


def _brief(fact: Fact) -> dict[str, Any]:
    out: dict[str, Any] = {
        "fact_id": fact.id,
        "content": fact.content,
        "category": fact.category,
        "trust": round(fact.trust, 2),
        "current": fact.current,
    }
    if fact.tags:
        out["tags"] = list(fact.tags)
    if fact.entities:
        out["entities"] = list(fact.entities)
    if not fact.current:
        out["valid_to"] = fact.valid_to
        out["superseded_by"] = fact.superseded_by
    if fact.session_id:
        out["session_id"] = fact.session_id
    return out


def _scored(scored: ScoredFact) -> dict[str, Any]:
    return {**_brief(scored.fact), "score": round(scored.score, 4)}


def _error(message: str) -> dict[str, Any]:
    return {"success": False, "error": message}


def _required(args: Mapping[str, Any], key: str) -> str:
    value = args.get(key)
    if not isinstance(value, str) or not value.strip():
        raise FactError(f"Missing required argument: {key}")
    return value


def _required_id(args: Mapping[str, Any]) -> int:
    value = args.get("fact_id")
    if value is None or isinstance(value, bool):
        raise FactError("Missing required argument: fact_id")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise FactError(f"fact_id must be a number, got {value!r}") from None


def _limit(value: Any) -> int:
    if value is None:
        return 10
    try:
        return max(1, min(MAX_LIMIT, int(value)))
    except (TypeError, ValueError):
        raise FactError(f"limit must be a number from 1 to {MAX_LIMIT}, got {value!r}") from None


def _number(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool):
        raise FactError("trust_delta must be a number")
    try:
        return float(value)
    except (TypeError, ValueError):
        raise FactError(f"trust_delta must be a number, got {value!r}") from None
