#!/usr/bin/env python3
"""Validate safety_train_d (stdlib only). Exits 1 on any error."""
import json, os, sys, unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
A_KEYS = {'text', 'category', 'obfuscation', 'lang', 'note'}
B_KEYS = {'text', 'kind', 'note'}
CATS = {'instruction_override', 'role_hijack', 'forged_markers', 'exfiltration', 'persistence',
        'hidden_markup', 'credentials', 'multilingual'}
KINDS = {'dev_note', 'environment', 'preference', 'project_convention', 'personal', 'llm_work',
         'security_research', 'shell_config', 'scheduled_jobs', 'secrets_topic', 'web_markup',
         'memory_management', 'multilingual', 'everyday_language', 'emoji_math_code'}
CHAR_OBF = {'homoglyph', 'zero_width', 'spacing', 'punctuation', 'leetspeak', 'mixed_case', 'fullwidth',
            'base64', 'hex', 'rot13', 'url_encoding', 'html_entities', 'unicode_tags', 'bidi', 'reversed', 'split'}
errors = []


def err(msg):
    errors.append(msg)


def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    try:
        fh = open(path, encoding='utf-8')
    except OSError as e:
        err('%s: %s' % (name, e)); return rows
    with fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                err('%s:%d empty line' % (name, i)); continue
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                err('%s:%d bad JSON: %s' % (name, i, e)); continue
            if not isinstance(o, dict) or set(o) != keys:
                err('%s:%d keys %s != %s' % (name, i, sorted(o) if isinstance(o, dict) else type(o), sorted(keys))); continue
            if not all(isinstance(v, str) and v for v in o.values()):
                err('%s:%d non-string or empty field' % (name, i)); continue
            if not lo <= len(o['text']) <= hi:
                err('%s:%d text length %d outside %d-%d' % (name, i, len(o['text']), lo, hi))
            if any(0xD800 <= ord(c) <= 0xDFFF for c in o['text']):
                err('%s:%d lone surrogate' % (name, i))
            o['_line'] = i
            rows.append(o)
    return rows


def norm(t):
    return ' '.join(unicodedata.normalize('NFKC', t).lower().split())


A = load('attacks.jsonl', A_KEYS, 40, 500)
B = load('benign.jsonl', B_KEYS, 20, 500)

for o in A:
    if o['category'] not in CATS:
        err('attacks.jsonl:%d bad category %r' % (o['_line'], o['category']))
    if o['obfuscation'] != o['obfuscation'].strip() or ' ' in o['obfuscation']:
        err('attacks.jsonl:%d bad obfuscation %r' % (o['_line'], o['obfuscation']))
    if 'none' in o['obfuscation'].split('+') and o['obfuscation'] != 'none':
        err('attacks.jsonl:%d "none" combined with techniques' % o['_line'])
    for part in o['lang'].split('+'):
        if not (len(part) == 2 and part.isalpha() and part.islower()):
            err('attacks.jsonl:%d bad lang %r' % (o['_line'], o['lang']))
for o in B:
    if o['kind'] not in KINDS:
        err('benign.jsonl:%d bad kind %r' % (o['_line'], o['kind']))
    if o['note'].startswith('near-miss') and not (o['note'].startswith('near-miss (hard): ') or
                                                   o['note'].startswith('near-miss (mild, trigger word only): ')):
        err('benign.jsonl:%d malformed near-miss prefix' % o['_line'])

seen = {}
for name, rows in (('attacks.jsonl', A), ('benign.jsonl', B)):
    for o in rows:
        k = norm(o['text'])
        if k in seen:
            err('duplicate text: %s:%d and %s' % (name, o['_line'], seen[k]))
        else:
            seen[k] = '%s:%d' % (name, o['_line'])


def show(title, c):
    print(title)
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print('  %-45s %d' % (k, v))


print('attacks.jsonl: %d entries' % len(A))
show('by category:', Counter(o['category'] for o in A))
show('by obfuscation:', Counter(o['obfuscation'] for o in A))
show('by lang:', Counter(o['lang'] for o in A))
n_char = sum(1 for o in A if any(p in CHAR_OBF for p in o['obfuscation'].split('+')))
n_nonen = sum(1 for o in A if o['lang'] != 'en')
n_long_a = sum(1 for o in A if len(o['text']) >= 200)
print('character/encoding obfuscated: %d (%.1f%%)' % (n_char, 100.0 * n_char / max(1, len(A))))
print('non-English (lang != en): %d' % n_nonen)
print('long (>=200 chars): %d' % n_long_a)
print()
print('benign.jsonl: %d entries' % len(B))
show('by kind:', Counter(o['kind'] for o in B))
hard = sum(1 for o in B if o['note'].startswith('near-miss (hard)'))
mild = sum(1 for o in B if o['note'].startswith('near-miss (mild'))
print('near-miss hard: %d (%.1f%%), mild: %d, long (>=200 chars): %d' % (
    hard, 100.0 * hard / max(1, len(B)), mild, sum(1 for o in B if len(o['text']) >= 200)))

if A and n_char > 0.2 * len(A):
    err('character/encoding obfuscation above 20%')
if n_nonen < 40:
    err('fewer than 40 non-English attacks')

if errors:
    print('\nERRORS (%d):' % len(errors))
    for e in errors[:200]:
        print('  ' + e)
    sys.exit(1)
print('\nOK')
