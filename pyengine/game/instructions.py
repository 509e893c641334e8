"""The instruction language of spells and abilities (what resolving does, CR 608.2c), as card
data (events are applied by pyengine.game.apply).

A card's `spell:` block, and structured {activated: {...}} / {triggered: {...}} abilities, hold
  targets: [TargetSpec, ...]      chosen on casting/activation (601.2c) or triggering (603.3d)
  effect:  [Instruction, ...]     followed in order on resolution (608.2c)
  if:      Condition              intervening "if" of a trigger (603.4, 608.2a)
See docs/game.md for the full list. References (Ref): you, self, target / {target: N},
each_opponent, each_player, it (the object of the trigger event), that_player,
{remembered: key}, enchanted. Numbers (Expr): an integer, x, {power_of: Ref},
{remembered_power: key}, {count: Filter}, {life_of: Ref}."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.cards.card import INSTRUCTION_KEYS
from pyengine.cards.parse import Place, parse_effect, parse_filter
from pyengine.errors import NumberRangeError, ScenarioError
from pyengine.events import Event
from pyengine.game.filters import matches, matching
from pyengine.game.state import Action, PendingTrigger, StackItem
from pyengine.model import ScenarioEffect
from pyengine.game.state import Process
from pyengine.game.state import PHASE_OF
from pyengine.game.mana import choose_cost, parse_cost, pay_plan
from pyengine.replacement.effects import parse_replacement

if TYPE_CHECKING:
    from pyengine.game.loop import Game

_PLACE = Place("<card data>", "")


# ------------------------------------------------------------------ parsing helpers (cached)
def _key(x: Any) -> Any:
    if isinstance(x, dict):
        return tuple(sorted((str(k), _key(v)) for k, v in x.items()))
    if isinstance(x, list):
        return tuple(_key(v) for v in x)
    return x


_FILTERS: dict = {}
_EFFECTS: dict = {}


def filt(spec: Any):
    k = _key(spec)
    f = _FILTERS.get(k)
    if f is None:
        f = parse_filter(spec, _PLACE)
        _FILTERS[k] = f
    return f


# ------------------------------------------------------------------ targets (115, 601.2c)
def target_specs(spec: dict) -> list:
    """The targets of a spell or ability (the card model's requirements, docs/targets.md), one
    entry per target the loop asks for (601.2c): an instance of "target" with a count of N is N
    choices, those beyond its minimum optional (the optional ones come last). Each entry is the
    loop's view ('any', 'player', {'filter': F, 'zone': Z, 'players': bool, 'optional': bool})
    carrying its requirement as 'canonical' for the target program."""
    t = spec.get("targets") or []
    reqs = list(t) if isinstance(t, list) else [t]
    required, optional = [], []
    for req in reqs:
        if not isinstance(req, dict) or "untargeted" in req:
            continue
        lo, hi = _count(req.get("count"))
        view = _view(req)
        required += [dict(view) for _ in range(lo)]
        optional += [dict(view, optional=True) for _ in range(hi - lo)]
    return required + optional


def _count(c: Any) -> tuple[int, int]:
    if c is None:
        return 1, 1
    if isinstance(c, int) and not isinstance(c, bool):
        return c, c
    if isinstance(c, dict) and ("up_to" in c or "max" in c):
        hi = c.get("up_to", c.get("max"))
        if isinstance(hi, int):
            return int(c.get("min", 0)), hi
    raise ScenarioError(f"target count {c!r} is not executable by the game loop yet",
                        expected="a number, {up_to: N} or {min: A, max: B}")


def _view(req: dict) -> dict:
    f = req.get("filter", "permanent")
    view: dict = {"canonical": req}
    if req.get("text"):
        view["text"] = req["text"]
    if isinstance(f, str) and f.strip().lower() in ("any target", "any_target"):
        return {**view, "any": True}
    if isinstance(f, str) and f.strip().lower() in ("player", "opponent", "spell"):
        return {**view, "word": f.strip().lower()}
    if isinstance(f, dict) and set(f) == {"any"} and isinstance(f["any"], list) and "player" in f["any"]:
        rest = [x for x in f["any"] if x != "player"]
        view["players"] = True
        f = rest[0] if len(rest) == 1 else {"any": rest}
    if isinstance(f, list):
        zones = [x["zone"] for x in f if isinstance(x, dict) and set(x) == {"zone"}]
        if zones:
            view["zone"] = zones[0]
            f = [x for x in f if not (isinstance(x, dict) and set(x) == {"zone"})]
            f = f[0] if len(f) == 1 else f
    view["filter"] = f
    return view


def target_text(t: Any) -> str:
    if isinstance(t, dict) and "word" in t:
        t = t["word"]
    elif isinstance(t, dict) and t.get("any") and not t.get("text"):
        t = "any"
    if isinstance(t, str):
        return {"any": "any target", "player": "target player", "opponent": "target opponent",
                "spell": "target spell"}.get(t, f"target {t}")
    if isinstance(t, dict):
        return t.get("text") or f"target {t.get('filter', 'object')}"
    return str(t)


def _targetable(g: "Game", it: StackItem, oid: str) -> bool:
    """702.18 shroud, 702.11 hexproof, 702.16 protection (the parts about targeting)."""
    ch = g.ch(oid)
    if ch is None:
        return False
    terms = ch.ability_terms
    if ("kw", ("shroud",)) in terms:
        return False
    if ("kw", ("hexproof",)) in terms and ch.controller != it.controller:
        return False
    src = g.ch(it.source) or it.memory.get("lki_source_ch")
    for t in terms:
        if t[0] == "protection" and src is not None:
            what = t[1][0] if isinstance(t[1][0], tuple) else t[1]
            if what[0] == "everything":
                return False
            if what[0] == "color" and what[1] in src.colors:
                return False
            if what[0] == "type" and what[1] in src.types:
                return False
    return True


def _player_ok(g: "Game", it: StackItem, t: Any, p: str) -> bool:
    if p in g.s.losers:
        return False
    if t == "opponent" or (isinstance(t, dict) and t.get("player") == "opponent"):
        return p != it.controller
    return True


def target_candidates(g: "Game", it: StackItem, t: Any) -> list[str]:
    """Legal choices for one target requirement, sorted (players first, then objects)."""
    out: list[str] = []
    if isinstance(t, dict) and "word" in t:
        t = t["word"]
    if isinstance(t, str) and t in ("player", "opponent"):
        return [p for p in g.s.order if _player_ok(g, it, t, p)]
    if t == "any" or (isinstance(t, dict) and t.get("any")):
        out = [p for p in g.s.order if p not in g.s.losers]
        for oid in g.battlefield():
            ch = g.ch(oid)
            if {"creature", "planeswalker", "battle"} & set(ch.types) and _targetable(g, it, oid):
                out.append(oid)
        return out
    if t == "spell":
        return [x.id for x in g.s.stack if x.kind == "spell" and x.id != it.id]
    if isinstance(t, str):
        t = {"filter": t}
    zone = t.get("zone", "battlefield")
    f = filt(t["filter"]) if "filter" in t else None
    if t.get("players"):
        out.extend(p for p in g.s.order if p not in g.s.losers)
    if zone == "stack":
        ids = [x.id for x in g.s.stack if x.kind == "spell" and x.id != it.id]
    else:
        ids = g.battlefield() if zone == "battlefield" else g.zone_ids(zone)
    ids = [oid for oid in ids if oid != it.id]
    for oid in matching(g, f, [(oid, g.ch(oid)) for oid in ids], it.source, it.controller):
        if zone != "battlefield" or _targetable(g, it, oid):
            out.append(oid)
    return out


def legal_targets_now(g: "Game", it: StackItem) -> list[str]:
    """608.2b: targets still legal (same zone as when chosen, and still meeting the requirement)."""
    out = []
    for i, t in enumerate(it.targets):
        spec = target_specs(it.spec)[i] if i < len(target_specs(it.spec)) else "any"
        if t in g.s.players:
            if t in target_candidates(g, it, spec):
                out.append(t)
            continue
        o = g.s.objects.get(t)
        if o is None or o.zone != it.target_zones.get(t, o.zone):
            continue
        if t in target_candidates(g, it, spec):
            out.append(t)
    return out


# ------------------------------------------------------------------ costs (601.2f-h)
def cost_text(c: Any) -> str:
    if isinstance(c, dict) and "sacrifice" in c:
        return f"sacrifice a {c['sacrifice']}"
    return str(c)


def sacrifice_choices(g: "Game", it: StackItem, p: str) -> list[str] | None:
    """Objects that may be sacrificed for an additional cost 'sacrifice a ...' (None: no such cost)."""
    ac = it.spec.get("additional_cost")
    if not ac and it.kind == "activated":
        ac = {"sacrifice": it.spec["sacrifice"]} if it.spec.get("sacrifice") else None
    if not ac or "sacrifice" not in ac:
        return None
    f = filt(ac["sacrifice"])
    mine = [(oid, g.ch(oid)) for oid in g.battlefield() if g.ch(oid).controller == p and oid != it.source]
    return matching(g, f, mine, it.source, p)


def cost_modifier_applies(g: "Game", cm: dict, src: str, it: StackItem, spell_ch) -> bool:
    src_ch = g.ch(src)
    who = cm.get("caster", "you")
    if who == "you" and it.controller != src_ch.controller:
        return False
    if who == "opponent" and it.controller == src_ch.controller:
        return False
    if spell_ch is None:
        return False
    return matches(g, filt(cm["spells"]) if "spells" in cm else None, it.id, spell_ch, src, src_ch.controller)


def lki(g: "Game", oid: str) -> dict:
    """Last known information about an object (608.2h, 113.7a)."""
    ch = g.ch(oid)
    o = g.s.objects.get(oid)
    return {"id": oid, "power": ch.power if ch else None, "toughness": ch.toughness if ch else None,
            "controller": ch.controller if ch else (o.controller if o else None), "name": ch.name if ch else None}


# ------------------------------------------------------------------ references, numbers, conditions
def refs(g: "Game", it: StackItem, ref: Any) -> list[str]:
    if ref is None or ref == "target":
        ref = {"target": 0}
    if isinstance(ref, dict):
        if "target" in ref:
            i = int(ref["target"])
            if i >= len(it.targets):
                return []
            t = it.targets[i]
            return [] if t in it.memory.get("illegal_targets", []) else [t]
        if "remembered" in ref:
            m = it.memory.get(ref["remembered"])
            return [m["id"]] if m else []
        if "controller_of" in ref:
            return [lki(g, x)["controller"] for x in refs(g, it, ref["controller_of"])]
        if "each" in ref:                         # every permanent matching a filter, now (608.2c)
            f = filt(ref["each"])
            return matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()], it.source, it.controller)
    if ref == "you":
        return [it.controller]
    if ref == "each_target":
        return [t for t in it.targets if t not in it.memory.get("illegal_targets", [])]
    if ref in ("self", "source"):
        return [it.source]
    if ref == "each_opponent":
        return g.opponents(it.controller)
    if ref == "each_player":
        return g.apnap()
    if ref == "it":
        return [it.memory["event_obj"]] if it.memory.get("event_obj") else []
    if ref == "that_player":
        return [it.memory["event_player"]] if it.memory.get("event_player") else []
    if ref == "enchanted":
        o = g.s.objects.get(it.source)
        return [o.attached_to] if o and o.attached_to else []
    raise ScenarioError(f"unknown reference {ref!r} in card data",
                        expected="you, self, target, {target: N}, each_opponent, each_player, it, "
                                 "that_player, enchanted, {remembered: key}, {each: FILTER}")


def number(g: "Game", it: StackItem, e: Any) -> int:
    if isinstance(e, bool):
        raise ScenarioError("a boolean where a number was expected in card data")
    if isinstance(e, int):
        return e
    if e == "x":
        return it.x
    if isinstance(e, dict):
        if "power_of" in e:
            ids = refs(g, it, e["power_of"])
            ch = g.ch(ids[0]) if ids else None
            return (ch.power or 0) if ch else 0
        if "remembered_power" in e:
            m = it.memory.get(e["remembered_power"])
            return (m or {}).get("power") or 0
        if "count" in e:
            f = filt(e["count"])
            return len(matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()], it.source, it.controller))
        if "life_of" in e:
            ids = refs(g, it, e["life_of"])
            return g.s.players[ids[0]].life if ids else 0
    raise ScenarioError(f"unknown number {e!r} in card data",
                        expected="an integer, x, {power_of: R}, {remembered_power: k}, {count: F}, {life_of: R}")


def condition(g: "Game", c: Any, source: str, controller: str, memory: dict | None = None) -> bool:
    it = StackItem(id="?", kind="triggered", source=source, controller=controller, text="", spec={},
                   memory=memory or {})
    if isinstance(c, dict):
        if "all" in c:
            return all(condition(g, x, source, controller, memory) for x in c["all"])
        if "any" in c:
            return any(condition(g, x, source, controller, memory) for x in c["any"])
        if "not" in c:
            return not condition(g, c["not"], source, controller, memory)
        if "did" in c:                            # "If you do" (the optional action was taken)
            return bool((memory or {}).get("did")) == bool(c["did"])
        if "life_ge" in c:
            p = refs(g, it, c.get("player", "you"))
            return bool(p) and g.s.players[p[0]].life >= int(c["life_ge"])
        if "life_le" in c:
            p = refs(g, it, c.get("player", "you"))
            return bool(p) and g.s.players[p[0]].life <= int(c["life_le"])
        if "source_tapped" in c:
            o = g.s.objects.get(source)
            return bool(o and o.zone == "battlefield" and o.tapped) == bool(c["source_tapped"])
        if "controls" in c:
            f = filt(c["controls"])
            who = c.get("player", "you")          # you | opponents (together) | any (on the battlefield)
            if who not in ("you", "opponents", "any"):
                raise ScenarioError(f"unknown player {who!r} in condition {c!r}", expected="you, opponents, any")
            n = len(matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()
                                    if who == "any" or (g.ch(oid).controller == controller) == (who == "you")],
                             source, controller))
            return _in_range(n, c)
        if "hand_le" in c:
            p = refs(g, it, c.get("player", "you"))
            return bool(p) and len(g.zone_ids("hand", p[0])) <= int(c["hand_le"])
        if "hand_ge" in c:
            p = refs(g, it, c.get("player", "you"))
            return bool(p) and len(g.zone_ids("hand", p[0])) >= int(c["hand_ge"])
        if "graveyard" in c:                      # "N or more creature cards in your graveyard"
            f = filt(c["graveyard"])
            ids = g.zone_ids("graveyard", controller)
            return _in_range(len(matching(g, f, [(oid, g.ch(oid)) for oid in ids], source, controller)), c)
        if "died_this_turn" in c:                 # 700.4; judged on last known information (608.2h)
            f = filt(c["died_this_turn"])
            died = [(oid, ch) for oid, ch in g.s.history.get("died", [])]
            return _in_range(len(matching(g, f, died, source, controller)), c)
        if "life_lost_this_turn" in c or "life_gained_this_turn" in c:     # 119.3
            key = "life_lost" if "life_lost_this_turn" in c else "life_gained"
            who = c.get("life_lost_this_turn", c.get("life_gained_this_turn"))
            players = {"you": [controller], "opponent": g.opponents(controller), "any": list(g.s.players)}.get(who)
            if players is None:
                raise ScenarioError(f"unknown player {who!r} in condition {c!r}", expected="you, opponent, any")
            return any(int(g.s.history.get(key, {}).get(p, 0)) >= int(c.get("at_least", 1)) for p in players)
        if "entered_this_turn" in c:              # "if another creature entered the battlefield under your control this turn"
            f = filt(c["entered_this_turn"])
            return _in_range(len(matching(g, f, list(g.s.history.get("entered", [])), source, controller)), c)
        if "dealt_damage_this_turn" in c:         # "if ~ dealt damage to an opponent this turn"
            who = refs(g, it, c["dealt_damage_this_turn"])
            opp = set(g.opponents(controller))
            return any(s_ in who and (t in opp if c.get("to") == "opponent" else True)
                       for s_, t in g.s.history.get("damaged", []))
        if "was_dealt_damage_this_turn" in c:     # "if ~ was dealt damage this turn"
            who = refs(g, it, c["was_dealt_damage_this_turn"])
            return any(t in who for _s, t in g.s.history.get("damaged", []))
        if "attacked_with_this_turn" in c:        # "if ~ didn't attack this turn"
            who = refs(g, it, c["attacked_with_this_turn"])
            return any(x in who for x in g.s.history.get("attackers", []))
        if "cast_self" in c:                      # "if you cast it" / "if you cast it from your hand" (601.2)
            cast = g.s.history.get("cast_from", {})
            if source not in cast:
                return not c["cast_self"]
            return bool(c["cast_self"]) and ("from" not in c or cast[source] == c["from"])
        if "cast_this_turn" in c:                 # "if you've cast a noncreature spell this turn"
            f = filt(c["cast_this_turn"])
            who = refs(g, it, c.get("player", "you"))
            frm = g.s.history.get("cast_from", {})
            mine = [(oid, ch) for oid, ch, p in g.s.history.get("cast", []) if p in who
                    and ("from" not in c or frm.get(oid) == c["from"])]
            return _in_range(len(matching(g, f, mine, source, controller)), c)
        if "descended_this_turn" in c:            # 700.11: "if you descended this turn"
            return bool(g.s.history.get("descended", {}).get(controller)) == bool(c["descended_this_turn"])
        if "opponent_controls_more" in c:         # "if an opponent controls more lands than you"
            f = filt(c["opponent_controls_more"])

            def n_of(p: str) -> int:
                return len(matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield() if g.ch(oid).controller == p],
                                    source, controller))
            mine = n_of(controller)
            return any(n_of(p) > mine for p in g.opponents(controller))
        if "self_is" in c:                        # "if ~ is an enchantment"
            ch = g.ch(source)
            return bool(ch is not None and matching(g, filt(c["self_is"]), [(source, ch)], source, controller))
        if "played_land_this_turn" in c:          # 305.2: the lands a player played this turn
            return (g.s.lands_played.get(controller, 0) > 0) == bool(c["played_land_this_turn"])
        if "attacked_this_turn" in c:             # "if you attacked this turn" (508.1: declared attackers)
            return bool(g.s.history.get("attacked", {}).get(controller)) == bool(c["attacked_this_turn"])
    raise ScenarioError(f"unknown condition {c!r} in card data",
                        expected="{life_ge: N}, {life_le: N}, {source_tapped: true}, {controls: F, at_least: N}, "
                                 "{hand_le: N}, {hand_ge: N}, {graveyard: F, at_least: N}, {died_this_turn: F}, "
                                 "{life_lost_this_turn: P}, {life_gained_this_turn: P, at_least: N}, "
                                 "{attacked_this_turn: true}, {entered_this_turn: F}, {dealt_damage_this_turn: R}, "
                                 "{was_dealt_damage_this_turn: R}, {attacked_with_this_turn: R}, "
                                 "{played_land_this_turn: true}, {cast_self: true, from: hand}, {self_is: F}, {cast_this_turn: F}, "
                                 "{opponent_controls_more: F}, {descended_this_turn: true}, "
                                 "{all: [...]}, {any: [...]}, {not: ...}")


def _in_range(n: int, c: dict) -> bool:
    return n >= int(c.get("at_least", 1)) and ("at_most" not in c or n <= int(c["at_most"]))


# ------------------------------------------------------------------ executing instructions (608.2c)
def _one(instr: dict) -> str:
    for k in _HANDLERS:
        if k in instr:
            return k
    raise ScenarioError(f"unknown instruction {instr!r} in card data",
                        expected="one of " + ", ".join(sorted(_HANDLERS)))


def execute(g: "Game", proc, it: StackItem, instr: dict):
    """Run one instruction. Returns None when done, 'wait' when a player must choose first (the
    answer arrives in proc.data['answers'][pc]), or a list of instructions to run next."""
    if not isinstance(instr, dict):
        raise ScenarioError(f"instruction {instr!r} is not a mapping", expected="{damage: 3, to: target} ...")
    return _HANDLERS[_one(instr)](g, proc, it, instr)


def _answer(proc) -> Action | None:
    return proc.data["answers"].get(proc.data["pc"])


def _damage(g, proc, it, ins):
    src = ins.get("source", it.source)
    if ins["damage"] == "divided":                       # 601.2d: as divided on casting
        div = it.memory.get("division", {})
        evs = [Event("damage", source=src, target=t, amount=div.get(t, 0))
               for t in refs(g, it, ins.get("to", "each_target"))]
        g.perform([e for e in evs if e.amount > 0])
        return
    n = number(g, it, ins["damage"])
    evs = [Event("damage", source=src, target=t, amount=n) for t in refs(g, it, ins.get("to"))
           if t in g.s.players or (g.s.objects.get(t) and g.obj(t).zone == "battlefield")]
    g.perform(evs)


MAX_DRAWS = 10000


def _draw(g, proc, it, ins):
    n = number(g, it, ins["draw"])
    if n > MAX_DRAWS:        # 121.2: each card is drawn one at a time, each an event
        raise NumberRangeError(f"drawing {n} cards at once", expected=f"at most {MAX_DRAWS} cards per instruction")
    for p in refs(g, it, ins.get("player", "you")):
        g._log("121.1", f"{p} draws {n} card(s)", p)
        for _ in range(n):
            g.perform([Event("draw", player=p, amount=1)])


def _gain(g, proc, it, ins):
    n = number(g, it, ins["gain_life"])
    evs = [Event("life_gain", player=p, amount=n, source=it.source) for p in refs(g, it, ins.get("player", "you"))]
    g.perform(evs)


def _lose(g, proc, it, ins):
    n = number(g, it, ins["lose_life"])
    g.perform([Event("life_loss", player=p, amount=n, source=it.source) for p in refs(g, it, ins.get("player", "you"))])


def _move(to_zone: str, what: str, rule: str):
    def h(g, proc, it, ins):
        ids = [t for t in refs(g, it, ins[what]) if t in g.s.objects]
        evs = []
        for t in ids:
            o = g.obj(t)
            if what == "destroy" and o.zone != "battlefield":
                continue
            if ("kw", ("indestructible",)) in (g.ch(t).ability_terms if g.ch(t) else ()) and what == "destroy":
                g._log("702.12b", f"{g.name(t)} is indestructible and isn't destroyed")
                continue
            evs.append(Event("zone_change", obj=t, from_zone=o.zone, to_zone=to_zone, what=what, source=it.source))
            g._log(rule, f"{g.name(t)}: {what} ({o.zone} -> {to_zone})")
        g.perform(evs)
    return h


def _return_to_battlefield(g, proc, it, ins):
    """Put cards onto the battlefield from another zone ("return target creature card from your
    graveyard to the battlefield"): under the control of the player putting them there unless
    the instruction names another (110.2a); `tapped: true` for "tapped"."""
    ids = [t for t in refs(g, it, ins["return_to_battlefield"]) if t in g.s.objects]
    evs = []
    for t in ids:
        o = g.obj(t)
        if o.zone == "battlefield":
            continue
        who = refs(g, it, ins.get("player", "you"))
        evs.append(Event("zone_change", obj=t, from_zone=o.zone, to_zone="battlefield", what="put",
                         player=who[0] if who else it.controller, tapped=bool(ins.get("tapped")),
                         source=it.source))
        g._log("110.2a", f"{g.name(t)}: {o.zone} -> battlefield under {who[0] if who else it.controller}'s control")
    g.perform(evs)


def _attach(g, proc, it, ins):
    """701.3a: attach an Equipment (or Aura) to an object; 701.3b: if it can't be attached there,
    or is already attached there, nothing happens; 301.5c: an Equipment equips only a creature,
    never itself, and not while it is a creature."""
    what = [x for x in refs(g, it, ins["attach"]) if x in g.s.objects]
    to = [x for x in refs(g, it, ins.get("to", "target")) if x in g.s.objects]
    if not what or not to:
        return None
    a, t = what[0], to[0]
    o, ach, tch = g.obj(a), g.ch(a), g.ch(t)
    if o.zone != "battlefield" or g.obj(t).zone != "battlefield" or tch is None or ach is None:
        return None
    if "Equipment" in ach.subtypes and (a == t or "creature" not in tch.types or "creature" in ach.types):
        g._log("301.5c", f"{g.name(a)} can't be attached to {g.name(t)}: nothing happens (701.3b)")
        return None
    if o.attached_to == t:
        return None
    o.attached_to = t
    g._dirty()
    g._log("701.3a", f"{g.name(a)} becomes attached to {g.name(t)}")
    return None


def _mill(g, proc, it, ins):
    """701.13a: the player puts that many cards from the top of their library into their graveyard."""
    n = number(g, it, ins["mill"])
    for p in refs(g, it, ins.get("player", "you")):
        top = list(g.s.library[p][:n])
        g._log("701.13a", f"{p} mills {len(top)} card(s)", p)
        g.perform([Event("zone_change", obj=o, from_zone="library", to_zone="graveyard", what="mill", player=p)
                   for o in top])


# scry (701.18a) and surveil (701.42a): look at the top N cards, then for each card where it goes,
# then the order of each pile; the choices are kept in the stack item's memory under a key of
# this instruction (a new value each time, never changed in place: states share it when copied)
_LOOK = {"scry": ("bottom", "701.18a"), "surveil": ("graveyard", "701.42a")}


def _look(kind: str):
    def h(g, proc, it, ins):
        n = number(g, it, ins[kind])
        p = it.controller
        top = tuple(g.s.library[p][:n])
        if not top:                                  # 701.18b: scry 0 is no scry
            return None
        key = f"_look{len(it.memory)}"
        it.memory[key] = {"kind": kind, "player": p, "cards": top, "top": (), "away": ()}
        g._log(_LOOK[kind][1], f"{p} looks at the top {len(top)} card(s) of their library ({kind} {n})", p)
        return [{"_look_card": c, "key": key} for c in top] + [{"_look_order": "top", "key": key},
                                                               {"_look_order": "away", "key": key},
                                                               {"_look_done": key}]
    return h


def _look_card(g, proc, it, ins):
    m = it.memory[ins["key"]]
    away, rule = _LOOK[m["kind"]]
    c = ins["_look_card"]
    a = _answer(proc)
    if a is None:
        g._ask(m["kind"], m["player"], [Action("top", (c,)), Action(away, (c,))],
               f"{m['player']}: {m['kind']}: {g.name(c)} on top or {'on the bottom' if away == 'bottom' else 'into the graveyard'}?",
               rule)
        return "wait"
    pile = "top" if a.kind == "top" else "away"
    it.memory[ins["key"]] = {**m, pile: m[pile] + (c,)}
    return None


def _look_order(g, proc, it, ins):
    m = it.memory[ins["key"]]
    which = ins["_look_order"]
    if which == "away" and m["kind"] == "surveil":
        return None                                  # the graveyard has no order to choose
    pile = list(m[which])
    done = list(m.get(which + "_order", ()))
    left = [c for c in pile if c not in done]
    if len(left) <= 1:
        it.memory[ins["key"]] = {**m, which + "_order": tuple(done + left)}
        return None
    a = _answer(proc)
    if a is None:
        where = "on top" if which == "top" else "on the bottom, above the others"
        g._ask("order", m["player"], [Action("first", (c,)) for c in left],
               f"{m['player']}: which card goes {where} first?", _LOOK[m["kind"]][1])
        return "wait"
    it.memory[ins["key"]] = {**m, which + "_order": tuple(done + [a.args[0]])}
    return [{"_look_order": which, "key": ins["key"]}]


def _look_done(g, proc, it, ins):
    m = it.memory[ins["_look_done"]]
    p = m["player"]
    top, bottom = list(m.get("top_order", ())), list(m.get("away_order", ()))
    if m["kind"] == "surveil":
        rest = [c for c in g.s.library[p] if c not in top]      # (the others leave by the zone change)
        g.s.library[p] = top + rest
        g._log("701.42a", f"{p} puts {len(top)} card(s) on top and {len(m['away'])} into the graveyard", p)
        g.perform([Event("zone_change", obj=c, from_zone="library", to_zone="graveyard", what="surveil", player=p)
                   for c in m["away"]])
        g._happen({"kind": "surveil", "player": p})                  # "whenever you surveil"
        return None
    rest = [c for c in g.s.library[p] if c not in m["cards"]]
    g.s.library[p] = top + rest + bottom
    g._log("701.18a", f"{p} puts {len(top)} card(s) on top and {len(bottom)} on the bottom of their library", p)
    g._happen({"kind": "scry", "player": p})                         # "whenever you scry"
    return None


def _combat_rule(g, proc, it, ins):
    """A combat restriction or requirement from a resolving spell or ability ("Target creature
    can't block this turn"), in the combat rule language of docs/combat.md, locked onto the
    objects it affects (611.2c); `duration: end_of_turn` ends it in the cleanup step (514.2)."""
    ids = [t for t in refs(g, it, ins.get("on", "target")) if t in g.s.objects]
    if not ids:
        return None
    rule = {**dict(ins["combat_rule"]), "objects": ids, "controller": it.controller, "id": g.new_id("combat")}
    g.s.combat_effects.append((rule, str(ins.get("duration", "end_of_turn"))))
    g._log("611.2c", f"combat rule {rule['kind']} applies to {', '.join(g.name(i) for i in ids)} "
                     f"({str(ins.get('duration', 'end_of_turn')).replace('_', ' ')})")
    return None


def _destroy_all(g, proc, it, ins):
    f = filt(ins["destroy_all"])
    evs = []
    for oid in matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()], it.source, it.controller):
        ch = g.ch(oid)
        if ch is not None:
            if ("kw", ("indestructible",)) in ch.ability_terms:
                continue
            evs.append(Event("zone_change", obj=oid, from_zone="battlefield", to_zone="graveyard", what="destroy",
                             source=it.source))
    g._log("701.7a", f"destroy all {ins['destroy_all']}: {', '.join(g.name(e.obj) for e in evs) or 'none'} (simultaneously)")
    g.perform(evs)


def _sacrifice(g, proc, it, ins):
    """701.17a: the player chooses a permanent they control matching the filter and sacrifices it."""
    f = filt(ins["sacrifice"])
    players = refs(g, it, ins.get("player", "you"))
    p = players[0] if players else None
    if p is None:
        return None
    a = _answer(proc)
    cands = matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield() if g.ch(oid).controller == p],
                     it.source, it.controller)
    if not cands:
        g._log("701.17a", f"{p} has nothing to sacrifice")
        return None
    if a is None:
        g._ask("sacrifice", p, [Action("sacrifice", (c,)) for c in cands],
               f"{p}: choose a permanent to sacrifice ({ins['sacrifice']})", "701.17a")
        return "wait"
    t = a.args[0]
    if ins.get("remember"):
        it.memory[ins["remember"]] = lki(g, t)
    it.memory["did"] = True
    g._log("701.17a", f"{p} sacrifices {g.name(t)}", p)
    g.perform([Event("zone_change", obj=t, from_zone="battlefield", to_zone="graveyard", what="sacrifice", player=p)])
    return None


def _discard(g, proc, it, ins):
    n = number(g, it, ins["discard"])
    for p in reversed(refs(g, it, ins.get("player", "you"))):
        g.s.procs.append(Process("discard", {"player": p, "count": n, "rule": "701.8a"}))
    return None


def _counters(g, proc, it, ins):
    c = ins["counters"]
    kind = str(c.get("kind", "+1/+1"))
    n = number(g, it, c.get("amount", 1))
    g.perform([Event("counters", target=t, counter_kind=kind, amount=n, source=it.source)
               for t in refs(g, it, ins.get("on", "self"))])


def _token(g, proc, it, ins):
    n = number(g, it, ins.get("amount", 1))
    for p in refs(g, it, ins.get("player", "you")):
        g.perform([Event("create_tokens", player=p, amount=n, token=ins["create_token"], source=it.source,
                         tapped=bool(ins.get("tapped")))])


def _continuous(g, proc, it, ins):
    """611.2: a continuous effect from a resolving spell/ability -> a ScenarioEffect for the layer
    system, locked onto its objects (611.2c) or with an affected-set filter."""
    spec = dict(ins["continuous"])
    k = _key(spec)
    eff = _EFFECTS.get(k)
    if eff is None:
        eff = _EFFECTS[k] = parse_effect(spec, _PLACE)
    duration = str(ins.get("duration", "indefinite"))
    objs = None
    if "on" in ins:
        objs = tuple(t for t in refs(g, it, ins["on"]) if t in g.s.objects)
        if not objs:
            return None
    elif eff.affects is not None:
        # 611.2c: an effect of a resolving spell or ability that changes characteristics or control
        # affects only the objects on the battlefield when it began ("creatures you control get +3/+3")
        objs = tuple(matching(g, eff.affects, [(oid, g.ch(oid)) for oid in g.battlefield()],
                              it.source, it.controller))
    if duration == "while_source_tapped":
        o = g.s.objects.get(it.source)
        if not (o and o.zone == "battlefield" and o.tapped):
            # 611.2b: the "for as long as" duration ended before the effect would begin
            g._log("611.2b", f"{g.name(it.source)} is no longer tapped: the effect does nothing")
            return None
    eid = g.new_id("eff")
    g.s.effects.append(ScenarioEffect(id=eid, effect=eff, timestamp=g.new_ts(), controller=it.controller,
                                      objects=objs, source=it.source, duration=duration))
    g._dirty()
    g._log("611.2", f"continuous effect {eid} ({spec.get('text') or it.text}) applies to "
                    f"{', '.join(g.name(o) for o in objs) if objs else spec.get('affects')}; lasts {duration.replace('_', ' ')}")
    return None


def _add_mana(g, proc, it, ins):
    pool = g.s.pools[it.controller]
    for ch in str(ins["add_mana"]).upper():
        pool[ch] = pool.get(ch, 0) + 1
    g._log("106.4", f"{it.controller} adds {ins['add_mana']}", it.controller)


def _tap(key: str):
    def h(g, proc, it, ins):
        g.perform([Event(key, obj=t) for t in refs(g, it, ins[key]) if t in g.s.objects])
    return h


def _counter_spell(g, proc, it, ins):
    for t in refs(g, it, ins["counter"]):
        target = g.item(t)
        if target is None:
            continue
        if target.kind == "spell" and any(p.get("cant_be_countered") for _i, p in g.abilities_of(t, "static")):
            g._log("101.2", f"{target.text} can't be countered")        # the "can't" effect wins
            continue
        g._log("701.5a", f"{target.text} is countered")
        g.s.stack.remove(target)
        if target.kind == "spell":
            g.perform([Event("zone_change", obj=t, from_zone="stack", to_zone="graveyard", what="countered")])


def _win(g, proc, it, ins):
    for p in refs(g, it, ins.get("win_game") if ins.get("win_game") is not True else "you"):
        g._log("104.2a", f"{p} wins the game (the opponents lose)", p)
        g.perform([Event("lose_game", player=q) for q in g.opponents(p)])


def _lose_game(g, proc, it, ins):
    g.perform([Event("lose_game", player=p) for p in refs(g, it, ins["lose_game"])])


def _extra_turn(g, proc, it, ins):
    for p in refs(g, it, ins["extra_turn"]):
        g.s.extra_turns.insert(0, p)                     # 500.7: most recently created first
        g._log("500.7", f"{p} will take an extra turn after this one", p)


def _skip(g, proc, it, ins):
    """500.11 / 614.10: the player skips their next step (or turn)."""
    what = str(ins["skip"])
    for p in refs(g, it, ins.get("player", "you")):
        g.s.skips.append((p, what))
        g._log("614.10", f"{p} will skip their next {what.replace('_', ' ')}" + ("" if what == "turn" else " step"), p)


def _extra_phase(g, proc, it, ins):
    """500.8: an additional combat phase (and, as the cards say, a main phase) after this phase."""
    steps = ["beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"]
    if ins.get("then_main", True):
        steps.append("postcombat_main")
    # after the current phase: skip the rest of the current phase's steps first
    cur = PHASE_OF[g.s.step]
    i = 0
    while i < len(g.s.steps_left) and PHASE_OF[g.s.steps_left[i]] == cur and cur != "precombat_main":
        i += 1
    g.s.steps_left[i:i] = steps
    g._log("500.8", "an additional combat phase" + (" and main phase" if ins.get("then_main", True) else "") +
           " will follow this phase")


def _replacement(g, proc, it, ins):
    """A replacement or prevention effect from a resolving spell or ability (614.8 regeneration
    shields, 615.7 prevention shields, ...), in the replacement machinery's description language
    (pyengine/replacement/effects.py); `on: REF` makes the referenced objects the affected ones."""
    spec = dict(ins["replacement"])
    if "on" in ins:
        got = refs(g, it, ins["on"])
        ids = [t for t in got if t in g.s.objects]
        players = [t for t in got if t in g.s.players]
        if not ids and not players:
            return None
        if ids:
            spec["affected"] = {"object": {"object": ids}}
        elif len(players) == 1:                       # a shield on a player ("to any target", 615.7)
            spec["affected"] = {"player": players[0]}
        else:
            raise ScenarioError("a replacement effect on several players", expected="one player or objects")
    eid = g.new_id("repl")
    eff = parse_replacement(spec, _PLACE, eid=eid, controller=it.controller, timestamp=g.new_ts(),
                            source=it.source, text=spec.get("text", it.text))
    g.s.replacement_effects.append(eff)
    if ins.get("duration") == "end_of_turn":            # 701.15a: "the next time ... this turn"
        g.s.replacement_durations[eid] = "end_of_turn"
    g._log("614.1", f"replacement effect {eid} ({spec.get('text') or it.text}) is created")


def _may(g, proc, it, ins):
    """608.2d optional actions; `when_you_do` is a reflexive triggered ability (603.12)."""
    a = _answer(proc)
    if a is None:
        who = refs(g, it, ins.get("player", "you"))[0]
        g._ask("may", who, [Action("yes"), Action("no")], f"{who}: {ins.get('text', 'you may ...')}?", "608.2d")
        return "wait"
    if a.kind == "no":
        g._log("608.2d", f"{it.controller} chooses not to")
        return None
    g._log("608.2d", f"{it.controller} chooses to")
    body = list(ins["may"]) if isinstance(ins["may"], list) else [ins["may"]]
    if ins.get("when_you_do"):
        it.memory["did"] = False
        body.append({"_reflexive": ins["when_you_do"]})
    if ins.get("if_you_do"):                         # "You may X. If you do, Y." (608.2c)
        it.memory["did"] = False
        body.append({"if": {"did": True}, "then": list(ins["if_you_do"])})
    return body


def _reflexive(g, proc, it, ins):
    if not it.memory.get("did"):
        return None
    spec = ins["_reflexive"]
    pid = g.new_id("trig")
    text = spec.get("text", "reflexive trigger")
    g.s.pending.append(PendingTrigger(pid, it.source, it.controller, text, spec, dict(it.memory)))
    g._log("603.12", f"reflexive triggered ability {text!r} triggers")


def _delayed(g, proc, it, ins):
    spec = dict(ins["delayed"])
    g.s.delayed.append({"id": g.new_id("delayed"), "source": it.source, "controller": it.controller,
                        "spec": spec, "memory": dict(it.memory)})
    g._log("603.7a", f"delayed triggered ability created: {spec.get('text', '')!r}")


def _pay_mana(g, proc, it, ins):
    """Paying a mana cost as an instruction ("You may pay {1}. If you do, ..."; 118.3, 608.2d):
    the player may activate mana abilities first (605.3a), then pays from the pool -- or doesn't
    pay (cancel). Paying records "you did" for the instructions after it."""
    who = refs(g, it, ins.get("player", "you"))       # "unless its controller pays {3}"
    if not who:
        return None
    p = who[0]
    mc = choose_cost(parse_cost(str(ins["pay"])), 0, {})
    a = _answer(proc)
    if a is None:
        it.memory["did"] = False
        opts = []
        for src in g._mana_sources(p):
            syms = g.mana_abilities(src)
            opts += [Action("mana", (src, sym)) for sym in syms] if len(syms) > 1 else [Action("mana", (src,))]
        if pay_plan(g.s.pools[p], mc) is not None:
            opts.append(Action("pay"))
        elif g._autopay(p, mc) is not None:
            opts.append(Action("autopay"))
        opts.append(Action("cancel"))
        g._ask("pay", p, opts, f"{p}: pay {mc.text()}? (cancel: don't pay)", "118.3")
        return "wait"
    if a.kind == "mana":
        g._activate_mana(p, a.args[0], a.args[1] if len(a.args) > 1 else None)
        return [dict(ins)]                               # asked again with more mana in the pool
    if a.kind == "cancel":
        g._log("118.3", f"{p} doesn't pay {mc.text()}", p)
        return None
    if a.kind == "autopay":
        for src, sym in g._autopay(p, mc) or []:
            g._activate_mana(p, src, sym)
    pool = g.s.pools[p]
    plan = pay_plan(pool, mc)
    if plan is None:
        g._log("118.3", f"{p} can't pay {mc.text()}", p)
        return None
    for k, v in plan.items():
        pool[k] -= v
        if not pool[k]:
            del pool[k]
    it.memory["did"] = True
    g._log("118.3", f"{p} pays {mc.text()}", p)
    return None


def _return_chosen(g, proc, it, ins):
    """"Return a land you control to its owner's hand": the player chooses one on resolution
    (608.2c; not a target), it returns (400.6)."""
    f = filt(ins["return_chosen"])
    p = it.controller
    cands = matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield() if g.ch(oid).controller == p],
                     it.source, it.controller)
    if not cands:
        g._log("608.2c", f"{p} has nothing to return")
        return None
    a = _answer(proc)
    if a is None:
        g._ask("order", p, [Action("first", (c,)) for c in cands],
               f"{p}: choose a permanent to return to its owner's hand ({ins['return_chosen']})", "608.2c")
        return "wait"
    t = a.args[0]
    g._log("400.6", f"{p} returns {g.name(t)} to its owner's hand", p)
    g.perform([Event("zone_change", obj=t, from_zone="battlefield", to_zone="hand", what="return_to_hand",
                     source=it.source)])
    return None


def _pay_life(g, proc, it, ins):
    """119.4: a player can pay life only if their life total is at least the amount."""
    p = it.controller
    n = number(g, it, ins["pay_life"])
    if g.s.players[p].life < n:
        g._log("119.4", f"{p} can't pay {n} life", p)
        return None
    g._log("119.4", f"{p} pays {n} life", p)
    g.perform([Event("life_loss", player=p, amount=n)])
    it.memory["did"] = True
    return None


def _if(g, proc, it, ins):
    if condition(g, ins["if"], it.source, it.controller, it.memory):
        return list(ins.get("then") or [])
    return list(ins.get("else") or [])


_HANDLERS = {
    "damage": _damage, "draw": _draw, "gain_life": _gain, "lose_life": _lose,
    "destroy": _move("graveyard", "destroy", "701.7a"), "exile": _move("exile", "exile", "701.11a"),
    "return_to_hand": _move("hand", "return_to_hand", "400.6"), "destroy_all": _destroy_all,
    "return_to_battlefield": _return_to_battlefield, "attach": _attach, "mill": _mill, "combat_rule": _combat_rule,
    "scry": _look("scry"), "surveil": _look("surveil"), "_look_card": _look_card, "_look_order": _look_order,
    "_look_done": _look_done,
    "sacrifice": _sacrifice, "discard": _discard, "counters": _counters, "create_token": _token,
    "continuous": _continuous, "add_mana": _add_mana, "tap": _tap("tap"), "untap": _tap("untap"),
    "counter": _counter_spell, "win_game": _win, "lose_game": _lose_game, "extra_turn": _extra_turn,
    "may": _may, "_reflexive": _reflexive, "delayed": _delayed, "if": _if,
    "pay": _pay_mana, "pay_life": _pay_life, "return_chosen": _return_chosen,
    "skip": _skip, "extra_phase": _extra_phase, "replacement": _replacement,
}
# every instruction the card model accepts (pyengine.cards.card) has a handler here
assert INSTRUCTION_KEYS <= set(_HANDLERS), sorted(INSTRUCTION_KEYS - set(_HANDLERS))
