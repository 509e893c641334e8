"""Benchmark of random self-play and of the game API (issue 17): actions/s and games/s of
`mtgrules selfplay` (random legal actions, invariants checked after every action) with small and
with 60-card decks, and the cost of Game.copy(), Game.key() and a to_json/from_json round trip
on positions met in those games.

    PYTHONPATH=. python benchmarks/bench_selfplay.py [--games 6] [--seed 100] [--max-actions 150]

Medians over the games; the machine's speed drifts, so compare runs made in the same minutes."""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from pyengine.game import selfplay
from pyengine.game.loop import Game


def selfplay_rate(games: int, seed: int, deck: int, max_actions: int, check: bool) -> dict:
    t0 = time.perf_counter()
    rs = [selfplay.play_one(seed + i, deck_size=deck, max_actions=max_actions, check=check) for i in range(games)]
    dt = time.perf_counter() - t0
    n = sum(r.actions for r in rs)
    return {"deck": deck, "checks": check, "games": games, "actions": n, "failures": sum(bool(r.failure) for r in rs),
            "actions_per_s": round(n / dt, 1), "games_per_s": round(games / dt, 3)}


def api_costs(seed: int, deck: int, actions: int) -> dict:
    """copy / key / to_json+from_json at every 5th position of one random game."""
    rng = random.Random(seed)
    g = Game(selfplay.random_scenario(rng, deck))
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--max-actions", type=int, default=150)
    a = ap.parse_args()
    t = time.perf_counter()
    selfplay.play_one(a.seed - 1, deck_size=20, max_actions=30)      # start-up: programs grounded once
    print(json.dumps({"warm_up_s": round(time.perf_counter() - t, 2)}))
    for deck in (20, 60):
        for check in (True, False):
            print(json.dumps(selfplay_rate(a.games, a.seed, deck, a.max_actions, check)))
    for deck in (20, 60):
        print(json.dumps(api_costs(a.seed, deck, a.max_actions)))


if __name__ == "__main__":
    main()
