"""`mtgrules loops`: search a card pool for 613.8 dependencies and dependency loops, in this
process, on the local cores or on a Dask cluster; stoppable (Ctrl-C) and resumable (results
store)."""
from __future__ import annotations

import os
import sys

from pyengine.cards.library import CardLibrary
from pyengine.cards.parse import Place
from pyengine.cards.pool import card_pool, has_continuous_effect
from pyengine.cli.common import dump_json, positive_arg
from pyengine.errors import ScenarioError
from pyengine.layers.loopsearch import SearchResult
from pyengine.layers.prune import REASONS
from pyengine.layers.sweep import Sweep
from pyengine.layers.sweepstore import default_path

# below this many combinations to run, the default is this process (starting workers costs more)
LOCAL_BELOW = 40


def _pool(args, lib: CardLibrary) -> list:
    cards = []
    if args.pool:
        cards += card_pool(args.pool, lib)
    if args.library:
        cards += card_pool("all", lib)
    cards += [lib.get(n, Place("--cards", f"card {n!r}")) for n in (args.cards or [])]
    if len({c.name for c in cards}) < 2:
        raise ScenarioError(f"the pool has {len({c.name for c in cards})} card(s)", file="<command line>",
                            place="--cards/--pool/--library", expected="at least two cards")
    return cards


def _progress_bar(total: int, initial: int, show: bool):
    """A tqdm bar on stderr (rate and time left), or None."""
    if not show or total <= initial:
        return None
    from tqdm import tqdm
    return tqdm(total=total, initial=initial, unit="comb", desc="loop search", file=sys.stderr,
                dynamic_ncols=True, smoothing=0.05)


def cmd_loops(args) -> int:
    lib = CardLibrary.bundled()
    cards = _pool(args, lib)
    without = sorted(c.name for c in cards if not has_continuous_effect(c))
    if without:
        print(f"note: {len(without)} card(s) without a continuous effect can't depend on anything "
              f"(613.8a): {', '.join(without[:5])}{' ...' if len(without) > 5 else ''}", file=sys.stderr)
    store = None if args.no_store else (args.store or default_path())
    if store is None and not args.no_store:
        print("note: no writable cache directory: results are kept in memory only (--store FILE to keep them)",
              file=sys.stderr)
    sweep = Sweep(cards, 3 if args.triples else 2, store=store, fresh=args.fresh)
    pending = len(sweep.pending())
    if args.scheduler:
        workers = 0
    elif args.jobs is not None:
        workers = args.jobs if args.jobs > 1 else 0
    else:
        workers = 0 if pending < LOCAL_BELOW else (os.cpu_count() or 1)
    show = args.progress or (not args.quiet and sys.stderr.isatty())
    todo = len(sweep.plan.todo)
    if not args.quiet:
        where = (f"the Dask cluster at {args.scheduler}" if args.scheduler else
                 f"{workers} local Dask worker processes" if workers else "this process")
        print(f"{len(sweep.cards)} cards: {sweep.plan.total} combinations, {todo} to run after 613.8a pruning, "
              f"{todo - pending} of them in the store{f' ({store})' if store else ''}; running {pending} in {where}",
              file=sys.stderr)
    bar = _progress_bar(todo, todo - pending, show)
    res = sweep.run(workers=workers, scheduler=args.scheduler, chunk=args.chunk,
                    progress=(lambda done, total, s: bar.update(1)) if bar else None)
    if bar:
        bar.close()
    if not args.quiet or res.interrupted:
        print(f"{res.evaluated - res.from_store} combinations run in {res.seconds:.1f} s"
              + (f" on {res.workers} worker(s)" if res.workers else "")
              + (f"; interrupted: partial result, {res.examined} of {res.total} combinations examined "
                 "(the same command resumes)" if res.interrupted else ""), file=sys.stderr)
    code = 130 if res.interrupted else 0
    for cards, err in res.failed:
        print(f"internal error on {' + '.join(cards)}: {err}; this is a bug in mtgrules (the other "
              "combinations are reported; the next run tries these again)", file=sys.stderr)
    if res.failed:
        code = 3
    if args.report:
        from pyengine.layers.sweepreport import write_report
        path = write_report(res, args.report)
        print(f"report: {path}", file=sys.stderr)
    if args.json:
        dump_json(res.to_json())
        return code
    _print(res)
    return code


def _print(res: SearchResult) -> None:
    what = "triples" if res.size == 3 else "pairs"
    if res.interrupted:
        print(f"PARTIAL RESULT: {res.examined} of {res.total} combinations examined")
    for cards, err in res.failed:
        print(f"FAILED (internal error, not counted): {' + '.join(cards)}: {err}")
    print(f"pool of {len(res.pool)} cards, {what} (and each card alone): {res.total} combinations")
    print(f"  {'run (every timestamp order)':58} {res.evaluated:>8}   ({res.runs} layer evaluations)")
    for reason, n in sorted(res.skipped.items()):
        print(f"  {'skipped: ' + reason:58} {n:>8}")
    c = res.counts()
    print("\ndependencies per layer: " + (", ".join(f"{k}: {v}" for k, v in sorted(c["dependencies_per_layer"].items()))
                                         or "none"))
    print("dependencies per reason: " + (", ".join(f"{k}: {v}" for k, v in sorted(c["dependencies_per_reason"].items()))
                                          or "none"))
    print(f"\n{'timestamp order':50} {'layer':5} dependency")
    for d in res.dependencies:
        print(f"{' < '.join(d.cards)[:50]:50} {d.layer:5} {d.effect} depends on {d.depends_on}"
              f" ({', '.join(d.reasons)}; via {', '.join(d.objects)})")
    print(f"\nloops ({len(res.loops)}):")
    for x in res.loops:
        print(f"  {' < '.join(x.cards)}  layer {x.layer}: {' <-> '.join(x.effects)} (613.8b: timestamp order)")


def register(sub) -> None:
    reasons = "; ".join(f"{k}: {v}" for k, v in REASONS.items())
    p = sub.add_parser(
        "loops", help="search a card pool for 613.8 dependencies and loops (pairs or triples), on Dask",
        description="Every pair (or triple) of cards of a pool, and each card alone, on a board with "
                    "bystanders, in every timestamp order: the 613.8 dependencies between the cards' effects "
                    "and the loops. Combinations 613.8a rules out are skipped before any run (" + reasons +
                    "). Results go to a store as they finish: Ctrl-C stops (exit 130, partial result) and "
                    "the same command resumes.")
    p.add_argument("--cards", nargs="+", metavar="NAME", help="card names")
    p.add_argument("--pool", metavar="SPEC",
                   help="'all' (every card with a continuous effect), a query such as 'type:enchantment' or "
                        "'layer:4 -subtype:Aura' (keys: type supertype subtype color name text layer op), or a "
                        "file of card names (YAML list, or .txt one per line)")
    p.add_argument("--library", action="store_true", help="the same as --pool all")
    p.add_argument("--triples", action="store_true", help="combinations of three instead of pairs")
    p.add_argument("--json", action="store_true", help="machine-readable, byte-stable output (no timings)")
    p.add_argument("--report", metavar="DIR", help="write DIR/report.md with PNG pictures of each loop and the counts")
    p.add_argument("--jobs", type=positive_arg, metavar="N",
                   help="local Dask worker processes (1: this process; default: this process for fewer than "
                        f"{LOCAL_BELOW} combinations to run, else one per core)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="an existing Dask cluster, e.g. tcp://HOST:8786")
    p.add_argument("--chunk", type=positive_arg, metavar="N", help="combinations per Dask task (default: automatic)")
    p.add_argument("--store", metavar="FILE", help="the results store, an SQLite file (default: loops.sqlite in the "
                   "cache directory: $MTGRULES_CACHE, else ~/.cache/mtgrules)")
    p.add_argument("--no-store", action="store_true", help="keep results in memory only (nothing to resume)")
    p.add_argument("--fresh", action="store_true", help="run every combination again, replacing stored results")
    p.add_argument("--quiet", action="store_true", help="nothing on stderr but errors")
    p.add_argument("--progress", action="store_true", help="a progress bar on stderr even when not a terminal")
    p.epilog = ("Ctrl-C stops the search and prints what was found so far, marked as partial (exit 130); "
                "the same command resumes. An internal error on a combination is reported (exit 3).")
    p.set_defaults(func=cmd_loops)
