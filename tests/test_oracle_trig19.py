"""Trigger events the compiler says since wave 19: ward granted by another ability (702.21a),
"Whenever you cast or copy an instant or sorcery spell" (magecraft, 707.10), "Whenever you activate
an ability" (602.2), "Until end of turn, whenever ..." (delayed triggers with a duration, 603.7b)
and "Whenever you put one or more counters on ..." (122.6). Each test plays real cards compiled from
their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, play, rules  # noqa: F401
from pyengine.game.players import run_script

HEAD = head(alice=4, bob=4)


def lands(card: str, n: int, who: str = "alice", tag: str = "") -> str:
    tag = tag or card[:2].lower()
    return "".join(f"  - {{id: {tag}{i}, card: {card}, controller: {who}}}\n" for i in range(n))


# ------------------------------------------------------------------ 702.21a ward granted by another ability
BOOTS = HEAD + "battlefield:\n" + lands("Mountain", 2, "bob", "bm") + """
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: boots, card: Lavaspur Boots, controller: alice, attached_to: bear}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""


def test_702_21a_ward_granted_by_equipment_counters_unless_paid():
    """702.21a, 613.1f: Lavaspur Boots give the equipped Grizzly Bears ward {1} -- the keyword and
    its triggered ability. Bob's Lightning Bolt targeting the Bears triggers it; bob declines to
    pay {1} and the Bolt is countered (701.5a): the Bears survive undamaged."""
    assert fully_compiled("Lavaspur Boots")
    g = play(BOOTS, ["Lavaspur Boots"], ["alice: pass", "bob: cast bolt target=bear", "bob: mana bm0",
                                          "bob: pass", "alice: pass"])
    assert g.decision.kind == "pay_or" and g.decision.player == "bob"
    run_script(g, ["bob: decline", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    assert g.obj("bolt").zone == "graveyard" and "701.5a" in rules(g)


def test_702_21a_granted_ward_paid_lets_the_spell_resolve():
    """702.21a: bob pays the {1} of the granted ward with his other Mountain; the Bolt resolves and
    the 3 damage destroys the 3/2 (Boots: +1/+0) Bears (704.5g)."""
    g = play(BOOTS, ["Lavaspur Boots"], ["alice: pass", "bob: cast bolt target=bear", "bob: mana bm0",
                                          "bob: pass", "alice: pass", "bob: pay", "bob: autopay",
                                          "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("bolt").zone == "graveyard" and "701.5a" not in rules(g)


def test_702_21a_ward_granted_only_while_untapped():
    """702.21a, 611.3a: Iymrith has ward {4} only as long as it's untapped: tapped, bob's Bolt
    targeting it triggers nothing and resolves (3 damage)."""
    assert fully_compiled("Iymrith, Desert Doom")
    board = HEAD + "battlefield:\n" + lands("Mountain", 1, "bob", "bm") + """
  - {id: iym, card: "Iymrith, Desert Doom", controller: alice, tapped: true}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""
    g = play(board, ["Iymrith, Desert Doom"], ["alice: pass", "bob: cast bolt target=iym", "bob: mana bm0",
                                               "bob: pass", "alice: pass"])
    assert g.obj("iym").damage == 3 and "701.5a" not in rules(g)


# ------------------------------------------------------------------ 707.10 "Whenever you cast or copy ..."
MAGECRAFT = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: bi1, card: Island, controller: bob}
  - {id: bi2, card: Island, controller: bob}
  - {id: wp, card: Witherbloom Pledgemage, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: twin, card: Twincast, owner: alice}
  - {id: btwin, card: Twincast, owner: bob}
"""


def test_707_10_magecraft_triggers_on_casting_and_on_copying():
    """Magecraft (207.2c), 603.2, 707.10: Witherbloom Pledgemage's "Whenever you cast or copy an
    instant or sorcery spell, you gain 1 life." -- alice casts Lightning Bolt (+1), then Twincast
    targeting it (+1); Twincast resolving puts a copy of the Bolt on the stack under alice's
    control: she copied a spell (+1). 20 -> 23; the copy aimed at bob deals 3 (20 -> 17)."""
    assert fully_compiled("Witherbloom Pledgemage")
    g = play(MAGECRAFT, ["Twincast", "Lightning Bolt", "Witherbloom Pledgemage"],
             ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: cast twin target=bolt",
              "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: target bob",
              "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 23 and life(g, "bob") == 17
    assert sum(1 for e in g.log if e.rule == "603.2" and "Magecraft" in e.text) == 3


def test_707_10_a_copy_made_by_an_opponent_is_not_yours():
    """707.10: the copy of alice's Bolt that bob's Twincast makes is put on the stack by bob and
    controlled by him -- alice didn't copy a spell: her Pledgemage triggers only on her cast
    (20 -> 21)."""
    g = play(MAGECRAFT, ["Twincast", "Lightning Bolt", "Witherbloom Pledgemage"],
             ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: cast btwin target=bolt",
              "bob: pass", "alice: pass", "bob: target alice"])
    assert life(g, "alice") == 21
    assert sum(1 for e in g.log if e.rule == "603.2" and "Magecraft" in e.text) == 1


# ------------------------------------------------------------------ 603.7b "Until end of turn, whenever ..."
TITAN = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: mt, card: Mountain Titan, controller: alice}
hand:
  - {id: dr1, card: Dark Ritual, owner: alice}
  - {id: dr2, card: Dark Ritual, owner: alice}
"""


def test_603_7b_until_end_of_turn_whenever_triggers_each_time():
    """603.7a-b, 603.7e: Mountain Titan's "{1}{R}{R}: Until end of turn, whenever you cast a black
    spell, put a +1/+1 counter on this creature." creates a delayed triggered ability with a stated
    duration: it triggers on each of alice's two Dark Rituals this turn (two counters), not only
    once; its source is the Titan (603.7e)."""
    assert fully_compiled("Mountain Titan")
    g = play(TITAN, ["Mountain Titan", "Dark Ritual"],
             ["alice: activate mt 1", "alice: pass", "bob: pass", "alice: cast dr1", "alice: pass", "bob: pass",
              "alice: pass", "bob: pass", "alice: cast dr2", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert counters(g, "mt") == 2
    assert sum(1 for e in g.log if e.rule == "603.7c" and "whenever cast" in e.text) == 2


def test_603_7b_the_duration_ends_with_the_turn():
    """603.7b, 514.2: "until end of turn" -- the delayed ability ends in the cleanup step: a black
    spell alice casts during bob's next turn (Dark Ritual in his upkeep) puts no counter."""
    g = play(TITAN, ["Mountain Titan", "Dark Ritual"],
             ["alice: activate mt 1", "alice: pass", "bob: pass", "alice: cast dr1", "alice: pass", "bob: pass",
              "alice: pass", "bob: pass", "T2 upkeep bob: pass", "alice: cast dr2", "alice: pass", "bob: pass"])
    assert g.obj("dr2").zone == "graveyard" and g.s.turn == 2
    assert counters(g, "mt") == 1 and not g.s.delayed


def test_603_7b_delayed_trigger_from_a_triggered_ability_with_its_source_dealing_damage():
    """603.7a, 603.7e: Electric Seaweed's "When this creature enters, until end of turn, whenever
    another creature dies, this creature deals 1 damage to each non-Wall creature." -- after it
    entered, bob's Grizzly Bears dying (Lightning Bolt) makes the Seaweed deal 1 damage to each
    non-Wall creature: alice's Savannah Lions (2/1) die, the Seaweed (a Wall) is undamaged.
    The Lions dying trigger it again (603.7b)."""
    assert fully_compiled("Electric Seaweed")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: m5, card: Mountain, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: sw, card: Electric Seaweed, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Electric Seaweed", "Lightning Bolt"],
        ["alice: cast sw", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
         "alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("lions").zone == "graveyard"
    assert g.obj("sw").zone == "battlefield" and g.obj("sw").damage == 0
    assert sum(1 for e in g.log if e.rule == "603.7c" and "whenever dies" in e.text) == 2


# ------------------------------------------------------------------ 122.6 "Whenever you put one or more counters on ..."
PATRON = head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: w1, card: Plains, controller: alice}
  - {id: gp, card: Generous Patron, controller: alice}
  - {id: sp, card: Stocking the Pantry, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bg, card: Battlegrowth, owner: alice}
  - {id: fw, card: Faithful Watchdog, owner: alice}
"""
PATRON_CARDS = ["Generous Patron", "Battlegrowth", "Stocking the Pantry", "Faithful Watchdog"]


def hand(g, p: str) -> list[str]:
    return [o.id for o in g.s.objects.values() if o.zone == "hand" and o.owner == p]


def test_122_6_you_put_a_counter_on_a_creature_you_dont_control():
    """122.6, 603.2: Generous Patron's "Whenever you put one or more counters on a creature you
    don't control, draw a card." -- alice's Battlegrowth puts a +1/+1 counter on bob's Grizzly
    Bears: alice put it (the controller of the spell), so she draws; Stocking the Pantry ("... on
    a creature you control") doesn't trigger."""
    assert fully_compiled("Generous Patron") and fully_compiled("Stocking the Pantry")
    g = play(PATRON, PATRON_CARDS, ["alice: cast bg target=bear", "alice: pass", "bob: pass",
                                    "alice: pass", "bob: pass"])
    assert counters(g, "bear") == 1 and "la1" in hand(g, "alice")
    assert counters(g, "sp", "supply") == 0


def test_122_6a_entering_with_counters_is_putting_counters_on_it():
    """122.6, 122.6a: Faithful Watchdog enters with three +1/+1 counters -- counters put on it by
    its controller, alice: Stocking the Pantry's "Whenever you put one or more +1/+1 counters on a
    creature you control, put a supply counter on this enchantment." triggers once; the Patron
    (a creature you don't control) doesn't."""
    g = play(PATRON, PATRON_CARDS, ["alice: cast fw", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert counters(g, "fw") == 3 and counters(g, "sp", "supply") == 1 and "la1" not in hand(g, "alice")


SPIDER = head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: bs1, card: Swamp, controller: bob}
  - {id: bs2, card: Swamp, controller: bob}
  - {id: bs3, card: Swamp, controller: bob}
  - {id: bs4, card: Swamp, controller: bob}
  - {id: spider, card: Obelisk Spider, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: lions, card: Savannah Lions, controller: alice}
hand:
  - {id: ii, card: Instill Infection, owner: alice}
  - {id: bii, card: Instill Infection, owner: bob}
"""


def test_122_6_obelisk_spider_drains_when_you_put_minus_counters():
    """122.6: Obelisk Spider's "Whenever you put one or more -1/-1 counters on a creature, each
    opponent loses 1 life and you gain 1 life." -- alice's Instill Infection puts a -1/-1 counter
    on bob's Bears: bob 20 -> 19, alice 20 -> 21."""
    assert fully_compiled("Obelisk Spider")
    g = play(SPIDER, ["Obelisk Spider", "Instill Infection"],
             ["alice: cast ii target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert counters(g, "bear", "-1/-1") == 1 and life(g, "bob") == 19 and life(g, "alice") == 21


def test_122_6_counters_an_opponent_puts_are_not_yours():
    """122.6: bob's Instill Infection puts a -1/-1 counter on alice's Savannah Lions (which die,
    704.5f): bob put it, not alice -- her Obelisk Spider doesn't trigger; life totals stay 20."""
    g = play(SPIDER, ["Obelisk Spider", "Instill Infection"],
             ["alice: pass", "bob: cast bii target=lions", "bob: pass", "alice: pass", "bob: pass", "alice: pass"])
    assert g.obj("lions").zone == "graveyard" and life(g, "bob") == 20 and life(g, "alice") == 20


# ------------------------------------------------------------------ 602.2 "Whenever you activate ..."
ACTIVATE = head() + """
battlefield:
  - {id: kk, card: Keral Keep Disciples, controller: alice}
  - {id: ch, card: "Chandra, Pyrogenius", controller: alice, counters: {loyalty: 5}}
  - {id: cc, card: Crackdown Construct, controller: alice}
  - {id: pp, card: Prodigal Pyromancer, controller: alice}
  - {id: le, card: Llanowar Elves, controller: alice}
"""
ACTIVATE_CARDS = ["Keral Keep Disciples", "Chandra, Pyrogenius", "Crackdown Construct", "Prodigal Pyromancer",
                  "Llanowar Elves"]


def test_602_2_activating_a_loyalty_ability_of_a_chandra():
    """602.2, 606.3, 603.2: Keral Keep Disciples' "Whenever you activate a loyalty ability of a
    Chandra planeswalker, this creature deals 1 damage to each opponent." -- alice activates
    Chandra, Pyrogenius's [+2] (2 damage to each opponent): bob 20 -> 17. Crackdown Construct
    ("an ability of an artifact or creature") doesn't trigger: Chandra is neither."""
    assert fully_compiled("Keral Keep Disciples") and fully_compiled("Crackdown Construct")
    g = play(ACTIVATE, ACTIVATE_CARDS, ["alice: activate ch 1", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and counters(g, "ch", "loyalty") == 7
    assert (g.ch("cc").power, g.ch("cc").toughness) == (2, 2)


def test_602_2_activating_a_creatures_ability_that_isnt_a_mana_ability():
    """602.2, 605.1a: Crackdown Construct's "Whenever you activate an ability of an artifact or
    creature that isn't a mana ability, this creature gets +1/+1 until end of turn." -- Prodigal
    Pyromancer's {T}: 1 damage ability triggers it (2/2 -> 3/3); Llanowar Elves' mana ability
    doesn't; neither is a loyalty ability of a Chandra (the Disciples stay quiet)."""
    g = play(ACTIVATE, ACTIVATE_CARDS, ["alice: activate pp 1 target=bob", "alice: pass", "bob: pass",
                                        "alice: pass", "bob: pass", "alice: mana le"])
    assert life(g, "bob") == 19 and (g.ch("cc").power, g.ch("cc").toughness) == (3, 3)
    assert sum(1 for e in g.log if e.rule == "603.2" and "Whenever you activate" in e.text) == 1


# ------------------------------------------------------------------ 701.8a "Whenever you discard one or more cards"
def test_701_8a_discarding_two_cards_at_once_triggers_once_with_that_many():
    """701.8a, 603.2: Marauding Mako's "Whenever you discard one or more cards, put that many +1/+1
    counters on this creature." -- Faithless Looting draws two and discards two at once: one
    trigger, two counters (608.2h: "that many" is the number discarded)."""
    assert fully_compiled("Marauding Mako")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: mako, card: Marauding Mako, controller: alice}
hand:
  - {id: fl, card: Faithless Looting, owner: alice}
  - {id: keep, card: Island, owner: alice}
""", ["Marauding Mako", "Faithless Looting"], ["alice: cast fl", "alice: pass", "bob: pass", "alice: discard la1",
                                               "alice: discard la2", "alice: pass", "bob: pass"])
    assert counters(g, "mako") == 2 and g.obj("keep").zone == "hand"
    assert sum(1 for e in g.log if e.rule == "603.2" and "discard one or more" in e.text) == 1


def test_602_2_an_opponent_activating_a_creatures_ability_is_punished():
    """602.2, 605.1a: Immolation Shaman's "Whenever an opponent activates an ability of an artifact,
    creature, or land that isn't a mana ability, this creature deals 1 damage to that player." --
    bob's Prodigal Pyromancer pinging alice triggers it (bob 20 -> 19, alice 20 -> 19); bob
    tapping Llanowar Elves for mana doesn't."""
    assert fully_compiled("Immolation Shaman")
    g = play(head() + """
battlefield:
  - {id: is, card: Immolation Shaman, controller: alice}
  - {id: pp, card: Prodigal Pyromancer, controller: bob}
  - {id: le, card: Llanowar Elves, controller: bob}
""", ["Immolation Shaman", "Prodigal Pyromancer", "Llanowar Elves"],
        ["alice: pass", "bob: activate pp 1 target=alice", "bob: pass", "alice: pass", "bob: pass", "alice: pass",
         "bob: mana le"])
    assert life(g, "bob") == 19 and life(g, "alice") == 19
    assert sum(1 for e in g.log if e.rule == "603.2" and "activates an ability" in e.text) == 1


# ------------------------------------------------------------------ 701.3a, 303.4 "becomes attached"
def test_303_4_an_aura_entering_attached_to_it_becomes_attached():
    """303.4, 603.2: Bramble Elemental's "Whenever an Aura becomes attached to this creature, create
    two 1/1 green Saproling creature tokens." -- alice's Holy Strength resolves and enters attached
    to the Elemental: two Saprolings."""
    assert fully_compiled("Bramble Elemental")
    g = play(head() + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: be, card: Bramble Elemental, controller: alice}
hand:
  - {id: hs, card: Holy Strength, owner: alice}
""", ["Bramble Elemental", "Holy Strength"], ["alice: cast hs target=be", "alice: pass", "bob: pass",
                                               "alice: pass", "bob: pass"])
    assert g.obj("hs").attached_to == "be"
    assert len([o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]) == 2


def test_701_3a_equipment_becoming_attached_taps_that_creature():
    """701.3a, 702.6a: Enormous Energy Blade's "Whenever this Equipment becomes attached to a
    creature, tap that creature." -- equipped to alice's untapped Grizzly Bears, the Bears become
    tapped."""
    assert fully_compiled("Enormous Energy Blade")
    g = play(head() + """
battlefield:
  - {id: w1, card: Plains, controller: alice}
  - {id: w2, card: Plains, controller: alice}
  - {id: w3, card: Plains, controller: alice}
  - {id: w4, card: Plains, controller: alice}
  - {id: eb, card: Enormous Energy Blade, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Enormous Energy Blade"], ["alice: activate eb 3 target=bear", "alice: pass", "bob: pass",
                                 "alice: pass", "bob: pass"])
    assert g.obj("eb").attached_to == "bear" and g.obj("bear").tapped
