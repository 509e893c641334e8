"""Benchmark: enumerate every outcome of one damage event with n applicable replacement and
prevention effects (n = 2..8 by default; target: n = 8 in a median <= 200 ms).

The effects (added in this order): damage doublers, a tripler, "+2" (Torbran-like), static
"prevent 1 of that damage" (615.10) and a 615.7 shield, all applicable to the same event and
all free to be ordered (616.1e), so the orders number n! and the outcomes are the distinct
amounts. Prints per n: outcomes, orders, merged tree nodes, grounding steps, median wall time
and CPU time of the query (the machine is shared: wall time varies with its load), and the
median time to build the engine (layers + one clingo.Control) for the scenario.

With --filters every effect also names the source of the damage by a filter (the bob effects
"a creature you control", the alice effects "a red creature an opponent controls"), so every
grounding step evaluates filters (asp_rules/filters.lp, loaded with replacement.lp).

Usage: python benchmarks/bench_replacement.py [max_n] [repeats] [--filters]
"""
from __future__ import annotations

import statistics
import sys
import time

from pyengine.replacement.apply import ReplacementEngine
from pyengine.scenario import load_scenario_text

EFFECTS = [
    "{id: e%d, controller: bob, timestamp: %d, watches: damage, multiply: 2}",
    "{id: e%d, controller: bob, timestamp: %d, watches: damage, add: 2}",
    "{id: e%d, controller: alice, timestamp: %d, watches: damage, affected: {player: you}, prevent: 1}",
    "{id: e%d, controller: bob, timestamp: %d, watches: damage, multiply: 3}",
    "{id: e%d, controller: alice, timestamp: %d, watches: damage, affected: {player: alice}, shield: 3}",
    "{id: e%d, controller: bob, timestamp: %d, watches: damage, multiply: 2}",
    "{id: e%d, controller: bob, timestamp: %d, watches: damage, add: 1}",
    "{id: e%d, controller: alice, timestamp: %d, watches: damage, affected: {player: you}, prevent: 2}",
    "{id: e%d, controller: bob, timestamp: %d, watches: damage, add: 3}",
    "{id: e%d, controller: bob, timestamp: %d, watches: damage, multiply: 2}",
]


SOURCE = {"bob": "source: [creature, {controller: you}]",
          "alice": "source: [creature, red, {controller: opponent}]"}


def scenario(n: int, filters: bool = False) -> str:
    effs = [EFFECTS[k] % (k + 1, k + 10) for k in range(n)]
    if filters:
        effs = [e[:-1] + ", " + SOURCE["alice" if "alice" in e else "bob"] + "}" for e in effs]
    effs = "\n".join("  - " + e for e in effs)
    return f"""
players: [alice, bob]
active_player: bob
cards:
  - {{name: Bench Dragon, mana_cost: "{{4}}{{R}}", types: [creature], subtypes: [Dragon], power: 4, toughness: 4}}
battlefield:
  - {{id: dragon, card: Bench Dragon, controller: bob, timestamp: 1}}
replacement_effects:
{effs}
events:
  - {{kind: damage, source: dragon, target: alice, amount: 3, combat: true}}
"""


def run(n: int, repeats: int, filters: bool = False) -> None:
    from pyengine.replacement.apply import scenario_events
    sc = load_scenario_text(scenario(n, filters), f"<bench n={n}>")
    (_, evs), = scenario_events(sc)
    setup, times, cpu = [], [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        eng = ReplacementEngine(sc)
        t1 = time.perf_counter()
        c1 = time.process_time()
        q = eng.query(evs)
        t2 = time.perf_counter()
        cpu.append(time.process_time() - c1)
        setup.append(t1 - t0)
        times.append(t2 - t1)
    print(f"n={n:2d}  outcomes={len(q.outcomes):4d}  orders={q.n_orders:7d}  nodes={q.nodes:5d}  "
          f"grounding steps={q.solves:2d}  query median={statistics.median(times) * 1000:7.1f} ms "
          f"(cpu {statistics.median(cpu) * 1000:6.1f} ms; + engine setup {statistics.median(setup) * 1000:5.1f} ms)",
          flush=True)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--filters"]
    top = int(args[0]) if len(args) > 0 else 8
    reps = int(args[1]) if len(args) > 1 else 5
    for n in range(2, top + 1):
        run(n, reps, "--filters" in sys.argv)
