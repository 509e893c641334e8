"""Instructions a player carries out on their own things: "Target opponent exiles a creature they
control" (406.2, 101.4: the player chooses, then exiles -- not a sacrifice, 701.17a), and counters
a player gets ("each player gets a poison counter", 122.1, 122.1f, 704.5c). Each expected value
comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, play
from pyengine.game.players import run_script


def test_406_2_debt_to_the_kami_the_opponent_chooses_the_creature_to_exile():
    """101.4, 406.2, 608.2d: Debt to the Kami ("Choose one — • Target opponent exiles a creature
    they control. • Target opponent exiles an enchantment they control.") -- bob, not alice,
    chooses which of his creatures is exiled (he is offered only his creatures); the one he
    chooses goes to exile, not to the graveyard."""
    assert fully_compiled("Debt to the Kami")
    g = game(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: mine, card: Grizzly Bears, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: wurm, card: Craw Wurm, controller: bob}
  - {id: pac, card: Pacifism, controller: bob, attached_to: mine}
hand:
  - {id: debt, card: Debt to the Kami, owner: alice}
""", ["Debt to the Kami"], ["alice: cast debt", "alice: mode 1", "alice: target bob", "alice: pass", "bob: pass"])
    assert g.decision.player == "bob"
    assert {a.args[0] for a in g.legal_actions() if a.kind == "choose"} == {"bear", "wurm"}
    run_script(g, ["bob: choose bear"], "<test>")
    assert g.obj("bear").zone == "exile" and g.obj("wurm").zone == "battlefield"
    assert g.obj("pac").zone == "battlefield"


ICHOR = """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
hand:
  - {id: rats, card: Ichor Rats, owner: alice}
"""


def test_122_1f_ichor_rats_gives_each_player_a_poison_counter():
    """122.1, 122.1f: Ichor Rats ("When this creature enters, each player gets a poison counter.")
    -- alice and bob each have one poison counter; nobody loses (fewer than ten)."""
    assert fully_compiled("Ichor Rats")
    g = play(head() + ICHOR, ["Ichor Rats"], ["alice: cast rats", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].poison == 1 and g.s.players["bob"].poison == 1
    assert not g.over


def test_704_5c_the_tenth_poison_counter_loses_the_game():
    """704.5c, 122.1f: bob has nine poison counters; Ichor Rats gives him a tenth and he loses the
    game as a state-based action (alice, at one poison counter, doesn't)."""
    text = (head() + ICHOR).replace("players: [alice, bob]", "players: [alice, {id: bob, poison: 9}]")
    g = play(text, ["Ichor Rats"], ["alice: cast rats", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].poison == 10
    assert g.over and g.s.winner == "alice" and "704.5c" in [e.rule for e in g.log]


def test_613_1b_bazaar_trader_gives_control_to_the_target_player():
    """613.1b, 608.2h, 110.2: Bazaar Trader ("{T}: Target player gains control of target artifact,
    creature, or land you control.") -- alice gives her Grizzly Bears to bob: bob controls it
    (indefinitely, 611.2a), alice still owns it."""
    assert fully_compiled("Bazaar Trader")
    g = play(head() + """
battlefield:
  - {id: trader, card: Bazaar Trader, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Bazaar Trader"], ["alice: activate trader 1", "alice: target bob", "alice: target bear",
                        "alice: pass", "bob: pass"])
    assert g.ch("bear").controller == "bob" and g.obj("bear").owner == "alice"
    run_script(g, ["T2 upkeep bob: wait"], "<test>")
    assert g.ch("bear").controller == "bob"


def test_608_2c_ainok_wayfarer_takes_a_land_from_among_the_milled_cards():
    """701.13a, 608.2c, 608.2h: Ainok Wayfarer ("When this creature enters, mill three cards. You
    may put a land card from among them into your hand. If you don't, put a +1/+1 counter on
    this creature.") -- the milled cards are Forest, Grizzly Bears and Plains: alice is offered
    the two lands (not the Bears, not a card still in her library), takes the Forest, and gets
    no counter. With no land among the milled cards she puts none and the creature gets a
    counter."""
    assert fully_compiled("Ainok Wayfarer")
    board = """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: ainok, card: Ainok Wayfarer, owner: alice}
"""
    cast = ["alice: cast ainok", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]
    g = game(head(alice=["Forest", "Grizzly Bears", "Plains", "Island"]) + board, ["Ainok Wayfarer"], cast + ["alice: yes"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "choose"} == {"la1", "la3"}
    run_script(g, ["alice: choose la1"], "<test>")
    assert g.obj("la1").zone == "hand" and g.obj("la3").zone == "graveyard" and g.obj("la4").zone == "library"
    assert sum(c.count for c in g.obj("ainok").counters if c.kind == "+1/+1") == 0
    g = play(head(alice=["Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Island"]) + board, ["Ainok Wayfarer"],
             cast + ["alice: yes"])
    assert [g.obj(f"la{n}").zone for n in (1, 2, 3)] == ["graveyard"] * 3
    assert sum(c.count for c in g.obj("ainok").counters if c.kind == "+1/+1") == 1


def test_701_17a_death_pit_offering_sacrifices_all_your_creatures_at_once():
    """701.17a: Death Pit Offering ("When this enchantment enters, sacrifice all creatures you
    control.") -- both of alice's Grizzly Bears are sacrificed; bob's Hill Giant stays."""
    assert fully_compiled("Death Pit Offering")
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Grizzly Bears, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: dpo, card: Death Pit Offering, owner: alice}
""", ["Death Pit Offering"], ["alice: cast dpo", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard"
    assert g.obj("giant").zone == "battlefield"


def test_406_2_aphemia_exiles_an_enchantment_card_from_the_graveyard_if_you_do():
    """406.2, 603.2, 608.2c: Aphemia, the Cacophony ("At the beginning of your end step, you may
    exile an enchantment card from your graveyard. If you do, create a 2/2 black Zombie creature
    token.") -- alice is offered only the enchantment card of her graveyard (not the Grizzly
    Bears card, not bob's Pacifism); she exiles it and creates a Zombie."""
    assert fully_compiled("Aphemia, the Cacophony")
    g = game(head(step="end") + """
battlefield:
  - {id: aph, card: "Aphemia, the Cacophony", controller: alice}
graveyard:
  - {id: pac, card: Pacifism, owner: alice}
  - {id: gb, card: Grizzly Bears, owner: alice}
  - {id: bpac, card: Pacifism, owner: bob}
""", ["Aphemia, the Cacophony"])
    from pyengine.game.players import run_script as rs
    rs(g, ["alice: pass", "bob: pass", "alice: yes"], "<test>")
    assert {a.args[0] for a in g.legal_actions() if a.kind == "choose"} == {"pac"}
    rs(g, ["alice: choose pac"], "<test>")
    assert g.obj("pac").zone == "exile" and g.obj("gb").zone == "graveyard"
    assert any(o.token and "Zombie" in o.card.subtypes for o in g.s.objects.values() if o.zone == "battlefield")


def test_608_2c_chronicler_of_heroes_draws_only_if_the_condition_holds_on_resolution():
    """608.2c, 603.4: Chronicler of Heroes ("When this creature enters, draw a card if you control
    a creature with a +1/+1 counter on it.") -- the condition after the instruction is checked as
    the ability resolves (it is not an intervening "if"): with a Grizzly Bears carrying a +1/+1
    counter alice draws; without one she doesn't (the ability still triggers and resolves)."""
    assert fully_compiled("Chronicler of Heroes")
    board = """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice COUNTERS}
hand:
  - {id: chron, card: Chronicler of Heroes, owner: alice}
"""
    script = ["alice: cast chron", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]
    g = play(head() + board.replace(" COUNTERS", ", counters: {+1/+1: 1}"), ["Chronicler of Heroes"], script)
    assert g.obj("la1").zone == "hand"
    g = play(head() + board.replace(" COUNTERS", ""), ["Chronicler of Heroes"], script)
    assert g.obj("la1").zone == "library" and g.obj("chron").zone == "battlefield"


def test_608_2c_explosive_growth_kicked_gives_plus_five_instead():
    """608.2c, 702.33d: Explosive Growth (kicker {5}; "Target creature gets +2/+2 until end of
    turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead.") --
    unkicked, the Grizzly Bears is 4/4; kicked, it is 7/7 (not 9/9: the +5/+5 replaces the
    +2/+2)."""
    assert fully_compiled("Explosive Growth")
    text = head() + """
battlefield:
""" + "".join(f"  - {{id: f{n}, card: Forest, controller: alice}}\n" for n in range(6)) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: eg, card: Explosive Growth, owner: alice}
"""
    g = play(text, ["Explosive Growth"], ["alice: cast eg", "alice: no_kick", "alice: target bear",
                                          "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 4)
    g = play(text, ["Explosive Growth"], ["alice: cast eg", "alice: kick", "alice: target bear",
                                          "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (7, 7)
