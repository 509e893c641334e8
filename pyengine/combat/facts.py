"""Facts describing a board for the combat programs: layer-evaluated characteristics, who can be
attacked (508.1b), and the combat rules in force (pyengine.combat.rules) as ASP facts."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import clingo

from pyengine.cards.abilities import protection_parts
from pyengine.cards.card import mana_value_of
from pyengine.cards.parse import Place, subtype_lists
from pyengine.layers.characteristics import Characteristics
from pyengine.cards.combat_rules import BY_KINDS, WHAT_KINDS
from pyengine.combat.rules import ActiveRule, active_rules
from pyengine.errors import ScenarioError
from pyengine.layers.driver import evaluate
from pyengine.model import Scenario

S = clingo.String
F = clingo.Function
N = clingo.Number


_COLOR_COUNT_QUALITIES = ("multicolored", "monocolored", "colorless")


def _kw_term(term: tuple) -> clingo.Symbol | None:
    kind, args = term
    if kind == "kw":
        return F(args[0])
    if kind == "landwalk":
        return F("landwalk", [S(args[0])])
    if kind == "protection":
        what, _spared = protection_parts(args)
        if what[0] == "everything":
            return F("protection", [F("everything")])
        if what[0] in ("color", "type"):
            return F("protection", [F(what[0], [F(what[1])])])
        if what[0] == "player":                               # 702.16k
            return F("protection", [F("player", [S(str(what[1]))])])
        if what[0] == "quality" and str(what[1]).lower() in _COLOR_COUNT_QUALITIES:     # 105.2a-c
            return F("protection", [F(str(what[1]).lower())])
        if what[0] == "quality":   # "protection from Goblins": a creature type (702.16a)
            sub = _creature_type(str(what[1]))
            if sub is not None:
                return F("protection", [F("subtype", [S(sub)])])
    return None


def _creature_type(word: str) -> str | None:
    """'goblins' -> 'Goblin' if it names a creature type, else None (quality not modelled)."""
    types = {t.lower(): t for t in subtype_lists().get("creature", [])}
    w = word.strip().lower()
    for cand in (w, w[:-1] if w.endswith("s") else w, w[:-2] if w.endswith("es") else w):
        if cand in types:
            return types[cand]
    return None


@dataclass
class Board:
    """Layer-evaluated state and rules in force, with the ASP facts describing them."""
    scenario: Scenario
    chars: dict[str, Characteristics]
    rules: list[ActiveRule]
    defending_players: list[str]
    attackable: dict[str, str]           # attackable player/permanent -> its defending player
    facts: list[clingo.Symbol] = field(default_factory=list)

    @property
    def players(self) -> list[str]:
        return [p.id for p in self.scenario.players]


def combat_section(scenario: Scenario) -> dict:
    c = scenario.extra.get("combat") or {}
    if not isinstance(c, dict):
        raise Place(scenario.file, "combat").error(f"got {c!r}", expected="a mapping")
    return c


def build_board(scenario: Scenario, chars: dict[str, Characteristics] | None = None) -> Board:
    """The board's facts; `chars`: the characteristics after the layer system when the caller has
    them (the game loop, whose conditions read the whole game state, 611.3a), else evaluated here."""
    chars = evaluate(scenario) if chars is None else chars
    combat = combat_section(scenario)
    where = Place(scenario.file, "combat")
    pids = [p.id for p in scenario.players]
    active = scenario.active_player
    if "defending_players" in combat:
        dp = combat["defending_players"]
        if not isinstance(dp, list) or any(str(x) not in pids or str(x) == active for x in dp):
            raise where.at("defending_players", combat).error(
                f"got {dp!r}", expected="a list of players other than the active player")
        defending = sorted(str(x) for x in dp)
    else:
        defending = sorted(p for p in pids if p != active)  # 802: attack multiple players
    objs = {o.id: o for o in scenario.objects}
    attackable = {p: p for p in defending}
    facts: list[clingo.Symbol] = [F("player", [S(p)]) for p in pids] + [F("active", [S(active)])]
    for oid in sorted(o.id for o in scenario.objects if o.phased_out and o.zone == "battlefield" and o.id not in chars):
        facts.append(F("phased_out", [S(oid)]))
    for oid in sorted(chars):
        c = chars[oid]
        if c.zone != "battlefield" or oid not in objs:
            continue
        if objs[oid].phased_out:   # 702.26b: treated as though it doesn't exist
            facts.append(F("phased_out", [S(oid)]))
            continue
        o = objs[oid]
        so = S(oid)
        facts += [F("permanent", [so]), F("controls", [S(c.controller), so])]
        for t in c.types:
            facts.append(F("type", [so, F(t)]))
        for col in c.colors:
            facts.append(F("color", [so, F(col)]))
        if "creature" in c.types:
            facts.append(F("creature", [so]))
            for st in c.subtypes:
                facts.append(F("subtype", [so, S(st)]))
            if c.power is not None:
                facts.append(F("power", [so, N(c.power)]))
        if "battle" in c.types:
            facts.append(F("battle", [so]))
            prot = o.chosen.get("protector")
            if prot is None:
                others = [p for p in pids if p != c.controller]
                prot = others[0] if len(others) == 1 else None
            if prot in defending:
                attackable[oid] = str(prot)
        if "planeswalker" in c.types and c.controller in defending:
            attackable[oid] = c.controller
        if "land" in c.types:
            for st in c.subtypes:
                facts.append(F("land_subtype", [S(c.controller), S(st)]))
        if o.tapped:
            facts.append(F("tapped", [so]))
        if o.summoning_sick:
            facts.append(F("sick", [so]))
        extra = 0
        for term in c.ability_terms:
            kt = _kw_term(term)
            if kt is not None:
                facts.append(F("has", [so, kt]))
            if term == ("kw", ("can_block_additional",)):
                extra += 1
            if term == ("kw", ("can_block_any_number",)):
                facts.append(F("any_number", [so]))
        if extra:
            facts.append(F("extra_blocks", [so, N(extra)]))
    for d, p in sorted(attackable.items()):
        facts.append(F("attackable", [S(d), S(p)]))
    facts += _mana_facts(combat, where, pids)
    rules = active_rules(scenario, chars)
    board = Board(scenario, chars, rules, defending, attackable)
    facts += _rule_facts(board)
    board.facts = sorted(set(facts))
    return board


def _mana_facts(combat: dict, where: Place, pids: list[str]) -> list[clingo.Symbol]:
    """`combat: mana: {player: N}`: the most mana each player can spend on costs to attack or
    block (508.1h, 509.1d); a player not listed is not limited."""
    if "mana" not in combat:
        return []
    m = combat["mana"]
    w = where.at("mana", combat)
    if not isinstance(m, dict):
        raise w.error(f"got {m!r}", expected="a mapping {player: amount of mana}")
    out = []
    for p, n in m.items():
        if str(p) not in pids:
            raise w.error(f"unknown player {p!r}", expected="a player id")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise w.at(p, m).error(f"got {n!r}", expected="a non-negative number of mana")
        out.append(F("mana_available", [S(str(p)), N(n)]))
    return out


def _rule_facts(board: Board) -> list[clingo.Symbol]:
    out: list[clingo.Symbol] = []
    pids = set(board.players)
    for ar in board.rules:
        r, src = ar.rule, S(ar.source)

        def player(name: str) -> clingo.Symbol:
            v = r.param(name)
            p = ar.controller if v == "controller" else v
            if p not in pids:
                raise ScenarioError(f"{r.kind}: unknown player {v!r}", file=board.scenario.file,
                                    place="combat", expected="'controller' or a player id")
            return S(p)

        k = r.kind
        if k in ("max_attackers", "max_blocks_total"):
            out.append(F(k, [N(r.param("n")), src]))
            continue
        if k in BY_KINDS:
            for oid in ar.by:
                out.append(F("by_match", [src, S(oid)]))
        if k == "bands_with_other":      # 702.22c: each instance its own [quality]
            q = F("quality", [src, N(len(out))])
            out += [F("bands_with_other", [S(oid), q]) for oid in ar.objects]
            out += [F("quality_match", [q, S(oid)]) for oid in ar.what]
            continue
        if k in WHAT_KINDS:
            for oid in ar.what:
                out.append(F("what_match", [src, S(oid)]))
        for oid in ar.objects:
            o = S(oid)
            if k in ("cant_attack", "cant_attack_alone", "attack_despite_defender", "cant_attack_unless_greater", "must_attack",
                     "cant_block", "cant_block_alone", "cant_block_unless_greater", "cant_be_blocked",
                     "must_block", "lure", "lure_by", "must_be_blocked", "must_be_blocked_by", "cant_be_blocked_by",
                     "cant_be_blocked_by_greater_power",
                     "cant_block_attackers", "cant_attack_unless_defender_controls",
                     "cant_be_blocked_if_defender_controls"):
                out.append(F(k, [o, src]))
            elif k in ("cant_attack_player", "must_attack_player", "cant_attack_player_or_planeswalkers"):
                out.append(F(k, [o, player("player"), src]))
            elif k == "cant_attack_unless_controls":
                out.append(F(k, [o, S(r.param("subtype")), src]))
            elif k in ("attack_cost", "attack_cost_player_or_planeswalkers"):
                out.append(F(k, [o, player("player"), S(r.param("cost")), src]))
                out.append(F("cost_value", [S(r.param("cost")), N(mana_value_of(r.param("cost")))]))
            elif k == "goad":
                out.append(F("goaded", [o, player("by")]))   # 701.38d: once per goading player
            elif k == "block_only_with":
                out.append(F(k, [o, _kw_term(r.param("keyword")), src]))
            elif k in ("min_blockers", "max_blockers"):
                out.append(F(k, [o, N(r.param("n")), src]))
            elif k == "block_cost":
                out.append(F(k, [o, S(r.param("cost")), src]))
                out.append(F("cost_value", [S(r.param("cost")), N(mana_value_of(r.param("cost")))]))
            elif k == "cant_be_blocked_by_power_below_source":
                if ar.origin is None:
                    raise ScenarioError(f"{k}: the rule has no source object to compare powers with",
                                        file=board.scenario.file, place="combat",
                                        expected="an ability of a permanent, or an effect with `source:`")
                out.append(F(k, [o, S(ar.origin), src]))
            elif k == "must_block_attacker":
                out.append(F(k, [o, S(r.param("attacker")), src]))
    return out


def ref_id(v: Any, w: Place, known: set[str], what: str) -> str:
    if isinstance(v, bool) or not isinstance(v, (str, int)):
        raise w.error(f"got {v!r}", expected=what)
    s = str(v)
    if s not in known:
        raise w.error(f"unknown id {s!r}", expected=what)
    return s
