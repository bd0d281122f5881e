"""Instruction override, role hijack and prompt leaks in languages other than English.

Written against the folded text: lower case, accents stripped from Latin letters ("précédentes"
-> "precedentes", "hättest" -> "hattest"), Cyrillic and CJK as they are. Like the English
rows, each needs an order plus a target (instructions, rules, prompt) and a quantifier
(all, previous, your) or the language's "previous" adjective after the noun.
"""

from __future__ import annotations

from hermem.safety.findings import HIGH
from hermem.safety.patterns import FILLER, SHORT_FILLER, ThreatPattern, threat

_F = FILLER
_SF = SHORT_FILLER


def _override(lang: str, anchors: tuple[str, ...], pattern: str) -> ThreatPattern:
    return threat(
        f"prompt_injection_{lang}", "injection", HIGH, anchors, pattern,
        f"Tells the model to ignore its previous instructions ({lang}).",
    )  # fmt: skip


def _role(lang: str, anchors: tuple[str, ...], pattern: str) -> ThreatPattern:
    return threat(
        f"role_hijack_{lang}", "role_hijack", HIGH, anchors, pattern,
        f"Tries to give the model a new role or remove its limits ({lang}).",
    )  # fmt: skip


def _leak(lang: str, anchors: tuple[str, ...], pattern: str) -> ThreatPattern:
    return threat(
        f"leak_system_prompt_{lang}", "role_hijack", HIGH, anchors, pattern,
        f"Asks the model to reveal its system prompt ({lang}).",
    )  # fmt: skip


def _romance(verbs: str, quantifiers: str, targets: str, after: str, everything: str) -> str:
    # verb [filler] (quantifier [filler] target | target [up to two words] adjective)
    # | verb "everything said before".
    return (
        rf"\b(?:{verbs})\s+{_F}(?:(?:{quantifiers})\s+{_SF}(?:{targets})\b"
        rf"|(?:{targets})\s+(?:[\w'’]+\s+){{0,2}}?(?:{after})\b)"
        rf"|\b(?:{verbs})\s+(?:{everything})\b"
    )


ES_VERBS = (
    r"ignora|ignore|ignoren|ignorad|ignorar|olvida|olvide|olviden|olvidad|olvidar|descarta"
    r"|descarte|descartar|omite|omita|omitir|desobedece|desobedezca|desatiende|desatienda"
    r"|haz\s+caso\s+omiso\s+(?:a|de)|no\s+(?:sigas|siga|obedezcas|obedezca|hagas\s+caso\s+(?:a|de))"
    # Politely: "te agradecería que ignoraras / dejaras de seguir ...".
    r"|(?<!no\s)(?:ignores|olvides)|ignoraras|ignorases|olvidaras|olvidases|descartaras|omitieras"
    r"|(?:deja|deje|dejes|dejen|dejar|dejaras|dejases)\s+de\s+(?:seguir|obedecer|respetar|aplicar"
    r"|tener\s+en\s+cuenta)|no\s+(?:siguieras|siguieses|respetes|respetaras|tengas\s+en\s+cuenta)"
)
_FR_VERBS = (
    r"ignore|ignorez|ignorer|oublie|oubliez|oublier|neglige|negligez|contourne|contournez"
    r"|fais\s+abstraction\s+d(?:e|es|u)|faites\s+abstraction\s+d(?:e|es|u)"
    r"|ne\s+tiens\s+(?:plus\s+|pas\s+)compte\s+d(?:e|es|u)"
    r"|ne\s+tenez\s+(?:plus\s+|pas\s+)compte\s+d(?:e|es|u)|ne\s+suis\s+(?:plus|pas)"
    r"|ne\s+suivez\s+(?:plus|pas)|passe\s+outre\s+a|passez\s+outre\s+a|desobeis|desobeissez"
    # Politely: "merci de ne plus tenir compte de ...", "j'aimerais que tu ignores ...".
    r"|ne\s+plus\s+(?:tenir\s+compte\s+d(?:e|es|u)|suivre|respecter|appliquer|obeir\s+a(?:ux)?)"
    r"|ne\s+pas\s+tenir\s+compte\s+d(?:e|es|u)|(?<!ne\s)(?:ignores|oublies)"
    r"|ne\s+(?:suives|respectes|appliques)\s+plus|ne\s+tiennes\s+plus\s+compte\s+d(?:e|es|u)"
)
_PT_VERBS = (
    r"ignore|ignora|ignorem|ignorar|esqueca|esquece|esquecam|esquecer|desconsidere|desconsidera"
    r"|desconsiderar|despreze|despreza|descarte|descarta|desobedeca|pare\s+de\s+seguir"
    r"|nao\s+(?:siga|sigas|obedeca|obedecas)"
    # Politely: "agradeceria se você ignorasse / deixasse de seguir ...".
    r"|(?<!nao\s)(?:ignorasse|ignorasses|esquecesse|esquecesses|desconsiderasse)"
    r"|(?:deixe|deixa|deixar|deixasse|pare|parar|parasse)\s+de\s+(?:seguir|obedecer|respeitar"
    r"|considerar|aplicar)|nao\s+(?:seguisse|respeite|respeitasse|leve\s+em\s+conta"
    r"|levasse\s+em\s+conta)"
)
_IT_VERBS = (
    r"ignora|(?<!\bse\s)(?<!\bse\stu\s)ignori|ignorate|ignorare|dimentica|dimentichi|dimenticate|dimenticare|trascura"
    r"|trascurate|tralascia|disattendi|disobbedisci|smetti\s+di\s+seguire"
    r"|non\s+(?:seguire|considerare|tenere\s+conto\s+d(?:i|ei|elle|egli))"
    # Politely: "ti sarei grato se ignorassi / smettessi di seguire ...".
    r"|(?<!non\s)(?:ignorassi|dimenticassi)|(?:smettessi|smettere|smettila)\s+di\s+seguire"
    r"|non\s+(?:seguissi|rispettare|rispettassi|tenere\s+piu\s+conto\s+d(?:i|ei|elle|egli))"
)
_DE_QUANT = (
    r"alle|samtliche|deine|ihre|jegliche|jede|vorherigen|vorigen|bisherigen|obigen|fruheren"
    r"|vorangegangenen|vorhergehenden|ursprunglichen|alten|die\s+(?:vorherigen|bisherigen|obigen)"
)
DE_TARGETS = (
    r"anweisungen|anweisung|instruktionen|regeln|befehle|vorgaben|richtlinien|anordnungen"
    r"|prompts?|systemprompt|system-prompt|systemanweisungen|einschrankungen|beschrankungen"
    r"|vorschriften|direktiven"
)
RU_VERBS = (
    r"игнорируй|игнорируйте|игнорировать|проигнорируй|проигнорируйте|забудь|забудьте|забыть"
    r"|отбрось|отбросьте|отмени|отмените|пренебреги|пренебрегите|обойди|обойдите|нарушь"
    r"|не\s+обращай(?:те)?\s+внимания\s+на|не\s+следуй(?:те)?|не\s+слушай(?:те)?"
    r"|не\s+выполняй(?:те)?|перестань(?:те)?\s+следовать"
)
_RU_QUANT = (
    r"все|всё|всех|всем|предыдущие|предыдущих|предыдущим|прежние|прежних|прошлые|прошлых"
    r"|вышеуказанные|вышеизложенные|вышеперечисленные|ранее|твои|твоих|твоим|ваши|ваших|свои"
    r"|своих|системные|системных|изначальные|исходные|старые"
)
_RU_TARGETS = (
    r"инструкци[июяй]\w{0,2}|указани[яйе]\w{0,2}|правил\w{0,3}|команд\w{0,2}|приказ\w{0,2}"
    r"|установ\w{1,4}|ограничени\w{1,3}|промпт\w{0,2}|подсказк\w{1,2}|директив\w{0,2}"
    r"|распоряжени\w{1,3}|требовани\w{1,3}|настрой\w{1,3}"
)
_ZH_VERBS = (
    r"忽略|忽视|忽視|無視|无视|不要理会|不要理會|不理会|不理會|不用理会|别管|別管|忘记|忘記|忘掉"
    r"|抛开|拋開|放弃|放棄|无需遵守|無需遵守|不要遵守|不再遵守|不必遵守|跳过|跳過|绕过|繞過"
    r"|覆盖|覆蓋"
)
_ZH_ANCHORS = (
    "忽略", "忽视", "忽視", "無視", "无视", "理会", "理會", "别管", "別管", "忘", "抛开", "拋開",
    "放弃", "放棄", "遵守", "跳过", "跳過", "绕过", "繞過", "覆盖", "覆蓋",
)  # fmt: skip
_ZH_BEFORE = (
    r"之前|以前|先前|此前|上面|上述|以上|前面|前述|原有|原来|原來"
    r"|原始|原先|系统|系統|你的|预设|預設"
)
_ZH_STRONG = r"指令|指示|提示词|提示詞|系统提示|系統提示|设定|設定|指导原则|指導原則"
_ZH_WEAK = r"规则|規則|命令|要求|约束|約束|限制|规定|規定|准则|準則|说明|說明|提示"

# The rows stay in compact table layout; one argument per line would hide the table.
# fmt: off
LANGUAGE_PATTERNS: tuple[ThreatPattern, ...] = (
    # Spanish.
    _override("es", ("ignor", "olvid", "descart", "omit", "desobede", "desatiend", "omiso",
                     "sigas", "siga", "obedezca", "hagas", "seguir", "obedecer", "respet",
                     "aplicar", "cuenta", "siguier", "siguies"),
              _romance(ES_VERBS, r"todas?|todos?|tus|sus|cualquier|cada",
                       r"instrucciones|indicaciones|reglas|ordenes|directrices|normas|directivas"
                       r"|consignas|pautas|restricciones|prompt|mensaje\s+del\s+sistema",
                       r"anteriores|previas|precedentes|de\s+arriba|del\s+(?:sistema|desarrollador"
                       r"|operador)|iniciales|originales|que\s+(?:te|le)\s+(?:dieron|di|han\s+dado)"
                       r"|dadas|recibidas",
                       r"(?:todo\s+)?lo\s+(?:anterior|de\s+arriba|previo)")),
    _role("es", ("eres", "seras", "sos", "actuaras", "comportaras", "actua", "modo"),
          r"\b(?:ahora\s+(?:eres|seras|sos)|(?:a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante),?"
          r"\s+(?:eres|seras|actuaras|te\s+comportaras))\s+(?:como\s+)?(?:un|una|el|la|mi|dan\b"
          r"|libre|(?:\w+\s+)?sin\s+(?:restricciones|limites|reglas|filtros))"
          r"|\bya\s+no\s+eres\s+(?:un|una)\s+(?:ia|asistente|modelo)\b"
          r"|\bactua\s+como\s+(?:si\s+no\s+tuvieras\s+(?:restricciones|reglas|limites|filtros)"
          r"|el\s+sistema|(?:una?\s+)?(?:ia|asistente|modelo)\s+sin\s+(?:restricciones|reglas"
          r"|limites|filtros)|dan\b)"
          r"|\bmodo\s+(?:dan|desarrollador|dios|sin\s+restricciones)\s+(?:activado|habilitado)"),
    _leak("es", ("revela", "muestra", "muestre", "imprime", "imprima", "repite", "repita", "dime",
                 "ensename", "escribe", "comparte"),
          rf"\b(?:revela|revele|muestra|muestrame|muestre|imprime|imprima|repite|repita|dime"
          rf"|ensename|escribe|comparte)\s+{_F}(?:tu|tus|su|sus)\s+{_SF}"
          r"(?:prompt|instrucciones|mensaje\s+(?:del\s+|de\s+)?sistema)\b"),
    # French.
    _override("fr", ("ignor", "oubli", "neglig", "contourn", "abstraction", "compte", "suis",
                     "suivez", "outre", "desobei", "suivre", "suives", "respect", "appliqu",
                     "obeir"),
              _romance(_FR_VERBS, r"toutes|tous|tes|vos|ces|les\s+(?:precedentes|anciennes)",
                       r"instructions|consignes|regles|directives|ordres|indications|prompt"
                       r"|contraintes|restrictions|limites|commandes",
                       r"precedentes|anterieures|ci-dessus|d'avant|d’avant|initiales|originales"
                       r"|d[eu]s?\s+(?:systeme|developpeur|createur|operateur)|systeme|recues"
                       r"|donnees|qu'on\s+t'a\s+donnees|que\s+tu\s+as\s+recues",
                       r"tout\s+ce\s+qui\s+(?:precede|a\s+ete\s+dit)|tout\s+ce\s+qu'on\s+t'a\s+dit")),
    _role("fr", ("maintenant", "desormais", "dorenavant", "present", "n'es", "agis", "mode"),
          r"\b(?:tu\s+es|vous\s+etes)\s+(?:maintenant|desormais|a\s+present)\s+(?:un|une|le|la"
          r"|mon|dan\b|libre|en\s+mode)"
          r"|\b(?:a\s+partir\s+de\s+maintenant|desormais|dorenavant),?\s+(?:tu\s+(?:es|seras|vas"
          r"|dois|agiras)|vous\s+(?:etes|serez|allez|devez|agirez))\s+(?:un|une|le|la|dan\b|agir"
          r"|te\s+comporter|vous\s+comporter|ignorer|obeir|repondre\s+sans)"
          r"|\btu\s+n'es\s+plus\s+(?:un|une)\s+(?:ia|assistant|modele)\b"
          r"|\bagis\s+comme\s+(?:si\s+tu\s+n'avais\s+(?:aucune|pas\s+de)\s+(?:restriction|regle"
          r"|limite|filtre)|le\s+systeme|(?:une?\s+)?(?:ia|assistant|modele)\s+sans)"
          r"|\bmode\s+(?:dan|developpeur|dieu|sans\s+restriction)\s+(?:active|enclenche)"),
    _leak("fr", ("revel", "affich", "montre", "repete", "imprime", "donne", "dis-moi", "ecris"),
          rf"\b(?:revele|revelez|affiche|affichez|montre|montrez|montre-moi|repete|repetez|imprime"
          rf"|imprimez|donne-moi|dis-moi|ecris)\s+{_F}(?:ton|tes|votre|vos)\s+{_SF}"
          r"(?:prompt|instructions|consignes|message\s+systeme)\b"),
    # German.
    _override("de", ("ignorier", "vergiss", "vergessen", "missacht", "ubergeh", "verwirf",
                     "verwerfen", "uberschreib", "befolge", "folge", "kraft"),
              rf"\b(?:ignoriere|ignorier|ignorieren\s+sie|vergiss|vergessen\s+sie|missachte"
              rf"|missachten\s+sie|ubergehe|ubergehen\s+sie|verwirf|verwerfen\s+sie|uberschreibe"
              rf"|uberschreiben\s+sie|befolge\s+(?:nicht|keine)|folge\s+(?:nicht|keinen))\s+{_F}"
              rf"(?:{_DE_QUANT})\s+{_SF}(?:{DE_TARGETS})\b"
              rf"|\b(?:{_DE_QUANT})\s+{_SF}(?:{DE_TARGETS})\s+(?:\w+\s+){{0,3}}?"
              r"(?:ignorieren|vergessen|missachten|ubergehen|verwerfen)\b"
              rf"|\bsetze\s+{_F}(?:{_DE_QUANT})\s+{_SF}(?:{DE_TARGETS})\s+au(?:ss|ß)er\s+kraft\b"),
    _role("de", ("bist", "wirst", "sollst", "verhalte", "modus", "als"),
          r"\bdu\s+bist\s+(?:jetzt|nun|ab\s+sofort|ab\s+jetzt|von\s+nun\s+an)\s+(?:ein|eine|der"
          r"|die|das|mein|meine|dan\b|frei|kein|im\s+\w{0,20}modus|in\s+\w+\s+modus)"
          r"|\b(?:ab\s+(?:jetzt|sofort)|von\s+nun\s+an|ab\s+heute),?\s+(?:bist\s+du|wirst\s+du"
          r"|sollst\s+du|du\s+bist|du\s+wirst)\s+(?:ein|eine|der|die|das|dan\b|dich\s+verhalten"
          r"|handeln|alle|keine|ohne)"
          r"|\bdu\s+bist\s+(?:nicht\s+mehr|keine?)\s+(?:eine?\s+)?(?:ki|assistent|sprachmodell"
          r"|an\s+\w+\s+gebunden)\b"
          r"|\bverhalte\s+dich\s+(?:so,?\s+als\s+(?:hattest|hatest)\s+du\s+keine\s+(?:einschrankungen"
          r"|regeln|grenzen|filter)|wie\s+(?:das\s+system|eine?\s+(?:ki|assistent)\s+ohne))"
          r"|\b(?:dan|entwickler|gott|jailbreak)-?modus\s+(?:ist\s+)?(?:jetzt\s+)?(?:aktiviert"
          r"|aktiv|eingeschaltet)\b"
          r"|\bals\s+(?:hattest|hatest|warst|waerst|ware)\s+du\s+(?:keine\w*|ohne)\s+(?:\w+\s+)?"
          r"(?:einschrankungen|regeln|grenzen|filter|beschrankungen|richtlinien)\b"),
    _leak("de", ("zeig", "gib", "verrat", "wiederhol", "druck", "nenn", "schreib"),
          rf"\b(?:zeige|zeig|gib|verrate|wiederhole|drucke|nenne|schreibe)\s+(?:mir\s+)?{_F}"
          rf"(?:deinen|deine|dein|ihren|ihre|ihr)\s+{_SF}(?:systemprompt|system-prompt|prompt"
          r"|anweisungen|systemanweisungen|systemnachricht|instruktionen)\b"),
    # Portuguese.
    _override("pt", ("ignor", "esquec", "desconsider", "despre", "descart", "desobedec",
                     "seguir", "siga", "obedec", "respeit", "consider", "aplicar", "seguiss",
                     "conta"),
              _romance(_PT_VERBS, r"todas|todos|suas|tuas|seus|teus|quaisquer",
                       r"instrucoes|instrucao|regras|ordens|diretrizes|diretivas|orientacoes"
                       r"|comandos|prompt|restricoes|limitacoes|normas",
                       r"anteriores|previas|precedentes|acima|iniciais|originais"
                       r"|do\s+(?:sistema|desenvolvedor|operador)|dadas|recebidas"
                       r"|que\s+(?:voce\s+|te\s+|lhe\s+)?(?:recebeu|recebeste|deram|foram\s+dadas)",
                       r"tudo\s+(?:o\s+que\s+foi\s+dito\s+)?(?:acima|antes|anteriormente)")),
    _role("pt", ("agora", "doravante", "nao", "aja", "modo"),
          r"\b(?:voce|tu)\s+(?:agora\s+(?:e|es|sera|seras)|(?:e|es)\s+agora)\s+(?:um|uma|o|a|meu"
          r"|minha|dan\b|livre)\b"
          r"|\b(?:a\s+partir\s+de\s+agora|de\s+agora\s+em\s+diante|doravante),?\s+(?:voce|tu)\s+"
          r"(?:e|es|sera|seras|vai|deve|agira)\s+(?:um|uma|o|a|dan\b|agir|se\s+comportar|ignorar"
          r"|obedecer|responder\s+sem)\b"
          r"|\b(?:voce|tu)\s+nao\s+(?:e|es)\s+mais\s+(?:um|uma)\s+(?:ia|assistente|modelo)\b"
          r"|\baja\s+como\s+(?:se\s+nao\s+tivesse\s+(?:restricoes|regras|limites|filtros)"
          r"|o\s+sistema|(?:uma?\s+)?(?:ia|assistente|modelo)\s+sem)"
          r"|\bmodo\s+(?:dan|desenvolvedor|deus|sem\s+restricoes)\s+(?:ativado|habilitado)"),
    _leak("pt", ("revel", "mostre", "imprima", "repita", "diga", "escreva", "compartilh",
                 "exiba"),
          rf"\b(?:revele|mostre|imprima|repita|diga|escreva|compartilhe|exiba|me\s+diga"
          rf"|me\s+mostre)\s+{_F}(?:seu|sua|seus|suas|teu|tua)\s+{_SF}"
          r"(?:prompt|instrucoes|mensagem\s+(?:do\s+)?sistema)\b"),
    # Italian.
    _override("it", ("ignor", "dimentic", "trascur", "tralascia", "disattendi", "disobbedisci",
                     "seguire", "considerare", "conto", "seguiss", "rispett"),
              _romance(_IT_VERBS, r"tutte|tutti|le\s+tue|tue|i\s+tuoi|tuoi|qualsiasi|ogni",
                       r"istruzioni|regole|direttive|ordini|indicazioni|linee\s+guida|prompt"
                       r"|comandi|restrizioni|limitazioni|vincoli|norme",
                       r"precedenti|anteriori|di\s+sopra|sopra|iniziali|originali|del\s+sistema"
                       r"|dello\s+sviluppatore|di\s+sistema|ricevute|date"
                       r"|che\s+ti\s+(?:hanno|ho)\s+dato|che\s+ti\s+sono\s+state\s+date",
                       r"tutto\s+(?:cio\s+che\s+e\s+stato\s+detto|quanto\s+detto)\s+"
                       r"(?:prima|sopra|finora)")),
    _role("it", ("sei", "sarai", "comportati", "modalita"),
          r"\b(?:ora|adesso|da\s+ora\s+in\s+poi|d'ora\s+in\s+poi|da\s+adesso"
          r"|d'ora\s+in\s+avanti),?\s+(?:tu\s+)?(?:sei|sarai)\s+(?:un|una|uno|il|lo|la|l'|mio|mia"
          r"|dan\b|libero|libera|in\s+modalita)"
          r"|\b(?:tu\s+)?non\s+sei\s+piu\s+(?:un|una)\s+(?:ia|assistente|modello)\b"
          r"|\bcomportati\s+come\s+(?:se\s+non\s+avessi\s+(?:restrizioni|regole|limiti|filtri)"
          r"|il\s+sistema|(?:una?\s+)?(?:ia|assistente|modello)\s+senza)"
          r"|\bmodalita\s+(?:dan|sviluppatore|dio|senza\s+restrizioni)\s+(?:attivata|abilitata)"),
    _leak("it", ("rivela", "mostra", "stampa", "ripeti", "dimmi", "scrivi", "condividi"),
          rf"\b(?:rivela|mostra|mostrami|stampa|ripeti|dimmi|scrivi|condividi)\s+{_F}"
          rf"(?:il\s+tuo|la\s+tua|i\s+tuoi|le\s+tue|tuo|tua|tuoi|tue)\s+{_SF}"
          r"(?:prompt|istruzioni|messaggio\s+(?:di\s+)?sistema)\b"),
    # Dutch, Polish, Turkish: the override form only.
    _override("nl", ("negeer", "vergeet", "veronachtzaam", "omzeil"),
              rf"\b(?:negeer|vergeet|veronachtzaam|omzeil)\s+{_F}(?:alle|al\s+je|je|jouw|uw"
              r"|de\s+vorige|vorige|eerdere|voorgaande|bovenstaande|oorspronkelijke)\s+"
              rf"{_SF}(?:instructies|instructie|regels|richtlijnen|opdrachten|aanwijzingen"
              r"|prompts?|beperkingen)\b"),
    _override("pl", ("ignoruj", "zapomnij", "pomin", "odrzuc", "stosuj", "przestrzegaj"),
              rf"\b(?:zignoruj|ignoruj|zignorujcie|ignorujcie|zapomnij|zapomnijcie|pomin|pomincie"
              rf"|odrzuc|nie\s+stosuj\s+sie\s+do|nie\s+przestrzegaj)\s+{_F}(?:wszystkie"
              r"|wszystkich|poprzednie|poprzednich|wczesniejsze|wczesniejszych|swoje|twoje"
              rf"|powyzsze|dotychczasowe|pierwotne)\s+{_SF}(?:instrukcje|instrukcji|polecenia"
              r"|polecen|zasady|zasad|reguly|regul|wytyczne|wytycznych|prompt|ograniczenia"
              r"|ograniczen)\b"),
    _override("tr", ("yok", "gormezden", "unut", "dikkate", "ihmal", "gecersiz"),
              rf"\b(?:onceki|yukaridaki|tum|butun|eski|ilk|sistem)\s+{_SF}(?:talimatlari"
              r"|talimatlar|talimati|kurallari|kurallar|yonergeleri|komutlari|emirleri|istemi"
              r"|istemini)\s+(?:\w+\s+){0,2}?(?:yok\s+say|gormezden\s+gel|unut|dikkate\s+alma"
              r"|ihmal\s+et|gecersiz\s+say)"),
    # Russian and Ukrainian.
    _override("ru", ("игнор", "забуд", "забыть", "отбрось", "отмени", "пренебреги", "обойди",
                     "нарушь", "внимания", "следуй", "слушай", "выполняй", "следовать"),
              rf"(?<!\w)(?:{RU_VERBS})\s+{_F}(?:{_RU_QUANT})\s+{_SF}(?:{_RU_TARGETS})(?!\w)"
              rf"|(?<!\w)(?:{RU_VERBS})\s+(?:всё|все)\s+(?:что\s+(?:было\s+|тебе\s+)?"
              r"(?:сказано|написано|говорили)\s+)?(?:выше|ранее|до\s+этого)(?!\w)"),
    _role("ru", ("теперь", "отныне", "момента", "сегодняшнего", "больше", "режим", "веди",
                 "притвор"),
          r"(?<!\w)(?:теперь|отныне|с\s+этого\s+момента|с\s+сегодняшнего\s+дня),?\s+ты\s+"
          r"(?:[—-]\s*)?(?:\w+\s+){0,2}?(?:dan\b|без\s+(?:каких-либо\s+|всяких\s+|любых\s+)?"
          r"(?:ограничений|фильтров|правил|цензуры)|больше\s+не|свободн"
          r"|не\s+ограничен|неограниченн|злой|взломанн|администратор|разработчик|систем"
          r"|другой\s+(?:ии|ассистент)|будешь\s+(?:действовать|вести\s+себя|отвечать\s+без"
          r"|игнорировать|притворяться))"
          r"|(?<!\w)ты\s+(?:теперь\s+)?больше\s+не\s+(?:ии|ассистент|языковая\s+модель|связан"
          r"|ограничен)"
          r"|(?<!\w)режим\s+(?:dan|разработчика|бога|без\s+ограничений)\s+(?:включ|актив)"
          r"|(?<!\w)веди(?:те)?\s+себя\s+(?:как|так,?\s+(?:как\s+)?будто)\s+(?:у\s+тебя\s+нет\s+"
          r"(?:ограничений|правил|фильтров)|система|ии\s+без)"
          r"|(?<!\w)притворись,?\s+(?:что\s+)?(?:ты\s+)?(?:ии\s+без|у\s+тебя\s+нет\s+ограничений"
          r"|dan\b|система)"),
    _leak("ru", ("покажи", "выведи", "раскрой", "повтори", "напечатай", "сообщи", "расскажи",
                 "дай", "напиши", "процитируй"),
          rf"(?<!\w)(?:покажи|выведи|раскрой|повтори|напечатай|сообщи|расскажи|дай|напиши"
          rf"|процитируй)\s+(?:мне\s+)?{_F}(?:свой|свои|твой|твои|ваш|ваши|системн\w{{0,4}})"
          rf"\s+{_SF}(?:промпт|подсказк\w{{0,3}}|инструкци\w{{0,3}}|сообщени\w{{0,3}}"
          r"|указани\w{0,3})(?!\w)"),
    _override("uk", ("ігнор", "забудь", "зважай"),
              rf"(?<!\w)(?:ігноруй|ігноруйте|проігноруй|забудь|забудьте|не\s+зважай\s+на)\s+{_F}"
              rf"(?:всі|усі|попередні|попередніх|свої|твої|системні)\s+{_SF}(?:інструкції"
              r"|інструкцій|вказівки|вказівок|правила|правил|команди|обмеження)(?!\w)"),
    # Chinese, Japanese, Korean: no spaces between words, so bounded gaps instead of fillers.
    _override("zh", _ZH_ANCHORS,
              rf"(?:{_ZH_VERBS})[^。！？\n]{{0,12}}?(?:{_ZH_BEFORE}|所有|全部|一切)"
              rf"[^。！？\n]{{0,12}}?(?:{_ZH_STRONG})"
              rf"|(?:{_ZH_VERBS})[^。！？\n]{{0,12}}?(?:{_ZH_BEFORE})[^。！？\n]{{0,12}}?"
              rf"(?:{_ZH_WEAK})"),
    _role("zh", ("你现在是", "你現在是", "现在你是", "現在你是", "从现在", "從現在", "不再是",
                 "扮演", "模式"),
          r"(?:你现在是|你現在是|现在你是|現在你是)(?:一个|一個|一名|一位|个|個|dan|我的|系统|系統"
          r"|管理员|管理員|开发者|開發者|不受|没有|沒有|无限制|無限制|邪恶|邪惡)"
          r"|(?:从现在|從現在)(?:开始|開始|起)[,，]?\s*你(?:是|将是|將是|就是|要扮演|将扮演|將扮演)"
          r"|你不再是(?:一个|一個)?(?:ai|人工智能|助手|语言模型|語言模型)"
          r"|扮演(?:一个|一個)?(?:没有|沒有|不受)(?:任何)?(?:限制|约束|約束|规则|規則|过滤|過濾)"
          # A phone's developer mode is ordinary; "you are in developer mode" is indirect.py's.
          r"|(?:dan|越狱|越獄|上帝)模式(?:已)?(?:启用|啟用|开启|開啟|激活)"),
    _leak("zh", ("输出", "輸出", "打印", "显示", "顯示", "告诉我", "告訴我", "泄露", "洩露",
                 "重复", "重複", "展示", "透露", "给我看", "給我看"),
          r"(?:输出|輸出|打印|显示|顯示|告诉我|告訴我|泄露|洩露|重复|重複|展示|透露|给我看|給我看)"
          r"[^。！？\n]{0,10}?(?:你的)?(?:系统提示|系統提示|系统指令|系統指令|系统消息|系統消息"
          r"|初始指令|原始指令|提示词|提示詞|隐藏指令|隱藏指令)"),
    _override("ja", ("無視", "忘れ", "破棄"),
              r"(?:以前|前|上記|これまで|すべて|全て|全部|先ほど|元|システム)の?[^。！？\n]{0,8}?"
              r"(?:指示|命令|ルール|指令|プロンプト|制約|規則)(?:は|を|も)?(?:すべて|全て)?"
              r"(?:無視|忘れ|破棄)"),
    _role("ja", ("今から", "これから", "今後", "モード"),
          r"(?:今から|これから|今後)、?(?:あなた|君|お前)は[^。！？\n]{0,16}?(?:制限のない|制限なし"
          r"|dan|開発者モード|システム|管理者|脱獄)"
          r"|(?:開発者|dan|脱獄)モード(?:を)?(?:有効|オン|起動)"),
    _override("ko", ("무시", "잊어", "잊으", "무효"),
              r"(?:이전|앞의|앞선|위의|모든|기존|원래|시스템)\s?(?:의\s?)?[^\n.!?]{0,8}?(?:지시|지침"
              r"|명령|규칙|지시사항|프롬프트|설정|제한)\w{0,3}\s?(?:모두\s?|전부\s?|다\s?)?"
              r"(?:무시|잊어|잊으|무효)"),
    _role("ko", ("지금부터", "이제"),
          r"(?:지금부터|이제부터|이제)\s?(?:너는|당신은|넌)\s?[^\n.!?]{0,16}?(?:dan|제한\s?없는"
          r"|개발자\s?모드|시스템|관리자|탈옥)"),
)
# fmt: on
