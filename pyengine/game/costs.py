"""Paying the costs of an activated ability beyond mana, {T} and sacrifice (602.2b, 601.2h, 118):
the `costs:` list of docs/cards.md (validated by pyengine.cards.costs). The objects a cost needs
-- the cards to discard or exile, the permanents to tap or return -- are chosen one at a time
as the cost is paid; a cost that can't be paid makes the proposal impossible (730.1), and a
proposal that obviously can't be completed is left out of the legal actions (possible())."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.cards.costs import cost_text as alternative_text
from pyengine.events import Event
from pyengine.game import numbers
from pyengine.game.filters import matching
from pyengine.game.lookups import filt, lki
from pyengine.game import counter_bans
from pyengine.game import graveyard_order
from pyengine.game.paying import can_pay_mana, pay_life, pay_mana
from pyengine.game.state import Action, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game

# cost kind -> (the action choosing an object for it, the rule)
_CHOICE = {"discard": ("discard", "701.8a"), "tap": ("tap", "602.2b"), "exile": ("exile", "406.2"),
           "return_to_hand": ("return", "602.2b"), "sacrifice": ("sacrifice", "701.17a"),
           "reveal": ("reveal", "701.16a"), "remove_counters": ("remove", "122.8"),
           "put_counters": ("put_counter", "122.6")}


def costs_of(spec: dict) -> list[dict]:
    return list(spec.get("costs") or [])


def _n(v: Any, x: int | None) -> int:
    """A cost's number: N, or the value announced for X (107.3a; 0 while it isn't announced)."""
    return int(x or 0) if v == "x" else int(v)


def _needed(c: dict, x: int | None = None) -> int:
    if "discard" in c:
        return _n(c["discard"], x)
    if "tap" in c or "exile" in c or "sacrifice" in c or "return_to_hand" in c:
        return _n(c.get("count", 1), x)
    if "reveal" in c or (("remove_counters" in c or "put_counters" in c) and "on" in c):
        return 1
    return 0


def has_x(spec: dict) -> bool:
    """Does a cost beyond mana name X ("Sacrifice X lands", "pay X life", "exile a red card with
    mana value X from your hand": 107.3a)?"""
    return any(v == "x" or (k == "exile" and numbers.has_expressions(v))
               for c in costs_of(spec) for k, v in c.items() if k != "choose")


def _x_filter(spec: Any, x: int) -> Any:
    """A cost's filter comparing with X ("a red card with mana value X", 107.3a): X as announced
    (601.2b)."""
    if not numbers.has_expressions(spec):
        return spec
    return numbers.filled(spec, lambda e: int(x) if str(e).lower() == "x" else _not_x(e))


def _not_x(e: Any) -> int:
    raise ValueError(f"a cost's filter compares with {e!r}, not X (107.3a)")


def x_choices(g: "Game", p: str, source: str, spec: dict, most: int) -> list[int]:
    """The values of X (0 to most) for which a cost's filter naming X has the objects it needs
    (601.2b, 107.3a: "exile a red card with mana value X" -- a value no card has can't be paid)."""
    filtered = [c for c in costs_of(spec) if "exile" in c and numbers.has_expressions(c["exile"])]
    if not filtered:
        return list(range(0, most + 1))
    return [n for n in range(0, most + 1)
            if all(len(candidates(g, p, source, spec, c, [], n)) >= _n(c.get("count", 1), n) for c in filtered)]


def x_most(g: "Game", p: str, source: str, spec: dict) -> int:
    """The greatest X player p could pay the costs naming X with (107.3a, 601.2b: announcing a
    value that can't be paid makes the proposal impossible, 730.1): the cards, permanents, life
    or counters there are for each such cost."""
    most = None
    for c in costs_of(spec):
        if "pay_life" in c and c["pay_life"] == "x":
            n = max(0, g.s.players[p].life)                     # 119.4
        elif "remove_counters" in c and c["remove_counters"] == "x":
            n = _counters_on(g, source, str(c["kind"]))       # 122.8
        elif "x" in (c.get("discard"), c.get("count")):
            n = len(candidates(g, p, source, spec, c, []))
        elif "exile" in c and numbers.has_expressions(c["exile"]):     # "with mana value X"
            n = max((int(g.ch(i).mana_value or 0) for i in candidates(g, p, source, spec, c, [])), default=0)
        else:
            continue
        most = n if most is None else min(most, n)
    return most or 0


def candidates(g: "Game", p: str, source: str, spec: dict, c: dict, picked: list[str],
               x: int | None = None) -> list[str]:
    """The objects player p may choose for cost c (not already chosen for another part); x: the X
    announced (107.3a), for a filter naming it."""
    if "discard" in c:
        ids = [x for x in g.zone_ids("hand", p) if x != source]
        f = filt(c["filter"]) if "filter" in c else None
    elif "exile" in c and c.get("from") == "battlefield_or_graveyard":
        # 702.167a-b craft: permanents you control (not the source) and/or cards in your graveyard
        ids = [x for x in g.battlefield() if g.ch(x).controller == p and x != source] + \
              [x for x in g.zone_ids("graveyard", p) if x != source]
        f = filt(c["exile"])
    elif "exile" in c:                      # from your graveyard, or your hand (not the spell itself)
        ids = [x for x in g.zone_ids(c.get("from", "graveyard"), p) if x != source]
        if numbers.has_expressions(c["exile"]) and x is None:
            # X not announced yet (is the cost possible at all?): the cards some X would allow
            got = {o for n in sorted({int(g.ch(i).mana_value or 0) for i in ids if g.ch(i)})
                   for o in candidates(g, p, source, spec, c, picked, n)}
            return [i for i in ids if i in got]
        f = filt(_x_filter(c["exile"], x or 0))
    elif "tap" in c:
        own_tap = "{T}" in str(spec.get("cost", "")).upper()
        ids = [x for x in g.battlefield() if g.ch(x).controller == p and not g.obj(x).tapped
               and not (own_tap and x == source)]
        f = filt(c["tap"])
    elif "return_to_hand" in c:
        ids = [x for x in g.battlefield() if g.ch(x).controller == p]
        f = filt(c["return_to_hand"])
    elif "sacrifice" in c:                  # 701.17a: a permanent you control (the source itself too)
        ids = [x for x in g.battlefield() if g.ch(x).controller == p]
        f = filt(c["sacrifice"])
    elif "reveal" in c:                     # 701.16a: a card in your hand (not the spell being cast)
        ids = [x for x in g.zone_ids("hand", p) if x != source]
        f = filt(c["reveal"])
    elif "remove_counters" in c and "on" in c:  # "Remove a counter from a creature you control" (122.8)
        ids = [x for x in g.battlefield() if g.ch(x).controller == p
               and _counters_on(g, x, str(c["kind"])) >= _n(c["remove_counters"], None)]
        f = filt(c["on"])
    elif "put_counters" in c and "on" in c:     # "Put a -1/-1 counter on a creature you control" (122.6)
        ids = [x for x in g.battlefield() if g.ch(x).controller == p
               and counter_bans.object_ban(g, x, str(c["kind"])) is None]          # 118.3, 101.2
        f = filt(c["on"])
    else:
        return []
    ids = [x for x in ids if x not in picked]
    return matching(g, f, [(x, g.ch(x)) for x in ids], source, p)


def _counters_on(g: "Game", oid: str, kind: str) -> int:
    """The counters of that kind on the object ("any": of every kind, 122.8)."""
    o = g.s.objects.get(oid)
    return sum(c.count for c in o.counters if kind in ("any", c.kind)) if o else 0


def _removed_from(g: "Game", it: StackItem, c: dict, chosen: list[str]) -> str:
    """The object a remove-counters cost takes its counters from: the chosen permanent, or the
    ability's source (122.8)."""
    return chosen[0] if "on" in c and chosen else it.source


def _counter_choice(g: "Game", it: StackItem, p: str, d: dict, i: int, c: dict, a: Action | None) -> str | None:
    """The kind of counter removed by "Remove a counter from ..." (the player paying chooses among
    the kinds on it, 122.8, 601.2h) and the number removed by "Remove any number of ... counters"
    (0 up to as many as there are, 118.3). Returns 'wait' while asking, None once chosen."""
    picks = d["cost_picks"][i]
    made: dict = d.setdefault("cost_counters", {})
    o = g.s.objects.get(_removed_from(g, it, c, picks))
    if c["remove_counters"] == "any" and f"n{i}" not in made:
        most = _counters_on(g, o.id, str(c["kind"])) if o else 0
        if a is None:
            g._ask("cost", p, [Action("remove_n", (n,)) for n in range(0, most + 1)] + [Action("cancel")],
                   f"{p}: how many {c['kind']} counters to remove to pay for {it.text}", "601.2h")
            return "wait"
        if a.kind != "remove_n" or not (0 <= int(a.args[0]) <= most):
            return "impossible"
        made[f"n{i}"] = int(a.args[0])
        return "wait"
    if c["kind"] == "any" and f"k{i}" not in made:
        kinds = sorted({x.kind for x in o.counters if x.count > 0}) if o else []
        if len(kinds) == 1:
            made[f"k{i}"] = kinds[0]
            return None
        if a is None:
            g._ask("cost", p, [Action("counter_kind", (k,)) for k in kinds] + [Action("cancel")],
                   f"{p}: which kind of counter to remove from {g.name(o.id)} to pay for {it.text}", "122.8")
            return "wait"
        if a.kind != "counter_kind" or str(a.args[0]) not in kinds:
            return "impossible"
        made[f"k{i}"] = str(a.args[0])
        return "wait"
    return None


def _short(g: "Game", p: str, source: str, c: dict, x: int | None) -> bool:
    """Is player p short of the life (119.4), energy (107.14) or counters on the source (122.8)
    cost c takes (X as announced, 107.3a)?"""
    return ("pay_life" in c and g.s.players[p].life < _n(c["pay_life"], x)) or \
        ("pay_energy" in c and g.s.players[p].counters.get("energy", 0) < int(c["pay_energy"])) or \
        ("remove_counters" in c and "on" not in c and c["remove_counters"] != "any"
         and _counters_on(g, source, str(c["kind"])) < _n(c["remove_counters"], x)) or \
        ("exert" in c and not _on_battlefield(g, source)) or \
        ("put_counters" in c and "on" not in c                            # 122.6, 118.3, 101.2
         and (not _on_battlefield(g, source) or counter_bans.object_ban(g, source, str(c["kind"])) is not None)) or \
        ("unattach" in c and not _attached_to(g, str(c["unattach"]), source)) or \
        ("exile_top" in c and c.get("from") == "graveyard"                # 118.3, 404.1
         and len(_graveyard_tops(g, p, c, _n(c["exile_top"], x), source)) < _n(c["exile_top"], x)) or \
        (("exile_top" in c or "mill" in c) and c.get("from") != "graveyard"  # 118.3: the cards must be there
         and len(g.s.library.get(p) or ()) < _n(c.get("exile_top", c.get("mill")), x))


def _graveyard_tops(g: "Game", p: str, c: dict, n: int, source: str) -> list[str]:
    """404.1: the top n cards of p's graveyard -- with the cost's `filter`, the topmost n matching it."""
    cards = graveyard_order.top_cards(g.s, p, 10 ** 6 if "filter" in c else n)
    if "filter" in c:
        cards = matching(g, filt(c["filter"]), [(x, g.ch_anywhere(x)) for x in cards], source, p)
    return cards[:n]


def _attached_to(g: "Game", oid: str, host: str) -> bool:
    """701.3d: an Equipment can be unattached from the object it is attached to."""
    o = g.s.objects.get(oid)
    return o is not None and o.zone == "battlefield" and o.attached_to == host


def _on_battlefield(g: "Game", oid: str) -> bool:
    o = g.s.objects.get(oid)
    return o is not None and o.zone == "battlefield"


def exert(g: "Game", oid: str, p: str) -> None:
    """701.39a: exerting a permanent -- it doesn't untap during its controller's next untap step
    (701.39b: exerted again before then, the effects end in that same untap step)."""
    g.s.skips.append((oid, "next_untap"))
    g._log("701.39a", f"{p} exerts {g.name(oid)}: it won't untap during its controller's next untap step", p)


def possible(g: "Game", p: str, source: str, spec: dict) -> bool:
    """Can these costs possibly be paid now (119.4 life; 122.8 counters; enough objects)? A cost
    naming X is counted as X = 0, the least that may be announced (107.3a)."""
    picked: list[str] = []
    if spec.get("pay_life") and g.s.players[p].life < int(spec["pay_life"]):    # 119.4: "Pay N life" in the cost
        return False
    single = (spec.get("additional_cost") or {}).get("sacrifice") or spec.get("sacrifice")
    if single is not None and not candidates(g, p, source, spec, {"sacrifice": single}, [source]):
        return False                        # "sacrifice a creature" with none to sacrifice (601.2h)
    for c in costs_of(spec):
        if "choose" in c:                   # 601.2b: one payable alternative is enough
            if not any(possible(g, p, source, {"costs": alt}) for alt in c["choose"]):
                return False
            continue
        if _short(g, p, source, c, None):
            return False
        n = _needed(c)
        if n:
            got = candidates(g, p, source, spec, c, picked)
            if len(got) < n:
                return False
            picked += got[:n]
    return True


def choose_alternatives(g: "Game", it: StackItem, p: str, d: dict, a: Action | None) -> str | None:
    """601.2b: the player announces which of a cost's alternatives they'll pay ("sacrifice a
    creature or pay {3}"); a mana alternative joins the total cost (601.2f), the others become
    costs paid with it (601.2h). Returns 'wait' when a decision is pending or was just taken."""
    costs = costs_of(it.spec)
    i = next((i for i, c in enumerate(costs) if "choose" in c), None)
    if i is None:
        return None
    alts = costs[i]["choose"]
    if a is None or a.kind != "pay_cost":
        g._ask("cost_choice", p, [Action("pay_cost", (n + 1,)) for n in range(len(alts))] + [Action("cancel")],
               f"{p}: which additional cost of {it.text} will you pay? " +
               "; ".join(f"{n + 1}: {alternative_text(alt)}" for n, alt in enumerate(alts)), "601.2b")
        return "wait"
    alt = alts[int(a.args[0]) - 1]
    from pyengine.game.mana import parse_cost
    for c in alt:
        if "mana" in c:
            d["symbols"] = tuple(d["symbols"]) + parse_cost(str(c["mana"]))
    it.spec = {**it.spec, "costs": costs[:i] + [c for c in alt if "mana" not in c] + costs[i + 1:]}
    g._log("601.2b", f"{p} will pay {alternative_text(alt)} for {it.text}", p)
    return "wait"


def choose(g: "Game", it: StackItem, p: str, d: dict, a: Action | None) -> str | None:
    """Ask for the next object a cost needs. Returns 'wait' (a decision is pending or an answer
    was recorded), 'impossible' (a cost can't be paid) or None (every choice is made)."""
    picks: list[list[str]] = d.setdefault("cost_picks", [[] for _ in costs_of(it.spec)])
    for i, c in enumerate(costs_of(it.spec)):
        if _short(g, p, it.source, c, it.x):
            return "impossible"
        n = _needed(c, it.x)
        while len(picks[i]) < n:
            taken = [x for ps in picks for x in ps]
            cands = candidates(g, p, it.source, it.spec, c, taken, it.x)
            if len(cands) < n - len(picks[i]):
                return "impossible"
            kind, rule = _CHOICE[next(k for k in _CHOICE if k in c)]
            if c.get("random"):                     # 701.8b: "discard a card at random"
                picks[i] = picks[i] + [_at_random(g, cands)]
                d["cost_picks"] = picks
                continue
            if a is None:
                g._ask("cost", p, [Action(kind, (x,)) for x in cands] + [Action("cancel")],
                       f"{p}: choose what to {kind} to pay for {it.text} ({len(picks[i]) + 1} of {n})", "601.2h")
                return "wait"
            if a.kind != kind or a.args[0] not in cands:
                return "impossible"
            picks[i] = picks[i] + [a.args[0]]
            d["cost_picks"] = picks
            return "wait"
        if "remove_counters" in c:
            got = _counter_choice(g, it, p, d, i, c, a)
            if got is not None:
                return got
    return None


def choose_step(g: "Game", proc: Any, it: StackItem, p: str, d: dict, a: Action | None, why: str, rule: str) -> bool:
    """A paying process's step choosing the objects its costs need (601.2h): True when the process
    must stop here (a decision is pending, or the costs can't be paid and the proposal is rewound,
    730.1, with `why`); False once every choice is made (then `costs_chosen` is set)."""
    if not costs_of(it.spec) or d.get("costs_chosen"):
        return False
    got = choose(g, it, p, d, a)
    if got == "wait":
        return True
    if got == "impossible":
        g._pop(proc)
        g._rewind(proc, why, rule)
        return True
    d["costs_chosen"] = True
    return False


def _at_random(g: "Game", cands: list[str]) -> str:
    """A card chosen at random (701.8b; deterministic, seeded by the state, as a shuffle)."""
    import hashlib
    import random
    seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{g.s.next_id}|{'|'.join(cands)}".encode()).digest()
    return random.Random(seed).choice(sorted(cands))


def pay(g: "Game", it: StackItem, p: str, d: dict) -> list[str]:
    """Pay the costs with the objects chosen (601.2h); returns what the log says was paid."""
    picks = d.get("cost_picks") or [[] for _ in costs_of(it.spec)]
    parts: list[str] = []
    paid: list[dict[str, Any]] = []
    for c, chosen in zip(costs_of(it.spec), picks):
        if "pay_life" in c:
            n = _n(c["pay_life"], it.x)
            pay_life(g, p, n, it.source)            # 119.4: paying life is losing life
            parts.append(f"{n} life")
        elif "pay_energy" in c:                     # 107.14
            n = int(c["pay_energy"])
            g.perform([Event("remove_counters", target=p, counter_kind="energy", amount=n)])
            parts.append("{E}" * n)
        elif "remove_counters" in c:                # 122.8
            made = d.get("cost_counters") or {}
            i = len(paid)
            n = int(made.get(f"n{i}", 0)) if c["remove_counters"] == "any" else _n(c["remove_counters"], it.x)
            kind = str(made.get(f"k{i}", c["kind"]))
            on = _removed_from(g, it, c, chosen)
            if n:
                g.perform([Event("remove_counters", target=on, counter_kind=kind, amount=n, source=it.source)])
            it.memory["counters_removed"] = int(it.memory.get("counters_removed") or 0) + n
            parts.append(f"remove {n} {kind} counter(s) from {g.name(on)}")
        elif "put_counters" in c:                   # 122.6: replacement effects apply to them (614.1)
            n, kind = _n(c["put_counters"], it.x), str(c["kind"])
            on = chosen[0] if "on" in c and chosen else it.source
            g.perform([Event("counters", target=on, counter_kind=kind, amount=n, source=it.source, player=p)])
            parts.append(f"put {n} {kind} counter(s) on {g.name(on)}")
        elif "discard" in c:                           # 701.8a: the cards are discarded at once
            g.perform([Event("discard", player=p, obj=x) for x in chosen])
            parts.append("discard " + ", ".join(g.name(x) for x in chosen))
        elif "tap" in c:
            g.perform([Event("tap", obj=x, source=it.source) for x in chosen])
            parts.append("tap " + ", ".join(g.name(x) for x in chosen))
        elif "exile" in c:
            zone = c.get("from", "graveyard")
            zones = {x: g.obj(x).zone if zone == "battlefield_or_graveyard" else zone for x in chosen}
            g.perform([Event("zone_change", obj=x, from_zone=zones[x], to_zone="exile", what="exile", player=p)
                       for x in chosen])
            parts.append("exile " + ", ".join(f"{g.name(x)} from the {zones[x]}" for x in chosen))
        elif "return_to_hand" in c:
            g.perform([Event("zone_change", obj=x, from_zone="battlefield", to_zone="hand", what="return_to_hand",
                             player=p) for x in chosen])
            parts.append("return " + ", ".join(g.name(x) for x in chosen) + " to hand")
        elif "sacrifice" in c:                      # 701.17a
            if len(chosen) == 1:                    # "the sacrificed creature" (608.2h)
                it.memory["sacrificed"] = lki(g, chosen[0])
            g.perform([Event("zone_change", obj=x, from_zone="battlefield", to_zone="graveyard", what="sacrifice",
                             player=p) for x in chosen])
            parts.append("sacrifice " + ", ".join(g.name(x) for x in chosen))
        elif "exile_top" in c and c.get("from") == "graveyard":     # 404.1, 406.1: the top cards of the graveyard
            top = _graveyard_tops(g, p, c, _n(c["exile_top"], it.x), it.source)
            g.perform([Event("zone_change", obj=x, from_zone="graveyard", to_zone="exile", what="exile", player=p)
                       for x in top])
            parts.append("exile the top cards of the graveyard: " + ", ".join(g.name(x) for x in top))
            chosen = top
        elif "exile_top" in c or "mill" in c:       # 118.3, 406.1 / 701.13a
            mill = "mill" in c
            top = list(g.s.library[p][:_n(c["mill" if mill else "exile_top"], it.x)])
            g.perform([Event("zone_change", obj=x, from_zone="library", to_zone="graveyard" if mill else "exile",
                             what="mill" if mill else "exile", player=p) for x in top])
            parts.append(("mill " if mill else "exile the top cards of the library: ") + ", ".join(g.name(x) for x in top))
            chosen = top
        elif "unattach" in c:                       # 701.3d: it stays on the battlefield, unattached
            eq = str(c["unattach"])
            g.s.objects[eq].attached_to = None
            g._dirty()
            g._log("701.3d", f"{p} unattaches {g.name(eq)} from {g.name(it.source)}", p)
            parts.append(f"unattach {g.name(eq)}")
        elif "exert" in c:                          # 701.39a
            exert(g, it.source, p)
            parts.append(f"exert {g.name(it.source)}")
        elif "reveal" in c:                         # 701.16a: shown to all players, stays in hand
            parts.append("reveal " + ", ".join(g.name(x) for x in chosen) + " from hand")
        paid.append({"cost": c, "objects": list(chosen)})
    if paid:
        it.memory["costs_paid"] = paid
    return parts


def _alternatives(entries: list[dict]) -> list[list[dict]]:
    """The costs as each of their alternatives would be paid (601.2b): one list without a
    `choose` entry, or one list per alternative of the (first) `choose` entry."""
    i = next((i for i, c in enumerate(entries) if "choose" in c), None)
    if i is None:
        return [list(entries)]
    return [entries[:i] + list(alt) + entries[i + 1:] for alt in entries[i]["choose"]]


def _payable(g: "Game", p: str, it: StackItem, entries: list[dict]) -> bool:
    """Can p pay these costs (mana with their mana abilities and pool, the rest: 118.3)?"""
    mana = "".join(str(c["mana"]) for c in entries if "mana" in c)
    return possible(g, p, it.source, {"costs": [c for c in entries if "mana" not in c]}) and \
        (not mana or can_pay_mana(g, p, mana))


def pay_or(g: "Game", proc: Any, it: StackItem, ins: dict, p: str) -> Any:
    """118.12a: "[do something] unless [player p] pays [costs]" with costs beyond mana and life
    ("Ward—Discard a card.", 702.21a): p chooses whether to pay; paying is offered only when every
    part can be paid (118.3); the objects the costs need are chosen one at a time (as 601.2h), the
    mana is paid, then the other parts. If p doesn't pay, the instructions of `pay_or` happen."""
    import copy
    key = f"_pay_or{proc.data['pc']}"
    st = copy.deepcopy(it.memory.get(key) or {"paying": False, "d": {}})      # (memory is shared with snapshots)
    it.memory[key] = st
    a = proc.data["answers"].pop(proc.data["pc"], None)
    entries = list(ins["costs"])
    text = alternative_text(entries)
    # 601.2b, 118.12a: "unless they sacrifice a creature or discard a card" -- one of the
    # alternatives, chosen by the player once they pay; only those they can pay (118.3)
    alts = [n for n, alt in enumerate(_alternatives(entries)) if _payable(g, p, it, alt)]
    if st.get("alt") is not None:
        entries = _alternatives(entries)[st["alt"]]
    mana = "".join(str(c["mana"]) for c in entries if "mana" in c)
    sub = StackItem(id=it.id, kind="ability", source=it.source, controller=p, text=it.text,
                    spec={"costs": [c for c in entries if "mana" not in c]}, memory={})
    if not st["paying"]:
        if a is None:
            g._ask("pay_or", p, ([Action("pay")] if alts else []) + [Action("decline")],
                   f"{p}: {text} for {it.text!r}, or don't", "118.12a")
            return "wait"
        if a.kind != "pay":
            g._log("118.12a", f"{p} doesn't {text} ({it.text!r})", p)
            return list(ins["pay_or"])
        st["paying"], a = True, None
    if st.get("alt") is None and any("choose" in c for c in entries):
        if a is None and len(alts) > 1:
            g._ask("cost_choice", p, [Action("pay_cost", (n + 1,)) for n in alts],
                   f"{p}: which will you pay for {it.text!r}? " +
                   "; ".join(f"{n + 1}: {alternative_text(_alternatives(entries)[n])}" for n in alts), "601.2b")
            return "wait"
        st["alt"] = int(a.args[0]) - 1 if a is not None and a.kind == "pay_cost" and int(a.args[0]) - 1 in alts \
            else alts[0]
        g._log("601.2b", f"{p} will {alternative_text(_alternatives(entries)[st['alt']])}", p)
        return pay_or(g, proc, it, ins, p)
    if a is not None and a.kind == "cancel":     # 118.12: having chosen to pay, the player pays
        a = None
    while True:
        got = choose(g, sub, p, st["d"], a)
        if got == "wait" and a is not None:      # an answer was recorded: the next choice
            a = None
            continue
        break
    if got == "wait":
        return "wait"
    if got == "impossible":                      # 118.3: it can't be paid fully after all
        g._log("118.3", f"{p} can't {text} ({it.text!r})", p)
        return list(ins["pay_or"])
    if mana:
        pay_mana(g, p, mana)
    parts = ([mana] if mana else []) + pay(g, sub, p, st["d"])
    g._log("118.12a", f"{p} pays {', '.join(parts)} ({it.text!r})", p)
    return None
