"""Keyword abilities of CR 702 compiled from Oracle text and executed by the game loop: riot
(702.136), unleash (702.98), ... Each test plays real cards compiled from the Oracle data; the
expected answer comes from the CR rule (or ruling) cited in its docstring."""
from __future__ import annotations

import textwrap

from pyengine.combat.declare import BlockQuery
from pyengine.game.players import run_script
from pyengine.scenario import load_scenario_text
from oracle_helpers import compiled_library, counters, fully_compiled, game, head, play  # noqa: F401

HEAD = head(alice=4, bob=3)


def lands(card: str, n: int, who: str = "alice", tag: str = "") -> str:
    tag = tag or card[:2].lower()
    return "".join(f"  - {{id: {tag}{i}, card: {card}, controller: {who}}}\n" for i in range(n))


def attack(a: str) -> list[str]:
    return [f"T1 declare_attackers alice: attack {a}", "alice: done"]


def _choosing(g, apply: bool, seen: list | None = None):
    """The affected permanent's controller's choice of an optional replacement effect (616.1):
    apply it (True) or decline it (False)."""
    def chooser(who, ev, opts):
        if seen is not None:
            seen.append((who, sorted((o.effect.text, o.declined) for o in opts)))
        return [o for o in opts if o.declined != apply][0]
    g.replacement_chooser = chooser
    return g


# ------------------------------------------------------------------ 702.136 riot
RIOT = HEAD + "battlefield:\n" + lands("Mountain", 1) + lands("Forest", 1) + """
hand:
  - {id: gob, card: Zhur-Taa Goblin, owner: alice}
"""


def test_702_136a_riot_counter_chosen_no_haste():
    """702.136a: Zhur-Taa Goblin (2/2, riot): its controller has it enter with an additional +1/+1
    counter -- a 3/3 without haste (302.6: it can't attack this turn)."""
    assert fully_compiled("Zhur-Taa Goblin")
    seen: list = []
    g = _choosing(game(RIOT, ["Zhur-Taa Goblin"]), True, seen)
    run_script(g, ["alice: cast gob", "alice: pass", "bob: pass"], "<test>")
    assert seen and seen[0][0] == "alice"
    assert counters(g, "gob") == 1 and g.ch("gob").power == 3
    assert ("kw", ("haste",)) not in g.ch("gob").ability_terms


def test_702_136a_riot_declined_gains_haste_and_attacks():
    """702.136a: "If you don't, it gains haste": declining the counter, Zhur-Taa Goblin is a 2/2
    with haste and attacks the turn it entered (bob 20 -> 18)."""
    g = _choosing(game(RIOT, ["Zhur-Taa Goblin"]), False)
    run_script(g, ["alice: cast gob", "alice: pass", "bob: pass"] + attack("gob") + ["T1 end: wait"], "<test>")
    assert counters(g, "gob") == 0 and g.ch("gob").power == 2
    assert ("kw", ("haste",)) in g.ch("gob").ability_terms
    assert g.s.players["bob"].life == 18


def test_702_136a_riot_haste_lasts_beyond_the_turn():
    """702.136a, 611.2c: the haste riot grants isn't "until end of turn": Zhur-Taa Goblin still has
    it on alice's next turn."""
    g = _choosing(game(RIOT, ["Zhur-Taa Goblin"]), False)
    run_script(g, ["alice: cast gob", "alice: pass", "bob: pass", "T2 upkeep: wait"], "<test>")
    assert ("kw", ("haste",)) in g.ch("gob").ability_terms


# ------------------------------------------------------------------ 702.98 unleash
def test_702_98a_unleash_counter_chosen_enters_with_it():
    """702.98a: Rakdos Cackler (1/1, unleash) entering with the +1/+1 counter is a 2/2; declined,
    a 1/1."""
    assert fully_compiled("Rakdos Cackler")
    text = HEAD + "battlefield:\n" + lands("Swamp", 1) + """
hand:
  - {id: cack, card: Rakdos Cackler, owner: alice}
"""
    g = _choosing(game(text, ["Rakdos Cackler"]), True)
    run_script(g, ["alice: cast cack", "alice: pass", "bob: pass"], "<test>")
    assert counters(g, "cack") == 1 and g.ch("cack").power == 2
    g = _choosing(game(text, ["Rakdos Cackler"]), False)
    run_script(g, ["alice: cast cack", "alice: pass", "bob: pass"], "<test>")
    assert counters(g, "cack") == 0 and g.ch("cack").power == 1


def _blocks(cackler_counters: str) -> tuple[bool, list[str]]:
    text = f"""
players: [alice, bob]
active_player: alice
battlefield:
  - {{id: bear, card: Grizzly Bears, controller: alice}}
  - {{id: cack, card: Rakdos Cackler, controller: bob{cackler_counters}}}
combat:
  attackers: {{bear: bob}}
"""
    sc = load_scenario_text(textwrap.dedent(text), "<test>", library=compiled_library("Rakdos Cackler"))
    r = BlockQuery(sc).check({"cack": ["bear"]})
    return r.legal, [v.rule for v in r.violations]


def test_702_98a_unleashed_creature_with_a_counter_cant_block():
    """702.98a: "This permanent can't block as long as it has a +1/+1 counter on it": Rakdos
    Cackler with a +1/+1 counter can't block (509.1b); without one it can."""
    assert _blocks(', counters: {"+1/+1": 1}') == (False, ["509.1b"])
    assert _blocks("")[0]


# ------------------------------------------------------------------ 702.42 entwine
BARBED = HEAD + "battlefield:\n" + lands("Mountain", 5) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bl, card: Barbed Lightning, owner: alice}
"""


def test_702_42a_entwined_barbed_lightning_does_both_modes():
    """702.42a-b: Barbed Lightning cast with its entwine cost {2} paid ({2}{R} + {2}: five
    Mountains) chooses both modes: 3 damage to the Bears (destroyed, 704.5g) and 3 to bob, in the
    order written."""
    assert fully_compiled("Barbed Lightning")
    g = play(BARBED, ["Barbed Lightning"], ["alice: cast bl", "alice: entwine", "alice: target bear",
                                            "alice: target bob", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.s.players["bob"].life == 17
    assert "702.42a" in [e.rule for e in g.log]
    assert all(g.obj(f"mo{i}").tapped for i in range(5))


def test_702_42a_without_entwine_one_mode():
    """702.42a: not paying the entwine cost, Barbed Lightning is "choose one" -- the creature mode
    only, for {2}{R} (two Mountains stay untapped)."""
    g = play(BARBED, ["Barbed Lightning"], ["alice: cast bl", "alice: no_entwine", "alice: mode 1",
                                            "alice: target bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.s.players["bob"].life == 20
    assert sum(g.obj(f"mo{i}").tapped for i in range(5)) == 3


def test_702_42a_entwine_cost_adds_to_the_total_cost():
    """601.2f, 702.42a: the entwine cost is an additional cost: entwined, Barbed Lightning's total
    cost is {4}{R}; with three Mountains it can't be paid, and cancelling rewinds the proposal
    (the card back in alice's hand, 730.1)."""
    text = BARBED.replace("  - {id: mo3, card: Mountain, controller: alice}\n", "").replace(
        "  - {id: mo4, card: Mountain, controller: alice}\n", "")
    g = play(text, ["Barbed Lightning"], ["alice: cast bl", "alice: entwine", "alice: target bear",
                                          "alice: target bob"])
    assert g.decision.kind == "pay" and "{4}{R}" in g.decision.prompt
    run_script(g, ["alice: cancel"], "<test>")
    assert g.obj("bl").zone == "hand" and g.s.players["bob"].life == 20


# ------------------------------------------------------------------ 702.165 backup
def _backup(card: str, script: list[str]):
    text = HEAD + "battlefield:\n" + lands("Plains", 5) + """
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: ogre, card: Hill Giant, controller: bob}
hand:
  - {id: bk, card: %s, owner: alice}
""" % card
    return play(text, [card], ["alice: cast bk", "alice: pass", "bob: pass"] + script)


def test_702_165a_backup_counter_and_keywords_for_another_creature():
    """702.165a: Boon-Bringer Valkyrie's backup 1 targeting Grizzly Bears: a +1/+1 counter on the
    Bears (3/3) and, as it's another creature, the abilities printed below backup -- flying,
    first strike, lifelink -- until end of turn (514.2: gone on the next turn)."""
    assert fully_compiled("Boon-Bringer Valkyrie")
    g = _backup("Boon-Bringer Valkyrie", ["alice: target bear", "alice: pass", "bob: pass"])
    assert counters(g, "bear") == 1 and g.ch("bear").power == 3
    terms = g.ch("bear").ability_terms
    assert all(("kw", (k,)) in terms for k in ("flying", "first_strike", "lifelink"))
    run_script(g, ["T2 upkeep: wait"], "<test>")
    assert ("kw", ("flying",)) not in g.ch("bear").ability_terms and counters(g, "bear") == 1


def test_702_165a_backup_on_itself_only_the_counter():
    """702.165a: "If that's another creature" -- Boon-Bringer Valkyrie targeting itself gets the
    +1/+1 counter (a 5/5) and nothing more (it has its printed abilities anyway); the Bears get
    nothing."""
    g = _backup("Boon-Bringer Valkyrie", ["alice: target bk", "alice: pass", "bob: pass"])
    assert counters(g, "bk") == 1 and g.ch("bk").power == 5
    assert counters(g, "bear") == 0 and ("kw", ("flying",)) not in g.ch("bear").ability_terms


def test_702_165a_backup_grants_a_triggered_ability():
    """702.165a, 113.7: Bola Slinger's backup grants the Bears "Whenever this creature attacks,
    tap target artifact or creature an opponent controls" -- "this creature" is the Bears: when
    the Bears attack, bob's Hill Giant is tapped; the Bears (3/3 with the counter) deal 3."""
    assert fully_compiled("Bola Slinger")
    g = _backup("Bola Slinger", ["alice: target bear", "alice: pass", "bob: pass",
                                 "T1 declare_attackers alice: attack bear", "alice: done",
                                 "alice: target ogre", "alice: pass", "bob: pass", "T1 end: wait"])
    assert g.obj("ogre").tapped and g.s.players["bob"].life == 17


# ------------------------------------------------------------------ 702.44 sunburst
def test_702_44a_sunburst_creature_counts_colors_of_mana_spent():
    """702.44a: Suntouched Myr (0/0 artifact creature, {3}, sunburst) cast with mana from a
    Plains, an Island and a Swamp -- three colors spent -- enters with three +1/+1 counters (a
    3/3); cast with two Plains and an Island, two colors: two counters."""
    assert fully_compiled("Suntouched Myr")
    hand = """
hand:
  - {id: myr, card: Suntouched Myr, owner: alice}
"""
    text = HEAD + "battlefield:\n" + lands("Plains", 1) + lands("Island", 1) + lands("Swamp", 1) + hand
    g = play(text, ["Suntouched Myr"], ["alice: cast myr", "alice: pass", "bob: pass"])
    assert g.obj("myr").zone == "battlefield" and counters(g, "myr") == 3 and g.ch("myr").power == 3
    text = HEAD + "battlefield:\n" + lands("Plains", 2) + lands("Island", 1) + hand
    g = play(text, ["Suntouched Myr"], ["alice: cast myr", "alice: pass", "bob: pass"])
    assert counters(g, "myr") == 2


def test_702_44a_sunburst_one_color_only_one_counter():
    """702.44a: paid with three Plains (one color), Suntouched Myr enters with one +1/+1 counter."""
    text = HEAD + "battlefield:\n" + lands("Plains", 3) + """
hand:
  - {id: myr, card: Suntouched Myr, owner: alice}
"""
    g = play(text, ["Suntouched Myr"], ["alice: cast myr", "alice: pass", "bob: pass"])
    assert counters(g, "myr") == 1 and g.ch("myr").toughness == 1


def test_702_44a_sunburst_noncreature_gets_charge_counters():
    """702.44a: Pentad Prism (an artifact, {2}) cast with an Island and a Swamp enters with two
    charge counters (not +1/+1 counters), and can remove one to add a mana."""
    assert fully_compiled("Pentad Prism")
    text = HEAD + "battlefield:\n" + lands("Island", 1) + lands("Swamp", 1) + """
hand:
  - {id: prism, card: Pentad Prism, owner: alice}
"""
    g = play(text, ["Pentad Prism"], ["alice: cast prism", "alice: pass", "bob: pass"])
    assert counters(g, "prism", "charge") == 2 and counters(g, "prism") == 0


def test_702_44b_sunburst_needs_a_resolving_spell():
    """702.44b: sunburst adds counters only to an object entering from the stack as a resolving
    spell: Suntouched Myr put onto the battlefield another way (Zombify returns it from the
    graveyard) gets none -- a 0/0, put into the graveyard (704.5f)."""
    text = HEAD + "battlefield:\n" + lands("Swamp", 4) + """
hand:
  - {id: z, card: Zombify, owner: alice}
graveyard:
  - {id: myr, card: Suntouched Myr, owner: alice}
"""
    g = play(text, ["Suntouched Myr", "Zombify"], ["alice: cast z", "alice: target myr", "alice: pass", "bob: pass"])
    assert counters(g, "myr") == 0 and g.obj("myr").zone == "graveyard"
    assert "702.44a" not in [e.rule for e in g.log]


# ------------------------------------------------------------------ 702.153 casualty
MAESTROS = HEAD + "battlefield:\n" + lands("Swamp", 5) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
hand:
  - {id: jm, card: Join the Maestros, owner: alice}
"""


def _ogres(g) -> list[str]:
    return [o.id for o in g.s.objects.values() if o.zone == "battlefield" and o.card.name == "Ogre Warrior"]


def test_702_153a_casualty_paid_copies_the_spell():
    """702.153a: Join the Maestros (casualty 2) cast sacrificing Grizzly Bears (power 2): "When you
    cast this spell, if a casualty cost was paid for it, copy it" -- the copy and the spell each
    create a 4/3 Ogre Warrior (707.10)."""
    assert fully_compiled("Join the Maestros")
    g = play(MAESTROS, ["Join the Maestros"], ["alice: cast jm", "alice: casualty", "alice: autopay bear",
                                               "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                               "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("elf").zone == "battlefield"
    assert len(_ogres(g)) == 2 and "702.153a" in [e.rule for e in g.log]


def test_702_153a_casualty_needs_power_n_or_greater():
    """702.153a: "a creature with power N or greater" -- Llanowar Elves (power 1) can't be
    sacrificed for casualty 2: only the Bears are offered."""
    g = play(MAESTROS, ["Join the Maestros"], ["alice: cast jm", "alice: casualty"])
    offered = [a for a in g.decision.options if a.kind in ("pay", "autopay")]
    assert offered and all(a.args == ("bear",) for a in offered)


def test_702_153a_casualty_declined_no_copy():
    """702.153a: casualty is optional: not paying it, Join the Maestros creates one Ogre Warrior
    and no creature is sacrificed."""
    g = play(MAESTROS, ["Join the Maestros"], ["alice: cast jm", "alice: no_casualty", "alice: autopay",
                                               "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield" and len(_ogres(g)) == 1
    assert "702.153a" not in [e.rule for e in g.log]


def test_702_153a_casualty_copy_may_choose_a_new_target():
    """702.153a, 707.10c: Light 'Em Up (casualty 2) targeting one of bob's Bears, Hill Giant
    sacrificed: the copy may have a new target -- the other Bears; both Bears are destroyed
    (2 damage each, 704.5g)."""
    assert fully_compiled("Light 'Em Up")
    g = play(HEAD + "battlefield:\n" + lands("Mountain", 2) + """
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
hand:
  - {id: leu, card: Light 'Em Up, owner: alice}
""", ["Light 'Em Up"], ["alice: cast leu", "alice: casualty", "alice: target b1", "alice: autopay giant",
                        "alice: pass", "bob: pass", "alice: target b2", "alice: pass", "bob: pass",
                        "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard"


# ------------------------------------------------------------------ 702.113 awaken
COASTAL = head(alice=6, bob=3) + "battlefield:\n" + lands("Island", 6) + """
hand:
  - {id: cd, card: Coastal Discovery, owner: alice}
"""


def test_702_113a_awakened_spell_animates_a_land():
    """702.113a: Coastal Discovery cast for its awaken cost {5}{U}: alice draws two cards, and
    the target land she controls gets four +1/+1 counters and becomes a 0/0 Elemental creature
    with haste that's still a land -- a 4/4 (613.4b set, 613.4c counters)."""
    assert fully_compiled("Coastal Discovery")
    g = play(COASTAL, ["Coastal Discovery"], ["alice: cast cd awaken", "alice: target is0", "alice: pass", "bob: pass"])
    ch = g.ch("is0")
    assert len(g.zone_ids("hand", "alice")) == 2
    assert {"land", "creature"} <= set(ch.types) and "Elemental" in ch.subtypes and "Island" in ch.subtypes
    assert (ch.power, ch.toughness) == (4, 4) and ("kw", ("haste",)) in ch.ability_terms
    assert g.obj("cd").zone == "graveyard"


def test_702_113b_without_awaken_no_land_target():
    """702.113b: cast for its mana cost {3}{U}, Coastal Discovery has no land target: alice
    draws two cards and no land becomes a creature."""
    g = play(COASTAL, ["Coastal Discovery"], ["alice: cast cd", "alice: pass", "bob: pass"])
    assert len(g.zone_ids("hand", "alice")) == 2
    assert not any("creature" in g.ch(f"is{i}").types for i in range(6))
    assert sum(g.obj(f"is{i}").tapped for i in range(6)) == 4


# ------------------------------------------------------------------ 702.53 transmute
def test_702_53a_transmute_finds_a_card_with_the_same_mana_value():
    """702.53a: Dimir House Guard ({3}{B}, mana value 4) transmuted for {1}{B}{B} from alice's
    hand at sorcery speed: discarded, and only a mana value 4 card (Hill Giant, {3}{R}) may be
    found -- not Grizzly Bears (2) or a Plains (0); it goes to her hand."""
    assert fully_compiled("Dimir House Guard")
    g = game(head(alice=["Plains", "Grizzly Bears", "Hill Giant", "Plains"]) + "battlefield:\n" + lands("Swamp", 3) + """
hand:
  - {id: dhg, card: Dimir House Guard, owner: alice}
""", ["Dimir House Guard"], ["alice: activate dhg 3", "alice: pass", "bob: pass"])
    assert g.decision.kind == "search"
    found = [a.args[0] for a in g.decision.options if a.kind == "find"]
    assert found == ["la3"]
    run_script(g, ["alice: find la3"], "<test>")
    assert g.obj("dhg").zone == "graveyard" and g.obj("la3").zone == "hand"


# ------------------------------------------------------------------ 702.116 myriad
def _myriad(players: str, script: list[str]):
    return play(head(players=players) + """
battlefield:
  - {id: cp, card: Caller of the Pack, controller: alice, summoning_sick: false}
""", ["Caller of the Pack"], ["T1 declare_attackers alice: attack cp" + (" bob" if "carol" in players else ""),
                            "alice: done"] + script)


def test_702_116a_myriad_copy_attacks_the_other_opponent_then_is_exiled():
    """702.116a: Caller of the Pack (8/6 trample, myriad) attacks bob in a three-player game: alice
    may create a token copy tapped and attacking carol. Both deal 8 combat damage (bob 12, carol
    12); the token is exiled at end of combat (603.7) and ceases to exist (704.5d)."""
    assert fully_compiled("Caller of the Pack")
    g = _myriad("[alice, bob, carol]", ["alice: yes", "T1 end: wait"])
    assert g.s.players["bob"].life == 12 and g.s.players["carol"].life == 12
    assert not [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert "702.116a" in [e.rule for e in g.log]


def test_702_116a_myriad_declined_no_token():
    """702.116a: "you may" -- declining, no token: only bob is dealt damage."""
    g = _myriad("[alice, bob, carol]", ["alice: no", "T1 end: wait"])
    assert g.s.players["bob"].life == 12 and g.s.players["carol"].life == 20


def test_702_116a_myriad_in_a_two_player_game_does_nothing():
    """702.116a: with no opponent other than the defending player, myriad creates nothing."""
    g = _myriad("[alice, bob]", ["T1 end: wait"])
    assert g.s.players["bob"].life == 12 and not [o for o in g.s.objects.values() if o.token]


# ------------------------------------------------------------------ 702.154 enlist
ENLIST = HEAD + """
battlefield:
  - {id: wb, card: Coalition Warbrute, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: elf, card: Llanowar Elves, controller: alice, summoning_sick: true}
"""


def test_702_154a_enlist_taps_a_creature_and_adds_its_power():
    """702.154a: Coalition Warbrute (3/4, enlist) attacks and enlists Grizzly Bears (tapped as a
    cost to attack, 508.1h); when it does, it gets +2/+0 until end of turn: bob takes 5."""
    assert fully_compiled("Coalition Warbrute")
    g = play(ENLIST, ["Coalition Warbrute"], attack("wb") + ["alice: enlist wb bear", "T1 end: wait"])
    assert g.obj("bear").tapped and "bear" not in g.s.attackers
    assert g.s.players["bob"].life == 15


def test_702_154a_enlist_only_creatures_without_summoning_sickness():
    """702.154a: only a creature that has haste or has been under alice's control since the turn
    began may be enlisted: the summoning-sick Llanowar Elves isn't offered, the Bears are."""
    g = play(ENLIST, ["Coalition Warbrute"], attack("wb"))
    assert g.decision.kind == "enlist"
    offered = {a.args[1] for a in g.decision.options if a.kind == "enlist"}
    assert offered == {"bear"}


def test_702_154a_enlist_declined():
    """702.154a: enlist is optional: not enlisting, the Warbrute deals 3 and the Bears stay
    untapped."""
    g = play(ENLIST, ["Coalition Warbrute"], attack("wb") + ["alice: no_enlist wb", "T1 end: wait"])
    assert not g.obj("bear").tapped and g.s.players["bob"].life == 17


def test_702_154a_an_attacking_creature_cant_be_enlisted():
    """702.154a: "that you didn't choose to attack with" -- the Bears attacking alongside can't be
    enlisted (only the Elves are left, summoning sick: no choice is offered at all)."""
    g = play(ENLIST, ["Coalition Warbrute"], ["T1 declare_attackers alice: attack wb", "alice: attack bear",
                                              "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 15
    assert "702.154c" not in [e.rule for e in g.log]


# ------------------------------------------------------------------ 702.78 conspire
CONSPIRE = HEAD + "battlefield:\n" + lands("Mountain", 4) + """
  - {id: g1, card: Raging Goblin, controller: alice}
  - {id: g2, card: Raging Goblin, controller: alice}
  - {id: gb, card: Grizzly Bears, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
hand:
  - {id: bt, card: Burn Trail, owner: alice}
"""


def test_702_78a_conspire_taps_two_creatures_sharing_a_color_and_copies():
    """702.78a: Burn Trail (red) cast with its conspire cost -- tapping alice's two red Raging
    Goblins -- is copied; the copy's new target is bob's other Bears: both Bears are destroyed."""
    assert fully_compiled("Burn Trail")
    g = play(CONSPIRE, ["Burn Trail", "Raging Goblin"],
             ["alice: cast bt", "alice: conspire", "alice: target b1", "alice: tap g1", "alice: tap g2",
              "alice: autopay", "alice: pass", "bob: pass", "alice: target b2", "alice: pass", "bob: pass",
              "alice: pass", "bob: pass"])
    assert g.obj("g1").tapped and g.obj("g2").tapped and not g.obj("gb").tapped
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard"
    assert "702.78a" in [e.rule for e in g.log]


def test_702_78a_conspire_only_creatures_sharing_a_color():
    """702.78a: "that each share a color with it" -- the green Grizzly Bears can't be tapped for
    red Burn Trail's conspire cost: only the Goblins are offered."""
    g = play(CONSPIRE, ["Burn Trail", "Raging Goblin"],
             ["alice: cast bt", "alice: conspire", "alice: target b1"])
    offered = {a.args[0] for a in g.decision.options if a.kind == "tap"}
    assert offered == {"g1", "g2"}


# ------------------------------------------------------------------ 702.157 squad
def test_702_157a_squad_paid_twice_makes_two_token_copies():
    """702.157a: Galadhrim Brigade ({2}{G}, squad {1}{G}) cast paying the squad cost twice (seven
    Forests): when it enters, two token copies of it are created. Each of the three gives the
    other Elves +1/+1: each is a 4/4 (613.4c)."""
    assert fully_compiled("Galadhrim Brigade")
    g = play(HEAD + "battlefield:\n" + lands("Forest", 7) + """
hand:
  - {id: gb, card: Galadhrim Brigade, owner: alice}
""", ["Galadhrim Brigade"], ["alice: cast gb", "alice: squad", "alice: squad", "alice: no_squad",
                             "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    copies = [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(copies) == 2 and all(g.ch(x).power == 4 for x in copies + ["gb"])
    assert all(g.obj(f"fo{i}").tapped for i in range(7))


def test_702_157a_squad_not_paid_no_copy():
    """702.157a: "if its squad cost was paid" -- not paid, no token."""
    g = play(HEAD + "battlefield:\n" + lands("Forest", 3) + """
hand:
  - {id: gb, card: Galadhrim Brigade, owner: alice}
""", ["Galadhrim Brigade"], ["alice: cast gb", "alice: no_squad", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "battlefield" and not [o for o in g.s.objects.values() if o.token]


def test_702_98a_unleashed_cackler_cant_block_in_a_game():
    """702.98a, 509.1b: in a game, Rakdos Cackler entered with its unleash counter (bob's) can't
    block alice's attacking Grizzly Bears: the block is an illegal declaration (rewound) and bob
    takes 2."""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: cack, card: Rakdos Cackler, controller: bob, counters: {"+1/+1": 1}}
""", ["Rakdos Cackler"], attack("bear") + ["bob: block cack bear", "bob: done", "bob: done", "T1 end: wait"])
    assert any("illegal block declaration" in e.text for e in g.log)
    assert g.s.players["bob"].life == 18
