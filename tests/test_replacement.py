"""Replacement and prevention effects and their interaction (CR 614, 615, 616).

Every expected answer is taken from the rule text or its example (quoted in the docstring), never
from the program's output. Scenarios are the bundled examples pyengine/examples/replacement-*.yaml
or small inline ones."""
from __future__ import annotations

import pytest

from pyengine.errors import IllegalActionError
from pyengine.events import Event
from pyengine.replacement.apply import (Option, ReplacementEngine, apply_replacements, query_scenario,
                                  scenario_events)
from pyengine.scenario import example_path, load_scenario, load_scenario_text


def run(name: str) -> dict:
    sc = load_scenario(example_path(name))
    return dict(query_scenario(sc, max_orders=100))


def final(out) -> list[tuple]:
    """An outcome's events as comparable tuples (kind, obj/target, amount, to_zone, flags)."""
    return sorted((e.kind, e.obj or e.target or e.player, e.amount, e.to_zone, e.tapped, e.as_copy_of,
                   e.choices) for e in out.events)


def orders(out) -> list[list[str]]:
    return [[str(s) for s in o] for o in out.orders]


BASE = """
players: [alice, bob]
active_player: alice
cards:
  - {name: Runeclaw Bear, mana_cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
  - {name: Ember Hauler, mana_cost: "{R}{R}", types: [creature], subtypes: [Goblin], power: 2, toughness: 2}
"""


def inline(text: str):
    sc = load_scenario_text(BASE + text, "<test>")
    eng = ReplacementEngine(sc)
    return sc, eng, [eng.query(evs, max_orders=100) for _, evs in scenario_events(sc)]


# ------------------------------------------------------------------ 614
def test_614_5_two_doublers_make_four_times():
    """614.5 example: with two "deals double that damage instead" permanents, a creature that
    normally deals 2 damage deals 8 -- not 4, and not an infinite amount."""
    q = run("replacement-two-doublers")["event1"]
    assert len(q.outcomes) == 1
    (out,) = q.outcomes
    assert final(out) == [("damage", "bob", 8, None, False, None, ())]
    assert sorted(orders(out)) == [["violence1.1", "violence2.1"], ["violence2.1", "violence1.1"]]
    # the affected player chooses the order (616.1)
    assert q.handled[0].chooser == "bob"


def test_614_5_an_effect_already_applied_cannot_apply_again():
    """614.5: a replacement effect gets one opportunity to affect an event or any modified event
    replacing it; asking to apply it again is a 614.5 violation."""
    sc = load_scenario(example_path("replacement-two-doublers"))
    eng = ReplacementEngine(sc)
    ev = Event("damage", source="bear", target="bob", amount=4, applied=("violence1.1",))
    assert eng.check_choice(ev, "violence1.1") == ["614.5"]
    assert eng.check_choice(ev, "violence2.1") == []


def test_614_7a_zero_damage_is_no_event():
    """614.7a: "If a source would deal 0 damage, it does not deal damage at all. Replacement
    effects that would increase the damage ... have no event to replace." """
    _, _, (q,) = inline("""
battlefield:
  - {id: furnace, card: Furnace of Rath, controller: bob, timestamp: 1}
  - {id: hauler, card: Ember Hauler, controller: alice, timestamp: 2}
events:
  - {kind: damage, source: hauler, target: bob, amount: 0}
""")
    assert q.handled[0].void and q.handled[0].options == []
    (out,) = q.outcomes
    assert out.events == () and out.n_orders == 1


def test_614_8_regeneration_replaces_destruction_only():
    """614.8: regeneration is a destruction-replacement effect: "The next time [permanent] would
    be destroyed this turn, instead remove all damage marked on it and its controller taps it."
    Being sacrificed isn't being destroyed (701.8 / 701.21); the shield is used up once applied."""
    res = run("replacement-regenerate-redirect")
    (out,) = res["destroyed"].outcomes
    assert [(e.kind, e.obj) for e in out.events] == [("regenerate", "skeletons")]
    assert out.spent == ("regen",)
    (out,) = res["sacrificed"].outcomes
    assert final(out) == [("zone_change", "skeletons", 0, "graveyard", False, None, ())]
    assert res["sacrificed"].handled[0].violations["regen"] == ["616.1f"]


def test_614_9_redirection():
    """614.9: an effect replacing damage dealt to one player with the same damage dealt to a
    creature (Pariah: "All damage that would be dealt to you is dealt to enchanted creature
    instead")."""
    (out,) = run("replacement-regenerate-redirect")["bolt_to_alice"].outcomes
    assert final(out) == [("damage", "bear", 2, None, False, None, ())]


def test_614_9_redirection_to_a_noncreature_does_nothing():
    """614.9: "If one of those permanents ... is no longer a battle, creature, or planeswalker
    when the damage would be redirected, the effect does nothing." """
    _, eng, (q,) = inline("""
battlefield:
  - {id: rock, card: {name: Plain Rock, types: [artifact]}, controller: alice, timestamp: 1}
  - {id: pariah, card: Pariah, controller: alice, attached_to: rock, timestamp: 2}
  - {id: hauler, card: Ember Hauler, controller: bob, timestamp: 3}
events:
  - {kind: damage, source: hauler, target: alice, amount: 2}
""")
    assert q.handled[0].violations["pariah.1"] == ["614.9"]
    (out,) = q.outcomes
    assert final(out) == [("damage", "alice", 2, None, False, None, ())]


def test_614_11_616_2_life_gain_to_draw_to_return():
    """616.2 example: "If you would gain life, draw that many cards instead" and "If you would
    draw a card, return a card from your graveyard to your hand instead" combine: instead of
    gaining 1 life, the player puts a card from their graveyard into their hand. (Gaining 2:
    two draws, 121.2, each replaced, 614.11.)"""
    res = run("replacement-gain-draw-return")
    (out,) = res["event1"].outcomes
    assert final(out) == [("zone_change", "alice", 0, "hand", False, None, ())]
    assert orders(out) == [["draw_instead", "return_instead"]]
    (out,) = res["event2"].outcomes
    assert [e.to_zone for e in out.events] == ["hand", "hand"]


def test_614_12_orb_of_dreams_does_not_affect_itself():
    """614.12 example: "Orb of Dreams is an artifact that says 'Permanents enter tapped.' It
    won't affect itself, so Orb of Dreams enters the battlefield untapped." """
    (out,) = run("replacement-enters-tapped")["orb_enters"].outcomes
    assert [e.tapped for e in out.events] == [False]


def test_614_12_orb_of_dreams_affects_another_entering_permanent():
    """614.1d: "Permanents enter tapped" is a replacement effect on other permanents entering."""
    _, _, (q,) = inline("""
battlefield:
  - {id: orb, card: Orb of Dreams, controller: bob, timestamp: 1}
hand:
  - {id: bear, card: Runeclaw Bear, owner: alice}
events:
  - {kind: zone_change, obj: bear, from_zone: hand, to_zone: battlefield, player: alice}
""")
    (out,) = q.outcomes
    assert [e.tapped for e in out.events] == [True]


def test_614_12_scarwood_treefolk_from_graveyard_under_yixlid_jailer():
    """614.12 example: Yixlid Jailer says "Cards in graveyards lose all abilities." A Scarwood
    Treefolk ("This creature enters tapped") put onto the battlefield from a graveyard enters
    tapped: it is checked as it would exist on the battlefield."""
    (out,) = run("replacement-enters-tapped")["treefolk_returns"].outcomes
    assert [e.tapped for e in out.events] == [True]


def test_614_15_616_1a_self_replacement_first():
    """614.15 / 616.1a: self-replacement effects are applied before other replacement effects:
    Searing Blaze's landfall "3 damage instead", then Furnace of Rath doubles it: 6."""
    q = run("replacement-searing-blaze")["event1"]
    assert q.handled[0].first_choices == ["landfall"]
    assert q.handled[0].violations["furnace.1"] == ["616.1a"]
    assert q.handled[0].step_rule == "616.1a"
    (out,) = q.outcomes
    assert out.events[0].amount == 6
    assert orders(out) == [["landfall", "furnace.1"]]


def test_614_17_cant_is_not_replacement_and_blocks_others():
    """614.17 / 614.17c: "Players can't gain life this turn": the event can't happen, and only a
    self-replacement effect could modify it, so Boon Reflection ("you gain twice that much life
    instead") does nothing."""
    q = run("replacement-skullcrack")["event2"]
    h = q.handled[0]
    assert h.cannot == ["no_lifegain"]
    assert h.violations["reflection.1"] == ["614.17c"]
    (out,) = q.outcomes
    assert out.events == () and out.cannot == (("life_gain bob 4", "no_lifegain"),)


def test_614_17_erebos_only_stops_opponents():
    """Erebos, God of the Dead: "Your opponents can't gain life." Its controller's life gain is
    doubled by Boon Reflection as usual (616.1e); the opponent's can't happen (614.17)."""
    _, _, (mine, theirs) = inline("""
battlefield:
  - {id: erebos, card: "Erebos, God of the Dead", controller: alice, timestamp: 1}
  - {id: boon_a, card: Boon Reflection, controller: alice, timestamp: 2}
  - {id: boon_b, card: Boon Reflection, controller: bob, timestamp: 3}
events:
  - {kind: life_gain, player: alice, amount: 3}
  - {kind: life_gain, player: bob, amount: 3}
""")
    (out,) = mine.outcomes
    assert final(out) == [("life_gain", "alice", 6, None, False, None, ())]
    (out,) = theirs.outcomes
    assert out.events == () and out.cannot[0][1] == "erebos.1"


# ------------------------------------------------------------------ 615
def test_615_7_shield_counts_damage_and_owner_chooses_which():
    """615.7: "Prevent the next 3 damage" is a shield; "If damage would be dealt to the shielded
    permanent ... by two or more applicable sources at the same time, the player or the
    controller of the permanent chooses which damage the shield prevents." Two sources dealing 2
    each: 3 prevented in total, 1 dealt by one source or the other."""
    q = run("replacement-shields")["two_sources_at_once"]
    assert len(q.outcomes) == 2
    got = sorted(tuple(sorted((e.source, e.amount) for e in o.events)) for o in q.outcomes)
    assert got == [(("goblin", 1),), (("hauler", 1),)]
    for o in q.outcomes:
        assert sum(p[2] for p in o.prevented) == 3
        assert o.shields == (("salve", 0),) and "salve" in o.spent


def test_615_7_shield_partly_used_keeps_the_rest():
    """615.7: "Preventing 1 damage reduces the remaining shield by 1." A 3-shield against 2
    damage prevents all 2 and has 1 left."""
    _, _, (q,) = inline("""
battlefield:
  - {id: bear, card: Runeclaw Bear, controller: alice, timestamp: 1}
  - {id: hauler, card: Ember Hauler, controller: bob, timestamp: 2}
replacement_effects:
  - {id: salve, controller: alice, timestamp: 5, watches: damage, affected: {object: {object: bear}}, shield: 3}
events:
  - {kind: damage, source: hauler, target: bear, amount: 2}
""")
    (out,) = q.outcomes
    assert out.events == () and out.prevented == (("salve", "bear", 2),)
    assert out.shields == (("salve", 1),) and out.spent == ()


def test_615_8_next_time_a_source_would_deal_damage():
    """615.8: "the next time a specific source would deal damage": the next instance of damage
    from that source is prevented regardless of how much it is, then the shield is gone."""
    (out,) = run("replacement-shields")["red_source"].outcomes
    assert out.events == ()
    assert out.prevented == (("cop_hauler", "alice", 5),) and out.spent == ("cop_hauler",)


def test_615_9_shield_rechecks_the_source():
    """615.9: "When the source would deal damage, the shield rechecks the source's properties.
    If the properties no longer match, the damage isn't prevented ... and the shield isn't used
    up." (The chosen Painted Goblin is no longer red.)"""
    q = run("replacement-shields")["no_longer_red"]
    assert q.handled[0].violations["cop_painted"] == ["616.1f"]
    (out,) = q.outcomes
    assert final(out) == [("damage", "alice", 1, None, False, None, ())]
    assert out.spent == ()


def test_615_10_daunting_defender_and_pyroclasm():
    """615.10 example: Daunting Defender ("prevent 1 of that damage" to Clerics you control) and
    Pyroclasm (2 damage to each creature): 1 damage to each Cleric creature Daunting Defender's
    controller controls, 2 damage to each other creature."""
    q = run("replacement-daunting-defender")["event1"]
    (out,) = q.outcomes
    dealt = {e.target: e.amount for e in out.events}
    assert dealt == {"defender": 1, "acolyte": 1, "bear": 2, "bobs_cleric": 2}
    assert sorted(out.prevented) == [("defender.1", "acolyte", 1), ("defender.1", "defender", 1)]


def test_615_12_unpreventable_damage_and_shields():
    """615.12: "If unpreventable damage would be dealt, any applicable prevention effects are
    still applied to it. Those effects won't prevent any damage ... Existing damage prevention
    shields won't be reduced by damage that can't be prevented." """
    q = run("replacement-skullcrack")["event1"]
    assert q.handled[0].unpreventable
    (out,) = q.outcomes
    assert final(out) == [("damage", "bob", 3, None, False, None, ())]
    assert orders(out) == [["salve"]]            # applied ...
    assert out.prevented == () and out.spent == () and out.shields == ()   # ... prevented nothing


def test_615_13_prevention_is_reported_for_triggers():
    """615.13 / 615.5: abilities may trigger on prevented damage and effects may refer to the
    amount prevented: each outcome reports which effect prevented how much damage to whom."""
    (out,) = run("replacement-shields")["red_source"].outcomes
    assert out.prevented == (("cop_hauler", "alice", 5),)


# ------------------------------------------------------------------ 616
def test_616_1_exile_or_shuffle_controller_chooses():
    """616.1f example: Rest in Peace-style "instead exile it" and "If this creature would die,
    instead shuffle it into its owner's library": the creature's controller decides which
    applies first; the other then does nothing."""
    q = run("replacement-exile-or-shuffle")["event1"]
    assert q.handled[0].chooser == "alice"      # Progenitus's controller, not Rest in Peace's
    moves = {[e for e in final(o) if e[0] == "zone_change"][0][3]: [e[0] for e in final(o)] for o in q.outcomes}
    assert sorted(moves) == ["exile", "library"]
    assert moves["library"] == ["shuffle", "zone_change"]      # "shuffle it into its owner's library" (701.20a)
    for o in q.outcomes:
        assert o.n_orders == 1 and len(o.orders[0]) == 1


def test_616_1_affected_player_chooses_torbran_furnace():
    """616.1: the affected player chooses the order; 2 damage with "+2" and "double": 6 or 8."""
    q = run("replacement-torbran-furnace")["event1"]
    assert q.handled[0].chooser == "bob"
    assert sorted(o.events[0].amount for o in q.outcomes) == [6, 8]
    # Torbran doesn't watch damage to its own controller
    q2 = run("replacement-torbran-furnace")["event2"]
    assert [o.events[0].amount for o in q2.outcomes] == [4]


def test_616_1c_copy_first_essence_of_the_wild():
    """616.1 example: Essence of the Wild ("Creatures you control enter as a copy of this
    creature") and Rusted Sentinel (enters tapped): the copy effect is applied first; it no
    longer has the ability to enter tapped: an untapped copy of Essence of the Wild."""
    q = run("replacement-essence-copy")["event1"]
    h = q.handled[0]
    assert h.step_rule == "616.1c" and h.first_choices == ["essence.1"]
    assert h.violations["sentinel:Rusted Sentinel.1"] == ["616.1c"]
    (out,) = q.outcomes
    assert final(out) == [("zone_change", "sentinel", 0, "battlefield", False, "essence", ())]


def test_616_1e_hardened_scales_doubling_season():
    """616.1e: any order: one +1/+1 counter becomes (1+1)x2 = 4 or 1x2+1 = 3."""
    q = run("replacement-scales-season")["event1"]
    got = {o.events[0].amount: orders(o) for o in q.outcomes}
    assert got == {4: [["scales.1", "season.2"]], 3: [["season.2", "scales.1"]]}


def test_616_1f_kalitas_or_rest_in_peace():
    """616.1f: after one effect is applied only the effects that now apply are considered:
    Rest in Peace first -> exiled, Kalitas no longer applies (no Zombie); Kalitas first ->
    exiled and a Zombie token is created."""
    q = run("replacement-kalitas-rest-in-peace")["event1"]
    assert q.handled[0].chooser == "bob"
    kinds = sorted(tuple(sorted(e.kind for e in o.events)) for o in q.outcomes)
    assert kinds == [("create_tokens", "zone_change", "zone_change"), ("zone_change",)]
    for o in q.outcomes:
        exiled = [e for e in o.events if e.obj == "bear"]
        assert [e.to_zone for e in exiled] == ["exile"]


def test_616_1g_doubling_season_then_each_voice_of_all():
    """616.1g example: creating a token copy of Voice of All with Doubling Season: "entering the
    battlefield is an event contained within the event of creating a token, so the effect of
    Doubling Season must be applied first, and then the effects of the two Voice of All tokens
    may be applied in either order." """
    q = run("replacement-token-doubling")["event1"]
    assert q.handled[0].options == ["season.1"]          # Voice of All can't be chosen first
    (out,) = q.outcomes
    created = [e for e in out.events if e.kind == "create_tokens"]
    entering = [e for e in out.events if e.kind == "zone_change"]
    assert [e.amount for e in created] == [2]
    assert len(entering) == 2 and all(e.choices == ("color",) for e in entering)
    assert sorted(orders(out)) == [["season.1", "token1:Voice of All.1", "token2:Voice of All.1"],
                                   ["season.1", "token2:Voice of All.1", "token1:Voice of All.1"]]


def test_616_1_apnap_active_player_chooses_first():
    """616.1: "If two or more players have to make these choices at the same time, choices are
    made in APNAP order": the active player's events are handled first."""
    q = run("replacement-daunting-defender")["event1"]    # bob is the active player
    assert [h.chooser for h in q.handled] == ["bob"]
    assert q.handled[0].event.target == "bobs_cleric"


def test_616_1e_optional_effect_may_be_declined():
    """"You may" replacement effects: applying the effect includes the choice not to (614.12a
    choices are made as it applies); both outcomes are listed."""
    _, _, (q,) = inline("""
battlefield:
  - {id: hauler, card: Ember Hauler, controller: bob, timestamp: 2}
replacement_effects:
  - {id: maybe, controller: alice, timestamp: 5, watches: damage, affected: {player: you}, optional: true, prevent: 1}
events:
  - {kind: damage, source: hauler, target: alice, amount: 2}
""")
    assert sorted(o.events[0].amount for o in q.outcomes) == [1, 2]


# ------------------------------------------------------------------ the game loop's API
def test_616_1_apply_replacements_uses_the_choosers_decision():
    """616.1: the game loop gets the affected player's choice at each step (616.1)."""
    sc = load_scenario(example_path("replacement-scales-season"))
    ev = Event("counters", target="bear", counter_kind="+1/+1", amount=1)
    seen = []

    def pick(player, event, options):
        seen.append((player, sorted(o.effect.id for o in options)))
        return next(o for o in options if o.effect.id == "season.2")

    (done,) = apply_replacements(sc, ev, chooser=pick)
    assert done.amount == 3                       # doubled first, then plus one
    assert seen == [("alice", ["scales.1", "season.2"])]


def test_616_1a_resolve_rejects_an_illegal_choice():
    """616.1a: a player may not apply another effect before the self-replacement effect; and a
    chooser's answer that isn't one of the offered options is refused."""
    sc = load_scenario(example_path("replacement-searing-blaze"))
    eng = ReplacementEngine(sc)
    ev = Event("damage", source="blaze", target="bear", amount=1)
    assert eng.check_choice(ev, "furnace.1") == ["616.1a"]
    assert eng.check_choice(ev, "landfall") == []
    sc2 = load_scenario(example_path("replacement-scales-season"))
    eng2 = ReplacementEngine(sc2)
    ev2 = Event("counters", target="bear", counter_kind="+1/+1", amount=1)
    with pytest.raises(IllegalActionError):   # Hardened Scales isn't optional: it can't be declined
        eng2.resolve(ev2, chooser=lambda p, e, opts: Option(eng2.effects["scales.1"], declined=True))


def test_615_8_resolution_reports_prevention_and_used_shields():
    """615.8 / 615.13: one path for the game loop: the next-time shield prevents all 5 damage,
    is used up, and the prevention is reported (for triggers on prevented damage)."""
    sc = load_scenario(example_path("replacement-shields"))
    res = ReplacementEngine(sc).resolve(Event("damage", source="hauler", target="alice", amount=5))
    assert res.events == [] and res.spent == ["cop_hauler"]
    assert res.prevented == [("cop_hauler", "alice", 5)]


# ------------------------------------------------------------------ the game loop's hook
GAME = """
players: [alice, bob]
active_player: alice
step: precombat_main
cards:
  - {name: Ember Hauler, mana_cost: "{R}{R}", types: [creature], subtypes: [Goblin], power: 2, toughness: 2}
battlefield:
  - {id: furnace, card: Furnace of Rath, controller: bob, timestamp: 1}
  - {id: hauler, card: Ember Hauler, controller: alice, timestamp: 2}
"""


def test_614_1a_game_loop_hook_doubles_damage():
    """Game.perform passes every event through apply_to_event (614.1): with Furnace of Rath, 2
    damage to a player becomes 4."""
    from pyengine.game.loop import Game
    from pyengine.replacement.apply import apply_to_event
    g = Game(load_scenario_text(GAME, "<test>"))
    (ev,) = apply_to_event(g, Event("damage", source="hauler", target="bob", amount=2))
    assert ev.amount == 4
    # no effect watches life gain here: the event comes back unchanged, without any solving
    e = Event("life_gain", player="alice", amount=3)
    assert apply_to_event(g, e) == [e]


def test_615_7_game_loop_hook_uses_and_spends_shields():
    """615.7 shields living in the game state are reduced and removed when used up."""
    from pyengine.game.loop import Game
    from pyengine.replacement.apply import apply_to_event
    from pyengine.replacement.effects import parse_replacement
    from pyengine.cards.parse import Place
    g = Game(load_scenario_text(GAME.replace("Furnace of Rath", "Rest in Peace"), "<test>"))
    g.s.replacement_effects = [parse_replacement(
        {"watches": "damage", "affected": {"player": "you"}, "shield": 3}, Place("<t>", ""),
        eid="salve", controller="bob", timestamp=5)]
    assert apply_to_event(g, Event("damage", source="hauler", target="bob", amount=2)) == []
    assert g.s.replacement_effects[0].shield == 1
    (ev,) = apply_to_event(g, Event("damage", source="hauler", target="bob", amount=2))
    assert ev.amount == 1 and g.s.replacement_effects == []


# ------------------------------------------------------------------ more of 614 / 616
def test_616_1b_control_first_then_effects_of_the_new_controller():
    """616.1b: an effect modifying under whose control a permanent enters must be chosen first
    (Gather Specimens: "If a creature would enter the battlefield under an opponent's control
    this turn, it enters under your control instead"). 616.1f: the effects that now apply are
    considered: bob's Essence of the Wild ("Creatures you control enter as a copy of this
    creature") applies once the creature would enter under bob's control."""
    _, _, (q,) = inline("""
battlefield:
  - {id: essence, card: Essence of the Wild, controller: bob, timestamp: 1}
hand:
  - {id: bear, card: Runeclaw Bear, owner: alice}
replacement_effects:
  - {id: specimens, controller: bob, timestamp: 5, watches: zone_change, going_to: battlefield,
     affected: {object: [creature, {controller: opponent}]}, enter_under_control: you}
events:
  - {kind: zone_change, obj: bear, from_zone: hand, to_zone: battlefield, player: alice}
""")
    h = q.handled[0]
    assert h.chooser == "alice" and h.first_choices == ["specimens"] and h.step_rule == "616.1b"
    assert h.violations["essence.1"] == ["616.1f"]          # not yet: it would enter under alice
    (out,) = q.outcomes
    (ev,) = out.events
    assert (ev.player, ev.as_copy_of) == ("bob", "essence")
    assert orders(out) == [["specimens", "essence.1"]]


def test_616_1d_back_face_up_before_others():
    """616.1d: an effect making a card enter with its back face up must be chosen before the
    effects of 616.1e."""
    _, _, (q,) = inline("""
battlefield:
  - {id: orb, card: Orb of Dreams, controller: bob, timestamp: 1}
hand:
  - {id: bear, card: Runeclaw Bear, owner: alice}
replacement_effects:
  - {id: transformed, controller: alice, timestamp: 5, watches: zone_change, going_to: battlefield,
     affected: {object: {object: bear}}, enter_back_face_up: true}
events:
  - {kind: zone_change, obj: bear, from_zone: hand, to_zone: battlefield, player: alice}
""")
    h = q.handled[0]
    assert h.first_choices == ["transformed"] and h.violations["orb.1"] == ["616.1d"]
    (out,) = q.outcomes
    (ev,) = out.events
    assert ev.back_face_up and ev.tapped


def test_614_1c_enters_with_counters():
    """614.1c: "[This permanent] enters with ..." is a replacement effect (here as an effect from
    a resolved ability; Master Biomancer-style "enters with additional +1/+1 counters")."""
    _, _, (q,) = inline("""
hand:
  - {id: bear, card: Runeclaw Bear, owner: alice}
replacement_effects:
  - {id: extra, controller: alice, timestamp: 5, watches: zone_change, going_to: battlefield,
     affected: {object: [creature, {controller: you}]}, enter_with_counters: {"+1/+1": 2}}
events:
  - {kind: zone_change, obj: bear, from_zone: hand, to_zone: battlefield, player: alice}
""")
    (out,) = q.outcomes
    assert out.events[0].with_counters == (("+1/+1", 2),)


def test_614_10a_two_skip_effects_skip_two_draws():
    """614.10 / 614.10a: "Skip [something]" is "instead of doing [something], do nothing"; two
    effects each skipping the next draw skip the next two (each is used once, 614.5). Drawing 3
    cards is three draws (121.2): one card is drawn."""
    _, _, (q,) = inline("""
replacement_effects:
  - {id: skip1, controller: alice, timestamp: 5, watches: draw, affected: {player: you}, skip: true, next_time: true}
  - {id: skip2, controller: alice, timestamp: 6, watches: draw, affected: {player: you}, skip: true, next_time: true}
events:
  - {kind: draw, player: alice, amount: 3}
""")
    (out,) = q.outcomes
    assert [(e.kind, e.amount) for e in out.events] == [("draw", 1)]
    assert out.spent == ("skip1", "skip2")


def test_122_6_entering_with_counters_is_putting_counters():
    """122.6: counters "put on" an object include those it's given as it enters the battlefield,
    so Hardened Scales ("that many plus one") and Doubling Season ("twice that many") apply to a
    creature entering with +1/+1 counters -- once the effect giving it counters has applied
    (616.2): 2 counters become (2+1)x2 = 6 or 2x2+1 = 5."""
    _, _, (q,) = inline("""
battlefield:
  - {id: scales, card: Hardened Scales, controller: alice, timestamp: 1}
  - {id: season, card: Doubling Season, controller: alice, timestamp: 2}
hand:
  - {id: bear, card: Runeclaw Bear, owner: alice}
replacement_effects:
  - {id: extra, controller: alice, timestamp: 5, watches: zone_change, going_to: battlefield,
     affected: {object: [creature, {controller: you}]}, enter_with_counters: {"+1/+1": 2}}
events:
  - {kind: zone_change, obj: bear, from_zone: hand, to_zone: battlefield, player: alice}
""")
    assert q.handled[0].first_choices == ["extra"]      # no counters yet: Scales/Season don't apply
    got = {o.events[0].with_counters: orders(o) for o in q.outcomes}
    assert got == {(("+1/+1", 6),): [["extra", "scales.1", "season.2"]],
                   (("+1/+1", 5),): [["extra", "season.2", "scales.1"]]}


def test_614_17d_cant_enter_checked_as_it_would_exist():
    """614.17d: "can't" effects on entering are checked on the permanent as it would exist on
    the battlefield (Grafdigger's Cage style: creature cards in graveyards can't enter the
    battlefield). From the graveyard it can't enter; from the hand it can."""
    _, _, (from_gy, from_hand) = inline("""
battlefield:
  - {id: orb, card: Orb of Dreams, controller: bob, timestamp: 1}
graveyard:
  - {id: bear, card: Runeclaw Bear, owner: alice}
hand:
  - {id: bear2, card: Runeclaw Bear, owner: alice}
replacement_effects:
  - {id: cage, controller: bob, timestamp: 5, watches: zone_change, going_to: battlefield, from_zone: graveyard,
     affected: {object: creature}, cant: true}
events:
  - {kind: zone_change, obj: bear, from_zone: graveyard, to_zone: battlefield, player: alice}
  - {kind: zone_change, obj: bear2, from_zone: hand, to_zone: battlefield, player: alice}
""")
    assert from_gy.handled[0].cannot == ["cage"]
    assert from_gy.handled[0].violations["orb.1"] == ["614.17c"]   # nothing else may modify it
    (out,) = from_gy.outcomes
    assert out.events == () and out.cannot[0][1] == "cage"
    (out,) = from_hand.outcomes
    assert [e.tapped for e in out.events] == [True]


def test_615_prevent_all_combat_damage_and_a_doubler():
    """615.1a / 616.1e: Fog ("Prevent all combat damage that would be dealt this turn") and a
    damage doubler, in either order: no damage is dealt (2x2 prevented, or 2 prevented and
    then nothing left to double, 614.7a)."""
    _, _, (q,) = inline("""
battlefield:
  - {id: furnace, card: Furnace of Rath, controller: bob, timestamp: 1}
  - {id: hauler, card: Ember Hauler, controller: bob, timestamp: 2}
replacement_effects:
  - {id: fog, controller: alice, timestamp: 5, watches: damage, combat: true, prevent: all}
events:
  - {kind: damage, source: hauler, target: alice, amount: 2, combat: true}
""")
    assert all(o.events == () for o in q.outcomes)
    assert sorted(o.prevented for o in q.outcomes) == [(("fog", "alice", 2),), (("fog", "alice", 4),)]
    assert q.n_orders == 2


def test_614_12_existing_continuous_effects_count_as_it_enters():
    """614.12: to determine which replacement effects apply to a permanent entering, check it
    as it would exist on the battlefield, taking into account "continuous effects that already
    exist and would apply to the permanent": with every creature an artifact (a static ability
    of a permanent on the battlefield), "Artifacts enter tapped" applies to a creature entering.
    (An effect of a resolved spell wouldn't: 611.2c.)"""
    _, _, (q,) = inline("""
battlefield:
  - id: lattice
    controller: bob
    timestamp: 1
    card: {name: Creature Lattice, types: [artifact], abilities: [{static: {affects: creature, add_types: [artifact]}}]}
hand:
  - {id: bear, card: Runeclaw Bear, owner: alice}
replacement_effects:
  - {id: artifacts_tapped, controller: bob, timestamp: 5, watches: zone_change, going_to: battlefield,
     affected: {object: artifact}, enter_tapped: true}
events:
  - {kind: zone_change, obj: bear, from_zone: hand, to_zone: battlefield, player: alice}
""")
    assert q.handled[0].first_choices == ["artifacts_tapped"]
    (out,) = q.outcomes
    assert [e.tapped for e in out.events] == [True]


def test_122_6_hardened_scales_on_a_creature_entering_with_counters():
    """122.6 (and Hardened Scales's ruling): a creature that would enter with two +1/+1
    counters under its controller's control enters with three."""
    _, _, (q,) = inline("""
battlefield:
  - {id: scales, card: Hardened Scales, controller: alice, timestamp: 1}
hand:
  - {id: bear, card: Runeclaw Bear, owner: alice}
events:
  - {kind: zone_change, obj: bear, from_zone: hand, to_zone: battlefield, player: alice, with_counters: {"+1/+1": 2}}
""")
    (out,) = q.outcomes
    assert out.events[0].with_counters == (("+1/+1", 3),)


def test_616_1_apnap_with_three_players():
    """616.1 / 101.4: choices made at the same time by several players are made in APNAP order:
    the active player first, then the others in turn order."""
    sc = load_scenario_text("""
players: [alice, bob, carol]
active_player: bob
battlefield:
  - {id: furnace, card: Furnace of Rath, controller: alice, timestamp: 1}
stack:
  - {id: quake, card: {name: Quake Spell, mana_cost: "{R}", types: [sorcery]}, controller: alice}
events:
  - simultaneous:
      - {kind: damage, source: quake, target: alice, amount: 1}
      - {kind: damage, source: quake, target: bob, amount: 1}
      - {kind: damage, source: quake, target: carol, amount: 1}
""", "<test>")
    (_, q), = query_scenario(sc)
    assert [h.chooser for h in q.handled] == ["bob"]
    (out,) = q.outcomes
    assert orders(out) == [["furnace.1", "furnace.1", "furnace.1"]]
    assert [s.chooser for s in out.orders[0]] == ["bob", "carol", "alice"]
    assert sorted(e.amount for e in out.events) == [2, 2, 2]


def test_614_1a_leyline_of_the_void_cards_of_opponents_only():
    """Leyline of the Void: "If a card would be put into an opponent's graveyard from anywhere,
    exile it instead." An opponent's card is exiled; its controller's own card and a token (not
    a card, 111.1) go to the graveyard."""
    _, _, qs = inline("""
battlefield:
  - {id: leyline, card: Leyline of the Void, controller: alice, timestamp: 1}
  - {id: theirs, card: Runeclaw Bear, controller: bob, timestamp: 2}
  - {id: mine, card: Runeclaw Bear, controller: alice, timestamp: 3}
  - {id: tok, card: Runeclaw Bear, controller: bob, token: true, timestamp: 4}
hand:
  - {id: discarded, card: Runeclaw Bear, owner: bob}
events:
  - {kind: zone_change, obj: theirs, from_zone: battlefield, to_zone: graveyard, what: destroy}
  - {kind: zone_change, obj: mine, from_zone: battlefield, to_zone: graveyard, what: destroy}
  - {kind: zone_change, obj: tok, from_zone: battlefield, to_zone: graveyard, what: destroy}
  - {kind: zone_change, obj: discarded, from_zone: hand, to_zone: graveyard, what: discard}
""")
    zones = [[e.to_zone for e in q.outcomes[0].events] for q in qs]
    assert zones == [["exile"], ["graveyard"], ["graveyard"], ["exile"]]


def test_616_1_owner_chooses_for_a_card_without_controller():
    """616.1: "the affected object's controller (or its owner if it has no controller)"; a card
    in a graveyard has no controller (108.4a), so when alice puts bob's creature card from his
    graveyard onto the battlefield under her control, bob chooses. A permanent spell on the
    stack has a controller: its caster chooses."""
    _, _, (reanimated, cast) = inline("""
battlefield:
  - {id: orb, card: Orb of Dreams, controller: alice, timestamp: 1}
  - {id: scales, card: Hardened Scales, controller: alice, timestamp: 2}
graveyard:
  - {id: bear, card: Runeclaw Bear, owner: bob}
stack:
  - {id: spell, card: Runeclaw Bear, owner: bob, controller: alice}
events:
  - {kind: zone_change, obj: bear, from_zone: graveyard, to_zone: battlefield, player: alice, with_counters: {"+1/+1": 1}}
  - {kind: zone_change, obj: spell, from_zone: stack, to_zone: battlefield, player: alice, with_counters: {"+1/+1": 1}}
""")
    assert [h.chooser for h in reanimated.handled] == ["bob"]
    assert [h.chooser for h in cast.handled] == ["alice"]
    for q in (reanimated, cast):
        (out,) = q.outcomes
        assert out.events[0].tapped and out.events[0].with_counters == (("+1/+1", 2),)
