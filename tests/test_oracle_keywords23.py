"""Keyword actions and keyword abilities compiled from Oracle text: clash (701.23), ravenous
(702.156), undaunted (702.125), strive's and converge's per-target / per-color numbers (207.2c,
601.2f, 106.1). Each test plays real cards compiled from their Oracle text; the expected answer
comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, permanents, play
from pyengine.game.players import run_script


def _research(alice_library: list[str], alice_answer: str, bob_answer: str):
    g = play(head(alice=alice_library, bob=["Plains", "Island"]) + "battlefield:\n"
             + permanents("Island", ["i1", "i2"]) + "hand:\n  - {id: rd, card: Research the Deep, owner: alice}\n",
             ["Research the Deep"], ["alice: cast rd", "alice: pass", "bob: pass"])
    run_script(g, [f"alice: {alice_answer}", f"bob: {bob_answer}"], "<test>")
    return g


def test_701_23d_research_the_deep_returns_to_hand_when_alice_wins_the_clash():
    """701.23d: alice draws her first Plains, then reveals Grizzly Bears (mana value 2) against
    bob's Plains (0): she wins the clash, so "If you win, return Research the Deep to its owner's
    hand" -- the card goes to her hand, not the graveyard. 701.23a: bob put his Plains on the bottom."""
    assert fully_compiled("Research the Deep")
    g = _research(["Plains", "Grizzly Bears", "Plains"], "top la2", "bottom lb1")
    assert g.obj("rd").zone == "hand"
    assert g.s.library["alice"] == ["la2", "la3"] and g.s.library["bob"] == ["lb2", "lb1"]


def test_701_23d_research_the_deep_equal_mana_values_nobody_wins():
    """701.23d: a player wins only with a higher mana value than every other card revealed: both
    reveal a Plains (0), nobody wins and the spell goes to the graveyard (608.2n). 701.23a: alice's
    Plains goes to the bottom of her library."""
    g = _research(["Grizzly Bears", "Plains", "Island"], "bottom la2", "top lb1")
    assert g.obj("rd").zone == "graveyard"
    assert g.s.library["alice"] == ["la3", "la2"] and g.s.library["bob"] == ["lb1", "lb2"]


def _teeth(alice_library: list[str]):
    g = play(head(alice=alice_library, bob=["Plains", "Island"]) + "battlefield:\n"
             + permanents("Swamp", ["s1", "s2"])
             + "hand:\n  - {id: pt, card: Pulling Teeth, owner: alice}\n"
             + "  - {id: h1, card: Plains, owner: bob}\n  - {id: h2, card: Plains, owner: bob}\n"
             + "  - {id: h3, card: Plains, owner: bob}\n",
             ["Pulling Teeth"], ["alice: cast pt target=bob", "alice: pass", "bob: pass",
                                 "alice: top la1", "bob: top lb1"])
    while g.decision is not None and g.decision.kind != "priority":
        acts = [str(a) for a in g.legal_actions()]
        run_script(g, [f"{g.decision.player}: {acts[0]}"], "<test>")
    return g


def _hand(g, p: str) -> int:
    return sum(1 for o in g.s.objects.values() if o.zone == "hand" and o.owner == p)


def test_701_23d_pulling_teeth_a_win_makes_the_target_discard_two():
    """701.23d: alice reveals Hill Giant (4) against bob's Plains (0) and wins: "If you win, target
    player discards two cards" -- bob goes from three cards to one."""
    assert fully_compiled("Pulling Teeth")
    g = _teeth(["Hill Giant"])
    assert _hand(g, "bob") == 1


def test_608_2c_pulling_teeth_otherwise_the_target_discards_one():
    """608.2c: alice reveals a Plains against bob's Plains, doesn't win: "Otherwise, that player
    discards a card" -- the target player, bob, discards one card (two left)."""
    g = _teeth(["Plains"])
    assert _hand(g, "bob") == 2


def test_701_23_sylvan_echoes_triggers_when_alice_clashes_and_wins():
    """701.23, 603.2: "Whenever you clash and win, you may draw a card." -- Adder-Staff Boggart's
    enters trigger clashes; alice wins with Hill Giant (4) against a Plains: the Boggart gets its
    +1/+1 counter, and Sylvan Echoes lets alice draw a card (yes)."""
    assert fully_compiled("Sylvan Echoes") and fully_compiled("Adder-Staff Boggart")
    g = play(head(alice=["Hill Giant", "Plains"], bob=["Plains", "Island"]) + "battlefield:\n"
             + permanents("Mountain", ["m1", "m2"]) + permanents("Sylvan Echoes", ["se"])
             + "hand:\n  - {id: ab, card: Adder-Staff Boggart, owner: alice}\n",
             ["Sylvan Echoes", "Adder-Staff Boggart"],
             ["alice: cast ab", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
              "alice: top la1", "bob: top lb1"])
    assert counters(g, "ab") == 1
    run_script(g, ["alice: pass", "bob: pass", "alice: yes"], "<test>")
    assert g.obj("la1").zone == "hand"


def _guard(x: int, lands: int):
    return play(head(alice=["Plains", "Plains"]) + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(lands)])
                + "hand:\n  - {id: tg, card: Tyrant Guard, owner: alice}\n",
                ["Tyrant Guard"], [f"alice: cast tg x={x}", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])


def test_702_156a_ravenous_x_five_enters_with_five_counters_and_draws():
    """702.156a, 107.3m: Tyrant Guard cast with X=5 enters with five +1/+1 counters, and its
    enters trigger "if X is 5 or more, draw a card" reads the spell's X: alice draws a card."""
    assert fully_compiled("Tyrant Guard")
    g = _guard(5, 8)
    assert g.obj("tg").zone == "battlefield" and counters(g, "tg") == 5
    assert g.obj("la1").zone == "hand"


def test_702_156a_ravenous_x_two_draws_nothing():
    """702.156a, 603.4: with X=2 it enters with two counters; the intervening "if X is 5 or more"
    is false, so the ability doesn't trigger and alice draws nothing."""
    g = _guard(2, 5)
    assert counters(g, "tg") == 2 and g.obj("la1").zone == "library"


def test_702_125a_undaunted_costs_one_less_for_each_opponent():
    """702.125a: Coastal Breach ({6}{U}) costs {1} less for each opponent: with two opponents it
    costs {4}{U}, so five Islands cast it and bob's Grizzly Bears returns to his hand."""
    assert fully_compiled("Coastal Breach")
    g = play(head(players="[alice, bob, carol]") + "battlefield:\n" + permanents("Island", [f"i{k}" for k in range(5)])
             + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: cb, card: Coastal Breach, owner: alice}\n",
             ["Coastal Breach"], ["alice: cast cb", "alice: pass", "bob: pass", "carol: pass"])
    assert g.obj("cb").zone == "graveyard" and g.obj("gb").zone == "hand"


def test_601_2f_strive_kiora_dismissal_costs_u_more_for_the_second_target():
    """601.2c, 601.2f (strive, 207.2c): Kiora's Dismissal ({U}) costs {U} more for each target
    beyond the first: with two target enchantments its total cost is {U}{U}; two Islands pay it
    and both enchantments return to their owners' hands."""
    assert fully_compiled("Kiora's Dismissal")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2"])
             + permanents("Sylvan Echoes", ["e1"], "bob") + permanents("Sylvan Echoes", ["e2"], "bob")
             + "hand:\n  - {id: kd, card: Kiora's Dismissal, owner: alice}\n",
             ["Kiora's Dismissal", "Sylvan Echoes"], ["alice: cast kd target=e1,e2", "alice: pass", "bob: pass"])
    assert g.obj("e1").zone == "hand" and g.obj("e2").zone == "hand"
    assert any(e.rule == "601.2f" and "{U}{U}" in e.text for e in g.log)


def _skyrider(lands: list[str]):
    return play(head() + "battlefield:\n" + "".join(permanents(c, [f"l{k}"]) for k, c in enumerate(lands))
                + "hand:\n  - {id: se, card: Skyrider Elf, owner: alice}\n",
                ["Skyrider Elf"], ["alice: cast se x=1", "alice: pass", "bob: pass"])


def test_207_2c_converge_skyrider_elf_three_colors_three_counters():
    """207.2c, 614.1c, 106.1: Skyrider Elf ({X}{G}{U}, X=1) paid with Forest, Island and Plains:
    three colors of mana were spent to cast it, so it enters with three +1/+1 counters."""
    assert fully_compiled("Skyrider Elf")
    g = _skyrider(["Forest", "Island", "Plains"])
    assert g.obj("se").zone == "battlefield" and counters(g, "se") == 3


def test_207_2c_converge_skyrider_elf_two_colors_two_counters():
    """106.1: paid with Forest and two Islands, only green and blue were spent: two counters."""
    g = _skyrider(["Forest", "Island", "Island"])
    assert counters(g, "se") == 2


def test_207_2c_prismatic_ending_compares_with_the_colors_spent():
    """207.2c, 608.2c: Prismatic Ending ({X}{W}, X=1) paid with Plains and Island: two colors, so
    bob's Hill Giant (mana value 4) is not exiled, while his Grizzly Bears (2) would be."""
    assert fully_compiled("Prismatic Ending")

    def cast(victim: str):
        return play(head() + "battlefield:\n" + permanents("Plains", ["p1"]) + permanents("Island", ["i1"])
                    + permanents(victim, ["v"], "bob") + "hand:\n  - {id: pe, card: Prismatic Ending, owner: alice}\n",
                    ["Prismatic Ending"], ["alice: cast pe x=1 target=v", "alice: pass", "bob: pass"])
    assert cast("Hill Giant").obj("v").zone == "battlefield"
    assert cast("Grizzly Bears").obj("v").zone == "exile"


def test_207_2c_sweep_the_skies_one_thopter_per_color():
    """207.2c, 106.1: Sweep the Skies ({X}{U}{U}, X=1) paid with two Islands and a Mountain: blue
    and red were spent, so alice creates two Thopter tokens."""
    assert fully_compiled("Sweep the Skies")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1"])
             + "hand:\n  - {id: ss, card: Sweep the Skies, owner: alice}\n",
             ["Sweep the Skies"], ["alice: cast ss x=1", "alice: pass", "bob: pass"])
    thopters = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield" and g.ch(o.id).name == "Thopter"]
    assert len(thopters) == 2


def _blades():
    return play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4"])
                + permanents("Lizard Blades", ["lb"]) + permanents("Grizzly Bears", ["gb"]),
                ["Lizard Blades"], ["alice: activate lb 3 target=gb", "alice: pass", "bob: pass"])


def test_702_151b_reconfigure_attached_lizard_blades_is_not_a_creature():
    """702.151a-b, 301.5c: Lizard Blades (an Equipment creature with reconfigure) attaches to
    Grizzly Bears: it stops being a creature (and so loses its creature type Lizard, 205.3d) and
    the Bears have double strike."""
    assert fully_compiled("Lizard Blades")
    g = _blades()
    assert g.obj("lb").attached_to == "gb"
    assert "creature" not in g.ch("lb").types and "double strike" in g.ch("gb").abilities


def test_702_151b_reconfigure_unattached_it_is_a_creature_again():
    """702.151a-b: its second ability unattaches it (701.3d); the effect lasted only until it
    became unattached, so Lizard Blades is a creature again and the Bears lose double strike."""
    g = _blades()
    run_script(g, ["alice: activate lb 4", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("lb").attached_to is None and g.obj("lb").zone == "battlefield"
    assert "creature" in g.ch("lb").types and "double strike" not in g.ch("gb").abilities


def test_602_5b_reconfigure_unattach_needs_it_attached():
    """702.151a, 602.5b: "Activate only if this permanent is attached to a creature" -- while
    Lizard Blades is unattached, its unattach ability can't be activated."""
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + permanents("Lizard Blades", ["lb"])
             + permanents("Grizzly Bears", ["gb"]), ["Lizard Blades"], [])
    acts = [str(a) for a in g.legal_actions()]
    assert "activate lb 3" in acts and "activate lb 4" not in acts


def _herald(lands: list[str]):
    return play(head() + "battlefield:\n" + "".join(permanents(c, [f"l{k}"]) for k, c in enumerate(lands))
                + "hand:\n  - {id: ah, card: Azorius Herald, owner: alice}\n",
                ["Azorius Herald"], ["alice: cast ah", "alice: pass", "bob: pass"] + ["alice: pass", "bob: pass"] * 2)


def test_601_2h_azorius_herald_stays_when_blue_was_spent():
    """601.2h, 106.1, 608.2c: "sacrifice it unless {U} was spent to cast it" -- paid with two
    Plains and an Island, blue mana was spent: the Herald stays (and alice gains 4 life)."""
    assert fully_compiled("Azorius Herald")
    g = _herald(["Plains", "Plains", "Island"])
    assert g.obj("ah").zone == "battlefield" and g.s.players["alice"].life == 24


def test_601_2h_azorius_herald_is_sacrificed_without_blue():
    """608.2c: paid with three Plains, no blue mana was spent: alice sacrifices the Herald."""
    g = _herald(["Plains", "Plains", "Plains"])
    assert g.obj("ah").zone == "graveyard"


def test_614_1c_golgari_grave_troll_counts_creature_cards_as_it_enters():
    """614.1c: "This creature enters with a +1/+1 counter on it for each creature card in your
    graveyard" -- two creature cards (and a land) in alice's graveyard: two counters."""
    assert fully_compiled("Golgari Grave-Troll")
    g = play(head() + "battlefield:\n" + permanents("Forest", [f"f{k}" for k in range(5)])
             + "graveyard:\n  - {id: g1, card: Grizzly Bears, owner: alice}\n  - {id: g2, card: Hill Giant, owner: alice}\n"
             + "  - {id: g3, card: Forest, owner: alice}\n  - {id: g4, card: Grizzly Bears, owner: bob}\n"
             + "hand:\n  - {id: gt, card: Golgari Grave-Troll, owner: alice}\n",
             ["Golgari Grave-Troll"], ["alice: cast gt", "alice: pass", "bob: pass"])
    assert g.obj("gt").zone == "battlefield" and counters(g, "gt") == 2


def test_603_2_acquisition_octopus_equipped_creature_deals_combat_damage_draws():
    """702.151a-b, 603.2: "Whenever this creature or equipped creature deals combat damage to a
    player, draw a card." -- reconfigured onto Grizzly Bears (no longer a creature itself), the
    Octopus triggers when the Bears deal combat damage to bob: alice draws a card."""
    assert fully_compiled("Acquisition Octopus")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2"])
             + "  - {id: ao, card: Acquisition Octopus, controller: alice, summoning_sick: false}\n"
             + "  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}\n",
             ["Acquisition Octopus"], ["alice: activate ao 2 target=gb", "alice: pass", "bob: pass",
                                       "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("ao").attached_to == "gb" and "creature" not in g.ch("ao").types
    assert g.s.step == "declare_attackers", g.s.step
    run_script(g, ["alice: attack gb", "alice: done", "alice: pass", "bob: pass", "bob: done",
                   "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.s.players["bob"].life == 18 and g.obj("la1").zone == "hand"


def _nishoba(answer: str):
    return play("""
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: cat, card: Arctic Nishoba, controller: alice, counters: {age: 1}}
  - {id: f1, card: Forest, controller: alice}
  - {id: p1, card: Plains, controller: alice}
""", ["Arctic Nishoba"], [f"T2 upkeep alice: {answer}", "T2 draw: wait"])


def test_702_24a_cumulative_upkeep_or_each_age_counter_chosen_separately():
    """702.24a: "Cumulative upkeep {G} or {W}" with two age counters: the choice is made for each
    counter, so alice pays {G} for one and {W} for the other with a Forest and a Plains; Arctic
    Nishoba stays with its two age counters."""
    assert fully_compiled("Arctic Nishoba")
    g = _nishoba("pay {G}{W}")
    assert g.obj("cat").zone == "battlefield" and counters(g, "cat", "age") == 2
    assert g.obj("f1").tapped and g.obj("p1").tapped


def test_702_24a_cumulative_upkeep_or_declined_sacrifices_it():
    """702.24a, 603.10a: declining sacrifices Arctic Nishoba; "When this creature dies, you gain 2
    life for each age counter on it" reads its two age counters as it last existed: 4 life."""
    g = _nishoba("decline")
    assert g.obj("cat").zone == "graveyard" and g.s.players["alice"].life == 24


def test_702_24a_cumulative_upkeep_aboroth_puts_a_counter_per_age_counter():
    """702.24a: "Cumulative upkeep—Put a -1/-1 counter on this creature." with one age counter
    already: after this upkeep's age counter alice pays by putting two -1/-1 counters on Aboroth
    (one for each age counter): a 7/7."""
    assert fully_compiled("Aboroth")
    g = play("""
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: ab, card: Aboroth, controller: alice, counters: {age: 1}}
""", ["Aboroth"], ["T2 upkeep alice: pay", "T2 draw: wait"])
    assert counters(g, "ab", "-1/-1") == 2 and g.ch("ab").power == 7


def test_702_24a_cumulative_upkeep_aboroth_declined_is_sacrificed():
    """702.24a: "If you don't, sacrifice it." -- alice declines: Aboroth goes to the graveyard."""
    g = play("""
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: ab, card: Aboroth, controller: alice}
""", ["Aboroth"], ["T2 upkeep alice: decline", "T2 draw: wait"])
    assert g.obj("ab").zone == "graveyard"
