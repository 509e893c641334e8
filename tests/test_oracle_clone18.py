"""Entering the battlefield and copy effects, compiled from the Oracle text of real cards and
played. Each expected value comes from the Comprehensive Rules (cited), never from the engine's
own output:

- 614.1c, 614.1d, 614.12: "enters tapped", "enters with counters", "if ..., ~ enters tapped" are
  replacement effects applied as the permanent enters;
- 201.5, 603.2: a card named for two characters ("Lo and Li", "Casey & Raph") names itself
  with a plural verb ("When ~ enter"): the same event as "When ~ enters";
- 707.2, 707.5, 614.1c: "You may have this creature enter as a copy of ..." (the Clone family):
  the copy effect is part of how it enters; the layer system (layer 1, 613.2a) gives it the
  copiable values of the copied object.
"""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, permanents, rules, pass_until


def _enter(card: str, battlefield: str) -> object:
    return game(head() + "battlefield:\n" + battlefield + f"""
hand:
  - {{id: new, card: {card}, owner: alice}}
""", [card], ["alice: play new"])


# ================================================================ 614.1d: "If ..., ~ enters tapped"
def test_614_1d_if_you_control_two_or_more_other_lands_it_enters_tapped():
    """Cave of the Frost Dragon: "If you control two or more other lands, this land enters
    tapped." (614.1d: the replacement effect applies only while its condition holds, read as the
    land would enter). With one other land it enters untapped; with two it enters tapped; an
    opponent's lands don't count (109.5 "you control")."""
    assert fully_compiled("Cave of the Frost Dragon")
    one = permanents("Plains", ["p1"])
    assert _enter("Cave of the Frost Dragon", one).obj("new").tapped is False
    assert _enter("Cave of the Frost Dragon", one + permanents("Plains", ["p2"])).obj("new").tapped is True
    assert _enter("Cave of the Frost Dragon", one + permanents("Plains", ["o1"], "bob")).obj("new").tapped is False


# ================================================================ 614.1c: enters tapped with counters
def test_614_1c_vivid_land_enters_tapped_with_two_charge_counters():
    """Vivid Crag: "This land enters tapped with two charge counters on it." -- both modifications
    of how it enters apply (614.1c): it is tapped and has two charge counters (122.1)."""
    assert fully_compiled("Vivid Crag")
    g = _enter("Vivid Crag", "")
    assert g.obj("new").tapped is True
    assert counters(g, "new", "charge") == 2


def test_614_1c_enters_tapped_and_with_counters():
    """Sphere of the Suns: "This artifact enters tapped and with three charge counters on it."
    (614.1c) -- tapped, with three charge counters."""
    assert fully_compiled("Sphere of the Suns")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + """
hand:
  - {id: new, card: Sphere of the Suns, owner: alice}
""", ["Sphere of the Suns"], ["alice: cast new", "alice: pass", "bob: pass"])
    assert g.obj("new").zone == "battlefield"
    assert g.obj("new").tapped is True
    assert counters(g, "new", "charge") == 3


# ================================================================ 603.2: "When ~ enter" (a pair's name)
def test_603_2_a_pair_named_card_triggers_on_when_it_enter():
    """The Immortal Weapons: "When The Immortal Weapons enter, return target instant or sorcery card
    from your graveyard to your hand." -- the card's name with a plural verb is the card itself
    (201.5); the ability triggers when it enters (603.2, 603.6a) and returns the Lightning Bolt."""
    assert fully_compiled("The Immortal Weapons")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"]) + permanents("Swamp", ["s1", "s2", "s3"])
             + permanents("Island", ["i1", "i2"]) + """
graveyard:
  - {id: bolt, card: Lightning Bolt, owner: alice}
hand:
  - {id: new, card: The Immortal Weapons, owner: alice}
""", ["The Immortal Weapons", "Lightning Bolt"],
             ["alice: cast new", "alice: pass", "bob: pass", "alice: target bolt", "alice: pass", "bob: pass"])
    assert g.obj("new").zone == "battlefield"
    assert g.obj("bolt").zone == "hand"


# ================================================================ 707.5: "enter as a copy of"
CLONE_BOARD = head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"]) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: ang, card: Serra Angel, controller: bob}
  - {id: vis, card: Elvish Visionary, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: new, card: Clone, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""
CLONE_CARDS = ["Clone", "Grizzly Bears", "Serra Angel", "Elvish Visionary", "Lightning Bolt"]


def _choosing(g, pick):
    """The entering permanent's controller's choice among the replacement options (616.1)."""
    seen: list = []

    def chooser(who, ev, opts):
        seen.append((who, sorted((o.effect.id, o.declined) for o in opts)))
        return pick(opts)
    g.replacement_chooser = chooser
    return seen


def _copy_of(oid):
    return lambda opts: [o for o in opts if not o.declined and o.effect.id.endswith("@" + oid)][0]


def _declined(opts):
    return [o for o in opts if o.declined][0]


def _cast_clone(pick, board=CLONE_BOARD, cards=CLONE_CARDS, more=()):
    from pyengine.game.players import run_script
    g = game(board, cards)
    seen = _choosing(g, pick)
    run_script(g, ["alice: cast new", "alice: pass", "bob: pass", *more], "<test>")
    return g, seen


def test_707_5_clone_enters_as_a_copy_of_the_chosen_creature():
    """Clone: "You may have this creature enter as a copy of any creature on the battlefield." --
    alice chooses bob's Serra Angel: Clone is a Serra Angel, 4/4 with flying and vigilance (707.2:
    the copiable values -- name, types, P/T, abilities), under alice's control (copy effects don't
    change control, 707.2 "other effects ... are not copied"). The choice is offered among every
    creature on the battlefield (any controller), and may be declined (614.1c "you may")."""
    assert fully_compiled("Clone")
    g, seen = _cast_clone(_copy_of("ang"))
    ch = g.ch("new")
    assert (ch.name, ch.power, ch.toughness) == ("Serra Angel", 4, 4)
    assert ("kw", ("flying",)) in ch.ability_terms and ("kw", ("vigilance",)) in ch.ability_terms
    assert ch.controller == "alice"
    who, opts = seen[0]
    assert who == "alice"
    assert {eid.rsplit("@", 1)[1] for eid, declined in opts if not declined} == {"ang", "bear", "vis"}
    assert sum(1 for _eid, declined in opts if declined) == 1
    assert "707.5" in rules(g)


def test_707_5_clone_declined_is_a_0_0_and_dies():
    """Declining the copy (614.1c: "you may"): Clone enters as itself, a 0/0 creature, and is put
    into its owner's graveyard as a state-based action (704.5f)."""
    g, _seen = _cast_clone(_declined)
    assert g.obj("new").zone == "graveyard"


def test_707_5_the_copied_enters_trigger_triggers():
    """707.5: "any enters-the-battlefield triggered abilities of the copy will have a chance to
    trigger": Clone entering as a copy of Elvish Visionary ("When this creature enters, draw a
    card.") -- alice draws a card when the trigger resolves."""
    g, _seen = _cast_clone(_copy_of("vis"), more=["alice: pass", "bob: pass"])
    assert g.ch("new").name == "Elvish Visionary"
    assert g.obj("la1").zone == "hand"


def test_707_2b_the_copy_stays_when_the_original_leaves():
    """707.2b: once copied, the copy doesn't change when the original does -- the Grizzly Bears
    Clone copied dies to Lightning Bolt and Clone stays a 2/2 Grizzly Bears on the battlefield."""
    g, _seen = _cast_clone(_copy_of("bear"), more=["alice: cast bolt target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    ch = g.ch("new")
    assert (ch.name, ch.power, ch.toughness) == ("Grizzly Bears", 2, 2)
    assert g.obj("new").zone == "battlefield"


def test_707_2b_a_copied_token_that_ceased_to_exist_is_still_copied():
    """707.2b, 704.5d: Clone copies a Grizzly Bears token; the token dies and ceases to exist
    (704.5d) -- Clone stays a 2/2 Grizzly Bears: the copiable values were acquired when it
    entered (707.2b)."""
    board = CLONE_BOARD.replace("{id: bear, card: Grizzly Bears, controller: bob}",
                                "{id: bear, card: Grizzly Bears, controller: bob, token: true}")
    g, _seen = _cast_clone(_copy_of("bear"), board=board, more=["alice: cast bolt target=bear", "alice: pass", "bob: pass"])
    assert "bear" not in g.s.objects
    ch = g.ch("new")
    assert (ch.name, ch.power, ch.toughness) == ("Grizzly Bears", 2, 2)
    assert g.obj("new").zone == "battlefield"


def test_400_7_a_clone_that_left_the_battlefield_is_clone_again():
    """400.7: a Clone that entered as a copy of Grizzly Bears and then died is a new object in the
    graveyard, with no memory of the copy effect: its name there is Clone (its printed values,
    109.3)."""
    g, _seen = _cast_clone(_copy_of("bear"), more=["alice: cast bolt target=new", "alice: pass", "bob: pass"])
    assert g.obj("new").zone == "graveyard"
    assert g.ch("new").name == "Clone"


def test_707_5_mirror_image_copies_only_a_creature_you_control():
    """Mirror Image: "You may have this creature enter as a copy of a creature you control." --
    only alice's Elvish Visionary is offered (109.5 "you control"), not bob's creatures."""
    assert fully_compiled("Mirror Image")
    board = CLONE_BOARD.replace("{id: new, card: Clone", "{id: new, card: Mirror Image")
    g, seen = _cast_clone(_copy_of("vis"), board=board, cards=["Mirror Image"] + CLONE_CARDS[1:])
    assert {eid.rsplit("@", 1)[1] for eid, declined in seen[0][1] if not declined} == {"vis"}
    assert g.ch("new").name == "Elvish Visionary"


def test_707_5_vesuva_enters_tapped_as_a_copy_of_a_land():
    """Vesuva: "You may have this land enter tapped as a copy of any land on the battlefield." --
    it enters tapped as an Island (707.2: the Island's basic land type gives it "{T}: Add {U}",
    305.6); declined, it enters untapped as Vesuva."""
    assert fully_compiled("Vesuva")
    board = head() + "battlefield:\n" + permanents("Island", ["i1"]) + """
hand:
  - {id: new, card: Vesuva, owner: alice}
"""
    from pyengine.game.players import run_script
    g = game(board, ["Vesuva"])
    _choosing(g, _copy_of("i1"))
    run_script(g, ["alice: play new"], "<test>")
    assert g.obj("new").tapped is True
    assert g.ch("new").name == "Island" and "Island" in g.ch("new").subtypes
    g = game(board, ["Vesuva"])
    _choosing(g, _declined)
    run_script(g, ["alice: play new"], "<test>")
    assert g.obj("new").tapped is False
    assert g.ch("new").name == "Vesuva"


# ================================================================ 707.4: "becomes a copy of"
def test_707_4_mirage_mirror_becomes_a_copy_until_end_of_turn():
    """Mirage Mirror: "{2}: This artifact becomes a copy of target artifact, creature, enchantment,
    or land until end of turn." -- targeting bob's Serra Angel, it becomes a Serra Angel: a 4/4
    creature with flying and vigilance and no longer an artifact (707.2: the copiable values
    replace its own, layer 1a, 613.2a), still alice's (control isn't copied). The effect lasts
    until end of turn (514.2)."""
    assert fully_compiled("Mirage Mirror")
    g = game(head() + "battlefield:\n" + permanents("Island", ["i1", "i2"]) + """
  - {id: mm, card: Mirage Mirror, controller: alice}
  - {id: ang, card: Serra Angel, controller: bob}
""", ["Mirage Mirror", "Serra Angel"], ["alice: activate mm 1", "alice: target ang", "alice: pass", "bob: pass"])
    ch = g.ch("mm")
    assert (ch.name, ch.power, ch.toughness, ch.types) == ("Serra Angel", 4, 4, ("creature",))
    assert ("kw", ("flying",)) in ch.ability_terms
    assert ch.controller == "alice"
    assert [e.duration for e in g.s.effects if e.objects == ("mm",)] == ["end_of_turn"]


def test_707_4_target_shapeshifter_becomes_a_copy_of_another_target():
    """Shapesharer: "{2}{U}: Target Shapeshifter becomes a copy of target creature until your next
    turn." -- the first target (a Shapeshifter, Changeling Outcast via changeling 702.73a) becomes
    a copy of the second (Serra Angel): 4/4 flying (707.2); the effect lasts until alice's next
    turn (611.2a)."""
    assert fully_compiled("Shapesharer")
    g = game(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"]) + """
  - {id: sh, card: Shapesharer, controller: alice}
  - {id: out, card: Changeling Outcast, controller: alice}
  - {id: ang, card: Serra Angel, controller: bob}
""", ["Shapesharer", "Changeling Outcast", "Serra Angel"],
        ["alice: activate sh 2", "alice: target out", "alice: target ang", "alice: pass", "bob: pass"])
    ch = g.ch("out")
    assert (ch.name, ch.power, ch.toughness) == ("Serra Angel", 4, 4)
    assert g.ch("sh").name == "Shapesharer"



def test_614_1c_502_3_enters_tapped_and_doesnt_untap_during_your_untap_step():
    """Traxos, Scourge of Kroog: "Traxos enters tapped and doesn't untap during your untap step."
    -- it enters tapped (614.1c), and at alice's next untap step it stays tapped (502.3: the
    untap step untaps the active player's permanents, except what an effect says doesn't)."""
    assert fully_compiled("Traxos, Scourge of Kroog")
    g = game(head(alice=6, bob=6) + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3", "p4"]) + """
hand:
  - {id: new, card: "Traxos, Scourge of Kroog", owner: alice}
""", ["Traxos, Scourge of Kroog"], ["alice: cast new", "alice: pass", "bob: pass"])
    assert g.obj("new").zone == "battlefield" and g.obj("new").tapped
    pass_until(g, "bob", "upkeep")
    pass_until(g, "alice", "upkeep")
    assert g.obj("new").tapped
    assert not g.obj("p1").tapped
