"""Background review (Hermes's nudge): every N user turns, a model updates memory off-path.

Configured in config.yaml; any OpenAI-compatible endpoint serves::

    memory:
      nudge_interval: 10           # user turns between reviews (0 turns reviews off)
    review:
      base_url: http://127.0.0.1:8080/v1   # POST {base_url}/chat/completions
      model: qwen2.5-7b-instruct
      api_key_env: REVIEW_API_KEY          # optional: the env var holding the key
      timeout: 60                          # seconds per request

Without a ``review`` section, ``session_search.summary_base_url`` and ``summary_model``
serve. The reviewer sees the turns since the last review (secrets redacted, recalled
context removed), the current MEMORY.md and USER.md entries, and only the ``memory``
tool. Its ``add`` applies at once (staged when ``memory.write_approval`` is on); its
``replace`` and ``remove`` are always staged for the user (``hermem pending``): an
unattended pass may add notes, never rewrite or delete what is there without consent.

A review runs on its own daemon thread: it never blocks a turn, and its errors are
logged, never raised.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hermem.chat_completion import CompletionFailed, post_chat_completion
from hermem.config import HomePaths, read_config_document
from hermem.endpoint_settings import as_env_name, as_seconds, as_url
from hermem.endpoint_settings import kind as _kind
from hermem.errors import ConfigError
from hermem.providers.fence import strip_memory_context
from hermem.safety.redact import redact_secrets
from hermem.store.builtin import BuiltinMemory
from hermem.store.entries import TARGET_FILES
from hermem.store.operations import ACTIONS
from hermem.store.pending import PendingWrites
from hermem.store.tool import MemoryTool, to_json
from hermem.tools.formats import render_tools

if TYPE_CHECKING:
    from hermem.memory_session import MemorySession

log = logging.getLogger("hermem.review")

SECTION = "review"
ORIGIN = "review"
UNATTENDED_STAGED = ("replace", "remove")
MAX_ROUNDS = 3  # a round after the first only when a call failed, so the model can fix it
MAX_CALLS_PER_ROUND = 8
MAX_TURNS_KEPT = 50
MAX_TRANSCRIPT_CHARS = 24_000
MAX_MESSAGE_CHARS = 6_000
MAX_TOKENS = 1_024
TEMPERATURE = 0.2
END_JOIN_SECONDS = 5.0

SYSTEM_PROMPT = """\
You maintain the long-term memory of an AI assistant. You read the latest part of a \
conversation between the user and the assistant, and the memory as it is now, and decide \
whether anything should be saved. You can only call the `memory` tool.

Save what will still matter in future conversations:
- target 'user': who the user is: name, role, preferences, habits, standing instructions;
- target 'memory': the assistant's own notes: the environment, project conventions, tools \
and their quirks, lessons learned.
Skip: what is trivial or easy to re-discover, raw data, task progress, completed-work logs, \
temporary to-do state, anything already in memory, anything the user asked not to keep, \
and secrets.
Prefer one precise 'replace' of an outdated or overlapping entry to a near-duplicate \
'add'. Keep entries short and factual. Replacements and removals are proposals the user \
approves later; additions are saved at once.
If nothing is worth saving, answer "Nothing to save." without calling the tool."""

USER_PROMPT = """\
The memory now:

{entries}

The conversation since the last review:

{transcript}

Update the memory with what is worth keeping, or answer "Nothing to save."."""


# -- configuration -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReviewConfig:
    """Where the reviewing model is served: ``POST {base_url}/chat/completions``."""

    base_url: str
    model: str
    api_key_env: str | None = None
    timeout: float = 60.0

    @property
    def endpoint(self) -> str:
        base = self.base_url.rstrip("/")
        return base if base.endswith("/chat/completions") else f"{base}/chat/completions"

    def api_key(self) -> str | None:
        return os.environ.get(self.api_key_env) if self.api_key_env else None

    @classmethod
    def from_mapping(cls, section: Any) -> ReviewConfig | None:
        """Validate a ``review:`` mapping; None when it names no endpoint."""
        if section is None:
            return None
        if not isinstance(section, Mapping):
            raise ConfigError(SECTION, f"expected a mapping of settings, got {_kind(section)}")
        base_url = section.get("base_url")
        if base_url is None or base_url == "":
            return None
        url = as_url(f"{SECTION}.base_url", base_url)
        model = section.get("model")
        if not isinstance(model, str) or not model.strip():
            raise ConfigError(
                f"{SECTION}.model", "required when base_url is set (the model the endpoint serves)"
            )
        key_env = as_env_name(f"{SECTION}.api_key_env", section.get("api_key_env"))
        timeout = as_seconds(f"{SECTION}.timeout", section.get("timeout", 60))
        return cls(str(url), model.strip(), key_env, timeout)


def load_review_config(paths: HomePaths) -> ReviewConfig | None:
    """The ``review:`` endpoint, else the session-search summary endpoint, else None.

    A malformed section raises ConfigError naming the key.
    """
    document = read_config_document(paths)
    if SECTION in document:
        return ReviewConfig.from_mapping(document[SECTION])
    from hermem.sessions.summaries import SummaryConfig

    summary = SummaryConfig.from_mapping(document.get("session_search"))
    if summary.base_url is None or summary.model is None:
        return None
    return ReviewConfig(summary.base_url, summary.model, summary.api_key_env, summary.timeout)


# -- one review pass -----------------------------------------------------------------------


class ReviewFailed(Exception):
    """The endpoint gave no usable answer; nothing more is done in this pass."""


@dataclass(slots=True)
class ReviewOutcome:
    """What one pass did: tool calls applied, staged for approval, or refused."""

    applied: int = 0
    staged: list[int] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    requests: int = 0


def render_turns(turns: Sequence[tuple[str, str]], limit: int = MAX_TRANSCRIPT_CHARS) -> str:
    """The turns as text for the reviewer: recalled context removed, secrets redacted.

    The newest turns are kept whole when the whole conversation does not fit ``limit``.
    """
    blocks: list[str] = []
    used = 0
    for user, assistant in reversed(turns):
        block = (
            f"User: {_said(user)}\n\nAssistant: {_said(assistant)}"
            if assistant.strip()
            else f"User: {_said(user)}"
        )
        if blocks and used + len(block) > limit:
            break
        blocks.append(block[:limit])
        used += len(block) + 2
    return "\n\n".join(reversed(blocks))


def _said(text: str) -> str:
    clean = redact_secrets(strip_memory_context(text or "")).strip()
    if len(clean) > MAX_MESSAGE_CHARS:
        clean = clean[:MAX_MESSAGE_CHARS] + " [...]"
    return clean or "(nothing)"


def render_entries(memory: BuiltinMemory) -> str:
    parts = []
    for target in memory.enabled_targets():
        state = memory.store(target).read_state()
        head = f"{TARGET_FILES[target]} (target '{target}', {state.usage}):"
        lines = [f"- {entry}" for entry in state.entries] or ["(empty)"]
        parts.append("\n".join([head, *lines]))
    return "\n\n".join(parts)


def review_turns(
    tool: MemoryTool, config: ReviewConfig, turns: Sequence[tuple[str, str]]
) -> ReviewOutcome:
    """Ask the model to review ``turns`` and run its memory tool calls; ReviewFailed on a
    bad endpoint (what was applied before stays applied, as any tool call's would)."""
    outcome = ReviewOutcome()
    if not turns:
        return outcome
    prompt = USER_PROMPT.format(entries=render_entries(tool.memory), transcript=render_turns(turns))
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": prompt},
    ]
    tools = render_tools(
        [{"name": tool.name, "description": tool.description(), "parameters": tool.schema()}],
        "openai",
    )
    tool.start_turn()
    for _ in range(MAX_ROUNDS):
        reply = chat_completion(config, messages, tools)
        outcome.requests += 1
        calls = reply.get("tool_calls")
        if not isinstance(calls, list) or not calls:
            break
        calls = calls[:MAX_CALLS_PER_ROUND]
        messages.append({"role": "assistant", "content": reply.get("content"), "tool_calls": calls})
        retry = False
        for call in calls:
            result = _run_call(tool, call)
            if result.get("pending"):
                outcome.staged.append(int(result["pending_id"]))
            elif result.get("success"):
                outcome.applied += 1
            else:
                outcome.refused.append(str(result.get("error", "")))
                retry = retry or not result.get("done")
            call_id = call.get("id", "") if isinstance(call, Mapping) else ""
            messages.append({"role": "tool", "tool_call_id": call_id, "content": to_json(result)})
        if not retry:
            break
    return outcome


def _run_call(tool: MemoryTool, call: Any) -> dict[str, Any]:
    function = call.get("function") if isinstance(call, Mapping) else None
    if not isinstance(function, Mapping) or function.get("name") != tool.name:
        return {"success": False, "error": "Only the 'memory' tool is available in a review."}
    return tool.handle(function.get("arguments"))


def chat_completion(
    config: ReviewConfig, messages: Sequence[Mapping[str, Any]], tools: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """One ``POST {base_url}/chat/completions`` with tools; the reply message, or ReviewFailed."""
    body = {
        "model": config.model,
        "messages": list(messages),
        "tools": list(tools),
        "tool_choice": "auto",
        "temperature": TEMPERATURE,
        "max_tokens": MAX_TOKENS,
    }
    try:
        return post_chat_completion(
            config.endpoint,
            body,
            api_key=config.api_key(),
            timeout=config.timeout,
            purpose="review",
        )
    except CompletionFailed as exc:
        raise ReviewFailed(str(exc)) from exc


# -- the background runner -----------------------------------------------------------------


class BackgroundReview:
    """Counts turns and, every ``interval`` of them, reviews them on a daemon thread.

    A review that is due while another runs starts at the next turn after it ends (with
    every turn since the last one). ``wait`` and ``close`` join for a bounded time.
    """

    def __init__(
        self,
        memory: BuiltinMemory,
        config: ReviewConfig,
        *,
        interval: int,
        session_id: str | None = None,
        write_approval: bool = False,
    ) -> None:
        self.config = config
        self.interval = max(1, interval)
        self.tool = MemoryTool(
            memory,
            origin=ORIGIN,
            session_id=session_id,
            stager=PendingWrites(memory),
            staged_actions=ACTIONS if write_approval else UNATTENDED_STAGED,
        )
        self.passes = 0
        self.last_outcome: ReviewOutcome | None = None
        self.last_error: str | None = None
        self._turns: list[tuple[str, str]] = []
        self._since = 0
        self._thread: threading.Thread | None = None
        self._closed = False
        self._lock = threading.Lock()

    def after_turn(self, session: MemorySession, user: str, assistant: str) -> None:
        """The session's after-turn hook."""
        self.record(user, assistant)

    def record(self, user: str, assistant: str) -> None:
        """Count one user turn; start a review when one is due. Returns at once."""
        with self._lock:
            if self._closed:
                return
            self._turns = [*self._turns, (user, assistant)][-MAX_TURNS_KEPT:]
            self._since += 1
            running = self._thread is not None and self._thread.is_alive()
            if self._since < self.interval or running:
                return
            turns, self._turns, self._since = self._turns, [], 0
            thread = threading.Thread(
                target=self._run, args=(turns,), name="hermem-review", daemon=True
            )
            self._thread = thread
        thread.start()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the running review, if any; False when ``timeout`` passed first."""
        with self._lock:
            thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def close(self, timeout: float = END_JOIN_SECONDS) -> bool:
        """Start no more reviews; wait at most ``timeout`` for the running one."""
        with self._lock:
            self._closed = True
        return self.wait(timeout)

    def _run(self, turns: list[tuple[str, str]]) -> None:
        try:
            outcome = review_turns(self.tool, self.config, turns)
        except Exception as exc:  # a review is best effort: it must never surface in a turn
            self.last_error = f"{type(exc).__name__}: {exc}"
            log.warning("background memory review failed: %s", exc)
            return
        finally:
            self.passes += 1
        self.last_outcome = outcome
        self.last_error = None
        if outcome.applied or outcome.staged or outcome.refused:
            log.info(
                "background memory review: %d applied, %d staged for approval (%s), %d refused",
                outcome.applied,
                len(outcome.staged),
                ", ".join(f"#{i}" for i in outcome.staged) or "none",
                len(outcome.refused),
            )


def attach_background_review(session: MemorySession) -> BackgroundReview | None:
    """Hook a review into ``session`` when ``memory.nudge_interval`` > 0 and an endpoint is
    configured; None otherwise (a malformed ``review`` section is logged, not raised)."""
    memory = session.memory
    interval = memory.config.nudge_interval
    if interval <= 0 or not memory.builtin.enabled_targets():
        return None
    try:
        config = load_review_config(memory.paths)
    except ConfigError as exc:
        log.warning("background memory review is off: %s", exc)
        return None
    if config is None:
        return None
    review = BackgroundReview(
        memory.builtin,
        config,
        interval=interval,
        session_id=session.session_id,
        write_approval=memory.config.write_approval,
    )
    session.add_after_turn_hook(review.after_turn)
    return review
