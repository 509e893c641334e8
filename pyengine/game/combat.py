"""Combat turn-based actions for the game loop (CR 506-511): declaring attackers and blockers
one creature at a time, then combat damage (with first strike, 510.4; trample, 702.19;
deathtouch, 702.2c).

The options offered one creature at a time are pre-filtered here (untapped, summoning sickness,
defender, flying/reach, protection); the finished declaration is then checked by the combat
program (pyengine.combat AttackQuery / BlockQuery over asp_rules/combat_*.lp: requirements and
restrictions, 508.1c-d / 509.1b-c). An illegal declaration is rewound (508.1 / 509.1 / 730.1)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.state import Action, Process
from pyengine.model import Scenario
from pyengine.combat import declare as combat
from pyengine.game import attack_costs, banding, protection

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _kw(g: "Game", oid: str, kw: str) -> bool:
    ch = g.ch(oid)
    return bool(ch) and ("kw", (kw,)) in ch.ability_terms


def start_attackers(g: "Game") -> None:
    g.s.procs.append(Process("attackers", {"declared": [], "rewind": len(g.history)}))


def _board(g: "Game"):
    # the battlefield, and the command zone whose emblems' combat rules function there (114.4)
    objs = [o for o in g.s.objects.values() if o.zone in ("battlefield", "command")]
    live = [r for r, _d in g.s.combat_effects if all(x in g.s.objects and g.s.objects[x].zone == "battlefield"
                                                      for x in list(r.get("objects") or ()) + ([r["source"]] if "source" in r else []))]
    return Scenario(players=list(g.s.players.values()), active_player=g.s.active, objects=objs,
                    effects=list(g.s.effects), turn=g.s.turn, step=g.s.step, file=g.scenario.file,
                    extra={"combat": {"effects": live}} if live else {})


# keyword abilities whose declaration rules the pre-filter above does not cover
_PROGRAM_KEYWORDS = {"menace", "fear", "intimidate", "shadow", "horsemanship", "skulk", "banding",
                     "flanking", "can_block_additional", "can_block_any_number",
                     "protection_from_everything"}


def _needs_program(g: "Game") -> bool:
    """Does anything on the battlefield bring a declaration rule the one-at-a-time options don't
    already enforce (an ability with combat rules, an evasion keyword, landwalk, protection, a
    combat rule from a resolved spell or ability)?"""
    if g.s.combat_effects:
        return True
    for oid in list(g.battlefield()) + _command(g):
        for k, args in g.ch(oid).ability_terms:
            if k in ("landwalk", "protection") or (k == "kw" and args[0] in _PROGRAM_KEYWORDS):
                return True
            ab = g.ability(k, args)
            if ab is not None and ab.parts.get("combat"):
                return True
    return False


def _check(g: "Game", kind: str, decl: dict, attackers: dict | None = None, bands: list | None = None):
    """The combat program's verdict on a finished declaration (with the bands announced,
    508.1e): (legal, [violation texts])."""
    if not bands and (not g.use_combat_program or not _needs_program(g)):
        return True, []
    sc = _board(g)
    # the characteristics the game's layer system gives, its conditions read on the whole game
    # (cards in graveyards and hands, the turn's history: 611.3a), not on the battlefield alone
    chars = {oid: c for oid, c in g.chars().items() if c.zone in ("battlefield", "command")}
    board = combat.build_board(sc, chars)
    q = combat.AttackQuery(sc, board=board) if kind == "attack" else combat.BlockQuery(sc, attackers=attackers, board=board)
    res = q.check_with_bands(decl, bands) if bands else q.check(decl)
    return res.legal, [f"{v.rule}: {v.text}" for v in res.violations]


def _can_attack(g: "Game", oid: str, despite: frozenset = frozenset()) -> bool:
    """508.1a: an untapped creature the active player controls, under their control since the
    turn began unless it has haste (302.6), without defender (702.3b) unless it can attack as
    though it didn't have defender (`despite`)."""
    ch = g.ch(oid)
    o = g.obj(oid)
    return ("creature" in ch.types and ch.controller == g.s.active and not o.tapped and not g.is_sick(oid)
            and (not _kw(g, oid, "defender") or oid in despite))


def _active_rules(g: "Game") -> list:
    """The combat rules in force now (pyengine.combat.rules)."""
    from pyengine.combat.rules import active_rules
    return active_rules(_board(g), _rule_chars(g))


def _rule_chars(g: "Game") -> dict:
    """The objects whose combat rules may be in force: permanents, and objects in the command zone
    (an emblem's rules, 114.4; pyengine.combat.rules keeps only those marked to function there)."""
    return {oid: g.ch(oid) for oid in list(g.battlefield()) + _command(g)}


def _command(g: "Game") -> list[str]:
    return sorted(o.id for o in g.s.objects.values() if o.zone == "command")


def _has_attack_costs(g: "Game") -> bool:
    """Does an ability on the battlefield, or a combat effect, bring a cost to attack (508.1d)?"""
    if any(r.get("kind") in attack_costs.COST_KINDS for r, _d in g.s.combat_effects):
        return True
    return any(r.kind in attack_costs.COST_KINDS for oid in list(g.battlefield()) + _command(g) for k, args in g.ch(oid).ability_terms
               if (ab := g.ability(k, args)) is not None for r in (ab.parts.get("combat") or ()))


def _rule_objects(g: "Game", kind: str) -> frozenset:
    """The creatures a combat rule of this kind applies to now (pyengine.combat.rules)."""
    from pyengine.combat.rules import active_rules
    sc = _board(g)
    return frozenset(x for ar in active_rules(sc, _rule_chars(g)) if ar.rule.kind == kind for x in ar.objects)


def combat_amounts(g: "Game", ids) -> dict[str, int]:
    """510.1a: the combat damage each creature assigns -- its power, or its toughness under a
    "assigns combat damage equal to its toughness rather than its power" rule (0 if negative)."""
    ids = [x for x in ids if x in g.s.objects and g.ch(x) is not None]
    by_t: frozenset = frozenset()
    by_gt: frozenset = frozenset()
    if any(r.kind.startswith("damage_by_toughness") for oid in list(g.battlefield()) + _command(g)
           for k, args in g.ch(oid).ability_terms
           if g.ability(k, args) is not None
           for r in (g.ability(k, args).parts.get("combat") or ())):
        by_t, by_gt = _rule_objects(g, "damage_by_toughness"), _rule_objects(g, "damage_by_toughness_if_greater")
    out = {}
    for x in ids:
        ch = g.ch(x)
        p, t = ch.power or 0, ch.toughness or 0
        out[x] = max(0, t if x in by_t or (x in by_gt and t > p) else p)
    return out


def _despite_defender(g: "Game") -> frozenset:
    """702.3b: the creatures with defender that can attack as though they didn't have it."""
    if not any(_kw(g, oid, "defender") for oid in g.battlefield()):
        return frozenset()
    return _rule_objects(g, "attack_despite_defender")


def proc_attackers(g: "Game", proc: Process) -> None:
    s = g.s
    d = proc.data
    a = g._take(proc)
    opps = g.opponents(s.active)
    if a is not None and a.kind == "attack":
        d["declared"].append((a.args[0], a.args[1] if len(a.args) > 1 else opps[0]))
        a = None
    if a is None:
        done = {x for x, _ in d["declared"]}
        opts = []
        despite = _despite_defender(g)
        for oid in g.battlefield():
            if oid not in done and _can_attack(g, oid, despite):
                if len(opps) == 1:
                    opts.append(Action("attack", (oid,)))
                else:
                    opts.extend(Action("attack", (oid, p)) for p in opps)
        opts.append(Action("done"))
        g._ask("declare_attackers", s.active, opts, f"{s.active}: declare attackers (one at a time, then done)", "508.1a")
        return
    # done: the combat program checks the whole declaration (508.1c-d)
    if not d.get("legal"):
        legal, why = _check(g, "attack", {x: p for x, p in d["declared"]})
        if not legal:
            g._pop(proc)
            g._rewind_to(d["rewind"], s.active, "508.1", "illegal attack declaration: " + "; ".join(why))
            return
        d["legal"] = True
    if not d.get("bands_done"):                                  # 508.1e: bands (702.22c-d)
        if banding.announce(g, proc, a, _bands_with_other(g)) == "wait":
            return
        a = None
        if d["bands"]:
            legal, why = _check(g, "attack", {x: p for x, p in d["declared"]}, bands=d["bands"])
            if not legal:
                g._pop(proc)
                g._rewind_to(d["rewind"], s.active, "508.1", "illegal attack declaration: " + "; ".join(why))
                return
        d["bands_done"] = True
    if not d.get("costs_paid"):                                  # 508.1h-j: costs to attack
        d["costs_paid"] = True
        rules = _active_rules(g) if d["declared"] and _has_attack_costs(g) else []
        ok, why = attack_costs.pay(g, d["declared"], rules)
        if not ok:
            g._pop(proc)
            g._rewind_to(d["rewind"], s.active, "508.1", "illegal attack declaration: " + why)
            return
    from pyengine.game import attack_keywords
    if attack_keywords.enlist_choices(g, proc, a) == "wait":     # 508.1g-h: enlist's optional cost (702.154a)
        return
    if attack_keywords.exert_choices(g, proc, a) == "wait":      # 508.1g-h: exert as it attacks (701.39d)
        return
    # 508.1f tap the attackers (vigilance: 702.20b), 508.1k they become attacking creatures
    g._pop(proc)
    taps = [Event("tap", obj=x) for x, _ in d["declared"] if not _kw(g, x, "vigilance")]
    g.perform(taps)
    for x, p in d["declared"]:
        s.attackers[x] = p
    banding.record(g, d.get("bands") or [])              # 702.22e: for the rest of combat
    g._dirty()                 # "as long as it's attacking" (611.3a) reads the attackers
    if d["declared"]:          # "you attacked with creatures with total power N" (as declared, 508.1)
        s.combat_memo["attack_power"] = {s.active: sum(g.ch(x).power or 0 for x, _p in d["declared"])}
    if d["declared"]:
        g._log("508.1", f"{s.active} attacks with " + ", ".join(f"{g.name(x)} -> {p}" for x, p in d["declared"]), s.active)
        g._happen({"kind": "attack_declared", "player": s.active,        # 508.3d "whenever you attack"
                   "attackers": [x for x, _p in d["declared"]]})
        for p in dict.fromkeys(q for _x, q in d["declared"] if q in s.players):
            # 508.3e: the creatures attacking each player ("one or more ... attack a player")
            g._happen({"kind": "player_attacked", "player": s.active, "defender": p,
                       "attackers": [x for x, q in d["declared"] if q == p]})
        for x, _p in d["declared"]:
            g._happen({"kind": "attacks", "obj": x})
        if len(d["declared"]) == 1:                      # 506.5: it attacks alone (exalted, 702.83a)
            g._happen({"kind": "attacks_alone", "obj": d["declared"][0][0]})
        attack_keywords.enlisted(g, d)                   # 702.154a: "When you do, ..." (603.12)
        attack_keywords.exerted(g, d)                    # 701.39d: "When you do, ..." (603.12)
    else:
        g._log("508.8", "no creatures attack: the declare blockers and combat damage steps are skipped")
        # (this combat phase's steps only: an additional combat phase after it has its own, 500.8)
        end = s.steps_left.index("end_of_combat") if "end_of_combat" in s.steps_left else len(s.steps_left)
        s.steps_left = [st for st in s.steps_left[:end] if st not in ("declare_blockers", "combat_damage")] \
            + s.steps_left[end:]


def start_blockers(g: "Game") -> None:
    defenders = sorted(set(g.s.attackers.values()), key=lambda p: g.apnap().index(p) if p in g.apnap() else 99)
    for p in reversed(defenders):
        g.s.procs.append(Process("blockers", {"player": p, "declared": [], "rewind": len(g.history)}))


def _can_block(g: "Game", b: str, att: str) -> bool:
    """509.1a-b: an untapped creature of the defending player; flying (702.9b) needs flying or reach."""
    ch = g.ch(b)
    if "creature" not in ch.types or g.obj(b).tapped:
        return False
    if _kw(g, att, "flying") and not (_kw(g, b, "flying") or _kw(g, b, "reach")):
        return False
    return not protection.protected_from(g, att, b, ch)                    # 702.16f


def _blocks_allowed(g: "Game", b: str) -> float:
    """509.1a: how many attackers one creature may block -- one, plus one for each "can block an
    additional creature each combat" it has, or any number."""
    terms = g.ch(b).ability_terms
    if ("kw", ("can_block_any_number",)) in terms:
        return float("inf")
    return 1 + sum(1 for t in terms if t == ("kw", ("can_block_additional",)))


def proc_blockers(g: "Game", proc: Process) -> None:
    s = g.s
    d = proc.data
    p = d["player"]
    a = g._take(proc)
    if a is not None and a.kind == "block":
        d["declared"].append((a.args[0], a.args[1]))
        a = None
    if a is None:
        opts = []
        for b in g.battlefield():
            if g.ch(b).controller != p:
                continue
            mine = [x for y, x in d["declared"] if y == b]
            if mine and len(mine) >= _blocks_allowed(g, b):
                continue
            for att, dp in sorted(s.attackers.items()):
                if dp == p and att not in mine and _can_block(g, b, att):
                    opts.append(Action("block", (b, att)))
        opts.append(Action("done"))
        g._ask("declare_blockers", p, opts, f"{p}: declare blockers (one at a time, then done)", "509.1a")
        return
    decl: dict = {}
    for b, att in d["declared"]:
        decl.setdefault(b, []).append(att)
    legal, why = _check(g, "block", decl, attackers={a: dp for a, dp in s.attackers.items() if dp == p})
    if not legal:
        g._pop(proc)
        g._rewind_to(d["rewind"], p, "509.1", "illegal block declaration: " + "; ".join(why))
        return
    g._pop(proc)
    spread = banding.spread_blocks(g, d["declared"])       # 702.22h: the whole band is blocked
    declared = d["declared"]
    d["declared"] = declared + spread
    blocked = set(s.combat_memo.get("blocked", ()))
    for b, att in d["declared"]:
        s.blockers.setdefault(b, []).append(att)
        blocked.add(att)
    s.combat_memo["blocked"] = tuple(sorted(blocked))
    s.combat_memo["order"] = tuple(dict.fromkeys(b for b, _ in d["declared"]))   # each blocker once
    g._dirty()                 # "as long as it's blocking" (611.3a) reads the blockers
    if d["declared"]:
        g._log("509.1", f"{p} blocks: " + ", ".join(f"{g.name(b)} blocks {g.name(a)}" for b, a in declared), p)
        if spread:
            g._log("702.22h", ", ".join(f"{g.name(b)} also blocks {g.name(a)}" for b, a in spread) + " (the same band)", p)
        for b in dict.fromkeys(b for b, _a in d["declared"]):     # 509.3a: once per blocking creature
            g._happen({"kind": "blocks", "obj": b})
        for att in dict.fromkeys(a for _b, a in d["declared"]):   # 509.3c: once per blocked creature
            g._happen({"kind": "becomes_blocked", "obj": att})
        for b, att in d["declared"]:                  # 509.3b, 509.3d: once per blocker and attacker
            g._happen({"kind": "block_pair", "blocker": b, "attacker": att})
    else:
        g._log("509.1", f"{p} declares no blockers", p)
    for att in list(s.attackers):                             # 509.3g: "attacks and isn't blocked"
        if att not in blocked and att in s.objects and s.objects[att].zone == "battlefield":
            g._happen({"kind": "attacks_unblocked", "obj": att})


def _strikes(g: "Game", oid: str, first: bool, fs_step: bool) -> bool:
    fs = _kw(g, oid, "first_strike") or _kw(g, oid, "double_strike")
    if not fs_step:
        return True
    return fs if first else (not fs or _kw(g, oid, "double_strike"))


def _as_though_unblocked_asks(g: "Game", stage: str) -> list[str]:
    """510.1c: blocked attackers dealing damage in this stage whose controller may have them assign
    their combat damage as though they weren't blocked, not yet asked."""
    s = g.s
    memo = s.combat_memo
    amounts = combat_amounts(g, [a for a in s.attackers if a in s.objects and s.objects[a].zone == "battlefield"])
    blocked = [a for a in s.attackers if a in memo.get("blocked", ()) and amounts.get(a, 0) > 0]
    if not blocked or not any(g.ability(k, args) is not None and g.ability(k, args).parts.get("combat")
                              for oid in list(g.battlefield()) + _command(g) for k, args in g.ch(oid).ability_terms):
        return []
    fs_step = stage != "only"
    strikes = [a for a in blocked if _strikes(g, a, stage == "first", fs_step)
               and not (stage == "regular" and a in memo.get("dealt", ()) and not _kw(g, a, "double_strike"))]
    asked = memo.get("as_unblocked", {})
    allowed = _rule_objects(g, "damage_as_though_unblocked") if strikes else frozenset()
    return [a for a in strikes if a in allowed and f"{a}@{stage}" not in asked]


def _bands_with_other(g: "Game") -> banding.Others:
    """702.22c: the "bands with other [quality]" instances in force (pyengine.combat.rules)."""
    if not any(r.kind == "bands_with_other" for oid in list(g.battlefield()) for k, args in g.ch(oid).ability_terms
               if (ab := g.ability(k, args)) is not None for r in (ab.parts.get("combat") or ())):
        return []
    return [(frozenset(ar.objects), frozenset(ar.what)) for ar in _active_rules(g) if ar.rule.kind == "bands_with_other"]


def _dealing(g: "Game", x: str, stage: str) -> bool:
    """Does x deal combat damage in this stage (510.4: first strike, double strike)?"""
    if stage == "regular" and x in g.s.combat_memo.get("dealt", ()) and not _kw(g, x, "double_strike"):
        return False
    return _strikes(g, x, stage == "first", stage != "only")


def _live_blockers(g: "Game", att: str) -> list[str]:
    s = g.s
    return [b for b in s.combat_memo.get("order", ()) if att in s.blockers.get(b, [])
            and s.objects.get(b) and s.objects[b].zone == "battlefield"]


def _live_blocked(g: "Game", b: str) -> list[str]:
    """506.4, 510.1d: the attackers b blocks still in combat."""
    s = g.s
    return [a for a in s.blockers.get(b, []) if a in s.attackers and s.objects.get(a) and s.objects[a].zone == "battlefield"]


def _band_divisions(g: "Game", stage: str) -> list[tuple[str, str, tuple, int]]:
    """702.22j-k: the creatures dealing combat damage in this stage whose damage a player other
    than the one 510.1c-d names divides among two or more creatures, not yet divided:
    (creature, the dividing player, the creatures it divides among, its damage)."""
    s = g.s
    memo = s.combat_memo
    inside = [x for x in list(s.attackers) + list(s.blockers) if x in s.objects and s.objects[x].zone == "battlefield"]
    others = _bands_with_other(g)
    if not others and not any(banding.has_banding(g, x) for x in inside):
        return []
    amounts = combat_amounts(g, inside)
    silent = {x for r, _d in s.combat_effects if r.get("kind") == "no_combat_damage" for x in r.get("objects") or ()}
    done = memo.get("division", {})
    out = []
    for x in inside:
        if amounts.get(x, 0) <= 0 or x in silent or not _dealing(g, x, stage) or f"{x}@{stage}" in done:
            continue
        if x in s.attackers:
            if x not in memo.get("blocked", ()) or memo.get("as_unblocked", {}).get(f"{x}@{stage}"):
                continue
            among = _live_blockers(g, x)
            who = banding.attacker_divider(g, among, others)
        else:
            among = _live_blocked(g, x)
            who = banding.blocker_divider(g, among, others)
        if who is not None and len(among) >= 2:
            out.append((x, who, tuple(among), amounts[x]))
    return out


def proc_damage_choice(g: "Game", proc: Process) -> None:
    """Ask, one creature at a time, whether it assigns its combat damage as though it weren't
    blocked (510.1c: as combat damage is assigned), and how the player banding names divides a
    creature's combat damage (702.22j-k); then combat damage is dealt."""
    d = proc.data
    a = g._take(proc)
    memo = g.s.combat_memo
    if a is not None and a.kind == "divide" and d.get("divide"):
        src, who, among, _n = d["divide"][0]
        memo["division"] = {**memo.get("division", {}), f"{src}@{d['stage']}": dict(zip(among, a.args))}
        g._log("702.22j" if src in g.s.attackers else "702.22k", f"{who} divides {g.name(src)}'s combat damage: "
               + ", ".join(f"{n} to {g.name(x)}" for x, n in zip(among, a.args)), who)
        d["divide"] = d["divide"][1:]
    elif a is not None:
        memo["as_unblocked"] = {**memo.get("as_unblocked", {}), f"{d['ask'][0]}@{d['stage']}": a.kind == "yes"}
        d["ask"] = d["ask"][1:]
    if d.get("divide"):
        src, who, among, n = d["divide"][0]
        g._ask("divide", who, [Action("divide", c) for c in banding.divisions(n, len(among))],
               f"{who}: divide {g.name(src)}'s {n} combat damage among " + ", ".join(among) + " (banding)",
               "702.22j" if src in g.s.attackers else "702.22k")
        return
    if d["ask"]:
        att = d["ask"][0]
        who = g.ch(att).controller
        g._ask("may", who, [Action("yes"), Action("no")],
               f"{who}: have {g.name(att)} assign its combat damage as though it weren't blocked?", "510.1c")
        return
    g._pop(proc)
    combat_damage(g)


def combat_damage(g: "Game") -> None:
    s = g.s
    memo = s.combat_memo
    combatants = [x for x in list(s.attackers) + list(s.blockers) if x in s.objects and s.objects[x].zone == "battlefield"]
    any_fs = any(_kw(g, x, "first_strike") or _kw(g, x, "double_strike") for x in combatants)
    stage = ("first" if not memo.get("fs_done") else "regular") if (any_fs or memo.get("fs_done")) else "only"
    asks = _as_though_unblocked_asks(g, stage)
    if asks:
        s.procs.append(Process("damage_choice", {"ask": asks, "stage": stage}))
        return
    divide = _band_divisions(g, stage)                 # 702.22j-k: another player divides
    if divide:
        s.procs.append(Process("damage_choice", {"ask": [], "divide": divide, "stage": stage}))
        return
    if any_fs and not memo.get("fs_done"):
        first, fs_step = True, True
        memo["fs_done"] = True
        s.steps_left.insert(0, "combat_damage")          # 510.4: a second combat damage step
        g._log("510.4", "first-strike combat damage step")
    else:
        first, fs_step = False, bool(memo.get("fs_done"))
    dealt = set(memo.get("dealt", ()))

    def deals(x: str) -> bool:
        if fs_step and not first and x in dealt and not _kw(g, x, "double_strike"):
            return False
        return _strikes(g, x, first, fs_step)

    events = []
    others = _bands_with_other(g)                     # 702.22j: "bands with other" blockers
    amounts = combat_amounts(g, combatants)           # 510.1a: power, or toughness under a rule
    order = list(memo.get("order", ()))
    # 510.1a: "assigns no combat damage this turn" (a combat effect of a resolved ability)
    silent = {x for r, _d in s.combat_effects if r.get("kind") == "no_combat_damage" for x in r.get("objects") or ()}
    for att, dp in sorted(s.attackers.items()):
        if att not in s.objects or s.objects[att].zone != "battlefield" or not deals(att) or att in silent:
            continue
        power = amounts.get(att, 0)
        if power == 0:
            continue
        dealt.add(att)
        blockers = [b for b in order if att in s.blockers.get(b, []) and s.objects.get(b) and s.objects[b].zone == "battlefield"]
        if att not in memo.get("blocked", ()):
            events.append(Event("damage", source=att, target=dp, amount=power, combat=True))
            continue
        if memo.get("as_unblocked", {}).get(f"{att}@{stage}"):     # 510.1c: as though it weren't blocked
            events.append(Event("damage", source=att, target=dp, amount=power, combat=True))
            continue
        if not blockers:
            if _kw(g, att, "trample"):
                events.append(Event("damage", source=att, target=dp, amount=power, combat=True))
            continue
        if banding.attacker_divider(g, blockers, others) is not None:
            # 702.22j: the defending player divides it among the creatures blocking it
            share = memo.get("division", {}).get(f"{att}@{stage}") or {blockers[0]: power}
            events += [Event("damage", source=att, target=b, amount=n, combat=True) for b, n in share.items() if n]
            continue
        left = power
        for i, b in enumerate(blockers):       # 510.1c: lethal damage in order, rest may go on
            bch = g.ch(b)
            lethal = 1 if _kw(g, att, "deathtouch") else max(0, (bch.toughness or 0) - s.objects[b].damage)
            last = i == len(blockers) - 1
            amt = min(left, lethal) if (not last or _kw(g, att, "trample")) else left
            if amt:
                events.append(Event("damage", source=att, target=b, amount=amt, combat=True))
            left -= amt
        if left > 0 and _kw(g, att, "trample"):
            events.append(Event("damage", source=att, target=dp, amount=left, combat=True))
    for b in sorted(s.blockers):
        if b not in s.objects or s.objects[b].zone != "battlefield" or not deals(b) or b in silent:
            continue
        # 506.4, 510.1d: an attacker removed from combat (or gone) is dealt no damage by it
        live = _live_blocked(g, b)
        power = amounts.get(b, 0)
        if live and power:
            dealt.add(b)
            share = memo.get("division", {}).get(f"{b}@{stage}")      # 702.22k: the active player's division
            if share:
                events += [Event("damage", source=b, target=x, amount=n, combat=True) for x, n in share.items() if n]
            else:
                events.append(Event("damage", source=b, target=live[0], amount=power, combat=True))
    memo["dealt"] = tuple(sorted(dealt))
    g._log("510.2", "combat damage is dealt simultaneously: " +
           (", ".join(f"{g.name(e.source)} -> {g.name(e.target)}: {e.amount}" for e in events) or "none"))
    done = g.perform(events)
    by_player: dict[str, list[str]] = {}
    for e in done:                    # "one or more creatures you control deal combat damage to a player"
        if e.kind == "damage" and e.amount > 0 and e.target in s.players:
            by_player.setdefault(e.target, []).append(e.source)
    for pl, srcs in by_player.items():
        g._happen({"kind": "combat_damage_batch", "player": pl, "sources": srcs})
