"""Text-changing instructions (612.1-2) compiled from Oracle text: "Change the text of target spell or
permanent by replacing all instances of one color word with another [or one basic land type with
another] [until end of turn]" (Sleight of Mind, Mind Bend, Magical Hack, Crystal Spray) and "... of one
creature type with Vampire" (New Blood). The words are chosen as the spell resolves (608.2d); the
result is a text-changing effect (layer 3, 613.1c) locked onto the object that every feature reads:
activated and triggered abilities, a spell resolving on the stack (608.2b), a permanent spell becoming
a permanent (400.7a), the subtypes of the type line (612.1). Each test plays real cards compiled from
their Oracle text; the expected value comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, pass_until, permanents, play, shipped_specs
from pyengine.game.players import run_script


def _hand(*cards: tuple[str, str, str]) -> str:
    return "hand:\n" + "".join(f"  - {{id: {i}, card: {c}, owner: {o}}}\n" for i, c, o in cards)


def _options(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def test_612_2_sleight_of_mind_compiles_and_changes_an_activated_abilitys_target_word():
    """612.2, 608.2d (Sleight of Mind, green -> red, the words chosen as it resolves): Eastern
    Paladin's "Destroy target green creature" now reads "target red creature": Gray Ogre (red) is a
    legal target and is destroyed (115.1). The compiled card replaces the hand-written override."""
    assert fully_compiled("Sleight of Mind")
    assert not [s for s in shipped_specs() if s["name"] == "Sleight of Mind"]
    board = (head() + "battlefield:\n" + permanents("Eastern Paladin", ["pal"]) + permanents("Swamp", ["s1", "s2"])
             + permanents("Island", ["i1"]) + permanents("Gray Ogre", ["ogre"], "bob")
             + _hand(("som", "Sleight of Mind", "alice")))
    g = play(board, ["Eastern Paladin", "Sleight of Mind"],
             ["alice: cast som target=pal", "alice: autopay", "alice: pass", "bob: pass",
              "alice: choose green", "alice: choose red",
              "alice: activate pal 1 target=ogre", "alice: pass", "bob: pass"])
    assert dict(g.ch("pal").text_changes) == {"green": "red"}
    assert g.obj("ogre").zone == "graveyard"


def test_608_2d_the_new_word_is_another_word_of_the_same_kind():
    """608.2d, 612.2 ("one color word with another or one basic land type with another", Mind
    Bend): the player first chooses a color word or basic land type, then another word of the same
    kind -- not the word itself, not a word of the other kind."""
    board = (head() + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Eastern Paladin", ["pal"], "bob")
             + _hand(("mb", "Mind Bend", "alice")))
    g = play(board, ["Mind Bend", "Eastern Paladin"], ["alice: cast mb target=pal", "alice: autopay",
                                                        "alice: pass", "bob: pass"])
    assert set(_options(g)) == {f"choose {w}" for w in ("white", "blue", "black", "red", "green", "Plains",
                                                          "Island", "Swamp", "Mountain", "Forest")}
    run_script(g, ["alice: choose Swamp"], "<test>")
    assert set(_options(g)) == {"choose Plains", "choose Island", "choose Mountain", "choose Forest"}
    run_script(g, ["alice: choose Island"], "<test>")
    assert dict(g.ch("pal").text_changes) == {}          # no Swamp in its text: nothing reads differently


def test_608_2b_a_spell_whose_text_changed_on_the_stack_rechecks_its_changed_target_word():
    """612.2, 608.2b (the Sleight of Mind example: "target black spell" -> "target blue spell"):
    Blue Elemental Blast's "Counter target red spell" is changed on the stack to "target blue
    spell"; as it resolves its target, Lightning Bolt (red), is illegal, so it doesn't resolve and
    the Bolt deals its 3 damage."""
    board = (head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + permanents("Island", ["i1"])
             + permanents("Island", ["bi1"], "bob")
             + _hand(("bolt", "Lightning Bolt", "alice"), ("som", "Sleight of Mind", "alice"),
                     ("beb", "Blue Elemental Blast", "bob")))
    script = ["alice: cast bolt target=bob", "alice: autopay", "alice: pass",
              "bob: cast beb mode=1 target=bolt", "bob: autopay", "bob: pass"]
    g = play(board, ["Blue Elemental Blast", "Sleight of Mind"],
             script + ["alice: cast som target=beb", "alice: autopay", "alice: pass", "bob: pass",
                       "alice: choose red", "alice: choose blue", "alice: pass", "bob: pass"])
    assert g.obj("beb").zone == "graveyard" and [x.id for x in g.s.stack] == ["bolt"]
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 17
    g = play(board, ["Blue Elemental Blast", "Sleight of Mind"], script + ["alice: pass"])   # unchanged:
    assert g.obj("bolt").zone == "graveyard" and life(g, "bob") == 20                       # countered (701.5a)


def test_612_2_a_triggered_abilitys_changed_color_word_decides_what_triggers_it():
    """612.2, 603.2 (Sleight of Mind, white -> red on Angel's Feather): "Whenever a player casts a
    white spell" now reads "a red spell": Swords to Plowshares (white) doesn't trigger it, Lightning
    Bolt (red) does."""
    board = (head() + "battlefield:\n" + permanents("Angel's Feather", ["af"]) + permanents("Mountain", ["m1"])
             + permanents("Island", ["i1"]) + permanents("Plains", ["p1"]) + permanents("Grizzly Bears", ["bear"], "bob")
             + _hand(("bolt", "Lightning Bolt", "alice"), ("som", "Sleight of Mind", "alice"),
                     ("stp", "Swords to Plowshares", "alice")))
    g = play(board, ["Angel's Feather", "Sleight of Mind"],
             ["alice: cast som target=af", "alice: autopay", "alice: pass", "bob: pass",
              "alice: choose white", "alice: choose red", "alice: cast stp target=bear", "alice: autopay"])
    assert [x.kind for x in g.s.stack] == ["spell"]                     # no trigger
    run_script(g, ["alice: pass", "bob: pass", "alice: cast bolt target=bob", "alice: autopay"], "<test>")
    assert [x.kind for x in g.s.stack] == ["spell", "triggered"]
    assert "red spell" in g.s.stack[-1].text


def test_400_7a_a_text_change_on_a_permanent_spell_continues_on_the_permanent():
    """400.7a, 612.2 (Sleight of Mind on Crusade while it is a spell, white -> black): the effect
    continues to apply to the permanent the spell becomes -- black creatures get +1/+1, white and
    green ones don't."""
    board = (head() + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Plains", ["p1", "p2", "p3"])
             + permanents("Grizzly Bears", ["bear"]) + permanents("Black Knight", ["bk"])
             + _hand(("cru", "Crusade", "alice"), ("som", "Sleight of Mind", "alice")))
    g = play(board, ["Crusade", "Sleight of Mind"],
             ["alice: cast cru", "alice: autopay", "alice: cast som target=cru", "alice: autopay",
              "alice: pass", "bob: pass", "alice: choose white", "alice: choose black", "alice: pass", "bob: pass"])
    assert g.obj("cru").zone == "battlefield"
    assert (g.ch("bk").power, g.ch("bk").toughness) == (3, 3)
    assert (g.ch("bear").power, g.ch("bear").toughness) == (2, 2)


def test_611_2a_until_end_of_turn_text_change_ends_but_an_indefinite_one_lasts():
    """611.2a, 514.2 (Crystal Spray "until end of turn"): the change ends in the cleanup step; a
    text change with no duration (Sleight of Mind: "This effect lasts indefinitely") is still there
    next turn."""
    board = (head(alice=["Plains"] * 3) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + permanents("Eastern Paladin", ["pal"]) + permanents("Sengir Vampire", ["sv"])
             + _hand(("cs", "Crystal Spray", "alice"), ("som", "Sleight of Mind", "alice")))
    g = play(board, ["Crystal Spray", "Sleight of Mind", "Eastern Paladin"],
             ["alice: cast cs target=pal", "alice: autopay", "alice: pass", "bob: pass",
              "alice: choose green", "alice: choose blue",
              "alice: cast som target=sv", "alice: autopay", "alice: pass", "bob: pass",
              "alice: choose black", "alice: choose white"])
    assert dict(g.ch("pal").text_changes) == {"green": "blue"}
    assert g.obj("la1").zone == "hand"                           # Crystal Spray: "Draw a card."
    pass_until(g, "bob", "upkeep")
    assert dict(g.ch("pal").text_changes) == {}
    assert [e for e in g.s.effects if e.objects == ("sv",)]      # Sleight of Mind's effect remains


def test_612_1_a_basic_land_type_change_changes_the_type_line():
    """612.1, 305.6 (Magical Hack, Forest -> Island on a Forest): the type line's land type is
    text too -- the land is an Island and taps for {U}, no longer {G}."""
    board = (head() + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Forest", ["f1"])
             + _hand(("mh", "Magical Hack", "alice")))
    g = play(board, ["Magical Hack"], ["alice: cast mh target=f1", "alice: autopay", "alice: pass", "bob: pass",
                                       "alice: choose Forest", "alice: choose Island"])
    assert g.ch("f1").subtypes == ("Island",)
    assert g.mana_abilities("f1") == ["U"]


def test_612_2_landwalk_changed_by_a_compiled_text_change():
    """612.2 (Mind Bend's reminder: "forestwalk" to "islandwalk"): Bog Wraith's swampwalk
    changed Swamp -> Island is islandwalk."""
    board = (head() + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Bog Wraith", ["bw"])
             + _hand(("mb", "Mind Bend", "alice")))
    g = play(board, ["Mind Bend"], ["alice: cast mb target=bw", "alice: autopay", "alice: pass", "bob: pass",
                                    "alice: choose Swamp", "alice: choose Island"])
    assert "islandwalk" in g.ch("bw").abilities and "swampwalk" not in g.ch("bw").abilities


def test_612_1_new_blood_steals_the_creature_and_makes_it_a_vampire():
    """612.1, 612.2, 613.1b-c (New Blood: "Gain control of target creature. Change the text of that
    creature by replacing all instances of one creature type with Vampire."): Goblin Piker is
    alice's and its type line's Goblin reads Vampire."""
    assert fully_compiled("New Blood")
    board = (head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4"])
             + permanents("Vampire Lacerator", ["vl"]) + permanents("Goblin Piker", ["gp"], "bob")
             + _hand(("nb", "New Blood", "alice")))
    g = play(board, ["New Blood"], ["alice: cast nb target=gp", "alice: tap vl", "alice: autopay",
                                    "alice: pass", "bob: pass", "alice: choose Goblin"])
    assert g.ch("gp").controller == "alice"
    assert "Vampire" in g.ch("gp").subtypes and "Goblin" not in g.ch("gp").subtypes


def test_608_2b_an_illegal_target_gets_no_text_change():
    """608.2b: Sleight of Mind's target is gone as it resolves (Lightning Bolt killed the creature in
    response): the spell doesn't resolve -- no word is chosen, no effect is created."""
    board = (head() + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Mountain", ["m1"])
             + permanents("Eastern Paladin", ["pal"], "bob")
             + _hand(("som", "Sleight of Mind", "alice"), ("bolt", "Lightning Bolt", "alice")))
    g = play(board, ["Sleight of Mind", "Eastern Paladin"],
             ["alice: cast som target=pal", "alice: autopay", "alice: cast bolt target=pal", "alice: autopay",
              "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("pal").zone == "graveyard" and g.obj("som").zone == "graveyard"
    assert not g.s.effects and g.decision.kind == "priority"
