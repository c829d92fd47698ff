#!/usr/bin/env python3
"""Generates the validation benchmark tree: N skill folders, each with a SKILL.md of about 2 KB and two docs.
Usage: make_tree.py ROOT [N]"""
import os
import sys

root = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
paragraph = ("Follow the steps in order and check each result before moving on. Keep the output short and "
             "name every file you touch. When a step fails, read the error, fix the cause and run it again.\n")
for i in range(count):
    name = f"skill-{i:05d}"
    folder = os.path.join(root, f"group-{i // 1000:02d}", name)
    os.makedirs(os.path.join(folder, "references"), exist_ok=True)
    body = [f"# Skill {i}\n\n", "## Quick start\n\n",
            "Read [the reference](references/reference.md) for the details and ",
            "[the examples](references/examples.md) for worked cases.\n\n", "## Steps\n\n"]
    n = 1
    while sum(len(part) for part in body) < 1650:
        body.append(f"{n}. {paragraph}")
        n += 1
    with open(os.path.join(folder, "SKILL.md"), "w") as f:
        f.write("---\n")
        f.write(f"name: {name}\n")
        f.write(f"description: Generates report number {i} from tabular data and checks its totals. "
                "Use when the user asks for this report or its numbers.\n")
        f.write("license: MIT\nmetadata:\n  author: bench\n  version: \"1.0\"\n")
        f.write("---\n")
        f.write("".join(body))
    with open(os.path.join(folder, "references", "reference.md"), "w") as f:
        f.write(f"# Reference for skill {i}\n\n" + paragraph * 6)
    with open(os.path.join(folder, "references", "examples.md"), "w") as f:
        f.write(f"# Examples for skill {i}\n\n" + paragraph * 4)
