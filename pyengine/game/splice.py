"""Splice (CR 702.47): "Splice onto [quality] [cost]" means "You may reveal this card from your
hand as you cast a [quality] spell. If you do, that spell gains the text of this card's rules
text and you pay [cost] as an additional cost to cast that spell." (702.47a)

As the spell is cast, after its modes are chosen (601.2b), its controller is asked, card by card,
whether to splice each card in their hand with a splice ability onto a quality the spell has (a
subtype: "onto Arcane"). A spliced card is revealed and stays in the hand; its splice cost is
added to the total cost (601.2f). The spell gains the spliced cards' rules text, its effects
following the main spell's (702.47b), in the order chosen: one block, the spliced text's target
references renumbered after the main spell's (pyengine.cards.modes.merged), so the targets of the
added text are chosen normally (702.47d). Text that names the spliced card refers to the spell
(702.47c: "self" is the spell). The changes last while it is on the stack (702.47e: the stack
item's spec). A spell whose own text can't have its targets renumbered (a "up to N" or divided
target) can't have text spliced onto it: no splice is offered then (logged)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.modes import mergeable, merged
from pyengine.game.mana import parse_cost
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


def part(g: "Game", oid: str) -> dict | None:
    """The card's splice ability (its printed abilities: it is in a hand)."""
    for _i, parts in g.abilities_of(oid, "static", g.ch_anywhere(oid)):
        c = parts.get("casting") or {}
        if c.get("kind") == "splice":
            return c
    return None


def _block(spec: dict) -> dict:
    return {k: v for k, v in spec.items() if k in ("effect", "targets")}


def candidates(g: "Game", it: "StackItem", p: str) -> list[str]:
    ch = g.ch_anywhere(it.id)
    # the spell's qualities: its subtypes ("onto Arcane"), "instant or sorcery" (its card types)
    qualities = (set(ch.subtypes) | ({"instant_or_sorcery"} if {"instant", "sorcery"} & set(ch.types) else set())
                 if ch is not None else set())
    out = []
    for oid in g.zone_ids("hand", p):
        c = part(g, oid) if oid != it.id else None
        if c is not None and str(c.get("onto")) in qualities:
            out.append(oid)
    if out and not mergeable(_block(it.spec)):
        g._log("702.47a", f"the text of {it.text} can't be extended here (its targets aren't a fixed number): "
                          "no card is spliced onto it", p)
        return []
    return out


def choose(g: "Game", it: "StackItem", p: str, d: dict, a: Action | None) -> str | None:
    """Ask for each candidate card in turn (`splice ID` / `no_splice ID`); then the spell gains the
    spliced text. Returns "wait" while asking."""
    if d.get("splice_done"):
        return None
    if "splice_cands" not in d:
        d["splice_cands"] = candidates(g, it, p)
        d["spliced"] = []
    cands = d["splice_cands"]
    if a is not None and a.kind in ("splice", "no_splice") and cands and a.args and a.args[0] == cands[0]:
        x = cands.pop(0)
        if a.kind == "splice":
            c = part(g, x)
            d["spliced"].append(x)
            d["symbols"] = tuple(d["symbols"]) + tuple(parse_cost(str(c["cost"])))
            g._log("702.47a", f"{p} reveals {g.name(x)} and splices it onto {it.text} (additional cost {c['cost']})", p)
    if cands:
        x = cands[0]
        g._ask("splice", p, [Action("no_splice", (x,)), Action("splice", (x,)), Action("cancel")],
               f"{p}: splice {g.name(x)} onto {it.text} for {part(g, x)['cost']}?", "702.47a")
        return "wait"
    d["splice_done"] = True
    if d["spliced"]:
        blocks = [_block(it.spec)] + [_block(g.obj(x).card.spell) for x in d["spliced"]]
        base = {k: v for k, v in it.spec.items() if k not in ("effect", "targets", "modes", "choose")}
        it.spec = {k: v for k, v in merged({**base, "modes": blocks}, list(range(1, len(blocks) + 1))).items()
                   if k != "modes" or v}
    return None
