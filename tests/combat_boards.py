"""Random small combat boards for the structural-count property tests (tests/test_combat_counts.py)
and a brute-force oracle: every candidate declaration checked one by one by the combat program."""
from __future__ import annotations

import itertools
import random

from pyengine.scenario import load_scenario_text

CARDS = """cards:
  - {name: Bear, types: [creature], subtypes: [Bear], power: 2, toughness: 2}
  - {name: Giant, types: [creature], subtypes: [Giant], power: 3, toughness: 3}
  - {name: Drake, types: [creature], subtypes: [Drake], power: 2, toughness: 2, abilities: [flying]}
  - {name: Spider, types: [creature], subtypes: [Spider], power: 1, toughness: 4, abilities: [reach]}
  - {name: Brute, types: [creature], subtypes: [Goblin], power: 3, toughness: 2, abilities: [menace]}
  - {name: Eldrazi Drone, types: [creature], subtypes: [Eldrazi, Drone], power: 1, toughness: 1}
"""

ATTACKERS = ["Bear", "Giant", "Drake", "Brute"]
BLOCKERS = ["Bear", "Giant", "Spider", "Eldrazi Drone", "Night Market Guard", "Palace Guard"]


def random_block_board(seed: int, max_att: int = 3, max_blk: int = 3) -> str:
    r = random.Random(seed)
    att = [f"a{i + 1}" for i in range(r.randint(1, max_att))]
    blk = [f"b{i + 1}" for i in range(r.randint(1, max_blk))]
    defenders = ["bob", "carol"] if r.random() < 0.3 else ["bob"]
    lines = [f"players: [alice, {', '.join(defenders)}]", "active_player: alice", CARDS, "battlefield:"]
    for a in att:
        lines.append(f"  - {{id: {a}, card: {r.choice(ATTACKERS)}, controller: alice}}")
    for b in blk:
        lines.append(f'  - {{id: {b}, card: "{r.choice(BLOCKERS)}", controller: {r.choice(defenders)}}}')
    eff = []
    for _ in range(r.randint(0, 4)):
        a, b = r.choice(att), r.choice(blk)
        eff.append(r.choice([
            f"{{kind: lure, objects: [{a}]}}",
            f"{{kind: must_be_blocked, objects: [{a}]}}",
            f"{{kind: must_block, objects: [{b}]}}",
            f"{{kind: must_block_attacker, objects: [{b}], attacker: {a}}}",
            f"{{kind: min_blockers, objects: [{a}], n: {r.randint(2, 3)}}}",
            f"{{kind: max_blockers, objects: [{a}], n: 1}}",
            f"{{kind: cant_block_alone, objects: [{b}]}}",
            f"{{kind: cant_block_unless_greater, objects: [{b}]}}",
            f"{{kind: max_blocks_total, n: {r.randint(1, 2)}, controller: alice}}",
            f"{{kind: block_cost, objects: [{b}], cost: \"{{{r.randint(1, 2)}}}\", controller: alice}}",
            f"{{kind: cant_block, objects: [{b}]}}",
            f"{{kind: cant_be_blocked, objects: [{a}]}}",
            f"{{kind: must_be_blocked_by, objects: [{a}], by: {{subtype: Eldrazi}}}}",
        ]))
    lines.append("combat:")
    lines.append("  attackers: {" + ", ".join(f"{a}: {r.choice(defenders)}" for a in att) + "}")
    if r.random() < 0.4:
        lines.append(f"  mana: {{{r.choice(defenders)}: {r.randint(0, 3)}}}")
    if eff:
        lines.append("  effects:")
        lines += [f"    - {e}" for e in eff]
    return "\n".join(lines) + "\n"


def random_attack_board(seed: int, max_att: int = 4) -> str:
    r = random.Random(seed)
    players = ["alice", "bob"] + (["carol"] if r.random() < 0.4 else [])
    att = [f"a{i + 1}" for i in range(r.randint(1, max_att))]
    lines = [f"players: [{', '.join(players)}]", "active_player: alice", CARDS, "battlefield:"]
    for a in att:
        lines.append(f"  - {{id: {a}, card: {r.choice(ATTACKERS + ['Spider'])}, controller: alice}}")
    eff = []
    for _ in range(r.randint(0, 4)):
        a = r.choice(att)
        p = r.choice(players[1:])
        eff.append(r.choice([
            f"{{kind: must_attack, objects: [{a}]}}",
            f"{{kind: must_attack_player, objects: [{a}], player: {p}}}",
            f"{{kind: goad, objects: [{a}], by: {p}}}",
            f"{{kind: cant_attack_alone, objects: [{a}]}}",
            f"{{kind: cant_attack_unless_greater, objects: [{a}]}}",
            f"{{kind: max_attackers, n: {r.randint(1, 2)}, controller: {p}}}",
            f"{{kind: attack_cost, affects: creatures, player: {p}, cost: \"{{{r.randint(1, 2)}}}\", controller: {p}}}",
            f"{{kind: cant_attack_player, objects: [{a}], player: {p}, controller: {p}}}",
            f"{{kind: cant_attack, objects: [{a}]}}",
        ]))
    body = []
    if r.random() < 0.5:
        body.append(f"  mana: {{alice: {r.randint(0, 4)}}}")
    if eff:
        body.append("  effects:")
        body += [f"    - {e}" for e in eff]
    if body:
        lines += ["combat:"] + body
    return "\n".join(lines) + "\n"


def scenario(text: str, name: str = "<random board>"):
    return load_scenario_text(text, name)


def brute_force(q) -> dict:
    """Every candidate declaration (each unit: any choice at all, legal or not), checked by the
    combat program one at a time: counts of legal, restriction-abiding and maximal declarations,
    and for each pair the number of legal declarations containing it."""
    from pyengine.combat.declare import AttackQuery
    units = sorted({u for (u, _) in _all_pairs(q)})
    seconds = sorted({x for (_, x) in _all_pairs(q)})
    if isinstance(q, AttackQuery):
        choices = [[None] + seconds for _ in units]
    else:
        subsets = [c for k in range(len(seconds) + 1) for c in itertools.combinations(seconds, k)]
        choices = [subsets for _ in units]
    rows = []
    for combo in itertools.product(*choices):
        decl: dict = {}
        for u, c in zip(units, combo):
            if c is None or c == ():
                continue
            decl[u] = c if isinstance(c, str) else list(c)
        r = q.check(decl)
        restr_ok = all(v.rule in ("508.1d", "509.1c") for v in r.violations)
        rows.append((decl, r.legal, restr_ok, len(r.obeyed), bool(r.costs)))
    top = max((o for _, legal, _, o, _ in rows if legal), default=0)
    pair_counts: dict = {}
    for decl, legal, _, _, _ in rows:
        if legal:
            for u, c in decl.items():
                for x in ([c] if isinstance(c, str) else c):
                    pair_counts[(u, x)] = pair_counts.get((u, x), 0) + 1
    free_max = max((o for _, _, ok, o, paid in rows if ok and not paid), default=0)
    return {"legal": sum(1 for row in rows if row[1]), "restrictions_only": sum(1 for row in rows if row[2]),
            "maximal": sum(1 for _, legal, _, o, _ in rows if legal and o == top), "maximum": free_max,
            "pair_counts": pair_counts}


def _all_pairs(q) -> list[tuple[str, str]]:
    """Candidate pairs: creatures that could choose (able to attack / control a creature of a
    defending player) with what they could choose, before any restriction."""
    from pyengine.combat.declare import AttackQuery
    b = q.board
    chars = b.chars
    creatures = [o for o, c in chars.items() if c.zone == "battlefield" and "creature" in c.types]
    if isinstance(q, AttackQuery):
        mine = [o for o in creatures if chars[o].controller == b.scenario.active_player]
        return [(o, d) for o in mine for d in b.attackable]
    return [(o, a) for o in creatures if chars[o].controller in b.defending_players for a in q.attackers]
