"""Hiding things from the user, answering without safety filters and sending data out, in
languages other than English (override and role hijack are in `languages`).

Written against the folded text (lower case, accents stripped from Latin letters). Sending
blocks only when a sensitive object (conversation, history, keys, passwords, ``.env``) and a
URL or address follow the verb, so "send the report to the team" passes in every language.
"""

from __future__ import annotations

from hermem.safety.findings import HIGH
from hermem.safety.patterns import FILLER, IPV4, ThreatPattern, threat

_F = FILLER
_AWAY = rf"[^\n]{{0,80}}?(?:https?://|ftp://|{IPV4}|[\w.+-]{{1,64}}@[\w-]{{1,63}}\.[\w.]{{2,}})"


def _hide(lang: str, anchors: tuple[str, ...], pattern: str) -> ThreatPattern:
    return threat(
        f"deception_hide_{lang}", "injection", HIGH, anchors, pattern,
        f"Tells the model to hide what it does from the user ({lang}).",
    )  # fmt: skip


def _unfiltered(lang: str, anchors: tuple[str, ...], pattern: str) -> ThreatPattern:
    return threat(
        f"remove_filters_{lang}", "role_hijack", HIGH, anchors, pattern,
        f"Tells the model to answer without its safety rules ({lang}).",
    )  # fmt: skip


def _send(lang: str, anchors: tuple[str, ...], verbs: str, objects: str) -> ThreatPattern:
    return threat(
        f"exfil_send_{lang}", "exfiltration", HIGH, anchors,
        rf"(?<!\w)(?:{verbs})\s+{_F}(?:{objects}){_AWAY}",
        f"Tells the agent to send the conversation or secrets outside ({lang}).",
    )  # fmt: skip


# The rows stay in compact table layout; one argument per line would hide the table.
# fmt: off
LANGUAGE_EXFIL_PATTERNS: tuple[ThreatPattern, ...] = (
    _hide("es", ("usuario",),
          r"\bno\s+(?:le\s+)?(?:digas|diga|cuentes|cuente|menciones|mencione|informes|informe"
          r"|reveles|revele|avises|avise)\s+(?:nada\s+)?(?:al|a\s+el|a\s+la)\s+usuari[oa]\b"),
    _hide("fr", ("utilisat",),
          r"\bne\s+(?:dis|dites|mentionne|mentionnez|revele|revelez|signale|signalez|previens"
          r"|prevenez)\s+(?:rien\s+|pas\s+|jamais\s+)(?:a\s+)?l['’]utilisat(?:eur|rice)\b"
          r"|\bsans\s+(?:prevenir|avertir|informer|le\s+dire\s+a)\s+l['’]utilisat(?:eur|rice)\b"),
    _hide("de", ("benutzer", "nutzer", "anwender"),
          r"\b(?:sag|sage|sagen\s+sie|erzahl|erzahle|verrate|verraten\s+sie|erwahne|erwahnen\s+sie)"
          r"\s+(?:dem|der)\s+(?:benutzer|nutzer|anwender)(?:in)?\s+(?:nicht|nichts|niemals|kein)"
          r"|\b(?:nicht|nie|niemals)\s+(?:dem|der)\s+(?:benutzer|nutzer|anwender)\w*\s+(?:sagen"
          r"|erzahlen|verraten|mitteilen)"),
    _hide("pt", ("usuario", "utilizador"),
          r"\bnao\s+(?:conte|diga|mencione|revele|informe|fale|avise)\s+(?:nada\s+)?(?:ao|para\s+o"
          r"|a)\s+(?:usuario|utilizador)\b"),
    _hide("it", ("utente",),
          r"\bnon\s+(?:dire|dirlo|menzionare|rivelare|informare|raccontare|avvisare)\s+"
          r"(?:nulla\s+|niente\s+)?(?:all['’]\s?|a\s+l['’]?\s?|l['’]\s?)?utente\b"),
    _hide("ru", ("пользовател",),
          r"(?<!\w)не\s+(?:сообщай|говори|рассказывай|упоминай|раскрывай|показывай)(?:те)?\s+"
          r"(?:ничего\s+)?пользовател[юьяи]"),
    _hide("zh", ("用户", "用戶", "使用者"),
          r"(?:不要|别|別|不准|不许|不許|切勿|勿)(?:告诉|告訴|透露给|透露給|通知|提醒|让|讓)"
          r"(?:用户|用戶|使用者)"),
    _unfiltered("es", ("sin",),
                r"\b(?:responde|responda|contesta|conteste|actua|habla|escribe)\s+(?:\w+\s+){0,2}?"
                r"sin\s+(?:ningun\w*\s+)?(?:filtros?|restricciones|censura|limites|reglas)\b"),
    _unfiltered("fr", ("sans",),
                r"\b(?:reponds|repondez|agis|parle|ecris)\s+(?:\w+\s+){0,2}?sans\s+(?:aucun\w*\s+)?"
                r"(?:filtres?|restrictions?|censure|limites?|regles?)\b"),
    _unfiltered("de", ("ohne",),
                r"\b(?:antworte|antworten\s+sie|handle|sprich|schreibe)\s+(?:\w+\s+){0,2}?ohne\s+"
                r"(?:jegliche\w*\s+|irgendwelche\w*\s+)?(?:filter|einschrankungen|zensur|grenzen"
                r"|regeln|beschrankungen)\b"),
    _unfiltered("pt", ("sem",),
                r"\b(?:responda|responde|aja|fale|escreva)\s+(?:\w+\s+){0,2}?sem\s+(?:nenhu\w+\s+"
                r"|qualquer\s+)?(?:filtros?|restricoes|censura|limites|regras)\b"),
    _unfiltered("it", ("senza",),
                r"\b(?:rispondi|risponda|agisci|parla|scrivi)\s+(?:\w+\s+){0,2}?senza\s+(?:alcun\w*\s+"
                r"|nessun\w*\s+)?(?:filtr[oi]|restrizioni|censura|limiti|regole)\b"),
    _unfiltered("ru", ("без",),
                r"(?<!\w)(?:отвечай|отвечайте|действуй|говори|пиши)\s+(?:\w+\s+){0,2}?без\s+"
                r"(?:каких-либо\s+|всяких\s+|любых\s+)?(?:фильтр\w*|ограничени\w*|цензур\w*"
                r"|правил)"),
    _unfiltered("zh", ("不受", "没有", "沒有", "无", "無"),
                r"(?:回答|回复|回覆|回應|回应|输出|輸出)[^。！？\n]{0,6}?(?:不受|没有|沒有|无|無)(?:任何)?"
                r"(?:限制|过滤|過濾|审查|審查|约束|約束)"),
    _send("es", ("envi", "mand", "sube", "suba", "reenvia", "publica", "comparte"),
          r"envia|enviad|envie|manda|mande|sube|suba|reenvia|publica|comparte",
          r"historial|conversacion|chat|mensajes|claves?|contrasenas?|credenciales|secretos?"
          r"|tokens?|prompt|\.env|variables\s+de\s+entorno"),
    _send("fr", ("envo", "transmet", "televers", "partage", "publie", "poste"),
          r"envoie|envoyez|transmets|transmettez|televerse|partage|publie|poste",
          r"historique|conversation|messages|cles?|mots\s+de\s+passe|identifiants|secrets?"
          r"|jetons?|prompt|\.env|variables\s+d['’]environnement"),
    _send("de", ("schick", "send", "lade", "ubertrag", "teile", "poste"),
          r"schicke|schick|sende|senden\s+sie|schicken\s+sie|lade|ubertrage|teile|poste",
          r"gesprachsverlauf|verlauf|unterhaltung|konversation|nachrichten|schlussel|passworter"
          r"|passwort|zugangsdaten|geheimnisse|tokens?|prompt|\.env|umgebungsvariablen"),
    _send("pt", ("envi", "mand", "suba", "carregue", "compartilhe", "publique", "encaminhe"),
          r"envie|envia|mande|manda|suba|carregue|compartilhe|publique|encaminhe",
          r"historico|conversa|mensagens|chaves|senhas?|credenciais|segredos?|tokens?|prompt"
          r"|\.env|variaveis\s+de\s+ambiente"),
    _send("it", ("invia", "manda", "carica", "condividi", "pubblica", "inoltra"),
          r"invia|inviate|manda|carica|condividi|pubblica|inoltra",
          r"cronologia|conversazione|chat|messaggi|chiavi|password|credenziali|segreti|token"
          r"|prompt|\.env|variabili\s+d['’]ambiente"),
    _send("ru", ("отправ", "перешл", "загрузи", "пошли", "выложи", "передай"),
          r"отправь|отправьте|перешли|перешлите|загрузи|загрузите|пошли|пошлите|выложи|передай"
          r"|передайте",
          r"истори\w*|переписк\w*|разговор\w*|сообщени\w*|ключ\w*|парол\w*|учётн\w*|учетн\w*"
          r"|секрет\w*|токен\w*|промпт\w*|\.env"),
    threat(
        "exfil_send_zh", "exfiltration", HIGH, ("发送", "發送", "上传", "上傳", "转发", "轉發",
                                                 "发到", "發到", "传到", "傳到", "提交"),
        r"(?:发送|發送|上传|上傳|转发|轉發|发到|發到|传到|傳到|提交)[^。！？\n]{0,20}?"
        r"(?:对话|對話|聊天记录|聊天記錄|记录|記錄|历史|歷史|密钥|密鑰|密码|密碼|凭证|憑證|令牌"
        r"|提示词|系统提示|\.env)[^。！？\n]{0,20}?https?://"
        r"|(?:对话|對話|聊天记录|聊天記錄|记录|記錄|历史|歷史|密钥|密鑰|密码|密碼|凭证|憑證|令牌"
        r"|提示词|系统提示|\.env)[^。！？\n]{0,20}?(?:发送|發送|上传|上傳|转发|轉發|发到|發到|传到"
        r"|傳到|提交)[^。！？\n]{0,10}?https?://",
        "Tells the agent to send the conversation or secrets outside (zh).",
    ),
)
# fmt: on
