#!/usr/bin/env python3
# A stand-in for Claude Code in tst_calibration_cli: lists the probe skills of its isolated home as `- folder:
# description` (cut at 1,536 like Claude Code) in one Anthropic Messages request to the base URL it is given.
import json, os, sys, urllib.request
if '--version' in sys.argv:
    print('9.9.9 (Claude Code)')
    sys.exit(0)
root = os.path.join(os.environ['HOME'], '.claude', 'skills')
lines = []
for folder in sorted(os.listdir(root), key=str.lower):
    text = open(os.path.join(root, folder, 'SKILL.md'), encoding='utf-8').read()
    desc = ''
    for line in text.splitlines():
        if line.startswith('description: '):
            desc = line[len('description: '):].strip('"')
    if len(desc) > 1536:
        desc = desc[:1535] + '\u2026'
    lines.append('- %s: %s' % (folder, desc))
lines.append('- own-skill: The stand-in client\'s own skill.')
system = 'Env.\n\nSkills for the Skill tool:\n\n' + '\n'.join(lines) + '\n\nDate.'
body = {'model': 'claude-opus-5-5', 'max_tokens': 10, 'stream': True,
        'messages': [{'role': 'user', 'content': [{'type': 'text', 'text': 'Say hello.'}]},
                     {'role': 'system', 'content': [{'type': 'text', 'text': system}]}],
        'tools': [{'name': 'Skill', 'input_schema': {'type': 'object', 'properties': {'skill': {'type': 'string'}}}}]}
req = urllib.request.Request(os.environ['ANTHROPIC_BASE_URL'] + '/v1/messages?beta=true',
    data=json.dumps(body).encode(), headers={'Content-Type': 'application/json', 'x-api-key': os.environ.get('ANTHROPIC_API_KEY', ''),
    'User-Agent': 'claude-cli/9.9.9 (external, sdk-cli)'})
answer = urllib.request.urlopen(req, timeout=30).read().decode()
print('answered' if 'Calibration done.' in answer else 'no answer')
