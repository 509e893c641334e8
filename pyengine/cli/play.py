"""`mtgrules play SCENARIO`: run a scenario's scripted game (its `script:` list) and print the
game log, each step citing its CR rule."""
from __future__ import annotations

from pyengine.cli import report
from pyengine.cli.common import count_arg, dump_json, resolve_scenario, scenario_arg
from pyengine.errors import IllegalActionError, ScenarioError


def register(sub) -> None:
    p = sub.add_parser("play", help="run a scenario's scripted game and print the log (CR 500-514, 601-608, 704)")
    scenario_arg(p, "scenario YAML file, or the name of a bundled example (game-...)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--max", type=count_arg, default=100000, help="stop after this many decisions")
    report.add_strict(p)
    p.set_defaults(func=run)


def state_summary(game) -> dict:
    s = game.s
    chars = game.chars()
    perms = []
    for oid in game.battlefield():
        ch = chars[oid]
        o = game.obj(oid)
        d = {"id": oid, "name": ch.name, "controller": ch.controller}
        if ch.power is not None:
            d["pt"] = f"{ch.power}/{ch.toughness}"
        if o.tapped:
            d["tapped"] = True
        if o.damage:
            d["damage"] = o.damage
        if o.counters:
            d["counters"] = {c.kind: c.count for c in sorted(o.counters, key=lambda c: c.kind)}
        perms.append(d)
    return {"turn": s.turn, "step": s.step, "active_player": s.active,
            "players": {p: {"life": s.players[p].life, "poison": s.players[p].poison,
                            "hand": len(game.zone_ids("hand", p)), "library": len(s.library[p]),
                            "graveyard": game.zone_ids("graveyard", p)} for p in s.order},
            "battlefield": perms, "stack": [x.text for x in s.stack],
            "over": s.over, "winner": s.winner, "losers": list(s.losers)}


def run(args) -> int:
    from pyengine.game.loop import Game
    from pyengine.game.players import run_script
    sc = resolve_scenario(args)
    path = sc.file
    unsupported = report.check(sc, "play", args)
    game = Game(sc)
    error = None
    interrupted = False
    try:
        run_script(game, sc.extra.get("script") or [], path, args.max)
    except IllegalActionError as e:
        error = str(e)
    except KeyboardInterrupt:          # Ctrl-C: the game so far, marked as partial
        interrupted = True
    except ScenarioError as e:         # e.g. a number grown out of range: name the scenario
        raise e.with_file(sc.file)
    d = game.decision
    if args.json:
        out = {"scenario": sc.file, "log": [e.to_json() for e in game.log], "actions": game.actions_taken(),
               "state": state_summary(game), "decisions": game.s.decisions, "unsupported": unsupported}
        if d is not None:
            out["waiting_for"] = {"player": d.player, "kind": d.kind, "prompt": d.prompt, "rule": d.rule,
                                  "legal_actions": [str(a) for a in d.options]}
        if error:
            out["error"] = error
        out["complete"] = not interrupted
        dump_json(out)
    else:
        for e in game.log:
            print(e.line())
        st = state_summary(game)
        print("--")
        for p, v in st["players"].items():
            print(f"{p}: life {v['life']}, hand {v['hand']}, library {v['library']}")
        for perm in st["battlefield"]:
            extra = " ".join(x for x in (perm.get("pt", ""), "tapped" if perm.get("tapped") else "",
                                          f"damage {perm['damage']}" if perm.get("damage") else "") if x)
            print(f"  {perm['id']}: {perm['name']} ({perm['controller']}) {extra}".rstrip())
        if st["over"]:
            print(f"game over; winner: {st['winner']}")
        elif d is not None:
            print(f"waiting for {d.player}: {d.prompt} [{d.rule}]; legal: {', '.join(str(a) for a in d.options)}")
        if error:
            print(f"error: {error}")
        if interrupted:
            print("interrupted: the game so far (partial result)")
    return 130 if interrupted else 1 if error else 0
