#!/usr/bin/env python3
"""The cost of calling cgt from Python over the C++ call (docs/python.md: under 1-2 us per call).

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_overhead.py [build/release/bench/core_bench]

Measures, with warm caches as in bench/core_bench's cold:0 runs:
  * g + h over neighbouring pairs of 4097 small games (number+up+star values, and hot games born
    by day 3), against core_bench's BM_NusSum / BM_HotSum on the same kinds of games;
  * g <= h, g == h, hash(g), a property read (g.mean) and Game(text);
  * building a dict of 10^5 games (keys: distinct games) and looking every key up again.
"""

import json
import random
import subprocess
import sys
import time
from fractions import Fraction

import cgt
from cgt import Game


def per_call(run, calls: int, repeats: int = 5) -> float:
    """Best time per call in nanoseconds over `repeats` runs of run() (which makes `calls` calls)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best / calls * 1e9


def nus_pool(count: int, rng: random.Random):
    return [Game.nus(Fraction(rng.randint(-64, 64), 2 ** rng.randint(0, 3)), rng.randint(-3, 3), rng.randint(0, 3))
            for _ in range(count)]


def hot_pool(count: int, rng: random.Random):
    small = [Game(t) for t in ["0", "*", "1", "-1", "^", "v", "1/2", "{1|0}", "{0|-1}", "+-1", "{1|*}", "2", "-2"]]
    games = []
    while len(games) < count:
        g = Game.from_options(rng.sample(small, rng.randint(1, 2)), rng.sample(small, rng.randint(1, 2)))
        if not g.is_nus:
            games.append(g)
    return games


def pairs_loop(games, op):
    n = len(games)
    pairs = [(games[i], games[(i + 1) % n]) for i in range(n)]

    def run():
        for g, h in pairs:
            op(g, h)
    return run, n


def cpp_figures(core_bench: str) -> dict:
    done = subprocess.run([core_bench, "--benchmark_filter=BM_(NusSum|HotSum)/(cold:0|birthday:3/cold:0)$",
                           "--benchmark_format=json", "--benchmark_repetitions=3",
                           "--benchmark_report_aggregates_only=true"], capture_output=True, text=True, check=True)
    figures = {}
    for b in json.loads(done.stdout)["benchmarks"]:
        if b.get("aggregate_name") == "min" or (b.get("aggregate_name") == "mean" and b["run_name"] not in figures):
            figures[b["run_name"]] = b["real_time"] if b["time_unit"] == "ns" else b["real_time"] * 1000
    return figures


def main() -> None:
    rng = random.Random(1)
    nus, hot = nus_pool(4097, rng), hot_pool(4097, rng)
    rows = []
    for name, games in (("NUS", nus), ("hot, day 3", hot)):
        for _ in range(2):  # warm the caches first
            run, n = pairs_loop(games, lambda g, h: g + h)
            run()
        rows.append((f"g + h ({name})", per_call(*pairs_loop(games, lambda g, h: g + h))))
        rows.append((f"g <= h ({name})", per_call(*pairs_loop(games, lambda g, h: g <= h))))
    rows.append(("g == h", per_call(*pairs_loop(hot, lambda g, h: g == h))))
    rows.append(("hash(g)", per_call(*pairs_loop(hot, lambda g, h: hash(g)))))
    rows.append(("g.mean (a Fraction)", per_call(*pairs_loop(hot, lambda g, h: g.mean))))
    rows.append(("Game('{3||2|1}')", per_call(lambda: [Game("{3||2|1}") for _ in range(10000)], 10000)))
    rows.append(("empty Python call (reference)", per_call(*pairs_loop(hot, lambda g, h: None))))

    # A dict of 10^5 distinct games: the integers' switches {n|-n} and n + ^.
    keys = [Game.from_options([k], [-k]) for k in range(50000)] + [k + Game.up() for k in range(50000)]
    table = {}

    def build():
        table.clear()
        for i, g in enumerate(keys):
            table[g] = i

    def look_up():
        for g in keys:
            table[g]
    rows.append(("dict of 10^5 games: insert, per game", per_call(build, len(keys))))
    rows.append(("dict of 10^5 games: look-up, per game", per_call(look_up, len(keys))))
    python_ints = list(range(100000))
    rows.append(("dict of 10^5 ints: insert (reference)", per_call(lambda: {k: k for k in python_ints}, 100000)))

    width = max(len(r[0]) for r in rows)
    for name, ns in rows:
        print(f"{name:<{width}}  {ns:8.0f} ns")
    if len(sys.argv) > 1:
        print()
        for name, ns in cpp_figures(sys.argv[1]).items():
            print(f"C++ {name:<{width - 4}}  {ns:8.0f} ns")


if __name__ == "__main__":
    main()
