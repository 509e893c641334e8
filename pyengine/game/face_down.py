"""Face-down spells and permanents (CR 708) and the keywords built on them: morph and megamorph
(702.37), disguise (702.168: the face-down creature has ward {2}), manifest (701.34), manifest
dread (701.60), cloak (701.56: a manifest with ward {2}). What made an object face down is its
`face_down_as` (708.6); the ward {2} of a disguised or cloaked permanent is part of its face-down
characteristics (layer 1b, pyengine.layers.facts.face_down_abilities).

- Casting face down (702.37c, 708.4): a card with morph may be cast from the hand as a 2/2
  face-down creature spell with no text, no name, no subtypes and no mana cost by paying {3}
  rather than its mana cost (an alternative cost, 118.9). The card is turned face down before it
  is put on the stack, so only the face-down characteristics are seen (the layer system applies
  them in layer 1b, 708.2: pyengine/layers/facts.py); the permanent it becomes is face down.
- Turning face up (702.37e, 701.34b, 116.2b): a special action any time its controller has
  priority -- pay the morph cost (or, for a manifested creature card, its mana cost) and turn it
  face up. It doesn't use the stack; it keeps its counters, damage, tapped status and the
  effects applied to it (708.8); abilities about entering the battlefield don't apply. Megamorph
  puts a +1/+1 counter on it as it's turned face up (702.37b, 708.11). "When ~ is turned face up"
  abilities trigger (the `turned_face_up` happening, pyengine.game.triggers).
- A face-down permanent or spell that leaves for another zone is revealed (708.9) and is a new,
  face-up object there (400.7).

A face-down object's characteristics are hidden from its controller's opponents (708.5,
pyengine.game.api); the log names it "a face-down ..." (Game.name)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.lookups import answer
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

# the casting kinds (docs/cards.md `casting`) that let a card be cast face down, and be turned face up
FACE_DOWN_KINDS = ("morph", "megamorph", "disguise")
FACE_DOWN_COST = "{3}"              # 702.37a


def printed_ways(card) -> list[tuple[str, str]]:
    """(kind, cost) of the card's morph / megamorph abilities, read from the card itself: a
    face-down permanent has no abilities (708.2), yet "show all players what the permanent's
    morph cost would be if it were face up" (702.37e)."""
    out = []
    for ab in card.abilities:
        c = (ab.parts or {}).get("casting") if ab.kind == "static" else None
        if c and c.get("kind") in FACE_DOWN_KINDS:
            out.append((str(c["kind"]), str(c["cost"])))
    return out


def printed_costs(card, how: str) -> list[dict]:
    """The parts beyond mana of the card's morph cost ("Morph—Reveal a blue card in your hand",
    702.37a): `costs:` entries, paid with the mana as it's turned face up (702.37e)."""
    for ab in card.abilities:
        c = (ab.parts or {}).get("casting") if ab.kind == "static" else None
        if c and c.get("kind") == how:
            return [dict(x) for x in c.get("costs") or []]
    return []


def _kinds(g: "Game", oid: str) -> list[str]:
    """The face-down casting kinds of the object's static abilities as it has them now (this module
    imports neither pyengine.game.keyword_costs nor the instructions, which import it)."""
    return [str(parts["casting"]["kind"]) for _i, parts in g.abilities_of(oid, "static")
            if (parts.get("casting") or {}).get("kind") in FACE_DOWN_KINDS]


def alt_cost(g: "Game", oid: str, alt: str) -> tuple[str, str] | None:
    """702.37c: {3} rather than the mana cost, from the hand (the zone it could be cast from)."""
    if alt in _kinds(g, oid):
        return FACE_DOWN_COST, "hand"
    return None


def cast_actions(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(cast action, zone): the cards in p's hand p may cast face down (702.37a)."""
    out = []
    for oid in g.zone_ids("hand", p):
        kinds = _kinds(g, oid)
        if kinds:
            out.append((Action("cast", (oid, kinds[0])), "hand"))
    return out


def sorcery_time(g: "Game", p: str) -> bool:
    """708.4, 307.1: a face-down spell is a creature spell without flash: cast at sorcery timing."""
    return g.s.active == p and g.s.step in ("precombat_main", "postcombat_main") and not g.s.stack


def turn_down_for_casting(g: "Game", oid: str, alt: str) -> None:
    """702.37c, 708.4: turned face down before it is put onto the stack."""
    o = g.obj(oid)
    o.face_down = True
    o.face_down_as = alt
    g._dirty()


def face_up_ways(g: "Game", oid: str) -> list[tuple[str, str]]:
    """(how, cost) the face-down permanent oid can be turned face up: its morph costs
    (702.37e), or its mana cost if it is a manifested creature card (701.34b, 701.34c)."""
    o = g.obj(oid)
    if not o.face_down or o.zone != "battlefield":
        return []
    out = [(k, c) for k, c in printed_ways(o.card) if "X" not in c.upper()]
    if o.face_down_as in ("manifest", "cloak") and "creature" in o.card.types \
            and o.card.mana_cost and "X" not in o.card.mana_cost.upper():
        out.append((o.face_down_as, o.card.mana_cost))          # 701.34b, 701.56b
    return out


def face_up_actions(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(action, cost): 116.2b, any time p has priority, turn a face-down permanent p controls face up."""
    from pyengine.game import costs
    out = []
    for oid in g.battlefield():
        o = g.obj(oid)
        if o.face_down and g.ch(oid).controller == p:
            out += [(Action("turn_face_up", (oid, how)), cost) for how, cost in face_up_ways(g, oid)
                    if costs.possible(g, p, oid, {"costs": printed_costs(o.card, how)})]     # 118.3
    return out


def begin_turn_face_up(g: "Game", p: str, oid: str, how: str) -> None:
    """702.37e: show the morph cost and pay it (mana abilities may be activated first, 605.3a),
    then turn the permanent face up -- the special-action process shared with suspend."""
    from pyengine.errors import IllegalActionError
    from pyengine.game.mana import choose_cost, parse_cost
    from pyengine.game.state import Process
    ways = dict(face_up_ways(g, oid)) if oid in g.s.objects and g.ch(oid).controller == p else {}
    if how not in ways:
        raise IllegalActionError(f"{oid} can't be turned face up ({how})")
    extra = printed_costs(g.obj(oid).card, how)
    from pyengine.cards.costs import cost_text
    g._log({"manifest": "701.34b", "cloak": "701.56b", "disguise": "702.168d"}.get(how, "702.37e"),
           f"{p} shows that {g.name(oid)} is {g.obj(oid).card.name} and pays "
           f"{cost_text(([{'mana': ways[how]}] if ways[how] else []) + extra) if extra else ways[how]} to turn it face up", p)
    g.s.procs.append(Process("suspend", {"obj": oid, "player": p, "rewind": len(g.history) - 1, "face_up": how,
                                         "cost": choose_cost(parse_cost(ways[how]), 0, {}), "costs": extra}))


def turn_face_up(g: "Game", p: str, oid: str, how: str) -> None:
    """708.8: its copiable values revert to its normal ones; counters, damage, tapped status and the
    effects applied to it stay (the same object). Megamorph: a +1/+1 counter as it's turned face
    up (702.37b, 708.11). Then "when ~ is turned face up" abilities trigger."""
    from pyengine.events import Event
    o = g.obj(oid)
    o.face_down = False
    o.face_down_as = None
    o.timestamp = g.new_ts()                    # 613.7f: a new timestamp as it turns face up
    g._dirty()
    g._log("116.2b", f"{p} turns {g.name(oid)} face up (a special action; it doesn't use the stack)", p)
    if how == "megamorph":
        g.perform([Event("counters", target=oid, counter_kind="+1/+1", amount=1, source=oid)])
        g._log("702.37b", f"{g.name(oid)}'s megamorph cost was paid: a +1/+1 counter is put on it as it's turned face up")
    g.as_turned_face_up(oid)          # 614.1e: "as ~ is turned face up, put N counters on it" (as_enters.py)
    g._happen({"kind": "turned_face_up", "obj": oid, "player": p})


def turned_up_by_effect(g: "Game", oid: str) -> None:
    """708.7: a spell or ability turns the face-down permanent face up. 701.34g, 701.56g: a
    manifested or cloaked instant or sorcery card is revealed and stays face down (nothing
    triggers)."""
    o = g.obj(oid)
    if {"instant", "sorcery"} & set(o.card.types):
        g._log("701.34g", f"{g.name(oid)} would be turned face up: it is revealed ({o.card.name}) and stays face down")
        return
    turn_face_up(g, g.ch(oid).controller, oid, "effect")


def zone_change(g: "Game", o, frm: str, to: str, into_face_down: bool) -> None:
    """708.9, 400.7: a face-down spell or permanent moving to another zone (other than a spell
    becoming the permanent) is revealed and is face up there; 708.3 / 701.34a: an object put onto
    the battlefield face down is turned face down before it enters."""
    if into_face_down and to == "battlefield":
        o.face_down = True
        return
    if not o.face_down or (frm == "stack" and to == "battlefield"):
        return
    o.face_down = False
    o.face_down_as = None
    if frm in ("battlefield", "stack"):
        g._log("708.9", f"the face-down {'permanent' if frm == 'battlefield' else 'spell'} {o.id} leaves the "
                        f"{frm}: it is revealed to all players ({o.card.name})")


# ---------------------------------------------------------------- manifest (701.34), manifest dread (701.60)
def manifest_card(g: "Game", p: str, oid: str, rule: str = "701.34a", how: str = "manifest") -> None:
    """701.34a: turn the card face down; it becomes a 2/2 face-down creature with no text, no name,
    no subtypes and no mana cost (cloak, 701.56a: with ward {2}), put onto the battlefield under
    p's control (708.3: its enters abilities don't apply). 701.34f: if it can't enter, it stays
    where it was, face up."""
    from pyengine.events import Event
    o = g.obj(oid)
    g.perform([Event("zone_change", obj=oid, from_zone=o.zone, to_zone="battlefield", what="manifest", player=p,
                     face_down=True)])
    if g.obj(oid).zone == "battlefield" and g.obj(oid).face_down:
        g.obj(oid).face_down_as = how
        g._dirty()
        g._log(rule, f"{p} {'cloaks' if how == 'cloak' else 'manifests'} a card: {g.name(oid)} is a 2/2 "
                     f"face-down creature" + (" with ward {2}" if how == "cloak" else ""), p)


def manifest(g: "Game", it, players: list[str], n: int, cloak: bool) -> None:
    """701.34a, 701.34e: the players manifest the top card of their library (N cards: one at a
    time); cloak: they cloak it (701.56a, 701.56e). "It" afterwards: the cards manifested."""
    how = "cloak" if cloak else "manifest"
    made = []
    for p in players:
        for _ in range(n):
            if g.s.library[p]:
                top = g.s.library[p][0]
                manifest_card(g, p, top, "701.56a" if how == "cloak" else "701.34a", how)
                made += [top] if g.obj(top).zone == "battlefield" else []
    it.memory = {**it.memory, "created": tuple(made)}     # what "it" names afterwards
    return None


def manifest_dread(g: "Game", proc, it, players: list[str]):
    """701.60a: "Look at the top two cards of your library. Manifest one of them, then put the cards
    you looked at that were not manifested this way into your graveyard." (answer `choose ID`)."""
    key = f"_dread:{proc.data['pc']}"
    a = answer(proc)
    if key not in it.memory:
        ps = [p for p in players if p in g.s.players]
        if not ps:
            return None
        p = ps[0]
        looked = tuple(g.s.library[p][:2])
        it.memory = {**it.memory, key: (p, looked)}
        if len(looked) == 2:
            g._ask("choose", p, [Action("choose", (c,)) for c in looked],
                   f"{p}: manifest one of the top two cards of your library (manifest dread)", "701.60a")
            return "wait"
        a = Action("choose", looked) if looked else None
    p, looked = it.memory[key]
    pick = a.args[0] if a is not None and a.kind == "choose" and a.args and a.args[0] in looked else None
    if pick is not None and g.obj(pick).zone == "library":
        manifest_card(g, p, pick, "701.60a")
    it.memory = {**it.memory, "created": (pick,) if pick is not None and g.obj(pick).zone == "battlefield" else ()}
    rest = [c for c in looked if c != pick and g.obj(c).zone == "library"]
    if rest:
        from pyengine.events import Event
        g.perform([Event("zone_change", obj=c, from_zone="library", to_zone="graveyard", what="manifest_dread",
                         player=p) for c in rest])
    return None

