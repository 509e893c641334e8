"""Combat damage assignment (CR 510, current rules: no damage assignment order), trample
(702.19), deathtouch (702.2c), first and double strike (510.4). Expected values from the rules."""
from __future__ import annotations

from pyengine.combat.damage import FIRST, REGULAR, DamageQuery
from pyengine.scenario import example_path, load_scenario, load_scenario_text

CARDS = """
cards:
  - {name: Grizzly Bears, mana_cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
  - {name: Hill Giant, mana_cost: "{3}{R}", types: [creature], subtypes: [Giant], power: 3, toughness: 3}
  - {name: Craw Wurm, mana_cost: "{4}{G}{G}", types: [creature], subtypes: [Wurm], power: 6, toughness: 4}
  - {name: Black Knight, mana_cost: "{B}{B}", types: [creature], subtypes: [Human, Knight], power: 2, toughness: 2, abilities: [first strike, protection from white]}
  - {name: Fencing Ace, mana_cost: "{1}{W}", types: [creature], subtypes: [Human, Soldier], power: 1, toughness: 1, abilities: [double strike]}
  - {name: Deadly Trampler, types: [creature], power: 3, toughness: 3, abilities: [deathtouch, trample]}
  - {name: Test Walker, types: [planeswalker], loyalty: 3}
"""


def dq(body: str) -> DamageQuery:
    return DamageQuery(load_scenario_text(f"players: [alice, bob]\nactive_player: alice\n{CARDS}\n{body}", "<test>"))


def test_510_1b_unblocked_creature_damages_what_it_attacks():
    q = dq("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
combat: {attackers: {bears: bob}}
""")
    assert q.steps() == [REGULAR]
    assert q.assignments(REGULAR) == ([{"bears": {"bob": 2}}], 1)


def test_510_1c_damage_divided_freely_among_blockers():
    """510.1c (since November 2024 there is no damage assignment order): a 3-power creature
    blocked by two creatures divides its damage as its controller chooses: 4 ways (0..3 to the
    first); each blocker assigns all its damage to it (510.1d)."""
    q = dq("""
battlefield:
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
combat: {attackers: {giant: bob}, blockers: {b1: [giant], b2: [giant]}}
""")
    found, n = q.assignments(REGULAR)
    assert n == 4
    assert q.check(REGULAR, {"giant": {"b2": 3}, "b1": {"giant": 2}, "b2": {"giant": 2}}).legal
    r = q.check(REGULAR, {"giant": {"b1": 1, "bob": 2}, "b1": {"giant": 2}, "b2": {"giant": 2}})
    assert [v.rule for v in r.violations] == ["510.1c"]
    r = q.check(REGULAR, {"giant": {"b1": 1}, "b1": {"giant": 2}, "b2": {"giant": 2}})
    assert [v.rule for v in r.violations] == ["510.1a"]


def test_702_19b_trample_lethal_counts_marked_damage():
    """Example combat-trample: 6 trample damage, blockers need 1 (2/2 with 1 marked) and 3:
    2 can reach the player; 10 legal assignments (7 without damage to Bob, 3 with)."""
    q = DamageQuery(load_scenario(example_path("combat-trample")))
    found, n = q.assignments(REGULAR)
    assert n == 10
    r = q.check(REGULAR, {"dreadmaw": {"bears": 1, "wall": 2, "bob": 3}, "bears": {"dreadmaw": 2}})
    assert [v.rule for v in r.violations] == ["702.19b"]
    assert q.check(REGULAR, {"dreadmaw": {"bears": 1, "wall": 3, "bob": 2}, "bears": {"dreadmaw": 2}}).legal


def test_702_2c_deathtouch_trample_one_is_lethal():
    """With deathtouch, 1 damage is lethal (702.2c): a 3-power deathtouch trampler blocked by a
    6/4 can assign 1 to it and 2 to the player; 3 legal ways (1, 2 or 3 to the blocker)."""
    q = dq("""
battlefield:
  - {id: t, card: Deadly Trampler, controller: alice}
  - {id: wurm, card: Craw Wurm, controller: bob}
combat: {attackers: {t: bob}, blockers: {wurm: [t]}}
""")
    assert q.check(REGULAR, {"t": {"wurm": 1, "bob": 2}, "wurm": {"t": 6}}).legal
    assert [v.rule for v in q.check(REGULAR, {"t": {"bob": 3}, "wurm": {"t": 6}}).violations] == ["702.19b"]
    assert q.assignments(REGULAR)[1] == 3


def test_702_19b_lethal_counts_other_attackers_damage():
    """702.19b: lethal damage takes into account damage other creatures assign in the same step.
    A blocker (3/1, blocks an additional creature) blocking the Bears and a trampling 6/6: if
    the Bears assign 2 to it, the trampler may assign all 6 to the player."""
    q = dq("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: maw, card: Colossal Dreadmaw, controller: alice}
  - {id: guard, card: Night Market Guard, controller: bob}
combat: {attackers: {bears: bob, maw: bob}, blockers: {guard: [bears, maw]}}
""")
    assert q.check(REGULAR, {"bears": {"guard": 2}, "maw": {"bob": 6}, "guard": {"bears": 3}}).legal
    r = q.check(REGULAR, {"bears": {"guard": 2}, "maw": {"bob": 6}, "guard": {"maw": 3}})
    assert r.legal
    # the guard divides its 3 damage between the two attackers freely (510.1d): 4 ways;
    # bears: 1 way; maw: 7 ways to split 6 between guard and bob (the guard is always lethal)
    assert q.assignments(REGULAR)[1] == 4 * 7


def test_510_4_first_strike_kills_before_regular_damage():
    """510.4: a first striker deals damage in the first step; a blocker it destroyed (704.5g)
    deals none in the second step, and the first striker doesn't deal damage again."""
    q = dq("""
battlefield:
  - {id: knight, card: Black Knight, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: bob}
combat: {attackers: {knight: bob}, blockers: {bears: [knight]}}
""")
    assert q.steps() == [FIRST, REGULAR]
    assert q.assignments(FIRST) == ([{"knight": {"bears": 2}}], 1)
    assert q.assignments(REGULAR, prior={"knight": {"bears": 2}}) == ([{}], 1)


def test_510_4_double_strike_deals_damage_twice():
    q = dq("""
battlefield:
  - {id: ace, card: Fencing Ace, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: alice}
combat: {attackers: {ace: bob, bears: bob}}
""")
    assert q.assignments(FIRST) == ([{"ace": {"bob": 1}}], 1)
    assert q.assignments(REGULAR, prior={"ace": {"bob": 1}}) == ([{"ace": {"bob": 1}, "bears": {"bob": 2}}], 1)


def test_510_1a_zero_power_assigns_no_damage():
    q = dq("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: wall, card: Wall of Wood, controller: bob}
combat: {attackers: {bears: bob}, blockers: {wall: [bears]}}
""")
    assert q.assignments(REGULAR) == ([{"bears": {"wall": 2}}], 1)


def test_702_19d_and_510_1c_blockers_removed_from_combat():
    """A blocked creature whose only blocker has left the battlefield (506.4) stays blocked
    (509.1h): without trample it assigns no combat damage (510.1c); with trample all its damage
    goes to the player it attacks (702.19d)."""
    body = """
battlefield:
  - {id: att, card: %s, controller: alice}
graveyard:
  - {id: gone, card: Grizzly Bears, owner: bob}
combat: {attackers: {att: bob}, blockers: {gone: [att]}}
"""
    assert dq(body % "Hill Giant").assignments(REGULAR) == ([{}], 1)
    assert dq(body % "Colossal Dreadmaw").assignments(REGULAR) == ([{"att": {"bob": 6}}], 1)


def test_506_4c_attacked_planeswalker_gone_assigns_no_damage():
    q = dq("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
graveyard:
  - {id: pw, card: Test Walker, owner: bob}
combat: {attackers: {bears: pw}}
""")
    assert q.assignments(REGULAR) == ([{}], 1)
