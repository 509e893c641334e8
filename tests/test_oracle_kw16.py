"""Keyword abilities of CR 702 (and keyword actions of 701) compiled from Oracle text and executed
by the game loop: outlast (702.107), graft (702.58), ... Each test plays real cards compiled from
the Oracle data; the expected answer comes from the CR rule (or ruling) cited in its docstring."""
from __future__ import annotations

import pytest

from pyengine.errors import ScenarioError
from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, play, rules  # noqa: F401

HEAD = head(alice=4, bob=3)


def lands(card: str, n: int, who: str = "alice", tag: str = "") -> str:
    tag = tag or card[:2].lower()
    return "".join(f"  - {{id: {tag}{i}, card: {card}, controller: {who}}}\n" for i in range(n))


# ------------------------------------------------------------------ 702.107 outlast
def test_702_107a_outlast_taps_for_a_counter_at_sorcery_speed():
    """702.107a: Ainok Bond-Kin's "Outlast {1}{W}" is "{1}{W}, {T}: Put a +1/+1 counter on this
    creature. Activate only as a sorcery": activated in alice's main phase it taps the 2/1 and
    makes it a 3/2 (its other ability then gives it first strike)."""
    assert fully_compiled("Ainok Bond-Kin")
    g = game(HEAD + "battlefield:\n" + lands("Plains", 2) + """
  - {id: ainok, card: Ainok Bond-Kin, controller: alice}
""", ["Ainok Bond-Kin"])
    idx = [i for i, sp in g.abilities_of("ainok", "activated")][0]
    run_script(g, [f"alice: activate ainok {idx}", "alice: pass", "bob: pass"], "<test>")
    assert counters(g, "ainok") == 1 and g.ch("ainok").power == 3 and g.obj("ainok").tapped
    assert ("kw", ("first_strike",)) in g.ch("ainok").ability_terms


def test_702_107a_outlast_only_as_a_sorcery():
    """702.107a, 307.1: "Activate only as a sorcery": in bob's turn alice can't activate outlast."""
    g = game(head(active="bob", alice=4, bob=3) + "battlefield:\n" + lands("Plains", 2) + """
  - {id: ainok, card: Ainok Bond-Kin, controller: alice}
""", ["Ainok Bond-Kin"])
    idx = [i for i, sp in g.abilities_of("ainok", "activated")][0]
    with pytest.raises(ScenarioError, match="not a legal choice"):
        run_script(g, ["bob: pass", f"alice: activate ainok {idx}"], "<test>")
    assert counters(g, "ainok") == 0


# ------------------------------------------------------------------ 702.58 graft
GRAFT = HEAD + "battlefield:\n" + lands("Forest", 2) + """
  - {id: init, card: Simic Initiate, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
"""


def test_702_58a_graft_enters_with_counters():
    """702.58a: Simic Initiate (0/0, graft 1) enters with one +1/+1 counter: a 1/1."""
    assert fully_compiled("Simic Initiate")
    g = game(head(alice=4, bob=3) + "battlefield:\n" + lands("Forest", 1) + """
hand:
  - {id: init, card: Simic Initiate, owner: alice}
""", ["Simic Initiate"], ["alice: cast init", "alice: pass", "bob: pass"])
    assert g.obj("init").zone == "battlefield" and counters(g, "init") == 1 and g.ch("init").power == 1


def test_702_58a_graft_moves_a_counter_onto_the_entering_creature():
    """702.58a, 122.5: when Grizzly Bears enters, alice may move Simic Initiate's +1/+1 counter onto
    it: the Bears become 3/3, the Initiate a 0/0 that dies (704.5f)."""
    g = game(GRAFT.replace("controller: alice}\nhand", "controller: alice, counters: {\"+1/+1\": 1}}\nhand"),
             ["Simic Initiate"], ["alice: cast bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                  "alice: yes"])
    assert counters(g, "bear") == 1 and g.ch("bear").power == 3
    assert g.obj("init").zone == "graveyard"
    assert "122.5" in rules(g)


def test_702_58a_graft_intervening_if_needs_a_counter():
    """702.58a, 603.4: "if this permanent has a +1/+1 counter on it" -- with none, the graft ability
    doesn't trigger when Grizzly Bears enter (the Bears stay 2/2)."""
    g = game(GRAFT.replace("  - {id: init", "  - {id: sq, card: Glorious Anthem, controller: alice}\n  - {id: init"),
             ["Simic Initiate"], ["alice: cast bear", "alice: pass", "bob: pass"])
    assert not g.s.stack and counters(g, "bear") == 0 and g.ch("bear").power == 3


# ------------------------------------------------------------------ 702.103 bestow
BESTOW = HEAD + "battlefield:\n" + lands("Forest", 5) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: satyr, card: Boon Satyr, owner: alice}
"""


def test_702_103b_bestowed_aura_enchants_and_is_not_a_creature():
    """702.103a-b: Boon Satyr cast bestowed for {3}{G}{G} is an Aura spell with enchant creature,
    targeting Grizzly Bears; it resolves attached to them: an Aura enchantment, not a creature
    (205.1a: no creature types), and the Bears get +4/+2 (6/4)."""
    assert fully_compiled("Boon Satyr")
    g = game(BESTOW, ["Boon Satyr"], ["alice: cast satyr bestow target=bear"])
    ch = g.ch("satyr")
    assert "creature" not in ch.types and "Aura" in ch.subtypes and "Satyr" not in ch.subtypes
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.obj("satyr").zone == "battlefield" and g.obj("satyr").attached_to == "bear"
    ch = g.ch("satyr")
    assert "creature" not in ch.types and "enchantment" in ch.types and "Aura" in ch.subtypes
    assert (g.ch("bear").power, g.ch("bear").toughness) == (6, 4)
    assert "702.103b" in rules(g)


def test_702_103f_bestowed_aura_becomes_a_creature_when_unattached():
    """702.103f: when the enchanted Grizzly Bears leave the battlefield (Unsummon), the bestowed
    Boon Satyr becomes unattached and ceases to be bestowed -- it stays on the battlefield as a 4/2
    Satyr creature instead of going to the graveyard (an exception to 704.5m)."""
    g = game(BESTOW.replace("hand:\n", "  - {id: i1, card: Island, controller: bob}\nhand:\n")
             + "  - {id: uns, card: Unsummon, owner: bob}\n", ["Boon Satyr", "Unsummon"],
             ["alice: cast satyr bestow target=bear", "alice: pass", "bob: pass",
              "alice: pass", "bob: cast uns target=bear", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "hand"
    assert g.obj("satyr").zone == "battlefield" and g.obj("satyr").attached_to is None
    ch = g.ch("satyr")
    assert "creature" in ch.types and "Satyr" in ch.subtypes and "Aura" not in ch.subtypes
    assert (ch.power, ch.toughness) == (4, 2)
    assert "702.103f" in rules(g)


def test_702_103e_bestowed_spell_with_illegal_target_resolves_as_a_creature():
    """702.103e, 608.3b: the Bears die in response (Lightning Bolt); as the bestowed Boon Satyr
    begins resolving its target is illegal, so it ceases to be bestowed and resolves as a creature
    spell: a 4/2 creature on the battlefield, not countered (608.2b doesn't apply)."""
    g = game(BESTOW.replace("hand:\n", "  - {id: m1, card: Mountain, controller: bob}\nhand:\n")
             + "  - {id: bolt, card: Lightning Bolt, owner: bob}\n", ["Boon Satyr"],
             ["alice: cast satyr bestow target=bear", "alice: pass", "bob: cast bolt target=bear",
              "bob: pass", "alice: pass", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("satyr").zone == "battlefield" and g.obj("satyr").attached_to is None
    assert "creature" in g.ch("satyr").types and g.ch("satyr").power == 4
    assert "702.103e" in rules(g)


def test_702_103a_cast_normally_it_is_a_creature():
    """702.103a: cast for its mana cost {1}{G}{G}, Boon Satyr is an ordinary 4/2 enchantment
    creature."""
    g = game(BESTOW, ["Boon Satyr"], ["alice: cast satyr", "alice: pass", "bob: pass"])
    ch = g.ch("satyr")
    assert g.obj("satyr").attached_to is None and "creature" in ch.types and ch.power == 4
    assert (g.ch("bear").power, g.ch("bear").toughness) == (2, 2)


# ------------------------------------------------------------------ 702.59 recover
RECOVER = HEAD + "battlefield:\n" + lands("Swamp", 3) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
graveyard:
  - {id: harvest, card: Grim Harvest, owner: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""


def test_702_59a_recover_paid_returns_the_card_to_hand():
    """702.59a: Grim Harvest (recover {2}{B}) is in alice's graveyard; when her Grizzly Bears die,
    she pays {2}{B} and returns Grim Harvest from her graveyard to her hand."""
    assert fully_compiled("Grim Harvest")
    g = game(RECOVER, ["Grim Harvest"], ["alice: pass", "bob: cast bolt target=bear", "bob: pass", "alice: pass",
                                        "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("bear").zone == "graveyard" and g.obj("harvest").zone == "hand"


def test_702_59a_recover_not_paid_exiles_the_card():
    """702.59a: "Otherwise, exile this card": declining to pay, Grim Harvest is exiled."""
    g = game(RECOVER, ["Grim Harvest"], ["alice: pass", "bob: cast bolt target=bear", "bob: pass", "alice: pass",
                                        "alice: pass", "bob: pass", "alice: no"])
    assert g.obj("harvest").zone == "exile"


def test_702_59a_recover_only_for_your_creatures():
    """702.59a: "put into your graveyard": bob's creature dying doesn't trigger alice's recover."""
    g = game(RECOVER.replace("{id: bear, card: Grizzly Bears, controller: alice}",
                             "{id: bear, card: Grizzly Bears, controller: bob}"),
             ["Grim Harvest"], ["alice: pass", "bob: cast bolt target=bear", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "graveyard" and not g.s.stack and g.obj("harvest").zone == "graveyard"


# ------------------------------------------------------------------ 702.57 forecast
def _forecast(step: str):
    return game(head(step, alice=4, bob=3) + "battlefield:\n" + lands("Plains", 1) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: stance, card: Steeling Stance, owner: alice}
""", ["Steeling Stance"])


def test_702_57b_forecast_during_your_upkeep_revealing_the_card():
    """702.57a-b: Steeling Stance's forecast ability is activated from alice's hand during her
    upkeep, revealing the card (it stays in her hand): Grizzly Bears get +1/+1 (3/3)."""
    assert fully_compiled("Steeling Stance")
    g = _forecast("upkeep")
    idx = [i for i, sp in g.abilities_of("stance", "activated")][0]
    run_script(g, [f"alice: activate stance {idx}", "alice: target bear", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("stance").zone == "hand" and g.ch("bear").power == 3
    assert "702.57b" in rules(g)


def test_702_57b_forecast_not_outside_your_upkeep():
    """702.57b: "only during the upkeep step of the card's owner": not in her main phase."""
    g = _forecast("precombat_main")
    idx = [i for i, sp in g.abilities_of("stance", "activated")][0]
    with pytest.raises(ScenarioError, match="not a legal choice"):
        run_script(g, [f"alice: activate stance {idx}"], "<test>")


def test_702_57b_forecast_only_once_each_turn():
    """702.57b: "only once each turn": a second activation in the same upkeep isn't allowed."""
    g = game(head("upkeep", alice=4, bob=3) + "battlefield:\n" + lands("Plains", 2) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: stance, card: Steeling Stance, owner: alice}
""", ["Steeling Stance"])
    idx = [i for i, sp in g.abilities_of("stance", "activated")][0]
    run_script(g, [f"alice: activate stance {idx}", "alice: target bear", "alice: pass", "bob: pass"], "<test>")
    with pytest.raises(ScenarioError, match="not a legal choice"):
        run_script(g, [f"alice: activate stance {idx}"], "<test>")


# ------------------------------------------------------------------ 702.120 escalate
HOSTILITY = HEAD + "battlefield:\n" + lands("Mountain", 4) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: bh, card: Borrowed Hostility, owner: alice}
"""


def test_702_120a_escalate_both_modes_pay_once_more():
    """702.120a: Borrowed Hostility ({R}, escalate {3}) with both modes chosen costs {R} plus {3}
    for the one mode beyond the first: all four Mountains are tapped, and the Bears are 5/2 with
    first strike."""
    assert fully_compiled("Borrowed Hostility")
    g = play(HOSTILITY, ["Borrowed Hostility"], ["alice: cast bh", "alice: mode 1", "alice: mode 2",
                                                  "alice: target bear", "alice: target bear",
                                                  "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 5 and ("kw", ("first_strike",)) in g.ch("bear").ability_terms
    assert all(g.obj(f"mo{i}").tapped for i in range(4))
    assert "702.120a" in rules(g)


def test_702_120a_escalate_one_mode_no_extra_cost():
    """702.120a: with one mode chosen nothing is added: Borrowed Hostility costs {R} (one Mountain)."""
    g = play(HOSTILITY, ["Borrowed Hostility"], ["alice: cast bh", "alice: mode 1", "alice: done",
                                                  "alice: target bear", "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 5 and ("kw", ("first_strike",)) not in g.ch("bear").ability_terms
    assert sum(g.obj(f"mo{i}").tapped for i in range(4)) == 1


def test_702_120a_escalate_cost_adds_to_the_total():
    """601.2f, 702.120a: with three Mountains, both modes ({3}{R}) can't be paid: the payment asks
    for {3}{R}."""
    g = play(HOSTILITY.replace("  - {id: mo3, card: Mountain, controller: alice}\n", ""), ["Borrowed Hostility"],
             ["alice: cast bh", "alice: mode 1", "alice: mode 2", "alice: target bear", "alice: target bear"])
    assert g.decision.kind == "pay" and "{3}{R}" in g.decision.prompt


# ------------------------------------------------------------------ 702.94 miracle
def _miracle(extra_hand: str = ""):
    return game("turn: 3\n" + head("upkeep", alice=["Thunderous Wrath", "Plains"], bob=3) + "battlefield:\n"
                + lands("Mountain", 1) + ("hand:\n" + extra_hand if extra_hand else ""), ["Thunderous Wrath"])


def test_702_94a_miracle_revealed_and_cast_for_its_miracle_cost():
    """702.94a: alice draws Thunderous Wrath as the first card of her turn (her draw step), reveals
    it, and as the miracle trigger resolves casts it for {R} rather than {4}{R}{R} (in her draw
    step: timing is ignored, 608.2g) -- 5 damage to bob."""
    assert fully_compiled("Thunderous Wrath")
    g = _miracle()
    run_script(g, ["alice: pass", "bob: pass", "alice: yes", "alice: pass", "bob: pass", "alice: yes",
                   "alice: target bob", "alice: pass", "bob: pass"], "<test>")
    assert g.s.players["bob"].life == 15 and g.obj("la1").zone == "graveyard"
    assert g.obj("mo0").tapped and "702.94a" in rules(g)


def test_702_94a_miracle_not_revealed_stays_in_hand():
    """702.94a: "You may reveal": not revealing it, nothing triggers; Thunderous Wrath stays in
    alice's hand (bob still at 20)."""
    g = _miracle()
    run_script(g, ["alice: pass", "bob: pass", "alice: no"], "<test>")
    assert g.obj("la1").zone == "hand" and not g.s.stack and g.s.players["bob"].life == 20


def test_702_94a_miracle_only_the_first_card_drawn_this_turn():
    """702.94a: "if it's the first card you've drawn this turn": Divination draws a Plains, then
    Thunderous Wrath -- the second card drawn this turn (121.2: one at a time) can't be revealed."""
    g = game("turn: 3\n" + head("precombat_main", alice=["Plains", "Thunderous Wrath", "Plains"], bob=3)
             + "battlefield:\n" + lands("Island", 3) + "hand:\n  - {id: div, card: Divination, owner: alice}\n",
             ["Thunderous Wrath"], ["alice: cast div", "alice: pass", "bob: pass"])
    assert g.obj("la2").zone == "hand" and g.decision.kind != "may"
    assert "702.94a" not in rules(g)


# ------------------------------------------------------------------ 702.47 splice
SPLICE = HEAD + "battlefield:\n" + lands("Forest", 1) + lands("Mountain", 2) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: km, card: Kodama's Might, owner: alice}
  - {id: gr, card: Glacial Ray, owner: alice}
"""


def test_702_47a_splice_onto_arcane_adds_the_text_and_the_cost():
    """702.47a-d: casting Kodama's Might (Arcane, {G}) alice splices Glacial Ray onto it, paying
    {1}{R} more (all three lands): the spell gains "deals 2 damage to any target", its target
    chosen normally -- the Bears get +2/+2 and bob takes 2. Glacial Ray stays in her hand."""
    assert fully_compiled("Glacial Ray") and fully_compiled("Kodama's Might")
    g = play(SPLICE, ["Kodama's Might", "Glacial Ray"],
             ["alice: cast km", "alice: splice gr", "alice: target bear", "alice: target bob",
              "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 4 and g.s.players["bob"].life == 18
    assert g.obj("gr").zone == "hand" and g.obj("km").zone == "graveyard"
    assert all(g.obj(x).tapped for x in ("fo0", "mo0", "mo1"))
    assert "702.47a" in rules(g)


def test_702_47a_splice_declined():
    """702.47a: "you may reveal": not splicing, Kodama's Might alone resolves for {G}."""
    g = play(SPLICE, ["Kodama's Might", "Glacial Ray"],
             ["alice: cast km", "alice: no_splice gr", "alice: target bear", "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 4 and g.s.players["bob"].life == 20
    assert not g.obj("mo0").tapped or not g.obj("mo1").tapped


def test_702_47a_splice_only_onto_the_quality():
    """702.47a: "onto Arcane": Lightning Bolt isn't an Arcane spell, so Glacial Ray can't be
    spliced onto it (no splice question; bob takes only the Bolt's 3)."""
    g = play(SPLICE.replace("card: Kodama's Might", "card: Lightning Bolt"), ["Glacial Ray"],
             ["alice: cast km target=bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17 and "702.47a" not in rules(g)


def test_702_47e_the_splice_changes_end_with_the_spell():
    """702.47e: the spliced text is gone once the spell leaves the stack: Kodama's Might in the
    graveyard has only its own text (its card's spell ability is unchanged)."""
    g = play(SPLICE, ["Kodama's Might", "Glacial Ray"],
             ["alice: cast km", "alice: splice gr", "alice: target bear", "alice: target bob",
              "alice: pass", "bob: pass"])
    assert g.obj("km").card.spell.get("effect") and len(g.obj("km").card.spell["effect"]) == 1


# ------------------------------------------------------------------ 702.132 assist
ASSIST = HEAD + "battlefield:\n" + lands("Plains", 2) + lands("Plains", 2, "bob", "bp") + """
  - {id: wurm, card: Craw Wurm, controller: bob}
hand:
  - {id: bd, card: Bring Down, owner: alice}
"""


def test_702_132a_assist_another_player_pays_generic_mana():
    """702.132a: Bring Down ({3}{W}, assist): alice chooses bob, who activates his two Plains and
    pays {2} of the generic mana; alice pays the rest ({1}{W}, her two Plains) -- Craw Wurm is
    destroyed."""
    assert fully_compiled("Bring Down")
    g = play(ASSIST, ["Bring Down"], ["alice: cast bd target=wurm", "alice: assist bob", "bob: mana bp0",
                                      "bob: mana bp1", "bob: assist_pay 2", "alice: autopay",
                                      "alice: pass", "bob: pass"])
    assert g.obj("wurm").zone == "graveyard"
    assert all(g.obj(x).tapped for x in ("pl0", "pl1", "bp0", "bp1"))
    assert "702.132a" in rules(g)


def test_702_132a_assist_only_generic_mana():
    """702.132a: "any amount of the generic mana": of {3}{W}, bob may pay at most {3} -- with four
    mana in his pool he is offered 0 to 3."""
    g = play(ASSIST.replace(lands("Plains", 2, "bob", "bp"), lands("Plains", 4, "bob", "bp")), ["Bring Down"],
             ["alice: cast bd target=wurm", "alice: assist bob", "bob: mana bp0", "bob: mana bp1",
              "bob: mana bp2", "bob: mana bp3"])
    pays = sorted(int(o.args[0]) for o in g.decision.options if o.kind == "assist_pay")
    assert g.decision.player == "bob" and pays == [0, 1, 2, 3]


def test_702_132a_no_assist_caster_pays_everything():
    """702.132a: "you may choose another player": choosing no one, alice must pay all of {3}{W}
    -- with two Plains she can't, the payment asks for {3}{W}."""
    g = play(ASSIST, ["Bring Down"], ["alice: cast bd target=wurm", "alice: no_assist"])
    assert g.decision.kind == "pay" and "{3}{W}" in g.decision.prompt


# ------------------------------------------------------------------ 702.60 ripple
def _ripple(library: list[str]):
    return game(head(alice=library, bob=3) + "battlefield:\n" + lands("Mountain", 2)
                + "hand:\n  - {id: sf, card: Surging Flame, owner: alice}\n", ["Surging Flame"])


def test_702_60a_ripple_casts_revealed_cards_with_the_same_name():
    """702.60a: Surging Flame (2 damage to any target, ripple 4) cast, its ripple trigger reveals
    the top four cards: the two Surging Flames among them are cast without paying their mana
    costs, the two Plains go on the bottom in the order alice chooses (la2 first, then la4).
    Three Surging Flames deal 6 to bob (their own ripple triggers: declined)."""
    assert fully_compiled("Surging Flame")
    g = _ripple(["Surging Flame", "Plains", "Surging Flame", "Plains", "Island"])
    run_script(g, ["alice: cast sf target=bob", "alice: pass", "bob: pass", "alice: yes", "alice: yes",
                   "alice: target bob", "alice: yes", "alice: target bob", "alice: first la2",
                   "T1 end: wait"], "<test>")
    assert g.s.players["bob"].life == 14
    assert g.s.library["alice"] == ["la5", "la2", "la4"]
    assert all(g.obj(x).zone == "graveyard" for x in ("sf", "la1", "la3"))


def test_702_60a_ripple_not_revealed():
    """702.60a: "you may reveal": not revealing, nothing is cast and the library is unchanged."""
    g = _ripple(["Surging Flame", "Plains"])
    run_script(g, ["alice: cast sf target=bob", "alice: pass", "bob: pass", "alice: no", "T1 end: wait"], "<test>")
    assert g.s.players["bob"].life == 18 and g.s.library["alice"] == ["la1", "la2"]


def test_702_60a_ripple_fewer_cards_than_n():
    """702.60a: "if there are fewer than N cards in your library, you may reveal all the cards":
    with one card (a Plains, not the same name) it is revealed and put back on the bottom."""
    g = _ripple(["Plains"])
    run_script(g, ["alice: cast sf target=bob", "alice: pass", "bob: pass", "alice: yes", "T1 end: wait"], "<test>")
    assert g.s.players["bob"].life == 18 and g.s.library["alice"] == ["la1"]
    assert any("reveals Plains" in e.text for e in g.log)
