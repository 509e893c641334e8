"""More static abilities and cost changes compiled from the Oracle text of real cards and played.
Each expected value comes from the Comprehensive Rules (cited) or the card's official ruling,
never from the engine's own output:

- 601.2c, 601.2f, 113.6d: "This spell costs {N} less/more to cast if it targets ..." -- the
  targets are chosen before the total cost is determined, and the spell's own cost change
  functions on the stack.
"""
from __future__ import annotations

from pyengine.game.loop import Game
from oracle_helpers import game, head as board  # noqa: F401


def head(active: str = "alice", players: str = "[alice, bob]") -> str:
    return board(active=active, players=players, alice=2)


def _cost_line(g: Game) -> str:
    return [e.text for e in g.log if e.rule == "601.2f" and "total cost" in e.text][-1]


# ================================================================ 601.2f: "if it targets ..."
def _lands(card: str, n: int, who: str = "alice") -> str:
    return "".join(f"  - {{id: {card[0].lower()}{k}, card: {card}, controller: {who}}}\n" for k in range(n))


def test_601_2f_ajanis_response_costs_less_if_it_targets_a_tapped_creature():
    """Ajani's Response ({4}{W}): "This spell costs {3} less to cast if it targets a tapped
    creature." The target is chosen (601.2c) before the total cost is determined (601.2f): {1}{W}
    aimed at a tapped Grizzly Bears, {4}{W} at an untapped one; it destroys the creature."""
    board = head() + "battlefield:\n" + _lands("Plains", 5) + """\
  - {id: tapped_bear, card: Grizzly Bears, controller: bob, tapped: true}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: resp, card: Ajani's Response, owner: alice}
"""
    g = game(board, ["Ajani's Response"], ["alice: cast resp", "alice: target tapped_bear"])
    assert "{1}{W}" in _cost_line(g)
    g = game(board, ["Ajani's Response"], ["alice: cast resp", "alice: target tapped_bear", "alice: autopay",
                                            "alice: pass", "bob: pass"])
    assert g.obj("tapped_bear").zone == "graveyard"
    assert sum(1 for k in range(5) if g.obj(f"p{k}").tapped) == 2
    g = game(board, ["Ajani's Response"], ["alice: cast resp", "alice: target bear"])
    assert "{4}{W}" in _cost_line(g)


def test_601_2f_dragons_prey_costs_more_if_it_targets_a_dragon():
    """Dragon's Prey ({2}{B}): "This spell costs {2} more to cast if it targets a Dragon." --
    {4}{B} aimed at Shivan Dragon, {2}{B} at Grizzly Bears (601.2f: increases are added)."""
    board = head() + "battlefield:\n" + _lands("Swamp", 5) + """\
  - {id: dragon, card: Shivan Dragon, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: prey, card: Dragon's Prey, owner: alice}
"""
    g = game(board, ["Dragon's Prey"], ["alice: cast prey", "alice: target dragon"])
    assert "{4}{B}" in _cost_line(g)
    g = game(board, ["Dragon's Prey"], ["alice: cast prey", "alice: target bear"])
    assert "{2}{B}" in _cost_line(g)


def test_601_2f_revoke_demise_looks_at_the_targeted_card_in_the_graveyard():
    """Revoke Demise ({4}{B}): "This spell costs {2} less to cast if it targets a creature card
    with mana value 3 or less." -- a target in a graveyard is a card too: {2}{B} for Grizzly
    Bears (mana value 2), {4}{B} for Shivan Dragon (mana value 6)."""
    board = head() + "battlefield:\n" + _lands("Swamp", 5) + """\
graveyard:
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: dragon, card: Shivan Dragon, owner: alice}
hand:
  - {id: rev, card: Revoke Demise, owner: alice}
"""
    g = game(board, ["Revoke Demise"], ["alice: cast rev", "alice: target bear"])
    assert "{2}{B}" in _cost_line(g)
    g = game(board, ["Revoke Demise"], ["alice: cast rev", "alice: target dragon"])
    assert "{4}{B}" in _cost_line(g)


# ================================================================ 602.5: "can't be activated"
def test_602_5_arrest_stops_the_enchanted_creatures_activated_abilities():
    """Arrest: "Enchanted creature can't attack or block, and its activated abilities can't be
    activated." A player can't begin to activate a prohibited ability (602.5): Prodigal
    Pyromancer's "{T}: deal 1 damage" and Llanowar Elves' mana ability (a mana ability is an
    activated ability, 605.1a) aren't offered and are refused; the unenchanted Elves still tap."""
    import pytest
    from pyengine.errors import ScenarioError
    board = head() + """
battlefield:
  - {id: pyro, card: Prodigal Pyromancer, controller: alice}
  - {id: elves, card: Llanowar Elves, controller: alice}
  - {id: elves2, card: Llanowar Elves, controller: alice}
  - {id: a1, card: Arrest, controller: bob, attached_to: pyro}
  - {id: a2, card: Arrest, controller: bob, attached_to: elves}
"""
    names = ["Arrest", "Prodigal Pyromancer", "Llanowar Elves"]
    g = game(board, names)
    acts = [str(a) for a in g.legal_actions()]
    assert not any("pyro" in a for a in acts)
    assert not any(" elves" in a.replace("elves2", "") for a in acts) and any("elves2" in a for a in acts)
    with pytest.raises(ScenarioError):
        game(board, names, ["alice: activate pyro 1"])
    with pytest.raises(ScenarioError):
        game(board, names, ["alice: mana elves"])
    g = game(board, names, ["alice: mana elves2"])
    assert g.s.pools["alice"] == {"G": 1}


def test_602_5_faiths_fetters_lets_mana_abilities_be_activated():
    """Faith's Fetters: "... its activated abilities can't be activated unless they're mana
    abilities" -- the fettered Llanowar Elves still add {G} (605.1a), Prodigal Pyromancer can't
    ping (602.5)."""
    import pytest
    from pyengine.errors import ScenarioError
    board = head() + """
battlefield:
  - {id: pyro, card: Prodigal Pyromancer, controller: alice}
  - {id: elves, card: Llanowar Elves, controller: alice}
  - {id: f1, card: Faith's Fetters, controller: bob, attached_to: pyro}
  - {id: f2, card: Faith's Fetters, controller: bob, attached_to: elves}
"""
    names = ["Faith's Fetters", "Prodigal Pyromancer", "Llanowar Elves"]
    g = game(board, names, ["alice: mana elves"])
    assert g.s.pools["alice"] == {"G": 1}
    with pytest.raises(ScenarioError):
        game(board, names, ["alice: activate pyro 1"])


def test_602_5_stony_silence_stops_artifacts_not_creatures():
    """Stony Silence: "Activated abilities of artifacts can't be activated." -- Mind Stone can't
    tap for mana (605.1a), Llanowar Elves (not an artifact) can; once Naturalize destroys Stony
    Silence the prohibition is gone (611.3b: a static ability's effect applies at all times the
    permanent generating it is on the battlefield, and only then)."""
    import pytest
    from pyengine.errors import ScenarioError
    board = head() + """
battlefield:
  - {id: stone, card: Mind Stone, controller: alice}
  - {id: elves, card: Llanowar Elves, controller: alice}
  - {id: silence, card: Stony Silence, controller: bob}
"""
    names = ["Stony Silence", "Mind Stone", "Llanowar Elves"]
    with pytest.raises(ScenarioError):
        game(board, names, ["alice: mana stone"])
    g = game(board, names, ["alice: mana elves"])
    assert g.s.pools["alice"] == {"G": 1}
    g = game(board + """  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: nat, card: Naturalize, owner: alice}
""", names + ["Naturalize"], ["alice: cast nat target=silence", "alice: pass", "bob: pass", "alice: mana stone"])
    assert g.obj("silence").zone == "graveyard"
    assert g.s.pools["alice"] == {"C": 1}


def test_702_18a_crystalline_sliver_gives_every_sliver_shroud_whoever_controls_it():
    """702.18a, 611.3a: Crystalline Sliver -- "All Slivers have shroud." -- every Sliver on the
    battlefield, bob's Metallic Sliver too, has shroud: alice's Lightning Bolt can target neither
    Sliver, only bob's Grizzly Bears (or a player)."""
    from oracle_helpers import fully_compiled, game, head
    assert fully_compiled("Crystalline Sliver")
    g = game(head() + """
battlefield:
  - {id: cs, card: Crystalline Sliver, controller: alice}
  - {id: ms, card: Metallic Sliver, controller: bob}
  - {id: gb, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Crystalline Sliver", "Lightning Bolt"], ["alice: cast bolt"])
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "target"}
    assert "gb" in offered and not {"cs", "ms"} & offered
