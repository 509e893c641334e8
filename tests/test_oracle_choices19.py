"""Choices made as a spell or ability resolves, compiled from real cards' Oracle text and played by
the game loop: a card name ("Choose a nonland card name. ... cards with that name", 201.4, 608.2d).
Each choice is a decision of the choosing player, asked through the game's decision mechanism;
each expected answer comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game

LIB = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: lb1, card: Forest, owner: bob}
  - {id: lb2, card: Grizzly Bears, owner: bob}
  - {id: lb3, card: Island, owner: bob}
"""


def options(g) -> set:
    return {(a.kind,) + tuple(a.args) for a in g.legal_actions()}


# ------------------------------------------------------------------ "Choose a card name." (201.4)
def test_201_4a_cabal_therapy_discards_all_cards_with_the_chosen_name():
    """201.4, 201.4a, 608.2d, 701.8a: Cabal Therapy -- "Choose a nonland card name. Target player
    reveals their hand and discards all cards with that name." Alice chooses as the spell resolves;
    a land's name (Mountain) isn't among the names she may choose (201.4a), Shock is; bob discards
    both Shocks, keeps Opt and his Mountain."""
    assert fully_compiled("Cabal Therapy")
    g = game(LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: ct, card: Cabal Therapy, owner: alice}
  - {id: sh1, card: Shock, owner: bob}
  - {id: sh2, card: Shock, owner: bob}
  - {id: opt, card: Opt, owner: bob}
  - {id: mtn, card: Mountain, owner: bob}
""", ["Cabal Therapy", "Shock", "Opt", "Mountain"], ["alice: cast ct target=bob", "alice: pass", "bob: pass"])
    d = g.s.decision
    assert d.kind == "choose" and d.player == "alice"
    opts = options(g)
    assert ("choose", "Shock") in opts and ("choose", "Opt") in opts and ("choose", "Mountain") not in opts
    run_script(g, ["alice: choose Shock"], "<test>")
    assert [g.obj(c).zone for c in ("sh1", "sh2", "opt", "mtn")] == ["graveyard", "graveyard", "hand", "hand"]
    assert "608.2d" in [e.rule for e in g.log]


def test_201_4_cabal_therapy_a_name_no_card_has_discards_nothing():
    """201.4: any nonland card's name may be chosen, even one of no card in the game; then no card
    of bob's has that name and he discards nothing (701.8a: only the cards with that name)."""
    g = game(LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: ct, card: Cabal Therapy, owner: alice}
  - {id: sh1, card: Shock, owner: bob}
  - {id: opt, card: Opt, owner: bob}
""", ["Cabal Therapy", "Shock", "Opt"], ["alice: cast ct target=bob", "alice: pass", "bob: pass", "alice: choose Duress"])
    assert [g.obj(c).zone for c in ("sh1", "opt")] == ["hand", "hand"]
    assert g.obj("ct").zone == "graveyard"


SEARCH = LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Swamp, controller: alice}
graveyard:
  - {id: shg, card: Shock, owner: bob}
hand:
  - {id: SPELL, card: CARD, owner: alice}
  - {id: shh, card: Shock, owner: bob}
  - {id: opt, card: Opt, owner: bob}
"""


def test_701_19a_cranial_extraction_exiles_every_card_with_the_name_from_three_zones():
    """201.4a, 608.2d, 701.19a, 701.19b, 701.20a: Cranial Extraction -- "Choose a nonland card
    name. Search target player's graveyard, hand, and library for all cards with that name and
    exile them. Then that player shuffles." Alice (the caster) searches bob's three zones: the
    Shock in his graveyard (a public zone) must be found before she may stop (701.19b), the ones
    in his hand and library are found too; all three are exiled, his other cards stay, and his
    library is shuffled."""
    assert fully_compiled("Cranial Extraction")
    lib = SEARCH.replace("SPELL", "ce").replace("CARD", "Cranial Extraction").replace(
        "  - {id: lb3", "  - {id: shl, card: Shock, owner: bob}\n  - {id: lb3")
    g = game(lib, ["Cranial Extraction", "Shock", "Opt"],
             ["alice: cast ce target=bob", "alice: pass", "bob: pass", "alice: choose Shock"])
    d = g.s.decision
    assert d.kind == "search" and d.player == "alice"
    assert ("none",) not in options(g)                      # the graveyard's Shock must be found
    assert {("find", "shg"), ("find", "shh"), ("find", "shl")} == options(g)
    run_script(g, ["alice: find shg", "alice: find shh", "alice: find shl"], "<test>")
    assert [g.obj(c).zone for c in ("shg", "shh", "shl")] == ["exile", "exile", "exile"]
    assert g.obj("opt").zone == "hand" and sorted(g.s.library["bob"]) == ["lb1", "lb2", "lb3"]
    assert any(e.rule == "701.20a" or "shuffle" in e.text for e in g.log)


def test_107_1c_memoricide_any_number_may_leave_cards():
    """107.1c, 701.19a: Memoricide -- "... for any number of cards with that name and exile
    them": any number, so alice may stop at any time, even with a card with that name left in the
    graveyard; what she found is exiled, the rest stays."""
    assert fully_compiled("Memoricide")
    lib = SEARCH.replace("SPELL", "mc").replace("CARD", "Memoricide")
    g = game(lib, ["Memoricide", "Shock", "Opt"],
             ["alice: cast mc target=bob", "alice: pass", "bob: pass", "alice: choose Shock"])
    assert ("none",) in options(g)
    run_script(g, ["alice: find shh", "alice: none"], "<test>")
    assert g.obj("shh").zone == "exile" and g.obj("shg").zone == "graveyard"


# ------------------------------------------------------------------ "Each player chooses ... the rest" (101.4)
KEEP = """
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: bbear, card: Grizzly Bears, controller: bob}
  - {id: belf, card: Llanowar Elves, controller: bob}
  - {id: bgob, card: Raging Goblin, controller: bob}
hand:
  - {id: SPELL, card: CARD, owner: alice}
"""


def test_101_4_razias_purification_each_player_keeps_three_sacrifices_the_rest():
    """101.4, 701.17a: Razia's Purification -- "Each player chooses three permanents they control,
    then sacrifices the rest." Alice (the active player) chooses first, then bob; nothing is
    sacrificed until both have chosen; then all the permanents not chosen are sacrificed at the
    same time. Bob controls exactly three permanents, so his three are chosen and he loses none."""
    assert fully_compiled("Razia's Purification")
    g = game(KEEP.replace("SPELL", "rp").replace("CARD", "Razia's Purification"), ["Razia's Purification"],
             ["alice: cast rp", "alice: pass", "bob: pass"])
    d = g.s.decision
    assert d.kind == "choose" and d.player == "alice" and ("done",) not in options(g)
    run_script(g, ["alice: choose bear", "alice: choose p1", "alice: choose p2"], "<test>")
    # alice has chosen; nothing sacrificed yet: bob chooses now (101.4)
    assert g.s.decision.player == "bob" and g.obj("m1").zone == "battlefield"
    run_script(g, ["bob: choose bbear", "bob: choose belf", "bob: choose bgob"], "<test>")
    assert [g.obj(c).zone for c in ("bear", "p1", "p2")] == ["battlefield"] * 3
    assert [g.obj(c).zone for c in ("m1", "m2", "m3", "m4")] == ["graveyard"] * 4
    assert [g.obj(c).zone for c in ("bbear", "belf", "bgob")] == ["battlefield"] * 3


def test_701_7a_divine_reckoning_each_keeps_a_creature_the_rest_is_destroyed():
    """101.4, 701.7a: Divine Reckoning -- "Each player chooses a creature they control. Destroy the
    rest." Only creatures are "the rest" (lands stay); alice keeps her only creature, bob keeps his
    Elf; his Bears and Goblin are destroyed."""
    assert fully_compiled("Divine Reckoning")
    g = game(KEEP.replace("SPELL", "dr").replace("CARD", "Divine Reckoning"), ["Divine Reckoning"],
             ["alice: cast dr", "alice: pass", "bob: pass", "alice: choose bear", "bob: choose belf"])
    assert g.obj("bear").zone == "battlefield" and g.obj("belf").zone == "battlefield"
    assert g.obj("bbear").zone == "graveyard" and g.obj("bgob").zone == "graveyard"
    assert all(g.obj(c).zone == "battlefield" for c in ("p1", "m1"))
    assert "701.7a" in [e.rule for e in g.log]


# ------------------------------------------------------------------ "Choose one. If ..., you may choose two instead." (601.2b)
FLAME = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Plains, owner: alice}
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: orn, card: Ornithopter, controller: bob}
WIZARD
hand:
  - {id: foa, card: Flame of Anor, owner: alice}
"""


def test_601_2b_flame_of_anor_two_modes_with_a_wizard():
    """601.2b, 700.2: Flame of Anor -- "Choose one. If you control a Wizard as you cast this
    spell, you may choose two instead." Alice controls a Wizard (Prodigal Sorcerer) as she casts
    it: after the first mode she may choose a second; she draws two cards and bob's Ornithopter is
    destroyed."""
    assert fully_compiled("Flame of Anor")
    g = game(FLAME.replace("WIZARD", "  - {id: wiz, card: Prodigal Sorcerer, controller: alice}"),
             ["Flame of Anor", "Ornithopter", "Prodigal Sorcerer"], ["alice: cast foa", "alice: mode 1"])
    d = g.s.decision
    assert d.kind == "mode" and ("mode", 2) in options(g) and ("done",) in options(g)
    run_script(g, ["alice: mode 2", "alice: target alice", "alice: target orn", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("orn").zone == "graveyard"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand"


def test_601_2b_flame_of_anor_one_mode_without_a_wizard():
    """601.2b, 700.2: without a Wizard as she casts it, "choose one" stands: once one mode is
    chosen, no other may be (no mode decision is left)."""
    g = game(FLAME.replace("WIZARD\n", ""), ["Flame of Anor", "Ornithopter"], ["alice: cast foa", "alice: mode 2"])
    d = g.s.decision
    assert d.kind != "mode"
    assert "601.2b" in [e.rule for e in g.log]


def test_603_2_archfiend_of_depravity_that_player_keeps_up_to_two():
    """603.2, 701.17a, 107.1c-ish "up to": Archfiend of Depravity -- "At the beginning of each
    opponent's end step, that player chooses up to two creatures they control, then sacrifices the
    rest." At bob's end step bob (that player) chooses; he keeps only his Elf ("up to two": he may
    stop after one) and sacrifices his other two creatures; alice's creatures aren't touched."""
    assert fully_compiled("Archfiend of Depravity")
    g = game("""
players: [alice, bob]
active_player: bob
step: postcombat_main
battlefield:
  - {id: arch, card: Archfiend of Depravity, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: bbear, card: Grizzly Bears, controller: bob}
  - {id: belf, card: Llanowar Elves, controller: bob}
  - {id: bgob, card: Raging Goblin, controller: bob}
""", ["Archfiend of Depravity"], ["bob: pass", "alice: pass"])
    for _ in range(6):                        # the trigger goes on the stack; both pass; it resolves
        d = g.s.decision
        if d.kind == "choose":
            break
        run_script(g, [f"{d.player}: pass"], "<test>")
    d = g.s.decision
    assert d.kind == "choose" and d.player == "bob" and ("done",) in options(g)
    assert ("choose", "bear") not in options(g)
    run_script(g, ["bob: choose belf", "bob: done"], "<test>")
    assert g.obj("belf").zone == "battlefield"
    assert g.obj("bbear").zone == "graveyard" and g.obj("bgob").zone == "graveyard"
    assert g.obj("bear").zone == "battlefield" and g.obj("arch").zone == "battlefield"


# ------------------------------------------------------------------ "You may choose new targets for target spell." (115.7d)
def test_115_7d_redirect_changes_the_target_of_a_spell():
    """115.7d: Redirect -- "You may choose new targets for target spell." Bob's Shock targets
    alice; alice responds with Redirect and chooses bob as its new target (a legal target for the
    Shock); the Shock deals its 2 damage to bob, not to alice."""
    assert fully_compiled("Redirect")
    g = game("""
players: [alice, bob]
active_player: bob
step: precombat_main
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: rd, card: Redirect, owner: alice}
  - {id: sh, card: Shock, owner: bob}
""", ["Redirect", "Shock"], ["bob: cast sh target=alice", "bob: pass", "alice: cast rd target=sh",
                             "alice: pass", "bob: pass"])
    d = g.s.decision
    assert d.kind == "target" and d.player == "alice"
    assert {("target", "alice"), ("target", "bob")} <= options(g)
    run_script(g, ["alice: target bob", "alice: pass", "bob: pass"], "<test>")
    assert g.s.players["bob"].life == 18 and g.s.players["alice"].life == 20
    assert "115.7d" in [e.rule for e in g.log]


def test_115_7d_redirect_may_leave_the_target_unchanged():
    """115.7d: the player may leave any target unchanged: choosing the current target keeps it;
    the Shock still deals 2 damage to alice."""
    g = game("""
players: [alice, bob]
active_player: bob
step: precombat_main
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: rd, card: Redirect, owner: alice}
  - {id: sh, card: Shock, owner: bob}
""", ["Redirect", "Shock"], ["bob: cast sh target=alice", "bob: pass", "alice: cast rd target=sh",
                             "alice: pass", "bob: pass", "alice: target alice", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 18 and g.s.players["bob"].life == 20


def test_115_7e_redirect_swaps_arc_trails_targets():
    """115.7d, 115.7e: only the final set of new targets is evaluated. Bob's Arc Trail ("2 damage to
    any target and 1 damage to any other target") targets alice (2) and her Grizzly Bears (1);
    alice's Redirect makes the first target her Bears and the second alice herself -- a swap,
    though each new target was for a moment the other's old one. The Bears take 2 and die, alice
    loses 1 life."""
    assert fully_compiled("Arc Trail")
    g = game("""
players: [alice, bob]
active_player: bob
step: precombat_main
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: rd, card: Redirect, owner: alice}
  - {id: arc, card: Arc Trail, owner: bob}
""", ["Redirect", "Arc Trail"], ["bob: cast arc target=alice target=bear", "bob: pass", "alice: cast rd target=arc",
                                 "alice: pass", "bob: pass", "alice: target bear"])
    assert ("target", "bear") not in options(g) and ("target", "alice") in options(g)   # "any other target"
    run_script(g, ["alice: target alice", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "graveyard" and g.s.players["alice"].life == 19
