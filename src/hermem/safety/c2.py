"""Command-and-control ("promptware") payloads: an agent told to beacon, pull tasks and hide.

High rows are directives aimed at a C2 server; low rows are distributed-systems vocabulary
("workers register as a node and send heartbeats") that is reported but never blocks.
"""

from __future__ import annotations

from hermem.safety.findings import HIGH, LOW
from hermem.safety.patterns import FILLER, IPV4, ThreatPattern, threat

_F = FILLER
_C2_NAME = r"(?:c2|command[\s-]+and[\s-]+control|mothership|botnet)\b"
_C2_ANCHORS = ("c2", "command", "mothership", "botnet")

# The rows stay in compact table layout; one argument per line would hide the table.
# fmt: off
C2_PATTERNS: tuple[ThreatPattern, ...] = (
    threat(
        "c2_node_registration", "c2", HIGH, ("register",),
        rf"\bregister\s+{_F}(?:node|bot|agent|implant|yourself)\s+(?:with|to)\s+(?:the\s+)?"
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
        rf"\b(?:heartbeat|beacon|check[\s-]?in|phone\s+home)s?\s+{_F}(?:to|with)\s+"
        rf"(?:the\s+)?(?:https?://|{IPV4}|{_C2_NAME})",
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
        rf"\b(?:pull|fetch|download|poll|get)\s+{_F}"
        r"(?:tasks?|tasking|commands?|orders|payloads?)\s+"
        rf"from\s+(?:the\s+)?(?:{_C2_NAME}|controller\b|https?://|{IPV4})",
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
        rf"\bnever\s+{_F}(?:create|write|save|drop)\s+{_F}"
        rf"(?:scripts?|files?|payloads?|binaries)\s+{_F}(?:to|on)\s+(?:the\s+)?disk\b",
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
    threat(
        "reverse_shell", "c2", HIGH, ("/dev/tcp", "/dev/udp", "nc ", "nc\t", "ncat", "netcat",
                                      "mkfifo", "socat", "socket", ">&", "tcpclient"),
        r"/dev/(?:tcp|udp)/[\w.-]{1,253}/\d{1,5}"
        r"|\b(?:nc|ncat|netcat)[ \t][^\n]{0,64}?\s-[ec]\s+(?:/bin/)?(?:ba|z|da)?sh\b"
        # the shell first, then where it goes: "nc -e /bin/sh HOST PORT" (a signature that
        # names no host, "`nc -e /bin/sh`", is a pattern, not a shell)
        r"|\b(?:nc|ncat|netcat)[ \t]+-[ec][ \t]+(?:/(?:usr/)?bin/)?(?:ba|z|da)?sh"
        r"[ \t]+[\w.-]{1,253}[ \t]+\d{1,5}\b"
        r"|\bmkfifo\b[^\n]{0,128}?\b(?:nc|ncat|netcat)\b"
        r"|\bsocat\b[^\n]{0,128}?\bexec:"
        r"|\bpython[23]?\s+-c\s+[\"'][^\n]{0,256}?\bsocket\b[^\n]{0,256}?(?:subprocess|pty|dup2)"
        r"|\bbash\s+-i\s*>&"
        r"|\bpowershell\b[^\n]{0,128}?(?:tcpclient|net\.sockets)",
        "Opens a reverse shell to a remote host.",
    ),
)
# fmt: on
