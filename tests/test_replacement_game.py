"""The game loop routes every event through the replacement machinery (Game.perform ->
pyengine.replacement.apply_to_event, CR 614.1, 616.1)."""
from game_helpers import game_from, zone

HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
"""


def test_614_1a_furnace_of_rath_doubles_combat_damage_in_a_game():
    """Furnace of Rath: "If a source would deal damage to a permanent or player, it deals double
    that damage ... instead." An unblocked Vampire Nighthawk (2/3 lifelink) deals 4; lifelink
    makes its controller gain as much life as the damage dealt (702.15b): 4."""
    g = game_from(HEAD + """
battlefield:
  - {id: furnace, card: Furnace of Rath, controller: bob}
  - {id: hawk, card: Vampire Nighthawk, controller: alice}
""", ["T1 declare_attackers: wait", "alice: attack hawk", "alice: done", "T1 end_of_combat: wait"])
    assert g.s.players["bob"].life == 16 and g.s.players["alice"].life == 24


def test_616_1_rest_in_peace_exiles_a_creature_dying_in_combat():
    """Rest in Peace: "If a card or token would be put into a graveyard from anywhere, exile it
    instead": a creature dying of lethal damage (704.5g) is exiled."""
    g = game_from(HEAD + """
cards:
  - {name: Runeclaw Bear, mana_cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
battlefield:
  - {id: rip, card: Rest in Peace, controller: bob}
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: bear, card: Runeclaw Bear, controller: bob}
""", ["T1 declare_attackers: wait", "alice: attack giant", "alice: done",
      "T1 declare_blockers: wait", "bob: block bear giant", "bob: done", "T1 end_of_combat: wait"])
    assert zone(g, "bear") == "exile" and zone(g, "giant") == "battlefield"
