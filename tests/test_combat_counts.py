"""Exact counts of legal attack and block declarations on boards of any size (CR 506.5, 508.1,
509.1), obtained by structure (pyengine/combat/structure.py) without enumerating them.  Every
expected number is derived by hand from the rules in the docstring; the property tests compare
the structural answer with brute force (every candidate declaration checked by the program)."""
from __future__ import annotations

from math import comb

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.combat import structure
from pyengine.combat.budget import Budget
from pyengine.combat.declare import AttackQuery, BlockQuery
from pyengine.scenario import example_path, load_scenario, load_scenario_text
from combat_boards import brute_force, random_attack_board, random_block_board

CARDS = """cards:
  - {name: Bear, types: [creature], subtypes: [Bear], power: 2, toughness: 2}
  - {name: Giant, types: [creature], subtypes: [Giant], power: 3, toughness: 3}
  - {name: Brute, types: [creature], subtypes: [Goblin], power: 3, toughness: 2, abilities: [menace]}
  - {name: Drake, types: [creature], subtypes: [Drake], power: 2, toughness: 2, abilities: [flying]}
  - name: Silent Arbiter
    mana_cost: "{4}"
    types: [artifact, creature]
    subtypes: [Construct]
    power: 1
    toughness: 5
    abilities:
      - {combat: [{kind: max_attackers, n: 1}], text: No more than one creature can attack each combat.}
      - {combat: [{kind: max_blocks_total, n: 1}], text: No more than one creature can block each combat.}
"""


def board(attackers: list[str], blockers: list[str], combat: str = "", players: str = "[alice, bob]",
          attack: bool = True) -> str:
    """attackers: alice's creatures a1.. (attacking bob when `attack`), blockers: bob's b1..;
    entries are card names, optionally "Card@extra YAML" for more object fields."""
    lines = [f"players: {players}", "active_player: alice", CARDS, "battlefield:"]
    for prefix, ctrl, cards in (("a", "alice", attackers), ("b", "bob", blockers)):
        for i, c in enumerate(cards, 1):
            card, _, extra = c.partition("@")
            lines.append(f'  - {{id: {prefix}{i}, card: "{card}", controller: {ctrl}{", " + extra if extra else ""}}}')
    body = []
    if attack:
        body.append("  attackers: {" + ", ".join(f"a{i}: bob" for i in range(1, len(attackers) + 1)) + "}")
    if combat.strip():
        body.append(combat.rstrip("\n"))
    if body:
        lines += ["combat:"] + body
    return "\n".join(lines) + "\n"


def blocks(*a, **kw) -> BlockQuery:
    return BlockQuery(load_scenario_text(board(*a, **kw), "<test>"))


def attacks(*a, **kw) -> AttackQuery:
    kw.setdefault("attack", False)
    return AttackQuery(load_scenario_text(board(*a, **kw), "<test>"))


# ------------------------------------------------------------------ unrestricted boards
@pytest.mark.parametrize("n,m", [(1, 1), (2, 3), (3, 2), (8, 8), (12, 12), (20, 20)])
def test_unrestricted_blocks_are_n_plus_1_to_the_m(n, m):
    """509.1a: each of m untapped creatures of the defending player blocks one of the n attackers
    or none, and nothing links the blockers: (n+1)^m declarations, all legal (no requirement)."""
    q = blocks(["Bear"] * n, ["Giant"] * m)
    c = q.counts()
    assert c.legal == c.restrictions_only == c.maximal == (n + 1) ** m
    assert c.method == "structure" and "product over" in c.how and c.complete


@pytest.mark.parametrize("n,players", [(1, "[alice, bob]"), (12, "[alice, bob]"), (6, "[alice, bob, carol]")])
def test_unrestricted_attacks(n, players):
    """508.1a-b: each of n untapped, non-sick creatures attacks one of the k defending players or
    doesn't attack: (k+1)^n declarations (802: every opponent may be attacked)."""
    k = players.count(",")
    q = attacks(["Bear"] * n, [], players=players)
    assert q.counts().legal == (k + 1) ** n


def test_big_count_is_a_python_int_in_json(capsys):
    from pyengine.cli.main import main
    import json
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write(board(["Bear"] * 20, ["Giant"] * 20))
    assert main(["blocks", f.name, "--all", "--limit", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["count"] == 21 ** 20 and out["count_complete"] and len(out["declarations"]) == 5


# ------------------------------------------------------------------ menace and blocker counts
@pytest.mark.parametrize("m", [1, 2, 3, 5, 12])
def test_702_111b_menace_alone(m):
    """702.111b: a creature with menace can't be blocked except by two or more creatures.  One
    menace attacker, m potential blockers: every subset of blockers except the m singletons,
    2^m - m declarations."""
    assert blocks(["Brute"], ["Bear"] * m).count() == 2 ** m - m


@pytest.mark.parametrize("m", [2, 3, 12])
def test_702_111b_menace_with_another_attacker(m):
    """A menace attacker and a plain one, m blockers each blocking one attacker or none (509.1a):
    3^m choices minus those where exactly one creature blocks the menace attacker (m ways to
    pick it, 2^(m-1) for the others: none or the plain attacker)."""
    assert blocks(["Brute", "Bear"], ["Bear"] * m).count() == 3 ** m - m * 2 ** (m - 1)


def test_509_1b_min_and_max_blockers():
    """509.1b: "can't be blocked except by three or more" with 4 blockers: 1 + C(4,3) + C(4,4) = 6;
    "can't be blocked by more than one creature" with 4: 1 + 4 = 5."""
    q = blocks(["Bear"], ["Bear"] * 4, "  effects:\n    - {kind: min_blockers, objects: [a1], n: 3}")
    assert q.count() == 1 + comb(4, 3) + comb(4, 4)
    q = blocks(["Bear"], ["Bear"] * 4, "  effects:\n    - {kind: max_blockers, objects: [a1], n: 1}")
    assert q.count() == 5


# ------------------------------------------------------------------ requirements (509.1c)
def test_509_1c_lure_with_a_creature_able_to_block_two():
    """Lure on a1: all creatures able to block it do so (509.1c); b2 can block an additional
    creature (509.1a).  The maximum is 2 (both block a1); b2 may also block a2: 2 legal
    declarations, of 3 x 4 = 12 that break no restriction (b1: none/a1/a2; b2: none, a1, a2,
    a1+a2)."""
    q = blocks(["Bear", "Bear"], ["Bear", "Night Market Guard"],
               "  effects:\n    - {kind: lure, objects: [a1]}")
    c = q.counts()
    assert (c.maximum, c.legal, c.restrictions_only) == (2, 2, 12)
    assert sorted(map(str, q.legal())) == sorted(map(str, [{"b1": ["a1"], "b2": ["a1"]},
                                                         {"b1": ["a1"], "b2": ["a1", "a2"]}]))
    s = q.summary(count=True)
    assert s.every == [("b1", "a1"), ("b2", "a1")] and s.some == [("b1", "a1"), ("b2", "a1"), ("b2", "a2")]
    assert s.pair_counts == {("b1", "a1"): 2, ("b2", "a1"): 2, ("b2", "a2"): 1}


def test_509_1c_lure_big_board():
    """Lure on one of 12 attackers, 12 blockers that can each block one creature: each blocker
    obeys its Lure requirement only by blocking the Lure creature, and all 12 can: the maximum is
    12 and exactly one declaration is legal, out of 13^12 that break no restriction."""
    q = blocks(["Bear"] * 12, ["Giant"] * 12, "  effects:\n    - {kind: lure, objects: [a1]}")
    c = q.counts()
    assert (c.maximum, c.legal, c.restrictions_only) == (12, 1, 13 ** 12)


def test_509_1c_requirement_maximization_couples_two_blockers():
    """509.1c: b1 blocks each combat if able; a1 has menace, a2 doesn't.  The maximum is 1: b1
    blocks a2 (b2 then blocks nothing or a2 -- blocking a1 alone would break menace, 702.111b),
    or b1 and b2 both block a1 (b1 can obey it only together with b2): 3 legal declarations of
    the 3 x 3 - 2 - 2 = 5 that break no restriction (minus b1 alone on a1, b2 alone on a1 (with b1
    none or on a2))."""
    q = blocks(["Brute", "Bear"], ["Bear", "Bear"], "  effects:\n    - {kind: must_block, objects: [b1]}")
    c = q.counts()
    assert (c.maximum, c.legal) == (1, 3)
    assert c.restrictions_only == 9 - 2 - 2
    assert sorted(map(str, q.legal())) == sorted(map(str, [
        {"b1": ["a2"]}, {"b1": ["a2"], "b2": ["a2"]}, {"b1": ["a1"], "b2": ["a1"]}]))


def test_509_1c_every_blocker_must_block_with_a_menace_attacker_among_12():
    """12 attackers, a1 with menace; 12 blockers that each block each combat if able (509.1c):
    the maximum is 12 (everyone blocks, two or more on a1 or none), so the legal declarations
    give each blocker one of 12 attackers with a1 not blocked by exactly one: 12^12 - 12 * 11^11."""
    eff = "  effects:\n" + "".join(f"    - {{kind: must_block, objects: [b{i}]}}\n" for i in range(1, 13))
    q = blocks(["Brute"] + ["Bear"] * 11, ["Giant"] * 12, eff)
    c = q.counts()
    assert c.maximum == 12 and c.legal == 12 ** 12 - 12 * 11 ** 11
    assert "combined over" in c.how


def test_509_1c_must_be_blocked_couples_its_potential_blockers():
    """a1 must be blocked if able (509.1c); 3 blockers, 2 attackers: the maximum is 1, so a1 is
    blocked by at least one of them: 3^3 minus the 2^3 declarations where nobody blocks a1."""
    q = blocks(["Bear", "Bear"], ["Bear"] * 3, "  effects:\n    - {kind: must_be_blocked, objects: [a1]}")
    c = q.counts()
    assert (c.maximum, c.legal, c.restrictions_only) == (1, 27 - 8, 27)


@pytest.mark.parametrize("k", [1, 2, 8])
def test_509_1c_must_be_blocked_attackers_and_a_menace_attacker_12x12(k):
    """12 attackers, a1 with menace, a2..a(k+1) must be blocked if able (509.1c); 12 blockers that
    can each block any one of them.  All k requirements can be obeyed, so the legal declarations
    block each of them at least once, and a1 by zero or two or more (702.111b).  By
    inclusion-exclusion over the set J of must-be-blocked attackers left unblocked, with T(j) =
    (13-j)^12 - 12 (12-j)^11 the declarations avoiding j given attackers and respecting menace:
    sum over j of (-1)^j C(k,j) T(j)."""
    eff = "  effects:\n" + "".join(f"    - {{kind: must_be_blocked, objects: [a{i}]}}\n" for i in range(2, k + 2))
    q = blocks(["Brute"] + ["Bear"] * 11, ["Giant"] * 12, eff)

    def t(j: int) -> int:
        return (13 - j) ** 12 - 12 * (12 - j) ** 11
    c = q.counts()
    assert c.maximum == k
    assert c.legal == sum((-1) ** j * comb(k, j) * t(j) for j in range(k + 1))
    assert c.restrictions_only == t(0)


# ------------------------------------------------------------------ can't block alone, caps
def test_509_1b_cant_block_alone_big_board():
    """Mogg Flunkies can't block alone (509.1b, 506.5).  12 attackers; Flunkies and 11 other
    blockers: 13^12 choices minus the 12 where Flunkies blocks and nobody else does."""
    q = blocks(["Bear"] * 12, ["Mogg Flunkies"] + ["Giant"] * 11)
    assert q.count() == 13 ** 12 - 12


def test_508_1c_cant_attack_alone():
    """Mogg Flunkies can't attack alone (508.1c).  Flunkies and 3 other creatures, one opponent:
    2^4 minus the one declaration where Flunkies attacks alone."""
    q = attacks(["Mogg Flunkies", "Bear", "Bear", "Bear"], [])
    assert q.count() == 2 ** 4 - 1


def test_silent_arbiter_blocks():
    """Silent Arbiter: no more than one creature can block each combat (509.1b).  Bob controls it
    (a potential blocker too): 3 attackers, 3 potential blockers (2 creatures and the Arbiter):
    no block, or one blocker on one attacker: 1 + 3 x 3 = 10."""
    q = blocks(["Bear"] * 3, ["Bear", "Bear", "Silent Arbiter"])
    assert q.count() == 1 + 3 * 3


def test_silent_arbiter_big_board():
    """The same on 12 x 12 (the Arbiter is one of the 12 blockers): 1 + 12 x 12 = 145, among
    13^12 ways to choose blocks."""
    q = blocks(["Bear"] * 12, ["Silent Arbiter"] + ["Giant"] * 11)
    assert q.count() == 145


def test_silent_arbiter_attacks():
    """No more than one creature can attack each combat (508.1c): with 5 of Alice's creatures
    able to attack and two opponents, no attack or one creature attacking one of two players:
    1 + 5 x 2 = 11 (Bob's Arbiter applies to Alice's attack too)."""
    q = attacks(["Bear"] * 5, ["Silent Arbiter"], players="[alice, bob, carol]")
    assert q.count() == 11


def test_509_1b_cant_block_unless_a_greater_one_blocks():
    """Okk can't block unless a creature with greater power also blocks (509.1b).  Okk (5), a
    Giant (3) and two Bears (2) against 2 attackers: 3^4 = 81 choices minus those where Okk blocks
    (2 ways) and no creature with power above 5 blocks -- none has it: 81 - 2 x 27 = 27."""
    q = blocks(["Bear", "Bear"], ["Okk", "Giant", "Bear", "Bear"])
    assert q.count() == 81 - 2 * 27


# ------------------------------------------------------------------ costs (508.1d, 508.1h)
def test_508_1h_propaganda_with_mana_for_two_attacks():
    """Propaganda (Bob): Alice pays {2} for each creature attacking Bob (508.1d, 508.1h); she has 4
    mana, so at most 2 creatures attack: C(4,0) + C(4,1) + C(4,2) = 11 of the 16 declarations."""
    q = attacks(["Bear"] * 4, ["Propaganda"], "  mana: {alice: 4}")
    assert q.count() == 1 + 4 + 6
    r = q.check({"a1": "bob", "a2": "bob", "a3": "bob"})
    assert not r.legal and [v.rule for v in r.violations] == ["508.1h"]
    assert q.check({"a1": "bob", "a2": "bob"}).costs == ["{2} for a1 (b1)", "{2} for a2 (b1)"]
    assert attacks(["Bear"] * 4, ["Propaganda"]).count() == 16     # no mana limit given


def test_508_1h_propaganda_one_of_two_opponents():
    """Two opponents, only Bob has Propaganda, Alice has 5 mana: each creature attacks nobody, Bob
    or Carol, with at most 2 attacking Bob: sum over k <= 2 of C(4,k) 2^(4-k) = 16 + 32 + 24."""
    q = attacks(["Bear"] * 4, ["Propaganda"], "  mana: {alice: 5}", players="[alice, bob, carol]")
    assert q.count() == 16 + 32 + 24


def test_508_1d_costs_never_forced_but_maximal_pays():
    """Every creature attacks each combat if able; Propaganda and 4 mana.  508.1d: costs are never
    forced, so the maximum is 0 and the 11 payable declarations are all legal; the maximal ones
    (obeying the most requirements any legal declaration obeys) attack with exactly two: 6."""
    eff = "  effects:\n" + "".join(f"    - {{kind: must_attack, objects: [a{i}]}}\n" for i in range(1, 5))
    q = attacks(["Bear"] * 4, ["Propaganda"], "  mana: {alice: 4}\n" + eff)
    c = q.counts()
    assert (c.maximum, c.legal, c.maximal) == (0, 11, 6)
    listed = list(q.iter_declarations(maximal=True))
    assert len(listed) == 6 and all(len(x.costs) == 2 and x.obeyed == 2 for x in listed)


def test_509_1d_block_costs_with_mana():
    """Each blocker costs {1} to block (509.1d); Bob has 1 mana: at most one creature blocks.
    2 attackers, 3 blockers: 1 + 3 x 2 = 7."""
    q = blocks(["Bear", "Bear"], ["Bear"] * 3, "  mana: {bob: 1}\n  effects:\n"
               "    - {kind: block_cost, affects: creatures, cost: \"{1}\", controller: alice}")
    assert q.count() == 7


def test_listing_shows_costs():
    q = AttackQuery(load_scenario(example_path("combat-goad-propaganda")))
    got = {str(x.declaration): x.costs for x in q.iter_declarations()}
    assert got == {"{'giant': 'bob'}": (), "{'giant': 'carol'}": ("{2} for giant (prop)",)}


# ------------------------------------------------------------------ budgets: partial answers
def test_expired_budget_gives_marked_partial_answers():
    q = blocks(["Bear"] * 3, ["Bear"] * 3, "  effects:\n    - {kind: lure, objects: [a1]}")
    c = q.counts(Budget(0.0))
    assert not c.complete and c.legal is None and "budget" in c.how
    assert list(q.iter_declarations(budget=Budget(0.0))) == [] and q.listing_stopped
    s = q.summary(count=True, budget=Budget(0.0))
    assert not s.complete and s.method == "partial"
    assert q.counts().legal == 1      # with time, the answer is exact


def test_structure_too_large_falls_back_to_enumeration(monkeypatch):
    """A board whose structure exceeds the limits is counted by enumeration instead, and says so."""
    monkeypatch.setattr(structure, "MAX_OPTIONS", 2)
    q = blocks(["Bear", "Bear"], ["Bear", "Bear"])
    c = q.counts()
    assert c.method == "enumeration" and c.legal == 9 and "enumeration" in c.how
    s = q.summary()
    assert s.method == "solver" and len(s.some) == 4 and s.every == []


def test_cli_lists_at_once_then_counts(tmp_path, capsys):
    """`--all --limit 5` on 12 x 12: five declarations, then the exact count (13^12) and how."""
    from pyengine.cli.main import main
    f = tmp_path / "board.yaml"
    f.write_text(board(["Bear"] * 12, ["Giant"] * 12))
    assert main(["blocks", str(f), "--all", "--limit", "5"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert sum(1 for line in out if line.strip()[:2] in {f"{i}." for i in range(1, 6)}) == 5
    assert out[-1] == ("legal declarations: 23,298,085,122,481 "
                       "(exact, by structure: the product over 12 independent parts)")


def test_cli_partial_answers_are_marked(tmp_path, capsys):
    """With no time at all, every part of the answer says it is partial; the exit code stays 0."""
    from pyengine.cli.main import main
    import json
    f = tmp_path / "board.yaml"
    f.write_text(board(["Brute"] + ["Bear"] * 5, ["Giant"] * 6, "  effects:\n    - {kind: lure, objects: [a2]}"))
    assert main(["blocks", str(f), "--summary", "--timeout", "0.000001"]) == 0
    assert "PARTIAL" in capsys.readouterr().out
    assert main(["blocks", str(f), "--all", "--timeout", "0.000001", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["listing_complete"] is False and d["count_complete"] is False


# ------------------------------------------------------------------ property: structure = brute force
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10 ** 9))
def test_block_counts_equal_brute_force(seed):
    text = random_block_board(seed)
    q = BlockQuery(load_scenario_text(text, "<random>"))
    c = q.counts()
    oracle = brute_force(BlockQuery(load_scenario_text(text, "<random>")))
    assert (c.legal, c.restrictions_only, c.maximal, c.maximum) == \
        (oracle["legal"], oracle["restrictions_only"], oracle["maximal"], oracle["maximum"]), text
    assert q.maximum().maximum == oracle["maximum"]
    s = q.summary(count=True)
    assert s.count == oracle["legal"] and s.pair_counts == oracle["pair_counts"], text


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10 ** 9))
def test_attack_counts_equal_brute_force(seed):
    text = random_attack_board(seed)
    q = AttackQuery(load_scenario_text(text, "<random>"))
    c = q.counts()
    oracle = brute_force(AttackQuery(load_scenario_text(text, "<random>")))
    assert (c.legal, c.restrictions_only, c.maximal, c.maximum) == \
        (oracle["legal"], oracle["restrictions_only"], oracle["maximal"], oracle["maximum"]), text
    s = q.summary(count=True, maximal=True)
    assert s.count == oracle["maximal"]
