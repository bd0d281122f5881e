"""How handlers answer: JSON as is, and a tool's failure as 422 ``tool_error``."""

from __future__ import annotations

from typing import Any

from hermem.server.errors import ApiJSONResponse, error_body


def ok(data: Any) -> ApiJSONResponse:
    return ApiJSONResponse(data)


def tool_response(result: dict[str, Any]) -> ApiJSONResponse:
    """200 with the tool's result, or 422 with its error text and the whole result (the
    current entries, the usage, the matches: what a caller needs to recover)."""
    if result.get("success") is False:
        message = str(result.get("error") or "the tool call failed")
        return ApiJSONResponse({**error_body("tool_error", message), "result": result}, 422)
    return ApiJSONResponse(result)
