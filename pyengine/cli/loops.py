"""`mtgrules loops`: search a card pool for 613.8 dependencies and dependency loops."""
from __future__ import annotations

import sys

from pyengine.cards.parse import _expect_list, Place

from pyengine.cards.library import CardLibrary
from pyengine.errors import ScenarioError
from pyengine.layers.loopsearch import search, stderr_progress
from pyengine.yamlio import load_yaml_file
from pyengine.cli.common import dump_json, positive_arg


def cmd_loops(args) -> int:
    lib = CardLibrary.bundled()
    pool: list[str] = list(args.cards or [])
    if args.pool:
        data = load_yaml_file(args.pool)
        items = _expect_list(data, Place(args.pool, ""), "card names")
        for i, x in enumerate(items):
            if not isinstance(x, str):
                raise Place(args.pool, f"[{i}]").error(f"got {x!r}", expected="a card name")
            pool.append(x)
    if args.library:
        pool += [n for n in lib.names() if any(a.effect is not None for a in lib.cards[n].abilities)]
    if len(pool) < 2:
        raise ScenarioError("the pool has fewer than two cards", place="--cards/--pool/--library",
                            expected="at least two card names")
    pool = list(dict.fromkeys(pool))
    quiet = args.quiet or not sys.stderr.isatty() and not args.progress
    res = search(pool, 3 if args.triples else 2, lib, None if quiet else stderr_progress, jobs=args.jobs)
    code = 0 if res.complete else 130
    partial = (f"interrupted: partial result, {res.examined} of {res.combinations} combinations examined"
               if not res.complete else "")
    if not quiet or partial:
        print(f"{res.runs} runs in {res.seconds:.1f}s" + (f"; {partial}" if partial else ""), file=sys.stderr)
    if args.json:
        dump_json(res.to_json())
        return code
    if partial:
        print(f"PARTIAL RESULT ({partial})")
    print(f"pool of {len(res.pool)} cards, {'triples' if args.triples else 'pairs'}: {res.runs} runs; "
          f"skipped {res.skipped_no_effect} without continuous effects and "
          f"{res.skipped_no_common_layer} sharing no layer (613.8a(a))")
    print(f"\n{'timestamp order':50} {'layer':5} dependency")
    for d in res.dependencies:
        print(f"{' < '.join(d.cards)[:50]:50} {d.layer:5} {d.effect} depends on {d.depends_on}"
              f" ({', '.join(d.reasons)}; via {', '.join(d.objects)})")
    print(f"\nloops ({len(res.loops)}):")
    for x in res.loops:
        print(f"  {' < '.join(x.cards)}  layer {x.layer}: {' <-> '.join(x.effects)} (613.8b: timestamp order)")
    return code


def register(sub) -> None:
    p = sub.add_parser("loops", help="search a card pool for 613.8 dependencies and loops (pairs or triples)")
    p.add_argument("--cards", nargs="+", metavar="NAME", help="card names")
    p.add_argument("--pool", metavar="FILE", help="YAML list of card names")
    p.epilog = "Ctrl-C stops the search and prints what was found so far, marked as partial (exit 130)."
    p.add_argument("--library", action="store_true", help="every library card with a continuous effect")
    p.add_argument("--triples", action="store_true", help="combinations of three instead of pairs")
    p.add_argument("--json", action="store_true")
    p.add_argument("--jobs", type=positive_arg, default=1, metavar="N", help="worker processes (default 1)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.add_argument("--progress", action="store_true", help="progress on stderr even when not a terminal")
    p.set_defaults(func=cmd_loops)
