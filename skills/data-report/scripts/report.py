#!/usr/bin/env python3
"""Summarise a CSV by one text column and one numeric column.

Writes, under --out-dir (default $OUTPUT_DIR or out/), with the prefix --name:
  NAME-summary.csv   one row per group: count, sum, mean, min, max, share_percent
  NAME-summary.json  the same plus the input's column types and totals
  NAME-chart.svg     bar chart of the sums (vector)
  NAME-chart.png     the same chart as a PNG image
  NAME-report.md     a Markdown report linking both charts
Usage: python3 scripts/report.py INPUT.csv [--group COLUMN] [--value COLUMN] [--name NAME] [--out-dir DIR]
Defaults: --group is the first text column whose values repeat (2-20 distinct), --value the last numeric
column, --name the input's stem.
"""
import argparse
import csv
import json
import os
import sys

sys.dont_write_bytecode = True  # keep the skill folder clean when run from a read-only or staged copy
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import charts  # noqa: E402


def as_number(text):
    try:
        return float(text.replace(",", "").strip())
    except ValueError:
        return None


def read_table(path):
    with open(path, encoding="utf-8-sig", newline="") as handle:
        reader = csv.DictReader(handle)
        if not reader.fieldnames:
            raise ValueError(f"{path} has no header row")
        rows = [row for row in reader if any((v or "").strip() for v in row.values())]
    if not rows:
        raise ValueError(f"{path} has a header but no data rows")
    return reader.fieldnames, rows


def column_types(fields, rows):
    types = {}
    for field in fields:
        cells = [(row.get(field) or "").strip() for row in rows]
        filled = [c for c in cells if c]
        types[field] = "number" if filled and all(as_number(c) is not None for c in filled) else "text"
    return types


def default_group(text_cols, rows):
    """First text column whose values repeat (2-20 distinct values); else the first text column."""
    for field in text_cols:
        distinct = {(row.get(field) or "").strip() for row in rows}
        if 2 <= len(distinct) <= 20 and len(distinct) < len(rows):
            return field
    return text_cols[0] if text_cols else None


def summarise(rows, group, value):
    groups = {}
    for row in rows:
        key = (row.get(group) or "").strip() or "(blank)"
        number = as_number(row.get(value) or "")
        if number is None:
            continue
        groups.setdefault(key, []).append(number)
    total = sum(sum(v) for v in groups.values())
    result = []
    for key, numbers in sorted(groups.items(), key=lambda item: -sum(item[1])):
        s = sum(numbers)
        result.append({"group": key, "count": len(numbers), "sum": round(s, 2), "mean": round(s / len(numbers), 2),
                       "min": round(min(numbers), 2), "max": round(max(numbers), 2),
                       "share_percent": round(100 * s / total, 1) if total else 0.0})
    return result, round(total, 2)


def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="") as handle:
        handle.write(text)


def markdown(name, source, group, value, rows_read, summary, total, files):
    lines = [f"# {value.capitalize()} by {group}", "",
             f"Source: `{source}` ({rows_read} rows). Total {value}: **{total:,.2f}**.", ""]
    top = summary[0]
    lines += [f"The largest {group} is **{top['group']}** with {top['sum']:,.2f} "
              f"({top['share_percent']}% of the total, {top['count']} rows)."]
    if len(summary) > 1:
        low = summary[-1]
        lines += [f"The smallest is **{low['group']}** with {low['sum']:,.2f} ({low['share_percent']}%)."]
    lines += ["", f"| {group} | rows | sum | mean | min | max | share |", "|---|---:|---:|---:|---:|---:|---:|"]
    for g in summary:
        lines.append(f"| {g['group']} | {g['count']} | {g['sum']:,.2f} | {g['mean']:,.2f} | {g['min']:,.2f} | "
                     f"{g['max']:,.2f} | {g['share_percent']}% |")
    lines += ["", f"![{value} by {group}]({files['svg']})", "",
              f"PNG version: [{files['png']}]({files['png']}). Data: [{files['csv']}]({files['csv']}), "
              f"[{files['json']}]({files['json']}).", ""]
    return "\n".join(lines)


def main(argv):
    parser = argparse.ArgumentParser(description="Summarise a CSV into CSV, JSON, SVG, PNG and Markdown.")
    parser.add_argument("input")
    parser.add_argument("--group", help="text column to group by (default: first text column with repeating values)")
    parser.add_argument("--value", help="numeric column to total (default: last numeric column)")
    parser.add_argument("--name", help="prefix of the output files (default: input file stem)")
    parser.add_argument("--out-dir", default=os.environ.get("OUTPUT_DIR", "out"))
    args = parser.parse_args(argv[1:])
    try:
        fields, rows = read_table(args.input)
    except (OSError, ValueError, csv.Error) as error:
        print(f"error: cannot read CSV: {error}", file=sys.stderr)
        return 1
    types = column_types(fields, rows)
    text_cols = [f for f in fields if types[f] == "text"]
    num_cols = [f for f in fields if types[f] == "number"]
    group = args.group or default_group(text_cols, rows)
    value = args.value or (num_cols[-1] if num_cols else None)
    for option, column in (("--group", group), ("--value", value)):
        if column is None or column not in fields:
            print(f"error: {option}: no such column {column!r}; columns: {', '.join(fields)}", file=sys.stderr)
            return 2
    if types[value] != "number":
        print(f"error: --value column {value!r} is not numeric", file=sys.stderr)
        return 2
    summary, total = summarise(rows, group, value)
    name = args.name or os.path.splitext(os.path.basename(args.input))[0]
    files = {kind: f"{name}-{suffix}" for kind, suffix in
             (("csv", "summary.csv"), ("json", "summary.json"), ("svg", "chart.svg"), ("png", "chart.png"),
              ("md", "report.md"))}
    os.makedirs(args.out_dir, exist_ok=True)
    path = lambda kind: os.path.join(args.out_dir, files[kind])  # noqa: E731

    with open(path("csv"), "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=["group", "count", "sum", "mean", "min", "max", "share_percent"])
        writer.writeheader()
        writer.writerows(summary)
    document = {"input": args.input, "rows": len(rows), "columns": types, "group_by": group, "value": value,
                "total": total, "groups": summary}
    write_text(path("json"), json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    title = f"{value} by {group}"
    labels = [g["group"] for g in summary]
    sums = [g["sum"] for g in summary]
    write_text(path("svg"), charts.svg_bar_chart(title, labels, sums, f"sum of {value}"))
    with open(path("png"), "wb") as handle:
        handle.write(charts.png_bar_chart(title, labels, sums, f"sum of {value}"))
    write_text(path("md"), markdown(name, args.input, group, value, len(rows), summary, total, files))

    print(f"{len(rows)} rows, {len(summary)} groups of {group}; total {value} {total:,.2f}; "
          f"top {summary[0]['group']} ({summary[0]['share_percent']}%)")
    for kind in ("csv", "json", "svg", "png", "md"):
        print(f"wrote {path(kind)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
