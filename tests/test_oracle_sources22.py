"""Damage dealt by the object a trigger event names ("Whenever a creature you control enters, it
deals damage equal to its power to any target"): the source of the damage is that object (609.7a
-- not the triggered ability's source), as it is, or as it last existed when it has left the
battlefield (608.2h); and what was spent to cast a spell (adamant, 207.2c: "If at least three
black mana was spent to cast this spell"). Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life

RESOLVE = ["alice: pass", "bob: pass"]


def test_609_7a_warstorm_surge_the_entering_creature_deals_the_damage():
    """603.2, 609.7a, 608.2h: Warstorm Surge -- Grizzly Bears (2/2) enters; the trigger targets bob
    and the Bears deal him 2 damage (20 -> 18), logged as dealt by the Bears."""
    assert fully_compiled("Warstorm Surge")
    g = game(head() + """
battlefield:
  - {id: ws, card: Warstorm Surge, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: gb, card: Grizzly Bears, owner: alice}
""", ["Warstorm Surge"], ["alice: cast gb"] + RESOLVE + ["alice: target bob"] + RESOLVE)
    assert life(g, "bob") == 18
    assert any(e.text == "Grizzly Bears (gb) deals 2 damage to bob" for e in g.log)


def test_608_2h_stalking_vengeance_the_dead_creature_deals_damage_equal_to_its_power():
    """603.10a, 608.2h: Stalking Vengeance -- bob's Lightning Bolt kills alice's Hill Giant (3/3);
    the Giant, as it last existed, deals 3 damage to the target bob (20 -> 17)."""
    assert fully_compiled("Stalking Vengeance")
    g = game(head() + """
battlefield:
  - {id: sv, card: Stalking Vengeance, controller: alice}
  - {id: hg, card: Hill Giant, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: lb, card: Lightning Bolt, owner: bob}
""", ["Stalking Vengeance", "Lightning Bolt"], ["alice: pass", "bob: cast lb target=hg", "bob: pass", "alice: pass"])
    assert g.obj("hg").zone == "graveyard"
    run_script(g, ["alice: target bob"] + RESOLVE, "<test>")
    assert life(g, "bob") == 17


def test_609_7a_aria_of_flame_cast_trigger_isnt_read_as_the_spell_dealing_damage():
    """609.7a: in "Whenever you cast an instant or sorcery spell, put a verse counter on this
    enchantment, then it deals damage ..." the source is the enchantment, not the spell the event
    names: the compiler doesn't read "it" as the spell -- the ability stays unsupported."""
    assert not fully_compiled("Aria of Flame")


# ------------------------------------------------------------------ adamant (207.2c)
def _paladin(lands: list[str]):
    return game(head() + "battlefield:\n" + "".join(
        f"  - {{id: l{i}, card: {c}, controller: alice}}\n" for i, c in enumerate(lands)) + """
hand:
  - {id: lp, card: Locthwain Paladin, owner: alice}
""", ["Locthwain Paladin"], ["alice: cast lp"] + RESOLVE)


def test_207_2c_locthwain_paladin_with_three_black_mana_enters_with_a_counter():
    """207.2c, 614.1c: Locthwain Paladin ({3}{B}) cast with four Swamps -- at least three black
    mana was spent: it enters with a +1/+1 counter."""
    assert fully_compiled("Locthwain Paladin")
    g = _paladin(["Swamp"] * 4)
    assert g.obj("lp").zone == "battlefield" and sum(c.count for c in g.obj("lp").counters if c.kind == "+1/+1") == 1


def test_207_2c_locthwain_paladin_with_one_black_mana_enters_without():
    """207.2c: cast with one Swamp and three Plains, only one black mana was spent: no counter."""
    g = _paladin(["Swamp", "Plains", "Plains", "Plains"])
    assert g.obj("lp").zone == "battlefield" and not g.obj("lp").counters
