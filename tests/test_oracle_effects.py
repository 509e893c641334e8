"""Instructions of spells and activated abilities (608.2c) and activation costs (602.1, 118),
compiled from real cards' Oracle text and played by the game loop. Each expected answer comes
from the Comprehensive Rules or an official ruling, cited in the test."""
from __future__ import annotations

from pyengine.game.loop import Game
from pyengine.game.state import Action
from pyengine.game.players import run_script
from oracle_helpers import compiled_library, fully_compiled, game, head, play  # noqa: F401


def targets_offered(g: Game) -> set[str]:
    return {a.args[0] for a in g.legal_actions() if a.kind == "target"}


HEAD = head()


# ------------------------------------------------------------------ status filters (110.5, 506.4)
def test_110_5_royal_assassin_targets_only_tapped_creatures():
    """110.5, 115.1: "{T}: Destroy target tapped creature." -- an untapped creature is not a
    legal target; a tapped one is destroyed (701.7a)."""
    assert fully_compiled("Royal Assassin")
    g = game(HEAD + """
battlefield:
  - {id: ra, card: Royal Assassin, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, tapped: true}
  - {id: lions, card: Savannah Lions, controller: bob}
""", ["Royal Assassin"])
    g.push("activate ra 1")
    assert targets_offered(g) == {"bear"}
    run_script(g, ["alice: target bear", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "graveyard" and g.obj("lions").zone == "battlefield"


def test_110_5_assassinate_needs_a_tapped_target():
    """601.2c: with no tapped creature there is no legal target, so Assassinate ("Destroy target
    tapped creature.") can't be cast."""
    g = game(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: ass, card: Assassinate, owner: alice}
""", ["Assassinate"])
    assert "cast ass" not in g.legal_actions()


def test_506_4_kill_shot_destroys_an_attacking_creature_only():
    """506.4, 508.1k: a creature declared as an attacker is an attacking creature until the
    combat phase ends; Kill Shot ("Destroy target attacking creature.") can target it and not a
    creature that stayed home."""
    assert fully_compiled("Kill Shot")
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: lions, card: Savannah Lions, controller: alice, summoning_sick: false}
  - {id: p1, card: Plains, controller: bob}
  - {id: p2, card: Plains, controller: bob}
  - {id: p3, card: Plains, controller: bob}
hand:
  - {id: shot, card: Kill Shot, owner: bob}
""", ["Kill Shot"], ["T1 declare_attackers alice: attack bear", "alice: done", "alice: pass", "bob: cast shot"])
    assert targets_offered(g) == {"bear"}
    run_script(g, ["bob: target bear", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("bear").zone == "graveyard"


def test_506_4_righteousness_pumps_a_blocking_creature():
    """506.4, 509.1g: a creature declared as a blocker is a blocking creature; Righteousness
    ("Target blocking creature gets +7/+7 until end of turn.") can target only it, and the
    attacker isn't a legal target."""
    assert fully_compiled("Righteousness")
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: wall, card: Wall of Stone, controller: bob}
  - {id: p1, card: Plains, controller: bob}
hand:
  - {id: right, card: Righteousness, owner: bob}
""", ["Righteousness"], ["T1 declare_attackers alice: attack bear", "alice: done", "alice: pass", "bob: pass",
                         "T1 declare_blockers bob: block wall bear", "bob: done", "alice: pass", "bob: cast right"])
    assert targets_offered(g) == {"wall"}
    run_script(g, ["bob: target wall", "bob: pass", "alice: pass"], "<test>")
    assert g.ch("wall").power == 7


def test_replacement_effects_with_status_words_stay_unsupported():
    """Nothing is silently ignored: a prevention effect naming attacking creatures ("Prevent all
    combat damage that would be dealt to attacking creatures you control") needs the combat status
    in the replacement program, which it isn't given -- the clause stays unsupported rather than
    never applying. (The layer system is given the status: tests/test_oracle_status.py.)"""
    from pyengine.cards.compile import compile_abilities
    ab = compile_abilities("Prevent all combat damage that would be dealt to attacking creatures you control.",
                           "Foo", ["enchantment"])
    assert "unsupported" in ab[0]


# ------------------------------------------------------------------ activation costs (602.1a, 118)
def test_119_4_book_of_rass_pays_life_and_not_more_than_you_have():
    """119.4, 602.2b: "{2}, Pay 2 life: Draw a card." -- paying life loses that much; a player can
    pay life only if their life total is at least the amount, so at 1 life it can't be
    activated."""
    assert fully_compiled("Book of Rass")
    text = HEAD + """
battlefield:
  - {id: book, card: Book of Rass, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
"""
    g = play(text, ["Book of Rass"], ["alice: activate book 1", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 18 and g.obj("la1").zone == "hand"
    g = game(text.replace("players: [alice, bob]", "players: [{id: alice, life: 1}, bob]"), ["Book of Rass"])
    assert "activate book 1" not in g.legal_actions()


def test_605_blightsoil_druid_mana_ability_with_a_life_cost():
    """605.1a, 605.3b, 119.4: "{T}, Pay 1 life: Add {G}." is a mana ability: it resolves at once,
    and the life is paid as a cost."""
    assert fully_compiled("Blightsoil Druid")
    g = play(HEAD + """
battlefield:
  - {id: druid, card: Blightsoil Druid, controller: alice, summoning_sick: false}
""", ["Blightsoil Druid"], ["alice: activate druid 1", "alice: pay"])
    assert g.s.pools["alice"].get("G") == 1 and g.s.players["alice"].life == 19 and g.obj("druid").tapped


def test_701_8a_blaster_mage_discards_a_card_as_a_cost():
    """602.2b, 701.8a: "{R}, {T}, Discard a card: Destroy target Wall." -- the controller chooses
    the card to discard while paying; it goes to the graveyard, and the Wall is destroyed."""
    assert fully_compiled("Blaster Mage")
    g = play(HEAD + """
battlefield:
  - {id: mage, card: Blaster Mage, controller: alice, summoning_sick: false}
  - {id: m1, card: Mountain, controller: alice}
  - {id: wall, card: Wall of Stone, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: lions, card: Savannah Lions, owner: alice}
""", ["Blaster Mage"], ["alice: activate mage 1", "alice: target wall", "alice: discard lions", "alice: pass", "bob: pass"])
    assert g.obj("lions").zone == "graveyard" and g.obj("bolt").zone == "hand"
    assert g.obj("wall").zone == "graveyard"


def test_602_2b_a_discard_cost_needs_a_card_in_hand():
    """602.2b, 601.2h: with an empty hand "Discard a card" can't be paid, so Aven Trooper's
    ability ("{2}{W}, Discard a card: ... gets +1/+2") isn't a legal action."""
    assert fully_compiled("Aven Trooper")
    g = game(HEAD + """
battlefield:
  - {id: trooper, card: Aven Trooper, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
""", ["Aven Trooper"])
    assert not any(a.kind == "activate" and a.args[0] == "trooper" for a in g.legal_actions())


def test_122_8_barkhide_troll_removes_a_counter_as_a_cost():
    """122.8, 602.2b: "{1}, Remove a +1/+1 counter from this creature: This creature gains hexproof
    until end of turn." -- the counter is removed on activation (the Troll becomes 2/2), and with
    no counter left the ability can't be activated again."""
    assert fully_compiled("Barkhide Troll")
    g = play(HEAD + """
battlefield:
  - {id: troll, card: Barkhide Troll, controller: alice, counters: {"+1/+1": 1}}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
""", ["Barkhide Troll"], ["alice: activate troll 2", "alice: pass", "bob: pass"])
    assert g.ch("troll").power == 2 and ("kw", ("hexproof",)) in g.ch("troll").ability_terms
    assert not any(a.kind == "activate" and a.args[0] == "troll" for a in g.legal_actions())


def test_602_2b_axiom_engraver_pays_a_counter_and_a_card():
    """602.2b, 118.3: "{T}, Remove an oil counter from this creature, Discard a card: Draw a card."
    -- every part of the cost is paid: the creature taps, loses an oil counter, and a card is
    discarded."""
    assert fully_compiled("Axiom Engraver")
    g = play(HEAD + """
battlefield:
  - {id: eng, card: Axiom Engraver, controller: alice, summoning_sick: false, counters: {oil: 2}}
hand:
  - {id: lions, card: Savannah Lions, owner: alice}
""", ["Axiom Engraver"], ["alice: activate eng 2", "alice: discard lions", "alice: pass", "bob: pass"])
    o = g.obj("eng")
    assert o.tapped and [(c.kind, c.count) for c in o.counters] == [("oil", 1)]
    assert g.obj("lions").zone == "graveyard" and g.obj("la1").zone == "hand"


def test_302_6_azami_taps_a_summoning_sick_wizard_for_its_cost():
    """302.6 applies only to a creature's own {T} abilities: "Tap an untapped Wizard you control:
    Draw a card." can tap a Wizard that came under your control this turn (Azami, Lady of
    Scrolls, ruling of 2004-12-01: the Wizard tapped can be one with summoning sickness, even
    Azami itself)."""
    assert fully_compiled("Azami, Lady of Scrolls")
    g = play(HEAD + """
battlefield:
  - {id: azami, card: "Azami, Lady of Scrolls", controller: alice, summoning_sick: true}
""", ["Azami, Lady of Scrolls"], ["alice: activate azami 1", "alice: tap azami", "alice: pass", "bob: pass"])
    assert g.obj("azami").tapped and g.obj("la1").zone == "hand"


def test_602_2b_catapult_squad_taps_two_soldiers():
    """602.2b: "Tap two untapped Soldiers you control: This creature deals 2 damage to target
    attacking or blocking creature." -- two different untapped Soldiers are tapped; with only one
    untapped Soldier the cost can't be paid."""
    assert fully_compiled("Catapult Squad")
    text = HEAD + """
battlefield:
  - {id: squad, card: Catapult Squad, controller: bob}
  - {id: s1, card: Benalish Veteran, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
"""
    # Catapult Squad is a Soldier itself: with Benalish Veteran there are two
    g = play(text, ["Catapult Squad"], ["T1 declare_attackers alice: attack bear", "alice: done", "alice: pass",
                                        "bob: activate squad 1", "bob: target bear", "bob: tap squad", "bob: tap s1",
                                        "bob: pass", "alice: pass"])
    assert g.obj("squad").tapped and g.obj("s1").tapped and g.obj("bear").zone == "graveyard"
    g = game(text.replace("Benalish Veteran", "Grizzly Bears"), ["Catapult Squad"])
    run_script(g, ["T1 declare_attackers alice: attack bear", "alice: done", "alice: pass"], "<test>")
    assert not any(a.kind == "activate" and a.args[0] == "squad" for a in g.legal_actions())


def test_406_stonerise_spirit_exiles_a_card_from_your_graveyard():
    """602.2b, 406.2: "{4}, Exile a card from your graveyard: Target creature gains flying until
    end of turn." -- the card chosen goes to exile; with an empty graveyard it can't be
    activated."""
    assert fully_compiled("Stonerise Spirit")
    text = HEAD + """
battlefield:
  - {id: spirit, card: Stonerise Spirit, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
"""
    g = game(text, ["Stonerise Spirit"])
    assert not any(a.kind == "activate" and a.args[0] == "spirit" for a in g.legal_actions())
    g = play(text + """
graveyard:
  - {id: dead, card: Savannah Lions, owner: alice}
""", ["Stonerise Spirit"], ["alice: activate spirit 2", "alice: target bear", "alice: exile dead",
                            "alice: pass", "bob: pass"])
    assert g.obj("dead").zone == "exile" and ("kw", ("flying",)) in g.ch("bear").ability_terms


def test_602_2b_meloku_returns_a_land_as_a_cost():
    """602.2b: "{1}, Return a land you control to its owner's hand: Create a 1/1 blue Illusion
    creature token with flying." -- the land chosen goes to its owner's hand, and the token is
    created."""
    assert fully_compiled("Meloku the Clouded Mirror")
    g = play(HEAD + """
battlefield:
  - {id: meloku, card: Meloku the Clouded Mirror, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
""", ["Meloku the Clouded Mirror"], ["alice: activate meloku 2", "alice: return i2", "alice: pass", "bob: pass"])
    assert g.obj("i2").zone == "hand" and g.obj("i1").tapped
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(toks) == 1 and g.ch(toks[0].id).subtypes == ("Illusion",)


# ------------------------------------------------------------------ activation restrictions (602.5b)
def _can_activate(g: Game, oid: str) -> bool:
    return any(a.kind == "activate" and a.args[0] == oid for a in g.legal_actions())


def test_602_5b_disrupting_scepter_only_during_your_turn():
    """602.5b: "{3}, {T}: Target player discards a card. Activate only during your turn." -- alice
    may activate it in her turn; in bob's turn she can't, though she has priority."""
    assert fully_compiled("Disrupting Scepter")
    text = HEAD + """
battlefield:
  - {id: sc, card: Disrupting Scepter, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: lions, card: Savannah Lions, owner: bob}
"""
    g = play(text, ["Disrupting Scepter"], ["alice: activate sc 1", "alice: target bob", "alice: pass", "bob: pass",
                                               "bob: discard lions"])
    assert g.obj("lions").zone == "graveyard"
    g = play(text.replace("active_player: alice", "active_player: bob"), ["Disrupting Scepter"], ["bob: pass"])
    assert g.decision.player == "alice" and not _can_activate(g, "sc")


def test_602_5b_augur_il_vec_only_during_your_upkeep():
    """602.5b: "Sacrifice this creature: You gain 4 life. Activate only during your upkeep." --
    not in the main phase; in the upkeep it can be."""
    assert fully_compiled("Augur il-Vec")
    text = HEAD + """
battlefield:
  - {id: augur, card: Augur il-Vec, controller: alice}
"""
    assert not _can_activate(game(text, ["Augur il-Vec"]), "augur")
    g = play(text.replace("step: precombat_main", "step: upkeep"), ["Augur il-Vec"],
             ["alice: activate augur 2", "alice: pass", "bob: pass"])
    assert g.obj("augur").zone == "graveyard" and g.s.players["alice"].life == 24


def test_602_5b_apprentice_sorcerer_before_attackers_are_declared():
    """602.5b: "{T}: This creature deals 1 damage to any target. Activate only during your turn,
    before attackers are declared." -- fine in the first main phase, not once attackers have
    been declared."""
    assert fully_compiled("Apprentice Sorcerer")
    text = HEAD + """
battlefield:
  - {id: app, card: Apprentice Sorcerer, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
"""
    assert _can_activate(game(text, ["Apprentice Sorcerer"]), "app")
    g = play(text, ["Apprentice Sorcerer"], ["T1 declare_attackers alice: attack bear", "alice: done"])
    assert g.decision.kind == "priority" and g.s.step == "declare_attackers" and not _can_activate(g, "app")


# ------------------------------------------------------------------ search (701.19), shuffle (701.20)
LIB = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: lp, card: Plains, owner: alice}
  - {id: lm, card: Mountain, owner: alice}
  - {id: lf, card: Forest, owner: alice}
  - {id: lb, card: Grizzly Bears, owner: alice}
  - {id: lx, card: Plains, owner: bob}
"""


def _options(g: Game) -> set:
    return {(a.kind,) + tuple(a.args) for a in g.legal_actions()}


def test_701_19d_demonic_tutor_must_find_a_card():
    """701.19d: searching for "a card" (no stated quality) finds one if the library has any --
    "none" is not an option; the card goes to the hand and the library is shuffled (701.20a)."""
    assert fully_compiled("Demonic Tutor")
    g = play(LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
hand:
  - {id: tutor, card: Demonic Tutor, owner: alice}
""", ["Demonic Tutor"], ["alice: cast tutor", "alice: pass", "bob: pass"])
    assert g.decision.kind == "search" and ("none",) not in _options(g)
    assert _options(g) == {("find", x) for x in ("lp", "lm", "lf", "lb")}
    run_script(g, ["alice: find lb"], "<test>")
    assert g.obj("lb").zone == "hand" and sorted(g.s.library["alice"]) == ["lf", "lm", "lp"]
    assert "701.20a" in [e.rule for e in g.log]


def test_701_19b_arid_mesa_finds_a_mountain_or_nothing():
    """701.19b: a search for a card with a stated quality ("a Mountain or Plains card") may find
    none even if one is there; Arid Mesa's cost (pay 1 life, sacrifice it) is paid, and a Forest
    is not a legal choice. The land found enters untapped."""
    assert fully_compiled("Arid Mesa")
    g = play(LIB + """
battlefield:
  - {id: mesa, card: Arid Mesa, controller: alice}
""", ["Arid Mesa"], ["alice: activate mesa 1", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 19 and g.obj("mesa").zone == "graveyard"
    assert _options(g) == {("find", "lp"), ("find", "lm"), ("none",)}
    run_script(g, ["alice: find lm"], "<test>")
    assert g.obj("lm").zone == "battlefield" and not g.obj("lm").tapped and g.obj("lm").controller == "alice"


def test_701_19_rampant_growth_puts_a_basic_land_onto_the_battlefield_tapped():
    """701.19a: "Search your library for a basic land card, put it onto the battlefield tapped,
    then shuffle." (Rampant Growth) -- the Grizzly Bears card isn't a basic land."""
    assert fully_compiled("Rampant Growth")
    g = play(LIB + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: rg, card: Rampant Growth, owner: alice}
""", ["Rampant Growth"], ["alice: cast rg", "alice: pass", "bob: pass"])
    assert ("find", "lb") not in _options(g) and ("find", "lf") in _options(g)
    run_script(g, ["alice: find lf"], "<test>")
    assert g.obj("lf").zone == "battlefield" and g.obj("lf").tapped


def test_701_19_armillary_sphere_finds_up_to_two_basic_lands():
    """701.19a-b: "Search your library for up to two basic land cards, reveal them, put them into
    your hand" -- two are found one after the other (not the same card twice)."""
    assert fully_compiled("Armillary Sphere")
    g = play(LIB + """
battlefield:
  - {id: sphere, card: Armillary Sphere, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
""", ["Armillary Sphere"], ["alice: activate sphere 1", "alice: pass", "bob: pass", "alice: find lp"])
    assert ("find", "lp") not in _options(g)
    run_script(g, ["alice: find lm"], "<test>")
    assert g.obj("lp").zone == "hand" and g.obj("lm").zone == "hand" and g.obj("lf").zone == "library"


# ------------------------------------------------------------------ sacrifice by several players (701.17a, 101.4)
def test_101_4_innocent_blood_each_player_sacrifices_a_creature():
    """701.17a, 101.4: "Each player sacrifices a creature of their choice." -- each player chooses
    one of their own creatures (APNAP order), then they are sacrificed at the same time."""
    assert fully_compiled("Innocent Blood")
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: wall, card: Wall of Stone, controller: bob}
  - {id: spider, card: Giant Spider, controller: bob}
hand:
  - {id: blood, card: Innocent Blood, owner: alice}
""", ["Innocent Blood"], ["alice: cast blood", "alice: pass", "bob: pass", "alice: sacrifice lions"])
    assert g.decision.player == "bob" and {a.args[0] for a in g.legal_actions()} == {"wall", "spider"}
    assert g.obj("lions").zone == "battlefield"            # not yet: all at the same time
    run_script(g, ["bob: sacrifice spider"], "<test>")
    assert [g.obj(x).zone for x in ("bear", "lions", "wall", "spider")] == \
        ["battlefield", "graveyard", "battlefield", "graveyard"]


def test_701_17a_diabolic_edict_target_player_chooses():
    """701.17a: "Target player sacrifices a creature of their choice." -- bob chooses which of his
    creatures."""
    assert fully_compiled("Diabolic Edict")
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: wall, card: Wall of Stone, controller: bob}
  - {id: spider, card: Giant Spider, controller: bob}
hand:
  - {id: edict, card: Diabolic Edict, owner: alice}
""", ["Diabolic Edict"], ["alice: cast edict target=bob", "alice: pass", "bob: pass", "bob: sacrifice wall"])
    assert g.obj("wall").zone == "graveyard" and g.obj("spider").zone == "battlefield"


# ------------------------------------------------------------------ control (613.1b), counter unless (701.5a)
def test_613_1b_act_of_treason_control_untap_haste_until_end_of_turn():
    """613.1b, 611.2a, 514.2: "Gain control of target creature until end of turn. Untap that
    creature. It gains haste until end of turn." -- alice controls bob's tapped Bears, untapped
    and hasty, and it returns to bob in the cleanup step."""
    assert fully_compiled("Act of Treason")
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, tapped: true}
hand:
  - {id: act, card: Act of Treason, owner: alice}
""", ["Act of Treason"], ["alice: cast act target=bear", "alice: pass", "bob: pass"])
    assert g.ch("bear").controller == "alice" and not g.obj("bear").tapped
    assert ("kw", ("haste",)) in g.ch("bear").ability_terms
    assert any(a.kind == "attack" for a in play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, tapped: true}
hand:
  - {id: act, card: Act of Treason, owner: alice}
""", ["Act of Treason"], ["alice: cast act target=bear", "alice: pass", "bob: pass",
                          "T1 declare_attackers alice: wait"]).legal_actions())
    run_script(g, ["T2 upkeep bob: wait"], "<test>")
    assert g.ch("bear").controller == "bob"


def test_701_5a_mana_leak_countered_unless_its_controller_pays():
    """701.5a: "Counter target spell unless its controller pays {3}." -- bob, with three untapped
    lands, pays and his spell resolves; with fewer he can't, and it's countered."""
    assert fully_compiled("Mana Leak")
    text = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
  - {id: m3, card: Mountain, controller: bob}
  - {id: m4, card: Mountain, controller: bob}
hand:
  - {id: leak, card: Mana Leak, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""
    script = ["alice: pass", "bob: cast bolt target=alice", "bob: pass", "alice: cast leak target=bolt",
              "alice: pass", "bob: pass"]
    g = play(text, ["Mana Leak"], script + ["bob: pay", "bob: pass", "alice: pass"])
    assert g.s.players["alice"].life == 17 and all(g.obj(m).tapped for m in ("m1", "m2", "m3", "m4"))
    g = play(text.replace("  - {id: m4, card: Mountain, controller: bob}\n", "")
             .replace("  - {id: m3, card: Mountain, controller: bob}\n", ""), ["Mana Leak"], script + ["bob: decline"])
    assert g.obj("bolt").zone == "graveyard" and g.s.players["alice"].life == 20


# ------------------------------------------------------------------ library (401.4), damage by another object
def test_401_4_griptide_puts_a_creature_on_top_of_its_owners_library():
    """401.4, 400.6: "Put target creature on top of its owner's library." -- bob's Bears becomes
    the top card of bob's library."""
    assert fully_compiled("Griptide")
    g = play(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: grip, card: Griptide, owner: alice}
""", ["Griptide"], ["alice: cast grip target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "library" and g.s.library["bob"][0] == "bear"


def test_120_3_bite_down_the_creature_deals_the_damage():
    """120.3, 608.2h: "Target creature you control deals damage equal to its power to target
    creature or planeswalker you don't control." -- the Bears (2/2) deal 2 to the Wall; the Wall
    deals none back (it isn't a fight, 701.12)."""
    assert fully_compiled("Bite Down")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: ape, card: Grizzly Bears, controller: alice}
  - {id: wall, card: Wall of Stone, controller: bob}
hand:
  - {id: bite, card: Bite Down, owner: alice}
""", ["Bite Down"], ["alice: cast bite target=ape,wall", "alice: pass", "bob: pass"])
    assert g.obj("wall").damage == 2 and g.obj("ape").damage == 0


def test_608_2h_cinder_shade_uses_its_last_known_power():
    """608.2h, 113.7a: "{R}, Sacrifice this creature: It deals damage equal to its power to target
    creature." -- the Shade is gone when the ability resolves, so its power as it last existed
    (a 1/1 pumped to 2/2 by its own ability) is used."""
    assert fully_compiled("Cinder Shade")
    g = play(HEAD + """
battlefield:
  - {id: shade, card: Cinder Shade, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: spider, card: Giant Spider, controller: bob}
""", ["Cinder Shade"], ["alice: activate shade 1", "alice: pass", "bob: pass",
                        "alice: activate shade 2", "alice: target spider", "alice: pass", "bob: pass"])
    assert g.obj("shade").zone == "graveyard" and g.obj("spider").damage == 2


# ------------------------------------------------------------------ counts (608.2h), tokens for a player (111.2, 111.10)
def test_608_2h_flow_of_ideas_draws_a_card_for_each_island():
    """608.2h: "Draw a card for each Island you control." -- the number is determined once, as
    it resolves: two Islands, two cards (the opponent's Island doesn't count)."""
    assert fully_compiled("Flow of Ideas")
    g = play(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: i3, card: Island, controller: bob}
hand:
  - {id: flow, card: Flow of Ideas, owner: alice}
""", ["Flow of Ideas"], ["alice: cast flow", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("la1", "la2", "la3")] == ["hand", "hand", "library"]


def test_608_2c_aerial_assault_destroys_then_gains_per_flyer():
    """608.2c, 110.5: "Destroy target tapped creature. You gain 1 life for each creature you
    control with flying." -- two sentences followed in order; two flyers, 2 life."""
    assert fully_compiled("Aerial Assault")
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: a1, card: Serra Angel, controller: alice}
  - {id: a2, card: Serra Angel, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, tapped: true}
hand:
  - {id: aa, card: Aerial Assault, owner: alice}
""", ["Aerial Assault"], ["alice: cast aa target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.s.players["alice"].life == 22


def test_111_2_beast_within_token_for_the_permanents_controller():
    """111.2, 608.2h: "Destroy target permanent. Its controller creates a 3/3 green Beast creature
    token." -- the token is bob's (the destroyed permanent's controller as it last existed)."""
    assert fully_compiled("Beast Within")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: wall, card: Wall of Stone, controller: bob}
hand:
  - {id: bw, card: Beast Within, owner: alice}
""", ["Beast Within"], ["alice: cast bw target=wall", "alice: pass", "bob: pass"])
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert g.obj("wall").zone == "graveyard" and len(toks) == 1
    assert toks[0].controller == "bob" and (g.ch(toks[0].id).power, g.ch(toks[0].id).toughness) == (3, 3)


def test_111_10a_buy_your_silence_treasure_for_the_controller():
    """111.10a: "Exile target nonland permanent. Its controller creates a Treasure token." -- bob
    gets a Treasure, an artifact with "{T}, Sacrifice this artifact: Add one mana of any
    color.\""""
    assert fully_compiled("Buy Your Silence")
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
  - {id: p5, card: Plains, controller: alice}
  - {id: wall, card: Wall of Stone, controller: bob}
hand:
  - {id: buy, card: Buy Your Silence, owner: alice}
""", ["Buy Your Silence"], ["alice: cast buy target=wall", "alice: pass", "bob: pass"])
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert g.obj("wall").zone == "exile" and [(t.card.name, t.controller) for t in toks] == [("Treasure", "bob")]


def test_111_10g_blood_servitor_blood_token_rummages():
    """111.10g: a Blood token is an artifact with "{1}, {T}, Discard a card, Sacrifice this
    artifact: Draw a card." -- Blood Servitor's token is created, and its ability discards,
    sacrifices the token and draws."""
    assert fully_compiled("Blood Servitor")
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
hand:
  - {id: bs, card: Blood Servitor, owner: alice}
  - {id: lions, card: Savannah Lions, owner: alice}
""", ["Blood Servitor"], ["alice: cast bs", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert [t.card.name for t in toks] == ["Blood"]
    run_script(g, [f"alice: activate {toks[0].id} 1", "alice: discard lions", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("lions").zone == "graveyard" and g.obj("la1").zone == "hand"
    assert not [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]


# ------------------------------------------------------------------ optional payments while resolving (608.2d)
def test_608_2d_apothecary_initiate_may_pay_one_to_gain_one():
    """608.2d: "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1
    life." -- paying (a land is tapped for it, 605.3a) gains the life; declining doesn't."""
    assert fully_compiled("Apothecary Initiate")
    text = HEAD + """
battlefield:
  - {id: ini, card: Apothecary Initiate, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: lions, card: Savannah Lions, owner: alice}
"""
    g = play(text, ["Apothecary Initiate"], ["alice: cast lions", "alice: pass", "bob: pass", "alice: yes"])
    assert g.s.players["alice"].life == 21 and g.obj("p1").tapped and g.obj("m1").tapped
    g = play(text, ["Apothecary Initiate"], ["alice: cast lions", "alice: pass", "bob: pass", "alice: no"])
    assert g.s.players["alice"].life == 20 and not g.obj("m1").tapped


def test_608_2d_darba_is_sacrificed_unless_its_upkeep_cost_is_paid():
    """608.2d: "At the beginning of your upkeep, sacrifice this creature unless you pay {G}{G}."
    -- paid, Darba stays; not paid (or not payable), it's sacrificed."""
    assert fully_compiled("Darba")
    text = HEAD + """
battlefield:
  - {id: darba, card: Darba, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
"""
    g = play(text, ["Darba"], ["T3 upkeep alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("darba").zone == "battlefield" and g.obj("f1").tapped and g.obj("f2").tapped
    g = play(text, ["Darba"], ["T3 upkeep alice: pass", "bob: pass", "alice: no"])
    assert g.obj("darba").zone == "graveyard"


def test_608_2d_rupture_spire_can_not_pay_so_it_is_sacrificed():
    """608.2d: "When this land enters, sacrifice it unless you pay {1}." -- with no other mana
    (the Spire itself enters tapped), the payment is impossible and the land is sacrificed."""
    assert fully_compiled("Rupture Spire")
    g = play(HEAD + """
hand:
  - {id: spire, card: Rupture Spire, owner: alice}
""", ["Rupture Spire"], ["alice: play spire", "alice: pass", "bob: pass"])
    assert g.obj("spire").zone == "graveyard"


def test_119_4_arrogant_poet_pays_life_for_flying():
    """119.4, 608.2d: "Whenever this creature attacks, you may pay 2 life. If you do, it gains
    flying until end of turn.\""""
    assert fully_compiled("Arrogant Poet")
    g = play(HEAD + """
battlefield:
  - {id: poet, card: Arrogant Poet, controller: alice, summoning_sick: false}
""", ["Arrogant Poet"], ["T1 declare_attackers alice: attack poet", "alice: done", "alice: pass", "bob: pass",
                         "alice: yes"])
    assert g.s.players["alice"].life == 18 and ("kw", ("flying",)) in g.ch("poet").ability_terms


# ------------------------------------------------------------------ additional costs of spells (601.2f-h)
def test_601_2h_cathartic_reunion_discards_two_as_it_is_cast():
    """601.2f-h: "As an additional cost to cast this spell, discard two cards." -- the two cards
    are discarded while paying, before the spell resolves; with fewer than two other cards in
    hand it can't be cast."""
    assert fully_compiled("Cathartic Reunion")
    text = HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: cr, card: Cathartic Reunion, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: lions, card: Savannah Lions, owner: alice}
"""
    g = play(text, ["Cathartic Reunion"], ["alice: cast cr", "alice: discard bolt", "alice: discard lions",
                                           "alice: pass"])
    assert g.obj("bolt").zone == "graveyard" and g.obj("lions").zone == "graveyard" and g.obj("cr").zone == "stack"
    run_script(g, ["bob: pass"], "<test>")
    assert [g.obj(x).zone for x in ("la1", "la2", "la3")] == ["hand", "hand", "hand"]
    g = game(text.replace("  - {id: lions, card: Savannah Lions, owner: alice}\n", ""), ["Cathartic Reunion"])
    assert "cast cr" not in g.legal_actions()


def test_601_2h_magmatic_insight_discards_a_land_card_only():
    """601.2h: "As an additional cost to cast this spell, discard a land card." -- only a land
    card may be discarded for it."""
    assert fully_compiled("Magmatic Insight")
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: mi, card: Magmatic Insight, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: hill, card: Mountain, owner: alice}
""", ["Magmatic Insight"], ["alice: cast mi"])
    assert g.decision.kind == "cost" and {a.args[0] for a in g.legal_actions() if a.kind == "discard"} == {"hill"}


# ------------------------------------------------------------------ more instructions
def test_500_7_time_walk_takes_an_extra_turn():
    """500.7: "Take an extra turn after this one." -- after turn 1 (alice's), turn 2 is alice's
    again."""
    assert fully_compiled("Time Walk")
    g = play(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
hand:
  - {id: walk, card: Time Walk, owner: alice}
""", ["Time Walk"], ["alice: cast walk", "alice: pass", "bob: pass", "T2 upkeep alice: wait"])
    assert g.s.turn == 2 and g.s.active == "alice"


def test_400_6_azorius_chancery_returns_a_land_you_control():
    """400.6: "When this land enters, return a land you control to its owner's hand." -- alice
    chooses among her lands (the Chancery itself included); bob's land isn't a choice."""
    assert fully_compiled("Azorius Chancery")
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: i9, card: Island, controller: bob}
hand:
  - {id: ch, card: Azorius Chancery, owner: alice}
""", ["Azorius Chancery"], ["alice: play ch", "alice: pass", "bob: pass"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "return"} == {"p1", "ch"}
    run_script(g, ["alice: return p1"], "<test>")
    assert g.obj("p1").zone == "hand" and g.obj("ch").zone == "battlefield" and g.obj("ch").tapped


def test_701_7_vitalize_untaps_all_creatures_you_control():
    """608.2c: "Untap all creatures you control." -- alice's tapped creatures untap; bob's stays
    tapped."""
    assert fully_compiled("Vitalize")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice, tapped: true}
  - {id: lions, card: Savannah Lions, controller: alice, tapped: true}
  - {id: wall, card: Wall of Stone, controller: bob, tapped: true}
hand:
  - {id: vit, card: Vitalize, owner: alice}
""", ["Vitalize"], ["alice: cast vit", "alice: pass", "bob: pass"])
    assert not g.obj("bear").tapped and not g.obj("lions").tapped and g.obj("wall").tapped


def test_701_13a_screaming_phantom_mills_a_card_when_it_attacks():
    """701.13a: "Whenever this creature attacks, mill a card." -- the top card of alice's library
    goes to her graveyard."""
    assert fully_compiled("Screaming Phantom")
    g = play(HEAD + """
battlefield:
  - {id: ph, card: Screaming Phantom, controller: alice, summoning_sick: false}
""", ["Screaming Phantom"], ["T1 declare_attackers alice: attack ph", "alice: done", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "graveyard" and g.obj("la2").zone == "library"


# ------------------------------------------------------------------ "can't be regenerated" (701.15c)
def _shielded_skeletons(spell_line: str, spell: str, lands: str) -> Game:
    return play(HEAD + f"""
battlefield:
  - {{id: sk, card: Drudge Skeletons, controller: bob}}
  - {{id: s9, card: Swamp, controller: bob}}
{lands}
hand:
  - {{id: sp, card: {spell}, owner: alice}}
""", ["Drudge Skeletons", spell], ["alice: pass", "bob: activate sk 1", "bob: pass", "alice: pass", spell_line,
                                  "alice: pass", "bob: pass"])


def test_701_15c_afterlife_ignores_the_regeneration_shield():
    """701.15c, 608.2c: "Destroy target creature. It can't be regenerated. Its controller creates a
    1/1 white Spirit creature token with flying." -- Drudge Skeletons' shield (made before)
    doesn't apply: it's destroyed, and bob gets the Spirit. Destroyed without that sentence
    (Murder), the shield replaces the destruction (701.15a)."""
    assert fully_compiled("Afterlife")
    lands = "\n".join(f"  - {{id: s{i}, card: Plains, controller: alice}}" for i in range(3))
    g = _shielded_skeletons("alice: cast sp target=sk", "Afterlife", lands)
    assert g.obj("sk").zone == "graveyard"
    assert [o.controller for o in g.s.objects.values() if o.token] == ["bob"]
    lands = "\n".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}" for i in range(3))
    g = _shielded_skeletons("alice: cast sp target=sk", "Murder", lands)
    assert g.obj("sk").zone == "battlefield" and g.obj("sk").tapped


def test_701_15c_damnation_they_cant_be_regenerated():
    """701.15c: "Destroy all creatures. They can't be regenerated." (Damnation)."""
    assert fully_compiled("Damnation")
    lands = "\n".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}" for i in range(4))
    g = _shielded_skeletons("alice: cast sp", "Damnation", lands)
    assert g.obj("sk").zone == "graveyard"


# ------------------------------------------------------------------ looking at the top cards (608.2c, 401)
DIG = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: c1, card: Plains, owner: alice}
  - {id: c2, card: Grizzly Bears, owner: alice}
  - {id: c3, card: Lightning Bolt, owner: alice}
  - {id: c4, card: Forest, owner: alice}
  - {id: c5, card: Savannah Lions, owner: alice}
  - {id: c6, card: Island, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
"""


def test_608_2c_adventurous_impulse_takes_a_creature_or_land_rest_on_the_bottom():
    """608.2c: "Look at the top three cards of your library. You may reveal a creature or land card
    from among them and put it into your hand. Put the rest on the bottom of your library in any
    order." -- only the top three are candidates (the Bolt isn't a creature or land); alice orders
    the other two under the rest of the library."""
    assert fully_compiled("Adventurous Impulse")
    g = play(DIG + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: imp, card: Adventurous Impulse, owner: alice}
""", ["Adventurous Impulse"], ["alice: cast imp", "alice: pass", "bob: pass"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "find"} == {"c1", "c2"}
    assert Action("none") in g.legal_actions()
    run_script(g, ["alice: find c2", "alice: first c3"], "<test>")
    assert g.obj("c2").zone == "hand" and g.s.library["alice"] == ["c4", "c5", "c6", "c3", "c1"]


def test_608_2c_basic_conjuration_rest_in_a_random_order():
    """608.2c: "... Put the rest on the bottom of your library in a random order. You gain 3
    life." -- declining to take a card, all six go to the bottom (no order to choose), then the
    life is gained."""
    assert fully_compiled("Basic Conjuration")
    g = play(DIG + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
hand:
  - {id: bc, card: Basic Conjuration, owner: alice}
""", ["Basic Conjuration"], ["alice: cast bc", "alice: pass", "bob: pass", "alice: none"])
    assert sorted(g.s.library["alice"]) == ["c1", "c2", "c3", "c4", "c5", "c6"]
    assert g.s.players["alice"].life == 23 and g.decision.kind == "priority"


def test_608_2c_ancestral_memories_two_to_hand_the_rest_to_the_graveyard():
    """608.2c: "Look at the top seven cards of your library. Put two of them into your hand and
    the rest into your graveyard." -- with six cards, two to the hand and four to the graveyard;
    taking two is not optional."""
    assert fully_compiled("Ancestral Memories")
    g = play(DIG + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: i5, card: Island, controller: alice}
hand:
  - {id: mem, card: Ancestral Memories, owner: alice}
""", ["Ancestral Memories"], ["alice: cast mem", "alice: pass", "bob: pass"])
    assert Action("none") not in g.legal_actions()
    run_script(g, ["alice: find c3", "alice: find c5"], "<test>")
    assert [g.obj(c).zone for c in ("c1", "c2", "c3", "c4", "c5", "c6")] == \
        ["graveyard", "graveyard", "hand", "graveyard", "hand", "graveyard"]


def test_608_2c_index_puts_them_back_in_any_order():
    """608.2c: "Look at the top five cards of your library, then put them back in any order." --
    alice chooses the new order of the top five; the sixth card stays below them."""
    assert fully_compiled("Index")
    g = play(DIG + """
battlefield:
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: idx, card: Index, owner: alice}
""", ["Index"], ["alice: cast idx", "alice: pass", "bob: pass", "alice: first c5", "alice: first c4",
                 "alice: first c3", "alice: first c2"])
    assert g.s.library["alice"] == ["c5", "c4", "c3", "c2", "c1", "c6"]


# ------------------------------------------------------------------ "if you do" (608.2d)
def test_608_2d_discerning_peddler_discards_then_draws():
    """608.2d: "When this creature enters, you may discard a card. If you do, draw a card." --
    the card is discarded first, then one drawn; with an empty hand nothing is discarded, so
    nothing is drawn."""
    assert fully_compiled("Discerning Peddler")
    text = HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: ig, card: Discerning Peddler, owner: alice}
"""
    g = play(text + "  - {id: bolt, card: Lightning Bolt, owner: alice}\n", ["Discerning Peddler"],
             ["alice: cast ig", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: yes",
              "alice: discard bolt"])
    assert g.obj("bolt").zone == "graveyard" and g.obj("la1").zone == "hand"
    g = play(text, ["Discerning Peddler"], ["alice: cast ig", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                       "alice: yes"])
    assert g.obj("la1").zone == "library"


# ------------------------------------------------------------------ numbers taken as it resolves (608.2h)
def test_608_2h_elder_of_laurels_x_is_counted_once():
    """608.2h: "{3}{G}: Target creature gets +X/+X until end of turn, where X is the number of
    creatures you control." -- X is counted as the ability resolves (three creatures: +3/+3) and
    doesn't change when a creature later dies."""
    assert fully_compiled("Elder of Laurels")
    g = play(HEAD + """
battlefield:
  - {id: elder, card: Elder of Laurels, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Elder of Laurels"], ["alice: activate elder 1", "alice: target bear", "alice: pass", "bob: pass",
                            "alice: pass", "bob: cast bolt target=lions", "bob: pass", "alice: pass"])
    assert g.obj("lions").zone == "graveyard" and (g.ch("bear").power, g.ch("bear").toughness) == (5, 5)


def test_608_2h_ghouls_feast_counts_creature_cards_in_your_graveyard():
    """608.2h: "Target creature gets +X/+0 until end of turn, where X is the number of creature
    cards in your graveyard." -- two creature cards (the land card doesn't count): +2/+0."""
    assert fully_compiled("Ghoul's Feast")
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
graveyard:
  - {id: g1, card: Savannah Lions, owner: alice}
  - {id: g2, card: Serra Angel, owner: alice}
  - {id: g3, card: Plains, owner: alice}
  - {id: g4, card: Giant Spider, owner: bob}
hand:
  - {id: feast, card: Ghoul's Feast, owner: alice}
""", ["Ghoul's Feast"], ["alice: cast feast target=bear", "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 2)


def test_608_2h_fling_deals_the_sacrificed_creatures_power():
    """601.2h, 608.2h: "As an additional cost to cast this spell, sacrifice a creature. Fling deals
    damage equal to the sacrificed creature's power to any target." -- the Serra Angel (4 power)
    sacrificed as the spell is cast: 4 damage."""
    assert fully_compiled("Fling")
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: angel, card: Serra Angel, controller: alice}
hand:
  - {id: fling, card: Fling, owner: alice}
""", ["Fling"], ["alice: cast fling target=bob sacrifice=angel", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "graveyard" and g.s.players["bob"].life == 16


def test_608_2h_spiraling_embers_counts_cards_in_hand():
    """608.2h: "Spiraling Embers deals damage to any target equal to the number of cards in your
    hand." -- counted as it resolves (the Embers itself is on the stack, not in hand): 2."""
    assert fully_compiled("Spiraling Embers")
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
hand:
  - {id: emb, card: Spiraling Embers, owner: alice}
  - {id: x1, card: Plains, owner: alice}
  - {id: x2, card: Plains, owner: alice}
""", ["Spiraling Embers"], ["alice: cast emb target=bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 18


# ------------------------------------------------------------------ delayed triggers naming objects (603.7)
def test_603_7c_tidal_wave_token_is_sacrificed_at_the_next_end_step():
    """603.7a, 603.7c: "Create a 5/5 blue Wall creature token with defender. Sacrifice it at the
    beginning of the next end step." -- "it" is the token created; the delayed ability
    sacrifices it at the end step, once."""
    assert fully_compiled("Tidal Wave")
    g = play(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: tw, card: Tidal Wave, owner: alice}
""", ["Tidal Wave"], ["alice: cast tw", "alice: pass", "bob: pass"])
    toks = [o.id for o in g.s.objects.values() if o.token]
    assert len(toks) == 1 and g.obj(toks[0]).zone == "battlefield"
    run_script(g, ["T1 cleanup alice: wait"], "<test>")
    assert toks[0] not in g.s.objects or g.obj(toks[0]).zone != "battlefield"


def test_603_7c_turn_to_mist_returns_the_card_under_its_owners_control():
    """603.7c, 110.2a, 400.7: "Exile target creature. Return that card to the battlefield under its
    owner's control at the beginning of the next end step." -- bob's Bears leaves, and comes back
    at the end step under bob's control (a new object, untapped)."""
    assert fully_compiled("Turn to Mist")
    g = play(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: u1, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, tapped: true}
hand:
  - {id: mist, card: Turn to Mist, owner: alice}
""", ["Turn to Mist"], ["alice: cast mist target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "exile"
    run_script(g, ["T1 end alice: pass", "bob: pass", "T1 cleanup alice: wait"], "<test>")
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").controller == "bob" and not g.obj("bear").tapped


def test_400_7_cloudshift_flickers_a_creature():
    """400.7, 110.2a: "Exile target creature you control, then return that card to the
    battlefield under your control." -- the Bears returns at once as a new object: its damage is
    gone."""
    assert fully_compiled("Cloudshift")
    g = play(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice, damage: 1}
hand:
  - {id: cs, card: Cloudshift, owner: alice}
""", ["Cloudshift"], ["alice: cast cs target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0 and g.obj("bear").controller == "alice"


def test_603_7c_slave_of_bolas_sacrifices_the_stolen_creature():
    """603.7c, 701.17a: "Gain control of target creature. Untap that creature. It gains haste
    until end of turn. Sacrifice it at the beginning of the next end step." -- alice controls the
    Bears, then sacrifices it at the end step: it goes to bob's graveyard (its owner's)."""
    assert fully_compiled("Slave of Bolas")
    g = play(HEAD + """
battlefield:
  - {id: u1, card: Island, controller: alice}
  - {id: u2, card: Island, controller: alice}
  - {id: u3, card: Island, controller: alice}
  - {id: r1, card: Mountain, controller: alice}
  - {id: b1, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, tapped: true}
hand:
  - {id: slave, card: Slave of Bolas, owner: alice}
""", ["Slave of Bolas"], ["alice: cast slave target=bear", "alice: pass", "bob: pass"])
    assert g.ch("bear").controller == "alice" and not g.obj("bear").tapped
    run_script(g, ["T1 end alice: pass", "bob: pass", "T1 cleanup alice: wait"], "<test>")
    assert g.obj("bear").zone == "graveyard" and g.obj("bear").owner == "bob"


def test_701_19a_amrou_scout_finds_a_rebel_with_mana_value_3_or_less():
    """701.19a: "Search your library for a Rebel permanent card with mana value 3 or less, put it
    onto the battlefield, then shuffle." -- a Rebel of mana value 5 (Ramosian Sky Marshal) isn't a choice."""
    assert fully_compiled("Amrou Scout")
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: r2, card: Amrou Scout, owner: alice}
  - {id: r4, card: Ramosian Sky Marshal, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: scout, card: Amrou Scout, controller: alice, summoning_sick: false}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
""", ["Amrou Scout", "Ramosian Sky Marshal"], ["alice: activate scout 1", "alice: pass", "bob: pass"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "find"} == {"r2"}
    run_script(g, ["alice: find r2"], "<test>")
    assert g.obj("r2").zone == "battlefield"


def test_701_20a_boggart_harbinger_puts_the_goblin_on_top_after_shuffling():
    """701.19a, 701.20a: "you may search your library for a Goblin card, reveal it, then shuffle
    and put that card on top." -- the Goblin found is the top card afterwards."""
    assert fully_compiled("Boggart Harbinger")
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: c1, card: Plains, owner: alice}
  - {id: c2, card: Plains, owner: alice}
  - {id: gob, card: Goblin Piker, owner: alice}
  - {id: c3, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
hand:
  - {id: harb, card: Boggart Harbinger, owner: alice}
""", ["Boggart Harbinger"], ["alice: cast harb", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                             "alice: yes", "alice: find gob"])
    assert g.s.library["alice"][0] == "gob" and sorted(g.s.library["alice"]) == ["c1", "c2", "c3", "gob"]


def test_701_7a_consume_the_meek_destroys_each_small_creature():
    """701.7a, 701.15c: "Destroy each creature with mana value 3 or less. They can't be
    regenerated." -- the Bears (2) and Lions (1) are destroyed, the Serra Angel (5) isn't."""
    assert fully_compiled("Consume the Meek")
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: angel, card: Serra Angel, controller: bob}
hand:
  - {id: meek, card: Consume the Meek, owner: alice}
""", ["Consume the Meek"], ["alice: cast meek", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("bear", "lions", "angel")] == ["graveyard", "graveyard", "battlefield"]


def test_400_6_cavern_harpy_returns_a_blue_or_black_creature():
    """400.6: "When this creature enters, return a blue or black creature you control to its
    owner's hand." -- the white Lions isn't a choice; the Harpy itself (blue and black) is."""
    assert fully_compiled("Cavern Harpy")
    g = play(HEAD + """
battlefield:
  - {id: u1, card: Island, controller: alice}
  - {id: b1, card: Swamp, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
hand:
  - {id: harpy, card: Cavern Harpy, owner: alice}
""", ["Cavern Harpy"], ["alice: cast harpy", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "return"} == {"harpy"}


def test_701_8a_duress_you_choose_a_noncreature_nonland_card():
    """701.16a, 701.8a: "Target opponent reveals their hand. You choose a noncreature, nonland
    card from it. That player discards that card." -- alice chooses among bob's Bolt only (not
    his creature or land); bob discards it."""
    assert fully_compiled("Duress")
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: duress, card: Duress, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: bear, card: Grizzly Bears, owner: bob}
  - {id: hill, card: Mountain, owner: bob}
""", ["Duress"], ["alice: cast duress target=bob", "alice: pass", "bob: pass"])
    assert g.decision.player == "alice" and {a.args[0] for a in g.legal_actions()} == {"bolt"}
    run_script(g, ["alice: discard bolt"], "<test>")
    assert g.obj("bolt").zone == "graveyard" and g.obj("bear").zone == "hand"


def test_701_27a_contagion_clasp_proliferates_the_chosen_ones():
    """701.27a: "{4}, {T}: Proliferate." -- alice chooses her Troll (a +1/+1 counter: now two) and
    bob (a poison counter: now two), not bob's Bears with a -1/-1 counter (it keeps one)."""
    assert fully_compiled("Contagion Clasp")
    g = play(HEAD.replace("players: [alice, bob]", "players: [alice, {id: bob, poison: 1}]") + """
battlefield:
  - {id: clasp, card: Contagion Clasp, controller: alice}
  - {id: troll, card: Barkhide Troll, controller: alice, counters: {"+1/+1": 1}}
  - {id: bear, card: Grizzly Bears, controller: bob, counters: {"-1/-1": 1}}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
""", ["Contagion Clasp", "Barkhide Troll"], ["alice: activate clasp 2", "alice: pass", "bob: pass",
                                            "alice: choose troll", "alice: choose bob", "alice: done"])
    assert [(c.kind, c.count) for c in g.obj("troll").counters] == [("+1/+1", 2)]
    assert [(c.kind, c.count) for c in g.obj("bear").counters] == [("-1/-1", 1)]
    assert g.s.players["bob"].poison == 2


def test_502_3_frost_lynx_keeps_the_creature_tapped_one_untap_step():
    """502.3: "When this creature enters, tap target creature an opponent controls. That creature
    doesn't untap during its controller's next untap step." -- bob's Bears stays tapped through
    bob's next untap step (turn 2), and untaps normally in the one after (turn 4)."""
    assert fully_compiled("Frost Lynx")
    g = play(HEAD + """
battlefield:
  - {id: u1, card: Island, controller: alice}
  - {id: u2, card: Island, controller: alice}
  - {id: u3, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: lynx, card: Frost Lynx, owner: alice}
""".replace("  - {id: lb2, card: Plains, owner: bob}\n", "  - {id: lb2, card: Plains, owner: bob}\n"
            "  - {id: lb3, card: Plains, owner: bob}\n  - {id: lb4, card: Plains, owner: bob}\n"),
             ["Frost Lynx"], ["alice: cast lynx", "alice: pass", "bob: pass", "alice: target bear", "alice: pass",
                              "bob: pass", "T2 upkeep bob: wait"])
    assert g.s.active == "bob" and g.obj("bear").tapped
    run_script(g, ["T4 upkeep bob: wait"], "<test>")
    assert not g.obj("bear").tapped


def test_608_2h_swords_to_plowshares_uses_the_exiled_creatures_last_power():
    """608.2h: "Exile target creature. Its controller gains life equal to its power." -- the
    creature is gone, so its last known information counts: bob's Bears, pumped to 5/5 by Giant
    Growth this turn, gives bob 5 life (not its printed 2)."""
    assert fully_compiled("Swords to Plowshares")
    g = play(HEAD + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: f1, card: Forest, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: stp, card: Swords to Plowshares, owner: alice}
  - {id: gg, card: Giant Growth, owner: bob}
""", ["Swords to Plowshares"], ["alice: pass", "bob: cast gg target=bear", "bob: pass", "alice: pass",
                                "alice: cast stp target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "exile" and g.s.players["bob"].life == 25


def test_701_16a_goblin_ringleader_takes_all_goblins_revealed():
    """701.16a: "When this creature enters, reveal the top four cards of your library. Put all
    Goblin cards revealed this way into your hand and the rest on the bottom of your library in
    any order." -- both Goblins among the top four go to the hand (no choice); the fifth card
    stays on top, the two others go under it."""
    assert fully_compiled("Goblin Ringleader")
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: c1, card: Goblin Piker, owner: alice}
  - {id: c2, card: Plains, owner: alice}
  - {id: c3, card: Goblin Piker, owner: alice}
  - {id: c4, card: Lightning Bolt, owner: alice}
  - {id: c5, card: Goblin Piker, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
hand:
  - {id: ring, card: Goblin Ringleader, owner: alice}
""", ["Goblin Ringleader"], ["alice: cast ring", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                             "alice: first c4"])
    assert g.obj("c1").zone == "hand" and g.obj("c3").zone == "hand"
    assert g.s.library["alice"] == ["c5", "c4", "c2"]


def test_110_2a_reanimate_takes_a_creature_from_any_graveyard():
    """110.2a, 608.2h: "Put target creature card from a graveyard onto the battlefield under your
    control. You lose life equal to its mana value." -- bob's Serra Angel comes under alice's
    control; alice loses 5 life."""
    assert fully_compiled("Reanimate")
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
graveyard:
  - {id: angel, card: Serra Angel, owner: bob}
hand:
  - {id: rean, card: Reanimate, owner: alice}
""", ["Reanimate"], ["alice: cast rean target=angel", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "battlefield" and g.ch("angel").controller == "alice"
    assert g.s.players["alice"].life == 15


def test_506_4_aurochs_gets_plus_one_for_each_other_attacking_aurochs():
    """506.4, 608.2h: "Whenever this creature attacks, it gets +1/+0 until end of turn for each
    other attacking Aurochs." -- two Aurochs attack: each counts the other (+1/+0), counted as
    the ability resolves."""
    assert fully_compiled("Bull Aurochs")
    g = play(HEAD + """
battlefield:
  - {id: a1, card: Bull Aurochs, controller: alice, summoning_sick: false}
  - {id: a2, card: Bull Aurochs, controller: alice, summoning_sick: false}
""", ["Bull Aurochs"], ["T1 declare_attackers alice: attack a1", "alice: attack a2", "alice: done",
                        "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.ch("a1").power == g.obj("a1").card.power + 1 and g.ch("a2").power == g.obj("a2").card.power + 1


def test_110_2a_elvish_piper_puts_a_creature_from_hand():
    """110.2a, 608.2d: "{G}, {T}: You may put a creature card from your hand onto the
    battlefield." -- the Serra Angel enters under alice's control (the Bolt isn't a choice)."""
    assert fully_compiled("Elvish Piper")
    g = play(HEAD + """
battlefield:
  - {id: piper, card: Elvish Piper, controller: alice, summoning_sick: false}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: angel, card: Serra Angel, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Elvish Piper"], ["alice: activate piper 1", "alice: pass", "bob: pass", "alice: yes"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "find"} == {"angel"}
    run_script(g, ["alice: find angel"], "<test>")
    assert g.obj("angel").zone == "battlefield" and g.ch("angel").controller == "alice"


# ------------------------------------------------------------------ "becomes" (611.2, 205.1b)
def test_205_1b_faerie_conclave_becomes_a_creature_and_is_still_a_land():
    """611.2, 613.1d-f, 205.1b: "{1}{U}: This land becomes a 2/1 blue Faerie creature with flying
    until end of turn. It's still a land." -- a land creature, blue, 2/1, flying; back to a plain
    land after the cleanup step (514.2)."""
    assert fully_compiled("Faerie Conclave")
    g = play(HEAD + """
battlefield:
  - {id: fc, card: Faerie Conclave, controller: alice}
  - {id: u1, card: Island, controller: alice}
  - {id: u2, card: Island, controller: alice}
""", ["Faerie Conclave"], ["alice: activate fc 3", "alice: pass", "bob: pass"])
    ch = g.ch("fc")
    assert {"land", "creature"} <= set(ch.types) and "Faerie" in ch.subtypes and ch.colors == ("blue",)
    assert (ch.power, ch.toughness) == (2, 1) and ("kw", ("flying",)) in ch.ability_terms
    run_script(g, ["T2 upkeep bob: wait"], "<test>")
    assert "creature" not in g.ch("fc").types


def test_122_8_removing_counters_is_not_putting_negative_ones():
    """122.8: "{1}, Remove a +1/+1 counter from this creature" removes one counter; with Barkhide
    Troll's one counter gone its power is back to 2 -- and the removal can't remove more counters
    than there are."""
    from pyengine.events import Event
    g = game(HEAD + """
battlefield:
  - {id: troll, card: Barkhide Troll, controller: alice, counters: {"+1/+1": 1}}
""", ["Barkhide Troll"])
    g.perform([Event("remove_counters", target="troll", counter_kind="+1/+1", amount=3)])
    assert g.obj("troll").counters == [] and g.ch("troll").power == 2


# ------------------------------------------------------------------ fight (701.12), "all"
def test_701_12a_prey_upon_the_creatures_fight():
    """701.12a, 701.12d: "Target creature you control fights target creature you don't control."
    -- the Serra Angel (4/4) and the Bears (2/2) deal damage equal to their power to each other
    (not combat damage): the Bears dies, the Angel has 2 damage."""
    assert fully_compiled("Prey Upon")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: angel, card: Serra Angel, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: prey, card: Prey Upon, owner: alice}
""", ["Prey Upon"], ["alice: cast prey target=angel,bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("angel").damage == 2


def test_701_12b_no_fight_if_one_target_is_illegal():
    """701.12b: if one of the creatures is an illegal target as the spell resolves, neither deals
    damage -- the Bears is gone (bolted in response), so the Angel takes no damage."""
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: angel, card: Serra Angel, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: prey, card: Prey Upon, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Prey Upon"], ["alice: cast prey target=angel,bear", "alice: pass", "bob: cast bolt target=bear",
                     "bob: pass", "alice: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("angel").damage == 0


def test_400_6_evacuation_returns_all_creatures_to_their_owners_hands():
    """400.6: "Return all creatures to their owners' hands." -- every creature, each to its
    owner's hand (bob's Bears controlled by alice goes to bob's hand)."""
    assert fully_compiled("Evacuation")
    g = play(HEAD + """
battlefield:
  - {id: u1, card: Island, controller: alice}
  - {id: u2, card: Island, controller: alice}
  - {id: u3, card: Island, controller: alice}
  - {id: u4, card: Island, controller: alice}
  - {id: u5, card: Island, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice, owner: bob}
hand:
  - {id: evac, card: Evacuation, owner: alice}
""", ["Evacuation"], ["alice: cast evac", "alice: pass", "bob: pass"])
    assert g.obj("lions").zone == "hand" and g.obj("bear").zone == "hand" and g.obj("bear").owner == "bob"
    assert g.obj("u1").zone == "battlefield"


def test_614_1a_magma_spray_exiles_the_creature_it_kills():
    """614.1a: "Magma Spray deals 2 damage to target creature. If that creature would die this
    turn, exile it instead." -- the replacement effect exists before state-based actions put the
    lethally damaged Grizzly Bears into the graveyard (704.5g), so it is exiled instead."""
    assert fully_compiled("Magma Spray")
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: spray, card: Magma Spray, owner: alice}
""", ["Magma Spray"], ["alice: cast spray target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "exile"
    assert g.obj("spray").zone == "graveyard"


def test_701_17a_barter_in_blood_each_player_sacrifices_two_creatures():
    """701.17a, 101.4: "Each player sacrifices two creatures of their choice." -- each player
    chooses (in APNAP order) two creatures they control, then all are sacrificed at once: alice
    keeps the one she didn't choose; bob, with only two, loses both."""
    assert fully_compiled("Barter in Blood")
    g = play(HEAD + """
battlefield:
""" + "".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}\n" for i in range(4)) + """
  - {id: a1, card: Grizzly Bears, controller: alice}
  - {id: a2, card: Savannah Lions, controller: alice}
  - {id: a3, card: Hill Giant, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Savannah Lions, controller: bob}
hand:
  - {id: bib, card: Barter in Blood, owner: alice}
""", ["Barter in Blood"], ["alice: cast bib", "alice: pass", "bob: pass", "alice: sacrifice a1", "alice: sacrifice a2",
                          "bob: sacrifice b1", "bob: sacrifice b2"])
    assert [g.obj(x).zone for x in ("a1", "a2", "a3", "b1", "b2")] == \
        ["graveyard", "graveyard", "battlefield", "graveyard", "graveyard"]


def test_701_19b_squadron_hawk_finds_cards_with_its_name():
    """701.19b, 201.2: "search your library for up to three cards named Squadron Hawk" -- only cards
    with that name can be found (the Plains can't); alice takes both other Hawks into her hand."""
    assert fully_compiled("Squadron Hawk")
    g = game(head(alice=["Squadron Hawk", "Plains", "Squadron Hawk"]) + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: hawk, card: Squadron Hawk, owner: alice}
""", ["Squadron Hawk"], ["alice: cast hawk", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: yes"])
    acts = {str(a) for a in g.legal_actions()}
    assert "find la1" in acts and "find la3" in acts and "find la2" not in acts
    run_script(g, ["alice: find la1", "alice: find la3"], "<test>")
    assert g.obj("la1").zone == "hand" and g.obj("la3").zone == "hand" and g.obj("la2").zone == "library"
