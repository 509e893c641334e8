"""101.4, 118.12: "Any player may sacrifice two lands of their choice or have this enchantment deal 5
damage to that player. If a player does either, destroy this enchantment." (Worms of the Earth),
"Any player may have Browbeat deal 5 damage to them. If no one does, ...".

`{any_player_may: [[X], [Y]], then: [Z] | else: [Z]}`: the instructions of each option are said of
the reference `_chooser` (the player who chooses to do it). Each player, in APNAP order (101.4),
chooses one of the options or declines, knowing the choices made before theirs (101.4b); the action
is a cost (118.12), so an option the player can't do in full isn't offered (118.3: sacrificing two
lands with only one). Then the options chosen are done (APNAP order), and `then` happens if a player
chose to do one (118.12: the choice is what counts, not what happened), `else` if no one did.

The decision: kind `any_player_may`, answers `do N` (the option's number, from 0) or `decline`."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.game.filters import matching
from pyengine.game.lookups import answer as _answer
from pyengine.game.lookups import filt
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

CHOOSER = "_chooser"


def _as_chooser(x: Any, p: str) -> Any:
    """The instructions with the reference `_chooser` replaced by player p."""
    if x == CHOOSER:
        return {"objects": [p]}
    if isinstance(x, list):
        return [_as_chooser(v, p) for v in x]
    if isinstance(x, dict):
        return {k: _as_chooser(v, p) for k, v in x.items()}
    return x


def _can_do(g: "Game", it, p: str, option: list) -> bool:
    """118.3: whether player p can do every instruction of the option in full."""
    for ins in option:
        if "sacrifice" in ins:
            n = int(ins.get("count", 1))
            f = filt(ins["sacrifice"])
            have = matching(g, f, [(o, g.ch(o)) for o in g.battlefield() if g.ch(o).controller == p],
                            it.source, it.controller)
            if len(have) < n:
                return False
    return True


def _describe(option: list) -> str:
    parts = []
    for ins in option:
        if "sacrifice" in ins:
            parts.append(f"sacrifice {ins.get('count', 1)} {ins['sacrifice']}")
        elif "damage" in ins:
            parts.append(f"be dealt {ins['damage']} damage")
        else:
            parts.append(", ".join(sorted(ins)))
    return " and ".join(parts)


def handlers(refs):
    def _any_player_may(g, proc, it, ins):
        key = f"_anymay{len(it.memory)}"
        it.memory[key] = []
        steps: list[dict] = [{"_any_may_ask": key, "player_id": q, "options": ins["any_player_may"]}
                             for q in g.apnap()]
        return steps + [{"_any_may_do": key, "options": ins["any_player_may"],
                         "then": ins.get("then") or [], "else": ins.get("else") or []}]

    def _ask(g, proc, it, ins):
        q, opts = ins["player_id"], ins["options"]
        if q not in g.alive():
            return None
        can = [i for i, o in enumerate(opts) if _can_do(g, it, q, o)]
        a = _answer(proc)
        if a is None:
            if not can:
                g._log("118.3", f"{q} can't do what {g.name(it.source)} offers", q)
                return None
            g._ask("any_player_may", q, [Action("do", (i,)) for i in can] + [Action("decline")],
                   f"{q}: " + " or ".join(f"[{i}] {_describe(opts[i])}" for i in can) + ", or decline", "101.4")
            return "wait"
        if a.kind == "do" and int(a.args[0]) in can:
            i = int(a.args[0])
            it.memory[ins["_any_may_ask"]] = list(it.memory[ins["_any_may_ask"]]) + [(q, i)]
            g._log("118.12", f"{q} chooses to {_describe(opts[i])}", q)
        else:
            g._log("118.12", f"{q} declines", q)
        return None

    def _do(g, proc, it, ins):
        chosen = list(it.memory.get(ins["_any_may_do"]) or [])
        out: list = []
        for q, i in chosen:
            out += _as_chooser(list(ins["options"][i]), q)
        return out + list(ins["then"] if chosen else ins["else"]) or None

    return {"any_player_may": _any_player_may, "_any_may_ask": _ask, "_any_may_do": _do}
