"""Well-known cards compiled from their Oracle text and played: Cultivate and Kodama's Reach ("put one
onto the battlefield tapped and the other into your hand", 701.19a, 608.2d, 609.3) and Tarmogoyf
(604.3, 205.2a). Each test plays real cards compiled from their Oracle text; the expected answer comes
from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents, play

CARDS = ["Cultivate", "Kodama's Reach", "Tarmogoyf", "Forest", "Island", "Grizzly Bears"]


def _cultivate(library: list[str]):
    g = game(head(alice=library) + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3"])
             + "hand:\n  - {id: cu, card: Cultivate, owner: alice}\n", CARDS)
    run_script(g, ["alice: cast cu", "alice: pass", "bob: pass"], "<test>")
    return g


def test_cultivate_compiles():
    """701.19a: Cultivate and Kodama's Reach are executed -- fully compiled."""
    assert fully_compiled("Cultivate") and fully_compiled("Kodama's Reach") and fully_compiled("Tarmogoyf")


def test_608_2d_cultivate_the_player_chooses_which_land_goes_where():
    """701.19a, 608.2d: alice finds a Forest and an Island; she chooses the Island for the battlefield
    (it enters tapped) and the Forest goes to her hand."""
    g = _cultivate(["Forest", "Island", "Grizzly Bears"])
    run_script(g, ["alice: find la1", "alice: find la2"], "<test>")
    assert g.decision.kind == "choose"
    run_script(g, ["alice: choose la2"], "<test>")
    assert g.obj("la2").zone == "battlefield" and g.obj("la2").tapped
    assert g.obj("la1").zone == "hand"
    assert g.obj("cu").zone == "graveyard"


def test_609_3_cultivate_one_land_found_goes_onto_the_battlefield():
    """609.3: with one basic land found, "put one onto the battlefield tapped" is done and "the other
    into your hand" can't be: the Forest enters tapped."""
    g = _cultivate(["Forest", "Grizzly Bears", "Grizzly Bears"])
    run_script(g, ["alice: find la1"], "<test>")
    if g.decision is not None and g.decision.kind == "search":
        run_script(g, ["alice: none"], "<test>")
    assert g.obj("la1").zone == "battlefield" and g.obj("la1").tapped


def test_701_19b_cultivate_finds_only_basic_lands():
    """701.19b: "up to two basic land cards" -- Grizzly Bears can't be found."""
    g = _cultivate(["Grizzly Bears", "Forest"])
    assert g.decision.kind == "search"
    assert {a.args[0] for a in g.decision.options if a.kind == "find"} == {"la2"}


def test_604_3_tarmogoyf_counts_card_types_in_all_graveyards():
    """604.3, 205.2a: a creature card and a land card in alice's graveyard and an artifact creature
    card in bob's: creature, land, artifact -- three card types (creature counted once): Tarmogoyf
    is 3/4."""
    g = game(head() + "battlefield:\n" + permanents("Tarmogoyf", ["tg"])
             + "graveyard:\n  - {id: g1, card: Grizzly Bears, owner: alice}\n  - {id: g2, card: Forest, owner: alice}\n"
             + "  - {id: g3, card: Ornithopter, owner: bob}\n", CARDS + ["Ornithopter"])
    assert (g.ch("tg").power, g.ch("tg").toughness) == (3, 4)


def test_401_4_sleight_of_hand_one_to_hand_the_other_to_the_bottom():
    """608.2c, 401.4: Sleight of Hand -- alice looks at the top two cards (a Forest, an Island), puts
    the Island into her hand and the Forest on the bottom of her library."""
    assert fully_compiled("Sleight of Hand")
    g = game(head(alice=["Forest", "Island", "Grizzly Bears"]) + "battlefield:\n" + permanents("Island", ["i1"])
             + "hand:\n  - {id: sh, card: Sleight of Hand, owner: alice}\n", CARDS + ["Sleight of Hand"])
    run_script(g, ["alice: cast sh", "alice: pass", "bob: pass"], "<test>")
    opts = {a.args[0] for a in g.decision.options if a.args}
    assert opts >= {"la1", "la2"} and "la3" not in opts
    run_script(g, [f"alice: {g.decision.options[[a.args[0] if a.args else None for a in g.decision.options].index('la2')]}"],
               "<test>")
    while g.decision is not None and g.s.stack:
        d = g.decision
        run_script(g, [f"{d.player}: {d.options[0]}"], "<test>")
    assert g.obj("la2").zone == "hand"
    assert g.s.library["alice"][-1] == "la1" and g.s.library["alice"][0] == "la3"
