"""The bundled game examples, each with the outcome the rules give (not what the code printed)."""
import pytest

from pyengine.game.loop import Game
from pyengine.game.players import run_script
from pyengine.scenario import example_path, load_scenario


def play(name):
    path = example_path(name)
    sc = load_scenario(path)
    g = Game(sc)
    run_script(g, sc.extra["script"], path)
    return g


def test_example_601_2f_altars_reap_pays_only_b():
    g = play("game-altars-reap")
    assert [o for o in ("s1", "s2") if g.obj(o).tapped] == ["s1"]
    assert g.obj("fam").zone == "graveyard" and len(g.zone_ids("hand", "alice")) == 2


def test_example_603_4_felidar_removed_on_resolution():
    g = play("game-felidar-sovereign")
    assert not g.over and g.s.players["alice"].life == 38


def test_example_603_12_manticore_deals_three():
    g = play("game-manticore")
    assert g.s.players["bob"].life == 17 and g.obj("giant").zone == "graveyard"


def test_example_611_2b_endoskeleton_no_effect():
    g = play("game-endoskeleton")
    assert not g.s.effects and g.ch("bear").toughness == 2


def test_example_603_10a_blood_artist_three_triggers():
    g = play("game-blood-artist-wrath")
    assert g.s.players["bob"].life == 17 and g.s.players["alice"].life == 23


def test_example_three_turns_anthem_and_combat():
    """Turn 1: Lions (2/1 + Anthem = 3/2) attack unblocked: 3. Turn 3: Lions unblocked again (3),
    Soul Warden (2/2 with the Anthem) and Grizzly Bears trade (704.5g). Soul Warden saw the
    Bears enter on turn 2 (+1 life)."""
    g = play("game-three-turns")
    assert g.s.players["bob"].life == 14 and g.s.players["alice"].life == 21
    assert g.obj("warden").zone == "graveyard" and g.obj("bears").zone == "graveyard"
    assert g.s.turn == 3 and g.s.step == "end"


def _with_card(spell: dict, battlefield: str = "", script=None):
    import textwrap
    import yaml
    from pyengine.scenario import load_scenario_text
    spell = dict(spell)
    if "spell" in spell:                        # the card's spell ability (docs/cards.md)
        spell["abilities"] = [{"spell": spell.pop("spell")}]
    text = textwrap.dedent("""
    players: [alice, bob]
    active_player: alice
    step: precombat_main
    library:
      - {id: l1, card: Plains, owner: alice}
      - {id: l2, card: Plains, owner: bob}
    battlefield:
      - {id: p1, card: Plains, controller: alice}
      - {id: p2, card: Swamp, controller: alice}
    """) + battlefield + "hand:\n  - id: c\n    owner: alice\n    card: " + yaml.safe_dump(spell, default_flow_style=True)
    g = Game(load_scenario_text(text))
    run_script(g, script or [])
    return g


def test_107_4f_phyrexian_mana_paid_with_two_life():
    g = _with_card({"name": "Test Phyrexian", "mana_cost": "{1}{B/P}", "types": ["sorcery"],
                    "spell": {"effect": [{"draw": 1}]}},
                   script=["alice: cast c", "alice: pay_with 1 life", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 18
    assert len(g.zone_ids("hand", "alice")) == 1


def test_500_11_skip_next_draw_step():
    g = _with_card({"name": "Test Skip", "mana_cost": "{W}", "types": ["sorcery"],
                    "spell": {"effect": [{"skip": "draw", "player": "each_opponent"}]}},
                   script=["alice: cast c", "alice: pass", "bob: pass", "T2 precombat_main: wait"])
    assert g.s.active == "bob" and g.obj("l2").zone == "library"
    assert any(e.rule == "500.11" for e in g.log)


def test_500_8_additional_combat_phase():
    g = _with_card({"name": "Test Combat", "mana_cost": "{W}", "types": ["sorcery"],
                    "spell": {"effect": [{"extra_phase": "combat"}]}},
                   script=["alice: cast c", "alice: pass", "bob: pass", "T1 end: wait"])
    begins = [e.step for e in g.log if "beginning of combat step begins" in e.text]
    assert begins == ["beginning_of_combat", "beginning_of_combat"]


def test_704_5e_copy_of_a_card_outside_stack_and_battlefield_ceases_to_exist():
    import textwrap
    from pyengine.scenario import load_scenario_text
    g = Game(load_scenario_text(textwrap.dedent("""
    players: [alice, bob]
    graveyard:
      - {id: orig, card: Grizzly Bears, owner: alice}
      - {id: cp, card: Grizzly Bears, owner: alice, copy_of: orig}
    """)))
    assert "cp" not in g.s.objects and "orig" in g.s.objects


def test_601_2d_damage_divided_among_targets_and_608_2b_illegal_part():
    """601.2d: the division is announced on casting, each target gets at least 1. Forked Bolt-like
    "2 damage divided as you choose among one or two targets"."""
    card = {"name": "Test Forked Bolt", "mana_cost": "{W}", "types": ["sorcery"],
            "spell": {"targets": ["any", {"any": True, "optional": True}], "divide": 2,
                      "effect": [{"damage": "divided"}]}}
    g = _with_card(card, "  - {id: bear, card: Grizzly Bears, controller: bob}\n",
                   ["alice: cast c target=bob,bear", "alice: pass", "bob: pass"])
    assert any(e.rule == "601.2d" for e in g.log)
    assert g.s.players["bob"].life == 19 and g.obj("bear").damage == 1
    one = _with_card(card, "  - {id: bear, card: Grizzly Bears, controller: bob}\n",
                     ["alice: cast c target=bob", "alice: no_target", "alice: pass", "bob: pass"])
    assert one.s.players["bob"].life == 18


def test_601_2d_division_choices_listed():
    card = {"name": "Test Fork", "mana_cost": "{W}", "types": ["sorcery"],
            "spell": {"targets": ["any", "any"], "divide": 3, "effect": [{"damage": "divided"}]}}
    g = _with_card(card, "", ["alice: cast c target=alice,bob"])
    assert g.decision.kind == "divide"
    assert {str(a) for a in g.legal_actions()} == {"divide 1 2", "divide 2 1", "cancel"}


def test_500_5_until_end_of_combat_and_until_your_next_turn_durations():
    card = {"name": "Test Durations", "mana_cost": "{W}", "types": ["instant"],
            "spell": {"effect": [
                {"continuous": {"affects": "creature", "modify_pt": "+1/+1"}, "duration": "end_of_combat"},
                {"continuous": {"affects": "creature", "modify_pt": "+0/+2"}, "duration": "until_your_next_turn"}]}}
    g = _with_card(card, "  - {id: bear, card: Grizzly Bears, controller: alice}\n",
                   ["alice: cast c", "alice: pass", "bob: pass", "T1 postcombat_main: wait"])
    assert g.ch("bear").power == 2 and g.ch("bear").toughness == 4
    run_script(g, ["T2 upkeep: wait"])
    assert g.ch("bear").toughness == 4                 # bob's turn: still there
    run_script(g, ["T3 upkeep: wait"])
    assert g.ch("bear").toughness == 2                 # alice's next turn began


def test_example_103_opening_hand():
    """103.5: bob's mulligan leaves him six cards (one on the bottom); 103.6a: the Leyline begins on the
    battlefield; 103.6b, 603.7a: the revealed Chancellor's delayed ability makes the Goblin at the first
    upkeep; 103.8a: alice didn't draw (seven cards less the two she used)."""
    g = play("game-opening-hand")
    assert len(g.zone_ids("hand", "bob")) == 6 and g.s.library["bob"][-1] == "b2"
    assert g.obj("a1").zone == "battlefield"
    assert [o.card.name for o in g.s.objects.values() if o.token] == ["Phyrexian Goblin"]
    assert len(g.zone_ids("hand", "alice")) == 6

