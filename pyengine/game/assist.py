"""Assist (CR 702.132a): "If the total cost to cast a spell with assist includes a generic mana
component, before you activate mana abilities while casting it, you may choose another player.
That player has a chance to activate mana abilities. Once that player chooses not to activate any
more mana abilities, you have a chance to activate mana abilities. Before you begin to pay the
total cost of the spell, the player you chose may pay for any amount of the generic mana in the
spell's total cost."

In the casting process's payment stage (601.2g-h), once the total cost is locked in (601.2f): the
caster chooses another player or none (`assist PLAYER` / `no_assist`); the chosen player may
activate their mana abilities (`mana SOURCE`), then pays an amount of the generic mana from their
mana pool (`assist_pay N`, 0 up to the generic component and what their pool holds); the rest of
the cost is the caster's."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.mana import COLOR_SYMS, POOL_SYMS
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


def has_assist(g: "Game", oid: str) -> bool:
    return any((parts.get("casting") or {}).get("kind") == "assist"
               for _i, parts in g.abilities_of(oid, "static", g.ch_anywhere(oid)))


def _pool_total(g: "Game", q: str) -> int:
    return sum(v for k, v in g.s.pools[q].items() if v > 0 and k in POOL_SYMS)   # (not restricted mana, 106.6)


def step(g: "Game", it: "StackItem", p: str, d: dict, a: Action | None) -> str | None:
    """Run the assist choices; "wait" while a player is asked, None once done."""
    mc = d["cost"]
    if d.get("assist_done") or it.kind != "spell" or not mc.generic or not has_assist(g, it.id):
        return None
    helper = d.get("assist_by")
    if helper is None:
        if a is not None and a.kind == "no_assist":
            d["assist_done"] = True
            return None
        if a is not None and a.kind == "assist" and a.args and a.args[0] in g.opponents(p) + \
                [q for q in g.alive() if q != p]:
            d["assist_by"] = str(a.args[0])
            g._log("702.132a", f"{p} chooses {a.args[0]} to assist with {it.text}", p)
            a = None
            helper = d["assist_by"]
        else:
            others = [q for q in g.alive() if q != p]
            if not others:
                d["assist_done"] = True
                return None
            g._ask("assist", p, [Action("no_assist")] + [Action("assist", (q,)) for q in others],
                   f"{p}: choose another player to assist with {it.text} (generic {{{mc.generic}}}), or none", "702.132a")
            return "wait"
    if a is not None and a.kind == "mana" and a.args:
        g._activate_mana(helper, a.args[0], a.args[1] if len(a.args) > 1 else None)
        a = None
    elif a is not None and a.kind == "assist_pay" and a.args:
        n = int(a.args[0])
        most = min(mc.generic, _pool_total(g, helper))
        if 0 <= n <= most:
            pool = g.s.pools[helper]
            left = n
            for s in ("C",) + COLOR_SYMS:              # generic paid with any mana (107.4c)
                take = min(left, pool.get(s, 0))
                pool[s] = pool.get(s, 0) - take
                left -= take
            mc.generic -= n
            d["assist_done"] = True
            g._log("702.132a", f"{helper} pays {{{n}}} of the generic mana of {it.text}"
                   + (f"; {p} pays the rest, {mc.text()}" if n else ""), helper)
            g._dirty()
            return None
    most = min(mc.generic, _pool_total(g, helper))
    opts = []
    for src in g._mana_sources(helper):
        for sym in g.mana_abilities(src):
            act = Action("mana", (src, sym)) if len(g.mana_abilities(src)) > 1 else Action("mana", (src,))
            if act not in opts:
                opts.append(act)
    opts += [Action("assist_pay", (n,)) for n in range(0, most + 1)]
    g._ask("assist_pay", helper, opts,
           f"{helper}: activate mana abilities, then pay any amount of the generic {{{mc.generic}}} of {it.text}",
           "702.132a")
    return "wait"
