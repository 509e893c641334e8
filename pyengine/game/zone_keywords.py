"""Keyword abilities that work with cards in other zones as a spell is cast (CR 702): cascade
(702.85a: a triggered ability of the spell on the stack, exiling cards from the top of the
library until a nonland card with a smaller mana value, which may be cast without paying its mana
cost; the rest go to the bottom in a random order); the permissions to cast a card another way:
surge (702.117a) and spectacle (702.137a), alternative costs from the hand allowed by what
happened this turn; jump-start (702.133a) and retrace (702.81a), casting from the graveyard with
a discard as an additional cost (601.2b, 601.2f-h).

The game loop's casting (pyengine.game.keyword_costs.became_cast) puts the triggers on the stack;
the instructions here are registered in pyengine.game.instructions."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pyengine.cards.parse import subtype_lists
from pyengine.events import Event
from pyengine.game import permissions
from pyengine.game.exile_until import exile_one_at_a_time, to_bottom_in_random_order
from pyengine.game.locked import at_next_end_step, granting, lock_onto
from pyengine.game.state import Action, PendingTrigger, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game


# alternative costs from the hand, allowed only if something happened this turn (118.9)
ALT_FROM_HAND = ("surge", "spectacle", "overload", "emerge", "awaken", "freerunning", "prowl")
# permissions to cast from the graveyard paying the mana cost and discarding a card (601.2f-h)
FROM_GRAVEYARD = {"jump_start": {"discard": 1}, "retrace": {"discard": 1, "filter": ["land", "card"]}}
_STATUS = {"surge": "surged", "spectacle": "spectacle", "jump_start": "jump_started"}
_RULE = {"awaken": "702.113a", "emerge": "702.119a", "plot": "702.170d", "overload": "702.96a", "surge": "702.117a", "spectacle": "702.137a", "freerunning": "702.173a", "prowl": "702.76a", "jump_start": "702.133a", "retrace": "702.81a"}


@lru_cache(maxsize=1)
def _creature_types() -> frozenset[str]:
    """205.3m: the creature types."""
    return frozenset(subtype_lists().get("creature", []))


def _parts(g: "Game", oid: str, kind: str) -> list[dict]:
    """The `casting` parts of this kind of the object's static abilities (as keyword_costs reads
    them; this module imports neither it nor the instructions, which import it)."""
    return [dict(parts["casting"]) for _i, parts in g.abilities_of(oid, "static")
            if (parts.get("casting") or {}).get("kind") == kind]


def _answer(proc) -> Action | None:
    return proc.data["answers"].get(proc.data["pc"])


def cast_permission(g: "Game", oid: str, alt: str) -> tuple[str, str] | None:
    """(cost, zone the card is cast from) for these ways to cast it, or None."""
    if alt == "permission":                         # 601.3: "you may cast that card" (paying its mana cost)
        rec = g.s.states_seen.get(permissions.KEY + oid)
        return (str(g.obj(oid).card.mana_cost or ""), g.obj(oid).zone) if rec and permissions.allowed(g, oid, rec[0]) else None
    if alt == "plot":                               # 702.170d: without paying its mana cost
        return ("", "exile") if int(g.s.states_seen.get(f"plotted:{oid}", -1)) > -1 else None
    if alt in ALT_FROM_HAND:                        # 118.9: alternative costs, from the hand (702.96a, 702.117a, 702.119a, 702.137a)
        got = _parts(g, oid, alt)
        return (str(got[0]["cost"]), "hand") if got else None
    if alt in FROM_GRAVEYARD:
        return (str(g.obj(oid).card.mana_cost or ""), "graveyard") if _parts(g, oid, alt) else None
    return None


def allowed(g: "Game", oid: str, alt: str, p: str) -> bool:
    """702.117a: surge -- "if you or a teammate has cast another spell this turn"; 702.137a:
    spectacle -- "if an opponent lost life this turn"; 702.133a: jump-start -- "if the resulting
    spell is an instant or sorcery spell"."""
    if alt == "surge":
        return any(who == p and x != oid for x, _ch, who in g.s.history.get("cast", []))
    if alt == "spectacle":
        lost = g.s.history.get("life_lost", {})
        return any(int(lost.get(q, 0)) > 0 for q in g.opponents(p))
    if alt == "freerunning":
        # 702.173a: "if a player was dealt combat damage this turn by a creature that, at the time
        # it dealt that damage, was an Assassin creature or a commander under your control" (903.3:
        # a commander is a scenario object marked `commander: true`)
        return any(ctl == p and assassin for ctl, assassin, _sub in g.s.history.get("combat_damage_to_players", ()))
    if alt == "prowl":
        # 702.76a: "if a player was dealt combat damage this turn by a source that, at the time it
        # dealt that damage, was under your control and had any of this spell's creature types"
        # (205.3m: the creature types among the spell's subtypes, as the card would be cast)
        ch = g.ch(oid) or g.ch_anywhere(oid)
        mine = set(ch.subtypes if ch is not None else g.obj(oid).card.subtypes) & _creature_types()
        return bool(mine) and any(ctl == p and mine & set(sub)
                                  for ctl, _a, sub in g.s.history.get("combat_damage_to_players", ()))
    if alt == "jump_start":
        return bool({"instant", "sorcery"} & set(g.obj(oid).card.types))
    if alt == "emerge":                             # a creature to sacrifice
        return bool(_emerge_candidates(g, p))
    if alt == "plot":
        return (_main_phase_empty_stack(g, p) and g.obj(oid).owner == p
                and -1 < int(g.s.states_seen.get(f"plotted:{oid}", -1)) < g.s.turn)
    return True


def _main_phase_empty_stack(g: "Game", p: str) -> bool:
    return g.s.active == p and g.s.step in ("precombat_main", "postcombat_main") and not g.s.stack


def plot_cost(g: "Game", oid: str) -> str:
    got = _parts(g, oid, "plot")
    return str(got[0]["cost"]) if got else ""


def plot_actions(g: "Game", p: str) -> list:
    """702.170a, 116.2k: "Any time you have priority during your main phase while the stack is
    empty, you may exile this card from your hand and pay [cost]" (a special action)."""
    if not _main_phase_empty_stack(g, p):
        return []
    return [Action("plot", (oid,)) for oid in g.zone_ids("hand", p) if _parts(g, oid, "plot")]


def begin_plot(g: "Game", p: str, oid: str) -> None:
    """Pay the plot cost (mana abilities first, 605.3a), then exile the card (the game loop's
    special-action process, shared with suspend and foretell)."""
    from pyengine.errors import IllegalActionError
    from pyengine.game.mana import choose_cost, parse_cost
    from pyengine.game.state import Process
    if Action("plot", (oid,)) not in plot_actions(g, p):
        raise IllegalActionError(f"{oid} can't be plotted now (702.170a)")
    g.s.procs.append(Process("suspend", {"obj": oid, "player": p, "rewind": len(g.history) - 1, "plot": True,
                                         "cost": choose_cost(parse_cost(plot_cost(g, oid)), 0, {})}))


def plotted(g: "Game", p: str, oid: str) -> None:
    g.perform([Event("zone_change", obj=oid, from_zone="hand", to_zone="exile", what="plot", player=p)])
    if g.obj(oid).zone == "exile":
        g.s.states_seen[f"plotted:{oid}"] = g.s.turn
        g._log("702.170a", f"{p} plots {g.name(oid)}: exiled, a plotted card (a special action, 116.2k)", p)


def alt_casts(g: "Game", p: str) -> list:
    out = []
    if _main_phase_empty_stack(g, p):                 # 702.170d: a turn after it became plotted
        out += [(Action("cast", (oid, "plot")), "exile") for oid in g.zone_ids("exile", p)
                if -1 < int(g.s.states_seen.get(f"plotted:{oid}", -1)) < g.s.turn]
    for alt in ALT_FROM_HAND:
        out += [(Action("cast", (oid, alt)), "hand") for oid in g.zone_ids("hand", p)
                if _parts(g, oid, alt) and allowed(g, oid, alt, p)]
    for alt in FROM_GRAVEYARD:
        out += [(Action("cast", (oid, alt)), "graveyard") for oid in g.zone_ids("graveyard", p)
                if _parts(g, oid, alt) and allowed(g, oid, alt, p)]
    return out


def began_cast(g: "Game", oid: str, alt: str) -> None:
    """Check the permission and remember how the spell was cast (a surged spell, 702.117b; a
    jump-started spell is exiled instead of going to a graveyard, 702.133a)."""
    if alt not in ALT_FROM_HAND and alt not in FROM_GRAVEYARD and alt != "plot":
        return
    p = g.obj(oid).owner
    if not allowed(g, oid, alt, p):
        from pyengine.errors import IllegalActionError
        raise IllegalActionError(f"{oid} can't be cast with {alt} now ({_RULE[alt]})")
    if alt in _STATUS:
        g.s.states_seen[f"{_STATUS[alt]}:{oid}"] = True
    g._log(_RULE[alt], f"{p} casts {g.name(oid)} with {alt.replace('_', '-')}")


def _emerge_candidates(g: "Game", p: str) -> list[str]:
    return [x for x in g.battlefield() if g.ch(x).controller == p and "creature" in g.ch(x).types]


def least_cost(g: "Game", p: str, oid: str, alt: str, cost: str) -> str:
    """The cheapest this way of casting can be, for the legal-action pre-filter: an emerge cost
    less the largest mana value among the creatures p could sacrifice (702.119a)."""
    if alt != "emerge":
        return cost
    from pyengine.game.mana import choose_cost, parse_cost
    mc = choose_cost(parse_cost(cost), 0, {})
    mc.generic = max(0, mc.generic - max((int(g.ch(x).mana_value) for x in _emerge_candidates(g, p)), default=0))
    return mc.text()


def choose_emerge(g: "Game", it: StackItem, p: str, d: dict, a: Action | None) -> str | None:
    """702.119c: the creature to sacrifice is chosen as the player chooses to pay the emerge cost
    (601.2b); it's sacrificed as the total cost is paid (601.2h)."""
    cands = _emerge_candidates(g, p)
    if a is None or a.kind != "sacrifice" or a.args[0] not in cands:
        g._ask("sacrifice", p, [Action("sacrifice", (c,)) for c in cands] + [Action("cancel")],
               f"{p}: choose a creature to sacrifice for the emerge cost of {it.text}", "702.119c")
        return "wait"
    d["emerge_sac"] = a.args[0]
    g._log("702.119c", f"{p} will sacrifice {g.name(a.args[0])} for emerge", p)
    return None


def emerge_reduction(g: "Game", it: StackItem, d: dict) -> int:
    n = int(g.ch(d["emerge_sac"]).mana_value) if g.ch(d["emerge_sac"]) is not None else 0
    g._log("702.119a", f"emerge: the total cost of {it.text} is reduced by {{{n}}} (the mana value of "
                       f"{g.name(d['emerge_sac'])})", it.controller)
    return n


def spell_for(g: "Game", oid: str, alt: str, spell: dict) -> dict:
    """The spell as cast this way: overloaded (702.96a: "each" for "target", no targets, 702.96b),
    awakened (702.113a: with the awaken spell ability and its target, 702.113b) or with the
    discard jump-start or retrace adds to its costs."""
    if alt in ("overload", "awaken"):
        got = _parts(g, oid, alt)
        if got:
            return dict(got[0]["spell"])
    return with_additional_costs(spell, alt)


def with_additional_costs(spell: dict, alt: str) -> dict:
    """The spell's spec with the discard jump-start or retrace adds to its costs (601.2f)."""
    extra = FROM_GRAVEYARD.get(alt)
    if extra is None:
        return spell
    return {**spell, "costs": list(spell.get("costs") or []) + [dict(extra)]}


def spell_mana_value(g: "Game", it: StackItem) -> int:
    """202.3e: the mana value of a spell on the stack, X being the value chosen for it."""
    ch = g.ch_anywhere(it.id)
    mv = int(ch.mana_value if ch is not None else g.obj(it.id).card.mana_value)
    xs = str(g.obj(it.id).card.mana_cost or "").upper().count("{X}")
    return mv + xs * int(it.x or 0)


def cascade_triggers(g: "Game", it: StackItem, n_instances: int) -> None:
    """702.85a/c: "When you cast this spell, ..." -- each instance of cascade triggers."""
    mv = spell_mana_value(g, it)
    for _ in range(n_instances):
        spec = {"text": f"cascade of {g.obj(it.id).card.name}", "effect": [{"cascade": mv}]}
        g.s.pending.append(PendingTrigger(g.new_id("trig"), it.id, it.controller, spec["text"], spec, {}))
        g._log("702.85a", f"cascade of {g.name(it.id)} triggers (its mana value: {mv})")


def _cascade(g, proc, it, ins):
    """702.85a: exile cards one at a time from the top of the library until a nonland card whose
    mana value is less than N is exiled; then the cast (may) and the bottom of the library."""
    return _exile_until_cast(g, proc, it, int(ins["cascade"]), "cascade", "702.85a")


def discover_handler(number):
    """701.55a: "Discover N" -- exile cards from the top of your library until you exile a nonland
    card with mana value N or less; you may cast it without paying its mana cost; if you don't,
    put it into your hand; the rest go on the bottom of your library in a random order. (N read by
    pyengine.game.instructions' `number`, given as this module doesn't import it.)"""
    return lambda g, proc, it, ins: _exile_until_cast(g, proc, it, number(g, it, ins["discover"]), "discover",
                                                      "701.55a")


def _exile_until_cast(g, proc, it, n: int, kind: str, rule: str):
    """Cascade (702.85a: a nonland card with mana value less than N) and discover (701.55a: N or
    less; the card not cast is put into its owner's hand): the cards exiled one at a time, the
    optional cast without paying the mana cost (608.2g), then the rest on the bottom of the
    library in a random order."""
    key = f"_{kind}{proc.data['pc']}"
    p = it.controller
    m = it.memory.get(key)
    if m is None:
        def is_hit(c: str) -> bool:
            ch = g.ch_anywhere(c)
            return ch is not None and "land" not in ch.types and \
                (ch.mana_value < n if kind == "cascade" else ch.mana_value <= n)
        exiled, found = exile_one_at_a_time(g, it, p, is_hit, 1, kind)
        hit = found[0] if found else None
        than = f"less than {n}" if kind == "cascade" else f"{n} or less"
        g._log(rule, f"{p} exiles {', '.join(g.name(c) for c in exiled) or 'no cards'} ({kind})"
               + (f": {g.name(hit)} is a nonland card with mana value {than}" if hit else ""), p)
        m = {"exiled": tuple(exiled), "hit": hit, "asked": False}
        it.memory[key] = m
    hit = m["hit"]
    if hit is not None and not m["asked"]:
        o = g.obj(hit)
        if o.zone == "exile":
            a = _answer(proc)
            if a is None:
                g._ask("may", p, [Action("yes"), Action("no")],
                       f"{p}: cast {o.card.name} without paying its mana cost ({kind})?", rule)
                return "wait"
            it.memory[key] = m = {**m, "asked": True}
            if a.kind == "yes":
                g._begin_cast(p, hit, "free")       # 608.2g: cast while the ability resolves
                return "wait"
            g._log("608.2d", f"{p} doesn't cast {g.name(hit)}")
    if kind == "discover" and hit is not None and hit in g.s.objects and g.obj(hit).zone == "exile":
        # 701.55a: "If you don't cast it, put that card into your hand."
        g.perform([Event("zone_change", obj=hit, from_zone="exile", to_zone="hand", what="put",
                         player=p, source=it.source)])
        g._log(rule, f"{p} puts {g.name(hit)} into their hand (not cast)", p)
    # 702.85a, 701.55a: the exiled cards that weren't cast go on the bottom in a random order
    rest = [c for c in m["exiled"] if c != hit or kind == "cascade"]
    rest = [c for c in rest if c in g.s.objects and g.obj(c).zone == "exile"]
    if rest:
        to_bottom_in_random_order(g, it, rest, p)
        g._log(rule, f"{p} puts {len(rest)} exiled card(s) on the bottom of their library in a random order", p)
    return None


def _encore(g, proc, it, ins):
    """702.141a: "For each opponent, create a token that's a copy of this card that attacks that
    opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning of the next
    end step." -- the requirement a combat rule locked onto the token until end of turn (508.1d),
    haste an effect locked onto it (611.2c), the sacrifice a delayed triggered ability (603.7)."""
    src = g.s.objects.get(it.source)
    if src is None:
        return None
    p = it.controller
    for opp in g.opponents(p):
        before = set(g.s.objects)
        g.perform([Event("create_tokens", player=p, amount=1, token={"copy_of": src.id}, source=it.source)])
        for tok in [x for x in g.s.objects if x not in before and g.s.objects[x].token]:
            lock_onto(g, tok, granting("haste"), p)
            g.s.combat_effects.append(({"kind": "must_attack_player", "player": opp, "objects": [tok],
                                        "controller": p, "id": g.new_id("combat")}, "end_of_turn"))
            at_next_end_step(g, tok, {"sacrifice": "self"}, "sacrifice it at the beginning of the next end step (encore)", p)
            g._log("702.141a", f"{p} creates {g.name(tok)}, a token copy of {src.card.name} that attacks {opp} this "
                               "turn if able, with haste, sacrificed at the next end step", p)
    g._dirty()
    return None


HANDLERS = {"cascade": _cascade, "encore": _encore}
