"""Trigger events the compiler says since wave 19: ward granted by another ability (702.21a),
"Whenever you cast or copy an instant or sorcery spell" (magecraft, 707.10), "Whenever you activate
an ability" (602.2), "Until end of turn, whenever ..." (delayed triggers with a duration, 603.7b)
and "Whenever you put one or more counters on ..." (122.6). Each test plays real cards compiled from
their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life, play, rules  # noqa: F401
from pyengine.game.players import run_script

HEAD = head(alice=4, bob=4)


def lands(card: str, n: int, who: str = "alice", tag: str = "") -> str:
    tag = tag or card[:2].lower()
    return "".join(f"  - {{id: {tag}{i}, card: {card}, controller: {who}}}\n" for i in range(n))


# ------------------------------------------------------------------ 702.21a ward granted by another ability
BOOTS = HEAD + "battlefield:\n" + lands("Mountain", 2, "bob", "bm") + """
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: boots, card: Lavaspur Boots, controller: alice, attached_to: bear}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""


def test_702_21a_ward_granted_by_equipment_counters_unless_paid():
    """702.21a, 613.1f: Lavaspur Boots give the equipped Grizzly Bears ward {1} -- the keyword and
    its triggered ability. Bob's Lightning Bolt targeting the Bears triggers it; bob declines to
    pay {1} and the Bolt is countered (701.5a): the Bears survive undamaged."""
    assert fully_compiled("Lavaspur Boots")
    g = play(BOOTS, ["Lavaspur Boots"], ["alice: pass", "bob: cast bolt target=bear", "bob: mana bm0",
                                          "bob: pass", "alice: pass"])
    assert g.decision.kind == "pay_or" and g.decision.player == "bob"
    run_script(g, ["bob: decline", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    assert g.obj("bolt").zone == "graveyard" and "701.5a" in rules(g)


def test_702_21a_granted_ward_paid_lets_the_spell_resolve():
    """702.21a: bob pays the {1} of the granted ward with his other Mountain; the Bolt resolves and
    the 3 damage destroys the 3/2 (Boots: +1/+0) Bears (704.5g)."""
    g = play(BOOTS, ["Lavaspur Boots"], ["alice: pass", "bob: cast bolt target=bear", "bob: mana bm0",
                                          "bob: pass", "alice: pass", "bob: pay", "bob: autopay",
                                          "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("bolt").zone == "graveyard" and "701.5a" not in rules(g)


def test_702_21a_ward_granted_only_while_untapped():
    """702.21a, 611.3a: Iymrith has ward {4} only as long as it's untapped: tapped, bob's Bolt
    targeting it triggers nothing and resolves (3 damage)."""
    assert fully_compiled("Iymrith, Desert Doom")
    board = HEAD + "battlefield:\n" + lands("Mountain", 1, "bob", "bm") + """
  - {id: iym, card: "Iymrith, Desert Doom", controller: alice, tapped: true}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""
    g = play(board, ["Iymrith, Desert Doom"], ["alice: pass", "bob: cast bolt target=iym", "bob: mana bm0",
                                               "bob: pass", "alice: pass"])
    assert g.obj("iym").damage == 3 and "701.5a" not in rules(g)


# ------------------------------------------------------------------ 707.10 "Whenever you cast or copy ..."
MAGECRAFT = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: bi1, card: Island, controller: bob}
  - {id: bi2, card: Island, controller: bob}
  - {id: wp, card: Witherbloom Pledgemage, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: twin, card: Twincast, owner: alice}
  - {id: btwin, card: Twincast, owner: bob}
"""


def test_707_10_magecraft_triggers_on_casting_and_on_copying():
    """Magecraft (207.2c), 603.2, 707.10: Witherbloom Pledgemage's "Whenever you cast or copy an
    instant or sorcery spell, you gain 1 life." -- alice casts Lightning Bolt (+1), then Twincast
    targeting it (+1); Twincast resolving puts a copy of the Bolt on the stack under alice's
    control: she copied a spell (+1). 20 -> 23; the copy aimed at bob deals 3 (20 -> 17)."""
    assert fully_compiled("Witherbloom Pledgemage")
    g = play(MAGECRAFT, ["Twincast", "Lightning Bolt", "Witherbloom Pledgemage"],
             ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: cast twin target=bolt",
              "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: target bob",
              "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 23 and life(g, "bob") == 17
    assert sum(1 for e in g.log if e.rule == "603.2" and "Magecraft" in e.text) == 3


def test_707_10_a_copy_made_by_an_opponent_is_not_yours():
    """707.10: the copy of alice's Bolt that bob's Twincast makes is put on the stack by bob and
    controlled by him -- alice didn't copy a spell: her Pledgemage triggers only on her cast
    (20 -> 21)."""
    g = play(MAGECRAFT, ["Twincast", "Lightning Bolt", "Witherbloom Pledgemage"],
             ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: cast btwin target=bolt",
              "bob: pass", "alice: pass", "bob: target alice"])
    assert life(g, "alice") == 21
    assert sum(1 for e in g.log if e.rule == "603.2" and "Magecraft" in e.text) == 1
