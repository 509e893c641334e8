"""The top card of a library, looked at or revealed, and put somewhere under a condition (608.2c:
the sentences are one instruction): "Look at the top card of your library. If it's a land card,
you may reveal it and put it into your hand. If you don't put the card into your hand, you may
put it into your graveyard." / "Reveal the top card of your library. If it's a creature card,
put it onto the battlefield. Otherwise, put it into your graveyard."

`top_card: {reveal: BOOL, remember: KEY, branches: [{filter: F, may: BOOL, to: hand|battlefield|graveyard|bottom|reveal,
tapped: BOOL, reveal: BOOL, shares_creature_type: self}, ...]}`: the controller looks at (701.16e) or reveals (701.16a) the top
card of their library; then each branch in order applies if that card is still the top card of the
library (it wasn't put anywhere by an earlier branch: "If you don't put the card into your hand,
..."), and matches its filter ("Otherwise, ..." is the first branch's filter negated); a `may`
branch asks (`yes`/`no`, 608.2d). `to: reveal` only reveals the card (701.16a) and records that it
was done ("If you do, ...", kinship); `shares_creature_type: self`: the branch applies only if the
card and the source have a creature type in common (205.3m; a changeling card has them all in
every zone, 702.73a). A card put onto the battlefield is put there by the
`return_to_battlefield` instruction (an Aura's object to enchant chosen as it enters, 303.4f)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.filters import matching
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _answer(proc) -> Action | None:
    return proc.data["answers"].get(proc.data["pc"])


def _creature_types(ch) -> set | None:
    """The creature types of an object (None: every creature type, 702.73a; a changeling card in a
    library too: the layer system applies its characteristic-defining ability there, 604.3)."""
    from pyengine.cards.parse import subtype_lists
    if ch is None:
        return set()
    if ch.every_creature_type:
        return None
    return set(ch.subtypes) & set(subtype_lists()["creature"])


def shares_creature_type(a, b) -> bool:
    """205.3m: two objects share a creature type when some creature type is both's."""
    ta, tb = _creature_types(a), _creature_types(b)
    if ta is None:
        return tb is None or bool(tb)
    if tb is None:
        return bool(ta)
    return bool(ta & tb)


def _top_card(g: "Game", proc, it, ins, refs):
    spec = ins["top_card"]
    who = refs(g, it, spec.get("player", "you"))
    if not who or who[0] not in g.s.players:
        return None
    p = who[0]
    key = f"_top{len(it.memory)}"
    lib = g.s.library[p]
    if not lib:
        g._log("608.2c", f"{p}'s library has no cards: there is no top card", it.controller)
        return None
    c = lib[0]
    it.memory[key] = {"id": c, "library": p}
    if spec.get("remember"):                              # "its mana value" after it (608.2h)
        it.memory[str(spec["remember"])] = {"id": c, "library": p}
    it.memory["did"] = False                              # "If you do, ..." reads it (608.2d)
    if spec.get("reveal"):
        g._log("701.16a", f"{p} reveals the top card of their library: {g.name(c)}", it.controller)
    else:
        g._log("701.16e", f"{it.controller} looks at the top card of {p}'s library: {g.name(c)}", it.controller)
    return [{"_top_branch": key, "branch": b} for b in spec.get("branches") or []]


def _top_branch(g: "Game", proc, it, ins, filt):
    key, b = ins["_top_branch"], ins["branch"]
    p = it.memory[key]["library"]                          # whose library (the card's owner)
    c = it.memory[key]["id"]
    if not g.s.library[p] or g.s.library[p][0] != c:       # put somewhere already
        return None
    if b.get("filter") is not None and not matching(g, filt(b["filter"]), [(c, g.ch_anywhere(c))],
                                                     it.source, it.controller):
        return None
    if b.get("shares_creature_type") and not shares_creature_type(g.ch_anywhere(c), g.ch_anywhere(it.source)):
        return None
    to = str(b["to"])
    if b.get("may"):
        a = _answer(proc)
        if a is None:
            if to == "reveal":
                g._ask("may", it.controller, [Action("yes"), Action("no")],
                       f"{it.controller}: reveal {g.name(c)}?", "608.2d")
                return "wait"
            where = {"hand": "into your hand", "graveyard": "into your graveyard",
                     "bottom": "on the bottom of your library"}.get(
                to, "onto the battlefield" + (" tapped" if b.get("tapped") else ""))
            g._ask("may", it.controller, [Action("yes"), Action("no")],
                   f"{it.controller}: put {g.name(c)} {where}?", "608.2d")
            return "wait"
        if a.kind != "yes":
            g._log("608.2d", f"{it.controller} chooses not to", it.controller)
            return None
    if b.get("reveal"):
        g._log("701.16a", f"{it.controller} reveals {g.name(c)}", it.controller)
    if to == "reveal":
        g._log("701.16a", f"{it.controller} reveals {g.name(c)}", it.controller)
        it.memory["did"] = True
        return None
    if to == "battlefield":
        return [{"return_to_battlefield": {"remembered": key}, "tapped": bool(b.get("tapped")),
                 **({"attacking": True} if b.get("attacking") else {}),     # 508.4
                 **{k: b[k] for k in ("with_counters", "enters_as") if b.get(k)}}]   # 122.6, 611.2e
    if to == "bottom":
        g.s.library[p] = g.s.library[p][1:] + [c]
        g._log("401.4", f"{it.controller} puts the top card of {p}'s library on the bottom", it.controller)
        return None
    g._log("608.2c", f"{it.controller} puts {g.name(c)} into {p}'s {to}", it.controller)
    g.perform([Event("zone_change", obj=c, from_zone="library", to_zone=to, what="put", player=p,
                     source=it.source)])
    return None


def handlers(refs, filt) -> dict:
    """The instructions' handlers, given the instruction language's references and filters
    (pyengine.game.instructions.refs, filt: passed in, that module importing this one)."""
    return {"top_card": lambda g, proc, it, ins: _top_card(g, proc, it, ins, refs),
            "_top_branch": lambda g, proc, it, ins: _top_branch(g, proc, it, ins, filt)}
