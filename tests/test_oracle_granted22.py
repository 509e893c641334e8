"""Static abilities granted by an effect that themselves generate a continuous effect (613.1f,
611.3a): an Aura giving an Equipment "Equipped creature has flying", Slivers giving each other
"This creature gets +1/+1 as long as you control a Swamp", a land becoming a creature with "This
creature's power and toughness are each equal to ...". Each test plays real cards compiled from
their Oracle text; the expected answer comes from the CR rule or ruling its docstring cites."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents

HEAD = head()


def _kw(g, oid: str, kw: str) -> bool:
    return ("kw", (kw.replace(" ", "_"),)) in g.ch(oid).ability_terms


def _sword(rune: str, attached: str = "bears") -> str:
    return HEAD + f"""
battlefield:
  - {{id: bears, card: Grizzly Bears, controller: alice, timestamp: 1}}
  - {{id: elves, card: Llanowar Elves, controller: alice, timestamp: 2}}
  - {{id: sword, card: Short Sword, controller: alice, timestamp: 3, attached_to: {attached}}}
  - {{id: rune, card: {rune}, controller: alice, timestamp: 4, attached_to: sword}}
"""


def test_613_1f_rune_of_flight_equipment_gives_its_creature_flying():
    """613.1f, 611.3a: Rune of Flight on Short Sword: the Sword has "Equipped creature has
    flying.", an ability that itself generates an effect -- the equipped Grizzly Bears has flying
    (and the Sword's +1/+1: 3/3); the Elves, not equipped, don't."""
    assert fully_compiled("Rune of Flight")
    g = game(_sword("Rune of Flight"), ["Rune of Flight", "Short Sword"])
    assert _kw(g, "bears", "flying") and (g.ch("bears").power, g.ch("bears").toughness) == (3, 3)
    assert not _kw(g, "elves", "flying")


def test_604_4_rune_of_flight_follows_the_equipment_to_another_creature():
    """604.4, 301.5: the Sword's granted ability modifies the creature it's attached to: on the
    Elves, the Elves fly and the Bears don't."""
    g = game(_sword("Rune of Flight", "elves"), ["Rune of Flight", "Short Sword"])
    assert _kw(g, "elves", "flying") and not _kw(g, "bears", "flying")


def test_613_1f_rune_of_might_granted_pump_and_trample_apply_in_their_layers():
    """613.1f, 613.4c, 613.6: Rune of Might gives the Sword "Equipped creature gets +1/+1 and has
    trample." -- the Bears get trample (layer 6) and +1/+1 (layer 7c) besides the Sword's own
    +1/+1: 4/4."""
    assert fully_compiled("Rune of Might")
    g = game(_sword("Rune of Might"), ["Rune of Might", "Short Sword"])
    assert _kw(g, "bears", "trample") and (g.ch("bears").power, g.ch("bears").toughness) == (4, 4)


def _slivers(n: int, swamp: bool, more: str = "") -> str:
    return (HEAD + "battlefield:\n" + permanents("Sedge Sliver", [f"s{i}" for i in range(1, n + 1)])
            + (permanents("Swamp", ["sw"]) if swamp else "") + more)


def test_613_1f_sedge_sliver_with_a_swamp_gets_plus_one():
    """613.1f, 611.3a: Sedge Sliver gives each Sliver "This creature gets +1/+1 as long as you
    control a Swamp." -- with a Swamp, a lone Sedge Sliver (2/2) is 3/3."""
    assert fully_compiled("Sedge Sliver")
    g = game(_slivers(1, True), ["Sedge Sliver"])
    assert (g.ch("s1").power, g.ch("s1").toughness) == (3, 3)


def test_611_3a_sedge_sliver_without_a_swamp_stays_two_two():
    """611.3a: the granted ability's condition is false without a Swamp: 2/2."""
    g = game(_slivers(1, False), ["Sedge Sliver"])
    assert (g.ch("s1").power, g.ch("s1").toughness) == (2, 2)


def test_113_2c_two_sedge_slivers_give_two_instances():
    """113.2c: each Sedge Sliver grants the ability, so each Sliver has two instances, each
    functioning independently (the Slivers' rulings): with a Swamp both are 4/4."""
    g = game(_slivers(2, True), ["Sedge Sliver"])
    assert [(g.ch(s).power, g.ch(s).toughness) for s in ("s1", "s2")] == [(4, 4), (4, 4)]


def test_613_8a_humility_ends_the_granted_ability_whatever_the_timestamps():
    """613.8a(b), 613.1f, 613.4b: Humility ("All creatures lose all abilities and have base power
    and toughness 1/1") removes the granted ability (later timestamp) or the Sliver's granting
    ability (earlier: Sedge Sliver's effect depends on Humility's, which would remove the ability
    that generates it) -- either way the Sliver is 1/1 with a Swamp."""
    for ts in (0, 9):
        g = game(_slivers(1, True, f"  - {{id: hum, card: Humility, controller: bob, timestamp: {ts}}}\n"),
                 ["Sedge Sliver", "Humility"])
        assert (g.ch("s1").power, g.ch("s1").toughness) == (1, 1), ts


def test_604_3a_svogthos_granted_power_and_toughness_is_no_cda():
    """604.3a(2), 613.4b, 611.2: Svogthos becomes a Plant Zombie creature with "This creature's
    power and toughness are each equal to the number of creature cards in your graveyard." -- an
    ability granted by an effect isn't characteristic-defining; it sets power and toughness in
    layer 7b: with two creature cards in alice's graveyard it's 2/2, and a plain land again after
    cleanup (514.2)."""
    assert fully_compiled("Svogthos, the Restless Tomb")
    g = game(HEAD + """
battlefield:
  - {id: sv, card: "Svogthos, the Restless Tomb", controller: alice}
  - {id: b1, card: Swamp, controller: alice}
  - {id: b2, card: Swamp, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
graveyard:
  - {id: gb, card: Grizzly Bears, owner: alice}
  - {id: le, card: Llanowar Elves, owner: alice}
  - {id: pl, card: Plains, owner: alice}
""", ["Svogthos, the Restless Tomb"], ["alice: activate sv 2", "alice: pass", "bob: pass"])
    ch = g.ch("sv")
    assert {"land", "creature"} <= set(ch.types) and (ch.power, ch.toughness) == (2, 2)
    run_script(g, ["T2 upkeep bob: wait"], "<test>")
    assert "creature" not in g.ch("sv").types


def test_613_7a_restless_spire_first_strike_only_during_its_controllers_turn():
    """613.7a, 611.3a: Restless Spire becomes a 2/1 Elemental with "During your turn, this
    creature has first strike." -- on alice's turn it has first strike."""
    assert fully_compiled("Restless Spire")
    g = game(HEAD + """
battlefield:
  - {id: rs, card: Restless Spire, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
""", ["Restless Spire"], ["alice: activate rs 3", "alice: pass", "bob: pass"])
    assert (g.ch("rs").power, g.ch("rs").toughness) == (2, 1) and _kw(g, "rs", "first strike")


# ------------------------------------------------------------------ "protection from the chosen color"
def _pyroclasm(card: str, color: str, more: str = "") -> object:
    return game(HEAD + f"""
battlefield:
  - {{id: v, card: {card}, controller: bob, chosen: {{color: {color}}}}}
  - {{id: gb, card: Grizzly Bears, controller: bob}}
  - {{id: m1, card: Mountain, controller: alice}}
  - {{id: m2, card: Mountain, controller: alice}}
{more}hand:
  - {{id: py, card: Pyroclasm, owner: alice}}
""", [card, "Pyroclasm"], ["alice: cast py", "alice: pass", "bob: pass"])


def test_702_16e_voice_of_all_protection_from_the_chosen_red_survives_pyroclasm():
    """702.16e, 607.2d, 614.12: Voice of All ("As this creature enters, choose a color. This
    creature has protection from the chosen color.") with red chosen: Pyroclasm's 2 damage from a
    red source is prevented -- the Voice (2/2) survives, Grizzly Bears die."""
    assert fully_compiled("Voice of All")
    g = _pyroclasm("Voice of All", "red")
    assert ("protection", (("color", "red"),)) in g.ch("v").ability_terms
    assert g.obj("v").zone == "battlefield" and g.obj("gb").zone == "graveyard"


def test_702_16e_voice_of_all_with_blue_chosen_dies_to_pyroclasm():
    """702.16a: with blue chosen the Voice has protection from blue only: Pyroclasm destroys it."""
    g = _pyroclasm("Voice of All", "blue")
    assert g.obj("v").zone == "graveyard"


def test_702_16e_ward_sliver_gives_every_sliver_protection_from_the_chosen_color():
    """613.1f, 702.16e: Ward Sliver ("All Slivers have protection from the chosen color.") with red
    chosen: another Sliver (Muscle Sliver, 2/2 with Ward Sliver's +0 -- it gets +1/+1 from itself:
    3/3) and Ward Sliver survive Pyroclasm; Grizzly Bears die."""
    assert fully_compiled("Ward Sliver")
    g = _pyroclasm("Ward Sliver", "red", "  - {id: ms, card: Muscle Sliver, controller: bob}\n")
    assert g.obj("v").zone == "battlefield" and g.obj("ms").zone == "battlefield"
    assert g.obj("gb").zone == "graveyard"


def test_608_2d_wild_mongrel_gets_plus_one_and_becomes_the_chosen_color():
    """608.2d, 611.2a, 613.1e, 613.4c: Wild Mongrel's "Discard a card: This creature gets +1/+1 and
    becomes the color of your choice until end of turn." -- one effect: alice discards, chooses
    blue as it resolves, and the Mongrel (2/2 green) is a 3/3 blue creature until end of turn."""
    assert fully_compiled("Wild Mongrel")
    g = game(HEAD + """
battlefield:
  - {id: wm, card: Wild Mongrel, controller: alice}
hand:
  - {id: c1, card: Plains, owner: alice}
""", ["Wild Mongrel"], ["alice: activate wm 1", "alice: pass", "bob: pass", "alice: choose blue"])
    assert g.obj("c1").zone == "graveyard"
    ch = g.ch("wm")
    assert (ch.power, ch.toughness) == (3, 3) and ch.colors == ("blue",)
