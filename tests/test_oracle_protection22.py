"""Protection's prevention (702.16e): "Any damage that would be dealt by sources that have the
stated quality to a permanent ... with protection is prevented" -- from spells and abilities and in
combat, for each kind of quality (a color, a card type, a creature type, a chosen color).
Each test plays real cards compiled from their Oracle text; the expected answer comes from the CR
rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head

PASS = ["alice: pass", "bob: pass"]


def _pyroclasm(creature: str, names: list[str], passes: int = 1):
    return game(head() + f"""
battlefield:
  - {{id: v, card: {creature}, controller: bob}}
  - {{id: gb, card: Grizzly Bears, controller: bob}}
  - {{id: m1, card: Mountain, controller: alice}}
  - {{id: m2, card: Mountain, controller: alice}}
hand:
  - {{id: py, card: Pyroclasm, owner: alice}}
""", [creature, "Pyroclasm"] + names, ["alice: cast py"] + PASS * passes)


def test_702_16e_kor_firewalker_takes_no_damage_from_pyroclasm():
    """702.16e: Kor Firewalker (2/2, protection from red): the 2 damage red Pyroclasm would deal it
    is prevented -- it survives (after its own "a player casts a red spell" trigger resolves),
    while Grizzly Bears die (704.5g)."""
    assert fully_compiled("Kor Firewalker")
    g = _pyroclasm("Kor Firewalker", [], passes=2)
    assert g.obj("v").zone == "battlefield" and g.obj("v").damage == 0
    assert g.obj("gb").zone == "graveyard"


def test_702_16e_protection_from_black_doesnt_stop_red_damage():
    """702.16a, 702.16e: White Knight has protection from black only: Pyroclasm (red) destroys it."""
    g = _pyroclasm("White Knight", [])
    assert g.obj("v").zone == "graveyard"


def test_702_16e_protection_from_creatures_prevents_combat_damage():
    """702.16e, 510.2: Beloved Chaplain (1/1, protection from creatures) blocks Grizzly Bears: the
    Bears' combat damage is prevented -- the Chaplain survives undamaged."""
    assert fully_compiled("Beloved Chaplain")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: ch, card: Beloved Chaplain, controller: bob}
""", ["Beloved Chaplain"], ["alice: attack gb", "alice: done"] + PASS + ["bob: block ch gb", "bob: done"] + PASS)
    assert g.obj("ch").zone == "battlefield" and g.obj("ch").damage == 0


# ------------------------------------------------------------------ "prevent all damage ... by [sources]"
def test_615_1a_uncle_istvan_takes_no_combat_damage_from_a_creature():
    """615.1a, 609.7: Uncle Istvan ("Prevent all damage that would be dealt to this creature by
    creatures.", 1/3) blocks Hill Giant (3/3): the Giant's damage is prevented; Istvan survives."""
    assert fully_compiled("Uncle Istvan")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: hg, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: ui, card: Uncle Istvan, controller: bob}
""", ["Uncle Istvan"], ["alice: attack hg", "alice: done"] + PASS + ["bob: block ui hg", "bob: done"] + PASS)
    assert g.obj("ui").zone == "battlefield" and g.obj("ui").damage == 0


def test_615_1a_uncle_istvan_is_dealt_damage_by_a_sorcery():
    """615.1a: the prevention is only for damage from creatures: Pyroclasm (a sorcery) deals Istvan
    2 damage (1/3: it survives, marked with 2 damage, 120.3e)."""
    g = _pyroclasm("Uncle Istvan", ["Uncle Istvan"])
    assert g.obj("v").zone == "battlefield" and g.obj("v").damage == 2


def test_702_16e_protection_from_monocolored_prevents_a_red_spells_damage():
    """702.16e, 105.2a: Guardian of the Guildpact (protection from monocolored) -- Pyroclasm is
    monocolored (red): its 2 damage is prevented and the Guardian (2/3) has no damage marked."""
    g = _pyroclasm("Guardian of the Guildpact", ["Guardian of the Guildpact"])
    assert g.obj("v").zone == "battlefield" and g.obj("v").damage == 0
