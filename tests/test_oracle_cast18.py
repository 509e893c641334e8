"""Casting permissions during resolution (CR 608.2g, 601.2, 118.9, 614.1a): "you may cast target
instant or sorcery card from your graveyard without paying its mana cost", "you may cast a spell
with mana value 3 or less from your hand without paying its mana cost", "... from among them".
Each test plays real cards compiled from the Oracle data; the expected answer comes from the CR
rule (or ruling) cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, play, rules  # noqa: F401

DWELLERS = """
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: m5, card: Mountain, controller: alice}
hand:
  - {id: gdd, card: Goblin Dark-Dwellers, owner: alice}
graveyard:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_608_2g_cast_target_card_from_graveyard_free_then_exiled():
    """608.2g, 118.9, 614.1a: Goblin Dark-Dwellers' enters trigger targets the Lightning Bolt in
    alice's graveyard; she casts it without paying its mana cost (her lands stay untapped after
    the Dwellers), it deals 3 damage to bob, and as it would be put into her graveyard it is
    exiled instead."""
    g = play(DWELLERS, ["Goblin Dark-Dwellers", "Lightning Bolt"],
             ["alice: cast gdd", "alice: autopay", "alice: pass", "bob: pass",     # the Dwellers resolve
              "alice: target bolt", "alice: pass", "bob: pass",                     # the trigger resolves
              "alice: yes", "alice: target bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17
    assert g.obj("bolt").zone == "exile"
    assert "608.2g" in rules(g) and "614.1a" in rules(g)


def test_608_2g_cast_a_chosen_card_from_hand_with_mana_value_filter():
    """608.2g, 118.9: Yahenni's Expertise lets alice cast a spell with mana value 3 or less from
    her hand without paying its mana cost: Lightning Bolt (mana value 1) may be chosen, Shivan
    Dragon (6) may not; the Bolt is cast for no mana (she has no red source)."""
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
hand:
  - {id: ye, card: Yahenni's Expertise, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: shivan, card: Shivan Dragon, owner: alice}
""", ["Yahenni's Expertise", "Lightning Bolt"],
        ["alice: cast ye", "alice: autopay", "alice: pass", "bob: pass", "alice: yes"])
    opts = [str(a) for a in g.legal_actions()]
    assert "choose bolt" in opts and "choose shivan" not in opts
    g.push("choose bolt")
    g.push("target bob")              # no red source: the Bolt is cast for no mana at all
    for a in ("pass", "pass"):
        g.push(a)
    assert g.s.players["bob"].life == 17
    assert g.obj("bolt").zone == "graveyard"       # no replacement: it goes to the graveyard (608.2n)


def test_608_2h_cast_a_spell_from_among_the_milled_cards():
    """608.2g, 608.2h: Jace's Mindseeker's trigger mills five cards of bob's library; alice may
    cast an instant or sorcery spell from among them (the milled cards, now in bob's graveyard)
    without paying its mana cost -- bob's Lightning Bolt, not his Forest."""
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: i5, card: Island, controller: alice}
  - {id: i6, card: Island, controller: alice}
hand:
  - {id: jm, card: Jace's Mindseeker, owner: alice}
library:
  - {id: b1, card: Forest, owner: bob}
  - {id: b2, card: Lightning Bolt, owner: bob}
  - {id: b3, card: Forest, owner: bob}
""", ["Jace's Mindseeker", "Lightning Bolt"],
        ["alice: cast jm", "alice: autopay", "alice: pass", "bob: pass", "alice: target bob", "alice: pass",
         "bob: pass", "alice: yes"])
    opts = [str(a) for a in g.legal_actions()]
    assert "choose b2" in opts and "choose b1" not in opts
    for a in ("choose b2", "target bob", "pass", "pass"):
        g.push(a)
    assert g.s.players["bob"].life == 17
    assert g.obj("b2").zone == "graveyard" and g.obj("b2").owner == "bob"


JUDGMENT = """
players: [alice, bob]
active_player: alice
step: {step}
battlefield:
  - {{id: p1, card: Plains, controller: alice}}
  - {{id: p2, card: Plains, controller: alice}}
  - {{id: angel, card: Serra Angel, controller: bob, tapped: true}}
hand:
  - {{id: sj, card: Summary Judgment, owner: alice}}
"""


def test_505_1_addendum_cast_during_your_main_phase():
    """505.1, 608.2c: Summary Judgment cast during alice's own main phase deals 5 damage instead of
    3: bob's tapped Serra Angel (4/4) dies."""
    g = play(JUDGMENT.format(step="precombat_main"), ["Summary Judgment"],
             ["alice: cast sj", "alice: target angel", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "graveyard"


def test_505_1_addendum_not_outside_the_main_phase():
    """505.1: cast in alice's beginning of combat step (not a main phase), Summary Judgment deals
    only 3 damage: the Serra Angel (4/4) survives with 3 damage marked."""
    g = play(JUDGMENT.format(step="beginning_of_combat"), ["Summary Judgment"],
             ["alice: cast sj", "alice: target angel", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "battlefield" and g.obj("angel").damage == 3


CRAWLER = """
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {{id: s1, card: Swamp, controller: alice}}
{zombie}
graveyard:
  - {{id: gc, card: Gravecrawler, owner: alice}}
"""


def test_601_3_cast_this_card_from_your_graveyard_as_long_as_condition():
    """601.3, 113.6: Gravecrawler's "You may cast this card from your graveyard as long as you
    control a Zombie" functions in the graveyard: with a Walking Corpse (a Zombie) alice casts it
    from there for its mana cost {B}, and it enters the battlefield."""
    g = play(CRAWLER.format(zombie="  - {id: wc, card: Walking Corpse, controller: alice}"),
             ["Gravecrawler"], ["alice: cast gc from_zone", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("gc").zone == "battlefield"
    assert g.obj("s1").tapped
    assert any("601.3" in e.text for e in g.log if e.rule == "601.2a")


def test_601_3_no_permission_without_the_condition():
    """601.3: without a Zombie, Gravecrawler's permission doesn't apply: it can't be cast from the
    graveyard."""
    g = play(CRAWLER.format(zombie=""), ["Gravecrawler"], [])
    assert "cast gc from_zone" not in [str(a) for a in g.legal_actions()]


def test_601_3_cast_from_exile_keeps_normal_timing():
    """601.3, 307.1: Squee, the Immortal may be cast from exile -- but still only when a creature
    spell could be cast (its own timing, 117.1a): in alice's main phase with an empty stack, not
    during her upkeep."""
    board = """
players: [alice, bob]
active_player: alice
step: {step}
battlefield:
  - {{id: m1, card: Mountain, controller: alice}}
  - {{id: m2, card: Mountain, controller: alice}}
  - {{id: m3, card: Mountain, controller: alice}}
exile:
  - {{id: sq, card: "Squee, the Immortal", owner: alice}}
"""
    g = play(board.format(step="upkeep"), ["Squee, the Immortal"], [])
    assert "cast sq from_zone" not in [str(a) for a in g.legal_actions()]
    g = play(board.format(step="precombat_main"), ["Squee, the Immortal"],
             ["alice: cast sq from_zone", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("sq").zone == "battlefield"


# ------------------------------------------------------------------ "can't cast" (601.3, 101.2)
DROMOKA = """
players: [alice, bob]
active_player: {active}
step: {step}
battlefield:
  - {{id: dd, card: Dragonlord Dromoka, controller: alice}}
  - {{id: bm, card: Mountain, controller: bob}}
  - {{id: am, card: Mountain, controller: alice}}
hand:
  - {{id: bolt, card: Lightning Bolt, owner: bob}}
  - {{id: abolt, card: Lightning Bolt, owner: alice}}
"""


def test_601_3_opponents_cant_cast_spells_during_your_turn():
    """601.3, 101.2: Dragonlord Dromoka's "Your opponents can't cast spells during your turn": on
    alice's turn bob can't cast his Lightning Bolt (not even an instant with priority), while
    alice can cast hers."""
    g = play(DROMOKA.format(active="alice", step="precombat_main"), ["Dragonlord Dromoka", "Lightning Bolt"],
             ["alice: cast abolt", "alice: target bob", "alice: autopay"])
    g.push("pass")                       # bob has priority with the Bolt on the stack
    assert g.decision.player == "bob"
    assert "cast bolt" not in [str(a) for a in g.legal_actions()]


def test_601_3_the_prohibition_ends_on_the_opponents_own_turn():
    """601.3: on bob's own turn Dromoka's prohibition doesn't apply: he may cast the Bolt."""
    g = play(DROMOKA.format(active="bob", step="precombat_main"), ["Dragonlord Dromoka", "Lightning Bolt"], [])
    assert "cast bolt" in [str(a) for a in g.legal_actions()]


def test_601_3_each_player_cant_cast_more_than_one_spell_each_turn():
    """601.3, 601.2i: Rule of Law -- after alice has cast one spell this turn, she can't cast a
    second one."""
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {id: rol, card: Rule of Law, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: b1, card: Lightning Bolt, owner: alice}
  - {id: b2, card: Lightning Bolt, owner: alice}
""", ["Rule of Law", "Lightning Bolt"], ["alice: cast b1", "alice: target bob", "alice: autopay"])
    assert "cast b2" not in [str(a) for a in g.legal_actions()]
    for a in ("pass", "pass"):
        g.push(a)
    assert g.s.players["bob"].life == 17
    assert "cast b2" not in [str(a) for a in g.legal_actions()]


# ------------------------------------------------------------------ "Then if ..." (608.2c)
VERSE = """
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {{id: f1, card: Forest, controller: alice}}
  - {{id: f2, card: Forest, controller: alice}}
  - {{id: f3, card: Forest, controller: alice}}
  - {{id: f4, card: Forest, controller: alice}}
{extra}
  - {{id: mine, card: Glorious Anthem, controller: alice}}
  - {{id: theirs, card: Glorious Anthem, controller: bob}}
hand:
  - {{id: cv, card: Calming Verse, owner: alice}}
"""


def test_608_2c_then_if_checked_after_the_first_instruction():
    """608.2c: Calming Verse destroys bob's enchantment; then, as alice still controls an
    untapped land (her fifth Forest), her own enchantment is destroyed too."""
    g = play(VERSE.format(extra="  - {id: f5, card: Forest, controller: alice}"), ["Calming Verse"],
             ["alice: cast cv", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("theirs").zone == "graveyard"
    assert g.obj("mine").zone == "graveyard"


def test_608_2c_then_if_false_skips_the_instruction():
    """608.2c: with all four of her lands tapped to pay for Calming Verse, alice controls no
    untapped land: only bob's enchantment is destroyed."""
    g = play(VERSE.format(extra=""), ["Calming Verse"], ["alice: cast cv", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("theirs").zone == "graveyard"
    assert g.obj("mine").zone == "battlefield"


def test_608_2g_cast_a_card_from_an_opponents_graveyard():
    """608.2g, 601.2a: Memory Plunder lets alice cast the Lightning Bolt in bob's graveyard without
    paying its mana cost; she controls the spell (it deals 3 damage to bob), and it then goes to
    its owner's graveyard (400.3, 608.2n)."""
    g = play("""
players: [alice, bob]
active_player: alice
step: precombat_main
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
hand:
  - {id: mp, card: Memory Plunder, owner: alice}
graveyard:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Memory Plunder", "Lightning Bolt"],
        ["alice: cast mp", "alice: target bolt", "alice: autopay", "alice: pass", "bob: pass", "alice: yes",
         "alice: target bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17
    assert g.obj("bolt").zone == "graveyard" and g.obj("bolt").owner == "bob"
