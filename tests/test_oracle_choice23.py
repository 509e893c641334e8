"""Choices made as an instruction resolves and filters that read them, compiled from real cards'
Oracle text and played by the game loop: "gains your choice of flying, vigilance, or haste",
"put your choice of a menace, trample, reach, or haste counter on it", "creatures of the creature
type of your choice", "permanents of the color of your choice" (608.2d), and static abilities
reading the value their permanent chose as it entered ("Creature spells of the chosen type cost
{2} less to cast", "Your opponents can't cast spells of the chosen color", 607.2d, 614.12a). Each
expected answer comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, head, permanents, play


def options(g) -> set:
    return {(a.kind,) + tuple(a.args) for a in g.legal_actions()}


def kws(g, oid: str) -> set:
    return {t[1][0] for t in g.ch(oid).ability_terms if t[0] == "kw"}


# ------------------------------------------------------------------ "gains your choice of ..." (608.2d)
def _medicine():
    return play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"]) + permanents("Grizzly Bears", ["gb"])
                + "hand:\n  - {id: om, card: Orcish Medicine, owner: alice}\n",
                ["Orcish Medicine"], ["alice: cast om target=gb", "alice: pass", "bob: pass"])


def test_608_2d_orcish_medicine_the_choice_is_made_as_it_resolves():
    """608.2d: "Target creature gains your choice of lifelink or indestructible until end of turn."
    -- the caster chooses while the spell resolves, between exactly the two abilities named."""
    assert fully_compiled("Orcish Medicine")
    g = _medicine()
    d = g.s.decision
    assert d.kind == "choose" and d.player == "alice"
    assert options(g) == {("choose", "lifelink"), ("choose", "indestructible")}


def test_611_2a_orcish_medicine_grants_only_the_chosen_ability():
    """608.2d, 611.2a, 613.1f: choosing indestructible, the Bears gain indestructible and not
    lifelink (the ability not chosen isn't granted)."""
    g = _medicine()
    run_script(g, ["alice: choose indestructible"], "<test>")
    assert "indestructible" in kws(g, "gb") and "lifelink" not in kws(g, "gb")


def test_613_4c_jodahs_avenger_gets_minus_one_and_the_chosen_protection():
    """608.2d, 613.4c, 702.16: Jodah's Avenger (4/4) -- "{0}: Until end of turn, this creature
    gets -1/-1 and gains your choice of double strike, protection from red, vigilance, or
    shadow." Choosing protection from red: a 3/3 with protection from red, no double strike."""
    assert fully_compiled("Jodah's Avenger")
    g = play(head() + "battlefield:\n" + permanents("Jodah's Avenger", ["ja"]),
             ["Jodah's Avenger"], ["alice: activate ja 1", "alice: pass", "bob: pass"])
    assert ("choose", "protection_from_red") in options(g) and ("choose", "shadow") in options(g)
    run_script(g, ["alice: choose protection_from_red"], "<test>")
    ch = g.ch("ja")
    assert (ch.power, ch.toughness) == (3, 3)
    assert ("protection", (("color", "red"),)) in ch.ability_terms and "double_strike" not in kws(g, "ja")


def test_613_1f_walking_sponge_removes_the_chosen_ability():
    """608.2d, 613.1f: Walking Sponge -- "{T}: Target creature loses your choice of flying,
    first strike, or trample until end of turn." Choosing flying, Serra Angel loses flying and
    keeps vigilance (an ability not named)."""
    assert fully_compiled("Walking Sponge")
    g = play(head() + "battlefield:\n" + permanents("Walking Sponge", ["ws"]) + permanents("Serra Angel", ["sa"], "bob"),
             ["Walking Sponge"], ["alice: activate ws 1 target=sa", "alice: pass", "bob: pass", "alice: choose flying"])
    assert "flying" not in kws(g, "sa") and "vigilance" in kws(g, "sa")


# ------------------------------------------------------------------ "put your choice of a ... counter" (608.2d, 122.1b)
def test_122_1b_owen_grady_puts_the_chosen_keyword_counter():
    """608.2d, 122.1b: Owen Grady -- "{T}: Put your choice of a menace, trample, reach, or haste
    counter on target Dinosaur." Choosing reach, Colossal Dreadmaw gets one reach counter (and so
    has reach), and no counter of another kind."""
    assert fully_compiled("Owen Grady, Raptor Trainer")
    g = play(head() + "battlefield:\n" + permanents('"Owen Grady, Raptor Trainer"', ["og"])
             + permanents("Colossal Dreadmaw", ["cd"]),
             ["Owen Grady, Raptor Trainer"], ["alice: activate og 3 target=cd", "alice: pass", "bob: pass"])
    assert options(g) == {("choose", k) for k in ("menace", "trample", "reach", "haste")}
    run_script(g, ["alice: choose reach"], "<test>")
    assert counters(g, "cd", "reach") == 1 and counters(g, "cd", "menace") == 0 and counters(g, "cd", "haste") == 0
    assert "reach" in kws(g, "cd")


# ------------------------------------------------------------------ "of the creature type / color of your choice" (608.2d)
def test_608_2d_extinction_destroys_only_creatures_of_the_chosen_type():
    """608.2d, 205.3m: Extinction -- "Destroy all creatures of the creature type of your choice."
    The type is chosen as it resolves: choosing Elf destroys both players' Llanowar Elves and
    leaves the Grizzly Bears (a Bear)."""
    assert fully_compiled("Extinction")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4", "s5"])
             + permanents("Llanowar Elves", ["e1"]) + permanents("Llanowar Elves", ["e2"], "bob")
             + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: ex, card: Extinction, owner: alice}\n",
             ["Extinction"], ["alice: cast ex", "alice: pass", "bob: pass"])
    d = g.s.decision
    assert d.kind == "choose" and ("choose", "Elf") in options(g) and ("choose", "Bear") in options(g)
    run_script(g, ["alice: choose Elf"], "<test>")
    assert g.obj("e1").zone == "graveyard" and g.obj("e2").zone == "graveyard" and g.obj("gb").zone == "battlefield"


def test_611_2c_witchs_vengeance_affects_the_chosen_type_as_it_resolves():
    """608.2d, 611.2c: Witch's Vengeance -- "Creatures of the creature type of your choice get
    -3/-3 until end of turn." Choosing Bear: bob's Grizzly Bears (2/2) die (704.5f); alice's
    Hill Giant (a Giant, 3/3) is untouched."""
    assert fully_compiled("Witch's Vengeance")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"])
             + permanents("Hill Giant", ["hg"]) + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: wv, card: Witch's Vengeance, owner: alice}\n",
             ["Witch's Vengeance"], ["alice: cast wv", "alice: pass", "bob: pass", "alice: choose Bear"])
    assert g.obj("gb").zone == "graveyard"
    hg = g.ch("hg")
    assert (hg.power, hg.toughness) == (3, 3)


def test_608_2d_wash_out_returns_permanents_of_the_chosen_color():
    """608.2d, 105.1: Wash Out -- "Return all permanents of the color of your choice to their
    owners' hands." Choosing green: bob's Grizzly Bears go to his hand; Hill Giant (red) stays."""
    assert fully_compiled("Wash Out")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + permanents("Hill Giant", ["hg"]) + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: wo, card: Wash Out, owner: alice}\n",
             ["Wash Out"], ["alice: cast wo", "alice: pass", "bob: pass"])
    assert options(g) == {("choose", c) for c in ("white", "blue", "black", "red", "green")}
    run_script(g, ["alice: choose green"], "<test>")
    assert g.obj("gb").zone == "hand" and g.obj("hg").zone == "battlefield"


def test_601_2c_a_target_of_the_type_of_your_choice_stays_unsupported():
    """601.2c, 608.2d: Aphetto Dredging's "target creature cards of the creature type of your
    choice" -- the type would have to be chosen before the targets, as it's cast; choosing it on
    resolution would be wrong, so the card isn't counted as compiled."""
    assert not fully_compiled("Aphetto Dredging")


# ------------------------------------------------------------------ statics reading the chosen value (607.2d)
def _incubator(card: str):
    return play(head(active="bob") + "battlefield:\n"
                + "  - {id: ui, card: Urza's Incubator, controller: alice, chosen: {creature_type: Elf}}\n"
                + permanents("Forest", ["f1", "f2"], "bob") + f"hand:\n  - {{id: c, card: {card}, owner: bob}}\n",
                ["Urza's Incubator"], ["bob: cast c", "bob: pass", "alice: pass"])


def test_601_2f_urzas_incubator_reduces_spells_of_the_chosen_type_for_everyone():
    """607.2d, 601.2f: Urza's Incubator (chosen Elf) -- "Creature spells of the chosen type cost
    {2} less to cast." Whoever casts them: bob's Elvish Visionary ({1}{G}) costs only {G} -- one
    of his two Forests stays untapped."""
    assert fully_compiled("Urza's Incubator")
    g = _incubator("Elvish Visionary")
    assert g.obj("c").zone == "battlefield"
    assert sorted([g.obj("f1").tapped, g.obj("f2").tapped]) == [False, True]


def test_601_2f_urzas_incubator_leaves_other_types_at_full_cost():
    """601.2f: Grizzly Bears (a Bear, not the chosen Elf) still costs {1}{G}: both Forests are tapped."""
    g = _incubator("Grizzly Bears")
    assert g.obj("c").zone == "battlefield" and g.obj("f1").tapped and g.obj("f2").tapped


def test_101_2_iona_forbids_opponents_spells_of_the_chosen_color():
    """607.2d, 101.2: Iona (chosen red) -- "Your opponents can't cast spells of the chosen color."
    bob can't cast Lightning Bolt (red) but can cast Giant Growth (green); alice, Iona's
    controller, can still cast her own Lightning Bolt."""
    assert fully_compiled("Iona, Shield of Emeria")
    g = play(head(active="bob") + "battlefield:\n"
             + "  - {id: io, card: \"Iona, Shield of Emeria\", controller: alice, chosen: {color: red}}\n"
             + permanents("Mountain", ["m1"], "bob") + permanents("Forest", ["f1"], "bob")
             + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n  - {id: gg, card: Giant Growth, owner: bob}\n",
             ["Iona, Shield of Emeria"], [])
    acts = options(g)
    assert ("cast", "lb") not in acts and ("cast", "gg") in acts


# ------------------------------------------------------------------ a basic land type chosen as it enters (205.3i, 305.7)
def test_305_7_convincing_mirage_makes_the_land_the_chosen_basic_land_type():
    """614.12a, 607.2d, 305.7: Convincing Mirage -- "As this Aura enters, choose a basic land
    type. Enchanted land is the chosen type." With Island chosen, the enchanted Mountain is an
    Island only: it has no Mountain type and taps for {U}, not {R} (305.6, 305.7)."""
    assert fully_compiled("Convincing Mirage")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m"], "bob")
             + "  - {id: cm, card: Convincing Mirage, controller: alice, attached_to: m, chosen: {basic_land_type: Island}}\n",
             ["Convincing Mirage"], [])
    ch = g.ch("m")
    assert "Island" in ch.subtypes and "Mountain" not in ch.subtypes
    assert [t for t in ch.ability_terms if t[0] == "mana"] == [("mana", ("U",))]


def test_205_3i_realmwright_adds_the_chosen_type_to_lands_you_control():
    """607.2d, 305.7: Realmwright (chosen Swamp) -- "Lands you control are the chosen type in
    addition to their other types." alice's Plains is a Plains Swamp; bob's Forest is unchanged."""
    assert fully_compiled("Realmwright")
    g = play(head() + "battlefield:\n"
             + "  - {id: rw, card: Realmwright, controller: alice, chosen: {basic_land_type: Swamp}}\n"
             + permanents("Plains", ["p"]) + permanents("Forest", ["f"], "bob"), ["Realmwright"], [])
    assert {"Plains", "Swamp"} <= set(g.ch("p").subtypes)
    assert "Swamp" not in g.ch("f").subtypes


# ------------------------------------------------------------------ "If you do, choose a color, then ..." (608.2d)
def test_608_2d_dromar_chooses_a_color_then_returns_creatures_of_that_color():
    """603.2, 608.2d: Dromar, the Banisher deals combat damage to bob -- "you may pay {2}{U}. If
    you do, choose a color, then return all creatures of that color to their owners' hands."
    alice pays (her three Islands tap) and chooses green: both players' green creatures (Grizzly
    Bears, Llanowar Elves) return to their owners' hands; Hill Giant (red) and Dromar stay."""
    assert fully_compiled("Dromar, the Banisher")
    g = play(head("declare_attackers") + "battlefield:\n" + permanents('"Dromar, the Banisher"', ["dr"])
             + permanents("Island", ["i1", "i2", "i3"]) + permanents("Llanowar Elves", ["le"])
             + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Hill Giant", ["hg"], "bob"),
             ["Dromar, the Banisher"],
             ["alice: attack dr", "alice: done", "alice: pass", "bob: pass", "bob: done", "alice: pass", "bob: pass",
              "alice: pass", "bob: pass", "alice: yes"])
    d = g.s.decision
    assert d.kind == "choose" and d.player == "alice" and all(g.obj(i).tapped for i in ("i1", "i2", "i3"))
    run_script(g, ["alice: choose green"], "<test>")
    assert g.obj("gb").zone == "hand" and g.obj("le").zone == "hand"
    assert g.obj("hg").zone == "battlefield" and g.obj("dr").zone == "battlefield"


# ------------------------------------------------------------------ "Choose ... Target creature becomes that type" (608.2d)
def test_205_3m_mistform_mutant_a_creature_type_other_than_wall():
    """608.2d, 205.3m, 613.1d: Mistform Mutant -- "{1}{U}: Choose a creature type other than Wall.
    Target creature becomes that type until end of turn." Wall isn't offered; choosing Goblin,
    Grizzly Bears is a Goblin and no longer a Bear (its creature types are replaced)."""
    assert fully_compiled("Mistform Mutant")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2"]) + permanents("Mistform Mutant", ["mm"])
             + permanents("Grizzly Bears", ["gb"], "bob"),
             ["Mistform Mutant"], ["alice: activate mm 1 target=gb", "alice: pass", "bob: pass"])
    assert ("choose", "Goblin") in options(g) and ("choose", "Wall") not in options(g)
    run_script(g, ["alice: choose Goblin"], "<test>")
    assert "Goblin" in g.ch("gb").subtypes and "Bear" not in g.ch("gb").subtypes


def test_305_7_terraformer_lands_become_the_chosen_basic_land_type():
    """608.2d, 205.3i, 305.7: Terraformer -- "{1}: Choose a basic land type. Each land you control
    becomes that type until end of turn." Choosing Island: alice's Plains is an Island (not a
    Plains) and taps for {U}; bob's Forest is unchanged."""
    assert fully_compiled("Terraformer")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1"]) + permanents("Plains", ["p"])
             + permanents("Terraformer", ["tf"]) + permanents("Forest", ["f"], "bob"),
             ["Terraformer"], ["alice: activate tf 1", "alice: pass", "bob: pass"])
    assert options(g) == {("choose", t) for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")}
    run_script(g, ["alice: choose Island"], "<test>")
    assert g.ch("p").subtypes == ("Island",) and [t for t in g.ch("p").ability_terms if t[0] == "mana"] == [("mana", ("U",))]
    assert g.ch("f").subtypes == ("Forest",)


def test_702_16_apostles_blessing_protection_from_artifacts_or_a_chosen_color():
    """608.2d, 702.16a: Apostle's Blessing -- "Target artifact or creature you control gains
    protection from artifacts or from the color of your choice until end of turn." The choices
    are artifacts and the five colors; choosing red, the Bears have protection from red only."""
    assert fully_compiled("Apostle's Blessing")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"]) + permanents("Grizzly Bears", ["gb"])
             + "hand:\n  - {id: ab, card: Apostle's Blessing, owner: alice}\n",
             ["Apostle's Blessing"], ["alice: cast ab target=gb", "alice: pass", "bob: pass"])
    assert options(g) == {("choose", "protection_from_" + q)
                          for q in ("artifacts", "white", "blue", "black", "red", "green")}
    run_script(g, ["alice: choose protection_from_red"], "<test>")
    prot = [t for t in g.ch("gb").ability_terms if t[0] == "protection"]
    assert prot == [("protection", (("color", "red"),))]


# ------------------------------------------------------------------ "If it's a creature card of the chosen type" (607.2d)
def _horn(top: str):
    g = play(head("untap", alice=[top, "Plains"]) + "battlefield:\n"
             + "  - {id: hh, card: Herald's Horn, controller: alice, chosen: {creature_type: Elf}}\n",
             ["Herald's Horn"], ["alice: pass", "bob: pass"])
    return g


def test_607_2d_heralds_horn_offers_a_card_of_the_chosen_type():
    """607.2d, 608.2c, 701.16a: Herald's Horn (chosen Elf) -- "look at the top card of your
    library. If it's a creature card of the chosen type, you may reveal it and put it into your
    hand." The top card is Llanowar Elves: alice may take it, and does."""
    assert fully_compiled("Herald's Horn")
    g = _horn("Llanowar Elves")
    assert g.s.decision.kind == "may" and g.s.decision.player == "alice"
    run_script(g, ["alice: yes"], "<test>")
    assert g.obj("la1").zone == "hand"


def test_608_2c_heralds_horn_leaves_a_card_of_another_type():
    """608.2c: the top card is Grizzly Bears (a Bear, not an Elf): alice isn't offered it, and it
    stays on top of her library until her draw step."""
    g = _horn("Grizzly Bears")
    assert g.s.decision is None or g.s.decision.kind != "may"
    assert g.obj("la1").zone == "library" and g.s.library["alice"][0] == "la1"
