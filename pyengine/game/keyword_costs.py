"""Keyword abilities that change how a spell is cast or an ability's cost is paid (CR 702):
kicker (702.33a: an optional additional cost, remembered as "kicked", 702.33d), buyback
(702.27a), evoke (702.74a: an alternative cost from the hand), madness (702.35a: discarded into
exile, then cast from there), rebound (702.88a), flashback (702.34a: cast from the graveyard for its flashback cost, exiled when it would leave
the stack), affinity (702.41a: a cost reduction, 601.2f), convoke (702.51a), improvise
(702.126a) and delve (702.66a) (objects tapped or exiled rather than paying mana, 601.2h), and
crew (702.122a: tapping untapped creatures with total power N or greater as the cost).

Card data: a static ability `{casting: {kind: flashback, cost: "{1}{R}"}}`, `{casting: {kind:
convoke}}`, ... (docs/cards.md); an activated ability `{cost: "", crew: N, effect: [...]}`.
Used by the game loop's casting (pyengine.game.casting) and priority (pyengine.game.timing)."""
from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from pyengine.game import card_faces
from pyengine.events import Event
from pyengine.game.filters import matching
from pyengine.game.graveyard_play import graveyard_cards     # (other players' cards too, as though p's own)
from pyengine.game.instructions import condition, filt, number, spell_snapshot, suspended
from pyengine.game.locked import at_next_end_step, granting, lock_onto
from pyengine.game.mana import COLOR_SYMS, ManaCost
from pyengine.model import Counter
from pyengine.game.state import Action, PendingTrigger, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game

PAY_KINDS = ("convoke", "improvise", "delve")
_COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def casting_parts(g: "Game", oid: str) -> list[dict]:
    """The `casting` parts of an object's static abilities (in its current zone)."""
    return [dict(parts["casting"]) for _i, parts in g.abilities_of(oid, "static") if parts.get("casting")]


def kinds(g: "Game", oid: str) -> set[str]:
    return {c["kind"] for c in casting_parts(g, oid)}


def part_cost(g: "Game", oid: str, c: dict) -> str | None:
    """The mana cost of a keyword cost: its own ("Flashback {1}{R}"), or the card's mana cost for a
    flashback granted with "The flashback cost is equal to its mana cost" (702.34a; {X} in it is
    chosen as the spell is cast, 107.3, 601.2b). None when the card has no mana cost: an unpayable
    cost (118.6), so it can't be cast that way."""
    if c.get("mana_cost"):
        o = g.s.objects.get(oid)
        mc = o.card.mana_cost if o is not None else None
        return str(mc) if mc else None
    return str(c["cost"])


def flashbacks(g: "Game", oid: str) -> list[tuple[str, dict]]:
    """(alt name, part) of each different flashback ability the object has: its own and those
    effects grant it (702.34a: with several, its controller chooses which one to cast it with --
    "flashback", "flashback2", ...); one with an unpayable cost (118.6) isn't listed."""
    out: list[tuple[str, dict]] = []
    seen: list = []
    for c in casting_parts(g, oid):
        if c["kind"] != "flashback" or part_cost(g, oid, c) is None:
            continue
        key = (part_cost(g, oid, c), repr(c.get("costs") or []))
        if key in seen:
            continue
        seen.append(key)
        out.append(("flashback" if not out else f"flashback{len(out) + 1}", c))
    return out


def base_alt(alt: str | None) -> str | None:
    """The way of casting an alt name stands for ("flashback2": flashback, 702.34a)."""
    return "flashback" if alt is not None and re.fullmatch(r"flashback\d*", str(alt)) else alt


def flashback_cost(g: "Game", oid: str, alt: str = "flashback") -> str | None:
    for name, c in flashbacks(g, oid):
        if name == alt:
            return part_cost(g, oid, c)
    return None


def escalate_costs(g: "Game", oid: str) -> list[str]:
    """702.120a: the escalate costs of a modal spell (each instance paid, 702.120a)."""
    return [str(c["cost"]) for c in casting_parts(g, oid) if c["kind"] == "escalate"]


def kicker_cost(g: "Game", oid: str) -> str | None:
    for c in casting_parts(g, oid):
        if c["kind"] == "kicker":
            return str(c["cost"])
    return None


STATUS = ("kicked", "evoked", "buyback", "renowned", "monstrous", "dashed", "saddled", "from_hand", "suspend_cast", "blitzed",
          "escaped", "kicked_with", "surged", "spectacle", "exhausted", "replicate", "offspring",
          "entwine", "colors_spent", "mana_spent", "casualty", "conspire", "squad", "class_level", "solved", "warped",
          "anchor")


def unblocked_attackers(g: "Game", p: str) -> list[str]:
    """509.1h: attacking creatures p controls that no creature blocks, once blockers are declared."""
    if g.s.step not in ("declare_blockers", "combat_damage", "end_of_combat"):
        return []
    blocked = set(g.s.combat_memo.get("blocked", ()))
    return [a for a in sorted(g.s.attackers) if a not in blocked and a in g.s.objects
            and g.obj(a).zone == "battlefield" and g.ch(a).controller == p]


def return_unblocked(g: "Game", p: str, it: StackItem, d: dict, a: Action | None) -> bool:
    """702.49a: the ninjutsu cost "Return an unblocked attacking creature you control to its
    owner's hand" (601.2h); remembers whom it was attacking (702.49c). True once paid."""
    if d.get("returned"):
        return True
    if a is not None and a.kind == "return_attacker":
        att = a.args[0]
        it.memory["defending"] = g.s.attackers.get(att)
        g.perform([Event("zone_change", obj=att, from_zone="battlefield", to_zone="hand", what="cost", player=p)])
        g._log("702.49a", f"{p} returns the unblocked attacker {g.name(att)} to its owner's hand (ninjutsu cost)", p)
        d["returned"] = True
        return False
    g._ask("return_attacker", p, [Action("return_attacker", (x,)) for x in unblocked_attackers(g, p)]
           + [Action("cancel")], f"{p}: return an unblocked attacking creature you control (ninjutsu)", "702.49a")
    return False


def escape_exile(g: "Game", it: StackItem) -> int:
    """702.138a: the number of other cards to exile from the graveyard as part of the escape cost."""
    if not status(g, it.id, "escaped"):
        return 0
    return sum(int(c.get("exile_other", 0)) for c in casting_parts(g, it.id) if c["kind"] == "escape")


def expend(g: "Game", p: str, amount: int) -> None:
    """700.14: count the mana p spent this turn to cast spells; a player "expends N" when a
    payment takes that count from below N to N or more (the happening carries both counts)."""
    if amount <= 0:
        return
    key = f"mana_on_spells:{g.s.turn}:{p}"
    before = int(g.s.states_seen.get(key) or 0)
    g.s.states_seen[key] = before + amount
    g._happen({"kind": "expend", "player": p, "before": before, "after": before + amount})


def spent_colors(g: "Game", oid: str, plan: dict[str, int]) -> None:
    """702.44a-b: remember the colors of mana spent on a spell's costs (a new object forgets
    them, 400.7: STATUS)."""
    got = sorted(set(g.s.states_seen.get(f"colors_spent:{oid}") or ()) | {k for k, v in plan.items()
                                                                         if v and k in COLOR_SYMS})
    g.s.states_seen[f"colors_spent:{oid}"] = tuple(got)
    # and how much of each ("if at least three white mana was spent to cast it": adamant, 207.2c)
    amounts = dict(g.s.states_seen.get(f"mana_spent:{oid}") or ())
    for k, v in plan.items():
        if v and k in COLOR_SYMS:
            amounts[k] = amounts.get(k, 0) + v
    g.s.states_seen[f"mana_spent:{oid}"] = tuple(sorted(amounts.items()))
    # and how much in all, of any type (601.2h: "the amount of mana spent to cast it")
    g.s.states_seen[f"mana_spent_total:{oid}"] = int(g.s.states_seen.get(f"mana_spent_total:{oid}") or 0) + \
        sum(v for v in plan.values() if v > 0)



def _sunburst(g: "Game", o, e: Event) -> tuple[str, int]:
    """702.44a-b: a +1/+1 counter (entering as a creature, ignoring type-changing effects: its
    printed types) or a charge counter for each color of mana spent to cast it -- only as a
    resolving spell entering from the stack."""
    n = len(g.s.states_seen.get(f"colors_spent:{o.id}") or ()) if e.from_zone == "stack" else 0
    return ("+1/+1" if "creature" in o.card.types else "charge"), n


def entering(g: "Game", e: Event) -> Event:
    """614.1c with a condition: a card that "enters with N +1/+1 counters" if an opponent was
    dealt damage this turn (bloodthirst, 702.54a) or if it was kicked (702.33d) -- the counters
    are added to the event of its entering, before the replacement effects that see it (122.6).
    (The card's own printed abilities are read: an effect that would remove them once it is on
    the battlefield is not taken into account, 614.12.)"""
    if e.kind != "zone_change" or e.to_zone != "battlefield" or e.obj not in g.s.objects:
        return e
    o = g.obj(e.obj)
    if o.zone == "battlefield" or e.face_down or (o.face_down and o.zone == "stack"):
        return e                              # 708.3: a face-down permanent's abilities don't apply as it enters
    ctrl = e.player or o.controller or o.owner
    extra = []
    for ab in o.card.abilities:
        part = ab.parts.get("enters_with") if ab.kind == "static" else None
        if part and part["counters"].get("sunburst") == "colors_spent":          # 702.44a
            k, n = _sunburst(g, o, e)
            if n:
                extra.append((k, n))
                g._log("702.44a", f"{g.name(o.id)} enters with {n} {k} counter(s) (sunburst)")
            continue
        if part and isinstance(part["if"], dict) and part["if"].get("cast_self") and e.from_zone != "stack":
            continue                          # "if you cast it": not this object, entering from elsewhere (400.7)
        if part and condition(g, part["if"], o.id, ctrl, {}):
            kicks = int(g.s.states_seen.get(f"kicked:{o.id}") or 0)             # 702.33c: times it was kicked
            extra += [(str(k), kicks if n == "times_kicked" else _entering_number(g, o.id, ctrl, n))
                      for k, n in part["counters"].items()]
            g._log("614.1c", f"{g.name(o.id)} enters with " + ", ".join(f"{n} {k}" for k, n in part["counters"].items())
                   + f" counter(s) ({ab.text})")
    if not extra:
        return e
    return dataclasses.replace(e, with_counters=tuple(e.with_counters) + tuple(extra))


def _entering_number(g: "Game", oid: str, ctrl: str, n) -> int:
    """A number of counters a permanent enters with: fixed, or computed as it enters ("X +1/+1
    counters, where X is the number of creature cards in all graveyards", 107.3, 614.1c)."""
    if not isinstance(n, dict):
        return int(n)
    it = StackItem(id="?", kind="triggered", source=oid, controller=ctrl, text="", spec={})
    return max(0, int(number(g, it, n)))


def end_of_turn(g: "Game") -> None:
    """514.2: "until end of turn" designations end (saddled, 702.171b)."""
    for k in [k for k in g.s.states_seen if isinstance(k, str) and k.startswith("saddled:")]:
        del g.s.states_seen[k]


def status(g: "Game", oid: str, what: str) -> bool:
    """Whether a spell or permanent was kicked (702.33d), evoked (702.74a), bought back (702.27a),
    or is renowned (702.112b)."""
    return bool(g.s.states_seen.get(f"{what}:{oid}"))


def attacked_this_turn(g: "Game", oid: str) -> bool:
    """702.142a boast: "Activate only if this creature attacked this turn" (508.1: declared as an
    attacker this turn, as this object)."""
    return oid in g.s.history.get("attackers", [])


def exhausted(g: "Game", oid: str, idx) -> bool:
    """702.177a: this object's exhaust ability idx was activated (a new object may again, 400.7)."""
    return str(idx) in (g.s.states_seen.get(f"exhausted:{oid}") or ())


def exhaust(g: "Game", oid: str, idx) -> None:
    g.s.states_seen[f"exhausted:{oid}"] = tuple(sorted(set(g.s.states_seen.get(f"exhausted:{oid}") or ()) | {str(idx)}))


def entered_this_turn(g: "Game", oid: str) -> bool:
    """This permanent entered the battlefield this turn (as this object, 400.7)."""
    return g.obj(oid).zone == "battlefield" and oid in {x for x, _ch in g.s.history.get("entered") or ()}


def reduce_by_mana_cost(mc: ManaCost, mana_cost: str) -> None:
    """A total cost (601.2f) reduced by a mana cost, symbol by symbol: generic mana from the generic
    component (118.7a); a colored or colorless symbol from that symbol, else from the generic
    component (118.7b-d); a hybrid symbol by the half the cost needs (the colored one when the cost
    requires that color, 118.7e: the player's choice, made for them as the one that leaves the least
    to pay), a Phyrexian one by its color (118.7f), snow by one generic (118.7g); X is 0 (107.3b)."""
    from pyengine.game.mana import parse_cost

    def less(sym: str) -> None:
        if sym in mc.symbols:
            mc.symbols.remove(sym)
        else:
            mc.generic -= 1
    for sy in parse_cost(mana_cost):
        if sy.kind == "generic":
            mc.generic -= int(sy.value[0])
        elif sy.kind in ("color", "colorless", "phyrexian"):
            less(str(sy.value[0]))
        elif sy.kind == "hybrid":
            colored = [h for h in sy.value if h in mc.symbols]
            if colored:
                less(colored[0])
            else:
                mc.generic -= max([int(h) for h in sy.value if h.isdigit()] or [1])
        elif sy.kind == "snow":
            mc.generic -= 1
    mc.generic = max(0, mc.generic)


def power_up_reduction(g: "Game", it: StackItem, mc: ManaCost) -> None:
    """Power-up (its reminder text): "Reduce the cost by its mana cost if it entered this turn": the
    total cost of a power-up ability of a permanent that entered the battlefield this turn is
    reduced by that permanent's mana cost (601.2f, 118.7)."""
    if not entered_this_turn(g, it.source):
        return
    mana_cost = str(g.obj(it.source).card.mana_cost or "")
    reduce_by_mana_cost(mc, mana_cost)
    g._log("601.2f", f"the power-up cost of {g.name(it.source)} is reduced by its mana cost "
           f"{mana_cost} (it entered this turn)", it.controller)


def power_up_cost(g: "Game", oid: str, cost: str) -> str:
    """The cost of a power-up ability as it will be paid (for the priority check that it can
    possibly be paid, timing._possible): reduced when the permanent entered this turn."""
    if not entered_this_turn(g, oid):
        return cost
    from pyengine.game.mana import choose_cost, parse_cost
    mc = choose_cost(parse_cost(cost), 0, {})
    reduce_by_mana_cost(mc, str(g.obj(oid).card.mana_cost or ""))
    return mc.text() + ("{T}" if "{T}" in cost.upper() else "")


def forget_status(g: "Game", oid: str, frm: str, to: str) -> None:
    """400.7: a card that leaves the stack (other than to become the permanent) or the battlefield
    is a new object: it was not kicked, evoked, ..., and isn't renowned."""
    from pyengine.game import prototype
    prototype.restore(g, oid, frm, to)                       # 718.4
    if frm in ("stack", "battlefield") and not (frm == "stack" and to == "battlefield"):
        for w in STATUS:
            g.s.states_seen.pop(f"{w}:{oid}", None)
    if frm == "graveyard":
        g.s.states_seen.pop(f"discarded:{oid}", None)        # mayhem: a new object (400.7)
    if frm == "exile":
        g.s.states_seen.pop(f"foretold:{oid}", None)
        g.s.states_seen.pop(f"plotted:{oid}", None)          # 702.170d
        g.s.states_seen.pop(f"warp_exiled:{oid}", None)      # warp: "for as long as it remains exiled"


def optional_costs(g: "Game", oid: str) -> list[tuple[str, str]]:
    """(kind, cost) of the optional additional costs a spell has: kicker (702.33a), buyback (702.27a)."""
    out = [(c["kind"], str(c["cost"]) if c["kind"] != "casualty" else str(c["power"])) for c in casting_parts(g, oid)
           if c["kind"] in ("kicker", "buyback", "multikicker", "replicate", "offspring", "entwine", "casualty",
                            "squad")]
    ch = g.ch_anywhere(oid)
    if ch is not None and ch.colors:        # 702.78a: a colorless spell shares a color with no creature
        out += [("conspire", "") for c in casting_parts(g, oid) if c["kind"] == "conspire"]
    return out


def part_costs(g: "Game", oid: str, kind: str, cost: str | None = None) -> list[dict]:
    """The parts beyond mana of a keyword cost ("Kicker—Sacrifice a land", 702.33a; "Flashback—
    {1}{G}, Pay 3 life", 702.34a): `costs:` entries paid with the mana (601.2h)."""
    if base_alt(kind) == "flashback":
        return [dict(x) for name, c in flashbacks(g, oid) if name == kind for x in c.get("costs") or []]
    for c in casting_parts(g, oid):
        if c["kind"] == kind and (cost is None or str(c.get("cost", "")) == cost):
            return [dict(x) for x in c.get("costs") or []]
    return []


def alt_cost(g: "Game", oid: str, alt: str) -> tuple[str, str] | None:
    """(cost, zone the card is cast from) of an alternative cost (118.9): flashback (702.34a, from
    the graveyard), evoke (702.74a, from the hand)."""
    if card_faces.index(alt) is not None:      # 709.3, 712.11b, 715.3: by one of its faces, for that face's cost
        return card_faces.alt_cost(g, oid, alt)
    if alt == "warp_exile":                    # warp: cast from exile on a later turn, for its mana cost
        o = g.obj(oid)
        return (str(o.card.mana_cost or ""), "exile") if (
            o.zone == "exile" and -1 < int(g.s.states_seen.get(f"warp_exiled:{oid}", -1)) < g.s.turn
            and o.card.mana_cost) else None
    if alt == "mayhem" and g.s.states_seen.get(f"discarded:{oid}") != g.s.turn:
        return None                            # mayhem: only the card discarded this turn
    zone = {"flashback": "graveyard", "evoke": "hand", "dash": "hand", "madness": "exile", "blitz": "hand", "warp": "hand",
            "mayhem": "graveyard",
            "escape": "graveyard", "foretell": "exile", "bestow": "hand", "miracle": "hand",
            "prototype": "hand", "disturb": "graveyard"}.get(alt)
    if alt == "free":                          # "without paying its mana cost" (118.9, rebound 702.88a)
        return "", "exile"
    if alt == "ripple":                        # 702.60a: a revealed card of the library, without paying its mana cost
        return "", "library"
    if alt == "from_zone":                     # 601.3: "You may cast this card from your graveyard"
        from pyengine.game import self_cast
        return self_cast.cost(g, oid)
    if alt in ("effect", "effect_free"):       # 608.2g: cast while an effect resolves (pyengine/game/cast_now.py)
        from pyengine.game import cast_now
        return cast_now.alt_cost(g, oid, alt)
    if alt == "graveyard":                     # 601.3: "you may cast ... from your graveyard"
        from pyengine.game import graveyard_play
        return graveyard_play.cost(g, oid)
    if alt == "library_top":                   # 601.3: "you may cast ... from the top of your library"
        from pyengine.game import library_top
        return library_top.cost(g, oid)
    if base_alt(alt) == "flashback":            # 702.34a: the one chosen of its flashback abilities
        got = flashback_cost(g, oid, alt)
        return (got, "graveyard") if got is not None else None
    from pyengine.game import face_down
    if alt in face_down.FACE_DOWN_KINDS:       # 702.37c: {3}, cast face down
        return face_down.alt_cost(g, oid, alt)
    if alt.startswith("alternative"):           # 118.9: "you may [cost] rather than pay ~'s mana cost"
        part = alternative_part(g, oid, alt)
        return (str(part.get("cost", "")), "hand") if part is not None else None
    from pyengine.game import zone_keywords
    got = zone_keywords.cast_permission(g, oid, alt)     # surge, spectacle, jump-start, retrace
    if got is not None:
        return got
    for c in casting_parts(g, oid):
        if c["kind"] == alt and zone:
            got = part_cost(g, oid, c)
            if got is not None:
                return got, zone
    return None


def alternative_part(g: "Game", oid: str, alt: str) -> dict | None:
    """The card's alternative cost named `alt` ("alternative", "alternative2", ... in the order
    the card lists them), or None."""
    parts = [c for c in casting_parts(g, oid) if c["kind"] == "alternative"]
    tail = alt[len("alternative"):]
    i = int(tail) - 1 if tail.isdigit() else 0 if tail == "" else -1
    return parts[i] if 0 <= i < len(parts) else None


def _alternatives(g: "Game", p: str) -> list[tuple[Action, str]]:
    """118.9: the alternative costs p may cast cards from their hand with now -- those whose
    condition ("if you control a Mountain") holds and whose other parts can possibly be paid."""
    from pyengine.game import costs
    from pyengine.game.instructions import condition
    out = []
    for oid in g.zone_ids("hand", p):
        parts = [c for c in casting_parts(g, oid) if c["kind"] == "alternative"]
        for i, c in enumerate(parts):
            if "if" in c and not condition(g, c["if"], oid, p):
                continue
            if not costs.possible(g, p, oid, {"costs": c.get("costs") or []}):
                continue
            out.append((Action("cast", (oid, "alternative" + (str(i + 1) if i else ""))), "hand"))
    return out


def alternative_text(g: "Game", oid: str, alt: str) -> str:
    """'pay 1 life and exile 1 blue card' -- what the alternative cost is (for the log)."""
    from pyengine.game.costs import alternative_text as parts_text
    part = alternative_part(g, oid, alt) or {}
    mana = [{"mana": part["cost"]}] if part.get("cost") else []
    return parts_text(mana + list(part.get("costs") or [])) or "of no mana"


def with_alternative_costs(g: "Game", oid: str, alt: str, spell: dict) -> dict:
    """The spell's spec with the non-mana parts of its alternative cost among its costs (601.2h:
    paid with the mana)."""
    if alt.startswith("alternative"):
        part = alternative_part(g, oid, alt)
        extra = [dict(c) for c in (part or {}).get("costs") or []]
    else:                                       # "Flashback—{1}{G}, Pay 3 life" (702.34a), "Evoke—Exile a red card" (702.74a)
        extra = part_costs(g, oid, alt)
    return {**spell, "costs": list(spell.get("costs") or []) + extra} if extra else spell


def became_cast(g: "Game", it: StackItem) -> None:
    """601.2i: count the spells cast this turn; 702.40a storm: "When you cast this spell, copy it
    for each other spell that was cast before it this turn" -- a triggered ability of the spell on
    the stack, remembering the spell as it was cast (707.10: its modes, targets, X are copied)."""
    key = f"spells_cast:{g.s.turn}"
    before = int(g.s.states_seen.get(key, 0))
    g.s.states_seen[key] = before + 1
    ripples = [int(c["n"]) for c in casting_parts(g, it.id) if c["kind"] == "ripple"]
    if ripples and it.kind == "spell":
        from pyengine.game.ripple import triggers as ripple_triggers
        ripple_triggers(g, it, ripples)               # 702.60a-b
    cascades = sum(1 for c in casting_parts(g, it.id) if c["kind"] == "cascade")
    if cascades:
        from pyengine.game.zone_keywords import cascade_triggers
        cascade_triggers(g, it, cascades)             # 702.85a/c
    reps = int(g.s.states_seen.get(f"replicate:{it.id}") or 0)
    if reps:                                          # 702.56a: "copy it for each time its replicate cost was paid"
        spec = {"text": f"replicate of {g.obj(it.id).card.name}", "effect": [{"copy_spell": reps}]}
        mem = {"copy_of": spell_snapshot(it)}
        g.s.pending.append(PendingTrigger(g.new_id("trig"), it.id, it.controller, spec["text"], spec, mem))
        g._log("702.56a", f"replicate of {g.name(it.id)} triggers: its replicate cost was paid {reps} time(s)")
    for kw, rule in (("casualty", "702.153a"), ("conspire", "702.78a")):
        if g.s.states_seen.get(f"{kw}:{it.id}"):      # "if a casualty / its conspire cost was paid for it, copy it"
            spec = {"text": f"{kw} of {g.obj(it.id).card.name}", "effect": [{"copy_spell": 1}]}
            mem = {"copy_of": spell_snapshot(it)}
            g.s.pending.append(PendingTrigger(g.new_id("trig"), it.id, it.controller, spec["text"], spec, mem))
            g._log(rule, f"{kw} of {g.name(it.id)} triggers: its {kw} cost was paid")
    if "storm" not in kinds(g, it.id):
        return
    spec = {"text": f"storm of {g.obj(it.id).card.name}", "effect": [{"copy_spell": before}]}
    mem = {"copy_of": spell_snapshot(it)}
    g.s.pending.append(PendingTrigger(g.new_id("trig"), it.id, it.controller, spec["text"], spec, mem))
    g._log("702.40a", f"storm of {g.name(it.id)} triggers: {before} spell(s) were cast before it this turn")


def suspend_of(g: "Game", oid: str) -> dict | None:
    for c in casting_parts(g, oid):
        if c["kind"] == "suspend":
            return c
    return None


def suspend_actions(g: "Game", p: str) -> list[Action]:
    """702.62a: the special action (116.2f) of suspending a card in p's hand."""
    return [Action("suspend", (oid,)) for oid in g.zone_ids("hand", p) if suspend_of(g, oid) is not None]


def foretell_actions(g: "Game", p: str) -> list[Action]:
    """702.143a-b: during their turn, a player with priority may pay {2} and exile a card with
    foretell from their hand face down (a special action, 116.2h)."""
    if g.s.active != p:
        return []
    return [Action("foretell", (oid,)) for oid in g.zone_ids("hand", p)
            if any(c["kind"] == "foretell" for c in casting_parts(g, oid))]


def begin_foretell(g: "Game", p: str, oid: str) -> None:
    from pyengine.game.state import Process
    from pyengine.game.mana import choose_cost, parse_cost
    if Action("foretell", (oid,)) not in foretell_actions(g, p):
        from pyengine.errors import IllegalActionError
        raise IllegalActionError(f"{oid} can't be foretold now")
    g.s.procs.append(Process("suspend", {"obj": oid, "player": p, "rewind": len(g.history) - 1, "foretell": True,
                                         "cost": choose_cost(parse_cost("{2}"), 0, {})}))


def begin_suspend(g: "Game", p: str, oid: str) -> None:
    """702.62a: pay the suspend cost (mana abilities may be activated first, 605.3a), then exile the
    card with N time counters on it; the action doesn't use the stack (116.2f)."""
    c = suspend_of(g, oid)
    if c is None or g.obj(oid).zone != "hand":
        from pyengine.errors import IllegalActionError
        raise IllegalActionError(f"{oid} can't be suspended")
    from pyengine.game.state import Process
    from pyengine.game.mana import choose_cost, parse_cost
    g.s.procs.append(Process("suspend", {"obj": oid, "player": p, "rewind": len(g.history) - 1,
                                         "cost": choose_cost(parse_cost(str(c["cost"])), 0, {})}))


def proc_suspend(g: "Game", proc) -> None:
    d = proc.data
    p, oid = d["player"], d["obj"]
    a = g._take(proc)
    mc: ManaCost = d["cost"]
    it = StackItem(id="?", kind="activated", source=oid, controller=p, text=f"suspend {g.obj(oid).card.name}",
                   spec={"costs": list(d.get("costs") or [])})
    if a is not None and a.kind == "cancel":
        g._pop(proc)
        g._rewind(proc, f"{p} cancelled suspending {g.name(oid)}")
        return
    if it.spec["costs"] and not d.get("costs_chosen"):     # "Morph—Reveal a blue card" (702.37e, 601.2h)
        from pyengine.game import costs
        if costs.choose_step(g, proc, it, p, d, a, f"the cost of turning {g.name(oid)} face up can't be paid", "118.3"):
            return
        a = None
    if a is not None and a.kind == "mana":
        g._activate_mana(p, a.args[0], a.args[1] if len(a.args) > 1 else None)
        a = None
    if a is not None and a.kind == "autopay":
        for src, sym in g._autopay(p, mc) or []:
            g._activate_mana(p, src, sym)
        a = Action("pay")
    if a is None and not mc.is_zero():
        g._ask("pay", p, g._pay_options(p, it, mc, d),
               f"pay {mc.text()} to {d.get('what') or 'suspend ' + g.name(oid)}", "901.9" if d.get("planar_die") else "702.62a")
        return
    g._pay(p, it, mc, None, d)                      # (the other costs too, 601.2h)
    g._pop(proc)
    if d.get("planar_die"):                         # 901.9: the roll, then the active player gets priority
        from pyengine.game import planechase
        planechase.roll(g, p)
        g._dirty()
        g._after_action_priority(p)
        return
    if d.get("face_up"):                            # 702.37e, 701.34b: then turn it face up
        from pyengine.game import face_down
        face_down.turn_face_up(g, p, oid, str(d["face_up"]))
        g._dirty()
        g._after_action_priority(p)
        return
    if d.get("plot"):                               # 702.170a: exiled, a plotted card
        from pyengine.game import zone_keywords
        zone_keywords.plotted(g, p, oid)
        g._dirty()
        g._after_action_priority(p)
        return
    if d.get("foretell"):                           # 702.143a: exiled face down, castable after this turn
        g.perform([Event("zone_change", obj=oid, from_zone="hand", to_zone="exile", what="foretell", player=p)])
        if g.obj(oid).zone == "exile":
            g.obj(oid).face_down = True
            g.s.states_seen[f"foretold:{oid}"] = g.s.turn
            g._log("702.143a", f"{p} foretells {g.name(oid)}: exiled face down (a special action, 116.2h)", p)
        g._dirty()
        g._after_action_priority(p)
        return
    n = int(suspend_of(g, oid)["time"])
    g.perform([Event("zone_change", obj=oid, from_zone="hand", to_zone="exile", what="suspend", player=p)])
    o = g.obj(oid)
    if o.zone == "exile":
        o.counters = [c for c in o.counters if c.kind != "time"] + [Counter("time", n)]
        g._log("702.62a", f"{p} suspends {g.name(oid)}: exiled with {n} time counter(s) (a special action, 116.2f)", p)
    g._dirty()
    g._after_action_priority(p)


def upkeep(g: "Game") -> None:
    """702.62a: "At the beginning of your upkeep, if this card is suspended, remove a time counter
    from it" -- triggered abilities of the active player's suspended cards (603.4)."""
    p = g.s.active
    for oid in g.zone_ids("exile", p):
        if suspended(g, oid):
            spec = {"text": f"suspend of {g.obj(oid).card.name}: remove a time counter", "if": {"suspended": True},
                    "effect": [{"remove_time_counter": "self"}]}
            g.s.pending.append(PendingTrigger(g.new_id("trig"), oid, p, spec["text"], spec, {}))
            g._log("603.2", f"{spec['text']!r} triggers")


def discard_to(g: "Game", oid: str, player: str) -> str:
    """702.35a: a card with madness is discarded into exile, and "when this card is exiled this way"
    its owner may cast it for its madness cost (a triggered ability, put on the stack next time a
    player would receive priority); returns the zone the discarded card goes to."""
    if not any(c["kind"] == "madness" for c in casting_parts(g, oid)):
        return "graveyard"
    owner = g.obj(oid).owner
    spec = {"text": f"madness of {g.obj(oid).card.name}",
            "effect": [{"cast_self": "madness", "else": [{"move_self_to": "graveyard"}]}]}
    g.s.pending.append(PendingTrigger(g.new_id("trig"), oid, owner, spec["text"], spec, {}))
    g._log("702.35a", f"{g.name(oid)} has madness: it is discarded into exile, and its madness ability triggers")
    return "exile"


def rebound_to(g: "Game", oid: str, to_zone: str, what: str | None) -> str:
    """702.88a: a spell with rebound cast from its owner's hand is exiled instead of going to the
    graveyard as it resolves, with a delayed triggered ability: at the beginning of its owner's
    next upkeep they may cast it from exile without paying its mana cost."""
    if what != "resolve" or to_zone != "graveyard" or not g.s.states_seen.pop(f"from_hand:{oid}", None):
        return to_zone
    if not any(c["kind"] == "rebound" for c in casting_parts(g, oid)):
        return to_zone
    owner = g.obj(oid).owner
    g.s.delayed.append({"id": g.new_id("delayed"), "source": oid, "controller": owner, "memory": {},
                        "spec": {"when": {"event": "step", "step": "upkeep", "player": "you"},
                                 "effect": [{"cast_self": "free"}],
                                 "text": f"rebound of {g.obj(oid).card.name}: you may cast it from exile"}})
    g._log("702.88a", f"{g.name(oid)} has rebound: it is exiled, to be cast at its owner's next upkeep")
    return "exile"


def to_hand_on_resolution(g: "Game", oid: str, to_zone: str, what: str | None) -> str:
    """702.27a: a spell whose buyback cost was paid goes to its owner's hand instead of the
    graveyard as it resolves (not when countered or when it doesn't resolve, 608.2b)."""
    if what == "resolve" and to_zone == "graveyard" and status(g, oid, "buyback"):
        g._log("702.27a", f"{g.name(oid)}'s buyback cost was paid: it goes to its owner's hand")
        return "hand"
    return to_zone


def alt_casts(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(action, zone): cards in p's graveyard p may cast by paying their flashback cost (702.34a),
    cards in p's hand by paying their evoke cost (702.74a)."""
    from pyengine.game import costs
    out = [(Action("cast", (oid, alt)), "graveyard") for oid in graveyard_cards(g, p)
           for alt, _c in flashbacks(g, oid)                 # 702.34a: each of its flashback abilities
           if costs.possible(g, p, oid, {"costs": part_costs(g, oid, alt)})]
    out += [(Action("cast", (oid, alt)), "graveyard") for alt in ("escape", "disturb", "mayhem")
           for oid in graveyard_cards(g, p) if alt_cost(g, oid, alt) is not None
           and costs.possible(g, p, oid, {"costs": part_costs(g, oid, alt)})]    # "Flashback—Sacrifice a creature"
    for alt in ("evoke", "dash", "blitz", "bestow", "prototype", "warp"):   # 702.103a bestow, 718.3 prototyped
        out += [(Action("cast", (oid, alt)), "hand") for oid in g.zone_ids("hand", p)
                if alt_cost(g, oid, alt) is not None
                and costs.possible(g, p, oid, {"costs": part_costs(g, oid, alt)})]   # "Evoke—Exile a red card"
    out += _alternatives(g, p)                            # 118.9: "rather than pay ~'s mana cost"
    from pyengine.game import zone_keywords
    out += zone_keywords.alt_casts(g, p)                  # surge, spectacle, jump-start, retrace
    from pyengine.game import self_cast
    out += self_cast.casts(g, p)                          # 601.3: "You may cast this card from your graveyard"
    out += [(Action("cast", (oid, "foretell")), "exile") for oid in g.zone_ids("exile", p)      # 702.143a
            if alt_cost(g, oid, "foretell") is not None
            and -1 < int(g.s.states_seen.get(f"foretold:{oid}", -1)) < g.s.turn]
    out += [(Action("cast", (oid, "warp_exile")), "exile") for oid in g.zone_ids("exile", p)     # warp
            if alt_cost(g, oid, "warp_exile") is not None]
    return out


def entered(g: "Game", oid: str) -> None:
    """702.62a: a creature cast with suspend has haste (until its controller loses control of it --
    an effect locked onto it here); 702.109a: a permanent whose dash cost was paid has haste as long as it is on the battlefield
    (an effect locked onto it, ending when it leaves, 400.7), and a delayed triggered ability
    returns it to its owner's hand at the beginning of the next end step (603.7)."""
    if status(g, oid, "suspend_cast") and "creature" in g.ch(oid).types:   # 702.62a: cast this way, it gains haste
        lock_onto(g, oid, granting("haste"))
        g._log("702.62a", f"{g.name(oid)} was cast with suspend: it has haste")
    if status(g, oid, "blitzed"):                 # 702.152a
        lock_onto(g, oid, granting("haste", "When this creature dies, draw a card."))
        at_next_end_step(g, oid, {"sacrifice_these": "self"}, "sacrifice it at the beginning of the next end step (blitz)")
        g._log("702.152a", f"{g.name(oid)} was blitzed: it has haste and \"When this creature dies, draw a card\", "
                           "and is sacrificed at the next end step")
    if status(g, oid, "warped"):                  # warp (reminder text): exiled at the next end step, then castable
        at_next_end_step(g, oid, {"exile": "self", "warp": True},
                         "exile it at the beginning of the next end step; you may cast it from exile on a later turn (warp)")
        g._log("601.2f", f"{g.name(oid)} was warped: it is exiled at the next end step, and may be cast from exile "
                         "on a later turn")
    if status(g, oid, "dashed"):                  # 702.109a
        lock_onto(g, oid, granting("haste"))
        at_next_end_step(g, oid, {"return_to_hand": "self"},
                          "return it to its owner's hand at the beginning of the next end step (dash)")
        g._log("702.109a", f"{g.name(oid)} was dashed: it has haste and returns to its owner's hand at the next end step")


def flashback_exile(g: "Game", oid: str, to_zone: str) -> str:
    """702.34a: a spell cast with flashback is exiled instead of going anywhere else when it would
    leave the stack (a replacement effect, 614.1a)."""
    if to_zone == "graveyard" and g.s.states_seen.pop(f"jump_started:{oid}", None):
        g._log("702.133a", f"{g.name(oid)} was cast with jump-start: it is exiled instead of going to the graveyard")
        return "exile"
    g.s.states_seen.pop(f"jump_started:{oid}", None)
    if g.s.states_seen.pop(f"flashback:{oid}", None) and to_zone != "exile":
        g._log("702.34a", f"{g.name(oid)} was cast with flashback: it is exiled instead of going to the {to_zone}")
        return "exile"
    return to_zone


def affinity_reduction(g: "Game", it: StackItem) -> int:
    """702.41a: "This spell costs {1} less to cast for each [quality] you control" (601.2f)."""
    total = 0
    for c in casting_parts(g, it.id):
        if c["kind"] == "affinity":
            n = len(matching(g, filt(c["for"]), [(oid, g.ch(oid)) for oid in g.battlefield()], it.id, it.controller))
            if n:
                g._log("702.41a", f"affinity: {g.name(it.id)} costs {{{n}}} less ({n} matching permanents)", it.controller)
            total += n
    return total


def pay_options(g: "Game", p: str, it: StackItem, mc: ManaCost, d: dict) -> list[Action]:
    """601.2h: the objects that may be tapped (convoke, improvise) or exiled (delve) rather than
    paying a mana of the spell's total cost."""
    if it.kind != "spell":
        return []
    ks = kinds(g, it.id)
    used = set(d.get("paid_with", ()))
    out = []
    mine = [o for o in g.battlefield() if g.ch(o).controller == p and not g.obj(o).tapped and o not in used]
    if "convoke" in ks:
        for o in mine:
            ch = g.ch(o)
            if "creature" not in ch.types:
                continue
            for sym in dict.fromkeys(mc.symbols):
                if sym in COLOR_SYMS and _COLOR_OF[sym] in ch.colors:
                    out.append(Action("convoke", (o, sym)))
            if mc.generic > 0:
                out.append(Action("convoke", (o, "1")))
    if "improvise" in ks and mc.generic > 0:
        out += [Action("improvise", (o,)) for o in mine if "artifact" in g.ch(o).types]
    if "delve" in ks and mc.generic > 0:
        out += [Action("delve", (c,)) for c in g.zone_ids("graveyard", p) if c not in used]
    return out


def pay_with(g: "Game", p: str, it: StackItem, d: dict, a: Action) -> None:
    """Pay one mana of the total cost by tapping (convoke, improvise) or exiling (delve) an object."""
    mc: ManaCost = d["cost"]
    obj = a.args[0]
    sym = str(a.args[1]) if len(a.args) > 1 else "1"
    if sym in mc.symbols:
        mc.symbols.remove(sym)
    else:
        mc.generic -= 1
    d.setdefault("paid_with", []).append(obj)
    if a.kind == "delve":
        g.perform([Event("zone_change", obj=obj, from_zone="graveyard", to_zone="exile", what="delve", player=p)])
        g._log("702.66a", f"{p} exiles {g.name(obj)} rather than paying {{1}} (delve)", p)
    else:
        g.perform([Event("tap", obj=obj, source=it.id)])
        rule = "702.51a" if a.kind == "convoke" else "702.126a"
        g._log(rule, f"{p} taps {g.name(obj)} rather than paying {{{sym}}} ({a.kind})", p)


def crew_power(g: "Game", oid: str, saddle: bool) -> int:
    """The power a creature counts with in the total power of a crew (702.122a) or saddle
    (702.171a) cost: its power, plus N for each "crews Vehicles [saddles Mounts] as though its
    power were N greater" it has."""
    bonus = sum(int(b["n"]) for _i, parts in g.abilities_of(oid, "static")
                for b in [parts.get("crew_bonus")] if b and (b.get("saddle") or not saddle))
    return (g.ch(oid).power or 0) + bonus


def crew_options(g: "Game", p: str, it: StackItem, d: dict) -> list[Action]:
    """702.122a: untapped creatures p controls, chosen one at a time, until their total power is
    N or greater ("done" is offered then; any number may be tapped)."""
    chosen = d.setdefault("crew_chosen", [])
    need = int(it.spec["crew"])
    saddle = bool(it.spec.get("crew_other"))
    total = sum(crew_power(g, o, saddle) for o in chosen)
    out = [Action("crew", (o,)) for o in g.battlefield()
           if o not in chosen and g.ch(o).controller == p and "creature" in g.ch(o).types and not g.obj(o).tapped
           and not (it.spec.get("crew_other") and o == it.source)]       # saddle: "other" creatures (702.171a)
    if total >= need:
        out.append(Action("done"))
    return out + [Action("cancel")]


def crew_pay(g: "Game", p: str, it: StackItem, d: dict) -> None:
    """601.2h: tap the chosen creatures (the cost of crew, 702.122a)."""
    chosen = d.get("crew_chosen", [])
    g.perform([Event("tap", obj=o, source=it.source) for o in chosen])
    what = "saddle" if it.spec.get("crew_other") else "crew"
    g._log("702.171a" if what == "saddle" else "702.122a",
           f"{p} taps {', '.join(g.name(o) for o in chosen)} to {what} {g.name(it.source)} "
           f"(total power {sum(crew_power(g, o, what == 'saddle') for o in chosen)}, {what} {it.spec['crew']})", p)
    d["crew_done"] = True
