"""Random self-play of phase.rs (through its Python bindings, the `phase-python` package) for
benchmarks/bench_selfplay.py: run by the *other* interpreter (`--phase-python PATH`), never
imported by pyengine -- phase-python is not a dependency of this project.

Protocol (JSON lines on stdin, one answer line each on stdout):
  {"cards": [RECORD, ...]}          the Oracle records (MTGJSON field names, as in
                                    pyengine's Oracle data) of every card the games will use;
                                    answer {"faces": N, "skipped": [names], "seconds": S}
  {"decks": [[NAME, ...], [NAME, ...]], "seed": S, "max_actions": N, "max_turns": T}
                                    one game: uniformly random legal actions (Game.actions())
                                    until the game is over, N actions or turn T; answer
                                    {"actions": N, "turns": T, "over": bool, "seconds": S,
                                     "error": null | "..."}
Each game is timed from its start (new_game, as ours from Game(scenario)), not the
engine's loading of the card data."""
from __future__ import annotations

import json
import random
import re
import sys
import time

import phase


def mtgjson(rec: dict) -> dict:
    """A record in the shape phase's build_oracle_face reads (MTGJSON AtomicCard)."""
    d = {k: v for k, v in rec.items() if v is not None}
    d["colors"] = [c for c in "WUBRG" if re.search(r"\{[^}]*" + c + r"[^}]*\}", rec.get("manaCost") or "")]
    d.setdefault("colorIdentity", d["colors"])
    d.setdefault("manaValue", 0)
    for k in ("identifiers", "legalities"):
        d.setdefault(k, {})
    for k in ("printings", "foreignData", "rulings", "subtypes", "supertypes", "types"):
        d.setdefault(k, [])
    d.setdefault("layout", "normal")
    d.setdefault("text", "")
    return d


def actor(g, action) -> int:
    """The seat that takes `action`: the prompt's player; in the mulligan prompt (where the
    legal actions mix the players still declaring and those owing cards to the bottom), a
    declaring player for a MulliganDecision, one owing cards for a SelectCards; else priority."""
    w = g.waiting_for()
    data = w.get("data") if isinstance(w, dict) else None
    if isinstance(data, dict):
        if isinstance(data.get("player"), int):
            return data["player"]
        pend = [p for p in data.get("pending") or [] if isinstance(p, dict) and "player" in p]
        if pend:
            want = "Declare" if action.kind == "MulliganDecision" else "BottomCards"
            fit = [p for p in pend if (p.get("phase") or {}).get("type") == want]
            return (fit or pend)[0]["player"]
    return g.priority_player()


def play(engine, msg: dict) -> dict:
    rng = random.Random(msg["seed"])
    t0 = time.perf_counter()
    g = engine.new_game(player=msg["decks"][0], opponent=msg["decks"][1], seed=msg["seed"], first_player=0)
    n, err = 0, None
    try:
        while n < msg["max_actions"] and g.turn <= msg["max_turns"]:
            acts = g.actions()
            if not acts:
                break
            a = acts[rng.randrange(len(acts))]
            g.apply(actor(g, a), a)
            n += 1
    except Exception as e:      # noqa: BLE001 - a failing game is reported, not fatal
        err = f"{type(e).__name__}: {e}"[:300]
    dt = time.perf_counter() - t0
    over = isinstance(g.waiting_for(), dict) and g.waiting_for().get("type") == "GameOver"
    return {"actions": n, "turns": g.turn, "over": over, "seconds": dt, "error": err}


def main() -> None:
    engine = None
    for line in sys.stdin:
        msg = json.loads(line)
        if "cards" in msg:
            t0 = time.perf_counter()
            faces, skipped = {}, []
            for rec in msg["cards"]:
                try:
                    faces[rec["name"].lower()] = phase.build_oracle_face(mtgjson(rec), None)
                except Exception:       # noqa: BLE001 - a card phase can't read: reported
                    skipped.append(rec["name"])
            engine = phase.Engine.from_json(json.dumps(faces))
            out = {"faces": engine.card_count(), "skipped": skipped, "seconds": time.perf_counter() - t0}
        else:
            out = play(engine, msg)
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
