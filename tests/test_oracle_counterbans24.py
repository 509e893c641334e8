"""Counters that can't be put on objects or given to players (122.6: counters "put" on an object include
those it enters with; 101.2: a "can't" wins over an effect that would do it): Solemnity ("Players can't
get counters. Counters can't be put on artifacts, creatures, enchantments, or lands."), Melira, Sylvok
Outcast, Tatterkite, Blightbeetle. Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule (or the card's official rulings, as cited) in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, permanents, play

MELIRA = "\"Melira, Sylvok Outcast\""
CARDS = ["Solemnity", "Melira, Sylvok Outcast", "Melira's Keepers", "Tatterkite", "Blightbeetle", "Kitchen Finks",
         "Blighted Agent", "Grim Affliction", "Battlegrowth", "Walking Ballista", "Grizzly Bears", "Lightning Bolt",
         "History of Benalia", "Mountain", "Swamp", "Forest", "Plains", "Plague Stinger"]


def _lands(card: str, ids: list[str], who: str = "alice") -> str:
    return permanents(card, ids, who)


def test_counter_prohibitions_compile():
    """122.6, 101.2: the prohibitions are executed -- the cards are fully compiled."""
    for name in ("Solemnity", "Melira, Sylvok Outcast", "Melira's Keepers", "Tatterkite", "Blightbeetle"):
        assert fully_compiled(name), name


def test_122_6_persist_returns_without_a_counter_under_solemnity():
    """122.6, 702.79a (Solemnity's rulings: a permanent that would enter with counters enters without
    them): Kitchen Finks dies under Solemnity and returns with no -1/-1 counter -- a 3/2 with persist
    that will return again; its "gain 2 life" triggered on both entries' sides (bob: 20 + 2)."""
    g = play(head() + "battlefield:\n" + permanents("Solemnity", ["sol"], "bob")
             + permanents("Kitchen Finks", ["finks"], "bob") + _lands("Mountain", ["m1", "m2"])
             + "hand:\n  - {id: b1, card: Lightning Bolt, owner: alice}\n  - {id: b2, card: Lightning Bolt, owner: alice}\n",
             CARDS, ["alice: cast b1 target=finks", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                     "alice: pass", "bob: pass"])
    assert g.obj("finks").zone == "battlefield" and counters(g, "finks", "-1/-1") == 0
    assert (g.ch("finks").power, g.ch("finks").toughness) == (3, 2)
    assert g.s.players["bob"].life == 22


def test_122_6_walking_ballista_enters_without_its_counters_and_dies():
    """122.6, 704.5f: Walking Ballista ("enters with X +1/+1 counters") cast for X = 2 under bob's
    Solemnity enters with none: a 0/0, put into the graveyard as a state-based action."""
    g = play(head() + "battlefield:\n" + permanents("Solemnity", ["sol"], "bob")
             + _lands("Plains", ["p1", "p2", "p3", "p4"])
             + "hand:\n  - {id: wb, card: Walking Ballista, owner: alice}\n",
             CARDS, ["alice: cast wb x=2", "alice: pass", "bob: pass"])
    assert g.obj("wb").zone == "graveyard"


def test_122_6_without_solemnity_the_ballista_has_its_counters():
    """122.6, 614.1c: the same Walking Ballista with no Solemnity enters with two +1/+1 counters (2/2)."""
    g = play(head() + "battlefield:\n" + _lands("Plains", ["p1", "p2", "p3", "p4"])
             + "hand:\n  - {id: wb, card: Walking Ballista, owner: alice}\n",
             CARDS, ["alice: cast wb x=2", "alice: pass", "bob: pass"])
    assert g.obj("wb").zone == "battlefield" and counters(g, "wb") == 2


def test_101_2_solemnity_players_cant_get_poison_counters_from_infect():
    """702.90b, 120.3b, 101.2 (Solemnity's rulings: infect damage dealt to a player under Solemnity gives
    no poison counters): alice's Blighted Agent deals 1 combat damage to bob, who controls Solemnity --
    bob gets no poison counter and, the damage being dealt by a source with infect, loses no life."""
    g = play(head("declare_attackers") + "battlefield:\n" + permanents("Solemnity", ["sol"], "bob")
             + "  - {id: ag, card: Blighted Agent, controller: alice, summoning_sick: false}\n",
             CARDS, ["alice: attack ag", "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].poison == 0 and g.s.players["bob"].life == 20


def test_120_3b_without_solemnity_infect_gives_poison():
    """120.3b, 702.90b: the same attack with no Solemnity -- bob gets one poison counter, life unchanged."""
    g = play(head("declare_attackers") + "battlefield:\n"
             + "  - {id: ag, card: Blighted Agent, controller: alice, summoning_sick: false}\n",
             CARDS, ["alice: attack ag", "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].poison == 1 and g.s.players["bob"].life == 20


def test_101_2_melira_creatures_you_control_cant_have_minus_counters():
    """101.2, 122.6: bob controls Melira, Sylvok Outcast ("Creatures you control can't have -1/-1
    counters put on them."); alice's Grim Affliction ("Put a -1/-1 counter on target creature, then
    proliferate.") on bob's Grizzly Bears puts none: it stays a 2/2 with no counters."""
    g = play(head() + "battlefield:\n" + permanents(MELIRA, ["mel"], "bob")
             + permanents("Grizzly Bears", ["gb"], "bob") + _lands("Swamp", ["s1", "s2", "s3"])
             + "hand:\n  - {id: ga, card: Grim Affliction, owner: alice}\n",
             CARDS, ["alice: cast ga target=gb", "alice: pass", "bob: pass"])
    assert counters(g, "gb", "-1/-1") == 0 and (g.ch("gb").power, g.ch("gb").toughness) == (2, 2)


def test_101_2_melira_doesnt_protect_the_opponents_creatures():
    """101.2: Melira protects only its controller's creatures -- Grim Affliction on alice's own Grizzly
    Bears (with bob's Melira on the battlefield) puts the -1/-1 counter (a 1/1)."""
    g = play(head() + "battlefield:\n" + permanents(MELIRA, ["mel"], "bob")
             + permanents("Grizzly Bears", ["gb"]) + _lands("Swamp", ["s1", "s2", "s3"])
             + "hand:\n  - {id: ga, card: Grim Affliction, owner: alice}\n",
             CARDS, ["alice: cast ga target=gb", "alice: pass", "bob: pass"])
    assert counters(g, "gb", "-1/-1") == 1 and g.ch("gb").power == 1


def test_101_2_tatterkite_cant_have_counters_put_on_it():
    """101.2, 122.6: Tatterkite ("This creature can't have counters put on it.") targeted by Grim
    Affliction gets no -1/-1 counter, and the proliferate adds none (it has none): still a 2/1."""
    g = play(head() + "battlefield:\n" + permanents("Tatterkite", ["tk"], "bob")
             + _lands("Swamp", ["s1", "s2", "s3"]) + "hand:\n  - {id: ga, card: Grim Affliction, owner: alice}\n",
             CARDS, ["alice: cast ga target=tk", "alice: pass", "bob: pass"])
    assert counters(g, "tk", "-1/-1") == 0 and (g.ch("tk").power, g.ch("tk").toughness) == (2, 1)


def test_120_3d_wither_damage_to_a_creature_that_cant_have_counters():
    """120.3d, 702.80a, 101.2 (Melira's rulings: damage from a source with wither or infect to such a
    creature results in no -1/-1 counters): alice's Boggart Ram-Gang (3/3 wither) is blocked by bob's
    Grizzly Bears while bob controls Melira, Sylvok Outcast -- the damage puts no counter and marks no
    damage (120.3d: the result of wither damage is counters), so the Bears survive; the Ram-Gang takes
    2 damage."""
    g = play(head("declare_attackers") + "battlefield:\n" + permanents(MELIRA, ["mel"], "bob")
             + permanents("Grizzly Bears", ["gb"], "bob")
             + "  - {id: rg, card: Boggart Ram-Gang, controller: alice, summoning_sick: false}\n",
             CARDS + ["Boggart Ram-Gang"], ["alice: attack rg", "alice: done", "alice: pass", "bob: pass",
                                            "bob: block gb rg", "bob: done", "T1 end: wait"])
    assert g.obj("gb").zone == "battlefield" and counters(g, "gb", "-1/-1") == 0
    assert g.obj("gb").damage == 0
    assert g.obj("rg").damage == 2


def test_101_2_blightbeetle_stops_opponents_plus_counters_only():
    """101.2, 122.6: alice's Blightbeetle ("Creatures your opponents control can't have +1/+1 counters
    put on them."): bob's Battlegrowth on his Grizzly Bears puts no counter; on alice's Grizzly Bears
    (bob's second Battlegrowth) it does."""
    g = play(head(active="bob") + "battlefield:\n" + permanents("Blightbeetle", ["bb"])
             + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Grizzly Bears", ["ga"])
             + _lands("Forest", ["f1", "f2"], "bob")
             + "hand:\n  - {id: g1, card: Battlegrowth, owner: bob}\n  - {id: g2, card: Battlegrowth, owner: bob}\n",
             CARDS, ["bob: cast g1 target=gb", "bob: pass", "alice: pass", "bob: cast g2 target=ga", "bob: pass",
                     "alice: pass"])
    assert counters(g, "gb") == 0 and counters(g, "ga") == 1


def test_122_6_solemnity_saga_enters_without_lore_counter():
    """714.3a, 122.6, 714.2b: a Saga enters with a lore counter, which triggers its chapter I; under
    Solemnity (Sagas are enchantments) History of Benalia enters with none: no chapter ability
    triggers, no Knight token is created, and it isn't sacrificed (714.4: no lore counters at all)."""
    g = play(head() + "battlefield:\n" + permanents("Solemnity", ["sol"], "bob")
             + _lands("Plains", ["p1", "p2", "p3"])
             + "hand:\n  - {id: hb, card: History of Benalia, owner: alice}\n",
             CARDS, ["alice: cast hb", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("hb").zone == "battlefield" and counters(g, "hb", "lore") == 0
    assert not [o for o in g.s.objects.values() if o.token]


def test_122_6_existing_counters_stay_when_solemnity_arrives():
    """101.2 (Solemnity's rulings: it doesn't remove counters already there): Grizzly Bears with a
    +1/+1 counter keeps it after alice's Solemnity resolves (3/3)."""
    g = play(head() + "battlefield:\n  - {id: gb, card: Grizzly Bears, controller: alice, counters: {'+1/+1': 1}}\n"
             + _lands("Plains", ["p1", "p2", "p3"]) + "hand:\n  - {id: sol, card: Solemnity, owner: alice}\n",
             CARDS, ["alice: cast sol", "alice: pass", "bob: pass"])
    assert g.obj("sol").zone == "battlefield"
    assert counters(g, "gb") == 1 and g.ch("gb").power == 3


def test_306_5b_solemnity_doesnt_stop_a_planeswalkers_loyalty():
    """306.5b, 122.6: Solemnity forbids counters on artifacts, creatures, enchantments and lands only --
    Garruk Wildspeaker (a planeswalker) cast under it enters with its three loyalty counters."""
    g = play(head() + "battlefield:\n" + permanents("Solemnity", ["sol"], "bob")
             + _lands("Forest", ["f1", "f2", "f3", "f4"])
             + "hand:\n  - {id: gw, card: Garruk Wildspeaker, owner: alice}\n",
             CARDS + ["Garruk Wildspeaker"], ["alice: cast gw", "alice: pass", "bob: pass"])
    assert g.obj("gw").zone == "battlefield" and counters(g, "gw", "loyalty") == 3


def _persist_twice(card: str) -> str:
    return (head() + "battlefield:\n" + permanents(card, ["mk"]) + _lands("Swamp", ["s1", "s2"])
            + _lands("Plains", ["p1", "p2"])
            + "hand:\n  - {id: ch, card: Cauldron Haze, owner: alice}\n  - {id: db, card: Doom Blade, owner: alice}\n")


def test_122_6_a_creature_that_cant_have_counters_returns_by_persist_without_one():
    """122.6, 702.79a (judges' reading of Melira's Keepers: its ability about itself applies as it enters):
    Melira's Keepers given persist (Cauldron Haze) and destroyed returns with no -1/-1 counter."""
    g = play(_persist_twice("Melira's Keepers"), CARDS + ["Cauldron Haze", "Doom Blade"],
             ["alice: cast ch target=mk", "alice: pass", "bob: pass",
              "alice: cast db target=mk", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("mk").zone == "battlefield" and counters(g, "mk", "-1/-1") == 0


def test_122_6_melira_returns_by_persist_with_its_counter():
    """122.6, 702.79a (judges' reading: an ability that affects a set of creatures doesn't apply to the
    permanent entering with it): Melira, Sylvok Outcast given persist returns with a -1/-1 counter -- her
    "Creatures you control can't have -1/-1 counters" starts to apply only once she's there."""
    g = play(_persist_twice(MELIRA), CARDS + ["Cauldron Haze", "Doom Blade"],
             ["alice: cast ch target=mk", "alice: pass", "bob: pass",
              "alice: cast db target=mk", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("mk").zone == "battlefield" and counters(g, "mk", "-1/-1") == 1
