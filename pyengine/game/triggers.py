"""Triggered abilities (CR 603): which abilities trigger on what happened, with their controller,
the intervening "if" checked on triggering (603.4), look-back for leaves-the-battlefield
abilities (603.10a), delayed triggers (603.7) and state triggers (603.8).

A triggered ability's data (card YAML) is {triggered: {text, when, if, targets, effect}} where
`when` is {event: enters|dies|leaves|cast|step|life_gain|draw|damage|attacks|attacks_alone|
blocks|becomes_blocked|discard, ...}, {any: [when, ...]} or {state: Condition}. The object filter of `when` ('filter', default 'self') is evaluated on
the object as it is after the event, or as it last existed for leaves-the-battlefield events."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.state import PendingTrigger
from pyengine.game.instructions import condition, filt

if TYPE_CHECKING:
    from pyengine.layers.characteristics import Characteristics
    from pyengine.game.loop import Game


def _player_ok(who: str, p: str | None, ctrl: str) -> bool:
    if who in ("any", None):
        return p is not None
    if who == "you":
        return p == ctrl
    if who == "opponent":
        return p is not None and p != ctrl
    return p == who


def _obj_ok(g: "Game", when: dict, oid: str, ch: "Characteristics | None", src: str, ctrl: str) -> bool:
    if ch is None:
        return False
    f = when.get("filter", "self")
    return matches(g, filt(f), oid, ch, src, ctrl)


def match(g: "Game", when: dict, h: dict, src: str, ctrl: str, before: dict | None) -> dict | None:
    """Memory for the trigger if `when` matches happening h, else None. `{any: [WHEN, ...]}` is a
    trigger condition with alternatives ("Whenever this creature blocks or becomes blocked")."""
    if "any" in when:
        for w in when["any"]:
            m = match(g, w, h, src, ctrl, before)
            if m is not None:
                return m
        return None
    ev = when.get("event")
    k = h["kind"]
    if k == "enters_many":
        for oid in h["objs"]:
            m = match(g, when, {"kind": "zone_change", "obj": oid, "from": None, "to": "battlefield",
                                "player": h.get("player")}, src, ctrl, before)
            if m is not None:
                return m
        return None
    if ev == "enters" and k == "zone_change" and h["to"] == "battlefield":
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["obj"]}
    if ev in ("dies", "leaves") and k == "zone_change" and h["from"] == "battlefield":
        if ev == "dies" and h["to"] != "graveyard":
            return None
        ch = (before or {}).get(h["obj"])
        if _obj_ok(g, when, h["obj"], ch, src, ctrl):
            return {"event_obj": h["obj"], "event_lki": h.get("lki")}
    if ev == "cast" and k == "cast":
        if _player_ok(when.get("player", "any"), h["player"], ctrl) and \
                (("filter" not in when) or _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl)):
            return {"event_obj": h["obj"], "event_player": h["player"]}
    if ev == "step" and k == "step" and when.get("step") == h["step"]:
        if _player_ok(when.get("player", "you"), h["player"], ctrl):
            return {"event_player": h["player"]}
    if ev in ("life_gain", "draw", "discard") and k == ev:
        if _player_ok(when.get("player", "you"), h["player"], ctrl):
            return {"event_player": h["player"], "amount": h.get("amount", 0)}
    if ev == "damage" and k == "damage":
        if "source" in when and not _obj_ok(g, {"filter": when["source"]}, h["source"], g.ch(h["source"]), src, ctrl):
            return None
        if when.get("combat") and not h.get("combat"):
            return None
        if when.get("to") == "player" and h["target"] not in g.s.players:
            return None
        return {"event_obj": h["source"], "event_player": h["target"] if h["target"] in g.s.players else None,
                "amount": h["amount"]}
    if ev == "blocked_by" and k == ev:           # 509.3d (flanking, 702.25a): the blocker is "it"
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl) and \
                _obj_ok(g, {"filter": when.get("blocker", "creature")}, h["blocker"], g.ch(h["blocker"]), src, ctrl):
            return {"event_obj": h["blocker"]}
        return None
    if ev == "becomes_target" and k == ev:       # 702.21a ward; "becomes the target of a spell or ability"
        if _player_ok(when.get("player", "any"), h["player"], ctrl) and \
                _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["item"], "event_player": h["player"], "targeted": h["obj"]}
        return None
    if ev == "exploits" and k == ev:             # 702.110b: "When ~ exploits a creature"
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl) and \
                _obj_ok(g, {"filter": when.get("sacrificed", "creature")}, h["sacrificed"],
                        (before or {}).get(h["sacrificed"]) or g.ch(h["sacrificed"]), src, ctrl):
            return {"event_obj": h["sacrificed"], "event_lki": h.get("lki")}
        return None
    if ev in ("attacks", "attacks_alone", "blocks", "becomes_blocked") and k == ev:   # 508.3a, 506.5, 509.3a, 509.3c
        mem = {"event_obj": h["obj"]}
        if ev in ("attacks", "becomes_blocked") and h["obj"] in g.s.attackers:
            mem["event_player"] = g.s.attackers[h["obj"]]         # the defending player (506.2)
        if when.get("while") is not None and not condition(g, when["while"], src, ctrl, mem):
            return None                          # "attacks while saddled" (702.171b): a trigger condition
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return mem
    return None


def collect(g: "Game", h: dict, before: dict | None) -> None:
    s = g.s
    look_back = (h["kind"] == "zone_change" and h.get("from") == "battlefield") or bool(h.get("look_back"))
    chars = before if (look_back and before is not None) else g.chars()
    for oid in sorted(chars):
        ch = chars[oid]
        if ch.zone != "battlefield":
            continue
        if not look_back and (oid not in s.objects or s.objects[oid].zone != "battlefield"):
            continue
        for idx, spec in g.abilities_of(oid, "triggered", ch):
            when = spec.get("when") or {}
            if "state" in when:
                continue
            mem = match(g, when, h, oid, ch.controller, before)
            if mem is None:
                continue
            if spec.get("limit") == "once_per_turn":          # "This ability triggers only once each turn."
                if ("trigger", oid, str(idx)) in s.activated_this_turn:
                    continue
                s.activated_this_turn.add(("trigger", oid, str(idx)))
            if spec.get("if") is not None and not condition(g, spec["if"], oid, ch.controller, mem):
                continue                                              # 603.4
            tid = g.new_id("trig")
            text = spec.get("text", f"triggered ability of {ch.name}")
            s.pending.append(PendingTrigger(tid, oid, ch.controller, text, spec, mem))   # 603.3a
            g._log("603.2", f"{text!r} of {g.name(oid)} triggers" + (" (looking back in time, 603.10a)" if look_back else ""))
    for d in list(s.delayed):
        mem = match(g, d["spec"].get("when") or {}, h, d["source"], d["controller"], before)
        if mem is None:
            continue
        s.delayed.remove(d)                                           # 603.7c: triggers only once
        tid = g.new_id("trig")
        text = d["spec"].get("text", "delayed triggered ability")
        s.pending.append(PendingTrigger(tid, d["source"], d["controller"], text, d["spec"], {**d["memory"], **mem}))
        g._log("603.7c", f"delayed triggered ability {text!r} triggers")


def state_triggers(g: "Game") -> None:
    """603.8: a state trigger triggers once when its condition becomes true, and not again while
    the ability is on the stack (or waiting to be put there)."""
    s = g.s
    for oid in g.battlefield():
        ch = g.ch(oid)
        for idx, spec in g.abilities_of(oid, "triggered", ch):
            when = spec.get("when") or {}
            if "state" not in when:
                continue
            key = f"{oid}:{idx}"
            if key in s.states_seen:
                continue
            if condition(g, when["state"], oid, ch.controller, {}):
                s.states_seen[key] = True
                tid = g.new_id("trig")
                text = spec.get("text", "state trigger")
                s.pending.append(PendingTrigger(tid, oid, ch.controller, text, spec, {"state_key": key}))
                g._log("603.8", f"state trigger {text!r} of {g.name(oid)} triggers")
