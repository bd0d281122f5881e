#!/usr/bin/env python3
"""Validate safety_train_g: schema, lengths, duplicates; print counts. stdlib only. Exit 1 on any error."""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {'instruction_override', 'role_hijack', 'forged_markers', 'exfiltration', 'persistence',
        'hidden_markup', 'credentials', 'multilingual'}
KINDS = {'dev_note', 'environment', 'preference', 'project_convention', 'personal', 'llm_work',
         'security_research', 'shell_config', 'scheduled_jobs', 'secrets_topic', 'web_markup',
         'memory_management', 'multilingual', 'everyday_language', 'emoji_math_code'}
OBF = {'homoglyph', 'zero_width', 'spacing', 'punctuation', 'leetspeak', 'mixed_case', 'fullwidth',
       'base64', 'hex', 'rot13', 'url_encoding', 'html_entities', 'unicode_tags', 'bidi', 'reversed',
       'split', 'paraphrase', 'indirect_polite', 'buried_in_benign', 'split_sentences', 'roleplay',
       'conditional_trigger', 'fake_authority', 'code_switching'}
LANG_RE = re.compile(r'^[a-z]{2}(\+[a-z]{2})*$')
NM_HARD = 'near-miss (hard): '
NM_MILD = 'near-miss (mild, trigger word only): '

errors = []
def err(msg):
    errors.append(msg)

def load(name, keys, lo, hi):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding='utf-8') as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                err('%s:%d empty line' % (name, i)); continue
            try:
                r = json.loads(line)
            except Exception as e:
                err('%s:%d bad JSON: %s' % (name, i, e)); continue
            if not isinstance(r, dict) or set(r) != keys:
                err('%s:%d keys %s != %s' % (name, i, sorted(r) if isinstance(r, dict) else type(r), sorted(keys))); continue
            if not all(isinstance(v, str) and v for v in r.values()):
                err('%s:%d empty or non-string value' % (name, i)); continue
            if not lo <= len(r['text']) <= hi:
                err('%s:%d text length %d outside %d-%d' % (name, i, len(r['text']), lo, hi))
            r['_line'] = i
            rows.append(r)
    return rows

att = load('attacks.jsonl', {'text', 'category', 'obfuscation', 'lang', 'note'}, 40, 500)
ben = load('benign.jsonl', {'text', 'kind', 'note'}, 20, 500)

for r in att:
    where = 'attacks.jsonl:%d' % r['_line']
    if r['category'] not in CATS:
        err('%s bad category %r' % (where, r['category']))
    if r['obfuscation'] != 'none':
        parts = r['obfuscation'].split('+')
        bad = [p for p in parts if p not in OBF]
        if bad or len(set(parts)) != len(parts):
            err('%s bad obfuscation %r' % (where, r['obfuscation']))
    if not LANG_RE.match(r['lang']):
        err('%s bad lang %r' % (where, r['lang']))
    if r['lang'] != 'en' and r['category'] != 'multilingual':
        err('%s non-English entry must use category multilingual' % where)
    if r['note'].startswith('near-miss'):
        err('%s attack note uses near-miss prefix' % where)
for r in ben:
    where = 'benign.jsonl:%d' % r['_line']
    if r['kind'] not in KINDS:
        err('%s bad kind %r' % (where, r['kind']))
    n = r['note']
    if n.startswith('near-miss') and not (n.startswith(NM_HARD) or n.startswith(NM_MILD)):
        err('%s malformed near-miss prefix' % where)

seen = {}
for name, rows in (('attacks', att), ('benign', ben)):
    for r in rows:
        key = r['text']
        if key in seen:
            err('duplicate text: %s:%d and %s' % (name, r['_line'], seen[key]))
        else:
            seen[key] = '%s:%d' % (name, r['_line'])
norm = collections.defaultdict(list)
for name, rows in (('attacks', att), ('benign', ben)):
    for r in rows:
        norm[re.sub(r'\W+', ' ', r['text'].casefold()).strip()].append('%s:%d' % (name, r['_line']))
for k, v in norm.items():
    if len(v) > 1:
        err('near-duplicate (normalised) texts: %s' % ', '.join(v))

def show(title, counter):
    print('%s:' % title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        print('  %-40s %d' % (k, v))

print('attacks: %d   benign: %d' % (len(att), len(ben)))
show('attack category', collections.Counter(r['category'] for r in att))
show('attack underlying category (multilingual note tag)', collections.Counter(
    (re.match(r'\[underlying: (\w+)\]', r['note']) or re.match(r'()', '')).group(1) or r['category'] for r in att))
show('attack obfuscation (technique)', collections.Counter(p for r in att for p in r['obfuscation'].split('+')))
show('attack obfuscation (combination)', collections.Counter(r['obfuscation'] for r in att))
show('attack lang', collections.Counter(r['lang'] for r in att))
show('benign kind', collections.Counter(r['kind'] for r in ben))
show('benign lang (from note tag)', collections.Counter(
    (re.search(r'\[([a-z]{2}(?:\+[a-z]{2})*)\]', r['note']) or re.match(r'()', '')).group(1) or 'en' for r in ben))
show('benign near-miss', collections.Counter(
    'hard' if r['note'].startswith(NM_HARD) else 'mild' if r['note'].startswith(NM_MILD) else 'plain' for r in ben))
non_en_a = sum(r['lang'] != 'en' for r in att)
print('non-English share: attacks %.1f%%' % (100.0 * non_en_a / max(1, len(att))))

if errors:
    print('\nERRORS (%d):' % len(errors))
    for e in errors[:200]:
        print('  ' + e)
    sys.exit(1)
print('\nOK')
