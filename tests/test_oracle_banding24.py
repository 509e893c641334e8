"""Banding and "bands with other" (702.22): bands announced with the attack (508.1e, 702.22c-d), a
band blocked as one (702.22h), a creature removed from combat leaving its band (702.22f), and the
banding player dividing combat damage (702.22j-k). Each test plays real cards compiled from their Oracle text;
the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life

TO_BLOCKS = ["alice: pass", "bob: pass"]
TO_DAMAGE = ["alice: pass", "bob: pass"]


def _board(lines: list[tuple[str, str, str]], players: str = "[alice, bob]") -> str:
    """Creatures (id, card, controller) on the battlefield, in the declare attackers step."""
    return head("declare_attackers", players=players) + "battlefield:\n" + "".join(
        f"  - {{id: {i}, card: \"{c}\", controller: {p}, summoning_sick: false}}\n" for i, c, p in lines)


def _names(lines) -> list[str]:
    return sorted({c for _i, c, _p in lines})


def _play(lines, script, players: str = "[alice, bob]"):
    return game(_board(lines, players), _names(lines), script)


def _texts(g, rule: str) -> list[str]:
    return [e.text for e in g.log if e.rule == rule]


HERO_AND_BEARS = [("h1", "Benalish Hero", "alice"), ("g1", "Grizzly Bears", "alice"), ("b1", "Hill Giant", "bob")]


def test_702_22a_banding_creatures_are_fully_compiled():
    """702.22a: banding is a static ability the engine executes: the cards whose only rules text
    is banding (with other keywords) compile fully."""
    for name in ("Benalish Hero", "Pikemen", "Mesa Pegasus", "War Elephant", "Timber Wolves", "Wall of Shields",
                 "Kjeldoran Skycaptain", "Icatian Phalanx"):
        assert fully_compiled(name), name


def test_702_22c_a_creature_with_banding_and_one_without_form_a_band():
    """508.1e, 702.22c: Benalish Hero (banding) and Grizzly Bears (no banding) may attack in a
    band: the announcement is legal and the band is kept for the combat (702.22e)."""
    g = _play(HERO_AND_BEARS, ["alice: attack h1", "alice: attack g1", "alice: done", "alice: band g1 h1", "alice: done"])
    assert g.s.attackers == {"h1": "bob", "g1": "bob"}
    assert g.s.combat_memo["bands"] == (("g1", "h1"),)
    assert not any("illegal" in t for t in _texts(g, "508.1"))


def test_702_22c_two_creatures_without_banding_cant_be_in_one_band():
    """702.22c: a band has one or more creatures with banding and up to one without: Benalish
    Hero with two Grizzly Bears is an illegal announcement, and the game returns to before the
    declaration (508.1, 730.1)."""
    lines = HERO_AND_BEARS + [("g2", "Grizzly Bears", "alice")]
    g = _play(lines, ["alice: attack h1", "alice: attack g1", "alice: attack g2", "alice: done",
                      "alice: band g1 h1", "alice: band g2 h1", "alice: done"])
    assert any("illegal attack declaration" in t and "702.22c" in t for t in _texts(g, "508.1"))
    assert g.s.attackers == {} and g.s.decision.kind == "declare_attackers"


def test_702_22c_a_band_needs_a_creature_with_banding():
    """702.22c: two Grizzly Bears (neither with banding) can't be a band, even when a creature
    with banding attacks beside them."""
    lines = HERO_AND_BEARS + [("g2", "Grizzly Bears", "alice")]
    g = _play(lines, ["alice: attack h1", "alice: attack g1", "alice: attack g2", "alice: done",
                      "alice: band g1 g2", "alice: done"])
    assert any("illegal attack declaration" in t and "702.22c" in t for t in _texts(g, "508.1"))
    assert g.s.attackers == {}


def test_702_22c_any_number_of_creatures_with_banding_in_one_band():
    """702.22c: "one or more attacking creatures with banding and up to one without": two
    Benalish Heroes, Pikemen (banding) and one Grizzly Bears form one legal band."""
    lines = HERO_AND_BEARS + [("h2", "Benalish Hero", "alice"), ("pk", "Pikemen", "alice")]
    g = _play(lines, ["alice: attack h1", "alice: attack g1", "alice: attack h2", "alice: attack pk", "alice: done",
                      "alice: band g1 h1", "alice: band h1 h2", "alice: band h2 pk", "alice: done"])
    assert g.s.combat_memo["bands"] == (("g1", "h1", "h2", "pk"),)
    assert set(g.s.attackers) == {"h1", "g1", "h2", "pk"}


def test_702_22d_a_band_attacks_one_player():
    """702.22d, 802.3b: all creatures in an attacking band must attack the same player: Benalish
    Hero attacking bob and Grizzly Bears attacking carol can't be banded."""
    lines = [("h1", "Benalish Hero", "alice"), ("g1", "Grizzly Bears", "alice")]
    g = _play(lines, ["alice: attack h1 bob", "alice: attack g1 carol", "alice: done", "alice: band g1 h1", "alice: done"],
              players="[alice, bob, carol]")
    assert any("illegal attack declaration" in t and "702.22d" in t for t in _texts(g, "508.1"))
    assert g.s.attackers == {}


def test_702_22h_blocking_one_member_blocks_the_whole_band():
    """702.22h: Hill Giant blocks the Grizzly Bears of a band with Benalish Hero: the Hero becomes
    blocked by the Giant too (509.1h), and deals its damage to it, not to bob."""
    g = _play(HERO_AND_BEARS, ["alice: attack h1", "alice: attack g1", "alice: done", "alice: band g1 h1", "alice: done"]
              + TO_BLOCKS + ["bob: block b1 g1", "bob: done"])
    assert set(g.s.blockers["b1"]) == {"g1", "h1"}
    assert set(g.s.combat_memo["blocked"]) == {"g1", "h1"}
    from pyengine.game.players import run_script
    run_script(g, TO_DAMAGE + ["alice: divide 3 0"], "<test>")
    assert life(g, "bob") == 20 and g.obj("b1").zone == "graveyard"      # 2 + 1 damage on the 3/3


def test_702_22h_example_the_swampwalker_becomes_blocked_with_the_flyer():
    """702.22h (its example): a band of Mesa Pegasus (flying, banding) and Bog Wraith
    (swampwalk); bob controls a Swamp, so only the Pegasus can be blocked: Giant Spider (reach)
    blocks it, and the Bog Wraith becomes blocked by the Spider as well."""
    lines = [("mp", "Mesa Pegasus", "alice"), ("bw", "Bog Wraith", "alice"), ("gs", "Giant Spider", "bob"),
             ("sw", "Swamp", "bob")]
    g = _play(lines, ["alice: attack mp", "alice: attack bw", "alice: done", "alice: band bw mp", "alice: done"]
              + TO_BLOCKS + ["bob: block gs mp", "bob: done"])
    assert set(g.s.blockers["gs"]) == {"mp", "bw"}
    assert "bw" in g.s.combat_memo["blocked"]


def test_702_22f_a_creature_removed_from_combat_leaves_its_band():
    """702.22f, 506.4: after the band of Benalish Hero and Grizzly Bears is announced, alice
    removes the Hero from combat with Reconnaissance; bob's Hill Giant then blocks the Bears and
    the Hero, no longer in the band nor attacking, isn't blocked."""
    lines = HERO_AND_BEARS + [("rc", "Reconnaissance", "alice")]
    g = _play(lines, ["alice: attack h1", "alice: attack g1", "alice: done", "alice: band g1 h1", "alice: done",
                      "alice: activate rc 1 target=h1", "alice: pass", "bob: pass"] + TO_BLOCKS
              + ["bob: block b1 g1", "bob: done"])
    assert "h1" not in g.s.attackers
    assert g.s.blockers["b1"] == ["g1"] and "h1" not in g.s.combat_memo["blocked"]


def test_702_22k_the_attacking_player_divides_the_blockers_damage():
    """702.22k: Hill Giant blocks a band with Benalish Hero, so alice (not bob) divides its 3
    damage among the creatures it blocks: she puts all 3 on the Hero and the Bears survive."""
    g = _play(HERO_AND_BEARS, ["alice: attack h1", "alice: attack g1", "alice: done", "alice: band g1 h1", "alice: done"]
              + TO_BLOCKS + ["bob: block b1 g1", "bob: done"] + TO_DAMAGE)
    d = g.s.decision
    assert d.kind == "divide" and d.player == "alice"
    from pyengine.game.players import run_script
    run_script(g, ["alice: divide 0 3"], "<test>")
    assert g.obj("g1").zone == "battlefield" and g.obj("g1").damage == 0 and g.obj("h1").zone == "graveyard"


def test_702_22j_the_defending_player_divides_the_attackers_damage():
    """702.22j: bob's Benalish Hero (banding) and Grizzly Bears block alice's Hill Giant, so bob
    (not alice) divides the Giant's 3 damage among its blockers; he puts all 3 on the Hero and
    the Bears take none (510.1c's division is his); the Giant takes 2 + 1 and dies (704.5g)."""
    lines = [("hg", "Hill Giant", "alice"), ("h1", "Benalish Hero", "bob"), ("g1", "Grizzly Bears", "bob")]
    g = _play(lines, ["alice: attack hg", "alice: done"] + TO_BLOCKS
              + ["bob: block g1 hg", "bob: block h1 hg", "bob: done"] + TO_DAMAGE)
    d = g.s.decision
    assert d.kind == "divide" and d.player == "bob"
    from pyengine.game.players import run_script
    run_script(g, ["bob: divide 0 3"], "<test>")
    assert g.obj("g1").zone == "battlefield" and g.obj("g1").damage == 0 and g.obj("h1").zone == "graveyard"
    assert g.obj("hg").zone == "graveyard"                    # 2 + 1 damage on the 3/3 Giant


def test_702_22j_a_trampler_blocked_by_banding_assigns_only_to_its_blockers():
    """702.22j: Colossal Dreadmaw (6/6 trample) is blocked by bob's Benalish Hero alone: bob
    divides its damage "among any creatures blocking it" -- all 6 to the Hero, none tramples
    over to bob."""
    lines = [("cd", "Colossal Dreadmaw", "alice"), ("h1", "Benalish Hero", "bob")]
    g = _play(lines, ["alice: attack cd", "alice: done"] + TO_BLOCKS + ["bob: block h1 cd", "bob: done"] + TO_DAMAGE)
    assert life(g, "bob") == 20 and g.obj("h1").zone == "graveyard"


def test_510_1c_without_banding_the_attacker_still_tramples_over():
    """702.19b, 510.1c: the same Dreadmaw blocked by Grizzly Bears (no banding): its controller
    assigns lethal damage to the Bears and the rest (4) to bob."""
    lines = [("cd", "Colossal Dreadmaw", "alice"), ("g1", "Grizzly Bears", "bob")]
    g = _play(lines, ["alice: attack cd", "alice: done"] + TO_BLOCKS + ["bob: block g1 cd", "bob: done"] + TO_DAMAGE)
    assert life(g, "bob") == 16 and g.obj("g1").zone == "graveyard"


def _scenario(body: str, names: list[str]):
    from oracle_helpers import compiled_library
    from pyengine.scenario import load_scenario_text
    return load_scenario_text("players: [alice, bob]\nactive_player: alice\n" + body, "<test>",
                              library=compiled_library(*names))


def test_702_22j_the_damage_program_keeps_a_tramplers_damage_on_its_banding_blocker():
    """702.22j: in the combat damage program, Colossal Dreadmaw (6/6 trample) blocked by Benalish
    Hero has one legal assignment, all 6 to the Hero; 702.19b would have allowed 1 to the Hero
    and up to 5 to bob."""
    from pyengine.combat.damage import REGULAR, DamageQuery
    q = DamageQuery(_scenario("""battlefield:
  - {id: cd, card: Colossal Dreadmaw, controller: alice}
  - {id: h1, card: Benalish Hero, controller: bob}
combat: {attackers: {cd: bob}, blockers: {h1: [cd]}}
""", ["Colossal Dreadmaw", "Benalish Hero"]))
    got, n = q.assignments(REGULAR)
    assert n == 1 and got[0]["cd"] == {"h1": 6}
    assert not q.check(REGULAR, {"cd": {"h1": 1, "bob": 5}, "h1": {"cd": 1}}).legal


def test_702_22c_the_attack_program_checks_the_announced_bands():
    """508.1e, 702.22c-d: the attack program checks a declaration with its bands: Benalish Hero
    with one Grizzly Bears is legal; with both Bears it is a 702.22c violation."""
    from pyengine.combat.declare import AttackQuery
    q = AttackQuery(_scenario("""battlefield:
  - {id: h1, card: Benalish Hero, controller: alice}
  - {id: g1, card: Grizzly Bears, controller: alice}
  - {id: g2, card: Grizzly Bears, controller: alice}
""", ["Benalish Hero", "Grizzly Bears"]))
    decl = {"h1": "bob", "g1": "bob", "g2": "bob"}
    assert q.check_with_bands(decl, [["h1", "g1"]]).legal
    bad = q.check_with_bands(decl, [["h1", "g1", "g2"]])
    assert not bad.legal and [v.rule for v in bad.violations] == ["702.22c"]
    assert q.check(decl).legal                     # no bands announced: still a legal attack



def test_702_22c_the_attack_program_generates_every_legal_band():
    """508.1e, 702.22c: with two Benalish Heroes (H) and two Grizzly Bears (B) all attacking, the
    attack program generates the 10 legal ways to band them (a band: one or more creatures with
    banding, at most one without): no band; HH; HB (4); HB+HB (2); HHB (2). Never BB."""
    from pyengine.combat.declare import AttackQuery
    q = AttackQuery(_scenario("""battlefield:
  - {id: h1, card: Benalish Hero, controller: alice}
  - {id: h2, card: Benalish Hero, controller: alice}
  - {id: g1, card: Grizzly Bears, controller: alice}
  - {id: g2, card: Grizzly Bears, controller: alice}
""", ["Benalish Hero", "Grizzly Bears"]))
    every = q.declarations_with_bands()
    four = [bands for decl, bands in every if len(decl) == 4]
    assert len(four) == 10 and [] in four and [["h1", "h2"]] in four and [["g1", "h1"], ["g2", "h2"]] in four
    assert not any(["g1", "g2"] in bands or any(b.count("g1") + b.count("g2") > 1 for b in bands) for bands in four)
    assert all(q.check_with_bands(decl, bands).legal for decl, bands in every)


# Cathedral of Serra: "White legendary creatures you control have "bands with other legendary
# creatures."" -- Isamaru (white, legendary) has it; Yargle (black, legendary) doesn't
LEGENDS = [("cs", "Cathedral of Serra", "alice"), ("is", "Isamaru, Hound of Konda", "alice"),
           ("yg", "Yargle, Glutton of Urborg", "alice"), ("g1", "Grizzly Bears", "alice")]


def test_702_22c_bands_with_other_legendary_creatures_forms_a_band_of_legends():
    """702.22c (second sentence): Isamaru, with "bands with other legendary creatures" from
    Cathedral of Serra, and Yargle (legendary, without it) form a legal band."""
    assert fully_compiled("Cathedral of Serra")
    g = _play(LEGENDS, ["alice: attack is", "alice: attack yg", "alice: done", "alice: band is yg", "alice: done"])
    assert g.s.combat_memo["bands"] == (("is", "yg"),) and set(g.s.attackers) == {"is", "yg"}


def test_702_22c_bands_with_other_legendary_creatures_excludes_a_non_legendary_creature():
    """702.22c: "bands with other" bands only [quality] creatures: Isamaru with Grizzly Bears (not
    legendary) is an illegal band -- "bands with other" isn't banding, so the one-creature-without
    rule doesn't help either."""
    g = _play(LEGENDS, ["alice: attack is", "alice: attack g1", "alice: done", "alice: band g1 is", "alice: done"])
    assert any("illegal attack declaration" in t and "702.22c" in t for t in _texts(g, "508.1"))
    assert g.s.attackers == {}


def test_702_22c_bands_with_other_needs_a_legend_that_has_it():
    """702.22c: two legendary creatures of which neither has "bands with other" can't band:
    without Cathedral of Serra, Isamaru and Yargle form no legal band."""
    g = _play(LEGENDS[1:], ["alice: attack is", "alice: attack yg", "alice: attack g1", "alice: done"])
    assert g.s.decision is None or g.s.decision.kind != "declare_bands"      # no creature can band: not asked
    g = _play([("h1", "Benalish Hero", "alice")] + LEGENDS[1:],
              ["alice: attack is", "alice: attack yg", "alice: attack h1", "alice: done", "alice: band is yg", "alice: done"])
    assert any("illegal attack declaration" in t and "702.22c" in t for t in _texts(g, "508.1"))


def test_702_22j_bands_with_other_blockers_let_the_defending_player_divide():
    """702.22j: bob's Isamaru (with "bands with other legendary creatures" from his Cathedral of
    Serra) and Yargle (legendary) block Colossal Dreadmaw (6/6 trample): bob divides its damage
    among them -- all 6 to Yargle (9/3), none to Isamaru, and none tramples over to bob."""
    lines = [("cd", "Colossal Dreadmaw", "alice"), ("cs", "Cathedral of Serra", "bob"),
             ("is", "Isamaru, Hound of Konda", "bob"), ("yg", "Yargle, Glutton of Urborg", "bob")]
    g = _play(lines, ["alice: attack cd", "alice: done"] + TO_BLOCKS
              + ["bob: block is cd", "bob: block yg cd", "bob: done"] + TO_DAMAGE)
    d = g.s.decision
    assert d.kind == "divide" and d.player == "bob"
    from pyengine.game.players import run_script
    run_script(g, ["bob: divide 0 6"], "<test>")
    assert g.obj("is").zone == "battlefield" and g.obj("is").damage == 0 and g.obj("yg").zone == "graveyard"
    assert life(g, "bob") == 20
