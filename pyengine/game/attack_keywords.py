"""Keyword abilities about attacking (CR 702): myriad (702.116a: token copies attacking the other
opponents, exiled at end of combat), enlist (702.154a: an optional cost to attack, tapping a
non-attacking creature, and its linked "When you do" trigger) and exert as it attacks (701.39d: an
optional cost to attack and its linked "When you do" trigger). The instructions are registered in
pyengine.game.instructions (this module doesn't import it, which imports this one)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.state import Action, PendingTrigger

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _defending(g: "Game", it) -> str | None:
    """506.2: the player the triggering creature attacks (or the controller of the planeswalker it
    attacks), as the trigger remembers it (508.3a)."""
    d = it.memory.get("event_player") or g.s.attackers.get(it.memory.get("event_obj") or it.source)
    if d is None or d in g.s.players:
        return d
    ch = g.ch(d)
    return ch.controller if ch is not None else None


def _myriad(g, proc, it, ins):
    """702.116a: "Whenever this creature attacks, for each opponent other than defending player,
    you may create a token that's a copy of this creature that's tapped and attacking that player
    or a planeswalker they control. If one or more tokens are created this way, exile the tokens at
    end of combat." -- one optional creation per opponent (608.2d, in turn order), then the
    delayed triggered ability (603.7) if any token was created. (The engine's attacks are at
    players, 508.1b: the tokens attack the player.)"""
    defending = _defending(g, it)
    name = g.obj(it.source).card.name if it.source in g.s.objects else "it"
    out: list = [{"may": [{"_myriad_token": q}],
                  "text": f"create a token copy of {name} tapped and attacking {q} (myriad)"}
                 for q in g.opponents(it.controller) if q != defending]
    return out + [{"_myriad_exile": True}] if out else None


def _myriad_token(g, proc, it, ins):
    q = ins["_myriad_token"]
    src = it.source
    if src not in g.s.objects or q not in g.alive():
        return None
    p = it.controller
    before = set(g.s.objects)
    g.perform([Event("create_tokens", player=p, amount=1, token={"copy_of": src}, source=src, tapped=True)])
    made = [x for x in g.s.objects if x not in before and g.s.objects[x].zone == "battlefield"]
    for x in made:
        ch = g.ch(x)
        if ch is not None and "creature" in ch.types and ch.controller == g.s.active and \
                g.s.step in ("declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"):
            g.s.attackers[x] = q                     # 508.4: attacking, though it never "attacked"
            g._log("702.116a", f"{g.name(x)}, a token copy of {g.name(src)}, enters tapped and attacking {q} (myriad)", p)
    it.memory["myriad_tokens"] = tuple(it.memory.get("myriad_tokens") or ()) + tuple(made)
    it.memory["did"] = True
    g._dirty()
    return None


def _myriad_exile(g, proc, it, ins):
    made = [x for x in it.memory.get("myriad_tokens") or () if x in g.s.objects]
    if not made:
        return None
    g.s.delayed.append({"id": g.new_id("delayed"), "source": it.source, "controller": it.controller, "memory": {},
                        "spec": {"when": {"event": "step", "step": "end_of_combat", "player": "any"},
                                 "effect": [{"exile": {"objects": made}}],
                                 "text": "exile the tokens at end of combat (myriad)"}})
    g._log("603.7a", f"delayed triggered ability created: exile {', '.join(made)} at end of combat (myriad)")
    return None


def _enlist_instances(g: "Game", oid: str) -> int:
    """702.154d: each instance of enlist works separately."""
    return sum(1 for _i, parts in g.abilities_of(oid, "static") if parts.get("enlist"))


def _enlist_candidates(g: "Game", d: dict) -> list[str]:
    """702.154a: an untapped creature the attacking player controls that wasn't chosen to attack
    and that has haste or has been under their control continuously since the turn began (302.6),
    not already tapped for another enlist."""
    attackers = {x for x, _ in d["declared"]}
    used = {c for _att, c in d.get("enlist") or () if c is not None}
    return [oid for oid in g.battlefield()
            if oid not in attackers and oid not in used and "creature" in g.ch(oid).types
            and g.ch(oid).controller == g.s.active and not g.obj(oid).tapped and not g.is_sick(oid)]


def enlist_choices(g: "Game", proc, a: Action | None) -> str | None:
    """508.1g-h, 702.154a-b: for each declared attacker's enlist ability, the attacking player
    chooses up to one creature to tap (one decision per instance); then the chosen creatures are
    tapped (the cost is paid). "wait" while a choice is asked."""
    d = proc.data
    chosen = d.setdefault("enlist", [])
    if a is not None and a.kind in ("enlist", "no_enlist"):
        chosen.append((a.args[0], a.args[1] if a.kind == "enlist" else None))
    todo = [x for x, _ in d["declared"] for _k in range(_enlist_instances(g, x))]
    for att, _c in chosen:
        todo.remove(att)
    if todo:
        att = todo[0]
        cands = _enlist_candidates(g, d)
        if cands:
            g._ask("enlist", g.s.active, [Action("enlist", (att, c)) for c in cands] + [Action("no_enlist", (att,))],
                   f"{g.s.active}: tap a creature to enlist for {g.name(att)} (or no_enlist)", "702.154a")
            return "wait"
        chosen.append((att, None))
        return enlist_choices(g, proc, None)
    if not d.get("enlist_paid"):
        d["enlist_paid"] = True
        taps = [c for _att, c in chosen if c is not None]
        if taps:
            g.perform([Event("tap", obj=c) for c in taps])
            for att, c in chosen:
                if c is not None:
                    g._log("702.154c", f"{g.name(att)} enlists {g.name(c)} (tapped as a cost to attack, 508.1h)",
                           g.s.active)
    return None


def enlisted(g: "Game", d: dict) -> None:
    """702.154a, 603.12: "When you do, this creature gets +X/+0 until end of turn, where X is the
    tapped creature's power" -- a reflexive trigger for each enlist cost paid."""
    for att, c in d.get("enlist") or ():
        if c is None:
            continue
        text = f"enlist of {g.obj(att).card.name}: it gets +X/+0 until end of turn (X: {g.name(c)}'s power)"
        spec = {"text": text, "effect": [{"_enlist_pump": c}]}
        g.s.pending.append(PendingTrigger(g.new_id("trig"), att, g.s.active, text, spec, {}))
        g._log("603.12", f"reflexive triggered ability {text!r} triggers")


def _enlist_pump(g, proc, it, ins):
    """X is the tapped creature's power as the ability resolves (608.2h: as it last existed on the
    battlefield if it left)."""
    c = ins["_enlist_pump"]
    o = g.s.objects.get(c)
    if o is not None and o.zone == "battlefield" and g.ch(c) is not None:
        x = g.ch(c).power or 0
    else:
        x = ((g.s.history.get("left_lki") or {}).get(c) or {}).get("power") or 0
    return [{"continuous": {"modify_pt": [x, 0]}, "on": "self", "duration": "end_of_turn"}]


def _exert_instances(g: "Game", oid: str) -> list[dict]:
    """701.39d: the "You may exert ~ as it attacks" abilities of an attacking creature (each is its
    own optional cost, with its own linked reflexive ability)."""
    return [parts["exert_attack"] for _i, parts in g.abilities_of(oid, "static") if parts.get("exert_attack")]


def exert_choices(g: "Game", proc, a: Action | None) -> str | None:
    """508.1g-h, 701.39d: for each declared attacker's "You may exert ~ as it attacks", the
    attacking player chooses whether to exert it (one decision per ability); then the chosen
    creatures are exerted (the cost is paid, 701.39a). "wait" while a choice is asked."""
    d = proc.data
    chosen = d.setdefault("exert", [])
    if a is not None and a.kind in ("exert", "no_exert"):
        chosen.append((a.args[0], a.kind == "exert"))
    todo = [x for x, _ in d["declared"] for _k in _exert_instances(g, x)]
    for att, _y in chosen:
        todo.remove(att)
    if todo:
        att = todo[0]
        g._ask("exert", g.s.active, [Action("exert", (att,)), Action("no_exert", (att,))],
               f"{g.s.active}: exert {g.name(att)} as it attacks? (exert or no_exert)", "701.39d")
        return "wait"
    if not d.get("exert_paid"):
        d["exert_paid"] = True
        from pyengine.game.costs import exert
        for att, yes in chosen:
            if yes:
                exert(g, att, g.s.active)                # 508.1h: the cost to attack is paid
    return None


def exerted(g: "Game", d: dict) -> None:
    """701.39d, 603.12: "When you do, ..." -- the reflexive triggered ability linked to each exert
    ability whose cost was paid (607.2h), with its own targets."""
    seen: dict[str, int] = {}
    for att, yes in d.get("exert") or ():
        k = seen.get(att, 0)
        seen[att] = k + 1
        if not yes:
            continue
        blocks = _exert_instances(g, att)
        if k >= len(blocks):
            continue
        spec = blocks[k]
        text = f"exert of {g.obj(att).card.name}: " + str(spec.get("text") or "when you do, ...")
        g.s.pending.append(PendingTrigger(g.new_id("trig"), att, g.s.active, text, spec, {}))
        g._log("603.12", f"reflexive triggered ability {text!r} triggers")


HANDLERS = {"_enlist_pump": _enlist_pump, "myriad": _myriad, "_myriad_token": _myriad_token, "_myriad_exile": _myriad_exile}
