"""Every failure as ``{"error": {"code", "message", ...}}``; never a stack trace to a client.

An unexpected exception is logged with its traceback on the server and answered with a
generic 500 (its text could carry paths, SQL or data of another request).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from hermem.errors import (
    ConfigError,
    DatabaseError,
    HermemError,
    LockError,
    StoreUnreadableError,
)

log = logging.getLogger("hermem.server")

INTERNAL_MESSAGE = "internal server error; the server log has the details"
STATUS_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "body_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    429: "rate_limited",
    500: "internal_error",
    503: "unavailable",
}


class ApiJSONResponse(JSONResponse):
    """JSON that survives any text a store may hold (lone surrogates are escaped)."""

    def render(self, content: Any) -> bytes:
        text = json.dumps(content, ensure_ascii=False, separators=(",", ":"), default=str)
        try:
            return text.encode("utf-8")
        except UnicodeEncodeError:
            text = json.dumps(content, ensure_ascii=True, separators=(",", ":"), default=str)
            return text.encode("ascii")


class ApiError(Exception):
    """A refusal with its HTTP status, a snake_case code and a message for humans."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        headers: dict[str, str] | None = None,
        **fields: Any,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
        self.fields = fields


def error_body(code: str, message: str, **fields: Any) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, **fields}}


def error_response(
    status: int, code: str, message: str, headers: dict[str, str] | None = None, **fields: Any
) -> ApiJSONResponse:
    return ApiJSONResponse(error_body(code, message, **fields), status_code=status, headers=headers)


def _api_error(request: Request, exc: Exception) -> ApiJSONResponse:
    assert isinstance(exc, ApiError)
    return error_response(exc.status, exc.code, exc.message, exc.headers, **exc.fields)


def _http_error(request: Request, exc: Exception) -> ApiJSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    code = STATUS_CODES.get(exc.status_code, "error")
    if exc.status_code == 404:
        message = f"no such endpoint: {request.method} {request.url.path[:200]}"
    elif exc.status_code == 405:
        message = f"{request.method} is not allowed on {request.url.path[:200]}"
    else:
        message = str(exc.detail) if isinstance(exc.detail, str) else code.replace("_", " ")
    return error_response(exc.status_code, code, message, dict(exc.headers or {}) or None)


def _validation_error(request: Request, exc: Exception) -> ApiJSONResponse:
    assert isinstance(exc, RequestValidationError)
    problems = [
        {
            "location": [str(part) for part in item.get("loc", ())],
            "message": str(item.get("msg", "invalid")),
            "type": str(item.get("type", "")),
        }
        for item in exc.errors()[:20]
    ]
    first = problems[0] if problems else None
    where = ".".join(first["location"][1:] or first["location"]) if first else ""
    summary = f"{where}: {first['message']}" if first else "the request is invalid"
    return error_response(422, "validation_error", summary, problems=problems)


def _hermem_error(request: Request, exc: Exception) -> ApiJSONResponse:
    if isinstance(exc, DatabaseError):
        log.warning("database unavailable on %s %s: %s", request.method, request.url.path, exc)
        return error_response(
            503,
            "database_unavailable",
            "the database is unavailable; try again shortly",
            {"Retry-After": "1"},
        )
    if isinstance(exc, LockError):
        log.warning("store lock unavailable on %s %s: %s", request.method, request.url.path, exc)
        return error_response(
            503, "busy", "the store is busy; try again shortly", {"Retry-After": "1"}
        )
    if isinstance(exc, StoreUnreadableError):
        log.error("unreadable store on %s %s: %s", request.method, request.url.path, exc)
        return error_response(
            500, "store_unreadable", "a memory store cannot be read; it was left untouched"
        )
    if isinstance(exc, ConfigError):
        log.error("configuration error on %s %s: %s", request.method, request.url.path, exc)
        return error_response(500, "config_error", "the tenant's configuration is invalid")
    return error_response(400, "bad_request", _without_paths(request, str(exc)))


def _without_paths(request: Request, text: str) -> str:
    """A library message without the service's directories (a client needs no paths)."""
    runtime = getattr(request.app.state, "runtime", None)
    if runtime is not None:
        text = text.replace(str(runtime.settings.home.root), "<home>")
    return text


class CatchAll:
    """The last line: an exception no handler took becomes the generic 500 here, and is
    not re-raised (Starlette's own last line answers, then re-raises, and the server
    then drops the connection)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        try:
            await self.app(scope, receive, send)
        except Exception as exc:
            log.error(
                "unhandled error on %s %s", scope.get("method"), scope.get("path"), exc_info=exc
            )
            try:
                await error_response(500, "internal_error", INTERNAL_MESSAGE)(scope, receive, send)
            except Exception:
                raise exc from None  # the response had started: nothing else can be said


def install_error_handlers(app: FastAPI) -> None:
    """Handlers for every failure; add :class:`CatchAll` as the outermost middleware too."""
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HermemError, _hermem_error)
