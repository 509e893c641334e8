"""Scenario files (YAML): players, zones with objects, and continuous effects from resolved
spells and abilities. See docs/scenario-format.md. Loading never modifies the file."""
from __future__ import annotations

import os
from importlib import resources
from typing import Any

from pyengine.cards.parse import Place, parse_effect, parse_filter, _expect_list, _expect_str, parse_color, parse_subtype

from pyengine.cards.library import CardLibrary

from pyengine.cards.card import parse_card
from pyengine.errors import INT_MAX, ScenarioError, describe, did_you_mean
from pyengine.model import ZONES, Counter, GameObject, Player, Scenario, ScenarioEffect
from pyengine.schema import validate_scenario
from pyengine.yamlio import load_yaml_file, load_yaml_text

_TOP_KEYS = {"name", "description", "players", "active_player", "turn", "step", "cards", "effects",
             "expect", "notes", "query", "combat", "script", "events", "replacement_effects",
             "targets", "stack_items", "rulings", "day_night", "planar_decks", "scheme_decks", "start"} | set(ZONES)
_OBJ_KEYS = {"id", "card", "controller", "owner", "timestamp", "tapped", "counters", "attached_to",
             "face_down", "token", "copy_of", "copy_timestamp", "chosen", "damage", "summoning_sick",
             "phased_out", "earlier_ids", "note", "transformed", "commander"}


def _num(v: Any, w: Place, what: str = "a number") -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise w.error(f"got {v!r}", expected=what)
    return v


def _bool(v: Any, w: Place) -> bool:
    if not isinstance(v, bool):
        raise w.error(f"got {v!r}", expected="true or false")
    return v


def _chosen(v: Any, w: Place) -> dict:
    if not isinstance(v, dict):
        raise w.error(f"got {v!r}", expected="a mapping such as {color: white, creature_type: Elf}")
    out = {}
    for k, x in v.items():
        kw = w.at(k, v)
        if k == "color":
            out[k] = parse_color(x, kw)
        elif k.endswith("_type") and isinstance(x, str):
            out[k] = parse_subtype(x, kw)
        elif isinstance(x, (str, int)) and not isinstance(x, bool):
            out[k] = x
        else:
            raise kw.error(f"got {x!r}", expected="a string or an integer")
    return out


def load_scenario(path: str, library: CardLibrary | None = None) -> Scenario:
    data = load_yaml_file(path)
    return scenario_from_data(data, path, library)


def load_scenario_text(text: str, file: str = "<string>", library: CardLibrary | None = None) -> Scenario:
    return scenario_from_data(load_yaml_text(text, file), file, library)


def example_path(name: str) -> str:
    root = resources.files("pyengine").joinpath("examples")
    for entry in root.iterdir():
        if entry.name in (name, name + ".yaml"):
            return str(entry)
    names = sorted(e.name[:-5] for e in root.iterdir() if e.name.endswith(".yaml"))
    raise ScenarioError(f"no bundled example {name!r}", expected="one of " + ", ".join(names))


def as_scenario(item: Any, file: str = "<scenario>", library: CardLibrary | None = None) -> Scenario:
    """A Scenario from a Scenario, a mapping in the scenario format, or the name of a scenario
    file or bundled example (for APIs taking many boards)."""
    if isinstance(item, Scenario):
        return item
    if isinstance(item, str):
        looks_like_path = os.path.exists(item) or item.endswith((".yaml", ".yml")) or os.sep in item
        sc = load_scenario(item if looks_like_path else example_path(item), library)
        if not looks_like_path:
            sc.file = item           # a bundled example: named, not its install path
        return sc
    return scenario_from_data(item, file, library)


def example_names() -> list[str]:
    root = resources.files("pyengine").joinpath("examples")
    return sorted(e.name[:-5] for e in root.iterdir() if e.name.endswith(".yaml"))


def _checked_card(card, w: Place):
    """An inline card whose mana value (from its mana cost) the engine can compute with."""
    if card.mana_value > INT_MAX:
        raise w.at("mana_cost").error(f"mana value {card.mana_value} is outside the range the engine computes in",
                                      expected=f"a mana value up to {INT_MAX}")
    return card


def _check_loops(objects: list[GameObject], seen: dict[str, Place]) -> None:
    """copy_of and attached_to name other objects and never come back to where they started:
    an object can't copy itself, even through other copies (707.2), nor be attached to itself,
    even through what it is attached to (301.5c, 303.4d)."""
    for key, rule in (("copy_of", "707.2"), ("attached_to", "301.5c, 303.4d")):
        nxt = {o.id: getattr(o, key) for o in objects}
        for o in objects:
            chain, cur = [o.id], nxt.get(o.id)
            while cur is not None and cur in nxt:
                if cur == o.id:
                    what = "itself" if len(chain) == 1 else "itself through " + " -> ".join(chain[1:])
                    raise seen[o.id].at(key).error(
                        f"{o.id!r} {'is a copy of' if key == 'copy_of' else 'is attached to'} {what}",
                        expected=f"a reference to another object that does not lead back ({rule})")
                if cur in chain:
                    break           # a loop not through o: reported for its own members
                chain.append(cur)
                cur = nxt.get(cur)


def _earlier_ids(spec: dict, w: Place, seen: dict[str, Place], pids, earlier: dict[str, str]) -> tuple[str, ...]:
    """400.7: `earlier_ids: [ID, ...]`, the ids the object had as earlier objects before it
    changed zones (oldest first): references to them (targets on the stack, attachments,
    effects locked onto objects) are to objects that no longer exist."""
    if "earlier_ids" not in spec:
        return ()
    ew = w.at("earlier_ids", spec)
    raw = _expect_list(spec["earlier_ids"], ew, "earlier object ids")
    out = []
    for j, x in enumerate(raw):
        if isinstance(x, bool) or not isinstance(x, (str, int)):
            raise ew.at(j, raw).error(f"got {x!r}", expected="an id")
        x = str(x)
        if x in earlier or x in out or x in pids or x in seen or x == str(spec.get("id")):
            raise ew.at(j, raw).error(f"duplicate id {x!r}", expected="ids distinct from other objects, earlier objects and players")
        out.append(x)
    return tuple(out)


def _command_decks(raw: Any, w: Place, lib: CardLibrary, pids: list[str], types: tuple[str, ...], what: str) -> dict:
    """Each player's deck of cards kept in the command zone, top first: a planar deck (901.3) or a
    scheme deck (904.3)."""
    if not isinstance(raw, dict):
        raise w.error(f"got {describe(raw)}", expected=f"a mapping of players to lists of {what}")
    out = {}
    for p, names in raw.items():
        pw = w.at(p, raw)
        if str(p) not in pids:
            raise pw.error(f"unknown player {p!r}", expected="one of " + ", ".join(pids))
        cards = []
        items = _expect_list(names or [], pw, "card names")
        for i, n in enumerate(items):
            card = lib.get(_expect_str(n, pw.at(i, items), "a card name"), pw.at(i, items))
            if not set(types) & set(card.types):
                raise pw.at(i, items).error(f"{card.name} is not one of the {what.split(' (')[0]}", expected=what)
            cards.append(card)
        out[str(p)] = cards
    return out


def scenario_from_data(data: Any, file: str, library: CardLibrary | None = None) -> Scenario:
    validate_scenario(data, file)       # the published schema (pyengine/schema), numbers in range
    top = Place(file, "")
    if not isinstance(data, dict):
        raise top.error(f"the document is {describe(data)}", expected="a mapping with players and zones")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        k = sorted(unknown, key=str)[0]
        raise top.at(k, data).error(f"unknown key {k!r}{did_you_mean(k, _TOP_KEYS)}", expected="one of " + ", ".join(sorted(_TOP_KEYS)))
    lib = CardLibrary(dict((library or CardLibrary.bundled()).cards))
    if "cards" in data:
        cw = top.at("cards", data)
        items = _expect_list(data["cards"], cw, "card definitions")
        for i, c in enumerate(items):
            lib.add(_checked_card(parse_card(c, cw.at(i, items)), cw.at(i, items)))

    # players
    if "players" not in data:
        raise top.error("no players", expected="a 'players' list, e.g. [alice, bob]")
    pw = top.at("players", data)
    raw_players = _expect_list(data["players"], pw, "players")
    players: list[Player] = []
    for i, p in enumerate(raw_players):
        w = pw.at(i, raw_players)
        if isinstance(p, (str, int)) and not isinstance(p, bool):
            players.append(Player(str(p)))
        elif isinstance(p, dict) and "id" in p:
            bad = set(p) - {"id", "life", "poison", "counters"}
            if bad:
                raise w.error(f"unknown player key {sorted(bad)[0]!r}", expected="id, life, poison, counters")
            cw = w.at("counters", p)
            pc = p.get("counters") or {}
            if not isinstance(pc, dict):
                raise cw.error(f"got {pc!r}", expected="a mapping of counter kinds to numbers, such as {energy: 3}")
            players.append(Player(str(p["id"]), int(_num(p.get("life", 20), w.at("life", p), "an integer")),
                                  int(_num(p.get("poison", 0), w.at("poison", p), "an integer")),
                                  {str(k): int(_num(v, cw.at(k, pc), "an integer")) for k, v in pc.items()}))
        else:
            raise w.error(f"got {p!r}", expected="a player id or {id: .., life: ..}")
    if not players:
        raise pw.error("empty player list", expected="at least one player")
    pids = [p.id for p in players]
    if len(set(pids)) != len(pids):
        raise pw.error("duplicate player id", expected="distinct player ids")
    active = str(data.get("active_player", pids[0]))
    if active not in pids:
        raise top.at("active_player", data).error(f"unknown player {active!r}", expected="one of " + ", ".join(pids))

    def player_ref(v: Any, w: Place) -> str:
        s = str(v) if isinstance(v, (str, int)) and not isinstance(v, bool) else None
        if s not in pids:
            raise w.error(f"unknown player {v!r}", expected="one of " + ", ".join(pids))
        return s

    objects: list[GameObject] = []
    seen: dict[str, Place] = {}
    earlier: dict[str, str] = {}        # an earlier object's id -> the object it became (400.7)
    order = 0
    for zone in ZONES:
        if zone not in data:
            continue
        zw = top.at(zone, data)
        items = _expect_list(data[zone] or [], zw, "objects")
        for i, spec in enumerate(items):
            w = zw.at(i, items)
            order += 1
            if isinstance(spec, str):
                spec = {"card": spec}
            if not isinstance(spec, dict):
                raise w.error(f"got {describe(spec)}", expected="an object mapping with 'card'")
            bad = set(spec) - _OBJ_KEYS
            if bad:
                k = sorted(bad, key=str)[0]
                raise w.at(k, spec).error(f"unknown object key {k!r}{did_you_mean(k, _OBJ_KEYS)}", expected="one of " + ", ".join(sorted(_OBJ_KEYS)))
            if "card" not in spec:
                raise w.error("object has no card", expected="'card: <name>' or an inline card mapping")
            cspec = spec["card"]
            if isinstance(cspec, dict):
                card = _checked_card(parse_card(cspec, w.at("card", spec)), w.at("card", spec))
            else:
                card = lib.get(_expect_str(cspec, w.at("card", spec), "a card name"), w.at("card", spec))
            if _bool(spec.get("transformed", False), w.at("transformed", spec)):
                from pyengine.cards.faces import front_face, transformed_face
                card = front_face(card)
                if card.back is None or zone not in ("battlefield", "stack"):
                    raise w.at("transformed", spec).error(
                        f"{card.name} in the {zone} can't be transformed",
                        expected="a transforming double-faced card on the battlefield or the stack (701.28g, 712.8a)")
                card = transformed_face(card)               # its back face up (712.8e)
            oid = str(spec.get("id", f"{zone[:2]}{order}"))
            if oid in seen or oid in pids:
                raise w.at("id", spec).error(f"duplicate id {oid!r}", expected="ids distinct from other objects and players")
            seen[oid] = w
            ctrl = spec.get("controller")
            own = spec.get("owner")
            if ctrl is None and own is None:
                if len(pids) == 1:
                    ctrl = own = pids[0]
                else:
                    raise w.error("object has no controller or owner", expected="'controller' and/or 'owner'")
            ctrl = player_ref(ctrl if ctrl is not None else own, w.at("controller", spec))
            own = player_ref(own if own is not None else ctrl, w.at("owner", spec))
            if zone not in ("battlefield", "stack"):
                ctrl = own  # 108.4a: cards in other zones have no controller; use owner for "you"
            counters = []
            if "counters" in spec:
                cw = w.at("counters", spec)
                cv = spec["counters"]
                if isinstance(cv, dict):
                    for k, n in cv.items():
                        counters.append(Counter(str(k), int(_num(n, cw.at(k, cv), "an integer"))))
                elif isinstance(cv, list):
                    for j, c in enumerate(cv):
                        cj = cw.at(j, cv)
                        if not isinstance(c, dict) or "kind" not in c:
                            raise cj.error(f"got {c!r}", expected="{kind: '+1/+1', count: N, timestamp: T}")
                        counters.append(Counter(str(c["kind"]), int(_num(c.get("count", 1), cj, "an integer")),
                                                c.get("timestamp")))
                else:
                    raise cw.error(f"got {cv!r}", expected="a mapping kind: count, or a list")
            obj = GameObject(
                id=oid, card=card, zone=zone, owner=own, controller=ctrl,
                timestamp=_num(spec.get("timestamp", order), w.at("timestamp", spec)),
                tapped=_bool(spec.get("tapped", False), w.at("tapped", spec)),
                counters=counters,
                attached_to=str(spec["attached_to"]) if spec.get("attached_to") is not None else None,
                face_down=_bool(spec.get("face_down", False), w.at("face_down", spec)),
                token=_bool(spec.get("token", False), w.at("token", spec)),
                commander=_bool(spec.get("commander", False), w.at("commander", spec)),
                copy_of=str(spec["copy_of"]) if spec.get("copy_of") is not None else None,
                copy_timestamp=spec.get("copy_timestamp"),
                chosen=_chosen(spec.get("chosen", {}), w.at("chosen", spec)),
                damage=int(_num(spec.get("damage", 0), w.at("damage", spec), "an integer")),
                summoning_sick=_bool(spec.get("summoning_sick", False), w.at("summoning_sick", spec)),
                phased_out=_bool(spec.get("phased_out", False), w.at("phased_out", spec)),
                earlier_ids=_earlier_ids(spec, w, seen, pids, earlier),
            )
            for e in obj.earlier_ids:
                earlier[e] = oid
            objects.append(obj)
    ids = {o.id for o in objects}
    for e, oid in earlier.items():
        if e in ids:
            raise seen[oid].at("earlier_ids").error(f"{e!r} is the id of an object in the scenario",
                                                    expected="ids of earlier objects only (400.7)")
    for o in objects:
        for ref, key in ((o.attached_to, "attached_to"), (o.copy_of, "copy_of")):
            if ref is not None and key == "attached_to" and ref in earlier:
                o.attached_to = None        # 400.7: attached to an object that no longer exists (303.4c, 301.5c)
                continue
            if ref is not None and ref not in ids and (ref not in pids or key == "copy_of"):
                raise seen[o.id].at(key).error(f"unknown object {ref!r}", expected="the id of an object in the scenario")
    _check_loops(objects, seen)

    effects: list[ScenarioEffect] = []
    if "effects" in data:
        ew = top.at("effects", data)
        items = _expect_list(data["effects"] or [], ew, "effects")
        for i, spec in enumerate(items):
            w = ew.at(i, items)
            eff = parse_effect(spec, w)
            if not isinstance(spec, dict):
                raise w.error("bad effect")
            eid = str(spec.get("id", f"effect{i + 1}"))
            if eid in ids or eid in pids or any(e.id == eid for e in effects):
                raise w.at("id", spec).error(f"duplicate id {eid!r}", expected="a fresh id")
            objs = None
            if "objects" in spec:
                ow = w.at("objects", spec)
                raw = _expect_list(spec["objects"], ow, "object ids")
                objs = tuple(str(x) for x in raw)
                for j, x in enumerate(objs):
                    if x not in ids and x not in earlier:
                        raise ow.at(j, raw).error(f"unknown object {x!r}", expected="the id of an object in the scenario")
                # 400.7 / 611.2c: an effect locked onto an earlier object doesn't apply to the new one
                gone = bool(objs) and all(x in earlier for x in objs)
                objs = tuple(x for x in objs if x not in earlier)
            if objs is None and eff.affects is None:
                raise w.error("effect says neither what it affects nor which objects it is locked onto",
                              expected="'objects: [ids]' (611.2c) or 'affects: <filter>'")
            if "timestamp" not in spec:
                raise w.error("effect has no timestamp", expected="'timestamp: N' (613.7b)")
            ctrl = player_ref(spec.get("controller", active), w.at("controller", spec))
            src = spec.get("source")
            if src is not None and str(src) not in ids:
                raise w.at("source", spec).error(f"unknown object {src!r}", expected="an object id")
            for op in eff.ops:
                if op.kind == "copy" and op.args[0] not in ids:
                    raise w.at("copy", spec).error(f"unknown object {op.args[0]!r}", expected="an object id")
            if objs is not None and not objs and gone:
                continue                    # locked onto objects that no longer exist: applies to nothing
            effects.append(ScenarioEffect(
                id=eid, effect=eff, timestamp=_num(spec["timestamp"], w.at("timestamp", spec)),
                controller=ctrl, objects=objs, source=str(src) if src is not None else None,
                duration=str(spec.get("duration", "indefinite")),
                chosen=_chosen(spec.get("chosen", {}), w.at("chosen", spec))))
    turn = data.get("turn", 1)
    if isinstance(turn, bool) or not isinstance(turn, int):
        raise top.at("turn", data).error(f"got {turn!r}", expected="an integer")
    extra = {k: data[k] for k in data if k in ("expect", "query", "combat", "script", "events",
                                                 "replacement_effects", "targets", "stack_items", "notes", "rulings")}
    if data.get("day_night") is not None:         # 728.1: the game's day/night designation
        if data["day_night"] not in ("day", "night"):
            raise top.at("day_night", data).error(f"got {data['day_night']!r}", expected="day or night (728.1)")
        extra["day_night"] = data["day_night"]
    if data.get("start") is not None:             # 103: the game begins here (libraries, mulligans, opening hands)
        v = data["start"]
        sw = top.at("start", data)
        if v is True:
            v = {}
        if not isinstance(v, dict) or set(v) - {"shuffle", "hand_size"} or \
                not isinstance(v.get("shuffle", True), bool) or isinstance(v.get("hand_size", 7), bool) or \
                not isinstance(v.get("hand_size", 7), int) or not 0 <= v.get("hand_size", 7) <= 60:
            raise sw.error(f"got {v!r}", expected="true, or {shuffle: true|false, hand_size: N} (103.3, 103.5)")
        if str(data.get("step", "untap")) != "untap" or data.get("turn", 1) != 1:
            raise sw.error("the game starts at turn 1's untap step", expected="turn: 1 and step: untap with start (103.8)")
        extra["start"] = {"shuffle": v.get("shuffle", True), "hand_size": v.get("hand_size", 7)}
    if data.get("planar_decks") is not None:      # 901.3: Planechase
        extra["planar_decks"] = _command_decks(data["planar_decks"], top.at("planar_decks", data), lib, pids,
                                               ("plane", "phenomenon"), "plane and phenomenon cards (901.3)")
    if data.get("scheme_decks") is not None:      # 904.3: Archenemy
        extra["scheme_decks"] = _command_decks(data["scheme_decks"], top.at("scheme_decks", data), lib, pids,
                                               ("scheme",), "scheme cards (904.3)")
    return Scenario(players=players, active_player=active, objects=objects, effects=effects,
                    turn=turn, step=str(data.get("step", "precombat_main")),
                    name=str(data.get("name", "")), description=str(data.get("description", "")),
                    file=file, extra=extra)
