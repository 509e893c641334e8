""""[Instruction] if it's [color]." (608.2c, 105.2): the instruction happens only if the object named
is of that color as the instruction is reached (608.2h); the target itself may be of any color (115.1:
the target words are "target spell", "target permanent"). Pyroblast, Hydroblast, Burnout,
the Rings of Dominaria. Each test plays real cards compiled from their Oracle text; the expected answer
comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, pass_until, permanents, play

CARDS = ["Pyroblast", "Hydroblast", "Burnout", "Ring of Thune", "Ring of Evos Isle", "Ring of Valkas",
         "Divination", "Shock", "Grizzly Bears", "Savannah Lions", "Coral Merfolk"]


def _bob_casts_then_pyro(spell: str, mountains: int = 1):
    return play(head(active="bob") + "battlefield:\n" + permanents("Mountain", [f"m{i}" for i in range(mountains)])
                + permanents("Island", ["i1", "i2", "i3"], "bob") + permanents("Mountain", ["bm"], "bob")
                + f"hand:\n  - {{id: sp, card: {spell}, owner: bob}}\n  - {{id: py, card: Pyroblast, owner: alice}}\n",
                CARDS, ["bob: cast sp" + (" target=alice" if spell == "Shock" else ""), "bob: pass",
                        "alice: cast py mode=1 target=sp", "alice: pass", "bob: pass"])


def test_if_its_color_cards_compile():
    """608.2c, 105.2: the conditional instructions are executed -- the cards are fully compiled."""
    for name in CARDS[:6]:
        assert fully_compiled(name), name


def test_608_2c_pyroblast_counters_a_blue_spell():
    """608.2c, 701.5a: Pyroblast's first mode on bob's Divination (a blue spell): it is countered."""
    g = _bob_casts_then_pyro("Divination")
    assert g.obj("py").zone == "graveyard"
    assert g.obj("sp").zone == "graveyard"


def test_115_1_pyroblast_may_target_a_spell_that_isnt_blue_and_does_nothing():
    """115.1, 608.2c: "target spell" -- Pyroblast may target bob's red Shock, but as it resolves Shock
    isn't blue, so it isn't countered: Shock resolves and deals 2 damage to alice."""
    g = _bob_casts_then_pyro("Shock")
    assert g.obj("py").zone == "graveyard" and g.obj("sp").zone == "stack"
    run_script(g, ["bob: pass", "alice: pass"], "<test>")
    assert g.obj("sp").zone == "graveyard" and g.s.players["alice"].life == 18


def test_608_2c_hydroblast_destroys_only_a_red_permanent():
    """608.2c, 701.8a: Hydroblast's second mode destroys target permanent if it's red: bob's Mountain
    (a land is colorless, 105.2) is a legal target and stays; his red Mogg Fanatic is destroyed."""
    for target, dies in (("mf", True), ("bm", False)):
        g = play(head() + "battlefield:\n" + permanents("Island", ["i1"])
                 + permanents("Mogg Fanatic", ["mf"], "bob") + permanents("Mountain", ["bm"], "bob")
                 + "hand:\n  - {id: hb, card: Hydroblast, owner: alice}\n",
                 CARDS + ["Mogg Fanatic"], [f"alice: cast hb mode=2 target={target}", "alice: pass", "bob: pass"])
        assert g.obj("hb").zone == "graveyard"
        assert (g.obj(target).zone == "graveyard") == dies, target


def test_608_2h_ring_of_thune_reads_the_equipped_creatures_color():
    """608.2h, 301.5: "put a +1/+1 counter on equipped creature if it's white" -- each upkeep the
    white Savannah Lions it equips gets a counter; Ring of Evos Isle on the same (not blue) Lions adds
    none."""
    g = game(head("untap", alice=4) + "battlefield:\n" + permanents("Savannah Lions", ["sl"])
             + "  - {id: rt, card: Ring of Thune, controller: alice, attached_to: sl}\n"
             + "  - {id: re, card: Ring of Evos Isle, controller: alice, attached_to: sl}\n", CARDS)
    run_script(g, ["alice: trigger trig1"], "<test>")             # both trigger (603.3b: alice orders them)
    pass_until(g, "alice", "draw")
    assert counters(g, "sl") == 1


# ------------------------------------------------------------------ "one or more target creatures"
def _touch(script: list[str]):
    return play(head() + "battlefield:\n" + permanents("Swamp", ["s1"]) + permanents("Savannah Lions", ["sl"])
                + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Coral Merfolk", ["cm"], "bob")
                + "hand:\n  - {id: td, card: Touch of Darkness, owner: alice}\n", CARDS + ["Touch of Darkness"], script)


def test_601_2c_one_or_more_targets_become_black():
    """601.2c, 613.1e (layer 5): "One or more target creatures become black until end of turn." --
    the two chosen creatures are black (and only black, 105.3), the third isn't."""
    assert fully_compiled("Touch of Darkness")
    g = _touch(["alice: cast td target=sl,gb", "alice: no_target", "alice: pass", "bob: pass"])
    assert g.ch("sl").colors == ("black",) and g.ch("gb").colors == ("black",)
    assert g.ch("cm").colors == ("blue",)


def test_601_2c_one_or_more_needs_at_least_one_target():
    """601.2c, 115.1: "one or more target creatures" -- the first target must be chosen (no "no target"
    answer, only cancelling); after it, more are optional."""
    g = game(head() + "battlefield:\n" + permanents("Swamp", ["s1"]) + permanents("Savannah Lions", ["sl"])
             + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: td, card: Touch of Darkness, owner: alice}\n", CARDS + ["Touch of Darkness"])
    run_script(g, ["alice: cast td"], "<test>")
    assert g.decision.kind == "target"
    kinds = {a.kind for a in g.decision.options}
    assert "no_target" not in kinds and "target" in kinds
    run_script(g, ["alice: target sl"], "<test>")
    assert "no_target" in {a.kind for a in g.decision.options}


def test_611_2a_a_leading_duration_covers_both_changes():
    """611.2a, 514.2: "Until end of turn, all creatures become black and all lands become Swamps." --
    both effects end in the cleanup step: on bob's turn the Forest is a Forest again and the Lions
    white again."""
    assert fully_compiled("Nightcreep")
    g = play(head(bob=4) + "battlefield:\n" + permanents("Swamp", ["s1", "s2"]) + permanents("Savannah Lions", ["sl"])
             + permanents("Forest", ["fo"], "bob") + "hand:\n  - {id: nc, card: Nightcreep, owner: alice}\n",
             CARDS + ["Nightcreep"], ["alice: cast nc", "alice: pass", "bob: pass"])
    assert g.ch("sl").colors == ("black",) and g.ch("fo").subtypes == ("Swamp",)
    pass_until(g, "bob", "upkeep")
    assert g.ch("sl").colors == ("white",) and g.ch("fo").subtypes == ("Forest",)


# ------------------------------------------------------------------ 604.3: "~ is all colors"
def test_604_3_all_colors_is_a_cda_applied_before_timestamp_effects():
    """604.3, 613.3: "Transguild Courier is all colors." is a characteristic-defining ability -- it
    applies first in layer 5, so Darkest Hour's "All creatures are black." (an earlier timestamp)
    still makes the Courier black only."""
    assert fully_compiled("Transguild Courier")
    g = game(head() + "battlefield:\n  - {id: dh, card: Darkest Hour, controller: bob, timestamp: 1}\n"
             "  - {id: tc, card: Transguild Courier, controller: alice, timestamp: 2}\n",
             CARDS + ["Transguild Courier", "Darkest Hour"])
    assert g.ch("tc").colors == ("black",)


def test_604_3_all_colors_in_the_hand():
    """604.3: a characteristic-defining ability functions in every zone -- Transguild Courier in a hand
    is white, blue, black, red and green."""
    g = game(head() + "hand:\n  - {id: tc, card: Transguild Courier, owner: alice}\n", CARDS + ["Transguild Courier"])
    assert set(g.ch_anywhere("tc").colors) == {"white", "blue", "black", "red", "green"}


def test_604_3_ghostfire_is_colorless_on_the_stack():
    """604.3, 202.2: "Ghostfire is colorless." functions on the stack: alice's Hydroblast ("Counter target
    spell if it's red.") doesn't counter bob's Ghostfire though its mana cost is {2}{R}; Ghostfire
    deals 3 damage to alice."""
    assert fully_compiled("Ghostfire")
    g = play(head(active="bob") + "battlefield:\n" + permanents("Island", ["i1"])
             + permanents("Mountain", ["b1", "b2", "b3"], "bob")
             + "hand:\n  - {id: gf, card: Ghostfire, owner: bob}\n  - {id: hb, card: Hydroblast, owner: alice}\n",
             CARDS + ["Ghostfire"], ["bob: cast gf target=alice", "bob: pass", "alice: cast hb mode=1 target=gf",
                                     "alice: pass", "bob: pass"])
    assert g.ch_anywhere("gf").colors == ()
    assert g.obj("gf").zone == "stack"
    run_script(g, ["bob: pass", "alice: pass"], "<test>")
    assert g.s.players["alice"].life == 17
