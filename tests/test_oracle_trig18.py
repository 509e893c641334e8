"""Trigger events, abilities working from other zones and result conditions, compiled from Oracle
text and played: triggered abilities of a card in a graveyard (113.6k, 113.6m) -- "At the
beginning of your upkeep, if this card is in your graveyard, ..." (an intervening "if", 603.4);
die results ("If the result is 3 or less", "If you roll a 6", 706.2); battalion and "becomes
untapped" (508.3d, 701.21b); committing a crime (700.13)."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, play, rules


def _in_graveyard(card: str, extra: str = "", step: str = "untap") -> str:
    return head(step) + f"""
graveyard:
  - {{id: gy, card: "{card}", owner: alice}}
""" + extra


# ------------------------------------------------------------------ 113.6k: working from the graveyard
def test_113_6k_master_of_death_returns_from_the_graveyard_at_upkeep():
    """113.6k, 603.4: "At the beginning of your upkeep, if this card is in your graveyard, you may
    pay 1 life. If you do, return it to your hand." -- the card in alice's graveyard triggers at her
    upkeep; she pays 1 life and it goes to her hand."""
    assert fully_compiled("Master of Death")
    g = play(_in_graveyard("Master of Death"), ["Master of Death"], ["alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("gy").zone == "hand" and life(g, "alice") == 19
    assert "603.2" in rules(g)


def test_113_6k_master_of_death_declined_stays_in_the_graveyard():
    """608.2d: declining to pay, nothing happens: the card stays in the graveyard, no life paid."""
    g = play(_in_graveyard("Master of Death"), ["Master of Death"], ["alice: pass", "bob: pass", "alice: no"])
    assert g.obj("gy").zone == "graveyard" and life(g, "alice") == 20


def test_113_6_master_of_death_on_the_battlefield_does_not_trigger():
    """113.6, 603.4: on the battlefield the ability doesn't function (its condition, the card being
    in the graveyard, is false): no trigger at alice's upkeep."""
    g = play(head("untap") + """
battlefield:
  - {id: md, card: Master of Death, controller: alice}
""", ["Master of Death"], ["alice: pass", "bob: pass"])
    assert "603.2" not in rules(g)
    assert g.obj("md").zone == "battlefield"


def test_113_6m_squee_returns_at_each_of_its_owners_upkeeps():
    """113.6m: "At the beginning of your upkeep, you may return this card from your graveyard to
    your hand." -- the ability moves the card out of the graveyard, so it functions there."""
    assert fully_compiled("Squee, Goblin Nabob")
    g = play(_in_graveyard("Squee, Goblin Nabob"), ["Squee, Goblin Nabob"], ["alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("gy").zone == "hand"


def test_113_6m_deathless_knight_returns_when_its_owner_gains_life():
    """113.6m: "When you gain life for the first time each turn, return this card from your graveyard
    to your hand." -- alice gains life (Sacred Nectar) with the card in her graveyard."""
    assert fully_compiled("Deathless Knight")
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: nectar, card: Sacred Nectar, owner: alice}
graveyard:
  - {id: gy, card: Deathless Knight, owner: alice}
""", ["Deathless Knight", "Sacred Nectar"], ["alice: cast nectar", "alice: autopay", "alice: pass", "bob: pass",
                                            "alice: pass", "bob: pass"])
    assert life(g, "alice") == 24 and g.obj("gy").zone == "hand"


# ------------------------------------------------------------------ 706.2: the result of a die roll
def _rolled(g) -> list[int]:
    return [int(e.text.rsplit(":", 1)[1]) for e in g.log if e.rule == "706.2"]


def test_706_2_dissatisfied_customer_loses_the_result_only_on_3_or_less():
    """706.2, 608.2c: "When this creature enters, roll a six-sided die. If the result is 3 or less,
    you lose that much life." -- over several game states both branches are seen: alice loses
    exactly the result when it is 1-3, nothing on 4-6."""
    assert fully_compiled("Dissatisfied Customer")
    seen = set()
    for turn in range(1, 11):
        g = play(f"turn: {turn}\n" + head() + """
battlefield:
""" + "".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}\n" for i in range(1, 4)) + """
hand:
  - {id: dc, card: Dissatisfied Customer, owner: alice}
""", ["Dissatisfied Customer"], ["alice: cast dc", "alice: autopay", "alice: pass", "bob: pass",
                                 "alice: pass", "bob: pass"])
        (n,) = _rolled(g)
        assert life(g, "alice") == (20 - n if n <= 3 else 20)
        seen.add(n <= 3)
    assert seen == {True, False}


def test_706_2_arden_angel_returns_from_the_graveyard_only_on_a_1():
    """113.6k, 706.2: "At the beginning of your upkeep, if Arden Angel is in your graveyard, roll a
    four-sided die. If the result is 1, return Arden Angel from your graveyard to the
    battlefield." -- the Angel comes back exactly when the logged result is 1."""
    assert fully_compiled("Arden Angel")
    seen = set()
    for turn in range(1, 13):
        g = play(f"turn: {turn}\n" + _in_graveyard("Arden Angel"), ["Arden Angel"], ["alice: pass", "bob: pass"])
        (n,) = _rolled(g)
        assert g.obj("gy").zone == ("battlefield" if n == 1 else "graveyard")
        seen.add(n == 1)
    assert seen == {True, False}


# ------------------------------------------------------------------ 508.3d battalion, 701.21b untapping
def _battalion(attackers: list[str]):
    board = head() + """
battlefield:
  - {id: be, card: Boros Elite, controller: alice, summoning_sick: false}
  - {id: b1, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: b2, card: Grizzly Bears, controller: alice, summoning_sick: false}
"""
    script = [f"T1 declare_attackers alice: attack {attackers[0]}"] + [f"alice: attack {a}" for a in attackers[1:]]
    return play(board, ["Boros Elite"], script + ["alice: done", "alice: pass", "bob: pass"])


def test_508_3d_boros_elite_battalion_with_two_other_attackers():
    """508.3d, 207.2c (battalion): "Whenever this creature and at least two other creatures
    attack, this creature gets +2/+2 until end of turn." -- it attacks with two Grizzly Bears:
    the 1/1 Elite is 3/3."""
    assert fully_compiled("Boros Elite")
    g = _battalion(["be", "b1", "b2"])
    assert (g.ch("be").power, g.ch("be").toughness) == (3, 3)


def test_508_3d_boros_elite_battalion_needs_two_others():
    """508.3d: with only one other attacker the trigger condition isn't met: the Elite stays 1/1."""
    g = _battalion(["be", "b1"])
    assert (g.ch("be").power, g.ch("be").toughness) == (1, 1)


def test_508_3d_boros_elite_battalion_needs_the_elite_itself():
    """508.3d: two Bears attacking without the Elite: "this creature and ..." -- no trigger."""
    g = _battalion(["b1", "b2"])
    assert (g.ch("be").power, g.ch("be").toughness) == (1, 1) and "603.2" not in rules(g)


def test_701_21b_inspired_deepwater_hypnotist_triggers_as_it_untaps():
    """701.21b, 502.3 (inspired): "Whenever this creature becomes untapped, target creature an
    opponent controls gets -3/-0 until end of turn." -- the tapped Hypnotist untaps in alice's
    untap step; the ability goes on the stack in her upkeep (502.4) and bob's Hill Giant is 0/3."""
    assert fully_compiled("Deepwater Hypnotist")
    g = play(head("untap") + """
battlefield:
  - {id: dh, card: Deepwater Hypnotist, controller: alice, tapped: true}
  - {id: hg, card: Hill Giant, controller: bob}
""", ["Deepwater Hypnotist"], ["alice: target hg", "alice: pass", "bob: pass"])
    assert not g.obj("dh").tapped and g.ch("hg").power == 0


def test_701_21b_an_untapped_creature_that_stays_untapped_does_not_trigger():
    """701.21b: a permanent already untapped isn't untapped by the untap step (502.3): no trigger."""
    g = play(head("untap") + """
battlefield:
  - {id: dh, card: Deepwater Hypnotist, controller: alice}
  - {id: hg, card: Hill Giant, controller: bob}
""", ["Deepwater Hypnotist"], ["alice: pass", "bob: pass"])
    assert g.ch("hg").power == 3 and "603.2" not in rules(g)


# ------------------------------------------------------------------ 700.13: committing a crime
_HUSTLER = head() + """
battlefield:
  - {id: bh, card: Blood Hustler, controller: alice, summoning_sick: false}
""" + "".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}\n" for i in range(1, 5)) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
"""


def test_700_13_blood_hustler_targeting_an_opponent_is_a_crime():
    """700.13: activating "{3}{B}: Target opponent loses 1 life and you gain 1 life." targeting bob
    is a crime: "Whenever you commit a crime, put a +1/+1 counter on this creature." triggers
    (once; it resolves before the activated ability)."""
    assert fully_compiled("Blood Hustler")
    g = play(_HUSTLER, ["Blood Hustler"], ["alice: activate bh 2", "alice: target bob", "alice: autopay",
                                           "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert counters(g, "bh") == 1 and life(g, "bob") == 19 and life(g, "alice") == 21
    assert "700.13" in rules(g)


def test_700_13_targeting_your_own_creature_is_no_crime():
    """700.13: a spell targeting only alice's own creature (Giant Growth on her Bears) is no
    crime: no counter."""
    g = play(_HUSTLER + "  - {id: fo, card: Forest, controller: alice}\nhand:\n  - {id: gg, card: Giant Growth, owner: alice}\n",
             ["Blood Hustler"], ["alice: cast gg target=bear", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 5 and counters(g, "bh") == 0 and "700.13" not in rules(g)


def test_700_13_a_crime_against_a_permanent_an_opponent_controls():
    """700.13: Shock targeting bob's Grizzly Bears (a permanent an opponent controls) is a crime."""
    g = play(_HUSTLER + """
  - {id: m1, card: Mountain, controller: alice}
  - {id: obear, card: Grizzly Bears, controller: bob}
hand:
  - {id: sh, card: Shock, owner: alice}
""", ["Blood Hustler", "Shock"], ["alice: cast sh target=obear", "alice: autopay", "alice: pass", "bob: pass",
                                 "alice: pass", "bob: pass"])
    assert g.obj("obear").zone == "graveyard" and counters(g, "bh") == 1


def test_706_2_chicken_egg_hatches_only_on_a_6():
    """706.2: "At the beginning of your upkeep, roll a six-sided die. If you roll a 6, sacrifice
    this creature and create a 4/4 red Giant Bird creature token." -- over several game states
    the Egg is sacrificed (and a Giant Bird made) exactly when the logged result is 6."""
    assert fully_compiled("Chicken Egg")
    seen = set()
    for turn in range(1, 25):
        g = play(f"turn: {turn}\n" + head("untap") + """
battlefield:
  - {id: egg, card: Chicken Egg, controller: alice}
""", ["Chicken Egg"], ["alice: pass", "bob: pass"])
        (n,) = _rolled(g)
        birds = [o for o in g.s.objects.values() if o.zone == "battlefield" and o.card.name == "Giant Bird"]
        assert (g.obj("egg").zone, len(birds)) == (("graveyard", 1) if n == 6 else ("battlefield", 0))
        seen.add(n == 6)
        if seen == {True, False}:
            break
    assert seen == {True, False}
