"""State-based actions (CR 704): encode the game state as facts for asp_rules/sba.lp, read the
applicable actions back, and perform them simultaneously (704.3)."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

import clingo

from pyengine.cards.card_names import ALL_NLC_NAMES, has_name, is_nonlegendary_creature_name
from pyengine.game import archenemy, aspcall, planechase, protection, reconfigure, win_lose
from pyengine.game import graveyard_order
from pyengine.game.aspcall import fact
from pyengine.events import Event
from pyengine.game.instructions import can_enchant as _can_enchant, filt
from pyengine.game.filters import matches

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def facts(g: "Game") -> list[clingo.Symbol]:
    s = g.s
    out = []
    at_risk = [p for p in g.alive() if s.players[p].life <= 0 or s.players[p].poison >= 10 or p in s.drew_from_empty]
    safe = win_lose.cant_lose(g) if at_risk else set()     # (read only when 704.5a-c could apply)
    for p in g.alive():
        pl = s.players[p]
        out += [fact("player", p), fact("life", p, pl.life), fact("poison", p, pl.poison)]
        if p in safe:
            out.append(fact("cant_lose", p))
        if p in s.drew_from_empty:
            out.append(fact("drew_from_empty", p))
    chars = g.chars()
    waiting = archenemy.scheme_trigger_waiting(g)
    for oid in archenemy.face_up(g):                   # 704.6e: a face-up non-ongoing scheme
        if "ongoing" not in s.objects[oid].card.supertypes and not waiting:
            out.append(fact("scheme_done", oid))
    for oid in planechase.face_up(g):                  # 704.6f: a face-up phenomenon
        if "phenomenon" in s.objects[oid].card.types:
            out.append(fact("phenomenon", oid, planechase.planar_controller(g)))
            if planechase.phenomenon_waiting(g, oid):
                out.append(fact("trigger_waiting", oid))
    for oid, o in s.objects.items():
        if o.token and o.zone != "battlefield":
            out.append(fact("token_off", oid))
        elif o.copy_of is not None and o.zone not in ("battlefield", "stack"):
            out.append(fact("spell_copy_off", oid))
        if o.zone != "battlefield" or o.phased_out:
            continue
        ch = chars.get(oid)
        if ch is None:
            continue
        out += [fact("perm", oid), fact("name", oid, ch.name or ""), fact("controller", oid, ch.controller)]
        if ch.every_nonlegendary_creature_name:          # 612.7: all names of nonlegendary creature cards
            out += [fact("name", oid, ALL_NLC_NAMES), fact("allnlc", oid)]
        if ch.name and is_nonlegendary_creature_name(ch.name):
            out.append(fact("nlcname", ch.name))
        if "creature" in ch.types:
            out.append(fact("creature", oid))
            out.append(fact("toughness", oid, ch.toughness or 0))
            if o.damage:
                out.append(fact("damage", oid, o.damage))
            if oid in s.deathtouch_hit:
                out.append(fact("deathtouch_hit", oid))
        if ("kw", ("indestructible",)) in ch.ability_terms:
            out.append(fact("indestructible", oid))
        if "planeswalker" in ch.types:
            out.append(fact("planeswalker", oid))
        if "legendary" in ch.supertypes:
            out.append(fact("legendary", oid))
        if "world" in ch.supertypes:
            # 704.5k compares how long each has had the world supertype: the timestamps' order
            # (a rank, so any timestamp fits clingo's integers)
            ts_rank = sorted({x.timestamp for x in s.objects.values()})
            out += [fact("world", oid), fact("world_since", oid, ts_rank.index(o.timestamp))]
        for c in o.counters:
            if c.kind == "loyalty":
                out.append(fact("loyalty", oid, c.count))
            out.append(fact("counter", oid, c.kind, c.count))
        if "Saga" in ch.subtypes and "enchantment" in ch.types:          # 714.2d, 704.5s
            # its chapter abilities as it has them now (those the engine can't execute included)
            chapters = [_ROMAN[n] for t in ch.abilities for m in [_CHAPTER.match(str(t or ""))] if m
                        for n in m.group(1).split(", ")]
            out += [fact("saga", oid), fact("final_chapter", oid, max(chapters, default=0))]
            if any(p.source == oid and _is_chapter(p.spec) for p in s.pending) or \
                    any(x.source == oid and x.kind == "triggered" and _is_chapter(x.spec) for x in s.stack):
                out.append(fact("chapter_pending", oid))
        if o.attached_to is not None:
            out.append(fact("attached", oid, o.attached_to))
        if "enchantment" in ch.types and "Aura" in ch.subtypes:
            out.append(fact("aura", oid))
            if "Role" in ch.subtypes:                                 # 303.7a, 704.5y
                ts_rank = sorted({x.timestamp for x in s.objects.values()})
                out += [fact("role", oid), fact("role_since", oid, ts_rank.index(o.timestamp))]
            if o.attached_to is not None and _can_enchant(g, oid, o.attached_to):
                out.append(fact("can_enchant", oid, o.attached_to))
        for st, kind, need in (("Equipment", "equipment", "creature"), ("Fortification", "fortification", "land")):
            if "artifact" in ch.types and st in ch.subtypes:
                out.append(fact(kind, oid))
                t = o.attached_to
                tch = chars.get(t) if t is not None else None
                if tch is not None and tch.zone == "battlefield" and need in tch.types and \
                        (kind != "equipment" or reconfigure.may_equip_as_creature(g, oid)) and \
                        not protection.protected_from(g, t, oid, ch):        # 301.5c, 702.16d
                    out.append(fact("can_equip", oid, t))
    return out


_CHAPTER = re.compile(r"^((?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))*) \u2014")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}


def _whens(when: dict) -> list[dict]:
    return [w for x in when.get("any", [when]) for w in _whens(x)] if "any" in when else [when]


def _is_chapter(spec: dict) -> bool:
    return any(w.get("event") == "chapter" for w in _whens(spec.get("when") or {}))


def check(g: "Game", state_facts: list[clingo.Symbol] | None = None) -> list[tuple[str, tuple]]:
    out = []
    for sym in aspcall.solve("sba.lp", facts(g) if state_facts is None else state_facts):
        rule, act = sym.arguments
        out.append((rule.string, (act.name,) + tuple(a.string if a.type == clingo.SymbolType.String else a.number
                                                       for a in act.arguments)))
    return out


def perform(g: "Game", acts: list[tuple[str, tuple]], keep: dict) -> None:
    """704.3: all applicable state-based actions happen simultaneously as a single event."""
    s = g.s
    events: list[Event] = []
    moved = set()
    for rule, act in acts:
        kind = act[0]
        if kind == "lose":
            g._log(rule, f"{act[1]} loses the game (state-based action)", act[1])
            events.append(Event("lose_game", player=act[1]))
        elif kind == "cease":
            g._log(rule, f"{g.name(act[1])} ceases to exist (state-based action)")
            # 707.2b: what copies it stays a copy; 608.2h: an effect copying it later ("becomes a copy
            # of that creature" after a token died) uses it as it last existed
            s.copy_sources[act[1]] = s.objects[act[1]]
            del s.objects[act[1]]
            graveyard_order.left(s, act[1])                 # 404.1: no longer in the pile
        elif kind in ("graveyard", "destroy") and act[1] not in moved:
            oid = act[1]
            if kind == "destroy" and ("kw", ("indestructible",)) in g.ch(oid).ability_terms:
                continue
            moved.add(oid)
            g._log(rule, f"{g.name(oid)} is {'destroyed' if kind == 'destroy' else 'put into its owner’s graveyard'} (state-based action)")
            events.append(Event("zone_change", obj=oid, from_zone="battlefield", to_zone="graveyard",
                                what="destroy" if kind == "destroy" else "sba"))
        elif kind == "legend":
            p, nm = act[1], act[2]
            kept = keep.get((p, nm))
            for oid in g.battlefield():
                ch = g.ch(oid)
                if ch.controller == p and has_name(ch, nm) and "legendary" in ch.supertypes and oid != kept and oid not in moved:
                    moved.add(oid)
                    g._log(rule, f"legend rule: {p} keeps {g.name(kept)}; {g.name(oid)} is put into the graveyard")
                    events.append(Event("zone_change", obj=oid, from_zone="battlefield", to_zone="graveyard", what="sba"))
        elif kind == "sacrifice" and act[1] not in moved:             # 704.5s: a Saga read to its end
            oid = act[1]
            moved.add(oid)
            g._log(rule, f"{g.ch(oid).controller} sacrifices {g.name(oid)} (state-based action)")
            events.append(Event("zone_change", obj=oid, from_zone="battlefield", to_zone="graveyard",
                                what="sacrifice", player=g.ch(oid).controller))
        elif kind == "scheme_to_bottom":                              # 704.6e
            archenemy.to_bottom(g, act[1], rule, "(state-based action)")
        elif kind == "planeswalk":                                    # 704.6f
            g._log(rule, f"{act[1]}, the planar controller, planeswalks (state-based action)", act[1])
            planechase.planeswalk(g, act[1])
        elif kind == "unattach":
            s.objects[act[1]].attached_to = None
            g._log(rule, f"{g.name(act[1])} becomes unattached (state-based action)")
        elif kind == "annihilate":
            o = s.objects[act[1]]
            n = act[2]
            for c in list(o.counters):
                if c.kind in ("+1/+1", "-1/-1"):
                    c.count -= n
                    if c.count <= 0:
                        o.counters.remove(c)
            g._log(rule, f"{n} +1/+1 and {n} -1/-1 counters are removed from {g.name(act[1])}")
    s.drew_from_empty.clear()
    s.deathtouch_hit.clear()
    g._dirty()
    g.perform(events)
