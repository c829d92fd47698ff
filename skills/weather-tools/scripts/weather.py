#!/usr/bin/env python3
"""Offline weather lookups over the bundled sample data (assets/weather-sample.json).

Usage:
  python3 scripts/weather.py current CITY [--out FILE]
  python3 scripts/weather.py forecast CITY [--days N] [--out FILE]
  python3 scripts/weather.py search QUERY [--out FILE]
  python3 scripts/weather.py compare CITY CITY... [--out FILE]
Exit codes: 0 ok, 2 bad arguments, 3 ambiguous city, 4 unknown city.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "assets", "weather-sample.json")


class LookupError_(Exception):
    def __init__(self, message, code):
        super().__init__(message)
        self.code = code


def load():
    with open(DATA, encoding="utf-8") as handle:
        return json.load(handle)


def normalise(text):
    return " ".join(text.replace("-", " ").casefold().split())


def search(data, query):
    q = normalise(query)
    return [c for c in data["cities"] if q in normalise(c["name"]) or q in normalise(c["id"])]


def resolve(data, name):
    q = normalise(name)
    exact = [c for c in data["cities"] if q in (normalise(c["name"]), normalise(c["id"]))]
    if len(exact) == 1:
        return exact[0]
    matches = search(data, name)
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise LookupError_(f"unknown city: {name!r} (try: python3 scripts/weather.py search {name.split()[0]})", 4)
    ids = ", ".join(c["id"] for c in matches)
    raise LookupError_(f"ambiguous city {name!r}: matches {ids}; pass one of these ids", 3)


def city_ref(city):
    return {k: city[k] for k in ("id", "name", "country", "latitude", "longitude")}


def run(args, data):
    if args.command == "current":
        city = resolve(data, args.city)
        cur = city["current"]
        result = {"city": city_ref(city), "observed_at": data["observed_at"], "units": data["units"], "current": cur}
        summary = (f"{city['name']}: {cur['temperature']} C (feels {cur['feels_like']} C), {cur['condition']}, "
                   f"humidity {cur['humidity']}%, wind {cur['wind_kmh']} km/h")
    elif args.command == "forecast":
        if not 1 <= args.days <= 7:
            raise LookupError_("--days must be between 1 and 7", 2)
        city = resolve(data, args.city)
        days = city["forecast"][: args.days]
        result = {"city": city_ref(city), "units": data["units"], "days": days}
        summary = f"{city['name']}, {args.days} days: " + "; ".join(
            f"{d['date']} {d['low']}..{d['high']} C {d['condition']} ({d['precipitation_chance']}% rain)" for d in days)
    elif args.command == "search":
        matches = search(data, args.query)
        result = {"query": args.query, "matches": [city_ref(c) for c in matches]}
        summary = f"{len(matches)} match(es) for {args.query!r}: " + (
            ", ".join(f"{c['name']} ({c['country']}, id {c['id']})" for c in matches) or "none")
    else:
        cities = [resolve(data, name) for name in args.cities]
        rows = [{"id": c["id"], "name": c["name"], "temperature": c["current"]["temperature"],
                 "condition": c["current"]["condition"], "humidity": c["current"]["humidity"],
                 "wind_kmh": c["current"]["wind_kmh"]} for c in cities]
        result = {"observed_at": data["observed_at"], "units": data["units"], "cities": rows}
        warmest = max(rows, key=lambda r: r["temperature"])
        summary = " | ".join(f"{r['name']} {r['temperature']} C {r['condition']}" for r in rows)
        summary += f"; warmest: {warmest['name']}"
    return result, summary


def main(argv):
    parser = argparse.ArgumentParser(description="Offline weather lookups over bundled sample data.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("current", help="current conditions")
    p.add_argument("city")
    p = sub.add_parser("forecast", help="forecast for 1-7 days")
    p.add_argument("city")
    p.add_argument("--days", type=int, default=3)
    p = sub.add_parser("search", help="find cities by partial name")
    p.add_argument("query")
    p = sub.add_parser("compare", help="current conditions side by side")
    p.add_argument("cities", nargs="+")
    for name in ("current", "forecast", "search", "compare"):
        sub.choices[name].add_argument("--out", help="JSON file to write (default: $OUTPUT_DIR/weather-<command>.json)")
    args = parser.parse_args(argv[1:])
    try:
        result, summary = run(args, load())
    except LookupError_ as error:
        print(f"error: {error}", file=sys.stderr)
        return error.code
    result["note"] = "sample data, not a live forecast"
    out = args.out or os.path.join(os.environ.get("OUTPUT_DIR", "out"), f"weather-{args.command}.json")
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2, ensure_ascii=False)
        handle.write("\n")
    print(summary)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
