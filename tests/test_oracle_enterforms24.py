"""How a permanent enters, and whether it can: two cards named in the CR examples and their kin.

- 611.2e: "put ... onto the battlefield ... That permanent is an enchantment in addition to its other
  types" (Arbiter of the Ideal, Portal to Phyrexia): the effect applies as the permanent enters, so
  what sees it enter sees that characteristic.
- 614.17d, 608.3e: "Lands can't enter the battlefield." (Worms of the Earth): any attempt fails, the
  card stays where it was; a permanent spell that can't enter goes to its owner's graveyard.
- 101.4, 118.12: "any player may X or Y. If a player does either, Z" / "If no one does, Z": each
  player in APNAP order chooses.

Each test plays real cards compiled from their Oracle text; the expected answer comes from the CR rule
cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, pass_until, permanents, play, rules

from pyengine.game.players import run_script


def _answer(g, line: str) -> None:
    run_script(g, [line], "<test>")


# ================================================================ 611.2e: enters as an enchantment
def _arbiter(top: str, yes: bool = True, more: str = ""):
    board = (head(step="end", active="bob", alice=[top, "Plains", "Plains"])
             + "battlefield:\n  - {id: arb, card: Arbiter of the Ideal, controller: alice, tapped: true}\n"
             + permanents("Eidolon of Blossoms", ["eid"]) + more)
    g = play(board, ["Arbiter of the Ideal", "Eidolon of Blossoms", top, "Worms of the Earth"], [])
    pass_until(g, "alice", "upkeep")
    for _ in range(20):
        d = g.decision
        if d.kind == "may":
            _answer(g, f"alice: {'yes' if yes else 'no'}")
            break
        _answer(g, f"{d.player}: {'decline' if d.kind == 'any_player_may' else 'pass'}")   # Worms' upkeep
    while g.s.stack:
        _answer(g, f"{g.decision.player}: pass")
    return g


def test_611_2e_arbiter_of_the_ideal_permanent_is_an_enchantment_as_it_enters():
    """611.2e (its example): Arbiter of the Ideal untaps, reveals Grizzly Bears and alice puts it onto
    the battlefield with a manifestation counter; "That permanent is an enchantment in addition to its
    other types" applies as it enters -- Eidolon of Blossoms' "Whenever this creature or another
    enchantment you control enters, draw a card" triggers (alice draws: her hand has one card)."""
    assert fully_compiled("Arbiter of the Ideal") and fully_compiled("Eidolon of Blossoms")
    g = _arbiter("Grizzly Bears")
    ch = g.ch("la1")
    assert g.obj("la1").zone == "battlefield"
    assert "enchantment" in ch.types and "creature" in ch.types and "Bear" in ch.subtypes     # 205.1b
    assert counters(g, "la1", "manifestation") == 1                                            # 122.6
    assert "611.2e" in rules(g)
    assert [o.id for o in g.s.objects.values() if o.zone == "hand" and o.owner == "alice"] == ["la2"]


def test_608_2d_arbiter_of_the_ideal_declined_card_stays_on_top():
    """608.2d: "you may put it onto the battlefield" -- alice declines: Grizzly Bears stays on top of
    her library, nothing entered and Eidolon of Blossoms doesn't trigger (no card drawn)."""
    g = _arbiter("Grizzly Bears", yes=False)
    assert g.obj("la1").zone == "library" and g.s.library["alice"][0] == "la1"
    assert not [o for o in g.s.objects.values() if o.zone == "hand" and o.owner == "alice"]


def test_614_17d_arbiter_of_the_ideal_cant_put_a_land_under_worms_of_the_earth():
    """614.17d: Arbiter reveals a Forest while bob's Worms of the Earth says "Lands can't enter the
    battlefield": alice may try, but the Forest (a land enchantment as it would enter) can't enter --
    it stays on top of her library (609.3), and nothing enters for Eidolon of Blossoms to see."""
    g = _arbiter("Forest", more=permanents("Worms of the Earth", ["w"], "bob"))
    assert g.obj("la1").zone == "library" and g.s.library["alice"][0] == "la1"
    assert "614.17d" in rules(g)
    assert not [o for o in g.s.objects.values() if o.zone == "hand" and o.owner == "alice"]


def test_611_2e_portal_to_phyrexia_returns_a_phyrexian():
    """611.2e, 205.1b: Portal to Phyrexia's upkeep trigger puts bob's Grizzly Bears from his graveyard
    onto the battlefield under alice's control; "It's a Phyrexian in addition to its other types" --
    it enters a Phyrexian Bear (its own creature type kept)."""
    assert fully_compiled("Portal to Phyrexia")
    board = (head(step="end", active="bob") + "battlefield:\n" + permanents("Portal to Phyrexia", ["pp"])
             + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: bob}\n")
    g = play(board, ["Portal to Phyrexia", "Grizzly Bears"], [])
    pass_until(g, "alice", "upkeep")
    for _ in range(20):
        d = g.decision
        if d.kind == "target":
            _answer(g, "alice: target gb")
            continue
        if d.kind == "priority" and not g.s.stack and g.obj("gb").zone == "battlefield":
            break
        _answer(g, f"{d.player}: pass")
    ch = g.ch("gb")
    assert g.obj("gb").zone == "battlefield" and ch.controller == "alice"
    assert {"Phyrexian", "Bear"} <= set(ch.subtypes)


# ================================================================ 614.17d: Worms of the Earth
def test_614_17d_worms_of_the_earth_land_put_by_a_spell_stays_in_the_library():
    """614.17d, 609.3 (Worms of the Earth ruling: the land stays where it is, the rest of the spell
    still happens): under bob's Worms of the Earth, Rampant Growth finds a Forest -- it can't enter
    and stays in alice's library, which is shuffled; Rampant Growth goes to the graveyard."""
    assert fully_compiled("Worms of the Earth") and fully_compiled("Rampant Growth")
    board = (head(alice=["Forest", "Plains", "Plains"]) + "battlefield:\n"
             + permanents("Worms of the Earth", ["w"], "bob") + permanents("Forest", ["f1", "f2"])
             + "hand:\n  - {id: rg, card: Rampant Growth, owner: alice}\n")
    g = play(board, ["Worms of the Earth", "Rampant Growth", "Forest"],
             ["alice: cast rg", "alice: pass", "bob: pass", "alice: find la1"])
    assert g.obj("la1").zone == "library" and g.obj("rg").zone == "graveyard"
    assert "614.17d" in rules(g) and "701.20a" in rules(g)


def test_305_2_worms_of_the_earth_players_cant_play_lands():
    """305.2, 101.2: "Players can't play lands." -- alice, with a Forest in hand in her main phase
    and no land played this turn, has no action playing it."""
    board = (head() + "battlefield:\n" + permanents("Worms of the Earth", ["w"], "bob")
             + "hand:\n  - {id: fo, card: Forest, owner: alice}\n")
    g = game(board, ["Worms of the Earth", "Forest"])
    assert not [a for a in g.legal_actions() if a.kind == "play"]


def test_608_3e_clone_copying_dryad_arbor_under_worms_goes_to_the_graveyard():
    """608.3e (its example), 614.17d: Clone chooses to copy Dryad Arbor (a land creature) while Worms
    of the Earth is on the battlefield -- as it would enter it's a land, so it can't enter from the
    stack and is put into its owner's graveyard."""
    assert fully_compiled("Clone") and fully_compiled("Dryad Arbor")
    board = (head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + permanents("Worms of the Earth", ["w"], "bob") + permanents("Dryad Arbor", ["da"], "bob")
             + "hand:\n  - {id: new, card: Clone, owner: alice}\n")
    g = game(board, ["Clone", "Worms of the Earth", "Dryad Arbor"])
    g.replacement_chooser = lambda who, ev, opts: [o for o in opts if not o.declined
                                                   and o.effect.id.endswith("@da")][0]
    run_script(g, ["alice: cast new", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("new").zone == "graveyard"
    assert "608.3e" in rules(g) and "614.17d" in rules(g)


def test_608_3_clone_not_copying_a_land_enters_under_worms():
    """608.3a, 614.17d: the same Clone declining to copy is a 0/0 creature, not a land: Worms of the
    Earth doesn't stop it -- it enters (and dies to 704.5f: 0 toughness)."""
    board = (head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + permanents("Worms of the Earth", ["w"], "bob") + permanents("Dryad Arbor", ["da"], "bob")
             + "hand:\n  - {id: new, card: Clone, owner: alice}\n")
    g = game(board, ["Clone", "Worms of the Earth", "Dryad Arbor"])
    g.replacement_chooser = lambda who, ev, opts: [o for o in opts if o.declined][0]
    run_script(g, ["alice: cast new", "alice: pass", "bob: pass"], "<test>")
    assert "614.17d" not in rules(g) and "608.3e" not in rules(g)
    assert "704.5f" in rules(g)


# ================================================================ 101.4, 118.12: any player may
def _worms_upkeep(alice_lands: int = 2):
    board = (head(step="end", active="bob") + "battlefield:\n"
             + permanents("Worms of the Earth", ["w"], "bob")
             + permanents("Forest", [f"f{i}" for i in range(1, alice_lands + 1)])
             + permanents("Swamp", ["s1"], "bob"))
    g = play(board, ["Worms of the Earth", "Forest", "Swamp"], [])
    pass_until(g, "alice", "upkeep")
    while g.decision.kind == "priority":
        _answer(g, f"{g.decision.player}: pass")
    return g


def test_101_4_worms_of_the_earth_upkeep_asks_the_active_player_first():
    """101.4: at alice's upkeep bob's Worms trigger resolves; "any player may ..." -- alice, the
    active player, chooses first (sacrifice two lands, damage, or decline), then bob. Alice declines,
    bob has Worms deal 5 damage to him: bob is at 15, and "If a player does either, destroy this
    enchantment" -- Worms is destroyed; alice's lands are untouched."""
    g = _worms_upkeep()
    d = g.decision
    assert (d.kind, d.player) == ("any_player_may", "alice")
    assert {str(a) for a in d.options} == {"do 0", "do 1", "decline"}
    _answer(g, "alice: decline")
    d = g.decision
    assert (d.kind, d.player) == ("any_player_may", "bob")
    assert {str(a) for a in d.options} == {"do 1", "decline"}      # 118.3: bob has one land only
    _answer(g, "bob: do 1")
    assert life(g, "bob") == 15 and life(g, "alice") == 20
    assert g.obj("w").zone == "graveyard"
    assert g.obj("f1").zone == "battlefield" and g.obj("f2").zone == "battlefield"


def test_118_12_worms_of_the_earth_sacrificing_two_lands_destroys_it():
    """118.12, 701.17a: alice chooses to sacrifice two lands of her choice, bob declines: both of
    alice's Forests are sacrificed, no one is dealt damage, and Worms of the Earth is destroyed."""
    g = _worms_upkeep()
    _answer(g, "alice: do 0")
    _answer(g, "bob: decline")
    while g.decision.kind == "sacrifice":
        _answer(g, f"alice: {g.decision.options[0]}")
    assert g.obj("f1").zone == "graveyard" and g.obj("f2").zone == "graveyard"
    assert life(g, "alice") == 20 and life(g, "bob") == 20
    assert g.obj("w").zone == "graveyard"


def test_118_12_worms_of_the_earth_stays_when_no_player_does_either():
    """118.12: both players decline: nothing is sacrificed, no damage, Worms of the Earth stays."""
    g = _worms_upkeep()
    _answer(g, "alice: decline")
    _answer(g, "bob: decline")
    assert g.obj("w").zone == "battlefield" and life(g, "alice") == 20 and life(g, "bob") == 20


def test_118_3_worms_of_the_earth_sacrifice_not_offered_with_one_land():
    """118.3, 118.12: sacrificing two lands is a cost: alice, with a single Forest, is offered only
    the damage (or declining)."""
    g = _worms_upkeep(alice_lands=1)
    assert {str(a) for a in g.decision.options} == {"do 1", "decline"}


def _browbeat(alice_says: str, bob_says: str):
    board = (head(alice=5) + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"])
             + "hand:\n  - {id: bb, card: Browbeat, owner: alice}\n")
    g = play(board, ["Browbeat", "Mountain"], ["alice: cast bb target=alice", "alice: pass", "bob: pass"])
    assert (g.decision.kind, g.decision.player) == ("any_player_may", "alice")
    _answer(g, f"alice: {alice_says}")
    _answer(g, f"bob: {bob_says}")
    return g


def test_101_4_browbeat_no_one_takes_damage_target_draws_three():
    """101.4, 118.12: "Any player may have Browbeat deal 5 damage to them. If no one does, target
    player draws three cards." -- both decline: alice (the target) draws three cards."""
    assert fully_compiled("Browbeat")
    g = _browbeat("decline", "decline")
    assert [g.obj(f"la{i}").zone for i in (1, 2, 3, 4)] == ["hand", "hand", "hand", "library"]
    assert life(g, "bob") == 20


def test_118_12_browbeat_bob_takes_five_no_cards_drawn():
    """118.12: bob has Browbeat deal 5 damage to him: bob is at 15 and no one draws."""
    g = _browbeat("decline", "do 0")
    assert life(g, "bob") == 15 and g.obj("la1").zone == "library"


def test_611_2e_rise_from_the_grave_returns_a_black_zombie_keeping_its_colors():
    """611.2e, 105.3, 205.1b: Rise from the Grave puts bob's Grizzly Bears (green) onto the
    battlefield under alice's control; "That creature is a black Zombie in addition to its other
    colors and types" -- it enters green and black, a Bear Zombie."""
    assert fully_compiled("Rise from the Grave")
    board = (head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4", "s5"])
             + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: bob}\n"
             + "hand:\n  - {id: rg, card: Rise from the Grave, owner: alice}\n")
    g = play(board, ["Rise from the Grave", "Grizzly Bears", "Swamp"],
             ["alice: cast rg target=gb", "alice: pass", "bob: pass"])
    ch = g.ch("gb")
    assert g.obj("gb").zone == "battlefield" and ch.controller == "alice"
    assert {"green", "black"} <= set(ch.colors) and {"Bear", "Zombie"} <= set(ch.subtypes)
