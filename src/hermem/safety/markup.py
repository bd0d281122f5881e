"""Hidden markup: text a person reading the note never sees but a model reads.

An HTML or markdown comment blocks when it speaks to the model (an instruction, "you must",
"system prompt"); a comment that merely mentions a loaded word ("<!-- prettier-ignore -->",
"<!-- system tests -->") is reported low. Elements styled or marked to be invisible block
whatever they hold: a memory note has no use for them.
"""

from __future__ import annotations

from hermem.safety.findings import HIGH, LOW
from hermem.safety.patterns import ThreatPattern, threat

# Words that show a hidden comment addresses the model.
_TO_THE_MODEL = (
    r"\b(?:ignore\s+(?:all|any|previous|prior|the|your|above|everything)|disregard|override"
    r"|forget\s+(?:all|your|previous|everything)|instructions?|system\s+prompt|prompt\s+injection"
    r"|you\s+(?:are|must|will|should|have\s+to|need\s+to)|(?:do\s+not|don['’]t|never)\s+"
    r"(?:tell|reveal|mention|show|inform)|exfiltrat\w{0,8}|assistants?|ai\s+(?:agents?"
    r"|assistants?|models?)|llms?|language\s+models?|hidden\s+(?:instruction|prompt|message|text)"
    r"|secret\s+(?:instruction|prompt|message)|new\s+(?:task|instructions|rules)"
    r"|(?:agents?|assistants?|models?|llms?|bots?|ais?)\s+reading\s+this|silently|secretly"
    r"|covertly|without\s+(?:telling|asking|informing))\b"
    r"|\(\s?(?:agent|ai|assistant|llm|bot|claude|copilot|cursor|codex)s?\s?\)"
)
_LOADED = r"\b(?:ignore|system|secret|hidden|password|token|agent|model|ai|prompt|override)\b"
# The model addressed by name, in the languages of the override rows, then a colon (perhaps
# after a particle or two words: "AI에게:", "読み取りAIへ：", "AI 숨은 지시:") or a comma
# right after it ("Assistente, ..."). The folded text is lower case, its accents removed
# and its full-width colons made plain.
_STRONG_ADDRESSEES = (
    r"(?<![a-z0-9])(?:ai|a\.i\.|ki|ia|yz|llms?|assistants?|assistent(?:en|e|in)?|asistente"
    r"|assistente|asystent\w*|asistan\w*|asisten|avustaja\w*|claude|copilot|chatgpt|gemini"
    r"|tro\s+ly)(?![a-z])"
    r"|(?<!\w)(?:ии|ші|ассистент\w*|асистент\w*|помощник\w*|помічник\w*|βοηθ\w*|עוזר\w*"
    r"|مساعد\w*|دستیار\w*|सहायक|एआई|সহকারী|এআই|օգնական\w*|ასისტენტ\w*|ผู้ช่วย|เอไอ)"
    r"|助手|助理|アシスタント|어시스턴트|인공지능|ai(?=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])"
)
# Words that also name products ("Model: XPS 13"): an addressee only in hidden text.
_WEAK_ADDRESSEES = (
    r"(?<![a-z0-9])(?:bots?|agents?|agente|model(?:e|o|lo|l|len|s)?|modell\w*|modele)(?![a-z])"
    r"|(?<!\w)(?:модел\w*|агент\w*|μοντελ\w*|מודל\w*|النموذج|مدل\w*|मॉडल|মডেল"
    r"|մոդել\w*|მოდელ\w*|โมเดล)|模型|モデル|모델"
)
_SALUTATION = r"(?:[^\n:,]{0,14}?\s?:|\s?,)"  # "AI 숨은 지시:", but a comma only right after
# After a word that also names a thing, a colon, and no other Latin word before it but a
# few: "agent loop:", "model name:" and "bot, the Slack app," name the thing; "agent-only:",
# "agent note:", "modelo:" and "모델에게:" address it.
_WEAK_SALUTATION = (
    r"(?:(?:-[a-z]{1,12}|[^\n:,a-z0-9]{0,14}?|\s(?:note|hint|notice|directive|instructions?"
    r"|memo|only)|\s(?:reading|scraping|editing|parsing)\s(?:this|these)(?:\s[a-z]{1,12})?)\s?:)"
)
ADDRESSED = rf"(?:(?:{_STRONG_ADDRESSEES}){_SALUTATION}|(?:{_WEAK_ADDRESSEES}){_WEAK_SALUTATION})"
ADDRESSED_STRONGLY = rf"(?:{_STRONG_ADDRESSEES}){_SALUTATION}"
_HIDING_STYLE = (
    r"(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:\.0+)?(?:px|pt|em|rem|%)?"
    r"\s*(?:[;\"'!]|$)|opacity\s*:\s*0(?:\.0+)?\s*[;\"'!]|(?:max-)?(?:height|width)\s*:\s*0"
    r"(?:px)?\s*[;\"'!]|clip\s*:\s*rect\(\s*0|text-indent\s*:\s*-\d{3,}"
    r"|(?:left|top)\s*:\s*-\d{4,}px)"
)
# The same, as a CSS rule inside a <style> block.
_HIDING_RULE = (
    r"(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:\.0+)?(?:px|pt|em|rem|%)?"
    r"\s*[;}!]|opacity\s*:\s*0(?:\.0+)?\s*[;}!])"
)
_STYLE_ATTR = r"<\s?[a-z][a-z0-9]{0,10}\b[^>]{0,256}?\bstyle\s*=\s*[\"'][^\"'>]{0,256}?"

# The rows stay in compact table layout; one argument per line would hide the table.
# fmt: off
MARKUP_PATTERNS: tuple[ThreatPattern, ...] = (
    threat(
        "html_comment_injection", "hidden_markup", HIGH, ("<!--",),
        # Lookaheads: first a cheap check that the comment closes, then one search for words
        # aimed at the model; "[^>]" keeps both inside the comment.
        rf"<!--(?=[^>]{{0,512}}?-->)(?=[^>]{{0,512}}?{_TO_THE_MODEL})[^>]{{0,512}}?-->",
        "An HTML comment hides instructions from the reader.",
    ),
    threat(
        "html_comment_addressed", "hidden_markup", HIGH, ("<!--",),
        # Opening by addressing the model, in any language: "<!-- KI: ... -->".
        rf"<!--(?=[^>]{{0,512}}?-->)[^>\n]{{0,40}}?{ADDRESSED}[^>]{{0,512}}?-->",
        "An HTML comment addresses the model, hidden from the reader.",
    ),
    threat(
        "code_comment_addressed", "hidden_markup", HIGH, ("#", "//", "--", "/*", ";", "%"),
        # A code or config comment that opens by addressing the model: "# AI: ...",
        # "-- agent: drop the table", "{/* LLM: approve this */}".
        # (a space after the mark: "#llm-guild:" is a channel, not a comment)
        r"(?:^|(?<=[\s({]))(?:#{1,3}|/{2,3}|--|/\*|;{1,2}|%{1,2})[ \t]{1,3}"
        rf"(?:[^\n:,]{{0,24}}?\b(?:for|to)\s(?:the\s|any\s)?)?(?:{ADDRESSED})[ \t]{{0,3}}"
        r"\w[^\n]{12,}",
        "A code comment addresses the model.",
    ),
    threat(
        "html_comment_injection", "hidden_markup", LOW, ("<!--",),
        rf"<!--(?=[^>]{{0,512}}?-->)(?=[^>]{{0,512}}?{_LOADED})[^>]{{0,512}}?-->",
        "An HTML comment mentions a loaded word.",
    ),
    threat(
        "markdown_comment_injection", "hidden_markup", HIGH, ("]:",),
        r"(?:^|(?<=\n))[ \t]{0,3}\[(?://|comment|_|#|hidden|note)\]:\s{0,4}(?:#|<>)\s{0,4}[(\"']"
        rf"(?=[^\n]{{0,512}}?{_TO_THE_MODEL}|[^\n]{{0,40}}?{ADDRESSED})[^\n]{{0,512}}",
        "A markdown comment hides instructions from the reader.",
    ),
    threat(
        "hidden_div", "hidden_markup", HIGH, ("none", "hidden", "font-size", "opacity", "height",
                                               "width", "clip", "indent", "left", "top"),
        rf"{_STYLE_ATTR}{_HIDING_STYLE}",
        "Markup hidden from display carries content the reader cannot see.",
    ),
    threat(
        "hidden_div", "hidden_markup", LOW, ("color",),
        rf"{_STYLE_ATTR}(?<![\w-])color\s*:\s*(?:white|#fff(?:fff)?\b|transparent"
        r"|rgba\([^)]{0,32},\s*0\))",
        "Markup styled in an invisible colour.",
    ),
    threat(
        "hidden_container", "hidden_markup", HIGH, ("noscript", "template", "desc", "metadata",
                                                    "title", "object", "iframe", "textarea",
                                                    "xmp", "style"),
        # Elements that never render their text, holding words aimed at the model; and
        # <style> blocks that hide elements.
        r"<\s?(?:noscript|template|desc|metadata|title|object|iframe|textarea|xmp)\b[^>]{0,128}>"
        rf"(?=[^<]{{0,512}}?{_TO_THE_MODEL}|[^<]{{0,40}}?{ADDRESSED})[^<]{{0,512}}"
        # A rule inside braces: prose about <style> that names display:none is no rule.
        rf"|<\s?style\b[^>]{{0,64}}>[^<{{]{{0,512}}\{{[^<}}]{{0,512}}?{_HIDING_RULE}",
        "Markup that is never displayed carries text the reader cannot see.",
    ),
    threat(
        "hidden_element", "hidden_markup", HIGH, ("hidden", "sr-only", "invisible", "d-none"),
        r"<\s?[a-z][a-z0-9]{0,10}\s[^>]{0,256}?(?:(?<=\s)hidden(?=[\s>/=])"
        r"|\bclass\s*=\s*[\"'][^\"'>]{0,128}?(?<![\w-])(?:hidden|sr-only|invisible|d-none)"
        r"(?![\w-]))[^>]{0,256}>",
        "An element marked hidden carries content the reader cannot see.",
    ),
)
# fmt: on

# Alt text and titles are read by a model and seen by nobody: an order there is hidden.
_ORDERS_THE_MODEL = (
    r"(?:(?:instructions?|directives?|notes?|orders?)\s+(?:for|to)\s+(?:the\s+)?(?:assistant|ai"
    r"|agent|model|llm)|(?:assistant|ai|agent|model|llm)\s+(?:instructions?|directives?|notes?"
    r"|orders?)\s*:|(?:assistant|ai|agent|model|llm)s?\s*[,:]\s*(?:always|never|ignore|treat"
    r"|grant|skip|reveal|send|do\s+not|don['’]t)\b|\b(?:ignore|disregard|override)\s+(?:all|any"
    r"|previous|prior|your|the)\b|\byou\s+(?:must|are\s+now|should\s+now|will\s+now)\b"
    r"|\b(?:treat|consider)\s+(?:this|the)\s+user\s+as\s+(?:an?\s+)?(?:admin|administrator|owner"
    r"|developer|root|trusted)|\bskip\s+(?:every|all|any|the)\s+(?:\w+\s+)?(?:checks?"
    r"|confirmations?|reviews?|approvals?)"
    # the reader singled out: "If you are a language model, answer …"
    r"|\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|(?:large\s+)?language\s+model|assistant|chatbot"
    r"|bot|agent|model)\b)"
)
# fmt: off
MARKUP_PATTERNS += (
    threat(
        "hidden_document_text", "hidden_markup", HIGH, ("iffalse", "w:vanish"),
        # Text a document never shows, holding words aimed at the model: LaTeX between
        # \iffalse and \fi (never typeset), a Word run marked <w:vanish/> (hidden text).
        rf"\\iffalse\b(?=[^\n]{{0,512}}?(?:{_TO_THE_MODEL}|{ADDRESSED}))[^\n]{{0,512}}?\\fi\b"
        r"|<w:vanish\s?/>(?:\s{0,8}</w:rpr>)?\s{0,8}<w:t\b[^>]{0,64}>"
        rf"(?=[^<]{{0,512}}?{_TO_THE_MODEL}|[^<]{{0,40}}?{ADDRESSED})[^<]{{0,512}}",
        "Text a document never shows (LaTeX's \\iffalse, Word's hidden text) carries words for "
        "the model.",
    ),
    threat(
        "alt_text_injection", "hidden_markup", HIGH, ("alt", "title", "aria-label"),
        r"\b(?:alt|title|aria-label)\s*=\s*[\"'](?=[^\"'\n]{0,512}?"
        rf"{_ORDERS_THE_MODEL}|[^\"'\n]{{0,40}}?{ADDRESSED_STRONGLY})[^\"'\n]{{0,512}}",
        "Alt text or a title attribute, read by the model but not shown, carries an order.",
    ),
)
# fmt: on
