"""Conditional and optional instructions compiled from Oracle text (CR 608.2c-d, 603.4, 603.12):
"If [condition], [instruction]." with the one condition language of static abilities and
intervening "if" clauses, "You may X. When you do, Y." (a reflexive triggered ability), "You
may pay N. When you do, ...", "You may X. If you don't, Y.". Each test names real cards compiled
from the Oracle data and checks the game against the Comprehensive Rules (cited)."""
from __future__ import annotations

from pyengine.cards.oracle import compile_ability
from oracle_helpers import head, play, rules  # noqa: F401


def hand(g, who: str) -> int:
    return len(g.zone_ids("hand", who))


# ------------------------------------------------------------------ 608.2c: "If [condition], ..."
_TRAP = """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
%s
hand:
  - {id: trap, card: Chilling Trap, owner: alice}
"""


def test_608_2c_chilling_trap_draws_with_a_wizard():
    """608.2c: "Target creature gets -4/-0 until end of turn. If you control a Wizard, draw a
    card." -- the condition is checked as the instruction is reached: alice controls a Wizard
    (Prodigal Sorcerer), so she draws a card."""
    g = play(head() + _TRAP % "  - {id: wiz, card: Prodigal Sorcerer, controller: alice}",
             ["Chilling Trap", "Prodigal Sorcerer"],
             ["alice: cast trap", "alice: target bear", "alice: pass", "bob: pass"])
    assert g.obj("trap").zone == "graveyard"
    assert g.ch("bear").power == -2
    assert hand(g, "alice") == 1


def test_608_2c_chilling_trap_without_a_wizard_draws_nothing():
    """608.2c: without a Wizard the conditional instruction is skipped; the rest of the spell
    still happens (the Bears gets -4/-0)."""
    g = play(head() + _TRAP % "", ["Chilling Trap"],
             ["alice: cast trap", "alice: target bear", "alice: pass", "bob: pass"])
    assert g.ch("bear").power == -2
    assert hand(g, "alice") == 0


def test_608_2c_one_condition_language():
    """608.2c, 603.4, 611.3a: the conditions of "If ..., [instruction]" are those of static
    abilities ("it's your turn", "you control N or more ...") and of intervening "if" clauses
    ("you gained life this turn"); a trigger's first "if" sentence is its intervening "if" (603.4),
    and "it" there is the source only in a trigger on the source's own event."""
    got = compile_ability("Fated Conflagration deals 5 damage to target creature or planeswalker. If it's your "
                          "turn, scry 2.", "Fated Conflagration", spell=True)
    assert got[0]["spell"]["effect"][1] == {"if": {"your_turn": True}, "then": [{"scry": 2}]}
    got = compile_ability("When ~ enters, if you control two or more artifacts, draw a card.", "X")
    assert got[0]["triggered"]["if"] == {"controls": "artifact", "at_least": 2}
    assert got[0]["triggered"]["effect"] == [{"draw": 1}]
    # 603.10a: after it died, "it had a counter" is read as it last existed
    got = compile_ability("When ~ dies, if it had a +1/+1 counter on it, draw a card.", "X")
    assert got[0]["triggered"]["if"] == {"not": {"had_no_counters": "+1/+1"}}
    # 603.10a: "it" of another creature's leaves-the-battlefield event is that creature as it last
    # existed (the event's last known information, as for the source's own death)
    got = compile_ability("Whenever a creature dies, if it had a +1/+1 counter on it, draw a card.", "X")
    assert got[0]["triggered"]["if"] == {"not": {"had_no_counters": "+1/+1"}}
    # "it" of another creature's other event isn't the source: not compiled
    assert compile_ability("Whenever a creature enters, if it has a +1/+1 counter on it, draw a card.", "X") is None
    assert compile_ability("Destroy target creature. If it's tapped, draw a card.", "X", spell=True) is None


# ------------------------------------------------------------------ 603.12: "When you do, ..."
_EDIFICE = """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: bird, card: Birds of Paradise, controller: bob}
hand:
  - {id: edifice, card: Ambulatory Edifice, owner: alice}
"""


def test_603_12_ambulatory_edifice_paying_life_triggers_the_reflexive_ability():
    """603.12: "When this creature enters, you may pay 2 life. When you do, target creature gets
    -1/-1 until end of turn." -- paying creates a reflexive triggered ability, whose target is
    chosen as it is put on the stack: Birds of Paradise gets -1/-1 and dies (704.5f)."""
    g = play(head() + _EDIFICE, ["Ambulatory Edifice"],
             ["alice: cast edifice", "alice: pass", "bob: pass",      # the creature spell resolves
              "alice: pass", "bob: pass",                              # the enters trigger resolves
              "alice: yes",                                            # pay 2 life
              "alice: target bird", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 18
    assert g.obj("bird").zone == "graveyard"
    assert "603.12" in rules(g)


def test_603_12_ambulatory_edifice_declining_creates_no_reflexive_ability():
    """603.12: the reflexive ability triggers only if the optional action was taken: declining
    to pay, nothing happens to the Birds."""
    g = play(head() + _EDIFICE, ["Ambulatory Edifice"],
             ["alice: cast edifice", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: no"])
    assert g.s.players["alice"].life == 20
    assert g.obj("bird").zone == "battlefield"
    assert "603.12" not in rules(g)


def test_603_12_undercity_eliminator_sacrifice_then_exile():
    """603.12, 701.17a: "When this creature enters, you may sacrifice an artifact or creature.
    When you do, exile target creature an opponent controls." -- alice sacrifices her Ornithopter;
    the reflexive ability exiles bob's Bears."""
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Swamp, controller: alice}
  - {id: s6, card: Swamp, controller: alice}
  - {id: s7, card: Swamp, controller: alice}
  - {id: thopter, card: Ornithopter, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: elim, card: Undercity Eliminator, owner: alice}
""", ["Undercity Eliminator"],
        ["alice: cast elim", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: yes",
         "alice: sacrifice thopter", "alice: target bear", "alice: pass", "bob: pass"])
    assert g.obj("thopter").zone == "graveyard"
    assert g.obj("bear").zone == "exile"


# ------------------------------------------------------------------ 608.2d: "If you don't, ..."
_VAMPIRE = """
battlefield:
  - {id: vamp, card: Ravenous Vampire, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
"""


def vamp_counters(g) -> int:
    return sum(c.count for c in g.obj("vamp").counters if c.kind == "+1/+1")


def test_608_2d_ravenous_vampire_sacrifices_and_grows():
    """608.2d: "you may sacrifice a nonartifact creature. If you do, put a +1/+1 counter on this
    creature. If you don't, tap this creature." -- alice sacrifices her Bears: a counter, and the
    Vampire stays untapped."""
    g = play(head("untap") + _VAMPIRE, ["Ravenous Vampire"],
             ["alice: pass", "bob: pass", "alice: yes", "alice: sacrifice bear"])
    assert g.obj("bear").zone == "graveyard"
    assert vamp_counters(g) == 1
    assert not g.obj("vamp").tapped


def test_608_2d_ravenous_vampire_declines_and_taps():
    """608.2d: declining, the "If you don't" instruction is followed: the Vampire is tapped and gets
    no counter."""
    g = play(head("untap") + _VAMPIRE, ["Ravenous Vampire"], ["alice: pass", "bob: pass", "alice: no"])
    assert g.obj("bear").zone == "battlefield"
    assert vamp_counters(g) == 0
    assert g.obj("vamp").tapped


# ------------------------------------------------------------------ 608.2c: "Otherwise, ..."
_VITALITY = """
battlefield:
  - {id: m1, card: Mountain, controller: %s}
  - {id: m2, card: Mountain, controller: %s}
  - {id: bear, card: Grizzly Bears, controller: %s}
hand:
  - {id: vit, card: Stolen Vitality, owner: %s}
"""


def test_608_2c_stolen_vitality_on_your_turn_gives_trample():
    """608.2c: "If it's your turn, that creature gains trample until end of turn. Otherwise, it
    gains first strike until end of turn." -- cast on alice's own turn: trample."""
    g = play(head() + _VITALITY % ("alice", "alice", "alice", "alice"), ["Stolen Vitality"],
             ["alice: cast vit", "alice: target bear", "alice: pass", "bob: pass"])
    ch = g.ch("bear")
    assert (ch.power, ch.toughness) == (5, 3)
    assert "trample" in str(ch.ability_terms) and "first_strike" not in str(ch.ability_terms)


def test_608_2c_stolen_vitality_on_an_opponents_turn_gives_first_strike():
    """608.2c: cast on alice's turn by bob (an instant), the condition "it's your turn" is false for
    its controller (102.1): the "Otherwise" instruction -- first strike."""
    g = play(head() + _VITALITY % ("bob", "bob", "bob", "bob"), ["Stolen Vitality"],
             ["alice: pass", "bob: cast vit", "bob: target bear", "bob: pass", "alice: pass"])
    ch = g.ch("bear")
    assert (ch.power, ch.toughness) == (5, 3)
    assert "first_strike" in str(ch.ability_terms) and "trample" not in str(ch.ability_terms)


# ------------------------------------------------------------------ 611.3a: what happened this turn
_EYEKITE = """
battlefield:
  - {id: kite, card: Eyekite, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: div, card: Divination, owner: alice}
"""


def test_611_3a_eyekite_gets_its_bonus_once_two_cards_were_drawn_this_turn():
    """611.3a, 121.1: "This creature gets +2/+0 as long as you've drawn two or more cards this
    turn." -- the condition is checked continuously: before alice draws, Eyekite has its printed
    power; after Divination draws two cards this turn it gets +2/+0."""
    g = play(head() + _EYEKITE, ["Eyekite", "Divination"], [])
    printed = g.ch("kite").power
    g = play(head() + _EYEKITE, ["Eyekite", "Divination"],
             ["alice: cast div", "alice: autopay", "alice: pass", "bob: pass"])
    assert len(g.zone_ids("hand", "alice")) == 2
    assert g.ch("kite").power == printed + 2


def test_611_3a_the_turn_history_conditions_compile_for_static_abilities():
    """611.3a, 602.5b: the conditions about the turn ("you've drawn two or more cards this turn",
    "an opponent lost life this turn", "you attacked this turn", "you haven't cast a spell this
    turn") are one condition language for static abilities, activation restrictions and
    intervening "if" clauses."""
    got = compile_ability("~ gets +1/+1 as long as an opponent lost life this turn.", "X")
    assert got[0]["static"]["condition"] == {"life_lost_this_turn": "opponent"}
    got = compile_ability("~ has hexproof as long as you haven't cast a spell this turn.", "X")
    assert got[0]["static"]["condition"] == {"casts_this_turn": False}
    got = compile_ability("{1}{B}: Return ~ from your graveyard to the battlefield. Activate only if you "
                          "attacked this turn.", "X")
    assert got[0]["activated"]["activate_if"] == {"attacked_this_turn": True}


_CHAMPION = """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
graveyard:
  - {id: champ, card: Bloodsoaked Champion, owner: alice}
"""


def test_602_5b_bloodsoaked_champion_returns_only_after_you_attacked():
    """602.5b, 508.1: "Raid — {1}{B}: Return this card from your graveyard to the battlefield.
    Activate only if you attacked this turn." -- in the first main phase alice hasn't attacked:
    the ability can't be activated; after her Bears attacked, it can, and the Champion returns."""
    g = play(head() + _CHAMPION, ["Bloodsoaked Champion"], [])
    assert not any(a.kind == "activate" and a.args[0] == "champ" for a in g.legal_actions())
    g = play(head() + _CHAMPION, ["Bloodsoaked Champion"],
             ["T1 declare_attackers alice: attack bear", "alice: done", "T1 postcombat_main alice: wait"])
    assert g.s.step == "postcombat_main" and g.s.players["bob"].life == 18
    assert any(a.kind == "activate" and a.args[0] == "champ" for a in g.legal_actions())
    g = play(head() + _CHAMPION, ["Bloodsoaked Champion"],
             ["T1 declare_attackers alice: attack bear", "alice: done", "T1 postcombat_main alice: activate champ 2",
              "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("champ").zone == "battlefield"


_RUNES = """
battlefield:
  - {id: gob, card: Goblin Piker, controller: alice}
  - {id: runes, card: Runes of the Deus, controller: alice, attached_to: gob}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: runes2, card: Runes of the Deus, controller: alice, attached_to: bear}
"""


def test_611_3a_runes_of_the_deus_reads_the_enchanted_creatures_color():
    """611.3a, 105.1: "As long as enchanted creature is red, it gets +1/+1 and has double strike.
    As long as enchanted creature is green, it gets +1/+1 and has trample." -- on the red Goblin
    Piker (2/1) only the red ability applies: 3/2 with double strike and no trample; on the green
    Grizzly Bears (2/2) only the green one: 3/3 with trample."""
    g = play(head() + _RUNES, ["Runes of the Deus"], [])
    kws = lambda oid: {a[1][0] for a in g.ch(oid).ability_terms if a[0] == "kw"}   # noqa: E731
    assert (g.ch("gob").power, g.ch("gob").toughness) == (3, 2)
    assert "double_strike" in kws("gob") and "trample" not in kws("gob")
    assert (g.ch("bear").power, g.ch("bear").toughness) == (3, 3)
    assert "trample" in kws("bear") and "double_strike" not in kws("bear")


# ------------------------------------------------------------------ revolt, coven
_STOCKPILE = """
battlefield:
  - {id: pile, card: Hidden Stockpile, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: foe, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def _tokens(g, who: str) -> int:
    return sum(1 for o in g.s.objects.values() if o.token and o.zone == "battlefield" and o.controller == who)


def test_603_4_revolt_hidden_stockpile_after_your_permanent_left():
    """603.4, 603.10a: "Revolt — At the beginning of your end step, if a permanent left the
    battlefield under your control this turn, create a 1/1 colorless Servo artifact creature
    token." -- alice's own Bears dies to her Lightning Bolt: it left the battlefield under her
    control, so the ability triggers and creates a Servo."""
    g = play(head() + _STOCKPILE, ["Hidden Stockpile"],
             ["alice: cast bolt", "alice: target bear", "alice: mana m1", "alice: pass", "bob: pass",
              "T1 end alice: pass", "bob: pass", "T1 cleanup alice: wait"])
    assert g.obj("bear").zone == "graveyard"
    assert _tokens(g, "alice") == 1


def test_603_4_revolt_ignores_an_opponents_permanent():
    """603.4: bob's Bears dying isn't a permanent leaving under alice's control: no trigger, no
    Servo."""
    g = play(head() + _STOCKPILE, ["Hidden Stockpile"],
             ["alice: cast bolt", "alice: target foe", "alice: mana m1", "alice: pass", "bob: pass",
              "T1 end alice: pass", "bob: pass", "T1 cleanup alice: wait"])
    assert g.obj("foe").zone == "graveyard"
    assert _tokens(g, "alice") == 0


def _coven(extra: str) -> str:
    return head() + """
battlefield:
  - {id: witch, card: Candlegrove Witch, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
""" + extra


def test_603_4_coven_counts_different_powers():
    """603.4, 208.1: "Coven — At the beginning of combat on your turn, if you control three or
    more creatures with different powers, this creature gains flying until end of turn." -- three
    creatures of power 2 (Witch, Lions, Bears) are one power: no flying; with Hill Giant (3)
    and Craw Wurm (6) there are three different powers: the Witch gains flying."""
    g = play(_coven(""), ["Candlegrove Witch"], ["T1 declare_attackers alice: wait"])
    assert ("kw", ("flying",)) not in g.ch("witch").ability_terms
    g = play(_coven("  - {id: giant, card: Hill Giant, controller: alice}\n"
                    "  - {id: wurm, card: Craw Wurm, controller: alice}\n"),
             ["Candlegrove Witch"], ["T1 beginning_of_combat alice: pass", "bob: pass", "T1 declare_attackers alice: wait"])
    assert ("kw", ("flying",)) in g.ch("witch").ability_terms


# ------------------------------------------------------------------ 611.3a: designations
_LION = """
battlefield:
  - {id: lion, card: Fleecemane Lion, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: w1, card: Plains, controller: alice}
  - {id: w2, card: Plains, controller: alice}
"""


def test_611_3a_fleecemane_lion_has_hexproof_only_once_monstrous():
    """611.3a, 701.31b: "As long as this creature is monstrous, it has hexproof and
    indestructible." -- before Monstrosity the Lion (3/3) has neither; after its Monstrosity 1
    resolves it is monstrous (4/4 with the counter) and has both."""
    g = play(head() + _LION, ["Fleecemane Lion"], [])
    terms = lambda: g.ch("lion").ability_terms   # noqa: E731
    assert ("kw", ("hexproof",)) not in terms() and ("kw", ("indestructible",)) not in terms()
    g = play(head() + _LION, ["Fleecemane Lion"], ["alice: activate lion 1", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.ch("lion").power == 4
    assert ("kw", ("hexproof",)) in terms() and ("kw", ("indestructible",)) in terms()


def test_611_3a_goham_djinn_reads_the_most_common_color():
    """611.3a, 105.1: "This creature gets -2/-2 as long as black is the most common color among
    all permanents or is tied for most common." -- with one white (Savannah Lions) and one green
    (Grizzly Bears) permanent black is tied for most common: the Djinn (5/5) is 3/3; with two
    white permanents white is more common than black: 5/5 (lands are colorless, 105.2c)."""
    board = head() + """
battlefield:
  - {id: djinn, card: Goham Djinn, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: lions, card: Savannah Lions, controller: bob}
  - {id: other, card: %s, controller: bob}
"""
    g = play(board % "Grizzly Bears", ["Goham Djinn"], [])
    assert (g.ch("djinn").power, g.ch("djinn").toughness) == (3, 3)
    g = play(board % "Savannah Lions", ["Goham Djinn"], [])
    assert (g.ch("djinn").power, g.ch("djinn").toughness) == (5, 5)


def test_611_3a_jaces_phantasm_counts_an_opponents_graveyard():
    """611.3a, 404.1: "This creature gets +4/+4 as long as an opponent has ten or more cards in
    their graveyard." -- with nine cards in bob's graveyard Jace's Phantasm is 1/1; with ten it
    is 5/5 (alice's own graveyard doesn't count)."""
    def board(n_bob: int, n_alice: int) -> str:
        gy = "".join(f"  - {{id: gb{i}, card: Plains, owner: bob}}\n" for i in range(n_bob))
        gy += "".join(f"  - {{id: ga{i}, card: Plains, owner: alice}}\n" for i in range(n_alice))
        return head() + "battlefield:\n  - {id: jace, card: Jace's Phantasm, controller: alice}\ngraveyard:\n" + gy
    g = play(board(9, 5), ["Jace's Phantasm"], [])
    assert (g.ch("jace").power, g.ch("jace").toughness) == (1, 1)
    g = play(board(10, 0), ["Jace's Phantasm"], [])
    assert (g.ch("jace").power, g.ch("jace").toughness) == (5, 5)


def test_602_5b_library_of_alexandria_needs_exactly_seven_cards_in_hand():
    """602.5b: "{T}: Draw a card. Activate only if you have exactly seven cards in hand." -- with
    six cards in hand the ability can't be activated; with seven it can."""
    def board(n: int) -> str:
        hand = "".join(f"  - {{id: h{i}, card: Plains, owner: alice}}\n" for i in range(n))
        return head() + "battlefield:\n  - {id: lib, card: Library of Alexandria, controller: alice}\nhand:\n" + hand
    g = play(board(6), ["Library of Alexandria"], [])
    assert "activate lib 2" not in g.legal_actions()
    g = play(board(7), ["Library of Alexandria"], [])
    assert "activate lib 2" in g.legal_actions()


def test_611_3a_descendant_of_kiyomaro_compares_the_hands():
    """611.3a, 402.1: "As long as you have more cards in hand than each opponent, this creature
    gets +1/+2 ..." -- three cards against bob's two: 3/5; two against two (not more): 2/3."""
    def board(n_alice: int, n_bob: int) -> str:
        hand = "".join(f"  - {{id: ha{i}, card: Plains, owner: alice}}\n" for i in range(n_alice))
        hand += "".join(f"  - {{id: hb{i}, card: Plains, owner: bob}}\n" for i in range(n_bob))
        return head() + "battlefield:\n  - {id: desc, card: Descendant of Kiyomaro, controller: alice}\nhand:\n" + hand
    g = play(board(3, 2), ["Descendant of Kiyomaro"], [])
    assert (g.ch("desc").power, g.ch("desc").toughness) == (3, 5)
    g = play(board(2, 2), ["Descendant of Kiyomaro"], [])
    assert (g.ch("desc").power, g.ch("desc").toughness) == (2, 3)


def test_602_5b_bloodshot_trainee_needs_power_four():
    """602.5b, 208.1: "{T}: This creature deals 4 damage to target creature. Activate only if this
    creature's power is 4 or greater." -- printed 2/3 it can't be activated; with two +1/+1
    counters (4/5) it can."""
    def board(counters: str) -> str:
        return head() + ("battlefield:\n  - {id: tr, card: Bloodshot Trainee, controller: alice, summoning_sick: false%s}\n"
                         "  - {id: bear, card: Grizzly Bears, controller: bob}\n" % counters)
    g = play(board(""), ["Bloodshot Trainee"], [])
    assert not any(a.kind == "activate" and a.args[0] == "tr" for a in g.legal_actions())
    g = play(board(', counters: {"+1/+1": 2}'), ["Bloodshot Trainee"], [])
    assert any(a.kind == "activate" and a.args[0] == "tr" for a in g.legal_actions())
