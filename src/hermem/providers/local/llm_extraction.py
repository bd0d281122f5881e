"""Fact extraction by a language model behind any OpenAI-compatible endpoint (optional).

The model reads one exchange and answers ``{"facts": [...]}``. Its answer is parsed
leniently (code fences, prose around the JSON, wrong types) but trusted little: a fact
must share words with what was actually said, or it is dropped as invented. When the
endpoint cannot give a usable answer — refused, slow, an HTTP error, no JSON — the
rule-based extractor's facts stand in and a warning is logged; nothing is raised.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hermem.chat_completion import CompletionFailed, post_chat_completion, reply_text
from hermem.providers.fence import strip_memory_context
from hermem.providers.local.extraction import (
    ASSISTANT_FACTOR,
    CATEGORIES,
    MAX_CONTENT_CHARS,
    FactCandidate,
    extract_turn,
    split_sentences,
)

log = logging.getLogger("hermem.providers.local")

MAX_PROMPT_CHARS = 8_000  # per side of the exchange
MAX_FACTS = 12
MAX_TOKENS = 1_024
TEMPERATURE = 0.0
DEFAULT_CONFIDENCE = 0.7
MIN_SHARED_WORDS = 2  # words a fact must share with what was said (fewer if it is shorter)

SYSTEM_PROMPT = """\
You extract durable facts from one exchange between a user and an AI assistant, for the \
assistant's long-term memory. Keep only what will still matter in later conversations:
- preference: likes, dislikes, favorites, standing instructions ("always ...", "never ...");
- personal: name, age, home, job, family, pets, health, background;
- event: things the user did, experienced or plans, with their time words ("yesterday", "in May");
- decision: choices the user and assistant agreed on;
- environment: the user's OS, editor, shell, tools and versions;
- project: facts and conventions of the user's project (stack, database, deploy target, layout);
- general: any other durable fact about the user.
Take facts from the user's words. From the assistant, take only what it explicitly confirms \
about the user or their setup. Skip questions, requests, greetings, hypotheticals, code and \
anything the user did not say. Never invent.
Write each fact as one short sentence that keeps the user's own words, with its subject \
("User ...", "The project ..."). For a single-valued fact give a slot, a lowercase dotted key \
such as user.name, user.age, user.lives_in, user.works_at, user.job, user.favorite.color, \
user.editor, user.os, project.database, project.python_version; otherwise null. Set negated \
to true for facts that say no longer / not / never.
Answer with JSON only, no prose:
{"facts": [{"content": "...", "category": "...", "slot": null, "negated": false, \
"confidence": 0.9}]}
Answer {"facts": []} when nothing is worth remembering."""

USER_PROMPT = """\
{user_name} said:
{user}

The assistant replied:
{assistant}"""

_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")
_SLOT_KEY = re.compile(r"[a-z0-9_]+(?:\.[a-z0-9_]+)+")
_CATEGORY_ALIASES = {
    "user_pref": "preference",
    "pref": "preference",
    "preferences": "preference",
    "instruction": "preference",
    "personal_info": "personal",
    "profile": "personal",
    "biography": "personal",
    "plan": "event",
    "activity": "event",
    "events": "event",
    "tool": "environment",
    "tools": "environment",
    "setup": "environment",
    "convention": "project",
    "projects": "project",
    "decisions": "decision",
}
_UNGROUNDED = (
    "the a an and or but of to in on at for with from by is are was were be been am has have "
    "had do does did not no user user's users they their them he she his her it its this that "
    "these those who which very really also just project"
)
_UNGROUNDED_WORDS = frozenset(_UNGROUNDED.split())


@dataclass(frozen=True, slots=True)
class LLMExtractorConfig:
    """Where the extraction model is served: ``POST {base_url}/chat/completions``."""

    base_url: str
    model: str
    api_key: str | None = None
    timeout: float = 20.0

    @property
    def endpoint(self) -> str:
        base = self.base_url.strip().rstrip("/")
        return base if base.endswith("/chat/completions") else f"{base}/chat/completions"


class ExtractionFailed(Exception):
    """The endpoint gave no usable answer; the rule-based facts are used instead."""


def extract_with_llm(
    config: LLMExtractorConfig, user: str, assistant: str = "", *, user_name: str = "user"
) -> list[FactCandidate]:
    """The facts of one exchange as the model sees them, kept only where grounded in what
    was said; on any failure, the rule-based ``extract_turn`` facts (never raises)."""
    try:
        said_user = strip_memory_context(user or "")
        said_assistant = strip_memory_context(assistant or "")
        reply = chat_completion(config, build_prompt(said_user, said_assistant, user_name))
        return parse_facts(reply, said_user, said_assistant, user_name=user_name)
    except ExtractionFailed as exc:
        log.warning("LLM fact extraction failed, using the rule-based extractor: %s", exc)
    except Exception as exc:  # never let extraction break a conversation turn
        log.warning(
            "LLM fact extraction failed (%s: %s), using the rule-based extractor",
            type(exc).__name__,
            exc,
        )
    return extract_turn(user or "", assistant or "", user_name=user_name)


def build_prompt(user: str, assistant: str, user_name: str = "user") -> str:
    return USER_PROMPT.format(
        user_name=user_name or "user",
        user=user[:MAX_PROMPT_CHARS] or "(nothing)",
        assistant=assistant[:MAX_PROMPT_CHARS] or "(nothing)",
    )


def chat_completion(config: LLMExtractorConfig, prompt: str) -> str:
    """One ``POST {base_url}/chat/completions``; the reply text, or ExtractionFailed."""
    body = {
        "model": config.model,
        "messages": [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": prompt},
        ],
        "temperature": TEMPERATURE,
        "max_tokens": MAX_TOKENS,
    }
    try:
        message = post_chat_completion(
            config.endpoint,
            body,
            api_key=config.api_key,
            timeout=config.timeout,
            purpose="extraction",
        )
        return reply_text(message, "extraction")
    except CompletionFailed as exc:
        raise ExtractionFailed(str(exc)) from exc


def parse_facts(
    reply: str, user: str, assistant: str = "", *, user_name: str = "user"
) -> list[FactCandidate]:
    """The grounded facts of a model's reply; ExtractionFailed when it holds no JSON."""
    items = _fact_items(_json_document(reply))
    user_words = _stems(user)
    assistant_words = _stems(assistant)
    facts: list[FactCandidate] = []
    seen: set[str] = set()
    for item in items:
        fact = _fact(item, user, assistant, user_words, assistant_words, user_name)
        if fact is None:
            continue
        key = " ".join(_WORD.findall(fact.content.casefold()))
        if key in seen:
            continue
        seen.add(key)
        facts.append(fact)
        if len(facts) >= MAX_FACTS:
            break
    return facts


def _json_document(reply: str) -> Any:
    text = _THINK.sub("", reply).strip()
    candidates = [text, *(m.group(1).strip() for m in _FENCE.finditer(text))]
    for candidate in candidates:
        try:
            return json.loads(candidate)
        except ValueError:
            pass
    decoder = json.JSONDecoder()
    for match in re.finditer(r"[{\[]", text):
        try:
            document, _ = decoder.raw_decode(text, match.start())
        except ValueError:
            continue
        if isinstance(document, (dict, list)):
            return document  # the first JSON value, prose around it ignored
    raise ExtractionFailed("the extraction model's answer holds no JSON")


def _fact_items(document: Any) -> list[Any]:
    if isinstance(document, Mapping):
        facts = document.get("facts", document.get("memories"))
        if isinstance(facts, list):
            return facts
        if "content" in document:
            return [document]
        raise ExtractionFailed("the extraction model's JSON has no facts list")
    if isinstance(document, list):
        return document
    raise ExtractionFailed("the extraction model's JSON is not an object")


def _fact(
    item: Any,
    user: str,
    assistant: str,
    user_words: set[str],
    assistant_words: set[str],
    user_name: str,
) -> FactCandidate | None:
    fields: Mapping[str, Any] = item if isinstance(item, Mapping) else {"content": item}
    content = fields.get("content") or fields.get("fact") or fields.get("text")
    if not isinstance(content, str):
        return None
    content = _clip(" ".join(content.split()))
    if not content:
        return None
    words = _stems(content, skip=_UNGROUNDED_WORDS | _stems(user_name))
    from_user = len(words & user_words)
    from_assistant = len(words & assistant_words)
    shared = max(from_user, from_assistant)
    if not words or shared < min(MIN_SHARED_WORDS, len(words)) or shared * 2 < len(words):
        return None  # not what was said: the model made it up
    by_assistant = from_assistant > from_user
    negated = _as_bool(fields.get("negated"))
    confidence = _as_confidence(fields.get("confidence"))
    if by_assistant:
        confidence = round(confidence * ASSISTANT_FACTOR, 2)
    return FactCandidate(
        content=content,
        category=_as_category(fields.get("category")),
        quote=_quote(content, assistant if by_assistant else user),
        speaker="assistant" if by_assistant else user_name,
        confidence=confidence,
        slot=None if negated else _as_slot(fields.get("slot")),
        negated=negated,
    )


def _stems(text: str, skip: frozenset[str] | set[str] = frozenset()) -> set[str]:
    words = _WORD.findall(text.casefold())
    return {_stem(w) for w in words if (len(w) > 1 or w.isdigit()) and w not in skip}


def _stem(word: str) -> str:
    """Close enough that "lives", "living" and "live" (or "colour" and "color") match."""
    word = word.removesuffix("'s").removesuffix("’s")
    if len(word) > 4:
        word = word.replace("our", "or")
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]  # "stopped" -> "stop"
    if len(word) > 3 and word[-1] in "ey":
        word = word[:-1] + ("i" if word[-1] == "y" else "")
    return word


def _clip(content: str) -> str:
    if len(content) <= MAX_CONTENT_CHARS:
        return content
    cut = content[: MAX_CONTENT_CHARS - 1]
    cut = cut[: cut.rfind(" ")] if " " in cut else cut
    return cut.rstrip(" ,;:-") + "…"


def _quote(content: str, said: str) -> str:
    """The sentence of ``said`` sharing most words with the fact (its provenance)."""
    wanted = _stems(content)
    best, best_score = "", 0
    for sentence in split_sentences(said):
        score = len(wanted & _stems(sentence))
        if score > best_score:
            best, best_score = sentence, score
    return best or _clip(" ".join(said.split()))


def _as_category(raw: Any) -> str:
    if not isinstance(raw, str):
        return "general"
    value = raw.strip().lower().replace(" ", "_")
    value = _CATEGORY_ALIASES.get(value, value)
    return value if value in CATEGORIES else "general"


def _as_slot(raw: Any) -> str | None:
    if not isinstance(raw, str):
        return None
    key = re.sub(r"[\s-]+", "_", raw.strip().lower())
    if key.startswith(("user_", "project_")) and "." not in key:
        key = key.replace("_", ".", 1)  # "project database" -> project.database
    elif key and "." not in key:
        key = f"user.{key}"  # "favorite color" -> user.favorite_color
    return key if _SLOT_KEY.fullmatch(key) else None


def _as_bool(raw: Any) -> bool:
    if isinstance(raw, str):
        return raw.strip().lower() in ("true", "yes", "1")
    return raw is True or (isinstance(raw, (int, float)) and raw == 1)


def _as_confidence(raw: Any) -> float:
    value: float | None = None
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        value = float(raw)
    elif isinstance(raw, str):
        try:
            value = float(raw.strip().rstrip("%"))
        except ValueError:
            value = None
    if value is not None and 1 < value <= 100:
        value /= 100  # a percentage
    if value is None or not 0 <= value <= 1:  # missing, NaN or on no scale we know
        return DEFAULT_CONFIDENCE
    return round(value, 2)
