"""Ability words and flavor words (CR 207.2c-d: italic words before an ability's dash with no rules
meaning: the ability is the text after the dash), and the dashes that do carry rules (keywords such
as power-up, Un- and variant-card markers), which a flavor word must not swallow. Each test plays
real cards compiled from the Oracle data; the expected answer comes from the CR rule cited."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, play, rules  # noqa: F401

HEAD = head(alice=["Island", "Plains", "Swamp"])


def test_207_2d_a_flavor_word_is_no_part_of_a_triggered_ability():
    """207.2d: Owlbear's "Keen Senses — When this creature enters, draw a card." is the triggered
    ability "When this creature enters, draw a card." (603.2): alice casts Owlbear and draws her
    top card when the trigger resolves."""
    g = play(HEAD + """
battlefield:
""" + "".join(f"  - {{id: f{i}, card: Forest, controller: alice}}\n" for i in range(5)) + """
hand:
  - {id: owl, card: Owlbear, owner: alice}
""", ["Owlbear"], ["alice: cast owl", "alice: autopay", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("owl").zone == "battlefield"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library"


def test_207_2c_a_new_ability_word_before_an_ability_that_works_from_the_graveyard():
    """207.2c, 602.2, 113.6k: "renew" is an ability word newer than the CR's list; Adorned
    Crocodile's "Renew — {B}, Exile this card from your graveyard: Put a +1/+1 counter on target
    creature. Activate only as a sorcery." is activated from alice's graveyard: the Crocodile is
    exiled as a cost and her Grizzly Bears gets a +1/+1 counter."""
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: alice}
graveyard:
  - {id: croc, card: Adorned Crocodile, owner: alice}
""", ["Adorned Crocodile"], ["alice: activate croc 2 target=bears", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("croc").zone == "exile"
    assert counters(g, "bears") == 1


def test_dashes_with_rules_meaning_are_not_flavor_words():
    """207.2d covers only words without rules meaning. The seasons of The Underworld Fantasy Queen
    ("Spring — ...": only the current season's ability works), Team Perseverance's teams (one
    paragraph for the caster's team) and a Conspiracy's "Reward —" mean something the engine does
    not do: those cards stay not fully compiled rather than playing every paragraph."""
    assert not fully_compiled("The Underworld Fantasy Queen")
    assert not fully_compiled("Team Perseverance")
    assert not fully_compiled("Marchesa's Surprise Party")


# ------------------------------------------------------------------ power-up (its reminder text)
def _forests(n: int) -> str:
    return "".join(f"  - {{id: f{i}, card: Forest, controller: alice}}\n" for i in range(n))


def test_power_up_costs_less_by_the_mana_cost_the_turn_it_entered():
    """Power-up's reminder text: "Reduce the cost by its mana cost if it entered this turn" (a cost
    reduction, 601.2f; 118.7b-c: the {G} of Serpent Specialist's mana cost takes the {G} of
    "{3}{G}"). Alice casts Serpent Specialist with one of her four Forests; its power-up ability
    then costs {3}: her three other Forests pay it and it gets two +1/+1 counters."""
    g = play(HEAD + "battlefield:\n" + _forests(4) + """
hand:
  - {id: ss, card: Serpent Specialist, owner: alice}
""", ["Serpent Specialist"], ["alice: cast ss", "alice: autopay", "alice: pass", "bob: pass",
                              "alice: activate ss 2", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("ss").zone == "battlefield"
    assert counters(g, "ss") == 2
    assert all(g.obj(f"f{i}").tapped for i in range(4))
    assert "601.2f" in rules(g)


def test_power_up_activates_only_once_and_costs_full_later():
    """Power-up's reminder text: "Activate each power-up ability only once" (as exhaust, 702.177a);
    a Serpent Specialist that was already on the battlefield this turn pays the whole {3}{G} (four
    of alice's eight Forests), and can't activate it a second time though four Forests are left."""
    g = play(HEAD + "battlefield:\n  - {id: ss, card: Serpent Specialist, controller: alice}\n" + _forests(8),
             ["Serpent Specialist"], ["alice: activate ss 2", "alice: autopay", "alice: pass", "bob: pass"])
    assert counters(g, "ss") == 2
    assert sum(g.obj(f"f{i}").tapped for i in range(8)) == 4
    assert not any(a.kind == "activate" and a.args[0] == "ss" for a in g.legal_actions())


# ------------------------------------------------------------------ warp (its reminder text)
def test_warp_exiled_at_the_end_step_then_cast_from_exile_on_a_later_turn():
    """Warp's reminder text: "You may cast this card from your hand for its warp cost. Exile this
    creature at the beginning of the next end step, then you may cast it from exile on a later
    turn." Alice casts Red Tiger Mechan for its warp cost {1}{R} (an alternative cost, 118.9: two
    of her six Mountains); at the beginning of the end step the delayed trigger (603.7) exiles it.
    On her next turn she casts it from exile for its mana cost {3}{R}; cast so, it isn't warped and
    stays on the battlefield past that turn's end step."""
    from pyengine.game.players import run_script
    g = play(HEAD + "battlefield:\n" + "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n"
                                               for i in range(6)) + """
hand:
  - {id: rtm, card: Red Tiger Mechan, owner: alice}
""", ["Red Tiger Mechan"], ["alice: cast rtm warp", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("rtm").zone == "battlefield"
    assert sum(g.obj(f"m{i}").tapped for i in range(6)) == 2
    run_script(g, ["T1 end: wait", "T2 upkeep: wait"])
    assert g.obj("rtm").zone == "exile"
    run_script(g, ["T3 precombat_main alice: cast rtm warp_exile", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("rtm").zone == "battlefield"
    assert sum(g.obj(f"m{i}").tapped for i in range(6)) == 4
    run_script(g, ["T3 end: wait", "T4 upkeep: wait"])
    assert g.obj("rtm").zone == "battlefield"


def test_warp_a_card_exiled_otherwise_is_not_castable():
    """Warp gives the permission only to the card its own delayed trigger exiled: a Red Tiger Mechan
    in exile from the start of the game can't be cast (601.3: casting from exile needs a permission)."""
    g = play(HEAD + "battlefield:\n" + "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n"
                                               for i in range(6)) + """
exile:
  - {id: rtm, card: Red Tiger Mechan, owner: alice}
""", ["Red Tiger Mechan"], [])
    assert not any(a.kind == "cast" and a.args[0] == "rtm" for a in g.legal_actions())


def _void_board(hand: str) -> str:
    return HEAD + "battlefield:\n  - {id: sk, card: Insatiable Skittermaw, controller: alice}\n" + "".join(
        f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(2)) + "hand:\n" + hand


def test_void_a_spell_warped_this_turn_meets_the_condition():
    """603.4 (an intervening "if"): Insatiable Skittermaw's "Void — At the beginning of your end
    step, if a nonland permanent left the battlefield this turn or a spell was warped this turn,
    put a +1/+1 counter on this creature." Alice cast Red Tiger Mechan for its warp cost this turn
    (nothing left the battlefield before the end step began): the Skittermaw gets its counter."""
    from pyengine.game.players import run_script
    g = play(_void_board("  - {id: rtm, card: Red Tiger Mechan, owner: alice}\n"), ["Insatiable Skittermaw", "Red Tiger Mechan"],
             ["alice: cast rtm warp", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("rtm").zone == "battlefield"
    run_script(g, ["T1 end: wait", "T2 upkeep: wait"])
    assert counters(g, "sk") == 1
    assert g.obj("rtm").zone == "exile"


def test_void_nothing_left_and_nothing_warped():
    """603.4: on a turn where no nonland permanent left the battlefield and no spell was warped,
    the Skittermaw's void ability doesn't trigger: no counter."""
    from pyengine.game.players import run_script
    g = play(_void_board("  - {id: rtm, card: Red Tiger Mechan, owner: bob}\n"), ["Insatiable Skittermaw"], [])
    run_script(g, ["T1 end: wait", "T2 upkeep: wait"])
    assert counters(g, "sk") == 0


# ------------------------------------------------------------------ mayhem (its reminder text)
MAYHEM = HEAD + """
battlefield:
  - {id: mage, card: Blaster Mage, controller: alice, summoning_sick: false}
  - {id: wall, card: Wall of Stone, controller: bob}
  - {id: bears, card: Grizzly Bears, controller: bob}
""" + "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(5))


def test_mayhem_casts_the_card_discarded_this_turn_from_the_graveyard():
    """Mayhem's reminder text: "You may cast this card from your graveyard for {1}{R} if you
    discarded it this turn." Alice discards Electro's Bolt to pay Blaster Mage's cost (701.8a),
    then casts it from her graveyard for its mayhem cost (an alternative cost, 118.9): 4 damage
    kills bob's Grizzly Bears, and the Bolt goes back to her graveyard (608.2n). Left there, it is
    a new object (400.7), not the card she discarded: she can't cast it that way again though two
    Mountains are untapped."""
    g = play(MAYHEM + """
hand:
  - {id: eb, card: Electro's Bolt, owner: alice}
""", ["Electro's Bolt", "Blaster Mage"], [
        "alice: activate mage 1", "alice: target wall", "alice: discard eb", "alice: pass", "bob: pass",
        "alice: cast eb mayhem target=bears", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("wall").zone == "graveyard" and g.obj("bears").zone == "graveyard"
    assert g.obj("eb").zone == "graveyard"
    assert sum(not g.obj(f"m{i}").tapped for i in range(5)) == 2
    assert not any(a.kind == "cast" and a.args[0] == "eb" for a in g.legal_actions())


def test_mayhem_not_for_a_card_that_was_not_discarded_this_turn():
    """601.3, mayhem's reminder text ("You may cast this card from your graveyard for {cost} if you
    discarded it this turn."): an Electro's Bolt that was already in alice's graveyard (not
    discarded this turn) can't be cast from there."""
    g = play(MAYHEM + """
graveyard:
  - {id: eb, card: Electro's Bolt, owner: alice}
""", ["Electro's Bolt"], [])
    assert not any(a.kind == "cast" and a.args[0] == "eb" for a in g.legal_actions())


# ------------------------------------------------------------------ mobilize (its reminder text)
def test_mobilize_creates_attacking_warriors_sacrificed_at_the_end_step():
    """Mobilize's reminder text: "Whenever this creature attacks, create three tapped and
    attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end
    step." Dalkovan Packbeasts (0/4, mobilize 3) attacks bob: the three Warriors enter tapped and
    attacking (508.4) and deal him 3 combat damage; at the beginning of the end step the delayed
    trigger (603.7) sacrifices them (701.17a)."""
    from pyengine.game.players import run_script
    g = play(HEAD + """
battlefield:
  - {id: pb, card: Dalkovan Packbeasts, controller: alice, summoning_sick: false}
""", ["Dalkovan Packbeasts"], ["T1 declare_attackers alice: attack pb", "alice: done", "alice: pass", "bob: pass"])
    warriors = [o for o in g.s.objects.values() if o.token and o.card.name == "Warrior"]
    assert len(warriors) == 3
    assert all(o.tapped and o.id in g.s.attackers for o in warriors)
    run_script(g, ["T1 postcombat_main: wait"])
    assert g.s.players["bob"].life == 17
    run_script(g, ["T1 end: wait", "T2 upkeep: wait"])
    assert all(g.s.objects.get(o.id) is None or g.s.objects[o.id].zone != "battlefield" for o in warriors)
    assert g.obj("pb").zone == "battlefield"


# ------------------------------------------------------------------ firebending (its reminder text)
FIRE = HEAD + """
battlefield:
  - {id: fs, card: Fire Sages, controller: alice, summoning_sick: false}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
"""


def test_firebending_mana_lasts_through_the_combat_steps():
    """Firebending's reminder text: "Whenever this creature attacks, add {R}. This mana lasts until
    end of combat." Fire Sages attacks; its trigger resolves in the declare attackers step; in the
    declare blockers step the {R} is still in alice's pool (500.4 doesn't empty it) and with her
    two Mountains pays {1}{R}{R} for the Sages' +1/+1 counter."""
    g = play(FIRE, ["Fire Sages"], ["T1 declare_attackers alice: attack fs", "alice: done", "alice: pass", "bob: pass"])
    assert g.s.step == "declare_attackers" and sum(g.s.pools["alice"].values()) == 1
    from pyengine.game.players import run_script
    run_script(g, ["T1 declare_blockers alice: activate fs 2", "alice: autopay", "alice: pass", "bob: pass"])
    assert counters(g, "fs") == 1
    assert g.obj("m1").tapped and g.obj("m2").tapped
    assert not g.s.pools["alice"] or not any(g.s.pools["alice"].values())


def test_firebending_mana_empties_when_combat_ends():
    """Firebending: the {R} lasts until end of combat only: unspent, it empties as the end of
    combat step ends (500.4), and alice's pool is empty in her postcombat main phase."""
    g = play(FIRE, ["Fire Sages"], ["T1 declare_attackers alice: attack fs", "alice: done", "alice: pass", "bob: pass",
                                     "T1 postcombat_main: wait"])
    assert not any(g.s.pools["alice"].values())
    assert "500.4" in rules(g)
