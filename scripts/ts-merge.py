#!/usr/bin/env python3
"""Merges two versions of a Qt .ts translation file (for example both sides of a git conflict).

Usage: ts-merge.py A.ts B.ts > OUT.ts   (then run lupdate on OUT.ts to restore its layout)

Every message of either file is kept once per (context, source, comment). Where one side has a finished
translation and the other has none (missing, empty or type="unfinished"), the finished one wins; where both are
finished and differ, A wins. Contexts and messages keep A's order, then B's additions. Run lupdate afterwards
to drop what the sources no longer use.

A context without a namespace ("ChatPanel") whose qualified twin exists ("sw::ui::ChatPanel") is folded into the
twin: lupdate used to file some classes without their namespace (it could not resolve `#include "chat/x.h"` from
ui/chat/x.cpp), so a branch from before that fix carries translations under the short name.
"""
import sys
import xml.etree.ElementTree as ET


def key(ctx_name, msg):
    src = msg.find('source')
    com = msg.find('comment')
    return (ctx_name, src.text if src is not None else '', com.text if com is not None else '')


def finished(msg):
    tr = msg.find('translation')
    if tr is None or tr.get('type') in ('unfinished', 'obsolete', 'vanished'):
        return False
    return bool((tr.text or '').strip()) or any((n.text or '').strip() for n in tr.findall('numerusform'))


def merge_into(target, source_ctx, name):
    msgs = {key(name, m): m for m in target.findall('message')}
    for msg in source_ctx.findall('message'):
        k = key(name, msg)
        have = msgs.get(k)
        if have is None:
            target.append(msg)
            msgs[k] = msg
        elif finished(msg) and not finished(have):
            index = list(target).index(have)
            target.remove(have)
            target.insert(index, msg)
            msgs[k] = msg


def fold_short_contexts(root):
    contexts = {ctx.find('name').text: ctx for ctx in root.findall('context')}
    for name, ctx in list(contexts.items()):
        if '::' in name:
            continue
        twins = [n for n in contexts if n.endswith('::' + name)]
        if len(twins) != 1:
            continue
        merge_into(contexts[twins[0]], ctx, twins[0])
        root.remove(ctx)


def main():
    a_root = ET.parse(sys.argv[1]).getroot()
    b_root = ET.parse(sys.argv[2]).getroot()
    contexts = {}
    for ctx in a_root.findall('context'):
        contexts[ctx.find('name').text] = ctx
    for bctx in b_root.findall('context'):
        name = bctx.find('name').text
        actx = contexts.get(name)
        if actx is None:
            a_root.append(bctx)
            contexts[name] = bctx
            continue
        merge_into(actx, bctx, name)
    fold_short_contexts(a_root)
    ET.indent(a_root, space='    ')
    sys.stdout.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
    sys.stdout.write(ET.tostring(a_root, encoding='unicode'))
    sys.stdout.write('\n')


if __name__ == '__main__':
    main()
