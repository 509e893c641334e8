"""Benchmark of the game loop (issue #6): a two-player game of at least 10 turns with >= 20
permanents and continuous effects in play (Glorious Anthem, 'until end of turn' pumps), played by
a script (made once by a deterministic policy: play a land, cast what it can, attack, pump an
attacker; its replayable action list is then the game's script). Prints decisions handled per
second while replaying the script (median of runs) for growing boards.

    python benchmarks/bench_game.py [--turns 10] [--runs 3]
Target: >= 200 decisions/s."""
from __future__ import annotations

import argparse
import statistics
import time

from pyengine.game import filters as game_filters
from pyengine.game.loop import Game
from pyengine.game.state import Action
from pyengine.game.players import CallbackPlayer, default_action, run_script
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


class LayerTimer:
    """Counts layer-system evaluations and their time (the ASP layer engine, pyengine.layers)."""

    def __init__(self):
        import pyengine.game.loop as game_mod
        self.mod = game_mod
        self.real = game_mod.layers.evaluate
        self.n = 0
        self.t = 0.0

    def __enter__(self):
        def timed(sc):
            t0 = time.perf_counter()
            try:
                return self.real(sc)
            finally:
                self.n += 1
                self.t += time.perf_counter() - t0
        self.mod.layers.evaluate = timed
        return self

    def __exit__(self, *a):
        self.mod.layers.evaluate = self.real


def scripted_actions(extra: int, turns: int) -> list[str]:
    """The game's script: the policy plays once; its replayable action list is the script."""
    g = Game(load_scenario_text(scenario_text(extra), "<bench>"))
    agent = CallbackPlayer(policy)
    while not g.over and g.s.turn <= turns and g.decision is not None:
        g.run({"alice": agent, "bob": agent}, max_decisions=1)
    return g.actions_taken()


def run_once(extra: int, script: list[str], cold: bool = True) -> tuple[int, float, int, int, float]:
    """Play the scripted game from the start (timed): decisions, seconds, permanents at the end,
    layer evaluations and their seconds."""
    import pyengine.game.loop as game_mod
    sc = load_scenario_text(scenario_text(extra), "<bench>")
    if cold:
        game_mod._CHARS_CACHE.clear()
        game_filters.clear_cache()
    with LayerTimer() as lt:
        t0 = time.perf_counter()
        g = Game(sc)
        n = run_script(g, script, "<bench>")
        dt = time.perf_counter() - t0
    return n, dt, len(g.battlefield()), lt.n, lt.t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=10)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    print("cold: empty characteristics cache (every layer evaluation computed); warm: the same game "
          "replayed, layer answers memoised (as for copy/undo search)")
    print(f"{'permanents':>10} {'turns':>5} {'decisions':>9} {'cold dec/s':>10} {'warm dec/s':>10} "
          f"{'layer evals':>11} {'layer s':>7} {'loop-only dec/s':>15}")
    for extra in (0, 5, 10):
        script = scripted_actions(extra, args.turns)
        cold = [run_once(extra, script, True) for _ in range(args.runs)]
        warm = [run_once(extra, script, False) for _ in range(args.runs)]
        n = cold[0][0]
        c = statistics.median(r[1] for r in cold)
        w = statistics.median(r[1] for r in warm)
        lt = statistics.median(r[4] for r in cold)
        start = 2 * (5 + extra + 4 + extra + 2)
        print(f"{start:>10} {args.turns:>5} {n:>9} {n / c:>10.0f} {n / w:>10.0f} {cold[0][3]:>11} "
              f"{lt:>7.2f} {n / max(c - lt, 1e-9):>15.0f}")


if __name__ == "__main__":
    main()
