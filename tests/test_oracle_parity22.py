"""Even and odd mana values (202.3): Void Winnower's "Your opponents can't cast spells with even
mana values." (601.3) and "Your opponents can't block with creatures with even mana values."
(509.1b). Each test plays real cards compiled from their Oracle text; the expected answer comes
from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head


def test_601_3_void_winnower_opponents_cant_cast_even_mana_value_spells():
    """601.3, 202.3: with alice's Void Winnower out, bob (in his main phase) may cast Llanowar
    Elves (mana value 1, odd) but not Grizzly Bears (2, even)."""
    assert fully_compiled("Void Winnower")
    g = game(head(active="bob") + """
battlefield:
  - {id: vw, card: Void Winnower, controller: alice}
  - {id: f1, card: Forest, controller: bob}
  - {id: f2, card: Forest, controller: bob}
hand:
  - {id: gb, card: Grizzly Bears, owner: bob}
  - {id: le, card: Llanowar Elves, owner: bob}
""", ["Void Winnower"])
    casts = {a.args[0] for a in g.legal_actions() if a.kind == "cast"}
    assert "le" in casts and "gb" not in casts


def test_509_1b_void_winnower_opponents_cant_block_with_even_mana_value_creatures():
    """509.1b, 202.3: alice's Void Winnower attacks; bob's Grizzly Bears (mana value 2) can't block,
    his Llanowar Elves (1) can."""
    g = game(head("declare_attackers") + """
battlefield:
  - {id: vw, card: Void Winnower, controller: alice, summoning_sick: false}
  - {id: gb, card: Grizzly Bears, controller: bob}
  - {id: le, card: Llanowar Elves, controller: bob}
""", ["Void Winnower"], ["alice: attack vw", "alice: done", "alice: pass", "bob: pass"])
    run_script(g, ["bob: block gb vw", "bob: done"], "<test>")
    assert g.log[-1].rule == "509.1b" or "509.1b" in g.log[-1].text
    run_script(g, ["bob: block le vw", "bob: done"], "<test>")
    assert g.s.blockers == {"le": ["vw"]}
