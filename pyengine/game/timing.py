"""Which actions the player with priority may begin (CR 116.2a, 117.1a, 305, 307, 601.3, 602.5,
606.3): candidates are listed here, asp_rules/timing.lp says which are prohibited. A candidate
that is allowed to begin but turns out impossible (no legal target, unpayable) is rewound when
proposed (730.1); obviously impossible ones are left out of the list."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game import ability_costs, aspcall
from pyengine.game.aspcall import fact
from pyengine.game.state import Action, times_activated
from pyengine.game.instructions import condition, target_candidates, target_specs
from pyengine.game.state import StackItem
from pyengine.game.mana import choose_cost, parse_cost
from pyengine.game import card_faces, cast_restrictions, face_down, keyword_costs, land_prohibitions, zone_keywords
from pyengine.game.costs import possible as costs_possible
from pyengine.game import flash_timing, graveyard_play, library_top, next_spell_cost, permissions, planechase
from pyengine.game.prohibitions import prohibited, prohibitions

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _candidates(g: "Game", p: str) -> list[tuple[Action, str, str, dict | None]]:
    out = []
    for oid in g.zone_ids("hand", p):
        o = g.obj(oid)
        if "land" in o.card.types:
            out.append((Action("play", (oid,)), "play_land", oid, None))
        elif card_faces.whole_cast_allowed(o.card):           # 709.3: a split card is cast by a half
            out.append((Action("cast", (oid,)), "cast", oid, None))
        for idx, spec in g.abilities_of(oid, "activated"):       # 113.6b: abilities that say so (cycling)
            if spec.get("zone") == "hand":
                out.append((Action("activate", (oid, idx)), "activate", oid, {**spec, "_idx": idx}))
    for a, kind, face in card_faces.hand_actions(g, p):    # 715.3, 709.3, 712.11b, 712.12: by a face
        out.append((a, kind, a.args[0], {"_zone": "hand", "_face": face}))
    for a, zone in keyword_costs.alt_casts(g, p):           # 702.34a flashback, 702.74a evoke (118.9)
        out.append((a, "cast_alt", a.args[0], {"_zone": zone}))
    for a in keyword_costs.suspend_actions(g, p):            # 702.62a: "if you could begin to cast this card"
        out.append((a, "cast_alt", a.args[0], {"_zone": "hand", "_suspend": True}))
    for a in keyword_costs.foretell_actions(g, p):           # 702.143a: any time during their turn
        out.append((a, "special", a.args[0], {"_foretell": True}))
    for a, zone in face_down.cast_actions(g, p):             # 702.37c: cast face down for {3}
        out.append((a, "cast_alt", a.args[0], {"_zone": zone, "_face_down": True}))
    for a, cost in face_down.face_up_actions(g, p):          # 702.37e, 116.2b: any time with priority
        out.append((a, "special", a.args[0], {"_face_up": cost}))
    for a in zone_keywords.plot_actions(g, p):               # 702.170a: main phase, stack empty
        out.append((a, "special", a.args[0], {"_plot": True}))
    for a, kind in permissions.actions(g, p):                # 601.3, 116.2a: "you may play that card"
        out.append((a, kind, a.args[0], {"_zone": g.obj(a.args[0]).zone}))
    for a, kind in library_top.actions(g, p):                # 601.3, 305.1: "... from the top of your library"
        out.append((a, kind, a.args[0], {"_zone": "library"}))
    listed = {x[0] for x in out}                             # (a land an effect lets the player play, too)
    for a, kind in graveyard_play.actions(g, p):             # 601.3, 305.1: "... from your graveyard"
        if a not in listed:
            out.append((a, kind, a.args[0], {"_zone": "graveyard"}))
    for oid in g.zone_ids("graveyard", p):                   # 113.6b: "Return this card from your graveyard"
        for idx, spec in g.abilities_of(oid, "activated"):
            if spec.get("zone") == "graveyard":
                out.append((Action("activate", (oid, idx)), "activate", oid, {**spec, "_idx": idx}))
    banned = prohibitions(g)                                 # 602.5: "can't be activated"
    for oid in g.battlefield():
        ch = g.ch(oid)
        for idx, spec in g.abilities_of(oid, "activated", ch):
            if ch.controller != p and not spec.get("any_player"):     # 602.2: unless it says otherwise
                continue
            if spec.get("zone") not in (None, "battlefield"):
                continue     # 113.6b: one that functions only in a hand or graveyard (also when gained, 613.1f)
            if banned and prohibited(g, oid, bool(spec.get("mana")), banned):
                continue
            if isinstance(spec.get("mana"), list):      # the mana to add is chosen as it resolves (605.3b)
                for sym in spec["mana"]:
                    out.append((Action("activate", (oid, idx, sym)), "activate", oid, {**spec, "_idx": idx}))
            else:
                out.append((Action("activate", (oid, idx)), "activate", oid, {**spec, "_idx": idx}))
        mana = g.mana_abilities(oid) if ch.controller == p else []
        if mana and not g.obj(oid).tapped and not (banned and prohibited(g, oid, True, banned)):
            for sym in mana:
                a = Action("mana", (oid, sym)) if len(mana) > 1 else Action("mana", (oid,))
                out.append((a, "activate", oid, {"cost": "{T}", "_mana": True}))
    # 709.3: a split card is cast by one of its halves only (any other way of casting it, by a
    # permission or from another zone, has no half chosen here: not offered)
    return [c for c in out if not (c[1] in ("cast", "cast_alt") and card_faces.index(c[0].args[1] if len(c[0].args) > 1
                                                                                     else None) is None
                                   and not card_faces.whole_cast_allowed(g.obj(c[2]).card))]


def _cast_only_facts(g: "Game", oid: str, p: str, face=None) -> list:
    """601.3: "Cast this spell only during [window] [and only if ...]" -- the windows the card
    names (asp_rules/timing.lp decides them) and whether its condition fails now (of the face
    cast, when a face is chosen: 709.3a, 712.11c, 715.3a)."""
    if face is not None:
        statics = [a.parts for a in face.abilities if a.kind == "static" and isinstance(a.parts, dict)]
    else:
        ch = g.ch(oid) or g.ch_anywhere(oid)
        statics = [parts for _i, parts in g.abilities_of(oid, "static", ch)]
    out = []
    for parts in statics:
        v = parts.get("cast_only")
        if not v:
            continue
        out += [fact("cast_window", 0, ("@", str(w))) for w in v.get("during", [])]
        if "if" in v and not condition(g, v["if"], oid, p):
            out.append(fact("cast_unmet", 0))
        if v.get("attacked_this_step") and not (g.s.step == "declare_attackers" and _attacked(g, p)):
            out.append(fact("cast_unmet", 0))         # "only if you've been attacked this step"
    return out


def _attacked(g: "Game", p: str) -> bool:
    """A creature is attacking p or a planeswalker p controls (506.2-3, 508.1b)."""
    for d in g.s.attackers.values():
        if d == p or (d in g.s.objects and g.ch(d) is not None and g.ch(d).controller == p):
            return True
    return False


def facts(g: "Game", p: str, cands) -> list:
    """The facts of the question for all candidates at once (candidate i, object ids as they
    are)."""
    glob, per = _split_facts(g, p, cands)
    out = list(glob)
    for i, fs in enumerate(per):
        out += [_renumber(f, i, cands[i][2]) for f in fs]
    return list(dict.fromkeys(out))


def _split_facts(g: "Game", p: str, cands) -> tuple[frozenset, list[frozenset]]:
    """The facts every candidate shares (the turn, the step, the stack, land plays), and for each
    candidate its own: its kind, player and ability, and its object's facts -- with the candidate
    written as 0 and its object as ("@", "o"): timing.lp relates a candidate only to its own
    object and to the shared facts, so two candidates with the same facts have the same answer."""
    s = g.s
    glob = [fact("active", s.active), fact("land_limit", p, g.land_plays(p)),
            fact("lands_played", p, s.lands_played.get(p, 0)), fact("step", ("@", s.step))]
    if land_prohibitions.forbidden(g, p) is not None:      # 101.2: "You can't play lands"
        glob.append(fact("cant_play_land", p))
    if s.step in ("precombat_main", "postcombat_main"):
        glob.append(fact("main_phase"))
    if not s.stack:
        glob.append(fact("stack_empty"))
    if s.history.get("attacked"):                  # 508.8: the declare blockers step is skipped without attackers
        glob.append(fact("blockers_declared"))
    obj_facts: dict[str, list] = {}
    per = []
    O = ("@", "o")
    for a, kind, oid, spec in cands:
        fs = [fact("cand", 0), fact("cand_kind", 0, ("@", kind)), fact("cand_obj", 0, O), fact("cand_player", 0, p)]
        face = spec.get("_face") if spec is not None else None
        if kind in ("cast", "cast_alt"):
            fs += _cast_only_facts(g, oid, p, face)
        if kind == "cast_alt":
            fs.append(fact("cast_zone", 0, ("@", spec["_zone"])))
        elif kind == "play_land":
            if spec is not None and face is None:       # 116.2a: from the zone an effect allows
                fs.append(fact("play_zone", 0, ("@", spec["_zone"])))
        elif spec is not None:
            cost = str(spec.get("cost", "")).upper()
            if "{T}" in cost:
                fs.append(fact("ab_tap", 0))
            if "{Q}" in cost:                           # 107.6: the untap symbol
                fs.append(fact("ab_untap", 0))
            if spec.get("timing") == "sorcery":
                fs.append(fact("ab_sorcery", 0))
            if spec.get("loyalty") is not None:
                fs.append(fact("ab_loyalty", 0, ability_costs.loyalty_cost(g, oid, p, int(spec["loyalty"]))))  # 606.5
            if not spec.get("_mana"):
                fs.append(fact("ab_zone", 0, ("@", str(spec.get("zone", "battlefield")))))
            if spec.get("any_player"):                  # 602.2: "Any player may activate this ability"
                fs.append(fact("ab_any_player", 0))
            w = spec.get("window")                      # 602.5b: "Activate only during ..." (each one)
            for x in ([w] if isinstance(w, str) else list(w or ())):
                fs.append(fact("ab_window", 0, ("@", str(x))))
            if spec.get("limit_per_turn") and times_activated(s, oid, str(spec.get("_idx"))) >= spec["limit_per_turn"]:
                fs.append(fact("ab_once", 0))                # 602.5b: activated N times this turn already
                fs.append(fact("ab_used", 0))
            if spec.get("limit") == "once_per_turn":
                fs.append(fact("ab_once", 0))
                if (oid, str(spec.get("_idx"))) in s.activated_this_turn:
                    fs.append(fact("ab_used", 0))
            if spec.get("limit") in ("exhaust", "once"):   # 702.177a, 602.5b: "Activate only once"
                fs.append(fact("ab_once", 0))
                if keyword_costs.exhausted(g, oid, spec.get("_idx")):
                    fs.append(fact("ab_used", 0))
        if face is not None:                            # 709.3a, 712.11c, 715.3a: only the chosen face
            ch = g.ch(oid) or g.ch_anywhere(oid)
            terms = {(a.kind, a.args) for a in face.abilities}
            per.append(frozenset(fs + [fact("zone", O, ("@", g.obj(oid).zone)), fact("controller", O, ch.controller)]
                                 + [fact("type", O, ("@", t)) for t in face.types]
                                 + ([fact("flash", O)] if ("kw", ("flash",)) in terms else [])))
            continue
        of = obj_facts.get(oid)
        if of is None:
            ch = g.ch(oid) or g.ch_anywhere(oid)          # (a card in a library: as printed)
            o = g.obj(oid)
            of = [fact("zone", O, ("@", o.zone)), fact("controller", O, ch.controller)]
            of += [fact("type", O, ("@", t)) for t in ch.types]
            if ("kw", ("flash",)) in ch.ability_terms or \
                    (o.zone != "battlefield" and flash_timing.as_though_flash(g, oid, p)):   # 601.3b
                of.append(fact("flash", O))
            if ("kw", ("haste",)) in ch.ability_terms:
                of.append(fact("haste", O))
            if o.summoning_sick:
                of.append(fact("sick", O))
            if o.tapped:
                of.append(fact("tapped", O))
            if oid in s.loyalty_used:
                of.append(fact("loyalty_used", O))
            for c in o.counters:
                if c.kind == "loyalty":
                    of.append(fact("loyalty", O, c.count))
            obj_facts[oid] = of
        per.append(frozenset(fs + of))
    return frozenset(glob), per


def _renumber(f: tuple, i: int, obj: str) -> tuple:
    """A candidate's fact with the candidate numbered i and its object named `obj`."""
    name, args = f[0], f[1:]
    out = []
    for k, x in enumerate(args):
        if x == ("@", "o"):
            out.append(obj)
        elif k == 0 and name in _CAND_FIRST:
            out.append(i)
        else:
            out.append(x)
    return (name,) + tuple(out)


_CAND_FIRST = {"cand", "cand_kind", "cand_obj", "cand_player", "ab_tap", "ab_untap", "ab_sorcery", "ab_loyalty", "ab_zone",
               "ab_once", "ab_used", "cast_zone", "play_zone", "ab_window",
               "ab_any_player"}
# (shared facts, a candidate's facts) -> the rules it violates; timing.lp is asked only about
# candidates whose facts it hasn't answered for yet, all of them in one call
_ANSWERS: dict[tuple[frozenset, frozenset], tuple[str, ...]] = {}
_ANSWERS_SIZE = 50_000


def violations(g: "Game", p: str, cands) -> dict[int, list[str]]:
    glob, per = _split_facts(g, p, cands)
    out: dict[int, list[str]] = {}
    missing: dict[frozenset, int] = {}          # new fact sets -> their number in the question
    for i, fs in enumerate(per):
        hit = _ANSWERS.get((glob, fs))
        if hit is None:
            missing.setdefault(fs, len(missing))
        elif hit:
            out[i] = list(hit)
    if missing:
        batch = list(glob)
        for fs, j in missing.items():
            batch += [_renumber(f, j, f"o{j}") for f in fs]
        found: dict[int, list[str]] = {}
        for sym in aspcall.solve("timing.lp", batch):
            rule, a = sym.arguments
            found.setdefault(a.number, []).append(rule.string)
        if len(_ANSWERS) > _ANSWERS_SIZE:
            _ANSWERS.clear()
        for fs, j in missing.items():
            _ANSWERS[(glob, fs)] = tuple(found.get(j, ()))
        for i, fs in enumerate(per):
            if fs in missing and found.get(missing[fs]):
                out[i] = list(found[missing[fs]])
    return out


def split_second(g: "Game") -> bool:
    """702.61a: a spell with split second is on the stack."""
    for x in g.s.stack:
        ch = g.ch(x.id) if x.kind == "spell" and x.id in g.s.objects else None
        if ch is not None and ("kw", ("split_second",)) in ch.ability_terms:
            return True
    return False


def legal_priority_actions(g: "Game", p: str) -> list[Action]:
    cands = _candidates(g, p)
    if split_second(g):
        # 702.61a-b: no spell can be cast and no ability that isn't a mana ability activated;
        # mana abilities and special actions (playing a land, suspending, foretelling) can be
        cands = [c for c in cands if c[1] in ("play_land", "special")
                 or (c[1] == "cast_alt" and (c[3] or {}).get("_suspend"))
                 or (c[1] == "activate" and c[3] is not None and (c[3].get("_mana") or c[3].get("mana")))]
    no_cast = cast_restrictions.prohibitions(g)             # 601.3, 101.2: "can't cast"
    if no_cast or p in (g.s.history.get(graveyard_play.BANNED) or ()):
        cands = [c for c in cands if c[1] not in ("cast", "cast_alt", "play_land") or (c[3] or {}).get("_suspend")
                 or (cast_restrictions.forbidden(g, p, c[2], no_cast) is None if c[1] != "play_land"
                     else not graveyard_play.banned(g, p, c[2]))]       # 101.2: "can't play lands ... from"
    bad = violations(g, p, cands)
    out = []
    avail = g._available_mana(p)
    for i, (a, kind, oid, spec) in enumerate(cands):
        if i in bad:
            continue
        if kind == "cast" and not _possible(g, p, oid, g.obj(oid).card.spell,
                                            g.obj(oid).card.mana_cost, avail, spell=True):
            continue
        if kind == "cast" and not g.obj(oid).card.mana_cost:
            continue                        # 118.6: no mana cost is an unpayable cost (offered only with an alternative)
        if kind == "special" and spec.get("_plot"):
            if _possible(g, p, oid, {}, zone_keywords.plot_cost(g, oid), avail, spell=False):
                out.append(a)
            continue
        if kind == "special" and spec.get("_face_up") is not None:
            if _possible(g, p, oid, {}, spec["_face_up"], avail, spell=False):
                out.append(a)
            continue
        if kind == "cast_alt" and spec.get("_face_down"):       # 708.4: a 2/2 creature spell without flash
            if face_down.sorcery_time(g, p) and _possible(g, p, oid, {}, face_down.FACE_DOWN_COST, avail, spell=False):
                out.append(a)
            continue
        if kind == "special" and spec.get("_foretell"):
            if _possible(g, p, oid, {}, "{2}", avail, spell=False):
                out.append(a)
            continue
        if kind == "cast_alt" and spec.get("_face") is not None:      # 709.3a, 712.11c, 715.3a: the face's cost
            f = spec["_face"]
            if f.mana_cost and _possible(g, p, oid, f.spell, f.mana_cost, avail, spell=True):
                out.append(a)
            continue
        if kind == "cast_alt" and spec.get("_suspend"):
            if _possible(g, p, oid, {}, str(keyword_costs.suspend_of(g, oid)["cost"]), avail, spell=False):
                out.append(a)
            continue
        if kind == "cast_alt" and not _possible(g, p, oid, zone_keywords.spell_for(g, oid, str(a.args[1]),
                                                                            g.obj(oid).card.spell),
                                                zone_keywords.least_cost(g, p, oid, str(a.args[1]),
                                                                         (keyword_costs.alt_cost(g, oid, a.args[1]) or ("",))[0]),
                                                avail, spell=True):
            continue
        if kind == "activate" and spec and spec.get("return_unblocked") and not keyword_costs.unblocked_attackers(g, p):
            continue                                          # 702.49c: only while a creature is unblocked
        if kind == "activate" and spec and not spec.get("_mana") and \
                not _possible(g, p, oid, spec, keyword_costs.power_up_cost(g, oid, str(spec.get("cost", "")))
                              if spec.get("power_up") else str(spec.get("cost", "")), avail, spell=False):
            continue
        if kind == "activate" and spec and spec.get("boast") and not keyword_costs.attacked_this_turn(g, oid):
            continue                                          # 702.142a
        if kind == "activate" and spec and spec.get("activate_if") is not None and \
                not condition(g, spec["activate_if"], oid, p):          # 602.5b "Activate only if"
            continue
        out.append(a)
    if planechase.active(g) and avail >= planechase.roll_cost(g, p):     # 901.9: a special action, {N}
        out.extend(planechase.die_actions(g, p))
    return out


def _possible(g: "Game", p: str, oid: str, spec: dict, cost: str, avail: int, spell: bool) -> bool:
    """Leave out proposals that can't possibly be completed: not enough mana in total, or a
    required target with no legal choice (601.2c)."""
    syms = parse_cost(cost)
    if spell and keyword_costs.kinds(g, oid) & {"affinity", "convoke", "improvise", "delve", "assist"}:
        syms = ()            # paid in part without mana (702.41a, 702.51a, 702.126a, 702.66a) or by another
                             # player (assist, 702.132a): tried when proposed
    # (107.4f: a Phyrexian symbol may be paid with 2 life instead of mana)
    need = sum(s.value[0] if s.kind == "generic" else (0 if s.kind in ("x", "phyrexian") else 1) for s in syms)
    if spell:                        # 113.6d: its own cost reduction (the most it can take off)
        need -= sum(-int(sp["cost_modifier"].get("generic", 0)) for _i, sp in g.abilities_of(oid, "static")
                    if (sp.get("cost_modifier") or {}).get("self") and int(sp["cost_modifier"].get("generic", 0)) < 0)
    per = spell and any((sp.get("cost_modifier") or {}).get("per") for _i, sp in g.abilities_of(oid, "static"))
    if spell and any((sp.get("cost_modifier") or {}).get("reduce_symbols") for _i, sp in g.abilities_of(oid, "static")):
        per = True                   # 118.7b-c: a colored reduction of its own
    if not spell and (spec.get("cost_modifier") or {}).get("self"):
        per = True                   # 602.2b, 601.2f: its own cost change, determined as it's activated
    if _reducers_present(g, reductions=True) or (spell and next_spell_cost.waiting(g, p)):
        per = True                   # 601.2f: another object's reduction (whether it applies: as it's cast)
    if not per and need > avail + (1 if ("{T}" in cost.upper() and g.mana_abilities(oid)) else 0):
        return False
    # 601.2g-h, 106.6, 609.4b: judged as the spell the card would become -- only the pool's mana that
    # may pay for that spell, only the "spend as though any color" permissions that apply to it
    prop = StackItem(id=oid, kind="spell", source=oid, controller=p, text="", spec=spec)
    if spell and not _reducers_present(g) and not _self_reducer(g, oid) and not next_spell_cost.waiting(g, p) and not any(
            g._autopay(p, mc, prop) is not None
            for mc in _cost_choices(syms)):
        return False
    if not spell and spec and not per and not _reducers_present(g) and \
            not any(sy.kind == "x" for sy in syms) and not any(
                g._autopay(p, mc, StackItem(id="?", kind="activated", source=oid, controller=p, text="", spec=spec))
                is not None for mc in _cost_choices(syms)):
        return False          # 602.2b, 601.2g-h: the same for an ability's mana cost (106.6, 609.4b)
    if not costs_possible(g, p, oid, spec):      # 601.2h, 602.2b, 118: the other costs
        return False
    tspecs = list(target_specs(spec))
    if spell and spec.get("enchant") is not None and not tspecs:
        tspecs = [{"filter": spec["enchant"]}]
    if tspecs:
        it = StackItem(id=oid if spell else "?", kind="spell" if spell else "activated", source=oid,
                       controller=p, text="", spec=spec)
        for t in tspecs:
            if isinstance(t, dict) and t.get("optional"):
                continue                    # "up to N": zero targets are allowed (115.6)
            if not target_candidates(g, it, t):
                return False
    return True


def _cost_choices(syms: tuple) -> list:
    """The mana costs a cost can be paid as (601.2b, 107.4e-f: each hybrid or Phyrexian symbol
    paid with either half) -- at most 64 of them, the first choices first."""
    from itertools import islice, product
    from pyengine.game.mana import hybrid_options
    hyb = [i for i, sy in enumerate(syms) if sy.kind in ("hybrid", "phyrexian")]
    return [choose_cost(syms, 0, dict(zip(hyb, combo)))
            for combo in islice(product(*[hybrid_options(syms[i]) for i in hyb]), 64)]


def _self_reducer(g: "Game", oid: str) -> bool:
    return any((spec.get("cost_modifier") or {}).get("self") for _i, spec in g.abilities_of(oid, "static"))


def _reducers_present(g: "Game", reductions: bool = False) -> bool:
    return any(spec.get("cost_modifier") and (not reductions or int(spec["cost_modifier"].get("generic", 0)) < 0
                                              or bool(spec["cost_modifier"].get("reduce_symbols")))
               for oid in g.battlefield() for _i, spec in g.abilities_of(oid, "static"))
