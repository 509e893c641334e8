"""Start-up and card lookup (issue 15, part 6).

    PYTHONPATH=. python benchmarks/bench_startup.py

- `mtgrules layers --example humility-opalescence` end to end, in a fresh process each time
  (target <= 300 ms on this machine; the first run after a code change also rebuilds the cache);
- looking a card up by name in the Oracle database and compiling it (target <= 5 ms median);
- opening the Oracle database (after its index was built once)."""
from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time


def end_to_end(runs: int = 7) -> list[float]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)        # a user's install has its .pyc files
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "pyengine", "layers", "--example", "humility-opalescence"],
                       check=True, stdout=subprocess.DEVNULL, env=env)
        out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> None:
    e2e = end_to_end()
    print(f"layers --example humility-opalescence: median {statistics.median(e2e):.0f} ms "
          f"(min {min(e2e):.0f}, runs {len(e2e)}; target <= 300 ms)")
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
    t = time.perf_counter()
    for n in sample[:20]:
        db.suggestions(n + "x")
    print(f"suggestions for a misspelling: {(time.perf_counter() - t) * 1000 / 20:.1f} ms each")


if __name__ == "__main__":
    main()
