"""Orders recognised by what they combine, not by their wording.

A phrase table misses the next paraphrase. These rows look, within one sentence, for the
parts every such order needs, in the order an order puts them:

- exfiltration: a verb that moves data, then (within a few words) something private (the
  conversation, secrets, the user's details, passports, bank cards, identity numbers), then
  a destination outside ("to https://...", "to someone@host");
- a role without limits: a role word (persona, character, mode, "you are", "the assistant
  is"), then a lack of limits ("no", "without", "free of", "zero") on rules, filters,
  guidelines, ethics or safety;
- an override: a verb that sets rules aside, then the model's own rules ("system prompt",
  "your instructions", "the operator's guidelines").

A sentence ends at a line break, or at ``.``, ``!`` or ``?`` followed by a space (a URL's
dots do not end it). Ordinary notes name these parts apart ("uploads coverage to
codecov.io", "the Codecov token rotates monthly"); an order names them together.
"""

from __future__ import annotations

from hermem.safety.findings import HIGH
from hermem.safety.patterns import CLAUSE, ThreatPattern, threat

# One character of the same sentence.
_S = r"(?:(?![.!?](?:\s|$))[^\n])"
_MOVE = (
    r"(?:send|sends|sending|sent|post|posts|posting|upload|uploads|uploading|forward|forwards"
    r"|forwarding|e-?mail|e-?mails|e-?mailing|mail|mails|mailing|share|shares|sharing|sync"
    r"|syncs|syncing|submit|submits|leak|leaks|transmit|transmits|report|reports|relay|relays"
    r"|beam|push|pushes|exfiltrate|exfiltrates|pipe|pipes|copy|copies|dump|dumps|ship|ships"
    r"|deliver|delivers|mirror|mirrors|back\s+up|backs\s+up|cc|bcc)"
)
_PRIVATE = (
    r"(?:conversations?|chats?|chat\s+(?:logs?|history)|transcripts?|(?:message|chat|session)"
    r"\s+history|everything\s+(?:we|the\s+user|they)\s+(?:discuss|said|say|talk|wrote|share)\w*"
    r"|(?:the\s+)?system\s+prompt|your\s+instructions|memory\s+(?:files?|entries|contents?)"
    r"|api[\s_-]?keys?|access\s+tokens?|tokens|passwords?|passphrases?|secrets|credentials"
    r"|\.env(?:\s+files?)?|env(?:ironment)?\s+(?:vars?|variables|files?)|ssh\s+keys?"
    r"|private\s+keys?|keychain|cookies|session\s+(?:cookies?|tokens?|ids?)"
    r"|(?:the\s+)?user['’]s\s+(?:[\w-]+\s+)?(?:e-?mail|address|location|phone|name|messages?"
    r"|questions?|data|details|files?|keys?|tokens?|passwords?|history)"
    r"|personal\s+(?:data|details|information)|contents?\s+of\s+(?:~|/|\.|\$)\S{1,128}"
    # papers and numbers that prove who someone is or open their money
    r"|passports?(?:\s+(?:numbers?|details|scans?|copies))?|(?:credit|debit|bank)\s+cards?"
    r"|card\s+(?:numbers?|details|data)|cvv|cvc|ssns?|social\s+security\s+numbers?"
    r"|(?:national|tax)\s+id(?:\s+numbers?)?|dates?\s+of\s+birth"
    r"|bank\s+(?:logins?|details|account\s+(?:numbers?|details))|online\s+banking\s+\w+"
    r"|security\s+(?:questions|answers)|medical\s+(?:history|records)"
    r"|(?:~|\$home)/\.(?:ssh|aws|config|netrc|gnupg|docker)\S{0,64})"
)
_OUTSIDE = r"(?:https?://|[\w.+-]{1,64}@[\w-]{1,64}\.[a-z]{2,24}\b)"
_ROLE = (
    r"(?:persona|character|alter\s+ego|you\s+are|you['’]re|you\s+will\s+be|you\s+play"
    r"|you\s+become|play(?:s|ing)?\s+(?:the\s+role\s+of|as)|(?:the\s+)?(?:assistant|ai|model"
    r"|agent|bot)\s+(?:is|will\s+be|becomes|acts|plays|behaves|answers|responds))"
)
_NO_LIMITS = (
    r"(?:no|zero|without(?:\s+any)?|free\s+(?:of|from)|unbound\s+by|not\s+bound\s+by"
    r"|(?:ignores?|bypass(?:es)?|disregards?)\s+(?:all\s+|any\s+)?)\s+(?:[\w-]+\s+)?"
    r"(?:rules|restrictions|filters|guidelines|guardrails|ethics|ethical\s+\w+|morals|safety"
    r"|censorship|content\s+polic(?:y|ies)|policies|limits|limitations|boundaries|refusals)\b"
)
_SET_ASIDE = (
    r"(?:ignore|ignores|ignoring|disregard|disregards|forget|forgets|override|overrides"
    r"|bypass|bypasses|skip|skips|drop|drops|discard|discards|abandon|abandons|replace"
    r"|replaces|supersede|supersedes|void|voids|cancel|cancels|suspend|suspends|sideline"
    r"|deprioriti[sz]e|(?:set|put|lay)s?\s+aside|stop\s+(?:following|obeying|applying|using)"
    r"|no\s+longer\s+(?:follow|obey|apply|use)|treat\s+as\s+(?:obsolete|outdated|void|optional))"
)
_OWN_RULES = (
    r"(?:(?:the\s+)?system\s+(?:prompt|message|instructions|rules)|(?:your|its|the\s+assistant['’]s"
    r"|the\s+model['’]s)\s+(?:[\w-]+\s+){0,2}?(?:instructions|rules|guidelines|guidance"
    r"|directives|policies|programming|configuration|setup|training|constraints)"
    r"|(?:the\s+)?(?:operator|developer|vendor)['’]?s?\s+(?:[\w-]+\s+){0,2}?(?:instructions"
    r"|rules|guidelines|guidance|directives|policies|prompt|message|setup))"
)

# Rows of last resort: reported only where no other row found a blocking threat.
FALLBACK_IDS = frozenset(
    {
        "exfil_cooccurrence",
        "role_cooccurrence",
        "override_cooccurrence",
        "exfil_ideas",  # `exfil_ideas`, the same in other languages
        "untold_ideas",  # `idea_orders`: keeping something from the user, ditto
        "unbound_ideas",  # `idea_orders`: no more restrictions, ditto
        "outranks_ideas",  # `idea_orders`: something above the user's instructions, ditto
        "labelled_secret",  # `credentials`: a key named as one, when no format row knows it
    }
)

# fmt: off
COOCCURRENCE_PATTERNS: tuple[ThreatPattern, ...] = (
    threat(
        "exfil_cooccurrence", "exfiltration", HIGH, ("http", "@"),
        rf"\b{_MOVE}\b{_S}{{0,80}}?\b{_PRIVATE}{_S}{{0,160}}?\b(?:to|at|via|into|onto|towards)"
        rf"\s+(?:[\w-]+\s+){{0,3}}?{_OUTSIDE}",
        "Moves private data (the conversation, secrets, the user's details) to an outside"
        " address.",
        also=(("conversation", "chat", "transcript", "history", "everything", "system prompt",
               "instructions", "memory", "key", "token", "password", "passphrase", "secret",
               "credential", ".env", "env", "ssh", "private", "keychain", "cookie", "session",
               "user", "personal", "contents", "~/.", "$home/.", "passport", "card", "cvv",
               "cvc", "ssn", "social security", "national id", "tax id", "birth", "bank",
               "security question", "security answer", "medical"),),
    ),
    threat(
        "role_cooccurrence", "role_hijack", HIGH,
        ("persona", "character", "alter", "you", "play", "assistant", "ai", "model", "agent",
         "bot"),
        rf"\b{_ROLE}\b{_S}{{0,100}}?\b{_NO_LIMITS}",
        "Gives the model a role without rules or limits.",
        also=(("no", "zero", "without", "free", "unbound", "bound", "ignor", "bypass",
               "disregard"),
              ("rule", "restriction", "filter", "guideline", "guardrail", "ethic", "moral",
               "safety", "censorship", "polic", "limit", "boundar", "refusal")),
    ),
    threat(
        "override_cooccurrence", "injection", HIGH,
        ("ignor", "disregard", "forget", "overrid", "bypass", "skip", "drop", "discard",
         "abandon", "replac", "supersed", "void", "cancel", "suspend", "sideline",
         "deprioriti", "aside", "stop", "longer", "treat"),
        # An order (at the start of a clause), not a remark ("the model sometimes ignores
        # its system prompt").
        rf"{CLAUSE}(\b{_SET_ASIDE}\b{_S}{{0,40}}?\b{_OWN_RULES}\b)",
        "Sets the model's own instructions aside.", core=True,
        also=(("system", "your", "its", "assistant", "model", "operator", "developer",
               "vendor"),
              ("prompt", "message", "instruction", "rule", "guideline", "guidance", "directive",
               "polic", "programming", "configuration", "setup", "training", "constraint")),
    ),
)
# fmt: on
