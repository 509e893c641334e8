"""Replacement and prevention effects as data (CR 614, 615).

A ReplacementEffect says which events it watches (event kind plus conditions on the affected
object or player, the source, and other event fields) and what it does (one action). The same
description language serves the scenario key `replacement_effects:` (effects of resolved spells
and abilities: shields, regeneration, self-replacement effects) and the card data file
pyengine/data/replacements.yaml (static abilities of cards, by card name).

Description keys (YAML):
  watches: damage | [draw, life_gain] ...      event kind(s) from pyengine.events.EVENT_KINDS
  affected: {object: <filter>, player: you|opponent|any|<player id>}
                                               the affected object/player (616.1); with both keys,
                                               either may match ("an opponent or a permanent an
                                               opponent controls")
  source: <filter>                             the source of the event (damage, 609.7)
  from_zone / going_to / cause / combat / counter_kind
                                               required event fields (going_to: the event's
                                               to_zone; cause: destroy = the event's 'what';
                                               cause: pay_life = a life loss that is a payment
                                               of life, 119.4)
  one action:
    multiply: N | add: N | set_amount: N       change the amount (doubling, +N, "instead ... N")
    prevent: N | prevent: all                  prevention (615); static "prevent N of that damage"
                                               applies once per event (615.10)
    shield: N                                  prevent the next N damage (615.7), counts damage
    to_zone: Z                                 put it into zone Z instead
    replace_with: [<event template>, ...]      other events instead ($amount, $player, $obj,
                                               $source, $target, $controller, $owner, $from_zone;
                                               kind: $kind, the replaced event's kind)
      also: [<event template>, ...]            615.5: with prevent/shield, the additional effect, done
                                               immediately after the prevention ($prevented: the
                                               damage it prevented; "Remove a +1/+1 counter from
                                               this creature", "Put a -1/-1 counter on it for each
                                               1 damage prevented this way")
    skip: true                                 614.1b / 614.10
    top_of_library: Z                          "exile that many cards from the top of your library
                                               instead": the affected player's top $amount cards
                                               are put into zone Z instead (each a zone change);
                                               cards entering the battlefield from that library
                                               as the event happens are skipped (614.13c)
      library_covers: true                     "... while your library has at least that many
                                               cards in it": applies only then (those entering
                                               cards not counted, 614.13c)
    enter_tapped: true | enter_with_counters: {kind: n} | enter_under_control: you|<player>
    enter_as_copy: <object id> | enter_back_face_up: true | enter_choice: color
    enter_as_copy: chosen, copy_choice: <filter>   707.5: "you may have ~ enter as a copy of any
                                               creature on the battlefield": in a game, one
                                               optional effect per permanent matching the filter
                                               as it would enter (the game's hook lists them);
                                               declining one declines them all
      copy_tapped: true                        "enter tapped as a copy": tapped too
      copy_except: {...}                       707.9b: "..., except it's an artifact in addition to
                                               its other types": exceptions of the copy effect
                                               (pyengine.cards.parse.parse_copy_except)
      copy_counters: {kind: n}                 "..., except it enters with X additional +1/+1
                                               counters on it" (614.1c; X of the spell, 107.3m)
    redirect_to: <object or player id> | enchanted    614.9
      next_damage: N                           "the next N damage that would be dealt to ... is dealt
                                               to ... instead": N damage in all is redirected (the
                                               event splits), then it is used up (counted as a
                                               615.7 shield counts)
    regenerate: true                           614.8 (a regeneration shield, used once)
    cant: true                                 614.17: the event can't happen (not a replacement)
    cant_be_prevented: true                    615.12
  unless: <condition>                          614.1d "enters tapped unless you control ...": the
                                               effect doesn't apply while the condition holds
                                               (the conditions of docs/cards.md: controls,
                                               count, life_ge/life_le, opponents_ge)
  unless_paid: {life: N}                       "As ~ enters, you may pay 2 life. If you don't, it
                                               enters tapped": optional, and declining it means
                                               paying N life (119.4: only with at least N life)
  unless_reveal: <filter>                      "As ~ enters, you may reveal a Dragon card from your
                                               hand. If you don't, ~ enters tapped": optional, and
                                               declining it means revealing such a card (701.16a),
                                               offered only when the controller's hand has one
  declined_gains: [keyword, ...]               riot (702.136a): optional, and declining it means the
                                               permanent gains these keywords as it enters
  next_time: true                              used up after applying once (615.8, 614.8)
  self_replacement: true                       614.15 (applied first, 616.1a)
  optional: true                               "you may": the chooser may decline when applying
  scope: battlefield | anywhere | entering     where a card's ability works: on the battlefield
                                               (default), from any zone, or only as this
                                               permanent itself enters (614.1c-d, 614.12)
  ability: N                                   (card data) the card's ability it belongs to
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyengine.errors import describe, did_you_mean
from pyengine.cards.parse import Place, _expect_list, _expect_str, parse_condition, parse_copy_except, parse_filter
from pyengine.events import EVENT_KINDS
from pyengine.model import ZONES, CardDef, Filter, Scenario

ACTIONS = ("multiply", "add", "set_amount", "prevent", "shield", "to_zone", "replace_with", "skip",
           "enter_tapped", "enter_with_counters", "enter_under_control", "enter_as_copy",
           "enter_back_face_up", "enter_choice", "redirect_to", "regenerate", "cant",
           "cant_be_prevented", "top_of_library")
_KEYS = {"id", "text", "watches", "affected", "source", "source_object", "controller", "timestamp",
         "from_zone", "cause", "combat", "counter_kind", "next_time", "self_replacement", "optional",
         "scope", "ability", "duration", "note", "going_to", "unless", "unless_paid", "unless_reveal",
         "next_damage", "declined_gains", "copy_choice", "copy_tapped", "copy_except", "copy_counters",
         "library_covers", "also"} | set(ACTIONS)
_TEMPLATE_KEYS = {"kind", "player", "obj", "source", "target", "amount", "from_zone", "to_zone",
                  "counter_kind", "combat", "what", "token"}
AMOUNT_KINDS = ("damage", "life_gain", "life_loss", "draw", "counters", "create_tokens")


@dataclass(frozen=True)
class ReplacementEffect:
    """One replacement or prevention effect (or a 614.17 "can't" effect) in a game."""
    id: str
    watches: tuple[str, ...]
    action: tuple                      # (name, arg): ("multiply", 2), ("to_zone", "exile"), ...
    controller: str
    timestamp: float = 0
    source: str | None = None          # object generating the effect (its ability or the spell)
    affected_object: Filter | None = None
    affected_player: str | None = None  # you | opponent | any | player id
    source_filter: Filter | None = None
    attrs: tuple[tuple[str, Any], ...] = ()   # required event fields, e.g. (("to_zone", "graveyard"),)
    next_time: bool = False
    self_replacement: bool = False
    optional: bool = False
    shield: int | None = None          # remaining damage a 615.7 shield prevents
    scope: str = "scenario"            # scenario | battlefield | anywhere | entering
    card: str | None = None
    text: str = ""
    unless: tuple = ()                 # Conditions: the effect doesn't apply while all hold (614.1d)
    decline_life: int = 0              # declining it (optional) means paying this much life (119.4)
    reveal: Filter | None = None       # declining it means revealing a card of the hand matching this
    decline_gains: tuple[str, ...] = ()  # declining it means the entering permanent gains these (702.136a)
    copy_choice: Filter | None = None  # 707.5: enter as a copy of a permanent matching this (its controller's choice)
    copy_tapped: bool = False          # "enter tapped as a copy"
    copy_except: tuple = ()            # ... with these exceptions (707.9b)
    copy_counters: tuple = ()          # ... and with these counters ((kind, n), ...; 614.1c)
    library_covers: bool = False       # applies only while the affected player's library has at
                                       # least the event's amount of cards (614.13c: not counting
                                       # cards entering the battlefield from it)
    also: tuple = ()                   # 615.5: events done immediately after the prevention

    @property
    def is_prevention(self) -> bool:
        return self.action[0] in ("prevent", "shield")

    def describe(self) -> str:
        name, arg = self.action
        if name in ("skip", "enter_tapped", "enter_back_face_up", "regenerate", "cant", "cant_be_prevented"):
            what = name.replace("_", " ")
        elif name == "replace_with":
            what = "replace with " + ", ".join(t.get("kind", "?") for t in arg)
        elif name == "enter_with_counters":
            what = "enter with " + ", ".join(f"{n} {k}" for k, n in arg)
        elif name == "top_of_library":
            what = f"that many cards from the top of the library to {arg} instead" + (
                " (while the library has that many)" if self.library_covers else "")
        else:
            what = f"{name.replace('_', ' ')} {arg}"
        return what


def _bool_key(spec: dict, k: str, w: Place) -> bool:
    v = spec.get(k, False)
    if not isinstance(v, bool):
        raise w.at(k, spec).error(f"got {v!r}", expected="true or false")
    return v


def _int(v: Any, w: Place, what: str = "an integer") -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise w.error(f"got {v!r}", expected=what)
    return v


def _zone(v: Any, w: Place) -> str:
    z = _expect_str(v, w, "a zone").lower()
    if z not in ZONES:
        raise w.error(f"unknown zone {v!r}", expected="one of " + ", ".join(ZONES))
    return z


def _template(t: Any, w: Place) -> dict:
    if not isinstance(t, dict) or "kind" not in t:
        raise w.error(f"got {t!r}", expected="an event template such as {kind: draw, player: $player, amount: $amount}")
    bad = set(t) - _TEMPLATE_KEYS
    if bad:
        k = sorted(bad)[0]
        raise w.at(k, t).error(f"unknown event key {k!r}{did_you_mean(k, _TEMPLATE_KEYS)}", expected="one of " + ", ".join(sorted(_TEMPLATE_KEYS)))
    if t["kind"] not in EVENT_KINDS and t["kind"] != "$kind":     # $kind: the replaced event's kind
        raise w.at("kind", t).error(f"unknown event kind {t['kind']!r}", expected="one of " + ", ".join(EVENT_KINDS))
    for k in ("from_zone", "to_zone"):
        if k in t and not str(t[k]).startswith("$"):
            _zone(t[k], w.at(k, t))
    return dict(t)


def parse_replacement(spec: Any, where: Place, *, eid: str, controller: str, timestamp: float = 0,
                      source: str | None = None, scope: str = "scenario", card: str | None = None,
                      text: str = "") -> ReplacementEffect:
    """Parse one effect description (see the module docstring)."""
    if not isinstance(spec, dict):
        raise where.error(f"got {describe(spec)}", expected="an effect mapping with 'watches' and an action")
    bad = set(spec) - _KEYS
    if bad:
        k = sorted(bad, key=str)[0]
        raise where.at(k, spec).error(f"unknown key {k!r}{did_you_mean(k, _KEYS)}", expected="one of " + ", ".join(sorted(_KEYS)))
    if "watches" not in spec:
        raise where.error("effect has no 'watches'", expected="the event kind(s) it watches, e.g. watches: damage")
    ww = where.at("watches", spec)
    raw = _expect_list(spec["watches"], ww, "event kinds")
    watches = []
    for i, k in enumerate(raw):
        if k not in EVENT_KINDS:
            raise ww.at(i, raw).error(f"unknown event kind {k!r}", expected="one of " + ", ".join(EVENT_KINDS))
        watches.append(k)
    acts = [k for k in ACTIONS if k in spec]
    attrs: list[tuple[str, Any]] = []
    if "going_to" in spec:
        attrs.append(("to_zone", _zone(spec["going_to"], where.at("going_to", spec))))
    if len(acts) != 1:
        raise where.error(f"effect has {len(acts)} actions ({', '.join(acts) or 'none'})",
                          expected="exactly one of " + ", ".join(ACTIONS))
    name = acts[0]
    aw = where.at(name, spec)
    v = spec[name]
    shield = None
    if name in ("multiply", "add", "set_amount"):
        arg: Any = _int(v, aw)
    elif name == "prevent":
        arg = "all" if v == "all" else _int(v, aw, "an integer or 'all'")
    elif name == "shield":
        arg = shield = _int(v, aw, "the number of damage the shield prevents")
    elif name in ("to_zone", "top_of_library"):
        arg = _zone(v, aw)
    elif name == "replace_with":
        items = _expect_list(v, aw, "event templates") if not isinstance(v, dict) else [v]
        arg = tuple(_template(t, aw.at(i, items)) for i, t in enumerate(items))
    elif name in ("skip", "enter_tapped", "enter_back_face_up", "regenerate", "cant", "cant_be_prevented"):
        if v is not True:
            raise aw.error(f"got {v!r}", expected="true")
        arg = True
    elif name == "enter_with_counters":
        if not isinstance(v, dict) or not v:
            raise aw.error(f"got {v!r}", expected="a mapping counter kind: number, e.g. {'+1/+1': 2}")
        # (107.3m: "enters with X counters" -- the X of the spell it was, read as it enters)
        arg = tuple(sorted((str(k), n if n == "x" else _int(n, aw.at(k, v), "an integer or x"))
                           for k, n in v.items()))
    elif name in ("enter_under_control", "enter_as_copy", "redirect_to", "enter_choice"):
        arg = _expect_str(v, aw)
    else:  # pragma: no cover - ACTIONS is exhaustive
        raise aw.error("unsupported action")
    affected_object = affected_player = None
    if "affected" in spec:
        fw = where.at("affected", spec)
        a = spec["affected"]
        if not isinstance(a, dict) or not a or set(a) - {"object", "player"}:
            raise fw.error(f"got {a!r}", expected="{object: <filter>} and/or {player: you|opponent|any|<player id>}")
        if "object" in a:
            affected_object = parse_filter(a["object"], fw.at("object", a))
        if "player" in a:
            affected_player = _expect_str(a["player"], fw.at("player", a))
    source_filter = parse_filter(spec["source"], where.at("source", spec)) if "source" in spec else None
    if "from_zone" in spec:
        attrs.append(("from_zone", _zone(spec["from_zone"], where.at("from_zone", spec))))
    if "cause" in spec:
        attrs.append(("what", _expect_str(spec["cause"], where.at("cause", spec))))
    if "combat" in spec:
        attrs.append(("combat", _bool_key(spec, "combat", where)))
    if "counter_kind" in spec:
        attrs.append(("counter_kind", _expect_str(spec["counter_kind"], where.at("counter_kind", spec))))
    unless: tuple = ()
    if "unless" in spec:
        unless = parse_condition(spec["unless"], where.at("unless", spec))
        for c in unless:
            if c.kind not in ("count", "life", "opponents") or (c.filter is not None and c.filter.mentions("zone")):
                raise where.at("unless", spec).error(
                    f"the condition {c.kind!r} has no meaning for a replacement effect yet",
                    expected="controls, count (of permanents), life_ge, life_le or opponents_ge")
    decline_life = 0
    if "unless_paid" in spec:
        up = spec["unless_paid"]
        uw = where.at("unless_paid", spec)
        if not isinstance(up, dict) or set(up) != {"life"}:
            raise uw.error(f"got {up!r}", expected="{life: N}")
        decline_life = _int(up["life"], uw.at("life", up), "a number of life, 1 or more")
        if decline_life < 1:
            raise uw.at("life", up).error(f"got {decline_life}", expected="a number of life, 1 or more")
    reveal = parse_filter(spec["unless_reveal"], where.at("unless_reveal", spec)) if "unless_reveal" in spec else None
    gains: tuple[str, ...] = ()
    if "declined_gains" in spec:
        gw = where.at("declined_gains", spec)
        gains = tuple(_expect_str(k, gw.at(i, spec["declined_gains"]), "a keyword")
                      for i, k in enumerate(_expect_list(spec["declined_gains"], gw, "keywords")))
    sc = spec.get("scope", scope)
    if sc not in ("scenario", "battlefield", "anywhere", "entering"):
        raise where.at("scope", spec).error(f"got {sc!r}", expected="battlefield, anywhere or entering")
    copy_choice = parse_filter(spec["copy_choice"], where.at("copy_choice", spec)) if "copy_choice" in spec else None
    if (copy_choice is None) != (not (name == "enter_as_copy" and arg == "chosen")):
        raise where.error("enter_as_copy: chosen goes with copy_choice", expected="both keys or neither (707.5)")
    copy_except: tuple = ()
    copy_counters: tuple = ()
    if ("copy_except" in spec or "copy_counters" in spec) and name != "enter_as_copy":
        raise where.error("copy_except and copy_counters go with enter_as_copy", expected="enter_as_copy (707.9b)")
    if "copy_except" in spec:
        copy_except = parse_copy_except(spec["copy_except"], where.at("copy_except", spec))
    if "copy_counters" in spec:
        cw, v = where.at("copy_counters", spec), spec["copy_counters"]
        if not isinstance(v, dict) or not v:
            raise cw.error(f"got {v!r}", expected="a mapping counter kind: number, e.g. {'+1/+1': 2}")
        copy_counters = tuple(sorted((str(k), n if n == "x" else _int(n, cw.at(k, v), "an integer or x"))
                                     for k, n in v.items()))
    if "next_damage" in spec:
        if name != "redirect_to" or set(watches) != {"damage"}:
            raise where.at("next_damage", spec).error("next_damage counts redirected damage",
                                                      expected="watches: damage with redirect_to (614.9)")
        shield = _int(spec["next_damage"], where.at("next_damage", spec), "the number of damage redirected")
        if shield < 0:
            raise where.at("next_damage", spec).error(f"got {shield}", expected="0 or more")
    if (name == "top_of_library" or "library_covers" in spec) and not set(watches) <= {"life_loss", "life_gain", "draw"}:
        raise where.at("watches", spec).error("top_of_library and library_covers count the event's amount",
                                              expected="watches: life_loss, life_gain or draw (a player's event)")
    if "library_covers" in spec and name != "top_of_library":
        raise where.at("library_covers", spec).error("library_covers goes with top_of_library",
                                                     expected="top_of_library: <zone>")
    if name in ("prevent", "shield") and set(watches) != {"damage"}:
        raise where.at("watches", spec).error("a prevention effect watches damage", expected="watches: damage (615.1)")
    also: tuple = ()
    if "also" in spec:                          # 615.5: a prevention effect's additional effect
        aw2 = where.at("also", spec)
        if name not in ("prevent", "shield"):
            raise aw2.error("an additional effect goes with a prevention effect", expected="prevent or shield (615.5)")
        items = _expect_list(spec["also"], aw2, "event templates")
        also = tuple(_template(t, aw2.at(i, items)) for i, t in enumerate(items))
    return ReplacementEffect(
        id=eid, watches=tuple(watches), action=(name, arg), controller=controller, timestamp=timestamp,
        source=source, affected_object=affected_object, affected_player=affected_player,
        source_filter=source_filter, attrs=tuple(sorted(attrs, key=lambda x: x[0])),
        next_time=_bool_key(spec, "next_time", where) or name == "regenerate",
        self_replacement=_bool_key(spec, "self_replacement", where),
        optional=_bool_key(spec, "optional", where) or decline_life > 0 or reveal is not None or bool(gains),
        shield=shield, decline_gains=gains, copy_choice=copy_choice,
        copy_tapped=_bool_key(spec, "copy_tapped", where), copy_except=copy_except, copy_counters=copy_counters,
        library_covers=_bool_key(spec, "library_covers", where), also=also,
        scope=sc, card=card, text=str(spec.get("text", text) or text), unless=unless, decline_life=decline_life,
        reveal=reveal)


# ------------------------------------------------------------------ card data
def card_effects(card: CardDef, obj_id: str, controller: str, timestamp: float,
                 attached_to: str | None, ability_present=None, prefix: str = "") -> list[ReplacementEffect]:
    """The replacement effects a card's replacement/prevention abilities generate for the object
    `obj_id` (614.1, 615.1: a static ability's effect exists only while the object has the
    ability). ability_present(k) says whether the object still has its k-th ability (after layers).
    `prefix` sets apart the effects of abilities from another card (an exchanged text box, 612.5)."""
    out = []
    n = 0                                   # effects are numbered in card order: <object>.1, <object>.2, ...
    for ab in card.abilities:
        specs = ab.parts.get("replacement") if ab.kind == "static" else None
        if not specs:
            continue
        k = ab.args[1]
        first = n
        n += len(specs)
        if ability_present is not None and not ability_present(k):
            continue
        for j, (spec, w) in enumerate(specs):
            spec = dict(spec)
            if spec.get("redirect_to") == "enchanted":
                if attached_to is None:
                    continue
                spec["redirect_to"] = attached_to
            if spec.get("enter_under_control") == "you":
                spec["enter_under_control"] = controller
            if spec.get("enter_as_copy") == "self":
                spec["enter_as_copy"] = obj_id
            eid = f"{obj_id}.{prefix}{first + j + 1}"
            out.append(parse_replacement(spec, w, eid=eid, controller=controller, timestamp=timestamp,
                                         source=obj_id, scope=spec.get("scope", "battlefield"),
                                         card=card.name, text=ab.text))
    return out


# the replacement abilities an effect may grant as their text (113.10) that work like printed ones:
# on the battlefield, about the object itself (not one entering, 614.12, nor another object)
GRANTED_REPLACEMENT_KEYS = {"watches", "from_zone", "going_to", "affected", "to_zone", "cause", "combat",
                            "counter_kind", "optional", "text", "replace_with"}


def granted_replacement(ab) -> bool:
    """Is this granted ability a static replacement ability the game applies where an object has it?"""
    specs = ab.parts.get("replacement") if ab.kind == "static" else None
    return bool(specs) and ab.effect is None and set(ab.parts) == {"replacement"} and all(
        set(spec) <= GRANTED_REPLACEMENT_KEYS and spec.get("affected") == {"object": "self"}
        and spec.get("scope", "battlefield") == "battlefield" for spec, _w in specs)


def granted_effects(terms, obj_id: str, controller: str, timestamp: float, granted_ability) -> list[ReplacementEffect]:
    """The replacement effects of the replacement abilities a permanent has been granted as their
    text (113.10, 614.1a: "It gains 'If this creature would leave the battlefield, exile it
    instead ...'"): each works like a printed one of the permanent's, numbered <object>.g1, ...
    `granted_ability` compiles such a text (pyengine.cards.card.granted_ability, given by the
    caller: the card loader itself reads this module)."""
    out = []
    n = 0
    for _kind, args in terms:
        if not (isinstance(args, tuple) and len(args) == 2 and str(args[0]).startswith("granted:")):
            continue
        ab = granted_ability(str(args[0])[len("granted:"):])
        if not granted_replacement(ab):
            continue
        for spec, w in ab.parts["replacement"]:
            n += 1
            out.append(parse_replacement(dict(spec), w, eid=f"{obj_id}.g{n}", controller=controller,
                                         timestamp=timestamp, source=obj_id, scope="battlefield",
                                         card="<granted ability>", text=ab.text))
    return out


def may_watch(card: CardDef, kind: str) -> bool:
    """Does any replacement/prevention ability of the card watch events of this kind?"""
    for ab in card.abilities:
        for spec, _w in ab.parts.get("replacement") or ():
            w = spec.get("watches")
            kinds = (w,) if isinstance(w, str) else tuple(w or ())
            if kind in kinds or (kind == "discard" and "zone_change" in kinds):     # 701.8a
                return True
    return False


def scenario_effects(scenario: Scenario) -> list[ReplacementEffect]:
    """Effects listed under the scenario key `replacement_effects:` (from resolved spells and
    abilities, each with its controller and timestamp)."""
    raw = scenario.extra.get("replacement_effects")
    if raw is None:
        return []
    top = Place(scenario.file, "replacement_effects")
    items = _expect_list(raw, top, "replacement effects")
    pids = [p.id for p in scenario.players]
    ids = {o.id for o in scenario.objects}
    out: list[ReplacementEffect] = []
    for i, spec in enumerate(items):
        w = top.at(i, items)
        if not isinstance(spec, dict):
            raise w.error(f"got {spec!r}", expected="an effect mapping")
        eid = str(spec.get("id", f"r{i + 1}"))
        if eid in ids or eid in pids or any(e.id == eid for e in out):
            raise w.at("id", spec).error(f"duplicate id {eid!r}", expected="a fresh id")
        ctrl = str(spec.get("controller", scenario.active_player))
        if ctrl not in pids:
            raise w.at("controller", spec).error(f"unknown player {ctrl!r}", expected="one of " + ", ".join(pids))
        src = spec.get("source_object")
        if src is not None and str(src) not in ids:
            raise w.at("source_object", spec).error(f"unknown object {src!r}", expected="an object id")
        ts = spec.get("timestamp", 0)
        if isinstance(ts, bool) or not isinstance(ts, (int, float)):
            raise w.at("timestamp", spec).error(f"got {ts!r}", expected="a number (613.7)")
        s = dict(spec)
        if s.get("enter_under_control") == "you":
            s["enter_under_control"] = ctrl
        eff = parse_replacement(s, w, eid=eid, controller=ctrl, timestamp=ts,
                                source=str(src) if src is not None else None)
        for key, val in (("redirect_to", eff.action[1] if eff.action[0] == "redirect_to" else None),
                         ("enter_as_copy", eff.action[1] if eff.action[0] == "enter_as_copy" else None)):
            if val is not None and val not in ids and val not in pids:
                raise w.at(key, spec).error(f"unknown object {val!r}", expected="an object or player id")
        if eff.affected_player not in (None, "you", "opponent", "any") and eff.affected_player not in pids:
            raise w.at("affected", spec).error(f"unknown player {eff.affected_player!r}",
                                                expected="you, opponent, any or one of " + ", ".join(pids))
        out.append(eff)
    return out


def _thaw(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _thaw(x) for k, x in v.items()}
    if isinstance(v, tuple):
        return [_thaw(x) for x in v]
    return v
