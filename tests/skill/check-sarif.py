#!/usr/bin/env python3
"""Runs `skill-workbench-cli validate --format sarif` on broken skills and checks the log: valid against the
published SARIF 2.1.0 JSON schema (tests/skill/data/sarif-schema-2.1.0.json, OASIS errata01), one rule per
reported id with help text, results with ruleId/level/locations/region, and text-edit fixes that, applied to the
file, remove the problem. Usage: check-sarif.py CLI SOURCE_DIR"""
import json, os, subprocess, sys, tempfile

import jsonschema

cli, src = sys.argv[1], sys.argv[2]
schema = json.load(open(os.path.join(src, 'tests/skill/data/sarif-schema-2.1.0.json')))

with tempfile.TemporaryDirectory() as root:
    def skill(folder, text):
        os.makedirs(os.path.join(root, folder))
        with open(os.path.join(root, folder, 'SKILL.md'), 'w', encoding='utf-8') as f:
            f.write(text)
    skill('colon', '---\nname: colon\ndescription: Turns tables into charts. Use when: the user shares a table.\n---\nbody\n')
    skill('Upper', '---\nname: Upper\ndescription: Does the demo. Use when demoing.\n---\nbody\n')
    skill('umlaut', '---\nname: umlaut\ndescription: Prüft Tabellen. Use when: asked.\n---\nbody\n')
    skill('clean', '---\nname: clean\ndescription: Does the demo. Use when demoing.\n---\nbody\n')
    run = subprocess.run([cli, 'validate', '--rules', 'all', '--format', 'sarif', '.'], cwd=root,
                         capture_output=True, text=True)
    assert run.returncode == 1, (run.returncode, run.stderr)
    log = json.loads(run.stdout)
    jsonschema.Draft4Validator.check_schema(schema)
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=str)
    assert not errors, '\n'.join(str(e) for e in errors[:5])

    assert log['version'] == '2.1.0'
    (sarif_run,) = log['runs']
    rules = sarif_run['tool']['driver']['rules']
    ids = [r['id'] for r in rules]
    assert len(ids) == len(set(ids)), ids
    assert all(r['help']['text'] for r in rules)
    # Rule metadata is generic: it names no skill, value or position of one result (the results say those).
    by_id = {r['id']: r for r in rules}
    assert by_id['spec/name-lowercase']['shortDescription']['text'] == 'The name must be lower-case', by_id['spec/name-lowercase']
    for r in rules:
        for specific in ('Upper', 'colon', 'umlaut', 'Prüft', 'Turns tables'):
            assert specific not in r['shortDescription']['text'] and specific not in r['help']['text'], r
    results = sarif_run['results']
    assert results
    for r in results:
        assert ids[r['ruleIndex']] == r['ruleId']
        assert r['level'] in ('error', 'warning', 'note')
        loc = r['locations'][0]['physicalLocation']
        assert loc['artifactLocation']['uriBaseId'] == 'SRCROOT', loc
    yaml = {r['locations'][0]['physicalLocation']['artifactLocation']['uri']: r
            for r in results if r['ruleId'] == 'spec/yaml-invalid'}
    # Columns count code points: the colon after 'Prüft ...' is byte 39 but code point 38.
    assert yaml['umlaut/SKILL.md']['locations'][0]['physicalLocation']['region']['startColumn'] == 38
    y = yaml['colon/SKILL.md']
    assert y['locations'][0]['physicalLocation']['region'] == {'startLine': 3, 'startColumn': 48}, y
    assert [f['description']['text'][:25] for f in y['fixes']] == ['Rewrite without the colon', 'Keep the colon: write des']
    # Apply each fix's replacements (code point columns) and re-validate: the YAML problem is gone.
    path = os.path.join(root, 'colon', 'SKILL.md')
    original = open(path, encoding='utf-8').read()
    for fix in y['fixes']:
        (change,) = fix['artifactChanges']
        assert change['artifactLocation']['uri'] == 'colon/SKILL.md'
        lines = original.split('\n')
        for rep in change['replacements']:
            d = rep['deletedRegion']
            start = sum(len(l) + 1 for l in lines[:d['startLine'] - 1]) + d['startColumn'] - 1
            end = sum(len(l) + 1 for l in lines[:d['endLine'] - 1]) + d['endColumn'] - 1
            text = '\n'.join(lines)
            text = text[:start] + rep['insertedContent']['text'] + text[end:]
            lines = text.split('\n')
        with open(path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(lines))
        again = subprocess.run([cli, 'validate', '--rules', 'spec,claude,trpc', '--format', 'json', 'colon'], cwd=root,
                               capture_output=True, text=True)
        assert again.returncode == 0, again.stdout
    upper = [r for r in results if r['ruleId'] == 'spec/name-lowercase']
    assert upper and upper[0]['locations'][0]['physicalLocation']['region']['startColumn'] == 7
print('sarif: valid against the SARIF 2.1.0 schema; %d results, %d rules' % (len(results), len(rules)))
