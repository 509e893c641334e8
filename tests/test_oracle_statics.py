"""Static abilities with conditions, "enters tapped unless" lands, mana abilities with a rider and
spells' own cost changes -- compiled from the Oracle text of real cards and played. Each expected
value comes from the Comprehensive Rules (cited) or the card's official ruling, never from the
engine's own output:

- 611.3a: a continuous effect from a static ability ("as long as ...", "during your turn") exists
  only while its condition holds; the layer system (asp_rules/layers.lp, part cond(l)) reads the
  condition on the game state as it is when the effect's layer begins (613.1: earlier layers
  applied);
- 614.1d, 614.12: "enters tapped unless ..." is a replacement effect that applies unless the
  condition holds as the permanent would enter (asp_rules/replacement.lp, wants_unless/2);
- 605.1a, 605.3b: a mana ability that also deals damage or draws resolves at once, all of it;
- 601.2f, 113.6d: "This spell costs {N} less to cast if ..." functions on the stack.
"""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from pyengine.cards.database import oracle_db
from pyengine.errors import ScenarioError
from pyengine.game.loop import Game
from pyengine.game.players import run_script
from pyengine.scenario import load_scenario_text
from oracle_helpers import compiled_library, fully_compiled, game, head as board  # noqa: F401


def head(active: str = "alice", players: str = "[alice, bob]") -> str:
    return board(active=active, players=players, alice=2)


def pt(g: Game, oid: str) -> tuple[int | None, int | None]:
    ch = g.ch(oid)
    return ch.power, ch.toughness


def has(g: Game, oid: str, kw: str) -> bool:
    return ("kw", (kw.replace(" ", "_"),)) in g.ch(oid).ability_terms


# ================================================================ 611.3a: "as long as" statics
def test_611_3a_kird_ape_gets_its_bonus_only_while_you_control_a_forest():
    """Kird Ape (1/1) "gets +1/+2 as long as you control a Forest": with a Forest it is 2/3; an
    opponent's Forest doesn't count ("you control", 109.5)."""
    names = ["Kird Ape"]
    g = game(head() + """
battlefield:
  - {id: ape, card: Kird Ape, controller: alice}
  - {id: f, card: Forest, controller: alice}
""", names)
    assert pt(g, "ape") == (2, 3)
    g = game(head() + """
battlefield:
  - {id: ape, card: Kird Ape, controller: alice}
  - {id: f, card: Forest, controller: bob}
  - {id: m, card: Mountain, controller: alice}
""", names)
    assert pt(g, "ape") == (1, 1)


def test_613_1d_a_condition_reads_the_land_types_after_layer_4():
    """613.1d before 613.4c: Prismatic Omen makes Alice's Mountain every basic land type (layer
    4), so when layer 7c begins she controls a Forest and Kird Ape gets +1/+2."""
    g = game(head() + """
battlefield:
  - {id: ape, card: Kird Ape, controller: alice}
  - {id: m, card: Mountain, controller: alice}
  - {id: omen, card: Prismatic Omen, controller: alice}
""", ["Kird Ape", "Prismatic Omen"])
    assert "Forest" in g.ch("m").subtypes
    assert pt(g, "ape") == (2, 3)


def test_611_3a_arctic_aven_and_a_plains_that_leaves():
    """Arctic Aven (2/1) gets +1/+1 while its controller controls a Plains; once Stone Rain
    destroys the Plains the effect no longer exists (611.3a: checked continuously)."""
    g = game(head() + """
battlefield:
  - {id: aven, card: Arctic Aven, controller: alice}
  - {id: p, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: rain, card: Stone Rain, owner: alice}
""", ["Arctic Aven", "Stone Rain"])
    assert pt(g, "aven") == (3, 2) and has(g, "aven", "flying")
    run_script(g, ["alice: cast rain", "alice: target p", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("p").zone == "graveyard"
    assert pt(g, "aven") == (2, 1)


def test_611_3a_during_your_turn_first_strike_follows_the_active_player():
    """Ahn-Crop Invader: "During your turn, this creature has first strike." On its controller's
    turn it has first strike; on the opponent's turn it doesn't (102.1: whose turn it is)."""
    board = """
battlefield:
  - {id: inv, card: Ahn-Crop Invader, controller: alice}
"""
    assert has(game(head("alice") + board, ["Ahn-Crop Invader"]), "inv", "first strike")
    assert not has(game(head("bob") + board, ["Ahn-Crop Invader"]), "inv", "first strike")


def test_611_3a_during_your_turn_flying_and_a_bonus():
    """Daggersail Aeronaut has flying during its controller's turn only; Dapper Shieldmate (2/2)
    gets +2/+0 (its text) during its controller's turn only."""
    board = """
battlefield:
  - {id: aero, card: Daggersail Aeronaut, controller: alice}
  - {id: mate, card: Dapper Shieldmate, controller: bob}
"""
    names = ["Daggersail Aeronaut", "Dapper Shieldmate"]
    text = oracle_db().get("Dapper Shieldmate").data["text"]
    assert "During your turn, this creature gets +2/+0." in text
    g = game(head("alice") + board, names)
    assert has(g, "aero", "flying") and pt(g, "mate") == (2, 2)
    g = game(head("bob") + board, names)
    assert not has(g, "aero", "flying") and pt(g, "mate") == (4, 2)


def test_611_3a_black_scarab_counts_black_permanents_of_an_opponent():
    """Black Scarab: "Enchanted creature gets +2/+2 as long as an opponent controls a black
    permanent" -- an opponent of the Scarab's controller (102.3), whoever controls the creature."""
    base = head() + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: scarab, card: Black Scarab, controller: alice, attached_to: bear}
"""
    names = ["Black Scarab"]
    assert pt(game(base, names), "bear") == (2, 2)
    g = game(base + "  - {id: z, card: Scathe Zombies, controller: bob}\n", names)
    assert pt(g, "bear") == (4, 4)
    g = game(base + "  - {id: z, card: Scathe Zombies, controller: alice}\n", names)
    assert pt(g, "bear") == (2, 2)


def test_611_3a_metalcraft_counts_three_artifacts():
    """Ardent Recruit (1/1), Metalcraft: +2/+2 as long as you control three or more artifacts
    (207.2c: the ability word has no rules meaning)."""
    two = head() + """
battlefield:
  - {id: r, card: Ardent Recruit, controller: alice}
  - {id: a1, card: Sol Ring, controller: alice}
  - {id: a2, card: Sol Ring, controller: alice}
"""
    assert pt(game(two, ["Ardent Recruit"]), "r") == (1, 1)
    three = two + "  - {id: a3, card: Sol Ring, controller: alice}\n"
    assert pt(game(three, ["Ardent Recruit"]), "r") == (3, 3)


def test_109_2_another_black_creature_is_not_the_cohort_itself():
    """Ashenmoor Cohort (4/3, black): "+1/+1 as long as you control another black creature" --
    the Cohort doesn't count itself; a second black creature turns it on."""
    alone = head() + """
battlefield:
  - {id: c, card: Ashenmoor Cohort, controller: alice}
"""
    assert pt(game(alone, ["Ashenmoor Cohort"]), "c") == (4, 3)
    g = game(alone + "  - {id: z, card: Scathe Zombies, controller: alice}\n", ["Ashenmoor Cohort"])
    assert pt(g, "c") == (5, 4)


def test_611_3a_fateful_hour_reads_the_controllers_life():
    """Gavony Ironwright (1/4), Fateful hour: as long as you have 5 or less life, other creatures
    you control get +1/+4 -- not the Ironwright itself ("other"), not an opponent's creature."""
    board = """
battlefield:
  - {id: iw, card: Gavony Ironwright, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: obear, card: Grizzly Bears, controller: bob}
"""
    names = ["Gavony Ironwright"]
    g = game(head(players="[{id: alice, life: 5}, bob]") + board, names)
    assert pt(g, "bear") == (3, 6) and pt(g, "iw") == (1, 4) and pt(g, "obear") == (2, 2)
    g = game(head(players="[{id: alice, life: 6}, {id: bob, life: 1}]") + board, names)
    assert pt(g, "bear") == (2, 2)


def test_611_3a_ten_lands_and_an_opponents_island():
    """Crash of Rhino Beetles (5/5) gets +10/+10 with ten or more lands; Water Wurm (1/1) gets
    +0/+1 as long as an opponent controls an Island."""
    lands = "".join(f"  - {{id: f{i}, card: Forest, controller: alice}}\n" for i in range(9))
    base = head() + """
battlefield:
  - {id: crash, card: Crash of Rhino Beetles, controller: alice}
  - {id: wurm, card: Water Wurm, controller: alice}
  - {id: i, card: Island, controller: alice}
""" + lands
    names = ["Crash of Rhino Beetles", "Water Wurm"]
    g = game(base, names)
    assert pt(g, "crash") == (15, 15)         # nine Forests and an Island
    assert pt(g, "wurm") == (1, 1)            # the Island is Alice's own
    g = game(base.replace("  - {id: f0, card: Forest, controller: alice}\n", "")
             + "  - {id: oi, card: Island, controller: bob}\n", names)
    assert pt(g, "crash") == (5, 5) and pt(g, "wurm") == (1, 2)


def test_611_3a_garrison_sergeant_has_double_strike_with_a_gate():
    """Garrison Sergeant has double strike as long as you control a Gate."""
    base = head() + """
cards:
  - {name: Test Gate, types: [land], subtypes: [Gate], oracle: ""}
battlefield:
  - {id: s, card: Garrison Sergeant, controller: alice}
"""
    assert not has(game(base, ["Garrison Sergeant"]), "s", "double strike")
    assert has(game(base + "  - {id: gate, card: Test Gate, controller: alice}\n", ["Garrison Sergeant"]),
               "s", "double strike")


def test_611_3a_threshold_counts_the_cards_in_your_graveyard():
    """Anurid Barkripper (2/2), Threshold: +2/+2 as long as seven or more cards are in your
    graveyard; Mystic Crusader also gets flying. Six cards are not enough; an opponent's
    graveyard doesn't count."""
    def board(mine: int, theirs: int) -> str:
        gy = "".join(f"  - {{id: g{i}, card: Plains, owner: alice}}\n" for i in range(mine))
        gy += "".join(f"  - {{id: h{i}, card: Plains, owner: bob}}\n" for i in range(theirs))
        return head() + """
battlefield:
  - {id: b, card: Anurid Barkripper, controller: alice}
  - {id: mc, card: Mystic Crusader, controller: alice}
graveyard:
""" + gy
    names = ["Anurid Barkripper", "Mystic Crusader"]
    g = game(board(6, 5), names)
    assert pt(g, "b") == (2, 2) and not has(g, "mc", "flying")
    g = game(board(7, 0), names)
    assert pt(g, "b") == (4, 4) and has(g, "mc", "flying") and pt(g, "mc") == (3, 2)


def test_611_3a_the_condition_follows_the_game_as_the_turn_passes():
    """Hook Swords: "During your turn, equipped creature gets +1/+1 and has first strike." When
    the turn passes to the opponent the effect stops existing (611.3a, 500.1)."""
    g = game(head() + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: sw, card: Hook Swords, controller: alice, attached_to: bear}
""", ["Hook Swords"])
    assert pt(g, "bear") == (3, 3) and has(g, "bear", "first strike")
    run_script(g, ["T2 precombat_main: wait"], "<test>")
    assert g.s.active == "bob"
    assert pt(g, "bear") == (2, 2) and not has(g, "bear", "first strike")


def test_613_8a_a_condition_another_effect_of_its_layer_may_flip_is_refused(tmp_path):
    """A condition that reads what another effect of the same or a later layer changes (here the
    power of creatures, which Glorious Anthem changes in layer 7c) would need the 613.8a
    dependency through existence, which the engine doesn't model: the layers command refuses the
    board with one line and exit 2, rather than guess."""
    f = tmp_path / "b.yaml"
    f.write_text(textwrap.dedent("""
        players: [alice, bob]
        active_player: alice
        cards:
          - name: Test Brute
            types: [creature]
            power: 2
            toughness: 2
            oracle: This creature gets +1/+1 as long as you control a creature with power 3 or greater.
            abilities:
              - static: {affects: self, modify_pt: [1, 1],
                         condition: {controls: [creature, {power: {ge: 3}}]}}
        battlefield:
          - {id: brute, card: Test Brute, controller: alice}
          - {id: anthem, card: Glorious Anthem, controller: alice}
        """))
    r = subprocess.run([sys.executable, "-m", "pyengine.cli.main", "layers", str(f)], capture_output=True, text=True)
    assert r.returncode == 2
    assert "613.8a" in r.stderr and "Traceback" not in r.stderr


def test_condition_vocabulary_is_validated():
    """A mistyped condition is a clear error with the place, not a silent no-op."""
    with pytest.raises(ScenarioError) as e:
        load_scenario_text(textwrap.dedent("""
            players: [alice, bob]
            active_player: alice
            cards:
              - name: Test Bad
                types: [creature]
                power: 1
                toughness: 1
                abilities:
                  - static: {affects: self, modify_pt: [1, 1], condition: {control: Forest}}
            battlefield:
              - {id: x, card: Test Bad, controller: alice}
            """), "<test>")
    assert "condition" in str(e.value)


# ================================================================ 614.1d: enters tapped unless
def _enter(land: str, battlefield: str, players: str = "[alice, bob]") -> Game:
    return game(head(players=players) + "battlefield:\n" + battlefield + f"""
hand:
  - {{id: new, card: {land}, owner: alice}}
""", [land], ["alice: play new"])


def test_614_1d_fastland_enters_untapped_with_two_or_fewer_other_lands():
    """Darkslick Shores "enters tapped unless you control two or fewer other lands" (614.1d): with
    two other lands it enters untapped, with three it enters tapped."""
    two = "  - {id: s1, card: Swamp, controller: alice}\n  - {id: s2, card: Island, controller: alice}\n"
    assert _enter("Darkslick Shores", two).obj("new").tapped is False
    three = two + "  - {id: s3, card: Island, controller: alice}\n"
    assert _enter("Darkslick Shores", three).obj("new").tapped is True
    # an opponent's lands don't count
    assert _enter("Darkslick Shores", two + "  - {id: o1, card: Island, controller: bob}\n").obj("new").tapped is False


def test_614_1d_slowland_needs_two_other_lands():
    """Deathcap Glade "enters tapped unless you control two or more other lands"."""
    one = "  - {id: s1, card: Swamp, controller: alice}\n"
    assert _enter("Deathcap Glade", one).obj("new").tapped is True
    assert _enter("Deathcap Glade", one + "  - {id: s2, card: Forest, controller: alice}\n").obj("new").tapped is False


def test_614_1d_battle_land_counts_basic_lands():
    """Canopy Vista "enters tapped unless you control two or more basic lands": a nonbasic land
    (205.4a: basic is a supertype) doesn't count."""
    lands = "  - {id: f, card: Forest, controller: alice}\n  - {id: o, card: Darkslick Shores, controller: alice}\n"
    assert _enter("Canopy Vista", lands).obj("new").tapped is True
    assert _enter("Canopy Vista", lands + "  - {id: p, card: Plains, controller: alice}\n").obj("new").tapped is False


def test_614_1d_checkland_needs_one_of_two_land_types():
    """Clifftop Retreat "enters tapped unless you control a Mountain or a Plains"; Dragonskull
    Summit the same with a Swamp or a Mountain."""
    assert _enter("Clifftop Retreat", "  - {id: f, card: Forest, controller: alice}\n").obj("new").tapped is True
    assert _enter("Clifftop Retreat", "  - {id: m, card: Mountain, controller: alice}\n").obj("new").tapped is False
    assert _enter("Dragonskull Summit", "  - {id: p, card: Plains, controller: alice}\n").obj("new").tapped is True
    assert _enter("Dragonskull Summit", "  - {id: s, card: Swamp, controller: alice}\n").obj("new").tapped is False


def test_614_1d_a_player_with_13_or_less_life():
    """Abandoned Campground "enters tapped unless a player has 13 or less life": any player --
    the opponent at 13 is enough; everyone at 14 or more, it enters tapped."""
    assert _enter("Abandoned Campground", "", "[alice, {id: bob, life: 13}]").obj("new").tapped is False
    assert _enter("Abandoned Campground", "", "[alice, {id: bob, life: 14}]").obj("new").tapped is True


def test_614_1d_two_or_more_opponents():
    """Bountiful Promenade "enters tapped unless you have two or more opponents" (102.3): in a
    two-player game it enters tapped, in a three-player game untapped."""
    assert _enter("Bountiful Promenade", "").obj("new").tapped is True
    assert _enter("Bountiful Promenade", "", "[alice, bob, carol]").obj("new").tapped is False


def test_614_1d_your_opponents_lands():
    """Turbulent Fen "enters tapped unless your opponents control eight or more lands"."""
    seven = "".join(f"  - {{id: o{i}, card: Forest, controller: bob}}\n" for i in range(7))
    assert _enter("Turbulent Fen", seven).obj("new").tapped is True
    assert _enter("Turbulent Fen", seven + "  - {id: o8, card: Forest, controller: bob}\n").obj("new").tapped is False


# ================================================================ 605.1a, 605.3b: mana abilities
def test_605_3b_painland_deals_damage_as_its_colored_mana_is_added():
    """Adarkar Wastes: "{T}: Add {W} or {U}. This land deals 1 damage to you." is a mana
    ability (605.1a) that resolves at once, damage included (605.3b): 1 damage, {U} in the pool.
    Its "{T}: Add {C}." deals no damage."""
    base = head() + """
battlefield:
  - {id: w, card: Adarkar Wastes, controller: alice}
"""
    g = game(base, ["Adarkar Wastes"], ["alice: activate w 2 U"])
    assert g.s.players["alice"].life == 19 and g.s.pools["alice"].get("U") == 1 and g.obj("w").tapped
    assert not g.s.stack                                    # 605.3a: it doesn't use the stack
    g = game(base, ["Adarkar Wastes"], ["alice: mana w"])
    assert g.s.players["alice"].life == 20 and g.s.pools["alice"].get("C") == 1


def test_605_3b_battlefield_forge_and_ancient_tomb():
    """Battlefield Forge ({R} or {W}, 1 damage) and Ancient Tomb ({C}{C}, 2 damage)."""
    g = game(head() + """
battlefield:
  - {id: forge, card: Battlefield Forge, controller: alice}
  - {id: tomb, card: Ancient Tomb, controller: alice}
""", ["Battlefield Forge", "Ancient Tomb"], ["alice: activate forge 2 R", "alice: activate tomb 1"])
    assert g.s.players["alice"].life == 17
    assert g.s.pools["alice"].get("R") == 1 and g.s.pools["alice"].get("C") == 2


def test_605_1a_egg_sacrificed_for_mana_draws_a_card():
    """Darkwater Egg: "{2}, {T}, Sacrifice this artifact: Add {U}{B}. Draw a card." A mana
    ability (it could add mana, has no target, 605.1a): the card is drawn as it resolves."""
    g = game(head() + """
battlefield:
  - {id: egg, card: Darkwater Egg, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
""", ["Darkwater Egg"], ["alice: mana s1", "alice: mana s2", "alice: activate egg 1", "alice: pay"])
    assert g.obj("egg").zone == "graveyard"
    assert g.obj("la1").zone == "hand"
    assert g.s.pools["alice"].get("U") == 1 and g.s.pools["alice"].get("B") == 1


# ================================================================ 601.2f, 113.6d: own cost
def _cost_line(g: Game) -> str:
    return [e.text for e in g.log if e.rule == "601.2f" and "total cost" in e.text][-1]


def test_113_6d_academy_journeymage_costs_less_with_a_wizard():
    """Academy Journeymage ({4}{U}): "This spell costs {1} less to cast if you control a Wizard"
    -- {3}{U} with a Wizard on the battlefield, {4}{U} without (601.2f)."""
    lands = "".join(f"  - {{id: i{k}, card: Island, controller: alice}}\n" for k in range(5))
    hand = "hand:\n  - {id: j, card: Academy Journeymage, owner: alice}\n"
    g = game(head() + "battlefield:\n" + lands + "  - {id: w, card: Arctic Aven, controller: alice}\n" + hand,
             ["Academy Journeymage", "Arctic Aven"], ["alice: cast j"])
    assert "{3}{U}" in _cost_line(g)
    g = game(head() + "battlefield:\n" + lands + "  - {id: b, card: Grizzly Bears, controller: alice}\n" + hand,
             ["Academy Journeymage"], ["alice: cast j"])
    assert "{4}{U}" in _cost_line(g)


def test_113_6d_gust_of_wind_costs_less_with_a_flyer():
    """Gust of Wind ({3}{U}, a sorcery): "This spell costs {2} less to cast if you control a
    creature with flying" -- {1}{U} with Arctic Aven (flying)."""
    g = game(head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: aven, card: Arctic Aven, controller: alice}
  - {id: target, card: Grizzly Bears, controller: bob}
hand:
  - {id: gust, card: Gust of Wind, owner: alice}
""", ["Gust of Wind", "Arctic Aven"], ["alice: cast gust", "alice: target target"])
    assert "{1}{U}" in _cost_line(g)


# ================================================================ more mana abilities (605, 106)
def test_106_1_archdruid_adds_green_for_each_elf_you_control():
    """Elvish Archdruid: "{T}: Add {G} for each Elf you control" -- itself and Llanowar Elves,
    not the opponent's Elf: {G}{G} (counted as the ability resolves, 605.3b)."""
    g = game(head() + """
battlefield:
  - {id: d, card: Elvish Archdruid, controller: alice}
  - {id: e2, card: Llanowar Elves, controller: alice}
  - {id: e3, card: Llanowar Elves, controller: bob}
""", ["Elvish Archdruid"], ["alice: activate d 2"])
    assert g.s.pools["alice"] == {"G": 2}


def test_106_1_priest_of_titania_counts_every_elf_on_the_battlefield():
    """Priest of Titania: "{T}: Add {G} for each Elf on the battlefield" -- the opponent's too."""
    g = game(head() + """
battlefield:
  - {id: pr, card: Priest of Titania, controller: alice}
  - {id: e3, card: Llanowar Elves, controller: bob}
""", ["Priest of Titania"], ["alice: activate pr 1"])
    assert g.s.pools["alice"] == {"G": 2}


def test_106_1b_gilded_lotus_adds_three_mana_of_one_color():
    """Gilded Lotus: "{T}: Add three mana of any one color" -- the color is chosen as it
    resolves (605.3b), all three of it."""
    g = game(head() + """
battlefield:
  - {id: lotus, card: Gilded Lotus, controller: alice}
""", ["Gilded Lotus"], ["alice: activate lotus 1 RRR"])
    assert g.s.pools["alice"] == {"R": 3}


def test_119_4_mana_confluence_costs_one_life():
    """Mana Confluence: "{T}, Pay 1 life: Add one mana of any color." Paying life is part of the
    cost (601.2h, 119.4): 19 life and {G}."""
    g = game(head() + """
battlefield:
  - {id: mc, card: Mana Confluence, controller: alice}
""", ["Mana Confluence"], ["alice: activate mc 1 G", "alice: pay"])
    assert g.s.players["alice"].life == 19 and g.s.pools["alice"] == {"G": 1}


def test_602_5b_verge_activates_only_with_its_land_types():
    """Blazemire Verge: "{T}: Add {R}. Activate only if you control a Swamp or a Mountain." Its
    {B} ability is always there; the {R} one only with a Swamp or a Mountain (602.5b)."""
    alone = head() + """
battlefield:
  - {id: v, card: Blazemire Verge, controller: alice}
"""
    acts = [str(a) for a in game(alone, ["Blazemire Verge"]).legal_actions()]
    assert "mana v" in acts and not any(a.startswith("activate v") for a in acts)
    g = game(alone + "  - {id: m, card: Mountain, controller: alice, tapped: true}\n", ["Blazemire Verge"],
             ["alice: activate v 2"])
    assert g.s.pools["alice"] == {"R": 1}


def test_602_5b_threshold_activation_needs_seven_cards_in_the_graveyard():
    """Barbarian Ring: Threshold -- "{R}, {T}, Sacrifice this land: It deals 2 damage to any
    target. Activate only if there are seven or more cards in your graveyard." With six cards it
    can't be activated; with seven it can."""
    def board(n: int) -> str:
        gy = "".join(f"  - {{id: g{i}, card: Plains, owner: alice}}\n" for i in range(n))
        return head() + """
battlefield:
  - {id: ring, card: Barbarian Ring, controller: alice}
  - {id: m, card: Mountain, controller: alice}
graveyard:
""" + gy
    acts = [str(a) for a in game(board(6), ["Barbarian Ring"]).legal_actions()]
    assert not any(a.startswith("activate ring 2") for a in acts)
    acts = [str(a) for a in game(board(7), ["Barbarian Ring"]).legal_actions()]
    assert any(a.startswith("activate ring 2") for a in acts)


# ================================================================ 604.3: CDAs that count
def test_604_3_cantivore_counts_enchantment_cards_in_all_graveyards():
    """Cantivore: power and toughness each equal to the number of enchantment cards in all
    graveyards (a CDA, 604.3): two in Alice's graveyard and one in Bob's make it 3/3."""
    g = game(head() + """
battlefield:
  - {id: c, card: Cantivore, controller: alice}
graveyard:
  - {id: e1, card: Glorious Anthem, owner: alice}
  - {id: e2, card: Glorious Anthem, owner: alice}
  - {id: e3, card: Glorious Anthem, owner: bob}
  - {id: b, card: Grizzly Bears, owner: bob}
""", ["Cantivore"])
    assert pt(g, "c") == (3, 3)


def test_604_3_heedless_one_counts_every_elf_on_the_battlefield():
    """Heedless One: power and toughness each equal to the number of Elves on the battlefield --
    itself, Alice's and Bob's Llanowar Elves: 3/3."""
    g = game(head() + """
battlefield:
  - {id: h, card: Heedless One, controller: alice}
  - {id: e1, card: Llanowar Elves, controller: alice}
  - {id: e2, card: Llanowar Elves, controller: bob}
""", ["Heedless One"])
    assert pt(g, "h") == (3, 3)


# ================================================================ 614.12: a replacement with a payment
def _play_shock(land: str, pay: bool, life: int = 20) -> tuple[Game, list]:
    g = game(head(players=f"[{{id: alice, life: {life}}}, bob]") + f"""
hand:
  - {{id: new, card: {land}, owner: alice}}
""", [land])
    offered: list = []

    def chooser(who, ev, opts):                 # the affected permanent's controller chooses (616.1)
        offered.append((who, sorted((o.effect.id, o.declined) for o in opts)))
        return [o for o in opts if o.declined == pay][0]
    g.replacement_chooser = chooser
    run_script(g, ["alice: play new"], "<test>")
    return g, offered


def test_614_12_shockland_pay_two_life_or_enter_tapped():
    """Blood Crypt: "As this land enters, you may pay 2 life. If you don't, it enters tapped."
    (614.1c, 614.12): Alice chooses; paying leaves it untapped at 18 life, not paying taps it."""
    g, offered = _play_shock("Blood Crypt", pay=True)
    assert offered and offered[0][0] == "alice"
    assert g.obj("new").tapped is False and g.s.players["alice"].life == 18
    g, _ = _play_shock("Breeding Pool", pay=False)
    assert g.obj("new").tapped is True and g.s.players["alice"].life == 20


def test_119_4_with_one_life_the_shockland_cant_be_paid_for():
    """119.4: a player may pay 2 life only with a life total of 2 or more. At 1 life Godless
    Shrine just enters tapped: no choice is offered."""
    g, offered = _play_shock("Godless Shrine", pay=False, life=1)
    assert not offered
    assert g.obj("new").tapped is True and g.s.players["alice"].life == 1


# ================================================================ 402.2, 514.1: maximum hand size
def _cleanup(extra: str, names: list[str], script: list[str], n: int = 9) -> Game:
    hand = "\n".join(f"  - {{id: h{i}, card: Plains, owner: alice}}" for i in range(n))
    text = head().replace("step: precombat_main", "step: end") + f"""
battlefield:
{extra}
hand:
{hand}
"""
    return game(text, names, ["T1 cleanup: wait"] + script)


def test_402_2_reliquary_tower_no_maximum_hand_size():
    """Reliquary Tower: "You have no maximum hand size." (402.2): at cleanup (514.1) Alice keeps
    all nine cards."""
    g = _cleanup("  - {id: t, card: Reliquary Tower, controller: alice}", ["Reliquary Tower"], [])
    assert len(g.zone_ids("hand", "alice")) == 9
    assert "514.1" not in [e.rule for e in g.log]


def test_402_2_thought_devourer_reduces_its_controllers_hand_size():
    """Thought Devourer: "Your maximum hand size is reduced by four." -- seven minus four: Alice
    discards down to three at cleanup (514.1); Bob's Devourer would not affect her."""
    g = _cleanup("  - {id: d, card: Thought Devourer, controller: alice}", ["Thought Devourer"],
                 [f"alice: discard h{i}" for i in range(6)])
    assert len(g.zone_ids("hand", "alice")) == 3
    g = _cleanup("  - {id: d, card: Thought Devourer, controller: bob}", ["Thought Devourer"],
                 ["alice: discard h0", "alice: discard h1"])
    assert len(g.zone_ids("hand", "alice")) == 7


def test_402_2_gnat_miser_reduces_each_opponents_hand_size():
    """Gnat Miser (Bob's): "Each opponent's maximum hand size is reduced by one." -- Alice
    discards down to six."""
    g = _cleanup("  - {id: gm, card: Gnat Miser, controller: bob}", ["Gnat Miser"],
                 ["alice: discard h0", "alice: discard h1", "alice: discard h2"])
    assert len(g.zone_ids("hand", "alice")) == 6


def test_402_2_anvil_of_bogardan_no_maximum_hand_size_for_every_player():
    """Anvil of Bogardan (Bob's): "Players have no maximum hand size." (402.2) -- Alice too keeps all
    nine cards at cleanup (514.1)."""
    g = _cleanup("  - {id: an, card: Anvil of Bogardan, controller: bob}", ["Anvil of Bogardan"], [])
    assert len(g.zone_ids("hand", "alice")) == 9
    assert "514.1" not in [e.rule for e in g.log]


# ================================================================ 601.2f: a tax on every caster
def test_601_2f_thalia_taxes_noncreature_spells_of_every_player():
    """Thalia, Guardian of Thraben: "Noncreature spells cost {1} more to cast." -- Bob's Thalia
    makes Alice's Lightning Bolt cost {1}{R}; a creature spell is not taxed."""
    g = game(head() + """
battlefield:
  - {id: th, card: "Thalia, Guardian of Thraben", controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Thalia, Guardian of Thraben"], ["alice: cast bolt", "alice: target bob"])
    assert "{1}{R}" in _cost_line(g)
    g = game(head() + """
battlefield:
  - {id: th, card: "Thalia, Guardian of Thraben", controller: bob}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["Thalia, Guardian of Thraben"], ["alice: cast bear"])
    assert "{1}{G}" in _cost_line(g)


# ================================================================ 107.3m: enters with X counters
def test_107_3m_endless_one_enters_with_x_counters():
    """Endless One ({X}, 0/0): "This creature enters with X +1/+1 counters on it." Cast with X =
    3, it enters with three +1/+1 counters (107.3m: the X of the spell it was) and is 3/3."""
    lands = "".join(f"  - {{id: w{i}, card: Wastes, controller: alice}}\n" for i in range(3))
    g = game(head() + "battlefield:\n" + lands + """
hand:
  - {id: one, card: Endless One, owner: alice}
""", ["Endless One"], ["alice: cast one", "alice: x 3", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("one").zone == "battlefield"
    assert [(c.kind, c.count) for c in g.obj("one").counters] == [("+1/+1", 3)]
    assert pt(g, "one") == (3, 3)


def test_604_3_maro_counts_the_cards_in_your_hand():
    """Maro: power and toughness each equal to the number of cards in your hand (a CDA, 604.3):
    three cards in Alice's hand make her Maro 3/3 (Bob's hand doesn't count); Akki Underling (2/1)
    gets +2/+1 and first strike only with seven or more cards in hand."""
    hand = "".join(f"  - {{id: h{i}, card: Plains, owner: alice}}\n" for i in range(3))
    g = game(head() + """
battlefield:
  - {id: maro, card: Maro, controller: alice}
  - {id: akki, card: Akki Underling, controller: alice}
hand:
""" + hand + "  - {id: bh, card: Plains, owner: bob}\n", ["Maro", "Akki Underling"])
    assert pt(g, "maro") == (3, 3)
    assert pt(g, "akki") == (2, 1) and not has(g, "akki", "first strike")
    hand7 = "".join(f"  - {{id: h{i}, card: Plains, owner: alice}}\n" for i in range(7))
    g = game(head() + """
battlefield:
  - {id: akki, card: Akki Underling, controller: alice}
hand:
""" + hand7, ["Akki Underling"])
    assert pt(g, "akki") == (4, 2) and has(g, "akki", "first strike")


# ================================================================ 506.4: "as long as it's attacking"
def test_506_4_kor_scythemaster_has_first_strike_only_while_attacking():
    """Kor Scythemaster (3/1): "This creature has first strike as long as it's attacking." Before
    combat it has no first strike; attacking, it has it and deals its damage first (510.4), so a
    2/2 blocker dies before striking back; after combat (506.4: removed from combat) it is gone."""
    g = game(head() + """
battlefield:
  - {id: kor, card: Kor Scythemaster, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Kor Scythemaster"])
    assert not has(g, "kor", "first strike")
    run_script(g, ["T1 declare_attackers alice: attack kor", "alice: done"], "<test>")
    assert has(g, "kor", "first strike")
    run_script(g, ["bob: block bear kor", "bob: done", "T1 end: wait"], "<test>")
    assert g.obj("bear").zone == "graveyard" and g.obj("kor").zone == "battlefield"
    assert not has(g, "kor", "first strike")


def test_506_4_grasping_scoundrel_and_kitesail_corsair_while_attacking():
    """Grasping Scoundrel (1/1) gets +1/+0 and Kitesail Corsair has flying as long as they're
    attacking: unblocked, they deal 2 + 2 damage to Bob (Corsair is 2/1)."""
    g = game(head() + """
battlefield:
  - {id: gs, card: Grasping Scoundrel, controller: alice}
  - {id: kc, card: Kitesail Corsair, controller: alice}
""", ["Grasping Scoundrel", "Kitesail Corsair"])
    assert pt(g, "gs") == (1, 1) and not has(g, "kc", "flying")
    run_script(g, ["T1 declare_attackers alice: attack gs", "alice: attack kc", "alice: done"], "<test>")
    assert pt(g, "gs") == (2, 1) and has(g, "kc", "flying")
    run_script(g, ["T1 end: wait"], "<test>")
    assert g.s.players["bob"].life == 16


def test_611_3a_delirium_counts_card_types_in_your_graveyard():
    """Backwoods Survivalists (4/3), Delirium: +1/+1 and trample as long as there are four or more
    card types among cards in your graveyard. A land, a creature and an instant are three types
    (two Plains are one type); an artifact creature card adds artifact: four (205.2a)."""
    base = head() + """
battlefield:
  - {id: bs, card: Backwoods Survivalists, controller: alice}
graveyard:
  - {id: g1, card: Plains, owner: alice}
  - {id: g2, card: Plains, owner: alice}
  - {id: g3, card: Grizzly Bears, owner: alice}
  - {id: g4, card: Lightning Bolt, owner: alice}
  - {id: o1, card: Sol Ring, owner: bob}
"""
    names = ["Backwoods Survivalists"]
    g = game(base, names)
    assert pt(g, "bs") == (4, 3) and not has(g, "bs", "trample")
    g = game(base + "  - {id: g5, card: Ornithopter, owner: alice}\n", names)
    assert pt(g, "bs") == (5, 4) and has(g, "bs", "trample")


def test_601_2f_blasphemous_act_costs_one_less_for_each_creature():
    """Blasphemous Act ({8}{R}): "This spell costs {1} less to cast for each creature on the
    battlefield" -- four creatures (both players'): {4}{R} (601.2f, 113.6d)."""
    lands = "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(5))
    g = game(head() + "battlefield:\n" + lands + """
  - {id: c1, card: Grizzly Bears, controller: alice}
  - {id: c2, card: Grizzly Bears, controller: bob}
  - {id: c3, card: Grizzly Bears, controller: bob}
  - {id: c4, card: Llanowar Elves, controller: bob}
hand:
  - {id: act, card: Blasphemous Act, owner: alice}
""", ["Blasphemous Act"], ["alice: cast act"])
    assert "{4}{R}" in _cost_line(g)


def test_601_2f_ghoultree_counts_creature_cards_in_your_graveyard():
    """Ghoultree ({7}{G}): {1} less for each creature card in your graveyard -- two creature
    cards (a land doesn't count, nor a creature card in Bob's graveyard): {5}{G}."""
    lands = "".join(f"  - {{id: f{i}, card: Forest, controller: alice}}\n" for i in range(6))
    g = game(head() + "battlefield:\n" + lands + """
graveyard:
  - {id: g1, card: Grizzly Bears, owner: alice}
  - {id: g2, card: Llanowar Elves, owner: alice}
  - {id: g3, card: Forest, owner: alice}
  - {id: g4, card: Grizzly Bears, owner: bob}
hand:
  - {id: tree, card: Ghoultree, owner: alice}
""", ["Ghoultree"], ["alice: cast tree"])
    assert "{5}{G}" in _cost_line(g)


def test_502_3_cinder_marsh_stays_tapped_through_its_controllers_next_untap_step():
    """Cinder Marsh: "{T}: Add {B} or {R}. This land doesn't untap during your next untap step."
    (605.3b: resolved at once) -- Alice's next untap step (turn 3) leaves it tapped; the one
    after (turn 5) untaps it. Its "{T}: Add {C}" has no such rider."""
    lib = "".join(f"  - {{id: x{i}, card: Plains, owner: alice}}\n  - {{id: y{i}, card: Plains, owner: bob}}\n"
                  for i in range(6))
    g = game(head() + lib + """
battlefield:
  - {id: cm, card: Cinder Marsh, controller: alice}
""", ["Cinder Marsh"], ["alice: activate cm 2 R"])
    assert g.s.pools["alice"] == {"R": 1} and g.obj("cm").tapped
    run_script(g, ["T3 upkeep: wait"], "<test>")
    assert g.obj("cm").tapped
    run_script(g, ["T5 upkeep: wait"], "<test>")
    assert not g.obj("cm").tapped


def _play_reveal(land: str, hand: str, decline: bool) -> tuple[Game, list]:
    g = game(head() + f"""
hand:
  - {{id: new, card: {land}, owner: alice}}
{hand}""", [land])
    offered: list = []

    def chooser(who, ev, opts):
        offered.append((who, sorted((o.effect.id, o.declined) for o in opts)))
        return [o for o in opts if o.declined == decline][0]
    g.replacement_chooser = chooser
    run_script(g, ["alice: play new"], "<test>")
    return g, offered


def test_701_16a_reveal_land_enters_untapped_when_a_card_is_revealed():
    """Foreboding Ruins: "As this land enters, you may reveal a Swamp or Mountain card from your
    hand. If you don't, this land enters tapped." With a Mountain card in hand Alice may reveal
    it (then the land enters untapped); with only a Plains card she can't, and it enters tapped."""
    g, offered = _play_reveal("Foreboding Ruins", "  - {id: m, card: Mountain, owner: alice}\n", decline=True)
    assert offered and g.obj("new").tapped is False
    g, offered = _play_reveal("Foreboding Ruins", "  - {id: p, card: Plains, owner: alice}\n", decline=False)
    assert not offered and g.obj("new").tapped is True


def test_701_16a_reveal_land_choosing_not_to_reveal():
    """Ancient Amphitheater (reveal a Giant card): Alice has a Giant (Hill Giant) but chooses not
    to reveal it -- the land enters tapped."""
    g, offered = _play_reveal("Ancient Amphitheater", "  - {id: gi, card: Hill Giant, owner: alice}\n",
                              decline=False)
    assert offered and g.obj("new").tapped is True


# ================================================================ more conditions (611.3a)
def test_611_3a_a_white_or_black_permanent():
    """Abzan Kin-Guard has lifelink as long as you control a white or black permanent (105.1): a
    black creature turns it on, a red one doesn't."""
    base = head() + """
battlefield:
  - {id: kg, card: Abzan Kin-Guard, controller: alice}
"""
    assert not has(game(base + "  - {id: r, card: Raging Goblin, controller: alice}\n", ["Abzan Kin-Guard"]), "kg", "lifelink")
    assert has(game(base + "  - {id: z, card: Scathe Zombies, controller: alice}\n", ["Abzan Kin-Guard"]), "kg", "lifelink")


def test_122_1_ainok_artillerist_has_reach_with_a_counter():
    """Ainok Artillerist has reach as long as it has a +1/+1 counter on it (and is then 5/2)."""
    base = head() + "battlefield:\n  - {id: a, card: Ainok Artillerist, controller: alice"
    g = game(base + "}\n", ["Ainok Artillerist"])
    assert not has(g, "a", "reach") and pt(g, "a") == (4, 1)
    g = game(base + ", counters: {'+1/+1': 1}}\n", ["Ainok Artillerist"])
    assert has(g, "a", "reach") and pt(g, "a") == (5, 2)


def test_303_4_fledgling_osprey_flies_while_enchanted_and_301_5_apprentice_while_equipped():
    """Fledgling Osprey has flying as long as it's enchanted (an Aura attached, 303.4); Kitesail
    Apprentice (1/1) gets +1/+1 and has flying as long as it's equipped (301.5) -- with
    Bonesplitter's +2/+0 it is 4/2."""
    g = game(head() + """
battlefield:
  - {id: os, card: Fledgling Osprey, controller: alice}
  - {id: ka, card: Kitesail Apprentice, controller: alice}
""", ["Fledgling Osprey", "Kitesail Apprentice"])
    assert not has(g, "os", "flying") and not has(g, "ka", "flying") and pt(g, "ka") == (1, 1)
    g = game(head() + """
battlefield:
  - {id: os, card: Fledgling Osprey, controller: alice}
  - {id: hs, card: Holy Strength, controller: alice, attached_to: os}
  - {id: ka, card: Kitesail Apprentice, controller: alice}
  - {id: bs, card: Bonesplitter, controller: alice, attached_to: ka}
""", ["Fledgling Osprey", "Kitesail Apprentice", "Holy Strength", "Bonesplitter"])
    assert has(g, "os", "flying") and pt(g, "os") == (2, 3)
    assert has(g, "ka", "flying") and pt(g, "ka") == (4, 2)


def test_611_3a_heavy_mattock_gives_a_human_an_additional_bonus():
    """Heavy Mattock: equipped creature gets +1/+1, and "as long as equipped creature is a Human,
    it gets an additional +1/+1" -- "it" is the equipped creature: a Human Warrior (Abzan
    Kin-Guard, 3/3) becomes 5/5, a Bird (Fledgling Osprey, 1/1) only 2/2."""
    g = game(head() + """
battlefield:
  - {id: h, card: Abzan Kin-Guard, controller: alice}
  - {id: m1, card: Heavy Mattock, controller: alice, attached_to: h}
  - {id: b, card: Fledgling Osprey, controller: alice}
  - {id: m2, card: Heavy Mattock, controller: alice, attached_to: b}
""", ["Heavy Mattock", "Abzan Kin-Guard", "Fledgling Osprey"])
    assert pt(g, "h") == (5, 5) and pt(g, "b") == (2, 2)
    assert pt(g, "m1") == (None, None)                   # the Equipment itself gets nothing


def test_611_3a_akki_war_paint_pumps_only_a_creature():
    """Akki War Paint: "As long as enchanted permanent is a creature, it gets +2/+1" -- "it" is the
    enchanted permanent: Grizzly Bears becomes 4/3."""
    g = game(head() + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: wp, card: Akki War Paint, controller: alice, attached_to: bear}
""", ["Akki War Paint"])
    assert pt(g, "bear") == (4, 3)


def test_613_4c_lilianas_elite_counts_creature_cards_in_your_graveyard():
    """Liliana's Elite (1/1) gets +1/+1 for each creature card in your graveyard: two creature
    cards (not the land, not Bob's creature card) -- 3/3."""
    g = game(head() + """
battlefield:
  - {id: le, card: "Liliana's Elite", controller: alice}
graveyard:
  - {id: g1, card: Grizzly Bears, owner: alice}
  - {id: g2, card: Llanowar Elves, owner: alice}
  - {id: g3, card: Swamp, owner: alice}
  - {id: g4, card: Grizzly Bears, owner: bob}
""", ["Liliana's Elite"])
    assert pt(g, "le") == (3, 3)


def test_604_3_people_of_the_woods_toughness_counts_your_forests():
    """People of the Woods (1/*): its toughness is the number of Forests you control (a CDA
    setting one side, 604.3): three Forests, 1/3; Bob's Forest doesn't count."""
    g = game(head() + """
battlefield:
  - {id: pw, card: People of the Woods, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: bob}
""", ["People of the Woods"])
    assert pt(g, "pw") == (1, 3)


def test_611_3a_glory_of_warfare_one_bonus_per_turn():
    """Glory of Warfare: creatures you control get +2/+0 during your turn and +0/+2 during turns
    other than yours."""
    board = """
battlefield:
  - {id: gw, card: Glory of Warfare, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
"""
    assert pt(game(head("alice") + board, ["Glory of Warfare"]), "bear") == (4, 2)
    assert pt(game(head("bob") + board, ["Glory of Warfare"]), "bear") == (2, 4)


def test_602_5b_formidable_needs_total_power_eight():
    """Circle of Elders: Formidable -- "{T}: Add {C}{C}{C}. Activate only if creatures you control
    have total power 8 or greater." Its own 2 power plus Crash of Rhino Beetles' 5 is 7: not
    yet; with Grizzly Bears too (9) it can be activated."""
    base = head() + """
battlefield:
  - {id: ce, card: Circle of Elders, controller: alice}
  - {id: cr, card: Crash of Rhino Beetles, controller: alice}
"""
    names = ["Circle of Elders", "Crash of Rhino Beetles"]
    assert not any(str(a).startswith("activate ce") for a in game(base, names).legal_actions())
    g = game(base + "  - {id: b, card: Grizzly Bears, controller: alice}\n", names, ["alice: activate ce 2"])
    assert g.s.pools["alice"] == {"C": 3}


def test_601_2f_alabaster_leech_adds_white_mana_to_white_spells():
    """Alabaster Leech: "White spells you cast cost {W} more to cast." -- Alice's Savannah Lions
    ({W}) costs {W}{W}; Bob's white spells are not affected by Alice's Leech ("you cast")."""
    g = game(head() + """
battlefield:
  - {id: leech, card: Alabaster Leech, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: lions, card: Savannah Lions, owner: alice}
""", ["Alabaster Leech"], ["alice: cast lions"])
    assert "{W}{W}" in _cost_line(g)
    g = game(head("bob") + """
battlefield:
  - {id: leech, card: Alabaster Leech, controller: alice}
  - {id: p1, card: Plains, controller: bob}
hand:
  - {id: lions, card: Savannah Lions, owner: bob}
""", ["Alabaster Leech"], ["bob: cast lions"])
    assert _cost_line(g).endswith("is {W} (locked in)")


# ================================================================ 702.11c, 702.18a: players
def _bolt_at(target: str, permanent: str, controller: str) -> Game:
    return game(head() + f"""
battlefield:
  - {{id: perm, card: {permanent}, controller: {controller}}}
  - {{id: m1, card: Mountain, controller: alice}}
hand:
  - {{id: bolt, card: Lightning Bolt, owner: alice}}
""", [permanent], ["alice: cast bolt", f"alice: target {target}"])


def test_702_11c_aegis_of_the_gods_gives_its_controller_hexproof():
    """Aegis of the Gods: "You have hexproof." -- its controller Bob can't be the target of
    Alice's Lightning Bolt (702.11c: the proposal is illegal, 601.2e); when Alice controls the
    Aegis, Bob is a legal target."""
    g = _bolt_at("bob", "Aegis of the Gods", "bob")
    assert any(e.rule == "601.2e" and "702.11c" in e.text for e in g.log)
    assert g.item("bolt") is None
    g = _bolt_at("bob", "Aegis of the Gods", "alice")          # Alice's Aegis: Bob is targetable
    assert not any(e.rule == "601.2e" for e in g.log) and g.item("bolt") is not None


def test_702_18a_ivory_mask_gives_shroud_even_against_your_own_spells():
    """Ivory Mask: "You have shroud." -- no spell can target its controller, not even their own
    (702.18a)."""
    g = _bolt_at("alice", "Ivory Mask", "alice")
    assert any(e.rule == "601.2e" and "702.18" in e.text for e in g.log)


# ================================================================ 602.5b: timing restrictions
def test_602_5b_activate_only_during_your_turn():
    """Disrupting Scepter: "{3}, {T}: Target player discards a card. Activate only during your
    turn." -- on its controller's turn it can be activated, on the opponent's turn not."""
    lands = "".join(f"  - {{id: w{i}, card: Wastes, controller: alice}}\n" for i in range(3))
    board = "battlefield:\n  - {id: sc, card: Disrupting Scepter, controller: alice}\n" + lands
    assert any(str(a).startswith("activate sc") for a in game(head("alice") + board, ["Disrupting Scepter"]).legal_actions())
    g = game(head("bob") + board, ["Disrupting Scepter"], ["bob: pass"])
    assert g.s.priority == "alice"
    assert not any(str(a).startswith("activate sc") for a in g.legal_actions())


def test_602_5b_before_attackers_are_declared():
    """Shu Farmer: "{T}: You gain 1 life. Activate only during your turn, before attackers are
    declared." -- in the precombat main phase yes; in the postcombat main phase (508.1: attackers
    were declared in between) no."""
    board = "battlefield:\n  - {id: sf, card: Shu Farmer, controller: alice}\n"
    g = game(head() + board, ["Shu Farmer"], ["alice: activate sf 1", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 21
    g = game(head().replace("step: precombat_main", "step: postcombat_main") + board, ["Shu Farmer"])
    assert not any(str(a).startswith("activate sf") for a in g.legal_actions())


# ================================================================ 700.5: devotion
def test_700_5_purphoros_is_a_creature_only_with_devotion_five():
    """Purphoros, God of the Forge ({3}{R}): "As long as your devotion to red is less than five,
    Purphoros isn't a creature." Its own {R} and Ashenmoor Gouger's three {B/R} hybrid symbols
    (each counts for red, 700.5) make four: not a creature (205.1a). With Goblin Guide ({R}) it
    is five: a 6/5 creature (700.5a: devotion counted before the type-changing effect). An
    opponent's red permanents don't count."""
    base = head() + """
battlefield:
  - {id: pu, card: "Purphoros, God of the Forge", controller: alice}
  - {id: go, card: Ashenmoor Gouger, controller: alice}
  - {id: bg, card: Goblin Guide, controller: bob}
"""
    names = ["Purphoros, God of the Forge"]
    g = game(base, names)
    assert "creature" not in g.ch("pu").types and "enchantment" in g.ch("pu").types
    g = game(base + "  - {id: gg, card: Goblin Guide, controller: alice}\n", names)
    assert "creature" in g.ch("pu").types and pt(g, "pu") == (6, 5)


def test_604_3_enigma_drake_counts_instant_and_sorcery_cards():
    """Enigma Drake (*/4): its power is the number of instant and sorcery cards in your graveyard
    (a CDA, 604.3): a Lightning Bolt and a sorcery card make 2; the creature card doesn't count."""
    g = game(head() + """
battlefield:
  - {id: ed, card: Enigma Drake, controller: alice}
graveyard:
  - {id: g1, card: Lightning Bolt, owner: alice}
  - {id: g2, card: Stone Rain, owner: alice}
  - {id: g3, card: Grizzly Bears, owner: alice}
""", ["Enigma Drake", "Stone Rain"])
    assert pt(g, "ed") == (2, 4)


def test_611_3a_five_mana_values_and_permanent_cards_in_your_graveyard():
    """Syndicate Infiltrator (3/3) gets +2/+2 as long as there are five or more mana values among
    cards in your graveyard (202.3: a land's is 0); Basking Capybara (1/3), Descend 4: +3/+0 with
    four or more permanent cards in your graveyard (an instant card is not one)."""
    four = """
  - {id: g0, card: Plains, owner: alice}
  - {id: g1, card: Llanowar Elves, owner: alice}
  - {id: g2, card: Grizzly Bears, owner: alice}
  - {id: g3, card: Stone Rain, owner: alice}
"""
    base = head() + """
battlefield:
  - {id: si, card: Syndicate Infiltrator, controller: alice}
  - {id: bc, card: Basking Capybara, controller: alice}
graveyard:
""" + four
    names = ["Syndicate Infiltrator", "Basking Capybara", "Stone Rain"]
    g = game(base, names)            # mana values 0, 1, 2, 3; three permanent cards
    assert pt(g, "si") == (3, 3) and pt(g, "bc") == (1, 3)
    g = game(base + "  - {id: g4, card: Hill Giant, owner: alice}\n", names)   # + 4; four permanent cards
    assert pt(g, "si") == (5, 5) and pt(g, "bc") == (4, 3)


def test_613_4d_twisted_image_switches_after_other_pt_changes():
    """613.4d: switching power and toughness applies after the effects of 7a-7c: Grizzly Bears
    (2/2) equipped with Bonesplitter (+2/+0, layer 7c) is 4/2; Twisted Image ("Switch target
    creature's power and toughness until end of turn. Draw a card.") makes it 2/4, and alice draws."""
    assert fully_compiled("Twisted Image")
    g = game(head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: split, card: Bonesplitter, controller: bob, attached_to: bear}
hand:
  - {id: ti, card: Twisted Image, owner: alice}
""", ["Twisted Image", "Bonesplitter"], ["alice: cast ti target=bear", "alice: pass", "bob: pass"])
    assert pt(g, "bear") == (2, 4)
    assert g.obj("la1").zone == "hand"



def test_701_9b_unleash_fury_doubles_power_as_it_resolves():
    """701.9a-b: "Double the power of target creature until end of turn." -- it gets +X/+0,
    X its power as the spell resolves: Hill Giant (3/3) becomes 6/3; a Giant Growth afterwards
    (+3/+3) makes it 9/6 -- the doubling doesn't grow with it (it's a fixed +3/+0, 613.4c)."""
    assert fully_compiled("Unleash Fury")
    g = game(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: giant, card: Hill Giant, controller: alice}
hand:
  - {id: fury, card: Unleash Fury, owner: alice}
  - {id: gg, card: Giant Growth, owner: alice}
""", ["Unleash Fury", "Giant Growth"], ["alice: cast fury target=giant", "alice: pass", "bob: pass"])
    assert pt(g, "giant") == (6, 3)
    run_script(g, ["alice: cast gg target=giant", "alice: pass", "bob: pass"], "<test>")
    assert pt(g, "giant") == (9, 6)
