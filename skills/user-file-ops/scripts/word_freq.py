#!/usr/bin/env python3
"""Most frequent words of a text file as CSV (word,count).

Usage: python3 scripts/word_freq.py INPUT [TOP] [OUTPUT]
TOP defaults to 20; OUTPUT to $OUTPUT_DIR/<input name>-words.csv (or out/...).
"""
import collections
import csv
import os
import re
import sys

STOP_WORDS = set(
    "the and for are but not you all any can had her was one our out has his how its may new now "
    "see two who did get him let say she too use that with have this will your from they been were "
    "what when which their there then than them these those into also just only some more most such "
    "very over about after before would could should other each because while where here".split()
)


def main(argv):
    if not 2 <= len(argv) <= 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    path = argv[1]
    try:
        top = int(argv[2]) if len(argv) > 2 else 20
    except ValueError:
        print(f"error: TOP must be an integer, got {argv[2]!r}", file=sys.stderr)
        return 2
    stem = os.path.splitext(os.path.basename(path))[0]
    output = argv[3] if len(argv) > 3 else os.path.join(os.environ.get("OUTPUT_DIR", "out"), f"{stem}-words.csv")
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
    except OSError as error:
        print(f"error: cannot read {path}: {error.strerror} (stage it into work/inputs/ first)", file=sys.stderr)
        return 1
    words = [w for w in re.findall(r"[^\W\d_]{3,}", text.casefold()) if w not in STOP_WORDS]
    counts = collections.Counter(words).most_common(max(top, 1))
    os.makedirs(os.path.dirname(output) or ".", exist_ok=True)
    with open(output, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["word", "count"])
        writer.writerows(counts)
    leader = f"; top word '{counts[0][0]}' x{counts[0][1]}" if counts else ""
    print(f"{len(words)} words, {len(set(words))} distinct{leader}; wrote {len(counts)} rows to {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
