"""Costs, "unless" payments, restrictions and mana abilities compiled from the Oracle text of real
cards and played (CR 118, 601.2f-h, 602.1-2, 605, 106.12). Each expected value comes from the
Comprehensive Rules (cited) or the card's official rulings, never from the engine's own output."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, play  # noqa: F401


def test_205_2a_spell_mastery_counts_instant_and_or_sorcery_cards():
    """Ghitu Lavarunner (1/2): "As long as there are two or more instant and/or sorcery cards in
    your graveyard, this creature gets +1/+0 and has haste." One instant and one sorcery are two
    such cards (each card has one of the types, 205.2a); one instant and a land are not (611.3a:
    the effect exists only while the condition holds)."""
    assert fully_compiled("Ghitu Lavarunner")
    base = head() + """
battlefield:
  - {id: gl, card: Ghitu Lavarunner, controller: alice}
graveyard:
  - {id: g1, card: Lightning Bolt, owner: alice}
"""
    names = ["Ghitu Lavarunner"]
    g = game(base + "  - {id: g2, card: Plains, owner: alice}\n  - {id: g3, card: Divination, owner: bob}\n", names)
    assert (g.ch("gl").power, g.ch("gl").toughness) == (1, 2)
    assert ("kw", ("haste",)) not in g.ch("gl").ability_terms
    g = game(base + "  - {id: g2, card: Divination, owner: alice}\n", names)
    assert (g.ch("gl").power, g.ch("gl").toughness) == (2, 2)
    assert ("kw", ("haste",)) in g.ch("gl").ability_terms


# ================================================================ 122.8, 602.2b: removing counters as a cost
VAULT = head() + """
battlefield:
  - {id: v, card: Bottomless Vault, controller: alice, counters: {storage: 3}}
"""


def test_122_8_storage_land_removes_any_number_of_counters_for_mana():
    """Bottomless Vault: "{T}, Remove any number of storage counters from this land: Add {B} for
    each storage counter removed this way." The number is chosen as the cost is paid (601.2h,
    602.2b), 0 up to the three there are (118.3); it's a mana ability (605.1a) resolving at once
    (605.3b): removing two leaves one counter and adds {B}{B}."""
    assert fully_compiled("Bottomless Vault")
    g = game(VAULT, ["Bottomless Vault"], ["alice: activate v 4", "alice: remove_n 2"])
    assert counters(g, "v", "storage") == 1
    assert g.s.pools["alice"].get("B") == 2 and g.obj("v").tapped
    assert not g.s.stack                                    # 605.3a
    d = game(VAULT, ["Bottomless Vault"], ["alice: activate v 4"]).s.decision
    assert sorted(a.args[0] for a in d.options if a.kind == "remove_n") == [0, 1, 2, 3]


def test_106_1_mana_battery_adds_one_plus_one_for_each_counter_removed():
    """Black Mana Battery: "{T}, Remove any number of charge counters from this artifact: Add {B},
    then add an additional {B} for each charge counter removed this way." Two removed: {B}{B}{B};
    none removed: {B} (106.1, 605.3b)."""
    assert fully_compiled("Black Mana Battery")
    base = head() + """
battlefield:
  - {id: bat, card: Black Mana Battery, controller: alice, counters: {charge: 2}}
"""
    g = game(base, ["Black Mana Battery"], ["alice: activate bat 2", "alice: remove_n 2"])
    assert g.s.pools["alice"].get("B") == 3 and counters(g, "bat", "charge") == 0
    g = game(base, ["Black Mana Battery"], ["alice: activate bat 2", "alice: remove_n 0"])
    assert g.s.pools["alice"].get("B") == 1 and counters(g, "bat", "charge") == 2


LAMENTER = head() + """
battlefield:
  - {id: ml, card: Moonlit Lamenter, controller: alice, counters: {-1/-1: 1}}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
"""


def _activations(g, oid):
    return [a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == oid]


def test_122_8_remove_a_counter_of_any_kind_from_this_creature():
    """Moonlit Lamenter (2/5, enters with a -1/-1 counter): "{1}{W}, Remove a counter from this
    creature: Draw a card. Activate only as a sorcery." Any kind of counter pays the cost (122.8):
    its -1/-1 counter is removed (it's a 2/5 again) and alice draws. Without a counter on it, the
    cost can't be paid and the ability can't be activated (118.3, 602.2b)."""
    assert fully_compiled("Moonlit Lamenter")
    g = game(LAMENTER, ["Moonlit Lamenter"], ["alice: activate ml 2", "alice: autopay", "alice: pass", "bob: pass"])
    assert counters(g, "ml", "-1/-1") == 0 and (g.ch("ml").power, g.ch("ml").toughness) == (2, 5)
    assert g.obj("la1").zone == "hand"
    g = game(LAMENTER.replace(", counters: {-1/-1: 1}", ""), ["Moonlit Lamenter"])
    assert not _activations(g, "ml")


def test_122_8_the_player_chooses_which_kind_of_counter_to_remove():
    """Moonlit Lamenter with a -1/-1 counter and a flying counter: the player paying "Remove a
    counter from this creature" chooses which kind is removed (122.8, 601.2h); removing the flying
    counter leaves the -1/-1 counter and takes flying away (122.1b)."""
    board = LAMENTER.replace("counters: {-1/-1: 1}", "counters: {-1/-1: 1, flying: 1}")
    g = game(board, ["Moonlit Lamenter"], ["alice: activate ml 2"])
    assert sorted(a.args[0] for a in g.s.decision.options if a.kind == "counter_kind") == ["-1/-1", "flying"]
    g = game(board, ["Moonlit Lamenter"], ["alice: activate ml 2", "alice: counter_kind flying", "alice: autopay"])
    assert counters(g, "ml", "flying") == 0 and counters(g, "ml", "-1/-1") == 1
    assert ("kw", ("flying",)) not in g.ch("ml").ability_terms


def test_122_8_remove_a_counter_from_another_creature_you_control():
    """Hexavus: "{1}, Remove a counter from another creature you control: Put a +1/+1 counter on
    this creature." The cost takes a counter from another creature alice controls, chosen as the
    cost is paid (601.2h, 602.2b): not Hexavus itself, not Bob's creature."""
    assert fully_compiled("Hexavus")
    board = head() + """
battlefield:
  - {id: hx, card: Hexavus, controller: alice, counters: {+1/+1: 2}}
  - {id: bear, card: Grizzly Bears, controller: alice, counters: {+1/+1: 1}}
  - {id: obear, card: Grizzly Bears, controller: bob, counters: {+1/+1: 1}}
  - {id: p1, card: Plains, controller: alice}
"""
    g = game(board, ["Hexavus"], ["alice: activate hx 4"])
    assert [a.args[0] for a in g.s.decision.options if a.kind == "remove"] == ["bear"]
    g = game(board, ["Hexavus"], ["alice: activate hx 4", "alice: remove bear", "alice: autopay",
                                  "alice: pass", "bob: pass"])
    assert counters(g, "bear") == 0 and counters(g, "hx") == 3 and counters(g, "obear") == 1


# ================================================================ 106.12, 605.1b, 605.4a: tapped for mana
def test_605_4a_crypt_ghast_adds_an_additional_black_at_once():
    """Crypt Ghast: "Whenever you tap a Swamp for mana, add an additional {B}." A triggered mana
    ability (605.1b: it triggers from a mana ability and could add mana, no target): it resolves
    right after the Swamp's ability, without using the stack (605.4a) -- {B}{B} in the pool, nothing
    on the stack. Tapping a Plains triggers nothing (106.12a: a Swamp)."""
    assert fully_compiled("Crypt Ghast")
    base = head() + """
battlefield:
  - {id: cg, card: Crypt Ghast, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: p1, card: Plains, controller: alice}
"""
    g = game(base, ["Crypt Ghast"], ["alice: mana s1", "alice: mana p1"])
    assert g.s.pools["alice"].get("B") == 2 and g.s.pools["alice"].get("W") == 1
    assert not g.s.stack and not g.s.pending


def test_605_4a_the_additional_mana_pays_for_the_spell_being_cast():
    """605.4a's example: mana added by a triggered mana ability while a player taps lands to cast a
    spell can be used to pay for it. Nirkana Revenant ("Whenever you tap a Swamp for mana, add an
    additional {B}."): Divination ({2}{U}) paid, as it's cast, with an Island and one Swamp ({B}{B}
    from it) -- it's cast and resolves, the other Swamp untapped."""
    assert fully_compiled("Nirkana Revenant")
    base = head() + """
battlefield:
  - {id: cg, card: Nirkana Revenant, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: div, card: Divination, owner: alice}
"""
    g = game(base, ["Nirkana Revenant"], ["alice: cast div", "alice: mana i1", "alice: mana s1", "alice: pay",
                                     "alice: pass", "bob: pass"])
    assert g.obj("div").zone == "graveyard" and not g.obj("s2").tapped
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand"


def test_106_12a_mana_flare_gives_the_player_who_tapped_the_land_the_mana():
    """Mana Flare (Bob's): "Whenever a player taps a land for mana, that player adds one mana of
    any type that land produced." Alice taps a Mountain: she -- not Mana Flare's controller --
    adds another {R} (106.12a, 605.4a)."""
    assert fully_compiled("Mana Flare")
    g = game(head() + """
battlefield:
  - {id: mf, card: Mana Flare, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
""", ["Mana Flare"], ["alice: mana m1"])
    assert g.s.pools["alice"].get("R") == 2
    assert not g.s.pools["bob"].get("R")


def test_106_12a_forsaken_monument_needs_colorless_mana_produced():
    """Forsaken Monument: "Whenever you tap a permanent for {C}, add an additional {C}." It
    triggers only when the mana ability produced {C} (106.12a: "tapped for mana of a specified
    type"): Wastes gives {C}{C}; a Plains gives {W} alone."""
    assert fully_compiled("Forsaken Monument")
    g = game(head() + """
battlefield:
  - {id: fm, card: Forsaken Monument, controller: alice}
  - {id: w1, card: Wastes, controller: alice}
  - {id: p1, card: Plains, controller: alice}
""", ["Forsaken Monument"], ["alice: mana w1", "alice: mana p1"])
    assert g.s.pools["alice"].get("C") == 2 and g.s.pools["alice"].get("W") == 1


def test_605_5a_burning_earth_is_not_a_mana_ability_and_uses_the_stack():
    """Burning Earth: "Whenever a player taps a nonbasic land for mana, this enchantment deals 1
    damage to that player." It couldn't add mana, so it isn't a mana ability (605.5a): it goes on
    the stack the next time a player would receive priority (603.3) and deals its damage when it
    resolves. A basic land doesn't trigger it."""
    assert fully_compiled("Burning Earth")
    base = head() + """
battlefield:
  - {id: be, card: Burning Earth, controller: bob}
  - {id: af, card: Adarkar Wastes, controller: alice}
  - {id: p1, card: Plains, controller: alice}
"""
    g = game(base, ["Burning Earth"], ["alice: mana af", "alice: mana p1"])
    assert len(g.s.stack) == 1 and life(g, "alice") == 20
    g = game(base, ["Burning Earth"], ["alice: mana af", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 19


# ================================================================ 608.2d, 107.3, 107.4e: "you may pay {X}" / hybrid
VIGIL = head() + """
battlefield:
  - {id: vg, card: Vigil for the Lost, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
""" + "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(1, 5)) + """
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""
BOLT_BEAR = ["alice: cast bolt target=bear", "alice: autopay", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]


def test_107_3_vigil_for_the_lost_pays_x_and_gains_x_life():
    """Vigil for the Lost: "Whenever a creature you control dies, you may pay {X}. If you do, you
    gain X life." As the ability resolves, alice chooses X as she pays (107.3; at most what her
    three untapped Mountains can pay) -- paying {2} gains 2 life (608.2d); declining gains none."""
    assert fully_compiled("Vigil for the Lost")
    g = game(VIGIL, ["Vigil for the Lost"], BOLT_BEAR)
    assert sorted(a.args[0] for a in g.s.decision.options if a.kind == "pay") == [0, 1, 2, 3]
    g = game(VIGIL, ["Vigil for the Lost"], BOLT_BEAR + ["alice: pay 2"])
    assert life(g, "alice") == 22
    assert sum(g.obj(f"m{i}").tapped for i in range(1, 5)) == 3
    g = game(VIGIL, ["Vigil for the Lost"], BOLT_BEAR + ["alice: decline"])
    assert life(g, "alice") == 20


def test_107_4e_kels_pays_a_hybrid_symbol_either_way():
    """Kels, Fight Fixer: "Whenever you sacrifice a creature, you may pay {U/B}. If you do, draw a
    card." The hybrid symbol is paid with {U} or {B} (107.4e): with an Island and a Swamp both
    ways are offered; paying {B} taps the Swamp and draws a card (608.2d)."""
    assert fully_compiled("Kels, Fight Fixer")
    base = head() + """
battlefield:
  - {id: kels, card: "Kels, Fight Fixer", controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
"""
    script = ["alice: activate kels 3", "alice: mana p1", "alice: pay bear",
              "alice: pass", "bob: pass"]
    g = game(base, ["Kels, Fight Fixer"], script)
    assert sorted(str(a.args[0]) for a in g.s.decision.options if a.kind == "pay") == ["{B}", "{U}"]
    g = game(base, ["Kels, Fight Fixer"], script + ["alice: pay {B}"])
    assert g.obj("s1").tapped and not g.obj("i1").tapped
    assert g.obj("la1").zone == "hand"


# ================================================================ 608.2c: "... unless [condition]"
TAINTED = head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: ti, card: Tainted Indulgence, owner: alice}
graveyard:
  - {id: g1, card: Plains, owner: alice}
  - {id: g2, card: Ornithopter, owner: alice}
  - {id: g3, card: Lightning Bolt, owner: alice}
  - {id: g4, card: Grizzly Bears, owner: alice}
"""
CAST_TI = ["alice: cast ti", "alice: autopay", "alice: pass", "bob: pass"]


def test_608_2c_discard_unless_the_condition_holds():
    """Tainted Indulgence: "Draw two cards. Then discard a card unless there are five or more mana
    values among cards in your graveyard." "X unless [condition]" is X only if the condition is
    false as the instruction is reached (608.2c). Mana values 0, 1, 2 (a land and Ornithopter are
    both 0): the discard happens. With Divination (3) and Hill Giant (4) too -- 0, 1, 2, 3, 4 are
    five -- it doesn't: both drawn cards stay in hand."""
    assert fully_compiled("Tainted Indulgence")
    g = game(TAINTED, ["Tainted Indulgence"], CAST_TI)
    assert g.s.decision is not None and g.s.decision.kind in ("discard", "choose_objects", "choose")
    more = TAINTED + "  - {id: g5, card: Divination, owner: alice}\n  - {id: g6, card: Hill Giant, owner: alice}\n"
    g = game(more, ["Tainted Indulgence"], CAST_TI)
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand"
    assert g.obj("ti").zone == "graveyard" and g.s.decision.kind == "priority"
