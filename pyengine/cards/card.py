"""Whole cards (CR 200-209 characteristics, 113 abilities): the one card model read by every
feature, parsed and validated on load (docs/cards.md).

A card's `abilities:` list holds every ability it has, each one of the kinds in docs/cards.md:
keywords, mana abilities, static abilities (layer effects, combat rules, replacement and prevention
effects, cost changes, targeting restrictions), CDAs, the spell ability, activated and triggered
abilities. Everything a feature needs is validated here, so a mistake in card data is reported
when the card is loaded, naming the file and the place. An ability, or a clause of one, that the
engine cannot execute is kept as an explicit `unsupported` text (pyengine.cards.support reports it
whenever a command would have needed it)."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from pyengine.errors import ScenarioError, describe, did_you_mean
from pyengine.cards.combat_rules import parse_rule
from pyengine.cards.compile import compile_abilities, compile_text, strip_reminder
from pyengine.cards.costs import validate_costs
from pyengine.cards.instruction_keys import COST_PER_KEYS, INSTRUCTION_KEYS
from pyengine.cards.parse import (Place, mana_value_of, _expect_list, _expect_str, _words, parse_ability_term, parse_color,
                                  parse_effect, parse_game_condition, parse_filter, parse_subtype, parse_supertype, parse_type)
from pyengine.cards.targets import parse_target_filter, parse_target_spec
from pyengine.cards.faces import CHOOSING, split_card
from pyengine.model import COLOR_LETTERS, COLORS, Ability, CardDef, EffectDef, Filter, Op
from pyengine.replacement.effects import parse_replacement

# keys of an ability mapping (docs/cards.md)
STATIC_PARTS = ("static", "cda", "combat", "replacement", "cost_modifier", "loyalty_cost", "optional_untap", "enchant",
                "cant_be_targeted", "must_target", "doesnt_untap", "cant_be_countered",
                "toxic", "casting", "enters_with", "as_enters", "face_up_counters", "max_hand_size", "land_plays", "skip_step",
                "player_keyword", "cant_activate", "cant_cast",
                "enlist", "exert_attack", "dredge", "flash_timing", "library_top", "graveyard_play", "trigger_doubler", "deck", "crew_bonus",
                "cast_only", "uncounterable", "untap_others", "cant_play_lands", "no_enter_triggers", "untap_limit",
                "cant_enter", "spend_any_color", "win_lose", "no_counters", "no_player_counters", "opening_hand")
# 601.3: the windows of "Cast this spell only during ..." (asp_rules/timing.lp)
CAST_WINDOWS = ("combat", "before_blockers", "after_blockers", "declare_attackers", "declare_blockers",
                "your_end_step", "opponent_upkeep", "your_turn", "opponent_turn", "before_damage", "after_combat",
                "before_attackers", "before_blockers_any")
# deck-construction rules a card can state (100.2a, 702.124h-m, 903.3a), read by pyengine/deck
DECK_RULES = ("partner", "partner_with", "friends_forever", "choose_background", "doctors_companion",
              "can_be_commander", "any_number")
KIND_KEYS = ("spell", "activated", "triggered", "mana", "keyword", "unsupported")
_META = ("text", "unsupported")
_ENCHANT_KEYS = ("enchant", "player")


# ---------------------------------------------------------------- targets (115, 601.2c)
def normalize_target(t: Any, w: Place) -> dict:
    """One target requirement in the form of docs/targets.md. Short forms are accepted: a word or
    filter (`any`, `player`, `creature`), `{filter: F, zone: Z}`, `players: true` (or a player),
    `optional: true` (up to one), `any: true` (any target)."""
    if isinstance(t, str) or isinstance(t, list):
        f = t
        if isinstance(t, str) and t.strip().lower() == "any":
            f = "any target"
        return {"filter": f}
    if not isinstance(t, dict):
        raise w.error(f"got {t!r}", expected="a target requirement: a filter or a mapping with 'filter'")
    out = {k: v for k, v in t.items() if k not in ("zone", "players", "optional", "any")}
    if t.get("any"):
        out["filter"] = "any target"
    f = out.get("filter", "permanent")
    if t.get("zone") not in (None, "battlefield"):
        f = (list(f) if isinstance(f, list) else [f]) + [{"zone": t["zone"]}]
    if t.get("players"):
        f = {"any": [f, "player"]}
    if "untargeted" not in out:
        out["filter"] = f
    if t.get("optional"):
        out["count"] = {"up_to": 1}
    return out


def _normalize_block(spec: dict, w: Place) -> dict:
    """A spell/activated/triggered mapping with its targets (and those of its modes, reflexive and
    delayed triggers) in the one target form; an instance's `divide` is also the block's."""
    out = dict(spec)
    if "targets" in out and out["targets"] is not None:
        raw = _expect_list(out["targets"], w.at("targets", spec), "target requirements")
        out["targets"] = [normalize_target(t, w.at("targets", spec).at(i, raw)) for i, t in enumerate(raw)]
        parse_target_spec(out["targets"], w.at("targets", spec))          # validated on load
        for t in out["targets"]:
            if isinstance(t, dict) and t.get("divide") is not None and out.get("divide") is None:
                out["divide"] = t["divide"]
    if isinstance(out.get("modes"), list):
        mw = w.at("modes", spec)
        out["modes"] = [_normalize_block(m, mw.at(i, out["modes"])) if isinstance(m, dict) else m
                        for i, m in enumerate(out["modes"])]
    if "effect" in out:
        out["effect"] = _normalize_instructions(out["effect"], w.at("effect", spec))
    if "costs" in out:                          # 602.1a, 118: costs beyond mana, {T} and sacrifice
        out["costs"] = validate_costs(out["costs"], w.at("costs", spec))
    return out


def this_ability_named(x: Any, kind: str, card: str, index: Any) -> Any:
    """707.9a: "..., except it has this ability" -- each copy exception `this_ability: true` of an
    ability's instructions named as the ability term of that ability ([kind, card, position]; a
    granted ability's card is "granted:<its text>"), so that the copy has the very ability and its
    text is never compiled again (pyengine.cards.parse.parse_copy_except). A copy exception
    already named for another card key (registered) is named again for this one."""
    if isinstance(x, list):
        return [this_ability_named(v, kind, card, index) for v in x]
    if not isinstance(x, dict):
        return x
    out = {k: this_ability_named(v, kind, card, index) for k, v in x.items()}
    exc = out.get("copy_except")
    if isinstance(exc, dict) and "this_ability" in exc:
        # (an ability granted as its text is "other" until compiled where it is had: parse.parse_ability)
        out["copy_except"] = {**exc, "this_ability": ["other" if str(card).startswith("granted:") else kind, card, index]}
    return out


def _normalize_instructions(v: Any, w: Place) -> list:
    items = _expect_list(v, w, "instructions")
    out = []
    for i, ins in enumerate(items):
        iw = w.at(i, items)
        if not isinstance(ins, dict):
            raise iw.error(f"got {ins!r}", expected="an instruction mapping such as {damage: 3, to: target}")
        _check_instruction(ins, iw)
        ins = dict(ins)
        for k in ("then", "else", "pay_or", "pay_by"):   # (`else` also of `may`: "if you don't"; `then` of `may_pay`;
            # `pay_by`: a cost that is an action, 702.24a)
            if k in ins:
                ins[k] = _normalize_instructions(ins[k], iw.at(k, ins))
        if isinstance(ins.get("any_player_may"), list):   # 101.4, 118.12: the options, each a list
            opts = ins["any_player_may"]
            ins["any_player_may"] = [_normalize_instructions(o, iw.at("any_player_may", ins).at(j, opts))
                                     for j, o in enumerate(opts)]
        if "do" in ins:                            # instructions whose doing is checked (608.2d)
            ins["do"] = _normalize_instructions(ins["do"], iw.at("do", ins))
        if "may" in ins and isinstance(ins["may"], (list, dict)):
            ins["may"] = _normalize_instructions(ins["may"] if isinstance(ins["may"], list) else [ins["may"]],
                                                 iw.at("may", ins))
        for k in ("when_you_do", "delayed"):
            if isinstance(ins.get(k), dict):
                ins[k] = _normalize_block(ins[k], iw.at(k, ins))
        out.append(ins)
    return out


# The instruction language (608.2c; docs/game.md): pyengine/cards/instruction_keys.py


def _check_instruction(ins: dict, w: Place) -> None:
    if not any(k in ins for k in INSTRUCTION_KEYS):
        k = sorted(ins, key=str)[0] if ins else "(empty)"
        raise w.error(f"unknown instruction {k!r}", expected="one of " + ", ".join(sorted(INSTRUCTION_KEYS)))


# ---------------------------------------------------------------- abilities
def _text_of(spec: dict) -> str:
    t = spec.get("text")
    if t is None and isinstance(spec.get("static"), dict):
        t = spec["static"].get("text")
    for k in ("activated", "triggered", "spell"):
        if t is None and isinstance(spec.get(k), dict):
            t = spec[k].get("text")
        if t is None and isinstance(spec.get(k), str):
            t = spec[k]
    return str(t or "")


def _unsupported(spec: dict, w: Place) -> tuple[str, ...]:
    v = spec.get("unsupported")
    if v is None:
        return ()
    items = _expect_list(v, w.at("unsupported", spec), "clauses")
    return tuple(_expect_str(x, w.at("unsupported", spec).at(i, items), "a clause of the ability's text")
                 for i, x in enumerate(items))


def _static_parts(spec: dict, w: Place, card: str, index: int) -> dict:
    """Validated parts of a static ability (the layer effect is parsed separately)."""
    parts: dict = {}
    if "combat" in spec:
        cw = w.at("combat", spec)
        items = _expect_list(spec["combat"], cw, "combat rules")
        parts["combat"] = tuple(parse_rule(r, cw.at(i, items)) for i, r in enumerate(items))
    if "replacement" in spec:
        rw = w.at("replacement", spec)
        raw = spec["replacement"]
        items = raw if isinstance(raw, list) else [raw]
        for i, r in enumerate(items):
            ww = rw.at(i, items) if isinstance(raw, list) else rw
            if not isinstance(r, dict):
                raise ww.error(f"got {r!r}", expected="a replacement or prevention effect (docs/replacement.md)")
            parse_replacement(_validation_form(r), ww, eid="validate", controller="you", timestamp=0,
                              source="self", scope="battlefield", card=card, text="")
        parts["replacement"] = tuple((dict(r), rw.at(i, items) if isinstance(raw, list) else rw)
                                     for i, r in enumerate(items))
    if "cost_modifier" in spec:
        cm = spec["cost_modifier"]
        cw = w.at("cost_modifier", spec)
        if not isinstance(cm, dict):
            raise cw.error(f"got {cm!r}", expected="{spells: FILTER, generic: N, caster: you|opponent|any}")
        if "spells" in cm:
            parse_filter(cm["spells"], cw.at("spells", cm))
        if "abilities" in cm and cm["abilities"] is not True:    # activated abilities of these sources (602.2b)
            parse_filter(cm["abilities"], cw.at("abilities", cm))
        if "self" in cm and (cm["self"] is not True or "spells" in cm):
            raise cw.at("self", cm).error(f"got {cm['self']!r}", expected="self: true (this spell's own cost, "
                                          "113.6d), without 'spells'")
        if "symbols" in cm:                     # colored mana added to the cost (601.2f)
            sy = cm["symbols"]
            # (a spell's own increase: "This spell costs {2}{U} more to cast for each target beyond the first")
            if not isinstance(sy, str) or not sy or any(ch not in "WUBRGC" for ch in sy):
                raise cw.at("symbols", cm).error(f"got {sy!r}", expected="mana letters such as W or BB")
        if "per" in cm:                         # "... for each <filter>": {count: F}
            pv = cm["per"]
            if not isinstance(pv, dict) or ("symbols" in cm and not cm.get("self")) or \
                    not set(pv) & COST_PER_KEYS or \
                    (len(pv) != 1 and not set(pv) & {"greatest", "total", "counters_on"}):
                raise cw.at("per", cm).error(f"got {pv!r}", expected="per: {count: F} | {basic_land_types: F} | "
                                             "{party: you} | {devotion: COLOR} | {count_in: ...}, with self: true")
            if "count" in pv or "basic_land_types" in pv:
                k = "count" if "count" in pv else "basic_land_types"
                parse_filter(pv[k], cw.at("per", cm).at(k, pv))
        if "reduce_symbols" in cm and (not isinstance(cm["reduce_symbols"], str) or "abilities" in cm
                                       or any(ch not in "WUBRG" for ch in cm["reduce_symbols"])):
            raise cw.at("reduce_symbols", cm).error(f"got {cm['reduce_symbols']!r}",
                                                    expected="mana letters such as G or UU, for spells (118.7b-c)")
        if "nth" in cm and (not isinstance(cm["nth"], int) or isinstance(cm["nth"], bool) or cm["nth"] < 1
                            or cm.get("self")):   # "the first/second ... spell you cast each turn"
            raise cw.at("nth", cm).error(f"got {cm['nth']!r}", expected="nth: N (1 = the first such spell this turn)")
        if "if_paid_life" in cm and (not isinstance(cm["if_paid_life"], int) or isinstance(cm["if_paid_life"], bool)
                                     or cm["if_paid_life"] < 1 or cm.get("self") or "spells" not in cm):
            # 601.2b: "As an additional cost to cast white permanent spells, you may pay 2 life. Those
            # spells cost {W} less to cast if you paid life this way." (pyengine/game/optional_life_costs.py)
            raise cw.at("if_paid_life", cm).error(f"got {cm['if_paid_life']!r}",
                                                  expected="if_paid_life: N (life, 1 or more), with spells: FILTER")
        if "if" in cm:          # read for the spell itself (self: true) or the object with the ability
            parse_game_condition(cm["if"], cw.at("if", cm))
        if "targets" in cm:                     # "... if it targets a tapped creature" (601.2c before 601.2f)
            # (or another object's: "Spells your opponents cast that target this creature cost {2}
            # more to cast" -- `targets: self`, the object with the ability)
            if cm["targets"] != "self" or cm.get("self"):
                parse_filter(cm["targets"], cw.at("targets", cm))
        parts["cost_modifier"] = dict(cm)
    if "loyalty_cost" in spec:                  # 606.4, 606.5: "... cost an additional [+1] to activate"
        lc = spec["loyalty_cost"]
        lw = w.at("loyalty_cost", spec)
        if not isinstance(lc, dict) or set(lc) - {"abilities", "caster", "add"} or \
                not isinstance(lc.get("add"), int) or isinstance(lc.get("add"), bool) or \
                lc.get("caster", "you") not in ("you", "any"):
            raise lw.error(f"got {lc!r}", expected="{abilities: FILTER, caster: you|any, add: N}")
        parse_filter(lc.get("abilities", "planeswalker"), lw.at("abilities", lc))
        parts["loyalty_cost"] = dict(lc)
    if "optional_untap" in spec:
        if spec["optional_untap"] is not True:
            raise w.at("optional_untap", spec).error(f"got {spec['optional_untap']!r}", expected="true")
        parts["optional_untap"] = True
    if "enchant" in spec:
        ew = w.at("enchant", spec)
        raw = spec["enchant"]
        parts["enchant"] = parse_target_filter(raw, ew)
        parts["enchant_raw"] = raw
        parts["enchant_player"] = bool(spec.get("player"))
    if "cant_be_targeted" in spec:
        v = spec["cant_be_targeted"]
        cw = w.at("cant_be_targeted", spec)
        if not isinstance(v, dict) or set(v) - {"by", "of"}:
            raise cw.error(f"got {v!r}", expected="{by: opponents|anyone, of: spells|abilities|both}")
        by, of = str(v.get("by", "anyone")), str(v.get("of", "both"))
        if by not in ("opponents", "anyone") or of not in ("spells", "abilities", "both"):
            raise cw.error(f"got {v!r}", expected="{by: opponents|anyone, of: spells|abilities|both}")
        parts["cant_be_targeted"] = (by, of)
    if "must_target" in spec:
        parts["must_target"] = parse_filter(spec["must_target"], w.at("must_target", spec))
    if "doesnt_untap" in spec:                  # 502.3: "... doesn't untap during ... untap step"
        v = spec["doesnt_untap"]
        if v in ("self", "enchanted", "equipped"):
            parts["doesnt_untap"] = v
        else:                                   # the permanents a filter names ("Nonbasic lands")
            parts["doesnt_untap"] = parse_filter(v, w.at("doesnt_untap", spec))
        if "doesnt_untap_if_counter" in spec:   # "... if it has a depletion counter on it"
            parts["doesnt_untap_if_counter"] = _expect_str(spec["doesnt_untap_if_counter"],
                                                           w.at("doesnt_untap_if_counter", spec), "a counter kind")
    if "cant_activate" in spec:                 # 602.5: "its activated abilities can't be activated"
        v = spec["cant_activate"]
        cw = w.at("cant_activate", spec)
        if not isinstance(v, dict) or "affects" not in v or set(v) - {"affects", "except_mana"} or \
                not isinstance(v.get("except_mana", False), bool):
            raise cw.error(f"got {v!r}", expected="{affects: FILTER, except_mana: true|false}")
        parse_filter(v["affects"], cw.at("affects", v))
        parts["cant_activate"] = dict(v)
    if "cant_cast" in spec:                     # 601.3, 101.2: "Your opponents can't cast spells during your turn"
        v = spec["cant_cast"]
        cw = w.at("cant_cast", spec)
        if not isinstance(v, dict) or v.get("player") not in ("you", "opponent", "any") or \
                set(v) - {"player", "filter", "during", "max_per_turn"} or \
                v.get("during", "your_turn") not in ("your_turn", "combat") or \
                (isinstance(v.get("max_per_turn", 1), bool) or not isinstance(v.get("max_per_turn", 1), int)):
            raise cw.error(f"got {v!r}", expected="{player: you|opponent|any, filter: FILTER, during: your_turn|combat, "
                                                 "max_per_turn: N}")
        if "filter" in v:
            parse_filter(v["filter"], cw.at("filter", v))
        parts["cant_cast"] = dict(v)
    if "cast_only" in spec:                     # 601.3: "Cast this spell only during ... [and only if ...]"
        v, cw = spec["cast_only"], w.at("cast_only", spec)
        if not isinstance(v, dict) or not v or set(v) - {"during", "if", "attacked_this_step"} or \
                not isinstance(v.get("during", []), list) or any(x not in CAST_WINDOWS for x in v.get("during", [])) or \
                v.get("attacked_this_step", True) is not True:
            raise cw.error(f"got {v!r}", expected="{during: [" + "|".join(CAST_WINDOWS) + ", ...], if: CONDITION, "
                                                 "attacked_this_step: true}")
        if "if" in v:
            parse_game_condition(v["if"], cw.at("if", v))
        parts["cast_only"] = dict(v)
    if "cant_be_countered" in spec:             # 101.2, 701.5: "This spell can't be countered."
        if spec["cant_be_countered"] is not True:
            raise w.at("cant_be_countered", spec).error(f"got {spec['cant_be_countered']!r}", expected="true")
        parts["cant_be_countered"] = True
    if "cant_play_lands" in spec:               # 305.2, 101.2: "Players can't play lands."
        if spec["cant_play_lands"] not in ("you", "opponent", "any"):
            raise w.at("cant_play_lands", spec).error(f"got {spec['cant_play_lands']!r}", expected="you|opponent|any")
        parts["cant_play_lands"] = spec["cant_play_lands"]
    if "untap_limit" in spec:                   # 502.3: "Players can't untap more than one creature during their untap steps."
        v, uw = spec["untap_limit"], w.at("untap_limit", spec)
        if not isinstance(v, dict) or set(v) - {"if_untapped"} != {"player", "max", "filter"} or \
                v.get("if_untapped", True) is not True or v["player"] not in ("you", "any") or \
                isinstance(v["max"], bool) or not isinstance(v["max"], int) or v["max"] < 0:
            raise uw.error(f"got {v!r}", expected="{player: you|any, max: N, filter: FILTER, if_untapped: true}")
        parts["untap_limit"] = {**v, "filter": parse_filter(v["filter"], uw.at("filter", v))}
    if "cant_enter" in spec:                    # 614.17d: "Lands can't enter the battlefield."
        parse_filter(spec["cant_enter"], w.at("cant_enter", spec))
        parts["cant_enter"] = spec["cant_enter"]
    if "no_enter_triggers" in spec:             # 603.2: "Creatures entering don't cause abilities to trigger."
        parse_filter(spec["no_enter_triggers"], w.at("no_enter_triggers", spec))
        parts["no_enter_triggers"] = spec["no_enter_triggers"]
    if "untap_others" in spec:                  # 502.3: "Untap ~ during each other player's untap step"
        v = spec["untap_others"]
        parts["untap_others"] = v if v == "self" else parse_filter(v, w.at("untap_others", spec))
    if "uncounterable" in spec:                 # 101.2, 701.5a: "Creature spells you control can't be countered."
        parse_filter(spec["uncounterable"], w.at("uncounterable", spec))
        parts["uncounterable"] = spec["uncounterable"]
    if "enlist" in spec:                        # 702.154a: an optional cost to attack and its linked trigger
        if spec["enlist"] is not True:
            raise w.at("enlist", spec).error(f"got {spec['enlist']!r}", expected="true")
        parts["enlist"] = True
    if "dredge" in spec:                        # 702.52a: "Dredge N" (from a graveyard)
        v = spec["dredge"]
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise w.at("dredge", spec).error(f"got {v!r}", expected="a positive number N (dredge N)")
        parts["dredge"] = v
    if "exert_attack" in spec:                  # 701.39d: an optional cost to attack and its linked "when you do"
        v = spec["exert_attack"]
        ew = w.at("exert_attack", spec)
        if not isinstance(v, dict) or "effect" not in v:
            raise ew.error(f"got {v!r}", expected="the reflexive triggered ability: {effect: [...], targets: [...]}")
        block = _normalize_block(v, ew)
        parse_target_spec(block.get("targets") or [], ew.at("targets", v))
        parts["exert_attack"] = block
    if "crew_bonus" in spec:                    # 702.122a, 702.171a: "crews Vehicles as though its power were N greater"
        v = spec["crew_bonus"]
        if not isinstance(v, dict) or set(v) - {"n", "saddle"} or isinstance(v.get("n"), bool) \
                or not isinstance(v.get("n"), int) or not isinstance(v.get("saddle", False), bool):
            raise w.at("crew_bonus", spec).error(f"got {v!r}", expected="{n: N, saddle: true|false}")
        parts["crew_bonus"] = {"n": v["n"], "saddle": bool(v.get("saddle", False))}
    if "toxic" in spec:                         # 702.164a: "Toxic N"
        v = spec["toxic"]
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise w.at("toxic", spec).error(f"got {v!r}", expected="a positive number N (toxic N)")
        parts["toxic"] = v
    if "enters_with" in spec:                   # 614.1c with a condition: bloodthirst (702.54a), "if ~ was kicked"
        v = spec["enters_with"]
        ew = w.at("enters_with", spec)
        if not isinstance(v, dict) or set(v) != {"if", "counters"} or not isinstance(v["counters"], dict) or \
                not all((isinstance(n, int) and not isinstance(n, bool) and n > 0) or n == "times_kicked"
                        or (isinstance(n, dict) and bool(n))                     # a number computed as it enters (107.3)
                        or (k == "sunburst" and n == "colors_spent") for k, n in v["counters"].items()):
            raise ew.error(f"got {v!r}", expected="{if: CONDITION, counters: {KIND: N | times_kicked | NUMBER}} "
                           "or {if: {all: []}, counters: {sunburst: colors_spent}} (702.44a)")
        parts["enters_with"] = {"if": v["if"], "counters": dict(v["counters"])}
    if "as_enters" in spec:                     # 614.12a: devour (702.82a), amplify (702.38a), a choice of counters
        parts["as_enters"] = _as_enters_part(spec["as_enters"], w.at("as_enters", spec))
    if "face_up_counters" in spec:              # 614.1e: "As ~ is turned face up, put N +1/+1 counters on it"
        v = spec["face_up_counters"]
        if not isinstance(v, dict) or not v or not all(isinstance(k, str) and (
                (isinstance(n, int) and not isinstance(n, bool) and n > 0) or (isinstance(n, dict) and bool(n)))
                for k, n in v.items()):
            raise w.at("face_up_counters", spec).error(f"got {v!r}", expected="{KIND: N | NUMBER}")
        parts["face_up_counters"] = dict(v)
    if "casting" in spec:                       # keywords changing how the card is cast (601.2b, 601.2f-h)
        parts["casting"] = _casting_part(spec["casting"], w.at("casting", spec))
    if "player_keyword" in spec:                # 702.11c, 702.18a: "You have hexproof" / "You have shroud"
        v = spec["player_keyword"]
        if v not in ("hexproof", "shroud"):
            raise w.at("player_keyword", spec).error(f"got {v!r}", expected="hexproof or shroud")
        parts["player_keyword"] = v
    if "max_hand_size" in spec:                 # 402.2: "You have no maximum hand size", "... reduced by N"
        v = spec["max_hand_size"]
        mw = w.at("max_hand_size", spec)
        if not isinstance(v, dict) or not ({"none", "add"} & set(v)) or set(v) - {"none", "add", "player"}:
            raise mw.error(f"got {v!r}", expected="{none: true} or {add: N, player: you|opponents|all}")
        if "none" in v and v["none"] is not True:
            raise mw.at("none", v).error(f"got {v['none']!r}", expected="true")
        if "add" in v and (isinstance(v["add"], bool) or not isinstance(v["add"], int)):
            raise mw.at("add", v).error(f"got {v['add']!r}", expected="an integer")
        if v.get("player", "you") not in ("you", "opponents", "all"):
            raise mw.at("player", v).error(f"got {v['player']!r}", expected="you, opponents or all")
        parts["max_hand_size"] = dict(v)
    if "skip_step" in spec:                     # 614.1b: "Skip your draw step"
        if spec["skip_step"] not in ("draw", "untap", "upkeep"):
            raise w.at("skip_step", spec).error(f"got {spec['skip_step']!r}", expected="draw, untap or upkeep")
        parts["skip_step"] = spec["skip_step"]
    if "library_top" in spec:                   # 401.5, 601.3: the top card of your library
        v = spec["library_top"]
        lw = w.at("library_top", spec)
        if not isinstance(v, dict) or not v or set(v) - {"look", "revealed", "play_lands", "cast"} or \
                any(v.get(k) not in (None, True) for k in ("look", "revealed", "play_lands")):
            raise lw.error(f"got {v!r}", expected="{look: true, revealed: true, play_lands: true, cast: FILTER} (any of them)")
        if "cast" in v:
            parse_filter(v["cast"], lw.at("cast", v))
        parts["library_top"] = dict(v)
    if "win_lose" in spec:                      # 101.2, 810.8a: "You can't lose the game ..."
        v = spec["win_lose"]
        if not isinstance(v, dict) or not v or set(v) - {"cant_lose", "cant_win"} or \
                any(x not in ("you", "opponents") for x in v.values()):
            raise w.at("win_lose", spec).error(f"got {v!r}", expected="{cant_lose: you|opponents, cant_win: you|opponents}")
        parts["win_lose"] = dict(v)
    if "opening_hand" in spec:                  # 103.6: "begin the game with it on the battlefield" / "reveal ..."
        v = spec["opening_hand"]
        if not isinstance(v, dict) or not (v == {"begin": True} or (v.get("reveal") is True and set(v) <= {"reveal", "delayed"})):
            raise w.at("opening_hand", spec).error(f"got {v!r}", expected="{begin: true} or {reveal: true, delayed: DELAYED}")
        parts["opening_hand"] = dict(v)
    if "no_counters" in spec:                   # 122.6, 101.2: "This creature can't have counters put on it."
        v = spec["no_counters"]
        nw = w.at("no_counters", spec)
        if not isinstance(v, dict) or "on" not in v or set(v) - {"on", "kinds"} or \
                not isinstance(v.get("kinds", []), list):
            raise nw.error(f"got {v!r}", expected="{on: self|enchanted|equipped|FILTER, kinds: [COUNTER KIND]}")
        if v["on"] not in ("self", "enchanted", "equipped"):
            parse_filter(v["on"], nw.at("on", v))
        parts["no_counters"] = dict(v)
    if "no_player_counters" in spec:            # 122.6, 101.2: "Players can't get counters."
        v = spec["no_player_counters"]
        if not isinstance(v, dict) or v.get("players") not in ("all", "you", "opponents") or \
                set(v) - {"players", "kinds"} or not isinstance(v.get("kinds", []), list):
            raise w.at("no_player_counters", spec).error(
                f"got {v!r}", expected="{players: all|you|opponents, kinds: [COUNTER KIND]}")
        parts["no_player_counters"] = dict(v)
    if "trigger_doubler" in spec:               # 603.2d: "triggers an additional time"
        v = spec["trigger_doubler"]
        tw = w.at("trigger_doubler", spec)
        if not isinstance(v, dict) or not (set(v) == {"source"} or (set(v) <= {"event", "filter"} and
                                                                   v.get("event") in ("enters", "dies", "attacks", "draw"))):
            raise tw.error(f"got {v!r}", expected="{source: FILTER} or {event: enters|dies|attacks|draw, filter: FILTER}")
        for k in ("source", "filter"):
            if k in v:
                parse_filter(v[k], tw.at(k, v))
        parts["trigger_doubler"] = dict(v)
    if "graveyard_play" in spec:                # 601.3, 305.1: playing cards from your graveyard
        v = spec["graveyard_play"]
        gw = w.at("graveyard_play", spec)
        if not isinstance(v, dict) or not ({"play_lands", "cast"} & set(v)) or \
                set(v) - {"play_lands", "cast", "once_each_turn"} or v.get("once_each_turn") not in (None, True):
            raise gw.error(f"got {v!r}", expected="{play_lands: true|FILTER, cast: FILTER, once_each_turn: true}")
        for k in ("play_lands", "cast"):
            if k in v and v[k] is not True:
                parse_filter(v[k], gw.at(k, v))
        parts["graveyard_play"] = dict(v)
    if "spend_any_color" in spec:               # 609.4b: "spend mana as though it were mana of any color"
        v = spec["spend_any_color"]
        sw = w.at("spend_any_color", spec)
        use = v.get("for") if isinstance(v, dict) else None
        if not isinstance(v, dict) or set(v) - {"who", "mana", "for"} or v.get("who", "you") not in ("you", "any") \
                or v.get("mana") not in (None, "W", "U", "B", "R", "G", "C") \
                or (use is not None and not (isinstance(use, dict) and len(use) == 1 and set(use) <= {"activate", "cast"})):
            raise sw.error(f"got {v!r}", expected="{who: you|any, mana: W|U|B|R|G|C, for: {activate: self|FILTER} | {cast: FILTER}}")
        if use is not None and use.get("activate") != "self":
            k = next(iter(use))
            parse_filter(use[k], sw.at(k, use))
        parts["spend_any_color"] = dict(v)
    if "deck" in spec:                          # 100.2a, 702.124, 903.3a: deck construction (pyengine/deck)
        v = spec["deck"]
        if not isinstance(v, dict) or v.get("rule") not in DECK_RULES or set(v) - {"rule", "name"} or \
                (v["rule"] == "partner_with") != isinstance(v.get("name"), str):
            raise w.at("deck", spec).error(f"got {v!r}", expected="{rule: " + "|".join(DECK_RULES)
                                           + "} (partner_with with `name:`)")
        parts["deck"] = dict(v)
    if "flash_timing" in spec:                  # 601.3b: "You may cast creature spells as though they had flash"
        v = spec["flash_timing"]
        fw = w.at("flash_timing", spec)
        if not isinstance(v, dict) or set(v) != {"filter", "player"} or v["player"] not in ("you", "any"):
            raise fw.error(f"got {v!r}", expected="{filter: FILTER, player: you|any}")
        parse_filter(v["filter"], fw.at("filter", v))
        parts["flash_timing"] = dict(v)
    if "land_plays" in spec:                    # 305.2: "You may play an additional land on each of your turns"
        v = spec["land_plays"]
        if not isinstance(v, dict) or set(v) != {"add"} or isinstance(v["add"], bool) or not isinstance(v["add"], int):
            raise w.at("land_plays", spec).error(f"got {v!r}", expected="{add: N}")
        parts["land_plays"] = dict(v)
    return parts


CASTING_KINDS = ("flashback", "convoke", "improvise", "delve", "affinity", "kicker", "buyback", "evoke", "dash",
                 "madness", "rebound", "storm", "suspend", "blitz", "escape", "foretell", "multikicker",
                 "morph", "megamorph", "disguise", "additional_cost", "alternative", "disturb", "warp", "mayhem")
# casting keywords of pyengine/game/zone_keywords.py: cascade (702.85a), surge (702.117a),
# spectacle (702.137a), jump-start (702.133a), retrace (702.81a), replicate (702.56a), offspring (702.175a),
# overload (702.96a: `spell`, the spell with "each" for "target", validated as a spell ability)
# awaken (702.113a: `spell`, the spell with the awaken spell ability added, an alternative cost)
# squad (702.157a: an additional cost paid any number of times), freerunning (702.173a), prowl (702.76a)
ZONE_CASTING_KINDS = ("cascade", "surge", "spectacle", "jump_start", "retrace", "replicate", "offspring",
                      "overload", "plot", "emerge", "awaken", "squad", "freerunning", "prowl")
ZONE_COST_KINDS: tuple[str, ...] = ("surge", "spectacle", "replicate", "offspring", "overload", "plot", "emerge",
                                    "awaken", "squad", "freerunning", "prowl")
# 601.3: "You may cast this card from your graveyard [if ...]" (pyengine/game/self_cast.py)
CASTING_KINDS = CASTING_KINDS + ("from_zones",)
# 702.42a entwine: an optional additional cost of a modal spell, paid to choose all its modes
CASTING_KINDS = CASTING_KINDS + ("entwine",)
# 702.153a casualty N: an optional additional cost (sacrifice a creature with power N or greater)
# and "When you cast this spell, if a casualty cost was paid for it, copy it"
CASTING_KINDS = CASTING_KINDS + ("casualty",)
# 702.78a conspire: an optional additional cost (tap two untapped creatures you control that each
# share a color with it) and "When you cast this spell, if its conspire cost was paid, copy it"
CASTING_KINDS = CASTING_KINDS + ("conspire",)
# 702.103a bestow: an alternative cost; cast bestowed, an Aura spell with enchant creature
CASTING_KINDS = CASTING_KINDS + ("bestow",)
# 702.120a escalate: an additional cost for each mode chosen beyond the first
CASTING_KINDS = CASTING_KINDS + ("escalate",)
# 702.94a miracle: cast for its miracle cost as its reveal trigger resolves (pyengine.game.miracle)
CASTING_KINDS = CASTING_KINDS + ("miracle",)
# 702.47a splice onto [subtype]: an additional cost, the card's text added to the spell (pyengine.game.splice)
CASTING_KINDS = CASTING_KINDS + ("splice",)
# 702.132a assist: another player may pay generic mana of the total cost (pyengine.game.assist)
CASTING_KINDS = CASTING_KINDS + ("assist",)
# 702.60a ripple N: a cast trigger revealing the top N cards (pyengine.game.ripple)
CASTING_KINDS = CASTING_KINDS + ("ripple",)
CASTING_KINDS = CASTING_KINDS + ZONE_CASTING_KINDS
# 702.160a, 718.3 prototype: cast with its alternative mana cost, power and toughness
# (pyengine/game/prototype.py): {kind: prototype, cost: "{1}{B}{B}", power: 3, toughness: 3}
CASTING_KINDS = CASTING_KINDS + ("prototype",)
# 601.3b, 601.2f: "You may cast this spell as though it had flash if you pay {2} more to cast it"
# (pyengine/game/flash_timing.py): {kind: flash_for, cost: "{2}"}
CASTING_KINDS = CASTING_KINDS + ("flash_for",)
# 601.3b, 307.1: "You may cast this spell as though it had flash. If you cast it any time a sorcery
# couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning
# of the next cleanup step." (pyengine/game/flash_timing.py): {kind: flash_sacrifice}
CASTING_KINDS = CASTING_KINDS + ("flash_sacrifice",)


# keyword costs that may have parts beyond mana ("Buyback—Sacrifice a land", 702.27a; "Flashback—
# {1}{G}, Pay 3 life", 702.34a; kicker, 702.33a; "Morph—Reveal a blue card in your hand", 702.37a;
# "Evoke—Exile a red card from your hand", 702.74a): {kind: K, cost: MANA or "", costs: [...]}
KEYWORD_COSTS_KINDS: tuple[str, ...] = ("kicker", "buyback", "flashback", "morph", "evoke")


def _as_enters_part(v, w) -> dict:
    """614.12a: `{devour: {n: N | devoured, filter: F}}`, `{amplify: N}`, `{counter_choice: {kinds:
    [KIND, ...], count: N}}`, `{reveal: {filter: F, n: N}}`, `{roll: {sides: N, count: N | x}}`,
    `{discard_hand: true}`, `{sacrifice_all: TYPE}`, `{exile_from_graveyard: {filter: F, n: any}}`,
    `{sacrifice_set_pt: {filter: F}}` (pyengine/game/as_enters.py)."""
    def pos(n) -> bool:
        return isinstance(n, int) and not isinstance(n, bool) and n > 0
    if isinstance(v, dict) and set(v) == {"devour"} and isinstance(v["devour"], dict) and \
            set(v["devour"]) <= {"n", "filter"} and (pos(v["devour"].get("n")) or v["devour"].get("n") == "devoured"):
        d = dict(v["devour"])
        if "filter" in d:
            parse_target_filter(d["filter"], w.at("filter", d))
        return {"devour": d}
    if isinstance(v, dict) and set(v) == {"amplify"} and pos(v["amplify"]):
        return {"amplify": v["amplify"]}
    if isinstance(v, dict) and set(v) == {"counter_choice"} and isinstance(v["counter_choice"], dict):
        c = v["counter_choice"]
        kinds, count = c.get("kinds"), c.get("count", 1)
        if set(c) <= {"kinds", "count"} and isinstance(kinds, list) and all(isinstance(k, str) for k in kinds) \
                and len(set(kinds)) == len(kinds) and pos(count) and count < len(kinds):
            return {"counter_choice": {"kinds": list(kinds), "count": count}}
    if isinstance(v, dict) and set(v) == {"reveal"} and isinstance(v["reveal"], dict) and \
            set(v["reveal"]) == {"filter", "n"} and pos(v["reveal"]["n"]):
        parse_target_filter(v["reveal"]["filter"], w.at("filter", v["reveal"]))
        return {"reveal": dict(v["reveal"])}
    if isinstance(v, dict) and set(v) == {"roll"} and isinstance(v["roll"], dict) and set(v["roll"]) == {"sides", "count"} \
            and pos(v["roll"]["sides"]) and (pos(v["roll"]["count"]) or v["roll"]["count"] == "x"):
        return {"roll": dict(v["roll"])}
    if isinstance(v, dict) and set(v) == {"anchor"} and isinstance(v["anchor"], list) and len(v["anchor"]) == 2 \
            and all(isinstance(x, str) and x for x in v["anchor"]) and v["anchor"][0] != v["anchor"][1]:
        return {"anchor": list(v["anchor"])}          # 614.12b: a choice of two anchor words
    if isinstance(v, dict) and set(v) == {"opponent_count"} and isinstance(v["opponent_count"], dict) and \
            set(v["opponent_count"]) == {"kind", "filter"} and v["opponent_count"]["kind"] in ("-1/-1", "+1/+1"):
        parse_target_filter(v["opponent_count"]["filter"], w.at("filter", v["opponent_count"]))
        return {"opponent_count": dict(v["opponent_count"])}
    if isinstance(v, dict) and set(v) == {"return_one"} and isinstance(v["return_one"], dict) and \
            set(v["return_one"]) == {"filter", "counters"} and pos(v["return_one"]["counters"]):
        parse_target_filter(v["return_one"]["filter"], w.at("filter", v["return_one"]))
        return {"return_one": dict(v["return_one"])}
    if isinstance(v, dict) and set(v) == {"exile_from_graveyard"} and isinstance(v["exile_from_graveyard"], dict) and \
            set(v["exile_from_graveyard"]) == {"filter", "n"} and v["exile_from_graveyard"]["n"] == "any":
        # 614.13a, 607.2b: "exile any number of creature cards from your graveyard"
        parse_target_filter(v["exile_from_graveyard"]["filter"], w.at("filter", v["exile_from_graveyard"]))
        return {"exile_from_graveyard": dict(v["exile_from_graveyard"])}
    if isinstance(v, dict) and set(v) == {"sacrifice_set_pt"} and isinstance(v["sacrifice_set_pt"], dict) and \
            set(v["sacrifice_set_pt"]) == {"filter"}:
        # 614.13a, 613.4b: "sacrifice any number of creatures. This creature's power becomes the
        # total power of those creatures and its toughness becomes their total toughness."
        parse_target_filter(v["sacrifice_set_pt"]["filter"], w.at("filter", v["sacrifice_set_pt"]))
        return {"sacrifice_set_pt": dict(v["sacrifice_set_pt"])}
    if v == {"remove_all_counters": True}:
        return {"remove_all_counters": True}
    if v == {"discard_hand": True}:
        return {"discard_hand": True}
    if isinstance(v, dict) and set(v) == {"sacrifice_all"} and v["sacrifice_all"] in (
            "land", "creature", "artifact", "enchantment", "planeswalker"):
        return {"sacrifice_all": v["sacrifice_all"]}
    raise w.error(f"got {v!r}", expected="{devour: {n: N | devoured, filter: F}}, {amplify: N}, "
                  "{counter_choice: {kinds: [KIND, ...], count: N}}, {reveal: {filter: F, n: N}}, "
                  "{roll: {sides: N, count: N | x}}, {discard_hand: true}, {sacrifice_all: TYPE}, {anchor: [A, B]}, "
                  "{opponent_count: {kind: K, filter: F}}, {return_one: {filter: F, counters: N}}, "
                  "{exile_from_graveyard: {filter: F, n: any}}, {sacrifice_set_pt: {filter: F}} or {remove_all_counters: true}")


def _casting_part(v: Any, w: Place) -> dict:
    """{kind: flashback, cost: "{1}{R}"} (702.34a), {kind: kicker, cost: "{R}"} (702.33a),
    {kind: convoke} (702.51a), {kind: improvise}
    (702.126a), {kind: delve} (702.66a), {kind: affinity, for: FILTER} (702.41a)."""
    if not isinstance(v, dict) or v.get("kind") not in CASTING_KINDS:
        raise w.error(f"got {v!r}", expected="{kind: " + "|".join(CASTING_KINDS) + ", ...}")
    out = dict(v)
    if v["kind"] in ("flashback", "kicker", "buyback", "evoke", "dash", "warp", "mayhem", "madness", "suspend", "blitz", "escape",
                     "disturb", "foretell", "multikicker", "morph", "megamorph", "disguise", "entwine", "bestow", "escalate",
                     "miracle", "splice", "flash_for") + ZONE_COST_KINDS:
        costs_too = v["kind"] in KEYWORD_COSTS_KINDS and bool(v.get("costs"))
        if v["kind"] == "flashback" and "mana_cost" in v:
            # 702.34a: "The flashback cost is equal to its mana cost" (a granted flashback)
            if v["mana_cost"] is not True or set(v) - {"kind", "mana_cost"}:
                raise w.error(f"got {v!r}", expected="{kind: flashback, mana_cost: true}")
        elif not isinstance(v.get("cost"), str) or not re.fullmatch(r"(\{[^{}]+\})" + ("*" if costs_too else "+"), v["cost"]):
            raise w.at("cost", v).error(f"got {v.get('cost')!r}", expected="a mana cost such as {1}{R}")
    if "costs" in v and v["kind"] in KEYWORD_COSTS_KINDS:
        # "Kicker—Sacrifice a land", "Flashback—{1}{G}, Pay 3 life": the parts beyond mana (118),
        # paid with the mana (601.2h)
        out["costs"] = validate_costs(v["costs"], w.at("costs", v))
    if v["kind"] == "prototype":
        if set(v) != {"kind", "cost", "power", "toughness"} or not isinstance(v["cost"], str) or \
                not re.fullmatch(r"(\{[^{}]+\})+", v["cost"]) or \
                any(isinstance(v[k], bool) or not isinstance(v[k], int) or v[k] < 0 for k in ("power", "toughness")):
            raise w.error(f"got {v!r}", expected="{kind: prototype, cost: MANA, power: N, toughness: N} (702.160a)")
    if v["kind"] in ("overload", "awaken"):
        if not isinstance(v.get("spell"), dict):
            raise w.at("spell", v).error(f"got {v.get('spell')!r}", expected=f"the spell ability cast with {v['kind']}")
        parse_ability({"spell": v["spell"]}, w.at("spell", v), f"<{v['kind']}>", 1)
    if v["kind"] == "alternative":              # 118.9: "you may [cost] rather than pay this spell's mana cost"
        if set(v) - {"kind", "cost", "costs", "if"} or not isinstance(v.get("cost", ""), str) or \
                not re.fullmatch(r"(\{[^{}]+\})*", v.get("cost", "")):
            raise w.error(f"got {v!r}", expected="{kind: alternative, cost: MANA (or ''), costs: [...], if: CONDITION}")
        out["cost"] = v.get("cost", "")
        out["costs"] = validate_costs(v.get("costs") or [], w.at("costs", v))
        if "if" in v:
            parse_game_condition(v["if"], w.at("if", v))
    if v["kind"] == "from_zones":               # 601.3: the zones the card may be cast from
        if set(v) - {"kind", "zones", "if"} or not v.get("zones") or \
                not all(z in ("graveyard", "exile") for z in v.get("zones") or ()):
            raise w.error(f"got {v!r}", expected="{kind: from_zones, zones: [graveyard|exile], if: CONDITION}")
        if "if" in v:
            parse_game_condition(v["if"], w.at("if", v))
    if v["kind"] == "additional_cost":          # 601.2b, 601.2f-h: a permanent spell's additional cost
        if ("costs" in v) == ("sacrifice" in v) or set(v) - {"kind", "costs", "sacrifice"}:
            raise w.error(f"got {v!r}", expected="{kind: additional_cost, costs: [...]} or {kind: additional_cost, "
                          "sacrifice: FILTER}")
        if "costs" in v:
            out["costs"] = validate_costs(v["costs"], w.at("costs", v))
        else:
            parse_filter(v["sacrifice"], w.at("sacrifice", v))
    if v["kind"] == "casualty" and (isinstance(v.get("power"), bool) or not isinstance(v.get("power"), int)
                                    or v["power"] < 0):
        raise w.at("power", v).error(f"got {v.get('power')!r}", expected="a power, 0 or more (702.153a)")
    if v["kind"] == "affinity":
        if "for" not in v:
            raise w.error("affinity without `for`", expected="{kind: affinity, for: FILTER}")
        parse_filter(v["for"], w.at("for", v))
    return out


def _validation_form(r: dict) -> dict:
    """A card's replacement spec with its per-object words filled in, for validation on load."""
    r = dict(r)
    if r.get("redirect_to") == "enchanted":
        r["redirect_to"] = "self"
    return r


def _with_changeling_cda(out: list[Ability], card: str, index: int) -> list[Ability]:
    """702.73a: changeling is a characteristic-defining ability: "This object is every creature
    type." (written as a keyword, as a string or as {keyword: changeling})."""
    if (out[0].kind, out[0].args) == ("kw", ("changeling",)):
        out.append(Ability("static", (card, f"{index}cda"), text="Changeling (702.73a)",
                           effect=EffectDef((Op("add_all_creature_types", (), "4"),), Filter("self"),
                                            True, "This object is every creature type.", ("all",))))
    return out


def parse_ability(spec: Any, where: Place, card: str, index: int) -> list[Ability]:
    """One entry of a card's `abilities:` (docs/cards.md) -> its Ability (plus the CDA that
    changeling implies, 702.73a)."""
    if isinstance(spec, str):
        kind, args = parse_ability_term(spec, where)
        return _with_changeling_cda([Ability(kind, args, text=spec)], card, index)
    if not isinstance(spec, dict) or not spec:
        raise where.error(f"got {spec!r}", expected="a keyword or an ability mapping (docs/cards.md)")
    known = set(STATIC_PARTS) | set(KIND_KEYS) | set(_META) | {"player", "landwalk", "protection",
                                                               "doesnt_untap_if_counter"}
    bad = set(spec) - known
    if bad:
        k = sorted(bad, key=str)[0]
        raise where.at(k, spec).error(f"unknown ability key {k!r}{did_you_mean(k, known)}",
                                      expected="one of " + ", ".join(sorted(set(STATIC_PARTS) | set(KIND_KEYS) | {"text"})))
    text = _text_of(spec)
    uns = _unsupported(spec, where)
    kinds = [k for k in ("spell", "activated", "triggered", "mana", "keyword", "landwalk", "protection") if k in spec]
    statics = [k for k in STATIC_PARTS if k in spec]
    if len(kinds) > 1 or (kinds and statics):
        raise where.error(f"one ability with {' and '.join(kinds + statics)}",
                          expected="one ability kind per entry (a static ability may combine static parts)")
    if kinds and kinds[0] in ("mana", "keyword", "landwalk", "protection"):
        kind, args = parse_ability_term({kinds[0]: spec[kinds[0]]}, where)
        return _with_changeling_cda([Ability(kind, args, text=text, unsupported=uns)], card, index)
    if kinds:
        kind = kinds[0]
        body = spec[kind]
        w = where.at(kind, spec)
        if isinstance(body, str):                 # known kind, rules not given: not executable
            return [Ability(kind, (card, index), text=body, unsupported=uns or (body,))]
        if not isinstance(body, dict):
            raise w.error(f"got {body!r}", expected=f"a {kind} ability mapping (docs/cards.md) or its text")
        block = this_ability_named(_normalize_block(body, w), kind, card, index)
        if "activate_if" in block:              # 602.5b "Activate only if ..." (docs/game.md conditions)
            parse_game_condition(block["activate_if"], w.at("activate_if", body))
        tspec = parse_target_spec(block.get("targets") or [], w.at("targets", body))
        if "unsupported" in body:
            uns = uns + _unsupported(body, w)
        return [Ability(kind, (card, index), text=text, parts={"spec": block, "targets": tspec}, unsupported=uns)]
    if statics:
        effect = None
        if "static" in spec or "cda" in spec:
            k = "static" if "static" in spec else "cda"
            body = spec[k]
            if isinstance(body, str):
                return [Ability("static", (card, index), text=body, unsupported=uns or (body,))]
            effect = parse_effect(body, where.at(k, spec), cda=(k == "cda"))
            text = text or effect.text
        parts = _static_parts(spec, where, card, index)
        return [Ability("static", (card, index), text=text, effect=effect, parts=parts, unsupported=uns)]
    if "unsupported" in spec:
        return [Ability("other", (card, index), text=text or " ".join(uns), unsupported=uns)]
    # {text: "..."} alone: Oracle text to compile (pyengine.cards.compile); what it can't say is unsupported
    compiled = compile_text(text, card)
    if compiled is not None:
        return parse_ability({**compiled, "text": text}, where, card, index)
    clause = strip_reminder(text)
    return [Ability("other", (card, index), text=text, unsupported=(clause or text,))]


# ---------------------------------------------------------------- printed characteristics
_CARD_KEYS = {"name", "mana_cost", "colors", "color_indicator", "supertypes", "types", "subtypes",
              "power", "toughness", "loyalty", "defense", "oracle", "abilities", "type_line", "notes",
              "rulings", "mana_value", "override", "color_identity", "back", "layout", "faces"}
_MOVED_KEYS = {"spell": "a {spell: {...}} entry in `abilities:`",
               "targets": "`targets:` inside the spell ability ({spell: {targets: [...]}}) or the ability that targets"}




def colors_of_cost(cost: str) -> tuple[str, ...]:
    found = []
    for sym in re.findall(r"\{([^}]*)\}", cost):
        for part in sym.upper().split("/"):
            c = COLOR_LETTERS.get(part)
            if c and c not in found:
                found.append(c)
    return tuple(c for c in COLORS if c in found)


def _pt_value(v: Any, w: Place) -> tuple[int | None, bool]:
    if v is None:
        return None, False
    if isinstance(v, bool):
        raise w.error("got a boolean", expected="an integer or '*'")
    if isinstance(v, int):
        return v, False
    if isinstance(v, str):
        s = v.strip()
        if re.fullmatch(r"[+-]?\d+", s):
            return int(s), False
        if "*" in s:                          # "*", "1+*", "*²": a CDA defines it (604.3)
            m = re.match(r"([0-9]+)\s*\+", s)
            return (int(m.group(1)) if m else 0), True
        if s in ("?", "∞", "X"):
            return 0, True
    raise w.error(f"got {v!r}", expected="an integer or '*'")


def parse_card(spec: Any, where: Place) -> CardDef:
    if not isinstance(spec, dict):
        raise where.error(f"got {describe(spec)}", expected="a card mapping with at least 'name'")
    for k, hint in _MOVED_KEYS.items():
        if k in spec:
            raise where.at(k, spec).error(f"card key {k!r} is now part of an ability", expected=hint)
    unknown = set(spec) - _CARD_KEYS
    if unknown:
        k = sorted(unknown, key=str)[0]
        raise where.at(k, spec).error(f"unknown card key {k!r}{did_you_mean(k, _CARD_KEYS)}", expected="one of " + ", ".join(sorted(_CARD_KEYS)))
    if "name" not in spec:
        raise where.error("card has no name", expected="a 'name' key")
    name = _expect_str(spec["name"], where.at("name", spec), "a card name")
    cost = str(spec.get("mana_cost") or "")
    if "colors" in spec:
        colors = _words(spec["colors"], where.at("colors", spec), parse_color, "colors") if spec["colors"] else ()
    else:
        colors = colors_of_cost(cost)
    ci = None
    if spec.get("color_indicator"):
        ci = _words(spec["color_indicator"], where.at("color_indicator", spec), parse_color, "colors")
        colors = tuple(c for c in COLORS if c in set(colors) | set(ci))
    types = _words(spec.get("types", []), where.at("types", spec), parse_type, "card types") if spec.get("types") else ()
    supertypes = _words(spec.get("supertypes", []), where.at("supertypes", spec), parse_supertype, "supertypes") if spec.get("supertypes") else ()
    subtypes = _words(spec.get("subtypes", []), where.at("subtypes", spec), parse_subtype, "subtypes") if spec.get("subtypes") else ()
    p, ps = _pt_value(spec.get("power"), where.at("power", spec))
    t, ts = _pt_value(spec.get("toughness"), where.at("toughness", spec))
    abilities: list[Ability] = []
    positions: list[int] = []               # the entry each ability comes from (1, 2, ...)
    raw_abs = spec.get("abilities") or []
    aw = where.at("abilities", spec)
    for i, a in enumerate(_expect_list(raw_abs, aw, "abilities")):
        got = parse_ability(a, aw.at(i, raw_abs), name, i + 1)
        abilities.extend(got)
        positions.extend([i + 1] * len(got))
    oracle = str(spec.get("oracle", "") or "")
    if not raw_abs and strip_reminder(oracle):
        # Oracle text with no abilities written: the Oracle compiler says each ability, or keeps it
        # as unsupported; a compiled ability the model rejects is kept as unsupported too
        ow = where.at("oracle", spec)
        for i, a in enumerate(compile_abilities(oracle, name, [str(t) for t in spec.get("types") or []],
                                                str(spec.get("mana_cost") or ""))):
            try:
                got = parse_ability(a, ow, name, i + 1)
            except ScenarioError:
                txt = str(a.get("text") if isinstance(a, dict) else a)
                got = [Ability("other", (name, i + 1), text=txt, unsupported=(strip_reminder(txt) or txt,))]
            abilities.extend(got)
            positions.extend([i + 1] * len(got))
    abilities = _with_oracle_texts(abilities, str(spec.get("oracle", "") or ""))
    abilities = _with_own_grants(abilities, positions, where.at("abilities", spec))
    for k in ("loyalty", "defense"):
        if k in spec and spec[k] is not None and (not isinstance(spec[k], int) or isinstance(spec[k], bool)):
            raise where.at(k, spec).error(f"got {spec[k]!r}", expected="an integer")
    mv = spec.get("mana_value")
    if mv is None:
        mv = mana_value_of(cost)
    extra = {k: spec[k] for k in ("rulings", "notes") if k in spec}
    if "color_identity" in spec:    # 903.4: from the card data (its color indicators included)
        extra["color_identity"] = _words(spec["color_identity"], where.at("color_identity", spec), parse_color,
                                         "colors") if spec["color_identity"] else ()
    if "override" in spec:      # a hand-written definition kept because it says more than the compiler
        extra["override"] = _expect_str(spec["override"], where.at("override", spec), "a one-line reason")
    card = CardDef(name=name, mana_cost=cost, mana_value=int(mv), colors=tuple(colors),
                   color_indicator=ci, supertypes=tuple(supertypes), types=tuple(types),
                   subtypes=tuple(subtypes), power=p, toughness=t, power_star=ps, toughness_star=ts,
                   loyalty=spec.get("loyalty"), defense=spec.get("defense"),
                   oracle_text=str(spec.get("oracle", "") or ""), abilities=tuple(abilities), extra=extra)
    if spec.get("back") is not None:
        # 712.8: a transforming double-faced card (or token, 111.10i) written with its back face
        from dataclasses import replace as _replace
        card = _replace(card, back=parse_card(spec["back"], where.at("back", spec)))
    if spec.get("layout") is not None or spec.get("faces") is not None:
        card = _with_faces(card, spec, where)
    return card


def _with_faces(card: CardDef, spec: dict, where: Place) -> CardDef:
    """`layout: adventure` with `faces: [<its Adventure>]` (715.2), `layout: modal_dfc` with
    `faces: [<its back face>]` (712.3), `layout: split` with `faces: [<left half>, <right half>]`
    (709.1; the card is then its halves combined, 709.4): each face a card mapping of its own."""
    layout, faces = spec.get("layout"), spec.get("faces")
    if layout not in CHOOSING:
        raise where.at("layout", spec).error(f"got {layout!r}", expected="one of " + ", ".join(CHOOSING))
    n = 2 if layout in ("split", "aftermath") else 1
    if not isinstance(faces, list) or len(faces) != n or not all(isinstance(f, dict) for f in faces):
        raise where.at("faces", spec).error(f"got {faces!r}", expected=f"a list of {n} card mapping(s) for layout {layout}")
    got = [parse_card(f, where.at("faces", spec).at(i, faces)) for i, f in enumerate(faces)]
    if layout in ("split", "aftermath"):
        return split_card(card.name, got, dict(card.extra), str(layout))
    if layout == "adventure" and not ("Adventure" in got[0].subtypes and {"instant", "sorcery"} & set(got[0].types)):
        raise where.at("faces", spec).error(f"{got[0].name} is no Adventure", expected="an instant or sorcery "
                                                                                     "with the subtype Adventure (715.2)")
    return replace(card, layout=str(layout), faces=tuple(got))


def _with_own_grants(abilities: list[Ability], positions: list[int], where: Place) -> list[Ability]:
    """A level static ability's `add_abilities: [{ability: N}]` (711.2: the abilities printed in
    a leveler's striation; 716.2a: those under a class level bar) names the card's own abilities
    by their entry: each becomes that ability's identity, and those abilities are `gated` (the
    object has them only while the static ability grants them, not among its printed ones). An
    entry the engine can't execute stays listed (reported unsupported) but isn't granted."""
    if not any(op.kind == "add_abilities" and any(t[0] == "own" for t in op.args)
               for a in abilities if a.effect is not None for op in a.effect.ops):
        return abilities
    gated: set[int] = set()
    out = []
    for a in abilities:
        if a.effect is None or not any(op.kind == "add_abilities" for op in a.effect.ops):
            out.append(a)
            continue
        ops = []
        for op in a.effect.ops:
            if op.kind != "add_abilities":
                ops.append(op)
                continue
            terms = []
            for t in op.args:
                if t[0] != "own":
                    terms.append(t)
                    continue
                n = t[1][0]
                idx = [i for i, p in enumerate(positions) if p == n]
                if not idx:
                    raise where.error(f"add_abilities names ability {n}, which the card doesn't have",
                                      expected=f"a position from 1 to {max(positions, default=0)}")
                for i in idx:
                    gated.add(i)
                    g = abilities[i]
                    if g.kind != "other":
                        terms.append((g.kind, g.args))
            ops.append(replace(op, args=tuple(terms)))
        out.append(replace(a, effect=replace(a.effect, ops=tuple(ops))))
    return [replace(a, gated=True) if i in gated else a for i, a in enumerate(out)]


def _with_oracle_texts(abilities: list[Ability], oracle: str) -> list[Ability]:
    """Give abilities written without text the Oracle line they stand for (same position when the
    Oracle text has one line per listed ability, the whole text for a single ability)."""
    lines = [ln.strip() for ln in oracle.splitlines() if ln.strip()]
    listed = [a for a in abilities if not str(a.args[1] if len(a.args) == 2 else "").endswith("cda")]
    out = []
    for a in abilities:
        if not a.text and a in listed:
            idx = listed.index(a)
            if len(lines) == len(listed):
                a = replace(a, text=lines[idx])
            elif len(listed) == 1 and lines:
                a = replace(a, text=" ".join(lines))
        out.append(a)
    return out


# ---------------------------------------------------------------- looking abilities up
def ability_table(cards) -> dict[tuple[str, str], Ability]:
    """(card name, position) -> Ability, for the abilities objects have by their ability terms
    (an object may have another card's abilities: copy effects, 'has all abilities of')."""
    out: dict[tuple[str, str], Ability] = {}
    for c in cards:
        for a in c.abilities:
            if len(a.args) == 2 and isinstance(a.args[0], str) and a.args[0] == c.key:
                out[(c.key, str(a.args[1]))] = a
    return out


def registered(cards: dict[str, CardDef], card: CardDef) -> CardDef:
    """The card as a game's card table (key -> CardDef) holds it, added if new. A card named like
    a different card already there (two tokens named "Rat", one with "This token can't block.")
    gets a key of its own ("Rat#2"), so each object's ability terms name its own abilities."""
    key, i = card.key, 1
    while True:
        have = cards.get(key)
        cand = card if key == card.key else replace(
            card, abilities=tuple(_rekeyed(a, key) if len(a.args) == 2 and a.args[0] == card.key
                                  else a for a in card.abilities),
            extra={**card.extra, "key": key})
        if have is None:
            cards[key] = cand
            return cand
        if have == cand:
            return have
        i += 1
        key = f"{card.name}#{i}"


def _rekeyed(a: Ability, key: str) -> Ability:
    """The ability under another card key, its "this ability" copy exceptions (707.9a) too."""
    spec = (a.parts or {}).get("spec")
    if isinstance(spec, dict) and a.kind in ("spell", "activated", "triggered"):
        return replace(a, args=(key, a.args[1]),
                       parts={**a.parts, "spec": this_ability_named(spec, a.kind, key, a.args[1])})
    return replace(a, args=(key, a.args[1]))


_GRANTED: dict[str, Ability] = {}


def granted_ability(text: str) -> Ability:
    """An ability granted by an effect and written as its text (add_abilities: [{text: ...}]),
    compiled like a card's ability text."""
    a = _GRANTED.get(text)
    if a is None:
        spec = _keyword_trigger(text) or {"text": text}
        a = parse_ability(spec, Place("<granted ability>", ""), "granted:" + text, 0)[0]
        _GRANTED[text] = a
    return a


def _keyword_trigger(text: str) -> dict | None:
    """The triggered ability a keyword with a cost is ("Ward {2}": 702.21a), granted as its text:
    the keyword itself is granted as a keyword besides (pyengine.layers.facts.face_down_abilities)."""
    from pyengine.cards.oracle import compile_ability
    got = compile_ability(text, "<granted ability>")
    if got and len(got) == 2 and isinstance(got[0], str) and isinstance(got[1], dict) \
            and (got[1].get("triggered") or {}).get(got[0]):
        return got[1]
    return None


def ability_of_term(kind: str, args: tuple, table: dict[tuple[str, str], Ability]) -> Ability | None:
    """The Ability behind an ability term of an object's characteristics (None for keywords)."""
    if len(args) != 2 or not isinstance(args[0], str):
        return None
    if args[0].startswith("granted:"):
        return granted_ability(args[0][len("granted:"):])
    return table.get((args[0], str(args[1])))
