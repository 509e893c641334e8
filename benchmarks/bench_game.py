"""Benchmark of the game loop (issue #6): a two-player game of at least 10 turns with >= 20
permanents and continuous effects in play (Glorious Anthem, 'until end of turn' pumps), played by
a deterministic scripted policy (play a land, cast what it can, attack with everything, pump an
attacker). Prints decisions handled per second (median of runs) for growing boards.

    python benchmarks/bench_game.py [--turns 10] [--runs 3]
Target: >= 200 decisions/s."""
from __future__ import annotations

import argparse
import statistics
import time

from pyengine.game import Game
from pyengine.gamestate import Action
from pyengine.players import CallbackPlayer, default_action
from pyengine.scenario import load_scenario_text


def scenario_text(extra: int) -> str:
    lines = ["players: [alice, bob]", "active_player: alice", "step: untap", "library:"]
    for p, land in (("alice", "Forest"), ("bob", "Plains")):
        for i in range(30):
            card = land if i % 3 else ("Grizzly Bears" if p == "alice" else "Savannah Lions")
            lines.append(f"  - {{id: {p}_l{i}, card: {card}, owner: {p}}}")
    lines.append("hand:")
    for p in ("alice", "bob"):
        for i in range(3):
            lines.append(f"  - {{id: {p}_tg{i}, card: Titanic Growth, owner: {p}}}")
    lines.append("battlefield:")
    for p, land in (("alice", "Forest"), ("bob", "Plains")):
        for i in range(5 + extra):
            lines.append(f"  - {{id: {p}_f{i}, card: {land if i % 2 else 'Forest'}, controller: {p}}}")
        for i in range(4 + extra):
            lines.append(f"  - {{id: {p}_c{i}, card: Walking Corpse, controller: {p}}}")
        lines.append(f"  - {{id: {p}_anthem, card: Glorious Anthem, controller: {p}}}")
        lines.append(f"  - {{id: {p}_warden, card: Soul Warden, controller: {p}}}")
    return "\n".join(lines) + "\n"


def policy(game: Game, d) -> Action | None:
    opts = d.options
    if d.kind == "priority":
        main = game.s.step in ("precombat_main",) and d.player == game.s.active
        if main:
            for a in opts:
                if a.kind == "play":
                    return a
            for a in opts:
                if a.kind == "cast" and "Titanic" not in game.obj(a.args[0]).card.name:
                    return a
        if game.s.step == "declare_blockers" and d.player == game.s.active and not game.s.stack:
            for a in opts:
                if a.kind == "cast" and "Titanic" in game.obj(a.args[0]).card.name:
                    return a
        return Action("pass")
    if d.kind == "declare_attackers":
        for a in opts:
            if a.kind == "attack" and len(game.s.procs[-1].data["declared"]) < 3:
                return a
        return Action("done")
    if d.kind == "declare_blockers":
        declared = game.s.procs[-1].data["declared"]
        if len(declared) < 1:
            for a in opts:
                if a.kind == "block":
                    return a
        return Action("done")
    if d.kind == "target":
        return opts[0]
    return default_action(d)


def run_once(extra: int, turns: int) -> tuple[int, float, int]:
    sc = load_scenario_text(scenario_text(extra), "<bench>")
    g = Game(sc)
    agent = CallbackPlayer(policy)
    t0 = time.perf_counter()
    n = 0
    while not g.over and g.s.turn <= turns and g.decision is not None:
        n += g.run({"alice": agent, "bob": agent}, max_decisions=1)
    dt = time.perf_counter() - t0
    perms = len(g.battlefield())
    return n, dt, perms


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=10)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    print(f"{'start permanents':>16} {'end permanents':>14} {'turns':>5} {'decisions':>9} {'median s':>9} {'decisions/s':>11}")
    for extra in (0, 5, 10):
        res = [run_once(extra, args.turns) for _ in range(args.runs)]
        n = res[0][0]
        med = statistics.median(r[1] for r in res)
        start = 2 * (5 + extra + 4 + extra + 2)
        print(f"{start:>16} {res[0][2]:>14} {args.turns:>5} {n:>9} {med:>9.2f} {n / med:>11.0f}")


if __name__ == "__main__":
    main()
