"""601.2e for targets: the game loop's chosen targets are checked by the target program
(pyengine.targets.targeting over asp_rules/targets.lp: 115 legality, hexproof/shroud/protection, ward,
must-target effects), with the card's own target requirements (one instance per choice the loop
asked for)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.parse import Place
from pyengine.game import history as turn_history
from pyengine.game import stack_targets
from pyengine.game.state import StackItem
from pyengine.model import Scenario
from pyengine.targets.targeting import Targeting
from pyengine.targets.spec import StackItem as TItem, parse_target_spec

if TYPE_CHECKING:
    from pyengine.game.loop import Game

_WORDS = {"any": "any target", "player": "player", "opponent": "opponent", "spell": "spell"}


def _instance(i: int, t) -> dict:
    inst: dict = {"id": f"t{i + 1}"}
    if isinstance(t, dict) and "canonical" in t:       # the card's requirement, one target per choice
        c = t["canonical"]
        inst.update({k: v for k, v in c.items() if k in ("filter", "text")})
        if t.get("optional"):
            inst["count"] = {"up_to": 1}
        return inst
    if isinstance(t, str):
        inst["filter"] = _WORDS.get(t, t)
        return inst
    if t.get("any"):
        inst["filter"] = "any target"
    else:
        f = t.get("filter", "permanent")
        zone = t.get("zone", "battlefield")
        inst["filter"] = f if zone == "battlefield" else [f, {"zone": zone}]
        if t.get("players"):
            inst["filter"] = {"any": [inst["filter"], "player"]}
    if t.get("optional"):
        inst["count"] = {"up_to": 1}
    return inst


def check(g: "Game", it: StackItem, specs: list, chosen: list[str], casting: bool = True) -> tuple[bool, list[str]]:
    """(legal, violation texts) for the targets `chosen` (in the order of `specs`)."""
    from pyengine.game.instructions import filled_for
    raw = [_instance(i, t) for i, t in enumerate(specs)]
    for r in raw:           # 608.2h, 107.3a: its numbers as they are now (X as announced)
        if "filter" in r:
            r["filter"] = filled_for(g, it, r["filter"])
    spec = parse_target_spec(raw, Place(g.scenario.file, f"targets of {it.text}"))
    item = TItem(id=it.id, kind=it.kind, controller=it.controller, source=it.source, spec=spec,
                 x=it.x, text=it.text)
    objs = [o for o in g.s.objects.values() if o.zone != "library" and not o.phased_out]
    sc = Scenario(players=list(g.s.players.values()), active_player=g.s.active, objects=objs,
                  effects=list(g.s.effects), turn=g.s.turn, step=g.s.step, file=g.scenario.file,
                  extra={"combat_status": {"attacking": tuple(g.s.attackers), "blocking": tuple(g.s.blockers),
                                                   "blocks": {b: tuple(a) for b, a in g.s.blockers.items()}},
                         "turn_words": turn_history.turn_words(g)})
    from pyengine.game.instructions import slot_of
    by_slot = {slot_of(it, j): t for j, t in enumerate(chosen)}
    proposal = {f"t{i + 1}": ((by_slot[i],) if i in by_slot else ()) for i in range(len(specs))}
    # the abilities on the stack are objects a target may name (115.1b-d: "target activated ability")
    # (115.9a: spells and abilities with their number of targets, for "with a single target")
    others = [TItem(id=x.id, kind=x.kind, controller=x.controller, source=x.source,
                    spec=parse_target_spec([], Place(g.scenario.file, f"targets of {x.text}")), text=x.text,
                    targets={"t1": tuple(x.targets)} if x.targets else {},
                    current_targets=stack_targets.current(g, x))
              for x in g.s.stack if x.id != it.id]
    res = Targeting(sc, item, items=[item] + others, chars=g.chars(), casting=casting,
                    checking_only=True).check(proposal)
    return res.legal, [v.text() for v in res.violations]
