"""Benchmark for targets (issue #4): a board of N objects and Cone of Flame (three instances of
"target": any target, another target, a third target), with hexproof, shroud and protection
creatures and a Flagbearer-free board (plain case) or one Standard Bearer (must-target case).

Targets (N = 300):
  legal candidates for each instance + exact number of legal assignments   median <= 100 ms
  the first 1,000 assignments                                               <= 100 ms
  checking one proposed assignment                                          <= 5 ms

Usage: python benchmarks/bench_targets.py [N ...] [--repeat R]
The layer system (pyengine.layers.evaluate) runs once per board and is reported separately.
"""
from __future__ import annotations

import argparse
import statistics
import time

from pyengine.layers.driver import evaluate
from pyengine.scenario import scenario_from_data
from pyengine.targets.targeting import Targeting
from pyengine.targets.spec import question, stack_items


def board(n: int, flagbearer: bool = False) -> dict:
    kinds = ["Runeclaw Bear", "Llanowar Elves", "Gladecover Scout", "Paladin en-Vec",
             "Argothian Enchantress", "Hulking Raptor", "Swamp", "Forest", "Walker", "Trinket"]
    bf = []
    for i in range(n):
        card = kinds[i % len(kinds)]
        if flagbearer and i == 0:
            card = "Standard Bearer"
        ctrl = "bob" if (i % 3 or card == "Standard Bearer") else "alice"
        bf.append({"id": f"o{i}", "card": card, "controller": ctrl, "timestamp": i + 1})
    return {
        "players": ["alice", "bob"], "active_player": "alice",
        "cards": [{"name": "Walker", "mana_cost": "{3}", "types": ["planeswalker"], "loyalty": 3},
                  {"name": "Trinket", "mana_cost": "{1}", "types": ["artifact"]}],
        "battlefield": bf,
        "stack": [{"id": "cone", "card": "Cone of Flame", "controller": "alice"}],
        "targets": {"item": "cone"},
    }


def ms(xs: list[float]) -> str:
    return f"median {statistics.median(xs) * 1000:7.2f} ms  (min {min(xs) * 1000:.2f}, max {max(xs) * 1000:.2f})"


def run(n: int, repeat: int, flagbearer: bool) -> None:
    sc = scenario_from_data(board(n, flagbearer), f"<bench {n}>")
    t0 = time.perf_counter()
    chars = evaluate(sc)
    t_layers = time.perf_counter() - t0
    items = stack_items(sc)
    q = question(sc, items)
    item = items[0]
    build, counting, listing, checking, first_check = [], [], [], [], []
    total = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        t = Targeting(sc, item, items, chars=chars, musts=q.must_target)
        cands = t.candidates()
        t1 = time.perf_counter()
        total = t.count()
        t2 = time.perf_counter()
        build.append(t1 - t0)
        counting.append(t2 - t0)
        t0 = time.perf_counter()
        first = t.assignments(1000)
        listing.append(time.perf_counter() - t0)
        proposal = first[len(first) // 2]
        t0 = time.perf_counter()
        t.check(proposal)                      # grounds the checking Control (once per item)
        first_check.append(time.perf_counter() - t0)
        for _ in range(10):
            t0 = time.perf_counter()
            r = t.check(proposal)
            checking.append(time.perf_counter() - t0)
            assert r.legal
    label = "with Standard Bearer (601.2c must-target)" if flagbearer else "plain"
    print(f"N = {n} objects, Cone of Flame, {label}")
    print(f"  layers.evaluate (once)                       {t_layers * 1000:7.2f} ms")
    print(f"  candidates per instance: {', '.join(f'{k}={len(v)}' for k, v in cands.items())}")
    print(f"  legal assignments: {total}")
    print(f"  ground + candidates                          {ms(build)}")
    print(f"  ground + candidates + exact count   [<=100]  {ms(counting)}")
    print(f"  first {len(first)} assignments               [<=100]  {ms(listing)}")
    print(f"  first check (grounds the checking Control)   {ms(first_check)}")
    print(f"  check one proposal                  [<=5]    {ms(checking)}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("sizes", nargs="*", type=int, default=[100, 200, 300])
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    for n in a.sizes:
        run(n, a.repeat, False)
        run(n, a.repeat, True)


if __name__ == "__main__":
    main()
