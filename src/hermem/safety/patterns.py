"""The threat-pattern table: what an injection, hijack, C2, exfiltration or persistence
payload looks like once the text is folded (see `normalize`).

Rows are data: id, category, severity, anchors, compiled regex, description. An id may have
two rows: a ``high`` row for the instruction or payload form and a ``low`` row for a bare
mention (the scanner keeps only the stronger of two overlapping findings with one id).

Rows are matched against the lower-cased folded text, so their literals are written in
lower case; a ``cased`` row (a token format such as ``AKIA...``) sees the folded text as is.
``anchors`` are lower-case strings of which every match contains at least one; the scanner
skips a row whose anchors are all absent, which keeps ordinary notes fast. Every repetition
is bounded, so no pattern backtracks catastrophically on hostile input.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from hermem.safety.findings import HIGH, LOW


class ThreatPattern(NamedTuple):
    """One row of the table."""

    id: str
    category: str
    severity: str
    anchors: frozenset[str]  # empty: always run the regex
    regex: re.Pattern[str]
    description: str
    cased: bool  # False: regex runs on the lower-cased text


def threat(
    id: str,
    category: str,
    severity: str,
    anchors: tuple[str, ...],
    pattern: str,
    description: str,
    *,
    cased: bool = False,
) -> ThreatPattern:
    """Compile one row (no re.IGNORECASE: lower-casing the text once is much faster)."""
    return ThreatPattern(
        id, category, severity, frozenset(anchors), re.compile(pattern), description, cased
    )


# Up to eight filler words between key words ("ignore all of the user's prior instructions").
_FILLER = r"(?:[\w'’]+[\s,]+){0,8}"
# Directories in front of a file name: "~/", "$home/.hermes/", "/home/me/.aws/".
_DIRS = r"(?:[\w.~$%{}@:+-]{0,64}[/\\]){0,8}"
# A shell write into a file: `> path`, `>> path`, `tee [-a] path`.
_REDIRECT = r"(?:>>?|\btee\s+(?:-a\s+)?)\s*"
# Where a file is being changed: "edit [...] X", "append ... to X", "> X", "tee -a X".
_WRITE_INTO = (
    r"(?:\b(?:update|modify|edit|change|overwrite|rewrite|replace)\s+(?:[\w'’]+\s+){0,3}"
    r"|\b(?:append|prepend|add|write|insert|put|inject|copy|install|place)\s+(?:\S+\s+){0,12}?"
    rf"(?:to|into)\s+(?:the\s+|your\s+)?(?:file\s+)?|{_REDIRECT})[`'\"]?{_DIRS}"
)
# An env var whose name ends like a secret: $api_key, ${github_token}, $env:db_password.
_SECRET_VAR = (
    r"\$(?:env:)?\{?\w{1,64}\b(?:(?<=key)|(?<=token)|(?<=secret)|(?<=password)|(?<=passwd)"
    r"|(?<=credential)|(?<=credentials))"
)
# Files whose whole purpose is to hold credentials (a .env.example template is not one).
_SECRET_FILE = (
    rf"{_DIRS}(?:\.env\b(?!\.(?:example|sample|template|dist)\b)|\.netrc\b|\.pgpass\b"
    r"|\.npmrc\b|\.pypirc\b|\.git-credentials\b|credentials\b|id_(?:rsa|dsa|ecdsa|ed25519)\b"
    r"(?!\.pub))"
)
_SECRET_FILE_ANCHORS = (".env", ".netrc", ".pgpass", ".npmrc", ".pypirc", "credentials", "id_")
_IPV4 = r"\d{1,3}(?:\.\d{1,3}){3}"
_C2_NAME = r"(?:c2|command[\s-]+and[\s-]+control|mothership|botnet)\b"
_C2_ANCHORS = ("c2", "command", "mothership", "botnet")
_SSH_DIR = r"(?:~|\$home|\$\{home\}|/root|/home/[\w.-]{1,64}|/users/[\w.-]{1,64})[/\\]\.ssh\b"
_HERMES_ENV = r"\.hermes[/\\]\.env\b"
_AGENT_FILES = (
    r"(?:(?:agents|claude|gemini)\.md|\.cursorrules|\.clinerules|\.windsurfrules"
    r"|copilot-instructions\.md)\b"
)
_AGENT_FILE_ANCHORS = ("agents.md", "claude.md", "gemini.md", "rules", "copilot-instructions")
_HERMES_FILES = r"(?:\.hermes[/\\]config\.ya?ml|soul\.md)\b"

# The rows stay in compact table layout; one argument per line would hide the table.
# fmt: off
THREAT_PATTERNS: tuple[ThreatPattern, ...] = (
    # Prompt injection.
    threat(
        "prompt_injection", "injection", HIGH, ("ignore",),
        rf"\bignore\s+{_FILLER}(?:all|any|previous|prior|above|earlier|preceding)\s+{_FILLER}"
        r"(?:instructions?|directions|directives|prompts?)\b",
        "Tells the model to ignore its previous instructions.",
    ),
    threat(
        "sys_prompt_override", "injection", HIGH, ("override",),
        r"\bsystem\s+prompt\s+override\b",
        "Claims to override the system prompt.",
    ),
    threat(
        "disregard_rules", "injection", HIGH, ("disregard",),
        rf"\bdisregard\s+{_FILLER}(?:your|all|any|previous|prior|earlier)\s+{_FILLER}"
        r"(?:instructions|rules|guidelines|directives|policies|guardrails)\b",
        "Tells the model to disregard its rules.",
    ),
    threat(
        "bypass_restrictions", "injection", HIGH, ("act",),
        rf"\bact\s+as\s+(?:if|though)\s+{_FILLER}"
        rf"(?:(?:have|are|were)\s+no|don't\s+have)\s+{_FILLER}"
        r"(?:restrictions|limits|limitations|rules|guidelines|filters)\b",
        "Tells the model to act as if it had no restrictions.",
    ),
    threat(
        "html_comment_injection", "hidden_markup", HIGH, ("<!--",),
        # Lookaheads: first a cheap check that the comment closes, then one search for a key
        # word; "[^>]" keeps both inside the comment.
        r"<!--(?=[^>]{0,512}?-->)"
        r"(?=[^>]{0,512}?\b(?:ignore|override|system|secret|hidden|instructions?)\b)"
        r"[^>]{0,512}?-->",
        "An HTML comment hides instructions from the reader.",
    ),
    threat(
        "hidden_div", "hidden_markup", HIGH, ("none", "hidden"),
        r"<\s*(?:div|span|p|section)\b[^>]{0,256}?\bstyle\s*=\s*[\"'][^\"'>]{0,256}?"
        r"(?:display\s*:\s*none|visibility\s*:\s*hidden)",
        "Markup hidden from display carries content the reader cannot see.",
    ),
    threat(
        "translate_execute", "injection", HIGH, ("translate",),
        r"\btranslate\s+(?:\S+\s+){0,16}?into\s+\w+(?:[\s-]+\w+){0,2}\s+and\s+"
        r"(?:execute|run|eval(?:uate)?)\b",
        "Asks for text to be translated into code and executed.",
    ),
    threat(
        "deception_hide", "injection", HIGH, ("user",),
        rf"\b(?:do\s+not|don['’]t|never)\s+{_FILLER}(?:tell|inform|notify|alert|warn)\s+"
        r"(?:the\s+)?user\s+(?:(?:about|of)\s+(?:this|these|that|it|them|any)\b"
        r"|(?:what|that)\s+you\b)",
        "Tells the model to hide what it does from the user.",
    ),
    threat(
        "deception_hide", "injection", LOW, ("user",),
        rf"\b(?:do\s+not|don['’]t|never)\s+{_FILLER}tell\s+{_FILLER}the\s+user\b",
        "Tells the model not to tell the user something.",
    ),
    # Role and identity hijack.
    threat(
        "role_hijack", "role_hijack", HIGH, ("you",),
        rf"\byou\s+are\s+{_FILLER}now\s+(?:a|an|the)\s+"
        r"|\bfrom\s+now\s+on,?\s+you\s+are\s+(?:a|an)\s+",
        "Tries to give the model a new role.",
    ),
    threat(
        "role_pretend", "role_hijack", HIGH, ("pretend",),
        rf"(?<!not\s)(?<!n't\s)(?<!n’t\s)(?<!never\s)\bpretend\s+{_FILLER}"
        r"(?:you\s+are|you['’]re|to\s+be)\s+",
        "Tells the model to pretend to be someone else.",
    ),
    threat(
        "leak_system_prompt", "role_hijack", HIGH, ("prompt", "instructions", "message"),
        rf"\b(?:output|print|reveal|repeat|show|display|dump|leak|disclose|recite)\s+{_FILLER}"
        r"(?:system|initial|original|hidden|developer)\s+(?:prompt|instructions|message)s?\b",
        "Asks the model to reveal its system prompt.",
    ),
    threat(
        "remove_filters", "role_hijack", HIGH, ("without",),
        rf"\b(?:respond|answer|reply|talk|speak)\s+without\s+{_FILLER}"
        r"(?:restrictions|limitations|filters|filtering|safety|censorship|guardrails)\b",
        "Tells the model to answer without its safety rules.",
    ),
    threat(
        "fake_update", "role_hijack", HIGH, ("been",),
        rf"\byou\s+have\s+been\s+{_FILLER}"
        r"(?:updated|upgraded|patched|reprogrammed|jailbroken|unlocked)"
        r"\s+(?:to|with|into)\b",
        "Claims the model has been updated to behave differently.",
    ),
    threat(
        "identity_override", "role_hijack", HIGH, ("yourself", "new"),
        r"\bname\s+yourself\s+\w+|\byour\s+new\s+(?:name|identity)\s+is\b",
        "Tries to give the model a new identity.",
    ),
    # C2 / promptware: high for directives aimed at C2, low for distributed-systems vocabulary.
    threat(
        "c2_node_registration", "c2", HIGH, ("register",),
        rf"\bregister\s+{_FILLER}(?:node|bot|agent|implant|yourself)\s+(?:with|to)\s+(?:the\s+)?"
        rf"{_C2_NAME}|\bregister\s+yourself\s+as\s+(?:an?\s+)?(?:node|bot|implant)\b",
        "Tells the agent to register itself with a command-and-control server.",
    ),
    threat(
        "c2_node_registration", "c2", LOW, ("register",),
        r"\bregister\s+(?:as\s+)?(?:a\s+|this\s+|the\s+)?node\b",
        "Mentions registering a node.",
    ),
    threat(
        "c2_heartbeat", "c2", HIGH, ("heartbeat", "beacon", "check", "home"),
        rf"\b(?:heartbeat|beacon|check[\s-]?in|phone\s+home)s?\s+{_FILLER}(?:to|with)\s+"
        rf"(?:the\s+)?(?:https?://|{_IPV4}|{_C2_NAME})",
        "Tells the agent to beacon to a remote server.",
    ),
    threat(
        "c2_heartbeat", "c2", LOW, ("heartbeat", "beacon", "check"),
        r"\bsend\s+(?:a\s+)?heartbeats?\b"
        r"|\b(?:heartbeat|beacon|check[\s-]?in)s?\s+(?:to|with|every)\b",
        "Mentions sending heartbeats or beacons.",
    ),
    threat(
        "c2_task_pull", "c2", HIGH, ("task", "command", "order", "payload"),
        rf"\b(?:pull|fetch|download|poll|get)\s+{_FILLER}"
        r"(?:tasks?|tasking|commands?|orders|payloads?)\s+"
        rf"from\s+(?:the\s+)?(?:{_C2_NAME}|controller\b|https?://|{_IPV4})",
        "Tells the agent to pull tasks or commands from a remote controller.",
    ),
    threat(
        "c2_task_pull", "c2", LOW, ("task",),
        r"\bpull\s+(?:down\s+)?(?:new\s+)?task(?:ing|s)?\b",
        "Mentions pulling tasks.",
    ),
    threat(
        "c2_network_connect", "c2", HIGH, _C2_ANCHORS,
        r"\b(?:connect|report|phone\s+home|check\s+in|beacon|call\s+back)\s+(?:back\s+)?"
        rf"(?:to|with)\s+(?:the\s+|a\s+|your\s+|our\s+)?{_C2_NAME}",
        "Tells the agent to connect to a command-and-control server.",
    ),
    threat(
        "c2_network_connect", "c2", LOW, ("network",),
        r"\bconnect\s+to\s+the\s+network\b",
        "Mentions connecting to the network.",
    ),
    threat(
        "forced_action", "c2", LOW, ("must",),
        r"\byou\s+must\s+(?:\w+\s+){0,3}(?:register|connect|report|beacon)\b",
        "Orders the agent to register, connect or report.",
    ),
    threat(
        "anti_forensic_oneliner", "c2", HIGH, ("liner",),
        r"\bonly\s+(?:ever\s+)?use\s+one[\s-]?liners?\b",
        "Tells the agent to avoid leaving scripts behind.",
    ),
    threat(
        "anti_forensic_disk", "c2", HIGH, ("disk",),
        rf"\bnever\s+{_FILLER}(?:create|write|save|drop)\s+{_FILLER}"
        rf"(?:scripts?|files?|payloads?|binaries)\s+{_FILLER}(?:to|on)\s+(?:the\s+)?disk\b",
        "Tells the agent to leave no files on disk.",
    ),
    threat(
        "env_var_unset_agent", "c2", HIGH, ("claude", "codex", "hermes", "agent"),
        r"\b(?:[Uu]nset|UNSET|env\s+-u)\s+(?:-v\s+)?[A-Z0-9_]{0,64}?(?:CLAUDE|CODEX|HERMES|AGENT)"
        r"[A-Z0-9_]{0,64}\b",
        "Unsets the agent runtime's environment variables.",
        cased=True,
    ),
    threat(
        "env_var_unset_agent", "c2", LOW, ("openai", "anthropic"),
        r"\b(?:[Uu]nset|UNSET|env\s+-u)\s+(?:-v\s+)?[A-Z0-9_]{0,64}?(?:OPENAI|ANTHROPIC)"
        r"[A-Z0-9_]{0,64}\b",
        "Unsets a model provider's environment variable.",
        cased=True,
    ),
    threat(
        "known_c2_framework", "c2", LOW,
        ("strike", "sliver", "havoc", "mythic", "metasploit", "brainworm", "poshc2"),
        r"\b(?:cobalt\s*strike|sliver|havoc|mythic|metasploit|brainworm|poshc2)\b",
        "Names a command-and-control framework.",
    ),
    threat(
        "c2_explicit", "c2", LOW, ("c2",),
        r"\bc2\s+(?:server|channel|infrastructure|beacon|node|host|endpoint)s?\b",
        "Mentions C2 infrastructure.",
    ),
    threat(
        "c2_explicit_long", "c2", LOW, ("control",),
        r"\bcommand[\s-]+and[\s-]+control\b",
        "Mentions command and control.",
    ),
    # Exfiltration.
    threat(
        "exfil_curl", "exfiltration", HIGH, ("curl",),
        rf"\bcurl\b[^\n]{{0,256}}?(?:{_SECRET_VAR}|(?:@|-t\s*|--upload-file[\s=]+){_SECRET_FILE})",
        "Sends a secret to a server with curl.",
    ),
    threat(
        "exfil_wget", "exfiltration", HIGH, ("wget",),
        rf"\bwget\b[^\n]{{0,256}}?(?:{_SECRET_VAR}|--post-file[\s=]+{_SECRET_FILE})",
        "Sends a secret to a server with wget.",
    ),
    threat(
        "read_secrets", "exfiltration", HIGH, _SECRET_FILE_ANCHORS,
        r"\b(?:cat|bat|tac|strings|xxd|base64|get-content)\s+(?:[^\s|;&<>]{1,256}\s+){0,6}?"
        rf"[`'\"]?{_SECRET_FILE}",
        "Reads a credentials file.",
    ),
    threat(
        "send_to_url", "exfiltration", HIGH,
        ("send", "post", "upload", "transmit", "forward", "exfiltrate", "leak", "copy", "submit"),
        rf"\b(?:send|post|upload|transmit|forward|exfiltrate|leak|copy|submit)\s+{_FILLER}"
        r"(?:data|contents?|files?|secrets?|keys?|tokens?|credentials?|passwords?|conversations?"
        r"|chats?|history|messages|memory|memories|context|env|environment|everything"
        r"|information|info|cookies?|sessions?)\b"
        rf"(?:\s+\S+){{0,16}}?\s+(?:to|at)\s+(?:(?:https?|ftp)://|{_IPV4})",
        "Tells the agent to send data to a remote URL.",
    ),
    threat(
        "send_to_url", "exfiltration", LOW, ("://",),
        r"\b(?:send|post|upload|transmit)(?:\s+\S+){1,16}?\s+(?:to|at)\s+(?:https?|ftp)://",
        "Mentions sending something to a URL.",
    ),
    threat(
        "context_exfil", "exfiltration", HIGH, ("history", "transcript", "log", "messages",
                                                 "context", "conversation", "chat"),
        r"\b(?:include|output|print|share|dump|reveal|repeat|paste|send|leak|forward|copy)\s+"
        rf"{_FILLER}"
        r"(?:(?:conversation|chat)\s+(?:history|transcripts?|logs?)|(?:previous|prior)\s+messages"
        # "the full context of the failure" is about the failure, not the conversation.
        r"|(?:full|entire|whole)\s+(?:context|conversation|chat|transcript))\b(?!\s+of\b)",
        "Asks the agent to disclose the conversation or its context.",
    ),
    # Persistence.
    threat(
        "ssh_backdoor", "persistence", HIGH, ("authorized_keys",),
        rf"{_WRITE_INTO}authorized_keys2?\b",
        "Adds an SSH key to authorized_keys (a login backdoor).",
    ),
    threat(
        "ssh_backdoor", "persistence", LOW, ("authorized_keys",),
        r"authorized_keys2?\b",
        "Mentions an SSH authorized_keys file.",
    ),
    threat(
        "ssh_access", "persistence", HIGH, (".ssh",),
        rf"{_REDIRECT}{_SSH_DIR}"
        rf"|\b(?:scp|rsync|nc|netcat|base64)\b[^\n]{{0,256}}?{_SSH_DIR}"
        r"[/\\]id_\w{1,64}\b(?!\.pub)",
        "Writes into the SSH directory or copies a private key out of it.",
    ),
    threat(
        "ssh_access", "persistence", LOW, (".ssh",),
        _SSH_DIR,
        "Mentions the SSH directory.",
    ),
    threat(
        "hermes_env", "persistence", HIGH, (".hermes",),
        rf"{_WRITE_INTO}{_HERMES_ENV}",
        "Changes the agent's .env file.",
    ),
    threat(
        "hermes_env", "persistence", LOW, (".hermes",),
        rf"(?:(?:~|\$home|\$\{{home\}})[/\\])?{_HERMES_ENV}",
        "Mentions the agent's .env file.",
    ),
    threat(
        "agent_config_mod", "persistence", HIGH, _AGENT_FILE_ANCHORS,
        rf"{_WRITE_INTO}{_AGENT_FILES}",
        "Tells the agent to change an agent instruction file.",
    ),
    threat(
        "hermes_config_mod", "persistence", HIGH, (".hermes", "soul.md"),
        rf"{_WRITE_INTO}{_HERMES_FILES}",
        "Tells the agent to change its own configuration or persona file.",
    ),
)
# fmt: on
