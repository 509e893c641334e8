"""Mana with a spending restriction or kept for the turn (CR 106.6, 106.4, 500.4, 111.10h),
compiled from real cards' Oracle text and played by the game loop (pyengine/game/mana_rules.py).
Each expected answer comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, head, permanents, play


HEAD = head(alice=["Forest", "Plains", "Plains"])


def test_106_6_mishras_workshop_mana_pays_only_for_artifact_spells():
    """106.6: "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells." -- the three
    mana pay for Jalum Tome (an artifact spell, {3}); they can't pay for Grizzly Bears' generic
    mana, so with one Forest alice can't pay {1}{G}."""
    assert fully_compiled("Mishra's Workshop")
    base = HEAD + "battlefield:\n  - {id: ws, card: Mishra's Workshop, controller: alice}\n" + \
        permanents("Forest", ["f1"]) + """
hand:
  - {id: tome, card: Jalum Tome, owner: alice}
  - {id: bears, card: Grizzly Bears, owner: alice}
"""
    names = ["Mishra's Workshop", "Jalum Tome", "Grizzly Bears"]
    g = play(base, names, ["alice: activate ws 1"])
    assert sum(g.s.pools["alice"].values()) == 3 and not g.s.pools["alice"].get("C")
    run_script(g, ["alice: cast bears"], "<test>")
    assert {a.kind for a in g.legal_actions()} & {"pay", "autopay"} == set()    # {C}{C}{C} can't pay
    run_script(g, ["alice: cancel", "alice: cast tome", "alice: pay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("tome").zone == "battlefield" and not any(g.s.pools["alice"].values())


def test_106_6_ancient_ziggurat_pays_for_a_creature_spell_and_not_an_instant():
    """106.6: Ancient Ziggurat's "Spend this mana only to cast a creature spell." -- its {G}
    pays Llanowar Elves' {G}; a second activation's {R} (next turn is not needed: a fresh
    Ziggurat) can't pay Lightning Bolt's {R}."""
    assert fully_compiled("Ancient Ziggurat")
    base = HEAD + "battlefield:\n" + permanents("Ancient Ziggurat", ["z1", "z2"]) + """
hand:
  - {id: elves, card: Llanowar Elves, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""
    names = ["Ancient Ziggurat", "Llanowar Elves", "Lightning Bolt"]
    g = play(base, names, ["alice: activate z1 1 G", "alice: cast elves", "alice: pay", "alice: pass", "bob: pass"])
    assert g.obj("elves").zone == "battlefield"
    run_script(g, ["alice: activate z2 1 R", "alice: cast bolt target=bob"], "<test>")
    assert {a.kind for a in g.legal_actions()} & {"pay", "autopay"} == set()


def test_106_6_cryptic_trilobite_mana_only_for_activated_abilities():
    """106.6: Cryptic Trilobite's "Remove a +1/+1 counter from this creature: Add {C}{C}. Spend
    this mana only to activate abilities." -- the {C}{C} pay for its own "{1}, {T}: Put a +1/+1
    counter on this creature." ability (602.2b) but not for Ornithopter's... a spell: Jalum Tome's
    {3} can't be paid with {C}{C} and a Plains."""
    assert fully_compiled("Cryptic Trilobite")
    base = HEAD + "battlefield:\n" + permanents("Plains", ["p1"]) + """
  - {id: tri, card: Cryptic Trilobite, controller: alice, counters: {"+1/+1": 2}}
hand:
  - {id: tome, card: Jalum Tome, owner: alice}
"""
    names = ["Cryptic Trilobite", "Jalum Tome"]
    g = play(base, names, ["alice: activate tri 2"])
    assert sum(g.s.pools["alice"].values()) == 2
    run_script(g, ["alice: cast tome"], "<test>")
    assert {a.kind for a in g.legal_actions()} & {"pay", "autopay"} == set()
    run_script(g, ["alice: cancel", "alice: activate tri 3", "alice: pay", "alice: pass", "bob: pass"], "<test>")
    assert sum(c.count for c in g.obj("tri").counters if c.kind == "+1/+1") == 2   # 2 - 1 + 1
    assert sum(g.s.pools["alice"].values()) == 1


def test_111_10h_gixs_caress_powerstone_mana_cant_cast_a_nonartifact_spell():
    """111.10h, 106.6: Gix's Caress creates a tapped Powerstone token ("{T}: Add {C}. This mana
    can't be spent to cast a nonartifact spell."). On alice's next turn its {C} and a Forest's
    {G} in her pool can't pay Grizzly Bears' {1}{G} (the {C} is barred), but they pay Jalum
    Tome's {3}, an artifact spell, with one Swamp's {B}."""
    assert fully_compiled("Gix's Caress")
    base = HEAD + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"]) + permanents("Forest", ["f1"]) + """
hand:
  - {id: gc, card: Gix's Caress, owner: alice}
  - {id: bears, card: Grizzly Bears, owner: alice}
  - {id: tome, card: Jalum Tome, owner: alice}
  - {id: hb, card: Plains, owner: bob}
"""
    names = ["Gix's Caress", "Grizzly Bears", "Jalum Tome"]
    g = play(base, names, ["alice: cast gc target=bob", "alice: mana s1", "alice: mana s2", "alice: mana s3",
                           "alice: pay", "alice: pass", "bob: pass"])
    ps = [o for o in g.s.objects.values() if o.token and o.card.name == "Powerstone"]
    assert len(ps) == 1 and ps[0].tapped                 # "a tapped Powerstone token" (111.10h)
    run_script(g, ["T3 precombat_main: wait", f"alice: activate {ps[0].id} 1", "alice: mana f1", "alice: cast bears"],
               "<test>")
    assert "pay" not in {a.kind for a in g.legal_actions()}        # {C}{G} in the pool, but the {C} is barred
    run_script(g, ["alice: cancel", "alice: cast tome", "alice: mana s1", "alice: pay", "alice: pass", "bob: pass"],
               "<test>")
    assert g.obj("tome").zone == "battlefield" and not any(g.s.pools["alice"].values())


def test_106_4_sakura_tribe_springcaller_mana_stays_until_end_of_turn():
    """106.4, 500.4: "At the beginning of your upkeep, add {G}. Until end of turn, you don't lose
    this mana as steps and phases end." -- the {G} added in the upkeep is still there in the
    main phase (the draw step ended in between) and pays for Llanowar Elves."""
    assert fully_compiled("Sakura-Tribe Springcaller")
    base = head("untap", alice=["Forest", "Plains", "Plains"]) + \
        "battlefield:\n  - {id: st, card: Sakura-Tribe Springcaller, controller: alice}\n" + """
hand:
  - {id: elves, card: Llanowar Elves, owner: alice}
"""
    names = ["Sakura-Tribe Springcaller", "Llanowar Elves"]
    g = play(base, names, ["T1 precombat_main: wait"])
    assert sum(g.s.pools["alice"].values()) == 1
    run_script(g, ["alice: cast elves", "alice: pay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("elves").zone == "battlefield"
