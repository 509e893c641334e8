"""Sweeps and batches (issue 16): where users wait for many evaluations.

    PYTHONPATH=. python benchmarks/bench_sweeps.py            # everything below
    PYTHONPATH=. python benchmarks/bench_sweeps.py --scaling  # evaluations/s, 1 and 2 workers
    PYTHONPATH=. python benchmarks/bench_sweeps.py --batch    # --batch vs one process per scenario
    PYTHONPATH=. python benchmarks/bench_sweeps.py --pruning  # pairs left after 613.8a pruning
    PYTHONPATH=. python benchmarks/bench_sweeps.py --sample 1000 --budget 300

--scaling: the same combinations (the loop search's pairs of the whole pool that pruning
  keeps) run on a Dask LocalCluster of 1 and of 2 worker processes, alternately (the machine is
  shared and its speed drifts), timing the sweep once the cluster is up; layer evaluations per
  second and the ratio. The clusters' start-up is printed apart.
--batch: small scenarios (the bundled layer examples, and boards of a few permanents), each
  answered by `mtgrules layers FILE --json` in its own process, against all of them in one
  `mtgrules layers --batch FILE.jsonl` process; the cost per scenario of each, alternately.
--pruning: the pairs of every card with a continuous effect, and how many 613.8a pruning leaves
  to run (by reason), counted by read/write signature groups.
--sample N: a sweep of a random N-card sample of the pool (every card if it has fewer), its
  combinations run in random order on local workers until done or --budget seconds; the measured
  rate extrapolated to the sample and to the whole pool."""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from pyengine.cards.pool import card_pool
from pyengine.layers.sweep import Plan, Sweep, pairs_left


def _cluster(n: int):
    import logging
    logging.getLogger("distributed").setLevel(logging.CRITICAL)

    from distributed import Client, LocalCluster
    t = time.perf_counter()
    cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True, host="127.0.0.1",
                           dashboard_address=":0", silence_logs=logging.ERROR)
    client = Client(cluster)
    client.wait_for_workers(n)
    from pyengine.layers.loopsearch import warm_up
    client.run(warm_up)
    return cluster, client, time.perf_counter() - t


def scaling(rounds: int, limit: int | None) -> None:
    cards = card_pool("all")
    probe = Sweep(cards, 2)
    todo = probe.plan.todo[:limit] if limit else probe.plan.todo
    runs = None
    print(f"scaling: {len(todo)} combinations of a {len(cards)}-card pool (every timestamp order of each)")
    clusters = {}
    for n in (1, 2):
        cluster, client, t = _cluster(n)
        clusters[n] = (cluster, client)
        print(f"  LocalCluster with {n} worker(s) up (program parsed on each) in {t:.1f} s")
    rates: dict[int, list[float]] = {1: [], 2: []}
    cpu: dict[int, list[float]] = {1: [], 2: []}
    try:
        for r in range(rounds):
            for n in (1, 2) if r % 2 == 0 else (2, 1):
                sw = Sweep(cards, 2)
                sw.plan.todo = list(todo)
                sw.keys = sw.keys[:len(todo)]
                t = time.perf_counter()
                res = sw.run(client=clusters[n][1])
                dt = time.perf_counter() - t
                runs = res.runs
                rates[n].append(res.runs / dt)
                cpu[n].append(sw.cpu_seconds / res.runs)
                print(f"  round {r + 1}, {n} worker(s): {res.runs} evaluations in {dt:.1f} s = {res.runs / dt:.2f}/s "
                      f"(workers' CPU {sw.cpu_seconds / res.runs * 1000:.0f} ms per evaluation; load "
                      f"{os.getloadavg()[0]:.1f})")
    finally:
        for cluster, client in clusters.values():
            client.close()
            cluster.close()
    m1, m2 = statistics.median(rates[1]), statistics.median(rates[2])
    print(f"  median: 1 worker {m1:.2f} evaluations/s, 2 workers {m2:.2f}/s: scaling x{m2 / m1:.2f} "
          f"(target >= 1.8 on this 2-core machine; {runs} evaluations a round)")
    c1, c2 = statistics.median(cpu[1]), statistics.median(cpu[2])
    print(f"  workers' CPU per evaluation: {c1 * 1000:.0f} ms with 1 worker, {c2 * 1000:.0f} ms with 2: the work "
          f"divides with x{c1 / c2:.2f} efficiency; wall-clock scaling is bounded by the cores the other "
          f"processes leave free (load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")


def _small_scenarios(n: int) -> list:
    from pyengine.scenario import example_names
    names = [e for e in example_names() if e.startswith(("deps-", "humility", "layers", "613", "blood"))]
    out: list = list(names)
    rng = random.Random(16)
    pool = ["Glorious Anthem", "Grizzly Bears", "Humility", "Opalescence", "Blood Moon", "Urborg, Tomb of Yawgmoth",
            "Honor of the Pure", "Crusade", "Gray Ogre", "Goblin King", "Lord of Atlantis", "Llanowar Elves"]
    from pyengine.cards.library import CardLibrary
    lib = CardLibrary.bundled()
    pool = [c for c in pool if c in lib]
    while len(out) < n:
        k = rng.randint(2, 5)
        out.append({"players": ["alice", "bob"],
                    "battlefield": [{"id": f"p{i}", "card": c, "controller": rng.choice(["alice", "bob"])}
                                    for i, c in enumerate(rng.sample(pool, k))]})
    return out[:n]


def batch(n: int, rounds: int) -> None:
    import yaml
    scenarios = _small_scenarios(n)
    with tempfile.TemporaryDirectory() as d:
        files = []
        for i, s in enumerate(scenarios):
            if isinstance(s, str):
                files.append(s)
            else:
                path = os.path.join(d, f"s{i}.yaml")
                with open(path, "w") as f:
                    yaml.safe_dump(s, f)
                files.append(path)
        jsonl = os.path.join(d, "all.jsonl")
        with open(jsonl, "w") as f:
            for s in scenarios:
                f.write(json.dumps(s) + "\n")
        cmd = [sys.executable, "-m", "pyengine", "layers"]
        single: list[float] = []
        batched: list[float] = []
        print(f"batch: {len(scenarios)} small scenarios ({sum(isinstance(s, str) for s in scenarios)} bundled "
              "examples, the others 2-5 permanents)")
        for r in range(rounds):
            k = min(8, len(files))
            t = time.perf_counter()
            for path in files[:k]:
                subprocess.run(cmd + [path, "--json"], check=True, capture_output=True)
            single.append((time.perf_counter() - t) / k)
            t = time.perf_counter()
            out = subprocess.run(cmd + ["--batch", jsonl], check=True, capture_output=True, text=True)
            batched.append((time.perf_counter() - t) / len(scenarios))
            codes = [json.loads(x)["exit_code"] for x in out.stdout.splitlines()]
            assert len(codes) == len(scenarios) and set(codes) == {0}, codes
            print(f"  round {r + 1}: one process per scenario {single[-1] * 1000:.0f} ms/scenario; "
                  f"--batch {batched[-1] * 1000:.0f} ms/scenario")
        s, b = statistics.median(single), statistics.median(batched)
        print(f"  median: {s * 1000:.0f} ms vs {b * 1000:.0f} ms per scenario: --batch x{s / b:.1f} faster "
              "(target >= 5x)")


def pruning() -> None:
    cards = card_pool("all")
    t = time.perf_counter()
    total, left, skipped = pairs_left(cards)
    dt = time.perf_counter() - t
    print(f"pruning: {len(cards)} cards with a continuous effect, {total} pairs; {left} left to run "
          f"({100 * left / max(total, 1):.1f}%), counted in {dt:.2f} s")
    for reason, k in sorted(skipped.items()):
        print(f"  skipped {k:>10}  {reason}")


def sample(n: int, budget: float, workers: int) -> None:
    every = card_pool("all")
    rng = random.Random(1000)
    cards = rng.sample(every, n) if len(every) > n else every
    if len(every) < n:
        print(f"sample: the pool has only {len(every)} cards with a continuous effect: using all of them")
    sw = Sweep(cards, 2)
    order = list(range(len(sw.plan.todo)))
    rng.shuffle(order)
    sw.plan.todo = [sw.plan.todo[k] for k in order]
    sw.keys = [sw.keys[k] for k in order]
    print(f"sample: {len(cards)} cards, {sw.plan.total} combinations, {len(sw.plan.todo)} to run after pruning; "
          f"running on {workers} local worker(s), at most {budget:.0f} s")
    t0 = time.perf_counter()

    def stop(done: int) -> None:
        if time.perf_counter() - t0 > budget:
            raise KeyboardInterrupt
    res = sw.run(workers=workers, on_result=stop)
    dt = time.perf_counter() - t0
    rate = res.evaluated / dt
    print(f"  {res.evaluated} of {len(sw.plan.todo)} combinations ({res.runs} evaluations) in {dt:.1f} s "
          f"(cluster start-up included): {rate:.2f} combinations/s; {len(res.dependencies)} dependencies, "
          f"{len(res.loops)} loops found")
    est = len(sw.plan.todo) / rate
    print(f"  the whole sample: {'measured' if res.complete else 'extrapolated'} {est / 60:.1f} min on {workers} worker(s)")
    plan = Plan.make(every, 2)
    whole = len(plan.todo) / rate
    print(f"  the whole pool ({len(every)} cards, {plan.total} combinations, {len(plan.todo)} to run): extrapolated "
          f"{whole / 60:.1f} min on {workers} worker(s), {whole / 60 / 16 * workers:.1f} min on 16 workers")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--scaling", action="store_true")
    ap.add_argument("--batch", action="store_true")
    ap.add_argument("--pruning", action="store_true")
    ap.add_argument("--sample", type=int, metavar="N")
    ap.add_argument("--budget", type=float, default=300, help="seconds for --sample (default 300)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--limit", type=int, help="--scaling: only the first N combinations")
    ap.add_argument("--scenarios", type=int, default=40, help="--batch: how many scenarios (default 40)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="--sample: local workers")
    a = ap.parse_args(argv)
    every = not (a.scaling or a.batch or a.pruning or a.sample)
    if a.pruning or every:
        pruning()
    if a.batch or every:
        batch(a.scenarios, a.rounds)
    if a.scaling or every:
        scaling(a.rounds, a.limit)
    if a.sample or every:
        sample(a.sample or 1000, a.budget, a.workers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
