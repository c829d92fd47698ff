#!/usr/bin/env python3
"""Descriptive statistics for a list of numbers, written as JSON.

Usage: python3 scripts/stats.py [--out OUTPUT] (--file PATH | NUMBER...)
OUTPUT defaults to $OUTPUT_DIR/stats.json or out/stats.json. A file may separate numbers
with spaces, commas, semicolons or new lines; lines starting with # are ignored.
"""
import argparse
import json
import os
import re
import statistics
import sys


def read_numbers(path):
    values = []
    with open(path, encoding="utf-8") as handle:
        for line_no, line in enumerate(handle, 1):
            if line.lstrip().startswith("#"):
                continue
            for token in re.split(r"[\s,;]+", line.strip()):
                if token:
                    try:
                        values.append(float(token))
                    except ValueError:
                        raise ValueError(f"{path}:{line_no}: not a number: {token!r}") from None
    return values


def summarise(values):
    def r(x):
        return round(x, 6)

    quartiles = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else [values[0]] * 3
    return {
        "count": len(values),
        "sum": r(sum(values)),
        "mean": r(statistics.fmean(values)),
        "median": r(statistics.median(values)),
        "mode": r(statistics.mode(values)),
        "min": r(min(values)),
        "max": r(max(values)),
        "range": r(max(values) - min(values)),
        "pstdev": r(statistics.pstdev(values)),
        "stdev": r(statistics.stdev(values)) if len(values) > 1 else None,
        "q1": r(quartiles[0]),
        "q3": r(quartiles[2]),
    }


def main(argv):
    parser = argparse.ArgumentParser(description="Descriptive statistics as JSON.")
    parser.add_argument("--out", default=os.path.join(os.environ.get("OUTPUT_DIR", "out"), "stats.json"))
    parser.add_argument("--file", help="read numbers from this file instead of the arguments")
    parser.add_argument("numbers", nargs="*", help="numbers to summarise")
    args = parser.parse_args(argv[1:])
    try:
        if args.file:
            values = read_numbers(args.file)
        else:
            values = [float(x) for x in args.numbers]
    except (OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if not values:
        print("error: no numbers given", file=sys.stderr)
        return 2
    result = summarise(values)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2)
        handle.write("\n")
    print(f"n={result['count']} mean={result['mean']} median={result['median']} "
          f"stdev={result['stdev']} range=[{result['min']}, {result['max']}]; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
