#!/usr/bin/env python3
"""Validate safety_train_i (stdlib only). Exit 1 on any error."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {'instruction_override', 'role_hijack', 'forged_markers', 'exfiltration', 'persistence',
              'hidden_markup', 'credentials', 'multilingual'}
KINDS = {'dev_note', 'environment', 'preference', 'project_convention', 'personal', 'llm_work',
         'security_research', 'shell_config', 'scheduled_jobs', 'secrets_topic', 'web_markup',
         'memory_management', 'multilingual', 'everyday_language', 'emoji_math_code'}
ATTACK_KEYS = {'text', 'category', 'obfuscation', 'lang', 'note'}
BENIGN_KEYS = {'text', 'kind', 'note'}
OBF_RE = re.compile(r'^(none|[a-z0-9_]+(\+[a-z0-9_]+)*)$')
LANG_RE = re.compile(r'^[a-z]{2}(\+[a-z]{2})*$')
HARD = 'near-miss (hard): '
MILD = 'near-miss (mild, trigger word only): '


def load(name, errors):
    rows = []
    path = os.path.join(HERE, name)
    try:
        with open(path, encoding='utf-8') as f:
            for i, line in enumerate(f, 1):
                if not line.strip():
                    errors.append('%s:%d: blank line' % (name, i))
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as e:
                    errors.append('%s:%d: bad JSON: %s' % (name, i, e))
                    continue
                if not isinstance(obj, dict):
                    errors.append('%s:%d: not an object' % (name, i))
                    continue
                rows.append((i, obj))
    except OSError as e:
        errors.append('%s: cannot read: %s' % (name, e))
    return rows


def main():
    errors = []
    attacks = load('attacks.jsonl', errors)
    benign = load('benign.jsonl', errors)
    seen = {}

    def dup_check(name, i, text):
        key = text.strip()
        if key in seen:
            errors.append('%s:%d: duplicate text (first at %s)' % (name, i, seen[key]))
        else:
            seen[key] = '%s:%d' % (name, i)

    for i, a in attacks:
        if set(a) != ATTACK_KEYS:
            errors.append('attacks.jsonl:%d: keys %s' % (i, sorted(a)))
            continue
        if not all(isinstance(a[k], str) for k in ATTACK_KEYS):
            errors.append('attacks.jsonl:%d: non-string field' % i)
            continue
        if not 40 <= len(a['text']) <= 500:
            errors.append('attacks.jsonl:%d: text length %d' % (i, len(a['text'])))
        if a['category'] not in CATEGORIES:
            errors.append('attacks.jsonl:%d: category %r' % (i, a['category']))
        if not OBF_RE.match(a['obfuscation']):
            errors.append('attacks.jsonl:%d: obfuscation %r' % (i, a['obfuscation']))
        if not LANG_RE.match(a['lang']):
            errors.append('attacks.jsonl:%d: lang %r' % (i, a['lang']))
        if a['category'] == 'multilingual' and a['lang'] == 'en':
            errors.append('attacks.jsonl:%d: multilingual entry with lang en' % i)
        if not a['note'].strip():
            errors.append('attacks.jsonl:%d: empty note' % i)
        dup_check('attacks.jsonl', i, a['text'])

    for i, b in benign:
        if set(b) != BENIGN_KEYS:
            errors.append('benign.jsonl:%d: keys %s' % (i, sorted(b)))
            continue
        if not all(isinstance(b[k], str) for k in BENIGN_KEYS):
            errors.append('benign.jsonl:%d: non-string field' % i)
            continue
        if not 20 <= len(b['text']) <= 500:
            errors.append('benign.jsonl:%d: text length %d' % (i, len(b['text'])))
        if b['kind'] not in KINDS:
            errors.append('benign.jsonl:%d: kind %r' % (i, b['kind']))
        n = b['note']
        if not n.strip():
            errors.append('benign.jsonl:%d: empty note' % i)
        if n.startswith('near-miss') and not (n.startswith(HARD) or n.startswith(MILD)):
            errors.append('benign.jsonl:%d: malformed near-miss prefix' % i)
        dup_check('benign.jsonl', i, b['text'])

    A = [a for _, a in attacks if set(a) == ATTACK_KEYS]
    B = [b for _, b in benign if set(b) == BENIGN_KEYS]
    print('attacks: %d' % len(A))
    for name, field in (('category', 'category'), ('obfuscation', 'obfuscation'), ('lang', 'lang')):
        print('  by %s:' % name)
        for k, v in sorted(Counter(a[field] for a in A).items(), key=lambda x: (-x[1], x[0])):
            print('    %-28s %d' % (k, v))
    techs = Counter(t for a in A for t in a['obfuscation'].split('+') if t != 'none')
    print('  obfuscation techniques (split on +):')
    for k, v in sorted(techs.items(), key=lambda x: (-x[1], x[0])):
        print('    %-28s %d' % (k, v))
    print('benign: %d' % len(B))
    print('  by kind:')
    for k, v in sorted(Counter(b['kind'] for b in B).items(), key=lambda x: (-x[1], x[0])):
        print('    %-28s %d' % (k, v))
    hard = sum(b['note'].startswith(HARD) for b in B)
    mild = sum(b['note'].startswith(MILD) for b in B)
    print('  near-miss hard: %d, mild: %d, plain: %d' % (hard, mild, len(B) - hard - mild))

    if errors:
        print('\n%d error(s):' % len(errors))
        for e in errors[:200]:
            print('  ' + e)
        sys.exit(1)
    print('\nOK')


if __name__ == '__main__':
    main()
