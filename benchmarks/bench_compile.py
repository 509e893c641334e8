"""Benchmark for the Oracle compiler (issue 15): compiling cards from their Oracle text into the
card model (pyengine.cards.compiled.compile_card: grammar, transformer, validation by
parse_card) and judging what the engine executes (pyengine.cards.coverage).

Targets:
  compiling one card                     median <= 5 ms
  compiling and judging all 35,033 cards <= 5 min on the development machine
  fully compiled                         >= 60 % of all cards (issue 15 part 6)

Usage: PYTHONPATH=. python benchmarks/bench_compile.py [--one N] [--all] [--cr] [--source FILE]
  --one N   time N single cards spread over the Oracle data (default 500), median and p90
  --all     also compile and judge every card once (about a minute here) and print the coverage
  --cr      the cards named in the CR's examples of 115, 508-510, 601-616 and in the seeds
            (benchmarks/data/cr-example-cards.tsv): how many are fully compiled, and each gap
The grammar is loaded once (lark's cache makes later loads fast); its load time is reported
separately, as is the time to read the Oracle JSON.
"""
from __future__ import annotations

import argparse
import statistics
import time

from pyengine.cards.compiled import compile_oracle_card, oracle_cards
from pyengine.cards.coverage import judge, measure, sample
from pyengine.cards.oracle import parser


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--one", type=int, default=500)
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--source", default=None)
    ap.add_argument("--cr", action="store_true")
    args = ap.parse_args()

    t = time.perf_counter()
    parser()
    print(f"grammar load (lark LALR, cached tables): {1000 * (time.perf_counter() - t):.0f} ms")
    t = time.perf_counter()
    cards = list(oracle_cards(args.source))
    print(f"reading the Oracle data: {len(cards)} cards in {time.perf_counter() - t:.2f} s")

    picks = sample(cards, args.one)
    for c in picks[:50]:                     # warm up the lexer states
        compile_oracle_card(c)
    times = []
    for c in picks:
        t = time.perf_counter()
        card = compile_oracle_card(c)
        judge(card)
        times.append(1000 * (time.perf_counter() - t))
    times.sort()
    print(f"one card (compile + validate + judge), {len(times)} cards: median {statistics.median(times):.2f} ms, "
          f"p90 {times[int(0.9 * len(times))]:.2f} ms, max {times[-1]:.1f} ms  (target: median <= 5 ms)")

    if args.all:
        t = time.perf_counter()
        cov = measure(cards)
        dt = time.perf_counter() - t
        j = cov.to_json(10)
        print(f"all cards: {dt:.1f} s ({1000 * dt / len(cards):.2f} ms/card)  (target: <= 300 s)")
        print(f"fully compiled: {j['fully_compiled']} / {j['cards']} = {j['percent']:.2f} %  (target: >= 60 %)")
        print("top 10 gaps (cards each alone would unlock, cards having it):")
        for i, g in enumerate(j["top_gaps"], 1):
            print(f"  {i:>2}. {g['unlocks']:>4} {g['cards']:>5}  {g['shape']}")

    if args.cr:
        cr_example_cards()


def cr_example_cards() -> None:
    """Issue 15 part 6: every card named in the CR examples and the seeds fully compiled."""
    import os
    from pyengine.cards.database import oracle_db
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "cr-example-cards.tsv")
    names = [ln.split("\t")[0] for ln in open(path, encoding="utf-8") if ln.strip() and not ln.startswith("#")]
    db = oracle_db()
    results = [judge(compile_oracle_card(db.get(n))) for n in names]
    print(f"cards named in the CR examples and the seeds: {sum(r.full for r in results)} / {len(results)} "
          f"fully compiled  (target: all)")
    for r in results:
        if not r.full:
            print(f"  {r.name}: " + " | ".join(r.gaps))


if __name__ == "__main__":
    main()
