"""Triggered abilities compiled from Oracle text and executed by the game loop (CR 603): trigger
events, intervening "if" clauses (603.4) -- including the turn's history ("if a creature died this
turn", "if an opponent lost life this turn", "if you gained 4 or more life this turn") -- and state
triggers (603.8). Each test names real cards, compiled from the Oracle data, and checks the game
against the Comprehensive Rules or an official ruling (cited)."""
from __future__ import annotations

import textwrap

from pyengine.cards.compiled import compile_oracle_card
from pyengine.cards.database import oracle_db
from pyengine.cards.library import CardLibrary
from pyengine.cards.support import card_support
from pyengine.game.loop import Game
from pyengine.game.players import run_script
from pyengine.scenario import load_scenario_text


def compiled_library(*names: str) -> CardLibrary:
    lib = CardLibrary.bundled()
    for n in names:
        lib.add(compile_oracle_card(oracle_db().get(n)))
    return lib


def play(text: str, names: list[str], script: list[str]) -> Game:
    sc = load_scenario_text(textwrap.dedent(text), "<test>", library=compiled_library(*names))
    g = Game(sc)
    run_script(g, script, "<test>")
    return g


def fully_executed(name: str) -> bool:
    card = compile_oracle_card(oracle_db().get(name))
    return all(s.executed_by and not s.unsupported for s in card_support(card))


def counters(g: Game, oid: str, kind: str = "+1/+1") -> int:
    return sum(c.count for c in g.obj(oid).counters if c.kind == kind)


def triggered(g: Game, name: str) -> bool:
    return any(e.rule == "603.2" and name in e.text for e in g.log)


def head(step: str = "precombat_main", life: str = "") -> str:
    return f"""
players: [{{id: alice{life}}}, bob]
active_player: alice
step: {step}
library:
  - {{id: la1, card: Plains, owner: alice}}
  - {{id: la2, card: Plains, owner: alice}}
  - {{id: la3, card: Plains, owner: alice}}
  - {{id: lb1, card: Plains, owner: bob}}
  - {{id: lb2, card: Plains, owner: bob}}
"""


# ------------------------------------------------------------------ 603.4: intervening "if"
def test_603_4_apothecary_geist_needs_another_spirit_when_it_enters():
    """603.4: "When this creature enters, if you control another Spirit, you gain 3 life": with
    another Spirit (a second Apothecary Geist) the ability triggers and alice gains 3."""
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
  - {id: old, card: Apothecary Geist, controller: alice}
hand:
  - {id: geist, card: Apothecary Geist, owner: alice}
""", ["Apothecary Geist"], ["alice: cast geist", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("geist").zone == "battlefield"
    assert g.s.players["alice"].life == 23


def test_603_4_apothecary_geist_alone_does_not_trigger():
    """603.4: the condition is false when the event occurs (the Geist itself is not "another"
    Spirit): the ability doesn't trigger at all."""
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
hand:
  - {id: geist, card: Apothecary Geist, owner: alice}
""", ["Apothecary Geist"], ["alice: cast geist", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("geist").zone == "battlefield"
    assert g.s.players["alice"].life == 20
    assert not triggered(g, "Apothecary Geist")


def test_603_4_saruli_gatekeepers_counts_two_or_more_gates():
    """603.4: "if you control two or more Gates, you gain 7 life" -- two Guildgates: 7 life."""
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: g1, card: Azorius Guildgate, controller: alice}
  - {id: g2, card: Azorius Guildgate, controller: alice}
hand:
  - {id: keeper, card: Saruli Gatekeepers, owner: alice}
""", ["Saruli Gatekeepers", "Azorius Guildgate"],
        ["alice: cast keeper", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("keeper").zone == "battlefield"
    assert g.s.players["alice"].life == 27


def test_603_4_saruli_gatekeepers_one_gate_is_not_enough():
    """603.4: with a single Gate the condition is false: no life is gained."""
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: g1, card: Azorius Guildgate, controller: alice}
hand:
  - {id: keeper, card: Saruli Gatekeepers, owner: alice}
""", ["Saruli Gatekeepers", "Azorius Guildgate"],
        ["alice: cast keeper", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("keeper").zone == "battlefield"
    assert g.s.players["alice"].life == 20


def test_603_4_kami_of_terrible_secrets_needs_an_artifact_and_an_enchantment():
    """603.4: "if you control an artifact and an enchantment, you draw a card and you gain 1 life":
    alice controls Sol Ring but no enchantment: nothing happens."""
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: ring, card: Sol Ring, controller: alice}
hand:
  - {id: kami, card: Kami of Terrible Secrets, owner: alice}
""", ["Kami of Terrible Secrets", "Sol Ring"], ["alice: cast kami", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("kami").zone == "battlefield"
    assert g.s.players["alice"].life == 20 and g.obj("la1").zone == "library"


# ------------------------------------------------------------------ 603.4 with the turn's history
def test_603_4_bulette_end_step_after_a_creature_died_this_turn():
    """603.4, 700.4: "At the beginning of your end step, if a creature died this turn, put a +1/+1
    counter on Bulette": bob's Grizzly Bears died to Lightning Bolt earlier in the turn."""
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: bul, card: Bulette, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Bulette", "Lightning Bolt"], ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "T2 upkeep: wait"])
    assert g.obj("bear").zone == "graveyard"
    assert counters(g, "bul") == 1


def test_603_4_bulette_no_creature_died_no_counter():
    """603.4: no creature died this turn (the Bolt hit bob instead): the ability doesn't trigger."""
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: bul, card: Bulette, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Bulette", "Lightning Bolt"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass", "T2 upkeep: wait"])
    assert g.s.players["bob"].life == 17
    assert counters(g, "bul") == 0 and not triggered(g, "Bulette")


def test_500_1_this_turn_starts_over_each_turn():
    """"this turn" (500.1: a turn is a unit of the game): a creature that died on alice's turn 1
    doesn't count at the end of bob's turn 2 -- Twinblade Assassins draws only on turn 1."""
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: tw, card: Twinblade Assassins, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Twinblade Assassins", "Lightning Bolt"],
        ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "T3 upkeep: wait"])
    drawn = [e for e in g.log if e.rule == "121.1" and e.player == "alice"]
    assert g.obj("la1").zone == "hand"
    # turn 1 end step: one draw from the Assassins; turn 2 is bob's (no end step of alice's);
    # turn 3 draw step not reached yet
    assert len(drawn) == 1


def test_603_4_bat_whisperer_after_an_opponent_lost_life():
    """603.4, 119.3: "When this creature enters, if an opponent lost life this turn, create a 1/1
    black Bat": Lightning Bolt dealt bob 3 damage (damage to a player causes life loss, 120.3a)."""
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bat, card: Bat Whisperer, owner: alice}
""", ["Bat Whisperer", "Lightning Bolt"],
        ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
         "alice: cast bat", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bat").zone == "battlefield"
    bats = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(bats) == 1 and "Bat" in g.ch(bats[0].id).subtypes


def test_603_4_bat_whisperer_without_life_loss_makes_no_bat():
    """603.4: nobody lost life this turn: no Bat."""
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
hand:
  - {id: bat, card: Bat Whisperer, owner: alice}
""", ["Bat Whisperer"], ["alice: cast bat", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bat").zone == "battlefield"
    assert not [o for o in g.s.objects.values() if o.token]


def test_603_4_angelic_accord_counts_the_life_gained_this_turn():
    """603.4, 119.3: "At the beginning of each end step, if you gained 4 or more life this turn,
    create a 4/4 white Angel": Ivory Crane Netsuke's 4 life at upkeep (alice has seven cards in
    hand) is enough at the end step of the same turn."""
    g = play(head(step="untap") + """
battlefield:
  - {id: acc, card: Angelic Accord, controller: alice}
  - {id: crane, card: Ivory Crane Netsuke, controller: alice}
hand:
  - {id: h1, card: Plains, owner: alice}
  - {id: h2, card: Plains, owner: alice}
  - {id: h3, card: Plains, owner: alice}
  - {id: h4, card: Plains, owner: alice}
  - {id: h5, card: Plains, owner: alice}
  - {id: h6, card: Plains, owner: alice}
  - {id: h7, card: Plains, owner: alice}
""", ["Angelic Accord", "Ivory Crane Netsuke"], ["T1 cleanup: wait"])
    assert g.s.players["alice"].life == 24
    angels = [o for o in g.s.objects.values() if o.token]
    assert len(angels) == 1 and g.ch(angels[0].id).power == 4


def test_603_4_ivory_crane_netsuke_needs_seven_cards():
    """603.4: "if you have seven or more cards in hand": with six cards, no life."""
    g = play(head(step="untap") + """
battlefield:
  - {id: crane, card: Ivory Crane Netsuke, controller: alice}
hand:
  - {id: h1, card: Plains, owner: alice}
  - {id: h2, card: Plains, owner: alice}
  - {id: h3, card: Plains, owner: alice}
  - {id: h4, card: Plains, owner: alice}
  - {id: h5, card: Plains, owner: alice}
  - {id: h6, card: Plains, owner: alice}
""", ["Ivory Crane Netsuke"], ["T1 precombat_main: wait"])
    assert g.s.players["alice"].life == 20


def test_603_4_paupers_cage_checks_that_players_hand():
    """603.4: "At the beginning of each opponent's upkeep, if that player has two or fewer cards in
    hand, Paupers' Cage deals 2 damage to that player": bob's upkeep with an empty hand."""
    g = play(head(step="end") + """
battlefield:
  - {id: cage, card: Paupers' Cage, controller: alice}
""", ["Paupers' Cage"], ["T2 draw: wait"])
    assert g.s.players["bob"].life == 18
    assert g.s.players["alice"].life == 20
