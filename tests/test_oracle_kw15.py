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
