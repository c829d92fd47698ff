#!/usr/bin/env python3
"""Write all primes up to LIMIT, with a short header.

Usage: python3 scripts/primes.py LIMIT [OUTPUT]   (OUTPUT defaults to $OUTPUT_DIR/primes.txt or out/primes.txt)
"""
import os
import sys

MAX_LIMIT = 10_000_000


def sieve(limit):
    if limit < 2:
        return []
    flags = bytearray([1]) * (limit + 1)
    flags[0] = flags[1] = 0
    for p in range(2, int(limit ** 0.5) + 1):
        if flags[p]:
            flags[p * p :: p] = bytearray(len(range(p * p, limit + 1, p)))
    return [i for i, is_prime in enumerate(flags) if is_prime]


def main(argv):
    if len(argv) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        limit = int(argv[1])
    except ValueError:
        print(f"error: LIMIT must be an integer, got {argv[1]!r}", file=sys.stderr)
        return 2
    if not 2 <= limit <= MAX_LIMIT:
        print(f"error: LIMIT must be between 2 and {MAX_LIMIT}", file=sys.stderr)
        return 2
    output = argv[2] if len(argv) == 3 else os.path.join(os.environ.get("OUTPUT_DIR", "out"), "primes.txt")
    os.makedirs(os.path.dirname(output) or ".", exist_ok=True)
    primes = sieve(limit)
    gaps = [(b - a, a, b) for a, b in zip(primes, primes[1:])]
    gap = max(gaps) if gaps else (0, primes[0], primes[0])
    with open(output, "w", encoding="utf-8") as handle:
        handle.write(f"# primes up to {limit}: {len(primes)}\n")
        handle.write(f"# largest gap: {gap[0]} (between {gap[1]} and {gap[2]})\n")
        handle.write("\n".join(str(p) for p in primes) + "\n")
    print(f"{len(primes)} primes up to {limit}, largest {primes[-1]}, largest gap {gap[0]}; wrote {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
