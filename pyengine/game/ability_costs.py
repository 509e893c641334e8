"""Cost changes of activated abilities from other objects' static abilities (602.2b, 601.2f,
118.7): "Activated abilities of creatures you control cost {1} less to activate. This effect can't
reduce the mana in that cost to less than one mana.", "Activated abilities cost {2} more to
activate unless they're mana abilities." -- card data `{cost_modifier: {abilities: FILTER,
generic: N, min_one: true, nonmana: true}}` (the filter is the ability's source's).

Applied as the total cost is determined (601.2f): increases first, then the reductions -- those
that can't reduce the mana below one mana before the others (the order a player applying them
would pick, 601.2f: "the player may apply them in any order")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.instructions import filt, targets_named
from pyengine.game.mana import ManaCost
from pyengine.game.state import StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game


# the mark a keyword's activated ability carries in card data (pyengine.cards.oracle kw_equip, ...)
_KEYWORD_MARK = {"equip": "equip", "cycling": "cycling", "ninjutsu": "return_unblocked"}


def _applies(g: "Game", cm: dict, src: str, it: StackItem) -> bool:
    src_ch = g.ch(src)
    who = cm.get("caster", "any")
    if who == "you" and it.controller != src_ch.controller:
        return False
    if who == "opponent" and it.controller == src_ch.controller:
        return False
    if cm.get("nonmana") and "mana" in it.spec:              # "unless they're mana abilities" (605)
        return False
    kw = cm.get("keyword")                                   # "Equip abilities you activate" (702.6a,
    if kw is not None and not it.spec.get(_KEYWORD_MARK.get(str(kw), "?")):   # 702.29a, 702.49a)
        return False
    o = g.s.objects.get(it.source)
    if o is None:
        return False
    # "... that target this creature" (601.2c: its targets are chosen)
    if "targets" in cm and not targets_named(g, cm["targets"], it, src, src_ch.controller):
        return False
    ch = g.ch_anywhere(it.source)
    f = cm["abilities"]
    return f is True or matches(g, filt(f), it.source, ch, src, src_ch.controller)


def changes(g: "Game", it: StackItem) -> list[tuple[str, dict]]:
    """The static abilities on the battlefield changing this activated ability's cost (113.6)."""
    out = []
    for oid in g.battlefield():
        for _i, spec in g.abilities_of(oid, "static"):
            cm = spec.get("cost_modifier")
            if cm and "abilities" in cm and _applies(g, cm, oid, it):
                out.append((oid, cm))
    return out


def apply(g: "Game", it: StackItem, mc: ManaCost) -> None:
    """601.2f, 602.2b: other objects' increases and reductions of this ability's mana cost."""
    found = changes(g, it)
    order = ([x for x in found if int(x[1]["generic"]) > 0] + [x for x in found if int(x[1]["generic"]) < 0
             and x[1].get("min_one")] + [x for x in found if int(x[1]["generic"]) < 0 and not x[1].get("min_one")])
    for oid, cm in order:
        n = int(cm["generic"])
        before = mc.generic
        if n > 0:
            mc.generic += n
        else:
            floor = 0
            if cm.get("min_one"):          # "can't reduce the mana in that cost to less than one mana"
                floor = max(0, min(1, mc.generic + len(mc.symbols)) - len(mc.symbols))
            mc.generic = max(floor, mc.generic + n)
        if mc.generic != before:
            g._log("601.2f", f"{g.name(oid)}: a cost change of {g.name(it.source)}'s activated ability "
                   f"({mc.generic - before:+d} generic)", it.controller)


def loyalty_cost(g: "Game", source: str, controller: str, n: int) -> int:
    """606.4, 606.5: the loyalty cost of a loyalty ability of `source` that `controller` activates,
    its printed [N] combined with the additional loyalty costs of static abilities ("Planeswalkers'
    loyalty abilities you activate cost an additional [+1] to activate": card data `{loyalty_cost:
    {abilities: FILTER, caster: you, add: N}}`) into a single cost to add or remove counters."""
    ch = g.ch_anywhere(source)
    for oid in g.battlefield():
        src_ch = g.ch(oid)
        for _i, spec in g.abilities_of(oid, "static"):
            lc = spec.get("loyalty_cost")
            if not lc or (lc.get("caster", "you") == "you" and controller != src_ch.controller):
                continue
            if ch is not None and matches(g, filt(lc["abilities"]), source, ch, oid, src_ch.controller):
                n += int(lc["add"])
    return n
