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

import hashlib
import itertools
import random
from typing import TYPE_CHECKING, Any, Callable

from pyengine.cards.instruction_keys import INSTRUCTION_KEYS
from pyengine.cards.parse import Place, parse_effect, parse_filter
from pyengine.cards.targets import cost_requirement_met
from pyengine.errors import NumberRangeError, ScenarioError
from pyengine.events import Event
from pyengine.game import archenemy, chance, choices, durations, emblems, face_down, gained, linked, monarch, planechase, protection, ring, reconfigure, transform
from pyengine.game.printed import printed_characteristics
from pyengine.game.token_card import token_card
from pyengine.game import attached_ref as _attached_ref
from pyengine.game import copy_freeze as _copy_freeze
from pyengine.game.filters import matches, matching
from pyengine.game.keyword_actions import evolves, power_below_source
from pyengine.game import mana_rules
from pyengine.game import graveyard_order
from pyengine.game import mana_spent as _mana_spent
from pyengine.game import uncounterable as _uncounterable
from pyengine.game import stack_targets as _stack_targets
from pyengine.game.mana import choose_cost, hybrid_options, parse_cost
from pyengine.game.state import Action, PendingTrigger, StackItem
from pyengine.model import COLORS, Filter, ScenarioEffect
from pyengine.game.state import Process
from pyengine.game.state import PHASE_OF, STEPS
from pyengine.replacement.effects import parse_replacement

if TYPE_CHECKING:
    from pyengine.game.loop import Game

from pyengine.game.lookups import _PLACE, _key, lki, lki_chars  # noqa: F401 (re-exported)
from pyengine.game.lookups import filt as _filt
from pyengine.game import numbers as _numbers
from pyengine.game import relations as _relations
from pyengine.game.lookups import answer as _answer
from pyengine.game.paying import can_pay, can_pay_mana, pay_life, pay_mana, pay_now  # noqa: F401 (re-exported)


# ------------------------------------------------------------------ parsing helpers (cached)
_EFFECTS: dict = {}

# the game and stack item whose instruction is being followed (execute()): a filter used then
# has its number expressions ("with mana value X", "... equal to the number of charge counters on
# this artifact") computed as it is used (608.2h, 107.3a; pyengine.game.numbers)
_FOLLOWING: list = []


def filt(spec: Any):
    if _FOLLOWING and _numbers.has_expressions(spec):
        g, it = _FOLLOWING[-1]
        spec = _numbers.filled(spec, lambda e: number(g, it, e))
    if _FOLLOWING and _relations.has_relations(spec):
        g, it = _FOLLOWING[-1]
        spec = _relations.filled(spec, lambda r: related_chars(g, it, r))
    return _filt(spec)


def related_chars(g: "Game", it: StackItem, ref: Any):
    """The characteristics of the object a relation names ("that permanent", "it": 608.2c), as it
    is now, or as it last existed if an earlier instruction moved it (608.2h); None if it names
    nothing (an illegal target, 608.2b)."""
    ids = [x for x in refs(g, it, ref) if x in g.s.objects]
    if not ids:
        return None
    oid = ids[0]
    if g.obj(oid).zone != "battlefield":
        # 608.2h: an object that left the battlefield (moved by an earlier instruction, sacrificed
        # to pay a cost, the trigger event's) -- as it last existed there
        for m in [(it.memory.get("moved_lki") or {}).get(oid)] + \
                [it.memory.get(k) for k in ("sacrificed", "event_lki", "lki_source")]:
            if isinstance(m, dict) and m.get("id", oid) == oid and "types" in m:
                return lki_chars(g, oid, m)
    return g.ch_anywhere(oid)


def filled_for(g: "Game", it: StackItem, spec: Any) -> Any:
    """A filter of `it` with its numbers computed now (608.2h; X as announced, 107.3a): for the
    target checks made outside an instruction (601.2c as targets are chosen, 608.2b)."""
    if not _numbers.has_expressions(spec):
        return spec
    return _numbers.filled(spec, lambda e: number(g, it, e))




# ------------------------------------------------------------------ targets (115, 601.2c)
def target_specs(spec: dict, x: int | None = None, most: int | None = None, paid: set | None = None,
                 players: tuple[list[str], str] | None = None) -> list:
    """The targets of a spell or ability (the card model's requirements, docs/targets.md), one
    entry per target the loop asks for (601.2c), instance by instance in the order written
    (115.1): an instance of "target" with a count of N is N choices, those beyond its minimum
    optional (they follow its required ones; declining one skips the rest of that instance's
    optional choices). Each entry is the loop's view ('any', 'player', {'filter': F, 'zone': Z,
    'players': bool, 'optional': bool}) carrying its requirement as 'canonical' for the target
    program and its instance's number as 'inst'. A count of X ("Untap X target lands") is the X
    announced before targets are chosen (601.2b, 601.2c): `x`; before it is announced (None), X
    may still be 0, so none of those targets is required. "Any number of target creatures" is
    at most `most` choices (the number of objects and players there are: 115.3, each is chosen
    at most once per instance), none of them when `most` isn't given. An instance that `requires`
    a cost not in `paid` (when given) has no choices (601.2c: "the spell is cast as though it did
    not require those targets"). An instance chosen "for each opponent" / "for each player" (`for_each`)
    is one optional choice per such player of `players` (the game's players in turn order and the
    item's controller), each among the objects that player controls (`for_player`); none without
    `players`."""
    t = spec.get("targets") or []
    reqs = list(t) if isinstance(t, list) else [t]
    out: list = []
    inst = 0
    for req in reqs:
        if not isinstance(req, dict) or "untargeted" in req:
            continue
        if paid is not None and req.get("requires") is not None and not cost_requirement_met(req["requires"], paid):
            inst += 1
            continue
        if req.get("for_each") in ("opponent", "player"):
            order, me = players if players is not None else ([], None)
            who = [q for q in order if req["for_each"] == "player" or q != me]
            # ("target creature that player controls": one required choice per player, 601.2c)
            out += [dict(_view(req), inst=inst, optional=req.get("count") == {"up_to": 1}, for_player=q) for q in who]
            inst += 1
            continue
        lo, hi = target_count(req.get("count"), x, req.get("divide"), most)
        view = dict(_view(req), inst=inst)
        out += [dict(view) for _ in range(lo)]
        out += [dict(view, optional=True) for _ in range(hi - lo)]
        inst += 1
    return out


def specs_of(g: "Game", it: StackItem) -> list:
    """target_specs for a stack item in this game ("any number of" bounded by what exists; the
    targets of a kicker cost only if it was kicked, 601.2c, 702.33d)."""
    paid = {"kicker"} if g.s.states_seen.get(f"kicked:{it.source}") else set()
    return target_specs(it.spec, it.x, len(g.s.objects) + len(g.s.players), paid, (list(g.s.order), it.controller))


def slot_of(it: StackItem, j: int) -> int:
    """The choice (index into target_specs) the j-th chosen target was chosen for."""
    return it.target_slots[j] if j < len(it.target_slots) else j


def add_target(g: "Game", it: StackItem, t: str, slot: int) -> None:
    """Record target `t` chosen for choice `slot` (601.2c), with its zone and identity (608.2b, 400.7)."""
    while len(it.target_slots) < len(it.targets):
        it.target_slots.append(len(it.target_slots))
    it.targets.append(t)
    it.target_slots.append(slot)
    if t in g.s.objects:
        it.target_zones[t] = g.obj(t).zone
        it.target_objects[t] = len(g.obj(t).earlier_ids)


def skip_instance(tspecs: list, k: int) -> int:
    """The next choice after declining optional choice k: the first of the next instance (601.2c:
    "up to N" -- the rest of this instance's optional choices aren't made)."""
    inst = tspecs[k].get("inst") if isinstance(tspecs[k], dict) else None
    if isinstance(tspecs[k], dict) and tspecs[k].get("for_player") is not None:
        return k + 1                        # "for each opponent": the next player's choice comes still
    n = k + 1
    while n < len(tspecs) and isinstance(tspecs[n], dict) and tspecs[n].get("inst") == inst and inst is not None:
        n += 1
    return n


def _instance_targets(g: "Game", it: StackItem, i: int, onward: bool = False) -> list[str]:
    """The targets chosen for instance i of "target" (or for it and the later ones)."""
    tspecs = specs_of(g, it)
    out = []
    for j, t in enumerate(it.targets):
        k = slot_of(it, j)
        inst = tspecs[k].get("inst", k) if k < len(tspecs) and isinstance(tspecs[k], dict) else k
        if inst == i or (onward and inst > i):
            out.append(t)
    return out


def target_count(c: Any, x: int | None = None, divide: Any = None, most: int | None = None) -> tuple[int, int]:
    """How many targets a requirement takes (min, max), with X as announced; "any number" at
    most `most` (0 when not given)."""
    if divide is not None:
        # 601.2d: each target of a divided amount gets at least one of it -- no more targets than
        # the amount, and at least one when there is something to divide (as the target program
        # bounds them, pyengine.targets.targeting)
        amt = divide if isinstance(divide, int) and not isinstance(divide, bool) else x
        if amt is None:                                             # X not announced yet
            return 0, 0
        if isinstance(c, str) and c.strip().lower() == "any":
            lo, hi = 0, amt                                         # "among any number of target creatures"
        elif isinstance(c, dict) and "up_to" not in c and "max" not in c:
            lo, hi = int(c.get("min", 0)), amt                      # "any number of targets"
        else:
            lo, hi = target_count(c, x)
            hi = min(hi, amt)
        if isinstance(c, dict) and "up_to" in c:
            return lo, hi                                           # "among up to two targets": zero allowed (115.6)
        return (max(lo, 1) if amt > 0 else lo), hi
    if c is None:
        return 1, 1
    if isinstance(c, str) and c.strip().lower() == "x":          # 601.2b: X is announced first
        return (x, x) if x is not None else (0, 0)
    if isinstance(c, str) and c.strip().lower() == "any":        # "any number of target ..." (115.6)
        return 0, most or 0
    if isinstance(c, dict) and set(c) == {"min"} and isinstance(c["min"], int):
        return c["min"], max(c["min"], most or 0)                 # "one or more target creatures" (601.2c)
    if isinstance(c, int) and not isinstance(c, bool):
        return c, c
    if isinstance(c, dict) and ("up_to" in c or "max" in c):
        hi = c.get("up_to", c.get("max"))
        if isinstance(hi, str) and hi.strip().lower() == "x":      # "up to X target creatures" (601.2b)
            hi = x if x is not None else 0
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
    if isinstance(f, dict) and set(f) == {"any"} and isinstance(f["any"], list) and \
            ("player" in f["any"] or "opponent" in f["any"]):
        # "target player or planeswalker" / "target opponent or planeswalker" (115.1)
        rest = [x for x in f["any"] if x not in ("player", "opponent")]
        view["players"] = "player" if "player" in f["any"] else "opponent"
        f = rest[0] if len(rest) == 1 else {"any": rest}
    kinds = _STACK_KINDS.get(_key(f))
    if kinds is not None:                   # "target activated ability": an ability on the stack (115.1)
        return {**view, "filter": f, "stack_kinds": kinds}
    if isinstance(f, dict) and set(f) == {"any"} and isinstance(f["any"], list) and "spell" in f["any"]:
        # "target spell or permanent" (115.1: a spell on the stack, or a permanent)
        rest = [x for x in f["any"] if x != "spell"]
        view["spells"] = True
        f = rest[0] if len(rest) == 1 else {"any": rest}
    if isinstance(f, list):
        zones = [x["zone"] for x in f if isinstance(x, dict) and set(x) == {"zone"}]
        if zones:
            view["zone"] = zones[0]
            f = [x for x in f if not (isinstance(x, dict) and set(x) == {"zone"})]
            f = f[0] if len(f) == 1 else f
        elif any(isinstance(x, str) and x.strip().lower() == "spell" for x in f):
            view["zone"] = "stack"              # "target noncreature spell": a spell is on the stack (112.1)
    view["filter"] = f
    return view


# the stack objects a target word names (115.1; a mana ability is never on the stack, 605.3b)
_STACK_KINDS = {_key("activated_ability"): ("activated",), _key("triggered_ability"): ("triggered",),
                _key("ability"): ("activated", "triggered"),
                _key({"any": ["spell", "ability"]}): ("spell", "activated", "triggered")}


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
    # 702.16b, 702.16k: a spell or ability controlled by the player it has protection from
    return src is None or not protection.protected_from(g, oid, it.source, src, controller=it.controller)


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
    if isinstance(t, dict) and t.get("stack_kinds"):
        return [x.id for x in g.s.stack if x.kind in t["stack_kinds"] and x.id != it.id]
    if isinstance(t, str):
        t = {"filter": t}
    single = _single_target_candidates(g, it, t.get("filter"))
    if single is not None:
        return single
    targeting = _spells_targeting_candidates(g, it, t.get("filter"))
    if targeting is not None:
        return targeting
    zone = t.get("zone", "battlefield")
    f = filt(filled_for(g, it, t["filter"])) if "filter" in t else None
    if t.get("players"):
        out.extend(p for p in g.s.order if _player_ok(g, it, "opponent" if t["players"] == "opponent" else "player", p))
    if t.get("spells"):
        out.extend(x.id for x in g.s.stack if x.kind == "spell" and x.id != it.id)
    if zone == "stack":
        ids = [x.id for x in g.s.stack if x.kind == "spell" and x.id != it.id]
    else:
        ids = g.battlefield() if zone == "battlefield" else g.zone_ids(zone)
    ids = [oid for oid in ids if oid != it.id]
    for oid in matching(g, f, [(oid, g.ch(oid)) for oid in ids], it.source, it.controller):
        if zone != "battlefield" or _targetable(g, it, oid):
            out.append(oid)
    if (t.get("canonical") or {}).get("power_below_source"):      # mentor (702.134a)
        out = [x for x in out if x in g.s.objects and power_below_source(g, it, x)]
    canon = t.get("canonical") or {}
    who = "defending_player" if canon.get("defending_player_controls") else canon.get("controlled_by")
    named = who.get("controller_of", who) if isinstance(who, dict) else None
    j = named.get("target") if isinstance(named, dict) else None
    if isinstance(j, int) and not _instance_targets(g, it, j):
        who = None            # an earlier target not chosen yet (601.2c: the targets are chosen in order)
    if t.get("for_player") is not None:
        # 601.2c: "for each opponent, ... up to one target creature that player controls": this
        # choice's objects are those that player controls (as chosen and as it resolves, 608.2b)
        out = [x for x in out if x in g.s.objects and g.ch(x) is not None and g.ch(x).controller == t["for_player"]]
    if who is not None:
        # 506.2, 508.5 "defending player controls"; "that player controls": the players named (a
        # player, or the controller of an object named), as the target is chosen and on resolution
        ps = {x if x in g.s.players else (g.ch(x).controller if g.ch(x) is not None else None)
              for x in refs(g, it, who)}
        out = [x for x in out if x in g.s.objects and g.ch(x) is not None and g.ch(x).controller in ps]
    owned = canon.get("owned_by")
    named = owned.get("controller_of", owned) if isinstance(owned, dict) else None
    j = named.get("target") if isinstance(named, dict) else None
    if owned is not None and not (isinstance(j, int) and not _instance_targets(g, it, j)):
        # "target card from that player's graveyard": a card the player named owns (404.2), as
        # the target is chosen (601.2c) and as the ability resolves (608.2b)
        ps = _players_of(g, it, owned)
        out = [x for x in out if x in g.s.objects and g.obj(x).owner in ps]
    return out


def _spells_targeting_candidates(g: "Game", it: StackItem, f: Any) -> list[str] | None:
    """115.9b: "target spell that targets a creature you control" -- the spells on the stack (other
    than this one) matching the rest of the filter whose current targets match the targets part
    (pyengine.game.stack_targets); None for a filter without such a word."""
    parts = f if isinstance(f, list) else [f]
    tw = [p for p in parts if _stack_targets.mentions(p)]
    if not tw:
        return None
    rest = [p for p in parts if p not in tw and p != "spell"]
    out = []
    for x in g.s.stack:
        if x.id == it.id or x.kind != "spell" or not all(_stack_targets.holds(g, p, x, it.source, it.controller) for p in tw):
            continue
        if rest and not matching(g, filt(rest if len(rest) > 1 else rest[0]), [(x.id, g.ch(x.id))], it.source, it.controller):
            continue
        out.append(x.id)
    return out


def _single_target_candidates(g: "Game", it: StackItem, f: Any) -> list[str] | None:
    """115.7a, 115.9a: "target spell [or ability] with a single target" -- the spells and abilities
    on the stack (other than this one) with exactly one target chosen, of the kinds the filter
    names (a spell also matching the rest of it); None for a filter without
    `with_a_single_target`."""
    parts = f if isinstance(f, list) else [f]
    if "with_a_single_target" not in parts:
        return None
    rest = [p for p in parts if p != "with_a_single_target"]
    kinds = {"spell"} if "spell" in rest else set()
    if {"any": ["spell", "ability"]} in rest:
        kinds = {"spell", "activated", "triggered"}
    if "activated_ability" in rest:
        kinds = {"activated"}
    words = [p for p in rest if p not in ("spell", "activated_ability") and p != {"any": ["spell", "ability"]}]
    out = []
    for x in g.s.stack:
        if x.id == it.id or x.kind not in kinds or len(set(x.targets)) != 1:
            continue
        if words and (x.kind != "spell" or not matching(g, filt(words if len(words) > 1 else words[0]),
                                                        [(x.id, g.ch(x.id))], it.source, it.controller)):
            continue
        out.append(x.id)
    return out


def next_target_candidates(g: "Game", it: StackItem, tspecs: list, k: int) -> list[str]:
    """The legal choices for choice k, the targets chosen so far being it.targets (for earlier
    choices, it.target_slots): 115.3, "the same object can't be chosen more than once for each
    instance of the word 'target'" -- a choice already made for the same instance ("two target
    creature cards") isn't offered again; different instances may choose the same object ("up to
    one target artifact and up to one target creature": an artifact creature for both). An
    optional "other target" isn't any target chosen before it."""
    t = tspecs[k]
    optional = isinstance(t, dict) and t.get("optional")
    req = t.get("canonical") if isinstance(t, dict) else None
    chosen = [(x, tspecs[slot_of(it, j)] if slot_of(it, j) < len(tspecs) else None)
              for j, x in enumerate(it.targets) if slot_of(it, j) < k]
    mine = [x for x, sp in chosen if req is not None and isinstance(sp, dict) and sp.get("canonical") is req]
    same = set(mine)
    # "another target creature": the requirement's distinct_from names earlier instances (115.1)
    dist = (req or {}).get("distinct_from") if isinstance(req, dict) else None
    if dist:
        same |= {x for x, sp in chosen if isinstance(sp, dict)
                 and isinstance(sp.get("canonical"), dict) and sp["canonical"].get("id") in dist}
    if optional and _says_other(req):
        same |= {x for x, _sp in chosen}
    out = [c for c in target_candidates(g, it, t) if c not in same]
    if isinstance(req, dict) and req.get("single_graveyard"):
        # "up to two target cards from a single graveyard": the cards of this instance chosen so
        # far fix the graveyard (115.1: the targets must meet the requirement together)
        owners = {g.obj(x).owner for x in mine if x in g.s.objects}
        if owners:
            out = [c for c in out if c in g.s.objects and g.obj(c).owner in owners]
    if isinstance(req, dict) and req.get("of_target_player"):
        # "Target player shuffles up to four target cards from their graveyard": cards owned by
        # the player chosen as the earlier target (108.3, 404.2)
        ps = [x for x, _sp in chosen if x in g.s.players]
        out = [c for c in out if ps and c in g.s.objects and g.obj(c).owner == ps[-1]]
    return out


def _says_other(req: Any) -> bool:
    """The requirement's filter says "other" ("up to one other target creature")."""
    f = req.get("filter") if isinstance(req, dict) else None
    items = f if isinstance(f, list) else [f]
    return "other" in items


def legal_targets_now(g: "Game", it: StackItem) -> list[str]:
    """608.2b: targets still legal (same zone as when chosen, the same object -- not a new one
    after a zone change, 400.7 -- and still meeting the requirement)."""
    out = []
    specs = specs_of(g, it)
    for i, t in enumerate(it.targets):
        k = slot_of(it, i)
        spec = specs[k] if k < len(specs) else "any"
        if t in g.s.players:
            if t in target_candidates(g, it, spec):
                out.append(t)
            continue
        o = g.s.objects.get(t)
        if o is None and g.item(t) is not None:     # an ability on the stack: still there (608.2b)
            if t in target_candidates(g, it, spec):
                out.append(t)
            continue
        if o is None or o.zone != it.target_zones.get(t, o.zone):
            continue
        if len(o.earlier_ids) != it.target_objects.get(t, len(o.earlier_ids)):
            continue            # 400.7: it changed zones since (and came back): a new object
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


def targets_named(g: "Game", want: Any, it: StackItem, src: str, controller: str) -> bool:
    """Does the spell or ability `it` target what a cost change names -- "self" (the source of the
    change) or objects matching a filter ("... that target this creature", 601.2c: its targets
    are chosen before its total cost is determined, 601.2f)?"""
    objs = [t for t in dict.fromkeys(it.targets) if t in g.s.objects]
    if want == "self":
        return src in objs
    return bool(matching(g, filt(want), [(t, g.ch(t)) for t in objs], src, controller))


def cost_modifier_applies(g: "Game", cm: dict, src: str, it: StackItem, spell_ch) -> bool:
    src_ch = g.ch(src)
    if "if" in cm and not condition(g, cm["if"], src, src_ch.controller):   # 611.3a: read for the permanent
        return False
    who = cm.get("caster", "you")
    if who == "you" and it.controller != src_ch.controller:
        return False
    if who == "opponent" and it.controller == src_ch.controller:
        return False
    if spell_ch is None:
        return False
    # "spells ... that target this creature" (601.2c: targets already chosen)
    if "targets" in cm and not targets_named(g, cm["targets"], it, src, src_ch.controller):
        return False
    f = filt(cm["spells"]) if "spells" in cm else None
    if not matches(g, f, it.id, spell_ch, src, src_ch.controller):
        return False
    frm = it.memory.get("_cast_from")
    if "from" in cm and (frm != cm["from"] or (frm == "graveyard" and g.obj(it.id).owner != it.controller)):
        return False             # "Spells you cast from your graveyard" (601.2a: the zone it was cast from)
    if "from_not" in cm and (frm is None or frm == cm["from_not"]):
        return False             # "from anywhere other than your hand"
    if "nth" in cm:              # "The first creature spell you cast each turn" (601.2f): the spells
        # its caster cast this turn before it (it becomes cast only at 601.2i) -- as they were cast
        before = [(oid, ch) for oid, ch, p in g.s.history.get("cast", []) if p == it.controller and oid != it.id]
        n = len(before) if f is None else len(matching(g, f, before, src, src_ch.controller))
        return n == int(cm["nth"]) - 1
    return True





# ------------------------------------------------------------------ references, numbers, conditions
def refs(g: "Game", it: StackItem, ref: Any) -> list[str]:
    if isinstance(ref, list):                 # several references at once ("... and up to one target ...")
        return list(dict.fromkeys(x for r in ref for x in refs(g, it, r)))
    if ref is None or ref == "target":
        ref = {"target": 0}
    if isinstance(ref, dict):
        if "target" in ref:                   # the target of instance i of "target" (115.1)
            got = _instance_targets(g, it, int(ref["target"]))
            return [t for t in got[:1] if t not in it.memory.get("illegal_targets", [])]
        if "targets_of" in ref:               # the targets of an instance with a number of targets
            return [t for t in _instance_targets(g, it, int(ref["targets_of"]))
                    if t not in it.memory.get("illegal_targets", [])]
        if "targets_from" in ref:             # the targets of an "up to N" instance after single ones
            return [t for t in _instance_targets(g, it, int(ref["targets_from"]), onward=True)
                    if t not in it.memory.get("illegal_targets", [])]
        if "remembered" in ref:
            m = it.memory.get(ref["remembered"])
            return [m["id"]] if m else []
        if "controller_of" in ref:            # an object, or a spell or ability on the stack (113.8, 110.2)
            # 608.2h: an object an earlier instruction moved is seen as it last existed
            moved = it.memory.get("moved_lki") or {}
            return [moved[x]["controller"] if x in moved else
                    (g.item(x).controller if g.item(x) is not None else lki(g, x)["controller"])
                    for x in refs(g, it, ref["controller_of"])]
        if "moved_this_way" in ref:               # the cards an instruction just exiled from a library (608.2h)
            return [x for x in it.memory.get("moved_this_way", ()) if x in g.s.objects]
        if "created" in ref:                      # the objects this ability created ("sacrifice it")
            return [x for x in it.memory.get("created", ()) if x in g.s.objects]
        if "objects" in ref:                      # objects fixed when a delayed ability was made (603.7)
            return [x for x in ref["objects"] if x in g.s.objects or x in g.s.players]
        if "owner_of" in ref:
            return [g.obj(x).owner for x in refs(g, it, ref["owner_of"]) if x in g.s.objects]
        if "all_of" in ref:                       # "you and target opponent each ..." (101.4: APNAP order)
            got = {x for r in ref["all_of"] for x in refs(g, it, r)}
            return [p for p in g.apnap() if p in got]
        if "chosen" in ref:                       # the objects a choose_objects instruction chose
            return [x for x in it.memory.get(str(ref["chosen"]), ()) if x in g.s.objects]
        if "exiled_with" in ref:                  # 607.2a: "the exiled card" of a linked ability
            got = linked.exiled_with(g, it)
            if "filter" in ref:                   # "each creature card exiled with this land"
                got = matching(g, filt(ref["filter"]), [(x, g.ch_anywhere(x)) for x in got], it.source, it.controller)
            return got
        if "graveyard_top" in ref:                # 404.1: the top card of these players' graveyards, now
            got = [t for p in refs(g, it, ref["graveyard_top"]) if p in g.s.players
                   for t in [graveyard_order.top_card(g.s, p)] if t is not None]
            if "filter" in ref:                   # "if the top card ... is a creature card"
                got = matching(g, filt(ref["filter"]), [(x, g.ch_anywhere(x)) for x in got], it.source, it.controller)
            if "first" in ref:                    # "the top creature card of your graveyard": the topmost such
                got = []
                for p in refs(g, it, ref["graveyard_top"]):
                    cards = graveyard_order.top_cards(g.s, p, 10 ** 6) if p in g.s.players else []
                    hit = matching(g, filt(ref["first"]), [(x, g.ch_anywhere(x)) for x in cards], it.source, it.controller)
                    got += [x for x in cards if x in hit][:1]
            return got
        if "cards_in" in ref:                     # every card in these players' zone ("target player's graveyard", 404.1)
            got = [x for p in refs(g, it, ref.get("of", "you")) if p in g.s.players
                   for x in g.zone_ids(str(ref["cards_in"]), p)]
            if "filter" in ref:                   # "all creature cards from your graveyard"
                got = matching(g, filt(ref["filter"]), [(x, g.ch_anywhere(x)) for x in got], it.source, it.controller)
            return got
        if "each" in ref:                         # every permanent matching a filter, now (608.2c)
            f = filt(ref["each"])
            got = matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()], it.source, it.controller)
            if "controlled_by" in ref:            # "... and each creature they control" (608.2c): the
                # players named, or the controllers of the permanents named
                who = {x if x in g.s.players else (g.ch(x).controller if g.ch(x) is not None else None)
                       for x in refs(g, it, ref["controlled_by"])}
                got = [oid for oid in got if g.ch(oid).controller in who]
            return got
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
    if ref == "this_player":                  # the player a number is being computed for (for_player)
        return [it.memory["_this_player"]] if it.memory.get("_this_player") else []
    if ref == "defending_player":
        # 506.2, 508.5: the player the triggering creature (the attacking source of an activated
        # ability) attacks, or the controller of the planeswalker it attacks; if it's no longer
        # attacking, what it attacked before it was removed from combat
        d = g.s.attackers.get(it.memory.get("event_obj") or it.source) or it.memory.get("attacked")
        if d in g.s.players:
            return [d]
        return [g.ch(d).controller] if d and g.ch(d) is not None else []
    if ref == "attacked_by_it":
        # 506.3, 508.1b: "the player or planeswalker it's attacking" -- what the triggering attacking
        # creature attacks (kept if it was removed from combat or left, as "defending player" is,
        # 508.5); a battle it attacks is neither, and a planeswalker that left is gone (400.7)
        d = g.s.attackers.get(it.memory.get("event_obj") or it.source) or it.memory.get("attacked")
        if d in g.s.players:
            return [d]
        ch = g.ch(d) if d else None
        return [d] if ch is not None and "planeswalker" in ch.types else []
    if ref in ("enchanted", "equipped"):        # 303.4, 301.5 (its last known information, 608.2h)
        return _attached_ref.attached_of_source(g, it)
    raise ScenarioError(f"unknown reference {ref!r} in card data",
                        expected="you, self, target, {target: N}, each_opponent, each_player, it, "
                                 "that_player, defending_player, attacked_by_it, enchanted, equipped, {remembered: key}, {each: FILTER}")


def number(g: "Game", it: StackItem, e: Any) -> int:
    if isinstance(e, bool):
        raise ScenarioError("a boolean where a number was expected in card data")
    if isinstance(e, int):
        return e
    if e == "x":
        return it.x
    if isinstance(e, dict):
        for key, stat in (("power_of", "power"), ("toughness_of", "toughness"), ("mana_value_of", "mana_value")):
            if key not in e:
                continue
            ids = refs(g, it, e[key])
            o = g.s.objects.get(ids[0]) if ids else None
            if o is not None and o.zone != "battlefield":
                # 608.2h, 603.10a: an object that left the battlefield -- its last known information
                # (a sacrificed token copy's mana value is the copied one's, 707.2)
                moved = (it.memory.get("moved_lki") or {}).get(o.id)
                for m in [it.memory.get(k) for k in ("event_lki", "lki_source", "sacrificed")] + [moved]:
                    if isinstance(m, dict) and m.get("id") == o.id and (m.get(stat) is not None or stat != "mana_value"):
                        return m.get(stat) or 0
            ch = g.ch_anywhere(ids[0]) if ids else None
            return (getattr(ch, stat) or 0) if ch else 0
        if "counters_removed" in e:               # "for each counter removed this way" (the cost's, 122.8)
            return int(it.memory.get("counters_removed") or 0)
        if "votes" in e and isinstance(e["votes"], str):   # 701.32a: "for each death vote"
            return int((it.memory.get("votes") or {}).get(e["votes"], 0))
        if "roll_result" in e:                    # 706.2: "the result" of the die rolled
            return int(it.memory.get("roll") or 0)
        if "remembered_power" in e:
            m = it.memory.get(e["remembered_power"])
            return (m or {}).get("power") or 0
        if "count" in e and "controlled_by" in e:  # "for each creature target player controls" (608.2c)
            return len(refs(g, it, {"each": e["count"], "controlled_by": e["controlled_by"]}))
        if "count" in e:                          # on the battlefield unless the filter names a zone
            return count_objects(g, e["count"], it.source, it.controller)
        if "colors_among" in e:                   # 105.2: "the number of colors among permanents you control"
            from pyengine.game.counts import colors_among
            return colors_among(g, filt(e["colors_among"]), it.source, it.controller)
        if "greatest" in e and "controlled_by" in e:   # "... among creatures they control" (608.2h)
            ids = refs(g, it, {"each": e["among"], "controlled_by": e["controlled_by"]})
            return max([getattr(g.ch(o), str(e["greatest"])) or 0 for o in ids], default=0)
        if "greatest" in e:                       # "the greatest power among ..." (0 if none, 107.1)
            from pyengine.game.counts import greatest
            return greatest(g, str(e["greatest"]), filt(e["among"]), it.source, it.controller)
        if "total" in e:                          # "the total power of ..." (the sum; 0 if none)
            f = filt(e["among"])
            if f.mentions("zone"):                # "... of cards you own in exile" (202.3)
                items = [(oid, ch) for oid, ch in g.chars().items() if ch is not None]
            else:
                items = [(oid, g.ch(oid)) for oid in g.battlefield()]
            ids = matching(g, f, items, it.source, it.controller)
            return sum(getattr(g.ch_anywhere(oid), str(e["total"])) or 0 for oid in ids)
        if "card_types_among" in e:               # 205.2a: each card type once, however many cards have it
            chs = g.chars()
            ids = matching(g, filt(e["card_types_among"]), list(chs.items()), it.source, it.controller)
            return len({t for oid in ids for t in chs[oid].types})
        if "blocking" in e:                       # 509.1: the creatures blocking that attacker
            att = set(refs(g, it, e["blocking"]))
            blockers = [(b, g.ch(b)) for b, atts in g.s.blockers.items() if att & set(atts) and g.ch(b) is not None]
            return len(matching(g, filt(e.get("filter", "creature")), blockers, it.source, it.controller))
        if "attacked_with" in e:                  # 608.2i: "each creature you attacked with this turn" --
            # each creature its controller declared as an attacker this turn, whatever it is now
            return len({o for o, p in g.s.history.get("attacked_with") or () if p == it.controller})
        if "opponents" in e:                      # 102.3: the number of opponents you have
            return len(g.opponents(it.controller))
        if "targets_beyond_first" in e:           # strive: the spell's targets (601.2c) beyond the first
            return max(0, len(it.targets) - 1)
        if "died_this_turn" in e:                 # 700.4: as they last existed (608.2h)
            died = list(g.s.history.get("died", []))
            return len(matching(g, filt(e["died_this_turn"]), died, it.source, it.controller))
        if "destroyed_this_way" in e:             # 608.2h: the permanents an earlier instruction destroyed
            gone = _controlled_by(g, it, e, list(it.memory.get("destroyed_this_way") or []))
            return len(matching(g, filt(e["destroyed_this_way"]), gone, it.source, it.controller))
        if "done_this_way" in e:                  # 608.2h: "for each land sacrificed this way" (done_this_way())
            gone = [(o, ch) for o, ch in it.memory.get(f"{e['done_this_way']}_this_way") or [] if ch is not None]
            gone = _controlled_by(g, it, e, gone)
            return len(matching(g, filt(e.get("filter", "card")), gone, it.source, it.controller))
        if "life_this_turn" in e:                 # 119.3, 119.9: life gained / lost this turn
            from pyengine.game import history
            key = "life_gained" if e["life_this_turn"] == "gained" else "life_lost"
            who = refs(g, it, e.get("player", "you"))
            return history.count(g, key, who[0]) if who else 0
        if "life_of" in e:
            ids = refs(g, it, e["life_of"])
            return g.s.players[ids[0]].life if ids else 0
        if "devotion" in e:                       # 700.5: the color's mana symbols among your permanents' costs
            from pyengine.game.counts import devotion
            return devotion(g, it.controller, e["devotion"])
        if "basic_land_types" in e:               # domain: basic land types among F (305.6)
            from pyengine.game.counts import basic_land_types
            return basic_land_types(g, filt(e["basic_land_types"]), it.source, it.controller,
                                    _players_of(g, it, e["controlled_by"]) if "controlled_by" in e else None)
        if "mana_spent_on" in e:                  # 601.2h: "the amount of mana spent to cast this spell"
            ids = refs(g, it, e["mana_spent_on"])
            return _mana_spent.mana_spent_on(g, ids[0] if ids else None)
        if "colors_spent" in e:                   # the colors of mana spent to cast it (601.2h, 106.1)
            # remembered as the spell's costs were paid (pyengine.game.keyword_costs.spent_colors);
            # a copy, or a permanent that wasn't cast, had no mana spent to cast it: 0
            return len(g.s.states_seen.get(f"colors_spent:{it.source}") or ())
        if "devoured" in e:                       # 702.82b: the creatures it devoured as it entered
            # (pyengine.game.as_enters: kept for the object it became, 400.7 -- still known once it left)
            return int(g.s.states_seen.get(f"devoured:{it.source}#{linked.source_incarnation(g, it)}") or 0)
        if "party" in e:                          # 700.8: the creatures in your party
            from pyengine.game.counts import party_size
            return party_size(g, it.controller)
        if "counters_on" in e:                    # "for each +1/+1 counter on it" (122.1)
            ids = refs(g, it, e["counters_on"])
            o = g.s.objects.get(ids[0]) if ids else None
            kind = str(e["kind"])
            if o is None:
                return 0
            if o.zone == "battlefield":
                return sum(c.count for c in o.counters if c.kind == kind)
            moved = (it.memory.get("moved_lki") or {}).get(o.id)    # 608.2h: as it last existed
            for m in [it.memory.get(k) for k in ("event_lki", "lki_source", "sacrificed")] + [moved]:
                if isinstance(m, dict) and m.get("id") == o.id:
                    return int((m.get("counters") or {}).get(kind, 0))
            return 0
        if "half" in e:                           # 107.1a: rounded as the card says
            n = number(g, it, e["half"])
            return (n + 1) // 2 if e.get("round") == "up" else n // 2
        if "sum" in e:                            # 107.1b: a negative result is 0
            return max(0, sum(number(g, it, x) for x in e["sum"]))
        if "event_amount" in e:                   # "that much": the trigger event's amount (603.2)
            return int(it.memory.get("amount") or 0)
        if "this_way" in e:                       # "the life lost this way", "that much" (608.2h)
            return int((it.memory.get("this_way") or {}).get(str(e["this_way"]), 0))
        if "opponents_attacked" in e:             # 702.121a: opponents you attacked with a creature this combat
            you = it.controller
            return len({d for a, d in g.s.attackers.items() if d in g.s.players and d != you
                        and g.ch(a) is not None and g.ch(a).controller == you})
        if "times_kicked" in e:                   # 702.33c: "for each time it was kicked"
            return int(g.s.states_seen.get(f"kicked:{it.source}") or 0)
        if "times_squad" in e:                    # 702.157a: "for each time its squad cost was paid"
            return int(g.s.states_seen.get(f"squad:{it.source}") or 0)
        if "times" in e:
            a, b = e["times"]
            return number(g, it, a) * number(g, it, b)
        if "blockers_beyond_first" in e:          # 702.23a: creatures blocking it beyond the first
            oid = refs(g, it, e["blockers_beyond_first"])
            n = sum(1 for atts in g.s.blockers.values() if oid and oid[0] in atts)
            return max(0, n - 1)
        if "event_lki_counters" in e:             # "for each +1/+1 counter on this permanent" as it last existed (702.43a)
            lk = it.memory.get("event_lki") or {}
            return int((lk.get("counters") or {}).get(str(e["event_lki_counters"]), 0))
        if "counters_on_self" in e:               # "for each age counter on it" (702.24a)
            o = g.s.objects.get(it.source)
            kind = str(e["counters_on_self"])
            return sum(c.count for c in o.counters if c.kind == kind) if o and o.zone == "battlefield" else 0
        if "count_in" in e:                 # cards in your hand / graveyard matching a filter
            c = e["count_in"]
            who = refs(g, it, c.get("player", "you"))
            ids = g.zone_ids(str(c["zone"]), who[0]) if who else []
            return len(matching(g, filt(c.get("filter", "card")), [(x, g.ch_anywhere(x)) for x in ids],
                                it.source, it.controller))
        if "minus" in e:
            return -number(g, it, e["minus"])
        if "times" in e:                    # "2 life for each ...", "+1/+1 ... for each ..."
            a, b = e["times"]
            return number(g, it, a) * number(g, it, b)
    raise ScenarioError(f"unknown number {e!r} in card data",
                        expected="an integer, x, {power_of: R}, {remembered_power: k}, {count: F}, {life_of: R}")


def _players_of(g: "Game", it: StackItem, ref: Any) -> set:
    """The players a reference names: players themselves, or the controllers of the objects named
    ("the number of lands defending player controls", "... they control")."""
    return {x if x in g.s.players else (g.ch(x).controller if g.ch(x) is not None else None)
            for x in refs(g, it, ref)} - {None}


def per_player(g: "Game", it: StackItem, e: Any) -> Callable[[str], int]:
    """The number of an instruction for each of its players: computed once (608.2h), or once for
    each player when it counts what that player controls (for_player)."""
    if _numbers.per_player(e):
        return lambda p: for_player(g, it, e, p)
    n = number(g, it, e)
    return lambda p: n


def _controlled_by(g: "Game", it: StackItem, e: dict, gone: list) -> list:
    """608.2h: of the objects an instruction acted on, those the players `controlled_by` names
    controlled as the objects last existed ("its controller creates a token for each creature
    destroyed this way": the player a number is computed for, `this_player`)."""
    if e.get("controlled_by") is None:
        return gone
    who = set(refs(g, it, e["controlled_by"]))
    return [(o, ch) for o, ch in gone if ch is not None and ch.controller in who]


def for_player(g: "Game", it: StackItem, e: Any, p: str) -> int:
    """608.2h: an instruction's number for one of its players -- "Each player loses 1 life for each
    creature they control", "deals damage to each opponent equal to the number of Islands that
    player controls": each player's own count (`this_player`), all computed before any is used."""
    it.memory["_this_player"] = p
    try:
        return number(g, it, e)
    finally:
        it.memory.pop("_this_player", None)


def count_objects(g: "Game", spec: Any, source: str, controller: str) -> int:
    """How many objects match the filter: on the battlefield unless it names a zone."""
    f = filt(spec)
    if not f.mentions("zone"):
        f = Filter("all", (), (f, Filter("zone", ("battlefield",))))
    return len(matching(g, f, list(g.chars().items()), source, controller))


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
        if "votes_more" in c:                          # 701.32a: "If time gets more votes, ..."
            votes = (memory or {}).get("votes") or {}
            return int(votes.get(c["votes_more"], 0)) > int(votes.get(c["than"], 0))
        if "flip" in c:                                # 705.2: "if you win / lose the flip"
            return (memory or {}).get("flip") == c["flip"]
        if "clash" in c:                               # 701.23d: "If you win, ..." (the clash before)
            return (memory or {}).get("clash") == c["clash"]
        if c.get("number") == "x" and set(c) <= {"number", "at_least", "at_most"}:
            # 603.4: an intervening "if X is 5 or more" -- the X of the ability (107.3m: in the
            # enters ability of a permanent a spell with X became, that spell's X)
            return _in_range(int((memory or {}).get("x") or 0), c)
        if "roll" in c:                                # 706.3a: a results table's range ("15+": no upper end)
            r = (memory or {}).get("roll")
            lo, hi = c["roll"]
            return r is not None and r >= lo and (hi is None or r <= hi)
        if "ring_bearer_chosen" in c:                  # 701.52a: "if you chose a creature other than ~"
            chosen = (memory or {}).get("event_obj")   # the creature chosen as the Ring tempted you
            return chosen is not None and chosen != source
        if "monarch" in c:                             # 722.1: you / an opponent / nobody is the monarch
            m = g.s.monarch
            return {"you": m == controller, "opponent": m is not None and m != controller,
                    "none": m is None}[c["monarch"]]
        if "poison_ge" in c:                           # 122.1f: a player's poison counters
            who = c.get("player", "you")
            return any(pl.poison >= int(c["poison_ge"]) for pid, pl in g.s.players.items() if pid in g.alive()
                       and (who == "any" or (who == "opponent") == (pid != controller)))
        if ("life_ge" in c or "life_le" in c) and c.get("player") in ("any", "opponent"):
            # "a player has N or less life" / "an opponent has 10 or less life" (102.3)
            return any(("life_ge" not in c or pl.life >= int(c["life_ge"])) and
                       ("life_le" not in c or pl.life <= int(c["life_le"]))
                       for pid, pl in g.s.players.items() if pid in g.alive()
                       and (c["player"] == "any" or pid != controller))
        if "no_opponent_more_life_than" in c:          # 102.3: no opponent has more life than that player
            p = refs(g, it, c["no_opponent_more_life_than"])
            return bool(p) and p[0] in g.s.players and all(
                g.s.players[q].life <= g.s.players[p[0]].life for q in g.opponents(controller))
        if "source_counters" in c:                     # 122.1
            o = g.s.objects.get(source)
            n = sum(ct.count for ct in (o.counters if o else []) if ct.kind == c["source_counters"])
            if "at_most" in c and n > int(c["at_most"]):   # 711.2a
                return False
            return n >= int(c.get("at_least", 1 if "at_most" not in c else 0))
        if "class_level" in c:                         # 716.2a: level N or greater (716.2d: none is 1)
            return _levels.level(g, source) >= int(c["class_level"])
        if "source_attached" in c:                     # an Equipment / Aura attached to the source
            return any(o.attached_to == source and o.zone == "battlefield"
                       and c["source_attached"] in (g.ch(o.id).subtypes if g.ch(o.id) else ())
                       for o in g.s.objects.values())
        if "life_ge" in c:
            p = refs(g, it, c.get("player", "you"))
            return bool(p) and g.s.players[p[0]].life >= int(c["life_ge"])
        if "life_le" in c:
            p = refs(g, it, c.get("player", "you"))
            return bool(p) and g.s.players[p[0]].life <= int(c["life_le"])
        if "source_attacking" in c:                    # 506.4
            return (source in g.s.attackers) == bool(c["source_attacking"])
        if "source_blocking" in c:                     # 509.1g
            return (source in g.s.blockers) == bool(c["source_blocking"])
        if "before_attackers" in c:                    # 508.1: this turn's attackers not declared yet
            before = g.s.step in ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat")
            return before == bool(c["before_attackers"])
        if "resolved_nth" in c:                        # "if this is the second time this ability has
            # resolved this turn": the count the resolving ability was given (pyengine.game.loop)
            return (memory or {}).get("_resolved_nth") in c["resolved_nth"]
        if "main_phase" in c:                          # 505.1: the game is in a main phase
            return PHASE_OF.get(g.s.step, "").endswith("_main") == bool(c["main_phase"])
        if "first_combat_phase" in c:                  # 506.1, 500.8: the turn's first combat phase
            first = PHASE_OF.get(g.s.step) == "combat" and sum((g.s.history.get("combat_phases") or {}).values()) <= 1
            return first == bool(c["first_combat_phase"])
        if "your_turn" in c:                           # 102.1: the active player's turn
            return (g.s.active == controller) == bool(c["your_turn"])
        if "opponents_ge" in c:                        # 102.3
            return len([q for q in g.alive() if q != controller]) >= int(c["opponents_ge"])
        if "devotion" in c:                            # 700.5: "if your devotion to white and black is seven or greater"
            from pyengine.game.counts import devotion
            n = devotion(g, controller, c["devotion"])
            return n >= int(c.get("at_least", 0)) and ("at_most" not in c or n <= int(c["at_most"]))
        if "total_power" in c:                         # formidable: the total power of F (208.1)
            f = filt(c["total_power"])
            if not f.mentions("zone"):
                f = Filter("all", (), (f, Filter("zone", ("battlefield",))))
            chs = g.chars()
            ids = matching(g, f, list(chs.items()), source, controller)
            return sum(chs[oid].power or 0 for oid in ids) >= int(c.get("at_least", 0))
        if "mana_values" in c:                         # "N or more mana values among cards ..." (202.3)
            f = filt(c["mana_values"])
            if not f.mentions("zone"):
                f = Filter("all", (), (f, Filter("zone", ("battlefield",))))
            chs = g.chars()
            ids = matching(g, f, list(chs.items()), source, controller)
            return len({chs[oid].mana_value for oid in ids}) >= int(c.get("at_least", 1))
        if "card_types" in c:                          # delirium: card types among the objects of F
            f = filt(c["card_types"])
            if not f.mentions("zone"):
                f = Filter("all", (), (f, Filter("zone", ("battlefield",))))
            chs = g.chars()
            ids = matching(g, f, list(chs.items()), source, controller)
            return len({t for oid in ids for t in chs[oid].types}) >= int(c.get("at_least", 1))
        if "count" in c:                               # objects (on the battlefield unless F names a zone)
            n = count_objects(g, c["count"], source, controller)
            return _in_range(n, c)
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
        if "done_this_way" in c:         # "if a creature card is exiled this way" (608.2h: as they last existed)
            gone = [(o, ch) for o, ch in (memory or {}).get(f"{c['done_this_way']}_this_way") or [] if ch is not None]
            return _in_range(len(matching(g, filt(c["filter"]), gone, source, controller)), c)
        if "discarded_this_way" in c:    # 603.12: a card of that kind discarded this way (608.2h)
            gone = [(o, ch) for o, ch in (memory or {}).get("discarded_this_way") or [] if ch is not None]
            return bool(matching(g, filt(c["discarded_this_way"]), gone, source, controller))
        if "did" in c:                   # "if you do" (608.2d): the optional instruction was done
            return bool((memory or {}).get("did")) == bool(c["did"])
        if "hand_le" in c:
            p = refs(g, it, c.get("player", "you"))
            return bool(p) and len(g.zone_ids("hand", p[0])) <= int(c["hand_le"])
        if "evolves" in c:                        # 702.100a
            return evolves(g, source, memory or {}) == bool(c["evolves"])
        for w in ("kicked", "evoked", "renowned", "saddled", "escaped", "offspring", "monstrous", "squad", "solved"):   # 702.33d, 702.74a, 702.112b, 702.175a, 701.31b (the spell or the permanent it became)
            if w in c:
                return bool(g.s.states_seen.get(f"{w}:{source}")) == bool(c[w])
        if "mana_spent_total" in c or "colored_mana_spent" in c:
            return _spent_condition(g, it, c)
        if "mana_spent" in c:                     # "if at least three white mana was spent to cast it"
            # (adamant, 207.2c): remembered as the spell's costs were paid (keyword_costs.spent_colors)
            spent = dict(g.s.states_seen.get(f"mana_spent:{source}") or ())
            return spent.get(str(c["mana_spent"]), 0) >= int(c.get("at_least", 1))
        if "kicked_with" in c:                    # 702.33f: "if it was kicked with its [A] kicker"
            return str(c["kicked_with"]) in (g.s.states_seen.get(f"kicked_with:{source}") or [])
        if "event_was" in c:                      # "if it was a Human": as it last existed (603.10a, 608.2h)
            x = (memory or {}).get("event_obj")
            if x not in g.s.objects:
                return False
            ch = lki_chars(g, x, (memory or {}).get("event_lki"))
            return ch is not None and bool(matching(g, filt(c["event_was"]), [(x, ch)], source, controller))
        if "had_no_counters" in c:                # 702.93a, 702.79a: as it last existed (603.10a)
            lk = (memory or {}).get("event_lki") or {}
            return not (lk.get("counters") or {}).get(str(c["had_no_counters"]))
        if "opponent_dealt_damage_this_turn" in c:   # 702.54a
            hit = any(g.s.states_seen.get(f"damaged:{q}") == g.s.turn for q in g.s.players if q != controller)
            return hit == bool(c["opponent_dealt_damage_this_turn"])
        if "defending_most_life" in c:            # 702.105a: the defending player has the most life (or is tied)
            d = (memory or {}).get("event_player")
            most = max((g.s.players[q].life for q in g.alive()), default=0)
            return (d in g.s.players and g.s.players[d].life >= most) == bool(c["defending_most_life"])
        if "attacks_with_greater_power" in c:     # 702.149a: another attacking creature with greater power
            me = g.ch(source)
            mine = (me.power or 0) if me else 0
            other = any(a != source and g.ch(a) is not None and (g.ch(a).power or 0) > mine
                        and g.ch(a).controller == controller for a in g.s.attackers)
            return other == bool(c["attacks_with_greater_power"])
        if "suspended" in c:                      # 702.62b
            return suspended(g, source) == bool(c["suspended"])
        if "source_in_exile" in c:
            o = g.s.objects.get(source)
            return bool(o and o.zone == "exile") == bool(c["source_in_exile"])
        if "source_in_zone" in c:                 # "if this card is in your graveyard" (404.1; 113.6k)
            o = g.s.objects.get(source)
            return bool(o and o.zone == c["source_in_zone"])
        if "source_on_battlefield" in c:
            o = g.s.objects.get(source)
            return bool(o and o.zone == "battlefield") == bool(c["source_on_battlefield"])
        if "echo_due" in c:
            # 702.30a: "if this permanent came under your control since the beginning of your last
            # upkeep" -- it entered the battlefield (the engine's moment control begins, as for
            # summoning sickness, 302.6) after that upkeep began (recorded as each upkeep begins)
            o = g.s.objects.get(source)
            last = g.s.states_seen.get(f"prev_upkeep:{controller}", -1)
            return bool(o and o.zone == "battlefield" and o.entered > last) == bool(c["echo_due"])
        if "hand_ge" in c:
            p = refs(g, it, c.get("player", "you"))
            return bool(p) and len(g.zone_ids("hand", p[0])) >= int(c["hand_ge"])
        if "graveyard" in c:                      # "N or more creature cards in your graveyard"
            f = filt(c["graveyard"])
            ids = g.zone_ids("graveyard", controller)
            return _in_range(len(matching(g, f, [(oid, g.ch(oid)) for oid in ids], source, controller)), c)
        if "opponent_graveyard_ge" in c:          # "an opponent has N or more cards in their graveyard"
            return any(len(g.zone_ids("graveyard", q)) >= int(c["opponent_graveyard_ge"]) for q in g.opponents(controller))
        if "more_cards_in_hand" in c:             # "you have more cards in hand than each opponent"
            mine = len(g.zone_ids("hand", controller))
            return all(mine > len(g.zone_ids("hand", q)) for q in g.opponents(controller)) == bool(c["more_cards_in_hand"])
        if "most_common_color" in c:              # 105.1: among all permanents, ties included
            chs = [g.ch(oid) for oid in g.battlefield()]
            n = {col: sum(1 for ch in chs if ch is not None and col in ch.colors) for col in COLORS}
            return n[c["most_common_color"]] >= max(n.values())
        if "left_this_turn" in c:                 # revolt: the permanents that left the battlefield, as they last existed
            f = filt(c["left_this_turn"])
            left = list(g.s.history.get("left", []))
            lk = {oid: (v or {}).get("counters") or {} for oid, v in (g.s.history.get("left_lki") or {}).items()}
            return _in_range(len(matching(g, f, left, source, controller, lk)), c)
        if "powers" in c:                         # 208.1: the different powers among the objects of F
            f = filt(c["powers"])
            if not f.mentions("zone"):
                f = Filter("all", (), (f, Filter("zone", ("battlefield",))))
            chs = g.chars()
            ids = matching(g, f, list(chs.items()), source, controller)
            return len({chs[oid].power for oid in ids if chs[oid].power is not None}) >= int(c.get("at_least", 1))
        if "died_this_turn" in c:                 # 700.4; judged on last known information (608.2h)
            f = filt(c["died_this_turn"])
            died = [(oid, ch) for oid, ch in g.s.history.get("died", [])]
            return _in_range(len(matching(g, f, died, source, controller,
                                          g.s.history.get("died_counters") or {})), c)
        hk = next((k for k in ("life_lost_this_turn", "life_gained_this_turn", "draws_this_turn", "casts_this_turn")
                   if k in c), None)
        if hk is not None:                        # 119.3 life, 121.1 draws, 601.2i spells cast: counts per player
            key = hk[:-len("_this_turn")]
            who = c[hk]
            if isinstance(who, bool):             # true / false: the controller did it this turn (or not)
                return (int(g.s.history.get(key, {}).get(controller, 0)) > 0) == who
            players = {"you": [controller], "opponent": g.opponents(controller), "any": list(g.s.players)}.get(who)
            if players is None:
                raise ScenarioError(f"unknown player {who!r} in condition {c!r}", expected="you, opponent, any")
            return any(int(g.s.history.get(key, {}).get(p, 0)) >= int(c.get("at_least", 1)) for p in players)
        if "casts_last_turn" in c:                # "if a player cast two or more spells last turn" (601.2i)
            casts = (g.s.last_turn or {}).get("casts") or {}
            return any(int(n) >= int(c.get("at_least", 1)) for n in casts.values())
        if "entered_this_turn" in c:              # "if another creature entered the battlefield under your control this turn"
            f = filt(c["entered_this_turn"])
            entered = list(g.s.history.get("entered", []))
            if c.get("player") == "opponent":     # "if an opponent had two or more creatures enter ... under their control"
                return any(_in_range(len(matching(g, f, [(oid, ch) for oid, ch in entered if ch.controller == q],
                                                  source, controller)), c) for q in g.opponents(controller))
            return _in_range(len(matching(g, f, entered, source, controller)), c)
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
            if c.get("during") == "main_phase":   # 505.1: cast during its caster's own main phase
                return bool(c["cast_self"]) and source in g.s.history.get("cast_main", {})
            return bool(c["cast_self"]) and ("from" not in c or cast[source] == c["from"]) \
                and ("from_not" not in c or cast[source] != c["from_not"])
        if "cast_this_turn" in c:                 # "if you've cast a noncreature spell this turn"
            f = filt(c["cast_this_turn"])
            frm = g.s.history.get("cast_from", {})

            def cast_by(who: list) -> int:
                mine = [(oid, ch) for oid, ch, p in g.s.history.get("cast", []) if p in who
                        and ("from" not in c or frm.get(oid) == c["from"])]
                return len(matching(g, f, mine, source, controller))
            if c.get("player") == "opponent":     # "if an opponent cast a blue spell this turn" (102.3)
                return any(_in_range(cast_by([q]), c) for q in g.opponents(controller))
            return _in_range(cast_by(refs(g, it, c.get("player", "you"))), c)
        if "cards_exiled_this_turn" in c:         # 406.3: "if a card was put into exile this turn"
            return bool(g.s.history.get("exiled_cards")) == bool(c["cards_exiled_this_turn"])
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
        if "warped_this_turn" in c:               # warp: "if a spell was warped this turn" (cast for its warp cost)
            return any(int(n) > 0 for n in (g.s.history.get("warped") or {}).values()) == bool(c["warped_this_turn"])
        if "played_land_this_turn" in c:          # 305.2: the lands a player played this turn
            return (g.s.lands_played.get(controller, 0) > 0) == bool(c["played_land_this_turn"])
        if "attacked_power_ge" in c:              # "if you attacked with creatures with total power 6 or
            # greater this combat": their power as declared (508.1), recorded for this combat
            return g.s.combat_memo.get("attack_power", {}).get(controller, 0) >= int(c["attacked_power_ge"])
        if "attacked_this_turn" in c:             # "if you attacked this turn" (508.1: declared attackers)
            return bool(g.s.history.get("attacked", {}).get(controller)) == bool(c["attacked_this_turn"])
    raise ScenarioError(f"unknown condition {c!r} in card data",
                        expected="{life_ge: N}, {life_le: N}, {source_tapped: true}, {controls: F, at_least: N}, "
                                 "{hand_le: N}, {hand_ge: N}, {graveyard: F, at_least: N}, {died_this_turn: F}, "
                                 "{life_lost_this_turn: P}, {life_gained_this_turn: P, at_least: N}, {draws_this_turn: P, at_least: N}, "
                                 "{attacked_this_turn: true}, {entered_this_turn: F}, {dealt_damage_this_turn: R}, "
                                 "{was_dealt_damage_this_turn: R}, {attacked_with_this_turn: R}, "
                                 "{played_land_this_turn: true}, {cast_self: true, from: hand}, {self_is: F}, {cast_this_turn: F}, "
                                 "{opponent_controls_more: F}, {descended_this_turn: true}, {cards_exiled_this_turn: true}, "
                                 "{count: F, at_least: N}, {your_turn: true}, {opponents_ge: N}, {discarded_this_way: F}, "
                                 "{total_power: F, at_least: N}, {card_types: F, at_least: N}, "
                                 "{all: [...]}, {any: [...]}, {not: ...}")


def _spent_condition(g: "Game", it: StackItem, c: dict) -> bool:
    """601.2h: "if five or more mana was spent to cast that spell", "if no colored mana was spent
    to cast it" -- the mana paid for the spell the condition names (0 if it wasn't cast)."""
    k = "mana_spent_total" if "mana_spent_total" in c else "colored_mana_spent"
    ids = refs(g, it, c[k])
    return _in_range(_mana_spent.mana_spent_on(g, ids[0] if ids else None, k == "colored_mana_spent"), c)


def _in_range(n: int, c: dict) -> bool:
    """"a Swamp" / "two or more Swamps": at least 1 / N; "no Swamps", "two or fewer Swamps" (only an
    upper bound): from 0 (a count with `at_most` alone has no lower bound)."""
    least = int(c.get("at_least", 0 if "at_most" in c else 1))
    return n >= least and ("at_most" not in c or n <= int(c["at_most"]))


# ------------------------------------------------------------------ executing instructions (608.2c)
def _one(instr: dict) -> str:
    for k in _HANDLERS:
        if k in instr:
            return k
    raise ScenarioError(f"unknown instruction {instr!r} in card data",
                        expected="one of " + ", ".join(sorted(_HANDLERS)))



def follow(g, proc, it) -> bool:
    """608.2c: follow a resolving ability's instructions (`proc.data["instrs"]`) in order from
    `pc`, an answer given to the process kept for the instruction that asked; inserted
    instructions (a "may" accepted) follow the one that made them. False when an instruction
    waits for a player's choice (the process resumes at that instruction), True when done."""
    d = proc.data
    instrs = d["instrs"]
    while d["pc"] < len(instrs):
        a = g._take(proc)
        if a is not None:
            d["answers"][d["pc"]] = a
        res = execute(g, proc, it, instrs[d["pc"]])
        if res == "wait":
            return False
        if isinstance(res, list):          # inserted instructions (e.g. a "may" accepted)
            instrs[d["pc"] + 1:d["pc"] + 1] = res
        d["pc"] += 1
    return True

def execute(g: "Game", proc, it: StackItem, instr: dict):
    """Run one instruction. Returns None when done, 'wait' when a player must choose first (the
    answer arrives in proc.data['answers'][pc]), or a list of instructions to run next."""
    if not isinstance(instr, dict):
        raise ScenarioError(f"instruction {instr!r} is not a mapping", expected="{damage: 3, to: target} ...")
    _FOLLOWING.append((g, it))
    try:
        return _HANDLERS[_one(instr)](g, proc, it, instr)
    finally:
        _FOLLOWING.pop()


def _damage(g, proc, it, ins):
    src = ins.get("source", it.source)
    if isinstance(src, dict) and set(src) == {"object"}:
        # 201.5a, 608.2h: the object that granted the ability ("Sacrifice Blazing Torch: Blazing Torch
        # deals 2 damage"), as it exists or as it last existed
        src = str(src["object"])
        if src not in g.s.objects:
            g._log("608.2b", "the source of the damage is gone: no damage is dealt")
            return None
    if src == "it" and it.memory.get("event_obj") in g.s.objects:
        # the object the trigger event names deals it, as it is now or as it last existed if it
        # left the battlefield ("Whenever another creature you control dies, it deals damage",
        # 608.2h): like an ability's own source that left
        src = it.memory["event_obj"]
    if src != it.source and not (isinstance(src, str) and src in g.s.objects):
        # "Target creature you control deals damage equal to its power to ..." (608.2h: the object
        # as it exists now; a source that is gone deals no damage)
        got = [x for x in refs(g, it, src) if x in g.s.objects and g.obj(x).zone == "battlefield"]
        if not got:
            g._log("608.2b", "the source of the damage is gone: no damage is dealt")
            return None
        src = got[0]
    nope = bool(ins.get("unpreventable"))               # "The damage can't be prevented." (615.12)
    if ins["damage"] == "divided":                       # 601.2d: as divided on casting
        div = it.memory.get("division", {})
        evs = [Event("damage", source=src, target=t, amount=div.get(t, 0), unpreventable=nope)
               for t in refs(g, it, ins.get("to", "each_target"))]
        _result(it, "damage", g.perform([e for e in evs if e.amount > 0]))
        return
    amount = per_player(g, it, ins["damage"])
    evs = [Event("damage", source=src, target=t, amount=amount(t), unpreventable=nope)
           for t in refs(g, it, ins.get("to"))
           if t in g.s.players or (g.s.objects.get(t) and g.obj(t).zone == "battlefield")]
    if any(e.amount > 0 for e in evs):
        it.memory["did"] = True      # "you may have it deal damage ... If you do" (608.2d)
    _result(it, "damage", g.perform(evs))


def _result(it: StackItem, kind: str, done: list) -> None:
    """What an instruction did, for "the damage dealt this way" / "the life lost this way" /
    "that much" after it (608.2h): the events as performed (after replacement and prevention,
    614-615)."""
    n = sum(e.amount for e in done if e.kind == kind and e.amount > 0)
    it.memory["this_way"] = {**(it.memory.get("this_way") or {}), kind: n}
    if kind == "damage":            # "a creature dealt damage this way" ({chosen: _dealt_damage})
        it.memory["_dealt_damage"] = tuple(dict.fromkeys(
            tuple(it.memory.get("_dealt_damage") or ()) +
            tuple(e.target for e in done if e.kind == "damage" and e.amount > 0)))


MAX_DRAWS = 10000


def _draw(g, proc, it, ins):
    n = number(g, it, ins["draw"])
    if n > MAX_DRAWS:        # 121.2: each card is drawn one at a time, each an event
        raise NumberRangeError(f"drawing {n} cards at once", expected=f"at most {MAX_DRAWS} cards per instruction")
    # 702.52a: before each draw, a player who may dredge instead is asked (pyengine.game.dredge);
    # the progress (player, cards drawn) is kept under this instruction's key
    key = f"_draw{proc.data['pc']}"
    players = it.memory[key][0] if key in it.memory else refs(g, it, ins.get("player", "you"))
    pi, k = it.memory[key][1:] if key in it.memory else (0, 0)
    a = _answer(proc) if key in it.memory else None
    while pi < len(players):
        p = players[pi]
        if k == 0 and a is None:
            if n > 0 and g.s.library[p]:
                it.memory["did"] = True                 # "if you do" (608.2d); 121.4: none to draw
            g._log("121.1", f"{p} draws {n} card(s)", p)
        while k < n:
            if a is None and _dredge.options(g, p):
                it.memory = {**it.memory, key: (tuple(players), pi, k)}
                _dredge.ask(g, p)
                return "wait"
            _dredge.draw_or_dredge(g, p, a if a is not None and a.kind in ("dredge", "no_dredge") else None)
            a = None
            k += 1
        pi, k = pi + 1, 0
    if key in it.memory:
        it.memory = {kk: v for kk, v in it.memory.items() if kk != key}
    return None


def _gain(g, proc, it, ins):
    amount = per_player(g, it, ins["gain_life"])
    evs = [Event("life_gain", player=p, amount=amount(p), source=it.source)
           for p in refs(g, it, ins.get("player", "you"))]
    _result(it, "life_gain", g.perform(evs))


def _lose(g, proc, it, ins):
    amount = per_player(g, it, ins["lose_life"])
    _result(it, "life_loss", g.perform([Event("life_loss", player=p, amount=amount(p), source=it.source)
                                        for p in refs(g, it, ins.get("player", "you"))]))
    if (it.memory.get("this_way") or {}).get("life_loss"):
        it.memory["did"] = True          # "You may have target player lose 3 life. If you do" (608.2d)


def _set_life(g, proc, it, ins):
    """119.5: an effect setting a player's life total to a number makes the player gain or lose
    the necessary amount of life (so life-gain and life-loss triggers see it, 603.2)."""
    amount = per_player(g, it, ins["set_life"])      # "the number of creatures they control": each their own
    evs = []
    for p in refs(g, it, ins.get("player", "you")):
        if p not in g.s.players:
            continue
        n = amount(p)
        cur = g.s.players[p].life
        g._log("119.5", f"{p}'s life total becomes {n} ({'gains' if n > cur else 'loses'} {abs(n - cur)})", p)
        if n > cur:
            evs.append(Event("life_gain", player=p, amount=n - cur, source=it.source))
        elif n < cur:
            evs.append(Event("life_loss", player=p, amount=cur - n, source=it.source))
    g.perform(evs)


def _move(to_zone: str, what: str, rule: str):
    def h(g, proc, it, ins):
        ids = [t for t in refs(g, it, ins[what]) if t in g.s.objects]
        if ins.get("from") and ins[what] == "self":
            # "return ~ from your graveyard": only the object the ability triggered from (400.7)
            ids = [t for t in ids if g.obj(t).zone == ins["from"] and
                   len(g.obj(t).earlier_ids) == it.memory.get("_src_inc", len(g.obj(t).earlier_ids))]
        elif ins[what] == "self" and it.kind in ("activated", "triggered"):
            # "{U}: Exile this creature.": a source that changed zones since the ability was
            # activated or triggered is a new object the ability doesn't know (400.7)
            inc = it.memory.get("_src_inc" if it.kind == "activated" else "_trig_inc")
            ids = [t for t in ids if inc is None or len(g.obj(t).earlier_ids) == inc]
        until = bool(ins.get("until_source_leaves"))
        if until and not linked.source_still_there(g, it):
            # 610.3a-b: the source left the battlefield before the exile would happen: nothing moves
            g._log("610.3b" if it.kind == "triggered" else "610.3a", f"{g.name(it.source)} already left the battlefield: nothing is exiled")
            return None
        evs = []
        for t in ids:
            o = g.obj(t)
            if what == "destroy" and o.zone != "battlefield":
                continue
            if ("kw", ("indestructible",)) in (g.ch(t).ability_terms if g.ch(t) else ()) and what == "destroy":
                g._log("702.12b", f"{g.name(t)} is indestructible and isn't destroyed")
                continue
            if o.zone == "battlefield":                # its last known information (608.2h)
                it.memory["moved_lki"] = {**(it.memory.get("moved_lki") or {}), t: lki(g, t)}
            evs.append(Event("zone_change", obj=t, from_zone=o.zone, to_zone=to_zone, what=what, source=it.source,
                             no_regeneration=bool(ins.get("no_regeneration"))))
            it.memory["did"] = True
            g._log(rule, f"{g.name(t)}: {what} ({o.zone} -> {to_zone})")
        before = {e.obj: g.ch_anywhere(e.obj) for e in evs}
        done = g.perform(evs)
        if what == "destroy" and not ins.get("did"):
            # "Destroy any number of target creatures. For each creature destroyed this way, ..."
            # (608.2h): the permanents destroyed (not those regenerated, 701.15a), as they last existed
            done_this_way(it, "destroyed", [(e.obj, before[e.obj]) for e in done
                                            if e.kind == "zone_change" and e.what == "destroy" and e.obj in before])
        if ins.get("did"):                 # "for each Swamp returned this way" (608.2h)
            done_this_way(it, str(ins["did"]), [(e.obj, before[e.obj]) for e in done
                                                if e.kind == "zone_change" and e.obj in before and e.to_zone == to_zone])
        if ins.get("with_counters"):       # "exile ~ with three time counters on it" (702.62a)
            from pyengine.model import Counter
            for e in evs:
                o = g.s.objects.get(e.obj)
                if o is not None and o.zone == to_zone:
                    for k, n in ins["with_counters"].items():
                        o.counters = [c for c in o.counters if c.kind != k] + [Counter(str(k), int(n))]
                    g._log("122.1", f"{g.name(o.id)} is {to_zone}d with " +
                           ", ".join(f"{n} {k} counter(s)" for k, n in ins["with_counters"].items()))
            g._dirty()
        if ins.get("warp"):                # warp: "then you may cast it from exile on a later turn"
            for e in evs:
                if e.obj in g.s.objects and g.obj(e.obj).zone == "exile":
                    g.s.states_seen[f"warp_exiled:{e.obj}"] = g.s.turn
        if what == "exile" and it.kind != "spell":
            linked.record(g, it, [e.obj for e in evs], until,       # 406.6, 607.2a, 610.3
                          {e.obj: e.from_zone for e in evs})
    return h


def _return_to_battlefield(g, proc, it, ins):
    """Put cards onto the battlefield from another zone ("return target creature card from your
    graveyard to the battlefield"): under the control of the player putting them there unless
    the instruction names another (110.2a); `tapped: true` for "tapped"."""
    ids = [t for t in refs(g, it, ins["return_to_battlefield"]) if t in g.s.objects]
    if ins.get("from"):                               # "return it" after "exile it": from exile only
        ids = [t for t in ids if g.obj(t).zone == ins["from"]]
    # (put onto the battlefield transformed: its back face is what enters, 712.14a)
    auras = [t for t in ids if g.obj(t).zone != "battlefield" and "Aura" in
             (g.obj(t).card.back if ins.get("transformed") and g.obj(t).card.back else g.obj(t).card).subtypes]
    if "attached_to" in ins and "_attach" not in ins:
        return _named_attachment(g, it, ins, ids, auras)
    if auras and "_auras" not in ins:                 # 303.4f: what each Aura enchants, chosen first
        key = f"_auras{len(it.memory)}"
        it.memory[key] = {}
        return [{"_aura_choice": t, "key": key, "player": ins.get("player", "you")} for t in auras] + \
            [{**ins, "_auras": key}]
    chosen = it.memory.get(ins["_auras"], {}) if "_auras" in ins else {}
    defending = None
    if ins.get("attacking"):
        defending = _attack_choice(g, proc, ins)
        if defending == "wait":
            return "wait"
    evs = []
    for t in ids:
        o = g.obj(t)
        if o.zone == "battlefield":
            continue
        if t in auras and chosen.get(t) is None:
            g._log("303.4g", f"{g.name(t)} has nothing it could enchant: it stays in its {o.zone}")
            continue
        if ins.get("transformed") and o.card.back is None and o.card.front is None:
            g._log("712.14a", f"{g.name(t)} isn't a transforming double-faced card: it can't be put onto the "
                              f"battlefield transformed and stays in its {o.zone}")
            continue
        who = [o.owner] if ins.get("player") == "owner" else refs(g, it, ins.get("player", "you"))
        evs.append(Event("zone_change", obj=t, from_zone=o.zone, to_zone="battlefield", what="put",
                         player=who[0] if who else it.controller, tapped=bool(ins.get("tapped")),
                         source=it.source, target=chosen.get(t), back_face_up=bool(ins.get("transformed")),
                         with_counters=tuple((str(k), int(n)) for k, n in (ins.get("with_counters") or {}).items()),
                         enters_as=_enters_as(ins.get("enters_as"))))
        g._log("110.2a", f"{g.name(t)}: {o.zone} -> battlefield under {who[0] if who else it.controller}'s control")
    g.perform(evs)
    if isinstance(ins["return_to_battlefield"], dict) and "graveyard_top" in ins["return_to_battlefield"]:
        # "That creature gains haste ...": the card put there from the top of the graveyard (608.2h)
        it.memory["moved_this_way"] = [e.obj for e in evs if e.obj in g.s.objects and g.obj(e.obj).zone == "battlefield"]
    if defending is not None:
        _enter_attacking(g, [e.obj for e in evs if e.obj in g.s.objects], defending)
    if ins.get("_attach"):                 # 301.5e: an Equipment put onto it attached to a creature
        to = ins["_attach"]
        return [{"attach": {"objects": [e.obj]}, "to": {"objects": [to]}} for e in evs
                if e.obj in g.s.objects and g.obj(e.obj).zone == "battlefield" and
                {"Equipment", "Fortification"} & set(g.obj(e.obj).card.subtypes)] or None
    return None


def _enters_as(spec: dict | None):
    """611.2e: the effect a permanent put onto the battlefield enters with ("It's a Phyrexian in
    addition to its other types"), as an effect definition (cached by its text)."""
    if not spec:
        return None
    k = _key(spec)
    eff = _EFFECTS.get(k)
    if eff is None:
        eff = _EFFECTS[k] = parse_effect(spec, _PLACE)
    return eff


def _named_attachment(g: "Game", it, ins: dict, ids: list, auras: list) -> list:
    """ "Put it onto the battlefield attached to that creature": the effect names what it will
    be attached to, fixed now. An Aura enchants that object or player if it legally can, else it
    stays where it is (303.4i); an Equipment or Fortification enters and is attached to it if it
    can equip it, else it enters unattached (301.5e, 301.5c); any other permanent enters
    unattached (303.4h)."""
    got = [x for x in refs(g, it, ins["attached_to"]) if x in g.s.objects or x in g.s.players]
    to = got[0] if got else None
    key = f"_auras{len(it.memory)}"
    it.memory[key] = {t: (to if to is not None and can_enchant(g, t, to) else None) for t in auras}
    for t in auras:
        if it.memory[key][t] is None:
            g._log("303.4i", f"{g.name(t)} can't enchant what the effect names: it stays in its {g.obj(t).zone}")
    for t in ids:
        if t not in auras and not {"Equipment", "Fortification"} & set(g.obj(t).card.subtypes):
            g._log("303.4h", f"{g.name(t)} isn't an Aura, Equipment or Fortification: it enters unattached")
    rest = {k: v for k, v in ins.items() if k != "attached_to"}
    return [{**rest, "_auras": key, "_attach": to or ""}]


def can_enchant(g: "Game", aura: str, target: str) -> bool:
    """303.4 / 702.5: the Aura's enchant restriction (card data `spell: {enchant: F}`) and
    protection (702.16c) -- is `target` something it may be attached to?"""
    spell = g.obj(aura).card.spell
    if g.s.states_seen.get(f"bestowed:{aura}"):        # 702.103b: enchant creature
        spell = {**spell, "enchant": "creature"}
    if target in g.s.players:
        return bool(spell.get("enchant_player"))
    t = g.s.objects.get(target)
    if t is None or t.zone != "battlefield" or t.phased_out:
        return False
    tch = g.ch(target)
    ach = g.ch(aura) or g.ch_anywhere(aura)        # (an Aura still in a library: its printed colors)
    if ach is not None and protection.protected_from(g, target, aura, ach, attaching=aura):
        return False                      # 702.16c (702.16n: an instance that doesn't remove it)
    if spell.get("enchant") is None:
        return True
    return matches(g, filt(spell["enchant"]), target, tch, aura, ach.controller if ach else None)


def _aura_choice(g, proc, it, ins):
    """303.4f: an Aura put onto the battlefield other than by resolving: the player putting it
    there chooses a legal object or player for it to enchant as it enters; with none, it stays
    where it is (303.4g)."""
    t = ins["_aura_choice"]
    o = g.obj(t)
    who = [o.owner] if ins.get("player") == "owner" else refs(g, it, ins.get("player", "you"))
    p = who[0] if who else it.controller
    cands = aura_candidates(g, t)
    if not cands:
        return None
    a = _answer(proc)
    if a is None:
        g._ask("choose", p, [Action("choose", (c,)) for c in cands],
               f"{p}: choose what {g.name(t)} will enchant as it enters", "303.4f")
        return "wait"
    it.memory[ins["key"]] = {**it.memory[ins["key"]], t: a.args[0]}
    return None


def aura_candidates(g: "Game", aura: str) -> list[str]:
    """303.4f: what an Aura put onto the battlefield (not cast) could enchant as it enters."""
    return [x for x in list(g.s.order) + g.battlefield() if x != aura and can_enchant(g, aura, x)]


def _attach(g, proc, it, ins):
    """701.3a: attach an Equipment (or Aura) to an object; 701.3b: if it can't be attached there,
    or is already attached there, nothing happens; 301.5c: an Equipment equips only a creature,
    never itself, and not while it is a creature; 303.4a, 702.16c-d: nor an Aura where its enchant
    ability or protection doesn't allow it, nor an Equipment to a creature with protection from it."""
    what = [x for x in refs(g, it, ins["attach"]) if x in g.s.objects]
    to = [x for x in refs(g, it, ins.get("to", "target")) if x in g.s.objects]
    if not what or not to:
        return None
    a, t = what[0], to[0]
    o, ach, tch = g.obj(a), g.ch(a), g.ch(t)
    if o.zone != "battlefield" or g.obj(t).zone != "battlefield" or tch is None or ach is None:
        return None
    if "Equipment" in ach.subtypes and (a == t or "creature" not in tch.types
                                        or not reconfigure.may_equip_as_creature(g, a)):
        g._log("301.5c", f"{g.name(a)} can't be attached to {g.name(t)}: nothing happens (701.3b)")
        return None
    if ("Aura" in ach.subtypes and not can_enchant(g, a, t)) or \
            ({"Equipment", "Fortification"} & set(ach.subtypes) and protection.protected_from(g, t, a, ach)):
        g._log("701.3b", f"{g.name(a)} can't be attached to {g.name(t)} (303.4, 702.16c-d): nothing happens")
        return None
    if o.attached_to == t:
        return None
    o.attached_to = t
    o.timestamp = g.new_ts()          # 613.7e: a new timestamp each time it becomes attached
    g._dirty()
    it.memory["did"] = True              # "You may attach it to ... If you do, ..." (608.2d)
    g._log("701.3a", f"{g.name(a)} becomes attached to {g.name(t)}")
    reconfigure.attached(g, a, t)                  # 702.151b: it stops being a creature
    g._happen({"kind": "attached", "obj": a, "to": t})
    return None


def _top_of_library_to(g, it, ins, key: str, zone: str, what: str, rule: str, says: str) -> None:
    """The top N cards of each named player's library moved to a zone (mill, ingest's exile)."""
    n = number(g, it, ins[key])
    moved: list[str] = []
    for p in refs(g, it, ins.get("player", "you")):
        top = list(g.s.library[p][:n])
        g._log(rule, says.format(p=p, n=len(top)), p)
        g.perform([Event("zone_change", obj=o, from_zone="library", to_zone=zone, what=what, player=p)
                   for o in top])
        moved += [o for o in top if o in g.s.objects and g.obj(o).zone == zone]
    it.memory["moved_this_way"] = moved             # "that card" / "those cards" (608.2h)


def _mill(g, proc, it, ins):
    """701.13a: the player puts that many cards from the top of their library into their graveyard."""
    _top_of_library_to(g, it, ins, "mill", "graveyard", "mill", "701.13a", "{p} mills {n} card(s)")
    if it.memory.get("moved_this_way"):
        it.memory["did"] = True                     # "You may mill four cards. If you do, ..." (608.2c)


def _cant_choose_to_mill(g, it, body: list, who: str) -> bool:
    """701.13b: a player given the choice to mill more cards than their library has can't choose to."""
    first = body[0] if body else None
    if not (isinstance(first, dict) and "mill" in first and first.get("player", "you") == "you"):
        return False
    return number(g, it, first["mill"]) > len(g.s.library[who])


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


# search (701.19) and shuffle (701.20): the searching player finds the cards one at a time; a
# search for cards with a stated quality may find fewer (701.19b), one for "a card" must find as
# many as it can (701.19d); the cards go to the hand or the battlefield, then the library is
# shuffled. A shuffle is a deterministic pseudo-random permutation of the library (seeded by the
# state: the turn, the decisions so far, the library's contents), so a game replays identically.
def shuffle_library(g, p: str) -> None:
    lib = list(g.s.library[p])
    seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{g.s.next_id}|{'|'.join(lib)}".encode()).digest()
    random.Random(seed).shuffle(lib)
    g.s.library[p] = lib
    g._log("701.20a", f"{p} shuffles their library", p)


def _search(g, proc, it, ins):
    s = ins["search"]
    players = refs(g, it, ins.get("player", "you"))
    if not players:
        return None
    key = f"_search{len(it.memory)}"
    # 701.19a: "search target opponent's graveyard, hand, and library": the searcher looks through
    # another player's zones (`whose`), all of them (`all_zones`)
    owners = refs(g, it, s["whose"]) if s.get("whose") is not None else players
    if not owners:
        return None
    owner = owners[0]
    n = number(g, it, s.get("count", 1)) if s.get("count") != ANY_NUMBER else \
        sum(len(g.zone_ids(z, owner)) for z in s.get("zones") or ("library",))     # 107.1c: up to all of them
    it.memory[key] = {"player": players[0], "owner": owner, "found": ()}
    picks = [{"_search_pick": key, "spec": s} for _ in range(max(0, n))] + [{"_search_done": key, "spec": s}]
    if s.get("filters"):
        # 701.19b: "a Zombie card and a Swamp card" -- one card for each quality, in order; not
        # finding one doesn't end the search for the others
        picks = [{"_search_pick": key, "spec": {**s, "filter": f, "each_quality": True}} for f in s["filters"]] + \
            [{"_search_done": key, "spec": s}]
    if s.get("all_zones"):
        it.memory[key]["zones"] = tuple(s["zones"])
        g._log("701.19a", f"{players[0]} searches {owner}'s {', '.join(s['zones'])}", players[0])
        _searched(g, players[0], owner, s["zones"])
        return picks
    if s.get("zones"):                   # "search your library and/or graveyard": which ones, first
        return [{"_search_zones": key, "spec": s}] + picks
    g._log("701.19a", f"{players[0]} searches their library", players[0])
    _searched(g, players[0], owner, ("library",))
    return picks


def _searched(g, p: str, owner: str, zones) -> None:
    """701.19a: "Whenever an opponent searches their library" -- a library searched (a happening)."""
    if "library" in zones:
        g._happen({"kind": "search_library", "player": p, "owner": owner})


def _search_zones(g, proc, it, ins):
    """701.19a, 608.2d: "search your library and/or graveyard for ..." -- the player chooses to
    search one of those zones or several ("choose library graveyard"); the library is shuffled
    afterwards only if it was searched ("If you search your library this way, shuffle", 701.20a)."""
    key, s = ins["_search_zones"], ins["spec"]
    m = it.memory[key]
    zones = list(s["zones"])
    subsets = [c for k in range(1, len(zones) + 1) for c in itertools.combinations(zones, k)]
    a = _answer(proc)
    if a is None:
        g._ask("choose", m["player"], [Action("choose", c) for c in subsets],
               f"{m['player']}: which of your {', '.join(zones)} to search", "701.19a")
        return "wait"
    it.memory[key] = {**m, "zones": tuple(a.args)}
    g._log("701.19a", f"{m['player']} searches their {' and '.join(a.args)}", m["player"])
    _searched(g, m["player"], m.get("owner", m["player"]), a.args)
    return None


def _search_pick(g, proc, it, ins):
    m = it.memory[ins["_search_pick"]]
    if m.get("stopped"):
        return None
    p, s = m["player"], ins["spec"]
    owner = m.get("owner", p)
    searched = m.get("zones", ("library",))
    lib = [x for z in searched for x in (g.s.library[owner] if z == "library" else g.zone_ids(z, owner))
           if x not in m["found"]]
    f = filt(s["filter"]) if s.get("filter") is not None else None
    cands = matching(g, f, [(x, g.ch_anywhere(x)) for x in lib], it.source, it.controller)
    if not cands:
        return None
    must = f is None and not s.get("up_to")                      # 701.19d: "a card" is always found
    # 701.19b excuses not finding a card only in a hidden zone: one in a graveyard (public, 400.2)
    # that matches is found
    must = must or (not s.get("up_to") and any(g.obj(c).zone == "graveyard" for c in cands))
    a = _answer(proc)
    if a is None:
        g._ask("search", p, [Action("find", (c,)) for c in cands] + ([] if must else [Action("none")]),
               f"{p}: find a card ({s.get('text') or s.get('filter') or 'any card'}) in "
               f"{'your' if owner == p else owner + chr(39) + 's'} {' and '.join(searched)}",
               "701.19b" if not must else "701.19d")
        return "wait"
    if a.kind == "none":
        if s.get("each_quality"):
            g._log("701.19b", f"{p} finds no {s.get('filter')}", p)
            return None
        it.memory[ins["_search_pick"]] = {**m, "stopped": True}
        g._log("701.19b", f"{p} finds no more cards", p)
        return None
    it.memory[ins["_search_pick"]] = {**m, "found": m["found"] + (a.args[0],)}
    return None


def _search_done(g, proc, it, ins):
    m = it.memory[ins["_search_done"]]
    p, s = m["player"], ins["spec"]
    found = list(m["found"])
    if s.get("other_to") and len(found) == 2:
        # "put one onto the battlefield tapped and the other into your hand" (608.2d: the player
        # chooses which card goes where); with one card found, it goes to the first place (609.3)
        a = _answer(proc)
        if a is None or a.kind != "choose" or not a.args or a.args[0] not in found:
            g._ask("choose", p, [Action("choose", (c,)) for c in found],
                   f"{p}: which card goes {'onto the battlefield' if s.get('to') == 'battlefield' else 'to the ' + str(s.get('to'))}"
                   f" (the other goes to the {s['other_to']})", "608.2d")
            return "wait"
        other = next(c for c in found if c != a.args[0])
        if s.get("reveal"):
            g._log("701.16a", f"{p} reveals {', '.join(g.name(c) for c in found)}", p)
        g._log("701.19a", f"{p} puts {g.name(a.args[0])} onto the battlefield{' tapped' if s.get('tapped') else ''}"
               f" and {g.name(other)} into their {s['other_to']}", p)
        g.perform([Event("zone_change", obj=a.args[0], from_zone=g.obj(a.args[0]).zone, to_zone=s.get("to", "hand"),
                         what="search", player=p, tapped=bool(s.get("tapped")), source=it.source),
                   Event("zone_change", obj=other, from_zone=g.obj(other).zone, to_zone=s["other_to"], what="search",
                         player=p, source=it.source)])
        shuffle_library(g, m.get("owner", p))         # 701.20a
        return None
    if found and s.get("reveal"):
        g._log("701.16a", f"{p} reveals {', '.join(g.name(c) for c in found)}", p)
    to = s.get("to", "hand")
    if to == "top":                      # "then shuffle and put that card on top"
        shuffle_library(g, p)
        lib = [c for c in g.s.library[p] if c not in found]
        g.s.library[p] = found + lib
        g._log("701.19a", f"{p} puts {len(found)} card(s) found on top of their library", p)
        return None
    if to == "battlefield" and (any(_is_aura(g, c) for c in found) or s.get("attacking")):
        # 303.4f: an Aura found this way enters attached to what its player chooses as it enters
        # (the instruction that returns cards to the battlefield asks); the library is shuffled
        # first -- the found cards are no longer part of it (701.19a, 701.20a)
        if "library" in m.get("zones", ("library",)):
            shuffle_library(g, m.get("owner", p))
        g._log("701.19a", f"{p} puts {', '.join(g.name(c) for c in found)} onto the battlefield", p)
        return [{"return_to_battlefield": {"objects": found}, "player": {"objects": [p]},
                 "tapped": bool(s.get("tapped")), **({"attacking": True} if s.get("attacking") else {})}]
    evs = [Event("zone_change", obj=c, from_zone=g.obj(c).zone, to_zone=to, what="search", player=p,
                 tapped=bool(s.get("tapped")), source=it.source) for c in found]
    if evs:
        where = {"hand": "into their hand", "graveyard": "into their graveyard", "exile": "into exile"}.get(
            to, "onto the battlefield" + (" tapped" if s.get("tapped") else ""))
        g._log("701.19a", f"{p} puts {', '.join(g.name(c) for c in found)} {where}", p)
        g.perform(evs)
    if "library" in m.get("zones", ("library",)):
        shuffle_library(g, m.get("owner", p))         # 701.20a: the library's owner shuffles it
    return None


# looking at the top N cards and taking some (608.2c): the player looks at them (hidden from
# the others, 401.2; revealed to all with "reveal", 701.16a), chooses the ones to take (up to the
# number, when the card says "may" or "up to"; only those matching the filter), puts them where
# the card says (their hand, the battlefield, the graveyard, back on top), then the rest go where
# the card says -- the bottom in a random order (a deterministic pseudo-random order, as for a
# shuffle), the bottom or the top in an order the player chooses, or the graveyard. The library
# is the controller's unless the card names another player's (`player`); the cards go to their
# owner's zones (400.3).
def _dig(g, proc, it, ins):
    p = it.controller
    owner = p
    if ins.get("player"):
        who = refs(g, it, ins["player"])
        if not who or who[0] not in g.s.players:
            return None
        owner = who[0]
    if ins.get("until") is not None:
        top = _revealed_until(g, it, owner, ins["until"])
    else:
        n = number(g, it, ins["dig"])
        top = tuple(g.s.library[owner][:max(0, n)])
    key = f"_dig{len(it.memory)}"
    taken: tuple = ()
    whose = "their" if owner == p else f"{owner}'s"
    if ins.get("revealed") or ins.get("take_all") is not None:
        g._log("701.16a", f"{p} reveals the top {len(top)} card(s) of {whose} library: "
                          f"{', '.join(g.name(c) for c in top) or 'no cards'}", p)
    else:
        g._log("701.16e" if owner != p else "608.2c", f"{p} looks at the top {len(top)} card(s) of {whose} library", p)
    if ins.get("take_all") is not None:                  # "put all ... cards revealed this way"
        taken = tuple(matching(g, filt(ins["take_all"]), [(c, g.ch_anywhere(c)) for c in top],
                               it.source, it.controller))
    it.memory[key] = {"cards": top, "taken": taken, "order": (), "library": owner}
    if ins.get("piles"):                                  # 700.3: an opponent separates them into two piles
        return _piles.steps(key, ins) + [{"_dig_move": key, "spec": ins}, {"_dig_done": key, "spec": ins}]
    t = ins.get("take", 0)
    take = len(top) if t == ANY_NUMBER else max(0, number(g, it, t))
    return [{"_dig_take": key, "spec": ins} for _ in range(take)] + [{"_dig_move": key, "spec": ins}] + \
        [{"_dig_order": key, "spec": ins} for _ in range(len(top))] + [{"_dig_done": key, "spec": ins}]


# 701.16a: "reveal cards from the top of your library until you reveal a creature card [N creature
# cards]": the cards from the top down to the one that makes N of the kind, or the whole library if
# it holds fewer (the found cards are then taken: `take_all` with the same filter)
def _revealed_until(g, it, owner: str, u: dict) -> tuple:
    need = number(g, it, u.get("count", 1))
    f = filt(u["filter"])
    out: list = []
    found = 0
    for c in g.s.library[owner]:
        if found >= need:
            break
        out.append(c)
        if matching(g, f, [(c, g.ch_anywhere(c))], it.source, it.controller):
            found += 1
    return tuple(out)


_DIG_TO = {"hand": "into your hand", "battlefield": "onto the battlefield", "graveyard": "into the graveyard",
           "top": "on top of the library", "exile": "into exile"}


def _dig_take(g, proc, it, ins):
    key, s = ins["_dig_take"], ins["spec"]
    m = it.memory[key]
    if m.get("stopped"):
        return None
    left = [c for c in m["cards"] if c not in m["taken"] and c in g.s.library[m.get("library", it.controller)]]
    f = filt(s["filter"]) if s.get("filter") is not None else None
    cands = matching(g, f, [(c, g.ch_anywhere(c)) for c in left], it.source, it.controller)
    if not cands:
        return None
    a = _answer(proc)
    if a is None:
        g._ask("search", it.controller, [Action("find", (c,)) for c in cands] +
               ([Action("none")] if s.get("up_to") else []),
               f"{it.controller}: choose a card to put {_DIG_TO.get(s.get('to', 'hand'), s.get('to'))}", "608.2c")
        return "wait"
    if a.kind == "none":
        it.memory[key] = {**m, "stopped": True}
        return None
    it.memory[key] = {**m, "taken": m["taken"] + (a.args[0],)}
    return None


def _dig_move(g, proc, it, ins):
    key, s = ins["_dig_move"], ins["spec"]
    m = it.memory[key]
    p = it.controller
    owner = m.get("library", p)
    taken = [c for c in m["taken"] if c in g.s.library[owner]]
    to = s.get("to", "hand")
    out = None
    if taken:
        if s.get("reveal"):
            g._log("701.16a", f"{p} reveals {', '.join(g.name(c) for c in taken)}", p)
        if to == "battlefield":
            # 110.2a: under the control of the player putting them there (an Aura's object chosen
            # as it enters, 303.4f)
            g._log("608.2c", f"{p} puts {', '.join(g.name(c) for c in taken)} onto the battlefield", p)
            out = [{"return_to_battlefield": {"objects": taken},
                    "player": {"objects": [owner if s.get("put_by") == "owner" else p]},
                    "tapped": bool(s.get("tapped")), **({"attacking": True} if s.get("attacking") else {})}]
        elif to == "top":
            g._log("401.4", f"{p} puts {len(taken)} card(s) on top of the library", p)
        else:
            g._log("608.2c", f"{p} puts {', '.join(g.name(c) for c in taken)} {_DIG_TO.get(to, to)}", p)
            g.perform([Event("zone_change", obj=c, from_zone="library", to_zone=to, what="put", player=owner,
                             source=it.source) for c in taken])
    rest = [c for c in m["cards"] if c not in m["taken"]]
    if s.get("rest") == "exile" and rest:          # "exile all other cards revealed this way"
        g._log("608.2c", f"{p} exiles {', '.join(g.name(c) for c in rest)}", p)
        g.perform([Event("zone_change", obj=c, from_zone="library", to_zone="exile", what="exile", player=owner,
                         source=it.source) for c in rest])
        rest = []
    if s.get("rest") == "hand" and rest:           # "Exile one of them and put the other into your hand."
        g._log("608.2c", f"{p} puts {len(rest)} card(s) into {'their' if owner == p else owner + chr(39) + 's'} hand", p)
        g.perform([Event("zone_change", obj=c, from_zone="library", to_zone="hand", what="put", player=owner,
                         source=it.source) for c in rest])
        rest = []
    if s.get("rest") == "graveyard" and rest:
        g._log("608.2c", f"{p} puts {len(rest)} card(s) into {'their' if owner == p else owner + chr(39) + 's'} graveyard", p)
        g.perform([Event("zone_change", obj=c, from_zone="library", to_zone="graveyard", what="put", player=owner,
                         source=it.source) for c in rest])
        rest = []
    it.memory[key] = {**it.memory[key], "rest": tuple(rest)}
    return out


def _dig_order(g, proc, it, ins):
    key, s = ins["_dig_order"], ins["spec"]
    m = it.memory[key]
    if s.get("rest") not in ("bottom_any", "top_any"):
        return None
    left = [c for c in m.get("rest", ()) if c not in m["order"] and c in g.s.library[m.get("library", it.controller)]]
    if len(left) <= 1:
        it.memory[key] = {**m, "order": m["order"] + tuple(left)}
        return None
    a = _answer(proc)
    if a is None:
        where = "on top" if s["rest"] == "top_any" else "on the bottom, above the others"
        g._ask("order", it.controller, [Action("first", (c,)) for c in left],
               f"{it.controller}: which card goes {where} first?", "608.2c")
        return "wait"
    it.memory[key] = {**m, "order": m["order"] + (a.args[0],)}
    return None


def _dig_done(g, proc, it, ins):
    key, s = ins["_dig_done"], ins["spec"]
    m = it.memory[key]
    p = it.controller
    owner = m.get("library", p)
    whose = "their" if owner == p else f"{owner}'s"
    lib = g.s.library[owner]
    rest = [c for c in m.get("rest", ()) if c in lib]
    # "Put up to one of them on top of your library": the taken cards end on top (401.4)
    first = [c for c in m["taken"] if c in lib] if s.get("to") == "top" else []
    others = [c for c in lib if c not in rest and c not in first]
    where = s.get("rest")
    if where == "bottom_random" and rest:
        seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{'|'.join(rest)}".encode()).digest()
        random.Random(seed).shuffle(rest)
        g.s.library[owner] = first + others + rest
        g._log("608.2c", f"{p} puts {len(rest)} card(s) on the bottom of {whose} library in a random order", p)
    elif where == "bottom_any" and rest:
        g.s.library[owner] = first + others + list(m["order"])
        g._log("608.2c", f"{p} puts {len(rest)} card(s) on the bottom of {whose} library in the order they chose", p)
    elif where == "top_any" and rest:
        g.s.library[owner] = first + list(m["order"]) + others
        g._log("608.2c", f"{p} puts {len(rest)} card(s) back on top of {whose} library in the order they chose", p)
    elif where == "shuffle":                     # "shuffle the rest into your library" (701.20a)
        shuffle_library(g, owner)
    elif first:
        g.s.library[owner] = first + [c for c in lib if c not in first]
    return None


def _combat_rule(g, proc, it, ins):
    """A combat restriction or requirement from a resolving spell or ability ("Target creature
    can't block this turn"), in the combat rule language of docs/combat.md, locked onto the
    objects it affects (611.2c); `duration: end_of_turn` ends it in the cleanup step (514.2)."""
    ids = [t for t in refs(g, it, ins.get("on", "target")) if t in g.s.objects]
    if not ids:
        return None
    rule = {**dict(ins["combat_rule"]), "objects": ids, "controller": it.controller, "id": g.new_id("combat")}
    if rule.get("attacker") == "self" or rule.get("by") == "self":
        # "blocks ~ this turn if able", "can't block ~ this turn": the rule names its source, and
        # ends with it (a new object if it leaves the battlefield, 400.7)
        if g.s.objects.get(it.source) is None or g.obj(it.source).zone != "battlefield":
            return None
        rule["source"] = it.source
        if rule.get("attacker") == "self":
            rule["attacker"] = it.source
    duration = str(ins.get("duration", "end_of_turn"))
    if durations.is_while(duration):
        if duration.startswith(durations.COUNTER) and len(ids) != 1:
            for i in ids:
                _combat_rule(g, proc, it, {**ins, "on": {"objects": [i]}})
            return None
        duration = durations.begin(g, it, duration, ids[0])      # 611.2b: stamped
        if duration is None:
            return None
    g.s.combat_effects.append((rule, duration))
    g._log("611.2c", f"combat rule {rule['kind']} applies to {', '.join(g.name(i) for i in ids)} "
                     f"({durations.text(g, duration) if durations.stamped(duration) else duration.replace('_', ' ')})")
    return None


def _destroy_all(g, proc, it, ins):
    """701.8a: destroy every permanent matching the filter (`controlled_by: REF`: those the players
    named control, "Destroy all creatures target opponent controls", 608.2c) at once."""
    f = filt(ins["destroy_all"])
    evs = []
    who = None
    if "controlled_by" in ins:
        who = {x if x in g.s.players else (g.ch(x).controller if g.ch(x) is not None else None)
               for x in refs(g, it, ins["controlled_by"])}
    for oid in matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield()], it.source, it.controller):
        ch = g.ch(oid)
        if ch is not None and (who is None or ch.controller in who):
            if ("kw", ("indestructible",)) in ch.ability_terms:
                continue
            evs.append(Event("zone_change", obj=oid, from_zone="battlefield", to_zone="graveyard", what="destroy",
                             source=it.source, no_regeneration=bool(ins.get("no_regeneration"))))
    g._log("701.7a", f"destroy all {ins['destroy_all']}: {', '.join(g.name(e.obj) for e in evs) or 'none'} (simultaneously)")
    before = {e.obj: g.ch(e.obj) for e in evs}
    done = g.perform(evs)
    # "for each creature destroyed this way" (608.2h): the permanents destroyed (not those
    # regenerated, 701.19a), as they last existed on the battlefield
    done_this_way(it, "destroyed", [(e.obj, before[e.obj]) for e in done
                                    if e.kind == "zone_change" and e.what == "destroy" and e.obj in before])


ANY_NUMBER = "any"          # 107.1c: "any number of ...": zero or more, chosen one at a time ("done" ends it)


def done_this_way(it: StackItem, verb: str, objs: list) -> None:
    """What an instruction did to objects, for "for each creature destroyed / sacrificed / tapped /
    discarded / returned this way" and "that many" after it (608.2h): the objects as they last
    existed, and their number."""
    it.memory[f"{verb}_this_way"] = list(objs)
    it.memory["this_way"] = {**(it.memory.get("this_way") or {}), verb: len(objs)}


def _sacrifice(g, proc, it, ins):
    """701.17a: the player chooses a permanent they control matching the filter and sacrifices it.
    When several players sacrifice ("each player sacrifices a creature"), each chooses in APNAP
    order (101.4) and the permanents are sacrificed at the same time."""
    f = filt(ins["sacrifice"])
    players = refs(g, it, ins.get("player", "you"))
    if ins.get("all"):                              # "sacrifices all creatures they control": at once
        chosen = [(p, oid) for p in g.apnap() if p in players
                  for oid in matching(g, f, [(o, g.ch(o)) for o in g.battlefield() if g.ch(o).controller == p],
                                      it.source, it.controller)]
        key = f"_sacall{len(it.memory)}"
        it.memory[key] = tuple(chosen)
        return [{"_sac_done": key}]
    n = ANY_NUMBER if ins.get("count") == ANY_NUMBER else int(ins.get("count", 1))
    if len(players) > 1 or n == ANY_NUMBER or n > 1:   # "sacrifices two creatures": chosen one by one, then at once
        return _choose_steps(it, "_sac", [q for q in g.apnap() if q in players], n, "_sac_choose", "_sac_done",
                             filter=ins["sacrifice"])
    p = players[0] if players else None
    if p is None:
        return None
    a = _answer(proc)
    cands = matching(g, f, [(oid, g.ch(oid)) for oid in g.battlefield() if g.ch(oid).controller == p],
                     it.source, it.controller)
    if not cands:
        g._log("701.17a", f"{p} has nothing to sacrifice")
        return None
    if a is None and ins["sacrifice"] == "self":
        a = Action("sacrifice", (cands[0],))            # "sacrifice ~": there is nothing to choose
    if a is None:
        g._ask("sacrifice", p, [Action("sacrifice", (c,)) for c in cands],
               f"{p}: choose a permanent to sacrifice ({ins['sacrifice']})", "701.17a")
        return "wait"
    t = a.args[0]
    if ins.get("remember"):
        it.memory[ins["remember"]] = lki(g, t)
    it.memory["did"] = True
    g._log("701.17a", f"{p} sacrifices {g.name(t)}", p)
    lk = lki(g, t)
    before = dict(g.chars())
    done = g.perform([Event("zone_change", obj=t, from_zone="battlefield", to_zone="graveyard", what="sacrifice", player=p)])
    # "for each creature sacrificed this way", "that many" (608.2h), as in _sac_done
    done_this_way(it, "sacrificed", [(e.obj, before.get(e.obj)) for e in done
                                     if e.kind == "zone_change" and e.what == "sacrifice"])
    it.memory["this_way"] = {**it.memory["this_way"], "sacrifice": it.memory["this_way"]["sacrificed"]}
    if ins.get("exploit"):                          # 702.110b: the source exploited that creature
        g._log("702.110b", f"{g.name(it.source)} exploits {g.name(t)}")
        # a creature that exploited itself still has its "when ~ exploits" ability (looking back, 603.10a)
        g._happen({"kind": "exploits", "obj": it.source, "sacrificed": t, "lki": lk, "look_back": True}, before)
    return None


def _reveal_discard(g, proc, it, ins):
    """701.16a, 701.8a: the player reveals their hand; the ability's controller chooses a card
    matching the filter from it; that player discards it (`chosen_exiled: true`: the controller
    exiles it)."""
    players = refs(g, it, ins.get("player", "you"))
    if not players:
        return None
    p = players[0]
    hand = g.zone_ids("hand", p)
    cands = matching(g, filt(ins["reveal_discard"]), [(x, g.ch_anywhere(x)) for x in hand], it.source, it.controller)
    a = _answer(proc)
    if a is None:
        g._log("701.16a", f"{p} reveals their hand: {', '.join(g.name(x) for x in hand) or 'no cards'}", p)
        if not cands:
            return None
        if ins.get("chosen_exiled"):        # "You choose a nonland card from it and exile that card."
            g._ask("choose", it.controller, [Action("choose", (c,)) for c in cands],
                   f"{it.controller}: choose a card from {p}'s hand to exile ({ins['reveal_discard']})", "406.3")
            return "wait"
        g._ask("discard", it.controller, [Action("discard", (c,)) for c in cands],
               f"{it.controller}: choose a card for {p} to discard ({ins['reveal_discard']})", "701.8a")
        return "wait"
    if ins.get("chosen_exiled"):
        g._log("406.3", f"{it.controller} exiles {g.name(a.args[0])} from {p}'s hand", it.controller)
        g.perform([Event("zone_change", obj=a.args[0], from_zone="hand", to_zone="exile", player=it.controller)])
        return None
    g.perform([Event("discard", player=p, obj=a.args[0])])
    return None


def _proliferate(g, proc, it, ins):
    """701.27a: choose any number of permanents and/or players that have a counter, then give
    each one additional counter of each kind it already has (chosen one at a time; "done" ends
    the choice)."""
    key = ins.get("_key") or f"_prolif{len(it.memory)}"
    chosen = list(it.memory.get(key, ()))
    cands = [p for p in g.s.order if g.s.players[p].poison > 0 and p not in g.s.losers]
    cands += [o for o in g.battlefield() if g.obj(o).counters]
    left = [c for c in cands if c not in chosen]
    a = _answer(proc)
    if a is None and left:
        g._ask("proliferate", it.controller, [Action("choose", (c,)) for c in left] + [Action("done")],
               f"{it.controller}: choose permanents and/or players to proliferate ({len(chosen)} chosen)", "701.27a")
        return "wait"
    if a is not None and a.kind == "choose":
        it.memory[key] = tuple(chosen + [a.args[0]])
        return [{"proliferate": True, "_key": key}]
    evs = []
    for c in chosen:
        if c in g.s.players:
            evs.append(Event("counters", target=c, counter_kind="poison", amount=1, source=it.source, player=it.controller))
        else:
            for kind in sorted({x.kind for x in g.obj(c).counters}):
                evs.append(Event("counters", target=c, counter_kind=kind, amount=1, source=it.source, player=it.controller))
    names = ", ".join(g.name(c) if c in g.s.objects else c for c in chosen) or "nothing chosen"
    g._log("701.27a", f"{it.controller} proliferates: {names}", it.controller)
    g.perform(evs)
    g._happen({"kind": "proliferate", "player": it.controller})      # "whenever you proliferate" (even choosing nothing)
    return None


def _choose_objects(g, proc, it, ins):
    """"Untap up to seven lands": the ability's controller chooses up to N permanents matching the
    filter as it resolves (they aren't targeted, 115.10), one at a time ("done" ends the choice);
    `remember: KEY` keeps them for {chosen: KEY}. `zone: graveyard` (+`of`: whose, default the
    controller's): cards in that zone instead of permanents ("return a creature card from your
    graveyard to your hand", 608.2d); `zone: exiled_with`: the cards the source's linked ability
    exiled (607.2a); `count: N`: exactly N, as many as there are if fewer (no
    "done" before)."""
    key = str(ins.get("remember", "chosen"))
    chosen = list(it.memory.get(key, ())) if ins.get("_cont") else []
    it.memory[key] = tuple(chosen)
    zone = str(ins.get("zone", "battlefield"))
    pool = [(o, g.ch(o)) for o in g.battlefield()] if zone == "battlefield" else \
        [(x, g.ch_anywhere(x)) for x in linked.exiled_with(g, it)] if zone == "exiled_with" else \
        [(x, g.ch_anywhere(x)) for p in refs(g, it, ins.get("of", "you")) if p in g.s.players
         for x in g.zone_ids(zone, p)]
    cands = [o for o in matching(g, filt(ins["choose_objects"]), pool, it.source, it.controller) if o not in chosen]
    # 107.1c: "any number of ...": as many as there are
    exact = "count" in ins
    n = number(g, it, ins["count"]) if exact else \
        len(chosen) + len(cands) if ins.get("up_to") == ANY_NUMBER else number(g, it, ins.get("up_to", 1))
    a = _answer(proc)
    if a is None and cands and len(chosen) < n and ins.get("random"):
        # "return a creature card at random from your graveyard": chosen at random (a deterministic
        # pseudo-random choice seeded by the state, as a shuffle; 701.8b's "at random")
        seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{g.s.next_id}|{'|'.join(sorted(cands))}".encode()).digest()
        a = Action("choose", (random.Random(seed).choice(sorted(cands)),))
        g._log("608.2d", f"{g.name(a.args[0])} is chosen at random", it.controller)
    if a is None and cands and len(chosen) < n:
        g._ask("choose_objects", it.controller, [Action("choose", (c,)) for c in cands] +
               ([] if exact else [Action("done")]),
               f"{it.controller}: choose {'' if exact else 'up to '}{n} ({ins['choose_objects']}); "
               f"{len(chosen)} chosen", "608.2d")
        return "wait"
    if a is not None and a.kind == "choose":
        it.memory[key] = tuple(chosen + [a.args[0]])
        return [{**ins, "_cont": True}]
    g._log("608.2d", f"{it.controller} chooses {', '.join(g.name(c) for c in chosen) or 'nothing'}", it.controller)
    return None


def _choose_value(g, proc, it, ins):
    """608.2d: "Choose a color." / "Choose a creature type." as the ability resolves -- its
    controller chooses; the instructions after it read that value ("the chosen type", "that
    color"), fixed now for the effects they create (choices.with_chosen)."""
    kind = ins["choose_value"] if isinstance(ins["choose_value"], dict) else str(ins["choose_value"])
    a = _answer(proc)
    if a is None or a.kind != "choose" or a.args[0] not in choices.options(kind):
        g._ask("choose", it.controller, [Action("choose", (v,)) for v in choices.options(kind)],
               f"{it.controller}: choose {choices.prompt(kind)}", "608.2d")
        return "wait"
    value = choices.value_of(kind, str(a.args[0]))
    g._log("608.2d", f"{it.controller} chooses {value}", it.controller)
    d = proc.data
    d["instrs"][d["pc"] + 1:] = choices.with_chosen(d["instrs"][d["pc"] + 1:], choices.choice_key(kind), value)
    return None


def _targets_chosen(g, proc, it, ins):
    """601.2c: "Choose target creature." -- the targets were chosen as the spell was put on the
    stack; as it resolves the sentence itself does nothing (the instructions after it act)."""
    return None


def _choose_source(g, proc, it, ins):
    """609.7a: "a red source of your choice" -- the controller chooses, as the effect is created,
    a permanent or a spell on the stack (matching the filter); `remember: KEY` keeps it for
    {chosen: KEY}. With none to choose, nothing is chosen."""
    key = str(ins.get("remember", "chosen"))
    raw = (ins["choose_source"] or {}).get("filter")
    objs = [(o, g.ch(o)) for o in g.battlefield()] + \
        [(x.id, g.ch_anywhere(x.id)) for x in g.s.stack if x.kind == "spell" and x.id in g.s.objects]
    objs = [(o, ch) for o, ch in objs if ch is not None]
    cands = matching(g, filt(raw), objs, it.source, it.controller) if raw is not None else [o for o, _ch in objs]
    it.memory[key] = ()
    if not cands:
        g._log("609.7a", f"{it.controller} has no source to choose")
        return None
    a = _answer(proc)
    if a is None or a.kind != "choose" or a.args[0] not in cands:
        g._ask("choose", it.controller, [Action("choose", (c,)) for c in cands],
               f"{it.controller}: choose a source ({(ins['choose_source'] or {}).get('filter') or 'any'})", "609.7a")
        return "wait"
    it.memory[key] = (a.args[0],)
    g._log("609.7a", f"{it.controller} chooses {g.name(a.args[0])} as the source", it.controller)
    return None


def _doesnt_untap_next(g, proc, it, ins):
    """502.3: "That creature doesn't untap during its controller's next untap step." -- kept
    until that player's next untap step (or until it leaves the battlefield, 400.7)."""
    while_tapped = bool(ins.get("while_source_tapped"))
    if durations.is_while(ins.get("while")):
        # "... for as long as you control ~" / "as long as it has a paralyzation counter on it"
        # (611.2b): pyengine.game.durations
        for t in refs(g, it, ins["doesnt_untap_next"]):
            if t in g.s.objects and g.obj(t).zone == "battlefield":
                d = durations.begin(g, it, str(ins["while"]), t)
                if d:
                    durations.hold(g, t, d)
                    g._log("502.3", f"{g.name(t)} doesn't untap during its controller's untap step "
                                    f"{durations.text(g, d)}")
        return None
    if while_tapped and (g.s.objects.get(it.source) is None or g.obj(it.source).zone != "battlefield"
                         or not g.obj(it.source).tapped):
        return None             # 611.2b: a "for as long as" duration that has already ended
    for t in refs(g, it, ins["doesnt_untap_next"]):
        if t in g.s.objects and g.obj(t).zone == "battlefield":
            if while_tapped:
                # "... for as long as ~ remains tapped" (611.2b): ends when the source untaps or
                # leaves the battlefield (pyengine.game.apply, loop._doesnt_untap)
                src = g.obj(it.source)
                g.s.skips.append((t, f"while_tapped:{it.source}:{len(src.earlier_ids)}:{len(g.obj(t).earlier_ids)}"))
                g._log("502.3", f"{g.name(t)} doesn't untap during its controller's untap step for as long as "
                                f"{g.name(it.source)} remains tapped")
                continue
            g.s.skips.append((t, "next_untap"))
            g._log("502.3", f"{g.name(t)} won't untap during its controller's next untap step")
    return None


def _put_from_hand(g, proc, it, ins):
    """110.2a: the player puts a card of their choice matching the filter from their hand onto
    the battlefield under their control ("You may put a land card from your hand onto the
    battlefield")."""
    p = it.controller
    cands = matching(g, filt(ins["put_from_hand"]), [(x, g.ch_anywhere(x)) for x in g.zone_ids("hand", p)],
                     it.source, it.controller)
    if not cands:
        g._log("110.2a", f"{p} has no such card in hand")
        return None
    a = _answer(proc)
    if a is None:
        g._ask("search", p, [Action("find", (c,)) for c in cands],
               f"{p}: choose a card to put onto the battlefield ({ins['put_from_hand']})", "110.2a")
        return "wait"
    t = a.args[0]
    att = [x for x in refs(g, it, ins["attached_to"]) if x in g.s.objects or x in g.s.players] \
        if "attached_to" in ins else []
    it.memory["did"] = True
    it.memory["created"] = (t,)                 # what "it" / "that artifact" names afterwards
    g._log("110.2a", f"{p} puts {g.name(t)} from their hand onto the battlefield", p)
    if "attached_to" in ins:  # "... attached to this creature" (303.4f, 303.4h), fixed before "it" is the card
        return [{"return_to_battlefield": {"objects": [t]}, "player": {"objects": [p]},
                 "tapped": bool(ins.get("tapped")), "attached_to": {"objects": att}}]
    if _is_aura(g, t) or ins.get("attacking"):   # 303.4f: an Aura enters attached to what its player
        # chooses as it enters; 508.4: an attacking creature, attacking what its controller chooses
        return [{"return_to_battlefield": {"objects": [t]}, "player": {"objects": [p]},
                 "tapped": bool(ins.get("tapped")), **({"attacking": True} if ins.get("attacking") else {})}]
    g.perform([Event("zone_change", obj=t, from_zone="hand", to_zone="battlefield", what="put", player=p,
                     tapped=bool(ins.get("tapped")), source=it.source)])
    return None


def _is_aura(g: "Game", oid: str) -> bool:
    """Is the card an Aura (303.4f: put onto the battlefield, it needs an object to enchant)?"""
    return "Aura" in g.obj(oid).card.subtypes


def _fight(g, proc, it, ins):
    """701.12: each creature deals damage equal to its power to the other (701.12c: to itself,
    twice its power); 701.12b: if either is gone, isn't a creature, or is an illegal target, no
    damage is dealt. The damage isn't combat damage (701.12d)."""
    a = [x for x in refs(g, it, ins["fight"]) if x in g.s.objects]
    b = [x for x in refs(g, it, ins["with"]) if x in g.s.objects]
    if not a or not b:
        g._log("701.12b", "a creature instructed to fight is gone or an illegal target: no damage is dealt")
        return None
    x, y = a[0], b[0]
    for t in (x, y):
        ch = g.ch(t)
        if g.obj(t).zone != "battlefield" or ch is None or "creature" not in ch.types:
            g._log("701.12b", f"{g.name(t)} can't fight: no damage is dealt")
            return None
    px, py = g.ch(x).power or 0, g.ch(y).power or 0
    g._log("701.12a", f"{g.name(x)} fights {g.name(y)}")
    evs = [Event("damage", source=x, target=y, amount=px), Event("damage", source=y, target=x, amount=py)]
    g.perform([e for e in evs if e.amount > 0])
    return None


def _return_own(g, proc, it, ins):
    """400.6: the player chooses a permanent they control matching the filter and returns it to
    its owner's hand ("When this land enters, return a land you control to its owner's hand")."""
    players = refs(g, it, ins.get("player", "you"))
    p = players[0] if players else it.controller
    cands = matching(g, filt(ins["return_own"]), [(oid, g.ch(oid)) for oid in g.battlefield()
                                                  if g.ch(oid).controller == p], it.source, it.controller)
    if not cands:
        g._log("400.6", f"{p} has nothing to return")
        return None
    a = _answer(proc)
    if a is None:
        g._ask("cost", p, [Action("return", (c,)) for c in cands],
               f"{p}: choose a permanent to return to its owner's hand ({ins['return_own']})", "400.6")
        return "wait"
    t = a.args[0]
    g._log("400.6", f"{p} returns {g.name(t)} to its owner's hand", p)
    it.memory["did"] = True                         # "if you don't" (608.2d) reads it
    g.perform([Event("zone_change", obj=t, from_zone="battlefield", to_zone="hand", what="return_to_hand", player=p,
                     source=it.source)])
    return None


def _choose_steps(it, prefix, order, n, step, done, **extra):
    """The plan of a choose-then-at-once instruction (701.17a sacrifice, 701.8a discard): each
    player in `order` (APNAP, 101.4) makes `n` choices one at a time, remembered under one key,
    then `done` acts on all of them at once. With n "any" (107.1c) each player chooses until they
    say "done" (the step repeats itself)."""
    key = f"{prefix}{len(it.memory)}"
    it.memory[key] = ()
    if n == ANY_NUMBER:
        return [{step: key, "player_id": q, "any_number": True, **extra} for q in order] + [{done: key}]
    return [{step: key, "player_id": q, **extra} for q in order for _ in range(max(n, 0))] + [{done: key}]


def _choose_one(g, it, key, p, a, cands, kind, prompt, rule, step=None):
    """One choice of such a plan: `a` (the player's answer, or None to ask) among `cands`; for
    a step of "any number" (107.1c) "done" is an answer too, and after a choice the step comes again."""
    more = bool(step and step.get("any_number"))
    if a is None:
        g._ask(kind, p, [Action(kind, (c,)) for c in cands] + ([Action("done")] if more else []), prompt,
               "107.1c" if more else rule)
        return "wait"
    if a.kind == "done":
        return None
    it.memory[key] = it.memory[key] + ((p, a.args[0]),)
    return [step] if more else None


def _all_at_once(g, it, key, rule, verb, event):
    """The end of such a plan: every chosen object acted on at the same time; the events done."""
    chosen = it.memory[key]
    if not chosen:
        return []
    it.memory["did"] = True
    g._log(rule, f"{verb} at the same time: " + ", ".join(f"{g.name(c)} ({p})" for p, c in chosen))
    return g.perform([event(p, c) for p, c in chosen])


def _sac_choose(g, proc, it, ins):
    p, key = ins["player_id"], ins["_sac_choose"]
    verb = ins.get("verb", "sacrifice")
    taken = {t for _q, t in it.memory[key]}
    zone = ins.get("zone", "battlefield")
    objs = [(oid, g.ch(oid)) for oid in g.battlefield() if g.ch(oid).controller == p] if zone == "battlefield" \
        else [(oid, g.ch_anywhere(oid)) for oid in g.zone_ids(zone, p)]      # a card of theirs in that zone
    cands = matching(g, filt(ins["filter"]), [(oid, ch) for oid, ch in objs if oid not in taken],
                     it.source, it.controller)
    if not cands:
        g._log("701.17a" if verb == "sacrifice" else "406.2", f"{p} has nothing to {verb}")
        return None
    return _choose_one(g, it, key, p, _answer(proc), cands, "sacrifice" if verb == "sacrifice" else "choose",
                       f"{p}: choose a permanent to {verb} ({ins['filter']})", "101.4", ins)


def _exile_own(g, proc, it, ins):
    """406.2, 101.4: "Target opponent exiles a creature they control" -- each player named chooses
    that many permanents they control matching the filter (in APNAP order), then they are exiled
    at the same time. Not a sacrifice (701.17a): nothing goes to a graveyard."""
    players = refs(g, it, ins.get("player", "you"))
    plan = _choose_steps(it, "_exo", [q for q in g.apnap() if q in players], int(ins.get("count", 1)),
                         "_sac_choose", "_exile_own_done", filter=ins["exile_own"], verb="exile",
                         zone=ins.get("from", "battlefield"))
    if ins.get("linked"):                      # 607.2a: "the exiled card" of a linked ability (champion, 702.72a)
        plan[-1] = {**plan[-1], "linked": True}
    if ins.get("remember"):                    # "You may play that card ..." (608.2h, 601.3)
        plan[-1] = {**plan[-1], "remember": True}
    return plan


def _exile_own_done(g, proc, it, ins):
    _all_at_once(g, it, ins["_exile_own_done"], "406.2", "exiled",
                 lambda p, t: Event("zone_change", obj=t, from_zone=g.obj(t).zone, to_zone="exile",
                                    what="exile", player=p))
    if ins.get("linked"):
        linked.record(g, it, [t for _p, t in it.memory[ins["_exile_own_done"]]], False)
    if ins.get("remember"):                    # "that card": the cards exiled this way (608.2h)
        it.memory["moved_this_way"] = [t for _p, t in it.memory[ins["_exile_own_done"]]
                                       if t in g.s.objects and g.obj(t).zone == "exile"]
    return None


def _sac_done(g, proc, it, ins):
    before = {t: g.ch(t) for _p, t in it.memory[ins["_sac_done"]]}
    done = _all_at_once(g, it, ins["_sac_done"], "701.17a", "sacrificed",
                        lambda p, t: Event("zone_change", obj=t, from_zone="battlefield", to_zone="graveyard",
                                           what="sacrifice", player=p))
    # "for each permanent sacrificed this way", "that many" (608.2h)
    done_this_way(it, "sacrificed", [(e.obj, before[e.obj]) for e in done
                                     if e.kind == "zone_change" and e.what == "sacrifice" and e.obj in before])
    it.memory["this_way"] = {**it.memory["this_way"], "sacrifice": it.memory["this_way"]["sacrificed"]}
    return None


def _discard(g, proc, it, ins):
    if ins["discard"] == "hand":                     # 701.8a: "discards their hand": all of it at once
        f = filt(ins["filter"]) if "filter" in ins else None      # "discards all nonland cards"
        evs = [Event("discard", player=p, obj=c) for p in refs(g, it, ins.get("player", "you"))
               for c in (matching(g, f, [(x, g.ch_anywhere(x)) for x in g.zone_ids("hand", p)], it.source,
                                  it.controller) if f is not None else g.zone_ids("hand", p))]
        if evs:
            it.memory["did"] = True
            done = g.perform(evs)
            it.memory["this_way"] = {**(it.memory.get("this_way") or {}),
                                     "discard": sum(1 for e in done if e.kind == "discard")}
        return None
    # 701.8b: each player chooses the cards they discard -- in APNAP order when several players
    # discard (101.4) -- while the spell or ability resolves (608.2c); the cards chosen are then
    # discarded at the same time, before the next instruction.
    n = ANY_NUMBER if ins["discard"] == ANY_NUMBER else number(g, it, ins["discard"])
    players = refs(g, it, ins.get("player", "you"))
    how = {k: ins[k] for k in ("filter", "random", "up_to") if k in ins}
    return _choose_steps(it, "_dis", [q for q in g.apnap() if q in players], n, "_discard_choose", "_discard_done",
                         count=n, **how)


def _look_at_hand(g, proc, it, ins):
    """400.2: a player looks at another player's hand (a hidden zone): nothing in the game
    changes; the log says what was seen."""
    for p in refs(g, it, ins["look_at_hand"]):
        if p in g.s.players:
            g._log("400.2", f"{it.controller} looks at {p}'s hand: "
                   + (", ".join(g.name(c) for c in g.zone_ids("hand", p)) or "no cards"), it.controller)
    return None


def _reveal_hand(g, proc, it, ins):
    """701.16a: the player reveals their hand (the cards stay there)."""
    for p in refs(g, it, ins.get("player", "you")):
        if p in g.s.players:
            g._log("701.16a", f"{p} reveals their hand: "
                   + (", ".join(g.name(c) for c in g.zone_ids("hand", p)) or "no cards"), p)
    return None


def _discard_choose(g, proc, it, ins):
    p, key = ins["player_id"], ins["_discard_choose"]
    taken = {c for q, c in it.memory[key] if q == p}
    hand = [c for c in g.zone_ids("hand", p) if c not in taken]
    if "filter" in ins:                                 # "discard a creature card" (701.8b)
        hand = matching(g, filt(ins["filter"]), [(c, g.ch_anywhere(c)) for c in hand], it.source, it.controller)
    if not hand:
        return None
    a = _answer(proc)
    if a is None and ins.get("random"):                 # 701.8b: chosen at random (seeded by the state)
        seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{g.s.next_id}|{'|'.join(hand)}".encode()).digest()
        a = Action("discard", (random.Random(seed).choice(sorted(hand)),))
        g._log("701.8b", f"{p} discards {g.name(a.args[0])} at random", p)
    if ins.get("up_to"):
        # 701.8b: "discard up to two cards" -- each card chosen in turn, or "done" (no more)
        stop = f"{key}_done:{p}"
        if it.memory.get(stop):
            return None
        if a is None:
            g._ask("discard", p, [Action("discard", (c,)) for c in hand] + [Action("done")],
                   f"{p}: choose a card to discard (up to {ins['count']})", "701.8b")
            return "wait"
        if a.kind == "done" or a.args[0] not in hand:
            it.memory[stop] = True
            return None
        it.memory[key] = it.memory[key] + ((p, a.args[0]),)
        return None
    if a is None and "filter" not in ins and ins["count"] != ANY_NUMBER and len(hand) <= int(ins["count"]) - len(taken):
        a = Action("discard", (hand[0],))               # the whole rest of the hand: nothing to choose
    return _choose_one(g, it, key, p, a, hand, "discard", f"{p}: choose a card to discard", "701.8b", ins)


def _discard_done(g, proc, it, ins):
    before = {c: g.ch_anywhere(c) for _p, c in it.memory[ins["_discard_done"]]}
    done = _all_at_once(g, it, ins["_discard_done"], "701.8a", "discarded",
                        lambda p, c: Event("discard", player=p, obj=c))
    # "that many": the cards discarded (none discarded: 0, 608.2h)
    it.memory["this_way"] = {**(it.memory.get("this_way") or {}),
                             "discard": sum(1 for e in done if e.kind == "discard")}
    # "for each card discarded this way" (608.2h): the cards as they were in the hand
    done_this_way(it, "discarded", [(e.obj, before[e.obj]) for e in done if e.kind == "discard" and e.obj in before])
    gone = [e.obj for e in done if e.kind == "discard"]
    if len(gone) == 1:                # "that card" of "When you discard a card this way, ..." (603.12)
        it.memory["discarded_card"] = {"id": gone[0]}
    return None


def _counters(g, proc, it, ins):
    c = ins["counters"]
    kind = str(c.get("kind", "+1/+1"))
    if c.get("remove_all") or c.get("double"):
        # 122.8: "remove all +1/+1 counters from it" ("all counters": every kind); 701.9e: "double
        # the number of +1/+1 counters on it": as many more of that kind as it already has ("each
        # kind of counter": every kind it has) -- all at once
        evs = []
        for t in refs(g, it, ins.get("on", "self")):
            o = g.s.objects.get(t)
            if o is None or o.zone != "battlefield":
                continue
            have: dict[str, int] = {}
            for x in o.counters:
                have[x.kind] = have.get(x.kind, 0) + x.count
            evs += [Event("remove_counters" if c.get("remove_all") else "counters", target=t, counter_kind=k,
                          amount=v, source=it.source)
                    for k, v in sorted(have.items()) if v > 0 and kind in ("each", k)]
        done = g.perform(evs)
        if c.get("remove_all"):             # "for each charge counter removed this way" (122.8, 608.2h)
            it.memory["counters_removed"] = int(it.memory.get("counters_removed") or 0) + \
                sum(int(e.amount or 0) for e in done or () if e.kind == "remove_counters")
        return None
    if c.get("amount") == "divided":         # 601.2d: as divided when it was cast / put on the stack
        div = it.memory.get("division", {})
        evs = [Event("counters", target=t, counter_kind=kind, amount=div.get(t, 0), source=it.source,
                     player=it.controller) for t in refs(g, it, ins.get("on", "each_target"))
               if t in g.s.objects and g.obj(t).zone == "battlefield"]
        g.perform([e for e in evs if e.amount > 0])
        return None
    n = number(g, it, c.get("amount", 1))
    if n < 0:                                # "Remove a +1/+1 counter from ~" (122.8)
        ts = refs(g, it, ins.get("on", "self"))
        had = [sum(x.count for x in g.s.objects[t].counters if x.kind == kind)
               if t in g.s.objects and g.s.objects[t].zone == "battlefield" else 0 for t in ts]
        g.perform([Event("remove_counters", target=t, counter_kind=kind, amount=-n, source=it.source)
                   for t in ts])
        if ts and all(h >= -n for h in had):
            # "You may remove a +1/+1 counter from it. If you do, ..." (608.2d): done only if
            # every counter said was there to remove (101.3)
            it.memory["did"] = True
        return None
    ts = refs(g, it, ins.get("on", "self"))
    g.perform([Event("counters", target=t, counter_kind=kind, amount=n, source=it.source, player=it.controller)
               for t in ts])
    if n > 0 and any(t in g.s.objects and g.s.objects[t].zone == "battlefield" for t in ts):
        it.memory["did"] = True              # "You may put a charge counter on it. If you do" (608.2d)


def _remove_counters_chosen(g, proc, it, ins):
    """122.8, 608.2d: "Remove up to three counters from target creature" -- for each object named,
    the ability's controller chooses the counters one at a time (a kind among those left on it,
    or "done"), up to N in all; then they are removed at once (one event per kind)."""
    for t in refs(g, it, ins.get("on", "self")):
        o = g.s.objects.get(t)
        if o is None or o.zone != "battlefield":
            continue
        key = f"_rc{len(it.memory)}"
        it.memory[key] = {}
        return [{"_remove_counter_pick": key, "obj": t, "left": int(ins["remove_counters_chosen"])}] + \
            [{"_remove_counters_done": key, "obj": t}]
    return None


def _remove_counter_pick(g, proc, it, ins):
    key, t, left = ins["_remove_counter_pick"], ins["obj"], int(ins["left"])
    o = g.s.objects.get(t)
    if left <= 0 or o is None or o.zone != "battlefield":
        return None
    picked = it.memory[key]
    have: dict[str, int] = {}
    for x in o.counters:
        have[x.kind] = have.get(x.kind, 0) + x.count
    kinds = sorted(k for k, v in have.items() if v - picked.get(k, 0) > 0)
    if not kinds:
        return None
    a = _answer(proc)
    if a is None:
        g._ask("choose", it.controller, [Action("counter_kind", (k,)) for k in kinds] + [Action("done")],
               f"{it.controller}: choose a counter to remove from {g.name(t)} (up to {left} more)", "122.8")
        return "wait"
    if a.kind != "counter_kind" or a.args[0] not in kinds:
        return None
    it.memory[key] = {**picked, a.args[0]: picked.get(a.args[0], 0) + 1}
    return [{**ins, "left": left - 1}]


def _remove_counters_done(g, proc, it, ins):
    picked = it.memory[ins["_remove_counters_done"]]
    t = ins["obj"]
    evs = [Event("remove_counters", target=t, counter_kind=k, amount=n, source=it.source)
           for k, n in sorted(picked.items()) if n > 0]
    if evs:
        g._log("122.8", f"{it.controller} removes " + ", ".join(f"{n} {k}" for k, n in sorted(picked.items()))
               + f" counter(s) from {g.name(t)}", it.controller)
        g.perform(evs)
        it.memory["did"] = True
    return None


def _counters_of(g, proc, it, ins):
    """"Put its counters on target creature you control": for each kind of counter the object had
    -- as it last existed on the battlefield if it left (608.2h, 603.10a) -- that many counters of
    that kind are put on the other object (122.1)."""
    had: dict[str, int] = {}
    for x in refs(g, it, ins["counters_of"]):
        o = g.s.objects.get(x)
        if o is None:
            continue
        lk = it.memory.get("event_lki") if x == it.memory.get("event_obj") else None
        moved = (it.memory.get("moved_lki") or {}).get(x)
        if o.zone == "battlefield" and lk is None:
            cs = {c.kind: c.count for c in o.counters}
        else:
            cs = dict(((lk or moved) or {}).get("counters") or {})
        for k, n in cs.items():
            had[k] = had.get(k, 0) + int(n)
    evs = [Event("counters", target=t, counter_kind=k, amount=n, source=it.source, player=it.controller)
           for t in refs(g, it, ins.get("on", "target")) for k, n in sorted(had.items()) if n > 0]
    if evs:
        g._log("608.2h", "counters put: " + ", ".join(f"{n} {k}" for k, n in sorted(had.items()) if n > 0))
    g.perform(evs)


def _move_counter(g, proc, it, ins):
    """122.5: "move a +1/+1 counter from A onto B" -- removed from A and put onto B; if either
    can't be done (A has no such counter or has left, B has left, A is B), no counter moves
    (graft, 702.58a)."""
    kind = str(ins["move_counter"])
    src = refs(g, it, ins.get("from", "self"))
    dst = refs(g, it, ins.get("to", "it"))
    ok = [s_ for s_ in src if s_ in g.s.objects and g.obj(s_).zone == "battlefield"]
    to = [d for d in dst if d in g.s.objects and g.obj(d).zone == "battlefield"]
    if not ok or not to or ok[0] == to[0] or \
            not any(c.kind == kind and c.count > 0 for c in g.obj(ok[0]).counters):
        g._log("122.5", f"no {kind} counter can be moved: nothing happens")
        return None
    g.perform([Event("remove_counters", target=ok[0], counter_kind=kind, amount=1, source=it.source)])
    g.perform([Event("counters", target=to[0], counter_kind=kind, amount=1, source=it.source, player=it.controller)])
    g._log("122.5", f"a {kind} counter moves from {g.name(ok[0])} onto {g.name(to[0])}")
    return None


_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")


def _token(g, proc, it, ins):
    players = refs(g, it, ins.get("player", "you"))
    # 608.2h: the number of tokens, for each player who creates them ("its controller creates a
    # token for each creature destroyed this way": each one's own count, all counted first)
    amount_of = per_player(g, it, ins.get("amount", 1))
    amounts = {p: amount_of(p) for p in players}
    n = amounts[players[0]] if players else 0
    token = ins["create_token"]
    if "token_pt" in ins:                        # "an X/X ... token": its P/T as it's created (107.3)
        p_, t_ = (max(0, number(g, it, v)) for v in ins["token_pt"])
        token = {**token, "power": p_, "toughness": t_}
    if isinstance(token, dict) and "copy_of" in token:
        # 707.2: a token that's a copy of an object (its copiable values, fixed as it's created)
        src = token["copy_of"]
        if isinstance(src, dict) and "choose" in src:          # populate (701.30a): chosen, not targeted
            cands = matching(g, filt(src["choose"]), [(oid, g.ch(oid)) for oid in g.battlefield()],
                             it.source, it.controller)
            if not cands:
                g._log("701.36b", f"{it.controller} controls no creature token: nothing happens")
                return None
            a = _answer(proc) if len(cands) > 1 else Action("choose", (cands[0],))
            if a is None:
                g._ask("choose", it.controller, [Action("choose", (c,)) for c in cands],
                       f"{it.controller}: choose a creature token to copy", "701.30a")
                return "wait"
            got = [a.args[0]]
        else:               # (a token that ceased to exist since, 704.5d: as it last existed, 608.2h)
            got = [x for x in refs(g, it, src) if x in g.s.objects or x in g.s.copy_sources]
        if not got:
            return None
        token = {"copy_of": got[0], **({"except": src_except} if (src_except := token.get("except")) else {})}
    attach_to = None
    if "attach_to" in ins:
        # 303.4i: an Aura token created attached to an object it can't legally enchant (or to
        # nothing: an illegal or unchosen target) isn't created
        got = [x for x in refs(g, it, ins["attach_to"]) if x in g.s.objects]
        attach_to = got[0] if got else None
        if attach_to is None or not _may_enchant(g, token, attach_to, players[0] if players else it.controller):
            g._log("303.4i", f"the {token.get('name', 'Aura')} token has nothing legal to enchant: it isn't created")
            return None
    defending = None
    if ins.get("attacking") == "each_opponent":
        # "for each opponent, create a token that's tapped and attacking that player" (508.4)
        if g.s.step not in _COMBAT_STEPS or g.s.active not in players:
            return _token(g, proc, it, {**ins, "attacking": False, "amount": {"opponents": "you"}})
        for q in g.opponents(it.controller):
            mark = set(g.s.objects)
            _token(g, proc, it, {**ins, "attacking": False})
            _enter_attacking(g, [x for x in g.s.objects if x not in mark], q)
        return None
    if isinstance(ins.get("attacking"), str):
        # 508.4, 508.4a: attacking the player the effect names (if it's still a defending player)
        named = [q for q in refs(g, it, ins["attacking"]) if q in g.opponents(g.s.active)]
        mark = set(g.s.objects)
        _token(g, proc, it, {**ins, "attacking": False})
        if g.s.step in _COMBAT_STEPS and named and g.s.active in players:
            _enter_attacking(g, [x for x in g.s.objects if x not in mark], named[0])
        return None
    if ins.get("attacking") and g.s.step in _COMBAT_STEPS and g.s.active in players:
        # 508.4: its controller chooses, as it enters, which defending player it's attacking (only
        # the attacking player's creatures can enter attacking, 506.3b; the engine's attacks are
        # at players, 508.1b)
        opps = g.opponents(g.s.active)
        if len(opps) > 1:
            a = _answer(proc)
            if a is None:
                g._ask("choose", g.s.active, [Action("choose", (q,)) for q in opps],
                       f"{g.s.active}: choose the player the token(s) will be attacking", "508.4")
                return "wait"
            defending = a.args[0]
        elif opps:
            defending = opps[0]
    before = set(g.s.objects)
    for p in players:
        mark = set(g.s.objects)
        g.perform([Event("create_tokens", player=p, amount=amounts.get(p, n), token=token, source=it.source,
                         tapped=bool(ins.get("tapped")))])
        if defending is not None and p == g.s.active:
            _enter_attacking(g, [x for x in g.s.objects if x not in mark], defending)
        if attach_to is not None:
            for x in [x for x in g.s.objects if x not in mark and g.s.objects[x].zone == "battlefield"]:
                g.s.objects[x].attached_to = attach_to            # 303.4: it enters attached
                g._log("303.4", f"{g.name(x)} enters attached to {g.name(attach_to)}")
            g._dirty()
            for x in [x for x in g.s.objects if x not in mark and g.s.objects[x].attached_to == attach_to]:
                g._happen({"kind": "attached", "obj": x, "to": attach_to})
    if ins.get("remember"):                 # "create a ... token, then attach this to it" (702.92a)
        made = [o for o in g.s.objects if o not in before and g.s.objects[o].token]
        if made:
            it.memory[ins["remember"]] = {"id": made[0]}
    # what "it" names afterwards ("Sacrifice it at the beginning of the next end step")
    it.memory["created"] = tuple(x for x in g.s.objects if x not in before)
    if it.memory["created"]:
        # "You may create a ... token. If you do, ..." (608.2d); "Create a Food token. When you do" (603.12)
        it.memory["did"] = True


def _may_enchant(g, token: dict, target: str, controller: str) -> bool:
    """702.5a, 303.4i: may an Aura token with these abilities enchant `target` (its enchant
    restriction; protection from what the token would be, 702.16c: its printed characteristics,
    controlled by the player creating it, 702.16k)?"""
    o = g.s.objects.get(target)
    if o is None or o.zone != "battlefield" or o.phased_out:
        return False
    tch = g.ch(target)
    made = printed_characteristics(token_card(g, token), "<token>", "battlefield", controller)
    if protection.protected_from(g, target, "<token>", made):
        return False
    enchant = [a["enchant"] for a in token.get("abilities") or () if isinstance(a, dict) and "enchant" in a]
    return all(matches(g, filt(f), target, tch, None, None) for f in enchant)


def _attack_choice(g, proc, ins: dict):
    """508.4: the player a creature put onto the battlefield attacking will be attacking, chosen
    by the attacking player as it enters (`ins["attacking"]` a player reference: the one the
    effect names). None outside combat or when no player can be attacked (it just enters),
    "wait" while the player chooses. The engine's attacks are at players (508.1b)."""
    if g.s.step not in _COMBAT_STEPS or g.s.active not in g.s.players:
        return None
    opps = g.opponents(g.s.active)
    if len(opps) <= 1:
        return opps[0] if opps else None
    a = _answer(proc)
    if a is None:
        g._ask("choose", g.s.active, [Action("choose", (q,)) for q in opps],
               f"{g.s.active}: choose the player it will be attacking", "508.4")
        return "wait"
    return a.args[0]


def _enter_attacking(g, objs: list, defending: str) -> None:
    """508.4: creatures put onto the battlefield attacking are attacking creatures that never
    "attacked" (no attack trigger); a noncreature permanent is never attacking (506.3a)."""
    made = [x for x in objs if g.s.objects[x].zone == "battlefield" and "creature" in g.ch(x).types
            and g.ch(x).controller == g.s.active]
    for x in made:
        g.s.attackers[x] = defending
    if made:
        g._dirty()
        g._log("508.4", f"{', '.join(g.name(x) for x in made)} enter(s) attacking {defending}", g.s.active)


def _resolving_number(v: Any) -> bool:
    """A number of an instruction that is taken as it resolves (X, a count, a power)."""
    return v == "x" or (isinstance(v, dict) and bool(set(v) & {"count", "count_in", "power_of", "remembered_power",
                                                              "minus", "life_of", "toughness_of",
                                                              "mana_value_of", "times", "event_amount", "devotion", "counters_on", "sum",
                                                              "basic_land_types", "party", "greatest", "opponents",
                                                              "died_this_turn", "life_this_turn", "total", "attacked_with",
                                                              "card_types_among", "colors_among", "blocking", "destroyed_this_way", "done_this_way",
                                                              "this_way", "half", "colors_spent", "roll_result", "devoured",
                                                              "mana_spent_on"}))


def _continuous(g, proc, it, ins):
    """611.2: a continuous effect from a resolving spell/ability -> a ScenarioEffect for the layer
    system, locked onto its objects (611.2c) or with an affected-set filter."""
    if ins.get("each_own") and "on" in ins:
        # 701.9b, 611.2c: "double the power of each creature you control" -- one effect for each of
        # the objects, with its own numbers (`each_one`: that object) fixed as it resolves
        ones = []
        for o in [t for t in refs(g, it, ins["on"]) if t in g.s.objects]:
            one = _each_one({k: v for k, v in ins.items() if k != "each_own"}, o)
            c = dict(one["continuous"])
            if isinstance(c.get("modify_pt"), list):      # every number first, then the effects (701.9b)
                c["modify_pt"] = [number(g, it, v) if _resolving_number(v) else v for v in c["modify_pt"]]
            ones.append({**one, "continuous": c, "on": {"objects": [o]}})
        for one in ones:
            _continuous(g, proc, it, one)
        return None
    spec = _now(g, it, dict(ins["continuous"]))      # numbers fixed as it resolves (702.23b)
    if "copy" in spec:
        # 707.4, 613.2a: "becomes a copy of <object>" -- the copied object as the effect begins
        # (707.2b: its copiable values, read by the layer system now and kept); gone or illegal:
        # no effect (a token that ceased to exist since, 704.5d: as it last existed, 608.2h)
        got = [t for t in refs(g, it, spec["copy"]) if t in g.s.objects or t in g.s.copy_sources]
        if not got:
            return None
        spec["copy"] = _copy_freeze.frozen(g, got[0])
    if "control_to" in ins:                           # 613.1b, 608.2h: the player who gains control
        who = [p for p in refs(g, it, ins["control_to"]) if p in g.s.players]
        if not who:
            return None
        spec["control"] = "you" if who[0] == it.controller else who[0]
    if ins.get("choose"):                             # "the color of your choice" (608.2d)
        a = _answer(proc)
        if a is None:
            if "on" in ins and not [t for t in refs(g, it, ins["on"]) if t in g.s.objects]:
                return None
            kind = ins["choose"] if isinstance(ins["choose"], dict) else str(ins["choose"])
            g._ask("choose", it.controller, [Action("choose", (v,)) for v in choices.options(kind)],
                   f"{it.controller}: choose {choices.prompt(kind)}", "608.2d")
            return "wait"
        g._log("608.2d", f"{it.controller} chooses {a.args[0]}", it.controller)
        spec = choices.filled(spec, str(a.args[0]))
    if "modify_pt" in spec and any(_resolving_number(v) for v in spec["modify_pt"]):
        # 608.2h: "+X/+X, where X is ..." -- the number is determined once, as the effect begins
        spec["modify_pt"] = [number(g, it, v) if _resolving_number(v) else v for v in spec["modify_pt"]]
    if gained.is_snapshot(spec):
        # 613.1f, 608.2h: "gains all activated abilities of target creature" -- those it has now
        eff = gained.gained_effect(g, it, spec, refs)
        if eff is None:
            g._log("608.2h", "no activated ability to gain: the effect does nothing")
            return None
    else:
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
        cands = g.battlefield()
        if _in_graveyards(eff.affects):
            # 611.2c: "each instant and sorcery card in your graveyard gains flashback until end of
            # turn" -- the cards in graveyards as it resolves
            cands = [oid for oid, o in g.s.objects.items() if o.zone == "graveyard"]
        objs = tuple(matching(g, eff.affects, [(oid, g.ch(oid)) for oid in cands], it.source, it.controller))
    if duration == "while_source_tapped":
        o = g.s.objects.get(it.source)
        if not (o and o.zone == "battlefield" and o.tapped):
            # 611.2b: the "for as long as" duration ended before the effect would begin
            g._log("611.2b", f"{g.name(it.source)} is no longer tapped: the effect does nothing")
            return None
    if durations.is_while(duration) and duration.startswith(durations.COUNTER):
        # "for as long as it has a shield counter on it" (611.2b): each affected object's own
        if objs is None or len(objs) != 1:
            for o in objs or ():
                _continuous(g, proc, it, {**ins, "on": {"objects": [o]}})
            return None
        duration = durations.begin(g, it, duration, objs[0])
        if duration is None:
            return None
    elif durations.is_while(duration):
        duration = durations.begin(g, it, duration)      # 611.2b: stamped with its source
        if duration is None:
            return None
    eid = g.new_id("eff")
    g.s.effects.append(ScenarioEffect(id=eid, effect=eff, timestamp=g.new_ts(), controller=it.controller,
                                      objects=objs, source=it.source, duration=duration))
    g._dirty()
    it.memory["did"] = True              # "You may gain control of ... If you do, ..." (608.2d)
    g._log("611.2", f"continuous effect {eid} ({spec.get('text') or it.text}) applies to "
                    f"{', '.join(g.name(o) for o in objs) if objs else spec.get('affects')}; lasts "
                    f"{durations.text(g, duration) if durations.stamped(duration) else duration.replace('_', ' ')}")
    return None


def _in_graveyards(f) -> bool:
    """Does the affected-set filter name cards in a graveyard (an `all` of a {zone: graveyard})?"""
    return f is not None and f.kind == "all" and any(c.kind == "zone" and tuple(c.args) == ("graveyard",)
                                                     for c in f.children)


def _each_one(x: Any, oid: str) -> Any:
    """An instruction with `each_one` (the object it acts on, one at a time) as that object."""
    if x == "each_one":
        return {"objects": [oid]}
    if isinstance(x, dict):
        return {k: _each_one(v, oid) for k, v in x.items()}
    if isinstance(x, list):
        return [_each_one(v, oid) for v in x]
    return x


def _now(g: "Game", it: StackItem, spec: dict) -> dict:
    """A continuous effect's `{now: EXPR}` numbers, computed once as the ability resolves
    ("+1/+1 for each creature blocking it beyond the first", 702.23b)."""
    if isinstance(spec.get("modify_pt"), list) and any(isinstance(x, dict) and "now" in x for x in spec["modify_pt"]):
        spec["modify_pt"] = [number(g, it, x["now"]) if isinstance(x, dict) and "now" in x else x
                             for x in spec["modify_pt"]]
    return spec


def _add_mana(g, proc, it, ins):
    """106.4: add mana to the controller's pool; a list is a choice among those amounts ("one mana
    of any color", "two mana in any combination of colors"), made as the instruction is carried
    out (106.1b, 608.2d)."""
    mana = ins["add_mana"]
    who = refs(g, it, ins.get("player", "you"))               # "that player adds ..." (106.4)
    p = who[0] if who else it.controller
    if isinstance(mana, dict) and "combination" in mana:
        # 106.1b: "X mana in any combination of {R} and/or {G}": each mana's color chosen in turn
        picks = it.memory.setdefault("_combination", [])
        a = proc.data["answers"].pop(proc.data["pc"], None)
        if a is not None:
            picks.append(str(a.args[0]))
        n = ins.get("mana_times", 1)
        n = n if isinstance(n, int) else max(0, number(g, it, n))
        colors = list(str(mana["combination"]))
        if len(picks) < n and len(colors) > 1:
            g._ask("choose", p, [Action("choose", (c,)) for c in colors],
                   f"{p}: choose the color of mana {len(picks) + 1} of {n} ({', '.join(colors)})", "106.1b")
            return "wait"
        mana = "".join(picks) + colors[0] * (n - len(picks))
        it.memory.pop("_combination", None)
        it.memory["mana_added"] = mana
        if not mana:
            g._log("106.4", f"{p} adds no mana", p)
            return None
        mana_rules.add(g, p, mana, ins)         # 106.6: with its spending rule
        g._log("106.4", f"{p} adds {''.join('{' + c + '}' for c in mana)}", p)
        return None
    if isinstance(mana, list):
        # "one mana of any type that land produced" (106.12a): the types just produced
        mana = [m for x in mana for m in (it.memory.get("produced") or [] if isinstance(x, dict) and x.get("produced")
                                          else [x])]
        mana = choices.mana_options(g, it.source, mana)          # "of the chosen color" (607.2d)
        if not mana:
            g._log("106.5", f"{it.controller} adds no mana (no color was chosen)", it.controller)
            return None
        a = _answer(proc)
        if a is None:
            if len(mana) > 1:
                g._ask("choose", p, [Action("choose", (m,)) for m in mana],
                       f"{p}: choose the mana to add ({', '.join(mana)})", "106.1b")
                return "wait"
            mana = mana[0]
        else:
            mana = str(a.args[0])
    if "mana_times" in ins:                 # "Add {R} for each creature you control" (106.1, 608.2h)
        mana = str(mana) * max(0, number(g, it, ins["mana_times"]))
        if not mana:
            g._log("106.4", f"{p} adds no mana", p)
            return None
    mana_rules.add(g, p, str(mana), ins)         # 106.6: with its spending rule
    it.memory["mana_added"] = str(it.memory.get("mana_added") or "") + str(mana)    # 106.12a: what it produced
    g._log("106.4", f"{p} adds {''.join('{' + c + '}' for c in str(mana).upper())}", p)


def _tap(key: str):
    def h(g, proc, it, ins):
        done = g.perform([Event(key, obj=t) for t in refs(g, it, ins[key]) if t in g.s.objects])
        if any(e.kind == key for e in done):
            it.memory["did"] = True        # "You may tap it. If you do, ..." (608.2d)
        if ins.get("did"):                 # "for each creature tapped this way" (608.2h)
            done_this_way(it, str(ins["did"]), [(e.obj, g.ch(e.obj)) for e in done if e.kind == key])
    return h


def _counter_spell(g, proc, it, ins):
    for t in refs(g, it, ins["counter"]):
        target = g.item(t)
        if target is None:
            continue
        why = _uncounterable.protector(g, t) if target.kind == "spell" else None
        if why is not None:
            g._log("101.2", f"{target.text} can't be countered ({why})")        # the "can't" effect wins
            continue
        g._log("701.5a", f"{target.text} is countered")
        if target.kind == "spell" and t in g.s.objects:
            # its last known information on the stack ("search its controller's graveyard ... for
            # cards with the same name as that spell", 608.2h): the spell's controller (112.2)
            it.memory["moved_lki"] = {**(it.memory.get("moved_lki") or {}),
                                      t: {**lki(g, t), "controller": target.controller}}
        g.s.stack.remove(target)
        if target.kind == "spell":
            eff = None
            if ins.get("instead_zone"):
                # 614.15, 616.1a: "if that spell is countered this way, exile it instead ...": a
                # self-replacement effect of this instruction, for this one event
                eff = parse_replacement({"watches": "zone_change", "going_to": "graveyard", "cause": "countered",
                                         "affected": {"object": {"object": [t]}}, "to_zone": ins["instead_zone"],
                                         "self_replacement": True, "next_time": True},
                                        _PLACE, eid=g.new_id("repl"), controller=it.controller,
                                        timestamp=g.new_ts(), source=it.source,
                                        text=f"if that spell is countered this way, put it into the {ins['instead_zone']} instead")
                g.s.replacement_effects.append(eff)
            g.perform([Event("zone_change", obj=t, from_zone="stack", to_zone="graveyard", what="countered")])
            if eff is not None:
                g.s.replacement_effects = [e for e in g.s.replacement_effects if e.id != eff.id]


def _may_pay(g, proc, it, ins):
    if isinstance(ins["may_pay"], str):        # a mana cost written as text, hybrid symbols choosable (extort)
        return _may_pay_hybrid(g, proc, it, ins)
    """"You may pay {1}. If you do, ..." / "... unless you pay {1}" / "you may pay 2 life. If you
    do, ...": an optional payment while resolving (608.2d); `then` follows if it was paid, `else`
    if not. A payment the player can't make is not offered (119.4: life; mana they can't
    produce)."""
    what = ins["may_pay"]
    who = refs(g, it, ins.get("player", "you"))
    p = who[0] if who else it.controller
    if "mana" in what and any(sy.kind in ("x", "hybrid", "phyrexian") for sy in parse_cost(str(what["mana"]))):
        return _may_pay_chosen(g, proc, it, ins, p)
    if "mana" in what:
        can, text = can_pay_mana(g, p, str(what["mana"])), str(what["mana"])
    elif "energy" in what:                          # 107.14: {E} is paid by removing an energy counter
        n = int(what["energy"])
        can, text = g.s.players[p].counters.get("energy", 0) >= n, "{E}" * n
    else:
        n = max(0, number(g, it, what["life"]))        # "life equal to its power" (608.2h, 107.1b)
        can, text = g.s.players[p].life >= n, f"{n} life"
    a = _answer(proc)
    if ins.get("mandatory") and a is None and can and \
            mana_rules.plan(g, p, None, choose_cost(parse_cost(text), 0, {})) is not None:
        # 118.12: "Pay {M}. If you don't, ..." is a mandatory cost: mana already in the pool pays
        # it; only activating mana abilities for it is the player's choice (118.3c)
        a = Action("yes")
    elif a is None and can:
        g._ask("may", p, [Action("yes"), Action("no")], f"{p}: pay {text}?",
               "118.3c" if ins.get("mandatory") else "608.2d")
        return "wait"
    if a is not None and a.kind == "yes":
        if "mana" in what:
            pay_mana(g, p, str(what["mana"]))
        elif "energy" in what:
            g.perform([Event("remove_counters", target=p, counter_kind="energy", amount=int(what["energy"]))])
        else:
            pay_life(g, p, n, it.source)                                            # 119.4
        g._log("118.12" if ins.get("mandatory") else "608.2d", f"{p} pays {text}", p)
        if ins.get("when_you_do"):                  # 603.12: "You may pay {1}. When you do, ..."
            it.memory["did"] = True
            return list(ins.get("then") or []) + [{"_reflexive": ins["when_you_do"]}]
        return list(ins.get("then") or [])
    g._log("118.12" if ins.get("mandatory") else "608.2d", f"{p} doesn't pay {text}", p)
    return list(ins.get("else") or [])


def _put_in_library(g, proc, it, ins):
    """401.4 / 400.6: put an object on top or on the bottom of its owner's library; `position:
    shuffle`: into it, then that library is shuffled (701.20a); `owner_choice`: "its owner puts it
    on their choice of the top or bottom of their library" (the owner answers `top ID` / `bottom ID`)."""
    where = ins.get("position", "top")
    where = where if isinstance(where, int) else str(where)
    ids = [x for x in refs(g, it, ins["put_in_library"]) if x in g.s.objects]
    if ins["put_in_library"] == "self" and it.kind in ("activated", "triggered"):
        # "this creature's owner shuffles it into their library": a source that changed zones since
        # the ability was activated or triggered is a new object the ability doesn't know (400.7)
        inc = it.memory.get("_src_inc" if it.kind == "activated" else "_trig_inc")
        ids = [t for t in ids if inc is None or len(g.obj(t).earlier_ids) == inc]
    several = [t for t in ids if g.obj(t).zone != "library"]
    if where in ("top", "bottom") and len(several) > 1:
        return _library_several.put_several(g, proc, it, ins, several, where)     # 401.4: the owner orders them
    for t in ids:
        o = g.obj(t)
        if o.zone in ("library",):
            continue
        if where == "owner_choice":
            a = _answer(proc)
            if a is None:
                g._ask("choose", o.owner, [Action("top", (t,)), Action("bottom", (t,))],
                       f"{o.owner}: put {g.name(t)} on the top or the bottom of your library?", "401.4")
                return "wait"
            where = a.kind
        g.perform([Event("zone_change", obj=t, from_zone=o.zone, to_zone="library", what="put_in_library",
                         source=it.source)])
        o = g.obj(t)
        if o.zone == "library":
            it.memory["did"] = True      # "You may put ... on top of your library. If you do" (608.2d)
        if o.zone == "library" and where == "bottom":
            lib = g.s.library[o.owner]
            lib.remove(t)
            lib.append(t)
        if o.zone == "library" and isinstance(where, int):
            # 401.7: "Nth from the top"; a library with fewer than N cards: on the bottom
            lib = g.s.library[o.owner]
            lib.remove(t)
            lib.insert(min(where - 1, len(lib)), t)
            g._log("401.7", f"{g.name(t)} is put into its owner's library, position {where} from the top"
                   if len(lib) - 1 >= where else f"{g.name(t)} is put on the bottom of its owner's library "
                                                 f"(fewer than {where} cards in it)")
            continue
        if where == "shuffle":
            if o.zone == "library":
                g._log("701.20a", f"{g.name(t)} is shuffled into its owner's library")
                shuffle_library(g, o.owner)
            continue
        g._log("401.4", f"{g.name(t)} is put on the {where} of its owner's library")
    return None


def _reveal_top(g, proc, it, ins):
    """701.16a: each player named (APNAP order, 101.4) reveals the top card of their library; the
    cards stay where they are, recorded for "for each nonland card revealed this way" (608.2h)."""
    shown = []
    for p in refs(g, it, ins.get("player", "you")):
        if p not in g.s.players:
            continue
        lib = g.s.library[p]
        if not lib:
            g._log("701.16a", f"{p}'s library is empty: nothing is revealed", p)
            continue
        top = lib[0]
        shown.append((top, g.ch_anywhere(top)))
        g._log("701.16a", f"{p} reveals the top card of their library: {g.name(top)}", p)
    done_this_way(it, "revealed", shown)
    return None


def _reveal_random(g, proc, it, ins):
    """701.16a: the player reveals a card chosen at random from their hand (a deterministic
    pseudo-random choice seeded by the state, as a shuffle); it stays there, remembered under
    `remember` for "that card's mana value" (608.2h)."""
    key = str(ins.get("remember", "revealed_card"))
    it.memory.pop(key, None)
    for p in refs(g, it, ins.get("player", "you"))[:1]:
        if p not in g.s.players:
            continue
        hand = sorted(g.zone_ids("hand", p))
        if not hand:
            g._log("701.16a", f"{p} has no cards in hand: nothing is revealed", p)
            continue
        seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{g.s.next_id}|{'|'.join(hand)}".encode()).digest()
        c = random.Random(seed).choice(hand)
        it.memory[key] = {"id": c}
        g._log("701.16a", f"{p} reveals {g.name(c)} at random from their hand", p)
    return None


def _vote(g, proc, it, ins):
    """701.32a: each player, starting with the ability's controller and proceeding in turn order,
    votes for one of the choices (answer `choose CHOICE`); the votes are counted in
    `it.memory["votes"]` for "If time gets more votes" and "for each death vote"."""
    choices_ = [str(c) for c in ins["vote"]]
    order = g.apnap()
    if it.controller in order:
        i = order.index(it.controller)
        order = order[i:] + order[:i]
    k = int(ins.get("_voter", 0))
    if k == 0:
        it.memory["votes"] = {c: 0 for c in choices_}
    if k >= len(order):
        g._log("701.32a", "the votes: " + ", ".join(f"{c} {n}" for c, n in it.memory["votes"].items()))
        return None
    p = order[k]
    a = _answer(proc)
    if a is None or a.kind != "choose" or a.args[0] not in choices_:
        g._ask("choose", p, [Action("choose", (c,)) for c in choices_],
               f"{p}: vote for {' or '.join(choices_)}", "701.32a")
        return "wait"
    it.memory["votes"] = {**it.memory["votes"], a.args[0]: it.memory["votes"][a.args[0]] + 1}
    g._log("701.32a", f"{p} votes for {a.args[0]}", p)
    return [{**ins, "_voter": k + 1}]


def _win(g, proc, it, ins):
    from pyengine.game import win_lose
    for p in refs(g, it, ins.get("win_game") if ins.get("win_game") is not True else "you"):
        if p in win_lose.cant_win(g):                   # 101.2, 810.8a: "your opponents can't win the game"
            g._log("101.2", f"{p} can't win the game", p)
            continue
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
    """500.8: an additional combat phase (and, as the cards say, a main phase) directly after the
    phase named: "after this main phase" / "after this combat phase" add nothing outside such a
    phase (there is no such phase to follow); "after this phase" follows the current one. Phases
    created after the same phase: the most recently created occurs first (500.8)."""
    steps = ["beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"]
    if ins.get("then_main", True):
        steps.append("postcombat_main")
    cur = PHASE_OF[g.s.step]
    after = ins.get("after", "phase")
    if (after == "main" and not cur.endswith("_main")) or (after == "combat" and cur != "combat"):
        g._log("500.8", f"no additional phases: it isn't a {after} phase")
        return
    # the rest of the current phase's steps come first (a new phase begins with an earlier step;
    # a first-strike combat damage step repeats its step, 510.4)
    i, prev = 0, STEPS.index(g.s.step)
    while i < len(g.s.steps_left) and PHASE_OF[g.s.steps_left[i]] == cur:
        k = STEPS.index(g.s.steps_left[i])
        if k < prev or (k == prev and g.s.steps_left[i] != "combat_damage"):
            break
        i, prev = i + 1, k
    g.s.steps_left[i:i] = steps
    g._log("500.8", "an additional combat phase" + (" and main phase" if ins.get("then_main", True) else "") +
           " will follow this phase")


def _replacement(g, proc, it, ins):
    """A replacement or prevention effect from a resolving spell or ability (614.8 regeneration
    shields, 615.7 prevention shields, ...), in the replacement machinery's description language
    (pyengine/replacement/effects.py); `on: REF` makes the referenced objects the affected ones."""
    spec = dict(ins["replacement"])
    if spec.get("shield") is not None and not isinstance(spec["shield"], int):
        # 615.7, 608.2h: "Prevent the next X damage ..., where X is the number of Clerics on the
        # battlefield" -- the shield's size is computed as the ability resolves, then fixed
        spec["shield"] = max(0, number(g, it, spec["shield"]))
    if "on" in ins:
        got = refs(g, it, ins["on"])
        ids = [t for t in got if t in g.s.objects]
        players = [t for t in got if t in g.s.players]
        if not ids and not players:
            return None
        if ids:
            mine = (spec.get("affected") or {}).get("object")
            # the referenced objects; those matching the effect's own filter, if it has one
            spec["affected"] = {"object": {"object": ids} if mine is None else [mine, {"object": ids}]}
        elif len(players) == 1:                       # a shield on a player ("to any target", 615.7)
            spec["affected"] = {"player": players[0]}
        else:
            raise ScenarioError("a replacement effect on several players", expected="one player or objects")
    if "redirect" in ins:                             # 614.9: "... is dealt to <ref> instead"
        dest = [t for t in refs(g, it, ins["redirect"]) if t in g.s.objects or t in g.s.players]
        if len(dest) != 1:
            g._log("614.9", "no object or player to redirect the damage to: no effect is created")
            return None
        spec["redirect_to"] = dest[0]
        if not isinstance(spec.get("next_damage", 0), int):          # "the next X damage" (107.3)
            spec["next_damage"] = number(g, it, spec["next_damage"])
    if "by" in ins:                                   # damage dealt by these objects (609.7)
        src = [t for t in refs(g, it, ins["by"]) if t in g.s.objects]
        if not src:
            return None
        spec["source"] = {"object": src}
    specs = [spec]
    if ins.get("each_own") and "on" in ins and ids and spec.get("shield") is not None and \
            (spec.get("affected") or {}).get("object") == {"object": ids}:
        # 615.7 (the example of Wojek Apothecary): "prevent the next 1 damage that would be dealt to
        # target creature and each other creature that shares a color with it" -- each gets a
        # shield of its own
        specs = [{**spec, "affected": {"object": {"object": [t]}}} for t in ids]
    for spec in specs:
        eid = g.new_id("repl")
        eff = parse_replacement(spec, _PLACE, eid=eid, controller=it.controller, timestamp=g.new_ts(),
                                source=it.source, text=spec.get("text", it.text))
        g.s.replacement_effects.append(eff)
        if ins.get("duration") == "end_of_turn":            # 701.15a: "the next time ... this turn"
            g.s.replacement_durations[eid] = "end_of_turn"
        g._log("614.1", f"replacement effect {eid} ({spec.get('text') or it.text}) is created")


def _may(g, proc, it, ins):
    """608.2d optional actions; `when_you_do` is a reflexive triggered ability (603.12)."""
    # "Its controller may ...": the player named chooses (608.2d); with no such player now (an
    # illegal target, 608.2b) there is no one to do it
    players = refs(g, it, ins.get("player", "you"))
    if not players:
        return None
    who = players[0]
    a = _answer(proc)
    if a is None and _cant_choose_to_mill(g, it, list(ins["may"]) if isinstance(ins["may"], list) else [ins["may"]], who):
        g._log("701.13b", f"{who} can't choose to mill more cards than their library has", who)
        a = Action("no")
    if a is None:
        g._ask("may", who, [Action("yes"), Action("no")], f"{who}: {ins.get('text', 'you may ...')}?", "608.2d")
        return "wait"
    if a.kind == "no":
        g._log("608.2d", f"{who} chooses not to", who)
        return list(ins.get("else") or []) or None      # "If you don't, ..." (702.123a)
    g._log("608.2d", f"{who} chooses to", who)
    it.memory["did"] = False
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
    if spec.get("trigger_if") is not None and not condition(g, spec["trigger_if"], it.source, it.controller, it.memory):
        # 603.12: "When you discard a nonland card this way" -- its event didn't happen
        return None
    pid = g.new_id("trig")
    text = spec.get("text", "reflexive trigger")
    g.s.pending.append(PendingTrigger(pid, it.source, it.controller, text, spec, dict(it.memory)))
    g._log("603.12", f"reflexive triggered ability {text!r} triggers")


def _frozen(g, it, x: Any) -> Any:
    """A delayed ability's instructions with the targets and created objects they name fixed as
    it is created (603.7c: it refers to those objects, not to new choices)."""
    if x == "target" or x == "each_target" or (isinstance(x, dict) and set(x) in ({"target"}, {"targets_from"}, {"targets_of"})) or \
            (isinstance(x, dict) and set(x) == {"created"}):
        return {"objects": refs(g, it, x)}
    if isinstance(x, dict):
        # "enchanted creature" / "equipped creature" named as an object (not a filter's word): the
        # creature it is now, not whatever the source is attached to later (603.7c)
        return {k: {"objects": refs(g, it, v)} if v in ("enchanted", "equipped") and k not in _FILTER_KEYS
                else _frozen(g, it, v) for k, v in x.items()}
    if isinstance(x, list):
        return [_frozen(g, it, v) for v in x]
    return x


_FILTER_KEYS = ("each", "filter", "affects", "count", "among", "choose_objects", "for_each")


def _sacrifice_these(g, proc, it, ins):
    """701.17a: "sacrifice it" -- the ability's controller sacrifices these permanents, those of them
    they control (a player can sacrifice only a permanent they control); what was sacrificed is
    remembered as it last existed (608.2h: "you gain life equal to its toughness") and as done
    ("If you do", 608.2c)."""
    evs = []
    for t in refs(g, it, ins["sacrifice_these"]):
        o = g.s.objects.get(t)
        # `by_controller`: "that creature's controller sacrifices it" -- whoever controls it now
        p = g.ch(t).controller if o is not None and ins.get("by_controller") else it.controller
        if o is not None and o.zone == "battlefield" and not o.phased_out and g.ch(t).controller == p:
            g._log("701.17a", f"{p} sacrifices {g.name(t)}", p)
            it.memory["moved_lki"] = {**(it.memory.get("moved_lki") or {}), t: lki(g, t)}
            evs.append(Event("zone_change", obj=t, from_zone="battlefield", to_zone="graveyard", what="sacrifice",
                             player=p))
            it.memory["did"] = True
    g.perform(evs)


def _delayed(g, proc, it, ins):
    spec = dict(ins["delayed"])
    if "about" in spec:              # "When that creature dies this turn": that object, as it is now (603.7c)
        about = [t for t in refs(g, it, spec["about"]) if t in g.s.objects]
        if not about:
            g._log("603.7c", f"no delayed triggered ability: the object it is about is gone ({spec.get('text', '')!r})")
            return None
        spec["about"] = (about[0], len(g.obj(about[0]).earlier_ids))
    if "effect" in spec and spec.get("until") != "end_of_turn":
        spec["effect"] = _frozen(g, it, spec["effect"])    # (one with a duration names its own, 603.7b)
    if spec.pop("this_turn", None):              # "When you next ... this turn" (603.7c): this turn only
        spec["turn"] = g.s.turn
    g.s.delayed.append({"id": g.new_id("delayed"), "source": it.source, "controller": it.controller,
                        "spec": spec, "memory": {k: v for k, v in it.memory.items() if k != "_trig_inc"}})
    g._log("603.7a", f"delayed triggered ability created: {spec.get('text', '')!r}")


def _pay_or(g, proc, it, ins):
    """118.12: "[do something] unless [a player] pays [a cost]" -- the player chooses whether to pay
    (mana, paid with their mana abilities and pool, 118.3; or life, 119.4: only with at least that
    much life); if they don't, the instructions of `pay_or` happen. `times: EXPR` multiplies the
    cost ("for each age counter on it", 702.24a). Used by ward (702.21a), echo (702.30a),
    cumulative upkeep (702.24a) and "unless its controller pays" spells."""
    from pyengine.game.mana import ManaCost
    if ins.get("each"):                            # "each opponent ... unless they pay" (101.4)
        return _HANDLERS["_each_pay_or"](g, proc, it, ins)
    who = refs(g, it, ins.get("player", "you"))
    p = who[0] if who else None
    if "pay_by" in ins:                            # 702.24a: a cost that is an action, done `times` times
        n = number(g, it, ins["times"]) if "times" in ins else 1
        if p is None or p not in g.alive():
            return list(ins["pay_or"])
        a = _answer(proc)
        if a is None:
            g._ask("pay_or", p, [Action("pay"), Action("decline")],
                   f"{p}: pay the cost of {it.text!r} {n} time(s) (doing it), or don't", "118.12")
            return "wait"
        if a.kind == "pay":
            g._log("118.12", f"{p} pays the cost of {it.text!r} {n} time(s)", p)
            return [dict(x) for _ in range(n) for x in ins["pay_by"]]
        g._log("118.12", f"{p} doesn't pay the cost of {it.text!r}", p)
        return list(ins["pay_or"])
    if "costs" in ins and p in g.alive():          # costs beyond mana and life ("Ward—Discard a card.")
        from pyengine.cards.costs import cost_times
        from pyengine.game import costs
        if "times" in ins:
            ins = {**ins, "costs": cost_times(ins["costs"], number(g, it, ins["times"]))}
        return costs.pay_or(g, proc, it, ins, p)
    cost = ins["cost"]
    n = number(g, it, ins["times"]) if "times" in ins else 1
    if isinstance(cost, dict) and "life" in cost:
        mc = ManaCost(life=max(0, number(g, it, cost["life"])) * n)   # "life equal to its toughness" (608.2h)
    elif any(sy.kind in ("hybrid", "phyrexian") for sy in parse_cost(str(cost))):
        # 107.4e-f, 702.24a: each hybrid symbol paid one way or the other, chosen separately for
        # each time the cost is paid ("Cumulative upkeep {G} or {W}"): one option per total
        if p is None or p not in g.alive():
            return list(ins["pay_or"])
        return _pay_or_hybrid(g, proc, it, ins, p, list(parse_cost(str(cost))) * n)
    else:
        one = choose_cost(parse_cost(str(cost)), it.x, {})        # {X}: the X announced (107.3a)
        mc = ManaCost(generic=one.generic * n, symbols=list(one.symbols) * n)
    if p is None or p not in g.alive():
        return list(ins["pay_or"])
    can = can_pay(g, p, mc)
    a = _answer(proc)
    if a is None:
        g._ask("pay_or", p, ([Action("pay")] if can else []) + [Action("decline")],
               f"{p}: pay {mc.text()} for {it.text!r}, or don't", "118.12")
        return "wait"
    if a.kind == "pay":
        pay_now(g, p, mc)
        g._log("118.12", f"{p} pays {mc.text()} ({it.text!r})", p)
        return None
    g._log("118.12", f"{p} doesn't pay {mc.text()} ({it.text!r})", p)
    return list(ins["pay_or"])


def _pay_or_hybrid(g, proc, it, ins, p, syms):
    """118.12 with hybrid or Phyrexian symbols (107.4e-f): the player pays the cost one of the ways
    its symbols allow (answer `pay {G}{G}{W}`, the cost paid) or declines (`decline`)."""
    from itertools import combinations_with_replacement, product
    hyb = [i for i, sy in enumerate(syms) if sy.kind in ("hybrid", "phyrexian")]
    kinds = {(syms[i].kind, tuple(syms[i].value)) for i in hyb}
    if len(kinds) == 1:                       # n copies of one symbol: only how many of each way counts
        combos = list(combinations_with_replacement(hybrid_options(syms[hyb[0]]), len(hyb)))
    else:
        combos = list(product(*[hybrid_options(syms[i]) for i in hyb]))
    ways: dict = {}
    for combo in combos:
        mc = choose_cost(tuple(syms), it.x, dict(zip(hyb, combo)))
        if can_pay(g, p, mc):
            ways.setdefault(mc.text().replace(" ", "_"), mc)
    a = _answer(proc)
    if a is None or (a.kind == "pay" and (not a.args or a.args[0] not in ways)):
        g._ask("pay_or", p, [Action("pay", (k,)) for k in ways] + [Action("decline")],
               f"{p}: pay {''.join(sy.text() for sy in syms)} for {it.text!r} (each hybrid symbol one way "
               "or the other), or don't", "118.12")
        return "wait"
    if a.kind == "pay":
        pay_now(g, p, ways[a.args[0]])
        g._log("118.12", f"{p} pays {ways[a.args[0]].text()} ({it.text!r})", p)
        return None
    g._log("118.12", f"{p} doesn't pay ({it.text!r})", p)
    return list(ins["pay_or"])


def _may_pay_chosen(g, proc, it, ins, p):
    """"You may pay {X}. If you do, draw X cards", "you may pay {R/W}{R/W}. If you do, ..." (608.2d):
    paying, the player chooses the value of X (107.3: 0 or more, at most what they can pay; X in
    the instructions is that value) or how to pay each hybrid or Phyrexian symbol (107.4e-f); the
    choices are `pay N` (X) or `pay {R}{W}` (the symbols paid), or `decline`."""
    from itertools import product
    from pyengine.game.mana import hybrid_options
    cost = str(ins["may_pay"]["mana"])
    syms = parse_cost(cost)
    hyb = [i for i, sy in enumerate(syms) if sy.kind in ("hybrid", "phyrexian")]
    ways: dict = {}
    if any(sy.kind == "x" for sy in syms):
        for n in range(0, g._available_mana(p) + int(sum(g.s.pools[p].values())) + 1):
            mc = choose_cost(syms, n, {})
            if can_pay(g, p, mc):
                ways[n] = (mc, n)
    else:
        for combo in product(*[hybrid_options(syms[i]) for i in hyb]):
            mc = choose_cost(syms, 0, dict(zip(hyb, combo)))
            if can_pay(g, p, mc):
                ways.setdefault(mc.text().replace(" ", "_"), (mc, None))
    a = _answer(proc)
    if a is None and ways:
        g._ask("may_pay", p, [Action("pay", (k,)) for k in ways] + [Action("decline")],
               f"{p}: pay {cost} for {it.text!r}?", "608.2d")
        return "wait"
    if a is None or a.kind != "pay" or a.args[0] not in ways:
        g._log("608.2d", f"{p} doesn't pay {cost}", p)
        return list(ins.get("else") or [])
    mc, x = ways[a.args[0]]
    if x is not None:
        it.x = x                                     # 107.3: X in the instructions is the value chosen
        g._log("107.3", f"{p} chooses X = {x}", p)
    pay_now(g, p, mc)
    g._log("608.2d", f"{p} pays {mc.text()} ({it.text!r})", p)
    if ins.get("when_you_do"):                       # 603.12: "When you do, ..."
        it.memory["did"] = True
        if x is not None:
            it.memory["x"] = x
        return list(ins.get("then") or []) + [{"_reflexive": ins["when_you_do"]}]
    return list(ins.get("then") or [])


def _may_pay_hybrid(g, proc, it, ins):
    """"You may pay [cost]. If you do, ..." (extort, 702.101a): the choices are each way to pay a
    hybrid symbol (107.4e; `pay {W}` / `pay {B}`) or `decline`; paying runs `then`."""
    from itertools import product
    from pyengine.game.mana import hybrid_options
    syms = parse_cost(str(ins["may_pay"]))
    hyb = [i for i, sy in enumerate(syms) if sy.kind in ("hybrid", "phyrexian")]
    costs = {}
    for combo in product(*[hybrid_options(syms[i]) for i in hyb]):
        mc = choose_cost(syms, 0, dict(zip(hyb, combo)))
        costs.setdefault(mc.text().replace(" ", "_"), mc)
    p = it.controller
    a = _answer(proc)
    if a is None:
        g._ask("may_pay", p, [Action("pay", (t,)) for t, mc in costs.items() if can_pay(g, p, mc)] + [Action("decline")],
               f"{p}: pay {ins['may_pay']} for {it.text!r}?", "118.12")
        return "wait"
    if a.kind != "pay":
        g._log("608.2d", f"{p} doesn't pay {ins['may_pay']}", p)
        return None
    mc = costs[str(a.args[0])]
    pay_now(g, p, mc)
    g._log("601.2h", f"{p} pays {mc.text()} ({it.text!r})", p)
    return list(ins.get("then") or [])


def _drain(g, proc, it, ins):
    """702.101a: each opponent loses N life and you gain life equal to the total life lost this way."""
    n = number(g, it, ins["drain"])
    opps = g.opponents(it.controller)
    before = {q: g.s.players[q].life for q in opps}
    g.perform([Event("life_loss", player=q, amount=n) for q in opps])
    lost = sum(max(0, before[q] - g.s.players[q].life) for q in opps)
    if lost:
        g.perform([Event("life_gain", player=it.controller, amount=lost)])


def _explore(g, proc, it, ins):
    """701.40a: the permanent's controller reveals the top card of their library; a land card goes
    to their hand; otherwise the permanent gets a +1/+1 counter and they may put the revealed card
    into their graveyard (answer yes/no). 701.40c: last known information if it left."""
    ids = [t for t in refs(g, it, ins["explore"]) if t in g.s.objects]
    if not ids:
        return None
    oid = ids[0]
    key = f"_explored:{proc.data['pc']}"
    a = _answer(proc)
    if key in it.memory:                      # the counter is on; the choice about the revealed card
        top = it.memory[key]
        p = g.obj(top).owner
        if a is not None and a.kind == "yes" and g.obj(top).zone == "library":
            g.perform([Event("zone_change", obj=top, from_zone="library", to_zone="graveyard", what="explore", player=p)])
            g._log("701.40a", f"{p} puts {g.name(top)} into their graveyard")
        _explored(g, oid)
        return None
    ch = g.ch(oid) or g.ch_anywhere(oid)
    p = ch.controller if ch is not None else g.obj(oid).controller
    lib = g.s.library[p]
    top = lib[0] if lib else None
    g._log("701.40a", f"{g.name(oid)} explores: {p} reveals " + (g.name(top) if top else "nothing (empty library)"), p)
    if top is not None and "land" in g.obj(top).card.types:
        g.perform([Event("zone_change", obj=top, from_zone="library", to_zone="hand", what="explore", player=p)])
        _explored(g, oid)
        return None
    if g.obj(oid).zone == "battlefield":
        g.perform([Event("counters", target=oid, counter_kind="+1/+1", amount=1, source=it.source, player=it.controller)])
    if top is None:
        _explored(g, oid)
        return None
    it.memory = {**it.memory, key: top}
    g._ask("may", p, [Action("yes"), Action("no")], f"{p}: put {g.obj(top).card.name} into your graveyard?", "701.40a")
    return "wait"


def _explored(g, oid) -> None:
    """701.40b: the permanent "explores" once the process is complete ("Whenever a creature you
    control explores")."""
    ch = g.ch(oid) or g.ch_anywhere(oid)
    if ch is not None:
        g._happen({"kind": "explores", "obj": oid}, {oid: ch})


def _amass(g, proc, it, ins):
    """701.44a: "If you don't control an Army creature, create a 0/0 black [subtype] Army creature
    token. Choose an Army creature you control. Put N +1/+1 counters on that creature. If it isn't
    a [subtype], it becomes a [subtype] in addition to its other types." (answer `choose ID`)"""
    p = it.controller
    sub = str(ins.get("subtype", "Zombie"))
    def armies():
        return [o for o in g.battlefield() if g.ch(o).controller == p and "creature" in g.ch(o).types
                and "Army" in g.ch(o).subtypes]
    a = _answer(proc)
    if a is None:
        if not armies():
            g.perform([Event("create_tokens", player=p, amount=1, source=it.source,
                             token={"name": f"{sub} Army", "types": ["creature"], "subtypes": [sub, "Army"],
                                    "colors": ["black"], "power": 0, "toughness": 0})])
        cands = armies()
        if not cands:
            return None
        if len(cands) > 1:
            g._ask("choose", p, [Action("choose", (c,)) for c in cands], f"{p}: choose an Army creature you control",
                   "701.44a")
            return "wait"
        army = cands[0]
    else:
        army = a.args[0]
    n = number(g, it, ins["amass"])
    g.perform([Event("counters", target=army, counter_kind="+1/+1", amount=n, source=it.source, player=it.controller)])
    ch = g.ch(army)
    if ch is not None and sub not in ch.subtypes:
        _continuous(g, proc, it, {"continuous": {"add_subtypes": [sub]}, "on": {"each": {"object": army}}})
    g._log("701.44a", f"{p} amasses {sub} {n}: {g.name(army)}", p)
    return None


def _bolster(g, proc, it, ins):
    """701.33a: "Choose a creature you control with the least toughness or tied for least toughness
    among creatures you control. Put N +1/+1 counters on that creature." (answer `choose ID` when
    several are tied; the choice is made as the instruction is followed, 701.33b ruling)."""
    p = it.controller
    a = _answer(proc)
    if a is not None and a.kind == "choose":
        pick = a.args[0]
    else:
        mine = [o for o in g.battlefield() if g.ch(o).controller == p and "creature" in g.ch(o).types]
        if not mine:
            g._log("701.33a", f"{p} controls no creature: bolster does nothing", p)
            return None
        least = min(g.ch(o).toughness or 0 for o in mine)
        tied = [o for o in mine if (g.ch(o).toughness or 0) == least]
        if len(tied) > 1:
            g._ask("choose", p, [Action("choose", (o,)) for o in tied],
                   f"{p}: choose a creature with the least toughness to bolster", "701.33a")
            return "wait"
        pick = tied[0]
    n = number(g, it, ins["bolster"])
    g._log("701.33a", f"{p} bolsters {n}: {g.name(pick)}", p)
    g.perform([Event("counters", target=pick, counter_kind="+1/+1", amount=n, source=it.source, player=it.controller)])
    return None


def _manifest(g, proc, it, ins):
    """701.34a: manifest the top card of your library; `cloak: true`: cloak it (701.56a)
    (pyengine/game/face_down.py)."""
    face_down.manifest(g, it, refs(g, it, ins.get("player", "you")), number(g, it, ins["manifest"]),
                       bool(ins.get("cloak")))
    return None


def _manifest_dread(g, proc, it, ins):
    """701.60a: manifest one of the top two cards of your library, the other into your graveyard."""
    return face_down.manifest_dread(g, proc, it, refs(g, it, ins.get("player", "you")))


def _turn_face_up(g, proc, it, ins):
    """708.7: an effect turns a face-down permanent face up (no cost is paid)."""
    for x in refs(g, it, ins["turn_face_up"]):
        if x in g.s.objects and g.obj(x).zone == "battlefield" and g.obj(x).face_down:
            face_down.turned_up_by_effect(g, x)
    return None


def _phase_out(g, proc, it, ins):
    """702.26b: these permanents phase out (treated as though they don't exist); what is attached
    to them phases out indirectly with them (702.26g-h). Each phases in during the next untap step
    of the player who controlled it as it phased out (702.26a, 502.1)."""
    from pyengine.game.phasing import phase_out
    out: dict = {x: None for x in refs(g, it, ins["phase_out"])
                 if x in g.s.objects and g.obj(x).zone == "battlefield" and not g.obj(x).phased_out}
    for oid in g.battlefield():
        if g.obj(oid).attached_to in out and out.get(oid) is None:
            out[oid] = g.obj(oid).attached_to
    if out:
        it.memory["did"] = True
    phase_out(g, out)
    return None


def _transform(g, proc, it, ins):
    """701.28a: transform each of these permanents (pyengine/game/transform.py)."""
    for x in refs(g, it, ins["transform"]):
        transform.transform(g, x, it)
    return None


def _shuffle_into_library(g, proc, it, ins):
    """701.20a, 401.3: each named player puts every card of these zones of theirs into their
    library (at once), then shuffles it."""
    for p in refs(g, it, ins.get("player", "you")):
        if p not in g.s.players:
            continue
        cards = [c for z in ins["shuffle_into_library"] for c in g.zone_ids(str(z), p)]
        if "cards" in ins:          # "shuffles up to four target cards from their graveyard" (their own)
            cards += [c for c in refs(g, it, ins["cards"]) if c in g.s.objects and g.obj(c).owner == p
                      and g.obj(c).zone not in ("library", "battlefield", "stack")]
        if cards:
            g.perform([Event("zone_change", obj=c, from_zone=g.obj(c).zone, to_zone="library", what="put_in_library",
                             player=p, source=it.source) for c in cards])
        shuffle_library(g, p)
        g._log("701.20a", f"{p} shuffles {len(cards)} card(s) into their library" if cards else f"{p} shuffles their library", p)
    return None


def _may_play(g, proc, it, ins):
    """601.3, 116.2a: "You may play that card this turn" / "until the end of your next turn" /
    "for as long as it remains exiled" -- a permission for the cards the previous instruction
    exiled (pyengine.game.permissions)."""
    from pyengine.game import permissions
    src = ins.get("may_play", "this_way")
    # "this_way": the cards the instruction before moved; else the target it exiled (608.2b: a legal one)
    cards = list(it.memory.get("moved_this_way") or ()) if src == "this_way" else \
        [c for c in refs(g, it, src) if c in g.s.objects and g.obj(c).zone == "exile"]
    until = str(ins.get("until", "turn"))
    stamp = None
    if durations.is_while(until):
        stamp = durations.begin(g, it, until)   # 611.2b: "for as long as you control ~"
        if stamp is None:
            return None
    permissions.grant(g, cards, it.controller, until, bool(ins.get("cast_only")), stamp)
    return None


def _take_among(g, proc, it, ins):
    """608.2c, 608.2h: "put a land card from among them into your hand" -- the controller chooses
    one card matching the filter among the cards the instruction before moved (still where that
    instruction put them: 400.7) and puts it into their hand."""
    moved = [c for c in (it.memory.get("moved_this_way") or ()) if c in g.s.objects]
    cards = [(c, g.ch_anywhere(c)) for c in moved if g.obj(c).zone in ("graveyard", "exile")]
    cands = matching(g, filt(ins["filter"]), cards, it.source, it.controller)
    if not cands:
        g._log("608.2c", f"none of those cards is {ins['filter']}")
        return None
    a = _answer(proc)
    if a is None:
        g._ask("choose", it.controller, [Action("choose", (c,)) for c in cands],
               f"{it.controller}: choose a card to put into your hand ({ins['filter']})", "608.2c")
        return "wait"
    t = a.args[0]
    it.memory["did"] = True
    g.perform([Event("zone_change", obj=t, from_zone=g.obj(t).zone, to_zone="hand", what="put", player=it.controller)])
    g._log("608.2c", f"{it.controller} puts {g.name(t)} into their hand", it.controller)
    return None


def _exile_top(g, proc, it, ins):
    """702.115a: "that player exiles the top card of their library" (N cards, 406.1)."""
    _top_of_library_to(g, it, ins, "exile_top", "exile", "exile", "702.115a",
                       "{p} exiles the top {n} card(s) of their library")
    return None


def _connive(g, proc, it, ins):
    """701.47a: the permanent's controller draws a card, then discards a card (answer `discard ID`);
    if a nonland card is discarded this way, a +1/+1 counter goes on the conniving permanent
    (701.47c: last known information if it left)."""
    ids = [t for t in refs(g, it, ins["connive"]) if t in g.s.objects]
    if not ids:
        return None
    oid = ids[0]
    key = f"_connived:{proc.data['pc']}"
    a = _answer(proc)
    if key not in it.memory:
        ch = g.ch(oid)
        p = ch.controller if ch is not None else g.obj(oid).controller
        if (a is None or a.kind not in ("dredge", "no_dredge")) and _dredge.options(g, p):
            _dredge.ask(g, p)                           # 702.52a: the draw, or dredge instead
            return "wait"
        it.memory = {**it.memory, key: p}
        g._log("701.47a", f"{g.name(oid)} connives", p)
        _dredge.draw_or_dredge(g, p, a)
        a = None
    p = it.memory[key]
    hand = g.zone_ids("hand", p)
    if not hand:
        return None
    if a is None or a.kind != "discard":
        g._ask("discard", p, [Action("discard", (h,)) for h in hand], f"{p}: discard a card (connive)", "701.47a")
        return "wait"
    card = a.args[0]
    land = "land" in g.obj(card).card.types
    g.perform([Event("discard", player=p, obj=card)])
    if not land and g.obj(oid).zone == "battlefield":
        g.perform([Event("counters", target=oid, counter_kind="+1/+1", amount=1, source=it.source, player=it.controller)])
    return None


def _designate(g, proc, it, ins):
    """702.112b: "it becomes renowned" -- a designation the permanent keeps until it leaves the
    battlefield (400.7); 702.171b: "saddled", until end of turn too."""
    what = str(ins["designate"])
    if what not in ("renowned", "saddled", "monstrous", "solved"):
        raise ScenarioError(f"unknown designation {what!r} in card data", expected="renowned, saddled, monstrous or solved")
    o = g.s.objects.get(it.source)
    if o is not None and o.zone == "battlefield":
        g.s.states_seen[f"{what}:{it.source}"] = True
        g._log({"renowned": "702.112b", "saddled": "702.171b", "monstrous": "701.31b", "solved": "719.3a"}[what],
               f"{g.name(it.source)} becomes {what}")
        if what == "monstrous":                  # "When ~ becomes monstrous" (701.31b)
            g._happen({"kind": "becomes_monstrous", "obj": it.source})


def _cast_self(g, proc, it, ins):
    """The owner of the source card (in exile) may cast it now, as the ability resolves: for its
    madness cost (702.35a) or without paying its mana cost (`free`: rebound, 702.88a), ignoring
    timing (608.2g); the cast happens before the rest of the resolution. If they don't, the
    instructions of `else` happen ("put this card into their graveyard")."""
    oid = it.source
    o = g.s.objects.get(oid)
    if o is None:
        return None
    if o.zone == "stack":                            # the cast was proposed and completed (601.2i)
        return None
    alt = str(ins["cast_self"])
    if o.zone != ("hand" if alt == "miracle" else "exile"):      # it left: a new object (400.7)
        return None
    a = _answer(proc)
    if a is None:
        g._ask("may", o.owner, [Action("yes"), Action("no")],
               f"{o.owner}: cast {o.card.name} " + ("without paying its mana cost" if alt == "free" else f"for its {alt} cost")
               + "?", {"madness": "702.35a", "miracle": "702.94a"}.get(alt, "702.88a"))
        return "wait"
    if a.kind == "yes":
        g._begin_cast(o.owner, oid, alt)
        if ins.get("suspend"):                   # 702.62a: "if you cast a creature spell this way, it gains haste"
            g.s.states_seen[f"suspend_cast:{oid}"] = True
        return "wait"
    g._log("608.2d", f"{o.owner} doesn't cast {g.name(oid)}")
    return list(ins.get("else") or [])


def spell_snapshot(it: StackItem) -> dict:
    """A spell on the stack as a copy effect copies it (707.10: its characteristics and the choices
    made for it -- modes, targets, X), kept as its last known information (608.2h, 113.7a)."""
    return {"id": it.id, "spec": dict(it.spec), "targets": list(it.targets), "target_slots": list(it.target_slots),
            "x": it.x, "text": it.text,
            "mode": it.memory.get("mode")}


def _copy_spell(g, proc, it, ins):
    """707.10: put N copies of the spell remembered by the trigger (`copy_of`, as it was cast) on
    the stack, with its modes, X and targets; 707.10c: for each target of each copy its controller
    may choose a new legal target or leave it unchanged (the answer `target ID`). A copy isn't
    cast (no cast triggers); it ceases to exist once it leaves the stack (704.5e). `of: REF`:
    copy a spell on the stack now ("Copy target instant or sorcery spell"), its targets changed
    only with `new_targets: true` ("You may choose new targets for the copy")."""
    src = it.memory.get("copy_of") or {}
    if "of" in ins and not it.memory.get("_copies"):
        ids = refs(g, it, ins["of"])
        tgt = next((g.item(x) for x in ids if g.item(x) is not None), None)
        if tgt is not None and tgt.kind == "spell":
            src = spell_snapshot(tgt)
        else:           # 608.2h: the spell a cast trigger is about, left the stack: as it last existed
            last = it.memory.get("event_spell") or {}
            src = last if ins["of"] in ("it", "self") and last.get("id") in ids else {}
    old = it.memory.get("_copies") or {"made": [], "k": 0, "j": 0}
    st = {"made": list(old["made"]), "k": old["k"], "j": old["j"]}     # (memory is shared with snapshots)
    it.memory["_copies"] = st
    if not st["made"]:
        n = number(g, it, ins["copy_spell"])
        o = g.s.objects.get(src.get("id"))
        if o is None or n <= 0:
            it.memory.pop("_copies", None)
            return None
        from pyengine.model import GameObject
        for _ in range(n):
            cid = g.new_id("copy")
            g.s.objects[cid] = GameObject(id=cid, card=o.card, zone="stack", owner=it.controller,
                                          controller=it.controller, timestamp=g.new_ts(), copy_of=src["id"])
            g.s.stack.append(StackItem(id=cid, kind="spell", source=cid, controller=it.controller,
                                       text=f"copy of {src.get('text')}", spec=dict(src["spec"]),
                                       targets=list(src["targets"]), target_slots=list(src.get("target_slots") or ()),
                                       x=int(src.get("x") or 0),
                                       memory={"mode": src.get("mode")} if src.get("mode") else {}))
            st["made"].append(cid)
        g._dirty()
        g._log("707.10", f"{n} cop{'y' if n == 1 else 'ies'} of {src.get('text')} put on the stack: {', '.join(st['made'])}")
        for cid in st["made"]:       # 707.10: its controller copied a spell ("whenever you copy a spell")
            g._happen({"kind": "copy", "obj": cid, "player": it.controller})
    a = proc.data["answers"].pop(proc.data["pc"], None)
    if not ins.get("new_targets", "of" not in ins):
        it.memory.pop("_copies", None)
        return None
    while st["k"] < len(st["made"]):
        cp = g.item(st["made"][st["k"]])
        tspecs = specs_of(g, cp) if cp is not None else []
        if cp is None or st["j"] >= len(cp.targets) or slot_of(cp, st["j"]) >= len(tspecs):
            st["k"] += 1
            st["j"] = 0
            continue
        j = st["j"]
        if a is None:
            cands = [c for c in target_candidates(g, cp, tspecs[slot_of(cp, j)]) if c != cp.id]
            opts = list(dict.fromkeys([cp.targets[j]] + cands))
            g._ask("target", cp.controller, [Action("target", (c,)) for c in opts],
                   f"{cp.controller}: target {j + 1} of {cp.id} (now {g.name(cp.targets[j])}; choose it to leave "
                   f"it unchanged, 707.10c)", "707.10c")
            return "wait"
        if a.args[0] != cp.targets[j]:
            cp.targets[j] = a.args[0]
            if a.args[0] in g.s.objects:
                cp.target_zones[a.args[0]] = g.obj(a.args[0]).zone
            g._log("707.10c", f"{cp.controller} chooses a new target for {cp.id}: {g.name(a.args[0])}")
        a = None
        st["j"] += 1
    it.memory.pop("_copies", None)          # done: a later copy instruction makes its own copies
    return None


def _new_targets_for(g, proc, it, ins):
    """115.7d, 115.7e: "You may choose new targets for target spell." -- the ability's controller
    goes through the spell's targets in order; for each they may leave it unchanged (even an
    illegal one) or choose a new legal target (the answer `target ID`; the current one leaves it
    unchanged). A target is judged with the targets chosen before it in this new set (115.3: the
    same object once per instance of "target"; "another target"), so only the final set counts
    (115.7e: swapping two targets is allowed) and no unchanged target becomes illegal; the spell's
    targets change all at once at the end."""
    ids = refs(g, it, ins["new_targets_for"])
    sp = next((g.item(x) for x in ids if g.item(x) is not None), None)
    if sp is None:
        return None
    new = list(ins.get("_new") or [])
    tspecs = specs_of(g, sp)
    n = len([j for j in range(len(sp.targets)) if slot_of(sp, j) < len(tspecs)])
    if len(new) >= n:
        changed = [k for k in range(n) if new[k] != sp.targets[k]]
        for k in changed:
            sp.targets[k] = new[k]
            if new[k] in g.s.objects:
                sp.target_zones[new[k]] = g.obj(new[k]).zone
        g._log("115.7d", f"{it.controller} chooses new targets for {sp.text}: "
               + (", ".join(g.name(t) for t in sp.targets[:n]) if changed else "unchanged"), it.controller)
        return None
    k = len(new)
    tmp = sp.clone()
    tmp.targets = new
    tmp.target_slots = [slot_of(sp, j) for j in range(len(new))]
    legal = target_candidates(g, tmp, tspecs[slot_of(sp, k)])
    cands = [c for c in next_target_candidates(g, tmp, tspecs, slot_of(sp, k)) if c != sp.id]
    old = sp.targets[k]
    opts = list(dict.fromkeys(([old] if old not in set(legal) - set(cands) else []) + cands))
    if not opts:
        # the earlier new choices left this target nothing legal: that proposal can't be made;
        # the choice starts again (730.1)
        g._log("730.1", f"no legal choice for target {k + 1} of {sp.text} with those new targets; choosing again")
        return [{**ins, "_new": []}]
    a = _answer(proc)
    if a is None or a.kind != "target" or a.args[0] not in opts:
        g._ask("target", it.controller, [Action("target", (c,)) for c in opts],
               f"{it.controller}: target {k + 1} of {sp.text} (now {g.name(old)}; choose it to leave "
               f"it unchanged, 115.7d)", "115.7d")
        return "wait"
    return [{**ins, "_new": new + [a.args[0]]}]


def _change_target(g, proc, it, ins):
    """115.7a: "Change the target of target spell with a single target." -- its target can be
    changed only to another legal target (judged as if chosen now, 115.7); if there is none, the
    original target is unchanged, even an illegal one. The ability's controller chooses (the
    answer `target ID`)."""
    ids = refs(g, it, ins["change_target"])
    sp = next((g.item(x) for x in ids if g.item(x) is not None), None)
    tspecs = specs_of(g, sp) if sp is not None else []
    if sp is None or len(sp.targets) != 1 or slot_of(sp, 0) >= len(tspecs):
        return None
    old = sp.targets[0]
    tmp = sp.clone()
    tmp.targets = []
    tmp.target_slots = []
    opts = [c for c in next_target_candidates(g, tmp, tspecs, slot_of(sp, 0)) if c not in (old, sp.id)]
    if not opts:
        g._log("115.7a", f"no other legal target for {sp.text}: its target is unchanged", it.controller)
        return None
    a = _answer(proc)
    if a is None or a.kind != "target" or a.args[0] not in opts:
        g._ask("target", it.controller, [Action("target", (c,)) for c in opts],
               f"{it.controller}: the new target of {sp.text} (now {g.name(old)}; 115.7a)", "115.7a")
        return "wait"
    sp.targets[0] = a.args[0]
    if a.args[0] in g.s.objects:
        sp.target_zones[a.args[0]] = g.obj(a.args[0]).zone
    g._log("115.7a", f"{it.controller} changes the target of {sp.text} to {g.name(a.args[0])}", it.controller)
    return None


def _remove_time_counter(g, proc, it, ins):
    """702.62a: remove a time counter from this suspended card."""
    remove_time_counter(g, it.source, it.controller)


def suspended(g: "Game", oid: str) -> bool:
    """702.62b: in exile, with suspend, with a time counter on it."""
    o = g.s.objects.get(oid)
    return bool(o and o.zone == "exile" and any(p.get("casting", {}).get("kind") == "suspend" for _i, p in g.abilities_of(oid, "static"))
                and any(c.kind == "time" and c.count > 0 for c in o.counters))


def remove_time_counter(g: "Game", oid: str, controller: str) -> None:
    """Remove a time counter; "When the last time counter is removed from this card, if it's
    exiled, you may cast it without paying its mana cost" triggers (702.62a)."""
    o = g.s.objects.get(oid)
    if o is None:
        return
    for c in list(o.counters):
        if c.kind == "time" and c.count > 0:
            c.count -= 1
            g._log("122.1", f"a time counter is removed from {g.name(oid)} ({c.count} left)")
            if c.count == 0:
                o.counters.remove(c)
                spec = {"text": f"suspend of {o.card.name}: cast it", "if": {"source_in_exile": True},
                        "effect": [{"cast_self": "free", "suspend": True}]}
                g.s.pending.append(PendingTrigger(g.new_id("trig"), oid, controller, spec["text"], spec, {}))
                g._log("603.2", f"the last time counter was removed: {spec['text']!r} triggers")
            return




def _remove_from_combat(g, proc, it, ins):
    """506.4: "remove it from combat" -- it stops being an attacking, blocking, blocked and/or
    unblocked creature (a creature it blocked stays blocked, 509.1h; it deals and is dealt no
    combat damage, 510.1)."""
    for x in refs(g, it, ins["remove_from_combat"]):
        if x in g.s.objects and (x in g.s.attackers or x in g.s.blockers):
            g.s.attackers.pop(x, None)
            g.s.blockers.pop(x, None)
            g._log("506.4", f"{g.name(x)} is removed from combat")
    g._dirty()
    return None


def _put_attacking(g, proc, it, ins):
    """702.49a/c: put this card onto the battlefield from its owner's hand tapped and attacking the
    player the returned creature was attacking (508.4: it was never declared as an attacker, so
    "whenever ~ attacks" doesn't trigger; it is unblocked)."""
    o = g.s.objects.get(it.source)
    if o is None or o.zone != "hand":
        return None
    g.perform([Event("zone_change", obj=it.source, from_zone="hand", to_zone="battlefield", what="put",
                     player=it.controller, tapped=True, source=it.source)])
    defending = it.memory.get("defending")
    if g.obj(it.source).zone == "battlefield" and defending is not None and \
            g.s.step in ("declare_blockers", "combat_damage"):
        g.s.attackers[it.source] = defending
        g._log("702.49c", f"{g.name(it.source)} enters tapped and attacking {defending}, unblocked")
    return None


def _move_self_to(g, proc, it, ins):
    """702.35a: "they put this card into their graveyard" (from exile)."""
    o = g.s.objects.get(it.source)
    if o is not None and o.zone == "exile":
        g.perform([Event("zone_change", obj=it.source, from_zone="exile", to_zone=str(ins["move_self_to"]))])


def _as_it_was(g, it, x: str):
    """An object as an "it was" condition reads it (608.2h): as this effect's instruction moved it
    from the battlefield, or as it left the battlefield (the trigger's event), else as it is now."""
    lk = (it.memory.get("moved_lki") or {}).get(x)
    if lk is None and it.memory.get("event_obj") == x:
        lk = it.memory.get("event_lki")
    o = g.s.objects[x]
    if lk is None and o.zone != "battlefield":
        lk = (g.s.history.get("left_lki") or {}).get(x)
    return lki_chars(g, x, lk) if lk is not None and o.zone != "battlefield" else g.ch_anywhere(x)


def _if(g, proc, it, ins):
    c = ins["if"]
    if isinstance(c, dict) and "target_is_other" in c:
        # 702.165a backup: "If that's another creature" -- its target isn't the source itself
        other = bool(it.targets) and it.targets[0] != it.source
        return list(ins.get("then") or []) if other == bool(c["target_is_other"]) else list(ins.get("else") or [])
    if isinstance(c, dict) and "it_is" in c:
        # 608.2c: "If it's an Angel, ..." -- the object named (a target still legal, 608.2b), as it
        # is now (608.2h), matches the filter
        ids = [x for x in refs(g, it, c["it_is"]) if x in g.s.objects]
        ok = bool(ids) and all(matching(g, filt(c["filter"]), [(x, g.ch_anywhere(x))], it.source, it.controller)
                               for x in ids)
        return list(ins.get("then") or []) if ok else list(ins.get("else") or [])
    if isinstance(c, dict) and ("it_was" in c or "sacrificed_was" in c):
        # 608.2h: "If it was a creature card / If that creature was a Human / If you controlled
        # that permanent / If the sacrificed creature was legendary" -- the object as it last
        # existed if it left the battlefield (this effect moved it, or it left before), else as it is
        if "sacrificed_was" in c:
            sac = it.memory.get("sacrificed") or {}
            pairs = [(sac["id"], lki_chars(g, sac["id"], sac))] if sac.get("id") in g.s.objects else []
            f = c["sacrificed_was"]
        else:
            pairs = [(x, _as_it_was(g, it, x)) for x in refs(g, it, c["it_was"]) if x in g.s.objects]
            f = c["filter"]
        ok = bool(pairs) and all(ch is not None and matching(g, filt(f), [(x, ch)], it.source, it.controller)
                                 for x, ch in pairs)
        return list(ins.get("then") or []) if ok else list(ins.get("else") or [])
    if isinstance(c, dict) and "roll" in c and it.memory.get("roll") is None:
        # 706.2: no die was rolled ("you may roll ... If you roll a 1, X. Otherwise, Y."): there is
        # no result, neither instruction applies
        g._log("706.2", "no die was rolled: no result to compare")
        return None
    if isinstance(c, dict) and ("mana_spent_total" in c or "colored_mana_spent" in c):
        # 601.2h: "Counter target spell if no mana was spent to cast it" (the target, as it is now)
        ok = _spent_condition(g, it, c)
        return list(ins.get("then") or []) if ok else list(ins.get("else") or [])
    if isinstance(c, dict) and "number" in c:
        # "If X is 5 or more" (107.3a: the X announced, 601.2b): a number of this spell or
        # ability, computed now (608.2h) and compared
        ok = _in_range(number(g, it, c["number"]), c)
        return list(ins.get("then") or []) if ok else list(ins.get("else") or [])
    if condition(g, ins["if"], it.source, it.controller, it.memory):
        return list(ins.get("then") or [])
    return list(ins.get("else") or [])


_HANDLERS = {
    "damage": _damage, "draw": _draw, "gain_life": _gain, "lose_life": _lose, "set_life": _set_life,
    "destroy": _move("graveyard", "destroy", "701.7a"), "exile": _move("exile", "exile", "701.11a"),
    "return_to_hand": _move("hand", "return_to_hand", "400.6"), "destroy_all": _destroy_all,
    "return_to_battlefield": _return_to_battlefield, "attach": _attach, "mill": _mill, "combat_rule": _combat_rule,
    "scry": _look("scry"), "surveil": _look("surveil"), "_look_card": _look_card, "_look_order": _look_order,
    "_look_done": _look_done,
    "sacrifice": _sacrifice, "discard": _discard, "_discard_choose": _discard_choose, "look_at_hand": _look_at_hand,
    "reveal_hand": _reveal_hand, "_discard_done": _discard_done, "counters": _counters, "move_counter": _move_counter, "create_token": _token,
    "continuous": _continuous, "add_mana": _add_mana, "tap": _tap("tap"), "untap": _tap("untap"),
    "counter": _counter_spell, "win_game": _win, "lose_game": _lose_game, "extra_turn": _extra_turn,
    "may": _may, "_reflexive": _reflexive, "delayed": _delayed, "if": _if,
    "skip": _skip, "extra_phase": _extra_phase, "replacement": _replacement,
    "pay_or": _pay_or, "designate": _designate, "cast_self": _cast_self, "move_self_to": _move_self_to,
    "copy_spell": _copy_spell, "remove_time_counter": _remove_time_counter, "put_attacking": _put_attacking,
    "remove_from_combat": _remove_from_combat,
    "search": _search, "_search_zones": _search_zones, "_search_pick": _search_pick, "_search_done": _search_done,
    "_sac_choose": _sac_choose, "_sac_done": _sac_done, "exile_own": _exile_own, "take_among": _take_among, "_exile_own_done": _exile_own_done, "put_in_library": _put_in_library,
    "may_pay": _may_pay, "return_own": _return_own, "sacrifice_these": _sacrifice_these,
    "reveal_discard": _reveal_discard, "proliferate": _proliferate, "doesnt_untap_next": _doesnt_untap_next,
    "put_from_hand": _put_from_hand, "fight": _fight, "_aura_choice": _aura_choice,
    "choose_objects": _choose_objects, "choose_source": _choose_source, "choose_value": _choose_value, "targets_chosen": _targets_chosen,
    "dig": _dig, "_dig_take": _dig_take, "_dig_move": _dig_move, "_dig_order": _dig_order, "_dig_done": _dig_done,
    "may_pay": _may_pay, "drain": _drain, "explore": _explore, "amass": _amass, "connive": _connive,
    "bolster": _bolster, "exile_top": _exile_top, "manifest": _manifest, "manifest_dread": _manifest_dread,
    "turn_face_up": _turn_face_up, "phase_out": _phase_out, "counters_of": _counters_of, "remove_counters_chosen": _remove_counters_chosen,
    "_remove_counter_pick": _remove_counter_pick, "_remove_counters_done": _remove_counters_done, "transform": _transform,
    "may_play": _may_play,
    "shuffle_into_library": _shuffle_into_library, "new_targets_for": _new_targets_for,
    "change_target": _change_target,
    "reveal_top": _reveal_top, "reveal_random": _reveal_random, "vote": _vote,
}
from pyengine.game import zone_keywords as _zone_keywords  # noqa: E402  (cascade, 702.85a)
_HANDLERS.update(_zone_keywords.HANDLERS)
_HANDLERS["discover"] = _zone_keywords.discover_handler(number)
from pyengine.game import cast_now as _cast_now  # noqa: E402
_HANDLERS.update(_cast_now.handlers(refs, filt))
from pyengine.game import exile_until as _exile_until_kw  # noqa: E402  (exile cards until ..., 406.1)
_HANDLERS.update(_exile_until_kw.handlers(refs, filt, number))
from pyengine.game import attack_keywords as _attack_keywords  # noqa: E402  (myriad, 702.116a)
_HANDLERS.update(_attack_keywords.HANDLERS)
from pyengine.game import exchange as _exchange  # noqa: E402  (exchange of control, 701.10)
_HANDLERS.update(_exchange.handlers(refs, _continuous))
from pyengine.game import text_words as _text_words  # noqa: E402  (text-changing instructions, 612.2)
_HANDLERS.update(_text_words.handlers(refs, _continuous))
from pyengine.game import hand_to_library as _hand_to_library  # noqa: E402  (401.4: Brainstorm)
from pyengine.game import library_several as _library_several  # noqa: E402  (401.4: several cards at once)
from pyengine.game import piles as _piles  # noqa: E402  (700.3: two piles)
_HANDLERS.update(_piles.HANDLERS)
_HANDLERS.update(_hand_to_library.HANDLERS)
from pyengine.game import levels as _levels  # noqa: E402  (class levels, 716.2a)
_HANDLERS.update(_levels.HANDLERS)
from pyengine.game import ripple as _ripple_kw  # noqa: E402  (ripple, 702.60a)
_HANDLERS.update(_ripple_kw.HANDLERS)
from pyengine.game import top_card as _top_card_kw  # noqa: E402  (the top card, put somewhere under a condition, 608.2c)
_HANDLERS.update(_top_card_kw.handlers(refs, filt))
from pyengine.game import flash_timing as _flash_timing  # noqa: E402  (as though it had flash, 601.3b)
_HANDLERS.update(_flash_timing.HANDLERS)
from pyengine.game import next_spell_cost as _next_spell_cost  # noqa: E402  (the next spell's cost, 601.2f)
_HANDLERS.update(_next_spell_cost.HANDLERS)
_HANDLERS.update(_uncounterable.HANDLERS)       # "the next creature spell you cast this turn can't be countered"
from pyengine.game import dredge as _dredge  # noqa: E402  (dredge, 702.52a)
from pyengine.game import detain as _detain_kw  # noqa: E402  (detain, 701.29a)
_HANDLERS.update(_detain_kw.handlers(refs))
from pyengine.game import incubate as _incubate_kw  # noqa: E402  (incubate, 701.51a)
_HANDLERS.update(_incubate_kw.handlers(refs, number))
from pyengine.game import keep_rest as _keep_rest  # noqa: E402  (each player keeps some, loses the rest, 101.4)
_HANDLERS.update(_keep_rest.handlers(refs))
from pyengine.game import did as _did  # noqa: E402  ("Discard a card. If you do, ...", 608.2d)
_HANDLERS.update(_did.HANDLERS)
from pyengine.game import unless as _unless  # noqa: E402  ("each opponent ... unless they pay", 118.12a)
_HANDLERS.update(_unless.handlers(refs))
from pyengine.game import any_player_may as _any_player_may  # noqa: E402  ("any player may ...", 101.4, 118.12)
_HANDLERS.update(_any_player_may.handlers(refs))
from pyengine.game import clash as _clash_kw  # noqa: E402  (clash with an opponent, 701.23)
_HANDLERS.update(_clash_kw.HANDLERS)
_HANDLERS.update(reconfigure.handlers(refs))     # unattach (701.3d, 702.151a)
from pyengine.game import no_regeneration as _no_regeneration  # noqa: E402  ("can't be regenerated this turn", 701.15c)
_HANDLERS.update(_no_regeneration.handlers(refs))
from pyengine.game import land_prohibitions as _land_prohibitions  # noqa: E402  ("can't play lands this turn", 305.2)
_HANDLERS.update(_land_prohibitions.handlers(refs))
from pyengine.game import each_of as _each_of_kw  # noqa: E402  ("For each of them, ...", 608.2f)
_HANDLERS.update(_each_of_kw.handlers(refs))
from pyengine.game import graveyard_play as _graveyard_play  # noqa: E402  (601.3, 101.2: "... this turn")
_HANDLERS.update(_graveyard_play.handlers())
from pyengine.game import untap_bans as _untap_bans  # noqa: E402  ("... don't untap during your next untap step", 502.3)
_HANDLERS.update(_untap_bans.handlers(refs))
from pyengine.game import reveal_cards as _reveal_cards  # noqa: E402  ("reveal any number of ... cards in your hand", 701.16a)
_HANDLERS.update(_reveal_cards.handlers(refs, done_this_way))
from pyengine.game import land_plays_turn as _land_plays_turn  # noqa: E402  ("you may play an additional land this turn", 305.2)
_HANDLERS.update(_land_plays_turn.handlers())


def _become_monarch(g, proc, it, ins):
    """`become_monarch: REF` ("you become the monarch", "target player becomes the monarch";
    722.3); from the monarch's inherent trigger, `{controller_of: CREATURE, was: PLAYER}` -- the
    creature's controller as the ability resolves, or as it last existed (608.2h)."""
    who = ins["become_monarch"]
    if isinstance(who, dict) and "was" in who:
        o = g.s.objects.get(who["controller_of"])
        ps = [g.ch(o.id).controller if o is not None and o.zone == "battlefield" else who["was"]]
    else:
        ps = refs(g, it, who)
    for p in ps[:1]:
        monarch.become(g, p)


def _ring_tempts(g, proc, it, ins):
    """`ring_tempts: REF` ("the Ring tempts you", 701.52): the player chooses a creature they control
    as their Ring-bearer (`choose ID`; nothing to choose without one); pyengine.game.ring."""
    for p in refs(g, it, ins["ring_tempts"])[:1]:
        cands = ring.candidates(g, p)
        a = _answer(proc)
        if cands and (a is None or a.kind != "choose" or a.args[0] not in cands):
            g._ask("choose", p, [Action("choose", (c,)) for c in cands],
                   f"{p}: the Ring tempts you -- choose a creature you control as your Ring-bearer", "701.52a")
            return "wait"
        ring.tempt(g, p, a.args[0] if cands else None, it.source)
    return None


def _flip_coin(g, proc, it, ins):
    """705.2: won or lost, remembered for "if you win/lose the flip" (pyengine.game.chance)."""
    for p in refs(g, it, ins.get("player", "you"))[:1]:
        won = chance.flip(g, p)
        while won and ins.get("until_lose"):          # "flip a coin until you lose a flip"
            it.memory["flips_won"] = it.memory.get("flips_won", 0) + 1
            won = chance.flip(g, p)
        it.memory["flip"] = "won" if won else "lost"


def _roll_die(g, proc, it, ins):
    """706.1a-2: the result remembered for a results table and "the result"."""
    for p in refs(g, it, ins.get("player", "you"))[:1]:
        it.memory["roll"] = chance.roll(g, p, int(ins["roll_die"]))
        it.memory["did"] = True                  # "Roll a d20. When you do, ..." (603.12)
        g._happen({"kind": "dice_rolled", "player": p})        # "whenever you roll one or more dice"


def _emblem(g, proc, it, ins):
    """`emblem: {name, abilities}`: the player gets an emblem with those abilities (114.2)."""
    for p in refs(g, it, ins.get("player", "you")):
        if p in g.s.players:
            emblems.create(g, p, ins["emblem"], it.source)


def _planeswalk(g, proc, it, ins):
    """`planeswalk: true`: the controller planeswalks (701.24; only the planar controller can)."""
    planechase.planeswalk(g, it.controller)


def _chaos_ensues(g, proc, it, ins):
    """`chaos_ensues: true`: chaos ensues (311.7): the face-up planes' chaos abilities trigger."""
    planechase.chaos(g, it.controller)


def _set_in_motion(g, proc, it, ins):
    """`set_in_motion: N`: the controller sets N schemes in motion, one at a time (701.25b-c)."""
    for _ in range(int(ins["set_in_motion"])):
        archenemy.set_in_motion(g, it.controller)


def _abandon_scheme(g, proc, it, ins):
    """`abandon_scheme: true`: "abandon this scheme" -- the source, a face-up ongoing scheme (701.26)."""
    if it.source is not None:
        archenemy.abandon(g, it.source)


_HANDLERS.update({"set_in_motion": _set_in_motion, "abandon_scheme": _abandon_scheme})
_HANDLERS.update({"ring_tempts": _ring_tempts, "become_monarch": _become_monarch, "flip_coin": _flip_coin, "roll_die": _roll_die,
                  "emblem": _emblem, "planeswalk": _planeswalk, "chaos_ensues": _chaos_ensues})
# every instruction the card model accepts (pyengine.cards.card) has a handler here
assert INSTRUCTION_KEYS <= set(_HANDLERS), sorted(INSTRUCTION_KEYS - set(_HANDLERS))
