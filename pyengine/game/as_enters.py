"""Choices and costs made as a permanent enters (614.1c, 614.12a, 614.13): its own replacement
effects that need its controller's choice before it is on the battlefield.

- devour (702.82a): "As this object enters, you may sacrifice any number of creatures. This
  permanent enters with N +1/+1 counters on it for each creature sacrificed this way";
  "devour [quality] N" (702.82c) sacrifices [quality] permanents; "Devour X, where X is the number
  of creatures devoured this way": X counters for each of the X creatures.
- amplify (702.38a): "As this object enters, reveal any number of cards from your hand that share
  a creature type with it. This permanent enters with N +1/+1 counters on it for each card revealed
  this way. You can't reveal this card or any other cards that are entering the battlefield at the
  same time as this card." (702.38b: each instance works separately.)
- "This creature enters with your choice of a flying counter or a first strike counter on it",
  "... your choice of two different counters on it from among menace, deathtouch, and lifelink"
  (122.1b keyword counters).

Card data: a static part `as_enters: {devour: {n: N | devoured, filter: F}}`, `{amplify: N}`,
`{counter_choice: {kinds: [KIND, ...], count: N}}`, `{reveal: {filter: F, n: N}}` ("you may reveal any
number of other artifact cards from your hand ... a +1/+1 counter for each card revealed this way"),
`{roll: {sides: 6, count: 1 | x}}` ("roll a six-sided die ... counters equal to the result"),
`{discard_hand: true}`, `{sacrifice_all: land}`, `{exile_from_graveyard: {filter: F, n: any}}` ("exile any
number of creature cards from your graveyard", linked to "the exiled cards", 607.2b, 614.14) (614.13:
objects that change zones as it enters); and 614.1e "As this creature is turned face up,
put N +1/+1 counters on it": `face_up_counters: {KIND: N | NUMBER}` (turned_face_up).

The choices are made before the permanent enters (614.12a): they are asked while the event of its
entering is performed, the way replacement-effect choices are (by replaying the action,
pyengine.game.replacement_choice.decide; a decision `as_enters` with the answers `choose X` and
`done`). The creatures devoured are sacrificed then, before it enters (it doesn't see them die);
the counters are added to the event of its entering (614.1c, 122.6), so replacement effects that
modify the counters it enters with apply to them, and it is on the battlefield with them
(state-based actions and "enters" triggers see them). Objects entering at the same time can't be
chosen (614.13a); the same object can't be chosen twice (614.13b). A permanent entering face down
has none of these abilities (708.3)."""
from __future__ import annotations

import dataclasses
import itertools
from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game import chance, linked
from pyengine.game.copy_freeze import copiable_card
from pyengine.game.filters import matching
from pyengine.game.locked import lock_onto
from pyengine.game.instructions import filt, number
from pyengine.game.replacement_choice import decide
from pyengine.game.state import Action, StackItem
from pyengine.model import EffectDef, Expr, Op

if TYPE_CHECKING:
    from pyengine.game.loop import Game

RULE = "614.12a"


def label(kind: str) -> str:
    return kind.replace(" ", "_")


def entering(g: "Game", e: Event, batch: list[Event], card=None) -> Event:
    """The event of a permanent entering, with the choices of its "as it enters" abilities made
    and the counters they give added (614.1c, 614.12a); other events unchanged. `card`: the
    abilities it enters with when not its own card's (a copy, 707.5: entering_copy)."""
    if e.kind != "zone_change" or e.to_zone != "battlefield" or e.obj not in g.s.objects:
        return e
    o = g.obj(e.obj)
    if o.zone == "battlefield" or e.face_down or (o.face_down and o.zone == "stack"):
        return e                              # 708.3: a face-down permanent's abilities don't apply as it enters
    parts = [ab.parts["as_enters"] for ab in (card or o.card).abilities
             if ab.kind == "static" and ab.parts.get("as_enters") and not ab.gated]
    if not parts:
        return e
    ctrl = e.player or o.controller or o.owner
    others = {x.obj for x in batch if x.kind == "zone_change" and x.to_zone == "battlefield"}   # 614.13a
    extra: list[tuple[str, int]] = []
    chosen_here: set[str] = set()             # 614.13b: no object chosen twice for this permanent
    sets: list[EffectDef] = []
    for part in parts:
        if "devour" in part:
            extra += _devour(g, o.id, ctrl, part["devour"], others)
        elif "amplify" in part:
            extra += _amplify(g, o.id, ctrl, int(part["amplify"]), others)
        elif "counter_choice" in part:
            extra += _counter_choice(g, o.id, ctrl, part["counter_choice"])
        elif "reveal" in part:
            extra += _reveal(g, o.id, ctrl, part["reveal"], others)
        elif "roll" in part:
            extra += _roll(g, o.id, ctrl, part["roll"], e)
        elif "opponent_count" in part:
            extra += _opponent_count(g, o.id, ctrl, part["opponent_count"])
        elif "return_one" in part:
            extra += _return_one(g, o.id, ctrl, part["return_one"], others)
        elif "remove_all_counters" in part:
            extra += _remove_all_counters(g, o.id, ctrl, others)
        elif "anchor" in part:
            _anchor(g, o.id, ctrl, part["anchor"])
        elif "discard_hand" in part:
            _discard_hand(g, o.id, ctrl, others)
        elif "sacrifice_all" in part:
            _sacrifice_all(g, o.id, ctrl, part["sacrifice_all"], others)
        elif "exile_from_graveyard" in part:
            _exile_from_graveyard(g, o.id, ctrl, part["exile_from_graveyard"], others, chosen_here)
        elif "sacrifice_set_pt" in part:
            sets.append(_sacrifice_set_pt(g, o.id, ctrl, part["sacrifice_set_pt"], others, chosen_here))
    if sets:
        # 611.2e, 613.4b: the effects setting its power and toughness apply from the moment it
        # enters (locked onto the object it becomes, pyengine.game.apply), after one it already
        # enters with
        ops = tuple(op for eff in ([e.enters_as] if e.enters_as is not None else []) + sets for op in eff.ops)
        e = dataclasses.replace(e, enters_as=EffectDef(ops=ops, text="as it entered"))
    if not extra:
        return e
    return dataclasses.replace(e, with_counters=tuple(e.with_counters) + tuple(extra))


# where a token being created is while its "as it enters" choices are made (614.12a): not yet
# on the battlefield, in no zone of the game
ENTERING = "entering"


def has_parts(card) -> bool:
    """Has the card an "as it enters" ability of this module (devour, amplify, ...)?"""
    return any(ab.kind == "static" and ab.parts.get("as_enters") and not ab.gated for ab in card.abilities)


def token_entering(g: "Game", tid: str, ctrl: str, made: list[str], card) -> list[tuple[str, int]]:
    """111.4, 614.12a: the choices of a token's "as it enters" abilities (those of `card`: a token
    that's a copy of a devour creature has devour), made before it is on the battlefield; the
    tokens created at the same time (`made`) can't be chosen (614.13a). The counters it enters
    with, (kind, number)."""
    batch = [Event("zone_change", obj=x, to_zone="battlefield") for x in made]
    e = Event("zone_change", obj=tid, player=ctrl, to_zone="battlefield")
    done = entering(g, e, batch, card)
    if done.enters_as is not None:            # 611.2e: an effect it enters with (Dracoplasm's 7b)
        lock_onto(g, tid, done.enters_as, ctrl)
    return list(done.with_counters)


def entering_copy(g: "Game", e: Event, batch: list[Event]) -> Event:
    """707.5, 614.12a, 616.1c: a permanent entering as a copy of another (the copy effect chosen
    among the replacement effects, applied first) has the copied abilities as it enters -- its
    "as it enters" abilities (devour, amplify, ...) are those of the copiable values it enters
    with; their choices are made then. Other events unchanged."""
    if e.kind != "zone_change" or e.to_zone != "battlefield" or e.as_copy_of is None:
        return e
    if e.as_copy_of not in g.s.objects and e.as_copy_of not in g.s.copy_sources:
        return e
    return entering(g, e, batch, copiable_card(g, e.as_copy_of, e.copy_except))


def _pick_any(g: "Game", p: str, cands: list[str], what: str, rule: str) -> list[str]:
    """107.1c: any number of the candidates, chosen one at a time (`done` ends it)."""
    chosen: list[str] = []
    while True:
        left = [x for x in cands if x not in chosen]
        if not left:
            return chosen
        a = decide(g, p, [Action("done")] + [Action("choose", (x,)) for x in left],
                   f"{p}: {what} ({len(chosen)} chosen; done to stop): " + ", ".join(f"{x} ({g.name(x)})" for x in left),
                   rule)
        if a.kind == "done":
            return chosen
        chosen.append(a.args[0])


def _devour(g: "Game", oid: str, p: str, spec: dict, others: set) -> list[tuple[str, int]]:
    """702.82a, 702.82c: sacrifice any number of [quality] permanents p controls; N +1/+1 counters
    for each one sacrificed this way (702.82b: the ones "it devoured")."""
    f = filt(spec.get("filter") or "creature")
    bf = [x for x in g.battlefield() if x != oid and x not in others and g.ch(x).controller == p]
    cands = matching(g, f, [(x, g.ch(x)) for x in bf], oid, p)
    chosen = _pick_any(g, p, cands, f"sacrifice for {g.name(oid)}'s devour", "702.82a")
    gone = 0
    if chosen:
        g.perform([Event("zone_change", obj=x, from_zone="battlefield", to_zone="graveyard", what="sacrifice",
                         player=p) for x in chosen])
        gone = sum(1 for x in chosen if g.obj(x).zone != "battlefield")
    key = devoured_key(g, oid)
    g.s.states_seen[key] = int(g.s.states_seen.get(key) or 0) + gone
    n = gone if spec["n"] == "devoured" else int(spec["n"])
    g._log("702.82a", f"{p} sacrifices {', '.join(g.name(x) for x in chosen) or 'nothing'} as {g.name(oid)} "
                      f"enters (devour): {n * gone} +1/+1 counter(s)", p)
    return [("+1/+1", n * gone)] if n * gone else []


def _amplify(g: "Game", oid: str, p: str, n: int, others: set) -> list[tuple[str, int]]:
    """702.38a: reveal any number of cards from p's hand sharing a creature type with it (as it
    would exist on the battlefield, 614.12); N +1/+1 counters for each card revealed."""
    from pyengine.cards.parse import subtype_lists
    creature = set(subtype_lists().get("creature", []))

    def types_of(ch) -> set[str]:
        # 702.73a, 604.3: changeling is a characteristic-defining ability, working in every zone
        # (the layer system gives a changeling card in a hand every creature type, Game.chars)
        return creature if ch.every_creature_type else set(ch.subtypes) & creature
    mine = types_of(g.ch(oid))

    def shares(x: str) -> bool:
        ch = g.ch(x)
        return ch is not None and bool(mine & types_of(ch))
    cands = [x for x in g.zone_ids("hand", p) if x != oid and x not in others and shares(x)]
    chosen = _pick_any(g, p, cands, f"reveal for {g.name(oid)}'s amplify", "702.38a")
    g._log("702.38a", f"{p} reveals {', '.join(g.name(x) for x in chosen) or 'no cards'} as {g.name(oid)} enters "
                      f"(amplify {n}): {n * len(chosen)} +1/+1 counter(s)", p)
    return [("+1/+1", n * len(chosen))] if chosen else []


def _reveal(g: "Game", oid: str, p: str, spec: dict, others: set) -> list[tuple[str, int]]:
    """614.12a, 701.16a: "you may reveal any number of other artifact cards from your hand. This
    creature enters with a +1/+1 counter on it for each card revealed this way." (The revealed
    cards stay in the hand.)"""
    hand = [x for x in g.zone_ids("hand", p) if x != oid and x not in others]
    cands = matching(g, filt(spec["filter"]), [(x, g.ch(x)) for x in hand], oid, p)
    chosen = _pick_any(g, p, cands, f"reveal for {g.name(oid)}", "701.16a")
    n = int(spec["n"]) * len(chosen)
    g._log("614.12a", f"{p} reveals {', '.join(g.name(x) for x in chosen) or 'no cards'} as {g.name(oid)} "
                      f"enters: {n} +1/+1 counter(s)", p)
    return [("+1/+1", n)] if n else []


def _roll(g: "Game", oid: str, p: str, spec: dict, e: Event) -> list[tuple[str, int]]:
    """614.12a, 706.2: "As this creature enters, roll a six-sided die. This creature enters with a
    number of +1/+1 counters on it equal to the result" ("roll X six-sided dice": X of the spell
    that became it, 107.3m, else 0 -- the total of the results)."""
    count = (e.x or 0) if spec["count"] == "x" else int(spec["count"])
    total = sum(chance.roll(g, p, int(spec["sides"])) for _ in range(count))
    g._log("614.12a", f"{g.name(oid)} enters with {total} +1/+1 counter(s) (the result of {count} "
                      f"d{spec['sides']} rolled as it enters)", p)
    return [("+1/+1", total)] if total else []


def _opponent_count(g: "Game", oid: str, p: str, spec: dict) -> list[tuple[str, int]]:
    """614.12a: "choose an opponent. This creature enters with a -1/-1 counter on it for each
    creature that player controls." (the only opponent is chosen without asking)"""
    opps = g.opponents(p)
    if not opps:
        return []
    q = opps[0] if len(opps) == 1 else decide(
        g, p, [Action("choose", (x,)) for x in opps], f"{p}: choose an opponent for {g.name(oid)}", RULE).args[0]
    f = filt(spec["filter"])
    n = len(matching(g, f, [(x, g.ch(x)) for x in g.battlefield() if x != oid and g.ch(x).controller == q], oid, p))
    g._log(RULE, f"{p} chooses {q} as {g.name(oid)} enters: {n} {spec['kind']} counter(s)", p)
    return [(str(spec["kind"]), n)] if n else []


def _return_one(g: "Game", oid: str, p: str, spec: dict, others: set) -> list[tuple[str, int]]:
    """614.12a, 614.13: "you may return a nonland permanent you control to its owner's hand. If
    you do, this creature enters with a +1/+1 counter on it." """
    bf = [x for x in g.battlefield() if x != oid and x not in others and g.ch(x).controller == p]
    cands = matching(g, filt(spec["filter"]), [(x, g.ch(x)) for x in bf], oid, p)
    if not cands:
        return []
    a = decide(g, p, [Action("done")] + [Action("choose", (x,)) for x in cands],
               f"{p}: return a permanent to its owner's hand as {g.name(oid)} enters (done: none)", RULE)
    if a.kind == "done":
        return []
    x = a.args[0]
    g.perform([Event("zone_change", obj=x, from_zone="battlefield", to_zone="hand", player=p)])
    if g.obj(x).zone == "battlefield":
        return []
    g._log(RULE, f"{p} returns {g.name(x)} to its owner's hand as {g.name(oid)} enters", p)
    return [("+1/+1", int(spec["counters"]))]


def _remove_all_counters(g: "Game", oid: str, p: str, others: set) -> list[tuple[str, int]]:
    """614.12a, 122.8: "remove all counters from all permanents. This creature enters with a +1/+1
    counter on it for each counter removed this way." """
    evs = [Event("remove_counters", target=x, counter_kind=c.kind, amount=c.count)
           for x in g.battlefield() if x != oid and x not in others for c in g.obj(x).counters if c.count > 0]
    before = sum(c.count for x in g.battlefield() for c in g.obj(x).counters)
    if evs:
        g.perform(evs)
    removed = before - sum(c.count for x in g.battlefield() for c in g.obj(x).counters)
    g._log(RULE, f"{removed} counter(s) removed from permanents as {g.name(oid)} enters", p)
    return [("+1/+1", removed)] if removed > 0 else []


def _anchor(g: "Game", oid: str, p: str, words: list[str]) -> None:
    """614.12b: "As this enchantment enters, choose Khans or Dragons." -- the word chosen before it
    enters; the abilities under it are granted while it was (the condition `{anchor: WORD}`,
    a designation the object keeps until it leaves, 400.7)."""
    a = decide(g, p, [Action("choose", (w,)) for w in words],
               f"{p}: choose {' or '.join(words)} for {g.name(oid)}", "614.12b")
    g.s.states_seen[f"anchor:{oid}"] = a.args[0]
    g._log("614.12b", f"{p} chooses {a.args[0]} for {g.name(oid)} as it enters", p)


def _discard_hand(g: "Game", oid: str, p: str, others: set) -> None:
    """614.1c, 614.13: "As this enchantment enters, discard your hand." (701.8a)"""
    hand = [x for x in g.zone_ids("hand", p) if x != oid and x not in others]
    g._log("614.13", f"{p} discards their hand as {g.name(oid)} enters", p)
    if hand:
        g.perform([Event("discard", player=p, obj=x) for x in hand])


def _sacrifice_all(g: "Game", oid: str, p: str, kind: str, others: set) -> None:
    """614.1c, 614.13: "As this enchantment enters, sacrifice all lands you control." (701.21a)"""
    bf = [x for x in g.battlefield() if x != oid and x not in others and g.ch(x).controller == p
          and kind in g.ch(x).types]
    g._log("614.13", f"{p} sacrifices all {kind}s they control as {g.name(oid)} enters", p)
    if bf:
        g.perform([Event("zone_change", obj=x, from_zone="battlefield", to_zone="graveyard", what="sacrifice",
                         player=p) for x in bf])


def _exile_from_graveyard(g: "Game", oid: str, p: str, spec: dict, others: set, chosen_here: set) -> None:
    """614.1c, 614.13a: "As this creature enters, exile any number of creature cards from your
    graveyard." -- any number of the cards in p's graveyard matching the filter, not the object
    that will become the permanent nor one entering at the same time (614.13a), nor one already
    chosen for it (614.13b). The cards that are in exile afterward as a direct result are linked
    to its ability reading "the exiled cards" (607.2b, 614.14), kept for the object it becomes
    on the battlefield (400.7; pyengine.game.linked)."""
    gy = [x for x in g.zone_ids("graveyard", p) if x != oid and x not in others and x not in chosen_here]
    cands = matching(g, filt(spec["filter"]), [(x, g.ch(x)) for x in gy], oid, p)
    chosen = _pick_any(g, p, cands, f"exile from your graveyard as {g.name(oid)} enters", "614.13a")
    chosen_here.update(chosen)
    g._log("614.13a", f"{p} exiles {', '.join(g.name(x) for x in chosen) or 'no cards'} from their graveyard "
                      f"as {g.name(oid)} enters", p)
    if not chosen:
        return
    g.perform([Event("zone_change", obj=x, from_zone="graveyard", to_zone="exile", player=p, source=oid)
               for x in chosen])
    linked.record_for(g, oid, entered_incarnation(g, oid), chosen)


def _sacrifice_set_pt(g: "Game", oid: str, p: str, spec: dict, others: set, chosen_here: set) -> EffectDef:
    """614.1c, 614.13a, 613.4b: "As this creature enters, sacrifice any number of creatures. This
    creature's power becomes the total power of those creatures and its toughness becomes their
    total toughness." -- p sacrifices any number of the creatures they control (not one entering
    at the same time, 614.13a); the totals are those of the creatures sacrificed, as they last
    existed on the battlefield (608.2h); an effect setting them (layer 7b) is the result."""
    f = filt(spec.get("filter") or "creature")
    bf = [x for x in g.battlefield() if x != oid and x not in others and x not in chosen_here
          and g.ch(x).controller == p]
    cands = matching(g, f, [(x, g.ch(x)) for x in bf], oid, p)
    chosen = _pick_any(g, p, cands, f"sacrifice as {g.name(oid)} enters", "614.13a")
    chosen_here.update(chosen)
    last = {x: (g.ch(x).power or 0, g.ch(x).toughness or 0) for x in chosen}
    if chosen:
        g.perform([Event("zone_change", obj=x, from_zone="battlefield", to_zone="graveyard", what="sacrifice",
                         player=p) for x in chosen])
    gone = [x for x in chosen if g.obj(x).zone != "battlefield"]
    power, toughness = sum(last[x][0] for x in gone), sum(last[x][1] for x in gone)
    g._log("614.13a", f"{p} sacrifices {', '.join(g.name(x) for x in gone) or 'nothing'} as {g.name(oid)} "
                      f"enters: its power becomes {power} and its toughness {toughness} (613.4b)", p)
    return EffectDef(ops=(Op("set_pt", (Expr("n", (power,)), Expr("n", (toughness,))), "7b"),),
                     text="as it entered")


def entered_incarnation(g: "Game", oid: str) -> int:
    """400.7: the number of earlier ids of the object the entering permanent will be on the
    battlefield (a card moving there becomes a new object; a token being created is already the
    object it will be)."""
    o = g.obj(oid)
    return len(o.earlier_ids) + (0 if o.zone == ENTERING else 1)


def _counter_choice(g: "Game", oid: str, p: str, spec: dict) -> list[tuple[str, int]]:
    """122.1b: "enters with your choice of a flying counter or a first strike counter on it" --
    `count` different kinds among `kinds`, chosen as it enters."""
    kinds = [str(k) for k in spec["kinds"]]
    combos = list(itertools.combinations(kinds, int(spec.get("count", 1))))
    acts = [Action("choose", ("+".join(label(k) for k in c),)) for c in combos]
    a = decide(g, p, acts, f"{p}: choose the counter(s) {g.name(oid)} enters with: "
                           + ", ".join(str(x.args[0]) for x in acts), RULE)
    pick = combos[acts.index(a)]
    g._log(RULE, f"{p} chooses {' and '.join(pick)} counter(s) for {g.name(oid)} as it enters", p)
    return [(k, 1) for k in pick]


def turned_face_up(g: "Game", oid: str) -> None:
    """614.1e: "As this creature is turned face up, put N +1/+1 counters on it" (static part
    `face_up_counters: {KIND: N | NUMBER}`; X counted as it's turned face up, 107.3) -- its own
    abilities, now that it is face up."""
    o = g.obj(oid)
    ctrl = g.ch(oid).controller
    for ab in o.card.abilities:
        part = ab.parts.get("face_up_counters") if ab.kind == "static" else None
        for kind, n in (part or {}).items():
            k = _number(g, oid, ctrl, n)
            if k > 0:
                g.perform([Event("counters", target=oid, counter_kind=kind, amount=k, source=oid)])
                g._log("614.1e", f"{k} {kind} counter(s) put on {g.name(oid)} as it's turned face up")


def _number(g: "Game", oid: str, ctrl: str, n) -> int:
    if not isinstance(n, dict):
        return int(n)
    it = StackItem(id="?", kind="triggered", source=oid, controller=ctrl, text="", spec={})
    return max(0, int(number(g, it, n)))


def devoured_key(g: "Game", oid: str) -> str:
    """702.82b: where the number of creatures the entering permanent devoured is kept -- for the
    object it becomes on the battlefield (400.7: its number of earlier ids once it has entered),
    read by "for each creature it devoured" (pyengine.game.instructions.number, `devoured: self`)."""
    return f"devoured:{oid}#{len(g.obj(oid).earlier_ids) + 1}"
