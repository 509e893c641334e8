"""Protection beyond damage and targeting (702.16c, 702.16d, 702.16f): an Equipment with the stated
quality becomes unattached from a creature with protection and stays on the battlefield (704.5n); an
Aura with it is put into its owner's graveyard (704.5m), also for a quality that is a number of colors
(105.2: monocolored, multicolored, colorless); a creature with it can't block (702.16f). Whether an
object has the quality is decided by one check (pyengine/game/protection.py) for targets, Auras,
Equipment, attaching (701.3b) and blocks. Each test plays real cards compiled from their Oracle text;
the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.combat.declare import BlockQuery
from pyengine.game.players import run_script
from pyengine.scenario import load_scenario_text
from oracle_helpers import fully_compiled, game, head

CARDS = ["Bonesplitter", "Tel-Jilad Chosen", "Grizzly Bears", "Mountain", "Embercleave", "Gods Willing",
         "Plains", "Soldier of the Pantheon", "Armadillo Cloak", "Holy Strength", "Watchwolf", "Forest",
         "Loxodon Warhammer"]


def _board(lines: str, hand: str = "") -> str:
    return head() + "battlefield:\n" + lines + (("hand:\n" + hand) if hand else "")


def test_cards_compile():
    """702.16a: the protection creatures and the Equipment/Auras used below are fully compiled."""
    for name in ("Tel-Jilad Chosen", "Soldier of the Pantheon", "Gods Willing", "Embercleave", "Bonesplitter",
                 "Armadillo Cloak", "Watchwolf"):
        assert fully_compiled(name), name


def test_702_16d_equipment_with_the_quality_becomes_unattached_and_stays():
    """702.16d, 704.5n: Bonesplitter (an artifact) attached to Tel-Jilad Chosen (protection from
    artifacts) becomes unattached as a state-based action -- it stays on the battlefield, and the
    Chosen no longer gets +2/+0."""
    g = game(_board("  - {id: tc, card: Tel-Jilad Chosen, controller: alice}\n"
                    "  - {id: bs, card: Bonesplitter, controller: alice, attached_to: tc}\n"), CARDS, ["alice: pass"])
    assert g.obj("bs").zone == "battlefield" and g.obj("bs").attached_to is None
    assert g.ch("tc").power == 2


def _embercleave_bears_gain_protection(color: str):
    """Grizzly Bears equipped with Embercleave; alice casts Gods Willing on them choosing `color`
    (and keeps the scried card on top)."""
    g = game(_board("  - {id: gb, card: Grizzly Bears, controller: alice}\n"
                    "  - {id: ec, card: Embercleave, controller: alice, attached_to: gb}\n"
                    "  - {id: p1, card: Plains, controller: alice}\n",
                    "  - {id: gw, card: Gods Willing, owner: alice}\n"), CARDS,
             ["alice: cast gw target=gb", "alice: pass", "bob: pass", f"alice: choose {color}"])
    run_script(g, [f"alice: {a}" for a in g.legal_actions() if str(a).startswith("top")][:1], "<test>")
    return g


def test_702_16d_gaining_protection_unattaches_a_red_equipment():
    """702.16d, 704.5n, 608.2h: Grizzly Bears equipped with Embercleave (a red Equipment, +1/+1 and
    trample) gains protection from red from Gods Willing: Embercleave becomes unattached and stays on
    the battlefield; the Bears are a 2/2 again."""
    g = _embercleave_bears_gain_protection("red")
    assert g.obj("ec").zone == "battlefield" and g.obj("ec").attached_to is None
    assert (g.ch("gb").power, g.ch("gb").toughness) == (2, 2)


def test_702_16d_protection_from_another_color_keeps_the_equipment():
    """702.16a, 702.16d: protection from white doesn't concern a red Equipment: Embercleave stays
    attached to the Bears (3/3)."""
    g = _embercleave_bears_gain_protection("white")
    assert g.obj("ec").attached_to == "gb" and g.ch("gb").power == 3


def test_702_16b_equip_cant_target_a_creature_with_protection_from_artifacts():
    """702.16b, 702.6a: Bonesplitter's equip ability (from an artifact source) can target Grizzly Bears
    but not Tel-Jilad Chosen (protection from artifacts)."""
    g = game(_board("  - {id: tc, card: Tel-Jilad Chosen, controller: alice}\n"
                    "  - {id: gb, card: Grizzly Bears, controller: alice}\n"
                    "  - {id: bs, card: Bonesplitter, controller: alice}\n"
                    "  - {id: m1, card: Mountain, controller: alice}\n"), CARDS, ["alice: activate bs 2"])
    offered = [str(a) for a in g.legal_actions()]
    assert "target gb" in offered and "target tc" not in offered


def test_702_16c_multicolored_aura_falls_off_protection_from_multicolored():
    """702.16c, 105.2b, 704.5m: Armadillo Cloak (green and white: multicolored) attached to Soldier of
    the Pantheon (protection from multicolored) is put into its owner's graveyard."""
    g = game(_board("  - {id: sp, card: Soldier of the Pantheon, controller: alice}\n"
                    "  - {id: ac, card: Armadillo Cloak, controller: alice, attached_to: sp}\n"), CARDS, ["alice: pass"])
    assert g.obj("ac").zone == "graveyard"


def test_702_16c_monocolored_aura_stays_on_protection_from_multicolored():
    """702.16a, 105.2a: Holy Strength (white only: monocolored) isn't multicolored -- it stays attached to
    Soldier of the Pantheon, which is a 3/3."""
    g = game(_board("  - {id: sp, card: Soldier of the Pantheon, controller: alice}\n"
                    "  - {id: hs, card: Holy Strength, controller: alice, attached_to: sp}\n"), CARDS, ["alice: pass"])
    assert g.obj("hs").zone == "battlefield" and g.obj("hs").attached_to == "sp"
    assert (g.ch("sp").power, g.ch("sp").toughness) == (3, 3)


def _attack_with_soldier(blockers: str):
    return game(head("declare_attackers") + "battlefield:\n"
                "  - {id: sp, card: Soldier of the Pantheon, controller: alice, summoning_sick: false}\n" + blockers,
                CARDS, ["alice: attack sp", "alice: done", "alice: pass", "bob: pass"])


def test_702_16f_a_multicolored_creature_cant_block_protection_from_multicolored():
    """702.16f, 105.2b: Soldier of the Pantheon attacks; bob's Watchwolf (green and white) can't block it,
    his Grizzly Bears (green) can."""
    g = _attack_with_soldier("  - {id: ww, card: Watchwolf, controller: bob}\n"
                             "  - {id: gb, card: Grizzly Bears, controller: bob}\n")
    offered = [str(a) for a in g.legal_actions()]
    assert "block gb sp" in offered and "block ww sp" not in offered


def _block_check(attacker: str, blocker: str):
    sc = load_scenario_text(f"""players: [alice, bob]
active_player: alice
battlefield:
  - {{id: a, card: "{attacker}", controller: alice}}
  - {{id: b, card: "{blocker}", controller: bob}}
combat:
  attackers: {{a: bob}}
""", "<test>")
    return BlockQuery(sc).check({"b": ["a"]})


def test_702_16f_the_combat_program_rejects_the_multicolored_block():
    """702.16f, 105.2b, 509.1b: for the block program (asp_rules/combat_block.lp) "Watchwolf blocks
    Soldier of the Pantheon" is illegal because of protection; "Grizzly Bears blocks it" is legal."""
    res = _block_check("Soldier of the Pantheon", "Watchwolf")
    assert not res.legal and [v.rule for v in res.violations] == ["702.16f"]
    assert "multicolored" in res.violations[0].text
    assert _block_check("Soldier of the Pantheon", "Grizzly Bears").legal
