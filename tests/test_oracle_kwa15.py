"""Keyword abilities (702) and keyword actions (701) compiled from Oracle text and executed by the
game loop: evolve, ingest, battle cry, For Mirrodin!, fading, vanishing, mentor, bolster,
adapt, monstrosity ("when ~ becomes monstrous"), support, umbra armor, split second. Each test plays real cards compiled
from the Oracle data; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

import pytest

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, play, rules  # noqa: F401


HEAD = head(alice=4, bob=3)

RESOLVE = ["alice: pass", "bob: pass"]


def attack(*ids: str) -> list[str]:
    return [f"T1 declare_attackers alice: attack {a}" for a in ids] + ["alice: done"]


def lands(kind: str, n: int, who: str = "alice", prefix: str = "l") -> str:
    return "".join(f"  - {{id: {prefix}{i}, card: {kind}, controller: {who}}}\n" for i in range(n))


@pytest.mark.parametrize("name", [
    "Cloudfin Raptor", "Benthic Infiltrator", "Goblin Wardriver", "Goldwarden's Helm", "Skyshroud Ridgeback",
    "Keldon Marauders", "Barging Sergeant", "Abzan Skycaptain", "Aeromunculus",
    "Keepsake Gorgon", "Expedition Raptor", "Lead by Example", "Boar Umbra", "Krosan Grip", "Sudden Death"])
def test_these_cards_are_fully_executed(name):
    """Every ability of these cards compiles to something the game loop executes: the keyword
    lines become what 702.x / 701.x say they mean."""
    assert fully_compiled(name)


# ------------------------------------------------------------------ 702.100 evolve
def test_702_100a_evolve_only_for_a_greater_creature():
    """702.100a: Cloudfin Raptor (0/1): Memnite (1/1) enters -- greater power: a +1/+1 counter
    (1/2); a second Memnite (1/1) is neither stronger nor tougher than the 1/2: no counter."""
    g = play(HEAD + """
battlefield:
  - {id: raptor, card: Cloudfin Raptor, controller: alice}
hand:
  - {id: mem1, card: Memnite, owner: alice}
  - {id: mem2, card: Memnite, owner: alice}
""", ["Cloudfin Raptor", "Memnite"], ["alice: cast mem1"] + RESOLVE + RESOLVE + ["alice: cast mem2"] + RESOLVE)
    assert g.obj("mem2").zone == "battlefield"
    assert counters(g, "raptor", "+1/+1") == 1
    assert (g.ch("raptor").power, g.ch("raptor").toughness) == (1, 2)


# ------------------------------------------------------------------ 702.115 ingest
def test_702_115a_ingest_exiles_the_top_card():
    """702.115a: Benthic Infiltrator deals combat damage to bob: bob exiles the top card of his
    library."""
    g = play(HEAD + """
battlefield:
  - {id: inf, card: Benthic Infiltrator, controller: alice, summoning_sick: false}
""", ["Benthic Infiltrator"], attack("inf") + ["T1 end: wait"])
    assert g.s.players["bob"].life == 19
    assert g.obj("lb1").zone == "exile" and g.obj("lb2").zone == "library"


# ------------------------------------------------------------------ 702.91 battle cry
def test_702_91a_battle_cry_pumps_each_other_attacker():
    """702.91a: Goblin Wardriver attacks with Grizzly Bears: each other attacking creature gets
    +1/+0 (the Bears deal 3), not the Wardriver itself (2): bob 20 - 5."""
    g = play(HEAD + """
battlefield:
  - {id: war, card: Goblin Wardriver, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Goblin Wardriver"], attack("war", "bear") + ["T1 end: wait"])
    assert g.s.players["bob"].life == 15


# ------------------------------------------------------------------ 702.163 For Mirrodin!
def test_702_163a_for_mirrodin_makes_a_rebel_and_attaches():
    """702.163a: Goldwarden's Helm enters: alice creates a 2/2 red Rebel creature token and the
    Equipment is attached to it (equipped creature gets +0/+1: a 2/3)."""
    g = play(HEAD + "battlefield:\n" + lands("Plains", 3) + """
hand:
  - {id: helm, card: Goldwarden's Helm, owner: alice}
""", ["Goldwarden's Helm"], ["alice: cast helm"] + RESOLVE + RESOLVE)
    toks = [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert len(toks) == 1
    ch = g.ch(toks[0])
    assert ch.subtypes == ("Rebel",) or "Rebel" in ch.subtypes
    assert ch.colors == ("red",) or set(ch.colors) == {"red"}
    assert g.obj("helm").attached_to == toks[0] and (ch.power, ch.toughness) == (2, 3)


# ------------------------------------------------------------------ 702.32 fading, 702.63 vanishing
UPKEEPS = """
players: [alice, bob]
active_player: bob
step: end
library:
""" + "".join(f"  - {{id: la{i}, card: Plains, owner: alice}}\n  - {{id: lb{i}, card: Plains, owner: bob}}\n"
              for i in range(6))


def test_702_32a_fading_counts_down_then_sacrificed():
    """702.32a: Skyshroud Ridgeback (fading 2) enters with two fade counters; one is removed at
    each of alice's upkeeps; at the third, none can be removed: it's sacrificed."""
    g = play(HEAD + "battlefield:\n" + lands("Forest", 1) + """
hand:
  - {id: ridge, card: Skyshroud Ridgeback, owner: alice}
""", ["Skyshroud Ridgeback"], ["alice: cast ridge"] + RESOLVE)
    assert counters(g, "ridge", "fade") == 2
    run_script(g, ["T3 draw: wait"])
    assert counters(g, "ridge", "fade") == 1
    run_script(g, ["T5 draw: wait"])
    assert counters(g, "ridge", "fade") == 0 and g.obj("ridge").zone == "battlefield"
    run_script(g, ["T7 draw: wait"])
    assert g.obj("ridge").zone == "graveyard"


def test_702_63a_vanishing_sacrificed_when_the_last_counter_is_removed():
    """702.63a: Keldon Marauders (vanishing 2) enters with two time counters; at alice's next
    upkeep one is removed; at the one after, the last is removed and it's sacrificed (its "enters
    or leaves" ability deals 1 damage to bob each time)."""
    g = play(HEAD + "battlefield:\n" + lands("Mountain", 2) + """
hand:
  - {id: kel, card: Keldon Marauders, owner: alice}
""", ["Keldon Marauders"], ["alice: cast kel"] + RESOLVE + ["alice: target bob"] + RESOLVE)
    assert counters(g, "kel", "time") == 2 and g.s.players["bob"].life == 19
    run_script(g, ["T3 draw: wait"])
    assert counters(g, "kel", "time") == 1 and g.obj("kel").zone == "battlefield"
    run_script(g, ["T5 upkeep: wait"])
    run_script(g, RESOLVE + RESOLVE + ["alice: target bob"] + RESOLVE)
    assert g.obj("kel").zone == "graveyard" and g.s.players["bob"].life == 18


# ------------------------------------------------------------------ 702.134 mentor
def test_702_134a_mentor_targets_an_attacker_with_lesser_power():
    """702.134a: Barging Sergeant (4/2, mentor) attacks with Grizzly Bears (2/2) and Craw Wurm
    (6/4): only attacking creatures with power less than 4 can be targeted -- not the Wurm, not
    the Sergeant itself, nor a creature that isn't attacking; the Bears get a +1/+1 counter."""
    g = game(HEAD + """
battlefield:
  - {id: sgt, card: Barging Sergeant, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: wurm, card: Craw Wurm, controller: alice, summoning_sick: false}
  - {id: bear2, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Barging Sergeant"])
    run_script(g, attack("sgt", "bear", "wurm"))
    opts = [str(a) for a in g.legal_actions()]
    assert "target bear" in opts
    assert not {"target sgt", "target wurm", "target bear2"} & set(opts)   # not lesser / not attacking
    run_script(g, ["alice: target bear"] + RESOLVE)
    assert counters(g, "bear", "+1/+1") == 1


# ------------------------------------------------------------------ 701.33 bolster
def test_701_33a_bolster_the_creature_with_the_least_toughness():
    """701.33a: Abzan Skycaptain dies: bolster 2 -- of alice's creatures, Savannah Lions (2/1) has
    the least toughness: two +1/+1 counters on it, none on Grizzly Bears (2/2)."""
    g = play(HEAD + """
battlefield:
  - {id: sky, card: Abzan Skycaptain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Abzan Skycaptain"], ["alice: pass", "bob: cast bolt target=sky", "bob: pass", "alice: pass",
                           "alice: pass", "bob: pass"])
    assert g.obj("sky").zone == "graveyard"
    assert counters(g, "lions", "+1/+1") == 2 and counters(g, "bear", "+1/+1") == 0


def test_701_33a_bolster_tied_creatures_the_player_chooses():
    """701.33a: "or tied for least toughness": two Grizzly Bears tie -- alice chooses one."""
    g = game(HEAD + """
battlefield:
  - {id: sky, card: Abzan Skycaptain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: bear2, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Abzan Skycaptain"], ["alice: pass", "bob: cast bolt target=sky", "bob: pass", "alice: pass",
                           "alice: pass", "bob: pass"])
    opts = sorted(str(a) for a in g.legal_actions())
    assert opts == ["choose bear", "choose bear2"]
    run_script(g, ["alice: choose bear2"])
    assert counters(g, "bear2", "+1/+1") == 2 and counters(g, "bear", "+1/+1") == 0


# ------------------------------------------------------------------ 701.43 adapt
def test_701_43a_adapt_only_without_counters():
    """701.43a: Aeromunculus adapts 1 (a 3/4); adapting again does nothing: it already has a
    +1/+1 counter."""
    g = play(HEAD + "battlefield:\n  - {id: aero, card: Aeromunculus, controller: alice}\n"
             + lands("Forest", 4) + lands("Island", 4, prefix="i"), ["Aeromunculus"],
             ["alice: activate aero 2"] + RESOLVE + ["alice: activate aero 2"] + RESOLVE)
    assert counters(g, "aero", "+1/+1") == 1 and g.ch("aero").power == 3


# ------------------------------------------------------------------ 701.31 monstrosity
def test_701_31a_monstrosity_once_and_becomes_monstrous_trigger():
    """701.31a-b: Keepsake Gorgon's monstrosity 1 puts a +1/+1 counter on it and it becomes
    monstrous: "When this creature becomes monstrous" destroys bob's Grizzly Bears; a second
    activation does nothing (it is already monstrous): still one counter, no trigger."""
    g = play(HEAD + "battlefield:\n  - {id: gorgon, card: Keepsake Gorgon, controller: alice}\n"
             + "  - {id: bear, card: Grizzly Bears, controller: bob}\n  - {id: bear2, card: Grizzly Bears, controller: bob}\n"
             + lands("Swamp", 14), ["Keepsake Gorgon"],
             ["alice: activate gorgon 2"] + RESOLVE + ["alice: target bear"] + RESOLVE)
    assert counters(g, "gorgon", "+1/+1") == 1 and g.obj("bear").zone == "graveyard"
    run_script(g, ["alice: activate gorgon 2"] + RESOLVE)
    assert counters(g, "gorgon", "+1/+1") == 1 and not g.s.stack and g.obj("bear2").zone == "battlefield"


# ------------------------------------------------------------------ 701.35 support
def test_701_35a_support_other_target_creatures():
    """701.35a: Expedition Raptor enters: support 2 -- up to two other target creatures get a
    +1/+1 counter each (the Raptor itself can't be targeted)."""
    g = game(HEAD + "battlefield:\n  - {id: bear, card: Grizzly Bears, controller: alice}\n"
             + "  - {id: bear2, card: Grizzly Bears, controller: bob}\n" + lands("Plains", 5) + """
hand:
  - {id: rap, card: Expedition Raptor, owner: alice}
""", ["Expedition Raptor"], ["alice: cast rap"] + RESOLVE)
    assert "target rap" not in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: target bear", "alice: target bear2"] + RESOLVE)
    assert counters(g, "bear", "+1/+1") == 1 and counters(g, "bear2", "+1/+1") == 1


def test_701_35a_support_on_an_instant_any_creature():
    """701.35a: "Support N" on an instant means up to N target creatures (no "other"): Lead by
    Example puts a +1/+1 counter on one Grizzly Bears."""
    g = play(HEAD + "battlefield:\n  - {id: bear, card: Grizzly Bears, controller: alice}\n" + lands("Forest", 2) + """
hand:
  - {id: lead, card: Lead by Example, owner: alice}
""", ["Lead by Example"], ["alice: cast lead target=bear"] + RESOLVE)
    assert counters(g, "bear", "+1/+1") == 1


# ------------------------------------------------------------------ 702.89 umbra armor
def test_702_89a_umbra_armor_destroys_the_aura_instead():
    """702.89a: Grizzly Bears enchanted with Boar Umbra (a 5/5) would be destroyed by Murder:
    instead all damage marked on it is removed and the Aura is destroyed."""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: umbra, card: Boar Umbra, controller: alice, attached_to: bear}
  - {id: s1, card: Swamp, controller: bob}
  - {id: s2, card: Swamp, controller: bob}
  - {id: s3, card: Swamp, controller: bob}
hand:
  - {id: murder, card: Murder, owner: bob}
""", ["Boar Umbra", "Murder"], ["alice: pass", "bob: cast murder target=bear", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "battlefield" and g.obj("umbra").zone == "graveyard"
    assert "702.89a" in rules(g)


def test_702_89a_umbra_armor_removes_lethal_damage():
    """702.89a / 704.5g: Boar Umbra's creature (a 5/5) dealt 3 then 3 damage would be destroyed
    by lethal damage: instead the damage is removed (the Bears, now 2/2, survive with 0 damage)
    and the Aura is destroyed."""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: umbra, card: Boar Umbra, controller: alice, attached_to: bear}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: bolt2, card: Lightning Bolt, owner: bob}
""", ["Boar Umbra"], ["alice: pass", "bob: cast bolt target=bear", "bob: pass", "alice: pass",
                     "bob: cast bolt2 target=bear", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "battlefield" and g.obj("umbra").zone == "graveyard"
    assert g.obj("bear").damage == 0


# ------------------------------------------------------------------ 702.61 split second
def test_702_61a_split_second_no_spells_no_abilities_but_mana():
    """702.61a-b: while Sudden Death (split second) is on the stack, bob can't cast Giant Growth
    to save his Bears; he may still activate mana abilities; the Bears get -4/-4 and die."""
    g = game(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: f1, card: Forest, controller: bob}
hand:
  - {id: death, card: Sudden Death, owner: alice}
  - {id: growth, card: Giant Growth, owner: bob}
""", ["Sudden Death"], ["alice: cast death target=bear", "alice: pass"])
    acts = [str(a) for a in g.legal_actions()]
    assert g.decision.player == "bob"
    assert not any(a.startswith("cast") for a in acts) and any(a.startswith("mana f1") for a in acts)
    run_script(g, ["bob: pass"])
    assert g.obj("bear").zone == "graveyard"


def test_702_61a_after_split_second_resolves_spells_again():
    """702.61a: only "as long as this spell is on the stack": without it, bob may cast Giant
    Growth in response to an ordinary spell (Murder)."""
    g = game(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: f1, card: Forest, controller: bob}
hand:
  - {id: murder, card: Murder, owner: alice}
  - {id: growth, card: Giant Growth, owner: bob}
""", ["Murder"], ["alice: cast murder target=bear", "alice: pass"])
    assert any(str(a).startswith("cast growth") for a in g.legal_actions())
