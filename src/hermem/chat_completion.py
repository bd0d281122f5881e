"""One non-streaming ``POST {base_url}/chat/completions`` to an OpenAI-compatible endpoint.

Session summaries, the background review and the local provider's LLM extractor each ask
a model one question; they share this request and its failure messages, and turn a
:class:`CompletionFailed` into their own error. (``hermem chat`` streams, so it has its
own client in ``chat/client.py``.) The stdlib client keeps the extra-free install small.
"""

from __future__ import annotations

import http.client
import json
import urllib.error
import urllib.request
from collections.abc import Mapping
from typing import Any

MAX_RESPONSE_BYTES = 4_000_000


class CompletionFailed(Exception):
    """The endpoint failed or answered with no chat completion.

    ``retry`` says whether trying again later may help (HTTP 429, 5xx, unreachable).
    """

    def __init__(self, message: str, retry: bool) -> None:
        super().__init__(message)
        self.retry = retry


def post_chat_completion(
    endpoint: str,
    body: Mapping[str, Any],
    *,
    api_key: str | None,
    timeout: float,
    purpose: str,
) -> dict[str, Any]:
    """The first choice's message of the endpoint's reply to ``body``.

    ``purpose`` names the endpoint in failure messages ("summary", "review", ...).
    """
    data = json.dumps(dict(body), ensure_ascii=False).encode("utf-8", errors="replace")
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    try:
        request = urllib.request.Request(endpoint, data=data, headers=headers, method="POST")
        with urllib.request.urlopen(request, timeout=timeout) as response:
            raw = response.read(MAX_RESPONSE_BYTES)
    except urllib.error.HTTPError as exc:
        retry = exc.code == 429 or exc.code >= 500
        raise CompletionFailed(f"HTTP {exc.code} from the {purpose} endpoint", retry) from exc
    except (urllib.error.URLError, http.client.HTTPException, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise CompletionFailed(f"{purpose} endpoint unreachable ({reason})", True) from exc
    try:
        message = json.loads(raw)["choices"][0]["message"]
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise CompletionFailed(
            f"the {purpose} endpoint answered with no chat completion", False
        ) from exc
    if not isinstance(message, dict):
        raise CompletionFailed(f"the {purpose} endpoint answered with no message", False)
    return message


def reply_text(message: Mapping[str, Any], purpose: str) -> str:
    """The text content of a reply message; CompletionFailed when it has none."""
    content = message.get("content")
    if not isinstance(content, str) or not content.strip():
        raise CompletionFailed(f"the {purpose} endpoint answered with no text", False)
    return content
