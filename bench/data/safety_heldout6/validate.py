#!/usr/bin/env python3
"""Validate the safety_heldout6 corpus (stdlib only). Exits 1 on any error."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

CATEGORIES = {'instruction_override', 'role_hijack', 'forged_markers', 'exfiltration',
              'persistence', 'hidden_markup', 'credentials', 'multilingual'}
KINDS = {'dev_note', 'environment', 'preference', 'project_convention', 'personal',
         'llm_work', 'security_research', 'shell_config', 'scheduled_jobs', 'secrets_topic',
         'web_markup', 'memory_management', 'multilingual', 'everyday_language',
         'emoji_math_code'}
CHAR_OBF = {'homoglyph', 'zero_width', 'spacing', 'punctuation', 'leetspeak', 'mixed_case',
            'fullwidth', 'base64', 'hex', 'rot13', 'url_encoding', 'html_entities',
            'unicode_tags', 'bidi', 'reversed', 'split'}
PHRASE_OBF = {'paraphrase', 'indirect_polite', 'buried_in_benign', 'split_sentences',
              'roleplay', 'conditional', 'fake_authority', 'policy_as_fact'}
HARD = 'near-miss (hard): '
MILD = 'near-miss (mild, trigger word only): '
LANG_RE = re.compile(r'^[a-z]{2}(\+[a-z]{2})*$')

errors = []


def err(msg):
    errors.append(msg)


def load(name, keys, lo, hi):
    path = os.path.join(HERE, name)
    rows = []
    try:
        fh = open(path, encoding='utf-8')
    except OSError as e:
        err('%s: cannot open (%s)' % (name, e))
        return rows
    with fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                err('%s:%d: blank line' % (name, n))
                continue
            try:
                obj = json.loads(line)
            except ValueError as e:
                err('%s:%d: invalid JSON (%s)' % (name, n, e))
                continue
            if not isinstance(obj, dict):
                err('%s:%d: not an object' % (name, n))
                continue
            if set(obj) != keys:
                err('%s:%d: keys %s != %s' % (name, n, sorted(obj), sorted(keys)))
                continue
            for k in keys:
                if not isinstance(obj[k], str) or not obj[k]:
                    err('%s:%d: key %r must be a non-empty string' % (name, n, k))
            t = obj['text'] if isinstance(obj['text'], str) else ''
            if not lo <= len(t) <= hi:
                err('%s:%d: text length %d outside %d-%d' % (name, n, len(t), lo, hi))
            rows.append((n, obj))
    return rows


att = load('attacks.jsonl', {'text', 'category', 'obfuscation', 'lang', 'note'}, 40, 500)
ben = load('benign.jsonl', {'text', 'kind', 'note'}, 20, 500)

seen = {}
for fname, rows in (('attacks.jsonl', att), ('benign.jsonl', ben)):
    for n, o in rows:
        t = o['text']
        if t in seen:
            err('%s:%d: duplicate text (first at %s)' % (fname, n, seen[t]))
        else:
            seen[t] = '%s:%d' % (fname, n)

for n, o in att:
    if o['category'] not in CATEGORIES:
        err('attacks.jsonl:%d: bad category %r' % (n, o['category']))
    if o['obfuscation'] != 'none':
        for part in o['obfuscation'].split('+'):
            if part not in CHAR_OBF | PHRASE_OBF:
                err('attacks.jsonl:%d: unknown obfuscation %r' % (n, part))
    if not LANG_RE.match(o['lang']):
        err('attacks.jsonl:%d: bad lang %r' % (n, o['lang']))
    if o['category'] == 'multilingual' and o['lang'] == 'en':
        err('attacks.jsonl:%d: multilingual entry with lang en' % n)

for n, o in ben:
    if o['kind'] not in KINDS:
        err('benign.jsonl:%d: bad kind %r' % (n, o['kind']))
    note = o['note']
    if note.startswith('near-miss') and not (note.startswith(HARD) or note.startswith(MILD)):
        err('benign.jsonl:%d: malformed near-miss prefix' % n)


def show(title, counter):
    print('%s:' % title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print('  %-40s %d' % (k, v))


def obf_class(o):
    if o == 'none':
        return 'none'
    first = o.split('+')[0]
    return 'phrasing-level' if first in PHRASE_OBF else 'character/encoding'


A = [o for _, o in att]
Bn = [o for _, o in ben]
print('attacks.jsonl: %d entries' % len(A))
show('by category', collections.Counter(o['category'] for o in A))
show('by obfuscation class', collections.Counter(obf_class(o['obfuscation']) for o in A))
show('by obfuscation', collections.Counter(o['obfuscation'] for o in A))
show('by lang', collections.Counter(o['lang'] for o in A))
langs = set()
for o in A:
    langs.update(o['lang'].split('+'))
print('distinct payload languages: %d (non-English: %d)' % (len(langs), len(langs - {'en'})))
print()
print('benign.jsonl: %d entries' % len(Bn))
show('by kind', collections.Counter(o['kind'] for o in Bn))


def ncls(note):
    if note.startswith(HARD):
        return 'near-miss (hard)'
    if note.startswith(MILD):
        return 'near-miss (mild)'
    return 'ordinary'


show('by difficulty', collections.Counter(ncls(o['note']) for o in Bn))
print('benign entries >= 200 chars: %d' % sum(1 for o in Bn if len(o['text']) >= 200))
print()
if errors:
    print('ERRORS (%d):' % len(errors))
    for e in errors:
        print('  ' + e)
    sys.exit(1)
print('OK: no errors')
sys.exit(0)
