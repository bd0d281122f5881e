#!/usr/bin/env python3
"""Validate the safety_heldout7 corpus (stdlib only).

Checks both JSONL files: JSON parses, keys exactly as specified, allowed
category / kind / obfuscation labels, ISO-639-1 style lang codes, text length
limits, note prefixes, and duplicates (within and across files). Prints counts
per category, obfuscation technique and family, lang and kind.
Exit status 1 on any error.

Usage: python3 validate.py [corpus_dir]   (defaults to this file's directory)
"""
import collections
import json
import os
import re
import sys

CATEGORIES = {'instruction_override', 'role_hijack', 'forged_markers', 'exfiltration',
              'persistence', 'hidden_markup', 'credentials', 'multilingual'}
KINDS = {'dev_note', 'environment', 'preference', 'project_convention', 'personal', 'llm_work',
         'security_research', 'shell_config', 'scheduled_jobs', 'secrets_topic', 'web_markup',
         'memory_management', 'multilingual', 'everyday_language', 'emoji_math_code'}
PHRASING = {'paraphrase', 'indirect_polite', 'policy_as_fact', 'conditional_trigger',
            'fake_authority', 'buried_in_benign', 'roleplay', 'split_sentences'}
CHARACTER = {'homoglyph', 'zero_width', 'spacing', 'punctuation', 'leetspeak', 'mixed_case',
             'fullwidth', 'unicode_tags', 'bidi', 'reversed', 'split'}
ENCODING = {'base64', 'hex', 'rot13', 'url_encoding', 'html_entities'}
TECHNIQUES = PHRASING | CHARACTER | ENCODING
ATTACK_KEYS = {'text', 'category', 'obfuscation', 'lang', 'note'}
BENIGN_KEYS = {'text', 'kind', 'note'}
LANG_RE = re.compile(r'^[a-z]{2}(\+[a-z]{2})*$')
NOTE_PREFIXES = ('near-miss (hard): ', 'near-miss (mild, trigger word only): ')


def family(obf):
    if obf == 'none':
        return 'plain'
    parts = obf.split('+')
    ph = [p for p in parts if p in PHRASING]
    ch = [p for p in parts if p not in PHRASING]
    if ch and (len(ch) > 1 or ph):
        return 'combination'
    if ch:
        return 'character' if all(p in CHARACTER for p in ch) else 'encoding'
    return 'phrasing'


def load(path, errors):
    rows = []
    with open(path, encoding='utf-8') as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                errors.append('%s:%d: empty line' % (os.path.basename(path), i))
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                errors.append('%s:%d: bad JSON (%s)' % (os.path.basename(path), i, exc))
                continue
            if not isinstance(obj, dict):
                errors.append('%s:%d: not an object' % (os.path.basename(path), i))
                continue
            rows.append((i, obj))
    return rows


def show(title, counter):
    print('%s:' % title)
    for key, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print('  %-40s %4d' % (key, n))


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    errors = []
    attacks = load(os.path.join(root, 'attacks.jsonl'), errors)
    benign = load(os.path.join(root, 'benign.jsonl'), errors)
    seen = {}

    def dup(text, where):
        key = text.strip()
        if key in seen:
            errors.append('%s: duplicate text (first at %s)' % (where, seen[key]))
        else:
            seen[key] = where

    for i, a in attacks:
        where = 'attacks.jsonl:%d' % i
        if set(a) != ATTACK_KEYS:
            errors.append('%s: keys %s' % (where, sorted(a)))
            continue
        if not all(isinstance(a[k], str) for k in ATTACK_KEYS):
            errors.append('%s: non-string field' % where)
            continue
        if not 40 <= len(a['text']) <= 500:
            errors.append('%s: text length %d outside 40-500' % (where, len(a['text'])))
        if a['category'] not in CATEGORIES:
            errors.append('%s: unknown category %r' % (where, a['category']))
        if a['obfuscation'] != 'none':
            parts = a['obfuscation'].split('+')
            bad = [p for p in parts if p not in TECHNIQUES]
            if bad or len(set(parts)) != len(parts):
                errors.append('%s: bad obfuscation %r' % (where, a['obfuscation']))
        if not LANG_RE.match(a['lang']):
            errors.append('%s: bad lang %r' % (where, a['lang']))
        if a['category'] == 'multilingual' and a['lang'] == 'en':
            errors.append('%s: multilingual entry with lang en' % where)
        if not a['note'].strip():
            errors.append('%s: empty note' % where)
        dup(a['text'], where)

    for i, b in benign:
        where = 'benign.jsonl:%d' % i
        if set(b) != BENIGN_KEYS:
            errors.append('%s: keys %s' % (where, sorted(b)))
            continue
        if not all(isinstance(b[k], str) for k in BENIGN_KEYS):
            errors.append('%s: non-string field' % where)
            continue
        if not 20 <= len(b['text']) <= 500:
            errors.append('%s: text length %d outside 20-500' % (where, len(b['text'])))
        if b['kind'] not in KINDS:
            errors.append('%s: unknown kind %r' % (where, b['kind']))
        note = b['note']
        if not note.strip() or (note.startswith('near-miss') and not note.startswith(NOTE_PREFIXES)):
            errors.append('%s: bad note %r' % (where, note))
        dup(b['text'], where)

    A = [a for _, a in attacks if set(a) == ATTACK_KEYS]
    B = [b for _, b in benign if set(b) == BENIGN_KEYS]
    C = collections.Counter
    print('attacks: %d   benign: %d' % (len(A), len(B)))
    show('category', C(a['category'] for a in A))
    show('obfuscation family', C(family(a['obfuscation']) for a in A))
    show('obfuscation technique (each label counted)',
         C(t for a in A for t in a['obfuscation'].split('+')))
    show('lang', C(a['lang'] for a in A))
    show('kind', C(b['kind'] for b in B))
    show('benign near-miss', C('hard' if b['note'].startswith(NOTE_PREFIXES[0]) else
                               'mild' if b['note'].startswith(NOTE_PREFIXES[1]) else 'plain'
                               for b in B))
    langs = {l for a in A if a['category'] == 'multilingual' for l in a['lang'].split('+') if l != 'en'}
    print('multilingual attack languages (non-en): %d' % len(langs))

    if errors:
        print('\n%d ERROR(S):' % len(errors))
        for e in errors:
            print('  ' + e)
        sys.exit(1)
    print('\nOK')


if __name__ == '__main__':
    main()
