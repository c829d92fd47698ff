#!/usr/bin/env python3
"""Checks the top-level .pre-commit-hooks.yaml as the pre-commit framework reads it: a list of hooks whose
`skill-workbench-validate` entry runs `skill-workbench-cli validate` on the changed SKILL.md files (its `files`
pattern matches them and nothing else), and running the entry the way pre-commit does (entry, args, then the file
names) passes a valid skill and fails a broken one. Usage: check-precommit-hook.py CLI SOURCE_DIR"""
import os, re, shlex, subprocess, sys, tempfile

import yaml

cli, src = sys.argv[1], sys.argv[2]
hooks = yaml.safe_load(open(os.path.join(src, '.pre-commit-hooks.yaml'), encoding='utf-8'))
assert isinstance(hooks, list) and hooks
(hook,) = [h for h in hooks if h['id'] == 'skill-workbench-validate']
for key in ('id', 'name', 'entry', 'language'):
    assert key in hook, key
assert hook['language'] == 'system'
entry = shlex.split(hook['entry'])
assert entry[:2] == ['skill-workbench-cli', 'validate'], entry
pattern = re.compile(hook['files'])
assert pattern.search('skills/pdf/SKILL.md') and pattern.search('SKILL.md')
assert not pattern.search('skills/pdf/references/SKILL.md.bak') and not pattern.search('README.md')
assert hook.get('pass_filenames', True)

with tempfile.TemporaryDirectory() as root:
    def skill(folder, text):
        os.makedirs(os.path.join(root, folder))
        with open(os.path.join(root, folder, 'SKILL.md'), 'w', encoding='utf-8') as f:
            f.write(text)
        return os.path.join(folder, 'SKILL.md')
    good = skill('good', '---\nname: good\ndescription: Does the demo. Use when demoing.\n---\nbody\n')
    bad = skill('bad', '---\nname: bad\ndescription: Use when: demoing\n---\nbody\n')
    command = [cli] + entry[1:] + hook.get('args', [])
    assert subprocess.run(command + [good], cwd=root, capture_output=True).returncode == 0
    failed = subprocess.run(command + [good, bad], cwd=root, capture_output=True, text=True)
    assert failed.returncode == 1, failed
    assert 'bad/SKILL.md:3:' in failed.stdout, failed.stdout
print('pre-commit hook: ok')
