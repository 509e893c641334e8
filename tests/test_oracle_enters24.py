"""Choices and costs made as a permanent enters (614.1c, 614.12a, 614.13) and as it is turned face
up (614.1e): devour (702.82), amplify (702.38), "enters with your choice of a flying counter or a
first strike counter on it", "As this creature is turned face up, put four +1/+1 counters on it".
Each test plays real cards compiled from their Oracle text; the expected answer comes from the CR
rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from pyengine.game.state import Action
from oracle_helpers import counters, fully_compiled, head, life, permanents, play


def _hand(*cards: tuple[str, str]) -> str:
    return "hand:\n" + "".join(f"  - {{id: {i}, card: {c}, owner: alice}}\n" for i, c in cards)


def _elder(extra: str = "", names: tuple[str, ...] = ()):
    return play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"])
                + permanents("Grizzly Bears", ["b1", "b2"]) + permanents("Grizzly Bears", ["b3"], "bob") + extra
                + _hand(("te", "Thunder-Thrash Elder")),
                ["Thunder-Thrash Elder", *names], ["alice: cast te", "alice: pass", "bob: pass"])


def test_702_82a_thunder_thrash_elder_devours_two_creatures():
    """702.82a, 614.12a: "Devour 3" -- as Thunder-Thrash Elder enters, alice may sacrifice any
    number of creatures (her own: 701.21a, bob's Bears aren't offered); she sacrifices both her
    Bears and it enters with 3 x 2 = 6 +1/+1 counters, a 7/7."""
    assert fully_compiled("Thunder-Thrash Elder")
    g = _elder()
    d = g.decision
    assert d.kind == "as_enters" and d.player == "alice" and g.obj("te").zone == "stack"
    assert set(d.options) == {Action("done"), Action("choose", ("b1",)), Action("choose", ("b2",))}
    run_script(g, ["alice: choose b1", "alice: choose b2"], "<test>")
    assert g.obj("te").zone == "battlefield" and counters(g, "te") == 6
    assert (g.ch("te").power, g.ch("te").toughness) == (7, 7)
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard" and g.obj("b3").zone == "battlefield"


def test_702_82a_devouring_nothing_enters_without_counters():
    """702.82a: "you may sacrifice any number of creatures" -- zero is a number: alice sacrifices
    none and Thunder-Thrash Elder enters a 1/1 with no counters; her Bears stay."""
    g = _elder()
    run_script(g, ["alice: done"], "<test>")
    assert g.obj("te").zone == "battlefield" and counters(g, "te") == 0 and g.ch("te").power == 1
    assert g.obj("b1").zone == "battlefield" and g.obj("b2").zone == "battlefield"


def test_122_6_devour_counters_are_modified_by_hardened_scales():
    """614.1c, 122.6, 616.1: devour's counters are counters the Elder enters with, so Hardened
    Scales ("If one or more +1/+1 counters would be put on a creature you control, that many plus
    one +1/+1 counters are put on it instead") applies to them: one creature devoured, 3 + 1 = 4."""
    g = _elder(permanents("Hardened Scales", ["hs"]), ("Hardened Scales",))
    run_script(g, ["alice: choose b1", "alice: done"], "<test>")
    assert counters(g, "te") == 4 and g.obj("b2").zone == "battlefield"


def test_603_6a_enters_trigger_sees_the_devour_counters():
    """614.12, 603.6a: the counters are on the Elder as it enters, so Garruk's Packleader
    ("Whenever another creature you control with power 3 or greater enters, you may draw a card")
    sees a 4/4 (one creature devoured) and triggers; alice draws."""
    g = _elder(permanents("Garruk's Packleader", ["gp"]), ("Garruk's Packleader",))
    run_script(g, ["alice: choose b1", "alice: done"], "<test>")
    assert g.ch("te").power == 4 and g.obj("gp").zone == "battlefield"
    assert g.s.stack and g.s.stack[-1].source == "gp"
    run_script(g, ["alice: pass", "bob: pass", "alice: yes"], "<test>")
    assert g.obj("la1").zone == "hand"


def test_603_6a_a_one_one_elder_doesnt_trigger_packleader():
    """603.6a: devouring nothing, the Elder enters a 1/1: Packleader's power-3 condition isn't
    met and nothing triggers."""
    g = _elder(permanents("Garruk's Packleader", ["gp"]), ("Garruk's Packleader",))
    run_script(g, ["alice: done"], "<test>")
    assert g.ch("te").power == 1 and not g.s.stack


def _thromok(script: list[str]):
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"]) + permanents("Forest", ["f1", "f2"])
             + permanents("Grizzly Bears", ["b1", "b2"]) + _hand(("th", "Thromok the Insatiable")),
             ["Thromok the Insatiable"], ["alice: cast th", "alice: pass", "bob: pass"])
    run_script(g, script, "<test>")
    return g


def test_702_82a_thromok_devours_x_and_gets_x_counters_for_each():
    """702.82a, 107.3: "Devour X, where X is the number of creatures devoured this way" -- two
    creatures devoured: X = 2, two counters for each, Thromok (0/0) is a 4/4."""
    assert fully_compiled("Thromok the Insatiable")
    g = _thromok(["alice: choose b1", "alice: choose b2"])
    assert g.obj("th").zone == "battlefield" and counters(g, "th") == 4 and g.ch("th").power == 4


def test_704_5f_thromok_devouring_nothing_is_put_into_the_graveyard():
    """704.5f: devouring nothing, the 0/0 Thromok enters with no counters and is put into its
    owner's graveyard by the state-based actions."""
    g = _thromok(["alice: done"])
    assert g.obj("th").zone == "graveyard" and g.obj("b1").zone == "battlefield"


def test_702_82c_devour_artifact_offers_only_artifacts():
    """702.82c: "Devour artifact 1" (Caprichrome) sacrifices artifacts: the Ornithopter is offered,
    the Grizzly Bears (not an artifact) aren't; devouring the Ornithopter, a 3/3."""
    assert fully_compiled("Caprichrome")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3", "p4"])
             + permanents("Ornithopter", ["or"]) + permanents("Grizzly Bears", ["b1"]) + _hand(("cp", "Caprichrome")),
             ["Caprichrome"], ["alice: cast cp", "alice: pass", "bob: pass"])
    assert set(g.decision.options) == {Action("done"), Action("choose", ("or",))}
    run_script(g, ["alice: choose or"], "<test>")
    assert counters(g, "cp") == 1 and g.ch("cp").power == 3 and g.obj("or").zone == "graveyard"


def test_702_38a_kilnmouth_dragon_amplify_reveals_a_dragon():
    """702.38a: "Amplify 3" -- alice may reveal cards from her hand that share a creature type with
    Kilnmouth Dragon: Shivan Dragon is offered, Grizzly Bears isn't; revealing Shivan Dragon gives
    three +1/+1 counters (an 8/8) and the revealed card stays in her hand."""
    assert fully_compiled("Kilnmouth Dragon")
    g = play(head() + "battlefield:\n" + permanents("Mountain", [f"m{i}" for i in range(7)])
             + _hand(("kd", "Kilnmouth Dragon"), ("sd", "Shivan Dragon"), ("gb", "Grizzly Bears")),
             ["Kilnmouth Dragon"], ["alice: cast kd", "alice: pass", "bob: pass"])
    assert g.decision.kind == "as_enters" and set(g.decision.options) == {Action("done"), Action("choose", ("sd",))}
    run_script(g, ["alice: choose sd"], "<test>")
    assert counters(g, "kd") == 3 and g.ch("kd").power == 8 and g.obj("sd").zone == "hand"


def test_702_73a_amplify_can_reveal_a_changeling():
    """702.38a, 702.73a: Changeling Outcast is every creature type, so it shares one with Canopy
    Crawler (a Beast) and may be revealed for its amplify 1: one counter, a 3/3."""
    assert fully_compiled("Canopy Crawler")
    g = play(head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(4)])
             + _hand(("cc", "Canopy Crawler"), ("co", "Changeling Outcast")),
             ["Canopy Crawler"], ["alice: cast cc", "alice: pass", "bob: pass", "alice: choose co"])
    assert counters(g, "cc") == 1 and g.ch("cc").power == 3


def test_122_1b_helica_glider_enters_with_the_chosen_keyword_counter():
    """614.12a, 122.1b: "enters with your choice of a flying counter or a first strike counter on
    it" -- alice chooses first strike before it enters: it has a first strike counter (and first
    strike), no flying."""
    assert fully_compiled("Helica Glider")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"]) + _hand(("hg", "Helica Glider")),
             ["Helica Glider"], ["alice: cast hg", "alice: pass", "bob: pass"])
    assert set(g.decision.options) == {Action("choose", ("flying",)), Action("choose", ("first_strike",))}
    run_script(g, ["alice: choose first_strike"], "<test>")
    assert counters(g, "hg", "first strike") == 1 and counters(g, "hg", "flying") == 0
    terms = g.ch("hg").ability_terms
    assert ("kw", ("first_strike",)) in terms and ("kw", ("flying",)) not in terms


def test_122_1b_grimdancer_two_different_counters():
    """614.12a: "your choice of two different counters on it from among menace, deathtouch, and
    lifelink" -- the three pairs are offered; alice picks menace and lifelink."""
    assert fully_compiled("Grimdancer")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"]) + _hand(("gd", "Grimdancer")),
             ["Grimdancer"], ["alice: cast gd", "alice: pass", "bob: pass"])
    assert len(g.decision.options) == 3
    run_script(g, ["alice: choose menace+lifelink"], "<test>")
    assert counters(g, "gd", "menace") == 1 and counters(g, "gd", "lifelink") == 1
    assert counters(g, "gd", "deathtouch") == 0


def test_614_1e_bubble_smuggler_turned_face_up_gets_four_counters():
    """614.1e, 702.168d: "As this creature is turned face up, put four +1/+1 counters on it." --
    turned face up for its disguise cost, the 2/1 Bubble Smuggler is a 6/5."""
    assert fully_compiled("Bubble Smuggler")
    g = play(head() + "battlefield:\n" + permanents("Island", [f"i{i}" for i in range(6)])
             + "  - {id: bs, card: Bubble Smuggler, controller: alice, face_down: true}\n",
             ["Bubble Smuggler"], ["alice: turn_face_up bs disguise", "alice: autopay"])
    assert not g.obj("bs").face_down and counters(g, "bs") == 4
    assert (g.ch("bs").power, g.ch("bs").toughness) == (6, 5)


def test_614_1c_crowd_control_warden_enters_with_x_counters():
    """614.1c, 107.3: "As this creature enters or is turned face up, put X +1/+1 counters on it,
    where X is the number of other creatures you control" -- cast with two other creatures, it
    enters with two counters (a 6/6)."""
    assert fully_compiled("Crowd-Control Warden")
    g = play(head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(3)])
             + permanents("Plains", ["p1", "p2"]) + permanents("Grizzly Bears", ["b1", "b2"])
             + permanents("Grizzly Bears", ["b3"], "bob") + _hand(("cw", "Crowd-Control Warden")),
             ["Crowd-Control Warden"], ["alice: cast cw", "alice: pass", "bob: pass"])
    assert g.obj("cw").zone == "battlefield" and counters(g, "cw") == 2 and g.ch("cw").power == 6


def test_614_1e_crowd_control_warden_turned_face_up_counts_other_creatures():
    """614.1e: turned face up, the Warden counts the other creatures alice controls (two Bears,
    not itself): two +1/+1 counters."""
    g = play(head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(3)])
             + permanents("Plains", ["p1", "p2", "p3"]) + permanents("Grizzly Bears", ["b1", "b2"])
             + "  - {id: cw, card: Crowd-Control Warden, controller: alice, face_down: true}\n",
             ["Crowd-Control Warden"], ["alice: turn_face_up cw disguise", "alice: autopay"])
    assert not g.obj("cw").face_down and counters(g, "cw") == 2


def test_702_82b_marrow_chomper_gains_life_for_each_creature_it_devoured():
    """702.82b: "When this creature enters, you gain 2 life for each creature it devoured." --
    Marrow Chomper devours both Bears (4 counters) and its enters trigger gains alice 2 x 2 = 4 life;
    the count is of the creatures sacrificed by its devour ability as it entered."""
    assert fully_compiled("Marrow Chomper")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"]) + permanents("Forest", ["f1", "f2", "f3"])
             + permanents("Grizzly Bears", ["b1", "b2"]) + _hand(("mc", "Marrow Chomper")),
             ["Marrow Chomper"], ["alice: cast mc", "alice: pass", "bob: pass", "alice: choose b1", "alice: choose b2",
                                  "alice: pass", "bob: pass"])
    assert counters(g, "mc") == 4 and life(g, "alice") == 24


def test_702_82b_devouring_nothing_gains_no_life():
    """702.82b: having devoured no creature, Marrow Chomper's trigger gains 2 x 0 = 0 life."""
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"]) + permanents("Forest", ["f1", "f2", "f3"])
             + permanents("Grizzly Bears", ["b1"]) + _hand(("mc", "Marrow Chomper")),
             ["Marrow Chomper"], ["alice: cast mc", "alice: pass", "bob: pass", "alice: done", "alice: pass", "bob: pass"])
    assert counters(g, "mc") == 0 and life(g, "alice") == 20 and g.obj("b1").zone == "battlefield"


def _rolls(g) -> list[int]:
    return [int(e.text.rsplit(": ", 1)[1]) for e in g.log if e.rule == "706.2"]


def test_706_2_hammer_jammer_enters_with_the_result_of_its_roll():
    """614.12a, 706.2: "As this creature enters, roll a six-sided die. This creature enters with a
    number of +1/+1 counters on it equal to the result." -- the 0/0 Hammer Jammer survives (704.5f
    doesn't apply: the counters are on it as it enters) with exactly the rolled result."""
    assert fully_compiled("Hammer Jammer")
    g = play(head() + "battlefield:\n" + permanents("Mountain", [f"m{i}" for i in range(4)])
             + _hand(("hj", "Hammer Jammer")), ["Hammer Jammer"], ["alice: cast hj", "alice: pass", "bob: pass"])
    rolls = _rolls(g)
    assert len(rolls) == 1 and 1 <= rolls[0] <= 6
    assert g.obj("hj").zone == "battlefield" and counters(g, "hj") == rolls[0]


def test_107_3m_hydradoodle_rolls_x_dice():
    """614.12a, 107.3m: Hydradoodle cast with X = 2 rolls two six-sided dice as it enters and
    enters with their total in +1/+1 counters."""
    assert fully_compiled("Hydradoodle")
    g = play(head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(6)])
             + _hand(("hd", "Hydradoodle")), ["Hydradoodle"], ["alice: cast hd x=2", "alice: pass", "bob: pass"])
    rolls = _rolls(g)
    assert len(rolls) == 2 and counters(g, "hd") == sum(rolls) and g.obj("hd").zone == "battlefield"


def test_614_13_heightened_awareness_discards_the_hand_as_it_enters():
    """614.1c, 614.13: "As this enchantment enters, discard your hand." -- alice's two other cards
    are discarded; Heightened Awareness itself is on the battlefield."""
    assert fully_compiled("Heightened Awareness")
    g = play(head() + "battlefield:\n" + permanents("Island", [f"i{i}" for i in range(5)])
             + _hand(("ha", "Heightened Awareness"), ("c1", "Grizzly Bears"), ("c2", "Shivan Dragon")),
             ["Heightened Awareness"], ["alice: cast ha", "alice: pass", "bob: pass"])
    assert g.obj("ha").zone == "battlefield"
    assert g.obj("c1").zone == "graveyard" and g.obj("c2").zone == "graveyard"


def test_614_13_overlaid_terrain_sacrifices_all_lands_you_control():
    """614.1c, 614.13, 701.21a: "As this enchantment enters, sacrifice all lands you control." --
    every land alice controls (the four tapped to cast it and a fifth) is sacrificed; bob's land
    stays; Overlaid Terrain is on the battlefield."""
    assert fully_compiled("Overlaid Terrain")
    g = play(head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(5)])
             + permanents("Forest", ["bf"], "bob") + _hand(("ot", "Overlaid Terrain")),
             ["Overlaid Terrain"], ["alice: cast ot", "alice: pass", "bob: pass"])
    assert g.obj("ot").zone == "battlefield"
    assert all(g.obj(f"f{i}").zone == "graveyard" for i in range(5)) and g.obj("bf").zone == "battlefield"


def test_701_16a_arsenal_thresher_reveals_other_artifact_cards():
    """614.12a, 701.16a: "you may reveal any number of other artifact cards from your hand. This
    creature enters with a +1/+1 counter on it for each card revealed this way." -- the Ornithopter
    is offered (Grizzly Bears isn't an artifact); revealed, it stays in hand: one counter, a 3/3."""
    assert fully_compiled("Arsenal Thresher")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"]) + permanents("Island", ["i1", "i2"])
             + _hand(("at", "Arsenal Thresher"), ("or", "Ornithopter"), ("gb", "Grizzly Bears")),
             ["Arsenal Thresher"], ["alice: cast at", "alice: pass", "bob: pass"])
    assert set(g.decision.options) == {Action("done"), Action("choose", ("or",))}
    run_script(g, ["alice: choose or"], "<test>")
    assert counters(g, "at") == 1 and g.ch("at").power == 3 and g.obj("or").zone == "hand"


def _siege(word: str):
    g = play(head() + "battlefield:\n" + permanents("Plains", [f"p{i}" for i in range(4)])
             + permanents("Grizzly Bears", ["gb"]) + _hand(("cs", "Citadel Siege")),
             ["Citadel Siege"], ["alice: cast cs", "alice: pass", "bob: pass"])
    assert g.decision.kind == "as_enters" and g.obj("cs").zone == "stack"
    assert set(g.decision.options) == {Action("choose", ("Khans",)), Action("choose", ("Dragons",))}
    run_script(g, [f"alice: choose {word}"], "<test>")
    return g


def test_614_12b_citadel_siege_khans_chosen_has_the_khans_ability():
    """614.12b: "choose Khans or Dragons. • Khans — At the beginning of combat on your turn, put
    two +1/+1 counters on target creature you control." -- Khans chosen as it entered: at alice's
    beginning of combat the Khans ability triggers and her Bears get two counters."""
    assert fully_compiled("Citadel Siege")
    g = _siege("Khans")
    assert g.obj("cs").zone == "battlefield"
    run_script(g, ["alice: pass", "bob: pass", "alice: target gb", "alice: pass", "bob: pass"], "<test>")
    assert g.s.step == "beginning_of_combat" and counters(g, "gb") == 2


def test_614_12b_citadel_siege_dragons_chosen_lacks_the_khans_ability():
    """614.12b: with Dragons chosen, Citadel Siege doesn't have the Khans ability: nothing
    triggers at alice's beginning of combat and the Bears get no counters."""
    g = _siege("Dragons")
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.s.step == "beginning_of_combat" and not g.s.stack and counters(g, "gb") == 0


def _frostcliff(word: str):
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"]) + permanents("Mountain", ["m1", "m2"])
             + permanents("Grizzly Bears", ["gb"]) + _hand(("fs", "Frostcliff Siege")),
             ["Frostcliff Siege"], ["alice: cast fs", "alice: pass", "bob: pass", f"alice: choose {word}"])
    return g


def test_614_12b_frostcliff_siege_temur_grants_its_static_ability():
    """614.12b, 613.4c, 613.1f: Temur chosen -- "Creatures you control get +1/+0 and have trample
    and haste": alice's Grizzly Bears are a 3/2 with trample and haste."""
    assert fully_compiled("Frostcliff Siege")
    g = _frostcliff("Temur")
    ch = g.ch("gb")
    assert (ch.power, ch.toughness) == (3, 2)
    assert ("kw", ("trample",)) in ch.ability_terms and ("kw", ("haste",)) in ch.ability_terms


def test_614_12b_frostcliff_siege_jeskai_chosen_gives_no_bonus():
    """614.12b: Jeskai chosen, the Temur ability isn't Frostcliff Siege's: the Bears stay a 2/2
    without trample."""
    g = _frostcliff("Jeskai")
    ch = g.ch("gb")
    assert (ch.power, ch.toughness) == (2, 2) and ("kw", ("trample",)) not in ch.ability_terms


def test_614_12a_canker_abomination_counts_the_chosen_opponents_creatures():
    """614.12a: "choose an opponent. This creature enters with a -1/-1 counter on it for each
    creature that player controls." -- bob (the only opponent) controls two creatures: two -1/-1
    counters, a 4/4 (alice's own creature isn't counted)."""
    assert fully_compiled("Canker Abomination")
    g = play(head() + "battlefield:\n" + permanents("Swamp", [f"s{i}" for i in range(4)])
             + permanents("Grizzly Bears", ["a1"]) + permanents("Grizzly Bears", ["b1", "b2"], "bob")
             + _hand(("ca", "Canker Abomination")), ["Canker Abomination"], ["alice: cast ca", "alice: pass", "bob: pass"])
    assert counters(g, "ca", "-1/-1") == 2 and g.ch("ca").power == 4


def test_614_13_rescuer_sphinx_returns_a_permanent_for_a_counter():
    """614.12a, 614.13: "you may return a nonland permanent you control to its owner's hand. If you
    do, this creature enters with a +1/+1 counter on it." -- alice returns her Grizzly Bears (her
    lands aren't offered): the Sphinx is a 4/3; the Bears are in her hand."""
    assert fully_compiled("Rescuer Sphinx")
    g = play(head() + "battlefield:\n" + permanents("Island", [f"i{i}" for i in range(4)])
             + permanents("Grizzly Bears", ["gb"]) + _hand(("rs", "Rescuer Sphinx")),
             ["Rescuer Sphinx"], ["alice: cast rs", "alice: pass", "bob: pass"])
    assert set(g.decision.options) == {Action("done"), Action("choose", ("gb",))}
    run_script(g, ["alice: choose gb"], "<test>")
    assert g.obj("gb").zone == "hand" and counters(g, "rs") == 1 and g.ch("rs").power == 4


def test_122_8_thief_of_blood_takes_every_counter():
    """614.12a, 122.8: "remove all counters from all permanents. This creature enters with a +1/+1
    counter on it for each counter removed this way." -- two +1/+1 counters on alice's Bears and a
    -1/-1 counter on bob's: three removed, Thief of Blood (1/1) is a 4/4."""
    assert fully_compiled("Thief of Blood")
    g = play(head() + "battlefield:\n" + permanents("Swamp", [f"s{i}" for i in range(6)])
             + "  - {id: a1, card: Grizzly Bears, controller: alice, counters: {+1/+1: 2}}\n"
             + "  - {id: b1, card: Grizzly Bears, controller: bob, counters: {-1/-1: 1}}\n"
             + _hand(("tb", "Thief of Blood")), ["Thief of Blood"], ["alice: cast tb", "alice: pass", "bob: pass"])
    assert counters(g, "a1") == 0 and counters(g, "b1", "-1/-1") == 0
    assert counters(g, "tb") == 3 and g.ch("tb").power == 4


def test_702_82c_devouring_hellion_sacrifices_a_planeswalker_too():
    """614.12a: "you may sacrifice any number of creatures and/or planeswalkers. If you do, it
    enters with twice that many +1/+1 counters on it." -- a creature and a planeswalker
    sacrificed: four counters, a 6/6."""
    assert fully_compiled("Devouring Hellion")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"])
             + permanents("Grizzly Bears", ["gb"]) + "  - {id: pw, card: Ajani Goldmane, controller: alice, counters: {loyalty: 4}}\n"
             + _hand(("dh", "Devouring Hellion")), ["Devouring Hellion"],
             ["alice: cast dh", "alice: pass", "bob: pass", "alice: choose gb", "alice: choose pw"])
    assert g.obj("gb").zone == "graveyard" and g.obj("pw").zone == "graveyard"
    assert counters(g, "dh") == 4 and g.ch("dh").power == 6
