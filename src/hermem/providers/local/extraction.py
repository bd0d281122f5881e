"""Rule-based fact extraction from a conversation turn (pure, no LLM, never raises).

Passive retention: after each turn, the statements worth remembering become facts —
preferences, personal facts, reported events, decisions, the environment and project
conventions — each with the sentence it came from. The rules aim for precision: a
sentence is kept only when its speaker states something about themselves, their plans
or their project; questions, requests, hypotheticals, small talk, code and logs are not.

Single-valued facts get a ``slot`` ("user.lives_in", "project.database"): a newer fact in
the same slot supersedes the older one. A negated fact never gets a slot ("I no longer
live in Paris" says nothing about where the user lives now).

Rules match an ASCII-lowercased copy of each sentence (same length, so offsets carry
over), which keeps a 2,000-character message well under the time of a model call.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from hermem.providers.fence import strip_memory_context
from hermem.providers.local.entities import TECHNOLOGY_KINDS

CATEGORIES = ("preference", "personal", "decision", "environment", "project", "event", "general")
MAX_CONTENT_CHARS = 300
MAX_INPUT_CHARS = 20_000  # a longer message is a paste, not a statement about oneself
MIN_SENTENCE_CHARS = 12
HEDGE_FACTOR = 0.7
ASSISTANT_FACTOR = 0.7
EXPLICIT_BONUS = 0.1  # "remember that ..." asks for exactly this


@dataclass(frozen=True, slots=True)
class FactCandidate:
    """A statement worth remembering, with the sentence it came from."""

    content: str
    category: str
    quote: str
    speaker: str
    confidence: float
    slot: str | None = None
    negated: bool = False


# -- vocabulary (all lowercase: rules see a lowercased sentence) ---------------------------


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)
_ADV = (
    r"(?:(?:really|just|also|actually|now|still|currently|recently|finally|definitely|"
    r"always|usually|often|sometimes|ever|once|totally|absolutely|kinda|mostly|generally|"
    r"honestly|truly|seriously|personally|already|even|only|then|first|officially|"
    r"somehow|literally|so|all)\s+)*"
)
_I = r"\bi\b(?!\.\w)"
_IM = r"\bi(?:'m|\s+am|m)\b"
_WE = r"\b(?:i|we)\b(?!\.\w)"
_NEG = r"(?P<neg>don't|do\s+not|didn't|no\s+longer|never|not|can't|cannot|won't)?\s*"
_TIME = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|recently|lately|soon|earlier|"
    r"(?:this|last|next|past|coming)\s+(?:past\s+)?(?:night|morning|afternoon|evening|week|"
    r"weekend|month|year|summer|winter|spring|fall|autumn|semester|season|time|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"(?:a|one|two|three|four|five|six|several|few|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+"
    r"(?:days?|weeks?|months?|years?)\s+(?:ago|back)|the\s+other\s+day|over\s+the\s+weekend|"
    r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"in\s+(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|\d{4})|(?:when|since)\s+i\s+was|as\s+a\s+kid|growing\s+up|"
    r"for\s+the\s+(?:first|last)\s+time|for\s+(?:the\s+)?(?:past|last)\s+\w+|"
    r"for\s+(?:\d+|a|one|two|three|four|five|a\s+few|several|many)\s+(?:days|weeks|months|"
    r"years))\b"
)
_FREQUENCY = re.compile(
    r"\b(?:every\s+(?:day|morning|evening|night|week|weekend|month|year|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)|each\s+(?:day|week|month)|daily|weekly|"
    r"monthly|on\s+weekends|(?:once|twice|\w+\s+times)\s+a\s+(?:day|week|month|year)|"
    r"in\s+my\s+(?:free|spare)\s+time)\b"
)
_RELATIONS = _word_set(
    "wife husband partner spouse fiance fiancee girlfriend boyfriend son daughter kid kids "
    "child children baby babies mom mum mother dad father parents brother sister sibling "
    "siblings grandma grandmother grandpa grandfather grandparents aunt uncle cousin niece "
    "nephew family friend friends roommate boss manager coworker colleague neighbor "
    "neighbour dog dogs cat cats puppy kitten pet pets horse bird fish hamster rabbit bunny "
    "turtle turtles twins"
)
_REL = r"(?P<rel>" + "|".join(sorted(_RELATIONS, key=len, reverse=True)) + r")"
_PETS = {"dog": "dog", "puppy": "dog", "cat": "cat", "kitten": "cat", "horse": "horse",
         "bird": "bird", "fish": "fish", "hamster": "hamster", "rabbit": "rabbit",
         "bunny": "rabbit", "turtle": "turtle", "pet": "pet"}  # fmt: skip
_JOBS = (
    r"(?:engineer|developer|programmer|designer|teacher|nurse|doctor|lawyer|accountant|"
    r"manager|student|scientist|researcher|analyst|consultant|writer|artist|musician|chef|"
    r"architect|professor|counselor|counsellor|therapist|freelancer|firefighter|officer|"
    r"pilot|mechanic|electrician|photographer|journalist|dentist|pharmacist|veterinarian|"
    r"intern|founder|ceo|cto|administrator|admin|devops|sre|editor|author|coach|trainer|"
    r"player|athlete|streamer|gamer|actor|actress|filmmaker|director|producer|"
    r"entrepreneur|contractor|specialist|technician|paralegal|librarian|baker|barista)s?"
)
_PAST_VERBS = _word_set(
    "went got made took saw met bought found gave had did won lost ran began wrote left came "
    "became built caught brought taught told sold spent sent sang swam drove ate fell flew "
    "grew heard held kept led paid put quit rode sat slept spoke stood threw woke wore drew "
    "chose forgot hung hit hurt broke fed fought froze hid overcame rang rose shook shot stole "
    "stuck tried read retook rewrote rebuilt redid underwent"
)
_NOT_PAST = "need|feed|seed|speed|bleed|breed|proceed|succeed|exceed|embed|shed|heed|weed|indeed"
_PAST = r"(?:(?!(?:" + _NOT_PAST + r")\b)[a-z]{2,}ed|" + "|".join(sorted(_PAST_VERBS)) + r")"
_PARTICIPLE = (
    r"(?:[a-z]{2,}ed|been|done|gone|taken|seen|made|got|gotten|won|written|begun|bought|found|"
    r"built|brought|taught|sold|spent|sent|grown|held|kept|left|lost|met|paid|read|run|had|"
    r"become|come|given|chosen|driven|flown|ridden)"
)
_ACTIVITIES = (
    r"(?:going|heading|moving|starting|training|learning|studying|taking|volunteering|"
    r"working\s+on|attending|visiting|travell?ing|hosting|organi[sz]ing|putting\s+together|"
    r"getting\s+married|getting\s+ready|expecting|renovating|writing|reading|playing|"
    r"practicing|practising|preparing|saving|looking\s+for|building|painting|teaching|"
    r"mentoring|coaching|blogging|researching|applying|interviewing|launching|opening|"
    r"creating|raising|fostering|adopting|joining|competing|participating|recovering|"
    r"focusing\s+on|looking\s+into|running\s+for|considering|offering|"
    r"celebrating|performing|running\s+(?:a|my|the|in)|cooking|baking|hiking|camping)"
)
# Verbs of thinking and feeling: "I hope you had fun yesterday" reports no event.
_NOT_ACTIVITY = (
    r"hope|think|thought|guess|wish|bet|know|knew|mean|meant|feel|felt|love|like|want|need|"
    r"miss|agree|see|understand|believe|can|could|would|should|must|might|may|appreciate|"
    r"admire|wonder|doubt|suppose|imagine|care|am|is|are|'m|'re"
)
# Chat drops the subject: "Took a short trip to Rome last week", "Still working on my biz".
_SUBJECTLESS = (
    r"^(?:just\s+|finally\s+|recently\s+|still\s+|been\s+|also\s+)?(?:"
    + _PAST
    + "|"
    + _ACTIVITIES
    + r"|planning|hoping\s+to|gonna)\b(?!')"
)
_PREF_VERBS = (
    r"(?:like|love|enjoy|adore|prefer|hate|dislike|detest|despise|loathe|"
    r"can't\s+stand|cannot\s+stand|appreciate|admire)"
)
_ENV_THINGS = {"editor": "editor", "ide": "editor", "shell": "shell", "terminal": "terminal",
               "os": "os", "operating system": "os", "browser": "browser",
               "laptop": "machine", "machine": "machine", "computer": "machine"}  # fmt: skip
# Technology kinds where one project (or one user) normally has exactly one.
_SLOT_BY_KIND = {"database": "project.database", "ci": "project.ci",
                 "cloud": "project.hosting", "package_manager": "project.package_manager",
                 "test_runner": "project.test_runner", "os": "user.os",
                 "editor": "user.editor", "shell": "user.shell",
                 "terminal": "user.terminal"}  # fmt: skip
_SYNONYMS = {"colour": "color", "flavour": "flavor", "db": "database", "ci/cd": "ci",
             "cd": "ci", "host": "hosting", "prod": "production", "operating system": "os",
             "favourite": "favorite", "neighbourhood": "neighborhood", "movies": "movie",
             "films": "film", "books": "book", "songs": "song", "bands": "band",
             "foods": "food", "shows": "show", "games": "game", "sports": "sport",
             "artists": "artist", "authors": "author", "licence": "license"}  # fmt: skip
_TRANSIENT_NOUNS = (
    "question|questions|problem|problems|issue|issues|bug|bugs|error|errors|idea|ideas|"
    "suggestion|suggestions|request|requests|feeling|quick|few|lot|couple|doubt|concern|"
    "meeting|minute|second|moment|look|favor|favour"
)
# "We use postgres for everything" names no slot.
_VAGUE_PURPOSES = _word_set(
    "everything anything all now it this that us me you them fun free sure real good work "
    "years months weeks days ages"
)
_TECH_WORDS = "|".join(
    re.escape(name) for name in sorted(TECHNOLOGY_KINDS, key=len, reverse=True) if " " not in name
)

# -- slots ------------------------------------------------------------------------------

Slotter = Callable[[re.Match[str], str], str | None]


def _slot_part(text: str) -> str:
    """A slot key part: "Ice-cream  Flavours" -> "ice_cream_flavor"."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    words = re.findall(r"[a-z0-9/]+", plain.lower().replace("-", " "))
    words = [w for w in words if w not in ("the", "a", "an", "my", "our", "all", "time")]
    joined = _SYNONYMS.get(" ".join(words), " ".join(words))
    return "_".join(_SYNONYMS.get(w, w).replace("/", "") for w in joined.split())[:40]


def _fixed(key: str) -> Slotter:
    return lambda match, sentence: key


def _thing_slot(prefix: str) -> Slotter:
    def slot(match: re.Match[str], sentence: str) -> str | None:
        groups = match.groupdict()
        thing = _slot_part(groups.get("thing") or groups.get("thing2") or "")
        if not thing:
            return None
        if prefix == "user.prefers" and thing in _ENV_THINGS.values():
            return f"user.{thing}"
        return f"{prefix}.{thing}"

    return slot


def _env_slot(match: re.Match[str], sentence: str) -> str | None:
    thing = " ".join((match.group("thing") or "").split())
    return f"user.{_ENV_THINGS.get(thing) or _slot_part(thing)}"


def _relation_name_slot(match: re.Match[str], sentence: str) -> str | None:
    relation = match.group("rel")
    animal = _PETS.get(relation) or _PETS.get(relation.rstrip("s"))
    return f"user.pet.{animal}.name" if animal else f"user.{_slot_part(relation)}.name"


def _born_slot(match: re.Match[str], sentence: str) -> str | None:
    if match.group("when") == "on":
        return "user.birthday"
    year = re.match(r"\s*\d{4}\b", sentence[match.end() :])
    return "user.birth_year" if year else "user.birthplace"


def _deploy_slot(match: re.Match[str], sentence: str) -> str | None:
    schedule = match.group("how") in ("every", "weekly", "daily") or re.match(
        r"\s*(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|"
        r"weekends?)\b",
        sentence[match.end() :],
    )
    return "project.deploy_schedule" if schedule else "project.deploy_target"


def _version_slot(match: re.Match[str], sentence: str) -> str | None:
    language = match.group("lang").replace(".js", "").replace("js", "")
    return f"project.{language}_version"


def _object_slot(match: re.Match[str], sentence: str) -> str | None:
    return _technology_slot(sentence[match.end() :])


def _technology_slot(rest: str) -> str | None:
    """The slot of the technology a statement is about, when a project (or user) has one:
    "we switched to postgres" -> project.database; "X for Y" names the slot Y."""
    purpose = re.search(
        r"\bfor\s+(?:our\s+|the\s+|all\s+)?(?P<thing>[a-z][\w -]{1,30}?)\s*(?:[.,;!]|$)", rest
    )
    words = re.findall(r"[\w.+#-]+", rest)
    for index, word in enumerate(words[:12]):
        kind = TECHNOLOGY_KINDS.get(word.rstrip("."))
        if kind is None:
            continue
        if re.search(r"\b(?:from|of|than|over|not|instead)$", " ".join(words[:index])):
            continue  # "instead of mysql", "switching from mysql"
        thing = _slot_part(purpose.group("thing")) if purpose is not None else ""
        if thing and thing not in _VAGUE_PURPOSES:
            return f"project.{thing}"
        return _SLOT_BY_KIND.get(kind)
    return None


def _use_slot(match: re.Match[str], sentence: str) -> str | None:
    rest = sentence[match.end() :]
    as_mine = re.search(r"\bas\s+my\s+(?P<thing>[a-z][\w ]{0,20}?)\s*(?:[.!,;]|$)", rest)
    if as_mine is not None:
        return _env_slot(as_mine, sentence)
    words = re.findall(r"[\w.+#-]+", rest)[:2]
    kind = TECHNOLOGY_KINDS.get(" ".join(words)) or (
        TECHNOLOGY_KINDS.get(words[0].rstrip(".")) if words else None
    )
    return _SLOT_BY_KIND.get(kind or "")


def _project_subject_slot(match: re.Match[str], sentence: str) -> str | None:
    said = match.group()
    if re.search(r"\bis\s+(?:called|named)$", said):
        return "project.name"
    if re.search(r"\bis\s+written\s+in$", said):
        return "project.language"
    return _object_slot(match, sentence)


def _names_technology(match: re.Match[str], sentence: str, original: str) -> bool:
    """Whether "I use X" names technology ("I use neovim", not "I use a standing desk")."""
    rest = sentence[match.end() :]
    words = re.findall(r"[\w.+#-]+", rest)[:3]
    names = [w.rstrip(".") for w in words] + [" ".join(words[:2]), " ".join(words)]
    return any(n in TECHNOLOGY_KINDS for n in names) or bool(
        re.match(r"\s*(?:v?\d|[\w-]+\.[a-z]{2,4}\b|\S*/)", rest)
        or re.search(r"\bas\s+my\s+(?:editor|ide|shell|terminal|os|browser)\b", rest)
    )


def _names_something(match: re.Match[str], sentence: str, original: str) -> bool:
    """Whether "we use X" names something: "we use Sentry", not "we use a lot of tools"."""
    target = original[match.end() :].split()[:1]
    return bool(target) and (
        any(ch.isupper() or ch.isdigit() or ch in "./" for ch in target[0])
        or target[0].lower().rstrip(".,;!") in TECHNOLOGY_KINDS
    )


# -- the rules (first match wins; specific before general) --------------------------------

Acceptor = Callable[[re.Match[str], str, str], bool]


@dataclass(frozen=True, slots=True)
class _Rule:
    category: str
    confidence: float
    pattern: re.Pattern[str]
    slot: Slotter | None = None
    hints: re.Pattern[str] | None = None  # the rule cannot match unless this is in the text
    needs_time: bool = False
    accept: Acceptor | None = None  # a check the pattern cannot make
    otherwise: str | None = None  # when ``accept`` fails: this category instead of no match


def _rule(
    category: str,
    confidence: float,
    pattern: str,
    slot: Slotter | None = None,
    hints: str = "",
    *,
    needs_time: bool = False,
    accept: Acceptor | None = None,
    otherwise: str | None = None,
) -> _Rule:
    """A rule; ``hints`` are words ("_" for a space) one of which the text must contain."""
    words = [re.escape(h.replace("_", " ")) for h in hints.split()]
    return _Rule(category, confidence, re.compile(pattern), slot,
                 re.compile("|".join(words)) if words else None, needs_time, accept,
                 otherwise)  # fmt: skip


# fmt: off
_RULES: tuple[_Rule, ...] = (
    _rule("preference", 0.85,
          r"^(?:please\s+)?(?:(?P<neg>never|(?:do\s+not|don't)\s+ever)\b|always\b|"
          r"from\s+now\s+on\b|going\s+forward\b|in\s+(?:the\s+)?future\b)(?!\s+mind\b)",
          hints="never ever always from_now_on forward future"),
    _rule("personal", 0.9,
          r"\bmy\s+(?:full\s+|real\s+|first\s+)?name(?:'s|\s+is)\s+(?P<neg>not\s+)?\w|"
          r"\b(?:call\s+me|i\s+go\s+by)\s+(?P<cap>[a-z])",
          _fixed("user.name"), "name call_me go_by"),
    _rule("personal", 0.9,
          _IM + r"\s+\d{1,3}\s*(?:years?|yrs?)(?:\s+old)?\b|" + _I
          + r"\s+(?:just\s+)?turned\s+\d{1,3}\b|\bmy\s+age\s+is\b",
          _fixed("user.age"), "year yr turned age"),
    _rule("personal", 0.85, r"\bmy\s+(?:birthday|bday|date\s+of\s+birth)\s+(?:is|'s)\b",
          _fixed("user.birthday"), "birth bday"),
    _rule("personal", 0.8, _I + r"\s+was\s+born\s+(?P<when>on|in)\b", _born_slot, "born"),
    _rule("personal", 0.85,
          _WE + r"\s+" + _ADV + _NEG + _ADV + r"(?:live|reside)\s+in\b|" + _WE
          + r"(?:'ve|\s+have)?\s+" + _ADV + r"(?:moved|relocated)\s+(?:back\s+)?to\s+(?!(?:"
          + _TECH_WORDS + r")\b)|" + _IM + r"\s+" + _ADV + r"(?:living|based|located)\s+in\b|"
          r"\bmy\s+(?:home|house|apartment|flat)\s+is\s+in\b",
          _fixed("user.lives_in"),
          "live resid moved relocat based located home house apartment flat"),
    _rule("personal", 0.8,
          _IM + r"\s+(?:originally\s+)?from\s+(?!(?:work|home|the\s+\w+\s+team)\b)|" + _I
          + r"\s+grew\s+up\s+in\b|\bmy\s+home\s*town\s+is\b",
          _fixed("user.hometown"), "from grew hometown home_town"),
    _rule("personal", 0.85,
          _I + r"\s+" + _ADV + _NEG + _ADV + r"work\s+(?:at|for)\b|" + _IM + r"\s+" + _ADV
          + r"(?:working|employed)\s+(?:at|for|by)\b|" + _I + r"(?:'ve|\s+have)?\s+" + _ADV
          + r"(?:got\s+a\s+job|started\s+(?:a\s+new\s+job|working))\s+(?:at|for)\b|"
          r"\bmy\s+(?:employer|company)\s+is\b",
          _fixed("user.works_at"), "work employ job"),
    _rule("personal", 0.85,
          _I + r"\s+" + _ADV + r"work\s+as\b|" + _IM + r"\s+" + _ADV + r"working\s+as\b|"
          r"\bmy\s+(?:job|role|position|job\s+title|profession|occupation)\s+is\b",
          _fixed("user.job"), "work job role position title profession occupation"),
    _rule("personal", 0.85,
          _IM + r"\s+" + _ADV + r"an?\s+(?:[\w-]+\s+){0,2}" + _JOBS
          + r"\b(?!\s+(?:friend|fan)\b)",
          _fixed("user.job"), "'m_a _am_a im_a"),
    _rule("personal", 0.85, _IM + r"\s+" + _ADV + r"(?:married|engaged|divorced|single|widowed)\b",
          _fixed("user.relationship_status"), "married engaged divorced single widowed"),
    _rule("personal", 0.8,
          r"\bmy\s+(?:\w+\s+)?" + _REL
          + r"(?:'s\s+name\s+is|\s+is\s+(?:called|named))\s+(?P<cap>[a-z])",
          _relation_name_slot, "name called"),
    _rule("preference", 0.85,
          r"\bmy\s+(?:all[- ]time\s+|absolute\s+|personal\s+|current\s+)?(?:favou?rite|fave|fav)"
          r"\s+(?P<thing>[a-z][\w -]{0,40}?)\s+(?:is|are|was|has\s+to\s+be|would\s+be|'s)\b|"
          r"\bis\s+(?:definitely\s+|probably\s+|still\s+)?my\s+(?:all[- ]time\s+)?(?:favou?rite"
          r"|fave)\s+(?P<thing2>[a-z][\w -]{0,40}?)\s*(?:of\s+all\s+time|ever|[.!,;]|$)",
          _thing_slot("user.favorite"), "fav"),
    _rule("preference", 0.8,
          r"\bmy\s+(?:preferred|default|go-to|usual|main|primary)\s+(?P<thing>[a-z][\w -]{0,30}?)"
          r"\s+(?:is|are|'s)\b",
          _thing_slot("user.prefers"), "preferred default go-to usual main primary"),
    _rule("preference", 0.8,
          _I + r"\s+" + _ADV + r"prefer\s+[\w.+# -]{1,40}?\s+(?:for|as)\s+(?:my\s+|the\s+|our\s+)?"
          r"(?P<thing>[a-z][\w -]{0,30}?)\s*(?:[.!,;]|$)",
          _thing_slot("user.prefers"), "prefer"),
    _rule("environment", 0.8,
          _IM + r"\s+" + _ADV + r"(?:on|using|running)\s+(?:an?\s+)?(?:m[1-4]\s+)?(?:mac|macbook|"
          r"macos|os\s*x|osx|linux|windows|ubuntu|debian|fedora|arch|wsl2?|nixos|freebsd|"
          r"chromeos|pop!?_?os|mint)\b",
          _fixed("user.os"), "mac linux windows ubuntu debian fedora arch wsl nixos bsd chromeos "
          "pop mint os_x osx"),
    _rule("environment", 0.8,
          r"(?:^|" + _WE + r"(?:'m|'re|\s+am|\s+are)?\s+" + _ADV + r")(?:running|using|on)\s+"
          r"(?P<lang>python|node(?:\.?js)?|ruby|go|java|rust|php|deno|bun)\s+v?\d+(?:\.\d+)*",
          _version_slot, "python node ruby go java rust php deno bun"),
    _rule("environment", 0.8,
          r"\bmy\s+(?:default\s+|preferred\s+|main\s+|current\s+)?(?P<thing>editor|ide|shell|"
          r"terminal|os|operating\s+system|browser|laptop|machine|computer)\s+(?:is|'s)\b",
          _env_slot, "editor ide shell terminal os operating browser laptop machine computer"),
    _rule("environment", 0.75,
          _I + r"\s+" + _ADV + _NEG + _ADV + r"(?P<verb>use|switched\s+(?:over\s+)?to|moved\s+to|"
          r"run|code\s+in|program\s+in|write)\s+(?=[\w.+#-])",
          _use_slot, "use switched moved run code_in program_in write",
          accept=_names_technology, otherwise="preference"),
    _rule("decision", 0.8,
          r"\bwe(?:'ve|\s+have)?\s+" + _ADV + r"(?:decided|agreed|chose|chosen|settled\s+on|"
          r"opted|picked|went\s+with|switched\s+to|migrated\s+to|standardi[sz]ed\s+on)\b|"
          r"\bwe(?:'re|\s+are|'ll|\s+will)\s+" + _ADV + r"(?P<neg>not\s+)?(?:going\s+(?:to\s+"
          r"(?:use|go\s+with|switch\s+to|move\s+to)|with)|use|go\s+with|sticking\s+with|"
          r"switching\s+(?:over\s+)?(?:to|from)|moving\s+(?:over\s+)?to|migrating\s+to)\b|"
          r"\blet'?s\s+(?:not\s+)?(?:go\s+with|use|stick\s+with|switch\s+to|stay\s+with|"
          r"move\s+to|migrate\s+to|adopt|settle\s+on)\b|\bthe\s+decision\s+(?:is|was)\b|"
          + _I + r"(?:'ve|\s+have)?\s+" + _ADV + r"(?:decided|chose|settled\s+on|opted)\b",
          _object_slot, "decid agreed chose settled opted picked went_with switched migrated "
          "standardi going use go_with sticking switching moving migrating let decision"),
    _rule("project", 0.75,
          r"\b(?:the|this|our|my)\s+(?:project|repo|repository|app|application|codebase|service|"
          r"api|backend|frontend|site|website|server|package|library|cli|bot|pipeline|build|"
          r"stack|product|system|team)\s+" + _ADV + r"(?P<neg>doesn't|does\s+not|no\s+longer|"
          r"won't)?\s*(?:uses?|needs?|requires?|prefers?|runs?\s+on|depends\s+on|targets|"
          r"supports|"
          r"is\s+(?:built|written)\s+(?:with|in|on)|is\s+(?:deployed|hosted)\s+(?:on|to|at)|"
          r"deploys\s+(?:to|on)|talks\s+to|stores|is\s+(?:called|named)|lives\s+(?:in|at))\b",
          _project_subject_slot, "project repo app codebase service api backend frontend site "
          "server package library cli bot pipeline build stack product system team"),
    _rule("project", 0.75, r"\b(?:the\s+|our\s+)?tests?\s+(?:live|are|go|sit)\s+(?:in|under)\b",
          _fixed("project.tests_dir"), "test"),
    _rule("project", 0.75,
          r"\bwe\s+(?:deploy|ship|release|host)\s+(?:it\s+)?(?P<how>to|on|via|with|every|weekly|"
          r"daily)\b",
          _deploy_slot, "deploy ship release host"),
    _rule("project", 0.75,
          r"\b(?:our|the)\s+(?P<thing>stack|database|db|ci|cd|ci/cd|cloud|hosting|host|orm|"
          r"cache|queue|package\s+manager|test\s+runner|linter|formatter|main\s+branch|"
          r"default\s+branch|python\s+version|node\s+version|staging|production|prod|"
          r"api(?:\s+base\s+url)?|base\s+url|endpoint|license|licence)\s+(?:is|are|runs\s+on|"
          r"lives\s+at|uses)\b",
          _thing_slot("project"), "our_ the_"),
    _rule("project", 0.7,
          r"\bwe(?:'re|\s+are)?\s+" + _ADV + _NEG + _ADV
          + r"(?:use|using|run|running|rely\s+on|depend\s+on|build\s+with|write|code\s+in|"
          r"deploy)\s+",
          _object_slot, "we_ we'", accept=_names_something),
    _rule("preference", 0.75,
          _WE + r"\s+" + _ADV + r"(?P<neg>don't|do\s+not|no\s+longer|never|can't)?\s*" + _ADV
          + _PREF_VERBS + r"\b(?!\s+(?:you|your|yours|hearing)\b)(?!\s+(?:it|that|this|them|"
          r"to\s+hear|so\s+much|him|her)\b\s*[.!,]?\s*$)|" + _IM + r"\s+" + _ADV
          + r"(?P<neg2>not\s+)?(?:really\s+)?(?:into|a\s+(?:big\s+|huge\s+)?fan\s+of|"
          r"passionate\s+about|obsessed\s+with|drawn\s+to|crazy\s+about|addicted\s+to|"
          r"(?:kind\s+of\s+)?a\s+(?:total\s+|huge\s+|big\s+)?sucker\s+for)\b|"
          + _I + r"\s+" + _ADV + r"feel\s+drawn\s+to\b|"
          + _WE + r"(?:'ve|\s+have)\s+(?:always|long|never)\s+(?:liked|loved|enjoyed|hated|"
          r"been\s+(?:into|a\s+(?:big\s+|huge\s+)?fan\s+of|passionate\s+about))\b|"
          r"\b(?:is|are)\s+(?:definitely\s+|really\s+|still\s+)?(?:one\s+of\s+)?my\s+"
          r"(?:(?:all[- ]time|absolute|personal|number\s+one|biggest|main|ultimate|top)\s+)?"
          r"(?:favou?rites?|faves?|favs?|goals?|dream|passion|hobby|hobbies|jam|thing|go-to|"
          r"happy\s+place|comfort\s+food|guilty\s+pleasure)\b"),
    _rule("personal", 0.8,
          _I + r"\s+(?:can't|cannot|(?P<neg2>don't|do\s+not))\s+(?:eat|have|drink|tolerate)\s+"
          r"(?!(?:it|that|this|them)\b)[a-z]|" + _IM + r"\s+" + _ADV + r"(?P<neg>not\s+)?"
          r"(?:allergic\s+to|vegetarian|vegan|pescatarian|lactose\s+intolerant|gluten[- ]free|"
          r"diabetic|pregnant|retired|colou?r\s*blind|left-handed|right-handed)\b",
          hints="eat have drink tolerate allergic vegetarian vegan pescatarian intolerant "
          "gluten diabetic pregnant retired blind handed"),
    _rule("preference", 0.7,
          _WE + r"\s+(?:always|(?P<neg>never|rarely)|usually|normally|typically|generally|"
          r"often|tend\s+to)\s+(?!(?:mind|thought|knew|know|think|been|had|felt|here|there)\b)"
          r"[a-z]|" + _WE + r"(?:'m|'re|\s+am|\s+are)\s+(?:always|usually|often|constantly)\s+"
          r"(?:[a-z]{2,}ing|on\s+the\s+lookout)\b|^(?:really\s+)?(?:love|like|enjoy|hate)\s+"
          r"[a-z]+ing\b|(?:'s|\bis|\bare)\s+(?:super\s+|really\s+|very\s+|so\s+|particularly\s+"
          r"|especially\s+)?(?:important|special|interesting|meaningful|dear|precious)\s+to\s+"
          r"me\b"),
    _rule("event", 0.65,
          r"(?:" + _WE + r"|\bmy\s+(?:[\w'-]+\s+){0,2}?[\w'-]+|\bour\s+(?:[\w'-]+\s+){0,2}?"
          r"[\w'-]+|\band\s+i)\s+" + _ADV + _PAST + r"\b(?!')"),
    _rule("event", 0.65,
          _WE + r"(?:'ve|\s+have|'d|\s+had)\s+" + _ADV + r"(?:not\s+)?" + _PARTICIPLE + r"\b(?!')",
          hints="'ve have 'd had"),
    _rule("event", 0.6,
          _WE + r"(?:'m|'re|\s+am|\s+are|m)\s+" + _ADV + r"(?:going\s+to|gonna|planning|"
          r"about\s+to|hoping\s+to|getting\s+ready\s+to|thinking\s+(?:about|of)|looking\s+"
          r"forward\s+to|scheduled\s+to|set\s+to|" + _ACTIVITIES + r")\b|" + _WE + r"\s+" + _ADV
          + r"(?:plan|hope|intend|aim)\s+to\b|" + _WE + r"\s+" + _ADV + r"(?:want|need)\s+to\s+"
          r"(?:become|be\s+an?|learn|start|open|travel|visit|move|adopt|pursue|study|go\s+back|"
          r"get\s+into|run\s+a)\b"),
    _rule("event", 0.55,
          _WE + r"(?:'ll|\s+will|'m|'re|\s+am|\s+are|\s+was|\s+were|m)?\s+" + _ADV
          + r"(?!(?:so|sure|glad|happy|sorry|proud|thankful|grateful|thrilled|" + _NOT_ACTIVITY
          + r")\b)[a-z]+|\bmy\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+(?:is|are|was|were|will\s+be)\s+|"
          + _SUBJECTLESS,
          needs_time=True),
    _rule("event", 0.5, _WE + r"\s+(?:was|were)\s+(?:in|at)\s+(?P<cap>[a-z])", hints="was were"),
    _rule("event", 0.5,
          r"^(?:just|finally|recently|still|been)\s+(?:" + _PAST + "|" + _ACTIVITIES + r")\b|"
          + _WE + r"(?:'m|'re|\s+am|\s+are)\s+" + _ADV + r"(?!(?:" + _NOT_ACTIVITY
          + r"|trying|having|getting|asking|feeling|looking\s+at|going\s+through|kidding|"
          r"joking|saying|talking|telling|wondering|hoping|curious|loving|missing|guessing|"
          r"thinking|seeing|using)\b)[a-z]{2,}ing\b"),
    _rule("personal", 0.6, _WE + r"\s+" + _ADV + r"[a-z]+s?\b",
          hints="every each daily weekly monthly weekend once_a twice_a times_a free_time "
          "spare_time", accept=lambda m, s, o: bool(_FREQUENCY.search(s, m.end()))),
    _rule("personal", 0.65,
          _I + r"(?:'ve|\s+have)?\s+" + _ADV + r"(?:have|got)\s+(?:a|an|two|three|four|five|"
          r"six|\d+|some|several)\s+(?!(?:" + _TRANSIENT_NOUNS + r")\b)[a-z]",
          hints="have got"),
    _rule("personal", 0.6,
          r"\bmy\s+(?:\w+\s+)?" + _REL + r"\s+(?!(?:and|or|who|that)\b)(?:[a-z]+s|is|are|was|"
          r"were|has|have|had|just|also|always|never|really|[a-z]+ed)\b|" + _IM + r"\s+" + _ADV
          + r"an?\s+(?!(?:bit|little|lot|fan|few)\b)[a-z-]+\s+(?:of|for|at|in|with|on)\b",
          hints="my_ 'm_a _am_a im_a"),
    _rule("general", 0.45,
          r"\bmy\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+(?:is|are|was|were)\s+(?:\S+\s+){2,}\S",
          hints="my_"),
)
# fmt: on

# -- text preparation --------------------------------------------------------------------

_INVISIBLE = re.compile("[\u200b-\u200f\u2060-\u2064\ufeff\u202a-\u202e\u2066-\u2069\u00ad]")
_FENCED_CODE = re.compile(r"(```|~~~)[\s\S]*?(?:\1|\Z)")
_COMPACTION = re.compile(
    r"^\s*(?:[\[#(<*]+\s*)?(?:context\s+compact|compaction\s+summary|conversation\s+summary|"
    r"summary\s+of\s+(?:the\s+)?(?:earlier|previous|prior)\s+conversation|previous\s+"
    r"conversation\s+summary|this\s+session\s+is\s+being\s+continued|conversation-summary)",
    re.IGNORECASE,
)
_CODE_LINE = re.compile(
    r"^\s*(?:\$\s|>>>|\.\.\.\s|#!|def\s+\w+\(|class\s+\w+[(:]|import\s+\w|from\s+[\w.]+\s+"
    r"import\b|return\b|const\s|let\s+\w+\s*=|var\s|function\b|public\s|private\s|package\s+"
    r"\w|#include|select\s.+\sfrom\s|insert\s+into|create\s+table|traceback\b|file\s+\"|"
    r"at\s+[\w.$]+\(|\w+(?:error|exception|warning):|npm\s+(?:err|warn)|(?:error|warn(?:ing)?|"
    r"info|debug|fatal)\s*[:\]]|\[\d|\d{4}-\d{2}-\d{2}[ t]\d{2}:|[{}\[\]]\s*$|<[a-z/][^>]*>)",
    re.IGNORECASE,
)
_CODE_CHARS = re.compile(r"[{}\[\]();=<>$\\|`_]")
_URL = re.compile(r"\bhttps?://\S+|\bwww\.\S+", re.IGNORECASE)
_BULLET = re.compile(r"^\s*(?:[-*+•·▪‣◦]|\d{1,3}[.)]|[a-z][.)]|#{1,6}|>+)\s+", re.IGNORECASE)
_BOUNDARY = re.compile(r"([.!?…]+)([\"'”’)\]]*)(\s+|$)")
_LAST_WORD = re.compile(r"(\S+)$")
_ABBREVIATIONS = _word_set(
    "mr mrs ms mx dr prof sr jr st mt vs etc e.g i.e eg ie cf approx fig inc ltd co corp "
    "no nos vol dept est min max misc a.m p.m u.s u.k jan feb mar apr jun jul aug sep sept oct "
    "nov dec"
)
_EMOJI = re.compile(
    "[\U0001f000-\U0001faff\U00002600-\U000027bf\U0001f1e6-\U0001f1ff\ufe0f\u200d\u2b50"
    "\u2b06\u2194-\u21ff\u2300-\u23ff]"
)
_EMOTICON = re.compile(r"(?<!\w)(?::-?[()DPpO/|]|;-?\)|<3|xD|XD)(?!\w)")
_FILLER = re.compile(
    r"^(?:(?:so|oh|and|also|btw|by\s+the\s+way|honestly|anyway|anyways|plus|actually|"
    r"basically|um+|uh+|hmm+|ah+|haha+|lol|fyi|tbh|omg|well|but|oh\s+and|and\s+also|"
    r"for\s+the\s+record|just\s+so\s+you\s+know|(?:please\s+)?(?:remember|note|keep\s+in\s+"
    r"mind|don't\s+forget)(?:\s+that)?|to\s+be\s+honest|I\s+mean|you\s+know|guess\s+what|"
    r"fun\s+fact|update|quick\s+update|heads\s+up|side\s+note)\b[\s,:;!.—–-]*|"
    r"(?:yes|no|nah|yeah|yep|yup|sure|right|cool|great|nice|awesome|sweet|alright|ok|okay|"
    r"hey|hi|hello|wow|woah|whoa|ooh+|aww+|ugh|thanks|thank\s+you|congrats|"
    r"congratulations|oh\s+my|omg)(?:\s+[A-Z][\w'-]+)?\s*[,!.:;—–-]+\s*)",
    re.IGNORECASE,
)
_EXPLICIT = re.compile(
    r"^(?:please\s+)?(?:remember|note|keep\s+in\s+mind|don't\s+forget|for\s+the\s+record|"
    r"fyi)\b",
    re.IGNORECASE,
)
_VOCATIVE = re.compile(
    r"^[A-Z][\w'-]+,\s+(?=(?:I|I'm|I've|I'll|we|we're|my|our|last|this|yesterday|today|"
    r"since|just|so)\b)"
)
_STRAIGHT_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})
_REPEATED_PUNCT = re.compile(r"([!?.])\1+")


def _prepare(text: str) -> str:
    text = strip_memory_context(text[:MAX_INPUT_CHARS])
    if _COMPACTION.match(text):
        return ""
    text = unicodedata.normalize("NFKC", _INVISIBLE.sub("", text))
    return _FENCED_CODE.sub("\n", text)


def _looks_like_code(line: str) -> bool:
    if _CODE_LINE.match(line) or line.rstrip().endswith(("{", ";", "):", "=>", "*/")):
        return True
    if line.startswith(("    ", "\t")) and not _BULLET.match(line):
        return True  # an indented block in Markdown is code
    symbols = len(_CODE_CHARS.findall(line))
    return symbols >= 3 and symbols > len(line.strip()) * 0.06


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``, a line or bullet at a time, code-like lines left out;
    abbreviations ("Dr.", "e.g.") and versions ("v1.2") do not end a sentence."""
    sentences: list[str] = []
    for raw_line in text.splitlines():
        if not raw_line.strip() or _looks_like_code(raw_line):
            continue
        line = _BULLET.sub("", raw_line.strip())
        start = 0
        for match in _BOUNDARY.finditer(line):
            word = _LAST_WORD.search(line, start, match.start())
            previous = word.group(1).lower().lstrip("(\"'“‘") if word else ""
            if match.group(1) == "." and (
                previous in _ABBREVIATIONS or (len(previous) == 1 and previous.isalpha())
            ):
                continue
            piece = line[start : match.end(2)].strip()
            if piece:
                sentences.append(piece)
            start = match.end()
        tail = line[start:].strip()
        if tail:
            sentences.append(tail)
    return sentences


def _clean(sentence: str) -> tuple[str, bool]:
    """The sentence without emoji, leading fillers or a vocative ("Mel, I went ..."), and
    whether it asked to be remembered ("remember that ...")."""
    if not sentence.isascii():
        sentence = _EMOJI.sub(" ", sentence)
    if any(mark in sentence for mark in (":", ";", "<3", "xD", "XD")):
        sentence = _EMOTICON.sub(" ", sentence)
    text = " ".join(sentence.translate(_STRAIGHT_QUOTES).split())
    explicit = bool(_EXPLICIT.match(text))
    for _ in range(4):
        stripped = _VOCATIVE.sub("", _FILLER.sub("", text, count=1), count=1).lstrip(" ,:;-")
        if stripped == text:
            break
        text = stripped
    return _REPEATED_PUNCT.sub(r"\1", text), explicit


# -- what is not a fact (patterns see the lowercased sentence) ----------------------------

_QUESTION_START = re.compile(
    r"^(?:(?:is|are|am|was|were|do|does|did|can|could|would|should|will|shall|may|might|"
    r"has|have|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|can't|couldn't|shouldn't|"
    r"haven't|hasn't)\b|(?:what|why|how|when|where|who|which|whose|whom)(?:'s|'re|\s+(?:is|"
    r"are|was|were|do|does|did|can|could|would|should|will|have|has|about|if|else)\b))"
)
_REQUEST = re.compile(
    r"^(?:please\b(?!\s+(?:always|never|don't\s+ever|do\s+not\s+ever)\b)|"
    r"(?:fix|add|make|create|write|show|tell|give|help|explain|run|update|change|remove|"
    r"delete|check|find|implement|refactor|generate|list|open|build|install|send|look|try|"
    r"let\s+me|see|go|get|set|put|use|call(?!\s+me\b)|print|rename|move|read|review|summari[sz]e|"
    r"translate|describe|draft|compare|search)\b|i\s+(?:want|need|would\s+like)\s+you\s+to\b|"
    r"i'd\s+like\s+you\b)"
)
_HYPOTHETICAL = re.compile(
    r"^(?:if|unless|suppose|supposing|imagine|assuming|what\s+if|in\s+case|"
    r"hypothetically)\b|\bwould\s+you\b|\bwonder(?:ing)?\b|^(?:i\s+)?wish\b"
)
# "I'd love to", "we could": a hypothetical, unless a statement was already made before it
# ("I went hiking and we'd stop at every lake").
_CONDITIONAL = re.compile(
    r"\b(?:i|we)(?:'d|\s+would|\s+could|\s+might)\b(?!\s+(?:say|been|already|never|just)\b)"
)
_HEDGE = re.compile(
    r"\b(?:i\s+think|i\s+believe|i\s+guess|i\s+suppose|i\s+feel\s+like|maybe|perhaps|"
    r"probably|possibly|might|kind\s+of|kinda|sort\s+of|not\s+sure|i\s+reckon|i\s+assume|"
    r"apparently|supposedly)\b"
)
# A sentence that names none of these is not about the speaker or their project.
_ABOUT_SPEAKER = re.compile(
    r"\b(?:i|i'm|i've|i'll|i'd|me|my|mine|we|we're|we've|our|us|let's)\b|"
    r"\b(?:the|this)\s+(?:project|repo|repository|app|application|codebase|service|api|"
    r"backend|frontend|database|db|stack|ci|staging|production|endpoint|base\s+url|"
    r"main\s+branch|default\s+branch|tests?)\b|^(?:please\s+)?(?:always|never|from\s+now\s+on|"
    r"going\s+forward|tests?\s|running\s|using\s|(?:really\s+)?(?:love|like|enjoy|hate)\s+"
    r"[a-z]+ing\b)|" + _SUBJECTLESS
)
_ERROR_TALK = re.compile(
    r"\b(?:error|exception|traceback|stack\s*trace|crash(?:es|ed)?|fail(?:s|ed|ing)?|"
    r"segfault|bug)\b"
)
_SLOT_KEY = re.compile(r"[a-z0-9_]+(?:\.[a-z0-9_]+)+")
_WORK_TALK = re.compile(
    r"\b(?:tests?|pytest|the\s+build|branch(?:es)?|commits?|committed|merged|prs?|"
    r"pull\s+requests?|readme|config|env\s+vars?|variables?|functions?|methods?|endpoints?|"
    r"modules?|repo|codebase|code|migrations?|logs?|stack\s*trace|refactor(?:ed)?|"
    r"deployed|compiled|installed|upgraded|dependenc(?:y|ies)|packages?|lint(?:er)?|"
    r"docker|containers?|server|database|api|query|schema|tickets?)\b"
)
# "I tried it", "I did that": "this"/"that" before a noun ("I made this bowl") is fine.
_PRONOUN_OBJECT = re.compile(r"\s*(?:it|them)\b|\s*(?:that|this)\s*(?:[.!,;]|$|and\b|but\b)")
_ANYMORE = re.compile(r"\b(?:any\s*more|no\s+more)\s*[.!]?$")
_CANT_STAND = re.compile(r"can(?:'t|not)\s+stand")


def _skip(sentence: str, lowered: str, original: str) -> bool:
    if len(sentence) < MIN_SENTENCE_CHARS or original.rstrip(" \"')]").endswith("?"):
        return True
    if ("http" in lowered or "www." in lowered) and len(
        _URL.sub("", sentence).strip(" .,;:-")
    ) < MIN_SENTENCE_CHARS:
        return True
    return bool(
        _QUESTION_START.match(lowered) or _REQUEST.match(lowered) or _HYPOTHETICAL.search(lowered)
    )


# -- matching ----------------------------------------------------------------------------


def _match(sentence: str, lowered: str) -> tuple[_Rule, re.Match[str], str] | None:
    """The first rule that holds, its match, and the category it gives."""
    if not _ABOUT_SPEAKER.search(lowered):
        return None
    has_time: bool | None = None
    conditional = _CONDITIONAL.search(lowered)
    for rule in _RULES:
        if rule.hints is not None and rule.hints.search(lowered) is None:
            continue
        if rule.needs_time:
            if has_time is None:
                has_time = _TIME.search(lowered) is not None
            if not has_time:
                continue
        for match in rule.pattern.finditer(lowered):
            category = rule.category
            capital = match.start("cap") if "cap" in match.re.groupindex else -1
            if capital >= 0 and not sentence[capital].isupper():
                continue  # "call me Alex", not "call me later"
            if rule.accept is not None and not rule.accept(match, lowered, sentence):
                if rule.otherwise is None or "use" not in (match.groupdict().get("verb") or ""):
                    continue
                category = rule.otherwise  # "I use a standing desk"
            if category == "event":
                if has_time is None:
                    has_time = _TIME.search(lowered) is not None
                if _transient(lowered, match, has_time):
                    break
            if conditional is not None and conditional.start() <= match.start():
                return None
            return rule, match, category
    return None


def _transient(lowered: str, match: re.Match[str], has_time: bool) -> bool:
    """Work chatter, not a life event: "I tried X and got an error", "I got it working",
    "I pushed the changes" (a dated one, "I deployed v2 yesterday", is still an event)."""
    if _ERROR_TALK.search(lowered):
        return True
    if has_time:
        return False
    return bool(_PRONOUN_OBJECT.match(lowered, match.end()) or _WORK_TALK.search(lowered))


def _candidate(
    sentence: str, original: str, speaker: str, *, assistant: bool
) -> FactCandidate | None:
    lowered = sentence.translate(_LOWER)
    matched = _match(sentence, lowered)
    if matched is None:
        return None
    rule, match, category = matched
    groups = match.groupdict()
    negated = bool(groups.get("neg") or groups.get("neg2"))
    if negated and _CANT_STAND.search(match.group()):
        negated = False  # "can't stand X" states a dislike; it does not negate one
    if not negated and category != "event" and _ANYMORE.search(lowered):
        negated = True  # "I don't live there any more"
    single_valued = rule.slot is not None and category == rule.category and not negated
    slot = rule.slot(match, lowered) if single_valued and rule.slot is not None else None
    if slot is not None and not _SLOT_KEY.fullmatch(slot):
        slot = None
    confidence = rule.confidence
    if category == "event" and _TIME.search(lowered) is not None:
        confidence += 0.05
    if _HEDGE.search(lowered):
        confidence *= HEDGE_FACTOR
    if assistant:
        confidence *= ASSISTANT_FACTOR
    content = _content(sentence)
    return FactCandidate(
        content=content,
        category=category,
        quote=original,
        speaker=speaker,
        confidence=round(min(max(confidence, 0.05), 0.99), 2),
        slot=slot,
        negated=negated,
    )


def _content(sentence: str) -> str:
    text = " ".join(sentence.split()).strip(" ,;:-—–")
    if len(text) > MAX_CONTENT_CHARS:
        cut = text[: MAX_CONTENT_CHARS - 1]
        cut = cut[: cut.rfind(" ")] if " " in cut else cut
        text = cut.rstrip(" ,;:-") + "…"
    return text[:1].upper() + text[1:]


# -- the assistant's side: only what it confirms ------------------------------------------

_CONFIRMATION = re.compile(
    r"^(?:noted|got\s+it|understood|okay|ok|sure|will\s+do|done|great|perfect|"
    r"i(?:'ll|\s+will)\s+(?:remember|keep\s+in\s+mind)|i(?:'ve|\s+have)\s+(?:noted|saved|"
    r"remembered)|saved|remembered)\b[\s,:;.!—–-]*(?:that\s+)?(?=you|your)"
)
_ASSISTANT_SETUP = re.compile(
    r"^i(?:'ve|\s+have)\s+(?:now\s+)?(?:set\s+up|configured|switched|changed|updated|"
    r"installed|pinned|added|created|moved|migrated|set)\b.*\b(?:to|as|with|for|on|in)\b"
)
_ASSISTANT_DECISION = re.compile(
    r"^(?:as\s+(?:agreed|decided|discussed),\s*|we(?:'ve|\s+have)?\s+(?:decided|agreed|"
    r"settled\s+on)\b)"
)
_SECOND_TO_FIRST = (
    (re.compile(r"\byou're\b", re.I), "I'm"),
    (re.compile(r"\byou\s+are\b", re.I), "I am"),
    (re.compile(r"\byou've\b", re.I), "I've"),
    (re.compile(r"\byours\b", re.I), "mine"),
    (re.compile(r"\byour\b", re.I), "my"),
    (re.compile(r"\byou\b", re.I), "I"),
)
_THIRD_PERSON_VERBS = {"are": "is", "have": "has", "do": "does", "don't": "doesn't",
                       "were": "was"}  # fmt: skip
_MODALS = _word_set("can can't could will won't would should shall may might must")


def _about_user(statement: str) -> str:
    """A confirmed fact told about the user: "you prefer tabs" -> "User prefers tabs"."""
    text = re.sub(r"^your\b", "User's", statement, flags=re.I)
    text = re.sub(r"\byour\b", "the user's", text, flags=re.I)
    text = re.sub(r"^you're\b", "User is", text, flags=re.I)
    text = re.sub(r"^you've\b", "User has", text, flags=re.I)
    lead = re.match(r"you\s+(\S+)", text, re.I)
    if lead:
        verb = lead.group(1).lower()
        if verb in _THIRD_PERSON_VERBS:
            verb = _THIRD_PERSON_VERBS[verb]
        elif verb not in _MODALS and re.fullmatch(r"[a-z]+", verb):
            verb = _third_person(verb)
        text = f"User {verb}{text[lead.end() :]}"
    return re.sub(r"\byou\b", "the user", text, flags=re.I)


def _third_person(verb: str) -> str:
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _assistant_candidate(sentence: str, original: str, speaker: str) -> FactCandidate | None:
    lowered = sentence.translate(_LOWER)
    confirmed = _CONFIRMATION.match(lowered)
    if confirmed is not None:
        statement = sentence[confirmed.end() :].strip()
        first_person = statement
        for pattern, replacement in _SECOND_TO_FIRST:
            first_person = pattern.sub(replacement, first_person)
        found = _candidate(first_person, original, speaker, assistant=True)
        if found is None or found.category == "event":
            return None
        return FactCandidate(_content(_about_user(statement)), found.category, original,
                             speaker, found.confidence, found.slot, found.negated)  # fmt: skip
    decision = _ASSISTANT_DECISION.match(lowered) is not None
    if not decision and _ASSISTANT_SETUP.match(lowered) is None:
        return None
    slot = _technology_slot(lowered)
    category = "decision" if decision else "project"
    if category == "project" and slot and slot.startswith("user."):
        category = "environment"
    confidence = 0.8 * ASSISTANT_FACTOR * (HEDGE_FACTOR if _HEDGE.search(lowered) else 1.0)
    return FactCandidate(_content(sentence), category, original, speaker, round(confidence, 2),
                         slot)  # fmt: skip


# -- public API --------------------------------------------------------------------------


def extract_facts(
    text: str, *, speaker: str = "user", max_facts: int = 8, role: str | None = None
) -> list[FactCandidate]:
    """The facts ``speaker`` states in ``text``, in the order said (the ``max_facts`` most
    confident when there are more). ``role`` is "user" or "assistant"; by default it is
    "assistant" when the speaker is called that, else "user". An assistant's text only
    yields what it explicitly confirms ("Noted: you prefer ...", "I've set up X to use Y")."""
    if not isinstance(text, str) or not text.strip() or max_facts <= 0:
        return []
    assistant = (role or ("assistant" if speaker == "assistant" else "user")) == "assistant"
    try:
        found = list(_extract(text, speaker, assistant))
    except Exception:  # pragma: no cover - a rule bug must never break a conversation turn
        return []
    if len(found) > max_facts:
        keep = sorted(range(len(found)), key=lambda i: (-found[i].confidence, i))[:max_facts]
        found = [found[i] for i in sorted(keep)]
    return found


def _extract(text: str, speaker: str, assistant: bool) -> Iterator[FactCandidate]:
    seen: set[str] = set()
    for original in split_sentences(_prepare(text)):
        sentence, explicit = _clean(original)
        lowered = sentence.translate(_LOWER)
        if not _ABOUT_SPEAKER.search(lowered) and not (assistant and "you" in lowered):
            continue
        if _skip(sentence, lowered, original):
            continue
        if assistant:
            found = _assistant_candidate(sentence, original, speaker)
        else:
            found = _candidate(sentence, original, speaker, assistant=False)
        if found is None:
            continue
        key = _dedupe_key(found.content)
        if key in seen:
            continue
        seen.add(key)
        if explicit:
            boosted = round(min(0.99, found.confidence + EXPLICIT_BONUS), 2)
            found = FactCandidate(found.content, found.category, found.quote, found.speaker,
                                  boosted, found.slot, found.negated)  # fmt: skip
        yield found


def _dedupe_key(content: str) -> str:
    return " ".join(re.findall(r"\w+", content.casefold()))


def extract_turn(
    user: str,
    assistant: str = "",
    *,
    user_name: str = "user",
    assistant_name: str = "assistant",
) -> list[FactCandidate]:
    """The facts of one exchange: the user's statements, then what the assistant confirmed
    (a confirmation that repeats a user fact or slot of the same turn is dropped)."""
    facts = extract_facts(user, speaker=user_name, role="user")
    slots = {f.slot for f in facts if f.slot}
    said = {_dedupe_key(f.content) for f in facts}
    for fact in extract_facts(assistant, speaker=assistant_name, role="assistant"):
        if (fact.slot and fact.slot in slots) or _dedupe_key(fact.content) in said:
            continue
        facts.append(fact)
    return facts
