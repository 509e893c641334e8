"""Prevention effects with an additional effect (615.5: "the prevention takes place at the time the original
event would have happened; the rest of the effect takes place immediately afterward"): the Phantom creatures
("If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this
creature."), Phyrexian Hydra ("... Put a -1/-1 counter on this creature for each 1 damage prevented this
way."), Vigor ("If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1
counter on that creature for each 1 damage prevented this way."). Each test plays real cards compiled from
their Oracle text; the expected answer comes from the CR rule or the cards' official rulings (2022-12-08),
as cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, permanents, play

CARDS = ["Phantom Centaur", "Phyrexian Hydra", "Vigor", "Lightning Bolt", "Skullcrack", "Grizzly Bears",
         "Glorious Anthem", "Mountain"]


def _centaur(n: int, who: str = "bob") -> str:
    return f"  - {{id: pc, card: Phantom Centaur, controller: {who}, summoning_sick: false, counters: {{'+1/+1': {n}}}}}\n"


def _bolt(extra: str = "", bolts: int = 1) -> str:
    return (head() + "battlefield:\n" + extra + permanents("Mountain", ["m1", "m2", "m3"])
            + "hand:\n" + "".join(f"  - {{id: b{i}, card: Lightning Bolt, owner: alice}}\n" for i in range(1, bolts + 1))
            + "  - {id: sc, card: Skullcrack, owner: alice}\n")


def test_prevention_with_an_additional_effect_compiles():
    """615.5: the cards are fully compiled."""
    for name in ("Phantom Centaur", "Phyrexian Hydra", "Vigor"):
        assert fully_compiled(name), name


def test_615_5_phantom_centaur_prevents_and_loses_a_counter():
    """615.5: Lightning Bolt at Phantom Centaur (three +1/+1 counters, a 5/3): the 3 damage is prevented,
    then a +1/+1 counter is removed -- a 4/2 with no damage."""
    g = play(_bolt(_centaur(3)), CARDS, ["alice: cast b1 target=pc", "alice: pass", "bob: pass"])
    assert g.obj("pc").zone == "battlefield" and counters(g, "pc") == 2 and g.obj("pc").damage == 0
    assert (g.ch("pc").power, g.ch("pc").toughness) == (4, 2)


def test_615_5_no_counters_the_damage_is_still_prevented():
    """615.5 (ruling: with no +1/+1 counters on it, damage that would be dealt to it is still prevented):
    Phantom Centaur with none, kept alive by Glorious Anthem (3/1) -- Lightning Bolt deals no damage."""
    g = play(_bolt(_centaur(0) + permanents("Glorious Anthem", ["ga"], "bob")), CARDS,
             ["alice: cast b1 target=pc", "alice: pass", "bob: pass"])
    assert g.obj("pc").zone == "battlefield" and g.obj("pc").damage == 0


def test_615_12_unpreventable_damage_is_dealt_and_a_counter_removed():
    """615.12, 615.5 (ruling: if the damage can't be prevented, it is dealt and a +1/+1 counter is still
    removed): after Skullcrack ("Damage can't be prevented this turn"), Lightning Bolt deals 3 damage to
    Phantom Centaur (5/3 with three counters), which also loses a counter -- 4/2 with 3 damage: it dies
    (704.5g)."""
    g = play(_bolt(_centaur(3)).replace("  - {id: m3, card: Mountain, controller: alice}\n",
                                        "  - {id: m3, card: Mountain, controller: alice}\n"
                                        + "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in (4, 5))),
             CARDS, ["alice: cast sc target=bob", "alice: pass", "bob: pass",
                     "alice: cast b1 target=pc", "alice: pass", "bob: pass"])
    assert g.obj("pc").zone == "graveyard"


def test_615_5_blocked_by_two_only_one_counter():
    """510.2, 615.5 (ruling: damage from several sources at the same time -- blocked by two creatures -- is
    all prevented and only one +1/+1 counter is removed): bob's two Grizzly Bears block alice's Phantom
    Centaur (three counters): it loses one counter, not two, and survives."""
    g = play(head("declare_attackers") + "battlefield:\n" + _centaur(3, "alice")
             + permanents("Grizzly Bears", ["g1", "g2"], "bob"), CARDS,
             ["alice: attack pc", "alice: done", "alice: pass", "bob: pass", "bob: block g1 pc", "bob: block g2 pc",
              "bob: done", "T1 end_of_combat: wait"])
    assert g.obj("pc").zone == "battlefield" and counters(g, "pc") == 2


def test_615_5_phyrexian_hydra_a_counter_per_damage_prevented():
    """615.5: Lightning Bolt at Phyrexian Hydra (7/7): the 3 damage is prevented, then three -1/-1 counters
    are put on it -- a 4/4 with no damage."""
    g = play(_bolt(permanents("Phyrexian Hydra", ["hy"], "bob")), CARDS,
             ["alice: cast b1 target=hy", "alice: pass", "bob: pass"])
    assert counters(g, "hy", "-1/-1") == 3 and g.obj("hy").damage == 0
    assert (g.ch("hy").power, g.ch("hy").toughness) == (4, 4)


def test_615_5_vigor_turns_damage_into_counters_on_that_creature():
    """615.5: bob controls Vigor; alice's Lightning Bolt at bob's Grizzly Bears is prevented and the Bears
    get three +1/+1 counters (5/5)."""
    g = play(_bolt(permanents("Vigor", ["vg"], "bob") + permanents("Grizzly Bears", ["gb"], "bob")), CARDS,
             ["alice: cast b1 target=gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "battlefield" and counters(g, "gb") == 3 and g.obj("gb").damage == 0


def test_615_5_vigor_doesnt_protect_itself():
    """615.5: Vigor says "another creature you control" -- Lightning Bolt deals its 3 damage to Vigor (6/6)
    itself, and no counter is put on it."""
    g = play(_bolt(permanents("Vigor", ["vg"], "bob")), CARDS, ["alice: cast b1 target=vg", "alice: pass", "bob: pass"])
    assert g.obj("vg").damage == 3 and counters(g, "vg") == 0
