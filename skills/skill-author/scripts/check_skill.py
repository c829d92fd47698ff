#!/usr/bin/env python3
"""Quick structural check of a skill folder (standard library only).

Usage: python3 scripts/check_skill.py FOLDER [--report FILE]
Checks: SKILL.md present and starting with frontmatter; name and description rules;
name matches the folder; body length; every file referenced from SKILL.md; long files
have a table of contents. Prints one line per finding; exit 1 if any error was found.
The frontmatter reader is deliberately simple (key: value lines); a full validator, such
as the workbench's, is the authority.
"""
import argparse
import json
import os
import re
import sys

ALLOWED = {"name", "description", "license", "compatibility", "metadata", "allowed-tools"}
SKIP_DIRS = {".git", "__pycache__", "node_modules", "out", "work", "inputs"}


def read_frontmatter(text):
    lines = text.replace("\r\n", "\n").split("\n")
    if not lines or lines[0].strip() != "---":
        return None, text
    for end in range(1, len(lines)):
        if lines[end].strip() == "---":
            fields = {}
            for line in lines[1:end]:
                match = re.match(r"^([A-Za-z0-9_-]+):\s*(.*)$", line)
                if match:
                    fields[match.group(1)] = match.group(2).strip()
            return fields, "\n".join(lines[end + 1 :])
    return None, text


def check(folder):
    findings = []

    def add(severity, message):
        findings.append({"severity": severity, "message": message})

    skill_md = os.path.join(folder, "SKILL.md")
    if not os.path.isfile(skill_md):
        add("error", "Missing required file: SKILL.md")
        return findings, {}
    with open(skill_md, encoding="utf-8") as handle:
        text = handle.read()
    fields, body = read_frontmatter(text)
    if fields is None:
        add("error", "SKILL.md must start with YAML frontmatter (---) closed by another --- line")
        return findings, {}
    for key in sorted(set(fields) - ALLOWED):
        add("error", f"unexpected frontmatter field: {key}")
    name = fields.get("name", "")
    description = fields.get("description", "")
    folder_name = os.path.basename(os.path.normpath(folder))
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", name) or len(name) > 64:
        add("error", f"name {name!r} must be 1-64 lowercase letters, digits and single hyphens")
    if name != folder_name:
        add("error", f"folder name {folder_name!r} must match skill name {name!r}")
    if not 1 <= len(description) <= 1024:
        add("error", f"description must be 1-1024 characters (has {len(description)})")
    if "<" in description or ">" in description:
        add("error", "description must not contain angle brackets")
    if "use when" not in description.casefold():
        add("warning", "description does not say when to use the skill ('Use when ...')")
    total_lines = text.count("\n") + 1
    if total_lines > 500:
        add("warning", f"SKILL.md has {total_lines} lines; keep it under 500")
    approx_tokens = len(body) // 4
    if approx_tokens > 5000:
        add("warning", f"body is about {approx_tokens} tokens; keep it under 5,000")
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for file in sorted(files):
            rel = os.path.relpath(os.path.join(root, file), folder).replace(os.sep, "/")
            if rel == "SKILL.md" or rel.startswith("evals/") or file.startswith("."):
                continue
            if rel not in body and rel.split("/")[0] + "/" not in body:
                add("warning", f"{rel} is not referenced from SKILL.md")
            if rel.endswith((".md", ".txt")):
                with open(os.path.join(root, file), encoding="utf-8", errors="replace") as handle:
                    content = handle.read()
                if content.count("\n") > 300 and not re.search(r"(?im)^#+\s*(contents|table of contents|目录)", content):
                    add("warning", f"{rel} has over 300 lines but no table of contents")
    stats = {"name": name, "descriptionChars": len(description), "skillMdLines": total_lines,
             "approxBodyTokens": approx_tokens}
    return findings, stats


def main(argv):
    parser = argparse.ArgumentParser(description="Quick structural check of a skill folder.")
    parser.add_argument("folder")
    parser.add_argument("--report", help="also write the findings as JSON to this file")
    args = parser.parse_args(argv[1:])
    if not os.path.isdir(args.folder):
        print(f"error: not a directory: {args.folder}", file=sys.stderr)
        return 2
    findings, stats = check(args.folder)
    errors = sum(1 for f in findings if f["severity"] == "error")
    for finding in findings:
        print(f"{args.folder}: {finding['severity']}: {finding['message']}")
    print(f"{args.folder}: {errors} error(s), {len(findings) - errors} warning(s)")
    if args.report:
        os.makedirs(os.path.dirname(args.report) or ".", exist_ok=True)
        with open(args.report, "w", encoding="utf-8") as handle:
            json.dump({"folder": args.folder, "valid": errors == 0, "stats": stats, "findings": findings},
                      handle, indent=2, ensure_ascii=False)
            handle.write("\n")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
