"""Numbers inside filters (pyengine.game.numbers): "with mana value X" (107.3a: X is the number
announced as the spell is cast or the ability activated, 601.2b / 602.2b, before targets are
chosen, 601.2c), "with mana value less than or equal to the number of Plains you control",
"... equal to the number of charge counters on this artifact", "... less than or equal to this
creature's power", "... equal to 1 plus the sacrificed creature's mana value" (608.2h: a number
an effect needs is determined as the instruction is followed; a target's requirement is checked
as the target is chosen and again as the spell or ability resolves, 608.2b). Each test plays
real cards compiled from the Oracle data; the expected value comes from the rule cited."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, play  # noqa: F401


def _targets(g) -> set[str]:
    return {x for a in g.legal_actions() if a.kind == "target" for x in a.args}


SWAMPS = "".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}\n" for i in range(1, 4))


def test_107_3a_disembowel_targets_only_creatures_with_mana_value_x():
    """107.3a, 601.2b-c: Disembowel ("Destroy target creature with mana value X.") -- alice
    announces X = 2 before choosing the target: the Grizzly Bears (mana value 2) may be targeted,
    the Craw Wurm (6) and the Ornithopter (0) may not; on resolution the Bears are destroyed."""
    assert fully_compiled("Disembowel")
    text = head() + "battlefield:\n" + SWAMPS + """
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: wurm, card: Craw Wurm, controller: bob}
  - {id: orni, card: Ornithopter, controller: bob}
hand:
  - {id: dis, card: Disembowel, owner: alice}
"""
    g = game(text, ["Disembowel"], ["alice: cast dis", "alice: x 2"])
    assert _targets(g) == {"bear"}
    g = play(text, ["Disembowel"], ["alice: cast dis x=2 target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("wurm").zone == "battlefield" and g.obj("orni").zone == "battlefield"


def test_107_3a_pernicious_deed_destroys_each_permanent_with_mana_value_x_or_less():
    """107.3a, 602.2b, 701.7a: Pernicious Deed ("{X}, Sacrifice this enchantment: Destroy each
    artifact, creature, and enchantment with mana value X or less.") -- X = 2: the Grizzly Bears
    (2) and the Ornithopter (0) are destroyed, the Craw Wurm (6) stays."""
    assert fully_compiled("Pernicious Deed")
    text = head() + "battlefield:\n" + SWAMPS + """
  - {id: deed, card: Pernicious Deed, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: wurm, card: Craw Wurm, controller: bob}
  - {id: orni, card: Ornithopter, controller: bob}
"""
    g = play(text, ["Pernicious Deed"], ["alice: activate deed 1 x=2", "alice: pass", "bob: pass"])
    assert g.obj("deed").zone == "graveyard"
    assert g.obj("bear").zone == "graveyard" and g.obj("orni").zone == "graveyard"
    assert g.obj("wurm").zone == "battlefield"


PLAINS = "".join(f"  - {{id: p{i}, card: Plains, controller: alice}}\n" for i in range(1, 3))


def test_608_2h_lay_down_arms_counts_the_plains_you_control():
    """601.2c, 608.2h: Lay Down Arms ("Exile target creature with mana value less than or equal
    to the number of Plains you control. Its controller gains 3 life.") -- with two Plains, the
    Grizzly Bears (mana value 2) may be targeted and the Craw Wurm (6) may not; the Bears are
    exiled and bob gains 3 life (20 -> 23)."""
    assert fully_compiled("Lay Down Arms")
    text = head() + "battlefield:\n" + PLAINS + """
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: wurm, card: Craw Wurm, controller: bob}
hand:
  - {id: lda, card: Lay Down Arms, owner: alice}
"""
    g = game(text, ["Lay Down Arms"], ["alice: cast lda"])
    assert _targets(g) == {"bear"}
    g = play(text, ["Lay Down Arms"], ["alice: cast lda target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "exile"
    assert life(g, "bob") == 23


def test_608_2b_lay_down_arms_target_illegal_when_the_plains_are_fewer_on_resolution():
    """608.2b: the target's requirement is checked again as the spell resolves, with the number
    of Plains then -- alice targets the Grizzly Bears (mana value 2) with two Plains; in response
    bob destroys one of them (Volcanic Upheaval). On resolution alice controls one Plains: the
    Bears are no longer a legal target and Lay Down Arms does nothing (608.2b): the Bears stay and
    bob gains no life."""
    text = head() + "battlefield:\n" + PLAINS + """
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
  - {id: m3, card: Mountain, controller: bob}
  - {id: m4, card: Mountain, controller: bob}
hand:
  - {id: lda, card: Lay Down Arms, owner: alice}
  - {id: vu, card: Volcanic Upheaval, owner: bob}
"""
    g = play(text, ["Lay Down Arms", "Volcanic Upheaval"], ["alice: cast lda target=bear", "alice: pass",
                                                            "bob: cast vu target=p2", "bob: pass", "alice: pass",
                                                            "alice: pass", "bob: pass"])
    assert g.obj("p2").zone == "graveyard"
    assert g.obj("bear").zone == "battlefield"
    assert life(g, "bob") == 20


def test_608_2h_ratchet_bomb_destroys_by_its_charge_counters_as_it_last_existed():
    """608.2h, 112.7a: Ratchet Bomb ("{T}, Sacrifice this artifact: Destroy each nonland
    permanent with mana value equal to the number of charge counters on this artifact.") with two
    charge counters, sacrificed as the cost: the number is the counters it had as it last existed
    on the battlefield (2) -- the Grizzly Bears (2) are destroyed, the Ornithopter (0) and the
    Craw Wurm (6) stay."""
    assert fully_compiled("Ratchet Bomb")
    text = head() + """
battlefield:
  - {id: rb, card: Ratchet Bomb, controller: alice, counters: {charge: 2}}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: wurm, card: Craw Wurm, controller: bob}
  - {id: orni, card: Ornithopter, controller: bob}
"""
    g = play(text, ["Ratchet Bomb"], ["alice: activate rb 2", "alice: pass", "bob: pass"])
    assert g.obj("rb").zone == "graveyard"
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("wurm").zone == "battlefield" and g.obj("orni").zone == "battlefield"


def test_608_2h_gurgling_anointer_returns_a_card_with_mana_value_up_to_its_power():
    """603.10a, 608.2h: Gurgling Anointer (1/3: "When this creature dies, return another target
    creature card with mana value less than or equal to this creature's power from your graveyard
    to the battlefield.") with a +1/+1 counter is destroyed: its power as it last existed on the
    battlefield is 2 -- the Grizzly Bears card (2) and the Savannah Lions card (1) may be
    targeted, the Craw Wurm card (6) may not; the Bears return."""
    assert fully_compiled("Gurgling Anointer")
    text = head() + """
battlefield:
  - {id: ga, card: Gurgling Anointer, controller: alice, counters: {+1/+1: 1}}
  - {id: s1, card: Swamp, controller: bob}
  - {id: s2, card: Swamp, controller: bob}
  - {id: s3, card: Swamp, controller: bob}
graveyard:
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: lions, card: Savannah Lions, owner: alice}
  - {id: wurm, card: Craw Wurm, owner: alice}
hand:
  - {id: murder, card: Murder, owner: bob}
"""
    kill = ["alice: pass", "bob: cast murder target=ga", "bob: pass", "alice: pass"]
    g = game(text, ["Gurgling Anointer", "Murder"], kill)
    assert g.obj("ga").zone == "graveyard"
    assert _targets(g) == {"bear", "lions"}
    g = play(text, ["Gurgling Anointer", "Murder"], kill + ["alice: target bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield"


# ------------------------------------------------------------------ "If X is N or more" (107.3a)
TREMORS = "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(1, 6)) + """
  - {id: orni, card: Ornithopter, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: st, card: Subterranean Tremors, owner: alice}
"""


def test_107_3a_subterranean_tremors_with_x_4_destroys_all_artifacts():
    """107.3a, 608.2c: Subterranean Tremors ("deals X damage to each creature without flying.
    If X is 4 or more, destroy all artifacts. If X is 8 or more, create an 8/8 red Lizard
    creature token.") cast with X = 4: the Hill Giant (3/3) is dealt 4 damage and dies (704.5g);
    the Ornithopter (a flying artifact creature, not dealt damage) is destroyed as an artifact;
    X is less than 8: no Lizard."""
    assert fully_compiled("Subterranean Tremors")
    g = play(head() + "battlefield:\n" + TREMORS, ["Subterranean Tremors"],
             ["alice: cast st x=4", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard" and g.obj("orni").zone == "graveyard"
    assert not any(g.ch(o.id).name == "Lizard" for o in g.s.objects.values() if o.zone == "battlefield")


def test_107_3a_subterranean_tremors_with_x_3_destroys_no_artifact():
    """107.3a, 608.2c: the condition compares the X announced (601.2b): with X = 3, "If X is 4
    or more" is false -- the Ornithopter (flying: dealt no damage) stays; the Hill Giant (3/3) is
    dealt 3 damage and dies."""
    g = play(head() + "battlefield:\n" + TREMORS, ["Subterranean Tremors"],
             ["alice: cast st x=3", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("orni").zone == "battlefield"


def test_martial_coup_other_after_created_tokens_is_not_compiled():
    """Martial Coup's ruling: "destroy all other creatures" spares the Soldier tokens it just
    created -- "other" than the tokens, which the filter word "other" (other than the source)
    doesn't say: the compiler leaves the sentence unsupported rather than destroy the tokens."""
    assert not fully_compiled("Martial Coup")


# ------------------------------------------------------------------ converge: colors of mana spent
def test_601_2h_kaleidoscorch_counts_the_colors_of_mana_spent():
    """601.2h, 106.1, 608.2h: Kaleidoscorch ({1}{R}: "deals X damage to any target, where X is
    the number of colors of mana spent to cast this spell") paid with a Mountain's {R} and an
    Island's {U}: two colors were spent -- bob is dealt 2 damage (20 -> 18)."""
    assert fully_compiled("Kaleidoscorch")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: ks, card: Kaleidoscorch, owner: alice}
""", ["Kaleidoscorch"], ["alice: cast ks target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 18


def test_601_2h_kaleidoscorch_paid_with_one_color():
    """601.2h, 106.1: the same spell paid with two Mountains ({R}{R}): one color was spent -- bob
    is dealt 1 damage (20 -> 19)."""
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: ks, card: Kaleidoscorch, owner: alice}
""", ["Kaleidoscorch"], ["alice: cast ks target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19


def test_601_2h_radiant_epicure_enters_and_counts_the_colors_spent_on_it():
    """601.2h, 603.2, 608.2h: Radiant Epicure ({4}{B}: "When this creature enters, each opponent
    loses X life and you gain X life, where X is the number of colors of mana spent to cast this
    spell") paid with a Swamp, a Mountain, an Island and two Plains: four colors ({B}, {R}, {U},
    {W}) -- bob loses 4 (20 -> 16) and alice gains 4 (20 -> 24)."""
    assert fully_compiled("Radiant Epicure")
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: re, card: Radiant Epicure, owner: alice}
""", ["Radiant Epicure"], ["alice: cast re", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("re").zone == "battlefield"
    assert life(g, "bob") == 16 and life(g, "alice") == 24
