"""Benchmark of random self-play and of the game API (issue 17): actions/s and games/s of
`mtgrules selfplay` (random legal actions, invariants checked after every action) with small and
with 60-card decks, and the cost of Game.copy(), Game.key() and a to_json/from_json round trip
on positions met in those games.

    PYTHONPATH=. python benchmarks/bench_selfplay.py [--games 6] [--seed 100] [--max-actions 150]
        [--pool oracle] [--sample N] [--phase-python /tmp/peer/bin/python] [--rounds 3]

With `--phase-python PATH` (an interpreter where `pip install phase-python` was done -- never
a dependency of this project) the same games are also played by phase.rs's engine through its
Python bindings (benchmarks/phase_selfplay_worker.py, uniformly random legal actions from
`Game.actions()`), with the very same decks (the card names of our games, the cards built from
the same Oracle records), interleaved with ours round by round so both run in the same minutes
(the machine's speed drifts). Without it, that part is skipped.

Medians over the games; the machine's speed drifts, so compare runs made in the same minutes."""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

from pyengine.game import selfplay
from pyengine.game.loop import Game

WORKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "phase_selfplay_worker.py")


def selfplay_rate(games: int, seed: int, deck: int, max_actions: int, check: bool, pool: str = "oracle",
                  sample: int | None = None, max_turns: int = 12) -> dict:
    t0 = time.perf_counter()
    rs = [selfplay.play_one(seed + i, deck_size=deck, max_actions=max_actions, max_turns=max_turns, check=check,
                            pool=pool, sample=sample) for i in range(games)]
    dt = time.perf_counter() - t0
    n = sum(r.actions for r in rs)
    return {"engine": "mtgrules", "deck": deck, "checks": check, "games": games, "actions": n,
            "failures": sum(bool(r.failure) for r in rs), "turns": sum(r.turns for r in rs),
            "actions_per_s": round(n / dt, 1), "games_per_s": round(games / dt, 3)}


def api_costs(seed: int, deck: int, actions: int, pool: str = "oracle", sample: int | None = None) -> dict:
    """copy / key / to_json+from_json at every 5th position of one random game."""
    rng = random.Random(seed)
    g = Game(selfplay.random_scenario(rng, deck, pool=pool, sample=sample))
    copy_t, key_t, save_t, load_t, replay_t, size = [], [], [], [], [], []
    for i in range(actions):
        if g.over or g.decision is None:
            break
        if i % 5 == 0:
            t = time.perf_counter(); g.copy(); copy_t.append(time.perf_counter() - t)
            t = time.perf_counter(); g.key(); key_t.append(time.perf_counter() - t)
            t = time.perf_counter(); text = json.dumps(g.to_json()); save_t.append(time.perf_counter() - t)
            size.append(len(text))
            t = time.perf_counter(); Game.from_json(json.loads(text), replay=False); load_t.append(time.perf_counter() - t)
            if i % 25 == 0:
                t = time.perf_counter(); Game.from_json(json.loads(text)); replay_t.append(time.perf_counter() - t)
        g.push(selfplay.choose(rng, g))
    ms = lambda xs: round(statistics.median(xs) * 1000, 2)      # noqa: E731
    return {"deck": deck, "positions": len(copy_t), "copy_ms": ms(copy_t), "key_ms": ms(key_t),
            "to_json_ms": ms(save_t), "from_json_state_ms": ms(load_t), "from_json_replay_ms": ms(replay_t),
            "json_kb": round(statistics.median(size) / 1024, 1)}


# ---------------------------------------------------------------- phase.rs, same decks, same minutes
def decks(seed: int, deck: int, pool: str, sample: int | None) -> list[list[str]]:
    """The two decks (card names) of our game of this seed."""
    sc = selfplay.random_scenario(random.Random(seed), deck, pool=pool, sample=sample)
    return [[o.card.name for o in sc.objects if o.owner == p] for p in ("p1", "p2")]


class Phase:
    """phase-python's engine in the interpreter `python` (a subprocess speaking JSON lines)."""

    def __init__(self, python: str, names: set[str]):
        from pyengine.cards.database import oracle_db
        self.proc = subprocess.Popen([python, WORKER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        recs = []
        for n in sorted(names):
            oc = oracle_db().get(n)
            if oc is not None:
                recs.append({**oc.data, "name": n})
        self.loaded = self.ask({"cards": recs})

    def ask(self, msg: dict) -> dict:
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the phase worker stopped (is phase-python installed in that interpreter?)")
        return json.loads(line)

    def rate(self, games: int, seed: int, deck: int, max_actions: int, max_turns: int, pool: str,
             sample: int | None) -> dict:
        rs = [self.ask({"decks": decks(seed + i, deck, pool, sample), "seed": seed + i,
                        "max_actions": max_actions, "max_turns": max_turns}) for i in range(games)]
        dt = sum(r["seconds"] for r in rs)
        n = sum(r["actions"] for r in rs)
        errs = [r["error"] for r in rs if r["error"]]
        return {"engine": "phase", "deck": deck, "games": games, "actions": n, "errors": len(errs),
                "first_error": errs[0] if errs else None, "turns": sum(r["turns"] for r in rs),
                "actions_per_s": round(n / dt, 1), "games_per_s": round(games / dt, 3)}

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def _seeds(a, r: int, deck: int, checks: bool) -> int:
    """The first seed of a measured run: every run plays games this process has not played
    before (our rules-program answers are memoised by fact set, so replaying the same games
    would be faster than playing new ones)."""
    return a.seed + 10_000 * (r + 1) + (1000 if deck == 60 else 0) + (0 if checks else 500)


def compare(a, python: str) -> None:
    """Rounds of, per deck size: ours with invariant checks on a set of new games, phase on the
    same decks; ours without checks on another set, phase on those decks. The ratio is the
    median over rounds of ours / phase on the same games, minutes apart at most."""
    runs = [(r, deck, checks) for r in range(a.rounds) for deck in (20, 60) for checks in (True, False)]
    names = {n for r, deck, checks in runs for i in range(a.games)
             for side in decks(_seeds(a, r, deck, checks) + i, deck, a.pool, a.sample) for n in side}
    ph = Phase(python, names)
    print(json.dumps({"phase_cards": ph.loaded["faces"], "phase_skipped": ph.loaded["skipped"]}))
    rows: dict[tuple, list[dict]] = {}
    for r in range(a.rounds):
        for deck in (20, 60):
            for checks in (True, False):          # each seed set: ours, then phase on the same decks
                first = _seeds(a, r, deck, checks)
                for who in ("ours", "phase"):
                    if who == "phase":
                        x = ph.rate(a.games, first, deck, a.max_actions, a.max_turns, a.pool, a.sample)
                    else:
                        x = selfplay_rate(a.games, first, deck, a.max_actions, checks, a.pool, a.sample, a.max_turns)
                    x.update(round=r + 1, seeds=f"{first}-{first + a.games - 1}", clock=time.strftime("%H:%M:%S"))
                    rows.setdefault((deck, checks, who), []).append(x)
                    print(json.dumps(x))
    ph.close()
    for deck in (20, 60):
        out = {"summary": f"{deck}-card decks, medians of {a.rounds} rounds"}
        for checks in (True, False):
            k = "checks" if checks else "no checks"
            def med(who, what):
                return round(statistics.median(x[what] for x in rows[(deck, checks, who)]), 3)
            out[k] = {"ours_actions_per_s": med("ours", "actions_per_s"), "phase_actions_per_s": med("phase", "actions_per_s"),
                      "ours_games_per_s": med("ours", "games_per_s"), "phase_games_per_s": med("phase", "games_per_s"),
                      "ratio": round(statistics.median(o["actions_per_s"] / p["actions_per_s"] for o, p in
                                                       zip(rows[(deck, checks, "ours")], rows[(deck, checks, "phase")])), 2)}
        print(json.dumps(out))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--max-actions", type=int, default=150)
    ap.add_argument("--max-turns", type=int, default=12)
    ap.add_argument("--pool", choices=selfplay.POOLS, default="oracle",
                    help="cards of the decks: the Oracle cards compiled from their text, or the hand-written library")
    ap.add_argument("--sample", type=int, default=None,
                    help="draw Oracle cards from a fixed sample of this many names (default: every name)")
    ap.add_argument("--phase-python", default=None,
                    help="an interpreter with phase-python installed: also play the same games with phase.rs")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds of the comparison with phase")
    a = ap.parse_args()
    t = time.perf_counter()
    selfplay.play_one(a.seed - 1, deck_size=20, max_actions=30, pool=a.pool, sample=a.sample)  # programs grounded once
    print(json.dumps({"warm_up_s": round(time.perf_counter() - t, 2)}))
    if a.phase_python:
        if not os.path.exists(a.phase_python):
            print(f"bench_selfplay: --phase-python {a.phase_python}: no such interpreter", file=sys.stderr)
            sys.exit(2)
        compare(a, a.phase_python)
    else:
        print(json.dumps({"phase": "skipped (no --phase-python)"}))
        for deck in (20, 60):
            for check in (True, False):
                print(json.dumps(selfplay_rate(a.games, a.seed, deck, a.max_actions, check, a.pool, a.sample,
                                               a.max_turns)))
    for deck in (20, 60):
        print(json.dumps(api_costs(a.seed, deck, a.max_actions, a.pool, a.sample)))


if __name__ == "__main__":
    main()
