"""Delayed triggered abilities a resolving spell creates with the stated duration "this turn"
("Whenever a creature dies this turn, ...", "When that creature dies this turn, ...", 603.7a-c),
and the player "that creature's controller" (the controller of the object "that creature" names).
Each test plays real cards compiled from their Oracle text; the expected answer comes from the CR
rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, play, rules
from pyengine.game.players import run_script


def _tokens(g, name: str, who: str) -> list[str]:
    return [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"
            and g.ch(o.id).name == name and g.ch(o.id).controller == who]


RAGE = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
hand:
  - {id: rage, card: Felonious Rage, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_603_7c_when_that_creature_dies_this_turn():
    """603.7a, 603.7c: Felonious Rage on the Bears creates a delayed triggered ability about the
    Bears. Bolted (3 damage to a 4/2), the Bears die this turn and it triggers: alice creates a
    2/2 Detective token."""
    assert fully_compiled("Felonious Rage")
    g = play(RAGE, ["Felonious Rage"], ["alice: cast rage target=bear", "alice: mana m1", "alice: pass",
                                          "bob: pass", "alice: cast bolt target=bear", "alice: mana m2",
                                          "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert len(_tokens(g, "Detective", "alice")) == 1 and "603.7c" in rules(g)


def test_603_7c_another_creature_dying_does_not_trigger_it():
    """603.7c: the delayed ability refers to the Bears only; the Elves dying triggers nothing."""
    g = play(RAGE, ["Felonious Rage"], ["alice: cast rage target=bear", "alice: mana m1", "alice: pass",
                                          "bob: pass", "alice: cast bolt target=elf", "alice: mana m2",
                                          "alice: pass", "bob: pass"])
    assert g.obj("elf").zone == "graveyard" and g.obj("bear").zone == "battlefield"
    assert _tokens(g, "Detective", "alice") == []


FRENZY = head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Forest, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: ang, card: Serra Angel, controller: bob}
hand:
  - {id: fr, card: Death Frenzy, owner: alice}
"""


def test_603_7b_whenever_a_creature_dies_this_turn_triggers_each_time():
    """603.7b: "Whenever a creature dies this turn" has a stated duration, so it triggers for each
    creature that dies this turn: all creatures get -2/-2, the Bears and the Elves die (704.5f),
    the 4/4 Angel survives; alice gains 1 life twice (20 -> 22)."""
    assert fully_compiled("Death Frenzy")
    g = play(FRENZY, ["Death Frenzy"], ["alice: cast fr", "alice: autopay", "alice: pass", "bob: pass"]
             + ["alice: pass", "bob: pass"] * 2)
    assert g.obj("bear").zone == "graveyard" and g.obj("elf").zone == "graveyard"
    assert g.obj("ang").zone == "battlefield"
    assert life(g, "alice") == 22


SANDS = head() + """
battlefield:
  - {id: sands, card: Burning Sands, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: f1, card: Forest, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_that_creatures_controller_is_the_dead_creatures_controller():
    """603.10a, 608.2h: Burning Sands -- "Whenever a creature dies, that creature's controller
    sacrifices a land of their choice": the Elves were bob's as they last existed on the
    battlefield, so bob sacrifices his Forest (701.17a); alice's Mountain stays."""
    assert fully_compiled("Burning Sands")
    g = play(SANDS, ["Burning Sands"], ["alice: cast bolt target=elf", "alice: mana m1", "alice: pass",
                                         "bob: pass", "alice: pass", "bob: pass"])
    assert g.decision.kind == "sacrifice" and g.decision.player == "bob"
    run_script(g, ["bob: sacrifice f1"], "<test>")
    assert g.obj("elf").zone == "graveyard"
    assert g.obj("f1").zone == "graveyard" and g.obj("m1").zone == "battlefield"


# ------------------------------------------------------------------ filters: "creature or Vehicle", "enchanted permanent"
BOUNCE = head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: copter, card: "Smuggler's Copter", controller: bob}
  - {id: ring, card: Sol Ring, controller: bob}
hand:
  - {id: bo, card: Bounce Off, owner: alice}
"""


def test_205_3_creature_or_vehicle_targets_a_noncreature_vehicle():
    """115.1, 205.3g: Bounce Off's "target creature or Vehicle" -- a Vehicle is a legal target even
    while it isn't a creature (not crewed): the Copter returns to bob's hand."""
    assert fully_compiled("Bounce Off")
    g = play(BOUNCE, ["Bounce Off"], ["alice: cast bo target=copter", "alice: mana i1", "alice: pass", "bob: pass"])
    assert g.obj("copter").zone == "hand"


def test_205_3_creature_or_vehicle_refuses_other_artifacts():
    """115.1, 601.2c: Sol Ring is neither a creature nor a Vehicle: not a legal target."""
    import pytest
    from pyengine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="target ring is not legal.*expected one of target copter, cancel"):
        play(BOUNCE, ["Bounce Off"], ["alice: cast bo target=ring"])


INDESTRUCTIBLE = head() + """
battlefield:
  - {id: ring, card: Sol Ring, controller: bob}
  - {id: aura, card: Indestructibility, controller: bob, attached_to: ring}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: shatter, card: Shatter, owner: alice}
"""


def test_303_4_enchanted_permanent_has_indestructible():
    """303.4, 702.12b: Indestructibility's "Enchanted permanent has indestructible" gives the
    enchanted Sol Ring (a noncreature permanent) indestructible, so Shatter doesn't destroy it."""
    assert fully_compiled("Indestructibility")
    g = play(INDESTRUCTIBLE, ["Indestructibility"], ["alice: cast shatter target=ring", "alice: autopay",
                                                     "alice: pass", "bob: pass"])
    assert g.obj("shatter").zone == "graveyard" and g.obj("ring").zone == "battlefield"


# ------------------------------------------------------------------ 614.1c "enters with ... counters on it if ..."
BOAR = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
hand:
  - {id: boar, card: Festerhide Boar, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_614_1c_morbid_enters_with_counters_after_a_death():
    """614.1c, 122.6: Festerhide Boar "enters with two +1/+1 counters on it if a creature died this
    turn" (morbid): after the Elves die to the Bolt, the Boar enters with two counters."""
    assert fully_compiled("Festerhide Boar")
    g = play(BOAR, ["Festerhide Boar"], ["alice: cast bolt target=elf", "alice: mana m1", "alice: pass", "bob: pass",
                                          "alice: cast boar", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("elf").zone == "graveyard" and g.obj("boar").zone == "battlefield"
    assert counters(g, "boar") == 2


def test_614_1c_morbid_without_a_death_enters_without_counters():
    """614.1c: no creature died this turn, so the replacement doesn't apply: no counters."""
    g = play(BOAR, ["Festerhide Boar"], ["alice: cast boar", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("boar").zone == "battlefield" and counters(g, "boar") == 0


# ------------------------------------------------------------------ 702.33d, 601.2c "If this spell was kicked, it deals ..."
JILT = head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: elf, card: Llanowar Elves, controller: bob}
hand:
  - {id: jilt, card: Jilt, owner: alice}
"""


def test_702_33d_kicked_jilt_deals_the_damage_itself():
    """702.33d, 601.2c: kicked, Jilt has a second target: the Bears return to bob's hand and Jilt
    -- "it", the spell the sentence names, not the returned creature -- deals 2 damage to the
    Elves (120.3; they die, 704.5g)."""
    assert fully_compiled("Jilt")
    g = play(JILT, ["Jilt"], ["alice: cast jilt", "alice: kick", "alice: target bear", "alice: target elf",
                              "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand" and g.obj("elf").zone == "graveyard"
    assert any(e.rule == "120.3" and e.text.startswith("Jilt (jilt) deals 2 damage to Llanowar Elves") for e in g.log)


def test_601_2c_unkicked_jilt_has_one_target():
    """601.2c: a target named only in "If this spell was kicked, ..." is chosen only if the kicker
    cost is paid: unkicked, Jilt asks for the creature to return only, and the Elves are untouched."""
    g = play(JILT, ["Jilt"], ["alice: cast jilt", "alice: no_kick", "alice: target bear",
                              "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand" and g.obj("elf").zone == "battlefield" and g.obj("elf").damage == 0


DRAKESTOWN = head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Swamp, controller: alice}
hand:
  - {id: dk, card: Drakestown Forgotten, owner: alice}
graveyard:
  - {id: g1, card: Grizzly Bears, owner: alice}
  - {id: g2, card: Llanowar Elves, owner: bob}
  - {id: g3, card: Lightning Bolt, owner: bob}
"""


def test_614_1c_enters_with_x_counters_counted_as_it_enters():
    """614.1c, 107.3: Drakestown Forgotten enters with X +1/+1 counters, X the number of creature
    cards in all graveyards as it enters: two (the Bears and the Elves; the Bolt isn't a creature
    card), so the 0/0 is a 2/2 and survives (704.5f)."""
    assert fully_compiled("Drakestown Forgotten")
    g = play(DRAKESTOWN, ["Drakestown Forgotten"], ["alice: cast dk", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("dk").zone == "battlefield" and counters(g, "dk") == 2
