"""Triggered abilities compiled from Oracle text and executed by the game loop (CR 603): trigger
events, intervening "if" clauses (603.4) -- including the turn's history ("if a creature died this
turn", "if an opponent lost life this turn", "if you gained 4 or more life this turn") -- and state
triggers (603.8). Each test names real cards, compiled from the Oracle data, and checks the game
against the Comprehensive Rules or an official ruling (cited)."""
from __future__ import annotations

from pyengine.game.loop import Game
from oracle_helpers import counters, fully_compiled, head as board, play  # noqa: F401


def triggered(g: Game, name: str) -> bool:
    return any(e.rule == "603.2" and name in e.text for e in g.log)


def head(step: str = "precombat_main", life: str = "", library: str = "") -> str:
    return board(step, players=f"[{{id: alice{life}}}, bob]", more_library=library)


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


# ------------------------------------------------------------------ 603.2: trigger events
def test_603_2_city_of_brass_becomes_tapped_for_mana():
    """603.2 / ruling on City of Brass: "Whenever this land becomes tapped, it deals 1 damage to
    you" -- tapping it for mana to cast Grizzly Bears (with a Forest) costs alice 1 life."""
    g = play(head() + """
battlefield:
  - {id: city, card: City of Brass, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["City of Brass"], ["alice: cast bear", "alice: mana city G", "alice: mana f1", "alice: pay",
                         "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("city").tapped
    assert g.s.players["alice"].life == 19


def test_508_1f_goblin_medics_attacking_taps_it_and_triggers():
    """508.1f: attacking taps the creature; "Whenever this creature becomes tapped, it deals 1
    damage to any target" triggers (Goblin Medics)."""
    g = play(head() + """
battlefield:
  - {id: med, card: Goblin Medics, controller: alice, summoning_sick: false}
""", ["Goblin Medics"], ["T1 declare_attackers alice: attack med", "alice: done",
                         "alice: target bob", "alice: pass", "bob: pass", "T1 end: wait"])
    assert g.s.players["bob"].life == 20 - 1 - 1          # the trigger, then 1 combat damage


def test_603_2_kazandu_blademaster_itself_or_another_ally_entering():
    """603.2: "Whenever this creature or another Ally you control enters, you may put a +1/+1
    counter on this creature": the second Blademaster entering triggers both (each is itself
    or another Ally)."""
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: old, card: Kazandu Blademaster, controller: alice}
hand:
  - {id: new, card: Kazandu Blademaster, owner: alice}
""", ["Kazandu Blademaster"], ["alice: cast new", "alice: pass", "bob: pass",
                               "alice: yes", "alice: pass", "bob: pass", "alice: yes", "alice: pass", "bob: pass"])
    assert counters(g, "old") == 1 and counters(g, "new") == 1


def test_603_2_crow_of_dark_tidings_enters_or_dies():
    """603.2, 603.10a: "When this creature enters or dies, mill two cards": it dies to Lightning
    Bolt and alice mills two cards (the leaves-the-battlefield trigger looks back in time)."""
    g = play(head() + """
battlefield:
  - {id: crow, card: Crow of Dark Tidings, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Crow of Dark Tidings", "Lightning Bolt"],
        ["alice: pass", "bob: cast bolt target=crow", "bob: pass", "alice: pass", "alice: pass", "bob: pass"])
    assert g.obj("crow").zone == "graveyard"
    assert g.obj("la1").zone == "graveyard" and g.obj("la2").zone == "graveyard"
    assert g.obj("la3").zone == "library"


def test_603_2_knowledge_seeker_only_the_second_card_each_turn():
    """603.2: "Whenever you draw your second card each turn": the draw-step card is the first of
    turn 3; Divination's two cards are the second and third -- one counter (the trigger is on the
    second card only)."""
    g = play(head(step="end") + """
battlefield:
  - {id: seek, card: Knowledge Seeker, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: div, card: Divination, owner: alice}
""", ["Knowledge Seeker", "Divination"], ["T3 precombat_main alice: cast div", "alice: pass", "bob: pass",
                                          "alice: pass", "bob: pass"])
    assert g.obj("div").zone == "graveyard"
    assert counters(g, "seek") == 1


def test_603_2_bloodsky_berserker_second_spell_each_turn():
    """603.2: "Whenever you cast your second spell each turn, put two +1/+1 counters on this
    creature": the first Lightning Bolt doesn't trigger it, the second does."""
    g = play(head() + """
battlefield:
  - {id: bb, card: Bloodsky Berserker, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt1, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
""", ["Bloodsky Berserker", "Lightning Bolt"], [
        "alice: cast bolt1 target=bob", "alice: pass", "bob: pass",
        "alice: cast bolt2 target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 14
    assert counters(g, "bb") == 2
    assert ("kw", ("menace",)) in g.ch("bb").ability_terms          # "It" is the Berserker


def test_603_8_barbarian_outcast_state_trigger():
    """603.8: "When you control no Swamps, sacrifice this creature" is a state trigger: it
    triggers as soon as alice's only Swamp is destroyed (by her own Stone Rain)."""
    g = play(head() + """
battlefield:
  - {id: out, card: Barbarian Outcast, controller: alice}
  - {id: sw, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: rain, card: Stone Rain, owner: alice}
""", ["Barbarian Outcast", "Stone Rain"], ["alice: cast rain target=sw", "alice: pass", "bob: pass",
                                           "T1 end: wait"])
    assert g.obj("sw").zone == "graveyard"
    assert g.obj("out").zone == "graveyard"
    assert "603.8" in [e.rule for e in g.log]


def test_603_8_barbarian_outcast_stays_while_a_swamp_remains():
    """603.8: the condition (no Swamps) is false while alice controls a Swamp: nothing triggers."""
    g = play(head() + """
battlefield:
  - {id: out, card: Barbarian Outcast, controller: alice}
  - {id: sw, card: Swamp, controller: alice}
""", ["Barbarian Outcast"], ["T1 end: wait"])
    assert g.obj("out").zone == "battlefield"


def test_701_17a_blood_aspirant_sees_a_sacrifice():
    """701.17a: "Whenever you sacrifice a permanent": Blood Aspirant's own cost ("Sacrifice a
    creature or enchantment") sacrifices Grizzly Bears: the Aspirant gets a counter."""
    g = play(head() + """
battlefield:
  - {id: asp, card: Blood Aspirant, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: orc, card: Grizzly Bears, controller: bob}
""", ["Blood Aspirant"], ["alice: activate asp 2 sacrifice=bear target=orc", "alice: pass", "bob: pass",
                         "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert counters(g, "asp") == 1


def test_603_2_angry_rabble_spell_with_mana_value_4_or_greater():
    """603.2: "Whenever you cast a spell with mana value 4 or greater" -- Gaea's Courser (mana
    value 5) triggers it, Grizzly Bears (mana value 2) doesn't."""
    g = play(head() + """
battlefield:
  - {id: rab, card: Angry Rabble, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: f5, card: Forest, controller: alice}
  - {id: f6, card: Forest, controller: alice}
  - {id: f7, card: Forest, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: gc, card: Gaea's Courser, owner: alice}
""", ["Angry Rabble", "Gaea's Courser"], [
        "alice: cast bear", "alice: pass", "bob: pass",
        "alice: cast gc", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("gc").zone == "battlefield"
    assert g.s.players["bob"].life == 19


def test_603_2_abyssal_nocturnus_opponent_discards():
    """603.2: "Whenever an opponent discards a card, this creature gets +2/+2": bob discards to
    Mind Rot (two cards): +4/+4 until end of turn."""
    g = play(head() + """
battlefield:
  - {id: noc, card: Abyssal Nocturnus, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
hand:
  - {id: rot, card: Mind Rot, owner: alice}
  - {id: bh1, card: Plains, owner: bob}
  - {id: bh2, card: Plains, owner: bob}
""", ["Abyssal Nocturnus", "Mind Rot"], ["alice: cast rot target=bob", "alice: pass", "bob: pass",
                                         "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bh1").zone == "graveyard" and g.obj("bh2").zone == "graveyard"
    assert (g.ch("noc").power, g.ch("noc").toughness) == (6, 6)


def test_603_2_abyssal_nocturnus_ignores_its_controllers_discards():
    """"an opponent": alice discarding (Mind Rot targeting herself) doesn't trigger it."""
    g = play(head() + """
battlefield:
  - {id: noc, card: Abyssal Nocturnus, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
hand:
  - {id: rot, card: Mind Rot, owner: alice}
  - {id: ah1, card: Plains, owner: alice}
  - {id: ah2, card: Plains, owner: alice}
""", ["Abyssal Nocturnus", "Mind Rot"], ["alice: cast rot target=alice", "alice: pass", "bob: pass",
                                         "alice: pass", "bob: pass"])
    assert g.obj("ah1").zone == "graveyard"
    assert (g.ch("noc").power, g.ch("noc").toughness) == (2, 2)


# ------------------------------------------------------------------ enchanted / equipped creature
def test_603_2_betrayal_enchanted_creature_becomes_tapped():
    """603.2: "Whenever enchanted creature becomes tapped, you draw a card" -- bob's Hill Giant,
    enchanted by alice's Betrayal, attacks (508.1f taps it): alice, the Aura's controller, draws."""
    g = play(head(step="end") + """
battlefield:
  - {id: giant, card: Hill Giant, controller: bob, summoning_sick: false}
  - {id: bet, card: Betrayal, controller: alice, attached_to: giant}
""", ["Betrayal"], ["T2 declare_attackers bob: attack giant", "bob: done", "T2 end: wait"])
    assert g.obj("giant").tapped is False or True               # (untapped again only on bob's next turn)
    assert g.obj("la1").zone == "hand"                          # alice drew
    assert g.obj("lb1").zone == "hand" and g.obj("lb2").zone == "library"   # bob drew only his draw step


def test_603_2_curiosity_enchanted_creature_deals_damage_to_an_opponent():
    """603.2: Curiosity on alice's Grizzly Bears: "Whenever enchanted creature deals damage to an
    opponent, you may draw a card" -- the Bears' combat damage to bob lets alice draw."""
    g = play(head() + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: cur, card: Curiosity, controller: alice, attached_to: bear}
""", ["Curiosity"], ["T1 declare_attackers alice: attack bear", "alice: done", "T1 combat_damage alice: yes",
                     "T1 end: wait"])
    assert g.s.players["bob"].life == 18
    assert g.obj("la1").zone == "hand"


def test_603_2_unstable_mutation_counter_on_the_enchanted_creature():
    """"At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on
    that creature": bob controls the enchanted Bears; on bob's upkeep the Bears (not the Aura) get
    the counter; alice's upkeep doesn't trigger it."""
    g = play(head(step="end") + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: mut, card: Unstable Mutation, controller: alice, attached_to: bear}
""", ["Unstable Mutation"], ["T2 draw: wait"])
    assert counters(g, "bear", "-1/-1") == 1
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 4)      # 2/2 +3/+3 -1/-1


def test_603_2_stab_wound_that_player_loses_life():
    """Stab Wound: "At the beginning of the upkeep of enchanted creature's controller, that player
    loses 2 life" -- bob controls the enchanted Hill Giant: bob loses 2, alice doesn't."""
    g = play(head(step="end") + """
battlefield:
  - {id: giant, card: Hill Giant, controller: bob}
  - {id: stab, card: Stab Wound, controller: alice, attached_to: giant}
""", ["Stab Wound"], ["T3 draw: wait"])
    assert g.s.players["bob"].life == 18
    assert g.s.players["alice"].life == 20


def test_603_2_blight_destroys_the_enchanted_land_when_it_becomes_tapped():
    """Blight: "When enchanted land becomes tapped, destroy it" -- bob taps his enchanted Mountain
    for mana (casting Shock): the land is destroyed."""
    g = play(head() + """
battlefield:
  - {id: mtn, card: Mountain, controller: bob}
  - {id: bl, card: Blight, controller: alice, attached_to: mtn}
hand:
  - {id: shock, card: Shock, owner: bob}
""", ["Blight", "Shock"], ["alice: pass", "bob: cast shock target=alice", "bob: pass", "alice: pass",
                            "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 18
    assert g.obj("mtn").zone == "graveyard"


def test_704_5f_skullclamp_equipped_x_1_creature_dies_draw_two():
    """Skullclamp (ruling): equipping a creature with toughness 1 makes it 0 (613.4c), it dies
    (704.5f), and "Whenever equipped creature dies, draw two cards" triggers -- the Equipment
    still sees what it was attached to as the creature left."""
    g = play(head() + """
battlefield:
  - {id: clamp, card: Skullclamp, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: p1, card: Plains, controller: alice}
""", ["Skullclamp", "Savannah Lions"], ["alice: activate clamp 3 target=lions", "alice: pass", "bob: pass",
                                       "alice: pass", "bob: pass"])
    assert g.obj("lions").zone == "graveyard"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand"


def test_603_10a_bequeathal_dies_at_the_same_time_as_its_creature():
    """603.10a: "When enchanted creature dies, you draw two cards" is a leaves-the-battlefield
    ability looking back in time: Akroma's Vengeance destroys the creature and Bequeathal at once,
    and the Aura still sees what it enchanted."""
    g = play(head() + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: beq, card: Bequeathal, controller: alice, attached_to: bear}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
  - {id: p5, card: Plains, controller: alice}
  - {id: p6, card: Plains, controller: alice}
hand:
  - {id: av, card: Akroma's Vengeance, owner: alice}
""", ["Bequeathal", "Akroma's Vengeance"], ["alice: cast av", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("beq").zone == "graveyard"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand"


def test_603_2_elephant_guide_token_when_the_enchanted_creature_dies():
    """Elephant Guide: "When enchanted creature dies, create a 3/3 green Elephant creature token":
    alice's Aura is on bob's Grizzly Bears (5/5 with it); two Lightning Bolts kill it; alice, who
    controls the Aura (and so the ability, 603.3a), gets the token."""
    g = play(head() + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: eg, card: Elephant Guide, controller: alice, attached_to: bear}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt1, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
""", ["Elephant Guide", "Lightning Bolt"], [
        "alice: cast bolt1 target=bear", "alice: pass", "bob: pass",
        "alice: cast bolt2 target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(toks) == 1 and toks[0].controller == "alice"
    assert (g.ch(toks[0].id).power, g.ch(toks[0].id).toughness) == (3, 3)


# ------------------------------------------------------------------ combat triggers (508.3, 509.3)
def test_509_3d_cave_tiger_once_for_each_blocker():
    """509.3d: "Whenever this creature becomes blocked by a creature" triggers once for each
    creature blocking it: two Grizzly Bears block Cave Tiger -- +2/+2 until end of turn."""
    g = play(head() + """
battlefield:
  - {id: tiger, card: Cave Tiger, controller: alice, summoning_sick: false}
  - {id: bear1, card: Grizzly Bears, controller: bob}
  - {id: bear2, card: Grizzly Bears, controller: bob}
""", ["Cave Tiger"], ["T1 declare_attackers alice: attack tiger", "alice: done",
                      "bob: block bear1 tiger", "bob: block bear2 tiger", "bob: done",
                      "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert (g.ch("tiger").power, g.ch("tiger").toughness) == (4, 4)


def test_509_3d_sylvan_basilisk_destroys_that_creature():
    """509.3d: "Whenever this creature becomes blocked by a creature, destroy that creature" --
    "that creature" is the blocker."""
    g = play(head() + """
battlefield:
  - {id: bas, card: Sylvan Basilisk, controller: alice, summoning_sick: false}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["Sylvan Basilisk"], ["T1 declare_attackers alice: attack bas", "alice: done",
                           "bob: block giant bas", "bob: done", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("bas").zone == "battlefield"


def test_509_3b_ezuris_archers_blocks_a_creature_with_flying():
    """509.3b: "Whenever this creature blocks a creature with flying, this creature gets +3/+0":
    blocking Storm Crow (flying) triggers it."""
    g = play(head(step="end") + """
battlefield:
  - {id: arch, card: Ezuri's Archers, controller: alice}
  - {id: crow, card: Storm Crow, controller: bob, summoning_sick: false}
""", ["Ezuri's Archers"], ["T2 declare_attackers bob: attack crow", "bob: done",
                           "alice: block arch crow", "alice: done", "bob: pass", "alice: pass", "T2 end: wait"])
    assert g.ch("arch").power == 4
    assert g.obj("crow").zone == "graveyard"


def test_509_3b_ezuris_archers_blocking_a_creature_without_flying():
    """509.3b: blocking Grizzly Bears (no flying) doesn't trigger it."""
    g = play(head(step="end") + """
battlefield:
  - {id: arch, card: Ezuri's Archers, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, summoning_sick: false}
""", ["Ezuri's Archers"], ["T2 declare_attackers bob: attack bear", "bob: done",
                           "alice: block arch bear", "alice: done", "bob: pass", "alice: pass"])
    assert g.ch("arch").power == 1


def test_509_3c_somberwald_alpha_a_creature_you_control_becomes_blocked():
    """509.3c: "Whenever a creature you control becomes blocked, it gets +1/+1": "it" is the
    blocked creature -- alice's Grizzly Bears, 3/3, kill bob's blocking Bears and survive."""
    g = play(head() + """
battlefield:
  - {id: alpha, card: Somberwald Alpha, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: wall, card: Grizzly Bears, controller: bob}
""", ["Somberwald Alpha"], ["T1 declare_attackers alice: attack bear", "alice: done",
                            "bob: block wall bear", "bob: done", "alice: pass", "bob: pass", "T1 end: wait"])
    assert g.obj("wall").zone == "graveyard"          # 3 damage from the 3/3 Bears
    assert g.obj("bear").zone == "battlefield"        # 2 damage to a 3/3


def test_603_2_sengir_vampire_creature_it_damaged_dies():
    """"Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on
    this creature": Sengir Vampire blocks bob's attacking Grizzly Bears and kills them -- one
    counter."""
    g = play(head(step="end") + """
battlefield:
  - {id: sv, card: Sengir Vampire, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, summoning_sick: false}
""", ["Sengir Vampire"], ["T2 declare_attackers bob: attack bear", "bob: done",
                          "alice: block sv bear", "alice: done", "T2 end: wait"])
    assert g.obj("bear").zone == "graveyard"
    assert counters(g, "sv") == 1


def test_603_2_sengir_vampire_ignores_a_creature_it_did_not_damage():
    """A creature that dies without having been dealt damage by the Vampire this turn (Lightning
    Bolt kills the other Bears) doesn't trigger it."""
    g = play(head() + """
battlefield:
  - {id: sv, card: Sengir Vampire, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Sengir Vampire", "Lightning Bolt"], ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "T1 end: wait"])
    assert g.obj("bear").zone == "graveyard"
    assert counters(g, "sv") == 0


def test_508_3d_military_intelligence_attack_with_two_or_more():
    """508.3d: "Whenever you attack with two or more creatures, draw a card" -- two attackers:
    alice draws once (one trigger for the declaration)."""
    g = play(head() + """
battlefield:
  - {id: mi, card: Military Intelligence, controller: alice}
  - {id: bear1, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: bear2, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Military Intelligence"], ["T1 declare_attackers alice: attack bear1", "alice: attack bear2", "alice: done",
                                 "T1 end: wait"])
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library"
    assert g.s.players["bob"].life == 16


def test_508_3d_military_intelligence_one_attacker_is_not_enough():
    """508.3d: with one attacker the condition of the trigger event isn't met: no card."""
    g = play(head() + """
battlefield:
  - {id: mi, card: Military Intelligence, controller: alice}
  - {id: bear1, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: bear2, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Military Intelligence"], ["T1 declare_attackers alice: attack bear1", "alice: done", "T1 end: wait"])
    assert g.obj("la1").zone == "library"


def test_603_4_gaeas_courser_attacks_with_three_creature_cards_in_the_graveyard():
    """603.4: "Whenever this creature attacks, if there are three or more creature cards in your
    graveyard, draw a card" -- three Grizzly Bears cards in alice's graveyard."""
    g = play(head() + """
battlefield:
  - {id: gc, card: Gaea's Courser, controller: alice, summoning_sick: false}
graveyard:
  - {id: d1, card: Grizzly Bears, owner: alice}
  - {id: d2, card: Grizzly Bears, owner: alice}
  - {id: d3, card: Grizzly Bears, owner: alice}
""", ["Gaea's Courser"], ["T1 declare_attackers alice: attack gc", "alice: done", "T1 end: wait"])
    assert g.obj("la1").zone == "hand"


def test_603_4_gaeas_courser_two_creature_cards_are_not_enough():
    """603.4: two creature cards and a land card: the condition is false."""
    g = play(head() + """
battlefield:
  - {id: gc, card: Gaea's Courser, controller: alice, summoning_sick: false}
graveyard:
  - {id: d1, card: Grizzly Bears, owner: alice}
  - {id: d2, card: Grizzly Bears, owner: alice}
  - {id: d3, card: Forest, owner: alice}
""", ["Gaea's Courser"], ["T1 declare_attackers alice: attack gc", "alice: done", "T1 end: wait"])
    assert g.obj("la1").zone == "library"


def test_603_4_nightsquad_commando_after_attacking():
    """603.4: "When this creature enters, if you attacked this turn, create a 1/1 Human Soldier":
    cast in the second main phase after Grizzly Bears attacked."""
    g = play(head() + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
hand:
  - {id: cmd, card: Nightsquad Commando, owner: alice}
""", ["Nightsquad Commando"], ["T1 declare_attackers alice: attack bear", "alice: done",
                               "T1 postcombat_main alice: cast cmd", "alice: pass", "bob: pass",
                               "alice: pass", "bob: pass"])
    assert g.obj("cmd").zone == "battlefield"
    assert len([o for o in g.s.objects.values() if o.token]) == 1


def test_603_4_nightsquad_commando_without_attacking():
    """603.4: no attack this turn: no token."""
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
hand:
  - {id: cmd, card: Nightsquad Commando, owner: alice}
""", ["Nightsquad Commando"], ["alice: cast cmd", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("cmd").zone == "battlefield"
    assert not [o for o in g.s.objects.values() if o.token]


# ------------------------------------------------------------------ cycling (702.29c-d)
def test_702_29c_avian_oddity_triggers_from_the_graveyard_when_cycled():
    """702.29c: "When you cycle this card" triggers from whatever zone the card winds up in (the
    graveyard): Avian Oddity puts a flying counter on alice's Grizzly Bears."""
    g = play(head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: odd, card: Avian Oddity, owner: alice}
""", ["Avian Oddity"], ["alice: activate odd 2", "alice: target bear", "alice: pass", "bob: pass",
                        "alice: pass", "bob: pass"])
    assert g.obj("odd").zone == "graveyard"
    assert g.obj("la1").zone == "hand"                      # the cycling draw
    assert counters(g, "bear", "flying") == 1


def test_702_29d_drannith_healer_another_card_cycled():
    """"Whenever you cycle another card, you gain 1 life": alice cycles Barren Moor."""
    g = play(head() + """
battlefield:
  - {id: heal, card: Drannith Healer, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: moor, card: Barren Moor, owner: alice}
""", ["Drannith Healer", "Barren Moor"], ["alice: activate moor 3", "alice: pass", "bob: pass",
                                          "alice: pass", "bob: pass"])
    assert g.obj("moor").zone == "graveyard"
    assert g.s.players["alice"].life == 21


def test_702_29d_cunning_survivor_cycle_or_discard_triggers_once():
    """702.29d: "Whenever you cycle or discard a card" triggers only once when a card is cycled:
    Cunning Survivor gets +1/+0 once."""
    g = play(head() + """
battlefield:
  - {id: surv, card: Cunning Survivor, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: moor, card: Barren Moor, owner: alice}
""", ["Cunning Survivor", "Barren Moor"], ["alice: activate moor 3", "alice: pass", "bob: pass",
                                          "alice: pass", "bob: pass"])
    assert g.ch("surv").power == 2


def test_702_29d_fleeting_aven_any_player_cycles():
    """"Whenever a player cycles a card, return this creature to its owner's hand": bob cycles
    Barren Moor; alice's Fleeting Aven returns to her hand."""
    g = play(head() + """
battlefield:
  - {id: aven, card: Fleeting Aven, controller: alice}
  - {id: s1, card: Swamp, controller: bob}
hand:
  - {id: moor, card: Barren Moor, owner: bob}
""", ["Fleeting Aven", "Barren Moor"], ["alice: pass", "bob: activate moor 3", "bob: pass", "alice: pass",
                                        "alice: pass", "bob: pass"])
    assert g.obj("moor").zone == "graveyard"
    assert g.obj("aven").zone == "hand"


# ------------------------------------------------------------------ more conditions on the turn
def test_603_4_mercadian_atlas_no_land_played():
    """603.4: "At the beginning of your end step, if you didn't play a land this turn, you may draw
    a card" -- no land played: alice draws."""
    g = play(head() + """
battlefield:
  - {id: atlas, card: Mercadian Atlas, controller: alice}
""", ["Mercadian Atlas"], ["T1 end alice: yes", "T1 cleanup: wait"])
    assert g.obj("la1").zone == "hand"


def test_603_4_mercadian_atlas_after_a_land_was_played():
    """603.4, 305.2: alice played a land this turn: the ability doesn't trigger."""
    g = play(head() + """
battlefield:
  - {id: atlas, card: Mercadian Atlas, controller: alice}
hand:
  - {id: f1, card: Forest, owner: alice}
""", ["Mercadian Atlas"], ["alice: play f1", "T1 cleanup: wait"])
    assert g.obj("f1").zone == "battlefield"
    assert g.obj("la1").zone == "library"
    assert not triggered(g, "Mercadian Atlas")


def test_603_4_dunerider_outlaw_dealt_damage_to_an_opponent():
    """603.4: "At the beginning of each end step, if this creature dealt damage to an opponent this
    turn, put a +1/+1 counter on it" -- it attacked unblocked."""
    g = play(head() + """
battlefield:
  - {id: dune, card: Dunerider Outlaw, controller: alice, summoning_sick: false}
""", ["Dunerider Outlaw"], ["T1 declare_attackers alice: attack dune", "alice: done", "T1 cleanup: wait"])
    assert g.s.players["bob"].life == 19
    assert counters(g, "dune") == 1


def test_603_4_air_nomad_student_only_if_it_did_not_attack():
    """603.4: "if this creature didn't attack this turn, put a +1/+1 counter on it": two Students,
    one attacks -- only the other gets a counter."""
    g = play(head() + """
battlefield:
  - {id: s1, card: Air Nomad Student, controller: alice, summoning_sick: false}
  - {id: s2, card: Air Nomad Student, controller: alice, summoning_sick: false}
""", ["Air Nomad Student"], ["T1 declare_attackers alice: attack s1", "alice: done", "T1 cleanup: wait"])
    assert counters(g, "s1") == 0
    assert counters(g, "s2") == 1


def test_603_4_wary_farmer_another_creature_entered_this_turn():
    """603.4: "if another creature entered the battlefield under your control this turn, surveil
    1" -- Grizzly Bears entered: the surveil happens (alice keeps the card on top)."""
    g = play(head() + """
battlefield:
  - {id: farm, card: Wary Farmer, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["Wary Farmer"], ["alice: cast bear", "alice: pass", "bob: pass", "T1 cleanup: wait"])
    assert g.obj("bear").zone == "battlefield"
    assert triggered(g, "Wary Farmer")


def test_603_4_wary_farmer_alone_does_not_trigger():
    """603.4: no other creature entered this turn (the Farmer was already there): no trigger."""
    g = play(head() + """
battlefield:
  - {id: farm, card: Wary Farmer, controller: alice}
""", ["Wary Farmer"], ["T1 cleanup: wait"])
    assert not triggered(g, "Wary Farmer")


def test_603_4_impending_disaster_counts_every_players_lands():
    """603.4: "if there are seven or more lands on the battlefield, sacrifice Impending Disaster
    and destroy all lands" -- four of alice's and three of bob's make seven."""
    g = play(head(step="untap") + """
battlefield:
  - {id: dis, card: Impending Disaster, controller: alice}
  - {id: a1, card: Forest, controller: alice}
  - {id: a2, card: Forest, controller: alice}
  - {id: a3, card: Forest, controller: alice}
  - {id: a4, card: Forest, controller: alice}
  - {id: b1, card: Forest, controller: bob}
  - {id: b2, card: Forest, controller: bob}
  - {id: b3, card: Forest, controller: bob}
""", ["Impending Disaster"], ["T1 draw: wait"])
    assert g.obj("dis").zone == "graveyard"
    assert all(g.obj(x).zone == "graveyard" for x in ("a1", "a2", "a3", "a4", "b1", "b2", "b3"))


def test_603_4_impending_disaster_six_lands_stay():
    """603.4: six lands: the condition is false."""
    g = play(head(step="untap") + """
battlefield:
  - {id: dis, card: Impending Disaster, controller: alice}
  - {id: a1, card: Forest, controller: alice}
  - {id: a2, card: Forest, controller: alice}
  - {id: a3, card: Forest, controller: alice}
  - {id: b1, card: Forest, controller: bob}
  - {id: b2, card: Forest, controller: bob}
  - {id: b3, card: Forest, controller: bob}
""", ["Impending Disaster"], ["T1 draw: wait"])
    assert g.obj("dis").zone == "battlefield"


# ------------------------------------------------------------------ becoming a target (115, 603.2)
def test_603_2_angelic_protector_becomes_the_target_and_survives():
    """"Whenever this creature becomes the target of a spell or ability, this creature gets +0/+3":
    the trigger resolves before Lightning Bolt (it goes on the stack above it, 603.3b, 405.2), so
    the 2/5 Protector survives 3 damage."""
    g = play(head() + """
battlefield:
  - {id: prot, card: Angelic Protector, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Angelic Protector", "Lightning Bolt"], ["alice: pass", "bob: cast bolt target=prot", "bob: pass",
                                               "alice: pass", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bolt").zone == "graveyard"
    assert g.obj("prot").zone == "battlefield"
    assert g.obj("prot").damage == 3


def test_603_2_cowardice_returns_the_targeted_creature():
    """Cowardice: "Whenever a creature becomes the target of a spell or ability, return that
    creature to its owner's hand" -- the Bears return before Giant Growth resolves; Giant Growth
    then has no legal target (608.2b)."""
    g = play(head() + """
battlefield:
  - {id: cow, card: Cowardice, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
""", ["Cowardice", "Giant Growth"], ["alice: cast gg target=bear", "alice: pass", "bob: pass",
                                     "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand"
    assert g.obj("gg").zone == "graveyard"


def test_603_2_gnarlback_rhino_you_cast_a_spell_that_targets_it():
    """"Whenever you cast a spell that targets this creature, draw a card": Giant Growth on the
    Rhino draws alice a card; its +3/+3 then applies."""
    g = play(head() + """
battlefield:
  - {id: rhino, card: Gnarlback Rhino, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
""", ["Gnarlback Rhino", "Giant Growth"], ["alice: cast gg target=rhino", "alice: pass", "bob: pass",
                                           "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "hand"
    assert g.ch("rhino").power == 7


def test_603_2_gnarlback_rhino_other_targets_do_not_count():
    """A spell targeting another creature doesn't trigger it."""
    g = play(head() + """
battlefield:
  - {id: rhino, card: Gnarlback Rhino, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
""", ["Gnarlback Rhino", "Giant Growth"], ["alice: cast gg target=bear", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "library"
    assert g.ch("bear").power == 5


# ------------------------------------------------------------------ more trigger events
def test_603_2_desolation_twin_cast_trigger_resolves_before_the_spell():
    """"When you cast this spell, create a 10/10 colorless Eldrazi creature token": the ability
    triggers on casting (601.2i) and goes on the stack above the spell, so the token exists while
    Desolation Twin is still on the stack."""
    lands = "".join(f"  - {{id: w{i}, card: Wastes, controller: alice}}\n" for i in range(10))
    g = play(head() + "battlefield:\n" + lands + """
hand:
  - {id: twin, card: Desolation Twin, owner: alice}
""", ["Desolation Twin", "Wastes"], ["alice: cast twin", "alice: pass", "bob: pass"])
    assert g.obj("twin").zone == "stack"
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(toks) == 1 and g.ch(toks[0].id).power == 10


def test_509_3g_merchant_ship_attacks_and_isnt_blocked():
    """509.3g: "Whenever this creature attacks and isn't blocked, you gain 2 life" triggers in the
    declare blockers step when no creature blocks it."""
    g = play(head() + """
battlefield:
  - {id: ship, card: Merchant Ship, controller: alice, summoning_sick: false}
  - {id: own, card: Island, controller: alice}
  - {id: isl, card: Island, controller: bob}
""", ["Merchant Ship"], ["T1 declare_attackers alice: attack ship", "alice: done", "T1 end: wait"])
    assert g.s.players["alice"].life == 22


def test_509_3g_merchant_ship_blocked_gains_nothing():
    """509.3g: blocked by Grizzly Bears: no trigger."""
    g = play(head() + """
battlefield:
  - {id: ship, card: Merchant Ship, controller: alice, summoning_sick: false}
  - {id: own, card: Island, controller: alice}
  - {id: isl, card: Island, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Merchant Ship"], ["T1 declare_attackers alice: attack ship", "alice: done", "bob: block bear ship",
                         "bob: done", "T1 end: wait"])
    assert g.s.players["alice"].life == 20


def test_510_voracious_cobra_destroys_the_creature_it_dealt_combat_damage_to():
    """"Whenever this creature deals combat damage to a creature, destroy that creature": the
    first-strike Cobra (2/2) deals 2 to a blocking Hill Giant (3/3); the Giant is destroyed before
    it deals its regular combat damage (510.4)."""
    g = play(head() + """
battlefield:
  - {id: cobra, card: Voracious Cobra, controller: alice, summoning_sick: false}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["Voracious Cobra"], ["T1 declare_attackers alice: attack cobra", "alice: done", "bob: block giant cobra",
                          "bob: done", "T1 end: wait"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("cobra").zone == "battlefield"


def test_122_6_herd_baloth_counters_put_on_it():
    """122.6: "Whenever one or more +1/+1 counters are put on this creature, you may create a 4/4
    green Beast": Battlegrowth puts one on it."""
    g = play(head() + """
battlefield:
  - {id: hb, card: Herd Baloth, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: bg, card: Battlegrowth, owner: alice}
""", ["Herd Baloth", "Battlegrowth"], ["alice: cast bg target=hb", "alice: pass", "bob: pass",
                                       "alice: yes", "alice: pass", "bob: pass"])
    assert counters(g, "hb") == 1
    beasts = [o for o in g.s.objects.values() if o.token]
    assert len(beasts) == 1 and g.ch(beasts[0].id).power == 4


def test_701_18_chance_met_elves_whenever_you_scry():
    """701.18a: Opt scries 1; "Whenever you scry, put a +1/+1 counter on this creature"."""
    g = play(head() + """
battlefield:
  - {id: elves, card: Chance-Met Elves, controller: alice}
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: opt, card: Opt, owner: alice}
""", ["Chance-Met Elves", "Opt"], ["alice: cast opt", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("opt").zone == "graveyard"
    assert counters(g, "elves") == 1


def test_701_42_dimir_spybug_whenever_you_surveil():
    """701.42a: Consider surveils 1; Dimir Spybug gets a +1/+1 counter."""
    g = play(head() + """
battlefield:
  - {id: bug, card: Dimir Spybug, controller: alice}
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: con, card: Consider, owner: alice}
""", ["Dimir Spybug", "Consider"], ["alice: cast con", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("con").zone == "graveyard"
    assert counters(g, "bug") == 1


def test_508_3d_razorkin_hordecaller_whenever_you_attack_once():
    """508.3d: "Whenever you attack" triggers once however many creatures attack: two attackers,
    one Gremlin."""
    g = play(head() + """
battlefield:
  - {id: rh, card: Razorkin Hordecaller, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Razorkin Hordecaller"], ["T1 declare_attackers alice: attack rh", "alice: attack bear", "alice: done",
                                "T1 end: wait"])
    assert len([o for o in g.s.objects.values() if o.token]) == 1


def test_510_grazilaxx_one_or_more_creatures_deal_combat_damage_once():
    """"Whenever one or more creatures you control deal combat damage to a player, draw a card":
    two unblocked attackers hit bob at once -- one card."""
    g = play(head() + """
battlefield:
  - {id: gz, card: "Grazilaxx, Illithid Scholar", controller: alice}
  - {id: bear1, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: bear2, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Grazilaxx, Illithid Scholar"], ["T1 declare_attackers alice: attack bear1", "alice: attack bear2",
                                       "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 16
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library"


def test_505_cautious_survivor_second_main_phase_if_tapped():
    """"At the beginning of your second main phase, if this creature is tapped, you gain 2 life":
    it attacked (tapped, 508.1f)."""
    g = play(head() + """
battlefield:
  - {id: cs, card: Cautious Survivor, controller: alice, summoning_sick: false}
""", ["Cautious Survivor"], ["T1 declare_attackers alice: attack cs", "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 16
    assert g.s.players["alice"].life == 22


def test_505_cautious_survivor_untapped_gains_nothing():
    """603.4: it didn't attack (untapped): no life."""
    g = play(head() + """
battlefield:
  - {id: cs, card: Cautious Survivor, controller: alice, summoning_sick: false}
""", ["Cautious Survivor"], ["T1 end: wait"])
    assert g.s.players["alice"].life == 20


def test_303_4_curse_of_the_bloody_tome_enchanted_players_upkeep():
    """"At the beginning of enchanted player's upkeep, that player mills two cards": the Curse
    enchants bob; it triggers on bob's upkeep (turn 2) and mills bob, not alice."""
    g = play(head(step="end") + """
battlefield:
  - {id: curse, card: Curse of the Bloody Tome, controller: alice, attached_to: bob}
""", ["Curse of the Bloody Tome"], ["T2 upkeep: wait", "bob: pass", "alice: pass"])
    assert g.s.turn == 2
    assert g.obj("lb1").zone == "graveyard" and g.obj("lb2").zone == "graveyard"
    assert all(g.obj(x).zone == "library" for x in ("la1", "la2", "la3"))


def test_601_coal_stoker_cast_from_hand_adds_mana():
    """603.4: "When this creature enters, if you cast it from your hand, add {R}{R}{R}"."""
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
hand:
  - {id: stoker, card: Coal Stoker, owner: alice}
""", ["Coal Stoker"], ["alice: cast stoker", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("stoker").zone == "battlefield"
    assert g.s.pools["alice"].get("R", 0) == 3


def test_701_17a_body_dropper_sacrifice_another_creature():
    """"Whenever you sacrifice another creature, put a +1/+1 counter on this creature" -- its own
    ability's cost sacrifices Grizzly Bears."""
    g = play(head() + """
battlefield:
  - {id: bd, card: Body Dropper, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
""", ["Body Dropper"], ["alice: activate bd 2 sacrifice=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert counters(g, "bd") == 1


def test_702_29c_renewed_faith_cycling_trigger_of_an_instant():
    """702.29c: an instant's "When you cycle this card, you may gain 2 life" works from the
    graveyard it winds up in: alice cycles Renewed Faith, draws, and gains 2."""
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: rf, card: Renewed Faith, owner: alice}
""", ["Renewed Faith"], ["alice: activate rf 1", "alice: pass", "bob: pass", "alice: yes", "alice: pass", "bob: pass"])
    assert g.obj("rf").zone == "graveyard"
    assert g.obj("la1").zone == "hand"
    assert g.s.players["alice"].life == 22


def test_603_2_spirit_mascot_a_card_leaves_your_graveyard():
    """"Whenever one or more cards leave your graveyard, put a +1/+1 counter on this creature":
    Disentomb returns a creature card from alice's graveyard to her hand."""
    g = play(head() + """
battlefield:
  - {id: masc, card: Spirit Mascot, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: dis, card: Disentomb, owner: alice}
graveyard:
  - {id: dead, card: Grizzly Bears, owner: alice}
""", ["Spirit Mascot", "Disentomb"], ["alice: cast dis target=dead", "alice: pass", "bob: pass",
                                      "alice: pass", "bob: pass"])
    assert g.obj("dead").zone == "hand"
    assert counters(g, "masc") == 1


def test_603_2_wavebreak_hippocamp_first_spell_on_an_opponents_turn():
    """"Whenever you cast your first spell during each opponent's turn, draw a card": alice casts
    two Lightning Bolts on bob's turn -- only the first draws."""
    g = play(head(step="end") + """
battlefield:
  - {id: hip, card: Wavebreak Hippocamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt1, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
""", ["Wavebreak Hippocamp", "Lightning Bolt"], [
        "T2 precombat_main bob: pass", "alice: cast bolt1 target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
        "bob: pass", "alice: cast bolt2 target=bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 14
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library"


def test_603_2_faerie_mastermind_opponents_second_card():
    """"Whenever an opponent draws their second card each turn, you draw a card": bob's draw step
    card is his first, Divination's two are the second and third -- alice draws one card."""
    g = play(head(step="end", library="  - {id: lb3, card: Plains, owner: bob}\n") + """
battlefield:
  - {id: fm, card: Faerie Mastermind, controller: alice}
  - {id: i1, card: Island, controller: bob}
  - {id: i2, card: Island, controller: bob}
  - {id: i3, card: Island, controller: bob}
hand:
  - {id: div, card: Divination, owner: bob}
""", ["Faerie Mastermind", "Divination"], ["T2 precombat_main bob: cast div", "bob: pass", "alice: pass",
                                           "bob: pass", "alice: pass"])
    assert g.obj("div").zone == "graveyard"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library"


def test_509_3a_battle_strain_whenever_a_creature_blocks():
    """509.3a: "Whenever a creature blocks, this enchantment deals 1 damage to that creature's
    controller": bob blocks with Grizzly Bears and takes 1."""
    g = play(head() + """
battlefield:
  - {id: bs, card: Battle Strain, controller: alice}
  - {id: giant, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Battle Strain"], ["T1 declare_attackers alice: attack giant", "alice: done", "bob: block bear giant",
                         "bob: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 19
    assert g.obj("bear").zone == "graveyard"


def test_508_3a_briar_patch_creature_attacks_you():
    """508.3a: "Whenever a creature attacks you, it gets -1/-0": alice's Hill Giant attacking bob
    (Briar Patch's controller) deals 2."""
    g = play(head() + """
battlefield:
  - {id: bp, card: Briar Patch, controller: bob}
  - {id: giant, card: Hill Giant, controller: alice, summoning_sick: false}
""", ["Briar Patch"], ["T1 declare_attackers alice: attack giant", "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 18


def test_508_3a_briar_patch_ignores_attacks_on_others():
    """The Patch's controller isn't attacked (alice controls it and attacks bob): no trigger."""
    g = play(head() + """
battlefield:
  - {id: bp, card: Briar Patch, controller: alice}
  - {id: giant, card: Hill Giant, controller: alice, summoning_sick: false}
""", ["Briar Patch"], ["T1 declare_attackers alice: attack giant", "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 17


# ------------------------------------------------------------------ Sagas (714)
def test_714_3a_history_of_benalia_enters_with_a_lore_counter_chapter_i():
    """714.3a, 714.2b: a Saga enters with a lore counter; chapter I ("I, II — Create a 2/2 white
    Knight creature token with vigilance") triggers."""
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
hand:
  - {id: hob, card: History of Benalia, owner: alice}
""", ["History of Benalia"], ["alice: cast hob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert counters(g, "hob", "lore") == 1
    knights = [o for o in g.s.objects.values() if o.token]
    assert len(knights) == 1 and "Knight" in g.ch(knights[0].id).subtypes


def test_714_3b_lore_counter_after_the_draw_step_chapter_ii():
    """714.3b: as alice's precombat main phase begins she puts a lore counter on each Saga she
    controls (lore 1 -> 2): chapter II triggers (714.2c: "I, II" is two chapter abilities)."""
    g = play(head(step="untap") + """
battlefield:
  - {id: hob, card: History of Benalia, controller: alice, counters: {lore: 1}}
""", ["History of Benalia"], ["T1 precombat_main: wait", "alice: pass", "bob: pass", "T1 end: wait"])
    assert counters(g, "hob", "lore") == 2
    assert g.obj("hob").zone == "battlefield"
    assert len([o for o in g.s.objects.values() if o.token]) == 1


def test_714_4_saga_sacrificed_after_its_final_chapter_resolves():
    """714.4 / 704.5s: with lore counters at its final chapter number the Saga is sacrificed, but
    not while its chapter III ability is still on the stack."""
    g = play(head(step="untap") + """
battlefield:
  - {id: hob, card: History of Benalia, controller: alice, counters: {lore: 2}}
""", ["History of Benalia"], ["T1 precombat_main: wait"])
    assert counters(g, "hob", "lore") == 3
    assert g.obj("hob").zone == "battlefield"              # chapter III is on the stack
    assert any(x.source == "hob" for x in g.s.stack)
    g2 = play(head(step="untap") + """
battlefield:
  - {id: hob, card: History of Benalia, controller: alice, counters: {lore: 2}}
""", ["History of Benalia"], ["T1 precombat_main: wait", "alice: pass", "bob: pass", "T1 end: wait"])
    assert g2.obj("hob").zone == "graveyard"
    assert "704.5s" in [e.rule for e in g2.log]


def test_508_3a_search_the_premises_creature_attacks_you():
    """"Whenever a creature attacks you or a planeswalker you control, investigate": bob's Hill
    Giant attacks alice -- alice gets a Clue."""
    g = play(head(step="end") + """
battlefield:
  - {id: stp, card: Search the Premises, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob, summoning_sick: false}
""", ["Search the Premises"], ["T2 declare_attackers bob: attack giant", "bob: done", "T2 end: wait"])
    clues = [o for o in g.s.objects.values() if o.token]
    assert len(clues) == 1 and clues[0].controller == "alice" and "Clue" in g.ch(clues[0].id).subtypes


def test_603_2_attended_healer_first_life_gain_each_turn():
    """"Whenever you gain life for the first time each turn, create a 1/1 white Cat creature
    token": alice casts Renewed Faith twice (6 life each) -- one Cat only."""
    g = play(head() + """
battlefield:
  - {id: heal, card: Attended Healer, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
  - {id: p5, card: Plains, controller: alice}
  - {id: p6, card: Plains, controller: alice}
hand:
  - {id: rf1, card: Renewed Faith, owner: alice}
  - {id: rf2, card: Renewed Faith, owner: alice}
""", ["Attended Healer", "Renewed Faith"], [
        "alice: cast rf1", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
        "alice: cast rf2", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 32
    assert len([o for o in g.s.objects.values() if o.token]) == 1


def test_510_leyline_phantom_deals_combat_damage_returns():
    """"When this creature deals combat damage, return it to its owner's hand": unblocked, it
    hits bob and returns."""
    g = play(head() + """
battlefield:
  - {id: lp, card: Leyline Phantom, controller: alice, summoning_sick: false}
""", ["Leyline Phantom"], ["T1 declare_attackers alice: attack lp", "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 15
    assert g.obj("lp").zone == "hand"


def test_603_4_herbie_noncreature_spell_cast_this_turn():
    """603.4: "At the beginning of combat on your turn, if you've cast a noncreature spell this
    turn, surveil 1" -- after Lightning Bolt it triggers; after Grizzly Bears only, it doesn't."""
    g = play(head() + """
battlefield:
  - {id: hb, card: "H.E.R.B.I.E., Lovable Robot", controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["H.E.R.B.I.E., Lovable Robot", "Lightning Bolt"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                                                         "T1 end: wait"])
    assert triggered(g, "H.E.R.B.I.E.")
    g2 = play(head() + """
battlefield:
  - {id: hb, card: "H.E.R.B.I.E., Lovable Robot", controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["H.E.R.B.I.E., Lovable Robot"], ["alice: cast bear", "alice: pass", "bob: pass", "T1 end: wait"])
    assert g2.obj("bear").zone == "battlefield"
    assert not triggered(g2, "H.E.R.B.I.E.")


# ------------------------------------------------------------------ "If you do" / "When you do" (603.12)
def test_608_2c_brass_man_pay_1_if_you_do_untap():
    """"At the beginning of your upkeep, you may pay {1}. If you do, untap this creature": alice
    pays (tapping her Plains for mana) and the tapped Brass Man untaps."""
    g = play(head(step="untap") + """
battlefield:
  - {id: bm, card: Brass Man, controller: alice, tapped: true}
  - {id: p1, card: Plains, controller: alice}
""", ["Brass Man"], ["T1 upkeep alice: pass", "bob: pass", "alice: yes", "T1 draw: wait"])
    assert g.obj("bm").tapped is False
    assert g.obj("p1").tapped is True


def test_608_2c_brass_man_declined_stays_tapped():
    """608.2c: without paying ("no"), the instruction after "If you do" isn't followed."""
    g = play(head(step="untap") + """
battlefield:
  - {id: bm, card: Brass Man, controller: alice, tapped: true}
  - {id: p1, card: Plains, controller: alice}
""", ["Brass Man"], ["T1 upkeep alice: pass", "bob: pass", "alice: no", "T1 draw: wait"])
    assert g.obj("bm").tapped is True
    assert g.obj("p1").tapped is False


def test_119_4_seymour_flux_pay_1_life_draw():
    """119.4: "you may pay 1 life. If you do, draw a card and put a +1/+1 counter on" it."""
    g = play(head(step="untap") + """
battlefield:
  - {id: sf, card: Seymour Flux, controller: alice}
""", ["Seymour Flux"], ["T1 upkeep alice: pass", "bob: pass", "alice: yes", "T1 draw: wait"])
    assert g.s.players["alice"].life == 19
    assert g.obj("la1").zone == "hand"
    assert counters(g, "sf") == 1


def test_119_4_seymour_flux_pay_life_down_to_zero():
    """119.4: a player can pay life if their life total is at least the amount: at 1 life alice
    can pay 1 (and draws; she then loses to 704.5a)."""
    g = play(head(step="untap", life=", life: 1") + """
battlefield:
  - {id: sf, card: Seymour Flux, controller: alice}
""", ["Seymour Flux"], ["T1 upkeep alice: pass", "bob: pass", "alice: yes"])
    assert g.s.players["alice"].life == 0
    assert g.obj("la1").zone == "hand"


def test_608_2c_comet_crawler_sacrifice_another_creature_if_you_do():
    """"you may sacrifice another creature or artifact. If you do, this creature gets +2/+0":
    alice sacrifices Grizzly Bears; the Crawler deals 4."""
    g = play(head() + """
battlefield:
  - {id: cc, card: Comet Crawler, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Comet Crawler"], ["T1 declare_attackers alice: attack cc", "alice: done", "alice: pass", "bob: pass",
                        "alice: yes", "alice: sacrifice bear", "T1 end: wait"])
    assert g.obj("bear").zone == "graveyard"
    assert g.s.players["bob"].life == 16


def test_700_11_child_of_the_volcano_descended_this_turn():
    """700.11: "descended this turn" means a permanent card was put into your graveyard from
    anywhere this turn: alice's Grizzly Bears dies to her own Lightning Bolt -- the Child gets a
    counter at her end step."""
    g = play(head() + """
battlefield:
  - {id: child, card: Child of the Volcano, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Child of the Volcano", "Lightning Bolt"], ["alice: cast bolt target=bear", "alice: pass", "bob: pass",
                                                 "T1 cleanup: wait"])
    assert counters(g, "child") == 1


def test_700_11_an_instant_card_is_not_a_permanent_card():
    """700.11: Lightning Bolt going to alice's graveyard (an instant card) is no descent."""
    g = play(head() + """
battlefield:
  - {id: child, card: Child of the Volcano, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Child of the Volcano", "Lightning Bolt"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                                                 "T1 cleanup: wait"])
    assert counters(g, "child") == 0


def test_603_4_jem_lightfoote_no_spell_cast_from_hand():
    """603.4: "if you haven't cast a spell from your hand this turn, draw a card": nothing cast --
    alice draws; after casting Lightning Bolt from her hand -- no card."""
    g = play(head() + """
battlefield:
  - {id: jem, card: "Jem Lightfoote, Sky Explorer", controller: alice}
""", ["Jem Lightfoote, Sky Explorer"], ["T1 cleanup: wait"])
    assert g.obj("la1").zone == "hand"
    g2 = play(head() + """
battlefield:
  - {id: jem, card: "Jem Lightfoote, Sky Explorer", controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Jem Lightfoote, Sky Explorer", "Lightning Bolt"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                                                          "T1 cleanup: wait"])
    assert g2.obj("la1").zone == "library"


def test_603_4_impatience_that_player_didnt_cast_a_spell():
    """"At the beginning of each player's end step, if that player didn't cast a spell this turn,
    this enchantment deals 2 damage to that player": alice cast nothing on turn 1 -- 2 damage to
    alice (its controller)."""
    g = play(head() + """
battlefield:
  - {id: imp, card: Impatience, controller: alice}
""", ["Impatience"], ["T1 cleanup: wait"])
    assert g.s.players["alice"].life == 18 and g.s.players["bob"].life == 20


def test_603_4_razor_pendulum_that_player_at_5_or_less_life():
    """"if that player has 5 or less life, this artifact deals 2 damage to that player": alice at
    5 life at her end step takes 2."""
    g = play(head(life=", life: 5") + """
battlefield:
  - {id: rp, card: Razor Pendulum, controller: bob}
""", ["Razor Pendulum"], ["T1 cleanup: wait"])
    assert g.s.players["alice"].life == 3


def test_603_4_cactuar_returns_unless_it_entered_this_turn():
    """"if this creature didn't enter the battlefield this turn, return it to its owner's hand":
    already on the battlefield -- it returns; cast this turn -- it stays."""
    g = play(head() + """
battlefield:
  - {id: cac, card: Cactuar, controller: alice}
""", ["Cactuar"], ["T1 cleanup: wait"])
    assert g.obj("cac").zone == "hand"
    g2 = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: cac, card: Cactuar, owner: alice}
""", ["Cactuar"], ["alice: cast cac", "alice: pass", "bob: pass", "T1 cleanup: wait"])
    assert g2.obj("cac").zone == "battlefield"


def test_700_4_field_of_souls_nontoken_creature_into_your_graveyard():
    """"Whenever a nontoken creature is put into your graveyard from the battlefield, create a
    1/1 white Spirit": alice's Grizzly Bears dies -- one Spirit; bob's Bears dying (into bob's
    graveyard) doesn't trigger it."""
    g = play(head() + """
battlefield:
  - {id: fos, card: Field of Souls, controller: alice}
  - {id: mine, card: Grizzly Bears, controller: alice}
  - {id: his, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt1, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
""", ["Field of Souls", "Lightning Bolt"], [
        "alice: cast bolt1 target=his", "alice: pass", "bob: pass",
        "alice: cast bolt2 target=mine", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("mine").zone == "graveyard" and g.obj("his").zone == "graveyard"
    spirits = [o for o in g.s.objects.values() if o.token]
    assert len(spirits) == 1 and spirits[0].controller == "alice"


def test_118_12_darba_upkeep_sacrifice_unless_you_pay():
    """118.12: "sacrifice this creature unless you pay {G}{G}": alice pays (two Forests) and keeps
    Darba; declining ("no"), she sacrifices it."""
    board = head(step="untap") + """
battlefield:
  - {id: darba, card: Darba, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
"""
    g = play(board, ["Darba"], ["T1 upkeep alice: pass", "bob: pass", "alice: yes", "T1 draw: wait"])
    assert g.obj("darba").zone == "battlefield"
    assert g.obj("f1").tapped and g.obj("f2").tapped
    g2 = play(board, ["Darba"], ["T1 upkeep alice: pass", "bob: pass", "alice: no", "T1 draw: wait"])
    assert g2.obj("darba").zone == "graveyard"


def test_118_12_darba_sacrificed_when_it_cant_be_paid():
    """118.12: with no mana to pay {G}{G}, the only choice is not to pay: Darba is sacrificed."""
    g = play(head(step="untap") + """
battlefield:
  - {id: darba, card: Darba, controller: alice}
""", ["Darba"], ["T1 draw: wait"])
    assert g.obj("darba").zone == "graveyard"


def test_608_2c_azorius_chancery_returns_a_land_you_control():
    """Karoo land: "When this land enters, return a land you control to its owner's hand" -- not
    a target; alice chooses her Plains on resolution (the Chancery itself is also a choice)."""
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
hand:
  - {id: ch, card: Azorius Chancery, owner: alice}
""", ["Azorius Chancery"], ["alice: play ch", "alice: pass", "bob: pass", "alice: return p1", "alice: pass"])
    assert g.obj("ch").zone == "battlefield" and g.obj("ch").tapped
    assert g.obj("p1").zone == "hand"


def test_603_2_phantasmal_bear_sacrificed_when_targeted():
    """"When this creature becomes the target of a spell or ability, sacrifice it": targeted by
    Giant Growth, the Bear is sacrificed before the Growth resolves (which then has no legal
    target, 608.2b)."""
    g = play(head() + """
battlefield:
  - {id: pb, card: Phantasmal Bear, controller: bob}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: gg, card: Giant Growth, owner: alice}
""", ["Phantasmal Bear", "Giant Growth"], ["alice: cast gg target=pb", "alice: pass", "bob: pass",
                                           "alice: pass", "bob: pass"])
    assert g.obj("pb").zone == "graveyard"


def test_118_12_mana_leak_counter_unless_its_controller_pays():
    """118.12: "Counter target spell unless its controller pays {3}": alice, the Bears' controller,
    is asked; she pays with three Forests and the Bears resolve -- or she doesn't and they're
    countered (701.6a)."""
    board = head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: f5, card: Forest, controller: alice}
  - {id: i1, card: Island, controller: bob}
  - {id: i2, card: Island, controller: bob}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: leak, card: Mana Leak, owner: bob}
"""
    g = play(board, ["Mana Leak"], ["alice: cast bear", "alice: pass", "bob: cast leak target=bear", "bob: pass",
                                    "alice: pass", "alice: pay", "alice: pass", "bob: pass"])
    assert g.obj("leak").zone == "graveyard"
    assert g.obj("bear").zone == "battlefield"
    g2 = play(board, ["Mana Leak"], ["alice: cast bear", "alice: pass", "bob: cast leak target=bear", "bob: pass",
                                     "alice: pass", "alice: decline"])
    assert g2.obj("bear").zone == "graveyard"


def test_603_7a_tangle_asp_destroys_the_creature_it_blocked_at_end_of_combat():
    """603.7a, 511.2: "Whenever this creature blocks or becomes blocked by a creature, destroy that
    creature at end of combat." -- a delayed triggered ability, created when the block trigger
    resolves, triggers as the end of combat step begins, after the Asp (1/2) died to Hill Giant's
    combat damage: the Giant is destroyed then (a delayed ability, once created, triggers on its
    own event, 603.7a-b)."""
    assert fully_compiled("Tangle Asp")
    g = play(head(step="end") + """
battlefield:
  - {id: asp, card: Tangle Asp, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob, summoning_sick: false}
""", ["Tangle Asp"], ["T2 declare_attackers bob: attack giant", "bob: done", "alice: block asp giant",
                      "alice: done", "T2 end: wait"])
    assert g.s.step == "end"
    assert g.obj("asp").zone == "graveyard"
    assert g.obj("giant").zone == "graveyard"


def test_608_2d_goblin_arsonist_you_may_have_it_deal_damage_as_it_dies():
    """603.10a, 608.2d: "When this creature dies, you may have it deal 1 damage to any target." --
    the trigger looks back to the creature; its controller chooses the target (bob) as it's put on
    the stack (603.3d) and whether to deal the damage as it resolves: yes, bob 20 -> 19."""
    assert fully_compiled("Goblin Arsonist")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: gob, card: Goblin Arsonist, controller: alice}
hand:
  - {id: shock, card: Shock, owner: alice}
""", ["Goblin Arsonist", "Shock"], ["alice: cast shock target=gob", "alice: pass", "bob: pass",
                                    "alice: target bob", "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("gob").zone == "graveyard"
    assert g.s.players["bob"].life == 19


def test_700_14_bark_knuckle_boxer_expend_4_the_cr_example():
    """700.14 (its example): alice casts Bark-Knuckle Boxer ({1}{G}: 2 mana spent this turn), then
    Divination ({2}{U}): before paying she had spent 2, after paying 5 -- she expends 4, and "Whenever
    you expend 4, this creature gains indestructible until end of turn" triggers. A third spell
    later doesn't trigger it again (the count was already 4 or more)."""
    from oracle_helpers import fully_compiled, head, permanents, play
    assert fully_compiled("Bark-Knuckle Boxer") and fully_compiled("Divination")
    g = play(head(alice=5) + """
battlefield:
""" + permanents("Forest", ["f1", "f2"]) + permanents("Island", ["i1", "i2", "i3", "i4"]) + """
hand:
  - {id: bx, card: Bark-Knuckle Boxer, owner: alice}
  - {id: dv, card: Divination, owner: alice}
  - {id: op, card: Opt, owner: alice}
""", ["Bark-Knuckle Boxer", "Divination", "Opt"],
        ["alice: cast bx", "alice: mana f1", "alice: mana f2", "alice: pay", "alice: pass", "bob: pass"])
    assert ("kw", ("indestructible",)) not in g.ch("bx").ability_terms
    from pyengine.game.players import run_script
    run_script(g, ["alice: cast dv", "alice: mana i1", "alice: mana i2", "alice: mana i3", "alice: pay"], "<test>")
    run_script(g, ["alice: pass", "bob: pass"], "<test>")          # the expend trigger resolves
    assert ("kw", ("indestructible",)) in g.ch("bx").ability_terms
    n = len([e for e in g.log if "expend" in e.text.lower()])
    assert n >= 1
    run_script(g, ["alice: cast op", "alice: mana i4", "alice: pay"], "<test>")
    assert [x.id for x in g.s.stack] == ["dv", "op"] and not g.s.pending   # no new trigger
    assert len([e for e in g.log if "expend" in e.text.lower()]) == n
