"""Triggered abilities (CR 603): which abilities trigger on what happened, with their controller,
the intervening "if" checked on triggering (603.4), look-back for leaves-the-battlefield
abilities (603.10a), delayed triggers (603.7) and state triggers (603.8).

A triggered ability's data (card YAML) is {triggered: {text, when, if, targets, effect}} where
`when` is {event: enters|dies|leaves|cast|step|life_gain|draw|damage|attacks|attacks_alone|
blocks|becomes_blocked|blocked_by|blocks_creature|discard|sacrifice|tapped|attack_declared|life_loss|copy|activate|discard_batch|attached|
becomes_target|cycle|cycle_self|discard_self|to_graveyard|to_graveyard_batch|die_roll|dice_rolled|left_batch|player_attacked|player_counters|search_library|proliferate|untapped|crime|cast_self|attacks_unblocked|turned_face_up|counters_put|combat_damage_batch|scry|surveil|
left_graveyard|chapter|entered_batch|chaos_ensues|planeswalk_to|encounter|planar_die|set_in_motion, ...} (`nth: N` on draw and cast: the
Nth this turn; `to: player|opponent`, `target: F` on damage), {any: [when, ...]} or {state: Condition}. The object filter of `when` ('filter', default 'self') is evaluated on
the object as it is after the event, or as it last existed for leaves-the-battlefield events."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game import history as turn_history
from pyengine.game import monarch, trigger_doubling
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


def _nth_ok(g: "Game", when: dict, key: str, player: str) -> bool:
    """"Whenever you draw your second card each turn": the event is the Nth of its kind this turn
    (pyengine.game.history counts it before triggers are collected)."""
    if "nth" not in when:
        return True
    key = {"life_gain": "gains", "cast": "casts", "life_loss": "losses"}.get(when.get("event"), key)
    return turn_history.count(g, key, player) == int(when["nth"])


def _during_ok(g: "Game", when: dict, ctrl: str) -> bool:
    """"during an opponent's turn" / "during your turn" (the active player, 102.1)."""
    d = when.get("during")
    if d is None:
        return True
    return (g.s.active == ctrl) == (d == "your_turn")


def _obj_ok(g: "Game", when: dict, oid: str, ch: "Characteristics | None", src: str, ctrl: str,
            lki: dict | None = None) -> bool:
    """lki: the object as it last existed on the battlefield (603.10a: a leaves-the-battlefield
    ability looks back in time), whose counters the filter reads (122.1)."""
    if ch is None:
        return False
    f = when.get("filter", "self")
    return matches(g, filt(f), oid, ch, src, ctrl, None if lki is None else dict(lki.get("counters") or {}))


def _hushed(g: "Game", oid: str) -> bool:
    """603.2, 603.6a: a static ability "Creatures entering don't cause abilities to trigger" (the
    static part `no_enter_triggers: FILTER`) of a permanent on the battlefield as the event has
    happened (a newcomer's included) matches the object that entered: its entering triggers no
    enters-the-battlefield ability, its own or another's."""
    if oid not in g.s.objects:
        return False
    ch = g.ch(oid)
    return ch is not None and any(matches(g, filt(f), oid, ch, src, ctl)
                                  for src, ctl, f in g.static_sources("no_enter_triggers"))


def _spell_lki(g: "Game", oid: str) -> dict:
    """The spell just cast as a copy effect would copy it, kept for "copy that spell" if the spell
    has left the stack by the time the ability resolves (608.2h)."""
    from pyengine.game.instructions import spell_snapshot
    it = g.item(oid)
    return {"event_spell": spell_snapshot(it)} if it is not None and it.kind == "spell" else {}


def _counters_put(g: "Game", h: dict) -> tuple[str, dict, str | None] | None:
    """122.6: (the permanent, {kind: n}, the player who put them) if happening h put counters on a
    permanent: counters put on it, counters it entered with (122.6a: put by its controller), or
    the -1/-1 counters damage from a source with wither or infect put on it (120.3d: by the
    source's controller)."""
    k = h["kind"]
    if k == "counters" and h["target"] in g.s.objects:
        return h["target"], {h["counter_kind"]: h["amount"]}, h.get("player")
    if k == "zone_change" and h.get("to") == "battlefield" and h.get("counters") and h["obj"] in g.s.objects:
        ch = g.ch(h["obj"])
        return h["obj"], dict(h["counters"]), ch.controller if ch is not None else None
    if k == "damage" and h.get("counters") and h["target"] in g.s.objects:
        sch = g.ch(h["source"]) if h["source"] in g.s.objects else None
        return h["target"], dict(h["counters"]), sch.controller if sch is not None else None
    return None


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
    if when.get("player") == "enchanted_player" and ev != "step":
        # 303.4: "Whenever enchanted player draws a card" (a Curse): the player it's attached to now
        o = g.s.objects.get(src)
        if o is None or o.attached_to not in g.s.players:
            return None
        when = {**when, "player": o.attached_to}
    if k == "enters_many":
        for oid in h["objs"]:
            m = match(g, when, {"kind": "zone_change", "obj": oid, "from": None, "to": "battlefield",
                                "player": h.get("player")}, src, ctrl, before)
            if m is not None:
                return m
        return None
    if ev == "enters" and k == "zone_change" and h["to"] == "battlefield":
        if _hushed(g, h["obj"]):
            return None                                # "Creatures entering don't cause abilities to trigger"
        if when.get("untapped") and (h["obj"] not in g.s.objects or g.s.objects[h["obj"]].tapped):
            return None                                # "enters untapped": its status as it entered (110.5b)
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            # 107.3m: X in the enters ability of the permanent a spell with X became
            return {"event_obj": h["obj"], **({"x": h["x"]} if h.get("x") is not None and h["obj"] == src else {})}
    if ev in ("dies", "leaves") and k == "zone_change" and h["from"] == "battlefield":
        if ev == "dies" and h["to"] != "graveyard":
            return None
        if ev == "leaves" and when.get("to") is not None and h["to"] != when["to"]:
            return None                                # "is put into exile from the battlefield"
        ch = (before or {}).get(h["obj"])
        if "damaged_by" in when and not turn_history.was_damaged_by(g, h["obj"], src):
            return None                                # "a creature dealt damage by ~ this turn"
        if _obj_ok(g, when, h["obj"], ch, src, ctrl, h.get("lki") or {}):
            return {"event_obj": h["obj"], "event_lki": h.get("lki")}
    if ev == "activate" and k == "activate":    # 602.2: "whenever you activate a [boast] ability [of F]"
        if not _player_ok(when.get("player", "you"), h["player"], ctrl):
            return None
        if "ability" in when and h.get("ability") != when["ability"]:
            return None
        if "source" in when:
            sch = g.ch(h["source"]) if h["source"] in g.s.objects else None
            if sch is None and h["source"] in g.s.objects:
                sch = g.ch_anywhere(h["source"])          # sacrificed / exiled to pay its cost (as it is now)
            if not _obj_ok(g, {"filter": when["source"]}, h["source"], sch, src, ctrl):
                return None
        return {"event_obj": h["obj"], "event_player": h["player"]}
    if ev == "copy" and k == "copy":        # 707.10: "whenever you copy a spell": its copy, put on the stack
        if _player_ok(when.get("player", "any"), h["player"], ctrl) and \
                ("filter" not in when or _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl)):
            return {"event_obj": h["obj"], "event_player": h["player"], **_spell_lki(g, h["obj"])}
        return None
    if ev == "cast" and k == "cast":
        if _player_ok(when.get("player", "any"), h["player"], ctrl) and _nth_ok(g, when, "casts", h["player"]) and \
                _during_ok(g, when, ctrl) and \
                ("from" not in when or h.get("from") == when["from"]) and \
                (not when.get("kicked") or bool(g.s.states_seen.get(f"kicked:{h['obj']}"))) and \
                (not when.get("x_in_cost") or (h["obj"] in g.s.objects and
                                               "{X}" in g.obj(h["obj"]).card.mana_cost.upper())) and \
                ("from_not" not in when or h.get("from") != when["from_not"]) and \
                (("filter" not in when) or _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl)) and \
                ("targets" not in when or any(t in g.s.objects and _obj_ok(g, {"filter": when["targets"]}, t, g.ch(t), src, ctrl)
                                              for t in h.get("targets", ()))):
            if when.get("first") and sum(1 for o, och, p in g.s.history.get("cast") or ()
                                         if p == h["player"] and ("filter" not in when or
                                                                  _obj_ok(g, when, o, och, src, ctrl))) != 1:
                return None                  # "your first instant or sorcery spell each turn" (as each was cast)
            if when.get("x_in_cost"):     # 107.3e: X in the ability is the spell's X
                sp = g.item(h["obj"])
                return {"event_obj": h["obj"], "event_player": h["player"], "x": sp.x if sp is not None else 0,
                        **_spell_lki(g, h["obj"])}
            return {"event_obj": h["obj"], "event_player": h["player"], **_spell_lki(g, h["obj"])}
    if ev == "sacrifice" and k == "zone_change" and h["from"] == "battlefield" and h.get("what") == "sacrifice":
        # 701.17a: "whenever you sacrifice ...": the player who sacrificed it; the object as it last existed
        if _player_ok(when.get("player", "you"), h.get("player"), ctrl):
            ch = (before or {}).get(h["obj"])
            if ("filter" not in when and ch is not None) or _obj_ok(g, when, h["obj"], ch, src, ctrl, h.get("lki") or {}):
                return {"event_obj": h["obj"], "event_lki": h.get("lki"), "event_player": h.get("player")}
    if ev == "play_land" and k == "zone_change" and h["to"] == "battlefield" and h.get("what") == "play":
        # 305.1: the player who played the land
        if _player_ok(when.get("player", "you"), h.get("player"), ctrl) and \
                _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["obj"], "event_player": h.get("player")}
    if ev == "cycle" and k == "cycle":                        # 702.29d: "whenever you cycle a card"
        if _player_ok(when.get("player", "you"), h["player"], ctrl) and \
                ("filter" not in when or h["obj"] != src):
            return {"event_obj": h["obj"], "event_player": h["player"]}
    if ev == "coin_flip" and k == "coin_flip" and h["won"] == bool(when.get("won")):   # 705.2
        if _player_ok(when.get("player", "you"), h["player"], ctrl):
            return {"event_player": h["player"]}
    if ev == "clash" and k == "clash" and ("won" not in when or h["won"] == bool(when["won"])):   # 701.23
        if _player_ok(when.get("player", "you"), h["player"], ctrl):      # "If you won, ..." (701.23d)
            return {"event_player": h["player"], "clash": "won" if h["won"] else "lost"}
    if ev == "proliferate" and k == ev:                   # 701.27a
        return {"event_player": h["player"]} if _player_ok(when.get("player", "you"), h["player"], ctrl) else None
    if ev == "search_library" and k == ev:                # 701.19a: searching one's own library
        if h["owner"] == h["player"] and _player_ok(when.get("player", "you"), h["player"], ctrl):
            return {"event_player": h["player"]}
        return None
    if ev == "player_counters" and k == "counters" and h["target"] in g.s.players:   # 122.1: "whenever you get {E}"
        if h["amount"] > 0 and h["counter_kind"] == when.get("kind") and \
                _player_ok(when.get("player", "you"), h["target"], ctrl) and _during_ok(g, when, ctrl):
            return {"event_player": h["target"], "amount": h["amount"]}
        return None
    if ev in ("die_roll", "dice_rolled") and k == ev and _player_ok(when.get("player", "you"), h["player"], ctrl):
        if ev == "dice_rolled":                               # 706.1: one or more dice, rolled at once
            return {"event_player": h["player"]}
        lo, hi = when.get("result") or (None, None)           # 706.2: the result of the roll
        if h.get("result") is None:                           # 901.9d: the planar die has no number
            return None if (lo, hi) != (None, None) else {"event_player": h["player"]}
        if (lo is not None and h["result"] < lo) or (hi is not None and h["result"] > hi):
            return None
        return {"event_player": h["player"], "roll": h["result"], "amount": h["result"]}
    if ev == "expend" and k == "expend" and h["before"] < int(when["n"]) <= h["after"]:   # 700.14
        if _player_ok(when.get("player", "you"), h["player"], ctrl):
            return {"event_player": h["player"]}
    if ev == "chaos_ensues" and k == "chaos_ensues":           # 311.7: "Whenever chaos ensues"
        return {"event_player": h["player"]}
    if ev == "planar_die" and k == "planar_die" and _player_ok(when.get("player", "you"), h["player"], ctrl):
        return {"event_player": h["player"]}                   # 901.9: "Whenever you roll the planar die"
    if ev == "set_in_motion" and k == "set_in_motion" and h["obj"] == src:   # 701.25b, 904.9
        return {"event_player": h["player"]}
    if ev in ("planeswalk_to", "encounter") and k == {"planeswalk_to": "planeswalk"}.get(ev, ev) and h["obj"] == src:
        # 701.24d "When you planeswalk to ~"; 312.5 "When you encounter ~"
        if _player_ok(when.get("player", "you"), h["player"], ctrl):
            return {"event_player": h["player"]}
        return None
    if ev == "ring_tempts" and k == "ring_tempts":             # 701.52a: "Whenever the Ring tempts you"
        if _player_ok(when.get("player", "you"), h["player"], ctrl):
            return {"event_player": h["player"], **({"event_obj": h["obj"]} if h.get("obj") else {})}
        return None
    if ev == "become_monarch" and k == "become_monarch":       # 722.3: "whenever you become the monarch"
        if _player_ok(when.get("player", "you"), h["player"], ctrl):
            return {"event_player": h["player"]}
    if ev == "cycle_self" and k == "cycle" and h["obj"] == src:   # 702.29c: "when you cycle this card"
        return {"event_player": h["player"]}
    if ev == "becomes_target" and k == "becomes_target" and h["obj"] in g.s.objects:
        by = when.get("by", "both")                          # spell | ability | both
        if (by == "spell" and not h["spell"]) or (by == "ability" and h["spell"]):
            return None
        if "spell_filter" in when and not _obj_ok(g, {"filter": when["spell_filter"]}, h["item"],
                                                  g.ch_anywhere(h["item"]), src, ctrl):
            return None                                      # "an instant or sorcery spell", "an Aura spell"
        if not _player_ok(when.get("player", "any"), h["player"], ctrl):
            return None
        if when.get("first") and sum(1 for o, sp, p in g.s.history.get("targeted") or ()
                                     if o == h["obj"] and (by != "spell" or sp) and (by != "ability" or not sp)
                                     and _player_ok(when.get("player", "any"), p, ctrl)) != 1:
            return None                            # "for the first time each turn"
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            if when.get("it") == "item":              # 702.21a ward: "counter that spell or ability"
                return {"event_obj": h["item"], "event_player": h["player"], "targeted": h["obj"]}
            # "that player": the controller of the spell or ability that targeted it
            return {"event_obj": h["obj"], "event_player": h["player"]}
    if ev == "to_graveyard" and k in ("zone_change", "discard"):
        return _to_graveyard(g, when, h, src, ctrl, before)
    if ev == "left_batch" and k == "left_batch":             # 603.10a: as they last existed
        if not _during_ok(g, when, ctrl):
            return None
        sacs = h.get("sacrificers") or [None] * len(h["objs"])
        n = sum(1 for x, to, sac in zip(h["objs"], h["tos"], sacs)
                if (when.get("to") is None or to == when["to"]) and (when.get("not_to") is None or to != when["not_to"])
                and ("sacrificed_by" not in when or _player_ok(when["sacrificed_by"], sac, ctrl))
                and _obj_ok(g, when, x, (before or {}).get(x), src, ctrl, (h.get("lkis") or {}).get(x) or {}))
        return {"amount": n} if n > 0 else None
    if ev == "to_graveyard_batch" and k == "to_graveyard_batch":
        # "Whenever one or more land cards are put into your graveyard from anywhere"
        if "owner" in when and not _player_ok(when["owner"], h["player"], ctrl):
            return None
        n = sum(1 for x, frm in zip(h["objs"], h["froms"])
                if ("from" not in when or frm == when["from"]) and x in g.s.objects and
                g.s.objects[x].zone == "graveyard" and _obj_ok(g, when, x, g.ch_anywhere(x), src, ctrl))
        return {"event_player": h["player"], "amount": n} if n > 0 else None
    if ev == "discard_self" and k == "discard" and h["obj"] == src:    # 701.8a: "When you discard this card"
        if when.get("cause") == "opponent":      # "When a spell or ability an opponent controls causes you to discard ~"
            if not _player_ok("opponent", h.get("cause"), ctrl):
                return None
            return {"event_player": h["cause"]}
        return {"event_player": h["player"]}
    if ev == "cast_self" and k == "cast" and h["obj"] == src:      # "When you cast this spell"
        return {"event_player": h["player"], **_spell_lki(g, h["obj"])}
    if ev == "transformed" and k == "transformed":                   # 701.28e: "transforms into ~"
        o = g.s.objects.get(h["obj"])
        ch = g.ch(h["obj"]) if o is not None else None
        if ch is not None and _obj_ok(g, when, h["obj"], ch, src, ctrl) and \
                (when.get("into") != "self" or ch.name == g.obj(src).card.name):
            return {"event_obj": h["obj"]}
    if ev == "turned_face_up" and k == "turned_face_up":             # 708.8: as it is now, face up
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["obj"], "event_player": h["player"]}
    if ev == "attacks_unblocked" and k == "attacks_unblocked":       # 509.3g
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["obj"], "event_player": g.s.attackers.get(h["obj"]),
                    "attacked": g.s.attackers.get(h["obj"])}
    if ev == "counters_put":
        put = _counters_put(g, h)
        if put is None:
            return None
        target, kinds, who = put
        n = kinds.get(when["kind"], 0) if "kind" in when else sum(kinds.values())
        if n > 0 and ("by" not in when or _player_ok(when["by"], who, ctrl)) and \
                _obj_ok(g, when, target, g.ch(target), src, ctrl):          # 122.6
            return {"event_obj": target, "amount": n, "event_player": who}
        return None
    if ev == "combat_damage_batch" and k == "combat_damage_batch":
        srcs = [x for x in h["sources"] if x in g.s.objects and
                _obj_ok(g, {"filter": when.get("sources", "creature")}, x, g.ch(x), src, ctrl)]
        if srcs:
            return {"event_player": h["player"]}
    if ev == "entered_batch" and k in ("entered_batch", "enters_many"):   # "one or more ... enter"
        n = sum(1 for x in h["objs"] if x in g.s.objects and not _hushed(g, x) and _obj_ok(g, when, x, g.ch(x), src, ctrl))
        # "that many": how many of them entered (603.2, 608.2h)
        return {"event_player": h.get("player"), "amount": n} if n else None
    if ev == "attached" and (k == "attached" or (k == "zone_change" and h.get("attached_to"))):
        # 701.3a, 303.4: attached to an object (by an effect, or entering attached to it)
        a, t = h["obj"], (h["to"] if k == "attached" else h["attached_to"])
        if a in g.s.objects and t in g.s.objects and g.s.objects[a].attached_to == t and \
                _obj_ok(g, when, a, g.ch(a), src, ctrl) and _obj_ok(g, {"filter": when.get("to", "permanent")}, t, g.ch(t), src, ctrl):
            return {"event_obj": t if when.get("filter") == "self" else a}
        return None
    if ev == "discard_batch" and k == "discard_batch":      # 701.8a: "whenever you discard one or more cards"
        if not _player_ok(when.get("player", "you"), h["player"], ctrl):
            return None
        n = sum(1 for x in h["objs"] if "filter" not in when or
                (x in g.s.objects and _obj_ok(g, when, x, g.ch_anywhere(x), src, ctrl)))
        return {"event_player": h["player"], "amount": n} if n > 0 else None
    if ev == "left_graveyard" and k == "left_graveyard":      # "one or more cards leave your graveyard"
        if _player_ok(when.get("player", "you"), h["player"], ctrl) and \
                ("filter" not in when or any(x in g.s.objects and _obj_ok(g, when, x, g.ch(x), src, ctrl)
                                             for x in h["objs"])):
            return {"event_player": h["player"]}
    if ev == "chapter" and h.get("target", h.get("obj")) == src:    # 714.2b: a chapter ability
        n = int(when["chapter"])
        o = g.s.objects.get(src)
        now = sum(c.count for c in o.counters if c.kind == "lore") if o is not None else 0
        if k == "counters" and h["counter_kind"] == "lore" and h["amount"] > 0:
            was = now - h["amount"]
        elif k == "zone_change" and h["to"] == "battlefield":
            was = 0                                   # 714.3a: the lore counter it enters with
        else:
            return None
        if was < n <= now:
            return {"chapter": n}
        return None
    if ev == "crime" and k == "crime":                        # 700.13: "whenever you commit a crime"
        return {"event_player": h["player"]} if _player_ok(when.get("player", "you"), h["player"], ctrl) else None
    if ev == "tapped_for_mana" and k == "tapped_for_mana":   # 106.12a: "is tapped for mana [of a type]"
        if not _player_ok(when.get("player", "any"), h["player"], ctrl):
            return None
        if "produced" in when and when["produced"] not in h["produced"]:
            return None
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["obj"], "event_player": h["player"], "produced": list(h["produced"])}
        return None
    if (ev, k) in (("tapped", "tap"), ("untapped", "untap")):   # "becomes tapped / untapped" (701.21a-b)
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["obj"]}
    if ev == "attack_declared" and k == "attack_declared":    # 508.3d: "whenever you attack"
        if _player_ok(when.get("player", "you"), h["player"], ctrl):
            if when.get("attacking_player") and not any(g.s.attackers.get(x) in g.s.players
                                                        for x in h.get("attackers", ())):
                return None                                  # 508.3e: "whenever you attack a player"
            if when.get("with_self") and src not in h.get("attackers", ()):
                return None                                  # battalion: "Whenever ~ and ... attack"
            n = len(h.get("attackers", ()))
            if "attackers" in when:                          # "whenever you attack with three or more creatures"
                n = sum(1 for x in h.get("attackers", ()) if _obj_ok(g, {"filter": when["attackers"]}, x, g.ch(x), src, ctrl))
                if n < int(when.get("at_least", 1)):
                    return None
            # "that many": the attacking creatures the trigger condition counts (603.2, 508.3d)
            return {"event_player": h["player"], "amount": n}
    if ev == "player_attacked" and k == "player_attacked":    # 508.3e: "... attack a player"
        n = sum(1 for x in h["attackers"] if _obj_ok(g, {"filter": when.get("attackers", "creature")}, x, g.ch(x), src, ctrl))
        if n >= int(when.get("at_least", 1)):
            return {"event_player": h["defender"], "amount": n}
        return None
    if ev == "blocked_by" and k == "block_pair":             # 509.3d: "becomes blocked by a creature"
        if _obj_ok(g, when, h["attacker"], g.ch(h["attacker"]), src, ctrl) and \
                _obj_ok(g, {"filter": when.get("by", "creature")}, h["blocker"], g.ch(h["blocker"]), src, ctrl):
            return {"event_obj": h["blocker"]}
        return None
    if ev == "blocks_creature" and k == "block_pair":        # 509.3b: "blocks a creature"
        if _obj_ok(g, when, h["blocker"], g.ch(h["blocker"]), src, ctrl) and \
                _obj_ok(g, {"filter": when.get("blocked", "creature")}, h["attacker"], g.ch(h["attacker"]), src, ctrl):
            return {"event_obj": h["attacker"]}
    if ev == "life_loss" and (k == "life_loss" or (k == "damage" and h["target"] in g.s.players)):
        p = h["player"] if k == "life_loss" else h["target"]           # 120.3a: damage to a player
        if h["amount"] > 0 and _player_ok(when.get("player", "you"), p, ctrl) and _during_ok(g, when, ctrl) and \
                _nth_ok(g, when, "losses", p) and (not when.get("paid") or h.get("paid")):    # 119.4
            return {"event_player": p, "amount": h["amount"]}
    if ev == "step" and k == "step" and when.get("step") == h["step"]:
        who = when.get("player", "you")
        if who == "enchanted_controller":          # "the upkeep of enchanted creature's controller"
            o = g.s.objects.get(src)
            att = g.ch(o.attached_to) if o is not None and o.attached_to and o.attached_to in g.s.objects else None
            who = att.controller if att is not None else None
            if who is None:
                return None
        elif who == "enchanted_player":            # "at the beginning of enchanted player's upkeep"
            o = g.s.objects.get(src)
            who = o.attached_to if o is not None and o.attached_to in g.s.players else None
            if who is None:
                return None
        if _player_ok(who, h["player"], ctrl):
            return {"event_player": h["player"]}
    if ev == "life_gain" and k == "damage" and h.get("lifelink") and h["amount"] > 0:
        # 702.15b: damage dealt by a source with lifelink causes its controller to gain that much life
        if _player_ok(when.get("player", "you"), h["lifelink"], ctrl) and \
                _nth_ok(g, when, "gains", h["lifelink"]) and _during_ok(g, when, ctrl):
            return {"event_player": h["lifelink"], "amount": h["amount"]}
        return None
    if ev in ("life_gain", "draw", "discard", "scry", "surveil") and k == ev:
        if ev == "discard" and "filter" in when and not _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return None                                   # "whenever you discard a creature card"
        if _player_ok(when.get("player", "you"), h["player"], ctrl) and _nth_ok(g, when, "draws", h["player"]) and \
                _during_ok(g, when, ctrl):
            return {"event_player": h["player"], "amount": h.get("amount", 0)}
    if ev == "damage" and k == "damage":
        if "source" in when and not _obj_ok(g, {"filter": when["source"]}, h["source"], g.ch(h["source"]), src, ctrl):
            return None
        if when.get("combat") and not h.get("combat"):
            return None
        if when.get("combat") is False and h.get("combat"):    # "noncombat damage" (120.1)
            return None
        if when.get("to") == "player" and h["target"] not in g.s.players:
            return None
        if when.get("to") == "opponent" and (h["target"] not in g.s.players or h["target"] == ctrl):
            return None
        if when.get("to") == "you" and h["target"] != ctrl:
            return None
        if str(when.get("to", "")).startswith("player_or_") and h["target"] not in g.s.players and \
                when["to"][len("player_or_"):] not in (g.ch(h["target"]).types if g.ch(h["target"]) else ()):
            return None
        if "target" in when:                                   # "whenever ~ is dealt damage"
            t = h["target"]
            if t in g.s.players or not _obj_ok(g, {"filter": when["target"]}, t, g.ch(t), src, ctrl):
                return None
        who = h["target"] if h["target"] in g.s.players else None
        if when.get("that_player") == "source_controller":     # "a source an opponent controls deals damage to you, that player ..."
            sch = g.ch(h["source"]) if h["source"] in g.s.objects else None
            who = sch.controller if sch is not None else None
        return {"event_obj": h["target"] if when.get("it") == "target" else h["source"],
                "event_player": who, "amount": h["amount"]}
    if ev == "last_counter_removed" and k == "remove_counters" and h["target"] == src and h["amount"] > 0:
        # 702.63a: "When the last time counter is removed from this permanent"
        o = g.s.objects.get(src)
        if h["counter_kind"] == when.get("kind", h["counter_kind"]) and o is not None and \
                not any(c.kind == h["counter_kind"] and c.count > 0 for c in o.counters):
            return {}
        return None
    if ev == "becomes_class_level" and k == ev:   # 716.2a: "When this Class becomes level N"
        if h["obj"] == src and int(h["level"]) == int(when["level"]):
            return {"event_obj": h["obj"]}
        return None
    if ev == "explores" and k == ev:             # 701.40b: "Whenever a creature you control explores"
        if _obj_ok(g, when, h["obj"], (before or {}).get(h["obj"]) or g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["obj"]}
        return None
    if ev == "becomes_monstrous" and k == ev:   # 701.31b: "When ~ becomes monstrous"
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return {"event_obj": h["obj"]}
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
        if ev != "blocks" and h["obj"] in g.s.attackers:
            mem["attacked"] = g.s.attackers[h["obj"]]      # 508.5: kept if it's removed from combat
        if when.get("while") is not None and not condition(g, when["while"], src, ctrl, mem):
            return None                          # "attacks while saddled" (702.171b): a trigger condition
        if when.get("defending") == "you" and g.s.attackers.get(h["obj"]) != ctrl:     # "attacks you"
            return None
        if when.get("defending") == "player" and g.s.attackers.get(h["obj"]) not in g.s.players:
            return None                          # "attacks a player" (506.2: not a planeswalker or battle)
        if when.get("defending") in ("opponent", "opponent_or_theirs", "enchanted_player"):
            d = g.s.attackers.get(h["obj"])
            dch = g.ch(d) if d in g.s.objects else None
            if when["defending"] == "enchanted_player":
                o = g.s.objects.get(src)              # "attacks enchanted player" (a Curse attached to a player)
                if o is None or o.attached_to not in g.s.players or d != o.attached_to:
                    return None
            elif not ((d in g.s.players and d != ctrl) or (when["defending"] == "opponent_or_theirs" and dch is not None
                                                          and "planeswalker" in dch.types and dch.controller != ctrl)):
                return None                      # "attacks one of your opponents [or a planeswalker an opponent controls]"
        if when.get("defending") == "you_or_yours":        # "attacks you or a planeswalker you control"
            d = g.s.attackers.get(h["obj"])
            dch = g.ch(d) if d in g.s.objects else None
            if d != ctrl and not (dch is not None and dch.controller == ctrl):
                return None
        if "blocked_by" in when and not any(
                h["obj"] in atts and b in g.s.objects and _obj_ok(g, {"filter": when["blocked_by"]}, b, g.ch(b), src, ctrl)
                for b, atts in g.s.blockers.items()):
            return None                          # 509.3c: "becomes blocked by one or more [creatures]"
        if "blocking" in when and not any(
                a in g.s.objects and _obj_ok(g, {"filter": when["blocking"]}, a, g.ch(a), src, ctrl)
                for a in g.s.blockers.get(h["obj"], ())):
            return None                          # 509.3a: "blocks one or more [creatures]"
        if when.get("first") and list(g.s.history.get("attackers") or ()).count(h["obj"]) != 1:
            return None                          # "attacks for the first time each turn" (508.1)
        if _obj_ok(g, when, h["obj"], g.ch(h["obj"]), src, ctrl):
            return mem
    return None


def _to_graveyard(g: "Game", when: dict, h: dict, src: str, ctrl: str, before: dict | None) -> dict | None:
    """A card put into a graveyard (from anywhere, or from the zone `from` names; a discard is from
    the hand, 701.8a), read as it is there (603.10). Such an ability is not a leaves-the-battlefield
    ability (603.6c): an object that left the battlefield in the same event doesn't see it."""
    oid = h["obj"]
    o = g.s.objects.get(oid)
    if o is None or o.zone != "graveyard":
        return None
    frm = h["from"] if h["kind"] == "zone_change" else "hand"
    if frm == "graveyard" or ("from" in when and frm != when["from"]):
        return None
    if "filter" in when:
        so = g.s.objects.get(src)
        was = (before or {}).get(src)
        if so is None or (was is not None and was.zone != so.zone):
            return None                             # its source changed zones in this event
        if not _obj_ok(g, when, oid, g.ch_anywhere(oid), src, ctrl):
            return None
    elif oid != src:
        return None
    if "owner" in when and not _player_ok(when["owner"], o.owner, ctrl):
        return None
    return {"event_obj": oid, "event_player": o.owner}


def collect(g: "Game", h: dict, before: dict | None) -> None:
    s = g.s
    look_back = (h["kind"] == "zone_change" and h.get("from") == "battlefield") or bool(h.get("look_back"))
    chars = before if (look_back and before is not None) else g.chars()
    for oid in sorted(chars):
        ch = chars[oid]
        if ch.zone != "battlefield":
            continue
        _collect_from(g, h, before, oid, ch, look_back)
    for oid in sorted(o.id for o in s.objects.values() if o.zone == "graveyard" and _from_graveyard(o.card)):
        _collect_from(g, h, before, oid, g.ch_anywhere(oid), False, zone="graveyard")   # 113.6m
    for oid in sorted(o.id for o in s.objects.values() if o.zone == "command"):
        _collect_from(g, h, before, oid, g.ch_anywhere(oid), False, zone="command")     # 114.4: emblems
    if h["kind"] in _SELF_ANYWHERE and h["obj"] in s.objects and s.objects[h["obj"]].zone != "battlefield":
        # 702.29c: "When you cycle this card" triggers from whatever zone the card winds up in;
        # "When you cast this spell" from the stack
        _collect_from(g, h, before, h["obj"], g.ch(h["obj"]), False, anywhere=True)
    _collect_delayed(g, h, before)
    monarch.collect(g, h)                          # 722.2: the monarch's inherent triggers


_GY: dict = {}


def _from_graveyard(card) -> bool:
    """Has the card a triggered ability that functions in a graveyard (113.6m)? (memoised)"""
    hit = _GY.get(id(card))
    if hit is None or hit[0] is not card:
        hit = (card, any(a.kind == "triggered" and isinstance(a.spec, dict) and a.spec.get("zone") == "graveyard"
                         for a in card.abilities))
        _GY[id(card)] = hit
    return hit[1]


def _collect_from(g: "Game", h: dict, before: dict | None, oid: str, ch: "Characteristics | None",
                  look_back: bool, anywhere: bool = False, zone: str = "battlefield") -> None:
    """The abilities of one object that trigger on happening h (603.2); only a battlefield
    object's unless `anywhere` (702.29c)."""
    s = g.s
    if ch is None:
        return
    if not anywhere and not look_back and (oid not in s.objects or s.objects[oid].zone != zone):
        return
    for idx, spec in g.abilities_of(oid, "triggered", ch):
        if spec.get("zone", "battlefield") != zone and not anywhere:
            continue                               # 113.6m: it functions only in its zone
        when = spec.get("when") or {}
        if "state" in when:
            continue
        if anywhere and not _self_anywhere(when, h["kind"]):
            continue
        if not anywhere and h.get("obj") == oid and _self_anywhere(when, h["kind"]):
            continue                               # collected once, from wherever the card is (113.6k)
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
        if oid in s.objects:                   # which object the source is (400.7; it left: the one that left)
            so = s.objects[oid]
            mem = {**mem, "_src_inc": len(so.earlier_ids) - (1 if look_back and so.zone != "battlefield" else 0),
                   "_trig_inc": len(so.earlier_ids)}         # the object it is as the ability triggers
            mem["_src_tf"] = so.transformations            # 701.28f: has it transformed since?
        s.pending.append(PendingTrigger(tid, oid, ch.controller, text, spec, mem))   # 603.3a
        g._log("603.2", f"{text!r} of {g.name(oid)} triggers" + (" (looking back in time, 603.10a)" if look_back else ""))
        if zone == "battlefield" and not anywhere:        # 603.2d: "triggers an additional time"
            for _ in range(trigger_doubling.extra_times(g, {**h, "_before": before}, oid, ch, ch.controller,
                                                        before if look_back else None)):
                s.pending.append(PendingTrigger(g.new_id("trig"), oid, ch.controller, text, spec, dict(mem)))
                g._log("603.2d", f"{text!r} of {g.name(oid)} triggers an additional time")


_SELF_ANYWHERE = {"cycle": ("cycle_self",), "cast": ("cast_self",), "discard": ("discard_self", "to_graveyard"),
                  "zone_change": ("to_graveyard",)}


def _self_anywhere(when: dict, kind: str) -> bool:
    """An ability of the object an event happened to that triggers wherever it is: "When you cycle
    this card" (702.29c), "When you cast this spell" (on the stack), "When you discard this card",
    "When ~ is put into a graveyard from anywhere" (113.6k: from the zone it is put into)."""
    evs = _SELF_ANYWHERE.get(kind, ())
    if when.get("event") in evs and (when["event"] != "to_graveyard" or "filter" not in when):
        return True
    return any(_self_anywhere(w, kind) for w in when.get("any", []))


def _still_about(g: "Game", about: tuple, h: dict) -> bool:
    """Is the object a delayed triggered ability is about ("When that creature dies this turn",
    its events matched as the ability's "self") still the object it was as the ability was created
    (603.7c, 400.7)? The object leaving its zone in this very event still is."""
    oid, inc = about
    o = g.s.objects.get(oid)
    if o is None:
        return False
    now = len(o.earlier_ids)
    if h.get("kind") == "zone_change" and h.get("obj") == oid:
        now -= 1                                   # the event that moved it made the new object
    return now == inc


def _collect_delayed(g: "Game", h: dict, before: dict | None) -> None:
    s = g.s
    for d in list(s.delayed):
        if d["spec"].get("turn") not in (None, s.turn):
            s.delayed.remove(d)                                       # "this turn" is over (603.7c)
            continue
        about = d["spec"].get("about")
        if about is not None and not _still_about(g, about, h):
            continue
        mem = match(g, d["spec"].get("when") or {}, h, about[0] if about else d["source"], d["controller"], before)
        if mem is None:
            continue
        if d["spec"].get("until") != "end_of_turn":
            s.delayed.remove(d)              # 603.7b: triggers only once, unless it has a stated duration
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
