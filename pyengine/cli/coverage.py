"""`mtgrules coverage [--json] [--sample N] [--top K] [--source FILE]`: how much of Magic the engine
executes -- every Oracle card compiled from its text (pyengine.cards.compiled), cards fully
compiled / all, abilities per kind and per feature, and the unsupported clause shapes ranked by
how many cards each would unlock (pyengine.cards.coverage)."""
from __future__ import annotations

import json
import sys

from tqdm import tqdm

from pyengine.cards.compiled import oracle_cards
from pyengine.cards.coverage import measure, sample


def coverage_text(j: dict) -> str:
    lines = [f"Cards fully compiled: {j['fully_compiled']} / {j['cards']} ({j['percent']:.1f}%)",
             "  (every ability compiles to something a feature executes, no clause left unsupported)", "",
             "Abilities by kind (executed / all):"]
    for k, v in j["by_kind"].items():
        lines.append(f"  {k:<10} {v['executed']:>7} / {v['abilities']:<7}")
    lines += ["", "Abilities by feature (executed by it; unsupported ones it would need):"]
    for f, v in j["by_feature"].items():
        lines.append(f"  {f:<8} {v['abilities_executed']:>7} executed, {v['abilities_needing_it_unsupported']:>7} unsupported")
    lines += ["", f"Top {len(j['top_gaps'])} unsupported clause shapes (cards each alone would unlock; cards having it):"]
    for i, g in enumerate(j["top_gaps"], 1):
        ex = ", ".join(g["examples"])
        lines.append(f"  {i:>2}. {g['unlocks']:>5} {g['cards']:>6}  {g['shape']}   [{ex}]")
    return "\n".join(lines)


def cmd_coverage(args) -> int:
    cards = sample(list(oracle_cards(args.source)), args.sample)
    with tqdm(total=len(cards), desc="compiling", unit="card", file=sys.stderr,
              disable=args.no_progress or None) as bar:
        cov = measure(cards, progress=bar)
    j = cov.to_json(args.top)
    if args.json:
        print(json.dumps(j, indent=2, sort_keys=True, ensure_ascii=False))
    else:
        print(coverage_text(j))
    return 0


def register(sub) -> None:
    p = sub.add_parser("coverage", help="how many Oracle cards the engine executes, and the clause shapes to build next")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--sample", type=int, default=None, metavar="N",
                   help="N cards spread evenly over the Oracle data (default: all)")
    p.add_argument("--top", type=int, default=50, metavar="K", help="how many clause shapes to rank (default 50)")
    p.add_argument("--source", default=None, metavar="FILE",
                   help="the Oracle data: a JSON list of MTGJSON-style cards (default: the bundled data)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=cmd_coverage)
