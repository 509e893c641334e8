"""Casting a card while an effect resolves (608.2g: a spell or ability instructs a player to cast a
card during its resolution; the cast follows 601.2a-i at once, ignoring timing permissions and
restrictions, 608.2g). The instruction `cast_card`:

- `cast_card: target` (a REF): "you may cast target instant card from your graveyard";
- `cast_card: {choose: FILTER, from: hand | graveyard | this_way}`: "you may cast an instant or
  sorcery spell from your hand with mana value 3 or less" -- the player chooses a matching card
  (a land is never cast, 305.9), or none; `this_way` are the cards the instruction before moved
  ("exile the top five cards ... you may cast a spell from among them", 608.2h);
- `free: true`: "without paying its mana cost" (118.9: an alternative cost of no mana; 107.3b:
  X is 0);
- `exile_instead: true`: "If that spell would be put into your graveyard, exile it instead." (614.1a:
  a replacement effect on that spell while it's on the stack: it goes to exile rather than to its
  owner's graveyard; once it becomes a permanent, 400.7, it is a new object the effect no longer
  applies to).

The "you may" around it is the `may` instruction (608.2d). The cast is begun with the alternative
way `effect` (its mana cost) or `effect_free`, allowed only for the card the resolving effect
named (a record in State.states_seen, "cast_now:<card>" -> (zone, free))."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.lookups import answer as _answer
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "cast_now:"
EXILE_KEY = "cast_exiled_instead:"
ALTS = ("effect", "effect_free")


def alt_cost(g: "Game", oid: str, alt: str) -> tuple[str, str] | None:
    """(cost, zone) for the card the resolving effect lets its controller cast now, or None."""
    rec = g.s.states_seen.get(KEY + oid)
    o = g.s.objects.get(oid)
    if not rec or o is None or o.zone != rec[0] or bool(rec[1]) != (alt == "effect_free"):
        return None
    return ("" if rec[1] else str(o.card.mana_cost or "")), rec[0]


def exiled_instead(g: "Game", oid: str, to_zone: str) -> str:
    """614.1a: the spell cast this way leaves the stack: to exile instead of its owner's graveyard.
    The record is forgotten whatever the destination (400.7)."""
    if g.s.states_seen.pop(EXILE_KEY + oid, None) and to_zone == "graveyard":
        g._log("614.1a", f"{g.name(oid)} would be put into its owner's graveyard: it is exiled instead")
        return "exile"
    return to_zone


def _candidates(g: "Game", it, ins: dict, p: str, refs, filt) -> list[str]:
    from pyengine.game.filters import matching
    what = ins["cast_card"]
    if isinstance(what, dict) and "choose" in what:
        src = what.get("from")
        if src == "this_way":
            ids = [c for c in it.memory.get("moved_this_way") or () if c in g.s.objects]
        elif src in ("hand", "graveyard"):
            ids = list(g.zone_ids(src, p))
        else:
            return []
        ids = [c for c in ids if g.obj(c).zone in ("hand", "graveyard", "exile", "library")]
        f = filt(what["choose"])
        pairs = [(c, g.ch_anywhere(c)) for c in ids]
        ids = matching(g, f, [(c, ch) for c, ch in pairs if ch is not None], it.source, p)
    else:
        ids = [c for c in refs(g, it, what) if c in g.s.objects and g.obj(c).zone in ("graveyard", "exile", "hand")]
    from pyengine.game.cast_restrictions import forbidden
    out = []
    for c in ids:
        ch = g.ch_anywhere(c)
        if ch is not None and "land" not in ch.types:           # 305.9: a land is never cast
            if forbidden(g, p, c) is None:                      # 601.3, 101.2: unless prohibited
                out.append(c)
    return out


def _cast_card(g, proc, it, ins, refs, filt):
    """608.2g: cast the card now (see the module docstring)."""
    key = f"_cast_card{proc.data['pc']}"
    if it.memory.get(key):                      # the cast was begun and completed (601.2i) or rewound
        it.memory.pop(key, None)
        return None
    p = it.controller
    cands = _candidates(g, it, ins, p, refs, filt)
    if not cands:
        g._log("608.2g", f"{p} has no card to cast")
        return None
    what = ins["cast_card"]
    oid = cands[0]
    if isinstance(what, dict) and "choose" in what:
        a = _answer(proc)
        if a is None or a.kind != "choose" or a.args[0] not in cands + ["none"]:
            g._ask("choose", p, [Action("choose", (c,)) for c in cands] + [Action("choose", ("none",))],
                   f"{p}: choose a card to cast" + (" without paying its mana cost" if ins.get("free") else "")
                   + " (or none)", "608.2g")
            return "wait"
        if a.args[0] == "none":
            g._log("608.2d", f"{p} casts no card")
            return None
        oid = a.args[0]
    o = g.obj(oid)
    free = bool(ins.get("free"))
    g.s.states_seen[KEY + oid] = (o.zone, free)
    if ins.get("exile_instead"):
        g.s.states_seen[EXILE_KEY + oid] = True
    it.memory = {**it.memory, key: True}
    g._log("608.2g", f"{p} casts {o.card.name} from their {o.zone} while {it.text!r} resolves"
           + (" without paying its mana cost (118.9)" if free else ""), p)
    g._begin_cast(p, oid, "effect_free" if free else "effect")
    return "wait"


def began(g: "Game", oid: str) -> None:
    """The cast began: the permission is used (it allows this one cast)."""
    g.s.states_seen.pop(KEY + oid, None)


def handlers(refs, filt) -> dict:
    """The instruction handler, given the instructions' references and filters (this module
    imports neither the instructions nor the loop, which import it)."""
    return {"cast_card": lambda g, proc, it, ins: _cast_card(g, proc, it, ins, refs, filt)}
