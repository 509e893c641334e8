"""Choices an object remembers and choices made on resolution, compiled from real cards' Oracle
text and played by the game loop: "As ~ enters, choose a color / a creature type" (614.12a) and the
abilities that refer to the chosen value (607.2d); "of your choice" as an instruction resolves
(608.2d). Each expected answer comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head

HEAD = head()


def offered(g) -> set:
    return {a.args[0] for a in g.legal_actions() if a.kind == "choose"}


def pt(g, oid):
    c = g.ch(oid)
    return (c.power, c.toughness)


def test_614_12a_shared_triumph_chosen_type_gets_the_bonus():
    """614.12a, 607.2d: "As this enchantment enters, choose a creature type. Creatures of the
    chosen type get +1/+1." -- the controller chooses as it enters; after choosing Elf, an Elf gets
    +1/+1 and a Goblin doesn't; a changeling is every creature type (702.73a, 205.3m) and gets it."""
    assert fully_compiled("Shared Triumph")
    g = game(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: gob, card: Raging Goblin, controller: alice}
  - {id: chg, card: Changeling Outcast, controller: alice}
hand:
  - {id: st, card: Shared Triumph, owner: alice}
""", ["Shared Triumph"])
    run_script(g, ["alice: cast st", "alice: pass", "bob: pass"], "<test>")
    d = g.s.decision
    assert d.kind == "choose" and d.player == "alice" and {"Elf", "Goblin"} <= offered(g)
    run_script(g, ["alice: choose Elf"], "<test>")
    assert g.obj("st").chosen == {"creature_type": "Elf"}
    assert pt(g, "elf") == (2, 2) and pt(g, "gob") == (1, 1) and pt(g, "chg") == (2, 2)


def test_400_7_a_new_object_has_no_chosen_type():
    """400.7, 607.2d: Shared Triumph, after Elf was chosen, is returned to its owner's hand
    (Boomerang) and cast again: the new object remembers nothing, its controller chooses anew
    (614.12a), and Goblin now gets +1/+1, the Elf not."""
    g = game(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: gob, card: Raging Goblin, controller: alice}
hand:
  - {id: st, card: Shared Triumph, owner: alice}
  - {id: boom, card: Boomerang, owner: alice}
""", ["Shared Triumph", "Boomerang"])
    run_script(g, ["alice: cast st", "alice: pass", "bob: pass", "alice: choose Elf"], "<test>")
    assert pt(g, "elf") == (2, 2)
    run_script(g, ["alice: cast boom target=st", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("st").zone == "hand" and g.obj("st").chosen == {} and pt(g, "elf") == (1, 1)
    run_script(g, ["alice: cast st", "alice: pass", "bob: pass"], "<test>")
    assert g.s.decision.kind == "choose" and pt(g, "elf") == (1, 1)
    run_script(g, ["alice: choose Goblin"], "<test>")
    assert pt(g, "gob") == (2, 2) and pt(g, "elf") == (1, 1)


def test_607_2d_curse_of_wizardry_triggers_on_the_chosen_color_only():
    """607.2d, 603.2: Curse of Wizardry ("As this enchantment enters, choose a color. Whenever a
    player casts a spell of the chosen color, that player loses 1 life.") with red chosen: bob's
    Lightning Bolt (red) makes him lose 1 life; alice's Giant Growth (green) doesn't trigger."""
    assert fully_compiled("Curse of Wizardry")
    g = game(head(bob=3) + """
battlefield:
  - {id: cw, card: Curse of Wizardry, controller: alice, chosen: {color: red}}
  - {id: f1, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Curse of Wizardry"])
    run_script(g, ["alice: cast gg target=bear", "alice: pass", "bob: pass"], "<test>")
    assert g.s.players["alice"].life == 20 and g.s.players["bob"].life == 20
    run_script(g, ["alice: pass", "bob: cast bolt target=alice", "bob: pass", "alice: pass",
                   "bob: pass", "alice: pass"], "<test>")
    assert g.s.players["bob"].life == 19 and g.s.players["alice"].life == 17


def test_614_12a_plague_engineer_chooses_as_it_enters():
    """614.12a, 607.2d: Plague Engineer ("As this creature enters, choose a creature type.
    Creatures of the chosen type your opponents control get -1/-1.") cast by alice, who is asked
    (not bob) and chooses Elf: bob's Llanowar Elves dies (704.5f), his Goblin stays 1/1."""
    assert fully_compiled("Plague Engineer")
    g = game(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: gob, card: Raging Goblin, controller: bob}
hand:
  - {id: pe, card: Plague Engineer, owner: alice}
""", ["Plague Engineer"])
    run_script(g, ["alice: cast pe", "alice: pass", "bob: pass"], "<test>")
    assert g.s.decision.player == "alice" and g.s.decision.rule == "614.12a"
    run_script(g, ["alice: choose Elf"], "<test>")
    g.advance()
    assert g.obj("elf").zone == "graveyard" and pt(g, "gob") == (1, 1) and pt(g, "pe") == (2, 2)


def test_607_2d_heraldic_banner_adds_mana_of_the_chosen_color():
    """614.12a, 607.2d: Heraldic Banner ("As this artifact enters, choose a color. Creatures you
    control of the chosen color get +1/+0. {T}: Add one mana of the chosen color.") -- alice
    chooses red: her red creature gets +1/+0 (not her green one) and the Banner taps for {R} only."""
    assert fully_compiled("Heraldic Banner")
    g = game(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: gob, card: Raging Goblin, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: hb, card: Heraldic Banner, owner: alice}
""", ["Heraldic Banner"])
    run_script(g, ["alice: cast hb", "alice: pass", "bob: pass"], "<test>")
    assert offered(g) == {"white", "blue", "black", "red", "green"}
    run_script(g, ["alice: choose red"], "<test>")
    assert pt(g, "gob") == (2, 1) and pt(g, "bear") == (2, 2)
    assert g.mana_abilities("hb") == ["R"]
    run_script(g, ["alice: mana hb"], "<test>")
    assert g.s.pools["alice"].get("R") == 1


def test_614_12a_thriving_bluff_enters_tapped_and_offers_no_red():
    """614.1c, 614.12a, 607.2d: Thriving Bluff ("This land enters tapped. As it enters, choose a
    color other than red. {T}: Add {R} or one mana of the chosen color.") -- played, it enters
    tapped and alice may choose any color but red; after blue it taps for {R} or {U}."""
    assert fully_compiled("Thriving Bluff")
    g = game(HEAD + """
hand:
  - {id: tb, card: Thriving Bluff, owner: alice}
""", ["Thriving Bluff"])
    run_script(g, ["alice: play tb"], "<test>")
    assert g.obj("tb").tapped and offered(g) == {"white", "blue", "black", "green"}
    run_script(g, ["alice: choose blue"], "<test>")
    assert sorted(g.mana_abilities("tb")) == ["R", "U"]


# ------------------------------------------------------------------ chosen as it resolves (608.2d)
def test_608_2d_gods_willing_protection_from_the_color_chosen_on_resolution():
    """608.2d, 702.16b: Gods Willing ("Target creature you control gains protection from the color
    of your choice until end of turn. Scry 1.") -- alice chooses red as it resolves (not when
    casting); her Bears then can't be targeted by bob's Lightning Bolt (red)."""
    assert fully_compiled("Gods Willing")
    g = game(head(bob=3) + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: gw, card: Gods Willing, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Gods Willing"])
    run_script(g, ["alice: cast gw target=bear"], "<test>")
    assert g.s.decision.kind != "choose"                    # nothing chosen on casting
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.s.decision.kind == "choose" and g.s.decision.player == "alice" and g.s.decision.rule == "608.2d"
    assert offered(g) == {"white", "blue", "black", "red", "green"}
    run_script(g, ["alice: choose red"], "<test>")
    assert ("protection", (("color", "red"),)) in g.ch("bear").ability_terms
    run_script(g, ["alice: pass"], "<test>")
    g.push("cast bolt")
    got = {a.args[0] for a in g.legal_actions() if a.kind == "target"}
    assert "alice" in got and "bear" not in got


def test_608_2d_jinx_land_becomes_the_basic_land_type_chosen():
    """608.2d, 305.7: Jinx ("Target land becomes the basic land type of your choice until end of
    turn.") on bob's Forest, alice choosing Island: it is an Island (it loses Forest and its {G}
    ability; it taps for {U})."""
    assert fully_compiled("Jinx")
    g = game(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: for, card: Forest, controller: bob}
hand:
  - {id: jinx, card: Jinx, owner: alice}
""", ["Jinx"])
    run_script(g, ["alice: cast jinx target=for", "alice: pass", "bob: pass"], "<test>")
    assert offered(g) == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    run_script(g, ["alice: choose Island"], "<test>")
    assert "Island" in g.ch("for").subtypes and "Forest" not in g.ch("for").subtypes
    assert g.mana_abilities("for") == ["U"]


def test_608_2d_mistform_dreamer_becomes_the_creature_type_chosen():
    """608.2d, 205.1a: Mistform Dreamer ("{1}: This creature becomes the creature type of your
    choice until end of turn.") -- activated, alice chooses Elf: it is an Elf and no longer an
    Illusion, so Shared Triumph (Elf chosen) gives it +1/+1."""
    assert fully_compiled("Mistform Dreamer")
    g = game(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: md, card: Mistform Dreamer, controller: alice}
  - {id: st, card: Shared Triumph, controller: alice, chosen: {creature_type: Elf}}
""", ["Mistform Dreamer", "Shared Triumph"])
    assert pt(g, "md") == (2, 1)
    run_script(g, ["alice: activate md 2", "alice: pass", "bob: pass", "alice: choose Elf"], "<test>")
    assert g.ch("md").subtypes == ("Elf",) or list(g.ch("md").subtypes) == ["Elf"]
    assert pt(g, "md") == (3, 2)
