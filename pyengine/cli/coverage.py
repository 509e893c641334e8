"""`mtgrules coverage [--json] [--sample N] [--top K] [--source FILE]`: how much of Magic the engine
executes -- every Oracle card compiled from its text (pyengine.cards.compiled), cards fully
compiled / all, abilities per kind and per feature, and the unsupported clause shapes ranked by
how many cards each would unlock (pyengine.cards.coverage). Ctrl-C prints what was measured so
far, marked partial (exit 130)."""
from __future__ import annotations

import sys

from tqdm import tqdm

from pyengine.cards.compiled import oracle_cards
from pyengine.cards.coverage import Coverage, judge_oracle, sample
from pyengine.cli.common import count_arg, dump_json, positive_arg


def coverage_text(j: dict) -> str:
    head = f"Cards fully compiled: {j['fully_compiled']} / {j['cards']} ({j['percent']:.1f}%)"
    if j.get("partial"):
        head += f"  -- PARTIAL: stopped by Ctrl-C after {j['cards']} of {j['requested']} cards"
    lines = [head, "  (every ability compiles to something a feature executes, no clause left unsupported)", "",
             "Abilities by kind (executed / all):"]
    for k, v in j["by_kind"].items():
        lines.append(f"  {k:<10} {v['executed']:>7} / {v['abilities']:<7}")
    lines += ["", "Abilities by feature (executed by it; unsupported ones it would need):"]
    for f, v in j["by_feature"].items():
        lines.append(f"  {f:<8} {v['abilities_executed']:>7} executed, {v['abilities_needing_it_unsupported']:>7} unsupported")
    lines += ["", f"Top {len(j['top_gaps'])} unsupported clause shapes (cards each alone would unlock; cards having it):"]
    for i, g in enumerate(j["top_gaps"], 1):
        lines.append(f"  {i:>2}. {g['unlocks']:>5} {g['cards']:>6}  {g['shape']}   [{', '.join(g['examples'])}]")
    return "\n".join(lines)


def cmd_coverage(args) -> int:
    cards = sample(oracle_cards(args.source), args.sample)
    cov = Coverage()
    interrupted = False
    with tqdm(total=len(cards), desc="compiling", unit="card", file=sys.stderr,
              disable=args.no_progress or None) as bar:
        try:
            for c in cards:
                cov.add(judge_oracle(c), c.name)
                bar.update(1)
        except KeyboardInterrupt:
            interrupted = True
    j = cov.to_json(args.top)
    if interrupted:
        j["partial"] = True
        j["requested"] = len(cards)
    if args.json:
        dump_json(j)
    else:
        print(coverage_text(j))
    return 130 if interrupted else 0


def register(sub) -> None:
    p = sub.add_parser("coverage", help="how many Oracle cards the engine executes, and the clause shapes to build next")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--sample", type=positive_arg, default=None, metavar="N",
                   help="N cards spread evenly over the Oracle data (default: all)")
    p.add_argument("--top", type=count_arg, default=50, metavar="K", help="how many clause shapes to rank (default 50)")
    p.add_argument("--source", default=None, metavar="FILE",
                   help="a JSON list of MTGJSON-style cards instead of the card database")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=cmd_coverage)
