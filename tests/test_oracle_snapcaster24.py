"""Flashback granted by an effect (702.34a): "target instant or sorcery card in your graveyard gains
flashback until end of turn. The flashback cost is equal to its mana cost." (Snapcaster Mage,
Recoup, Flashback, Slickshot Lockpicker, ...): a layer-6 effect on the card in the graveyard
(613.1f, 611.2a), its cost the card's mana cost ({X} chosen as it is cast, 107.3, 601.2b; none:
unpayable, 118.6), ending when the card leaves the graveyard otherwise than by being cast that way
(400.7, 400.7g); the spell cast with it is exiled as it leaves the stack (702.34a)."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life, pass_until, permanents, play

HEAD = head()
NAMES = ["Snapcaster Mage", "Lightning Bolt", "Island", "Mountain", "Think Twice", "Blaze", "Regrowth", "Forest",
         "Recoup", "Lava Spike", "Ancestral Vision", "Counterspell"]


def _board(lands: str, graveyard: str, hand: str = "  - {id: snap, card: Snapcaster Mage, owner: alice}\n",
           more: str = "") -> str:
    return HEAD + "battlefield:\n" + lands + more + "hand:\n" + hand + "graveyard:\n" + graveyard


BOLT = "  - {id: bolt, card: Lightning Bolt, owner: alice}\n"
SNAP = ["alice: cast snap", "alice: autopay", "alice: pass", "bob: pass"]


def _casts(g, oid: str) -> list[str]:
    return [str(a) for a in g.legal_actions() if a.kind == "cast" and a.args[0] == oid]


def test_702_34a_snapcaster_bolt_cast_for_its_mana_cost_then_exiled():
    """702.34a, 118.9: Snapcaster Mage's trigger gives Lightning Bolt flashback with cost {R} (its
    mana cost); alice casts it from her graveyard for {R}, bob takes 3, and the Bolt is exiled as it
    leaves the stack rather than put into the graveyard."""
    assert fully_compiled("Snapcaster Mage")
    g = play(_board(permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1"]), BOLT), NAMES,
             SNAP + ["alice: target bolt", "alice: pass", "bob: pass"])
    assert _casts(g, "bolt") == ["cast bolt flashback"]
    g = play(_board(permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1"]), BOLT), NAMES,
             SNAP + ["alice: target bolt", "alice: pass", "bob: pass",
                     "alice: cast bolt flashback target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and g.obj("bolt").zone == "exile"
    assert any(e.rule == "601.2f" and "{R}" in e.text for e in g.log)


def test_601_2c_snapcaster_targets_only_instants_and_sorceries_in_your_graveyard():
    """115.1, 601.2c: "target instant or sorcery card in your graveyard" -- bob's Lightning Bolt (in
    his graveyard) and alice's Island card aren't legal targets; her own Bolt is."""
    gy = BOLT + "  - {id: bbolt, card: Lightning Bolt, owner: bob}\n  - {id: isl, card: Island, owner: alice}\n"
    g = play(_board(permanents("Island", ["i1", "i2"]), gy), NAMES, SNAP)
    assert [a.args[0] for a in g.s.decision.options if a.kind == "target"] == ["bolt"]


def test_702_34a_no_flashback_before_the_trigger_resolves():
    """702.34a, 611.2a: the card has flashback only once the effect begins (the trigger resolves):
    with the trigger still on the stack, casting the Bolt from the graveyard isn't an option."""
    g = play(_board(permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1"]), BOLT), NAMES,
             SNAP + ["alice: target bolt"])
    assert g.s.stack and _casts(g, "bolt") == []


def test_107_3_flashback_cost_with_x_is_chosen_as_cast():
    """107.3, 601.2b, 601.2f: Blaze's mana cost is {X}{R}, so its granted flashback cost is {X}{R}:
    alice announces X=2, pays {2}{R}, Blaze deals 2 damage to bob and is exiled (702.34a)."""
    assert fully_compiled("Blaze")
    gy = "  - {id: blaze, card: Blaze, owner: alice}\n"
    g = play(_board(permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1", "m2", "m3"]), gy), NAMES,
             SNAP + ["alice: target blaze", "alice: pass", "bob: pass",
                     "alice: cast blaze flashback x=2 target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 18 and g.obj("blaze").zone == "exile"
    assert any(e.rule == "601.2f" and "{2}{R}" in e.text for e in g.log)


def test_400_7_card_that_left_the_graveyard_loses_granted_flashback():
    """400.7, 611.2c: after Regrowth returns the Bolt (which Snapcaster gave flashback) to alice's
    hand, it is a new object: cast from her hand it goes to the graveyard as usual (it wasn't cast
    with flashback, 702.34a), and there it has no flashback any more."""
    lands = permanents("Island", ["i1", "i2"]) + permanents("Forest", ["f1", "f2"]) + permanents("Mountain", ["m1"])
    hand = "  - {id: snap, card: Snapcaster Mage, owner: alice}\n  - {id: regrowth, card: Regrowth, owner: alice}\n"
    g = play(_board(lands, BOLT, hand), NAMES,
             SNAP + ["alice: target bolt", "alice: pass", "bob: pass",
                     "alice: cast regrowth target=bolt", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("bolt").zone == "hand" and not any("bolt" in (e.objects or ()) for e in g.s.effects)
    from pyengine.game.players import run_script
    run_script(g, ["alice: cast bolt target=bob", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 17 and g.obj("bolt").zone == "graveyard"
    assert _casts(g, "bolt") == []


def test_514_2_granted_flashback_ends_with_the_turn():
    """514.2, 611.2a: "until end of turn" -- in bob's next upkeep alice's Bolt (an instant) can't be
    cast from her graveyard any more."""
    g = play(_board(permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1"]), BOLT), NAMES,
             SNAP + ["alice: target bolt", "alice: pass", "bob: pass"])
    assert _casts(g, "bolt") == ["cast bolt flashback"]
    pass_until(g, "bob", "upkeep")
    if g.decision.player != "alice":
        from pyengine.game.players import run_script
        run_script(g, ["bob: pass"], "<test>")
    assert g.decision.player == "alice" and _casts(g, "bolt") == []


def test_702_34a_printed_and_granted_flashback_player_chooses():
    """702.34a, 118.9: Think Twice has its own "Flashback {2}{U}" and gains one costing {1}{U} (its
    mana cost): with three Islands left alice may cast it with either; she casts it for {1}{U}, draws
    a card, and it is exiled."""
    assert fully_compiled("Think Twice")
    gy = "  - {id: tt, card: Think Twice, owner: alice}\n"
    lands = permanents("Island", ["i1", "i2", "i3", "i4", "i5"])
    g = play(_board(lands, gy), NAMES, SNAP + ["alice: target tt", "alice: pass", "bob: pass"])
    assert _casts(g, "tt") == ["cast tt flashback", "cast tt flashback2"]
    hand = len(g.zone_ids("hand", "alice"))
    from pyengine.game.players import run_script
    run_script(g, ["alice: cast tt flashback2", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert any(e.rule == "601.2f" and "{1}{U}" in e.text for e in g.log)
    assert g.obj("tt").zone == "exile" and len(g.zone_ids("hand", "alice")) == hand + 1


def test_118_6_no_mana_cost_is_unpayable():
    """118.6: Ancestral Vision has no mana cost; the flashback Snapcaster gives it has a cost
    "equal to its mana cost" -- unpayable, so it can't be cast from the graveyard."""
    gy = "  - {id: av, card: Ancestral Vision, owner: alice}\n"
    g = play(_board(permanents("Island", ["i1", "i2", "i3", "i4"]), gy), NAMES,
             SNAP + ["alice: target av", "alice: pass", "bob: pass"])
    assert _casts(g, "av") == []


def test_702_34a_countered_flashback_spell_is_exiled():
    """702.34a: a spell cast with a granted flashback is exiled whenever it leaves the stack --
    countered by bob's Counterspell, the Bolt goes to exile, not the graveyard (701.6a)."""
    more = permanents("Island", ["bi1", "bi2"], "bob")
    board = _board(permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1"]), BOLT, more=more)
    board = board.replace("graveyard:\n", "  - {id: cs, card: Counterspell, owner: bob}\ngraveyard:\n")
    g = play(board, NAMES, SNAP + ["alice: target bolt", "alice: pass", "bob: pass",
                                   "alice: cast bolt flashback target=bob", "alice: autopay", "alice: pass",
                                   "bob: cast cs target=bolt", "bob: autopay", "bob: pass", "alice: pass"])
    assert g.obj("bolt").zone == "exile" and life(g, "bob") == 20 and g.obj("cs").zone == "graveyard"


def test_702_34a_recoup_sorcery_only_and_its_own_flashback():
    """601.2c, 702.34a: Recoup targets a sorcery card in alice's graveyard (Lava Spike; Lightning Bolt
    is an instant and isn't a legal target); Lava Spike then gains flashback {R}, cast for it it deals
    3 damage to bob and is exiled. Recoup itself went to the graveyard (cast from the hand)."""
    assert fully_compiled("Recoup")
    gy = BOLT + "  - {id: spike, card: Lava Spike, owner: alice}\n"
    hand = "  - {id: recoup, card: Recoup, owner: alice}\n"
    g = play(_board(permanents("Mountain", ["m1", "m2", "m3"]), gy, hand), NAMES, ["alice: cast recoup"])
    assert [a.args[0] for a in g.s.decision.options if a.kind == "target"] == ["spike"]
    g = play(_board(permanents("Mountain", ["m1", "m2", "m3"]), gy, hand), NAMES,
             ["alice: cast recoup target=spike", "alice: autopay", "alice: pass", "bob: pass",
              "alice: cast spike flashback target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and g.obj("spike").zone == "exile" and g.obj("recoup").zone == "graveyard"


PIF = ["Past in Flames", "Shock", "Lightning Bolt", "Lava Spike", "Grizzly Bears", "Mountain", "Return the Past"]


def test_611_2c_past_in_flames_affects_the_cards_there_as_it_resolves():
    """611.2c, 702.34a: Past in Flames gives flashback to the instant and sorcery cards in alice's
    graveyard as it resolves (Lightning Bolt, Lava Spike) -- not to her Grizzly Bears card, not to
    bob's Bolt, and not to the Shock she puts there afterwards; the Bolt cast so is exiled."""
    assert fully_compiled("Past in Flames")
    b = HEAD + "battlefield:\n" + permanents("Mountain", [f"m{i}" for i in range(8)]) + """hand:
  - {id: pif, card: Past in Flames, owner: alice}
  - {id: shock, card: Shock, owner: alice}
graveyard:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: spike, card: Lava Spike, owner: alice}
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: bbolt, card: Lightning Bolt, owner: bob}
"""
    g = play(b, PIF, ["alice: cast pif", "alice: autopay", "alice: pass", "bob: pass",
                      "alice: cast shock target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert sorted(str(a) for a in g.legal_actions() if a.kind == "cast") == ["cast bolt flashback",
                                                                              "cast spike flashback"]
    from pyengine.game.players import run_script
    run_script(g, ["alice: cast bolt flashback target=bob", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 15 and g.obj("bolt").zone == "exile" and g.obj("shock").zone == "graveyard"


def test_611_3a_return_the_past_only_during_your_turn():
    """611.3a, 702.34a: Return the Past's "During your turn, each instant and sorcery card in your
    graveyard has flashback" -- in alice's turn she may cast her Bolt from the graveyard for {R}
    (then it's exiled); in bob's upkeep, with priority, she can't."""
    b = HEAD + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + """  - {id: rtp, card: Return the Past, controller: alice}
graveyard:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: spike, card: Lava Spike, owner: alice}
"""
    assert fully_compiled("Return the Past")
    g = game(b, PIF)
    assert sorted(_casts(g, "bolt") + _casts(g, "spike")) == ["cast bolt flashback", "cast spike flashback"]
    pass_until(g, "bob", "upkeep")
    from pyengine.game.players import run_script
    run_script(g, ["bob: pass"], "<test>")
    assert g.decision.player == "alice" and _casts(g, "bolt") == []
    g = play(b, PIF, ["alice: cast bolt flashback target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and g.obj("bolt").zone == "exile"
