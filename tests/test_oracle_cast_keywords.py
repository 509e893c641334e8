"""Keyword abilities about casting, costs and abilities that work from other zones (CR 702, 601.2,
602, 113.6): typecycling, cascade, ... Each test plays real cards compiled from the Oracle data;
the expected answer comes from the CR rule (or ruling) cited in its docstring."""
from __future__ import annotations

from oracle_helpers import game, play, rules  # noqa: F401

HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Island, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: la3, card: Swamp, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
"""


# ------------------------------------------------------------------ typecycling (702.29e-f)
def test_702_29e_basic_landcycling_searches_for_a_basic_land():
    """702.29e: "Basic landcycling {1}" means "{1}, Discard this card: Search your library for a
    basic land card, reveal it, and put it into your hand. Then shuffle." Ash Barrens, discarded
    from alice's hand, finds her Plains (not the top card: no draw)."""
    g = play(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
hand:
  - {id: ash, card: Ash Barrens, owner: alice}
""", ["Ash Barrens"], ["alice: activate ash 2", "alice: pass", "bob: pass", "alice: find la2"])
    assert g.obj("ash").zone == "graveyard"
    assert g.obj("la2").zone == "hand" and g.obj("la1").zone == "library"
    assert g.obj("w1").tapped
    assert "701.19a" in rules(g) and "701.20a" in rules(g)


def test_702_29e_plainscycling_finds_only_a_plains():
    """702.29e: Plainscycling searches for a Plains card: the Island and the Swamp can't be found."""
    g = play(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: w2, card: Plains, controller: alice}
hand:
  - {id: host, card: Alabaster Host Intercessor, owner: alice}
""", ["Alabaster Host Intercessor"], ["alice: activate host 2", "alice: pass", "bob: pass"])
    acts = [str(a) for a in g.legal_actions()]
    assert "find la2" in acts and "find la1" not in acts and "find la3" not in acts


def test_702_29f_typecycling_is_cycling_for_cycle_triggers():
    """702.29f: a typecycling ability is a cycling ability: Drannith Healer's "Whenever you cycle
    another card, you gain 1 life" triggers when alice forestcycles Balamb T-Rexaur."""
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: heal, card: Drannith Healer, controller: alice}
hand:
  - {id: rex, card: Balamb T-Rexaur, owner: alice}
""", ["Balamb T-Rexaur", "Drannith Healer"], ["alice: activate rex 3", "alice: pass", "bob: pass",
                                                "alice: pass", "bob: pass"])
    assert g.obj("rex").zone == "graveyard"
    assert g.s.players["alice"].life == 21


# ------------------------------------------------------------------ cascade (702.85)
CASCADE = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: c1, card: Forest, owner: alice}
  - {id: c2, card: Lightning Bolt, owner: alice}
  - {id: c3, card: Swamp, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bbe, card: Bloodbraid Elf, owner: alice}
"""


def test_702_85a_cascade_exiles_to_a_cheaper_nonland_card_and_casts_it_free():
    """702.85a: casting Bloodbraid Elf (mana value 4), its cascade trigger exiles the Forest (a
    land) and then Lightning Bolt (nonland, mana value 1 < 4); alice casts the Bolt without paying
    its mana cost at bob, and the Forest goes to the bottom of her library. The Bolt resolves
    before the Elf (it's above it on the stack)."""
    g = play(CASCADE, ["Bloodbraid Elf", "Lightning Bolt"],
             ["alice: cast bbe", "alice: autopay", "alice: pass", "bob: pass", "alice: yes", "alice: target bob",
              "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17
    assert g.obj("c2").zone == "graveyard"
    assert g.s.library["alice"] == ["c3", "c1"]            # the Forest on the bottom
    assert g.obj("bbe").zone == "stack"                    # the Elf hasn't resolved yet
    assert "702.85a" in rules(g)


def test_702_85a_cascade_declined_puts_all_exiled_cards_on_the_bottom():
    """702.85a: "You may cast that card": if alice declines, the Bolt and the Forest both go to the
    bottom of her library (in a random order), under the Swamp."""
    g = play(CASCADE, ["Bloodbraid Elf", "Lightning Bolt"],
             ["alice: cast bbe", "alice: autopay", "alice: pass", "bob: pass", "alice: no"])
    assert g.s.players["bob"].life == 20
    assert g.s.library["alice"][0] == "c3" and sorted(g.s.library["alice"][1:]) == ["c1", "c2"]


def test_702_85c_two_cascades_trigger_separately():
    """702.85c: Maelstrom Wanderer ("Cascade, cascade") has two instances of cascade: both trigger
    when it's cast (two cascade triggers above it on the stack)."""
    lands = "\n".join(f"  - {{id: l{i}, card: {c}, controller: alice}}"
                      for i, c in enumerate(["Island", "Mountain", "Forest"] + ["Forest"] * 5))
    g = play(CASCADE.split("battlefield:")[0] + "battlefield:\n" + lands + """
hand:
  - {id: mw, card: Maelstrom Wanderer, owner: alice}
""", ["Maelstrom Wanderer", "Lightning Bolt"], ["alice: cast mw", "alice: autopay"])
    texts = [it.text for it in g.s.stack] + [t.text for t in g.s.pending]
    assert texts.count("cascade of Maelstrom Wanderer") == 2
