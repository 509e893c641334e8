"""The scenario key `events:` of the replacement machinery: the events to query, each an event
or {simultaneous: [events]} (CR 614-616; see docs/replacement.md)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from pyengine.errors import did_you_mean
from pyengine.cards.parse import Place

from pyengine.cards.library import CardLibrary
from pyengine.events import EVENT_KINDS, Event
from pyengine.model import ZONES, Scenario
from pyengine.cards.tokens import token_card
from pyengine.replacement.effects import AMOUNT_KINDS


@lru_cache(maxsize=1)
def _bundled_library() -> CardLibrary:
    return CardLibrary.bundled()


def _library_for(scenario: Scenario) -> CardLibrary:
    lib = CardLibrary(dict(_bundled_library().cards))
    for o in scenario.objects:
        lib.cards.setdefault(o.card.name, o.card)
    return lib


_EVENT_KEYS = {"kind", "player", "obj", "source", "target", "amount", "from_zone", "to_zone",
               "counter_kind", "combat", "what", "token", "tapped", "unpreventable", "id", "with_counters"}


def parse_event(spec: Any, w: Place, scenario: Scenario) -> Event:
    if not isinstance(spec, dict):
        raise w.error(f"got {spec!r}", expected="an event mapping such as {kind: damage, source: bolt, target: bear, amount: 3}")
    bad = set(spec) - _EVENT_KEYS
    if bad:
        k = sorted(bad, key=str)[0]
        raise w.at(k, spec).error(f"unknown event key {k!r}{did_you_mean(k, _EVENT_KEYS)}", expected="one of " + ", ".join(sorted(_EVENT_KEYS)))
    kind = spec.get("kind")
    if kind not in EVENT_KINDS:
        raise w.at("kind", spec).error(f"unknown event kind {kind!r}", expected="one of " + ", ".join(EVENT_KINDS))
    pids = {p.id for p in scenario.players}
    ids = {o.id for o in scenario.objects}
    kw: dict[str, Any] = {}
    for k in ("player", "obj", "source", "target"):
        if k in spec:
            v = str(spec[k])
            ok = (pids if k == "player" else ids if k in ("obj", "source") else ids | pids)
            if v not in ok:
                raise w.at(k, spec).error(f"unknown {'player' if k == 'player' else 'object'} {v!r}",
                                          expected="one of " + ", ".join(sorted(ok)))
            kw[k] = v
    for k in ("from_zone", "to_zone"):
        if k in spec:
            z = str(spec[k]).lower()
            if z not in ZONES:
                raise w.at(k, spec).error(f"unknown zone {spec[k]!r}", expected="one of " + ", ".join(ZONES))
            kw[k] = z
    if "amount" in spec:
        a = spec["amount"]
        if isinstance(a, bool) or not isinstance(a, int) or a < 0:
            raise w.at("amount", spec).error(f"got {a!r}", expected="a non-negative integer")
        kw["amount"] = a
    elif kind in AMOUNT_KINDS:
        kw["amount"] = 1
    for k in ("combat", "tapped", "unpreventable"):
        if k in spec:
            if not isinstance(spec[k], bool):
                raise w.at(k, spec).error(f"got {spec[k]!r}", expected="true or false")
            kw[k] = spec[k]
    for k in ("counter_kind", "what"):
        if k in spec:
            kw[k] = str(spec[k])
    if "with_counters" in spec:
        cw, cv = w.at("with_counters", spec), spec["with_counters"]
        if not isinstance(cv, dict) or not all(isinstance(n, int) and not isinstance(n, bool) and n > 0
                                                for n in cv.values()):
            raise cw.error(f"got {cv!r}", expected="a mapping counter kind: positive number, e.g. {'+1/+1': 2}")
        kw["with_counters"] = tuple(sorted((str(k), n) for k, n in cv.items()))
    if "token" in spec:
        token_card(spec["token"], scenario, _library_for(scenario), w.at("token", spec))
        kw["token"] = spec["token"]
    if kind == "zone_change" and "obj" not in kw and "player" not in kw:
        raise w.error("zone change of nothing", expected="'obj: <id>' (or 'player:' for an unspecified card)")
    if kind == "zone_change" and "obj" in kw and "from_zone" not in kw:
        kw["from_zone"] = scenario.obj(kw["obj"]).zone
    if kind == "damage" and ("source" not in kw or "target" not in kw):
        raise w.error("damage needs a source and a target", expected="source: <object id>, target: <object or player id>")
    if kind in ("life_gain", "life_loss", "draw", "skip", "create_tokens") and "player" not in kw:
        raise w.error(f"{kind} needs a player", expected="player: <player id>")
    return Event(kind, **kw)


def scenario_events(scenario: Scenario) -> list[tuple[str, tuple[Event, ...]]]:
    """The scenario's `events:`: each item an event or {simultaneous: [events]} (one query each)."""
    raw = scenario.extra.get("events")
    top = Place(scenario.file, "events")
    if raw is None:
        raise top.error("the scenario has no events", expected="an 'events:' list of events to query")
    items = raw if isinstance(raw, list) else [raw]
    out = []
    for i, spec in enumerate(items):
        w = top.at(i, items)
        if isinstance(spec, dict) and "simultaneous" in spec:
            if set(spec) - {"simultaneous", "id"}:
                raise w.error("unexpected keys next to 'simultaneous'", expected="simultaneous: [events], id")
            sw = w.at("simultaneous", spec)
            group = spec["simultaneous"]
            if not isinstance(group, list) or not group:
                raise sw.error(f"got {group!r}", expected="a non-empty list of events")
            evs = tuple(parse_event(x, sw.at(j, group), scenario) for j, x in enumerate(group))
            out.append((str(spec.get("id", f"event{i + 1}")), evs))
        else:
            ev = parse_event(spec, w, scenario)
            out.append((str(spec.get("id", f"event{i + 1}")), (ev,)))
    return out
