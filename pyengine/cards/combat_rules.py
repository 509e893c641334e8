"""The language of combat rules on cards and effects (CR 508.1c-d, 509.1b-c): restrictions,
requirements and costs, as a static ability's `combat:` part (docs/cards.md, docs/combat.md).
Which rules are in force, and for which objects, is pyengine.combat.rules."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pyengine.cards.parse import Place, parse_ability_term, parse_filter, _expect_list, _expect_str
from pyengine.model import Filter

# kind -> (declaration it constrains, "restriction" | "requirement" | "cost" | "permission", parameters)
# Parameter types: "player" ('controller' = the source's controller, or a player id), "int",
# "cost" (mana cost text), "subtype", "keyword", "filter", "object".
KINDS: dict[str, tuple[str, str, dict[str, str]]] = {
    "cant_attack": ("attack", "restriction", {}),
    "cant_attack_alone": ("attack", "restriction", {}),
    "cant_attack_player": ("attack", "restriction", {"player": "player"}),
    # "can't attack you or planeswalkers you control": that player, or a planeswalker they control
    "cant_attack_player_or_planeswalkers": ("attack", "restriction", {"player": "player"}),
    "cant_attack_unless_greater": ("attack", "restriction", {}),
    "cant_attack_unless_controls": ("attack", "restriction", {"subtype": "subtype"}),
    # 508.1c: "can't attack unless defending player controls a blue permanent" (`what`: the
    # permanents, a filter seen from the rule's source)
    "cant_attack_unless_defender_controls": ("attack", "restriction", {"what": "filter"}),
    "max_attackers": ("attack", "restriction", {"n": "int"}),
    "attack_cost": ("attack", "cost", {"player": "player", "cost": "cost"}),
    # 508.1d, 508.1h: "can't attack you or planeswalkers you control unless their controller pays"
    "attack_cost_player_or_planeswalkers": ("attack", "cost", {"player": "player", "cost": "cost"}),
    "attack_despite_defender": ("attack", "permission", {}),     # 702.3b: "as though it didn't have defender"
    "must_attack": ("attack", "requirement", {}),
    "must_attack_player": ("attack", "requirement", {"player": "player"}),
    "goad": ("attack", "requirement", {"by": "player"}),
    "cant_block": ("block", "restriction", {}),
    "cant_block_alone": ("block", "restriction", {}),
    "cant_block_unless_greater": ("block", "restriction", {}),
    "block_only_with": ("block", "restriction", {"keyword": "keyword"}),
    "cant_be_blocked": ("block", "restriction", {}),
    "cant_be_blocked_by": ("block", "restriction", {"by": "filter"}),
    # 509.1b: "can't be blocked as long as defending player controls an artifact"
    "cant_be_blocked_if_defender_controls": ("block", "restriction", {"what": "filter"}),
    "cant_be_blocked_by_power_below_source": ("block", "restriction", {}),
    # 509.1b: "can't be blocked by creatures with greater power" (than the attacking creature's own)
    "cant_be_blocked_by_greater_power": ("block", "restriction", {}),
    "cant_block_attackers": ("block", "restriction", {"by": "filter"}),
    "min_blockers": ("block", "restriction", {"n": "int"}),
    "max_blockers": ("block", "restriction", {"n": "int"}),
    "max_blocks_total": ("block", "restriction", {"n": "int"}),
    "block_cost": ("block", "cost", {"cost": "cost"}),
    "damage_as_though_unblocked": ("damage", "permission", {}),   # 510.1c (combat_damage.lp, game combat)
    "no_combat_damage": ("damage", "restriction", {}),            # 510.1a: "assigns no combat damage"
    # 510.1a: "assigns combat damage equal to its toughness rather than its power" (always, or only
    # while its toughness is greater than its power)
    "damage_by_toughness": ("damage", "permission", {}),
    "damage_by_toughness_if_greater": ("damage", "permission", {}),
    "must_block": ("block", "requirement", {}),
    "must_block_attacker": ("block", "requirement", {"attacker": "object"}),
    "lure": ("block", "requirement", {}),
    "lure_by": ("block", "requirement", {"by": "filter"}),
    "must_be_blocked": ("block", "requirement", {}),
    "must_be_blocked_by": ("block", "requirement", {"by": "filter"}),
    # 702.22c: "bands with other [quality]" (`what`: the [quality] creatures; combat_attack.lp bands,
    # 702.22j-k damage division)
    "bands_with_other": ("attack", "permission", {"what": "filter"}),
}
GLOBAL_KINDS = {"max_attackers", "max_blocks_total"}   # not about particular objects
# kinds with a `by` filter naming the other side of the block (by_match/2 in combat_block.lp)
BY_KINDS = ("must_be_blocked_by", "cant_be_blocked_by", "cant_block_attackers", "lure_by")
# kinds with a `what` filter naming permanents of the defending player (what_match/2)
WHAT_KINDS = ("cant_attack_unless_defender_controls", "cant_be_blocked_if_defender_controls", "bands_with_other")
AFFECTS_WORDS = ("self", "enchanted", "equipped", "creatures")


@dataclass(frozen=True)
class CombatRule:
    """One restriction, requirement or cost, before it is applied to objects."""
    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    affects: str | Filter = "self"      # a word of AFFECTS_WORDS or a filter
    objects: tuple[str, ...] | None = None  # locked set (611.2c) for effects of resolved spells
    text: str = ""
    functions_in: tuple[str, ...] = ("battlefield",)  # 114.4: an emblem's rule functions in the command zone
    while_counters: tuple[str, int] | None = None  # "as long as it has a +1/+1 counter on it" (unleash,
                                                   # 702.98a): the rule exists only while its source has
                                                   # at least that many counters of that kind

    def param(self, name: str) -> Any:
        return dict(self.params).get(name)


def parse_rule(spec: Any, where: Place, allow_objects: bool = False) -> CombatRule:
    if not isinstance(spec, dict) or "kind" not in spec:
        raise where.error(f"got {spec!r}", expected="a mapping with 'kind' (one of " + ", ".join(sorted(KINDS)) + ")")
    kind = _expect_str(spec["kind"], where.at("kind", spec), "a combat rule kind")
    if kind not in KINDS:
        raise where.at("kind", spec).error(f"unknown combat rule kind {kind!r}",
                                           expected="one of " + ", ".join(sorted(KINDS)))
    _, _, pspec = KINDS[kind]
    meta = {"kind", "affects", "text", "while", "functions_in"} | ({"objects", "id", "source", "controller"} if allow_objects else set())
    bad = set(spec) - meta - set(pspec)
    if bad:
        k = sorted(bad, key=str)[0]
        raise where.at(k, spec).error(f"unknown key {k!r} for {kind}",
                                      expected="one of " + ", ".join(sorted(meta | set(pspec))))
    params = []
    for name, typ in sorted(pspec.items()):
        if name not in spec:
            if kind in ("attack_cost", "attack_cost_player_or_planeswalkers") and name == "player" or kind in ("cant_attack_player", "cant_attack_player_or_planeswalkers") and name == "player":
                params.append((name, "controller"))
                continue
            raise where.error(f"{kind} needs '{name}'", expected=f"'{name}: <{typ}>'")
        v, w = spec[name], where.at(name, spec)
        if typ == "int":
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise w.error(f"got {v!r}", expected="a non-negative integer")
        elif typ == "keyword":
            v = parse_ability_term(v, w)
        elif typ == "filter":
            v = parse_filter(v, w)
        else:
            v = _expect_str(str(v) if isinstance(v, int) and not isinstance(v, bool) else v, w)
        params.append((name, v))
    affects: str | Filter = "self"
    if "affects" in spec:
        a = spec["affects"]
        if isinstance(a, str) and a in AFFECTS_WORDS:
            affects = a
        else:
            affects = parse_filter(a, where.at("affects", spec))
    objects = None
    if allow_objects and "objects" in spec:
        ow = where.at("objects", spec)
        objects = tuple(str(x) for x in _expect_list(spec["objects"], ow, "object ids"))
    if allow_objects and objects is None and "affects" not in spec and kind not in GLOBAL_KINDS:
        raise where.error(f"the {kind} effect says neither which objects it applies to nor a filter",
                          expected="'objects: [ids]' or 'affects: <filter>'")
    while_counters = None
    if "while" in spec:
        from pyengine.cards.parse import parse_condition
        conds = parse_condition(spec["while"], where.at("while", spec))
        if len(conds) != 1 or conds[0].kind != "source_counters":
            raise where.at("while", spec).error(f"got {spec['while']!r}",
                                                expected="{source_counters: KIND, at_least: N}")
        while_counters = (str(conds[0].filter.args[0]), int(conds[0].n))
    zones = tuple(str(z) for z in _expect_list(spec.get("functions_in", ["battlefield"]),
                                               where.at("functions_in", spec), "zones"))
    if not set(zones) <= {"battlefield", "command"}:
        raise where.at("functions_in", spec).error(f"got {list(zones)!r}", expected="[battlefield] or [command]")
    return CombatRule(kind, tuple(params), affects, objects, str(spec.get("text", "")), zones, while_counters)
