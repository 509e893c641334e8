"""Zone changes and tokens compiled from real cards' Oracle text and played by the game loop:
exile "until ~ leaves the battlefield" of any permanent (610.3, an Aura returning 303.4f-g),
flicker with a delayed return (603.7, 610.3), phasing (702.26) and more. Each expected answer
comes from the Comprehensive Rules or an official ruling, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, play, rules  # noqa: F401


HEAD = head()


# ------------------------------------------------------------------ 610.3: exile until ~ leaves the battlefield
LIGHT = HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: pac, card: Pacifism, controller: bob, attached_to: bear}
  - {id: ox, card: Grizzly Bears, controller: bob, counters: {+1/+1: 1}}
hand:
  - {id: bl, card: Banishing Light, owner: alice}
  - {id: nat, card: Naturalize, owner: alice}
"""


def test_610_3_banishing_light_exiles_a_creature_that_returns_as_a_new_object():
    """610.3, 610.3c, 400.7: "When this enchantment enters, exile target nonland permanent an
    opponent controls until this enchantment leaves the battlefield." -- the creature comes back
    under its owner's control the moment Banishing Light is destroyed (no ability on the stack),
    as a new object: without the +1/+1 counter it had (122.2)."""
    assert fully_compiled("Banishing Light")
    g = play(LIGHT, ["Banishing Light"], ["alice: cast bl", "alice: pass", "bob: pass", "alice: target ox",
                                          "alice: pass", "bob: pass"])
    assert g.obj("ox").zone == "exile"
    run_script(g, ["alice: cast nat target=bl", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bl").zone == "graveyard" and not g.s.stack
    assert g.obj("ox").zone == "battlefield" and g.obj("ox").controller == "bob"
    assert g.ch("ox").power == 2 and not g.obj("ox").counters
    assert "610.3" in rules(g)


def test_303_4f_banishing_light_returns_an_aura_and_its_owner_chooses_what_it_enchants():
    """610.3c, 303.4f: an Aura exiled by Banishing Light returns under its owner's control and
    isn't cast: its owner chooses an object it can legally enchant as it enters -- here bob
    moves Pacifism from the Bears it used to enchant to the Lions."""
    g = play(LIGHT, ["Banishing Light"], ["alice: cast bl", "alice: pass", "bob: pass", "alice: target pac",
                                          "alice: pass", "bob: pass"])
    assert g.obj("pac").zone == "exile"
    run_script(g, ["alice: cast nat target=bl", "alice: pass", "bob: pass", "bob: choose lions"], "<test>")
    assert g.obj("bl").zone == "graveyard"
    assert g.obj("pac").zone == "battlefield" and g.obj("pac").attached_to == "lions"
    assert g.obj("pac").controller == "bob"
    assert "303.4f" in rules(g)


def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_exile():
    """303.4f-g, 702.16c: if an Aura returned by Banishing Light's 610.3 effect can't legally be
    attached to anything as it enters -- the Bears it enchanted died, and the only creature left
    has protection from white -- it stays in exile."""
    g = play(LIGHT.replace("  - {id: lions, card: Savannah Lions, controller: alice}\n",
                           "  - {id: knight, card: Black Knight, controller: alice}\n  - {id: m1, card: Mountain, controller: alice}\n")
             .replace("  - {id: ox, card: Grizzly Bears, controller: bob, counters: {+1/+1: 1}}\n", "")
             .replace("hand:\n", "hand:\n  - {id: bolt, card: Lightning Bolt, owner: alice}\n"),
             ["Banishing Light"], ["alice: cast bl", "alice: pass", "bob: pass", "alice: target pac",
                                   "alice: pass", "bob: pass", "alice: cast bolt target=bear", "alice: pass", "bob: pass"])
    assert g.obj("pac").zone == "exile" and g.obj("bear").zone == "graveyard"
    run_script(g, ["alice: cast nat target=bl", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bl").zone == "graveyard" and g.obj("pac").zone == "exile"
    assert "303.4g" in rules(g)


HEDRON = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: big, card: Craw Wurm, controller: bob}
  - {id: big2, card: Craw Wurm, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: ahn, card: Aligned Hedron Network, owner: alice}
  - {id: shat, card: Shatter, owner: alice}
"""


def test_610_3d_aligned_hedron_network_exiles_every_big_creature_and_they_return_together():
    """610.3, 610.3d: "When this artifact enters, exile all creatures with power 5 or greater
    until this artifact leaves the battlefield." -- both 6/4 Wurms (each player's) are exiled,
    the 2/2 isn't; when the Network leaves, both return at once, each under its owner's control
    (610.3c)."""
    assert fully_compiled("Aligned Hedron Network")
    g = play(HEDRON, ["Aligned Hedron Network"], ["alice: cast ahn", "alice: pass", "bob: pass",
                                                  "alice: pass", "bob: pass"])
    assert g.obj("big").zone == "exile" and g.obj("big2").zone == "exile" and g.obj("bear").zone == "battlefield"
    run_script(g, ["alice: cast shat target=ahn", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("ahn").zone == "graveyard"
    assert g.obj("big").zone == "battlefield" and g.obj("big").controller == "bob"
    assert g.obj("big2").zone == "battlefield" and g.obj("big2").controller == "alice"


# ------------------------------------------------------------------ 603.7: flicker, returned at the next end step
SPIRIT = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: ae, card: Aetherling, controller: alice, damage: 1}
hand:
  - {id: blade, card: Doom Blade, owner: alice}
"""


def test_603_7a_aetherling_returns_at_the_next_end_step_as_a_new_object():
    """603.7a, 400.7, 110.2a: "{U}: Exile this creature. Return it to the battlefield under its
    owner's control at the beginning of the next end step." -- Aetherling is in exile until the
    delayed triggered ability resolves in the end step; it comes back as a new object (its damage
    gone)."""
    assert fully_compiled("Aetherling")
    g = play(SPIRIT, ["Aetherling", "Doom Blade"], ["alice: activate ae 1", "alice: pass", "bob: pass"])
    assert g.obj("ae").zone == "exile"
    run_script(g, ["T1 end alice: pass", "bob: pass", "T1 cleanup alice: wait"], "<test>")
    assert g.obj("ae").zone == "battlefield" and g.obj("ae").controller == "alice" and g.obj("ae").damage == 0
    assert "603.7a" in rules(g)


def test_400_7_aetherling_destroyed_in_response_stays_in_the_graveyard():
    """400.7: Aetherling is destroyed in response to its ability: the card in the graveyard is a
    new object the ability doesn't know, so it isn't exiled, and the delayed ability (603.7c: it
    names the exiled card) returns nothing -- the card stays in the graveyard."""
    g = play(SPIRIT, ["Aetherling", "Doom Blade"], ["alice: activate ae 1", "alice: cast blade target=ae",
                                                    "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("ae").zone == "graveyard"
    run_script(g, ["T1 end alice: pass", "bob: pass", "T1 cleanup alice: wait"], "<test>")
    assert g.obj("ae").zone == "graveyard"


# ------------------------------------------------------------------ 702.26: phasing out by an effect
PHASE = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
  - {id: vi, card: Vodalian Illusionist, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: ox, card: Grizzly Bears, controller: bob}
  - {id: rancor, card: Rancor, controller: alice, attached_to: bear}
hand:
  - {id: wrath, card: Wrath of God, owner: alice}
"""


def test_702_26b_a_phased_out_creature_survives_wrath_of_god_and_phases_in_at_its_untap_step():
    """702.26b, 702.26g: "{U}{U}, {T}: Target creature phases out." -- the phased-out Bears (and
    the Rancor attached to it, indirectly) are treated as though they don't exist, so "Destroy all
    creatures" doesn't destroy it; 702.26a, 502.1: they phase in during alice's next untap step."""
    assert fully_compiled("Vodalian Illusionist")
    g = play(PHASE, ["Vodalian Illusionist"], ["alice: activate vi 1 target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").phased_out and g.obj("rancor").phased_out
    assert "bear" not in g.battlefield()
    run_script(g, ["alice: cast wrath", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("ox").zone == "graveyard" and g.obj("vi").zone == "graveyard"
    assert g.obj("bear").zone == "battlefield" and g.obj("rancor").zone == "battlefield"
    run_script(g, ["T2 untap wait", "T3 upkeep wait"], "<test>")
    assert not g.obj("bear").phased_out and not g.obj("rancor").phased_out
    assert g.obj("rancor").attached_to == "bear"
    assert "502.1" in rules(g) and "702.26g" in rules(g)


# ------------------------------------------------------------------ targets from a single graveyard
HEARSE = HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
hand:
  - {id: sun, card: Arashin Sunshield, owner: alice}
graveyard:
  - {id: a1, card: Grizzly Bears, owner: alice}
  - {id: b1, card: Grizzly Bears, owner: bob}
  - {id: b2, card: Lightning Bolt, owner: bob}
"""


def test_115_1_arashin_sunshield_targets_cards_from_a_single_graveyard():
    """115.1, 601.2c: "When this creature enters, exile up to two target cards from a single
    graveyard." -- once a card in bob's graveyard is chosen, the second target must be in bob's
    graveyard too: alice's card isn't offered; two of bob's cards are exiled."""
    assert fully_compiled("Arashin Sunshield")
    g = play(HEARSE, ["Arashin Sunshield"], ["alice: cast sun", "alice: pass", "bob: pass", "alice: target b1"])
    opts = {a.args[0] for a in g.s.decision.options if a.kind == "target"}
    assert "b2" in opts and "a1" not in opts
    run_script(g, ["alice: target b2", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("b1").zone == "exile" and g.obj("b2").zone == "exile" and g.obj("a1").zone == "graveyard"


# ------------------------------------------------------------------ 401.4: cards from a hand on top of a library
def test_401_4_brainstorm_puts_two_cards_back_in_the_order_chosen():
    """401.4, 121.1: "Draw three cards, then put two cards from your hand on top of your library
    in any order." -- alice draws la1-la3 (la1 was on top), then chooses la3 and the Forest from
    her hand: la3 ends up on top, the Forest below it, then the library's last card (la4)."""
    assert fully_compiled("Brainstorm")
    g = play(head(alice=["Plains", "Plains", "Plains", "Mountain"]) + """
battlefield:
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: bs, card: Brainstorm, owner: alice}
  - {id: fo, card: Forest, owner: alice}
""", ["Brainstorm"], ["alice: cast bs", "alice: pass", "bob: pass", "alice: choose la3", "alice: choose fo"])
    assert g.s.library["alice"][:3] == ["la3", "fo", "la4"]
    assert sorted(g.zone_ids("hand", "alice")) == ["la1", "la2"]
    assert g.obj("bs").zone == "graveyard"


def test_701_20a_dwell_on_the_past_shuffles_target_cards_from_the_target_players_graveyard():
    """701.20a, 115.1: "Target player shuffles up to four target cards from their graveyard into
    their library." -- with bob the target player, only cards in bob's graveyard may be chosen
    (alice's isn't offered); the two chosen go into bob's library, which is shuffled."""
    assert fully_compiled("Dwell on the Past")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: dwell, card: Dwell on the Past, owner: alice}
graveyard:
  - {id: a1, card: Grizzly Bears, owner: alice}
  - {id: b1, card: Grizzly Bears, owner: bob}
  - {id: b2, card: Lightning Bolt, owner: bob}
  - {id: b3, card: Shock, owner: bob}
""", ["Dwell on the Past"], ["alice: cast dwell", "alice: target bob", "alice: target b1"])
    opts = {a.args[0] for a in g.s.decision.options if a.kind == "target"}
    assert opts == {"b2", "b3"}
    run_script(g, ["alice: target b2", "alice: no_target", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("b1").zone == "library" and g.obj("b2").zone == "library" and g.obj("b3").zone == "graveyard"
    assert g.obj("a1").zone == "graveyard" and len(g.s.library["bob"]) == 4
    assert "701.20a" in rules(g)


# ------------------------------------------------------------------ 702.62: a spell exiling itself with time counters
def test_702_62b_inspiring_refrain_exiles_itself_suspended():
    """702.62a-b, 608.2n: "Draw two cards. Exile Inspiring Refrain with three time counters on
    it." -- instead of going to the graveyard, the card is exiled with three time counters; having
    suspend, it is suspended, so at alice's next upkeep a time counter is removed from it."""
    assert fully_compiled("Inspiring Refrain")
    g = play(head(alice=5) + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: i5, card: Island, controller: alice}
  - {id: i6, card: Island, controller: alice}
hand:
  - {id: ir, card: Inspiring Refrain, owner: alice}
""", ["Inspiring Refrain"], ["alice: cast ir", "alice: pass", "bob: pass"])
    assert g.obj("ir").zone == "exile"
    assert [(c.kind, c.count) for c in g.obj("ir").counters] == [("time", 3)]
    assert "la1" in g.zone_ids("hand", "alice") and "la2" in g.zone_ids("hand", "alice")
    run_script(g, ["T3 upkeep alice: pass", "bob: pass", "T3 draw wait"], "<test>")
    assert [(c.kind, c.count) for c in g.obj("ir").counters] == [("time", 2)]


# ------------------------------------------------------------------ 608.2h: "put its counters on ..."
def test_608_2h_star_pupil_puts_the_counters_it_had_on_another_creature():
    """608.2h, 603.10a: "When this creature dies, put its counters on target creature you
    control." -- the Pupil had two +1/+1 counters as it last existed on the battlefield (in the
    graveyard it has none, 400.7): two +1/+1 counters are put on the Bears."""
    assert fully_compiled("Star Pupil")
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: sp, card: Star Pupil, controller: alice, counters: {+1/+1: 2}}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Star Pupil"], ["alice: cast bolt target=sp", "alice: pass", "bob: pass", "alice: target bear",
                      "alice: pass", "bob: pass"])
    assert g.obj("sp").zone == "graveyard"
    assert [(c.kind, c.count) for c in g.obj("bear").counters] == [("+1/+1", 2)]
    assert g.ch("bear").power == 4
