"""Keyword costs beyond mana (118, 601.2h): "Ward—Discard a card." (702.21a, 118.12a), "Kicker—
Sacrifice a land." (702.33a), "Buyback—Discard two cards." (702.27a), "Flashback—{1}{G}, Pay 3
life." (702.34a). Each test plays real cards compiled from the Oracle data; the expected answer
comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, play, rules  # noqa: F401

HEAD = head(alice=4, bob=3)


def lands(card: str, n: int, who: str = "alice", tag: str = "") -> str:
    tag = tag or card[:2].lower()
    return "".join(f"  - {{id: {tag}{i}, card: {card}, controller: {who}}}\n" for i in range(n))


# ------------------------------------------------------------------ 702.21a ward with a non-mana cost
REGENT = HEAD + "battlefield:\n" + lands("Mountain", 1) + """
  - {id: regent, card: Westgate Regent, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_702_21a_ward_discard_a_card_paid():
    """702.21a, 118.12a: Westgate Regent's "Ward—Discard a card" means "counter that spell unless
    that player discards a card". Alice discards her Plains (the only other card in her hand):
    the Bolt resolves (3 damage to the 4/4 Regent)."""
    assert fully_compiled("Westgate Regent")
    g = play(REGENT + "  - {id: pl, card: Plains, owner: alice}\n", ["Westgate Regent"],
             ["alice: cast bolt target=regent", "alice: pass", "bob: pass", "alice: pay", "alice: discard pl",
              "alice: pass", "bob: pass"])
    assert g.obj("pl").zone == "graveyard" and g.obj("bolt").zone == "graveyard"
    assert g.obj("regent").damage == 3 and "701.5a" not in rules(g)


def test_702_21a_ward_discard_declined_counters():
    """702.21a, 701.5a: alice declines to discard: her Bolt is countered; the Regent is undamaged
    and her Plains stays in her hand."""
    g = play(REGENT + "  - {id: pl, card: Plains, owner: alice}\n", ["Westgate Regent"],
             ["alice: cast bolt target=regent", "alice: pass", "bob: pass", "alice: decline"])
    assert g.obj("regent").damage == 0 and g.obj("pl").zone == "hand" and "701.5a" in rules(g)


def test_118_3_ward_cost_that_cant_be_paid_is_not_offered():
    """118.3, 118.12a: with no other card in hand alice can't discard a card, so paying isn't
    offered: her only choice is to decline, and the Bolt is countered."""
    g = play(REGENT, ["Westgate Regent"], ["alice: cast bolt target=regent", "alice: pass", "bob: pass"])
    assert g.s.decision is not None and [a.kind for a in g.s.decision.options] == ["decline"]


def test_702_21a_ward_sacrifice_a_creature():
    """702.21a: Vein Ripper's "Ward—Sacrifice a creature": alice sacrifices her Grizzly Bears and the
    Bolt resolves; the Bears dying triggers the Ripper's "Whenever a creature dies" (603.6c)."""
    assert fully_compiled("Vein Ripper")
    g = play(HEAD + "battlefield:\n" + lands("Mountain", 1) + """
  - {id: ripper, card: Vein Ripper, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Vein Ripper", "Grizzly Bears"], ["alice: cast bolt target=ripper", "alice: pass", "bob: pass", "alice: pay",
                                        "alice: sacrifice bear"])
    assert g.obj("bear").zone == "graveyard" and g.obj("bolt").zone == "stack"
    assert "701.5a" not in rules(g)


# ------------------------------------------------------------------ 702.33a kicker—sacrifice a land
RIVER = HEAD + "battlefield:\n" + lands("Island", 3) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: lions, card: Savannah Lions, controller: bob}
hand:
  - {id: river, card: Rushing River, owner: alice}
"""


def test_702_33a_kicker_sacrifice_a_land_kicked():
    """702.33a, 601.2h: Rushing River kicked by sacrificing a land (its kicker cost), "if this spell
    was kicked" (702.33d) returns a second target: both of bob's creatures go to his hand. Alice
    sacrifices her fourth Island and pays {2}{U} with the other three."""
    assert fully_compiled("Rushing River")
    g = play(RIVER.replace("hand:", "  - {id: isx, card: Island, controller: alice}\nhand:"),
             ["Rushing River", "Grizzly Bears", "Savannah Lions"],
             ["alice: cast river", "alice: kick", "alice: target bear", "alice: target lions", "alice: sacrifice isx",
              "alice: pass", "bob: pass"])
    assert g.obj("isx").zone == "graveyard"
    assert g.obj("bear").zone == "hand" and g.obj("lions").zone == "hand"


def test_702_33a_kicker_not_paid_one_target():
    """702.33a, 702.33d: not kicked, Rushing River returns one target only and no land is
    sacrificed."""
    g = play(RIVER, ["Rushing River", "Grizzly Bears", "Savannah Lions"],
             ["alice: cast river", "alice: no_kick", "alice: target bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand" and g.obj("lions").zone == "battlefield"
    assert all(g.obj(f"is{i}").zone == "battlefield" for i in range(3))


# ------------------------------------------------------------------ 702.27a buyback—discard two cards
def test_702_27a_buyback_discard_two_cards():
    """702.27a: Forbid with its buyback cost (discard two cards) paid counters bob's spell and goes
    to alice's hand as it resolves, not to her graveyard."""
    assert fully_compiled("Forbid")
    g = play(head(active="bob", alice=4, bob=3) + "battlefield:\n" + lands("Island", 3) + lands("Forest", 2, "bob") + """
hand:
  - {id: forbid, card: Forbid, owner: alice}
  - {id: h1, card: Plains, owner: alice}
  - {id: h2, card: Plains, owner: alice}
  - {id: bear, card: Grizzly Bears, owner: bob}
""", ["Forbid", "Grizzly Bears"], ["bob: cast bear", "bob: pass", "alice: cast forbid", "alice: buyback",
                                   "alice: target bear", "alice: discard h1", "alice: discard h2",
                                   "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("forbid").zone == "hand" and {g.obj("h1").zone, g.obj("h2").zone} == {"graveyard"}


def test_702_27a_buyback_not_offered_without_two_other_cards():
    """118.3: with only one other card in hand alice can't discard two cards: the buyback isn't
    offered (her choices: not paying it, or cancelling the proposal)."""
    g = play(head(active="bob", alice=4, bob=3) + "battlefield:\n" + lands("Island", 3) + lands("Forest", 2, "bob") + """
hand:
  - {id: forbid, card: Forbid, owner: alice}
  - {id: h1, card: Plains, owner: alice}
  - {id: bear, card: Grizzly Bears, owner: bob}
""", ["Forbid", "Grizzly Bears"], ["bob: cast bear", "bob: pass", "alice: cast forbid"])
    assert [a.kind for a in g.s.decision.options] == ["no_buyback", "cancel"]


# ------------------------------------------------------------------ 702.34a flashback with life
def test_702_34a_flashback_mana_and_life():
    """702.34a, 119.4: Acorn Harvest cast from the graveyard for "Flashback—{1}{G}, Pay 3 life":
    alice pays {1}{G} and 3 life, gets two 1/1 Squirrels, and the card is exiled (702.34a)."""
    assert fully_compiled("Acorn Harvest")
    g = play(HEAD + "battlefield:\n" + lands("Forest", 2) + """
graveyard:
  - {id: acorn, card: Acorn Harvest, owner: alice}
""", ["Acorn Harvest"], ["alice: cast acorn flashback", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 17 and g.obj("acorn").zone == "exile"
    assert sum(1 for o in g.battlefield() if g.ch(o).name == "Squirrel") == 2


def test_702_34a_flashback_sacrifice_three_creatures_needs_three():
    """702.34a, 118.3: Dread Return's "Flashback—Sacrifice three creatures" can't be paid with two
    creatures: casting it from the graveyard isn't a legal action; with three it is, and the
    target returns."""
    assert fully_compiled("Dread Return")
    two = HEAD + """
battlefield:
  - {id: c1, card: Grizzly Bears, controller: alice}
  - {id: c2, card: Grizzly Bears, controller: alice}
graveyard:
  - {id: dread, card: Dread Return, owner: alice}
  - {id: angel, card: Serra Angel, owner: alice}
"""
    names = ["Dread Return", "Grizzly Bears", "Serra Angel"]
    g = game(two, names)
    assert not any(a.kind == "cast" and a.args[0] == "dread" for a in g.legal_actions())
    g = play(two.replace("graveyard:", "  - {id: c3, card: Grizzly Bears, controller: alice}\ngraveyard:"), names,
             ["alice: cast dread flashback target=angel", "alice: sacrifice c1", "alice: sacrifice c2",
              "alice: sacrifice c3", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "battlefield" and g.obj("dread").zone == "exile"
    assert all(g.obj(c).zone == "graveyard" for c in ("c1", "c2", "c3"))


# ------------------------------------------------------------------ 702.6a equip with other costs, 702.6c equip [quality]
def test_702_6a_equip_sacrifice_a_creature():
    """702.6a: Demonmail Hauberk's "Equip—Sacrifice a creature" is "Sacrifice a creature: Attach
    this permanent to target creature you control. Activate only as a sorcery": alice sacrifices
    her Savannah Lions and the Bears get +4/+2."""
    assert fully_compiled("Demonmail Hauberk")
    g = game(HEAD + """
battlefield:
  - {id: mail, card: Demonmail Hauberk, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
""", ["Demonmail Hauberk", "Grizzly Bears", "Savannah Lions"])
    idx = [i for i, sp in g.abilities_of("mail", "activated")][0]
    from pyengine.game.players import run_script
    run_script(g, [f"alice: activate mail {idx} target=bear", "alice: pay lions", "alice: pass", "bob: pass"],
               "<test>")
    assert g.obj("lions").zone == "graveyard" and g.obj("mail").attached_to == "bear"
    assert (g.ch("bear").power, g.ch("bear").toughness) == (6, 4)


def _equip_abilities(g, oid: str) -> dict[str, object]:
    return {sp.get("cost"): i for i, sp in g.abilities_of(oid, "activated")}


def test_702_6c_equip_legendary_creature_only_targets_legendary_creatures():
    """702.6c: Blackblade Reforged's "Equip legendary creature {3}" may target only a legendary
    creature alice controls: with only Grizzly Bears it can't be activated (three Swamps don't pay
    the other ability's Equip {7}); with Isamaru, Hound of Konda it can, and Blackblade attaches."""
    assert fully_compiled("Blackblade Reforged")
    board = HEAD + "battlefield:\n" + lands("Swamp", 3) + """
  - {id: blade, card: Blackblade Reforged, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
"""
    names = ["Blackblade Reforged", "Grizzly Bears", "Isamaru, Hound of Konda"]
    g = game(board, names)
    assert not any(a.kind == "activate" and a.args[0] == "blade" for a in g.legal_actions())
    g = game(board + "  - {id: isamaru, card: \"Isamaru, Hound of Konda\", controller: alice}\n", names)
    idx = _equip_abilities(g, "blade")["{3}"]
    assert any(a.kind == "activate" and a.args[0] == "blade" for a in g.legal_actions())
    from pyengine.game.players import run_script
    run_script(g, [f"alice: activate blade {idx} target=isamaru", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("blade").attached_to == "isamaru"


def test_702_6c_equip_subtype():
    """702.6c: Steelclaw Lance's "Equip Knight {1}" attaches it to a Knight (Benalish Knight) for {1}."""
    assert fully_compiled("Steelclaw Lance")
    g = game(HEAD + "battlefield:\n" + lands("Plains", 1) + """
  - {id: lance, card: Steelclaw Lance, controller: alice}
  - {id: knight, card: Benalish Knight, controller: alice}
""", ["Steelclaw Lance", "Benalish Knight"])
    idx = _equip_abilities(g, "lance")["{1}"]
    from pyengine.game.players import run_script
    run_script(g, [f"alice: activate lance {idx} target=knight", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("lance").attached_to == "knight" and g.ch("knight").power == 4


# ------------------------------------------------------------------ 702.30a echo, 702.24a cumulative upkeep with other costs
UPKEEP = """
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
  - {id: la2, card: Mountain, owner: alice}
  - {id: la3, card: Mountain, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
  - {id: lb3, card: Plains, owner: bob}
"""


def test_702_30a_echo_discard_a_card():
    """702.30a, 118.12a: Rakdos Headliner's "Echo—Discard a card": at alice's upkeep she discards
    the Mountain she holds and keeps the Headliner."""
    assert fully_compiled("Rakdos Headliner")
    g = play(UPKEEP + """
battlefield:
  - {id: head, card: Rakdos Headliner, controller: alice}
hand:
  - {id: h1, card: Island, owner: alice}
""", ["Rakdos Headliner"], ["T2 upkeep alice: pay", "alice: discard h1", "T2 draw: wait"])
    assert g.obj("head").zone == "battlefield" and g.obj("h1").zone == "graveyard"


def test_702_30a_echo_discard_declined():
    """702.30a: declining to discard sacrifices Rakdos Headliner."""
    g = play(UPKEEP + """
battlefield:
  - {id: head, card: Rakdos Headliner, controller: alice}
hand:
  - {id: h1, card: Island, owner: alice}
""", ["Rakdos Headliner"], ["T2 upkeep alice: decline", "T2 draw: wait"])
    assert g.obj("head").zone == "graveyard" and g.obj("h1").zone == "hand"


def test_702_24a_cumulative_upkeep_sacrifice_a_land_per_age_counter():
    """702.24a: Polar Kraken's "Cumulative upkeep—Sacrifice a land" with one age counter already:
    a second is put on it, so keeping it costs two lands; alice sacrifices two of her three."""
    assert fully_compiled("Polar Kraken")
    g = play(UPKEEP + """
battlefield:
  - {id: kraken, card: Polar Kraken, controller: alice, counters: {age: 1}}
""" + lands("Island", 3), ["Polar Kraken"], ["T2 upkeep alice: pay", "alice: sacrifice is0", "alice: sacrifice is1",
                                             "T2 draw: wait"])
    assert g.obj("kraken").zone == "battlefield"
    assert [g.obj(f"is{i}").zone for i in range(3)] == ["graveyard", "graveyard", "battlefield"]


def test_702_24a_cumulative_upkeep_sacrifice_cant_be_paid():
    """702.24a, 118.3: with two age counters after this upkeep's and one land, Polar Kraken's cost
    (two lands) can't be paid: only declining is offered, and the Kraken is sacrificed."""
    g = play(UPKEEP + """
battlefield:
  - {id: kraken, card: Polar Kraken, controller: alice, counters: {age: 1}}
""" + lands("Island", 1), ["Polar Kraken"], ["T2 upkeep alice: decline", "T2 draw: wait"])
    assert g.obj("kraken").zone == "graveyard" and g.obj("is0").zone == "battlefield"


# ------------------------------------------------------------------ 702.37a morph with other costs
MORPH_HEAD = HEAD + "battlefield:\n"


def test_702_37e_morph_cost_pay_life():
    """702.37e: Zombie Cutthroat's "Morph—Pay 5 life": alice turns it face up (a special action,
    116.2b) by paying 5 life; it is a 3/4 Zombie Cutthroat."""
    assert fully_compiled("Zombie Cutthroat")
    g = play(MORPH_HEAD + "  - {id: zc, card: Zombie Cutthroat, controller: alice, face_down: true}\n",
             ["Zombie Cutthroat"], ["alice: turn_face_up zc morph"])
    assert not g.obj("zc").face_down and g.s.players["alice"].life == 15
    assert (g.ch("zc").power, g.ch("zc").toughness) == (3, 4)


def test_702_37e_morph_reveal_a_red_card_in_hand():
    """702.37e, 701.16a: Horde Ambusher's "Morph—Reveal a red card in your hand": alice reveals her
    Lightning Bolt (it stays in her hand) and the Ambusher is face up; with only a Mountain in hand
    turning it face up isn't a legal action (118.3)."""
    assert fully_compiled("Horde Ambusher")
    board = MORPH_HEAD + "  - {id: ha, card: Horde Ambusher, controller: alice, face_down: true}\nhand:\n"
    g = game(board + "  - {id: mt, card: Mountain, owner: alice}\n", ["Horde Ambusher"])
    assert not any(a.kind == "turn_face_up" for a in g.legal_actions())
    g = play(board + "  - {id: bolt, card: Lightning Bolt, owner: alice}\n", ["Horde Ambusher"],
             ["alice: turn_face_up ha morph", "alice: reveal bolt"])
    assert not g.obj("ha").face_down and g.obj("bolt").zone == "hand"


def test_702_37e_morph_return_two_islands():
    """702.37e: Fathom Seer's "Morph—Return two Islands you control to their owner's hand": both of
    alice's Islands go to her hand and the Seer is turned face up."""
    assert fully_compiled("Fathom Seer")
    g = play(MORPH_HEAD + """  - {id: fs, card: Fathom Seer, controller: alice, face_down: true}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
""", ["Fathom Seer"], ["alice: turn_face_up fs morph", "alice: return i1", "alice: return i2"])
    assert not g.obj("fs").face_down
    assert g.obj("i1").zone == "hand" and g.obj("i2").zone == "hand"
