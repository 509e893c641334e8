"""Common sentences compiled from Oracle text and played by the game loop: "destroy all creatures
and enchantments" (701.7a, a filter naming two types), "up to two target creatures each get
+2/+2" (115.1, 611.2a), "when this land enters untapped" (603.2, 110.5b), "skip your draw step"
(614.1b, 614.10). Each test plays real cards compiled from the Oracle data; the expected answer
comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, play  # noqa: F401

HEAD = head(alice=4, bob=3)


def lands(card: str, n: int, who: str = "alice", tag: str = "") -> str:
    tag = tag or card[:2].lower()
    return "".join(f"  - {{id: {tag}{i}, card: {card}, controller: {who}}}\n" for i in range(n))


DEATH = HEAD + "battlefield:\n" + lands("Swamp", 3) + lands("Forest", 2) + lands("Island", 3) + """
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: ogre, card: Gray Ogre, controller: bob}
  - {id: pacifism, card: Pacifism, controller: bob, attached_to: bears}
  - {id: ornith, card: Ornithopter, controller: bob}
hand:
  - {id: dbl, card: Death Begets Life, owner: alice}
"""


def test_701_7a_destroy_all_creatures_and_enchantments():
    """701.7a, 608.2h: Death Begets Life ("Destroy all creatures and enchantments. Draw a card for
    each permanent destroyed this way."): the Bears, the Ogre and Pacifism are destroyed; the
    Ornithopter is an artifact creature -- a creature, so it's destroyed too; the lands stay.
    Alice draws four cards."""
    assert fully_compiled("Death Begets Life")
    names = ["Death Begets Life", "Grizzly Bears", "Gray Ogre", "Pacifism", "Ornithopter", "Swamp", "Forest",
             "Island"]
    g = play(DEATH, names, ["alice: cast dbl", "alice: autopay", "alice: pass", "bob: pass"])
    for oid in ("bears", "ogre", "pacifism", "ornith"):
        assert g.obj(oid).zone == "graveyard", oid
    assert all(g.obj(f"sw{i}").zone == "battlefield" for i in range(3))
    assert len(g.zone_ids("hand", "alice")) == 4


ONSLAUGHT = HEAD + "battlefield:\n" + lands("Plains", 3) + """
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: ogre, card: Gray Ogre, controller: bob}
hand:
  - {id: dau, card: Dauntless Onslaught, owner: alice}
"""


def test_611_2a_up_to_two_target_creatures_each_get():
    """115.1, 611.2a: Dauntless Onslaught ("Up to two target creatures each get +2/+2 until end of
    turn."): the two chosen creatures get +2/+2; the third, not targeted, doesn't."""
    assert fully_compiled("Dauntless Onslaught")
    g = play(ONSLAUGHT, ["Dauntless Onslaught", "Grizzly Bears", "Savannah Lions", "Gray Ogre", "Plains"],
             ["alice: cast dau", "alice: target bears", "alice: target lions", "alice: autopay",
              "alice: pass", "bob: pass"])
    assert (g.ch("bears").power, g.ch("bears").toughness) == (4, 4)
    assert (g.ch("lions").power, g.ch("lions").toughness) == (4, 3)
    assert (g.ch("ogre").power, g.ch("ogre").toughness) == (2, 2)


def _mine(mountains: int):
    board = HEAD + "battlefield:\n" + lands("Mountain", mountains) + """hand:
  - {id: mine, card: Dwarven Mine, owner: alice}
"""
    return play(board, ["Dwarven Mine", "Mountain"], ["alice: play mine", "alice: pass", "bob: pass"])


def test_603_2_when_this_land_enters_untapped():
    """603.2, 110.5b: Dwarven Mine ("This land enters tapped unless you control three or more other
    Mountains. When this land enters untapped, create a 1/1 red Dwarf creature token."): with three
    other Mountains it enters untapped and its ability triggers (a Dwarf); with two it enters
    tapped (614.1c) and the ability doesn't trigger."""
    assert fully_compiled("Dwarven Mine")
    g = _mine(3)
    assert not g.obj("mine").tapped
    toks = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(toks) == 1 and "Dwarf" in g.ch(toks[0].id).subtypes
    g = _mine(2)
    assert g.obj("mine").tapped
    assert not [o for o in g.s.objects.values() if o.token]


APPEASE = head(alice=4, bob=3, active="bob", step="end") + """
battlefield:
  - {id: app, card: Dragon Appeasement, controller: alice}
"""


def test_614_10_skip_your_draw_step():
    """614.1b, 614.10: Dragon Appeasement ("Skip your draw step."): alice's draw step is skipped --
    her turn reaches its main phase with no card drawn; Bob, who doesn't control it, draws in his."""
    assert fully_compiled("Dragon Appeasement")
    g = play(APPEASE, ["Dragon Appeasement"], ["T2 precombat_main: wait"])
    assert g.s.active == "alice" and g.s.step == "precombat_main"
    assert len(g.zone_ids("hand", "alice")) == 0
    assert "500.11" in [e.rule for e in g.log]
    board = head(alice=4, bob=3, step="end") + """
battlefield:
  - {id: app, card: Dragon Appeasement, controller: alice}
"""
    g = play(board, ["Dragon Appeasement"], ["T2 precombat_main: wait"])
    assert g.s.active == "bob" and len(g.zone_ids("hand", "bob")) == 1
