"""Start-up and card lookup (issue 15, part 6).

    PYTHONPATH=. python benchmarks/bench_startup.py [--runs N] [--first]

- `mtgrules layers --example humility-opalescence` end to end, in a fresh process each time
  (target <= 300 ms on this machine), next to `python -c pass` (the floor: the interpreter's own
  start), interleaved since the machine's speed drifts. Wall time and CPU time (user + sys of the
  child) are both printed: on a shared machine a short process's wall time moves with the load,
  its CPU time much less. Children run with .pyc files (as a user's install has them; kept out
  of the tree with PYTHONPYCACHEPREFIX) and the user's cache warm; `--first` also times a run
  with an empty cache directory (the library parsed, the layer program analysed, the scenario
  validated: what the first run after an install or a code change pays once);
- looking a card up by name in the Oracle database and compiling it (target <= 5 ms median);
- opening the Oracle database (after its index was built once)."""
from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time

COMMAND = ["-m", "pyengine", "layers", "--example", "humility-opalescence"]


def child(args: list[str], env: dict) -> tuple[float, float]:
    """(wall, cpu) milliseconds of a fresh interpreter running args."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run([sys.executable, *args], check=True, stdout=subprocess.DEVNULL, env=env)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall * 1000, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def summary(xs: list[float]) -> str:
    return f"median {statistics.median(xs):4.0f} ms (min {min(xs):.0f})"


def end_to_end(runs: int, first: bool) -> None:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)        # a user's install has its .pyc files
    with tempfile.TemporaryDirectory(prefix="mtgrules-bench-") as d:
        env["PYTHONPYCACHEPREFIX"] = os.path.join(d, "pyc")
        child(COMMAND, env)                          # .pyc files written, the user's cache filled
        if first:
            w, c = child(COMMAND, {**env, "MTGRULES_CACHE": os.path.join(d, "cache")})
            print(f"layers --example humility-opalescence, empty cache: wall {w:.0f} ms, cpu {c:.0f} ms")
        walls, cpus, floor_w, floor_c = [], [], [], []
        for _ in range(runs):
            w, c = child(["-c", "pass"], env)
            floor_w.append(w)
            floor_c.append(c)
            w, c = child(COMMAND, env)
            walls.append(w)
            cpus.append(c)
    print(f"layers --example humility-opalescence: wall {summary(walls)}, cpu {summary(cpus)}; "
          f"{runs} runs; target <= 300 ms")
    print(f"python -c pass (the floor):            wall {summary(floor_w)}, cpu {summary(floor_c)}")


def main() -> None:
    ap = argparse.ArgumentParser(description="start-up and card lookup")
    ap.add_argument("--runs", type=int, default=7, help="end-to-end runs (default 7)")
    ap.add_argument("--first", action="store_true", help="also time a run with an empty cache")
    a = ap.parse_args()
    end_to_end(a.runs, a.first)
    t = time.perf_counter()
    from pyengine.cards.database import OracleDB, oracle_db
    from pyengine.cards.library import oracle_card
    db = oracle_db()
    print(f"open the Oracle database: {(time.perf_counter() - t) * 1000:.1f} ms ({len(db)} cards)")
    t = time.perf_counter()
    OracleDB()
    print(f"reopen: {(time.perf_counter() - t) * 1000:.1f} ms")
    names = db.names()
    rng = random.Random(1)
    sample = rng.sample(names, 300)
    looks, comp = [], []
    for n in sample:
        t = time.perf_counter()
        oc = db.get(n)
        looks.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        try:
            oracle_card(oc.name)
        except Exception:          # noqa: BLE001 - an uncompilable card still counts its time
            pass
        comp.append((time.perf_counter() - t) * 1000)
    print(f"lookup by name: median {statistics.median(looks):.3f} ms; "
          f"lookup + compile: median {statistics.median([a + b for a, b in zip(looks, comp)]):.2f} ms "
          f"(300 random cards; target <= 5 ms)")
    variants = []                   # as users type them: lower case, without accents, by a face
    for n in sample:
        q = rng.choice([n.lower(), n.upper(), rng.choice(n.split(" // "))])
        t = time.perf_counter()
        assert db.get(q) is not None, q
        variants.append((time.perf_counter() - t) * 1000)
    print(f"lookup by a name as typed (case, a face): median {statistics.median(variants):.3f} ms")
    t = time.perf_counter()
    for n in sample[:20]:
        db.suggestions(n + "x")
    print(f"suggestions for a misspelling: {(time.perf_counter() - t) * 1000 / 20:.1f} ms each")


if __name__ == "__main__":
    main()
