"""Applying game events to the state (CR 119 life, 120 damage, 121 drawing, 122 counters,
400.7 zone changes, 111 tokens, 701.8 discard, 104.3 losing). Game.perform() calls apply_event
for each event after replacement effects, then collects triggers from what happened."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.card import registered
from pyengine.errors import NumberRangeError, check_int
from pyengine.events import OPENING_HAND, Event
from pyengine.game.instructions import lki, shuffle_library
from pyengine.game import as_enters, face_down, transform
from pyengine.game import bestow
from pyengine.game import cast_now
from pyengine.game import cant_enter
from pyengine.game import counter_bans
from pyengine.game import card_faces
from pyengine.game import graveyard_order
from pyengine.game.token_card import token_card
from pyengine.game.copy_freeze import copiable_card, copying as _copying, frozen
from pyengine.game.keyword_costs import discard_to, flashback_exile, forget_status, rebound_to, to_hand_on_resolution
from pyengine.model import Counter, GameObject

if TYPE_CHECKING:
    from pyengine.game.loop import Game

MAX_TOKENS = 10000     # tokens one event may create: each becomes an object of the game


def _combat_rules_forget(g, oid: str) -> None:
    """611.2c, 400.7: a combat rule of a resolved spell or ability ("can't attack or block until
    your next turn") locked onto a permanent that leaves the battlefield doesn't apply to the new
    object; one naming it as its source ends."""
    out = []
    for r, d in g.s.combat_effects:
        objs = [x for x in r.get("objects") or () if x != oid]
        if r.get("source") == oid or ("objects" in r and not objs):
            continue
        out.append(({**r, "objects": objs} if "objects" in r and len(objs) != len(r["objects"]) else r, d))
    g.s.combat_effects = out


def apply_event(g: "Game", e: Event) -> dict | None:
    """Make event `e` happen; return what happened (for triggers) or None if nothing did."""
    s = g.s
    k = e.kind
    if k == "damage":
        if e.amount <= 0:
            return None
        src_ch = g.ch(e.source) if e.source else None
        terms = src_ch.ability_terms if src_ch else ()
        infect = ("kw", ("infect",)) in terms
        as_counters: dict = {}                   # 120.3d: the -1/-1 counters the damage put
        if e.target in s.players:
            s.states_seen[f"damaged:{e.target}"] = s.turn          # "was dealt damage this turn" (702.54a)
            poison_ban = counter_bans.player_ban(g, e.target, "poison") if infect or e.combat else None
            if infect and poison_ban:       # 122.6, 101.2: a player who can't get poison counters
                g._log("101.2", f"{e.target} can't get poison counters ({poison_ban}): the infect damage has no result")
            elif infect:      # 702.90b, 120.3b: damage from a source with infect gives poison counters
                s.players[e.target].poison = check_int(s.players[e.target].poison + e.amount,
                                                       f"the poison counters of {e.target}")
                g._log("702.90b", f"{e.target} gets {e.amount} poison counter(s) (infect of {g.name(e.source)})")
            else:
                s.players[e.target].life = check_int(s.players[e.target].life - e.amount, f"the life total of {e.target}")  # 120.3a
            toxic = _toxic(g, e.source) if e.combat and src_ch is not None and not poison_ban else 0
            if toxic:       # 702.164c: combat damage from a creature with toxic also gives poison counters
                s.players[e.target].poison = check_int(s.players[e.target].poison + toxic,
                                                       f"the poison counters of {e.target}")
                g._log("702.164c", f"{e.target} gets {toxic} poison counter(s) (toxic of {g.name(e.source)})")
        else:
            o = s.objects.get(e.target)
            if o is None or o.zone != "battlefield":
                return None
            tch = g.ch(e.target)
            if tch and "planeswalker" in tch.types and "creature" not in tch.types:
                _add_counter(o, "loyalty", -e.amount)                     # 120.3c
            elif infect or ("kw", ("wither",)) in terms:
                # 702.80a, 702.90b, 120.3d: damage from a source with wither or infect to a creature
                # is -1/-1 counters put on it (still damage dealt: deathtouch, lifelink apply)
                ban = counter_bans.object_ban(g, e.target, "-1/-1")
                if ban:                   # 122.6, 101.2: dealt, but no counters can be put on it
                    g._log("101.2", f"{g.name(e.target)} can't have -1/-1 counters put on it ({ban}): "
                                    f"the damage from {g.name(e.source)} puts none")
                else:
                    _add_counter(o, "-1/-1", e.amount)
                    as_counters = {"-1/-1": e.amount}
                    g._log("120.3d", f"{e.amount} -1/-1 counter(s) put on {g.name(e.target)} "
                                     f"({'infect' if infect else 'wither'} of {g.name(e.source)})")
                if ("kw", ("deathtouch",)) in terms:
                    s.deathtouch_hit.add(e.target)
            else:
                o.damage = check_int(o.damage + e.amount, f"the damage marked on {e.target}")   # 120.3e
                if ("kw", ("deathtouch",)) in terms:
                    s.deathtouch_hit.add(e.target)
        g._log("120.3", f"{g.name(e.source)} deals {e.amount} {'combat ' if e.combat else ''}damage to {g.name(e.target)}")
        if ("kw", ("lifelink",)) in terms and src_ch is not None:         # 702.15b
            s.players[src_ch.controller].life = check_int(s.players[src_ch.controller].life + e.amount,
                                                          f"the life total of {src_ch.controller}")
            g._log("702.15b", f"{src_ch.controller} gains {e.amount} life (lifelink of {g.name(e.source)})")
            return {"kind": "damage", "source": e.source, "target": e.target, "amount": e.amount, "combat": e.combat,
                    "lifelink": src_ch.controller, **({"counters": as_counters} if as_counters else {})}
        return {"kind": "damage", "source": e.source, "target": e.target, "amount": e.amount, "combat": e.combat,
                **({"counters": as_counters} if as_counters else {})}
    if k == "life_gain":
        if e.amount <= 0:
            return None
        s.players[e.player].life = check_int(s.players[e.player].life + e.amount, f"the life total of {e.player}")
        g._log("119.3", f"{e.player} gains {e.amount} life (now {s.players[e.player].life})", e.player)
        return {"kind": "life_gain", "player": e.player, "amount": e.amount}
    if k == "life_loss":
        s.players[e.player].life = check_int(s.players[e.player].life - e.amount, f"the life total of {e.player}")
        if e.pays_life:                     # 119.4: the payment is subtracted from the life total
            g._log("119.4", f"{e.player} pays {e.amount} life (now {s.players[e.player].life})", e.player)
            return {"kind": "life_loss", "player": e.player, "amount": e.amount, "paid": True}
        g._log("119.3", f"{e.player} loses {e.amount} life (now {s.players[e.player].life})", e.player)
        return {"kind": "life_loss", "player": e.player, "amount": e.amount}
    if k == "draw":
        lib = s.library[e.player]
        if not lib:
            s.drew_from_empty.add(e.player)                               # 121.4
            g._log("121.4", f"{e.player} can't draw from an empty library", e.player)
            return None
        oid = lib.pop(0)
        o = s.take_from_library(oid)
        o.zone = "hand"
        g.stamp_entry(o)                                                    # 613.7d
        if e.what == OPENING_HAND:            # 103.5: a starting hand, drawn before any turn: not a
            return {"kind": "draw", "player": e.player, "obj": oid, "opening_hand": True}   # draw this turn
        from pyengine.game import miracle
        miracle.drawn(g, e.player, oid)                                # 702.94a
        return {"kind": "draw", "player": e.player, "obj": oid}
    if k == "zone_change":
        return _zone_change(g, e)
    if k == "discard":
        o = s.objects.get(e.obj)
        if o is None or o.zone != "hand":
            return None
        if e.to_zone not in (None, "graveyard"):
            # 701.8a, 614.6: discarded, but put into another zone by a replacement effect ("if ~
            # would be put into a graveyard from anywhere, exile it instead"): still discarded
            _zone_change(g, Event("zone_change", obj=o.id, from_zone="hand", to_zone=e.to_zone))
            g._log("701.8a", f"{e.player} discards {g.name(e.obj)} (put into the {e.to_zone} instead)", e.player)
            return {"kind": "discard", "player": e.player, "obj": e.obj, "cause": discard_cause(g)}
        o.zone = discard_to(g, o.id, e.player)                         # graveyard (madness: exile, 702.35a)
        g.stamp_entry(o)                                                    # 613.7d
        if o.zone == "graveyard":
            graveyard_order.entered(s, o.id)                            # 404.1: on top
            s.states_seen[f"discarded:{o.id}"] = s.turn                 # mayhem: "if you discarded it this turn"
        g._log("701.8a", f"{e.player} discards {g.name(e.obj)}" + (" into exile" if o.zone == "exile" else ""), e.player)
        return {"kind": "discard", "player": e.player, "obj": e.obj, "cause": discard_cause(g)}
    if k == "remove_counters":                # 122.8: removing counters (not "putting" negative ones)
        if e.target in s.players:             # 107.14: paying {E} removes energy counters from the player
            pc = s.players[e.target].counters
            n = min(pc.get(e.counter_kind, 0), e.amount)
            pc[e.counter_kind] = pc.get(e.counter_kind, 0) - n
            g._log("107.14", f"{e.target} removes {n} {e.counter_kind} counter(s) ({pc[e.counter_kind]} left)")
            return {"kind": "remove_counters", "target": e.target, "counter_kind": e.counter_kind, "amount": n}
        o = s.objects.get(e.target)
        if o is None or o.zone != "battlefield":
            return None
        have = sum(c.count for c in o.counters if c.kind == e.counter_kind)
        n = min(have, e.amount)
        if n > 0:
            _add_counter(o, e.counter_kind, -n)
            g._log("122.8", f"{n} {e.counter_kind} counter(s) removed from {g.name(e.target)}")
        return {"kind": "remove_counters", "target": e.target, "counter_kind": e.counter_kind, "amount": n}
    if k == "counters":
        ban = (counter_bans.player_ban(g, e.target, e.counter_kind) if e.target in s.players
               else counter_bans.object_ban(g, e.target, e.counter_kind)
               if e.target in s.objects and s.objects[e.target].zone == "battlefield" else None)
        if ban:                       # 122.6, 101.2: the counters can't be put there: nothing happens
            g._log("101.2", f"{g.name(e.target)} can't get {e.counter_kind} counters ({ban})")
            return None
        if e.target in s.players:
            if e.counter_kind == "poison":
                s.players[e.target].poison = check_int(s.players[e.target].poison + e.amount,
                                                       f"the poison counters of {e.target}")
            else:                                   # 122.1: energy (107.14) and other player counters
                pc = s.players[e.target].counters
                pc[e.counter_kind] = check_int(pc.get(e.counter_kind, 0) + e.amount,
                                               f"the {e.counter_kind} counters of {e.target}")
                g._log("122.1", f"{e.target} gets {e.amount} {e.counter_kind} counter(s) ({pc[e.counter_kind]} in all)")
            return {"kind": "counters", "target": e.target, "counter_kind": e.counter_kind, "amount": e.amount,
                    "player": _putter(g, e)}
        o = s.objects.get(e.target)
        if o is None or o.zone != "battlefield":
            return None
        _add_counter(o, e.counter_kind, e.amount)
        g._log("122.1", f"{e.amount:+d} {e.counter_kind} counter(s) on {g.name(e.target)}")
        return {"kind": "counters", "target": e.target, "counter_kind": e.counter_kind, "amount": e.amount,
                "player": _putter(g, e)}
    if k == "create_tokens":
        made = []
        asks: list[Event] = []
        if e.amount > MAX_TOKENS:
            raise NumberRangeError(f"{e.player} would create {e.amount} tokens at once",
                                   expected=f"at most {MAX_TOKENS} tokens per event (the engine keeps each token as an object)")
        for k in range(max(0, e.amount)):
            card = registered(g.cards, token_card(g, e.token))       # a token named like a different card keeps its own abilities
            tid = g.new_id("tok")
            # 616.1g, 614.1c: its entering event as replaced ("enters tapped", "with counters", "as a copy")
            ent = e.entering[k] if k < len(e.entering) else None
            ctrl = (ent.player if ent is not None and ent.player else None) or e.player
            # 111.4, 707.5, 614.12a: its "as it enters" abilities (a copy of a devour creature: the
            # copied ones) make their choices before it is on the battlefield
            copied = ent is not None and ent.as_copy_of is not None and (
                ent.as_copy_of in s.objects or ent.as_copy_of in s.copy_sources)
            enters_as = copiable_card(g, ent.as_copy_of, ent.copy_except) if copied else card
            choosing = not (ent is not None and ent.face_down) and as_enters.has_parts(enters_as)
            s.objects[tid] = GameObject(id=tid, card=card, zone=as_enters.ENTERING if choosing else "battlefield",
                                        owner=e.player, controller=ctrl,
                                        timestamp=g.new_ts(), token=True, summoning_sick=True,
                                        tapped=bool(e.tapped or (ent is not None and ent.tapped)))
            extra = as_enters.token_entering(g, tid, ctrl, made, enters_as) if choosing else []
            s.objects[tid].zone = "battlefield"
            if extra:                 # 122.6: counters it enters with (replacement effects apply to them)
                g.perform([Event("counters", target=tid, counter_kind=kind, amount=n, player=ctrl)
                           for kind, n in extra])
            if ent is not None:
                for kind, n in counter_bans.token_counters(g, tid, list(ent.with_counters)):
                    _add_counter(s.objects[tid], kind, n)
                if ent.as_copy_of is not None and (ent.as_copy_of in s.objects or ent.as_copy_of in s.copy_sources):
                    from pyengine.game.locked import lock_onto
                    lock_onto(g, tid, _copying(frozen(g, ent.as_copy_of), ent.copy_except), ctrl)
                    g._log("707.5", f"{card.name} token enters as a copy of {g.name(ent.as_copy_of)}")
                if ent.choices or ent.gains:        # 614.12a: "as ~ enters, choose ..." (a token copy too)
                    asks.append(ent.but(obj=tid))
            why = cant_enter.token_forbidder(g, tid)
            if why is not None:
                # 614.17d, 111.1: a token that can't enter the battlefield isn't created
                g._log("614.17d", f"{card.name} token can't enter the battlefield ({why}): it isn't created")
                del s.objects[tid]
                s.effects = [x for x in s.effects if x.objects != (tid,)]
                asks = [a for a in asks if a.obj != tid]
                g._dirty()
                continue
            made.append(tid)
        g._log("701.6a", f"{e.player} creates {len(made)} token(s): {', '.join(g.name(t) for t in made)}", e.player)
        return {"kind": "enters_many", "objs": made, "player": e.player, **({"entered": asks} if asks else {})}
    if k in ("tap", "untap"):
        o = s.objects.get(e.obj)
        if o is None or o.zone != "battlefield" or o.tapped == (k == "tap"):
            return None
        o.tapped = k == "tap"
        if k == "untap":
            # 611.2b: "doesn't untap ... for as long as ~ remains tapped" ends
            s.skips = [(who, what) for who, what in s.skips if not what.startswith(f"while_tapped:{e.obj}:")]
            ended = [x for x in s.effects if x.duration == "while_source_tapped" and x.source == e.obj]
            if ended:
                s.effects = [x for x in s.effects if x not in ended]
                g._log("611.2b", f"{g.name(e.obj)} untapped: 'for as long as' effect(s) "
                                 f"{', '.join(x.id for x in ended)} end")
        return {"kind": k, "obj": e.obj}
    if k == "lose_game":
        if e.player in s.losers:
            return None
        from pyengine.game import win_lose
        if e.player in win_lose.cant_lose(g):                          # 101.2, 810.8a
            g._log("101.2", f"{e.player} can't lose the game", e.player)
            return None
        s.losers.append(e.player)
        g._log("104.3", f"{e.player} loses the game", e.player)
        if s.monarch == e.player:                                        # 722.4
            from pyengine.game.monarch import left_game
            left_game(g, e.player)
        # whether the game is over is decided once all simultaneous events are applied
        # (104.4a: all remaining players losing at once is a draw): Game.perform -> game_over
        return {"kind": "lose_game", "player": e.player}
    if k == "regenerate":
        # 701.15a: remove all damage from it, tap it, remove it from combat (instead of destroying it)
        o = s.objects.get(e.obj)
        if o is None or o.zone != "battlefield":
            return None
        o.damage = 0
        o.tapped = True
        s.deathtouch_hit.discard(o.id)
        s.attackers.pop(o.id, None)
        s.blockers.pop(o.id, None)
        g._log("701.15a", f"{g.name(o.id)} regenerates: damage removed, tapped, removed from combat")
        return {"kind": "regenerate", "obj": o.id}
    if k == "remove_damage":
        # 702.89a umbra armor: "remove all damage marked on it" (deathtouch damage included, 704.5h)
        o = s.objects.get(e.obj)
        if o is None or o.zone != "battlefield":
            return None
        o.damage = 0
        s.deathtouch_hit.discard(o.id)
        g._log("702.89a", f"all damage marked on {g.name(o.id)} is removed")
        return {"kind": "remove_damage", "obj": o.id}
    if k == "skip":
        return {"kind": "skip", "player": e.player, "what": e.what}
    if k == "shuffle":                        # 701.20a
        if e.player not in s.players:
            return None
        shuffle_library(g, e.player)
        return {"kind": "shuffle", "player": e.player}
    raise ValueError(f"unknown event kind {k}")


def _toxic(g: "Game", source: str) -> int:
    """702.164c: a creature's total toxic value (the sum of N of its toxic N abilities)."""
    return sum(int(parts.get("toxic") or 0) for _i, parts in g.abilities_of(source, "static"))


def game_over(g: "Game") -> None:
    """104.2a the last player remaining wins; 104.4a all remaining players lost simultaneously:
    a draw. (800.4a: in a multiplayer game the others play on.) Logged once."""
    s = g.s
    if s.over or not s.losers:
        return
    alive = g.alive()
    if len(alive) > 1:
        return
    s.over = True
    s.winner = alive[0] if alive else None
    s.decision = None
    if s.winner:
        g._log("104.2a", f"the game is over; winner: {s.winner}")
    else:
        g._log("104.4a", "the game is over: all remaining players lost simultaneously, the game is a draw")


def _add_counter(o: GameObject, kind: str, n: int) -> None:
    for c in o.counters:
        if c.kind == kind:
            c.count = check_int(c.count + n, f"the number of {kind} counters on {o.id}")
            if c.count <= 0:
                o.counters.remove(c)
            return
    if n > 0:
        o.counters.append(Counter(kind, check_int(n, f"the number of {kind} counters on {o.id}")))


def _zone_change(g: "Game", e: Event) -> dict | None:
    s = g.s
    o = s.objects.get(e.obj)
    if o is None:
        return None
    frm = o.zone
    if e.from_zone and frm != e.from_zone:
        return None
    prior = {id(x) for x in s.effects}        # (effects made by this zone change itself stay, 611.2e)
    to = e.to_zone
    card = o.card.back if e.back_face_up and o.card.back else o.card
    if to == "battlefield" and frm != "battlefield" and not e.face_down and \
            {"instant", "sorcery"} & set(card.types) and not {"creature", "artifact", "enchantment", "land",
                                                               "planeswalker", "battle"} & set(card.types):
        # 304.4, 307.4: an instant or sorcery can't enter the battlefield; it remains in its
        # previous zone instead (face down it would be a 2/2 creature, 708.2a)
        g._log("304.4" if "instant" in card.types else "307.4",
               f"{g.name(o.id)} can't enter the battlefield: it stays in its {frm}")
        return None
    if to == "battlefield" and frm != "battlefield":
        why = cant_enter.forbidder(g, e, o)
        if why is not None:
            # 614.17d, 609.3: "Lands can't enter the battlefield" -- it stays where it is (a
            # permanent spell is then put into its owner's graveyard, 608.3e)
            g._log("614.17d", f"{g.name(o.id)} can't enter the battlefield ({why}): it stays in its {frm}")
            return None
    lk = lki(g, o.id) if frm == "battlefield" else None
    if frm == "library":
        s.library[o.owner].remove(o.id)
        o = s.take_from_library(o.id)
    if frm == "stack":
        to = flashback_exile(g, o.id, rebound_to(g, o.id, to_hand_on_resolution(g, o.id, to, e.what), e.what))
        to = cast_now.exiled_instead(g, o.id, to)                          # 614.1a (608.2g casts)
        to = card_faces.adventure_exiled(g, o.id, to, e.what)              # 715.3d
        for x in list(s.stack):
            if x.id == o.id:
                s.stack.remove(x)
    forget_status(g, o.id, frm, to)                                         # 702.33d, 400.7
    if frm == "battlefield" and s.combat_effects:
        _combat_rules_forget(g, o.id)                                       # 611.2c, 400.7
    bestow.zone_change(g, o.id, frm, to)                                    # 702.103, 400.7
    face_down.zone_change(g, o, frm, to, e.face_down)                       # 708.9, 708.3
    card_faces.zone_change(g, o, frm, to)                                   # 709.4, 712.8a, 712.12-13, 715.4
    transform.zone_change(g, o, frm, to, e.back_face_up)                    # 712.8a, 712.13, 712.14a
    # 400.7: the object becomes a new object with no memory of its previous existence
    o.earlier_ids = o.earlier_ids + (f"{o.id}#{len(o.earlier_ids) + 1}",)
    o.zone = to
    g.stamp_entry(o)                                                        # 613.7d
    if frm == "graveyard":
        graveyard_order.left(s, o.id)
    if to == "graveyard":
        graveyard_order.entered(s, o.id)                                    # 404.1: on top
    o.tapped = bool(e.tapped) if to == "battlefield" else False
    o.damage = 0
    o.counters = []
    o.chosen = {}                 # 400.7: choices made as the old object entered are forgotten (607.2d)
    o.ring_bearer = None          # 400.7, 701.52a: a new object isn't anyone's Ring-bearer
    o.attached_to = None
    o.phased_out = False
    s.deathtouch_hit.discard(o.id)
    s.attackers.pop(o.id, None)
    s.blockers.pop(o.id, None)
    if to == "library":
        s.library[o.owner].insert(0, o.id)
    if to == "battlefield":
        # what is still attached to this id was attached to the old object, which no longer
        # exists (400.7): an Aura is then attached to nothing (303.4c, 704.5m), an Equipment
        # unattached (301.5c)
        for x in s.objects.values():
            if x.attached_to == o.id and x.id != o.id and x.zone != "library":
                x.attached_to = None
        o.controller = e.player or o.controller or o.owner
        o.summoning_sick = True
        if e.target:
            o.attached_to = e.target
        given = list(e.with_counters)            # 122.6: counters it enters with
        if e.as_copy_of is not None and e.as_copy_of in s.objects:
            # 707.5: it enters as a copy -- a copy effect (layer 1, 613.2a) locked onto this object
            # for as long as it stays (400.7); the layer system gives it the copied object's
            # copiable values (707.2), as they are as it enters (707.2b: frozen)
            from pyengine.game.locked import lock_onto
            lock_onto(g, o.id, _copying(frozen(g, e.as_copy_of), e.copy_except), o.controller)
            g._log("707.5", f"{o.card.name} enters as a copy of {g.name(e.as_copy_of)}")
        if e.enters_as is not None:
            # 611.2e: "That permanent is an enchantment in addition to its other types" -- the
            # effect applies simultaneously with its entering (what sees it enter sees that)
            from pyengine.game.locked import lock_onto
            lock_onto(g, o.id, e.enters_as, o.controller)
            g._log("611.2e", f"{o.card.name} enters with the effect of the ability putting it there")
        if o.face_down:
            pass                                          # 708.3: a face-down 2/2 creature enters
        elif "Saga" in o.card.subtypes and "enchantment" in o.card.types:
            given.append(("lore", 1))                     # 714.3a: as a Saga enters
        if o.card.loyalty is not None and "planeswalker" in o.card.types:
            given.append(("loyalty", int(o.card.loyalty)))                  # 306.5b
        for kind, n in counter_bans.entering_counters(g, e, o, given):   # 122.6, 101.2
            _add_counter(o, kind, n)
    else:
        o.controller = o.owner
    # effects locked onto the object end (400.7), "for as long as" effects of a source that left;
    # a spell's effects continue on the permanent it becomes (400.7a), not on a countered card; an
    # effect on a card in a graveyard ("gains flashback until end of turn") ends as it leaves, but an
    # ability granted that lets it be cast applies to the spell it becomes when cast so (400.7g)
    if frm == "battlefield" or (frm == "stack" and to != "battlefield") or (frm == "graveyard" and to != "stack"):
        kept = []
        for x in s.effects:
            if id(x) not in prior:                # locked onto the new object as it enters (707.5, 611.2e)
                kept.append(x)
                continue
            if x.duration == "while_source_tapped" and x.source == o.id:
                continue
            if x.objects and o.id in x.objects:
                rest = tuple(i for i in x.objects if i != o.id)
                if not rest:
                    continue
                from dataclasses import replace as _replace
                x = _replace(x, objects=rest)
            kept.append(x)
        s.effects = kept
    card_faces.after_zone_change(g, o.id)                                   # 715.3d: may cast it from exile
    g._dirty()
    return {"kind": "zone_change", "obj": o.id, "from": frm, "to": to, "lki": lk, "what": e.what,
            "player": e.player,
            **({"attached_to": o.attached_to} if to == "battlefield" and e.target and o.attached_to else {}),
            # 107.3m: the X of the spell that became this permanent, for its own enters abilities
            **({"x": int(e.x)} if to == "battlefield" and frm == "stack" and e.x is not None else {}),
            # 122.6: entering with counters is having counters put on it
            **({"counters": {str(k_): int(n_) for k_, n_ in e.with_counters if int(n_) > 0}}
               if to == "battlefield" and e.with_counters else {})}


def _putter(g: "Game", e: Event) -> str | None:
    """The player who puts counters (122.6): the one the event names (the controller of the spell
    or ability putting them), else the controller of its source."""
    if e.player is not None:
        return e.player
    o = g.s.objects.get(e.source) if e.source else None
    return o.controller if o is not None else None


def discard_cause(g: "Game") -> str | None:
    """The controller of the spell or ability whose resolution discards a card ("When a spell or
    ability an opponent controls causes you to discard this card", 701.8a): the innermost resolving
    stack item -- None for a discard paying a cost (601.2h, 602.2b) or the cleanup discard (514.1)."""
    for proc in reversed(g.s.procs):
        if proc.kind == "resolve":
            it = g.item(proc.data.get("item") or "")
            return it.controller if it is not None else None
        if proc.kind in ("cast", "discard"):
            return None
    return None
