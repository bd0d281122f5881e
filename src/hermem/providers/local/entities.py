"""Entity extraction for linking facts (pure, precision-oriented, never raises).

Entities join facts that talk about the same thing: "Caroline", "Bank of America",
"postgres", "src/app/main.py". A wrong entity links unrelated facts, so the rules prefer
missing a name to inventing one:

1. quoted strings (straight or curly quotes, not apostrophes) win: kind ``quoted``;
2. "X aka Y" / "X, also known as Y" make one entity with an alias;
3. technology is recognized even in lower case: a built-in lexicon (``TECHNOLOGY_KINDS``),
   versions (``v2.3.1``), file paths and dotted names (``hermem.sessions``);
4. capitalized phrases ("Bank of America") and capitalized words that do not start a
   sentence ("... met Caroline"); a sentence-initial word alone is not trusted, leading
   generic words are dropped ("The Playwright" -> "Playwright") and phrases made only
   of generic words ("Current Status") are not entities.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

MAX_NAME_CHARS = 80
MAX_NAME_WORDS = 8

# kind -> technology names; extraction.py reads the kind to derive slots ("we use
# postgres" -> project.database). Multi-word names are written with underscores.
_LEXICON_BY_KIND = {
    "language": "python java javascript typescript go golang rust ruby php perl kotlin swift "
    "scala haskell elixir erlang clojure lua julia dart zig nim ocaml fortran cobol c# c++ "
    "objective-c r matlab bash sql html css",
    "database": "postgres postgresql mysql mariadb sqlite sqlite3 mongodb mongo cassandra "
    "dynamodb cockroachdb oracle mssql sql_server duckdb clickhouse neo4j couchdb firestore "
    "supabase snowflake bigquery",
    "cache": "redis memcached valkey",
    "search": "elasticsearch opensearch meilisearch typesense solr",
    "queue": "kafka rabbitmq celery nats sqs",
    "framework": "django flask fastapi rails ruby_on_rails spring laravel express nextjs "
    "next.js nuxt react react_native vue angular svelte sveltekit remix astro tailwind "
    "bootstrap jquery pandas numpy pytorch tensorflow keras scikit-learn langchain "
    "llamaindex pydantic sqlalchemy prisma htmx streamlit gradio electron tauri flutter "
    "node node.js nodejs deno bun dotnet .net",
    "cloud": "aws azure gcp google_cloud heroku vercel netlify cloudflare digitalocean "
    "fly.io render linode hetzner",
    "os": "linux macos osx windows ubuntu debian fedora arch arch_linux centos alpine nixos "
    "wsl freebsd android ios",
    "editor": "vim neovim nvim emacs vscode vs_code visual_studio_code sublime sublime_text "
    "intellij pycharm webstorm goland xcode cursor zed helix nano",
    "shell": "zsh fish powershell",
    "terminal": "tmux iterm2 alacritty kitty wezterm ghostty",
    "container": "docker podman kubernetes k8s helm terraform ansible vagrant nginx apache "
    "caddy traefik",
    "ci": "jenkins circleci travis github_actions gitlab_ci buildkite",
    "vcs": "git github gitlab bitbucket mercurial",
    "package_manager": "pip uv poetry pipenv conda npm yarn pnpm cargo homebrew brew "
    "apt maven gradle",
    "test_runner": "pytest unittest jest vitest mocha cypress playwright selenium hypothesis",
    "tool": "ruff mypy black flake8 eslint prettier webpack vite make cmake ollama "
    "llama.cpp vllm openai anthropic claude chatgpt gpt-4 jupyter grafana prometheus "
    "sentry datadog graphql grpc",
}


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


def _lexicon() -> dict[str, str]:
    # Multi-word names are written with underscores in the table above.
    return {
        name.replace("_", " "): kind
        for kind, names in _LEXICON_BY_KIND.items()
        for name in names.split()
    }


TECHNOLOGY_KINDS: dict[str, str] = _lexicon()
_MULTIWORD_TECH = {name for name in TECHNOLOGY_KINDS if " " in name}
_MULTIWORD_TECH_STARTS = {name.split()[0] for name in _MULTIWORD_TECH}
# Ordinary words too: only technology when capitalized mid-sentence or versioned.
_AMBIGUOUS_TECH = _word_set(
    "go r c# make bun node express spring rust swift cursor zed helix nano apache kitty "
    "fish oracle render arch helm mocha jest black sentry apt brew conda bootstrap "
    "electron remix astro flutter kafka"
)

# Words that may open a capitalized phrase without being part of the name ("Thanks Mel",
# "The Playwright"): dropped from its start.
_LEADING_WORDS = _word_set(
    """a an the this that these those my our your his her their its it we they he she you me
    us them hey hi hello dear thanks thank yes no not ok okay oh wow so and but or if when
    then also just well btw fyi lol haha omg please sorry sure yeah nope yep congrats
    congratulations welcome today tomorrow yesterday tonight anyway actually maybe perhaps
    mr mrs ms miss mx dr prof st"""
)
# A phrase made only of these ("Current Status", "Next Steps") names nothing.
GENERIC_WORDS = _LEADING_WORDS | _word_set(
    """i i'm i've i'll i'd im great good nice cool awesome amazing happy current status next
    steps step summary update updates note notes important new old final todo done overview
    introduction conclusion background details result results question questions answer
    answers problem issue issues fix bug bugs task tasks plan plans goal goals idea ideas
    morning afternoon evening night week weekend month year day time first second third last
    other some any all every each many more most is are was were be been am do does did have
    has had will would can could should may might must here there what why how where who
    which whose whom about after before again only very really still now soon later
    definitely totally absolutely of in on at to for from by with without into over under up
    down out off api cli ui ux url id faq tbh omw asap eta pr wip misc etc one two three
    hope love like sounds looks"""
)
_CALENDAR_WORDS = _word_set(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december mon tue tues wed thu thur thurs
    fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec"""
)
_INNER_CONNECTORS = _word_set("of de van von der den la le du da del di the y &")
_ABBREVIATIONS = _word_set("mr mrs ms mx dr prof st mt jr sr vs no fig gen col capt lt sgt rev hon")
_HONORIFICS = _word_set("mr mrs ms miss mx dr prof sir dame madam aunt uncle")
_PERSON_CUES = _word_set(
    """hey hi hello dear thanks congrats congratulations wife husband partner girlfriend
    boyfriend son daughter mom dad mother father brother sister friend boss colleague
    coworker cousin grandma grandpa niece nephew mentor"""
)
_PLACE_PREPOSITIONS = _word_set("in at to from near visit visited visiting around")
_ORGANIZATION_WORDS = _word_set(
    """inc corp corporation llc ltd gmbh university college school bank company co team
    foundation institute association group club hospital agency department labs studio
    studios academy society council ministry"""
)
_PLACE_WORDS = _word_set(
    "city street avenue road park lake river mountain mountains beach island county bay "
    "valley airport station museum church cafe restaurant hotel mall center centre"
)

# Sentence-initial words that are subjects without being names ("Everything is fine").
_COMMON_SUBJECTS = _word_set(
    """everything everyone everybody something someone somebody nothing nobody anything
    anyone life nature family work school home music art love people things stuff kids
    pottery dogs cats friends parents weather traffic"""
)
_SUBJECT_VERBS = _word_set(
    "is was has had will would can could should did does said says and just also always "
    "never really still went got made took told"
)
_VERB_FORM = re.compile(r"[a-z]{2,}(?:ed|es|s)")

# A chunk of text between spaces and hard punctuation; _classify says what it is.
_CHUNK = re.compile(r"[^\s\"“”‘`()\[\]{}<>,;!?*|=]+")
_CHUNK_LEAD = "'’:-&+"
_CHUNK_TRAIL = ".:'’-&"
_URL = re.compile(r"\bhttps?://\S+|\bwww\.\S+", re.I)
_VERSION = re.compile(r"v\d+(?:\.\d+)*(?:[-+][\w.]+)?|\d+\.\d+\.\d+(?:[-+][\w.]+)?", re.I)
_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")
_DOTTED_PART = re.compile(r"[^\W\d][\w+-]*")
_QUOTED = re.compile(
    r"\"(?P<a>[^\"\n]{1,200}?)\""
    r"|“(?P<b>[^”\n]{1,200}?)”"
    r"|‘(?P<c>[^’\n]{1,200}?)’(?!\w)"
    r"|(?<![\w'])'(?P<d>[^'\s][^'\n]{0,198}?)'(?!\w)"
    r"|`(?P<e>[^`\n]{1,200}?)`"
)
_ALIAS_MARKER = re.compile(r"\b(?:aka|a\.k\.a\.?|a/k/a|also known as|also called)(?!\w)", re.I)
_SENTENCE_BREAK = re.compile(r"[.!?:;\n•|()\[\]{}\"“”]|^\s*[-*#>]")
_EDGE_PUNCT = " \t\r\n\"'“”‘’`.,;:!?()[]{}<>*_~-–—…"
_TECH_EDGE_PUNCT = " \t\r\n\"'“”‘’`,;:!?()[]{}<>*…"
_FILE_EXTENSION = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,5}/?$")


@dataclass(frozen=True, slots=True)
class Entity:
    """A named thing in a text; ``key`` is its identity for linking facts."""

    name: str
    key: str
    kind: str
    aliases: tuple[str, ...] = ()


@dataclass(slots=True)
class _Candidate:
    name: str
    kind: str
    start: int
    end: int
    aliases: list[str]
    weak: bool = False  # only an entity if "aka" gives it an alias


@dataclass(slots=True)
class _Token:
    text: str
    group: str
    start: int
    end: int
    initial: bool  # first word of a sentence, line or clause after a colon


def entity_key(name: str) -> str:
    """The identity of a name: case-folded, inner whitespace collapsed."""
    return " ".join(name.casefold().split())


def extract_entities(text: str) -> list[Entity]:
    """The entities named in ``text``, de-duplicated by key, in order of first appearance."""
    if not isinstance(text, str) or not text.strip():
        return []
    try:
        return _extract(unicodedata.normalize("NFKC", text))
    except Exception:  # pragma: no cover - a rule bug must not break storing a fact
        return []


def _extract(text: str) -> list[Entity]:
    candidates, masked = _quoted(text)
    masked = sorted(masked + [m.span() for m in _URL.finditer(text)])
    tokens = _tokens(text, masked)
    technology, taken = _technology(tokens)
    candidates += technology
    candidates += _capitalized(tokens, taken)
    candidates.sort(key=lambda c: c.start)
    _merge_aliases(text, candidates)
    entities: dict[str, Entity] = {}
    for candidate in candidates:
        entity = _finish(candidate)
        if entity is None:
            continue
        known = entities.get(entity.key)
        if known is None:
            entities[entity.key] = entity
        elif entity.aliases:
            merged = tuple(dict.fromkeys((*known.aliases, *entity.aliases)))
            entities[entity.key] = Entity(known.name, known.key, known.kind, merged)
    return list(entities.values())


def _quoted(text: str) -> tuple[list[_Candidate], list[tuple[int, int]]]:
    found: list[_Candidate] = []
    spans: list[tuple[int, int]] = []
    for match in _QUOTED.finditer(text):
        group = match.lastgroup or "a"
        inner = match.group(group).strip()
        spans.append(match.span())
        if not inner or len(inner.split()) > MAX_NAME_WORDS:
            continue
        kind = "technology" if group == "e" else "quoted"
        found.append(_Candidate(inner, kind, match.start(), match.end(), []))
    return found, spans


def _tokens(text: str, masked: list[tuple[int, int]]) -> list[_Token]:
    tokens: list[_Token] = []
    previous = ""
    previous_end = -1
    masks = iter(masked)
    mask = next(masks, None)
    for match in _CHUNK.finditer(text):
        raw = match.group()
        chunk = raw.lstrip(_CHUNK_LEAD)
        start = match.start() + len(raw) - len(chunk)
        chunk = chunk.rstrip(_CHUNK_TRAIL)
        if not chunk:
            continue
        end = start + len(chunk)
        while mask is not None and mask[1] <= start:
            mask = next(masks, None)
        if previous_end < 0:
            initial = True
        else:
            gap = text[previous_end:start]
            initial = (
                gap != " "
                and _SENTENCE_BREAK.search(gap) is not None
                and not _abbreviated(previous, gap)
            )
        previous, previous_end = chunk, end
        if mask is None or mask[0] > start:
            tokens.append(_Token(chunk, _classify(chunk), start, end, initial))
    return tokens


def _classify(chunk: str) -> str:
    """word, number, version, path, dotted (a name from code), or other."""
    if chunk.isalpha():
        return "word"
    first = chunk[0]
    if "/" in chunk:
        rooted = chunk.startswith(("/", "~/", "./", "../"))
        if rooted or chunk.count("/") >= 2 or _FILE_EXTENSION.search(chunk):
            return "path" if any(ch.isalpha() for ch in chunk) else "other"
        return "other"
    if _VERSION.fullmatch(chunk):
        return "version"
    if first.isdigit():
        return "number" if _NUMBER.fullmatch(chunk) else "other"
    if ":" in chunk:
        return "other"
    if "." in chunk:
        if entity_key(chunk) in TECHNOLOGY_KINDS:
            return "word"
        parts = chunk.lstrip(".").split(".")
        # "e.g", "U.S" and "Paris.Then" are not names from code.
        if all(len(p) >= 2 and _DOTTED_PART.fullmatch(p) for p in parts) and not any(
            p[:1].isupper() for p in parts[1:]
        ):
            return "dotted"
        return "other"
    return "word" if first.isalpha() else "other"


def _abbreviated(previous: str, gap: str) -> bool:
    """Whether a dot ends an abbreviation ("Dr. Smith", "J. R. R. Tolkien"), not a sentence."""
    if gap.strip() != ".":
        return False
    folded = previous.casefold()
    return folded in _ABBREVIATIONS or all(len(part) <= 1 for part in folded.split("."))


def _technology(tokens: list[_Token]) -> tuple[list[_Candidate], set[int]]:
    """Technology names, and the start offsets of the tokens they use."""
    found: list[_Candidate] = []
    taken: set[int] = set()
    index = 0
    while index < len(tokens):
        token = tokens[index]
        size = _multiword_tech_size(tokens, index)
        if size:
            words = tokens[index : index + size]
            name = " ".join(t.text for t in words)
            found.append(_Candidate(name, "technology", token.start, words[-1].end, []))
            taken.update(t.start for t in words)
            index += size
            continue
        if token.group in ("path", "version", "dotted"):
            found.append(_Candidate(token.text, "technology", token.start, token.end, []))
            taken.add(token.start)
            index += 1
            continue
        folded = token.text.casefold()
        if token.group == "word" and folded in TECHNOLOGY_KINDS:
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            versioned = (
                following is not None
                and following.group in ("number", "version")
                and following.start - token.end == 1
            )
            capitalized_mid_sentence = token.text[:1].isupper() and not token.initial
            if folded not in _AMBIGUOUS_TECH or versioned or capitalized_mid_sentence:
                found.append(_Candidate(token.text, "technology", token.start, token.end, []))
                taken.add(token.start)
                if versioned and following is not None:
                    name = f"{token.text} {following.text}"
                    found.append(_Candidate(name, "technology", token.start, following.end, []))
                    index += 1
        index += 1
    return found, taken


def _multiword_tech_size(tokens: list[_Token], index: int) -> int:
    if tokens[index].text.casefold() not in _MULTIWORD_TECH_STARTS:
        return 0
    for size in (3, 2):
        window = tokens[index : index + size]
        if len(window) < size or any(t.group != "word" for t in window):
            continue
        if " ".join(t.text.casefold() for t in window) in _MULTIWORD_TECH:
            return size
    return 0


def _capitalized(tokens: list[_Token], taken: set[int]) -> list[_Candidate]:
    found: list[_Candidate] = []
    index = 0
    while index < len(tokens):
        if not _starts_name(tokens[index]) or tokens[index].start in taken:
            index += 1
            continue
        phrase = [tokens[index]]
        cursor = index + 1
        while cursor < len(tokens):
            token = tokens[cursor]
            if token.initial or token.group != "word" or token.start in taken:
                break
            if tokens[cursor - 1].text.endswith(("'s", "’s")):
                break  # "Caroline's Mom": the possessive ends the name
            if _starts_name(token):
                phrase.append(token)
                cursor += 1
                continue
            joined = _connector_run(tokens, cursor)
            if not joined:
                break
            phrase.extend(tokens[cursor : cursor + joined])
            cursor += joined
        candidate = _phrase_candidate(tokens, index, phrase)
        if candidate is not None:
            found.append(candidate)
        index = cursor
    return found


def _connector_run(tokens: list[_Token], cursor: int) -> int:
    """How many tokens "of the Rings" adds to a name: connectors, then a capitalized word."""
    for size in (1, 2):
        run = tokens[cursor : cursor + size]
        after = cursor + size
        if len(run) < size or after >= len(tokens):
            return 0
        if any(t.initial or t.text.casefold() not in _INNER_CONNECTORS for t in run):
            return 0
        if _starts_name(tokens[after]) and not tokens[after].initial:
            return size + 1
    return 0


def _starts_name(token: _Token) -> bool:
    if token.group != "word" or not token.text[:1].isupper():
        return False
    word = _folded(token.text)
    return word not in _CALENDAR_WORDS and word not in ("i", "i'm", "i’m", "i've", "i'll", "i'd")


def _phrase_candidate(tokens: list[_Token], index: int, phrase: list[_Token]) -> _Candidate | None:
    words = list(phrase)
    while words and _folded(words[0].text) in _LEADING_WORDS:
        words.pop(0)
    while words and (
        _folded(words[-1].text) in _LEADING_WORDS or _folded(words[-1].text) in _INNER_CONNECTORS
    ):
        words.pop()
    if not words or all(_folded(w.text) in GENERIC_WORDS for w in words):
        return None
    if _folded(phrase[0].text) in ("no", "not"):
        return None
    name = " ".join(w.text for w in words)
    back = index - 1
    while back > 0 and _folded(tokens[back].text) == "the":
        back -= 1  # "to the Museum of Modern Art": the cue is "to"
    before = _folded(tokens[back].text) if back >= 0 else ""
    cue_words = {_folded(w.text) for w in phrase[: phrase.index(words[0])]} | {before}
    kind = _guess_kind(words, cue_words)
    # A capitalized word that starts a sentence is just capitalized, unless it is the
    # subject of a verb ("Caroline moved to Paris", "Paris is lovely").
    weak = len(phrase) == 1 and phrase[0].initial and not _is_subject(tokens, index)
    return _Candidate(name, kind, words[0].start, words[-1].end, [], weak)


def _is_subject(tokens: list[_Token], index: int) -> bool:
    word = _folded(tokens[index].text)
    if word in _COMMON_SUBJECTS or index + 1 >= len(tokens):
        return False
    following = tokens[index + 1]
    if following.initial or following.start - tokens[index].end != 1:
        return False
    verb = following.text
    return verb in _SUBJECT_VERBS or bool(_VERB_FORM.fullmatch(verb))


def _folded(word: str) -> str:
    folded = word.casefold().rstrip(".")
    return folded[:-2] if folded.endswith(("'s", "’s")) else folded


def _guess_kind(words: list[_Token], cue_words: set[str]) -> str:
    folded = [_folded(w.text) for w in words]
    if " ".join(folded) in TECHNOLOGY_KINDS:
        return "technology"
    if any(w in _ORGANIZATION_WORDS for w in folded):
        return "organization"
    if any(w in _PLACE_WORDS for w in folded[1:]):
        return "place"
    if cue_words & _HONORIFICS or cue_words & _PERSON_CUES:
        return "person"
    if cue_words & _PLACE_PREPOSITIONS:
        return "place"
    return "thing"


def _merge_aliases(text: str, candidates: list[_Candidate]) -> None:
    for marker in _ALIAS_MARKER.finditer(text):
        left = next(
            (
                c
                for c in reversed(candidates)
                if c.end <= marker.start() and not text[c.end : marker.start()].strip(" ,(")
            ),
            None,
        )
        right = next(
            (
                c
                for c in candidates
                if c.start >= marker.end() and not text[marker.end() : c.start].strip(" ,:")
            ),
            None,
        )
        if left is None:
            continue
        if right is not None:
            left.aliases.append(right.name)
            candidates.remove(right)
            continue
        word = re.match(r"\s*,?\s*([^\W_][\w.+#-]*)", text[marker.end() :])
        if word and entity_key(word.group(1)) not in GENERIC_WORDS:
            left.aliases.append(word.group(1))


def _finish(candidate: _Candidate) -> Entity | None:
    if candidate.weak and not candidate.aliases:
        return None
    name = _clean_name(candidate.name, technical=candidate.kind == "technology")
    if not _acceptable(name):
        return None
    aliases: list[str] = []
    for alias in candidate.aliases:
        cleaned = _clean_name(alias, technical=False)
        if _acceptable(cleaned) and entity_key(cleaned) != entity_key(name):
            aliases.append(cleaned)
    return Entity(name, entity_key(name), candidate.kind, tuple(dict.fromkeys(aliases)))


def _clean_name(raw: str, *, technical: bool) -> str:
    name = " ".join(raw.split())
    if technical:
        return name.strip(_TECH_EDGE_PUNCT).rstrip(".")
    name = name.strip(_EDGE_PUNCT)
    if name.endswith(("'s", "’s")):
        name = name[:-2].strip(_EDGE_PUNCT)  # "America's" -> "America"
    return name


def _acceptable(name: str) -> bool:
    if len(name) < 2 or len(name) > MAX_NAME_CHARS or len(name.split()) > MAX_NAME_WORDS:
        return False
    key = entity_key(name)
    if key in GENERIC_WORDS or key in _CALENDAR_WORDS:
        return False
    digits = key.replace(".", "").replace(",", "").replace(" ", "")
    return not digits.isdigit() and any(ch.isalnum() for ch in key)
