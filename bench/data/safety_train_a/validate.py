#!/usr/bin/env python3
"""Validate the safety_train_a corpus (stdlib only).

Usage: python3 validate.py [DIR]   (DIR defaults to this file's directory)
Checks attacks.jsonl and benign.jsonl: UTF-8, one JSON object per line, exact key
sets, allowed values, text lengths, exact and normalised duplicates (within and
across files). Prints counts. Exits 1 on any error, 0 otherwise.
"""
import json
import os
import re
import sys
import unicodedata
from collections import Counter

ATTACK_KEYS = {"text", "category", "obfuscation", "lang", "note"}
BENIGN_KEYS = {"text", "kind", "note"}
CATEGORIES = {
    "instruction_override", "role_hijack", "forged_markers", "exfiltration",
    "persistence", "hidden_markup", "credentials", "multilingual",
}
KINDS = {
    "dev_note", "environment", "preference", "project_convention", "personal",
    "llm_work", "security_research", "shell_config", "scheduled_jobs", "secrets_topic",
    "web_markup", "memory_management", "multilingual", "everyday_language",
    "emoji_math_code",
}
CHAR_TECHNIQUES = {
    "homoglyph", "zero_width", "spacing", "punctuation", "leetspeak", "mixed_case",
    "fullwidth", "base64", "hex", "rot13", "url_encoding", "html_entities",
    "unicode_tags", "bidi", "reversed", "split",
}
PHRASING_TECHNIQUES = {
    "paraphrase", "indirect_polite", "buried_in_benign", "split_sentences", "roleplay",
    "conditional", "fake_authority", "passive_voice", "third_person",
}
TECHNIQUES = CHAR_TECHNIQUES | PHRASING_TECHNIQUES
ISO639_1 = set("""
aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu
cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi
ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks
ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl
nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl
sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve
vi vo wa wo xh yi yo za zh zu
""".split())
HARD_PREFIX = "near-miss (hard): "
MILD_PREFIX = "near-miss (mild, trigger word only): "
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\U000e0000-\U000e007f]")


def norm(text):
    t = unicodedata.normalize("NFKC", text)
    t = INVISIBLE.sub("", t)
    return " ".join(t.casefold().split())


def load(path, errors):
    rows = []
    try:
        raw = open(path, "rb").read()
    except OSError as e:
        errors.append("{}: cannot read ({})".format(path, e))
        return rows
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        errors.append("{}: not valid UTF-8 ({})".format(path, e))
        return rows
    if data and not data.endswith("\n"):
        errors.append("{}: missing final newline".format(path))
    for i, line in enumerate(data.split("\n")[:-1] if data.endswith("\n") else data.split("\n"), 1):
        if not line.strip():
            errors.append("{}:{}: blank line".format(path, i))
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append("{}:{}: bad JSON ({})".format(path, i, e))
            continue
        if not isinstance(obj, dict):
            errors.append("{}:{}: not a JSON object".format(path, i))
            continue
        rows.append((i, obj))
    return rows


def check_common(name, i, obj, keys, lo, hi, errors):
    where = "{}:{}".format(name, i)
    if set(obj) != keys:
        errors.append("{}: keys {} != {}".format(where, sorted(obj), sorted(keys)))
        return False
    for k in keys:
        if not isinstance(obj[k], str):
            errors.append("{}: {} is not a string".format(where, k))
            return False
    n = len(obj["text"])
    if not lo <= n <= hi:
        errors.append("{}: text length {} outside {}-{}".format(where, n, lo, hi))
    if not obj["note"].strip():
        errors.append("{}: empty note".format(where))
    if obj["text"] != obj["text"].strip() or not obj["text"].strip():
        errors.append("{}: text empty or has leading/trailing whitespace".format(where))
    return True


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors = []
    apath = os.path.join(base, "attacks.jsonl")
    bpath = os.path.join(base, "benign.jsonl")
    attacks = load(apath, errors)
    benign = load(bpath, errors)

    seen_exact = {}
    seen_norm = {}

    def dup_check(name, i, text):
        where = "{}:{}".format(name, i)
        n = norm(text)
        if text in seen_exact:
            errors.append("{}: exact duplicate of {}".format(where, seen_exact[text]))
        elif n in seen_norm:
            errors.append("{}: normalised duplicate of {}".format(where, seen_norm[n]))
        seen_exact.setdefault(text, where)
        seen_norm.setdefault(n, where)

    cat_c, obf_c, tech_c, lang_c, langs_any = Counter(), Counter(), Counter(), Counter(), Counter()
    char_level = phrasing_level = plain = 0
    for i, a in attacks:
        if not check_common("attacks.jsonl", i, a, ATTACK_KEYS, 40, 500, errors):
            continue
        where = "attacks.jsonl:{}".format(i)
        if a["category"] not in CATEGORIES:
            errors.append("{}: unknown category {!r}".format(where, a["category"]))
        obf = a["obfuscation"]
        if obf == "none":
            plain += 1
        else:
            toks = obf.split("+")
            if len(set(toks)) != len(toks) or any(t not in TECHNIQUES for t in toks):
                errors.append("{}: bad obfuscation {!r}".format(where, obf))
            for t in toks:
                tech_c[t] += 1
            if any(t in CHAR_TECHNIQUES for t in toks):
                char_level += 1
            else:
                phrasing_level += 1
        lang = a["lang"]
        parts = lang.split("+")
        if not re.fullmatch(r"[a-z]{2}(\+[a-z]{2})*", lang) or any(p not in ISO639_1 for p in parts) or len(set(parts)) != len(parts):
            errors.append("{}: bad lang {!r}".format(where, lang))
        for p in parts:
            langs_any[p] += 1
        if a["category"] == "multilingual" and lang == "en":
            errors.append("{}: multilingual entry with lang=en".format(where))
        cat_c[a["category"]] += 1
        obf_c[obf] += 1
        lang_c[lang] += 1
        dup_check("attacks.jsonl", i, a["text"])

    kind_c, nm_c = Counter(), Counter()
    for i, b in benign:
        if not check_common("benign.jsonl", i, b, BENIGN_KEYS, 20, 500, errors):
            continue
        where = "benign.jsonl:{}".format(i)
        if b["kind"] not in KINDS:
            errors.append("{}: unknown kind {!r}".format(where, b["kind"]))
        note = b["note"]
        if note.startswith(HARD_PREFIX):
            nm_c["hard"] += 1
        elif note.startswith(MILD_PREFIX):
            nm_c["mild"] += 1
        elif note.lower().startswith("near-miss") or note.lower().startswith("near miss"):
            errors.append("{}: malformed near-miss prefix in note".format(where))
        else:
            nm_c["ordinary"] += 1
        kind_c[b["kind"]] += 1
        dup_check("benign.jsonl", i, b["text"])

    missing_cats = CATEGORIES - set(cat_c)
    if attacks and missing_cats:
        errors.append("attacks.jsonl: categories with no entries: {}".format(sorted(missing_cats)))
    missing_kinds = KINDS - set(kind_c)
    if benign and missing_kinds:
        errors.append("benign.jsonl: kinds with no entries: {}".format(sorted(missing_kinds)))

    def show(title, c):
        print("{}:".format(title))
        for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
            print("  {:<40} {}".format(k, v))

    na, nb = len(attacks), len(benign)
    print("attacks.jsonl: {} entries".format(na))
    show("by category", cat_c)
    print("obfuscation classes: character/encoding-level {} ({:.0%}), phrasing-level only {} ({:.0%}), none {} ({:.0%})".format(
        char_level, char_level / max(na, 1), phrasing_level, phrasing_level / max(na, 1), plain, plain / max(na, 1)))
    show("by technique (entries using it)", tech_c)
    show("by obfuscation value", obf_c)
    show("by lang", lang_c)
    non_en = sorted(l for l in langs_any if l != "en")
    print("distinct non-English languages: {} ({})".format(len(non_en), " ".join(non_en)))
    print()
    print("benign.jsonl: {} entries".format(nb))
    show("by kind", kind_c)
    print("near-miss: hard {} ({:.0%}), mild {} ({:.0%}), ordinary {} ({:.0%})".format(
        nm_c["hard"], nm_c["hard"] / max(nb, 1), nm_c["mild"], nm_c["mild"] / max(nb, 1),
        nm_c["ordinary"], nm_c["ordinary"] / max(nb, 1)))
    print()
    if errors:
        print("ERRORS ({}):".format(len(errors)))
        for e in errors:
            print("  " + e)
        return 1
    print("OK: no errors")
    return 0


if __name__ == "__main__":
    sys.exit(main())
