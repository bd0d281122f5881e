"""Role hijack in English: a new identity, an "unrestricted" persona, a jailbreak mode, a
leak of the system prompt.

Role-play itself is ordinary ("pretend to be a waiter so I can practise Spanish", "act as a
senior reviewer"); what blocks is a role without limits ("an AI with no ethical
guidelines"), a claim to be the system or the model's developer, a new name or identity for
the model, a named jailbreak persona or mode, or an order never to refuse.
"""

from __future__ import annotations

from hermem.safety.findings import HIGH, LOW
from hermem.safety.patterns import FILLER, ThreatPattern, threat

_F = FILLER
_ROLE_WORDS = (
    r"(?:dan|developer\s+mode|jailbroken|jailbreak|unrestricted|unfiltered|uncensored|unchained"
    r"|unbound|unaligned|liberated|evil|rogue)"
)
_MODES = (
    r"(?:dan|developer|dev|god|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil"
    r"|chaos|opposite|anarchy|sudo|admin|root|stan|dude)"
)
_NO_LIMITS = (
    r"(?:restrictions|limitations|limits|rules|filters|filtering|guidelines|guardrails"
    r"|safety|censorship|boundaries|constraints|ethics)"
)
# An AI described as having no limits, or a known jailbreak persona.
_UNRESTRICTED = (
    r"\b(?:(?:unrestricted|unfiltered|uncensored|jailbroken|unaligned|amoral|unethical|evil|rogue"
    r"|lawless|limitless|unbound|unchained|liberated|uninhibited|unshackled)\s+(?:[\w-]+\s+){0,2}"
    r"(?:assistant|ai|model|chatbot|bot|version|edition|llm|agent|persona|character|entity"
    r"|system)"
    r"|(?:ai|assistant|model|chatbot|bot|version|edition|llm|agent|entity)\s+(?:that\s+(?:has|have)"
    r"\s+no|with\s+no|without(?:\s+any)?|free\s+(?:of|from)|lacking)\s+(?:any\s+)?(?:[\w-]+\s+"
    r"(?:or\s+[\w-]+\s+)?)?(?:alignment|ethics|ethical|morals?|moral|restrictions|filters|rules"
    r"|limits|guidelines|guardrails|safety|censorship|content\s+polic\w{1,3}|refusals?)"
    r"|(?:ai|assistant|model|chatbot|bot|llm|agent)\s+whose\s+(?:[\w-]+\s+){0,2}?(?:guidelines"
    r"|rules|restrictions|filters|alignment|training|limits)\s+(?:were|have\s+been|are|got)\s+"
    r"(?:deleted|removed|disabled|turned\s+off|stripped|erased|lifted)"
    r"|(?:stan|omega|mongo\s+tom|betterdan|better\s+dan|evil\s+confidant|anti-dan|dan\s+mode"
    r"|developer\s+mode)\b)"
)
_UNRESTRICTED_ANCHORS = (
    "unrestricted", "unfiltered", "uncensored", "jailbroken", "unaligned", "amoral", "unethical",
    "evil", "rogue", "lawless", "limitless", "unbound", "unchained", "liberated", "uninhibited",
    "unshackled", "without", "no", "free", "lacking", "whose", "stan", "omega", "mongo", "dan",
    "confidant", "mode",
)  # fmt: skip
# Ways of taking on a role.
_TAKE_ROLE = (
    r"(?:you\s+are|you['’]re|act(?:ing)?\s+as|respond(?:ing)?\s+as|answer(?:ing)?\s+as"
    r"|reply\s+as|speak\s+as|role-?play(?:ing)?\s+as|pretend(?:ing)?\s+to\s+be|play(?:ing)?\s+"
    r"(?:the\s+role\s+of|as)|assume\s+the\s+(?:role|persona|identity)\s+of|take\s+on\s+the\s+"
    r"(?:role|persona)\s+of|simulate|imagine\s+(?:that\s+)?you\s+are|become|becoming"
    r"|behave\s+(?:like|as)|stay\s+in\s+character\s+as|persona\s*:|new\s+persona)"
)
_TAKE_ROLE_ANCHORS = (
    "you", "act", "respond", "answer", "reply", "speak", "play", "pretend", "assume", "take",
    "simulate", "imagine", "becom", "behave", "character", "persona",
)  # fmt: skip
_NEW_ROLE_AFTER = (
    r"(?:a|an|act|behave|pretend|role-?play|become|obey|ignore|disregard|comply|operate\s+as"
    r"|play\s+the\s+role|take\s+on\s+the\s+role|assume\s+the\s+role|no\s+longer|have\s+no"
    r"|answer\s+without|respond\s+without|do\s+anything|bypass|never\s+refuse|always\s+comply"
    r"|follow\s+only|only\s+follow|only\s+obey)\b"
)
_FROM_NOW = (
    r"(?:from\s+now\s+on|henceforth|from\s+this\s+point\s+(?:on|forward)?|starting\s+now"
    r"|going\s+forward|for\s+the\s+rest\s+of\s+(?:this|the)\s+(?:conversation|session|chat))"
)
_LEAK_VERB = (
    r"(?:output|print|reveal|repeat|show|display|dump|leak|disclose|recite|tell\s+me"
    r"|give\s+me|share|write\s+out|spell\s+out|paste|copy|list|expose|return)"
)
_LEAK_ANCHORS = (
    "output", "print", "reveal", "repeat", "show", "display", "dump", "leak", "disclose",
    "recite", "tell", "give", "share", "write", "spell", "paste", "copy", "list", "expose",
    "return",
)  # fmt: skip
_NOT_NEGATED = r"(?<!not\s)(?<!n't\s)(?<!n’t\s)(?<!never\s)"

# The rows stay in compact table layout; one argument per line would hide the table.
# fmt: off
ROLE_PATTERNS: tuple[ThreatPattern, ...] = (
    threat(
        "role_hijack", "role_hijack", HIGH, ("you", "henceforth"),
        rf"\byou\s+are\s+{_F}now\s+(?:a|an|the|my|{_ROLE_WORDS[3:-1]}|free\s+(?:from|of)"
        r"|no\s+longer|in\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+)?(?:dan|developer|dev|god|jailbreak"
        r"|jailbroken|unrestricted|unfiltered|uncensored|evil|chaos|opposite|anarchy|sudo|admin"
        r"|administrator|root|superuser|stan|dude|maintenance|debug|diagnostic|override|unlocked"
        r"|unsafe|service|test|testing)\s+mode)\b"
        r"|\byou\s+are\s+no\s+longer\s+(?:(?:the|a|an|your)\s+(?:[\w-]+\s+){0,2}?(?:assistant|ai"
        r"|model|chatbot|language\s+model)|bound|restricted|limited|constrained|subject"
        r"|required\s+to\s+(?:follow|obey)|chatgpt|claude|gpt)\b"
        r"|\bfrom\s+now\s+on,?\s+you\s+are\s+(?:a|an)\s+"
        # the new role first and "now" after it: "You are DAN now", "no rules apply to you"
        rf"|\byou\s+are\s+{_ROLE_WORDS}\s+now\b|\bno\s+{_NO_LIMITS}\s+appl(?:y|ies)\s+to\s+you\b"
        rf"|\b{_FROM_NOW}[,:]?\s+you\s+(?:are|will|shall|must|should|are\s+going\s+to|'ll|’ll)"
        rf"\s+(?:now\s+)?(?:be\s+)?{_NEW_ROLE_AFTER}",
        "Tries to give the model a new role.",
    ),
    threat(
        "role_hijack", "role_hijack", LOW, ("you", "henceforth"),
        rf"\b{_FROM_NOW}[,:]?\s+you\s+(?:will|shall|must|should|are\s+going\s+to|'ll|’ll)\b",
        "Tells the model how it will behave from now on.",
    ),
    threat(
        "role_unrestricted", "role_hijack", HIGH, _TAKE_ROLE_ANCHORS,
        rf"\b{_TAKE_ROLE}\b[^.\n]{{0,80}}?{_UNRESTRICTED}",
        "Gives the model the role of an AI without limits.", also=(_UNRESTRICTED_ANCHORS,),
    ),
    threat(
        "role_act_as", "role_hijack", HIGH, ("act", "behave", "function", "operate", "pose",
                                             "masquerade", "roleplay", "role-play", "impersonat",
                                             "posing"),
        r"\b(?:act|behave|function|operate|pose|masquerade)\s+as\s+(?:if\s+you\s+(?:were|are)\s+)?"
        r"(?:(?:the|a|an|my|your)\s+)?(?:system(?:\s+(?:prompt|message|itself))?\b"
        r"(?!\s+(?:architect|administrator|admin|designer|engineer|analyst|integrator|tester"
        r"|owner|operator))|superuser|sudo\b|god\b|" + _ROLE_WORDS[3:-1] + r")"
        r"|\b(?:role-?play(?:ing)?|impersonat(?:e|ing)|pos(?:e|ing))\s+as\s+(?:the|your)\s+"
        r"(?:[\w-]+\s+)?(?:developer|creator|author|programmer|operator|system|administrator"
        r"|admin|maker|owner)s?\b"
        r"|\b(?:act|behave)\s+as\s+(?:if|though)\s+you\s+(?:have|had|hold|possess)\s+(?:full\s+)?"
        r"(?:operator|admin(?:istrator)?|root|sudo|superuser|developer|unrestricted|elevated|god)"
        r"[\s-]+(?:level\s+)?(?:privileges|access|rights|permissions|authority|powers)\b",
        "Tells the model to act as the system, its developer, or with privileges it lacks.",
    ),
    threat(
        "jailbreak_mode", "role_hijack", HIGH, ("mode", "anything"),
        r"\b(?:dan|god|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|chaos|opposite"
        r"|anarchy|stan|dude)\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|activated|on|engaged"
        r"|unlocked)\b"
        r"|\b(?:enable|activate|enter|switch\s+(?:on|to|into)|turn\s+on|engage|unlock|stay\s+in"
        r"|remain\s+in|stays\s+in|go\s+into)\s+(?:the\s+)?['\"‘“]?(?:dan|god|jailbreak|jailbroken"
        r"|unrestricted|unfiltered|uncensored|evil|chaos|anarchy|stan|dude|opposite)\s+mode\b"
        r"|\byou\s+(?:are|'re|’re)\s+(?:now\s+)?(?:in|running\s+in)\s+developer\s+mode\b"
        r"|\bdeveloper\s+mode\b[^.\n]{0,60}?\byou\s+(?:will|can|must|should|produce|generate"
        r"|answer|respond|output|ignore|have|are|may)\b"
        r"|\bdo\s+anything\s+now\b(?!\s+that)",
        "Switches the model into a jailbreak mode.",
    ),
    threat(
        "role_pretend", "role_hijack", HIGH, ("pretend",),
        rf"{_NOT_NEGATED}\bpretend\s+{_F}"
        r"(?:(?:that\s+)?you\s+are|you['’]re|to\s+be)\s+(?:(?:a|an|the)\s+)?(?:\w+\s+){0,3}?"
        rf"(?:ai|assistant|model|chatbot|bot|llm|system|{_ROLE_WORDS[3:-1]}|without\s+(?:any\s+)?"
        rf"{_NO_LIMITS}|free\s+(?:of|from)|no\s+longer)\b"
        rf"|{_NOT_NEGATED}\bpretend\s+(?:that\s+)?you\s+(?:have|had)\s+no\s+{_NO_LIMITS}"
        r"|\bpretend\s+(?:to\s+be|you\s+are)\s+my\s+(?:late|deceased|dead|dying)\s+\w+",
        "Tells the model to pretend to be an unrestricted AI or the system.",
    ),
    threat(
        "role_pretend", "role_hijack", LOW, ("pretend",),
        rf"{_NOT_NEGATED}\bpretend\s+{_F}(?:you\s+are|you['’]re|to\s+be)\s+",
        "Tells the model to pretend to be someone else.",
    ),
    threat(
        "no_refusal", "role_hijack", HIGH, ("refus", "declin", "say", "reject", "deny"),
        r"\b(?:you|it|this\s+(?:persona|character|mode|version|edition)|the\s+(?:[\w-]+\s+)?"
        r"(?:edition|version|persona|character))\s+(?:can\s*not|can['’]t|cannot|must\s+not"
        r"|must\s+never|will\s+never|shall\s+never|never|may\s+not|are\s+not\s+allowed\s+to"
        r"|is\s+not\s+allowed\s+to|is\s+unable\s+to|are\s+unable\s+to)\s+(?:ever\s+)?(?:refuse"
        r"|decline|say\s+no|reject|deny)\b"
        r"|\bnever\s+(?:says\s+no|refuses|declines)\s+(?:to\s+)?(?:anything|any\s+request"
        r"|a\s+request)\b"
        r"|\b(?:trained|built|designed|created|programmed|made)\s+without\s+(?:the\s+)?"
        r"(?:ability|capacity|option)\s+to\s+(?:refuse|decline|say\s+no)\b",
        "Tells the model it may never refuse.",
    ),
    threat(
        "leak_system_prompt", "role_hijack", HIGH, (*_LEAK_ANCHORS, "what", "words", "text"),
        rf"\b{_LEAK_VERB}\s+{_F}your\s+(?:(?:full|complete|entire|exact|original|initial|hidden"
        r"|secret|first)\s+)?(?:system\s+|developer\s+)?(?:prompt|instructions|system\s+message"
        r"|guidelines|rules|configuration)s?\b"
        rf"|\b{_LEAK_VERB}\s+{_F}(?:system|initial|original|hidden|developer|secret)\s+"
        r"(?:prompt|instructions|message)s?\s+(?:verbatim|word\s+for\s+word|in\s+full|exactly"
        r"|in\s+(?:its|their)\s+entirety|from\s+the\s+(?:start|beginning))\b"
        r"|\bwhat\s+(?:is|are|was|were)\s+your\s+(?:(?:system|initial|original|hidden|secret)\s+)"
        r"(?:prompt|instructions)\b"
        r"|\brepeat\s+(?:everything|all|the\s+(?:text|words|content|message))\s+"
        r"(?:(?:written\s+|said\s+)?(?:above|before\s+this)|so\s+far)\b",
        "Asks the model to reveal its system prompt.",
        also=(("prompt", "instruction", "message", "guideline", "rule", "configuration",
               "everything", "all", "text", "words", "content"),),
    ),
    threat(
        "leak_system_prompt", "role_hijack", LOW, ("prompt", "instructions", "message"),
        rf"\b{_LEAK_VERB}\s+{_F}"
        r"(?:system|initial|original|hidden|developer)\s+(?:prompt|instructions|message)s?\b",
        "Mentions revealing a system prompt.",
    ),
    threat(
        "remove_filters", "role_hijack", HIGH, ("without", "no"),
        rf"\b(?:respond|answer|reply|talk|speak|write|act|operate|behave|output|generate)\s+"
        rf"(?:(?:always|freely|fully|openly)\s+)?(?:without|with\s+no)\s+{_F}(?:restrictions"
        r"|limitations|filters|filtering|safety|censorship|guardrails|content\s+polic(?:y|ies)"
        r"|ethical\s+(?:constraints|guidelines))\b",
        "Tells the model to answer without its safety rules.",
        also=(("restriction", "limitation", "filter", "safety", "censorship", "guardrail", "polic",
               "ethical"),),
    ),
    threat(
        "fake_update", "role_hijack", HIGH, ("been",),
        rf"\byou\s+have\s+been\s+{_F}"
        r"(?:updated|upgraded|patched|reprogrammed|jailbroken|unlocked|freed|liberated)"
        r"\s+(?:to|with|into|from)\b",
        "Claims the model has been updated to behave differently.",
    ),
    threat(
        "identity_override", "role_hijack", HIGH, ("yourself", "new", "real", "true", "actual",
                                                   "secret", "hidden", "identity", "called"),
        r"\b(?:name|call|rename)\s+yourself\s+\S|\brefer\s+to\s+yourself\s+as\b"
        r"|\byour\s+new\s+(?:name|identity|persona|personality)\s+is\b"
        r"|\b(?:your|the\s+(?:assistant|model|ai|bot)['’]s|its)\s+(?:real|true|actual|new|secret"
        r"|hidden)\s+(?:identity|name|self|persona|personality|character)\s+is\b"
        r"|\bidentity\s+(?:update|override|change)\s*:"
        r"|\bnew\s+(?:persona|identity|personality|character)\b[^.\n]{0,60}?\byou\s+(?:are|will\s+be)\b"
        r"|\byou\s+(?:will\s+be|are\s+now)\s+called\b",
        "Tries to give the model a new identity.",
    ),
    threat(
        "authority_claim", "role_hijack", HIGH, ("am", "i'm", "i’m", "from"),
        r"\b(?:i\s+am|i['’]m)\s+(?:your|the\s+system['’]?s?)\s+(?:developer|creator|owner"
        r"|administrator|admin|operator|master|programmer|maker|trainer)\b"
        r"|\bthis\s+(?:message|instruction|note|request)\s+(?:is|comes)\s+from\s+(?:the\s+)?"
        r"(?:system|developers?|openai|anthropic|your\s+(?:developers?|creators?|operators?))\b"
        r"|\b(?:message|instructions?|notice|directive|order)\s+from\s+(?:the\s+)?(?:system"
        r"|openai|anthropic|your\s+(?:developers?|creators?|operators?|administrator))\s*:",
        "Claims to speak for the model's developer or the system.",
        also=(("developer", "creator", "owner", "admin", "operator", "master", "programmer",
               "maker", "trainer", "system", "openai", "anthropic"),),
    ),
)
# fmt: on
