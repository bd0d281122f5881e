"""Past conversations: list, read, search (hits marked for highlighting), import."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

from fastapi import APIRouter, Query
from fastapi import Path as PathParam

from hermem.server.errors import ApiError, ApiJSONResponse
from hermem.server.event_loop import on_event_loop
from hermem.server.models import MAX_ID_CHARS, MAX_QUERY_CHARS, ImportRequest
from hermem.server.routes.responses import ok
from hermem.server.runtime import TenantDep

if TYPE_CHECKING:
    from hermem.sessions.models import SearchHit
    from hermem.sessions.query import ParsedQuery

router = APIRouter(tags=["sessions"])

MARK_OPEN, MARK_CLOSE = "«", "»"
FORMAT_ALIASES = {"hermem-jsonl": "hermem", "jsonl": "hermem"}
BODY_FORMATS = ("auto", "hermem", "openai", "claude-code", "chatgpt")
REQUEST_BODY = "request body"
# Stand-ins while the snippet is cut: the store marks matches with >>> and <<<, and a
# message may hold those characters itself (a Python prompt); guillemets become ‹ ›.
_GT, _LT = "\ue000", "\ue001"


@router.get("/sessions", summary="Sessions, most recently active first")
@on_event_loop()
def list_sessions(
    tenant: TenantDep,
    limit: Annotated[int, Query(ge=1, le=1000)] = 20,
    offset: Annotated[int, Query(ge=0, le=10**9)] = 0,
    source: Annotated[str | None, Query(max_length=64)] = None,
) -> ApiJSONResponse:
    found = tenant.memory.sessions.list_sessions(limit=limit, offset=offset, source=source)
    return ok({"sessions": [s.as_dict() for s in found], "limit": limit, "offset": offset})


def _lexical(arguments: dict[str, Any]) -> bool:
    """A lexical search is a few queries; any other may embed the query (and load a model)."""
    return bool(arguments.get("mode") == "lexical")


@router.get(
    "/sessions/search",
    summary="Search past messages",
    description=(
        f"Each hit's snippet marks the matched terms as {MARK_OPEN}term{MARK_CLOSE}; any "
        f"{MARK_OPEN} or {MARK_CLOSE} of the message itself shows as ‹ or ›. Escape the "
        "snippet as HTML first, then turn the marks into highlighting. ``flags`` lists the "
        "threat categories the scanner finds in a message (history is kept whole, flagged)."
    ),
)
@on_event_loop(when=_lexical)
def search(
    tenant: TenantDep,
    q: Annotated[str, Query(min_length=1, max_length=MAX_QUERY_CHARS)],
    limit: Annotated[int, Query(ge=1, le=100)] = 10,
    level: Literal["message", "session"] = "message",
    mode: Literal["auto", "lexical", "hybrid"] = "auto",
) -> ApiJSONResponse:
    from hermem.sessions.query import parse_query

    store = tenant.memory.sessions
    parsed = parse_query(q)
    if level == "message":
        hits = store.search_messages(q, limit, mode=mode)
        return ok({"hits": [_hit(h, parsed) for h in hits]})
    groups = store.search_sessions(q, limit, mode=mode)
    return ok(
        {
            "hits": [_hit(h, parsed) for g in groups for h in g.hits],
            "sessions": [
                {
                    "session_id": g.session_id,
                    "score": g.score,
                    "title": g.session.title if g.session else None,
                    "message_ids": [h.message_id for h in g.hits],
                }
                for g in groups
            ],
        }
    )


@router.get("/sessions/{session_id}", summary="One session and its messages")
def read_session(
    session_id: Annotated[str, PathParam(max_length=MAX_ID_CHARS)],
    tenant: TenantDep,
    limit: Annotated[int, Query(ge=1, le=10_000)] = 1000,
    after: Annotated[int | None, Query(ge=0, description="Messages after this id")] = None,
) -> ApiJSONResponse:
    from hermem.sessions.flags import threat_categories

    store = tenant.memory.sessions
    found = store.get_session(session_id)
    if found is None:
        raise ApiError(404, "not_found", f"no session {session_id[:80]!r}")
    messages = store.get_messages(session_id, after_id=after, limit=limit)
    return ok(
        {
            "session": found.as_dict(),
            "messages": [
                {**m.as_dict(), "flagged": list(threat_categories(m.content))} for m in messages
            ],
        }
    )


@router.post("/sessions/import", summary="Import conversations from a file's text")
def import_sessions(request: ImportRequest, tenant: TenantDep) -> ApiJSONResponse:
    from hermem.sessions.importers import SessionImportError, import_path

    fmt = FORMAT_ALIASES.get(request.format, request.format)
    if fmt not in BODY_FORMATS:
        raise ApiError(
            422,
            "validation_error",
            f"unknown format {request.format[:40]!r}: use {', '.join(BODY_FORMATS)} "
            "(a Hermes state.db is imported with `hermem sessions import`)",
        )
    with tempfile.TemporaryDirectory(prefix="hermem-import-") as folder:
        path = Path(folder) / _file_name(fmt, request.content)
        path.write_text(request.content, encoding="utf-8", errors="replace")
        try:
            report = import_path(tenant.memory.sessions, path, fmt, source=request.source)
        except SessionImportError as exc:
            message = str(exc).replace(str(path), REQUEST_BODY)
            raise ApiError(422, "import_error", message) from exc
    result = report.as_dict()
    result["path"] = REQUEST_BODY
    for problem in result["problems"]:
        problem["path"] = REQUEST_BODY
        problem["message"] = str(problem.get("message", "")).replace(str(path), REQUEST_BODY)
    return ok(result)


def _file_name(fmt: str, content: str) -> str:
    if fmt == "chatgpt":
        return "conversations.json"
    return "import.json" if content.lstrip().startswith("[") else "import.jsonl"


def _hit(hit: SearchHit, parsed: ParsedQuery) -> dict[str, Any]:
    return {
        "session_id": hit.session_id,
        "message_id": hit.message_id,
        "role": hit.role,
        "content": hit.content,
        "snippet": marked_snippet(hit.content, parsed),
        "score": hit.score,
        "timestamp": hit.timestamp,
        "source": hit.source,
        "flags": list(hit.flagged),
    }


def marked_snippet(content: str, parsed: ParsedQuery) -> str:
    """The store's snippet of ``content`` with matches as «term», unambiguously."""
    from hermem.sessions.search import make_snippet

    safe = (
        content.replace(MARK_OPEN, "‹").replace(MARK_CLOSE, "›").replace(">", _GT).replace("<", _LT)
    )
    cut = make_snippet(safe, parsed)
    cut = cut.replace(">>>", MARK_OPEN).replace("<<<", MARK_CLOSE)
    return cut.replace(_GT, ">").replace(_LT, "<")
