"""Energy counters (107.14, 122.1), compiled from Oracle text and played: "you get {E}{E}", "Pay
{E}" in costs and "you may pay {E}{E}" while resolving. Each expected value comes from the CR
rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, permanents, play, rules


def energy(g, p: str = "alice") -> int:
    return g.s.players[p].counters.get("energy", 0)


def test_122_1_aether_hub_gives_its_controller_an_energy_counter():
    """122.1, 107.14: "When this land enters, you get {E}" -- the player gets one energy counter."""
    assert fully_compiled("Aether Hub")
    g = play(head() + """
hand:
  - {id: hub, card: Aether Hub, owner: alice}
""", ["Aether Hub"], ["alice: play hub", "alice: pass", "bob: pass"])
    assert energy(g) == 1 and energy(g, "bob") == 0


def test_107_14_aether_hub_pays_energy_for_colored_mana():
    """107.14: "To pay {E}, a player removes one energy counter from themselves" -- "{T}, Pay {E}:
    Add one mana of any color" is offered with an energy counter and not without one."""
    board = head(players="[{id: alice, counters: {energy: %d}}, bob]") + """
battlefield:
  - {id: hub, card: Aether Hub, controller: alice}
"""
    rich = game(board % 1, ["Aether Hub"])
    poor = game(board % 0, ["Aether Hub"])

    def colored(g):
        return {str(a) for a in g.legal_actions() if a.kind == "activate" and a.args[0] == "hub"}
    assert colored(rich) == {f"activate hub 3 {c}" for c in "WUBRG"} and not colored(poor)
    run_script(rich, ["alice: activate hub 3 U"], "<test>")
    assert energy(rich) == 0
    assert rich.s.pools["alice"].get("U") == 1


def test_608_2d_thriving_ibex_may_pay_energy_when_it_attacks():
    """608.2d, 107.14: "Whenever this creature attacks, you may pay {E}{E}. If you do, put a +1/+1
    counter on it." -- alice has two energy counters, pays them, and the Ibex gets the counter."""
    assert fully_compiled("Thriving Ibex")
    g = play(head("declare_attackers", players="[{id: alice, counters: {energy: 2}}, bob]") + """
battlefield:
  - {id: ibex, card: Thriving Ibex, controller: alice, summoning_sick: false}
""", ["Thriving Ibex"], ["alice: attack ibex", "alice: done", "alice: pass", "bob: pass", "alice: yes"])
    assert counters(g, "ibex") == 1
    assert energy(g) == 0


def test_107_14_thriving_ibex_without_energy_pays_nothing():
    """107.14, 118.3: "A player can't pay a cost without having the necessary resources to pay it
    fully." -- with one energy counter alice can't pay {E}{E}: the payment isn't offered, the
    trigger resolves doing nothing (608.2d), no counter, and her energy stays 1."""
    g = play(head("declare_attackers", players="[{id: alice, counters: {energy: 1}}, bob]") + """
battlefield:
  - {id: ibex, card: Thriving Ibex, controller: alice, summoning_sick: false}
""", ["Thriving Ibex"], ["alice: attack ibex", "alice: done", "alice: pass", "bob: pass"])
    assert counters(g, "ibex") == 0
    assert energy(g) == 1
    assert not g.s.stack and (g.decision is None or g.decision.kind == "priority")


def test_107_14_aethertide_whale_returns_itself_by_paying_four_energy():
    """107.14: "When this creature enters, you get six {E}" then "Pay {E}{E}{E}{E}: Return this
    creature to its owner's hand." -- after casting it alice has 6; activating leaves 2."""
    assert fully_compiled("Aethertide Whale")
    g = play(head() + """
battlefield:
""" + permanents("Island", [f"i{k}" for k in range(6)]) + """
hand:
  - {id: whale, card: Aethertide Whale, owner: alice}
""", ["Aethertide Whale"], ["alice: cast whale", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert energy(g) == 6
    run_script(g, ["alice: activate whale 3", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("whale").zone == "hand"
    assert energy(g) == 2
    assert "107.14" in rules(g)


def test_107_14_energy_stays_from_turn_to_turn_and_four_is_needed_to_pay_four():
    """107.14: energy counters are counters a player has -- unlike mana (106.4, 500.4) they don't
    empty between steps or turns; 118.3: with 3 energy the {E}{E}{E}{E} ability of Aethertide
    Whale can't be activated."""
    g = play(head(players="[{id: alice, counters: {energy: 3}}, bob]") + """
battlefield:
  - {id: whale, card: Aethertide Whale, controller: alice}
""", ["Aethertide Whale"], [])
    assert energy(g) == 3
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == "whale"]
    run_script(g, ["T2 upkeep bob: pass"], "<test>")
    assert g.s.turn == 2 and energy(g) == 3
