"""Costs that take cards from the top of your library (118.3, 601.2h): "Exile the top ten cards of
your library" (Arc-Slogger), "Mill a card" (Millikin, a mana ability, 605.3b). A cost can be paid
only with the cards there (118.3). Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life


def _slogger(cards: int, script: list[str] | None = None):
    return game(head(alice=cards) + """
battlefield:
  - {id: ar, card: Arc-Slogger, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
""", ["Arc-Slogger"], script)


def test_601_2h_arc_slogger_exiles_ten_cards_to_deal_two_damage():
    """601.2h, 406.1: Arc-Slogger's "{R}, Exile the top ten cards of your library: This creature
    deals 2 damage to any target." -- with twelve cards, ten are exiled as the cost is paid and bob
    is dealt 2 (20 -> 18)."""
    assert fully_compiled("Arc-Slogger")
    g = _slogger(12, ["alice: activate ar 1", "alice: target bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 18 and len(g.s.library["alice"]) == 2
    assert sum(1 for o in g.s.objects.values() if o.owner == "alice" and o.zone == "exile") == 10


def test_118_3_arc_slogger_cant_be_activated_with_nine_cards_in_library():
    """118.3: a player can't pay a cost without the resources: with nine cards in alice's library
    the ability can't be activated."""
    g = _slogger(9)
    assert not any(a.kind == "activate" and a.args[0] == "ar" for a in g.legal_actions())


def test_605_3b_millikin_mills_a_card_and_adds_colorless_mana_at_once():
    """605.1a, 605.3b, 701.13a: Millikin's "{T}, Mill a card: Add {C}." is a mana ability: it
    resolves at once, milling one card (three -> two in the library) and adding {C}."""
    assert fully_compiled("Millikin")
    g = game(head(alice=3) + """
battlefield:
  - {id: mk, card: Millikin, controller: alice}
""", ["Millikin"], ["alice: activate mk 1"])
    assert len(g.s.library["alice"]) == 2 and not g.s.stack
    assert any(e.rule == "605.3b" and "adds C" in e.text for e in g.log)
