"""More of the layer system, each expected value from the rule cited."""


def pt(r, oid):
    c = r.characteristics[oid]
    return (c.power, c.toughness)


def test_707_2_copy_takes_copiable_values_and_their_static_abilities(layers):
    """707.2 / 613.2a: a Clone copying Elvish Champion has its name, types, P/T and its ability;
    "other Elf creatures get +1/+1" from each Champion pumps the other one."""
    r = layers("""
players: [alice]
battlefield:
  - {id: champ, card: Elvish Champion, timestamp: 1}
  - {id: clone, card: Clone, timestamp: 2, copy_of: champ}
  - {id: elves, card: Llanowar Elves, timestamp: 3}
""")
    c = r.characteristics["clone"]
    assert c.name == "Elvish Champion" and "Elf" in c.subtypes
    assert pt(r, "clone") == (3, 3) and pt(r, "champ") == (3, 3)   # 2/2 + the other's +1/+1
    assert pt(r, "elves") == (3, 3)                                # +1/+1 from both
    assert "forestwalk" in c.abilities


def test_707_2_copy_of_a_copy_uses_its_copiable_values(layers):
    """707.3: copying a copy gets the values it has as a copy (copy effects depend on each other
    in layer 1a, 613.8a "what it does")."""
    r = layers("""
players: [alice]
battlefield:
  - {id: ogre, card: Gray Ogre, timestamp: 1}
  - {id: clone1, card: Clone, timestamp: 3, copy_of: ogre}
  - {id: clone2, card: Clone, timestamp: 2, copy_of: clone1}
""")
    assert r.characteristics["clone2"].name == "Gray Ogre" and pt(r, "clone2") == (2, 2)
    assert r.order("1a") == ["clone1:copy", "clone2:copy"]


def test_708_2_face_down_is_a_nameless_colorless_2_2(layers):
    """708.2a: a face-down permanent is a 2/2 creature with no text, name, subtypes or mana cost;
    later layers still apply (an anthem gives +1/+1)."""
    r = layers("""
players: [alice]
battlefield:
  - {id: anthem, card: Glorious Anthem, timestamp: 1}
  - {id: fd, card: Shivan Dragon, timestamp: 2, face_down: true}
""")
    c = r.characteristics["fd"]
    assert c.name is None and c.types == ("creature",) and c.subtypes == () and c.colors == ()
    assert c.abilities == () and c.mana_value == 0 and pt(r, "fd") == (3, 3)


def test_612_text_change_on_an_anthem(layers):
    """612.1/612.2 (Sleight of Mind): Crusade's "white" changed to "red": red creatures get +1/+1,
    white ones don't."""
    r = layers("""
players: [alice]
cards:
  - {name: White Knight Test, mana_cost: "{W}", types: [creature], power: 2, toughness: 2}
battlefield:
  - {id: crusade, card: Crusade, timestamp: 1}
  - {id: knight, card: White Knight Test, timestamp: 2}
  - {id: ogre, card: Gray Ogre, timestamp: 3}
effects:
  - {id: sleight, timestamp: 4, objects: [crusade], text_change: {from: white, to: red}}
""")
    assert pt(r, "ogre") == (3, 3) and pt(r, "knight") == (2, 2)


def test_612_text_change_landwalk(layers):
    """Magical Hack on "swampwalk" makes it "islandwalk" (612.2 example text of Magical Hack)."""
    r = layers("""
players: [alice]
cards:
  - {name: Bog Walker Test, types: [creature], power: 1, toughness: 1, abilities: [swampwalk]}
battlefield:
  - {id: w, card: Bog Walker Test, timestamp: 1}
effects:
  - {id: hack, timestamp: 2, objects: [w], text_change: {from: Swamp, to: Island}}
""")
    assert r.characteristics["w"].abilities == ("islandwalk",)


def test_604_3_tarmogoyf_cda_counts_card_types_in_graveyards(layers):
    """Tarmogoyf (604.3, 613.4a): creature + instant + land in graveyards -> 3/4; a
    characteristic-defining ability works in every zone."""
    r = layers("""
players: [alice, bob]
battlefield:
  - {id: goyf, card: Tarmogoyf, controller: alice}
graveyard:
  - {id: g1, card: Gray Ogre, owner: bob}
  - {id: g2, card: Giant Growth, owner: alice}
  - {id: g3, card: Forest, owner: alice}
  - {id: g4, card: Dryad Arbor, owner: bob}
hand:
  - {id: goyf2, card: Tarmogoyf, owner: alice}
""")
    assert pt(r, "goyf") == (3, 4)      # creature, instant, land (Dryad Arbor adds nothing new)
    assert pt(r, "goyf2") == (3, 4)     # 604.3: the CDA works in the hand too
    assert r.layer("7a")[0].rule == "613.7" or r.layer("7a")


def test_painters_servant_colors_cards_in_every_zone(layers):
    """Painter's Servant (Oracle text) in layer 5 (613.1e): "All cards that aren't on the battlefield,
    spells, and permanents are the chosen color in addition" -- a graveyard card is blue too."""
    """Painter's Servant: cards not on the battlefield, spells and permanents are the chosen color
    in addition -- a graveyard card is blue too."""
    r = layers("""
players: [alice]
battlefield:
  - {id: painter, card: "Painter's Servant", timestamp: 1, chosen: {color: blue}}
  - {id: ogre, card: Gray Ogre, timestamp: 2}
graveyard:
  - {id: g, card: Shivan Dragon}
""")
    assert set(r.characteristics["ogre"].colors) == {"red", "blue"}
    assert set(r.characteristics["g"].colors) == {"red", "blue"}
    assert r.characteristics["painter"].colors == ("blue",)


def test_ensoul_artifact_makes_a_5_5_artifact_creature(layers):
    """Ensoul Artifact (Oracle text): the artifact becomes a creature in layer 4 (613.1d) with base
    power and toughness 5/5 in 7b (613.4b)."""
    r = layers("""
players: [alice]
cards:
  - {name: Test Rock, mana_cost: "{1}", types: [artifact]}
battlefield:
  - {id: rock, card: Test Rock, timestamp: 1}
  - {id: ensoul, card: Ensoul Artifact, timestamp: 2, attached_to: rock}
""")
    c = r.characteristics["rock"]
    assert set(c.types) == {"artifact", "creature"} and pt(r, "rock") == (5, 5)


def test_305_7_blood_moon_on_a_dual_land(layers):
    """305.7: Badlands (Swamp Mountain) under Blood Moon is only a Mountain, with only {T}: Add {R};
    a basic Swamp is unaffected (Blood Moon: nonbasic lands)."""
    r = layers("""
players: [alice]
battlefield:
  - {id: moon, card: Blood Moon, timestamp: 1}
  - {id: badlands, card: Badlands, timestamp: 2}
  - {id: swamp, card: Swamp, timestamp: 3}
""")
    b = r.characteristics["badlands"]
    assert b.subtypes == ("Mountain",) and b.abilities == ("{T}: Add {R}.",)
    assert r.characteristics["swamp"].abilities == ("{T}: Add {B}.",)


def test_dryad_arbor_green_by_color_indicator(layers):
    """204.1 / 105.2: Dryad Arbor is green by its color indicator; 305.6: a Forest has "{T}: Add {G}"."""
    r = layers("""
players: [alice]
battlefield:
  - {id: arbor, card: Dryad Arbor}
""")
    c = r.characteristics["arbor"]
    assert c.colors == ("green",) and set(c.types) == {"land", "creature"} and "{T}: Add {G}." in c.abilities


def test_613_1f_cant_have_wins_over_a_later_grant(layers):
    """613.1f: an effect that says an object can't have an ability beats a later grant."""
    r = layers("""
players: [alice]
battlefield:
  - {id: ogre, card: Gray Ogre, timestamp: 1}
effects:
  - {id: grounded, timestamp: 2, objects: [ogre], cant_have: [flying]}
  - {id: wings, timestamp: 3, objects: [ogre], add_abilities: [flying]}
""")
    assert "flying" not in r.characteristics["ogre"].abilities


def test_205_1a_becomes_an_artifact_loses_creature_subtypes(layers):
    """205.1a / 205.3d: "becomes an artifact" (not "in addition") replaces the card types, and the
    creature types go with the creature type."""
    r = layers("""
players: [alice]
battlefield:
  - {id: ogre, card: Gray Ogre, timestamp: 1}
effects:
  - {id: petrify, timestamp: 2, objects: [ogre], set_types: [artifact]}
""")
    c = r.characteristics["ogre"]
    assert c.types == ("artifact",) and c.subtypes == () and c.power is None


def test_613_1b_control_magic_gives_control(layers):
    """613.1b (layer 2): "You control enchanted creature" -- Control Magic's controller controls it."""
    r = layers("""
players: [alice, bob]
battlefield:
  - {id: ogre, card: Gray Ogre, controller: bob, timestamp: 1}
  - {id: magic, card: Control Magic, controller: alice, timestamp: 2, attached_to: ogre}
""")
    assert r.characteristics["ogre"].controller == "alice"


def test_613_8a_two_cdas_tarmogoyf_and_a_counting_cda(layers):
    """Both effects are CDAs in 7a, so one may depend on the other (613.8a(c)): the counter of
    creatures with power 1 or more waits for Tarmogoyf's CDA. Graveyards hold an enchantment and
    a creature: Tarmogoyf 2/3; the counter sees Tarmogoyf and the Bears (its own power is still
    0 when it applies): 2/2. (Regression: card-type counts were not decided by grounding.)"""
    r = layers("""
players: [alice]
cards:
  - {name: Power Gauge, mana_cost: "{2}{G}", types: [creature], subtypes: [Elemental],
     abilities: [{cda: {set_pt: [{count: [creature, {power: {ge: 1}}]}, {count: [creature, {power: {ge: 1}}]}]}}]}
battlefield:
  - {id: goyf, card: Tarmogoyf, timestamp: 1}
  - {id: gauge, card: Power Gauge, timestamp: 2}
  - {id: bears, card: Grizzly Bears, timestamp: 3}
graveyard:
  - {id: g0, card: March of the Machines, owner: alice}
  - {id: g1, card: Grizzly Bears, owner: alice}
""")
    assert pt(r, "goyf") == (2, 3) and pt(r, "gauge") == (2, 2)
    assert ("gauge:1", "goyf:1", "what_it_does") in {(d.effect, d.on, d.reason) for d in r.dependencies("7a")}


def test_613_8a_control_magic_under_confiscate(layers):
    """109.5: "you" in Control Magic is its controller. Confiscate (bob's) takes Control Magic;
    applying Confiscate changes what Control Magic does (613.8a), so Control Magic waits for it,
    and bob controls the Bears."""
    r = layers("""
players: [alice, bob]
cards:
  - {name: Test Confiscate, mana_cost: "{4}{U}", types: [enchantment], subtypes: [Aura],
     abilities: [{text: "Enchant permanent"}, {static: {affects: enchanted, control: you}}]}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: bob, timestamp: 1}
  - {id: cm, card: Control Magic, controller: alice, timestamp: 2, attached_to: bears}
  - {id: conf, card: Test Confiscate, controller: bob, timestamp: 3, attached_to: cm}
""")
    assert r.characteristics["cm"].controller == "bob"
    assert r.characteristics["bears"].controller == "bob"
    assert r.order("2") == ["conf:2", "cm:2"]


def test_707_2_copy_of_a_face_down_permanent(layers):
    """707.2 example: a Clone copying a face-down creature is a colorless 2/2 creature with no
    name, no abilities and no mana cost."""
    r = layers("""
players: [alice]
battlefield:
  - {id: morph, card: Shivan Dragon, timestamp: 1, face_down: true}
  - {id: clone, card: Clone, timestamp: 2, copy_of: morph}
""")
    c = r.characteristics["clone"]
    assert c.name is None and c.colors == () and c.abilities == () and c.mana_value == 0
    assert c.types == ("creature",) and pt(r, "clone") == (2, 2)
