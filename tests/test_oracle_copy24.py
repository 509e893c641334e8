"""Copy effects with exceptions, compiled from the Oracle text of real cards and played. Each
expected value comes from the Comprehensive Rules (cited) or its examples, never from the
engine's own output:

- 707.9a: "..., except it has this ability" -- the ability whose effect makes the copy becomes
  part of the copy's copiable values: the very ability (Unstable Shapeshifter, Cryptoplasm,
  Thespian's Stage, Dimir Doppelganger), so an object copying the copy has it too;
- 707.9b: "except his name is ~, he's 4/4" (Impossible Man, Hulkling): the final values are the
  copiable values; "you may have ~ become a copy of ..." (608.2d: the controller chooses);
- 707.9c: "except it doesn't copy that creature's color" (Vesuvan Doppelganger): it keeps its
  own color, and a copy of it copies that color (707.3);
- 614.1c, 616.1c: "Creatures you control enter as a copy of this creature." (Essence of the
  Wild): the copy effect is applied first, so the entering creature's own "enters tapped" no
  longer applies.
"""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, pass_until, permanents

from pyengine.game.players import run_script


def _choosing(g, oid: str) -> None:
    """The entering permanent's controller chooses to copy `oid` (616.1, 707.5)."""
    g.replacement_chooser = lambda who, ev, opts: [o for o in opts if not o.declined
                                                   and o.effect.id.endswith("@" + oid)][0]


def _values(g, oid: str) -> tuple:
    ch = g.ch(oid)
    return ch.name, ch.power, ch.toughness, ch.colors, tuple(sorted(ch.subtypes))


# ================================================================ 707.9a: "except it has this ability"
SHIFTER = head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4"]) + """
  - {id: us, card: Unstable Shapeshifter, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: elf, card: Llanowar Elves, owner: alice}
  - {id: gg, card: Giant Growth, owner: alice}
"""
SHIFTER_CARDS = ["Unstable Shapeshifter", "Grizzly Bears", "Llanowar Elves", "Giant Growth"]
CAST = ["alice: pass", "bob: pass"]


def _shifter_term(g, oid: str) -> list:
    return [t for t in g.ch(oid).ability_terms if t[0] == "triggered" and t[1][0] == "Unstable Shapeshifter"]


def test_707_9a_unstable_shapeshifter_keeps_its_ability_through_copies():
    """Unstable Shapeshifter: "Whenever another creature enters, this creature becomes a copy of
    that creature, except it has this ability." -- Grizzly Bears enters: the Shapeshifter is a
    2/2 green Grizzly Bears (707.2) that has the ability (707.9a); Llanowar Elves enters next: the
    ability, part of its copiable values, triggers again and it becomes a 1/1 Llanowar Elves with
    the Elves' mana ability and the Shapeshifter's ability (707.4), not the Bears' values."""
    assert fully_compiled("Unstable Shapeshifter")
    g = game(SHIFTER, SHIFTER_CARDS, ["alice: cast bear", *CAST, *CAST])
    assert _values(g, "us") == ("Grizzly Bears", 2, 2, ("green",), ("Bear",))
    assert len(_shifter_term(g, "us")) == 1
    run_script(g, ["alice: cast elf", *CAST, *CAST], "<test>")
    assert _values(g, "us") == ("Llanowar Elves", 1, 1, ("green",), ("Druid", "Elf"))
    assert ("mana", ("G",)) in g.ch("us").ability_terms
    assert len(_shifter_term(g, "us")) == 1


def test_707_4_a_noncopy_effect_stays_when_it_copies_another():
    """707.4 example: an Unstable Shapeshifter that got +3/+3 from Giant Growth becomes a copy of a
    creature entering later that turn and still gets +3/+3 (copy effects don't change noncopy
    effects presently affecting it): as Grizzly Bears it is 5/5."""
    g = game(SHIFTER, SHIFTER_CARDS, ["alice: cast gg target=us", *CAST, "alice: cast bear", *CAST, *CAST])
    assert _values(g, "us") == ("Grizzly Bears", 5, 5, ("green",), ("Bear",))


def test_707_9a_a_clone_of_the_shapeshifter_has_its_ability():
    """707.9a example: Quirion Elves enters and Unstable Shapeshifter copies it; a Clone then
    enters as a copy of the Shapeshifter and copies its new copiable values, including the
    ability the Shapeshifter gave itself: the Clone is a Quirion Elves with that ability."""
    board = (head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + permanents("Island", ["i1", "i2", "i3", "i4"])
             + """
  - {id: us, card: Unstable Shapeshifter, controller: alice}
hand:
  - {id: elf, card: Quirion Elves, owner: alice}
  - {id: cl, card: Clone, owner: alice}
""")
    g = game(board, ["Unstable Shapeshifter", "Quirion Elves", "Clone"], ["alice: cast elf", *CAST, *CAST])
    assert g.ch("us").name == "Quirion Elves" and len(_shifter_term(g, "us")) == 1
    _choosing(g, "us")
    run_script(g, ["alice: cast cl", *CAST], "<test>")
    assert _values(g, "cl")[:3] == ("Quirion Elves", 1, 1)
    assert len(_shifter_term(g, "cl")) == 1


def test_707_9a_thespians_stage_becomes_a_land_that_has_the_ability():
    """Thespian's Stage: "{2}, {T}: This land becomes a copy of target land, except it has this
    ability." -- copying a Forest, it is a Forest (its "{T}: Add {C}" isn't copied: 707.2, the
    Forest's intrinsic "{T}: Add {G}" is, 305.6) and still has the copy ability (707.9a)."""
    assert fully_compiled("Thespian's Stage")
    g = game(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"]) + """
  - {id: ts, card: Thespian's Stage, controller: alice}
  - {id: fo, card: Forest, controller: bob}
""", ["Thespian's Stage", "Forest"], ["alice: activate ts 2", "alice: target fo", *CAST])
    ch = g.ch("ts")
    assert (ch.name, ch.types, ch.subtypes) == ("Forest", ("land",), ("Forest",))
    assert g.mana_abilities("ts") == ["G"]
    assert [t for t in ch.ability_terms if t[0] == "activated"] == [("activated", ("Thespian's Stage", "2"))]


def test_707_9a_dimir_doppelganger_copies_the_exiled_card():
    """Dimir Doppelganger: "{1}{U}{B}: Exile target creature card from a graveyard. This creature
    becomes a copy of that card, except it has this ability." -- exiling bob's Serra Angel card,
    it becomes a 4/4 white Serra Angel with flying and vigilance (707.2) and the ability (707.9a)."""
    assert fully_compiled("Dimir Doppelganger")
    g = game(head() + "battlefield:\n" + permanents("Island", ["i1", "i2"]) + permanents("Swamp", ["s1"]) + """
  - {id: dd, card: Dimir Doppelganger, controller: alice}
graveyard:
  - {id: ang, card: Serra Angel, owner: bob}
""", ["Dimir Doppelganger", "Serra Angel"], ["alice: activate dd 1", "alice: target ang", *CAST])
    assert g.obj("ang").zone == "exile"
    assert _values(g, "dd") == ("Serra Angel", 4, 4, ("white",), ("Angel",))
    assert ("kw", ("flying",)) in g.ch("dd").ability_terms
    assert ("activated", ("Dimir Doppelganger", "1")) in g.ch("dd").ability_terms


def test_608_2h_cemetery_puca_copies_a_token_that_died():
    """Cemetery Puca: "Whenever a creature dies, you may pay {1}. If you do, this creature becomes a
    copy of that creature, except it has this ability." -- bob's Serra Angel token dies and ceases
    to exist (704.5d) before the ability resolves; the Puca copies it as it last existed (608.2h):
    a 4/4 Serra Angel with flying, vigilance and the Puca's ability (707.9a)."""
    assert fully_compiled("Cemetery Puca")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"]) + """
  - {id: cp, card: Cemetery Puca, controller: alice}
  - {id: ang, card: Serra Angel, controller: bob, token: true}
hand:
  - {id: b1, card: Lightning Bolt, owner: alice}
  - {id: b2, card: Lightning Bolt, owner: alice}
""", ["Cemetery Puca", "Serra Angel", "Lightning Bolt"],
        ["alice: cast b1 target=ang", *CAST, "alice: cast b2 target=ang", *CAST, *CAST, "alice: yes"])
    assert "ang" not in g.s.objects
    assert _values(g, "cp")[:3] == ("Serra Angel", 4, 4)
    assert ("kw", ("flying",)) in g.ch("cp").ability_terms
    assert ("triggered", ("Cemetery Puca", "1")) in g.ch("cp").ability_terms


# ================================================================ 608.2d: "you may have ~ become a copy"
def _cryptoplasm(answer: str):
    g = game(head(step="untap") + "battlefield:\n" + """
  - {id: cp, card: Cryptoplasm, controller: alice}
  - {id: ang, card: Serra Angel, controller: bob}
""", ["Cryptoplasm", "Serra Angel"])
    pass_until(g, "alice", "upkeep")
    run_script(g, ["alice: target ang", *CAST, f"alice: {answer}"], "<test>")
    return g


def test_608_2d_cryptoplasm_may_become_a_copy_with_its_ability():
    """Cryptoplasm: "At the beginning of your upkeep, you may have this creature become a copy of
    another target creature, except it has this ability." -- yes: it is a 4/4 Serra Angel with
    flying, vigilance and the upkeep ability (707.9a); no: it stays a 2/2 Cryptoplasm (608.2d)."""
    assert fully_compiled("Cryptoplasm")
    g = _cryptoplasm("yes")
    assert _values(g, "cp")[:3] == ("Serra Angel", 4, 4)
    assert ("triggered", ("Cryptoplasm", "1")) in g.ch("cp").ability_terms
    assert ("kw", ("vigilance",)) in g.ch("cp").ability_terms
    g = _cryptoplasm("no")
    assert _values(g, "cp")[:3] == ("Cryptoplasm", 2, 2)


# ================================================================ 707.9b: "except his name is ~"
def test_707_9b_impossible_man_keeps_his_name_until_end_of_turn():
    """Impossible Man: "{2}{U}: Impossible Man becomes a copy of another target permanent until end
    of turn, except his name is Impossible Man." -- copying Serra Angel he is a 4/4 white Angel
    named Impossible Man (707.9b: the name is part of the copiable values), no longer legendary
    (Serra Angel's supertypes); at cleanup the effect ends (514.2) and he is himself again."""
    assert fully_compiled("Impossible Man")
    g = game(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"]) + """
  - {id: im, card: Impossible Man, controller: alice}
  - {id: ang, card: Serra Angel, controller: bob}
""", ["Impossible Man", "Serra Angel"], ["alice: activate im 2", "alice: target ang", *CAST])
    assert _values(g, "im") == ("Impossible Man", 4, 4, ("white",), ("Angel",))
    assert g.ch("im").supertypes == ()
    pass_until(g, "bob", "upkeep")
    assert _values(g, "im") == ("Impossible Man", 1, 4, ("blue",), ("Alien", "Shapeshifter"))


def test_707_9b_hulkling_is_a_4_4_named_hulkling_with_flying_and_the_ability():
    """Hulkling, Young Avenger: "Whenever you cast a noncreature spell, Hulkling becomes a copy of
    up to one other target creature until end of turn, except his name is Hulkling, Young
    Avenger, he's 4/4, and he has flying and this ability." -- copying Grizzly Bears he is a 4/4
    green Bear named Hulkling, Young Avenger with flying and the ability (707.9a-b)."""
    assert fully_compiled("Hulkling, Young Avenger")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + """
  - {id: hk, card: "Hulkling, Young Avenger", controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: shock, card: Shock, owner: alice}
""", ["Hulkling, Young Avenger", "Grizzly Bears", "Shock"],
        ["alice: cast shock target=bob", "alice: target bear", *CAST])
    assert _values(g, "hk") == ("Hulkling, Young Avenger", 4, 4, ("green",), ("Bear",))
    terms = g.ch("hk").ability_terms
    assert ("kw", ("flying",)) in terms
    assert ("triggered", ("Hulkling, Young Avenger", "2")) in terms


# ================================================================ 707.9c: Vesuvan Doppelganger
VESUVAN = head(alice=5, bob=5) + "battlefield:\n" + permanents("Island", [f"i{n}" for n in range(1, 10)]) + """
  - {id: rb, card: Runeclaw Bear, controller: bob}
  - {id: ang, card: Serra Angel, controller: bob}
hand:
  - {id: vd, card: Vesuvan Doppelganger, owner: alice}
  - {id: cl, card: Clone, owner: alice}
"""
VESUVAN_CARDS = ["Vesuvan Doppelganger", "Runeclaw Bear", "Clone", "Serra Angel"]


def _vesuvan_upkeep(g) -> list:
    return [t for t in g.ch("vd").ability_terms if str(t[1][0]).startswith("granted:At the beginning of your upkeep")]


def test_707_3_vesuvan_doppelganger_and_a_clone_of_it():
    """707.3 example: Vesuvan Doppelganger enters as a copy of Runeclaw Bear (a 2/2 green Bear): it
    doesn't copy the color (707.9c), so it is a 2/2 blue Bear named Runeclaw Bear with the upkeep
    ability (707.9a). A Clone entering as a copy of the Doppelganger is a 2/2 blue Bear named
    Runeclaw Bear that has the upkeep-triggered ability -- and isn't offered the Doppelganger's
    own "enter as a copy" (it isn't among the copiable values, 707.3)."""
    assert fully_compiled("Vesuvan Doppelganger")
    g = game(VESUVAN, VESUVAN_CARDS)
    _choosing(g, "rb")
    run_script(g, ["alice: cast vd", *CAST], "<test>")
    assert _values(g, "vd") == ("Runeclaw Bear", 2, 2, ("blue",), ("Bear",))
    assert len(_vesuvan_upkeep(g)) == 1
    asked: list = []

    def chooser(who, ev, opts):
        asked.append(sorted(o.effect.id for o in opts))
        return [o for o in opts if not o.declined and o.effect.id.endswith("@vd")][0]
    g.replacement_chooser = chooser
    run_script(g, ["alice: cast cl", *CAST], "<test>")
    assert _values(g, "cl") == ("Runeclaw Bear", 2, 2, ("blue",), ("Bear",))
    assert [t for t in g.ch("cl").ability_terms] == _vesuvan_upkeep(g)
    assert len(asked) == 1 and all(e.startswith("cl:Clone.") for e in asked[0])


def test_707_9c_vesuvan_upkeep_copy_keeps_its_color_and_the_ability():
    """Vesuvan Doppelganger's granted upkeep ability: "you may have this creature become a copy of
    target creature, except it doesn't copy that creature's color and it has this ability." --
    as a blue Runeclaw Bear it becomes a copy of Serra Angel: a 4/4 Angel with flying and
    vigilance that stays blue (707.9c) and still has the upkeep ability (707.9a)."""
    g = game(VESUVAN, VESUVAN_CARDS)
    _choosing(g, "rb")
    run_script(g, ["alice: cast vd", *CAST], "<test>")
    pass_until(g, "alice", "upkeep")
    run_script(g, ["alice: target ang", *CAST, "alice: yes"], "<test>")
    assert _values(g, "vd") == ("Serra Angel", 4, 4, ("blue",), ("Angel",))
    assert ("kw", ("flying",)) in g.ch("vd").ability_terms
    assert len(_vesuvan_upkeep(g)) == 1


# ================================================================ 616.1c: Essence of the Wild
def test_616_1c_essence_of_the_wild_copy_applies_before_enters_tapped():
    """616.1f example: alice controls Essence of the Wild ("Creatures you control enter as a copy
    of this creature.") and casts Rusted Sentinel, which normally enters tapped. The copy effect is
    applied first (616.1c); the Sentinel then no longer has the ability that makes it enter
    tapped: it enters as an untapped 6/6 Essence of the Wild."""
    assert fully_compiled("Essence of the Wild")
    g = game(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3", "p4"]) + """
  - {id: ess, card: Essence of the Wild, controller: alice}
hand:
  - {id: rs, card: Rusted Sentinel, owner: alice}
""", ["Essence of the Wild", "Rusted Sentinel"], ["alice: cast rs", *CAST])
    assert g.obj("rs").zone == "battlefield"
    assert g.obj("rs").tapped is False
    assert _values(g, "rs") == ("Essence of the Wild", 6, 6, ("green",), ("Avatar",))


# ================================================================ 707.3: a token copy of a copy
def test_707_3_a_token_copy_of_a_clone_is_what_the_clone_copies():
    """707.3: the copiable values of a copy are the values it copied -- Cackling Counterpart
    ("Create a token that's a copy of target creature you control.") targeting a Clone that
    entered as a copy of Grizzly Bears creates a 2/2 Grizzly Bears token, not a Clone."""
    assert fully_compiled("Cackling Counterpart")
    g = game(head() + "battlefield:\n" + permanents("Island", [f"i{n}" for n in range(1, 8)]) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: cl, card: Clone, owner: alice}
  - {id: cc, card: Cackling Counterpart, owner: alice}
""", ["Clone", "Grizzly Bears", "Cackling Counterpart"])
    _choosing(g, "bear")
    run_script(g, ["alice: cast cl", *CAST, "alice: cast cc target=cl", *CAST], "<test>")
    toks = [o.id for o in g.s.objects.values() if o.token]
    assert len(toks) == 1
    assert _values(g, toks[0]) == ("Grizzly Bears", 2, 2, ("green",), ("Bear",))


# ================================================================ 616.1g: tokens entering as copies
TOKENS = head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"]) + """
  - {id: src, card: CARD, controller: WHO}
hand:
  - {id: ra, card: Raise the Alarm, owner: alice}
"""


def _tokens(g) -> list:
    return sorted(o.id for o in g.s.objects.values() if o.token)


def test_616_1g_essence_of_the_wild_tokens_enter_as_copies():
    """616.1g, 614.1c: creating a token contains its entering the battlefield, so Essence of the
    Wild's replacement applies to each token Raise the Alarm creates ("Create two 1/1 white
    Soldier creature tokens"): both enter as 6/6 Essence of the Wild (707.5)."""
    g = game(TOKENS.replace("CARD", "Essence of the Wild").replace("WHO", "alice"),
             ["Essence of the Wild", "Raise the Alarm"], ["alice: cast ra", *CAST])
    toks = _tokens(g)
    assert len(toks) == 2
    assert all(_values(g, t) == ("Essence of the Wild", 6, 6, ("green",), ("Avatar",)) for t in toks)


def test_614_1c_616_1g_tokens_of_an_opponent_enter_tapped():
    """Authority of the Consuls: "Creatures your opponents control enter tapped." -- the Soldier
    tokens alice creates enter tapped (616.1g: each token's entering is replaced), and bob gains
    1 life for each ("Whenever a creature an opponent controls enters, you gain 1 life.")."""
    assert fully_compiled("Authority of the Consuls")
    g = game(TOKENS.replace("CARD", "Authority of the Consuls").replace("WHO", "bob"),
             ["Authority of the Consuls", "Raise the Alarm"], ["alice: cast ra", *CAST])
    toks = _tokens(g)
    assert len(toks) == 2 and all(g.obj(t).tapped for t in toks)


def test_707_9b_ratadrabik_token_is_a_black_zombie_in_addition():
    """Ratadrabik of Urborg: "Whenever another legendary creature you control dies, create a token
    that's a copy of that creature, except it's not legendary and it's a 2/2 black Zombie in
    addition to its other colors and types." -- Isamaru, Hound of Konda (a legendary 2/2 white
    Dog) dies: the token is a nonlegendary 2/2 white and black Dog Zombie named Isamaru (707.9b)."""
    assert fully_compiled("Ratadrabik of Urborg")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + """
  - {id: rat, card: Ratadrabik of Urborg, controller: alice}
  - {id: isa, card: "Isamaru, Hound of Konda", controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Ratadrabik of Urborg", "Isamaru, Hound of Konda", "Lightning Bolt"], ["alice: cast bolt target=isa", *CAST, *CAST])
    toks = _tokens(g)
    assert len(toks) == 1
    assert _values(g, toks[0]) == ("Isamaru, Hound of Konda", 2, 2, ("white", "black"), ("Dog", "Zombie"))
    assert g.ch(toks[0]).supertypes == ()


def test_111_1_compy_swarm_creates_a_tapped_token_copy():
    """Compy Swarm: "At the beginning of your end step, if a creature died this turn, create a
    tapped token that's a copy of this creature." -- after Grizzly Bears died, a tapped Compy Swarm
    token is created at alice's end step (603.4, 707.2)."""
    assert fully_compiled("Compy Swarm")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + """
  - {id: cs, card: Compy Swarm, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Compy Swarm", "Grizzly Bears", "Lightning Bolt"], ["alice: cast bolt target=bear", *CAST])
    pass_until(g, "alice", "end")
    run_script(g, CAST, "<test>")
    toks = _tokens(g)
    assert len(toks) == 1
    assert g.ch(toks[0]).name == "Compy Swarm" and g.obj(toks[0]).tapped
