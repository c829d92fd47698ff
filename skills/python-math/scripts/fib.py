#!/usr/bin/env python3
"""Write the first N Fibonacci numbers, one per line.

Usage: python3 scripts/fib.py N [OUTPUT]   (OUTPUT defaults to $OUTPUT_DIR/fib.txt or out/fib.txt)
"""
import os
import sys

MAX_N = 10000


def fibonacci(n):
    a, b = 0, 1
    for _ in range(n):
        yield a
        a, b = b, a + b


def default_output(name):
    return os.path.join(os.environ.get("OUTPUT_DIR", "out"), name)


def main(argv):
    if len(argv) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        n = int(argv[1])
    except ValueError:
        print(f"error: N must be an integer, got {argv[1]!r}", file=sys.stderr)
        return 2
    if not 1 <= n <= MAX_N:
        print(f"error: N must be between 1 and {MAX_N}", file=sys.stderr)
        return 2
    output = argv[2] if len(argv) == 3 else default_output("fib.txt")
    os.makedirs(os.path.dirname(output) or ".", exist_ok=True)
    numbers = list(fibonacci(n))
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(str(x) for x in numbers) + "\n")
    last = numbers[-1]
    print(f"wrote {n} Fibonacci numbers to {output}; F({n - 1}) = {last} ({len(str(last))} digits)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
