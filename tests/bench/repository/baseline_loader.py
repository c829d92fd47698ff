#!/usr/bin/env python3
"""Baseline for scripts/bench-repository.sh: a minimal Python skill loader in the style of the brief's seed 004
(os.walk, SKILL.md split on '---', yaml.safe_load of the frontmatter, first name wins). Prints seconds and count."""
import os
import sys
import time

import yaml


def load(root):
    skills = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        if "SKILL.md" in filenames:
            with open(os.path.join(dirpath, "SKILL.md"), encoding="utf-8") as f:
                text = f.read()
            meta = {}
            if text.startswith("---\n"):
                end = text.find("\n---\n", 4)
                if end >= 0:
                    meta = yaml.safe_load(text[4:end]) or {}
            name = str(meta.get("name") or os.path.basename(dirpath)).strip()
            skills.setdefault(name, (str(meta.get("description") or "").strip(), dirpath))
    return skills


if __name__ == "__main__":
    best = None
    for _ in range(int(sys.argv[2]) if len(sys.argv) > 2 else 1):
        start = time.perf_counter()
        skills = load(sys.argv[1])
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    print(f"{best * 1000:.1f} {len(skills)}")
