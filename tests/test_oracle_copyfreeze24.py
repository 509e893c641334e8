"""Copy effects in the game loop, compiled from the Oracle text of real cards and played. Each
expected value comes from the Comprehensive Rules (cited), never from the engine's own output:

- 707.2b, 707.2c: a copy effect's copiable values are locked in when the effect begins (a Clone
  as it enters, "becomes a copy" as it resolves): changing the copiable values of the original
  later, or the original leaving the battlefield, doesn't change the copy;
- 707.3: a copy of a copy copies the copiable values the copied object has then;
- 614.12a, 707.5: a permanent entering as a copy of a permanent with an "as ~ enters" choice
  (or devour) makes that choice as it enters; a token copy too (111.4, 614.12);
- 604.3: changeling, a characteristic-defining ability, functions in every zone: a changeling
  card in a hand, library or graveyard is every creature type.
"""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, pass_until, permanents

from pyengine.game.players import run_script

CAST = ["alice: pass", "bob: pass"]


def _copy_of(g, oid: str) -> None:
    """The entering permanent's controller chooses to copy `oid` (616.1, 707.5)."""
    g.replacement_chooser = lambda who, ev, opts: [o for o in opts if not o.declined
                                                   and o.effect.id.endswith("@" + oid)][0]


def _values(g, oid: str) -> tuple:
    ch = g.ch(oid)
    return ch.name, ch.power, ch.toughness, ch.types


MIRROR = head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4", "i5", "i6"]) + """
  - {id: mm, card: Mirage Mirror, controller: alice}
  - {id: ang, card: Serra Angel, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: cl, card: Clone, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""
MIRROR_CARDS = ["Mirage Mirror", "Serra Angel", "Grizzly Bears", "Clone", "Lightning Bolt"]


def test_707_2b_a_clone_of_a_copy_stays_when_the_copy_effect_ends():
    """707.3, 707.2b: Mirage Mirror becomes a copy of Serra Angel until end of turn; Clone then
    enters as a copy of the Mirror and copies its copiable values then, Serra Angel (707.3). At
    the cleanup step the Mirror's copy effect ends and it is Mirage Mirror again; the Clone stays
    a 4/4 Serra Angel: changing the copiable values of the original doesn't change the copy."""
    assert fully_compiled("Mirage Mirror") and fully_compiled("Clone")
    g = game(MIRROR, MIRROR_CARDS, ["alice: activate mm 1", "alice: target ang", *CAST])
    assert g.ch("mm").name == "Serra Angel"
    _copy_of(g, "mm")
    run_script(g, ["alice: cast cl", *CAST], "<test>")
    assert _values(g, "cl") == ("Serra Angel", 4, 4, ("creature",))
    pass_until(g, "bob", "upkeep")
    assert g.ch("mm").name == "Mirage Mirror"
    assert _values(g, "cl") == ("Serra Angel", 4, 4, ("creature",))


def test_707_2b_a_becomes_a_copy_of_a_clone_stays_when_the_clone_dies():
    """707.3, 707.2b, 400.7: Clone enters as a copy of Grizzly Bears; Mirage Mirror becomes a copy
    of the Clone -- the Clone's copiable values are the Bears' (707.3), so the Mirror is a 2/2
    Grizzly Bears. Lightning Bolt kills the Clone, which is a new object in the graveyard, a Clone
    again (400.7); the Mirror stays a 2/2 Grizzly Bears until end of turn: the values were locked
    in as the effect began (707.2b)."""
    g = game(MIRROR, MIRROR_CARDS)
    _copy_of(g, "bear")
    run_script(g, ["alice: cast cl", *CAST, "alice: activate mm 1", "alice: target cl", *CAST,
                   "alice: cast bolt target=cl", *CAST], "<test>")
    assert g.obj("cl").zone == "graveyard" and g.ch("cl").name == "Clone"
    assert _values(g, "mm") == ("Grizzly Bears", 2, 2, ("creature",))
    assert g.obj("mm").zone == "battlefield"


def test_707_2b_a_token_copy_of_a_copy_keeps_its_values():
    """111.4, 707.3, 707.2b: Mirage Mirror becomes a copy of Serra Angel; Cackling Counterpart
    ("Create a token that's a copy of target creature you control.") copies the Mirror -- the
    token is a 4/4 Serra Angel (707.3). After the cleanup step the Mirror is Mirage Mirror
    again; the token stays a Serra Angel (its copiable values were fixed as it was created)."""
    assert fully_compiled("Cackling Counterpart")
    board = MIRROR.replace("  - {id: bolt, card: Lightning Bolt, owner: alice}\n",
                           "  - {id: cc, card: Cackling Counterpart, owner: alice}\n")
    g = game(board, MIRROR_CARDS + ["Cackling Counterpart"],
             ["alice: activate mm 1", "alice: target ang", *CAST, "alice: cast cc target=mm", *CAST])
    tok = [o.id for o in g.s.objects.values() if o.token]
    assert len(tok) == 1 and _values(g, tok[0]) == ("Serra Angel", 4, 4, ("creature",))
    pass_until(g, "bob", "upkeep")
    assert g.ch("mm").name == "Mirage Mirror"
    assert _values(g, tok[0]) == ("Serra Angel", 4, 4, ("creature",))


def test_707_3_a_clone_of_a_copy_has_its_copied_abilities():
    """707.3: Clone copying Mirage Mirror while the Mirror is a copy of Serra Angel copies Serra
    Angel's values, abilities included (flying, vigilance), not the Mirror's own "{2}: ... becomes
    a copy" ability (707.2: the copy acquires the copiable values, not the printed card)."""
    g = game(MIRROR, MIRROR_CARDS, ["alice: activate mm 1", "alice: target ang", *CAST])
    _copy_of(g, "mm")
    run_script(g, ["alice: cast cl", *CAST], "<test>")
    terms = g.ch("cl").ability_terms
    assert ("kw", ("flying",)) in terms and ("kw", ("vigilance",)) in terms
    assert not [t for t in terms if t[0] == "activated"]


def test_707_9c_vesuvan_clone_keeps_its_values_when_the_vesuvan_changes():
    """707.2b, 707.9c: Vesuvan Doppelganger enters as a copy of Grizzly Bears (a blue Grizzly
    Bears: it doesn't copy the color); a Clone enters as a copy of the Doppelganger (a blue 2/2
    Grizzly Bears). At alice's next upkeep the Doppelganger's ability makes it a copy of Serra
    Angel -- both have the upkeep ability, alice lets only the Doppelganger's make a copy: the
    Doppelganger is a blue Serra Angel; the Clone is still a blue 2/2 Grizzly Bears."""
    assert fully_compiled("Vesuvan Doppelganger")
    board = head(alice=5, bob=5) + "battlefield:\n" + permanents("Island", [f"i{n}" for n in range(1, 10)]) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: ang, card: Serra Angel, controller: bob}
hand:
  - {id: vd, card: Vesuvan Doppelganger, owner: alice}
  - {id: cl, card: Clone, owner: alice}
"""
    g = game(board, ["Vesuvan Doppelganger", "Grizzly Bears", "Clone", "Serra Angel"])
    _copy_of(g, "bear")
    run_script(g, ["alice: cast vd", *CAST], "<test>")
    _copy_of(g, "vd")
    run_script(g, ["alice: cast cl", *CAST], "<test>")
    assert (g.ch("cl").name, g.ch("cl").colors) == ("Grizzly Bears", ("blue",))
    pass_until(g, "alice", "upkeep")
    # the Clone's trigger goes on the stack first (it resolves last), targeting the Bears; the
    # Doppelganger's targets Serra Angel; alice says yes to the Doppelganger's, no to the Clone's
    run_script(g, ["alice: trigger trig3", "alice: target bear", "alice: target ang", *CAST, "alice: yes",
                   *CAST, "alice: no"], "<test>")
    assert (g.ch("vd").name, g.ch("vd").colors) == ("Serra Angel", ("blue",))
    assert (g.ch("cl").name, g.ch("cl").power, g.ch("cl").colors) == ("Grizzly Bears", 2, ("blue",))


# ================================================================ 614.12a, 707.5: a copy's "as it enters"
ELDER = head() + "battlefield:\n" + permanents("Island", [f"i{n}" for n in range(1, 9)]) + """
  - {id: te, card: Thunder-Thrash Elder, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: mm, card: Metallic Mimic, controller: alice}
hand:
  - {id: cl, card: Clone, owner: alice}
  - {id: cc, card: Cackling Counterpart, owner: alice}
"""
ELDER_CARDS = ["Thunder-Thrash Elder", "Grizzly Bears", "Clone", "Metallic Mimic", "Cackling Counterpart",
               "Hardened Scales"]


def test_707_5_a_clone_of_a_devour_creature_devours_as_it_enters():
    """707.5, 614.12a, 702.82a: Clone entering as a copy of Thunder-Thrash Elder ("Devour 3") has
    devour as it enters: alice is asked what to sacrifice before it is on the battlefield; she
    sacrifices the Bears and the Clone enters with 3 +1/+1 counters, a 4/4 Thunder-Thrash Elder."""
    assert fully_compiled("Thunder-Thrash Elder")
    g = game(ELDER, ELDER_CARDS)
    _copy_of(g, "te")
    run_script(g, ["alice: cast cl", *CAST], "<test>")
    assert g.decision.kind == "as_enters" and g.obj("cl").zone == "stack"
    run_script(g, ["alice: choose b1", "alice: done"], "<test>")
    assert g.obj("b1").zone == "graveyard"
    assert (g.ch("cl").name, g.ch("cl").power, g.ch("cl").toughness) == ("Thunder-Thrash Elder", 4, 4)


def test_122_6_a_clone_devouring_has_its_counters_modified():
    """614.1c, 122.6, 616.1c: the copy effect applies first, then the copied devour gives the
    counters the Clone enters with -- Hardened Scales applies to them: one creature devoured, 3 + 1
    = 4 +1/+1 counters."""
    board = ELDER.replace("hand:\n", "  - {id: hs, card: Hardened Scales, controller: alice}\nhand:\n")
    g = game(board, ELDER_CARDS)
    _copy_of(g, "te")
    run_script(g, ["alice: cast cl", *CAST, "alice: choose b1", "alice: done"], "<test>")
    assert sum(c.count for c in g.obj("cl").counters if c.kind == "+1/+1") == 4


def test_614_12a_a_token_copy_chooses_as_it_enters():
    """111.4, 707.2, 614.12a: a token that's a copy of Metallic Mimic ("As this creature enters,
    choose a creature type. This creature is the chosen type in addition to its other types.")
    has the ability as it enters, so its controller chooses a creature type for it: Elf -- the
    token is a Shapeshifter Elf."""
    assert fully_compiled("Metallic Mimic")
    g = game(ELDER, ELDER_CARDS, ["alice: cast cc target=mm", *CAST])
    tok = [o.id for o in g.s.objects.values() if o.token]
    assert len(tok) == 1 and g.decision.kind == "choose" and g.decision.player == "alice"
    run_script(g, ["alice: choose Elf"], "<test>")
    assert {"Shapeshifter", "Elf"} <= set(g.ch(tok[0]).subtypes)


def test_111_4_a_token_copy_of_a_devour_creature_devours():
    """111.4, 707.2, 614.12a: a token that's a copy of Thunder-Thrash Elder ("Devour 3") has devour
    as it enters; alice sacrifices the Bears before it is on the battlefield, and with Hardened
    Scales (122.6: counters it enters with are put on it) it has 3 + 1 = 4 +1/+1 counters, a 5/5."""
    board = ELDER.replace("hand:\n", "  - {id: hs, card: Hardened Scales, controller: alice}\nhand:\n")
    g = game(board, ELDER_CARDS, ["alice: cast cc target=te", *CAST])
    assert g.decision.kind == "as_enters"
    opts = {str(a) for a in g.legal_actions()}
    assert "choose b1" in opts and "choose te" in opts
    run_script(g, ["alice: choose b1", "alice: done"], "<test>")
    tok = [o.id for o in g.s.objects.values() if o.token]
    assert len(tok) == 1 and g.obj("b1").zone == "graveyard"
    assert (g.ch(tok[0]).name, g.ch(tok[0]).power, g.ch(tok[0]).toughness) == ("Thunder-Thrash Elder", 5, 5)


# ================================================================ 604.3: changeling in every zone
def test_604_3_a_changeling_card_in_a_library_is_a_goblin():
    """604.3, 702.73a: changeling is a characteristic-defining ability and works in the library:
    Goblin Matron's "search your library for a Goblin card" can find Changeling Outcast (every
    creature type), not a Plains."""
    assert fully_compiled("Goblin Matron") and fully_compiled("Changeling Outcast")
    g = game(head(alice=["Plains", "Changeling Outcast", "Plains"]) + "battlefield:\n"
             + permanents("Mountain", ["m1", "m2", "m3"]) + """
hand:
  - {id: gm, card: Goblin Matron, owner: alice}
""", ["Goblin Matron", "Changeling Outcast"], ["alice: cast gm", *CAST, *CAST, "alice: yes"])
    acts = {str(a) for a in g.legal_actions()}
    assert "find la2" in acts and "find la1" not in acts
    run_script(g, ["alice: find la2"], "<test>")
    assert g.obj("la2").zone == "hand"


def test_604_3_a_changeling_card_in_a_graveyard_is_a_goblin():
    """604.3, 702.73a: Boggart Birth Rite ("Return target Goblin card from your graveyard to your
    hand.") can target Changeling Outcast in alice's graveyard (every creature type there too),
    not Grizzly Bears."""
    assert fully_compiled("Boggart Birth Rite")
    g = game(head() + "battlefield:\n" + permanents("Swamp", ["s1"]) + """
graveyard:
  - {id: co, card: Changeling Outcast, owner: alice}
  - {id: gb, card: Grizzly Bears, owner: alice}
hand:
  - {id: br, card: Boggart Birth Rite, owner: alice}
""", ["Boggart Birth Rite", "Changeling Outcast", "Grizzly Bears"], ["alice: cast br"])
    acts = {str(a) for a in g.legal_actions()}
    assert "target co" in acts and "target gb" not in acts
    run_script(g, ["alice: target co", *CAST], "<test>")
    assert g.obj("co").zone == "hand"
