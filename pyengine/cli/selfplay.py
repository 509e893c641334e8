"""`mtgrules selfplay --games N --seed S`: random legal actions from random decks of cards
(compiled from their Oracle text, or the hand-written library's), checking the game's invariants after every action (pyengine.game.selfplay); a failing
game is saved as a scenario that `mtgrules play` replays."""
from __future__ import annotations

import json
import sys
import time


def register(sub) -> None:
    from pyengine.cli.common import positive_arg
    p = sub.add_parser("selfplay", help="random self-play checking invariants after every action (the game loop's fuzzer)")
    p.add_argument("--games", type=int, default=10, help="number of games (seeds S, S+1, ...)")
    p.add_argument("--seed", type=int, default=0, help="first seed")
    p.add_argument("--deck", type=int, default=20, help="cards per deck (40%% basic lands)")
    p.add_argument("--pool", choices=("oracle", "library"), default="oracle",
                   help="cards of the decks: Oracle cards compiled from their text whose every ability the game "
                        "loop executes (the first run compiles them all, about a minute; then cached), or the "
                        "hand-written library's")
    p.add_argument("--sample", type=positive_arg, default=None, metavar="N",
                   help="with --pool oracle: only the cards among a fixed random sample of N Oracle names")
    p.add_argument("--max-actions", type=int, default=300, help="stop a game after this many actions")
    p.add_argument("--max-turns", type=int, default=12, help="stop a game after this turn")
    p.add_argument("--out", default="selfplay-failures", help="folder for the scenarios of failing games")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run)


def run(args) -> int:
    from pyengine.game.selfplay import play_one
    t0 = time.perf_counter()
    results = []
    for i in range(args.games):
        r = play_one(args.seed + i, deck_size=args.deck, max_actions=args.max_actions,
                     max_turns=args.max_turns, out_dir=args.out, pool=args.pool, sample=args.sample)
        results.append(r)
        if not args.json:
            line = f"seed {r.seed}: {r.actions} actions, turn {r.turns}, {r.outcome}"
            if r.failure:
                line += f" -- FAILED: {r.failure} (saved: {r.saved})"
            print(line, file=sys.stderr if r.failure else sys.stdout)
    dt = time.perf_counter() - t0
    actions = sum(r.actions for r in results)
    failed = [r for r in results if r.failure]
    summary = {"games": len(results), "actions": actions, "failures": len(failed), "seconds": round(dt, 2),
               "actions_per_s": round(actions / dt, 1) if dt else None,
               "games_per_s": round(len(results) / dt, 3) if dt else None}
    if args.json:
        print(json.dumps({**summary, "results": [r.to_json() for r in results]}, indent=2, sort_keys=True))
    else:
        print(f"{summary['games']} games, {actions} actions, {len(failed)} failures in {dt:.1f} s "
              f"({summary['actions_per_s']} actions/s, {summary['games_per_s']} games/s)")
    return 1 if failed else 0
