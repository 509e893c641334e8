"""Filters and relative clauses of the Oracle compiler, played by the game loop: conditions on an
object an earlier instruction named ("If that creature is a Zombie"), relative clauses after a
filter. Every filter is evaluated by the one filter program (asp_rules/filters.lp). Each expected
value comes from the Comprehensive Rules cited in the test."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, permanents, play  # noqa: F401


def _board(hand: str, *lines: str, lands: str = "Plains", n: int = 4) -> str:
    return (head() + "battlefield:\n" + permanents(lands, [f"l{i}" for i in range(n)]) + "".join(lines)
            + "hand:\n  - {id: x, card: " + hand + ", owner: alice}\n")


# ------------------------------------------------------------------ "If that creature is ...": 608.2c
def test_608_2c_holy_justiciar_exiles_only_a_zombie():
    """608.2c, 109.2: "{2}{W}, {T}: Tap target creature. If that creature is a Zombie, exile it."
    -- the target, as it is when the instruction is reached, is tested against the filter: a
    Zombie is tapped and exiled (701.11a), a Grizzly Bears only tapped."""
    assert fully_compiled("Holy Justiciar")
    for card, zone in (("Gravedigger", "exile"), ("Grizzly Bears", "battlefield")):
        g = play(head() + "battlefield:\n" + permanents("Plains", ["l1", "l2", "l3"]) +
                 "  - {id: hj, card: Holy Justiciar, controller: alice, summoning_sick: false}\n"
                 f"  - {{id: v, card: {card}, controller: bob}}\n", ["Holy Justiciar"],
                 ["alice: activate hj 1 target=v", "alice: pass", "bob: pass"])
        assert g.obj("v").zone == zone
        assert zone == "exile" or g.obj("v").tapped


def test_608_2c_lightning_dart_deals_four_to_a_white_creature():
    """608.2c: "Lightning Dart deals 1 damage to target creature. If that creature is white or
    blue, Lightning Dart deals 4 damage to it instead." -- 105.1: a white Serra Angel (4/4) is
    dealt 4 and dies (704.5g); a green Grizzly Bears (2/2) is dealt 1 and survives."""
    assert fully_compiled("Lightning Dart")
    for card, dealt in (("Serra Angel", None), ("Grizzly Bears", 1)):
        g = play(_board("Lightning Dart", f"  - {{id: v, card: {card}, controller: bob}}\n", lands="Mountain"),
                 ["Lightning Dart"], ["alice: cast x target=v", "alice: pass", "bob: pass"])
        if dealt is None:
            assert g.obj("v").zone == "graveyard"
        else:
            assert g.obj("v").zone == "battlefield" and g.obj("v").damage == dealt


def test_608_2c_bring_low_reads_the_counters_on_the_target():
    """608.2c, 122.1: "Bring Low deals 3 damage to target creature. If that creature has a +1/+1
    counter on it, Bring Low deals 5 damage to it instead." -- without a counter, a 4/4 Serra Angel
    is dealt 3 and survives; with a +1/+1 counter (5/5) it is dealt 5 and dies (704.5g), where 3
    damage wouldn't have killed it."""
    assert fully_compiled("Bring Low")
    g = play(_board("Bring Low", "  - {id: v, card: Serra Angel, controller: bob}\n", lands="Mountain"),
             ["Bring Low"], ["alice: cast x target=v", "alice: pass", "bob: pass"])
    assert g.obj("v").zone == "battlefield" and g.obj("v").damage == 3
    g = play(_board("Bring Low", "  - {id: v, card: Serra Angel, controller: bob, counters: {'+1/+1': 1}}\n",
                    lands="Mountain"), ["Bring Low"], ["alice: cast x target=v", "alice: pass", "bob: pass"])
    assert g.obj("v").zone == "graveyard"


def test_608_2c_burn_the_impure_hits_the_controller_of_an_infect_creature():
    """608.2c, 113.1: "Burn the Impure deals 3 damage to target creature. If that creature has
    infect, Burn the Impure deals 3 damage to that creature's controller." -- Glistener Elf has
    infect: its controller loses 3 life (120.3a); a Grizzly Bears' controller loses none."""
    assert fully_compiled("Burn the Impure")
    for card, bob in (("Glistener Elf", 17), ("Grizzly Bears", 20)):
        g = play(_board("Burn the Impure", f"  - {{id: v, card: {card}, controller: bob}}\n", lands="Mountain"),
                 ["Burn the Impure"], ["alice: cast x target=v", "alice: pass", "bob: pass"])
        assert g.obj("v").zone == "graveyard" and life(g, "bob") == bob


# ------------------------------------------------------------------ "that player controls": 115.1, 608.2b
def test_115_1_throat_slitter_targets_a_creature_the_damaged_player_controls():
    """115.1, 603.3d, 510.3a: "Whenever this creature deals combat damage to a player, destroy
    target nonblack creature that player controls." -- "that player" is the player dealt damage:
    among three players, only bob's creature (not alice's, not carol's) is a legal target, and it
    is destroyed (701.7a)."""
    assert fully_compiled("Throat Slitter")
    from pyengine.game.players import run_script
    g = play(head(players="[alice, bob, carol]") + """
battlefield:
  - {id: ts, card: Throat Slitter, controller: alice, summoning_sick: false}
  - {id: ab, card: Grizzly Bears, controller: alice}
  - {id: bb, card: Grizzly Bears, controller: bob}
  - {id: cb, card: Grizzly Bears, controller: carol}
""", ["Throat Slitter"], ["T1 declare_attackers alice: attack ts bob", "alice: done", "bob: done",
                         "T1 combat_damage: wait"])
    assert g.decision.kind == "target" and {a.args[0] for a in g.legal_actions()} == {"bb"}
    run_script(g, ["alice: target bb", "alice: pass", "bob: pass", "carol: pass"], "<test>")
    assert g.obj("bb").zone == "graveyard" and g.obj("ab").zone == "battlefield" and g.obj("cb").zone == "battlefield"


def test_115_1_mutiny_second_target_is_another_creature_of_the_first_ones_controller():
    """115.1, 601.2c: "Target creature an opponent controls deals damage equal to its power to
    another target creature that player controls." -- with bob's Serra Angel as the first target,
    the second may be bob's other creature only (not the Angel itself, not carol's creature); the
    Angel deals 4 damage to it (120.3)."""
    assert fully_compiled("Mutiny")
    g = play(head(players="[alice, bob, carol]") + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: sa, card: Serra Angel, controller: bob}
  - {id: bb, card: Grizzly Bears, controller: bob}
  - {id: cb, card: Grizzly Bears, controller: carol}
hand:
  - {id: x, card: Mutiny, owner: alice}
""", ["Mutiny"], ["alice: cast x", "alice: target sa"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "target"} == {"bb"}
    from pyengine.game.players import run_script
    run_script(g, ["alice: target bb", "alice: pass", "bob: pass", "carol: pass"], "<test>")
    assert g.obj("bb").zone == "graveyard" and g.obj("sa").zone == "battlefield" and g.obj("cb").zone == "battlefield"


def test_608_2c_radiating_lightning_hits_each_creature_the_target_player_controls():
    """608.2c, 120.3: "Radiating Lightning deals 3 damage to target player and 1 damage to each
    creature that player controls." -- bob loses 3 life and his 1/1 dies (704.5g); alice's and
    carol's 1/1s are not dealt damage."""
    assert fully_compiled("Radiating Lightning")
    g = play(head(players="[alice, bob, carol]") + "battlefield:\n" + permanents("Mountain", ["l1", "l2", "l3", "l4"]) + """
  - {id: ae, card: Llanowar Elves, controller: alice}
  - {id: be, card: Llanowar Elves, controller: bob}
  - {id: ce, card: Llanowar Elves, controller: carol}
hand:
  - {id: x, card: Radiating Lightning, owner: alice}
""", ["Radiating Lightning"], ["alice: cast x target=bob", "alice: pass", "bob: pass", "carol: pass"])
    assert life(g, "bob") == 17 and g.obj("be").zone == "graveyard"
    assert g.obj("ae").zone == "battlefield" and g.obj("ce").zone == "battlefield"


# ------------------------------------------------------------------ relative clauses: "that's a ...", 109.2, 205.3
def test_205_3_howlpack_resurgence_pumps_only_wolves_and_werewolves():
    """611.3a, 205.3m: "Each creature you control that's a Wolf or a Werewolf gets +1/+1 and has
    trample." -- the relative clause narrows the creatures you control: a Young Wolf (1/1) is 2/2
    with trample, a Grizzly Bears (not a Wolf or Werewolf) stays 2/2 without it, and bob's Young
    Wolf isn't one you control."""
    assert fully_compiled("Howlpack Resurgence")
    g = play(head() + """
battlefield:
  - {id: hr, card: Howlpack Resurgence, controller: alice}
  - {id: w, card: Young Wolf, controller: alice}
  - {id: b, card: Grizzly Bears, controller: alice}
  - {id: bw, card: Young Wolf, controller: bob}
""", ["Howlpack Resurgence"], [])
    w, b, bw = g.ch("w"), g.ch("b"), g.ch("bw")
    assert (w.power, w.toughness) == (2, 2) and ("kw", ("trample",)) in w.ability_terms
    assert (b.power, b.toughness) == (2, 2) and ("kw", ("trample",)) not in b.ability_terms
    assert (bw.power, bw.toughness) == (1, 1)


def test_115_1_fry_targets_only_a_white_or_blue_creature_or_planeswalker():
    """115.1, 105.1: "Fry deals 5 damage to target creature or planeswalker that's white or
    blue." -- a white Serra Angel is a legal target (and dies, 704.5g); a green Grizzly Bears
    isn't one."""
    assert fully_compiled("Fry")
    g = play(_board("Fry", "  - {id: sa, card: Serra Angel, controller: bob}\n"
                           "  - {id: gb, card: Grizzly Bears, controller: bob}\n", lands="Mountain"),
             ["Fry"], ["alice: cast x"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "target"} == {"sa"}
    from pyengine.game.players import run_script
    run_script(g, ["alice: target sa", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("sa").zone == "graveyard" and g.obj("gb").zone == "battlefield"


def test_613_4c_ethereal_armor_counts_enchantments_and_grants_first_strike():
    """613.4c, 613.1f, 611.3a: "Enchanted creature gets +1/+1 for each enchantment you control and
    has first strike." -- with Ethereal Armor and one other enchantment alice controls (bob's
    doesn't count), the enchanted Grizzly Bears is 4/4 with first strike."""
    assert fully_compiled("Ethereal Armor")
    g = play(head() + """
battlefield:
  - {id: gb, card: Grizzly Bears, controller: alice}
  - {id: ea, card: Ethereal Armor, controller: alice, attached_to: gb}
  - {id: hr, card: Howlpack Resurgence, controller: alice}
  - {id: bhr, card: Howlpack Resurgence, controller: bob}
""", ["Ethereal Armor"], [])
    ch = g.ch("gb")
    assert (ch.power, ch.toughness) == (4, 4) and ("kw", ("first_strike",)) in ch.ability_terms


# ------------------------------------------------------------------ two targets joined by "and": 115.1
def test_115_1_peel_from_reality_returns_one_creature_of_each_side():
    """115.1, 400.6: "Return target creature you control and target creature you don't control to
    their owners' hands." -- two instances of "target": the first may be only alice's creature,
    the second only bob's; both go to their owners' hands."""
    assert fully_compiled("Peel from Reality")
    from pyengine.game.players import run_script
    g = play(_board("Peel from Reality", "  - {id: ab, card: Grizzly Bears, controller: alice}\n"
                                         "  - {id: sa, card: Serra Angel, controller: bob}\n", lands="Island"),
             ["Peel from Reality"], ["alice: cast x"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "target"} == {"ab"}
    run_script(g, ["alice: target ab"], "<test>")
    assert {a.args[0] for a in g.legal_actions() if a.kind == "target"} == {"sa"}
    run_script(g, ["alice: target sa", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("ab").zone == "hand" and g.obj("sa").zone == "hand"


def test_611_3a_death_baron_pumps_skeletons_and_other_zombies():
    """611.3a, 109.2, 613.4c: "Skeletons you control and other Zombies you control get +1/+1 and
    have deathtouch." -- either list: Drudge Skeletons (1/1 Skeleton) is 2/2 with deathtouch,
    Gravedigger (2/2 Zombie) 3/3 with deathtouch; Death Baron (a Zombie) is not "other" and stays
    2/2; a Grizzly Bears is in neither list."""
    assert fully_compiled("Death Baron")
    g = play(head() + """
battlefield:
  - {id: db, card: Death Baron, controller: alice}
  - {id: sk, card: Drudge Skeletons, controller: alice}
  - {id: gd, card: Gravedigger, controller: alice}
  - {id: gb, card: Grizzly Bears, controller: alice}
""", ["Death Baron"], [])
    dt = ("kw", ("deathtouch",))
    assert (g.ch("sk").power, g.ch("sk").toughness) == (2, 2) and dt in g.ch("sk").ability_terms
    assert (g.ch("gd").power, g.ch("gd").toughness) == (3, 3) and dt in g.ch("gd").ability_terms
    assert (g.ch("db").power, g.ch("db").toughness) == (2, 2) and dt not in g.ch("db").ability_terms
    assert (g.ch("gb").power, g.ch("gb").toughness) == (2, 2) and dt not in g.ch("gb").ability_terms


# ------------------------------------------------------------------ filter words after "card(s)": 202.3, 115.1
def test_202_3_proclamation_of_rebirth_targets_cards_with_mana_value_1_or_less():
    """115.1, 202.3: "Return up to three target creature cards with mana value 1 or less from your
    graveyard to the battlefield." -- Savannah Lions (mana value 1) may be targeted, Grizzly
    Bears (mana value 2) may not; the Lions return to the battlefield."""
    assert fully_compiled("Proclamation of Rebirth")
    from pyengine.game.players import run_script
    g = play(head() + "battlefield:\n" + permanents("Plains", ["l1", "l2", "l3"]) + """
graveyard:
  - {id: sl, card: Savannah Lions, owner: alice}
  - {id: gb, card: Grizzly Bears, owner: alice}
hand:
  - {id: x, card: Proclamation of Rebirth, owner: alice}
""", ["Proclamation of Rebirth"], ["alice: cast x"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "target"} == {"sl"}
    run_script(g, ["alice: target sl", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("sl").zone == "battlefield" and g.obj("gb").zone == "graveyard"


def test_608_2c_that_land_after_a_target_is_not_guessed():
    """608.2c: in "Whenever a land you control enters, this creature deals 1 damage to any target.
    If that land is a Mountain, ..." (Akoum Hellkite) "that land" is the land that entered, not the
    target named before it; and in Mark for Death "Other creatures that player controls" are
    creatures other than the target (109.2 "other" is not the source there). The compiler doesn't
    read either as the target or the source: both stay not fully compiled."""
    assert not fully_compiled("Akoum Hellkite")
    assert not fully_compiled("Mark for Death")
