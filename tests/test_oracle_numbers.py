"""The number language of instructions compiled from Oracle text (608.2h: a number an effect
needs is determined once, as the instruction is followed): "that much" / "that many" (the amount
of the trigger event, or the result of an earlier instruction of the same ability), "the life
lost this way", "the damage dealt this way", the sacrificed creature's toughness, devotion
(700.5), the number of cards in a player's hand -- and the players and objects an instruction
names by what was said before it ("that creature", "it", "defending player", "that permanent's
controller", "target opponent or planeswalker"). Each test plays real cards compiled from the
Oracle data; the expected value comes from the rule or ruling cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head as board, life, play  # noqa: F401


def head(step: str = "precombat_main", players: str = "[alice, bob]") -> str:
    return board(step, players=players, alice=4)


# ------------------------------------------------------------------ "that much": the trigger event's amount
def test_603_2_exquisite_blood_gains_the_life_the_opponent_lost():
    """120.3a: damage dealt to a player causes that player to lose that much life; "Whenever an
    opponent loses life, you gain that much life" (603.2) -- Lightning Bolt to bob: bob 17,
    alice 23."""
    assert fully_compiled("Exquisite Blood")
    g = play(head() + """
battlefield:
  - {id: eb, card: Exquisite Blood, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Exquisite Blood", "Lightning Bolt"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                                              "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17
    assert life(g, "alice") == 23


def test_603_2_exquisite_blood_ignores_your_own_life_loss():
    """603.2: the trigger event is an opponent losing life -- alice losing life doesn't trigger
    it (Lightning Bolt to alice: alice 17, nothing gained)."""
    g = play(head() + """
battlefield:
  - {id: eb, card: Exquisite Blood, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Exquisite Blood", "Lightning Bolt"], ["alice: cast bolt target=alice", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 17 and not g.s.pending and not g.s.stack


def test_603_2_body_of_knowledge_draws_as_many_cards_as_the_damage():
    """"Whenever this creature is dealt damage, draw that many cards": Shock deals 2 damage to it
    (a 3/3: three cards in alice's hand) -- alice draws two cards (121.2)."""
    assert fully_compiled("Body of Knowledge")
    g = play(head() + """
battlefield:
  - {id: bok, card: Body of Knowledge, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: h1, card: Plains, owner: alice}
  - {id: h2, card: Plains, owner: alice}
  - {id: h3, card: Plains, owner: alice}
  - {id: shock, card: Shock, owner: bob}
""", ["Body of Knowledge", "Shock"], ["alice: pass", "bob: cast shock target=bok", "bob: pass", "alice: pass",
                                       "alice: pass", "bob: pass"])
    assert g.obj("bok").zone == "battlefield"
    assert [g.obj(x).zone for x in ("la1", "la2", "la3")] == ["hand", "hand", "library"]


def test_702_15b_sanguine_bond_lifelink_is_gaining_life():
    """702.15b: damage dealt by a source with lifelink causes its controller to gain that much
    life -- "Whenever you gain life, target opponent loses that much life" triggers on it:
    Vampire Nighthawk (2/3 flying, lifelink) hits bob for 2, alice gains 2, bob loses 2 more."""
    assert fully_compiled("Sanguine Bond")
    g = play(head() + """
battlefield:
  - {id: sb, card: Sanguine Bond, controller: alice}
  - {id: vn, card: Vampire Nighthawk, controller: alice, summoning_sick: false}
""", ["Sanguine Bond"], ["T1 declare_attackers alice: attack vn", "alice: done", "T1 combat_damage: wait",
                         "alice: target bob", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 22
    assert life(g, "bob") == 16


def test_that_much_needs_an_amount_said_before_it():
    """608.2h: "that much" is a number the game determines from what the ability said before it.
    After "Whenever you attack with one or more legendary creatures" it is how many of them
    attacked (as Varina, Lich Queen's ruling reads "that many": the number of Zombies you attacked
    with); with nothing said before it names none, and the clause stays unsupported rather than
    guessed."""
    from pyengine.cards.oracle import compile_ability
    got = compile_ability("Whenever you attack with one or more legendary creatures, you gain that much life.", "X")
    assert got is not None and "event_amount" in repr(got)
    assert compile_ability("{T}: You gain that much life.", "X") is None


# ------------------------------------------------------------------ results of earlier instructions
def test_119_3_blood_tithe_gains_the_life_lost_this_way():
    """119.3, 608.2h: "Each opponent loses 3 life. You gain life equal to the life lost this way."
    -- with two opponents, 6 life lost, alice gains 6."""
    assert fully_compiled("Blood Tithe")
    g = play(head(players="[alice, bob, carol]") + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
hand:
  - {id: bt, card: Blood Tithe, owner: alice}
""", ["Blood Tithe"], ["alice: cast bt", "alice: pass", "bob: pass", "carol: pass"])
    assert (life(g, "alice"), life(g, "bob"), life(g, "carol")) == (26, 17, 17)


def test_700_5_gray_merchant_drains_for_your_devotion_to_black():
    """700.5: devotion to black counts the {B} symbols among the mana costs of permanents you
    control -- Gray Merchant ({3}{B}{B}) itself and Vampire Nighthawk ({1}{B}{B}): 4. Each
    opponent loses 4 life; alice gains the life lost this way (608.2h)."""
    assert fully_compiled("Gray Merchant of Asphodel")
    g = play(head() + """
battlefield:
  - {id: vn, card: Vampire Nighthawk, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Swamp, controller: alice}
  - {id: ob, card: Vampire Nighthawk, controller: bob}
hand:
  - {id: gm, card: Gray Merchant of Asphodel, owner: alice}
""", ["Gray Merchant of Asphodel"], ["alice: cast gm", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 16
    assert life(g, "alice") == 24


def test_this_way_needs_an_earlier_instruction():
    """608.2h: "the life lost this way" names the result of an earlier instruction of the same
    ability; with none before it nothing is compiled."""
    from pyengine.cards.oracle import compile_ability
    assert compile_ability("You gain life equal to the life lost this way.", "X", spell=True) is None


def test_608_2h_disciple_of_griselbrand_uses_the_sacrificed_creatures_toughness():
    """608.2h, 113.7a: "{1}, Sacrifice a creature: You gain life equal to the sacrificed creature's
    toughness" -- the creature as it last existed on the battlefield: Hill Giant (3/3) pumped by
    Giant Growth to 6/6 gives 6 life."""
    assert fully_compiled("Disciple of Griselbrand")
    g = play(head() + """
battlefield:
  - {id: dg, card: Disciple of Griselbrand, controller: alice}
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: p1, card: Plains, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
""", ["Disciple of Griselbrand", "Giant Growth"], ["alice: cast gg target=giant", "alice: pass", "bob: pass",
                                                   "alice: activate dg 1", "alice: sacrifice giant",
                                                   "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"
    assert life(g, "alice") == 26


def test_608_2h_gaze_of_adamaro_counts_that_players_hand():
    """608.2h: "deals damage to target player equal to the number of cards in that player's hand"
    -- "that player" is the target: bob holds three cards, 3 damage to bob."""
    assert fully_compiled("Gaze of Adamaro")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
hand:
  - {id: gaze, card: Gaze of Adamaro, owner: alice}
  - {id: h1, card: Plains, owner: alice}
  - {id: b1, card: Plains, owner: bob}
  - {id: b2, card: Plains, owner: bob}
  - {id: b3, card: Plains, owner: bob}
""", ["Gaze of Adamaro"], ["alice: cast gaze target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17


# ------------------------------------------------------------------ who is named by what came before
def test_115_1_burning_fields_targets_an_opponent_or_a_planeswalker():
    """115.1: "target opponent or planeswalker" -- an opponent or a planeswalker may be chosen;
    alice herself and a creature may not. 5 damage to bob."""
    assert fully_compiled("Burning Fields")
    g = game(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: m5, card: Mountain, controller: alice}
  - {id: jace, card: Jace Beleren, controller: bob, counters: {loyalty: 3}}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bf, card: Burning Fields, owner: alice}
""", ["Burning Fields"])
    g.push("cast bf")
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "target"}
    assert offered == {"bob", "jace"}
    from pyengine.game.players import run_script
    run_script(g, ["alice: target bob", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 15


def test_509_3b_inferno_elemental_deals_damage_to_that_creature():
    """509.3b: "Whenever this creature blocks or becomes blocked by a creature, this creature
    deals 3 damage to that creature" -- "that creature" is the creature it blocks: Hill Giant
    (3/3) is destroyed before combat damage (704.5g), so it deals no combat damage (510.1):
    the Elemental has no damage and alice's life stays 20."""
    assert fully_compiled("Inferno Elemental")
    g = play(head(step="end") + """
battlefield:
  - {id: ie, card: Inferno Elemental, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob, summoning_sick: false}
""", ["Inferno Elemental"], ["T2 declare_attackers bob: attack giant", "bob: done",
                             "alice: block ie giant", "alice: done", "bob: pass", "alice: pass",
                             "T2 end: wait"])
    assert g.s.step == "end"
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("ie").damage == 0
    assert life(g, "alice") == 20


def test_508_5_odious_witch_drains_the_defending_player():
    """506.2, 508.5: "Whenever this creature attacks, defending player loses 1 life and you gain
    1 life" -- the player it attacks. (Odious Witch is a back face: its color comes from its card's
    one-color identity, 903.4, 204, so nothing of it is reported.)"""
    assert fully_compiled("Odious Witch")
    g = play(head() + """
battlefield:
  - {id: ow, card: Odious Witch, controller: alice, summoning_sick: false}
""", ["Odious Witch"], ["T1 declare_attackers alice: attack ow", "alice: done", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19 and life(g, "alice") == 21


def test_608_2h_destructive_revelry_damages_that_permanents_controller():
    """608.2h: "Destroy target artifact or enchantment. ~ deals 2 damage to that permanent's
    controller." -- the controller as the permanent last existed on the battlefield: bob."""
    assert fully_compiled("Destructive Revelry")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: eb, card: Exquisite Blood, controller: bob}
hand:
  - {id: dr, card: Destructive Revelry, owner: alice}
""", ["Destructive Revelry", "Exquisite Blood"], ["alice: cast dr target=eb", "alice: pass", "bob: pass"])
    assert g.obj("eb").zone == "graveyard"
    assert life(g, "bob") == 18 and life(g, "alice") == 20


# ------------------------------------------------------------------ 601.2d: divided as you choose
def test_601_2d_arc_lightning_divides_its_damage():
    """601.2d: "3 damage divided as you choose among one, two, or three targets" -- the division
    is announced as it's cast, each target getting at least 1: 2 to Grizzly Bears (destroyed,
    704.5g), 1 to bob."""
    assert fully_compiled("Arc Lightning")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: arc, card: Arc Lightning, owner: alice}
""", ["Arc Lightning"], ["alice: cast arc target=bear,bob", "alice: no_target", "alice: divide 2 1",
                         "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert life(g, "bob") == 19


def test_601_2d_boulderfall_no_more_targets_than_damage():
    """601.2d: each target must receive at least 1 of the 5 damage, so "any number of targets" is
    at most five: after five targets no sixth is asked for; 1 damage each."""
    assert fully_compiled("Boulderfall")
    g = play(head(players="[alice, bob, carol]") + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: m5, card: Mountain, controller: alice}
  - {id: m6, card: Mountain, controller: alice}
  - {id: m7, card: Mountain, controller: alice}
  - {id: m8, card: Mountain, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
  - {id: b3, card: Grizzly Bears, controller: bob}
  - {id: b4, card: Grizzly Bears, controller: bob}
hand:
  - {id: bf, card: Boulderfall, owner: alice}
""", ["Boulderfall"], ["alice: cast bf target=bob,carol,b1,b2,b3"])
    assert g.decision.kind == "divide"
    from pyengine.game.players import run_script
    run_script(g, ["alice: divide 1 1 1 1 1", "alice: pass", "bob: pass", "carol: pass"], "<test>")
    assert (life(g, "bob"), life(g, "carol")) == (19, 19)
    assert [g.obj(b).damage for b in ("b1", "b2", "b3", "b4")] == [1, 1, 1, 0]


def test_601_2d_mogg_mob_divides_as_its_ability_is_activated():
    """602.2b, 601.2d: an activated ability's division is announced as it's activated -- "It
    deals 3 damage divided as you choose among one, two, or three targets" (the creature was
    sacrificed as a cost; 608.2h: it deals the damage as it last existed): 1 and 2."""
    assert fully_compiled("Mogg Mob")
    g = play(head() + """
battlefield:
  - {id: mm, card: Mogg Mob, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Mogg Mob"], ["alice: activate mm 1", "alice: target bear", "alice: target bob", "alice: no_target",
                    "alice: divide 2 1", "alice: pass", "bob: pass"])
    assert g.obj("mm").zone == "graveyard"
    assert g.obj("bear").zone == "graveyard" and life(g, "bob") == 19


def test_115_1_furious_reprisal_two_damage_to_each_of_two_targets():
    """115.1: "2 damage to each of two targets" -- one instance of "target" naming two different
    objects or players (601.2c); 2 damage to each."""
    assert fully_compiled("Furious Reprisal")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: fr, card: Furious Reprisal, owner: alice}
""", ["Furious Reprisal"], ["alice: cast fr target=bear,bob", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and life(g, "bob") == 18


# ------------------------------------------------------------------ an object dealing damage to itself
def test_608_2h_repentance_the_creature_deals_the_damage_to_itself():
    """608.2h: "If an ability states that an object does something, it's the object ... that does
    it" -- "Target creature deals damage to itself equal to its power": Vampire Nighthawk (2/3,
    lifelink, deathtouch) deals 2 damage to itself; being the source, it gains its controller 2
    life (702.15b) and its deathtouch destroys it (702.2b, 704.5h)."""
    assert fully_compiled("Repentance")
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: vn, card: Vampire Nighthawk, controller: bob}
hand:
  - {id: rep, card: Repentance, owner: alice}
""", ["Repentance"], ["alice: cast rep target=vn", "alice: pass", "bob: pass"])
    assert g.obj("vn").zone == "graveyard"
    assert life(g, "bob") == 22


# ------------------------------------------------------------------ half, rounded (107.1a); for each (608.2h)
def test_107_1a_quietus_spike_half_their_life_rounded_up():
    """107.1a: "that player loses half their life, rounded up" -- bob at 15 takes 2 combat damage
    from the equipped Grizzly Bears (13), then loses half of 13 rounded up: 7, leaving 6."""
    assert fully_compiled("Quietus Spike")
    g = play(head().replace("[alice, bob]", "[alice, {id: bob, life: 15}]") + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: qs, card: Quietus Spike, controller: alice, attached_to: bear}
""", ["Quietus Spike"], ["T1 declare_attackers alice: attack bear", "alice: done", "T1 combat_damage: wait",
                         "alice: pass", "bob: pass"])
    assert life(g, "bob") == 6


def test_608_2h_gerrards_wisdom_counts_the_cards_in_hand_as_it_resolves():
    """608.2h: "You gain 2 life for each card in your hand" -- counted as it resolves (the spell
    itself is on the stack by then): two cards in hand, 4 life."""
    assert fully_compiled("Gerrard's Wisdom")
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
hand:
  - {id: gw, card: Gerrard's Wisdom, owner: alice}
  - {id: h1, card: Plains, owner: alice}
  - {id: h2, card: Plains, owner: alice}
""", ["Gerrard's Wisdom"], ["alice: cast gw", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 24


def test_107_1b_wheel_of_torture_three_minus_the_cards_in_their_hand():
    """608.2h, 107.1b: "deals X damage to that player, where X is 3 minus the number of cards in
    their hand" -- "their" is the player whose upkeep it is: bob holds one card, 2 damage."""
    assert fully_compiled("Wheel of Torture")
    g = play(head(step="end") + """
battlefield:
  - {id: wt, card: Wheel of Torture, controller: alice}
hand:
  - {id: b1, card: Plains, owner: bob}
""", ["Wheel of Torture"], ["T2 upkeep: wait", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 18


def test_107_1b_iron_maiden_a_negative_result_is_zero():
    """107.1b: a calculation yielding a negative number uses zero -- Iron Maiden ("the number of
    cards in their hand minus 4") with bob holding two cards deals no damage; with six, 2."""
    assert fully_compiled("Iron Maiden")
    text = head(step="end") + """
battlefield:
  - {id: im, card: Iron Maiden, controller: alice}
hand:
"""
    cards = lambda n: "".join(f"  - {{id: b{i}, card: Plains, owner: bob}}\n" for i in range(n))  # noqa: E731
    few = play(text + cards(2), ["Iron Maiden"], ["T2 upkeep: wait", "alice: pass", "bob: pass"])
    assert life(few, "bob") == 20
    many = play(text + cards(6), ["Iron Maiden"], ["T2 upkeep: wait", "alice: pass", "bob: pass"])
    assert life(many, "bob") == 18


def test_608_2h_amazing_alliance_gains_life_for_the_legendary_creatures_that_attacked():
    """608.2h, 508.3d: Amazing Alliance's "Whenever you attack with one or more legendary creatures,
    you gain that much life." -- alice attacks with two legendary creatures and Grizzly Bears: the
    ability triggers once and she gains 2 life (20 -> 22)."""
    from oracle_helpers import game, head, life
    g = game(head("declare_attackers") + """
battlefield:
  - {id: aa, card: Amazing Alliance, controller: alice}
  - {id: l1, card: "Isamaru, Hound of Konda", controller: alice, summoning_sick: false}
  - {id: l2, card: "Tetsuo Umezawa", controller: alice, summoning_sick: false}
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Amazing Alliance"], ["alice: attack l1", "alice: attack l2", "alice: attack gb", "alice: done",
                            "alice: pass", "bob: pass"])
    assert life(g, "alice") == 22
