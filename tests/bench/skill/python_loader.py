#!/usr/bin/env python3
"""The baseline: a skill loader in the style of seed 004 (rglob + PyYAML yaml.safe_load), on the same tree.
Usage: python_loader.py ROOT"""
import re
import sys
from pathlib import Path

import yaml


class SkillLoader:
    def __init__(self, skills_dir: Path):
        self.skills = {}
        for f in sorted(skills_dir.rglob("SKILL.md")):
            text = f.read_text()
            meta, body = self._parse_frontmatter(text)
            name = meta.get("name", f.parent.name)
            self.skills[name] = {"meta": meta, "body": body}

    def _parse_frontmatter(self, text: str):
        match = re.match(r"^---\n(.*?)\n---\n(.*)", text, re.DOTALL)
        if not match:
            return {}, text
        meta = yaml.safe_load(match.group(1)) or {}
        return meta, match.group(2).strip()

    def get_descriptions(self) -> str:
        lines = []
        for name, skill in self.skills.items():
            desc = skill["meta"].get("description", "")
            lines.append(f"  - {name}: {desc}")
        return "\n".join(lines)


loader = SkillLoader(Path(sys.argv[1]))
print(f"skills {len(loader.skills)} catalog_chars {len(loader.get_descriptions())}")
