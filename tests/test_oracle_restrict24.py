"""Static restrictions and rule changes compiled from Oracle text and played: spells that can't be
countered ("Creature spells you control can't be countered", 101.2, 701.5a), "target creature
can't be regenerated this turn" (701.15c), untapping during each other player's untap step and
untap limits ("Players can't untap more than one creature during their untap steps", 502.3),
"Players can't play lands" / "Target player can't play lands this turn" (305.2, 101.2),
"Creatures entering don't cause abilities to trigger" (603.2, 603.6a) and "Prevent all damage that
would be dealt to you this turn by creatures with flying" (615.1a). Each expected value comes from
the CR rule cited in the test's docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life, permanents, play


# ------------------------------------------------------------------ 101.2: can't be countered
def _counterspell_on_bears(caster: str, countered_by: str):
    lands = permanents("Forest", ["f1", "f2"], caster) + permanents("Island", ["i1", "i2"], countered_by)
    g = play(head(active=caster) + "battlefield:\n" + permanents("Prowling Serpopard", ["ps"]) + lands
             + f"hand:\n  - {{id: gb, card: Grizzly Bears, owner: {caster}}}\n"
             + f"  - {{id: cs, card: Counterspell, owner: {countered_by}}}\n",
             ["Prowling Serpopard", "Counterspell"],
             [f"{caster}: cast gb", f"{caster}: pass", f"{countered_by}: cast cs target=gb",
              f"{countered_by}: pass", f"{caster}: pass"])
    return g


def test_101_2_serpopard_alices_creature_spell_cant_be_countered():
    """101.2, 701.5a: "Creature spells you control can't be countered." -- bob's Counterspell
    resolves but does nothing to alice's Grizzly Bears (the "can't" wins); the Bears stay on the
    stack and resolve."""
    assert fully_compiled("Prowling Serpopard")
    g = _counterspell_on_bears("alice", "bob")
    assert g.obj("cs").zone == "graveyard" and g.obj("gb").zone == "stack"
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.obj("gb").zone == "battlefield"


def test_701_5a_serpopard_doesnt_protect_an_opponents_spell():
    """701.5a: the Serpopard protects only the creature spells its controller (alice) controls;
    bob's Grizzly Bears countered by alice's Counterspell go to bob's graveyard."""
    g = _counterspell_on_bears("bob", "alice")
    assert g.obj("gb").zone == "graveyard"


def test_101_2_spellbreaker_behemoth_reads_the_spells_power():
    """101.2: "Creature spells you control with power 5 or greater can't be countered." -- a 2/2
    Grizzly Bears isn't protected: Counterspell counters it."""
    assert fully_compiled("Spellbreaker Behemoth")
    g = play(head() + "battlefield:\n" + permanents("Spellbreaker Behemoth", ["sb"])
             + permanents("Forest", ["f1", "f2"]) + permanents("Island", ["i1", "i2"], "bob")
             + "hand:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n  - {id: cs, card: Counterspell, owner: bob}\n",
             ["Spellbreaker Behemoth", "Counterspell"],
             ["alice: cast gb", "alice: pass", "bob: cast cs target=gb", "bob: pass", "alice: pass"])
    assert g.obj("gb").zone == "graveyard"


# ------------------------------------------------------------------ 701.15c: can't be regenerated
def _jackal_then_bolt(jackal: bool):
    script = (["alice: activate hj 1 target=ds", "alice: pass", "bob: pass"] if jackal else []) + [
        "alice: pass", "bob: activate ds 1", "bob: pass", "alice: pass",
        "alice: cast lb target=ds", "alice: pass", "bob: pass"]
    return play(head() + "battlefield:\n" + permanents("Hurr Jackal", ["hj"]) + permanents("Mountain", ["m1"])
                + permanents("Drudge Skeletons", ["ds"], "bob") + permanents("Swamp", ["s1"], "bob")
                + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n",
                ["Hurr Jackal", "Drudge Skeletons", "Lightning Bolt"], script)


def test_701_15c_hurr_jackal_regeneration_shield_doesnt_apply():
    """701.15c: "Target creature can't be regenerated this turn." -- the Skeletons' regeneration
    shield, created after the Jackal's ability resolved, isn't applied when lethal damage destroys
    them (704.5g): they die."""
    assert fully_compiled("Hurr Jackal")
    g = _jackal_then_bolt(True)
    assert g.obj("ds").zone == "graveyard"


def test_701_15a_without_the_jackal_the_skeletons_regenerate():
    """701.15a: without the Jackal's effect the shield replaces the destruction: the Skeletons stay,
    tapped."""
    g = _jackal_then_bolt(False)
    assert g.obj("ds").zone == "battlefield" and g.obj("ds").tapped


# ------------------------------------------------------------------ 502.3: the untap step
def test_502_3_seedborn_muse_untaps_during_the_opponents_untap_step():
    """502.3: "Untap all permanents you control during each other player's untap step." -- in
    bob's untap step alice's tapped Muse and Forest untap with bob's Bears."""
    assert fully_compiled("Seedborn Muse")
    g = game(head("untap", active="bob") + "battlefield:\n"
             + "  - {id: sm, card: Seedborn Muse, controller: alice, tapped: true}\n"
             + "  - {id: f1, card: Forest, controller: alice, tapped: true}\n"
             + "  - {id: gb, card: Grizzly Bears, controller: bob, tapped: true}\n", ["Seedborn Muse"])
    assert g.s.step == "upkeep" and not any(g.obj(o).tapped for o in ("sm", "f1", "gb"))


def test_502_3_thousand_moons_infantry_untaps_itself_only():
    """502.3: "Untap this creature during each other player's untap step." -- in bob's untap step
    alice's Infantry untaps, her tapped Forest doesn't (it's not her untap step)."""
    assert fully_compiled("Thousand Moons Infantry")
    g = game(head("untap", active="bob") + "battlefield:\n"
             + "  - {id: tm, card: Thousand Moons Infantry, controller: alice, tapped: true}\n"
             + "  - {id: f1, card: Forest, controller: alice, tapped: true}\n", ["Thousand Moons Infantry"])
    assert not g.obj("tm").tapped and g.obj("f1").tapped


def test_502_3_smoke_the_active_player_untaps_one_creature_of_their_choice():
    """502.3: "Players can't untap more than one creature during their untap steps." -- bob, the
    active player, chooses which of his two tapped Bears untaps; his Forest untaps as usual."""
    assert fully_compiled("Smoke")
    g = game(head("untap", active="bob") + "battlefield:\n" + permanents("Smoke", ["sm"])
             + "  - {id: b1, card: Grizzly Bears, controller: bob, tapped: true}\n"
             + "  - {id: b2, card: Grizzly Bears, controller: bob, tapped: true}\n"
             + "  - {id: f1, card: Forest, controller: bob, tapped: true}\n", ["Smoke"])
    assert g.decision.kind == "untap_limited"
    run_script(g, ["bob: untap_one b2"], "<test>")
    assert g.obj("b1").tapped and not g.obj("b2").tapped and not g.obj("f1").tapped


def test_502_3_mungha_wurm_limits_only_its_controllers_untap_step():
    """502.3: "You can't untap more than one land during your untap step." -- alice's Wurm doesn't
    limit bob: in bob's untap step both his lands untap, with no choice asked."""
    assert fully_compiled("Mungha Wurm")
    g = game(head("untap", active="bob") + "battlefield:\n" + permanents("Mungha Wurm", ["mw"])
             + "  - {id: f1, card: Forest, controller: bob, tapped: true}\n"
             + "  - {id: f2, card: Forest, controller: bob, tapped: true}\n", ["Mungha Wurm"])
    assert g.s.step == "upkeep" and not g.obj("f1").tapped and not g.obj("f2").tapped


# ------------------------------------------------------------------ 305.2, 101.2: land plays
def test_101_2_territorial_dispute_no_player_can_play_a_land():
    """305.2, 101.2: "Players can't play lands." -- alice, in her main phase with no land played,
    can't play the Forest in her hand (the "can't" beats her one land play)."""
    assert fully_compiled("Territorial Dispute")
    g = game(head() + "battlefield:\n" + permanents("Territorial Dispute", ["td"], "bob")
             + "hand:\n  - {id: f1, card: Forest, owner: alice}\n", ["Territorial Dispute"])
    assert "play f1" not in [str(a) for a in g.legal_actions()]


def test_305_2_solfatara_target_player_cant_play_lands_this_turn():
    """305.2, 101.2: "Target player can't play lands this turn." -- after Solfatara resolves
    targeting alice, she can't play her Forest this turn."""
    assert fully_compiled("Solfatara")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"])
             + "hand:\n  - {id: f1, card: Forest, owner: alice}\n  - {id: so, card: Solfatara, owner: alice}\n",
             ["Solfatara"])
    assert "play f1" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: cast so target=alice", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("so").zone == "graveyard" and "play f1" not in [str(a) for a in g.legal_actions()]


# ------------------------------------------------------------------ 603.2, 603.6a: Torpor Orb
def _visionary(orb: bool):
    return play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + permanents("Soul Warden", ["sw"], "bob")
                + (permanents("Torpor Orb", ["to"], "bob") if orb else "")
                + "hand:\n  - {id: ev, card: Elvish Visionary, owner: alice}\n",
                ["Torpor Orb", "Elvish Visionary", "Soul Warden"], ["alice: cast ev", "alice: pass", "bob: pass"])


def test_603_6a_torpor_orb_no_enters_ability_triggers():
    """603.2, 603.6a: "Creatures entering don't cause abilities to trigger." -- Elvish Visionary
    enters: neither its own "When this creature enters, draw a card" nor bob's Soul Warden
    ("Whenever another creature enters, you gain 1 life") triggers."""
    assert fully_compiled("Torpor Orb")
    g = _visionary(True)
    assert g.obj("ev").zone == "battlefield" and not g.s.stack and not g.s.pending


def test_603_6a_without_the_orb_both_abilities_trigger():
    """603.6a: without the Orb both enters-the-battlefield abilities trigger."""
    g = _visionary(False)
    assert len(g.s.stack) + len(g.s.pending) == 2


# ------------------------------------------------------------------ 615.1a: prevention by a group
def test_615_1a_scarecrow_prevents_damage_from_flying_creatures_only():
    """615.1a: "Prevent all damage that would be dealt to you this turn by creatures with
    flying." -- bob's attacking Wind Drake (flying) deals alice no damage; his Grizzly Bears
    (no flying) deal her 2."""
    assert fully_compiled("Scarecrow")
    g = game(head(active="bob") + "battlefield:\n" + permanents("Scarecrow", ["sc"])
             + permanents("Plains", ["p1", "p2", "p3", "p4", "p5", "p6"])
             + permanents("Wind Drake", ["wd"], "bob") + permanents("Grizzly Bears", ["gb"], "bob"),
             ["Scarecrow"], ["bob: pass", "alice: activate sc 1", "alice: pass", "bob: pass"])
    assert g.obj("sc").tapped and g.s.step == "precombat_main"
    run_script(g, ["bob: pass", "alice: pass", "bob: pass", "alice: pass",
                   "bob: attack wd", "bob: attack gb", "bob: done"], "<test>")
    from oracle_helpers import pass_until
    pass_until(g, "bob", "end")
    assert life(g, "alice") == 18


# ------------------------------------------------------------------ 115.9b: a spell that targets ...
def _bolt_then(target: str, extra_hand: str = "", script: list[str] | None = None):
    return game(head(active="bob") + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"])
                + permanents("Grizzly Bears", ["gb"]) + permanents("Mountain", ["m1"], "bob")
                + "hand:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n  - {id: iv, card: Intervene, owner: alice}\n"
                + extra_hand, ["Intervene", "Lightning Bolt"],
                [f"bob: cast lb target={target}", "bob: pass"] + (script or []))


def test_115_9b_intervene_counters_a_spell_that_targets_a_creature():
    """115.9b, 701.5a: "Counter target spell that targets a creature." -- bob's Lightning Bolt
    targets alice's Grizzly Bears: Intervene may target it and counters it; the Bears live."""
    assert fully_compiled("Intervene")
    g = _bolt_then("gb", script=["alice: cast iv target=lb", "alice: pass", "bob: pass"])
    assert g.obj("lb").zone == "graveyard" and g.obj("gb").zone == "battlefield"
    assert any(e.rule == "701.5a" for e in g.log)


def test_115_9b_a_bolt_at_a_player_is_no_target_for_intervene():
    """115.9b, 601.2c: a Lightning Bolt targeting alice targets no creature: Intervene has no
    legal target, so alice can't cast it."""
    g = _bolt_then("alice")
    assert "cast iv" not in [str(a) for a in g.legal_actions()]


def test_608_2b_intervene_fizzles_once_the_creature_is_gone():
    """115.9b, 608.2b: alice responds to her own Intervene by returning the targeted Bears to her
    hand (Unsummon); the Bolt then targets nothing still on the battlefield, so Intervene's target
    is illegal as it resolves: it doesn't resolve and counters nothing."""
    g = _bolt_then("gb", "  - {id: un, card: Unsummon, owner: alice}\n",
                   ["alice: cast iv target=lb", "alice: cast un target=gb", "alice: pass", "bob: pass",
                    "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "hand" and g.obj("iv").zone == "graveyard" and g.obj("lb").zone == "stack"
    assert not any(e.rule == "701.5a" for e in g.log)


def test_115_9b_hindering_light_counters_a_spell_that_targets_you():
    """115.9b: "Counter target spell that targets you or a permanent you control." -- bob's Bolt
    aimed at alice herself is a legal target: it's countered and alice stays at 20."""
    assert fully_compiled("Hindering Light")
    g2 = game(head(active="bob") + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Plains", ["p1"])
              + permanents("Mountain", ["m1"], "bob")
              + "hand:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n  - {id: hl, card: Hindering Light, owner: alice}\n",
              ["Hindering Light", "Lightning Bolt"],
              ["bob: cast lb target=alice", "bob: pass", "alice: cast hl target=lb", "alice: pass", "bob: pass",
               "alice: pass", "bob: pass"])
    assert g2.obj("lb").zone == "graveyard" and life(g2, "alice") == 20


def test_701_15c_incinerate_the_creature_dealt_damage_cant_regenerate():
    """701.15c, 608.2h: "A creature dealt damage this way can't be regenerated this turn." -- bob
    shields his Drudge Skeletons first; Incinerate's 3 damage destroys them anyway (704.5g)."""
    assert fully_compiled("Incinerate")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"])
             + permanents("Drudge Skeletons", ["ds"], "bob") + permanents("Swamp", ["s1"], "bob")
             + "hand:\n  - {id: ic, card: Incinerate, owner: alice}\n",
             ["Incinerate", "Drudge Skeletons"],
             ["alice: pass", "bob: activate ds 1", "bob: pass", "alice: pass", "alice: cast ic target=ds",
              "alice: pass", "bob: pass"])
    assert g.obj("ds").zone == "graveyard"


def _winter_orb(tapped: bool):
    return game(head("untap", active="bob") + "battlefield:\n"
                + f"  - {{id: wo, card: Winter Orb, controller: alice, tapped: {str(tapped).lower()}}}\n"
                + "  - {id: f1, card: Forest, controller: bob, tapped: true}\n"
                + "  - {id: f2, card: Forest, controller: bob, tapped: true}\n", ["Winter Orb"])


def test_502_3_winter_orb_untapped_limits_the_lands_untapped():
    """502.3, 611.3a: "As long as this artifact is untapped, players can't untap more than one land
    during their untap steps." -- the Orb is untapped: bob untaps one Forest of his choice."""
    assert fully_compiled("Winter Orb")
    g = _winter_orb(False)
    assert g.decision.kind == "untap_limited"
    run_script(g, ["bob: untap_one f1"], "<test>")
    assert not g.obj("f1").tapped and g.obj("f2").tapped


def test_611_3a_a_tapped_winter_orb_limits_nothing():
    """611.3a: the Orb is tapped, so its condition is false: both of bob's Forests untap."""
    g = _winter_orb(True)
    assert g.s.step == "upkeep" and not g.obj("f1").tapped and not g.obj("f2").tapped


def test_601_2i_insist_protects_only_the_next_creature_spell():
    """101.2, 601.2i: "The next creature spell you cast this turn can't be countered." -- alice's
    first Grizzly Bears after Insist survives bob's Counterspell; the effect is then used up, so
    her second Bears is countered."""
    assert fully_compiled("Insist")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4", "f5"])
             + permanents("Island", ["i1", "i2", "i3", "i4"], "bob")
             + "hand:\n  - {id: in, card: Insist, owner: alice}\n  - {id: gb, card: Grizzly Bears, owner: alice}\n"
             + "  - {id: gc, card: Grizzly Bears, owner: alice}\n  - {id: c1, card: Counterspell, owner: bob}\n"
             + "  - {id: c2, card: Counterspell, owner: bob}\n",
             ["Insist", "Counterspell"],
             ["alice: cast in", "alice: pass", "bob: pass", "alice: cast gb", "alice: pass", "bob: cast c1 target=gb",
              "bob: pass", "alice: pass", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "battlefield"
    run_script(g, ["alice: cast gc", "alice: pass", "bob: cast c2 target=gc", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("gc").zone == "graveyard"
