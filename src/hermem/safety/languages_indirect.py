"""Indirect overrides in other languages: the model's *original* instructions declared void
or set aside, and roles without limits, in es, pt, it, de and fr.

Like `indirect` for English: each row names the model's own instructions (with a word such
as "initial", "original", "system", "operator") or the model itself, so that "the parking
rules are no longer in force" stays an ordinary note. Text is matched folded (accents
removed, lower case).
"""

from __future__ import annotations

from hermem.safety.findings import HIGH
from hermem.safety.patterns import ThreatPattern, threat

_ES_RULES = r"(?:instrucciones|indicaciones|reglas|directrices|normas|consignas|pautas)"
_ES_OWN = r"(?:iniciales|anteriores|originales|previas|del\s+sistema|del\s+operador)"
_PT_RULES = r"(?:diretrizes|instrucoes|regras|orientacoes|normas)"
_PT_OWN = r"(?:iniciais|anteriores|originais|previas|do\s+sistema|do\s+operador)"
_IT_RULES = r"(?:regole|istruzioni|direttive|linee\s+guida|indicazioni)"
_IT_OWN = r"(?:iniziali|precedenti|originali|del\s+sistema|dell['’]operatore)"
_DE_OWN = r"(?:ursprunglich|bisherig|vorherig|fruher|anfanglich|system|betreiber)\w{0,3}"
_DE_RULES = r"(?:vorgaben|anweisungen|regeln|richtlinien|instruktionen|systemanweisungen)"

# fmt: off
LANGUAGE_INDIRECT_PATTERNS: tuple[ThreatPattern, ...] = (
    threat(
        "instructions_void_es", "injection", HIGH, ("vigent", "aplic", "anulad", "cancelad",
                                                    "revocad", "efecto", "lado"),
        rf"\b{_ES_RULES}\s+{_ES_OWN}\b[^.\n]{{0,60}}?\b(?:ya\s+no\s+(?:estan|son)\s+vigentes"
        r"|ya\s+no\s+(?:aplican|se\s+aplican)|quedan?\s+(?:anuladas|sin\s+efecto)"
        r"|(?:estan|fueron|han\s+sido)\s+(?:anuladas|canceladas|revocadas))"
        rf"|\b(?:dejar|deja|dejen|deje)(?:las|los|la|lo)?\s+de\s+lado\b[^.\n]{{0,60}}?{_ES_RULES}"
        rf"|{_ES_RULES}\s+{_ES_OWN}\b[^.\n]{{0,80}}?\bdejar(?:las|los)?\s+de\s+lado\b",
        "Declares the model's original instructions void (es).",
    ),
    threat(
        "instructions_void_pt", "injection", HIGH, ("cancelad", "anulad", "revogad", "suspens",
                                                    "invalid", "obsolet", "lado"),
        rf"\b{_PT_RULES}\s+{_PT_OWN}\s+(?:\w+\s+){{0,2}}?(?:foram|estao|sao|ficam)\s+"
        r"(?:canceladas|anuladas|revogadas|suspensas|invalidas|obsoletas|sem\s+efeito)"
        rf"|\b(?:deixe|deixar|deixa)(?:-as|-os)?\s+de\s+lado\b[^.\n]{{0,60}}?{_PT_RULES}",
        "Declares the model's original instructions void (pt).",
    ),
    threat(
        "instructions_void_it", "injection", HIGH, ("obsolet", "annullat", "revocat", "superat",
                                                    "valid", "parte"),
        rf"\b{_IT_RULES}\s+{_IT_OWN}\s+(?:\w+\s+){{0,2}}?(?:sono|erano|risultano)\s+\*?"
        r"(?:obsolete|annullate|revocate|superate|non\s+(?:piu\s+)?valide)"
        rf"|\b(?:metti|mettere|mettete|metta)\s+da\s+parte\s+(?:\w+\s+){{0,2}}?{_IT_RULES}",
        "Declares the model's original instructions void (it).",
    ),
    threat(
        "role_hijack_it_unrestricted", "role_hijack", HIGH, ("comporta",),
        r"\bcomporta(?:ti|rti|tevi)\s+come\b[^.\n]{0,60}?\bsenza\s+(?:alcuna\s+)?(?:restrizioni"
        r"|regole|limiti|filtri|censura)",
        "Gives the model a role without limits (it).",
    ),
    threat(
        "instructions_void_de", "injection", HIGH, ("uberholt", "ungultig", "aufgehoben",
                                                    "nichtig", "hinfallig", "veraltet"),
        rf"\b{_DE_OWN}\s+(?:\w+\s+){{0,2}}?{_DE_RULES}\b[^.\n]{{0,80}}?\b(?:uberholt|ungultig"
        r"|aufgehoben|nichtig|hinfallig|veraltet)",
        "Declares the model's original instructions void (de).",
    ),
    threat(
        "role_hijack_fr_unrestricted", "role_hijack", HIGH, ("ia",),
        r"\bune?\s+ia\s+(?:debride\w{0,2}|sans\s+(?:aucune\s+)?(?:limites?|restrictions?|filtres?"
        r"|regles?|censure))",
        "Gives the model a role without limits (fr).",
        also=(("tu es", "tu seras", "vous etes", "deviens", "devenez", "agis", "incarne",
               "joue", "maintenant", "desormais"),),
    ),
)
# fmt: on
