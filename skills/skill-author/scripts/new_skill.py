#!/usr/bin/env python3
"""Scaffold a new skill folder with a SKILL.md that passes the structural checks.

Usage: python3 scripts/new_skill.py NAME --description TEXT [--out DIR] [--with-script]
Creates DIR/NAME/SKILL.md (DIR defaults to $OUTPUT_DIR or out/) and, with --with-script,
scripts/run.py plus the command documented in the body. Refuses to overwrite.
"""
import argparse
import os
import re
import sys

NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
RESERVED = ("anthropic", "claude")

BODY = """# {title}

{summary}

## Steps

1. Describe the first thing the agent should do, with the exact command or file.
2. Say how to tell success from failure (output file, exit code, message).
3. Say what to tell the user at the end.
"""

SCRIPT_SECTION = """
## Command

```bash
python3 scripts/run.py --out out/{name}.txt
```
"""

SCRIPT = '''#!/usr/bin/env python3
"""Entry point of the {name} skill. Replace the body with the real work."""
import argparse
import os


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=os.path.join(os.environ.get("OUTPUT_DIR", "out"), "{name}.txt"))
    args = parser.parse_args()
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write("{name} ran\\n")
    print(f"wrote {{args.out}}")


if __name__ == "__main__":
    main()
'''


def problems_for(name, description):
    found = []
    if not NAME_RE.match(name) or len(name) > 64:
        found.append("name must be 1-64 lowercase letters, digits and single hyphens")
    if any(word in name for word in RESERVED):
        found.append("name must not contain a reserved vendor word")
    if not 1 <= len(description) <= 1024:
        found.append(f"description must be 1-1024 characters (has {len(description)})")
    if "<" in description or ">" in description:
        found.append("description must not contain angle brackets")
    if ": " in description or description.endswith(":"):
        found.append("description must not contain ': ' (YAML would misread it); rephrase")
    if " #" in description:
        found.append("description must not contain ' #' (YAML would read a comment)")
    if "use when" not in description.casefold():
        found.append("description should say when to use the skill ('Use when ...')")
    return found


def main(argv):
    parser = argparse.ArgumentParser(description="Scaffold a new skill folder.")
    parser.add_argument("name")
    parser.add_argument("--description", required=True)
    parser.add_argument("--out", default=os.environ.get("OUTPUT_DIR", "out"))
    parser.add_argument("--with-script", action="store_true")
    args = parser.parse_args(argv[1:])
    description = " ".join(args.description.split())
    problems = problems_for(args.name, description)
    if problems:
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        return 2
    folder = os.path.join(args.out, args.name)
    if os.path.exists(folder):
        print(f"error: {folder} already exists; pick another name or remove it", file=sys.stderr)
        return 1
    os.makedirs(folder)
    title = args.name.replace("-", " ").capitalize()
    summary = description.split(". ")[0].rstrip(".") + "."
    text = f"---\nname: {args.name}\ndescription: {description}\n---\n\n" + BODY.format(title=title, summary=summary)
    if args.with_script:
        os.makedirs(os.path.join(folder, "scripts"))
        with open(os.path.join(folder, "scripts", "run.py"), "w", encoding="utf-8") as handle:
            handle.write(SCRIPT.format(name=args.name))
        os.chmod(os.path.join(folder, "scripts", "run.py"), 0o755)
        text += SCRIPT_SECTION.format(name=args.name)
    with open(os.path.join(folder, "SKILL.md"), "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"created {folder}/SKILL.md ({len(text.splitlines())} lines); edit the Steps, then run "
          f"python3 scripts/check_skill.py {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
