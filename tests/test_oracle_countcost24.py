"""Putting counters as a cost (602.2b, 118.3; 122.6: counters put on an object): Devoted Druid ("Put a
-1/-1 counter on this creature: Untap this creature."), Wall of Roots ("Put a -0/-1 counter on this
creature: Add {G}. Activate only once each turn."), Hatchet Bully ("... Put a -1/-1 counter on a
creature you control: ..."). A cost that puts counters the object can't have can't be paid (118.3,
101.2; Solemnity's and Melira's rulings). Each test plays real cards compiled from their Oracle text;
the expected answer comes from the CR rule or ruling
cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, permanents

MELIRA = "\"Melira, Sylvok Outcast\""
CARDS = ["Devoted Druid", "Wall of Roots", "Hatchet Bully", "Vizier of Remedies", "Melira, Sylvok Outcast",
         "Solemnity", "Grizzly Bears", "Mountain", "Barrenton Medic", "Bloodletter Quill"]


def _druid(extra: str = "") -> str:
    return head() + "battlefield:\n  - {id: dd, card: Devoted Druid, controller: alice, summoning_sick: false}\n" + extra


def _acts(g) -> set[str]:
    return {str(a) for a in g.legal_actions()}


def test_counter_costs_compile():
    """602.1a, 122.6: abilities whose cost puts counters are executed -- the cards are fully compiled."""
    for name in ("Devoted Druid", "Wall of Roots", "Hatchet Bully", "Barrenton Medic", "Bloodletter Quill"):
        assert fully_compiled(name), name


def test_602_2b_devoted_druid_untaps_by_putting_a_counter_on_itself():
    """602.2b, 122.6, 613.4c: Devoted Druid taps for {G}, then its controller pays "Put a -1/-1 counter on
    this creature" to untap it: it's untapped, with one -1/-1 counter, a -1/1."""
    g = game(_druid(), CARDS, ["alice: mana dd", "alice: activate dd 2", "alice: pass", "bob: pass"])
    assert g.s.pools["alice"].get("G") == 1
    assert not g.obj("dd").tapped and counters(g, "dd", "-1/-1") == 1
    assert (g.ch("dd").power, g.ch("dd").toughness) == (-1, 1)


def test_704_5f_the_second_counter_kills_the_druid():
    """704.5f: a second activation puts a second -1/-1 counter on the 0/2 Druid: toughness 0, it's put
    into its owner's graveyard as a state-based action (the ability still resolves, 608.2b: no target)."""
    g = game(_druid(), CARDS, ["alice: activate dd 2", "alice: pass", "bob: pass",
                               "alice: activate dd 2", "alice: pass", "bob: pass"])
    assert g.obj("dd").zone == "graveyard"


def test_118_3_melira_the_druid_cant_pay_its_cost():
    """118.3, 101.2 (Melira's rulings: a cost that would put -1/-1 counters on a creature you control
    can't be paid): with Melira, Sylvok Outcast on alice's side, Devoted Druid's untap ability isn't
    offered; its mana ability still is."""
    g = game(_druid(permanents(MELIRA, ["mel"])), CARDS)
    acts = _acts(g)
    assert "activate dd 2" not in acts and "mana dd" in acts


def test_118_3_solemnity_the_druid_cant_pay_its_cost():
    """118.3, 101.2 (Solemnity's rulings: a cost that puts counters on an artifact, creature,
    enchantment or land can't be paid): bob's Solemnity stops alice's Druid's untap ability too."""
    g = game(_druid(permanents("Solemnity", ["sol"], "bob")), CARDS)
    assert "activate dd 2" not in _acts(g)


def test_614_1a_vizier_of_remedies_applies_to_the_cost():
    """614.1a, 122.6 (Vizier of Remedies's rulings: its effect applies to -1/-1 counters put as a cost,
    such as Devoted Druid's): with Vizier of Remedies, "Put a -1/-1 counter" puts none, the cost is
    still paid and the Druid untaps -- as many times as alice likes."""
    g = game(_druid(permanents("Vizier of Remedies", ["viz"])), CARDS,
             ["alice: mana dd", "alice: activate dd 2", "alice: pass", "bob: pass",
              "alice: mana dd", "alice: activate dd 2", "alice: pass", "bob: pass", "alice: mana dd"])
    assert g.s.pools["alice"].get("G") == 3
    assert counters(g, "dd", "-1/-1") == 0 and g.obj("dd").zone == "battlefield"


def test_122_1a_wall_of_roots_a_minus_zero_minus_one_counter():
    """122.1a, 605.1a, 602.5b: Wall of Roots (0/5) adds {G} by putting a -0/-1 counter on itself: it's a
    0/4; "Activate only once each turn": the ability isn't offered again this turn."""
    g = game(head() + "battlefield:\n  - {id: wr, card: Wall of Roots, controller: alice}\n", CARDS,
             ["alice: activate wr 2"])
    assert g.s.pools["alice"].get("G") == 1 and counters(g, "wr", "-0/-1") == 1
    assert (g.ch("wr").power, g.ch("wr").toughness) == (0, 4)
    assert "activate wr 2" not in _acts(g)


def test_601_2h_hatchet_bully_the_counter_goes_on_a_chosen_creature():
    """601.2h, 602.2b, 122.6: Hatchet Bully's "{2}{R}, {T}, Put a -1/-1 counter on a creature you control:
    ~ deals 2 damage to any target" -- alice chooses her Grizzly Bears to get the counter (a 1/1);
    bob takes 2 damage."""
    g = game(head() + "battlefield:\n  - {id: hb, card: Hatchet Bully, controller: alice, summoning_sick: false}\n"
             + permanents("Grizzly Bears", ["gb"]) + permanents("Mountain", ["m1", "m2", "m3"]), CARDS,
             ["alice: activate hb 1 target=bob", "alice: put_counter gb", "alice: pass", "bob: pass"])
    assert counters(g, "gb", "-1/-1") == 1 and counters(g, "hb", "-1/-1") == 0
    assert g.s.players["bob"].life == 18
