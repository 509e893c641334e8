"""Keyword actions and keyword abilities of CR 701/702 compiled from Oracle text and executed by the
game loop: exert (701.39), ... Each test plays real cards compiled from the Oracle data; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, play  # noqa: F401

HEAD = head(alice=4, bob=4)


def attack(*ids: str) -> list[str]:
    return [f"T1 declare_attackers alice: attack {ids[0]}"] + [f"alice: attack {i}" for i in ids[1:]] + ["alice: done"]


# ------------------------------------------------------------------ 701.39 exert
EXERT = HEAD + """
battlefield:
  - {id: gb, card: Glorybringer, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: drake, card: Shivan Dragon, controller: bob}
"""


def test_701_39d_exert_as_it_attacks_triggers_when_you_do():
    """701.39d, 603.12: Glorybringer is exerted as it attacks; when it is, its linked reflexive
    ability deals 4 damage to target non-Dragon creature an opponent controls (the Bears die,
    704.5g); bob takes 4 from the unblocked Glorybringer."""
    assert fully_compiled("Glorybringer")
    g = play(EXERT, ["Glorybringer"], attack("gb") + ["alice: exert gb", "alice: target bear", "alice: pass",
                                                      "bob: pass", "T1 end: wait"])
    assert g.obj("bear").zone == "graveyard"
    assert g.s.players["bob"].life == 16
    assert "701.39a" in [e.rule for e in g.log]


def test_701_39d_exert_targets_only_what_the_linked_ability_allows():
    """701.39d: the reflexive ability's target is a non-Dragon creature an opponent controls:
    the Shivan Dragon (a Dragon) can't be chosen, the Bears can."""
    g = play(EXERT, ["Glorybringer"], attack("gb") + ["alice: exert gb"])
    assert g.decision.kind == "target"
    offered = {a.args[0] for a in g.decision.options if a.kind == "target"}
    assert "bear" in offered and "drake" not in offered


def test_701_39a_exerted_creature_doesnt_untap_during_your_next_untap_step():
    """701.39a: an exerted Glorybringer doesn't untap during alice's next untap step (turn 3);
    it untaps normally in the one after (turn 5)."""
    g = play(EXERT, ["Glorybringer"], attack("gb") + ["alice: exert gb", "alice: target bear", "alice: pass",
                                                      "bob: pass", "T3 upkeep alice: wait"])
    assert g.obj("gb").tapped
    run_script(g, ["T5 upkeep alice: wait"], "<test>")
    assert not g.obj("gb").tapped


def test_701_39d_not_exerting_no_trigger_and_it_untaps():
    """701.39d: exerting is optional; not exerted, the reflexive ability doesn't trigger (the
    Bears live) and Glorybringer untaps during alice's next untap step (502.3)."""
    g = play(EXERT, ["Glorybringer"], attack("gb") + ["alice: no_exert gb", "T3 upkeep alice: wait"])
    assert g.obj("bear").zone == "battlefield"
    assert g.s.players["bob"].life == 16
    assert not g.obj("gb").tapped


def test_701_39d_exert_it_gets_a_bonus():
    """701.39d: Hooded Brawler (3/2) exerted: "it gets +2/+2 until end of turn" -- "it" is the
    exerted creature: bob takes 5."""
    assert fully_compiled("Hooded Brawler")
    text = HEAD + """
battlefield:
  - {id: hb, card: Hooded Brawler, controller: alice, summoning_sick: false}
"""
    g = play(text, ["Hooded Brawler"], attack("hb") + ["alice: exert hb", "alice: pass", "bob: pass",
                                                        "T1 end: wait"])
    assert g.s.players["bob"].life == 15


def test_701_39d_exert_reflexive_ability_of_several_sentences():
    """701.39d, 603.12: Anep, Vizier of Hazoret exerted: "When you do, exile the top two cards of
    your library. Until the end of your next turn, you may play those cards." -- both cards are
    exiled and alice may play the Mountain among them (601.3, 305.1)."""
    assert fully_compiled("Anep, Vizier of Hazoret")
    text = head(alice=["Mountain", "Lightning Bolt", "Plains"], bob=2) + """
battlefield:
  - {id: an, card: 'Anep, Vizier of Hazoret', controller: alice, summoning_sick: false}
"""
    g = play(text, ["Anep, Vizier of Hazoret"], attack("an") + ["alice: exert an", "alice: pass", "bob: pass",
                                                               "T1 postcombat_main alice: wait"])
    assert g.obj("la1").zone == "exile" and g.obj("la2").zone == "exile" and g.obj("la3").zone == "library"
    assert any(a.kind == "play" and a.args == ("la1",) for a in g.decision.options)


def test_701_39a_exert_as_a_cost():
    """701.39a, 602.2b: "{T}, Exert this creature: It deals 1 damage to target creature." --
    Fervent Paincaster's cost exerts it: the Bears take 1, and the Paincaster stays tapped
    during alice's next untap step."""
    assert fully_compiled("Fervent Paincaster")
    text = HEAD + """
battlefield:
  - {id: fp, card: Fervent Paincaster, controller: alice, summoning_sick: false}
  - {id: elf, card: Llanowar Elves, controller: bob}
"""
    g = play(text, ["Fervent Paincaster"], ["alice: activate fp 2", "alice: target elf", "alice: pass",
                                            "bob: pass"])
    assert g.obj("elf").zone == "graveyard"
    assert g.obj("fp").tapped
    run_script(g, ["T3 upkeep alice: wait"], "<test>")
    assert g.obj("fp").tapped


def test_701_39a_exert_as_a_cost_of_a_mana_ability():
    """701.39a, 605.3b: Oasis Ritualist's "{T}, Exert this creature: Add two mana of any one
    color." -- a mana ability whose cost exerts it: alice adds {G}{G} at once, and the Ritualist
    won't untap during her next untap step."""
    assert fully_compiled("Oasis Ritualist")
    text = HEAD + """
battlefield:
  - {id: orr, card: Oasis Ritualist, controller: alice, summoning_sick: false}
"""
    g = play(text, ["Oasis Ritualist"], ["alice: activate orr 2 GG"])
    assert g.s.pools["alice"] == {"G": 2}
    run_script(g, ["T3 upkeep alice: wait"], "<test>")
    assert g.obj("orr").tapped


# ------------------------------------------------------------------ 701.55 discover
def _discover(library: list[str], script: list[str]):
    text = head(alice=library, bob=2) + """
battlefield:
""" + "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(4)) + """
hand:
  - {id: ga, card: Geological Appraiser, owner: alice}
"""
    return play(text, ["Geological Appraiser"], ["alice: cast ga", "alice: pass", "bob: pass"] + script)


def test_701_55a_discover_casts_the_first_nonland_card_with_mana_value_n_or_less():
    """701.55a: Geological Appraiser's "discover 3": alice exiles Plains (a land) and Shivan
    Dragon (mana value 6), then Centaur Courser (mana value 3: "N or less"), which she casts
    without paying its mana cost; the Plains and the Dragon go on the bottom of her library."""
    assert fully_compiled("Geological Appraiser")
    g = _discover(["Plains", "Shivan Dragon", "Centaur Courser", "Island"],
                  ["alice: pass", "bob: pass", "alice: yes", "alice: pass", "bob: pass"])
    assert g.obj("la3").zone == "battlefield"
    assert g.s.library["alice"][0] == "la4"
    assert set(g.s.library["alice"][1:]) == {"la1", "la2"}


def test_701_55a_discovered_card_not_cast_goes_to_hand():
    """701.55a: "If you don't cast it, put that card into your hand." -- the Courser declined is
    put into alice's hand; the other exiled cards go on the bottom."""
    g = _discover(["Plains", "Shivan Dragon", "Centaur Courser", "Island"],
                  ["alice: pass", "bob: pass", "alice: no"])
    assert g.obj("la3").zone == "hand"
    assert g.obj("la1").zone == "library" and g.obj("la2").zone == "library"
    assert g.s.library["alice"][0] == "la4"


def test_701_55a_discover_stops_at_the_first_card_with_mana_value_n_or_less():
    """701.55a: the exiling stops at the first nonland card with mana value 3 or less: the
    Grizzly Bears (2); the Courser below it stays on top of the library."""
    g = _discover(["Grizzly Bears", "Centaur Courser"], ["alice: pass", "bob: pass", "alice: no"])
    assert g.obj("la1").zone == "hand" and g.s.library["alice"] == ["la2"]


# ------------------------------------------------------------------ 701.29 detain
DETAIN = HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: ab, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: bb, card: Grizzly Bears, controller: bob}
hand:
  - {id: ld, card: Lyev Decree, owner: alice}
"""
DECREE = ["alice: cast ld", "alice: target elf", "alice: no_target", "alice: pass", "bob: pass"]


def _options(g, kind: str) -> set:
    return {a.args for a in g.decision.options if a.kind == kind}


def test_701_29a_detained_creature_cant_block():
    """701.29a, 509.1b: Lyev Decree detains bob's Llanowar Elves: its block of alice's attacking
    Bears is an illegal declaration (rewound, 509.1) and bob takes 2."""
    assert fully_compiled("Lyev Decree")
    g = play(DETAIN, ["Lyev Decree"], DECREE + attack("ab") + ["bob: block elf ab", "bob: done", "bob: done",
                                                                "T1 end: wait"])
    assert any("illegal block declaration" in e.text for e in g.log)
    assert g.s.players["bob"].life == 18


def test_701_29a_detained_creature_cant_attack_or_activate_on_its_controllers_turn():
    """701.29a: until alice's next turn, the detained Elves can't attack during bob's turn and
    its activated abilities -- its mana ability too (605.1a) -- can't be activated (602.5)."""
    g = play(DETAIN, ["Lyev Decree"], DECREE + ["T2 precombat_main bob: wait"])
    assert g.decision.player == "bob"
    assert not any(args[0] == "elf" for args in _options(g, "mana") | _options(g, "activate"))
    run_script(g, ["T2 declare_attackers bob: attack elf", "bob: done", "bob: done", "T2 end: wait"], "<test>")
    assert any("illegal attack declaration" in e.text for e in g.log)
    assert g.s.players["alice"].life == 20


def test_701_29a_detain_ends_at_the_detaining_players_next_turn():
    """701.29a: "until the next turn of the controller of that spell": on alice's turn 3 the
    Elves may block again and bob may activate its mana ability."""
    g = play(DETAIN, ["Lyev Decree"], DECREE + ["T3 precombat_main alice: pass"])
    assert g.decision.player == "bob"
    assert ("elf",) in _options(g, "mana")
    assert not g.s.combat_effects


# ------------------------------------------------------------------ 702.173 freerunning
def _freerunning(attacker: str, script: list[str], commander: bool = False):
    text = HEAD + f"""
battlefield:
  - {{id: i1, card: Island, controller: alice}}
  - {{id: i2, card: Island, controller: alice}}
  - {{id: att, card: {attacker}, controller: alice, summoning_sick: false, commander: {str(commander).lower()}}}
hand:
  - {{id: ev, card: Eagle Vision, owner: alice}}
"""
    return play(text, ["Eagle Vision", "Merciless Harlequin"], attack("att") + script)


def test_702_173a_freerunning_after_an_assassin_dealt_combat_damage():
    """702.173a: Merciless Harlequin (an Assassin) dealt combat damage to bob this turn, so alice
    may cast Eagle Vision for its freerunning cost {1}{U} (two Islands) and draws three cards."""
    assert fully_compiled("Eagle Vision") and fully_compiled("Merciless Harlequin")
    g = _freerunning("Merciless Harlequin", ["T1 postcombat_main alice: cast ev freerunning", "alice: pass",
                                             "bob: pass"])
    assert g.s.players["bob"].life == 18
    assert g.obj("ev").zone == "graveyard"
    assert len(g.zone_ids("hand", "alice")) == 3


def test_702_173a_no_freerunning_without_an_assassin():
    """702.173a: the Grizzly Bears (not an Assassin) dealt the combat damage: Eagle Vision can't
    be cast for its freerunning cost."""
    g = _freerunning("Grizzly Bears", ["T1 postcombat_main alice: wait"])
    assert g.s.players["bob"].life == 18
    assert not any(a.kind == "cast" and a.args[:1] == ("ev",) and "freerunning" in a.args
                   for a in g.decision.options)


def test_702_173a_freerunning_after_a_commander_dealt_combat_damage():
    """702.173a: "... was an Assassin creature or a commander under your control" -- alice's
    commander (903.3), a Grizzly Bears, dealt the combat damage: Eagle Vision may be cast for its
    freerunning cost."""
    g = _freerunning("Grizzly Bears", ["T1 postcombat_main alice: cast ev freerunning", "alice: pass",
                                       "bob: pass"], commander=True)
    assert g.s.players["bob"].life == 18
    assert g.obj("ev").zone == "graveyard" and len(g.zone_ids("hand", "alice")) == 3


def test_702_173a_no_freerunning_before_combat_damage():
    """702.173a: before any combat damage is dealt this turn, freerunning isn't offered."""
    text = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: mh, card: Merciless Harlequin, controller: alice, summoning_sick: false}
hand:
  - {id: ev, card: Eagle Vision, owner: alice}
"""
    g = play(text, ["Eagle Vision", "Merciless Harlequin"], ["T1 precombat_main alice: wait"])
    assert g.decision.kind == "priority" and g.decision.player == "alice"
    assert not any(a.kind == "cast" and "freerunning" in a.args for a in g.decision.options)


# ------------------------------------------------------------------ 702.52 dredge
def _dredge(n_library: int, script: list[str], step: str = "upkeep", more: str = ""):
    text = head(step, alice=n_library, bob=2) + """
graveyard:
  - {id: gt, card: Golgari Thug, owner: alice}
""" + more
    return play(text, ["Golgari Thug", "Divination"], script)


def test_702_52a_dredge_instead_of_the_draw_step_draw():
    """702.52a: alice would draw in her draw step; she dredges Golgari Thug (dredge 4) instead:
    she mills four cards and returns the Thug to her hand -- no card is drawn (614.6)."""
    assert fully_compiled("Golgari Thug")
    g = _dredge(6, ["alice: pass", "bob: pass", "alice: dredge gt", "T1 draw alice: wait"])
    assert g.zone_ids("hand", "alice") == ["gt"]
    assert len(g.s.library["alice"]) == 2
    assert len(g.zone_ids("graveyard", "alice")) == 4


def test_702_52a_dredge_declined_draws():
    """702.52a: "you may": declining, alice draws her card; the Thug stays in her graveyard."""
    g = _dredge(6, ["alice: pass", "bob: pass", "alice: no_dredge", "T1 draw alice: wait"])
    assert g.zone_ids("hand", "alice") == ["la1"]
    assert g.obj("gt").zone == "graveyard" and len(g.s.library["alice"]) == 5


def test_702_52b_dredge_needs_n_cards_in_library():
    """702.52b: with three cards in her library alice can't use dredge 4: she isn't asked and
    draws."""
    g = _dredge(3, ["alice: pass", "bob: pass", "T1 draw alice: wait"])
    assert g.zone_ids("hand", "alice") == ["la1"] and g.obj("gt").zone == "graveyard"


def test_702_52a_dredge_replaces_one_draw_of_an_instruction():
    """702.52a, 121.2: Divination's "Draw two cards" is two draws; the first is replaced by
    dredge (the Thug returns, four cards milled), the second is an ordinary draw (no dredge card
    left in the graveyard)."""
    more = """battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: dv, card: Divination, owner: alice}
"""
    g = _dredge(6, ["alice: cast dv", "alice: pass", "bob: pass", "alice: dredge gt"], "precombat_main", more)
    assert sorted(g.zone_ids("hand", "alice")) == ["gt", "la5"]
    assert len(g.s.library["alice"]) == 1


# ------------------------------------------------------------------ 701.51 incubate
INCUBATE = HEAD + """
battlefield:
""" + "".join(f"  - {{id: i{i}, card: Island, controller: alice}}\n" for i in range(5)) + """
  - {id: bb, card: Grizzly Bears, controller: bob}
  - {id: w1, card: Plains, controller: alice}
  - {id: w2, card: Plains, controller: alice}
hand:
  - {id: eg, card: Eyes of Gitaxias, owner: alice}
  - {id: ex, card: Excise the Imperfect, owner: alice}
"""


def _tokens(g, who: str) -> list[str]:
    return [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield" and o.controller == who]


def test_701_51a_incubate_creates_an_incubator_with_counters():
    """701.51a, 111.10i: Eyes of Gitaxias's "Incubate 3": alice creates an Incubator token -- a
    colorless Incubator artifact, not a creature -- with three +1/+1 counters; then she draws."""
    assert fully_compiled("Eyes of Gitaxias")
    g = play(INCUBATE, ["Eyes of Gitaxias", "Excise the Imperfect"], ["alice: cast eg", "alice: pass", "bob: pass"])
    (tok,) = _tokens(g, "alice")
    ch = g.ch(tok)
    assert ch.name == "Incubator" and set(ch.types) == {"artifact"} and "Incubator" in ch.subtypes
    assert not ch.colors and counters(g, tok) == 3
    assert len(g.zone_ids("hand", "alice")) == 2          # Excise the Imperfect and the card drawn


def test_701_51b_incubator_transforms_into_a_phyrexian_artifact_creature():
    """701.51b, 111.10i, 712.18: "{2}: Transform this artifact." -- the Incubator becomes its back
    face, a 0/0 colorless Phyrexian artifact creature named Phyrexian Token: with its three
    +1/+1 counters (kept, the same object), a 3/3."""
    g = play(INCUBATE, ["Eyes of Gitaxias", "Excise the Imperfect"], ["alice: cast eg", "alice: pass", "bob: pass"])
    (tok,) = _tokens(g, "alice")
    run_script(g, [f"alice: activate {tok} 1", "alice: pass", "bob: pass"], "<test>")
    ch = g.ch(tok)
    assert ch.name == "Phyrexian Token" and {"artifact", "creature"} <= set(ch.types) and "Phyrexian" in ch.subtypes
    assert (ch.power, ch.toughness) == (3, 3) and not ch.colors


def test_701_51a_its_controller_incubates_x():
    """701.51a, 608.2h: Excise the Imperfect exiles bob's Grizzly Bears; "its controller incubates
    X, where X is its mana value": bob creates an Incubator with two +1/+1 counters."""
    assert fully_compiled("Excise the Imperfect")
    g = play(INCUBATE, ["Eyes of Gitaxias", "Excise the Imperfect"], ["alice: cast ex", "alice: target bb",
                                                                      "alice: pass", "bob: pass"])
    assert g.obj("bb").zone == "exile"
    (tok,) = _tokens(g, "bob")
    assert g.ch(tok).name == "Incubator" and counters(g, tok) == 2
    assert not _tokens(g, "alice")


# ------------------------------------------------------------------ 702.72 champion
def _champion(goblin: bool, script: list[str]):
    text = HEAD + """
battlefield:
""" + "".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}\n" for i in range(4)) + """
  - {id: isl, card: Island, controller: bob}
""" + ("  - {id: gp, card: Goblin Piker, controller: alice}\n" if goblin else "") + """hand:
  - {id: mob, card: Boggart Mob, owner: alice}
  - {id: un, card: Unsummon, owner: bob}
"""
    return play(text, ["Boggart Mob"], ["alice: cast mob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]
                + script)


def test_702_72a_champion_exiles_another_goblin():
    """702.72a: Boggart Mob enters; alice exiles her Goblin Piker (another Goblin she controls)
    instead of sacrificing the Mob."""
    assert fully_compiled("Boggart Mob")
    g = _champion(True, ["alice: yes", "alice: choose gp"])
    assert g.obj("gp").zone == "exile" and g.obj("mob").zone == "battlefield"


def test_702_72a_championed_card_returns_when_the_champion_leaves():
    """702.72a-b, 607.2a: when the Mob leaves the battlefield (bob's Unsummon), the linked ability
    returns the exiled Goblin Piker to the battlefield under its owner's control."""
    g = _champion(True, ["alice: yes", "alice: choose gp", "alice: pass", "bob: cast un", "bob: target mob",
                         "bob: pass", "alice: pass", "alice: pass", "bob: pass"])
    assert g.obj("mob").zone == "hand"
    assert g.obj("gp").zone == "battlefield" and g.obj("gp").controller == "alice"


def test_702_72a_champion_sacrificed_without_another_goblin():
    """702.72a: with no other Goblin to exile, the Mob is sacrificed."""
    g = _champion(False, ["alice: yes"])
    assert g.obj("mob").zone == "graveyard"


def test_702_72a_champion_declined_sacrificed():
    """702.72a: "sacrifice it unless you exile ..." -- alice chooses not to exile: the Mob is
    sacrificed and the Piker stays."""
    g = _champion(True, ["alice: no"])
    assert g.obj("mob").zone == "graveyard" and g.obj("gp").zone == "battlefield"
