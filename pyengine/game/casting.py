"""Casting spells and activating abilities (CR 601.2a-i, 602.2, 605, 606): the proposal, modes,
X and hybrid/Phyrexian choices, targets (checked by the target program, 601.2e), division
(601.2d), the total cost with increases and reductions locked in (601.2f), mana abilities
(601.2g, 605.3a), paying (601.2h) and "becomes cast" (601.2i). An impossible or cancelled
proposal is rewound (730.1). A mixin of pyengine.game.Game."""
from __future__ import annotations

import dataclasses

from pyengine.game import costs as extra_costs
from pyengine.game import instructions as ins
from pyengine.errors import IllegalActionError, ScenarioError
from pyengine.events import Event
from pyengine.game.state import Action, Process, StackItem, times_activated
from pyengine.game import mana_rules, mana_triggers, paying
from pyengine.game.mana import ManaCost, autopay_picks, autopay_sources, choose_cost, hybrid_options, parse_cost, pool_text, reduce_colored
from pyengine.game import targets as game_targets
from pyengine.game import keyword_costs
from pyengine.game import ability_costs
from pyengine.game import flash_timing, graveyard_play
from pyengine.game import next_spell_cost, optional_life_costs
from pyengine.game import uncounterable
from pyengine.game import modal
from pyengine.game import divided
from pyengine.game import crime
from pyengine.game import card_faces
from pyengine.game import permissions
from pyengine.game import any_color, cast_restrictions
from pyengine.game.filters import matching
from pyengine.game.prohibitions import prohibited, prohibitions
from pyengine.cards.card import KEYWORD_COSTS_KINDS
from pyengine.cards.costs import cost_text


class CastingMixin:
    # ---- casting (601.2) and activating (602.2)
    def _begin_cast(self, p: str, oid: str, alt: str | None = None) -> None:
        from pyengine.game import library_top
        tops = library_top.tops(self)          # 401.5: a new top card is seen only once the spell is cast
        o = self.obj(oid)
        who = cast_restrictions.forbidden(self, p, oid)
        if who is not None:
            raise IllegalActionError(f"{p} can't cast {self.name(oid)} ({who}, 601.3, 101.2)")
        if card_faces.index(alt) is None and not card_faces.whole_cast_allowed(o.card):
            raise IllegalActionError(f"{self.name(oid)} is a split card: choose the half to cast (709.3)")
        cost = o.card.mana_cost
        if alt is not None:                    # 118.9 alternative costs: flashback (702.34a), evoke (702.74a)
            got = keyword_costs.alt_cost(self, oid, str(alt))
            if got is None or o.zone != got[1]:
                raise IllegalActionError(f"{oid} can't be cast with {alt}")
            if alt == "permission" and not permissions.allowed(self, oid, p, land=False):
                raise IllegalActionError(f"{p} has no permission to cast {oid} (601.3)")
            if alt == graveyard_play.ALT and not graveyard_play.allowed(self, oid, p):
                raise IllegalActionError(f"{p} has no permission to cast {oid} from a graveyard (601.3)")
            if alt in ("effect", "effect_free"):    # 608.2g: the one cast the resolving effect allows
                from pyengine.game import cast_now
                cast_now.began(self, oid)
            cost = got[0]
            if alt == "prototype":              # 718.3: its alternative mana cost, power and toughness
                from pyengine.game import prototype
                prototype.cast_prototyped(self, oid, next(c for c in keyword_costs.casting_parts(self, oid)
                                                          if c["kind"] == "prototype"))
            kind = keyword_costs.base_alt(alt)  # ("flashback2": another of its flashback abilities, 702.34a)
            if kind in ("flashback", "evoke", "dash", "blitz", "escape", "warp"):
                self.s.states_seen[f"{ {'flashback': 'flashback', 'evoke': 'evoked', 'dash': 'dashed', 'blitz': 'blitzed', 'escape': 'escaped', 'warp': 'warped'}[kind]}:{oid}"] = True
            from pyengine.game import zone_keywords
            zone_keywords.began_cast(self, oid, str(alt))   # surge, spectacle, jump-start, retrace
            if alt == graveyard_play.ALT:       # 601.3: "Once during each of your turns, you may cast ..."
                graveyard_play.used(self, oid, p)
        if o.zone == "library":           # (library cards are shared with earlier states)
            o = self.s.take_from_library(oid)
            if oid in self.s.library.get(o.owner, []):          # 601.2a: it leaves the library
                self.s.library[o.owner].remove(oid)
        if alt == "disturb":                   # 702.146a, 712.11a: cast transformed, its back face up
            from pyengine.game import transform
            transform.cast_transformed(self, oid)
        if card_faces.index(alt) is not None:  # 709.3b, 712.8f, 715.3b: only the chosen face on the stack
            card_faces.turn_up(self, oid, str(alt))
        spell = o.card.spell
        if spell.get("enchant") is not None and not spell.get("targets"):        # 303.4a
            f = spell["enchant"]
            spell["targets"] = [{"filter": {"any": [f, "player"]} if spell.get("enchant_player") and f != "player" else f}]
        if alt is not None:                    # 702.96a overloaded; 702.133a, 702.81a: a discard as an additional cost
            from pyengine.game import zone_keywords
            spell = zone_keywords.spell_for(self, oid, str(alt), spell)
            if str(alt).startswith("alternative") or keyword_costs.base_alt(str(alt)) in ("flashback", "evoke"):    # 118.9, 601.2h: its other parts
                spell = keyword_costs.with_alternative_costs(self, oid, str(alt), spell)
        if alt == "bestow":                    # 702.103b: an Aura spell with enchant creature
            from pyengine.game import bestow
            spell = bestow.spell_for(spell)
        from pyengine.game import face_down
        if alt in face_down.FACE_DOWN_KINDS:    # 702.37c, 708.4: turned face down, then put on the stack
            face_down.turn_down_for_casting(self, oid, str(alt))
            spell = {}                          # no text (708.2)
        item = StackItem(id=oid, kind="spell", source=oid, controller=p, text=o.card.name, spec=spell)
        from_zone = o.zone
        if from_zone == "hand" and "rebound" in keyword_costs.kinds(self, oid):
            self.s.states_seen[f"from_hand:{oid}"] = True       # rebound (702.88a) asks
        # 601.2a: move the card to the stack; it becomes the topmost object (turned face up, 702.143a)
        if from_zone == "graveyard":           # mayhem: leaving the graveyard, a new object (400.7)
            self.s.states_seen.pop(f"discarded:{oid}", None)
        if from_zone == "exile":
            self.s.states_seen.pop(f"foretold:{oid}", None)
            self.s.states_seen.pop(f"warp_exiled:{oid}", None)
            o.face_down = False
        o.zone = "stack"
        self.stamp_entry(o)                    # 613.7d
        o.controller = p
        self.s.stack.append(item)
        if alt == "bestow":                    # 702.103b: as it's put onto the stack
            from pyengine.game import bestow
            bestow.begin(self, oid, p)
        self._dirty()
        self._log("601.2a", f"{p} proposes to cast {self.name(oid)} (moved from {from_zone} to the stack)"
                  + ((" by an effect's permission (601.3)" if alt in ("permission", "library_top", "graveyard")
                      else f" from its owner's {from_zone}, as its own ability allows (601.3)" if alt == "from_zone"
                      else " as the resolving effect instructs (608.2g)" + (" without paying its mana cost (118.9)"
                                                                           if alt == "effect_free" else "")
                      if alt in ("effect", "effect_free")
                      else f", for its alternative cost {keyword_costs.alternative_text(self, oid, str(alt))} (118.9)"
                      if str(alt).startswith("alternative")
                      else f" from exile after it was warped, for its mana cost {cost}" if alt == "warp_exile"
                      else f", prototyped for {cost} (718.3)" if alt == "prototype"
                      else f", for {o.card.name}'s mana cost {cost}" if card_faces.index(alt) is not None
                      else f", with {alt} {cost} (118.9)")
                     if alt else ""), p)
        self.s.procs.append(Process("cast", {"item": oid, "stage": "modes", "from": from_zone,
                                             "tops": tops,        # 401.5: the library tops as it began
                                             "rewind": len(self.history) - 1, "player": p,
                                             "symbols": parse_cost(cost), "choices": {},
                                             "tidx": 0, "alt": alt}))

    def _begin_activate(self, p: str, oid: str, idx, mana_choice: str | None = None) -> None:
        spec = None
        for i, sp in self.abilities_of(oid, "activated"):
            if str(i) == str(idx):
                spec = sp
                idx = i
        if spec is None:
            raise IllegalActionError(f"{oid} has no activated ability {idx}")
        who = prohibited(self, oid, bool(spec.get("mana")))
        if who is not None:
            raise IllegalActionError(f"{self.name(oid)}'s activated abilities can't be activated ({who}, 602.5)")
        if spec.get("activate_if") is not None and not ins.condition(self, spec["activate_if"], oid, p):
            raise IllegalActionError(f"{spec.get('text') or 'that ability'!r} can be activated only if its "
                                     "condition holds (602.5b)")
        if spec.get("boast") and not keyword_costs.attacked_this_turn(self, oid):
            raise IllegalActionError("a boast ability can be activated only if this creature attacked this "
                                     "turn (702.142a)")
        sid = self.new_id("ab")
        text = spec.get("text", f"ability {idx} of {self.obj(oid).card.name}")
        item = StackItem(id=sid, kind="activated", source=oid, controller=p, text=text, spec=spec,
                         memory={"_src_inc": len(self.obj(oid).earlier_ids),       # the source's object (400.7)
                                 "_src_tf": self.obj(oid).transformations})        # 701.28f
        if isinstance(idx, str) and (idx.startswith("g") or "#" in idx):
            item.memory["_acquired"] = True   # 607.5: an ability granted or gained (pyengine/game/linked.py)
        if oid in self.s.attackers:       # 508.5: what it attacks, kept if it's removed from combat
            item.memory["attacked"] = self.s.attackers[oid]
        if isinstance(spec.get("mana"), list):          # "Add one mana of any color": chosen now (605.3b)
            if mana_choice not in spec["mana"]:
                raise IllegalActionError(f"choose the mana to add: one of {', '.join(spec['mana'])}")
            item.memory["mana_choice"] = mana_choice
        self.s.stack.append(item)
        self._log("602.2a", f"{p} proposes to activate {text!r} of {self.name(oid)}", p)
        self.s.procs.append(Process("cast", {"item": sid, "stage": "modes", "from": None,
                                             "rewind": len(self.history) - 1, "player": p,
                                             "symbols": parse_cost(str(spec.get("cost", ""))),
                                             "choices": {}, "tidx": 0, "ability": idx}))

    def _proc_cast(self, proc: Process) -> None:
        d = proc.data
        it = self.item(d["item"])
        p = d["player"]
        spec = it.spec
        a = self._take(proc)
        stage = d["stage"]
        what = "spell" if it.kind == "spell" else "ability"
        if a is not None and a.kind == "cancel":
            self._pop(proc)
            self._rewind(proc, f"{p} cancelled the proposal")
            return
        if stage == "modes":                                 # 601.2b modes
            if d.get("alt") == "emerge" and "emerge_sac" not in d:     # 702.119c: chosen as the cost is
                from pyengine.game import zone_keywords
                if zone_keywords.choose_emerge(self, it, p, d, a) == "wait":
                    return
                a = None
            opt = [(k, c) for k, c in (keyword_costs.optional_costs(self, it.id) if it.kind == "spell" else [])
                   if f"{k}:{c}" not in d.setdefault("optional", {})]
            if opt:                                          # 601.2b: optional additional costs
                k, c = opt[0]
                yes, rule = {"kicker": ("kick", "702.33a"), "buyback": ("buyback", "702.27a"),
                             "multikicker": ("kick", "702.33c"), "replicate": ("replicate", "702.56a"),
                             "offspring": ("offspring", "702.175a"), "entwine": ("entwine", "702.42a"),
                             "casualty": ("casualty", "702.153a"), "conspire": ("conspire", "702.78a"),
                             "squad": ("squad", "702.157a")}[k]
                again = k in ("multikicker", "replicate", "squad")    # "any number of times" (702.33c, 702.56a, 702.157a)
                extra = keyword_costs.part_costs(self, it.id, k, c) if k in KEYWORD_COSTS_KINDS else []
                if a is None:
                    can = not extra or extra_costs.possible(self, p, it.id, {"costs": list(it.spec.get("costs") or []) + extra})
                    self._ask("kicker" if k == "multikicker" else k, p,
                              [Action("no_" + yes)] + ([Action(yes)] if can else []) + [Action("cancel")],
                              f"{p}: pay the {k} cost {cost_text(([{'mana': c}] if c else []) + extra) if extra else c} of {it.text}" + (" (again)?" if again else "?"), rule)
                    return
                if not again or a.kind != yes:
                    d["optional"][f"{k}:{c}"] = a.kind == yes
                if a.kind == yes:
                    if k == "casualty":
                        # 702.153a: the additional cost "sacrifice a creature with power N or
                        # greater" (chosen and paid with the other costs, 601.2h)
                        it.spec = {**it.spec, "additional_cost": {"sacrifice": ["creature", {"power": {"ge": int(c)}}]}}
                    elif k == "conspire":
                        # 702.78a: "tap two untapped creatures you control that each share a color
                        # with it" (the spell's colors as it's cast, 105.2)
                        shared = {"any": [{"color": col} for col in sorted(self.ch_anywhere(it.id).colors)]}
                        it.spec = {**it.spec, "costs": list(it.spec.get("costs") or [])
                                   + [{"tap": ["creature", shared], "count": 2}]}
                    else:
                        d["symbols"] = tuple(d["symbols"]) + parse_cost(c)
                        if extra:                    # "Kicker—Sacrifice a land": paid with the mana (601.2h)
                            it.spec = {**it.spec, "costs": list(it.spec.get("costs") or []) + extra}
                    key = f"{'kicked' if k in ('kicker', 'multikicker') else k}:{it.id}"
                    self.s.states_seen[key] = int(self.s.states_seen.get(key) or 0) + 1      # times kicked (702.33c)
                    if k == "kicker":                        # which kicker costs were paid (702.33f)
                        paid = list(self.s.states_seen.get(f"kicked_with:{it.id}") or [])
                        self.s.states_seen[f"kicked_with:{it.id}"] = paid + [c]
                    self._log(rule, f"{p} will pay the {k} cost {c} of {it.text}", p)
                return
            if it.kind == "spell" and optional_life_costs.choose(self, it, p, d, a) is not None:
                return                                       # 601.2b: "you may pay 2 life" (another permanent's)
            if extra_costs.choose_alternatives(self, it, p, d, a) == "wait":     # 601.2b: "X or pay {3}"
                return
            if spec.get("modes") and "mode" not in d:      # 601.2b, 700.2a: the modes
                if not modal.choose(self, it, p, a, "601.2b", cancel=True):
                    return
                if it.memory.get("no_legal_mode"):           # 700.2a: no mode could be chosen
                    self._pop(proc)
                    self._rewind(proc, f"no mode of {it.text} can be chosen (no legal targets)", "700.2a")
                    return
                d["mode"] = it.memory.get("mode")
                beyond = len(it.memory.get("modes_chosen") or ()) - 1
                for c in (keyword_costs.escalate_costs(self, it.id) if it.kind == "spell" and beyond > 0 else []):
                    # 702.120a: the escalate cost for each mode chosen beyond the first (601.2f)
                    d["symbols"] = tuple(d["symbols"]) + tuple(parse_cost(c)) * beyond
                    self._log("702.120a", f"{p} will pay the escalate cost {c} {beyond} time(s) for {it.text}", p)
                a = None
            if it.kind == "spell":                           # 702.47a: splice onto the spell (601.2b)
                from pyengine.game import splice
                if splice.choose(self, it, p, d, a) == "wait":
                    return
            d["stage"] = "x"
            return
        if stage == "x":                                     # 601.2b X (107.3)
            mana_x = any(sy.kind == "x" for sy in d["symbols"])
            cost_x = extra_costs.has_x(it.spec)              # 107.3a: "Sacrifice X lands", "pay X life"
            if (mana_x or cost_x) and "x" not in d:
                if a is None:
                    most = self._available_mana(p) if mana_x else None
                    if cost_x:
                        bound = extra_costs.x_most(self, p, it.source, it.spec)
                        most = bound if most is None else min(most, bound)
                    values = extra_costs.x_choices(self, p, it.source, it.spec, most) if cost_x else range(0, most + 1)
                    self._ask("x", p, [Action("x", (n,)) for n in values] + [Action("cancel")],
                              f"choose X for {it.text}", "601.2b")
                    return
                d["x"] = a.args[0]
                it.x = a.args[0]
                self._log("601.2b", f"{p} announces X = {a.args[0]}", p)
            d["stage"] = "hybrid"
            return
        if stage == "hybrid":                                # 601.2b hybrid / Phyrexian (107.4e-f)
            syms = d["symbols"]
            for i, sy in enumerate(syms):
                if sy.kind in ("hybrid", "phyrexian") and i not in d["choices"]:
                    if a is None:
                        self._ask("pay_with", p, [Action("pay_with", (i, c)) for c in hybrid_options(sy)] + [Action("cancel")],
                                  f"how to pay {sy.text()} of {it.text}", "601.2b")
                        return
                    d["choices"][a.args[0]] = str(a.args[1])
                    self._log("601.2b", f"{p} will pay {sy.text()} with {a.args[1]}", p)
                    a = None
                    return
            d["stage"] = "targets"
            return
        if stage == "targets":                               # 601.2c
            tspecs = ins.specs_of(self, it)
            k = d["tidx"]
            if k < len(tspecs):
                optional = isinstance(tspecs[k], dict) and tspecs[k].get("optional")
                if a is None:
                    cands = ins.next_target_candidates(self, it, tspecs, k)    # 115.1, 115.3, 601.2c
                    if not cands and not optional:
                        self._pop(proc)
                        self._rewind(proc, f"no legal target for {it.text} ({ins.target_text(tspecs[k])})", "601.2c")
                        return
                    self._ask("target", p, [Action("target", (c,)) for c in cands] +
                              ([Action("no_target")] if optional else []) + [Action("cancel")],
                              f"choose target {k + 1} for {it.text}: {ins.target_text(tspecs[k])}", "601.2c")
                    return
                d["tidx"] = k + 1
                if a.kind == "no_target":
                    d["tidx"] = ins.skip_instance(tspecs, k)      # the rest of this "up to N" instance
                    return
                t = a.args[0]
                ins.add_target(self, it, t, k)
                self._log("601.2c", f"{p} targets {self.name(t)} with {it.text}", p)
                return
            if tspecs and self.use_target_program:           # 601.2e: the target program checks them
                legal, why = game_targets.check(self, it, tspecs, it.targets)
                if not legal:
                    self._pop(proc)
                    self._rewind(proc, "illegal targets: " + "; ".join(why), "601.2e")
                    return
            d["stage"] = "divide"
            return
        if stage == "divide":                                # 601.2d
            if divided.announce(self, it, a, "601.2d", cancel=True) == "wait":
                return
            if it.memory.pop("no_division", None):           # each target gets at least one
                self._pop(proc)
                self._rewind(proc, f"{it.text}: the amount can't give each of its {len(it.targets)} "
                                   "target(s) at least 1", "601.2d")
                return
            d["stage"] = "cost"
            return
        if stage == "cost":                                  # 601.2e check, 601.2f total cost, locked
            mc = choose_cost(d["symbols"], d.get("x", 0), d["choices"])
            if it.kind == "spell":
                it.memory["_cast_from"] = d.get("from")          # 601.2a: the zone it was cast from
                delta = self._cost_modifiers(it) - keyword_costs.affinity_reduction(self, it)
                if d.get("emerge_sac"):                       # 702.119a: reduced by its mana value
                    from pyengine.game import zone_keywords
                    delta -= zone_keywords.emerge_reduction(self, it, d)
                more = flash_timing.extra_for_flash(self, it)    # 601.3b: "if you pay {2} more to cast it"
                flash_timing.note_flash_sacrifice(self, it)     # 601.3b: "If you cast it any time a sorcery couldn't ..."
                if more:
                    add = choose_cost(parse_cost(more), 0, {})
                    delta += add.generic
                    it.memory["cost_symbols"] = list(it.memory.get("cost_symbols", ())) + list(add.symbols)
                    self._log("601.2f", f"{self.name(it.id)} is cast as though it had flash: {more} more", p)
                if delta:
                    mc.generic = max(0, mc.generic + delta)
                mc.symbols.extend(it.memory.pop("cost_symbols", ()))     # colored increases (601.2f)
                reduce_colored(mc, it.memory.pop("cost_reduce_symbols", ""))
                reduce_colored(mc, it.memory.pop("cost_reduce_only", ""), spill=False)
            elif it.spec.get("pay_life"):                    # "Pay N life" in the cost (119.4, 601.2h)
                mc.life += int(it.spec["pay_life"])
            if it.kind == "activated":
                ability_costs.apply(self, it, mc)             # other objects' cost changes (602.2b, 601.2f)
            if it.kind == "activated" and (it.spec.get("cost_modifier") or {}).get("self"):
                # 602.2b, 601.2f: "This ability costs {1} less to activate for each ..."
                n = self._own_cost_change(it, it.spec["cost_modifier"], it.source, "as it's activated (602.2b)")
                mc.generic = max(0, mc.generic + n)
                mc.symbols.extend(it.memory.pop("cost_symbols", ()))     # colored increases (601.2f)
                reduce_colored(mc, it.memory.pop("cost_reduce_symbols", ""))
            if it.kind != "spell" and it.spec.get("power_up"):   # reduced by the mana cost (reminder text)
                keyword_costs.power_up_reduction(self, it, mc)
            d["cost"] = mc
            extra = []
            if it.spec.get("additional_cost"):
                extra.append(ins.cost_text(it.spec["additional_cost"]))
            self._log("601.2f", f"total cost of {it.text} is {mc.text()}" + (" plus " + ", ".join(extra) if extra else "") +
                      " (locked in)", p)
            d["stage"] = "pay"
            return
        if stage == "pay":                                   # 601.2g mana abilities, 601.2h pay
            mc: ManaCost = d["cost"]
            if extra_costs.costs_of(it.spec) and not d.get("costs_chosen"):      # objects for the other costs (602.2b)
                if extra_costs.choose_step(self, proc, it, p, d, a, f"the costs of {it.text} can't be paid", "601.2h"):
                    return
                a = None
            if it.kind == "activated" and it.spec.get("crew") is not None and not d.get("crew_done"):
                if a is None:                                # 702.122a: the creatures to tap
                    self._ask("crew", p, keyword_costs.crew_options(self, p, it, d),
                              f"{p}: tap untapped creatures with total power {it.spec['crew']} or greater "
                              f"(crew {it.spec['crew']}), then done", "702.122a")
                    return
                if a.kind == "crew":
                    d["crew_chosen"].append(a.args[0])
                    return
                keyword_costs.crew_pay(self, p, it, d)
                a = None
            if it.kind == "activated" and it.spec.get("return_unblocked") and not d.get("returned"):
                keyword_costs.return_unblocked(self, p, it, d, a)      # 702.49a
                return
            need = keyword_costs.escape_exile(self, it) if it.kind == "spell" else 0
            chosen = d.setdefault("escape_exiled", [])
            if len(chosen) < need:                           # 702.138a: "Exile N other cards from your graveyard"
                if a is not None and a.kind == "exile_card":
                    chosen.append(a.args[0])
                    self.perform([Event("zone_change", obj=a.args[0], from_zone="graveyard", to_zone="exile",
                                        what="cost", player=p)])
                    self._log("702.138a", f"{p} exiles {self.name(a.args[0])} (escape cost)", p)
                    return
                others = [c for c in self.zone_ids("graveyard", p) if c != it.id]
                self._ask("exile_card", p, [Action("exile_card", (c,)) for c in others] + [Action("cancel")],
                          f"{p}: exile {need - len(chosen)} more other card(s) from your graveyard (escape)", "702.138a")
                return
            if it.kind == "spell" and not d.get("assist_done"):      # 702.132a: before p's mana abilities
                from pyengine.game import assist
                if assist.step(self, it, p, d, a) == "wait":
                    return
                a = None if d.get("assist_done") else a
            if a is not None and a.kind in keyword_costs.PAY_KINDS:
                keyword_costs.pay_with(self, p, it, d, a)
                return
            if a is None and mc.is_zero() and ins.sacrifice_choices(self, it, p) is None:
                a = Action("pay")                # nothing to choose (no mana, no object to pick)
            if a is None:
                self._ask("pay", p, self._pay_options(p, it, mc, d), f"pay {mc.text()} for {it.text} "
                          f"(pool {pool_text(self.s.pools[p])})", "601.2g")
                return
            if a.kind == "mana":
                self._activate_mana(p, a.args[0], a.args[1] if len(a.args) > 1 else None)
                return
            if a.kind == "autopay":
                plan = self._autopay(p, mc, it)
                for src, sym in plan:
                    self._activate_mana(p, src, sym)
                a = Action("pay", a.args)
            # pay everything (601.2h)
            sac = a.args[0] if a.args else None
            self._pay(p, it, mc, sac, d)
            self._pop(proc)
            self._became_cast(p, it, d)
            return
        raise RuntimeError(f"bad cast stage {stage}")

    def _proc_suspend(self, proc: Process) -> None:
        keyword_costs.proc_suspend(self, proc)             # 702.62a

    def _pay_options(self, p: str, it: StackItem, mc: ManaCost, d: dict) -> list[Action]:
        opts = []
        for src in self._mana_sources(p):
            for sym in self.mana_abilities(src):
                opts.append(Action("mana", (src, sym)) if len(self.mana_abilities(src)) > 1 else Action("mana", (src,)))
        opts.extend(keyword_costs.pay_options(self, p, it, mc, d))      # convoke, improvise, delve
        payable = mana_rules.plan(self, p, it, mc) is not None and self.s.players[p].life >= mc.life
        sac_choices = ins.sacrifice_choices(self, it, p)
        if sac_choices is not None and not sac_choices:
            return [Action("cancel")]
        if payable:
            if sac_choices is None:
                opts.append(Action("pay"))
            else:
                opts.extend(Action("pay", (c,)) for c in sac_choices)
        elif self._autopay(p, mc, it) is not None:
            opts.append(Action("autopay") if sac_choices is None else Action("autopay", (sac_choices[0],)))
            if sac_choices:
                opts.extend(Action("autopay", (c,)) for c in sac_choices[1:])
        opts.append(Action("cancel"))
        seen = []
        for o in opts:
            if o not in seen:
                seen.append(o)
        return seen

    def _mana_sources(self, p: str) -> list[str]:
        out = []
        banned = prohibitions(self)                      # 602.5: mana abilities are activated (605.1a)
        for oid in self.battlefield():
            o = self.obj(oid)
            if o.controller != p or o.tapped:
                continue
            if self.mana_abilities(oid) and not self.is_sick(oid) and \
                    not (banned and prohibited(self, oid, True, banned)):
                out.append(oid)
        return out

    def _available_mana(self, p: str) -> int:
        return sum(self.s.pools[p].values()) + len(self._mana_sources(p))

    def _autopay(self, p: str, mc: ManaCost, it: StackItem | None = None) -> list[tuple[str, str]] | None:
        """The mana abilities to activate so that the pool pays mc for `it` (a spell or an ability
        being activated, or a card proposed for casting as the spell it would become; None: another
        payment) -- the pool's mana that may pay for it (106.6, 609.4b)."""
        srcs = [(s, tuple(self.mana_abilities(s))) for s in self._mana_sources(p)]
        pool = mana_rules.merged(self, p, it)
        wild = any_color.wild(self, p, it)
        if wild:                                        # 609.4b: mana spent as though of any color
            return autopay_picks(srcs, pool, mc, wild)
        ids = autopay_sources(srcs, pool, mc)
        if ids is None:
            return None
        # decide which symbol each tapped source makes: colored needs first
        need = list(mc.symbols)
        for s, n in pool.items():
            for _ in range(n):
                if s in need:
                    need.remove(s)
        out = []
        for sid in ids:
            syms = self.mana_abilities(sid)
            pick = next((x for x in syms if x in need), syms[0])
            if pick in need:
                need.remove(pick)
            out.append((sid, pick))
        return out

    def _pay(self, p: str, it: StackItem, mc: ManaCost, sac: str | None, d: dict) -> None:
        plan = mana_rules.spend(self, p, it, mc)        # 106.6: only the mana that may pay for it
        if it.kind == "spell":                 # the colors of mana spent to cast it (sunburst, 702.44a)
            keyword_costs.spent_colors(self, it.id, plan)
            keyword_costs.expend(self, p, sum(plan.values()))     # 700.14
        parts = [mc.text()]
        paying.pay_life(self, p, mc.life, it.source)   # "Pay N life", Phyrexian mana (107.4f, 119.4)
        spec = it.spec
        if it.kind == "activated":
            cost = str(spec.get("cost", ""))
            if "{T}" in cost.upper():
                self.perform([Event("tap", obj=it.source, source=it.source)])
                parts.append("{T}")
            if "{Q}" in cost.upper():                       # 107.6: the untap symbol
                self.perform([Event("untap", obj=it.source, source=it.source)])
                parts.append("{Q}")
            if spec.get("loyalty") is not None:
                n = ability_costs.loyalty_cost(self, it.source, p, int(spec["loyalty"]))    # 606.4, 606.5
                self.s.loyalty_used.add(it.source)
                self.perform([Event("counters", target=it.source, counter_kind="loyalty", amount=n, source=it.source)])
                parts.append(f"loyalty {n:+d}")
            if spec.get("exile_self") and spec.get("zone") == "graveyard":   # scavenge's (702.97a)
                self.perform([Event("zone_change", obj=it.source, from_zone="graveyard", to_zone="exile",
                                    what="cost", player=p)])
                parts.append(f"exile {self.name(it.source)}")
            if spec.get("reveal_self"):                      # forecast (702.57b): revealed as it's activated
                self._log("702.57b", f"{p} reveals {self.name(it.source)} from their hand", p)
                parts.append(f"reveal {self.name(it.source)}")
            if spec.get("discard_self"):                     # "Discard this card" (cycling, 702.29a)
                self.perform([Event("discard", player=p, obj=it.source)])
                parts.append(f"discard {self.name(it.source)}")
                if spec.get("cycling"):                       # 702.29c-d: the card was cycled
                    self._happen({"kind": "cycle", "obj": it.source, "player": p})
            if spec.get("limit") == "once_per_turn":           # 602.5b
                self.s.activated_this_turn.add((it.source, str(d.get("ability"))))
            if spec.get("limit_per_turn"):                     # 602.5b: "no more than twice each turn"
                k = (it.source, str(d.get("ability")))
                self.s.activated_this_turn.add(k + (times_activated(self.s, *k) + 1,))
            if spec.get("limit") in ("exhaust", "once"):       # 702.177a, 602.5b: "Activate only once"
                keyword_costs.exhaust(self, it.source, d.get("ability"))
            if extra_costs.costs_of(spec):      # 602.2b: the other costs (before the source is sacrificed)
                parts += extra_costs.pay(self, it, p, d)
            if spec.get("exile_self") and spec.get("zone", "battlefield") == "battlefield":
                it.memory["lki_source"] = ins.lki(self, it.source)     # "Exile this artifact:" (118.3)
                self.perform([Event("zone_change", obj=it.source, from_zone="battlefield", to_zone="exile",
                                    what="cost", player=p)])
                parts.append(f"exile {self.name(it.source)}")
            if spec.get("return_self"):                     # "Return ~ to its owner's hand:" (118.3)
                it.memory["lki_source"] = ins.lki(self, it.source)
                self.perform([Event("zone_change", obj=it.source, from_zone="battlefield", to_zone="hand",
                                    what="return_to_hand", player=p)])
                parts.append(f"return {self.name(it.source)} to its owner's hand")
            if spec.get("sacrifice_self"):
                it.memory["lki_source"] = ins.lki(self, it.source)
                self.perform([Event("zone_change", obj=it.source, from_zone="battlefield", to_zone="graveyard",
                                    what="sacrifice", player=p)])
                parts.append(f"sacrifice {self.name(it.source)}")
        elif extra_costs.costs_of(spec):        # 601.2h: a spell's additional costs (discard, life, ...)
            parts += extra_costs.pay(self, it, p, d)
        if it.kind == "spell" and d.get("emerge_sac"):       # 702.119c: sacrificed as the total cost is paid
            it.memory["sacrificed"] = ins.lki(self, d["emerge_sac"])
            self.perform([Event("zone_change", obj=d["emerge_sac"], from_zone="battlefield", to_zone="graveyard",
                                what="sacrifice", player=p)])
            parts.append(f"sacrifice {self.name(d['emerge_sac'])} (emerge)")
        if sac is not None:
            it.memory["sacrificed"] = ins.lki(self, sac)
            self.perform([Event("zone_change", obj=sac, from_zone="battlefield", to_zone="graveyard",
                                what="sacrifice", player=p)])
            parts.append(f"sacrifice {self.name(sac)}")
        self._log("601.2h", f"{p} pays {', '.join(parts)}", p)

    def _became_cast(self, p: str, it: StackItem, d: dict) -> None:
        if it.kind == "spell":
            self._log("601.2i", f"{self.name(it.id)} becomes cast", p)
            self._happen({"kind": "cast", "obj": it.id, "player": p, "targets": list(it.targets),
                          "from": d.get("from")})
            if d.get("from") == "graveyard" and it.id in self.s.objects:
                # 601.2a: the card left its owner's graveyard as it was put on the stack ("whenever one or
                # more cards leave your graveyard"; abilities triggered while casting wait for 601.2i)
                self._happen({"kind": "left_graveyard", "player": self.s.objects[it.id].owner, "objs": [it.id]})
            keyword_costs.became_cast(self, it)              # spells cast this turn; storm (702.40a)
            next_spell_cost.became_cast(self, it)            # "the next spell you cast": used up (601.2i)
            uncounterable.became_cast(self, it)              # "the next ... can't be countered" (101.2)
            self._became_targets(it)
        else:
            self._log("602.2b", f"{it.text!r} becomes activated", p)
            self._became_targets(it)
            mana = it.memory.get("mana_choice") or it.spec.get("mana")
            # 602.2: "whenever you activate an ability" (a mana ability is not: 605.3a ones don't
            # come here, so none is reported as activated)
            if not mana:
                self._happen({"kind": "activate", "obj": it.id, "source": it.source, "player": p,
                              "ability": ("boast" if it.spec.get("boast") else "power-up" if it.spec.get("power_up")
                                          else "exhaust" if it.spec.get("limit") == "exhaust"
                                          else "loyalty" if it.spec.get("loyalty") is not None else None)})
            if isinstance(mana, dict):     # "Add X mana in any combination of {R} and/or {G}" (106.1b),
                self.s.stack.remove(it)    # "Add {C}. If ..., add {C}{C} instead." (608.2c)
                mana_triggers.resolve_instructions(self, p, it)     # 605.3b: at once
                self._after_action_priority(p)
                return
            if mana:          # a mana ability with more than {T} in its cost: resolves at once (605.3b)
                self.s.stack.remove(it)
                times = 1
                if it.spec.get("mana_times") is not None:       # "Add {G} for each Elf you control"
                    times = max(0, ins.number(self, it, it.spec["mana_times"]))
                    mana = str(mana) * times
                mana_rules.add(self, p, str(mana), it.spec)        # 106.6: with its spending rule
                self._log("605.3b", f"the mana ability resolves immediately: {p} adds {mana or 'no mana'}", p)
                self._mana_riders(it)
                if "{T}" in str(it.spec.get("cost") or "").upper():      # 106.12: tapped for mana
                    mana_triggers.tapped_for_mana(self, p, it.source, str(mana))
                if it.spec.get("hold_untap"):     # "~ doesn't untap during your next untap step" (502.3)
                    held = self.s.states_seen.get("untap_held", ())
                    self.s.states_seen["untap_held"] = tuple(sorted(set(held) | {(it.source, p)}))
                    self._log("502.3", f"{self.name(it.source)} won't untap during {p}'s next untap step", p)
        self._after_action_priority(p)

    def _became_targets(self, it: StackItem) -> None:
        """Each object or player this spell or ability targets "becomes the target" of it, once
        however many times it's chosen (115.1, 603.2)."""
        for t in dict.fromkeys(it.targets):
            self._happen({"kind": "becomes_target", "obj": t, "by": it.id, "item": it.id,
                          "spell": it.kind == "spell", "player": it.controller})
        crime.committed(self, it)                          # 700.13
    def _mana_riders(self, it: StackItem) -> None:
        """605.3b: the rest of a mana ability resolves with it, at once ("~ deals 1 damage to
        you", "Draw a card"): instructions that need no choice or target (the compiler gives a
        mana ability no other kind, pyengine.cards.oracle._mana_rider)."""
        instrs = list(it.spec.get("effect") or [])
        if not instrs:
            return
        proc = Process("resolve", {"item": it.id, "instrs": instrs, "pc": 0, "answers": {}})
        todo, k = list(instrs), 0
        while todo:
            proc.data["pc"] = k
            k += 1
            got = ins.execute(self, proc, it, todo.pop(0))
            if isinstance(got, list):          # the instructions a condition chose (608.2c), next
                todo[:0] = got
            elif got is not None:
                raise ScenarioError(f"the mana ability {it.text!r} needs a choice as it resolves, "
                                    "which a mana ability can't have here (605.3b)")
        self._dirty()

    def _cost_modifiers(self, it: StackItem) -> int:
        """601.2f: increases and reductions from static abilities ({text:..., cost_modifier:...})."""
        total = 0
        spell_ch = self.ch(it.id)
        xs = str(self.obj(it.id).card.mana_cost or "").upper().count("{X}")
        if spell_ch is not None and xs and it.x:            # 202.3e: X on the stack is the value chosen
            spell_ch = dataclasses.replace(spell_ch, mana_value=spell_ch.mana_value + xs * int(it.x))
        for oid in self.battlefield():
            for _i, spec in self.abilities_of(oid, "static"):
                cm = spec.get("cost_modifier")
                if not cm or cm.get("self") or "abilities" in cm:   # (a card's own cost change works for
                    continue                      # it only; activated abilities' costs: ability_costs)
                if cm.get("if_paid_life") and not optional_life_costs.paid_for(it, oid, _i):
                    continue                      # "if you paid life this way" (601.2b, 601.2f)
                if ins.cost_modifier_applies(self, cm, oid, it, spell_ch):
                    if cm.get("symbols"):                  # "cost {W} more": colored mana added
                        it.memory["cost_symbols"] = list(it.memory.get("cost_symbols", ())) + list(cm["symbols"])
                        self._log("601.2f", f"{self.name(oid)}: {spec.get('text', '')} "
                                  f"(+{''.join('{' + c + '}' for c in cm['symbols'])})", it.controller)
                        continue
                    times = 1
                    if "per" in cm:                  # "... for each +1/+1 counter on ~" (the permanent's)
                        per = cm["per"]
                        src_it = StackItem(id=oid, kind="static", source=oid, controller=self.ch(oid).controller,
                                           text="", spec={})
                        times = (ins.count_objects(self, per["count"], oid, src_it.controller) if set(per) == {"count"}
                                 else ins.number(self, src_it, per))
                    n = int(cm.get("generic", 0)) * times
                    colored = str(cm.get("reduce_symbols", "")) * max(0, times)
                    if colored:                      # 118.7b-c: colored mana first
                        key = "cost_reduce_only" if cm.get("colored_only") else "cost_reduce_symbols"
                        it.memory[key] = str(it.memory.get(key, "")) + colored
                        self._log("601.2f", f"{self.name(oid)}: {spec.get('text', '')} "
                                  f"({''.join('{' + c + '}' for c in colored)} less)", it.controller)
                    if not n:
                        continue
                    total += n
                    self._log("601.2f", f"{self.name(oid)}: {spec.get('text', '')} ({n:+d} generic)", it.controller)
        total += next_spell_cost.pending(self, it)          # "the next spell you cast this turn" (601.2f)
        # 113.6d: the spell's own "this spell costs {1} less to cast [if ...]" functions on the stack
        for _i, spec in self.abilities_of(it.id, "static"):
            cm = spec.get("cost_modifier")
            if cm and cm.get("self"):
                total += self._own_cost_change(it, cm, it.id, "functioning on the stack (113.6d)")
        return total

    def _own_cost_change(self, it: StackItem, cm: dict, src: str, why: str) -> int:
        """601.2f: a spell's or an activated ability's own cost change ("This spell costs {1} less
        to cast for each ...", "This ability costs {2} less to activate if ...", 602.2b), read for
        `src` (the spell, or the ability's source) as the total cost is determined."""
        if "if" in cm and not ins.condition(self, cm["if"], src, it.controller):
            return 0
        if "targets" in cm and not self._targets_match(it, cm["targets"]):
            return 0
        n = int(cm.get("generic", 0))
        times = 1
        if "per" in cm:                                  # "... for each <filter>"
            per = cm["per"]
            times = (ins.count_objects(self, per["count"], src, it.controller) if set(per) == {"count"}
                     else ins.number(self, it, per))    # a counted quantity (domain 305.6, party 700.8, devotion 700.5)
            n *= times
        colored = str(cm.get("reduce_symbols", "")) * max(0, times)
        if colored:                 # "costs {G} less": that color first, then generic (118.7b-c)
            it.memory["cost_reduce_symbols"] = str(it.memory.get("cost_reduce_symbols", "")) + colored
        more = str(cm.get("symbols", "")) * max(0, times)
        if more:                    # "costs {2}{U} more to cast for each ...": colored mana added (601.2f)
            it.memory["cost_symbols"] = list(it.memory.get("cost_symbols", ())) + list(more)
        if n or colored or more:
            self._log("601.2f", f"{self.name(src)}: its own cost change, {why} ({n:+d} generic"
                      + (f", {''.join('{' + c + '}' for c in colored)} less" if colored else "")
                      + (f", {''.join('{' + c + '}' for c in more)} more" if more else "") + ")", it.controller)
        return n

    def _targets_match(self, it: StackItem, f) -> bool:
        """"If it targets a tapped creature" (601.2f): one of the targets chosen for the spell
        (601.2c, already legal, 601.2e) matches the filter as the total cost is determined."""
        flt = ins.filt(f)
        objs = [(t, self.ch(t)) for t in dict.fromkeys(it.targets) if t in self.s.objects]
        return bool(matching(self, flt, objs, it.id, it.controller))


