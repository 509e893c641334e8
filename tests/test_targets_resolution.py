"""Targets after they are chosen: CR 608.2b (checking targets on resolution), 115.7a-f (changing
targets), 115.8 (modes don't change), 115.9a-c (what a spell targets). Expected values come from
the rule text and its examples (Sorin's Thirst, Plague Spores: 608.2b; Arc Trail / Redirect:
115.7e)."""
from __future__ import annotations

from pyengine.cards.parse import Place
from pyengine.scenario import example_path, load_scenario, load_scenario_text
from pyengine.targets.targeting import Targeting
from pyengine.targets.spec import parse_target_filter


def T(text: str, casting: bool = False, queries=None) -> Targeting:
    q = {k: parse_target_filter(v, Place("<test>", "q")) for k, v in (queries or {}).items()}
    return Targeting.from_scenario(load_scenario_text(text, "<test>"), casting=casting, queries=q)


BASE = """
players: [alice, bob]
active_player: alice
battlefield:
  - {id: bear, card: Runeclaw Bear, controller: bob, timestamp: 1}
  - {id: elves, card: Llanowar Elves, controller: bob, timestamp: 2}
  - {id: scout, card: Gladecover Scout, controller: bob, timestamp: 3}
"""


# ---------------------------------------------------------------- 608.2b
def test_608_2b_sorins_thirst_target_gained_protection_from_black_doesnt_resolve():
    """608.2b example: the creature gained protection from black -> Sorin's Thirst doesn't
    resolve and its controller doesn't gain life."""
    text = BASE + """
stack:
  - {id: thirst, card: Sorin's Thirst, controller: alice}
stack_items:
  - {id: thirst, targets: {t1: [bear]}}
effects:
  - {id: pro, add_abilities: [protection from black], objects: [bear], timestamp: 20}
"""
    r = T(text).resolve()
    assert not r.resolves
    assert [(s.target, s.legal, [v.rule for v in s.reasons]) for s in r.targets] == [("bear", False, ["702.16b"])]
    life = [p for p in r.parts if p["instance"] is None]
    assert life == [{"instance": None, "effect": "you gain 2 life", "happens": False}]


def test_608_2b_sorins_thirst_target_left_the_battlefield_doesnt_resolve():
    text = """
players: [alice, bob]
battlefield:
  - {id: elves, card: Llanowar Elves, controller: bob}
graveyard:
  - {id: bear, card: Runeclaw Bear, owner: bob}
stack:
  - {id: thirst, card: Sorin's Thirst, controller: alice}
stack_items:
  - {id: thirst, targets: {t1: [bear]}}
"""
    r = T(text).resolve()
    assert not r.resolves
    assert "608.2b" in {v.rule for v in r.targets[0].reasons}


def test_608_2b_sorins_thirst_legal_target_resolves_and_gains_life():
    text = BASE + """
stack:
  - {id: thirst, card: Sorin's Thirst, controller: alice}
stack_items:
  - {id: thirst, targets: {t1: [bear]}}
"""
    r = T(text).resolve()
    assert r.resolves
    assert [p for p in r.parts if p["instance"] is None][0]["happens"] is True


def test_608_2b_plague_spores_creature_land_turned_black():
    """608.2b example: the black creature land is still a legal "target land": the spell resolves;
    only "destroy target land" affects it."""
    t = Targeting.from_scenario(load_scenario(example_path("targets-plague-spores")), casting=False)
    r = t.resolve()
    assert r.resolves
    assert {(s.instance, s.legal) for s in r.targets} == {("t1", False), ("t2", True)}
    parts = {p["instance"]: p for p in r.parts}
    assert parts["t1"]["happens_to"] == [] and parts["t1"]["not_to"] == ["arbor"]
    assert parts["t2"]["happens_to"] == ["arbor"]


def test_608_2b_hexproof_gained_after_targeting_makes_the_target_illegal():
    text = BASE + """
stack:
  - {id: blade, card: Doom Blade, controller: alice}
stack_items:
  - {id: blade, targets: {t1: [bear]}}
effects:
  - {id: veil, add_abilities: [hexproof], objects: [bear], timestamp: 20}
"""
    r = T(text).resolve()
    assert not r.resolves and r.targets[0].reasons[0].rule == "702.11b"


def test_608_2b_all_targets_of_every_instance_illegal():
    text = BASE + """
graveyard:
  - {id: gone, card: Grizzly Bears, owner: bob}
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [gone], t2: [scout]}}
"""
    r = T(text).resolve()          # gone left the battlefield; scout has hexproof vs alice
    assert not r.resolves


def test_608_2b_one_legal_target_is_enough_to_resolve():
    text = BASE + """
graveyard:
  - {id: gone, card: Grizzly Bears, owner: bob}
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [gone], t2: [bob]}}
"""
    r = T(text).resolve()
    assert r.resolves
    assert {p["instance"]: p["happens_to"] for p in r.parts} == {"t1": [], "t2": ["bob"]}


def test_115_6_zero_targets_chosen_resolves():
    text = BASE.replace("players: [alice, bob]\n", "players: [alice, bob]\ncards:\n  - {name: Upto, types: [sorcery], abilities: [{spell: {targets: [{filter: creature, count: {up_to: 2}}]}}]}\n") + """
stack:
  - {id: s, card: Upto, controller: alice}
"""
    r = T(text).resolve()
    assert r.resolves and r.targets == []


# ---------------------------------------------------------------- 115.7
BOLT = BASE + """
  - {id: paladin, card: Paladin en-Vec, controller: bob, timestamp: 4}
stack:
  - {id: bolt, card: Lightning Bolt, controller: alice}
  - {id: shunt, card: Shunt, controller: bob}
stack_items:
  - {id: bolt, targets: {t1: [bear]}}
  - {id: shunt, targets: {t1: [bolt]}}
targets: {item: bolt}
"""


def test_115_7a_change_the_target_to_another_legal_target():
    t = T(BOLT)
    assert t.change("change_the_target", {"t1": ("elves",)}).legal
    assert t.change("change_the_target", {"t1": ("alice",)}).legal


def test_115_7a_new_target_must_be_legal():
    t = T(BOLT)
    r = t.change("change_the_target", {"t1": ("scout",)})          # hexproof vs alice's Bolt
    assert not r.legal and {v.rule for v in r.violations} == {"702.11b"}
    r = t.change("change_the_target", {"t1": ("paladin",)})        # protection from red
    assert not r.legal and {v.rule for v in r.violations} == {"702.16b"}


def test_115_7a_all_targets_change_or_none():
    text = BASE + """
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [bear], t2: [elves]}}
"""
    t = T(text)
    r = t.change("change_the_targets", {"t1": ("bob",), "t2": ("elves",)})
    assert not r.legal and {v.rule for v in r.violations} == {"115.7a"}
    assert t.change("change_the_targets", {"t1": ("bob",), "t2": ("alice",)}).legal


def test_115_7b_change_a_target_only_one():
    text = BASE + """
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [bear], t2: [elves]}}
"""
    t = T(text)
    assert t.change("change_a_target", {"t1": ("bob",)}).legal
    r = t.change("change_a_target", {"t1": ("bob",), "t2": ("alice",)})
    assert not r.legal and {v.rule for v in r.violations} == {"115.7b"}


def test_115_7c_change_any_targets():
    text = BASE + """
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [bear], t2: [elves]}}
"""
    t = T(text)
    assert t.change("change_any_targets", {"t1": ("bob",), "t2": ("alice",)}).legal
    assert t.change("change_any_targets", {"t1": ("bob",)}).legal


def test_115_7d_unchanged_illegal_target_may_stay():
    """115.7d: any number of targets may be left unchanged, even if illegal."""
    text = BASE + """
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [bear], t2: [elves]}}
effects:
  - {id: veil, add_abilities: [hexproof], objects: [bear], timestamp: 20}
"""
    t = T(text)
    r = t.change("choose_new_targets", {"t2": ("bob",)})
    assert r.legal and r.final == {"t1": ("bear",), "t2": ("bob",)}


def test_115_7d_new_targets_must_not_make_unchanged_targets_illegal():
    """Changing Arc Trail's first target to the second's ("any other target") is illegal."""
    text = BASE + """
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [bear], t2: [elves]}}
"""
    r = T(text).change("choose_new_targets", {"t1": ("elves",)})
    assert not r.legal and {v.rule for v in r.violations} == {"601.2c"}


def test_115_7e_arc_trail_redirect_swap_is_legal():
    """115.7e example: only the final set of targets is evaluated."""
    t = Targeting.from_scenario(load_scenario(example_path("targets-arc-trail-redirect")), casting=False)
    q = t.question.change
    r = t.change(q.how, q.new)
    assert r.legal and r.rule == "115.7d"
    assert r.final == {"t1": ("elves",), "t2": ("bear",)}
    assert t.change("change_the_targets", {"t1": ("elves",), "t2": ("bear",)}).legal


def test_115_3_applies_when_changing_targets():
    text = BASE.replace("players: [alice, bob]\n", "players: [alice, bob]\ncards:\n  - {name: Two Shot, types: [sorcery], abilities: [{spell: {targets: [{filter: creature, count: 2}]}}]}\n") + """
stack:
  - {id: s, card: Two Shot, controller: alice}
stack_items:
  - {id: s, targets: {t1: [bear, elves]}}
"""
    r = T(text).change("change_a_target", {"t1": ("bear", "bear")})
    assert not r.legal and "115.3" in {v.rule for v in r.violations}


def test_115_7f_division_stays_with_the_changed_target():
    text = BASE + """
stack:
  - {id: fork, card: Forked Bolt, controller: alice}
stack_items:
  - {id: fork, targets: {t1: [bear, elves]}, divide: {t1: {bear: 1, elves: 1}}}
"""
    r = T(text).change("change_a_target", {"t1": ("bob", "elves")})
    assert r.legal and r.division == {"t1": {"bob": 1, "elves": 1}}


def test_601_2c_number_of_targets_cant_change():
    text = BASE + """
stack:
  - {id: fork, card: Forked Bolt, controller: alice}
stack_items:
  - {id: fork, targets: {t1: [bear]}, divide: {t1: {bear: 2}}}
"""
    r = T(text).change("choose_new_targets", {"t1": ("bear", "elves")})
    assert not r.legal and r.violations[0].why == "number_changed"


def test_115_8_changing_targets_doesnt_change_the_mode():
    text = BASE + """
  - {id: raptor, card: Hulking Raptor, controller: bob, timestamp: 5}
stack:
  - {id: charm, card: Abzan Charm, controller: alice}
stack_items:
  - {id: charm, modes: [1], targets: {t1: [raptor]}}
"""
    r = T(text).change("choose_new_targets", {"t2": ("bear",)})
    assert not r.legal and any(v.why == "not_required" for v in r.violations)


def test_115_7_ward_triggers_for_a_new_target():
    text = BASE + """
  - {id: raptor, card: Hulking Raptor, controller: bob, timestamp: 5}
stack:
  - {id: bolt, card: Lightning Bolt, controller: alice}
stack_items:
  - {id: bolt, targets: {t1: [bear]}}
"""
    r = T(text).change("change_the_target", {"t1": ("raptor",)})
    assert r.legal and r.ward_triggers == [("t1", "raptor")]


def test_misdirection_needs_a_spell_with_a_single_target_115_9a():
    text = BASE + """
stack:
  - {id: arc, card: Arc Trail, controller: alice}
  - {id: bolt, card: Lightning Bolt, controller: alice}
  - {id: mis, card: Misdirection, controller: bob}
stack_items:
  - {id: arc, targets: {t1: [bear], t2: [elves]}}
  - {id: bolt, targets: {t1: [bear]}}
targets: {item: mis}
"""
    assert T(text, casting=True).candidates() == {"t1": ["bolt"]}


# ---------------------------------------------------------------- 115.9
SPORES = """
players: [alice, bob]
battlefield:
  - {id: arbor, card: Dryad Arbor, controller: bob}
stack:
  - {id: spores, card: Plague Spores, controller: alice}
stack_items:
  - {id: spores, targets: {t1: [arbor], t2: [arbor]}}
effects:
  - {id: paint, set_colors: [black], objects: [arbor], timestamp: 10}
"""


def test_115_9a_number_of_targets_counts_each_instance():
    t = T(SPORES)
    assert t.number_of_targets() == 2          # the same object chosen twice counts twice


def test_115_9b_targets_uses_current_information_even_if_illegal():
    t = T(SPORES, queries={"black_creature": ["creature", "black"]})
    assert t.targets_matching("black_creature") == ["arbor"]


def test_115_9b_target_no_longer_in_its_zone_is_ignored():
    text = SPORES.replace("battlefield:\n  - {id: arbor, card: Dryad Arbor, controller: bob}",
                          "battlefield: []\ngraveyard:\n  - {id: arbor, card: Dryad Arbor, owner: bob}").replace(
        "effects:\n  - {id: paint, set_colors: [black], objects: [arbor], timestamp: 10}\n", "")
    t = T(text, queries={"creature": "creature"})
    assert t.targets_matching("creature") == []


def test_115_9c_targets_only_counts_different_objects():
    t = T(SPORES, queries={"land": "land"})
    assert t.targets_only("land")                 # one different object, chosen twice
    text = BASE + """
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [bear], t2: [elves]}}
"""
    t2 = T(text, queries={"creature": "creature"})
    assert not t2.targets_only("creature")


def test_115_7a_where_can_the_target_go():
    """Shunt changes Lightning Bolt's target: to another legal target only (115.7a): not the
    hexproof Scout (702.11b), not the Paladin with protection from red (702.16b)."""
    t = T(BOLT)
    assert t.change_options() == {"t1": [["alice", "bob", "elves"]]}


def test_115_7e_each_arc_trail_target_alone_cant_become_the_other():
    text = BASE + """
stack:
  - {id: arc, card: Arc Trail, controller: alice}
stack_items:
  - {id: arc, targets: {t1: [bear], t2: [elves]}}
"""
    assert T(text).change_options() == {"t1": [["alice", "bob"]], "t2": [["alice", "bob"]]}
