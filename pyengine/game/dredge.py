"""702.52 dredge: "As long as you have at least N cards in your library, if you would draw a card,
you may instead mill N cards and return this card from your graveyard to your hand" -- a static
ability functioning only while the card is in a graveyard (702.52a; 702.52b: with fewer than N
cards in the library it can't be used).

Each card is drawn one at a time (121.2): before each draw of a player with a usable dredge card in
their graveyard, that player chooses (answer `dredge CARD` or `no_dredge`) whether to replace the
draw (614.1a; 616.1: the affected player chooses among the replacement effects). The draws of the
game loop (the draw step, 504.1), of the `draw` instruction and of connive (701.47a) ask."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def options(g: "Game", p: str) -> list[tuple[str, int]]:
    """(card, N) for each dredge ability p may use instead of drawing now (702.52a-b)."""
    if p not in g.s.players or p in g.s.losers:
        return []
    out = []
    left = len(g.s.library.get(p) or ())
    for oid in g.zone_ids("graveyard", p):
        for _i, parts in g.abilities_of(oid, "static"):
            n = parts.get("dredge")
            if n and left >= int(n) and (oid, int(n)) not in out:
                out.append((oid, int(n)))
    return out


def ask(g: "Game", p: str) -> None:
    g._ask("dredge", p, [Action("dredge", (oid,)) for oid, _n in options(g, p)] + [Action("no_dredge")],
           f"{p}: you would draw a card -- dredge instead (dredge CARD) or draw (no_dredge)?", "702.52a")


def draw_or_dredge(g: "Game", p: str, a: Action | None) -> None:
    """The draw, or (the answer `dredge CARD`) the dredge replacing it: mill N cards, then return
    that card from the graveyard to the hand (702.52a, 614.6: the draw doesn't happen)."""
    opts = dict(options(g, p))
    if a is not None and a.kind == "dredge" and a.args and a.args[0] in opts:
        oid, n = a.args[0], opts[a.args[0]]
        g._log("702.52a", f"{p} dredges {g.name(oid)} instead of drawing: mills {n}, returns it to hand", p)
        top = list(g.s.library[p][:n])
        g.perform([Event("zone_change", obj=o, from_zone="library", to_zone="graveyard", what="mill", player=p)
                   for o in top])
        if oid in g.s.objects and g.obj(oid).zone == "graveyard":
            g.perform([Event("zone_change", obj=oid, from_zone="graveyard", to_zone="hand", what="return_to_hand",
                             player=p)])
        return
    g.perform([Event("draw", player=p, amount=1)])


def proc_draw(g: "Game", proc) -> None:
    """The draw step's draw (504.1) of a player who may dredge instead."""
    d = proc.data
    a = g._take(proc)
    if a is None or a.kind not in ("dredge", "no_dredge"):
        if options(g, d["player"]):
            ask(g, d["player"])
            return
    g._pop(proc)
    draw_or_dredge(g, d["player"], a)
