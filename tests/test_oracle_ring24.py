"""The Ring tempts you (CR 701.52): the emblem The Ring (114) gaining its abilities level by level,
the Ring-bearer designation (a player's choice; legendary through the layer system, 613.1d), the
blocking restriction "can't be blocked by creatures with greater power" decided by the combat
program (509.1b), "Whenever the Ring tempts you" and the loot, sacrifice and life-loss triggers of
the emblem. Each test plays real cards compiled from their Oracle text; the expected answer comes
from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life, pass_until, permanents

from pyengine.game import ring
from pyengine.game.players import run_script

ESCAPE = "Birthday Escape"        # {U} sorcery: "Draw a card. The Ring tempts you."


def _creature(card: str, oid: str, who: str = "alice") -> str:
    return f"  - {{id: {oid}, card: \"{card}\", controller: {who}, summoning_sick: false}}\n"


def _escapes(n: int) -> str:
    return "hand:\n" + "".join(f"  - {{id: be{i}, card: {ESCAPE}, owner: alice}}\n" for i in range(1, n + 1))


def _tempted(board: str, choices: list[str], cards: tuple[str, ...] = (), library: int = 8):
    """alice casts one Birthday Escape for each choice and chooses that creature as her Ring-bearer."""
    script = []
    for i, c in enumerate(choices, 1):
        script += [f"alice: cast be{i}", "alice: pass", "bob: pass"] + ([f"alice: choose {c}"] if c else [])
    n = max(4, len(choices))              # Escapes (and Islands) left for the test to cast
    return game(head(alice=library) + "battlefield:\n" + permanents("Island", [f"i{i}" for i in range(n)])
                + board + _escapes(n), [ESCAPE, *cards], script)


def _emblem_texts(g, p: str = "alice") -> list[str]:
    e = ring.emblem_of(g, p)
    return [a.text for a in g.obj(e).card.abilities] if e else []


def test_701_52c_tempting_twice_gives_the_first_two_abilities():
    """701.52c: the first time the Ring tempts alice she gets the emblem The Ring with "Your
    Ring-bearer is legendary and can't be blocked by creatures with greater power."; once the Ring
    has tempted her two times it also has "Whenever your Ring-bearer attacks, draw a card, then
    discard a card." -- and not yet the third or fourth ability."""
    assert fully_compiled(ESCAPE)
    g = _tempted(_creature("Grizzly Bears", "gb"), ["gb"])
    assert ring.times(g, "alice") == 1 and len(_emblem_texts(g)) == 1
    assert _emblem_texts(g)[0].startswith("Your Ring-bearer is legendary")
    run_script(g, ["alice: cast be2", "alice: pass", "bob: pass", "alice: choose gb"], "<test>")
    assert ring.times(g, "alice") == 2
    assert _emblem_texts(g)[1] == "Whenever your Ring-bearer attacks, draw a card, then discard a card."
    assert len(_emblem_texts(g)) == 2 and ring.emblem_of(g, "bob") is None


def test_701_52a_the_ring_bearer_is_a_choice_and_legendary():
    """701.52a, 701.52c, 613.1d: alice chooses among the creatures she controls (a decision, not
    automatic); the one chosen becomes her Ring-bearer and is legendary (a type-changing effect of
    the emblem, layer 4); the other is not."""
    g = _tempted(_creature("Grizzly Bears", "gb") + _creature("Hill Giant", "hg"), [])
    run_script(g, ["alice: cast be1", "alice: pass", "bob: pass"], "<test>")
    d = g.s.decision
    assert d.kind == "choose" and d.rule == "701.52a" and {a.args[0] for a in d.options} == {"gb", "hg"}
    run_script(g, ["alice: choose hg"], "<test>")
    assert ring.bearer(g, "alice") == "hg"
    assert "legendary" in g.ch("hg").supertypes and "legendary" not in g.ch("gb").supertypes


def test_701_52a_choosing_a_new_ring_bearer_ends_the_old_designation():
    """701.52a: a creature is your Ring-bearer until another creature becomes your Ring-bearer --
    tempted again, alice chooses the Hill Giant: the Bears are no longer her Ring-bearer nor
    legendary, the Giant is both."""
    g = _tempted(_creature("Grizzly Bears", "gb") + _creature("Hill Giant", "hg"), ["gb", "hg"])
    assert ring.bearer(g, "alice") == "hg" and g.obj("gb").ring_bearer is None
    assert "legendary" in g.ch("hg").supertypes and "legendary" not in g.ch("gb").supertypes


def test_704_5j_only_the_ring_bearer_is_legendary_so_two_bears_stay():
    """701.52c, 704.5j: the legend rule applies to two or more legendary permanents with the same
    name: alice's Ring-bearer Grizzly Bears is legendary, her other Grizzly Bears isn't -- both stay
    on the battlefield."""
    g = _tempted(_creature("Grizzly Bears", "gb1") + _creature("Grizzly Bears", "gb2"), ["gb1"])
    assert "legendary" in g.ch("gb1").supertypes and "legendary" not in g.ch("gb2").supertypes
    assert g.obj("gb1").zone == "battlefield" and g.obj("gb2").zone == "battlefield"


def _attack(choices: list[str], blockers: str, cards: tuple[str, ...] = ()):
    g = _tempted(_creature("Grizzly Bears", "gb") + blockers, choices, cards)
    pass_until(g, "alice", "declare_attackers")
    run_script(g, ["alice: attack gb", "alice: done"], "<test>")
    return g


def _to_blocks(g) -> None:
    for _ in range(12):
        d = g.s.decision
        if d.kind == "declare_blockers":
            return
        acts = [str(a) for a in d.options]
        run_script(g, [f"{d.player}: {'pass' if 'pass' in acts else acts[0]}"], "<test>")
    raise AssertionError("no declare blockers decision")


def test_509_1b_ring_bearer_cant_be_blocked_by_greater_power_but_can_by_equal():
    """509.1b, 701.52c: "Your Ring-bearer ... can't be blocked by creatures with greater power" --
    the combat program refuses bob's block with Hill Giant (power 3 > 2); bob's Grizzly Bears
    (power 2, equal) may block it."""
    g = _attack(["gb"], _creature("Hill Giant", "hg", "bob") + _creature("Grizzly Bears", "bb", "bob"))
    _to_blocks(g)
    run_script(g, ["bob: block hg gb", "bob: done"], "<test>")
    assert "hg" not in g.s.blockers and g.s.decision.kind == "declare_blockers"
    assert any(e.rule == "509.1" and "greater power" in e.text for e in g.log)
    run_script(g, ["bob: block bb gb", "bob: done"], "<test>")
    assert g.s.blockers.get("bb") == ["gb"]


def test_509_1b_a_creature_that_isnt_the_ring_bearer_may_be_blocked_by_greater_power():
    """509.1b, 701.52e: the restriction is on alice's Ring-bearer only: her other creature, Grizzly
    Bears "o" (not chosen), may be blocked by bob's Hill Giant."""
    g = _tempted(_creature("Grizzly Bears", "gb") + _creature("Grizzly Bears", "o") + _creature("Hill Giant", "hg", "bob"),
                 ["gb"])
    pass_until(g, "alice", "declare_attackers")
    run_script(g, ["alice: attack o", "alice: done"], "<test>")
    _to_blocks(g)
    run_script(g, ["bob: block hg o", "bob: done"], "<test>")
    assert g.s.blockers.get("hg") == ["o"]


def test_701_52c_ring_bearer_loots_when_it_attacks_after_two_temptations():
    """701.52c: tempted twice, "Whenever your Ring-bearer attacks, draw a card, then discard a
    card." -- alice draws one card (2 from Birthday Escapes + 1) and discards one: her library has
    lost three cards and one card is in her graveyard besides the two Escapes."""
    g = _attack(["gb", "gb"], "")
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.s.decision.kind == "discard"
    run_script(g, ["alice: discard la1"], "<test>")
    assert g.obj("la3").zone == "hand" and g.obj("la4").zone == "library" and g.obj("la1").zone == "graveyard"


def test_701_52c_one_temptation_gives_no_loot():
    """701.52c: tempted once, The Ring has only its first ability: the Ring-bearer's attack
    triggers nothing."""
    g = _attack(["gb"], "")
    assert not g.s.stack and not g.s.pending


def test_701_52c_third_ability_blocker_is_sacrificed_at_end_of_combat():
    """701.52c, 603.7a, 701.17a: tempted three times, "Whenever your Ring-bearer becomes blocked by
    a creature, that creature's controller sacrifices it at end of combat." -- bob's Horned Turtle
    (1/4) blocks the Bears and survives their 2 damage; at end of combat bob sacrifices it."""
    g = _attack(["gb", "gb", "gb"], _creature("Horned Turtle", "ht", "bob"))
    for _ in range(6):
        d = g.s.decision
        if d.kind == "declare_blockers":
            break
        acts = [str(a) for a in d.options]
        run_script(g, [f"{d.player}: {'pass' if 'pass' in acts else ('discard la1' if d.kind == 'discard' else acts[0])}"], "<test>")
    run_script(g, ["bob: block ht gb", "bob: done"], "<test>")
    pass_until(g, "alice", "postcombat_main")
    assert g.obj("ht").zone == "graveyard"


def test_701_52c_fourth_ability_each_opponent_loses_three():
    """701.52c, 510.2: tempted four times, "Whenever your Ring-bearer deals combat damage to a
    player, each opponent loses 3 life." -- unblocked Grizzly Bears deal 2 and bob loses 3 more:
    20 - 2 - 3 = 15."""
    g = _attack(["gb"] * 4, "")
    for _ in range(40):
        if g.s.step == "postcombat_main" and g.s.active == "alice":
            break
        d = g.s.decision
        acts = [str(a) for a in d.options]
        pick = "pass" if "pass" in acts else ("done" if "done" in acts else
                                               next(a for a in acts if a.startswith("discard")))
        run_script(g, [f"{d.player}: {pick}"], "<test>")
    assert life(g, "bob") == 15


def test_701_52a_whenever_the_ring_tempts_you_gandalf_draws_for_another_creature():
    """701.52a, 603.4: Gandalf, Friend of the Shire's "Whenever the Ring tempts you, if you chose a
    creature other than Gandalf as your Ring-bearer, draw a card." -- choosing the Bears, alice draws
    one card besides the Escape's; choosing Gandalf next, she draws only the Escape's."""
    assert fully_compiled("Gandalf, Friend of the Shire")
    g = _tempted(_creature("Grizzly Bears", "gb") + _creature("Gandalf, Friend of the Shire", "gf"), ["gb"],
                 ("Gandalf, Friend of the Shire",))
    pass_until_empty(g)
    assert g.obj("la2").zone == "hand" and g.obj("la3").zone == "library"
    run_script(g, ["alice: cast be2", "alice: pass", "bob: pass", "alice: choose gf"], "<test>")
    pass_until_empty(g)
    assert g.obj("la3").zone == "hand" and g.obj("la4").zone == "library"


def pass_until_empty(g) -> None:
    for _ in range(10):
        if not g.s.stack and not g.s.pending:
            return
        d = g.s.decision
        run_script(g, [f"{d.player}: pass"], "<test>")


def test_701_52a_tempted_without_a_creature_still_counts():
    """701.52a, 701.52c: with no creature to choose, alice still gets The Ring and the Ring has
    tempted her once; she has no Ring-bearer."""
    g = _tempted("", [""])
    assert ring.times(g, "alice") == 1 and ring.bearer(g, "alice") is None
    assert len(_emblem_texts(g)) == 1


def test_400_7_a_destroyed_ring_bearer_is_no_ones_ring_bearer():
    """400.7, 701.52a: Claim the Precious ("Destroy target creature. The Ring tempts you.") destroys
    alice's own Grizzly Bears, then she chooses the Hill Giant: the Bears card in her graveyard is a
    new object with no designation; the Giant is her Ring-bearer."""
    assert fully_compiled("Claim the Precious")
    g = game(head(alice=4) + "battlefield:\n" + _creature("Grizzly Bears", "gb") + _creature("Hill Giant", "hg")
             + permanents("Swamp", ["s1", "s2", "s3"]) + "hand:\n  - {id: cp, card: Claim the Precious, owner: alice}\n",
             ["Claim the Precious"], ["alice: cast cp target=gb", "alice: pass", "bob: pass"])
    d = g.s.decision
    assert d.kind == "choose" and {a.args[0] for a in d.options} == {"hg"}
    run_script(g, ["alice: choose hg"], "<test>")
    assert g.obj("gb").zone == "graveyard" and g.obj("gb").ring_bearer is None
    assert ring.bearer(g, "alice") == "hg"


def _plane_board(plane: str, attacker: str) -> object:
    return game(head("declare_attackers", alice=6, bob=6) + "battlefield:\n" + _creature(attacker, "a")
                + permanents("Wall of Wood", ["w"], "bob")
                + f"planar_decks:\n  alice: [{plane}, Krosa]\n  bob: [Krosa]\n", [plane, "Krosa"], ["alice: attack a", "alice: done"])


def test_901_7_a_planes_blocking_restriction_functions_in_the_command_zone():
    """901.7, 509.1b: Tazeem's "Creatures can't block." functions from the command zone (the same
    command-zone combat rules as The Ring's): bob's block with Wall of Wood is refused."""
    assert fully_compiled("Tazeem")
    g = _plane_board("Tazeem", "Grizzly Bears")
    _to_blocks(g)
    run_script(g, ["bob: block w a", "bob: done"], "<test>")
    assert "w" not in g.s.blockers and g.s.decision.kind == "declare_blockers"


def test_901_7_the_great_forest_creatures_assign_damage_by_toughness():
    """901.7, 510.1a: The Great Forest's "Each creature assigns combat damage equal to its toughness
    rather than its power." -- alice's unblocked Horned Turtle (1/4) deals 4: bob goes to 16."""
    assert fully_compiled("The Great Forest")
    g = _plane_board("The Great Forest", "Horned Turtle")
    pass_until(g, "alice", "postcombat_main")
    assert life(g, "bob") == 16
