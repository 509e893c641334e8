"""One card model read by every feature (issue 14): a card written once, inline or in the library,
works in every command, and nothing it says is ignored silently. Expected values from the CR."""
from __future__ import annotations

import json
import textwrap

import pytest

from game_helpers import game_from, rules, zone
from pyengine.cards.library import CardLibrary
from pyengine.cards.parse import Place
from pyengine.cli.main import main
from pyengine.errors import ScenarioError
from pyengine.replacement.apply import ReplacementEngine
from pyengine.replacement.events import scenario_events
from pyengine.scenario import load_scenario_text
from pyengine.targets.targeting import Targeting

LIBS = """
library:
  - {id: la, card: Plains, owner: alice}
  - {id: lb, card: Plains, owner: bob}
"""


# ------------------------------------------------------------------ one spell ability for targets and play
def test_lightning_bolt_deals_3_in_play():
    """Lightning Bolt "deals 3 damage to any target" (608.2c); lethal damage destroys the Bears
    (120.3, 704.5g). Its target requirement is the one `mtgrules targets` uses."""
    g = game_from("""
    players: [alice, bob]
    active_player: alice
    step: precombat_main
    battlefield:
      - {id: m1, card: Mountain, controller: alice}
      - {id: bear, card: Grizzly Bears, controller: bob}
    hand:
      - {id: bolt, card: Lightning Bolt, owner: alice}
    """, ["alice: cast bolt target=bear", "alice: pass", "bob: pass"])
    assert any(e.rule == "120.3" and "3 damage" in e.text for e in g.log)
    assert zone(g, "bear") == "graveyard" and "704.5g" in rules(g)
    spell = CardLibrary.bundled().get("Lightning Bolt", Place("<test>", "")).spell_ability
    assert [i.id for i in spell.parts["targets"].instances] == ["t1"]


PACIFISM = """
players: [alice, bob]
active_player: alice
step: precombat_main
cards:
  - name: Test Sanctuary
    mana_cost: "{W}"
    types: [instant]
    oracle: Target creature gains protection from white until end of turn.
    abilities:
      - spell:
          targets: [creature]
          effect: [{continuous: {add_abilities: [protection from white]}, on: target, duration: end_of_turn}]
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: pac, card: Pacifism, owner: alice}
  - {id: sanct, card: Test Sanctuary, owner: bob}
"""


def test_pacifism_targets_in_the_targets_program():
    """303.4a: an Aura spell requires a target, defined by its enchant ability (115.1b): the
    target program lists the creatures for Pacifism on the stack."""
    sc = load_scenario_text(PACIFISM + "stack:\n  - {id: cast, card: Pacifism, controller: alice}\n", "<test>")
    t = Targeting.from_scenario(sc, item="cast")
    assert t.candidates() == {"t1": ["bear"]}


def test_pacifism_on_a_creature_that_gained_protection_is_countered_on_resolution():
    """608.2b: Pacifism's only target became illegal (protection from white, 702.16b), so it
    doesn't resolve: removed from the stack to its owner's graveyard, the bear unenchanted."""
    g = game_from(PACIFISM + LIBS, ["alice: cast pac target=bear", "alice: pass",
                                     "bob: cast sanct target=bear", "bob: pass", "alice: pass",
                                     "alice: pass", "bob: pass"])
    assert zone(g, "pac") == "graveyard"
    assert g.obj("pac").attached_to is None
    assert "608.2b" in rules(g)


# ------------------------------------------------------------------ triggered abilities (603.2)
def test_sulfuric_vortex_triggers_at_each_upkeep():
    """603.2: "At the beginning of each player's upkeep, this enchantment deals 2 damage to that
    player." It triggers at bob's upkeep (turn 2): bob takes 2, alice none."""
    g = game_from(textwrap.dedent("""
    players: [alice, bob]
    active_player: alice
    step: precombat_main
    battlefield:
      - {id: vortex, card: Sulfuric Vortex, controller: alice}
    """) + LIBS, ["T2 precombat_main: wait"])
    assert g.s.players["bob"].life == 18
    assert g.s.players["alice"].life == 20


# ------------------------------------------------------------------ reminder text (702.11d)
KNIGHT = """
players: [alice, bob]
active_player: bob
cards:
  - name: Test Knight
    types: [creature]
    power: 2
    toughness: 2
    oracle: "Hexproof from black (This creature can't be the target of black spells or abilities your opponents control.)"
    abilities: [{text: "Hexproof from black (This creature can't be the target of black spells or abilities your opponents control.)"}]
  - {name: Test Terminate, mana_cost: "{B}{R}", types: [instant], abilities: [{spell: {targets: [creature], effect: [{destroy: target}]}}]}
  - {name: Test Smite, mana_cost: "{W}", types: [instant], abilities: [{spell: {targets: [creature], effect: [{destroy: target}]}}]}
battlefield:
  - {id: knight, card: Test Knight, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
"""


def test_reminder_text_is_stripped_and_hexproof_from_black_stops_a_black_spell():
    """702.11d: "hexproof from black" means it can't be the target of black spells or abilities
    from black sources that opponents control; the reminder text in parentheses has no effect."""
    card = load_scenario_text(KNIGHT, "<test>").obj("knight").card
    assert [(a.kind, a.args) for a in card.abilities] == [("hexproof_from", ("color", "black"))]
    sc = load_scenario_text(KNIGHT + "stack:\n  - {id: term, card: Test Terminate, controller: bob}\n", "<test>")
    assert Targeting.from_scenario(sc, item="term").candidates() == {"t1": ["bear"]}
    sc = load_scenario_text(KNIGHT + "stack:\n  - {id: smite, card: Test Smite, controller: bob}\n", "<test>")
    assert Targeting.from_scenario(sc, item="smite").candidates() == {"t1": ["bear", "knight"]}


# ------------------------------------------------------------------ replacement abilities of inline cards (614.12)
SLOWPOKE = """
players: [alice, bob]
active_player: alice
cards:
  - name: Test Slowpoke
    types: [creature]
    power: 2
    toughness: 2
    oracle: This creature enters tapped.
    abilities:
      - {replacement: {scope: entering, watches: zone_change, going_to: battlefield, affected: {object: self},
                       enter_tapped: true}, text: This creature enters tapped.}
hand:
  - {id: poke, card: Test Slowpoke, owner: alice}
events:
  - {kind: zone_change, obj: poke, from_zone: hand, to_zone: battlefield, player: alice}
"""


def _entering_tapped(text: str) -> list[bool]:
    sc = load_scenario_text(text, "<test>")
    eng = ReplacementEngine(sc)
    (q,) = [eng.query(evs, max_orders=10) for _, evs in scenario_events(sc)]
    (out,) = q.outcomes
    return [e.tapped for e in out.events]


def test_inline_card_replacement_ability_applies():
    """614.1c: "This creature enters tapped" is a replacement effect of the card's own ability."""
    assert _entering_tapped(SLOWPOKE) == [True]


def test_inline_card_replacement_ability_stops_under_humility():
    """614.12: whether it applies is checked on the permanent as it would exist on the
    battlefield, with the continuous effects that already exist: Humility (creatures lose all
    abilities) takes the ability away, so it enters untapped."""
    text = SLOWPOKE.replace("hand:", "battlefield:\n  - {id: hum, card: Humility, controller: bob}\nhand:")
    assert _entering_tapped(text) == [False]


# ------------------------------------------------------------------ no silent no-ops
def test_script_target_on_a_spell_with_no_target_is_an_error():
    """601.2c: a spell with no targets chooses none; a script line giving it one is a mistake."""
    with pytest.raises(ScenarioError, match="target=bear was never asked for"):
        game_from(textwrap.dedent("""
        players: [alice, bob]
        active_player: alice
        step: precombat_main
        cards:
          - {name: Test Gift, mana_cost: "{W}", types: [sorcery], abilities: [{spell: {effect: [{gain_life: 1}]}}]}
        battlefield:
          - {id: p1, card: Plains, controller: alice}
          - {id: bear, card: Grizzly Bears, controller: bob}
        hand:
          - {id: gift, card: Test Gift, owner: alice}
        """) + LIBS, ["alice: cast gift target=bear", "alice: pass", "bob: pass"])


def test_script_target_the_spell_cannot_take_is_an_error():
    with pytest.raises(ScenarioError, match="not legal"):
        game_from(textwrap.dedent("""
        players: [alice, bob]
        active_player: alice
        step: precombat_main
        battlefield:
          - {id: m1, card: Mountain, controller: alice}
          - {id: wall, card: Plains, controller: bob}
        hand:
          - {id: bolt, card: Lightning Bolt, owner: alice}
        """) + LIBS, ["alice: cast bolt target=wall"])


SKULLCRACK = ("Players play a Magic subgame, using their libraries as their decks. Each player who doesn't win the "
              "subgame loses half their life, rounded up.")
PLAGUE = textwrap.dedent("""
players: [alice, bob]
active_player: alice
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: swamp, card: Swamp, controller: bob}
stack:
  - {id: spores, card: Shahrazad, controller: alice}
""")


def test_unsupported_clause_is_reported_and_strict_refuses(tmp_path, capsys):
    """Shahrazad's spell ability (compiled as unsupported: a Magic subgame, 726.1) is not
    executed: `play` warns on stderr and lists it in JSON; --strict makes it an error (exit 2)."""
    f = tmp_path / "spores.yaml"
    f.write_text(PLAGUE)
    assert main(["play", str(f), "--json"]) == 0
    cap = capsys.readouterr()
    assert "Shahrazad (spores): ability 1 is not executed" in cap.err
    out = json.loads(cap.out)
    assert [u["unsupported"] for u in out["unsupported"]] == [[SKULLCRACK]]
    assert main(["play", str(f), "--strict"]) == 2
    assert "Players play a Magic subgame" in capsys.readouterr().err
    # the layer system doesn't need a spell's instructions: no warning there
    assert main(["layers", str(f)]) == 0
    assert "warning" not in capsys.readouterr().err


def test_cards_json_shows_each_ability_and_the_features_executing_it(capsys):
    assert main(["cards", "Pacifism", "--json"]) == 0
    card = json.loads(capsys.readouterr().out)
    by_text = {a["text"]: a for a in card["abilities"]}
    assert set(by_text["Enchant creature"]["executed_by"]) >= {"targets", "play"}
    assert set(by_text["Enchanted creature can't attack or block."]["executed_by"]) >= {"combat", "play"}
    assert card["fully_executed"] is True
    assert main(["cards", "Shahrazad", "--json"]) == 0
    card = json.loads(capsys.readouterr().out)
    assert card["fully_executed"] is False
    assert card["abilities"][0]["unsupported"] == [SKULLCRACK]


def test_card_keys_of_the_old_per_feature_forms_are_refused():
    """One place per ability: a top-level `targets:` or `spell:` is an error naming where it goes."""
    with pytest.raises(ScenarioError, match="spell ability"):
        load_scenario_text("players: [a, b]\ncards:\n  - {name: X, types: [instant], targets: [creature]}\n", "<t>")


# ------------------------------------------------------------------ library spells in play (611.2, 613)
BOARD = """
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: angel, card: Serra Angel, controller: bob, tapped: true}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: frog, card: Turn to Frog, owner: alice}
  - {id: threat, card: Threaten, owner: alice}
  - {id: growth, card: Giant Growth, owner: alice}
  - {id: overrun, card: Overrun, owner: alice}
""" + LIBS


def test_turn_to_frog_until_end_of_turn():
    """Turn to Frog: "Until end of turn, target creature loses all abilities and becomes a blue Frog
    with base power and toughness 1/1." Serra Angel (4/4 flying, vigilance) is a 1/1 blue Frog
    without abilities (613.1d/e/f, 613.4b); at cleanup the effect ends (514.2)."""
    g = game_from(BOARD, ["alice: cast frog target=angel", "alice: pass", "bob: pass"])
    ch = g.ch("angel")
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes, ch.ability_terms) == (1, 1, ("blue",), ("Frog",), ())
    assert "creature" in ch.types
    from pyengine.game.players import run_script
    run_script(g, ["T2 upkeep: wait"])
    ch = g.ch("angel")
    assert (ch.power, ch.toughness, ch.colors) == (4, 4, ("white",))


def test_threaten_gains_control_untaps_and_gives_haste_until_end_of_turn():
    """Threaten: untap target creature, gain control of it until end of turn (613.1b), it gains
    haste (so it can attack, 302.6); control returns at end of turn (514.2)."""
    g = game_from(BOARD, ["alice: cast threat target=angel", "alice: pass", "bob: pass"])
    ch = g.ch("angel")
    assert ch.controller == "alice" and not g.obj("angel").tapped
    assert ("kw", ("haste",)) in ch.ability_terms
    from pyengine.game.players import run_script
    run_script(g, ["T2 upkeep: wait"])
    assert g.ch("angel").controller == "bob"


def test_overrun_locks_the_creatures_it_affects():
    """611.2c: "Creatures you control get +3/+3 and gain trample until end of turn" affects only the
    creatures alice controlled as it resolved: the Bears get +3/+3 and trample; Serra Angel, bob's,
    doesn't."""
    g = game_from(BOARD.replace("m3, card: Mountain", "m3, card: Forest").replace(
        "f1, card: Forest", "f1, card: Forest").replace("i1, card: Island", "i1, card: Forest")
        .replace("i2, card: Island", "i2, card: Forest").replace("m2, card: Mountain", "m2, card: Forest"),
        ["alice: cast overrun", "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (5, 5)
    assert ("kw", ("trample",)) in g.ch("bear").ability_terms
    assert (g.ch("angel").power, g.ch("angel").toughness) == (4, 4)
