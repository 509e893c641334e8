"""Replacement and prevention statics, control-changing and "for as long as" effects, compiled from
Oracle text and played (issue 15 parts 4-5). Each test names real cards compiled by
pyengine.cards.compiled (replacing any hand-written definition) and checks the game against the
Comprehensive Rules (cited), most of them cards named in the CR's own examples."""
from __future__ import annotations

from pyengine.cards.compiled import compile_oracle_card
from pyengine.cards.coverage import judge
from pyengine.cards.database import oracle_db
from test_oracle_game import HEAD, play


def _full(name: str) -> None:
    r = judge(compile_oracle_card(oracle_db().get(name)))
    assert r.full, (name, r.gaps)


# ------------------------------------------------------------------ 615: prevention
def test_615_daunting_defender_prevents_1_of_bolt_damage_to_a_cleric():
    """CR 615 example (615.1a): Daunting Defender says "If a source would deal damage to a Cleric
    creature you control, prevent 1 of that damage." Lightning Bolt deals 3 to Daunting Defender
    (a 3/3 Human Cleric): 2 is dealt, and it survives (704.5g)."""
    g = play(HEAD + """
battlefield:
  - {id: dd, card: Daunting Defender, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Daunting Defender"], ["alice: cast bolt target=dd", "alice: pass", "bob: pass"])
    assert g.obj("dd").zone == "battlefield"
    assert g.obj("dd").damage == 2


def test_615_daunting_defender_does_not_protect_a_non_cleric():
    """615.1a: the effect applies only to Clerics its controller controls: Lightning Bolt kills
    bob's Hill Giant (3/3) in full."""
    g = play(HEAD + """
battlefield:
  - {id: dd, card: Daunting Defender, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Daunting Defender"], ["alice: cast bolt target=giant", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"


def test_615_guardian_seraph_prevents_1_damage_from_an_opponents_source():
    """615.1a: "If a source an opponent controls would deal damage to you, prevent 1 of that
    damage." Bob's Lightning Bolt to alice (controller of Guardian Seraph) takes 2 life."""
    g = play(HEAD + """
battlefield:
  - {id: gs, card: Guardian Seraph, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Guardian Seraph"], ["alice: pass", "bob: cast bolt target=alice", "bob: pass", "alice: pass"])
    assert g.s.players["alice"].life == 18


def test_615_guardian_seraph_does_not_prevent_damage_from_your_own_source():
    """615.1a: alice's own Lightning Bolt to herself is not from a source an opponent controls."""
    g = play(HEAD + """
battlefield:
  - {id: gs, card: Guardian Seraph, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Guardian Seraph"], ["alice: cast bolt target=alice", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 17


def test_615_cho_manno_prevents_all_damage_to_itself():
    """615.1a: "Prevent all damage that would be dealt to Cho-Manno, Revolutionary." Lightning
    Bolt deals it no damage."""
    g = play(HEAD + """
battlefield:
  - {id: cho, card: "Cho-Manno, Revolutionary", controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Cho-Manno, Revolutionary"], ["alice: cast bolt target=cho", "alice: pass", "bob: pass"])
    assert g.obj("cho").zone == "battlefield" and g.obj("cho").damage == 0


def test_615_everdawn_champion_prevents_only_combat_damage():
    """615.1a: Everdawn Champion prevents "all combat damage that would be dealt to" it;
    Lightning Bolt's damage isn't combat damage (510.2), so the 2/2 dies."""
    g = play(HEAD + """
battlefield:
  - {id: champ, card: Everdawn Champion, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Everdawn Champion"], ["alice: cast bolt target=champ", "alice: pass", "bob: pass"])
    assert g.obj("champ").zone == "graveyard"


def test_615_muzzle_prevents_damage_dealt_by_the_enchanted_creature():
    """615.1a, 609.7: Muzzle: "Prevent all damage that would be dealt by enchanted creature."
    Prodigal Pyromancer, enchanted, pings bob: no damage is dealt."""
    g = play(HEAD + """
battlefield:
  - {id: pyro, card: Prodigal Pyromancer, controller: alice}
  - {id: muzzle, card: Muzzle, controller: bob, attached_to: pyro}
""", ["Muzzle", "Prodigal Pyromancer"], ["alice: activate pyro 1 target=bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 20
    assert g.obj("pyro").tapped                     # the cost was paid; only the damage is prevented


# ------------------------------------------------------------------ 614: replacement
def test_614_1c_authority_of_the_consuls_opponents_creatures_enter_tapped():
    """614.1c, 614.12: "Creatures your opponents control enter tapped." Bob's Grizzly Bears,
    cast on his turn, enter tapped; alice's own, cast on hers, don't."""
    board = """
battlefield:
  - {id: auth, card: Authority of the Consuls, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: bob}
  - {id: f4, card: Forest, controller: bob}
hand:
  - {id: b1, card: Grizzly Bears, owner: alice}
  - {id: b2, card: Grizzly Bears, owner: bob}
"""
    g = play(HEAD + board, ["Authority of the Consuls"], ["alice: cast b1", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "battlefield" and not g.obj("b1").tapped
    g = play(HEAD.replace("active_player: alice", "active_player: bob") + board, ["Authority of the Consuls"],
             ["bob: cast b2", "bob: pass", "alice: pass"])
    assert g.obj("b2").zone == "battlefield" and g.obj("b2").tapped


def test_614_1c_orb_of_dreams_every_permanent_enters_tapped():
    """CR 614.12 example: Orb of Dreams says "Permanents enter tapped." Alice's own Grizzly
    Bears enter tapped (whatever enters the battlefield is a permanent, 110.1)."""
    g = play(HEAD + """
battlefield:
  - {id: orb, card: Orb of Dreams, controller: bob}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: b1, card: Grizzly Bears, owner: alice}
""", ["Orb of Dreams"], ["alice: cast b1", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "battlefield" and g.obj("b1").tapped


def test_614_1a_boon_reflection_doubles_life_gained():
    """614.1a: "If you would gain life, you gain twice that much life instead." Angel's Mercy
    (you gain 7 life) gains 14."""
    g = play(HEAD + """
battlefield:
  - {id: boon, card: Boon Reflection, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
hand:
  - {id: mercy, card: "Angel's Mercy", owner: alice}
""", ["Boon Reflection", "Angel's Mercy"], ["alice: cast mercy", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 34


def test_614_1a_heron_of_hope_adds_one_to_each_life_gain():
    """614.1a: "If you would gain life, you gain that much life plus 1 instead." Revitalize (you
    gain 3 life) gains 4; only its controller's life gain is changed."""
    g = play(HEAD + """
battlefield:
  - {id: heron, card: Heron of Hope, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: rev, card: Revitalize, owner: alice}
""", ["Heron of Hope", "Revitalize"], ["alice: cast rev", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 24


def test_614_1a_doubling_season_doubles_tokens():
    """CR 614 example (Doubling Season, 614.1a): "If an effect would create one or more tokens
    under your control, it creates twice that many of those tokens instead." Raise the Alarm
    creates four Soldiers."""
    g = play(HEAD + """
battlefield:
  - {id: ds, card: Doubling Season, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: alarm, card: Raise the Alarm, owner: alice}
""", ["Doubling Season", "Raise the Alarm"], ["alice: cast alarm", "alice: pass", "bob: pass"])
    tokens = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(tokens) == 4


def test_614_1a_hardened_scales_adds_one_counter():
    """614.1a: Hardened Scales: "If one or more +1/+1 counters would be put on a creature you
    control, that many plus one +1/+1 counters are put on it instead." Battlegrowth puts two."""
    g = play(HEAD + """
battlefield:
  - {id: hs, card: Hardened Scales, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: bg, card: Battlegrowth, owner: alice}
""", ["Hardened Scales", "Battlegrowth"], ["alice: cast bg target=bear", "alice: pass", "bob: pass"])
    assert sum(c.count for c in g.obj("bear").counters if c.kind == "+1/+1") == 2
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 4)     # 613.4c


def test_614_1a_corpsejack_menace_does_not_touch_an_opponents_creature():
    """614.1a: Corpsejack Menace doubles +1/+1 counters only on creatures its controller
    controls: Battlegrowth on bob's creature puts one."""
    g = play(HEAD + """
battlefield:
  - {id: cm, card: Corpsejack Menace, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: bg, card: Battlegrowth, owner: alice}
""", ["Corpsejack Menace", "Battlegrowth"], ["alice: cast bg target=bear", "alice: pass", "bob: pass"])
    assert sum(c.count for c in g.obj("bear").counters if c.kind == "+1/+1") == 1


# ------------------------------------------------------------------ 613.1b: control; 611.2b durations
def test_613_1b_act_of_treason_gains_control_untaps_and_gives_haste():
    """CR 613 example (Act of Treason; 613.1b layer 2, 613.1f layer 6): "Gain control of target
    creature until end of turn. Untap that creature. It gains haste until end of turn." After it
    resolves alice controls bob's tapped Hill Giant, untapped, with haste."""
    g = play(HEAD + """
battlefield:
  - {id: giant, card: Hill Giant, controller: bob, tapped: true}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: aot, card: Act of Treason, owner: alice}
""", ["Act of Treason"], ["alice: cast aot target=giant", "alice: pass", "bob: pass"])
    assert g.ch("giant").controller == "alice"
    assert not g.obj("giant").tapped
    assert ("kw", ("haste",)) in g.ch("giant").ability_terms
    # 514.2: "until end of turn" effects end in the cleanup step
    assert {e.duration for e in g.s.effects} == {"end_of_turn"}


def test_611_2b_endoskeleton_lasts_for_as_long_as_it_remains_tapped():
    """CR 611.2b example (Endoskeleton): "{2}, {T}: Target creature gets +0/+3 for as long as this
    artifact remains tapped." The effect applies once it resolves and ends when Endoskeleton
    untaps."""
    g = play(HEAD + """
battlefield:
  - {id: endo, card: Endoskeleton, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
""", ["Endoskeleton"], ["alice: activate endo 2 target=bear", "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (2, 5)
    assert [e.duration for e in g.s.effects] == ["while_source_tapped"]


def test_613_colossus_hammer_gives_ten_and_removes_flying():
    """CR 613 example (Colossus Hammer): "Equipped creature gets +10/+10 and loses flying."
    The Wind Drake it equips is 12/12 without flying (613.4c, 613.1f)."""
    g = play(HEAD + """
battlefield:
  - {id: drake, card: Wind Drake, controller: alice}
  - {id: hammer, card: Colossus Hammer, controller: alice, attached_to: drake}
""", ["Colossus Hammer"], [])
    ch = g.ch("drake")
    assert (ch.power, ch.toughness) == (12, 12)
    assert ("kw", ("flying",)) not in ch.ability_terms


def test_cards_named_in_the_cr_examples_now_compiled():
    """The CR-example cards these constructs were written for compile with nothing unsupported."""
    for n in ("Felidar Sovereign", "Plague Spores", "Act of Treason", "Orb of Dreams", "Daunting Defender", "Doubling Season", "Endoskeleton",
              "Colossus Hammer"):
        _full(n)


# ------------------------------------------------------------------ 104.2a, 603.4: winning; 701.15c
FELIDAR = """
players: [{id: alice, life: LIFE}, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: fel, card: Felidar Sovereign, controller: alice}
"""


def test_603_4_felidar_sovereign_wins_at_40_life():
    """CR 603.4 example: Felidar Sovereign, "At the beginning of your upkeep, if you have 40 or
    more life, you win the game." At 40 life as alice's upkeep begins, it triggers and resolves:
    alice wins (104.2a; bob loses, 104.3)."""
    g = play(FELIDAR.replace("LIFE", "40"), ["Felidar Sovereign"], ["T2 draw: wait"])
    assert g.s.losers == ["bob"]


def test_603_4_felidar_sovereign_does_not_trigger_at_39_life():
    """CR 603.4 example: at 39 life the ability doesn't trigger at all; nobody wins."""
    g = play(FELIDAR.replace("LIFE", "39"), ["Felidar Sovereign"], ["T2 draw: wait"])
    assert g.s.losers == []
    assert "603.4" not in [e.rule for e in g.log if "Felidar" in e.text]


def test_701_15c_plague_spores_destroys_a_regenerating_creature_and_a_land():
    """CR 608.2c example (Plague Spores: "Destroy target nonblack creature and target land. They
    can't be regenerated."), 701.15c: River Boa's regeneration shield doesn't save it; the
    Forest is destroyed too."""
    g = play(HEAD + """
battlefield:
  - {id: sk, card: River Boa, controller: bob}
  - {id: s9, card: Forest, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: b1, card: Swamp, controller: alice}
  - {id: b2, card: Swamp, controller: alice}
  - {id: b3, card: Swamp, controller: alice}
hand:
  - {id: sp, card: Plague Spores, owner: alice}
""", ["Plague Spores", "River Boa"], ["alice: pass", "bob: activate sk 2", "bob: pass", "alice: pass",
                                            "alice: cast sp target=sk,s9", "alice: pass", "bob: pass"])
    assert g.obj("sk").zone == "graveyard" and g.obj("s9").zone == "graveyard"


def test_702_21a_ward_granted_by_a_static_ability_is_the_keyword_and_its_trigger():
    """702.21a: ward is a triggered ability; a static ability granting "ward {2}" gives the keyword
    and its triggered ability (granted as its text, 113.10), which the game loop fires
    (tests/test_oracle_trig19.py) -- so the granting card is fully compiled, as a card's own Ward is."""
    from pyengine.cards.coverage import judge
    own = judge(compile_oracle_card(oracle_db().get("Punk Frogs")))            # "Ward {3}"
    granted = judge(compile_oracle_card(oracle_db().get("Crystal Carapace")))  # "... and has ward {2}"
    assert own.full
    assert granted.full and not any(g.startswith("702.21a") for g in granted.gaps)
